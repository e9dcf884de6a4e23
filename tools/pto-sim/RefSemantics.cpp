//===-- RefSemantics.cpp - pto-ref's own meaning of the tile builtins -----===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The rules (docs/simulator.md, "Element semantics"; docs/builtins.md for the
// shapes and the accepted element types), each computed the way it is
// stated:
// * Float arithmetic is IEEE arithmetic in the element's own format with
//   round-to-nearest-even (APFloat). The specification computes in f32 and
//   rounds once to the element type; for +, -, *, / and the reciprocal the
//   two are the same value, because f32 has at least twice the precision of
//   half and bfloat plus two bits (so rounding to f32 first never changes
//   the final rounding). exp, log, sqrt and rsqrt are taken in double
//   precision on the exact value and rounded once to the element type.
// * max/min ignore a NaN operand (IEEE maxNum/minNum); +0 is above -0.
// * Reductions accumulate in f32, in order, and round once; tmatmul
//   accumulates f16/bf16 products in f32 (k in order, after the accumulator
//   or bias), i8 products in i32; f32 products are rounded to f32 before
//   they are added (issue 14 (14F)).
// * Integers are two's complement of the element's width: arithmetic wraps,
//   x / 0 = 0, INT_MIN / -1 = INT_MIN.
// * tcvt: float -> float and integer -> float round to nearest even (once,
//   from the exact value); float -> integer rounds to nearest even and
//   saturates, NaN giving 0; integer -> integer sign-extends or wraps.
//   Unsigned integers (u8, u16, u32) zero-extend, convert from their
//   unsigned value and saturate to [0, 2^n - 1].
//
//===----------------------------------------------------------------------===//

#include "RefSemantics.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"
#include <algorithm>
#include <cmath>
#include <deque>
#include <string>
#include <utility>
#include <vector>

using namespace llvm;
using namespace ptoref;
using ptosim::dtypeBytes;
using ptosim::dtypeIsFloat;
using ptosim::dtypeName;

static constexpr RoundingMode RNE = RoundingMode::NearestTiesToEven;

static Error semError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

static std::string describe(const RefTile &T) {
  return (Twine(T.Rows) + "x" + Twine(T.Cols) + " " + dtypeName(T.DT)).str();
}

RefTile::RefTile(DType DT, unsigned Rows, unsigned Cols)
    : DT(DT), Rows(Rows), Cols(Cols),
      Elems(size_t(Rows) * Cols, APInt(elemBits(DT), 0)) {}

unsigned ptoref::elemBits(DType DT) { return dtypeBytes(DT) * 8; }

const fltSemantics &ptoref::floatFormat(DType DT) {
  switch (DT) {
  case DType::F16:
    return APFloat::IEEEhalf();
  case DType::BF16:
    return APFloat::BFloat();
  case DType::F32:
    return APFloat::IEEEsingle();
  default:
    break;
  }
  llvm_unreachable("integer element types have no float format");
}

APInt ptoref::elemFromRegister(DType DT, uint64_t Bits) {
  return APInt(64, Bits).trunc(elemBits(DT));
}

APFloat ptoref::floatValue(DType DT, const APInt &Bits) {
  return APFloat(floatFormat(DT), Bits);
}

/// \p V rounded to nearest even into the format of \p DT, as bits.
static APInt roundTo(APFloat V, DType DT) {
  bool LosesInfo;
  V.convert(floatFormat(DT), RNE, &LosesInfo);
  return V.bitcastToAPInt();
}

/// \p V exactly, in a wider format (single or double precision).
static APFloat widen(APFloat V, const fltSemantics &To) {
  bool LosesInfo;
  V.convert(To, RNE, &LosesInfo);
  return V;
}

static double exactDouble(const APFloat &V) {
  return widen(V, APFloat::IEEEdouble()).convertToDouble();
}

/// IEEE maxNum / minNum: a NaN operand is ignored; +0 > -0.
static APFloat maxOf(const APFloat &A, const APFloat &B) {
  if (A.isNaN())
    return B;
  if (B.isNaN())
    return A;
  if (A.isZero() && B.isZero())
    return A.isNegative() ? B : A;
  return A.compare(B) == APFloat::cmpLessThan ? B : A;
}
static APFloat minOf(const APFloat &A, const APFloat &B) {
  if (A.isNaN())
    return B;
  if (B.isNaN())
    return A;
  if (A.isZero() && B.isZero())
    return A.isNegative() ? A : B;
  return B.compare(A) == APFloat::cmpLessThan ? B : A;
}

// The binary builtins take floats and the 16- and 32-bit integers (tdiv
// only i32 of them: the verifier's table); reductions and the integer unary
// builtins floats and i32.
bool ptoref::acceptsBinary(DType DT) {
  return DT != DType::I8 && DT != DType::U8;
}
bool ptoref::acceptsBinary(BinaryKind K, DType DT) {
  switch (K) {
  case BinaryKind::Div:
    return dtypeIsFloat(DT) || DT == DType::I32;
  case BinaryKind::And:
  case BinaryKind::Or:
  case BinaryKind::Xor:
  case BinaryKind::Shl:
  case BinaryKind::Shr:
    return !dtypeIsFloat(DT);
  case BinaryKind::Rem:
  case BinaryKind::FMod:
    return DT == DType::F16 || DT == DType::F32 ||
           (!dtypeIsFloat(DT) && dtypeBytes(DT) >= 2);
  // Issue 14 (A): broadcasts, arithmetic, reductions.
  case BinaryKind::ExpDif:
  case BinaryKind::PRelu:
    return dtypeIsFloat(DT);
  default:
    return acceptsBinary(DT);
  }
}

/// A to the power B in two's complement of their width. A negative exponent
/// gives the integer part of 1 / A^|B|, which is non-zero only for A = 1 and
/// A = -1 (and is 0 for A = 0: no trap).
static APInt intPow(const APInt &A, const APInt &B) {
  unsigned W = A.getBitWidth();
  if (B.isNegative()) {
    if (A.isOne())
      return A;
    if (A.isAllOnes()) // -1: its sign by the exponent's parity
      return B[0] ? A : APInt(W, 1);
    return APInt(W, 0);
  }
  // Left to right over the exponent's bits.
  APInt R(W, 1);
  for (unsigned I = B.getActiveBits(); I-- > 0;) {
    R *= R;
    if (B[I])
      R *= A;
  }
  return R;
}
bool ptoref::acceptsReduce(DType DT) {
  return dtypeIsFloat(DT) || DT == DType::I32;
}
bool ptoref::acceptsUnary(UnaryKind K, DType DT) {
  switch (K) {
  case UnaryKind::Abs:
  case UnaryKind::Neg:
  case UnaryKind::Relu:
    return dtypeIsFloat(DT) || DT == DType::I32;
  case UnaryKind::Not: // Issue 14 (B): integers
    return !dtypeIsFloat(DT);
  default:
    return dtypeIsFloat(DT);
  }
}

