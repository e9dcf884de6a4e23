; pto-annotate-noclobber's write index (issue 17): the writes with a known
; footprint on a base evaluated once are kept per base, sorted by the start
; of their extent, and a read on that base is judged against those whose
; extents meet its own, plus every write on another base or without a
; footprint. Each function has one read of %x (16 rows of 16 f32, stride
; 16: bytes [1024, 2048) of %x) among writes that miss it and one that
; decides: adjacency on both sides is no clobber, one element of overlap
; at either end is, a long strided write starting far below the read
; reaches it (the query looks back by the longest extent), a write through
; another base of the same object and a memset without a footprint are
; clobbers.
; RUN: %opt -passes=pto-annotate-noclobber \
; RUN:   -aa-pipeline=basic-aa,scoped-noalias-aa,tbaa,pto-aa -S %s | FileCheck %s

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)

; CHECK-LABEL: define void @adjacent(
; CHECK: %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %r, i64 16, i32 16, i32 16), !pto.noclobber
define void @adjacent(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %w) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %w, i64 16, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %x, i64 16, ptr addrspace(6) %t)
  %r = getelementptr float, ptr addrspace(1) %x, i64 256
  %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %r, i64 16, i32 16, i32 16)
  %a = getelementptr float, ptr addrspace(1) %x, i64 512
  call void @pto.tstore.vec.f32(ptr addrspace(1) %a, i64 16, ptr addrspace(6) %l)
  %b = getelementptr float, ptr addrspace(1) %x, i64 4096
  call void @pto.tstore.vec.f32(ptr addrspace(1) %b, i64 16, ptr addrspace(6) %l)
  ret void
}

; CHECK-LABEL: define void @overlap_end(
; CHECK: %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %r, i64 16, i32 16, i32 16){{$}}
define void @overlap_end(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %w) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %w, i64 16, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %x, i64 16, ptr addrspace(6) %t)
  %r = getelementptr float, ptr addrspace(1) %x, i64 256
  %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %r, i64 16, i32 16, i32 16)
  %a = getelementptr float, ptr addrspace(1) %x, i64 511
  call void @pto.tstore.vec.f32(ptr addrspace(1) %a, i64 16, ptr addrspace(6) %l)
  ret void
}

; CHECK-LABEL: define void @overlap_start(
; CHECK: %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %r, i64 16, i32 16, i32 16){{$}}
define void @overlap_start(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %w) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %w, i64 16, i32 16, i32 16)
  %s = getelementptr float, ptr addrspace(1) %x, i64 1
  call void @pto.tstore.vec.f32(ptr addrspace(1) %s, i64 16, ptr addrspace(6) %t)
  %r = getelementptr float, ptr addrspace(1) %x, i64 256
  %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %r, i64 16, i32 16, i32 16)
  %b = getelementptr float, ptr addrspace(1) %x, i64 4096
  call void @pto.tstore.vec.f32(ptr addrspace(1) %b, i64 16, ptr addrspace(6) %l)
  ret void
}

; Rows of 16 f32 every 1024 f32 from %x - 15360 bytes: its last row is
; bytes [1024, 1088) of %x; its extent starts 58368 bytes below the read.
; CHECK-LABEL: define void @long_write(
; CHECK: %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %r, i64 16, i32 16, i32 16){{$}}
define void @long_write(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %w) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %w, i64 16, i32 16, i32 16)
  %r = getelementptr float, ptr addrspace(1) %x, i64 256
  %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %r, i64 16, i32 16, i32 16)
  %s = getelementptr float, ptr addrspace(1) %x, i64 -14336
  call void @pto.tstore.vec.f32(ptr addrspace(1) %s, i64 1024, ptr addrspace(6) %t)
  %b = getelementptr float, ptr addrspace(1) %x, i64 4096
  call void @pto.tstore.vec.f32(ptr addrspace(1) %b, i64 16, ptr addrspace(6) %l)
  ret void
}

; %q is its own base (a variable index): judged by AA, a may-alias.
; CHECK-LABEL: define void @other_base(
; CHECK: %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %r, i64 16, i32 16, i32 16){{$}}
define void @other_base(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %w, i64 %i) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %w, i64 16, i32 16, i32 16)
  %r = getelementptr float, ptr addrspace(1) %x, i64 256
  %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %r, i64 16, i32 16, i32 16)
  %q = getelementptr float, ptr addrspace(1) %x, i64 %i
  call void @pto.tstore.vec.f32(ptr addrspace(1) %q, i64 16, ptr addrspace(6) %t)
  %b = getelementptr float, ptr addrspace(1) %x, i64 4096
  call void @pto.tstore.vec.f32(ptr addrspace(1) %b, i64 16, ptr addrspace(6) %l)
  ret void
}

; CHECK-LABEL: define void @no_footprint(
; CHECK: %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %r, i64 16, i32 16, i32 16){{$}}
define void @no_footprint(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %w, i64 %n) "pto.kernel" {
  %r = getelementptr float, ptr addrspace(1) %x, i64 256
  %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %r, i64 16, i32 16, i32 16)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %x, i8 0, i64 %n, i1 false)
  %b = getelementptr float, ptr addrspace(1) %x, i64 4096
  call void @pto.tstore.vec.f32(ptr addrspace(1) %b, i64 16, ptr addrspace(6) %l)
  ret void
}
