//===-- PTOInsertSync.cpp - Insert pipe synchronization -------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-insert-sync (post-RA, pre-emit; the SIInsertWaitcnts analogue,
// docs/sync.md). Every pipe runs its queue in order and pipes run
// concurrently, so an operation that touches bytes another pipe may still be
// accessing must wait for it:
//   - cross-pipe hazard (RAW, WAR, WAW) -> `set_flag P, Q, id` right after
//     the producer on P, `wait_flag P, Q, id` right before the consumer on Q;
//   - same-pipe hazard -> `pipe_barrier P` before the consumer.
// Whether two accesses conflict is one three-level alias query (the
// scoreboard, Sync/PTOSyncScoreboard.h). Waits are elided when an earlier
// wait already covers the producer (vector clocks carry transitivity).
//
// Control flow: a fixed point over the blocks in reverse post order
// computes which accesses may still be pending at each block entry
// (merging predecessors, back edges included). Set/wait pairs never cross
// a block boundary: a hazard against an access inherited from a
// predecessor gets its `set_flag` right before the producer pipe's first
// operation in the block (so it does not also cover what that pipe issued
// in the block, e.g. this iteration's prefetch), or next to the consumer,
// and the `wait_flag` right before the consumer; the set covers everything
// the pipe issued before it on every path, so every path balances its
// flags, zero-trip loops included. The current and the next slot of a
// double buffer are told apart from the slot swaps between two accesses
// (SLOT_MARK, DifferentSlots).
//
// What every incoming path already ordered after an inherited access
// survives the join (OrderedAtEntry, an intersection over predecessors), and
// travels through flags: a wait for a set whose pipe was ordered after an
// inherited access (at the entry, or learned before the set) orders the
// waiting pipe after it too (PendingAccess::LearnedAt). Hazards of a block
// in a loop against accesses from before the loop that every back edge
// already orders are resolved once, at the end of the blocks entering the
// loop (computeDemands, a second fixed point).
//
// Event IDs (8 per pipe pair on a3, from the machine facts) are allocated
// during the walk, by lifetime (set to wait, SyncEventAllocator). Flags are
// binary: a set_flag must not fire before the previous wait of the same
// flag ran, and a wait runs when its pipe reaches it, later than in program
// order. So an ID is reused only when the set pipe is known (vector clocks,
// also across blocks and back edges) to be ordered after every earlier wait
// of that flag. When no ID qualifies after the producer, the set moves next
// to the consumer (coarser); when none qualifies there either, a reverse
// handshake (Q sets, P waits, right before) first orders P after Q's queued
// waits; and only when even that finds no ID, the hazard gets
// `pipe_barrier ALL`, after which every queued wait has run.
// -pto-sync-event-key=src keys IDs by the setting pipe alone (PTOAS #823).
//
// A function that is not a kernel returns with its pipes drained
// (`pipe_barrier ALL` before the return when anything may be pending), so a
// caller, which orders everything before a call, needs no knowledge of the
// callee.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "PTODebug.h"
#include "PTOInstrInfo.h"
#include "PTOSubtarget.h"
#include "Sync/PTOSyncScoreboard.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/ReachingDefAnalysis.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-insert-sync"

PTO_STATISTIC(NumSetWait, "Number of set_flag/wait_flag pairs inserted");
PTO_STATISTIC(NumBarriers, "Number of pipe_barrier inserted");
PTO_STATISTIC(NumBarrierAll, "Number of pipe_barrier ALL fallbacks");
PTO_STATISTIC(NumElided, "Number of hazards elided by alias analysis");
PTO_STATISTIC(NumLoopEntrySyncs,
              "Number of set_flag/wait_flag pairs moved to a loop's entry");

static cl::opt<bool> AliasBlind(
    "pto-sync-alias-blind", cl::Hidden, cl::init(false),
    cl::desc("Treat all accesses to one address space as conflicting "
             "(baseline for bench/sync)"));

static cl::opt<bool> NaiveSync(
    "pto-sync-naive", cl::Hidden, cl::init(false),
    cl::desc("Put pipe_barrier ALL before every instruction with a hazard "
             "(baseline for bench/sync)"));

static cl::opt<unsigned> EventIdLimit(
    "pto-sync-event-ids", cl::Hidden, cl::init(0),
    cl::desc("Use at most this many event IDs per key (0: the subtarget's)"));