APInt ptoref::binaryElem(BinaryKind K, DType DT, const APInt &A,
                         const APInt &B) {
  if (!dtypeIsFloat(DT)) {
    // u8, u16, u32 divide and order as unsigned numbers.
    bool Signed = ptosim::dtypeIsSigned(DT);
    switch (K) {
    case BinaryKind::Add:
      return A + B;
    case BinaryKind::Sub:
      return A - B;
    case BinaryKind::Mul:
      return A * B;
    case BinaryKind::Div:
      // No trap: x / 0 = 0. APInt's signed division wraps INT_MIN / -1.
      if (B.isZero())
        return APInt(A.getBitWidth(), 0);
      return Signed ? A.sdiv(B) : A.udiv(B);
    case BinaryKind::Max:
      return Signed ? APIntOps::smax(A, B) : APIntOps::umax(A, B);
    case BinaryKind::Min:
      return Signed ? APIntOps::smin(A, B) : APIntOps::umin(A, B);
    // Issue 14 (B): types, compare/select, integer ops.
    case BinaryKind::And:
      return A & B;
    case BinaryKind::Or:
      return A | B;
    case BinaryKind::Xor:
      return A ^ B;
    case BinaryKind::Shl:
    case BinaryKind::Shr: {
      // The count is B's unsigned value; from the width on, shl gives 0 and
      // shr the sign fill (unsigned: 0).
      unsigned W = A.getBitWidth();
      if (B.uge(W))
        return K == BinaryKind::Shl || !Signed ? APInt(W, 0) : A.ashr(W - 1);
      unsigned N = unsigned(B.getZExtValue());
      return K == BinaryKind::Shl ? A.shl(N) : Signed ? A.ashr(N) : A.lshr(N);
    }
    case BinaryKind::Rem:
    case BinaryKind::FMod: {
      if (B.isZero()) // no trap: x rem 0 = x
        return A;
      if (!Signed)
        return A.urem(B);
      APInt R = A.srem(B); // the sign of A (INT_MIN srem -1 = 0)
      if (K == BinaryKind::Rem && !R.isZero() &&
          R.isNegative() != B.isNegative())
        R += B; // the sign of B
      return R;
    }
    // Issue 14 (A): broadcasts, arithmetic, reductions.
    case BinaryKind::Pow:
      return intPow(A, B);
    case BinaryKind::ExpDif:
    case BinaryKind::PRelu:
      llvm_unreachable("not an integer binary builtin (acceptsBinary)");
    }
    llvm_unreachable("unknown binary kind");
  }
  APFloat X = floatValue(DT, A), Y = floatValue(DT, B);
  switch (K) {
  case BinaryKind::Add:
    X.add(Y, RNE);
    break;
  case BinaryKind::Sub:
    X.subtract(Y, RNE);
    break;
  case BinaryKind::Mul:
    X.multiply(Y, RNE);
    break;
  case BinaryKind::Div:
    X.divide(Y, RNE);
    break;
  case BinaryKind::Max:
    X = maxOf(X, Y);
    break;
  case BinaryKind::Min:
    X = minOf(X, Y);
    break;
  // Issue 14 (A): broadcasts, arithmetic, reductions.
  case BinaryKind::ExpDif:
    // The difference in the element's format, then texp of it (pto-isa:
    // TROWEXPANDSUB followed by TEXP).
    X.subtract(Y, RNE);
    return unaryElem(UnaryKind::Exp, DT, X.bitcastToAPInt());
  case BinaryKind::Pow:
    // C's pow in double on the exact values (a negative base with an
    // integral exponent keeps the parity's sign; else NaN), rounded once.
    return roundTo(APFloat(std::pow(exactDouble(X), exactDouble(Y))), DT);
  case BinaryKind::PRelu:
    // a > 0 ? a : a * b; NaN and both zeros take the product.
    if (X.compare(APFloat::getZero(X.getSemantics())) !=
        APFloat::cmpGreaterThan)
      X.multiply(Y, RNE);
    break;
  // Issue 14 (B): APFloat::mod is C fmod (exact, the dividend's sign); trem
  // moves a nonzero result of the other sign by the divisor.
  case BinaryKind::Rem:
  case BinaryKind::FMod: {
    X.mod(Y);
    if (K == BinaryKind::Rem && !X.isZero() && !X.isNaN() &&
        X.isNegative() != Y.isNegative())
      X.add(Y, RNE);
    break;
  }
  default:
    llvm_unreachable("a bitwise builtin on floats (the verifier's table)");
  }
  return X.bitcastToAPInt();
}

APInt ptoref::unaryElem(UnaryKind K, DType DT, const APInt &A) {
  unsigned W = elemBits(DT);
  if (!dtypeIsFloat(DT)) {
    switch (K) {
    case UnaryKind::Abs:
      return A.isNegative() ? -A : A; // INT_MIN stays INT_MIN
    case UnaryKind::Neg:
      return -A;
    case UnaryKind::Relu:
      return A.isNegative() ? APInt(W, 0) : A;
    case UnaryKind::Not: // Issue 14 (B)
      return ~A;
    default:
      llvm_unreachable("not an integer unary builtin (acceptsUnary)");
    }
  }
  APFloat X = floatValue(DT, A);
  switch (K) {
  case UnaryKind::Abs:
    X.clearSign();
    return X.bitcastToAPInt();
  case UnaryKind::Neg:
    X.changeSign();
    return X.bitcastToAPInt();
  case UnaryKind::Relu:
    // max(x, 0): NaN, negatives and both zeros give +0.
    if (X.isNaN() || X.isNegative() || X.isZero())
      return APInt(W, 0);
    return X.bitcastToAPInt();
  case UnaryKind::Recip: {
    APFloat One(floatFormat(DT), 1);
    One.divide(X, RNE);
    return One.bitcastToAPInt();
  }
  case UnaryKind::Exp:
    return roundTo(APFloat(std::exp(exactDouble(X))), DT);
  case UnaryKind::Log:
    return roundTo(APFloat(std::log(exactDouble(X))), DT);
  case UnaryKind::Sqrt:
    return roundTo(APFloat(std::sqrt(exactDouble(X))), DT);
  case UnaryKind::Rsqrt:
    return roundTo(APFloat(1.0 / std::sqrt(exactDouble(X))), DT);
  case UnaryKind::Not:
    break;
  }
  llvm_unreachable("unknown unary kind");
}

