# Issue 15 (X): assembler diagnostics of the cross-core flags: a pipe and a
# flag ID for a set, a flag ID for a wait.
# RUN: not pto-mc %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:1: error: too few operands for instruction
set_cross_flag PIPE_MTE3
# CHECK: [[#@LINE+1]]:16: error: expected a pipe name
set_cross_flag 3, 1
# CHECK: [[#@LINE+1]]:20: error: invalid operand for instruction
wait_cross_flag 1, 2
# CHECK: [[#@LINE+1]]:1: error: too few operands for instruction
wait_cross_flag
