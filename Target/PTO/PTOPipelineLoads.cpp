//===-- PTOPipelineLoads.cpp - Multi-buffer the loads of streaming loops --===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-pipeline-loads: software pipelining of streaming loops at the tile
// level (issue 16, docs/tile-storage.md "Multi-buffering"). A `pto.tload` of
// a loop whose GM address is an affine add-recurrence of the loop,
// {Start,+,Step}, and that runs in every iteration is rewritten into the
// prefetch-carry form the tile storage planner double-buffers:
//
//   preheader:  T0   = tload(Start, ...)          ; iteration 0's tile
//   header:     Cur  = phi [T0, preheader], [Next, latch]
//   at the old tload:
//               Nptr = Ptr == Last ? Ptr : Ptr + Step
//               Next = tload(Nptr, ...)           ; iteration i+1's tile
//
// and the old tile's uses read Cur. The last iteration must not read past
// the end. Loads in the latch block: the block is split before the first of
// them on the latch's exit test, recomputed there, and the last iteration
// runs a copy of the rest outside the loop without the prefetches
// (peelLast); no block is loaded twice. Other loads: Nptr is clamped to Ptr
// in the last iteration (by Ptr == Last, {Start,+,Step} at the
// backedge-taken count, or by the recomputed exit test when SCEV has no
// count), which loads that block again. A loop entered straight from its
// guard (-O2's C loops) gets a preheader split from that edge.
//
// Soundness:
// - Zero trips: the loop's only exit is its latch and the tload's block
//   dominates the latch, so whenever the header is entered the tload of
//   iteration 0 runs; issuing it in the preheader reads the same bytes (a
//   rotated loop's guard sits before the preheader). Likewise Ptr + Step is
//   only read when the exit test says the loop goes on: the next iteration
//   then reaches its own tload.
// - Loads the kernel already carries into the next iteration (a prefetch
//   written by hand) are left alone ("dependence").
// - Memory: the load of iteration i+1 moves from iteration i+1 to iteration
//   i, and iteration 0's to the preheader, past every write of the loop.
//   AAResults must prove that no write of the loop may modify any byte
//   reachable from the load's pointer (MemoryLocation::getBeforeOrAfter):
//   otherwise a store of iteration i could change what iteration i+1 reads
//   (remark "aliasing"; -pto-pipeline-loads-ignore-alias drops the proof,
//   for the test that shows the wrong result).
// - Values: the stride, rows and cols are loop invariant and the step is
//   an invariant non-zero byte count (else "dependence").
// - Capacity: every tile the loop defines, every tile live into it and one
//   more slot per pipelined load must fit the memory's usable bytes, an
//   over-estimate of the loop's peak (else "capacity"); the planner's
//   multi-slot rule still falls back to a move if its real plan does not
//   fit.
//
// The pass is linear in the loop's instructions times its writes for the
// alias queries, of which at most -pto-pipeline-loads-max-writes per loop
// are made (more: refused as "aliasing").
//
//===----------------------------------------------------------------------===//

#include "PTOPipelineLoads.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTODebug.h"
#include "PTOIRUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/DebugCounter.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-pipeline-loads"

PTO_STATISTIC(NumLoopsPipelined, "Streaming loops whose tloads were pipelined");
PTO_STATISTIC(NumLoadsPipelined, "tloads rewritten into a prefetch carry");
PTO_STATISTIC(NumPreheadersMade, "Preheaders split for pipelined loops");
PTO_STATISTIC(NumLoopsPeeled,
              "Pipelined loops whose last iteration was peeled");
PTO_STATISTIC(NumLoopsRefused, "Loops with tloads left as they are");
DEBUG_COUNTER(PipelineLoadsCounter, "pto-pipeline-loads-loop",
              "Pipeline the tloads of one streaming loop");

static cl::opt<bool>
    EnablePipelineLoads("pto-enable-pipeline-loads", cl::Hidden, cl::init(true),
                        cl::desc("Rewrite the tloads of streaming loops into "
                                 "a prefetch carry (double buffering)"));

static cl::opt<bool> IgnoreAlias(
    "pto-pipeline-loads-ignore-alias", cl::Hidden, cl::init(false),
    cl::desc("Pipeline without the proof that no write of the loop aliases "
             "the loaded bytes (unsound; for tests)"));

