//===-- SourceNames.h - Name values after the C variables they fill ------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// ptocc's pass that keeps the names of local variables for the backend's
// diagnostics: each value stored to a named local variable gets the
// variable's name as `!pto.name` metadata before SROA drops the variable's
// alloca. See docs/ptocc.md ("Diagnostics").
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOCC_SOURCENAMES_H
#define LLVM_PTO_TOOLS_PTOCC_SOURCENAMES_H

#include "llvm/IR/PassManager.h"

namespace ptocc {

/// Puts `!pto.name !{!"<variable>"}` on the values stored to named local
/// variables (allocas clang made for them).
class SourceNamesPass : public llvm::PassInfoMixin<SourceNamesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

} // namespace ptocc

#endif // LLVM_PTO_TOOLS_PTOCC_SOURCENAMES_H
