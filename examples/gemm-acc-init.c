// GEMM with a K loop written once (issue 23): C[MxN] (f32) = A[MxK] *
// B[KxN] (f16), K a multiple of KT. The first K step initializes the
// accumulator and the later ones accumulate, in one call:
// tmatmul.acc.init(acc, a, b, kk == 0) is a x b when its init condition is
// true (the accumulator, undefined before the loop, is not read) and
// acc + a x b when it is false -- no peeled first iteration. The accumulator
// is a loop carry (a PHI with an undefined entry value): it stays in one L0C
// window across the loop.
//   ptocc -O2 examples/gemm-acc-init.c -S -o gemm-acc-init.s
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

__pto_kernel void gemm_acc_init(__gm const _Float16 *restrict a,
                                __gm const _Float16 *restrict b,
                                __gm float *restrict c, long k) {
  pto_acc_t acc;
  for (long kk = 0; kk < k; kk += KT) {
    pto_mat_t at = pto_tload_mat_f16(a + kk, k, M, KT);
    pto_mat_t bt = pto_tload_mat_f16(b + kk * N, N, KT, N);
    acc = pto_tmatmul_acc_init_f32_f16(acc, pto_tmov_left_f16(at, M, KT),
                                       pto_tmov_right_f16(bt, KT, N), kk == 0,
                                       M, N);
  }
  pto_tstore_acc_f32(c, N, acc);
}
