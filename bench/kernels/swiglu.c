//===-- bench/kernels/swiglu.c - SwiGLU activation ------------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Port of tile-ai/tilelang-ascend examples/activation/swi_glu.py: the input
// row block is split along its last dimension into x1 (first half) and x2
// (second half), and y = silu(x1) * x2 with silu(x1) = x1 / (1 + exp(0 - x1)),
// computed as the example does: fill a zero tile, subtract, exp, add 1,
// divide, multiply. x is rows x 2C f32, y rows x C f32.
//
// Changed: one loop over R-row blocks and C-column blocks in one core (the
// example launches a core per block); the column tail of the example's
// N = 200 (ub_length 36 for the second block) is left out, as the builtins
// have no valid regions: rows and C are multiples of the tile (R = 16,
// C = 64 by default).
//
//===----------------------------------------------------------------------===//
#include <pto.h>

#ifndef R
#define R 16
#endif
#ifndef C
#define C 64
#endif

__pto_kernel void swiglu(__gm const float *restrict x, __gm float *restrict y,
                         long rows, long half) {
  for (long r = 0; r < rows; r += R) {
    for (long c = 0; c < half; c += C) {
      pto_vec_t a0 = pto_tload_vec_f32(x + r * 2 * half + c, 2 * half, R, C);
      pto_vec_t a1 =
          pto_tload_vec_f32(x + r * 2 * half + half + c, 2 * half, R, C);
      pto_vec_t zero = pto_tfill_f32(0.0f, R, C);
      pto_vec_t t = pto_texp_f32(pto_tsub_f32(zero, a0, R, C), R, C);
      t = pto_tdiv_f32(a0, pto_tadds_f32(t, 1.0f, R, C), R, C);
      pto_tstore_vec_f32(y + r * half + c, half, pto_tmul_f32(t, a1, R, C));
    }
  }
}
