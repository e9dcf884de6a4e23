// Row softmax of a rows x 64 f32 matrix, 16 rows per tile:
//   y = exp(x - rowmax(x)) / rowsum(exp(x - rowmax(x)))
//   ptocc -O2 examples/softmax.c -S -o softmax.s
// The constants (R, C) can be set with -D (e.g. -DR=...).
#include <pto.h>

#ifndef R
#define R 16
#endif
#ifndef C
#define C 64
#endif

__pto_kernel void softmax(__gm const float *restrict x, __gm float *restrict y,
                          long rows) {
  for (long r = 0; r < rows; r += R) {
    pto_vec_t t = pto_tload_vec_f32(x + r * C, C, R, C);
    pto_vec_t m = pto_trowmax_f32(t, R, 1);
    pto_vec_t d = pto_tsub_f32(t, pto_trowexpand_f32(m, R, C), R, C);
    pto_vec_t e = pto_texp_f32(d, R, C);
    pto_vec_t s = pto_trecip_f32(pto_trowsum_f32(e, R, 1), R, 1);
    pto_vec_t o = pto_tmul_f32(e, pto_trowexpand_f32(s, R, C), R, C);
    pto_tstore_vec_f32(y + r * C, C, o);
  }
}
