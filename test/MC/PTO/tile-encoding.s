# Encoding of every real tile instruction (docs/isa.md, "Tile
# instructions"), and the round trip asm -> object -> disassembly -> the same
# asm -> the same object. The bytes were computed from the documented layout,
# not from the TableGen description (a separate encoder of the layout in
# docs/isa.md computed them).
#
# RUN: pto-mc --show-encoding %s | FileCheck %s
# RUN: pto-mc -filetype=obj %s -o %t.o
# RUN: pto-mc --disassemble --no-addresses %t.o | FileCheck %s --check-prefix=DIS
# RUN: pto-mc --disassemble %t.o -o %t.dis.s
# RUN: pto-mc -filetype=obj %t.dis.s -o %t.2.o
# RUN: pto-mc --disassemble --no-addresses %t.2.o | FileCheck %s --check-prefix=DIS
# RUN: llvm-objcopy -O binary --only-section=.text %t.o %t.text
# RUN: llvm-objcopy -O binary --only-section=.text %t.2.o %t.2.text
# RUN: cmp %t.text %t.2.text
# Tile and scalar instructions mix: the first word's opcode tells the size.
# RUN: llvm-objdump -h %t.o | FileCheck %s --check-prefix=SIZE
# SIZE: .text {{0*}}530 

