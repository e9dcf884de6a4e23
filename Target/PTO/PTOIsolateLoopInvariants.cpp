//===-- PTOIsolateLoopInvariants.cpp - Per-loop copies for LSR ------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Loop Strength Reduction, for each loop, looks at every other use of each
// loop-invariant value its formulae name: every use in the function that the
// loop's header dominates becomes a fixup of its problem
// (LSRInstance::CollectLoopInvariantFixupsAndFormulae), so that a value
// needed after the loop anyway counts as a register already paid for. A PTO
// kernel is often a sequence of loop nests addressing the same kernel
// arguments (one nest per tile row block, per layer, per stage), and then
// each loop's problem holds the uses of every later nest: O(N^2) fixups for N
// nests, and formulae over all of them (issue 17: 30 % of llc on
// bench/compile-time's loop nests at 10k tile ops, 29.7 s of 101 s at 100k).
//
// Before LSR, pto-isolate-loop-invariants gives each outermost loop its own
// copy of every integer or global-memory pointer value defined outside it
// that it uses and that other outermost loops (or code outside loops) use
// too: in the loop's preheader, a round trip through the other of integer
// and pointer (`ptrtoint` + `inttoptr`, or `inttoptr` + `ptrtoint`), tagged
// `!pto.loop.copy`, which the loop's uses then read. SCEV sees the copy as a
// value of its own, so a loop's problem holds its own uses only. After LSR,
// before CodeGenPrepare, pto-rejoin-loop-invariants
// (PTORejoinLoopInvariants.cpp) replaces every tagged copy by its operand
// again: the machine code, its memory operands and every alias query see the
// original values.
//
// Only values that at least -pto-isolate-loop-invariants-min-loops (16)
// outermost loops use (code outside loops counting as one) are copied: the
// other uses LSR sees are part of its cost model (a value needed after the
// loop anyway is a register paid for, and LSR then prefers formulas on it),
// so copies change its choices; on kernels of a few loop nests the problem
// stays small and those choices are kept, from 16 nests on each loop's
// problem would grow with the number of nests. A value whose uses are all
// in one outermost loop is left alone (its problem is that loop's already), as
// are loops without a preheader (LSR makes them one later; the copy needs a
// block every path into the loop runs). Tiles (on-chip pointers) are never
// copied: LSR has no formula for them.
// -pto-enable-isolate-loop-invariants=false turns the pass off;
// -pto-isolate-loop-invariants-min-loops sets how many outermost loops must
// use a value before it is copied.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTODebug.h"
#include "PTOLoopInvariantCopies.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

using namespace llvm;

#define DEBUG_TYPE "pto-isolate-loop-invariants"

PTO_STATISTIC(NumCopies, "Per-loop copies of loop-invariant values made");
PTO_STATISTIC(NumValuesIsolated,
              "Values given a copy in each outermost loop using them");

static cl::opt<bool>
    EnableIsolate("pto-enable-isolate-loop-invariants", cl::Hidden,
                  cl::init(true),
                  cl::desc("Give each outermost loop its own copy of the "
                           "values other loops use too, for LSR"));

static cl::opt<unsigned> MinLoops(
    "pto-isolate-loop-invariants-min-loops", cl::Hidden, cl::init(16),
    cl::desc("Copy a value only when at least this many outermost loops "
             "use it (uses outside loops count as one)"));

/// A type SCEV reasons about that is not a tile: LSR may name it.
static bool isCandidateType(Type *Ty) {
  // An integer's copy goes through a 64-bit pointer and back.
  if (auto *IT = dyn_cast<IntegerType>(Ty))
    return IT->getBitWidth() > 1 && IT->getBitWidth() <= 64;
  if (auto *PT = dyn_cast<PointerType>(Ty))
    return !PTO::isOnChipAddrSpace(PT->getAddressSpace());
  return false;
}

/// The block a use is in for dominance: a PHI's use is at its incoming
/// block's end.
static BasicBlock *useBlock(const Use &U) {
  auto *UI = cast<Instruction>(U.getUser());
  if (auto *PN = dyn_cast<PHINode>(UI))
    return PN->getIncomingBlock(U);
  return UI->getParent();
}

static Loop *outermostLoopOf(const LoopInfo &LI, const BasicBlock *BB) {
  Loop *L = LI.getLoopFor(BB);
  return L ? L->getOutermostLoop() : nullptr;
}

