# Assembler diagnostics of the issue-14 tile instructions: an unknown
# comparison mode, a flag other than 0/1, a mask that does not fit the
# compared columns, a compare that does not write u8, a tci of two rows.
# RUN: not pto-mc -filetype=null %s 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:57: error: unknown comparison mode 'lg' (expected eq, ne, lt, le, gt or ge)
tcmp vec[zero + 4096], vec[zero + 0], vec[zero + 8192], lg, 16, 8, 64, u8, f32
# CHECK: [[#@LINE+1]]:25: error: expected 0 or 1
ttri vec[zero + 0], a2, 2, 16, 16, f32
# CHECK: [[#@LINE+1]]:1: error: comparing 65 columns gives 9 mask bytes a row, not 8
tcmp vec[zero + 4096], vec[zero + 0], vec[zero + 8192], lt, 16, 8, 65, u8, f32
# CHECK: [[#@LINE+1]]:1: error: a compare writes a u8 mask
tcmps vec[zero + 64], vec[zero + 32], a1, ge, 4, 2, 13, i8, u32
# CHECK: [[#@LINE+1]]:1: error: tci writes one row, not 2
tci vec[zero + 96], a0, 1, 2, 64, u16
