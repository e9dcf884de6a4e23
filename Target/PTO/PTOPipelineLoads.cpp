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
// and the old tile's uses read Cur. Last is the address of the last
// iteration ({Start,+,Step} at the backedge-taken count), so the last
// iteration reloads its own block instead of reading past the end.
//
// Soundness:
// - Zero trips: the loop's only exit is its latch and the tload's block
//   dominates the latch, so whenever the header is entered the tload of
//   iteration 0 runs; issuing it in the preheader reads the same bytes (a
//   rotated loop's guard sits before the preheader).
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
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-pipeline-loads"

PTO_STATISTIC(NumLoopsPipelined, "Streaming loops whose tloads were pipelined");
PTO_STATISTIC(NumLoadsPipelined, "tloads rewritten into a prefetch carry");
PTO_STATISTIC(NumLoopsRefused, "Loops with tloads left as they are");
DEBUG_COUNTER(PipelineLoadsCounter, "pto-pipeline-loads-loop",
              "Pipeline the tloads of one streaming loop");

static cl::opt<bool>
    EnablePipelineLoads("pto-enable-pipeline-loads", cl::Hidden,
                        cl::init(false),
                        cl::desc("Rewrite the tloads of streaming loops into "
                                 "a prefetch carry (double buffering)"));

static cl::opt<bool> IgnoreAlias(
    "pto-pipeline-loads-ignore-alias", cl::Hidden, cl::init(false),
    cl::desc("Pipeline without the proof that no write of the loop aliases "
             "the loaded bytes (unsound; for tests)"));

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
  void rewrite(Loop &L, const Candidate &C, const SCEV *BTC);
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
      CB->arg_size() != BN->Info->numArgs())
    return nullptr;
  return CB;
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

  BasicBlock *Pre = L.getLoopPreheader();
  BasicBlock *Latch = L.getLoopLatch();
  const SCEV *BTC = SE.getBackedgeTakenCount(&L);
  if (!Pre || !Latch || L.getExitingBlock() != Latch ||
      isa<SCEVCouldNotCompute>(BTC)) {
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
    if (!L.isLoopInvariant(CB->getArgOperand(1)) ||
        !L.isLoopInvariant(CB->getArgOperand(2)) ||
        !L.isLoopInvariant(CB->getArgOperand(3))) {
      refuse(*CB, Refusal::Dependence,
             "its stride or shape changes in the loop");
      continue;
    }
    const auto *AR = dyn_cast<SCEVAddRecExpr>(SE.getSCEV(Ptr));
    if (!AR || AR->getLoop() != &L || !AR->isAffine() ||
        !SE.isLoopInvariant(AR->getStepRecurrence(SE), &L) ||
        AR->getStepRecurrence(SE)->isZero()) {
      refuse(*CB, Refusal::Dependence,
             "its address is not a stepped add-recurrence of the loop");
      continue;
    }
    const SCEV *Last = AR->evaluateAtIteration(BTC, SE);
    Instruction *At = Pre->getTerminator();
    if (!Check.isSafeToExpandAt(AR->getStart(), At) ||
        !Check.isSafeToExpandAt(Last, At) ||
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
  for (const Candidate &C : Cands)
    rewrite(L, C, BTC);
  ++NumLoopsPipelined;
  return true;
}

void LoadPipeliner::rewrite(Loop &L, const Candidate &C, const SCEV *BTC) {
  CallBase *Load = C.Load;
  BasicBlock *Pre = L.getLoopPreheader();
  BasicBlock *Header = L.getHeader();
  BasicBlock *Latch = L.getLoopLatch();
  Value *Ptr = Load->getArgOperand(0);
  Type *PtrTy = Ptr->getType();
  SCEVExpander Exp(SE, "pto.pipe");
  Instruction *PreEnd = Pre->getTerminator();
  Value *Start = Exp.expandCodeFor(C.Addr->getStart(), PtrTy, PreEnd);
  Value *Last =
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
  Value *IsLast = B.CreateICmpEQ(Ptr, Last, "pto.pipe.last");
  Value *Inc = B.CreatePtrAdd(Ptr, Step, "pto.pipe.inc");
  Value *NextPtr = B.CreateSelect(IsLast, Ptr, Inc, "pto.pipe.next");
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
  Load->eraseFromParent();
  ++NumLoadsPipelined;
}

bool LoadPipeliner::run() {
  bool Changed = false;
  for (Loop *L : LI.getLoopsInPreorder())
    Changed |= runOnLoop(*L);
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
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
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
    AU.setPreservesCFG();
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
