; Scalar code is the same on both subtargets, selected by -mcpu or by the
; "target-cpu" function attribute; an unknown processor is a warning and
; falls back to a3.
; RUN: %llc -march=pto -mcpu=a3 -O2 -verify-machineinstrs -asm-verbose=false %s -o - | FileCheck %s
; RUN: %llc -march=pto -mcpu=a5 -O2 -verify-machineinstrs -asm-verbose=false %s -o - | FileCheck %s
; RUN: %llc -march=pto -mcpu=a5 -O0 -verify-machineinstrs -asm-verbose=false %s -o - | FileCheck %s
; RUN: %llc -march=pto -mcpu=a7 -O2 -verify-machineinstrs -asm-verbose=false %s -o - 2>&1 | FileCheck %s --check-prefixes=CHECK,UNKNOWN
; RUN: %llc -march=pto -mcpu=help %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=HELP

; UNKNOWN: warning: unknown PTO processor 'a7' (expected a3 or a5); using a3
; HELP: Available CPUs for this target:
; HELP-DAG: a3
; HELP-DAG: a5

target triple = "pto"

; CHECK-LABEL: scale:
; CHECK-NEXT:    slli t0, a1, 3
; CHECK-NEXT:    add t0, a0, t0
; CHECK-NEXT:    ld t0, 0(t0)
; CHECK-NEXT:    mul a0, t0, a2
; CHECK-NEXT:    ret
define i64 @scale(ptr addrspace(1) %p, i64 %i, i64 %k) {
  %g = getelementptr i64, ptr addrspace(1) %p, i64 %i
  %v = load i64, ptr addrspace(1) %g
  %r = mul i64 %v, %k
  ret i64 %r
}

; CHECK-LABEL: on_a5:
; CHECK-NEXT:    sub a0, a0, a1
; CHECK-NEXT:    ret
define i64 @on_a5(i64 %a, i64 %b) "target-cpu"="a5" {
  %r = sub i64 %a, %b
  ret i64 %r
}
