// Flash attention as a mix kernel for a3 (issue 15): the cube core (AIC)
// computes S_j = Q Kt_j and PV_j = P_j V_j, the two vector cores (AIV0,
// AIV1) run the online softmax, each on 32 of the 64 query rows, and the
// cores overlap. Same arguments and result as flash-attention.c: q 64x64
// f16; kt: K transposed, 64 x seq f16 (row stride seq); v: seq x 64 f16;
// scratch: 64x64 f16 (the P workspace); out: 64x64 f32; seq a multiple of 64.
//
// The hand-offs, per key block j:
//   AIC -> AIV  S_j   FIFO 0 (two slots; pto_tpush_acc / pto_tpop_vec)
//   AIV -> AIC  P_j   `scratch` (f16: no vec -> mat path on a3), with flag 1
//                     "P stored" (set by each AIV on MTE3 after its rows) and
//                     flag 2 "scratch free" (set by the AIC on MTE2 once its
//                     load of P_j ended; once before the loop: it starts free)
//   AIC -> AIV  PV_j  FIFO 1 (two slots)
// The pipeline: the AIC pushes S_0 and S_1 before the loop; in iteration j
// it waits for P_j, pushes PV_j and then S_{j+2}. An AIV in iteration j pops
// S_j, computes P_j and the rescale a_j = exp(m_{j-1} - m_j), stores P_j,
// and only then pops PV_{j-1} (computed by the AIC while the AIV ran the
// softmax of block j) to update o with a_{j-1}: o_{j-1} = o_{j-2} a_{j-1} +
// PV_{j-1}. So the AIC's two products of a block run while the AIVs run the
// next block's softmax; the last PV is added after the loop.
//
// In each iteration the vector section comes first: on a5 (one core with
// every pipe; get_core_type() is 3) the one core runs both sections in that
// order, all 64 rows, setting and waiting for its own flags, and never waits
// for something it has yet to produce -- the single-core serialized time
// this kernel is compared with (python/tests/test_examples.py,
// docs/performance.md).
//   ptocc -O2 -mcpu=a3 examples/flash-attention-mix.c -S -o fa-mix.s
#include <pto.h>

#define BQ 64
#define BK 64
#define D 64

// The AIC: S_i = Q Kt_i into FIFO 0.
#define PUSH_S(i)                                                              \
  pto_tpush_acc_f32(                                                           \
      0, 2,                                                                    \
      pto_tmatmul_f32_f16(                                                     \
          ql,                                                                  \
          pto_tmov_right_f16(pto_tload_mat_f16(kt + (i) * BK, seq, D, BK), D,  \
                             BK),                                              \
          BQ, BK))

// An AIV's block j on rows r .. r+R-1: m, l, o, a are its running row max,
// row sum, output and the previous block's rescale.
#define SOFTMAX_STEP(R, r, m, l, o, a)                                         \
  do {                                                                         \
    pto_vec_t s = pto_tmuls_f32(pto_tpop_vec_f32(0, r, R, BK), scale, R, BK); \
    pto_tfree(0);                                                              \
    pto_vec_t rm = pto_trowmax_f32(s, R, 1);                                   \
    pto_vec_t mn, an;                                                          \
    if (j == 0) {                                                              \
      mn = rm;                                                                 \
    } else {                                                                   \
      mn = pto_tmax_f32(m, rm, R, 1);                                          \
      an = pto_texp_f32(pto_tsub_f32(m, mn, R, 1), R, 1);                      \
    }                                                                          \
    pto_vec_t p = pto_texp_f32(                                                \
        pto_tsub_f32(s, pto_trowexpand_f32(mn, R, BK), R, BK), R, BK);         \
    pto_vec_t ps = pto_trowsum_f32(p, R, 1);                                   \
    if (j == 0)                                                                \
      l = ps;                                                                  \
    else                                                                       \
      l = pto_tadd_f32(pto_tmul_f32(l, an, R, 1), ps, R, 1);                   \
    wait_cross_flag(2);                                                        \
    pto_tstore_vec_f16(scratch + (r) * BK, BK, pto_tcvt_f16_f32(p, R, BK));    \
    set_cross_flag(PTO_PIPE_MTE3, 1);                                          \
    if (j > 0) {                                                               \
      pto_vec_t pv = pto_tpop_vec_f32(1, r, R, D);                             \
      pto_tfree(1);                                                            \
      if (j == 1)                                                              \
        o = pv;                                                                \
      else                                                                     \
        o = pto_tadd_f32(pto_tmul_f32(o, pto_trowexpand_f32(a, R, D), R, D),   \
                         pv, R, D);                                            \
    }                                                                          \
    m = mn;                                                                    \
    a = an;                                                                    \
  } while (0)

