# Assembler diagnostics: each bad statement reports one error at its operand.
# RUN: not pto-mc %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:13: error: invalid operand for instruction
add a0, a1, x32
# CHECK: [[#@LINE+1]]:5: error: invalid operand for instruction
add foo, a1, a2
# CHECK: [[#@LINE+1]]:1: error: too few operands for instruction
add a0, a1
# CHECK: [[#@LINE+1]]:17: error: invalid operand for instruction
add a0, a1, a2, a3
# CHECK: [[#@LINE+1]]:14: error: immediate must be an integer in [-2147483648, 2147483647]
addi a0, a1, 2147483648
# CHECK: [[#@LINE+1]]:8: error: immediate must be an integer in [-2147483648, 2147483647]
li a0, -2147483649
# CHECK: [[#@LINE+1]]:14: error: shift amount must be an integer in [0, 63]
slli a0, a1, 64
# CHECK: [[#@LINE+1]]:14: error: shift amount must be an integer in [0, 63]
srai a0, a1, -1
# CHECK: [[#@LINE+1]]:13: error: immediate must be an integer in [0, 4294967295]
lih a0, a0, -1
# CHECK: [[#@LINE+1]]:8: error: immediate must be an integer in [-2147483648, 2147483647]
ld a0, 4294967296(sp)
# CHECK: [[#@LINE+1]]:9: error: invalid operand for instruction
ld a0, 8(foo)
# CHECK: [[#@LINE+1]]:13: error: branch target must be a label or a multiple of 8
beq a0, a1, . + 4
# CHECK: [[#@LINE+1]]:3: error: branch target must be a label or a multiple of 8
j 4294967296
# CHECK: [[#@LINE+1]]:10: error: unknown pipe 'PIPE_X' (expected PIPE_S, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_M, PIPE_V, PIPE_FIX or PIPE_ALL)
set_flag PIPE_X, PIPE_V, 0
# CHECK: [[#@LINE+1]]:22: error: unknown pipe 'VEC'
wait_flag PIPE_MTE2, VEC, 0
# CHECK: [[#@LINE+1]]:14: error: expected a pipe name (S, MTE1, MTE2, MTE3, M, V, FIX, ALL)
pipe_barrier 3
# CHECK: [[#@LINE+1]]:29: error: event ID must be an integer in [0, 255]
set_flag PIPE_MTE2, PIPE_V, 256
# CHECK: [[#@LINE+1]]:10: error: PIPE_ALL is only valid in pipe_barrier
set_flag PIPE_ALL, PIPE_V, 0
# CHECK: [[#@LINE+1]]:22: error: PIPE_ALL is only valid in pipe_barrier
wait_flag PIPE_MTE2, PIPE_ALL, 0
# CHECK: [[#@LINE+1]]:1: error: invalid instruction, did you mean: add, addi, tadd?
addd a0, a1, a2
# CHECK: [[#@LINE+1]]:1: error: invalid instruction{{$}}
frobnicate vec[a0 + 0], a1
# CHECK: [[#@LINE+1]]:9: error: unknown memory space 'foo' (expected mat, left, right, acc, vec or bias)
add a0, foo[a0 + 0], a1
# CHECK: [[#@LINE+1]]:13: error: expected a base register in tile address
add a0, vec[1 + 0], a1
# CHECK: [[#@LINE+1]]:9: error: invalid operand for instruction
add a0, vec[a0 + 32], a1
# CHECK: [[#@LINE+1]]:12: error: unexpected token in operand list
add a0, a1 a2
