//===-- TileArrayUnroll.cpp - Unroll loops that index arrays of tiles -----===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Tiles are SSA values: an array of tiles in an alloca must be split by SROA
// before the kernel verifier, which needs constant indices. An index that is
// a loop variable becomes a constant once the loop is fully unrolled. This
// pass finds the getelementptrs into tile-holding allocas whose index varies
// in an enclosing loop (ScalarEvolution), marks those loops
// `llvm.loop.unroll.full` and runs LoopFullUnrollPass (forced loops only),
// InstSimplify and SROA on the function. A loop without a constant trip
// count stays; the kernel verifier then reports the tile stored to memory,
// at every -O level. Functions without such an index are not touched (at
// -O0 their loops keep their debuggable form).
//
//===----------------------------------------------------------------------===//

#include "TileArrayUnroll.h"

#include "MCTargetDesc/PTOMachineFacts.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Scalar/InstSimplifyPass.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Scalar/LoopUnrollPass.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

#define DEBUG_TYPE "ptocc-tile-array-unroll"

STATISTIC(NumMarkedLoops,
          "Number of loops marked for full unrolling (tile array index)");
STATISTIC(NumFunctions, "Number of functions with a tile array loop index");

bool ptocc::isTileType(const Type *Ty) {
  const auto *PT = dyn_cast<PointerType>(Ty);
  return PT && PTO::isOnChipAddrSpace(PT->getAddressSpace());
}

bool ptocc::holdsTiles(const Type *Ty) {
  if (const auto *AT = dyn_cast<ArrayType>(Ty))
    return isTileType(AT->getElementType()) || holdsTiles(AT->getElementType());
  if (const auto *VT = dyn_cast<VectorType>(Ty))
    return isTileType(VT->getElementType()) || holdsTiles(VT->getElementType());
  if (const auto *ST = dyn_cast<StructType>(Ty))
    for (const Type *E : ST->elements())
      if (isTileType(E) || holdsTiles(E))
        return true;
  return false;
}

/// Gives L the loop ID of a `#pragma unroll` loop: its `llvm.loop.unroll.*`
/// properties (clang's `unroll.disable` at -O1, which does not unroll
/// loops; a pragma's count) are replaced by `llvm.loop.unroll.full`.
static void forceFullUnroll(Loop *L) {
  LLVMContext &Ctx = L->getHeader()->getContext();
  SmallVector<Metadata *, 4> MDs = {nullptr};
  if (MDNode *ID = L->getLoopID())
    for (const MDOperand &Op : drop_begin(ID->operands())) {
      if (const auto *N = dyn_cast<MDNode>(Op.get()))
        if (N->getNumOperands() > 0)
          if (const auto *S = dyn_cast<MDString>(N->getOperand(0)))
            if (S->getString().starts_with("llvm.loop.unroll."))
              continue;
      MDs.push_back(Op.get());
    }
  MDs.push_back(MDNode::get(Ctx, MDString::get(Ctx, "llvm.loop.unroll.full")));
  MDNode *NewID = MDNode::getDistinct(Ctx, MDs);
  NewID->replaceOperandWith(0, NewID);
  L->setLoopID(NewID);
}

PreservedAnalyses
ptocc::TileArrayUnrollPass::run(Function &F, FunctionAnalysisManager &FAM) {
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  if (LI.empty())
    return PreservedAnalyses::all();
  ScalarEvolution &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);

  // The loops in which an index into a tile-holding alloca varies.
  SmallSetVector<Loop *, 4> Marked;
  for (Instruction &I : instructions(F)) {
    auto *AI = dyn_cast<AllocaInst>(&I);
    if (!AI || !holdsTiles(AI->getAllocatedType()))
      continue;
    SmallVector<const Value *, 8> Work = {AI};
    SmallPtrSet<const Value *, 8> Seen;
    while (!Work.empty()) {
      const Value *V = Work.pop_back_val();
      if (!Seen.insert(V).second)
        continue;
      for (const User *U : V->users()) {
        const auto *GEP = dyn_cast<GetElementPtrInst>(U);
        if (!GEP)
          continue;
        Work.push_back(GEP);
        for (const Use &Idx : GEP->indices()) {
          if (isa<Constant>(Idx) || !SE.isSCEVable(Idx->getType()))
            continue;
          const SCEV *S = SE.getSCEV(Idx);
          for (Loop *L = LI.getLoopFor(GEP->getParent()); L;
               L = L->getParentLoop())
            if (!SE.isLoopInvariant(S, L) && Marked.insert(L)) {
              LLVM_DEBUG(dbgs()
                         << DEBUG_TYPE ": '" << F.getName() << "': index "
                         << *Idx.get() << " of " << AI->getName()
                         << " varies in loop " << L->getHeader()->getName()
                         << ": full unrolling\n");
            }
        }
      }
    }
  }
  if (Marked.empty())
    return PreservedAnalyses::all();

  ++NumFunctions;
  // The blocks that are neither marked loops' nor new after unrolling.
  SmallPtrSet<const BasicBlock *, 32> Kept;
  for (const BasicBlock &BB : F)
    Kept.insert(&BB);
  for (Loop *L : Marked) {
    for (const BasicBlock *BB : L->blocks())
      Kept.erase(BB);
    forceFullUnroll(L);
    ++NumMarkedLoops;
  }
  FunctionPassManager Unroll;
  Unroll.addPass(createFunctionToLoopPassAdaptor(LoopFullUnrollPass(
      /*OptLevel=*/2, /*OnlyWhenForced=*/true, /*ForgetSCEV=*/false)));
  Unroll.run(F, FAM);
  // A loop exiting from its header (clang's -O0 `for`) unrolls into one
  // copy more, behind a `br i1 false`, whose tiles are poison: fold the
  // unrolled code's constant branches and drop what became unreachable
  // (-O0 runs no SimplifyCFG). The rest of the function keeps its form.
  bool Changed = false;
  for (BasicBlock &BB : F)
    if (!Kept.contains(&BB))
      Changed |= ConstantFoldTerminator(&BB);
  Changed |= removeUnreachableBlocks(F);
  if (Changed)
    FAM.invalidate(F, PreservedAnalyses::none());
  FunctionPassManager Promote;
  Promote.addPass(InstSimplifyPass()); // the indices, now constants
  Promote.addPass(SROAPass(SROAOptions::ModifyCFG));
  Promote.run(F, FAM);
  return PreservedAnalyses::none();
}