static cl::opt<bool> LoopEntrySyncs(
    "pto-sync-loop-entry", cl::Hidden, cl::init(true),
    cl::desc("Order the hazards of a loop's blocks against accesses from "
             "before the loop once at the end of the blocks entering the "
             "loop, when every back edge already orders them"));

static cl::opt<bool> UnsoundSameIteration(
    "pto-sync-unsound-same-iteration", cl::Hidden, cl::init(false),
    cl::desc("Testing only, unsound: judge accesses of different loop "
             "iterations with same-iteration alias answers (pto-verify-sync "
             "must then report the hazards this misses)"));

static cl::opt<bool> UnsoundRows(
    "pto-sync-unsound-rows", cl::Hidden, cl::init(false),
    cl::desc("Testing only, unsound: the row-strided rule misses overlaps of "
             "up to one f32 element (the fuzzer and pto-verify-sync must "
             "catch it)"));

static cl::opt<bool> EarlyInheritedSets(
    "pto-sync-early-inherited-sets", cl::Hidden, cl::init(true),
    cl::desc("Signal a hazard against an access inherited from a predecessor "
             "with a set_flag before the producer pipe's first operation in "
             "the block (else next to the consumer)"));

namespace {

/// One synchronization the walk decided on.
struct SyncRequest {
  enum Kind { SetWait, Barrier, BarrierAll } K = SetWait;
  unsigned SrcPipe = 0, DstPipe = 0;
  MachineInstr *Producer = nullptr; ///< Set goes after it; null: adjacent.
  /// Set goes right before it (after its waits): an inherited hit on a pipe
  /// whose first operation in this block it is, so that the set covers only
  /// what the pipe issued before the block.
  MachineInstr *BeforeFirstOp = nullptr;
  /// Wait/barrier goes before it; null: at the end of the block.
  MachineInstr *Consumer = nullptr;
  unsigned Id = 0; ///< SetWait: the event ID.
};

/// A hazard of a block in a loop against an access from before the loop, to
/// be ordered once at the end of each block entering the loop instead of in
/// the loop every iteration: the access (instruction and memory operand),
/// its pipe and the consumer's pipe.
struct EntryDemand {
  const MachineInstr *MI;
  const MachineMemOperand *MMO;
  unsigned P, Q;
};

class PTOInsertSync : public MachineFunctionPass {
public:
  static char ID;
  PTOInsertSync() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "PTO insert pipe synchronization";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<AAResultsWrapperPass>();
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    AU.addRequired<ReachingDefInfoWrapperPass>();
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  AAResults *AA = nullptr;
  MachineOptimizationRemarkEmitter *ORE = nullptr;
  const PTOInstrInfo *TII = nullptr;
  AliasOptions AOpts;
  unsigned IdsPerKey = 8;

  /// Per instruction: the pipes that may access each memory after it.
  DenseMap<const MachineInstr *, SyncFuture> Future;
  /// Per block entering a loop: hazards of blocks in the loop to order at
  /// its end (computed from a first fixed point, see runOnMachineFunction).
  DenseMap<const MachineBasicBlock *, SmallVector<EntryDemand, 4>> Demands;
  /// When set, walkBlock records the inherited accesses it synchronizes.
  SmallVectorImpl<EntryDemand> *InheritedHits = nullptr;

  /// Walks \p MBB from \p Entry; appends requests when \p Requests is set.
  SyncScoreboard walkBlock(MachineBasicBlock &MBB, const SyncScoreboard &Entry,
                           SmallVectorImpl<SyncRequest> *Requests);
  /// Orders the demands of \p MBB at its end (before its terminators).
  void orderDemands(MachineBasicBlock &MBB, SyncScoreboard &SB,
                    SyncEventAllocator &Events,
                    DenseMap<const MachineInstr *, unsigned> &Pos,
                    SmallVectorImpl<SyncRequest> *Requests);
  /// Moves hazards of blocks in loops against accesses from before the loop
  /// to the loops' entering blocks where that is possible.
  void
  computeDemands(MachineFunction &MF,
                 DenseMap<MachineBasicBlock *, SyncScoreboard> &EntryState);
  void insert(MachineBasicBlock &MBB, ArrayRef<SyncRequest> Requests);
};

} // namespace

