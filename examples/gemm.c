// GEMM with a K loop: C[MxN] (f32) = A[MxK] * B[KxN] (f16), K a multiple of
// KT. A is row-major with row stride k, B row-major with row stride N. The
// accumulator stays in L0C across the loop (a PHI: pto-materialize-semantic-
// aliases keeps it in one place); the next A/B tiles are loaded while the
// cube works on the current ones.
//   ptocc -O2 examples/gemm.c -S -o gemm.s
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

__pto_kernel void gemm(__gm const _Float16 *restrict a,
                       __gm const _Float16 *restrict b, __gm float *restrict c,
                       long k) {
  pto_mat_t a0 = pto_tload_mat_f16(a, k, M, KT);
  pto_mat_t b0 = pto_tload_mat_f16(b, N, KT, N);
  pto_acc_t acc = pto_tmatmul_f32_f16(pto_tmov_left_f16(a0, M, KT),
                                      pto_tmov_right_f16(b0, KT, N), M, N);
  for (long kk = KT; kk < k; kk += KT) {
    pto_mat_t at = pto_tload_mat_f16(a + kk, k, M, KT);
    pto_mat_t bt = pto_tload_mat_f16(b + kk * N, N, KT, N);
    acc = pto_tmatmul_acc_f32_f16(acc, pto_tmov_left_f16(at, M, KT),
                                  pto_tmov_right_f16(bt, KT, N), M, N);
  }
  pto_tstore_acc_f32(c, N, acc);
}
