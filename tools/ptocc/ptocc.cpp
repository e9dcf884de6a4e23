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
#include "clang/CodeGen/CodeGenAction.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"

#include "Targets/PTO.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/InitializePasses.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/PassRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
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

enum class Output { Asm, Obj, IRText, IRBitcode };

struct Options {
  std::string Input, OutputFile, CPU = "a3", Lang;
  unsigned OptLevel = 0;
  bool S = false, C = false, EmitLLVM = false, Debug = false;
  std::vector<std::string> CC1; // -I/-D/-U/-W/-f/-std pass-through
  std::optional<Regex> RPass, RPassMissed, RPassAnalysis;
  bool Verbose = false;
};

void usage(raw_ostream &OS) {
  OS << "OVERVIEW: ptocc - C/C++ kernel compiler for the pto tile target\n\n"
        "USAGE: ptocc [options] <kernel.c|kernel.cpp>\n\n"
        "  -S                 emit assembly (with -emit-llvm: textual IR)\n"
        "  -c                 emit an object file (with -emit-llvm: bitcode)\n"
        "  -emit-llvm         emit LLVM IR after the optimization pipeline\n"
        "  -o <file>          output file ('-' for stdout)\n"
        "  -O0 -O1 -O2 -O3    optimization level (default -O0)\n"
        "  -mcpu=<a3|a5>      subtarget (default a3)\n"
        "  -I <dir> -D <m>[=v] -U <m>   preprocessor\n"
        "  -g, -gline-tables-only       line-table debug info\n"
        "  -Rpass=<regex> -Rpass-missed=<regex> -Rpass-analysis=<regex>\n"
        "  -x <c|c++> -std=<std> -W<warning> -w -f<flag>   passed to clang\n"
        "  -mllvm <opt>       LLVM option (e.g. -mllvm -pto-planner=exact)\n";
}

bool takeRegex(StringRef Arg, StringRef Flag, std::optional<Regex> &R) {
  if (!Arg.consume_front(Flag))
    return false;
  R.emplace(Arg);
  std::string Err;
  if (!R->isValid(Err)) {
    errs() << "ptocc: error: invalid regular expression '" << Arg << "' in "
           << Flag << ": " << Err << "\n";
    exit(1);
  }
  return true;
}

Options parseArgs(int Argc, char **Argv, std::vector<const char *> &MLLVM) {
  Options O;
  auto Need = [&](int &I) -> const char * {
    if (I + 1 >= Argc) {
      errs() << "ptocc: error: argument to '" << Argv[I] << "' is missing\n";
      exit(1);
    }
    return Argv[++I];
  };
  for (int I = 1; I < Argc; ++I) {
    StringRef A = Argv[I];
    if (A == "-h" || A == "--help" || A == "-help") {
      usage(outs());
      exit(0);
    } else if (A == "-S") {
      O.S = true;
    } else if (A == "-c") {
      O.C = true;
    } else if (A == "-emit-llvm") {
      O.EmitLLVM = true;
    } else if (A == "-o") {
      O.OutputFile = Need(I);
    } else if (A.starts_with("-o") && A.size() > 2) {
      O.OutputFile = A.drop_front(2).str();
    } else if (A.starts_with("-O")) {
      StringRef L = A.drop_front(2);
      if (L.empty())
        O.OptLevel = 1; // like clang's bare -O
      else if (L == "0" || L == "1" || L == "2" || L == "3")
        O.OptLevel = L[0] - '0';
      else if (L == "s" || L == "z")
        O.OptLevel = 2;
      else {
        errs() << "ptocc: error: invalid optimization level '" << A << "'\n";
        exit(1);
      }
    } else if (A.consume_front("-mcpu=") || A.consume_front("-march=")) {
      O.CPU = A.str();
    } else if (A == "-g" || A == "-gline-tables-only" || A == "-g1" ||
               A == "-g2" || A == "-g3") {
      O.Debug = true;
    } else if (A == "-g0") {
      O.Debug = false;
    } else if (takeRegex(A, "-Rpass=", O.RPass) ||
               takeRegex(A, "-Rpass-missed=", O.RPassMissed) ||
               takeRegex(A, "-Rpass-analysis=", O.RPassAnalysis)) {
    } else if (A == "-I" || A == "-D" || A == "-U" || A == "-include") {
      O.CC1.push_back(A.str());
      O.CC1.push_back(Need(I));
    } else if (A.starts_with("-I") || A.starts_with("-D") ||
               A.starts_with("-U") || A.starts_with("-W") || A == "-w" ||
               A.starts_with("-std=") || A.starts_with("-f") ||
               A == "-pedantic" || A == "-Werror") {
      O.CC1.push_back(A.str());
    } else if (A == "-x") {
      O.Lang = Need(I);
    } else if (A == "-mllvm") {
      MLLVM.push_back(Need(I));
    } else if (A == "-v") {
      O.Verbose = true;
    } else if (A.starts_with("-") && A != "-") {
      errs() << "ptocc: error: unknown argument: '" << A << "'\n";
      exit(1);
    } else if (O.Input.empty()) {
      O.Input = A.str();
    } else {
      errs() << "ptocc: error: one input file at a time ('" << O.Input
             << "' and '" << A << "')\n";
      exit(1);
    }
  }
  if (O.Input.empty()) {
    errs() << "ptocc: error: no input file\n";
    usage(errs());
    exit(1);
  }
  if (O.Lang.empty()) {
    StringRef Ext = sys::path::extension(O.Input);
    O.Lang = (Ext == ".cpp" || Ext == ".cc" || Ext == ".cxx" || Ext == ".C")
                 ? "c++"
                 : "c";
  }
  return O;
}

