# set_flag/wait_flag/pipe_barrier: a correctly synchronized kernel runs
# without races; deleting one wait (or one barrier) is reported as a race,
# and the stale value is what the model computes too.
# REQUIRES: pto-sim
# RUN: pto-sim %s --arg=buf:f32:4x8:iota --arg=buf:f32:4x8:fill=0.5 \
# RUN:   --arg=buf:f32:4x8 --dump=2 | FileCheck %s --check-prefix=OK
# OK:      kernel vadd on a3
# OK-NEXT: total cycles: 433
# OK:      set_flag: 2, wait_flag: 2, pipe_barrier: 1
# OK-NOT:  races
# OK:      arg2: f32[4x8]
# OK-NEXT: 1 3 5 7 9 11 13 15{{$}}
# OK-NEXT: 17 19 21 23 25 27 29 31{{$}}

# Delete the MTE2 -> V wait: the vector add reads the tiles before the loads
# wrote them (on-chip memory starts as 0xff bytes: NaN).
# RUN: sed '/DELETE-WAIT/d' %s > %t.nowait.s
# RUN: not pto-sim %t.nowait.s --arg=buf:f32:4x8:iota --arg=buf:f32:4x8:fill=0.5 \
# RUN:   --arg=buf:f32:4x8 --dump=2 > %t.nowait.out 2> %t.nowait.err
# RUN: FileCheck %s --check-prefix=NOWAIT < %t.nowait.err
# RUN: FileCheck %s --check-prefix=NOWAIT-OUT < %t.nowait.out
# NOWAIT: error: race on vec bytes [0x0, 0x80): V read by 0x{{[0-9a-f]+}} <vadd+{{[0-9]+}}> `tadd vec[zero + 256], vec[zero + 0], vec[zero + 128], 4, 8, f32` is not ordered after MTE2 write by 0x{{[0-9a-f]+}} <vadd+8> `tload vec[zero + 0], a0, t0, 4, 8, f32` (no set_flag/wait_flag chain between them)
# NOWAIT: error: stale flags at the end of the kernel (set_flag without a matching wait_flag): MTE2->V event 0 (x1)
# NOWAIT: error: {{[0-9]+}} races detected
# NOWAIT-OUT: races:
# NOWAIT-OUT: arg2: f32[4x8]
# NOWAIT-OUT-NEXT: nan nan nan nan nan nan nan nan

# Delete the barrier between the two dependent vector ops: same-pipe race.
# RUN: sed '/DELETE-BARRIER/d' %s > %t.nobar.s
# RUN: not pto-sim %t.nobar.s --arg=buf:f32:4x8:iota --arg=buf:f32:4x8:fill=0.5 \
# RUN:   --arg=buf:f32:4x8 2>&1 | FileCheck %s --check-prefix=NOBAR
# NOBAR: error: race on vec bytes [0x100, 0x180): V read by {{.*}}`tmuls vec[zero + 256], vec[zero + 256], t1, 4, 8, f32` is not ordered after V write by {{.*}}`tadd vec[zero + 256], {{.*}}` (same pipe, no pipe_barrier between them)

  .text
  .globl vadd
vadd:                       # z = (x + y) * 2 on 4x8 f32 tiles
  li t0, 8
  tload vec[zero + 0], a0, t0, 4, 8, f32
  tload vec[zero + 128], a1, t0, 4, 8, f32
  li t1, 0x40000000
  set_flag PIPE_MTE2, PIPE_V, 0
  wait_flag PIPE_MTE2, PIPE_V, 0          # DELETE-WAIT
  tadd vec[zero + 256], vec[zero + 0], vec[zero + 128], 4, 8, f32
  pipe_barrier PIPE_V                     # DELETE-BARRIER
  tmuls vec[zero + 256], vec[zero + 256], t1, 4, 8, f32
  set_flag PIPE_V, PIPE_MTE3, 0
  wait_flag PIPE_V, PIPE_MTE3, 0
  tstore a2, t0, vec[zero + 256], 4, 8, f32
  ret
