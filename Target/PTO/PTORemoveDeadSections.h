//===-- PTORemoveDeadSections.h - Sections no core runs ---------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Issue 15: the blocks of a mix kernel that no core kind of the generation
// runs are removed (docs/sync.md, "Mix kernels"). A header of its own so
// that adding the pass does not rebuild every includer of PTO.h.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOREMOVEDEADSECTIONS_H
#define LLVM_LIB_TARGET_PTO_PTOREMOVEDEADSECTIONS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class FunctionPass;
class PassRegistry;

FunctionPass *createPTORemoveDeadSectionsLegacyPass();
void initializePTORemoveDeadSectionsLegacyPass(PassRegistry &);

/// New-PM form (`opt -passes=pto-remove-dead-sections`).
class PTORemoveDeadSectionsPass
    : public PassInfoMixin<PTORemoveDeadSectionsPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
};
} // namespace llvm

#endif
