//===-- PTOCoreSections.h - Which core type runs each block ----*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-core-sections (issue 15): on a generation whose cube and vector pipes
// are on separate cores (a3: AIC and AIV, PTOCoreKind records), a mix kernel
// is one program that every core of a group runs, written as sections:
// branches on `pto.get_core_type()`. The analysis finds, for every block,
// the core kinds that may execute it: a forward data flow from the entry
// (every kind) where an edge of a branch or switch whose condition depends
// only on the core type is taken by the kinds for which the condition
// selects it. The condition is evaluated per kind by folding it with the
// kind's core type (bit 0: the core has the cube pipes, bit 1 the vector
// pipes; derived from the kind's pipe mask) through integer arithmetic,
// compares, casts, selects and loads of a local variable whose only stores
// store one value (the -O0 form of `int t = get_core_type();`). Any other
// condition is taken by every kind on both edges (conservative: a block is
// then reachable by more kinds). Linear in the instructions of the
// conditions plus blocks x edges per round of the data flow (a few rounds:
// the masks only grow).
//
// Users: the kernel verifier (an op on a pipe that a kind reaching its block
// does not have is an error) and pto-insert-sync (no intra-core order
// between accesses of blocks no kind runs both of). pto-verify-sync reasons
// about sections on its own (machine code).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOCORESECTIONS_H
#define LLVM_LIB_TARGET_PTO_PTOCORESECTIONS_H

#include "MCTargetDesc/PTOMachineFacts.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Pass.h"

namespace llvm {
class BasicBlock;
class CallBase;
class Function;
class raw_ostream;

namespace PTO {

/// The core kinds (bit i: the generation's i-th kind, getCoreKinds) that may
/// run each block of a function.
class CoreSections {
public:
  CoreSections() = default;
  /// Computes the sections of \p F for the generation of its target-cpu.
  void compute(const Function &F);

  /// True for a kernel with sections: it reads the core type on a
  /// generation with more than one core kind.
  bool isMixKernel() const { return CoreTypeCall && Kinds.size() > 1; }
  /// The kinds that may run \p BB (every kind for a block not seen, 0 for
  /// an unreachable one).
  unsigned mask(const BasicBlock *BB) const;
  unsigned allKinds() const { return (1u << Kinds.size()) - 1; }
  ArrayRef<const PTOCoreKindInfo *> kinds() const { return Kinds; }
  PTOGeneration generation() const { return Gen; }
  /// The first get_core_type call (null if none).
  const CallBase *coreTypeCall() const { return CoreTypeCall; }
  /// "AIC", "AIV", "AIC or AIV", "no core".
  std::string maskText(unsigned Mask) const;

  void print(raw_ostream &OS, const Function &F) const;

private:
  PTOGeneration Gen = A3;
  SmallVector<const PTOCoreKindInfo *, 2> Kinds;
  const CallBase *CoreTypeCall = nullptr;
  DenseMap<const BasicBlock *, unsigned> Masks;
};

} // namespace PTO

/// New-PM analysis (`opt -passes='print<pto-core-sections>'`).
class PTOCoreSectionsAnalysis
    : public AnalysisInfoMixin<PTOCoreSectionsAnalysis> {
  friend AnalysisInfoMixin<PTOCoreSectionsAnalysis>;
  static AnalysisKey Key;

public:
  using Result = PTO::CoreSections;
  Result run(Function &F, FunctionAnalysisManager &FAM);
};

class PTOCoreSectionsPrinterPass
    : public PassInfoMixin<PTOCoreSectionsPrinterPass> {
  raw_ostream &OS;

public:
  explicit PTOCoreSectionsPrinterPass(raw_ostream &OS) : OS(OS) {}
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

/// Legacy wrapper, for llc (the kernel verifier, pto-insert-sync).
class PTOCoreSectionsWrapperPass : public FunctionPass {
  PTO::CoreSections Sections;

public:
  static char ID;
  PTOCoreSectionsWrapperPass();
  bool runOnFunction(Function &F) override;
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
  }
  void print(raw_ostream &OS, const Module *M) const override;
  const PTO::CoreSections &getSections() const { return Sections; }

private:
  const Function *Fn = nullptr;
};

void initializePTOCoreSectionsWrapperPassPass(PassRegistry &);

} // namespace llvm

#endif
