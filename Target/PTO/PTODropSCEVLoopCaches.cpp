//===-- PTODropSCEVLoopCaches.cpp - Bound SCEV's per-loop lists -----------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// ScalarEvolution remembers, per expression, each loop and block it was
// asked about -- the expression's loop and block dispositions and its values
// at scope -- in small vectors searched linearly. Loop passes that visit
// every loop of a function with one ScalarEvolution (the loop pass manager
// of the code generator's IR pipeline: Canonicalize Freeze in Loops, IV
// Users, Loop Strength Reduction) ask about the expressions every loop
// shares -- small constants, the kernel's arguments -- in each loop, so
// those vectors grow with the loops visited and the queries are quadratic in
// the loops (issue 17: on a kernel of 16k loop nests these three passes took
// 16-22x longer than on a tenth of it; ScalarEvolution's getBlockDisposition,
// getLoopDisposition and getSCEVAtScope were 17 % of llc).
//
// This loop pass runs in the same loop pass manager, right after Loop
// Strength Reduction, and drops ScalarEvolution's loop caches
// (forgetAllLoops) after every -pto-scev-cache-interval loops
// (PTO::SCEVCacheBound). What is dropped is recomputed from the IR when
// asked again, with the same answers, so the code is the same; the lists
// hold at most the expressions and loops of the last interval.
// -pto-scev-cache-interval=0 turns it off.
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "PTODebug.h"
#include "PTOIRUtils.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/LoopPass.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "pto-drop-scev-loop-caches"

PTO_STATISTIC(NumDrops, "Times ScalarEvolution's loop caches were dropped");

namespace {
class PTODropSCEVLoopCaches : public LoopPass {
public:
  static char ID;
  PTODropSCEVLoopCaches() : LoopPass(ID) {}

  StringRef getPassName() const override {
    return "PTO drop ScalarEvolution's loop caches";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
  }
  bool runOnLoop(Loop *L, LPPassManager &) override {
    // Only when the loop passes before this one use it (it is not
    // computed here).
    auto *SEWP = getAnalysisIfAvailable<ScalarEvolutionWrapperPass>();
    if (!SEWP || !Bound.tick(SEWP->getSE()))
      return false;
    PTO_DEBUG(dbgs() << DEBUG_TYPE << ": dropped after loop "
                     << L->getHeader()->getName() << "\n");
    ++NumDrops;
    return false;
  }

private:
  PTO::SCEVCacheBound Bound;
};
} // namespace

char PTODropSCEVLoopCaches::ID = 0;

INITIALIZE_PASS(PTODropSCEVLoopCaches, DEBUG_TYPE,
                "PTO drop ScalarEvolution's loop caches", false, false)

Pass *llvm::createPTODropSCEVLoopCachesPass() {
  return new PTODropSCEVLoopCaches();
}
char &llvm::PTODropSCEVLoopCachesID = PTODropSCEVLoopCaches::ID;
