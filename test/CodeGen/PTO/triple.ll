; The module triple alone selects the target (no -march), and so does
; -mtriple for a module without one.
; RUN: %llc -O0 -verify-machineinstrs -asm-verbose=false %s -o - | FileCheck %s
; RUN: %llc -O2 -verify-machineinstrs -asm-verbose=false %s -o - | FileCheck %s
; RUN: sed -e '/^target triple/d' %s > %t.ll
; RUN: %llc -mtriple=pto-unknown-unknown -O2 -verify-machineinstrs -asm-verbose=false %t.ll -o - | FileCheck %s
; RUN: %llc -mtriple=pto -O0 -verify-machineinstrs -asm-verbose=false %t.ll -o - | FileCheck %s

target triple = "pto-unknown-unknown"

; CHECK-LABEL: add_one:
; CHECK-NEXT:    addi a0, a0, 1
; CHECK-NEXT:    ret
define i64 @add_one(i64 %a) {
  %r = add i64 %a, 1
  ret i64 %r
}
