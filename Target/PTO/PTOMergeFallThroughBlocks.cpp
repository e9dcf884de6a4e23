//===-- PTOMergeFallThroughBlocks.cpp - Merge single-edge blocks ----------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// CodeGenPrepare merges every block into its single predecessor when that
// predecessor ends in an unconditional branch (eliminateFallThrough), with
// its dominator tree up to date: MergeBlockIntoPredecessor makes the merged
// block's dominator-tree children children of the predecessor, and
// DomTreeNode::setIDom then renumbers the levels of their whole subtrees. A
// kernel that is a sequence of N loop nests has such an edge between each
// nest's exit and the next nest's preheader, and the next nests are that
// subtree: O(N^2) (issue 17: CodeGenPrepare 0.07 s at 10k tile ops of loop
// nests, 3.1 s at 100k).
//
// pto-merge-fallthrough makes the same merges right before CodeGenPrepare
// without a dominator tree (CodeGenPrepare builds its own afterwards, once),
// so CodeGenPrepare finds none left. The merges are those CodeGenPrepare
// would make: a block other than the entry whose single predecessor (not
// itself) ends in an unconditional branch, and whose address is not taken;
// blocks unreachable from the entry are gone by then
// (UnreachableBlockElimination). CodeGenPrepare's own rewrites of a block
// (address sinking, compare sinking) then see the merged block in their
// first round instead of their second, which gives the same code on every
// test input (test/CodeGen/PTO/merge-fallthrough.ll, docs/performance.md).
// -pto-enable-merge-fallthrough=false turns it off.
//
//===----------------------------------------------------------------------===//

#include "PTOMergeFallThroughBlocks.h"
#include "PTODebug.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

#define DEBUG_TYPE "pto-merge-fallthrough"

PTO_STATISTIC(NumMerged, "Blocks merged into their single predecessor");

static cl::opt<bool> EnableMerge(
    "pto-enable-merge-fallthrough", cl::Hidden, cl::init(true),
    cl::desc("Merge blocks into their single unconditional predecessor "
             "before CodeGenPrepare, without a dominator tree"));

/// The work of the pass; the number of blocks merged.
static unsigned mergeFallThroughBlocks(Function &F) {
  // CodeGenPrepare's order: the blocks after the entry as they were laid
  // out, a merged one skipped.
  SmallVector<WeakVH, 64> Blocks;
  for (BasicBlock &BB : drop_begin(F))
    Blocks.push_back(&BB);
  unsigned Merged = 0;
  for (WeakVH &V : Blocks) {
    auto *BB = cast_or_null<BasicBlock>(V);
    if (!BB)
      continue;
    BasicBlock *Pred = BB->getSinglePredecessor();
    if (!Pred || Pred == BB || BB->hasAddressTaken())
      continue;
    auto *Term = dyn_cast<BranchInst>(Pred->getTerminator());
    if (!Term || Term->isConditional())
      continue;
    LLVM_DEBUG(dbgs() << DEBUG_TYPE ": " << BB->getName() << " into "
                      << Pred->getName() << "\n");
    if (MergeBlockIntoPredecessor(BB))
      ++Merged;
  }
  NumMerged += Merged;
  return Merged;
}

namespace {
class PTOMergeFallThroughLegacy : public FunctionPass {
public:
  static char ID;
  PTOMergeFallThroughLegacy() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "PTO merge fall-through blocks";
  }

  bool runOnFunction(Function &F) override {
    if (!EnableMerge || skipFunction(F))
      return false;
    return mergeFallThroughBlocks(F) != 0;
  }
};
} // namespace

char PTOMergeFallThroughLegacy::ID = 0;

INITIALIZE_PASS(PTOMergeFallThroughLegacy, DEBUG_TYPE,
                "PTO merge fall-through blocks", false, false)

FunctionPass *llvm::createPTOMergeFallThroughLegacyPass() {
  return new PTOMergeFallThroughLegacy();
}
