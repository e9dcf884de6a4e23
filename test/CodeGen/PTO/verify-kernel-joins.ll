; PHIs and selects of tiles join tiles of one descriptor (memory, shape,
; element type), also through chains and cycles of joins. Undef may flow in
; (a loop carry without an initial value) but something must be a tile.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function phi_shape {{.*}}: phi %j joins tiles of different descriptors: %a is vec 16x16 f32, %b is vec 16x32 f32; every tile reaching a join must have one memory, shape and element type in '%j = phi
define void @phi_shape(ptr addrspace(1) %g, i64 %ld, i1 %p) {
entry:
  br i1 %p, label %then, label %else
then:
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  br label %join
else:
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 32)
  br label %join
join:
  %j = phi ptr addrspace(6) [ %a, %then ], [ %b, %else ]
  ret void
}

; CHECK: error: {{.*}}in function select_dtype {{.*}}: select %s joins tiles of different descriptors: %a is vec 16x16 f32, %h is vec 16x16 f16; {{.*}} in '%s = select i1 %p
define void @select_dtype(ptr addrspace(1) %g, i64 %ld, i1 %p) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %h = call ptr addrspace(6) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %s = select i1 %p, ptr addrspace(6) %a, ptr addrspace(6) %h
  ret void
}

; A loop carry whose next value has another shape: found through the cycle,
; reported once.
; CHECK: error: {{.*}}in function carry {{.*}}: phi %c joins tiles of different descriptors: %x is vec 16x16 f32, %n is vec 8x16 f32; {{.*}} in '%c = phi
define void @carry(ptr addrspace(1) %g, i64 %ld, i1 %p) {
entry:
  %x = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  br label %loop
loop:
  %c = phi ptr addrspace(6) [ %x, %entry ], [ %d, %latch ]
  %n = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %c, i32 0, i32 0, i32 8, i32 16)
  br i1 %p, label %shrink, label %latch
shrink:
  br label %latch
latch:
  %d = phi ptr addrspace(6) [ %c, %loop ], [ %n, %shrink ]
  br i1 %p, label %loop, label %exit
exit:
  ret void
}

; CHECK: error: {{.*}}in function only_undef {{.*}}: phi %u joins no tile produced by a pto builtin in '%u = phi
define void @only_undef(ptr addrspace(1) %g, i64 %ld, i1 %p) {
entry:
  br label %loop
loop:
  %u = phi ptr addrspace(6) [ undef, %entry ], [ %u, %loop ]
  br i1 %p, label %loop, label %exit
exit:
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %u)
  ret void
}

; Valid: a carry with an undef start, an if-join and a select of one
; descriptor.
define void @valid(ptr addrspace(1) %g, i64 %ld, i1 %p) "pto.kernel" {
entry:
  %x = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  br label %loop
loop:
  %c = phi ptr addrspace(6) [ undef, %entry ], [ %n, %loop ]
  %n = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %x, ptr addrspace(6) %x, i32 16, i32 16)
  br i1 %p, label %loop, label %exit
exit:
  %s = select i1 %p, ptr addrspace(6) %c, ptr addrspace(6) %x
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %s)
  ret void
}

declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.textract.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tload.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))
