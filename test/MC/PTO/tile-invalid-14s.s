# Assembler diagnostics of tsort32 (issue 14 (14S)): f32 values only, and
# the result's cols a multiple of 64 (32-element blocks of value/index
# pairs).
# RUN: not pto-mc -filetype=null %s 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:1: error: tsort32 sorts f32 values
tsort32 vec[zero + 0], vec[zero + 1024], vec[zero + 2048], 2, 64, f16
# CHECK: [[#@LINE+1]]:1: error: tsort32's result has cols a multiple of 64 (32-element blocks of value/index pairs), not 96
tsort32 vec[zero + 0], vec[zero + 1024], vec[zero + 2048], 2, 96, f32
# CHECK: [[#@LINE+1]]:42: error: invalid operand for instruction
tsort32 vec[zero + 0], vec[zero + 1024], 2, 64, f32
