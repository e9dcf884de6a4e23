//===-- PTOSyncScoreboard.h - Pending pipe accesses --------------*- C++
//-*-===//
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
// with everything; a tile operand of a rotating (double-buffered) allocation
// has one memory operand per slot, and its current and next slots are told
// apart when the number of slot swaps between two accesses is known
// (DifferentSlots, SLOT_MARK); any other tile operand addressed through a
// base register may touch any byte of its memory. The scalar unit executes
// its own accesses in order, so S never needs a barrier against itself.
//
// Also the event-ID allocator (SyncEventAllocator): IDs per key (pipe pair,
// or set pipe alone for -pto-sync-event-key=src), allocated by lifetime.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_SYNC_PTOSYNCSCOREBOARD_H
#define LLVM_LIB_TARGET_PTO_SYNC_PTOSYNCSCOREBOARD_H

#include "AA/PTOStridedAccess.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace llvm {
class AAResults;
class MachineBasicBlock;
class MachineFunction;
class MachineFrameInfo;
class MachineInstr;
class MachineMemOperand;
class MDNode;
class DataLayout;
class raw_ostream;
class ScalarEvolution;

namespace PTO {

constexpr unsigned NumPipes = 7; // S, MTE1, MTE2, MTE3, M, V, FIX.
/// A bit per pipe, all of them.
constexpr uint8_t AllPipesMask = (1u << NumPipes) - 1;

constexpr unsigned NotLearned = ~0u;
inline std::array<unsigned, NumPipes> notLearned() {
  std::array<unsigned, NumPipes> A;
  A.fill(NotLearned);
  return A;
}

/// One memory access of an instruction.
struct SyncAccess {
  const MachineMemOperand *MMO = nullptr; ///< Null: may touch anything.
  bool IsWrite = false;
  /// On-chip window unknown (base register + offset): the whole memory.
  bool AnyWindow = false;
  /// A window of a rotating allocation (PTO::MORotating): the slot its memory
  /// operand describes (0 or 1; -1 otherwise) and whether the next-slot
  /// register addresses it. The operand is real only for one value of the
  /// slot registers.
  int8_t Slot = -1;
  bool NextSlot = false;
  /// The loop's initial value in slot 0 (PTO::MOSlotInit).
  bool SlotInit = false;
  /// What the alias query reads of MMO most often, copied by describe()
  /// (issue 17, session 20: a walk asks it for every pending access and
  /// every access of every instruction, and the memory operands' reads were
  /// most of classifyAccessPair): its address space, whether it is an
  /// on-chip memory and an invariant load, and its window (offset and size,
  /// when the size is known, it has no IR value, and both fit). Without
  /// Described the query reads MMO.
  enum : uint8_t { Described = 1, OnChip = 2, Invariant = 4, KnownWindow = 8 };
  uint8_t AS = 0;
  uint8_t Traits = 0;
  int32_t WinOffset = 0;
  uint32_t WinSize = 0;
  void describe();
  /// The slot the current-slot register must hold for this memory operand
  /// to be the real one.
  unsigned currentSlotIfReal() const { return NextSlot ? 1 - Slot : Slot; }
};

/// What a pending access may conflict with, for retiring accesses no later
/// operation can conflict with: global memory (generic included), each
/// on-chip memory, private stack slots.
enum SyncFamily : unsigned {
  SF_GM = 0,
  SF_OnChip0 = 1, ///< Address space 2 (mat) .. 7 (bias): SF_OnChip0 + AS - 2.
  SF_Stack = 7,
  NumSyncFamilies = 8,
};
/// Per family, the pipes that may still access it (a bit per pipe).
using SyncFuture = std::array<uint8_t, NumSyncFamilies>;

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
  DifferentSlots,  ///< Level 2: windows of one double buffer that are in
                   ///< different slots, given the slot swaps between them.
  NoAliasAA,       ///< Level 3: AAResults proved the GM locations disjoint.
  DisjointRows,    ///< Level 3: row-strided transfers on one base whose
                   ///< rows never meet (their extents may overlap).
  /// Level 3: at a dedicated exit of a loop with neither a parent nor inner
  /// loops, an access of the loop that crossed its back edge is of an
  /// earlier iteration than the exit's values of the loop's addrecs, which
  /// put the two at least one step apart.
  EarlierIterations,
  Invariant,    ///< A load nothing in the kernel can clobber.
  PrivateStack, ///< A stack slot no IR pointer can reach.
  // (Keep PrivateStack last: pto-insert-sync enumerates the verdicts up to
  // it for their elision counters.)
};

