//===-- PTOVerifySync.cpp - Check pipe synchronization --------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-verify-sync: a checker of the synchronization in the final code,
// whoever inserted it, that shares nothing with pto-insert-sync: not its
// scoreboard, not its alias query, not its verdicts. It interprets the
// set_flag / wait_flag / pipe_barrier instructions that are there and
// proves, with its own model and its own conservative alias rules, that
// every pair of conflicting accesses on every path -- across blocks and
// back edges, with accesses inherited from predecessors and from earlier
// iterations -- is ordered, and that flags balance.
//
// Model (docs/sync.md, "The verifier"). The state at a point is a set of
// dynamic accesses that may still be executing, each with the set of pipes
// whose later operations are not yet known to follow it ("unordered
// pipes"). An access issued on pipe P is unordered for every pipe, P
// included (pipes are pipelined), except on S, which runs its own
// instructions one at a time. `pipe_barrier P` orders P after P's earlier
// accesses; `pipe_barrier ALL` orders everything. A `set_flag P, Q` fires
// after every earlier P operation and after whatever P was ordered after:
// the wait on Q orders Q after exactly those accesses (the ones present at
// the set, marked per flag: VEntry::Covers), nothing issued later. Flags
// may cross blocks and back edges: the flags that may be set travel with
// the state, each set on every path or only on some (unbalanced: a wait
// for it, a set of it, or a return then is an error). A wait is itself an
// operation of Q; the next set of its flag must follow it (binary flags).
// At a block entry the
// states of the predecessors are united; an access that crosses a back edge
// (an edge to a block not later in reverse post order) is marked as being
// of an earlier iteration and kept apart from the same access of the
// current one.
//
// Alias rules, all conservative:
//  - no memory operand (calls, unknown footprint): conflicts with anything;
//  - distinct memories never conflict (generic and gm are one);
//  - on-chip: the byte window of each memory operand, taken as exact only
//    when the instruction has a tile address `space[zero + offset]` at that
//    offset; an operand addressed through a base register is the whole
//    memory, except the per-slot operands of a double buffer, whose slots
//    are told apart with the checker's own swap parities (SLOT_MARK);
//  - global memory: pseudo source values (spill slots) as MachineInstr does;
//    a common base plus constant offsets (a base that lies on a cycle only
//    within one iteration), with the exact rows of tile transfers (their
//    columns compared modulo the row stride); distinct identified objects
//    (collected through PHIs and selects);
//    otherwise AA -- in
//    cross-iteration mode, without alias scopes, for an access of an earlier
//    iteration. Loads marked invariant are NOT trusted: that mark comes from
//    pto-annotate-noclobber, which the checker does not take on faith.
// Per-slot flags (SET_FLAG_SLOT/WAIT_FLAG_SLOT, issue 16): a pair of event
// IDs of a double buffer, picked by a slot register, is two virtual flags,
// "current" and "next" (the pseudo's role), each under every rule above;
// at the allocation's slot swap (SLOT_MARK 1) they exchange their whole
// state (set or not, on which paths, what the set covers; an outstanding
// wait's role follows its own swap parity). The pair's IDs are its own (an
// ordinary flag or another pair using one while it may be set, or the
// reverse, is an error), no virtual flag may be set across a restart
// (SLOT_MARK 0), and a pair with one ID twice is the ordinary flag of it.
// Errors name both instructions. With -pto-sync-event-key=src a flag is
// (set pipe, ID): a second set for another destination while it is set is
// the PTOAS #823 deadlock. Runs after pto-insert-sync (disable with
// -pto-enable-verify-sync=false) and alone with -run-pass=pto-verify-sync.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "PTODebug.h"
#include "PTOInstrInfo.h"
#include "PTOMemOperandFlags.h"
#include "PTOSubtarget.h"
#include "Sync/PTOMachineCoreSections.h"
#include "Sync/PTOUniqueReachingDefs.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/PseudoSourceValue.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"
#include <array>
#include <cstring>
#include <map>
#include <optional>

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-verify-sync"

PTO_STATISTIC(NumSyncErrors, "Number of synchronization errors found");
/// Mutation of the fixed point's revisit rule: never revisit a block, so
/// what crosses a back edge is never seen (the checker must then miss an
/// error of an earlier iteration; test sync-verify-unsound-skip.mir).
static cl::opt<bool> UnsoundSkipRevisits(
    "pto-verify-sync-unsound-skip-revisits", cl::Hidden, cl::init(false),
    cl::desc("Unsound mutation (for testing): pto-verify-sync visits every "
             "block once, whatever changed"));

PTO_STATISTIC(NumBlockChecks, "Number of block walks of the fixed point");
PTO_STATISTIC(NumSkippedVisits,
              "Number of fixed-point visits skipped (no predecessor changed)");

