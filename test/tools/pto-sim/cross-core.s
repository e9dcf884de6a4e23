# Issue 15 (X): the core model of a3 and cross-core flags in pto-sim
# (docs/simulator.md, "Cores"). A program that reads get_core_type is a mix
# kernel: each block runs on a core group, one AIC (core type 1) and two AIVs
# (core type 2, sub-block 0 and 1). The AIC writes a word of global memory
# and sets cross-core flag 0 from the scalar unit; each AIV waits for it and
# reads the word: ordered by the flag, so no race; the AIVs see the set the
# flag latency (200 cycles, PTOCrossCoreFacts) after it fired.
# REQUIRES: pto-sim
#
# RUN: pto-sim %s --kernel=handoff --arg=buf:i32:4 --dump=0 | FileCheck %s --check-prefix=MIX
# MIX:      kernel handoff on a3
# MIX-NEXT: cores: 3
# MIX-NEXT: total cycles: 2{{[0-9][0-9]$}}
# MIX:      AIC: total cycles: {{[0-9]$}}
# MIX:      AIV0: total cycles: 2{{[0-9][0-9]$}}
# MIX:      AIV1: total cycles: 2{{[0-9][0-9]$}}
# MIX:      placement: a mix kernel: one core group (AIC, 2 AIV) per block
# MIX-NOT:  races
# MIX:      arg0: i32[4]
# MIX-NEXT: 42 43 44 1{{$}}
#
# Two blocks: two groups, block-major (block 0 AIC, AIV0, AIV1, block 1 ...);
# each group's flags stay in the group.
# RUN: pto-sim %s --kernel=handoff2 --arg=buf:i32:8 --dump=0 --blocks=2 | FileCheck %s --check-prefix=TWO
# TWO:      blocks: 2
# TWO-NEXT: cores: 6
# TWO:      block 1 AIV1: total cycles:
# TWO-NOT:  races
# TWO:      arg0: i32[8]
# TWO-NEXT: 42 43 44 1 142 143 144 1{{$}}
#
# Without the flag the AIC's write races with the AIVs' reads.
# RUN: not pto-sim %s --kernel=noflag --arg=buf:i32:4 2>&1 | FileCheck %s --check-prefix=RACE
# RACE: error: race on gm bytes [0x10000000, 0x10000004): AIC S write by {{.*}}`sw t2, 0(a0)` is not ordered after AIV0 S read by {{.*}}`lw t2, 0(a0)` (different cores: no cross-core flag chain between them)
#
# A wait no core sets: a deadlock naming both cores.
# RUN: not pto-sim %s --kernel=nowait --arg=buf:i32:4 2>&1 | FileCheck %s --check-prefix=DEAD
# DEAD-DAG: error: AIV0: deadlock at cycle {{[0-9]+}}: AIV0 waits in {{.*}}`wait_cross_flag 3` for cross-core flag 3 from AIC, which never sets it
# DEAD-DAG: AIV1: deadlock at cycle {{[0-9]+}}: AIV1 waits in {{.*}}`wait_cross_flag 3` for cross-core flag 3 from AIC
#
# A set no core consumes is stale at the end.
# RUN: not pto-sim %s --kernel=stale --arg=buf:i32:4 2>&1 | FileCheck %s --check-prefix=STALE
# STALE: stale cross-core flags at the end of the kernel (set_cross_flag without a matching wait_cross_flag): flag 1 from AIC to AIV0 (1 by set_cross_flag PIPE_S, 1); flag 1 from AIC to AIV1
#
# A vector operation on the AIC.
# RUN: not pto-sim %s --kernel=wrongpipe --arg=buf:f32:1x8 2>&1 | FileCheck %s --check-prefix=PIPE
# PIPE: error: AIC: {{.*}}: tstore a0, t1, vec[zero + 0], 1, 8, f32 needs pipe MTE3, which AIC (AIC) does not have
#
# A kernel with only vector pipes runs on an AIV, with cube pipes only on an
# AIC; on a5 every kernel runs on one core with every pipe.
# RUN: pto-sim %s --kernel=vec --arg=buf:f32:1x8:iota --arg=buf:f32:1x8 | FileCheck %s --check-prefix=VEC
# VEC: placement: a vector kernel: one AIV per block
# RUN: pto-sim %s --kernel=vec --arg=buf:f32:1x8:iota --arg=buf:f32:1x8 --mcpu=a5 | FileCheck %s --check-prefix=A5
# A5-NOT: placement
# A5-NOT: cores:

  .text
  .globl handoff
handoff:
  get_core_type t0
  li t1, 1
  bne t0, t1, .Lvec
  li t2, 42
  sw t2, 0(a0)
  set_cross_flag PIPE_S, 0
  sw t1, 12(a0)
  ret
.Lvec:
  wait_cross_flag 0
  lw t2, 0(a0)
  get_subblockid t3
  add t2, t2, t3
  addi t2, t2, 1
  addi t3, t3, 1
  slli t3, t3, 2
  add t3, a0, t3
  sw t2, 0(t3)
  ret

# Block b: the same at 100 * b + 42 in words 4b..4b+3.
  .globl handoff2
handoff2:
  get_block_idx t4
  slli t5, t4, 4
  add a0, a0, t5
  li t5, 100
  mul t4, t4, t5
  get_core_type t0
  li t1, 1
  bne t0, t1, .Lvec2
  addi t2, t4, 42
  sw t2, 0(a0)
  set_cross_flag PIPE_S, 0
  sw t1, 12(a0)
  ret
.Lvec2:
  wait_cross_flag 0
  lw t2, 0(a0)
  get_subblockid t3
  add t2, t2, t3
  addi t2, t2, 1
  addi t3, t3, 1
  slli t3, t3, 2
  add t3, a0, t3
  sw t2, 0(t3)
  ret

  .globl noflag
noflag:
  get_core_type t0
  li t1, 1
  bne t0, t1, .Lvec3
  li t2, 42
  sw t2, 0(a0)
  ret
.Lvec3:
  lw t2, 0(a0)
  ret

  .globl nowait
nowait:
  get_core_type t0
  li t1, 1
  beq t0, t1, .Lcube4
  wait_cross_flag 3
.Lcube4:
  ret

  .globl stale
stale:
  get_core_type t0
  li t1, 1
  bne t0, t1, .Lvec5
  set_cross_flag PIPE_S, 1
.Lvec5:
  ret

  .globl wrongpipe
wrongpipe:
  get_core_type t0
  li t1, 8
  tstore a0, t1, vec[zero + 0], 1, 8, f32
  ret

  .globl vec
vec:
  li t1, 8
  tload vec[zero + 0], a0, t1, 1, 8, f32
  set_flag PIPE_MTE2, PIPE_MTE3, 0
  wait_flag PIPE_MTE2, PIPE_MTE3, 0
  tstore a1, t1, vec[zero + 0], 1, 8, f32
  ret