struct AliasOptions {
  /// Alias-blind mode (bench): same address space means conflict.
  bool Blind = false;
  bool UseTBAA = true;
  /// To recognize spill slots (no IR pointer reaches them); may be null.
  const MachineFrameInfo *MFI = nullptr;
  /// Testing only (-pto-sync-unsound-same-iteration): judge accesses of
  /// different iterations as if they belonged to one. Unsound; exists so
  /// that a test can show pto-verify-sync catching the result.
  bool TrustSameIteration = false;
  /// Testing only (-pto-sync-unsound-rows): the row-strided rule misses an
  /// overlap of up to four bytes (one f32 element). Unsound; exists so that
  /// the fuzzer's interleaved-rows pattern can be shown to catch it.
  bool UnsoundRows = false;
  /// Per IR block: whether it may lie on a cycle (cross-iteration queries
  /// compare a value with itself only when it cannot). May be null.
  DenseMap<const void *, bool> *CycleCache = nullptr;
  /// The exact global-memory footprints of tile transfers and scalar
  /// accesses, by memory operand (collectGMFootprints); may be null.
  const DenseMap<const MachineMemOperand *, StridedFootprint> *Footprints =
      nullptr;
  const DataLayout *DL = nullptr;
  /// Per IR pointer, its base and constant offset
  /// (GetPointerBaseWithConstantOffset) once asked; may be null.
  DenseMap<const Value *, std::pair<const Value *, int64_t>> *BaseCache =
      nullptr;
  /// Relates global-memory pointers that are separate induction variables
  /// after loop strength reduction (their SCEVs: a constant difference in
  /// one iteration; across iterations, addrecs of one loop with one step).
  /// May be null.
  ScalarEvolution *SE = nullptr;
  /// The block of the instruction the pending access is compared with (the
  /// EarlierIterations rule); may be null.
  const MachineBasicBlock *ConsumerMBB = nullptr;
  /// -pto-sync-earlier-iterations (the rule on) and, testing only,
  /// -pto-sync-unsound-earlier-iterations (it takes the accesses to be at
  /// least two steps apart).
  bool EarlierIterations = true;
  bool UnsoundEarlierIterations = false;
};

/// The family of an access (its memory; a spill slot no IR value reaches is
/// the private stack), or NumSyncFamilies for an unknown footprint.
unsigned getSyncFamily(const SyncAccess &A, const MachineFrameInfo *MFI);

/// What an instruction adds to the future before it: its pipe's bit and the
/// families it accesses (bit NumSyncFamilies: an unknown footprint, every
/// family), or every pipe for a return that drains.
struct SyncUse {
  uint8_t Pipe = 0;
  uint16_t Families = 0;
};
static_assert(NumSyncFamilies < 16, "SyncUse::Families holds NumSyncFamilies "
                                    "+ 1 bits");
/// The use of \p MI, whose accesses (getSyncAccesses) are \p Accesses.
SyncUse getSyncUse(const MachineInstr &MI, ArrayRef<SyncAccess> Accesses,
                   bool IsKernel, const MachineFrameInfo *MFI);
/// Per instruction, by its number in layout order (the blocks of \p MF in
/// order, each block's instructions as its iterator visits them): the pipes
/// that may access each family after it (a backward dataflow over the CFG; a
/// return of a function that is not a kernel counts as every pipe, it must
/// drain them), from each instruction's use \p Uses in that order (issue 17,
/// session 23: pto-insert-sync has every instruction's accesses already).
void computeSyncFuture(const MachineFunction &MF, ArrayRef<SyncUse> Uses,
                       std::vector<SyncFuture> &At);

/// The global-memory footprint of every tile transfer (tload/tstore: rows,
/// cols and dtype from its operands, the row stride from the unique reaching
/// definition of its stride register, an `li`) and fixed-size scalar access
/// of \p MF, relative to its memory operand's value and offset.
class UniqueReachingDefs;
void collectGMFootprints(
    const MachineFunction &MF, UniqueReachingDefs &Defs,
    DenseMap<const MachineMemOperand *, StridedFootprint> &Out);

/// \p SlotSwaps: for two windows of one rotating allocation, how many times
/// its slots swapped between A and B (only the parity matters), or -1 if
/// unknown; 0 when both were issued in one iteration.
/// \p CrossIteration: A may belong to an earlier iteration of a loop than B
/// (it reached B over a back edge), so the IR values of their global-memory
/// operands may be evaluated in different iterations: the query is made in
/// AA's cross-iteration mode, a value equals itself only outside cycles,
/// and alias scopes (per iteration when declared in a loop) are ignored.
AliasVerdict classifyAccessPair(const SyncAccess &A, const SyncAccess &B,
                                AAResults *AA, const AliasOptions &Opts,
                                int SlotSwaps = -1,
                                bool CrossIteration = false);
const char *getVerdictName(AliasVerdict V);

