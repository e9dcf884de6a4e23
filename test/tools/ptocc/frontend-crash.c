// REQUIRES: ptocc
// A crash of clang's frontend is an error at the last token the parser read
// and exit code 1, not a signal (issue 20). clang 22's Sema crashes on a
// function converted implicitly to a pointer into another address space;
// for the builtins ptocc avoids it (builtin-value.c), a user's own function
// still reaches it.
// RUN: not ptocc -O2 -S %s -o %t.s 2>&1 | FileCheck %s
// RUN: ptocc -O2 -S %s -o %t.s 2>/dev/null || test $? -eq 1
// RUN: not test -e %t.s
// CHECK-NOT: Stack dump
// CHECK: frontend-crash.c:[[#@LINE+6]]:23: error: clang's frontend crashed at this token
// CHECK-NOT: Stack dump
#include <pto.h>

int helper(void);
__pto_kernel void k(__gm float *restrict y) {
  pto_vec_t a = helper;
  pto_tstore_vec_f32(y, 64, a);
}
