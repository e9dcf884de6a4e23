# Encoding of the issue 14 (C) extended tile instructions (primary opcode
# 0xFF, the secondary opcode in Inst{15-8}; docs/isa.md "Extended tile
# instructions"), and the round trip asm -> object -> disassembly -> the
# same asm -> the same object. The bytes come from an encoder of the
# documented layout written apart from the TableGen description.
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
# TROWARGMAX_A
trowargmax vec[zero + 0], vec[zero + 1024], 16, 1, 16, 64, u32, f32
# CHECK: trowargmax vec[zero + 0], vec[zero + 1024], 16, 1, 16, 64, u32, f32 # encoding: [0x02,0x00,0x00,0x10,0x00,0x10,0x80,0xff,0x00,0x01,0x04,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: trowargmax vec[zero + 0], vec[zero + 1024], 16, 1, 16, 64, u32, f32{{$}}
# TROWARGMIN_A
trowargmin vec[s0 + 32], vec[s7 + 4096], 4095, 1, 4095, 4095, i32, f16
# CHECK: trowargmin vec[s0 + 32], vec[s7 + 4096], 4095, 1, 4095, 4095, i32, f16 # encoding: [0x00,0x01,0x00,0x10,0x00,0xff,0x4f,0xff,0xfc,0xff,0xff,0x03,0x02,0x3f,0x00,0xc0]
# DIS-NEXT: trowargmin vec[s0 + 32], vec[s7 + 4096], 4095, 1, 4095, 4095, i32, f16{{$}}
# TCOLARGMAX_A
tcolargmax vec[zero + 288], vec[s7 + 384], 1, 4095, 4095, 4095, u32, bf16
# CHECK: tcolargmax vec[zero + 288], vec[s7 + 384], 1, 4095, 4095, 4095, u32, bf16 # encoding: [0x01,0x02,0x00,0xf0,0xff,0x01,0x80,0xff,0xfc,0xff,0xff,0x33,0x00,0x3f,0x01,0x00]
# DIS-NEXT: tcolargmax vec[zero + 288], vec[s7 + 384], 1, 4095, 4095, 4095, u32, bf16{{$}}
# TCOLARGMIN_A
tcolargmin vec[s1 + 64], vec[zero + 196576], 1, 8, 16, 8, i32, i32
# CHECK: tcolargmin vec[s1 + 64], vec[zero + 196576], 1, 8, 16, 8, i32, i32 # encoding: [0x04,0x03,0x00,0x80,0x00,0x01,0x40,0xff,0x20,0x00,0x04,0xfc,0x5f,0x40,0x00,0xc8]
# DIS-NEXT: tcolargmin vec[s1 + 64], vec[zero + 196576], 1, 8, 16, 8, i32, i32{{$}}
