//===-- PTOInsertSetValid.cpp - Valid extents into setvalid ---------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-insert-setvalid (issue 13, docs/tile-storage.md "Valid regions"): a
// tile has a static capacity (its rows x cols, what storage planning and
// sync see) and a runtime valid extent, given by `pto.tvalid(t, vrows,
// vcols)`. The operations of PTOValidExtentTable execute over the extent of
// their operands; the machine has one in-order extent state (rows, cols, k)
// in the scalar unit, set by `setvalid` and captured by every such tile
// instruction at issue (docs/isa.md "Valid extents"), like RISC-V's vl.
//
// The pass
//  1. computes the extent of every tile value: tvalid gives its operands; an
//     operation's result the rule of its PTOExtentKind; a tile PHI an extent
//     PHI pair beside it (a select a select pair), simplified to a single
//     incoming value where all agree; anything else its capacity ("full",
//     which costs nothing: a kernel without tvalid is left unchanged);
//  2. inserts `call void @pto.setvalid(i32 rows, i32 cols, i32 k)` (-1: the
//     capacity, the `zero` register) before each honouring operation whose
//     required extent differs from the state set before it in its block (the
//     state is unknown at a block's entry, the capacity at the kernel's); a
//     don't-care k keeps the state's;
//  3. removes every tvalid (its users read its source: same storage).
//
// A tload's extent is that of a tvalid applied to its result; when the
// extent is computed after the load, the load moves down to the tvalid if
// nothing between them may write memory, else it is an error at the call.
//
// It runs last among the IR passes (after pto-pipeline-loads, which moves
// loads): nothing after it reorders calls with side effects, the machine
// passes do not move tile instructions (mayLoad/mayStore) across a
// hasSideEffects SETVALID. Linear in the instructions (the PHI
// simplification iterates over the extent PHIs until nothing changes).
//
//===----------------------------------------------------------------------===//

#include "PTOInsertSetValid.h"
#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTOIRUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/DebugCounter.h"

using namespace llvm;

#define DEBUG_TYPE "pto-insert-setvalid"

STATISTIC(NumSetValid, "setvalid calls inserted");
STATISTIC(NumElided, "setvalid calls elided (the extent state is unchanged)");
STATISTIC(NumTValid, "tvalid calls removed");
STATISTIC(NumLoadsMoved, "tloads moved down to their tvalid");
DEBUG_COUNTER(ElideCounter, "pto-setvalid-elide",
              "Controls which unchanged-extent setvalid calls are elided");

static cl::opt<bool>
    EnableElision("pto-enable-setvalid-elision", cl::Hidden, cl::init(true),
                  cl::desc("Omit a setvalid when the extent state before "
                           "it in its block is already the required one"));

// Testing only: an unsound elision rule (the state counts as unchanged when
// the rows are, whatever the columns), to show that the tests and the fuzzer
// catch a wrong elision (test/tools/pto-sim/valid-extent.ll,
// fuzz-mutants.test).
static cl::opt<bool> UnsoundElide(
    "pto-setvalid-unsound-elide", cl::Hidden, cl::init(false),
    cl::desc("Testing only: elide a setvalid when only the rows of the "
             "extent state match (unsound)"));
// Issue 13 (13X): a mutation for the tests (test/tools/pto-sim/
// valid-extent-13x.ll, fuzz-mutants.test): tsel / tsels take the state from
// their first tile operand, the mask (r x ceil(c / 8)), as the elementwise
// rule does, instead of the data tile: the select runs over too few columns.
static cl::opt<bool> UnsoundSelectMask(
    "pto-setvalid-unsound-select-mask", cl::Hidden, cl::init(false),
    cl::desc("Testing only: a select's setvalid uses the mask's extent "
             "(unsound)"));