namespace {

constexpr unsigned NumPipesV = 7; // S, MTE1, MTE2, MTE3, M, V, FIX.
constexpr uint8_t AllPipes = (1u << NumPipesV) - 1;

/// What an access may conflict with, for dropping accesses no future
/// operation can conflict with: global memory (generic included), each
/// on-chip memory, private stack slots, and the flags (for waits).
enum Family : unsigned {
  F_GM = 0,
  F_OnChip0 = 1, // address space 2 (mat) .. 7 (bias): F_OnChip0 + AS - 2
  F_Stack = 7,
  F_Flag = 8,
  NumFamilies = 9,
};
/// Per family, the pipes that may still access it.
using FamilyPipes = std::array<uint8_t, NumFamilies>;

/// One static access of an instruction, as the checker reads it.
struct VAccess {
  enum KindTy : uint8_t {
    Anything, ///< No memory operand: any byte of any memory.
    Window,   ///< On-chip bytes [Lo, Hi).
    Whole,    ///< Anywhere in an on-chip memory.
    Slot,     ///< A per-slot window of a double buffer: [Lo, Hi) if real.
    Global,   ///< Generic/global memory or a stack slot (MMO).
    FlagWait, ///< A wait_flag (the binary-flag rule).
  };
  // (Fields ordered by size: a function's accesses are all alive at once.)
  const MachineInstr *MI = nullptr;
  const MachineMemOperand *MMO = nullptr;
  int64_t Lo = 0, Hi = 0;
  // Slot windows.
  const MDNode *Scope = nullptr;
  // Global memory: the exact rows when known (a tile transfer with a
  // constant stride, or a fixed-size scalar access): Rows rows of RowBytes
  // bytes, Stride bytes apart, from the memory operand's address.
  uint64_t Stride = 0, Rows = 1, RowBytes = 0;
  // Flag waits: which flag (its number, PTOVerifySync::FlagKeys).
  unsigned FlagNo = 0;
  KindTy Kind = Anything;
  bool Write = false;
  /// Its family; Anything conflicts with every family.
  uint8_t Fam = F_GM;
  uint8_t Space = 0;    ///< Address space family (generic folded into gm).
  uint8_t NeedSlot = 0; ///< Current slot for which the operand is real.
  bool SlotInit = false;
  bool HasRows = false;
};

/// A set of the function's flags (VEntry::Covers): the first 64 in a word,
/// any beyond in a bit vector (empty for a function of at most 64 flags,
/// which every kernel so far is). A set_flag writes one bit of every
/// pending entry and a wait tests one: through SmallBitVector's proxy and
/// tagged pointer that was a sixth of a walk's own time (perf, 10k GEMM
/// ops; issue 17).
class FlagSet {
  uint64_t Low = 0;
  SmallBitVector High; ///< Sized by the flag count past 64; bits 64 on.

public:
  FlagSet() = default;
  explicit FlagSet(unsigned NumFlags) {
    if (NumFlags > 64)
      High.resize(NumFlags);
  }
  bool operator[](unsigned I) const {
    return I < 64 ? (Low >> I & 1) : High[I];
  }
  void assign(unsigned I, bool V) {
    if (I < 64)
      Low = (Low & ~(uint64_t(1) << I)) | (uint64_t(V) << I);
    else
      High[I] = V;
  }
  void reset(unsigned I) { assign(I, false); }
  /// Whether a flag of this set is not in \p O (SmallBitVector::test).
  /// (High is asked only when it has bits: the block merges test every
  /// united entry, and SmallBitVector::test is a call; issue 17.)
  bool test(const FlagSet &O) const {
    return (Low & ~O.Low) || (!High.empty() && High.test(O.High));
  }
  FlagSet &operator&=(const FlagSet &O) {
    Low &= O.Low;
    if (!High.empty() || !O.High.empty())
      High &= O.High;
    return *this;
  }
};

/// A dynamic access that may still be executing.
struct VEntry {
  unsigned Acc;      ///< Index into the function's access table.
  bool Earlier;      ///< Of an earlier iteration (crossed a back edge).
  int8_t Parity;     ///< Slot swaps since it issued (mod 2); -1 unknown.
  uint8_t Unordered; ///< Pipes not yet known to follow it.
  unsigned Serial;   ///< Position in the block; 0: inherited.
  unsigned Pipe;
  /// Per pipe whose bit is clear: the position from which that pipe is
  /// known to follow it (0: before the block). A set on P fires after the
  /// entry iff the entry is P's own or P followed it before the set.
  std::array<unsigned, NumPipesV> OrderedSince{};
  /// Per flag (the function's flag index): the flag is set and its set
  /// fired after this access (its pipe's own, or one the set pipe already
  /// followed), so the flag's wait orders the waiting pipe after it. Across
  /// blocks: united entries keep only what every path knows. Within a walk
  /// a flag set or waited for in it is known from PTOVerifySync::CoverAt
  /// instead, and its bit is stale until materializeCovers writes it.
  FlagSet Covers;
  bool sameKey(const VEntry &O) const {
    return Acc == O.Acc && Earlier == O.Earlier && Parity == O.Parity;
  }
  void order(unsigned Q, unsigned At) {
    if (Unordered >> Q & 1) {
      Unordered &= ~(1u << Q);
      OrderedSince[Q] = At;
    }
  }
};

using VState = SmallVector<VEntry, 16>;

/// An entry as kept at a block boundary (the fixed point's per-block
/// states): a walk starts every entry with no position in the block
/// (VEntry::Serial and OrderedSince 0), so these are not kept. Compact, as
/// a function's states at every block entry and exit are alive at once.
struct VEdgeEntry {
  unsigned Acc;
  bool Earlier;
  int8_t Parity;
  uint8_t Unordered;
  uint8_t Pipe;
  FlagSet Covers;
  bool sameKey(const VEdgeEntry &O) const {
    return Acc == O.Acc && Earlier == O.Earlier && Parity == O.Parity;
  }
};
using VEdgeState = SmallVector<VEdgeEntry, 0>;

/// A flag key: set pipe, wait pipe (NumPipesV with src keying), ID. A
/// per-slot flag (SET_FLAG_SLOT/WAIT_FLAG_SLOT with two different IDs) is
/// one of the two virtual flags of its pair: Id and Id1 are the pair's IDs
/// (the slot register zero or not), Scope numbers its rotating allocation
/// (from 1; 0 for an ordinary flag, whose Id1 is Id) and Role says which of
/// the allocation's slot registers picks the ID (0: current, 1: next). The
/// two roles of a pair exchange their whole state where the allocation's
/// slots swap (SLOT_MARK 1): this iteration's next slot is the next one's
/// current slot.
struct FlagKey {
  unsigned Src = 0, Dst = 0, Id = 0, Id1 = 0, Scope = 0, Role = 0;
  auto tie() const { return std::tie(Src, Dst, Id, Id1, Scope, Role); }
  bool operator<(const FlagKey &O) const { return tie() < O.tie(); }
  bool operator==(const FlagKey &O) const { return tie() == O.tie(); }
  bool isSlot() const { return Scope != 0; }
  /// The other role's flag of a per-slot pair.
  FlagKey other() const {
    FlagKey K = *this;
    K.Role ^= 1;
    return K;
  }
  /// Of one pair (either role), or the same ordinary flag.
  bool samePair(const FlagKey &O) const {
    return Src == O.Src && Dst == O.Dst && Id == O.Id && Id1 == O.Id1 &&
           Scope == O.Scope;
  }
  /// A flag of another pair (or an ordinary flag) that may be the same
  /// hardware flag: one of its event IDs is one of this one's.
  bool sharesId(const FlagKey &O) const {
    return Src == O.Src && Dst == O.Dst && !samePair(O) &&
           (Id == O.Id || Id == O.Id1 || Id1 == O.Id || Id1 == O.Id1);
  }
  /// An event ID both may use (sharesId).
  unsigned sharedId(const FlagKey &O) const {
    return Id == O.Id || Id == O.Id1 ? Id : Id1;
  }
};

/// A flag that may be set (its set_flag fired or will fire, no wait yet)
/// at a program point.
struct VFlag {
  const MachineInstr *Set; ///< A set_flag that set it (for messages).
  unsigned Dst;            ///< The pipe it was set for.
  /// Set on every path to the point (else only on some: unbalanced).
  bool Must;
};
using VFlags = std::map<FlagKey, VFlag>;

/// The checker's state at a program point: the dynamic accesses that may
/// still execute and the flags that may be set. Flags may cross block
/// boundaries and back edges; at a join a flag must be set on every
/// incoming path or on none.
struct VBlockState {
  VEdgeState S;
  VFlags Flags;
};

class PTOVerifySync : public MachineFunctionPass {
public:
  static char ID;
  PTOVerifySync() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "PTO verify pipe synchronization";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<AAResultsWrapperPass>();
    // Physical registers only: a clear error otherwise.
    AU.addRequiredID(PTOCheckAllocatedInputID);
    AU.addRequired<ScalarEvolutionWrapperPass>();
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
  /// The access table and the future pipes are per function.
  void releaseMemory() override {
    Accs = decltype(Accs)();
    AccFam = decltype(AccFam)();
    AccSpaces = decltype(AccSpaces)();
    EdgePos = decltype(EdgePos)();
    WalkState = decltype(WalkState)();
    WalkWaits = decltype(WalkWaits)();
    FlagAt = decltype(FlagAt)();
    FlagPair = decltype(FlagPair)();
    FlagRank = decltype(FlagRank)();
    FlagTouched = decltype(FlagTouched)();
    CoverAt = decltype(CoverAt)();
    CoverPipe = decltype(CoverPipe)();
    AccRange = decltype(AccRange)();
    BlockFirst = decltype(BlockFirst)();
    BlockEnd = decltype(BlockEnd)();
    InstrAt = decltype(InstrAt)();
    SyncOps = decltype(SyncOps)();
    PtrBase = decltype(PtrBase)();
    AccObjects = decltype(AccObjects)();
    ObjectPool = decltype(ObjectPool)();
    FutureAt = decltype(FutureAt)();
    LiveOut = decltype(LiveOut)();
    FlagIndex = decltype(FlagIndex)();
    OrdinaryFlags = decltype(OrdinaryFlags)();
    FlagKeys = decltype(FlagKeys)();
    ScopeNo = decltype(ScopeNo)();
    SlotPairs = decltype(SlotPairs)();
    Acyclic = decltype(Acyclic)();
  }

private:
  AAResults *AA = nullptr;
  const PTOInstrInfo *TII = nullptr;
  MachineFunction *MF = nullptr;
  /// Where a walk's diagnostics go: the walked block's list (a block's
  /// last walk is with its final entry state, so the lists hold what a
  /// reporting walk would report, issue 17), or straight to the context
  /// (none: the cross-core check).
  SmallVectorImpl<std::pair<const MachineInstr *, std::string>> *Diags =
      nullptr;
  bool BySrc = false;
  /// Whether the function is a kernel ("pto.kernel"; asked once per
  /// function, not per walk: a string attribute lookup).
  bool IsKernel = false;
  /// Every static access of the function; per instruction (numbered in
  /// layout order from its block's first, BlockFirst) its range.
  std::vector<VAccess> Accs;
  /// Per access: its family (VAccess::Fam), FamAnything for an Anything
  /// access; a walk's retirements read this, not the access (issue 17).
  std::vector<uint8_t> AccFam;
  static constexpr uint8_t FamAnything = 0xff;
  /// Per access, for the walk's conflict pre-filter (issue 17: every access
  /// read every pending access's 88-byte VAccess): the memories it may
  /// touch as a mask of address space bits (all for Anything, none for a
  /// wait), and AccWriteBit when it writes. conflict() is false unless
  /// one side writes and their masks meet.
  std::vector<uint16_t> AccSpaces;
  static constexpr uint16_t AccWriteBit = 0x100;
  std::vector<std::pair<unsigned, unsigned>> AccRange;
  std::vector<unsigned> BlockFirst, BlockEnd;
  /// Per instruction (its number): the instruction, its opcode and pipe,
  /// whether it returns, and whether a walk only retires at it (no access,
  /// no flag, barrier or slot mark, no return): a walk reads the instruction
  /// itself only for its operands (session 18: reading each MachineInstr's
  /// opcode again in every walk was a cache miss per instruction, half of
  /// the walks' own time at 10k loop-nest ops).
  struct VInstr {
    MachineInstr *MI;
    uint16_t Opc;
    uint8_t Pipe;
    bool Return;
    bool Plain;
    /// A set_flag, wait_flag or pipe_barrier: its operands (SyncOps).
    unsigned Op;
  };
  std::vector<VInstr> InstrAt;
  /// The operands of a set_flag/wait_flag (its pipes and flag number,
  /// NoFlag when malformed) or pipe_barrier (P), read once: a walk that read
  /// them from the instruction missed the cache on each (issue 17).
  struct VSyncOp {
    unsigned P, Q;
    unsigned FlagNo;
  };
  static constexpr unsigned NoFlag = ~0u;
  std::vector<VSyncOp> SyncOps;
  /// Per access (lazily, for global-memory alias queries): its pointer's
  /// base and constant offset (GetPointerBaseWithConstantOffset).
  struct VBase {
    const Value *Base;
    int64_t Off;
    bool Known;
  };
  std::vector<VBase> PtrBase;
  const Value *pointerBase(const VAccess &A, int64_t &Off);
  /// Per access (lazily, for global-memory alias queries): the underlying
  /// objects of its pointer (getUnderlyingObjects) when every one is an
  /// identified object, as a range of ObjectPool; Unidentified when one is
  /// not (or there are none). The objects of a stored-to tile transfer
  /// were collected again for every pending access it was compared with
  /// (issue 17).
  struct VObjects {
    unsigned Begin = 0, End = 0;
    enum : uint8_t { Unknown, Identified, Unidentified } State = Unknown;
  };
  std::vector<VObjects> AccObjects;
  std::vector<const Value *> ObjectPool;
  ArrayRef<const Value *> identifiedObjects(const VAccess &A);
  bool distinctIdentifiedObjects(const VAccess &A, const VAccess &B);
  DenseMap<const BasicBlock *, bool> Acyclic;
  /// The fixed point's merge: per entry key (edgeSlot), a position in the
  /// block entry state being merged into, valid when the entry there has
  /// that key (the keys of a state are unique); refreshed per visit, never
  /// cleared (issue 17: a hash index rebuilt per predecessor, and the
  /// linear search of small merges, were a third of the pass).
  std::vector<unsigned> EdgePos;
  /// check's state, its room kept from walk to walk: the pending accesses
  /// and, apart, the outstanding waits (WalkWaits).
  VState WalkState, WalkWaits;
  /// The flags that may be set during a walk, by flag number (Set null:
  /// not set; issue 17: a std::map keyed by FlagKey allocated a node at
  /// every set and compared keys at every set and wait). FlagRank orders
  /// flag numbers as their keys (the order of VFlags, which the messages
  /// and the exit states follow); FlagTouched marks the numbers of
  /// WalkTouched, the flags a walk may have set.
  std::vector<VFlag> FlagAt;
  /// Per flag number: a number of its pair (FlagKey::samePair: the flags
  /// of one pair, and only they, share it).
  std::vector<unsigned> FlagPair;
  std::vector<unsigned> FlagRank;
  std::vector<uint8_t> FlagTouched;
  SmallVector<unsigned, 16> WalkTouched;
  /// Per flag, how a walk knows which entries its set covers (issue 17: a
  /// set wrote its bit of every pending entry, a wait tested every one):
  /// CoversBits, from VEntry::Covers (inherited, or written at a slot swap);
  /// CoversNone, none (its wait has run); else the serial of its set in
  /// the walk, which covers an entry present then whose pipe is the set's
  /// (CoverPipe) or that the set's pipe followed by then (OrderedSince).
  /// All CoversBits between walks; the walk's others are in LazyFlags.
  std::vector<unsigned> CoverAt, CoverPipe;
  SmallVector<unsigned, 16> LazyFlags;
  static constexpr unsigned CoversBits = 0, CoversNone = ~0u;
  bool covers(const VEntry &E, unsigned Idx) const {
    unsigned At = CoverAt[Idx];
    if (At == CoversBits)
      return E.Covers[Idx];
    if (At == CoversNone)
      return false;
    return coveredBySet(E, At, CoverPipe[Idx]);
  }
  /// Whether a set of the walk, of serial \p At on pipe \p P, fired after
  /// \p E: E was pending then and is P's own or P followed it by then.
  static bool coveredBySet(const VEntry &E, unsigned At, unsigned P) {
    return E.Serial < At &&
           (E.Pipe == P || (!(E.Unordered >> P & 1) && E.OrderedSince[P] < At));
  }
  /// Writes the covers of the walk's set and waited flags into \p S's
  /// entries' bits, and makes every flag CoversBits again.
  void materializeCovers(MutableArrayRef<VEntry> S, MutableArrayRef<VEntry> SW);

  void collectAccesses(MachineFunction &MF);
  /// Whether the function reads the core type (collectAccesses).
  bool ReadsCoreType = false;
  /// Per instruction (its number): the pipes that may access memory or set
  /// a flag at it or later; per block (its number): at its end.
  std::vector<FamilyPipes> FutureAt;
  std::vector<FamilyPipes> LiveOut;
  void computeFuturePipes(MachineFunction &MF);
  void readRows(const MachineInstr &MI, VAccess &A);
  void readAllRows();
  std::optional<PTO::UniqueReachingDefs> StrideDefs;
  void addAccesses(const MachineInstr &MI, unsigned FlagNo);
  VBlockState check(MachineBasicBlock &MBB, const VBlockState &Entry);
  /// The function's flags, numbered (VEntry::Covers, VAccess::FlagNo).
  std::map<FlagKey, unsigned> FlagIndex;
  /// FlagIndex's ordinary flags by (Src, Dst, Id) packed in a word.
  DenseMap<uint64_t, unsigned> OrdinaryFlags;
  std::vector<FlagKey> FlagKeys;
  /// Whether a flag of FlagKeys is a per-slot one.
  bool HasSlotFlags = false;
  /// The rotating allocations of per-slot flags, numbered from 1
  /// (FlagKey::Scope), and per number the pairs of flag numbers (current,
  /// next) its slot swaps exchange.
  DenseMap<const MDNode *, unsigned> ScopeNo;
  std::vector<SmallVector<std::pair<unsigned, unsigned>, 1>> SlotPairs;
  /// The flag a SET_FLAG/WAIT_FLAG or a well-formed SET_FLAG_SLOT/
  /// WAIT_FLAG_SLOT sets or waits for (a per-slot one with one ID twice is
  /// the ordinary flag of that ID); none for anything else.
  std::optional<FlagKey> flagKey(const MachineInstr &MI) const;
  unsigned addFlag(const FlagKey &K);
  /// Whether the outstanding wait \p E (a FlagWait entry) may have waited
  /// for the hardware flag a set of \p K sets now.
  bool mayBeSameFlag(const VEntry &E, const FlagKey &K) const;
  /// " (the current-slot flag of its pair)" for a per-slot flag.
  static std::string roleText(const FlagKey &K) {
    if (!K.isSlot())
      return "";
    return std::string(" (the ") + (K.Role ? "next" : "current") +
           "-slot flag of its pair)";
  }
  bool conflict(const VEntry &E, const VAccess &B);
  bool globalConflict(const VAccess &A, const VAccess &B, bool Earlier);
  bool isAcyclic(const Value *V);
  bool isIterationInvariant(const SCEV *S);
  bool scevDisjoint(const VAccess &A, const VAccess &B, bool Earlier);
  bool scevRowsDisjoint(const VAccess &A, const VAccess &B, bool Earlier);
  bool exitStepApart(const SCEVAddRecExpr *RA, int64_t Dist, int64_t ExtA,
                     int64_t ExtB, const MachineInstr &Consumer);
  ScalarEvolution *SE = nullptr;
  /// Issue 15 (M): the checker's own sections of a mix kernel.
  PTO::MachineCoreSections Sections;
  /// Whether the entries of \p Producer's block may reach \p MBB: some core
  /// kind runs both (always outside mix kernels).
  bool sameCore(const MachineInstr &Producer,
                const MachineBasicBlock &MBB) const {
    return !Sections.isMixKernel() ||
           (Sections.mask(Producer.getParent()) & Sections.mask(&MBB));
  }
  void checkCrossCore();
  /// Whether \p A on kind \p KA is ordered before \p B on kind \p KB by a
  /// cross-core flag.
  bool crossOrdered(const VAccess &A, unsigned KA, const VAccess &B,
                    unsigned KB, bool NextIteration = false) const;
  void fail(const MachineInstr &MI, const Twine &Msg);
  std::string text(const MachineInstr &MI) const;
};
} // namespace

