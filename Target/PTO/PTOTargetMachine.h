//===-- PTOTargetMachine.h - Define TargetMachine for PTO -------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOTARGETMACHINE_H
#define LLVM_LIB_TARGET_PTO_PTOTARGETMACHINE_H

#include "PTOSubtarget.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/CodeGen/CodeGenTargetMachineImpl.h"
#include "llvm/Target/TargetLoweringObjectFile.h"
#include <memory>
#include <optional>

namespace llvm {

class PTOTargetMachine : public CodeGenTargetMachineImpl {
  std::unique_ptr<TargetLoweringObjectFile> TLOF;
  mutable StringMap<std::unique_ptr<PTOSubtarget>> SubtargetMap;

public:
  PTOTargetMachine(const Target &T, const Triple &TT, StringRef CPU,
                   StringRef FS, const TargetOptions &Options,
                   std::optional<Reloc::Model> RM,
                   std::optional<CodeModel::Model> CM, CodeGenOptLevel OL,
                   bool JIT);
  ~PTOTargetMachine() override;

  /// The DataLayout of every PTO module (docs/abi.md): 64-bit generic and
  /// global pointers, 32-bit on-chip tile handles in address spaces 2-7.
  static const char *getDataLayoutString();

  const PTOSubtarget *getSubtargetImpl(const Function &F) const override;
  const PTOSubtarget *getSubtargetImpl() const = delete;

  TargetPassConfig *createPassConfig(PassManagerBase &PM) override;
  TargetLoweringObjectFile *getObjFileLowering() const override {
    return TLOF.get();
  }

  void registerPassBuilderCallbacks(PassBuilder &PB) override;
  /// Adds PTOAA to the new pass manager's default alias analyses.
  void registerDefaultAliasAnalyses(AAManager &AAM) override;

  /// The generic pre-RA scheduler, on regions of at most
  /// -pto-misched-region-limit instructions (a longer block is scheduled in
  /// consecutive windows of that size).
  ScheduleDAGInstrs *
  createMachineScheduler(MachineSchedContext *C) const override;

  MachineFunctionInfo *
  createMachineFunctionInfo(BumpPtrAllocator &Allocator, const Function &F,
                            const TargetSubtargetInfo *STI) const override;
  yaml::MachineFunctionInfo *createDefaultFuncInfoYAML() const override;
  yaml::MachineFunctionInfo *
  convertFuncInfoToYAML(const MachineFunction &MF) const override;
  bool parseMachineFunctionInfo(const yaml::MachineFunctionInfo &,
                                PerFunctionMIParsingState &PFS,
                                SMDiagnostic &Error,
                                SMRange &SourceRange) const override;

  /// Distinct memories never alias; generic may alias global.
  bool isNoopAddrSpaceCast(unsigned SrcAS, unsigned DestAS) const override {
    return false;
  }
};

} // namespace llvm

#endif
