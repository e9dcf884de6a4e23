//===-- TileSemantics.cpp - Element types and tile operations -------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "TileSemantics.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

using namespace ptosim;

static uint32_t floatBits(float F) {
  uint32_t U;
  std::memcpy(&U, &F, 4);
  return U;
}
static float bitsFloat(uint32_t U) {
  float F;
  std::memcpy(&F, &U, 4);
  return F;
}

float ptosim::halfToFloat(uint16_t H) {
  uint32_t Sign = uint32_t(H & 0x8000) << 16;
  uint32_t Exp = (H >> 10) & 0x1f, Man = H & 0x3ff;
  if (Exp == 0) {
    // Zero or subnormal: Man * 2^-24.
    float F = std::ldexp(float(Man), -24);
    return Sign ? -F : F;
  }
  if (Exp == 31)
    return bitsFloat(Sign | 0x7f800000 | (Man << 13));
  return bitsFloat(Sign | ((Exp + 112) << 23) | (Man << 13));
}

/// \p V rounded once to a 16-bit float format of \p ExpBits exponent and
/// \p ManBits fraction bits (half: 5, 10; bfloat: 8, 7), to nearest even:
/// the value's quantum at its binade (or at the subnormal range) scales it
/// to an exact double whose nearest integer is the significand.
static uint16_t roundTo16(double V, unsigned ExpBits, unsigned ManBits) {
  uint16_t Sign = std::signbit(V) ? 0x8000 : 0;
  uint16_t ExpMask = uint16_t(((1u << ExpBits) - 1) << ManBits);
  if (std::isnan(V))
    return Sign | ExpMask | uint16_t(1u << (ManBits - 1));
  double A = std::fabs(V);
  int Bias = (1 << (ExpBits - 1)) - 1, EMin = 1 - Bias;
  if (std::isinf(A))
    return Sign | ExpMask;
  if (A == 0)
    return Sign;
  int K;
  std::frexp(A, &K); // A = F * 2^K, F in [0.5, 1): leading bit 2^(K-1)
  int E = std::max(K - 1, EMin);
  double Q = std::ldexp(A, int(ManBits) - E); // exact
  double R = std::nearbyint(Q); // default rounding: to nearest even
  if (R >= std::ldexp(1.0, int(ManBits) + 1)) { // carried into the next binade
    R /= 2;
    ++E;
  }
  if (E > Bias) // overflow
    return Sign | ExpMask;
  uint32_t Sig = uint32_t(R);
  if (Sig < (1u << ManBits)) // subnormal (E == EMin), or zero
    return Sign | uint16_t(Sig);
  return Sign | uint16_t(uint32_t(E + Bias) << ManBits) |
         uint16_t(Sig - (1u << ManBits));
}

// Float is exact in double: one rounding for floats and doubles alike.
uint16_t ptosim::floatToHalf(float F) { return roundTo16(F, 5, 10); }

float ptosim::bf16ToFloat(uint16_t H) { return bitsFloat(uint32_t(H) << 16); }

uint16_t ptosim::floatToBF16(float F) {
  uint32_t U = floatBits(F);
  if ((U & 0x7fffffff) > 0x7f800000) // NaN: keep the payload's top, quiet.
    return uint16_t((U >> 16) | 0x40);
  return roundTo16(F, 8, 7);
}

uint64_t ptosim::loadBits(const uint8_t *P, DType DT) {
  uint64_t V = 0;
  std::memcpy(&V, P, dtypeBytes(DT)); // little-endian host
  return V;
}

void ptosim::storeBits(uint8_t *P, DType DT, uint64_t Bits) {
  std::memcpy(P, &Bits, dtypeBytes(DT));
}

int64_t ptosim::loadInt(const uint8_t *P, DType DT) {
  // Little-endian host: the element's bytes are the low bytes of a word.
  uint64_t U = 0;
  unsigned Bytes = dtypeBytes(DT);
  std::memcpy(&U, P, Bytes);
  if (!dtypeIsSigned(DT))
    return int64_t(U); // u8, u16, u32: zero-extended
  unsigned Shift = 64 - 8 * Bytes;
  return int64_t(U << Shift) >> Shift;
}

void ptosim::storeInt(uint8_t *P, DType DT, int64_t V) {
  uint64_t U = uint64_t(V); // wraps to the element's width
  std::memcpy(P, &U, dtypeBytes(DT));
}

