//===-- DeadlockReport.h - What every agent waits for -----------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// When nothing can happen any more and an agent still has work, the run is
// a deadlock; the report gives a line per agent: the scalar unit's state and
// PC, each pipe's queue length and head (a wait_flag there is one whose flag
// is never set).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_DEADLOCKREPORT_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_DEADLOCKREPORT_H

#include "PipeQueue.h"
#include "ScalarUnit.h"
#include "llvm/ADT/ArrayRef.h"
#include <string>

namespace ptosim {

/// The report: "  S: ...\n  MTE1: idle\n..."; \p Pipes is indexed by
/// agent (entry PipeS unused).
std::string reportDeadlock(const ScalarUnit &Scalar,
                           llvm::ArrayRef<PipeQueue> Pipes,
                           const DescribeFn &Describe);

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_DEADLOCKREPORT_H
