// A mix kernel for a3 written with the cross-core FIFO (issue 15 (15F);
// pto-isa's TPUSH / TPOP / TFREE): S_j = softmax_rows(A_j x B) for T row
// tiles A_j (64 x K f16) of A and one B (K x 64 f16), S in f32 -- the
// pipeline of examples/gemm-softmax-mix.c without its hand-written
// workspace and flags. The cube core (AIC) pushes each product C_j into
// FIFO 0, a ring of two 64 x 64 f32 slots in global memory; each vector core
// (AIV0, AIV1) pops its 32 rows of the oldest tile, frees the slot (its
// rows are in UB now) and computes their softmax. With two slots the AIC
// computes C_{j+1} and C_{j+2} while the AIVs work on tile j; a push waits
// only when both slots hold tiles some AIV has not freed. The compiler
// lowers the FIFO to GM slot stores and loads ordered by cross-core flags
// (pto-lower-fifo, docs/sync.md "Cross-core FIFOs").
//
// On a5 (one core with every pipe: get_core_type() is 3) the one core runs
// both sections, pushing and popping all 64 rows itself (its pop takes the
// whole slot: a pop advances the core's position in the ring, so one core
// pops each tile once): the single-core time this kernel is compared with
// (python/tests/test_examples.py).
//   ptocc -O2 examples/gemm-softmax-fifo.c -S -o fifo.s
#include <pto.h>

#ifndef K
#define K 64
#endif

// Pop rows r .. r+R-1 of the oldest tile, free its slot (the rows are in UB
// now), store their softmax to S_j.
#define SOFTMAX_ROWS(r, R)                                                     \
  do {                                                                         \
    pto_vec_t x = pto_tpop_vec_f32(0, r, R, 64);                               \
    pto_tfree(0);                                                              \
    pto_vec_t m = pto_trowmax_f32(x, R, 1);                                    \
    pto_vec_t e = pto_texp_f32(                                                \
        pto_tsub_f32(x, pto_trowexpand_f32(m, R, 64), R, 64), R, 64);          \
    pto_vec_t q = pto_trecip_f32(pto_trowsum_f32(e, R, 1), R, 1);              \
    pto_tstore_vec_f32(s + (j * 64 + (r)) * 64, 64,                            \
                       pto_tmul_f32(e, pto_trowexpand_f32(q, R, 64), R, 64));  \
  } while (0)

__pto_kernel void gemm_softmax_fifo(__gm const _Float16 *restrict a,
                                    __gm const _Float16 *restrict b,
                                    __gm float *restrict s, long tiles) {
  int t = get_core_type();
  for (long j = 0; j < tiles; ++j) {
    if (t & PTO_CORE_CUBE) {
      pto_mat_t am = pto_tload_mat_f16(a + j * 64 * K, K, 64, K);
      pto_mat_t bm = pto_tload_mat_f16(b, 64, K, 64);
      pto_acc_t c = pto_tmatmul_f32_f16(pto_tmov_left_f16(am, 64, K),
                                        pto_tmov_right_f16(bm, K, 64), 64, 64);
      pto_tpush_acc_f32(0, 2, c);
    }
    if (t == PTO_CORE_VECTOR) {
      // One of the two AIVs of the group: rows 32 * sub-block index.
      long r = get_subblockid() * 32;
      SOFTMAX_ROWS(r, 32);
    } else if (t & PTO_CORE_VECTOR) {
      // A core with every pipe: all 64 rows.
      SOFTMAX_ROWS(0, 64);
    }
  }
}
