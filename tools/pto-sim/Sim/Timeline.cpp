//===-- Timeline.cpp - The timeline behind the trace views ----------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Timeline.h"
#include "llvm/ADT/STLExtras.h"

using namespace llvm;
using namespace ptosim;

void Timeline::onScalarInstruction(uint64_t Now, uint64_t PC, unsigned Cycles) {
  // Back-to-back instructions extend the current stretch.
  if (ScalarEnd == Now && Now != 0) {
    ScalarEnd = Now + Cycles;
    return;
  }
  if (ScalarEnd > ScalarStart)
    Slices.push_back({PipeS, ScalarStart, ScalarEnd, 0});
  ScalarStart = Now;
  ScalarEnd = Now + Cycles;
}

void Timeline::onFlagSet(unsigned Id, unsigned Src, unsigned Dst, uint64_t Time,
                         StringRef Text) {
  if (Flows.size() <= Id)
    Flows.resize(Id + 1, {0, 0, 0, 0, 0, ""});
  Flows[Id] = {Id, Src, Dst, Time, 0, Text.str()};
}

void Timeline::onFinish(uint64_t Now) {
  if (ScalarEnd > ScalarStart)
    Slices.push_back({PipeS, ScalarStart, ScalarEnd, 0});
  ScalarStart = ScalarEnd = 0;
}

std::array<unsigned, NumAgents>
Timeline::assignLanes(std::vector<unsigned> &Lane) const {
  std::array<unsigned, NumAgents> Lanes{};
  Lane.assign(Slices.size(), 0);
  std::vector<size_t> Order(Slices.size());
  for (size_t I = 0; I < Order.size(); ++I)
    Order[I] = I;
  llvm::stable_sort(Order, [&](size_t A, size_t B) {
    return Slices[A].Start < Slices[B].Start;
  });
  std::array<std::vector<uint64_t>, NumAgents> LaneEnd;
  for (size_t I : Order) {
    const TraceSlice &S = Slices[I];
    std::vector<uint64_t> &Ends = LaneEnd[S.Pipe];
    unsigned L = 0;
    while (L < Ends.size() && Ends[L] > S.Start)
      ++L;
    if (L == Ends.size())
      Ends.push_back(0);
    Ends[L] = S.End;
    Lane[I] = L;
  }
  for (unsigned P = 0; P < NumAgents; ++P)
    Lanes[P] = std::max<size_t>(1, LaneEnd[P].size());
  return Lanes;
}
