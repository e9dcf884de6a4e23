//===-- PTOIRUtils.cpp - Helpers shared by the PTO IR passes --------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "PTOIRUtils.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static cl::opt<unsigned> SCEVCacheInterval(
    "pto-scev-cache-interval", cl::Hidden, cl::init(64),
    cl::desc("Drop ScalarEvolution's loop caches after every this many loops "
             "asked about (LSR's loop passes, pto-pipeline-loads, "
             "pto-materialize-semantic-aliases; 0: never)"));

bool PTO::SCEVCacheBound::tick(ScalarEvolution &SE) {
  if (!SCEVCacheInterval || ++Ticks % SCEVCacheInterval)
    return false;
  SE.forgetAllLoops();
  return true;
}

static cl::opt<bool>
    DiagIR("pto-diag-ir", cl::Hidden, cl::init(false),
           cl::desc("Quote the IR instruction and name the IR values and MIR "
                    "registers in PTO diagnostics that have a source "
                    "location"));

bool PTO::diagnosticsShowIR() { return DiagIR; }

/// The variable a debug record on \p V names, if any.
static std::optional<std::string> debugVariableName(const Value &V) {
  Value &NV = const_cast<Value &>(V);
  if (!NV.isUsedByMetadata())
    return std::nullopt;
  SmallVector<DbgVariableRecord *, 2> Records;
  findDbgValues(&NV, Records);
  for (const DbgVariableRecord *R : Records)
    if (const DILocalVariable *Var = R->getVariable())
      if (!Var->getName().empty())
        return Var->getName().str();
  return std::nullopt;
}

static std::optional<std::string>
sourceNameImpl(const Value &V, SmallPtrSetImpl<const Value *> &Visiting) {
  if (std::optional<std::string> N = debugVariableName(V))
    return N;
  if (const auto *A = dyn_cast<Argument>(&V)) {
    // Clang names parameters as the source does; a function with debug info
    // comes from a source whose names these are.
    if (A->hasName() && A->getParent()->getSubprogram())
      return A->getName().str();
    return std::nullopt;
  }
  const auto *I = dyn_cast<Instruction>(&V);
  if (!I)
    return std::nullopt;
  if (const MDNode *MD = I->getMetadata(PTO::SourceNameMD))
    if (MD->getNumOperands() == 1)
      if (const auto *S = dyn_cast<MDString>(MD->getOperand(0)))
        return S->getString().str();
  // The variable a value was stored to: #dbg_declare on the alloca.
  for (const User *U : I->users())
    if (const auto *SI = dyn_cast<StoreInst>(U))
      if (SI->getValueOperand() == I)
        if (const auto *AI = dyn_cast<AllocaInst>(SI->getPointerOperand()))
          for (const DbgVariableRecord *R :
               findDVRDeclares(const_cast<AllocaInst *>(AI)))
            if (const DILocalVariable *Var = R->getVariable())
              return Var->getName().str();
  if (!Visiting.insert(I).second || Visiting.size() > 32)
    return std::nullopt;
  if (const auto *C = dyn_cast<CastInst>(I))
    return sourceNameImpl(*C->getOperand(0), Visiting);
  // A join is named when its inputs agree (a loop carry of `acc`: the value
  // before the loop and the one assigned in it); undef inputs and the join
  // itself do not count.
  SmallVector<const Value *, 4> Inputs;
  if (const auto *Phi = dyn_cast<PHINode>(I))
    Inputs.append(Phi->incoming_values().begin(), Phi->incoming_values().end());
  else if (const auto *Sel = dyn_cast<SelectInst>(I))
    Inputs = {Sel->getTrueValue(), Sel->getFalseValue()};
  std::optional<std::string> Name;
  for (const Value *In : Inputs) {
    if (isa<UndefValue>(In) || Visiting.contains(In))
      continue;
    std::optional<std::string> N = sourceNameImpl(*In, Visiting);
    if (!N || (Name && *Name != *N))
      return std::nullopt;
    Name = N;
  }
  return Name;
}

std::optional<std::string> PTO::sourceName(const Value &V) {
  SmallPtrSet<const Value *, 8> Visiting;
  return sourceNameImpl(V, Visiting);
}

