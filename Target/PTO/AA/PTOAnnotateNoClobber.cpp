//===-- PTOAnnotateNoClobber.cpp - Mark never-clobbered GM reads ----------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-annotate-noclobber: the `amdgpu.noclobber` analogue. In a kernel, a
// global-memory read -- a simple scalar load from `ptr addrspace(1)` or a
// `pto.tload` call -- that nothing in the kernel may write gets
// `!pto.noclobber !{}`; a scalar load also gets `!invariant.load !{}`.
// Instruction selection turns both into MachineMemOperand::MOInvariant
// (IRTranslator for loads, PTOCallLowering for tload), so the sync pass
// never orders a global-memory write against these reads.
//
// Unlike AMDGPU's isClobberedInFunction, which only looks at the writes that
// may execute before the load (a scalar-cache concern), every MemoryDef of
// the kernel is a candidate, so a write *after* the read (a WAR hazard
// between asynchronous pipes) also counts: `invariant` must hold for the
// whole kernel -- and for every iteration: the read of `x[i]` in one
// iteration and the write of `x[i]` in another are the same bytes although
// the two addresses differ within one iteration. So each write is judged
// with AA in cross-iteration mode (BatchAAResults::enableCrossIterationMode;
// alias scopes, which an inlined restrict helper declares per iteration, are
// not used). As in AMDGPU, fences and atomics that cannot touch the read's
// location are not clobbers; the queries use the function's AAResults, which
// include PTOAA (builtin memory effects, address spaces) when it is
// registered.
//
//===----------------------------------------------------------------------===//

#include "AA/PTOAliasAnalysis.h"
#include "AA/PTOStridedAccess.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTODebug.h"
#include "PTOIRUtils.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/MemorySSA.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/DebugCounter.h"

using namespace llvm;

#define DEBUG_TYPE "pto-annotate-noclobber"

PTO_STATISTIC(NumLoadsMarked, "Scalar global-memory loads marked noclobber");
PTO_STATISTIC(NumTLoadsMarked, "pto.tload calls marked noclobber");
DEBUG_COUNTER(NoClobberCounter, "pto-annotate-noclobber-mark",
              "Mark a global read nothing in the kernel can clobber");

namespace {

/// A global-memory read the pass may mark, with the location it reads.
struct GMRead {
  Instruction *I;
  MemoryLocation Loc;
  const Value *Ptr;
};

} // namespace

/// The location a `pto.tload` reads: from its pointer, the exact extent
/// ((rows - 1) * stride + cols elements) for a constant stride.
static std::optional<GMRead> getTLoadRead(CallBase &CB) {
  const auto *Callee =
      dyn_cast<Function>(CB.getCalledOperand()->stripPointerCasts());
  if (!Callee || !PTO::isBuiltinName(Callee->getName()))
    return std::nullopt;
  std::optional<PTO::BuiltinName> BN = PTO::parseBuiltinName(Callee->getName());
  if (!BN || BN->Info->ID != PTO::BI_TLOAD ||
      CB.arg_size() != BN->Info->numArgs())
    return std::nullopt;
  Value *Ptr = CB.getArgOperand(0);
  if (!Ptr->getType()->isPointerTy() ||
      Ptr->getType()->getPointerAddressSpace() != PTO::AS_GM)
    return std::nullopt;
  LocationSize Size = LocationSize::afterPointer();
  std::optional<PTO::TileDesc> D = PTO::getResultTileDesc(CB);
  auto *Stride = dyn_cast<ConstantInt>(CB.getArgOperand(1));
  if (D && Stride && D->Rows > 0)
    Size = LocationSize::precise(
        ((uint64_t(D->Rows) - 1) * Stride->getZExtValue() + D->Cols) *
        PTO::getDTypeBytes(BN->DType));
  return GMRead{&CB, MemoryLocation(Ptr, Size, CB.getAAMetadata()), Ptr};
}

static std::optional<GMRead> getGMRead(Instruction &I) {
  if (auto *LI = dyn_cast<LoadInst>(&I)) {
    if (!LI->isSimple() || LI->getPointerAddressSpace() != PTO::AS_GM)
      return std::nullopt;
    return GMRead{LI, MemoryLocation::get(LI), LI->getPointerOperand()};
  }
  if (auto *CB = dyn_cast<CallBase>(&I))
    return getTLoadRead(*CB);
  return std::nullopt;
}

