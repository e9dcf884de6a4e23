// A mix kernel for a3 (issue 15): S_j = softmax_rows(A_j x B) for T row
// tiles A_j (64 x K f16) of A and one B (K x 64 f16), S in f32 -- the score
// half of attention. The cube core (AIC) runs the matrix products, the two
// vector cores (AIV0, AIV1) the softmax, each of half the rows. Tile j goes
// through a workspace W (64 x 64 f32) in global memory:
//   AIC:  C_j = A_j x B; wait flag 2 (W is free); store C_j to W; set flag 1
//   AIV:  wait flag 1; load its 32 rows of W; set flag 2; softmax; store
// Before the loop each AIV sets flag 2 once (W starts free), and after it
// the AIC waits once more (the last tile's reads), so every set is waited
// for. The AIC computes C_{j+1} while the AIVs work on tile j: the cores
// overlap (pto-sim shows it per core); only the store of C_{j+1} waits for
// the AIVs' loads of tile j.
//
// The sections are branches on get_core_type() inside the one loop over
// the tiles. On a5 (one core with every pipe: get_core_type() is 3) the one
// core runs both sections, all 64 rows, setting and waiting for its own
// flags: the single-core time this kernel is compared with
// (docs/performance.md).
//   ptocc -O2 examples/gemm-softmax-mix.c -S -o mix.s
#include <pto.h>

#ifndef K
#define K 64
#endif

__pto_kernel void gemm_softmax_mix(__gm const _Float16 *restrict a,
                                   __gm const _Float16 *restrict b,
                                   __gm float *restrict w,
                                   __gm float *restrict s, long tiles) {
  int t = get_core_type();
  if (t & PTO_CORE_VECTOR)
    set_cross_flag(PTO_PIPE_S, 2);
  for (long j = 0; j < tiles; ++j) {
    if (t & PTO_CORE_CUBE) {
      pto_mat_t am = pto_tload_mat_f16(a + j * 64 * K, K, 64, K);
      pto_mat_t bm = pto_tload_mat_f16(b, 64, K, 64);
      pto_acc_t c = pto_tmatmul_f32_f16(pto_tmov_left_f16(am, 64, K),
                                        pto_tmov_right_f16(bm, K, 64), 64, 64);
      wait_cross_flag(2);
      pto_tstore_acc_f32(w, 64, c);
      set_cross_flag(PTO_PIPE_FIX, 1);
    }
    if (t == PTO_CORE_VECTOR) {
      // One of the two AIVs of the group: rows 32 * sub-block index.
      long r = get_subblockid() * 32;
      wait_cross_flag(1);
      pto_vec_t x = pto_tload_vec_f32(w + r * 64, 64, 32, 64);
      set_cross_flag(PTO_PIPE_MTE2, 2);
      pto_vec_t m = pto_trowmax_f32(x, 32, 1);
      pto_vec_t e =
          pto_texp_f32(pto_tsub_f32(x, pto_trowexpand_f32(m, 32, 64), 32, 64),
                       32, 64);
      pto_vec_t q = pto_trecip_f32(pto_trowsum_f32(e, 32, 1), 32, 1);
      pto_tstore_vec_f32(s + (j * 64 + r) * 64, 64,
                         pto_tmul_f32(e, pto_trowexpand_f32(q, 32, 64), 32, 64));
    } else if (t & PTO_CORE_VECTOR) {
      // A core with every pipe: all 64 rows.
      wait_cross_flag(1);
      pto_vec_t x = pto_tload_vec_f32(w, 64, 64, 64);
      set_cross_flag(PTO_PIPE_MTE2, 2);
      pto_vec_t m = pto_trowmax_f32(x, 64, 1);
      pto_vec_t e =
          pto_texp_f32(pto_tsub_f32(x, pto_trowexpand_f32(m, 64, 64), 64, 64),
                       64, 64);
      pto_vec_t q = pto_trecip_f32(pto_trowsum_f32(e, 64, 1), 64, 1);
      pto_tstore_vec_f32(s + j * 64 * 64, 64,
                         pto_tmul_f32(e, pto_trowexpand_f32(q, 64, 64), 64, 64));
    }
  }
  if (t & PTO_CORE_CUBE)
    wait_cross_flag(2);
}
