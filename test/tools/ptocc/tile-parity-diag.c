// REQUIRES: ptocc
// Issue #21: what cannot be made tiles-as-SSA-values fails with the same
// errors at every -O level. A tile helper with external linkage is inlined
// into the kernel, but its own definition still passes tiles (make it
// static); an array of tiles indexed in a loop whose trip count is not a
// constant cannot be unrolled, so its tiles stay in memory.
// RUN: not ptocc -O0 -S %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not ptocc -O1 -S %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not ptocc -O2 -S %s -o /dev/null 2>&1 | FileCheck %s
// CHECK:     tile-parity-diag.c:[[#@LINE+6]]:1: error: argument 't' is a tile (ptr addrspace(6)); tiles cannot cross function boundaries
// CHECK:     tile-parity-diag.c:[[#@LINE+5]]:1: error: the function returns a tile (ptr addrspace(6)); tiles cannot cross function boundaries
// CHECK:     tile-parity-diag.c:[[#@LINE+4]]:32: error: tile %call is returned;
// CHECK-DAG: tile-parity-diag.c:[[#@LINE+13]]:14: error: tile %call is stored to memory;
// CHECK-DAG: tile-parity-diag.c:[[#@LINE+13]]:29: error: a tile handle is loaded from memory;
#include <pto.h>
pto_vec_t twice(pto_vec_t t) { return pto_tadd_i32(t, t, 4, 16); }

__pto_kernel void extern_helper(__gm int *x) {
  pto_vec_t a = pto_tload_vec_i32(x, 16, 4, 16);
  pto_tstore_vec_i32(x, 16, twice(a));
}

__pto_kernel void variable_trip(__gm int *x, int n) {
  pto_vec_t t[2];
  for (int i = 0; i < n; ++i)
    t[i & 1] = pto_tload_vec_i32(x + i * 64, 16, 4, 16);
  pto_tstore_vec_i32(x, 16, t[0]);
}