APInt ptoref::convertElem(const APInt &A, DType From, DType To) {
  unsigned W = elemBits(To);
  bool FromFloat = dtypeIsFloat(From), ToFloat = dtypeIsFloat(To);
  bool FromSigned = ptosim::dtypeIsSigned(From);
  bool ToSigned = ptosim::dtypeIsSigned(To);
  if (!FromFloat && !ToFloat) // extend by the source's signedness, or wrap
    return FromSigned ? A.sextOrTrunc(W) : A.zextOrTrunc(W);
  if (!FromFloat) {
    APFloat R = APFloat::getZero(floatFormat(To));
    R.convertFromAPInt(A, FromSigned, RNE);
    return R.bitcastToAPInt();
  }
  APFloat X = floatValue(From, A);
  if (ToFloat)
    return roundTo(X, To);
  // Float -> integer: round to nearest even, saturate (to [0, 2^W - 1] for
  // the unsigned types), NaN -> 0.
  if (X.isNaN())
    return APInt(W, 0);
  APInt Lo = ToSigned ? APInt::getSignedMinValue(W) : APInt::getZero(W);
  APInt Hi = ToSigned ? APInt::getSignedMaxValue(W) : APInt::getMaxValue(W);
  if (X.isInfinity())
    return X.isNegative() ? Lo : Hi;
  X.roundToIntegral(RNE);
  double D = exactDouble(X); // an integer, exact in double (|D| < 2^128)
  double LoD = ToSigned ? double(Lo.getSExtValue()) : 0.0;
  double HiD = ToSigned ? double(Hi.getSExtValue()) : double(Hi.getZExtValue());
  if (D <= LoD)
    return Lo;
  if (D >= HiD)
    return Hi;
  return APInt(W, uint64_t(int64_t(D)), /*isSigned=*/true);
}

static Error notAccepted(const char *What, DType DT) {
  return semError(Twine(What) + " does not take element type " + dtypeName(DT));
}

Expected<RefTile> ptoref::binary(BinaryKind K, const RefTile &A,
                                 const RefTile &B) {
  if (A.Rows != B.Rows || A.Cols != B.Cols || A.DT != B.DT)
    return semError("operands differ: " + describe(A) + " and " + describe(B));
  if (!acceptsBinary(K, A.DT))
    return notAccepted("this binary builtin", A.DT);
  RefTile R(A.DT, A.Rows, A.Cols);
  for (size_t I = 0; I < R.Elems.size(); ++I)
    R.Elems[I] = binaryElem(K, A.DT, A.Elems[I], B.Elems[I]);
  return R;
}

Expected<RefTile> ptoref::binaryScalar(BinaryKind K, const RefTile &A,
                                       uint64_t ScalarBits) {
  if (!acceptsBinary(K, A.DT))
    return notAccepted("this tile-scalar builtin", A.DT);
  APInt S = elemFromRegister(A.DT, ScalarBits);
  RefTile R(A.DT, A.Rows, A.Cols);
  for (size_t I = 0; I < R.Elems.size(); ++I)
    R.Elems[I] = binaryElem(K, A.DT, A.Elems[I], S);
  return R;
}

Expected<RefTile> ptoref::unary(UnaryKind K, const RefTile &A) {
  if (!acceptsUnary(K, A.DT))
    return notAccepted("this unary builtin", A.DT);
  RefTile R(A.DT, A.Rows, A.Cols);
  for (size_t I = 0; I < R.Elems.size(); ++I)
    R.Elems[I] = unaryElem(K, A.DT, A.Elems[I]);
  return R;
}

Expected<RefTile> ptoref::reduce(ReduceKind K, Axis Along, const RefTile &A) {
  if (!acceptsReduce(A.DT))
    return notAccepted("a reduction", A.DT);
  bool Rows = Along == Axis::Row;
  unsigned Lines = Rows ? A.Rows : A.Cols, Len = Rows ? A.Cols : A.Rows;
  RefTile R(A.DT, Rows ? A.Rows : 1, Rows ? 1 : A.Cols);
  for (unsigned L = 0; L < Lines; ++L) {
    auto Elem = [&](unsigned I) -> const APInt & {
      return Rows ? A.at(L, I) : A.at(I, L);
    };
    if (!dtypeIsFloat(A.DT)) {
      APInt Acc = Elem(0);
      for (unsigned I = 1; I < Len; ++I)
        switch (K) {
        case ReduceKind::Sum:
          Acc += Elem(I);
          break;
        case ReduceKind::Max:
          Acc = APIntOps::smax(Acc, Elem(I));
          break;
        // Issue 14 (A): broadcasts, arithmetic, reductions.
        case ReduceKind::Min:
          Acc = APIntOps::smin(Acc, Elem(I));
          break;
        case ReduceKind::Prod:
          Acc *= Elem(I);
          break;
        }
      R.Elems[L] = Acc;
      continue;
    }
    APFloat Acc = widen(floatValue(A.DT, Elem(0)), APFloat::IEEEsingle());
    for (unsigned I = 1; I < Len; ++I) {
      APFloat V = widen(floatValue(A.DT, Elem(I)), APFloat::IEEEsingle());
      switch (K) {
      case ReduceKind::Sum:
        Acc.add(V, RNE);
        break;
      case ReduceKind::Max:
        Acc = maxOf(Acc, V);
        break;
      // Issue 14 (A): broadcasts, arithmetic, reductions.
      case ReduceKind::Min:
        Acc = minOf(Acc, V);
        break;
      case ReduceKind::Prod:
        Acc.multiply(V, RNE);
        break;
      }
    }
    R.Elems[L] = roundTo(Acc, A.DT);
  }
  return R;
}

Expected<RefTile> ptoref::expand(Axis Along, const RefTile &A, unsigned Rows,
                                 unsigned Cols) {
  bool RowWise = Along == Axis::Row;
  if (RowWise ? (A.Cols != 1 || A.Rows != Rows)
              : (A.Rows != 1 || A.Cols != Cols))
    return semError(Twine("cannot expand a ") + describe(A) + " tile " +
                    (RowWise ? "along its rows" : "along its columns") +
                    " to " + Twine(Rows) + "x" + Twine(Cols));
  RefTile R(A.DT, Rows, Cols);
  for (unsigned I = 0; I < Rows; ++I)
    for (unsigned J = 0; J < Cols; ++J)
      R.at(I, J) = RowWise ? A.at(I, 0) : A.at(0, J);
  return R;
}

Expected<RefTile> ptoref::convert(const RefTile &A, DType To) {
  RefTile R(To, A.Rows, A.Cols);
  for (size_t I = 0; I < R.Elems.size(); ++I)
    R.Elems[I] = convertElem(A.Elems[I], A.DT, To);
  return R;
}

RefTile ptoref::transpose(const RefTile &A) {
  RefTile R(A.DT, A.Cols, A.Rows);
  for (unsigned I = 0; I < R.Rows; ++I)
    for (unsigned J = 0; J < R.Cols; ++J)
      R.at(I, J) = A.at(J, I);
  return R;
}