char PTOInsertSync::ID = 0;

INITIALIZE_PASS_BEGIN(PTOInsertSync, DEBUG_TYPE,
                      "PTO insert pipe synchronization", false, false)
INITIALIZE_PASS_DEPENDENCY(AAResultsWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineOptimizationRemarkEmitterPass)
INITIALIZE_PASS_DEPENDENCY(ReachingDefInfoWrapperPass)
INITIALIZE_PASS_END(PTOInsertSync, DEBUG_TYPE,
                    "PTO insert pipe synchronization", false, false)

/// "RAW on vec", "WAR on gm", ... for the remark of a wait: the strongest
/// kind among the conflicting pairs of the producer's accesses (all of
/// them, an instruction both reads and writes) and the consumer's.
static std::string hazardKind(const SyncScoreboard &SB, const PendingAccess &A,
                              ArrayRef<SyncAccess> Consumer, AAResults *AA,
                              const AliasOptions &Opts) {
  bool RAW = false, WAW = false, WAR = false;
  for (const auto &Queue : SB.Pending)
    for (const PendingAccess &P : Queue) {
      if (P.MI != A.MI)
        continue;
      for (const SyncAccess &C : Consumer) {
        if (classifyAccessPair(P.Access, C, AA, Opts, P.SlotSwaps,
                               P.CrossIteration) != AliasVerdict::Conflict)
          continue;
        RAW |= P.Access.IsWrite && !C.IsWrite;
        WAW |= P.Access.IsWrite && C.IsWrite;
        WAR |= !P.Access.IsWrite && C.IsWrite;
      }
    }
  std::string S = RAW ? "RAW" : WAW ? "WAW" : WAR ? "WAR" : "conflict";
  if (A.Access.MMO)
    if (const PTOMemoryInfo *M = getMemory(A.Access.MMO->getAddrSpace()))
      S += std::string(" on ") + M->Name;
  return S;
}

static bool isSyncInstr(const MachineInstr &MI) {
  unsigned Opc = MI.getOpcode();
  return Opc == PTO::SET_FLAG || Opc == PTO::WAIT_FLAG ||
         Opc == PTO::PIPE_BARRIER;
}

