//===-- bench/kernels/paged-attention.c - Paged attention, online update --===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Port of hw-native-sys/pypto examples/ir_parser/paged_attention.py (its
// four kernels qk_matmul, softmax_prepare, pv_matmul and online_update, run
// per KV-cache block): for a tile of H query heads and each block j of the
// sequence, found through the block table,
//   s = q k_j^T                                   (cube, f16 -> f32)
//   s = s * scale; m_j = rowmax(s); p = exp(s - m_j); l_j = rowsum(p)
//   o_j = p v_j                                   (cube)
//   m' = max(m, m_j); a = exp(m - m'); b = exp(m_j - m')
//   l = a * l + b * l_j; o = a * o + b * o_j; m = m'
// and at the end out = o / l. q is H x D f16, the caches hold NB blocks of
// BS tokens: kcache block b is D x BS f16 (stored transposed: there is no
// transposing move into L0B), vcache block b is BS x D f16; table holds the
// n block numbers (i32); scratch (H x BS f16) carries p from UB to L1 (there
// is no vec -> mat move); out is H x D f32.
//
// Changed: the four kernels are fused into one loop that keeps m, l and o
// on chip instead of passing them through GM; the first block's copy
// (is_first) is the update from m = -inf, l = 0, o = 0; H = 16 heads,
// BS = 64, D = 64 (the example's 16 x 16 tiles are f32; the cube here takes
// f16 inputs); every block is full (no valid regions).
//
//===----------------------------------------------------------------------===//
#include <pto.h>

#ifndef H
#define H 16
#endif
#ifndef BS
#define BS 64
#endif
#ifndef D
#define D 64
#endif

__pto_kernel void paged_attention(__gm const _Float16 *restrict q,
                                  __gm const _Float16 *restrict kcache,
                                  __gm const _Float16 *restrict vcache,
                                  __gm const int *restrict table,
                                  __gm _Float16 *restrict scratch,
                                  __gm float *restrict out, long n) {
  const float scale = 0.125f; // 1/sqrt(D)
  pto_left_t ql = pto_tmov_left_f16(pto_tload_mat_f16(q, D, H, D), H, D);
  pto_vec_t m = pto_tfill_f32(-__builtin_inff(), H, 1);
  pto_vec_t l = pto_tfill_f32(0.0f, H, 1);
  pto_vec_t o = pto_tfill_f32(0.0f, H, D);
  for (long j = 0; j < n; ++j) {
    long b = table[j];
    // qk_matmul
    pto_right_t kr = pto_tmov_right_f16(
        pto_tload_mat_f16(kcache + b * D * BS, BS, D, BS), D, BS);
    pto_vec_t s =
        pto_tmov_vec_acc_f32(pto_tmatmul_f32_f16(ql, kr, H, BS), H, BS);
    // softmax_prepare
    s = pto_tmuls_f32(s, scale, H, BS);
    pto_vec_t mj = pto_trowmax_f32(s, H, 1);
    pto_vec_t p = pto_texp_f32(
        pto_tsub_f32(s, pto_trowexpand_f32(mj, H, BS), H, BS), H, BS);
    pto_vec_t lj = pto_trowsum_f32(p, H, 1);
    // pv_matmul
    pto_tstore_vec_f16(scratch, BS, pto_tcvt_f16_f32(p, H, BS));
    pto_left_t pl =
        pto_tmov_left_f16(pto_tload_mat_f16(scratch, BS, H, BS), H, BS);
    pto_right_t vr = pto_tmov_right_f16(
        pto_tload_mat_f16(vcache + b * BS * D, D, BS, D), BS, D);
    pto_vec_t oj =
        pto_tmov_vec_acc_f32(pto_tmatmul_f32_f16(pl, vr, H, D), H, D);
    // online_update
    pto_vec_t mn = pto_tmax_f32(m, mj, H, 1);
    pto_vec_t a = pto_texp_f32(pto_tsub_f32(m, mn, H, 1), H, 1);
    pto_vec_t bt = pto_texp_f32(pto_tsub_f32(mj, mn, H, 1), H, 1);
    l = pto_tadd_f32(pto_tmul_f32(a, l, H, 1), pto_tmul_f32(bt, lj, H, 1), H,
                     1);
    o = pto_tadd_f32(pto_tmul_f32(o, pto_trowexpand_f32(a, H, D), H, D),
                     pto_tmul_f32(oj, pto_trowexpand_f32(bt, H, D), H, D), H,
                     D);
    m = mn;
  }
  pto_vec_t r = pto_trowexpand_f32(pto_trecip_f32(l, H, 1), H, D);
  pto_tstore_vec_f32(out, D, pto_tmul_f32(o, r, H, D));
}
