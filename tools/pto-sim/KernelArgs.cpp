//===-- KernelArgs.cpp - Kernel arguments: buffers and scalars ------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "KernelArgs.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cmath>
#include <cstring>

using namespace llvm;
using namespace ptosim;

static Error argError(StringRef Spec, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           "bad argument '" + Spec + "': " + Msg);
}

/// The IEEE format of a float element type.
static const fltSemantics &floatFormat(DType DT) {
  switch (DT) {
  case DType::F16:
    return APFloat::IEEEhalf();
  case DType::BF16:
    return APFloat::BFloat();
  default:
    return APFloat::IEEEsingle();
  }
}

/// Writes the input value \p V as an element: floats round to nearest even
/// through f32 (as a value given in single precision would), integers round
/// to nearest even and saturate, NaN giving 0 (APFloat's conversion).
static void encodeElem(uint8_t *P, DType DT, double V) {
  APFloat F(V);
  bool Inexact;
  uint64_t Bits;
  if (dtypeIsFloat(DT)) {
    F.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &Inexact);
    F.convert(floatFormat(DT), APFloat::rmNearestTiesToEven, &Inexact);
    Bits = F.bitcastToAPInt().getZExtValue();
  } else {
    APSInt I(dtypeBytes(DT) * 8, /*isUnsigned=*/!dtypeIsSigned(DT));
    F.convertToInteger(I, APFloat::rmNearestTiesToEven, &Inexact);
    Bits = I.getZExtValue();
  }
  for (unsigned B = 0; B < dtypeBytes(DT); ++B)
    P[B] = uint8_t(Bits >> (8 * B)); // little-endian, as the target stores
}

/// The element at \p P as a double (exact for every element type).
static double decodeElem(const uint8_t *P, DType DT) {
  unsigned Bytes = dtypeBytes(DT);
  uint64_t Bits = 0;
  for (unsigned B = 0; B < Bytes; ++B)
    Bits |= uint64_t(P[B]) << (8 * B);
  APInt I(Bytes * 8, Bits);
  if (!dtypeIsFloat(DT))
    return dtypeIsSigned(DT) ? double(I.getSExtValue())
                             : double(I.getZExtValue());
  return APFloat(floatFormat(DT), I).convertToDouble();
}

static bool parseShape(StringRef S, std::vector<uint64_t> &Shape) {
  SmallVector<StringRef, 4> Dims;
  S.split(Dims, 'x');
  for (StringRef D : Dims) {
    uint64_t V;
    if (D.getAsInteger(10, V) || V == 0)
      return false;
    Shape.push_back(V);
  }
  return !Shape.empty();
}

static uint64_t product(const std::vector<uint64_t> &Shape) {
  uint64_t N = 1;
  for (uint64_t D : Shape)
    N *= D;
  return N;
}

static const char *npyDescr(DType DT) {
  switch (DT) {
  case DType::F16:
    return "<f2";
  case DType::BF16:
    return "<u2"; // numpy has no bfloat16; the bits as uint16
  case DType::F32:
    return "<f4";
  case DType::I8:
    return "|i1";
  case DType::I32:
    return "<i4";
  // Issue 14 (B): types, compare/select, integer ops.
  case DType::U8:
    return "|u1";
  case DType::I16:
    return "<i2";
  case DType::U16:
    return "<u2"; // read back as bf16, whose bits numpy also holds as <u2
  case DType::U32:
    return "<u4";
  }
  return "";
}

