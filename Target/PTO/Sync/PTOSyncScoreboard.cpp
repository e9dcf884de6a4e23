//===-- PTOSyncScoreboard.cpp - Pending pipe accesses ---------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Sync/PTOSyncScoreboard.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTODebug.h"
#include "PTOIRUtils.h"
#include "PTOInstrInfo.h"
#include "PTOMemOperandFlags.h"
#include "Sync/PTOUniqueReachingDefs.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/PseudoSourceValue.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"

// The scoreboard is pto-insert-sync's: its statistics are the pass's.
#define DEBUG_TYPE "pto-insert-sync"

PTO_STATISTIC(NumSettledWaits,
              "Flags left out of a block state: their setter is ordered after "
              "every wait");

using namespace llvm;
using namespace llvm::PTO;

enum class EventKey { Pair, Src };
static cl::opt<EventKey> EventKeying(
    "pto-sync-event-key", cl::Hidden, cl::init(EventKey::Pair),
    cl::desc("How event IDs are keyed (pto-insert-sync and pto-verify-sync)"),
    cl::values(
        clEnumValN(EventKey::Pair, "pair", "per (set pipe, wait pipe) pair"),
        clEnumValN(EventKey::Src, "src", "per set pipe only (PTOAS #823)")));

// Issue 23 (logical select): the mutation for the sync self-test. An access
// through a selected slot described as its slot-0 window only: pto-insert-
// sync then leaves an access of slot 1 unordered, which pto-verify-sync
// (its own reading of the operands) and pto-sim report
// (test/CodeGen/PTO/sync-logical-select.ll).
static cl::opt<bool> UnsoundSelectedSlot0(
    "pto-sync-unsound-selected-slot0", cl::Hidden, cl::init(false),
    cl::desc("Testing only, unsound: pto-insert-sync takes an access through "
             "a logical select's selected slot as one of slot 0 only"));

bool PTO::syncEventsKeyedBySrc() { return EventKeying == EventKey::Src; }

/// MachineMemOperand::getAddrSpace without its call into libLLVM
/// (MachinePointerInfo::getAddrSpace is out of line; session 18: 5 % of
/// pto-insert-sync, asked per alias query).
static unsigned addrSpaceOf(const MachineMemOperand *MMO) {
  return MMO->getPointerInfo().AddrSpace;
}

unsigned PTO::getSyncPipe(const MachineInstr &MI) {
  return PTOII::getPipe(MI.getDesc().TSFlags);
}

bool PTO::getSyncAccesses(const MachineInstr &MI,
                          SmallVectorImpl<SyncAccess> &Out) {
  Out.clear();
  if (!MI.mayLoadOrStore() && !MI.isCall())
    return false;
  if (MI.memoperands_empty() || MI.isCall()) {
    // Unknown footprint: conservative.
    Out.push_back({nullptr, MI.mayStore() || MI.isCall(), true});
    return true;
  }
  // A tile address `space[base + offset]` with a base register other than
  // zero may be anywhere in its memory: a memory operand only describes the
  // offset -- unless it is one of the per-slot operands pto-lower-tile-
  // operands gives a rotating window (PTO::MORotating, two per base-register
  // operand). When every base-register operand has its pair, the other
  // on-chip operands are the static windows of zero-based operands.
  unsigned Rotating = 0;
  SmallVector<std::pair<Register, int64_t>, 4> Addrs;
  PTOInstrInfo::getTileAddresses(MI, Addrs);
  unsigned Dynamic = count_if(Addrs, [](const std::pair<Register, int64_t> &A) {
    return A.first && A.first != PTO::X0;
  });
  // Issue 23: the selected slot of a logical select has its pair too (both
  // windows, each exact: the access touches both).
  for (const MachineMemOperand *MMO : MI.memoperands())
    Rotating +=
        ((MMO->getFlags() & MORotating) && !(MMO->getFlags() & MOSlotInit)) ||
        isSelectedSlotMMO(*MMO);
  bool Unknown = Dynamic > Rotating / 2;
  for (const MachineMemOperand *MMO : MI.memoperands()) {
    SyncAccess A{MMO, MMO->isStore(), false};
    if (MMO->getFlags() & MORotating) {
      A.Slot = (MMO->getFlags() & MOSlot1) ? 1 : 0;
      A.NextSlot = bool(MMO->getFlags() & MONextSlot);
      A.SlotInit = bool(MMO->getFlags() & MOSlotInit);
    } else if (isSelectedSlotMMO(*MMO)) {
      // A window of a selected slot: exact, as a static window.
      if (UnsoundSelectedSlot0 && (MMO->getFlags() & MOSlot1))
        continue;
    } else {
      A.AnyWindow = Unknown && isOnChipAddrSpace(MMO->getAddrSpace());
    }
    A.describe();
    Out.push_back(A);
  }
  return true;
}

void SyncAccess::describe() {
  Traits = 0;
  if (!MMO || addrSpaceOf(MMO) > 0xff)
    return;
  AS = addrSpaceOf(MMO);
  Traits = Described;
  if (isOnChipAddrSpace(AS))
    Traits |= OnChip;
  if (MMO->isInvariant())
    Traits |= Invariant;
  LocationSize S = MMO->getSize();
  int64_t Offset = MMO->getPointerInfo().Offset;
  if (!S.hasValue() || MMO->getValue() || Offset < INT32_MIN ||
      Offset > INT32_MAX || S.getValue().getKnownMinValue() > UINT32_MAX)
    return;
  Traits |= KnownWindow;
  WinOffset = int32_t(Offset);
  WinSize = uint32_t(S.getValue().getKnownMinValue());
}

const char *PTO::getVerdictName(AliasVerdict V) {
  switch (V) {
  case AliasVerdict::Conflict:
    return "conflict";
  case AliasVerdict::BothReads:
    return "both accesses read";
  case AliasVerdict::DifferentMemory:
    return "different memories";
  case AliasVerdict::DisjointWindows:
    return "disjoint on-chip windows";
  case AliasVerdict::DifferentSlots:
    return "the current and the next slot of a double buffer";
  case AliasVerdict::NoAliasAA:
    return "alias analysis proved no alias";
  case AliasVerdict::DisjointRows:
    return "row-strided transfers whose rows never meet";
  case AliasVerdict::EarlierIterations:
    return "an earlier iteration of the loop this block exits";
  case AliasVerdict::Invariant:
    return "load is never clobbered";
  case AliasVerdict::PrivateStack:
    return "private stack slot";
  }
  return "?";
}

/// Whether every machine block entering \p MBB, and every IR block entering
/// its block, lies in \p L, which holds neither: \p MBB is a dedicated exit
/// of \p L.
static bool isDedicatedExit(const Loop *L, const MachineBasicBlock *MBB) {
  const BasicBlock *BB = MBB ? MBB->getBasicBlock() : nullptr;
  if (!BB || L->contains(BB) || MBB->pred_empty())
    return false;
  for (const MachineBasicBlock *P : MBB->predecessors())
    if (!P->getBasicBlock() || !L->contains(P->getBasicBlock()))
      return false;
  return all_of(predecessors(BB),
                [&](const BasicBlock *P) { return L->contains(P); });
}

