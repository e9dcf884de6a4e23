//===-- PTOCoreSections.cpp - Which core type runs each block -------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-core-sections: the core kinds that may run each block of a mix kernel,
// from its branches on `pto.get_core_type()` (PTOCoreSections.h).
//
//===----------------------------------------------------------------------===//

#include "PTOCoreSections.h"
#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTODebug.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-core-sections"

PTO_STATISTIC(NumSectionEdges,
              "Branch edges on the core type taken by some kinds only");

namespace {

bool isCoreTypeFunction(const Function &Callee) {
  const PTOCoreRegBuiltinInfo *R = getCoreRegBuiltin(Callee.getName());
  return R && StringRef(R->Name) == "get_core_type";
}

bool isCoreTypeCall(const Value *V) {
  const auto *CB = dyn_cast<CallBase>(V);
  const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
  return Callee && isCoreTypeFunction(*Callee);
}

/// Whether \p F may call the core-type builtin: its declaration is in the
/// module and used. (Issue 17: looking up the callee of every call of every
/// function by name, four times per function, was a few ms at 10k tile ops;
/// a module without the builtin needs no walk. The declaration is found by
/// its name and checked against the builtin table, O(1) per function.)
bool mayCallCoreType(const Function &F) {
  const Function *G = F.getParent()->getFunction("pto.get_core_type");
  return G && isCoreTypeFunction(*G) && !G->use_empty();
}

/// Folds an integer value of a condition for one core type value. The
/// depth bound keeps the walk linear per condition.
class CoreTypeFolder {
  unsigned CoreType;
  DenseMap<const AllocaInst *, const Value *> &StoredValue;

public:
  CoreTypeFolder(unsigned CoreType,
                 DenseMap<const AllocaInst *, const Value *> &StoredValue)
      : CoreType(CoreType), StoredValue(StoredValue) {}

  std::optional<APInt> fold(const Value *V, unsigned Depth = 0) {
    if (Depth > 12 || !V->getType()->isIntegerTy())
      return std::nullopt;
    unsigned Bits = V->getType()->getIntegerBitWidth();
    if (const auto *C = dyn_cast<ConstantInt>(V))
      return C->getValue();
    if (isCoreTypeCall(V))
      return APInt(Bits, CoreType);
    if (const auto *BO = dyn_cast<BinaryOperator>(V)) {
      std::optional<APInt> L = fold(BO->getOperand(0), Depth + 1);
      std::optional<APInt> R = fold(BO->getOperand(1), Depth + 1);
      if (!L || !R)
        return std::nullopt;
      switch (BO->getOpcode()) {
      case Instruction::And:
        return *L & *R;
      case Instruction::Or:
        return *L | *R;
      case Instruction::Xor:
        return *L ^ *R;
      case Instruction::Add:
        return *L + *R;
      case Instruction::Sub:
        return *L - *R;
      case Instruction::Mul:
        return *L * *R;
      case Instruction::Shl:
        return R->ult(Bits) ? L->shl(*R) : std::optional<APInt>();
      case Instruction::LShr:
        return R->ult(Bits) ? L->lshr(*R) : std::optional<APInt>();
      case Instruction::AShr:
        return R->ult(Bits) ? L->ashr(*R) : std::optional<APInt>();
      default:
        return std::nullopt;
      }
    }
    if (const auto *Cmp = dyn_cast<ICmpInst>(V)) {
      std::optional<APInt> L = fold(Cmp->getOperand(0), Depth + 1);
      std::optional<APInt> R = fold(Cmp->getOperand(1), Depth + 1);
      if (!L || !R)
        return std::nullopt;
      return APInt(1, ICmpInst::compare(*L, *R, Cmp->getPredicate()));
    }
    if (const auto *Cast = dyn_cast<CastInst>(V)) {
      std::optional<APInt> X = fold(Cast->getOperand(0), Depth + 1);
      if (!X)
        return std::nullopt;
      switch (Cast->getOpcode()) {
      case Instruction::ZExt:
        return X->zext(Bits);
      case Instruction::SExt:
        return X->sext(Bits);
      case Instruction::Trunc:
        return X->trunc(Bits);
      default:
        return std::nullopt;
      }
    }
    if (const auto *Sel = dyn_cast<SelectInst>(V)) {
      std::optional<APInt> C = fold(Sel->getCondition(), Depth + 1);
      if (!C)
        return std::nullopt;
      return fold(C->isOne() ? Sel->getTrueValue() : Sel->getFalseValue(),
                  Depth + 1);
    }
    if (const auto *Fr = dyn_cast<FreezeInst>(V))
      return fold(Fr->getOperand(0), Depth + 1);
    if (const auto *LI = dyn_cast<LoadInst>(V))
      if (const auto *AI = dyn_cast<AllocaInst>(LI->getPointerOperand()))
        if (const Value *S = storedValue(AI);
            S && S->getType() == LI->getType())
          return fold(S, Depth + 1);
    return std::nullopt;
  }

private:
  /// The one value every store to \p AI stores, when the alloca is only
  /// loaded and stored (not escaping), else null. Memoized.
  const Value *storedValue(const AllocaInst *AI) {
    auto [It, New] = StoredValue.try_emplace(AI, nullptr);
    if (!New)
      return It->second;
    const Value *One = nullptr;
    for (const User *U : AI->users()) {
      if (isa<LoadInst>(U))
        continue;
      const auto *SI = dyn_cast<StoreInst>(U);
      if (!SI || SI->getPointerOperand() != AI ||
          (One && SI->getValueOperand() != One))
        return nullptr;
      One = SI->getValueOperand();
    }
    StoredValue[AI] = One;
    return One;
  }
};

} // namespace

