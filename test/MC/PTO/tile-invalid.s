# Assembler diagnostics for tile instructions (docs/isa.md, "Tile
# instructions"). Offsets are checked against the subtarget: a3 by default.
# RUN: not pto-mc -filetype=null %s 2>&1 | FileCheck %s --implicit-check-not=error:

# Unknown memory space.
# CHECK: [[#@LINE+1]]:6: error: unknown memory space 'foo' (expected mat, left, right, acc, vec or bias)
tadd foo[zero + 0], vec[zero + 0], vec[zero + 32], 16, 16, f32
# A memory the instruction does not accept at that position.
# CHECK: [[#@LINE+1]]:6: error: 'tadd' does not accept memory space 'acc' here (expected vec)
tadd acc[zero + 0], vec[zero + 0], vec[zero + 32], 16, 16, f32
# CHECK: [[#@LINE+1]]:36: error: 'tadd' does not accept memory space 'mat' here (expected vec)
tadd vec[zero + 0], vec[zero + 0], mat[zero + 32], 16, 16, f32
# The memories accepted depend on the ones already written: vec <- acc/vec.
# CHECK: [[#@LINE+1]]:21: error: 'tmov' does not accept memory space 'mat' here (expected acc or vec)
tmov vec[zero + 0], mat[zero + 0], 16, 16, f16
# There is no acc -> acc move.
# CHECK: [[#@LINE+1]]:6: error: 'tmov' does not accept memory space 'acc' here (expected mat, left, right, vec or bias)
tmov acc[zero + 0], acc[zero + 512], 16, 16, f32
# gm is reached through a GPR pointer, never as a tile address.
# CHECK: [[#@LINE+1]]:7: error: 'tload' does not accept memory space 'gm' here (expected mat or vec)
tload gm[zero + 0], a0, a1, 16, 16, f32
# CHECK: [[#@LINE+1]]:40: error: 'tmatmul' does not accept memory space 'left' here (expected right)
tmatmul acc[zero + 0], left[zero + 0], left[zero + 512], 16, 16, 16, f32, f16
# A register where a tile address goes, and a tile address where a register goes.
# CHECK: [[#@LINE+1]]:6: error: invalid operand for instruction
tadd a0, vec[zero + 0], vec[zero + 32], 16, 16, f32
# CHECK: [[#@LINE+1]]:22: error: invalid operand for instruction
tload vec[zero + 0], vec[zero + 32], a1, 16, 16, f32

# Misaligned offsets: 32 bytes for mat and vec, 512 for left, right and acc,
# 64 for bias.
# CHECK: [[#@LINE+1]]:30: error: tile offset 16 is not a multiple of 32 bytes (the vec tile alignment)
tadd vec[zero + 0], vec[a0 + 16], vec[zero + 32], 16, 16, f32
# CHECK: [[#@LINE+1]]:18: error: tile offset 40 is not a multiple of 32 bytes (the mat tile alignment)
tload mat[zero + 32 + 8], a0, a1, 16, 16, f16
# CHECK: [[#@LINE+1]]:16: error: tile offset 256 is not a multiple of 512 bytes (the left tile alignment)
tmov left[a3 + 256], mat[zero + 0], 16, 16, f16
# CHECK: [[#@LINE+1]]:53: error: tile offset 1280 is not a multiple of 512 bytes (the right tile alignment)
tmatmul acc[zero + 0], left[zero + 0], right[zero + 1024 + 256 / 1], 16, 16, 16, f32, f16
# CHECK: [[#@LINE+1]]:27: error: tile offset 544 is not a multiple of 64 bytes (the acc tile alignment)
tstore a0, a1, acc[zero + 544], 16, 16, f32
# CHECK: [[#@LINE+1]]:18: error: tile offset 96 is not a multiple of 64 bytes (the bias tile alignment)
tmov bias[zero + 96], mat[zero + 0], 1, 64, f32

