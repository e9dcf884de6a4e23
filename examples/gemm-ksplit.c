// GEMM whose K loop slices an L1 tile at a runtime position (issue 13, R):
// C[MxN] (f32) = A[MxK] * B[KxN] (f16), K a multiple of STEPS * BK. Every
// STEPS iterations one L1 (mat) tile of A (M x STEPS*BK) and of B
// (STEPS*BK x N) is loaded; each iteration extracts its K slice into L0A /
// L0B at `(k % STEPS) * BK` -- the pto-isa / pypto-lib pattern -- with
// textract's register form (docs/isa.md, "Runtime sub-tile positions").
// The L1 tiles are carries left undefined before the loop and assigned
// under `k % STEPS == 0`; the accumulator is initialized by the first
// iteration (tmatmul.acc.init).
//   ptocc -O2 examples/gemm-ksplit.c -S -o gemm-ksplit.s
#include <pto.h>

#ifndef M
#define M 64
#endif
#ifndef N
#define N 64
#endif
#ifndef BK
#define BK 32
#endif
#ifndef STEPS
#define STEPS 4
#endif

__pto_kernel void gemm_ksplit(__gm const _Float16 *restrict a,
                              __gm const _Float16 *restrict b,
                              __gm float *restrict c, long k) {
  pto_acc_t acc;
  pto_mat_t at, bt;
  for (long kk = 0; kk < k / BK; ++kk) {
    if (kk % STEPS == 0) {
      at = pto_tload_mat_f16(a + kk * BK, k, M, STEPS * BK);
      bt = pto_tload_mat_f16(b + kk * BK * N, N, STEPS * BK, N);
    }
    int pos = (int)(kk % STEPS) * BK;
    pto_left_t l = pto_textract_left_f16(at, 0, pos, M, BK);
    pto_right_t r = pto_textract_right_f16(bt, pos, 0, BK, N);
    acc = pto_tmatmul_acc_init_f32_f16(acc, l, r, kk == 0, M, N);
  }
  pto_tstore_acc_f32(c, N, acc);
}