/// The exact footprint of a global-memory access relative to its pointer:
/// a tile transfer's rows, or a scalar access's bytes.
static std::optional<PTO::StridedFootprint> getFootprint(const Instruction *I,
                                                         const Value *&Ptr) {
  if (const auto *CB = dyn_cast<CallBase>(I))
    return PTO::getTransferFootprint(*CB, Ptr);
  std::optional<MemoryLocation> Loc = MemoryLocation::getOrNone(I);
  if (!Loc || !Loc->Size.hasValue() || Loc->Size.isScalable() ||
      !(isa<LoadInst>(I) || isa<StoreInst>(I)))
    return std::nullopt;
  Ptr = Loc->Ptr;
  PTO::StridedFootprint F;
  F.RowBytes = Loc->Size.getValue().getFixedValue();
  F.Stride = F.RowBytes;
  return F;
}

/// Row-strided transfers on one base (evaluated once, so the same in every
/// iteration) whose rows never meet cannot clobber each other although
/// their extents overlap (docs/alias-analysis.md, "Row-strided transfers").
/// \p Once caches PTO::isEvaluatedOnce per block (the pass changes no CFG).
static bool stridedDisjoint(const Instruction *A, const Instruction *B,
                            DenseMap<const void *, bool> &Once) {
  const Value *PA = nullptr, *PB = nullptr;
  std::optional<PTO::StridedFootprint> FA = getFootprint(A, PA);
  std::optional<PTO::StridedFootprint> FB = getFootprint(B, PB);
  if (!FA || !FB)
    return false;
  const DataLayout &DL = A->getDataLayout();
  int64_t OA = 0, OB = 0;
  const Value *BA = GetPointerBaseWithConstantOffset(PA, OA, DL);
  const Value *BB = GetPointerBaseWithConstantOffset(PB, OB, DL);
  if (BA != BB || !PTO::isEvaluatedOnce(BA, &Once))
    return false;
  FA->Offset += OA;
  FB->Offset += OB;
  return !PTO::stridedFootprintsIntersect(*FA, *FB);
}

/// AMDGPU's isReallyAClobber: a MemoryDef that cannot write the read's
/// location although MemorySSA (which treats fences and atomics as writes
/// to everything) made it one. \p BAA is in cross-iteration mode.
static bool isReallyAClobber(const GMRead &R, MemoryDef *Def,
                             BatchAAResults &BAA,
                             DenseMap<const void *, bool> &Once) {
  Instruction *DefInst = Def->getMemoryInst();
  if (DefInst == R.I)
    return false;
  if (isa<FenceInst>(DefInst))
    return false;
  // Atomics that cannot alias the read.
  auto NoAlias = [&](const Value *P) {
    return BAA.isNoAlias(MemoryLocation::getBeforeOrAfter(P), R.Loc);
  };
  if (auto *CX = dyn_cast<AtomicCmpXchgInst>(DefInst))
    if (NoAlias(CX->getPointerOperand()))
      return false;
  if (auto *RMW = dyn_cast<AtomicRMWInst>(DefInst))
    if (NoAlias(RMW->getPointerOperand()))
      return false;
  if (auto *SI = dyn_cast<StoreInst>(DefInst))
    if (SI->isAtomic() && NoAlias(SI->getPointerOperand()))
      return false;
  if (stridedDisjoint(R.I, DefInst, Once))
    return false;
  return isModSet(BAA.getModRefInfo(DefInst, R.Loc));
}

/// Where the bytes of an access lie when stridedDisjoint can judge it: its
/// footprint's base (evaluated once, so the same in every iteration) and the
/// footprint's extent [Lo, Hi) from that base. Two such accesses on one base
/// whose extents do not meet are strided-disjoint (their rows lie within
/// their extents), so neither clobbers the other.
struct BasedExtent {
  const Value *Base;
  int64_t Lo, Hi;
};

