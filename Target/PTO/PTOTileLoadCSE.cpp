//===-- PTOTileLoadCSE.cpp - Reuse value-equivalent tile loads ------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-tile-load-cse: the analogue of AMDGPU's image-intrinsic optimizer for
// tile loads. Two `pto.tload` calls of one kernel that read the same bytes
// into the same kind of tile -- the same callee (element type), the same
// pointer, stride, rows and cols values, the same result memory -- produce
// equal tiles when nothing writes those bytes in between. A tile is a value
// (docs/builtins.md: no builtin writes into an existing tile), so the
// second call can be replaced by the first when the first dominates it: the
// pointer and stride are then the same values at both calls (an SSA value
// cannot be redefined on a path from the first call to the second that
// avoids the first call, or the first would not dominate the second).
//
// "Nothing writes the bytes in between" is taken from pto-annotate-noclobber:
// both calls carry `!pto.noclobber` (nothing in the kernel writes what they
// read, in any iteration). The pass runs after it.
//
// Storage: the surviving tile lives from the first load to the last use of
// either. Where the first tile is still live at the second load (one of its
// uses is reachable from the second call) the two tiles' live ranges
// overlap, and the merged tile is live exactly where one of them was: the
// peak of live tile bytes cannot rise, so a kernel that fitted still fits.
// Otherwise reusing the tile would keep it live across a gap where neither
// was, which could push a memory over its capacity: the load stays (a missed
// remark says why) unless -pto-tile-load-cse-extend is given.
//
// The pass is linear in the number of tloads but for the candidates of one
// key, of which it compares at most -pto-tile-load-cse-max-candidates.
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTODebug.h"
#include "PTOIRUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/DebugCounter.h"

using namespace llvm;

#define DEBUG_TYPE "pto-tile-load-cse"

PTO_STATISTIC(NumTLoadsReused, "pto.tload calls replaced by an equal tile");
PTO_STATISTIC(NumTLoadsKeptForLiveness,
              "Equal pto.tload calls kept: reuse would extend a lifetime");
DEBUG_COUNTER(TileLoadCSECounter, "pto-tile-load-cse-reuse",
              "Replace a pto.tload by an equal dominating one");

static cl::opt<bool>
    EnableTileLoadCSE("pto-enable-tile-load-cse", cl::Hidden, cl::init(true),
                      cl::desc("Replace a pto.tload by a dominating tload of "
                               "the same never-written bytes"));

static cl::opt<bool> ExtendLifetimes(
    "pto-tile-load-cse-extend", cl::Hidden, cl::init(false),
    cl::desc("Reuse an equal tile even when that keeps it live where neither "
             "tile was (may raise the peak of live tile bytes)"));

static cl::opt<unsigned>
    MaxCandidates("pto-tile-load-cse-max-candidates", cl::Hidden, cl::init(16),
                  cl::desc("Earlier equal tloads a tload is compared with"));

namespace {

/// What makes two tloads load the same tile: the callee (name and element
/// type), its operands, and the result's memory.
struct TLoadKey {
  const Value *Callee, *Ptr, *Stride, *Rows, *Cols;
  Type *ResultTy;
  bool operator==(const TLoadKey &O) const {
    return Callee == O.Callee && Ptr == O.Ptr && Stride == O.Stride &&
           Rows == O.Rows && Cols == O.Cols && ResultTy == O.ResultTy;
  }
};

} // namespace

template <> struct llvm::DenseMapInfo<TLoadKey> {
  static TLoadKey getEmptyKey() {
    auto *P = DenseMapInfo<const Value *>::getEmptyKey();
    return {P, P, P, P, P, nullptr};
  }
  static TLoadKey getTombstoneKey() {
    auto *P = DenseMapInfo<const Value *>::getTombstoneKey();
    return {P, P, P, P, P, nullptr};
  }
  static unsigned getHashValue(const TLoadKey &K) {
    return hash_combine(K.Callee, K.Ptr, K.Stride, K.Rows, K.Cols, K.ResultTy);
  }
  static bool isEqual(const TLoadKey &A, const TLoadKey &B) { return A == B; }
};

/// \p I is a `pto.tload` call marked noclobber: its key.
static std::optional<TLoadKey> getNoClobberTLoadKey(const Instruction &I) {
  const auto *CB = dyn_cast<CallBase>(&I);
  if (!CB || !CB->getMetadata("pto.noclobber"))
    return std::nullopt;
  const auto *Callee =
      dyn_cast<Function>(CB->getCalledOperand()->stripPointerCasts());
  if (!Callee || !PTO::isBuiltinName(Callee->getName()))
    return std::nullopt;
  std::optional<PTO::BuiltinName> BN = PTO::parseBuiltinName(Callee->getName());
  if (!BN || BN->Info->ID != PTO::BI_TLOAD ||
      CB->arg_size() != BN->Info->numArgs() || CB->arg_size() != 4 ||
      PTO::hasValidExtentUser(*CB))
    return std::nullopt;
  return TLoadKey{Callee,
                  CB->getArgOperand(0),
                  CB->getArgOperand(1),
                  CB->getArgOperand(2),
                  CB->getArgOperand(3),
                  CB->getType()};
}

