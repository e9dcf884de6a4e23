//===-- MultiCore.h - SPMD runs: one kernel on several cores ----*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Issue 15: SPMD. `pto-sim --blocks=N` runs N instances of one kernel, one
// per core, concurrently over one global memory (docs/simulator.md, "Cores"):
// each core is a Simulator of its own (on-chip memories, scalar unit, pipes,
// flags, stack) created over block 0's global memory, and runBlocks()
// advances them together, event time by event time, so that what one core
// writes to global memory at a time is what another reads after it. Within
// one time the cores step in core order. Issue 15 (X): a block may be a
// core group (placeCores); only cross-core flags (CrossCore.h) order two
// cores, for the flags' waits and for the race detector.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_MULTICORE_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_MULTICORE_H

#include "CrossCore.h"
#include "Simulator.h"
#include "llvm/ADT/ArrayRef.h"
#include <vector>

namespace ptosim {

/// What a run of several cores took.
struct BlocksResult {
  /// Per core: the end of its last operation.
  std::vector<uint64_t> CoreCycles;
  /// The run's cycles: the latest core's end.
  uint64_t Makespan = 0;
};

/// Issue 15 (X): the cores that run \p Blocks blocks of a program queuing
/// work on the pipes of \p UsedPipes on generation \p Gen
/// (docs/simulator.md, "Cores"): with one core kind, one such core per
/// block; on a3, an AIV per block for a vector kernel, an AIC per block
/// for a cube kernel, a core group (AIC, AIV0, AIV1) per block for a mix
/// kernel that reads get_core_type, and otherwise (a mix kernel without
/// sections, which the compiler does not split yet) one core with every
/// pipe. \p Placement describes the choice.
llvm::Expected<std::vector<CoreInfo>>
placeCores(llvm::PTO::PTOGeneration Gen, unsigned UsedPipes,
           bool ReadsCoreType, unsigned Blocks, std::string &Placement);

/// Runs the kernel at \p Entry on every core of \p Cores (indexed by block)
/// until each has returned and drained. An error of one core (a deadlock, a
/// stale flag, an access error) names its block; the others still finish.
llvm::Error runBlocks(llvm::ArrayRef<Simulator *> Cores, uint64_t Entry,
                      BlocksResult &Result);

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_MULTICORE_H
