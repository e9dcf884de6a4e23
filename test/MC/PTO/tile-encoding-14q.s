# Issue 14 (14Q): encodings of the fixpipe's converting moves (tmov.quant,
# the extended tile form: primary opcode 0xFF, secondary 0x31 into mat and
# 0x32 into vec in Inst{15-8}, the relu flag in Inst{7-4}, the acc type in
# srcdtype; the destination tile t0, the acc tile t1, the scale register r1
# in Inst{89-85}); and the round trip asm -> object -> disassembly -> the
# same asm -> the same object. The bytes come from an encoder of the
# documented layout (docs/isa.md) written apart from the TableGen
# description.
#
# RUN: pto-mc --show-encoding %s | FileCheck %s
# RUN: pto-mc -filetype=obj %s -o %t.o
# RUN: pto-mc --disassemble --no-addresses %t.o | FileCheck %s --check-prefix=DIS
# RUN: pto-mc --disassemble %t.o -o %t.dis.s
# RUN: pto-mc -filetype=obj %t.dis.s -o %t.2.o
# RUN: llvm-objcopy -O binary --only-section=.text %t.o %t.text
# RUN: llvm-objcopy -O binary --only-section=.text %t.2.o %t.2.text
# RUN: cmp %t.text %t.2.text

# DIS: .text
# TMOV_QUANT_MAT_ACC_A: f32 -> i8 with relu, into mat.
tmov.quant mat[zero + 512], acc[zero + 0], a7, 1, 16, 32, i8, f32
# CHECK: tmov.quant mat[zero + 512], acc[zero + 0], a7, 1, 16, 32, i8, f32 # encoding: [0x12,0x31,0x00,0x00,0x02,0x10,0x30,0xff,0x00,0x00,0xe0,0x01,0x00,0x00,0x02,0x00]
# DIS-NEXT: tmov.quant mat[zero + 512], acc[zero + 0], a7, 1, 16, 32, i8, f32{{$}}

# TMOV_QUANT_VEC_ACC_A: i32 -> f16 (dequantization) into vec, no relu.
tmov.quant vec[t1 + 1024], acc[zero + 2048], s0, 0, 8, 16, f16, i32
# CHECK: tmov.quant vec[t1 + 1024], acc[zero + 2048], s0, 0, 8, 16, f16, i32 # encoding: [0x04,0x32,0x00,0x00,0x01,0x08,0x00,0xff,0x00,0x00,0x00,0x03,0x01,0x00,0x04,0x30]
# DIS-NEXT: tmov.quant vec[t1 + 1024], acc[zero + 2048], s0, 0, 8, 16, f16, i32{{$}}

# f32 -> bf16, the largest rows, a register-based acc tile.
tmov.quant mat[zero + 0], acc[t2 + 64], t1, 0, 4095, 1, bf16, f32
# CHECK: tmov.quant mat[zero + 0], acc[t2 + 64], t1, 0, 4095, 1, bf16, f32 # encoding: [0x02,0x31,0x00,0x10,0x00,0xff,0x1f,0xff,0x00,0x00,0xc0,0x08,0x00,0x07,0x00,0x00]
# DIS-NEXT: tmov.quant mat[zero + 0], acc[t2 + 64], t1, 0, 4095, 1, bf16, f32{{$}}

# TMOV_MAT_VEC_A (UB -> L1, a5): extended 0x33, no flag, no srcdtype.
tmov mat[zero + 1024], vec[t1 + 512], 16, 16, f16
# CHECK: tmov mat[zero + 1024], vec[t1 + 512], 16, 16, f16 # encoding: [0x00,0x33,0x00,0x00,0x01,0x10,0x00,0xff,0x00,0x00,0x00,0x40,0x00,0x06,0x04,0x00]
# DIS-NEXT: tmov mat[zero + 1024], vec[t1 + 512], 16, 16, f16{{$}}
