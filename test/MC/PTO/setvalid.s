# Issue 13 (V): setvalid rs1, rs2, rs3 sets the valid extent (rows, cols, k)
# tile instructions capture at issue; `zero` is the capacity (docs/isa.md
# "Valid extents"). A scalar-unit word (FmtR): opcode 0x12 in 63-56, rd
# (55-51) zero, rs1 50-46, rs2 45-41, rs3 40-36, the rest zero. The bytes
# come from an encoder of the documented layout written apart from the
# TableGen description; the round trip asm -> object -> disassembly -> the
# same object.
# RUN: pto-mc --show-encoding %s | FileCheck %s
# RUN: pto-mc -filetype=obj %s -o %t.o
# RUN: pto-mc --disassemble --no-addresses %t.o | FileCheck %s --check-prefix=DIS
# RUN: pto-mc --disassemble %t.o -o %t.dis.s
# RUN: pto-mc -filetype=obj %t.dis.s -o %t.2.o
# RUN: llvm-objcopy -O binary --only-section=.text %t.o %t.text
# RUN: llvm-objcopy -O binary --only-section=.text %t.2.o %t.2.text
# RUN: cmp %t.text %t.2.text

# DIS: .text
setvalid a2, a3, zero
# CHECK: setvalid a2, a3, zero # encoding: [0x00,0x00,0x00,0x00,0x00,0x96,0x02,0x12]
# DIS-NEXT: setvalid a2, a3, zero{{$}}
setvalid zero, zero, zero
# CHECK: setvalid zero, zero, zero # encoding: [0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x12]
# DIS-NEXT: setvalid zero, zero, zero{{$}}
setvalid a0, a1, a4
# CHECK: setvalid a0, a1, a4 # encoding: [0x00,0x00,0x00,0x00,0xc0,0x12,0x02,0x12]
# DIS-NEXT: setvalid a0, a1, a4{{$}}
setvalid s7, s6, s5
# CHECK: setvalid s7, s6, s5 # encoding: [0x00,0x00,0x00,0x00,0xd0,0xfd,0x07,0x12]
# DIS-NEXT: setvalid s7, s6, s5{{$}}