namespace {
/// An extent: a value for rows and cols; null is the capacity.
struct Extent {
  Value *R = nullptr, *C = nullptr;
};

class SetValidInserter {
public:
  SetValidInserter(Function &F, const DominatorTree &DT,
                   OptimizationRemarkEmitter *ORE)
      : F(F), DT(DT), Ctx(F.getContext()), I32(Type::getInt32Ty(Ctx)),
        ORE(ORE) {}
  bool run();

private:
  Function &F;
  /// From the pass manager; the pass changes no CFG (it inserts calls and
  /// moves loads within their block).
  const DominatorTree &DT;
  LLVMContext &Ctx;
  IntegerType *I32;
  OptimizationRemarkEmitter *ORE;
  DenseMap<const Value *, Extent> Ext;
  /// Extent PHIs (and their tile PHI) to fill and simplify.
  SmallVector<std::pair<PHINode *, PHINode *>, 8> ExtPhis; // (tile, ext)
  SmallVector<unsigned, 8> ExtPhiDim;
  /// A simplified extent PHI: what it stands for (null: the capacity).
  DenseMap<Value *, Value *> Repl;
  bool Failed = false;

  Value *resolve(Value *V) const {
    while (V) {
      auto It = Repl.find(V);
      if (It == Repl.end())
        return V;
      V = It->second;
    }
    return nullptr;
  }
  Extent extentOf(const Value *Tile) const {
    auto It = Ext.find(Tile);
    if (It == Ext.end())
      return {};
    return {resolve(It->second.R), resolve(It->second.C)};
  }
  void computeExtents();
  void simplifyPhis();
  bool insert();
  void error(const Twine &Msg, const Instruction &I) {
    Ctx.diagnose(DiagnosticInfoUnsupported(F, Msg + PTO::instructionContext(I),
                                           I.getDebugLoc()));
    Failed = true;
  }
};
} // namespace

/// The tile operands of a builtin call, in order.
static SmallVector<Value *, 4> tileOperands(const CallBase &CB,
                                            const PTO::PTOBuiltinInfo &BI) {
  SmallVector<Value *, 4> Tiles;
  for (unsigned I = 0, E = BI.numArgs(); I != E; ++I)
    if (BI.role(I) == PTO::ARG_TILE)
      Tiles.push_back(CB.getArgOperand(I));
  return Tiles;
}

static bool isTValid(const Value *V) {
  const auto *CB = dyn_cast<CallBase>(V);
  if (!CB)
    return false;
  const PTO::BuiltinName *BN = PTO::getBuiltinCall(*CB);
  return BN && BN->Info->ID == PTO::BI_TVALID;
}

/// The first tvalid applied to \p Load's result, or null.
static CallBase *tvalidOf(CallBase &Load) {
  CallBase *First = nullptr;
  for (User *U : Load.users())
    if (isTValid(U) && cast<CallBase>(U)->getArgOperand(0) == &Load) {
      auto *TV = cast<CallBase>(U);
      if (!First ||
          (TV->getParent() == First->getParent() && TV->comesBefore(First)))
        First = TV;
    }
  return First;
}

/// The extent a tvalid gives; a constant equal to the capacity is the
/// capacity.
static Extent tvalidExtent(CallBase &TV) {
  std::optional<PTO::TileDesc> D = PTO::getResultTileDesc(TV);
  auto Dim = [&](unsigned I, unsigned Cap) -> Value * {
    Value *V = TV.getArgOperand(I);
    if (auto *C = dyn_cast<ConstantInt>(V))
      if (D && C->getZExtValue() == Cap)
        return nullptr;
    return V;
  };
  return {Dim(1, D ? D->Rows : 0), Dim(2, D ? D->Cols : 0)};
}

