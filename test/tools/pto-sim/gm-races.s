# Global-memory hazards: a scalar load of what a tstore writes needs the
# store to complete first (MTE3 -> S flag, or pipe_barrier ALL); a tload of
# what a scalar store wrote is ordered by dispatch (program order). Two
# tstores to overlapping GM without a barrier race, even on one pipe.
# REQUIRES: pto-sim
# RUN: pto-sim %s --kernel=flagged --arg=buf:f32:8 --dump=0 | FileCheck %s --check-prefix=OK
# RUN: pto-sim %s --kernel=barrier_all --arg=buf:f32:8 --dump=0 | FileCheck %s --check-prefix=OK
# OK-NOT: races
# OK: arg0: f32[8]
# OK-NEXT: 7 7 7 7 7 7 7 7{{$}}
# RUN: not pto-sim %s --kernel=unflagged --arg=buf:f32:8 --dump=0 2>&1 \
# RUN:   | FileCheck %s --check-prefix=RACE
# The tstore waits for the vector fill, so the scalar load and store run
# first; the race is reported when the tstore starts:
# RACE: error: race on gm bytes [0x10000000, 0x10000004): MTE3 write by {{.*}}`tstore a0, t0, vec[zero + 0], 1, 8, f32` is not ordered after S write by {{.*}}`sw t3, 0(a0)` (no set_flag/wait_flag chain between them)
# RACE: arg0: f32[8]
# RACE-NEXT: 7 7 7 7 7 7 7 7{{$}}
# RUN: not pto-sim %s --kernel=twostores --arg=buf:f32:8 2>&1 \
# RUN:   | FileCheck %s --check-prefix=TWO
# TWO: error: race on gm bytes [0x10000000, 0x10000020): MTE3 write by {{.*}}`tstore a0, t0, mat[zero + 0], 1, 8, f32` is not ordered after MTE3 write by {{.*}}`tstore a0, t0, vec[zero + 0], 1, 8, f32` (same pipe, no pipe_barrier between them)
# A tstore that runs past its buffer is an error when it starts.
# RUN: not pto-sim %s --kernel=overflow --arg=buf:f32:4 2>&1 \
# RUN:   | FileCheck %s --check-prefix=OVERFLOW
# OVERFLOW: error: {{.*}}`tstore a0, t0, vec[zero + 0], 1, 8, f32`: tstore: access [0x10000000, 0x10000020) runs past the end of arg0

  .text
  .globl flagged
flagged:
  li t0, 8
  li t1, 0x40e00000          # 7.0f
  tfill vec[zero + 0], t1, 1, 8, f32
  set_flag PIPE_V, PIPE_MTE3, 0
  wait_flag PIPE_V, PIPE_MTE3, 0
  tstore a0, t0, vec[zero + 0], 1, 8, f32
  set_flag PIPE_MTE3, PIPE_S, 0
  wait_flag PIPE_MTE3, PIPE_S, 0
  lw t3, 0(a0)
  sw t3, 0(a0)
  ret

  .globl barrier_all
barrier_all:
  li t0, 8
  li t1, 0x40e00000
  tfill vec[zero + 0], t1, 1, 8, f32
  pipe_barrier PIPE_ALL
  tstore a0, t0, vec[zero + 0], 1, 8, f32
  pipe_barrier PIPE_ALL
  lw t3, 0(a0)
  sw t3, 0(a0)
  ret

  .globl unflagged
unflagged:
  li t0, 8
  li t1, 0x40e00000
  tfill vec[zero + 0], t1, 1, 8, f32
  set_flag PIPE_V, PIPE_MTE3, 0
  wait_flag PIPE_V, PIPE_MTE3, 0
  tstore a0, t0, vec[zero + 0], 1, 8, f32
  lw t3, 0(a0)
  sw t3, 0(a0)
  ret

  .globl twostores
twostores:
  li t0, 8
  tfill vec[zero + 0], zero, 1, 8, f32
  tload mat[zero + 0], a0, t0, 1, 8, f32
  set_flag PIPE_V, PIPE_MTE3, 0
  set_flag PIPE_MTE2, PIPE_MTE3, 0
  wait_flag PIPE_V, PIPE_MTE3, 0
  wait_flag PIPE_MTE2, PIPE_MTE3, 0
  tstore a0, t0, vec[zero + 0], 1, 8, f32
  tstore a0, t0, mat[zero + 0], 1, 8, f32
  ret

  .globl overflow
overflow:
  li t0, 8
  tfill vec[zero + 0], zero, 1, 8, f32
  pipe_barrier PIPE_ALL
  tstore a0, t0, vec[zero + 0], 1, 8, f32
  ret
