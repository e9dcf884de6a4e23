// GEMM with runtime tails written as one code path (issue 13, valid
// extents): C[m x n] (f16) = A[m x k] * B[k x n] (f16, f32 accumulation)
// with m, n, k kernel arguments (126, 80, 159 in the test: none a multiple
// of its tile). Every block loads full-capacity tiles given the valid extent
// `min(tile, remaining)` (pto_tvalid_*, pypto-lib's set_validshape): the
// loads read only the valid part, the matmul multiplies vm x vk by vk x vn,
// the store writes vm x vn. Compare examples/gemm-tails.c, the same GEMM as
// constant-shape variants.
//   ptocc -O2 examples/gemm-valid.c -S -o gemm-valid.s
#include <pto.h>

#define MT 32
#define NT 16
#define KT 32

static inline int min_int(long a, long b) { return (int)(a < b ? a : b); }

__pto_kernel void gemm_valid(__gm const _Float16 *restrict a,
                             __gm const _Float16 *restrict b,
                             __gm _Float16 *restrict c, long m, long n,
                             long k) {
  for (long i = 0; i < m; i += MT) {
    int vm = min_int(MT, m - i);
    for (long j = 0; j < n; j += NT) {
      int vn = min_int(NT, n - j);
      pto_acc_t acc;
      for (long kk = 0; kk < k; kk += KT) {
        int vk = min_int(KT, k - kk);
        pto_mat_t at = pto_tvalid_mat_f16(
            pto_tload_mat_f16(a + i * k + kk, k, MT, KT), vm, vk, MT, KT);
        pto_mat_t bt = pto_tvalid_mat_f16(
            pto_tload_mat_f16(b + kk * n + j, n, KT, NT), vk, vn, KT, NT);
        acc = pto_tmatmul_acc_init_f32_f16(acc, pto_tmov_left_f16(at, MT, KT),
                                           pto_tmov_right_f16(bt, KT, NT),
                                           kk == 0, MT, NT);
      }
      pto_vec_t r =
          pto_tcvt_f16_f32(pto_tmov_vec_acc_f32(acc, MT, NT), MT, NT);
      pto_tstore_vec_f16(c + i * n + j, n, r);
    }
  }
}
