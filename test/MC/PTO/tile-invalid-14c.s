# Assembler diagnostics of the issue 14 (C) extended tile instructions: the
# index type, the source type and the index shape.
# RUN: not pto-mc -filetype=null %s 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:1: error: a 16x64 source cannot give a 8x1 index
trowargmax vec[zero + 0], vec[zero + 1024], 8, 1, 16, 64, u32, f32
# CHECK: [[#@LINE+1]]:1: error: a 16x64 source cannot give a 1x32 index
tcolargmin vec[zero + 0], vec[zero + 1024], 1, 32, 16, 64, i32, f32
# CHECK: [[#@LINE+1]]:1: error: an arg reduction writes a u32 or i32 index
trowargmin vec[zero + 0], vec[zero + 1024], 16, 1, 16, 64, f32, f32
# CHECK: [[#@LINE+1]]:1: error: an arg reduction reads f16, bf16, f32 or i32
tcolargmax vec[zero + 0], vec[zero + 1024], 1, 64, 16, 64, u32, u8
