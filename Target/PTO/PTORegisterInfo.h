//===-- PTORegisterInfo.h - PTO register information ------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOREGISTERINFO_H
#define LLVM_LIB_TARGET_PTO_PTOREGISTERINFO_H

#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"

#define GET_REGINFO_HEADER
#include "PTOGenRegisterInfo.inc"

namespace llvm {

struct PTORegisterInfo : public PTOGenRegisterInfo {
  PTORegisterInfo();

  const MCPhysReg *getCalleeSavedRegs(const MachineFunction *MF) const override;
  const uint32_t *getCallPreservedMask(const MachineFunction &MF,
                                       CallingConv::ID) const override;
  BitVector getReservedRegs(const MachineFunction &MF) const override;

  bool requiresRegisterScavenging(const MachineFunction &MF) const override {
    return false;
  }
  bool eliminateFrameIndex(MachineBasicBlock::iterator MI, int SPAdj,
                           unsigned FIOperandNum,
                           RegScavenger *RS = nullptr) const override;

  Register getFrameRegister(const MachineFunction &MF) const override;

  /// Only fixed-size stack objects need a realigned sp: dynamic allocas
  /// align their own address at run time.
  bool shouldRealignStack(const MachineFunction &MF) const override;
};

} // namespace llvm

#endif