static cl::opt<bool> PeelDisabled(
    "pto-pipeline-loads-no-peel", cl::Hidden, cl::init(false),
    cl::desc("Clamp the next address in the last iteration instead of "
             "peeling it (loads one block twice per loop entry)"));

static cl::opt<unsigned>
    MaxWrites("pto-pipeline-loads-max-writes", cl::Hidden, cl::init(64),
              cl::desc("Writes of a loop checked against its tloads"));

namespace {

/// Why a loop or a tload is left alone (the remark's words).
enum class Refusal { None, Shape, Dependence, Aliasing, Capacity };

struct Candidate {
  CallBase *Load;
  const SCEVAddRecExpr *Addr;
};

class LoadPipeliner {
  LoopInfo &LI;
  DominatorTree &DT;
  ScalarEvolution &SE;
  AAResults &AA;
  OptimizationRemarkEmitter &ORE;
  PTOGeneration Gen = A3;

public:
  LoadPipeliner(Function &F, LoopInfo &LI, DominatorTree &DT,
                ScalarEvolution &SE, AAResults &AA,
                OptimizationRemarkEmitter &ORE)
      : LI(LI), DT(DT), SE(SE), AA(AA), ORE(ORE) {
    Attribute CPU = F.getFnAttribute("target-cpu");
    if (CPU.isValid())
      Gen = getGenerationByCPU(CPU.getValueAsString()).value_or(A3);
  }

  bool run();

private:
  bool runOnLoop(Loop &L);
  void refuse(CallBase &Load, Refusal Why, const Twine &Detail);
  CallBase *rewrite(Loop &L, const Candidate &C, const SCEV *BTC, bool Peeled);
  void peelLast(Loop &L, BasicBlock *Rest, BasicBlock *Head, Value *Stays,
                ArrayRef<CallBase *> Prefetches);
  bool isAvailableAt(const Value &V, const Instruction &At) const;
  bool canRebuildAt(const ICmpInst &Cmp, const Instruction &At) const;
  Value *rebuildAt(ICmpInst &Cmp, bool Inverted, Instruction &At,
                   IRBuilder<> &B) const;
};

} // namespace

/// \p I is a `pto.tload` call of the builtin table's shape.
static CallBase *asTLoad(Instruction &I) {
  auto *CB = dyn_cast<CallBase>(&I);
  if (!CB)
    return nullptr;
  const auto *Callee =
      dyn_cast<Function>(CB->getCalledOperand()->stripPointerCasts());
  if (!Callee || !isBuiltinName(Callee->getName()))
    return nullptr;
  std::optional<BuiltinName> BN = parseBuiltinName(Callee->getName());
  if (!BN || BN->Info->ID != BI_TLOAD || CB->arg_size() != 4 ||
      CB->arg_size() != BN->Info->numArgs() || PTO::hasValidExtentUser(*CB))
    return nullptr;
  return CB;
}

bool LoadPipeliner::isAvailableAt(const Value &V, const Instruction &At) const {
  const auto *I = dyn_cast<Instruction>(&V);
  return !I || DT.dominates(I, &At);
}

/// The latch's exit test \p Cmp can be computed at \p At: each operand is
/// available there, or is a side-effect-free non-PHI instruction (the IV's
/// increment) whose own operands are.
bool LoadPipeliner::canRebuildAt(const ICmpInst &Cmp,
                                 const Instruction &At) const {
  for (const Value *Op : Cmp.operands()) {
    if (isAvailableAt(*Op, At))
      continue;
    const auto *I = dyn_cast<Instruction>(Op);
    if (!I || isa<PHINode>(I) || I->mayHaveSideEffects() ||
        I->mayReadFromMemory())
      return false;
    for (const Value *IOp : I->operands())
      if (!isAvailableAt(*IOp, At))
        return false;
  }
  return true;
}

Value *LoadPipeliner::rebuildAt(ICmpInst &Cmp, bool Inverted, Instruction &At,
                                IRBuilder<> &B) const {
  auto *New = cast<ICmpInst>(Cmp.clone());
  for (Use &U : New->operands()) {
    if (isAvailableAt(*U.get(), At))
      continue;
    Instruction *Op = cast<Instruction>(U.get())->clone();
    B.Insert(Op, U.get()->getName() + ".pto.pipe");
    U.set(Op);
  }
  // True when the loop goes on.
  if (Inverted)
    New->setPredicate(New->getInversePredicate());
  return B.Insert(New, "pto.pipe.stays");
}

