// Selecting between two live accumulators (issue 23, logical select): the
// products of A0 x B and A1 x B are both kept (stored at the end), and the
// one `first` picks is also stored on its own. `first ? c0 : c1` is a tile
// select of two acc tiles that stay live after it; acc has no same-space
// move, so it compiles only because the two values share one two-slot L0C
// allocation and the select carries the slot index (docs/tile-storage.md,
// "Logical select"): no data moves.
//   ptocc -O2 examples/acc-select.c -S -o acc-select.s
#include <pto.h>

#ifndef M
#define M 16
#endif
#ifndef K
#define K 32
#endif
#ifndef N
#define N 16
#endif

__pto_kernel void acc_select(__gm const _Float16 *restrict a0,
                             __gm const _Float16 *restrict a1,
                             __gm const _Float16 *restrict b,
                             __gm float *restrict picked,
                             __gm float *restrict both, int first) {
  pto_mat_t bt = pto_tload_mat_f16(b, N, K, N);
  pto_right_t rb = pto_tmov_right_f16(bt, K, N);
  pto_acc_t c0 = pto_tmatmul_f32_f16(
      pto_tmov_left_f16(pto_tload_mat_f16(a0, K, M, K), M, K), rb, M, N);
  pto_acc_t c1 = pto_tmatmul_f32_f16(
      pto_tmov_left_f16(pto_tload_mat_f16(a1, K, M, K), M, K), rb, M, N);
  pto_acc_t c = first ? c0 : c1;
  pto_tstore_acc_f32(picked, N, c);
  pto_tstore_acc_f32(both, N, c0);
  pto_tstore_acc_f32(both + M * N, N, c1);
}