double ptosim::loadElem(const uint8_t *P, DType DT) {
  switch (DT) {
  case DType::F16:
    return halfToFloat(uint16_t(loadBits(P, DT)));
  case DType::BF16:
    return bf16ToFloat(uint16_t(loadBits(P, DT)));
  case DType::F32:
    return bitsFloat(uint32_t(loadBits(P, DT)));
  case DType::I8:
  case DType::I32:
  // Issue 14 (B): types, compare/select, integer ops.
  case DType::U8:
  case DType::I16:
  case DType::U16:
  case DType::U32:
    return double(loadInt(P, DT));
  }
  return 0;
}

/// Float to integer: round to nearest even, saturate to the type's range
/// (unsigned types to [0, 2^n - 1]), NaN -> 0.
static int64_t toIntSat(double V, DType DT) {
  if (std::isnan(V))
    return 0;
  unsigned Bits = 8 * dtypeBytes(DT);
  double Lo = dtypeIsSigned(DT) ? -std::ldexp(1.0, Bits - 1) : 0.0;
  double Hi = dtypeIsSigned(DT) ? std::ldexp(1.0, Bits - 1) - 1
                                : std::ldexp(1.0, Bits) - 1;
  V = std::nearbyint(V);
  return int64_t(std::min(std::max(V, Lo), Hi));
}

void ptosim::storeElem(uint8_t *P, DType DT, double V) {
  switch (DT) {
  case DType::F16:
    storeBits(P, DT, roundTo16(V, 5, 10));
    return;
  case DType::BF16:
    storeBits(P, DT, roundTo16(V, 8, 7));
    return;
  case DType::F32:
    storeBits(P, DT, floatBits(float(V)));
    return;
  case DType::I8:
  case DType::I32:
  // Issue 14 (B): types, compare/select, integer ops.
  case DType::U8:
  case DType::I16:
  case DType::U16:
  case DType::U32:
    storeInt(P, DT, toIntSat(V, DT));
    return;
  }
}

/// Float elements are computed in f32 and rounded once to the element type.
static float loadF(const uint8_t *P, DType DT) {
  return float(loadElem(P, DT));
}
static void storeF(uint8_t *P, DType DT, float V) { storeElem(P, DT, V); }

/// Element arithmetic in the two computation types: float (f32, rounded
/// once on the store) and int64_t (integers, wrapped on the store). Where the
/// two differ, an overload pair below says how.
template <typename T> static T loadNum(const uint8_t *P, DType DT);
template <> float loadNum<float>(const uint8_t *P, DType DT) {
  return loadF(P, DT);
}
template <> int64_t loadNum<int64_t>(const uint8_t *P, DType DT) {
  return loadInt(P, DT);
}
static void storeNum(uint8_t *P, DType DT, float V) { storeF(P, DT, V); }
static void storeNum(uint8_t *P, DType DT, int64_t V) { storeInt(P, DT, V); }

static float mulNum(float A, float B) { return A * B; }
static int64_t mulNum(int64_t A, int64_t B) {
  return int64_t(uint64_t(A) * uint64_t(B));
}
static float divNum(float A, float B) { return A / B; }
static int64_t divNum(int64_t A, int64_t B) {
  if (B == 0)
    return 0; // No trap: x / 0 = 0 (docs/simulator.md).
  if (B == -1)
    return -A; // INT_MIN / -1 wraps to INT_MIN on the store.
  return A / B;
}
static float maxNum(float A, float B) { return std::fmax(A, B); }
static int64_t maxNum(int64_t A, int64_t B) { return std::max(A, B); }
static float minNum(float A, float B) { return std::fmin(A, B); }
static int64_t minNum(int64_t A, int64_t B) { return std::min(A, B); }
// Issue 14 (A): broadcasts, arithmetic, reductions.
static float powNum(float A, float B) { return std::pow(A, B); }
/// Integer power, wrapping to 32 bits; a negative exponent gives the integer
/// part of 1 / A^-B: 1 for A = 1, +-1 for A = -1, else 0 (0 for A = 0 too:
/// no trap, as x / 0 = 0).
static int64_t powNum(int64_t A, int64_t B) {
  if (B < 0)
    return A == 1 ? 1 : A == -1 ? ((B & 1) ? -1 : 1) : 0;
  uint32_t R = 1, X = uint32_t(A);
  for (uint64_t E = uint64_t(B); E; E >>= 1) {
    if (E & 1)
      R *= X;
    X *= X;
  }
  return int32_t(R);
}
template <typename T> static T preluNum(T A, T B) {
  return A > 0 ? A : mulNum(A, B);
}