/// Reads a version 1/2/3 .npy file (little-endian, C order).
static Error readNpy(StringRef Spec, StringRef Buf, KernelArg &A) {
  if (!Buf.starts_with("\x93NUMPY") || Buf.size() < 10)
    return argError(Spec, "not a .npy file");
  unsigned Major = uint8_t(Buf[6]);
  uint64_t HLen, HStart;
  if (Major == 1) {
    HLen = uint8_t(Buf[8]) | (uint8_t(Buf[9]) << 8);
    HStart = 10;
  } else {
    if (Buf.size() < 12)
      return argError(Spec, "truncated .npy header");
    HLen = uint8_t(Buf[8]) | (uint8_t(Buf[9]) << 8) | (uint8_t(Buf[10]) << 16) |
           (uint64_t(uint8_t(Buf[11])) << 24);
    HStart = 12;
  }
  if (HStart + HLen > Buf.size())
    return argError(Spec, "truncated .npy header");
  StringRef H = Buf.substr(HStart, HLen);
  auto Field = [&](StringRef Key) -> StringRef {
    size_t P = H.find("'" + Key.str() + "'");
    if (P == StringRef::npos)
      return "";
    StringRef Rest = H.substr(P + Key.size() + 2).ltrim(" :");
    return Rest;
  };
  StringRef Descr = Field("descr");
  if (!Descr.consume_front("'"))
    return argError(Spec, ".npy header has no descr");
  Descr = Descr.take_until([](char C) { return C == '\''; });
  if (Descr == "<f2")
    A.DT = DType::F16;
  else if (Descr == "<f4")
    A.DT = DType::F32;
  else if (Descr == "|i1" || Descr == "<i1")
    A.DT = DType::I8;
  else if (Descr == "<i4")
    A.DT = DType::I32;
  else if (Descr == "<u2" || Descr == "<V2")
    A.DT = DType::BF16;
  // Issue 14 (B): types, compare/select, integer ops.
  else if (Descr == "|u1" || Descr == "<u1")
    A.DT = DType::U8;
  else if (Descr == "<i2")
    A.DT = DType::I16;
  else if (Descr == "<u4")
    A.DT = DType::U32;
  else
    return argError(Spec, "unsupported .npy dtype '" + Descr + "'");
  if (Field("fortran_order").starts_with("True"))
    return argError(Spec, "Fortran-order .npy arrays are not supported");
  StringRef Shape = Field("shape");
  if (!Shape.consume_front("("))
    return argError(Spec, ".npy header has no shape");
  Shape = Shape.take_until([](char C) { return C == ')'; });
  SmallVector<StringRef, 4> Dims;
  Shape.split(Dims, ',');
  for (StringRef D : Dims) {
    D = D.trim();
    if (D.empty())
      continue;
    uint64_t V;
    if (D.getAsInteger(10, V))
      return argError(Spec, "bad .npy shape");
    A.Shape.push_back(V);
  }
  if (A.Shape.empty())
    A.Shape.push_back(1);
  uint64_t Bytes = product(A.Shape) * dtypeBytes(A.DT);
  StringRef Data = Buf.substr(HStart + HLen);
  if (Data.size() < Bytes)
    return argError(Spec, ".npy data is shorter than its shape");
  A.Data.assign(Data.begin(), Data.begin() + Bytes);
  return Error::success();
}

