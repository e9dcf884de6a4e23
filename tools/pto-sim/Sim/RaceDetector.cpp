//===-- RaceDetector.cpp - Vector-clock race detection --------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "RaceDetector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace ptosim;

// Issue 15: SPMD.
SimListener &RaceDetector::forCore(unsigned Core) {
  if (Core == 0)
    return *this;
  return Views.emplace_back(*this, Core);
}

void RaceDetector::operation(unsigned Core, uint64_t Now, uint64_t PC,
                             unsigned Agent, uint32_t Seq, const VClock &Clock,
                             ArrayRef<ByteAccess> Accesses) {
  Ops.push_back({PC, Agent, Core});
  uint32_t Op = uint32_t(Ops.size() - 1);
  // All checks first, then the records: an operation's own reads and
  // writes never race with each other.
  for (const ByteAccess &A : Accesses)
    access(Now, A, Core, Agent, Seq, Clock, Op, /*CheckOnly=*/true);
  for (const ByteAccess &A : Accesses)
    access(Now, A, Core, Agent, Seq, Clock, Op, /*CheckOnly=*/false);
}

void RaceDetector::access(uint64_t Now, const ByteAccess &A, unsigned Core,
                          unsigned Agent, uint32_t Seq, const VClock &VC,
                          uint32_t Op, bool CheckOnly) {
  if (A.Lo >= A.Hi)
    return;
  // On-chip memories are the core's own; global memory is shared.
  unsigned MapCore = A.Space == SpaceGM ? 0 : Core;
  while (Shadow.size() <= MapCore)
    Shadow.emplace_back();
  ShadowMap<State> &M = Shadow[MapCore][A.Space];
  // Every byte in [Lo, Hi) gets a segment of its own.
  if (!CheckOnly)
    M.cover(A.Lo, A.Hi, State{});
  // Within a core the clocks order accesses; two cores only a chain of
  // cross-core flags (Issue 15 (X)).
  const RemoteClocks *Known =
      Core < RemoteSrc.size() && RemoteSrc[Core] ? *RemoteSrc[Core] : nullptr;
  auto Ordered = [&](const Access &Prev) {
    if (Prev.Seq == 0 || Prev.Op == Op)
      return true;
    if (Prev.Core == Core)
      return Prev.Seq <= VC[Prev.Agent];
    return Known && Prev.Core < Known->size() &&
           Prev.Seq <= (*Known)[Prev.Core][Prev.Agent];
  };
  M.forEach(A.Lo, A.Hi, [&](uint64_t Lo, uint64_t Hi, State &S) {
    if (!Ordered(S.W))
      report(Now, A, Lo, Hi, S.W, true, Op);
    if (A.Write)
      for (const Access &R : S.R)
        if (!Ordered(R))
          report(Now, A, Lo, Hi, R, false, Op);
    if (CheckOnly)
      return;
    Access New{Seq, Op, uint8_t(Agent), uint8_t(Core)};
    if (A.Write) {
      S.W = New;
      S.R.clear();
      return;
    }
    for (Access &R : S.R)
      if (R.Agent == New.Agent && R.Core == New.Core) {
        R = New;
        return;
      }
    S.R.push_back(New);
  });
  // Merge neighbours with identical state to keep the map small.
  if (!CheckOnly)
    M.merge(A.Lo, A.Hi);
}

void RaceDetector::report(uint64_t Now, const ByteAccess &A, uint64_t Lo,
                          uint64_t Hi, const Access &Prev, bool PrevWrite,
                          uint32_t Op) {
  const OpRecord &P = Ops[Prev.Op], &B = Ops[Op];
  unsigned Kind = (PrevWrite ? 2 : 0) | (A.Write ? 1 : 0);
  if (!Reported.insert({P.PC, B.PC, Kind}).second)
    return;
  ++NumRaces;
  if (NumRaces > MaxReports)
    return;
  auto KindStr = [](bool W) { return W ? "write" : "read"; };
  std::string Msg;
  raw_string_ostream S(Msg);
  // With several cores, each side names its block.
  auto Who = [&](const OpRecord &R) {
    return (Views.empty() ? std::string()
            : R.Core < Names.size() ? Names[R.Core] + " "
                                    : "block " + std::to_string(R.Core) + " ") +
           pipeName(R.Agent);
  };
  S << "race on " << spaceName(A.Space) << " bytes [0x"
    << utohexstr(Lo, /*LowerCase=*/true) << ", 0x"
    << utohexstr(Hi, /*LowerCase=*/true) << "): " << Who(B) << " "
    << KindStr(A.Write) << " by " << Describe(B.PC) << " is not ordered after "
    << Who(P) << " " << KindStr(PrevWrite) << " by " << Describe(P.PC)
    << (P.Core != B.Core     ? " (different cores: no cross-core flag chain between them)"
        : P.Agent == B.Agent ? " (same pipe, no pipe_barrier between them)"
                             : " (no set_flag/wait_flag chain between them)");
  WithColor::error(OS, ToolName) << Msg << " at cycle " << Now << "\n";
}
