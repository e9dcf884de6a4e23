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
// predecessor gets `set_flag` and `wait_flag` together right before the
// consumer (the set then covers everything that pipe issued, on every
// path), so every path balances its flags, zero-trip loops included.
//
// What every incoming path already ordered after an inherited access
// survives the join (OrderedAtEntry, an intersection over predecessors);
// transitive knowledge through inherited accesses does not.
//
// Event IDs (8 per pipe pair on a3, from the machine facts) are allocated
// by lifetime (set to wait), requests in order of their set position
// (SyncEventAllocator). When a pair runs out, the hazard falls back to an
// adjacent set/wait before the consumer, and when even that finds no free
// ID, to `pipe_barrier ALL`. -pto-sync-event-key=src keys IDs by the
// setting pipe alone (PTOAS #823).
//
// A function that is not a kernel returns with its pipes drained
// (`pipe_barrier ALL` before the return when anything may be pending), so a
// caller, which orders everything before a call, needs no knowledge of the
// callee.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "PTOInstrInfo.h"
#include "PTOSubtarget.h"
#include "Sync/PTOSyncScoreboard.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-insert-sync"

STATISTIC(NumSetWait, "Number of set_flag/wait_flag pairs inserted");
STATISTIC(NumBarriers, "Number of pipe_barrier inserted");
STATISTIC(NumBarrierAll, "Number of pipe_barrier ALL fallbacks");
STATISTIC(NumElided, "Number of hazards elided by alias analysis");

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

namespace {

/// One synchronization the walk decided on.
struct SyncRequest {
  enum Kind { SetWait, Barrier, BarrierAll } K = SetWait;
  unsigned SrcPipe = 0, DstPipe = 0;
  MachineInstr *Producer = nullptr; ///< Set goes after it; null: adjacent.
  MachineInstr *Consumer = nullptr; ///< Wait/barrier goes before it.
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
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  AAResults *AA = nullptr;
  MachineOptimizationRemarkEmitter *ORE = nullptr;
  const PTOInstrInfo *TII = nullptr;
  AliasOptions AOpts;

  /// Walks \p MBB from \p Entry; appends requests when \p Requests is set.
  SyncScoreboard walkBlock(MachineBasicBlock &MBB, const SyncScoreboard &Entry,
                           SmallVectorImpl<SyncRequest> *Requests);
  void insert(MachineBasicBlock &MBB, ArrayRef<SyncRequest> Requests,
              unsigned IdsPerKey);
};

} // namespace

char PTOInsertSync::ID = 0;

INITIALIZE_PASS_BEGIN(PTOInsertSync, DEBUG_TYPE,
                      "PTO insert pipe synchronization", false, false)
