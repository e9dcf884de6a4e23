//===-- CrossCore.cpp - Cores of a run and their cross-core flags ---------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "CrossCore.h"

using namespace llvm;
using namespace ptosim;

Error CrossCoreHub::set(const std::vector<CoreInfo> &Cores, unsigned Src,
                        unsigned Flag, uint64_t Time, const VClock &Clock,
                        RemoteRef Known, const std::string &Text) {
  if (Cores[Src].Peers.empty())
    return simError(Cores[Src].Name + ": " + Text +
                    ": no core to signal (a cross-core flag needs a core "
                    "group: a kernel with cube and vector sections)");
  for (unsigned Dst : Cores[Src].Peers) {
    std::deque<CrossFlagSet> &Q = Pending[{Dst, Src, Flag}];
    if (Q.size() >= MaxPending)
      return simError(Cores[Src].Name + ": " + Text + ": " +
                      Twine(MaxPending).str() + " sets of cross-core flag " +
                      Twine(Flag).str() + " for " + Cores[Dst].Name +
                      " already pending (the counter overflows)");
    Q.push_back({Time + Latency, Clock, Known, Text});
  }
  return Error::success();
}

bool CrossCoreHub::ready(unsigned Dst, ArrayRef<unsigned> From, unsigned Flag,
                         uint64_t Now, unsigned *Missing) const {
  for (unsigned Src : From) {
    auto It = Pending.find({Dst, Src, Flag});
    if (It == Pending.end() || It->second.empty() ||
        It->second.front().Arrival > Now) {
      if (Missing)
        *Missing = Src;
      return false;
    }
  }
  return true;
}

SmallVector<CrossFlagSet, 2>
CrossCoreHub::consume(unsigned Dst, ArrayRef<unsigned> From, unsigned Flag) {
  SmallVector<CrossFlagSet, 2> Sets;
  for (unsigned Src : From) {
    std::deque<CrossFlagSet> &Q = Pending[{Dst, Src, Flag}];
    Sets.push_back(std::move(Q.front()));
    Q.pop_front();
  }
  return Sets;
}

uint64_t CrossCoreHub::nextArrival(unsigned Dst, uint64_t Now) const {
  uint64_t Next = UINT64_MAX;
  for (const auto &[Key, Q] : Pending)
    if (std::get<0>(Key) == Dst)
      for (const CrossFlagSet &S : Q)
        if (S.Arrival > Now)
          Next = std::min(Next, S.Arrival);
  return Next;
}

std::string CrossCoreHub::stale(const std::vector<CoreInfo> &Cores) const {
  std::string Out;
  for (const auto &[Key, Q] : Pending)
    if (!Q.empty()) {
      auto [Dst, Src, Flag] = Key;
      if (!Out.empty())
        Out += "; ";
      Out += "flag " + std::to_string(Flag) + " from " + Cores[Src].Name +
             " to " + Cores[Dst].Name + " (" + std::to_string(Q.size()) +
             " by " + Q.front().Text + ")";
    }
  return Out;
}
