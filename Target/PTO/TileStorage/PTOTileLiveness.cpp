//===-- PTOTileLiveness.cpp - Lifetimes of tile registers -----------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "TileStorage/PTOTileLiveness.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTODebug.h"
#include "PTORegisterInfo.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "pto-tile-liveness"
using namespace llvm::PTO;

bool PTO::isTileRegister(Register Reg, const MachineFunction &MF) {
  return Reg.isVirtual() &&
         isTileRegClass(MF.getRegInfo().getRegClassOrNull(Reg));
}

std::optional<unsigned> PTO::getTileMemory(Register Reg,
                                           const MachineFunction &MF) {
  if (!Reg.isVirtual())
    return std::nullopt;
  return getTileClassMemory(MF.getRegInfo().getRegClassOrNull(Reg));
}

void PTO::addInterval(IntervalSet &Set, unsigned Start, unsigned End) {
  if (Start >= End)
    return;
  // The set is sorted and no two of its intervals touch. The first interval
  // that ends at or after Start is the first one [Start, End) can merge with.
  auto I =
      llvm::partition_point(Set, [&](const std::pair<unsigned, unsigned> &P) {
        return P.second < Start;
      });
  if (I == Set.end() || I->first > End) {
    Set.insert(I, {Start, End});
    return;
  }
  // Merge every interval that overlaps or touches [Start, End).
  auto J = I;
  unsigned NewEnd = End;
  while (J != Set.end() && J->first <= End) {
    NewEnd = std::max(NewEnd, J->second);
    ++J;
  }
  I->first = std::min(I->first, Start);
  I->second = NewEnd;
  Set.erase(std::next(I), J);
}

bool PTO::intervalsOverlap(const IntervalSet &A, const IntervalSet &B) {
  size_t I = 0, J = 0;
  while (I < A.size() && J < B.size()) {
    if (A[I].second <= B[J].first)
      ++I;
    else if (B[J].second <= A[I].first)
      ++J;
    else
      return true;
  }
  return false;
}

bool TileLiveness::isLiveOut(Register Reg, const MachineBasicBlock &MBB) const {
  auto It = LiveOutSets.find(&MBB);
  return It != LiveOutSets.end() && It->second.count(Reg);
}

bool TileLiveness::isLiveIn(Register Reg, const MachineBasicBlock &MBB) const {
  auto It = LiveInSets.find(&MBB);
  return It != LiveInSets.end() && It->second.count(Reg);
}

bool TileLiveness::isLastUse(const MachineInstr &MI, Register Reg) const {
  const MachineBasicBlock &MBB = *MI.getParent();
  if (isLiveOut(Reg, MBB))
    return false;
  auto It = Index.find(&MI);
  if (It == Index.end() || !isTileRegister(Reg, *MBB.getParent()))
    return isLastUseInBlock(MI, Reg);
  // The last non-debug reader of the register in the block.
  auto Last = LastReader.find({&MBB, Reg});
  return Last == LastReader.end() || Last->second <= It->second;
}

bool TileLiveness::isLastUseInBlock(const MachineInstr &MI,
                                    Register Reg) const {
  const MachineBasicBlock &MBB = *MI.getParent();
  if (isLiveOut(Reg, MBB))
    return false;
  for (MachineBasicBlock::const_iterator I = std::next(MI.getIterator()),
                                         E = MBB.end();
       I != E; ++I)
    if (!I->isDebugInstr() && I->readsRegister(Reg, nullptr))
      return false;
  return true;
}

const IntervalSet &TileLiveness::get(Register Reg) const {
  static const IntervalSet Empty;
  auto It = Live.find(Reg);
  return It == Live.end() ? Empty : It->second;
}

