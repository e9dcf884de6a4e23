# Issue 15: SPMD. pto-sim --blocks=N runs N instances of the kernel, one per
# core, over one global memory: the core registers give each its block index
# and N; cycles are the makespan, with per-core and total statistics; each
# core is a process of the trace; GM accesses of two cores are unordered, so
# two blocks writing, or one writing what another reads, race; on-chip
# memories are per core, so the same vec addresses on two cores do not.
# REQUIRES: pto-sim
#
# Default: one block, index 0 of 1.
# RUN: pto-sim %s --kernel=ids --arg=buf:i32:4 --dump=0 | FileCheck %s --check-prefix=ONE
# ONE-NOT: blocks:
# ONE: total cycles: 9
# ONE: arg0: i32[4]
# ONE-NEXT: 1 0 0 0{{$}}
#
# RUN: pto-sim %s --kernel=ids --arg=buf:i32:4 --dump=0 --blocks=3 \
# RUN:   --trace=%t.json | FileCheck %s --check-prefix=THREE
# THREE:      kernel ids on a3
# THREE-NEXT: blocks: 3
# THREE-NEXT: total cycles: 9
# THREE-NEXT: pipe S    busy         27 cycles 100.00%  27 instructions
# THREE:      block 0: total cycles: 9
# THREE-NEXT: block 0: pipe S    busy          9 cycles 100.00%  9 instructions
# THREE:      block 2: total cycles: 9
# THREE-NOT:  races
# THREE:      arg0: i32[4]
# THREE-NEXT: 3 103 203 0{{$}}
# RUN: FileCheck %s --check-prefix=TRACE --input-file=%t.json
# TRACE-DAG: {"ph":"M","pid":1,"name":"process_name","args":{"name":"pto-sim ids block 0"}}
# TRACE-DAG: {"ph":"M","pid":3,"name":"process_name","args":{"name":"pto-sim ids block 2"}}
# TRACE-DAG: {"ph":"M","pid":3,"tid":2,"name":"thread_name","args":{"name":"MTE2"}}
#
# Blocks of different lengths: the makespan is the longest.
# RUN: pto-sim %s --kernel=uneven --arg=buf:i32:4 --blocks=3 | FileCheck %s --check-prefix=UNEVEN
# UNEVEN:      total cycles: 8
# UNEVEN:      block 0: total cycles: 3
# UNEVEN:      block 1: total cycles: 6
# UNEVEN:      block 2: total cycles: 8
#
# Tile kernels: each core has its own vec memory and pipes; block i copies
# row i (same vec addresses on every core: no race).
# RUN: pto-sim %s --kernel=rows --arg=buf:f32:4x8:iota --arg=buf:f32:4x8 \
# RUN:   --dump=1 --blocks=4 | FileCheck %s --check-prefix=ROWS
# ROWS-NOT: races
# ROWS:      arg1: f32[4x8]
# ROWS-NEXT: 0 1 2 3 4 5 6 7{{$}}
# ROWS-NEXT: 8 9 10 11 12 13 14 15{{$}}
# ROWS-NEXT: 16 17 18 19 20 21 22 23{{$}}
# ROWS-NEXT: 24 25 26 27 28 29 30 31{{$}}
#
# Every block stores to the same word, and reads what another wrote.
# RUN: not pto-sim %s --kernel=same --arg=buf:i32:4 --blocks=2 2>&1 \
# RUN:   | FileCheck %s --check-prefix=SAME
# SAME-DAG: error: race on gm bytes [0x10000000, 0x10000004): block 1 S write by {{.*}}`sw t0, 0(a0)` is not ordered after block 0 S write by {{.*}}`sw t0, 0(a0)` (different cores: no cross-core flag chain between them)
# SAME-DAG: error: race on gm bytes [0x10000000, 0x10000004): block 0 S read by {{.*}}`lw t1, 0(a0)` is not ordered after block 1 S write by {{.*}}`sw t0, 0(a0)` (different cores: no cross-core flag chain between them)
# SAME-DAG: races: 2
# The same kernel on one core is ordered (program order).
# RUN: pto-sim %s --kernel=same --arg=buf:i32:4 | FileCheck %s --check-prefix=SAME1
# SAME1-NOT: race
# A tile store of block 1 over the rows block 0 stores.
# RUN: not pto-sim %s --kernel=overlap --arg=buf:f32:4x8:iota --arg=buf:f32:4x8 \
# RUN:   --blocks=2 2>&1 | FileCheck %s --check-prefix=OVERLAP
# OVERLAP: error: race on gm bytes [0x10002020, 0x10002040): block 1 MTE3 write by {{.*}}`tstore a2, t1, vec[zero + 0], 2, 8, f32` is not ordered after block 0 MTE3 write by {{.*}}`tstore a2, t1, vec[zero + 0], 2, 8, f32` (different cores: no cross-core flag chain between them)
#
# Bad --blocks.
# RUN: not pto-sim %s --kernel=ids --arg=buf:i32:4 --blocks=0 2>&1 | FileCheck %s --check-prefix=BAD0
# BAD0: pto-sim: error: --blocks=0: the number of blocks must be an integer in 1..64
# RUN: not pto-sim %s --kernel=ids --arg=buf:i32:4 --blocks=65 2>&1 | FileCheck %s --check-prefix=BAD65
# BAD65: pto-sim: error: --blocks=65: the number of blocks must be an integer in 1..64
# RUN: not pto-sim %s --kernel=ids --arg=buf:i32:4 --blocks=99999999999999999999 2>&1 | FileCheck %s --check-prefix=BADHUGE
# BADHUGE: pto-sim: error: --blocks=99999999999999999999: the number of blocks must be an integer in 1..64
# RUN: not pto-sim %s --kernel=ids --arg=buf:i32:4 --blocks=x 2>&1 | FileCheck %s --check-prefix=BADX
# BADX: pto-sim: error: --blocks=x: the number of blocks must be an integer in 1..64

  .text
# out[idx] = 100 * idx + num
  .globl ids
ids:
  get_block_idx t0
  get_block_num t1
  li t2, 100
  mul t2, t2, t0
  add t2, t2, t1
  slli t0, t0, 2
  add t0, a0, t0
  sw t2, 0(t0)
  ret

# Block i runs 3 * i more instructions.
  .globl uneven
uneven:
  get_block_idx t0
  beq t0, zero, .Ldone
.Lloop:
  addi t0, t0, -1
  bne t0, zero, .Lloop
  nop
.Ldone:
  ret

# y[idx, :] = x[idx, :] (one 1x8 f32 row per block)
  .globl rows
rows:
  get_block_idx t0
  slli t0, t0, 5
  add a0, a0, t0
  add a1, a1, t0
  li t1, 8
  tload vec[zero + 0], a0, t1, 1, 8, f32
  set_flag PIPE_MTE2, PIPE_MTE3, 0
  wait_flag PIPE_MTE2, PIPE_MTE3, 0
  tstore a1, t1, vec[zero + 0], 1, 8, f32
  ret

  .globl same
same:
  get_block_idx t0
  sw t0, 0(a0)
  lw t1, 0(a0)
  ret

# Block i stores rows i and i+1: rows 1 of blocks 0 and 1 overlap.
  .globl overlap
overlap:
  get_block_idx t0
  slli t0, t0, 5
  add a0, a0, t0
  add a2, a1, t0
  li t1, 8
  tload vec[zero + 0], a0, t1, 2, 8, f32
  set_flag PIPE_MTE2, PIPE_MTE3, 0
  wait_flag PIPE_MTE2, PIPE_MTE3, 0
  tstore a2, t1, vec[zero + 0], 2, 8, f32
  ret
