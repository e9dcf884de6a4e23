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
// do not fit the 184 KiB of usable UB (reported at the kernel's line).
// CHECK: diag-backend.c:[[#@LINE+2]]:1: error: vec (UB) overflows: 196608 bytes needed, 188416 available; live at the peak
// A5-NOT: overflows
__pto_kernel void live_set(__gm const float *x, __gm float *y) {
  pto_vec_t a = pto_tload_vec_f32(x, 256, 64, 256);
  pto_vec_t b = pto_tload_vec_f32(x + 16384, 256, 64, 256);
  pto_vec_t c = pto_tload_vec_f32(x + 32768, 256, 64, 256);
  pto_tstore_vec_f32(y, 256, c);
  pto_tstore_vec_f32(y + 16384, 256, b);
  pto_tstore_vec_f32(y + 32768, 256, a);
}
