//===-- PTOAliasAnalysis.cpp - PTO address-space and tile alias rules -----===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// See PTOAliasAnalysis.h and docs/alias-analysis.md.
//
//===----------------------------------------------------------------------===//

#include "AA/PTOAliasAnalysis.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTOIRUtils.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/InitializePasses.h"

using namespace llvm;

#define DEBUG_TYPE "pto-aa"

AnalysisKey PTOAA::Key;

//===----------------------------------------------------------------------===//
// Address spaces
//===----------------------------------------------------------------------===//

AliasResult PTOAAResult::getAddrSpaceAliasResult(unsigned AS1, unsigned AS2) {
  const PTO::PTOMemoryInfo *M1 = PTO::getMemory(AS1);
  const PTO::PTOMemoryInfo *M2 = PTO::getMemory(AS2);
  // An address space the machine facts do not know says nothing.
  if (!M1 || !M2)
    return AliasResult::MayAlias;
  if (AS1 == AS2)
    return AliasResult::MayAlias;
  // Distinct memories never alias, except that a generic pointer may point
  // into global memory: only the off-chip spaces (generic, gm) share memory.
  if (M1->OnChip || M2->OnChip)
    return AliasResult::NoAlias;
  return AliasResult::MayAlias;
}

/// True when the builtin call is a zero-copy window of its first tile
/// operand: the `View` storage contract of its variant in the builtin table.
static bool isViewCall(const CallBase &CB, const PTO::BuiltinName &BN) {
  unsigned Src = BN.Info->findRole(PTO::ARG_TILE);
  if (Src == BN.Info->numArgs() || !CB.getType()->isPointerTy())
    return false;
  auto BI = static_cast<PTO::PTOBuiltinKind>(BN.Info->ID);
  unsigned DstAS = CB.getType()->getPointerAddressSpace();
  Type *SrcTy = CB.getArgOperand(Src)->getType();
  if (!SrcTy->isPointerTy())
    return false;
  if (const PTO::PTOTileOpInfo *Op =
          PTO::getTileOp(BI, DstAS, SrcTy->getPointerAddressSpace()))
    return Op->View;
  // A variant the table lacks (the verifier reports it): stay conservative.
  return BI == PTO::BI_TVIEW;
}

//===----------------------------------------------------------------------===//
// Value semantics of tiles
//===----------------------------------------------------------------------===//

namespace {
/// A window [Row, Row+Rows) x [Col, Col+Cols) of a root tile, in elements.
struct ElementRect {
  int64_t Row = 0, Col = 0, Rows = 0, Cols = 0;
  bool Known = false;

  bool intersects(const ElementRect &O) const {
    if (!Known || !O.Known)
      return true;
    return Row < O.Row + O.Rows && O.Row < Row + Rows && Col < O.Col + O.Cols &&
           O.Col < Col + Cols;
  }
};

/// A tile a value may be (a window of): the producing builtin call whose
/// storage it denotes.
struct TileRoot {
  const CallBase *Producer;
  ElementRect Window;
};

/// What the traversal carries from the queried value down to a root: the
/// accumulated view offset and the queried value's own extent.
struct WindowPath {
  int64_t Row = 0, Col = 0, Rows = 0, Cols = 0;
  bool Whole = true; ///< No view on the path: the root itself.
  bool Known = true; ///< Offsets and extent are constants.
};
} // namespace

static constexpr unsigned MaxTileValuesVisited = 32;

