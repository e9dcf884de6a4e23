; Issue 13 (F): the floating-point constructs the scalar unit cannot run are
; errors of pto-check-ir naming the function (docs/abi.md, "What is
; rejected"), one per diagnostic; the functions of float, half and bfloat
; around them compile.
; RUN: not %llc -march=pto -O2 %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:

target triple = "pto"

; CHECK: error: {{.*}}in function f64_arith{{.*}}: argument 'a': double (f64) values are not supported on the scalar unit: it computes in float (f32); use float
; CHECK: error: {{.*}}in function f64_arith{{.*}}: argument 'b': double (f64) values are not supported on the scalar unit: it computes in float (f32); use float
; CHECK: error: {{.*}}in function f64_arith{{.*}}: return value: double (f64) values are not supported on the scalar unit: it computes in float (f32); use float
; CHECK: error: {{.*}}in function f64_arith{{.*}}: double (f64) values are not supported on the scalar unit: it computes in float (f32); use float in '%r = fadd double %a, %b'
; CHECK: error: {{.*}}in function f64_arith{{.*}}: double (f64) values are not supported on the scalar unit: it computes in float (f32); use float in 'ret double %r'
define double @f64_arith(double %a, double %b) {
  %r = fadd double %a, %b
  ret double %r
}

; CHECK: error: {{.*}}in function f64_ext{{.*}}: double (f64) values are not supported on the scalar unit: it computes in float (f32); use float in '%d = fpext float %a to double'
; CHECK: error: {{.*}}in function f64_ext{{.*}}: double (f64) values are not supported on the scalar unit: it computes in float (f32); use float in '%i = fptosi double %d to i64'
define i64 @f64_ext(float %a) {
  %d = fpext float %a to double
  %i = fptosi double %d to i64
  ret i64 %i
}

; CHECK: error: {{.*}}in function fp128_value{{.*}}: floating-point values wider than float are not supported on the scalar unit in '%v = load fp128
; CHECK: error: {{.*}}in function fp128_value{{.*}}: floating-point values wider than float are not supported on the scalar unit in 'store fp128
define void @fp128_value(ptr addrspace(1) %p) {
  %v = load fp128, ptr addrspace(1) %p
  store fp128 %v, ptr addrspace(1) %p
  ret void
}

; CHECK: error: {{.*}}in function frem_f32{{.*}}: frem is not supported on the scalar unit
define float @frem_f32(float %a, float %b) {
  %r = frem float %a, %b
  ret float %r
}

; CHECK: error: {{.*}}in function bf16_arith{{.*}}: bfloat operation 'fadd' is not supported on the scalar unit: extend to float (fpext), compute, truncate (fptrunc)
define bfloat @bf16_arith(bfloat %a, bfloat %b) {
  %r = fadd bfloat %a, %b
  ret bfloat %r
}

; CHECK: error: {{.*}}in function bf16_cmp{{.*}}: bfloat operation 'fcmp' is not supported on the scalar unit
define i1 @bf16_cmp(bfloat %a, bfloat %b) {
  %r = fcmp olt bfloat %a, %b
  ret i1 %r
}

; CHECK: error: {{.*}}in function bf16_sitofp{{.*}}: bfloat operation 'sitofp' is not supported on the scalar unit
define bfloat @bf16_sitofp(i32 %a) {
  %r = sitofp i32 %a to bfloat
  ret bfloat %r
}

; CHECK: error: {{.*}}in function bf16_intrinsic{{.*}}: bfloat operation 'llvm.minnum' is not supported on the scalar unit
define bfloat @bf16_intrinsic(bfloat %a, bfloat %b) {
  %r = call bfloat @llvm.minnum.bf16(bfloat %a, bfloat %b)
  ret bfloat %r
}

; CHECK: error: {{.*}}in function fma_f32{{.*}}: intrinsic 'llvm.fma.f32' is not supported by the pto target
define float @fma_f32(float %a, float %b, float %c) {
  %r = call float @llvm.fma.f32(float %a, float %b, float %c)
  ret float %r
}

; CHECK: error: {{.*}}in function exp_f32{{.*}}: intrinsic 'llvm.exp.f32' is not supported by the pto target
define float @exp_f32(float %a) {
  %r = call float @llvm.exp.f32(float %a)
  ret float %r
}

define float @fine(float %a, half %h, bfloat %b) {
  %e = fpext half %h to float
  %f = fpext bfloat %b to float
  %s = fadd float %e, %f
  %r = fmul float %s, %a
  ret float %r
}

declare bfloat @llvm.minnum.bf16(bfloat, bfloat)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.exp.f32(float)
