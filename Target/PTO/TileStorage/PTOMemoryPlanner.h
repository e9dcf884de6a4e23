//===-- PTOMemoryPlanner.h - Offset assignment for one memory ---*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The pure offset-assignment algorithms behind pto-plan-memory and
// pto-allocate-memory-addr (BRIEF §4, passes 2-3). No MachineIR dependency:
// the passes turn tile allocations into PlannerBuffers (live interval sets
// from SSA liveness, first/last pipe, stage group), call planMemory() per
// on-chip memory and read the offsets back. docs/memory-planning.md
// describes the algorithms and their objective.
//
// Objective, lexicographic, for every planner:
//   1. keep stage-group members apart when the result still fits capacity;
//   2. minimize the peak (max offset + size);
//   3. minimize cross-pipe hand-offs induced by sharing bytes.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_TILESTORAGE_PTOMEMORYPLANNER_H
#define LLVM_LIB_TARGET_PTO_TILESTORAGE_PTOMEMORYPLANNER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace llvm {
namespace PTO {

/// One allocation of one memory as the planner sees it.
struct PlannerBuffer {
  /// Caller's identifier; the planner only carries it (diagnostics).
  unsigned Id = 0;
  /// Bytes occupied (a multi-slot allocation passes slots * slot size).
  uint64_t Size = 0;
  /// Required offset alignment, a power of two.
  uint64_t Align = 1;
  /// Half-open [start, end) instruction-number intervals; several for an
  /// interval set. Two buffers interfere when their sets intersect. Empty
  /// intervals are ignored; intervals of one buffer may touch or overlap.
  SmallVector<std::pair<unsigned, unsigned>, 2> Live;
  /// PTOPipeKind encodings of the first and the last access.
  uint8_t FirstPipe = 0;
  uint8_t LastPipe = 0;
  /// Buffers of one loop's pipeline stages (prefetch / multi-buffer) that
  /// should not share bytes when capacity allows (PyPTO #1475); -1 = none.
  int StageGroup = -1;
  /// The outermost loop around the first access (any number naming it, the
  /// same for every buffer of that loop); -1 = none. Two buffers of one loop
  /// that share bytes hand off in both directions: the later one's last
  /// access precedes the earlier one's first access of the next iteration.
  int Loop = -1;
  /// Indices (into the planned array, not Ids) of buffers whose last access
  /// is already ordered before this buffer's first access by a dependence
  /// (it reads, through a chain of values, what that access wrote): handing
  /// their bytes to this buffer costs no synchronization the dependence does
  /// not already imply, whatever the pipes.
  SmallVector<unsigned, 2> OrderedAfter;
};

enum class PlannerKind {
  None,               ///< No reuse: every buffer its own bytes.
  FirstFitDecreasing, ///< Size-descending, lowest fitting offset.
  BestFit,            ///< Least-waste free range, regions split (default).
  Exact,              ///< Branch and bound, node-limited.
};

/// Parses "none", "ffd", "best-fit", "exact".
std::optional<PlannerKind> parsePlannerKind(StringRef Name);
StringRef getPlannerKindName(PlannerKind K);

struct PlannerOptions {
  PlannerKind Kind = PlannerKind::BestFit;
  /// Exact: maximum number of search nodes (placements tried) in total.
  uint64_t NodeLimit = 100000;
  /// Best-fit: where its plan is above the lower bound, the exact search
  /// seeded with it may try this many nodes in total for a lower peak
  /// (issue 23: fragmentation best-fit's orders cannot avoid). 0: off.
  uint64_t RepairNodes = 256;
  /// Pipe-aware reuse: when the peak-first plan fits with bytes to spare and
  /// still has hand-offs, also plan hand-offs first (a buffer prefers a
  /// window whose previous user ends on its first pipe or is ordered before
  /// it, or free bytes, as long as the peak stays within the capacity) and
  /// keep that plan if it has fewer hand-offs and fits. Where capacity is
  /// tight the peak-first plan is kept. Off: the objective above, unchanged.
  bool AvoidHandoffs = false;
  /// Asked (when set) before each hand-off-first placement that differs from
  /// the peak-first choice; false keeps the peak-first choice (a debug
  /// counter).
  function_ref<bool()> AllowHandoffAvoidance = nullptr;
};

struct MemoryPlan {
  /// Offsets[I] is the offset of Buffers[I] (input order).
  SmallVector<uint64_t, 16> Offsets;
  /// max(Offsets[I] + Size[I]); 0 for no buffers.
  uint64_t Peak = 0;
  /// Cross-pipe hand-offs induced by sharing (see countHandoffs).
  unsigned Handoffs = 0;
  /// Pairs of one stage group that share bytes (0 unless capacity forced it).
  unsigned StageGroupShares = 0;
  /// No plan has a lower peak: Peak equals lowerBound(), or (exact) the
  /// search finished within the node limit. Hand-offs are minimized only
  /// among the canonical plans the search enumerates.
  bool Optimal = false;
  /// Exact only: search nodes explored.
  uint64_t NodesExplored = 0;
  /// AvoidHandoffs: the peak and hand-offs of the peak-first plan, and the
  /// placements where the kept plan chose differently (0: peak-first kept).
  uint64_t PeakFirstPeak = 0;
  unsigned PeakFirstHandoffs = 0;
  unsigned HandoffFirstPlacements = 0;
};

/// Plans offsets for \p Buffers in a memory of \p Capacity usable bytes.
/// Never fails: a plan whose Peak exceeds Capacity is still returned (the
/// caller diagnoses overflow); such a plan is the planner's lowest-peak one.
MemoryPlan planMemory(ArrayRef<PlannerBuffer> Buffers, uint64_t Capacity,
                      const PlannerOptions &Opts = PlannerOptions());

/// Max over time of the bytes live at that instant, each size rounded up to
/// the smallest alignment among the buffers (the memory granule), less the
/// largest tail padding (the topmost buffer needs no padding), and at least
/// the largest single buffer. No plan has a lower peak.
uint64_t lowerBound(ArrayRef<PlannerBuffer> Buffers);

/// The instant at which the most bytes of \p Buffers are live together (the
/// earliest such) and those bytes; a buffer counts \p Width(B) bytes (its
/// size when null) while any of its intervals is open. lowerBound() and the
/// capacity-overflow diagnostic both sweep through this.
struct LivePeak {
  unsigned At = 0;
  uint64_t Bytes = 0;
};
LivePeak
peakLive(ArrayRef<PlannerBuffer> Buffers,
         function_ref<uint64_t(const PlannerBuffer &)> Width = nullptr);

/// True when the live interval sets of \p A and \p B intersect.
bool interferes(const PlannerBuffer &A, const PlannerBuffer &B);

/// A buffer's live intervals sorted, merged where they touch or overlap,
/// empty ones dropped (the planners' normal form).
SmallVector<std::pair<unsigned, unsigned>, 2>
normalizeLive(ArrayRef<std::pair<unsigned, unsigned>> Live);

/// Hand-offs of a placement, over the pairs of non-interfering buffers whose
/// byte ranges overlap ("earlier" = smaller first live instant, ties by
/// index): one when the earlier buffer's LastPipe differs from the later
/// one's FirstPipe and the later one is not OrderedAfter the earlier; one
/// more when both are in one Loop and the later one's LastPipe differs from
/// the earlier one's FirstPipe (the next iteration). Each costs one WAR/WAW
/// synchronization.
unsigned countHandoffs(ArrayRef<PlannerBuffer> Buffers,
                       ArrayRef<uint64_t> Offsets);

/// Pairs of one stage group whose byte ranges overlap.
unsigned countStageGroupShares(ArrayRef<PlannerBuffer> Buffers,
                               ArrayRef<uint64_t> Offsets);

/// Independent checker: one offset per buffer, every offset aligned,
/// interfering buffers disjoint, every buffer within \p Capacity, Peak
/// consistent. On failure \p Why names the first problem.
bool verifyPlan(ArrayRef<PlannerBuffer> Buffers, const MemoryPlan &Plan,
                uint64_t Capacity, std::string &Why);

} // namespace PTO
} // namespace llvm

#endif
