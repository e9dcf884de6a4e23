//===-- PTOSubtarget.cpp - PTO subtarget information ----------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "PTOSubtarget.h"
#include "PTO.h"
#include "PTOTargetMachine.h"

using namespace llvm;

#define DEBUG_TYPE "pto-subtarget"

#define GET_SUBTARGETINFO_TARGET_DESC
#define GET_SUBTARGETINFO_CTOR
#include "PTOGenSubtargetInfo.inc"

PTOSubtarget &PTOSubtarget::initializeSubtargetDependencies(StringRef CPU,
                                                            StringRef FS) {
  if (CPU.empty())
    CPU = "a3";
  ParseSubtargetFeatures(CPU, /*TuneCPU=*/CPU, FS);
  return *this;
}

PTOSubtarget::PTOSubtarget(const Triple &TT, StringRef CPU, StringRef FS,
                           const PTOTargetMachine &TM)
    : PTOGenSubtargetInfo(TT, CPU.empty() ? "a3" : CPU,
                          CPU.empty() ? "a3" : CPU, FS),
      InstrInfo(initializeSubtargetDependencies(CPU, FS)), FrameLowering(),
      TLInfo(TM, *this) {
  CallLoweringInfo.reset(new PTOCallLowering(TLInfo));
  Legalizer.reset(new PTOLegalizerInfo(*this));
  RegBankInfo.reset(new PTORegisterBankInfo(*getRegisterInfo()));
  InstSelector.reset(createPTOInstructionSelector(TM, *this, *RegBankInfo));
}

PTOSubtarget::~PTOSubtarget() = default;

const CallLowering *PTOSubtarget::getCallLowering() const {
  return CallLoweringInfo.get();
}
InstructionSelector *PTOSubtarget::getInstructionSelector() const {
  return InstSelector.get();
}
const LegalizerInfo *PTOSubtarget::getLegalizerInfo() const {
  return Legalizer.get();
}
const RegisterBankInfo *PTOSubtarget::getRegBankInfo() const {
  return RegBankInfo.get();
}