// After the loop: add PV_{n-1}, normalize, store rows r .. r+R-1.
#define FINISH(R, r, l, o, a)                                                  \
  do {                                                                         \
    pto_vec_t pv = pto_tpop_vec_f32(1, r, R, D);                               \
    pto_tfree(1);                                                              \
    if (n == 1)                                                                \
      o = pv;                                                                  \
    else                                                                       \
      o = pto_tadd_f32(pto_tmul_f32(o, pto_trowexpand_f32(a, R, D), R, D), pv, \
                       R, D);                                                  \
    wait_cross_flag(2);                                                        \
    pto_vec_t rl = pto_trowexpand_f32(pto_trecip_f32(l, R, 1), R, D);          \
    pto_tstore_vec_f32(out + (r) * D, D, pto_tmul_f32(o, rl, R, D));           \
  } while (0)

__pto_kernel void flash_attention_mix(__gm const _Float16 *restrict q,
                                      __gm const _Float16 *restrict kt,
                                      __gm const _Float16 *restrict v,
                                      __gm _Float16 *restrict scratch,
                                      __gm float *restrict out, long seq) {
  const float scale = 0.125f; // 1/sqrt(D)
  int t = get_core_type();
  long n = seq / BK;
  if (n <= 0)
    return;
  pto_left_t ql;
  if (t & PTO_CORE_CUBE) {
    ql = pto_tmov_left_f16(pto_tload_mat_f16(q, D, BQ, D), BQ, D);
    set_cross_flag(PTO_PIPE_S, 2); // scratch starts free
    PUSH_S(0);
    if (n > 1)
      PUSH_S(1);
  }
  // The AIVs' statistics (32 rows) and a5's (64 rows): first assigned in
  // block 0.
  pto_vec_t m32, l32, o32, a32, m64, l64, o64, a64;
  long r = get_subblockid() * 32;
  for (long j = 0; j < n; ++j) {
    if (t == PTO_CORE_VECTOR)
      SOFTMAX_STEP(32, r, m32, l32, o32, a32);
    else if (t & PTO_CORE_VECTOR)
      SOFTMAX_STEP(64, 0, m64, l64, o64, a64);
    if (t & PTO_CORE_CUBE) {
      wait_cross_flag(1); // P_j stored by every vector core
      pto_left_t pl =
          pto_tmov_left_f16(pto_tload_mat_f16(scratch, BK, BQ, BK), BQ, BK);
      set_cross_flag(PTO_PIPE_MTE2, 2); // scratch read: free again
      pto_right_t vr =
          pto_tmov_right_f16(pto_tload_mat_f16(v + j * BK * D, D, BK, D), BK, D);
      pto_tpush_acc_f32(1, 2, pto_tmatmul_f32_f16(pl, vr, BQ, D));
      if (j + 2 < n)
        PUSH_S(j + 2);
    }
  }
  if (t == PTO_CORE_VECTOR)
    FINISH(32, r, l32, o32, a32);
  else if (t & PTO_CORE_VECTOR)
    FINISH(64, 0, l64, o64, a64);
}