/// The alias family of address space \p AS (classifyAccessPair's level 1):
/// generic (0) may alias global (1); distinct memories never alias.
inline unsigned getMemoryFamily(unsigned AS) {
  return AS <= AS_GM ? unsigned(AS_GM) : AS;
}

/// The verdicts classifyAccessPair reaches first -- BothReads, and
/// DifferentMemory for two accesses describe() has filled -- answered
/// inline, or std::nullopt to ask it (issue 17, session 21: most pairs a
/// walk asks about are two reads or in different memories; the call was a
/// fifth of pto-insert-sync). Neither verdict has an elision counter.
inline std::optional<AliasVerdict> quickAccessVerdict(const SyncAccess &A,
                                                      const SyncAccess &B) {
  if (!A.IsWrite && !B.IsWrite)
    return AliasVerdict::BothReads;
  if (!A.MMO || !B.MMO || !(A.Traits & B.Traits & SyncAccess::Described))
    return std::nullopt;
  if (getMemoryFamily(A.AS) != getMemoryFamily(B.AS))
    return AliasVerdict::DifferentMemory;
  return std::nullopt;
}

/// classifyAccessPair's verdict for two on-chip accesses describe() knows
/// the windows of, neither an invariant read nor a slot window of a
/// rotating allocation whose slot swaps are known (their scopes are read),
/// answered inline after quickAccessVerdict found none; std::nullopt
/// otherwise (issue 17, session 23: most pairs a loop-nest walk judges are
/// two windows of one buffer). Not in alias-blind mode.
inline std::optional<AliasVerdict>
quickWindowVerdict(const SyncAccess &A, const SyncAccess &B, int SlotSwaps) {
  constexpr uint8_t Known =
      SyncAccess::Described | SyncAccess::OnChip | SyncAccess::KnownWindow;
  if ((A.Traits & B.Traits & Known) != Known ||
      (!A.IsWrite && (A.Traits & SyncAccess::Invariant)) ||
      (!B.IsWrite && (B.Traits & SyncAccess::Invariant)) ||
      getMemoryFamily(A.AS) != getMemoryFamily(B.AS))
    return std::nullopt;
  if (A.AnyWindow || B.AnyWindow)
    return AliasVerdict::Conflict;
  if (SlotSwaps >= 0 && A.Slot >= 0 && B.Slot >= 0 && !B.SlotInit)
    return std::nullopt;
  int64_t OA = A.WinOffset, OB = B.WinOffset;
  int64_t EA = OA + int64_t(A.WinSize), EB = OB + int64_t(B.WinSize);
  return (OA < EB && OB < EA) ? AliasVerdict::Conflict
                              : AliasVerdict::DisjointWindows;
}

struct PendingAccess;
class SyncEventAllocator;
/// Whether the pending access \p A conflicts with one of \p Accesses (the
/// alias query with A's slot swaps).
bool conflictsWith(const PendingAccess &A, ArrayRef<SyncAccess> Accesses,
                   AAResults *AA, const AliasOptions &Opts);

/// A pending access: instruction, access, and its position in its pipe's
/// queue (1-based within the current walk; 0 = issued before the walk
/// started, e.g. in a predecessor block).
struct PendingAccess {
  const MachineInstr *MI;
  SyncAccess Access;
  unsigned Seq;
  /// One of the two, by Seq (issue 17, session 21: 80 bytes instead of
  /// 104; a walk copies every inherited access into its scoreboard).
  union {
    /// Seq > 0: the clock of its pipe right after it issued (what a
    /// set_flag placed right after it would carry).
    std::array<unsigned, NumPipes> Clock;
    /// Seq 0 (inherited): per pipe Q whose bit LearnedMask has, the
    /// sequence number from which Q's operations are known to follow it,
    /// learned in this block (Q waited for a flag whose set pipe was
    /// ordered after it: at the entry, or learned before the set); the
    /// other entries mean nothing (see learnedAt()).
    std::array<unsigned, NumPipes> LearnedAt;
  };
  /// For an inherited access (Seq 0): bit Q set if pipe Q is ordered after
  /// it on every path into the block (meet = intersection at joins).
  uint8_t OrderedAtEntry = 0;
  /// For an inherited access: bit Q set if LearnedAt[Q] was learned.
  uint8_t LearnedMask = 0;
  /// For a window of a rotating allocation: the parity of the slot swaps
  /// (SLOT_MARK 1) since it was issued, or -1 after a restart (SLOT_MARK 0)
  /// or a join of different parities.
  int8_t SlotSwaps = 0;
  /// It reached the current block over a back edge (a retreating edge of
  /// the reverse post order): it may be an access of an earlier iteration
  /// than the instructions it is now compared with. Kept apart from the
  /// same access of this iteration (a separate entry).
  bool CrossIteration = false;
  /// Its getSyncFamily, filled by the first retire() that asks (a walk
  /// retires after every instruction); 0xff: not asked yet.
  uint8_t Family = 0xff;
  /// Bit F: back-edge flag F (pto-insert-sync) is set and its set fired
  /// after this access (its pipe's own, or one the set pipe was ordered
  /// after), on every path here (intersection at joins).
  uint32_t FlagCovers = 0;

