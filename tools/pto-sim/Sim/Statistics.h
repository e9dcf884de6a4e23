//===-- Statistics.h - Busy cycles and counts per agent ---------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A listener that counts what pto-sim prints after a run: per pipe, the
// cycles it has an operation in flight (overlapping operations counted
// once) and the operations; for the scalar unit, its instructions; and the
// synchronization instructions completed.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_STATISTICS_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_STATISTICS_H

#include "SimListener.h"
#include "llvm/Support/raw_ostream.h"

namespace ptosim {

class Statistics final : public SimListener {
public:
  void onScalarInstruction(uint64_t Now, uint64_t PC,
                           unsigned Cycles) override {
    Busy[PipeS] += Cycles;
    ++Ops[PipeS];
  }
  void onTileStart(unsigned Pipe, uint64_t Start, uint64_t End,
                   uint64_t PC) override;
  void onSync(SyncEvent E) override { ++Sync[unsigned(E)]; }

  uint64_t busy(unsigned Agent) const { return Busy[Agent]; }
  /// Operations of a pipe, instructions of the scalar unit.
  uint64_t operations(unsigned Agent) const { return Ops[Agent]; }
  uint64_t count(SyncEvent E) const { return Sync[unsigned(E)]; }

  /// "total cycles: N", a line per agent, the synchronization counts.
  /// Issue 15: SPMD. Each line starts with \p Prefix (a core's, "block 1:
  /// "); the totals of \p Cores cores (add()) are utilized over Cores x
  /// Cycles.
  void print(llvm::raw_ostream &OS, uint64_t Cycles,
             llvm::StringRef Prefix = "", unsigned Cores = 1) const;
  /// Adds \p O's counts (another core's) to these.
  void add(const Statistics &O);

private:
  std::array<uint64_t, NumAgents> Busy{}, Ops{}, CoveredUntil{};
  std::array<uint64_t, 3> Sync{};
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_STATISTICS_H
