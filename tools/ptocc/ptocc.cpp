//===-- ptocc.cpp - C/C++ kernel compiler for the pto target --------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One process: clang frontend (with the pto TargetInfo from
// llvm-project-overlay/clang/lib/Basic/Targets/PTO.cpp) -> IR -> the
// "pto_kernel" annotations become the "pto.kernel" function attribute ->
// LLVM's default pipeline at the -O level (PassBuilder) -> the pto backend
// (legacy PM addPassesToEmitFile). LLVM diagnostics of every stage go
// through a DiagnosticHandler that reports them with clang's
// DiagnosticsEngine at the source location of their DebugLoc. See
// docs/ptocc.md.
//
//===----------------------------------------------------------------------===//

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Basic/Version.h"
#include "clang/CodeGen/CodeGenAction.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"

#include "PTOCCOptions.h"
#include "SourceNames.h"
#include "Targets/PTO.h"
#include "TileArrayUnroll.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/CallGraph.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LLVMRemarkStreamer.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/InitializePasses.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/PassRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/TimeProfiler.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/Scalar/InstSimplifyPass.h"
#include "llvm/Transforms/Scalar/SROA.h"

#include <cstdlib>
#include <optional>

using namespace llvm;

extern "C" void LLVMInitializePTOTargetInfo();
extern "C" void LLVMInitializePTOTarget();
extern "C" void LLVMInitializePTOTargetMC();
extern "C" void LLVMInitializePTOAsmPrinter();

#ifndef PTOCC_CLANG_RESOURCE_DIR
#define PTOCC_CLANG_RESOURCE_DIR "/usr/lib/llvm-22/lib/clang/22"
#endif

static const char *const PTOTriple = "pto-unknown-unknown";

namespace {

using ptocc::Options;

/// The timers of -ftime-report that are ptocc's own.
TimerGroup &ptoccTimerGroup() {
  static TimerGroup TG("ptocc", "ptocc stages");
  return TG;
}

/// Keeps clang 22's Sema from crashing on a builtin used as a value.
///
/// Sema::DiagnoseAssignmentResult dereferences a null pointee type when a
/// function designator is converted, without `&`, to a pointer into another
/// address space: `pto_vec_t a = pto_texp_f32;` (an upstream bug; any
/// function name, outside ptocc too). The builtins are the functions a
/// kernel names most, so ptocc stops both ways of reaching it:
///  - a builtin's name not followed by `(`: the preprocessor's token watcher
///    sees the next token before Sema has built the expression; ptocc
///    reports the use and marks the builtin's declaration invalid, so Sema
///    builds no reference to it (no DeclRefExpr for an invalid declaration);
///  - typo correction to a builtin's name (`pto_vec_t a = pto_texp_f3;`):
///    the "did you mean" diagnostic precedes the recovery, so the suggested
///    builtin is marked invalid the same way when it is reported.
/// Builtins are the functions whose asm label is a `pto.*` IR name.
class BuiltinValueGuard : public clang::DiagnosticConsumer {
  clang::CompilerInstance &CI;
  std::unique_ptr<clang::DiagnosticConsumer> Inner;
  clang::Token Prev;
  bool HavePrev = false;
  bool PrevIsMemberName = false; ///< After `.`, `->` or `::`.
  llvm::DenseSet<clang::SourceLocation> Reported;
  unsigned DiagID;

  static bool isBuiltin(const clang::NamedDecl *D) {
    const auto *FD = dyn_cast_or_null<clang::FunctionDecl>(D);
    if (!FD)
      return false;
    const auto *A = FD->getAttr<clang::AsmLabelAttr>();
    return A && A->getLabel().starts_with("pto.");
  }

  void checkIdentifier(const clang::Token &Id) {
    if (!CI.hasSema() || PrevIsMemberName)
      return;
    clang::IdentifierInfo *II = Id.getIdentifierInfo();
    if (!II || !II->getName().contains("pto"))
      return;
    clang::Sema &S = CI.getSema();
    clang::Scope *Sc = S.getCurScope();
    if (!Sc)
      return;
    clang::LookupResult R(S, clang::DeclarationName(II), Id.getLocation(),
                          clang::Sema::LookupOrdinaryName);
    S.LookupName(R, Sc);
    for (clang::NamedDecl *D : R) {
      if (!isBuiltin(D))
        continue;
      if (Reported.insert(Id.getLocation()).second)
        CI.getDiagnostics().Report(Id.getLocation(), DiagID) << II->getName();
      D->setInvalidDecl();
    }
  }

public:
  BuiltinValueGuard(clang::CompilerInstance &CI,
                    std::unique_ptr<clang::DiagnosticConsumer> Inner)
      : CI(CI), Inner(std::move(Inner)) {
    DiagID = CI.getDiagnostics().getCustomDiagID(
        clang::DiagnosticsEngine::Error,
        "builtin '%0' can only be called: a tile builtin has no address");
  }

  /// "file:line:col: " of the last token the parser received, or "".
  std::string lastLocation(const clang::SourceManager &SM) const {
    if (!HavePrev || Prev.getLocation().isInvalid())
      return "";
    clang::PresumedLoc P =
        SM.getPresumedLoc(SM.getExpansionLoc(Prev.getLocation()));
    if (P.isInvalid())
      return "";
    return std::string(P.getFilename()) + ":" + std::to_string(P.getLine()) +
           ":" + std::to_string(P.getColumn()) + ": ";
  }

