; Pass-through carries (issue 23, docs/tile-storage.md step 0): a loop carry
; passed around its loop unchanged (%p = PHI [%t, entry], [%p, loop], what
; clang -O0 and the fuzzer leave for a tile only read in the loop) is its
; initializer: no storage of its own, no entry copy, no copy per iteration.
; Without the rule @vec copies %t into the carry's window (a tmov vec: %t is
; still stored after the loop), and @acc does not compile at all (acc has no
; same-space move for the copy); @nested passes the carry through two loops.
; At -O0 the PHIs reach the pass as written (at -O2 llc's IR passes already
; fold such PHIs; the output is the same).
; RUN: %llc -march=pto -O0 -verify-machineinstrs %s -o - \
; RUN:   -pass-remarks=pto-materialize-semantic-aliases 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; With the rule off (its debug counter never fires) @acc is rejected.
; RUN: not %llc -march=pto -O0 %s -o /dev/null \
; RUN:   -debug-counter=pto-materialize-semantic-aliases-pass-through=1000000 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OFF
; OFF: error: {{.*}}in function acc {{.*}}: PHI operand %{{[0-9]+}} (acc 16x16 f32) interferes with the PHI's other values, and acc has no same-space move
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=vec --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16 --arg=buf:f32:48x16 --arg=3 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=acc --arg=buf:f16:16x16:seed=2 \
; RUN:   --arg=buf:f32:16x16 --arg=buf:f32:48x16 --arg=3 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=nested --arg=buf:f32:16x16:seed=3 \
; RUN:   --arg=buf:f32:16x16 --arg=buf:f32:48x16 --arg=3 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}

; CHECK-LABEL: vec:
; CHECK-NOT: tmov vec
; CHECK: ret
; CHECK-LABEL: acc:
; CHECK-NOT: tmov vec[{{.*}}], vec
; CHECK: ret
; CHECK-LABEL: nested:
; CHECK-NOT: tmov vec
; CHECK: ret
; REMARK: remark: {{.*}}PHI %{{[0-9]+}} (vec 16x16 f32) is %{{[0-9]+}} (vec 16x16 f32) on every path: it uses that tile's storage, with no copy
; REMARK: remark: {{.*}}PHI %{{[0-9]+}} (acc 16x16 f32) is %{{[0-9]+}} (acc 16x16 f32) on every path
; REMARK: remark: {{.*}}PHI %{{[0-9]+}} (vec 16x16 f32) is %{{[0-9]+}} (vec 16x16 f32) on every path
; REMARK: remark: {{.*}}PHI %{{[0-9]+}} (vec 16x16 f32) is %{{[0-9]+}} (vec 16x16 f32) on every path
; SIM: matches reference

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(6) @pto.tmov.f32(ptr addrspace(5), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))

define void @vec(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %o0, ptr addrspace(1) noalias %o1, i64 %n) "pto.kernel" {
entry:
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = phi ptr addrspace(6) [ %t, %entry ], [ %p, %loop ]
  %i32 = trunc i64 %i to i32
  %exp = shl i32 %i32, 23
  %bits = add i32 %exp, 1065353216
  %s = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %p, i32 %bits, i32 16, i32 16)
  %off = mul i64 %i, 256
  %po = getelementptr float, ptr addrspace(1) %o1, i64 %off
  call void @pto.tstore.vec.f32(ptr addrspace(1) %po, i64 16, ptr addrspace(6) %s)
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o0, i64 16, ptr addrspace(6) %t)
  ret void
}

define void @acc(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %o0, ptr addrspace(1) noalias %o1, i64 %n) "pto.kernel" {
entry:
  %m = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = phi ptr addrspace(5) [ %c, %entry ], [ %p, %loop ]
  %v = call ptr addrspace(6) @pto.tmov.f32(ptr addrspace(5) %p, i32 16, i32 16)
  %i32 = trunc i64 %i to i32
  %exp = shl i32 %i32, 23
  %bits = add i32 %exp, 1065353216
  %s = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %v, i32 %bits, i32 16, i32 16)
  %off = mul i64 %i, 256
  %po = getelementptr float, ptr addrspace(1) %o1, i64 %off
  call void @pto.tstore.vec.f32(ptr addrspace(1) %po, i64 16, ptr addrspace(6) %s)
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @pto.tstore.f32(ptr addrspace(1) %o0, i64 16, ptr addrspace(5) %c)
  ret void
}

define void @nested(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %o0, ptr addrspace(1) noalias %o1, i64 %n) "pto.kernel" {
entry:
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %olatch ]
  %p = phi ptr addrspace(6) [ %t, %entry ], [ %q, %olatch ]
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %q = phi ptr addrspace(6) [ %p, %outer ], [ %q, %inner ]
  %j.next = add nuw nsw i64 %j, 1
  %imore = icmp ult i64 %j.next, 2
  br i1 %imore, label %inner, label %olatch
olatch:
  %i32 = trunc i64 %i to i32
  %exp = shl i32 %i32, 23
  %bits = add i32 %exp, 1065353216
  %s = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %q, i32 %bits, i32 16, i32 16)
  %off = mul i64 %i, 256
  %po = getelementptr float, ptr addrspace(1) %o1, i64 %off
  call void @pto.tstore.vec.f32(ptr addrspace(1) %po, i64 16, ptr addrspace(6) %s)
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %outer, label %exit
exit:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o0, i64 16, ptr addrspace(6) %t)
  ret void
}
