# A runtime valid extent outside the tile (issue 13): pto-sim stops with an
# error naming the instruction and the values (docs/simulator.md).
# REQUIRES: pto-sim
# RUN: not pto-sim %s --kernel=rows 2>&1 | FileCheck %s --check-prefix=ROWS
# ROWS: error: 0x{{[0-9a-f]+}} <rows+{{[0-9]+}}> `tfillpad vec[zero + 0], vec[zero + 1024], a2, a3, 4, 8, f32`: valid extent 5 x 8 outside the 4 x 8 tile
# RUN: not pto-sim %s --kernel=cols 2>&1 | FileCheck %s --check-prefix=COLS
# COLS: error: {{.*}}`tfillpad.min vec[zero + 0], vec[zero + 1024], a2, a3, 4, 8, f32`: valid extent 4 x -1 outside the 4 x 8 tile
# The full and the empty extents run.
# RUN: pto-sim %s --kernel=edges

  .text
  .globl rows
rows:
  li a2, 5
  li a3, 8
  tfillpad vec[zero + 0], vec[zero + 1024], a2, a3, 4, 8, f32
  ret

  .globl cols
cols:
  li a2, 4
  li a3, -1
  tfillpad.min vec[zero + 0], vec[zero + 1024], a2, a3, 4, 8, f32
  ret

  .globl edges
edges:
  li a2, 4
  li a3, 8
  tfillpad.max vec[zero + 0], vec[zero + 1024], a2, a3, 4, 8, f32
  pipe_barrier PIPE_V
  tfillpad vec[zero + 0], vec[zero + 0], zero, zero, 4, 8, f32
  ret