char PTOVerifySync::ID = 0;

INITIALIZE_PASS_BEGIN(PTOVerifySync, DEBUG_TYPE,
                      "PTO verify pipe synchronization", false, false)
INITIALIZE_PASS_DEPENDENCY(AAResultsWrapperPass)
INITIALIZE_PASS_DEPENDENCY(PTOCheckAllocatedInput)
INITIALIZE_PASS_DEPENDENCY(ScalarEvolutionWrapperPass)
INITIALIZE_PASS_END(PTOVerifySync, DEBUG_TYPE,
                    "PTO verify pipe synchronization", false, false)

std::string PTOVerifySync::text(const MachineInstr &MI) const {
  std::string S;
  raw_string_ostream OS(S);
  MI.print(OS, /*IsStandalone=*/true, /*SkipOpers=*/false,
           /*SkipDebugLoc=*/true,
           /*AddNewLine=*/false, TII);
  return StringRef(S).trim().str();
}

void PTOVerifySync::fail(const MachineInstr &MI, const Twine &Msg) {
  if (Diags) {
    Diags->push_back({&MI, Msg.str()});
    return;
  }
  ++NumSyncErrors;
  MF->getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
      MF->getFunction(), "sync verification: " + Msg, MI.getDebugLoc()));
}

static bool isSyncOp(unsigned Opc) {
  return Opc == PTO::SET_FLAG || Opc == PTO::WAIT_FLAG ||
         Opc == PTO::PIPE_BARRIER || Opc == PTO::SLOT_MARK ||
         Opc == PTO::SET_FLAG_SLOT || Opc == PTO::WAIT_FLAG_SLOT;
}

std::optional<FlagKey> PTOVerifySync::flagKey(const MachineInstr &MI) const {
  unsigned Opc = MI.getOpcode();
  if (Opc == PTO::SET_FLAG || Opc == PTO::WAIT_FLAG) {
    unsigned P = MI.getOperand(0).getImm(), Q = MI.getOperand(1).getImm();
    unsigned Id = MI.getOperand(2).getImm();
    return FlagKey{P, BySrc ? NumPipesV : Q, Id, Id, 0, 0};
  }
  if (Opc != PTO::SET_FLAG_SLOT && Opc != PTO::WAIT_FLAG_SLOT)
    return std::nullopt;
  const MDNode *Scope = PTOInstrInfo::getSlotFlagScope(MI);
  if (!Scope)
    return std::nullopt;
  int64_t P = MI.getOperand(0).getImm(), Q = MI.getOperand(1).getImm();
  int64_t Id0 = MI.getOperand(2).getImm(), Id1 = MI.getOperand(3).getImm();
  if (P < 0 || P >= NumPipesV || Q < 0 || Q >= NumPipesV || Id0 < 0 ||
      Id1 < 0 || Id0 > 0xffff || Id1 > 0xffff)
    return std::nullopt;
  FlagKey K{unsigned(P),
            BySrc ? NumPipesV : unsigned(Q),
            unsigned(Id0),
            unsigned(Id0),
            0,
            0};
  // One ID for both slots: the ordinary flag of that ID (so the binary-flag
  // rules catch a pair that is not one).
  if (Id0 == Id1)
    return K;
  K.Id1 = unsigned(Id1);
  auto It = ScopeNo.find(Scope);
  K.Scope = It == ScopeNo.end() ? ~0u : It->second;
  K.Role = unsigned(MI.getOperand(5).getImm());
  return K;
}

unsigned PTOVerifySync::addFlag(const FlagKey &K) {
  // An ordinary flag by its packed key first (issue 17: a set or wait
  // compared tuples down FlagIndex).
  bool Packable = !K.isSlot() && K.Src < 0x10000 && K.Dst < 0x10000;
  uint64_t Packed = uint64_t(K.Src) << 48 | uint64_t(K.Dst) << 32 | K.Id;
  if (Packable)
    if (auto It = OrdinaryFlags.find(Packed); It != OrdinaryFlags.end())
      return It->second;
  auto Add = [&](const FlagKey &X) {
    auto [It, New] = FlagIndex.try_emplace(X, FlagKeys.size());
    if (New)
      FlagKeys.push_back(X);
    return std::make_pair(It->second, New);
  };
  if (!K.isSlot()) {
    unsigned No = Add(K).first;
    if (Packable)
      OrdinaryFlags[Packed] = No;
    return No;
  }
  // Both roles of a pair, so that a slot swap can exchange them.
  FlagKey K0 = K, K1 = K;
  K0.Role = 0;
  K1.Role = 1;
  auto [I0, New] = Add(K0);
  unsigned I1 = Add(K1).first;
  if (New)
    SlotPairs[K.Scope].push_back({I0, I1});
  return K.Role ? I1 : I0;
}

bool PTOVerifySync::mayBeSameFlag(const VEntry &E, const FlagKey &K) const {
  const FlagKey &W = FlagKeys[Accs[E.Acc].FlagNo];
  // One pair: the wait's role, given the slot swaps since it ran.
  if (W.samePair(K))
    return !W.isSlot() || E.Parity < 0 ||
           (W.Role ^ unsigned(E.Parity)) == K.Role;
  return W.sharesId(K);
}

/// \p FlagNo: the flag a wait waits for (NoFlag when malformed), from its
/// operands as collectAccesses read them.
void PTOVerifySync::addAccesses(const MachineInstr &MI, unsigned FlagNo) {
  unsigned First = Accs.size();
  auto Done = [&] { AccRange.push_back({First, unsigned(Accs.size())}); };
  if (MI.getOpcode() == PTO::WAIT_FLAG ||
      MI.getOpcode() == PTO::WAIT_FLAG_SLOT) {
    // (A malformed per-slot wait is reported by the walk.)
    if (FlagNo == NoFlag)
      return Done();
    VAccess A;
    A.MI = &MI;
    A.Kind = VAccess::FlagWait;
    A.Fam = F_Flag;
    A.Write = true;
    A.FlagNo = FlagNo;
    Accs.push_back(A);
    return Done();
  }
  if (MI.isDebugInstr() || isSyncOp(MI.getOpcode()) ||
      (!MI.mayLoadOrStore() && !MI.isCall()))
    return Done();
  if (MI.isCall() || MI.memoperands_empty()) {
    VAccess A;
    A.MI = &MI;
    A.Write = true;
    Accs.push_back(A);
    return Done();
  }
  // The tile addresses of the final operands: (base register, offset).
  SmallVector<std::pair<Register, int64_t>, 4> Addrs;
  PTOInstrInfo::getTileAddresses(MI, Addrs);
  // A tile address through a base register is described only by the two
  // per-slot operands of a double buffer; one without them may be anywhere
  // in its memory, and then no on-chip operand of the instruction can be
  // matched to its address with certainty.
  unsigned BaseRegs =
      count_if(Addrs, [](const std::pair<Register, int64_t> &A) {
        return A.first && A.first != PTO::X0;
      });
  // Issue 23: a logical select's selected slot has two operands as well,
  // one per window (MOSlotInit without MORotating; the checker's own
  // reading of the flags).
  auto IsSelected = [](const MachineMemOperand *MMO) {
    return (MMO->getFlags() & MOSlotInit) && !(MMO->getFlags() & MORotating);
  };
  unsigned SlotOperands = count_if(MI.memoperands(), [&](const auto *MMO) {
    return ((MMO->getFlags() & MORotating) &&
            !(MMO->getFlags() & MOSlotInit)) ||
           IsSelected(MMO);
  });
  bool Unexplained = BaseRegs * 2 > SlotOperands;
  for (const MachineMemOperand *MMO : MI.memoperands()) {
    VAccess A;
    A.MI = &MI;
    A.MMO = MMO;
    A.Write = MMO->isStore();
    unsigned AS = MMO->getAddrSpace();
    A.Space = AS <= AS_GM ? unsigned(AS_GM) : AS;
    LocationSize Size = MMO->getSize();
    bool Sized = Size.hasValue() && !Size.isScalable();
    if (!isOnChipAddrSpace(AS)) {
      A.Kind = VAccess::Global;
      const PseudoSourceValue *PSV = MMO->getPseudoValue();
      A.Fam =
          PSV && !PSV->mayAlias(&MI.getMF()->getFrameInfo()) ? F_Stack : F_GM;
      // (The rows are read after the function's accesses: readAllRows.)
      Accs.push_back(A);
      continue;
    }
    A.Fam = F_OnChip0 + AS - AS_MAT;
    int64_t Off = MMO->getPointerInfo().Offset;
    A.Lo = Off;
    A.Hi = Sized ? Off + int64_t(Size.getValue().getKnownMinValue()) : 0;
    if (!Sized || MMO->getValue()) {
      A.Kind = VAccess::Whole;
    } else if (MMO->getFlags() & MORotating) {
      A.Kind = VAccess::Slot;
      A.Scope = MMO->getAAInfo().Scope;
      unsigned Slot = (MMO->getFlags() & MOSlot1) ? 1 : 0;
      A.NeedSlot = (MMO->getFlags() & MONextSlot) ? 1 - Slot : Slot;
      A.SlotInit = bool(MMO->getFlags() & MOSlotInit);
    } else if (IsSelected(MMO)) {
      // One of the two windows of a selected slot: the access touches both
      // (whichever the index holds), exact when an operand through a base
      // register addresses the first (slot 0) at that offset; else anywhere.
      bool Addressed =
          (MMO->getFlags() & MOSlot1) ||
          any_of(Addrs, [&](const std::pair<Register, int64_t> &X) {
            return X.first && X.first != PTO::X0 && X.second == Off;
          });
      A.Kind = Addressed && !Unexplained ? VAccess::Window : VAccess::Whole;
    } else {
      // Exact only if the instruction addresses these bytes from zero.
      bool FromZero = any_of(Addrs, [&](const std::pair<Register, int64_t> &X) {
        return (!X.first || X.first == PTO::X0) && X.second == Off;
      });
      A.Kind = FromZero && !Unexplained ? VAccess::Window : VAccess::Whole;
    }
    Accs.push_back(A);
  }
  Done();
}

/// The rows of a global-memory access, from the instruction's own operands
/// (PTOInstrInfo::getGMFootprint, the facts only; the rule is the
/// checker's, rowsMayMeet).
void PTOVerifySync::readRows(const MachineInstr &MI, VAccess &A) {
  auto F =
      PTOInstrInfo::getGMFootprint(MI, [&](const MachineInstr &I, Register R) {
        return StrideDefs->get(I, R);
      });
  if (!F || F->first != A.MMO)
    return;
  A.HasRows = true;
  A.Stride = F->second.Stride;
  A.Rows = F->second.Rows;
  A.RowBytes = F->second.RowBytes;
}