RefTile ptoref::fill(DType DT, unsigned Rows, unsigned Cols,
                     uint64_t ScalarBits) {
  RefTile R(DT, Rows, Cols);
  APInt S = elemFromRegister(DT, ScalarBits);
  for (APInt &E : R.Elems)
    E = S;
  return R;
}

Expected<RefTile> ptoref::matmul(const RefTile &A, const RefTile &B,
                                 const RefTile *Acc, const RefTile *Bias,
                                 DType Result) {
  // Issue 14 (14F): f32 inputs too.
  bool FloatPair =
      Result == DType::F32 &&
      (A.DT == DType::F16 || A.DT == DType::BF16 || A.DT == DType::F32) &&
      B.DT == A.DT;
  bool IntPair = Result == DType::I32 && A.DT == DType::I8 && B.DT == DType::I8;
  if (!FloatPair && !IntPair)
    return semError(Twine("tmatmul has no ") + dtypeName(A.DT) + " x " +
                    dtypeName(B.DT) + " -> " + dtypeName(Result) +
                    " form (f16, bf16 or f32 -> f32, i8 -> i32)");
  if (A.Cols != B.Rows)
    return semError("tmatmul of " + describe(A) + " by " + describe(B) +
                    ": the inner dimensions differ");
  unsigned M = A.Rows, N = B.Cols, K = A.Cols;
  if (Acc && (Acc->Rows != M || Acc->Cols != N || Acc->DT != Result))
    return semError("tmatmul.acc: the accumulator is " + describe(*Acc) +
                    ", not " + Twine(M) + "x" + Twine(N) + " " +
                    dtypeName(Result));
  if (Bias && (Bias->Rows != 1 || Bias->Cols != N || Bias->DT != Result))
    return semError("tmatmul.bias: the bias is " + describe(*Bias) +
                    ", not 1x" + Twine(N) + " " + dtypeName(Result));
  RefTile R(Result, M, N);
  for (unsigned I = 0; I < M; ++I)
    for (unsigned J = 0; J < N; ++J) {
      if (IntPair) {
        APInt S(32, 0);
        if (Acc)
          S = Acc->at(I, J);
        if (Bias)
          S += Bias->at(0, J);
        for (unsigned L = 0; L < K; ++L)
          S += A.at(I, L).sext(32) * B.at(L, J).sext(32);
        R.at(I, J) = S;
        continue;
      }
      const fltSemantics &F32 = APFloat::IEEEsingle();
      APFloat S = APFloat::getZero(F32);
      if (Acc)
        S = floatValue(DType::F32, Acc->at(I, J));
      if (Bias)
        S.add(floatValue(DType::F32, Bias->at(0, J)), RNE);
      for (unsigned L = 0; L < K; ++L) {
        // The product of two half or bfloat values is exact in f32; that of
        // two f32 values is rounded to f32 (RNE) before the add.
        APFloat P = widen(floatValue(A.DT, A.at(I, L)), F32);
        P.multiply(widen(floatValue(B.DT, B.at(L, J)), F32), RNE);
        S.add(P, RNE);
      }
      R.at(I, J) = S.bitcastToAPInt();
    }
  return R;
}

Expected<RefTile> ptoref::window(const RefTile &A, unsigned Row, unsigned Col,
                                 unsigned Rows, unsigned Cols) {
  if (uint64_t(Row) + Rows > A.Rows || uint64_t(Col) + Cols > A.Cols)
    return semError("the window [" + Twine(Row) + ", " + Twine(Row + Rows) +
                    ") x [" + Twine(Col) + ", " + Twine(Col + Cols) +
                    ") is outside the " + describe(A) + " source");
  RefTile R(A.DT, Rows, Cols);
  for (unsigned I = 0; I < Rows; ++I)
    for (unsigned J = 0; J < Cols; ++J)
      R.at(I, J) = A.at(Row + I, Col + J);
  return R;
}

Expected<RefTile> ptoref::insert(const RefTile &Into, const RefTile &Src,
                                 unsigned Row, unsigned Col) {
  if (Src.DT != Into.DT)
    return semError("inserting a " + describe(Src) + " tile into a " +
                    describe(Into) + " tile");
  if (uint64_t(Row) + Src.Rows > Into.Rows ||
      uint64_t(Col) + Src.Cols > Into.Cols)
    return semError("a " + describe(Src) + " tile at (" + Twine(Row) + ", " +
                    Twine(Col) + ") does not fit in " + describe(Into));
  RefTile R = Into;
  for (unsigned I = 0; I < Src.Rows; ++I)
    for (unsigned J = 0; J < Src.Cols; ++J)
      R.at(Row + I, Col + J) = Src.at(I, J);
  return R;
}

// Issue 13 (R): runtime sub-tile positions, treshape.
Expected<RefTile> ptoref::reshape(const RefTile &A, DType DT, unsigned Rows,
                                  unsigned Cols) {
  uint64_t InB = dtypeBytes(A.DT), OutB = dtypeBytes(DT);
  uint64_t Bytes = uint64_t(A.Rows) * A.Cols * InB;
  if (Bytes != uint64_t(Rows) * Cols * OutB)
    return semError("reshaping a " + describe(A) + " tile (" + Twine(Bytes) +
                    " bytes) into " + Twine(Rows) + "x" + Twine(Cols) + " " +
                    dtypeName(DT) + " (" + Twine(uint64_t(Rows) * Cols * OutB) +
                    " bytes)");
  std::vector<uint8_t> Buf(Bytes);
  for (uint64_t I = 0, N = uint64_t(A.Rows) * A.Cols; I < N; ++I)
    writeElem(Buf.data() + I * InB, A.DT, A.Elems[I]);
  RefTile R(DT, Rows, Cols);
  for (uint64_t I = 0, N = uint64_t(Rows) * Cols; I < N; ++I)
    R.Elems[I] = readElem(Buf.data() + I * OutB, DT);
  return R;
}

static Error outside(const RefTile &A, unsigned Row, unsigned Col) {
  return semError("element (" + Twine(Row) + ", " + Twine(Col) +
                  ") is outside the " + describe(A) + " tile");
}

Expected<RefTile> ptoref::setElem(const RefTile &A, unsigned Row, unsigned Col,
                                  uint64_t ScalarBits) {
  if (Row >= A.Rows || Col >= A.Cols)
    return outside(A, Row, Col);
  RefTile R = A;
  R.at(Row, Col) = elemFromRegister(A.DT, ScalarBits);
  return R;
}

