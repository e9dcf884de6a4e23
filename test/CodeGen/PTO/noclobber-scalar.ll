; pto-annotate-noclobber on scalar global-memory loads: a load nothing in the
; kernel may write gets !pto.noclobber and !invariant.load. Writes before
; *and after* the load count (a later write is a WAR hazard for the
; asynchronous pipes); fences and atomics that cannot touch the location do
; not (as in AMDGPU's isClobberedInFunction).
; RUN: %opt -passes=pto-annotate-noclobber \
; RUN:   -aa-pipeline=basic-aa,scoped-noalias-aa,tbaa,pto-aa -S %s | FileCheck %s

; CHECK-LABEL: define void @noalias_args(
; CHECK: %v = load i32, ptr addrspace(1) %x, align 4, !invariant.load ![[E:[0-9]+]], !pto.noclobber ![[E]]
; CHECK: %w = load i32, ptr addrspace(1) %y, align 4{{$}}
define void @noalias_args(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %v = load i32, ptr addrspace(1) %x
  %w = load i32, ptr addrspace(1) %y
  %s = add i32 %v, %w
  store i32 %s, ptr addrspace(1) %y
  ret void
}

; Without noalias, the store may write %x: nothing is marked.
; CHECK-LABEL: define void @may_alias(
; CHECK: %v = load i32, ptr addrspace(1) %x, align 4{{$}}
define void @may_alias(ptr addrspace(1) %x, ptr addrspace(1) %y) "pto.kernel" {
  %v = load i32, ptr addrspace(1) %x
  store i32 %v, ptr addrspace(1) %y
  ret void
}

; Disjoint offsets of one buffer.
; CHECK-LABEL: define void @offsets(
; CHECK: %v = load i32, ptr addrspace(1) %x, align 4, !invariant.load
; CHECK: %w = load i32, ptr addrspace(1) %x1, align 4{{$}}
define void @offsets(ptr addrspace(1) %x) "pto.kernel" {
  %x1 = getelementptr i32, ptr addrspace(1) %x, i64 1
  %v = load i32, ptr addrspace(1) %x
  %w = load i32, ptr addrspace(1) %x1
  store i32 %v, ptr addrspace(1) %x1
  ret void
}

; A write after the read clobbers it too (invariant must hold kernel-wide).
; CHECK-LABEL: define void @write_after(
; CHECK: %v = load i32, ptr addrspace(1) %x, align 4{{$}}
define void @write_after(ptr addrspace(1) %x) "pto.kernel" {
  %v = load i32, ptr addrspace(1) %x
  %v1 = add i32 %v, 1
  store i32 %v1, ptr addrspace(1) %x
  ret void
}

; Fences and atomics on other memory are not clobbers; an atomic on the
; read's memory is.
; CHECK-LABEL: define void @fences_atomics(
; CHECK: %v = load i32, ptr addrspace(1) %x, align 4, !invariant.load
; CHECK: %w = load i32, ptr addrspace(1) %z, align 4{{$}}
define void @fences_atomics(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z) "pto.kernel" {
  fence seq_cst
  %old = atomicrmw add ptr addrspace(1) %y, i32 1 seq_cst
  %pair = cmpxchg ptr addrspace(1) %y, i32 0, i32 1 seq_cst seq_cst
  store atomic i32 0, ptr addrspace(1) %y release, align 4
  %v = load i32, ptr addrspace(1) %x
  %w = load i32, ptr addrspace(1) %z
  fence seq_cst
  %old2 = atomicrmw xchg ptr addrspace(1) %z, i32 %v seq_cst
  ret void
}

; Loops: the store in the body writes %y only; a store back to %x in the
; loop (reached through the back edge) clobbers the read of %x.
; CHECK-LABEL: define void @loop(
; CHECK: %v = load i32, ptr addrspace(1) %xi, align 4, !invariant.load
; CHECK: %u = load i32, ptr addrspace(1) %zi, align 4{{$}}
define void @loop(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z, i64 %n) "pto.kernel" {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %xi = getelementptr i32, ptr addrspace(1) %x, i64 %i
  %zi = getelementptr i32, ptr addrspace(1) %z, i64 %i
  %v = load i32, ptr addrspace(1) %xi
  %u = load i32, ptr addrspace(1) %zi
  %yi = getelementptr i32, ptr addrspace(1) %y, i64 %i
  store i32 %v, ptr addrspace(1) %yi
  br label %latch

latch:
  %z0 = getelementptr i32, ptr addrspace(1) %z, i64 7
  store i32 %u, ptr addrspace(1) %z0
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body

exit:
  ret void
}

; An unknown call may write whatever it can reach: a pointer that is not
; noalias, or a noalias one passed to it. A read-only call writes nothing.
; CHECK-LABEL: define void @calls(
; CHECK: %v = load i32, ptr addrspace(1) %x, align 4{{$}}
; CHECK: %w = load i32, ptr addrspace(1) %y, align 4{{$}}
; CHECK: %u = load i32, ptr addrspace(1) %z, align 4, !invariant.load
; CHECK-LABEL: define void @readonly_call(
; CHECK: %v = load i32, ptr addrspace(1) %x, align 4, !invariant.load
declare void @unknown(ptr addrspace(1))
declare void @reader() memory(read)
define void @calls(ptr addrspace(1) noalias %x, ptr addrspace(1) %y, ptr addrspace(1) noalias %z) "pto.kernel" {
  %v = load i32, ptr addrspace(1) %x
  %w = load i32, ptr addrspace(1) %y
  %u = load i32, ptr addrspace(1) %z
  call void @unknown(ptr addrspace(1) %x)
  ret void
}
define void @readonly_call(ptr addrspace(1) noalias %x) "pto.kernel" {
  %v = load i32, ptr addrspace(1) %x
  call void @reader()
  ret void
}

; Only kernels: a helper's caller may write what the helper reads. Volatile
; and atomic loads are never marked; nor are loads outside global memory.
; CHECK-LABEL: define i32 @helper(
; CHECK: %v = load i32, ptr addrspace(1) %x, align 4{{$}}
; CHECK-LABEL: define void @not_simple(
; CHECK: %v = load volatile i32, ptr addrspace(1) %x, align 4{{$}}
; CHECK: %w = load atomic i32, ptr addrspace(1) %x acquire, align 4{{$}}
; CHECK: %g = load i32, ptr %p, align 4{{$}}
define i32 @helper(ptr addrspace(1) noalias %x) {
  %v = load i32, ptr addrspace(1) %x
  ret i32 %v
}
define void @not_simple(ptr addrspace(1) noalias %x, ptr %p) "pto.kernel" {
  %v = load volatile i32, ptr addrspace(1) %x
  %w = load atomic i32, ptr addrspace(1) %x acquire, align 4
  %g = load i32, ptr %p
  ret void
}

; CHECK: ![[E]] = !{}