/// Issue 13 (13X): the extent of the window textract / tview (\p W: source,
/// row, col, rows, cols) takes from a source of extent \p S:
/// min(window, max(0, source extent - position)) in each dimension; the
/// capacity when the source's is (the verifier keeps the window inside
/// the source's capacity).
static Extent windowExtent(CallBase &W, Extent S) {
  std::optional<PTO::TileDesc> D = PTO::getResultTileDesc(W);
  std::optional<PTO::TileDesc> Src = PTO::getTileDesc(W.getArgOperand(0));
  if (!D || !Src)
    return {};
  IRBuilder<> B(&W);
  auto Dim = [&](Value *SE, Value *Pos, unsigned Win, unsigned Cap) -> Value * {
    if (!SE)
      return nullptr;
    // At 0 over the whole dimension: the source's extent (<= Cap).
    if (auto *C = dyn_cast<ConstantInt>(Pos); C && C->isZero() && Win >= Cap)
      return SE;
    Value *Left = B.CreateSub(SE, Pos, "vleft");
    Value *V = B.CreateIntrinsic(Intrinsic::smax, {Left->getType()},
                                 {Left, B.getInt32(0)});
    V = B.CreateIntrinsic(Intrinsic::smin, {V->getType()}, {V, B.getInt32(Win)},
                          {}, "vwin");
    if (auto *C = dyn_cast<ConstantInt>(V))
      if (C->getZExtValue() == Win)
        return nullptr;
    return V;
  };
  return {Dim(S.R, W.getArgOperand(1), D->Rows, Src->Rows),
          Dim(S.C, W.getArgOperand(2), D->Cols, Src->Cols)};
}

void SetValidInserter::computeExtents() {
  ReversePostOrderTraversal<Function *> RPOT(&F);
  for (BasicBlock *BB : RPOT) {
    for (Instruction &I : make_early_inc_range(*BB)) {
      if (auto *Phi = dyn_cast<PHINode>(&I)) {
        if (!Phi->getType()->isPointerTy() || !PTO::getTileDesc(Phi))
          continue;
        PHINode *P[2];
        for (unsigned D = 0; D != 2; ++D) {
          P[D] = PHINode::Create(I32, Phi->getNumIncomingValues(),
                                 Phi->getName() + (D ? ".vcols" : ".vrows"));
          P[D]->insertBefore(BB->getFirstNonPHIIt());
          ExtPhis.push_back({Phi, P[D]});
          ExtPhiDim.push_back(D);
        }
        Ext[Phi] = {P[0], P[1]};
        continue;
      }
      if (auto *Sel = dyn_cast<SelectInst>(&I)) {
        if (!Sel->getType()->isPointerTy() || !PTO::getTileDesc(Sel))
          continue;
        Extent T = extentOf(Sel->getTrueValue()),
               Fa = extentOf(Sel->getFalseValue());
        std::optional<PTO::TileDesc> D = PTO::getTileDesc(Sel);
        IRBuilder<> B(Sel->getNextNode());
        auto Pick = [&](Value *A, Value *V, unsigned Cap) -> Value * {
          if (A == V)
            return A;
          Value *Full = ConstantInt::get(I32, Cap);
          return B.CreateSelect(Sel->getCondition(), A ? A : Full,
                                V ? V : Full);
        };
        Ext[Sel] = {Pick(T.R, Fa.R, D->Rows), Pick(T.C, Fa.C, D->Cols)};
        continue;
      }
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB)
        continue;
      const PTO::BuiltinName *BN = PTO::getBuiltinCall(*CB);
      if (!BN || !BN->Info->producesTile())
        continue;
      const PTO::PTOBuiltinInfo &BI = *BN->Info;
      if (BI.ID == PTO::BI_TVALID) {
        Ext[CB] = tvalidExtent(*CB);
        continue;
      }
      const PTO::PTOValidExtentInfo *VE = PTO::lookupValidExtent(BI.ID);
      if (!VE)
        continue; // Executes over its capacity; its result is whole.
      SmallVector<Value *, 4> Tiles = tileOperands(*CB, BI);
      Extent S = Tiles.empty() ? Extent() : extentOf(Tiles[0]);
      switch (VE->Kind) {
      case PTO::EK_ELEM:
      case PTO::EK_PASS:
      case PTO::EK_PART:
      case PTO::EK_SCALAR:
        Ext[CB] = S;
        break;
      // Issue 13 (13X): the remaining tile builtins.
      case PTO::EK_CMP: {
        // The mask has ceil(cols / 8) bytes a row.
        IRBuilder<> B(CB);
        Ext[CB] = {S.R, S.C ? B.CreateLShr(B.CreateAdd(S.C, B.getInt32(7)),
                                           B.getInt32(3), "vmask")
                            : nullptr};
        break;
      }
      case PTO::EK_SELECT:
      case PTO::EK_INSERT:
      case PTO::EK_GATHER:
        // select: the data tile's; insert: the destination's (tile 0);
        // gather: the index tile's.
        Ext[CB] = VE->Kind == PTO::EK_INSERT || Tiles.size() <= VE->ATile
                      ? S
                      : extentOf(Tiles[VE->ATile]);
        break;
      case PTO::EK_TRANS:
        Ext[CB] = {S.C, S.R};
        break;
      case PTO::EK_GEN:
        if (CallBase *TV = tvalidOf(*CB))
          Ext[CB] = tvalidExtent(*TV);
        break;
      case PTO::EK_EXTRACT:
      case PTO::EK_VIEW:
        Ext[CB] = windowExtent(*CB, S);
        break;
      case PTO::EK_ROWREDUCE:
        Ext[CB] = {S.R, nullptr};
        break;
      case PTO::EK_COLREDUCE:
        Ext[CB] = {nullptr, S.C};
        break;
      case PTO::EK_ROWEXPAND:
        Ext[CB] = {S.R, nullptr};
        break;
      case PTO::EK_COLEXPAND:
        Ext[CB] = {nullptr, S.C};
        break;
      case PTO::EK_MATMUL:
        if (Tiles.size() > unsigned(VE->ATile) + 1)
          Ext[CB] = {extentOf(Tiles[VE->ATile]).R,
                     extentOf(Tiles[VE->ATile + 1]).C};
        break;
      case PTO::EK_LOAD:
        if (CallBase *TV = tvalidOf(*CB))
          Ext[CB] = tvalidExtent(*TV);
        break;
      case PTO::EK_STORE:
        break;
      }
    }
  }
  // The extent PHIs' incoming values (null: the capacity, for now).
  for (auto [Tile, P] : ExtPhis)
    for (unsigned K = 0, E = Tile->getNumIncomingValues(); K != E; ++K)
      P->addIncoming(UndefValue::get(I32), Tile->getIncomingBlock(K));
}