Expected<uint32_t> ptoref::getElem(const RefTile &A, unsigned Row,
                                   unsigned Col) {
  if (Row >= A.Rows || Col >= A.Cols)
    return outside(A, Row, Col);
  const APInt &E = A.at(Row, Col);
  // i8 and i16 sign-extend; f16/bf16, u8 and u16 zero-extend (the register
  // holds the bits).
  APInt V = A.DT == DType::I8 || A.DT == DType::I16 ? E.sext(32) : E.zext(32);
  return uint32_t(V.getZExtValue());
}

// Issue 14 (A): broadcasts, arithmetic, reductions.
Expected<RefTile> ptoref::expandBinary(BinaryKind K, Axis Along,
                                       const RefTile &A, const RefTile &B) {
  bool RowWise = Along == Axis::Row;
  if (A.DT != B.DT)
    return semError("operands differ: " + describe(A) + " and " + describe(B));
  if (RowWise ? (B.Rows != A.Rows || B.Cols != 1)
              : (B.Rows != 1 || B.Cols != A.Cols))
    return semError(Twine("cannot broadcast a ") + describe(B) + " tile " +
                    (RowWise ? "along the rows" : "down the columns") +
                    " of a " + describe(A) + " tile");
  if (!acceptsBinary(K, A.DT))
    return notAccepted("a broadcast builtin", A.DT);
  RefTile R(A.DT, A.Rows, A.Cols);
  for (unsigned I = 0; I < A.Rows; ++I)
    for (unsigned J = 0; J < A.Cols; ++J)
      R.at(I, J) =
          binaryElem(K, A.DT, A.at(I, J), RowWise ? B.at(I, 0) : B.at(0, J));
  return R;
}

Expected<RefTile> ptoref::scalarBinary(BinaryKind K, uint64_t ScalarBits,
                                       const RefTile &A) {
  if (!acceptsBinary(K, A.DT))
    return notAccepted("a scalar-tile builtin", A.DT);
  APInt S = elemFromRegister(A.DT, ScalarBits);
  RefTile R(A.DT, A.Rows, A.Cols);
  for (size_t I = 0; I < R.Elems.size(); ++I)
    R.Elems[I] = binaryElem(K, A.DT, S, A.Elems[I]);
  return R;
}

Expected<RefTile> ptoref::axpy(const RefTile &Y, const RefTile &X,
                               uint64_t ScalarBits) {
  if (Y.Rows != X.Rows || Y.Cols != X.Cols || Y.DT != X.DT)
    return semError("operands differ: " + describe(Y) + " and " + describe(X));
  if (!dtypeIsFloat(Y.DT))
    return notAccepted("taxpy", Y.DT);
  const fltSemantics &F32 = APFloat::IEEEsingle();
  APFloat S = widen(floatValue(Y.DT, elemFromRegister(Y.DT, ScalarBits)), F32);
  RefTile R(Y.DT, Y.Rows, Y.Cols);
  for (size_t I = 0; I < R.Elems.size(); ++I) {
    APFloat P = widen(floatValue(X.DT, X.Elems[I]), F32);
    P.multiply(S, RNE);
    P.add(widen(floatValue(Y.DT, Y.Elems[I]), F32), RNE);
    R.Elems[I] = roundTo(P, Y.DT);
  }
  return R;
}

// Issue 14 (B): types, compare/select, integer ops.
bool ptoref::compareElem(CmpKind K, DType DT, const APInt &A, const APInt &B) {
  if (dtypeIsFloat(DT)) {
    APFloat::cmpResult R = floatValue(DT, A).compare(floatValue(DT, B));
    bool Lt = R == APFloat::cmpLessThan, Gt = R == APFloat::cmpGreaterThan;
    bool Eq = R == APFloat::cmpEqual; // all three false when unordered
    switch (K) {
    case CmpKind::Eq:
      return Eq;
    case CmpKind::Ne:
      return !Eq;
    case CmpKind::Lt:
      return Lt;
    case CmpKind::Le:
      return Lt || Eq;
    case CmpKind::Gt:
      return Gt;
    case CmpKind::Ge:
      return Gt || Eq;
    }
    llvm_unreachable("unknown comparison");
  }
  bool S = ptosim::dtypeIsSigned(DT);
  switch (K) {
  case CmpKind::Eq:
    return A == B;
  case CmpKind::Ne:
    return A != B;
  case CmpKind::Lt:
    return S ? A.slt(B) : A.ult(B);
  case CmpKind::Le:
    return S ? A.sle(B) : A.ule(B);
  case CmpKind::Gt:
    return S ? A.sgt(B) : A.ugt(B);
  case CmpKind::Ge:
    return S ? A.sge(B) : A.uge(B);
  }
  llvm_unreachable("unknown comparison");
}

/// The mask of \p Pred over the elements of A.
template <typename PredT> static RefTile maskOf(const RefTile &A, PredT Pred) {
  RefTile M(DType::U8, A.Rows, (A.Cols + 7) / 8);
  for (unsigned I = 0; I < A.Rows; ++I)
    for (unsigned J = 0; J < A.Cols; ++J)
      if (Pred(I, J))
        M.at(I, J / 8).setBit(J % 8);
  return M;
}

Expected<RefTile> ptoref::compare(CmpKind K, const RefTile &A,
                                  const RefTile &B) {
  if (A.Rows != B.Rows || A.Cols != B.Cols || A.DT != B.DT)
    return semError("compared tiles differ: " + describe(A) + " and " +
                    describe(B));
  return maskOf(A, [&](unsigned I, unsigned J) {
    return compareElem(K, A.DT, A.at(I, J), B.at(I, J));
  });
}

Expected<RefTile> ptoref::compareScalar(CmpKind K, const RefTile &A,
                                        uint64_t ScalarBits) {
  APInt S = elemFromRegister(A.DT, ScalarBits);
  return maskOf(A, [&](unsigned I, unsigned J) {
    return compareElem(K, A.DT, A.at(I, J), S);
  });
}

static Error checkMask(const RefTile &Mask, const RefTile &A) {
  if (Mask.DT != DType::U8 || Mask.Rows != A.Rows ||
      Mask.Cols != (A.Cols + 7) / 8)
    return semError("a " + describe(Mask) + " mask cannot select " +
                    describe(A) + " elements");
  return Error::success();
}

static bool maskBit(const RefTile &Mask, unsigned I, unsigned J) {
  return Mask.at(I, J / 8)[J % 8];
}

Expected<RefTile> ptoref::select(const RefTile &Mask, const RefTile &A,
                                 const RefTile &B) {
  if (Error E = checkMask(Mask, A))
    return std::move(E);
  if (A.Rows != B.Rows || A.Cols != B.Cols || A.DT != B.DT)
    return semError("selected tiles differ: " + describe(A) + " and " +
                    describe(B));
  RefTile R = B;
  for (unsigned I = 0; I < A.Rows; ++I)
    for (unsigned J = 0; J < A.Cols; ++J)
      if (maskBit(Mask, I, J))
        R.at(I, J) = A.at(I, J);
  return R;
}