/// A copy of \p V before \p Before that SCEV cannot see through: a round
/// trip through the other of pointer and integer (ptrtoint + inttoptr for a
/// pointer, inttoptr + ptrtoint for an integer), both tagged. Not a `freeze`:
/// computeKnownBits on a freeze asks isGuaranteedNotToBePoison at the freeze,
/// which walks the dominator tree up to the entry -- the depth of a sequence
/// of loop nests, so quadratic again (SCEV's range queries ask it for every
/// formula).
static Instruction *makeCopy(Value &V, const Loop &L, MDNode *Tag) {
  Instruction *Before = L.getLoopPreheader()->getTerminator();
  // Named after the value and the loop: %x.outer3.
  const DataLayout &DL = Before->getDataLayout();
  LLVMContext &Ctx = V.getContext();
  std::string Name = (V.getName() + "." + L.getHeader()->getName()).str();
  Instruction *First, *Second;
  if (auto *PT = dyn_cast<PointerType>(V.getType())) {
    First = new PtrToIntInst(&V, DL.getIntPtrType(PT), Name + ".int",
                             Before->getIterator());
    Second = new IntToPtrInst(First, PT, Name, Before->getIterator());
  } else {
    First = new IntToPtrInst(&V, PointerType::get(Ctx, 0), Name + ".ptr",
                             Before->getIterator());
    Second = new PtrToIntInst(First, V.getType(), Name, Before->getIterator());
  }
  First->setMetadata(LoopCopyMD, Tag);
  Second->setMetadata(LoopCopyMD, Tag);
  return Second;
}

/// Gives each outermost loop using \p V (other than the one defining it) its
/// own copy. Linear in the uses of \p V.
static unsigned isolate(Value &V, const LoopInfo &LI, MDNode *Tag) {
  Loop *Home = nullptr;
  if (auto *I = dyn_cast<Instruction>(&V)) {
    if (I->isTerminator())
      return 0;
    Home = outermostLoopOf(LI, I->getParent());
  }
  // The uses per outermost loop, in the order of the loops' first uses (the
  // copies' order is then that of the input, not of pointers).
  MapVector<Loop *, SmallVector<Use *, 4>> ByLoop;
  bool UsedElsewhere = false;
  for (Use &U : V.uses()) {
    if (!isa<Instruction>(U.getUser()))
      continue;
    Loop *L = outermostLoopOf(LI, useBlock(U));
    if (!L || L == Home) {
      UsedElsewhere = true;
      continue;
    }
    ByLoop[L].push_back(&U);
  }
  // Uses in one loop only are that loop's problem already: two places at
  // least, whatever the option says.
  unsigned Places = ByLoop.size() + (UsedElsewhere ? 1 : 0);
  if (ByLoop.empty() || Places < std::max(2u, unsigned(MinLoops)))
    return 0;

  unsigned Made = 0;
  for (auto &[L, Uses] : ByLoop) {
    if (!L->getLoopPreheader())
      continue;
    // V dominates the preheader's end: it is defined outside L and dominates
    // its uses in L, and every path into L ends the preheader.
    Instruction *Copy = makeCopy(V, *L, Tag);
    for (Use *U : Uses)
      U->set(Copy);
    LLVM_DEBUG(dbgs() << DEBUG_TYPE ": " << Uses.size() << " uses of "
                      << V.getNameOrAsOperand() << " in the loop at "
                      << L->getHeader()->getName() << " read "
                      << Copy->getName() << "\n");
    ++Made;
  }
  if (Made)
    ++NumValuesIsolated;
  NumCopies += Made;
  return Made;
}

unsigned llvm::isolateLoopInvariants(Function &F, const LoopInfo &LI) {
  if (!EnableIsolate || LI.empty())
    return 0;
  MDNode *Tag = MDNode::get(F.getContext(), {});
  // Candidates first: the copies are instructions of their own.
  SmallVector<Value *, 64> Values;
  for (Argument &A : F.args())
    if (isCandidateType(A.getType()) && !A.use_empty())
      Values.push_back(&A);
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (isCandidateType(I.getType()) && !I.use_empty())
        Values.push_back(&I);
  unsigned Made = 0;
  for (Value *V : Values)
    Made += isolate(*V, LI, Tag);
  return Made;
}

PreservedAnalyses
PTOIsolateLoopInvariantsPass::run(Function &F, FunctionAnalysisManager &FAM) {
  if (!isolateLoopInvariants(F, FAM.getResult<LoopAnalysis>(F)))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

namespace {
class PTOIsolateLoopInvariantsLegacy : public FunctionPass {
public:
  static char ID;
  PTOIsolateLoopInvariantsLegacy() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "PTO isolate loop invariants per loop";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<LoopInfoWrapperPass>();
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override {
    if (skipFunction(F))
      return false;
    return isolateLoopInvariants(
               F, getAnalysis<LoopInfoWrapperPass>().getLoopInfo()) != 0;
  }
};
} // namespace

char PTOIsolateLoopInvariantsLegacy::ID = 0;

INITIALIZE_PASS_BEGIN(PTOIsolateLoopInvariantsLegacy, DEBUG_TYPE,
                      "PTO isolate loop invariants per loop", false, false)
INITIALIZE_PASS_DEPENDENCY(LoopInfoWrapperPass)
INITIALIZE_PASS_END(PTOIsolateLoopInvariantsLegacy, DEBUG_TYPE,
                    "PTO isolate loop invariants per loop", false, false)

FunctionPass *llvm::createPTOIsolateLoopInvariantsLegacyPass() {
  return new PTOIsolateLoopInvariantsLegacy();
}