// Issue 14 (B): types, compare/select, integer ops.
// Bitwise and shifts exist for integers only (the verifier's table); the
// float overloads are never reached.
static float bitNum(BinOp, float, float, DType) { return 0; }
static int64_t bitNum(BinOp Op, int64_t A, int64_t B, DType DT) {
  unsigned W = 8 * dtypeBytes(DT);
  // A shift count is the element's unsigned value: a negative signed count
  // is at least the width.
  uint64_t Count = uint64_t(B) & (W == 64 ? ~0ull : (1ull << W) - 1);
  switch (Op) {
  case BinOp::And:
    return A & B;
  case BinOp::Or:
    return A | B;
  case BinOp::Xor:
    return A ^ B;
  case BinOp::Shl:
    return Count >= W ? 0 : int64_t(uint64_t(A) << Count);
  case BinOp::Shr:
    // A is sign-extended (signed types) or zero-extended: >> on int64 is an
    // arithmetic or, for the non-negative unsigned values, logical shift.
    if (Count >= W)
      return A < 0 ? -1 : 0;
    return A >> Count;
  default:
    return 0;
  }
}
/// trem: the sign of the divisor (floored); tfmod: the sign of the dividend
/// (C fmod, C %). x rem 0 = x for integers.
static float remNum(BinOp Op, float A, float B) {
  float R = std::fmod(A, B); // exact
  if (Op == BinOp::Rem && R != 0 && std::signbit(R) != std::signbit(B))
    R += B;
  return R;
}
static int64_t remNum(BinOp Op, int64_t A, int64_t B) {
  if (B == 0)
    return A;
  int64_t R = A % B; // |values| < 2^32: no overflow
  if (Op == BinOp::Rem && R != 0 && (R < 0) != (B < 0))
    R += B;
  return R;
}

template <typename T> static T binNum(BinOp Op, T A, T B, DType DT) {
  switch (Op) {
  case BinOp::Add:
    return A + B;
  case BinOp::Sub:
    return A - B;
  case BinOp::Mul:
    return mulNum(A, B);
  case BinOp::Div:
    return divNum(A, B);
  case BinOp::Max:
    return maxNum(A, B);
  case BinOp::Min:
    return minNum(A, B);
  // Issue 14 (A): broadcasts, arithmetic, reductions.
  case BinOp::ExpDif:
    return A - B; // binElem takes the exp of the rounded difference.
  case BinOp::Pow:
    return powNum(A, B);
  case BinOp::PRelu:
    return preluNum(A, B);
  // Issue 14 (B): types, compare/select, integer ops.
  case BinOp::And:
  case BinOp::Or:
  case BinOp::Xor:
  case BinOp::Shl:
  case BinOp::Shr:
    return bitNum(Op, A, B, DT);
  case BinOp::Rem:
  case BinOp::FMod:
    return remNum(Op, A, B);
  }
  return 0;
}

template <typename T>
static void binElemAs(BinOp Op, uint8_t *D, const uint8_t *A, const uint8_t *B,
                      DType DT) {
  storeNum(D, DT, binNum(Op, loadNum<T>(A, DT), loadNum<T>(B, DT), DT));
}

static void binElem(BinOp Op, uint8_t *D, const uint8_t *A, const uint8_t *B,
                    DType DT) {
  if (dtypeIsFloat(DT))
    binElemAs<float>(Op, D, A, B, DT);
  else
    binElemAs<int64_t>(Op, D, A, B, DT);
  // texp of the difference as stored in the element type (pto-isa's
  // TROWEXPANDEXPDIF is TROWEXPANDSUB followed by TEXP).
  if (Op == BinOp::ExpDif)
    storeF(D, DT, std::exp(loadF(D, DT)));
}

void ptosim::binary(BinOp Op, const Tile &Dst, const Tile &A, const Tile &B) {
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C)
      binElem(Op, Dst.at(R, C), A.at(R, C), B.at(R, C), Dst.DT);
}

void ptosim::binaryScalar(BinOp Op, const Tile &Dst, const Tile &A,
                          uint64_t Bits) {
  uint8_t S[8];
  storeBits(S, Dst.DT, Bits);
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C)
      binElem(Op, Dst.at(R, C), A.at(R, C), S, Dst.DT);
}

