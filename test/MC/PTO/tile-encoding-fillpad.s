# Encoding of tfillpad, tfillpad.min, tfillpad.max (issue 13, valid
# regions; docs/isa.md, "Tile instructions": dst t0, source t1, the valid
# rows and cols in GPRs r1 (89-85) and r2 (84-80), the capacity in rows /
# cols), and the round trip asm -> object -> disassembly -> the same
# object. The bytes come from an encoder of the documented layout written
# apart from the TableGen description.
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
tfillpad vec[zero + 0], vec[zero + 1024], a2, a3, 4, 8, f32
# CHECK: tfillpad vec[zero + 0], vec[zero + 1024], a2, a3, 4, 8, f32 # encoding: [0x00,0x00,0x00,0x80,0x00,0x04,0x20,0x82,0x00,0x00,0x4b,0x81,0x00,0x00,0x00,0x00]
# DIS-NEXT: tfillpad vec[zero + 0], vec[zero + 1024], a2, a3, 4, 8, f32{{$}}
tfillpad.min vec[a3 + 2048], vec[zero + 0], a4, a5, 16, 64, f16
# CHECK: tfillpad.min vec[a3 + 2048], vec[zero + 0], a4, a5, 16, 64, f16 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x00,0x83,0x00,0x00,0x8d,0x01,0x00,0x00,0x08,0x58]
# DIS-NEXT: tfillpad.min vec[a3 + 2048], vec[zero + 0], a4, a5, 16, 64, f16{{$}}
tfillpad.max vec[zero + 0], vec[zero + 4096], a0, a1, 1, 32, u8
# CHECK: tfillpad.max vec[zero + 0], vec[zero + 4096], a0, a1, 1, 32, u8 # encoding: [0x00,0x00,0x00,0x00,0x02,0x01,0x50,0x87,0x00,0x00,0x09,0x01,0x02,0x00,0x00,0x00]
# DIS-NEXT: tfillpad.max vec[zero + 0], vec[zero + 4096], a0, a1, 1, 32, u8{{$}}