Expected<RefTile> ptoref::selectScalar(const RefTile &Mask, const RefTile &A,
                                       uint64_t ScalarBits) {
  if (Error E = checkMask(Mask, A))
    return std::move(E);
  RefTile R = fill(A.DT, A.Rows, A.Cols, ScalarBits);
  for (unsigned I = 0; I < A.Rows; ++I)
    for (unsigned J = 0; J < A.Cols; ++J)
      if (maskBit(Mask, I, J))
        R.at(I, J) = A.at(I, J);
  return R;
}

Expected<RefTile> ptoref::indexRow(DType DT, unsigned Rows, unsigned Cols,
                                   uint64_t StartBits, bool Descending) {
  if (dtypeIsFloat(DT) || dtypeBytes(DT) < 2)
    return notAccepted("tci", DT);
  if (Rows != 1)
    return semError("tci writes one row, not " + Twine(Rows));
  RefTile R(DT, Rows, Cols);
  APInt V = elemFromRegister(DT, StartBits), One(elemBits(DT), 1);
  for (unsigned J = 0; J < Cols; ++J) {
    R.at(0, J) = V;
    V = Descending ? V - One : V + One;
  }
  return R;
}

// Issue 13 (V): valid regions and padding.
Expected<RefTile> ptoref::fillPad(const RefTile &S, int64_t VRows,
                                  int64_t VCols, unsigned Pad) {
  if (VRows < 0 || VRows > int64_t(S.Rows) || VCols < 0 ||
      VCols > int64_t(S.Cols))
    return semError("valid region " + Twine(VRows) + " x " + Twine(VCols) +
                    " does not fit the " + Twine(S.Rows) + " x " +
                    Twine(S.Cols) + " tile");
  unsigned W = elemBits(S.DT);
  APInt PadV(W, 0);
  if (Pad != 0) {
    bool Low = Pad == 1;
    if (dtypeIsFloat(S.DT))
      PadV = APFloat::getInf(floatFormat(S.DT), Low).bitcastToAPInt();
    else if (S.DT == DType::U8 || S.DT == DType::U16 || S.DT == DType::U32)
      PadV = Low ? APInt::getMinValue(W) : APInt::getMaxValue(W);
    else
      PadV = Low ? APInt::getSignedMinValue(W) : APInt::getSignedMaxValue(W);
  }
  RefTile R = S;
  for (unsigned I = 0; I < S.Rows; ++I)
    for (unsigned J = 0; J < S.Cols; ++J)
      if (int64_t(I) >= VRows || int64_t(J) >= VCols)
        R.at(I, J) = PadV;
  return R;
}

RefTile ptoref::triangle(DType DT, unsigned Rows, unsigned Cols, int64_t Diag,
                         bool Upper) {
  RefTile R(DT, Rows, Cols);
  APInt One = dtypeIsFloat(DT)
                  ? APFloat::getOne(floatFormat(DT)).bitcastToAPInt()
                  : APInt(elemBits(DT), 1);
  for (unsigned I = 0; I < Rows; ++I)
    for (unsigned J = 0; J < Cols; ++J) {
      // Lower: j - i <= d; upper: j - i >= d.
      int64_t Off = int64_t(J) - int64_t(I);
      if (Upper ? Off >= Diag : Off <= Diag)
        R.at(I, J) = One;
    }
  return R;
}

APInt ptoref::readElem(const uint8_t *P, DType DT) {
  unsigned Bytes = dtypeBytes(DT);
  APInt V(Bytes * 8, 0);
  for (unsigned B = 0; B < Bytes; ++B)
    V.insertBits(APInt(8, P[B]), 8 * B);
  return V;
}

void ptoref::writeElem(uint8_t *P, DType DT, const APInt &Bits) {
  for (unsigned B = 0; B < dtypeBytes(DT); ++B)
    P[B] = uint8_t(Bits.extractBitsAsZExtValue(8, 8 * B));
}

// Issue 14 (D): arg reductions, partial reductions.
Expected<RefTile> ptoref::argReduce(bool Max, Axis Along, const RefTile &A,
                                    DType Index) {
  if (!acceptsReduce(A.DT))
    return notAccepted("an arg reduction", A.DT);
  if (Index != DType::U32 && Index != DType::I32)
    return semError(Twine("an arg reduction's index is u32 or i32, not ") +
                    dtypeName(Index));
  bool Rows = Along == Axis::Row;
  unsigned Lines = Rows ? A.Rows : A.Cols, Len = Rows ? A.Cols : A.Rows;
  RefTile R(Index, Rows ? A.Rows : 1, Rows ? 1 : A.Cols);
  for (unsigned L = 0; L < Lines; ++L) {
    auto Elem = [&](unsigned I) -> const APInt & {
      return Rows ? A.at(L, I) : A.at(I, L);
    };
    // Whether element I replaces the current best B: strictly beyond it
    // (ties keep the earlier index), a NaN never.
    auto Beats = [&](unsigned I, unsigned B) {
      if (!dtypeIsFloat(A.DT))
        return Max ? Elem(I).sgt(Elem(B)) : Elem(I).slt(Elem(B));
      APFloat X = floatValue(A.DT, Elem(I)), Y = floatValue(A.DT, Elem(B));
      if (X.isNaN())
        return false;
      if (Y.isNaN())
        return true;
      return X.compare(Y) ==
             (Max ? APFloat::cmpGreaterThan : APFloat::cmpLessThan);
    };
    unsigned Best = 0;
    for (unsigned I = 1; I < Len; ++I)
      if (Beats(I, Best))
        Best = I;
    R.Elems[L] = APInt(32, Best);
  }
  return R;
}

Expected<RefTile> ptoref::partial(BinaryKind K, const RefTile &A,
                                  const RefTile &B) {
  if (A.DT != B.DT)
    return semError("operands differ: " + describe(A) + " and " + describe(B));
  if (!acceptsBinary(K, A.DT))
    return notAccepted("a partial builtin", A.DT);
  if (B.Rows > A.Rows || B.Cols > A.Cols)
    return semError("the second source " + describe(B) +
                    " does not fit inside the first, " + describe(A));
  // Where only A is defined its element is the result.
  RefTile R = A;
  for (unsigned I = 0; I < B.Rows; ++I)
    for (unsigned J = 0; J < B.Cols; ++J)
      R.at(I, J) = binaryElem(K, A.DT, A.at(I, J), B.at(I, J));
  return R;
}

