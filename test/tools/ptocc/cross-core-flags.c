// REQUIRES: ptocc
// Issue 15 (X): the C form of the cross-core flags. The pipe names come from
// <pto_builtins.h>, generated from PTOMachineFacts.td's PTOPipe records
// (PTO_PIPE_V = 5, PTO_PIPE_FIX = 6), and reach set_cross_flag unchanged.
// RUN: ptocc -O2 -S %s -o - | FileCheck %s
// RUN: ptocc -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
#include <pto.h>

_Static_assert(PTO_PIPE_S == 0 && PTO_PIPE_MTE2 == 2 && PTO_PIPE_V == 5 &&
                   PTO_PIPE_FIX == 6,
               "pipe encodings of PTOMachineFacts.td");

__pto_kernel void handoff(__gm float *restrict y) {
  // IR: call void @pto.set_cross_flag(i32 noundef 5, i32 noundef 3)
  // IR: call void @pto.wait_cross_flag(i32 noundef 4)
  // CHECK-DAG: set_cross_flag PIPE_V, 3
  // CHECK-DAG: wait_cross_flag 4
  if (get_core_type() & PTO_CORE_VECTOR)
    set_cross_flag(PTO_PIPE_V, 3);
  else
    wait_cross_flag(4);
}