/// The EarlierIterations rule (issue 16, session 14). Two addrecs {a,+,s}
/// and {b,+,s} of loop L, the first the address of a pending access of an
/// earlier iteration (it crossed a back edge), the second evaluated at a
/// dedicated exit of L, where it has its value of the exiting iteration n.
/// If L has no parent loop (so it runs once and the only back edges on the
/// paths from its blocks into the exit are L's own) and no inner loops (so
/// every back edge crossed is L's), the access is of an iteration j < n:
/// the two are b - a + s*k apart with k = n - j >= 1, so the footprints
/// \p X (at 0) and \p Y (at \p Dist = b - a plus their offsets) never meet
/// if Y lies past X's extent after one step (s > 0) or before its start
/// (s < 0); later k only move it further. In rope-kv-cache the peeled last
/// iteration's stores of q (the rows of iteration n) and the loop's stores
/// of q (rows of iteration n - 1 and earlier) then need no barrier.
static std::optional<AliasVerdict> earlierIterations(const Loop *L,
                                                     int64_t Step, int64_t Dist,
                                                     const StridedFootprint &X,
                                                     const StridedFootprint &Y,
                                                     const AliasOptions &Opts) {
  if (!Opts.EarlierIterations || Step == 0 || L->getParentLoop() ||
      !L->getSubLoops().empty() || !isDedicatedExit(L, Opts.ConsumerMBB))
    return std::nullopt;
  // The mutation: the accesses taken to be two steps apart at least.
  int64_t K = Opts.UnsoundEarlierIterations ? 2 : 1;
  int64_t At = Dist + Step * K;
  if ((Step > 0 && At >= int64_t(X.extent())) ||
      (Step < 0 && At + int64_t(Y.extent()) <= 0))
    return AliasVerdict::EarlierIterations;
  return std::nullopt;
}

/// Row-strided footprints \p X, \p Y (relative to their memory operands'
/// values \p VA, \p VB, offsets included) on pointers that SCEV relates:
/// within one iteration a constant difference of the two addresses puts
/// them on one base. Across iterations two addrecs {a,+,s} and {b,+,s} of
/// one loop with constant b - a and starts evaluated once are
/// b - a + s*k apart for some integer k; if s is a multiple of the common
/// row stride S, the rows' columns keep their phase modulo S and the two
/// never meet iff their columns do not (without rows: iff their extents do
/// not meet modulo s). None when SCEV decides nothing.
static std::optional<AliasVerdict> scevRows(const Value *VA, StridedFootprint X,
                                            const Value *VB, StridedFootprint Y,
                                            const AliasOptions &Opts,
                                            bool CrossIteration) {
  ScalarEvolution &SE = *Opts.SE;
  if (!SE.isSCEVable(VA->getType()) || !SE.isSCEVable(VB->getType()))
    return std::nullopt;
  const SCEV *SA = SE.getSCEV(const_cast<Value *>(VA));
  const SCEV *SB = SE.getSCEV(const_cast<Value *>(VB));
  if (SA->getType() != SB->getType())
    return std::nullopt;
  auto Small = [](const SCEVConstant *C) {
    return C && C->getAPInt().getSignificantBits() <= 40;
  };
  if (!CrossIteration) {
    const auto *D = dyn_cast<SCEVConstant>(SE.getMinusSCEV(SB, SA));
    if (!Small(D))
      return std::nullopt;
    Y.Offset += D->getAPInt().getSExtValue();
    if (Opts.UnsoundRows)
      X.RowBytes -= std::min<uint64_t>(X.RowBytes - 1, 4);
    if (stridedFootprintsIntersect(X, Y))
      return AliasVerdict::Conflict;
    bool ExtentsMeet = X.Offset < Y.Offset + int64_t(Y.extent()) &&
                       Y.Offset < X.Offset + int64_t(X.extent());
    return ExtentsMeet ? AliasVerdict::DisjointRows : AliasVerdict::NoAliasAA;
  }
  const auto *RA = dyn_cast<SCEVAddRecExpr>(SA);
  const auto *RB = dyn_cast<SCEVAddRecExpr>(SB);
  if (!RA || !RB || RA->getLoop() != RB->getLoop() || !RA->isAffine() ||
      !RB->isAffine())
    return std::nullopt;
  const auto *StA = dyn_cast<SCEVConstant>(RA->getStepRecurrence(SE));
  const auto *StB = dyn_cast<SCEVConstant>(RB->getStepRecurrence(SE));
  if (!Small(StA) || !StB || StA->getAPInt() != StB->getAPInt())
    return std::nullopt;
  auto Once = [&](const SCEV *S) {
    return !SCEVExprContains(S, [&](const SCEV *E) {
      if (isa<SCEVAddRecExpr>(E))
        return true;
      if (const auto *U = dyn_cast<SCEVUnknown>(E))
        return !PTO::isEvaluatedOnce(U->getValue(), Opts.CycleCache);
      return false;
    });
  };
  if (!Once(RA->getStart()) || !Once(RB->getStart()))
    return std::nullopt;
  const auto *D =
      dyn_cast<SCEVConstant>(SE.getMinusSCEV(RB->getStart(), RA->getStart()));
  if (!Small(D))
    return std::nullopt;
  int64_t Step = StA->getAPInt().getSExtValue();
  int64_t Dist = D->getAPInt().getSExtValue() + Y.Offset - X.Offset;
  if (std::optional<AliasVerdict> V =
          earlierIterations(RA->getLoop(), Step, Dist, X, Y, Opts))
    return V;
  Step = Step < 0 ? -Step : Step;
  if (X.Rows == 1 && Y.Rows > 1)
    X.Stride = Y.Stride;
  if (Y.Rows == 1 && X.Rows > 1)
    Y.Stride = X.Stride;
  if (Opts.UnsoundRows)
    X.RowBytes -= std::min<uint64_t>(X.RowBytes - 1, 4);
  int64_t Circle;
  if (X.Rows > 1 || Y.Rows > 1) {
    if (X.Stride != Y.Stride || X.Stride == 0 || X.Stride > (1u << 30) ||
        Step % int64_t(X.Stride) || X.RowBytes > X.Stride ||
        Y.RowBytes > Y.Stride)
      return std::nullopt;
    Circle = int64_t(X.Stride);
  } else {
    Circle = Step;
  }
  if (Circle == 0 || int64_t(X.RowBytes) > Circle ||
      int64_t(Y.RowBytes) > Circle)
    return std::nullopt;
  // Arcs [0, X.RowBytes) and [M, M + Y.RowBytes) of a circle of Circle.
  int64_t M = ((Dist % Circle) + Circle) % Circle;
  if (M >= int64_t(X.RowBytes) && Circle - M >= int64_t(Y.RowBytes))
    return AliasVerdict::DisjointRows;
  return std::nullopt;
}

/// GetPointerBaseWithConstantOffset of \p V, through Opts.BaseCache when
/// given (session 18: a walk asks it again for every pair of footprints, 7 %
/// of pto-insert-sync at 10k loop-nest ops).
static const Value *pointerBase(const Value *V, int64_t &Offset,
                                const AliasOptions &Opts) {
  if (!Opts.BaseCache)
    return GetPointerBaseWithConstantOffset(V, Offset, *Opts.DL);
  auto [It, New] = Opts.BaseCache->try_emplace(V);
  if (New)
    It->second.first =
        GetPointerBaseWithConstantOffset(V, It->second.second, *Opts.DL);
  Offset = It->second.second;
  return It->second.first;
}

