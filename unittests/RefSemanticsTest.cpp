//===-- RefSemanticsTest.cpp - pto-ref's tile semantics -------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The reference evaluator's semantics (RefSemantics.h) against values worked
// out by hand from the specification (docs/simulator.md, "Element
// semantics"): bit patterns of half, bfloat and single values, with the
// rounding cases (ties to even, overflow to infinity, subnormals), NaN,
// division by zero, integer overflow, saturation and accumulation order.
//
//===----------------------------------------------------------------------===//

#include "RefSemantics.h"
#include "gtest/gtest.h"
#include <cstring>
#include <initializer_list>
#include <tuple>
#include <vector>

using namespace llvm;
using namespace ptoref;

namespace {

/// A tile of the given element bit patterns, row-major.
RefTile tileOf(DType DT, unsigned Rows, unsigned Cols,
               std::initializer_list<uint64_t> Bits) {
  RefTile T(DT, Rows, Cols);
  EXPECT_EQ(Bits.size(), size_t(Rows) * Cols);
  size_t I = 0;
  for (uint64_t B : Bits)
    T.Elems[I++] = APInt(elemBits(DT), B);
  return T;
}

uint64_t bits(const APInt &A) { return A.getZExtValue(); }

uint64_t cvt(uint64_t Bits, DType From, DType To) {
  return bits(convertElem(APInt(elemBits(From), Bits), From, To));
}

uint64_t bin(BinaryKind K, DType DT, uint64_t A, uint64_t B) {
  return bits(
      binaryElem(K, DT, APInt(elemBits(DT), A), APInt(elemBits(DT), B)));
}

uint64_t un(UnaryKind K, DType DT, uint64_t A) {
  return bits(unaryElem(K, DT, APInt(elemBits(DT), A)));
}

bool isNaNBits(DType DT, uint64_t B) {
  return floatValue(DT, APInt(elemBits(DT), B)).isNaN();
}

constexpr uint64_t I32Min = 0x80000000, I32Max = 0x7fffffff;
uint64_t i32(int32_t V) { return uint32_t(V); }
uint64_t i8(int8_t V) { return uint8_t(V); }

TEST(RefSemanticsTest, SingleToHalfRounding) {
  EXPECT_EQ(cvt(0x3f800000, DType::F32, DType::F16), 0x3c00u); // 1.0
  // 1 + 2^-11 lies halfway between 1.0 and 1 + 2^-10: to even (1.0).
  EXPECT_EQ(cvt(0x3f801000, DType::F32, DType::F16), 0x3c00u);
  // 1 + 3 * 2^-11: halfway between 0x3c01 and 0x3c02: to even (0x3c02).
  EXPECT_EQ(cvt(0x3f803000, DType::F32, DType::F16), 0x3c02u);
  // Just above the first tie: up.
  EXPECT_EQ(cvt(0x3f801001, DType::F32, DType::F16), 0x3c01u);
  // 65519 rounds to the largest half, 65504; 65520 (a tie) overflows.
  EXPECT_EQ(cvt(0x477fef00, DType::F32, DType::F16), 0x7bffu);
  EXPECT_EQ(cvt(0x477ff000, DType::F32, DType::F16), 0x7c00u);
  EXPECT_EQ(cvt(0xc77ff000, DType::F32, DType::F16), 0xfc00u);
  // Subnormals, in units of 2^-24 (the smallest): 1 is exact, 0.5 ties to
  // 0, 0.75 rounds to 1, 1.5 ties to 2.
  EXPECT_EQ(cvt(0x33800000, DType::F32, DType::F16), 0x0001u);
  EXPECT_EQ(cvt(0x33000000, DType::F32, DType::F16), 0x0000u);
  EXPECT_EQ(cvt(0x33400000, DType::F32, DType::F16), 0x0001u);
  EXPECT_EQ(cvt(0x33c00000, DType::F32, DType::F16), 0x0002u);
  EXPECT_EQ(cvt(0x38800000, DType::F32, DType::F16), 0x0400u); // 2^-14
  // 2^-14 - 2^-24 is the largest subnormal; 2^-14 - 2^-25 ties between it
  // and 2^-14, whose bits are even.
  EXPECT_EQ(cvt(0x387fc000, DType::F32, DType::F16), 0x03ffu);
  EXPECT_EQ(cvt(0x387fe000, DType::F32, DType::F16), 0x0400u);
  EXPECT_EQ(cvt(0x80000000, DType::F32, DType::F16), 0x8000u); // -0
  EXPECT_TRUE(isNaNBits(DType::F16, cvt(0x7fc00000, DType::F32, DType::F16)));
  EXPECT_EQ(cvt(0x7f800000, DType::F32, DType::F16), 0x7c00u); // +inf
}

TEST(RefSemanticsTest, SingleToBFloatRounding) {
  EXPECT_EQ(cvt(0x3f808000, DType::F32, DType::BF16), 0x3f80u); // tie: even
  EXPECT_EQ(cvt(0x3f818000, DType::F32, DType::BF16), 0x3f82u); // tie: even
  EXPECT_EQ(cvt(0x3f808001, DType::F32, DType::BF16), 0x3f81u);
  // The largest float rounds up past the largest bfloat: infinity.
  EXPECT_EQ(cvt(0x7f7fffff, DType::F32, DType::BF16), 0x7f80u);
  EXPECT_EQ(cvt(0x7f7f0000, DType::F32, DType::BF16), 0x7f7fu);
  // bfloat keeps f32's exponent range; its smallest subnormal is 2^-133:
  // 2^-149 (below half of it) rounds to 0.
  EXPECT_EQ(cvt(0x00000001, DType::F32, DType::BF16), 0x0000u);
  EXPECT_EQ(cvt(0x00010000, DType::F32, DType::BF16), 0x0001u);
  EXPECT_TRUE(isNaNBits(DType::BF16, cvt(0xffc00001, DType::F32, DType::BF16)));
}

TEST(RefSemanticsTest, WideningIsExact) {
  EXPECT_EQ(cvt(0x0001, DType::F16, DType::F32), 0x33800000u); // 2^-24
  EXPECT_EQ(cvt(0x7bff, DType::F16, DType::F32), 0x477fe000u); // 65504
  EXPECT_EQ(cvt(0xfc00, DType::F16, DType::F32), 0xff800000u); // -inf
  EXPECT_EQ(cvt(0x3f81, DType::BF16, DType::F32), 0x3f810000u);
  // half -> bfloat rounds: 1 + 2^-10 is below half of bfloat's ulp at 1
  // (2^-7): 1.0; 1 + 3 * 2^-8 ties between 1 + 2^-7 and 1 + 2^-6: even.
  EXPECT_EQ(cvt(0x3c01, DType::F16, DType::BF16), 0x3f80u);
  EXPECT_EQ(cvt(0x3c0c, DType::F16, DType::BF16), 0x3f82u);
}

TEST(RefSemanticsTest, FloatToIntegerRoundsAndSaturates) {
  EXPECT_EQ(cvt(0x40200000, DType::F32, DType::I32), i32(2));  // 2.5
  EXPECT_EQ(cvt(0x40600000, DType::F32, DType::I32), i32(4));  // 3.5
  EXPECT_EQ(cvt(0xc0200000, DType::F32, DType::I32), i32(-2)); // -2.5
  EXPECT_EQ(cvt(0x3f400000, DType::F32, DType::I32), i32(1));  // 0.75
  EXPECT_EQ(cvt(0x501502f9, DType::F32, DType::I32), I32Max);  // 1e10
  EXPECT_EQ(cvt(0xd01502f9, DType::F32, DType::I32), I32Min);  // -1e10
  EXPECT_EQ(cvt(0x4f000000, DType::F32, DType::I32), I32Max);  // 2^31
  EXPECT_EQ(cvt(0xcf000000, DType::F32, DType::I32), I32Min);  // -2^31
  EXPECT_EQ(cvt(0x43480000, DType::F32, DType::I8), i8(127));  // 200
  EXPECT_EQ(cvt(0xc3480000, DType::F32, DType::I8), i8(-128)); // -200
  EXPECT_EQ(cvt(0x42fe0000, DType::F32, DType::I8), i8(127));  // 127
  EXPECT_EQ(cvt(0x7fc00000, DType::F32, DType::I32), 0u);      // NaN
  EXPECT_EQ(cvt(0x7c00, DType::F16, DType::I8), i8(127));      // +inf
  EXPECT_EQ(cvt(0xfc00, DType::F16, DType::I32), I32Min);      // -inf
  EXPECT_EQ(cvt(0xbf40, DType::BF16, DType::I8), i8(-1));      // -0.75
}

TEST(RefSemanticsTest, IntegerConversions) {
  EXPECT_EQ(cvt(i32(300), DType::I32, DType::I8), i8(44)); // wraps
  EXPECT_EQ(cvt(i32(-129), DType::I32, DType::I8), i8(127));
  EXPECT_EQ(cvt(i8(-5), DType::I8, DType::I32), i32(-5)); // sign-extends
  // Integer -> float rounds once, to nearest even.
  EXPECT_EQ(cvt(i32(16777217), DType::I32, DType::F32), 0x4b800000u);
  EXPECT_EQ(cvt(i32(16777219), DType::I32, DType::F32), 0x4b800002u);
  EXPECT_EQ(cvt(i32(65519), DType::I32, DType::F16), 0x7bffu);
  EXPECT_EQ(cvt(i32(65520), DType::I32, DType::F16), 0x7c00u);
  EXPECT_EQ(cvt(i32(-3), DType::I32, DType::F16), 0xc200u);
  EXPECT_EQ(cvt(i8(-128), DType::I8, DType::BF16), 0xc300u);
  // 2^30 + 2^22 + 1 is just above the tie between the bfloats 2^30 and
  // 2^30 + 2^23: up. (Rounding to f32 first would land on the tie and then
  // go to the even 2^30.)
  EXPECT_EQ(cvt(i32((1 << 30) + (1 << 22) + 1), DType::I32, DType::BF16),
            0x4e81u);
}

TEST(RefSemanticsTest, FloatArithmetic) {
  // half: 1 + 2^-11 ties to 1.0; (1 + 2^-10) + 2^-11 ties to 1 + 2^-9.
  EXPECT_EQ(bin(BinaryKind::Add, DType::F16, 0x3c00, 0x1000), 0x3c00u);
  EXPECT_EQ(bin(BinaryKind::Add, DType::F16, 0x3c01, 0x1000), 0x3c02u);
  EXPECT_EQ(bin(BinaryKind::Add, DType::F16, 0x7bff, 0x7bff), 0x7c00u);
  EXPECT_EQ(bin(BinaryKind::Sub, DType::F16, 0x3c00, 0x3c00), 0x0000u);
  EXPECT_EQ(bin(BinaryKind::Mul, DType::F16, 0x0400, 0x3800), 0x0200u);
  EXPECT_EQ(bin(BinaryKind::Mul, DType::BF16, 0x3fc0, 0x3fc0), 0x4010u);
  EXPECT_EQ(bin(BinaryKind::Div, DType::F16, 0x3c00, 0x0000), 0x7c00u);
  EXPECT_EQ(bin(BinaryKind::Div, DType::F16, 0xbc00, 0x0000), 0xfc00u);
  EXPECT_TRUE(isNaNBits(DType::F16, bin(BinaryKind::Div, DType::F16, 0, 0)));
  EXPECT_EQ(bin(BinaryKind::Div, DType::F32, 0x3f800000, 0x40400000),
            0x3eaaaaabu); // 1/3
  // max/min ignore a NaN; +0 is above -0.
  EXPECT_EQ(bin(BinaryKind::Max, DType::F32, 0x7fc00000, 0x40000000),
            0x40000000u);
  EXPECT_EQ(bin(BinaryKind::Min, DType::F32, 0x40000000, 0x7fc00000),
            0x40000000u);
  EXPECT_EQ(bin(BinaryKind::Max, DType::F32, 0x80000000, 0x00000000), 0u);
  EXPECT_EQ(bin(BinaryKind::Min, DType::F32, 0x00000000, 0x80000000),
            0x80000000u);
  EXPECT_EQ(bin(BinaryKind::Max, DType::F16, 0xc000, 0xbc00), 0xbc00u);
}

TEST(RefSemanticsTest, IntegerArithmetic) {
  EXPECT_EQ(bin(BinaryKind::Add, DType::I32, I32Max, 1), I32Min);
  EXPECT_EQ(bin(BinaryKind::Sub, DType::I32, I32Min, 1), I32Max);
  EXPECT_EQ(bin(BinaryKind::Mul, DType::I32, 65536, 65536), 0u);
  EXPECT_EQ(bin(BinaryKind::Div, DType::I32, 7, 0), 0u);
  EXPECT_EQ(bin(BinaryKind::Div, DType::I32, I32Min, i32(-1)), I32Min);
  EXPECT_EQ(bin(BinaryKind::Div, DType::I32, i32(-7), 2), i32(-3));
  EXPECT_EQ(bin(BinaryKind::Max, DType::I32, i32(-3), 2), i32(2));
  EXPECT_EQ(bin(BinaryKind::Min, DType::I32, i32(-3), 2), i32(-3));
  EXPECT_FALSE(acceptsBinary(DType::I8));
  RefTile A = tileOf(DType::I8, 1, 1, {1});
  Expected<RefTile> R = binary(BinaryKind::Add, A, A);
  EXPECT_FALSE(bool(R));
  consumeError(R.takeError());
}

TEST(RefSemanticsTest, Unary) {
  EXPECT_EQ(un(UnaryKind::Sqrt, DType::F32, 0x40000000), 0x3fb504f3u);
  EXPECT_EQ(un(UnaryKind::Rsqrt, DType::F32, 0x40800000), 0x3f000000u);
  EXPECT_EQ(un(UnaryKind::Recip, DType::F32, 0x40400000), 0x3eaaaaabu);
  EXPECT_EQ(un(UnaryKind::Recip, DType::F16, 0x8000), 0xfc00u); // -inf
  EXPECT_EQ(un(UnaryKind::Exp, DType::F32, 0), 0x3f800000u);
  EXPECT_EQ(un(UnaryKind::Exp, DType::F16, 0x3c00), 0x4170u); // e ~ 2.71875
  EXPECT_EQ(un(UnaryKind::Exp, DType::F16, 0x4c00), 0x7c00u); // e^16
  EXPECT_EQ(un(UnaryKind::Log, DType::F32, 0x3f800000), 0u);
  EXPECT_EQ(un(UnaryKind::Log, DType::F32, 0), 0xff800000u); // -inf
  EXPECT_TRUE(
      isNaNBits(DType::F32, un(UnaryKind::Sqrt, DType::F32, 0xbf800000)));
  EXPECT_EQ(un(UnaryKind::Relu, DType::F32, 0xc0000000), 0u);
  EXPECT_EQ(un(UnaryKind::Relu, DType::F32, 0x7fc00000), 0u);
  EXPECT_EQ(un(UnaryKind::Relu, DType::BF16, 0x4000), 0x4000u);
  EXPECT_EQ(un(UnaryKind::Abs, DType::F16, 0x8000), 0u);
  EXPECT_EQ(un(UnaryKind::Neg, DType::F32, 0), 0x80000000u);
  EXPECT_EQ(un(UnaryKind::Abs, DType::I32, I32Min), I32Min);
  EXPECT_EQ(un(UnaryKind::Abs, DType::I32, i32(-5)), i32(5));
  EXPECT_EQ(un(UnaryKind::Neg, DType::I32, 5), i32(-5));
  EXPECT_EQ(un(UnaryKind::Relu, DType::I32, i32(-5)), 0u);
  EXPECT_FALSE(acceptsUnary(UnaryKind::Exp, DType::I32));
  EXPECT_TRUE(acceptsUnary(UnaryKind::Neg, DType::I32));
  Expected<RefTile> R = unary(UnaryKind::Log, tileOf(DType::I32, 1, 1, {1}));
  EXPECT_FALSE(bool(R));
  consumeError(R.takeError());
}

TEST(RefSemanticsTest, ReductionsAccumulateInSingleInOrder) {
  // 1e8 + 1 = 1e8 in f32 (its ulp there is 8), - 1e8 = 0, + 1 = 1.
  RefTile A = tileOf(DType::F32, 2, 4,
                     {0x4cbebc20, 0x3f800000, 0xccbebc20, 0x3f800000, //
                      0x7fc00000, 0xbf800000, 0x40400000, 0x40000000});
  Expected<RefTile> S = reduce(ReduceKind::Sum, Axis::Row, A);
  ASSERT_TRUE(bool(S));
  EXPECT_EQ(S->Rows, 2u);
  EXPECT_EQ(S->Cols, 1u);
  EXPECT_EQ(bits(S->at(0, 0)), 0x3f800000u);
  Expected<RefTile> M = reduce(ReduceKind::Max, Axis::Row, A);
  ASSERT_TRUE(bool(M));
  EXPECT_EQ(bits(M->at(1, 0)), 0x40400000u); // the NaN is ignored
  // half: 65504 + 65504 - 65504 stays finite in the f32 accumulator.
  RefTile H = tileOf(DType::F16, 3, 1, {0x7bff, 0x7bff, 0xfbff});
  Expected<RefTile> C = reduce(ReduceKind::Sum, Axis::Col, H);
  ASSERT_TRUE(bool(C));
  EXPECT_EQ(C->Rows, 1u);
  EXPECT_EQ(bits(C->at(0, 0)), 0x7bffu);
  // i32 sums wrap; max is signed.
  RefTile I = tileOf(DType::I32, 2, 2, {I32Max, i32(-4), 1, i32(-3)});
  Expected<RefTile> IS = reduce(ReduceKind::Sum, Axis::Col, I);
  ASSERT_TRUE(bool(IS));
  EXPECT_EQ(bits(IS->at(0, 0)), I32Min);
  EXPECT_EQ(bits(IS->at(0, 1)), i32(-7));
  Expected<RefTile> IM = reduce(ReduceKind::Max, Axis::Col, I);
  ASSERT_TRUE(bool(IM));
  EXPECT_EQ(bits(IM->at(0, 0)), I32Max);
  EXPECT_EQ(bits(IM->at(0, 1)), i32(-3));
}

TEST(RefSemanticsTest, ExpandTransposeWindows) {
  RefTile Col = tileOf(DType::I8, 2, 1, {i8(-1), 7});
  Expected<RefTile> E = expand(Axis::Row, Col, 2, 3);
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(bits(E->at(0, 2)), i8(-1));
  EXPECT_EQ(bits(E->at(1, 0)), 7u);
  RefTile Row = tileOf(DType::F16, 1, 3, {0x3c00, 0x4000, 0x4200});
  Expected<RefTile> F = expand(Axis::Col, Row, 2, 3);
  ASSERT_TRUE(bool(F));
  EXPECT_EQ(bits(F->at(1, 2)), 0x4200u);
  Expected<RefTile> Bad = expand(Axis::Row, Row, 1, 3);
  EXPECT_FALSE(bool(Bad));
  consumeError(Bad.takeError());

  RefTile T = tileOf(DType::I32, 2, 3, {1, 2, 3, 4, 5, 6});
  RefTile TT = transpose(T);
  EXPECT_EQ(TT.Rows, 3u);
  EXPECT_EQ(TT.Cols, 2u);
  EXPECT_EQ(bits(TT.at(0, 1)), 4u);
  EXPECT_EQ(bits(TT.at(2, 0)), 3u);

  Expected<RefTile> W = window(T, 1, 1, 1, 2);
  ASSERT_TRUE(bool(W));
  EXPECT_EQ(bits(W->at(0, 0)), 5u);
  EXPECT_EQ(bits(W->at(0, 1)), 6u);
  Expected<RefTile> Out = window(T, 1, 2, 1, 2);
  EXPECT_FALSE(bool(Out));
  consumeError(Out.takeError());

  Expected<RefTile> In = insert(T, tileOf(DType::I32, 1, 2, {8, 9}), 0, 1);
  ASSERT_TRUE(bool(In));
  EXPECT_EQ(bits(In->at(0, 0)), 1u);
  EXPECT_EQ(bits(In->at(0, 1)), 8u);
  EXPECT_EQ(bits(In->at(0, 2)), 9u);
  EXPECT_EQ(bits(T.at(0, 1)), 2u); // value semantics: T is unchanged
  Expected<RefTile> NoFit = insert(T, tileOf(DType::I32, 1, 2, {8, 9}), 1, 2);
  EXPECT_FALSE(bool(NoFit));
  consumeError(NoFit.takeError());
}

TEST(RefSemanticsTest, ScalarsFromRegisters) {
  // The element is the low bits of the register.
  RefTile F = fill(DType::F16, 2, 2, 0x12343c00);
  EXPECT_EQ(bits(F.at(1, 1)), 0x3c00u);
  Expected<RefTile> S = binaryScalar(
      BinaryKind::Add, tileOf(DType::F16, 1, 1, {0x3c00}), 0xffff3c00);
  ASSERT_TRUE(bool(S));
  EXPECT_EQ(bits(S->at(0, 0)), 0x4000u); // 1 + 1
  Expected<RefTile> V = setElem(tileOf(DType::I8, 1, 2, {1, 2}), 0, 1, 0x1ff);
  ASSERT_TRUE(bool(V));
  EXPECT_EQ(bits(V->at(0, 1)), 0xffu);
  // tgetval: i8 sign-extends, f16 zero-extends.
  Expected<uint32_t> G = getElem(*V, 0, 1);
  ASSERT_TRUE(bool(G));
  EXPECT_EQ(*G, 0xffffffffu);
  Expected<uint32_t> H = getElem(tileOf(DType::F16, 1, 1, {0x8000}), 0, 0);
  ASSERT_TRUE(bool(H));
  EXPECT_EQ(*H, 0x8000u);
  Expected<uint32_t> Out = getElem(*V, 1, 0);
  EXPECT_FALSE(bool(Out));
  consumeError(Out.takeError());
}

TEST(RefSemanticsTest, MatmulAccumulatesInSingleAndInt32) {
  // [[1, 2], [3, 4]] x [[5, 6], [7, 8]] = [[19, 22], [43, 50]] (f16 in).
  RefTile A = tileOf(DType::F16, 2, 2, {0x3c00, 0x4000, 0x4200, 0x4400});
  RefTile B = tileOf(DType::F16, 2, 2, {0x4500, 0x4600, 0x4700, 0x4800});
  Expected<RefTile> C = matmul(A, B, nullptr, nullptr, DType::F32);
  ASSERT_TRUE(bool(C));
  EXPECT_EQ(bits(C->at(0, 0)), 0x41980000u); // 19
  EXPECT_EQ(bits(C->at(0, 1)), 0x41b00000u); // 22
  EXPECT_EQ(bits(C->at(1, 0)), 0x422c0000u); // 43
  EXPECT_EQ(bits(C->at(1, 1)), 0x42480000u); // 50
  // 2048 * 1 + 1 * 1 = 2049: exact in the f32 accumulator (not in half).
  RefTile X = tileOf(DType::F16, 1, 2, {0x6800, 0x3c00});
  RefTile Y = tileOf(DType::F16, 2, 1, {0x3c00, 0x3c00});
  Expected<RefTile> D = matmul(X, Y, nullptr, nullptr, DType::F32);
  ASSERT_TRUE(bool(D));
  EXPECT_EQ(bits(D->at(0, 0)), 0x45001000u);
  // .acc adds the accumulator, .bias the bias row: 0.5 + 2049.
  RefTile Half = tileOf(DType::F32, 1, 1, {0x3f000000});
  Expected<RefTile> E = matmul(X, Y, &Half, nullptr, DType::F32);
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(bits(E->at(0, 0)), 0x45001800u); // 2049.5
  Expected<RefTile> G = matmul(X, Y, nullptr, &Half, DType::F32);
  ASSERT_TRUE(bool(G));
  EXPECT_EQ(bits(G->at(0, 0)), 0x45001800u);
  // i8 products accumulate in i32: (-128)(-128) * 2 = 32768; and wrap.
  RefTile P = tileOf(DType::I8, 1, 2, {i8(-128), i8(-128)});
  RefTile Q = tileOf(DType::I8, 2, 1, {i8(-128), i8(-128)});
  Expected<RefTile> I = matmul(P, Q, nullptr, nullptr, DType::I32);
  ASSERT_TRUE(bool(I));
  EXPECT_EQ(bits(I->at(0, 0)), 32768u);
  RefTile Big = tileOf(DType::I32, 1, 1, {I32Max - 32767});
  Expected<RefTile> W = matmul(P, Q, &Big, nullptr, DType::I32);
  ASSERT_TRUE(bool(W));
  EXPECT_EQ(bits(W->at(0, 0)), I32Min);
  // Issue 14 (14F): f32 inputs give f32, each product rounded to f32:
  // (1 + 2^-23)^2 = 1 + 2^-22 + 2^-46 is 1 + 2^-22.
  RefTile One = tileOf(DType::F32, 1, 1, {0x3f800001});
  Expected<RefTile> F = matmul(One, One, nullptr, nullptr, DType::F32);
  ASSERT_TRUE(bool(F));
  EXPECT_EQ(bits(F->at(0, 0)), 0x3f800002u);
  // f32 inputs into i32, mixed inputs and a wrong inner dimension are
  // errors.
  auto ExpectError = [](Expected<RefTile> Bad) {
    EXPECT_FALSE(bool(Bad));
    consumeError(Bad.takeError());
  };
  RefTile F32 = tileOf(DType::F32, 1, 1, {0});
  ExpectError(matmul(F32, F32, nullptr, nullptr, DType::I32));
  ExpectError(matmul(X, tileOf(DType::BF16, 2, 1, {0, 0}), nullptr, nullptr,
                     DType::F32));
  ExpectError(matmul(X, X, nullptr, nullptr, DType::F32));
  ExpectError(matmul(P, Q, nullptr, nullptr, DType::F32));
}

TEST(RefSemanticsTest, MemoryIsLittleEndian) {
  uint8_t Buf[4] = {0x78, 0x56, 0x34, 0x12};
  EXPECT_EQ(bits(readElem(Buf, DType::I32)), 0x12345678u);
  EXPECT_EQ(bits(readElem(Buf, DType::F16)), 0x5678u);
  writeElem(Buf, DType::BF16, APInt(16, 0x3f80));
  EXPECT_EQ(Buf[0], 0x80);
  EXPECT_EQ(Buf[1], 0x3f);
  EXPECT_EQ(Buf[2], 0x34);
}

// Issue 14 (A): broadcasts, arithmetic, reductions.
TEST(RefSemanticsTest, ExpDifRoundsTheDifferenceFirst) {
  // exp(1 - 1) = 1; exp(2 - 1) = e.
  EXPECT_EQ(bin(BinaryKind::ExpDif, DType::F32, 0x3f800000, 0x3f800000),
            0x3f800000u);
  EXPECT_EQ(bin(BinaryKind::ExpDif, DType::F32, 0x40000000, 0x3f800000),
            0x402df854u);
  // half: 1 - 2^-12 ties between 1 - 2^-11 and 1 (even): the difference is
  // 1 and the result half(e) = 0x4170, not half(exp(1 - 2^-12)) = 0x416f.
  EXPECT_EQ(bin(BinaryKind::ExpDif, DType::F16, 0x3c00, 0x0c00), 0x4170u);
  // exp(-inf) = 0, exp(NaN) = NaN.
  EXPECT_EQ(bin(BinaryKind::ExpDif, DType::F32, 0x3f800000, 0x7f800000), 0u);
  EXPECT_TRUE(isNaNBits(DType::F32,
                        bin(BinaryKind::ExpDif, DType::F32, 0x7fc00000, 0)));
  EXPECT_FALSE(acceptsBinary(BinaryKind::ExpDif, DType::I32));
  EXPECT_FALSE(acceptsBinary(BinaryKind::PRelu, DType::I32));
  EXPECT_TRUE(acceptsBinary(BinaryKind::Pow, DType::I32));
  EXPECT_FALSE(acceptsBinary(BinaryKind::Pow, DType::I8));
}

TEST(RefSemanticsTest, Pow) {
  auto P = [](uint64_t A, uint64_t B) {
    return bin(BinaryKind::Pow, DType::F32, A, B);
  };
  EXPECT_EQ(P(0x40000000, 0x41200000), 0x44800000u);             // 2^10 = 1024
  EXPECT_EQ(P(0xc0000000, 0x40400000), 0xc1000000u);             // (-2)^3 = -8
  EXPECT_EQ(P(0xc0000000, 0x40000000), 0x40800000u);             // (-2)^2 = 4
  EXPECT_TRUE(isNaNBits(DType::F32, P(0xc0000000, 0x3f000000))); // (-2)^0.5
  EXPECT_EQ(P(0x7fc00000, 0), 0x3f800000u);                      // NaN^0 = 1
  EXPECT_EQ(P(0x3f800000, 0x7fc00000), 0x3f800000u);             // 1^NaN = 1
  EXPECT_EQ(P(0, 0xbf800000), 0x7f800000u);                      // 0^-1 = +inf
  EXPECT_EQ(P(0x80000000, 0xbf800000), 0xff800000u); // (-0)^-1 = -inf
  // half: 2^16 overflows to +inf.
  EXPECT_EQ(bin(BinaryKind::Pow, DType::F16, 0x4000, 0x4c00), 0x7c00u);
  // Integers wrap; negative exponents truncate 1 / A^|B|.
  auto I = [](int32_t A, int32_t B) {
    return bin(BinaryKind::Pow, DType::I32, i32(A), i32(B));
  };
  EXPECT_EQ(I(3, 4), i32(81));
  EXPECT_EQ(I(-2, 31), I32Min);
  EXPECT_EQ(I(2, 32), 0u);
  EXPECT_EQ(I(3, 20), i32(-808182895)); // 3^20 mod 2^32
  EXPECT_EQ(I(0, 0), i32(1));
  EXPECT_EQ(I(7, -1), 0u);
  EXPECT_EQ(I(0, -1), 0u); // no trap
  EXPECT_EQ(I(1, -5), i32(1));
  EXPECT_EQ(I(-1, -3), i32(-1));
  EXPECT_EQ(I(-1, -2), i32(1));
}

TEST(RefSemanticsTest, PReluAndScalarForms) {
  auto L = [](uint64_t A, uint64_t S) {
    return bin(BinaryKind::PRelu, DType::F32, A, S);
  };
  EXPECT_EQ(L(0x40000000, 0x3f000000), 0x40000000u); // 2 > 0: 2
  EXPECT_EQ(L(0xc0000000, 0x3f000000), 0xbf800000u); // -2 * 0.5 = -1
  EXPECT_EQ(L(0x80000000, 0x3f000000), 0x80000000u); // -0 * 0.5 = -0
  EXPECT_EQ(L(0, 0xbf800000), 0x80000000u); // +0 is not > 0: 0 * -1 = -0
  EXPECT_TRUE(isNaNBits(DType::F32, L(0x7fc00000, 0x3f000000)));
  // tdivs.rev: the scalar divided by each element.
  RefTile X = tileOf(DType::I32, 1, 3, {i32(2), 0, i32(-1)});
  Expected<RefTile> D = scalarBinary(BinaryKind::Div, i32(7), X);
  ASSERT_TRUE(bool(D));
  EXPECT_EQ(bits(D->Elems[0]), i32(3));
  EXPECT_EQ(bits(D->Elems[1]), 0u); // x / 0 = 0
  EXPECT_EQ(bits(D->Elems[2]), i32(-7));
  Expected<RefTile> M = scalarBinary(BinaryKind::Div, I32Min, X);
  ASSERT_TRUE(bool(M));
  EXPECT_EQ(bits(M->Elems[2]), I32Min); // INT_MIN / -1 wraps
  RefTile Z = tileOf(DType::F32, 1, 1, {0x80000000});
  Expected<RefTile> Inf = scalarBinary(BinaryKind::Div, 0x3f800000, Z);
  ASSERT_TRUE(bool(Inf));
  EXPECT_EQ(bits(Inf->Elems[0]), 0xff800000u); // 1 / -0 = -inf
  EXPECT_FALSE(
      bool(scalarBinary(BinaryKind::PRelu, 0, tileOf(DType::I32, 1, 1, {0}))));
}

TEST(RefSemanticsTest, AxpyRoundsProductAndSumInSingle) {
  // s = x = 1 + 2^-12, y = -1: s * x = 1 + 2^-11 + 2^-24 rounds (a tie, to
  // even) to 1 + 2^-11 in f32, so the result is 2^-11, not the fused
  // 2^-11 + 2^-24.
  RefTile Y = tileOf(DType::F32, 1, 2, {0xbf800000, 0x3f800000});
  RefTile X = tileOf(DType::F32, 1, 2, {0x3f800800, 0x40000000});
  Expected<RefTile> R = axpy(Y, X, 0x3f800800);
  ASSERT_TRUE(bool(R));
  EXPECT_EQ(bits(R->Elems[0]), 0x3a000000u);
  // 1 + (1 + 2^-12) * 2 = 3 + 2^-11 in f32, exactly.
  EXPECT_EQ(bits(R->Elems[1]), 0x40400800u);
  // half: 1 + 1 * 2^-11 is exact in f32 and ties to 1 (even) in half.
  Expected<RefTile> H = axpy(tileOf(DType::F16, 1, 1, {0x3c00}),
                             tileOf(DType::F16, 1, 1, {0x1000}), 0x3c00);
  ASSERT_TRUE(bool(H));
  EXPECT_EQ(bits(H->Elems[0]), 0x3c00u);
  EXPECT_FALSE(bool(
      axpy(tileOf(DType::I32, 1, 1, {1}), tileOf(DType::I32, 1, 1, {1}), 1)));
  EXPECT_FALSE(bool(axpy(Y, tileOf(DType::F32, 2, 1, {0, 0}), 0)));
}

TEST(RefSemanticsTest, MinAndProductReductions) {
  // Rows: min ignores a NaN; the product accumulates in f32, so
  // 256 * 256 * 2^-8 = 256 although 65536 overflows half.
  RefTile A = tileOf(DType::F16, 2, 3,
                     {0x7e00, 0x4000, 0xc000, 0x5c00, 0x5c00, 0x1c00});
  Expected<RefTile> Mn = reduce(ReduceKind::Min, Axis::Row, A);
  ASSERT_TRUE(bool(Mn));
  EXPECT_EQ(bits(Mn->Elems[0]), 0xc000u); // -2
  EXPECT_EQ(bits(Mn->Elems[1]), 0x1c00u);
  Expected<RefTile> Pr = reduce(ReduceKind::Prod, Axis::Row, A);
  ASSERT_TRUE(bool(Pr));
  EXPECT_TRUE(isNaNBits(DType::F16, bits(Pr->Elems[0])));
  EXPECT_EQ(bits(Pr->Elems[1]), 0x5c00u);
  // Columns, i32: the product wraps, the min is signed.
  RefTile I = tileOf(DType::I32, 3, 2,
                     {i32(65536), i32(-5), i32(65536), i32(3), i32(3), i32(7)});
  Expected<RefTile> IP = reduce(ReduceKind::Prod, Axis::Col, I);
  ASSERT_TRUE(bool(IP));
  EXPECT_EQ(IP->Rows, 1u);
  EXPECT_EQ(bits(IP->Elems[0]), 0u);
  EXPECT_EQ(bits(IP->Elems[1]), i32(-105));
  Expected<RefTile> IM = reduce(ReduceKind::Min, Axis::Col, I);
  ASSERT_TRUE(bool(IM));
  EXPECT_EQ(bits(IM->Elems[0]), i32(3));
  EXPECT_EQ(bits(IM->Elems[1]), i32(-5));
}

TEST(RefSemanticsTest, FusedBroadcasts) {
  RefTile A = tileOf(DType::I32, 2, 3,
                     {i32(1), i32(2), i32(3), i32(4), i32(5), i32(6)});
  RefTile Col = tileOf(DType::I32, 2, 1, {i32(10), i32(-1)});
  RefTile Row = tileOf(DType::I32, 1, 3, {i32(0), i32(2), i32(-3)});
  Expected<RefTile> R = expandBinary(BinaryKind::Sub, Axis::Row, A, Col);
  ASSERT_TRUE(bool(R));
  EXPECT_EQ(bits(R->at(0, 2)), i32(-7));
  EXPECT_EQ(bits(R->at(1, 0)), i32(5));
  Expected<RefTile> C = expandBinary(BinaryKind::Div, Axis::Col, A, Row);
  ASSERT_TRUE(bool(C));
  EXPECT_EQ(bits(C->at(0, 0)), 0u); // x / 0 = 0
  EXPECT_EQ(bits(C->at(1, 1)), i32(2));
  EXPECT_EQ(bits(C->at(1, 2)), i32(-2));
  // b must be R x 1 (rows) or 1 x C (columns), of a's type.
  EXPECT_FALSE(bool(expandBinary(BinaryKind::Add, Axis::Row, A, Row)));
  EXPECT_FALSE(bool(expandBinary(BinaryKind::Add, Axis::Col, A, Col)));
  EXPECT_FALSE(bool(expandBinary(BinaryKind::Add, Axis::Row, A,
                                 tileOf(DType::F32, 2, 1, {0, 0}))));
  EXPECT_FALSE(bool(expandBinary(BinaryKind::ExpDif, Axis::Row, A, Col)));
}

} // namespace

