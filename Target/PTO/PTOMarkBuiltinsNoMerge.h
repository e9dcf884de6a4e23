//===-- PTOMarkBuiltinsNoMerge.h - nomerge on the tile builtins -*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOMARKBUILTINSNOMERGE_H
#define LLVM_LIB_TARGET_PTO_PTOMARKBUILTINSNOMERGE_H

#include "llvm/IR/PassManager.h"

namespace llvm {

/// Adds `nomerge` to every `pto.*` declaration of a module (`opt
/// -passes=pto-mark-nomerge`; also at the start of every default pipeline
/// of a PassBuilder that knows the PTO callbacks).
class PTOMarkBuiltinsNoMergePass
    : public PassInfoMixin<PTOMarkBuiltinsNoMergePass> {
public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }
};

/// The work of the pass; true if an attribute was added.
bool markPTOBuiltinsNoMerge(Module &M);

} // namespace llvm

#endif
