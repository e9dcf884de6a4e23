# Assembler diagnostics of tmrgsort (issue 14 (14M)): f32 values only, one
# row, cols a multiple of 256 (four blocks of at least 32 pairs), the block
# length a register.
# RUN: not pto-mc -filetype=null %s 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:1: error: tmrgsort merges f32 values
tmrgsort vec[zero + 0], vec[zero + 4096], a0, 1, 1024, f16
# CHECK: [[#@LINE+1]]:1: error: tmrgsort merges one row, not 2
tmrgsort vec[zero + 0], vec[zero + 4096], a0, 2, 1024, f32
# CHECK: [[#@LINE+1]]:1: error: tmrgsort's cols is a multiple of 256 (four blocks of at least 32 value/index pairs), not 320
tmrgsort vec[zero + 0], vec[zero + 4096], a0, 1, 320, f32
# CHECK: [[#@LINE+1]]:43: error: invalid operand for instruction
tmrgsort vec[zero + 0], vec[zero + 4096], 64, 1, 1024, f32
# tscatter moves 2- or 4-byte elements.
# CHECK: [[#@LINE+1]]:1: error: tscatter moves 2- or 4-byte elements (f16, bf16, f32, i32, i16, u16, u32)
tscatter vec[zero + 0], vec[zero + 0], vec[zero + 1024], vec[zero + 2048], 2, 16, u8
