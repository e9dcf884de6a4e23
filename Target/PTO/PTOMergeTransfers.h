//===-- PTOMergeTransfers.h - Merge adjacent GM transfers -------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Issue 23: the SILoadStoreOptimizer analogue (docs/alias-analysis.md,
// "pto-merge-transfers"). A header of its own so that adding the pass does
// not rebuild every includer of PTO.h.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOMERGETRANSFERS_H
#define LLVM_LIB_TARGET_PTO_PTOMERGETRANSFERS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class FunctionPass;
class PassRegistry;

FunctionPass *createPTOMergeTransfersLegacyPass();
void initializePTOMergeTransfersLegacyPass(PassRegistry &);

/// New-PM form (`opt -passes=pto-merge-transfers`).
class PTOMergeTransfersPass : public PassInfoMixin<PTOMergeTransfersPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
};
} // namespace llvm

#endif
