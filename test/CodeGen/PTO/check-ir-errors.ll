; PTOCheckIR rejects IR the scalar unit cannot run with one `error:` per
; problem, naming the function and the instruction, and replaces the body of
; a rejected function by `unreachable` so that instruction selection never
; sees it (no crash, no second error).
; RUN: not %llc -march=pto -O0 -verify-machineinstrs %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not %llc -march=pto -O2 -verify-machineinstrs %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:

target triple = "pto"

; CHECK: error: {{.*}}in function fp_arith double (double): argument 'x': double (f64) values are not supported on the scalar unit: it computes in float (f32); use float
; CHECK: error: {{.*}}in function fp_arith double (double): return value: double (f64) values are not supported on the scalar unit: it computes in float (f32); use float
; CHECK: error: {{.*}}in function fp_arith double (double): double (f64) values are not supported on the scalar unit: it computes in float (f32); use float in '%r = fadd double %x, 1.000000e+00'
; CHECK: error: {{.*}}in function fp_arith double (double): double (f64) values are not supported on the scalar unit: it computes in float (f32); use float in 'ret double %r'
define double @fp_arith(double %x) {
  %r = fadd double %x, 1.0
  ret double %r
}

; CHECK: error: {{.*}}in function fp_convert i64 (i64): double (f64) values are not supported on the scalar unit: it computes in float (f32); use float in '%f = sitofp i64 %x to double'
; CHECK: error: {{.*}}in function fp_convert i64 (i64): double (f64) values are not supported on the scalar unit: it computes in float (f32); use float in '%r = fptosi double %f to i64'
define i64 @fp_convert(i64 %x) {
  %f = sitofp i64 %x to double
  %r = fptosi double %f to i64
  ret i64 %r
}

; CHECK: error: {{.*}}in function fp_alloca void (): double (f64) values are not supported on the scalar unit: it computes in float (f32); use float in '%a = alloca { i64, double }, align 8'
define void @fp_alloca() {
  %a = alloca { i64, double }
  ret void
}

; CHECK: error: {{.*}}in function wide_arg i64 (i128): argument 'x': integers wider than 64 bits are not supported
; CHECK: error: {{.*}}in function wide_arg i64 (i128): integers wider than 64 bits are not supported in '%t = trunc i128 %x to i64'
define i64 @wide_arg(i128 %x) {
  %t = trunc i128 %x to i64
  ret i64 %t
}

; CHECK: error: {{.*}}in function wide_mul i64 (i64): integers wider than 64 bits are not supported in '%a = zext i64 %x to i128'
; CHECK: error: {{.*}}in function wide_mul i64 (i64): integers wider than 64 bits are not supported in '%b = mul i128 %a, %a'
; CHECK: error: {{.*}}in function wide_mul i64 (i64): integers wider than 64 bits are not supported in '%c = trunc i128 %b to i64'
define i64 @wide_mul(i64 %x) {
  %a = zext i64 %x to i128
  %b = mul i128 %a, %a
  %c = trunc i128 %b to i64
  ret i64 %c
}

; CHECK: error: {{.*}}in function vector <2 x i64> (<2 x i64>): argument 'x': vector values are not supported on the scalar unit
; CHECK: error: {{.*}}in function vector <2 x i64> (<2 x i64>): return value: vector values are not supported on the scalar unit
; CHECK: error: {{.*}}in function vector <2 x i64> (<2 x i64>): vector values are not supported on the scalar unit in 'ret <2 x i64> %x'
define <2 x i64> @vector(<2 x i64> %x) {
  ret <2 x i64> %x
}

; CHECK: error: {{.*}}in function atomics i64 (ptr addrspace(1)): atomic operations are not supported on the scalar unit in '%a = atomicrmw add ptr addrspace(1) %p, i64 1 seq_cst, align 8'
; CHECK: error: {{.*}}in function atomics i64 (ptr addrspace(1)): atomic operations are not supported on the scalar unit in '%c = cmpxchg ptr addrspace(1) %p, i64 0, i64 1 seq_cst seq_cst, align 8'
; CHECK: error: {{.*}}in function atomics i64 (ptr addrspace(1)): atomic operations are not supported on the scalar unit in '%l = load atomic i64, ptr addrspace(1) %p acquire, align 8'
; CHECK: error: {{.*}}in function atomics i64 (ptr addrspace(1)): atomic operations are not supported on the scalar unit in 'store atomic i64 %l, ptr addrspace(1) %p release, align 8'
; CHECK: error: {{.*}}in function atomics i64 (ptr addrspace(1)): atomic operations are not supported on the scalar unit in 'fence seq_cst'
define i64 @atomics(ptr addrspace(1) %p) {
  %a = atomicrmw add ptr addrspace(1) %p, i64 1 seq_cst
  %c = cmpxchg ptr addrspace(1) %p, i64 0, i64 1 seq_cst seq_cst
  %l = load atomic i64, ptr addrspace(1) %p acquire, align 8
  store atomic i64 %l, ptr addrspace(1) %p release, align 8
  fence seq_cst
  ret i64 %a
}

