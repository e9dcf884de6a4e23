//===-- bench/kernels/layernorm-long.c - LayerNorm over long rows ---------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Port of tile-ai/tilelang-ascend examples/normalization/layer_norm.py: a
// row block of R rows whose rows are too long for one tile (the example's
// largest case has N = 51200 in 128-column blocks, 400 per row block) is
// normalized in two passes over its column blocks:
//   pass 1: sum_i += a, sum_square_i += a * a (elementwise, R x C);
//           then sum = rowsum(sum_i), mean = sum / n, var = E[a^2] - mean^2,
//           std = sqrt(var + eps);
//   pass 2: reload each column block, y = (a - mean) / std, store.
// x and y are rows x N f32; N (the row length, a compile-time constant as in
// the example) is 4096 by default: 64 column blocks per row block.
//
// Changed: the example's per-row scalar loop in pass 2 (sub and div by the
// row's element) is a row expand of mean and std; R = 16 rows (the example's
// block_M / VEC_NUM), C = 64 columns per block; rows a multiple of R and
// N of C (no valid regions). The example has no gain or bias; neither has
// this port.
//
//===----------------------------------------------------------------------===//
#include <pto.h>

#ifndef R
#define R 16
#endif
#ifndef C
#define C 64
#endif
#ifndef N
#define N 4096
#endif

__pto_kernel void layernorm_long(__gm const float *restrict x,
                                 __gm float *restrict y, long rows) {
  const float inv_n = 1.0f / N;
  for (long r = 0; r < rows; r += R) {
    pto_vec_t sum_i = pto_tfill_f32(0.0f, R, C);
    pto_vec_t sq_i = pto_tfill_f32(0.0f, R, C);
    for (long c = 0; c < N; c += C) {
      pto_vec_t a = pto_tload_vec_f32(x + r * N + c, N, R, C);
      sum_i = pto_tadd_f32(sum_i, a, R, C);
      sq_i = pto_tadd_f32(sq_i, pto_tmul_f32(a, a, R, C), R, C);
    }
    pto_vec_t mean = pto_tmuls_f32(pto_trowsum_f32(sum_i, R, 1), inv_n, R, 1);
    pto_vec_t msq = pto_tmuls_f32(pto_trowsum_f32(sq_i, R, 1), inv_n, R, 1);
    pto_vec_t var = pto_tsub_f32(msq, pto_tmul_f32(mean, mean, R, 1), R, 1);
    pto_vec_t sd = pto_tsqrt_f32(pto_tadds_f32(var, 1e-5f, R, 1), R, 1);
    pto_vec_t mean_e = pto_trowexpand_f32(mean, R, C);
    pto_vec_t sd_e = pto_trowexpand_f32(sd, R, C);
    for (long c = 0; c < N; c += C) {
      pto_vec_t a = pto_tload_vec_f32(x + r * N + c, N, R, C);
      pto_vec_t o = pto_tdiv_f32(pto_tsub_f32(a, mean_e, R, C), sd_e, R, C);
      pto_tstore_vec_f32(y + r * N + c, N, o);
    }
  }
}