/// Level 3: two global-memory operands, as MachineInstr::mayAlias compares
/// them (same value: offsets; otherwise AAResults on the IR locations) --
/// in AA's cross-iteration mode when A may be of an earlier iteration.
static AliasVerdict gmAlias(const MachineMemOperand &A,
                            const MachineMemOperand &B, AAResults *AA,
                            const AliasOptions &Opts, bool CrossIteration) {
  auto Verdict = [](bool MayAlias) {
    return MayAlias ? AliasVerdict::Conflict : AliasVerdict::NoAliasAA;
  };
  const Value *VA = A.getValue(), *VB = B.getValue();
  // Stack slots (spills, fixed objects) that no IR pointer reaches, as in
  // MachineInstr::mayAlias; a frame index names the same bytes in every
  // iteration.
  const PseudoSourceValue *PA = A.getPseudoValue(), *PB = B.getPseudoValue();
  if (PA && PA == PB) {
    LocationSize SA = A.getSize(), SB = B.getSize();
    if (!SA.hasValue() || !SB.hasValue() || SA.isScalable() || SB.isScalable())
      return AliasVerdict::Conflict;
    int64_t OA = A.getOffset(), OB = B.getOffset();
    return Verdict(OA < OB + int64_t(SB.getValue().getKnownMinValue()) &&
                   OB < OA + int64_t(SA.getValue().getKnownMinValue()));
  }
  LocationSize SA = A.getSize(), SB = B.getSize();
  int64_t OA = A.getOffset(), OB = B.getOffset();
  // Row-strided footprints on one base (evaluated once when the accesses
  // may be of different iterations): rows that never meet.
  if (VA && VB && Opts.Footprints && Opts.DL) {
    auto FA = Opts.Footprints->find(&A), FB = Opts.Footprints->find(&B);
    if (FA != Opts.Footprints->end() && FB != Opts.Footprints->end()) {
      int64_t BOA = 0, BOB = 0;
      const Value *BA = pointerBase(VA, BOA, Opts);
      const Value *BB = pointerBase(VB, BOB, Opts);
      if (BA == BB &&
          (!CrossIteration || PTO::isEvaluatedOnce(BA, Opts.CycleCache))) {
        StridedFootprint X = FA->second, Y = FB->second;
        X.Offset += BOA + OA;
        Y.Offset += BOB + OB;
        if (Opts.UnsoundRows)
          X.RowBytes -= std::min<uint64_t>(X.RowBytes - 1, 4);
        if (stridedFootprintsIntersect(X, Y))
          return AliasVerdict::Conflict;
        // The rule was needed only if the extents overlap.
        bool ExtentsMeet = X.Offset < Y.Offset + int64_t(Y.extent()) &&
                           Y.Offset < X.Offset + int64_t(X.extent());
        return ExtentsMeet ? AliasVerdict::DisjointRows
                           : AliasVerdict::NoAliasAA;
      }
    }
  }
  if (VA && VB && VA != VB && Opts.SE && Opts.Footprints) {
    auto FA = Opts.Footprints->find(&A), FB = Opts.Footprints->find(&B);
    if (FA != Opts.Footprints->end() && FB != Opts.Footprints->end()) {
      StridedFootprint X = FA->second, Y = FB->second;
      X.Offset += OA;
      Y.Offset += OB;
      if (std::optional<AliasVerdict> V =
              scevRows(VA, X, VB, Y, Opts, CrossIteration))
        return *V;
    }
  }
  if (VA && VA == VB) {
    // One IR value in two iterations is two addresses unless it is
    // evaluated once.
    if (CrossIteration && !PTO::isEvaluatedOnce(VA, Opts.CycleCache))
      return AliasVerdict::Conflict;
    if (!SA.hasValue() || !SB.hasValue() || SA.isScalable() || SB.isScalable())
      return AliasVerdict::Conflict;
    int64_t EA = OA + int64_t(SA.getValue().getKnownMinValue());
    int64_t EB = OB + int64_t(SB.getValue().getKnownMinValue());
    return Verdict(OA < EB && OB < EA);
  }
  if (!VA || !VB || !AA)
    return AliasVerdict::Conflict;
  int64_t Min = std::min(OA, OB);
  auto Extent = [&](LocationSize S, int64_t O) {
    return S.hasValue() && !S.isScalable()
               ? LocationSize::precise(S.getValue().getKnownMinValue() + O -
                                       Min)
               : LocationSize::beforeOrAfterPointer();
  };
  auto Tags = [&](const MachineMemOperand &M) {
    AAMDNodes N = Opts.UseTBAA ? M.getAAInfo() : AAMDNodes();
    // A scope declared in a loop (an inlined restrict helper) is a new
    // scope every iteration: it says nothing across iterations.
    if (CrossIteration) {
      N.Scope = nullptr;
      N.NoAlias = nullptr;
    }
    return N;
  };
  MemoryLocation LA(VA, Extent(SA, OA), Tags(A));
  MemoryLocation LB(VB, Extent(SB, OB), Tags(B));
  if (!CrossIteration)
    return Verdict(!AA->isNoAlias(LA, LB));
  BatchAAResults BAA(*AA);
  BAA.enableCrossIterationMode();
  return Verdict(!BAA.isNoAlias(LA, LB));
}

AliasVerdict PTO::classifyAccessPair(const SyncAccess &A, const SyncAccess &B,
                                     AAResults *AA, const AliasOptions &Opts,
                                     int SlotSwaps, bool CrossIteration) {
  if (Opts.TrustSameIteration)
    CrossIteration = false;
  if (std::optional<AliasVerdict> V = quickAccessVerdict(A, B))
    return *V;
  // Two described on-chip windows (pto-insert-sync's judge asks this
  // inline first): levels 1 and 2 below give the same answer.
  if (!Opts.Blind)
    if (std::optional<AliasVerdict> V = quickWindowVerdict(A, B, SlotSwaps))
      return *V;
  if (!A.MMO || !B.MMO)
    return AliasVerdict::Conflict;
  // The memory operands' facts as describe() copied them, or read here.
  bool Cached = A.Traits & B.Traits & SyncAccess::Described;
  unsigned ASA = Cached ? A.AS : addrSpaceOf(A.MMO),
           ASB = Cached ? B.AS : addrSpaceOf(B.MMO);
  // Level 1 (getMemoryFamily), for accesses describe() has not filled.
  if (getMemoryFamily(ASA) != getMemoryFamily(ASB))
    return AliasVerdict::DifferentMemory;
  if (Opts.Blind)
    return AliasVerdict::Conflict;
  // A load nothing can clobber needs no order against any store.
  auto IsInvariant = [&](const SyncAccess &X) {
    return Cached ? bool(X.Traits & SyncAccess::Invariant)
                  : X.MMO->isInvariant();
  };
  if ((!A.IsWrite && IsInvariant(A)) || (!B.IsWrite && IsInvariant(B)))
    return AliasVerdict::Invariant;
  // Level 2: on-chip windows.
  if (Cached ? bool(A.Traits & SyncAccess::OnChip) : isOnChipAddrSpace(ASA)) {
    int64_t OA, OB, EA, EB;
    if (A.Traits & B.Traits & SyncAccess::KnownWindow) {
      if (A.AnyWindow || B.AnyWindow)
        return AliasVerdict::Conflict;
      OA = A.WinOffset, OB = B.WinOffset;
      EA = OA + int64_t(A.WinSize), EB = OB + int64_t(B.WinSize);
    } else {
      LocationSize SA = A.MMO->getSize(), SB = B.MMO->getSize();
      if (A.AnyWindow || B.AnyWindow || !SA.hasValue() || !SB.hasValue() ||
          A.MMO->getValue() || B.MMO->getValue())
        return AliasVerdict::Conflict;
      OA = A.MMO->getPointerInfo().Offset, OB = B.MMO->getPointerInfo().Offset;
      EA = OA + int64_t(SA.getValue().getKnownMinValue());
      EB = OB + int64_t(SB.getValue().getKnownMinValue());
    }
    // Two slot windows of one rotating allocation (its alias scope) can both
    // be real only if they need the same current slot -- as seen from B:
    // each swap since A flipped the current slot. The current and the next
    // slot registers always differ. An access to the initial value (before
    // the loop's restart) is not related to the slot registers of an
    // earlier run of the loop.
    const MDNode *Scope = nullptr;
    if (SlotSwaps >= 0 && A.Slot >= 0 && B.Slot >= 0 && !B.SlotInit &&
        (Scope = A.MMO->getAAInfo().Scope) &&
        Scope == B.MMO->getAAInfo().Scope &&
        (A.currentSlotIfReal() ^ unsigned(SlotSwaps & 1)) !=
            B.currentSlotIfReal())
      return AliasVerdict::DifferentSlots;
    return (OA < EB && OB < EA) ? AliasVerdict::Conflict
                                : AliasVerdict::DisjointWindows;
  }
  // Level 3: global (and generic) memory. A private stack slot (a spill)
  // is touched by nothing that has an IR pointer.
  auto Private = [&](const MachineMemOperand *M) {
    const PseudoSourceValue *PSV = M->getPseudoValue();
    return PSV && Opts.MFI && !PSV->mayAlias(Opts.MFI);
  };
  if ((Private(A.MMO) && B.MMO->getValue()) ||
      (Private(B.MMO) && A.MMO->getValue()))
    return AliasVerdict::PrivateStack;
  return gmAlias(*A.MMO, *B.MMO, AA, Opts, CrossIteration);
}

