# The scalar unit: arithmetic, loads/stores on GM and the stack, branches,
# calls; one cycle per instruction.
# REQUIRES: pto-sim
# RUN: pto-sim %s --kernel=scalar --arg=buf:i32:10:iota --arg=10 \
# RUN:   --arg=buf:i32:2x8 --dump=2 | FileCheck %s

# CHECK:      kernel scalar on a3
# CHECK-NEXT: total cycles: 134
# CHECK-NEXT: pipe S    busy        134 cycles 100.00%  134 instructions
# CHECK:      set_flag: 0, wait_flag: 0, pipe_barrier: 0
# CHECK:      arg2: i32[2x8]
# sum, fact(5), -7/2, -7%2, 7/0, sel, slt, sra
# CHECK-NEXT: 45 120 -3 -1 -1 11 1 -2{{$}}
# lih low and high words, lbu, lb (of byte 43 = 0 after the sw), lhu, sltu,
# divu 7/0 (low word), srl
# CHECK-NEXT: 305419896 -1 255 0 255 0 -1 1073741823{{$}}

  .text
  .globl scalar
scalar:                       # a0: i32[10], a1: n, a2: i32[16] results
  li t0, 0
  li t1, 0
.Lloop:
  slli t2, t1, 2
  add t2, a0, t2
  lw t3, 0(t2)
  add t0, t0, t3
  addi t1, t1, 1
  blt t1, a1, .Lloop
  sw t0, 0(a2)
  addi sp, sp, -16
  sd ra, 8(sp)
  sd a2, 0(sp)
  li a0, 5
  call fact
  ld a2, 0(sp)
  ld ra, 8(sp)
  addi sp, sp, 16
  sw a0, 4(a2)
  li t0, -7
  li t1, 2
  div t2, t0, t1
  sw t2, 8(a2)
  rem t2, t0, t1
  sw t2, 12(a2)
  li t3, 7
  div t2, t3, zero
  sw t2, 16(a2)
  li t4, 11
  sel t2, t1, t4, t3
  sw t2, 20(a2)
  slt t2, t0, t1
  sw t2, 24(a2)
  sra t2, t0, t1
  sw t2, 28(a2)
  li t2, 305419896          # 0x12345678
  lih t2, t2, 4294967295    # upper word 0xffffffff
  sw t2, 32(a2)
  srli t5, t2, 32
  sw t5, 36(a2)
  li t2, -1
  sw t2, 40(a2)
  lbu t5, 40(a2)
  sw t5, 40(a2)
  lb t5, 43(a2)
  sw t5, 44(a2)
  lhu t5, 40(a2)
  sw t5, 48(a2)
  sltu t5, t2, t1
  sw t5, 52(a2)
  divu t5, t3, zero
  sw t5, 56(a2)
  srl t5, t2, t1
  srli t5, t5, 32
  sw t5, 60(a2)
  ret

fact:
  li t0, 1
  mv t1, a0
.Lf:
  beq t1, zero, .Ldone
  mul t0, t0, t1
  addi t1, t1, -1
  j .Lf
.Ldone:
  mv a0, t0
  ret
