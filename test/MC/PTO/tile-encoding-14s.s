# Encoding of tsort32 (issue 14 (14S)), an extended tile instruction
# (primary opcode 0xFF, secondary 0x20 in Inst{15-8}; docs/isa.md
# "Extended tile instructions"): the destination (t0, rows x cols of
# value/index pairs), the values (t1) and the u32 indices (t2), both
# rows x cols/2; and the round trip asm -> object -> disassembly -> the
# same asm -> the same object. The bytes were computed by hand from the
# documented layout (docs/isa.md), apart from the TableGen description.
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
# TSORT32_A
tsort32 vec[zero + 0], vec[zero + 1024], vec[zero + 2048], 2, 64, f32
# CHECK: tsort32 vec[zero + 0], vec[zero + 1024], vec[zero + 2048], 2, 64, f32 # encoding: [0x00,0x20,0x00,0x00,0x04,0x02,0x20,0xff,0x00,0x20,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tsort32 vec[zero + 0], vec[zero + 1024], vec[zero + 2048], 2, 64, f32{{$}}

# TSORT32_A
tsort32 vec[zero + 96], vec[zero + 4096], vec[zero + 8192], 16, 128, f32
# CHECK: tsort32 vec[zero + 96], vec[zero + 4096], vec[zero + 8192], 16, 128, f32 # encoding: [0x00,0x20,0x00,0x00,0x08,0x10,0x20,0xff,0x00,0x80,0x00,0x00,0x02,0x60,0x00,0x00]
# DIS-NEXT: tsort32 vec[zero + 96], vec[zero + 4096], vec[zero + 8192], 16, 128, f32{{$}}
