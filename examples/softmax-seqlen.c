// Row softmax over a runtime sequence length with a row tail (issue 13,
// valid extents): x is rows x 64 f32 (rows any count, 45 in the test), only
// the first len <= 64 columns of each row are data. A block's tile is valid
// over vr = min(R, rows - r) rows (pto_tvalid_vec_f32); its tail columns
// are padded with -inf (tfillpad.min), so the row max ignores them and exp
// gives 0 there: y = softmax(x[:, :len]) with zeros after it, and only the
// valid rows are loaded, computed and stored.
//   ptocc -O2 examples/softmax-seqlen.c -S -o softmax-seqlen.s
#include <pto.h>

#define R 16
#define C 64

__pto_kernel void softmax_seqlen(__gm const float *restrict x,
                                 __gm float *restrict y, long rows, int len) {
  for (long r = 0; r < rows; r += R) {
    int vr = (int)(rows - r < R ? rows - r : R);
    pto_vec_t in = pto_tvalid_vec_f32(pto_tload_vec_f32(x + r * C, C, R, C),
                                      vr, C, R, C);
    pto_vec_t t = pto_tvalid_vec_f32(pto_tfillpad_min_f32(in, vr, len, R, C),
                                     vr, C, R, C);
    pto_vec_t m = pto_trowmax_f32(t, R, 1);
    pto_vec_t d = pto_tsub_f32(t, pto_trowexpand_f32(m, R, C), R, C);
    pto_vec_t e = pto_texp_f32(d, R, C);
    pto_vec_t s = pto_trecip_f32(pto_trowsum_f32(e, R, 1), R, 1);
    pto_vec_t o = pto_tmul_f32(e, pto_trowexpand_f32(s, R, C), R, C);
    pto_tstore_vec_f32(y + r * C, C, o);
  }
}