// Issue 14 (B): types, compare/select, integer ops.
namespace {
bool cmpE(CmpKind K, DType DT, uint64_t A, uint64_t B) {
  return compareElem(K, DT, APInt(elemBits(DT), A), APInt(elemBits(DT), B));
}
} // namespace

TEST(RefSemanticsTest, UnsignedTypes) {
  // u32 orders, divides and converts as unsigned; i32 as signed.
  EXPECT_EQ(bin(BinaryKind::Max, DType::U32, 0xffffffff, 1), 0xffffffffu);
  EXPECT_EQ(bin(BinaryKind::Max, DType::I32, 0xffffffff, 1), 1u);
  EXPECT_EQ(bin(BinaryKind::Div, DType::U32, 0xfffffffe, 2), 0x7fffffffu);
  EXPECT_EQ(cvt(0xff, DType::U8, DType::I32), 255u);           // zero-extends
  EXPECT_EQ(cvt(0xffff, DType::U16, DType::F32), 0x477fff00u); // 65535.0
  EXPECT_EQ(cvt(0xbf800000, DType::F32, DType::U16), 0u);      // -1 saturates
  EXPECT_EQ(cvt(0x47800000, DType::F32, DType::U16), 0xffffu); // 65536
  EXPECT_EQ(cvt(0x7fc00000, DType::F32, DType::U32), 0u);      // NaN
  EXPECT_EQ(cvt(i32(-1), DType::I32, DType::U16), 0xffffu);    // wraps
  EXPECT_EQ(cvt(0x8000, DType::I16, DType::I32), i32(-32768));
}

TEST(RefSemanticsTest, CompareModes) {
  // NaN: every ordered comparison is false, ne true.
  for (CmpKind K :
       {CmpKind::Eq, CmpKind::Lt, CmpKind::Le, CmpKind::Gt, CmpKind::Ge})
    EXPECT_FALSE(cmpE(K, DType::F32, 0x7fc00000, 0x3f800000));
  EXPECT_TRUE(cmpE(CmpKind::Ne, DType::F16, 0x7e00, 0x7e00));
  EXPECT_TRUE(cmpE(CmpKind::Eq, DType::F32, 0x80000000, 0)); // -0 == +0
  // u32 vs i32 on the same bits.
  EXPECT_TRUE(cmpE(CmpKind::Gt, DType::U32, 0xffffffff, 1));
  EXPECT_FALSE(cmpE(CmpKind::Gt, DType::I32, 0xffffffff, 1));
  EXPECT_TRUE(cmpE(CmpKind::Lt, DType::I8, 0x80, 0x7f));
  EXPECT_FALSE(cmpE(CmpKind::Lt, DType::U8, 0x80, 0x7f));
  // The mask packs 8 elements a byte, least significant bit first.
  RefTile A = tileOf(DType::I32, 1, 10, {0, 5, 0, 5, 0, 5, 0, 5, 0, 5});
  Expected<RefTile> M = compareScalar(CmpKind::Gt, A, 1);
  ASSERT_TRUE(bool(M));
  EXPECT_EQ(M->Rows, 1u);
  EXPECT_EQ(M->Cols, 2u);
  EXPECT_EQ(bits(M->at(0, 0)), 0xaau);
  EXPECT_EQ(bits(M->at(0, 1)), 0x02u);
}

TEST(RefSemanticsTest, ShiftsAndRemainders) {
  // Counts from the width on: shl 0, shr the sign fill (unsigned: 0).
  EXPECT_EQ(bin(BinaryKind::Shl, DType::I8, 1, 8), 0u);
  EXPECT_EQ(bin(BinaryKind::Shr, DType::I8, i8(-64), 9), i8(-1));
  EXPECT_EQ(bin(BinaryKind::Shr, DType::U8, 0x80, 200), 0u);
  EXPECT_EQ(bin(BinaryKind::Shr, DType::I32, i32(-8), 1), i32(-4));
  EXPECT_EQ(bin(BinaryKind::Shr, DType::U32, i32(-8), 1), 0x7ffffffcu);
  EXPECT_EQ(bin(BinaryKind::Shl, DType::I16, 1, i32(-1) & 0xffff), 0u);
  // trem: the divisor's sign; tfmod: the dividend's; x rem 0 = x.
  EXPECT_EQ(bin(BinaryKind::Rem, DType::I32, i32(-7), 3), 2u);
  EXPECT_EQ(bin(BinaryKind::Rem, DType::I32, 7, i32(-3)), i32(-2));
  EXPECT_EQ(bin(BinaryKind::FMod, DType::I32, i32(-7), 3), i32(-1));
  EXPECT_EQ(bin(BinaryKind::Rem, DType::I32, i32(-7), 0), i32(-7));
  EXPECT_EQ(bin(BinaryKind::FMod, DType::U16, 9, 0), 9u);
  EXPECT_EQ(bin(BinaryKind::Rem, DType::I32, I32Min, i32(-1)), 0u);
  // f32: -7.5 rem 2 = 0.5, fmod -1.5; 7.5 rem -2 = -0.5; x rem 0 = NaN.
  EXPECT_EQ(bin(BinaryKind::Rem, DType::F32, 0xc0f00000, 0x40000000),
            0x3f000000u);
  EXPECT_EQ(bin(BinaryKind::FMod, DType::F32, 0xc0f00000, 0x40000000),
            0xbfc00000u);
  EXPECT_EQ(bin(BinaryKind::Rem, DType::F32, 0x40f00000, 0xc0000000),
            0xbf000000u);
  EXPECT_TRUE(
      isNaNBits(DType::F32, bin(BinaryKind::Rem, DType::F32, 0x3f800000, 0)));
}

TEST(RefSemanticsTest, SelectIndexTriangle) {
  RefTile M = tileOf(DType::U8, 1, 1, {0x05});
  RefTile A = tileOf(DType::I16, 1, 4, {1, 2, 3, 4});
  Expected<RefTile> S = selectScalar(M, A, 0xffff);
  ASSERT_TRUE(bool(S));
  EXPECT_EQ(bits(S->at(0, 0)), 1u);
  EXPECT_EQ(bits(S->at(0, 1)), 0xffffu);
  EXPECT_EQ(bits(S->at(0, 2)), 3u);
  EXPECT_EQ(bits(S->at(0, 3)), 0xffffu);
  Expected<RefTile> Wide = select(tileOf(DType::U8, 1, 2, {0, 0}), A, A);
  EXPECT_FALSE(bool(Wide)) << "a mask wider than ceil(4 / 8) bytes";
  if (!Wide)
    consumeError(Wide.takeError());
  Expected<RefTile> C = indexRow(DType::U16, 1, 3, 0xffff, false);
  ASSERT_TRUE(bool(C));
  EXPECT_EQ(bits(C->at(0, 1)), 0u); // wraps
  Expected<RefTile> D = indexRow(DType::I32, 1, 3, 1, true);
  ASSERT_TRUE(bool(D));
  EXPECT_EQ(bits(D->at(0, 2)), i32(-1));
  RefTile T = triangle(DType::F16, 3, 3, -1, /*Upper=*/false);
  EXPECT_EQ(bits(T.at(0, 0)), 0u);
  EXPECT_EQ(bits(T.at(1, 0)), 0x3c00u);
  EXPECT_EQ(bits(T.at(1, 1)), 0u);
  RefTile U = triangle(DType::I32, 2, 3, 1, /*Upper=*/true);
  EXPECT_EQ(bits(U.at(0, 0)), 0u);
  EXPECT_EQ(bits(U.at(0, 1)), 1u);
  EXPECT_EQ(bits(U.at(1, 1)), 0u);
  EXPECT_EQ(bits(U.at(1, 2)), 1u);
}

// Issue 14 (D): arg reductions, partial builtins, gather.
TEST(RefSemanticsTest, ArgReducePartialGather) {
  const uint64_t NaN = 0x7fc00000, One = 0x3f800000, Two = 0x40000000;
  const uint64_t NegZero = 0x80000000, NegInf = 0xff800000;
  // Row 0: a tie of 2.0 at 1 and 3, NaN first; row 1: all NaN; row 2: -0
  // and +0 tie for the max after -inf.
  RefTile A = tileOf(
      DType::F32, 3, 4,
      {NaN, Two, One, Two, NaN, NaN, NaN, NaN, NegInf, NegZero, 0, NegInf});
  Expected<RefTile> Max = argReduce(true, Axis::Row, A, DType::U32);
  ASSERT_TRUE(bool(Max));
  EXPECT_EQ(bits(Max->at(0, 0)), 1u);
  EXPECT_EQ(bits(Max->at(1, 0)), 0u);
  EXPECT_EQ(bits(Max->at(2, 0)), 1u);
  Expected<RefTile> Min = argReduce(false, Axis::Col, A, DType::I32);
  ASSERT_TRUE(bool(Min));
  EXPECT_EQ(Min->Rows, 1u);
  EXPECT_EQ(bits(Min->at(0, 0)), 2u); // NaN, NaN, -inf
  EXPECT_EQ(bits(Min->at(0, 3)), 2u); // -inf below 2.0
  Expected<RefTile> Bad = argReduce(true, Axis::Row, A, DType::F32);
  EXPECT_FALSE(bool(Bad)) << "an f32 index";
  if (!Bad)
    consumeError(Bad.takeError());
  // Signed i32: -1 is below 1.
  RefTile I = tileOf(DType::I32, 1, 3, {1, 0xffffffff, 1});
  Expected<RefTile> IMin = argReduce(false, Axis::Row, I, DType::U32);
  ASSERT_TRUE(bool(IMin));
  EXPECT_EQ(bits(IMin->at(0, 0)), 1u);

  // tpartadd of a 2x3 a and a 1x2 b.
  RefTile PA = tileOf(DType::I32, 2, 3, {1, 2, 3, 4, 5, 6});
  RefTile PB = tileOf(DType::I32, 1, 2, {10, 20});
  Expected<RefTile> P = partial(BinaryKind::Add, PA, PB);
  ASSERT_TRUE(bool(P));
  EXPECT_EQ(bits(P->at(0, 0)), 11u);
  EXPECT_EQ(bits(P->at(0, 1)), 22u);
  EXPECT_EQ(bits(P->at(0, 2)), 3u);
  EXPECT_EQ(bits(P->at(1, 0)), 4u);
  Expected<RefTile> Big = partial(BinaryKind::Add, PB, PA);
  EXPECT_FALSE(bool(Big)) << "b larger than a";
  if (!Big)
    consumeError(Big.takeError());

  // tgather: row-major indices, a repeated one; an index past the end and a
  // negative one are errors.
  Expected<RefTile> G = gather(PA, tileOf(DType::U32, 1, 4, {5, 0, 0, 3}));
  ASSERT_TRUE(bool(G));
  EXPECT_EQ(bits(G->at(0, 0)), 6u);
  EXPECT_EQ(bits(G->at(0, 1)), 1u);
  EXPECT_EQ(bits(G->at(0, 3)), 4u);
  for (uint64_t K : {6ull, 0xffffffffull}) {
    Expected<RefTile> Out = gather(PA, tileOf(DType::I32, 1, 1, {K}));
    EXPECT_FALSE(bool(Out)) << "index " << K;
    if (!Out)
      consumeError(Out.takeError());
  }
}

// Issue 14 (14S): sort (pto-ref's code; TileSemanticsTest checks pto-sim's
// on the same block, the expected order written out by hand).
TEST(RefSemanticsTest, Sort32TiesAndNaN) {
  RefTile V(DType::F32, 1, 32), I(DType::U32, 1, 32);
  auto F = [](float X) {
    uint32_t B;
    std::memcpy(&B, &X, 4);
    return APInt(32, B);
  };
  for (unsigned K = 0; K < 32; ++K) {
    V.at(0, K) = F(-1.0f - float(K));
    I.at(0, K) = APInt(32, 31 - K);
  }
  V.at(0, 0) = V.at(0, 1) = F(5.0f);
  V.at(0, 2) = V.at(0, 5) = APInt(32, 0x7fc00000);
  V.at(0, 3) = APInt(32, 0x80000000);
  V.at(0, 4) = APInt(32, 0);
  V.at(0, 6) = F(7.0f);
  Expected<RefTile> R = sort32(V, I);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  unsigned Order[32] = {5, 2, 6, 1, 0, 4, 3};
  for (unsigned K = 7; K < 32; ++K)
    Order[K] = K;
  for (unsigned K = 0; K < 32; ++K) {
    EXPECT_EQ(bits(R->at(0, 2 * K)), bits(V.at(0, Order[K]))) << "slot " << K;
    EXPECT_EQ(bits(R->at(0, 2 * K + 1)), 31 - Order[K]) << "slot " << K;
  }
  // Not whole blocks, or indices not u32: an error.
  RefTile V16(DType::F32, 1, 16), I16(DType::U32, 1, 16);
  Expected<RefTile> Bad = sort32(V16, I16);
  EXPECT_FALSE(bool(Bad));
  consumeError(Bad.takeError());
  Expected<RefTile> BadIdx = sort32(V, RefTile(DType::I32, 1, 32));
  EXPECT_FALSE(bool(BadIdx));
  consumeError(BadIdx.takeError());
}

// Issue 14 (14M): merge sort (pto-ref's code; TileSemanticsTest checks
// pto-sim's on the same group, the expected order written out by hand).
TEST(RefSemanticsTest, MrgSortTiesAndNaN) {
  RefTile S(DType::F32, 1, 256);
  auto F = [](float X) {
    uint32_t B;
    std::memcpy(&B, &X, 4);
    return APInt(32, B);
  };
  auto Set = [&](unsigned B, unsigned K, APInt X) {
    S.at(0, 64 * B + 2 * K) = X;
    S.at(0, 64 * B + 2 * K + 1) = APInt(32, 100 * B + K);
  };
  for (unsigned B = 0; B < 4; ++B)
    for (unsigned K = 0; K < 32; ++K)
      Set(B, K, F(-100.0f));
  Set(0, 0, F(5.0f));
  for (unsigned K = 1; K < 30; ++K)
    Set(0, K, F(-float(K)));
  Set(1, 0, F(5.0f));
  Set(1, 1, APInt(32, 0));
  Set(2, 0, APInt(32, 0x7fc00000));
  Set(2, 1, F(9.0f));
  Set(2, 2, APInt(32, 0x80000000));
  Set(3, 0, APInt(32, 0x7fc00001));
  Set(3, 1, F(5.0f));
  Expected<RefTile> R = mrgsort(S, 64);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  std::vector<unsigned> Want = {200, 300, 201, 0, 100, 301, 101, 202};
  for (unsigned K = 1; K < 32; ++K)
    Want.push_back(K);
  for (unsigned K = 2; K < 32; ++K)
    Want.push_back(100 + K);
  for (unsigned K = 3; K < 32; ++K)
    Want.push_back(200 + K);
  for (unsigned K = 2; K < 32; ++K)
    Want.push_back(300 + K);
  ASSERT_EQ(Want.size(), 128u);
  for (unsigned K = 0; K < 128; ++K) {
    unsigned Idx = Want[K], B = Idx / 100, P = Idx % 100;
    EXPECT_EQ(bits(R->at(0, 2 * K + 1)), Idx) << "slot " << K;
    EXPECT_EQ(bits(R->at(0, 2 * K)), bits(S.at(0, 64 * B + 2 * P)))
        << "slot " << K;
  }
  // A block length that is not a multiple of 64, or a group that does not
  // fit: an error.
  for (int64_t L : {0, 32, 96, 128}) {
    Expected<RefTile> Bad = mrgsort(S, L);
    EXPECT_FALSE(bool(Bad)) << L;
    consumeError(Bad.takeError());
  }
}

