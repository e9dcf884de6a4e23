// Multi-core GEMM (issue 15): C[m x n] (f32) = A[m x k] * B[k x n] (f16),
// tiled over a 2D grid of BM x BN output blocks. Launched over N cores
// (pto-sim --blocks=N), block i takes output tiles i, i + N, i + 2N, ...
// (tile t is row block t / (n / BN), column block t % (n / BN)) and runs the
// K loop of each: with as many blocks as tiles, one tile per core. A is
// row-major with row stride k, B with row stride n, C with row stride n;
// m, n, k multiples of BM, BN, KT.
//   ptocc -O2 examples/gemm-spmd.c -S -emit-llvm -o gemm-spmd.ll
//   utils/run-kernel gemm-spmd.ll --blocks=4 --arg=buf:f16:128x256:seed=1 \
//       --arg=buf:f16:256x128:seed=2 --arg=buf:f32:128x128 --arg=128 \
//       --arg=128 --arg=256
#include <pto.h>

#ifndef BM
#define BM 64
#endif
#ifndef BN
#define BN 64
#endif
#ifndef KT
#define KT 64
#endif

__pto_kernel void gemm_spmd(__gm const _Float16 *restrict a,
                            __gm const _Float16 *restrict b,
                            __gm float *restrict c, long m, long n, long k) {
  long tn = n / BN, tiles = (m / BM) * tn;
  for (long t = get_block_idx(); t < tiles; t += get_block_num()) {
    long bm = t / tn, bn = t % tn;
    __gm const _Float16 *at = a + bm * BM * k;
    __gm const _Float16 *bt = b + bn * BN;
    pto_mat_t a0 = pto_tload_mat_f16(at, k, BM, KT);
    pto_mat_t b0 = pto_tload_mat_f16(bt, n, KT, BN);
    pto_acc_t acc = pto_tmatmul_f32_f16(pto_tmov_left_f16(a0, BM, KT),
                                        pto_tmov_right_f16(b0, KT, BN), BM, BN);
    for (long kk = KT; kk < k; kk += KT) {
      pto_mat_t ak = pto_tload_mat_f16(at + kk, k, BM, KT);
      pto_mat_t bk = pto_tload_mat_f16(bt + kk * n, n, KT, BN);
      acc = pto_tmatmul_acc_f32_f16(acc, pto_tmov_left_f16(ak, BM, KT),
                                    pto_tmov_right_f16(bk, KT, BN), BM, BN);
    }
    pto_tstore_acc_f32(c + bm * BM * n + bn * BN, n, acc);
  }
}
