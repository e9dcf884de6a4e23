//===-- PTOMergeTransfers.cpp - Merge adjacent global-memory transfers ----===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-merge-transfers: the analogue of AMDGPU's SILoadStoreOptimizer for
// tile transfers and scalar accesses (issue 23, docs/alias-analysis.md).
// It runs on IR, where tiles are SSA values and a view is a zero-copy window
// the storage planner must place inside its source: merging two transfers
// there makes the "adjacent windows" a constraint the planner honours,
// rather than a coincidence of a plan a machine pass would have to find.
//
// Within one block:
// - Two `pto.tload` calls of the same callee, stride value and cols, with no
//   other tile builtin between them, whose GM addresses differ by exactly
//   the first's rows times the stride (ScalarEvolution proves
//   P2 - P1 == R1 * stride * elt), become one tload of R1 + R2 rows at the
//   second call's place, and the two tiles become `pto.tview`s of it at
//   rows 0 and R1. The first load's read moves down to the second's place:
//   AAResults must prove that nothing in between writes any byte reachable
//   from its pointer (MemoryLocation::getBeforeOrAfter).
// - Two `pto.tstore` calls of the same callee and stride whose sources are
//   views of one tile at adjacent rows, to addresses that differ by the
//   first part's rows times the stride, become one store of the covering
//   view (or of the tile itself) at the second call's place. The first
//   store's write moves down: nothing in between may read or write its
//   bytes. When the earlier store holds the later rows, an overlap of the
//   two parts in GM (|stride| < cols) would change which one wins, so the
//   stride must then be a constant of at least cols.
// - Two simple scalar loads of one 1-, 2- or 4-byte type from addresses
//   that differ by the type's size, the lower one aligned to twice it,
//   become one load of twice the width at the first load's place and two
//   extractions (little-endian). The second load moves up: nothing between
//   may write its bytes. Scalar stores are not merged: combining two
//   registers costs more scalar instructions than the store it saves.
//
// Capacity: the merged tile lives from its load to the last use of either
// part, so the bytes of the part that died first stay taken until the other
// dies. A tile merge is made only when that cannot push a memory over its
// capacity: either the two parts' storage ends in the same block with no
// tile born between their last uses (the peak of live tile bytes cannot
// rise), or the kernel's tiles of that memory fit in it with no reuse at
// all (an over-estimate of any plan's peak: every tile, one copy per PHI
// incoming and select arm, views inside their sources).
//
// The pass is linear in the block's instructions, plus the alias queries of
// the instructions between two candidates.
//
//===----------------------------------------------------------------------===//

#include "PTOMergeTransfers.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTOBuiltins.h"
#include "PTODebug.h"
#include "PTOIRUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/DebugCounter.h"

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-merge-transfers"

PTO_STATISTIC(NumTLoadsMerged, "pto.tload pairs merged into one tload");
PTO_STATISTIC(NumTStoresMerged, "pto.tstore pairs merged into one tstore");
PTO_STATISTIC(NumScalarLoadsMerged, "Scalar load pairs merged into one load");
PTO_STATISTIC(NumMergesRefused,
              "Adjacent transfers kept apart (aliasing or capacity)");
DEBUG_COUNTER(MergeTransfersCounter, "pto-merge-transfers-merge",
              "Merge two adjacent global-memory transfers");

static cl::opt<bool> EnableMergeTransfers(
    "pto-enable-merge-transfers", cl::Hidden, cl::init(true),
    cl::desc("Merge adjacent tile loads / stores and scalar loads of "
             "contiguous global memory"));

static cl::opt<bool> UnsoundIgnoreAlias(
    "pto-merge-transfers-unsound-ignore-alias", cl::Hidden, cl::init(false),
    cl::desc("Merge without proving that nothing between the two transfers "
             "touches the moved one's bytes (unsound: for the tests that "
             "show the wrong result)"));

static cl::opt<bool> UnsoundIgnoreCapacity(
    "pto-merge-transfers-unsound-ignore-capacity", cl::Hidden, cl::init(false),
    cl::desc("Merge tile loads without the capacity rule (unsound: a kernel "
             "that fitted may no longer fit; for the test that shows it)"));