/// "a run-time choice of 8 or 16" for an unnamed select or PHI of integer
/// constants (what the optimizer makes of two calls that differ in one
/// constant, `t = c ? f(16) : f(8)`), else empty.
static std::string constantChoiceText(const Value &V) {
  SmallVector<const Value *, 4> Inputs;
  if (const auto *Phi = dyn_cast<PHINode>(&V))
    Inputs.append(Phi->incoming_values().begin(), Phi->incoming_values().end());
  else if (const auto *Sel = dyn_cast<SelectInst>(&V))
    Inputs = {Sel->getTrueValue(), Sel->getFalseValue()};
  SmallVector<int64_t, 4> Values;
  for (const Value *In : Inputs) {
    const auto *C = dyn_cast<ConstantInt>(In);
    if (!C)
      return "";
    Values.push_back(C->getSExtValue());
  }
  llvm::sort(Values);
  Values.erase(llvm::unique(Values), Values.end());
  if (Values.size() < 2)
    return "";
  std::string S = "a run-time choice of " + std::to_string(Values[0]);
  for (unsigned I = 1; I < Values.size(); ++I)
    S += (I + 1 == Values.size() ? " or " : ", ") + std::to_string(Values[I]);
  return S;
}

std::string PTO::describeValue(const Value &V) {
  std::optional<std::string> N = sourceName(V);
  if (!N) {
    std::string Choice = constantChoiceText(V);
    if (Choice.empty())
      return valueRef(V);
    return DiagIR ? Choice + " (" + valueRef(V) + ")" : Choice;
  }
  std::string S = "'" + *N + "'";
  if (DiagIR)
    S += " (" + valueRef(V) + ")";
  return S;
}

std::string PTO::describeValueAt(const Value &V) {
  std::string S = describeValue(V);
  if (const auto *I = dyn_cast<Instruction>(&V))
    if (const DebugLoc &DL = I->getDebugLoc(); DL && DL.getLine())
      S += " (" + sys::path::filename(DL->getFilename()).str() + ":" +
           std::to_string(DL.getLine()) + ")";
  return S;
}

std::string PTO::instructionContext(const Instruction &I) {
  if (I.getDebugLoc() && !DiagIR)
    return "";
  return " in '" + valueText(I) + "'";
}

void PTO::dropRejectedBody(Function &F) {
  F.dropAllReferences();
  while (!F.empty())
    F.begin()->eraseFromParent();
  BasicBlock *BB = BasicBlock::Create(F.getContext(), "rejected", &F);
  new UnreachableInst(F.getContext(), BB);
}

std::string PTO::valueText(const Value &V) {
  std::string Text;
  raw_string_ostream OS(Text);
  V.print(OS);
  return StringRef(Text).trim().str();
}

std::string PTO::valueRef(const Value &V) {
  std::string Text;
  raw_string_ostream OS(Text);
  V.printAsOperand(OS, /*PrintType=*/false);
  return Text;
}

bool PTO::isEvaluatedOnce(const Value *V, DenseMap<const void *, bool> *Cache) {
  const auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return true;
  BasicBlock *BB = const_cast<BasicBlock *>(I->getParent());
  if (BB->isEntryBlock())
    return true;
  if (Cache)
    if (auto It = Cache->find(BB); It != Cache->end())
      return It->second;
  SmallVector<BasicBlock *, 4> Succs(successors(BB));
  bool Once =
      Succs.empty() || !isPotentiallyReachableFromMany(Succs, BB, nullptr);
  if (Cache)
    (*Cache)[BB] = Once;
  return Once;
}

const PTO::BuiltinName *PTO::getBuiltinCall(const CallBase &CB) {
  const auto *Callee =
      dyn_cast<Function>(CB.getCalledOperand()->stripPointerCasts());
  if (!Callee)
    return nullptr;
  const BuiltinName *BN = lookupBuiltinName(Callee->getName());
  if (!BN || CB.arg_size() != BN->Info->numArgs())
    return nullptr;
  return BN;
}

bool PTO::hasValidExtentUser(const CallBase &CB) {
  for (const User *U : CB.users())
    if (const auto *UC = dyn_cast<CallBase>(U))
      if (const auto *F =
              dyn_cast<Function>(UC->getCalledOperand()->stripPointerCasts()))
        if (F->getName().starts_with("pto.tvalid."))
          return true;
  return false;
}
