// REQUIRES: ptocc
// Every kernel's annotation names the same "pto_kernel" string: ptocc turns
// each into the "pto.kernel" attribute, keeps other annotations, and erases
// the strings once (issue 20: the second pass read an erased global, a
// heap-use-after-free that utils/check --sanitize reports).
// RUN: ptocc -O0 -S -emit-llvm %s -o - | FileCheck %s
#include <pto.h>

// CHECK: @llvm.global.annotations = {{.*}}@other
// CHECK-NOT: c"pto_kernel\00"
// CHECK: define {{.*}}void @first({{.*}} #[[A:[0-9]+]]
__pto_kernel void first(__gm float *restrict y) {
  pto_tstore_vec_f32(y, 64, pto_tfill_f32(1.0f, 16, 64));
}
// CHECK: define {{.*}}void @second({{.*}} #[[A]]
__pto_kernel void second(__gm float *restrict y) {
  pto_tstore_vec_f32(y, 64, pto_tfill_f32(2.0f, 16, 64));
}
// CHECK: define {{.*}}void @other(
__attribute__((annotate("other"))) void other(void) {}
// CHECK: attributes #[[A]] = {{{.*}}"pto.kernel"
