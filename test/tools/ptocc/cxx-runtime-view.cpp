// REQUIRES: ptocc
// The typed C++ layer of views at a runtime row (issue 13, T):
// pto::view<R>(t, row) is pto.tview at (row, 0), whole rows; the llc code
// computes the view's base register with viewaddr. The C spelling of the
// same builtin takes the row as an int. A view larger than its source is a
// compile-time error of the layer.
// RUN: ptocc -O2 -S -emit-llvm %s -o - | FileCheck %s
// RUN: ptocc -O0 -S -emit-llvm %s -o - | FileCheck %s
// RUN: ptocc -O2 -S -mllvm -pto-split-mix-kernels=false %s -o - | FileCheck %s --check-prefix=ASM
// RUN: not ptocc -O2 -S -DBAD_VIEW %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
#include <pto.h>
using namespace pto;

// CHECK-LABEL: define {{.*}}void @blocks(
// CHECK: call {{.*}}ptr addrspace(6) @pto.tview.vec.f32(ptr addrspace(6) {{.*}}, i32 {{.*}}%{{.*}}, i32 {{.*}}0, i32 {{.*}}4, i32 {{.*}}8)
// ASM-LABEL: blocks:
// ASM: viewaddr [[B:[a-z]+[0-9]*]], zero, {{[a-z]+[0-9]*}}, 12, 32
// ASM: tadds vec[{{.*}}], vec[[[B]] + 0], {{.*}}, 4, 8, f32
extern "C" __attribute__((annotate("pto_kernel"))) void
blocks(__gm const float *__restrict x, __gm float *__restrict out, int k) {
  auto t = load<Vec, float, 16, 8>(x, 8);
  auto v = view<4>(t, (k % 4) * 4);
  store(out, 8, adds(v, 1.0f));
#ifdef BAD_VIEW
  // BAD: error: static assertion failed{{.*}}view: the view is larger than the source
  view<32>(t, k);
#endif
}

// The C spelling.
// CHECK-LABEL: define {{.*}}void @c_name(
// CHECK: call {{.*}}ptr addrspace(6) @pto.tview.vec.f32({{.*}}, i32 {{.*}}%{{.*}}, i32 {{.*}}0, i32 {{.*}}2, i32 {{.*}}8)
extern "C" __attribute__((annotate("pto_kernel"))) void
c_name(__gm const float *__restrict x, __gm float *__restrict y, int r) {
  pto_vec_t t = pto_tload_vec_f32(x, 8, 4, 8);
  pto_tstore_vec_f32(y, 8, pto_tview_vec_f32(t, r, 0, 2, 8));
}
