; The kernel-IR verifier on pto.tmatmul.acc.init (issue 23): an undefined
; accumulator is accepted (the call initializes when its condition is
; nonzero: @ok has no error), a constant 0 condition with an undefined
; accumulator is rejected, and the accumulator, the inputs and the init
; condition are checked as tmatmul.acc's and as role `a` (i32).
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function bad {{.*}}: pto.tmatmul.acc.init: the init condition is 0 (accumulate), but the accumulator is undefined in '%r1 = call
; CHECK: error: {{.*}}in function bad {{.*}}: pto.tmatmul.acc.init: the accumulator (%ci) is i32, not f32 in '%r2 = call
; CHECK: error: {{.*}}in function bad {{.*}}: pto.tmatmul.acc.init: the accumulator %c8 is 8x16, but the result is 16x16 in '%r3 = call
; CHECK: error: {{.*}}in function bad {{.*}}: pto.tmatmul.acc.init: argument 4 must be an init condition (i32: nonzero initializes, 0 accumulates), not i64 in '%r4 = call
define void @bad(ptr addrspace(1) %g, i32 %k) "pto.kernel" {
  %ma = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %ma, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %ma, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %r1 = call ptr addrspace(5) @pto.tmatmul.acc.init.f32.f16(ptr addrspace(5) undef, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 0, i32 16, i32 16)
  %mi = call ptr addrspace(2) @pto.tload.mat.i8(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  %li = call ptr addrspace(3) @pto.tmov.left.i8(ptr addrspace(2) %mi, i32 16, i32 16)
  %ri = call ptr addrspace(4) @pto.tmov.right.i8(ptr addrspace(2) %mi, i32 16, i32 16)
  %ci = call ptr addrspace(5) @pto.tmatmul.i32.i8(ptr addrspace(3) %li, ptr addrspace(4) %ri, i32 16, i32 16)
  %r2 = call ptr addrspace(5) @pto.tmatmul.acc.init.f32.f16(ptr addrspace(5) %ci, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 %k, i32 16, i32 16)
  %m8 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %g, i64 16, i32 8, i32 16)
  %l8 = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %m8, i32 8, i32 16)
  %c8 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l8, ptr addrspace(4) %r, i32 8, i32 16)
  %r3 = call ptr addrspace(5) @pto.tmatmul.acc.init.f32.f16(ptr addrspace(5) %c8, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 %k, i32 16, i32 16)
  %r4 = call ptr addrspace(5) @pto.tmatmul.acc.init.f32.f16(ptr addrspace(5) %c, ptr addrspace(3) %l, ptr addrspace(4) %r, i64 1, i32 16, i32 16)
  ret void
}

define void @ok(ptr addrspace(1) %g, i32 %k) "pto.kernel" {
  %ma = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %ma, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %ma, i32 16, i32 16)
  %c1 = call ptr addrspace(5) @pto.tmatmul.acc.init.f32.f16(ptr addrspace(5) undef, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 %k, i32 16, i32 16)
  %c2 = call ptr addrspace(5) @pto.tmatmul.acc.init.f32.f16(ptr addrspace(5) poison, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 1, i32 16, i32 16)
  %c3 = call ptr addrspace(5) @pto.tmatmul.acc.init.f32(ptr addrspace(5) %c1, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 0, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 16, ptr addrspace(5) %c3)
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 16, ptr addrspace(5) %c2)
  ret void
}

declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(2) @pto.tload.mat.i8(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(3) @pto.tmov.left.i8(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.i8(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.i32.i8(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.init.f32.f16(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.init.f32(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))