static cl::opt<unsigned> MaxBetween(
    "pto-merge-transfers-max-between", cl::Hidden, cl::init(64),
    cl::desc("Instructions between two transfers that are checked for "
             "aliasing, and uses / instructions the capacity rule walks "
             "(more: not merged, or the kernel-wide check)"));

namespace {

enum class Why { Aliasing, Capacity };

class TransferMerger {
  Function &F;
  AAResults &AA;
  ScalarEvolution &SE;
  OptimizationRemarkEmitter &ORE;
  PTOGeneration Gen = A3;
  /// Bytes of the kernel's tiles per memory with no reuse at all (see the
  /// file comment); computed once, before any merge (merges do not change
  /// it: a merged tile has its parts' bytes, views are inside sources).
  DenseMap<unsigned, uint64_t> NoReuseBytes;

public:
  TransferMerger(Function &F, AAResults &AA, ScalarEvolution &SE,
                 OptimizationRemarkEmitter &ORE)
      : F(F), AA(AA), SE(SE), ORE(ORE) {
    Attribute CPU = F.getFnAttribute("target-cpu");
    if (CPU.isValid())
      Gen = getGenerationByCPU(CPU.getValueAsString()).value_or(A3);
  }

  bool run();

private:
  void computeNoReuseBytes();
  bool runOnBlock(BasicBlock &BB);
  CallBase *tryMergeLoads(CallBase &L1, CallBase &L2);
  CallBase *tryMergeStores(CallBase &S1, CallBase &S2);
  LoadInst *tryMergeScalarLoads(LoadInst &L1, LoadInst &L2);

  bool isByteDistance(Value *P1, Value *P2, const SCEV *Dist);
  const SCEV *rowsBytes(Value *Stride, unsigned Rows, PTODTypeKind DT);
  bool nothingBetweenTouches(Instruction &From, Instruction &To,
                             const MemoryLocation &Loc, bool WritesOnly);
  Instruction *storageEnd(Instruction &Tile);
  bool mergedFits(CallBase &L1, CallBase &L2, const TileDesc &Merged);
  void refuse(Instruction &I, Why W, const Twine &Detail);
  bool shouldMerge(Instruction &I);
};

/// The builtin a call is, or nullptr.
const PTOBuiltinInfo *builtinOf(const CallBase &CB) {
  const BuiltinName *BN = getBuiltinCall(CB);
  return BN ? BN->Info : nullptr;
}

std::optional<uint64_t> constantArg(const CallBase &CB, unsigned I) {
  if (const auto *C = dyn_cast<ConstantInt>(CB.getArgOperand(I)))
    return C->getZExtValue();
  return std::nullopt;
}

/// A `pto.tview` call at a constant row and column 0.
bool isConstantRowView(const CallBase &CB) {
  const PTOBuiltinInfo *BI = builtinOf(CB);
  return BI && BI->ID == BI_TVIEW && constantArg(CB, 1) &&
         constantArg(CB, 2) == 0u;
}

} // namespace

void TransferMerger::computeNoReuseBytes() {
  for (Instruction &I : instructions(F)) {
    if (!isTileType(I.getType()))
      continue;
    std::optional<TileDesc> D;
    uint64_t Copies = 1;
    if (auto *CB = dyn_cast<CallBase>(&I)) {
      if (isConstantRowView(*CB))
        continue; // Placed inside its source.
      D = getResultTileDesc(*CB);
    } else if (auto *Phi = dyn_cast<PHINode>(&I)) {
      D = getTileDesc(Phi);
      Copies = Phi->getNumIncomingValues();
    } else if (isa<SelectInst>(I)) {
      D = getTileDesc(&I);
      Copies = 2;
    }
    if (!D) {
      // A tile of unknown shape: no bound for its memory.
      NoReuseBytes[I.getType()->getPointerAddressSpace()] = UINT64_MAX;
      continue;
    }
    uint64_t &Sum = NoReuseBytes[D->AS];
    if (Sum == UINT64_MAX)
      continue;
    uint64_t Align = getMemory(D->AS) ? getMemory(D->AS)->TileAlign : 1;
    Sum += Copies * alignTo(D->bytes(), std::max<uint64_t>(Align, 1));
  }
}

