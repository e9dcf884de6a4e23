// REQUIRES: ptocc
// Issue 13 (F): tile helpers are inlined into the kernel at every -O level;
// where that is impossible -- recursion, an address taken -- the error is at
// the call or the use, the same at -O0 and -O2 (before, -O0 said "tiles
// cannot cross function boundaries" and -O2 compiled the tail-recursive
// helper after tail-recursion elimination, or failed at the indirect call).
// RUN: not ptocc -O0 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REC --implicit-check-not=error:
// RUN: not ptocc -O2 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REC --implicit-check-not=error:
// RUN: not ptocc -O0 -DMUTUAL -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MUTUAL --implicit-check-not=error:
// RUN: not ptocc -O2 -DMUTUAL -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MUTUAL --implicit-check-not=error:
// RUN: not ptocc -O0 -DADDR -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ADDR --implicit-check-not=error:
// RUN: not ptocc -O2 -DADDR -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ADDR --implicit-check-not=error:
#include <pto.h>

#if defined(ADDR)
static pto_vec_t dbl(pto_vec_t a) { return pto_tadd_f32(a, a, 16, 16); }
__pto_kernel void addr(__gm const float *x, __gm float *y) {
  // ADDR: tile-helper-diag.c:[[#@LINE+1]]:15: error: the address of tile helper 'dbl' is taken; functions that take, return or use tiles are inlined into the kernel, so they can only be called directly{{$}}
  pto_vec_t (*f)(pto_vec_t) = dbl;
  pto_tstore_vec_f32(y, 16, f(pto_tload_vec_f32(x, 16, 16, 16)));
}
#elif defined(MUTUAL)
static pto_vec_t down(pto_vec_t a, int n);
static pto_vec_t up(pto_vec_t a, int n) {
  // MUTUAL: tile-helper-diag.c:[[#@LINE+1]]:27: error: tile helper 'up' is recursive (it calls 'down', which calls it back); functions that take, return or use tiles are inlined into the kernel, and a recursive one cannot be: write the recursion as a loop{{$}}
  return n ? pto_tadd_f32(down(a, n - 1), a, 16, 16) : a;
}
static pto_vec_t down(pto_vec_t a, int n) {
  return n ? pto_tmul_f32(up(a, n - 1), a, 16, 16) : a;
}
__pto_kernel void mutual(__gm const float *x, __gm float *y, int n) {
  pto_tstore_vec_f32(y, 16, up(pto_tload_vec_f32(x, 16, 16, 16), n));
}
#else
static pto_vec_t twice(pto_vec_t a, int n) {
  if (n == 0)
    return a;
  // REC: tile-helper-diag.c:[[#@LINE+1]]:10: error: tile helper 'twice' is recursive (it calls itself); functions that take, return or use tiles are inlined into the kernel, and a recursive one cannot be: write the recursion as a loop{{$}}
  return twice(pto_tadd_f32(a, a, 16, 16), n - 1);
}
__pto_kernel void rec(__gm const float *x, __gm float *y, int n) {
  pto_tstore_vec_f32(y, 16, twice(pto_tload_vec_f32(x, 16, 16, 16), n));
}
#endif
