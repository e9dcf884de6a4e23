; The kernel-IR verifier on the issue 14 (A) builtins: the fused broadcasts'
; shape rules (rowexpand_bin: a is the result's shape, b R x 1;
; colexpand_bin: b 1 x C), the new reductions (rowreduce / colreduce), the
; element types (expdif, tlrelu, tprelu, taxpy take floats only; i8 none of
; the arithmetic), mixed element types, and the signature of tdivs.rev
; (scalar first).
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function shapes {{.*}}: pto.trowexpandsub: the broadcast operand %c is 1x32, but must be 16x1 (one element per row of the result) in '%x1 = call
; CHECK: error: {{.*}}in function shapes {{.*}}: pto.trowexpanddiv: the broadcast operand %b is 16x2, but must be 16x1 (one element per row of the result) in '%x2 = call
; CHECK: error: {{.*}}in function shapes {{.*}}: pto.trowexpandadd: tile operand %a is 16x32, but the result is 8x32 in '%x3 = call
; CHECK: error: {{.*}}in function shapes {{.*}}: pto.trowexpandadd: the broadcast operand %r is 16x1, but must be 8x1 (one element per row of the result) in '%x3 = call
; CHECK: error: {{.*}}in function shapes {{.*}}: pto.tcolexpandmul: the broadcast operand %r is 16x1, but must be 1x32 (one element per column of the result) in '%x4 = call
; CHECK: error: {{.*}}in function shapes {{.*}}: pto.tcolexpandexpdif: tile operand %r is 16x1, but the result is 16x32 in '%x5 = call
; CHECK: error: {{.*}}in function shapes {{.*}}: pto.trowmin: the 16x32 input %a gives a 16x1 result, not 16x2 in '%x6 = call
; CHECK: error: {{.*}}in function shapes {{.*}}: pto.tcolprod: the 16x32 input %a gives a 1x32 result, not 2x32 in '%x7 = call
; CHECK: error: {{.*}}in function shapes {{.*}}: pto.tprelu: tile operand %r is 16x1, but the result is 16x32 in '%x8 = call
; CHECK: error: {{.*}}in function shapes {{.*}}: pto.taxpy: tile operand %c is 1x32, but the result is 16x32 in '%x9 = call
define void @shapes(ptr addrspace(1) %g, i64 %ld) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 32)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 2)
  %r = call ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6) %a, i32 16, i32 1)
  %c = call ptr addrspace(6) @pto.tcolmax.f32(ptr addrspace(6) %a, i32 1, i32 32)
  %x1 = call ptr addrspace(6) @pto.trowexpandsub.f32(ptr addrspace(6) %a, ptr addrspace(6) %c, i32 16, i32 32)
  %x2 = call ptr addrspace(6) @pto.trowexpanddiv.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 16, i32 32)
  %x3 = call ptr addrspace(6) @pto.trowexpandadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %r, i32 8, i32 32)
  %x4 = call ptr addrspace(6) @pto.tcolexpandmul.f32(ptr addrspace(6) %a, ptr addrspace(6) %r, i32 16, i32 32)
  %x5 = call ptr addrspace(6) @pto.tcolexpandexpdif.f32(ptr addrspace(6) %r, ptr addrspace(6) %c, i32 16, i32 32)
  %x6 = call ptr addrspace(6) @pto.trowmin.f32(ptr addrspace(6) %a, i32 16, i32 2)
  %x7 = call ptr addrspace(6) @pto.tcolprod.f32(ptr addrspace(6) %a, i32 2, i32 32)
  %x8 = call ptr addrspace(6) @pto.tprelu.f32(ptr addrspace(6) %a, ptr addrspace(6) %r, i32 16, i32 32)
  %x9 = call ptr addrspace(6) @pto.taxpy.f32(ptr addrspace(6) %a, ptr addrspace(6) %c, i32 0, i32 16, i32 32)
  ret void
}

