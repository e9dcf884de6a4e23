# Issue 14 (14Q): assembler diagnostics of the fixpipe's converting moves: a
# pair the fixpipe does not convert, a relu flag that is not 0 or 1, a
# source that is not an acc tile, a destination that is neither mat nor vec.
# (The assembler accepts the vec destination on every -mcpu; pto-sim rejects
# it on a3, test/tools/pto-sim/fixpipe-move.ll.)
# RUN: not pto-mc -filetype=null %s 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:1: error: the fixpipe cannot convert f32 into f32 (f32 into f16/bf16/i8, i32 into f16/i8)
tmov.quant mat[zero + 512], acc[zero + 0], a7, 1, 16, 32, f32, f32
# CHECK: [[#@LINE+1]]:1: error: the fixpipe cannot convert i32 into bf16 (f32 into f16/bf16/i8, i32 into f16/i8)
tmov.quant vec[zero + 512], acc[zero + 0], a7, 0, 16, 32, bf16, i32
# CHECK: [[#@LINE+1]]:48: error: expected 0 or 1
tmov.quant mat[zero + 512], acc[zero + 0], a7, 2, 16, 32, i8, f32
# CHECK: [[#@LINE+1]]:29: error: 'tmov.quant' does not accept memory space 'vec' here (expected acc)
tmov.quant mat[zero + 512], vec[zero + 0], a7, 0, 16, 32, i8, f32
# CHECK: [[#@LINE+1]]:12: error: 'tmov.quant' does not accept memory space 'left' here (expected mat or vec)
tmov.quant left[zero + 512], acc[zero + 0], a7, 0, 16, 32, i8, f32
