# Every vector-pipe tile instruction on small f32 tiles with known results.
# REQUIRES: pto-sim
# RUN: pto-sim %s --kernel=vec --arg=buf:f32:2x4:iota --arg=buf:f32:30x8 \
# RUN:   --dump=1 | FileCheck %s

  .text
  .globl vec
vec:                          # a0: X = 2x4 iota, a1: one 8-float row per result
  li t0, 4
  li t6, 2                    # ttrans's 4x2 result is stored densely
  li t2, 0x40000000           # 2.0f
  li t3, 0x40400000           # 3.0f
  li t4, -1073741824          # 0xc0000000 = -2.0f
  tload vec[zero + 0], a0, t0, 2, 4, f32
  set_flag PIPE_MTE2, PIPE_V, 0
  wait_flag PIPE_MTE2, PIPE_V, 0
  # Y = X * -2 + 3 at vec+32; rowsum(X) at vec+64.
  tmuls vec[zero + 32], vec[zero + 0], t4, 2, 4, f32
  pipe_barrier PIPE_V
  tadds vec[zero + 32], vec[zero + 32], t3, 2, 4, f32
  trowsum vec[zero + 64], vec[zero + 0], 2, 1, 2, 4, f32
  pipe_barrier PIPE_V
  tadd vec[zero + 4096], vec[zero + 0], vec[zero + 0], 2, 4, f32   # tadd
  tsub vec[zero + 4160], vec[zero + 0], vec[zero + 32], 2, 4, f32   # tsub
  tmul vec[zero + 4224], vec[zero + 0], vec[zero + 0], 2, 4, f32   # tmul
  tdiv vec[zero + 4288], vec[zero + 0], vec[zero + 32], 2, 4, f32   # tdiv
  tmax vec[zero + 4352], vec[zero + 0], vec[zero + 32], 2, 4, f32   # tmax
  tmin vec[zero + 4416], vec[zero + 0], vec[zero + 32], 2, 4, f32   # tmin
  texp vec[zero + 4480], vec[zero + 0], 2, 4, f32   # texp
  tlog vec[zero + 4544], vec[zero + 0], 2, 4, f32   # tlog
  tsqrt vec[zero + 4608], vec[zero + 0], 2, 4, f32   # tsqrt
  trsqrt vec[zero + 4672], vec[zero + 0], 2, 4, f32   # trsqrt
  trecip vec[zero + 4736], vec[zero + 0], 2, 4, f32   # trecip
  tabs vec[zero + 4800], vec[zero + 32], 2, 4, f32   # tabs
  tneg vec[zero + 4864], vec[zero + 0], 2, 4, f32   # tneg
  trelu vec[zero + 4928], vec[zero + 32], 2, 4, f32   # trelu
  tadds vec[zero + 4992], vec[zero + 0], t2, 2, 4, f32   # tadds
  tmuls vec[zero + 5056], vec[zero + 0], t2, 2, 4, f32   # tmuls
  tmaxs vec[zero + 5120], vec[zero + 0], t3, 2, 4, f32   # tmaxs
  tmins vec[zero + 5184], vec[zero + 0], t3, 2, 4, f32   # tmins
  trowsum vec[zero + 5248], vec[zero + 0], 2, 1, 2, 4, f32   # trowsum
  trowmax vec[zero + 5312], vec[zero + 32], 2, 1, 2, 4, f32   # trowmax
  tcolsum vec[zero + 5376], vec[zero + 0], 1, 4, 2, 4, f32   # tcolsum
  tcolmax vec[zero + 5440], vec[zero + 32], 1, 4, 2, 4, f32   # tcolmax
  trowexpand vec[zero + 5504], vec[zero + 64], 2, 4, 2, 1, f32   # trowexpand
  tcolexpand vec[zero + 5568], vec[zero + 0], 2, 4, 1, 4, f32   # tcolexpand
  ttrans vec[zero + 5632], vec[zero + 0], 4, 2, f32   # ttrans
  textract vec[zero + 5696], vec[zero + 0], 1, 1, 1, 3, 2, 4, f32   # textract
  tmov vec[zero + 5760], vec[zero + 0], 2, 4, f32   # tmov
  tfill vec[zero + 5824], t2, 2, 4, f32   # tfill
  tmov vec[zero + 5888], vec[zero + 0], 2, 4, f32
  pipe_barrier PIPE_V
  tinsert vec[zero + 5888], vec[zero + 5888], vec[zero + 64], 0, 2, 2, 4, 2, 1, f32
  set_flag PIPE_V, PIPE_S, 0
  wait_flag PIPE_V, PIPE_S, 0
  tgetval t5, vec[zero + 5888], 1, 2, 2, 4, f32
  tsetval vec[zero + 5888], vec[zero + 5888], 0, 0, t5, 2, 4, f32
  set_flag PIPE_V, PIPE_MTE3, 0
  set_flag PIPE_S, PIPE_MTE3, 1
  wait_flag PIPE_V, PIPE_MTE3, 0
  wait_flag PIPE_S, PIPE_MTE3, 1
  mv t1, a1
  tstore t1, t0, vec[zero + 4096], 2, 4, f32   # tadd 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 4160], 2, 4, f32   # tsub 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 4224], 2, 4, f32   # tmul 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 4288], 2, 4, f32   # tdiv 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 4352], 2, 4, f32   # tmax 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 4416], 2, 4, f32   # tmin 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 4480], 2, 4, f32   # texp 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 4544], 2, 4, f32   # tlog 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 4608], 2, 4, f32   # tsqrt 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 4672], 2, 4, f32   # trsqrt 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 4736], 2, 4, f32   # trecip 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 4800], 2, 4, f32   # tabs 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 4864], 2, 4, f32   # tneg 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 4928], 2, 4, f32   # trelu 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 4992], 2, 4, f32   # tadds 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 5056], 2, 4, f32   # tmuls 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 5120], 2, 4, f32   # tmaxs 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 5184], 2, 4, f32   # tmins 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 5248], 2, 1, f32   # trowsum 2x1
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 5312], 2, 1, f32   # trowmax 2x1
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 5376], 1, 4, f32   # tcolsum 1x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 5440], 1, 4, f32   # tcolmax 1x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 5504], 2, 4, f32   # trowexpand 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 5568], 2, 4, f32   # tcolexpand 2x4
  addi t1, t1, 32
  tstore t1, t6, vec[zero + 5632], 4, 2, f32   # ttrans 4x2
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 5696], 1, 3, f32   # textract 1x3
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 5760], 2, 4, f32   # tmov 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 5824], 2, 4, f32   # tfill 2x4
  addi t1, t1, 32
  tstore t1, t0, vec[zero + 5888], 2, 4, f32   # tinsert+tsetval 2x4
  addi t1, t1, 32
  # The last row: tgetval's result (the f32 bits of 13.0) as an i32 word.
  set_flag PIPE_MTE3, PIPE_S, 0
  wait_flag PIPE_MTE3, PIPE_S, 0
  sw t5, 0(t1)
  ret

