//===-- PTOPipelineLoads.h - Multi-buffer streaming loops' tloads -*- C++ -*-=//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Issue 16: software pipelining of streaming loops' tloads
// (docs/tile-storage.md). A header of its own so that adding the pass does
// not rebuild every includer of PTO.h.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOPIPELINELOADS_H
#define LLVM_LIB_TARGET_PTO_PTOPIPELINELOADS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class FunctionPass;
class PassRegistry;

FunctionPass *createPTOPipelineLoadsLegacyPass();
void initializePTOPipelineLoadsLegacyPass(PassRegistry &);

/// New-PM form (`opt -passes=pto-pipeline-loads`).
class PTOPipelineLoadsPass : public PassInfoMixin<PTOPipelineLoadsPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
};
} // namespace llvm

#endif