void LoadPipeliner::refuse(CallBase &Load, Refusal Why, const Twine &Detail) {
  const char *Name = "NotPipelinedShape";
  switch (Why) {
  case Refusal::Dependence:
    Name = "NotPipelinedDependence";
    break;
  case Refusal::Aliasing:
    Name = "NotPipelinedAliasing";
    break;
  case Refusal::Capacity:
    Name = "NotPipelinedCapacity";
    break;
  default:
    break;
  }
  std::string Text = Detail.str();
  PTO_DEBUG(dbgs() << DEBUG_TYPE << ": not pipelined: " << Load << ": " << Text
                   << '\n');
  ORE.emit([&] {
    return OptimizationRemarkMissed(DEBUG_TYPE, Name, &Load)
           << "tload of " << describeValue(*Load.getArgOperand(0))
           << " not pipelined: " << Text;
  });
}

bool LoadPipeliner::runOnLoop(Loop &L) {
  SmallVector<CallBase *, 4> Loads;
  for (BasicBlock *BB : L.blocks())
    if (LI.getLoopFor(BB) == &L)
      for (Instruction &I : *BB)
        if (CallBase *CB = asTLoad(I))
          Loads.push_back(CB);
  if (Loads.empty())
    return false;

  BasicBlock *Latch = L.getLoopLatch();
  // A loop entered from outside by one edge only (a rotated loop whose
  // guard branches straight to the header, as -O2 leaves C loops) gets its
  // preheader split from that edge when it has tloads to pipeline: the guard
  // stays before it, so the first iteration's load still runs only when the
  // header does.
  BasicBlock *Pre = L.getLoopPreheader();
  BasicBlock *Entry = L.getLoopPredecessor();
  bool NeedPre = !Pre && Entry && !isa<IndirectBrInst>(Entry->getTerminator());
  // Without a backedge-taken count (a C loop `r < rows` stepping by a
  // block: SCEV cannot rule out that the step jumps over rows) the next
  // address is clamped with the latch's own continue condition instead.
  auto *LatchBr =
      Latch ? dyn_cast<BranchInst>(Latch->getTerminator()) : nullptr;
  bool LatchTest = LatchBr && LatchBr->isConditional() &&
                   isa<ICmpInst>(LatchBr->getCondition());
  // The backedge-taken count is asked for when the loop's shape depends on
  // it, else at the first load that gets past the checks that do not use
  // ScalarEvolution (issue 17: in kernels that prefetch by hand every load
  // is refused before, and the count was most of this pass), so the
  // ScalarEvolution queries of a pipelined load come in the same order.
  const SCEV *BTC = nullptr;
  bool CountKnown = false;
  auto AskCount = [&] {
    if (!BTC) {
      BTC = SE.getBackedgeTakenCount(&L);
      CountKnown = !isa<SCEVCouldNotCompute>(BTC);
    }
  };
  if (!LatchTest)
    AskCount();
  if ((!Pre && !NeedPre) || !Latch || L.getExitingBlock() != Latch ||
      (!CountKnown && !LatchTest)) {
    ++NumLoopsRefused;
    for (CallBase *CB : Loads)
      refuse(*CB, Refusal::Shape,
             "the loop is not a counted loop with one exit at its latch");
    return false;
  }

  // The loop's writes, for the alias proof.
  SmallVector<Instruction *, 8> Writes;
  bool TooManyWrites = false;
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB)
      if (I.mayWriteToMemory() &&
          !(isa<CallBase>(I) &&
            AA.getMemoryEffects(cast<CallBase>(&I)).onlyReadsMemory())) {
        if (Writes.size() == MaxWrites)
          TooManyWrites = true;
        else
          Writes.push_back(&I);
      }

  SCEVExpander Check(SE, "pto.pipe");
  SmallVector<Candidate, 4> Cands;
  for (CallBase *CB : Loads) {
    Value *Ptr = CB->getArgOperand(0);
    if (!DT.dominates(CB->getParent(), Latch)) {
      refuse(*CB, Refusal::Dependence, "it does not run in every iteration");
      continue;
    }
    if (llvm::any_of(CB->users(), [&](const User *U) {
          return isa<PHINode>(U) && L.contains(cast<PHINode>(U));
        })) {
      // Prefetching a prefetch would load two iterations ahead into a
      // third tile the planner does not rotate.
      refuse(*CB, Refusal::Dependence,
             "its tile is already carried into the next iteration (the "
             "kernel prefetches it)");
      continue;
    }
    if (!L.isLoopInvariant(CB->getArgOperand(1)) ||
        !L.isLoopInvariant(CB->getArgOperand(2)) ||
        !L.isLoopInvariant(CB->getArgOperand(3))) {
      refuse(*CB, Refusal::Dependence,
             "its stride or shape changes in the loop");
      continue;
    }
    AskCount();
    const auto *AR = dyn_cast<SCEVAddRecExpr>(SE.getSCEV(Ptr));
    if (!AR || AR->getLoop() != &L || !AR->isAffine() ||
        !SE.isLoopInvariant(AR->getStepRecurrence(SE), &L) ||
        AR->getStepRecurrence(SE)->isZero()) {
      refuse(*CB, Refusal::Dependence,
             "its address is not a stepped add-recurrence of the loop");
      continue;
    }
    // The split preheader would end where the predecessor ends: what is
    // safe there is safe in it.
    Instruction *At = (Pre ? Pre : Entry)->getTerminator();
    if (!CountKnown &&
        !canRebuildAt(*cast<ICmpInst>(LatchBr->getCondition()), *CB)) {
      refuse(*CB, Refusal::Dependence,
             "the loop's exit test cannot be computed at the load");
      continue;
    }
    if (!Check.isSafeToExpandAt(AR->getStart(), At) ||
        (CountKnown &&
         !Check.isSafeToExpandAt(AR->evaluateAtIteration(BTC, SE), At)) ||
        !Check.isSafeToExpandAt(AR->getStepRecurrence(SE), At)) {
      refuse(*CB, Refusal::Dependence,
             "its first or last address cannot be computed before the loop");
      continue;
    }
    if (!IgnoreAlias) {
      if (TooManyWrites) {
        refuse(*CB, Refusal::Aliasing,
               "the loop has more writes than are checked (" +
                   Twine(unsigned(MaxWrites)) + ")");
        continue;
      }
      MemoryLocation Loc = MemoryLocation::getBeforeOrAfter(Ptr);
      Instruction *Clobber = nullptr;
      for (Instruction *W : Writes)
        if (isModSet(AA.getModRefInfo(W, Loc))) {
          Clobber = W;
          break;
        }
      if (Clobber) {
        std::string What = instructionContext(*Clobber);
        refuse(*CB, Refusal::Aliasing,
               "a write of the loop may alias the next iteration's bytes (" +
                   What + ")");
        continue;
      }
    }
    Cands.push_back({CB, AR});
  }
  if (Cands.empty()) {
    ++NumLoopsRefused;
    return false;
  }

  // Capacity: an over-estimate of the loop's peak per memory.
  DenseMap<unsigned, uint64_t> Bytes;
  SmallPtrSet<const Value *, 16> LiveIn;
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB) {
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (std::optional<TileDesc> D = getResultTileDesc(*CB))
          Bytes[D->AS] += D->bytes();
      for (const Value *Op : I.operands())
        if (const auto *OI = dyn_cast<Instruction>(Op))
          if (!L.contains(OI) && LiveIn.insert(OI).second)
            if (std::optional<TileDesc> D = getTileDesc(OI))
              Bytes[D->AS] += D->bytes();
    }
  for (const Candidate &C : Cands)
    if (std::optional<TileDesc> D = getResultTileDesc(*C.Load))
      Bytes[D->AS] += D->bytes();
  for (auto [AS, Need] : Bytes)
    if (std::optional<MemoryLimits> Lim = getMemoryLimits(Gen, AS))
      if (Need > Lim->usable()) {
        ++NumLoopsRefused;
        for (const Candidate &C : Cands)
          refuse(*C.Load, Refusal::Capacity,
                 "a second slot does not fit: the loop's tiles need up to " +
                     Twine(Need) + " bytes of " + Twine(Lim->usable()));
        return false;
      }

  if (!DebugCounter::shouldExecute(PipelineLoadsCounter)) {
    PTO_DEBUG(dbgs() << DEBUG_TYPE << ": loop " << L.getName()
                     << " kept (debug counter)\n");
    return false;
  }
  // What SCEV knows of the loop's values is dropped before any of them
  // changes (the candidates' recurrences and BTC stay valid: SCEV objects
  // live as long as the analysis).
  SE.forgetTopmostLoop(&L);
  if (NeedPre) {
    InsertPreheaderForLoop(&L, &DT, &LI, /*MSSAU=*/nullptr,
                           /*PreserveLCSSA=*/false);
    ++NumPreheadersMade;
  }
  // The loads in the latch block are issued unclamped when the latch's
  // exit test can be computed before the first of them: the block is split
  // there, and the last iteration runs a copy of the rest of it that loads
  // nothing ahead (peelLast). The others (and all of them otherwise) clamp
  // the next address to the current one in the last iteration, which loads
  // one block twice per entry of the loop.
  Instruction *Split = nullptr;
  auto *Cmp = dyn_cast_or_null<ICmpInst>(
      LatchBr && LatchBr->isConditional() ? LatchBr->getCondition() : nullptr);
  if (Cmp && !PeelDisabled &&
      LatchBr->getSuccessor(0) != LatchBr->getSuccessor(1) &&
      (LatchBr->getSuccessor(0) == L.getHeader() ||
       LatchBr->getSuccessor(1) == L.getHeader()))
    for (Instruction &I : *Latch)
      if (llvm::any_of(Cands,
                       [&](const Candidate &C) { return C.Load == &I; })) {
        if (canRebuildAt(*Cmp, I))
          Split = &I;
        break;
      }
  BasicBlock *Head = nullptr, *Rest = nullptr;
  Value *Stays = nullptr;
  if (Split) {
    IRBuilder<> B(Split);
    Stays =
        rebuildAt(*Cmp, LatchBr->getSuccessor(0) != L.getHeader(), *Split, B);
    Head = Latch;
    Rest = SplitBlock(Latch, Split, &DT, &LI, /*MSSAU=*/nullptr,
                      Latch->getName() + ".pto.pipe");
  }
  SmallVector<CallBase *, 4> Prefetches;
  for (const Candidate &C : Cands) {
    bool Peeled = Split && C.Load->getParent() == Rest;
    CallBase *Next = rewrite(L, C, BTC, Peeled);
    if (Peeled)
      Prefetches.push_back(Next);
  }
  if (Split)
    peelLast(L, Rest, Head, Stays, Prefetches);
  ++NumLoopsPipelined;
  return true;
}

