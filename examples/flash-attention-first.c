// Flash attention as pto-isa writes its running statistics: the row max m,
// the row sum l and the output o are left undefined before the loop and
// first assigned under `if (j == 0)` (issue 13); so is the rescale factor a
// on the first block. The undefined initial values need no copy and no
// storage (pto-materialize-semantic-aliases gives each undef PHI operand an
// IMPLICIT_DEF of its own). Same arguments and result as flash-attention.c.
//   ptocc -O2 examples/flash-attention-first.c -S -o fa.s
#include <pto.h>

#define BQ 64
#define BK 64
#define D 64
__pto_kernel void flash_attention_first(__gm const _Float16 *restrict q,
                                        __gm const _Float16 *restrict kt,
                                        __gm const _Float16 *restrict v,
                                        __gm _Float16 *restrict scratch,
                                        __gm float *restrict out, long seq) {
  const float scale = 0.125f;
  pto_left_t ql = pto_tmov_left_f16(pto_tload_mat_f16(q, D, BQ, D), BQ, D);
  pto_vec_t m, l, o;
  for (long j = 0; j < seq; j += BK) {
    pto_right_t kr =
        pto_tmov_right_f16(pto_tload_mat_f16(kt + j, seq, D, BK), D, BK);
    pto_vec_t s =
        pto_tmov_vec_acc_f32(pto_tmatmul_f32_f16(ql, kr, BQ, BK), BQ, BK);
    s = pto_tmuls_f32(s, scale, BQ, BK);
    pto_vec_t rm = pto_trowmax_f32(s, BQ, 1);
    pto_vec_t mn, a;
    if (j == 0) {
      mn = rm;
    } else {
      mn = pto_tmax_f32(m, rm, BQ, 1);
      a = pto_texp_f32(pto_tsub_f32(m, mn, BQ, 1), BQ, 1);
    }
    pto_vec_t p = pto_texp_f32(
        pto_tsub_f32(s, pto_trowexpand_f32(mn, BQ, BK), BQ, BK), BQ, BK);
    pto_vec_t ps = pto_trowsum_f32(p, BQ, 1);
    pto_tstore_vec_f16(scratch, BK, pto_tcvt_f16_f32(p, BQ, BK));
    pto_left_t pl =
        pto_tmov_left_f16(pto_tload_mat_f16(scratch, BK, BQ, BK), BQ, BK);
    pto_right_t vr =
        pto_tmov_right_f16(pto_tload_mat_f16(v + j * D, D, BK, D), BK, D);
    pto_vec_t pv =
        pto_tmov_vec_acc_f32(pto_tmatmul_f32_f16(pl, vr, BQ, D), BQ, D);
    if (j == 0) {
      l = ps;
      o = pv;
    } else {
      l = pto_tadd_f32(pto_tmul_f32(l, a, BQ, 1), ps, BQ, 1);
      o = pto_tadd_f32(pto_tmul_f32(o, pto_trowexpand_f32(a, BQ, D), BQ, D), pv,
                       BQ, D);
    }
    m = mn;
  }
  pto_vec_t r = pto_trowexpand_f32(pto_trecip_f32(l, BQ, 1), BQ, D);
  pto_tstore_vec_f32(out, D, pto_tmul_f32(o, r, BQ, D));
}