SyncScoreboard
PTOInsertSync::walkBlock(MachineBasicBlock &MBB, const SyncScoreboard &Entry,
                         SmallVectorImpl<SyncRequest> *Requests) {
  SyncScoreboard SB = Entry;
  SB.enterBlock();
  // Each pipe's first operation in this block and its clock right before it
  // (after its waits): what a set_flag placed there carries.
  std::array<MachineInstr *, NumPipes> FirstOp{};
  std::array<std::array<unsigned, NumPipes>, NumPipes> FirstOpClock{};
  SmallVector<SyncAccess, 4> Accesses;
  bool IsKernel = MBB.getParent()->getFunction().hasFnAttribute("pto.kernel");
  // Event IDs are chosen during the walk: an ID is free over the set/wait
  // lifetime in this block, and (binary flags) every earlier wait of it is
  // known to have run when the new set fires.
  DenseMap<const MachineInstr *, unsigned> Pos;
  unsigned N = 0;
  for (MachineInstr &MI : MBB)
    Pos[&MI] = N++;
  SyncEventAllocator Events(IdsPerKey, syncEventsKeyedBySrc());
  bool DemandsDone = false;
  for (MachineInstr &MI : MBB) {
    if (MI.isTerminator() && !DemandsDone) {
      orderDemands(MBB, SB, Events, Pos, Requests);
      DemandsDone = true;
    }
    if (MI.isReturn() && !IsKernel && SB.hasPendingTileWork()) {
      if (Requests) {
        Requests->push_back(
            {SyncRequest::BarrierAll, 0, 0, nullptr, nullptr, &MI});
        ORE->emit([&]() {
          return MachineOptimizationRemark("pto-sync", "Drain",
                                           MI.getDebugLoc(), &MBB)
                 << "pipe_barrier ALL before the return of a function that "
                    "is not a kernel: pipes may still be busy";
        });
      }
      SB.barrierAll();
      SB.retire();
    }
    if (SB.applySlotMark(MI))
      continue;
    if (MI.isDebugInstr() || isSyncInstr(MI) || !getSyncAccesses(MI, Accesses))
      continue;
    unsigned Q = getSyncPipe(MI);
    bool NeedBarrierAll = false;
    // For every pipe, the latest conflicting access Q is not ordered after.
    std::array<const PendingAccess *, NumPipes> Hits{};
    for (unsigned P = 0; P < NumPipes; ++P) {
      const PendingAccess *Elided = nullptr;
      AliasVerdict ElidedWhy = AliasVerdict::Conflict;
      for (const PendingAccess &A : reverse(SB.Pending[P])) {
        if (SB.isOrdered(A, P, Q))
          continue;
        for (const SyncAccess &C : Accesses) {
          AliasVerdict V = classifyAccessPair(A.Access, C, AA, AOpts,
                                              A.SlotSwaps, A.CrossIteration);
          if (V == AliasVerdict::Conflict) {
            Hits[P] = &A;
            break;
          }
          if (!Elided &&
              (V == AliasVerdict::DisjointWindows ||
               V == AliasVerdict::DifferentSlots ||
               V == AliasVerdict::NoAliasAA ||
               V == AliasVerdict::DisjointRows ||
               V == AliasVerdict::Invariant || V == AliasVerdict::PrivateStack))
            Elided = &A, ElidedWhy = V;
        }
        if (Hits[P])
          break;
      }
      if (Requests && Elided && !Hits[P]) {
        ++NumElided;
        ORE->emit([&]() {
          return MachineOptimizationRemarkAnalysis("pto-sync", "Elided",
                                                   MI.getDebugLoc(), &MBB)
                 << "no wait for pipe " << getPipeName(P) << " before "
                 << TII->getName(MI.getOpcode()) << " on pipe "
                 << getPipeName(Q) << ": " << getVerdictName(ElidedWhy);
        });
      }
    }
    // Transitivity: a wait for pipe R whose set carries R's knowledge that
    // P's hazard already completed covers P too: by R's clock at an in-block
    // producer, or -- for a set anywhere in the block -- because R was
    // ordered at the block entry after every inherited P access in conflict.
    // P's accesses Q is not yet ordered after that conflict with MI.
    auto Unordered = [&](unsigned P) {
      SmallVector<const PendingAccess *, 4> Out;
      for (const PendingAccess &A : SB.Pending[P])
        if (!SB.isOrdered(A, P, Q) && conflictsWith(A, Accesses, AA, AOpts))
          Out.push_back(&A);
      return Out;
    };
    // Before any wait is placed, P's list is the same for every R: one
    // alias query per pending access, not one per (P, R).
    std::array<std::optional<SmallVector<const PendingAccess *, 4>>, NumPipes>
        UnorderedBefore;
    auto CoveredAtEntry = [&](unsigned P, unsigned R) {
      if (!UnorderedBefore[P])
        UnorderedBefore[P] = Unordered(P);
      return all_of(*UnorderedBefore[P], [&](const PendingAccess *A) {
        return A->Seq == 0 && (A->OrderedAtEntry >> R & 1);
      });
    };
    // A pipe whose wait covers another must get its wait: it is not dropped
    // in turn (entry masks are not transitive like clocks) nor skipped below.
    std::array<bool, NumPipes> MustKeep{};
    for (unsigned P = 0; P < NumPipes; ++P) {
      if (!Hits[P] || P == Q || MustKeep[P])
        continue;
      for (unsigned R = 0; R < NumPipes; ++R)
        if (R != P && R != Q && Hits[R] &&
            (Hits[R]->Seq ? Hits[P]->Seq < Hits[R]->Clock[P]
                          : CoveredAtEntry(P, R))) {
          MustKeep[R] = true;
          if (Requests)
            ORE->emit([&]() {
              return MachineOptimizationRemarkAnalysis("pto-sync", "Transitive",
                                                       MI.getDebugLoc(), &MBB)
                     << "no wait for pipe " << getPipeName(P) << " before "
                     << TII->getName(MI.getOpcode()) << ": the wait for pipe "
                     << getPipeName(R) << " already covers it";
            });
          Hits[P] = nullptr;
          break;
        }
    }
    // Cross-pipe waits first, Q's own pipe last: a wait whose set carries
    // Q's earlier operation (Q -> R -> Q) makes the barrier unnecessary.
    for (unsigned I = 0; I < NumPipes; ++I) {
      unsigned P = I == NumPipes - 1 ? Q : (I < Q ? I : I + 1);
      const PendingAccess *Hit = Hits[P];
      if (!Hit)
        continue;
      if (NaiveSync) {
        NeedBarrierAll = true;
        continue;
      }
      // After the waits placed so far: if they ordered Q after every
      // conflicting access of P (inherited accesses are ordered one by one,
      // through what the set pipes were ordered after at the block entry,
      // so not only the latest), nothing more is needed.
      if (!MustKeep[P] && Unordered(P).empty()) {
        if (Requests)
          ORE->emit([&]() {
            return MachineOptimizationRemarkAnalysis("pto-sync", "Transitive",
                                                     MI.getDebugLoc(), &MBB)
                   << "no " << (P == Q ? "pipe_barrier " : "wait for pipe ")
                   << getPipeName(P) << " before "
                   << TII->getName(MI.getOpcode())
                   << ": a wait already orders it after "
                   << TII->getName(Hit->MI->getOpcode());
          });
        continue;
      }
      if (P == Q) {
        if (Requests)
          Requests->push_back(
              {SyncRequest::Barrier, P, Q, nullptr, nullptr, &MI});
        SB.barrier(P);
        if (Requests)
          ORE->emit([&]() {
            return MachineOptimizationRemark("pto-sync", "Barrier",
                                             MI.getDebugLoc(), &MBB)
                   << "pipe_barrier " << getPipeName(P) << " before "
                   << TII->getName(MI.getOpcode()) << ": "
                   << hazardKind(SB, *Hit, Accesses, AA, AOpts) << " with "
                   << TII->getName(Hit->MI->getOpcode()) << " on the same pipe";
          });
        continue;
      }
      // In-block producer: set right after it. Inherited: right before P's
      // first operation in this block, if P has one (a prefetch issued this
      // iteration must not be waited for with the previous one), else
      // adjacent. If no ID is free there, the set moves next to the consumer
      // (coarser: it covers everything P issued); if none is free there
      // either, pipe_barrier ALL.
      if (InheritedHits)
        for (const PendingAccess *A : Unordered(P))
          if (A->Seq == 0)
            InheritedHits->push_back({A->MI, A->Access.MMO, P, Q});
      unsigned Key = Events.key(P, Q);
      MachineInstr *Producer =
          Hit->Seq ? const_cast<MachineInstr *>(Hit->MI) : nullptr;
      std::array<unsigned, NumPipes> Clock =
          Hit->Seq ? Hit->Clock : SB.clockOf(P);
      std::optional<unsigned> Id;
      MachineInstr *Early = nullptr;
      if (Producer)
        Id = Events.allocate(P, Q, Pos[Producer], Pos[&MI], [&](unsigned K) {
          return SB.flagFree(Key, K, P, Clock);
        });
      else if (FirstOp[P] && EarlyInheritedSets) {
        Clock = FirstOpClock[P];
        Id = Events.allocate(P, Q, Pos[FirstOp[P]], Pos[&MI], [&](unsigned K) {
          return SB.flagFree(Key, K, P, Clock);
        });
        if (Id)
          Early = FirstOp[P];
      }
      if (!Id) {
        Producer = nullptr;
        Clock = SB.clockOf(P);
        Id = Events.allocate(P, Q, Pos[&MI], Pos[&MI], [&](unsigned K) {
          return SB.flagFree(Key, K, P, Clock);
        });
      }
      if (!Id) {
        // No ID of P -> Q is known to be consumed: a reverse handshake
        // (Q signals P, right before) orders P after every wait Q has
        // queued, which frees the flag. It is self-sustaining in loops: each
        // of the two flags is proven free by the other's wait.
        unsigned RevKey = Events.key(Q, P);
        std::array<unsigned, NumPipes> QClock = SB.clockOf(Q);
        std::optional<unsigned> Rev =
            Events.allocate(Q, P, Pos[&MI], Pos[&MI], [&](unsigned K) {
              return SB.flagFree(RevKey, K, Q, QClock);
            });
        if (Rev) {
          SB.orderAfter(P, QClock, Q);
          SB.noteWait(RevKey, *Rev, P, SB.NextSeq[P]++);
          Clock = SB.clockOf(P);
          Id = Events.allocate(P, Q, Pos[&MI], Pos[&MI], [&](unsigned K) {
            return SB.flagFree(Key, K, P, Clock);
          });
          if (Id && Requests) {
            Requests->push_back(
                {SyncRequest::SetWait, Q, P, nullptr, nullptr, &MI, *Rev});
            ORE->emit([&]() {
              return MachineOptimizationRemark("pto-sync", "Handshake",
                                               MI.getDebugLoc(), &MBB)
                     << "reverse flag " << getPipeName(Q) << "->"
                     << getPipeName(P) << " before "
                     << TII->getName(MI.getOpcode())
                     << ": the earlier wait of every free " << getPipeName(P)
                     << "->" << getPipeName(Q) << " flag may not have run yet";
            });
          }
        }
      }
      if (!Id) {
        if (Requests) {
          Requests->push_back(
              {SyncRequest::BarrierAll, P, Q, nullptr, nullptr, &MI});
          ORE->emit([&]() {
            return MachineOptimizationRemark("pto-sync", "EventsExhausted",
                                             MI.getDebugLoc(), &MBB)
                   << "no free event ID for " << getPipeName(P) << "->"
                   << getPipeName(Q) << " before "
                   << TII->getName(MI.getOpcode()) << ": pipe_barrier ALL";
          });
        }
        SB.barrierAll();
        continue;
      }
      if (Requests)
        Requests->push_back(
            {SyncRequest::SetWait, P, Q, Producer, Early, &MI, *Id});
      SB.orderAfter(Q, Clock, P);
      // The wait is an operation of Q in its queue.
      SB.noteWait(Key, *Id, Q, SB.NextSeq[Q]++);
      if (Requests)
        ORE->emit([&]() {
          return MachineOptimizationRemark("pto-sync", "Wait", MI.getDebugLoc(),
                                           &MBB)
                 << "wait for pipe " << getPipeName(P) << " before "
                 << TII->getName(MI.getOpcode()) << " on pipe "
                 << getPipeName(Q) << ": "
                 << hazardKind(SB, *Hit, Accesses, AA, AOpts) << " with "
                 << TII->getName(Hit->MI->getOpcode());
        });
    }
    if (NeedBarrierAll) {
      if (Requests)
        Requests->push_back(
            {SyncRequest::BarrierAll, 0, 0, nullptr, nullptr, &MI});
      SB.barrierAll();
    }
    if (!FirstOp[Q]) {
      FirstOp[Q] = &MI;
      FirstOpClock[Q] = SB.clockOf(Q);
    }
    SB.issue(Q, MI, Accesses);
    // Accesses no later operation can conflict with are dropped.
    auto F = Future.find(&MI);
    SB.retire(F == Future.end() ? nullptr : &F->second, AOpts.MFI);
  }
  if (!DemandsDone)
    orderDemands(MBB, SB, Events, Pos, Requests);
  SB.finishBlock();
  return SB;
}

