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
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/Register.h"
#include <utility>

namespace llvm {
class MachineInstr;
class TargetRegisterInfo;

namespace PTO {

/// ReachingDefInfo::getUniqueReachingMIDef, with nothing computed for the
/// whole function. ReachingDefInfo keeps an array of every register unit
/// for every block, kept through both sync passes (issue 17: 72 MB at 100k
/// loop-nest ops), and searches the blocks before an instruction back to
/// the definitions on every query. Here:
/// - a definition in the instruction's own block is found by a cursor that
///   walks the block forward, remembering the last definition of each
///   register unit: queries in layout order (how both passes ask) walk each
///   block once; a query behind the cursor restarts it at the block's top;
/// - the live-out definitions of each predecessor searched from are kept,
///   and a later search that reaches that block takes them instead of
///   going on: each block is searched about once.
/// The answers are ReachingDefInfo's (a definition is a register operand
/// marked def, explicit or implicit, of a non-debug instruction, that
/// shares a register unit with the register; register masks do not count).
class UniqueReachingDefs {
  const TargetRegisterInfo &TRI;
  /// The definitions of a register live out of a block (what
  /// ReachingDefInfo::getLiveOuts collects from that block).
  DenseMap<std::pair<const MachineBasicBlock *, unsigned>,
           SmallVector<MachineInstr *, 2>>
      LiveOuts;
  /// The cursor: in block CursorBB, the instructions before Cursor have
  /// been walked; per register unit, the last of them to define it and its
  /// position in the walk (0: none).
  MachineBasicBlock *CursorBB = nullptr;
  MachineBasicBlock::instr_iterator Cursor;
  unsigned CursorPos = 0;
  SmallVector<std::pair<unsigned, MachineInstr *>, 0> LastDef;

  void addLiveOuts(MachineBasicBlock *MBB, Register Reg,
                   SmallPtrSetImpl<MachineInstr *> &Defs);
  /// The last definition of \p Reg in \p MI's block before \p MI, or null.
  MachineInstr *localDefBefore(MachineInstr &MI, Register Reg);
  /// The last definition of \p Reg in \p MBB, or null.
  MachineInstr *lastDefIn(MachineBasicBlock &MBB, Register Reg) const;
  bool defines(const MachineInstr &MI, Register Reg) const;

public:
  explicit UniqueReachingDefs(const TargetRegisterInfo &TRI);
  /// The one instruction whose definition of \p Reg reaches \p MI, or null.
  const MachineInstr *get(const MachineInstr &MI, Register Reg);
};

} // namespace PTO
} // namespace llvm

#endif
