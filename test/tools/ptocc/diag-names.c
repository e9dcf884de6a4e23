// REQUIRES: ptocc
// Issue #21: backend diagnostics name tiles and values as the source does --
// the C variables ('bm', 'rows') where clang's IR has %call1 and %rows, the
// loop-carried 'acc' -- and quote the source line, not IR; -pto-diag-ir
// adds the IR names and instruction. Same at -O0 and -O2, with and without
// -g.
// RUN: not ptocc -O2 -S %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not ptocc -O0 -S %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not ptocc -O0 -g -S %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not ptocc -O2 -S %s -o /dev/null -mllvm -pto-diag-ir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IR
// Two values of one variable are told apart by their lines, at -O0 and -O2
// (before issue 13 -O2 merged the two loads into one whose rows were a
// select of 16 and 8; the builtins are nomerge now).
// RUN: not ptocc -O0 -DJOIN -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=JOIN
// RUN: not ptocc -O2 -DJOIN -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=JOIN
#include <pto.h>

__pto_kernel void gemm(__gm const _Float16 *a, __gm const _Float16 *b,
                       __gm float *c, int rows) {
  pto_mat_t am = pto_tload_mat_f16(a, 64, 64, 64);
  pto_mat_t bm = pto_tload_mat_f16(b, 64, 64, 64);
  pto_left_t al = pto_tmov_left_f16(am, 64, 64);
  // CHECK: diag-names.c:[[#@LINE+3]]:20: error: pto.tmov: tile operand 'bm' is 64x64, but the result is 64x32{{$}}
  // CHECK-NEXT: [[#@LINE+2]] | pto_right_t br = pto_tmov_right_f16(bm, 64, 32);
  // IR: diag-names.c:[[#@LINE+1]]:20: error: pto.tmov: tile operand 'bm' (%call1) is 64x64, but the result is 64x32 in '%call3 = {{.*}}call {{.*}}@pto.tmov.right.f16(
  pto_right_t br = pto_tmov_right_f16(bm, 64, 32);
  // CHECK: diag-names.c:[[#@LINE+1]]:19: error: pto.tmatmul: the result is 64x64, but a x b ('al' x 'br') is 64x32{{$}}
  pto_acc_t acc = pto_tmatmul_f32_f16(al, br, 64, 64);
  // CHECK: diag-names.c:[[#@LINE+2]]:17: error: pto.tload: argument 3 (the result rows (constant i32)) must be a constant, not 'rows'{{$}}
  // IR: diag-names.c:[[#@LINE+1]]:17: error: pto.tload: argument 3 (the result rows (constant i32)) must be a constant, not 'rows' (%rows) in '
  pto_vec_t v = pto_tload_vec_f32(c, 64, rows, 64);
  pto_tstore_vec_f32(c, 64, v);
  pto_tstore_acc_f32(c, 64, acc);
}

// A capacity overflow in a loop: the error is at the tile that did not fit,
// the live tiles are named, the loop carry too (its name is the one of the
// values it joins).
__pto_kernel void loop(__gm const float *x, __gm float *y, int n) {
  pto_vec_t acc = pto_tload_vec_f32(x, 256, 64, 256);
  for (int i = 0; i < n; ++i) {
    pto_vec_t t = pto_tload_vec_f32(x + i * 1024, 256, 64, 256);
    // CHECK: diag-names.c:[[#@LINE+3]]:19: error: vec (UB) overflows: 196608 bytes needed, 188416 available on a3; tile 'u' (vec 64x256 f32, diag-names.c:[[#@LINE+3]], 65536 bytes) does not fit
    // CHECK: diag-names.c:[[#@LINE+2]]:19: note: live at the peak (instruction [[#]], 196608 bytes), largest first: 'acc' (vec 64x256 f32, diag-names.c:[[#@LINE-4]], 65536 bytes), 't' (vec 64x256 f32, diag-names.c:[[#@LINE-2]], 65536 bytes), 'u' (vec 64x256 f32, diag-names.c:[[#@LINE+2]], 65536 bytes)
    // IR: diag-names.c:[[#@LINE+1]]:19: error: vec (UB) overflows: {{.*}}; tile 'u' [%{{[0-9]+}}] (vec 64x256 f32,
    pto_vec_t u = pto_tload_vec_f32(x + i * 2048, 256, 64, 256);
    acc = pto_tadd_f32(acc, pto_tadd_f32(t, u, 64, 256), 64, 256);
  }
  pto_tstore_vec_f32(y, 256, acc);
}

#ifdef JOIN
// JOIN: error: phi 't' joins tiles of different descriptors: 't' (diag-names.c:[[#@LINE+4]]) is vec 16x64 f32, 't' (diag-names.c:[[#@LINE+6]]) is vec 8x64 f32; every tile reaching a join must have one memory, shape and element type{{$}}
__pto_kernel void join(__gm const float *x, __gm float *y, int c) {
  pto_vec_t t;
  if (c)
    t = pto_tload_vec_f32(x, 64, 16, 64);
  else
    t = pto_tload_vec_f32(x, 64, 8, 64);
  pto_tstore_vec_f32(y, 64, t);
}
#endif
