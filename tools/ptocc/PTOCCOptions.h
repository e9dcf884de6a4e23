//===-- PTOCCOptions.h - ptocc's command line ---------------------*- C++
//-*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// ptocc's command line, parsed with clang's own driver option table
// (clang::getDriverOptTable()): the spellings, aliases and argument forms
// are clang's, an unknown flag gets clang's "did you mean", and a clang
// flag ptocc does not implement is reported rather than ignored.
// docs/ptocc.md lists the flags.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOCC_PTOCCOPTIONS_H
#define LLVM_PTO_TOOLS_PTOCC_PTOCCOPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace ptocc {

/// What one run of ptocc produces for each input.
enum class Mode {
  Compile,    ///< -S / -c (with -emit-llvm: IR); the default is an object
  Preprocess, ///< -E: preprocessed source
  DepsOnly,   ///< -M / -MM: a make rule, nothing compiled
  SyntaxOnly, ///< -fsyntax-only: diagnostics only
};

enum class Output { Asm, Obj, IRText, IRBitcode };

enum class SaveTemps { None, Cwd, Obj };

struct Options {
  std::vector<std::string> Inputs;
  std::string OutputFile; ///< -o; empty: the default name
  std::string CPU = "a3";
  std::string Lang; ///< -x; empty: from each input's extension
  unsigned OptLevel = 0;
  Mode Action = Mode::Compile;
  bool S = false, C = false, EmitLLVM = false, Debug = false;
  bool Verbose = false;   ///< -v
  bool PrintOnly = false; ///< -###
  bool Version = false;   ///< --version
  bool Help = false;      ///< -help, --help

  /// -M/-MM/-MD/-MMD/-MF/-MT/-MQ/-MP.
  bool DepFileWithCompile = false;     ///< -MD / -MMD
  bool DepSystemHeaders = true;        ///< false for -MM / -MMD
  bool DepPhonyTargets = false;        ///< -MP
  std::string DepFile;                 ///< -MF
  std::vector<std::string> DepTargets; ///< -MT / -MQ (quoted)

  SaveTemps Temps = SaveTemps::None;

  bool TimeTrace = false;
  std::string TimeTracePath; ///< -ftime-trace=; empty: next to the output
  unsigned TimeTraceGranularity = 500;

  bool SaveOptRecord = false;
  std::string OptRecordFormat = "yaml";
  std::string OptRecordFile;   ///< -foptimization-record-file=
  std::string OptRecordPasses; ///< -foptimization-record-passes=

  bool TimeReport = false; ///< -ftime-report

  std::vector<std::string> CC1;   ///< preprocessor, warning, -f flags for cc1
  std::vector<std::string> MLLVM; ///< -mllvm
  std::optional<llvm::Regex> RPass, RPassMissed, RPassAnalysis;

  /// The output kind of Mode::Compile.
  Output outputKind() const;
  /// The language of \p Input: -x, else its extension.
  std::string languageOf(llvm::StringRef Input) const;
};

/// Parses ptocc's arguments (Argv without the program name). Reports every
/// problem with "ptocc: error:" / "ptocc: warning:" on \p Err; returns false
/// if there was an error.
bool parseOptions(llvm::ArrayRef<const char *> Argv, Options &O,
                  llvm::raw_ostream &Err);

/// The --help text.
void printUsage(llvm::raw_ostream &OS);

} // namespace ptocc

#endif
