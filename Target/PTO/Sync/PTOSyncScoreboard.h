//===-- PTOSyncScoreboard.h - Pending pipe accesses --------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The state pto-insert-sync keeps while it walks the code (the analogue of
// SIInsertWaitcnts' WaitcntBrackets): for every pipe, the memory accesses it
// may still be executing, and for every pair of pipes how far the consumer
// pipe is known to be ordered after the producer pipe. Plus the alias query
// that decides whether two accesses conflict, in three levels:
//   1. different address spaces never alias;
//   2. the same on-chip memory: exact byte windows (MachinePointerInfo
//      offset and size of the lowered tile operands);
//   3. global memory: the MachineMemOperands' IR values, sizes and AAMDNodes
//      through AAResults (noalias arguments, alias scopes, TBAA), the same
//      query MachineInstr::mayAlias makes, per memory operand; loads marked
//      invariant (pto-annotate-noclobber) are never ordered against stores.
// An instruction without memory operands that may touch memory conflicts
// with everything.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_SYNC_PTOSYNCSCOREBOARD_H
#define LLVM_LIB_TARGET_PTO_SYNC_PTOSYNCSCOREBOARD_H

#include "MCTargetDesc/PTOMachineFacts.h"
#include "llvm/ADT/SmallVector.h"
#include <array>
#include <cstdint>

namespace llvm {
class AAResults;
class MachineInstr;
class MachineMemOperand;

namespace PTO {

constexpr unsigned NumPipes = 7; // S, MTE1, MTE2, MTE3, M, V, FIX.

/// One memory access of an instruction.
struct SyncAccess {
  const MachineMemOperand *MMO = nullptr; ///< Null: may touch anything.
  bool IsWrite = false;
};

/// The accesses of \p MI and the pipe that executes it. Returns false when
/// \p MI neither reads nor writes memory.
bool getSyncAccesses(const MachineInstr &MI, SmallVectorImpl<SyncAccess> &Out);
unsigned getSyncPipe(const MachineInstr &MI);

/// Why two accesses do or do not conflict (for remarks and statistics).
enum class AliasVerdict {
  Conflict,        ///< They may touch the same bytes, one writes.
  BothReads,       ///< No hazard: neither writes.
  DifferentMemory, ///< Level 1: distinct address spaces.
  DisjointWindows, ///< Level 2: on-chip windows do not overlap.
  NoAliasAA,       ///< Level 3: AAResults proved the GM locations disjoint.
  Invariant,       ///< A load nothing in the kernel can clobber.
};

struct AliasOptions {
  /// Alias-blind mode (bench): same address space means conflict.
  bool Blind = false;
  bool UseTBAA = true;
};

AliasVerdict classifyAccessPair(const SyncAccess &A, const SyncAccess &B,
                                AAResults *AA, const AliasOptions &Opts);
const char *getVerdictName(AliasVerdict V);

/// A pending access: instruction, access, and its position in its pipe's
/// queue (1-based within the current walk; 0 = issued before the walk
/// started, e.g. in a predecessor block).
struct PendingAccess {
  const MachineInstr *MI;
  SyncAccess Access;
  unsigned Seq;
  /// The clock of its pipe right after it issued (what a set_flag placed
  /// right after it would carry).
  std::array<unsigned, NumPipes> Clock;
};

class SyncScoreboard {
public:
  /// Pending accesses per pipe, oldest first.
  std::array<SmallVector<PendingAccess, 8>, NumPipes> Pending;
  /// Ordered[P][Q]: every P operation with Seq < Ordered[P][Q] completes
  /// before Q executes anything still to come (column Q is Q's vector
  /// clock).
  std::array<std::array<unsigned, NumPipes>, NumPipes> Ordered{};
  /// Next sequence number per pipe.
  std::array<unsigned, NumPipes> NextSeq{};

  /// Restarts at a block entry: pending accesses inherited from predecessors
  /// keep Seq 0 and nothing is known to be ordered (conservative joins).
  void enterBlock();
  /// Merges the pending accesses of a predecessor's exit state. Returns true
  /// if something new was added.
  bool mergePending(const SyncScoreboard &Pred);

  unsigned issue(unsigned Pipe, const MachineInstr &MI,
                 ArrayRef<SyncAccess> Accesses);
  /// Q waits for a set_flag that carried \p SetClock: what its pipe had
  /// completed and knew of the others carries over (transitivity).
  void orderAfter(unsigned Q, const std::array<unsigned, NumPipes> &SetClock);
  bool isOrdered(const PendingAccess &A, unsigned P, unsigned Q) const {
    return A.Seq < Ordered[P][Q];
  }
  /// Drops accesses every pipe (and their own pipe) is ordered after.
  void retire();
  /// A pipe_barrier on P: later P operations start after earlier ones end.
  void barrier(unsigned P) { Ordered[P][P] = NextSeq[P]; }
  /// pipe_barrier ALL: everything issued so far completes first.
  void barrierAll();
  /// The clock a set_flag issued on P now would carry.
  std::array<unsigned, NumPipes> clockOf(unsigned P) const;
};

} // namespace PTO
} // namespace llvm

#endif
