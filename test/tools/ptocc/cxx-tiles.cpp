// REQUIRES: ptocc
// The typed C++ layer of <pto.h>: pto::Tile<Memory, T, Rows, Cols> lowers
// to the same builtin calls as C, with shapes from the types, at -O2 and -O0.
// RUN: ptocc -O2 -S -emit-llvm %s -o - | FileCheck %s
// RUN: ptocc -O0 -S -emit-llvm %s -o - | FileCheck %s
// RUN: ptocc -O2 -S %s -o - | FileCheck %s --check-prefix=ASM
#include <pto.h>
using namespace pto;

static_assert(sizeof(Tile<Vec, float, 16, 64>) == 4, "a tile is its handle");

// CHECK-LABEL: define {{.*}}void @vec_kernel(
// CHECK-NOT: alloca
// CHECK: call {{.*}}ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) {{.*}}, i64 {{.*}}64, i32 {{.*}}16, i32 {{.*}}64)
// CHECK: call {{.*}}ptr addrspace(6) @pto.tadd.f32({{.*}}, i32 {{.*}}16, i32 {{.*}}64)
// CHECK: call {{.*}}ptr addrspace(6) @pto.trowsum.f32({{.*}}, i32 {{.*}}16, i32 {{.*}}1)
// CHECK: call {{.*}}ptr addrspace(6) @pto.trowexpand.f32({{.*}}, i32 {{.*}}16, i32 {{.*}}64)
// CHECK: call {{.*}}ptr addrspace(6) @pto.tmuls.f32({{.*}}, i32 {{.*}}1073741824, i32 {{.*}}16, i32 {{.*}}64)
// CHECK: call {{.*}}ptr addrspace(6) @pto.tview.vec.f32({{.*}}, i32 {{.*}}0, i32 {{.*}}0, i32 {{.*}}8, i32 {{.*}}64)
// CHECK: call {{.*}}ptr addrspace(6) @pto.textract.vec.f32({{.*}}, i32 {{.*}}8, i32 {{.*}}0, i32 {{.*}}8, i32 {{.*}}64)
// CHECK: call void @pto.tstore.vec.f32(
extern "C" __attribute__((annotate("pto_kernel"))) void
vec_kernel(__gm const float *__restrict x, __gm float *__restrict y) {
  auto a = load<Vec, float, 16, 64>(x, 64);
  auto b = add(a, a);
  auto e = rowexpand<64>(rowsum(b));
  auto c = muls(e, 2.0f);
  auto lo = view<0, 0, 8, 64>(c);
  auto hi = extract<8, 0, 8, 64, Vec>(c);
  store(y, 64, add(lo, hi));
}

// CHECK-LABEL: define {{.*}}void @cube_kernel(
// CHECK: call {{.*}}ptr addrspace(2) @pto.tload.mat.f16(
// CHECK: call {{.*}}ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2)
// CHECK: call {{.*}}ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2)
// CHECK: call {{.*}}ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) {{.*}}, ptr addrspace(4) {{.*}}, i32 {{.*}}64, i32 {{.*}}16)
// CHECK: call {{.*}}ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5)
// CHECK: call void @pto.tstore.acc.f32(
__pto_kernel void cube_kernel(__gm const _Float16 *__restrict a,
                              __gm const _Float16 *__restrict b,
                              __gm float *__restrict c) {
  auto am = load<Mat, _Float16, 64, 32>(a, 32);
  auto bm = load<Mat, _Float16, 32, 16>(b, 16);
  Tile<Acc, float, 64, 16> acc = matmul<float>(mov<Left>(am), mov<Right>(bm));
  acc = matmul_acc(acc, mov<Left>(am), mov<Right>(bm));
  store(c, 16, acc);
}

// CHECK: attributes #{{[0-9]+}} = { {{.*}}"pto.kernel"

// ASM: vec_kernel:
// ASM: tadd vec[
// ASM: cube_kernel:
// ASM: tmatmul acc[
