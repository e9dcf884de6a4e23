//===-- PTO.h - Top-level interface for the PTO target ----------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Entry points of the PTO target's passes, for the pass pipeline and for
// registration with the legacy and new pass managers.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTO_H
#define LLVM_LIB_TARGET_PTO_PTO_H

#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Pass.h"

namespace llvm {
class FunctionPass;
class InstructionSelector;
class PassRegistry;
class PTORegisterBankInfo;
class PTOSubtarget;
class PTOTargetMachine;

// IR passes.
FunctionPass *createPTOCheckIRLegacyPass();
void initializePTOCheckIRLegacyPass(PassRegistry &);

/// New-PM form of the unsupported-construct check (`opt -passes=pto-check-ir`).
class PTOCheckIRPass : public PassInfoMixin<PTOCheckIRPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
};

FunctionPass *createPTOVerifyKernelLegacyPass();
void initializePTOVerifyKernelLegacyPass(PassRegistry &);

/// New-PM form of the kernel-IR verifier (`opt -passes=pto-verify-kernel`);
/// reports only (the legacy pass also drops the bodies of rejected functions).
class PTOVerifyKernelPass : public PassInfoMixin<PTOVerifyKernelPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
};

// Alias analysis (AA/, docs/alias-analysis.md).
class ImmutablePass;
ImmutablePass *createPTOAAWrapperPass();
void initializePTOAAWrapperPassPass(PassRegistry &);
ImmutablePass *createPTOExternalAAWrapperPass();
void initializePTOExternalAAWrapperPass(PassRegistry &);
FunctionPass *createPTOAnnotateNoClobberLegacyPass();
void initializePTOAnnotateNoClobberLegacyPass(PassRegistry &);

/// New-PM form of the noclobber annotation
/// (`opt -passes=pto-annotate-noclobber`).
class PTOAnnotateNoClobberPass
    : public PassInfoMixin<PTOAnnotateNoClobberPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
};

// Reuse of value-equivalent tile loads (docs/alias-analysis.md).
FunctionPass *createPTOTileLoadCSELegacyPass();
void initializePTOTileLoadCSELegacyPass(PassRegistry &);

/// New-PM form (`opt -passes=pto-tile-load-cse`).
class PTOTileLoadCSEPass : public PassInfoMixin<PTOTileLoadCSEPass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM);
};

// Machine passes.
FunctionPass *createPTOISelFallbackDiagPass();
void initializePTOISelFallbackDiagPass(PassRegistry &);
FunctionPass *createPTOCheckNoTileVRegsPass();
void initializePTOCheckNoTileVRegsPass(PassRegistry &);
Pass *createPTODropSCEVLoopCachesPass();
extern char &PTODropSCEVLoopCachesID;
void initializePTODropSCEVLoopCachesPass(PassRegistry &);
FunctionPass *createPTORematerializeCheapDefsPass();
void initializePTORematerializeCheapDefsPass(PassRegistry &);

// Tile storage planning (TileStorage/, docs/tile-storage.md).
FunctionPass *createPTOMaterializeSemanticAliasesPass();
void initializePTOMaterializeSemanticAliasesPass(PassRegistry &);
FunctionPass *createPTOPlanMemoryPass();
void initializePTOPlanMemoryPass(PassRegistry &);
FunctionPass *createPTOAllocateMemoryAddrPass();
void initializePTOAllocateMemoryAddrPass(PassRegistry &);
FunctionPass *createPTOVerifyTileStoragePass();
void initializePTOVerifyTileStoragePass(PassRegistry &);
void initializePTOTileLivenessAnalysisPass(PassRegistry &);
FunctionPass *createPTOLowerTileOperandsPass();
void initializePTOLowerTileOperandsPass(PassRegistry &);

// Pipe synchronization (Sync/, docs/sync.md).
FunctionPass *createPTOCheckAllocatedInputPass();
/// Required by both sync passes (their input is allocated).
extern char &PTOCheckAllocatedInputID;
void initializePTOCheckAllocatedInputPass(PassRegistry &);
FunctionPass *createPTOInsertSyncPass();
void initializePTOInsertSyncPass(PassRegistry &);
FunctionPass *createPTOVerifySyncPass();
void initializePTOVerifySyncPass(PassRegistry &);
namespace PTO {
/// -pto-sync-event-key=src: flags are keyed by the set pipe alone (both
/// sync passes read it).
bool syncEventsKeyedBySrc();
/// The module identifier (the input file's name for llc and MIR input) of
/// the last function the target created machine code for, or "" before the
/// first: the plugin's fatal-error handler names the file a verifier verdict
/// is about.
StringRef getLastInputName();
} // namespace PTO

InstructionSelector *
createPTOInstructionSelector(const PTOTargetMachine &TM,
                             const PTOSubtarget &STI,
                             const PTORegisterBankInfo &RBI);

/// Initialize every PTO pass with the legacy registry (idempotent).
void initializePTOPasses(PassRegistry &);

class PassBuilder;
/// Make the PTO IR passes known to a new-PM PassBuilder by name, for opt
/// (through the plugin) and for the target machine's own pipelines.
void registerPTOPassBuilderCallbacks(PassBuilder &PB);

} // namespace llvm

#endif
