//===-- MultiCore.cpp - SPMD runs: one kernel on several cores ------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "MultiCore.h"

using namespace llvm;
using namespace ptosim;

static Error coreError(const Simulator &S, Error E) {
  return simError("block " + Twine(S.block()) + ": " + toString(std::move(E)));
}

Error ptosim::runBlocks(ArrayRef<Simulator *> Cores, uint64_t Entry,
                        BlocksResult &Result) {
  size_t N = Cores.size();
  Result.CoreCycles.assign(N, 0);
  Result.Makespan = 0;
  // Per core: still running (not failed, not finished).
  std::vector<bool> Live(N, true), Failed(N, false);
  Error Errs = Error::success();
  for (Simulator *S : Cores)
    S->start(Entry);
  uint64_t T = 0;
  while (true) {
    uint64_t Next = UINT64_MAX;
    bool AnyLive = false;
    for (size_t C = 0; C < N; ++C) {
      if (!Live[C])
        continue;
      Simulator &S = *Cores[C];
      if (Error E = S.advance(T)) {
        Errs = joinErrors(std::move(Errs), coreError(S, std::move(E)));
        Live[C] = false;
        Failed[C] = true;
        Result.CoreCycles[C] = T;
        continue;
      }
      uint64_t CoreNext = S.nextEventTime();
      if (CoreNext != UINT64_MAX) {
        Next = std::min(Next, CoreNext);
        AnyLive = true;
        continue;
      }
      // Nothing more will happen on this core: it is done, or stuck.
      Live[C] = false;
      Result.CoreCycles[C] = T;
      if (!S.idle()) {
        Errs = joinErrors(std::move(Errs), coreError(S, S.deadlock()));
        Failed[C] = true;
      }
    }
    if (!AnyLive)
      break;
    T = Next;
  }
  for (size_t C = 0; C < N; ++C) {
    Simulator &S = *Cores[C];
    if (!Failed[C])
      if (Error E = S.finish(Result.CoreCycles[C]))
        Errs = joinErrors(std::move(Errs), coreError(S, std::move(E)));
    Result.CoreCycles[C] = S.cycles();
    Result.Makespan = std::max(Result.Makespan, S.cycles());
  }
  return Errs;
}
