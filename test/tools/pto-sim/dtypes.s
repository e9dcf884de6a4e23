# Element types: f16/bf16 arithmetic rounds once to the element type, i32
# wraps (x / 0 = 0), tcvt rounds to nearest even and saturates, i8 tiles,
# tile-scalar operands as element bit patterns. Buffers round-trip through
# .npy files (dtype and shape from the header).
# REQUIRES: pto-sim
# RUN: pto-sim %s --kernel=dtypes --arg=buf:f32:2x4:iota --arg=buf:i32:7x4 --arg=buf:f16:2x4 \
# RUN:   --arg=buf:bf16:2x4 --arg=buf:i8:1x8:iota --arg=buf:i8:1x8 \
# RUN:   --dump=1 --dump=2 --dump=3 --dump=5 --out=2=%t.f16.npy \
# RUN:   --out=1=%t.i32.npy --out=3=%t.raw | FileCheck %s
# CHECK:      arg1: i32[7x4]
# tcvt f32 -> i32 of x/2 (ties to even): 0 0.5 1 1.5 2 2.5 3 3.5
# CHECK-NEXT: 0 0 1 2{{$}}
# CHECK-NEXT: 2 2 3 4{{$}}
# i32: (iota + 2147483647) wraps; a 1x4 zero fill; iota / 2 truncates
# CHECK-NEXT: 2147483647 -2147483648 -2147483647 -2147483646{{$}}
# CHECK-NEXT: -2147483645 -2147483644 -2147483643 -2147483642{{$}}
# CHECK-NEXT: 0 0 0 0{{$}}
# CHECK-NEXT: 0 0 1 1{{$}}
# CHECK-NEXT: 2 2 3 3{{$}}
# CHECK:      arg2: f16[2x4]
# f16: x/2 + 2048 rounds to the f16 grid (spacing 2 above 2048, ties even)
# CHECK-NEXT: 2048 2048 2048 2050{{$}}
# CHECK-NEXT: 2050 2050 2052 2052{{$}}
# CHECK:      arg3: bf16[2x4]
# bf16: (x/2) * 1.0078125 rounds to 8 significant bits (1.51171875 ties to
# 1.515625, 2.51953125 -> 2.515625, 3.0234375 ties to 3.03125)
# CHECK-NEXT: 0 0.503906 1.00781 1.51562{{$}}
# CHECK-NEXT: 2.01562 2.51562 3.03125 3.53125{{$}}
# CHECK:      arg5: i8[1x8]
# i8: -(iota) then relu(-x + 3) = max(3 - x, 0)
# CHECK-NEXT: 3 2 1 0 0 0 0 0{{$}}

# RUN: pto-sim %s --kernel=echo --arg=file:%t.f16.npy --dump=0 \
# RUN:   | FileCheck %s --check-prefix=NPY
# NPY:      arg0: f16[2x4]
# NPY-NEXT: 2048 2048 2048 2050{{$}}
# RUN: pto-sim %s --kernel=echo --arg=file:%t.i32.npy --dump=0 \
# RUN:   | FileCheck %s --check-prefix=NPY32
# NPY32: arg0: i32[7x4]
# RUN: pto-sim %s --kernel=echo --arg=file:%t.raw:bf16:2x4 --dump=0 \
# RUN:   | FileCheck %s --check-prefix=RAW
# RAW: arg0: bf16[2x4]
# RAW-NEXT: 0 0.503906 1.00781 1.51562{{$}}
# RUN: head -c 70 %t.f16.npy | FileCheck %s --check-prefix=HDR
# HDR: NUMPY{{.*}}{'descr': '<f2', 'fortran_order': False, 'shape': (2, 4), }

  .text
  .globl dtypes
dtypes:
  li t0, 4
  li t1, 8
  tload vec[zero + 0], a0, t0, 2, 4, f32
  tload vec[zero + 32], a4, t1, 1, 8, i8
  set_flag PIPE_MTE2, PIPE_V, 0
  wait_flag PIPE_MTE2, PIPE_V, 0
  li t2, 0x3f000000                     # 0.5f
  tmuls vec[zero + 64], vec[zero + 0], t2, 2, 4, f32
  pipe_barrier PIPE_V
  tcvt vec[zero + 128], vec[zero + 64], 2, 4, i32, f32
  tcvt vec[zero + 192], vec[zero + 64], 2, 4, f16, f32
  tcvt vec[zero + 224], vec[zero + 64], 2, 4, bf16, f32
  tcvt vec[zero + 256], vec[zero + 0], 2, 4, i32, f32
  pipe_barrier PIPE_V
  li t3, 2147483647
  tadds vec[zero + 288], vec[zero + 256], t3, 2, 4, i32
  li t4, 2
  tfill vec[zero + 320], t4, 2, 4, i32
  li t5, 0x6800                         # 2048.0 in f16
  tadds vec[zero + 352], vec[zero + 192], t5, 2, 4, f16
  li t6, 0x3f81                         # 1.0078125 in bf16
  tmuls vec[zero + 384], vec[zero + 224], t6, 2, 4, bf16
  tneg vec[zero + 416], vec[zero + 32], 1, 8, i8
  pipe_barrier PIPE_V
  tdiv vec[zero + 448], vec[zero + 256], vec[zero + 320], 2, 4, i32
  li t3, 3
  tadds vec[zero + 480], vec[zero + 416], t3, 1, 8, i8
  pipe_barrier PIPE_V
  trelu vec[zero + 512], vec[zero + 480], 1, 8, i8
  tfill vec[zero + 544], zero, 1, 4, i32
  pipe_barrier PIPE_V
  set_flag PIPE_V, PIPE_MTE3, 0
  wait_flag PIPE_V, PIPE_MTE3, 0
  tstore a1, t0, vec[zero + 128], 2, 4, i32
  addi t2, a1, 32
  tstore t2, t0, vec[zero + 288], 2, 4, i32
  addi t2, a1, 64
  tstore t2, t0, vec[zero + 544], 1, 4, i32
  addi t2, a1, 80
  tstore t2, t0, vec[zero + 448], 2, 4, i32
  tstore a2, t0, vec[zero + 352], 2, 4, f16
  tstore a3, t0, vec[zero + 384], 2, 4, bf16
  tstore a5, t1, vec[zero + 512], 1, 8, i8
  ret

  .globl echo
echo:
  ret
