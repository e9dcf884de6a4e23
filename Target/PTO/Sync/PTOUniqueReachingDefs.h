//===-- PTOUniqueReachingDefs.h - Memoized unique reaching defs -*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The unique reaching definition of a physical register at an instruction,
// as ReachingDefInfo::getUniqueReachingMIDef answers it, for the row strides
// of tile transfers (PTOInstrInfo::getGMFootprint) in pto-insert-sync and
// pto-verify-sync.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_SYNC_PTOUNIQUEREACHINGDEFS_H
#define LLVM_LIB_TARGET_PTO_SYNC_PTOUNIQUEREACHINGDEFS_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"
#include <utility>

namespace llvm {
class MachineBasicBlock;
class MachineInstr;
class ReachingDefInfo;
class TargetRegisterInfo;

namespace PTO {

/// ReachingDefInfo::getUniqueReachingMIDef with the search of the
/// predecessors memoized per (block, register). ReachingDefInfo searches the
/// blocks before an instruction back to the definitions on every query, so
/// a stride register set once at the entry of a sequence of loops costs
/// O(blocks) per tile transfer. Here the live-out definitions of each
/// predecessor searched from are kept, and a later search that reaches that
/// block takes them instead of going on: queries in layout order search
/// each block about once. The answers are ReachingDefInfo's.
class UniqueReachingDefs {
  const ReachingDefInfo &RDI;
  const TargetRegisterInfo &TRI;
  /// The definitions of a register live out of a block (what
  /// ReachingDefInfo::getLiveOuts collects from that block).
  DenseMap<std::pair<const MachineBasicBlock *, unsigned>,
           SmallVector<MachineInstr *, 2>>
      LiveOuts;
  void addLiveOuts(MachineBasicBlock *MBB, Register Reg,
                   SmallPtrSetImpl<MachineInstr *> &Defs);

public:
  UniqueReachingDefs(const ReachingDefInfo &RDI, const TargetRegisterInfo &TRI)
      : RDI(RDI), TRI(TRI) {}
  /// The one instruction whose definition of \p Reg reaches \p MI, or null.
  const MachineInstr *get(const MachineInstr &MI, Register Reg);
};

} // namespace PTO
} // namespace llvm

#endif
