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

void RaceDetector::onMemoryOperation(uint64_t Now, uint64_t PC, unsigned Agent,
                                     uint32_t Seq, const VClock &Clock,
                                     ArrayRef<ByteAccess> Accesses) {
  Ops.push_back({PC, Agent});
  uint32_t Op = uint32_t(Ops.size() - 1);
  // All checks first, then the records: an operation's own reads and
  // writes never race with each other.
  for (const ByteAccess &A : Accesses)
    access(Now, A, Agent, Seq, Clock, Op, /*CheckOnly=*/true);
  for (const ByteAccess &A : Accesses)
    access(Now, A, Agent, Seq, Clock, Op, /*CheckOnly=*/false);
}

void RaceDetector::access(uint64_t Now, const ByteAccess &A, unsigned Agent,
                          uint32_t Seq, const VClock &VC, uint32_t Op,
                          bool CheckOnly) {
  if (A.Lo >= A.Hi)
    return;
  ShadowMap<State> &M = Shadow[A.Space];
  // Every byte in [Lo, Hi) gets a segment of its own.
  if (!CheckOnly)
    M.cover(A.Lo, A.Hi, State{});
  auto Ordered = [&](const Access &Prev) {
    return Prev.Seq == 0 || Prev.Op == Op || Prev.Seq <= VC[Prev.Agent];
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
    Access New{Seq, Op, uint8_t(Agent)};
    if (A.Write) {
      S.W = New;
      S.R = {};
    } else {
      S.R[Agent] = New;
    }
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
  S << "race on " << spaceName(A.Space) << " bytes [0x"
    << utohexstr(Lo, /*LowerCase=*/true) << ", 0x"
    << utohexstr(Hi, /*LowerCase=*/true) << "): " << pipeName(B.Agent) << " "
    << KindStr(A.Write) << " by " << Describe(B.PC) << " is not ordered after "
    << pipeName(P.Agent) << " " << KindStr(PrevWrite) << " by "
    << Describe(P.PC)
    << (P.Agent == B.Agent ? " (same pipe, no pipe_barrier between them)"
                           : " (no set_flag/wait_flag chain between them)");
  WithColor::error(OS, ToolName) << Msg << " at cycle " << Now << "\n";
}
