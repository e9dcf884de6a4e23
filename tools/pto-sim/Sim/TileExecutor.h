//===-- TileExecutor.h - The functional effect of tile plans ----*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A tile operation reads its inputs when it starts and writes its result
// when it completes: start() computes the result from the memories as they
// are (TileSemantics.h) into a pending write-back, which the write-back
// queue applies at start + latency, in time then start order.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_TILEEXECUTOR_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_TILEEXECUTOR_H

#include "Memory.h"
#include "TilePlan.h"
#include <queue>
#include <vector>

namespace ptosim {

/// The result of one tile operation, written back at Time.
struct WriteBack {
  uint64_t Time = 0, Order = 0;
  unsigned AS = 0; ///< SpaceGM: the rows of GM; else Dst.
  TileOperand Dst;
  GMWindow GM;
  std::vector<uint8_t> Data;
  bool operator>(const WriteBack &O) const {
    return Time != O.Time ? Time > O.Time : Order > O.Order;
  }
};

class TileExecutor {
public:
  TileExecutor(GlobalMemory &GM, OnChipMemory &OnChip)
      : GM(GM), OnChip(OnChip) {}
  /// Reads the inputs of \p Pl now and queues its result for \p Time.
  llvm::Error start(const TilePlan &Pl, uint64_t Time);
  /// Applies the write-backs due at or before \p Now.
  void complete(uint64_t Now);
  /// The time of the next write-back, or UINT64_MAX.
  uint64_t nextTime() const {
    return Pending.empty() ? UINT64_MAX : Pending.top().Time;
  }

  /// tgetval in the scalar unit: the element's bits, extended to 64 bits
  /// as the register receives them.
  uint64_t getValue(const TilePlan &Pl) const;
  /// tsetval in the scalar unit: copies the tile (if it moved) and sets one
  /// element, at once.
  void setValue(const TilePlan &Pl);

private:
  /// The result of \p Pl; with \p Over, its sources are those tiles.
  llvm::Error run(const TilePlan &Pl, uint64_t Time, llvm::ArrayRef<Tile> Over,
                  WriteBack &Out);
  /// Issue 13 (V): \p Pl over its operands' valid extents.
  llvm::Error startPartial(const TilePlan &Pl, uint64_t Time, WriteBack &Out);
  void commit(const WriteBack &C);

  GlobalMemory &GM;
  OnChipMemory &OnChip;
  std::priority_queue<WriteBack, std::vector<WriteBack>,
                      std::greater<WriteBack>>
      Pending;
  uint64_t Order = 0;
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_TILEEXECUTOR_H
