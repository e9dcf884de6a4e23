//===-- PTOStridedAccess.cpp - Row-strided global-memory footprints -------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "AA/PTOStridedAccess.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTOBuiltins.h"
#include "PTOIRUtils.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::PTO;

/// Floor division for a positive divisor.
static int64_t floorDiv(int64_t A, int64_t B) {
  int64_t Q = A / B;
  return (A % B != 0 && A < 0) ? Q - 1 : Q;
}

bool PTO::stridedFootprintsIntersect(const StridedFootprint &InA,
                                     const StridedFootprint &InB) {
  // A single row has any stride: take the other's (a scalar access against
  // a tile transfer).
  StridedFootprint A = InA, B = InB;
  if (A.Rows == 1 && B.Rows > 1)
    A.Stride = B.Stride;
  if (B.Rows == 1 && A.Rows > 1)
    B.Stride = A.Stride;
  if (!A.RowBytes || !B.RowBytes || !A.Rows || !B.Rows)
    return false; // Nothing touched.
  // Overflow guard: keep the arithmetic far from int64 limits.
  constexpr uint64_t Limit = uint64_t(1) << 40;
  if (A.extent() > Limit || B.extent() > Limit ||
      uint64_t(A.Offset < 0 ? -A.Offset : A.Offset) > Limit ||
      uint64_t(B.Offset < 0 ? -B.Offset : B.Offset) > Limit)
    return true;
  int64_t D = B.Offset - A.Offset;
  auto ExtentsOverlap = [&] {
    return D < int64_t(A.extent()) && -D < int64_t(B.extent());
  };
  bool Single = A.Rows == 1 && B.Rows == 1;
  if (Single || A.Stride != B.Stride || A.Stride == 0 ||
      A.RowBytes > A.Stride || B.RowBytes > B.Stride)
    return ExtentsOverlap();
  // Row i of A is [A.Offset + i*S, + A.RowBytes), row j of B likewise; with
  // k = i - j they overlap iff D - A.RowBytes < k*S < D + B.RowBytes, for
  // some k in [-(B.Rows - 1), A.Rows - 1].
  int64_t S = int64_t(A.Stride);
  int64_t KMin = floorDiv(D - int64_t(A.RowBytes), S) + 1;
  int64_t KMax = -floorDiv(-(D + int64_t(B.RowBytes)), S) - 1; // ceil - 1
  KMin = std::max<int64_t>(KMin, -(int64_t(B.Rows) - 1));
  KMax = std::min<int64_t>(KMax, int64_t(A.Rows) - 1);
  return KMin <= KMax;
}

std::optional<StridedFootprint> PTO::getTransferFootprint(const CallBase &CB,
                                                          const Value *&Ptr) {
  const BuiltinName *BN = getBuiltinCall(CB);
  // Issue 14 (14F): tstore.quant stores its acc tile as the name's first
  // type.
  bool Store =
      BN && (BN->Info->ID == BI_TSTORE || BN->Info->ID == BI_TSTORE_QUANT);
  if (!BN || (BN->Info->ID != BI_TLOAD && !Store))
    return std::nullopt;
  auto *Stride = dyn_cast<ConstantInt>(CB.getArgOperand(1));
  std::optional<TileDesc> D =
      Store ? getTileDesc(CB.getArgOperand(2)) : getResultTileDesc(CB);
  if (!Stride || !D || !D->Rows || !D->Cols)
    return std::nullopt;
  uint64_t Elt = getDTypeBytes(BN->DType);
  Ptr = CB.getArgOperand(0);
  StridedFootprint F;
  F.Stride = Stride->getZExtValue() * Elt;
  F.Rows = D->Rows;
  F.RowBytes = uint64_t(D->Cols) * Elt;
  return F;
}
