//===-- FlagFile.cpp - The event flags between pipes ----------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "FlagFile.h"
#include "llvm/Support/Debug.h"

using namespace llvm;
using namespace ptosim;

std::string FlagFile::keyName(unsigned Key) const {
  unsigned Ev = Key % 256, Pair = Key / 256;
  if (Keying == FlagKeying::SrcEvent)
    return std::string(pipeName(Pair)) + " event " + std::to_string(Ev);
  return std::string(pipeName(Pair / 16)) + "->" + pipeName(Pair % 16) +
         " event " + std::to_string(Ev);
}

void FlagFile::schedule(uint64_t Time, unsigned Key, const VClock &Clock,
                        unsigned SetId, const std::string &Text) {
  Pending.push({Time, Order++, Key, Clock, SetId, &Text});
}

Error FlagFile::fire(uint64_t Now) {
  while (!Pending.empty() && Pending.top().Time <= Now) {
    Fire F = Pending.top();
    Pending.pop();
    FlagState &FS = Flags[F.Key];
    if (!FS.Sets.empty() && Mode == FlagMode::Binary)
      // Flags are binary on hardware: a second set before the wait is lost
      // (the PTOAS #823 deadlock when IDs are shared across destinations).
      return simError("flag set twice without a wait in between: `" + *F.Text +
                      "` at cycle " + Twine(F.Time) +
                      " (the earlier set is still pending)");
    FS.Sets.push_back({F.Time, F.Clock, F.SetId});
  }
  return Error::success();
}

bool FlagFile::ready(unsigned Key, uint64_t Now) {
  FlagState &FS = Flags[Key];
  return !FS.Sets.empty() && FS.Sets.front().Time <= Now;
}

unsigned FlagFile::consume(unsigned Key, VClock &Clock) {
  FlagState &FS = Flags[Key];
  assert(!FS.Sets.empty() && "a wait on a flag that is not set");
  join(Clock, FS.Sets.front().Clock);
  unsigned Id = FS.Sets.front().SetId;
  FS.Sets.pop_front();
  return Id;
}

std::string FlagFile::staleFlags() const {
  std::string Stale;
  for (auto &[Key, FS] : Flags)
    if (!FS.Sets.empty())
      Stale += (Stale.empty() ? "" : ", ") + keyName(Key) + " (x" +
               std::to_string(FS.Sets.size()) + ")";
  return Stale;
}

void FlagFile::print(raw_ostream &OS) const {
  OS << "flags (" << (Mode == FlagMode::Binary ? "binary" : "counting")
     << ", keyed by "
     << (Keying == FlagKeying::SrcEvent ? "source and event"
                                        : "source, destination and event")
     << "):\n";
  for (auto &[Key, FS] : Flags) {
    if (FS.Sets.empty())
      continue;
    OS << "  " << keyName(Key) << ": set, fired at";
    for (const Fired &F : FS.Sets)
      OS << ' ' << F.Time;
    OS << '\n';
  }
  // The in-flight sets in fire order (a copy of the heap).
  auto InFlight = Pending;
  while (!InFlight.empty()) {
    const Fire &F = InFlight.top();
    OS << "  " << keyName(F.Key) << ": in flight, fires at " << F.Time << " (`"
       << *F.Text << "`)\n";
    InFlight.pop();
  }
}

LLVM_DUMP_METHOD void FlagFile::dump() const { print(dbgs()); }
