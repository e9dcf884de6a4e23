; A whole function through llc -filetype=obj, read back by llvm-readelf and
; disassembled by pto-mc: intra-function branches are resolved by the
; assembler, the call to an external function becomes R_PTO_PCREL32 and the
; address of a global R_PTO_IMM32.
;
; RUN: %llc -march=pto -filetype=obj %s -o %t.o
; RUN: llvm-readelf -h -r -s %t.o | FileCheck %s --check-prefix=ELF
; RUN: pto-mc --disassemble %t.o | FileCheck %s
; RUN: %llc -march=pto %s -o - | pto-mc -filetype=obj -o %t.2.o
; RUN: llvm-objcopy -O binary --only-section=.text %t.o %t.text
; RUN: llvm-objcopy -O binary --only-section=.text %t.2.o %t.2.text
; RUN: cmp %t.text %t.2.text

target triple = "pto-unknown-unknown"

@g = external global i64

declare i64 @ext(i64)

define i64 @f(i64 %a, i64 %b) {
entry:
  %c = icmp slt i64 %a, %b
  br i1 %c, label %then, label %else
then:
  %x = call i64 @ext(i64 %a)
  ret i64 %x
else:
  %y = mul i64 %a, %b
  %v = load i64, ptr @g
  %z = add i64 %y, %v
  ret i64 %z
}

; ELF: Class: ELF64
; ELF: Data: 2's complement, little endian
; ELF: Type: REL (Relocatable file)
; ELF: Machine: 5054
; ELF: Relocation section '.rela.text'
; ELF: {{[0-9a-f]+}} {{[0-9a-f]+}}00000002 {{.*}} ext + 0
; ELF: {{[0-9a-f]+}} {{[0-9a-f]+}}00000001 {{.*}} g + 0
; ELF: FUNC GLOBAL DEFAULT {{.*}} f

; CHECK:      .text
; CHECK-NEXT: f:
; CHECK-NEXT:   addi sp, sp, -16
; CHECK-NEXT:   sd ra, 8(sp)
; CHECK-NEXT:   bge a0, a1, . + 24
; CHECK-NEXT:   call ext
; CHECK-NEXT:   j . + {{[0-9]+}}
; CHECK:        li [[R:[a-z0-9]+]], g
; CHECK:        ld {{[a-z0-9]+}}, 0([[R]])
; CHECK:        ld ra, 8(sp)
; CHECK-NEXT:   addi sp, sp, 16
; CHECK-NEXT:   ret