  /// Called by the preprocessor for every token the parser receives.
  void onToken(const clang::Token &T) {
    if (HavePrev && Prev.is(clang::tok::identifier) &&
        T.isNot(clang::tok::l_paren))
      checkIdentifier(Prev);
    PrevIsMemberName =
        HavePrev && Prev.isOneOf(clang::tok::period, clang::tok::arrow,
                                 clang::tok::coloncolon);
    Prev = T;
    HavePrev = true;
  }

  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    // A typo correction recovers with the name it suggests.
    if (Level >= clang::DiagnosticsEngine::Error && CI.hasASTContext())
      for (const clang::FixItHint &H : Info.getFixItHints()) {
        if (H.CodeToInsert.empty())
          continue;
        clang::ASTContext &Ctx = CI.getASTContext();
        clang::IdentifierInfo &II = Ctx.Idents.get(H.CodeToInsert);
        for (clang::NamedDecl *D :
             Ctx.getTranslationUnitDecl()->lookup(clang::DeclarationName(&II)))
          if (isBuiltin(D))
            D->setInvalidDecl();
      }
    Inner->HandleDiagnostic(Level, Info);
  }
  void BeginSourceFile(const clang::LangOptions &LO,
                       const clang::Preprocessor *PP) override {
    Inner->BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override { Inner->EndSourceFile(); }
  void finish() override { Inner->finish(); }
  void clear() override {
    DiagnosticConsumer::clear();
    Inner->clear();
  }
};

/// Reports LLVM diagnostics (IR passes, codegen, remarks) through clang's
/// DiagnosticsEngine, at the clang SourceLocation of their debug location:
/// the instruction's DebugLoc, else the function's DISubprogram line.
class ClangDiagHandler : public DiagnosticHandler {
  clang::CompilerInstance &CI;
  const Options &O;

public:
  ClangDiagHandler(clang::CompilerInstance &CI, const Options &O)
      : CI(CI), O(O) {}

  bool isAnalysisRemarkEnabled(StringRef PassName) const override {
    return O.RPassAnalysis && O.RPassAnalysis->match(PassName);
  }
  bool isMissedOptRemarkEnabled(StringRef PassName) const override {
    return O.RPassMissed && O.RPassMissed->match(PassName);
  }
  bool isPassedOptRemarkEnabled(StringRef PassName) const override {
    return O.RPass && O.RPass->match(PassName);
  }
  bool isAnyRemarkEnabled() const override {
    return O.RPass || O.RPassMissed || O.RPassAnalysis;
  }

  clang::SourceLocation translate(StringRef File, unsigned Line, unsigned Col) {
    clang::SourceManager &SM = CI.getSourceManager();
    auto FE = SM.getFileManager().getOptionalFileRef(File);
    if (!FE || Line == 0)
      return {};
    return SM.translateFileLineCol(*FE, Line, Col ? Col : 1);
  }

  /// DiagnosticInfoWithLocationBase has no classof: its subclasses do.
  static const DiagnosticInfoWithLocationBase *
  withLocation(const DiagnosticInfo &DI) {
    if (const auto *D = dyn_cast<DiagnosticInfoUnsupported>(&DI))
      return D;
    if (const auto *D = dyn_cast<DiagnosticInfoOptimizationBase>(&DI))
      return D;
    if (const auto *D = dyn_cast<DiagnosticInfoResourceLimit>(&DI))
      return D;
    if (const auto *D = dyn_cast<DiagnosticInfoGenericWithLoc>(&DI))
      return D;
    if (const auto *D = dyn_cast<DiagnosticInfoLegalizationFailure>(&DI))
      return D;
    return nullptr;
  }

  clang::SourceLocation locationOf(const DiagnosticInfo &DI) {
    if (const auto *G = dyn_cast<DiagnosticInfoGeneric>(&DI))
      if (const Instruction *I = G->getInstruction())
        if (const DebugLoc &DL = I->getDebugLoc()) {
          SmallString<256> Path(DL->getDirectory());
          sys::path::append(Path, DL->getFilename());
          return translate(Path, DL.getLine(), DL.getCol());
        }
    const DiagnosticInfoWithLocationBase *WL = withLocation(DI);
    if (!WL)
      return {};
    if (WL->isLocationAvailable()) {
      DiagnosticLocation L = WL->getLocation();
      clang::SourceLocation Loc =
          translate(L.getAbsolutePath(), L.getLine(), L.getColumn());
      if (Loc.isInvalid())
        Loc = translate(L.getRelativePath(), L.getLine(), L.getColumn());
      if (Loc.isValid())
        return Loc;
    }
    // Function-level diagnostics (capacity overflow, ...): the kernel line.
    if (const DISubprogram *SP = WL->getFunction().getSubprogram()) {
      SmallString<256> Path(SP->getDirectory());
      sys::path::append(Path, SP->getFilename());
      clang::SourceLocation Loc = translate(Path, SP->getLine(), 0);
      if (Loc.isInvalid())
        Loc = translate(SP->getFilename(), SP->getLine(), 0);
      return Loc;
    }
    return {};
  }

  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    clang::DiagnosticsEngine &Diags = CI.getDiagnostics();
    std::string Msg;
    raw_string_ostream OS(Msg);
    if (const auto *OR = dyn_cast<DiagnosticInfoOptimizationBase>(&DI)) {
      if (!OR->isEnabled())
        return true;
      OS << OR->getMsg();
      StringRef Flag =
          OR->getKind() == DK_OptimizationRemark ||
                  OR->getKind() == DK_MachineOptimizationRemark
              ? "-Rpass"
          : OR->getKind() == DK_OptimizationRemarkMissed ||
                  OR->getKind() == DK_MachineOptimizationRemarkMissed
              ? "-Rpass-missed"
              : "-Rpass-analysis";
      OS << " [" << Flag << "=" << OR->getPassName() << "]";
    } else if (const auto *U = dyn_cast<DiagnosticInfoUnsupported>(&DI)) {
      OS << U->getMessage();
    } else {
      DiagnosticPrinterRawOStream DP(OS);
      DI.print(DP);
    }
    clang::SourceLocation Loc = locationOf(DI);
    unsigned ID;
    switch (DI.getSeverity()) {
    case DS_Error:
      ID = Diags.getCustomDiagID(clang::DiagnosticsEngine::Error, "%0");
      break;
    case DS_Warning:
      ID = Diags.getCustomDiagID(clang::DiagnosticsEngine::Warning, "%0");
      break;
    case DS_Remark:
      ID = Diags.getCustomDiagID(clang::DiagnosticsEngine::Remark, "%0");
      break;
    case DS_Note:
    default:
      ID = Diags.getCustomDiagID(clang::DiagnosticsEngine::Note, "%0");
      break;
    }
    // Without a source location, say which function it is about.
    if (Loc.isInvalid())
      if (const DiagnosticInfoWithLocationBase *WL = withLocation(DI))
        Msg = "in function '" + WL->getFunction().getName().str() + "': " + Msg;
    Diags.Report(Loc, ID) << Msg;
    return true;
  }
};

