//===-- bench/kernels/gelu.c - GELU (tanh form) from exp and a division ---===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Port of tile-ai/tilelang-ascend examples/activation/gelu_mul.py: the tanh
// approximation of GELU written with exp and a division,
//   y = x / (1 + exp(-1.5957691 * (x + 0.044715 * x^3))),
// in the example's order (x*x, *x, *0.044715, +x, *-1.5957691, exp, +1,
// x / t), on R x C blocks of a rows x n f32 matrix.
//
// Changed: one core walks the blocks (the example launches one per block);
// rows and n multiples of the block, R = 16 (the example's block_M / VEC_NUM
// for block_M = 32), C = 64 (no valid regions: the example's 300 x 300 and
// 1100 x 50000 cases have tails).
//
//===----------------------------------------------------------------------===//
#include <pto.h>

#ifndef R
#define R 16
#endif
#ifndef C
#define C 64
#endif

__pto_kernel void gelu(__gm const float *restrict x, __gm float *restrict y,
                       long rows, long n) {
  for (long r = 0; r < rows; r += R) {
    for (long c = 0; c < n; c += C) {
      pto_vec_t a = pto_tload_vec_f32(x + r * n + c, n, R, C);
      pto_vec_t t = pto_tmul_f32(a, pto_tmul_f32(a, a, R, C), R, C);
      t = pto_tadd_f32(a, pto_tmuls_f32(t, 0.044715f, R, C), R, C);
      t = pto_texp_f32(pto_tmuls_f32(t, -1.5957691f, R, C), R, C);
      t = pto_tadds_f32(t, 1.0f, R, C);
      pto_tstore_vec_f32(y + r * n + c, n, pto_tdiv_f32(a, t, R, C));
    }
  }
}
