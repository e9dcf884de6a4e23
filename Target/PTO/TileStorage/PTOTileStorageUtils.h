//===-- PTOTileStorageUtils.h - Shared helpers of the storage passes -*- C++
//-*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What several tile storage passes compute the same way: the lifetime of an
// allocation (the union of its members'), the pipes of its first and last
// access, and a tile register in the user's words for diagnostics.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_TILESTORAGE_PTOTILESTORAGEUTILS_H
#define LLVM_LIB_TARGET_PTO_TILESTORAGE_PTOTILESTORAGEUTILS_H

#include "PTOMachineFunctionInfo.h"
#include "TileStorage/PTOMemoryPlanner.h"
#include "TileStorage/PTOTileLiveness.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGenTypes/LowLevelType.h"
#include "llvm/IR/DebugLoc.h"
#include <optional>
#include <string>

namespace llvm {
class MachineFunction;
class MachineInstr;
class MachineLoopInfo;

namespace PTO {
struct TileDesc;

/// The planner's view of an allocation: size of all slots, alignment, the
/// union of its members' lifetimes, and the pipes of its first and last
/// access in program order. With \p MLI, an allocation written inside a loop
/// and handed from one pipe to another (first and last access on different
/// pipes) is a pipeline stage of that loop: its stage group is the number of
/// the innermost loop's header (PyPTO #1475); otherwise -1. With \p MLI the
/// Loop is the number of the header of the outermost loop around the first
/// access. The first and last accesses (program order, no PHIs or copies)
/// are returned through \p FirstAccess and \p LastAccess when given (null
/// for an allocation with no access). OrderedAfter is left empty: it
/// relates allocations (PTOPlanMemory fills it).
PlannerBuffer makePlannerBuffer(const PTOTileAllocation &A,
                                const MachineFunction &MF,
                                const TileLiveness &Liveness,
                                const MachineLoopInfo *MLI = nullptr,
                                const MachineInstr **FirstAccess = nullptr,
                                const MachineInstr **LastAccess = nullptr);

/// The memory type of a whole-tile access: a vector of elements whose MIR
/// form round-trips (at most 65535 bits per element and 65535 elements),
/// the same shape instruction selection gives tile MachineMemOperands.
LLT getTileMemType(const TileDesc &D);

/// Where a tile register comes from in the source: the debug location of
/// the instruction that made it (through copies and PHIs), and the source
/// name of the builtin call it was selected from (PTO::sourceName), when
/// known.
struct TileSource {
  std::optional<std::string> Name;
  DebugLoc Loc;
};
TileSource getTileSource(Register Reg, const MachineFunction &MF);

/// "kernel.c:12", or empty without a location.
std::string describeLocation(const DebugLoc &DL);

/// A tile register for a diagnostic, in the user's words when the source is
/// known: "'acc' (vec 16x64 f32, kernel.c:12)"; "%4 (vec 16x64 f32,
/// kernel.c:12)" for an unnamed temporary; "%4 (vec 16x64 f32)" without
/// debug locations. With -pto-diag-ir the register follows the name:
/// "'acc' [%4] (...)". \p Extra goes last in the parentheses
/// ("'acc' (vec 16x64 f32, kernel.c:12, 4096 bytes)").
std::string describeTileRegister(Register Reg, const MachineFunction &MF,
                                 StringRef Extra = "");

/// An allocation in the user's words, for the memory map and the
/// external-planner problem: its members' registers (describeTileRegister),
/// and the source name and line of its first member that has one (a loop
/// carry and the values it joins share one allocation and usually one
/// name).
struct AllocationSource {
  SmallVector<std::string, 2> Registers;
  std::optional<std::string> Name;
  std::string Loc;
};
AllocationSource describeAllocation(const PTOTileAllocation &A,
                                    const MachineFunction &MF);

} // namespace PTO
} // namespace llvm

#endif
