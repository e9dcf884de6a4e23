//===-- PTOTileStorageUtils.h - Shared helpers of the storage passes -*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What several tile storage passes compute the same way: the lifetime of an
// allocation (the union of its members'), the pipes of its first and last
// access, and a readable name of a tile register for diagnostics.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_TILESTORAGE_PTOTILESTORAGEUTILS_H
#define LLVM_LIB_TARGET_PTO_TILESTORAGE_PTOTILESTORAGEUTILS_H

#include "PTOMachineFunctionInfo.h"
#include "TileStorage/PTOMemoryPlanner.h"
#include "TileStorage/PTOTileLiveness.h"
#include <string>

namespace llvm {
class MachineFunction;

namespace PTO {

/// Computes tile liveness of \p MF with loop information built on the spot.
void computeTileLiveness(const MachineFunction &MF, TileLiveness &Liveness);

/// The planner's view of an allocation: size of all slots, alignment, the
/// union of its members' lifetimes, and the pipes of its first and last
/// access in program order.
PlannerBuffer makePlannerBuffer(const PTOTileAllocation &A,
                                const MachineFunction &MF,
                                const TileLiveness &Liveness);

/// "%4 (vec 16x64 f32)".
std::string describeTileRegister(Register Reg, const MachineFunction &MF);

} // namespace PTO
} // namespace llvm

#endif
