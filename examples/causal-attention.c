// Causal attention of one block of S queries over S keys (issue 14):
//   scores = Q Kt * scale            (cube, f16 -> f32 in L0C)
//   keep   = ttri(lower) == 1        (1 on and below the diagonal, as a
//                                      packed u8 mask: tcmps)
//   scores = keep ? scores : -inf    (tsels)
//   p      = rowsoftmax(scores)      (masked keys get exp(-inf) = 0)
// q: S x D f16; kt: K transposed, D x S f16; p: S x S f32.
//   ptocc -O2 examples/causal-attention.c -S -o causal-attention.s
// The constants (S, D) can be set with -D (e.g. -DS=...).
#include <pto.h>

#ifndef S
#define S 16
#endif
#ifndef D
#define D 16
#endif
#define MASK_COLS ((S + 7) / 8) // a mask row: one bit per key

__pto_kernel void causal_attention(__gm const _Float16 *restrict q,
                                   __gm const _Float16 *restrict kt,
                                   __gm float *restrict p) {
  pto_left_t ql = pto_tmov_left_f16(pto_tload_mat_f16(q, D, S, D), S, D);
  pto_right_t kr = pto_tmov_right_f16(pto_tload_mat_f16(kt, S, D, S), D, S);
  pto_vec_t s = pto_tmov_vec_acc_f32(pto_tmatmul_f32_f16(ql, kr, S, S), S, S);
  s = pto_tmuls_f32(s, 0.25f, S, S); // 1/sqrt(D)
  pto_vec_t tri = pto_ttri_f32(0, 0, S, S);
  pto_vec_t keep = pto_tcmps_u8_f32(tri, 1.0f, PTO_CMP_EQ, S, MASK_COLS);
  s = pto_tsels_f32(keep, s, -__builtin_inff(), S, S);
  pto_vec_t m = pto_trowmax_f32(s, S, 1);
  pto_vec_t e =
      pto_texp_f32(pto_tsub_f32(s, pto_trowexpand_f32(m, S, S), S, S), S, S);
  pto_vec_t r = pto_trecip_f32(pto_trowsum_f32(e, S, 1), S, 1);
  pto_tstore_vec_f32(p, S, pto_tmul_f32(e, pto_trowexpand_f32(r, S, S), S, S));
}