/// The checker's row rule: two row patterns on one base with one stride
/// are disjoint when their columns never meet modulo the stride (wherever
/// the rows fall), or when their extents do not meet.
static bool rowsMayMeet(int64_t OA, uint64_t SA, uint64_t RA, uint64_t WA,
                        int64_t OB, uint64_t SB, uint64_t RB, uint64_t WB) {
  auto Extent = [](uint64_t S, uint64_t R, uint64_t W) {
    return int64_t((R - 1) * S + W);
  };
  if (RA == 1)
    SA = SB;
  if (RB == 1)
    SB = SA;
  bool ExtentsMeet =
      OA < OB + Extent(SB, RB, WB) && OB < OA + Extent(SA, RA, WA);
  if (!ExtentsMeet)
    return false;
  if (SA != SB || SA == 0 || WA > SA || WB > SB || SA > (uint64_t(1) << 40))
    return true;
  int64_t S = int64_t(SA);
  int64_t CA = ((OA % S) + S) % S, CB = ((OB % S) + S) % S;
  // Arcs [CA, CA + WA) and [CB, CB + WB) of a circle of length S.
  return ((CB - CA) % S + S) % S < int64_t(WA) ||
         ((CA - CB) % S + S) % S < int64_t(WB);
}

/// The rows of the global-memory accesses whose rows a conflict may read.
/// globalConflict compares two accesses, one a write, by their rows only on
/// one base, or in scevDisjoint after distinctIdentifiedObjects failed: a
/// read whose objects are identified and none of them an object a write
/// may be based on (every write's objects identified) is never compared by
/// its rows, and its rows are not read (issue 17: reading the stride's
/// unique reaching definition was a tenth of the pass on 10k loop-nest
/// ops, for the loads of arguments no store writes). In layout order, as
/// StrideDefs walks each block forward.
void PTOVerifySync::readAllRows() {
  SmallPtrSet<const Value *, 8> WrittenObjects;
  bool AllIdentified = true;
  for (const VAccess &A : Accs) {
    if (A.Kind != VAccess::Global || !A.Write || !A.MMO->getValue())
      continue;
    ArrayRef<const Value *> Objs = identifiedObjects(A);
    if (Objs.empty()) {
      AllIdentified = false;
      break;
    }
    WrittenObjects.insert_range(Objs);
  }
  for (VAccess &A : Accs) {
    if (A.Kind != VAccess::Global)
      continue;
    if (!A.Write && AllIdentified && A.MMO->getValue()) {
      ArrayRef<const Value *> Objs = identifiedObjects(A);
      if (!Objs.empty() && none_of(Objs, [&](const Value *V) {
            return WrittenObjects.contains(V);
          }))
        continue;
    }
    readRows(*A.MI, A);
  }
}

void PTOVerifySync::collectAccesses(MachineFunction &Fn) {
  Accs.clear();
  AccRange.clear();
  InstrAt.clear();
  SyncOps.clear();
  PtrBase.clear();
  AccObjects.clear();
  ObjectPool.clear();
  FlagIndex.clear();
  OrdinaryFlags.clear();
  FlagKeys.clear();
  ScopeNo.clear();
  SlotPairs.assign(1, {});
  BlockFirst.assign(Fn.getNumBlockIDs(), 0);
  BlockEnd.assign(Fn.getNumBlockIDs(), 0);
  // Sized once (issue 17: the growth of the 88-byte accesses was 5 % of the
  // pass on 10k straight-line tile ops): an entry per instruction, and
  // about one access per instruction (the excess is trimmed below).
  unsigned NumInstrs = 0;
  for (const MachineBasicBlock &MBB : Fn)
    NumInstrs += MBB.size();
  AccRange.reserve(NumInstrs);
  InstrAt.reserve(NumInstrs);
  Accs.reserve(NumInstrs);
  ReadsCoreType = false;
  for (MachineBasicBlock &MBB : Fn) {
    BlockFirst[MBB.getNumber()] = AccRange.size();
    for (MachineInstr &MI : MBB) {
      unsigned Opc = MI.getOpcode();
      // (MachineCoreSections::compute's own scan, done here.)
      ReadsCoreType |= Opc == PTO::GET_CORE_TYPE;
      if (Opc == PTO::SET_FLAG_SLOT || Opc == PTO::WAIT_FLAG_SLOT)
        if (const MDNode *Scope = PTOInstrInfo::getSlotFlagScope(MI))
          if (ScopeNo.try_emplace(Scope, SlotPairs.size()).second)
            SlotPairs.emplace_back();
      unsigned Op = NoFlag;
      bool IsFlag = Opc == PTO::SET_FLAG || Opc == PTO::WAIT_FLAG ||
                    Opc == PTO::SET_FLAG_SLOT || Opc == PTO::WAIT_FLAG_SLOT;
      if (IsFlag || Opc == PTO::PIPE_BARRIER) {
        Op = SyncOps.size();
        VSyncOp O{0, 0, NoFlag};
        // (A malformed per-slot flag's operands are not read: the walk
        // reports it.)
        std::optional<FlagKey> K;
        if (IsFlag)
          K = flagKey(MI);
        if (K) {
          O.FlagNo = addFlag(*K);
          O.Q = unsigned(MI.getOperand(1).getImm());
        }
        if (K || !IsFlag)
          O.P = unsigned(MI.getOperand(0).getImm());
        SyncOps.push_back(O);
      }
      addAccesses(MI, Op == NoFlag ? NoFlag : SyncOps[Op].FlagNo);
      bool Plain = AccRange.back().first == AccRange.back().second &&
                   !isSyncOp(Opc) && !MI.isReturn();
      InstrAt.push_back({&MI, uint16_t(Opc), uint8_t(PTOInstrInfo::getPipe(MI)),
                         MI.isReturn(), Plain, Op});
    }
    BlockEnd[MBB.getNumber()] = AccRange.size();
  }
  readAllRows();
  HasSlotFlags = any_of(FlagKeys, [](const FlagKey &K) { return K.isSlot(); });
  Accs.shrink_to_fit();
  AccRange.shrink_to_fit();
  AccFam.resize(Accs.size());
  for (unsigned I = 0; I < Accs.size(); ++I)
    AccFam[I] = Accs[I].Kind == VAccess::Anything ? FamAnything : Accs[I].Fam;
  AccSpaces.resize(Accs.size());
  for (unsigned I = 0; I < Accs.size(); ++I) {
    const VAccess &A = Accs[I];
    // (An address space past 7 shares a bit: the filter only lets more
    // pairs through to conflict().)
    uint16_t M = A.Kind == VAccess::FlagWait   ? 0
                 : A.Kind == VAccess::Anything ? 0xff
                                               : 1u << (A.Space & 7);
    AccSpaces[I] = M | (A.Write ? AccWriteBit : 0);
  }
}

/// A value evaluated at most once per run (on no cycle of the IR CFG). The
/// inserter has its own (PTO::isEvaluatedOnce); the checker does not call
/// the inserter's alias code, so this is written again on purpose.
bool PTOVerifySync::isAcyclic(const Value *V) {
  const auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return true;
  BasicBlock *BB = const_cast<BasicBlock *>(I->getParent());
  if (BB->isEntryBlock())
    return true;
  auto [It, New] = Acyclic.try_emplace(BB, false);
  if (New) {
    SmallVector<BasicBlock *, 4> Succs(successors(BB));
    It->second =
        Succs.empty() || !isPotentiallyReachableFromMany(Succs, BB, nullptr);
  }
  return It->second;
}

/// The underlying objects of \p A's pointer (an access of Accs) if all are
/// identified, else none; once per access: the IR does not change during
/// the pass.
ArrayRef<const Value *> PTOVerifySync::identifiedObjects(const VAccess &A) {
  if (AccObjects.empty())
    AccObjects.assign(Accs.size(), VObjects());
  VObjects &O = AccObjects[&A - Accs.data()];
  if (O.State == VObjects::Unknown) {
    SmallVector<const Value *, 4> Objs;
    getUnderlyingObjects(A.MMO->getValue(), Objs);
    auto Identified = [](const Value *V) { return isIdentifiedObject(V); };
    if (Objs.empty() || !all_of(Objs, Identified)) {
      O.State = VObjects::Unidentified;
    } else {
      O.State = VObjects::Identified;
      O.Begin = ObjectPool.size();
      ObjectPool.insert(ObjectPool.end(), Objs.begin(), Objs.end());
      O.End = ObjectPool.size();
    }
  }
  if (O.State != VObjects::Identified)
    return {};
  return ArrayRef(ObjectPool).slice(O.Begin, O.End - O.Begin);
}

/// Whether every object \p A's pointer may be based on and every object
/// \p B's may be based on are identified and pairwise distinct.
bool PTOVerifySync::distinctIdentifiedObjects(const VAccess &A,
                                              const VAccess &B) {
  // (B's objects first: collecting A's may grow the pool under them.)
  if (identifiedObjects(B).empty())
    return false;
  ArrayRef<const Value *> OA = identifiedObjects(A);
  if (OA.empty())
    return false;
  ArrayRef<const Value *> OB = identifiedObjects(B);
  for (const Value *X : OA)
    if (is_contained(OB, X))
      return false;
  return true;
}

/// GetPointerBaseWithConstantOffset of \p A's pointer (an access of Accs),
/// once per access: the IR does not change during the pass.
const Value *PTOVerifySync::pointerBase(const VAccess &A, int64_t &Off) {
  if (PtrBase.empty())
    PtrBase.assign(Accs.size(), VBase{nullptr, 0, false});
  VBase &B = PtrBase[&A - Accs.data()];
  if (!B.Known) {
    B.Off = 0;
    B.Base = GetPointerBaseWithConstantOffset(A.MMO->getValue(), B.Off,
                                              MF->getDataLayout());
    B.Known = true;
  }
  Off = B.Off;
  return B.Base;
}

bool PTOVerifySync::globalConflict(const VAccess &A, const VAccess &B,
                                   bool Earlier) {
  const MachineMemOperand &MA = *A.MMO, &MB = *B.MMO;
  LocationSize SA = MA.getSize(), SB = MB.getSize();
  bool Sized =
      SA.hasValue() && SB.hasValue() && !SA.isScalable() && !SB.isScalable();
  auto Overlap = [&](int64_t OA, int64_t OB) {
    if (!Sized)
      return true;
    return OA < OB + int64_t(SB.getValue().getKnownMinValue()) &&
           OB < OA + int64_t(SA.getValue().getKnownMinValue());
  };
  const MachineFrameInfo &MFI = MF->getFrameInfo();
  const PseudoSourceValue *PA = MA.getPseudoValue(), *PB = MB.getPseudoValue();
  if (PA || PB) {
    if (PA && PA == PB)
      return Overlap(MA.getOffset(), MB.getOffset());
    // A stack slot no IR pointer reaches against an IR access.
    if ((PA && !PA->mayAlias(&MFI) && MB.getValue()) ||
        (PB && !PB->mayAlias(&MFI) && MA.getValue()))
      return false;
    return true;
  }
  const Value *VA = MA.getValue(), *VB = MB.getValue();
  if (!VA || !VB)
    return true;
  // A common base with constant offsets.
  int64_t OA = 0, OB = 0;
  const Value *BA = pointerBase(A, OA);
  const Value *BB = pointerBase(B, OB);
  if (BA == BB && (!Earlier || isAcyclic(BA))) {
    if (A.HasRows && B.HasRows)
      return rowsMayMeet(OA + MA.getOffset(), A.Stride, A.Rows, A.RowBytes,
                         OB + MB.getOffset(), B.Stride, B.Rows, B.RowBytes);
    return Overlap(OA + MA.getOffset(), OB + MB.getOffset());
  }
  // Distinct identified objects (noalias arguments, allocas, globals) are
  // distinct in every iteration. The objects are collected through PHIs and
  // selects (loop strength reduction leaves induction-variable PHIs as the
  // pointers): every object one side may be based on must differ from every
  // object of the other side. (Asked before the SCEV rule, which gives the
  // same answer or none for such a pair: the objects are kept per access,
  // the SCEVs cost a query per pair; issue 17.)
  if (distinctIdentifiedObjects(A, B))
    return false;
  if (scevDisjoint(A, B, Earlier))
    return false;
  if (!AA)
    return true;
  int64_t Min = std::min(MA.getOffset(), MB.getOffset());
  auto Loc = [&](const MachineMemOperand &M) {
    LocationSize S = M.getSize();
    LocationSize Ext =
        S.hasValue() && !S.isScalable()
            ? LocationSize::precise(S.getValue().getKnownMinValue() +
                                    M.getOffset() - Min)
            : LocationSize::beforeOrAfterPointer();
    AAMDNodes Tags = M.getAAInfo();
    if (Earlier)
      Tags.Scope = Tags.NoAlias = nullptr;
    return MemoryLocation(M.getValue(), Ext, Tags);
  };
  BatchAAResults BAA(*AA);
  if (Earlier)
    BAA.enableCrossIterationMode();
  return !BAA.isNoAlias(Loc(MA), Loc(MB));
}