/// \p Head ends in an unconditional branch to \p Rest, the loop's latch,
/// which ends in the exit test; \p Stays, computed in Head, is true when
/// that test goes back to the header. Rest is copied into a block outside the
/// loop that runs the last iteration's rest (its prefetching loads dropped:
/// their tiles would never be read), and Head branches there when the test
/// would leave the loop; Rest itself then always goes back to the header.
void LoadPipeliner::peelLast(Loop &L, BasicBlock *Rest, BasicBlock *Head,
                             Value *Stays, ArrayRef<CallBase *> Prefetches) {
  BasicBlock *Header = L.getHeader();
  auto *Br = cast<BranchInst>(Rest->getTerminator());
  unsigned ExitIdx = Br->getSuccessor(0) == Header ? 1 : 0;
  BasicBlock *Exit = Br->getSuccessor(ExitIdx);
  Function &F = *Header->getParent();

  ValueToValueMapTy VMap;
  BasicBlock *Epi = CloneBasicBlock(Rest, VMap, ".last", &F);
  for (Instruction &I : *Epi)
    RemapInstruction(&I, VMap,
                     RF_NoModuleLevelChanges | RF_IgnoreMissingLocals);
  // Epi leaves the loop; Rest stays in it.
  auto *EpiBr = cast<BranchInst>(Epi->getTerminator());
  BranchInst::Create(Exit, EpiBr->getIterator());
  EpiBr->eraseFromParent();
  BranchInst::Create(Header, Br->getIterator());
  Br->eraseFromParent();
  cast<BranchInst>(Head->getTerminator())->eraseFromParent();
  BranchInst::Create(Rest, Epi, Stays, Head);
  for (PHINode &Phi : Exit->phis()) {
    Value *V = Phi.getIncomingValueForBlock(Rest);
    Value *Copy = VMap.lookup(V);
    Phi.addIncoming(Copy ? Copy : V, Epi);
    Phi.removeIncomingValue(Rest, /*DeletePHIIfEmpty=*/false);
  }
  // Uses after the loop of what Rest defines now see the copies.
  for (Instruction &I : *Rest) {
    Value *Copy = VMap.lookup(&I);
    if (!Copy || isa<PHINode>(I))
      continue;
    I.replaceUsesWithIf(Copy, [&](Use &U) {
      auto *User = cast<Instruction>(U.getUser());
      return !L.contains(User) && User->getParent() != Epi &&
             !(isa<PHINode>(User) && User->getParent() == Exit);
    });
  }
  // The copies of the prefetching loads (read only by the header's PHIs,
  // which the copy does not reach), then what became dead in both blocks
  // (the address arithmetic, the old exit test); users before definitions.
  for (CallBase *Next : Prefetches)
    if (auto *Copy = cast_or_null<Instruction>(VMap.lookup(Next))) {
      assert(Copy->use_empty() && "a prefetch read in the last iteration");
      Copy->eraseFromParent();
    }
  for (BasicBlock *BB : {Epi, Rest})
    for (Instruction &I : llvm::make_early_inc_range(llvm::reverse(*BB)))
      if (isInstructionTriviallyDead(&I)) {
        SE.forgetValue(&I);
        I.eraseFromParent();
      }

  DT.addNewBlock(Epi, Head);
  SmallVector<BasicBlock *, 4> Preds(predecessors(Exit));
  BasicBlock *Dom = Preds.front();
  for (BasicBlock *P : Preds)
    Dom = DT.findNearestCommonDominator(Dom, P);
  DT.changeImmediateDominator(Exit, Dom);
  if (Loop *Parent = L.getParentLoop())
    Parent->addBasicBlockToLoop(Epi, LI);
  ++NumLoopsPeeled;
}

