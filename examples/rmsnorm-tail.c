// RMSNorm of a rows x 64 f32 matrix with a row tail (issue 13, valid
// extents): rows is any count (45 in the test); the last block's tile has
// the valid extent vr = min(R, rows - r) rows (pto_tvalid_vec_f32), so it
// loads, reduces and stores only those rows. One code path for every block.
//   y = x * rsqrt(mean(x^2) + eps) * g
//   ptocc -O2 examples/rmsnorm-tail.c -S -o rmsnorm-tail.s
#include <pto.h>

#define R 16
#define C 64

__pto_kernel void rmsnorm_tail(__gm const float *restrict x,
                               __gm const float *restrict g,
                               __gm float *restrict y, long rows) {
  pto_vec_t gain = pto_tcolexpand_f32(pto_tload_vec_f32(g, C, 1, C), R, C);
  for (long r = 0; r < rows; r += R) {
    int vr = (int)(rows - r < R ? rows - r : R);
    pto_vec_t t = pto_tvalid_vec_f32(pto_tload_vec_f32(x + r * C, C, R, C),
                                     vr, C, R, C);
    pto_vec_t ss = pto_trowsum_f32(pto_tmul_f32(t, t, R, C), R, 1);
    pto_vec_t ms =
        pto_tadds_f32(pto_tmuls_f32(ss, 1.0f / C, R, 1), 1e-6f, R, 1);
    pto_vec_t inv = pto_trowexpand_f32(pto_trsqrt_f32(ms, R, 1), R, C);
    pto_vec_t o = pto_tmul_f32(pto_tmul_f32(t, inv, R, C), gain, R, C);
    pto_tstore_vec_f32(y + r * C, C, o);
  }
}
