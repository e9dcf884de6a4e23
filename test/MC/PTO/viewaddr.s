# Issue 13 (T): viewaddr rd, rs1, rs2, lim, pitch: the base register of a
# view at a runtime row, rd = rs1 + rs2 * pitch for a row rs2 in [0, lim]
# (docs/isa.md "Runtime view addresses"). A scalar-unit word: opcode 0x13 in
# 63-56, rd 55-51, rs1 50-46, rs2 45-41, 40-32 zero, lim 31-16, pitch 15-0.
# The bytes come from that documented layout (computed apart from the
# TableGen description); the round trip asm -> object -> disassembly -> the
# same object (the assembler's diagnostics: viewaddr-invalid.s).
# RUN: pto-mc --show-encoding %s | FileCheck %s
# RUN: pto-mc -filetype=obj %s -o %t.o
# RUN: pto-mc --disassemble --no-addresses %t.o | FileCheck %s --check-prefix=DIS
# RUN: pto-mc --disassemble %t.o -o %t.dis.s
# RUN: pto-mc -filetype=obj %t.dis.s -o %t.2.o
# RUN: llvm-objcopy -O binary --only-section=.text %t.o %t.text
# RUN: llvm-objcopy -O binary --only-section=.text %t.2.o %t.2.text
# RUN: cmp %t.text %t.2.text

# DIS: .text
viewaddr a0, zero, a1, 12, 32
# CHECK: viewaddr a0, zero, a1, 12, 32 # encoding: [0x20,0x00,0x0c,0x00,0x00,0x16,0x50,0x13]
# DIS-NEXT: viewaddr a0, zero, a1, 12, 32{{$}}
viewaddr a2, a0, a3, 4095, 16380
# CHECK: viewaddr a2, a0, a3, 4095, 16380 # encoding: [0xfc,0x3f,0xff,0x0f,0x00,0x9a,0x62,0x13]
# DIS-NEXT: viewaddr a2, a0, a3, 4095, 16380{{$}}
viewaddr zero, zero, zero, 0, 0
# CHECK: viewaddr zero, zero, zero, 0, 0 # encoding: [0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x13]
# DIS-NEXT: viewaddr zero, zero, zero, 0, 0{{$}}

