//===-- PTOSyncScoreboard.cpp - Pending pipe accesses ---------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Sync/PTOSyncScoreboard.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/PseudoSourceValue.h"

using namespace llvm;
using namespace llvm::PTO;

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
    Out.push_back({nullptr, MI.mayStore() || MI.isCall()});
    return true;
  }
  for (const MachineMemOperand *MMO : MI.memoperands())
    Out.push_back({MMO, MMO->isStore()});
  return true;
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
  case AliasVerdict::NoAliasAA:
    return "alias analysis proved no alias";
  case AliasVerdict::Invariant:
    return "load is never clobbered";
  }
  return "?";
}

/// Level 3: two global-memory operands, as MachineInstr::mayAlias compares
/// them (same value: offsets; otherwise AAResults on the IR locations).
static bool gmMayAlias(const MachineMemOperand &A, const MachineMemOperand &B,
                       AAResults *AA, bool UseTBAA) {
  const Value *VA = A.getValue(), *VB = B.getValue();
  LocationSize SA = A.getSize(), SB = B.getSize();
  int64_t OA = A.getOffset(), OB = B.getOffset();
  if (VA && VA == VB) {
    if (!SA.hasValue() || !SB.hasValue() || SA.isScalable() ||
        SB.isScalable())
      return true;
    int64_t EA = OA + int64_t(SA.getValue().getKnownMinValue());
    int64_t EB = OB + int64_t(SB.getValue().getKnownMinValue());
    return OA < EB && OB < EA;
  }
  if (!VA || !VB || !AA)
    return true;
  int64_t Min = std::min(OA, OB);
  auto Extent = [&](LocationSize S, int64_t O) {
    return S.hasValue() && !S.isScalable()
               ? LocationSize::precise(S.getValue().getKnownMinValue() + O -
                                       Min)
               : LocationSize::beforeOrAfterPointer();
  };
  return !AA->isNoAlias(
      MemoryLocation(VA, Extent(SA, OA), UseTBAA ? A.getAAInfo() : AAMDNodes()),
      MemoryLocation(VB, Extent(SB, OB),
                     UseTBAA ? B.getAAInfo() : AAMDNodes()));
}

AliasVerdict PTO::classifyAccessPair(const SyncAccess &A, const SyncAccess &B,
                                     AAResults *AA, const AliasOptions &Opts) {
  if (!A.IsWrite && !B.IsWrite)
    return AliasVerdict::BothReads;
  if (!A.MMO || !B.MMO)
    return AliasVerdict::Conflict;
  unsigned ASA = A.MMO->getAddrSpace(), ASB = B.MMO->getAddrSpace();
  // Level 1. Generic (0) may alias global (1); distinct memories never do.
  auto Family = [](unsigned AS) { return AS <= AS_GM ? AS_GM : AS; };
  if (Family(ASA) != Family(ASB))
    return AliasVerdict::DifferentMemory;
  if (Opts.Blind)
    return AliasVerdict::Conflict;
  // A load nothing can clobber needs no order against any store.
  if ((!A.IsWrite && A.MMO->isInvariant()) ||
      (!B.IsWrite && B.MMO->isInvariant()))
    return AliasVerdict::Invariant;
  // Level 2: on-chip windows.
  if (isOnChipAddrSpace(ASA)) {
    LocationSize SA = A.MMO->getSize(), SB = B.MMO->getSize();
    if (!SA.hasValue() || !SB.hasValue() || A.MMO->getValue() ||
        B.MMO->getValue())
      return AliasVerdict::Conflict;
    int64_t OA = A.MMO->getPointerInfo().Offset,
            OB = B.MMO->getPointerInfo().Offset;
    int64_t EA = OA + int64_t(SA.getValue().getKnownMinValue());
    int64_t EB = OB + int64_t(SB.getValue().getKnownMinValue());
    return (OA < EB && OB < EA) ? AliasVerdict::Conflict
                                : AliasVerdict::DisjointWindows;
  }
  // Level 3: global (and generic) memory.
  return gmMayAlias(*A.MMO, *B.MMO, AA, Opts.UseTBAA) ? AliasVerdict::Conflict
                                                       : AliasVerdict::NoAliasAA;
}

void SyncScoreboard::enterBlock() {
  for (auto &Row : Ordered)
    Row.fill(0);
  for (auto &Queue : Pending)
    for (PendingAccess &PA : Queue)
      PA.Seq = 0;
  NextSeq.fill(1);
}

bool SyncScoreboard::mergePending(const SyncScoreboard &Pred) {
  bool Changed = false;
  for (unsigned P = 0; P < NumPipes; ++P)
    for (const PendingAccess &PA : Pred.Pending[P]) {
      bool Have = any_of(Pending[P], [&](const PendingAccess &Q) {
        return Q.MI == PA.MI && Q.Access.MMO == PA.Access.MMO &&
               Q.Access.IsWrite == PA.Access.IsWrite;
      });
      if (!Have) {
        Pending[P].push_back({PA.MI, PA.Access, 0, {}});
        Changed = true;
      }
    }
  return Changed;
}

unsigned SyncScoreboard::issue(unsigned Pipe, const MachineInstr &MI,
                               ArrayRef<SyncAccess> Accesses) {
  unsigned Seq = NextSeq[Pipe]++;
  std::array<unsigned, NumPipes> Clock = clockOf(Pipe);
  for (const SyncAccess &A : Accesses)
    Pending[Pipe].push_back({&MI, A, Seq, Clock});
  return Seq;
}

std::array<unsigned, NumPipes> SyncScoreboard::clockOf(unsigned P) const {
  std::array<unsigned, NumPipes> Clock;
  for (unsigned R = 0; R < NumPipes; ++R)
    Clock[R] = Ordered[R][P];
  // Everything P issued so far completes before a set_flag it issues now.
  Clock[P] = NextSeq[P];
  return Clock;
}

void SyncScoreboard::orderAfter(unsigned Q,
                                const std::array<unsigned, NumPipes> &Clock) {
  for (unsigned R = 0; R < NumPipes; ++R)
    Ordered[R][Q] = std::max(Ordered[R][Q], Clock[R]);
}

void SyncScoreboard::barrierAll() {
  for (unsigned P = 0; P < NumPipes; ++P)
    for (unsigned Q = 0; Q < NumPipes; ++Q)
      Ordered[P][Q] = std::max(Ordered[P][Q], NextSeq[P]);
}

void SyncScoreboard::retire() {
  for (unsigned P = 0; P < NumPipes; ++P)
    llvm::erase_if(Pending[P], [&](const PendingAccess &A) {
      for (unsigned Q = 0; Q < NumPipes; ++Q)
        if (!isOrdered(A, P, Q))
          return false;
      return true;
    });
}
