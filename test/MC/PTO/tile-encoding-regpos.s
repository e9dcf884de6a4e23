# Encoding of the register forms of textract and tinsert (issue 13, runtime
# sub-tile positions; docs/isa.md, "Runtime sub-tile positions"): the
# extended tile form (opcode 0xFF, secondary 0x10-0x15 in Inst{15-8}), the
# position registers prow in Inst{27-23} and pcol in Inst{22-18} (the row/k
# field), everything else as the immediate forms. The bytes come from an
# encoder of the documented layout written apart from the TableGen
# description; the round trip asm -> object -> disassembly -> the same object.
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
textract vec[zero + 480], vec[a3 + 768], a0, a1, 1, 16, 3, 32, f32
# CHECK: textract vec[zero + 480], vec[a3 + 768], a0, a1, 1, 16, 3, 32, f32 # encoding: [0x00,0x10,0x24,0x04,0x01,0x01,0x20,0xff,0x80,0xc0,0x00,0x60,0x00,0xeb,0x01,0x00]
# DIS-NEXT: textract vec[zero + 480], vec[a3 + 768], a0, a1, 1, 16, 3, 32, f32{{$}}
textract mat[a3 + 1536], mat[zero + 1920], t1, zero, 16, 32, 64, 32, i8
# CHECK: textract mat[a3 + 1536], mat[zero + 1920], t1, zero, 16, 32, 64, 32, i8 # encoding: [0x00,0x11,0x00,0x03,0x02,0x10,0x30,0xff,0x80,0x00,0x10,0xf0,0x00,0x00,0x06,0x58]
# DIS-NEXT: textract mat[a3 + 1536], mat[zero + 1920], t1, zero, 16, 32, 64, 32, i8{{$}}
textract left[zero + 7680], mat[t1 + 960], a2, s7, 32, 128, 32, 512, f16
# CHECK: textract left[zero + 7680], mat[t1 + 960], a2, s7, 32, 128, 32, 512, f16 # encoding: [0x00,0x12,0x7c,0x05,0x08,0x20,0x00,0xff,0x00,0x08,0x08,0x78,0x00,0x06,0x1e,0x00]
# DIS-NEXT: textract left[zero + 7680], mat[t1 + 960], a2, s7, 32, 128, 32, 512, f16{{$}}
textract right[t1 + 5120], mat[zero + 416], zero, a5, 16, 64, 16, 4095, f16
# CHECK: textract right[t1 + 5120], mat[zero + 416], zero, a5, 16, 64, 16, 4095, f16 # encoding: [0x00,0x13,0x34,0x00,0x04,0x10,0x00,0xff,0xfc,0x3f,0x04,0x34,0x00,0x00,0x14,0x30]
# DIS-NEXT: textract right[t1 + 5120], mat[zero + 416], zero, a5, 16, 64, 16, 4095, f16{{$}}
tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], a0, a1, 16, 16, 8, 8, f32
# CHECK: tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], a0, a1, 16, 16, 8, 8, f32 # encoding: [0x00,0x14,0x24,0x04,0x01,0x10,0x20,0xff,0x20,0x00,0x02,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], a0, a1, 16, 16, 8, 8, f32{{$}}
tinsert mat[a3 + 2048], mat[a3 + 2048], mat[zero + 0], s0, t10, 64, 128, 16, 32, bf16
# CHECK: tinsert mat[a3 + 2048], mat[a3 + 2048], mat[zero + 0], s0, t10, 64, 128, 16, 32, bf16 # encoding: [0x00,0x15,0x5c,0x0c,0x08,0x40,0x10,0xff,0x80,0x00,0x04,0x00,0x00,0x00,0x08,0x58]
# DIS-NEXT: tinsert mat[a3 + 2048], mat[a3 + 2048], mat[zero + 0], s0, t10, 64, 128, 16, 32, bf16{{$}}
# The immediate form stays the immediate form (opcode 0x90).
textract vec[zero + 0], vec[zero + 1024], 2, 0, 2, 16, 4, 16, f32
# CHECK: textract vec[zero + 0], vec[zero + 1024], 2, 0, 2, 16, 4, 16, f32 # encoding: [0x00,0x00,0x02,0x00,0x01,0x02,0x20,0x90,0x40,0x00,0x01,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: textract vec[zero + 0], vec[zero + 1024], 2, 0, 2, 16, 4, 16, f32{{$}}
