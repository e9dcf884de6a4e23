# ELF input: pto-sim reads .text, data sections and symbols of an object and
# applies its RELA relocations (R_PTO_IMM32 for `li rd, sym`, R_PTO_PCREL32
# for calls to global functions, R_PTO_64 for `.dword sym`).
# REQUIRES: pto-sim, pto-mc
# RUN: pto-mc -filetype=obj %s -o %t.o
# RUN: pto-sim %t.o --kernel=main --arg=buf:i32:4 --dump=0 | FileCheck %s
# The same source, assembled in-process:
# RUN: pto-sim %s --kernel=main --arg=buf:i32:4 --dump=0 | FileCheck %s
# Without --kernel, an object with several global symbols is an error.
# RUN: not pto-sim %t.o 2>&1 | FileCheck %s --check-prefix=NOKERNEL
# RUN: not pto-sim %t.o --kernel=nope 2>&1 | FileCheck %s --check-prefix=NOSYM

# CHECK: arg0: i32[4]
# CHECK-NEXT: 42 7 43 7{{$}}
# NOKERNEL: error: --kernel=NAME is required (symbols: helper, main)
# NOSYM: error: no symbol 'nope' in

  .text
  .globl main
main:
  addi sp, sp, -16
  sd ra, 8(sp)
  sd a0, 0(sp)
  li t0, value
  lw t1, 0(t0)
  sw t1, 0(a0)
  call helper
  ld a0, 0(sp)
  sw t2, 4(a0)
  li t0, table
  ld t0, 0(t0)            # table holds the address of value
  lw t1, 0(t0)
  addi t1, t1, 1
  sw t1, 8(a0)
  li t0, value
  lw t1, 4(t0)
  sw t1, 12(a0)
  ld ra, 8(sp)
  addi sp, sp, 16
  ret

  .globl helper
helper:
  li t2, 7
  ret

  .data
  .p2align 3
value:
  .word 42
  .word 7
table:
  .dword value