void SyncScoreboard::enterBlock() {
  RetireValid = false;
  InheritedFirst = true;
  InheritedWaits = true;
  for (auto &Row : Ordered)
    Row.fill(0);
  for (auto &Queue : Pending)
    for (PendingAccess &PA : Queue) {
      PA.Seq = 0;
      PA.LearnedMask = 0;
    }
  for (auto &[Flag, Ws] : Waits)
    for (OutstandingWait &W : Ws) {
      W.Seq = 0;
      W.LearnedAt = notLearned();
    }
  NextSeq.fill(1);
}

bool SyncScoreboard::flagFree(
    unsigned Key, unsigned Id, unsigned P,
    const std::array<unsigned, NumPipes> &SetClock) const {
  auto It = Waits.find({Key, Id});
  if (It == Waits.end())
    return true;
  return all_of(It->second, [&](const OutstandingWait &W) {
    return W.Seq < SetClock[W.Pipe] ||
           (W.Seq == 0 &&
            ((W.OrderedAtEntry >> P & 1) || W.LearnedAt[P] < SetClock[P]));
  });
}

uint8_t SyncScoreboard::finishedMask(const OutstandingWait &W) const {
  uint8_t Mask = clockMask(W.Pipe, W.Seq);
  if (W.Seq == 0) {
    Mask |= W.OrderedAtEntry;
    for (unsigned R = 0; R < NumPipes; ++R)
      if (W.LearnedAt[R] != NotLearned)
        Mask |= 1u << R;
  }
  return Mask;
}

void SyncScoreboard::finishBlock() {
  RetireValid = false;
  for (unsigned P = 0; P < NumPipes; ++P)
    for (PendingAccess &PA : Pending[P]) {
      PA.OrderedAtEntry = finishedMask(PA, P);
      PA.LearnedMask = 0;
    }
  for (auto &[Flag, Ws] : Waits)
    for (OutstandingWait &W : Ws) {
      W.OrderedAtEntry = finishedMask(W);
      W.LearnedAt = notLearned();
    }
}

/// The facts a pending access or an outstanding wait carries into a join
/// hold there only if they hold on every incoming path: \p Into keeps what
/// \p From also has. Returns whether \p Into changed.
template <typename EntryT>
static bool meetAtJoin(EntryT &Into, const EntryT &From) {
  bool Changed = false;
  if ((Into.OrderedAtEntry & From.OrderedAtEntry) != Into.OrderedAtEntry) {
    Into.OrderedAtEntry &= From.OrderedAtEntry;
    Changed = true;
  }
  if ((Into.FlagCovers & From.FlagCovers) != Into.FlagCovers) {
    Into.FlagCovers &= From.FlagCovers;
    Changed = true;
  }
  return Changed;
}

/// A predecessor's outstanding wait as a new inherited wait of the join.
static OutstandingWait inheritedWait(const OutstandingWait &W) {
  OutstandingWait New{W.Pipe, 0, W.OrderedAtEntry};
  New.FlagCovers = W.FlagCovers;
  return New;
}
static StoredWait inheritedWait(const StoredWait &W) { return W; }

/// The waits of a predecessor's exit merged into a join's: new flags and
/// waits are added as inherited, known ones keep what both sides know.
template <typename WaitT>
static bool mergeWaits(SyncWaitMapT<WaitT> &Into,
                       const SyncWaitMapT<WaitT> &Pred) {
  // One pass over both sorted flag lists (inserting the predecessor's flags
  // one at a time would shift the later ones for each).
  return Into.mergeFrom(Pred, [&](SmallVectorImpl<WaitT> &Ws,
                                  ArrayRef<WaitT> PredWaits) {
    bool Changed = false;
    for (const WaitT &W : PredWaits) {
      auto It = find_if(Ws, [&](const WaitT &X) { return X.Pipe == W.Pipe; });
      if (It == Ws.end()) {
        Ws.push_back(inheritedWait(W));
        Changed = true;
      } else {
        Changed |= meetAtJoin(*It, W);
      }
    }
    return Changed;
  });
}

static bool isCross(const PendingAccess &A) { return A.CrossIteration; }
static bool isCross(const StoredAccess &A) { return A.crossIteration(); }
static const MachineMemOperand *memOf(const PendingAccess &A) {
  return A.Access.MMO;
}
static const MachineMemOperand *memOf(const StoredAccess &A) { return A.MMO; }
static uint8_t kindOf(const PendingAccess &A) {
  return (A.Access.IsWrite ? StoredAccess::IsWrite : 0) |
         (A.Access.AnyWindow ? StoredAccess::AnyWindow : 0);
}
static uint8_t kindOf(const StoredAccess &A) {
  return A.Bits & (StoredAccess::IsWrite | StoredAccess::AnyWindow);
}
/// A predecessor's pending access as a new inherited access of the join.
static PendingAccess inherited(const PendingAccess &PA, bool Cross) {
  PendingAccess New{PA.MI, PA.Access, 0, {}, PA.OrderedAtEntry};
  New.SlotSwaps = PA.SlotSwaps;
  New.CrossIteration = Cross;
  New.FlagCovers = PA.FlagCovers;
  return New;
}
static StoredAccess inherited(const StoredAccess &PA, bool Cross) {
  StoredAccess New = PA;
  New.Bits = (PA.Bits & ~StoredAccess::CrossIteration) |
             (Cross ? StoredAccess::CrossIteration : 0);
  return New;
}

/// The pending accesses of a predecessor's exit merged into a join's: new
/// accesses are added, known ones keep the pipes ordered after them on both
/// sides. The same access reaching the join with different slot-swap
/// parities (e.g. from one and from two iterations back), or from this and
/// from an earlier iteration, stays two entries.
template <typename AccessT>
static bool
mergeAccesses(std::array<SmallVector<AccessT, 0>, NumPipes> &Into,
              const std::array<SmallVector<AccessT, 0>, NumPipes> &Pred,
              bool BackEdge, function_ref<bool(const MachineInstr &)> Keep,
              bool PredDistinct = false) {
  bool Changed = false;
  // The entries of a state are distinct (a merge adds only the accesses it
  // does not find), so where the search for one starts does not change
  // what it finds. It starts after the previous match: the states merged
  // into a join mostly list the same accesses in the same order (issue 17,
  // session 20: a search from the front was quadratic in the queue).
  SmallVector<int, 64> Found;
  for (unsigned P = 0; P < NumPipes; ++P) {
    SmallVector<AccessT, 0> &Queue = Into[P];
    ArrayRef<AccessT> From = Pred[P];
    if (From.empty())
      continue;
    // Whether Q is the entry PA (crossing a back edge if Cross) merges into.
    auto Same = [](const AccessT &Q, const AccessT &PA, bool Cross) {
      return Q.MI == PA.MI && memOf(Q) == memOf(PA) &&
             kindOf(Q) == kindOf(PA) && Q.SlotSwaps == PA.SlotSwaps &&
             isCross(Q) == Cross;
    };
    size_t Hint = 0;
    auto Find = [&](const AccessT &PA, bool Cross) -> int {
      size_t N = Queue.size();
      for (size_t I = Hint; I < N; ++I)
        if (Same(Queue[I], PA, Cross))
          return Hint = I + 1, int(I);
      for (size_t I = 0; I < Hint && I < N; ++I)
        if (Same(Queue[I], PA, Cross))
          return Hint = I + 1, int(I);
      return -1;
    };
    // First the matches, then one growth for all the new accesses (one per
    // doubling before; an access Pred lists twice is counted twice, which
    // only reserves one more).
    Found.clear();
    size_t New = 0;
    for (const AccessT &PA : From) {
      if (Keep && !Keep(*PA.MI)) {
        Found.push_back(-2);
        continue;
      }
      Found.push_back(Find(PA, isCross(PA) || BackEdge));
      New += Found.back() < 0;
    }
    if (!New) {
      for (size_t I = 0; I < From.size(); ++I)
        if (Found[I] >= 0)
          Changed |= meetAtJoin(Queue[Found[I]], From[I]);
      continue;
    }
    Queue.reserve(Queue.size() + New);
    size_t Old = Queue.size();
    for (size_t I = 0; I < From.size(); ++I) {
      if (Found[I] == -2)
        continue;
      const AccessT &PA = From[I];
      bool Cross = isCross(PA) || BackEdge;
      int At = Found[I];
      // An access listed twice in Pred finds the entry its first listing
      // added (session 22: a search among the added ones, quadratic in
      // them, unless Pred is known to list none twice).
      if (At < 0 && !PredDistinct)
        for (size_t J = Old; J < Queue.size(); ++J)
          if (Same(Queue[J], PA, Cross)) {
            At = int(J);
            break;
          }
      if (At < 0) {
        Queue.push_back(inherited(PA, Cross));
        Changed = true;
      } else {
        Changed |= meetAtJoin(Queue[At], PA);
      }
    }
  }
  return Changed;
}

