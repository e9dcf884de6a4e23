//===-- PTOMergeFallThroughBlocks.h - Merge single-edge blocks --*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Issue 17: CodeGenPrepare's fall-through merges, made before it without a
// dominator tree. A header of its own so that adding the pass does not
// rebuild every includer of PTO.h.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOMERGEFALLTHROUGHBLOCKS_H
#define LLVM_LIB_TARGET_PTO_PTOMERGEFALLTHROUGHBLOCKS_H

namespace llvm {
class FunctionPass;
class PassRegistry;

FunctionPass *createPTOMergeFallThroughLegacyPass();
void initializePTOMergeFallThroughLegacyPass(PassRegistry &);
} // namespace llvm

#endif
