// REQUIRES: ptocc
// A builtin's name used as a value is an error at its use (issue 20: clang
// 22's Sema::DiagnoseAssignmentResult crashed on a function designator
// converted to a pointer into another address space, reached directly and
// through typo correction; ptocc.cpp, BuiltinValueGuard).
// RUN: not ptocc -O2 -S %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not ptocc -O2 -S -x c++ %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CXX
// CHECK-NOT: Stack dump
// CXX-NOT: Stack dump
#include <pto.h>

__pto_kernel void initialised(__gm float *restrict y) {
  // CHECK: builtin-value.c:[[#@LINE+2]]:17: error: builtin 'pto_texp_f32' can only be called: a tile builtin has no address
  // CXX: builtin-value.c:[[#@LINE+1]]:17: error: builtin 'pto_texp_f32' can only be called
  pto_vec_t a = pto_texp_f32;
  pto_tstore_vec_f32(y, 64, a);
}

__pto_kernel void assigned(__gm const float *restrict x, __gm float *restrict y) {
  pto_vec_t a = pto_tload_vec_f32(x, 64, 16, 64);
  // CHECK: builtin-value.c:[[#@LINE+1]]:7: error: builtin 'pto_tadd_f32' can only be called
  a = pto_tadd_f32;
  // CHECK: builtin-value.c:[[#@LINE+1]]:29: error: builtin 'pto_tneg_f32' can only be called
  pto_tstore_vec_f32(y, 64, pto_tneg_f32);
}

__pto_kernel void typo(__gm float *restrict y) {
  // CHECK: builtin-value.c:[[#@LINE+1]]:17: error: use of undeclared identifier 'pto_texp_f3'; did you mean 'pto_texp_f32'?
  pto_vec_t a = pto_texp_f3;
  pto_tstore_vec_f32(y, 64, a);
}
// CHECK-NOT: error:
