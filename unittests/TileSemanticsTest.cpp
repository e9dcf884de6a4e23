//===-- TileSemanticsTest.cpp - pto-sim's element conversions -------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The simulator's hand-written half/bfloat conversions (TileSemantics.h)
// against llvm::APFloat, an independent implementation of IEEE 754 rounding:
// every half and bfloat bit pattern widened, and floats narrowed around every
// rounding boundary (the midpoints between neighbouring half/bfloat values
// and the floats next to them, where a tie-breaking or off-by-one-ulp
// mistake shows), plus a stride over the whole float range. A mistake of one
// unit in the last place is within utils/run-kernel's tolerances, so the
// end-to-end tests cannot see it; these can.
//
//===----------------------------------------------------------------------===//

#include "TileSemantics.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/bit.h"
#include "gtest/gtest.h"
#include <algorithm>
#include <cmath>
#include <cstring>
#include <initializer_list>
#include <vector>

using namespace llvm;
using namespace ptosim;

namespace {

float widenWithAPFloat(const fltSemantics &Sem, uint16_t Bits) {
  APFloat V(Sem, APInt(16, Bits));
  bool LosesInfo;
  V.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &LosesInfo);
  return V.convertToFloat();
}

/// The bits of \p F rounded to \p Sem (nearest, ties to even), or nullopt
/// for a NaN (whose payload the ISA leaves open).
std::optional<uint16_t> narrowWithAPFloat(const fltSemantics &Sem, float F) {
  if (std::isnan(F))
    return std::nullopt;
  APFloat V(F);
  bool LosesInfo;
  V.convert(Sem, APFloat::rmNearestTiesToEven, &LosesInfo);
  return uint16_t(V.bitcastToAPInt().getZExtValue());
}

void expectSameFloat(float Want, float Got, uint32_t Input) {
  if (std::isnan(Want)) {
    EXPECT_TRUE(std::isnan(Got)) << "input 0x" << std::hex << Input;
    return;
  }
  EXPECT_EQ(bit_cast<uint32_t>(Want), bit_cast<uint32_t>(Got))
      << "input 0x" << std::hex << Input;
}

TEST(TileSemantics, HalfToFloatEveryPattern) {
  for (uint32_t H = 0; H <= 0xffff; ++H)
    expectSameFloat(widenWithAPFloat(APFloat::IEEEhalf(), H),
                    halfToFloat(uint16_t(H)), H);
}

TEST(TileSemantics, BF16ToFloatEveryPattern) {
  for (uint32_t H = 0; H <= 0xffff; ++H)
    expectSameFloat(widenWithAPFloat(APFloat::BFloat(), H),
                    bf16ToFloat(uint16_t(H)), H);
}

/// Checks \p Narrow against APFloat on \p F.
template <typename Fn>
void checkNarrow(const fltSemantics &Sem, Fn Narrow, float F,
                 unsigned &Failures) {
  std::optional<uint16_t> Want = narrowWithAPFloat(Sem, F);
  uint16_t Got = Narrow(F);
  bool Ok = Want ? Got == *Want : std::isnan(widenWithAPFloat(Sem, Got));
  if (!Ok && ++Failures <= 10)
    ADD_FAILURE() << "float 0x" << std::hex << bit_cast<uint32_t>(F)
                  << " narrowed to 0x" << Got << ", APFloat gives 0x"
                  << (Want ? *Want : 0xffff);
}

/// Every rounding boundary of a 16-bit format: for each pair of
/// neighbouring values (of either sign), the float midpoint and the floats
/// one ulp either side of it; then the whole float range at a stride.
template <typename Fn>
void checkAllBoundaries(const fltSemantics &Sem, Fn Narrow) {
  unsigned Failures = 0;
  for (uint32_t H = 0; H < 0xffff; ++H) {
    float Lo = widenWithAPFloat(Sem, uint16_t(H));
    float Hi = widenWithAPFloat(Sem, uint16_t(H + 1));
    if (std::isnan(Lo) || std::isnan(Hi) || std::isinf(Lo) ||
        std::signbit(Lo) != std::signbit(Hi))
      continue;
    // Lo and Hi are adjacent values of one sign: their midpoint is exact in
    // float (a 16-bit format has fewer significand bits).
    float Mid = Lo + (Hi - Lo) / 2;
    for (float F : {Lo, Hi, Mid, std::nextafter(Mid, 0.0f),
                    std::nextafter(Mid, Mid * 2 + 1)})
      checkNarrow(Sem, Narrow, F, Failures);
  }
  for (uint64_t B = 0; B <= 0xffffffffULL; B += 65521)
    checkNarrow(Sem, Narrow, bit_cast<float>(uint32_t(B)), Failures);
  for (float F :
       {0.0f, -0.0f, INFINITY, -INFINITY, 65504.0f, 65520.0f, 65519.99f, 1e-8f,
        -1e-8f, 5.9604645e-8f, 2.9802322e-8f, 2.9802326e-8f, 3.4028235e38f})
    checkNarrow(Sem, Narrow, F, Failures);
  EXPECT_EQ(Failures, 0u);
}

TEST(TileSemantics, FloatToHalfRoundsToNearestEven) {
  checkAllBoundaries(APFloat::IEEEhalf(), floatToHalf);
}

TEST(TileSemantics, FloatToBF16RoundsToNearestEven) {
  checkAllBoundaries(APFloat::BFloat(), floatToBF16);
}

/// The simulator computes a 16-bit float operation in double and stores the
/// result with storeElem (through float). For +, -, * and / that double
/// rounding is innocuous (53 >= 2*24+2 and 24 >= 2*11+2 significand bits):
/// the stored value must equal the operation done in the element type, as
/// APFloat does it, for every pair drawn here.
TEST(TileSemantics, StoredArithmeticIsCorrectlyRounded) {
  unsigned Failures = 0;
  uint64_t State = 0x9e3779b97f4a7c15ULL;
  auto Next = [&] {
    State ^= State << 13, State ^= State >> 7, State ^= State << 17;
    return uint16_t(State);
  };
  for (auto [DT, Sem] : {std::pair{DType::F16, &APFloat::IEEEhalf()},
                         std::pair{DType::BF16, &APFloat::BFloat()}}) {
    for (unsigned I = 0; I < 200000; ++I) {
      uint16_t A = Next(), B = Next();
      double X = widenWithAPFloat(*Sem, A), Y = widenWithAPFloat(*Sem, B);
      if (std::isnan(X) || std::isnan(Y))
        continue;
      for (unsigned Op = 0; Op < 4; ++Op) {
        APFloat R(*Sem, APInt(16, A));
        APFloat RB(*Sem, APInt(16, B));
        double V;
        switch (Op) {
        case 0:
          R.add(RB, APFloat::rmNearestTiesToEven), V = X + Y;
          break;
        case 1:
          R.subtract(RB, APFloat::rmNearestTiesToEven), V = X - Y;
          break;
        case 2:
          R.multiply(RB, APFloat::rmNearestTiesToEven), V = X * Y;
          break;
        default:
          R.divide(RB, APFloat::rmNearestTiesToEven), V = X / Y;
          break;
        }
        uint8_t Buf[2];
        storeElem(Buf, DT, V);
        uint16_t Got = uint16_t(Buf[0] | Buf[1] << 8);
        bool Ok = R.isNaN() ? std::isnan(widenWithAPFloat(*Sem, Got))
                            : Got == R.bitcastToAPInt().getZExtValue();
        if (!Ok && ++Failures <= 10)
          ADD_FAILURE() << dtypeName(DT) << " op " << Op << " of 0x" << std::hex
                        << A << ", 0x" << B << " stored as 0x" << Got
                        << ", APFloat gives 0x"
                        << R.bitcastToAPInt().getZExtValue();
      }
    }
  }
  EXPECT_EQ(Failures, 0u);
}

/// storeElem rounds a double once to the element type: a double just above
/// a midpoint between two 16-bit values, closer than a float ulp, would land
/// on the midpoint if rounded through float and then tie to even (the
/// i32 -> bf16 conversion of 2^30 + 2^22 + 1 did that). Every midpoint of
/// both formats, above and below, and the values themselves.
TEST(TileSemantics, StoreElemRoundsDoubleOnce) {
  unsigned Failures = 0;
  for (auto [DT, Sem] : {std::pair{DType::F16, &APFloat::IEEEhalf()},
                         std::pair{DType::BF16, &APFloat::BFloat()}}) {
    for (uint32_t H = 0; H < 0xffff; ++H) {
      float Lo = widenWithAPFloat(*Sem, uint16_t(H));
      float Hi = widenWithAPFloat(*Sem, uint16_t(H + 1));
      if (std::isnan(Lo) || std::isnan(Hi) || std::isinf(Lo) ||
          std::signbit(Lo) != std::signbit(Hi))
        continue;
      double Mid = (double(Lo) + double(Hi)) / 2;
      for (double V : {double(Lo), Mid, Mid + std::fabs(Mid) * 0x1p-40,
                       Mid - std::fabs(Mid) * 0x1p-40}) {
        APFloat Want(V);
        bool LosesInfo;
        Want.convert(*Sem, APFloat::rmNearestTiesToEven, &LosesInfo);
        uint8_t Buf[2];
        storeElem(Buf, DT, V);
        uint16_t Got = uint16_t(Buf[0] | Buf[1] << 8);
        if (Got != Want.bitcastToAPInt().getZExtValue() && ++Failures <= 10)
          ADD_FAILURE() << dtypeName(DT) << ": " << V << " stored as 0x"
                        << std::hex << Got << ", APFloat gives 0x"
                        << Want.bitcastToAPInt().getZExtValue();
      }
    }
    for (double V : {0.0, -0.0, 1e300, -1e300, 1e-300, double(INFINITY)}) {
      APFloat Want(V);
      bool LosesInfo;
      Want.convert(*Sem, APFloat::rmNearestTiesToEven, &LosesInfo);
      uint8_t Buf[2];
      storeElem(Buf, DT, V);
      EXPECT_EQ(uint16_t(Buf[0] | Buf[1] << 8),
                Want.bitcastToAPInt().getZExtValue())
          << dtypeName(DT) << ": " << V;
    }
  }
  // The i32 -> bf16 case of docs/simulator.md: 2^30 + 2^22 + 1 is above the
  // midpoint 2^30 + 2^22, so it rounds up to 0x4e81.
  uint8_t Buf[2];
  storeElem(Buf, DType::BF16, double((1 << 30) + (1 << 22) + 1));
  EXPECT_EQ(uint16_t(Buf[0] | Buf[1] << 8), 0x4e81);
  EXPECT_EQ(Failures, 0u);
}

// Issue 14 (A): broadcasts, arithmetic, reductions.
/// A tile over \p Buf of \p DT elements given as bit patterns.
struct BitTile {
  std::vector<uint8_t> Buf;
  Tile T;
  BitTile(DType DT, unsigned Rows, unsigned Cols,
          std::initializer_list<uint64_t> Bits = {})
      : Buf(size_t(Rows) * Cols * dtypeBytes(DT)) {
    T.Data = Buf.data(), T.Rows = Rows, T.Cols = Cols, T.DT = DT;
    size_t I = 0;
    for (uint64_t B : Bits)
      storeBits(Buf.data() + dtypeBytes(DT) * I++, DT, B);
  }
  uint64_t at(unsigned R, unsigned C) const {
    return loadBits(T.at(R, C), T.DT);
  }
};

uint64_t simBin(BinOp Op, DType DT, uint64_t A, uint64_t B) {
  BitTile X(DT, 1, 1, {A}), Y(DT, 1, 1, {B}), D(DT, 1, 1);
  binary(Op, D.T, X.T, Y.T);
  return D.at(0, 0);
}

bool simNaN(DType DT, uint64_t B) {
  uint8_t Buf[4];
  storeBits(Buf, DT, B);
  return std::isnan(loadElem(Buf, DT));
}

TEST(TileSemantics, ExpDifRoundsTheDifferenceFirst) {
  EXPECT_EQ(simBin(BinOp::ExpDif, DType::F32, 0x3f800000, 0x3f800000),
            0x3f800000u);
  // 1 - 2^-12 ties to 1 in half: half(e), not half(exp(1 - 2^-12)).
  EXPECT_EQ(simBin(BinOp::ExpDif, DType::F16, 0x3c00, 0x0c00), 0x4170u);
  EXPECT_EQ(simBin(BinOp::ExpDif, DType::F32, 0x3f800000, 0x7f800000), 0u);
}

TEST(TileSemantics, PowPReluAxpy) {
  EXPECT_EQ(simBin(BinOp::Pow, DType::F32, 0x40000000, 0x41200000),
            0x44800000u);
  EXPECT_EQ(simBin(BinOp::Pow, DType::F32, 0xc0000000, 0x40400000),
            0xc1000000u);
  EXPECT_TRUE(simNaN(DType::F32,
                     simBin(BinOp::Pow, DType::F32, 0xc0000000, 0x3f000000)));
  EXPECT_EQ(simBin(BinOp::Pow, DType::F32, 0x7fc00000, 0), 0x3f800000u);
  EXPECT_EQ(simBin(BinOp::Pow, DType::F32, 0x80000000, 0xbf800000),
            0xff800000u);
  EXPECT_EQ(simBin(BinOp::Pow, DType::F16, 0x4000, 0x4c00), 0x7c00u);
  auto I = [](int32_t A, int32_t B) {
    return simBin(BinOp::Pow, DType::I32, uint32_t(A), uint32_t(B));
  };
  EXPECT_EQ(I(-2, 31), 0x80000000u);
  EXPECT_EQ(I(2, 32), 0u);
  EXPECT_EQ(I(3, 20), uint32_t(-808182895));
  EXPECT_EQ(I(0, 0), 1u);
  EXPECT_EQ(I(0, -1), 0u);
  EXPECT_EQ(I(-1, -3), 0xffffffffu);
  EXPECT_EQ(I(-1, -2), 1u);
  EXPECT_EQ(simBin(BinOp::PRelu, DType::F32, 0xc0000000, 0x3f000000),
            0xbf800000u);
  EXPECT_EQ(simBin(BinOp::PRelu, DType::F32, 0, 0xbf800000), 0x80000000u);
  // taxpy: two f32 roundings (a fused multiply-add would give 2^-11 +
  // 2^-24), and the scalar / tile tdivs.rev with x / 0 = 0.
  BitTile Y(DType::F32, 1, 1, {0xbf800000}), X(DType::F32, 1, 1, {0x3f800800}),
      D(DType::F32, 1, 1);
  axpy(D.T, Y.T, X.T, 0x3f800800);
  EXPECT_EQ(D.at(0, 0), 0x3a000000u);
  BitTile N(DType::I32, 1, 2, {0, 2}), Q(DType::I32, 1, 2);
  scalarBinary(BinOp::Div, Q.T, 7, N.T);
  EXPECT_EQ(Q.at(0, 0), 0u);
  EXPECT_EQ(Q.at(0, 1), 3u);
}

TEST(TileSemantics, MinProductReductionsAndBroadcasts) {
  BitTile A(DType::F16, 2, 3, {0x7e00, 0x4000, 0xc000, 0x5c00, 0x5c00, 0x1c00});
  BitTile Mn(DType::F16, 2, 1), Pr(DType::F16, 2, 1);
  reduce(ReduceOp::RowMin, Mn.T, A.T);
  reduce(ReduceOp::RowProd, Pr.T, A.T);
  EXPECT_EQ(Mn.at(0, 0), 0xc000u);
  EXPECT_EQ(Mn.at(1, 0), 0x1c00u);
  EXPECT_TRUE(simNaN(DType::F16, Pr.at(0, 0)));
  EXPECT_EQ(Pr.at(1, 0), 0x5c00u); // 65536 in f32, then 256
  BitTile I(DType::I32, 3, 2, {65536, uint32_t(-5), 65536, 3, 3, 7});
  BitTile IP(DType::I32, 1, 2), IM(DType::I32, 1, 2);
  reduce(ReduceOp::ColProd, IP.T, I.T);
  reduce(ReduceOp::ColMin, IM.T, I.T);
  EXPECT_EQ(IP.at(0, 0), 0u);
  EXPECT_EQ(IP.at(0, 1), uint32_t(-105));
  EXPECT_EQ(IM.at(0, 0), 3u);
  EXPECT_EQ(IM.at(0, 1), uint32_t(-5));
  // a (2x3) - b (2x1), a / b (1x3) with x / 0 = 0.
  BitTile B(DType::I32, 2, 3, {1, 2, 3, 4, 5, 6});
  BitTile Col(DType::I32, 2, 1, {10, uint32_t(-1)});
  BitTile Row(DType::I32, 1, 3, {0, 2, uint32_t(-3)});
  BitTile S(DType::I32, 2, 3), V(DType::I32, 2, 3);
  expandBinary(BinOp::Sub, true, S.T, B.T, Col.T);
  expandBinary(BinOp::Div, false, V.T, B.T, Row.T);
  EXPECT_EQ(S.at(0, 2), uint32_t(-7));
  EXPECT_EQ(S.at(1, 0), 5u);
  EXPECT_EQ(V.at(0, 0), 0u);
  EXPECT_EQ(V.at(1, 1), 2u);
  EXPECT_EQ(V.at(1, 2), uint32_t(-2));
}

} // namespace

// Issue 14 (B): types, compare/select, integer ops. Expected values are
// written out by hand (not computed by pto-ref).
TEST(TileSemantics, UnsignedElements) {
  uint8_t B[4];
  storeInt(B, DType::U32, 0xfffffff0);
  EXPECT_EQ(loadInt(B, DType::U32), int64_t(0xfffffff0)); // zero-extended
  EXPECT_EQ(loadInt(B, DType::I32), -16);
  EXPECT_EQ(loadInt(B, DType::U16), 0xfff0);
  EXPECT_EQ(loadInt(B, DType::I16), -16);
  storeElem(B, DType::U8, -3.0); // saturates to 0
  EXPECT_EQ(B[0], 0);
  storeElem(B, DType::U8, 300.0); // to 255
  EXPECT_EQ(B[0], 255);
  storeElem(B, DType::I16, 40000.0); // to 32767
  EXPECT_EQ(loadInt(B, DType::I16), 32767);
}

TEST(TileSemantics, CompareSelectShiftRem) {
  // Compare 10 i32 elements with 1: a 1x2 mask, bit j of byte j / 8.
  int32_t A[10] = {0, 5, 0, 5, 0, 5, 0, 5, 0, 5};
  uint8_t M[2] = {0xee, 0xee};
  Tile TA{reinterpret_cast<uint8_t *>(A), 1, 10, DType::I32};
  Tile TM{M, 1, 2, DType::U8};
  compare(CmpOp::GT, TM, TA, nullptr, 1);
  EXPECT_EQ(M[0], 0xaa);
  EXPECT_EQ(M[1], 0x02); // the unused high bits are zero
  // NaN compares: only ne holds.
  float F[2] = {std::nanf(""), 1.0f};
  uint8_t FM = 0;
  Tile TF{reinterpret_cast<uint8_t *>(F), 1, 2, DType::F32};
  Tile TFM{&FM, 1, 1, DType::U8};
  uint32_t One = 0x3f800000;
  compare(CmpOp::NE, TFM, TF, nullptr, One);
  EXPECT_EQ(FM, 0x01);
  compare(CmpOp::GE, TFM, TF, nullptr, One);
  EXPECT_EQ(FM, 0x02);
  // Select A where the mask bit is set, else the scalar.
  int32_t D[10];
  Tile TD{reinterpret_cast<uint8_t *>(D), 1, 10, DType::I32};
  select(TD, TM, TA, nullptr, uint32_t(-7));
  EXPECT_EQ(D[0], -7);
  EXPECT_EQ(D[1], 5);
  EXPECT_EQ(D[8], -7);
  EXPECT_EQ(D[9], 5);
  // Shifts by a count from the width on; remainders.
  int8_t X[4] = {-64, 1, -7, 7}, Y[4] = {9, 8, 3, -3}, Z[4];
  Tile TX{reinterpret_cast<uint8_t *>(X), 1, 4, DType::I8};
  Tile TY{reinterpret_cast<uint8_t *>(Y), 1, 4, DType::I8};
  Tile TZ{reinterpret_cast<uint8_t *>(Z), 1, 4, DType::I8};
  binary(BinOp::Shr, TZ, TX, TY);
  EXPECT_EQ(Z[0], -1); // -64 >> 9: the sign fill
  EXPECT_EQ(Z[1], 0);  // 1 >> 8
  binary(BinOp::Shl, TZ, TX, TY);
  EXPECT_EQ(Z[0], 0); // -64 << 9
  EXPECT_EQ(Z[1], 0); // 1 << 8
  EXPECT_EQ(Z[3], 0); // 7 << -3: the count is 253
  int32_t P[3] = {-7, 7, -7}, Q[3] = {3, -3, 0}, R[3];
  Tile TP{reinterpret_cast<uint8_t *>(P), 1, 3, DType::I32};
  Tile TQ{reinterpret_cast<uint8_t *>(Q), 1, 3, DType::I32};
  Tile TR{reinterpret_cast<uint8_t *>(R), 1, 3, DType::I32};
  binary(BinOp::Rem, TR, TP, TQ);
  EXPECT_EQ(R[0], 2);
  EXPECT_EQ(R[1], -2);
  EXPECT_EQ(R[2], -7); // x rem 0 = x
  binary(BinOp::FMod, TR, TP, TQ);
  EXPECT_EQ(R[0], -1);
  EXPECT_EQ(R[1], 1);
  // tci wraps; ttri writes 1/0.
  uint16_t C[3];
  Tile TC{reinterpret_cast<uint8_t *>(C), 1, 3, DType::U16};
  iota(TC, 0xffff, /*Descending=*/false);
  EXPECT_EQ(C[0], 0xffff);
  EXPECT_EQ(C[1], 0);
  iota(TC, 1, /*Descending=*/true);
  EXPECT_EQ(C[2], 0xffff);
  float T[4];
  Tile TT{reinterpret_cast<uint8_t *>(T), 2, 2, DType::F32};
  triangle(TT, 0, /*Upper=*/true);
  EXPECT_EQ(T[0], 1.0f);
  EXPECT_EQ(T[1], 1.0f);
  EXPECT_EQ(T[2], 0.0f);
  EXPECT_EQ(T[3], 1.0f);
}

// Issue 13 (V): valid regions and padding.
TEST(TileSemantics, FillPadValuesAndInPlace) {
  EXPECT_EQ(padBits(PadKind::Zero, DType::F32), 0u);
  EXPECT_EQ(padBits(PadKind::Min, DType::F32), 0xFF800000u); // -inf
  EXPECT_EQ(padBits(PadKind::Max, DType::F16), 0x7C00u);     // +inf
  EXPECT_EQ(padBits(PadKind::Min, DType::BF16), 0xFF80u);
  EXPECT_EQ(padBits(PadKind::Min, DType::I8), 0x80u);
  EXPECT_EQ(padBits(PadKind::Max, DType::I16), 0x7FFFu);
  EXPECT_EQ(padBits(PadKind::Min, DType::U16), 0u);
  EXPECT_EQ(padBits(PadKind::Max, DType::U32), 0xFFFFFFFFu);
  EXPECT_EQ(padBits(PadKind::Min, DType::I32), 0x80000000u);
  // In place: Dst is Src; valid 1 x 2 of a 2 x 3 tile.
  int32_t V[6] = {1, 2, 3, 4, 5, 6};
  Tile T{reinterpret_cast<uint8_t *>(V), 2, 3, DType::I32};
  fillPad(T, T, 1, 2, PadKind::Max);
  EXPECT_EQ(V[0], 1);
  EXPECT_EQ(V[1], 2);
  EXPECT_EQ(V[2], INT32_MAX);
  EXPECT_EQ(V[3], INT32_MAX);
  EXPECT_EQ(V[5], INT32_MAX);
  // The full extent copies; an empty one pads everything.
  float S[2] = {1.5f, -2.0f}, D[2];
  Tile TS{reinterpret_cast<uint8_t *>(S), 1, 2, DType::F32};
  Tile TD{reinterpret_cast<uint8_t *>(D), 1, 2, DType::F32};
  fillPad(TD, TS, 1, 2, PadKind::Min);
  EXPECT_EQ(D[0], 1.5f);
  EXPECT_EQ(D[1], -2.0f);
  fillPad(TD, TS, 0, 2, PadKind::Zero);
  EXPECT_EQ(D[0], 0.0f);
  EXPECT_EQ(D[1], 0.0f);
}

// Issue 14 (D): arg reductions, partial builtins, gather (pto-sim's code;
// RefSemanticsTest checks pto-ref's on the same rules).
TEST(TileSemantics, ArgReducePartialGather) {
  float A[8] = {std::nanf(""), 2.0f, 1.0f, 2.0f, -0.0f, 0.0f, -1.0f, -1.0f};
  uint32_t Idx[2] = {7, 7};
  Tile TA{reinterpret_cast<uint8_t *>(A), 2, 4, DType::F32};
  Tile TI{reinterpret_cast<uint8_t *>(Idx), 2, 1, DType::U32};
  argReduce(/*Rows=*/true, /*Max=*/true, TI, TA);
  EXPECT_EQ(Idx[0], 1u); // the first 2.0, the NaN passed over
  EXPECT_EQ(Idx[1], 0u); // -0 and +0 tie
  argReduce(true, false, TI, TA);
  EXPECT_EQ(Idx[0], 2u);
  EXPECT_EQ(Idx[1], 2u); // the first -1
  float N[2] = {std::nanf(""), std::nanf("")};
  Tile TN{reinterpret_cast<uint8_t *>(N), 1, 2, DType::F32};
  Tile TI1{reinterpret_cast<uint8_t *>(Idx), 1, 1, DType::U32};
  argReduce(true, true, TI1, TN);
  EXPECT_EQ(Idx[0], 0u);

  int32_t PA[6] = {1, 2, 3, 4, 5, 6}, PB[2] = {10, 20}, PD[6] = {};
  Tile TPA{reinterpret_cast<uint8_t *>(PA), 2, 3, DType::I32};
  Tile TPB{reinterpret_cast<uint8_t *>(PB), 1, 2, DType::I32};
  Tile TPD{reinterpret_cast<uint8_t *>(PD), 2, 3, DType::I32};
  partial(BinOp::Mul, TPD, TPA, TPB);
  EXPECT_EQ(PD[0], 10);
  EXPECT_EQ(PD[1], 40);
  EXPECT_EQ(PD[2], 3);
  EXPECT_EQ(PD[5], 6);

  uint32_t GI[3] = {5, 0, 5};
  int32_t GD[3] = {};
  Tile TGI{reinterpret_cast<uint8_t *>(GI), 1, 3, DType::U32};
  Tile TGD{reinterpret_cast<uint8_t *>(GD), 1, 3, DType::I32};
  uint64_t Bad = 0;
  EXPECT_TRUE(gather(TGD, TPA, TGI, Bad));
  EXPECT_EQ(GD[0], 6);
  EXPECT_EQ(GD[1], 1);
  EXPECT_EQ(GD[2], 6);
  GI[1] = 6;
  EXPECT_FALSE(gather(TGD, TPA, TGI, Bad));
  EXPECT_EQ(Bad, 6u);
}

// Issue 14 (14S): sort (pto-sim's code; RefSemanticsTest checks pto-ref's on
// the same block). The expected order is written out by hand: NaNs first (by
// index), then descending values, ties (5.0, 5.0 and -0.0, +0.0) by the
// smaller index.
TEST(TileSemantics, Sort32TiesAndNaN) {
  float V[32];
  uint32_t I[32];
  for (unsigned K = 0; K < 32; ++K) {
    V[K] = -1.0f - float(K);
    I[K] = 31 - K;
  }
  V[0] = V[1] = 5.0f;
  V[2] = V[5] = std::nanf("");
  V[3] = -0.0f;
  V[4] = 0.0f;
  V[6] = 7.0f;
  float D[64];
  Tile TV{reinterpret_cast<uint8_t *>(V), 1, 32, DType::F32};
  Tile TI{reinterpret_cast<uint8_t *>(I), 1, 32, DType::U32};
  Tile TD{reinterpret_cast<uint8_t *>(D), 1, 64, DType::F32};
  sort32(TD, TV, TI);
  unsigned Order[32] = {5, 2, 6, 1, 0, 4, 3};
  for (unsigned K = 7; K < 32; ++K)
    Order[K] = K;
  for (unsigned K = 0; K < 32; ++K) {
    uint32_t Got, Want, GotIdx;
    std::memcpy(&Got, &D[2 * K], 4);
    std::memcpy(&Want, &V[Order[K]], 4);
    std::memcpy(&GotIdx, &D[2 * K + 1], 4);
    EXPECT_EQ(Got, Want) << "slot " << K;
    EXPECT_EQ(GotIdx, 31 - Order[K]) << "slot " << K;
  }
}

// Issue 14 (14M): merge sort (pto-sim's code; RefSemanticsTest checks
// pto-ref's on the same group). Four sorted blocks of 32 pairs; the
// expected order written out by hand: the NaNs (blocks 2, then 3), 9.0,
// then the 5.0s in block order (0, 1, 3), the zeros (+0 of block 1 before
// -0 of block 2), then the -k values of block 0 (k = 1..29) and the -100s.
TEST(TileSemantics, MrgSortTiesAndNaN) {
  float V[256];
  uint32_t *Bits = reinterpret_cast<uint32_t *>(V);
  // Block B's pair K: value, then index 100 * B + K.
  auto Set = [&](unsigned B, unsigned K, float X) {
    V[64 * B + 2 * K] = X;
    Bits[64 * B + 2 * K + 1] = 100 * B + K;
  };
  for (unsigned B = 0; B < 4; ++B)
    for (unsigned K = 0; K < 32; ++K)
      Set(B, K, -100.0f);
  Set(0, 0, 5.0f);
  for (unsigned K = 1; K < 30; ++K)
    Set(0, K, -float(K));
  Set(1, 0, 5.0f);
  Set(1, 1, 0.0f);
  Set(2, 0, std::nanf(""));
  Set(2, 1, 9.0f);
  Set(2, 2, -0.0f);
  Set(3, 0, std::nanf(""));
  Set(3, 1, 5.0f);
  float D[256];
  Tile TS{reinterpret_cast<uint8_t *>(V), 1, 256, DType::F32};
  Tile TD{reinterpret_cast<uint8_t *>(D), 1, 256, DType::F32};
  mrgsort(TD, TS, 64);
  std::vector<unsigned> Want = {200, 300, 201, 0, 100, 301, 101, 202};
  for (unsigned K = 1; K < 30; ++K)
    Want.push_back(K);
  // The -100s: block order, then position.
  for (unsigned K = 30; K < 32; ++K)
    Want.push_back(K);
  for (unsigned K = 2; K < 32; ++K)
    Want.push_back(100 + K);
  for (unsigned K = 3; K < 32; ++K)
    Want.push_back(200 + K);
  for (unsigned K = 2; K < 32; ++K)
    Want.push_back(300 + K);
  ASSERT_EQ(Want.size(), 128u);
  const uint32_t *Out = reinterpret_cast<const uint32_t *>(D);
  for (unsigned K = 0; K < 128; ++K) {
    unsigned Idx = Want[K], B = Idx / 100, P = Idx % 100;
    EXPECT_EQ(Out[2 * K + 1], Idx) << "slot " << K;
    EXPECT_EQ(Out[2 * K], Bits[64 * B + 2 * P]) << "slot " << K;
  }
}

// Issue 14 (14M): the two-list merge (pto-sim's code; RefSemanticsTest
// checks pto-ref's on the same lists, the order written out by hand): a
// NaN first, equal values (and +0 = -0) from the first list first, the
// exhausted stop after the first list's last pair, zeros after it.
TEST(TileSemantics, MrgSort2ExhaustedAndTies) {
  // List L's pair K: value, then index 100 * L + K.
  float V[2][16];
  float A[] = {std::nanf(""), 8, 6, 6, 4, 2, 0, -0.0f};
  float B[] = {9, 6, 5, 3, 1, 0, -2, -3};
  for (unsigned K = 0; K < 8; ++K) {
    V[0][2 * K] = A[K];
    V[1][2 * K] = B[K];
    uint32_t I0 = K, I1 = 100 + K;
    std::memcpy(&V[0][2 * K + 1], &I0, 4);
    std::memcpy(&V[1][2 * K + 1], &I1, 4);
  }
  Tile TA{reinterpret_cast<uint8_t *>(V[0]), 1, 16, DType::F32};
  Tile TB{reinterpret_cast<uint8_t *>(V[1]), 1, 16, DType::F32};
  const unsigned Want[] = {0,   100, 1,   2, 3, 101, 102, 4,
                           103, 5,   104, 6, 7, 105, 106, 107};
  for (bool Exhausted : {false, true}) {
    float D[32];
    std::fill(std::begin(D), std::end(D), 42.0f);
    Tile TD{reinterpret_cast<uint8_t *>(D), 1, 32, DType::F32};
    unsigned Taken[2];
    mrgsort2(&TD, TA, TB, Exhausted, Taken);
    unsigned N = Exhausted ? 13 : 16;
    EXPECT_EQ(Taken[0], 8u);
    EXPECT_EQ(Taken[1], Exhausted ? 5u : 8u);
    for (unsigned K = 0; K < 16; ++K) {
      uint32_t Val, Idx;
      std::memcpy(&Val, &D[2 * K], 4);
      std::memcpy(&Idx, &D[2 * K + 1], 4);
      if (K >= N) {
        EXPECT_EQ(Val, 0u) << "slot " << K;
        EXPECT_EQ(Idx, 0u) << "slot " << K;
        continue;
      }
      unsigned L = Want[K] / 100, P = Want[K] % 100;
      uint32_t WantVal;
      std::memcpy(&WantVal, &V[L][2 * P], 4);
      EXPECT_EQ(Idx, Want[K]) << "slot " << K;
      EXPECT_EQ(Val, WantVal) << "slot " << K;
    }
  }
  // Without a destination only the counts. Swapped, B's 0 now goes before
  // A's equal 0 (the first list wins a tie): 6 pairs from B, 8 from A.
  unsigned Taken[2];
  mrgsort2(nullptr, TB, TA, true, Taken);
  EXPECT_EQ(Taken[0], 6u);
  EXPECT_EQ(Taken[1], 8u);
}

