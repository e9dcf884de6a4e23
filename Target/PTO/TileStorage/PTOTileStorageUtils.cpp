//===-- PTOTileStorageUtils.cpp - Shared helpers of the storage passes ----===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "TileStorage/PTOTileStorageUtils.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "PTOBuiltins.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::PTO;

void PTO::computeTileLiveness(const MachineFunction &MF,
                              TileLiveness &Liveness) {
  MachineDominatorTree MDT(const_cast<MachineFunction &>(MF));
  MachineLoopInfo MLI(MDT);
  Liveness.compute(MF, &MLI);
}

PlannerBuffer PTO::makePlannerBuffer(const PTOTileAllocation &A,
                                     const MachineFunction &MF,
                                     const TileLiveness &Liveness) {
  PlannerBuffer B;
  B.Id = A.ID;
  B.Size = A.totalSize();
  B.Align = A.Align;
  IntervalSet Live;
  const MachineInstr *First = nullptr, *Last = nullptr;
  unsigned FirstIdx = ~0u, LastIdx = 0;
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  for (const PTOTileAllocation::Member &M : A.Members) {
    for (auto [S, E] : Liveness.get(M.Reg))
      addInterval(Live, S, E);
    for (const MachineInstr &MI : MRI.reg_nodbg_instructions(M.Reg)) {
      if (MI.isPHI() || MI.isCopy() || MI.isMetaInstruction())
        continue;
      unsigned Idx = Liveness.getIndex(MI);
      if (Idx < FirstIdx)
        FirstIdx = Idx, First = &MI;
      if (Idx >= LastIdx)
        LastIdx = Idx, Last = &MI;
    }
  }
  B.Live.assign(Live.begin(), Live.end());
  B.FirstPipe = First ? PTOII::getPipe(First->getDesc().TSFlags) : 0;
  B.LastPipe = Last ? PTOII::getPipe(Last->getDesc().TSFlags) : 0;
  return B;
}

std::string PTO::describeTileRegister(Register Reg, const MachineFunction &MF) {
  std::string S;
  raw_string_ostream OS(S);
  OS << printReg(Reg, MF.getSubtarget().getRegisterInfo());
  if (auto D = getTileDesc(Reg, MF.getRegInfo()))
    OS << " (" << getMemory(D->AS)->Name << ' ' << D->Rows << 'x' << D->Cols
       << ' ' << getDTypeName(D->DType) << ')';
  return S;
}