void ptosim::unary(UnOp Op, const Tile &Dst, const Tile &A) {
  DType DT = Dst.DT;
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C) {
      uint8_t *D = Dst.at(R, C);
      const uint8_t *S = A.at(R, C);
      if (!dtypeIsFloat(DT)) {
        int64_t V = loadInt(S, DT);
        switch (Op) {
        case UnOp::Abs:
          V = V < 0 ? -V : V;
          break;
        case UnOp::Neg:
          V = -V;
          break;
        case UnOp::Relu:
          V = V < 0 ? 0 : V;
          break;
        case UnOp::Not: // Issue 14 (B)
          V = ~V;
          break;
        default:
          V = 0; // Not accepted for integers by the verifier.
        }
        storeInt(D, DT, V);
        continue;
      }
      float V = loadF(S, DT);
      switch (Op) {
      case UnOp::Exp:
        V = std::exp(V);
        break;
      case UnOp::Log:
        V = std::log(V);
        break;
      case UnOp::Sqrt:
        V = std::sqrt(V);
        break;
      case UnOp::Rsqrt:
        V = 1.0f / std::sqrt(V);
        break;
      case UnOp::Recip:
        V = 1.0f / V;
        break;
      case UnOp::Abs:
        V = std::fabs(V);
        break;
      case UnOp::Neg:
        V = -V;
        break;
      case UnOp::Relu:
        V = V > 0 ? V : 0.0f;
        break;
      case UnOp::Not: // integers only (the verifier's table)
        break;
      }
      storeF(D, DT, V);
    }
}

void ptosim::reduce(ReduceOp Op, const Tile &Dst, const Tile &A) {
  DType DT = A.DT;
  bool Row = Op == ReduceOp::RowSum || Op == ReduceOp::RowMax ||
             Op == ReduceOp::RowMin || Op == ReduceOp::RowProd;
  BinOp Step = Op == ReduceOp::RowSum || Op == ReduceOp::ColSum   ? BinOp::Add
               : Op == ReduceOp::RowMax || Op == ReduceOp::ColMax ? BinOp::Max
               : Op == ReduceOp::RowMin || Op == ReduceOp::ColMin ? BinOp::Min
                                                                  : BinOp::Mul;
  unsigned Outer = Row ? A.Rows : A.Cols, Inner = Row ? A.Cols : A.Rows;
  for (unsigned O = 0; O < Outer; ++O) {
    // Floats accumulate in f32 and round once; integers wrap (to 32 bits:
    // i32 is the one integer type reductions take).
    float FAcc = 0;
    int64_t IAcc = 0;
    for (unsigned I = 0; I < Inner; ++I) {
      const uint8_t *S = Row ? A.at(O, I) : A.at(I, O);
      if (dtypeIsFloat(DT)) {
        float V = loadF(S, DT);
        FAcc = I == 0 ? V : binNum(Step, FAcc, V, DT);
      } else {
        int64_t V = loadInt(S, DT);
        IAcc = I == 0 ? V : int64_t(int32_t(binNum(Step, IAcc, V, DT)));
      }
    }
    uint8_t *D = Row ? Dst.at(O, 0) : Dst.at(0, O);
    if (dtypeIsFloat(DT))
      storeF(D, DT, FAcc);
    else
      storeInt(D, DT, IAcc);
  }
}

void ptosim::expand(bool Rows, const Tile &Dst, const Tile &A) {
  unsigned B = dtypeBytes(Dst.DT);
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C)
      std::memcpy(Dst.at(R, C), Rows ? A.at(R, 0) : A.at(0, C), B);
}

void ptosim::convert(const Tile &Dst, const Tile &A) {
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C) {
      if (!dtypeIsFloat(A.DT) && !dtypeIsFloat(Dst.DT))
        storeInt(Dst.at(R, C), Dst.DT, loadInt(A.at(R, C), A.DT));
      else
        storeElem(Dst.at(R, C), Dst.DT, loadElem(A.at(R, C), A.DT));
    }
}

void ptosim::transpose(const Tile &Dst, const Tile &A) {
  unsigned B = dtypeBytes(Dst.DT);
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C)
      std::memcpy(Dst.at(R, C), A.at(C, R), B);
}

void ptosim::fill(const Tile &Dst, uint64_t Bits) {
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C)
      storeBits(Dst.at(R, C), Dst.DT, Bits);
}

