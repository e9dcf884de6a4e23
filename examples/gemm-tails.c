// GEMM with tails written as constant-shape variants: C[126x80] (f16) =
// A[126x159] * B[159x80] (f16, f32 accumulation). The tiles are 32x16 with
// K slices of 32; 126 = 3 * 32 + 30 rows and 159 = 4 * 32 + 31, so a row block
// is either full or the 30-row tail, and its K loop ends with a 31-wide
// slice: four matmul shapes, each a copy of the same code with other
// constants. The copies end in identical-looking pto_tstore_vec_f16 calls of
// tiles of different shapes; the builtins are `nomerge` (docs/builtins.md),
// so no -O level sinks them into one call on a PHI of tiles of different
// descriptors (issue 13).
//   ptocc -O2 examples/gemm-tails.c -S -o gemm-tails.s
#include <pto.h>

#define MT 32
#define NT 16
#define KT 32
#define K 159
#define KFULL (K / KT * KT)
#define KTAIL (K - KFULL)

// One row block of R rows and one NT-wide column block at (i, j).
#define BLOCK(R)                                                               \
  do {                                                                         \
    pto_acc_t acc = pto_tmatmul_f32_f16(                                       \
        pto_tmov_left_f16(pto_tload_mat_f16(a + i * K, K, R, KT), R, KT),      \
        pto_tmov_right_f16(pto_tload_mat_f16(b + j, 80, KT, NT), KT, NT), R,   \
        NT);                                                                   \
    for (long kk = KT; kk < KFULL; kk += KT)                                   \
      acc = pto_tmatmul_acc_f32_f16(                                           \
          acc,                                                                 \
          pto_tmov_left_f16(pto_tload_mat_f16(a + i * K + kk, K, R, KT), R,    \
                            KT),                                               \
          pto_tmov_right_f16(pto_tload_mat_f16(b + kk * 80 + j, 80, KT, NT),   \
                             KT, NT),                                          \
          R, NT);                                                              \
    acc = pto_tmatmul_acc_f32_f16(                                             \
        acc,                                                                   \
        pto_tmov_left_f16(pto_tload_mat_f16(a + i * K + KFULL, K, R, KTAIL),   \
                          R, KTAIL),                                           \
        pto_tmov_right_f16(pto_tload_mat_f16(b + KFULL * 80 + j, 80, KTAIL,    \
                                             NT),                              \
                           KTAIL, NT),                                         \
        R, NT);                                                                \
    pto_vec_t r = pto_tcvt_f16_f32(pto_tmov_vec_acc_f32(acc, R, NT), R, NT);   \
    pto_tstore_vec_f16(c + i * 80 + j, 80, r);                                 \
  } while (0)

__pto_kernel void gemm_tails(__gm const _Float16 *restrict a,
                             __gm const _Float16 *restrict b,
                             __gm _Float16 *restrict c, long m) {
  for (long i = 0; i < m; i += MT)
    for (long j = 0; j < 80; j += NT) {
      if (m - i >= MT)
        BLOCK(MT);
      else
        BLOCK(126 % MT);
    }
}
