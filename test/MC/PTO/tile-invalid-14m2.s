# Assembler diagnostics of tmrgsort2 / tmrgsort2.cnt (issue 14 (14M)): f32
# lists, one row, cols a multiple of 16, a 0/1 exhausted flag, tile lists;
# u16 counts, 1x4, lists of cols a multiple of 8.
# RUN: not pto-mc -filetype=null %s 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:1: error: tmrgsort2 merges f32 values
tmrgsort2 vec[zero + 0], vec[zero + 4096], vec[zero + 8192], 0, 1, 32, f16
# CHECK: [[#@LINE+1]]:1: error: tmrgsort2 merges one row, not 2
tmrgsort2 vec[zero + 0], vec[zero + 4096], vec[zero + 8192], 0, 2, 32, f32
# CHECK: [[#@LINE+1]]:1: error: tmrgsort2's cols is a multiple of 16 (two lists of whole 32-byte units of value/index pairs), not 40
tmrgsort2 vec[zero + 0], vec[zero + 4096], vec[zero + 8192], 0, 1, 40, f32
# CHECK: [[#@LINE+1]]:62: error: expected 0 or 1
tmrgsort2 vec[zero + 0], vec[zero + 4096], vec[zero + 8192], 2, 1, 32, f32
# CHECK: [[#@LINE+1]]:44: error: invalid operand for instruction
tmrgsort2 vec[zero + 0], vec[zero + 4096], a0, 0, 1, 32, f32
# CHECK: [[#@LINE+1]]:1: error: tmrgsort2.cnt writes u16 counts
tmrgsort2.cnt vec[zero + 0], vec[zero + 4096], vec[zero + 8192], 0, 1, 4, 16, u32
# CHECK: [[#@LINE+1]]:1: error: tmrgsort2.cnt writes 1x4 counts, not 1x8
tmrgsort2.cnt vec[zero + 0], vec[zero + 4096], vec[zero + 8192], 0, 1, 8, 16, u16
# CHECK: [[#@LINE+1]]:1: error: tmrgsort2.cnt's lists have cols a multiple of 8, not 12
tmrgsort2.cnt vec[zero + 0], vec[zero + 4096], vec[zero + 8192], 0, 1, 4, 12, u16
