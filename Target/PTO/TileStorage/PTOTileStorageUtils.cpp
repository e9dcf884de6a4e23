//===-- PTOTileStorageUtils.cpp - Shared helpers of the storage passes ----===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "TileStorage/PTOTileStorageUtils.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "PTOBuiltins.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::PTO;

PlannerBuffer PTO::makePlannerBuffer(const PTOTileAllocation &A,
                                     const MachineFunction &MF,
                                     const TileLiveness &Liveness,
                                     const MachineLoopInfo *MLI) {
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
  if (MLI && First && B.FirstPipe != B.LastPipe)
    if (const MachineLoop *L = MLI->getLoopFor(First->getParent()))
      B.StageGroup = L->getHeader()->getNumber();
  return B;
}

LLT PTO::getTileMemType(const TileDesc &D) {
  // As PTOCallLowering's getTileMemType: the element width starts at the
  // dtype's and doubles until the count fits.
  uint64_t Bits = D.bytes() * 8;
  for (unsigned E = 8 * getDTypeBytes(D.DType); E && E <= 32768; E *= 2)
    if (Bits % E == 0 && Bits / E <= 65535)
      return Bits / E == 1 ? LLT::scalar(E) : LLT::fixed_vector(Bits / E, E);
  unsigned E = 32768;
  uint64_t N = std::min<uint64_t>((Bits + E - 1) / E, 65535);
  return LLT::fixed_vector(N, E);
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