Expected<RefTile> ptoref::gather(const RefTile &Src, const RefTile &Idx) {
  unsigned W = elemBits(Src.DT);
  bool Signed = Idx.DT == DType::I32 || Idx.DT == DType::I16;
  bool Unsigned = Idx.DT == DType::U32 || Idx.DT == DType::U16;
  if ((W != 16 && W != 32) || (!Signed && !Unsigned) || elemBits(Idx.DT) != W)
    return semError("a gather of " + describe(Src) + " by " + describe(Idx) +
                    " (indices of the data's width: u32/i32, u16/i16)");
  int64_t N = int64_t(Src.Rows) * Src.Cols;
  RefTile R(Src.DT, Idx.Rows, Idx.Cols);
  for (unsigned I = 0; I < Idx.Rows; ++I)
    for (unsigned J = 0; J < Idx.Cols; ++J) {
      const APInt &K = Idx.at(I, J);
      int64_t V = Signed ? K.getSExtValue() : int64_t(K.getZExtValue());
      if (V < 0 || V >= N)
        return semError("index " + Twine(V) + " at (" + Twine(I) + ", " +
                        Twine(J) + ") is outside the " + describe(Src) +
                        " source");
      R.at(I, J) = Src.Elems[V];
    }
  return R;
}

// Issue 14 (14F): fixpipe conversions on the way out of L0C.
Expected<RefTile> ptoref::fixpipeConvert(const RefTile &Acc, DType Dst,
                                         uint32_t ScaleBits, bool Relu) {
  bool FromF32 = Acc.DT == DType::F32, FromI32 = Acc.DT == DType::I32;
  bool OK = (FromF32 &&
             (Dst == DType::F16 || Dst == DType::BF16 || Dst == DType::I8)) ||
            (FromI32 && (Dst == DType::F16 || Dst == DType::I8));
  if (!OK)
    return semError(Twine("the fixpipe has no ") + dtypeName(Acc.DT) + " -> " +
                    dtypeName(Dst) +
                    " conversion (f32 -> f16/bf16/i8, i32 -> f16/i8)");
  const fltSemantics &F32 = APFloat::IEEEsingle();
  APFloat Scale(F32, APInt(32, ScaleBits));
  RefTile R(Dst, Acc.Rows, Acc.Cols);
  for (unsigned I = 0; I < Acc.Rows; ++I)
    for (unsigned J = 0; J < Acc.Cols; ++J) {
      APFloat V(F32);
      if (FromF32) {
        V = APFloat(F32, Acc.at(I, J));
      } else {
        V = APFloat::getZero(F32);
        V.convertFromAPInt(Acc.at(I, J), /*IsSigned=*/true, RNE);
      }
      if (Relu && V.isNegative() && !V.isZero() && !V.isNaN())
        V = APFloat::getZero(F32);
      V.multiply(Scale, RNE);
      if (Dst != DType::I8) {
        R.at(I, J) = roundTo(V, Dst);
        continue;
      }
      int64_t Q = 0;
      if (!V.isNaN()) {
        APFloat Lo(F32, "-128"), Hi(F32, "127");
        V.roundToIntegral(RNE);
        if (V.compare(Lo) == APFloat::cmpLessThan)
          V = Lo;
        if (V.compare(Hi) == APFloat::cmpGreaterThan)
          V = Hi;
        APSInt Int(32, /*isUnsigned=*/false);
        bool Exact;
        V.convertToInteger(Int, RNE, &Exact);
        Q = Int.getSExtValue();
      }
      R.at(I, J) = APInt(8, uint64_t(Q), /*isSigned=*/true);
    }
  return R;
}

// Issue 14 (14S): sort. A selection: each output slot takes the first (in
// position order) of the remaining pairs that no other remaining pair
// outranks.
Expected<RefTile> ptoref::sort32(const RefTile &Src, const RefTile &Idx) {
  if (Src.DT != DType::F32 || Idx.DT != DType::U32 || Idx.Rows != Src.Rows ||
      Idx.Cols != Src.Cols || Src.Cols % 32 != 0)
    return semError("tsort32 of " + describe(Src) + " by " + describe(Idx) +
                    " (f32 values, u32 indices of their shape, whole "
                    "32-element blocks)");
  const fltSemantics &F32 = APFloat::IEEEsingle();
  // Whether pair (V, I) ranks before (W, J).
  auto Outranks = [](const APFloat &V, uint64_t I, const APFloat &W,
                     uint64_t J) {
    if (V.isNaN() != W.isNaN())
      return V.isNaN();
    if (!V.isNaN()) {
      APFloat::cmpResult C = V.compare(W);
      if (C == APFloat::cmpGreaterThan)
        return true;
      if (C == APFloat::cmpLessThan)
        return false;
    }
    return I < J;
  };
  RefTile R(DType::F32, Src.Rows, 2 * Src.Cols);
  for (unsigned Row = 0; Row < Src.Rows; ++Row)
    for (unsigned B = 0; B < Src.Cols; B += 32) {
      bool Taken[32] = {};
      for (unsigned Slot = 0; Slot < 32; ++Slot) {
        int Best = -1;
        for (unsigned K = 0; K < 32; ++K) {
          if (Taken[K])
            continue;
          if (Best < 0 ||
              Outranks(APFloat(F32, Src.at(Row, B + K)),
                       Idx.at(Row, B + K).getZExtValue(),
                       APFloat(F32, Src.at(Row, B + Best)),
                       Idx.at(Row, B + Best).getZExtValue()))
            Best = int(K);
        }
        Taken[Best] = true;
        R.at(Row, B * 2 + 2 * Slot) = Src.at(Row, B + Best);
        R.at(Row, B * 2 + 2 * Slot + 1) = Idx.at(Row, B + Best);
      }
    }
  return R;
}

// Issue 14 (14M): merge sort. Each group as a tree of stable two-way
// merges, (block 0 with 1) with (2 with 3), a tie taking the left run: the
// same order as one four-way merge that prefers the earlier block.
Expected<RefTile> ptoref::mrgsort(const RefTile &Src, int64_t BlockLen) {
  if (Src.DT != DType::F32 || Src.Rows != 1 || BlockLen <= 0 ||
      BlockLen % 64 != 0 || Src.Cols % (4 * BlockLen) != 0)
    return semError("tmrgsort of " + describe(Src) + " in blocks of " +
                    Twine(BlockLen) +
                    " (one f32 row of value/index pairs, blocks a positive "
                    "multiple of 64, four to a group)");
  const fltSemantics &F32 = APFloat::IEEEsingle();
  using Pair = std::pair<APInt, APInt>;
  // Whether the right run's head goes first: it ranks strictly higher.
  auto RightFirst = [&](const Pair &L, const Pair &R) {
    APFloat A(F32, L.first), B(F32, R.first);
    if (A.isNaN() || B.isNaN())
      return B.isNaN() && !A.isNaN();
    return B.compare(A) == APFloat::cmpGreaterThan;
  };
  auto Merge = [&](const std::vector<Pair> &L, const std::vector<Pair> &R) {
    std::vector<Pair> Out;
    size_t I = 0, J = 0;
    while (I < L.size() || J < R.size()) {
      if (J < R.size() && (I == L.size() || RightFirst(L[I], R[J])))
        Out.push_back(R[J++]);
      else
        Out.push_back(L[I++]);
    }
    return Out;
  };
  RefTile R(DType::F32, 1, Src.Cols);
  unsigned L = unsigned(BlockLen);
  for (unsigned G = 0; G < Src.Cols; G += 4 * L) {
    std::vector<Pair> Blocks[4];
    for (unsigned B = 0; B < 4; ++B)
      for (unsigned K = 0; K < L; K += 2)
        Blocks[B].push_back(
            {Src.at(0, G + B * L + K), Src.at(0, G + B * L + K + 1)});
    std::vector<Pair> Run =
        Merge(Merge(Blocks[0], Blocks[1]), Merge(Blocks[2], Blocks[3]));
    for (unsigned K = 0; K < Run.size(); ++K) {
      R.at(0, G + 2 * K) = Run[K].first;
      R.at(0, G + 2 * K + 1) = Run[K].second;
    }
  }
  return R;
}

