//===-- bench/kernels/transpose.c - 2-D transpose in blocks ---------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Port of tile-ai/tilelang-ascend examples/transpose/transpose.py, its
// path 1 (_kernel_2d_transpose, the 2-D case perm = [1, 0]): each BM x BN
// block of x (M x N) is loaded, transposed on the vector unit (ttrans) and
// stored as the BN x BM block of y (N x M) at the mirrored position.
//
// Changed: f32 in 64 x 64 blocks (the example uses 128 x 128 for 4-byte
// types; a 64 x 64 block keeps the source and the transposed tile well
// inside UB), one core walks all blocks in row-major order (the example
// spreads them over cores); M and N multiples of the block (no valid
// regions); the int8 path through f16 and the record/stride paths for
// other permutations are left out.
//
//===----------------------------------------------------------------------===//
#include <pto.h>

#ifndef BM
#define BM 64
#endif
#ifndef BN
#define BN 64
#endif

__pto_kernel void transpose(__gm const float *restrict x,
                            __gm float *restrict y, long m, long n) {
  for (long bm = 0; bm < m; bm += BM) {
    for (long bn = 0; bn < n; bn += BN) {
      pto_vec_t a = pto_tload_vec_f32(x + bm * n + bn, n, BM, BN);
      pto_vec_t b = pto_ttrans_f32(a, BN, BM);
      pto_tstore_vec_f32(y + bn * m + bm, m, b);
    }
  }
}