std::string CoreSections::maskText(unsigned Mask) const {
  std::string S;
  for (unsigned K = 0; K < Kinds.size(); ++K)
    if (Mask >> K & 1)
      S += (S.empty() ? "" : " or ") + std::string(Kinds[K]->Name);
  return S.empty() ? "no core" : S;
}

unsigned CoreSections::mask(const BasicBlock *BB) const {
  auto It = Masks.find(BB);
  return It == Masks.end() ? allKinds() : It->second;
}

void CoreSections::compute(const Function &F) {
  Masks.clear();
  CoreTypeCall = nullptr;
  Attribute CPU = F.getFnAttribute("target-cpu");
  Gen = CPU.isValid() ? getGenerationByCPU(CPU.getValueAsString()).value_or(A3)
                      : A3;
  Kinds = getCoreKinds(Gen);
  if (F.isDeclaration())
    return;
  if (mayCallCoreType(F))
    for (const Instruction &I : instructions(F))
      if (isCoreTypeCall(&I)) {
        CoreTypeCall = cast<CallBase>(&I);
        break;
      }
  unsigned All = allKinds();
  // Every kind runs every block of any other function: mask() answers
  // that for a block it does not know (issue 17: no map entry per block,
  // kept through all of code generation).
  if (!isMixKernel())
    return;

  // Per terminator with a core-type condition: per kind, the successor
  // index taken (or -1: not folded, every successor).
  DenseMap<const AllocaInst *, const Value *> Stored;
  DenseMap<const BasicBlock *, SmallVector<int, 2>> Taken;
  for (const BasicBlock &BB : F) {
    const Instruction *T = BB.getTerminator();
    const Value *Cond = nullptr;
    if (const auto *Br = dyn_cast_or_null<BranchInst>(T);
        Br && Br->isConditional())
      Cond = Br->getCondition();
    else if (const auto *Sw = dyn_cast_or_null<SwitchInst>(T))
      Cond = Sw->getCondition();
    if (!Cond)
      continue;
    SmallVector<int, 2> PerKind;
    bool Any = false;
    for (const PTOCoreKindInfo *K : Kinds) {
      CoreTypeFolder Folder(K->CoreType, Stored);
      std::optional<APInt> V = Folder.fold(Cond);
      int Succ = -1;
      if (V && isa<BranchInst>(T)) {
        Succ = V->isOne() ? 0 : 1;
      } else if (V) {
        const auto *Sw = cast<SwitchInst>(T);
        Succ = 0; // the default destination
        for (auto Case : Sw->cases())
          if (Case.getCaseValue()->getValue() == *V)
            Succ = Case.getSuccessorIndex();
      }
      Any |= Succ >= 0;
      PerKind.push_back(Succ);
    }
    if (Any)
      Taken[&BB] = std::move(PerKind);
  }

  // Forward: a block is run by the kinds that run a predecessor and take
  // the edge. Masks only grow, so rounds in reverse post order end.
  ReversePostOrderTraversal<const Function *> RPOT(&F);
  for (const BasicBlock *BB : RPOT)
    Masks[BB] = 0;
  Masks[&F.getEntryBlock()] = All;
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (const BasicBlock *BB : RPOT) {
      unsigned M = Masks[BB];
      if (!M)
        continue;
      const Instruction *T = BB->getTerminator();
      auto TI = Taken.find(BB);
      for (unsigned S = 0, E = T->getNumSuccessors(); S < E; ++S) {
        unsigned EdgeMask = M;
        if (TI != Taken.end()) {
          EdgeMask = 0;
          for (unsigned K = 0; K < Kinds.size(); ++K)
            if (M >> K & 1 &&
                (TI->second[K] < 0 || unsigned(TI->second[K]) == S))
              EdgeMask |= 1u << K;
        }
        unsigned &SM = Masks[T->getSuccessor(S)];
        if ((SM | EdgeMask) != SM) {
          SM |= EdgeMask;
          Changed = true;
        }
      }
    }
  }
  for (const auto &[BB, PerKind] : Taken)
    if (Masks.lookup(BB))
      for (int S : PerKind)
        if (S >= 0) {
          ++NumSectionEdges;
          break;
        }
  LLVM_DEBUG(print(dbgs(), F));
}