// Issue 14 (14M): scatter. A copy of the destination, then one write per
// source element in order (the last of repeated indices stays).
Expected<RefTile> ptoref::scatter(const RefTile &Dst, const RefTile &Src,
                                  const RefTile &Idx) {
  unsigned W = elemBits(Dst.DT);
  bool Signed = Idx.DT == DType::I32 || Idx.DT == DType::I16;
  bool Unsigned = Idx.DT == DType::U32 || Idx.DT == DType::U16;
  if ((W != 16 && W != 32) || (!Signed && !Unsigned) || elemBits(Idx.DT) != W ||
      Src.DT != Dst.DT || Idx.Rows != Src.Rows || Idx.Cols != Src.Cols)
    return semError("a scatter of " + describe(Src) + " into " + describe(Dst) +
                    " by " + describe(Idx) +
                    " (indices of the data's width and the source's shape)");
  int64_t N = int64_t(Dst.Rows) * Dst.Cols;
  RefTile R = Dst;
  for (unsigned I = 0; I < Src.Rows; ++I)
    for (unsigned J = 0; J < Src.Cols; ++J) {
      const APInt &K = Idx.at(I, J);
      int64_t V = Signed ? K.getSExtValue() : int64_t(K.getZExtValue());
      if (V < 0 || V >= N)
        return semError("index " + Twine(V) + " at (" + Twine(I) + ", " +
                        Twine(J) + ") is outside the " + describe(Dst) +
                        " destination");
      R.Elems[V] = Src.at(I, J);
    }
  return R;
}

// Issue 14 (14G): byte-offset gather. An aligned byte offset names element
// Off / size of the row-major source; the bounds are checked in bytes.
Expected<RefTile> ptoref::gatherb(const RefTile &Src, const RefTile &Off) {
  if (Off.DT != DType::U32)
    return semError("a byte-offset gather of " + describe(Src) + " by " +
                    describe(Off) + " (the offsets are u32)");
  uint64_t Size = elemBits(Src.DT) / 8;
  uint64_t Bytes = uint64_t(Src.Rows) * Src.Cols * Size;
  RefTile R(Src.DT, Off.Rows, Off.Cols);
  for (unsigned I = 0; I < Off.Rows; ++I)
    for (unsigned J = 0; J < Off.Cols; ++J) {
      uint64_t K = Off.at(I, J).getZExtValue();
      if (K >= Bytes || Bytes - K < Size)
        return semError("byte offset " + Twine(K) + " at (" + Twine(I) + ", " +
                        Twine(J) + ") is outside the " + describe(Src) +
                        " source (" + Twine(Bytes) + " bytes)");
      if (K % Size != 0)
        return semError("byte offset " + Twine(K) + " at (" + Twine(I) + ", " +
                        Twine(J) + ") is not a multiple of the " + Twine(Size) +
                        "-byte element");
      R.at(I, J) = Src.Elems[K / Size];
    }
  return R;
}

// Issue 14 (14M): the two-list merge as a sequence of (value, index) pairs:
// each list a queue, the merged run built by repeatedly taking the front
// of B when it ranks strictly higher than A's (APFloat), else A's; with
// Exhausted the run ends when either queue is empty. Defined on unsorted
// lists too, as the machine's merge is (the head, not the list, is ranked).
Expected<MergeOf2> ptoref::mergeTwo(const RefTile &A, const RefTile &B,
                                    uint64_t Exhausted) {
  if (A.DT != DType::F32 || B.DT != DType::F32 || A.Rows != 1 || B.Rows != 1 ||
      A.Cols != B.Cols || A.Cols % 8 != 0 || Exhausted > 1)
    return semError("tmrgsort2 of " + describe(A) + " and " + describe(B) +
                    " (exhausted " + Twine(Exhausted) +
                    "; two f32 rows of value/index pairs of one length, a "
                    "multiple of 8; exhausted 0 or 1)");
  const fltSemantics &F32 = APFloat::IEEEsingle();
  // Whether value X ranks strictly higher than value Y.
  auto Higher = [&](const APInt &X, const APInt &Y) {
    APFloat FX(F32, X), FY(F32, Y);
    if (FX.isNaN() || FY.isNaN())
      return FX.isNaN() && !FY.isNaN();
    return FX.compare(FY) == APFloat::cmpGreaterThan;
  };
  using Pair = std::pair<APInt, APInt>;
  auto Queue = [](const RefTile &T) {
    std::deque<Pair> Q;
    for (unsigned C = 0; C + 1 < T.Cols; C += 2)
      Q.push_back({T.at(0, C), T.at(0, C + 1)});
    return Q;
  };
  std::deque<Pair> QA = Queue(A), QB = Queue(B);
  std::vector<Pair> Run;
  unsigned TakenA = 0, TakenB = 0;
  while (!(QA.empty() && QB.empty()) &&
         !(Exhausted && (QA.empty() || QB.empty()))) {
    bool FromB = QA.empty() || (!QB.empty() && Higher(QB.front().first,
                                                      QA.front().first));
    std::deque<Pair> &Q = FromB ? QB : QA;
    Run.push_back(Q.front());
    Q.pop_front();
    ++(FromB ? TakenB : TakenA);
  }
  MergeOf2 M{RefTile(DType::F32, 1, 2 * A.Cols), RefTile(DType::U16, 1, 4)};
  for (unsigned K = 0; K < Run.size(); ++K) {
    M.Merged.at(0, 2 * K) = Run[K].first;
    M.Merged.at(0, 2 * K + 1) = Run[K].second;
  }
  M.Counts.at(0, 0) = APInt(16, TakenA);
  M.Counts.at(0, 1) = APInt(16, TakenB);
  return M;
}
