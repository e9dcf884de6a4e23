; pto-annotate-noclobber on pto.tload: tstore calls and scalar stores are the
; writers; PTOAA's builtin memory effects make tload, tile operations and
; views readers only. Without PTOAA in the AA pipeline every builtin call is
; an unknown write, so no tload can be marked (the second RUN).
; RUN: %opt -passes=pto-annotate-noclobber \
; RUN:   -aa-pipeline=basic-aa,scoped-noalias-aa,tbaa,pto-aa -S %s | FileCheck %s
; RUN: %opt -passes=pto-annotate-noclobber -S %s \
; RUN:   | FileCheck %s --check-prefix=NOPTOAA
; NOPTOAA-NOT: !pto.noclobber

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))

; x, y are read only; z is read and written.
; CHECK-LABEL: define void @add(
; CHECK: %a = call ptr addrspace(6) @pto.tload.f32({{.*}}), !pto.noclobber ![[E:[0-9]+]]
; CHECK: %b = call ptr addrspace(6) @pto.tload.f32({{.*}}), !pto.noclobber ![[E]]
; CHECK: %c = call ptr addrspace(6) @pto.tload.f32({{.*}}){{$}}
define void @add(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %y, i64 16, i32 16, i32 16)
  %c = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %z, i64 16, i32 16, i32 16)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 16, i32 16)
  %t = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %s, ptr addrspace(6) %c, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 16, ptr addrspace(6) %t)
  ret void
}

; In place: the store writes what the load read (a WAR hazard), and a
; scalar store into the loaded extent clobbers too.
; CHECK-LABEL: define void @inplace(
; CHECK: %a = call ptr addrspace(6) @pto.tload.f32({{.*}}){{$}}
; CHECK: %b = call ptr addrspace(6) @pto.tload.f32({{.*}}){{$}}
define void @inplace(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %x, i64 16, ptr addrspace(6) %a)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %y, i64 16, i32 16, i32 16)
  %y5 = getelementptr float, ptr addrspace(1) %y, i64 5
  store float 0.0, ptr addrspace(1) %y5
  ret void
}

; The exact extent of a constant-stride load: a scalar store past its last
; element (4 rows of 16 at stride 16 = 64 floats) does not clobber it; the
; same load with a dynamic stride has an unknown extent.
; CHECK-LABEL: define void @extent(
; CHECK: %a = call ptr addrspace(6) @pto.tload.f32({{.*}}), !pto.noclobber
; CHECK: %b = call ptr addrspace(6) @pto.tload.f32({{.*}}){{$}}
define void @extent(ptr addrspace(1) noalias %x, i64 %ld) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 4, i32 16)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 %ld, i32 4, i32 16)
  %past = getelementptr float, ptr addrspace(1) %x, i64 64
  store float 0.0, ptr addrspace(1) %past
  ret void
}

; A software-pipelined loop: each iteration loads a block of %x and stores a
; block of %y; %x is never written, so every load is invariant, but the
; loads of %y (written on the back edge) are not.
; CHECK-LABEL: define void @loop(
; CHECK: %a = call ptr addrspace(6) @pto.tload.f32({{.*}}), !pto.noclobber
; CHECK: %b = call ptr addrspace(6) @pto.tload.f32({{.*}}){{$}}
define void @loop(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i64 %n) "pto.kernel" {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %off = mul i64 %i, 256
  %xi = getelementptr float, ptr addrspace(1) %x, i64 %off
  %yi = getelementptr float, ptr addrspace(1) %y, i64 %off
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %xi, i64 16, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %yi, i64 16, i32 16, i32 16)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %yi, i64 16, ptr addrspace(6) %s)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body

exit:
  ret void
}

; A fence between the load and an unrelated store does not matter.
; CHECK-LABEL: define void @fence(
; CHECK: %a = call ptr addrspace(6) @pto.tload.f32({{.*}}), !pto.noclobber
define void @fence(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  fence seq_cst
  call void @pto.tstore.f32(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %a)
  ret void
}

; CHECK: ![[E]] = !{}