void TransferMerger::refuse(Instruction &I, Why W, const Twine &Detail) {
  ++NumMergesRefused;
  std::string Text = Detail.str();
  PTO_DEBUG(dbgs() << DEBUG_TYPE << ": kept " << I << ": " << Text << '\n');
  ORE.emit([&] {
    return OptimizationRemarkMissed(DEBUG_TYPE,
                                    W == Why::Aliasing ? "NotMergedAliasing"
                                                       : "NotMergedCapacity",
                                    &I)
           << Text;
  });
}

bool TransferMerger::shouldMerge(Instruction &I) {
  if (DebugCounter::shouldExecute(MergeTransfersCounter))
    return true;
  PTO_DEBUG(dbgs() << DEBUG_TYPE << ": kept " << I << " (debug counter)\n");
  return false;
}

/// Whether P2 - P1 is the byte distance \p Dist, as ScalarEvolution proves
/// it (both pointers on one base; the difference folded symbolically).
/// Whether \p V is an object SCEV takes as a pointer base of its own: an
/// argument, a global or an alloca.
static bool isBaseObject(const Value *V) {
  return isa<Argument>(V) || isa<GlobalVariable>(V) || isa<AllocaInst>(V);
}

bool TransferMerger::isByteDistance(Value *P1, Value *P2, const SCEV *Dist) {
  // Issue 17: two transfers through different arguments (a kernel's
  // inputs and outputs, side by side in every block) have different SCEV
  // pointer bases -- the walk to each underlying object follows the GEPs
  // SCEV decomposes and goes on from the base, so equal bases would give
  // equal objects -- and no distance, answered without building their SCEVs.
  const Value *O1 = getUnderlyingObject(P1), *O2 = getUnderlyingObject(P2);
  if (O1 != O2 && isBaseObject(O1) && isBaseObject(O2))
    return false;
  const SCEV *S1 = SE.getSCEV(P1), *S2 = SE.getSCEV(P2);
  if (SE.getPointerBase(S1) != SE.getPointerBase(S2))
    return false;
  const SCEV *Diff = SE.getMinusSCEV(S2, S1);
  if (isa<SCEVCouldNotCompute>(Diff))
    return false;
  Dist = SE.getTruncateOrSignExtend(Dist, Diff->getType());
  return SE.getMinusSCEV(Diff, Dist)->isZero();
}

/// The bytes of \p Rows rows of \p Stride elements of \p DT, as a SCEV.
const SCEV *TransferMerger::rowsBytes(Value *Stride, unsigned Rows,
                                      PTODTypeKind DT) {
  return SE.getMulExpr(
      SE.getSCEV(Stride),
      SE.getConstant(Stride->getType(), uint64_t(Rows) * getDTypeBytes(DT)));
}

/// Whether no instruction strictly between \p From and \p To (one block)
/// writes (or, unless \p WritesOnly, reads) a byte of \p Loc.
bool TransferMerger::nothingBetweenTouches(Instruction &From, Instruction &To,
                                           const MemoryLocation &Loc,
                                           bool WritesOnly) {
  unsigned N = 0;
  for (auto It = std::next(From.getIterator()); &*It != &To; ++It) {
    if (++N > MaxBetween)
      return false;
    if (UnsoundIgnoreAlias)
      continue;
    ModRefInfo MR = AA.getModRefInfo(&*It, Loc);
    if (WritesOnly ? isModSet(MR) : isModOrRefSet(MR))
      return false;
  }
  return true;
}