/// Rewrites \p C into the prefetch carry; returns the load of iteration i+1.
CallBase *LoadPipeliner::rewrite(Loop &L, const Candidate &C, const SCEV *BTC,
                                 bool Peeled) {
  CallBase *Load = C.Load;
  BasicBlock *Pre = L.getLoopPreheader();
  BasicBlock *Header = L.getHeader();
  BasicBlock *Latch = L.getLoopLatch();
  Value *Ptr = Load->getArgOperand(0);
  Type *PtrTy = Ptr->getType();
  SCEVExpander Exp(SE, "pto.pipe");
  Instruction *PreEnd = Pre->getTerminator();
  Value *Start = Exp.expandCodeFor(C.Addr->getStart(), PtrTy, PreEnd);
  Value *Last = nullptr;
  if (!Peeled && !isa<SCEVCouldNotCompute>(BTC))
    Last =
        Exp.expandCodeFor(C.Addr->evaluateAtIteration(BTC, SE), PtrTy, PreEnd);
  const SCEV *StepS = C.Addr->getStepRecurrence(SE);
  Value *Step = Exp.expandCodeFor(StepS, StepS->getType(), PreEnd);

  // Iteration 0's tile, in the preheader.
  auto *First = cast<CallBase>(Load->clone());
  First->setArgOperand(0, Start);
  First->insertBefore(PreEnd->getIterator());
  First->setName(Load->getName() + ".first");

  // Iteration i+1's tile, where the load was.
  IRBuilder<> B(Load);
  Value *Inc = B.CreatePtrAdd(Ptr, Step, "pto.pipe.inc");
  Value *NextPtr;
  if (Peeled) {
    // The last iteration runs a copy without this load (peelLast): here the
    // loop goes on, and the next iteration reads Ptr + Step.
    NextPtr = Inc;
  } else if (Last) {
    Value *IsLast = B.CreateICmpEQ(Ptr, Last, "pto.pipe.last");
    NextPtr = B.CreateSelect(IsLast, Ptr, Inc, "pto.pipe.next");
  } else {
    // The latch's exit test, recomputed here: when the loop goes on, the
    // next iteration runs its tload (its block dominates the only exiting
    // block), so Ptr + Step is an address the program reads; when it
    // exits, the prefetched tile is never used and Ptr is read again.
    auto *Br = cast<BranchInst>(Latch->getTerminator());
    Value *Stays = rebuildAt(*cast<ICmpInst>(Br->getCondition()),
                             Br->getSuccessor(0) != Header, *Load, B);
    NextPtr = B.CreateSelect(Stays, Inc, Ptr, "pto.pipe.next");
  }
  auto *Next = cast<CallBase>(Load->clone());
  Next->setArgOperand(0, NextPtr);
  Next->insertBefore(Load->getIterator());
  Next->setName(Load->getName() + ".next");

  PHINode *Cur = PHINode::Create(Load->getType(), 2, Load->getName() + ".cur");
  Cur->insertBefore(Header->getFirstNonPHIIt());
  // A preheader and one latch: the header's only predecessors.
  Cur->addIncoming(First, Pre);
  Cur->addIncoming(Next, Latch);

  Load->replaceAllUsesWith(Cur);
  PTO_DEBUG(dbgs() << DEBUG_TYPE << ": pipelined " << *Next << '\n');
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "Pipelined", Next)
           << "tload of " << describeValue(*Ptr)
           << " pipelined with 2 slots: the load of iteration i+1 is issued "
              "while iteration i computes";
  });
  SE.forgetValue(Load);
  Load->eraseFromParent();
  ++NumLoadsPipelined;
  return Next;
}