  /// For an inherited access: LearnedAt[Q] if learned, else NotLearned.
  unsigned learnedAt(unsigned Q) const {
    return LearnedMask >> Q & 1 ? LearnedAt[Q] : NotLearned;
  }
  /// For an inherited access: Q's operations from \p Seq on follow it.
  void learn(unsigned Q, unsigned From) {
    if (LearnedMask >> Q & 1) {
      LearnedAt[Q] = std::min(LearnedAt[Q], From);
      return;
    }
    LearnedAt[Q] = From;
    LearnedMask |= 1u << Q;
  }
};

static_assert(sizeof(PendingAccess) <= 80, "a walk copies every inherited one");

/// A wait_flag that consumed a flag and may not have executed yet (its pipe
/// runs it when it reaches it in its queue, later than in program order).
struct OutstandingWait {
  unsigned Pipe = 0;
  unsigned Seq = 0; ///< Its position in Pipe's sequence; 0: inherited.
  /// For an inherited wait: bit R set if pipe R is ordered after it on every
  /// path into the block.
  uint8_t OrderedAtEntry = 0;
  /// As PendingAccess::LearnedAt.
  std::array<unsigned, NumPipes> LearnedAt = notLearned();
  /// As PendingAccess::FlagCovers.
  uint32_t FlagCovers = 0;
};

/// An outstanding wait as a block's entry or exit state keeps it (issue 17,
/// session 15): 8 bytes instead of 44, as StoredAccess.
struct StoredWait {
  uint8_t Pipe = 0;
  /// As OutstandingWait::OrderedAtEntry and FlagCovers.
  uint8_t OrderedAtEntry = 0;
  uint32_t FlagCovers = 0;
};

/// Per flag (key, ID), the waits that may not have run, ordered by flag: a
/// sorted vector with the part of std::map's interface the scoreboard uses
/// (issue 17: the inserter copies a scoreboard per block walk, and a map
/// costs an allocation per flag on every copy; a kernel has a few dozen
/// flags at most, so an insertion's shift is cheap). \p WaitT is
/// OutstandingWait during a walk, StoredWait in the states kept between.
template <typename WaitT> class SyncWaitMapT {
public:
  using Key = std::pair<unsigned, unsigned>;
  using Entry = std::pair<Key, SmallVector<WaitT, 2>>;
  using iterator = typename SmallVectorImpl<Entry>::iterator;
  using const_iterator = typename SmallVectorImpl<Entry>::const_iterator;

  iterator begin() { return Entries.begin(); }
  iterator end() { return Entries.end(); }
  const_iterator begin() const { return Entries.begin(); }
  const_iterator end() const { return Entries.end(); }
  bool empty() const { return Entries.empty(); }
  size_t size() const { return Entries.size(); }
  void clear() { Entries.clear(); }
  void reserve(size_t N) { Entries.reserve(N); }
  /// Appends flag \p K, which must be greater than every flag present.
  SmallVector<WaitT, 2> &append(Key K) {
    assert((Entries.empty() || Entries.back().first < K) && "out of order");
    Entries.push_back(Entry(K, {}));
    return Entries.back().second;
  }
  const_iterator find(Key K) const {
    const_iterator It = lowerBound(K);
    return It != end() && It->first == K ? It : end();
  }
  /// The waits of flag \p K, inserted empty if absent.
  SmallVector<WaitT, 2> &operator[](Key K) {
    iterator It = Entries.begin() + (lowerBound(K) - Entries.begin());
    if (It == end() || It->first != K)
      It = Entries.insert(It, Entry(K, {}));
    return It->second;
  }

  /// Visits every flag of \p Other in order, with its waits here (inserted
  /// empty if absent) and there; merges the two sorted lists in one pass.
  /// Returns whether \p Merge changed any.
  bool mergeFrom(
      const SyncWaitMapT &Other,
      function_ref<bool(SmallVectorImpl<WaitT> &, ArrayRef<WaitT>)> Merge) {
    bool Changed = false;
    if (Other.Entries.empty())
      return false;
    // The exact size of the union (session 15: reserving the sum of both
    // left half of every kept state's flag list unused).
    size_t N = Entries.size();
    {
      auto I = Entries.begin(), E = Entries.end();
      for (const Entry &OE : Other.Entries) {
        while (I != E && I->first < OE.first)
          ++I;
        if (I == E || I->first != OE.first)
          ++N;
      }
    }
    // Every flag of Other is here already (the common case at a join):
    // merged in place, without a new list (session 21).
    if (N == Entries.size()) {
      auto I = Entries.begin();
      for (const Entry &OE : Other.Entries) {
        while (I->first < OE.first)
          ++I;
        Changed |= Merge(I->second, OE.second);
      }
      return Changed;
    }
    SmallVector<Entry, 0> Out;
    Out.reserve(N);
    auto I = Entries.begin(), E = Entries.end();
    for (const Entry &OE : Other.Entries) {
      while (I != E && I->first < OE.first)
        Out.push_back(std::move(*I++));
      if (I != E && I->first == OE.first)
        Out.push_back(std::move(*I++));
      else
        Out.push_back(Entry(OE.first, {}));
      Changed |= Merge(Out.back().second, OE.second);
    }
    while (I != E)
      Out.push_back(std::move(*I++));
    Entries = std::move(Out);
    return Changed;
  }

private:
  const_iterator lowerBound(Key K) const {
    return llvm::lower_bound(
        Entries, K, [](const Entry &E, const Key &K) { return E.first < K; });
  }
  SmallVector<Entry, 0> Entries;
};
using SyncWaitMap = SyncWaitMapT<OutstandingWait>;

