//===-- PTOVerifySync.cpp - Check pipe synchronization --------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-verify-sync: an independent checker of the synchronization in the
// code, whoever inserted it. It interprets the set_flag / wait_flag /
// pipe_barrier instructions that are there (not the inserter's decisions)
// and proves that every pair of conflicting accesses on every path --
// across blocks and back edges, with accesses inherited from predecessors
// -- is ordered by a set/wait chain or a barrier, and that flags balance:
// no wait without a set, no set twice before its wait, no flag left set at
// the end of a block, and a function that is not a kernel returns with its
// pipes drained. Each violation is an error naming both instructions. With
// -pto-sync-event-key=src a flag is (set pipe, ID): a second set for another
// destination while it is set is the PTOAS #823 deadlock.
// Runs after pto-insert-sync (disable with -pto-enable-verify-sync=false) and
// alone with -run-pass=pto-verify-sync.
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "PTOInstrInfo.h"
#include "PTOSubtarget.h"
#include "Sync/PTOSyncScoreboard.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-verify-sync"

STATISTIC(NumSyncErrors, "Number of synchronization errors found");

namespace {
class PTOVerifySync : public MachineFunctionPass {
public:
  static char ID;
  PTOVerifySync() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "PTO verify pipe synchronization";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<AAResultsWrapperPass>();
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  AAResults *AA = nullptr;
  const PTOInstrInfo *TII = nullptr;
  MachineFunction *MF = nullptr;
  bool Report = false;

  SyncScoreboard check(MachineBasicBlock &MBB, const SyncScoreboard &Entry);
  void fail(const MachineInstr &MI, const Twine &Msg);
  std::string text(const MachineInstr &MI) const;
};
} // namespace

char PTOVerifySync::ID = 0;

INITIALIZE_PASS_BEGIN(PTOVerifySync, DEBUG_TYPE,
                      "PTO verify pipe synchronization", false, false)
INITIALIZE_PASS_DEPENDENCY(AAResultsWrapperPass)
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
  if (!Report)
    return;
  ++NumSyncErrors;
  MF->getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
      MF->getFunction(), "sync verification: " + Msg, MI.getDebugLoc()));
}

SyncScoreboard PTOVerifySync::check(MachineBasicBlock &MBB,
                                    const SyncScoreboard &Entry) {
  SyncScoreboard SB = Entry;
  SB.enterBlock();
  // Flags currently set: (src, dst or none, id) -> the set and the clock
  // it carries.
  struct SetFlag {
    const MachineInstr *MI;
    unsigned Dst;
    std::array<unsigned, NumPipes> Clock;
  };
  std::map<std::tuple<unsigned, unsigned, unsigned>, SetFlag> Flags;
  bool BySrc = syncEventsKeyedBySrc();
  AliasOptions AOpts;
  AOpts.MFI = &MF->getFrameInfo();
  SmallVector<SyncAccess, 4> Accesses;
  bool IsKernel = MF->getFunction().hasFnAttribute("pto.kernel");
  for (MachineInstr &MI : MBB) {
    unsigned Opc = MI.getOpcode();
    if (Opc == PTO::SET_FLAG || Opc == PTO::WAIT_FLAG) {
      unsigned P = MI.getOperand(0).getImm(), Q = MI.getOperand(1).getImm();
      auto Key = std::make_tuple(P, BySrc ? NumPipes : Q,
                                 unsigned(MI.getOperand(2).getImm()));
      // The flag's key as the inserter numbers it (pair, or set pipe).
      unsigned FlagKey = BySrc ? P : P * NumPipes + Q;
      unsigned Id = MI.getOperand(2).getImm();
      if (Opc == PTO::SET_FLAG) {
        // Binary flags: the previous wait of this flag must have run.
        if (!SB.flagFree(FlagKey, Id, P, SB.clockOf(P)))
          fail(MI,
               "'" + text(MI) +
                   "' may fire before the previous "
                   "wait_flag of the same flag has run (a binary flag would "
                   "lose this set)");
        if (auto It = Flags.find(Key); It != Flags.end())
          fail(MI, "'" + text(MI) + "' sets a flag that is already set" +
                       (It->second.Dst != Q ? " by '" + text(*It->second.MI) +
                                                  "' for another pipe "
                                                  "(PTOAS #823)"
                                            : std::string()));
        Flags[Key] = {&MI, Q, SB.clockOf(P)};
      } else {
        auto It = Flags.find(Key);
        if (It == Flags.end()) {
          fail(MI, "'" + text(MI) + "' waits for a flag no set_flag set");
          continue;
        }
        if (It->second.Dst != Q) {
          fail(MI, "'" + text(MI) + "' waits for the flag '" +
                       text(*It->second.MI) + "' set for another pipe");
          continue;
        }
        SB.orderAfter(Q, It->second.Clock, P);
        Flags.erase(It);
        // The wait is an operation of Q's queue.
        SB.noteWait(FlagKey, Id, Q, SB.NextSeq[Q]++);
      }
      continue;
    }
    if (MI.isReturn() && !IsKernel)
      for (unsigned P = 0; P < NumPipes; ++P)
        if (P != PIPE_S && !SB.Pending[P].empty()) {
          fail(MI, "'" + text(MI) + "' returns while '" +
                       text(*SB.Pending[P].front().MI) + "' on pipe " +
                       getPipeName(P) +
                       " may still run (a function that is not a kernel "
                       "returns with its pipes drained)");
          break;
        }
    if (Opc == PTO::PIPE_BARRIER) {
      unsigned P = MI.getOperand(0).getImm();
      if (P == PIPE_ALL)
        SB.barrierAll();
      else
        SB.barrier(P);
      continue;
    }
    if (SB.applySlotMark(MI))
      continue;
    if (MI.isDebugInstr() || !getSyncAccesses(MI, Accesses))
      continue;
    unsigned Q = getSyncPipe(MI);
    for (unsigned P = 0; P < NumPipes; ++P)
      for (const PendingAccess &A : SB.Pending[P]) {
        if (SB.isOrdered(A, P, Q))
          continue;
        if (!conflictsWith(A, Accesses, AA, AOpts))
          continue;
        fail(MI, "'" + text(MI) + "' on pipe " + getPipeName(Q) +
                     " is not ordered after '" + text(*A.MI) + "' on pipe " +
                     getPipeName(P) + (A.Seq ? "" : " (from a predecessor)") +
                     ", which accesses the same memory");
        break;
      }
    SB.issue(Q, MI, Accesses);
    SB.retire();
  }
  for (auto &[Key, Set] : Flags)
    fail(*Set.MI, "'" + text(*Set.MI) +
                      "' is still set at the end of its block (no "
                      "matching wait_flag)");
  SB.finishBlock();
  return SB;
}

bool PTOVerifySync::runOnMachineFunction(MachineFunction &Fn) {
  MF = &Fn;
  AA = &getAnalysis<AAResultsWrapperPass>().getAAResults();
  TII = MF->getSubtarget<PTOSubtarget>().getInstrInfo();

  // Pending accesses at block entries (fixed point), then one reporting walk.
  Report = false;
  auto EntryState = computeSyncEntryStates(
      *MF, [&](MachineBasicBlock &MBB, const SyncScoreboard &Entry) {
        return check(MBB, Entry);
      });
  ReversePostOrderTraversal<MachineFunction *> RPOT(MF);
  Report = true;
  for (MachineBasicBlock *MBB : RPOT)
    check(*MBB, EntryState[MBB]);
  return false;
}

FunctionPass *llvm::createPTOVerifySyncPass() { return new PTOVerifySync(); }