/// `__attribute__((annotate("pto_kernel")))` (the __pto_kernel marker of
/// <pto.h>) reaches IR only as an llvm.global.annotations entry. Give each
/// annotated function the "pto.kernel" attribute the backend expects and
/// drop the annotation table (and the strings only it used).
void markKernels(Module &M) {
  GlobalVariable *GA = M.getGlobalVariable("llvm.global.annotations");
  if (!GA || !GA->hasInitializer())
    return;
  auto *Arr = dyn_cast<ConstantArray>(GA->getInitializer());
  SmallVector<Constant *, 8> Keep;
  SmallSetVector<GlobalVariable *, 8> Strings;
  if (Arr) {
    for (Value *Op : Arr->operands()) {
      auto *Entry = cast<ConstantStruct>(Op);
      auto *F = dyn_cast<Function>(Entry->getOperand(0)->stripPointerCasts());
      auto *StrGV =
          dyn_cast<GlobalVariable>(Entry->getOperand(1)->stripPointerCasts());
      auto *Str = StrGV && StrGV->hasInitializer()
                      ? dyn_cast<ConstantDataArray>(StrGV->getInitializer())
                      : nullptr;
      if (F && Str && Str->isCString() && Str->getAsCString() == "pto_kernel") {
        F->addFnAttr("pto.kernel");
        Strings.insert(StrGV);
        for (unsigned I = 2; I < Entry->getNumOperands(); ++I)
          if (auto *G = dyn_cast<GlobalVariable>(
                  Entry->getOperand(I)->stripPointerCasts()))
            Strings.insert(G);
        continue;
      }
      Keep.push_back(Entry);
    }
  }
  if (Keep.empty()) {
    GA->eraseFromParent();
  } else if (Arr && Keep.size() != Arr->getNumOperands()) {
    auto *Ty = ArrayType::get(Arr->getType()->getElementType(), Keep.size());
    auto *NewGA = new GlobalVariable(M, Ty, GA->isConstant(), GA->getLinkage(),
                                     ConstantArray::get(Ty, Keep), "", GA);
    NewGA->setSection(GA->getSection());
    NewGA->takeName(GA);
    GA->eraseFromParent();
  }
  // Every kernel's entry names the same "pto_kernel" string (and may share
  // the file name string): visit each global once, and never look at one
  // after erasing it (getParent() of an erased global read freed memory).
  for (GlobalVariable *G : Strings)
    G->removeDeadConstantUsers();
  for (GlobalVariable *G : Strings)
    if (G->use_empty() && G->hasLocalLinkage())
      G->eraseFromParent();
}

/// True if F passes tiles across its interface or calls a tile builtin.
bool usesTiles(const Function &F) {
  auto IsTile = [](const Type *Ty) {
    return ptocc::isTileType(Ty) || ptocc::holdsTiles(Ty);
  };
  if (IsTile(F.getReturnType()) ||
      any_of(F.args(), [&](const Argument &A) { return IsTile(A.getType()); }))
    return true;
  for (const Instruction &I : instructions(F))
    if (const auto *CB = dyn_cast<CallBase>(&I))
      if (const Function *Callee = CB->getCalledFunction())
        if (Callee->getName().starts_with("pto."))
          return true;
  return false;
}

/// Marks always_inline the functions that take or return tiles or call tile
/// builtins, and the functions calling them (not the kernels, unless called
/// themselves): tiles are
/// SSA values of one kernel (its tile memory is allocated per function), so
/// such helpers are inlined into the kernel at every -O level, by the
/// always-inliner at -O0. Their noinline and optnone go: clang gives them to
/// every function at -O0, and a helper kept apart would allocate its tiles
/// over the caller's live ones.
SmallSetVector<Function *, 8> collectTileHelpers(Module &M) {
  SmallSetVector<Function *, 8> Helpers;
  // A kernel called from another function is inlined there too (at -O2
  // the inliner would do it; at -O0 its tiles would be placed over the
  // caller's).
  auto IsCalled = [](const Function &F) {
    return any_of(F.users(), [&](const User *U) {
      const auto *CB = dyn_cast<CallBase>(U);
      return CB && CB->getCalledFunction() == &F;
    });
  };
  for (Function &F : M)
    if (!F.isDeclaration() && usesTiles(F) &&
        (!F.hasFnAttribute("pto.kernel") || IsCalled(F)))
      Helpers.insert(&F);
  for (unsigned I = 0; I < Helpers.size(); ++I)
    for (User *U : Helpers[I]->users())
      if (auto *CB = dyn_cast<CallBase>(U)) {
        Function *Caller = CB->getFunction();
        if (CB->getCalledFunction() == Helpers[I] &&
            !Caller->hasFnAttribute("pto.kernel"))
          Helpers.insert(Caller);
      }
  return Helpers;
}

void markTileHelpers(Module &M) {
  for (Function *F : collectTileHelpers(M)) {
    F->removeFnAttr(Attribute::NoInline);
    F->removeFnAttr(Attribute::OptimizeNone);
    F->addFnAttr(Attribute::AlwaysInline);
  }
}