/// Dst = A * B (+ C) (+ Bias), accumulated in T.
template <typename T>
static void matmulAs(const Tile &Dst, const Tile &A, const Tile &B,
                     const Tile *C, const Tile *Bias) {
  unsigned K = A.Cols;
  for (unsigned M = 0; M < Dst.Rows; ++M)
    for (unsigned N = 0; N < Dst.Cols; ++N) {
      T Acc = C ? loadNum<T>(C->at(M, N), C->DT) : T(0);
      if (Bias)
        Acc += loadNum<T>(Bias->at(0, N), Bias->DT);
      for (unsigned I = 0; I < K; ++I) {
        // Issue 14 (14F): the product is rounded to T before the add (two
        // statements: no fused multiply-add contraction for f32 inputs).
        T Prod = loadNum<T>(A.at(M, I), A.DT) * loadNum<T>(B.at(I, N), B.DT);
        Acc += Prod;
      }
      storeNum(Dst.at(M, N), Dst.DT, Acc);
    }
}

void ptosim::matmul(const Tile &Dst, const Tile &A, const Tile &B,
                    const Tile *C, const Tile *Bias) {
  if (dtypeIsFloat(A.DT))
    matmulAs<float>(Dst, A, B, C, Bias);
  else
    matmulAs<int64_t>(Dst, A, B, C, Bias);
}

// Issue 14 (B): types, compare/select, integer ops.
template <typename T> static bool cmpNum(CmpOp Op, T A, T B) {
  // Host float comparisons: every ordered one is false with a NaN, != true.
  switch (Op) {
  case CmpOp::EQ:
    return A == B;
  case CmpOp::NE:
    return A != B;
  case CmpOp::LT:
    return A < B;
  case CmpOp::LE:
    return A <= B;
  case CmpOp::GT:
    return A > B;
  case CmpOp::GE:
    return A >= B;
  }
  return false;
}

void ptosim::compare(CmpOp Op, const Tile &Dst, const Tile &A, const Tile *B,
                     uint64_t Bits) {
  uint8_t S[8];
  storeBits(S, A.DT, Bits);
  std::memset(Dst.Data, 0, Dst.bytes());
  for (unsigned R = 0; R < A.Rows; ++R)
    for (unsigned C = 0; C < A.Cols; ++C) {
      const uint8_t *X = A.at(R, C), *Y = B ? B->at(R, C) : S;
      bool P = dtypeIsFloat(A.DT)
                   ? cmpNum(Op, loadF(X, A.DT), loadF(Y, A.DT))
                   : cmpNum(Op, loadInt(X, A.DT), loadInt(Y, A.DT));
      if (P)
        *Dst.at(R, C / 8) |= uint8_t(1u << (C % 8));
    }
}

void ptosim::select(const Tile &Dst, const Tile &Mask, const Tile &A,
                    const Tile *B, uint64_t Bits) {
  uint8_t S[8];
  storeBits(S, Dst.DT, Bits);
  unsigned Bytes = dtypeBytes(Dst.DT);
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C) {
      bool P = (*Mask.at(R, C / 8) >> (C % 8)) & 1;
      std::memcpy(Dst.at(R, C), P ? A.at(R, C) : B ? B->at(R, C) : S, Bytes);
    }
}

void ptosim::iota(const Tile &Dst, uint64_t Bits, bool Descending) {
  uint8_t S[8];
  storeBits(S, Dst.DT, Bits);
  int64_t Start = loadInt(S, Dst.DT);
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C) {
      uint64_t K = uint64_t(R) * Dst.Cols + C;
      storeInt(Dst.at(R, C), Dst.DT,
               int64_t(Descending ? uint64_t(Start) - K : uint64_t(Start) + K));
    }
}

void ptosim::triangle(const Tile &Dst, int64_t Diag, bool Upper) {
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C) {
      int64_t Edge = int64_t(R) + Diag;
      bool One = Upper ? int64_t(C) >= Edge : int64_t(C) <= Edge;
      storeElem(Dst.at(R, C), Dst.DT, One ? 1.0 : 0.0);
    }
}

// Issue 13 (V): valid regions and padding.
uint64_t ptosim::padBits(PadKind K, DType DT) {
  if (K == PadKind::Zero)
    return 0;
  bool Lo = K == PadKind::Min;
  switch (DT) {
  case DType::F16:
    return Lo ? 0xFC00 : 0x7C00;
  case DType::BF16:
    return Lo ? 0xFF80 : 0x7F80;
  case DType::F32:
    return Lo ? 0xFF800000u : 0x7F800000u;
  default:
    break;
  }
  unsigned Bits = 8 * dtypeBytes(DT);
  uint64_t Mask = Bits == 64 ? ~0ULL : (1ULL << Bits) - 1;
  if (!dtypeIsSigned(DT))
    return Lo ? 0 : Mask;
  uint64_t SignBit = 1ULL << (Bits - 1);
  return Lo ? SignBit : SignBit - 1;
}

