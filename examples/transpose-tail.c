// Leaky ReLU and transpose of a tall matrix with a runtime width (issue 13,
// 13X: every tile builtin honours valid extents). x is rows x n f32 (n <=
// 16, rows any count: 45 x 11 in the test); yt = leaky(x)^T is n x rows.
// A block of R rows is valid over vr = min(R, rows - r) x n
// (pto_tvalid_vec_f32); the compare's u8 mask is vr x ceil(n / 8), the
// select runs over vr x n and the transpose's result is valid over n x vr,
// which is all the store writes (at column r of yt). No padding, one code
// path for every width and row tail.
//   ptocc -O2 examples/transpose-tail.c -S -o transpose-tail.s
#include <pto.h>

#define R 16
#define C 16
#define MASK_COLS 2 // ceil(C / 8) bytes of mask a row

__pto_kernel void transpose_tail(__gm const float *restrict x,
                                 __gm float *restrict yt, long rows, int n) {
  for (long r = 0; r < rows; r += R) {
    int vr = (int)(rows - r < R ? rows - r : R);
    pto_vec_t t = pto_tvalid_vec_f32(pto_tload_vec_f32(x + r * n, n, R, C),
                                     vr, n, R, C);
    pto_vec_t pos = pto_tcmps_u8_f32(t, 0.0f, PTO_CMP_GT, R, MASK_COLS);
    pto_vec_t y =
        pto_tsel_f32(pos, t, pto_tmuls_f32(t, 0.125f, R, C), R, C);
    pto_tstore_vec_f32(yt + r, rows, pto_ttrans_f32(y, C, R));
  }
}
