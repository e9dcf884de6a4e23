//===-- PTOAliasAnalysis.h - PTO address-space and tile alias rules -*- C++ -*-//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// PTOAA: the target alias analysis (the AMDGPUAliasAnalysis analogue).
//
//  - Address spaces (PTOMachineFacts.td): distinct memories never alias,
//    except generic (0) and global (1); an on-chip memory aliases nothing
//    outside itself. A kernel argument never points into the kernel's own
//    stack.
//  - Value semantics: two tile values whose producing builtin calls differ
//    never alias; a `View` builtin (pto.tview) aliases its source, and two
//    views of one tile alias only if their windows intersect. PHIs and
//    selects alias what any incoming tile aliases.
//  - Memory effects of the `pto.*` builtins (from the builtin table): tload
//    reads its global-memory argument, tstore reads its tile and writes its
//    global-memory argument, tile operations read their tile operands, views
//    and fills access nothing. The tile a builtin produces is fresh, so its
//    creation is not a visible memory effect.
//  - getModRefInfoMask: tile memory is never written at the IR level (tiles
//    are immutable values); memory reachable only from `noalias readonly`
//    arguments is only read; constant global variables are constant.
//
// docs/alias-analysis.md describes the rules and how the analysis is
// registered with opt and llc.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_AA_PTOALIASANALYSIS_H
#define LLVM_LIB_TARGET_PTO_AA_PTOALIASANALYSIS_H

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Pass.h"
#include <memory>

namespace llvm {

class CallBase;

/// The result: stateless, so it never needs invalidation.
class PTOAAResult : public AAResultBase {
public:
  PTOAAResult() = default;
  PTOAAResult(PTOAAResult &&Arg) : AAResultBase(std::move(Arg)) {}

  bool invalidate(Function &, const PreservedAnalyses &,
                  FunctionAnalysisManager::Invalidator &) {
    return false;
  }

  AliasResult alias(const MemoryLocation &LocA, const MemoryLocation &LocB,
                    AAQueryInfo &AAQI, const Instruction *CtxI);
  ModRefInfo getModRefInfoMask(const MemoryLocation &Loc, AAQueryInfo &AAQI,
                               bool IgnoreLocals);
  using AAResultBase::getMemoryEffects;
  MemoryEffects getMemoryEffects(const CallBase *Call, AAQueryInfo &AAQI);
  ModRefInfo getArgModRefInfo(const CallBase *Call, unsigned ArgIdx);

  /// The address-space rule alone (BRIEF §2, read from the machine facts):
  /// NoAlias when the two address spaces can never reach common memory.
  static AliasResult getAddrSpaceAliasResult(unsigned AS1, unsigned AS2);
};

/// New-PM analysis providing the (never invalidated) PTOAA result. Register
/// it in an AAManager with `-aa-pipeline=...,pto-aa`, or get it from the
/// default pipeline of a PassBuilder built with the PTO TargetMachine.
class PTOAA : public AnalysisInfoMixin<PTOAA> {
  friend AnalysisInfoMixin<PTOAA>;
  static AnalysisKey Key;

public:
  using Result = PTOAAResult;
  PTOAAResult run(Function &, FunctionAnalysisManager &) {
    return PTOAAResult();
  }
};

/// Legacy wrapper providing the result (an immutable pass, like AMDGPU's).
class PTOAAWrapperPass : public ImmutablePass {
  std::unique_ptr<PTOAAResult> Result;

public:
  static char ID;
  PTOAAWrapperPass();

  PTOAAResult &getResult() { return *Result; }
  const PTOAAResult &getResult() const { return *Result; }

  bool doInitialization(Module &M) override;
  bool doFinalization(Module &M) override;
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
  }
};

/// The hook that adds PTOAA to every legacy AAResults (llc's codegen
/// pipeline, so MachineInstr::mayAlias consults it).
class PTOExternalAAWrapper : public ExternalAAWrapperPass {
public:
  static char ID;
  PTOExternalAAWrapper();
};

} // namespace llvm

#endif