/// Issue 13 (F): the tile helpers (collectTileHelpers) must be inlined
/// into the kernel at every -O level; where that is impossible -- a helper
/// on a call cycle, or one whose address is taken -- this is an error at the
/// call or the use (not the later, vaguer "tiles cannot cross function
/// boundaries", at -O0 only). One error per cycle and per helper. False if
/// an error was reported.
bool checkTileHelpers(Module &M) {
  SmallPtrSet<const Function *, 8> Helpers;
  for (Function *F : collectTileHelpers(M))
    Helpers.insert(F);
  if (Helpers.empty())
    return true;
  LLVMContext &Ctx = M.getContext();
  bool OK = true;
  auto Report = [&](const Function &F, const Twine &Msg, DebugLoc DL) {
    Ctx.diagnose(DiagnosticInfoUnsupported(F, Msg, DL, DS_Error));
    OK = false;
  };
  const char *Why = "functions that take, return or use tiles are inlined "
                    "into the kernel";
  // Only in llvm.global.annotations (the kernel marker, before markKernels
  // turns it into an attribute).
  std::function<bool(const User *)> InAnnotations = [&](const User *U) {
    if (const auto *G = dyn_cast<GlobalVariable>(U))
      return G->getName() == "llvm.global.annotations";
    return isa<Constant>(U) && !isa<GlobalValue>(U) && !U->use_empty() &&
           all_of(U->users(), InAnnotations);
  };
  // Address taken: any use but as the callee of a direct call.
  for (const Function *F : Helpers)
    for (const Use &U : F->uses()) {
      const auto *CB = dyn_cast<CallBase>(U.getUser());
      if ((CB && CB->isCallee(&U)) || InAnnotations(U.getUser()))
        continue;
      const auto *I = dyn_cast<Instruction>(U.getUser());
      Report(I ? *I->getFunction() : *F,
             "the address of tile helper '" + F->getName() + "' is taken; " +
                 Why + ", so they can only be called directly",
             I ? I->getDebugLoc() : DebugLoc());
      break;
    }
  // Recursion: a call cycle through a helper (Tarjan's SCCs of the call
  // graph, linear).
  CallGraph CG(M);
  for (scc_iterator<CallGraph *> I = scc_begin(&CG); !I.isAtEnd(); ++I) {
    if (!I.hasCycle())
      continue;
    SmallPtrSet<const Function *, 4> SCC;
    for (CallGraphNode *N : *I)
      if (const Function *F = N->getFunction())
        SCC.insert(F);
    if (none_of(SCC, [&](const Function *F) { return Helpers.count(F); }))
      continue;
    // The first call of the cycle, in a helper, for the location (in the
    // module's order: deterministic).
    const CallBase *At = nullptr;
    for (const Function &FR : M) {
      const Function *F = &FR;
      if (!SCC.count(F) || !Helpers.count(F))
        continue;
      for (const Instruction &Inst : instructions(*F))
        if (const auto *CB = dyn_cast<CallBase>(&Inst))
          if (SCC.count(CB->getCalledFunction())) {
            At = CB;
            break;
          }
      if (At)
        break;
    }
    if (!At)
      continue;
    Report(*At->getFunction(),
           "tile helper '" + At->getFunction()->getName() + "' is recursive (" +
               (At->getCalledFunction() == At->getFunction()
                    ? Twine("it calls itself")
                    : "it calls '" + At->getCalledFunction()->getName() +
                          "', which calls it back") +
               "); " + Why +
               ", and a recursive one cannot be: write the "
               "recursion as a loop",
           At->getDebugLoc());
  }
  return OK;
}

/// checkTileHelpers first in the pipeline clang runs after its code
/// generation (at -O1..-O3 clang's own pipeline already inlines, and
/// tail-recursion elimination would hide a recursive helper at -O2 only).
struct TileHelperCheckPass : PassInfoMixin<TileHelperCheckPass> {
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    checkTileHelpers(M);
    return PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};

/// ptocc's own path (for -### and the headers next to it).
std::string mainExecutable(const char *Argv0) {
  return sys::fs::getMainExecutable(Argv0,
                                    reinterpret_cast<void *>(&markKernels));
}

std::string exeDir(const char *Argv0) {
  return std::string(sys::path::parent_path(mainExecutable(Argv0)));
}

/// `Path` with its extension replaced by `Ext` (".d", ".json", ...).
std::string withExtension(StringRef Path, StringRef Ext) {
  SmallString<128> P(Path);
  sys::path::replace_extension(P, Ext);
  return std::string(P);
}

/// One input's compile: the file names it reads and writes, then the
/// frontend, LLVM's pipeline and the pto backend in this process.
class Compilation {
  const Options &O;
  std::string Input;
  std::string Argv0;
  std::string Lang;
  /// The output of the action (empty: none; "-": stdout).
  std::string OutName;
  /// -MD/-MMD/-M/-MM: the make rule's file ("-": stdout) and targets.
  std::string DepFile;
  std::vector<std::string> DepTargets;
  /// -save-temps: <dir>/<stem> of the kept files.
  std::string TempBase;
  /// Files this compile writes, removed again if it fails (as clang's
  /// driver removes a failed job's results: no stale output survives).
  std::vector<std::string> Results;

  std::string stem() const {
    return std::string(sys::path::stem(Input == "-" ? "-.c" : Input));
  }
  std::string defaultOutput() const;
  std::vector<std::string> cc1Args(ArrayRef<std::string> Extra) const;
  bool runFrontend(clang::FrontendAction &Act, ArrayRef<std::string> Extra,
                   std::unique_ptr<clang::CompilerInstance> *KeepCI = nullptr);
  bool compile();
  bool writeFile(StringRef Name, StringRef Data, bool Text);

public:
  Compilation(const Options &O, StringRef Input, StringRef Argv0);
  /// -###: the commands, quoted as clang prints them.
  void printCommands(raw_ostream &OS) const;
  /// Runs the action; false (and nothing left written) on an error.
  bool run();
  /// Removes what this compile wrote (and an older output of that name).
  void discardOutputs();
};

