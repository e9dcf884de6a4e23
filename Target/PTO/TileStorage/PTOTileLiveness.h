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
// An updatable computation (the one pto-materialize-semantic-aliases keeps
// while it inserts tile moves and splits edges) numbers instructions with
// gaps and leaves room at the end of every block; update() then numbers the
// inserted code in the gaps and recomputes only the registers whose uses
// changed or that are live across a split edge, in time proportional to
// their live ranges, instead of the whole function. The numbers differ from
// the dense ones, their order does not: every overlap and last-use answer is
// the one a recomputation would give.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_TILESTORAGE_PTOTILELIVENESS_H
#define LLVM_LIB_TARGET_PTO_TILESTORAGE_PTOTILELIVENESS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/Register.h"
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

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
  /// A block's live tile registers, sorted and without duplicates (a block
  /// has a few: issue 17, a DenseSet per block of 64 buckets was most of the
  /// dataflow's time on long sequences of loops).
  using RegSet = SmallVector<Register, 4>;
  /// Blocks with no live-in (live-out) tile have no entry.
  DenseMap<const MachineBasicBlock *, RegSet> LiveInSets, LiveOutSets;

public:
  /// Computes lifetimes of every tile register of \p MF. With \p Updatable,
  /// numbers with room for update() (the points are then not the dense ones
  /// of the analysis) and keeps the per-register facts it needs.
  void compute(const MachineFunction &MF, const MachineLoopInfo *MLI,
               bool Updatable = false);

  /// After an edit of a function computed Updatable: \p NewBlocks were
  /// inserted (each right after its layout predecessor, whose terminators
  /// may have changed), \p NewInstrs were inserted into existing or new
  /// blocks, and the uses or definitions of \p Regs changed. Numbers the new
  /// code in the gaps and recomputes the lifetimes, live-in/live-out sets
  /// and last readers of \p Regs and of the registers live across the
  /// predecessor's end of a new block; \p MLI must already include the new
  /// blocks. The result is the one compute() would give (up to the numbers,
  /// in the same order). Returns false when a gap is full or the code is
  /// not in SSA form; then the lifetimes are stale and the caller calls
  /// compute() again.
  bool update(const MachineFunction &MF, const MachineLoopInfo *MLI,
              ArrayRef<const MachineBasicBlock *> NewBlocks,
              ArrayRef<const MachineInstr *> NewInstrs,
              ArrayRef<Register> Regs);

  const IntervalSet &get(Register Reg) const;
  bool interfere(Register A, Register B) const {
    return intervalsOverlap(get(A), get(B));
  }
  /// The instruction number of \p MI (its read point is 2*n, def point 2*n+1).
  /// Only instructions with a tile operand are numbered, except in an
  /// updatable computation (every one); 0 for the others.
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
  /// The tile registers live into \p MBB, in increasing order.
  ArrayRef<Register> getLiveIns(const MachineBasicBlock &MBB) const {
    auto It = LiveInSets.find(&MBB);
    return It == LiveInSets.end() ? ArrayRef<Register>() : It->second;
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

  /// Updatable only: the blocks each register is live into, live out of and
  /// read in (where update() finds what to forget), and the blocks
  /// reachable from the entry (the only ones the dataflow visits).
  bool Updatable = false;
  struct RegBlocks {
    SmallVector<const MachineBasicBlock *, 2> In, Out, Reader;
  };
  /// By virtual register index, the index of its lists in RegBlockLists
  /// (~0u: none); only registers with a block have lists (issue 17: three
  /// hash maps by register were a tenth of an updatable computation).
  std::vector<unsigned> RegBlocksIdx;
  std::vector<RegBlocks> RegBlockLists;
  RegBlocks &blocksOf(Register R);
  RegBlocks *findBlocks(Register R);
  /// By block number (blocks split off later have numbers past the end).
  std::vector<uint8_t> Reachable;
  bool isReachable(const MachineBasicBlock *MBB) const;
  void setReachable(const MachineBasicBlock *MBB);
  /// recomputeRegister's sets of blocks, by block number: a block is in a
  /// set when its mark is the current Generation (issue 17: hash sets of
  /// blocks made per register were most of an update).
  struct BlockMarks {
    unsigned In = 0, Out = 0, UE = 0, Work = 0, Listed = 0;
  };
  std::vector<BlockMarks> Marks;
  unsigned Generation = 0;

  /// Numbers the instructions of \p MBB in \p Fresh (and those without a
  /// number) between their numbered neighbours.
  bool numberFresh(const MachineBasicBlock &MBB,
                   const DenseSet<const MachineInstr *> &Fresh);
  /// Recomputes everything compute() derives for \p Reg.
  bool recomputeRegister(const MachineFunction &MF, const MachineLoopInfo *MLI,
                         Register Reg);
};

} // namespace PTO

/// The tile lifetimes of a machine function as an analysis: computed once
/// with the pass manager's loop info, shared by the storage passes that do
/// not change the code (pto-plan-memory, pto-allocate-memory-addr), which
/// require and preserve it. pto-verify-tile-storage, their checker, computes
/// lifetimes on its own.
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
