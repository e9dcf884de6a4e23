//===-- PTORejoinLoopInvariants.cpp - Remove the per-loop copies ----------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-rejoin-loop-invariants undoes pto-isolate-loop-invariants
// (PTOIsolateLoopInvariants.cpp) once Loop Strength Reduction has run: every
// copy (the second cast of a tagged `ptrtoint`/`inttoptr` round trip, tag
// `!pto.loop.copy`) is replaced by the value it copies, including in the code
// LSR expanded from it, so instruction selection, the machine memory
// operands and alias analysis (which does not look through an `inttoptr`)
// see the kernel's own values; the first cast goes too unless LSR reused
// it. Runs before CodeGenPrepare, whose address sinking then finds the same
// bases as without the copies. Casts the kernel wrote itself have no tag and
// stay.
//
//===----------------------------------------------------------------------===//

#include "PTODebug.h"
#include "PTOLoopInvariantCopies.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/Debug.h"

using namespace llvm;

#define DEBUG_TYPE "pto-rejoin-loop-invariants"

PTO_STATISTIC(NumRejoined, "Per-loop copies replaced by their values again");

unsigned llvm::rejoinLoopInvariants(Function &F) {
  unsigned Kind = F.getContext().getMDKindID(LoopCopyMD);
  // The copies: a tagged cast of a tagged cast.
  SmallVector<CastInst *, 64> Copies;
  for (Instruction &I : instructions(F))
    if (auto *Second = dyn_cast<CastInst>(&I))
      if (Second->getMetadata(Kind))
        if (auto *First = dyn_cast<CastInst>(Second->getOperand(0)))
          if (First->getMetadata(Kind))
            Copies.push_back(Second);
  for (CastInst *Second : Copies) {
    auto *First = cast<CastInst>(Second->getOperand(0));
    Second->replaceAllUsesWith(First->getOperand(0));
    Second->eraseFromParent();
    if (First->use_empty())
      First->eraseFromParent();
    else // LSR's expansions reuse it: a cast of the kernel's value now.
      First->setMetadata(Kind, nullptr);
  }
  NumRejoined += Copies.size();
  LLVM_DEBUG(if (!Copies.empty()) dbgs()
             << DEBUG_TYPE ": " << Copies.size() << " copies in " << F.getName()
             << "\n");
  return Copies.size();
}

PreservedAnalyses PTORejoinLoopInvariantsPass::run(Function &F,
                                                   FunctionAnalysisManager &) {
  if (!rejoinLoopInvariants(F))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

namespace {
class PTORejoinLoopInvariantsLegacy : public FunctionPass {
public:
  static char ID;
  PTORejoinLoopInvariantsLegacy() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "PTO rejoin per-loop copies of loop invariants";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override {
    // Not skipped with optnone: the copies must go whatever made them.
    return rejoinLoopInvariants(F) != 0;
  }
};
} // namespace

char PTORejoinLoopInvariantsLegacy::ID = 0;

INITIALIZE_PASS(PTORejoinLoopInvariantsLegacy, DEBUG_TYPE,
                "PTO rejoin per-loop copies of loop invariants", false, false)

FunctionPass *llvm::createPTORejoinLoopInvariantsLegacyPass() {
  return new PTORejoinLoopInvariantsLegacy();
}
