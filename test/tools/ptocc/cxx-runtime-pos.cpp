// REQUIRES: ptocc
// The typed C++ layer of runtime sub-tile positions and treshape (issue 13,
// R): pto::extract<R, C, D>(t, row, col) and pto::insert(into, t, row, col)
// pass the positions through (the register forms of textract / tinsert),
// pto::reshape<U, R, C>(t) is pto.treshape, with the source type as a second
// suffix only when it differs; the C spellings of the same builtins.
// RUN: ptocc -O2 -S -emit-llvm %s -o - | FileCheck %s
// RUN: ptocc -O0 -S -emit-llvm %s -o - | FileCheck %s
// RUN: ptocc -O2 -S -mllvm -pto-split-mix-kernels=false %s -o - | FileCheck %s --check-prefix=ASM
// RUN: not ptocc -O2 -S -DBAD_RESHAPE %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
#include <pto.h>
using namespace pto;

// CHECK-LABEL: define {{.*}}void @kslice(
// CHECK: call {{.*}}ptr addrspace(3) @pto.textract.left.f16({{.*}}, i32 {{.*}}0, i32 {{.*}}%{{.*}}, i32 {{.*}}16, i32 {{.*}}32)
// CHECK: call {{.*}}ptr addrspace(2) @pto.tinsert.mat.f16({{.*}}, i32 {{.*}}%{{.*}}, i32 {{.*}}0, i32 {{.*}}16, i32 {{.*}}64)
// CHECK: call {{.*}}ptr addrspace(2) @pto.treshape.mat.f16(ptr addrspace(2) {{.*}}, i32 {{.*}}64, i32 {{.*}}16)
// CHECK: call {{.*}}ptr addrspace(2) @pto.treshape.mat.i16.f16(ptr addrspace(2) {{.*}}, i32 {{.*}}16, i32 {{.*}}64)
// ASM-LABEL: kslice:
// ASM: textract left[{{.*}}], mat[{{.*}}], zero, {{[a-z]+[0-9]*}}, 16, 32, 16, 64, f16
extern "C" __attribute__((annotate("pto_kernel"))) void
kslice(__gm const _Float16 *__restrict a, __gm _Float16 *__restrict out,
       __gm short *__restrict bits, __gm float *__restrict c, int k) {
  auto m = load<Mat, _Float16, 16, 64>(a, 64);
  auto l = extract<16, 32, Left>(m, 0, (k % 2) * 32);
  auto r = load<Mat, _Float16, 32, 16>(a, 16);
  store(c, 16, matmul<float>(l, mov<Right>(r)));
  auto m2 = insert(m, view<0, 0, 16, 16>(r), (k % 2) * 16, 0);
  auto flat = reshape<_Float16, 64, 16>(m2);
  store(out, 16, flat);
  store(bits, 64, reshape<short, 16, 64>(flat));
#ifdef BAD_RESHAPE
  // BAD: error: static assertion failed{{.*}}reshape: the result must have the source's byte size
  reshape<float, 16, 64>(m2);
#endif
}

// The C spellings.
// CHECK-LABEL: define {{.*}}void @c_names(
// CHECK: call {{.*}}ptr addrspace(6) @pto.textract.vec.f32({{.*}}, i32 {{.*}}%{{.*}}, i32 {{.*}}%{{.*}}, i32 {{.*}}2, i32 {{.*}}4)
// CHECK: call {{.*}}ptr addrspace(6) @pto.treshape.vec.i32.f32({{.*}}, i32 {{.*}}1, i32 {{.*}}8)
extern "C" __attribute__((annotate("pto_kernel"))) void
c_names(__gm const float *__restrict x, __gm int *__restrict y, int r, int c) {
  pto_vec_t t = pto_tload_vec_f32(x, 8, 4, 8);
  pto_vec_t w = pto_textract_vec_f32(t, r, c, 2, 4);
  pto_tstore_vec_i32(y, 8, pto_treshape_vec_i32_f32(w, 1, 8));
}
