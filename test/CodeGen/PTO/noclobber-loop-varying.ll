; pto-annotate-noclobber across loop iterations: a read is invariant only if
; no write of the kernel touches its bytes in ANY iteration. The read of
; x[i] and the write of x[i+1] are disjoint within one iteration but the
; same bytes one iteration apart (the write of iteration i is the read of
; iteration i+1); alias scopes of a restrict helper inlined in the loop
; hold within one iteration only. Reads whose buffer nothing writes, or
; writes of another noalias buffer, stay marked.
; RUN: %opt -passes=pto-annotate-noclobber \
; RUN:   -aa-pipeline=basic-aa,scoped-noalias-aa,tbaa,pto-aa -S %s | FileCheck %s

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @llvm.experimental.noalias.scope.decl(metadata)

; Scalar: load x[i], store x[i+1].
; CHECK-LABEL: define void @scalar_shift(
; CHECK: %v = load i32, ptr addrspace(1) %p, align 4{{$}}
; CHECK: %w = load i32, ptr addrspace(1) %r, align 4, !invariant.load ![[E:[0-9]+]], !pto.noclobber ![[E]]
define void @scalar_shift(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i64 %n) "pto.kernel" {
entry:
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%in, %loop]
  %p = getelementptr i32, ptr addrspace(1) %x, i64 %i
  %v = load i32, ptr addrspace(1) %p
  %r = getelementptr i32, ptr addrspace(1) %y, i64 %i
  %w = load i32, ptr addrspace(1) %r
  %s = add i32 %v, %w
  %q = getelementptr i32, ptr addrspace(1) %p, i64 1
  store i32 %s, ptr addrspace(1) %q
  %in = add i64 %i, 1
  %c = icmp slt i64 %in, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Tiles: tload of row block i, tstore into row block i+1 (a recurrence
; through global memory), and a scalar store into the block read one
; iteration earlier (WAR across iterations).
; CHECK-LABEL: define void @tile_shift(
; CHECK: %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %p, i64 16, i32 16, i32 16){{$}}
; CHECK: %b = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %r, i64 16, i32 16, i32 16), !pto.noclobber
define void @tile_shift(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i64 %n) "pto.kernel" {
entry:
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%in, %loop]
  %off = mul i64 %i, 256
  %p = getelementptr float, ptr addrspace(1) %x, i64 %off
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %p, i64 16, i32 16, i32 16)
  %r = getelementptr float, ptr addrspace(1) %y, i64 %off
  %b = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %r, i64 16, i32 16, i32 16)
  %q = getelementptr float, ptr addrspace(1) %p, i64 256
  call void @pto.tstore.vec.f32(ptr addrspace(1) %q, i64 16, ptr addrspace(6) %a)
  %in = add i64 %i, 1
  %c = icmp slt i64 %in, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; WAR: iteration i reads x[i], iteration i+1 writes x[i] (through x[i+1]-1).
; CHECK-LABEL: define void @war_next_iteration(
; CHECK: %v = load i32, ptr addrspace(1) %p, align 4{{$}}
define void @war_next_iteration(ptr addrspace(1) noalias %x, i64 %n) "pto.kernel" {
entry:
  br label %loop
loop:
  %i = phi i64 [1, %entry], [%in, %loop]
  %p = getelementptr i32, ptr addrspace(1) %x, i64 %i
  %v = load i32, ptr addrspace(1) %p
  %q = getelementptr i32, ptr addrspace(1) %p, i64 -1
  store i32 %v, ptr addrspace(1) %q
  %in = add i64 %i, 1
  %c = icmp slt i64 %in, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A restrict helper inlined in the loop: its scopes say the read of %a and
; the write of %b do not alias within one call, i.e. one iteration; the
; caller passes x[i] and x[i+1], so the write of one iteration is the read
; of the next.
; CHECK-LABEL: define void @inlined_restrict(
; CHECK: %v = load i32, ptr addrspace(1) %p, align 4, !alias.scope !{{[0-9]+}}, !noalias !{{[0-9]+}}{{$}}
define void @inlined_restrict(ptr addrspace(1) %x, i64 %n) "pto.kernel" {
entry:
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%in, %loop]
  call void @llvm.experimental.noalias.scope.decl(metadata !2)
  call void @llvm.experimental.noalias.scope.decl(metadata !5)
  %p = getelementptr i32, ptr addrspace(1) %x, i64 %i
  %q = getelementptr i32, ptr addrspace(1) %p, i64 1
  %v = load i32, ptr addrspace(1) %p, !alias.scope !2, !noalias !5
  store i32 %v, ptr addrspace(1) %q, !alias.scope !5, !noalias !2
  %in = add i64 %i, 1
  %c = icmp slt i64 %in, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

!0 = distinct !{!0, !"helper"}
!1 = distinct !{!1, !0, !"helper: %a"}
!2 = !{!1}
!3 = distinct !{!3, !0, !"helper: %b"}
!5 = !{!3}