/// Global-memory addresses as SCEVs (which see through the loop strength
/// reduction the machine-level values went through). Within one iteration,
/// a constant difference decides. Across iterations, two addresses
/// `{a,+,s}` and `{b,+,s}` of one loop with a constant `b - a` and starts
/// evaluated once meet in some pair of iterations iff their extents meet
/// modulo s (BasicAA's GCD argument): any iterations i, j put them
/// `b - a + s*(j - i)` apart.
/// Whether \p S has the same value in every iteration of every loop: no
/// recurrence, and no unknown that lies on a cycle.
bool PTOVerifySync::isIterationInvariant(const SCEV *S) {
  return !SCEVExprContains(S, [&](const SCEV *X) {
    if (isa<SCEVAddRecExpr>(X))
      return true;
    if (const auto *U = dyn_cast<SCEVUnknown>(X))
      return !isAcyclic(U->getValue());
    return false;
  });
}

bool PTOVerifySync::scevDisjoint(const VAccess &A, const VAccess &B,
                                 bool Earlier) {
  if (A.HasRows && B.HasRows)
    return scevRowsDisjoint(A, B, Earlier);
  const MachineMemOperand &MA = *A.MMO, &MB = *B.MMO;
  LocationSize SzA = MA.getSize(), SzB = MB.getSize();
  if (!SE || !SzA.hasValue() || !SzB.hasValue() || SzA.isScalable() ||
      SzB.isScalable())
    return false;
  const Value *VA = MA.getValue(), *VB = MB.getValue();
  if (!SE->isSCEVable(VA->getType()) || !SE->isSCEVable(VB->getType()))
    return false;
  int64_t EA = int64_t(SzA.getValue().getFixedValue());
  int64_t EB = int64_t(SzB.getValue().getFixedValue());
  auto At = [&](const Value *V, int64_t Off) {
    const SCEV *S = SE->getSCEV(const_cast<Value *>(V));
    return Off ? SE->getAddExpr(S, SE->getConstant(S->getType(), Off)) : S;
  };
  const SCEV *XA = At(VA, MA.getOffset()), *XB = At(VB, MB.getOffset());
  if (XA->getType() != XB->getType())
    return false;
  if (!Earlier || (isIterationInvariant(XA) && isIterationInvariant(XB))) {
    const auto *D = dyn_cast<SCEVConstant>(SE->getMinusSCEV(XB, XA));
    if (!D)
      return false;
    int64_t Diff = D->getAPInt().getSExtValue();
    return !(Diff < EA && -Diff < EB);
  }
  const auto *RA = dyn_cast<SCEVAddRecExpr>(XA);
  const auto *RB = dyn_cast<SCEVAddRecExpr>(XB);
  if (!RA || !RB || RA->getLoop() != RB->getLoop() || !RA->isAffine() ||
      !RB->isAffine())
    return false;
  const auto *StA = dyn_cast<SCEVConstant>(RA->getStepRecurrence(*SE));
  const auto *StB = dyn_cast<SCEVConstant>(RB->getStepRecurrence(*SE));
  if (!StA || !StB || StA->getAPInt() != StB->getAPInt())
    return false;
  if (!isIterationInvariant(RA->getStart()) ||
      !isIterationInvariant(RB->getStart()))
    return false;
  const auto *D =
      dyn_cast<SCEVConstant>(SE->getMinusSCEV(RB->getStart(), RA->getStart()));
  if (!D)
    return false;
  if (exitStepApart(RA, D->getAPInt().getSExtValue(), EA, EB, *B.MI))
    return true;
  int64_t Step = StA->getAPInt().getSExtValue();
  Step = Step < 0 ? -Step : Step;
  if (Step == 0 || EA > Step || EB > Step)
    return false;
  int64_t M = ((D->getAPInt().getSExtValue() % Step) + Step) % Step;
  // Arcs [0, EA) and [M, M + EB) of a circle of length Step.
  return M >= EA && Step - M >= EB;
}

/// scevDisjoint for two accesses with exact rows (tile transfers, scalar
/// accesses): within one iteration the constant difference puts them on one
/// base for the checker's row rule; across iterations, addrecs {a,+,s} and
/// {b,+,s} of one loop are b - a + s*k apart, and when s is a multiple of
/// the common row stride S the columns keep their phase modulo S: disjoint
/// iff the column arcs modulo S do not meet.
bool PTOVerifySync::scevRowsDisjoint(const VAccess &A, const VAccess &B,
                                     bool Earlier) {
  const MachineMemOperand &MA = *A.MMO, &MB = *B.MMO;
  const Value *VA = MA.getValue(), *VB = MB.getValue();
  if (!SE || !SE->isSCEVable(VA->getType()) || !SE->isSCEVable(VB->getType()))
    return false;
  const SCEV *XA = SE->getSCEV(const_cast<Value *>(VA));
  const SCEV *XB = SE->getSCEV(const_cast<Value *>(VB));
  if (XA->getType() != XB->getType())
    return false;
  auto Fits = [](const SCEVConstant *C) {
    return C && C->getAPInt().getSignificantBits() <= 40;
  };
  int64_t OA = MA.getOffset(), OB = MB.getOffset();
  if (!Earlier) {
    const auto *D = dyn_cast<SCEVConstant>(SE->getMinusSCEV(XB, XA));
    if (!Fits(D))
      return false;
    return !rowsMayMeet(OA, A.Stride, A.Rows, A.RowBytes,
                        OB + D->getAPInt().getSExtValue(), B.Stride, B.Rows,
                        B.RowBytes);
  }
  const auto *RA = dyn_cast<SCEVAddRecExpr>(XA);
  const auto *RB = dyn_cast<SCEVAddRecExpr>(XB);
  if (!RA || !RB || RA->getLoop() != RB->getLoop() || !RA->isAffine() ||
      !RB->isAffine())
    return false;
  const auto *StA = dyn_cast<SCEVConstant>(RA->getStepRecurrence(*SE));
  const auto *StB = dyn_cast<SCEVConstant>(RB->getStepRecurrence(*SE));
  if (!Fits(StA) || !StB || StA->getAPInt() != StB->getAPInt())
    return false;
  if (!isIterationInvariant(RA->getStart()) ||
      !isIterationInvariant(RB->getStart()))
    return false;
  const auto *D =
      dyn_cast<SCEVConstant>(SE->getMinusSCEV(RB->getStart(), RA->getStart()));
  if (!Fits(D))
    return false;
  auto Extent = [](const VAccess &X) {
    return int64_t((X.Rows - 1) * X.Stride + X.RowBytes);
  };
  if (exitStepApart(RA, D->getAPInt().getSExtValue() + OB - OA, Extent(A),
                    Extent(B), *B.MI))
    return true;
  int64_t Step = StA->getAPInt().getSExtValue();
  Step = Step < 0 ? -Step : Step;
  uint64_t S = A.Rows > 1 ? A.Stride : B.Stride;
  if ((A.Rows > 1 && A.Stride != S) || (B.Rows > 1 && B.Stride != S))
    return false;
  if (A.Rows == 1 && B.Rows == 1)
    S = uint64_t(Step);
  if (S == 0 || S > (uint64_t(1) << 30) || Step % int64_t(S) ||
      A.RowBytes > S || B.RowBytes > S)
    return false;
  int64_t Circle = int64_t(S);
  int64_t M =
      (((D->getAPInt().getSExtValue() + OB - OA) % Circle) + Circle) % Circle;
  return M >= int64_t(A.RowBytes) && Circle - M >= int64_t(B.RowBytes);
}

/// The checker's form of the inserter's EarlierIterations rule, written
/// apart: A (an access of an earlier iteration, so it crossed a back edge)
/// at addrec RA = {a,+,s} of loop L, and B at {b,+,s}, b - a + offsets =
/// \p Dist. If B's block can be entered only from L (machine and IR
/// predecessors), L is outermost (it runs once, and nothing outside it can
/// be a cycle on a path from L's blocks into B's) and has no inner loops
/// (every back edge on those paths is L's), A ran in an iteration before
/// the one whose addrec values B's block sees: k = n - j >= 1 steps apart.
/// A's bytes [0, ExtA), B's [Dist + s*k, ... + ExtB): apart for every such
/// k iff apart for k = 1 (s > 0: B above; s < 0: B below).
bool PTOVerifySync::exitStepApart(const SCEVAddRecExpr *RA, int64_t Dist,
                                  int64_t ExtA, int64_t ExtB,
                                  const MachineInstr &Consumer) {
  const Loop *L = RA->getLoop();
  if (L->getParentLoop() || !L->getSubLoops().empty())
    return false;
  const MachineBasicBlock *MBB = Consumer.getParent();
  const BasicBlock *BB = MBB->getBasicBlock();
  if (!BB || L->contains(BB) || MBB->pred_empty() || pred_empty(BB))
    return false;
  for (const MachineBasicBlock *P : MBB->predecessors())
    if (!P->getBasicBlock() || !L->contains(P->getBasicBlock()))
      return false;
  for (const BasicBlock *P : predecessors(BB))
    if (!L->contains(P))
      return false;
  const auto *St = dyn_cast<SCEVConstant>(RA->getStepRecurrence(*SE));
  if (!St || St->getAPInt().getSignificantBits() > 40)
    return false;
  int64_t S = St->getAPInt().getSExtValue();
  return (S > 0 && Dist + S >= ExtA) || (S < 0 && Dist + S + ExtB <= 0);
}

bool PTOVerifySync::conflict(const VEntry &E, const VAccess &B) {
  const VAccess &A = Accs[E.Acc];
  if (A.Kind == VAccess::FlagWait || B.Kind == VAccess::FlagWait)
    return false;
  if (!A.Write && !B.Write)
    return false;
  if (A.Kind == VAccess::Anything || B.Kind == VAccess::Anything)
    return true;
  if (A.Space != B.Space)
    return false;
  if (A.Kind == VAccess::Global || B.Kind == VAccess::Global)
    return A.Kind != B.Kind || globalConflict(A, B, E.Earlier);
  if (A.Kind == VAccess::Whole || B.Kind == VAccess::Whole)
    return true;
  // Two slot windows of one double buffer: real for different values of
  // the current-slot register, given the swaps since A issued.
  if (A.Kind == VAccess::Slot && B.Kind == VAccess::Slot && E.Parity >= 0 &&
      !B.SlotInit && A.Scope && A.Scope == B.Scope &&
      (A.NeedSlot ^ unsigned(E.Parity)) != B.NeedSlot)
    return false;
  return A.Lo < B.Hi && B.Lo < A.Hi;
}

/// Unites \p E into \p X, an entry of the same key (a walk's VEntry or a
/// block boundary's VEdgeEntry): the pipes unordered on either, the flags
/// covering both. Whether \p X changed.
template <typename EntryT> static bool uniteEntry(EntryT &X, const EntryT &E) {
  uint8_t U = X.Unordered | E.Unordered;
  bool Changed = U != X.Unordered;
  X.Unordered = U;
  // A flag covers the united entry only if it covers both (the covers of a
  // function all have one size; no copy: issue 17).
  if (X.Covers.test(E.Covers)) {
    X.Covers &= E.Covers;
    Changed = true;
  }
  return Changed;
}

/// Adds \p E to \p S, uniting it with an entry of the same key.
static bool addEntry(VState &S, const VEntry &E) {
  for (VEntry &X : S)
    if (X.sameKey(E)) {
      bool Changed = uniteEntry(X, E);
      X.Serial = std::max(X.Serial, E.Serial);
      for (unsigned P = 0; P < NumPipesV; ++P)
        X.OrderedSince[P] = std::max(X.OrderedSince[P], E.OrderedSince[P]);
      return Changed;
    }
  S.push_back(E);
  return true;
}

/// VEdgeEntry::sameKey as a dense number: 6 per access (the earlier-
/// iteration bit, and the slot parity -1, 0 or 1).
static unsigned edgeSlot(unsigned Acc, bool Earlier, int8_t Parity) {
  assert(Parity >= -1 && Parity <= 1 && "slot parity out of range");
  return (Acc * 2 + unsigned(Earlier)) * 3 + unsigned(Parity + 1);
}

