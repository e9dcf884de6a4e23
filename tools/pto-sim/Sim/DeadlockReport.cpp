//===-- DeadlockReport.cpp - What every agent waits for -------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "DeadlockReport.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace ptosim;

std::string ptosim::reportDeadlock(const ScalarUnit &Scalar,
                                   ArrayRef<PipeQueue> Pipes,
                                   const DescribeFn &Describe) {
  std::string S;
  raw_string_ostream OS(S);
  OS << "  S: ";
  if (Scalar.Done)
    OS << "kernel returned";
  else
    OS << (Scalar.Blocked.empty() ? "blocked" : Scalar.Blocked) << " (pc "
       << Describe(Scalar.PC) << ")";
  OS << "\n";
  for (unsigned P = PipeS + 1; P < Pipes.size(); ++P) {
    const PipeQueue &Q = Pipes[P];
    OS << "  " << pipeName(P) << ": ";
    if (Q.empty()) {
      OS << "idle\n";
      continue;
    }
    OS << Q.size() << " queued, head " << Describe(Q.front().PC);
    if (Q.front().Kind == QKind::Wait)
      OS << " (its flag is never set)";
    OS << "\n";
  }
  return S;
}