bool SyncScoreboard::mergePending(const SyncScoreboard &Pred, bool BackEdge) {
  RetireValid = false;
  InheritedFirst = false;
  InheritedWaits = true;
  bool Changed = mergeAccesses(Pending, Pred.Pending, BackEdge, nullptr);
  Changed |= mergeWaits(Waits, Pred.Waits);
  return Changed;
}

bool SyncBlockState::mergePending(const SyncBlockState &Pred, bool BackEdge,
                                  function_ref<bool(const MachineInstr &)> Keep,
                                  bool PredDistinct) {
  bool Changed =
      mergeAccesses(Pending, Pred.Pending, BackEdge, Keep, PredDistinct);
  Changed |= mergeWaits(Waits, Pred.Waits);
  return Changed;
}

bool SyncBlockState::adopt(SyncBlockState &&Pred, bool BackEdge) {
  assert(empty() && "adopting into a state that has entries");
  // What merging each access into nothing adds: the accesses as inherited
  // ones. The flags are merged (a stored flag list may keep room for the
  // flags store() left out).
  bool Changed = mergeWaits(Waits, Pred.Waits);
  for (unsigned P = 0; P < NumPipes; ++P) {
    Changed |= !Pred.Pending[P].empty();
    Pending[P] = std::move(Pred.Pending[P]);
    if (BackEdge)
      for (StoredAccess &A : Pending[P])
        A.Bits |= StoredAccess::CrossIteration;
  }
  return Changed;
}

void SyncScoreboard::assign(const SyncBlockState &Entry,
                            const std::array<unsigned, NumPipes> *Issues) {
  RetireValid = false;
  InheritedFirst = true;
  InheritedWaits = !Entry.Waits.empty();
  for (auto &Row : Ordered)
    Row.fill(0);
  NextSeq.fill(0);
  Waits.clear();
  Waits.reserve(Entry.Waits.size());
  for (const auto &[Flag, Ws] : Entry.Waits) {
    SmallVectorImpl<OutstandingWait> &Out = Waits.append(Flag);
    for (const StoredWait &W : Ws) {
      OutstandingWait New{W.Pipe, 0, W.OrderedAtEntry};
      New.FlagCovers = W.FlagCovers;
      Out.push_back(New);
    }
  }
  for (unsigned P = 0; P < NumPipes; ++P) {
    ArrayRef<StoredAccess> In = Entry.Pending[P];
    SmallVectorImpl<PendingAccess> &Queue = Pending[P];
    Queue.clear();
    Queue.reserve(In.size() + (Issues ? (*Issues)[P] : 0));
    // Each access written in place (session 22: built, then copied).
    Queue.resize_for_overwrite(In.size());
    PendingAccess *PA = Queue.data();
    for (const StoredAccess &A : In) {
      PA->MI = A.MI;
      PA->Access = A.access();
      PA->Seq = 0;
      PA->LearnedAt = {};
      PA->OrderedAtEntry = A.OrderedAtEntry;
      PA->LearnedMask = 0;
      PA->SlotSwaps = A.SlotSwaps;
      PA->CrossIteration = A.crossIteration();
      PA->Family = 0xff;
      PA->FlagCovers = A.FlagCovers;
      ++PA;
    }
  }
}

SyncBlockState SyncScoreboard::store(const SyncEventAllocator *Events,
                                     bool Finish) const {
  SyncBlockState S;
  S.Waits.reserve(Waits.size());
  SmallVector<uint8_t, 4> Masks;
  for (const auto &[Flag, Ws] : Waits) {
    // After finishBlock every wait is inherited: OrderedAtEntry is all that
    // is known of it.
    Masks.clear();
    for (const OutstandingWait &W : Ws)
      Masks.push_back(Finish ? finishedMask(W) : W.OrderedAtEntry);
    unsigned Setter = Events ? Events->src(Flag.first) : 0;
    auto Settled = [&](uint8_t Mask) { return Events && (Mask >> Setter & 1); };
    if (all_of(Masks, Settled)) {
      ++NumSettledWaits;
      continue;
    }
    SmallVectorImpl<StoredWait> &Out = S.Waits.append(Flag);
    for (auto [W, Mask] : zip_equal(Ws, Masks))
      if (!Settled(Mask))
        Out.push_back({uint8_t(W.Pipe), Mask, W.FlagCovers});
  }
  for (unsigned P = 0; P < NumPipes; ++P) {
    ArrayRef<PendingAccess> In = Pending[P];
    if (In.empty())
      continue;
    // finishedMask with the inherited accesses' clock mask asked once per
    // queue, each access written in place (session 23: a store was ~100
    // instructions per access).
    uint8_t Inherited = clockMask(P, 0);
    S.Pending[P].resize(In.size());
    StoredAccess *A = S.Pending[P].data();
    for (const PendingAccess &PA : In) {
      A->MI = PA.MI;
      A->MMO = PA.Access.MMO;
      A->FlagCovers = PA.FlagCovers;
      A->Slot = PA.Access.Slot;
      A->SlotSwaps = PA.SlotSwaps;
      A->OrderedAtEntry = !Finish ? PA.OrderedAtEntry
                                  : orderedMask(PA, P, Inherited);
      const SyncAccess &X = PA.Access;
      uint8_t T = X.Traits;
      A->Bits = kindOf(PA) | (X.NextSlot ? StoredAccess::NextSlot : 0) |
                (X.SlotInit ? StoredAccess::SlotInit : 0) |
                (PA.CrossIteration ? StoredAccess::CrossIteration : 0) |
                (T & SyncAccess::Described ? StoredAccess::Described : 0) |
                (T & SyncAccess::OnChip ? StoredAccess::OnChip : 0) |
                (T & SyncAccess::Invariant ? StoredAccess::Invariant : 0);
      A->AS = X.AS;
      if ((T & SyncAccess::KnownWindow) && X.WinSize < StoredAccess::NoWindow) {
        A->WinOffset = X.WinOffset;
        A->WinSize = X.WinSize;
      }
      ++A;
    }
  }
  return S;
}

bool SyncScoreboard::hasPendingTileWork() const {
  for (unsigned P = 0; P < NumPipes; ++P)
    if (P != PIPE_S && !Pending[P].empty())
      return true;
  return false;
}

std::optional<unsigned> SyncEventAllocator::allocate(unsigned Src, unsigned Dst,
                                                     unsigned From,
                                                     unsigned To) {
  return allocate(Src, Dst, From, To, [](unsigned) { return true; });
}

std::optional<unsigned>
SyncEventAllocator::allocate(unsigned Src, unsigned Dst, unsigned From,
                             unsigned To,
                             function_ref<bool(unsigned Id)> Usable) {
  unsigned K = key(Src, Dst);
  unsigned Avail = IdsPerKey;
  if (Reserved)
    Avail -= std::min(IdsPerKey, Reserved->lookup(K));
  for (unsigned Id = 0; Id < Avail; ++Id) {
    if (!Usable(Id))
      continue;
    // The busy lifetimes are disjoint: of those starting at or before To,
    // the last one ends last; [From, To] is free iff it ends before From.
    // An ID never used is free (looked up without creating its entry: the
    // walks of the fixed points make a fresh allocator per block).
    auto Known = Busy.find({K, Id});
    if (Known == Busy.end()) {
      Busy[{K, Id}].push_back({From, To});
      return Id;
    }
    auto &Lifetimes = Known->second;
    auto After = llvm::upper_bound(
        Lifetimes, To, [](unsigned V, const std::pair<unsigned, unsigned> &L) {
          return V < L.first;
        });
    if (After == Lifetimes.begin() || std::prev(After)->second < From) {
      Lifetimes.insert(After, {From, To});
      return Id;
    }
  }
  return std::nullopt;
}

