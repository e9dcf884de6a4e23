//===-- PTOMCTargetDesc.cpp - PTO target descriptions ---------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOInstPrinter.h"
#include "MCTargetDesc/PTOMCAsmInfo.h"
#include "TargetInfo/PTOTargetInfo.h"
#include "llvm/MC/MCDwarf.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"
#include <algorithm>

using namespace llvm;

#define GET_INSTRINFO_MC_DESC
#define ENABLE_INSTR_PREDICATE_VERIFIER
#include "PTOGenInstrInfo.inc"

#define GET_SUBTARGETINFO_MC_DESC
#include "PTOGenSubtargetInfo.inc"

#define GET_REGINFO_MC_DESC
#include "PTOGenRegisterInfo.inc"

PTO::PTOGeneration PTO::getGeneration(const MCSubtargetInfo &STI) {
  return STI.hasFeature(PTO::FeatureA5) ? PTO::A5 : PTO::A3;
}

std::string PTO::checkTileOffset(PTOGeneration Gen, unsigned AS,
                                 int64_t Offset) {
  const PTOMemoryInfo *Mem = getMemory(AS);
  std::optional<MemoryLimits> Limits = getMemoryLimits(Gen, AS);
  if (!Mem || !Limits)
    return "no tile addresses in this memory";
  const PTOGenerationInfo *G = lookupGeneration(Gen);
  std::string Name = Mem->Name;
  if (Offset < 0)
    return "tile offset must not be negative";
  uint64_t Align = std::max<uint64_t>(Limits->Alignment, TileOffsetUnit);
  if (Offset % Align != 0)
    return "tile offset " + std::to_string(Offset) + " is not a multiple of " +
           std::to_string(Align) + " bytes (the " + Name + " tile alignment)";
  if (static_cast<uint64_t>(Offset) >= Limits->Capacity ||
      static_cast<uint64_t>(Offset) / TileOffsetUnit > MaxTileOffsetField)
    return "tile offset " + std::to_string(Offset) + " is beyond " + Name +
           " (" + std::to_string(Limits->Capacity / 1024) + " KiB on " +
           (G ? G->Name : "this generation") + ")";
  return std::string();
}

MCInstrInfo *llvm::createPTOMCInstrInfo() {
  auto *X = new MCInstrInfo();
  InitPTOMCInstrInfo(X);
  return X;
}

static MCRegisterInfo *createPTOMCRegisterInfo(const Triple &TT) {
  auto *X = new MCRegisterInfo();
  InitPTOMCRegisterInfo(X, PTO::X1);
  return X;
}

static MCSubtargetInfo *createPTOMCSubtargetInfo(const Triple &TT,
                                                 StringRef CPU, StringRef FS) {
  if (CPU.empty())
    CPU = "a3";
  return createPTOMCSubtargetInfoImpl(TT, CPU, /*TuneCPU=*/CPU, FS);
}

static MCAsmInfo *createPTOMCAsmInfo(const MCRegisterInfo &MRI,
                                     const Triple &TT,
                                     const MCTargetOptions &Options) {
  MCAsmInfo *MAI = new PTOMCAsmInfo(TT);
  // The CFA is the stack pointer at function entry.
  MCCFIInstruction Inst = MCCFIInstruction::cfiDefCfa(
      nullptr, MRI.getDwarfRegNum(PTO::X2, true), 0);
  MAI->addInitialFrameState(Inst);
  return MAI;
}

static MCInstPrinter *createPTOMCInstPrinter(const Triple &T,
                                             unsigned SyntaxVariant,
                                             const MCAsmInfo &MAI,
                                             const MCInstrInfo &MII,
                                             const MCRegisterInfo &MRI) {
  return new PTOInstPrinter(MAI, MII, MRI);
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializePTOTargetMC() {
  Target &T = getThePTOTarget();
  TargetRegistry::RegisterMCAsmInfo(T, createPTOMCAsmInfo);
  TargetRegistry::RegisterMCInstrInfo(T, createPTOMCInstrInfo);
  TargetRegistry::RegisterMCRegInfo(T, createPTOMCRegisterInfo);
  TargetRegistry::RegisterMCSubtargetInfo(T, createPTOMCSubtargetInfo);
  TargetRegistry::RegisterMCInstPrinter(T, createPTOMCInstPrinter);
  TargetRegistry::RegisterMCCodeEmitter(T, createPTOMCCodeEmitter);
  TargetRegistry::RegisterMCAsmBackend(T, createPTOAsmBackend);
}