# DIS: .text
# TLOAD_MAT_A
tload mat[zero + 32], a0, a1, 16, 64, f16
# CHECK: tload mat[zero + 32], a0, a1, 16, 64, f16 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x00,0x80,0x00,0x00,0x09,0x01,0x00,0x20,0x00,0x00]
# DIS-NEXT: tload mat[zero + 32], a0, a1, 16, 64, f16{{$}}
# TLOAD_VEC_A
tload vec[a3 + 512], a1, t2, 64, 16, bf16
# CHECK: tload vec[a3 + 512], a1, t2, 64, 16, bf16 # encoding: [0x00,0x00,0x00,0x00,0x01,0x40,0x10,0x81,0x00,0x00,0x27,0x01,0x00,0x00,0x02,0x58]
# DIS-NEXT: tload vec[a3 + 512], a1, t2, 64, 16, bf16{{$}}
# TSTORE_VEC_A
tstore t2, s0, vec[zero + 1440], 1, 4095, f32
# CHECK: tstore t2, s0, vec[zero + 1440], 1, 4095, f32 # encoding: [0x00,0x00,0x00,0xf0,0xff,0x01,0x20,0x84,0x00,0x00,0xf8,0x00,0x00,0xa0,0x05,0x00]
# DIS-NEXT: tstore t2, s0, vec[zero + 1440], 1, 4095, f32{{$}}
# TSTORE_MAT_A
tstore s0, a7, mat[t1 + 768], 4095, 1, i8
# CHECK: tstore s0, a7, mat[t1 + 768], 4095, 1, i8 # encoding: [0x00,0x00,0x00,0x10,0x00,0xff,0x3f,0x85,0x00,0x00,0x0f,0x03,0x00,0x00,0x03,0x30]
# DIS-NEXT: tstore s0, a7, mat[t1 + 768], 4095, 1, i8{{$}}
# TSTORE_ACC_A
tstore a7, a0, acc[zero + 33280], 32, 128, i32
# CHECK: tstore a7, a0, acc[zero + 33280], 32, 128, i32 # encoding: [0x00,0x00,0x00,0x00,0x08,0x20,0x40,0x86,0x00,0x00,0xe8,0x01,0x00,0x00,0x82,0x00]
# DIS-NEXT: tstore a7, a0, acc[zero + 33280], 32, 128, i32{{$}}
# TMOV_LEFT_MAT_A
tmov left[s7 + 2048], mat[zero + 224], 16, 64, f16
# CHECK: tmov left[s7 + 2048], mat[zero + 224], 16, 64, f16 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x00,0x88,0x00,0x00,0x00,0x1c,0x00,0x00,0x08,0xf8]
# DIS-NEXT: tmov left[s7 + 2048], mat[zero + 224], 16, 64, f16{{$}}
# TMOV_RIGHT_MAT_A
tmov right[zero + 11264], mat[a3 + 896], 64, 16, bf16
# CHECK: tmov right[zero + 11264], mat[a3 + 896], 64, 16, bf16 # encoding: [0x00,0x00,0x00,0x00,0x01,0x40,0x10,0x89,0x00,0x00,0x00,0x70,0x00,0x0b,0x2c,0x00]
# DIS-NEXT: tmov right[zero + 11264], mat[a3 + 896], 64, 16, bf16{{$}}
# TMOV_MAT_MAT_A
tmov mat[a3 + 192], mat[zero + 524256], 1, 4095, f32
# CHECK: tmov mat[a3 + 192], mat[zero + 524256], 1, 4095, f32 # encoding: [0x00,0x00,0x00,0xf0,0xff,0x01,0x20,0x8a,0x00,0x00,0x00,0xfc,0xff,0xc0,0x00,0x58]
# DIS-NEXT: tmov mat[a3 + 192], mat[zero + 524256], 1, 4095, f32{{$}}
# TMOV_BIAS_MAT_A
tmov bias[zero + 960], mat[t1 + 1536], 4095, 1, i8
# CHECK: tmov bias[zero + 960], mat[t1 + 1536], 4095, 1, i8 # encoding: [0x00,0x00,0x00,0x10,0x00,0xff,0x3f,0x8b,0x00,0x00,0x00,0xc0,0x00,0xc6,0x03,0x00]
# DIS-NEXT: tmov bias[zero + 960], mat[t1 + 1536], 4095, 1, i8{{$}}
# TMOV_VEC_ACC_A
tmov vec[t1 + 0], acc[zero + 7680], 32, 128, i32
# CHECK: tmov vec[t1 + 0], acc[zero + 7680], 32, 128, i32 # encoding: [0x00,0x00,0x00,0x00,0x08,0x20,0x40,0x8c,0x00,0x00,0x00,0xc0,0x03,0x00,0x00,0x30]
# DIS-NEXT: tmov vec[t1 + 0], acc[zero + 7680], 32, 128, i32{{$}}
# TMOV_MAT_ACC_A
tmov mat[zero + 224], acc[s7 + 5120], 16, 64, f16
# CHECK: tmov mat[zero + 224], acc[s7 + 5120], 16, 64, f16 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x00,0x8d,0x00,0x00,0x00,0x80,0x02,0xff,0x00,0x00]
# DIS-NEXT: tmov mat[zero + 224], acc[s7 + 5120], 16, 64, f16{{$}}
# TMOV_VEC_VEC_A
tmov vec[s7 + 896], vec[zero + 64], 64, 16, bf16
# CHECK: tmov vec[s7 + 896], vec[zero + 64], 64, 16, bf16 # encoding: [0x00,0x00,0x00,0x00,0x01,0x40,0x10,0x8e,0x00,0x00,0x00,0x08,0x00,0x80,0x03,0xf8]
# DIS-NEXT: tmov vec[s7 + 896], vec[zero + 64], 64, 16, bf16{{$}}
# TEXTRACT_VEC_VEC_A
textract vec[zero + 480], vec[a3 + 768], 0, 16, 1, 4079, 3, 4095, f32
# CHECK: textract vec[zero + 480], vec[a3 + 768], 0, 16, 1, 4079, 3, 4095, f32 # encoding: [0x00,0x01,0x00,0xf0,0xfe,0x01,0x20,0x90,0xfc,0xff,0x00,0x60,0x00,0xeb,0x01,0x00]
# DIS-NEXT: textract vec[zero + 480], vec[a3 + 768], 0, 16, 1, 4079, 3, 4095, f32{{$}}
# TEXTRACT_MAT_MAT_A
textract mat[a3 + 1536], mat[zero + 1920], 3, 0, 4092, 1, 4095, 2, i8
# CHECK: textract mat[a3 + 1536], mat[zero + 1920], 3, 0, 4092, 1, 4095, 2, i8 # encoding: [0x00,0x00,0x03,0x10,0x00,0xfc,0x3f,0x91,0x08,0xc0,0xff,0xf3,0x00,0x00,0x06,0x58]
# DIS-NEXT: textract mat[a3 + 1536], mat[zero + 1920], 3, 0, 4092, 1, 4095, 2, i8{{$}}
# TEXTRACT_LEFT_MAT_A
textract left[zero + 7680], mat[t1 + 960], 4063, 5, 32, 128, 4095, 133, i32
# CHECK: textract left[zero + 7680], mat[t1 + 960], 4063, 5, 32, 128, 4095, 133, i32 # encoding: [0x50,0x00,0xdf,0x0f,0x08,0x20,0x40,0x92,0x14,0xc2,0xff,0x7b,0x00,0x06,0x1e,0x00]
# DIS-NEXT: textract left[zero + 7680], mat[t1 + 960], 4063, 5, 32, 128, 4095, 133, i32{{$}}
# TEXTRACT_RIGHT_MAT_A
textract right[t1 + 5120], mat[zero + 416], 17, 4031, 16, 64, 33, 4095, f16
# CHECK: textract right[t1 + 5120], mat[zero + 416], 17, 4031, 16, 64, 33, 4095, f16 # encoding: [0xf0,0xfb,0x11,0x00,0x04,0x10,0x00,0x93,0xfc,0x7f,0x08,0x34,0x00,0x00,0x14,0x30]
# DIS-NEXT: textract right[t1 + 5120], mat[zero + 416], 17, 4031, 16, 64, 33, 4095, f16{{$}}
# TINSERT_VEC_A
tinsert vec[zero + 64], vec[zero + 64], vec[zero + 448], 0, 16, 64, 32, 64, 16, bf16
# CHECK: tinsert vec[zero + 64], vec[zero + 64], vec[zero + 448], 0, 16, 64, 32, 64, 16, bf16 # encoding: [0x00,0x01,0x00,0x00,0x02,0x40,0x10,0x94,0x40,0x00,0x10,0x38,0x00,0x40,0x00,0x00]
# DIS-NEXT: tinsert vec[zero + 64], vec[zero + 64], vec[zero + 448], 0, 16, 64, 32, 64, 16, bf16{{$}}
# TINSERT_MAT_A
tinsert mat[s7 + 524256], mat[s7 + 524256], mat[a3 + 1344], 3, 0, 4, 4095, 1, 4095, f32
# CHECK: tinsert mat[s7 + 524256], mat[s7 + 524256], mat[a3 + 1344], 3, 0, 4, 4095, 1, 4095, f32 # encoding: [0x00,0x00,0x03,0xf0,0xff,0x04,0x20,0x95,0xfc,0x7f,0x00,0xa8,0x00,0xeb,0xff,0xff]
# DIS-NEXT: tinsert mat[s7 + 524256], mat[s7 + 524256], mat[a3 + 1344], 3, 0, 4, 4095, 1, 4095, f32{{$}}
# TMATMUL_A
tmatmul acc[zero + 30720], left[a3 + 4096], right[zero + 10240], 4095, 1, 4095, i32, i8
# CHECK: tmatmul acc[zero + 30720], left[a3 + 4096], right[zero + 10240], 4095, 1, 4095, i32, i8 # encoding: [0x03,0x00,0xff,0x1f,0x00,0xff,0x4f,0x98,0x00,0xa0,0x00,0x00,0x02,0x0b,0x78,0x00]
# DIS-NEXT: tmatmul acc[zero + 30720], left[a3 + 4096], right[zero + 10240], 4095, 1, 4095, i32, i8{{$}}
# TMATMUL_ACC_A
tmatmul.acc acc[a3 + 15360], acc[a3 + 15360], left[t1 + 30720], right[zero + 38400], 32, 128, 64, f32, bf16
# CHECK: tmatmul.acc acc[a3 + 15360], acc[a3 + 15360], left[t1 + 30720], right[zero + 38400], 32, 128, 64, f32, bf16 # encoding: [0x01,0x00,0x40,0x00,0x08,0x20,0x20,0x99,0x00,0x58,0x02,0x00,0x0f,0x06,0x3c,0x58]
# DIS-NEXT: tmatmul.acc acc[a3 + 15360], acc[a3 + 15360], left[t1 + 30720], right[zero + 38400], 32, 128, 64, f32, bf16{{$}}
# TMATMUL_BIAS_A
tmatmul.bias acc[zero + 6656], left[t1 + 0], right[zero + 1536], bias[s7 + 384], 16, 64, 1, f32, f16
# CHECK: tmatmul.bias acc[zero + 6656], left[t1 + 0], right[zero + 1536], bias[s7 + 384], 16, 64, 1, f32, f16 # encoding: [0x00,0xf8,0x01,0x00,0x04,0x10,0x20,0x9a,0x0c,0x18,0x00,0x00,0x00,0x06,0x1a,0x00]
# DIS-NEXT: tmatmul.bias acc[zero + 6656], left[t1 + 0], right[zero + 1536], bias[s7 + 384], 16, 64, 1, f32, f16{{$}}
# TADD_A
tadd vec[t1 + 256], vec[zero + 448], vec[s7 + 640], 64, 16, bf16
# CHECK: tadd vec[t1 + 256], vec[zero + 448], vec[s7 + 640], 64, 16, bf16 # encoding: [0x00,0x00,0x00,0x00,0x01,0x40,0x10,0xa0,0x00,0x0a,0xe0,0x3b,0x00,0x00,0x01,0x30]
# DIS-NEXT: tadd vec[t1 + 256], vec[zero + 448], vec[s7 + 640], 64, 16, bf16{{$}}
# TSUB_A
tsub vec[zero + 1056], vec[s7 + 1344], vec[zero + 96], 1, 4095, f32
# CHECK: tsub vec[zero + 1056], vec[s7 + 1344], vec[zero + 96], 1, 4095, f32 # encoding: [0x00,0x00,0x00,0xf0,0xff,0x01,0x20,0xa1,0x80,0x01,0x00,0xa8,0x00,0x3f,0x04,0x00]
# DIS-NEXT: tsub vec[zero + 1056], vec[s7 + 1344], vec[zero + 96], 1, 4095, f32{{$}}
# TMUL_A
tmul vec[s7 + 256], vec[zero + 640], vec[a3 + 1024], 4095, 1, i8
# CHECK: tmul vec[s7 + 256], vec[zero + 640], vec[a3 + 1024], 4095, 1, i8 # encoding: [0x00,0x00,0x00,0x10,0x00,0xff,0x3f,0xa2,0x00,0x10,0x60,0x51,0x00,0x00,0x01,0xf8]
# DIS-NEXT: tmul vec[s7 + 256], vec[zero + 640], vec[a3 + 1024], 4095, 1, i8{{$}}
# TDIV_A
tdiv vec[zero + 1440], vec[a3 + 1920], vec[zero + 196576], 32, 128, i32
# CHECK: tdiv vec[zero + 1440], vec[a3 + 1920], vec[zero + 196576], 32, 128, i32 # encoding: [0x00,0x00,0x00,0x00,0x08,0x20,0x40,0xa3,0x80,0xff,0x0b,0xf0,0x00,0xab,0x05,0x00]
# DIS-NEXT: tdiv vec[zero + 1440], vec[a3 + 1920], vec[zero + 196576], 32, 128, i32{{$}}
# TMAX_A
tmax vec[a3 + 0], vec[zero + 196576], vec[t1 + 192], 16, 64, f16
# CHECK: tmax vec[a3 + 0], vec[zero + 196576], vec[t1 + 192], 16, 64, f16 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x00,0xa4,0x00,0x03,0xc0,0xfc,0x5f,0x00,0x00,0x58]
# DIS-NEXT: tmax vec[a3 + 0], vec[zero + 196576], vec[t1 + 192], 16, 64, f16{{$}}
# TMIN_A
tmin vec[zero + 196576], vec[t1 + 640], vec[zero + 832], 64, 16, bf16
# CHECK: tmin vec[zero + 196576], vec[t1 + 640], vec[zero + 832], 64, 16, bf16 # encoding: [0x00,0x00,0x00,0x00,0x01,0x40,0x10,0xa5,0x00,0x0d,0x00,0x50,0x00,0xe6,0xff,0x02]
# DIS-NEXT: tmin vec[zero + 196576], vec[t1 + 640], vec[zero + 832], 64, 16, bf16{{$}}
# TEXP_A
texp vec[t1 + 1344], vec[zero + 96], 1, 4095, f32
# CHECK: texp vec[t1 + 1344], vec[zero + 96], 1, 4095, f32 # encoding: [0x00,0x00,0x00,0xf0,0xff,0x01,0x20,0xa8,0x00,0x00,0x00,0x0c,0x00,0x40,0x05,0x30]
# DIS-NEXT: texp vec[t1 + 1344], vec[zero + 96], 1, 4095, f32{{$}}
# TLOG_A
tlog vec[zero + 640], vec[s7 + 1024], 4095, 1, i8
# CHECK: tlog vec[zero + 640], vec[s7 + 1024], 4095, 1, i8 # encoding: [0x00,0x00,0x00,0x10,0x00,0xff,0x3f,0xa9,0x00,0x00,0x00,0x80,0x00,0x9f,0x02,0x00]
# DIS-NEXT: tlog vec[zero + 640], vec[s7 + 1024], 4095, 1, i8{{$}}
# TSQRT_A
tsqrt vec[s7 + 1920], vec[zero + 2400], 32, 128, i32
# CHECK: tsqrt vec[s7 + 1920], vec[zero + 2400], 32, 128, i32 # encoding: [0x00,0x00,0x00,0x00,0x08,0x20,0x40,0xaa,0x00,0x00,0x00,0x2c,0x01,0x80,0x07,0xf8]
# DIS-NEXT: tsqrt vec[s7 + 1920], vec[zero + 2400], 32, 128, i32{{$}}
# TRSQRT_A
trsqrt vec[zero + 96], vec[a3 + 192], 16, 64, f16
# CHECK: trsqrt vec[zero + 96], vec[a3 + 192], 16, 64, f16 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x00,0xab,0x00,0x00,0x00,0x18,0x00,0x6b,0x00,0x00]
# DIS-NEXT: trsqrt vec[zero + 96], vec[a3 + 192], 16, 64, f16{{$}}
# TRECIP_A
trecip vec[a3 + 640], vec[zero + 832], 64, 16, bf16
# CHECK: trecip vec[a3 + 640], vec[zero + 832], 64, 16, bf16 # encoding: [0x00,0x00,0x00,0x00,0x01,0x40,0x10,0xac,0x00,0x00,0x00,0x68,0x00,0x80,0x02,0x58]
# DIS-NEXT: trecip vec[a3 + 640], vec[zero + 832], 64, 16, bf16{{$}}
# TABS_A
tabs vec[zero + 96], vec[t1 + 384], 1, 4095, f32
# CHECK: tabs vec[zero + 96], vec[t1 + 384], 1, 4095, f32 # encoding: [0x00,0x00,0x00,0xf0,0xff,0x01,0x20,0xad,0x00,0x00,0x00,0x30,0x00,0x66,0x00,0x00]
# DIS-NEXT: tabs vec[zero + 96], vec[t1 + 384], 1, 4095, f32{{$}}
# TNEG_A
tneg vec[t1 + 1024], vec[zero + 1408], 4095, 1, i8
# CHECK: tneg vec[t1 + 1024], vec[zero + 1408], 4095, 1, i8 # encoding: [0x00,0x00,0x00,0x10,0x00,0xff,0x3f,0xae,0x00,0x00,0x00,0xb0,0x00,0x00,0x04,0x30]
# DIS-NEXT: tneg vec[t1 + 1024], vec[zero + 1408], 4095, 1, i8{{$}}
# TRELU_A
trelu vec[zero + 2400], vec[s7 + 196576], 32, 128, i32
# CHECK: trelu vec[zero + 2400], vec[s7 + 196576], 32, 128, i32 # encoding: [0x00,0x00,0x00,0x00,0x08,0x20,0x40,0xaf,0x00,0x00,0x00,0xfc,0x5f,0x7f,0x09,0x00]
# DIS-NEXT: trelu vec[zero + 2400], vec[s7 + 196576], 32, 128, i32{{$}}
# TADDS_A
tadds vec[s7 + 196576], vec[zero + 288], a0, 16, 64, f16
# CHECK: tadds vec[s7 + 196576], vec[zero + 288], a0, 16, 64, f16 # encoding: [0x00,0x00,0x00,0x00,0x04,0x10,0x00,0xb0,0x00,0x00,0x00,0x25,0x00,0xe0,0xff,0xfa]
# DIS-NEXT: tadds vec[s7 + 196576], vec[zero + 288], a0, 16, 64, f16{{$}}
# TMULS_A
tmuls vec[zero + 832], vec[a3 + 0], a1, 64, 16, bf16
# CHECK: tmuls vec[zero + 832], vec[a3 + 0], a1, 64, 16, bf16 # encoding: [0x00,0x00,0x00,0x00,0x01,0x40,0x10,0xb1,0x00,0x00,0x20,0x01,0x00,0x4b,0x03,0x00]
# DIS-NEXT: tmuls vec[zero + 832], vec[a3 + 0], a1, 64, 16, bf16{{$}}
# TMAXS_A
tmaxs vec[a3 + 384], vec[zero + 672], t2, 1, 4095, f32
# CHECK: tmaxs vec[a3 + 384], vec[zero + 672], t2, 1, 4095, f32 # encoding: [0x00,0x00,0x00,0xf0,0xff,0x01,0x20,0xb2,0x00,0x00,0xe0,0x54,0x00,0x80,0x01,0x58]
# DIS-NEXT: tmaxs vec[a3 + 384], vec[zero + 672], t2, 1, 4095, f32{{$}}
# TMINS_A
tmins vec[zero + 1408], vec[t1 + 1792], s0, 4095, 1, i8
# CHECK: tmins vec[zero + 1408], vec[t1 + 1792], s0, 4095, 1, i8 # encoding: [0x00,0x00,0x00,0x10,0x00,0xff,0x3f,0xb3,0x00,0x00,0x00,0xe3,0x00,0x86,0x05,0x00]
# DIS-NEXT: tmins vec[zero + 1408], vec[t1 + 1792], s0, 4095, 1, i8{{$}}
# TROWSUM_A
trowsum vec[t1 + 320], vec[zero + 800], 32, 1, 32, 128, i32
# CHECK: trowsum vec[t1 + 320], vec[zero + 800], 32, 1, 32, 128, i32 # encoding: [0x00,0x00,0x00,0x10,0x00,0x20,0x40,0xb8,0x00,0x02,0x08,0x64,0x00,0x40,0x01,0x30]
# DIS-NEXT: trowsum vec[t1 + 320], vec[zero + 800], 32, 1, 32, 128, i32{{$}}
# TROWMAX_A
trowmax vec[zero + 288], vec[s7 + 384], 4095, 1, 4095, 4095, f16
# CHECK: trowmax vec[zero + 288], vec[s7 + 384], 4095, 1, 4095, 4095, f16 # encoding: [0x00,0x00,0x00,0x10,0x00,0xff,0x0f,0xb9,0xfc,0xff,0xff,0x33,0x00,0x3f,0x01,0x00]
# DIS-NEXT: trowmax vec[zero + 288], vec[s7 + 384], 4095, 1, 4095, 4095, f16{{$}}
# TCOLSUM_A
tcolsum vec[s7 + 0], vec[zero + 192], 1, 16, 64, 16, bf16
# CHECK: tcolsum vec[s7 + 0], vec[zero + 192], 1, 16, 64, 16, bf16 # encoding: [0x00,0x00,0x00,0x00,0x01,0x01,0x10,0xba,0x40,0x00,0x10,0x18,0x00,0x00,0x00,0xf8]
# DIS-NEXT: tcolsum vec[s7 + 0], vec[zero + 192], 1, 16, 64, 16, bf16{{$}}
# TCOLMAX_A
tcolmax vec[zero + 672], vec[a3 + 960], 1, 4095, 1, 4095, f32
# CHECK: tcolmax vec[zero + 672], vec[a3 + 960], 1, 4095, 1, 4095, f32 # encoding: [0x00,0x00,0x00,0xf0,0xff,0x01,0x20,0xbb,0xfc,0x7f,0x00,0x78,0x00,0xab,0x02,0x00]
# DIS-NEXT: tcolmax vec[zero + 672], vec[a3 + 960], 1, 4095, 1, 4095, f32{{$}}
# TROWEXPAND_A
trowexpand vec[a3 + 1792], vec[zero + 196576], 4095, 2, 4095, 1, i8
# CHECK: trowexpand vec[a3 + 1792], vec[zero + 196576], 4095, 2, 4095, 1, i8 # encoding: [0x00,0x00,0x00,0x20,0x00,0xff,0x3f,0xbc,0x04,0xc0,0xff,0xff,0x5f,0x00,0x07,0x58]
# DIS-NEXT: trowexpand vec[a3 + 1792], vec[zero + 196576], 4095, 2, 4095, 1, i8{{$}}
# TCOLEXPAND_A
tcolexpand vec[zero + 196576], vec[t1 + 1280], 32, 128, 1, 128, i32
# CHECK: tcolexpand vec[zero + 196576], vec[t1 + 1280], 32, 128, 1, 128, i32 # encoding: [0x00,0x00,0x00,0x00,0x08,0x20,0x40,0xbd,0x00,0x42,0x00,0xa0,0x00,0xe6,0xff,0x02]
# DIS-NEXT: tcolexpand vec[zero + 196576], vec[t1 + 1280], 32, 128, 1, 128, i32{{$}}
# TCVT_A
tcvt vec[t1 + 384], vec[zero + 480], 16, 64, f16, i8
# CHECK: tcvt vec[t1 + 384], vec[zero + 480], 16, 64, f16, i8 # encoding: [0x03,0x00,0x00,0x00,0x04,0x10,0x00,0xc0,0x00,0x00,0x00,0x3c,0x00,0x80,0x01,0x30]
# DIS-NEXT: tcvt vec[t1 + 384], vec[zero + 480], 16, 64, f16, i8{{$}}
# TTRANS_A
ttrans vec[zero + 192], vec[s7 + 384], 64, 16, bf16
# CHECK: ttrans vec[zero + 192], vec[s7 + 384], 64, 16, bf16 # encoding: [0x00,0x00,0x00,0x00,0x01,0x40,0x10,0xc1,0x00,0x00,0x00,0x30,0x00,0xdf,0x00,0x00]
# DIS-NEXT: ttrans vec[zero + 192], vec[s7 + 384], 64, 16, bf16{{$}}
# TFILL_A
tfill vec[s7 + 960], t2, 1, 4095, f32
# CHECK: tfill vec[s7 + 960], t2, 1, 4095, f32 # encoding: [0x00,0x00,0x00,0xf0,0xff,0x01,0x20,0xc2,0x00,0x00,0xe0,0x00,0x00,0xc0,0x03,0xf8]
# DIS-NEXT: tfill vec[s7 + 960], t2, 1, 4095, f32{{$}}
# TGETVAL_A
tgetval s0, vec[zero + 128], 0, 16, 1, 17, i8
# CHECK: tgetval s0, vec[zero + 128], 0, 16, 1, 17, i8 # encoding: [0x00,0x01,0x00,0x10,0x01,0x01,0x30,0xc8,0x00,0x00,0x00,0x03,0x00,0x80,0x00,0x00]
# DIS-NEXT: tgetval s0, vec[zero + 128], 0, 16, 1, 17, i8{{$}}
# TSETVAL_A
tsetval vec[a3 + 1280], vec[a3 + 1280], 3, 0, a7, 32, 128, i32
# CHECK: tsetval vec[a3 + 1280], vec[a3 + 1280], 3, 0, a7, 32, 128, i32 # encoding: [0x00,0x00,0x03,0x00,0x08,0x20,0x40,0xc9,0x00,0x00,0xe0,0x01,0x00,0x00,0x05,0x58]
# DIS-NEXT: tsetval vec[a3 + 1280], vec[a3 + 1280], 3, 0, a7, 32, 128, i32{{$}}
# A scalar instruction between tile instructions.
add a0, a1, a2
# CHECK: add a0, a1, a2 # encoding: [0x00,0x00,0x00,0x00,0x00,0x54,0x42,0x01]
# DIS-NEXT: add a0, a1, a2{{$}}
nop
# CHECK: nop # encoding: [0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00]
# DIS-NEXT: nop{{$}}

