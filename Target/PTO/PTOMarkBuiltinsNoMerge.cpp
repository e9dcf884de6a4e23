//===-- PTOMarkBuiltinsNoMerge.cpp - nomerge on the tile builtins ---------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A tile's descriptor (memory, rows, cols, element type) is fixed by the call
// that produces it, and a PHI may only join tiles of one descriptor
// (docs/builtins.md). Optimizations that merge two calls into one -- above
// all SimplifyCFG sinking the identical-looking `pto.tstore` calls ending two
// tail variants into their join -- build PHIs of tiles of different
// descriptors, or PHIs of the constant shape operands, which no kernel can
// compile. `nomerge` forbids exactly these merges (SimplifyCFG hoisting and
// sinking, branch folding) and leaves CSE of identical calls alone.
//
// `<pto.h>` declares the builtins `__attribute__((nomerge))`; this pass gives
// the same guarantee to IR written by hand or by other frontends: it adds
// `nomerge` to every function declaration named `pto.*`. The PTO PassBuilder
// callbacks run it at the start of every default pipeline (`opt
// -load-pass-plugin=PTOPlugin.so -passes='default<O2>'`, ptocc), and it is
// `opt -passes=pto-mark-nomerge` on its own.
//
//===----------------------------------------------------------------------===//

#include "PTOMarkBuiltinsNoMerge.h"
#include "PTODebug.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"

using namespace llvm;

#define DEBUG_TYPE "pto-mark-nomerge"

PTO_STATISTIC(NumMarked, "Number of pto.* declarations marked nomerge");

bool llvm::markPTOBuiltinsNoMerge(Module &M) {
  bool Changed = false;
  for (Function &F : M) {
    if (!F.isDeclaration() || !F.getName().starts_with("pto.") ||
        F.hasFnAttribute(Attribute::NoMerge))
      continue;
    LLVM_DEBUG(dbgs() << DEBUG_TYPE ": nomerge on @" << F.getName() << "\n");
    F.addFnAttr(Attribute::NoMerge);
    ++NumMarked;
    Changed = true;
  }
  return Changed;
}

PreservedAnalyses PTOMarkBuiltinsNoMergePass::run(Module &M,
                                                  ModuleAnalysisManager &) {
  // An attribute on declarations: no analysis of a function body changes.
  markPTOBuiltinsNoMerge(M);
  return PreservedAnalyses::all();
}