// Issue 14 (14M): scatter (pto-sim's code; RefSemanticsTest checks
// pto-ref's on the same tiles): repeated indices keep the last write in
// source order, unnamed positions keep the destination, an index outside
// the destination fails.
TEST(TileSemantics, ScatterRepeatsAndBounds) {
  uint32_t In[8], Src[8], Idx[8], D[8];
  for (unsigned K = 0; K < 8; ++K) {
    In[K] = 100 + K;
    Src[K] = K;
  }
  uint32_t I0[8] = {7, 3, 3, 0, 7, 5, 3, 1};
  std::memcpy(Idx, I0, sizeof(Idx));
  Tile TI{reinterpret_cast<uint8_t *>(In), 2, 4, DType::U32};
  Tile TS{reinterpret_cast<uint8_t *>(Src), 2, 4, DType::U32};
  Tile TX{reinterpret_cast<uint8_t *>(Idx), 2, 4, DType::U32};
  Tile TD{reinterpret_cast<uint8_t *>(D), 2, 4, DType::U32};
  uint64_t Bad = 0;
  ASSERT_TRUE(scatter(TD, TI, TS, TX, Bad));
  uint32_t Want[8] = {3, 7, 102, 6, 104, 5, 106, 4};
  for (unsigned K = 0; K < 8; ++K)
    EXPECT_EQ(D[K], Want[K]) << "position " << K;
  // In place (the destination is its own input): the same result.
  std::memcpy(D, In, sizeof(D));
  ASSERT_TRUE(scatter(TD, TD, TS, TX, Bad));
  for (unsigned K = 0; K < 8; ++K)
    EXPECT_EQ(D[K], Want[K]) << "in place, position " << K;
  Idx[5] = 8;
  EXPECT_FALSE(scatter(TD, TI, TS, TX, Bad));
  EXPECT_EQ(Bad, 8u);
}

// Issue 14 (14G): byte-offset gather (pto-sim's code; RefSemanticsTest
// checks pto-ref's on the same tiles): repeated offsets, the last element,
// an offset past the source and a misaligned one each fail with their own
// result.
TEST(TileSemantics, GatherBOffsetsAndBounds) {
  uint16_t Src[8], D[6];
  for (unsigned K = 0; K < 8; ++K)
    Src[K] = 100 + K;
  uint32_t Off[6] = {14, 0, 8, 8, 2, 6};
  Tile TS{reinterpret_cast<uint8_t *>(Src), 2, 4, DType::U16};
  Tile TO{reinterpret_cast<uint8_t *>(Off), 1, 6, DType::U32};
  Tile TD{reinterpret_cast<uint8_t *>(D), 1, 6, DType::U16};
  uint64_t Bad = 0;
  ASSERT_EQ(gatherb(TD, TS, TO, Bad), GatherBResult::Ok);
  uint16_t Want[6] = {107, 100, 104, 104, 101, 103};
  for (unsigned K = 0; K < 6; ++K)
    EXPECT_EQ(D[K], Want[K]) << "position " << K;
  Off[4] = 15;
  EXPECT_EQ(gatherb(TD, TS, TO, Bad), GatherBResult::OutOfRange);
  EXPECT_EQ(Bad, 15u);
  Off[4] = 16;
  EXPECT_EQ(gatherb(TD, TS, TO, Bad), GatherBResult::OutOfRange);
  Off[4] = 3;
  EXPECT_EQ(gatherb(TD, TS, TO, Bad), GatherBResult::Misaligned);
  EXPECT_EQ(Bad, 3u);
}
