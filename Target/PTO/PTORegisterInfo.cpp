//===-- PTORegisterInfo.cpp - PTO register information --------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "PTORegisterInfo.h"
#include "PTOFrameLowering.h"
#include "PTOSubtarget.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

#define DEBUG_TYPE "pto-reginfo"

#define GET_REGINFO_TARGET_DESC
#include "PTOGenRegisterInfo.inc"

PTORegisterInfo::PTORegisterInfo() : PTOGenRegisterInfo(PTO::X1) {}

const MCPhysReg *
PTORegisterInfo::getCalleeSavedRegs(const MachineFunction *MF) const {
  return CSR_PTO_SaveList;
}

const uint32_t *PTORegisterInfo::getCallPreservedMask(const MachineFunction &MF,
                                                      CallingConv::ID) const {
  return CSR_PTO_RegMask;
}

BitVector PTORegisterInfo::getReservedRegs(const MachineFunction &MF) const {
  BitVector Reserved(getNumRegs());
  Reserved.set(PTO::X0); // zero
  Reserved.set(PTO::X2); // sp
  Reserved.set(PTO::X4); // gp
  // The one register of each tile class (PTOTileRegisters.td): never allocated.
  for (MCPhysReg R : {PTO::TileMat_DUMMY, PTO::TileLeft_DUMMY,
                      PTO::TileRight_DUMMY, PTO::TileAcc_DUMMY,
                      PTO::TileVec_DUMMY, PTO::TileBias_DUMMY})
    Reserved.set(R);
  if (MF.getSubtarget().getFrameLowering()->hasFP(MF))
    Reserved.set(PTO::X3); // fp
  return Reserved;
}

Register PTORegisterInfo::getFrameRegister(const MachineFunction &MF) const {
  return MF.getSubtarget().getFrameLowering()->hasFP(MF) ? PTO::X3 : PTO::X2;
}

bool PTORegisterInfo::shouldRealignStack(const MachineFunction &MF) const {
  const MachineFrameInfo &MFI = MF.getFrameInfo();
  Align StackAlign = MF.getSubtarget().getFrameLowering()->getStackAlign();
  for (int FI = 0, E = MFI.getObjectIndexEnd(); FI != E; ++FI)
    if (!MFI.isDeadObjectIndex(FI) && !MFI.isVariableSizedObjectIndex(FI) &&
        MFI.getObjectAlign(FI) > StackAlign)
      return true;
  return false;
}

bool PTORegisterInfo::eliminateFrameIndex(MachineBasicBlock::iterator II,
                                          int SPAdj, unsigned FIOperandNum,
                                          RegScavenger *RS) const {
  MachineInstr &MI = *II;
  MachineFunction &MF = *MI.getMF();
  const auto *TFI =
      static_cast<const PTOFrameLowering *>(MF.getSubtarget().getFrameLowering());
  int FI = MI.getOperand(FIOperandNum).getIndex();

  Register FrameReg;
  StackOffset Offset = TFI->getFrameIndexReference(MF, FI, FrameReg);
  // Every frame-index user (loads, stores, addi) has the form
  // `op ..., base, imm` with the immediate right after the base.
  int64_t Total = Offset.getFixed() + MI.getOperand(FIOperandNum + 1).getImm();
  if (!isInt<32>(Total)) {
    MF.getFunction().getContext().diagnose(DiagnosticInfoResourceLimit(
        MF.getFunction(), "stack frame offset", Total, INT32_MAX, DS_Error,
        DK_ResourceLimit));
    Total = 0;
  }
  MI.getOperand(FIOperandNum).ChangeToRegister(FrameReg, false);
  MI.getOperand(FIOperandNum + 1).ChangeToImmediate(Total);
  return false;
}
