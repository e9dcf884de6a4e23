# A runtime sub-tile position that makes the window leave its tile (issue
# 13, R): pto-sim stops with an error naming the instruction and the values
# (docs/simulator.md). The positions are the low 32 bits of the registers,
# signed.
# REQUIRES: pto-sim
# RUN: not pto-sim %s --kernel=extract_row 2>&1 | FileCheck %s --check-prefix=ROW
# ROW: error: 0x{{[0-9a-f]+}} <extract_row+{{[0-9]+}}> `textract vec[zero + 0], vec[zero + 1024], a2, a3, 2, 4, 4, 8, f32`: the 2x4 window at (3, 0) leaves the 4x8 source
# RUN: not pto-sim %s --kernel=extract_neg 2>&1 | FileCheck %s --check-prefix=NEG
# NEG: error: {{.*}}`textract mat[zero + 0], mat[zero + 1024], a2, a3, 2, 4, 4, 8, f16`: the 2x4 window at (0, -1) leaves the 4x8 source
# RUN: not pto-sim %s --kernel=insert_col 2>&1 | FileCheck %s --check-prefix=INS
# INS: error: {{.*}}`tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], a2, a3, 4, 8, 2, 4, f32`: the 2x4 source at (1, 5) leaves the 4x8 destination
# The last positions that fit run.
# RUN: pto-sim %s --kernel=edges

  .text
  .globl extract_row
extract_row:
  li a2, 3
  li a3, 0
  textract vec[zero + 0], vec[zero + 1024], a2, a3, 2, 4, 4, 8, f32
  ret

  .globl extract_neg
extract_neg:
  li a2, 0
  li a3, -1
  textract mat[zero + 0], mat[zero + 1024], a2, a3, 2, 4, 4, 8, f16
  ret

  .globl insert_col
insert_col:
  li a2, 1
  li a3, 5
  tinsert vec[zero + 0], vec[zero + 0], vec[zero + 1024], a2, a3, 4, 8, 2, 4, f32
  ret

  .globl edges
edges:
  li a2, 2
  li a3, 4
  textract vec[zero + 0], vec[zero + 1024], a2, a3, 2, 4, 4, 8, f32
  pipe_barrier PIPE_V
  tinsert vec[zero + 1024], vec[zero + 1024], vec[zero + 0], a2, a3, 4, 8, 2, 4, f32
  ret