bool LoadPipeliner::run() {
  bool Changed = false;
  // Issue 17: a loop's SCEV queries would be quadratic in the loops
  // (PTO::SCEVCacheBound).
  PTO::SCEVCacheBound SCEVBound;
  for (Loop *L : LI.getLoopsInPreorder()) {
    SCEVBound.tick(SE);
    Changed |= runOnLoop(*L);
  }
  return Changed;
}

static bool runPipelineLoads(Function &F, LoopInfo &LI, DominatorTree &DT,
                             ScalarEvolution &SE, AAResults &AA,
                             OptimizationRemarkEmitter &ORE) {
  if (!EnablePipelineLoads || F.isDeclaration() ||
      !F.hasFnAttribute("pto.kernel"))
    return false;
  return LoadPipeliner(F, LI, DT, SE, AA, ORE).run();
}

PreservedAnalyses PTOPipelineLoadsPass::run(Function &F,
                                            FunctionAnalysisManager &FAM) {
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &AA = FAM.getResult<AAManager>(F);
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  if (!runPipelineLoads(F, LI, DT, SE, AA, ORE))
    return PreservedAnalyses::all();
  // A split preheader changes the CFG; the dominator tree and the loops
  // were kept up to date.
  PreservedAnalyses PA;
  PA.preserve<DominatorTreeAnalysis>();
  PA.preserve<LoopAnalysis>();
  return PA;
}

