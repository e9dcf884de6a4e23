// REQUIRES: ptocc, pto-sim
// Accumulate-or-initialize through the C++ layer (issue 23):
// pto::matmul_acc_init(acc, a, b, kk == 0) is one call for the whole K loop
// -- the accumulator is uninitialized before the loop and read only from
// the second step on. It lowers to pto.tmatmul.acc.init with the condition
// as an i32, compiles at -O0 and -O2, and with all-ones inputs every
// element of C is K (48: three steps, the first initializing; a first step
// that accumulated into the undefined window, or later steps that
// initialized, would give another value).
// RUN: rm -rf %t && mkdir -p %t
// RUN: ptocc -O2 -S -emit-llvm %s -o - | FileCheck %s
// RUN: ptocc -O0 -S -emit-llvm %s -o - | FileCheck %s
// RUN: ptocc -O0 -c %s -o %t/k0.o
// RUN: pto-sim %t/k0.o --kernel=acc_init --arg=buf:f16:16x48:fill=1 \
// RUN:   --arg=buf:f16:48x16:fill=1 --arg=buf:f32:16x16 --arg=48 \
// RUN:   --dump=2 | FileCheck %s --check-prefix=SIM --implicit-check-not=races:
// RUN: ptocc -O2 -c %s -o %t/k2.o
// RUN: pto-sim %t/k2.o --kernel=acc_init --arg=buf:f16:16x48:fill=1 \
// RUN:   --arg=buf:f16:48x16:fill=1 --arg=buf:f32:16x16 --arg=48 \
// RUN:   --dump=2 | FileCheck %s --check-prefix=SIM --implicit-check-not=races:
// CHECK-LABEL: define {{.*}}void @acc_init(
// CHECK: call {{.*}}ptr addrspace(5) @pto.tmatmul.acc.init.f32.f16(ptr addrspace(5) {{.*}}, ptr addrspace(3) {{.*}}, ptr addrspace(4) {{.*}}, i32 {{.*}}, i32 {{.*}}16, i32 {{.*}}16)
// SIM:      arg2: f32[16x16]
// SIM-COUNT-16: {{^}}48 48 48 48 48 48 48 48 48 48 48 48 48 48 48 48{{$}}
#include <pto.h>
using namespace pto;

__pto_kernel void acc_init(__gm const _Float16 *__restrict a,
                           __gm const _Float16 *__restrict b,
                           __gm float *__restrict c, long k) {
  Tile<Acc, float, 16, 16> acc;
  for (long kk = 0; kk < k; kk += 16) {
    auto am = load<Mat, _Float16, 16, 16>(a + kk, k);
    auto bm = load<Mat, _Float16, 16, 16>(b + kk * 16, 16);
    acc = matmul_acc_init(acc, mov<Left>(am), mov<Right>(bm), kk == 0);
  }
  store(c, 16, acc);
}
