// RMSNorm of a rows x 64 f32 matrix with a 64-element gain g:
//   y = x * rsqrt(mean(x^2) + eps) * g
//   ptocc -O2 examples/rmsnorm.c -S -o rmsnorm.s
// The constants (R, C) can be set with -D (e.g. -DR=...).
#include <pto.h>

#ifndef R
#define R 16
#endif
#ifndef C
#define C 64
#endif

__pto_kernel void rmsnorm(__gm const float *restrict x,
                          __gm const float *restrict g, __gm float *restrict y,
                          long rows) {
  pto_vec_t gain = pto_tcolexpand_f32(pto_tload_vec_f32(g, C, 1, C), R, C);
  for (long r = 0; r < rows; r += R) {
    pto_vec_t t = pto_tload_vec_f32(x + r * C, C, R, C);
    pto_vec_t ss = pto_trowsum_f32(pto_tmul_f32(t, t, R, C), R, 1);
    pto_vec_t ms =
        pto_tadds_f32(pto_tmuls_f32(ss, 1.0f / C, R, 1), 1e-6f, R, 1);
    pto_vec_t inv = pto_trowexpand_f32(pto_trsqrt_f32(ms, R, 1), R, C);
    pto_vec_t o = pto_tmul_f32(pto_tmul_f32(t, inv, R, C), gain, R, C);
    pto_tstore_vec_f32(y + r * C, C, o);
  }
}
