//===-- PTORemoveDeadSections.cpp - Sections no core runs -----------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A mix kernel written for both generations has sections for core kinds a
// generation lacks: `if (t == PTO_CORE_VECTOR) ... else if (t &
// PTO_CORE_VECTOR) ...` keeps, on a3, a section for a core with every pipe
// (a5's) that neither the AIC nor an AIV runs (pto-core-sections: a block
// no kind's constant core type reaches). This pass removes those blocks:
// each branch edge into one from a block some kind runs is dropped (a
// conditional branch becomes unconditional, a switch case goes), and the
// blocks left unreachable are deleted.
//
// What it saves is more than code: a dead section's tiles still flow in SSA
// form through the live sections' joins, where storage planning would give
// them copies on the edges of cores that cannot execute them, or a shape
// the lowering needs in blocks nothing runs. The kernel verifier has run
// already (a dead block has no kind whose pipes it must respect).
//
//===----------------------------------------------------------------------===//

#include "PTORemoveDeadSections.h"
#include "PTOCoreSections.h"
#include "PTODebug.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/DebugCounter.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-remove-dead-sections"

PTO_STATISTIC(NumEdgesRemoved,
              "Branch edges into blocks no core kind runs removed");
PTO_STATISTIC(NumBlocksRemoved, "Blocks no core kind runs deleted");
DEBUG_COUNTER(DeadSectionCounter, "pto-remove-dead-sections-edge",
              "Remove one branch edge into a block no core kind runs");

static cl::opt<bool> EnableRemoveDeadSections(
    "pto-enable-remove-dead-sections", cl::Hidden, cl::init(true),
    cl::desc("Remove the blocks of a mix kernel that no core kind of the "
             "generation runs"));

static cl::opt<bool> UnsoundPartial(
    "pto-remove-dead-sections-unsound-partial", cl::Hidden, cl::init(false),
    cl::desc("Count a block that some core kind does not run as dead, not "
             "only one that no kind runs (unsound; for tests)"));

namespace {
class DeadSectionRemover {
  Function &F;
  const CoreSections &CS;
  OptimizationRemarkEmitter *ORE;

  /// Drops the edge \p From -> \p To of \p From's terminator.
  bool dropEdge(BasicBlock *From, BasicBlock *To) {
    Instruction *T = From->getTerminator();
    if (auto *BI = dyn_cast<BranchInst>(T)) {
      if (!BI->isConditional())
        return false; // The only way on: the analysis is contradicted.
      BasicBlock *Other = BI->getSuccessor(BI->getSuccessor(0) == To ? 1 : 0);
      if (Other == To)
        return false;
      To->removePredecessor(From);
      BranchInst *New = BranchInst::Create(Other, BI->getIterator());
      New->setDebugLoc(BI->getDebugLoc());
      Value *Cond = BI->getCondition();
      BI->eraseFromParent();
      RecursivelyDeleteTriviallyDeadInstructions(Cond);
      return true;
    }
    if (auto *SI = dyn_cast<SwitchInst>(T)) {
      bool Changed = false;
      for (auto It = SI->case_begin(); It != SI->case_end();) {
        if (It->getCaseSuccessor() == To) {
          It = SI->removeCase(It);
          Changed = true;
        } else {
          ++It;
        }
      }
      // A dead default: any live case may stand for it.
      if (SI->getDefaultDest() == To && SI->getNumCases()) {
        SI->setDefaultDest(SI->case_begin()->getCaseSuccessor());
        Changed = true;
      }
      if (Changed && !is_contained(successors(From), To))
        To->removePredecessor(From);
      return Changed;
    }
    return false;
  }

public:
  DeadSectionRemover(Function &F, const CoreSections &CS,
                     OptimizationRemarkEmitter *ORE)
      : F(F), CS(CS), ORE(ORE) {}

  bool run() {
    if (!EnableRemoveDeadSections || !CS.isMixKernel())
      return false;
    auto Dead = [&](const BasicBlock *BB) {
      unsigned M = CS.mask(BB);
      return UnsoundPartial ? M != CS.allKinds() : M == 0;
    };
    SmallVector<std::pair<BasicBlock *, BasicBlock *>, 8> Edges;
    for (BasicBlock &BB : F) {
      if (Dead(&BB))
        continue;
      for (BasicBlock *Succ : successors(&BB))
        if (Dead(Succ) &&
            !is_contained(Edges, std::make_pair(&BB, Succ)))
          Edges.push_back({&BB, Succ});
    }
    bool Changed = false;
    for (auto &E : Edges) {
      BasicBlock *From = E.first, *To = E.second;
      if (!DebugCounter::shouldExecute(DeadSectionCounter))
        continue;
      if (!dropEdge(From, To))
        continue;
      ++NumEdgesRemoved;
      Changed = true;
      LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << From->getName() << " -> "
                        << To->getName() << " removed\n");
      if (ORE)
        ORE->emit([&] {
          return OptimizationRemark(DEBUG_TYPE, "DeadSection",
                                    From->getTerminator())
                 << "removed the branch to "
                 << ore::NV("Block", To->getName())
                 << ": none of the generation's cores ("
                 << ore::NV("Kinds", CS.maskText(CS.allKinds()))
                 << ") runs it";
        });
    }
    if (!Changed)
      return false;
    unsigned Before = F.size();
    removeUnreachableBlocks(F);
    NumBlocksRemoved += Before - F.size();
    return true;
  }
};

class PTORemoveDeadSectionsLegacy : public FunctionPass {
public:
  static char ID;
  PTORemoveDeadSectionsLegacy() : FunctionPass(ID) {}
  StringRef getPassName() const override {
    return "PTO remove sections no core runs";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<PTOCoreSectionsWrapperPass>();
    AU.addRequired<OptimizationRemarkEmitterWrapperPass>();
  }
  bool runOnFunction(Function &F) override {
    return DeadSectionRemover(
               F, getAnalysis<PTOCoreSectionsWrapperPass>().getSections(),
               &getAnalysis<OptimizationRemarkEmitterWrapperPass>().getORE())
        .run();
  }
};
} // namespace

char PTORemoveDeadSectionsLegacy::ID = 0;

INITIALIZE_PASS_BEGIN(PTORemoveDeadSectionsLegacy, DEBUG_TYPE,
                      "PTO remove sections no core runs", false, false)
INITIALIZE_PASS_DEPENDENCY(PTOCoreSectionsWrapperPass)
INITIALIZE_PASS_DEPENDENCY(OptimizationRemarkEmitterWrapperPass)
INITIALIZE_PASS_END(PTORemoveDeadSectionsLegacy, DEBUG_TYPE,
                    "PTO remove sections no core runs", false, false)

FunctionPass *llvm::createPTORemoveDeadSectionsLegacyPass() {
  return new PTORemoveDeadSectionsLegacy();
}

PreservedAnalyses PTORemoveDeadSectionsPass::run(Function &F,
                                                 FunctionAnalysisManager &FAM) {
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  if (!DeadSectionRemover(F, FAM.getResult<PTOCoreSectionsAnalysis>(F), &ORE)
           .run())
    return PreservedAnalyses::all();
  return PreservedAnalyses::none();
}