void TileLiveness::compute(const MachineFunction &MF,
                           const MachineLoopInfo *MLI) {
  Live.clear();
  Index.clear();
  BlockRange.clear();
  LiveInSets.clear();
  LiveOutSets.clear();
  LastReader.clear();

  // Linear numbering in layout order; the last reader of every tile
  // register in every block (isLastUse).
  unsigned N = 0;
  for (const MachineBasicBlock &MBB : MF) {
    unsigned Start = N;
    for (const MachineInstr &MI : MBB) {
      if (!MI.isDebugInstr())
        for (const MachineOperand &MO : MI.operands())
          if (MO.isReg() && MO.isUse() && isTileRegister(MO.getReg(), MF))
            LastReader[{&MBB, MO.getReg()}] = N;
      Index[&MI] = N++;
    }
    BlockRange[&MBB] = {Start, N};
  }
  NumPoints = 2 * N + 1;

  // Per block: upward-exposed non-PHI uses, defs, and PHI uses per edge.
  DenseMap<const MachineBasicBlock *, DenseSet<Register>> UEUses, Defs, LiveIn,
      LiveOut;
  for (const MachineBasicBlock &MBB : MF) {
    auto &U = UEUses[&MBB];
    auto &D = Defs[&MBB];
    for (const MachineInstr &MI : MBB) {
      if (!MI.isPHI())
        for (const MachineOperand &MO : MI.uses())
          if (MO.isReg() && isTileRegister(MO.getReg(), MF) &&
              !D.count(MO.getReg()))
            U.insert(MO.getReg());
      for (const MachineOperand &MO : MI.defs())
        if (MO.isReg() && isTileRegister(MO.getReg(), MF))
          D.insert(MO.getReg());
    }
  }

  // Backward dataflow to a fixed point.
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (const MachineBasicBlock *MBB : post_order(&MF)) {
      DenseSet<Register> Out;
      for (const MachineBasicBlock *Succ : MBB->successors()) {
        for (Register R : LiveIn[Succ])
          Out.insert(R);
        for (const MachineInstr &Phi : Succ->phis()) {
          Out.erase(Phi.getOperand(0).getReg());
          for (unsigned I = 1, E = Phi.getNumOperands(); I < E; I += 2)
            if (Phi.getOperand(I + 1).getMBB() == MBB &&
                isTileRegister(Phi.getOperand(I).getReg(), MF))
              Out.insert(Phi.getOperand(I).getReg());
        }
      }
      // PHI results are defined at Succ's entry, not live out of MBB, unless
      // they feed a PHI of Succ themselves (handled above).
      DenseSet<Register> In = UEUses[MBB];
      for (Register R : Out)
        if (!Defs[MBB].count(R))
          In.insert(R);
      if (Out != LiveOut[MBB] || In != LiveIn[MBB]) {
        LiveOut[MBB] = std::move(Out);
        LiveIn[MBB] = std::move(In);
        Changed = true;
      }
    }
  }

  // Intervals, block by block.
  for (const MachineBasicBlock &MBB : MF) {
    auto [Start, End] = BlockRange[&MBB];
    DenseMap<Register, unsigned> OpenFrom;
    for (Register R : LiveIn[&MBB])
      OpenFrom[R] = 2 * Start;
    DenseMap<Register, unsigned> LastRead;
    for (const MachineInstr &MI : MBB) {
      unsigned I = Index[&MI];
      // An instruction reads its tile inputs while it writes its result:
      // the inputs stay live through the def point, so nothing is placed on
      // their bytes -- except the input whose storage the result reuses by
      // contract (OutputReusesInput), which dies at the read point.
      const PTOTileOpInfo *Op = getTileOpInfo(MI.getOpcode());
      unsigned ReuseIdx = Op && Op->reusesInput()
                              ? MI.getNumExplicitDefs() + Op->OutputReusesInput
                              : ~0u;
      bool WritesTile = MI.getNumExplicitDefs() &&
                        isTileRegister(MI.getOperand(0).getReg(), MF);
      if (!MI.isPHI())
        for (const MachineOperand &MO : MI.uses())
          if (MO.isReg() && isTileRegister(MO.getReg(), MF))
            LastRead[MO.getReg()] =
                WritesTile && MI.getOperandNo(&MO) != ReuseIdx ? 2 * I + 2
                                                               : 2 * I + 1;
      for (const MachineOperand &MO : MI.defs())
        if (MO.isReg() && isTileRegister(MO.getReg(), MF)) {
          OpenFrom[MO.getReg()] = MI.isPHI() ? 2 * Start : 2 * I + 1;
          LastRead.erase(MO.getReg());
        }
    }
    for (auto [R, From] : OpenFrom) {
      unsigned To;
      if (LiveOut[&MBB].count(R))
        To = 2 * End;
      else if (auto It = LastRead.find(R); It != LastRead.end())
        To = It->second;
      else
        To = From + 1; // Dead definition: it still writes its storage.
      // Exactly [From, To): a value only passing through an empty block
      // adds nothing there, so it does not overlap the next block's PHIs.
      addInterval(Live[R], From, To);
    }
  }

  for (auto &[MBB, Set] : LiveOut)
    LiveOutSets[MBB] = Set;
  for (auto &[MBB, Set] : LiveIn)
    LiveInSets[MBB] = Set;

  // A value live into a loop is live across the whole loop.
  if (MLI)
    for (const MachineLoop *L : MLI->getLoopsInPreorder()) {
      const MachineBasicBlock *Header = L->getHeader();
      for (Register R : LiveIn[Header])
        for (const MachineBasicBlock *BB : L->blocks()) {
          auto [S, E] = BlockRange[BB];
          addInterval(Live[R], 2 * S, 2 * E);
        }
    }
}

