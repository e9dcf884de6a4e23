// REQUIRES: ptocc
// The address-space qualifiers of <pto.h>, their pointer widths (the
// DataLayout is the backend's) and the IR type of each tile memory.
// RUN: ptocc -O2 -S -emit-llvm %s -o - | FileCheck %s
#include <pto.h>

_Static_assert(sizeof(void *) == 8, "generic pointers are 64-bit");
_Static_assert(sizeof(__gm int *) == 8, "gm pointers are 64-bit");
_Static_assert(sizeof(__mat int *) == 4, "tile handles are 32-bit");
_Static_assert(sizeof(__left int *) == 4, "");
_Static_assert(sizeof(__right int *) == 4, "");
_Static_assert(sizeof(__acc int *) == 4, "");
_Static_assert(sizeof(__vec int *) == 4, "");
_Static_assert(sizeof(__bias int *) == 4, "");
_Static_assert(sizeof(pto_vec_t) == 4, "");
_Static_assert(sizeof(long) == 8 && sizeof(int) == 4, "LP64");

// CHECK: target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-n64-S128"
// CHECK: target triple = "pto-unknown-unknown"
// CHECK-NOT: llvm.global.annotations

// The kernel marker becomes the "pto.kernel" attribute.
// CHECK: define {{.*}}void @quals(ptr addrspace(1) noalias {{.*}}%a, ptr addrspace(1) noalias {{.*}}%b, ptr addrspace(1) noalias {{.*}}%bias, ptr addrspace(1) noalias {{.*}}%out) {{.*}}#[[#KATTR:]]
__pto_kernel void quals(__gm const _Float16 *restrict a,
                        __gm const _Float16 *restrict b,
                        __gm const float *restrict bias,
                        __gm float *restrict out) {
  // CHECK: call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) {{.*}}%a, i64 {{.*}}16, i32 {{.*}}16, i32 {{.*}}16)
  pto_mat_t ma = pto_tload_mat_f16(a, 16, 16, 16);
  pto_mat_t mb = pto_tload_mat_f16(b, 16, 16, 16);
  // CHECK: call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2)
  pto_left_t l = pto_tmov_left_f16(ma, 16, 16);
  // CHECK: call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2)
  pto_right_t r = pto_tmov_right_f16(mb, 16, 16);
  // CHECK: call ptr addrspace(7) @pto.tmov.bias.f32(ptr addrspace(2)
  pto_bias_t bt = pto_tmov_bias_f32(pto_tload_mat_f32(bias, 16, 1, 16), 1, 16);
  // CHECK: call ptr addrspace(5) @pto.tmatmul.bias.f32.f16(ptr addrspace(3) {{.*}}, ptr addrspace(4) {{.*}}, ptr addrspace(7) {{.*}}, i32 {{.*}}16, i32 {{.*}}16)
  pto_acc_t acc = pto_tmatmul_bias_f32_f16(l, r, bt, 16, 16);
  // CHECK: call ptr addrspace(6) @pto.tmov.vec.acc.f32(ptr addrspace(5)
  pto_vec_t v = pto_tmov_vec_acc_f32(acc, 16, 16);
  // CHECK: call void @pto.tstore.vec.f32(ptr addrspace(1) {{.*}}%out, i64 {{.*}}16, ptr addrspace(6)
  pto_tstore_vec_f32(out, 16, v);
}

// A helper without the marker is an ordinary function.
// CHECK: define {{.*}}i64 @helper(i64 {{.*}}) {{.*}}#[[#HATTR:]]
long helper(long n) { return n * 3; }

// CHECK: attributes #[[#KATTR]] = { {{.*}}"pto.kernel"{{.*}}"target-cpu"="a3"
// CHECK-NOT: attributes #[[#HATTR]] = { {{.*}}"pto.kernel"