Compilation::Compilation(const Options &O, StringRef Input, StringRef Argv0)
    : O(O), Input(Input), Argv0(Argv0), Lang(O.languageOf(Input)) {
  switch (O.Action) {
  case ptocc::Mode::Compile:
    OutName = O.OutputFile.empty() ? defaultOutput() : O.OutputFile;
    break;
  case ptocc::Mode::Preprocess:
    OutName = O.OutputFile.empty() ? "-" : O.OutputFile;
    break;
  case ptocc::Mode::DepsOnly:
  case ptocc::Mode::SyntaxOnly:
    break;
  }
  // The make rule: -M/-MM print it (to -MF, else -o, else stdout); -MD/-MMD
  // write it next to the output (-MF overrides).
  if (O.Action == ptocc::Mode::DepsOnly)
    DepFile = !O.DepFile.empty()      ? O.DepFile
              : !O.OutputFile.empty() ? O.OutputFile
                                      : "-";
  else if (O.DepFileWithCompile && O.Action == ptocc::Mode::Compile)
    DepFile = !O.DepFile.empty() ? O.DepFile
              : OutName != "-"   ? withExtension(OutName, ".d")
                                 : stem() + ".d";
  if (!DepFile.empty()) {
    DepTargets = O.DepTargets;
    if (DepTargets.empty())
      DepTargets.push_back(O.Action == ptocc::Mode::Compile && OutName != "-"
                               ? OutName
                               : stem() + ".o");
  }
  if (O.Temps != ptocc::SaveTemps::None) {
    SmallString<128> Base;
    if (O.Temps == ptocc::SaveTemps::Obj && !OutName.empty() && OutName != "-")
      Base = sys::path::parent_path(OutName);
    sys::path::append(Base, stem());
    TempBase = std::string(Base);
  }
}

std::string Compilation::defaultOutput() const {
  const char *Ext = ".o";
  switch (O.outputKind()) {
  case ptocc::Output::Asm:
    Ext = ".s";
    break;
  case ptocc::Output::Obj:
    Ext = ".o";
    break;
  case ptocc::Output::IRText:
    Ext = ".ll";
    break;
  case ptocc::Output::IRBitcode:
    Ext = ".bc";
    break;
  }
  return stem() + Ext;
}

std::vector<std::string>
Compilation::cc1Args(ArrayRef<std::string> Extra) const {
  // The headers: ptocc's own (<pto.h>, generated <pto_builtins.h>) and
  // clang's (stdint.h, ...), never the host's system headers.
  std::string Dir = exeDir(Argv0.c_str());
  SmallString<256> PTOInclude(Dir);
  sys::path::append(PTOInclude, "..", "lib", "ptocc", "include");
  sys::path::remove_dots(PTOInclude, /*remove_dot_dot=*/true);
  std::string Res = PTOCC_CLANG_RESOURCE_DIR;
  SmallString<256> ResInclude(Res);
  sys::path::append(ResInclude, "include");

  std::vector<std::string> Args = {
      "-triple",
      PTOTriple,
      "-target-cpu",
      O.CPU,
      "-O" + std::to_string(O.OptLevel),
      "-resource-dir",
      Res,
      "-nostdsysteminc",
      "-internal-isystem",
      std::string(PTOInclude),
      "-internal-isystem",
      std::string(ResInclude),
      "-mrelocation-model",
      "static",
      "-fno-rtti",
      "-main-file-name",
      std::string(sys::path::filename(Input)),
  };
  if (O.OptLevel == 0)
    Args.push_back("-disable-O0-optnone"); // ptocc runs SROA at -O0
  if (O.Debug) {
    Args.push_back("-debug-info-kind=line-tables-only");
    Args.push_back("-dwarf-version=5");
    // DW_AT_comp_dir and the line table's directory 0, as clang's driver
    // passes them.
    SmallString<256> CWD;
    if (!sys::fs::current_path(CWD))
      Args.push_back("-fdebug-compilation-dir=" + std::string(CWD));
  }
  if (errs().has_colors())
    Args.push_back("-fcolor-diagnostics");
  if (!DepFile.empty()) {
    Args.push_back("-dependency-file");
    Args.push_back(DepFile);
    for (const std::string &T : DepTargets) {
      Args.push_back("-MT");
      Args.push_back(T);
    }
    if (O.DepSystemHeaders)
      Args.push_back("-sys-header-deps");
    if (O.DepPhonyTargets)
      Args.push_back("-MP");
  }
  Args.insert(Args.end(), O.CC1.begin(), O.CC1.end());
  Args.insert(Args.end(), Extra.begin(), Extra.end());
  Args.push_back("-x");
  Args.push_back(Lang);
  Args.push_back(Input);
  return Args;
}

void Compilation::printCommands(raw_ostream &OS) const {
  OS << " \"" << mainExecutable(Argv0.c_str()) << "\" \"-cc1\"";
  std::vector<std::string> Extra;
  if (!OutName.empty()) {
    Extra.push_back("-o");
    Extra.push_back(OutName);
  }
  for (const std::string &A : cc1Args(Extra))
    OS << " \"" << A << "\"";
  OS << "\n";
  if (O.Action == ptocc::Mode::Compile)
    OS << " # in the same process: LLVM's -O" << O.OptLevel
       << " pipeline and the pto backend (-mcpu=" << O.CPU << ") -> " << OutName
       << "\n";
}

bool Compilation::writeFile(StringRef Name, StringRef Data, bool Text) {
  std::error_code EC;
  ToolOutputFile Out(Name, EC, Text ? sys::fs::OF_Text : sys::fs::OF_None);
  if (EC) {
    errs() << "ptocc: error: cannot open '" << Name << "': " << EC.message()
           << "\n";
    return false;
  }
  Out.os() << Data;
  Out.keep();
  if (Name != "-")
    Results.push_back(std::string(Name));
  return true;
}

