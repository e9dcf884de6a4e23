# Issue 14 (14F): encodings of the fixpipe conversion store (tstore.quant,
# the extended tile form: primary opcode 0xFF, secondary 0x30 in
# Inst{15-8}, the relu flag in Inst{7-4}, the acc type in srcdtype; the
# address, stride and scale registers r1, r2, r3 in Inst{89-75}) and of
# f32-input matmuls (srcdtype f32); and the round trip asm -> object ->
# disassembly -> the same asm -> the same object. The bytes come from an
# encoder of the documented layout (docs/isa.md) written apart from the
# TableGen description.
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
# TSTORE_QUANT_ACC_A: f32 -> i8 with relu.
tstore.quant t2, s0, acc[zero + 512], a7, 1, 16, 32, i8, f32
# CHECK: tstore.quant t2, s0, acc[zero + 512], a7, 1, 16, 32, i8, f32 # encoding: [0x12,0x30,0x00,0x00,0x02,0x10,0x30,0xff,0x00,0x78,0xf8,0x00,0x00,0x00,0x02,0x00]
# DIS-NEXT: tstore.quant t2, s0, acc[zero + 512], a7, 1, 16, 32, i8, f32{{$}}

# i32 -> f16 (dequantization), no relu, the largest rows.
tstore.quant s0, a7, acc[t1 + 0], t2, 0, 4095, 1, f16, i32
# CHECK: tstore.quant s0, a7, acc[t1 + 0], t2, 0, 4095, 1, f16, i32 # encoding: [0x04,0x30,0x00,0x10,0x00,0xff,0x0f,0xff,0x00,0x38,0x0f,0x03,0x00,0x00,0x00,0x30]
# DIS-NEXT: tstore.quant s0, a7, acc[t1 + 0], t2, 0, 4095, 1, f16, i32{{$}}

# f32 -> bf16.
tstore.quant zero, t1, acc[zero + 2048], s0, 0, 8, 16, bf16, f32
# CHECK: tstore.quant zero, t1, acc[zero + 2048], s0, 0, 8, 16, bf16, f32 # encoding: [0x02,0x30,0x00,0x00,0x01,0x08,0x10,0xff,0x00,0xc0,0x06,0x00,0x00,0x00,0x08,0x00]
# DIS-NEXT: tstore.quant zero, t1, acc[zero + 2048], s0, 0, 8, 16, bf16, f32{{$}}

# TMATMUL_A of f32 inputs (srcdtype 2).
tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 16, f32, f32
# CHECK: tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 16, f32, f32 # encoding: [0x02,0x00,0x10,0x00,0x01,0x10,0x20,0x98,0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00]
# DIS-NEXT: tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 16, f32, f32{{$}}

tmatmul acc[zero + 1024], left[t1 + 512], right[zero + 2048], 16, 32, 8, f32, f32
# CHECK: tmatmul acc[zero + 1024], left[t1 + 512], right[zero + 2048], 16, 32, 8, f32, f32 # encoding: [0x02,0x00,0x08,0x00,0x02,0x10,0x20,0x98,0x00,0x20,0x00,0x40,0x00,0x06,0x04,0x00]
# DIS-NEXT: tmatmul acc[zero + 1024], left[t1 + 512], right[zero + 2048], 16, 32, 8, f32, f32{{$}}
