; Calls must match the builtin's signature in the table: argument count,
; each argument's type by role (g/l/t/x/c/r/k), the result type.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function count {{.*}}: pto.tload: expects 4 arguments (signature 'glrk'), got 3 in '%t = call
define void @count(ptr addrspace(1) %g, i64 %ld) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16)
  ret void
}

; CHECK: error: {{.*}}in function roles {{.*}}: pto.tload: argument 1 must be a global-memory pointer (ptr addrspace(1)), not ptr in '%a = call
; CHECK: error: {{.*}}in function roles {{.*}}: pto.tload: argument 2 must be a row stride (i64), not i32 in '%a = call
; CHECK: error: {{.*}}in function roles {{.*}}: pto.tadds: argument 1 must be a tile (ptr addrspace(2..7)), not ptr addrspace(1) in '%b = call
; CHECK: error: {{.*}}in function roles {{.*}}: pto.tadds: argument 2 must be element bits (i32) or the element value (float, half, bfloat), not i64 in '%b = call
; CHECK: error: {{.*}}in function roles {{.*}}: pto.textract: argument 3 must be a sub-tile position (i32, a constant or a register), not i64 in '%c = call
; CHECK: error: {{.*}}in function roles {{.*}}: pto.texp: argument 3 must be the result cols (constant i32), not i16 in '%d = call
define void @roles(ptr addrspace(1) %g, ptr %p, i64 %ld, i32 %ld32) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr %p, i32 %ld32, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(1) %g, i64 0, i32 16, i32 16)
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %c = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %t, i32 0, i64 0, i32 8, i32 8)
  %d = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %t, i32 16, i16 16)
  ret void
}

; CHECK: error: {{.*}}in function results {{.*}}: pto.tstore: the result must be void, not i32 in '%r = call i32 @pto.tstore.f32(
; CHECK: error: {{.*}}in function results {{.*}}: pto.tgetval: the result must be i32, not ptr addrspace(6) in '%v = call
; CHECK: error: {{.*}}in function results {{.*}}: pto.tmov: the result must be a tile (ptr addrspace(2..7)), not ptr addrspace(1) in '%m = call
define void @results(ptr addrspace(1) %g, i64 %ld) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %r = call i32 @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %t)
  %v = call ptr addrspace(6) @pto.tgetval.f32(ptr addrspace(6) %t, i32 0, i32 0)
  %m = call ptr addrspace(1) @pto.tmov.f32(ptr addrspace(6) %t, i32 16, i32 16)
  ret void
}

define void @valid(ptr addrspace(1) %g, i64 %ld) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %v = call i32 @pto.tgetval.f32(ptr addrspace(6) %t, i32 3, i32 4)
  %f = call ptr addrspace(6) @pto.tfill.f32(i32 %v, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %f)
  ret void
}

declare i32 @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare ptr addrspace(1) @pto.tmov.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i16)
declare ptr addrspace(6) @pto.textract.f32(ptr addrspace(6), i32, i64, i32, i32)
declare ptr addrspace(6) @pto.tfill.f32(i32, i32, i32)
declare ptr addrspace(6) @pto.tgetval.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32)