void PTOVerifySync::materializeCovers(MutableArrayRef<VEntry> S,
                                      MutableArrayRef<VEntry> SW) {
  for (unsigned Idx : LazyFlags) {
    for (VEntry &E : S)
      E.Covers.assign(Idx, covers(E, Idx));
    for (VEntry &E : SW)
      E.Covers.assign(Idx, covers(E, Idx));
    CoverAt[Idx] = CoversBits;
  }
  LazyFlags.clear();
}

VBlockState PTOVerifySync::check(MachineBasicBlock &MBB,
                                 const VBlockState &Entry) {
  // The walk's state, in buffers kept from walk to walk (issue 17): the
  // pending accesses (S) and, apart, the outstanding waits (SW), which only
  // the binary-flag rule and the waits of their flags read (a set read
  // every entry to find them). Each keeps the order a single list had; no
  // rule reads the order across the two (a wait is never in conflict, nor
  // drained at a return), and an exit state lists the accesses first.
  VState &S = WalkState, &SW = WalkWaits;
  S.clear();
  SW.clear();
  S.reserve(Entry.S.size());
  // Whether an inherited entry may have the key of an access of this block
  // as the walk adds it (of this iteration: only through a path from the
  // block to itself without a back edge, which reverse post order rules
  // out). If none, an added access has a key of its own in S and is
  // appended without a search (issue 17: addEntry's linear search per
  // access).
  unsigned BlockAccs = 0, BlockAccsEnd = 0;
  if (BlockFirst[MBB.getNumber()] != BlockEnd[MBB.getNumber()]) {
    BlockAccs = AccRange[BlockFirst[MBB.getNumber()]].first;
    BlockAccsEnd = AccRange[BlockEnd[MBB.getNumber()] - 1].second;
  }
  bool MaySameKey = false;
  const FlagSet NoCovers(FlagIndex.size());
  for (const VEdgeEntry &X : Entry.S) {
    (AccFam[X.Acc] == F_Flag ? SW : S)
        .push_back(
            {X.Acc, X.Earlier, X.Parity, X.Unordered, 0, X.Pipe, {}, X.Covers});
    MaySameKey |= !X.Earlier && X.Acc >= BlockAccs && X.Acc < BlockAccsEnd;
  }
  // The flags that may be set (FlagAt), and the walk's list of those it
  // may have set (for the exit state).
  auto Touch = [&](unsigned No) {
    if (!FlagTouched[No]) {
      FlagTouched[No] = 1;
      WalkTouched.push_back(No);
    }
  };
  WalkTouched.clear();
  for (const auto &[Key, F] : Entry.Flags) {
    unsigned No = FlagIndex.find(Key)->second;
    FlagAt[No] = F;
    Touch(No);
  }
  // A flag set on some paths into the block but not on others (Must
  // false): a wait for it may wait forever, a set of it be lost, and it
  // may be left set at a return; each is reported where it happens.
  unsigned Serial = 1;
  // An access matters only to pipes that may still access memory (or set
  // its flag, for a wait) from here on: without them it can never be in
  // conflict and is dropped.
  FamilyPipes Future;
  Future.fill(AllPipes);
  // Whether S holds no entry Retire would drop under RetiredUnder: a walk
  // retires at every instruction, and with the same future as the last
  // retirement and nothing changed since that a retirement reads, it would
  // drop nothing (session 18: the retirement at every scalar instruction
  // read the access of every entry). A set only changes covers; a wait or
  // a barrier retires the entries it orders itself, and an access checks
  // the entries it adds (issue 17: the retirements were a third of the
  // walks at 10k loop-nest ops).
  bool Retired = false;
  FamilyPipes RetiredUnder;
  uint8_t AnyPipes = 0; // The pipes of every family under RetiredUnder.
  auto Dropped = [&](const VEntry &E) {
    uint8_t Fam = AccFam[E.Acc];
    uint8_t Pipes = Fam == FamAnything ? AnyPipes : RetiredUnder[Fam];
    return !(E.Unordered & Pipes);
  };
  auto Retire = [&] {
    if (Retired && Future == RetiredUnder)
      return;
    Retired = true;
    RetiredUnder = Future;
    AnyPipes = 0;
    for (uint8_t M : Future)
      AnyPipes |= M;
    erase_if(S, Dropped);
    erase_if(SW, Dropped);
  };
  // Keeps the entries of \p S for which \p Keep (which may change them)
  // holds, in order.
  auto KeepIf = [&](VState &S, auto Keep) {
    unsigned Kept = 0;
    for (unsigned I = 0, E = S.size(); I != E; ++I) {
      if (!Keep(S[I]))
        continue;
      if (Kept != I)
        S[Kept] = std::move(S[I]);
      ++Kept;
    }
    S.truncate(Kept);
  };
  for (unsigned ThisInstr = BlockFirst[MBB.getNumber()],
                EndInstr = BlockEnd[MBB.getNumber()];
       ThisInstr != EndInstr; ++ThisInstr) {
    Future = FutureAt[ThisInstr];
    const VInstr &VI = InstrAt[ThisInstr];
    Retire();
    if (VI.Plain)
      continue;
    MachineInstr &MI = *VI.MI;
    unsigned Opc = VI.Opc;
    bool IsSet = Opc == PTO::SET_FLAG || Opc == PTO::SET_FLAG_SLOT;
    bool IsWait = Opc == PTO::WAIT_FLAG || Opc == PTO::WAIT_FLAG_SLOT;
    const FlagKey *FK = nullptr;
    if (IsSet || IsWait) {
      unsigned FlagNo = SyncOps[VI.Op].FlagNo;
      if (FlagNo != NoFlag)
        FK = &FlagKeys[FlagNo];
      if (!FK) {
        fail(MI, "'" + text(MI) +
                     "' is a malformed per-slot flag (it takes two pipes, two "
                     "event IDs, a slot register, its role -- 0: current "
                     "slot, 1: next slot -- and the alias scope of a "
                     "rotating allocation)");
        ++Serial;
        continue;
      }
      // A per-slot flag's two IDs are its own: no other flag (an ordinary
      // one, or another pair) may be set with either while it may be set,
      // nor the pair while such a flag may be set.
      // (Only when the function has per-slot flags: else the rule never
      // applies, and it walked the map of set flags at every set and wait.)
      if (HasSlotFlags)
        for (const auto &[Other, No] : FlagIndex)
          if (const VFlag &F = FlagAt[No]; F.Set && FK->sharesId(Other) &&
                                           (FK->isSlot() || Other.isSlot())) {
            fail(MI, "'" + text(MI) + "' may use event ID " +
                         Twine(FK->sharedId(Other)) + " while '" +
                         text(*F.Set) +
                         "' may have it set (the two event IDs of a per-slot "
                         "flag belong to its pair alone)");
            break;
          }
    }
    if (IsSet) {
      const VSyncOp &O = SyncOps[VI.Op];
      unsigned P = O.P, Q = O.Q;
      const FlagKey &Key = *FK;
      // Binary flags: every earlier wait of this flag has run.
      for (const VEntry &E : SW) {
        if (E.Pipe == P || !(E.Unordered >> P & 1))
          continue;
        const VAccess &W = Accs[E.Acc];
        if (mayBeSameFlag(E, Key)) {
          bool Same = FlagKeys[W.FlagNo].samePair(Key);
          fail(MI, "'" + text(MI) +
                       "' may fire before the previous wait_flag of the same "
                       "flag has run" +
                       (Same ? roleText(Key)
                             : " ('" + text(*W.MI) +
                                   "', which may wait for the same event ID)") +
                       " (a binary flag would lose this set)");
          break;
        }
      }
      if (const VFlag &F = FlagAt[O.FlagNo]; F.Set)
        fail(MI, "'" + text(MI) + "' sets a flag that is already set" +
                     roleText(Key) +
                     (F.Dst != Q ? " by '" + text(*F.Set) +
                                       "' for another pipe "
                                       "(PTOAS #823)"
                                 : std::string()) +
                     (!F.Must ? " on some path to it"
                      : F.Set->getParent() != &MBB || &MI == F.Set
                          ? " (by '" + text(*F.Set) +
                                "' on a path from another block)"
                          : std::string()));
      // The set fires after P's earlier operations and what P followed:
      // the entries present now whose pipe is P, or that P followed before
      // now (covers()).
      unsigned Idx = O.FlagNo;
      if (CoverAt[Idx] == CoversBits)
        LazyFlags.push_back(Idx);
      CoverAt[Idx] = Serial;
      CoverPipe[Idx] = P;
      FlagAt[Idx] = VFlag{&MI, Q, true};
      Touch(Idx);
      ++Serial;
      continue;
    }
    if (IsWait) {
      const VSyncOp &O = SyncOps[VI.Op];
      unsigned Q = O.Q;
      const FlagKey &Key = *FK;
      unsigned Idx = O.FlagNo;
      VFlag &F = FlagAt[Idx];
      if (!F.Set) {
        fail(MI, "'" + text(MI) + "' waits for a flag no set_flag set" +
                     (MBB.pred_empty() ? "" : " on any path to it") +
                     roleText(Key));
        continue;
      }
      if (F.Dst != Q) {
        fail(MI, "'" + text(MI) + "' waits for the flag '" + text(*F.Set) +
                     "' set for another pipe");
        continue;
      }
      if (!F.Must)
        fail(MI, "'" + text(MI) +
                     "' waits for a flag that is set on some "
                     "paths to it but not on others (by '" +
                     text(*F.Set) + "'; unbalanced set_flag/wait_flag)" +
                     roleText(Key));
      // Q now follows what the set fired after (on every path: the flag
      // covers an inherited access only if it did on each).
      F.Set = nullptr;
      // The wait is an operation of Q; it supersedes the earlier waits of
      // its flag (each set was checked to follow the previous wait): of a
      // pair, those whose role is this one's after the swaps since they ran.
      // Then the retirement after the wait, in the same pass: S was retired
      // under this future, so only an entry the wait orders may go.
      unsigned WaitAcc = AccRange[ThisInstr].first;
      // (After it no entry is covered: CoversNone.) An entry Q already
      // follows is left as it is: S was retired under this future.
      // (covers(), with the flag's facts read once.)
      unsigned At = CoverAt[Idx], CP = CoverPipe[Idx];
      bool Lazy = At != CoversBits && At != CoversNone;
      auto Order = [&](VEntry &E) {
        if (!(E.Unordered >> Q & 1))
          return true;
        if (Lazy ? coveredBySet(E, At, CP)
                 : At == CoversBits && E.Covers[Idx]) {
          E.order(Q, Serial);
          if (Dropped(E))
            return false;
        }
        return true;
      };
      KeepIf(S, Order);
      unsigned Pair = FlagPair[Idx];
      KeepIf(SW, [&](VEntry &E) {
        if (!Order(E))
          return false;
        unsigned WNo = Accs[E.Acc].FlagNo;
        if (FlagPair[WNo] != Pair)
          return true;
        const FlagKey &W = FlagKeys[WNo];
        return W.isSlot() &&
               !(E.Parity >= 0 && (W.Role ^ unsigned(E.Parity)) == Key.Role);
      });
      if (CoverAt[Idx] == CoversBits)
        LazyFlags.push_back(Idx);
      CoverAt[Idx] = CoversNone;
      VEntry W{WaitAcc,  false, 0,  uint8_t(AllPipes & ~(1u << Q)),
               Serial++, Q,     {}, FlagSet(FlagIndex.size())};
      if (!Dropped(W))
        SW.push_back(std::move(W));
      continue;
    }
    if (Opc == PTO::PIPE_BARRIER) {
      unsigned P = SyncOps[VI.Op].P;
      // With the retirement after it (only an entry it orders may go).
      auto Order = [&](VEntry &E) {
        if (P == PIPE_ALL)
          for (unsigned R = 0; R < NumPipesV; ++R)
            E.order(R, Serial);
        else if (E.Pipe == P)
          E.order(P, Serial);
        else
          return true;
        return !Dropped(E);
      };
      KeepIf(S, Order);
      KeepIf(SW, Order);
      ++Serial;
      continue;
    }
    if (Opc == PTO::SLOT_MARK) {
      Retired = false;
      const MDNode *Scope = PTOInstrInfo::getSlotMarkScope(MI);
      bool Restart = MI.getOperand(0).getImm() == 0;
      // Per-slot flags of the allocation: none may be set across a restart
      // (or a mark that says nothing of the slots); at a swap the two roles
      // of each pair exchange their states (what is set, what each set
      // covers; the outstanding waits' roles follow their parities below).
      unsigned SN = Scope ? ScopeNo.lookup(Scope) : 0;
      if (Restart || !Scope)
        for (const auto &[K, No] : FlagIndex)
          if (const VFlag &F = FlagAt[No];
              F.Set && K.isSlot() && (!Scope || K.Scope == SN))
            fail(MI, "'" + text(MI) + "' " +
                         (Scope ? "restarts the slots of a double buffer"
                                : "is malformed") +
                         " while the per-slot flag '" + text(*F.Set) +
                         "' may be set (per-slot flag held across a " +
                         (Scope ? "restart" : "malformed slot mark") + ")");
      materializeCovers(S, SW);
      if (SN && !Restart)
        for (auto [I0, I1] : SlotPairs[SN]) {
          std::swap(FlagAt[I0], FlagAt[I1]);
          Touch(I0);
          Touch(I1);
          for (VState *L : {&S, &SW})
            for (VEntry &E : *L) {
              bool C0 = E.Covers[I0];
              E.Covers.assign(I0, E.Covers[I1]);
              E.Covers.assign(I1, C0);
            }
        }
      for (VState *L : {&S, &SW}) {
        VState Next;
        for (VEntry E : *L) {
          const VAccess &A = Accs[E.Acc];
          bool SlotWait = A.Kind == VAccess::FlagWait &&
                          FlagKeys[A.FlagNo].isSlot() &&
                          (!Scope || FlagKeys[A.FlagNo].Scope == SN);
          if ((A.Kind == VAccess::Slot && (!Scope || A.Scope == Scope)) ||
              SlotWait) {
            if (!Scope)
              E.Parity = -1;
            else if (Restart)
              E.Parity = A.SlotInit ? 0 : -1;
            else if (E.Parity >= 0)
              E.Parity ^= 1;
            E.Serial = Serial;
          }
          addEntry(Next, E);
        }
        *L = std::move(Next);
      }
      ++Serial;
      continue;
    }
    if (VI.Return)
      Retired = false;
    if (VI.Return) {
      // Every path ends with its flags waited for: a flag still set here is
      // a set without its wait (or a wait placed on another path only).
      for (const auto &[Key, No] : FlagIndex)
        if (VFlag &F = FlagAt[No]; F.Set) {
          fail(*F.Set, "'" + text(*F.Set) +
                           "' may still be set when the function returns (no "
                           "matching wait_flag on some path)");
          F.Set = nullptr;
        }
    }
    if (VI.Return && !IsKernel)
      for (const VEntry &E : S)
        if (E.Pipe != PIPE_S && Accs[E.Acc].Kind != VAccess::FlagWait) {
          fail(MI, "'" + text(MI) + "' returns while '" +
                       text(*Accs[E.Acc].MI) + "' on pipe " +
                       getPipeName(E.Pipe) +
                       " may still run (a function that is not a kernel "
                       "returns with its pipes drained)");
          break;
        }
    auto [First, End] = AccRange[ThisInstr];
    if (First == End)
      continue;
    unsigned Q = VI.Pipe;
    bool Reported = false;
    // The memories the instruction's accesses touch, and those it writes:
    // a pending access may conflict only if it writes one of the first or
    // touches one of the second (AccSpaces).
    uint8_t Touched = 0, Written = 0;
    for (unsigned I = First; I != End; ++I) {
      Touched |= uint8_t(AccSpaces[I]);
      if (AccSpaces[I] & AccWriteBit)
        Written |= uint8_t(AccSpaces[I]);
    }
    // The latest conflicting access first: the one the user would look for.
    for (const VEntry &E : reverse(S)) {
      if (Reported)
        break;
      // (A wait conflicts with nothing: its mask says so, not reading the
      // access.)
      if (!(E.Unordered >> Q & 1))
        continue;
      uint16_t M = AccSpaces[E.Acc];
      if (!(M & (M & AccWriteBit ? Touched : Written)))
        continue;
      for (unsigned I = First; I != End && !Reported; ++I)
        if (conflict(E, Accs[I])) {
          fail(MI, "'" + text(MI) + "' on pipe " + getPipeName(Q) +
                       " is not ordered after '" + text(*Accs[E.Acc].MI) +
                       "' on pipe " + getPipeName(E.Pipe) +
                       (E.Earlier  ? " (from an earlier iteration)"
                        : E.Serial ? ""
                                   : " (from a predecessor)") +
                       ", which accesses the same memory");
          Reported = true;
        }
    }
    uint8_t Unordered = Q == PIPE_S ? AllPipes & ~(1u << PIPE_S) : AllPipes;
    // A united entry only gains unordered pipes; an added one may be one
    // the next retirement drops.
    unsigned OldSize = S.size();
    for (unsigned I = First; I != End; ++I) {
      int8_t Parity = Accs[I].SlotInit ? -1 : 0;
      VEntry N{I, false, Parity, Unordered, Serial, Q, {}, NoCovers};
      if (MaySameKey)
        addEntry(S, N);
      else
        S.push_back(std::move(N));
    }
    for (unsigned I = OldSize; I != S.size() && Retired; ++I)
      Retired = !Dropped(S[I]);
    ++Serial;
  }
  Future = LiveOut[MBB.getNumber()];
  Retire();
  materializeCovers(S, SW);
  VBlockState Exit;
  Exit.S.reserve(S.size() + SW.size());
  for (VState *L : {&S, &SW})
    for (VEntry &E : *L)
      Exit.S.push_back({E.Acc, E.Earlier, E.Parity, E.Unordered,
                        uint8_t(E.Pipe), std::move(E.Covers)});
  // The flags in key order (VFlags), and FlagAt cleared for the next walk.
  sort(WalkTouched,
       [&](unsigned A, unsigned B) { return FlagRank[A] < FlagRank[B]; });
  for (unsigned No : WalkTouched) {
    FlagTouched[No] = 0;
    if (FlagAt[No].Set)
      Exit.Flags.emplace_hint(Exit.Flags.end(), FlagKeys[No], FlagAt[No]);
    FlagAt[No] = VFlag{nullptr, 0, false};
  }
  return Exit;
}

