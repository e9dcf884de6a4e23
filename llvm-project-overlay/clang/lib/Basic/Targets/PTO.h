//===--- PTO.h - Declare PTO target feature support -------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The clang TargetInfo for `pto` (the tile accelerator of llvm-pto). This is
// where it would live in llvm-project; ptocc compiles it from here.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_CLANG_LIB_BASIC_TARGETS_PTO_H
#define LLVM_CLANG_LIB_BASIC_TARGETS_PTO_H

#include "clang/Basic/TargetInfo.h"
#include "clang/Basic/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"

namespace clang {
namespace targets {

class LLVM_LIBRARY_VISIBILITY PTOTargetInfo : public TargetInfo {
  std::string CPU = "a3";

public:
  /// Must equal PTOTargetMachine::getDataLayoutString().
  static constexpr const char *DataLayoutString =
      "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:32:32-p5:32:32-"
      "p6:32:32-p7:32:32-i64:64-i128:128-n64-S128";

  PTOTargetInfo(const llvm::Triple &Triple, const TargetOptions &Opts);

  /// What TargetInfo::CreateTargetInfo does for an in-tree target, for pto:
  /// clang's AllocateTarget does not know the (out-of-tree) architecture.
  /// Sets the private TargetInfo::TargetOpts (see PTO.cpp), the CPU and
  /// the features. Returns null after a diagnostic.
  static TargetInfo *create(DiagnosticsEngine &Diags, TargetOptions &Opts);

  void getTargetDefines(const LangOptions &Opts,
                        MacroBuilder &Builder) const override;
  llvm::SmallVector<Builtin::InfosShard> getTargetBuiltins() const override {
    return {};
  }
  BuiltinVaListKind getBuiltinVaListKind() const override {
    return TargetInfo::VoidPtrBuiltinVaList;
  }
  bool validateAsmConstraint(const char *&Name,
                             TargetInfo::ConstraintInfo &Info) const override {
    return false;
  }
  std::string_view getClobbers() const override { return ""; }
  ArrayRef<const char *> getGCCRegNames() const override { return {}; }
  ArrayRef<TargetInfo::GCCRegAlias> getGCCRegAliases() const override {
    return {};
  }

  bool isValidCPUName(StringRef Name) const override;
  void fillValidCPUList(SmallVectorImpl<StringRef> &Values) const override;
  bool setCPU(const std::string &Name) override;

protected:
  /// On-chip memories (address spaces 2-7) hold 32-bit tile handles.
  uint64_t getPointerWidthV(LangAS AS) const override;
  uint64_t getPointerAlignV(LangAS AS) const override {
    return getPointerWidthV(AS);
  }
};

} // namespace targets
} // namespace clang

#endif // LLVM_CLANG_LIB_BASIC_TARGETS_PTO_H