/// The last instruction of \p Tile's block that uses its bytes: its uses,
/// and those of the views and written-over results that share them. Null
/// when a use is elsewhere or not a builtin call (a PHI, a select: the
/// storage then lives on where this pass does not look).
Instruction *TransferMerger::storageEnd(Instruction &Tile) {
  BasicBlock *BB = Tile.getParent();
  Instruction *End = nullptr;
  SmallVector<Instruction *, 4> Work{&Tile};
  SmallPtrSet<Instruction *, 8> Seen{&Tile};
  unsigned Uses = 0;
  while (!Work.empty()) {
    Instruction *T = Work.pop_back_val();
    for (Use &U : T->uses()) {
      // Bounded (a chain of merges gives a tile many views): past the
      // bound the caller falls back to the kernel-wide capacity check.
      if (++Uses > MaxBetween)
        return nullptr;
      auto *UI = cast<Instruction>(U.getUser());
      auto *UC = dyn_cast<CallBase>(UI);
      const PTOBuiltinInfo *BI = UC ? builtinOf(*UC) : nullptr;
      if (UI->getParent() != BB || !BI || !UC->isArgOperand(&U))
        return nullptr;
      if (!End || End->comesBefore(UI))
        End = UI;
      if (!isTileType(UC->getType()))
        continue;
      unsigned SrcAS = T->getType()->getPointerAddressSpace();
      const PTOTileOpInfo *Op =
          getTileOp(static_cast<PTOBuiltinKind>(BI->ID),
                    UC->getType()->getPointerAddressSpace(), SrcAS);
      bool Shares = !Op || Op->View ||
                    (Op->reusesInput() &&
                     UC->getArgOperandNo(&U) == Op->OutputReusesInput);
      if (Shares && Seen.insert(UC).second)
        Work.push_back(UC);
    }
  }
  return End;
}

/// Whether the merged tile of \p L1 and \p L2 cannot push its memory over
/// capacity (the file comment gives both reasons).
bool TransferMerger::mergedFits(CallBase &L1, CallBase &L2,
                                const TileDesc &Merged) {
  std::optional<MemoryLimits> Lim = getMemoryLimits(Gen, Merged.AS);
  if (!Lim || Merged.bytes() > Lim->usable())
    return false;
  if (UnsoundIgnoreCapacity)
    return true;
  Instruction *E1 = storageEnd(L1), *E2 = storageEnd(L2);
  if (E1 && E2) {
    if (E1 == E2)
      return true;
    Instruction *Lo = E1->comesBefore(E2) ? E1 : E2;
    Instruction *Hi = Lo == E1 ? E2 : E1;
    bool Born = false;
    unsigned N = 0;
    for (auto It = Lo->getIterator(); &*It != Hi && !Born; ++It)
      Born = ++N > MaxBetween || isTileType(It->getType());
    if (!Born)
      return true;
  }
  auto It = NoReuseBytes.find(Merged.AS);
  return It != NoReuseBytes.end() && It->second <= Lim->usable();
}

