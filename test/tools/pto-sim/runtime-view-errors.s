# A runtime tview row that makes the view leave its source (issue 13, T):
# pto-sim stops at the viewaddr with an error naming the instruction and
# the values (docs/simulator.md). The row is the low 32 bits of the
# register, signed: -1 is an error too, not a large unsigned row.
# REQUIRES: pto-sim
# RUN: not pto-sim %s --kernel=past_end 2>&1 | FileCheck %s --check-prefix=END
# END: error: 0x{{[0-9a-f]+}} <past_end+{{[0-9]+}}> `viewaddr a0, zero, a2, 12, 32`: the view at row 13 leaves its source: a view of it starts at a row in [0, 12] (row pitch 32 bytes)
# RUN: not pto-sim %s --kernel=negative 2>&1 | FileCheck %s --check-prefix=NEG
# NEG: error: {{.*}}`viewaddr a0, a1, a2, 12, 32`: the view at row -1 leaves its source
# The last row that fits runs, and the consumer reads through the base.
# RUN: pto-sim %s --kernel=edge

  .text
  .globl past_end
past_end:
  li a2, 13
  viewaddr a0, zero, a2, 12, 32
  trowsum vec[zero + 1024], vec[a0 + 0], 4, 1, 4, 8, f32
  ret

  .globl negative
negative:
  li a1, 0
  li a2, -1
  viewaddr a0, a1, a2, 12, 32
  ret

  .globl edge
edge:
  li a2, 12
  viewaddr a0, zero, a2, 12, 32
  trowsum vec[zero + 1024], vec[a0 + 0], 4, 1, 4, 8, f32
  ret
