//===-- PTOStridedAccess.h - Row-strided global-memory footprints -*- C++ -*-//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The exact bytes a tile transfer (pto.tload / pto.tstore, TLOAD_* /
// TSTORE_*) touches in global memory: `Rows` rows of `RowBytes` bytes, the
// rows `Stride` bytes apart, from `Offset` relative to a base pointer. Two
// transfers on one base with the same stride are disjoint when their rows
// never intersect, although their extents `(Rows - 1) * Stride + RowBytes`
// overlap as intervals (docs/alias-analysis.md, "Row-strided transfers"):
// the two column halves of a row block (`y[r][0:32]`, `y[r][32:64]`), the
// heads of a fused projection, interleaved KV-cache layouts.
//
// Used by pto-annotate-noclobber (IR) and pto-insert-sync (machine level);
// pto-verify-sync has its own implementation of the rule.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_AA_PTOSTRIDEDACCESS_H
#define LLVM_LIB_TARGET_PTO_AA_PTOSTRIDEDACCESS_H

#include <cstdint>
#include <optional>

namespace llvm {
class CallBase;
class DataLayout;
class Value;

namespace PTO {

struct StridedFootprint {
  int64_t Offset = 0;    ///< Bytes from the base to the first row.
  uint64_t Stride = 0;   ///< Bytes from one row to the next.
  uint64_t Rows = 1;     ///< At least 1.
  uint64_t RowBytes = 0; ///< Bytes of one row.

  /// Bytes from the first to the last byte touched, plus one.
  uint64_t extent() const { return (Rows - 1) * Stride + RowBytes; }
};

/// Whether two footprints relative to one base may share a byte. Exact for
/// equal strides (the classic strided-interval test: row i of A against row
/// j of B overlap iff `d - A.RowBytes < (i - j) * Stride < d + B.RowBytes`,
/// d = B.Offset - A.Offset, for some i < A.Rows, j < B.Rows); rows wider
/// than the stride or different strides are judged by their extents.
bool stridedFootprintsIntersect(const StridedFootprint &A,
                                const StridedFootprint &B);

/// The footprint of a `pto.tload` / `pto.tstore` call with a constant
/// stride, relative to its global-memory pointer argument (\p Ptr is set to
/// it); none for anything else.
std::optional<StridedFootprint> getTransferFootprint(const CallBase &CB,
                                                     const Value *&Ptr);

} // namespace PTO
} // namespace llvm

#endif