/// Runs one clang frontend action on the input with the pto TargetInfo.
/// CompilerInstance::ExecuteAction would call createTarget(), which only
/// knows in-tree triples, so the action is driven by hand with the target
/// set-up createTarget() does. Keeps the CompilerInstance in *KeepCI (for
/// the backend's diagnostics) when asked.
bool Compilation::runFrontend(
    clang::FrontendAction &Act, ArrayRef<std::string> Extra,
    std::unique_ptr<clang::CompilerInstance> *KeepCI) {
  llvm::TimeTraceScope Scope("Frontend", Input);
  std::vector<std::string> Args = cc1Args(Extra);
  std::vector<const char *> CArgs;
  for (const std::string &A : Args)
    CArgs.push_back(A.c_str());
  if (O.Verbose) {
    errs() << "ptocc: clang -cc1";
    for (const char *A : CArgs)
      errs() << " " << A;
    errs() << "\n";
  }

  clang::DiagnosticOptions ArgDiagOpts;
  auto *ArgPrinter = new clang::TextDiagnosticPrinter(errs(), ArgDiagOpts);
  clang::DiagnosticsEngine ArgDiags(clang::DiagnosticIDs::create(), ArgDiagOpts,
                                    ArgPrinter);
  auto Inv = std::make_shared<clang::CompilerInvocation>();
  if (!clang::CompilerInvocation::CreateFromArgs(*Inv, CArgs, ArgDiags,
                                                 Argv0.c_str()))
    return false;
  // Locations for backend diagnostics and -Rpass without -g: the IR gets
  // DILocations, but no debug sections are emitted.
  if (!O.Debug)
    Inv->getCodeGenOpts().setDebugInfo(llvm::codegenoptions::LocTrackingOnly);
  // The names of C variables, for the backend's diagnostics: first in the
  // pipeline clang runs after its code generation, before SROA.
  Inv->getCodeGenOpts().PassBuilderCallbacks.push_back([](PassBuilder &PB) {
    PB.registerPipelineStartEPCallback(
        [](ModulePassManager &MPM, OptimizationLevel) {
          MPM.addPass(ptocc::SourceNamesPass());
          MPM.addPass(TileHelperCheckPass());
        });
  });

  auto CI = std::make_unique<clang::CompilerInstance>(Inv);
  CI->createVirtualFileSystem();
  CI->createDiagnostics();
  if (!CI->hasDiagnostics())
    return false;
  if (!Act.PrepareToExecute(*CI))
    return false;
  CI->setTarget(clang::targets::PTOTargetInfo::create(CI->getDiagnostics(),
                                                      CI->getTargetOpts()));
  if (!CI->hasTarget())
    return false;
  CI->getTarget().adjust(CI->getDiagnostics(), CI->getLangOpts(),
                         /*Aux=*/nullptr);

  const clang::FrontendInputFile &In = CI->getFrontendOpts().Inputs[0];
  // The guard wraps the diagnostic printer (ownership moves to it).
  BuiltinValueGuard *Guard = nullptr;
  {
    clang::DiagnosticsEngine &Diags = CI->getDiagnostics();
    if (std::unique_ptr<clang::DiagnosticConsumer> Printer =
            Diags.takeClient()) {
      Guard = new BuiltinValueGuard(*CI, std::move(Printer));
      Diags.setClient(Guard, /*ShouldOwnClient=*/true);
    }
  }
  if (Act.BeginSourceFile(*CI, In)) {
    if (Guard)
      CI->getPreprocessor().setTokenWatcher(
          [Guard](const clang::Token &T) { Guard->onToken(T); });
    // Any other crash of clang's frontend (the same Sema bug reached with a
    // user's function, docs/ptocc.md) ends in an error at the last token
    // the parser read, not a signal. Its state is then unusable: exit.
    CrashRecoveryContext::Enable();
    CrashRecoveryContext CRC;
    if (!CRC.RunSafely([&] {
          if (Error E = Act.Execute())
            consumeError(std::move(E));
        })) {
      errs() << (Guard ? Guard->lastLocation(CI->getSourceManager()) : "")
             << "error: clang's frontend crashed at this token (a clang 22 "
                "bug; an implicit conversion of a function to a tile "
                "handle is one, write '&f' or fix the types)\n";
      errs().flush();
      for (const std::string &R : Results)
        sys::fs::remove(R);
      std::_Exit(1);
    }
    Act.EndSourceFile();
  }
  bool OK = !CI->getDiagnostics().hasErrorOccurred();
  if (KeepCI)
    *KeepCI = std::move(CI);
  return OK;
}

bool Compilation::run() {
  bool OK = false;
  {
    llvm::TimeTraceScope Scope("ExecuteCompiler", Input);
    // The make rule is written by the preprocessor of the main action.
    if (!DepFile.empty() && DepFile != "-")
      Results.push_back(DepFile);
    switch (O.Action) {
    case ptocc::Mode::Preprocess: {
      clang::PrintPreprocessedAction Act;
      OK = runFrontend(Act, {"-E", "-o", OutName});
      if (OutName != "-")
        Results.push_back(OutName);
      break;
    }
    case ptocc::Mode::DepsOnly: {
      clang::PreprocessOnlyAction Act;
      OK = runFrontend(Act, {});
      break;
    }
    case ptocc::Mode::SyntaxOnly: {
      clang::SyntaxOnlyAction Act;
      OK = runFrontend(Act, {});
      break;
    }
    case ptocc::Mode::Compile:
      OK = compile();
      break;
    }
  }
  if (!OK)
    discardOutputs();
  return OK;
}

void Compilation::discardOutputs() {
  for (const std::string &R : Results)
    sys::fs::remove(R);
  // An output of an earlier build does not survive a failed one.
  if (!OutName.empty() && OutName != "-")
    sys::fs::remove(OutName);
}

