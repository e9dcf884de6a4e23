//===-- CrossCore.h - Cores of a run and their cross-core flags -*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Issue 15 (X): the core model (docs/simulator.md, "Cores"). Every core of a
// run has an ID (its index in the run), a kind from the generation's
// PTOCoreKind records (the pipes it has) and a name ("block 0 AIC"). A set
// of a cross-core flag travels through the hub: it arrives at each peer
// core Latency cycles after it fired (PTOCrossCoreFacts), carrying what
// happened before it -- the setting pipe's vector clock and what the setter
// knew of the other cores -- so that the race detector orders accesses of
// two cores exactly when a chain of cross-core flags does.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_CROSSCORE_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_CROSSCORE_H

#include "SimTypes.h"
#include "llvm/ADT/SmallVector.h"
#include <deque>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace ptosim {

/// Per core of the run: the last operation of each of its agents known to
/// have happened before (an all-zero clock: nothing).
using RemoteClocks = std::vector<VClock>;
using RemoteRef = std::shared_ptr<const RemoteClocks>;

/// One core of a run: what the simulator of that core is.
struct CoreInfo {
  unsigned ID = 0;
  std::string Name;      ///< "block 0 AIV1", or "core" for a lone core.
  const char *Kind = ""; ///< "AIC", "AIV", "core" (PTOCoreKind.Name).
  unsigned PipeMask = 0; ///< Bit p: the core has pipe p.
  /// get_core_type: bit 0 cube pipes, bit 1 vector pipes.
  unsigned CoreType = 3;
  unsigned SubBlock = 0; ///< get_subblockid: 0, or 0/1 on a group's AIVs.
  /// Who a set_cross_flag reaches, and whose sets a wait_cross_flag needs
  /// (one from each).
  llvm::SmallVector<unsigned, 2> Peers, WaitFrom;
};

/// One set in flight or arrived.
struct CrossFlagSet {
  uint64_t Arrival = 0;
  VClock Clock{};  ///< The setter's pipe clock when it fired.
  RemoteRef Known; ///< What the setter knew of the other cores.
  std::string Text;
};

class CrossCoreHub {
public:
  CrossCoreHub(unsigned Latency, unsigned MaxPending)
      : Latency(Latency), MaxPending(MaxPending) {}
  unsigned latency() const { return Latency; }

  /// Core \p Src's set of \p Flag fired at \p Time; an error if a peer has
  /// MaxPending sets of it not yet consumed.
  llvm::Error set(const std::vector<CoreInfo> &Cores, unsigned Src,
                  unsigned Flag, uint64_t Time, const VClock &Clock,
                  RemoteRef Known, const std::string &Text);
  /// Whether core \p Dst can consume \p Flag at \p Now: a set from each
  /// of \p From arrived. Else the first missing source.
  bool ready(unsigned Dst, llvm::ArrayRef<unsigned> From, unsigned Flag,
             uint64_t Now, unsigned *Missing = nullptr) const;
  /// Consumes one arrived set from each of \p From.
  llvm::SmallVector<CrossFlagSet, 2>
  consume(unsigned Dst, llvm::ArrayRef<unsigned> From, unsigned Flag);
  /// The earliest arrival at \p Dst after \p Now (UINT64_MAX: none).
  uint64_t nextArrival(unsigned Dst, uint64_t Now) const;
  /// Sets no wait consumed, for the end of the run ("" if none).
  std::string stale(const std::vector<CoreInfo> &Cores) const;

private:
  unsigned Latency, MaxPending;
  /// (destination, source, flag) -> sets in arrival order.
  std::map<std::tuple<unsigned, unsigned, unsigned>, std::deque<CrossFlagSet>>
      Pending;
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_CROSSCORE_H