void PTOInsertSync::orderDemands(MachineBasicBlock &MBB, SyncScoreboard &SB,
                                 SyncEventAllocator &Events,
                                 DenseMap<const MachineInstr *, unsigned> &Pos,
                                 SmallVectorImpl<SyncRequest> *Requests) {
  auto It = Demands.find(&MBB);
  if (It == Demands.end())
    return;
  MachineBasicBlock::iterator T = MBB.getFirstTerminator();
  MachineInstr *At = T == MBB.end() ? nullptr : &*T;
  unsigned Here = At ? Pos[At] : unsigned(MBB.size());
  for (const EntryDemand &D : It->second) {
    bool Needed = any_of(SB.Pending[D.P], [&](const PendingAccess &A) {
      return A.MI == D.MI && A.Access.MMO == D.MMO &&
             !SB.isOrdered(A, D.P, D.Q);
    });
    if (!Needed)
      continue; // Also when an earlier demand of the pair covered it.
    unsigned Key = Events.key(D.P, D.Q);
    std::array<unsigned, NumPipes> Clock = SB.clockOf(D.P);
    std::optional<unsigned> Id =
        Events.allocate(D.P, D.Q, Here, Here, [&](unsigned K) {
          return SB.flagFree(Key, K, D.P, Clock);
        });
    if (!Id)
      continue; // The loop header orders it then, as without the demand.
    if (Requests) {
      Requests->push_back(
          {SyncRequest::SetWait, D.P, D.Q, nullptr, nullptr, At, *Id});
      ++NumLoopEntrySyncs;
      ORE->emit([&]() {
        return MachineOptimizationRemark("pto-sync", "LoopEntry",
                                         At ? At->getDebugLoc() : DebugLoc(),
                                         &MBB)
               << "wait for pipe " << getPipeName(D.P) << " on pipe "
               << getPipeName(D.Q) << " before entering the loop: "
               << TII->getName(D.MI->getOpcode())
               << " is then not waited for in every iteration";
      });
    }
    SB.orderAfter(D.Q, Clock, D.P);
    SB.noteWait(Key, *Id, D.Q, SB.NextSeq[D.Q]++);
  }
}

