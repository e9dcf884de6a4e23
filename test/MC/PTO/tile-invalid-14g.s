# Assembler diagnostics of tgatherb (issue 14 (14G)): vec tiles only, three
# tile operands (the offsets are a tile, not a shape).
# RUN: not pto-mc -filetype=null %s 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:10: error: 'tgatherb' does not accept memory space 'mat' here (expected vec)
tgatherb mat[zero + 0], vec[zero + 4096], vec[zero + 8192], 16, 64, 100, f32
# CHECK: [[#@LINE+1]]:43: error: invalid operand for instruction
tgatherb vec[zero + 0], vec[zero + 4096], 16, 64, 100, f32