// The inserter computes the same kind of facts (PTO::computeSyncFuture); the
// checker keeps its own on purpose (its families include the flags).
void PTOVerifySync::computeFuturePipes(MachineFunction &Fn) {
  // (A word and a byte at a time: the backward fixed point joins every
  // block's successors in every round; issue 17.)
  static_assert(NumFamilies == 9, "FamilyPipes is a word and a byte");
  auto Join = [](FamilyPipes &A, const FamilyPipes &B) {
    uint64_t WA, WB;
    std::memcpy(&WA, A.data(), 8);
    std::memcpy(&WB, B.data(), 8);
    bool Changed = (WA | WB) != WA || (A[8] | B[8]) != A[8];
    WA |= WB;
    std::memcpy(A.data(), &WA, 8);
    A[8] |= B[8];
    return Changed;
  };
  // From the instruction table, not the instructions (issue 17: two more
  // walks over every MachineInstr).
  auto Uses = [&](unsigned InstrNo, FamilyPipes &M) {
    const VInstr &VI = InstrAt[InstrNo];
    if (VI.Return && !IsKernel) {
      M.fill(AllPipes); // The return needs every pipe drained.
      return;
    }
    if (VI.Opc == PTO::SET_FLAG || VI.Opc == PTO::SET_FLAG_SLOT) {
      if (unsigned FlagNo = SyncOps[VI.Op].FlagNo; FlagNo != NoFlag)
        M[F_Flag] |= 1u << FlagKeys[FlagNo].Src;
      return;
    }
    auto [First, End] = AccRange[InstrNo];
    uint8_t Pipe = 1u << VI.Pipe;
    for (unsigned I = First; I != End; ++I) {
      const VAccess &A = Accs[I];
      if (A.Kind == VAccess::FlagWait)
        continue;
      if (A.Kind == VAccess::Anything)
        for (uint8_t &X : M)
          X |= Pipe;
      else
        M[A.Fam] |= Pipe;
    }
  };
  std::vector<FamilyPipes> Local(Fn.getNumBlockIDs(), FamilyPipes{});
  for (MachineBasicBlock &MBB : Fn) {
    FamilyPipes M{};
    for (unsigned I = BlockFirst[MBB.getNumber()],
                  E = BlockEnd[MBB.getNumber()];
         I != E; ++I)
      Uses(I, M);
    Local[MBB.getNumber()] = M;
  }
  // LiveOut(B) = union over successors S of Local(S) and LiveOut(S).
  LiveOut.assign(Fn.getNumBlockIDs(), FamilyPipes{});
  bool Changed = true;
  // Backward: the blocks in reverse layout order, so a straight sequence of
  // blocks (or loops) settles in one round plus one per back edge nesting.
  while (Changed) {
    Changed = false;
    for (MachineBasicBlock &MBB : reverse(Fn))
      for (MachineBasicBlock *Succ : MBB.successors()) {
        Changed |= Join(LiveOut[MBB.getNumber()], Local[Succ->getNumber()]);
        Changed |= Join(LiveOut[MBB.getNumber()], LiveOut[Succ->getNumber()]);
      }
  }
  FutureAt.assign(AccRange.size(), FamilyPipes{});
  for (MachineBasicBlock &MBB : Fn) {
    FamilyPipes M = LiveOut[MBB.getNumber()];
    for (unsigned InstrNo = BlockEnd[MBB.getNumber()],
                  B = BlockFirst[MBB.getNumber()];
         InstrNo != B;) {
      Uses(--InstrNo, M);
      FutureAt[InstrNo] = M;
    }
  }
}

