// Top-k of each row (issue 14, 14M): the K largest of N f32 scores of every
// row, largest first, with their column indices; equal scores by the
// smaller index (numpy: a stable argsort of -x). In spirit the pto-isa
// auto-mode topk kernel (kernels/automode/a2a3/topk/topk_kernel.cpp:
// TSORT32 + TMRGSORT + TGATHER over one row): tsort32 sorts each block of
// 32 scores with their indices (from tci) into (value, index) pairs,
// tmrgsort merges four sorted blocks at a time until the row is one run
// (N = 512: blocks of 64 elements, then of 256), and two tgathers pick the
// first K values (pair elements 0, 2, ...) and indices (1, 3, ...).
//   ptocc -O2 examples/topk.c -S -o topk.s
// N must be 32 * 4^m (m >= 1, here 128, 512 or 2048 columns); K <= N.
#include <pto.h>

#ifndef N
#define N 512
#endif
#ifndef K
#define K 16
#endif

__pto_kernel void topk(__gm const float *restrict scores,
                       __gm float *restrict values,
                       __gm unsigned *restrict indices, long rows) {
  // The column indices 0..N-1, and where the K values and the K indices
  // are among the sorted pairs (2k and 2k + 1).
  pto_vec_t col = pto_tci_u32(0, 0, 1, N);
  pto_vec_t at_value = pto_tshls_u32(pto_tci_u32(0, 0, 1, K), 1, 1, K);
  pto_vec_t at_index = pto_tadds_u32(at_value, 1, 1, K);
  for (long r = 0; r < rows; ++r) {
    pto_vec_t x = pto_tload_vec_f32(scores + r * N, N, 1, N);
    pto_vec_t run = pto_tsort32_f32(x, col, 1, 2 * N);
    // Each merge makes runs four times longer: 64 elements (32 pairs) to
    // 256, ..., to the whole row of 2N.
    for (int len = 64; len < 2 * N; len *= 4)
      run = pto_tmrgsort_f32(run, len, 1, 2 * N);
    pto_vec_t bits = pto_treshape_vec_u32_f32(run, 1, 2 * N);
    pto_tstore_vec_f32(values + r * K, K, pto_tgather_f32_u32(run, at_value, 1, K));
    pto_tstore_vec_u32(indices + r * K, K,
                       pto_tgather_u32_u32(bits, at_index, 1, K));
  }
}
