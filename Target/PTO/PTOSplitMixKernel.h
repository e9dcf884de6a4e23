//===-- PTOSplitMixKernel.h - Split a mix kernel into core sections -*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-split-mix-kernel (issue 15 S): on a3, a kernel that uses both the cube
// and the vector pipes without get_core_type() sections becomes the
// sectioned form (docs/architecture.md, "The mix-kernel split").
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOSPLITMIXKERNEL_H
#define LLVM_LIB_TARGET_PTO_PTOSPLITMIXKERNEL_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class FunctionPass;
class PassRegistry;

FunctionPass *createPTOSplitMixKernelLegacyPass();
void initializePTOSplitMixKernelLegacyPass(PassRegistry &);

class PTOSplitMixKernelPass : public PassInfoMixin<PTOSplitMixKernelPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
};
} // namespace llvm

#endif