LLVM_DUMP_METHOD void TileLiveness::dump(const MachineFunction &MF) const {
  print(dbgs(), MF);
}

void TileLiveness::print(raw_ostream &OS, const MachineFunction &MF) const {
  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  OS << "Tile liveness of " << MF.getName() << " (" << NumPoints
     << " points):\n";
  auto PrintSet =
      [&](const DenseMap<const MachineBasicBlock *, DenseSet<Register>> &Sets,
          const MachineBasicBlock &MBB) {
        SmallVector<Register, 8> Regs;
        if (auto It = Sets.find(&MBB); It != Sets.end())
          Regs.assign(It->second.begin(), It->second.end());
        llvm::sort(Regs);
        for (Register R : Regs)
          OS << ' ' << printReg(R, TRI);
      };
  for (const MachineBasicBlock &MBB : MF) {
    auto [S, E] = BlockRange.lookup(&MBB);
    OS << "  " << printMBBReference(MBB) << " [" << 2 * S << ", " << 2 * E
       << ") live-in:";
    PrintSet(LiveInSets, MBB);
    OS << " live-out:";
    PrintSet(LiveOutSets, MBB);
    OS << '\n';
  }
  SmallVector<Register, 16> Regs;
  for (const auto &KV : Live)
    Regs.push_back(KV.first);
  llvm::sort(Regs);
  for (Register R : Regs) {
    OS << "  " << printReg(R, TRI) << ':';
    for (auto [S, E] : get(R))
      OS << " [" << S << ", " << E << ')';
    OS << '\n';
  }
}

static cl::opt<bool>
    PrintTileLiveness("pto-print-tile-liveness", cl::Hidden,
                      cl::desc("Print the tile lifetimes (pto-tile-liveness) "
                               "of every function to stderr"));

char PTOTileLivenessAnalysis::ID = 0;

INITIALIZE_PASS_BEGIN(PTOTileLivenessAnalysis, DEBUG_TYPE, "PTO tile liveness",
                      false, true)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_END(PTOTileLivenessAnalysis, DEBUG_TYPE, "PTO tile liveness",
                    false, true)

PTOTileLivenessAnalysis::PTOTileLivenessAnalysis() : MachineFunctionPass(ID) {}

void PTOTileLivenessAnalysis::getAnalysisUsage(AnalysisUsage &AU) const {
  AU.addRequired<MachineLoopInfoWrapperPass>();
  AU.setPreservesAll();
  MachineFunctionPass::getAnalysisUsage(AU);
}

bool PTOTileLivenessAnalysis::runOnMachineFunction(MachineFunction &Fn) {
  MF = &Fn;
  Liveness.compute(Fn, &getAnalysis<MachineLoopInfoWrapperPass>().getLI());
  if (PrintTileLiveness)
    Liveness.print(errs(), Fn);
  else
    PTO_DEBUG(Liveness.print(dbgs(), Fn));
  return false;
}

void PTOTileLivenessAnalysis::releaseMemory() {
  Liveness = TileLiveness();
  MF = nullptr;
}

void PTOTileLivenessAnalysis::print(raw_ostream &OS, const Module *) const {
  if (MF)
    Liveness.print(OS, *MF);
}
