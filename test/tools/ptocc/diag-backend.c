// REQUIRES: ptocc
// Errors found by the backend (pto-verify-kernel, pto-allocate-memory-addr)
// come out as clang diagnostics at the source line of the construct at
// fault, without -g, naming tiles and values as the source does (no IR).
// RUN: not ptocc -O2 -S %s -o %t.s 2>&1 | FileCheck %s
// RUN: not ls %t.s
// RUN: not ptocc -O0 -S %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not ptocc -O2 -mcpu=a5 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=A5
#include <pto.h>

// Shape mismatch: the backend checks the shapes the C code states.
__pto_kernel void shape(__gm const float *x, __gm float *y) {
  pto_vec_t a = pto_tload_vec_f32(x, 64, 16, 64);
  pto_vec_t b = pto_tload_vec_f32(x, 64, 16, 32);
  // CHECK: diag-backend.c:[[#@LINE+1]]:17: error: pto.tadd: tile operand 'b' is 16x32, but the result is 16x64{{$}}
  pto_vec_t c = pto_tadd_f32(a, b, 16, 64);
  pto_tstore_vec_f32(y, 64, c);
}

// One tile larger than the memory.
__pto_kernel void too_big(__gm const float *x, __gm float *y) {
  // CHECK: diag-backend.c:[[#@LINE+2]]:17: error: pto.tload: a vec 256x256 f32 tile needs 262144 bytes, but vec has 188416 usable bytes on a3
  // A5: diag-backend.c:[[#@LINE+1]]:17: error: pto.tload: a vec 256x256 f32 tile needs 262144 bytes, but vec has 253952 usable bytes on a5
  pto_vec_t a = pto_tload_vec_f32(x, 256, 256, 256);
  pto_tstore_vec_f32(y, 256, a);
}

// Shapes must be constants.
__pto_kernel void dynamic_shape(__gm const float *x, __gm float *y, int n) {
  // CHECK: diag-backend.c:[[#@LINE+1]]:17: error: pto.tload: argument 3 (the result rows (constant i32)) must be a constant, not 'n'{{$}}
  pto_vec_t a = pto_tload_vec_f32(x, 64, n, 64);
  pto_tstore_vec_f32(y, 64, a);
}

// Capacity overflow in storage planning: three 64 KiB tiles live at once
// do not fit the 184 KiB of usable UB. The error is at the tile that did not
// fit; notes list the tiles live at the peak (by name, line and size,
// largest first) and what to change.
// A5-NOT: overflows
__pto_kernel void live_set(__gm const float *x, __gm float *y) {
  pto_vec_t big = pto_tload_vec_f32(x, 256, 64, 256);
  pto_vec_t small = pto_tload_vec_f32(x, 256, 16, 256);
  pto_vec_t b = pto_tload_vec_f32(x + 16384, 256, 64, 256);
  // CHECK: diag-backend.c:[[#@LINE+4]]:17: error: vec (UB) overflows: 212992 bytes needed, 188416 available on a3; tile 'c' (vec 64x256 f32, diag-backend.c:[[#@LINE+4]], 65536 bytes) does not fit
  // CHECK-NEXT: [[#@LINE+3]] | pto_vec_t c =
  // CHECK: diag-backend.c:[[#@LINE+2]]:17: note: live at the peak (instruction [[#]], 212992 bytes), largest first: 'big' (vec 64x256 f32, diag-backend.c:[[#@LINE-5]], 65536 bytes), 'b' (vec 64x256 f32, diag-backend.c:[[#@LINE-3]], 65536 bytes), 'c' (vec 64x256 f32, diag-backend.c:[[#@LINE+2]], 65536 bytes), 'small' (vec 16x256 f32, diag-backend.c:[[#@LINE-4]], 16384 bytes)
  // CHECK: diag-backend.c:[[#@LINE+1]]:17: note: to fit vec, make tiles smaller, keep fewer of them live at the same time (store or consume one before loading the next), or split the loop into passes over smaller blocks
  pto_vec_t c = pto_tload_vec_f32(x + 33024, 256, 64, 256);
  pto_tstore_vec_f32(y, 256, c);
  pto_tstore_vec_f32(y + 16384, 256, b);
  pto_tstore_vec_f32(y + 32768, 256, big);
  pto_tstore_vec_f32(y + 49152, 256, small);
}
