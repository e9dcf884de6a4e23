// Greedy decoding (issue 14 D): the index of the largest logit of each row
// of a rows x V f32 matrix, V = N * C, R rows and C columns per tile. Each
// C-wide chunk gives its row max and row argmax (TROWARGMAX); a chunk's
// index, offset by the chunk's first column, replaces the best so far only
// where its max is strictly greater (TCMP gt, TSEL), so a tie keeps the
// earlier chunk and the result is the first largest logit, as numpy's
// argmax. The index is written as i32 (rows x 1).
//   ptocc -O2 examples/greedy-argmax.c -S -o greedy-argmax.s
// The constants (R, C, N) can be set with -D (e.g. -DN=...).
#include <pto.h>

#ifndef R
#define R 16
#endif
#ifndef C
#define C 64
#endif
#ifndef N
#define N 4
#endif

__pto_kernel void greedy_argmax(__gm const float *restrict logits,
                                __gm int *restrict token, long rows) {
  for (long r = 0; r < rows; r += R) {
    const __gm float *row = logits + r * (N * C);
    pto_vec_t t = pto_tload_vec_f32(row, N * C, R, C);
    pto_vec_t best = pto_trowmax_f32(t, R, 1);
    pto_vec_t at = pto_trowargmax_i32_f32(t, R, 1);
    for (int c = 1; c < N; ++c) {
      t = pto_tload_vec_f32(row + c * C, N * C, R, C);
      pto_vec_t m = pto_trowmax_f32(t, R, 1);
      pto_vec_t i = pto_tadds_i32(pto_trowargmax_i32_f32(t, R, 1), c * C, R, 1);
      pto_vec_t gt = pto_tcmp_u8_f32(m, best, PTO_CMP_GT, R, 1);
      best = pto_tsel_f32(gt, m, best, R, 1);
      at = pto_tsel_i32(gt, i, at, R, 1);
    }
    pto_tstore_vec_i32(token + r, 1, at);
  }
}
