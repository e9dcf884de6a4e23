//===-- IssuePolicy.cpp - When an operation may start ---------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "IssuePolicy.h"
#include "llvm/ADT/STLExtras.h"

using namespace llvm;
using namespace ptosim;

IssuePolicy::~IssuePolicy() = default;

void DependencePolicy::dependences(ArrayRef<ByteAccess> Accs,
                                   SmallVectorImpl<uint32_t> &Deps) {
  for (const ByteAccess &A : Accs)
    Shadow[A.Space].forEach(A.Lo, A.Hi, [&](uint64_t, uint64_t, State &S) {
      if (S.Writer >= 0)
        Deps.push_back(uint32_t(S.Writer));
      if (A.Write)
        Deps.append(S.Readers.begin(), S.Readers.end());
    });
  llvm::sort(Deps);
  Deps.erase(std::unique(Deps.begin(), Deps.end()), Deps.end());
}

uint32_t DependencePolicy::record(ArrayRef<ByteAccess> Accs) {
  uint32_t Id = uint32_t(DynEnd.size());
  DynEnd.push_back(UINT64_MAX);
  for (const ByteAccess &A : Accs) {
    ShadowMap<State> &M = Shadow[A.Space];
    M.cover(A.Lo, A.Hi, State{});
    M.forEach(A.Lo, A.Hi, [&](uint64_t, uint64_t, State &S) {
      if (A.Write) {
        S.Writer = Id;
        S.Readers.clear();
      } else if (S.Readers.empty() || S.Readers.back() != Id) {
        S.Readers.push_back(Id);
      }
    });
  }
  return Id;
}

Expected<uint64_t> DependencePolicy::admitScalar(
    uint64_t Now, function_ref<Error(SmallVectorImpl<ByteAccess> &)> Accesses) {
  SmallVector<ByteAccess, 2> Accs;
  if (Error E = Accesses(Accs))
    return std::move(E);
  if (Accs.empty())
    return 0;
  IssueTicket T;
  dependences(Accs, T.Deps);
  if (uint64_t Ready = readyAt(T, Now))
    return Ready;
  // A scalar access completes as it executes.
  DynEnd[record(Accs)] = Now;
  return 0;
}

void DependencePolicy::dispatched(const TilePlan &Plan, IssueTicket &T) {
  SmallVector<ByteAccess, 8> Accs;
  Plan.accesses(Accs);
  dependences(Accs, T.Deps);
  T.Id = record(Accs);
}

uint64_t DependencePolicy::readyAt(const IssueTicket &T, uint64_t Now) const {
  uint64_t Ready = 0;
  for (uint32_t D : T.Deps)
    Ready = std::max(Ready, DynEnd[D]);
  return Ready <= Now ? 0 : Ready;
}

void DependencePolicy::printStats(raw_ostream &OS) const {
  OS << "ideal: " << NumIgnoredSync
     << " synchronization instructions ignored (dependence-only bound)\n";
}