/// L1 and L2 are tloads in this order with no other tile builtin between.
CallBase *TransferMerger::tryMergeLoads(CallBase &L1, CallBase &L2) {
  if (L1.getCalledOperand() != L2.getCalledOperand() ||
      L1.getType() != L2.getType() ||
      L1.getArgOperand(1) != L2.getArgOperand(1) ||
      L1.getArgOperand(3) != L2.getArgOperand(3) ||
      PTO::hasValidExtentUser(L1) || PTO::hasValidExtentUser(L2))
    return nullptr;
  std::optional<TileDesc> D1 = getResultTileDesc(L1),
                          D2 = getResultTileDesc(L2);
  if (!D1 || !D2 || D1->Cols != D2->Cols || D1->DType != D2->DType)
    return nullptr;
  // No use of the first tile before the second load (the merged load is
  // made there), but through views (of an earlier merge) used after it.
  auto UsedBefore = [&](const Instruction &I) {
    return any_of(I.users(), [&](const User *U) {
      const auto *UI = cast<Instruction>(U);
      return UI->getParent() == L1.getParent() && UI->comesBefore(&L2);
    });
  };
  for (User *U : L1.users()) {
    auto *UI = cast<Instruction>(U);
    if (UI->getParent() != L1.getParent() || !UI->comesBefore(&L2))
      continue;
    auto *UC = dyn_cast<CallBase>(UI);
    if (!UC || !isConstantRowView(*UC) || UC->getArgOperand(0) != &L1 ||
        UsedBefore(*UC))
      return nullptr;
  }
  Value *Stride = L1.getArgOperand(1);
  auto Dist = [&](unsigned Rows) { return rowsBytes(Stride, Rows, D1->DType); };
  // Which part comes first in the merged tile.
  CallBase *Top, *Bottom;
  if (isByteDistance(L1.getArgOperand(0), L2.getArgOperand(0),
                     Dist(D1->Rows))) {
    Top = &L1;
    Bottom = &L2;
  } else if (isByteDistance(L2.getArgOperand(0), L1.getArgOperand(0),
                            Dist(D2->Rows))) {
    Top = &L2;
    Bottom = &L1;
  } else {
    return nullptr;
  }
  TileDesc M = *D1;
  M.Rows = D1->Rows + D2->Rows;
  if (M.Rows > MaxTileDim)
    return nullptr;
  unsigned TopRows = Top == &L1 ? D1->Rows : D2->Rows;
  uint64_t Offset = 0;
  if (placeView(M, TopRows, 0, M.Cols, Offset) != ViewPlacement::Ok)
    return nullptr;
  std::string What = "the tloads of " + describeValue(*L1.getArgOperand(0)) +
                     " and " + describeValue(*L2.getArgOperand(0));
  if (!nothingBetweenTouches(
          L1, L2, MemoryLocation::getBeforeOrAfter(L1.getArgOperand(0)),
          /*WritesOnly=*/true)) {
    refuse(L2, Why::Aliasing,
           What + " are not merged: an access between them may write the "
                  "first one's bytes");
    return nullptr;
  }
  if (!mergedFits(L1, L2, M)) {
    refuse(L2, Why::Capacity,
           What + " are not merged: the " + Twine(M.Rows) + "x" +
               Twine(M.Cols) +
               " tile would keep both parts' bytes until the later one dies, "
               "and the kernel's tiles may not fit then");
    return nullptr;
  }
  if (!shouldMerge(L2))
    return nullptr;

  IRBuilder<> B(&L2);
  LLVMContext &Ctx = F.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  CallInst *Merged =
      B.CreateCall(L1.getFunctionType(), L1.getCalledOperand(),
                   {Top->getArgOperand(0), Stride,
                    ConstantInt::get(I32, M.Rows), L1.getArgOperand(3)});
  Merged->copyMetadata(L2);
  // `!pto.noclobber` holds for the merged rows only if it held for both.
  if (!L1.getMetadata("pto.noclobber") || !L2.getMetadata("pto.noclobber"))
    Merged->setMetadata("pto.noclobber", nullptr);
  Merged->setDebugLoc(L2.getDebugLoc());
  Merged->setName("merged");
  FunctionCallee View = F.getParent()->getOrInsertFunction(
      getBuiltinFunctionName(*lookupBuiltinByID(BI_TVIEW), M.DType),
      FunctionType::get(L1.getType(), {L1.getType(), I32, I32, I32, I32},
                        false));
  auto Replace = [&](CallBase &Part, unsigned Row, unsigned Rows) {
    // A part that is itself a merge of this pass: its views become views of
    // the new tile (a view of a view is still whole rows of the same tile).
    for (User *U : make_early_inc_range(Part.users())) {
      auto *UC = dyn_cast<CallBase>(U);
      if (UC && isConstantRowView(*UC) && UC->getArgOperand(0) == &Part &&
          UC->getType() == Merged->getType()) {
        UC->setArgOperand(0, Merged);
        UC->setArgOperand(1, ConstantInt::get(I32, *constantArg(*UC, 1) + Row));
        if (UC->comesBefore(Merged))
          UC->moveBefore(L2.getIterator());
      }
    }
    if (!Part.use_empty()) {
      CallInst *V = B.CreateCall(
          View, {Merged, ConstantInt::get(I32, Row), ConstantInt::get(I32, 0),
                 ConstantInt::get(I32, Rows), Part.getArgOperand(3)});
      V->setDebugLoc(Part.getDebugLoc());
      V->takeName(&Part);
      Part.replaceAllUsesWith(V);
    }
  };
  Replace(*Top, 0, TopRows);
  Replace(*Bottom, TopRows, M.Rows - TopRows);
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "TLoadsMerged", Merged)
           << What << " are merged into one " << ore::NV("Rows", M.Rows) << "x"
           << ore::NV("Cols", M.Cols)
           << " tload (contiguous rows; the tiles are views of it)";
  });
  PTO_DEBUG(dbgs() << DEBUG_TYPE << ": " << L1 << " + " << L2 << " -> "
                   << *Merged << '\n');
  L1.eraseFromParent();
  L2.eraseFromParent();
  ++NumTLoadsMerged;
  return Merged;
}