/// A pending access as a block's entry or exit state keeps it between
/// walks (issue 17, session 15): what a join and the start of a walk read,
/// 24 bytes instead of PendingAccess's 96 (the queue position, the clock and
/// the orders learned in a block mean something only during a walk; the
/// inserter keeps a state per block entry, and these were 190 of the 213 MB
/// of llc's peak heap at 10k loop-nest ops).
struct StoredAccess {
  enum : uint8_t {
    IsWrite = 1,
    AnyWindow = 2,
    NextSlot = 4,
    SlotInit = 8,
    CrossIteration = 16,
    /// SyncAccess::Traits but KnownWindow (WinSize says it).
    Described = 32,
    OnChip = 64,
    Invariant = 128,
  };
  /// WinSize of a window describe() did not know, or too large to keep.
  static constexpr uint32_t NoWindow = 0xffffff;
  const MachineInstr *MI = nullptr;
  const MachineMemOperand *MMO = nullptr;
  /// As PendingAccess::FlagCovers.
  uint32_t FlagCovers = 0;
  /// What SyncAccess::describe() found (issue 17, session 21: a walk
  /// described every inherited access again, reading its memory operand,
  /// most of SyncScoreboard::assign; 32 bytes instead of 24): the window,
  /// unless WinSize is NoWindow, and the address space.
  int32_t WinOffset = 0;
  uint32_t WinSize : 24;
  uint32_t AS : 8;
  /// As SyncAccess::Slot and PendingAccess::SlotSwaps.
  int8_t Slot = -1;
  int8_t SlotSwaps = 0;
  /// As PendingAccess::OrderedAtEntry.
  uint8_t OrderedAtEntry = 0;
  uint8_t Bits = 0;

  StoredAccess() : WinSize(NoWindow), AS(0) {}
  /// The access as SyncAccess::describe() describes it (a window it knew
  /// but that is too large to keep here is left to the alias query to read
  /// from the memory operand, as for an access not described).
  SyncAccess access() const {
    SyncAccess A{MMO, bool(Bits & IsWrite), bool(Bits & AnyWindow)};
    A.Slot = Slot;
    A.NextSlot = Bits & NextSlot;
    A.SlotInit = Bits & SlotInit;
    A.AS = AS;
    A.Traits = (Bits & Described ? SyncAccess::Described : 0) |
               (Bits & OnChip ? SyncAccess::OnChip : 0) |
               (Bits & Invariant ? SyncAccess::Invariant : 0) |
               (WinSize != NoWindow ? SyncAccess::KnownWindow : 0);
    A.WinOffset = WinOffset;
    A.WinSize = WinSize;
    return A;
  }
  bool crossIteration() const { return Bits & CrossIteration; }
};
static_assert(sizeof(StoredAccess) <= 32, "a state keeps many");

/// The state at a block's entry (or exit) as the fixed points keep it: per
/// flag its waits that may not have run, per pipe its pending accesses,
/// oldest first (a SyncScoreboard restarted at a block entry, see
/// SyncScoreboard::enterBlock, holds nothing else).
class SyncBlockState {
public:
  SyncWaitMapT<StoredWait> Waits;
  std::array<SmallVector<StoredAccess, 0>, NumPipes> Pending;
  /// As SyncScoreboard::mergePending; accesses of instructions \p Keep
  /// rejects are left out (the fixed point's Reaches).
  /// \p PredDistinct: \p Pred lists no access twice (the same entry key),
  /// so the accesses it adds need no search among each other.
  bool mergePending(const SyncBlockState &Pred, bool BackEdge = false,
                    function_ref<bool(const MachineInstr &)> Keep = nullptr,
                    bool PredDistinct = false);
  /// mergePending into an empty state of a \p Pred that lists no access
  /// twice, taking its storage (session 22: the first merge of most blocks
  /// copied their one predecessor's exit, which was then freed).
  bool adopt(SyncBlockState &&Pred, bool BackEdge);
  bool empty() const { return Waits.empty() && numPending() == 0; }
  size_t numPending() const {
    size_t N = 0;
    for (const auto &Queue : Pending)
      N += Queue.size();
    return N;
  }
};