unsigned SyncScoreboard::issue(unsigned Pipe, const MachineInstr &MI,
                               ArrayRef<SyncAccess> Accesses) {
  unsigned Seq = NextSeq[Pipe]++;
  std::array<unsigned, NumPipes> Clock = clockOf(Pipe);
  for (const SyncAccess &A : Accesses) {
    Pending[Pipe].push_back({&MI, A, Seq, {Clock}});
    // The initial value's slot is related to the slot registers only from
    // the restart (SLOT_MARK 0) on.
    if (A.SlotInit)
      Pending[Pipe].back().SlotSwaps = -1;
  }
  return Seq;
}

bool PTO::conflictsWith(const PendingAccess &A, ArrayRef<SyncAccess> Accesses,
                        AAResults *AA, const AliasOptions &Opts) {
  return any_of(Accesses, [&](const SyncAccess &C) {
    return classifyAccessPair(A.Access, C, AA, Opts, A.SlotSwaps,
                              A.CrossIteration) == AliasVerdict::Conflict;
  });
}

bool SyncScoreboard::applySlotMark(const MachineInstr &MI) {
  if (MI.getOpcode() != PTO::SLOT_MARK)
    return false;
  const MDNode *Scope = PTOInstrInfo::getSlotMarkScope(MI);
  if (!Scope) {
    // Malformed (the machine verifier reports it): nothing is known about
    // any slot any more.
    for (auto &Queue : Pending)
      for (PendingAccess &PA : Queue)
        if (PA.Access.Slot >= 0)
          PA.SlotSwaps = -1;
    return true;
  }
  bool Restart = MI.getOperand(0).getImm() == 0;
  for (auto &Queue : Pending)
    for (PendingAccess &PA : Queue)
      if (PA.Access.Slot >= 0 && PA.Access.MMO &&
          PA.Access.MMO->getAAInfo().Scope == Scope) {
        // A restart puts slot 0 next: the initial value's accesses (always
        // slot 0) are the next slot again; anything from an earlier run of
        // the loop is in a slot the restart says nothing about.
        if (Restart)
          PA.SlotSwaps = PA.Access.SlotInit ? 0 : -1;
        else if (PA.SlotSwaps >= 0)
          PA.SlotSwaps ^= 1;
      }
  return true;
}

static void printAccess(raw_ostream &OS, const SyncAccess &A) {
  OS << (A.IsWrite ? 'W' : 'R');
  if (!A.MMO) {
    OS << " anything";
    return;
  }
  const PTOMemoryInfo *M = getMemory(A.MMO->getAddrSpace());
  OS << ' ' << (M ? M->Name : "?");
  if (A.AnyWindow)
    OS << "[any]";
  else if (A.MMO->getSize().hasValue())
    OS << '[' << A.MMO->getOffset() << ", +" << A.MMO->getSize().getValue()
       << ')';
  if (A.Slot >= 0)
    OS << " slot" << int(A.Slot) << (A.NextSlot ? "(next)" : "")
       << (A.SlotInit ? "(init)" : "");
}

void SyncScoreboard::print(raw_ostream &OS) const {
  for (unsigned P = 0; P < NumPipes; ++P) {
    bool Known = false;
    for (unsigned R = 0; R < NumPipes; ++R)
      Known |= Ordered[R][P] != 0;
    if (!NextSeq[P] && Pending[P].empty() && !Known)
      continue;
    OS << "  " << getPipeName(P) << ": next " << NextSeq[P];
    if (Known) {
      OS << ", after";
      for (unsigned R = 0; R < NumPipes; ++R)
        if (Ordered[R][P])
          OS << ' ' << getPipeName(R) << '<' << Ordered[R][P];
    }
    OS << '\n';
    for (const PendingAccess &A : Pending[P]) {
      OS << "    ";
      if (A.Seq)
        OS << '#' << A.Seq;
      else
        OS << "in";
      OS << ' ';
      printAccess(OS, A.Access);
      if (!A.Seq && A.OrderedAtEntry) {
        OS << " ordered-at-entry";
        for (unsigned Q = 0; Q < NumPipes; ++Q)
          if (A.OrderedAtEntry >> Q & 1)
            OS << ' ' << getPipeName(Q);
      }
      if (A.SlotSwaps)
        OS << " swaps " << int(A.SlotSwaps);
      if (A.CrossIteration)
        OS << " X";
      OS << "  " << *A.MI;
    }
  }
  for (const auto &[Flag, List] : Waits)
    for (const OutstandingWait &W : List)
      OS << "  flag key " << Flag.first << " id " << Flag.second << ": wait on "
         << getPipeName(W.Pipe) << " #" << W.Seq << '\n';
}

LLVM_DUMP_METHOD void SyncScoreboard::dump() const { print(dbgs()); }

std::array<unsigned, NumPipes> SyncScoreboard::clockOf(unsigned P) const {
  std::array<unsigned, NumPipes> Clock;
  for (unsigned R = 0; R < NumPipes; ++R)
    Clock[R] = Ordered[R][P];
  // Everything P issued so far completes before a set_flag it issues now.
  Clock[P] = NextSeq[P];
  return Clock;
}

void SyncScoreboard::orderAfter(unsigned Q,
                                const std::array<unsigned, NumPipes> &Clock,
                                int SetPipe) {
  for (unsigned R = 0; R < NumPipes; ++R)
    if (Clock[R] > Ordered[R][Q]) {
      Ordered[R][Q] = Clock[R];
      RetireStale |= 1u << R;
    }
  if (SetPipe < 0)
    return;
  // The set ran on SetPipe after the block entry, as SetPipe's operation
  // Clock[SetPipe]: after every inherited access SetPipe was ordered after
  // at the entry, or learned to be before that point. From this wait on,
  // Q's operations follow them too.
  auto Carried = [&](uint8_t AtEntry, unsigned LearnedAt) {
    return (AtEntry >> SetPipe & 1) || LearnedAt < Clock[SetPipe];
  };
  for (unsigned R = 0; R < NumPipes; ++R)
    for (PendingAccess &PA : Pending[R]) {
      if (PA.Seq != 0) {
        if (InheritedFirst)
          break;
        continue;
      }
      if (Carried(PA.OrderedAtEntry, PA.learnedAt(SetPipe))) {
        // Only a new bit of LearnedMask changes what retire judges (an
        // earlier LearnedAt does not).
        if (!(PA.LearnedMask >> Q & 1)) {
          RetireStale |= 1u << R;
          RetireStaleInherited |= 1u << R;
        }
        PA.learn(Q, NextSeq[Q]);
      }
    }
  if (!InheritedWaits)
    return;
  for (auto &[Flag, Ws] : Waits)
    for (OutstandingWait &W : Ws)
      if (W.Seq == 0 && Carried(W.OrderedAtEntry, W.LearnedAt[SetPipe]))
        W.LearnedAt[Q] = std::min(W.LearnedAt[Q], NextSeq[Q]);
}

void SyncScoreboard::coverForFlag(unsigned P, uint32_t Bit) {
  for (unsigned R = 0; R < NumPipes; ++R)
    for (PendingAccess &PA : Pending[R])
      if (R == P || isOrdered(PA, R, P))
        PA.FlagCovers |= Bit;
      else
        PA.FlagCovers &= ~Bit;
  for (auto &[Flag, Ws] : Waits)
    for (OutstandingWait &W : Ws) {
      bool Ordered = W.Pipe == P || W.Seq < this->Ordered[W.Pipe][P] ||
                     (W.Seq == 0 && ((W.OrderedAtEntry >> P & 1) ||
                                     W.LearnedAt[P] != NotLearned));
      if (Ordered)
        W.FlagCovers |= Bit;
      else
        W.FlagCovers &= ~Bit;
    }
}