# Offsets beyond the memory on a3 (tile-subtarget.s: a5 has a larger acc, vec
# and bias).
# CHECK: [[#@LINE+1]]:17: error: tile offset 196608 is beyond vec (192 KiB on a3)
tadd vec[zero + 196608], vec[zero + 0], vec[zero + 32], 16, 16, f32
# CHECK: [[#@LINE+1]]:27: error: tile offset 131072 is beyond acc (128 KiB on a3)
tstore a0, a1, acc[zero + 131072], 16, 16, f32
# CHECK: [[#@LINE+1]]:18: error: tile offset 1024 is beyond bias (1 KiB on a3)
tmov bias[zero + 1024], mat[zero + 0], 1, 64, f32
# CHECK: [[#@LINE+1]]:18: error: tile offset 524288 is beyond mat (512 KiB on a3)
tload mat[zero + 524288], a0, a1, 16, 16, f16
# CHECK: [[#@LINE+1]]:16: error: tile offset 65536 is beyond left (64 KiB on a3)
tmov left[a3 + 65536], mat[zero + 0], 16, 16, f16
# CHECK: [[#@LINE+1]]:13: error: tile offset must not be negative
tadd vec[a0 - 32], vec[zero + 0], vec[zero + 32], 16, 16, f32

# Malformed tile addresses.
# CHECK: [[#@LINE+1]]:10: error: expected a base register in tile address
tadd vec[0 + 32], vec[zero + 0], vec[zero + 32], 16, 16, f32
# CHECK: [[#@LINE+1]]:18: error: expected ']' in tile address
tadd vec[zero + 0, vec[zero + 0], vec[zero + 32], 16, 16, f32

# Rows and cols are 1..4095; sub-tile positions 0..4095.
# CHECK: [[#@LINE+1]]:52: error: tile rows and cols must be integers in [1, 4095]
tadd vec[zero + 0], vec[zero + 0], vec[zero + 32], 0, 16, f32
# CHECK: [[#@LINE+1]]:56: error: tile rows and cols must be integers in [1, 4095]
tadd vec[zero + 0], vec[zero + 0], vec[zero + 32], 16, 4096, f32
# CHECK: [[#@LINE+1]]:34: error: tile rows and cols must be integers in [1, 4095]
tload vec[zero + 0], a0, a1, 16, -1, f32
# CHECK: [[#@LINE+1]]:41: error: sub-tile row and col must be integers in [0, 4095]
textract vec[zero + 0], vec[zero + 32], 4096, 0, 16, 16, 16, 16, f16
# CHECK: [[#@LINE+1]]:32: error: sub-tile row and col must be integers in [0, 4095]
tgetval t0, vec[zero + 64], 1, -2, 4, 4, f32

# Element types.
# CHECK: [[#@LINE+1]]:60: error: unknown element type 'f64' (expected one of f16, bf16, f32, i8, i32, u8, i16, u16, u32)
tadd vec[zero + 0], vec[zero + 0], vec[zero + 32], 16, 16, f64
# CHECK: [[#@LINE+1]]:35: error: expected an element type (f16, bf16, f32, i8, i32, u8, i16, u16, u32)
tstore a0, a1, vec[zero], 16, 16, 2
# CHECK: [[#@LINE+1]]:1: error: too few operands for instruction
tadd vec[zero + 0], vec[zero + 0], vec[zero + 32], 16, 16

# The shapes the instructions carry for their sources (docs/isa.md,
# "Operands"): each in range ...
# CHECK: [[#@LINE+1]]:31: error: tile rows and cols must be integers in [1, 4095]
tstore a0, a1, vec[zero + 0], 0, 16, f32
# CHECK: [[#@LINE+1]]:35: error: tile rows and cols must be integers in [1, 4095]
tstore a0, a1, vec[zero + 0], 16, 4096, f32
# CHECK: [[#@LINE+1]]:55: error: tile rows and cols must be integers in [1, 4095]
textract vec[zero + 0], vec[zero + 32], 0, 0, 16, 16, 0, 16, f16
# CHECK: [[#@LINE+1]]:59: error: tile rows and cols must be integers in [1, 4095]
textract vec[zero + 0], vec[zero + 32], 0, 0, 16, 16, 16, 4096, f16
# CHECK: [[#@LINE+1]]:75: error: tile rows and cols must be integers in [1, 4095]
tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], 0, 0, 16, 16, 16, 16777216, f16
# CHECK: [[#@LINE+1]]:53: error: tile rows and cols must be integers in [1, 4095]
trowsum vec[zero + 0], vec[zero + 1024], 16, 1, 16, 0, f32
# CHECK: [[#@LINE+1]]:65: error: tile rows and cols must be integers in [1, 4095]
tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 4096, f32, f16
# CHECK: [[#@LINE+1]]:74: error: unknown element type 'f64' (expected one of f16, bf16, f32, i8, i32, u8, i16, u16, u32)
tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 16, f32, f64
# CHECK: [[#@LINE+1]]:1: error: too few operands for instruction
tcvt vec[zero + 0], vec[zero + 1024], 16, 16, f32
# CHECK: [[#@LINE+1]]:38: error: tile rows and cols must be integers in [1, 4095]
tgetval a0, vec[zero + 0], 0, 0, 16, 0, f32
# ... and consistent with the rest of the instruction.
# CHECK: [[#@LINE+1]]:1: error: a 16x16 source cannot give a 8x1 result
trowsum vec[zero + 0], vec[zero + 1024], 8, 1, 16, 16, f32
# CHECK: [[#@LINE+1]]:1: error: a 16x16 source cannot give a 16x2 result
trowmax vec[zero + 0], vec[zero + 1024], 16, 2, 16, 16, f32
# CHECK: [[#@LINE+1]]:1: error: a 16x16 source cannot give a 1x8 result
tcolsum vec[zero + 0], vec[zero + 1024], 1, 8, 16, 16, f32
# CHECK: [[#@LINE+1]]:1: error: a 16x2 source cannot give a 16x16 result
trowexpand vec[zero + 0], vec[zero + 1024], 16, 16, 16, 2, f32
# CHECK: [[#@LINE+1]]:1: error: a 1x8 source cannot give a 16x16 result
tcolexpand vec[zero + 0], vec[zero + 1024], 16, 16, 1, 8, f32
# CHECK: [[#@LINE+1]]:1: error: the 16x16 window at (8, 0) is outside the 16x16 source
textract vec[zero + 0], vec[zero + 1024], 8, 0, 16, 16, 16, 16, f32
# CHECK: [[#@LINE+1]]:1: error: the 16x16 window at (0, 1) is outside the 16x16 source
textract vec[zero + 0], vec[zero + 1024], 0, 1, 16, 16, 16, 16, f32
# CHECK: [[#@LINE+1]]:1: error: the 8x8 source at (12, 0) is outside the 16x16 destination
tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], 12, 0, 16, 16, 8, 8, f32
# CHECK: [[#@LINE+1]]:1: error: element (0, 16) is outside the 16x16 tile
tgetval a0, vec[zero + 0], 0, 16, 16, 16, f32
# CHECK: [[#@LINE+1]]:1: error: element (16, 0) is outside the 16x16 tile
tsetval vec[zero + 0], vec[zero + 0], 16, 0, a0, 16, 16, f32
# CHECK: [[#@LINE+1]]:1: error: a matmul of i32 inputs cannot give f32 (f16/bf16/f32 give f32, i8 gives i32)
tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 16, f32, i32
# CHECK: [[#@LINE+1]]:1: error: a matmul of f16 inputs cannot give i32 (f16/bf16/f32 give f32, i8 gives i32)
tmatmul.bias acc[zero + 0], left[zero + 0], right[zero + 0], bias[zero + 0], 16, 16, 16, i32, f16
# The input a result is written over is the destination's address.
# CHECK: [[#@LINE+1]]:24: error: 'tinsert' writes its result over this operand: it must be the destination's address
tinsert vec[zero + 0], vec[zero + 32], vec[zero + 1024], 0, 0, 16, 16, 8, 8, f32
# CHECK: [[#@LINE+1]]:26: error: 'tmatmul.acc' writes its result over this operand: it must be the destination's address
tmatmul.acc acc[a0 + 0], acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 16, f32, f16
# CHECK: [[#@LINE+1]]:25: error: 'tsetval' writes its result over this operand: it must be the destination's address
tsetval vec[zero + 32], vec[zero + 64], 0, 0, a0, 16, 16, f32
