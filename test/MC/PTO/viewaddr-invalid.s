# Issue 13 (T): assembler diagnostics of viewaddr: three registers and two
# 16-bit unsigned immediates (the last row a view starts at, the row pitch).
# RUN: not pto-mc %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:24: error: immediate must be an integer in [0, 65535]
viewaddr a0, zero, a1, 65536, 32
# CHECK: [[#@LINE+1]]:28: error: immediate must be an integer in [0, 65535]
viewaddr a0, zero, a1, 12, -1
# CHECK: [[#@LINE+1]]:1: error: too few operands for instruction
viewaddr a0, zero, a1, 12
# CHECK: [[#@LINE+1]]:20: error: invalid operand for instruction
viewaddr a0, zero, 3, 12, 32