INITIALIZE_PASS_DEPENDENCY(AAResultsWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineOptimizationRemarkEmitterPass)
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
        if (classifyAccessPair(P.Access, C, AA, Opts) != AliasVerdict::Conflict)
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
  SmallVector<SyncAccess, 4> Accesses;
  bool IsKernel = MBB.getParent()->getFunction().hasFnAttribute("pto.kernel");
  for (MachineInstr &MI : MBB) {
    if (MI.isReturn() && !IsKernel && SB.hasPendingTileWork()) {
      if (Requests) {
        Requests->push_back({SyncRequest::BarrierAll, 0, 0, nullptr, &MI});
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
          AliasVerdict V = classifyAccessPair(A.Access, C, AA, AOpts);
          if (V == AliasVerdict::Conflict) {
            Hits[P] = &A;
            break;
          }
          if (!Elided &&
              (V == AliasVerdict::DisjointWindows ||
               V == AliasVerdict::NoAliasAA || V == AliasVerdict::Invariant ||
               V == AliasVerdict::PrivateStack))
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
    // P's hazard already completed covers P too.
    for (unsigned P = 0; P < NumPipes; ++P) {
      if (!Hits[P] || P == Q)
        continue;
      for (unsigned R = 0; R < NumPipes; ++R)
        if (R != P && R != Q && Hits[R] && Hits[R]->Seq &&
            Hits[P]->Seq < Hits[R]->Clock[P]) {
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
      if (P == Q && SB.isOrdered(*Hit, P, Q)) {
        if (Requests)
          ORE->emit([&]() {
            return MachineOptimizationRemarkAnalysis("pto-sync", "Transitive",
                                                     MI.getDebugLoc(), &MBB)
                   << "no pipe_barrier " << getPipeName(P) << " before "
                   << TII->getName(MI.getOpcode())
                   << ": a wait already orders it after "
                   << TII->getName(Hit->MI->getOpcode());
          });
        continue;
      }
      if (P == Q) {
        if (Requests)
          Requests->push_back({SyncRequest::Barrier, P, Q, nullptr, &MI});
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
      // In-block producer: set right after it; inherited: adjacent.
      MachineInstr *Producer =
          Hit->Seq ? const_cast<MachineInstr *>(Hit->MI) : nullptr;
      std::array<unsigned, NumPipes> Clock =
          Hit->Seq ? Hit->Clock : SB.clockOf(P);
      if (Requests)
        Requests->push_back({SyncRequest::SetWait, P, Q, Producer, &MI});
      SB.orderAfter(Q, Clock);
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
        Requests->push_back({SyncRequest::BarrierAll, 0, 0, nullptr, &MI});
      SB.barrierAll();
    }
    SB.issue(Q, MI, Accesses);
    SB.retire();
  }
  SB.finishBlock();
  return SB;
}

void PTOInsertSync::insert(MachineBasicBlock &MBB,
                           ArrayRef<SyncRequest> Requests, unsigned IdsPerKey) {
  // Program positions, to allocate event IDs by lifetime.
  DenseMap<const MachineInstr *, unsigned> Pos;
  unsigned N = 0;
  for (MachineInstr &MI : MBB)
    Pos[&MI] = N++;

  // Allocate in order of the set positions (optimal for intervals), then
  // insert in request order.
  SyncEventAllocator Events(IdsPerKey, syncEventsKeyedBySrc());
  SmallVector<unsigned, 16> Order;
  for (unsigned I = 0, E = Requests.size(); I != E; ++I)
    if (Requests[I].K == SyncRequest::SetWait)
      Order.push_back(I);
  auto Start = [&](unsigned I) {
    const SyncRequest &R = Requests[I];
    return R.Producer ? Pos[R.Producer] : Pos[R.Consumer];
  };
  llvm::sort(Order, [&](unsigned A, unsigned B) {
    return std::make_pair(Start(A), A) < std::make_pair(Start(B), B);
  });
  // Per request: the event ID and whether the set stays after the producer.
  SmallVector<std::optional<unsigned>, 16> Ids(Requests.size());
  SmallVector<bool, 16> Adjacent(Requests.size(), false);
  for (unsigned I : Order) {
    const SyncRequest &R = Requests[I];
    unsigned To = Pos[R.Consumer];
    if (R.Producer)
      Ids[I] = Events.allocate(R.SrcPipe, R.DstPipe, Pos[R.Producer], To);
    if (!Ids[I]) {
      // Coarser: set right before the consumer (it waits for everything the
      // producer pipe issued so far).
      Adjacent[I] = true;
      Ids[I] = Events.allocate(R.SrcPipe, R.DstPipe, To, To);
    }
  }

  for (unsigned I = 0, E = Requests.size(); I != E; ++I) {
    const SyncRequest &R = Requests[I];
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
    if (!Ids[I]) {
      ORE->emit([&]() {
        return MachineOptimizationRemark("pto-sync", "EventsExhausted",
                                         C->getDebugLoc(), &MBB)
               << "no free event ID for " << getPipeName(R.SrcPipe) << "->"
               << getPipeName(R.DstPipe) << " before "
               << TII->getName(C->getOpcode()) << ": pipe_barrier ALL";
      });
      BuildMI(MBB, C, C->getDebugLoc(), TII->get(PTO::PIPE_BARRIER))
          .addImm(PIPE_ALL);
      ++NumBarrierAll;
      continue;
    }
    if (!Adjacent[I])
      BuildMI(MBB, std::next(R.Producer->getIterator()),
              R.Producer->getDebugLoc(), TII->get(PTO::SET_FLAG))
          .addImm(R.SrcPipe)
          .addImm(R.DstPipe)
          .addImm(*Ids[I]);
    else
      BuildMI(MBB, C, C->getDebugLoc(), TII->get(PTO::SET_FLAG))
          .addImm(R.SrcPipe)
          .addImm(R.DstPipe)
          .addImm(*Ids[I]);
    BuildMI(MBB, C, C->getDebugLoc(), TII->get(PTO::WAIT_FLAG))
        .addImm(R.SrcPipe)
        .addImm(R.DstPipe)
        .addImm(*Ids[I]);
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
  unsigned IdsPerKey =
      EventIdLimit ? unsigned(EventIdLimit) : ST.getEventIdsPerPair();

  // Fixed point: accesses that may be pending at each block's entry.
  auto EntryState = computeSyncEntryStates(
      MF, [&](MachineBasicBlock &MBB, const SyncScoreboard &Entry) {
        return walkBlock(MBB, Entry, nullptr);
      });
  ReversePostOrderTraversal<MachineFunction *> RPOT(&MF);

  // Insert, block by block, from the converged entry states.
  bool Modified = false;
  for (MachineBasicBlock *MBB : RPOT) {
    SmallVector<SyncRequest, 16> Requests;
    walkBlock(*MBB, EntryState[MBB], &Requests);
    insert(*MBB, Requests, IdsPerKey);
    Modified |= !Requests.empty();
  }
  return Modified;
}

FunctionPass *llvm::createPTOInsertSyncPass() { return new PTOInsertSync(); }