bool Compilation::compile() {
  if (!TempBase.empty()) {
    // -save-temps: the preprocessed source first (its own frontend run; the
    // compile below reads the original, with the same result).
    clang::PrintPreprocessedAction PP;
    std::string IFile = TempBase + (Lang == "c++" ? ".ii" : ".i");
    if (!runFrontend(PP, {"-E", "-o", IFile}))
      return false;
    Results.push_back(IFile);
  }

  LLVMContext Ctx;
  std::unique_ptr<clang::CompilerInstance> CI;
  std::unique_ptr<Module> M;
  {
    Timer FrontendTimer("frontend", "Clang front-end time", ptoccTimerGroup());
    if (O.TimeReport)
      FrontendTimer.startTimer();
    clang::EmitLLVMOnlyAction Act(&Ctx);
    bool OK = runFrontend(Act, {}, &CI);
    if (O.TimeReport)
      FrontendTimer.stopTimer();
    M = Act.takeModule();
    if (!OK || !M)
      return false;
  }

  // The backend.
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(M->getTargetTriple(), Err);
  if (!T) {
    errs() << "ptocc: error: " << Err << "\n";
    return false;
  }
  TargetOptions TO;
  CodeGenOptLevel CGOpt = O.OptLevel == 0   ? CodeGenOptLevel::None
                          : O.OptLevel == 1 ? CodeGenOptLevel::Less
                          : O.OptLevel == 2 ? CodeGenOptLevel::Default
                                            : CodeGenOptLevel::Aggressive;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      M->getTargetTriple(), O.CPU, "", TO, Reloc::Static, std::nullopt, CGOpt));
  if (!TM) {
    errs() << "ptocc: error: cannot create the pto target machine\n";
    return false;
  }
  if (M->getDataLayout() != TM->createDataLayout()) {
    errs() << "ptocc: error: clang's DataLayout '"
           << M->getDataLayout().getStringRepresentation()
           << "' differs from the backend's '"
           << TM->createDataLayout().getStringRepresentation() << "'\n";
    return false;
  }

  Ctx.setDiagnosticHandler(std::make_unique<ClangDiagHandler>(*CI, O));
  // EndSourceFile() closed the diagnostic client; reopen it (without a
  // preprocessor) for the backend's diagnostics.
  CI->getDiagnosticClient().BeginSourceFile(CI->getLangOpts());
  scope_exit CloseDiags([&] { CI->getDiagnosticClient().EndSourceFile(); });

  // -fsave-optimization-record: every remark of the pipeline and the
  // backend, whatever -Rpass selects, to <output>.opt.yaml.
  LLVMRemarkFileHandle RemarksFile;
  if (O.SaveOptRecord) {
    std::string Name = O.OptRecordFile;
    if (Name.empty()) {
      std::string Base = OutName != "-" ? OutName : stem() + ".o";
      Name = withExtension(
          Base, O.OptRecordFormat == "yaml" ? ".opt.yaml" : ".opt.bitstream");
    }
    Expected<LLVMRemarkFileHandle> R = setupLLVMOptimizationRemarks(
        Ctx, Name, O.OptRecordPasses, O.OptRecordFormat,
        /*RemarksWithHotness=*/false);
    if (!R) {
      errs() << "ptocc: error: cannot write the optimization record '" << Name
             << "': " << toString(R.takeError()) << "\n";
      return false;
    }
    RemarksFile = std::move(*R);
    Results.push_back(Name);
  }

  markKernels(*M);
  markTileHelpers(*M);
  if (!TempBase.empty()) {
    // -save-temps: the IR the pipeline starts from, as clang keeps it.
    SmallString<0> BC;
    raw_svector_ostream BOS(BC);
    WriteBitcodeToFile(*M, BOS);
    if (!writeFile(TempBase + ".bc", BC, /*Text=*/false))
      return false;
  }

  // LLVM's pipeline at the -O level. At -O0 too, tiles must be SSA values:
  // the O0 pipeline (always-inliner for <pto.h>'s wrappers and the tile
  // helpers markTileHelpers marked) is followed by SROA, which promotes the
  // allocas clang made for local tile variables, TileArrayUnroll for arrays
  // of tiles indexed by a loop variable, and InstSimplify, which folds the
  // element bits of constant scalars. TileArrayUnroll runs at -O1..-O3 too
  // (at their end: -O1 does not unroll loops).
  {
    llvm::TimeTraceScope Scope("Optimizer");
    LoopAnalysisManager LAM;
    FunctionAnalysisManager FAM;
    CGSCCAnalysisManager CGAM;
    ModuleAnalysisManager MAM;
    // Set here: clang's cc1 argument parsing resets it.
    if (O.TimeReport)
      TimePassesIsEnabled = true;
    PassInstrumentationCallbacks PIC;
    // -ftime-report's per-pass timers and -ftime-trace's pass scopes.
    StandardInstrumentations SI(Ctx, /*DebugLogging=*/false);
    SI.registerCallbacks(PIC, &MAM);
    PipelineTuningOptions PTO;
    PTO.LoopUnrolling = O.OptLevel >= 2;
    PTO.LoopVectorization = false; // no vector registers on the scalar unit
    PTO.SLPVectorization = false;
    PassBuilder PB(TM.get(), PTO, std::nullopt, &PIC);
    FAM.registerPass([&] { return PB.buildDefaultAAPipeline(); });
    PB.registerModuleAnalyses(MAM);
    PB.registerCGSCCAnalyses(CGAM);
    PB.registerFunctionAnalyses(FAM);
    PB.registerLoopAnalyses(LAM);
    PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
    ModulePassManager MPM;
    if (O.OptLevel == 0) {
      MPM = PB.buildO0DefaultPipeline(OptimizationLevel::O0);
      FunctionPassManager FPM;
      FPM.addPass(SROAPass(SROAOptions::ModifyCFG));
      FPM.addPass(ptocc::TileArrayUnrollPass());
      FPM.addPass(InstSimplifyPass()); // element bits of constant scalars
      MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
    } else {
      OptimizationLevel L = O.OptLevel == 1   ? OptimizationLevel::O1
                            : O.OptLevel == 2 ? OptimizationLevel::O2
                                              : OptimizationLevel::O3;
      PB.registerScalarOptimizerLateEPCallback(
          [](FunctionPassManager &FPM, OptimizationLevel) {
            FPM.addPass(ptocc::TileArrayUnrollPass());
          });
      MPM = PB.buildPerModuleDefaultPipeline(L);
    }
    MPM.addPass(VerifierPass());
    MPM.run(*M, MAM);
    if (O.TimeReport) {
      SI.getTimePasses().setOutStream(errs());
      SI.getTimePasses().print();
    }
  }
  if (CI->getDiagnostics().hasErrorOccurred())
    return false;

  ptocc::Output Kind = O.outputKind();
  // Everything is produced into a buffer first: nothing is written (not
  // even to stdout) when codegen reports an error.
  auto Emit = [&](CodeGenFileType FT, SmallString<0> &Buffer) {
    llvm::TimeTraceScope Scope("CodeGen");
    raw_svector_ostream BOS(Buffer);
    legacy::PassManager CG;
    CG.add(createTargetTransformInfoWrapperPass(TM->getTargetIRAnalysis()));
    if (TM->addPassesToEmitFile(CG, BOS, nullptr, FT)) {
      errs() << "ptocc: error: the pto target cannot emit this file type\n";
      return false;
    }
    CG.run(*M);
    return !CI->getDiagnostics().hasErrorOccurred();
  };
  SmallString<0> Buffer;
  if (Kind == ptocc::Output::IRText) {
    raw_svector_ostream BOS(Buffer);
    M->print(BOS, nullptr);
  } else if (Kind == ptocc::Output::IRBitcode) {
    raw_svector_ostream BOS(Buffer);
    WriteBitcodeToFile(*M, BOS);
  } else if (Kind == ptocc::Output::Obj && !TempBase.empty()) {
    // -save-temps keeps the assembly too: one codegen run to assembly, the
    // object from the same module (codegen does not change the IR).
    SmallString<0> Asm;
    if (!Emit(CodeGenFileType::AssemblyFile, Asm) ||
        !writeFile(TempBase + ".s", Asm, /*Text=*/true))
      return false;
    if (!Emit(CodeGenFileType::ObjectFile, Buffer))
      return false;
  } else {
    if (!Emit(Kind == ptocc::Output::Asm ? CodeGenFileType::AssemblyFile
                                         : CodeGenFileType::ObjectFile,
              Buffer))
      return false;
  }
  if (CI->getDiagnostics().hasErrorOccurred())
    return false;
  if (RemarksFile)
    RemarksFile->keep();
  return writeFile(OutName, Buffer,
                   Kind == ptocc::Output::IRText || Kind == ptocc::Output::Asm);
}

