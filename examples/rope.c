// Rotary position embedding (half-split form) of a rows x 64 f32 matrix:
//   y[:, :32] = x1 * cos - x2 * sin,  y[:, 32:] = x2 * cos + x1 * sin
// with x1 = x[:, :32], x2 = x[:, 32:] and per-row cos/sin tables (rows x 32).
//   ptocc -O2 examples/rope.c -S -o rope.s
// The constants (R, C, H) can be set with -D (e.g. -DR=...).
#include <pto.h>

#ifndef R
#define R 16
#endif
#ifndef C
#define C 64
#endif
#ifndef H
#define H 32
#endif

__pto_kernel void rope(__gm const float *restrict x,
                       __gm const float *restrict cosv,
                       __gm const float *restrict sinv, __gm float *restrict y,
                       long rows) {
  for (long r = 0; r < rows; r += R) {
    pto_vec_t t = pto_tload_vec_f32(x + r * C, C, R, C);
    pto_vec_t cs = pto_tload_vec_f32(cosv + r * H, H, R, H);
    pto_vec_t sn = pto_tload_vec_f32(sinv + r * H, H, R, H);
    pto_vec_t x1 = pto_textract_vec_f32(t, 0, 0, R, H);
    pto_vec_t x2 = pto_textract_vec_f32(t, 0, H, R, H);
    pto_vec_t y1 = pto_tsub_f32(pto_tmul_f32(x1, cs, R, H),
                                pto_tmul_f32(x2, sn, R, H), R, H);
    pto_vec_t y2 = pto_tadd_f32(pto_tmul_f32(x2, cs, R, H),
                                pto_tmul_f32(x1, sn, R, H), R, H);
    pto_tstore_vec_f32(y + r * C, C, y1);
    pto_tstore_vec_f32(y + r * C + H, C, y2);
  }
}
