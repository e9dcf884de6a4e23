# Encoding of the issue 14 (A) tile instructions (fused broadcasts,
# arithmetic, reductions; docs/isa.md "Tile instructions"), and the round
# trip asm -> object -> disassembly -> the same asm -> the same object. The
# bytes come from an encoder of the documented layout written apart from
# the TableGen description (checked first on lines of tile-encoding.s).
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
# TROWEXPANDADD_A
trowexpandadd vec[zero + 32], vec[zero + 4096], vec[s0 + 196576], 16, 64, f32
# CHECK: trowexpandadd vec[zero + 32], vec[zero + 4096], vec[s0 + 196576], 16, 64, f32 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x20,0xd0,0x80,0xff,0x0b,0x03,0x02,0x20,0x00,0x00]
# DIS-NEXT: trowexpandadd vec[zero + 32], vec[zero + 4096], vec[s0 + 196576], 16, 64, f32{{$}}
# TCOLEXPANDADD_A
tcolexpandadd vec[zero + 32], vec[zero + 4096], vec[s0 + 196576], 4095, 4095, f32
# CHECK: tcolexpandadd vec[zero + 32], vec[zero + 4096], vec[s0 + 196576], 4095, 4095, f32 # encoding: [0x00,0x00,0x00,0xf0,0xff,0xff,0x2f,0xd8,0x80,0xff,0x0b,0x03,0x02,0x20,0x00,0x00]
# DIS-NEXT: tcolexpandadd vec[zero + 32], vec[zero + 4096], vec[s0 + 196576], 4095, 4095, f32{{$}}
# TROWEXPANDSUB_A
trowexpandsub vec[a3 + 64], vec[zero + 4160], vec[s1 + 196576], 16, 64, f16
# CHECK: trowexpandsub vec[a3 + 64], vec[zero + 4160], vec[s1 + 196576], 16, 64, f16 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x00,0xd1,0x80,0xff,0x2b,0x0b,0x02,0x40,0x00,0x58]
# DIS-NEXT: trowexpandsub vec[a3 + 64], vec[zero + 4160], vec[s1 + 196576], 16, 64, f16{{$}}
# TCOLEXPANDSUB_A
tcolexpandsub vec[a3 + 64], vec[zero + 4160], vec[s1 + 196576], 4095, 4095, f16
# CHECK: tcolexpandsub vec[a3 + 64], vec[zero + 4160], vec[s1 + 196576], 4095, 4095, f16 # encoding: [0x00,0x00,0x00,0xf0,0xff,0xff,0x0f,0xd9,0x80,0xff,0x2b,0x0b,0x02,0x40,0x00,0x58]
# DIS-NEXT: tcolexpandsub vec[a3 + 64], vec[zero + 4160], vec[s1 + 196576], 4095, 4095, f16{{$}}
# TROWEXPANDMUL_A
trowexpandmul vec[s7 + 96], vec[zero + 4224], vec[s2 + 196576], 16, 64, bf16
# CHECK: trowexpandmul vec[s7 + 96], vec[zero + 4224], vec[s2 + 196576], 16, 64, bf16 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x10,0xd2,0x80,0xff,0x4b,0x13,0x02,0x60,0x00,0xf8]
# DIS-NEXT: trowexpandmul vec[s7 + 96], vec[zero + 4224], vec[s2 + 196576], 16, 64, bf16{{$}}
# TCOLEXPANDMUL_A
tcolexpandmul vec[s7 + 96], vec[zero + 4224], vec[s2 + 196576], 4095, 4095, bf16
# CHECK: tcolexpandmul vec[s7 + 96], vec[zero + 4224], vec[s2 + 196576], 4095, 4095, bf16 # encoding: [0x00,0x00,0x00,0xf0,0xff,0xff,0x1f,0xda,0x80,0xff,0x4b,0x13,0x02,0x60,0x00,0xf8]
# DIS-NEXT: tcolexpandmul vec[s7 + 96], vec[zero + 4224], vec[s2 + 196576], 4095, 4095, bf16{{$}}
# TROWEXPANDDIV_A
trowexpanddiv vec[t1 + 128], vec[zero + 4288], vec[s3 + 196576], 16, 64, i32
# CHECK: trowexpanddiv vec[t1 + 128], vec[zero + 4288], vec[s3 + 196576], 16, 64, i32 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x40,0xd3,0x80,0xff,0x6b,0x1b,0x02,0x80,0x00,0x30]
# DIS-NEXT: trowexpanddiv vec[t1 + 128], vec[zero + 4288], vec[s3 + 196576], 16, 64, i32{{$}}
# TCOLEXPANDDIV_A
tcolexpanddiv vec[t1 + 128], vec[zero + 4288], vec[s3 + 196576], 4095, 4095, i32
# CHECK: tcolexpanddiv vec[t1 + 128], vec[zero + 4288], vec[s3 + 196576], 4095, 4095, i32 # encoding: [0x00,0x00,0x00,0xf0,0xff,0xff,0x4f,0xdb,0x80,0xff,0x6b,0x1b,0x02,0x80,0x00,0x30]
# DIS-NEXT: tcolexpanddiv vec[t1 + 128], vec[zero + 4288], vec[s3 + 196576], 4095, 4095, i32{{$}}
# TROWEXPANDMAX_A
trowexpandmax vec[zero + 160], vec[zero + 4352], vec[s4 + 196576], 16, 64, f32
# CHECK: trowexpandmax vec[zero + 160], vec[zero + 4352], vec[s4 + 196576], 16, 64, f32 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x20,0xd4,0x80,0xff,0x8b,0x23,0x02,0xa0,0x00,0x00]
# DIS-NEXT: trowexpandmax vec[zero + 160], vec[zero + 4352], vec[s4 + 196576], 16, 64, f32{{$}}
# TCOLEXPANDMAX_A
tcolexpandmax vec[zero + 160], vec[zero + 4352], vec[s4 + 196576], 4095, 4095, f32
# CHECK: tcolexpandmax vec[zero + 160], vec[zero + 4352], vec[s4 + 196576], 4095, 4095, f32 # encoding: [0x00,0x00,0x00,0xf0,0xff,0xff,0x2f,0xdc,0x80,0xff,0x8b,0x23,0x02,0xa0,0x00,0x00]
# DIS-NEXT: tcolexpandmax vec[zero + 160], vec[zero + 4352], vec[s4 + 196576], 4095, 4095, f32{{$}}
# TROWEXPANDMIN_A
trowexpandmin vec[a0 + 192], vec[zero + 4416], vec[s5 + 196576], 16, 64, f16
# CHECK: trowexpandmin vec[a0 + 192], vec[zero + 4416], vec[s5 + 196576], 16, 64, f16 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x00,0xd5,0x80,0xff,0xab,0x2b,0x02,0xc0,0x00,0x40]
# DIS-NEXT: trowexpandmin vec[a0 + 192], vec[zero + 4416], vec[s5 + 196576], 16, 64, f16{{$}}
# TCOLEXPANDMIN_A
tcolexpandmin vec[a0 + 192], vec[zero + 4416], vec[s5 + 196576], 4095, 4095, f16
# CHECK: tcolexpandmin vec[a0 + 192], vec[zero + 4416], vec[s5 + 196576], 4095, 4095, f16 # encoding: [0x00,0x00,0x00,0xf0,0xff,0xff,0x0f,0xdd,0x80,0xff,0xab,0x2b,0x02,0xc0,0x00,0x40]
# DIS-NEXT: tcolexpandmin vec[a0 + 192], vec[zero + 4416], vec[s5 + 196576], 4095, 4095, f16{{$}}
# TROWEXPANDEXPDIF_A
trowexpandexpdif vec[t9 + 224], vec[zero + 4480], vec[s6 + 196576], 16, 64, f16
# CHECK: trowexpandexpdif vec[t9 + 224], vec[zero + 4480], vec[s6 + 196576], 16, 64, f16 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x00,0xd6,0x80,0xff,0xcb,0x33,0x02,0xe0,0x00,0xb0]
# DIS-NEXT: trowexpandexpdif vec[t9 + 224], vec[zero + 4480], vec[s6 + 196576], 16, 64, f16{{$}}
# TCOLEXPANDEXPDIF_A
tcolexpandexpdif vec[t9 + 224], vec[zero + 4480], vec[s6 + 196576], 4095, 4095, f16
# CHECK: tcolexpandexpdif vec[t9 + 224], vec[zero + 4480], vec[s6 + 196576], 4095, 4095, f16 # encoding: [0x00,0x00,0x00,0xf0,0xff,0xff,0x0f,0xde,0x80,0xff,0xcb,0x33,0x02,0xe0,0x00,0xb0]
# DIS-NEXT: tcolexpandexpdif vec[t9 + 224], vec[zero + 4480], vec[s6 + 196576], 4095, 4095, f16{{$}}
# TROWMIN_A
trowmin vec[zero + 288], vec[s7 + 384], 4095, 1, 4095, 4095, f32
# CHECK: trowmin vec[zero + 288], vec[s7 + 384], 4095, 1, 4095, 4095, f32 # encoding: [0x00,0x00,0x00,0x10,0x00,0xff,0x2f,0xbe,0xfc,0xff,0xff,0x33,0x00,0x3f,0x01,0x00]
# DIS-NEXT: trowmin vec[zero + 288], vec[s7 + 384], 4095, 1, 4095, 4095, f32{{$}}
# TCOLMIN_A
tcolmin vec[zero + 288], vec[s7 + 384], 1, 4095, 4095, 4095, i32
# CHECK: tcolmin vec[zero + 288], vec[s7 + 384], 1, 4095, 4095, 4095, i32 # encoding: [0x00,0x00,0x00,0xf0,0xff,0x01,0x40,0xbf,0xfc,0xff,0xff,0x33,0x00,0x3f,0x01,0x00]
# DIS-NEXT: tcolmin vec[zero + 288], vec[s7 + 384], 1, 4095, 4095, 4095, i32{{$}}
# TROWPROD_A
trowprod vec[zero + 288], vec[s7 + 384], 8, 1, 8, 32, bf16
# CHECK: trowprod vec[zero + 288], vec[s7 + 384], 8, 1, 8, 32, bf16 # encoding: [0x00,0x00,0x00,0x10,0x00,0x08,0x10,0xe0,0x80,0x00,0x02,0x30,0x00,0x3f,0x01,0x00]
# DIS-NEXT: trowprod vec[zero + 288], vec[s7 + 384], 8, 1, 8, 32, bf16{{$}}
# TCOLPROD_A
tcolprod vec[zero + 288], vec[s7 + 384], 1, 16, 2, 16, f16
# CHECK: tcolprod vec[zero + 288], vec[s7 + 384], 1, 16, 2, 16, f16 # encoding: [0x00,0x00,0x00,0x00,0x01,0x01,0x00,0xe1,0x40,0x80,0x00,0x30,0x00,0x3f,0x01,0x00]
# DIS-NEXT: tcolprod vec[zero + 288], vec[s7 + 384], 1, 16, 2, 16, f16{{$}}
# TSUBS_A
tsubs vec[s7 + 196576], vec[zero + 288], a0, 16, 64, i32
# CHECK: tsubs vec[s7 + 196576], vec[zero + 288], a0, 16, 64, i32 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x40,0xb4,0x00,0x00,0x00,0x25,0x00,0xe0,0xff,0xfa]
# DIS-NEXT: tsubs vec[s7 + 196576], vec[zero + 288], a0, 16, 64, i32{{$}}
# TDIVS_A
tdivs vec[s7 + 196576], vec[zero + 288], a0, 16, 64, f16
# CHECK: tdivs vec[s7 + 196576], vec[zero + 288], a0, 16, 64, f16 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x00,0xb5,0x00,0x00,0x00,0x25,0x00,0xe0,0xff,0xfa]
# DIS-NEXT: tdivs vec[s7 + 196576], vec[zero + 288], a0, 16, 64, f16{{$}}
# TLRELU_A
tlrelu vec[s7 + 196576], vec[zero + 288], a0, 16, 64, bf16
# CHECK: tlrelu vec[s7 + 196576], vec[zero + 288], a0, 16, 64, bf16 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x10,0xb7,0x00,0x00,0x00,0x25,0x00,0xe0,0xff,0xfa]
# DIS-NEXT: tlrelu vec[s7 + 196576], vec[zero + 288], a0, 16, 64, bf16{{$}}
# TPOWS_A
tpows vec[s7 + 196576], vec[zero + 288], a0, 16, 64, f32
# CHECK: tpows vec[s7 + 196576], vec[zero + 288], a0, 16, 64, f32 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x20,0xe2,0x00,0x00,0x00,0x25,0x00,0xe0,0xff,0xfa]
# DIS-NEXT: tpows vec[s7 + 196576], vec[zero + 288], a0, 16, 64, f32{{$}}
# TDIVS_REV_A
tdivs.rev vec[t1 + 256], s7, vec[zero + 448], 64, 16, i32
# CHECK: tdivs.rev vec[t1 + 256], s7, vec[zero + 448], 64, 16, i32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x40,0x40,0xb6,0x00,0x00,0xe0,0x3b,0x00,0x00,0x01,0x30]
# DIS-NEXT: tdivs.rev vec[t1 + 256], s7, vec[zero + 448], 64, 16, i32{{$}}
# TPRELU_A
tprelu vec[t1 + 256], vec[zero + 448], vec[s7 + 640], 64, 16, f32
# CHECK: tprelu vec[t1 + 256], vec[zero + 448], vec[s7 + 640], 64, 16, f32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x40,0x20,0xa6,0x00,0x0a,0xe0,0x3b,0x00,0x00,0x01,0x30]
# DIS-NEXT: tprelu vec[t1 + 256], vec[zero + 448], vec[s7 + 640], 64, 16, f32{{$}}
# TPOW_A
tpow vec[t1 + 256], vec[zero + 448], vec[s7 + 640], 64, 16, bf16
# CHECK: tpow vec[t1 + 256], vec[zero + 448], vec[s7 + 640], 64, 16, bf16 # encoding: [0x00,0x00,0x00,0x00,0x01,0x40,0x10,0xa7,0x00,0x0a,0xe0,0x3b,0x00,0x00,0x01,0x30]
# DIS-NEXT: tpow vec[t1 + 256], vec[zero + 448], vec[s7 + 640], 64, 16, bf16{{$}}
# TAXPY_A
taxpy vec[a1 + 1024], vec[a1 + 1024], vec[zero + 2048], t2, 8, 32, f16
# CHECK: taxpy vec[a1 + 1024], vec[a1 + 1024], vec[zero + 2048], t2, 8, 32, f16 # encoding: [0x00,0x00,0x00,0x00,0x02,0x08,0x00,0xe3,0x00,0x00,0xe0,0x00,0x01,0x00,0x04,0x48]
# DIS-NEXT: taxpy vec[a1 + 1024], vec[a1 + 1024], vec[zero + 2048], t2, 8, 32, f16{{$}}
