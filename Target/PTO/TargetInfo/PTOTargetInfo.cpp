//===-- PTOTargetInfo.cpp - PTO target implementation ---------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "TargetInfo/PTOTargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"

using namespace llvm;

Target &llvm::getThePTOTarget() {
  static Target ThePTOTarget;
  return ThePTOTarget;
}

/// LLVM has no Triple::ArchType for an out-of-tree target, so `pto-*`
/// triples parse with an unknown architecture. The pto target deliberately
/// claims exactly those: a module whose triple names no architecture LLVM
/// knows (`pto-unknown-unknown`) selects it, and `-march=pto` selects it by
/// name whatever the triple says.
static bool matchPTOArch(Triple::ArchType Arch) {
  return Arch == Triple::UnknownArch;
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializePTOTargetInfo() {
  TargetRegistry::RegisterTarget(getThePTOTarget(), "pto",
                                 "PTO tile accelerator", "PTO", &matchPTOArch,
                                 /*HasJIT=*/false);
}