Expected<KernelArg> ptosim::parseKernelArg(StringRef Spec) {
  KernelArg A;
  A.Spec = Spec.str();
  int64_t V;
  if (!Spec.getAsInteger(0, V)) {
    A.Scalar = V;
    return A;
  }
  uint64_t U;
  if (!Spec.getAsInteger(0, U)) {
    A.Scalar = int64_t(U);
    return A;
  }
  SmallVector<StringRef, 5> Parts;
  Spec.split(Parts, ':');
  // Issue 13 (F): a float scalar, f32:V / f16:V / bf16:V, passed as its bits
  // zero-extended to 64 (docs/abi.md).
  if (std::optional<DType> DT = parseDType(Parts[0]); DT && dtypeIsFloat(*DT)) {
    double D;
    if (Parts.size() != 2 || Parts[1].getAsDouble(D, /*AllowInexact=*/true))
      return argError(Spec, "expected " + Parts[0] +
                                ":VALUE (a float scalar, e.g. f32:0.125)");
    uint8_t Bytes[8] = {0};
    encodeElem(Bytes, *DT, D);
    uint64_t Bits = 0;
    std::memcpy(&Bits, Bytes, dtypeBytes(*DT));
    A.Scalar = int64_t(Bits);
    return A;
  }
  A.IsBuffer = true;
  if (Parts[0] == "buf") {
    if (Parts.size() < 3 || Parts.size() > 4)
      return argError(Spec, "expected buf:DTYPE:SHAPE[:INIT]");
    std::optional<DType> DT = parseDType(Parts[1]);
    if (!DT)
      return argError(Spec, "unknown element type '" + Parts[1] +
                                "' (f16, bf16, f32, i8, i32, u8, i16, u16, "
                                "u32)");
    A.DT = *DT;
    if (!parseShape(Parts[2], A.Shape))
      return argError(Spec, "bad shape '" + Parts[2] + "' (N or RxC)");
    uint64_t N = product(A.Shape);
    if (N > (uint64_t(1) << 30))
      return argError(Spec, "buffer too large");
    A.Data.assign(N * dtypeBytes(A.DT), 0);
    StringRef Init = Parts.size() == 4 ? Parts[3] : "zero";
    if (Init == "zero")
      return A;
    if (Init == "iota") {
      for (uint64_t I = 0; I < N; ++I)
        encodeElem(&A.Data[I * dtypeBytes(A.DT)], A.DT, double(I));
      return A;
    }
    if (Init.consume_front("seed=")) {
      uint64_t Seed;
      if (Init.getAsInteger(0, Seed))
        return argError(Spec, "bad seed");
      randomFill(A.Data.data(), N, A.DT, Seed);
      return A;
    }
    if (Init.consume_front("fill=")) {
      double F;
      if (Init.getAsDouble(F))
        return argError(Spec, "bad fill value");
      for (uint64_t I = 0; I < N; ++I)
        encodeElem(&A.Data[I * dtypeBytes(A.DT)], A.DT, F);
      return A;
    }
    return argError(Spec, "unknown initializer '" + Init +
                              "' (zero, iota, seed=N, fill=V)");
  }
  if (Parts[0] == "file") {
    if (Parts.size() < 2)
      return argError(Spec, "expected file:PATH[:DTYPE[:SHAPE]]");
    ErrorOr<std::unique_ptr<MemoryBuffer>> MB =
        MemoryBuffer::getFile(Parts[1], /*IsText=*/false);
    if (!MB)
      return argError(Spec, "cannot read '" + Parts[1] +
                                "': " + MB.getError().message());
    StringRef Buf = (*MB)->getBuffer();
    if (Buf.starts_with("\x93NUMPY")) {
      if (Error E = readNpy(Spec, Buf, A))
        return std::move(E);
      return A;
    }
    if (Parts.size() < 3)
      return argError(Spec,
                      "a raw file needs an element type: file:PATH:DTYPE");
    std::optional<DType> DT = parseDType(Parts[2]);
    if (!DT)
      return argError(Spec, "unknown element type '" + Parts[2] + "'");
    A.DT = *DT;
    if (Parts.size() == 4) {
      if (!parseShape(Parts[3], A.Shape))
        return argError(Spec, "bad shape");
      if (product(A.Shape) * dtypeBytes(A.DT) != Buf.size())
        return argError(Spec, "file size does not match the shape");
    } else {
      if (Buf.size() % dtypeBytes(A.DT) || Buf.empty())
        return argError(Spec,
                        "file size is not a multiple of the element size");
      A.Shape.push_back(Buf.size() / dtypeBytes(A.DT));
    }
    A.Data.assign(Buf.begin(), Buf.end());
    return A;
  }
  if (Parts[0] == "alias") {
    A.IsBuffer = false;
    unsigned N;
    if (Parts.size() < 2 || Parts.size() > 3 || Parts[1].getAsInteger(10, N))
      return argError(Spec, "expected alias:N[:+OFFSET] (N = a buffer "
                            "argument's index, OFFSET in bytes)");
    A.AliasOf = int(N);
    if (Parts.size() == 3) {
      StringRef Off = Parts[2];
      Off.consume_front("+");
      if (Off.getAsInteger(0, A.AliasOffset))
        return argError(Spec, "bad offset '" + Parts[2] +
                                  "' (a non-negative byte count)");
    }
    return A;
  }
  return argError(Spec, "expected an integer, buf:..., file:... or alias:...");
}