/// S1 and S2 are tstores in this order with no tile builtin but views
/// between.
CallBase *TransferMerger::tryMergeStores(CallBase &S1, CallBase &S2) {
  if (S1.getCalledOperand() != S2.getCalledOperand() ||
      S1.getArgOperand(1) != S2.getArgOperand(1))
    return nullptr;
  auto *V1 = dyn_cast<CallBase>(S1.getArgOperand(2));
  auto *V2 = dyn_cast<CallBase>(S2.getArgOperand(2));
  if (!V1 || !V2 || !isConstantRowView(*V1) || !isConstantRowView(*V2) ||
      V1->getArgOperand(0) != V2->getArgOperand(0) ||
      V1->getType() != V2->getType())
    return nullptr;
  Value *X = V1->getArgOperand(0);
  std::optional<TileDesc> DX = getTileDesc(X);
  std::optional<TileDesc> D1 = getResultTileDesc(*V1),
                          D2 = getResultTileDesc(*V2);
  if (!DX || !D1 || !D2)
    return nullptr;
  uint64_t R1 = *constantArg(*V1, 1), R2 = *constantArg(*V2, 1);
  Value *Stride = S1.getArgOperand(1);
  auto Dist = [&](unsigned Rows) { return rowsBytes(Stride, Rows, DX->DType); };
  CallBase *Top;
  if (R2 == R1 + D1->Rows &&
      isByteDistance(S1.getArgOperand(0), S2.getArgOperand(0), Dist(D1->Rows)))
    Top = &S1;
  else if (R1 == R2 + D2->Rows &&
           isByteDistance(S2.getArgOperand(0), S1.getArgOperand(0),
                          Dist(D2->Rows)))
    Top = &S2;
  else
    return nullptr;
  std::string What = "the tstores to " + describeValue(*S1.getArgOperand(0)) +
                     " and " + describeValue(*S2.getArgOperand(0));
  if (Top == &S2) {
    // The merged store writes the earlier store's rows last: equal only
    // when the two parts cannot overlap in GM.
    auto *C = dyn_cast<ConstantInt>(Stride);
    if (!C || C->getValue().abs().ult(DX->Cols))
      return nullptr;
  }
  if (!nothingBetweenTouches(
          S1, S2, MemoryLocation::getBeforeOrAfter(S1.getArgOperand(0)),
          /*WritesOnly=*/false)) {
    refuse(S2, Why::Aliasing,
           What + " are not merged: an access between them may touch the "
                  "first one's bytes");
    return nullptr;
  }
  if (!shouldMerge(S2))
    return nullptr;
  uint64_t Row = std::min(R1, R2);
  unsigned Rows = D1->Rows + D2->Rows;
  IRBuilder<> B(&S2);
  Value *Src = X;
  if (Row != 0 || Rows != DX->Rows) {
    Type *I32 = B.getInt32Ty();
    CallInst *V =
        B.CreateCall(V1->getFunctionType(), V1->getCalledOperand(),
                     {X, ConstantInt::get(I32, Row), ConstantInt::get(I32, 0),
                      ConstantInt::get(I32, Rows), V1->getArgOperand(4)});
    V->setDebugLoc(S2.getDebugLoc());
    Src = V;
  }
  CallInst *Merged = B.CreateCall(S1.getFunctionType(), S1.getCalledOperand(),
                                  {Top->getArgOperand(0), Stride, Src});
  Merged->copyMetadata(S2);
  Merged->setDebugLoc(S2.getDebugLoc());
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "TStoresMerged", Merged)
           << What << " are merged into one store of " << ore::NV("Rows", Rows)
           << " rows of " << describeValue(*X);
  });
  PTO_DEBUG(dbgs() << DEBUG_TYPE << ": " << S1 << " + " << S2 << " -> "
                   << *Merged << '\n');
  S1.eraseFromParent();
  S2.eraseFromParent();
  for (CallBase *V : {V1, V2})
    if (V != Src && V->use_empty())
      V->eraseFromParent();
  ++NumTStoresMerged;
  return Merged;
}

