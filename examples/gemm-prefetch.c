// GEMM with a K loop: C[MxN] (f32) = A[MxK] * B[KxN] (f16), K a multiple of
// KT and at least 2*KT. A is row-major with row stride k, B row-major with
// row stride N. The accumulator stays in L0C across the loop; the A/B tiles
// of block i+1 are loaded (MTE2) while the cube works on block i: the loop
// carries the prefetched tiles, and the backend gives each of them two
// slots in L1 (double buffering) instead of a copy (-Rpass=pto-materialize-semantic-aliases).
// pto-insert-sync lets the prefetch run while the current block is moved to
// L0A/L0B; simulated (pto-sim, a3) K=1024 takes 9534 cycles against 13589
// for gemm.c (docs/ptocc.md).
//   ptocc -O2 examples/gemm-prefetch.c -S -o gemm-prefetch.s
// The constants (M, N, KT) can be set with -D (e.g. -DM=...).
#include <pto.h>

#ifndef M
#define M 64
#endif
#ifndef N
#define N 64
#endif
#ifndef KT
#define KT 64
#endif

__pto_kernel void gemm_prefetch(__gm const _Float16 *restrict a,
                                __gm const _Float16 *restrict b,
                                __gm float *restrict c, long k) {
  pto_mat_t an = pto_tload_mat_f16(a, k, M, KT);
  pto_mat_t bn = pto_tload_mat_f16(b, N, KT, N);
  pto_acc_t acc = pto_tmatmul_f32_f16(pto_tmov_left_f16(an, M, KT),
                                      pto_tmov_right_f16(bn, KT, N), M, N);
  an = pto_tload_mat_f16(a + KT, k, M, KT);
  bn = pto_tload_mat_f16(b + KT * N, N, KT, N);
  for (long kk = 2 * KT; kk < k; kk += KT) {
    pto_mat_t at = an, bt = bn;
    an = pto_tload_mat_f16(a + kk, k, M, KT); // prefetch block kk
    bn = pto_tload_mat_f16(b + kk * N, N, KT, N);
    acc = pto_tmatmul_acc_f32_f16(acc, pto_tmov_left_f16(at, M, KT),
                                  pto_tmov_right_f16(bt, KT, N), M, N);
  }
  acc = pto_tmatmul_acc_f32_f16(acc, pto_tmov_left_f16(an, M, KT),
                                pto_tmov_right_f16(bn, KT, N), M, N);
  pto_tstore_acc_f32(c, N, acc);
}