/// The tiles \p V may denote. False when some path ends in something that is
/// not a builtin tile (an argument, a load, an unknown call): then nothing
/// can be said.
static bool collectTileRoots(const Value *V, SmallVectorImpl<TileRoot> &Roots) {
  SmallVector<std::pair<const Value *, WindowPath>, 8> Work;
  Work.push_back({V, WindowPath()});
  SmallPtrSet<const Value *, 16> Visited;
  bool Revisited = false;
  while (!Work.empty()) {
    auto [Cur, Path] = Work.pop_back_val();
    if (!Visited.insert(Cur).second) {
      // A join reached twice (a diamond or a loop carry): the roots are the
      // same, but the window may differ along the paths.
      Revisited = true;
      continue;
    }
    if (Visited.size() > MaxTileValuesVisited)
      return false;
    if (isa<UndefValue>(Cur))
      continue; // An undefined incoming tile denotes no storage.
    if (const auto *Phi = dyn_cast<PHINode>(Cur)) {
      for (const Value *In : Phi->incoming_values())
        Work.push_back({In, Path});
      continue;
    }
    if (const auto *Sel = dyn_cast<SelectInst>(Cur)) {
      Work.push_back({Sel->getTrueValue(), Path});
      Work.push_back({Sel->getFalseValue(), Path});
      continue;
    }
    const auto *CB = dyn_cast<CallBase>(Cur);
    if (!CB)
      return false;
    const PTO::BuiltinName *BN = PTO::getBuiltinCall(*CB);
    if (!BN || !BN->Info->producesTile())
      return false;
    // Issue 13 (V): tvalid(src, vrows, vcols): the whole source.
    if (BN->Info->ID == PTO::BI_TVALID) {
      Work.push_back({CB->getArgOperand(0), Path});
      continue;
    }
    if (isViewCall(*CB, *BN)) {
      // tview(src, row, col, rows, cols): a window of the source.
      unsigned Src = BN->Info->findRole(PTO::ARG_TILE);
      WindowPath Next = Path;
      auto ConstArg = [&](size_t I) -> std::optional<int64_t> {
        if (I >= CB->arg_size())
          return std::nullopt;
        if (auto *C = dyn_cast<ConstantInt>(CB->getArgOperand(I)))
          return C->getSExtValue();
        return std::nullopt;
      };
      std::optional<int64_t> R = ConstArg(Src + 1), C = ConstArg(Src + 2),
                             Rows = ConstArg(BN->Info->numArgs() - 2),
                             Cols = ConstArg(BN->Info->numArgs() - 1);
      // Issue 13 (R): a treshape is all of its source's bytes under another
      // shape: no element window of the source (the whole tile, unknown).
      if (BN->Info->ID == PTO::BI_TRESHAPE || !R || !C || !Rows || !Cols) {
        Next.Known = false;
      } else {
        if (Path.Whole) {
          Next.Rows = *Rows;
          Next.Cols = *Cols;
        }
        Next.Row += *R;
        Next.Col += *C;
      }
      Next.Whole = false;
      Work.push_back({CB->getArgOperand(Src), Next});
      continue;
    }
    // A producer: a fresh tile.
    TileRoot Root{CB, ElementRect()};
    if (Path.Known) {
      if (Path.Whole) {
        if (std::optional<PTO::TileDesc> D = PTO::getResultTileDesc(*CB))
          Root.Window = {0, 0, D->Rows, D->Cols, true};
      } else {
        Root.Window = {Path.Row, Path.Col, Path.Rows, Path.Cols, true};
      }
    }
    Roots.push_back(Root);
  }
  if (Revisited)
    for (TileRoot &R : Roots)
      R.Window.Known = false;
  return true;
}

/// NoAlias when no tile \p A may denote overlaps a tile \p B may denote.
static AliasResult getTileAliasResult(const Value *A, const Value *B) {
  SmallVector<TileRoot, 4> RootsA, RootsB;
  if (!collectTileRoots(A, RootsA) || !collectTileRoots(B, RootsB))
    return AliasResult::MayAlias;
  for (const TileRoot &RA : RootsA)
    for (const TileRoot &RB : RootsB)
      if (RA.Producer == RB.Producer && RA.Window.intersects(RB.Window))
        return AliasResult::MayAlias;
  return AliasResult::NoAlias;
}

//===----------------------------------------------------------------------===//
// Alias queries
//===----------------------------------------------------------------------===//

static bool isKernelArgument(const Value *V) {
  const auto *Arg = dyn_cast<Argument>(V);
  return Arg && Arg->getParent()->hasFnAttribute("pto.kernel");
}

AliasResult PTOAAResult::alias(const MemoryLocation &LocA,
                               const MemoryLocation &LocB, AAQueryInfo &AAQI,
                               const Instruction *CtxI) {
  unsigned ASA = LocA.Ptr->getType()->getPointerAddressSpace();
  unsigned ASB = LocB.Ptr->getType()->getPointerAddressSpace();

  AliasResult Result = getAddrSpaceAliasResult(ASA, ASB);
  if (Result == AliasResult::NoAlias)
    return Result;

  // Two handles into one on-chip memory: tiles are values.
  if (ASA == ASB && PTO::isOnChipAddrSpace(ASA))
    return getTileAliasResult(LocA.Ptr, LocB.Ptr);

  // Generic and global pointers: a kernel argument comes from the host and
  // never points into the kernel's own stack frame, escaped or not (AMDGPU's
  // rule for kernel arguments and private memory).
  if (!PTO::isOnChipAddrSpace(ASA) && !PTO::isOnChipAddrSpace(ASB)) {
    const Value *ObjA = getUnderlyingObject(LocA.Ptr);
    const Value *ObjB = getUnderlyingObject(LocB.Ptr);
    if ((isa<AllocaInst>(ObjA) && isKernelArgument(ObjB)) ||
        (isa<AllocaInst>(ObjB) && isKernelArgument(ObjA)))
      return AliasResult::NoAlias;
  }

  return AAResultBase::alias(LocA, LocB, AAQI, CtxI);
}

