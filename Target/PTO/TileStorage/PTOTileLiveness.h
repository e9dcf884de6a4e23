//===-- PTOTileLiveness.h - Lifetimes of tile registers ---------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// SSA liveness of tile virtual registers as sets of half-open intervals over
// a linear numbering of the function (blocks in layout order). Program points
// (not the slots of a multi-buffer): an instruction numbered i reads its
// operands at 2i and defines its results at 2i+1. Tile inputs of an instruction
// that writes a tile stay live through 2i+1, so no input shares bytes with the
// result -- except the input the result reuses by contract (OutputReusesInput),
// which dies at 2i. PHIs define at their block's entry point; a value is live
// out of a predecessor for the PHIs it feeds. A value live into a loop header
// is live across the whole loop (never a false hole).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_TILESTORAGE_PTOTILELIVENESS_H
#define LLVM_LIB_TARGET_PTO_TILESTORAGE_PTOTILELIVENESS_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/Register.h"
#include <optional>
#include <utility>

namespace llvm {
class MachineBasicBlock;
class MachineFunction;
class MachineInstr;
class MachineLoopInfo;
class raw_ostream;

namespace PTO {

/// True for the tile register classes of every on-chip memory.
bool isTileRegister(Register Reg, const MachineFunction &MF);
/// The memory (address space) of a tile register, from its class; known
/// even when its shape is not (an IMPLICIT_DEF tile).
std::optional<unsigned> getTileMemory(Register Reg, const MachineFunction &MF);

using IntervalSet = SmallVector<std::pair<unsigned, unsigned>, 2>;

/// Adds [Start, End) to \p Set, keeping it sorted and merged.
void addInterval(IntervalSet &Set, unsigned Start, unsigned End);
bool intervalsOverlap(const IntervalSet &A, const IntervalSet &B);

class TileLiveness {
  DenseMap<Register, IntervalSet> Live;
  DenseMap<const MachineInstr *, unsigned> Index;
  DenseMap<const MachineBasicBlock *, std::pair<unsigned, unsigned>> BlockRange;
  DenseMap<const MachineBasicBlock *, DenseSet<Register>> LiveInSets,
      LiveOutSets;

public:
  /// Computes lifetimes of every tile register of \p MF.
  void compute(const MachineFunction &MF, const MachineLoopInfo *MLI);

  const IntervalSet &get(Register Reg) const;
  bool interfere(Register A, Register B) const {
    return intervalsOverlap(get(A), get(B));
  }
  /// The instruction number of \p MI (its read point is 2*n, def point 2*n+1).
  unsigned getIndex(const MachineInstr &MI) const { return Index.lookup(&MI); }
  /// Number of program points: every interval ends at or before it.
  unsigned getNumPoints() const { return NumPoints; }
  /// Whether \p Reg is live out of \p MBB (read by a successor, or by a
  /// successor's PHI on the edge from \p MBB).
  bool isLiveOut(Register Reg, const MachineBasicBlock &MBB) const;
  /// Whether \p Reg is live into \p MBB (PHI operands are not: they are
  /// live out of the predecessor).
  bool isLiveIn(Register Reg, const MachineBasicBlock &MBB) const;
  /// Whether \p MI reads \p Reg for the last time: no later instruction of
  /// its block reads it and it is not live out of the block. Exact on the
  /// CFG, independent of the block layout. O(1) for an instruction that
  /// existed when the lifetimes were computed.
  bool isLastUse(const MachineInstr &MI, Register Reg) const;
  /// As isLastUse, by scanning the rest of the block: exact on code changed
  /// since the lifetimes were computed (except for the live-out sets).
  bool isLastUseInBlock(const MachineInstr &MI, Register Reg) const;
  /// Prints every tile register's lifetime and every block's points and
  /// live-in/live-out tiles.
  void print(raw_ostream &OS, const MachineFunction &MF) const;
  /// print() to dbgs(), from a debugger.
  void dump(const MachineFunction &MF) const;
  /// The tile registers live into \p MBB (nullptr: none).
  const DenseSet<Register> *getLiveIns(const MachineBasicBlock &MBB) const {
    auto It = LiveInSets.find(&MBB);
    return It == LiveInSets.end() ? nullptr : &It->second;
  }
  /// The instruction numbers [first, end) of \p MBB.
  std::pair<unsigned, unsigned>
  getBlockRange(const MachineBasicBlock &MBB) const {
    return BlockRange.lookup(&MBB);
  }

private:
  unsigned NumPoints = 0;
  /// Per (block, tile register): the number of the block's last non-debug
  /// instruction reading the register.
  DenseMap<std::pair<const MachineBasicBlock *, Register>, unsigned> LastReader;
};

} // namespace PTO

/// The tile lifetimes of a machine function as an analysis: computed once
/// with the pass manager's loop info, shared by the storage passes that do
/// not change the code (pto-plan-memory, pto-allocate-memory-addr,
/// pto-verify-tile-storage), which require and preserve it.
class PTOTileLivenessAnalysis : public MachineFunctionPass {
  PTO::TileLiveness Liveness;
  const MachineFunction *MF = nullptr;

public:
  static char ID;
  PTOTileLivenessAnalysis();
  StringRef getPassName() const override { return "PTO tile liveness"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override;
  bool runOnMachineFunction(MachineFunction &MF) override;
  void releaseMemory() override;
  void print(raw_ostream &OS, const Module *M = nullptr) const override;

  const PTO::TileLiveness &getLiveness() const { return Liveness; }
};

} // namespace llvm

#endif
