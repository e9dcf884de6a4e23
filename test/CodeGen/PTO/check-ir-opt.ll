; PTOCheckIR as an opt pass (new pass manager): the same diagnostics as in
; llc (opt stops at the first error), and silence for supported IR, which it
; leaves untouched. The modules have no target triple: stock opt cannot parse
; the out-of-tree `pto` architecture name in a triple.
; RUN: split-file %s %t
; RUN: not %opt -passes=pto-check-ir -disable-output %t/float.ll 2>&1 | FileCheck %s --check-prefix=FLOAT
; RUN: not %opt -passes=pto-check-ir -disable-output %t/atomic.ll 2>&1 | FileCheck %s --check-prefix=ATOMIC
; RUN: not %opt -passes=pto-check-ir -disable-output %t/asm.ll 2>&1 | FileCheck %s --check-prefix=ASM
; RUN: %opt -passes=pto-check-ir -disable-output %t/good.ll 2>&1 | count 0
; RUN: %opt -passes=pto-check-ir -S %t/good.ll | FileCheck %s --check-prefix=IR

; FLOAT: error: {{.*}}in function bad_float i64 (i64): double (f64) values are not supported on the scalar unit: it computes in float (f32); use float in '%f = uitofp i64 %x to double'
; ATOMIC: error: {{.*}}in function bad_atomic void (ptr): atomic operations are not supported on the scalar unit in 'fence acquire'
; ASM: error: {{.*}}in function bad_asm void (): inline assembly is not supported in 'call void asm sideeffect "nop", ""()'

; IR-LABEL: define i64 @good(
; IR-NEXT:    %r = call i64 @llvm.smax.i64(i64 %a, i64 %b)
; IR-NEXT:    call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %a, i1 false)
; IR-NEXT:    ret i64 %r

;--- float.ll
define i64 @bad_float(i64 %x) {
  %f = uitofp i64 %x to double
  %r = fptoui double %f to i64
  ret i64 %r
}

;--- atomic.ll
define void @bad_atomic(ptr %p) {
  fence acquire
  ret void
}

;--- asm.ll
define void @bad_asm() {
  call void asm sideeffect "nop", ""()
  ret void
}

;--- good.ll
define i64 @good(i64 %a, i64 %b, ptr addrspace(1) %d, ptr addrspace(1) %s) {
  %r = call i64 @llvm.smax.i64(i64 %a, i64 %b)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %a, i1 false)
  ret i64 %r
}

declare i64 @llvm.smax.i64(i64, i64)
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
