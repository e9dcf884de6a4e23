# Assembler diagnostics of the issue 14 (D) partial builtins: the second
# source must fit inside the destination, and the first source is the
# destination (in place).
# RUN: not pto-mc -filetype=null %s 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:1: error: a 17x32 second source does not fit inside the 16x64 destination
tpartadd vec[zero + 0], vec[zero + 0], vec[zero + 1024], 16, 64, 17, 32, f32
# CHECK: [[#@LINE+1]]:1: error: a 8x65 second source does not fit inside the 16x64 destination
tpartmul vec[zero + 0], vec[zero + 0], vec[zero + 1024], 16, 64, 8, 65, i32
# CHECK: [[#@LINE+1]]:25: error: 'tpartmax' writes its result over this operand: it must be the destination's address
tpartmax vec[zero + 0], vec[zero + 32], vec[zero + 1024], 16, 64, 8, 32, f32
# CHECK: [[#@LINE+1]]:1: error: tgather moves 2- or 4-byte elements (f16, bf16, f32, i32, i16, u16, u32)
tgather vec[zero + 0], vec[zero + 1024], vec[zero + 0], 16, 64, 32, 64, i8
