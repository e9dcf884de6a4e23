// LayerNorm of a rows x 64 f32 matrix with gain g and bias b:
//   y = (x - mean(x)) * rsqrt(var(x) + eps) * g + b
//   ptocc -O2 examples/layernorm.c -S -o layernorm.s
// The constants (R, C) can be set with -D (e.g. -DR=...).
#include <pto.h>

#ifndef R
#define R 16
#endif
#ifndef C
#define C 64
#endif

__pto_kernel void layernorm(__gm const float *restrict x,
                            __gm const float *restrict g,
                            __gm const float *restrict b,
                            __gm float *restrict y, long rows) {
  pto_vec_t gain = pto_tcolexpand_f32(pto_tload_vec_f32(g, C, 1, C), R, C);
  pto_vec_t bias = pto_tcolexpand_f32(pto_tload_vec_f32(b, C, 1, C), R, C);
  for (long r = 0; r < rows; r += R) {
    pto_vec_t t = pto_tload_vec_f32(x + r * C, C, R, C);
    pto_vec_t mean = pto_tmuls_f32(pto_trowsum_f32(t, R, 1), 1.0f / C, R, 1);
    pto_vec_t d = pto_tsub_f32(t, pto_trowexpand_f32(mean, R, C), R, C);
    pto_vec_t var = pto_tmuls_f32(
        pto_trowsum_f32(pto_tmul_f32(d, d, R, C), R, 1), 1.0f / C, R, 1);
    pto_vec_t inv = pto_trsqrt_f32(pto_tadds_f32(var, 1e-5f, R, 1), R, 1);
    pto_vec_t n = pto_tmul_f32(d, pto_trowexpand_f32(inv, R, C), R, C);
    pto_vec_t o = pto_tadd_f32(pto_tmul_f32(n, gain, R, C), bias, R, C);
    pto_tstore_vec_f32(y + r * C, C, o);
  }
}
