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
  return simError(S.core().Name + ": " + toString(std::move(E)));
}

// Issue 15 (X).
Expected<std::vector<CoreInfo>>
ptosim::placeCores(PTO::PTOGeneration Gen, unsigned UsedPipes,
                   bool ReadsCoreType, unsigned Blocks,
                   std::string &Placement) {
  SmallVector<const PTO::PTOCoreKindInfo *, 2> Kinds = PTO::getCoreKinds(Gen);
  unsigned All = (1u << NumAgents) - 1;
  std::vector<CoreInfo> Cores;
  // CoreType: what get_core_type() returns on the core (the kind's
  // PTOCoreKind.CoreType; 3 for a core with every pipe).
  auto Add = [&](std::string Name, const char *Kind, unsigned Mask,
                 unsigned CoreType, unsigned Sub) {
    CoreInfo C;
    C.ID = Cores.size();
    C.Name = std::move(Name);
    C.Kind = Kind;
    C.PipeMask = Mask | 1u << PipeS;
    C.CoreType = CoreType;
    C.SubBlock = Sub;
    Cores.push_back(std::move(C));
    return C.ID;
  };
  auto BlockName = [&](unsigned B) {
    return Blocks == 1 ? std::string("core") : "block " + std::to_string(B);
  };
  const PTO::PTOCoreKindInfo *AIC = nullptr, *AIV = nullptr;
  for (const PTO::PTOCoreKindInfo *K : Kinds)
    (K->PerGroup == 1 && K->CoreType == 1 ? AIC : AIV) = K;
  if (Kinds.size() == 1 || !AIC || !AIV) {
    // One core kind (a5): every block on one core with every pipe.
    const char *Kind = Kinds.empty() ? "core" : Kinds.front()->Name;
    unsigned Type = Kinds.empty() ? 3 : Kinds.front()->CoreType;
    for (unsigned B = 0; B < Blocks; ++B) {
      unsigned ID = Add(BlockName(B), Kind, All, Type, 0);
      Cores[ID].Peers = Cores[ID].WaitFrom = {ID};
    }
    Placement = "one core with every pipe per block";
    return Cores;
  }
  UsedPipes &= ~(1u << PipeS);
  bool Cube = (UsedPipes & ~unsigned(AIC->PipeMask)) == 0;
  bool Vector = (UsedPipes & ~unsigned(AIV->PipeMask)) == 0;
  if (ReadsCoreType) {
    unsigned PerGroup = 1 + AIV->PerGroup;
    if (Blocks * PerGroup > MaxBlocks)
      return simError("--blocks=" + Twine(Blocks) + ": a mix kernel runs " +
                      Twine(PerGroup) + " cores per block, at most " +
                      Twine(MaxBlocks) + " cores");
    for (unsigned B = 0; B < Blocks; ++B) {
      std::string Pre = Blocks == 1 ? "" : "block " + std::to_string(B) + " ";
      unsigned C =
          Add(Pre + AIC->Name, AIC->Name, AIC->PipeMask, AIC->CoreType, 0);
      for (unsigned V = 0; V < AIV->PerGroup; ++V) {
        unsigned ID = Add(Pre + AIV->Name + std::to_string(V), AIV->Name,
                          AIV->PipeMask, AIV->CoreType, V);
        Cores[ID].Peers = Cores[ID].WaitFrom = {C};
        Cores[C].Peers.push_back(ID);
      }
      Cores[C].WaitFrom = Cores[C].Peers;
    }
    Placement = "a mix kernel: one core group (" + std::string(AIC->Name) +
                ", " + std::to_string(AIV->PerGroup) + " " + AIV->Name +
                ") per block";
    return Cores;
  }
  if (Vector || Cube) {
    const PTO::PTOCoreKindInfo *K = Vector ? AIV : AIC;
    for (unsigned B = 0; B < Blocks; ++B)
      Add(BlockName(B), K->Name, K->PipeMask, K->CoreType, 0);
    Placement = std::string(Vector ? "a vector" : "a cube") + " kernel: one " +
                K->Name + " per block";
    return Cores;
  }
  for (unsigned B = 0; B < Blocks; ++B) {
    unsigned ID = Add(BlockName(B), "core", All, 3, 0);
    Cores[ID].Peers = Cores[ID].WaitFrom = {ID};
  }
  // Issue 15: the compiler does not split a mix kernel into cube and vector
  // programs yet, so a kernel without sections runs as on a5.
  Placement = "a mix kernel without cube/vector sections (no get_core_type): "
              "one core with every pipe per block, as on a5";
  return Cores;
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
      // Nothing more will happen on this core by itself: it is done, or
      // held until another core sets a cross-core flag (Issue 15 (X)).
      if (S.idle()) {
        Live[C] = false;
        Result.CoreCycles[C] = T;
      }
    }
    if (!AnyLive)
      break;
    T = Next;
  }
  // Cores still held when no core can go on are deadlocked.
  for (size_t C = 0; C < N; ++C)
    if (Live[C]) {
      Result.CoreCycles[C] = T;
      Errs = joinErrors(std::move(Errs), coreError(*Cores[C], Cores[C]->deadlock()));
      Failed[C] = true;
    }
  for (size_t C = 0; C < N; ++C) {
    Simulator &S = *Cores[C];
    if (!Failed[C])
      if (Error E = S.finish(Result.CoreCycles[C]))
        Errs = joinErrors(std::move(Errs), coreError(S, std::move(E)));
    Result.CoreCycles[C] = S.cycles();
    Result.Makespan = std::max(Result.Makespan, S.cycles());
  }
  // Issue 15 (X): every cross-core set consumed.
  if (N) {
    std::string Stale = Cores[0]->crossStale();
    if (!Stale.empty())
      Errs = joinErrors(
          std::move(Errs),
          simError("stale cross-core flags at the end of the kernel "
                   "(set_cross_flag without a matching wait_cross_flag): " +
                   Stale));
  }
  return Errs;
}
