// Row softmax over a runtime sequence length (issue 13, valid regions):
// x is rows x 64 f32, only the first len <= 64 columns of each row are
// data. The tail is padded with -inf (tfillpad.min), so the row max ignores
// it and exp gives 0 there: y = softmax(x[:, :len]) with zeros after it.
// One code path for every len; the padded tile has the full capacity.
//   ptocc -O2 examples/softmax-tail.c -S -o softmax-tail.s
#include <pto.h>

#ifndef R
#define R 16
#endif
#ifndef C
#define C 64
#endif

__pto_kernel void softmax_tail(__gm const float *restrict x,
                               __gm float *restrict y, long rows, int len) {
  for (long r = 0; r < rows; r += R) {
    pto_vec_t t = pto_tfillpad_min_f32(pto_tload_vec_f32(x + r * C, C, R, C),
                                       R, len, R, C);
    pto_vec_t m = pto_trowmax_f32(t, R, 1);
    pto_vec_t d = pto_tsub_f32(t, pto_trowexpand_f32(m, R, C), R, C);
    pto_vec_t e = pto_texp_f32(d, R, C);
    pto_vec_t s = pto_trecip_f32(pto_trowsum_f32(e, R, 1), R, 1);
    pto_vec_t o = pto_tmul_f32(e, pto_trowexpand_f32(s, R, C), R, C);
    pto_tstore_vec_f32(y + r * C, C, o);
  }
}
