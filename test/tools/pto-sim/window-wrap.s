# A tile base register near 2^64: the window's end wraps around past 0, and
# the window is still outside its memory -- an error, not a write before
# the memory's start (found by pto-sim-fuzzer). A window ending exactly at
# the memory's end is inside.
# REQUIRES: pto-sim
# RUN: not pto-sim %s --kernel=wrap 2>&1 | FileCheck %s --check-prefix=WRAP
# WRAP: error: 0x{{[0-9a-f]+}} <wrap+8> `tfill vec[t0 + 0], zero, 16, 16, f32`: vec tile at 0xfffffffffffffc00 (1024 bytes) is outside the memory (196608 bytes on a3)
# RUN: not pto-sim %s --kernel=wrapmov 2>&1 | FileCheck %s --check-prefix=MOV
# MOV: error: {{.*}}`tmov left[t0 + 0], mat[zero + 0], 64, 64, f16`: left tile at 0xffffffffffffe000 (8192 bytes) is outside the memory
# RUN: pto-sim %s --kernel=atend | FileCheck %s --check-prefix=END
# END: kernel atend on a3

  .text
  .globl wrap
wrap:
  li t0, -1024
  tfill vec[t0 + 0], zero, 16, 16, f32
  ret

  .globl wrapmov
wrapmov:
  li t0, -8192
  tmov left[t0 + 0], mat[zero + 0], 64, 64, f16
  ret

  .globl atend
atend:
  li t0, 195584
  tfill vec[t0 + 0], zero, 16, 16, f32
  pipe_barrier PIPE_V
  ret
