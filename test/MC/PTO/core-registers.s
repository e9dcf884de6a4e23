# Issue 15: SPMD. The core-register reads (docs/isa.md, "Core registers"):
# encoding, the round trip through an object and the disassembler, and the
# words and operands that are not one of them.
#
# RUN: pto-mc --show-encoding %s | FileCheck %s
# RUN: pto-mc -filetype=obj %s -o %t.o
# RUN: pto-mc --disassemble --no-addresses %t.o | FileCheck %s --check-prefix=DIS
# RUN: pto-mc --disassemble %t.o -o %t.dis.s
# RUN: pto-mc -filetype=obj %t.dis.s -o %t.2.o
# RUN: cmp %t.o %t.2.o

# DIS: .text
get_block_idx a0
# CHECK: get_block_idx a0 # encoding: [0x00,0x00,0x00,0x00,0x00,0x00,0x40,0x60]
# DIS-NEXT: get_block_idx a0{{$}}
get_block_num t0
# CHECK: get_block_num t0 # encoding: [0x00,0x00,0x00,0x00,0x00,0x00,0x28,0x61]
# DIS-NEXT: get_block_num t0{{$}}
get_subblockid x31
# CHECK: get_subblockid {{[a-z0-9]+}} # encoding: [0x00,0x00,0x00,0x00,0x00,0x00,0xf8,0x62]
# DIS-NEXT: get_subblockid