/// -ftime-trace: the trace file of one input ("-ftime-trace=" names a file
/// or a directory; without it, next to the output).
std::string timeTraceFile(const Options &O, StringRef Input) {
  std::string Stem(sys::path::stem(Input));
  if (!O.TimeTracePath.empty()) {
    if (sys::fs::is_directory(O.TimeTracePath) ||
        StringRef(O.TimeTracePath).ends_with("/")) {
      SmallString<128> P(O.TimeTracePath);
      sys::path::append(P, Stem + ".json");
      return std::string(P);
    }
    return O.TimeTracePath;
  }
  if (!O.OutputFile.empty() && O.OutputFile != "-")
    return withExtension(O.OutputFile, ".json");
  return Stem + ".json";
}

void printVersion(raw_ostream &OS) {
  OS << "ptocc (llvm-pto " PTOCC_VERSION ")\n"
     << clang::getClangFullVersion() << "\n"
     << "Target: " << PTOTriple << "\n";
}

} // namespace

int main(int Argc, char **Argv) {
  InitLLVM X(Argc, Argv);
  LLVMInitializePTOTargetInfo();
  LLVMInitializePTOTargetMC();
  LLVMInitializePTOTarget();
  LLVMInitializePTOAsmPrinter();
  // The legacy codegen passes, as llc initializes them (the pto target, a
  // plugin for llc, relies on that).
  PassRegistry &Registry = *PassRegistry::getPassRegistry();
  initializeCore(Registry);
  initializeCodeGen(Registry);
  initializeGlobalISel(Registry);
  initializeTarget(Registry);
  initializeScalarOpts(Registry);
  initializeVectorization(Registry);
  initializeTransformUtils(Registry);
  initializeAnalysis(Registry);

  Options O;
  if (!ptocc::parseOptions(ArrayRef<const char *>(Argv + 1, Argc - 1), O,
                           errs()))
    return 1;
  if (O.Help) {
    ptocc::printUsage(outs());
    return 0;
  }
  if (O.Version || O.Verbose || O.PrintOnly)
    printVersion(O.Version ? outs() : errs());
  if (O.Inputs.empty())
    return 0;
  if (O.PrintOnly) {
    for (const std::string &In : O.Inputs)
      Compilation(O, In, Argv[0]).printCommands(errs());
    return 0;
  }
  if (!O.MLLVM.empty()) {
    std::vector<const char *> A = {"ptocc (LLVM option parsing)"};
    for (const std::string &S : O.MLLVM)
      A.push_back(S.c_str());
    cl::ParseCommandLineOptions(A.size(), A.data());
  }
  // -ftime-report: the frontend's timer and every pass's (legacy and new
  // pass manager; TimePassesIsEnabled is set after the frontend, whose
  // argument parsing resets it). clang's cc1 -ftime-report is not used: it
  // needs the frontend timers CompilerInstance::ExecuteAction makes.

  int Status = 0;
  for (const std::string &In : O.Inputs) {
    if (O.TimeTrace)
      timeTraceProfilerInitialize(O.TimeTraceGranularity, "ptocc");
    Compilation C(O, In, Argv[0]);
    bool OK = C.run();
    if (O.TimeTrace) {
      std::string Trace = timeTraceFile(O, In);
      if (OK)
        if (Error E = timeTraceProfilerWrite(Trace, Trace)) {
          errs() << "ptocc: error: cannot write the time trace '" << Trace
                 << "': " << toString(std::move(E)) << "\n";
          OK = false;
          C.discardOutputs();
        }
      timeTraceProfilerCleanup();
    }
    if (!OK)
      Status = 1;
  }
  if (O.TimeReport)
    reportAndResetTimings(&errs());
  return Status;
}
