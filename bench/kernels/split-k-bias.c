//===-- bench/kernels/split-k-bias.c - Split-K GEMM with bias -------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Port of hw-native-sys/pypto examples/advanced/01_split_k.py with a bias:
// C[M x N] (f32) = A[M x K] * B[K x N] (f16) + bias[N], with K split into
// SPLIT slices of KS columns; each slice's partial product is its own K loop
// (KS / KT blocks accumulated in L0C), and the partials are summed into C.
// The bias enters once, through pto.tmatmul.bias in the first block of the
// first slice (a bias table tile loaded from GM through L1).
//
// Changed: the example runs one slice per core and adds the partials into C
// with atomic adds after zero-initializing it; here one core runs the slices
// in turn, stores each partial into a GM workspace (SPLIT x M x N f32) and
// sums them on the vector unit at the end (there is no atomic store). The
// example is f32 with M = N = 64, K = 512, SPLIT = 4; the cube here takes
// f16 inputs. K is a multiple of SPLIT * KT (no valid regions).
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
#define KT 64
#endif
#ifndef SPLIT
#define SPLIT 4
#endif

__pto_kernel void split_k_bias(__gm const _Float16 *restrict a,
                               __gm const _Float16 *restrict b,
                               __gm const float *restrict bias,
                               __gm float *restrict ws, __gm float *restrict c,
                               long k) {
  const long ks = k / SPLIT;
  pto_bias_t bt = pto_tmov_bias_f32(pto_tload_mat_f32(bias, N, 1, N), 1, N);
  for (long s = 0; s < SPLIT; ++s) {
    long k0 = s * ks;
    pto_left_t al =
        pto_tmov_left_f16(pto_tload_mat_f16(a + k0, k, M, KT), M, KT);
    pto_right_t br =
        pto_tmov_right_f16(pto_tload_mat_f16(b + k0 * N, N, KT, N), KT, N);
    pto_acc_t acc = s == 0 ? pto_tmatmul_bias_f32_f16(al, br, bt, M, N)
                           : pto_tmatmul_f32_f16(al, br, M, N);
    for (long kk = k0 + KT; kk < k0 + ks; kk += KT) {
      pto_left_t at =
          pto_tmov_left_f16(pto_tload_mat_f16(a + kk, k, M, KT), M, KT);
      pto_right_t bk =
          pto_tmov_right_f16(pto_tload_mat_f16(b + kk * N, N, KT, N), KT, N);
      acc = pto_tmatmul_acc_f32_f16(acc, at, bk, M, N);
    }
    pto_tstore_acc_f32(ws + s * M * N, N, acc);
  }
  pto_vec_t sum = pto_tload_vec_f32(ws, N, M, N);
  for (long s = 1; s < SPLIT; ++s)
    sum = pto_tadd_f32(sum, pto_tload_vec_f32(ws + s * M * N, N, M, N), M, N);
  pto_tstore_vec_f32(c, N, sum);
}
