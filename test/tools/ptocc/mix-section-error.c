// REQUIRES: ptocc
// Issue 15 (M): a cube op in a vector section of a C mix kernel is an error
// at its source line, in the user's names.
// RUN: not ptocc -O2 -S %s -o /dev/null 2>&1 | FileCheck %s
#include <pto.h>

__pto_kernel void mix(__gm const float *restrict x, __gm float *restrict y) {
  if (get_core_type() == PTO_CORE_VECTOR) {
    pto_vec_t v = pto_tload_vec_f32(x, 16, 16, 16);
    pto_tstore_vec_f32(y, 16, v);
  } else {
    pto_vec_t v = pto_tload_vec_f32(x, 16, 16, 16);
    // CHECK: mix-section-error.c:[[@LINE+2]]:31: error: pto.texp runs on pipe V, which the AIC core of a3 does not have, but it is in a section only AIC runs
    // CHECK: mix-section-error.c:[[@LINE+1]]:5: error: pto.tstore runs on pipe MTE3, which the AIC core of a3 does not have
    pto_tstore_vec_f32(y, 16, pto_texp_f32(v, 16, 16));
  }
}
