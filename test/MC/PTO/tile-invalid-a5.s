# Tile offsets beyond the a5 memories (a3: tile-invalid.s).
# RUN: not pto-mc -mcpu=a5 -filetype=null %s 2>&1 | FileCheck %s --implicit-check-not=error:

# CHECK: [[#@LINE+1]]:18: error: tile offset 4096 is beyond bias (4 KiB on a5)
tmov bias[zero + 4096], mat[zero + 0], 1, 64, f32
# CHECK: [[#@LINE+1]]:27: error: tile offset 262144 is beyond acc (256 KiB on a5)
tstore a0, a1, acc[zero + 262144], 16, 16, f32
# CHECK: [[#@LINE+1]]:17: error: tile offset 262144 is beyond vec (256 KiB on a5)
tadd vec[zero + 262144], vec[zero], vec[zero], 16, 16, f32
# left, right and mat are the same size as on a3.
# CHECK: [[#@LINE+1]]:16: error: tile offset 65536 is beyond left (64 KiB on a5)
tmov left[a3 + 65536], mat[zero + 0], 16, 16, f16
