//===-- bench/kernels/quant-gemm.c - i8 GEMM with dequantization ----------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Port of the cube part of tile-ai/tilelang-ascend
// examples/dequantize_gemm/example_dequant_gemm_w4a8.py: C = A * B with i8
// A (M x K) and i8 B, accumulated in i32 in L0C over K chunks of KT = 256
// (the example's block_K_chunk), followed by a dequantizing epilogue: the
// i32 block moves to UB, is converted to f32 (tcvt) and scaled per output
// channel, y = f32(C) * scale[n]; y is M x N f32.
//
// Changed: the example's vector stage unpacks int4 weights into an int8
// workspace (bitwise and/shift, compare and select: no such builtins); here
// B is already i8, and stored K x N (the example's is N x K with
// transpose_B; there is no transposing move into L0B). The example stores
// the i32 C; the per-channel scale epilogue is this port's dequant step.
// M = N = 64 (the example's block is 64 x 16); K a multiple of KT (no valid
// regions).
//
//===----------------------------------------------------------------------===//
#include <pto.h>

#ifndef M
#define M 64
#endif
#ifndef N
#define N 64
#endif
#ifndef KT
#define KT 256
#endif

__pto_kernel void quant_gemm(__gm const signed char *restrict a,
                             __gm const signed char *restrict b,
                             __gm const float *restrict scale,
                             __gm float *restrict y, long k) {
  pto_acc_t acc = pto_tmatmul_i32_i8(
      pto_tmov_left_i8(pto_tload_mat_i8(a, k, M, KT), M, KT),
      pto_tmov_right_i8(pto_tload_mat_i8(b, N, KT, N), KT, N), M, N);
  for (long kk = KT; kk < k; kk += KT)
    acc = pto_tmatmul_acc_i32_i8(
        acc, pto_tmov_left_i8(pto_tload_mat_i8(a + kk, k, M, KT), M, KT),
        pto_tmov_right_i8(pto_tload_mat_i8(b + kk * N, N, KT, N), KT, N), M, N);
  pto_vec_t c = pto_tcvt_f32_i32(pto_tmov_vec_acc_i32(acc, M, N), M, N);
  pto_vec_t s = pto_tcolexpand_f32(pto_tload_vec_f32(scale, N, 1, N), M, N);
  pto_tstore_vec_f32(y, N, pto_tmul_f32(c, s, M, N));
}
