//===-- PTOParallelCopy.h - Sequentialize parallel tile copies --*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-materialize-semantic-aliases turns interfering members of a mandatory
// alias class (PHI results and their incoming values, ...) into explicit
// moves at one program point. Those moves have parallel semantics: every
// destination receives its source's value from before any move. This file
// orders them into plain copies, breaking cycles (swaps, rotations) and
// partial-overlap dependencies through one scratch window. No MachineIR
// dependency; see docs/memory-planning.md.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_TILESTORAGE_PTOPARALLELCOPY_H
#define LLVM_LIB_TARGET_PTO_TILESTORAGE_PTOPARALLELCOPY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <string>

namespace llvm {
namespace PTO {

/// A byte window [Offset, Offset + Size) of one on-chip memory.
struct ByteRange {
  uint64_t Offset = 0;
  uint64_t Size = 0;

  uint64_t end() const { return Offset + Size; }
  bool overlaps(const ByteRange &O) const {
    return Size && O.Size && Offset < O.end() && O.Offset < end();
  }
  bool contains(const ByteRange &O) const {
    return Offset <= O.Offset && O.end() <= end();
  }
  bool operator==(const ByteRange &O) const {
    return Offset == O.Offset && Size == O.Size;
  }
};

/// Dst <- Src; both windows have the same size.
struct TileMove {
  ByteRange Dst;
  ByteRange Src;
};

struct ParallelCopySchedule {
  /// Plain copies to perform in order. No step's source overlaps its
  /// destination; steps may read or write the scratch window.
  SmallVector<TileMove, 8> Steps;
  /// Copies into the scratch window (one per broken cycle).
  unsigned ScratchCopies = 0;
};

/// Size of the scratch window scheduleParallelCopy may use: the largest move.
uint64_t getParallelCopyScratchSize(ArrayRef<TileMove> Moves);

/// Orders \p Moves (parallel semantics) into plain copies, using the scratch
/// window [ScratchOffset, ScratchOffset + getParallelCopyScratchSize(Moves)).
/// Requirements, checked: Dst and Src of a move have the same size,
/// destinations are pairwise disjoint, the scratch window overlaps no move's
/// window. Fan-out (one source, several destinations) and partial overlaps
/// are allowed. A pure permutation of equal windows uses exactly one scratch
/// copy per cycle, the minimum. Returns false with \p Why when the input is
/// invalid or the dependencies need two scratch values at once (possible
/// only with partial overlaps; the caller then needs a larger scratch area).
bool scheduleParallelCopy(ArrayRef<TileMove> Moves, uint64_t ScratchOffset,
                          ParallelCopySchedule &Out, std::string &Why);

} // namespace PTO
} // namespace llvm

#endif