void PTOInsertSync::computeDemands(
    MachineFunction &MF,
    DenseMap<MachineBasicBlock *, SyncScoreboard> &EntryState) {
  MachineDominatorTree MDT(MF);
  MachineLoopInfo MLI(MDT);
  // Exit states of the latches, computed once per block.
  DenseMap<MachineBasicBlock *, SyncScoreboard> ExitState;
  auto ExitOf = [&](MachineBasicBlock *B) -> const SyncScoreboard & {
    auto It = ExitState.find(B);
    if (It == ExitState.end())
      It =
          ExitState.try_emplace(B, walkBlock(*B, EntryState[B], nullptr)).first;
    return It->second;
  };
  // Whether the wait of consumer block X for D may move to the entry of
  // loop L: the blocks entering L lead only into it; D's access was issued
  // before the loop (at L's header: before this iteration, which may be in
  // the loop -- its previous iteration); and every back edge of L already
  // brings it ordered for the consumer pipe (or not at all), so only the
  // first iteration needs the wait.
  auto Qualifies = [&](const EntryDemand &D, MachineBasicBlock &X,
                       MachineLoop *L) {
    MachineBasicBlock *H = L->getHeader();
    if (&X != H && L->contains(D.MI->getParent()))
      return false;
    for (MachineBasicBlock *Pred : H->predecessors()) {
      if (!L->contains(Pred)) {
        if (Pred->succ_size() != 1)
          return false;
        continue;
      }
      if (any_of(ExitOf(Pred).Pending[D.P], [&](const PendingAccess &A) {
            return A.MI == D.MI && A.Access.MMO == D.MMO &&
                   !(A.OrderedAtEntry >> D.Q & 1);
          }))
        return false;
    }
    return true;
  };
  for (MachineBasicBlock &X : MF) {
    if (!MLI.getLoopFor(&X))
      continue;
    SmallVector<EntryDemand, 8> Hits;
    InheritedHits = &Hits;
    walkBlock(X, EntryState[&X], nullptr);
    InheritedHits = nullptr;
    // Each hit's outermost qualifying loop (the entry that runs least).
    SmallVector<MachineLoop *, 8> Best(Hits.size(), nullptr);
    for (unsigned I = 0; I < Hits.size(); ++I)
      for (MachineLoop *L = MLI.getLoopFor(&X); L; L = L->getParentLoop()) {
        if (!Qualifies(Hits[I], X, L))
          break;
        Best[I] = L;
      }
    // A pipe pair moves only if all its hits in X can: else X waits anyway
    // and a wait before the loop would be one more.
    for (unsigned I = 0; I < Hits.size(); ++I) {
      const EntryDemand &D = Hits[I];
      bool AllMove = true;
      for (unsigned J = 0; J < Hits.size(); ++J)
        if (Hits[J].P == D.P && Hits[J].Q == D.Q && !Best[J])
          AllMove = false;
      if (!AllMove)
        continue;
      for (MachineBasicBlock *E : Best[I]->getHeader()->predecessors()) {
        if (Best[I]->contains(E))
          continue;
        auto &List = Demands[E];
        if (none_of(List, [&](const EntryDemand &Y) {
              return Y.MI == D.MI && Y.MMO == D.MMO && Y.P == D.P && Y.Q == D.Q;
            }))
          List.push_back(D);
      }
    }
  }
}

