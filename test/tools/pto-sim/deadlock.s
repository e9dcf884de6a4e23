# A wait whose flag is never set is a deadlock, reported with the state of
# every pipe. Flags are binary: with IDs keyed by source pipe only
# (--flags-per-src-pipe, PTOAS #823), two destinations sharing an ID lose a
# set.
# REQUIRES: pto-sim
# RUN: not pto-sim %s --kernel=nowait --arg=buf:f32:16 2>&1 \
# RUN:   | FileCheck %s --check-prefix=PIPE
# PIPE:      error: deadlock at cycle {{[0-9]+}}: a wait can never be satisfied
# PIPE-NEXT:   S: kernel returned
# PIPE-NEXT:   MTE1: idle
# PIPE-NEXT:   MTE2: idle
# PIPE-NEXT:   MTE3: 2 queued, head 0x{{[0-9a-f]+}} <nowait+{{[0-9]+}}> `wait_flag PIPE_V, PIPE_MTE3, 1` (its flag is never set)
# PIPE-NEXT:   M: idle
# PIPE-NEXT:   V: idle
# PIPE-NEXT:   FIX: idle
# PIPE: set_flag: 1, wait_flag: 1, pipe_barrier: 0

# The scalar unit waiting on a flag nobody sets.
# RUN: not pto-sim %s --kernel=scalarwait 2>&1 | FileCheck %s --check-prefix=SCALAR
# SCALAR:      error: deadlock at cycle 0: a wait can never be satisfied
# SCALAR-NEXT:   S: blocked in wait_flag (pc 0x{{[0-9a-f]+}} <scalarwait+0> `wait_flag PIPE_MTE2, PIPE_S, 3`)

# Shared IDs: by (src, dst, id) the two waits are independent; by (src, id)
# the second set lands on a flag that is still set.
# RUN: pto-sim %s --kernel=shared --arg=buf:f32:16 | FileCheck %s --check-prefix=PAIR
# PAIR: set_flag: 2, wait_flag: 2, pipe_barrier: 0
# RUN: not pto-sim %s --kernel=shared --arg=buf:f32:16 --flags-per-src-pipe 2>&1 \
# RUN:   | FileCheck %s --check-prefix=SRC
# SRC: error: flag set twice without a wait in between: `set_flag PIPE_MTE2, PIPE_MTE1, 0` at cycle {{[0-9]+}} (the earlier set is still pending)

# With --flag-counters a flag counts its sets (a semaphore), so the shared
# ID works.
# RUN: pto-sim %s --kernel=shared --arg=buf:f32:16 --flags-per-src-pipe \
# RUN:   --flag-counters | FileCheck %s --check-prefix=PAIR

# Event IDs beyond the 8 per pipe pair of a3.
# RUN: not pto-sim %s --kernel=badid 2>&1 | FileCheck %s --check-prefix=BADID
# BADID: error: 0x{{[0-9a-f]+}} <badid+0> `set_flag PIPE_V, PIPE_MTE3, 9`: event ID 9 out of range (8 per pipe pair on a3)

  .text
  .globl nowait
nowait:
  li t0, 16
  tload vec[zero + 0], a0, t0, 1, 16, f32
  set_flag PIPE_MTE2, PIPE_V, 0
  wait_flag PIPE_MTE2, PIPE_V, 0
  tadd vec[zero + 64], vec[zero + 0], vec[zero + 0], 1, 16, f32
  wait_flag PIPE_V, PIPE_MTE3, 1
  tstore a0, t0, vec[zero + 64], 1, 16, f32
  ret

  .globl scalarwait
scalarwait:
  wait_flag PIPE_MTE2, PIPE_S, 3
  ret

  .globl shared
shared:
  li t0, 16
  tload mat[zero + 0], a0, t0, 1, 16, f32
  tload vec[zero + 0], a0, t0, 1, 16, f32
  set_flag PIPE_MTE2, PIPE_V, 0
  set_flag PIPE_MTE2, PIPE_MTE1, 0
  wait_flag PIPE_MTE2, PIPE_V, 0
  wait_flag PIPE_MTE2, PIPE_MTE1, 0
  tmov mat[zero + 64], mat[zero + 0], 1, 16, f32
  tadd vec[zero + 64], vec[zero + 0], vec[zero + 0], 1, 16, f32
  ret

  .globl badid
badid:
  set_flag PIPE_V, PIPE_MTE3, 9
  ret
