//===-- PTOLoopInvariantCopies.h - Per-loop copies around LSR ---*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Issue 17: pto-isolate-loop-invariants gives each outermost loop its own
// copy of the kernel-wide values it uses, for Loop Strength Reduction;
// pto-rejoin-loop-invariants removes the copies after it. A header of its
// own so that adding the passes does not rebuild every includer of PTO.h.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOLOOPINVARIANTCOPIES_H
#define LLVM_LIB_TARGET_PTO_PTOLOOPINVARIANTCOPIES_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class FunctionPass;
class LoopInfo;
class PassRegistry;

FunctionPass *createPTOIsolateLoopInvariantsLegacyPass();
void initializePTOIsolateLoopInvariantsLegacyPass(PassRegistry &);
FunctionPass *createPTORejoinLoopInvariantsLegacyPass();
void initializePTORejoinLoopInvariantsLegacyPass(PassRegistry &);

/// The metadata kind that tags the copies (`!pto.loop.copy !{}` on both
/// casts of a `ptrtoint`/`inttoptr` round trip); pto-rejoin-loop-invariants
/// removes exactly these.
inline constexpr const char *LoopCopyMD = "pto.loop.copy";

/// The work of pto-isolate-loop-invariants; the number of copies made.
unsigned isolateLoopInvariants(Function &F, const LoopInfo &LI);
/// The work of pto-rejoin-loop-invariants; the number of copies removed.
unsigned rejoinLoopInvariants(Function &F);

/// New-PM forms (`opt -passes=pto-isolate-loop-invariants`,
/// `-passes=pto-rejoin-loop-invariants`).
class PTOIsolateLoopInvariantsPass
    : public PassInfoMixin<PTOIsolateLoopInvariantsPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
};
class PTORejoinLoopInvariantsPass
    : public PassInfoMixin<PTORejoinLoopInvariantsPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
};
} // namespace llvm

#endif