void PTOInsertSync::insert(MachineBasicBlock &MBB,
                           ArrayRef<SyncRequest> Requests) {
  for (const SyncRequest &R : Requests) {
    MachineInstr *C = R.Consumer;
    switch (R.K) {
    case SyncRequest::Barrier:
      BuildMI(MBB, C, C->getDebugLoc(), TII->get(PTO::PIPE_BARRIER))
          .addImm(R.SrcPipe);
      ++NumBarriers;
      continue;
    case SyncRequest::BarrierAll:
      BuildMI(MBB, C, C->getDebugLoc(), TII->get(PTO::PIPE_BARRIER))
          .addImm(PIPE_ALL);
      ++NumBarrierAll;
      continue;
    case SyncRequest::SetWait:
      break;
    }
    // A null consumer: at the end of a block without terminators.
    MachineBasicBlock::iterator At = C ? C->getIterator() : MBB.end();
    DebugLoc DL = C ? C->getDebugLoc() : DebugLoc();
    MachineBasicBlock::iterator SetAt = At;
    DebugLoc SetDL = DL;
    if (R.BeforeFirstOp) {
      SetAt = R.BeforeFirstOp->getIterator();
    } else if (R.Producer) {
      SetAt = std::next(R.Producer->getIterator());
      SetDL = R.Producer->getDebugLoc();
    }
    BuildMI(MBB, SetAt, SetDL, TII->get(PTO::SET_FLAG))
        .addImm(R.SrcPipe)
        .addImm(R.DstPipe)
        .addImm(R.Id);
    BuildMI(MBB, At, DL, TII->get(PTO::WAIT_FLAG))
        .addImm(R.SrcPipe)
        .addImm(R.DstPipe)
        .addImm(R.Id);
    ++NumSetWait;
  }
}