void ptosim::fillPad(const Tile &Dst, const Tile &Src, unsigned VRows,
                     unsigned VCols, PadKind K) {
  uint64_t Pad = padBits(K, Dst.DT);
  // Src may be Dst (the in-place form): each element is read, then written.
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C) {
      bool Valid = R < VRows && C < VCols;
      storeBits(Dst.at(R, C), Dst.DT,
                Valid ? loadBits(Src.at(R, C), Src.DT) : Pad);
    }
}

void ptosim::extract(const Tile &Dst, const Tile &Src, unsigned Row,
                     unsigned Col) {
  unsigned B = dtypeBytes(Dst.DT);
  for (unsigned R = 0; R < Dst.Rows; ++R)
    std::memcpy(Dst.at(R, 0), Src.at(Row + R, Col), uint64_t(Dst.Cols) * B);
}

void ptosim::insert(const Tile &Dst, const Tile &Src, unsigned Row,
                    unsigned Col) {
  unsigned B = dtypeBytes(Dst.DT);
  for (unsigned R = 0; R < Src.Rows; ++R)
    std::memcpy(Dst.at(Row + R, Col), Src.at(R, 0), uint64_t(Src.Cols) * B);
}

// Issue 14 (A): broadcasts, arithmetic, reductions.
void ptosim::expandBinary(BinOp Op, bool Rows, const Tile &Dst, const Tile &A,
                          const Tile &B) {
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C)
      binElem(Op, Dst.at(R, C), A.at(R, C), Rows ? B.at(R, 0) : B.at(0, C),
              Dst.DT);
}

void ptosim::scalarBinary(BinOp Op, const Tile &Dst, uint64_t Bits,
                          const Tile &A) {
  uint8_t S[8];
  storeBits(S, Dst.DT, Bits);
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C)
      binElem(Op, Dst.at(R, C), S, A.at(R, C), Dst.DT);
}

void ptosim::axpy(const Tile &Dst, const Tile &Y, const Tile &X,
                  uint64_t Bits) {
  uint8_t S[8];
  storeBits(S, Dst.DT, Bits);
  float A = loadF(S, Dst.DT);
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C) {
      // Two f32 roundings (separate statements: never contracted into a
      // fused multiply-add), then one to the element type.
      float P = A * loadF(X.at(R, C), X.DT);
      float V = P + loadF(Y.at(R, C), Y.DT);
      storeF(Dst.at(R, C), Dst.DT, V);
    }
}

// Issue 14 (D): arg reductions, partial reductions.
void ptosim::argReduce(bool Rows, bool Max, const Tile &Dst, const Tile &A) {
  unsigned Lines = Rows ? A.Rows : A.Cols, Len = Rows ? A.Cols : A.Rows;
  bool Float = dtypeIsFloat(A.DT);
  for (unsigned L = 0; L < Lines; ++L) {
    // The first index of the extreme value; a NaN is never the extreme (as
    // maxNum / minNum ignore it), a line of NaNs gives index 0.
    int64_t Best = -1;
    float BF = 0;
    int64_t BI = 0;
    for (unsigned I = 0; I < Len; ++I) {
      const uint8_t *S = Rows ? A.at(L, I) : A.at(I, L);
      if (Float) {
        float V = loadF(S, A.DT);
        if (std::isnan(V))
          continue;
        if (Best < 0 || (Max ? V > BF : V < BF)) {
          Best = I;
          BF = V;
        }
      } else {
        int64_t V = loadInt(S, A.DT);
        if (Best < 0 || (Max ? V > BI : V < BI)) {
          Best = I;
          BI = V;
        }
      }
    }
    storeInt(Rows ? Dst.at(L, 0) : Dst.at(0, L), Dst.DT, Best < 0 ? 0 : Best);
  }
}

void ptosim::partial(BinOp Op, const Tile &Dst, const Tile &A, const Tile &B) {
  std::memcpy(Dst.Data, A.Data, Dst.bytes());
  for (unsigned R = 0; R < B.Rows; ++R)
    for (unsigned C = 0; C < B.Cols; ++C)
      binElem(Op, Dst.at(R, C), A.at(R, C), B.at(R, C), Dst.DT);
}

