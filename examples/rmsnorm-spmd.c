// Multi-core RMSNorm (issue 15) of a rows x C f32 matrix with a C-element
// gain g, y = x * rsqrt(mean(x^2) + eps) * g, split over the cores by rows:
// launched over N cores (pto-sim --blocks=N), block i normalizes the row
// tiles i, i + N, i + 2N, ... of R rows each (rows a multiple of R).
//   ptocc -O2 examples/rmsnorm-spmd.c -S -emit-llvm -o rmsnorm-spmd.ll
//   utils/run-kernel rmsnorm-spmd.ll --blocks=4 --arg=buf:f32:128x64:seed=1 \
//       --arg=buf:f32:64:seed=2 --arg=buf:f32:128x64 --arg=128
#include <pto.h>

#ifndef R
#define R 16
#endif
#ifndef C
#define C 64
#endif

__pto_kernel void rmsnorm_spmd(__gm const float *restrict x,
                               __gm const float *restrict g,
                               __gm float *restrict y, long rows) {
  pto_vec_t gain = pto_tcolexpand_f32(pto_tload_vec_f32(g, C, 1, C), R, C);
  long step = (long)get_block_num() * R;
  for (long r = (long)get_block_idx() * R; r < rows; r += step) {
    pto_vec_t t = pto_tload_vec_f32(x + r * C, C, R, C);
    pto_vec_t ss = pto_trowsum_f32(pto_tmul_f32(t, t, R, C), R, 1);
    pto_vec_t ms =
        pto_tadds_f32(pto_tmuls_f32(ss, 1.0f / C, R, 1), 1e-6f, R, 1);
    pto_vec_t inv = pto_trowexpand_f32(pto_trsqrt_f32(ms, R, 1), R, C);
    pto_vec_t o = pto_tmul_f32(pto_tmul_f32(t, inv, R, C), gain, R, C);
    pto_tstore_vec_f32(y + r * C, C, o);
  }
}