void CoreSections::print(raw_ostream &OS, const Function &F) const {
  OS << "core sections of '" << F.getName() << "'";
  if (!isMixKernel()) {
    OS << ": not a mix kernel (every block runs on " << maskText(allKinds())
       << ")\n";
    return;
  }
  OS << ":\n";
  for (const BasicBlock &BB : F) {
    OS << "  ";
    BB.printAsOperand(OS, false);
    OS << ": " << maskText(mask(&BB)) << "\n";
  }
}

AnalysisKey PTOCoreSectionsAnalysis::Key;

PTO::CoreSections PTOCoreSectionsAnalysis::run(Function &F,
                                               FunctionAnalysisManager &) {
  PTO::CoreSections S;
  S.compute(F);
  return S;
}

PreservedAnalyses
PTOCoreSectionsPrinterPass::run(Function &F, FunctionAnalysisManager &FAM) {
  FAM.getResult<PTOCoreSectionsAnalysis>(F).print(OS, F);
  return PreservedAnalyses::all();
}

char PTOCoreSectionsWrapperPass::ID = 0;

PTOCoreSectionsWrapperPass::PTOCoreSectionsWrapperPass() : FunctionPass(ID) {}

bool PTOCoreSectionsWrapperPass::runOnFunction(Function &F) {
  Fn = &F;
  Sections.compute(F);
  return false;
}

void PTOCoreSectionsWrapperPass::print(raw_ostream &OS, const Module *) const {
  if (Fn)
    Sections.print(OS, *Fn);
}

INITIALIZE_PASS(PTOCoreSectionsWrapperPass, DEBUG_TYPE,
                "PTO core sections of mix kernels", false, true)
