// REQUIRES: ptocc
// The typed C++ layer of the issue 14 (A) builtins: result shapes from the
// types, the scalar / tile divs overload (tdivs.rev), axpy's accumulator
// first; and the broadcast operand's shape checked at compile time.
// RUN: ptocc -O2 -S -emit-llvm %s -o - | FileCheck %s
// RUN: ptocc -O0 -S -emit-llvm %s -o - | FileCheck %s
// RUN: not ptocc -O2 -S -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
#include <pto.h>
using namespace pto;

// CHECK-LABEL: define {{.*}}void @k(
// CHECK: call {{.*}}@pto.trowmax.f32(
// CHECK: call {{.*}}@pto.tcolmin.f32({{.*}}, i32 {{.*}}1, i32 {{.*}}32)
// CHECK: call {{.*}}@pto.trowexpandexpdif.f32({{.*}}, i32 {{.*}}16, i32 {{.*}}32)
// CHECK: call {{.*}}@pto.tcolexpanddiv.f32(
// CHECK: call {{.*}}@pto.tdivs.rev.f32(i32 {{.*}}1073741824, ptr addrspace(6)
// CHECK: call {{.*}}@pto.tdivs.f32(ptr addrspace(6) {{.*}}, i32 {{.*}}1077936128,
// CHECK: call {{.*}}@pto.taxpy.f32(
// CHECK: call {{.*}}@pto.tpow.f32(
// CHECK: call {{.*}}@pto.trowprod.f32({{.*}}, i32 {{.*}}16, i32 {{.*}}1)
// CHECK: call {{.*}}@pto.trowexpandmin.f32(
// CHECK: call {{.*}}@pto.tprelu.f32(
// CHECK: call {{.*}}@pto.tlrelu.f32(
// CHECK: call {{.*}}@pto.tsubs.f32(
// CHECK: call {{.*}}@pto.tpows.f32(
__pto_kernel void k(__gm const float *x, __gm float *y) {
  auto t = load<Vec, float, 16, 32>(x, 32);
  auto m = rowmax(t);
  auto c = colmin(t);
  auto e = rowexpandexpdif(t, m);
  auto d = colexpanddiv(e, c);
  auto s = divs(2.0f, d);
  auto q = divs(s, 3.0f);
  auto a = axpy(q, t, 0.5f);
  auto p = pow(a, t);
  auto r = rowexpandmin(p, rowprod(p));
  auto l = lrelu(prelu(r, t), 0.125f);
  store(y, 32, pows(subs(l, 1.0f), 2.0f));
}

#ifdef BAD
// BAD: error: static assertion failed due to requirement '1 == 16': rowexpandsub: b must be R x 1
// BAD: error: static assertion failed due to requirement '16 == 1': colexpandadd: b must be 1 x C
__pto_kernel void bad(__gm const float *x, __gm float *y) {
  auto t = load<Vec, float, 16, 32>(x, 32);
  store(y, 32, rowexpandsub(t, colmin(t)));
  store(y, 32, colexpandadd(t, rowmax(t)));
}
#endif
