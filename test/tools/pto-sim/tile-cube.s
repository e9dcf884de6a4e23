# Cube and move instructions: tmatmul, tmatmul.bias, tmatmul.acc (f16 -> f32
# and i8 -> i32), tmov/textract into left/right/bias, acc -> vec/gm through
# FIX, and tmov/textract/tinsert/tstore within mat.
# REQUIRES: pto-sim
# RUN: pto-sim %s --kernel=cube --arg=buf:f16:2x4:iota --arg=buf:f16:4x2:iota \
# RUN:   --arg=buf:f32:1x2:iota --arg=buf:f32:4x2 --arg=buf:i8:2x4:iota \
# RUN:   --arg=buf:i8:4x4:iota --arg=buf:i32:2x2 --arg=buf:f16:2x4 \
# RUN:   --dump=3 --dump=6 --dump=7 | FileCheck %s

# A = [[0,1,2,3],[4,5,6,7]], B = [[0,1],[2,3],[4,5],[6,7]]: AB = [[28,34],[76,98]].
# CHECK:      arg3: f32[4x2]
# CHECK-NEXT: 56 68{{$}}
# CHECK-NEXT: 152 196{{$}}
# CHECK-NEXT: 28 35{{$}}
# CHECK-NEXT: 76 99{{$}}
# i8: A8 (= A) times the window [0,4) x [2,4) of a 4x4 iota.
# CHECK:      arg6: i32[2x2]
# CHECK-NEXT: 68 74{{$}}
# CHECK-NEXT: 196 218{{$}}
# tinsert of B's rows 1-2 into a copy of A at (0, 1).
# CHECK:      arg7: f16[2x4]
# CHECK-NEXT: 0 2 3 3{{$}}
# CHECK-NEXT: 4 4 5 7{{$}}

  .text
  .globl cube
cube:
  li t0, 4
  li t1, 2
  tload mat[zero + 0], a0, t0, 2, 4, f16
  tload mat[zero + 512], a1, t1, 4, 2, f16
  tload mat[zero + 1024], a2, t1, 1, 2, f32
  tload mat[zero + 2048], a4, t0, 2, 4, i8
  tload mat[zero + 2560], a5, t0, 4, 4, i8
  set_flag PIPE_MTE2, PIPE_MTE1, 0
  wait_flag PIPE_MTE2, PIPE_MTE1, 0
  tmov left[zero + 0], mat[zero + 0], 2, 4, f16
  tmov right[zero + 0], mat[zero + 512], 4, 2, f16
  tmov bias[zero + 0], mat[zero + 1024], 1, 2, f32
  textract left[zero + 512], mat[zero + 2048], 0, 0, 2, 4, 2, 4, i8
  textract right[zero + 512], mat[zero + 2560], 0, 2, 4, 2, 4, 4, i8
  tmov mat[zero + 3072], mat[zero + 0], 2, 4, f16
  textract mat[zero + 4096], mat[zero + 512], 1, 0, 2, 2, 4, 2, f16
  pipe_barrier PIPE_MTE1
  tinsert mat[zero + 3072], mat[zero + 3072], mat[zero + 4096], 0, 1, 2, 4, 2, 2, f16
  set_flag PIPE_MTE1, PIPE_M, 0
  set_flag PIPE_MTE1, PIPE_MTE3, 0
  wait_flag PIPE_MTE1, PIPE_M, 0
  tmatmul acc[zero + 0], left[zero + 0], right[zero + 0], 2, 2, 4, f32, f16
  tmatmul.bias acc[zero + 512], left[zero + 0], right[zero + 0], bias[zero + 0], 2, 2, 4, f32, f16
  tmatmul acc[zero + 1024], left[zero + 512], right[zero + 512], 2, 2, 4, i32, i8
  pipe_barrier PIPE_M
  tmatmul.acc acc[zero + 0], acc[zero + 0], left[zero + 0], right[zero + 0], 2, 2, 4, f32, f16
  set_flag PIPE_M, PIPE_FIX, 0
  wait_flag PIPE_M, PIPE_FIX, 0
  tstore a3, t1, acc[zero + 0], 2, 2, f32
  tmov vec[zero + 0], acc[zero + 512], 2, 2, f32
  tstore a6, t1, acc[zero + 1024], 2, 2, i32
  set_flag PIPE_FIX, PIPE_MTE3, 0
  wait_flag PIPE_FIX, PIPE_MTE3, 0
  addi t2, a3, 16
  tstore t2, t1, vec[zero + 0], 2, 2, f32
  wait_flag PIPE_MTE1, PIPE_MTE3, 0
  tstore a7, t0, mat[zero + 3072], 2, 4, f16
  ret
