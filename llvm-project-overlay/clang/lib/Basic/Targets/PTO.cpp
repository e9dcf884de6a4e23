//===--- PTO.cpp - Implement PTO target feature support -------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Basic/MacroBuilder.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace clang::targets;

PTOTargetInfo::PTOTargetInfo(const llvm::Triple &Triple, const TargetOptions &)
    : TargetInfo(Triple) {
  // LP64 scalar unit; generic (0) and global (1) pointers are 64-bit, the
  // on-chip tile handles (2-7) 32-bit (getPointerWidthV).
  PointerWidth = PointerAlign = 64;
  LongWidth = LongAlign = 64;
  SizeType = UnsignedLong;
  PtrDiffType = SignedLong;
  IntPtrType = SignedLong;
  IntMaxType = SignedLong;
  Int64Type = SignedLong;
  SuitableAlign = 128;
  MaxAtomicPromoteWidth = MaxAtomicInlineWidth = 64;
  // f16 and bf16 are tile element types.
  HasFloat16 = true;
  HasBFloat16 = true;
  BFloat16Width = BFloat16Align = 16;
  BFloat16Format = &llvm::APFloat::BFloat();
  resetDataLayout(DataLayoutString);
}

// TargetInfo::TargetOpts is private and only CreateTargetInfo (which knows
// in-tree targets only) assigns it; CodeGen and the OpenCL option handling
// read it through the non-virtual getTargetOpts(). An out-of-tree target
// therefore names the member through an explicit instantiation, where the
// standard waives access checking ([temp.spec.general]/6, C++17
// [temp.explicit]/12): one well-defined assignment, no layout assumptions.
// In-tree, this file would instead add a case to AllocateTarget() and
// PTOTargetInfo::create() would be unnecessary.
namespace {
struct TargetOptsMember {
  using type = TargetOptions *TargetInfo::*;
  friend type get(TargetOptsMember);
};
template <typename Tag, typename Tag::type M> struct Bind {
  friend typename Tag::type get(Tag) { return M; }
};
template struct Bind<TargetOptsMember, &TargetInfo::TargetOpts>;
} // namespace

TargetInfo *PTOTargetInfo::create(DiagnosticsEngine &Diags,
                                  TargetOptions &Opts) {
  llvm::Triple Triple(llvm::Triple::normalize(Opts.Triple));
  std::unique_ptr<PTOTargetInfo> Target(new PTOTargetInfo(Triple, Opts));
  static_cast<TargetInfo &>(*Target).*get(TargetOptsMember()) = &Opts;

  // The rest mirrors TargetInfo::CreateTargetInfo.
  if (!Opts.CPU.empty() && !Target->setCPU(Opts.CPU)) {
    Diags.Report(diag::err_target_unknown_cpu) << Opts.CPU;
    Diags.Report(diag::note_valid_options) << "a3, a5";
    return nullptr;
  }
  if (!Opts.ABI.empty() && !Target->setABI(Opts.ABI)) {
    Diags.Report(diag::err_target_unknown_abi) << Opts.ABI;
    return nullptr;
  }
  if (!Target->initFeatureMap(Opts.FeatureMap, Diags, Opts.CPU,
                              Opts.FeaturesAsWritten))
    return nullptr;
  Opts.Features.clear();
  for (const auto &F : Opts.FeatureMap)
    Opts.Features.push_back((F.getValue() ? "+" : "-") + F.getKey().str());
  llvm::sort(Opts.Features);
  if (!Target->handleTargetFeatures(Opts.Features, Diags))
    return nullptr;
  Target->setSupportedOpenCLOpts();
  Target->setCommandLineOpenCLOpts();
  Target->setDependentOpenCLOpts();
  Target->setMaxAtomicWidth();
  if (!Target->validateTarget(Diags))
    return nullptr;
  return Target.release();
}

void PTOTargetInfo::getTargetDefines(const LangOptions &Opts,
                                     MacroBuilder &Builder) const {
  Builder.defineMacro("__pto__");
  Builder.defineMacro("__PTO__");
  Builder.defineMacro("__ELF__");
  Builder.defineMacro("__pto_" + CPU + "__");
  Builder.defineMacro("__PTO_ARCH__", CPU == "a5" ? "5" : "3");
}

bool PTOTargetInfo::isValidCPUName(StringRef Name) const {
  return Name == "a3" || Name == "a5";
}

void PTOTargetInfo::fillValidCPUList(SmallVectorImpl<StringRef> &Values) const {
  Values.push_back("a3");
  Values.push_back("a5");
}

bool PTOTargetInfo::setCPU(const std::string &Name) {
  if (!isValidCPUName(Name))
    return false;
  CPU = Name;
  return true;
}

uint64_t PTOTargetInfo::getPointerWidthV(LangAS AS) const {
  if (isTargetAddressSpace(AS)) {
    unsigned N = toTargetAddressSpace(AS);
    if (N >= 2 && N <= 7)
      return 32;
  }
  return 64;
}
