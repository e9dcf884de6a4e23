// REQUIRES: ptocc
// Misuse of tiles caught by clang itself, at the C source line: a tile of
// the wrong memory (address-space mismatch), arithmetic on and dereference
// of a tile handle, a GM pointer where a tile is expected.
// RUN: not ptocc -O2 -S %s -o /dev/null 2>&1 | FileCheck %s
#include <pto.h>

__pto_kernel void wrong_memory(__gm const float *x, __gm float *y) {
  pto_mat_t m = pto_tload_mat_f32(x, 64, 16, 64);
  // CHECK: diag-frontend.c:[[#@LINE+1]]:30: error: passing 'pto_mat_t' {{.*}} to parameter of type 'pto_vec_t' {{.*}} changes address space of pointer
  pto_vec_t v = pto_tadd_f32(m, m, 16, 64);
  pto_tstore_vec_f32(y, 64, v);
  // CHECK: diag-frontend.c:[[#@LINE+1]]:33: error: passing 'pto_vec_t' {{.*}} to parameter of type 'pto_left_t' {{.*}} changes address space of pointer
  pto_acc_t a = pto_tmatmul_f32(v, pto_tmov_right_f32(m, 64, 16), 16, 16);
}

__pto_kernel void handle_misuse(__gm const float *x, __gm float *y) {
  pto_vec_t t = pto_tload_vec_f32(x, 64, 16, 64);
  // CHECK: diag-frontend.c:[[#@LINE+1]]:19: error: arithmetic on a pointer to an incomplete type '__vec struct __pto_tile'
  pto_vec_t u = t + 1;
  // CHECK: diag-frontend.c:[[#@LINE+1]]:9: error: initializing 'float' with an expression of incompatible type '__vec struct __pto_tile'
  float f = *t;
  // CHECK: diag-frontend.c:[[#@LINE+1]]:29: error: passing '__gm float *' to parameter of type 'pto_vec_t' {{.*}} changes address space of pointer
  pto_tstore_vec_f32(y, 64, y);
}