# CHECK: arg1: f32[30x8]
# CHECK-NEXT: 0 2 4 6 8 10 12 14{{$}}
# CHECK-NEXT: -3 0 3 6 9 12 15 18{{$}}
# CHECK-NEXT: 0 1 4 9 16 25 36 49{{$}}
# CHECK-NEXT: 0 1 -2 -1 -0.8 -0.714286 -0.666667 -0.636364{{$}}
# CHECK-NEXT: 3 1 2 3 4 5 6 7{{$}}
# CHECK-NEXT: 0 1 -1 -3 -5 -7 -9 -11{{$}}
# CHECK-NEXT: 1 2.71828 7.38906 20.0855 54.5981 148.413 403.429 1096.63{{$}}
# CHECK-NEXT: -inf 0 0.693147 1.09861 1.38629 1.60944 1.79176 1.94591{{$}}
# CHECK-NEXT: 0 1 1.41421 1.73205 2 2.23607 2.44949 2.64575{{$}}
# CHECK-NEXT: inf 1 0.707107 0.57735 0.5 0.447214 0.408248 0.377964{{$}}
# CHECK-NEXT: inf 1 0.5 0.333333 0.25 0.2 0.166667 0.142857{{$}}
# CHECK-NEXT: 3 1 1 3 5 7 9 11{{$}}
# CHECK-NEXT: -0 -1 -2 -3 -4 -5 -6 -7{{$}}
# CHECK-NEXT: 3 1 0 0 0 0 0 0{{$}}
# CHECK-NEXT: 2 3 4 5 6 7 8 9{{$}}
# CHECK-NEXT: 0 2 4 6 8 10 12 14{{$}}
# CHECK-NEXT: 3 3 3 3 4 5 6 7{{$}}
# CHECK-NEXT: 0 1 2 3 3 3 3 3{{$}}
# CHECK-NEXT: 6 0 0 0 22 0 0 0{{$}}
# CHECK-NEXT: 3 0 0 0 -5 0 0 0{{$}}
# CHECK-NEXT: 4 6 8 10 0 0 0 0{{$}}
# CHECK-NEXT: 3 1 -1 -3 0 0 0 0{{$}}
# CHECK-NEXT: 6 6 6 6 22 22 22 22{{$}}
# CHECK-NEXT: 0 1 2 3 0 1 2 3{{$}}
# CHECK-NEXT: 0 4 1 5 2 6 3 7{{$}}
# CHECK-NEXT: 5 6 7 0 0 0 0 0{{$}}
# CHECK-NEXT: 0 1 2 3 4 5 6 7{{$}}
# CHECK-NEXT: 2 2 2 2 2 2 2 2{{$}}
# CHECK-NEXT: 22 1 6 3 4 5 22 7{{$}}
# CHECK-NEXT: 22 0 0 0 0 0 0 0{{$}}