static std::optional<BasedExtent>
getBasedExtent(const Instruction *I, DenseMap<const void *, bool> &Once) {
  const Value *P = nullptr;
  std::optional<PTO::StridedFootprint> F = getFootprint(I, P);
  if (!F || !F->Rows || !F->RowBytes)
    return std::nullopt;
  int64_t O = 0;
  const Value *Base =
      GetPointerBaseWithConstantOffset(P, O, I->getDataLayout());
  if (!PTO::isEvaluatedOnce(Base, &Once))
    return std::nullopt;
  // stridedFootprintsIntersect answers "may intersect" beyond this bound
  // whatever the extents.
  constexpr int64_t Limit = int64_t(1) << 40;
  if (F->extent() > uint64_t(Limit) || F->Offset > Limit ||
      F->Offset < -Limit || O > Limit || O < -Limit || F->Offset + O > Limit ||
      F->Offset + O < -Limit)
    return std::nullopt;
  int64_t Lo = F->Offset + O;
  return BasedExtent{Base, Lo, Lo + int64_t(F->extent())};
}

/// Writes to judge a read against, in program order. The writes with a
/// BasedExtent are also indexed per base by the start of their extent, so a
/// read with a BasedExtent is judged against the writes of its base whose
/// extents meet its own (a range query) and all the other writes, instead of
/// all writes of its object: a long kernel stores thousands of tiles through
/// one argument, each read of it used to be compared with all of them. The
/// writes left out are exactly those stridedDisjoint rejects, and the rest
/// are judged in program order as before, so the verdict (and the debug
/// output naming the first clobber) is the same.
class WriteList {
  struct Entry {
    int64_t Lo, Hi;
    unsigned Idx;
  };
  struct PerBase {
    SmallVector<Entry, 4> ByLo; ///< Sorted by Lo.
    int64_t MaxLen = 0;
  };
  SmallVector<MemoryDef *, 8> Defs;
  /// Whether the per-base index below is built: on the first read judged
  /// against the list (issue 17: most lists -- the writes of an output
  /// argument -- are never asked, and a write's extent is costly).
  bool Indexed = false;
  /// Writes without a BasedExtent (indices into Defs).
  SmallVector<unsigned, 4> Unindexed;
  MapVector<const Value *, PerBase> ByBase;

  void index(DenseMap<const void *, bool> &Once) {
    Indexed = true;
    for (auto [Idx, D] : enumerate(Defs)) {
      std::optional<BasedExtent> E = getBasedExtent(D->getMemoryInst(), Once);
      if (!E) {
        Unindexed.push_back(Idx);
        continue;
      }
      PerBase &B = ByBase[E->Base];
      B.ByLo.push_back({E->Lo, E->Hi, unsigned(Idx)});
      B.MaxLen = std::max(B.MaxLen, E->Hi - E->Lo);
    }
    for (auto &KV : ByBase)
      llvm::sort(KV.second.ByLo, [](const Entry &A, const Entry &B) {
        return std::tie(A.Lo, A.Idx) < std::tie(B.Lo, B.Idx);
      });
  }

public:
  /// Adds \p D (its extent is found when the list is first asked).
  void add(MemoryDef *D) { Defs.push_back(D); }
  bool empty() const { return Defs.empty(); }
  /// Whether \p Clobbers holds for one of the writes that may clobber a
  /// read at \p RE, asked in program order.
  template <typename Fn>
  bool anyClobbers(const std::optional<BasedExtent> &RE, Fn Clobbers,
                   DenseMap<const void *, bool> &Once) {
    if (Defs.empty())
      return false;
    if (!Indexed)
      index(Once);
    auto It = RE ? ByBase.find(RE->Base) : ByBase.end();
    if (It == ByBase.end())
      return any_of(Defs, Clobbers);
    SmallVector<unsigned, 16> Cand(Unindexed.begin(), Unindexed.end());
    for (const auto &[Base, B] : ByBase)
      if (Base != RE->Base)
        for (const Entry &E : B.ByLo)
          Cand.push_back(E.Idx);
    // Extents meeting [RE->Lo, RE->Hi): Lo < RE->Hi and Hi > RE->Lo, so
    // Lo > RE->Lo - MaxLen.
    const PerBase &B = It->second;
    auto First =
        llvm::upper_bound(B.ByLo, RE->Lo - B.MaxLen,
                          [](int64_t V, const Entry &E) { return V < E.Lo; });
    for (auto E = First; E != B.ByLo.end() && E->Lo < RE->Hi; ++E)
      if (E->Hi > RE->Lo)
        Cand.push_back(E->Idx);
    llvm::sort(Cand);
    return any_of(Cand, [&](unsigned I) { return Clobbers(Defs[I]); });
  }
};