; CHECK: error: {{.*}}in function inline_asm i64 (i64): inline assembly is not supported in '%r = call i64 asm "add $0, $1, $1", "=r,r"(i64 %x)'
define i64 @inline_asm(i64 %x) {
  %r = call i64 asm "add $0, $1, $1", "=r,r"(i64 %x)
  ret i64 %r
}

; CHECK: error: {{.*}}in function variadic i64 (i64, ...): variadic functions are not supported by the pto target
; CHECK: error: {{.*}}in function variadic i64 (i64, ...): intrinsic 'llvm.va_start.p0' is not supported by the pto target in 'call void @llvm.va_start.p0(ptr %ap)'
; CHECK: error: {{.*}}in function variadic i64 (i64, ...): variadic arguments are not supported in '%v = va_arg ptr %ap, i64'
define i64 @variadic(i64 %x, ...) {
  %ap = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  %v = va_arg ptr %ap, i64
  ret i64 %v
}

declare i64 @vfunc(i64, ...)

; CHECK: error: {{.*}}in function call_variadic i64 (i64): calls to variadic functions are not supported in '%r = call i64 (i64, ...) @vfunc(i64 %x, i64 1)'
define i64 @call_variadic(i64 %x) {
  %r = call i64 (i64, ...) @vfunc(i64 %x, i64 1)
  ret i64 %r
}

declare i32 @personality(...)
declare void @may_throw()

; CHECK: error: {{.*}}in function exceptions void (): exception handling is not supported in 'invoke void @may_throw()
; CHECK: error: {{.*}}in function exceptions void (): exception handling is not supported in '%l = landingpad { ptr, i32 }
; CHECK: error: {{.*}}in function exceptions void (): exception handling is not supported in 'resume { ptr, i32 } %l'
define void @exceptions() personality ptr @personality {
  invoke void @may_throw() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}

; CHECK: error: {{.*}}in function indirect_branch void (ptr): indirect branches are not supported in 'indirectbr ptr %t, [label %a]'
define void @indirect_branch(ptr %t) {
  indirectbr ptr %t, [label %a]
a:
  ret void
}

; CHECK: error: {{.*}}in function unknown_intrinsic i64 (): intrinsic 'llvm.readcyclecounter' is not supported by the pto target in '%r = call i64 @llvm.readcyclecounter()'
define i64 @unknown_intrinsic() {
  %r = call i64 @llvm.readcyclecounter()
  ret i64 %r
}

; CHECK: error: {{.*}}in function frame_address ptr (): intrinsic 'llvm.frameaddress.p0' is not supported by the pto target in '%r = call ptr @llvm.frameaddress.p0(i32 0)'
define ptr @frame_address() {
  %r = call ptr @llvm.frameaddress.p0(i32 0)
  ret ptr %r
}

; CHECK: error: {{.*}}in function byval_param void (ptr): argument 'p': byval arguments are not supported (pass a pointer)
; CHECK: error: {{.*}}in function byval_param void (ptr): byval arguments are not supported (pass a pointer) in 'call void @byval_param(ptr byval(i64) %p)'
define void @byval_param(ptr byval(i64) %p) {
  call void @byval_param(ptr byval(i64) %p)
  ret void
}

; CHECK: error: {{.*}}in function inalloca_param void (ptr): argument 'p': inalloca and preallocated arguments are not supported
define void @inalloca_param(ptr inalloca(i64) %p) {
  ret void
}

declare void @use(ptr)

; CHECK: error: {{.*}}in function overaligned_and_dynamic void (i64): dynamic allocas cannot be combined with stack objects aligned to more than 16 bytes
define void @overaligned_and_dynamic(i64 %n) {
  %a = alloca i64, align 32
  %b = alloca i8, i64 %n
  call void @use(ptr %a)
  call void @use(ptr %b)
  ret void
}

; Supported constructs in the same module compile (no error for them).
define i64 @fine(i64 %a) {
  %r = add i64 %a, 1
  ret i64 %r
}

declare void @llvm.va_start.p0(ptr)
declare i64 @llvm.readcyclecounter()
declare ptr @llvm.frameaddress.p0(i32)
