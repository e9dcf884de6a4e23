# Assembler diagnostics of the issue 14 (A) tile instructions: the shapes of
# the new reductions agree with the rest of the instruction, taxpy's result
# is written over its accumulator y (the destination's address), and a
# scalar / tile tdivs.rev takes its GPR before the tile.
# RUN: not pto-mc -filetype=null %s 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:1: error: a 16x16 source cannot give a 8x1 result
trowmin vec[zero + 0], vec[zero + 1024], 8, 1, 16, 16, f32
# CHECK: [[#@LINE+1]]:1: error: a 16x16 source cannot give a 16x2 result
trowprod vec[zero + 0], vec[zero + 1024], 16, 2, 16, 16, f32
# CHECK: [[#@LINE+1]]:1: error: a 16x16 source cannot give a 1x8 result
tcolmin vec[zero + 0], vec[zero + 1024], 1, 8, 16, 16, f32
# CHECK: [[#@LINE+1]]:1: error: a 16x16 source cannot give a 2x16 result
tcolprod vec[zero + 0], vec[zero + 1024], 2, 16, 16, 16, f32
# CHECK: [[#@LINE+1]]:22: error: 'taxpy' writes its result over this operand: it must be the destination's address
taxpy vec[zero + 0], vec[zero + 32], vec[zero + 1024], a0, 16, 16, f32
# CHECK: [[#@LINE+1]]:26: error: invalid operand for instruction
tdivs.rev vec[zero + 0], vec[zero + 1024], a0, 16, 16, f32
# Fused broadcasts are vec only.
# CHECK: [[#@LINE+1]]:15: error: 'trowexpandsub' does not accept memory space 'mat' here (expected vec)
trowexpandsub mat[zero + 0], vec[zero + 1024], vec[zero + 2048], 16, 16, f32
