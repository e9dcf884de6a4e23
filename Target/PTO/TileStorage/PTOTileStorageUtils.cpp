//===-- PTOTileStorageUtils.cpp - Shared helpers of the storage passes ----===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "TileStorage/PTOTileStorageUtils.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "PTOBuiltins.h"
#include "PTOIRUtils.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::PTO;

PlannerBuffer PTO::makePlannerBuffer(const PTOTileAllocation &A,
                                     const MachineFunction &MF,
                                     const TileLiveness &Liveness,
                                     const MachineLoopInfo *MLI,
                                     const MachineInstr **FirstAccess,
                                     const MachineInstr **LastAccess) {
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
  if (MLI && First)
    if (const MachineLoop *L = MLI->getLoopFor(First->getParent()))
      B.Loop = L->getOutermostLoop()->getHeader()->getNumber();
  if (FirstAccess)
    *FirstAccess = First;
  if (LastAccess)
    *LastAccess = Last;
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

/// The instruction that made \p Reg, through copies and PHIs (whose inputs
/// are tried in order), or null.
static const MachineInstr *findTileMaker(Register Reg,
                                         const MachineRegisterInfo &MRI) {
  SmallPtrSet<const MachineInstr *, 8> Seen;
  SmallVector<Register, 8> Work{Reg};
  while (!Work.empty()) {
    Register R = Work.pop_back_val();
    if (!R.isVirtual())
      continue;
    for (const MachineInstr &MI : MRI.def_instructions(R)) {
      if (!Seen.insert(&MI).second)
        continue;
      if (MI.isCopy()) {
        Work.push_back(MI.getOperand(1).getReg());
        continue;
      }
      if (MI.isPHI()) {
        // Tried in operand order: push in reverse.
        for (int I = int(MI.getNumOperands()) - 2; I >= 1; I -= 2)
          Work.push_back(MI.getOperand(I).getReg());
        continue;
      }
      if (MI.getDebugLoc())
        return &MI;
    }
  }
  return nullptr;
}

PTO::TileSource PTO::getTileSource(Register Reg, const MachineFunction &MF) {
  TileSource S;
  const MachineInstr *Maker = findTileMaker(Reg, MF.getRegInfo());
  if (!Maker)
    return S;
  S.Loc = Maker->getDebugLoc();
  // The builtin call instruction selection made the instruction from: the
  // tile-producing call with the same DILocation (the translator keeps the
  // call's DebugLoc; inlined copies differ in their inlinedAt).
  std::optional<TileDesc> D = getTileDesc(Reg, MF.getRegInfo());
  for (const Instruction &I : instructions(MF.getFunction())) {
    const auto *CB = dyn_cast<CallBase>(&I);
    if (!CB || CB->getDebugLoc().get() != S.Loc.get())
      continue;
    const auto *PT = dyn_cast<PointerType>(CB->getType());
    const Function *Callee = CB->getCalledFunction();
    if (!PT || !Callee || !isBuiltinName(Callee->getName()) ||
        (D && PT->getAddressSpace() != D->AS))
      continue;
    S.Name = sourceName(*CB);
    if (S.Name)
      break;
  }
  return S;
}

std::string PTO::describeLocation(const DebugLoc &DL) {
  if (!DL)
    return "";
  return (sys::path::filename(DL->getFilename()) + ":" + Twine(DL.getLine()))
      .str();
}

std::string PTO::describeTileRegister(Register Reg, const MachineFunction &MF,
                                      StringRef Extra) {
  std::string S;
  raw_string_ostream OS(S);
  TileSource Src = getTileSource(Reg, MF);
  if (Src.Name) {
    OS << '\'' << *Src.Name << '\'';
    if (diagnosticsShowIR())
      OS << " [" << printReg(Reg, MF.getSubtarget().getRegisterInfo()) << ']';
  } else {
    OS << printReg(Reg, MF.getSubtarget().getRegisterInfo());
  }
  std::string Loc = describeLocation(Src.Loc);
  std::optional<TileDesc> D = getTileDesc(Reg, MF.getRegInfo());
  if (D || !Loc.empty() || !Extra.empty()) {
    OS << " (";
    ListSeparator Sep;
    if (D)
      OS << Sep << getMemory(D->AS)->Name << ' ' << D->Rows << 'x' << D->Cols
         << ' ' << getDTypeName(D->DType);
    if (!Loc.empty())
      OS << Sep << Loc;
    if (!Extra.empty())
      OS << Sep << Extra;
    OS << ')';
  }
  return S;
}

PTO::AllocationSource PTO::describeAllocation(const PTOTileAllocation &A,
                                              const MachineFunction &MF) {
  AllocationSource S;
  for (const PTOTileAllocation::Member &M : A.Members) {
    S.Registers.push_back(describeTileRegister(M.Reg, MF));
    TileSource Src = getTileSource(M.Reg, MF);
    if (!S.Name)
      S.Name = Src.Name;
    if (S.Loc.empty())
      S.Loc = describeLocation(Src.Loc);
  }
  return S;
}
