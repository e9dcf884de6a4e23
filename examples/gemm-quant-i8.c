// An int8 GEMM with its epilogue in the fixpipe (issue 14, part 14F):
// acc[M x N] (i32) = A[M x K] x B[K x N] (i8), then on the way out of L0C
//   q = i8(clamp(rint(relu(acc) * qscale), -128, 127))   (requantize, REQ8)
//   d = f16(acc * dscale)                                (dequantize, DEQF16)
// each by one tstore.quant: the fixpipe applies relu, the scale, the
// rounding (nearest even) and the saturation while it stores; no vector
// pass over the accumulator (pto-isa docs/isa/TSTORE.md, the acc store with
// a preQuantScalar; Ascend C Fixpipe's QuantMode_t). The vector-side
// quantizer with tcmp/tsel clamping is examples/clamp-i8.c.
//   ptocc -O2 examples/gemm-quant-i8.c -S -o gemm-quant-i8.s
#include <pto.h>

#ifndef M
#define M 32
#endif
#ifndef N
#define N 32
#endif
#ifndef K
#define K 64
#endif

__pto_kernel void gemm_quant_i8(__gm const signed char *restrict a,
                                __gm const signed char *restrict b,
                                __gm signed char *restrict q,
                                __gm _Float16 *restrict d, float qscale,
                                float dscale) {
  pto_mat_t at = pto_tload_mat_i8(a, K, M, K);
  pto_mat_t bt = pto_tload_mat_i8(b, N, K, N);
  pto_acc_t acc = pto_tmatmul_i32_i8(pto_tmov_left_i8(at, M, K),
                                     pto_tmov_right_i8(bt, K, N), M, N);
  pto_tstore_quant_i8_i32(q, N, acc, qscale, 1);
  pto_tstore_quant_f16_i32(d, N, acc, dscale, 0);
}
