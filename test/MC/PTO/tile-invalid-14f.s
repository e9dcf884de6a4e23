# Issue 14 (14F): assembler diagnostics of the fixpipe conversion store: a
# pair the fixpipe does not convert, a relu flag that is not 0 or 1, a
# source that is not an acc tile; and a matmul input type that gives no
# result type (f32 inputs give f32, never i32).
# RUN: not pto-mc -filetype=null %s 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:1: error: the fixpipe cannot convert f32 into f32 (f32 into f16/bf16/i8, i32 into f16/i8)
tstore.quant t2, s0, acc[zero + 512], a7, 1, 16, 32, f32, f32
# CHECK: [[#@LINE+1]]:1: error: the fixpipe cannot convert i32 into bf16 (f32 into f16/bf16/i8, i32 into f16/i8)
tstore.quant t2, s0, acc[zero + 512], a7, 0, 16, 32, bf16, i32
# CHECK: [[#@LINE+1]]:1: error: the fixpipe cannot convert f16 into i8 (f32 into f16/bf16/i8, i32 into f16/i8)
tstore.quant t2, s0, acc[zero + 512], a7, 0, 16, 32, i8, f16
# CHECK: [[#@LINE+1]]:43: error: expected 0 or 1
tstore.quant t2, s0, acc[zero + 512], a7, 2, 16, 32, i8, f32
# CHECK: [[#@LINE+1]]:22: error: 'tstore.quant' does not accept memory space 'vec' here (expected acc)
tstore.quant t2, s0, vec[zero + 512], a7, 0, 16, 32, i8, f32
# CHECK: [[#@LINE+1]]:1: error: a matmul of f32 inputs cannot give i32 (f16/bf16/f32 give f32, i8 gives i32)
tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 16, i32, f32
