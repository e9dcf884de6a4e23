// REQUIRES: ptocc
// The typed C++ layer checks shapes, memories and element types at compile
// time; the error points at the user's line through the instantiation note.
// RUN: not ptocc -O2 -S %s -o /dev/null 2>&1 | FileCheck %s
#include <pto.h>
using namespace pto;

__pto_kernel void shapes(__gm const float *x, __gm float *y) {
  auto a = load<Vec, float, 16, 64>(x, 64);
  auto b = load<Vec, float, 16, 32>(x, 64);
  // CHECK: error: static assertion failed due to requirement '64 == 32': add: the tile shapes differ
  // CHECK: diag-shape.cpp:[[#@LINE+1]]:16: note: in instantiation of function template specialization 'pto::add<pto::Vec, float, 16, 64, pto::Vec, float, 16, 32>'
  store(y, 64, add(a, b));
}

__pto_kernel void matmul_k(__gm const _Float16 *a, __gm float *c) {
  auto am = load<Mat, _Float16, 64, 32>(a, 32);
  auto bm = load<Mat, _Float16, 16, 64>(a, 64);
  // CHECK: error: static assertion failed due to requirement '32 == 16': matmul: inner dimensions differ (A is MxK, B is KxN)
  // CHECK: diag-shape.cpp:[[#@LINE+1]]:14: note: in instantiation of function template specialization
  auto acc = matmul<float>(mov<Left>(am), mov<Right>(bm));
  store(c, 64, acc);
}

__pto_kernel void windows(__gm const float *x, __gm float *y) {
  auto a = load<Vec, float, 16, 64>(x, 64);
  // CHECK: error: static assertion failed due to requirement {{.*}}: extract: the window is outside the source tile
  // CHECK: diag-shape.cpp:[[#@LINE+1]]:16: note: in instantiation of function template specialization
  store(y, 64, extract<8, 0, 16, 64, Vec>(a));
}

__pto_kernel void memories(__gm const float *x, __gm float *y) {
  auto a = load<Vec, float, 16, 64>(x, 64);
  auto m = load<Mat, float, 16, 64>(x, 64);
  // CHECK: error: static assertion failed due to requirement {{.*}}: sub: the tiles are in different memories
  // CHECK: diag-shape.cpp:[[#@LINE+1]]:16: note: in instantiation of function template specialization
  store(y, 64, sub(a, m));
}
