// A flash-attention-style block: one 64-query block against seq keys, in
// 64-key blocks, with the online softmax (running row max m and row sum l):
//   S = Q Kt_j * scale                       (cube, f16 -> f32 in L0C)
//   m' = max(m, rowmax(S)); a = exp(m - m'); P = exp(S - m')
//   l = l * a + rowsum(P);  O = O * a + P V_j (P goes through GM scratch as
//   f16 to reach L1: there is no vec -> mat move)
//   out = O / l
// q: 64x64 f16; kt: K transposed, 64 x seq f16 (row stride seq); v: seq x 64
// f16; scratch: 64x64 f16; out: 64x64 f32.
//   ptocc -O2 examples/flash-attention.c -S -o flash-attention.s
// The constants (BQ, BK, D) can be set with -D (e.g. -DBQ=...).
#include <pto.h>

#ifndef BQ
#define BQ 64
#endif
#ifndef BK
#define BK 64
#endif
#ifndef D
#define D 64
#endif

__pto_kernel void flash_attention(__gm const _Float16 *restrict q,
                                  __gm const _Float16 *restrict kt,
                                  __gm const _Float16 *restrict v,
                                  __gm _Float16 *restrict scratch,
                                  __gm float *restrict out, long seq) {
  const float scale = 0.125f; // 1/sqrt(D)
  pto_left_t ql = pto_tmov_left_f16(pto_tload_mat_f16(q, D, BQ, D), BQ, D);
  pto_vec_t m = pto_tfill_f32(-__builtin_inff(), BQ, 1);
  pto_vec_t l = pto_tfill_f32(0.0f, BQ, 1);
  pto_vec_t o = pto_tfill_f32(0.0f, BQ, D);
  for (long j = 0; j < seq; j += BK) {
    pto_right_t kr =
        pto_tmov_right_f16(pto_tload_mat_f16(kt + j, seq, D, BK), D, BK);
    pto_vec_t s =
        pto_tmov_vec_acc_f32(pto_tmatmul_f32_f16(ql, kr, BQ, BK), BQ, BK);
    s = pto_tmuls_f32(s, scale, BQ, BK);
    pto_vec_t mn = pto_tmax_f32(m, pto_trowmax_f32(s, BQ, 1), BQ, 1);
    pto_vec_t a = pto_texp_f32(pto_tsub_f32(m, mn, BQ, 1), BQ, 1);
    pto_vec_t p = pto_texp_f32(
        pto_tsub_f32(s, pto_trowexpand_f32(mn, BQ, BK), BQ, BK), BQ, BK);
    l = pto_tadd_f32(pto_tmul_f32(l, a, BQ, 1), pto_trowsum_f32(p, BQ, 1), BQ,
                     1);
    pto_tstore_vec_f16(scratch, BK, pto_tcvt_f16_f32(p, BQ, BK));
    pto_left_t pl =
        pto_tmov_left_f16(pto_tload_mat_f16(scratch, BK, BQ, BK), BQ, BK);
    pto_right_t vr =
        pto_tmov_right_f16(pto_tload_mat_f16(v + j * D, D, BK, D), BK, D);
    pto_vec_t pv =
        pto_tmov_vec_acc_f32(pto_tmatmul_f32_f16(pl, vr, BQ, D), BQ, D);
    o = pto_tadd_f32(pto_tmul_f32(o, pto_trowexpand_f32(a, BQ, D), BQ, D), pv,
                     BQ, D);
    m = mn;
  }
  pto_vec_t r = pto_trowexpand_f32(pto_trecip_f32(l, BQ, 1), BQ, D);
  pto_tstore_vec_f32(out, D, pto_tmul_f32(o, r, BQ, D));
}
