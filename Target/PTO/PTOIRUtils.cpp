//===-- PTOIRUtils.cpp - Helpers shared by the PTO IR passes --------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "PTOIRUtils.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

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
