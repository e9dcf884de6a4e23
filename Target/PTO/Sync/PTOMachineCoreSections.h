//===-- PTOMachineCoreSections.h - Sections of mix kernels, on MIR -*- C++ -*-//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-verify-sync's own reading of a mix kernel (issue 15): which core kinds
// run each machine block, and which cross-core flags order an access before
// the other side's work. Written for the checker alone: it shares nothing
// with PTOCoreSections (the IR analysis the kernel verifier and
// pto-insert-sync use).
//
// Sections: per core kind, a forward constant propagation over the physical
// registers of the final code, in which get_core_type reads the kind's
// value (bit 0 cube pipes, bit 1 vector pipes, from the kind's pipe mask),
// li and the integer ALU instructions fold, everything else defining a
// register makes it unknown, and a conditional branch whose two registers
// are known takes one edge. A block is run by the kinds that reach it.
//
// Cross-core flags, per kind, over the blocks that kind runs:
//  - released(I, P): the flags F such that on every path from I to a return
//    a `set_cross_flag Q, F` follows that fires after an operation of pipe
//    P issued at I (Q = P: it fires once P's earlier work ended; or a
//    `pipe_barrier ALL` between them). A backward must data flow.
//  - acquired(I): the flags F such that on every path from the entry to I a
//    `wait_cross_flag F` precedes I (it holds the scalar unit, which issues
//    everything after it). A forward must data flow.
//  - for accesses repeated by a loop, the same from I to the next back edge
//    crossing, and from the last crossing to I: what orders one side's
//    access of iteration i before the other's of iteration i + 1.
// The k-th wait of a flag is taken to consume the k-th set (loops on both
// sides make equally many; pto-sim checks the counts when it runs them).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_SYNC_PTOMACHINECORESECTIONS_H
#define LLVM_LIB_TARGET_PTO_SYNC_PTOMACHINECORESECTIONS_H

#include "MCTargetDesc/PTOMachineFacts.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <array>
#include <optional>
#include <string>

namespace llvm {
class MachineBasicBlock;
class MachineFunction;
class MachineInstr;

namespace PTO {

class MachineCoreSections {
public:
  static constexpr unsigned NumPipes = 7;
  using PipeFlags = std::array<uint16_t, NumPipes>;

  /// Reads \p MF; returns false (and keeps nothing) unless it is a mix
  /// kernel: it reads the core type and \p Gen has several core kinds.
  /// \p ReadsCoreType: whether some instruction is a GET_CORE_TYPE, when
  /// the caller's own walk already found out (else a walk here).
  bool compute(const MachineFunction &MF, PTOGeneration Gen,
               std::optional<bool> ReadsCoreType = std::nullopt);
  bool isMixKernel() const { return Mix; }
  /// The kinds that may run \p MBB (bit i: kinds()[i]).
  unsigned mask(const MachineBasicBlock *MBB) const {
    auto It = Masks.find(MBB);
    return It == Masks.end() ? 0 : It->second;
  }
  ArrayRef<const PTOCoreKindInfo *> kinds() const { return Kinds; }
  std::string kindName(unsigned K) const { return Kinds[K]->Name; }

  /// On kind \p K: the flags released after each pipe's operation issued
  /// at \p MI on every path to a return (none for an instruction K does not
  /// run). \p NextIteration: on every path up to the next
  /// back edge crossing, paths that return without one not counted.
  PipeFlags released(unsigned K, const MachineInstr *MI,
                     bool NextIteration = false) const;
  /// On kind \p K: the flags waited for on every path to \p MI.
  /// \p AfterBackEdge: on every path that crossed a back edge, since the
  /// last crossing (paths that crossed none not counted).
  uint16_t acquired(unsigned K, const MachineInstr *MI,
                    bool AfterBackEdge = false) const;
  /// Whether \p MBB lies on a cycle of the function's CFG (a superset of
  /// the cycles one kind runs).
  bool onCycle(const MachineBasicBlock *MBB) const {
    return Cyclic.lookup(MBB);
  }

private:
  bool Mix = false;
  SmallVector<const PTOCoreKindInfo *, 2> Kinds;
  DenseMap<const MachineBasicBlock *, unsigned> Masks;
  struct PerKind {
    DenseMap<const MachineInstr *, PipeFlags> Released[2];
    DenseMap<const MachineInstr *, uint16_t> Acquired[2];
  };
  DenseMap<const MachineBasicBlock *, bool> Cyclic;
  SmallVector<PerKind, 2> Flow;
  void computeFlags(const MachineFunction &MF, unsigned K, bool Primed);
};

} // namespace PTO
} // namespace llvm

#endif
