// The sum of every element of an R x C tile in two row reductions, the
// second over a reshaped tile (issue 13, R: treshape): trowsum gives the
// R x 1 column of row sums; treshape views the same R floats as one 1 x R
// row (no copy, the same bytes: docs/tile-storage.md), which trowsum
// reduces to the total. out[0] = sum of x, for r row blocks of R x C.
//   ptocc -O2 examples/sum-all.c -S -o sum-all.s
#include <pto.h>

#ifndef R
#define R 32
#endif
#ifndef C
#define C 64
#endif

__pto_kernel void sum_all(__gm const float *restrict x, __gm float *restrict out,
                          long rows) {
  for (long i = 0; i < rows; i += R) {
    pto_vec_t t = pto_tload_vec_f32(x + i * C, C, R, C);
    pto_vec_t col = pto_trowsum_f32(t, R, 1);
    pto_vec_t row = pto_treshape_vec_f32(col, 1, R);
    pto_vec_t s = pto_trowsum_f32(row, 1, 1);
    pto_tstore_vec_f32(out + i / R, 1, s);
  }
}
