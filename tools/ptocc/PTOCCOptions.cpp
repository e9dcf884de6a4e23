//===-- PTOCCOptions.cpp - ptocc's command line
//-----------------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "PTOCCOptions.h"

#include "clang/Options/Options.h"
#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace llvm::opt;
namespace copt = clang::options;

namespace ptocc {

Output Options::outputKind() const {
  if (EmitLLVM)
    return C && !S ? Output::IRBitcode : Output::IRText;
  return S ? Output::Asm : Output::Obj;
}

std::string Options::languageOf(StringRef Input) const {
  if (!Lang.empty())
    return Lang;
  StringRef Ext = sys::path::extension(Input);
  return Ext == ".cpp" || Ext == ".cc" || Ext == ".cxx" || Ext == ".C" ||
                 Ext == ".ii"
             ? "c++"
             : "c";
}

void printUsage(raw_ostream &OS) {
  OS << "OVERVIEW: ptocc - C/C++ kernel compiler for the pto tile target\n\n"
        "USAGE: ptocc [options] <kernel.c|kernel.cpp>...\n\n"
        "Actions and outputs:\n"
        "  -S                 emit assembly (with -emit-llvm: textual IR)\n"
        "  -c                 emit an object file (with -emit-llvm: bitcode)\n"
        "                     (the default; ptocc never links)\n"
        "  -emit-llvm         emit LLVM IR after the optimization pipeline\n"
        "  -E                 preprocess only (to -o or stdout)\n"
        "  -fsyntax-only      check the source, write nothing\n"
        "  -o <file>          output file ('-' for stdout; one input only)\n"
        "  -M, -MM            print a make rule of the headers (-MM: no\n"
        "                     system headers) instead of compiling\n"
        "  -MD, -MMD          compile and write the make rule to a .d file\n"
        "  -MF <file> -MT <target> -MQ <target> -MP   the rule's file,\n"
        "                     targets (-MQ make-quoted), phony header targets\n"
        "  -save-temps[=cwd|obj]  keep <name>.i, <name>.bc (before the\n"
        "                     pipeline) and <name>.s\n"
        "Code generation:\n"
        "  -O0 -O1 -O2 -O3 -O -Os -Oz -Ofast  optimization level (default "
        "-O0)\n"
        "  -mcpu=<a3|a5>      subtarget (default a3; -march= is the same)\n"
        "  -g, -gline-tables-only, -g0  line-table debug info\n"
        "  -mllvm <opt>       an LLVM option, e.g. -mllvm -pto-mem-planner="
        "exact,\n"
        "                     -mllvm -pto-memory-map=<file.json> (the "
        "storage plan)\n"
        "Preprocessor and language (passed to clang's cc1):\n"
        "  -I <dir> -D <m>[=v] -U <m> -include <file> -isystem <dir>\n"
        "  -x <c|c++> -std=<std> -W<warning> -w -pedantic -f<flag>\n"
        "Diagnostics and reports:\n"
        "  -Rpass=<regex> -Rpass-missed=<regex> -Rpass-analysis=<regex>\n"
        "  -fsave-optimization-record[=yaml|bitstream]  remarks to\n"
        "                     <output>.opt.yaml (-foptimization-record-file=,\n"
        "                     -foptimization-record-passes=<regex>)\n"
        "  -ftime-trace[=<file|dir>]  Chrome trace of the compile (<output>"
        ".json;\n"
        "                     -ftime-trace-granularity=<us>)\n"
        "  -ftime-report      time of the frontend and of every pass\n"
        "  -v                 print the version and the cc1 command line\n"
        "  -###               print the commands, run nothing\n"
        "  --version          print the version\n";
}

namespace {

/// make's quoting of a target (-MQ), as clang's driver does it.
std::string quoteTarget(StringRef Target) {
  std::string Res;
  for (unsigned I = 0, E = Target.size(); I != E; ++I) {
    switch (Target[I]) {
    case ' ':
    case '\t':
      // A run of backslashes before a space is escaped too.
      for (int J = int(I) - 1; J >= 0 && Target[J] == '\\'; --J)
        Res += '\\';
      Res += '\\';
      break;
    case '$':
      Res += '$';
      break;
    case '#':
      Res += '\\';
      break;
    default:
      break;
    }
    Res += Target[I];
  }
  return Res;
}

bool takeRegex(const Arg &A, std::optional<Regex> &R, raw_ostream &Err) {
  R.emplace(A.getValue());
  std::string Msg;
  if (R->isValid(Msg))
    return true;
  Err << "ptocc: error: invalid regular expression '" << A.getValue() << "' in "
      << A.getSpelling() << ": " << Msg << "\n";
  return false;
}

/// The -O level of an O_Group argument, or std::nullopt.
std::optional<unsigned> optLevel(const Arg &A) {
  if (A.getOption().matches(copt::OPT_O0))
    return 0;
  if (A.getOption().matches(copt::OPT_Ofast))
    return 3;
  if (A.getOption().matches(copt::OPT_O_flag))
    return 1; // like clang's bare -O
  StringRef L = A.getValue();
  if (L.empty())
    return 1;
  if (L == "0" || L == "1" || L == "2" || L == "3")
    return unsigned(L[0] - '0');
  if (L == "s" || L == "z" || L == "g")
    return 2;
  if (L == "4") // clang treats -O4 as -O3
    return 3;
  return std::nullopt;
}

/// Arguments clang's cc1 takes as they are: the preprocessor, warnings,
/// language and -f flags.
bool forwardToCC1(const Arg &A) {
  const Option &Opt = A.getOption();
  if (!Opt.hasVisibilityFlag(copt::CC1Option))
    return false;
  return Opt.matches(copt::OPT_I_Group) ||
         Opt.matches(copt::OPT_Preprocessor_Group) ||
         Opt.matches(copt::OPT_clang_i_Group) ||
         Opt.matches(copt::OPT_W_Group) || Opt.matches(copt::OPT_w) ||
         Opt.matches(copt::OPT_pedantic_Group) ||
         Opt.matches(copt::OPT_std_EQ) || Opt.matches(copt::OPT_f_Group);
}

} // namespace

bool parseOptions(ArrayRef<const char *> Argv, Options &O, raw_ostream &Err) {
  const OptTable &Table = clang::getDriverOptTable();
  unsigned MissingIndex = 0, MissingCount = 0;
  Visibility Vis(copt::ClangOption);
  InputArgList Args = Table.ParseArgs(Argv, MissingIndex, MissingCount, Vis);
  bool OK = true;
  bool Preprocess = false, DepsOnly = false, SyntaxOnly = false;
  if (MissingCount) {
    Err << "ptocc: error: argument to '" << Args.getArgString(MissingIndex)
        << "' is missing (expected " << MissingCount << " value"
        << (MissingCount == 1 ? "" : "s") << ")\n";
    OK = false;
  }

  for (const Arg *A : Args) {
    const Option &Opt = A->getOption();
    auto Is = [&](unsigned ID) { return Opt.matches(ID); };
    if (Is(copt::OPT_INPUT)) {
      O.Inputs.push_back(A->getValue());
    } else if (Is(copt::OPT_UNKNOWN)) {
      std::string Spelling = A->getAsString(Args), Nearest;
      if (Table.findNearest(Spelling, Nearest, Vis) <= 1)
        Err << "ptocc: error: unknown argument '" << Spelling
            << "'; did you mean '" << Nearest << "'?\n";
      else
        Err << "ptocc: error: unknown argument: '" << Spelling << "'\n";
      OK = false;
    } else if (Is(copt::OPT_help)) {
      O.Help = true;
    } else if (Is(copt::OPT__version)) {
      O.Version = true;
    } else if (Is(copt::OPT__HASH_HASH_HASH)) {
      O.PrintOnly = true;
    } else if (Is(copt::OPT_v)) {
      O.Verbose = true;
    } else if (Is(copt::OPT_S)) {
      O.S = true;
    } else if (Is(copt::OPT_c)) {
      O.C = true;
    } else if (Is(copt::OPT_emit_llvm)) {
      O.EmitLLVM = true;
    } else if (Is(copt::OPT_E)) {
      Preprocess = true;
    } else if (Is(copt::OPT_fsyntax_only)) {
      SyntaxOnly = true;
    } else if (Is(copt::OPT_o)) {
      O.OutputFile = A->getValue();
    } else if (Is(copt::OPT_O_Group) || Is(copt::OPT_O_flag)) {
      if (std::optional<unsigned> L = optLevel(*A)) {
        O.OptLevel = *L;
      } else {
        Err << "ptocc: error: invalid integral value '" << A->getValue()
            << "' in '" << A->getAsString(Args) << "'\n";
        OK = false;
      }
    } else if (Is(copt::OPT_mcpu_EQ) || Is(copt::OPT_march_EQ)) {
      O.CPU = A->getValue();
    } else if (Is(copt::OPT_g0)) {
      O.Debug = false;
    } else if (Is(copt::OPT_g_Group)) {
      O.Debug = true;
    } else if (Is(copt::OPT_Rpass_EQ)) {
      OK &= takeRegex(*A, O.RPass, Err);
    } else if (Is(copt::OPT_Rpass_missed_EQ)) {
      OK &= takeRegex(*A, O.RPassMissed, Err);
    } else if (Is(copt::OPT_Rpass_analysis_EQ)) {
      OK &= takeRegex(*A, O.RPassAnalysis, Err);
    } else if (Is(copt::OPT_x)) {
      StringRef L = A->getValue();
      if (L != "c" && L != "c++" && L != "cpp-output" &&
          L != "c++-cpp-output") {
        Err << "ptocc: error: language not recognized: '" << L
            << "' (ptocc compiles c and c++)\n";
        OK = false;
      }
      O.Lang = L.str();
    } else if (Is(copt::OPT_mllvm)) {
      O.MLLVM.push_back(A->getValue());
    } else if (Is(copt::OPT_M) || Is(copt::OPT_MM)) {
      DepsOnly = true;
      O.DepSystemHeaders = Is(copt::OPT_M);
    } else if (Is(copt::OPT_MD) || Is(copt::OPT_MMD)) {
      O.DepFileWithCompile = true;
      O.DepSystemHeaders = Is(copt::OPT_MD);
    } else if (Is(copt::OPT_MF)) {
      O.DepFile = A->getValue();
    } else if (Is(copt::OPT_MT)) {
      O.DepTargets.push_back(A->getValue());
    } else if (Is(copt::OPT_MQ)) {
      O.DepTargets.push_back(quoteTarget(A->getValue()));
    } else if (Is(copt::OPT_MP)) {
      O.DepPhonyTargets = true;
    } else if (Is(copt::OPT_save_temps) || Is(copt::OPT_save_temps_EQ)) {
      StringRef V = Is(copt::OPT_save_temps) ? "cwd" : A->getValue();
      if (V == "cwd") {
        O.Temps = SaveTemps::Cwd;
      } else if (V == "obj") {
        O.Temps = SaveTemps::Obj;
      } else {
        Err << "ptocc: error: invalid value '" << V << "' in '-save-temps='"
            << " (cwd or obj)\n";
        OK = false;
      }
    } else if (Is(copt::OPT_ftime_trace)) {
      O.TimeTrace = true;
    } else if (Is(copt::OPT_ftime_trace_EQ)) {
      O.TimeTrace = true;
      O.TimeTracePath = A->getValue();
    } else if (Is(copt::OPT_ftime_trace_granularity_EQ)) {
      if (StringRef(A->getValue()).getAsInteger(10, O.TimeTraceGranularity)) {
        Err << "ptocc: error: invalid integral value '" << A->getValue()
            << "' in '" << A->getAsString(Args) << "'\n";
        OK = false;
      }
    } else if (Is(copt::OPT_fsave_optimization_record)) {
      O.SaveOptRecord = true;
    } else if (Is(copt::OPT_fsave_optimization_record_EQ)) {
      O.SaveOptRecord = true;
      O.OptRecordFormat = A->getValue();
      if (O.OptRecordFormat != "yaml" && O.OptRecordFormat != "bitstream") {
        Err << "ptocc: error: unknown remark serializer format: '"
            << O.OptRecordFormat << "' (yaml or bitstream)\n";
        OK = false;
      }
    } else if (Is(copt::OPT_foptimization_record_file_EQ)) {
      O.SaveOptRecord = true;
      O.OptRecordFile = A->getValue();
    } else if (Is(copt::OPT_foptimization_record_passes_EQ)) {
      O.SaveOptRecord = true;
      O.OptRecordPasses = A->getValue();
    } else if (Is(copt::OPT_ftime_report)) {
      O.TimeReport = true;
    } else if (Is(copt::OPT_fstrict_aliasing) ||
               Is(copt::OPT_fno_strict_aliasing)) {
      // The driver's spelling; cc1 knows only -relaxed-aliasing (TBAA off).
      if (Is(copt::OPT_fno_strict_aliasing))
        O.CC1.push_back("-relaxed-aliasing");
    } else if (Is(copt::OPT_Link_Group)) {
      // As clang with -c: linker inputs do nothing.
      Err << "ptocc: warning: " << A->getAsString(Args)
          << ": 'linker' input unused (ptocc never links)\n";
    } else if (Opt.hasFlag(copt::Ignored)) {
      Err << "ptocc: warning: optimization flag '" << A->getAsString(Args)
          << "' is not supported\n";
    } else if (forwardToCC1(*A)) {
      ArgStringList Rendered;
      A->render(Args, Rendered);
      for (const char *R : Rendered)
        O.CC1.push_back(R);
    } else {
      Err << "ptocc: error: unsupported option '" << A->getAsString(Args)
          << "' for target 'pto-unknown-unknown'\n";
      OK = false;
    }
  }

  // As clang: -M/-MM imply -E and print only the rule; -E wins over
  // -fsyntax-only, which wins over -S/-c.
  O.Action = DepsOnly     ? Mode::DepsOnly
             : Preprocess ? Mode::Preprocess
             : SyntaxOnly ? Mode::SyntaxOnly
                          : Mode::Compile;
  if (!OK)
    return false;
  if (O.Help || (O.Version && O.Inputs.empty()))
    return true;
  if (O.Inputs.empty()) {
    Err << "ptocc: error: no input files\n";
    return false;
  }
  if (!O.OutputFile.empty() && O.Inputs.size() > 1 &&
      O.Action != Mode::SyntaxOnly) {
    Err << "ptocc: error: cannot specify -o when generating multiple output "
           "files\n";
    return false;
  }
  return true;
}

} // namespace ptocc