Output outputKind(const Options &O) {
  if (O.EmitLLVM)
    return O.C && !O.S ? Output::IRBitcode : Output::IRText;
  return O.S ? Output::Asm : Output::Obj;
}

std::string defaultOutput(const Options &O) {
  SmallString<128> P(sys::path::filename(O.Input));
  const char *Ext = ".o";
  switch (outputKind(O)) {
  case Output::Asm:
    Ext = ".s";
    break;
  case Output::Obj:
    Ext = ".o";
    break;
  case Output::IRText:
    Ext = ".ll";
    break;
  case Output::IRBitcode:
    Ext = ".bc";
    break;
  }
  sys::path::replace_extension(P, Ext);
  return std::string(P);
}

/// Reports LLVM diagnostics (IR passes, codegen, remarks) through clang's
/// DiagnosticsEngine, at the clang SourceLocation of their debug location:
/// the instruction's DebugLoc, else the function's DISubprogram line.
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
    clang::PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Prev.getLocation()));
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
    PrevIsMemberName = HavePrev && Prev.isOneOf(clang::tok::period,
                                                clang::tok::arrow,
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

std::string exeDir(const char *Argv0) {
  std::string Path =
      sys::fs::getMainExecutable(Argv0, reinterpret_cast<void *>(&usage));
  return std::string(sys::path::parent_path(Path));
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

  std::vector<const char *> MLLVM;
  Options O = parseArgs(Argc, Argv, MLLVM);
  if (!MLLVM.empty()) {
    std::vector<const char *> A = {"ptocc (LLVM option parsing)"};
    A.insert(A.end(), MLLVM.begin(), MLLVM.end());
    cl::ParseCommandLineOptions(A.size(), A.data());
  }

  // The headers: ptocc's own (<pto.h>, generated <pto_builtins.h>) and
  // clang's (stdint.h, ...), never the host's system headers.
  std::string Dir = exeDir(Argv[0]);
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
      "-x",
      O.Lang,
      "-main-file-name",
      std::string(sys::path::filename(O.Input)),
  };
  if (O.OptLevel == 0)
    Args.push_back("-disable-O0-optnone"); // ptocc runs SROA at -O0
  if (O.Debug) {
    Args.push_back("-debug-info-kind=line-tables-only");
    Args.push_back("-dwarf-version=5");
  }
  if (errs().has_colors())
    Args.push_back("-fcolor-diagnostics");
  Args.insert(Args.end(), O.CC1.begin(), O.CC1.end());
  Args.push_back(O.Input);
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
                                                 Argv[0]))
    return 1;
  // Locations for backend diagnostics and -Rpass without -g: the IR gets
  // DILocations, but no debug sections are emitted.
  if (!O.Debug)
    Inv->getCodeGenOpts().setDebugInfo(llvm::codegenoptions::LocTrackingOnly);

  clang::CompilerInstance CI(Inv);
  CI.createVirtualFileSystem();
  CI.createDiagnostics();
  if (!CI.hasDiagnostics())
    return 1;

  // CompilerInstance::ExecuteAction would call createTarget(), which only
  // knows in-tree triples. Drive the action by hand with the pto TargetInfo
  // and the target set-up createTarget() does.
  LLVMContext Ctx;
  clang::EmitLLVMOnlyAction Act(&Ctx);
  if (!Act.PrepareToExecute(CI))
    return 1;
  CI.setTarget(clang::targets::PTOTargetInfo::create(CI.getDiagnostics(),
                                                     CI.getTargetOpts()));
  if (!CI.hasTarget())
    return 1;
  CI.getTarget().adjust(CI.getDiagnostics(), CI.getLangOpts(),
                        /*Aux=*/nullptr);

  std::unique_ptr<Module> M;
  const clang::FrontendInputFile &In = CI.getFrontendOpts().Inputs[0];
  // The guard wraps the diagnostic printer (ownership moves to it).
  BuiltinValueGuard *Guard = nullptr;
  {
    clang::DiagnosticsEngine &Diags = CI.getDiagnostics();
    if (std::unique_ptr<clang::DiagnosticConsumer> Printer =
            Diags.takeClient()) {
      Guard = new BuiltinValueGuard(CI, std::move(Printer));
      Diags.setClient(Guard, /*ShouldOwnClient=*/true);
    }
  }
  if (Act.BeginSourceFile(CI, In)) {
    if (Guard)
      CI.getPreprocessor().setTokenWatcher(
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
      errs() << (Guard ? Guard->lastLocation(CI.getSourceManager()) : "")
             << "error: clang's frontend crashed at this token (a clang 22 "
                "bug; an implicit conversion of a function to a tile "
                "handle is one, write '&f' or fix the types)\n";
      errs().flush();
      std::_Exit(1);
    }
    Act.EndSourceFile();
  }
  M = Act.takeModule();
  if (CI.getDiagnostics().hasErrorOccurred() || !M)
    return 1;

  // The backend.
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(M->getTargetTriple(), Err);
  if (!T) {
    errs() << "ptocc: error: " << Err << "\n";
    return 1;
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
    return 1;
  }
  if (M->getDataLayout() != TM->createDataLayout()) {
    errs() << "ptocc: error: clang's DataLayout '"
           << M->getDataLayout().getStringRepresentation()
           << "' differs from the backend's '"
           << TM->createDataLayout().getStringRepresentation() << "'\n";
    return 1;
  }

  Ctx.setDiagnosticHandler(std::make_unique<ClangDiagHandler>(CI, O));
  // EndSourceFile() closed the diagnostic client; reopen it (without a
  // preprocessor) for the backend's diagnostics.
  CI.getDiagnosticClient().BeginSourceFile(CI.getLangOpts(), nullptr);
  auto CloseDiags =
      make_scope_exit([&] { CI.getDiagnosticClient().EndSourceFile(); });

  markKernels(*M);

  // LLVM's pipeline at the -O level. At -O0 too, tiles must be SSA values:
  // the O0 pipeline (always-inliner for <pto.h>'s wrappers) is followed by
  // SROA, which promotes the allocas clang made for local tile variables,
  // and InstSimplify, which folds the element bits of constant scalars.
  {
    LoopAnalysisManager LAM;
    FunctionAnalysisManager FAM;
    CGSCCAnalysisManager CGAM;
    ModuleAnalysisManager MAM;
    PipelineTuningOptions PTO;
    PTO.LoopUnrolling = O.OptLevel >= 2;
    PTO.LoopVectorization = false; // no vector registers on the scalar unit
    PTO.SLPVectorization = false;
    PassBuilder PB(TM.get(), PTO);
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
      FPM.addPass(InstSimplifyPass()); // element bits of constant scalars
      MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
    } else {
      OptimizationLevel L = O.OptLevel == 1   ? OptimizationLevel::O1
                            : O.OptLevel == 2 ? OptimizationLevel::O2
                                              : OptimizationLevel::O3;
      MPM = PB.buildPerModuleDefaultPipeline(L);
    }
    MPM.addPass(VerifierPass());
    MPM.run(*M, MAM);
  }
  if (CI.getDiagnostics().hasErrorOccurred())
    return 1;

  Output Kind = outputKind(O);
  // Everything is produced into a buffer first: nothing is written (not
  // even to stdout) when codegen reports an error.
  SmallString<0> Buffer;
  raw_svector_ostream BOS(Buffer);
  if (Kind == Output::IRText) {
    M->print(BOS, nullptr);
  } else if (Kind == Output::IRBitcode) {
    WriteBitcodeToFile(*M, BOS);
  } else {
    legacy::PassManager CG;
    CG.add(createTargetTransformInfoWrapperPass(TM->getTargetIRAnalysis()));
    if (TM->addPassesToEmitFile(CG, BOS, nullptr,
                                Kind == Output::Asm
                                    ? CodeGenFileType::AssemblyFile
                                    : CodeGenFileType::ObjectFile)) {
      errs() << "ptocc: error: the pto target cannot emit this file type\n";
      return 1;
    }
    CG.run(*M);
  }
  if (CI.getDiagnostics().hasErrorOccurred())
    return 1;

  std::string OutName = O.OutputFile.empty() ? defaultOutput(O) : O.OutputFile;
  std::error_code EC;
  auto Out = std::make_unique<ToolOutputFile>(
      OutName, EC,
      Kind == Output::IRText || Kind == Output::Asm ? sys::fs::OF_Text
                                                    : sys::fs::OF_None);
  if (EC) {
    errs() << "ptocc: error: cannot open '" << OutName << "': " << EC.message()
           << "\n";
    return 1;
  }
  Out->os() << Buffer;
  Out->keep();
  return 0;
}
