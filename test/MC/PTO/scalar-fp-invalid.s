# Issue 13 (F): assembler diagnostics of the scalar floating-point
# instructions: register operands only, two sources for the binary ones and
# one for fsqrt.s and the conversions.
# RUN: not pto-mc %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:1: error: too few operands for instruction
fadd.s a0, a1
# CHECK: [[#@LINE+1]]:20: error: invalid operand for instruction
fmul.s a0, a1, a2, a3
# CHECK: [[#@LINE+1]]:16: error: invalid operand for instruction
fdiv.s a0, a1, 4
# CHECK: [[#@LINE+1]]:17: error: invalid operand for instruction
fsqrt.s a0, a1, a2
# CHECK: [[#@LINE+1]]:1: error: too few operands for instruction
fcvt.s.w a0
# CHECK: [[#@LINE+1]]:1: error: invalid instruction, did you mean: fcvt.h.s, fcvt.l.s, fcvt.w.s?
fcvt.d.s a0, a1