class SyncScoreboard {
public:
  SyncScoreboard() = default;
  /// The state at a block entry (before enterBlock): the inherited accesses
  /// and waits of \p Entry, nothing ordered yet.
  /// \p Issues, if given: per pipe, how many accesses the block may issue
  /// (their room is reserved: a walk's queues then grow without copying).
  explicit SyncScoreboard(
      const SyncBlockState &Entry,
      const std::array<unsigned, NumPipes> *Issues = nullptr) {
    assign(Entry, Issues);
  }
  /// The same in an existing scoreboard, whose queues and flag table keep
  /// their room (session 18: pto-insert-sync reuses a few scoreboards for
  /// all its walks).
  void assign(const SyncBlockState &Entry,
              const std::array<unsigned, NumPipes> *Issues = nullptr);
  /// What a successor merges (after finishBlock): the pending accesses
  /// without their queue positions, clocks and learned orders.
  /// The state as a block's exit keeps it. With \p Events, the waits that
  /// can no longer matter are left out: an inherited wait whose flag's
  /// setter pipe is ordered after it on every path (flagFree answers yes
  /// for it whatever follows, and it orders nothing but itself). A kernel
  /// waits on a few dozen flags and kept each of them in every later
  /// state (issue 17: 19 flags per block entry at 100k loop-nest ops).
  /// \p Finish: as if finishBlock had been called first (session 21: one
  /// pass over the accesses instead of two).
  SyncBlockState store(const SyncEventAllocator *Events = nullptr,
                       bool Finish = false) const;

  /// Flags are binary: a set_flag must not fire before the previous wait of
  /// the same flag ran. Per flag (key, id): its waits that may not have run.
  SyncWaitMap Waits;

  /// Pending accesses per pipe, oldest first. Out of line: the inserter
  /// keeps a scoreboard per block entry and exit, mostly with few accesses.
  std::array<SmallVector<PendingAccess, 0>, NumPipes> Pending;
  /// Ordered[P][Q]: every P operation with Seq < Ordered[P][Q] completes
  /// before Q executes anything still to come (column Q is Q's vector
  /// clock).
  std::array<std::array<unsigned, NumPipes>, NumPipes> Ordered{};
  /// Next sequence number per pipe.
  std::array<unsigned, NumPipes> NextSeq{};

private:
  /// What the last retire with a future judged (issue 17, session 20: a
  /// walk retires after every instruction, and judged every pending access
  /// each time): its future and per pipe the accesses it kept, which stay
  /// kept until an order is learned or the future changes. A member
  /// function that changes what is known of every pipe's accesses clears
  /// RetireValid; one that learns orders marks in RetireStale the pipes
  /// whose accesses it learned them of (session 21: a wait used to have
  /// every queue judged again).
  bool RetireValid = false;
  uint8_t RetireStale = 0;
  /// The pipes whose inherited accesses (Seq 0) learned an order since the
  /// last retire (a new LearnedMask bit). With InheritedFirst, a retire
  /// judges a queue's inherited prefix again only if this bit is set, the
  /// pipe's orders at the entry (clockMask(P, 0)) changed, or the future
  /// of one of the kept prefix's families did (session 23: in a sequence of
  /// loop nests ~35 inherited accesses never retire, and every retire of
  /// every walk judged them all again: the future of an unrelated family,
  /// or a wait that learned nothing new of them, made it rejudge them).
  uint8_t RetireStaleInherited = 0;
  /// Every queue lists its inherited accesses (Seq 0) before the ones
  /// issued in this block (assign and enterBlock make it so, issue appends;
  /// only a merge into a walked scoreboard breaks it): a scan for
  /// inherited accesses stops at the first issued one (session 22).
  bool InheritedFirst = true;
  /// Some wait may be inherited (Seq 0): assign had some, or enterBlock or
  /// a merge made some (a straight-line kernel's one block has none, and
  /// every wait it places scanned its few dozen flags for them).
  bool InheritedWaits = false;
  /// The pipes Q whose operations Ordered says follow P's from \p Seq on.
  uint8_t clockMask(unsigned P, unsigned Seq) const {
    uint8_t M = 0;
    for (unsigned Q = 0; Q < NumPipes; ++Q)
      M |= uint8_t(Seq < Ordered[P][Q]) << Q;
    return M;
  }
  /// isOrdered(PA, P, Q) for every Q at once, but the scalar unit's order
  /// after itself; \p Inherited is clockMask(P, 0) (retire asks it once per
  /// pipe).
  uint8_t orderedMask(const PendingAccess &PA, unsigned P,
                      uint8_t Inherited) const {
    return PA.Seq == 0 ? Inherited | PA.OrderedAtEntry | PA.LearnedMask
                       : clockMask(P, PA.Seq);
  }
  /// The OrderedAtEntry mask finishBlock gives \p PA (of pipe \p P), \p W.
  uint8_t finishedMask(const PendingAccess &PA, unsigned P) const {
    return orderedMask(PA, P, clockMask(P, 0));
  }
  uint8_t finishedMask(const OutstandingWait &W) const;
  /// Per family, the pipes that may access it after the last retire
  /// (last, any memory).
  std::array<uint8_t, NumSyncFamilies + 1> RetiredPipes{};
  std::array<unsigned, NumPipes> RetiredSize{};
  /// Per pipe, at the last retire: how many of its kept accesses are
  /// inherited (its queue's prefix, with InheritedFirst), their families
  /// and those of all its kept accesses (bit NumSyncFamilies: an unknown
  /// footprint, judged by every family's future), and clockMask(P, 0).
  std::array<unsigned, NumPipes> RetiredInherited{};
  std::array<uint16_t, NumPipes> RetiredInheritedFamilies{};
  std::array<uint16_t, NumPipes> RetiredFamilies{};
  std::array<uint8_t, NumPipes> RetiredEntryMask{};

public:
  /// Restarts at a block entry: pending accesses inherited from predecessors
  /// get Seq 0; what was known to be ordered after them on every incoming
  /// path is their OrderedAtEntry mask, everything else is forgotten.
  void enterBlock();
  /// At a block exit: folds the clocks into the OrderedAtEntry masks (what
  /// a successor may assume of each pending access).
  void finishBlock();
  /// Merges the pending accesses of a predecessor's exit state (after
  /// finishBlock): new accesses are added, known ones keep the pipes ordered
  /// after them on both sides. \p BackEdge: the edge from the predecessor
  /// is a back edge, so its accesses become CrossIteration. Returns true if
  /// the state changed.
  bool mergePending(const SyncScoreboard &Pred, bool BackEdge = false);