/// The kernel's writes, bucketed by the identified object (noalias
/// argument, alloca, global) their pointer is based on, so that a read of
/// one identified object is judged against the writes of that object and
/// the writes whose object is unknown only -- distinct identified objects
/// never alias, in any iteration. Within a bucket, WriteList leaves out the
/// writes on the read's base whose extents miss the read's. Per read:
/// O(log W + the writes on other bases or without an extent + those whose
/// extents meet the read's).
struct KernelWrites {
  /// PTO::isEvaluatedOnce's answers per block.
  DenseMap<const void *, bool> Once;
  DenseMap<const Value *, WriteList> ByObject;
  WriteList Unknown;
  WriteList All;
};

/// The pointer a write writes through when that is all it writes (for a
/// call: as far as AA knows its memory effects -- with PTOAA, a tstore
/// writes only through its global-memory pointer).
static const Value *getWrittenPointer(const Instruction *I, AAResults &AA) {
  if (const auto *SI = dyn_cast<StoreInst>(I))
    return SI->getPointerOperand();
  if (const auto *RMW = dyn_cast<AtomicRMWInst>(I))
    return RMW->getPointerOperand();
  if (const auto *CX = dyn_cast<AtomicCmpXchgInst>(I))
    return CX->getPointerOperand();
  if (const auto *MI = dyn_cast<AnyMemIntrinsic>(I))
    return MI->getRawDest();
  const auto *CB = dyn_cast<CallBase>(I);
  if (!CB || !AA.getMemoryEffects(CB).onlyAccessesArgPointees())
    return nullptr;
  const Value *Written = nullptr;
  for (unsigned A = 0, E = CB->arg_size(); A != E; ++A) {
    if (!CB->getArgOperand(A)->getType()->isPointerTy() ||
        !isModSet(AA.getArgModRefInfo(CB, A)))
      continue;
    if (Written)
      return nullptr; // Writes through two pointers.
    Written = CB->getArgOperand(A);
  }
  return Written;
}

static KernelWrites collectWrites(Function &F, MemorySSA &MSSA, AAResults &AA) {
  KernelWrites W;
  for (BasicBlock &BB : F)
    if (const MemorySSA::AccessList *Accesses = MSSA.getBlockAccesses(&BB))
      for (const MemoryAccess &MA : *Accesses) {
        const auto *Def = dyn_cast<MemoryDef>(&MA);
        if (!Def || isa<FenceInst>(Def->getMemoryInst()))
          continue;
        auto *D = const_cast<MemoryDef *>(Def);
        W.All.add(D);
        const Value *P = getWrittenPointer(D->getMemoryInst(), AA);
        const Value *Obj = P ? getUnderlyingObject(P) : nullptr;
        if (Obj && isIdentifiedObject(Obj))
          W.ByObject[Obj].add(D);
        else
          W.Unknown.add(D);
      }
  return W;
}

/// True when some MemoryDef of the kernel may write \p R's location in any
/// iteration: before the read, after it, in an earlier or a later iteration.
static bool isClobberedInKernel(const GMRead &R, KernelWrites &W,
                                BatchAAResults &BAA) {
  auto Clobbers = [&](MemoryDef *Def) {
    if (!isReallyAClobber(R, Def, BAA, W.Once))
      return false;
    PTO_DEBUG(dbgs() << "  clobbered by " << *Def->getMemoryInst() << '\n');
    return true;
  };
  const Value *Obj = getUnderlyingObject(R.Ptr);
  bool Identified = isIdentifiedObject(Obj);
  auto It = Identified ? W.ByObject.find(Obj) : W.ByObject.end();
  // Issue 17: the read's extent only when some write is to be judged (a
  // kernel's inputs are rarely written: most reads have none).
  if (Identified && It == W.ByObject.end() && W.Unknown.empty())
    return false;
  std::optional<BasedExtent> RE = getBasedExtent(R.I, W.Once);
  if (!Identified)
    return W.All.anyClobbers(RE, Clobbers, W.Once);
  if (It != W.ByObject.end() && It->second.anyClobbers(RE, Clobbers, W.Once))
    return true;
  return W.Unknown.anyClobbers(RE, Clobbers, W.Once);
}

