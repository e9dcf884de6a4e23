//===-- PTOUniqueReachingDefs.cpp - Memoized unique reaching defs ---------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Sync/PTOUniqueReachingDefs.h"
#include "llvm/CodeGen/LiveRegUnits.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/ReachingDefAnalysis.h"

using namespace llvm;
using namespace llvm::PTO;

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
    if (MachineInstr *Def = RDI.getLocalLiveOutMIDef(B, Reg)) {
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
  // A definition before MI in its block: ReachingDefInfo's own answer,
  // which does not leave the block.
  if (RDI.hasLocalDefBefore(&I, Reg))
    return RDI.getUniqueReachingMIDef(&I, Reg);
  SmallPtrSet<MachineInstr *, 2> Incoming;
  MachineBasicBlock *Parent = I.getParent();
  for (MachineBasicBlock *Pred : Parent->predecessors())
    addLiveOuts(Pred, Reg, Incoming);
  // One incoming definition, and not one of MI's block (executed after MI).
  if (Incoming.size() == 1 && (*Incoming.begin())->getParent() != Parent)
    return *Incoming.begin();
  return nullptr;
}