Expected<uint64_t> ptosim::aliasAddress(const KernelArg &A,
                                        ArrayRef<KernelArg> Earlier,
                                        ArrayRef<uint64_t> Addrs) {
  if (A.AliasOf < 0 || unsigned(A.AliasOf) >= Earlier.size() ||
      !Earlier[A.AliasOf].IsBuffer)
    return argError(A.Spec, "argument " + Twine(A.AliasOf) +
                                " is not an earlier buffer argument");
  const KernelArg &B = Earlier[A.AliasOf];
  if (A.AliasOffset > B.Data.size())
    return argError(A.Spec, "offset " + Twine(A.AliasOffset) +
                                " is past the end of argument " +
                                Twine(A.AliasOf) + " (" + Twine(B.Data.size()) +
                                " bytes)");
  return Addrs[A.AliasOf] + A.AliasOffset;
}

Expected<OutSpec> ptosim::parseOutSpec(StringRef Spec, bool NeedPath) {
  OutSpec O;
  auto [Idx, Path] = Spec.split('=');
  if (Idx.getAsInteger(10, O.Index) || (NeedPath && Path.empty()))
    return createStringError(inconvertibleErrorCode(),
                             "bad output '" + Spec + "': expected " +
                                 (NeedPath ? "N=PATH" : "N") +
                                 " (N = argument index)");
  O.Path = Path.str();
  return O;
}

Error ptosim::writeBuffer(const KernelArg &A, StringRef Path) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_None);
  if (EC)
    return createStringError(EC,
                             "cannot write '" + Path + "': " + EC.message());
  if (Path.ends_with(".npy")) {
    std::string H = "{'descr': '" + std::string(npyDescr(A.DT)) +
                    "', 'fortran_order': False, 'shape': (";
    for (uint64_t D : A.Shape)
      H += std::to_string(D) + ", ";
    if (A.Shape.size() > 1)
      H.resize(H.size() - 2);
    else
      H.resize(H.size() - 1);
    H += "), }";
    while ((10 + H.size() + 1) % 64)
      H += ' ';
    H += '\n';
    OS << "\x93NUMPY" << char(1) << char(0) << char(H.size() & 0xff)
       << char(H.size() >> 8) << H;
  }
  OS.write(reinterpret_cast<const char *>(A.Data.data()), A.Data.size());
  return Error::success();
}

void ptosim::dumpBuffer(raw_ostream &OS, unsigned Index, const KernelArg &A) {
  OS << "arg" << Index << ": " << dtypeName(A.DT) << "[";
  for (size_t I = 0; I < A.Shape.size(); ++I)
    OS << (I ? "x" : "") << A.Shape[I];
  OS << "]\n";
  uint64_t N = A.numElements();
  uint64_t Cols = A.Shape.size() >= 2 ? A.Shape.back() : N;
  unsigned B = dtypeBytes(A.DT);
  for (uint64_t I = 0; I < N; ++I) {
    double V = decodeElem(&A.Data[I * B], A.DT);
    if (std::isnan(V))
      OS << "nan"; // the sign of a NaN is not printed portably
    else if (dtypeIsFloat(A.DT))
      OS << format("%g", V);
    else
      OS << int64_t(V);
    OS << ((I + 1) % Cols == 0 ? "\n" : " ");
  }
}

void ptosim::randomFill(uint8_t *Data, uint64_t N, DType DT, uint64_t Seed) {
  uint64_t State = Seed;
  auto Next = [&]() {
    uint64_t Z = (State += 0x9e3779b97f4a7c15ULL);
    Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebULL;
    return Z ^ (Z >> 31);
  };
  unsigned B = dtypeBytes(DT);
  for (uint64_t I = 0; I < N; ++I) {
    uint64_t R = Next();
    uint8_t *P = Data + I * B;
    if (dtypeIsFloat(DT))
      encodeElem(P, DT, (double(R % 512) - 256.0) / 256.0);
    else if (DT == DType::I8)
      encodeElem(P, DT, double(int64_t(R % 16) - 8));
    // Issue 14 (B): types, compare/select, integer ops.
    else if (DT == DType::U8)
      encodeElem(P, DT, double(R % 16));
    else if (DT == DType::U16)
      encodeElem(P, DT, double(R % 200));
    else if (DT == DType::U32) // half of them above 2^31 (negative as i32)
      encodeElem(P, DT,
                 (R >> 32) & 1 ? double(R % 200)
                               : 4294967296.0 - 100 + double(R % 100));
    else
      encodeElem(P, DT, double(int64_t(R % 200) - 100));
  }
}