ModRefInfo PTOAAResult::getModRefInfoMask(const MemoryLocation &Loc,
                                          AAQueryInfo &AAQI,
                                          bool IgnoreLocals) {
  unsigned AS = Loc.Ptr->getType()->getPointerAddressSpace();
  // Tile memory is never written by an IR instruction: every builtin
  // returns a fresh tile and nothing else may store through a handle.
  if (PTO::isOnChipAddrSpace(AS))
    return ModRefInfo::Ref;
  if (AS != PTO::AS_GENERIC && AS != PTO::AS_GM)
    return AAResultBase::getModRefInfoMask(Loc, AAQI, IgnoreLocals);

  // Read-only global memory: every object the pointer may be based on is a
  // `noalias readonly` argument (nothing writes it while the function runs)
  // or a constant global variable.
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(Loc.Ptr, Objects);
  if (Objects.empty())
    return AAResultBase::getModRefInfoMask(Loc, AAQI, IgnoreLocals);
  bool AllConstant = true;
  for (const Value *Obj : Objects) {
    if (const auto *GV = dyn_cast<GlobalVariable>(Obj); GV && GV->isConstant())
      continue;
    const auto *Arg = dyn_cast<Argument>(Obj);
    if (Arg && Arg->hasNoAliasAttr() && Arg->onlyReadsMemory()) {
      AllConstant = false;
      continue;
    }
    return AAResultBase::getModRefInfoMask(Loc, AAQI, IgnoreLocals);
  }
  return AllConstant ? ModRefInfo::NoModRef : ModRefInfo::Ref;
}

//===----------------------------------------------------------------------===//
// Builtin calls
//===----------------------------------------------------------------------===//

/// What a builtin does with its argument \p ArgIdx, from its signature role:
/// a tile operand is read (a view reads nothing); the global-memory operand
/// is read by a tile-producing builtin (tload) and written by one that
/// returns nothing (tstore).
static ModRefInfo getBuiltinArgModRef(const CallBase &CB,
                                      const PTO::BuiltinName &BN,
                                      unsigned ArgIdx) {
  if (ArgIdx >= BN.Info->numArgs())
    return ModRefInfo::ModRef;
  switch (BN.Info->role(ArgIdx)) {
  case PTO::ARG_TILE:
    return isViewCall(CB, BN) ? ModRefInfo::NoModRef : ModRefInfo::Ref;
  case PTO::ARG_GM:
    return BN.Info->Result == PTO::RES_VOID ? ModRefInfo::Mod : ModRefInfo::Ref;
  default:
    return ModRefInfo::NoModRef; // Integers.
  }
}

MemoryEffects PTOAAResult::getMemoryEffects(const CallBase *Call,
                                            AAQueryInfo &AAQI) {
  const PTO::BuiltinName *BN = PTO::getBuiltinCall(*Call);
  if (!BN)
    return AAResultBase::getMemoryEffects(Call, AAQI);
  // Only argument memory; producing the result tile is not a visible effect
  // (the tile is fresh storage nothing else can name).
  ModRefInfo MR = ModRefInfo::NoModRef;
  for (unsigned I = 0, E = Call->arg_size(); I != E; ++I)
    MR |= getBuiltinArgModRef(*Call, *BN, I);
  return MemoryEffects::argMemOnly(MR);
}

ModRefInfo PTOAAResult::getArgModRefInfo(const CallBase *Call,
                                         unsigned ArgIdx) {
  if (const PTO::BuiltinName *BN = PTO::getBuiltinCall(*Call))
    return getBuiltinArgModRef(*Call, *BN, ArgIdx);
  return AAResultBase::getArgModRefInfo(Call, ArgIdx);
}

//===----------------------------------------------------------------------===//
// Legacy pass manager
//===----------------------------------------------------------------------===//

char PTOAAWrapperPass::ID = 0;
char PTOExternalAAWrapper::ID = 0;

INITIALIZE_PASS(PTOAAWrapperPass, "pto-aa",
                "PTO address-space and tile alias analysis", false, true)
INITIALIZE_PASS(PTOExternalAAWrapper, "pto-aa-wrapper",
                "PTO alias analysis wrapper (adds PTOAA to AAResults)", false,
                true)

PTOAAWrapperPass::PTOAAWrapperPass() : ImmutablePass(ID) {}

bool PTOAAWrapperPass::doInitialization(Module &M) {
  Result = std::make_unique<PTOAAResult>();
  return false;
}

bool PTOAAWrapperPass::doFinalization(Module &M) {
  Result.reset();
  return false;
}

PTOExternalAAWrapper::PTOExternalAAWrapper()
    : ExternalAAWrapperPass([](Pass &P, Function &, AAResults &AAR) {
        if (auto *WP = P.getAnalysisIfAvailable<PTOAAWrapperPass>())
          AAR.addAAResult(WP->getResult());
      }) {}

ImmutablePass *llvm::createPTOAAWrapperPass() { return new PTOAAWrapperPass(); }

ImmutablePass *llvm::createPTOExternalAAWrapperPass() {
  return new PTOExternalAAWrapper();
}
