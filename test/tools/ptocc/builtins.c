// REQUIRES: ptocc
// IR names and operands of <pto.h>'s builtins (docs/builtins.md): memory
// components where a builtin has several memory variants, element-bits
// scalars, second dtypes, and tiles as SSA values at every -O level.
// RUN: ptocc -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefixes=CHECK,OPT
// RUN: ptocc -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefixes=CHECK,O0
#include <pto.h>

// O0-NOT: alloca
// CHECK-LABEL: define {{.*}}@vec_ops(
__pto_kernel void vec_ops(__gm const float *restrict x, __gm float *restrict y,
                          __gm _Float16 *restrict h) {
  // CHECK: [[X:%.*]] = {{.*}}call ptr addrspace(6) @pto.tload.vec.f32(
  pto_vec_t t = pto_tload_vec_f32(x, 64, 16, 64);
  // CHECK: call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) {{.*}}[[X]], i32 {{.*}}1073741824, i32 {{.*}}16, i32 {{.*}}64)
  pto_vec_t a = pto_tadds_f32(t, 2.0f, 16, 64);
  // CHECK: call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) {{.*}}, i32 {{.*}}1056964608,
  pto_vec_t m = pto_tmuls_f32(a, 0.5f, 16, 64);
  // CHECK: call ptr addrspace(6) @pto.texp.f32(
  pto_vec_t e = pto_texp_f32(m, 16, 64);
  // CHECK: call ptr addrspace(6) @pto.trowmax.f32({{.*}}, i32 {{.*}}16, i32 {{.*}}1)
  pto_vec_t rm = pto_trowmax_f32(e, 16, 1);
  // CHECK: call ptr addrspace(6) @pto.trowexpand.f32({{.*}}, i32 {{.*}}16, i32 {{.*}}64)
  pto_vec_t re = pto_trowexpand_f32(rm, 16, 64);
  // CHECK: call ptr addrspace(6) @pto.tsub.f32(
  pto_vec_t d = pto_tsub_f32(e, re, 16, 64);
  // tmov vec->vec and textract vec->vec: several variants, memory components.
  // CHECK: call ptr addrspace(6) @pto.tmov.vec.vec.f32(ptr addrspace(6)
  pto_vec_t mv = pto_tmov_vec_vec_f32(d, 16, 64);
  // CHECK: call ptr addrspace(6) @pto.textract.vec.f32({{.*}}, i32 {{.*}}0, i32 {{.*}}32, i32 {{.*}}16, i32 {{.*}}32)
  pto_vec_t w = pto_textract_vec_f32(mv, 0, 32, 16, 32);
  // CHECK: call ptr addrspace(6) @pto.tview.vec.f32(
  pto_vec_t vw = pto_tview_vec_f32(w, 0, 0, 8, 32);
  // CHECK: [[G:%.*]] = {{.*}}call i32 @pto.tgetval.f32(ptr addrspace(6) {{.*}}, i32 {{.*}}1, i32 {{.*}}2)
  float s = pto_tgetval_f32(vw, 1, 2);
  // CHECK: call ptr addrspace(6) @pto.tsetval.f32({{.*}}, i32 {{.*}}0, i32 {{.*}}0, i32 {{.*}}[[G]], i32 {{.*}}8, i32 {{.*}}32)
  pto_vec_t sv = pto_tsetval_f32(vw, 0, 0, s, 8, 32);
  // CHECK: call ptr addrspace(6) @pto.tfill.f32(i32 {{.*}}0, i32 {{.*}}8, i32 {{.*}}32)
  pto_vec_t z = pto_tfill_f32(0.0f, 8, 32);
  // CHECK: call ptr addrspace(6) @pto.tmax.f32(
  pto_vec_t mx = pto_tmax_f32(sv, z, 8, 32);
  // CHECK: call void @pto.tstore.vec.f32(ptr addrspace(1) {{.*}}%y, i64 {{.*}}32,
  pto_tstore_vec_f32(y, 32, mx);
  // tcvt names the source type second.
  // CHECK: call ptr addrspace(6) @pto.tcvt.f16.f32(
  // CHECK: call void @pto.tstore.vec.f16(
  pto_tstore_vec_f16(h, 32, pto_tcvt_f16_f32(mx, 8, 32));
}

// CHECK-LABEL: define {{.*}}@cube_ops(
__pto_kernel void cube_ops(__gm const _Float16 *restrict a,
                           __gm float *restrict c, long k) {
  pto_mat_t ma = pto_tload_mat_f16(a, 32, 32, 32);
  // CHECK: call ptr addrspace(3) @pto.textract.left.f16(ptr addrspace(2)
  pto_left_t l = pto_textract_left_f16(ma, 0, 0, 16, 32);
  // CHECK: call ptr addrspace(4) @pto.textract.right.f16(ptr addrspace(2)
  pto_right_t r = pto_textract_right_f16(ma, 0, 0, 32, 16);
  // CHECK: call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) {{.*}}, ptr addrspace(4)
  pto_acc_t acc = pto_tmatmul_f32_f16(l, r, 16, 16);
  // A loop-carried accumulator is a PHI of tiles, not memory (at -O2 the
  // loop body is placed after the exit block).
  for (long i = 0; i < k; ++i)
    acc = pto_tmatmul_acc_f32_f16(acc, l, r, 16, 16);
  // CHECK: phi ptr addrspace(5)
  // O0: call ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) {{.*}}, ptr addrspace(3) {{.*}}, ptr addrspace(4)
  // CHECK: call ptr addrspace(2) @pto.tmov.mat.acc.f32(ptr addrspace(5)
  pto_mat_t back = pto_tmov_mat_acc_f32(acc, 16, 16);
  // CHECK: call void @pto.tstore.mat.f32(ptr addrspace(1) {{.*}}, i64 {{.*}}16, ptr addrspace(2)
  pto_tstore_mat_f32(c, 16, back);
  // CHECK: call void @pto.tstore.acc.f32(ptr addrspace(1) {{.*}}, i64 {{.*}}16, ptr addrspace(5)
  pto_tstore_acc_f32(c + 256, 16, acc);
  // OPT: phi ptr addrspace(5)
  // OPT: call ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) {{.*}}, ptr addrspace(3) {{.*}}, ptr addrspace(4)
}