  unsigned issue(unsigned Pipe, const MachineInstr &MI,
                 ArrayRef<SyncAccess> Accesses);
  /// If \p MI is a SLOT_MARK, applies it (the slots of the allocation it
  /// names swap, or restart at slot 0) and returns true.
  bool applySlotMark(const MachineInstr &MI);
  /// Q waits for a set_flag that carried \p SetClock: what its pipe had
  /// completed and knew of the others carries over (transitivity). If the
  /// set was issued in this block on pipe \p SetPipe, what SetPipe was
  /// ordered after at the block entry carries over too.
  void orderAfter(unsigned Q, const std::array<unsigned, NumPipes> &SetClock,
                  int SetPipe = -1);
  bool isOrdered(const PendingAccess &A, unsigned P, unsigned Q) const {
    // The scalar unit runs its own instructions one after the other.
    if (P == Q && P == PIPE_S)
      return true;
    return A.Seq < Ordered[P][Q] ||
           (A.Seq == 0 && ((A.OrderedAtEntry | A.LearnedMask) >> Q & 1));
  }
  /// Drops accesses every pipe (and their own pipe) is ordered after, or,
  /// given \p Future, every pipe that may still access their memory.
  /// Given \p Future, only the accesses issued since the last such retire
  /// are judged when neither the orders nor \p Future changed since (the
  /// others were kept then, and nothing that would drop them changed).
  void retire(const SyncFuture *Future = nullptr,
              const MachineFrameInfo *MFI = nullptr);
  /// A pipe_barrier on P: later P operations start after earlier ones end.
  void barrier(unsigned P) {
    Ordered[P][P] = NextSeq[P];
    RetireStale |= 1u << P;
  }
  /// pipe_barrier ALL: everything issued so far completes first.
  void barrierAll();
  /// The clock a set_flag issued on P now would carry.
  std::array<unsigned, NumPipes> clockOf(unsigned P) const;
  /// Whether some pipe other than S may still be executing an access.
  bool hasPendingTileWork() const;

