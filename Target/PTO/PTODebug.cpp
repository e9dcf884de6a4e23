//===-- PTODebug.cpp - Debug output and statistics on a release LLVM ------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The options behind PTO_DEBUG and PTO_STATISTIC (PTODebug.h):
//   -pto-debug=sync,storage,aa,all   debug output of whole components;
//   -pto-debug-only=<DEBUG_TYPE,...> debug output of single passes;
//   -pto-stats                       the plugin's statistics at exit.
//
//===----------------------------------------------------------------------===//

#include "PTODebug.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstring>
#include <string>

using namespace llvm;

// On an LLVM built with assertions, -debug-only=<type> selects the debug
// types; Debug.h declares the query only without NDEBUG (and makes its name
// a macro with it). Weak: a libLLVM without it leaves it null.
#undef isCurrentDebugType
namespace llvm {
__attribute__((weak)) bool isCurrentDebugType(const char *Type, int Level);
} // namespace llvm

namespace {

/// The DEBUG_TYPEs of each component -pto-debug names.
struct DebugComponent {
  const char *Name;
  const char *Types[12];
};

const DebugComponent Components[] = {
    {"sync", {"pto-insert-sync", "pto-verify-sync"}},
    {"storage",
     {"pto-materialize-semantic-aliases", "pto-plan-memory",
      "pto-memory-planner", "pto-allocate-memory-addr",
      "pto-verify-tile-storage", "pto-lower-tile-operands", "pto-tile-liveness",
      "pto-parallel-copy", "pto-check-no-tile-vregs"}},
    {"aa", {"pto-annotate-noclobber"}},
};

enum ComponentKind { CK_Sync, CK_Storage, CK_AA, CK_All };

cl::list<ComponentKind> DebugComponentsOpt(
    "pto-debug", cl::Hidden, cl::CommaSeparated,
    cl::desc("Print the debug output of the named components of the PTO "
             "plugin; works on a release LLVM"),
    cl::values(clEnumValN(CK_Sync, "sync", "pto-insert-sync, pto-verify-sync"),
               clEnumValN(CK_Storage, "storage", "the tile storage passes"),
               clEnumValN(CK_AA, "aa", "pto-annotate-noclobber"),
               clEnumValN(CK_All, "all", "every component")));

cl::list<std::string> DebugOnlyOpt(
    "pto-debug-only", cl::Hidden, cl::CommaSeparated,
    cl::desc("Print the debug output of the named DEBUG_TYPEs of the PTO "
             "plugin; works on a release LLVM"),
    cl::value_desc("debug-type,..."));

cl::opt<bool> StatsOpt(
    "pto-stats", cl::Hidden, cl::init(false),
    cl::desc("Print the PTO plugin's statistics at exit (as -stats does on "
             "an LLVM built with assertions)"));

/// The head of the list of every PTO::Statistic (constructed at static
/// initialization, never destroyed).
const PTO::Statistic *StatisticsHead = nullptr;

/// Prints the statistics when the process exits, if -pto-stats is given.
struct StatisticsAtExit {
  ~StatisticsAtExit() {
    if (!StatsOpt)
      return;
    // A stream of its own: errs() may already be gone.
    raw_fd_ostream OS(2, /*shouldClose=*/false, /*unbuffered=*/false);
    PTO::printStatistics(OS);
  }
} PrintAtExit;

} // namespace

const char *PTO::getDebugComponent(const char *DebugType) {
  for (const DebugComponent &C : Components)
    for (const char *T : C.Types)
      if (T && std::strcmp(T, DebugType) == 0)
        return C.Name;
  return nullptr;
}

bool PTO::isDebugTypeEnabled(const char *DebugType) {
  if (DebugFlag && isCurrentDebugType &&
      isCurrentDebugType(DebugType, /*Level=*/1))
    return true;
  if (DebugComponentsOpt.empty() && DebugOnlyOpt.empty())
    return false;
  if (is_contained(DebugOnlyOpt, DebugType))
    return true;
  const char *C = getDebugComponent(DebugType);
  return any_of(DebugComponentsOpt, [&](ComponentKind K) {
    return K == CK_All ||
           (C && std::strcmp(C, Components[unsigned(K)].Name) == 0);
  });
}

PTO::Statistic::Statistic(const char *DebugType, const char *Name,
                          const char *Desc)
    : DebugType(DebugType), Name(Name), Desc(Desc), Next(StatisticsHead) {
  StatisticsHead = this;
}

bool PTO::areStatisticsEnabled() { return StatsOpt; }

void PTO::printStatistics(raw_ostream &OS) {
  SmallVector<const Statistic *, 32> Stats;
  for (const Statistic *S = StatisticsHead; S; S = S->getNext())
    if (S->getValue())
      Stats.push_back(S);
  llvm::sort(Stats, [](const Statistic *A, const Statistic *B) {
    if (int C = std::strcmp(A->getDebugType(), B->getDebugType()))
      return C < 0;
    return std::strcmp(A->getName(), B->getName()) < 0;
  });
  size_t ValLen = 0, TypeLen = 0;
  for (const Statistic *S : Stats) {
    ValLen = std::max(ValLen, std::to_string(S->getValue()).size());
    TypeLen = std::max(TypeLen, std::strlen(S->getDebugType()));
  }
  OS << "===" << std::string(73, '-') << "===\n"
     << "                   ... PTO plugin statistics (-pto-stats) ...\n"
     << "===" << std::string(73, '-') << "===\n\n";
  for (const Statistic *S : Stats)
    OS << format("%*llu %-*s - %s\n", int(ValLen),
                 (unsigned long long)S->getValue(), int(TypeLen),
                 S->getDebugType(), S->getDesc());
  OS << '\n';
  OS.flush();
}
