// A second input for driver-flags.c (several inputs in one ptocc run).
#include <pto.h>

__pto_kernel void second(__gm const float *restrict x,
                         __gm float *restrict y) {
  pto_vec_t t = pto_tload_vec_f32(x, 16, 16, 16);
  pto_tstore_vec_f32(y, 16, pto_texp_f32(t, 16, 16));
}
