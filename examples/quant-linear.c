// A quantized linear layer (issue 14's quantize kernel, 14Q): an int8 GEMM
// whose i32 accumulator leaves L0C through the fixpipe as the dequantized
// f16 output, and the next layer's int8 input quantized from it on the
// vector unit with a tcmp/tsel clamp. For each block of M rows of a:
//   acc = a[M x K] x b[K x N]                    (i8 x i8 -> i32, cube)
//   y   = f16(acc * dscale)                       (tstore.quant: DEQF16)
//   q   = i8(clamp(rint(f32(y) * qscale), -127, 127))  (vector)
// The shape of a W8A8 linear followed by the static per-tensor quantization
// of its output (the quant_matmul + quantize pair of Ascend's int8
// inference kernels; pto-isa docs/isa/TSTORE.md for the fixpipe store,
// TCMPS.md / TSEL.md for the clamp). On a3 the compiler splits it into the
// cube core's product and store and the vector core's quantizer, y passing
// through GM; on a5 both run on one core.
//   ptocc -O2 examples/quant-linear.c -S -o quant-linear.s
// The constants (M, N, K) can be set with -D (e.g. -DM=...).
#include <pto.h>

#ifndef M
#define M 16
#endif
#ifndef N
#define N 32
#endif
#ifndef K
#define K 64
#endif
#define MASK_COLS ((N + 7) / 8)

__pto_kernel void quant_linear(__gm const signed char *restrict a,
                               __gm const signed char *restrict b,
                               __gm _Float16 *restrict y,
                               __gm signed char *restrict q, long rows,
                               float dscale, float qscale) {
  pto_right_t bt = pto_tmov_right_i8(pto_tload_mat_i8(b, N, K, N), K, N);
  pto_vec_t hi = pto_tfill_i32(127, M, N);
  for (long r = 0; r < rows; r += M) {
    pto_left_t at =
        pto_tmov_left_i8(pto_tload_mat_i8(a + r * K, K, M, K), M, K);
    pto_acc_t acc = pto_tmatmul_i32_i8(at, bt, M, N);
    // The fixpipe's dequantization: i32 -> f32, times dscale, -> f16.
    pto_tstore_quant_f16_i32(y + r * N, N, acc, dscale, 0);
    // The vector side reads y back and quantizes it for the next layer.
    pto_vec_t f = pto_tcvt_f32_f16(pto_tload_vec_f16(y + r * N, N, M, N), M, N);
    pto_vec_t v = pto_tcvt_i32_f32(pto_tmuls_f32(f, qscale, M, N), M, N);
    pto_vec_t le = pto_tcmps_u8_i32(v, 127, PTO_CMP_LE, M, MASK_COLS);
    v = pto_tsel_i32(le, v, hi, M, N);
    pto_vec_t ge = pto_tcmps_u8_i32(v, -127, PTO_CMP_GE, M, MASK_COLS);
    v = pto_tsels_i32(ge, v, -127, M, N);
    pto_tstore_vec_i8(q + r * N, N, pto_tcvt_i8_i32(v, M, N));
  }
}
