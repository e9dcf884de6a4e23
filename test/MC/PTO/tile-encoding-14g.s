# Encoding of tgatherb (issue 14 (14G)), an extended tile instruction
# (primary opcode 0xFF, secondary 0x09 in Inst{15-8}; docs/isa.md
# "Extended tile instructions"): the destination (t0), the source (t1), the
# u32 byte offsets (t2), rows, cols (the result's and the offsets'), the
# source's cols in the row/k field (Inst{27-16}; its rows are rows), dtype;
# and the round trip asm -> object -> disassembly -> the same asm -> the
# same object. Word 0 of the first checked by hand against the documented
# layout: 0xff, dtype 5 (u8), rows 2, cols 4, srccols 8, ext 0x09.
# RUN: pto-mc --show-encoding %s | FileCheck %s
# RUN: pto-mc -filetype=obj %s -o %t.o
# RUN: pto-mc --disassemble --no-addresses %t.o | FileCheck %s --check-prefix=DIS
# RUN: pto-mc --disassemble %t.o -o %t.dis.s
# RUN: pto-mc -filetype=obj %t.dis.s -o %t.2.o
# RUN: llvm-objcopy -O binary --only-section=.text %t.o %t.text
# RUN: llvm-objcopy -O binary --only-section=.text %t.2.o %t.2.text
# RUN: cmp %t.text %t.2.text

# DIS: .text
# TGATHERB_A
tgatherb vec[zero + 0], vec[zero + 1024], vec[zero + 2048], 2, 4, 8, u8
# CHECK: tgatherb vec[zero + 0], vec[zero + 1024], vec[zero + 2048], 2, 4, 8, u8 # encoding: [0x00,0x09,0x08,0x40,0x00,0x02,0x50,0xff,0x00,0x20,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tgatherb vec[zero + 0], vec[zero + 1024], vec[zero + 2048], 2, 4, 8, u8{{$}}

# TGATHERB_A
tgatherb vec[s7 + 256], vec[zero + 4096], vec[zero + 8192], 16, 64, 100, f32
# CHECK: tgatherb vec[s7 + 256], vec[zero + 4096], vec[zero + 8192], 16, 64, 100, f32 # encoding: [0x00,0x09,0x64,0x00,0x04,0x10,0x20,0xff,0x00,0x80,0x00,0x00,0x02,0x00,0x01,0xf8]
# DIS-NEXT: tgatherb vec[s7 + 256], vec[zero + 4096], vec[zero + 8192], 16, 64, 100, f32{{$}}
