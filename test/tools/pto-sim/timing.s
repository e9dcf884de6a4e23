# The timing model on a fixed program (docs/simulator.md, "Timing model").
# Exact cycle counts are properties of the deterministic model, derived by
# hand from the timing tables (PTOSchedule.td, printed by --print-params):
#   a3: tload 16x64 f32 (4096 B): II = 4096/32 = 128, latency 200 + 128 = 328
#       load 1 [1, 329); load 2 starts at 1 + II = 129: [129, 457)
#       set_flag MTE2->V fires at 457 + 2 = 459; tadd: II 16, [459, 483)
#       pipe_barrier V; texp (slow x4): II 64, [483, 555); flag at 557
#       tstore (UB -> GM, 64 B/cycle): II 64, [557, 821)
#   a5: tload II ceil(4096/27) = 152, latency 352: [1, 353), [153, 505);
#       flag 507; tadd [507, 531); texp [531, 603); flag 605;
#       tstore (128 B/cycle) II 32: [605, 837)
# REQUIRES: pto-sim
# RUN: pto-sim %s --arg=buf:f32:16x64:seed=1 --arg=buf:f32:16x64:seed=2 \
# RUN:   --arg=buf:f32:16x64 | FileCheck %s --check-prefix=A3
# A3:      kernel timed on a3
# A3-NEXT: total cycles: 821
# A3-NEXT: pipe S    busy         12 cycles   1.46%  12 instructions
# A3-NEXT: pipe MTE1 busy          0 cycles   0.00%  0 ops
# A3-NEXT: pipe MTE2 busy        456 cycles  55.54%  2 ops
# A3-NEXT: pipe MTE3 busy        264 cycles  32.16%  1 ops
# A3-NEXT: pipe M    busy          0 cycles   0.00%  0 ops
# A3-NEXT: pipe V    busy         96 cycles  11.69%  2 ops
# A3-NEXT: pipe FIX  busy          0 cycles   0.00%  0 ops
# A3-NEXT: set_flag: 2, wait_flag: 2, pipe_barrier: 1
# RUN: pto-sim %s -mcpu=a5 --arg=buf:f32:16x64:seed=1 \
# RUN:   --arg=buf:f32:16x64:seed=2 --arg=buf:f32:16x64 \
# RUN:   | FileCheck %s --check-prefix=A5
# A5:      kernel timed on a5
# A5-NEXT: total cycles: 837
# A5:      pipe MTE2 busy        504 cycles  60.22%  2 ops
# A5:      pipe V    busy         96 cycles  11.47%  2 ops
# --ideal ignores the synchronization (free, no flag latency) and orders by
# true dependences only: the two flag latencies (2 x 2) disappear.
# RUN: pto-sim %s --ideal --arg=buf:f32:16x64:seed=1 \
# RUN:   --arg=buf:f32:16x64:seed=2 --arg=buf:f32:16x64 --out=2=%t.ideal \
# RUN:   | FileCheck %s --check-prefix=IDEAL
# IDEAL:      total cycles: 817
# IDEAL:      set_flag: 0, wait_flag: 0, pipe_barrier: 0
# IDEAL-NEXT: ideal: 5 synchronization instructions ignored (dependence-only bound)
# The ideal schedule computes the same results, also with the synchronization
# deleted (where the normal mode reports races).
# RUN: pto-sim %s --arg=buf:f32:16x64:seed=1 --arg=buf:f32:16x64:seed=2 \
# RUN:   --arg=buf:f32:16x64 --out=2=%t.full > /dev/null
# RUN: cmp %t.full %t.ideal
# RUN: grep -v -e _flag -e pipe_barrier %s > %t.nosync.s
# RUN: pto-sim %t.nosync.s --ideal --arg=buf:f32:16x64:seed=1 \
# RUN:   --arg=buf:f32:16x64:seed=2 --arg=buf:f32:16x64 --out=2=%t.nosync \
# RUN:   | FileCheck %s --check-prefix=NOSYNC
# NOSYNC: total cycles: 817
# RUN: cmp %t.full %t.nosync
# RUN: pto-sim --print-params %s | FileCheck %s --check-prefix=PARAMS
# PARAMS:      cpu a3: queue 16 flag 2
# PARAMS-NEXT: class        pipe  unit   startup   rate  rate_i8
# PARAMS-NEXT: gm_load      MTE2  B         200     32        0
# PARAMS-NEXT: gm_store     MTE3  B         200     64        0
# PARAMS-NEXT: acc_store    FIX   B         200     64        0
# PARAMS-NEXT: l1_to_l0a    MTE1  B          20    512        0
# PARAMS-NEXT: l1_to_l0b    MTE1  B          20    256        0
# PARAMS-NEXT: l1_to_l1     MTE1  B          20    128        0
# PARAMS-NEXT: l1_to_bt     MTE1  B          20    128        0
# PARAMS-NEXT: l0c_to_ub    FIX   B          20    256        0
# PARAMS-NEXT: l0c_to_l1    FIX   B          20    256        0
# PARAMS-NEXT: cube         M     MAC        10   4096     8192
# PARAMS-NEXT: vec          V     B           8    256        0
# PARAMS-NEXT: vec_slow     V     B           8     64        0
# PARAMS-NEXT: scalar       S     -           1      0        0
# PARAMS-NEXT: ub_to_l1     MTE3  B          20    128        0
# PARAMS-NEXT: cpu a5: queue 16 flag 2
# PARAMS-NEXT: class        pipe  unit   startup   rate  rate_i8
# PARAMS-NEXT: gm_load      MTE2  B         200     27        0
# PARAMS-NEXT: gm_store     MTE3  B         200    128        0
# PARAMS-NEXT: acc_store    FIX   B         200    128        0
# PARAMS-NEXT: l1_to_l0a    MTE1  B          20    512        0
# PARAMS-NEXT: l1_to_l0b    MTE1  B          20    256        0
# PARAMS-NEXT: l1_to_l1     MTE1  B          20    128        0
# PARAMS-NEXT: l1_to_bt     MTE1  B          20    128        0
# PARAMS-NEXT: l0c_to_ub    FIX   B          20    256        0
# PARAMS-NEXT: l0c_to_l1    FIX   B          20    256        0
# PARAMS-NEXT: cube         M     MAC        10   4096     8192
# PARAMS-NEXT: vec          V     B           8    256        0
# PARAMS-NEXT: vec_slow     V     B           8     64        0
# PARAMS-NEXT: scalar       S     -           1      0        0
# PARAMS-NEXT: ub_to_l1     MTE3  B          20    128        0

  .text
  .globl timed
timed:
  li t0, 64
  tload vec[zero + 0], a0, t0, 16, 64, f32
  tload vec[zero + 4096], a1, t0, 16, 64, f32
  set_flag PIPE_MTE2, PIPE_V, 0
  wait_flag PIPE_MTE2, PIPE_V, 0
  tadd vec[zero + 8192], vec[zero + 0], vec[zero + 4096], 16, 64, f32
  pipe_barrier PIPE_V
  texp vec[zero + 12288], vec[zero + 8192], 16, 64, f32
  set_flag PIPE_V, PIPE_MTE3, 0
  wait_flag PIPE_V, PIPE_MTE3, 0
  tstore a2, t0, vec[zero + 12288], 16, 64, f32
  ret