// Issue 14 (14M): the two-list merge (pto-ref's code; TileSemanticsTest
// checks pto-sim's on the same lists): order, ties, NaN, the exhausted
// stop, the counts, and the errors.
TEST(RefSemanticsTest, MrgSort2ExhaustedAndTies) {
  auto F = [](float X) {
    uint32_t B;
    std::memcpy(&B, &X, 4);
    return APInt(32, B);
  };
  RefTile A(DType::F32, 1, 16), B(DType::F32, 1, 16);
  const float VA[] = {0, 8, 6, 6, 4, 2, 0, -0.0f};
  const float VB[] = {9, 6, 5, 3, 1, 0, -2, -3};
  for (unsigned K = 0; K < 8; ++K) {
    A.at(0, 2 * K) = K == 0 ? APInt(32, 0x7fc00000) : F(VA[K]);
    A.at(0, 2 * K + 1) = APInt(32, K);
    B.at(0, 2 * K) = F(VB[K]);
    B.at(0, 2 * K + 1) = APInt(32, 100 + K);
  }
  const unsigned Want[] = {0,   100, 1,   2, 3, 101, 102, 4,
                           103, 5,   104, 6, 7, 105, 106, 107};
  for (unsigned Ex : {0u, 1u}) {
    Expected<MergeOf2> M = mergeTwo(A, B, Ex);
    ASSERT_TRUE(bool(M)) << toString(M.takeError());
    unsigned N = Ex ? 13 : 16;
    EXPECT_EQ(bits(M->Counts.at(0, 0)), 8u);
    EXPECT_EQ(bits(M->Counts.at(0, 1)), Ex ? 5u : 8u);
    EXPECT_EQ(bits(M->Counts.at(0, 2)), 0u);
    EXPECT_EQ(bits(M->Counts.at(0, 3)), 0u);
    ASSERT_EQ(M->Merged.Cols, 32u);
    for (unsigned K = 0; K < 16; ++K) {
      if (K >= N) {
        EXPECT_EQ(bits(M->Merged.at(0, 2 * K)), 0u) << "slot " << K;
        EXPECT_EQ(bits(M->Merged.at(0, 2 * K + 1)), 0u) << "slot " << K;
        continue;
      }
      const RefTile &L = Want[K] < 100 ? A : B;
      unsigned P = Want[K] % 100;
      EXPECT_EQ(bits(M->Merged.at(0, 2 * K + 1)), Want[K]) << "slot " << K;
      EXPECT_EQ(bits(M->Merged.at(0, 2 * K)), bits(L.at(0, 2 * P)))
          << "slot " << K;
    }
  }
  // Swapped, B's 0 goes before A's equal 0: 6 pairs from B, 8 from A.
  Expected<MergeOf2> Swapped = mergeTwo(B, A, 1);
  ASSERT_TRUE(bool(Swapped));
  EXPECT_EQ(bits(Swapped->Counts.at(0, 0)), 6u);
  EXPECT_EQ(bits(Swapped->Counts.at(0, 1)), 8u);
  // Lists of other lengths, not f32, or a flag other than 0/1: an error.
  RefTile Short(DType::F32, 1, 8), U(DType::U32, 1, 16);
  for (auto [X, Y, Ex] : {std::tuple(&A, &Short, 0u), std::tuple(&U, &U, 0u),
                          std::tuple(&A, &B, 2u)}) {
    Expected<MergeOf2> Bad = mergeTwo(*X, *Y, Ex);
    EXPECT_FALSE(bool(Bad));
    consumeError(Bad.takeError());
  }
}

// Issue 14 (14M): scatter (pto-ref's code; TileSemanticsTest checks
// pto-sim's on the same tiles, the expected result written out by hand).
TEST(RefSemanticsTest, ScatterRepeatsAndBounds) {
  RefTile In(DType::U32, 2, 4), Src(DType::U32, 2, 4), Idx(DType::I32, 2, 4);
  uint32_t I0[8] = {7, 3, 3, 0, 7, 5, 3, 1};
  for (unsigned K = 0; K < 8; ++K) {
    In.at(K / 4, K % 4) = APInt(32, 100 + K);
    Src.at(K / 4, K % 4) = APInt(32, K);
    Idx.at(K / 4, K % 4) = APInt(32, I0[K]);
  }
  Expected<RefTile> R = scatter(In, Src, Idx);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  uint32_t Want[8] = {3, 7, 102, 6, 104, 5, 106, 4};
  for (unsigned K = 0; K < 8; ++K)
    EXPECT_EQ(bits(R->at(K / 4, K % 4)), Want[K]) << "position " << K;
  // A negative (i32) index, one past the end, an index tile of another
  // width: errors.
  for (int64_t V : {-1, 8}) {
    RefTile Bad = Idx;
    Bad.at(1, 1) = APInt(32, uint64_t(V), /*isSigned=*/true);
    Expected<RefTile> E = scatter(In, Src, Bad);
    EXPECT_FALSE(bool(E)) << V;
    consumeError(E.takeError());
  }
  Expected<RefTile> W = scatter(In, Src, RefTile(DType::U16, 2, 4));
  EXPECT_FALSE(bool(W));
  consumeError(W.takeError());
}

// Issue 14 (14G): byte-offset gather (pto-ref's code; TileSemanticsTest
// checks pto-sim's on the same tiles, the expected result written out by
// hand).
TEST(RefSemanticsTest, GatherBOffsetsAndBounds) {
  RefTile Src(DType::U16, 2, 4), Off(DType::U32, 1, 6);
  for (unsigned K = 0; K < 8; ++K)
    Src.at(K / 4, K % 4) = APInt(16, 100 + K);
  uint32_t O[6] = {14, 0, 8, 8, 2, 6};
  for (unsigned K = 0; K < 6; ++K)
    Off.at(0, K) = APInt(32, O[K]);
  Expected<RefTile> R = gatherb(Src, Off);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  uint32_t Want[6] = {107, 100, 104, 104, 101, 103};
  for (unsigned K = 0; K < 6; ++K)
    EXPECT_EQ(bits(R->at(0, K)), Want[K]) << "position " << K;
  // Past the 16 bytes (15: the element would end at 17; 16), misaligned
  // (3), offsets not u32: errors.
  for (uint32_t V : {15u, 16u, 3u}) {
    RefTile Bad = Off;
    Bad.at(0, 4) = APInt(32, V);
    Expected<RefTile> E = gatherb(Src, Bad);
    EXPECT_FALSE(bool(E)) << V;
    consumeError(E.takeError());
  }
  Expected<RefTile> W = gatherb(Src, RefTile(DType::I32, 1, 6));
  EXPECT_FALSE(bool(W));
  consumeError(W.takeError());
}
