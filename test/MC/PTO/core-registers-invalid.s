# Issue 15: SPMD. Assembler diagnostics of the core-register reads: one
# register operand, nothing else.
# RUN: not pto-mc %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:1: error: too few operands for instruction
get_block_idx
# CHECK: [[#@LINE+1]]:19: error: invalid operand for instruction
get_block_num a0, a1
# CHECK: [[#@LINE+1]]:16: error: invalid operand for instruction
get_subblockid 5
