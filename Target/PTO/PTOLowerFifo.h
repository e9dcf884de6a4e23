//===-- PTOLowerFifo.h - Lower cross-core FIFOs to GM slots and flags -*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-lower-fifo (issue 15 (15F)): the cross-core FIFO builtins (pto-isa's
// TPUSH / TPOP / TFREE) become stores and loads of a ring of GM slots
// ordered by cross-core flags (docs/sync.md, "Cross-core FIFOs").
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOLOWERFIFO_H
#define LLVM_LIB_TARGET_PTO_PTOLOWERFIFO_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class FunctionPass;
class PassRegistry;

FunctionPass *createPTOLowerFifoLegacyPass();
void initializePTOLowerFifoLegacyPass(PassRegistry &);

class PTOLowerFifoPass : public PassInfoMixin<PTOLowerFifoPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
};
} // namespace llvm

#endif
