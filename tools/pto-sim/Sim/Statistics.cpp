//===-- Statistics.cpp - Busy cycles and counts per agent -----------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Statistics.h"
#include "llvm/Support/Format.h"

using namespace llvm;
using namespace ptosim;

SimListener::~SimListener() = default;

void Statistics::onTileStart(unsigned Pipe, uint64_t Start, uint64_t End,
                             uint64_t PC) {
  uint64_t From = std::max(Start, CoveredUntil[Pipe]);
  if (End > From)
    Busy[Pipe] += End - From;
  CoveredUntil[Pipe] = std::max(CoveredUntil[Pipe], End);
  ++Ops[Pipe];
}

void Statistics::print(raw_ostream &OS, uint64_t Cycles) const {
  uint64_t Total = std::max<uint64_t>(Cycles, 1);
  OS << "total cycles: " << Cycles << "\n";
  for (unsigned P = 0; P < NumAgents; ++P)
    OS << format(
        "pipe %-4s busy %10llu cycles %6.2f%%  %llu %s\n", pipeName(P),
        (unsigned long long)Busy[P], 100.0 * double(Busy[P]) / double(Total),
        (unsigned long long)Ops[P], P == PipeS ? "instructions" : "ops");
  OS << "set_flag: " << count(SyncEvent::Set)
     << ", wait_flag: " << count(SyncEvent::Wait)
     << ", pipe_barrier: " << count(SyncEvent::Barrier) << "\n";
}