/// L1 and L2 are simple loads in this order in one block.
LoadInst *TransferMerger::tryMergeScalarLoads(LoadInst &L1, LoadInst &L2) {
  Type *Ty = L1.getType();
  const DataLayout &DL = F.getDataLayout();
  if (!L1.isSimple() || !L2.isSimple() || L2.getType() != Ty ||
      L1.getPointerAddressSpace() != L2.getPointerAddressSpace() ||
      !DL.isLittleEndian() || !(Ty->isIntegerTy() || Ty->isFloatingPointTy()))
    return nullptr;
  TypeSize Size = DL.getTypeStoreSize(Ty);
  if (Size.isScalable() || DL.getTypeSizeInBits(Ty) != Size * 8 ||
      (Size != 1 && Size != 2 && Size != 4))
    return nullptr;
  LoadInst *Lo;
  if (isByteDistance(
          L1.getPointerOperand(), L2.getPointerOperand(),
          SE.getConstant(DL.getIndexType(L1.getPointerOperandType()), Size)))
    Lo = &L1;
  else if (isByteDistance(
               L2.getPointerOperand(), L1.getPointerOperand(),
               SE.getConstant(DL.getIndexType(L1.getPointerOperandType()),
                              Size)))
    Lo = &L2;
  else
    return nullptr;
  // The merged load is made at L1: L2's pointer must be available there.
  if (auto *PI = dyn_cast<Instruction>(L2.getPointerOperand()))
    if (Lo == &L2 && PI->getParent() == L1.getParent() && !PI->comesBefore(&L1))
      return nullptr;
  Align Want(2 * Size);
  Align Have = Lo->getPointerOperand()->getPointerAlignment(DL);
  if (std::max(Have, Lo->getAlign()) < Want)
    return nullptr;
  if (!nothingBetweenTouches(L1, L2, MemoryLocation::get(&L2),
                             /*WritesOnly=*/true)) {
    refuse(L2, Why::Aliasing,
           "the loads of " + describeValue(*L1.getPointerOperand()) + " and " +
               describeValue(*L2.getPointerOperand()) +
               " are not merged: a store between them may write the second "
               "one's bytes");
    return nullptr;
  }
  if (!shouldMerge(L2))
    return nullptr;
  IRBuilder<> B(&L1);
  Type *Half = B.getIntNTy(Size * 8), *Wide = B.getIntNTy(Size * 16);
  LoadInst *W =
      B.CreateAlignedLoad(Wide, Lo->getPointerOperand(), Want, "merged");
  AAMDNodes AAMD = L1.getAAMetadata().merge(L2.getAAMetadata());
  W->setAAMetadata(AAMD);
  if (L1.getMetadata(LLVMContext::MD_invariant_load) &&
      L2.getMetadata(LLVMContext::MD_invariant_load))
    W->setMetadata(LLVMContext::MD_invariant_load,
                   L1.getMetadata(LLVMContext::MD_invariant_load));
  W->setDebugLoc(L1.getDebugLoc());
  Value *LoV = B.CreateTrunc(W, Half);
  Value *HiV = B.CreateTrunc(B.CreateLShr(W, Size * 8), Half);
  if (!Ty->isIntegerTy()) {
    LoV = B.CreateBitCast(LoV, Ty);
    HiV = B.CreateBitCast(HiV, Ty);
  }
  LoadInst *Hi = Lo == &L1 ? &L2 : &L1;
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "ScalarLoadsMerged", W)
           << "the loads of " << describeValue(*L1.getPointerOperand())
           << " and " << describeValue(*L2.getPointerOperand())
           << " are merged into one " << ore::NV("Bits", Size * 16)
           << "-bit load";
  });
  LoV->takeName(Lo);
  HiV->takeName(Hi);
  Lo->replaceAllUsesWith(LoV);
  Hi->replaceAllUsesWith(HiV);
  L2.eraseFromParent();
  L1.eraseFromParent();
  ++NumScalarLoadsMerged;
  return W;
}

