// Attention-style scaling and symmetric int8-range quantization of a
// rows x 64 f32 matrix, with the scales computed on the scalar unit from
// float kernel arguments (issue 13: float scalars):
//   s    = alpha / sqrt(d)                      (once per kernel)
//   t    = x * s
//   amax = max |t| over each R-row block        (a tile reduction, read back)
//   q    = t * (127 / max(amax, eps))           (|q| <= 127)
//   ptocc -O2 examples/scale-quant.c -S -o scale-quant.s
//   utils/run-kernel k.ll --arg=buf:f32:32x64:seed=1 --arg=buf:f32:32x64
//     --arg=32 --arg=f32:0.5 --arg=64 --arg=f32:1e-6
#include <pto.h>

#ifndef R
#define R 16
#endif
#ifndef C
#define C 64
#endif

__pto_kernel void scale_quant(__gm const float *restrict x,
                              __gm float *restrict q, long rows, float alpha,
                              int d, float eps) {
  // fsqrt.s, fcvt.s.w and fdiv.s on the scalar unit.
  float s = alpha / __builtin_sqrtf((float)d);
  for (long r = 0; r < rows; r += R) {
    pto_vec_t t = pto_tmuls_f32(pto_tload_vec_f32(x + r * C, C, R, C), s, R, C);
    pto_vec_t m = pto_tcolmax_f32(
        pto_trowmax_f32(pto_tabs_f32(t, R, C), R, 1), 1, 1);
    float amax = pto_tgetval_f32(m, 0, 0);
    // fmax.s and fdiv.s: the block's quantization scale.
    float qs = 127.0f / __builtin_fmaxf(amax, eps);
    pto_tstore_vec_f32(q + r * C, C, pto_tmuls_f32(t, qs, R, C));
  }
}