static bool annotateNoClobber(Function &F, MemorySSA &MSSA, AAResults &AA) {
  // Only a kernel is the whole program: a helper's caller may write what
  // the helper reads.
  if (F.isDeclaration() || !F.hasFnAttribute("pto.kernel"))
    return false;
  SmallVector<GMRead, 16> Reads;
  for (Instruction &I : instructions(F))
    if (std::optional<GMRead> R = getGMRead(I)) {
      // The read's own alias scopes hold within one iteration only.
      R->Loc.AATags.Scope = nullptr;
      R->Loc.AATags.NoAlias = nullptr;
      Reads.push_back(*R);
    }
  // The kernel's writes (MemorySSA's defs, atomics included; fences write
  // nothing).
  KernelWrites Writes = collectWrites(F, MSSA, AA);
  BatchAAResults BAA(AA);
  BAA.enableCrossIterationMode();

  LLVMContext &Ctx = F.getContext();
  MDNode *Empty = MDNode::get(Ctx, {});
  bool Changed = false;
  for (const GMRead &R : Reads) {
    PTO_DEBUG(dbgs() << "pto-annotate-noclobber: " << *R.I << '\n');
    if (isClobberedInKernel(R, Writes, BAA))
      continue;
    if (!DebugCounter::shouldExecute(NoClobberCounter)) {
      PTO_DEBUG(dbgs() << "  not marked (debug counter)\n");
      continue;
    }
    PTO_DEBUG(dbgs() << "  marked noclobber\n");
    R.I->setMetadata("pto.noclobber", Empty);
    if (isa<LoadInst>(R.I)) {
      R.I->setMetadata(LLVMContext::MD_invariant_load, Empty);
      ++NumLoadsMarked;
    } else {
      ++NumTLoadsMarked;
    }
    Changed = true;
  }
  return Changed;
}

PreservedAnalyses PTOAnnotateNoClobberPass::run(Function &F,
                                                FunctionAnalysisManager &FAM) {
  if (F.isDeclaration() || !F.hasFnAttribute("pto.kernel"))
    return PreservedAnalyses::all();
  AAResults &AA = FAM.getResult<AAManager>(F);
  MemorySSA &MSSA = FAM.getResult<MemorySSAAnalysis>(F).getMSSA();
  if (!annotateNoClobber(F, MSSA, AA))
    return PreservedAnalyses::all();
  // Only metadata changed.
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  PA.preserve<MemorySSAAnalysis>();
  return PA;
}

namespace {
class PTOAnnotateNoClobberLegacy : public FunctionPass {
public:
  static char ID;
  PTOAnnotateNoClobberLegacy() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "PTO annotate never-clobbered global-memory reads";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<AAResultsWrapperPass>();
    AU.addRequired<MemorySSAWrapperPass>();
    AU.setPreservesAll();
  }

  bool runOnFunction(Function &F) override {
    if (skipFunction(F) || !F.hasFnAttribute("pto.kernel"))
      return false;
    AAResults &AA = getAnalysis<AAResultsWrapperPass>().getAAResults();
    MemorySSA &MSSA = getAnalysis<MemorySSAWrapperPass>().getMSSA();
    return annotateNoClobber(F, MSSA, AA);
  }
};
} // namespace

char PTOAnnotateNoClobberLegacy::ID = 0;

INITIALIZE_PASS_BEGIN(PTOAnnotateNoClobberLegacy, DEBUG_TYPE,
                      "PTO annotate never-clobbered global-memory reads", false,
                      false)
INITIALIZE_PASS_DEPENDENCY(AAResultsWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MemorySSAWrapperPass)
INITIALIZE_PASS_END(PTOAnnotateNoClobberLegacy, DEBUG_TYPE,
                    "PTO annotate never-clobbered global-memory reads", false,
                    false)

FunctionPass *llvm::createPTOAnnotateNoClobberLegacyPass() {
  return new PTOAnnotateNoClobberLegacy();
}
