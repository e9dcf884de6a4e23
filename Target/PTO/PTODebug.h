//===-- PTODebug.h - Debug output and statistics on a release LLVM -*- C++
//-*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Debian's LLVM is a release build and the project is compiled with NDEBUG
// to match it, so LLVM_DEBUG and STATISTIC compile to nothing and
// -debug-only / -stats do not exist or print nothing. The plugin's own
// equivalents, which do not depend on how LLVM was built:
//
//   PTO_DEBUG(dbgs() << ...)  prints when the file's DEBUG_TYPE is enabled:
//       -pto-debug=sync,storage,aa (or all): every DEBUG_TYPE of a component;
//       -pto-debug-only=<DEBUG_TYPE,...>: the named ones;
//       and, on an LLVM built with assertions, -debug / -debug-only.
//   PTO_STATISTIC(Var, "desc") counts like STATISTIC; -pto-stats prints every
//       non-zero one at exit, in the format of LLVM's -stats.
//
// DebugCounter needs nothing of this: it works on a release LLVM
// (-debug-counter=<name>=<chunks>, docs/debugging.md).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTODEBUG_H
#define LLVM_LIB_TARGET_PTO_PTODEBUG_H

#include "llvm/Support/Debug.h"
#include <atomic>
#include <cstdint>

namespace llvm {
namespace PTO {

/// Whether PTO_DEBUG output of \p DebugType is enabled.
bool isDebugTypeEnabled(const char *DebugType);

/// The component (sync, storage, aa) of a DEBUG_TYPE, or null.
const char *getDebugComponent(const char *DebugType);

/// A statistic that counts on a release LLVM. Trivially destructible, so it
/// can still be read when the plugin's exit handler prints it.
class Statistic {
public:
  Statistic(const char *DebugType, const char *Name, const char *Desc);
  const char *getDebugType() const { return DebugType; }
  const char *getName() const { return Name; }
  const char *getDesc() const { return Desc; }
  uint64_t getValue() const { return Value.load(std::memory_order_relaxed); }
  const Statistic *getNext() const { return Next; }

  Statistic &operator++() {
    Value.fetch_add(1, std::memory_order_relaxed);
    return *this;
  }
  uint64_t operator++(int) {
    return Value.fetch_add(1, std::memory_order_relaxed);
  }
  Statistic &operator+=(uint64_t N) {
    Value.fetch_add(N, std::memory_order_relaxed);
    return *this;
  }

private:
  const char *DebugType, *Name, *Desc;
  std::atomic<uint64_t> Value{0};
  const Statistic *Next;
};

/// Whether the plugin's statistics will be printed (-pto-stats), for work
/// done only to count.
bool areStatisticsEnabled();

/// The plugin's statistics, sorted by DEBUG_TYPE and name, as LLVM's -stats
/// prints them (only the non-zero ones).
void printStatistics(raw_ostream &OS);

} // namespace PTO
} // namespace llvm

#define PTO_DEBUG(X)                                                           \
  do {                                                                         \
    if (::llvm::PTO::isDebugTypeEnabled(DEBUG_TYPE)) {                         \
      X;                                                                       \
    }                                                                          \
  } while (false)

#define PTO_STATISTIC(VARNAME, DESC)                                           \
  static ::llvm::PTO::Statistic VARNAME(DEBUG_TYPE, #VARNAME, DESC)

#endif