; CHECK: error: {{.*}}in function dtypes {{.*}}: pto.trowexpandexpdif: element type i32 is not accepted (accepted: f16, bf16, f32) in '%e = call
; CHECK: error: {{.*}}in function dtypes {{.*}}: pto.tlrelu: element type i32 is not accepted (accepted: f16, bf16, f32) in '%l = call
; CHECK: error: {{.*}}in function dtypes {{.*}}: pto.tprelu: element type i32 is not accepted (accepted: f16, bf16, f32) in '%p = call
; CHECK: error: {{.*}}in function dtypes {{.*}}: pto.taxpy: element type i32 is not accepted (accepted: f16, bf16, f32) in '%y = call
; CHECK: error: {{.*}}in function dtypes {{.*}}: pto.trowprod: element type i8 is not accepted (accepted: f16, bf16, f32, i32) in '%q = call
; CHECK: error: {{.*}}in function dtypes {{.*}}: pto.tcolexpandmax: element type i8 is not accepted (accepted: f16, bf16, f32, i32) in '%m = call
; CHECK: error: {{.*}}in function dtypes {{.*}}: pto.trowexpandmul: tile argument 2 (%h) is f16, but the builtin works on f32 in '%w = call
define void @dtypes(ptr addrspace(1) %g, i64 %ld) {
  %i = call ptr addrspace(6) @pto.tload.i32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %ir = call ptr addrspace(6) @pto.trowmax.i32(ptr addrspace(6) %i, i32 16, i32 1)
  %e = call ptr addrspace(6) @pto.trowexpandexpdif.i32(ptr addrspace(6) %i, ptr addrspace(6) %ir, i32 16, i32 16)
  %l = call ptr addrspace(6) @pto.tlrelu.i32(ptr addrspace(6) %i, i32 1, i32 16, i32 16)
  %p = call ptr addrspace(6) @pto.tprelu.i32(ptr addrspace(6) %i, ptr addrspace(6) %i, i32 16, i32 16)
  %y = call ptr addrspace(6) @pto.taxpy.i32(ptr addrspace(6) %i, ptr addrspace(6) %i, i32 1, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tload.i8(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %q = call ptr addrspace(6) @pto.trowprod.i8(ptr addrspace(6) %b, i32 16, i32 1)
  %b1 = call ptr addrspace(6) @pto.tload.i8(ptr addrspace(1) %g, i64 %ld, i32 1, i32 16)
  %m = call ptr addrspace(6) @pto.tcolexpandmax.i8(ptr addrspace(6) %b, ptr addrspace(6) %b1, i32 16, i32 16)
  %f = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %h0 = call ptr addrspace(6) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %h = call ptr addrspace(6) @pto.trowmax.f16(ptr addrspace(6) %h0, i32 16, i32 1)
  %w = call ptr addrspace(6) @pto.trowexpandmul.f32(ptr addrspace(6) %f, ptr addrspace(6) %h, i32 16, i32 16)
  ret void
}

; CHECK: error: {{.*}}in function signature {{.*}}: pto.tdivs.rev: argument 1 must be element bits (i32) or the element value (float, half, bfloat), not ptr addrspace(6)
; CHECK: error: {{.*}}in function signature {{.*}}: pto.tdivs.rev: argument 2 must be a tile (ptr addrspace(2..7)), not i32
; CHECK: error: {{.*}}in function signature {{.*}}: pto.taxpy: expects 5 arguments (signature 'ttxrk'), got 4
define void @signature(ptr addrspace(1) %g, i64 %ld) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %d = call ptr addrspace(6) @pto.tdivs.rev.f32(ptr addrspace(6) %a, i32 0, i32 16, i32 16)
  %y = call ptr addrspace(6) @pto.taxpy.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 16, i32 16)
  ret void
}

; No error: every new builtin with valid operands.
define void @valid(ptr addrspace(1) %g, i64 %ld, i32 %s) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 32)
  %r = call ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6) %a, i32 16, i32 1)
  %c = call ptr addrspace(6) @pto.tcolmin.f32(ptr addrspace(6) %a, i32 1, i32 32)
  %x1 = call ptr addrspace(6) @pto.trowexpandexpdif.f32(ptr addrspace(6) %a, ptr addrspace(6) %r, i32 16, i32 32)
  %x2 = call ptr addrspace(6) @pto.tcolexpanddiv.f32(ptr addrspace(6) %x1, ptr addrspace(6) %c, i32 16, i32 32)
  %x3 = call ptr addrspace(6) @pto.tdivs.rev.f32(i32 %s, ptr addrspace(6) %x2, i32 16, i32 32)
  %x4 = call ptr addrspace(6) @pto.taxpy.f32(ptr addrspace(6) %x3, ptr addrspace(6) %a, i32 %s, i32 16, i32 32)
  %x5 = call ptr addrspace(6) @pto.tpow.f32(ptr addrspace(6) %x4, ptr addrspace(6) %a, i32 16, i32 32)
  %x6 = call ptr addrspace(6) @pto.trowprod.f32(ptr addrspace(6) %x5, i32 16, i32 1)
  %x7 = call ptr addrspace(6) @pto.trowexpandmin.f32(ptr addrspace(6) %x5, ptr addrspace(6) %x6, i32 16, i32 32)
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %x7)
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.i8(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmax.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmax.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolmin.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmin.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowprod.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowprod.i8(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolprod.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandsub.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpanddiv.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandmul.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandmin.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandexpdif.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandexpdif.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandmul.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpanddiv.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandexpdif.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandmax.i8(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tprelu.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tprelu.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tpow.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tlrelu.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.taxpy.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.taxpy.i32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tdivs.rev.f32(i32, ptr addrspace(6), i32, i32)