void SetValidInserter::simplifyPhis() {
  // An extent PHI whose incoming extents (other than itself) all agree is
  // that extent; iterate until nothing changes.
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (unsigned N = 0; N != ExtPhis.size(); ++N) {
      auto [Tile, P] = ExtPhis[N];
      if (Repl.count(P))
        continue;
      unsigned D = ExtPhiDim[N];
      bool First = true, Same = true;
      Value *Common = nullptr;
      for (Value *In : Tile->incoming_values()) {
        Extent E = extentOf(In);
        Value *V = D ? E.C : E.R;
        if (V == P)
          continue;
        if (First) {
          Common = V;
          First = false;
        } else if (V != Common) {
          Same = false;
          break;
        }
      }
      if (Same) {
        Repl[P] = Common;
        Changed = true;
      }
    }
  }
  for (unsigned N = 0; N != ExtPhis.size(); ++N) {
    auto [Tile, P] = ExtPhis[N];
    unsigned D = ExtPhiDim[N];
    std::optional<PTO::TileDesc> Desc = PTO::getTileDesc(Tile);
    Value *Full = ConstantInt::get(I32, D ? Desc->Cols : Desc->Rows);
    if (Repl.count(P))
      continue;
    for (unsigned K = 0, E = Tile->getNumIncomingValues(); K != E; ++K) {
      Extent In = extentOf(Tile->getIncomingValue(K));
      Value *V = D ? In.C : In.R;
      P->setIncomingValue(K, V ? V : Full);
    }
  }
  // The replaced PHIs may still be incoming values of the kept ones.
  for (unsigned N = 0; N != ExtPhis.size(); ++N) {
    PHINode *P = ExtPhis[N].second;
    if (!Repl.count(P))
      continue;
    std::optional<PTO::TileDesc> Desc = PTO::getTileDesc(ExtPhis[N].first);
    Value *V = resolve(P);
    P->replaceAllUsesWith(
        V ? V : ConstantInt::get(I32, ExtPhiDim[N] ? Desc->Cols : Desc->Rows));
  }
  for (unsigned N = 0; N != ExtPhis.size(); ++N)
    if (Repl.count(ExtPhis[N].second))
      ExtPhis[N].second->eraseFromParent();
}

