# tmatmul.acc.init (issue 23): the extended tile form, secondary opcode 0x40
# (byte 1 of word 0, opcode byte 0xff), the init condition in r1
# (Inst{70-66}, after the third tile t2); assembled, disassembled and
# assembled again to the same bytes. The accumulator operand must be the
# destination, the GPR is required and the types are tmatmul.acc's
# (tile-acc-init-invalid.s); the decoder rejects the unassigned secondary
# opcode 0x41.
# RUN: pto-mc --show-encoding %s | FileCheck %s
# RUN: pto-mc -filetype=obj %s -o %t.o
# RUN: pto-mc --disassemble --no-addresses %t.o | FileCheck %s --check-prefix=DIS
# RUN: pto-mc --disassemble %t.o -o %t.dis.s
# RUN: pto-mc -filetype=obj %t.dis.s -o %t.2.o
# RUN: llvm-objcopy -O binary --only-section=.text %t.o %t.text
# RUN: llvm-objcopy -O binary --only-section=.text %t.2.o %t.2.text
# RUN: cmp %t.text %t.2.text
# RUN: printf '0x03,0x41,0x10,0x00,0x01,0x10,0x40,0xff,0x20,0x00,0x00,0x00,0x00,0x00,0x00,0x00\n' > %t.bad.txt
# RUN: not pto-mc --disassemble %t.bad.txt 2>&1 | FileCheck %s --check-prefix=DEC

tmatmul.acc.init acc[a3 + 15360], acc[a3 + 15360], left[t1 + 30720], right[zero + 38400], t4, 32, 128, 64, f32, bf16
# CHECK: tmatmul.acc.init acc[a3 + 15360], acc[a3 + 15360], left[t1 + 30720], right[zero + 38400], t4, 32, 128, 64, f32, bf16 # encoding: [0x01,0x40,0x40,0x00,0x08,0x20,0x20,0xff,0x44,0x58,0x02,0x00,0x0f,0x06,0x3c,0x58]
# DIS: tmatmul.acc.init acc[a3 + 15360], acc[a3 + 15360], left[t1 + 30720], right[zero + 38400], t4, 32, 128, 64, f32, bf16{{$}}
tmatmul.acc.init acc[zero + 0], acc[zero + 0], left[zero + 0], right[zero + 0], a0, 16, 16, 16, i32, i8
# CHECK: tmatmul.acc.init acc[zero + 0], acc[zero + 0], left[zero + 0], right[zero + 0], a0, 16, 16, 16, i32, i8 # encoding: [0x03,0x40,0x10,0x00,0x01,0x10,0x40,0xff,0x20,0x00,0x00,0x00,0x00,0x00,0x00,0x00]
# DIS-NEXT: tmatmul.acc.init acc[zero + 0], acc[zero + 0], left[zero + 0], right[zero + 0], a0, 16, 16, 16, i32, i8{{$}}

# DEC: warning: invalid instruction encoding
