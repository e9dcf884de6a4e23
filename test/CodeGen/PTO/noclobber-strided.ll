; pto-annotate-noclobber and row-strided transfers: a tload of the left
; half of a row block (16 rows of 32 f32, row stride 64) is not clobbered by
; a tstore of the right half of the same rows, although the two extents
; ((rows-1)*stride + cols elements) overlap as intervals; one element of
; overlap (the right half starting at column 31) is a clobber. The base is
; evaluated once (no loop), so the rule holds in every iteration.
; RUN: %opt -passes=pto-annotate-noclobber \
; RUN:   -aa-pipeline=basic-aa,scoped-noalias-aa,tbaa,pto-aa -S %s | FileCheck %s

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

; CHECK-LABEL: define void @halves(
; CHECK: %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 32), !pto.noclobber
define void @halves(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %w) "pto.kernel" {
  %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 32)
  %n = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %w, i64 32, i32 16, i32 32)
  %r = getelementptr float, ptr addrspace(1) %x, i64 32
  call void @pto.tstore.vec.f32(ptr addrspace(1) %r, i64 64, ptr addrspace(6) %n)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %w, i64 32, ptr addrspace(6) %l)
  ret void
}

; CHECK-LABEL: define void @one_element_overlap(
; CHECK: %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 32){{$}}
define void @one_element_overlap(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %w) "pto.kernel" {
  %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 32)
  %n = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %w, i64 32, i32 16, i32 32)
  %r = getelementptr float, ptr addrspace(1) %x, i64 31
  call void @pto.tstore.vec.f32(ptr addrspace(1) %r, i64 64, ptr addrspace(6) %n)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %w, i64 32, ptr addrspace(6) %l)
  ret void
}

; A scalar store into the right half: not a clobber of the left half.
; CHECK-LABEL: define void @scalar_in_gap(
; CHECK: %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 32), !pto.noclobber
define void @scalar_in_gap(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %w) "pto.kernel" {
  %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 32)
  %r = getelementptr float, ptr addrspace(1) %x, i64 100
  store i32 0, ptr addrspace(1) %r
  call void @pto.tstore.vec.f32(ptr addrspace(1) %w, i64 32, ptr addrspace(6) %l)
  ret void
}

; In a loop the base is a new value every iteration: the rule does not
; apply across iterations (the right half of row block i+1 is not the left
; half of row block i here, but cross-iteration AA cannot tell): no mark.
; CHECK-LABEL: define void @loop_halves(
; CHECK: %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %p, i64 64, i32 16, i32 32){{$}}
define void @loop_halves(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %w, i64 %n) "pto.kernel" {
entry:
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%in, %loop]
  %off = mul i64 %i, 1024
  %p = getelementptr float, ptr addrspace(1) %x, i64 %off
  %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %p, i64 64, i32 16, i32 32)
  %r = getelementptr float, ptr addrspace(1) %p, i64 32
  call void @pto.tstore.vec.f32(ptr addrspace(1) %r, i64 64, ptr addrspace(6) %l)
  %in = add i64 %i, 1
  %c = icmp slt i64 %in, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