# Each operand the real instructions carry for their sources, alone: two
# encodings that differ only in it show its field (docs/isa.md).
# tstore rows (Inst{51-40})
tstore a0, a1, vec[zero + 0], 1, 16, f32
# CHECK: tstore a0, a1, vec[zero + 0], 1, 16, f32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x01,0x20,0x84,0x00,0x00,0x09,0x01,0x00,0x00,0x00,0x00]
# DIS-NEXT: tstore a0, a1, vec[zero + 0], 1, 16, f32{{$}}
tstore a0, a1, vec[zero + 0], 2, 16, f32
# CHECK: tstore a0, a1, vec[zero + 0], 2, 16, f32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x02,0x20,0x84,0x00,0x00,0x09,0x01,0x00,0x00,0x00,0x00]
# DIS-NEXT: tstore a0, a1, vec[zero + 0], 2, 16, f32{{$}}
# tstore cols (Inst{39-28})
tstore a0, a1, vec[zero + 0], 16, 1, f32
# CHECK: tstore a0, a1, vec[zero + 0], 16, 1, f32 # encoding: [0x00,0x00,0x00,0x10,0x00,0x10,0x20,0x84,0x00,0x00,0x09,0x01,0x00,0x00,0x00,0x00]
# DIS-NEXT: tstore a0, a1, vec[zero + 0], 16, 1, f32{{$}}
tstore a0, a1, vec[zero + 0], 16, 2, f32
# CHECK: tstore a0, a1, vec[zero + 0], 16, 2, f32 # encoding: [0x00,0x00,0x00,0x20,0x00,0x10,0x20,0x84,0x00,0x00,0x09,0x01,0x00,0x00,0x00,0x00]
# DIS-NEXT: tstore a0, a1, vec[zero + 0], 16, 2, f32{{$}}
# textract srcrows (Inst{89-78})
textract vec[zero + 0], vec[zero + 1024], 0, 0, 1, 8, 1, 8, f32
# CHECK: textract vec[zero + 0], vec[zero + 1024], 0, 0, 1, 8, 1, 8, f32 # encoding: [0x00,0x00,0x00,0x80,0x00,0x01,0x20,0x90,0x20,0x40,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: textract vec[zero + 0], vec[zero + 1024], 0, 0, 1, 8, 1, 8, f32{{$}}
textract vec[zero + 0], vec[zero + 1024], 0, 0, 1, 8, 2, 8, f32
# CHECK: textract vec[zero + 0], vec[zero + 1024], 0, 0, 1, 8, 2, 8, f32 # encoding: [0x00,0x00,0x00,0x80,0x00,0x01,0x20,0x90,0x20,0x80,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: textract vec[zero + 0], vec[zero + 1024], 0, 0, 1, 8, 2, 8, f32{{$}}
# textract srccols (Inst{77-66})
textract vec[zero + 0], vec[zero + 1024], 0, 0, 1, 8, 1, 8, f32
# CHECK: textract vec[zero + 0], vec[zero + 1024], 0, 0, 1, 8, 1, 8, f32 # encoding: [0x00,0x00,0x00,0x80,0x00,0x01,0x20,0x90,0x20,0x40,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: textract vec[zero + 0], vec[zero + 1024], 0, 0, 1, 8, 1, 8, f32{{$}}
textract vec[zero + 0], vec[zero + 1024], 0, 0, 1, 8, 1, 9, f32
# CHECK: textract vec[zero + 0], vec[zero + 1024], 0, 0, 1, 8, 1, 9, f32 # encoding: [0x00,0x00,0x00,0x80,0x00,0x01,0x20,0x90,0x24,0x40,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: textract vec[zero + 0], vec[zero + 1024], 0, 0, 1, 8, 1, 9, f32{{$}}
# tinsert srcrows
tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], 0, 0, 16, 16, 1, 16, f32
# CHECK: tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], 0, 0, 16, 16, 1, 16, f32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x10,0x20,0x94,0x40,0x40,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], 0, 0, 16, 16, 1, 16, f32{{$}}
tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], 0, 0, 16, 16, 2, 16, f32
# CHECK: tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], 0, 0, 16, 16, 2, 16, f32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x10,0x20,0x94,0x40,0x80,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], 0, 0, 16, 16, 2, 16, f32{{$}}
# tinsert srccols
tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], 0, 0, 16, 16, 16, 1, f32
# CHECK: tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], 0, 0, 16, 16, 16, 1, f32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x10,0x20,0x94,0x04,0x00,0x04,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], 0, 0, 16, 16, 16, 1, f32{{$}}
tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], 0, 0, 16, 16, 16, 2, f32
# CHECK: tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], 0, 0, 16, 16, 16, 2, f32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x10,0x20,0x94,0x08,0x00,0x04,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], 0, 0, 16, 16, 16, 2, f32{{$}}
# trowsum srccols
trowsum vec[zero + 0], vec[zero + 1024], 16, 1, 16, 1, f32
# CHECK: trowsum vec[zero + 0], vec[zero + 1024], 16, 1, 16, 1, f32 # encoding: [0x00,0x00,0x00,0x10,0x00,0x10,0x20,0xb8,0x04,0x00,0x04,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: trowsum vec[zero + 0], vec[zero + 1024], 16, 1, 16, 1, f32{{$}}
trowsum vec[zero + 0], vec[zero + 1024], 16, 1, 16, 2, f32
# CHECK: trowsum vec[zero + 0], vec[zero + 1024], 16, 1, 16, 2, f32 # encoding: [0x00,0x00,0x00,0x10,0x00,0x10,0x20,0xb8,0x08,0x00,0x04,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: trowsum vec[zero + 0], vec[zero + 1024], 16, 1, 16, 2, f32{{$}}
# tcolsum srcrows
tcolsum vec[zero + 0], vec[zero + 1024], 1, 16, 1, 16, f32
# CHECK: tcolsum vec[zero + 0], vec[zero + 1024], 1, 16, 1, 16, f32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x01,0x20,0xba,0x40,0x40,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tcolsum vec[zero + 0], vec[zero + 1024], 1, 16, 1, 16, f32{{$}}
tcolsum vec[zero + 0], vec[zero + 1024], 1, 16, 2, 16, f32
# CHECK: tcolsum vec[zero + 0], vec[zero + 1024], 1, 16, 2, 16, f32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x01,0x20,0xba,0x40,0x80,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tcolsum vec[zero + 0], vec[zero + 1024], 1, 16, 2, 16, f32{{$}}
# trowexpand srcrows, srccols
trowexpand vec[zero + 0], vec[zero + 1024], 1, 16, 1, 1, f32
# CHECK: trowexpand vec[zero + 0], vec[zero + 1024], 1, 16, 1, 1, f32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x01,0x20,0xbc,0x04,0x40,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: trowexpand vec[zero + 0], vec[zero + 1024], 1, 16, 1, 1, f32{{$}}
trowexpand vec[zero + 0], vec[zero + 1024], 2, 16, 2, 1, f32
# CHECK: trowexpand vec[zero + 0], vec[zero + 1024], 2, 16, 2, 1, f32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x02,0x20,0xbc,0x04,0x80,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: trowexpand vec[zero + 0], vec[zero + 1024], 2, 16, 2, 1, f32{{$}}
# tmatmul k (Inst{27-16})
tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 1, f32, f16
# CHECK: tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 1, f32, f16 # encoding: [0x00,0x00,0x01,0x00,0x01,0x10,0x20,0x98,0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00]
# DIS-NEXT: tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 1, f32, f16{{$}}
tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 2, f32, f16
# CHECK: tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 2, f32, f16 # encoding: [0x00,0x00,0x02,0x00,0x01,0x10,0x20,0x98,0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00]
# DIS-NEXT: tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 2, f32, f16{{$}}
# tmatmul srcdtype (Inst{3-0})
tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 16, f32, f16
# CHECK: tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 16, f32, f16 # encoding: [0x00,0x00,0x10,0x00,0x01,0x10,0x20,0x98,0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00]
# DIS-NEXT: tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 16, f32, f16{{$}}
tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 16, f32, bf16
# CHECK: tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 16, f32, bf16 # encoding: [0x01,0x00,0x10,0x00,0x01,0x10,0x20,0x98,0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00]
# DIS-NEXT: tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 16, 16, 16, f32, bf16{{$}}
# tmatmul.bias t3 (Inst{15-4} high bits, Inst{70-64} low bits)
tmatmul.bias acc[zero + 0], left[zero + 0], right[zero + 0], bias[zero + 64], 16, 16, 16, f32, f16
# CHECK: tmatmul.bias acc[zero + 0], left[zero + 0], right[zero + 0], bias[zero + 64], 16, 16, 16, f32, f16 # encoding: [0x00,0x00,0x10,0x00,0x01,0x10,0x20,0x9a,0x02,0x00,0x00,0x00,0x00,0x00,0x00,0x00]
# DIS-NEXT: tmatmul.bias acc[zero + 0], left[zero + 0], right[zero + 0], bias[zero + 64], 16, 16, 16, f32, f16{{$}}
tmatmul.bias acc[zero + 0], left[zero + 0], right[zero + 0], bias[a0 + 64], 16, 16, 16, f32, f16
# CHECK: tmatmul.bias acc[zero + 0], left[zero + 0], right[zero + 0], bias[a0 + 64], 16, 16, 16, f32, f16 # encoding: [0x00,0x40,0x10,0x00,0x01,0x10,0x20,0x9a,0x02,0x00,0x00,0x00,0x00,0x00,0x00,0x00]
# DIS-NEXT: tmatmul.bias acc[zero + 0], left[zero + 0], right[zero + 0], bias[a0 + 64], 16, 16, 16, f32, f16{{$}}
# tcvt srcdtype (Inst{3-0})
tcvt vec[zero + 0], vec[zero + 1024], 16, 16, f32, f16
# CHECK: tcvt vec[zero + 0], vec[zero + 1024], 16, 16, f32, f16 # encoding: [0x00,0x00,0x00,0x00,0x01,0x10,0x20,0xc0,0x00,0x00,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tcvt vec[zero + 0], vec[zero + 1024], 16, 16, f32, f16{{$}}
tcvt vec[zero + 0], vec[zero + 1024], 16, 16, f32, i32
# CHECK: tcvt vec[zero + 0], vec[zero + 1024], 16, 16, f32, i32 # encoding: [0x04,0x00,0x00,0x00,0x01,0x10,0x20,0xc0,0x00,0x00,0x00,0x80,0x00,0x00,0x00,0x00]
# DIS-NEXT: tcvt vec[zero + 0], vec[zero + 1024], 16, 16, f32, i32{{$}}
# tgetval rows
tgetval a0, vec[zero + 0], 0, 0, 1, 16, f32
# CHECK: tgetval a0, vec[zero + 0], 0, 0, 1, 16, f32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x01,0x20,0xc8,0x00,0x00,0x00,0x01,0x00,0x00,0x00,0x00]
# DIS-NEXT: tgetval a0, vec[zero + 0], 0, 0, 1, 16, f32{{$}}
tgetval a0, vec[zero + 0], 0, 0, 2, 16, f32
# CHECK: tgetval a0, vec[zero + 0], 0, 0, 2, 16, f32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x02,0x20,0xc8,0x00,0x00,0x00,0x01,0x00,0x00,0x00,0x00]
# DIS-NEXT: tgetval a0, vec[zero + 0], 0, 0, 2, 16, f32{{$}}
# tgetval cols
tgetval a0, vec[zero + 0], 0, 0, 16, 1, f32
# CHECK: tgetval a0, vec[zero + 0], 0, 0, 16, 1, f32 # encoding: [0x00,0x00,0x00,0x10,0x00,0x10,0x20,0xc8,0x00,0x00,0x00,0x01,0x00,0x00,0x00,0x00]
# DIS-NEXT: tgetval a0, vec[zero + 0], 0, 0, 16, 1, f32{{$}}
tgetval a0, vec[zero + 0], 0, 0, 16, 2, f32
# CHECK: tgetval a0, vec[zero + 0], 0, 0, 16, 2, f32 # encoding: [0x00,0x00,0x00,0x20,0x00,0x10,0x20,0xc8,0x00,0x00,0x00,0x01,0x00,0x00,0x00,0x00]
# DIS-NEXT: tgetval a0, vec[zero + 0], 0, 0, 16, 2, f32{{$}}
# the in-place operand has no field: tmatmul.acc a and b follow the destination
tmatmul.acc acc[zero + 512], acc[zero + 512], left[zero + 512], right[zero + 1024], 16, 16, 16, f32, f16
# CHECK: tmatmul.acc acc[zero + 512], acc[zero + 512], left[zero + 512], right[zero + 1024], 16, 16, 16, f32, f16 # encoding: [0x00,0x00,0x10,0x00,0x01,0x10,0x20,0x99,0x00,0x10,0x00,0x40,0x00,0x00,0x02,0x00]
# DIS-NEXT: tmatmul.acc acc[zero + 512], acc[zero + 512], left[zero + 512], right[zero + 1024], 16, 16, 16, f32, f16{{$}}
# tsetval: only the destination and the value register
tsetval vec[zero + 32], vec[zero + 32], 0, 0, a0, 16, 16, f32
# CHECK: tsetval vec[zero + 32], vec[zero + 32], 0, 0, a0, 16, 16, f32 # encoding: [0x00,0x00,0x00,0x00,0x01,0x10,0x20,0xc9,0x00,0x00,0x00,0x01,0x00,0x20,0x00,0x00]
# DIS-NEXT: tsetval vec[zero + 32], vec[zero + 32], 0, 0, a0, 16, 16, f32{{$}}
