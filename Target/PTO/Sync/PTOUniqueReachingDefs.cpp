//===-- PTOUniqueReachingDefs.cpp - Memoized unique reaching defs ---------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Sync/PTOUniqueReachingDefs.h"
#include "llvm/CodeGen/LiveRegUnits.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"

using namespace llvm;
using namespace llvm::PTO;

UniqueReachingDefs::UniqueReachingDefs(const TargetRegisterInfo &TRI)
    : TRI(TRI), LastDef(TRI.getNumRegUnits()) {}

/// A definition as ReachingDefInfo counts one: a register operand marked
/// def (explicit or implicit; register masks do not count).
static bool isRegDef(const MachineOperand &MO) {
  return MO.isReg() && MO.getReg() && MO.isDef();
}

bool UniqueReachingDefs::defines(const MachineInstr &MI, Register Reg) const {
  if (MI.isDebugInstr())
    return false;
  for (const MachineOperand &MO : MI.operands())
    if (isRegDef(MO) && TRI.regsOverlap(MO.getReg(), Reg))
      return true;
  return false;
}

MachineInstr *UniqueReachingDefs::localDefBefore(MachineInstr &MI,
                                                 Register Reg) {
  MachineBasicBlock *MBB = MI.getParent();
  auto Restart = [&] {
    CursorBB = MBB;
    Cursor = MBB->instr_begin();
    CursorPos = 0;
    for (auto &U : LastDef)
      U = {0, nullptr};
  };
  if (CursorBB != MBB)
    Restart();
  // Forward from the cursor to MI; past the end, MI is behind the cursor.
  for (bool Restarted = false;; Restarted = true) {
    auto E = MBB->instr_end();
    while (Cursor != E && &*Cursor != &MI) {
      MachineInstr &I = *Cursor++;
      ++CursorPos;
      if (I.isDebugInstr())
        continue;
      for (const MachineOperand &MO : I.operands())
        if (isRegDef(MO) && MO.getReg().isPhysical())
          for (MCRegUnit U : TRI.regunits(MO.getReg().asMCReg()))
            LastDef[static_cast<unsigned>(U)] = {CursorPos, &I};
    }
    if (Cursor != E)
      break;
    assert(!Restarted && "instruction not in its parent block");
    (void)Restarted;
    Restart();
  }
  std::pair<unsigned, MachineInstr *> Last{0, nullptr};
  if (Reg.isPhysical())
    for (MCRegUnit U : TRI.regunits(Reg.asMCReg()))
      Last = std::max(
          Last, LastDef[static_cast<unsigned>(U)],
          [](const auto &A, const auto &B) { return A.first < B.first; });
  return Last.second;
}

MachineInstr *UniqueReachingDefs::lastDefIn(MachineBasicBlock &MBB,
                                            Register Reg) const {
  for (MachineInstr &I : reverse(MBB.instrs()))
    if (defines(I, Reg))
      return &I;
  return nullptr;
}

void UniqueReachingDefs::addLiveOuts(MachineBasicBlock *MBB, Register Reg,
                                     SmallPtrSetImpl<MachineInstr *> &Defs) {
  auto Key = std::make_pair(static_cast<const MachineBasicBlock *>(MBB),
                            unsigned(Reg));
  if (auto It = LiveOuts.find(Key); It != LiveOuts.end()) {
    Defs.insert_range(It->second);
    return;
  }
  // ReachingDefInfo::getLiveOuts: from MBB backwards, through the blocks
  // the register is live out of without a definition in them, to the
  // blocks whose last definition of it is live out. A block answered
  // before contributes its whole answer (everything reachable from it).
  SmallPtrSet<MachineInstr *, 4> Found;
  SmallPtrSet<MachineBasicBlock *, 16> Visited;
  SmallVector<MachineBasicBlock *, 16> Work{MBB};
  while (!Work.empty()) {
    MachineBasicBlock *B = Work.pop_back_val();
    if (!Visited.insert(B).second)
      continue;
    if (B != MBB)
      if (auto It = LiveOuts.find({B, unsigned(Reg)}); It != LiveOuts.end()) {
        Found.insert_range(It->second);
        continue;
      }
    LiveRegUnits Live(TRI);
    Live.addLiveOuts(*B);
    if (Live.available(Reg))
      continue;
    // ReachingDefInfo::getLocalLiveOutMIDef: the block's last definition.
    if (MachineInstr *Def = lastDefIn(*B, Reg)) {
      Found.insert(Def);
      continue;
    }
    append_range(Work, B->predecessors());
  }
  Defs.insert_range(Found);
  LiveOuts[Key].assign(Found.begin(), Found.end());
}

const MachineInstr *UniqueReachingDefs::get(const MachineInstr &MI,
                                            Register Reg) {
  auto &I = const_cast<MachineInstr &>(MI);
  // A definition before MI in its block, which does not leave the block.
  if (MachineInstr *Local = localDefBefore(I, Reg))
    return Local;
  SmallPtrSet<MachineInstr *, 2> Incoming;
  MachineBasicBlock *Parent = I.getParent();
  for (MachineBasicBlock *Pred : Parent->predecessors())
    addLiveOuts(Pred, Reg, Incoming);
  // One incoming definition, and not one of MI's block (executed after MI).
  if (Incoming.size() == 1 && (*Incoming.begin())->getParent() != Parent)
    return *Incoming.begin();
  return nullptr;
}