bool ptosim::gather(const Tile &Dst, const Tile &Src, const Tile &Idx,
                    uint64_t &Bad) {
  uint64_t N = uint64_t(Src.Rows) * Src.Cols;
  unsigned B = dtypeBytes(Dst.DT);
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C) {
      // The index as an unsigned value of its width: a negative i32 / i16
      // index is out of range too.
      uint64_t K = loadBits(Idx.at(R, C), Idx.DT);
      if (K >= N) {
        Bad = K;
        return false;
      }
      std::memcpy(Dst.at(R, C), Src.Data + K * B, B);
    }
  return true;
}

// Issue 14 (14F): fixpipe conversions on the way out of L0C.
// A deliberate mutation for the fuzzer's self-test (docs/fuzzing.md): relu
// after the scale instead of before it (ReluPreMode is "pre"). With a
// negative scale and relu the two differ, and pto-ref must catch it
// (test/tools/pto-sim/fixpipe.ll).
static llvm::cl::opt<bool> MutateReluAfterScale(
    "sim-mutate-fixpipe-relu-after-scale", llvm::cl::Hidden,
    llvm::cl::desc("Mutation: apply tstore.quant's relu after its scale"));

void ptosim::fixpipeConvert(const Tile &Dst, const Tile &Acc,
                            uint32_t ScaleBits, bool Relu) {
  float Scale;
  std::memcpy(&Scale, &ScaleBits, 4);
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C) {
      float V = Acc.DT == DType::I32
                    ? float(int32_t(loadInt(Acc.at(R, C), Acc.DT)))
                    : float(loadElem(Acc.at(R, C), Acc.DT));
      if (Relu && !MutateReluAfterScale && V < 0.0f)
        V = 0.0f;
      float Q = V * Scale;
      if (Relu && MutateReluAfterScale && Q < 0.0f)
        Q = 0.0f;
      // storeElem rounds to nearest even (f16/bf16 from the exact f32 value;
      // i8 saturating, NaN giving 0).
      storeElem(Dst.at(R, C), Dst.DT, double(Q));
    }
}

// Issue 14 (14S): sort.
void ptosim::sort32(const Tile &Dst, const Tile &Src, const Tile &Idx) {
  struct Entry {
    double V;
    bool NaN;
    uint32_t Index;
    uint64_t Bits;
  };
  for (unsigned R = 0; R < Src.Rows; ++R)
    for (unsigned B = 0; B < Src.Cols; B += 32) {
      unsigned N = std::min(32u, Src.Cols - B);
      std::vector<Entry> E(N);
      for (unsigned K = 0; K < N; ++K) {
        double V = loadElem(Src.at(R, B + K), Src.DT);
        E[K] = {V, std::isnan(V), uint32_t(loadBits(Idx.at(R, B + K), Idx.DT)),
                loadBits(Src.at(R, B + K), Src.DT)};
      }
      std::stable_sort(E.begin(), E.end(), [](const Entry &X, const Entry &Y) {
        if (X.NaN != Y.NaN)
          return X.NaN;
        if (!X.NaN && X.V != Y.V)
          return X.V > Y.V;
        return X.Index < Y.Index;
      });
      for (unsigned K = 0; K < N; ++K) {
        storeBits(Dst.at(R, 2 * (B + K)), Dst.DT, E[K].Bits);
        storeBits(Dst.at(R, 2 * (B + K) + 1), Dst.DT, E[K].Index);
      }
    }
}

// Issue 14 (14M): merge sort. Four cursors per group; the head that no
// earlier block's head matches or beats wins, so equal values keep block
// order.
void ptosim::mrgsort(const Tile &Dst, const Tile &Src, unsigned BlockLen) {
  unsigned Pairs = BlockLen / 2;
  for (unsigned G = 0; G + 4 * BlockLen <= Src.Cols; G += 4 * BlockLen) {
    unsigned Next[4] = {0, 0, 0, 0};
    for (unsigned Out = 0; Out < 4 * Pairs; ++Out) {
      int Pick = -1;
      double Best = 0;
      for (unsigned B = 0; B < 4; ++B) {
        if (Next[B] == Pairs)
          continue;
        double V = loadElem(Src.at(0, G + B * BlockLen + 2 * Next[B]), Src.DT);
        bool Beats = Pick < 0 || (std::isnan(V) && !std::isnan(Best)) ||
                     (!std::isnan(Best) && V > Best);
        if (Beats) {
          Pick = int(B);
          Best = V;
        }
      }
      unsigned From = G + unsigned(Pick) * BlockLen + 2 * Next[Pick]++;
      storeBits(Dst.at(0, G + 2 * Out), Dst.DT,
                loadBits(Src.at(0, From), Src.DT));
      storeBits(Dst.at(0, G + 2 * Out + 1), Dst.DT,
                loadBits(Src.at(0, From + 1), Src.DT));
    }
  }
}

