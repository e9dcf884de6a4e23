// Row softmax of a rows x 64 f32 matrix, 16 rows per tile, with the fused
// broadcasts of pto-isa (TROWEXPANDSUB, TROWEXPANDDIV): the row max and the
// row sum (R x 1 tiles) are applied to the R x C tile without expanding them
// into R x C tiles first (compare examples/softmax.c):
//   y = exp(x - rowmax(x)) / rowsum(exp(x - rowmax(x)))
//   ptocc -O2 examples/softmax-fused.c -S -o softmax-fused.s
// The constants (R, C) can be set with -D (e.g. -DR=...).
#include <pto.h>

#ifndef R
#define R 16
#endif
#ifndef C
#define C 64
#endif

__pto_kernel void softmax_fused(__gm const float *restrict x,
                                __gm float *restrict y, long rows) {
  for (long r = 0; r < rows; r += R) {
    pto_vec_t t = pto_tload_vec_f32(x + r * C, C, R, C);
    pto_vec_t m = pto_trowmax_f32(t, R, 1);
    pto_vec_t e = pto_texp_f32(pto_trowexpandsub_f32(t, m, R, C), R, C);
    pto_vec_t s = pto_trowsum_f32(e, R, 1);
    pto_vec_t o = pto_trowexpanddiv_f32(e, s, R, C);
    pto_tstore_vec_f32(y + r * C, C, o);
  }
}