/// True when \p V is available at \p At.
static bool availableAt(const Value *V, const Instruction *At,
                        const DominatorTree &DT) {
  const auto *I = dyn_cast<Instruction>(V);
  return !I || DT.dominates(I, At);
}

bool SetValidInserter::insert() {
  Module &M = *F.getParent();
  FunctionCallee SetValid = M.getOrInsertFunction(
      "pto.setvalid",
      FunctionType::get(Type::getVoidTy(Ctx), {I32, I32, I32}, false));
  Value *FullV = ConstantInt::getSigned(I32, -1);
  bool Changed = false;
  for (BasicBlock &BB : F) {
    // The state set before the current instruction in this block; unknown
    // at a block's entry, but the capacity at the kernel's (the state a
    // kernel starts in).
    bool Known = BB.isEntryBlock();
    Value *SR = nullptr, *SC = nullptr, *SK = nullptr;
    for (Instruction &I : make_early_inc_range(BB)) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB)
        continue;
      const PTO::BuiltinName *BN = PTO::getBuiltinCall(*CB);
      if (!BN)
        continue;
      const PTO::PTOBuiltinInfo &BI = *BN->Info;
      const PTO::PTOValidExtentInfo *VE = PTO::lookupValidExtent(BI.ID);
      if (!VE || VE->Kind == PTO::EK_PASS)
        continue;
      SmallVector<Value *, 4> Tiles = tileOperands(*CB, BI);
      Value *R = nullptr, *C = nullptr, *K = nullptr;
      bool NeedK = false;
      Extent S = Tiles.empty() ? Extent() : extentOf(Tiles[0]);
      switch (VE->Kind) {
      case PTO::EK_ELEM:
      case PTO::EK_ROWREDUCE:
      case PTO::EK_COLREDUCE:
      // Issue 13 (13X): over the first tile operand's extent.
      case PTO::EK_CMP:
      case PTO::EK_TRANS:
      case PTO::EK_PART:
      case PTO::EK_EXTRACT:
        R = S.R, C = S.C;
        break;
      case PTO::EK_SELECT:
      case PTO::EK_INSERT:
      case PTO::EK_GATHER: {
        if (Tiles.size() <= VE->ATile)
          continue;
        bool Mutated = UnsoundSelectMask && VE->Kind == PTO::EK_SELECT;
        Extent E = extentOf(Tiles[Mutated ? 0 : VE->ATile]);
        R = E.R, C = E.C;
        break;
      }
      case PTO::EK_VIEW:
      case PTO::EK_SCALAR:
        continue; // No tile instruction reads the state.
      case PTO::EK_ROWEXPAND:
        R = S.R;
        break;
      case PTO::EK_COLEXPAND:
        C = S.C;
        break;
      case PTO::EK_MATMUL: {
        if (Tiles.size() <= unsigned(VE->ATile) + 1)
          continue;
        Extent A = extentOf(Tiles[VE->ATile]),
               B = extentOf(Tiles[VE->ATile + 1]);
        R = A.R, C = B.C, K = A.C;
        NeedK = true;
        break;
      }
      case PTO::EK_LOAD:
      case PTO::EK_GEN: {
        Extent L = extentOf(CB);
        R = L.R, C = L.C;
        for (Value *V : {R, C}) {
          if (!V || availableAt(V, CB, DT))
            continue;
          // The extent is computed after the load: move the load down to
          // its tvalid when nothing between them may write memory.
          CallBase *TV = tvalidOf(*CB);
          bool CanMove = TV && TV->getParent() == &BB;
          for (Instruction *J = CB->getNextNode(); CanMove && J != TV;
               J = J->getNextNode())
            if (J->mayWriteToMemory() || is_contained(J->operands(), CB))
              CanMove = false;
          if (!CanMove) {
            error(Twine(BI.Name) + ": its valid extent (the tvalid of " +
                      PTO::valueRef(*CB) +
                      ") is computed after the load and the load cannot "
                      "move down to it",
                  *CB);
            return Changed;
          }
          CB->moveBefore(TV->getIterator());
          ++NumLoadsMoved;
          Changed = true;
          LLVM_DEBUG(dbgs() << "pto-insert-setvalid: moved " << *CB
                            << " down to its tvalid\n");
          break;
        }
        break;
      }
      case PTO::EK_STORE:
        R = S.R, C = S.C;
        break;
      case PTO::EK_PASS:
        continue;
      }
      if (!NeedK)
        K = Known ? SK : nullptr;
      bool Same =
          Known && R == SR && (C == SC || UnsoundElide) && (!NeedK || K == SK);
      if (Same && EnableElision && DebugCounter::shouldExecute(ElideCounter)) {
        ++NumElided;
        continue;
      }
      IRBuilder<> B(CB);
      B.CreateCall(SetValid, {R ? R : FullV, C ? C : FullV, K ? K : FullV});
      ++NumSetValid;
      Changed = true;
      Known = true;
      SR = R, SC = C, SK = K;
      LLVM_DEBUG(dbgs() << "pto-insert-setvalid: setvalid before " << *CB
                        << "\n");
      if (ORE && (R || C || K))
        ORE->emit([&] {
          return OptimizationRemarkAnalysis(DEBUG_TYPE, "SetValid", CB)
                 << "setvalid before " << BN->Info->Name
                 << ": a partial valid extent";
        });
    }
  }
  return Changed;
}

