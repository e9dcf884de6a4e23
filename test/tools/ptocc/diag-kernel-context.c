// REQUIRES: ptocc
// Issue #21: tile builtins belong in kernels. A helper with external
// linkage is inlined into the kernel calling it, but its own definition is
// kept and would use tiles outside a kernel: an error at its first builtin,
// with the fix, at every -O level (noinline or not). A kernel calling
// another kernel gets it inlined at every level (at -O0 its tiles were once
// placed over the caller's).
// RUN: rm -rf %t && mkdir -p %t
// RUN: not ptocc -O0 -S %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not ptocc -O2 -S %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ptocc -O0 -DFIXED -S %s -o %t/O0.s
// RUN: ptocc -O2 -DFIXED -S %s -o %t/O2.s
// RUN: FileCheck %s --check-prefix=ASM < %t/O0.s
// RUN: FileCheck %s --check-prefix=ASM < %t/O2.s
#include <pto.h>

#ifdef FIXED
static
#endif
void copy(__gm const float *x, __gm float *y) {
  // CHECK: diag-kernel-context.c:[[#@LINE+1]]:17: error: tile builtin 'pto.tload.vec.f32' in 'copy', which is not a kernel (tiles live in one kernel's on-chip memory): mark it __pto_kernel ("pto.kernel" in IR), or make it static so that ptocc inlines it into the kernels calling it{{$}}
  pto_vec_t a = pto_tload_vec_f32(x, 64, 16, 64);
  pto_tstore_vec_f32(y, 64, a);
}

#ifdef FIXED
static
#endif
__attribute__((noinline)) void twice(__gm const float *x, __gm float *y) {
  // CHECK: diag-kernel-context.c:[[#@LINE+1]]:17: error: tile builtin 'pto.tload.vec.f32' in 'twice', which is not a kernel
  pto_vec_t a = pto_tload_vec_f32(x, 64, 16, 64);
  pto_tstore_vec_f32(y, 64, pto_tadd_f32(a, a, 16, 64));
}

__pto_kernel void inner(__gm const float *x, __gm float *y) {
  pto_vec_t a = pto_tload_vec_f32(x, 64, 16, 64);
  pto_tstore_vec_f32(y, 64, pto_texp_f32(a, 16, 64));
}

// ASM-LABEL: outer:
// ASM-NOT:   call
// ASM:       ret
__pto_kernel void outer(__gm const float *x, __gm float *y) {
  pto_vec_t b = pto_tload_vec_f32(x, 64, 16, 64);
  copy(x + 1024, y + 1024);
  twice(x + 2048, y + 2048);
  inner(x, y);
  pto_tstore_vec_f32(y + 4096, 64, b);
}
