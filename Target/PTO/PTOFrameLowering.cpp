//===-- PTOFrameLowering.cpp - Frame lowering for PTO ---------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Frame layout (docs/abi.md):
//
//   incoming stack arguments      <- entry sp + 0, +8, ...  (= fp + 0, ...)
//   ---------------------------   <- entry sp (the CFA; fp when kept)
//   callee-saved registers
//   locals and spill slots
//   outgoing call arguments       <- sp + 0, +8, ...
//   ---------------------------   <- sp
//
// Callee-saved slots are always addressed from sp: they are written before
// the prologue sets up fp and read after the epilogue has reloaded fp (with
// variable-sized objects the epilogue first recomputes sp from fp). Fixed
// objects and, without stack realignment, locals are addressed from fp when
// the function keeps one. A fixed-size object aligned to more than 16 bytes
// makes the prologue realign sp (`andi sp, sp, -Align`); locals are then
// addressed from the realigned sp and incoming arguments from fp. Realignment
// together with variable-sized objects would need a base pointer; it is
// diagnosed instead (PTOCheckIR rejects it first).
//
//===----------------------------------------------------------------------===//

#include "PTOFrameLowering.h"
#include "PTOInstrInfo.h"
#include "PTOSubtarget.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"

using namespace llvm;

#define DEBUG_TYPE "pto-frame-lowering"

bool PTOFrameLowering::hasFPImpl(const MachineFunction &MF) const {
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  return MF.getTarget().Options.DisableFramePointerElim(MF) ||
         MFI.hasVarSizedObjects() || MFI.isFrameAddressTaken() ||
         TRI->hasStackRealignment(MF);
}

/// True if \p FI is the save slot of a callee-saved register.
static bool isCalleeSavedSlot(const MachineFrameInfo &MFI, int FI) {
  if (!MFI.isCalleeSavedInfoValid())
    return false;
  return any_of(MFI.getCalleeSavedInfo(), [FI](const CalleeSavedInfo &CS) {
    return CS.getFrameIdx() == FI;
  });
}

bool PTOFrameLowering::hasReservedCallFrame(const MachineFunction &MF) const {
  return !MF.getFrameInfo().hasVarSizedObjects();
}

void PTOFrameLowering::adjustReg(MachineBasicBlock &MBB,
                                 MachineBasicBlock::iterator MBBI,
                                 const DebugLoc &DL, Register Dst, Register Src,
                                 int64_t Val, MachineInstr::MIFlag Flag) const {
  if (Dst == Src && Val == 0)
    return;
  const PTOInstrInfo &TII =
      *MBB.getParent()->getSubtarget<PTOSubtarget>().getInstrInfo();
  if (!isInt<32>(Val)) {
    MBB.getParent()->getFunction().getContext().diagnose(
        DiagnosticInfoStackSize(MBB.getParent()->getFunction(),
                                static_cast<uint64_t>(Val < 0 ? -Val : Val),
                                INT32_MAX, DS_Error));
    Val = 0;
  }
  BuildMI(MBB, MBBI, DL, TII.get(PTO::ADDI), Dst)
      .addReg(Src)
      .addImm(Val)
      .setMIFlag(Flag);
}

void PTOFrameLowering::emitPrologue(MachineFunction &MF,
                                    MachineBasicBlock &MBB) const {
  MachineFrameInfo &MFI = MF.getFrameInfo();
  MachineBasicBlock::iterator MBBI = MBB.begin();
  DebugLoc DL;

  uint64_t StackSize = alignTo(MFI.getStackSize(), getStackAlign());
  MFI.setStackSize(StackSize);
  if (StackSize == 0 && !hasFP(MF))
    return;

  adjustReg(MBB, MBBI, DL, PTO::X2, PTO::X2, -(int64_t)StackSize,
            MachineInstr::FrameSetup);

  if (!hasFP(MF))
    return;
  // Establish fp after the callee-saved stores (which saved the caller's fp).
  while (MBBI != MBB.end() && MBBI->getFlag(MachineInstr::FrameSetup))
    ++MBBI;
  adjustReg(MBB, MBBI, DL, PTO::X3, PTO::X2, StackSize,
            MachineInstr::FrameSetup);

  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  if (!TRI->hasStackRealignment(MF))
    return;
  if (MFI.hasVarSizedObjects()) {
    MF.getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
        MF.getFunction(),
        "stack objects aligned to more than 16 bytes cannot be combined with "
        "dynamic allocas"));
    return;
  }
  const PTOInstrInfo &TII = *MF.getSubtarget<PTOSubtarget>().getInstrInfo();
  BuildMI(MBB, MBBI, DL, TII.get(PTO::ANDI), PTO::X2)
      .addReg(PTO::X2)
      .addImm(-static_cast<int64_t>(MFI.getMaxAlign().value()))
      .setMIFlag(MachineInstr::FrameSetup);
}