bool SetValidInserter::run() {
  // A kernel without tvalid runs every tile operation over its capacity,
  // the state a kernel starts in: nothing to do.
  SmallVector<CallBase *, 8> TValids;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (isTValid(&I))
        TValids.push_back(cast<CallBase>(&I));
  if (TValids.empty())
    return false;
  computeExtents();
  simplifyPhis();
  insert();
  for (CallBase *TV : TValids) {
    TV->replaceAllUsesWith(TV->getArgOperand(0));
    TV->eraseFromParent();
    ++NumTValid;
  }
  return true;
}

PreservedAnalyses PTOInsertSetValidPass::run(Function &F,
                                             FunctionAnalysisManager &FAM) {
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  if (!SetValidInserter(F, DT, &ORE).run())
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

namespace {
class PTOInsertSetValidLegacy : public FunctionPass {
public:
  static char ID;
  PTOInsertSetValidLegacy() : FunctionPass(ID) {}
  StringRef getPassName() const override {
    return "PTO insert setvalid for valid extents";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<DominatorTreeWrapperPass>();
    AU.addRequired<OptimizationRemarkEmitterWrapperPass>();
    AU.setPreservesCFG();
  }
  bool runOnFunction(Function &F) override {
    return SetValidInserter(
               F, getAnalysis<DominatorTreeWrapperPass>().getDomTree(),
               &getAnalysis<OptimizationRemarkEmitterWrapperPass>().getORE())
        .run();
  }
};
} // namespace

char PTOInsertSetValidLegacy::ID = 0;

INITIALIZE_PASS_BEGIN(PTOInsertSetValidLegacy, DEBUG_TYPE,
                      "PTO insert setvalid for valid extents", false, false)
INITIALIZE_PASS_DEPENDENCY(DominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(OptimizationRemarkEmitterWrapperPass)
INITIALIZE_PASS_END(PTOInsertSetValidLegacy, DEBUG_TYPE,
                    "PTO insert setvalid for valid extents", false, false)

FunctionPass *llvm::createPTOInsertSetValidLegacyPass() {
  return new PTOInsertSetValidLegacy();
}