bool PTOInsertSync::runOnMachineFunction(MachineFunction &MF) {
  AA = &getAnalysis<AAResultsWrapperPass>().getAAResults();
  ORE = &getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
  const auto &ST = MF.getSubtarget<PTOSubtarget>();
  TII = ST.getInstrInfo();
  AOpts.Blind = AliasBlind;
  AOpts.MFI = &MF.getFrameInfo();
  AOpts.TrustSameIteration = UnsoundSameIteration;
  AOpts.UnsoundRows = UnsoundRows;
  DenseMap<const void *, bool> CycleCache;
  AOpts.CycleCache = &CycleCache;
  // Exact footprints of the global-memory accesses, before anything is
  // inserted (the reaching definitions number the original instructions).
  DenseMap<const MachineMemOperand *, StridedFootprint> Footprints;
  collectGMFootprints(MF, getAnalysis<ReachingDefInfoWrapperPass>().getRDI(),
                      Footprints);
  AOpts.Footprints = &Footprints;
  AOpts.DL = &MF.getDataLayout();
  computeSyncFuture(MF, Future);
  IdsPerKey = EventIdLimit ? unsigned(EventIdLimit) : ST.getEventIdsPerPair();

  // Fixed point: accesses that may be pending at each block's entry. Then
  // hazards of loop headers against accesses from before the loop move to
  // the blocks entering the loop, and the fixed point is redone with them.
  Demands.clear();
  auto Walk = [&](MachineBasicBlock &MBB, const SyncScoreboard &Entry) {
    return walkBlock(MBB, Entry, nullptr);
  };
  auto EntryState = computeSyncEntryStates(MF, Walk);
  if (!NaiveSync && LoopEntrySyncs) {
    computeDemands(MF, EntryState);
    if (!Demands.empty())
      EntryState = computeSyncEntryStates(MF, Walk);
  }
  ReversePostOrderTraversal<MachineFunction *> RPOT(&MF);

  // Insert, block by block, from the converged entry states.
  bool Modified = false;
  for (MachineBasicBlock *MBB : RPOT) {
    SmallVector<SyncRequest, 16> Requests;
    walkBlock(*MBB, EntryState[MBB], &Requests);
    insert(*MBB, Requests);
    Modified |= !Requests.empty();
  }
  AOpts.CycleCache = nullptr;
  AOpts.Footprints = nullptr;
  return Modified;
}

FunctionPass *llvm::createPTOInsertSyncPass() { return new PTOInsertSync(); }