void SyncScoreboard::learnFromFlag(unsigned Q, uint32_t Bit) {
  for (unsigned R = 0; R < NumPipes; ++R)
    for (PendingAccess &PA : Pending[R]) {
      if (!(PA.FlagCovers & Bit))
        continue;
      PA.FlagCovers &= ~Bit;
      RetireStale |= 1u << R;
      if (PA.Seq == 0) {
        RetireStaleInherited |= 1u << R;
        PA.learn(Q, NextSeq[Q]);
      } else {
        Ordered[R][Q] = std::max(Ordered[R][Q], PA.Seq + 1);
      }
    }
  for (auto &[Flag, Ws] : Waits)
    for (OutstandingWait &W : Ws) {
      if (!(W.FlagCovers & Bit))
        continue;
      W.FlagCovers &= ~Bit;
      if (W.Seq == 0)
        W.LearnedAt[Q] = std::min(W.LearnedAt[Q], NextSeq[Q]);
      else
        Ordered[W.Pipe][Q] = std::max(Ordered[W.Pipe][Q], W.Seq + 1);
      RetireStale |= 1u << W.Pipe;
    }
}

static uint32_t swapBits(uint32_t V, uint32_t A, uint32_t B) {
  bool HasA = V & A, HasB = V & B;
  V &= ~(A | B);
  return V | (HasA ? B : 0) | (HasB ? A : 0);
}

void SyncScoreboard::swapFlagBits(uint32_t A, uint32_t B) {
  for (auto &Queue : Pending)
    for (PendingAccess &PA : Queue)
      PA.FlagCovers = swapBits(PA.FlagCovers, A, B);
  for (auto &[Flag, Ws] : Waits)
    for (OutstandingWait &W : Ws)
      W.FlagCovers = swapBits(W.FlagCovers, A, B);
}

void SyncScoreboard::barrierAll() {
  RetireValid = false;
  for (unsigned P = 0; P < NumPipes; ++P)
    for (unsigned Q = 0; Q < NumPipes; ++Q)
      Ordered[P][Q] = std::max(Ordered[P][Q], NextSeq[P]);
  // Every queued wait ran too.
  Waits.clear();
}

void SyncScoreboard::retire(const SyncFuture *Future,
                            const MachineFrameInfo *MFI) {
  // Per family, the pipes that may still access it; last, those that may
  // still access any memory (for an unknown footprint).
  std::array<uint8_t, NumSyncFamilies + 1> Pipes;
  Pipes.fill(AllPipesMask);
  // The families whose future differs from the one the last retire judged
  // by (bit NumSyncFamilies: the unknown footprint's).
  uint16_t Changed = 0xffff;
  if (Future) {
    uint8_t AnyPipes = 0;
    for (unsigned F = 0; F < NumSyncFamilies; ++F)
      AnyPipes |= Pipes[F] = (*Future)[F];
    Pipes[NumSyncFamilies] = AnyPipes;
    if (RetireValid) {
      Changed = 0;
      for (unsigned F = 0; F <= NumSyncFamilies; ++F)
        Changed |= uint16_t(Pipes[F] != RetiredPipes[F]) << F;
    }
    RetiredPipes = Pipes;
  }
  for (unsigned P = 0; P < NumPipes; ++P) {
    SmallVectorImpl<PendingAccess> &Queue = Pending[P];
    if (Queue.empty()) {
      RetiredSize[P] = RetiredInherited[P] = 0;
      RetiredFamilies[P] = RetiredInheritedFamilies[P] = 0;
      RetiredEntryMask[P] = clockMask(P, 0);
      continue;
    }
    // The pipes ordered after every inherited access by this walk's clocks
    // (isOrdered as masks, session 21: the predicate was an eighth of the
    // pass); the scalar unit after its own.
    uint8_t Always = P == PIPE_S ? 1u << PIPE_S : 0,
            Inherited = clockMask(P, 0);
    // The accesses the last retire kept stay kept if their orders and the
    // future of their families are those it judged them by: all of them
    // (none of P's orders changed), or the inherited prefix (the orders of
    // the accesses issued in the block change at every wait, those of the
    // inherited ones rarely).
    size_t Skip = 0;
    uint16_t Families = 0, InheritedFamilies = 0;
    unsigned NumInherited = 0;
    if (!RetireValid) {
      // Judged from the start (the first retire of a walk).
    } else if (!(RetireStale >> P & 1) && !(RetiredFamilies[P] & Changed)) {
      Skip = std::min<size_t>(RetiredSize[P], Queue.size());
      Families = RetiredFamilies[P];
      InheritedFamilies = RetiredInheritedFamilies[P];
      NumInherited = RetiredInherited[P];
    } else if (InheritedFirst && !(RetireStaleInherited >> P & 1) &&
               Inherited == RetiredEntryMask[P] &&
               !(RetiredInheritedFamilies[P] & Changed)) {
      Skip = std::min<size_t>(RetiredInherited[P], Queue.size());
      Families = InheritedFamilies = RetiredInheritedFamilies[P];
      NumInherited = RetiredInherited[P];
    }
    std::array<unsigned, NumSyncFamilies + 1> Bound;
    uint16_t BoundKnown = 0;
    PendingAccess *Out = Queue.begin() + Skip;
    for (PendingAccess *A = Out, *E = Queue.end(); A != E; ++A) {
      unsigned F = NumSyncFamilies;
      if (Future) {
        // One walk retires with one frame (the function's).
        if (A->Family == 0xff)
          A->Family = getSyncFamily(A->Access, MFI);
        F = A->Family;
      }
      if (A->Seq == 0) {
        if ((Pipes[F] & ~(Always | orderedMask(*A, P, Inherited))) == 0)
          continue;
      } else {
        // An issued access is ordered before Q's operations to come iff its
        // position is below Ordered[P][Q]: it may be dropped iff it is
        // below the least of them over the pipes that may still access its
        // family (clockMask as one bound per family, asked once).
        if (!(BoundKnown >> F & 1)) {
          unsigned B = ~0u;
          for (unsigned Q = 0; Q < NumPipes; ++Q)
            if ((Pipes[F] & ~Always) >> Q & 1)
              B = std::min(B, Ordered[P][Q]);
          Bound[F] = B;
          BoundKnown |= 1u << F;
        }
        if (A->Seq < Bound[F])
          continue;
      }
      Families |= 1u << F;
      if (A->Seq == 0) {
        InheritedFamilies |= 1u << F;
        ++NumInherited;
      }
      if (Out != A)
        *Out = *A;
      ++Out;
    }
    Queue.truncate(Out - Queue.begin());
    RetiredSize[P] = Queue.size();
    RetiredInherited[P] = NumInherited;
    RetiredFamilies[P] = Families;
    RetiredInheritedFamilies[P] = InheritedFamilies;
    RetiredEntryMask[P] = Inherited;
  }
  RetireValid = Future != nullptr;
  RetireStale = 0;
  RetireStaleInherited = 0;
}

unsigned PTO::getSyncFamily(const SyncAccess &A, const MachineFrameInfo *MFI) {
  if (!A.MMO)
    return NumSyncFamilies;
  // The address space describe() copied, or read from the memory operand.
  // (describe() noted whether it is on chip.)
  if (A.Traits & SyncAccess::Described) {
    if (A.Traits & SyncAccess::OnChip)
      return SF_OnChip0 + A.AS - AS_MAT;
  } else if (unsigned AS = addrSpaceOf(A.MMO); isOnChipAddrSpace(AS)) {
    return SF_OnChip0 + AS - AS_MAT;
  }
  const PseudoSourceValue *PSV = A.MMO->getPseudoValue();
  if (PSV && MFI && !PSV->mayAlias(MFI))
    return SF_Stack;
  return SF_GM;
}

