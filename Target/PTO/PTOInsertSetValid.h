//===-- PTOInsertSetValid.h - Valid extents into setvalid -------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Issue 13 (V): runtime valid extents (docs/tile-storage.md "Valid
// regions"). A header of its own so that adding the pass does not rebuild
// every includer of PTO.h.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOINSERTSETVALID_H
#define LLVM_LIB_TARGET_PTO_PTOINSERTSETVALID_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class FunctionPass;
class PassRegistry;

FunctionPass *createPTOInsertSetValidLegacyPass();
void initializePTOInsertSetValidLegacyPass(PassRegistry &);

/// New-PM form (`opt -passes=pto-insert-setvalid`).
class PTOInsertSetValidPass : public PassInfoMixin<PTOInsertSetValidPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
};
} // namespace llvm

#endif