/// Whether the tile \p First is still live at \p Second: one of its uses
/// (at the incoming block's end for a PHI) may execute after \p Second.
/// Follows views; under-approximates liveness otherwise (uses through PHIs
/// are not followed), which errs towards keeping the load.
static bool isLiveAt(const Instruction &First, const Instruction &Second,
                     const DominatorTree &DT, const LoopInfo &LI) {
  for (const Use &U : First.uses()) {
    const auto *UI = cast<Instruction>(U.getUser());
    // Issue 23: a view shares the tile's bytes (pto-merge-transfers makes
    // the parts of a merged load views of it): its uses keep it live.
    if (const auto *VC = dyn_cast<CallBase>(UI))
      if (const PTO::BuiltinName *BN = PTO::getBuiltinCall(*VC))
        if (BN->Info->ID == PTO::BI_TVIEW && VC->getArgOperand(0) == &First &&
            isLiveAt(*UI, Second, DT, LI))
          return true;
    const Instruction *At = UI;
    if (const auto *Phi = dyn_cast<PHINode>(UI))
      At = Phi->getIncomingBlock(U)->getTerminator();
    if (At == &Second)
      continue;
    if (isPotentiallyReachable(&Second, At, nullptr, &DT, &LI))
      return true;
  }
  return false;
}

static bool runTileLoadCSE(Function &F, const DominatorTree &DT,
                           const LoopInfo &LI, OptimizationRemarkEmitter &ORE) {
  if (!EnableTileLoadCSE || F.isDeclaration() ||
      !F.hasFnAttribute("pto.kernel"))
    return false;
  // Candidates per key in the order of a dominator-tree preorder walk, so a
  // dominating call is always seen first.
  DenseMap<TLoadKey, SmallVector<Instruction *, 2>> Seen;
  SmallVector<std::pair<Instruction *, Instruction *>, 8> Replace;
  for (const DomTreeNode *N : depth_first(DT.getRootNode())) {
    for (Instruction &I : *N->getBlock()) {
      std::optional<TLoadKey> K = getNoClobberTLoadKey(I);
      if (!K)
        continue;
      SmallVector<Instruction *, 2> &Cands = Seen[*K];
      Instruction *Found = nullptr;
      bool KeptForLiveness = false;
      unsigned Tried = 0;
      for (Instruction *C : reverse(Cands)) {
        if (++Tried > MaxCandidates)
          break;
        if (!DT.dominates(C, &I))
          continue;
        if (!ExtendLifetimes && !isLiveAt(*C, I, DT, LI)) {
          KeptForLiveness = true;
          continue;
        }
        Found = C;
        break;
      }
      if (!Found) {
        if (KeptForLiveness) {
          ++NumTLoadsKeptForLiveness;
          PTO_DEBUG(dbgs() << DEBUG_TYPE << ": kept " << I
                           << " (an equal tile is dead here)\n");
          ORE.emit([&] {
            return OptimizationRemarkMissed(DEBUG_TYPE, "TileLoadKept", &I)
                   << "tload of " << PTO::describeValue(*K->Ptr)
                   << " not reused: the equal tile loaded earlier is dead "
                      "here, reusing it would keep it live in between";
          });
        }
        Cands.push_back(&I);
        continue;
      }
      if (!DebugCounter::shouldExecute(TileLoadCSECounter)) {
        PTO_DEBUG(dbgs() << DEBUG_TYPE << ": kept " << I
                         << " (debug counter)\n");
        Cands.push_back(&I);
        continue;
      }
      PTO_DEBUG(dbgs() << DEBUG_TYPE << ": " << I << " reuses " << *Found
                       << '\n');
      ORE.emit([&] {
        OptimizationRemark R(DEBUG_TYPE, "TileLoadReused", &I);
        R << "tload of " << PTO::describeValue(*K->Ptr)
          << " reuses the equal tile loaded ";
        if (DebugLoc DL = Found->getDebugLoc())
          R << "at line " << ore::NV("Line", DL.getLine());
        else
          R << "earlier";
        return R << " (nothing in the kernel writes those bytes)";
      });
      Replace.push_back({&I, Found});
    }
  }
  for (auto [Dead, Kept] : Replace) {
    Dead->replaceAllUsesWith(Kept);
    Dead->eraseFromParent();
    ++NumTLoadsReused;
  }
  return !Replace.empty();
}

PreservedAnalyses PTOTileLoadCSEPass::run(Function &F,
                                          FunctionAnalysisManager &FAM) {
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  if (!runTileLoadCSE(F, DT, LI, ORE))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

namespace {
class PTOTileLoadCSELegacy : public FunctionPass {
public:
  static char ID;
  PTOTileLoadCSELegacy() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "PTO reuse value-equivalent tile loads";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<DominatorTreeWrapperPass>();
    AU.addRequired<LoopInfoWrapperPass>();
    AU.addRequired<OptimizationRemarkEmitterWrapperPass>();
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override {
    if (skipFunction(F))
      return false;
    return runTileLoadCSE(
        F, getAnalysis<DominatorTreeWrapperPass>().getDomTree(),
        getAnalysis<LoopInfoWrapperPass>().getLoopInfo(),
        getAnalysis<OptimizationRemarkEmitterWrapperPass>().getORE());
  }
};
} // namespace

char PTOTileLoadCSELegacy::ID = 0;

INITIALIZE_PASS_BEGIN(PTOTileLoadCSELegacy, DEBUG_TYPE,
                      "PTO reuse value-equivalent tile loads", false, false)
INITIALIZE_PASS_DEPENDENCY(DominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(LoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(OptimizationRemarkEmitterWrapperPass)
INITIALIZE_PASS_END(PTOTileLoadCSELegacy, DEBUG_TYPE,
                    "PTO reuse value-equivalent tile loads", false, false)

FunctionPass *llvm::createPTOTileLoadCSELegacyPass() {
  return new PTOTileLoadCSELegacy();
}
