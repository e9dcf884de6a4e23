// Issue 13 (T): a kernel walking the row blocks of one loaded tile through
// views at a runtime row (docs/tile-storage.md, "Runtime tview
// positions"): x (R x C) is loaded once; step i views rows
// [(i % STEPS) * RB, +RB) of it -- no copy, the view's base register is
// computed on the scalar unit (viewaddr), which pto-sim checks stays
// inside x -- and stores that block minus its column maxima. n may exceed
// STEPS: the walk wraps around. out[i] = blk - max(blk, axis 0) for
// blk = x[(i % STEPS) * RB : +RB].
//   ptocc -O2 examples/row-blocks.c -S -o row-blocks.s
#include <pto.h>

#ifndef RB
#define RB 8
#endif
#ifndef STEPS
#define STEPS 4
#endif
#ifndef C
#define C 32
#endif

__pto_kernel void row_blocks(__gm const float *restrict x,
                             __gm float *restrict out, int n) {
  pto_vec_t t = pto_tload_vec_f32(x, C, RB * STEPS, C);
  for (int i = 0; i < n; ++i) {
    pto_vec_t blk = pto_tview_vec_f32(t, (i % STEPS) * RB, 0, RB, C);
    pto_vec_t m = pto_tcolmax_f32(blk, 1, C);
    pto_vec_t d = pto_tcolexpandsub_f32(blk, m, RB, C);
    pto_tstore_vec_f32(out + (long)i * RB * C, C, d);
  }
}
