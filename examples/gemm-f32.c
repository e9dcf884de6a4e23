// An f32 GEMM (issue 14, part 14F): C[M x N] = A[M x K] x B[K x N] with f32
// inputs, K a multiple of KT, the K loop accumulating in L0C
// (tmatmul.acc.init, issue 23). pto-isa's TMATMUL accepts (float, float,
// float) on A2/A3 and float inputs on A5 (docs/isa/TMATMUL_zh.md); each
// product is rounded to f32 and added in k order (the full-f32 mode, not
// HF32). The f32 result goes out through the fixpipe twice: as is (tstore)
// and converted to f16 by the fixpipe itself (tstore.quant with scale 1,
// no relu) -- no vector tcvt, no vector core.
//   ptocc -O2 examples/gemm-f32.c -S -o gemm-f32.s
#include <pto.h>

#ifndef M
#define M 32
#endif
#ifndef N
#define N 32
#endif
#ifndef KT
#define KT 32
#endif

__pto_kernel void gemm_f32(__gm const float *restrict a,
                           __gm const float *restrict b,
                           __gm float *restrict c, __gm _Float16 *restrict h,
                           long k) {
  pto_acc_t acc;
  for (long kk = 0; kk < k; kk += KT) {
    pto_mat_t at = pto_tload_mat_f32(a + kk, k, M, KT);
    pto_mat_t bt = pto_tload_mat_f32(b + kk * N, N, KT, N);
    acc = pto_tmatmul_acc_init_f32_f32(acc, pto_tmov_left_f32(at, M, KT),
                                       pto_tmov_right_f32(bt, KT, N), kk == 0,
                                       M, N);
  }
  pto_tstore_acc_f32(c, N, acc);
  pto_tstore_quant_f16_f32(h, N, acc, 1.0f, 0);
}