  /// Whether pipe P, knowing \p SetClock (its column of the clocks at the
  /// set's position), may set flag (Key, Id): every earlier wait of that
  /// flag is known to have run.
  bool flagFree(unsigned Key, unsigned Id, unsigned P,
                const std::array<unsigned, NumPipes> &SetClock) const;
  /// A wait_flag of (Key, Id) issued on Q as Q's operation \p Seq; the set
  /// it consumes was proven to follow every earlier wait of the flag.
  void noteWait(unsigned Key, unsigned Id, unsigned Q, unsigned Seq) {
    Waits[{Key, Id}] = {OutstandingWait{Q, Seq, 0}};
    InheritedWaits |= Seq == 0;
  }
  /// A set_flag of back-edge flag \p Bit issued on P now: it fires after
  /// P's accesses and waits and those P is ordered after.
  void coverForFlag(unsigned P, uint32_t Bit);
  /// Q waited for back-edge flag \p Bit: from now on Q follows what the
  /// flag's set covered on every path; the flag is consumed.
  void learnFromFlag(unsigned Q, uint32_t Bit);
  /// Exchanges two flag bits of every pending access and outstanding wait
  /// (a per-slot flag's "next" and "current" roles at a slot swap).
  void swapFlagBits(uint32_t A, uint32_t B);

  /// Per pipe, its next sequence number, what it is ordered after (the
  /// non-zero entries of its vector clock) and its pending accesses (queue
  /// position or "in" for inherited, R/W, memory, offset and size, the
  /// entry mask, slot swaps, X for cross-iteration); then the flags whose
  /// waits may not have run.
  void print(raw_ostream &OS) const;
  void dump() const;
};

/// Event-ID allocation by lifetime. A set/wait pair occupies its ID from the
/// position of the set to the position of the wait (inclusive; positions are
/// instruction indices in the block). Requests allocated in order of their
/// start position with the lowest free ID color an interval graph optimally.
class SyncEventAllocator {
public:
  SyncEventAllocator(unsigned IdsPerKey, bool KeyBySrc)
      : IdsPerKey(IdsPerKey), KeyBySrc(KeyBySrc) {}
  /// The key of the flag of (Src, Dst): the pair, or Src alone (PTOAS #823).
  unsigned key(unsigned Src, unsigned Dst) const {
    return KeyBySrc ? Src : Src * NumPipes + Dst;
  }
  /// The pipe that sets the flags of \p Key (the only one that asks
  /// SyncScoreboard::flagFree about them).
  unsigned src(unsigned Key) const { return KeyBySrc ? Key : Key / NumPipes; }
  /// An ID of key(Src, Dst) free over [From, To], now busy; none if all
  /// IDs of the key are busy somewhere in that range.
  std::optional<unsigned> allocate(unsigned Src, unsigned Dst, unsigned From,
                                   unsigned To);
  /// The same, among the IDs \p Usable accepts.
  std::optional<unsigned> allocate(unsigned Src, unsigned Dst, unsigned From,
                                   unsigned To,
                                   function_ref<bool(unsigned Id)> Usable);
  unsigned getIdsPerKey() const { return IdsPerKey; }
  /// Per key, how many of its highest IDs are reserved for flags that cross
  /// blocks (pto-insert-sync's back-edge flags): allocate() never hands
  /// them out. May be null.
  void setReserved(const DenseMap<unsigned, unsigned> *R) { Reserved = R; }

private:
  unsigned IdsPerKey;
  bool KeyBySrc;
  const DenseMap<unsigned, unsigned> *Reserved = nullptr;
  /// Per (key, ID): the lifetimes [From, To] it is busy, disjoint, sorted by
  /// From (so one binary search answers whether a new lifetime meets any of
  /// them). A vector, not a map: a walk allocates in program order, so a new
  /// lifetime is nearly always the last one (issue 17: no node per request).
  SmallDenseMap<std::pair<unsigned, unsigned>,
                SmallVector<std::pair<unsigned, unsigned>, 2>, 8>
      Busy;
};

/// The accesses that may be pending at every block entry: a fixed point
/// over the blocks in reverse post order that merges the exit states of all
/// predecessors, back edges included. \p Walk computes a block's exit state
/// from its entry state.
/// \p Reaches, if given, says whether an access of a pending instruction
/// can still be pending at the entry of a block (issue 15: not when no core
/// kind runs both blocks, PTOCoreSections.h); the others are dropped there.
/// A block's exit state is kept only until each successor has merged it
/// (a successor merges only the exits that changed since its last merge: a
/// join is idempotent), unless \p KeepExits (-pto-sync-keep-exit-states).
/// \p DistinctExits: no exit state \p Walk returns lists an access twice
/// (SyncBlockState::mergePending's PredDistinct).
DenseMap<MachineBasicBlock *, SyncBlockState> computeSyncEntryStates(
    MachineFunction &MF,
    function_ref<SyncBlockState(MachineBasicBlock &, const SyncBlockState &)>
        Walk,
    function_ref<bool(const MachineInstr &, const MachineBasicBlock &)>
        Reaches = nullptr,
    bool KeepExits = false, bool DistinctExits = false);

} // namespace PTO
} // namespace llvm

#endif
