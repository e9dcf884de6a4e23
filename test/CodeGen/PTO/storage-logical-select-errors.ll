; Logical select (issue 23): joins of two live accumulators that cannot be
; a logical select are errors naming the tile and the reason (acc has no
; same-space move for the fallback).
; RUN: not %llc -march=pto -O0 %s -o /dev/null 2>&1 | FileCheck %s
;
; @inplace: the selected accumulator is accumulated into (tmatmul.acc writes
; over it) while both arms are still read: it would need one fixed window.
; CHECK: error: {{.*}}in function inplace {{.*}}: PHI operand %{{[0-9]+}} (acc 16x16 f32) interferes with the PHI's other values, and acc has no same-space move to copy it; no logical select either: the selected tile %{{[0-9]+}} (acc 16x16 f32) is viewed, copied or written over in place, which needs one fixed window
; @arm: an arm is accumulated into after the join while the selected tile
; is still read: the selected slot could change under it.
; CHECK: error: {{.*}}in function arm {{.*}}: PHI operand %{{[0-9]+}} (acc 16x16 f32) interferes with the PHI's other values, and acc has no same-space move to copy it; no logical select either: the storage of %{{[0-9]+}} (acc 16x16 f32) holds %{{[0-9]+}} (acc 16x16 f32) while the selected tile is still read (an arm written over after the join)
; @three: a join of three live accumulators (two slots only).
; CHECK: error: {{.*}}in function three {{.*}}: PHI operand {{.*}} (acc 16x16 f32) interferes with the PHI's other values, and acc has no same-space move to copy it; no logical select either: it joins more than two values (there are two slots)

declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))

define void @inplace(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %o, i32 %cond) "pto.kernel" {
entry:
  %m = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %c0 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %c1 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %b = icmp ne i32 %cond, 0
  %c = select i1 %b, ptr addrspace(5) %c0, ptr addrspace(5) %c1
  %d = call ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) %c, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(5) %d)
  call void @pto.tstore.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(5) %c0)
  call void @pto.tstore.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(5) %c1)
  ret void
}

define void @arm(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %o, i32 %cond) "pto.kernel" {
entry:
  %m = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %c0 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %c1 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %b = icmp ne i32 %cond, 0
  %c = select i1 %b, ptr addrspace(5) %c0, ptr addrspace(5) %c1
  %e = call ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) %c0, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(5) %c)
  call void @pto.tstore.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(5) %e)
  call void @pto.tstore.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(5) %c1)
  ret void
}

define void @three(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %o, i32 %cond) "pto.kernel" {
entry:
  %m = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %c0 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %c1 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %c2 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  switch i32 %cond, label %d2 [ i32 0, label %d0
                                i32 1, label %d1 ]
d0:
  br label %join
d1:
  br label %join
d2:
  br label %join
join:
  %c = phi ptr addrspace(5) [ %c0, %d0 ], [ %c1, %d1 ], [ %c2, %d2 ]
  call void @pto.tstore.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(5) %c)
  call void @pto.tstore.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(5) %c0)
  call void @pto.tstore.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(5) %c1)
  call void @pto.tstore.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(5) %c2)
  ret void
}
