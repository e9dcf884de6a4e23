# Issue 13 (V): assembler diagnostics of setvalid: three register operands.
# RUN: not pto-mc %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:1: error: too few operands for instruction
setvalid a0, a1
# CHECK: [[#@LINE+1]]:18: error: invalid operand for instruction
setvalid a0, a1, 4
# CHECK: [[#@LINE+1]]:22: error: invalid operand for instruction
setvalid a0, a1, a2, a3
