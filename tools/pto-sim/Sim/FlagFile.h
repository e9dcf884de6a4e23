//===-- FlagFile.h - The event flags between pipes --------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// set_flag/wait_flag state: a set fires (becomes visible) some cycles after
// it is issued and carries the setter's vector clock; a wait consumes the
// oldest visible set of its flag and joins that clock. Flags are keyed as
// configured (SimConfig.h) and are binary (a second set before the wait is
// an error: the hardware loses it) or counting.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_FLAGFILE_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_FLAGFILE_H

#include "SimConfig.h"
#include "SimTypes.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <deque>
#include <map>
#include <queue>
#include <string>

namespace ptosim {

class FlagFile {
public:
  FlagFile(FlagKeying Keying, FlagMode Mode) : Keying(Keying), Mode(Mode) {}

  unsigned key(unsigned Src, unsigned Dst, unsigned Event) const {
    return Keying == FlagKeying::SrcEvent ? Src * 256 + Event
                                          : (Src * 16 + Dst) * 256 + Event;
  }
  /// "MTE2->V event 0" (or "MTE2 event 0" keyed by source only).
  std::string keyName(unsigned Key) const;

  /// A set of flag \p Key issued now that fires at \p Time with \p Clock;
  /// \p SetId names it in the trace, \p Text in an error.
  void schedule(uint64_t Time, unsigned Key, const VClock &Clock,
                unsigned SetId, const std::string &Text);
  /// Fires the sets scheduled at or before \p Now, in time then issue
  /// order. A binary flag set again before its wait is an error.
  llvm::Error fire(uint64_t Now);
  /// The time of the next scheduled set, or UINT64_MAX.
  uint64_t nextFireTime() const {
    return Pending.empty() ? UINT64_MAX : Pending.top().Time;
  }

  /// Whether a wait on \p Key can complete at \p Now.
  bool ready(unsigned Key, uint64_t Now);
  /// Completes a wait on \p Key (ready() must hold): joins the set's clock
  /// into \p Clock and returns the set's id.
  unsigned consume(unsigned Key, VClock &Clock);

  /// The flags still set: "MTE2->V event 0 (x1), ...", empty if none.
  std::string staleFlags() const;

  /// The state: every flag with visible sets (their fire times) and every
  /// set still in flight, one per line.
  void print(llvm::raw_ostream &OS) const;
  LLVM_DUMP_METHOD void dump() const;

private:
  struct Fired {
    uint64_t Time;
    VClock Clock;
    unsigned SetId;
  };
  struct FlagState {
    std::deque<Fired> Sets;
  };
  struct Fire {
    uint64_t Time, Order;
    unsigned Key;
    VClock Clock;
    unsigned SetId;
    const std::string *Text;
    bool operator>(const Fire &O) const {
      return Time != O.Time ? Time > O.Time : Order > O.Order;
    }
  };

  FlagKeying Keying;
  FlagMode Mode;
  std::map<unsigned, FlagState> Flags;
  std::priority_queue<Fire, std::vector<Fire>, std::greater<Fire>> Pending;
  uint64_t Order = 0;
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_FLAGFILE_H
