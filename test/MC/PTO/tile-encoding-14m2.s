# Encoding of tmrgsort2 and tmrgsort2.cnt (issue 14 (14M)), extended tile
# instructions (primary opcode 0xFF, secondary 0x0A / 0x0B in Inst{15-8};
# docs/isa.md "Extended tile instructions"): the destination (t0), the two
# lists (t1, t2), the exhausted flag (mode, Inst{7-4}), rows (1), cols
# (the merge: 2x a list's; the counts: 4), srccols (tmrgsort2.cnt: the
# lists' cols, in the row/k field), dtype (f32 / u16); and the round trip
# asm -> object -> disassembly -> the same asm -> the same object. Word 0
# checked by hand against the documented layout: 0xff, dtype 2 (f32) / 7
# (u16), rows 1, cols 32 / 1024 / 4, row/k 0 / 16 / 512, ext 0x0A / 0x0B,
# mode 0 / 1.
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
# TMRGSORT2_A
tmrgsort2 vec[zero + 0], vec[zero + 4096], vec[zero + 8192], 0, 1, 32, f32
# CHECK: tmrgsort2 vec[zero + 0], vec[zero + 4096], vec[zero + 8192], 0, 1, 32, f32 # encoding: [0x00,0x0a,0x00,0x00,0x02,0x01,0x20,0xff,0x00,0x80,0x00,0x00,0x02,0x00,0x00,0x00]
# DIS-NEXT: tmrgsort2 vec[zero + 0], vec[zero + 4096], vec[zero + 8192], 0, 1, 32, f32{{$}}

# TMRGSORT2_A
tmrgsort2 vec[s7 + 256], vec[zero + 1024], vec[zero + 2048], 1, 1, 1024, f32
# CHECK: tmrgsort2 vec[s7 + 256], vec[zero + 1024], vec[zero + 2048], 1, 1, 1024, f32 # encoding: [0x10,0x0a,0x00,0x00,0x40,0x01,0x20,0xff,0x00,0x20,0x00,0x80,0x00,0x00,0x01,0xf8]
# DIS-NEXT: tmrgsort2 vec[s7 + 256], vec[zero + 1024], vec[zero + 2048], 1, 1, 1024, f32{{$}}

# TMRGSORT2_CNT_A
tmrgsort2.cnt vec[zero + 0], vec[zero + 4096], vec[zero + 8192], 0, 1, 4, 16, u16
# CHECK: tmrgsort2.cnt vec[zero + 0], vec[zero + 4096], vec[zero + 8192], 0, 1, 4, 16, u16 # encoding: [0x00,0x0b,0x10,0x40,0x00,0x01,0x70,0xff,0x00,0x80,0x00,0x00,0x02,0x00,0x00,0x00]
# DIS-NEXT: tmrgsort2.cnt vec[zero + 0], vec[zero + 4096], vec[zero + 8192], 0, 1, 4, 16, u16{{$}}

# TMRGSORT2_CNT_A
tmrgsort2.cnt vec[s7 + 32], vec[zero + 1024], vec[zero + 2048], 1, 1, 4, 512, u16
# CHECK: tmrgsort2.cnt vec[s7 + 32], vec[zero + 1024], vec[zero + 2048], 1, 1, 4, 512, u16 # encoding: [0x10,0x0b,0x00,0x42,0x00,0x01,0x70,0xff,0x00,0x20,0x00,0x80,0x00,0x20,0x00,0xf8]
# DIS-NEXT: tmrgsort2.cnt vec[s7 + 32], vec[zero + 1024], vec[zero + 2048], 1, 1, 4, 512, u16{{$}}