SyncUse PTO::getSyncUse(const MachineInstr &MI, ArrayRef<SyncAccess> Accesses,
                        bool IsKernel, const MachineFrameInfo *MFI) {
  if (MI.isReturn() && !IsKernel)
    return {AllPipesMask, uint16_t(1u << NumSyncFamilies)};
  SyncUse U;
  if (Accesses.empty())
    return U;
  U.Pipe = 1u << getSyncPipe(MI);
  for (const SyncAccess &A : Accesses)
    U.Families |= 1u << getSyncFamily(A, MFI);
  return U;
}

void PTO::computeSyncFuture(const MachineFunction &MF, ArrayRef<SyncUse> Uses,
                            std::vector<SyncFuture> &At) {
  auto Apply = [](const SyncUse &U, SyncFuture &M) {
    if (U.Families >> NumSyncFamilies & 1) {
      for (uint8_t &X : M)
        X |= U.Pipe;
      return;
    }
    for (unsigned F = 0; F < NumSyncFamilies; ++F)
      if (U.Families >> F & 1)
        M[F] |= U.Pipe;
  };
  auto Join = [](SyncFuture &A, const SyncFuture &B) {
    bool Changed = false;
    for (unsigned F = 0; F < NumSyncFamilies; ++F) {
      Changed |= (A[F] | B[F]) != A[F];
      A[F] |= B[F];
    }
    return Changed;
  };
  // By block number (session 18: were maps by block).
  std::vector<SyncFuture> Local(MF.getNumBlockIDs()),
      LiveOut(MF.getNumBlockIDs());
  size_t Next = 0;
  for (const MachineBasicBlock &MBB : MF) {
    SyncFuture M{};
    for (size_t E = Next + std::distance(MBB.begin(), MBB.end()); Next < E;
         ++Next)
      Apply(Uses[Next], M);
    Local[MBB.getNumber()] = M;
  }
  assert(Next == Uses.size() && "a use per instruction");
  size_t NumInstrs = Uses.size();
  bool Changed = true;
  // Backward: the blocks in reverse layout order, so a straight sequence of
  // blocks (or loops) settles in one round plus one per back edge nesting.
  while (Changed) {
    Changed = false;
    for (const MachineBasicBlock &MBB : reverse(MF))
      for (const MachineBasicBlock *Succ : MBB.successors()) {
        Changed |= Join(LiveOut[MBB.getNumber()], Local[Succ->getNumber()]);
        Changed |= Join(LiveOut[MBB.getNumber()], LiveOut[Succ->getNumber()]);
      }
  }
  At.assign(NumInstrs, SyncFuture{});
  size_t End = 0;
  for (const MachineBasicBlock &MBB : MF) {
    size_t Size = std::distance(MBB.begin(), MBB.end());
    End += Size;
    size_t N = End;
    SyncFuture M = LiveOut[MBB.getNumber()];
    // After the last instruction: what the successors may do.
    for (size_t I = Size; I; --I) {
      At[--N] = M;
      Apply(Uses[N], M);
    }
  }
}

DenseMap<MachineBasicBlock *, SyncBlockState> PTO::computeSyncEntryStates(
    MachineFunction &MF,
    function_ref<SyncBlockState(MachineBasicBlock &, const SyncBlockState &)>
        Walk,
    function_ref<bool(const MachineInstr &, const MachineBasicBlock &)> Reaches,
    bool KeepExits, bool DistinctExits) {
  ReversePostOrderTraversal<MachineFunction *> RPOT(&MF);
  // An edge to a block not later in the order is a back edge (of a natural
  // loop or an irreducible cycle): what crosses it may be of an earlier
  // iteration.
  SmallVector<MachineBasicBlock *, 32> Blocks(RPOT.begin(), RPOT.end());
  // Positions and states by block number and position (session 20: were
  // maps by block, a hash per edge and visit).
  std::vector<int> Order(MF.getNumBlockIDs(), -1);
  for (unsigned I = 0; I < Blocks.size(); ++I)
    Order[Blocks[I]->getNumber()] = I;
  std::vector<SyncBlockState> EntryState(Blocks.size());
  // Per block (by its position in the order): its exit state from its last
  // walk, and the successors that have not merged that state yet. A join
  // is idempotent (a merged state adds nothing the second time), so a block
  // merges only the exits that changed since its last merge -- the same
  // entry states as merging all of them every time -- and an exit that
  // every successor has merged is freed (issue 17, session 15: the exit
  // states were half of the pass's peak memory; at any time only the exits
  // of the walked blocks whose successors are still to be visited are
  // alive: the latches until the next round, the frontier of the round).
  std::vector<std::optional<SyncBlockState>> ExitState(Blocks.size());
  std::vector<SmallVector<unsigned, 2>> Unmerged(Blocks.size());
  BitVector Walked(Blocks.size());
  // Rounds over the blocks in reverse post order until nothing changes,
  // as a chaotic iteration would be order-dependent here (event IDs are
  // allocated from the states walked). A block whose predecessors' exit
  // states did not change since its last merge would merge the same states
  // again, which changes nothing: only the blocks marked dirty are visited,
  // a mark at a later block in this round, at an earlier one (a back edge)
  // in the next. Each round used to merge every block (one round per loop
  // of a sequence of loops: quadratic in the loops); now the work is the
  // walks and merges that change something, plus N/64 words per round.
  BitVector Dirty(Blocks.size(), true);
  while (Dirty.any()) {
    for (int Idx = Dirty.find_first(); Idx != -1; Idx = Dirty.find_next(Idx)) {
      Dirty.reset(Idx);
      MachineBasicBlock *MBB = Blocks[Idx];
      SyncBlockState &Old = EntryState[Idx];
      auto Keep = [&](const MachineInstr &MI) { return Reaches(MI, *MBB); };
      bool Changed = false;
      for (MachineBasicBlock *Pred : MBB->predecessors()) {
        if (Order[Pred->getNumber()] < 0)
          continue;
        unsigned PI = Order[Pred->getNumber()];
        SmallVectorImpl<unsigned> &Waiting = Unmerged[PI];
        auto W = find(Waiting, unsigned(Idx));
        if (!ExitState[PI] || (!KeepExits && W == Waiting.end()))
          continue;
        // The last successor to merge an exit into an empty entry takes it.
        if (DistinctExits && !Reaches && !KeepExits && Waiting.size() == 1 &&
            Old.empty())
          Changed |= Old.adopt(std::move(*ExitState[PI]), PI >= unsigned(Idx));
        else
          Changed |= Old.mergePending(
              *ExitState[PI], PI >= unsigned(Idx),
              Reaches ? function_ref<bool(const MachineInstr &)>(Keep)
                      : nullptr,
              DistinctExits);
        if (W != Waiting.end())
          Waiting.erase(W);
        if (Waiting.empty() && !KeepExits)
          ExitState[PI].reset();
      }
      if (!Changed && Walked.test(Idx))
        continue;
      Walked.set(Idx);
      ExitState[Idx] = Walk(*MBB, Old);
      SmallVectorImpl<unsigned> &Waiting = Unmerged[Idx];
      Waiting.clear();
      for (MachineBasicBlock *Succ : MBB->successors())
        if (int SI = Order[Succ->getNumber()]; SI >= 0) {
          Dirty.set(SI);
          Waiting.push_back(SI);
        }
      if (Waiting.empty() && !KeepExits)
        ExitState[Idx].reset();
    }
  }
  DenseMap<MachineBasicBlock *, SyncBlockState> Out;
  Out.reserve(Blocks.size());
  for (unsigned I = 0; I < Blocks.size(); ++I)
    Out.try_emplace(Blocks[I], std::move(EntryState[I]));
  return Out;
}

void PTO::collectGMFootprints(
    const MachineFunction &MF, UniqueReachingDefs &Defs,
    DenseMap<const MachineMemOperand *, StridedFootprint> &Out) {
  auto Query = [&](const MachineInstr &MI, Register Reg) {
    return Defs.get(MI, Reg);
  };
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (auto F = PTOInstrInfo::getGMFootprint(MI, Query))
        Out[F->first] = F->second;
}
