; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pass-remarks-analysis=pto-insert-sync %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
; The mutation of the row rule (it misses one f32 element of overlap) elides
; the barrier of the overlapping pair; pto-verify-sync rejects that.
; RUN: not %llc -march=pto -O2 -pto-sync-unsound-rows %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNSOUND
;
; The two column halves of a row block stored through two pointers that are
; separate induction variables (as loop strength reduction leaves
; rope-kv-cache's `dst + r*D` and `dst + r*D + H`): no common base with
; constant offsets, but SCEV relates them -- {x,+,s} and {x+32,+,s}: 32
; bytes apart in one iteration, and across iterations 32 + s*k with s a
; multiple of the row stride (64 bytes), so the halves' columns never meet.
; In @halves the second store needs no pipe_barrier MTE3 after the first
; (the barrier before the first orders the previous iteration's: one IR
; pointer in two iterations); @overlap's second half starts one f32 element
; early and keeps it.

target triple = "pto-unknown-unknown"

define void @halves(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i64 %n) "pto.kernel" {
entry:
  %y1 = getelementptr inbounds i8, ptr addrspace(1) %y, i64 32
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 4, i32 8)
  %b = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 4, i32 8)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = phi ptr addrspace(1) [ %y, %entry ], [ %p1, %loop ]
  %q = phi ptr addrspace(1) [ %y1, %entry ], [ %q1, %loop ]
  call void @pto.tstore.vec.f32(ptr addrspace(1) %p, i64 16, ptr addrspace(6) %a)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %q, i64 16, ptr addrspace(6) %b)
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 256
  %q1 = getelementptr inbounds i8, ptr addrspace(1) %q, i64 256
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @overlap(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i64 %n) "pto.kernel" {
entry:
  %y1 = getelementptr inbounds i8, ptr addrspace(1) %y, i64 28
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 4, i32 8)
  %b = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 4, i32 8)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = phi ptr addrspace(1) [ %y, %entry ], [ %p1, %loop ]
  %q = phi ptr addrspace(1) [ %y1, %entry ], [ %q1, %loop ]
  call void @pto.tstore.vec.f32(ptr addrspace(1) %p, i64 16, ptr addrspace(6) %a)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %q, i64 16, ptr addrspace(6) %b)
  %p1 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 256
  %q1 = getelementptr inbounds i8, ptr addrspace(1) %q, i64 256
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

; CHECK-LABEL: halves:
; CHECK:      .LBB0_1:
; CHECK-NEXT: # =>This Inner Loop Header
; CHECK-NEXT: pipe_barrier{{[[:space:]]+}}PIPE_MTE3
; CHECK-NEXT: tstore
; CHECK-NOT:  pipe_barrier
; CHECK:      tstore
; CHECK-NOT:  pipe_barrier
; CHECK:      blt
; CHECK-LABEL: overlap:
; CHECK:      .LBB1_1:
; CHECK-NEXT: # =>This Inner Loop Header
; CHECK-NEXT: pipe_barrier{{[[:space:]]+}}PIPE_MTE3
; CHECK-NEXT: tstore
; CHECK:      pipe_barrier{{[[:space:]]+}}PIPE_MTE3
; CHECK-NEXT: tstore

; REMARK: remark: {{.*}}no wait for pipe MTE3 before TSTORE_VEC_A on pipe MTE3: row-strided transfers whose rows never meet

; UNSOUND: error: {{.*}}in function overlap{{.*}}sync verification: 'TSTORE_VEC_A {{.*}}' on pipe MTE3 is not ordered after 'TSTORE_VEC_A {{.*}}' on pipe MTE3, which accesses the same memory
