# Tile offsets are checked against the subtarget (-mcpu): a5 has a larger acc
# (256 KiB), vec (256 KiB) and bias (4 KiB) than a3 (tile-invalid.s). An a5
# object round-trips on a5; an a3 disassembler rejects the a5-only offsets.
# Also: `space[base]` is `space[base + 0]`, offsets are expressions, x<N>
# names a base register.
# RUN: pto-mc -mcpu=a5 --show-encoding %s | FileCheck %s
# RUN: pto-mc -mcpu=a5 -filetype=obj %s -o %t.o
# RUN: pto-mc -mcpu=a5 --disassemble %t.o | FileCheck %s --check-prefix=DIS
# RUN: not pto-mc -mcpu=a3 --disassemble %t.o 2>&1 | FileCheck %s --check-prefix=A3
# RUN: not pto-mc -filetype=null %s 2>&1 | FileCheck %s --check-prefix=A3ASM --implicit-check-not=error:

# DIS: .text
# CHECK: tadd vec[zero + 196608], vec[zero + 0], vec[a0 + 253952], 16, 16, f32
# DIS-NEXT: tadd vec[zero + 196608], vec[zero + 0], vec[a0 + 253952], 16, 16, f32
# A3: 0x0: invalid instruction encoding
# A3ASM: [[#@LINE+1]]:17: error: tile offset 196608 is beyond vec (192 KiB on a3)
tadd vec[zero + 196608], vec[zero], vec[x8 + 248 * 1024], 16, 16, f32
# CHECK: tstore a0, a1, acc[zero + 261632], 16, 16, f32
# DIS-NEXT: tstore a0, a1, acc[zero + 261632], 16, 16, f32
# A3: 0x10: invalid instruction encoding
# A3ASM: [[#@LINE+1]]:27: error: tile offset 261632 is beyond acc (128 KiB on a3)
tstore a0, a1, acc[zero + 256 * 1024 - 512], 16, 16, f32
# CHECK: tmatmul.bias acc[zero + 131072], left[zero + 0], right[zero + 0], bias[zero + 4032], 64, 64, 32, f32, bf16
# DIS-NEXT: tmatmul.bias acc[zero + 131072], left[zero + 0], right[zero + 0], bias[zero + 4032], 64, 64, 32, f32, bf16
# A3: 0x20: invalid instruction encoding
# A3ASM: [[#@LINE+1]]:25: error: tile offset 131072 is beyond acc (128 KiB on a3)
tmatmul.bias acc[zero + 131072], left[zero], right[zero], bias[zero + 4032], 64, 64, 32, f32, bf16
# Offsets beyond a5 memories: tile-invalid-a5.s.
