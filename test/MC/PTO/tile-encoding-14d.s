# Encoding of the issue 14 (D) partial builtins, extended tile instructions
# (primary opcode 0xFF, secondary 0x04-0x07 in Inst{15-8}; docs/isa.md
# "Extended tile instructions"): the destination (t0), the in-place first
# source (its address repeats the destination's, no field), the second
# source (t1) and its shape in srcrows/srccols; and the round trip asm ->
# object -> disassembly -> the same asm -> the same object. The bytes come
# from an encoder of the documented layout written apart from the TableGen
# description.
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
# TPARTADD_A
tpartadd vec[zero + 0], vec[zero + 0], vec[zero + 1024], 16, 64, 8, 32, f32
# CHECK: tpartadd vec[zero + 0], vec[zero + 0], vec[zero + 1024], 16, 64, 8, 32, f32 # encoding: [0x00,0x04,0x00,0x00,0x04,0x10,0x20,0xff,0x80,0x00,0x02,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tpartadd vec[zero + 0], vec[zero + 0], vec[zero + 1024], 16, 64, 8, 32, f32{{$}}

# TPARTMAX_A
tpartmax vec[zero + 288], vec[zero + 288], vec[zero + 384], 4095, 4095, 4095, 4095, f16
# CHECK: tpartmax vec[zero + 288], vec[zero + 288], vec[zero + 384], 4095, 4095, 4095, 4095, f16 # encoding: [0x00,0x05,0x00,0xf0,0xff,0xff,0x0f,0xff,0xfc,0xff,0xff,0x33,0x00,0x20,0x01,0x00]
# DIS-NEXT: tpartmax vec[zero + 288], vec[zero + 288], vec[zero + 384], 4095, 4095, 4095, 4095, f16{{$}}

# TPARTMIN_A
tpartmin vec[zero + 64], vec[zero + 64], vec[zero + 2048], 8, 8, 1, 8, i32
# CHECK: tpartmin vec[zero + 64], vec[zero + 64], vec[zero + 2048], 8, 8, 1, 8, i32 # encoding: [0x00,0x06,0x00,0x80,0x00,0x08,0x40,0xff,0x20,0x40,0x00,0x00,0x01,0x40,0x00,0x00]
# DIS-NEXT: tpartmin vec[zero + 64], vec[zero + 64], vec[zero + 2048], 8, 8, 1, 8, i32{{$}}

# TPARTMUL_A
tpartmul vec[zero + 32], vec[zero + 32], vec[zero + 4096], 2, 16, 2, 1, bf16
# CHECK: tpartmul vec[zero + 32], vec[zero + 32], vec[zero + 4096], 2, 16, 2, 1, bf16 # encoding: [0x00,0x07,0x00,0x00,0x01,0x02,0x10,0xff,0x04,0x80,0x00,0x00,0x02,0x20,0x00,0x00]
# DIS-NEXT: tpartmul vec[zero + 32], vec[zero + 32], vec[zero + 4096], 2, 16, 2, 1, bf16{{$}}

# TGATHER_A
tgather vec[zero + 0], vec[zero + 1024], vec[zero + 0], 16, 64, 32, 64, f32
# CHECK: tgather vec[zero + 0], vec[zero + 1024], vec[zero + 0], 16, 64, 32, 64, f32 # encoding: [0x00,0x08,0x00,0x00,0x04,0x10,0x20,0xff,0x00,0x01,0x08,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tgather vec[zero + 0], vec[zero + 1024], vec[zero + 0], 16, 64, 32, 64, f32{{$}}

# TGATHER_A
tgather vec[zero + 96], vec[zero + 4096], vec[zero + 96], 1, 16, 1, 4095, u16
# CHECK: tgather vec[zero + 96], vec[zero + 4096], vec[zero + 96], 1, 16, 1, 4095, u16 # encoding: [0x00,0x08,0x00,0x00,0x01,0x01,0x70,0xff,0xfc,0x7f,0x00,0x00,0x02,0x60,0x00,0x00]
# DIS-NEXT: tgather vec[zero + 96], vec[zero + 4096], vec[zero + 96], 1, 16, 1, 4095, u16{{$}}
