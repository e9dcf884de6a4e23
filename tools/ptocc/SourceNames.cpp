//===-- SourceNames.cpp - Name values after the C variables they fill ----===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Clang names an SSA value after its expression (`%call2` for the tile that
// `pto_left_t al = pto_tmov_left_f16(...)` holds), and SROA then drops the
// variable's alloca, the only place its name was. This pass, run first in
// clang's pipeline (a PipelineStart callback, at every -O level), gives each
// value stored to a named local variable that name as `!pto.name` metadata
// (the backend's PTOIRUtils.h reads it: `'al'` in a diagnostic; a
// debug-info variable takes precedence there). Clang's own temporaries
// (`retval`, `ref.tmp`, the `x.addr` of a parameter: names with a dot) are
// not variables; a value already named keeps its first name.
//
//===----------------------------------------------------------------------===//

#include "SourceNames.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"

using namespace llvm;

#define DEBUG_TYPE "ptocc-source-names"

STATISTIC(NumNamed, "Number of values named after a source variable");

PreservedAnalyses ptocc::SourceNamesPass::run(Module &M,
                                              ModuleAnalysisManager &) {
  LLVMContext &Ctx = M.getContext();
  unsigned Kind = Ctx.getMDKindID("pto.name"); // PTO::SourceNameMD
  bool Changed = false;
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      auto *AI = dyn_cast<AllocaInst>(&I);
      if (!AI || !AI->hasName() || AI->getName().contains('.') ||
          AI->getName() == "retval")
        continue;
      MDNode *Name = nullptr;
      for (User *U : AI->users()) {
        auto *SI = dyn_cast<StoreInst>(U);
        auto *V = SI && SI->getPointerOperand() == AI
                      ? dyn_cast<Instruction>(SI->getValueOperand())
                      : nullptr;
        if (!V || V->getMetadata(Kind))
          continue;
        if (!Name)
          Name = MDNode::get(Ctx, MDString::get(Ctx, AI->getName()));
        V->setMetadata(Kind, Name);
        LLVM_DEBUG(dbgs() << "ptocc-source-names: " << V->getName() << " is '"
                          << AI->getName() << "'\n");
        ++NumNamed;
        Changed = true;
      }
    }
  return Changed ? PreservedAnalyses::allInSet<CFGAnalyses>()
                 : PreservedAnalyses::all();
}