namespace {
class PTOPipelineLoadsLegacy : public FunctionPass {
public:
  static char ID;
  PTOPipelineLoadsLegacy() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "PTO pipeline the tloads of streaming loops";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<LoopInfoWrapperPass>();
    AU.addRequired<DominatorTreeWrapperPass>();
    AU.addRequired<ScalarEvolutionWrapperPass>();
    AU.addRequired<AAResultsWrapperPass>();
    AU.addRequired<OptimizationRemarkEmitterWrapperPass>();
    AU.addPreserved<DominatorTreeWrapperPass>();
    AU.addPreserved<LoopInfoWrapperPass>();
  }

  bool runOnFunction(Function &F) override {
    if (skipFunction(F))
      return false;
    return runPipelineLoads(
        F, getAnalysis<LoopInfoWrapperPass>().getLoopInfo(),
        getAnalysis<DominatorTreeWrapperPass>().getDomTree(),
        getAnalysis<ScalarEvolutionWrapperPass>().getSE(),
        getAnalysis<AAResultsWrapperPass>().getAAResults(),
        getAnalysis<OptimizationRemarkEmitterWrapperPass>().getORE());
  }
};
} // namespace

char PTOPipelineLoadsLegacy::ID = 0;

INITIALIZE_PASS_BEGIN(PTOPipelineLoadsLegacy, DEBUG_TYPE,
                      "PTO pipeline the tloads of streaming loops", false,
                      false)
INITIALIZE_PASS_DEPENDENCY(LoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(DominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(ScalarEvolutionWrapperPass)
INITIALIZE_PASS_DEPENDENCY(AAResultsWrapperPass)
INITIALIZE_PASS_DEPENDENCY(OptimizationRemarkEmitterWrapperPass)
INITIALIZE_PASS_END(PTOPipelineLoadsLegacy, DEBUG_TYPE,
                    "PTO pipeline the tloads of streaming loops", false, false)

FunctionPass *llvm::createPTOPipelineLoadsLegacyPass() {
  return new PTOPipelineLoadsLegacy();
}
