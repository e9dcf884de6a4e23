# Assembler diagnostics for the register forms of textract / tinsert (issue
# 13, R; docs/isa.md, "Runtime sub-tile positions"): the window must fit its
# tile at some position.
# RUN: not pto-mc -filetype=null %s 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:1: error: the 8x16 window is larger than the 4x16 source
textract vec[zero + 0], vec[zero + 1024], a0, a1, 8, 16, 4, 16, f32
# CHECK: [[#@LINE+1]]:1: error: the 4x32 source is larger than the 4x16 destination
tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], a0, a1, 4, 16, 4, 32, f32
# Fine: the window fits at (0, 0).
textract left[zero + 0], mat[zero + 4096], a2, a3, 32, 64, 32, 256, f16