void PTOFrameLowering::emitEpilogue(MachineFunction &MF,
                                    MachineBasicBlock &MBB) const {
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  MachineBasicBlock::iterator MBBI = MBB.getFirstTerminator();
  DebugLoc DL = MBBI != MBB.end() ? MBBI->getDebugLoc() : DebugLoc();
  uint64_t StackSize = MFI.getStackSize();
  if (StackSize == 0 && !hasFP(MF))
    return;

  // With variable-sized objects or a realigned stack, sp moved by an unknown
  // amount: recompute it from fp before the (sp-relative) callee-saved
  // reloads restore fp.
  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  if (hasFP(MF) &&
      (MFI.hasVarSizedObjects() || TRI->hasStackRealignment(MF))) {
    MachineBasicBlock::iterator FirstRestore = MBBI;
    while (FirstRestore != MBB.begin() &&
           std::prev(FirstRestore)->getFlag(MachineInstr::FrameDestroy))
      --FirstRestore;
    adjustReg(MBB, FirstRestore, DL, PTO::X2, PTO::X3, -(int64_t)StackSize,
              MachineInstr::FrameDestroy);
  }
  adjustReg(MBB, MBBI, DL, PTO::X2, PTO::X2, StackSize,
            MachineInstr::FrameDestroy);
}

StackOffset
PTOFrameLowering::getFrameIndexReference(const MachineFunction &MF, int FI,
                                         Register &FrameReg) const {
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  int64_t Offset = MFI.getObjectOffset(FI) - getOffsetOfLocalArea() +
                   MFI.getOffsetAdjustment();
  bool UseFP = hasFP(MF) && !isCalleeSavedSlot(MFI, FI) &&
               (MFI.isFixedObjectIndex(FI) || !TRI->hasStackRealignment(MF));
  if (UseFP) {
    FrameReg = PTO::X3;
    return StackOffset::getFixed(Offset);
  }
  FrameReg = PTO::X2;
  return StackOffset::getFixed(Offset + MFI.getStackSize());
}

void PTOFrameLowering::determineCalleeSaves(MachineFunction &MF,
                                            BitVector &SavedRegs,
                                            RegScavenger *RS) const {
  TargetFrameLowering::determineCalleeSaves(MF, SavedRegs, RS);
  if (hasFP(MF))
    SavedRegs.set(PTO::X3);
}

bool PTOFrameLowering::spillCalleeSavedRegisters(
    MachineBasicBlock &MBB, MachineBasicBlock::iterator MI,
    ArrayRef<CalleeSavedInfo> CSI, const TargetRegisterInfo *TRI) const {
  const TargetInstrInfo &TII = *MBB.getParent()->getSubtarget().getInstrInfo();
  for (const CalleeSavedInfo &CS : CSI) {
    Register Reg = CS.getReg();
    MBB.addLiveIn(Reg);
    TII.storeRegToStackSlot(MBB, MI, Reg, /*isKill=*/true, CS.getFrameIdx(),
                            &PTO::GPRRegClass, Register(),
                            MachineInstr::FrameSetup);
  }
  return true;
}

bool PTOFrameLowering::restoreCalleeSavedRegisters(
    MachineBasicBlock &MBB, MachineBasicBlock::iterator MI,
    MutableArrayRef<CalleeSavedInfo> CSI, const TargetRegisterInfo *TRI) const {
  const TargetInstrInfo &TII = *MBB.getParent()->getSubtarget().getInstrInfo();
  for (const CalleeSavedInfo &CS : reverse(CSI))
    TII.loadRegFromStackSlot(MBB, MI, CS.getReg(), CS.getFrameIdx(),
                             &PTO::GPRRegClass, Register(), /*SubReg=*/0,
                             MachineInstr::FrameDestroy);
  return true;
}

MachineBasicBlock::iterator PTOFrameLowering::eliminateCallFramePseudoInstr(
    MachineFunction &MF, MachineBasicBlock &MBB,
    MachineBasicBlock::iterator MI) const {
  if (!hasReservedCallFrame(MF)) {
    int64_t Amount = MI->getOperand(0).getImm();
    if (Amount != 0) {
      Amount = alignTo(Amount, getStackAlign());
      if (MI->getOpcode() == PTO::ADJCALLSTACKDOWN)
        Amount = -Amount;
      adjustReg(MBB, MI, MI->getDebugLoc(), PTO::X2, PTO::X2, Amount,
                MachineInstr::NoFlags);
    }
  }
  return MBB.erase(MI);
}
