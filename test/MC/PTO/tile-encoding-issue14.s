# Encoding of the compare/select, index, triangle, bitwise, shift and
# remainder tile instructions (issue 14; docs/isa.md, "Tile instructions":
# the compare mode and the 0/1 flag in bits 15-4, a compare's srccols in
# 27-16, tsels' r1 in 70-66), and the round trip asm -> object ->
# disassembly -> the same object. The bytes come from an encoder of the
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
# TCMP_A
tcmp vec[zero + 4096], vec[zero + 0], vec[a0 + 8192], lt, 16, 8, 64, u8, f32
# CHECK: tcmp vec[zero + 4096], vec[zero + 0], vec[a0 + 8192], lt, 16, 8, 64, u8, f32 # encoding: [0x22,0x00,0x40,0x80,0x00,0x10,0x50,0xc3,0x00,0x80,0x00,0x01,0x00,0x00,0x10,0x00]
# DIS-NEXT: tcmp vec[zero + 4096], vec[zero + 0], vec[a0 + 8192], lt, 16, 8, 64, u8, f32{{$}}
# TCMPS_A
tcmps vec[s7 + 64], vec[zero + 32], a1, ge, 4, 2, 13, u8, u32
# CHECK: tcmps vec[s7 + 64], vec[zero + 32], a1, ge, 4, 2, 13, u8, u32 # encoding: [0x58,0x00,0x0d,0x20,0x00,0x04,0x50,0xc4,0x00,0x00,0x20,0x05,0x00,0x40,0x00,0xf8]
# DIS-NEXT: tcmps vec[s7 + 64], vec[zero + 32], a1, ge, 4, 2, 13, u8, u32{{$}}
# TSEL_A
tsel vec[zero + 0], vec[zero + 1024], vec[t0 + 2048], vec[s0 + 196576], 16, 64, f16
# CHECK: tsel vec[zero + 0], vec[zero + 1024], vec[t0 + 2048], vec[s0 + 196576], 16, 64, f16 # encoding: [0xf0,0xc2,0x00,0x00,0x04,0x10,0x00,0xc5,0x7f,0x20,0xa0,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tsel vec[zero + 0], vec[zero + 1024], vec[t0 + 2048], vec[s0 + 196576], 16, 64, f16{{$}}
# TSELS_A
tsels vec[zero + 0], vec[zero + 1024], vec[zero + 2048], t2, 8, 32, i16
# CHECK: tsels vec[zero + 0], vec[zero + 1024], vec[zero + 2048], t2, 8, 32, i16 # encoding: [0x00,0x00,0x00,0x00,0x02,0x08,0x60,0xc6,0x1c,0x20,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tsels vec[zero + 0], vec[zero + 1024], vec[zero + 2048], t2, 8, 32, i16{{$}}
# TCI_A
tci vec[zero + 96], a0, 1, 1, 64, u16
# CHECK: tci vec[zero + 96], a0, 1, 1, 64, u16 # encoding: [0x10,0x00,0x00,0x00,0x04,0x01,0x70,0xc7,0x00,0x00,0x00,0x01,0x00,0x60,0x00,0x00]
# DIS-NEXT: tci vec[zero + 96], a0, 1, 1, 64, u16{{$}}
# TTRI_A
ttri vec[a3 + 0], a2, 0, 16, 16, f32
# CHECK: ttri vec[a3 + 0], a2, 0, 16, 16, f32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x10,0x20,0xca,0x00,0x00,0x40,0x01,0x00,0x00,0x00,0x58]
# DIS-NEXT: ttri vec[a3 + 0], a2, 0, 16, 16, f32{{$}}
# TAND_A
tand vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, i8
# CHECK: tand vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, i8 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x30,0xe8,0x00,0x01,0x00,0x04,0x00,0x00,0x00,0x00]
# DIS-NEXT: tand vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, i8{{$}}
# TOR_A
tor vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, u8
# CHECK: tor vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, u8 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x50,0xe9,0x00,0x01,0x00,0x04,0x00,0x00,0x00,0x00]
# DIS-NEXT: tor vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, u8{{$}}
# TXOR_A
txor vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, i16
# CHECK: txor vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, i16 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x60,0xea,0x00,0x01,0x00,0x04,0x00,0x00,0x00,0x00]
# DIS-NEXT: txor vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, i16{{$}}
# TNOT_A
tnot vec[zero + 0], vec[zero + 32], 4, 8, u32
# CHECK: tnot vec[zero + 0], vec[zero + 32], 4, 8, u32 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x80,0xeb,0x00,0x00,0x00,0x04,0x00,0x00,0x00,0x00]
# DIS-NEXT: tnot vec[zero + 0], vec[zero + 32], 4, 8, u32{{$}}
# TSHL_A
tshl vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, i32
# CHECK: tshl vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, i32 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x40,0xec,0x00,0x01,0x00,0x04,0x00,0x00,0x00,0x00]
# DIS-NEXT: tshl vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, i32{{$}}
# TSHR_A
tshr vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, u16
# CHECK: tshr vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, u16 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x70,0xed,0x00,0x01,0x00,0x04,0x00,0x00,0x00,0x00]
# DIS-NEXT: tshr vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, u16{{$}}
# TANDS_A
tands vec[zero + 0], vec[zero + 32], a0, 4, 8, i8
# CHECK: tands vec[zero + 0], vec[zero + 32], a0, 4, 8, i8 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x30,0xf0,0x00,0x00,0x00,0x05,0x00,0x00,0x00,0x00]
# DIS-NEXT: tands vec[zero + 0], vec[zero + 32], a0, 4, 8, i8{{$}}
# TORS_A
tors vec[zero + 0], vec[zero + 32], a0, 4, 8, u8
# CHECK: tors vec[zero + 0], vec[zero + 32], a0, 4, 8, u8 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x50,0xf1,0x00,0x00,0x00,0x05,0x00,0x00,0x00,0x00]
# DIS-NEXT: tors vec[zero + 0], vec[zero + 32], a0, 4, 8, u8{{$}}
# TXORS_A
txors vec[zero + 0], vec[zero + 32], a0, 4, 8, i32
# CHECK: txors vec[zero + 0], vec[zero + 32], a0, 4, 8, i32 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x40,0xf2,0x00,0x00,0x00,0x05,0x00,0x00,0x00,0x00]
# DIS-NEXT: txors vec[zero + 0], vec[zero + 32], a0, 4, 8, i32{{$}}
# TSHLS_A
tshls vec[zero + 0], vec[zero + 32], a0, 4, 8, u32
# CHECK: tshls vec[zero + 0], vec[zero + 32], a0, 4, 8, u32 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x80,0xf3,0x00,0x00,0x00,0x05,0x00,0x00,0x00,0x00]
# DIS-NEXT: tshls vec[zero + 0], vec[zero + 32], a0, 4, 8, u32{{$}}
# TSHRS_A
tshrs vec[zero + 0], vec[zero + 32], a7, 4, 8, i16
# CHECK: tshrs vec[zero + 0], vec[zero + 32], a7, 4, 8, i16 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x60,0xf4,0x00,0x00,0xe0,0x05,0x00,0x00,0x00,0x00]
# DIS-NEXT: tshrs vec[zero + 0], vec[zero + 32], a7, 4, 8, i16{{$}}
# TREM_A
trem vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, f32
# CHECK: trem vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, f32 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x20,0xf8,0x00,0x01,0x00,0x04,0x00,0x00,0x00,0x00]
# DIS-NEXT: trem vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, f32{{$}}
# TFMOD_A
tfmod vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, i32
# CHECK: tfmod vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, i32 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x40,0xf9,0x00,0x01,0x00,0x04,0x00,0x00,0x00,0x00]
# DIS-NEXT: tfmod vec[zero + 0], vec[zero + 32], vec[zero + 64], 4, 8, i32{{$}}
# TREMS_A
trems vec[zero + 0], vec[zero + 32], a0, 4, 8, f16
# CHECK: trems vec[zero + 0], vec[zero + 32], a0, 4, 8, f16 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x00,0xfa,0x00,0x00,0x00,0x05,0x00,0x00,0x00,0x00]
# DIS-NEXT: trems vec[zero + 0], vec[zero + 32], a0, 4, 8, f16{{$}}
# TFMODS_A
tfmods vec[zero + 0], vec[zero + 32], a0, 4, 8, u16
# CHECK: tfmods vec[zero + 0], vec[zero + 32], a0, 4, 8, u16 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x70,0xfb,0x00,0x00,0x00,0x05,0x00,0x00,0x00,0x00]
# DIS-NEXT: tfmods vec[zero + 0], vec[zero + 32], a0, 4, 8, u16{{$}}
