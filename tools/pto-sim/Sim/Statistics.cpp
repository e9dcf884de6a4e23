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

void Statistics::add(const Statistics &O) {
  for (unsigned P = 0; P < NumAgents; ++P) {
    Busy[P] += O.Busy[P];
    Ops[P] += O.Ops[P];
  }
  for (unsigned I = 0; I < Sync.size(); ++I)
    Sync[I] += O.Sync[I];
}

void Statistics::print(raw_ostream &OS, uint64_t Cycles, StringRef Prefix,
                       unsigned Cores) const {
  uint64_t Total = std::max<uint64_t>(Cycles * std::max(Cores, 1u), 1);
  OS << Prefix << "total cycles: " << Cycles << "\n";
  for (unsigned P = 0; P < NumAgents; ++P)
    OS << Prefix
       << format("pipe %-4s busy %10llu cycles %6.2f%%  %llu %s\n", pipeName(P),
                 (unsigned long long)Busy[P],
                 100.0 * double(Busy[P]) / double(Total),
                 (unsigned long long)Ops[P],
                 P == PipeS ? "instructions" : "ops");
  OS << Prefix << "set_flag: " << count(SyncEvent::Set)
     << ", wait_flag: " << count(SyncEvent::Wait)
     << ", pipe_barrier: " << count(SyncEvent::Barrier) << "\n";
}