bool TransferMerger::runOnBlock(BasicBlock &BB) {
  bool Changed = false;
  // The last tile builtin (views aside) and the last scalar load.
  CallBase *PrevLoad = nullptr, *PrevStore = nullptr;
  LoadInst *PrevScalar = nullptr;
  for (Instruction &I : make_early_inc_range(BB)) {
    if (auto *LI = dyn_cast<LoadInst>(&I)) {
      LoadInst *M =
          PrevScalar ? tryMergeScalarLoads(*PrevScalar, *LI) : nullptr;
      Changed |= M != nullptr;
      // A merged load is twice as wide: it is not merged again (at most 8
      // bytes; a 1- or 2-byte pair may still pair with its neighbour).
      PrevScalar =
          M ? (M->getType()->getIntegerBitWidth() < 64 ? M : nullptr) : LI;
      continue;
    }
    auto *CB = dyn_cast<CallBase>(&I);
    const PTOBuiltinInfo *BI = CB ? builtinOf(*CB) : nullptr;
    if (!BI)
      continue;
    if (BI->ID == BI_TVIEW && isConstantRowView(*CB))
      continue; // Nothing executes; a user between is checked per merge.
    CallBase *Load = nullptr, *Store = nullptr;
    if (BI->ID == BI_TLOAD) {
      Load = CB;
      if (PrevLoad)
        if (CallBase *M = tryMergeLoads(*PrevLoad, *CB)) {
          Changed = true;
          Load = M;
        }
    } else if (BI->ID == BI_TSTORE) {
      Store = CB;
      if (PrevStore)
        if (CallBase *M = tryMergeStores(*PrevStore, *CB)) {
          Changed = true;
          Store = M;
        }
    }
    PrevLoad = Load;
    PrevStore = Store;
  }
  return Changed;
}

bool TransferMerger::run() {
  if (!EnableMergeTransfers || F.isDeclaration() ||
      !F.hasFnAttribute("pto.kernel"))
    return false;
  computeNoReuseBytes();
  bool Changed = false;
  for (BasicBlock &BB : F)
    Changed |= runOnBlock(BB);
  return Changed;
}

PreservedAnalyses PTOMergeTransfersPass::run(Function &F,
                                             FunctionAnalysisManager &FAM) {
  TransferMerger M(F, FAM.getResult<AAManager>(F),
                   FAM.getResult<ScalarEvolutionAnalysis>(F),
                   FAM.getResult<OptimizationRemarkEmitterAnalysis>(F));
  if (!M.run())
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

namespace {
class PTOMergeTransfersLegacy : public FunctionPass {
public:
  static char ID;
  PTOMergeTransfersLegacy() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "PTO merge adjacent global-memory transfers";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<AAResultsWrapperPass>();
    AU.addRequired<ScalarEvolutionWrapperPass>();
    AU.addRequired<OptimizationRemarkEmitterWrapperPass>();
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override {
    if (skipFunction(F))
      return false;
    TransferMerger M(
        F, getAnalysis<AAResultsWrapperPass>().getAAResults(),
        getAnalysis<ScalarEvolutionWrapperPass>().getSE(),
        getAnalysis<OptimizationRemarkEmitterWrapperPass>().getORE());
    return M.run();
  }
};
} // namespace

char PTOMergeTransfersLegacy::ID = 0;

INITIALIZE_PASS_BEGIN(PTOMergeTransfersLegacy, DEBUG_TYPE,
                      "PTO merge adjacent global-memory transfers", false,
                      false)
INITIALIZE_PASS_DEPENDENCY(AAResultsWrapperPass)
INITIALIZE_PASS_DEPENDENCY(ScalarEvolutionWrapperPass)
INITIALIZE_PASS_DEPENDENCY(OptimizationRemarkEmitterWrapperPass)
INITIALIZE_PASS_END(PTOMergeTransfersLegacy, DEBUG_TYPE,
                    "PTO merge adjacent global-memory transfers", false, false)

FunctionPass *llvm::createPTOMergeTransfersLegacyPass() {
  return new PTOMergeTransfersLegacy();
}
