# Encoding of tmrgsort (issue 14 (14M)), an extended tile instruction
# (primary opcode 0xFF, secondary 0x16 in Inst{15-8}; docs/isa.md
# "Extended tile instructions"): the destination (t0) and the source (t1),
# both 1 x cols of value/index pairs, the block length register (r1), rows
# (1), cols, dtype (f32); and the round trip asm -> object -> disassembly ->
# the same asm -> the same object. Word 0 checked by hand against the
# documented layout: 0xff, dtype 2, rows 1, cols 0x400, ext 0x16.
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
# TMRGSORT_A
tmrgsort vec[zero + 0], vec[zero + 4096], a0, 1, 1024, f32
# CHECK: tmrgsort vec[zero + 0], vec[zero + 4096], a0, 1, 1024, f32 # encoding: [0x00,0x16,0x00,0x00,0x40,0x01,0x20,0xff,0x00,0x00,0x00,0x01,0x02,0x00,0x00,0x00]
# DIS-NEXT: tmrgsort vec[zero + 0], vec[zero + 4096], a0, 1, 1024, f32{{$}}

# TMRGSORT_A
tmrgsort vec[s7 + 256], vec[zero + 8192], a5, 1, 256, f32
# CHECK: tmrgsort vec[s7 + 256], vec[zero + 8192], a5, 1, 256, f32 # encoding: [0x00,0x16,0x00,0x00,0x10,0x01,0x20,0xff,0x00,0x00,0xa0,0x01,0x04,0x00,0x01,0xf8]
# DIS-NEXT: tmrgsort vec[s7 + 256], vec[zero + 8192], a5, 1, 256, f32{{$}}

# tscatter (secondary 0x17): dst (t0), the destination's input (ip: printed,
# the destination's address, no field), src (t1), indices (t2), rows, cols,
# dtype. Word 0 by hand: 0xff, dtype 2 / 0 (f32 / f16), rows 2 / 8, cols 16
# / 32, ext 0x17.
# TSCATTER_A
tscatter vec[zero + 0], vec[zero + 0], vec[zero + 1024], vec[zero + 2048], 2, 16, f32
# CHECK: tscatter vec[zero + 0], vec[zero + 0], vec[zero + 1024], vec[zero + 2048], 2, 16, f32 # encoding: [0x00,0x17,0x00,0x00,0x01,0x02,0x20,0xff,0x00,0x20,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tscatter vec[zero + 0], vec[zero + 0], vec[zero + 1024], vec[zero + 2048], 2, 16, f32{{$}}

# TSCATTER_A
tscatter vec[s7 + 256], vec[s7 + 256], vec[zero + 4096], vec[zero + 8192], 8, 32, f16
# CHECK: tscatter vec[s7 + 256], vec[s7 + 256], vec[zero + 4096], vec[zero + 8192], 8, 32, f16 # encoding: [0x00,0x17,0x00,0x00,0x02,0x08,0x00,0xff,0x00,0x80,0x00,0x00,0x02,0x00,0x01,0xf8]
# DIS-NEXT: tscatter vec[s7 + 256], vec[s7 + 256], vec[zero + 4096], vec[zero + 8192], 8, 32, f16{{$}}