bool PTOVerifySync::runOnMachineFunction(MachineFunction &Fn) {
  MF = &Fn;
  AA = &getAnalysis<AAResultsWrapperPass>().getAAResults();
  TII = MF->getSubtarget<PTOSubtarget>().getInstrInfo();
  BySrc = syncEventsKeyedBySrc();
  IsKernel = Fn.getFunction().hasFnAttribute("pto.kernel");
  StrideDefs.emplace(*MF->getSubtarget().getRegisterInfo());
  SE = &getAnalysis<ScalarEvolutionWrapperPass>().getSE();
  Acyclic.clear();
  collectAccesses(Fn);
  StrideDefs.reset();
  Sections.compute(Fn, MF->getSubtarget<PTOSubtarget>().getGeneration(),
                   ReadsCoreType);
  PTO_DEBUG({
    if (Sections.isMixKernel())
      for (const MachineBasicBlock &MBB : Fn)
        dbgs() << "pto-verify-sync: " << printMBBReference(MBB) << " runs on "
               << Sections.mask(&MBB) << "\n";
  });
  computeFuturePipes(Fn);
  CoverAt.assign(FlagKeys.size(), CoversBits);
  FlagAt.assign(FlagKeys.size(), VFlag{nullptr, 0, false});
  FlagTouched.assign(FlagKeys.size(), 0);
  FlagRank.assign(FlagKeys.size(), 0);
  FlagPair.assign(FlagKeys.size(), 0);
  for (unsigned I = 0, NumPairs = 0; I < FlagKeys.size(); ++I) {
    FlagPair[I] = NumPairs;
    for (unsigned J = 0; J < I; ++J)
      if (FlagKeys[J].samePair(FlagKeys[I])) {
        FlagPair[I] = FlagPair[J];
        break;
      }
    if (FlagPair[I] == NumPairs)
      ++NumPairs;
  }
  {
    unsigned Rank = 0;
    for (const auto &KV : FlagIndex)
      FlagRank[KV.second] = Rank++;
  }
  CoverPipe.assign(FlagKeys.size(), 0);
  LazyFlags.clear();

  // States at block entries (fixed point over the blocks in reverse post
  // order; what crosses a back edge is of an earlier iteration). A block's
  // last walk is with its final entry state (a later visit that does not
  // grow the entry does not walk it), so the diagnostics of each block's
  // last walk are those a reporting walk from the final states would give:
  // they are kept per block, replaced at each walk, and reported in
  // reverse post order at the end (issue 17: the reporting walk was a
  // third to a half of the pass).
  //
  // The states live in vectors indexed by block number. A block is
  // revisited only when the exit state of one of its predecessors was
  // recomputed since its last visit (Stamp): uniting the same states into
  // its entry again changes nothing (addEntry and the flag merge are
  // idempotent), so the skipped visits are exactly those that would not
  // grow, and the result (entry order included) is that of the full
  // rounds.
  ReversePostOrderTraversal<MachineFunction *> RPOT(MF);
  unsigned NumIDs = MF->getNumBlockIDs();
  std::vector<unsigned> Order(NumIDs, 0);
  {
    unsigned N = 0;
    for (MachineBasicBlock *MBB : RPOT)
      Order[MBB->getNumber()] = N++;
  }
  std::vector<VBlockState> In(NumIDs), Out(NumIDs);
  EdgePos.assign(Accs.size() * 6, ~0u);
  bool Mix = Sections.isMixKernel();
  // Per block: when its exit state was last computed (0: never), and
  // when it was last visited (0: never); one clock.
  std::vector<unsigned> OutStamp(NumIDs, 0), VisitStamp(NumIDs, 0);
  // Per block: the successors that have not united its exit entries since
  // they were last computed. Entries only accumulate, so uniting them
  // again changes nothing: once every successor has, they are freed (the
  // flags stay, as every visit rebuilds Must from all predecessors). At a
  // time only the exits of the frontier and of the latches not yet
  // revisited keep their entries (issue 17: at 100k loop-nest ops the exit
  // entries were a fifth of the pass's peak).
  std::vector<SmallVector<unsigned, 2>> Unmerged(NumIDs);
  unsigned Clock = 0;
  std::vector<SmallVector<std::pair<const MachineInstr *, std::string>, 0>>
      BlockDiags(NumIDs);
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (MachineBasicBlock *MBB : RPOT) {
      unsigned B = MBB->getNumber();
      if (VisitStamp[B] && (UnsoundSkipRevisits ||
                            none_of(MBB->predecessors(), [&](const auto *P) {
                              return OutStamp[P->getNumber()] > VisitStamp[B];
                            }))) {
        ++NumSkippedVisits;
        continue;
      }
      VisitStamp[B] = ++Clock;
      VBlockState &Entry = In[B];
      bool Grew = !OutStamp[B];
      // The flags of the predecessors seen so far: set on every one of
      // them (Must) or only on some.
      VFlags Flags;
      unsigned Seen = 0;
      // Whether EdgePos holds the positions of Entry's entries.
      bool Indexed = false;
      for (MachineBasicBlock *Pred : MBB->predecessors()) {
        if (!OutStamp[Pred->getNumber()])
          continue;
        unsigned PN = Pred->getNumber();
        VBlockState &PredOut = Out[PN];
        bool Back = Order[PN] >= Order[B];
        SmallVectorImpl<unsigned> &Waiting = Unmerged[PN];
        if (auto W = find(Waiting, B); W != Waiting.end()) {
          // Each entry is united with the entry of its key (the keys of a
          // state are unique), looked up by key (EdgePos), or appended.
          if (!Indexed) {
            for (unsigned I = 0; I < Entry.S.size(); ++I) {
              const VEdgeEntry &X = Entry.S[I];
              EdgePos[edgeSlot(X.Acc, X.Earlier, X.Parity)] = I;
            }
            Indexed = true;
          }
          if (Entry.S.empty())
            Entry.S.reserve(PredOut.S.size());
          for (const VEdgeEntry &E : PredOut.S) {
            // Issue 15 (M): an access of another core's section.
            if (Mix && !sameCore(*Accs[E.Acc].MI, *MBB))
              continue;
            bool Earlier = E.Earlier || Back;
            unsigned &Pos = EdgePos[edgeSlot(E.Acc, Earlier, E.Parity)];
            if (Pos < Entry.S.size() && Entry.S[Pos].Acc == E.Acc &&
                Entry.S[Pos].Earlier == Earlier &&
                Entry.S[Pos].Parity == E.Parity) {
              Grew |= uniteEntry(Entry.S[Pos], E);
              continue;
            }
            Pos = Entry.S.size();
            Entry.S.push_back(E);
            Entry.S.back().Earlier = Earlier;
            Grew = true;
          }
          Waiting.erase(W);
          if (Waiting.empty())
            VEdgeState().swap(PredOut.S);
        }
        for (const auto &[Key, F] : PredOut.Flags) {
          auto [FI, New] = Flags.try_emplace(Key, F);
          if (New)
            FI->second.Must = F.Must && Seen == 0;
          else
            FI->second.Must &= F.Must;
        }
        for (auto &[Key, F] : Flags)
          if (!PredOut.Flags.count(Key))
            F.Must = false;
        ++Seen;
      }
      // Accumulated over the rounds: a flag once seen stays; Must only
      // if it held in every round.
      for (const auto &[Key, F] : Flags) {
        auto [FI, New] = Entry.Flags.try_emplace(Key, F);
        if (New) {
          Grew = true;
        } else if (FI->second.Must && !F.Must) {
          FI->second.Must = false;
          Grew = true;
        }
      }
      for (auto &[Key, F] : Entry.Flags)
        if (!Flags.count(Key) && F.Must) {
          F.Must = false;
          Grew = true;
        }
      if (Grew) {
        BlockDiags[B].clear();
        Diags = &BlockDiags[B];
        Out[B] = check(*MBB, Entry);
        Diags = nullptr;
        OutStamp[B] = ++Clock;
        SmallVectorImpl<unsigned> &Waiting = Unmerged[B];
        Waiting.clear();
        for (MachineBasicBlock *Succ : MBB->successors())
          if (!is_contained(Waiting, unsigned(Succ->getNumber())))
            Waiting.push_back(Succ->getNumber());
        ++NumBlockChecks;
        Changed = true;
      }
    }
  }
  std::vector<VBlockState>().swap(Out);
  std::vector<VBlockState>().swap(In);
  uint64_t Before = NumSyncErrors.getValue();
  for (MachineBasicBlock *MBB : RPOT)
    for (auto &[MI, Msg] : BlockDiags[MBB->getNumber()])
      fail(*MI, Msg);
  if (Sections.isMixKernel())
    checkCrossCore();
  PTO_DEBUG(dbgs() << "pto-verify-sync: " << Fn.getName() << ": "
                   << (NumSyncErrors.getValue() - Before) << " error(s)\n");
  return false;
}

bool PTOVerifySync::crossOrdered(const VAccess &A, unsigned KA,
                                 const VAccess &B, unsigned KB,
                                 bool NextIteration) const {
  unsigned Pipe = TII->getPipe(*A.MI);
  uint16_t Rel = Sections.released(KA, A.MI, NextIteration)[Pipe];
  return Rel & Sections.acquired(KB, B.MI, NextIteration);
}

/// Issue 15 (M): cross-core ordering in a mix kernel. Two accesses to
/// global memory of different core kinds (the AIC and an AIV of a group),
/// one a write, that may overlap must be ordered by a cross-core flag: the
/// first side sets a flag after its access on every path, the other waits
/// for it before its own on every path (MachineCoreSections). When either
/// may run more than once (it lies on a cycle), each must also be ordered
/// after the other's: a later iteration's access of one side follows the
/// other side's earlier one. Stack slots are private to a core; two AIVs of
/// a group (one kind) and blocks of an SPMD launch are left to pto-sim.
/// Accesses are grouped by their underlying identified object (noalias
/// arguments, allocas, globals): accesses of two such objects never meet,
/// so only those of one object, or of an unknown one, are compared.
void PTOVerifySync::checkCrossCore() {
  // Per kind: its GM accesses.
  unsigned NK = Sections.kinds().size();
  DenseMap<const Value *, SmallVector<unsigned, 8>> ByObject;
  SmallVector<unsigned, 8> Unknown;
  for (unsigned I = 0; I < Accs.size(); ++I) {
    const VAccess &A = Accs[I];
    if (A.Kind != VAccess::Global || !A.MMO || A.MMO->getPseudoValue())
      continue;
    if (!Sections.mask(A.MI->getParent()))
      continue;
    const Value *V = A.MMO->getValue();
    const Value *Obj = V ? getUnderlyingObject(V) : nullptr;
    if (Obj && isIdentifiedObject(Obj))
      ByObject[Obj].push_back(I);
    else
      Unknown.push_back(I);
  }
  DenseSet<std::pair<const MachineInstr *, const MachineInstr *>> Reported;
  auto Check = [&](unsigned IA, unsigned IB) {
    const VAccess &A = Accs[IA], &B = Accs[IB];
    if (!A.Write && !B.Write)
      return;
    unsigned MA = Sections.mask(A.MI->getParent()),
             MB = Sections.mask(B.MI->getParent());
    // Values of two cores: the same iteration (Same) or any two different
    // ones (Cross), each compared with the checker's own GM rule.
    std::optional<bool> Same, Cross;
    for (unsigned KA = 0; KA < NK; ++KA)
      for (unsigned KB = 0; KB < NK; ++KB) {
        if (KA == KB || !(MA >> KA & 1) || !(MB >> KB & 1))
          continue;
        if (!Same) {
          Same = globalConflict(A, B, /*Earlier=*/false);
          Cross = globalConflict(A, B, /*Earlier=*/true) ||
                  globalConflict(B, A, /*Earlier=*/true);
        }
        if (!*Same && !*Cross)
          return;
        bool AB = crossOrdered(A, KA, B, KB), BA = crossOrdered(B, KB, A, KA);
        // Only accesses of different iterations need the second direction.
        bool Repeats = *Cross && (Sections.onCycle(A.MI->getParent()) ||
                                  Sections.onCycle(B.MI->getParent()));
        // Repeated: one side's access of an iteration before the other's,
        // and that one before the first side's of the next iteration.
        bool ABNext = Repeats && crossOrdered(A, KA, B, KB, true);
        bool BANext = Repeats && crossOrdered(B, KB, A, KA, true);
        PTO_DEBUG(dbgs() << "cross-core pair " << Sections.kindName(KA) << " "
                         << text(*A.MI) << " / " << Sections.kindName(KB) << " "
                         << text(*B.MI) << ": ordered " << AB << BA
                         << (Repeats ? ", next iteration " : "")
                         << (Repeats ? Twine(ABNext) + Twine(BANext) : Twine())
                         << "\n");
        if (Repeats ? (AB && BANext) || (BA && ABNext) : AB || BA)
          continue;
        // Report at the access that should have waited.
        bool AFirst = AB || !BA;
        const VAccess &First = AFirst ? A : B, &Later = AFirst ? B : A;
        unsigned KF = AFirst ? KA : KB, KL = AFirst ? KB : KA;
        if (!Reported.insert({First.MI, Later.MI}).second)
          return;
        std::string FN = Sections.kindName(KF), LN = Sections.kindName(KL);
        if (AB || BA) {
          fail(*First.MI,
               "cross-core: '" + text(*First.MI) + "' on " + FN +
                   " of the next iteration is not ordered after '" +
                   text(*Later.MI) + "' on " + LN +
                   ", which accesses the same global memory: they run in a "
                   "loop, and no set_cross_flag after the " +
                   LN +
                   " access on every path to its next iteration is waited "
                   "for by " +
                   FN + " before its access");
          return;
        }
        fail(*Later.MI,
             "cross-core: '" + text(*Later.MI) + "' on " + LN +
                 " is not ordered after '" + text(*First.MI) + "' on " + FN +
                 ", which " + (First.Write ? "writes" : "reads") +
                 " the same global memory: no set_cross_flag after it on "
                 "every " +
                 FN +
                 " path (on its pipe, or a pipe flagged after it) with a "
                 "wait_cross_flag of that flag before the " +
                 LN + " access on every path");
        return;
      }
  };
  auto CheckAll = [&](ArrayRef<unsigned> X, ArrayRef<unsigned> Y, bool Same) {
    for (unsigned I = 0; I < X.size(); ++I)
      for (unsigned J = Same ? I : 0; J < Y.size(); ++J)
        Check(X[I], Y[J]);
  };
  for (auto &[Obj, List] : ByObject) {
    CheckAll(List, List, true);
    CheckAll(List, Unknown, false);
  }
  CheckAll(Unknown, Unknown, true);
}

FunctionPass *llvm::createPTOVerifySyncPass() { return new PTOVerifySync(); }
