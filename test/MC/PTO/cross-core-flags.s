# Issue 15 (X): the core-type read and the cross-core flags (docs/isa.md,
# "Cross-core flags"): encoding, the round trip through an object and the
# disassembler.
#
# RUN: pto-mc --show-encoding %s | FileCheck %s
# RUN: pto-mc -filetype=obj %s -o %t.o
# RUN: pto-mc --disassemble --no-addresses %t.o | FileCheck %s --check-prefix=DIS
# RUN: pto-mc --disassemble %t.o -o %t.dis.s
# RUN: pto-mc -filetype=obj %t.dis.s -o %t.2.o
# RUN: cmp %t.o %t.2.o

# DIS: .text
get_core_type a0
# CHECK: get_core_type a0 # encoding: [0x00,0x00,0x00,0x00,0x00,0x00,0x40,0x4a]
# DIS-NEXT: get_core_type a0{{$}}
set_cross_flag PIPE_MTE3, 5
# CHECK: set_cross_flag PIPE_MTE3, 5 # encoding: [0x00,0x00,0x00,0x00,0x00,0x05,0x30,0x4b]
# DIS-NEXT: set_cross_flag PIPE_MTE3, 5{{$}}
set_cross_flag PIPE_FIX, 15
# CHECK: set_cross_flag PIPE_FIX, 15 # encoding: [0x00,0x00,0x00,0x00,0x00,0x0f,0x60,0x4b]
# DIS-NEXT: set_cross_flag PIPE_FIX, 15{{$}}
wait_cross_flag 7
# CHECK: wait_cross_flag 7 # encoding: [0x00,0x00,0x00,0x00,0x00,0x07,0x00,0x4c]
# DIS-NEXT: wait_cross_flag 7{{$}}
