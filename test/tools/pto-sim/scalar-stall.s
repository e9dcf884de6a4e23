# The scalar unit's stalls are events like the pipes' (docs/simulator.md,
# "Traces"): the time an instruction of the scalar unit is held by
# synchronization -- a pipe_barrier PIPE_ALL waiting for the pipes to drain,
# a wait_flag on S waiting for its flag -- is an X slice of category
# `stall` on track S, in the Chrome trace and the SVG timeline.
# a3: the first tload occupies MTE2 over [1, 329) (timing.s): pipe_barrier
# PIPE_ALL, reached at cycle 2, holds the scalar unit until 329. The second
# tload runs [330, 658); its set_flag MTE2 -> S fires at 658 + 2 = 660, and
# the wait_flag on S, reached at 332, is held until then.
# REQUIRES: pto-sim
# RUN: pto-sim %s --arg=buf:f32:16x64:seed=1 --arg=buf:f32:16x64 \
# RUN:   --trace=%t.json --trace-svg=%t.svg | FileCheck %s --check-prefix=TOTAL
# RUN: python3 %S/Inputs/check-trace.py %t.json | FileCheck %s
# RUN: FileCheck %s --check-prefix=STALL --input-file=%t.json
# RUN: FileCheck %s --check-prefix=SVG --input-file=%t.svg
# TOTAL: total cycles: 927
# CHECK: track S: {{[0-9]+}} slices, 2 stalls
# STALL-DAG: "tid":0,"ts":2,"dur":327,"cat":"stall","name":"stall: pipe_barrier PIPE_ALL"
# STALL-DAG: "tid":0,"ts":332,"dur":328,"cat":"stall","name":"stall: wait_flag PIPE_MTE2, PIPE_S, 0"
# SVG: <title>stall: pipe_barrier PIPE_ALL
# SVG: <title>stall: wait_flag PIPE_MTE2, PIPE_S, 0

  .text
  .globl stalls
stalls:
  li t0, 64
  tload vec[zero + 0], a0, t0, 16, 64, f32
  pipe_barrier PIPE_ALL
  tload vec[zero + 4096], a0, t0, 16, 64, f32
  set_flag PIPE_MTE2, PIPE_S, 0
  wait_flag PIPE_MTE2, PIPE_S, 0
  set_flag PIPE_MTE2, PIPE_MTE3, 0
  wait_flag PIPE_MTE2, PIPE_MTE3, 0
  tstore a1, t0, vec[zero + 4096], 16, 64, f32
  ret
