# tmatmul.acc.init operand errors (issue 23): the accumulator is the
# destination's address, the init condition is a GPR, the element types are
# a matmul's.
# RUN: not pto-mc %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
# CHECK: [[#@LINE+1]]:33: error: 'tmatmul.acc.init' writes its result over this operand: it must be the destination's address
tmatmul.acc.init acc[zero + 0], acc[zero + 64], left[zero + 0], right[zero + 0], a0, 16, 16, 16, f32, f16
# CHECK: [[#@LINE+1]]:81: error: invalid operand for instruction
tmatmul.acc.init acc[zero + 0], acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 16, f32, f16
# CHECK: [[#@LINE+1]]:1: error: a matmul of f16 inputs cannot give f16 (f16/bf16/f32 give f32, i8 gives i32)
tmatmul.acc.init acc[zero + 0], acc[zero + 0], left[zero + 0], right[zero + 0], a0, 16, 16, 16, f16, f16