// Issue 14 (14M): scatter. The destination's input first (memmove: it is
// the destination's own window when the result reuses it), then the
// writes in source order.
bool ptosim::scatter(const Tile &Dst, const Tile &In, const Tile &Src,
                     const Tile &Idx, uint64_t &Bad) {
  unsigned B = dtypeBytes(Dst.DT);
  uint64_t N = uint64_t(Dst.Rows) * Dst.Cols;
  for (unsigned R = 0; R < Dst.Rows; ++R)
    std::memmove(Dst.at(R, 0), In.at(R, 0), size_t(Dst.Cols) * B);
  for (unsigned R = 0; R < Src.Rows; ++R)
    for (unsigned C = 0; C < Src.Cols; ++C) {
      uint64_t K = loadBits(Idx.at(R, C), Idx.DT);
      if (K >= N) {
        Bad = K;
        return false;
      }
      std::memcpy(Dst.at(unsigned(K / Dst.Cols), unsigned(K % Dst.Cols)),
                  Src.at(R, C), B);
    }
  return true;
}

// Issue 14 (14G): byte-offset gather. Source rows are contiguous (a tile's
// rows are packed: Tile::at(R, 0) is Data + R * Cols * B), so a byte offset
// addresses Src.Data directly.
GatherBResult ptosim::gatherb(const Tile &Dst, const Tile &Src, const Tile &Off,
                              uint64_t &Bad) {
  unsigned B = dtypeBytes(Dst.DT);
  uint64_t N = uint64_t(Src.Rows) * Src.Cols * B;
  for (unsigned R = 0; R < Dst.Rows; ++R)
    for (unsigned C = 0; C < Dst.Cols; ++C) {
      uint64_t K = loadBits(Off.at(R, C), DType::U32);
      Bad = K;
      if (K + B > N)
        return GatherBResult::OutOfRange;
      if (K % B != 0)
        return GatherBResult::Misaligned;
      std::memcpy(Dst.at(R, C), Src.Data + K, B);
    }
  return GatherBResult::Ok;
}

// Issue 14 (14M): the two-list merge. Two cursors; B's head goes first only
// when it ranks strictly higher (a NaN over a number, or a greater number).
void ptosim::mrgsort2(const Tile *Dst, const Tile &A, const Tile &B,
                      bool Exhausted, unsigned Taken[2]) {
  const Tile *L[2] = {&A, &B};
  unsigned N[2] = {A.Cols / 2, B.Cols / 2};
  Taken[0] = Taken[1] = 0;
  unsigned Out = 0;
  while (Taken[0] < N[0] || Taken[1] < N[1]) {
    if (Exhausted && (Taken[0] == N[0] || Taken[1] == N[1]))
      break;
    unsigned Pick;
    if (Taken[0] == N[0])
      Pick = 1;
    else if (Taken[1] == N[1])
      Pick = 0;
    else {
      double VA = loadElem(A.at(0, 2 * Taken[0]), A.DT);
      double VB = loadElem(B.at(0, 2 * Taken[1]), B.DT);
      bool BFirst =
          std::isnan(VB) ? !std::isnan(VA) : !std::isnan(VA) && VB > VA;
      Pick = BFirst ? 1 : 0;
    }
    const Tile &S = *L[Pick];
    unsigned From = 2 * Taken[Pick]++;
    if (Dst) {
      storeBits(Dst->at(0, 2 * Out), Dst->DT, loadBits(S.at(0, From), S.DT));
      storeBits(Dst->at(0, 2 * Out + 1), Dst->DT,
                loadBits(S.at(0, From + 1), S.DT));
    }
    ++Out;
  }
  if (Dst)
    for (unsigned K = 2 * Out; K < Dst->Cols; ++K)
      storeBits(Dst->at(0, K), Dst->DT, 0);
}
