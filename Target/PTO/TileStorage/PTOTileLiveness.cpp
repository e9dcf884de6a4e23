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
#include "llvm/ADT/SetVector.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

/// Mutation of the dataflow's revisit rule: every block computed once, so
/// what a block needs from a successor visited later (a loop header, from
/// its latch) is lost; pto-verify-tile-storage must catch the result.
static cl::opt<bool> UnsoundSkipRevisits(
    "pto-tile-liveness-unsound-skip-revisits", cl::Hidden, cl::init(false),
    cl::desc("Unsound mutation (for testing): the tile liveness dataflow "
             "visits every block once"));

static cl::opt<bool> UnsoundPhiKill(
    "pto-liveness-unsound-phi-kill", cl::Hidden, cl::init(false),
    cl::desc("Testing only, unsound: a successor's PHI removes its result "
             "from the block's whole live-out set, also where another "
             "successor has it live in (the fuzzer and "
             "pto-verify-tile-storage must catch it)"));

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

/// Keeps a block's sorted set of registers sorted.
static void insertIntoSet(SmallVectorImpl<Register> &Set, Register R) {
  auto It = llvm::lower_bound(Set, R);
  if (It == Set.end() || *It != R)
    Set.insert(It, R);
}

static void eraseFromSet(SmallVectorImpl<Register> &Set, Register R) {
  auto It = llvm::lower_bound(Set, R);
  if (It != Set.end() && *It == R)
    Set.erase(It);
}

bool TileLiveness::isLiveOut(Register Reg, const MachineBasicBlock &MBB) const {
  auto It = LiveOutSets.find(&MBB);
  return It != LiveOutSets.end() &&
         std::binary_search(It->second.begin(), It->second.end(), Reg);
}

bool TileLiveness::isLiveIn(Register Reg, const MachineBasicBlock &MBB) const {
  auto It = LiveInSets.find(&MBB);
  return It != LiveInSets.end() &&
         std::binary_search(It->second.begin(), It->second.end(), Reg);
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

/// Updatable numbering: numbers per instruction, and at the end of every
/// non-empty block (room for the moves placed before a terminator and for a
/// block split off after it).
static constexpr unsigned UpdateGap = 16;

/// Where the read of operand \p OpNo of an instruction numbered \p I ends.
/// An instruction reads its tile inputs while it writes its result: the
/// inputs stay live through the def point, so nothing is placed on their
/// bytes -- except the input whose storage the result reuses by contract
/// (OutputReusesInput, \p ReuseIdx: reusedOperand), which dies at the read
/// point. \p WritesTile: the instruction defines a tile.
static unsigned readEnd(unsigned OpNo, unsigned I, unsigned ReuseIdx,
                        bool WritesTile) {
  return WritesTile && OpNo != ReuseIdx ? 2 * I + 2 : 2 * I + 1;
}

/// The operand of \p MI whose storage its result reuses by contract, or ~0u.
static unsigned reusedOperand(const MachineInstr &MI) {
  const PTOTileOpInfo *Op = getTileOpInfo(MI.getOpcode());
  return Op && Op->reusesInput()
             ? MI.getNumExplicitDefs() + Op->OutputReusesInput
             : ~0u;
}

/// Where the read of \p MO by \p MI (numbered \p I) ends.
static unsigned readEnd(const MachineInstr &MI, const MachineOperand &MO,
                        unsigned I, const MachineFunction &MF) {
  return readEnd(MI.getOperandNo(&MO), I, reusedOperand(MI),
                 MI.getNumExplicitDefs() &&
                     isTileRegister(MI.getOperand(0).getReg(), MF));
}

void TileLiveness::compute(const MachineFunction &MF,
                           const MachineLoopInfo *MLI, bool CanUpdate) {
  Live.clear();
  Index.clear();
  BlockRange.clear();
  LiveInSets.clear();
  LiveOutSets.clear();
  LastReader.clear();
  RegBlocksIdx.clear();
  RegBlockLists.clear();
  Reachable.clear();
  Updatable = CanUpdate;
  const unsigned Step = Updatable ? UpdateGap : 1;

  // One walk over the instructions (issue 17: there were three, and most of
  // the analysis was walking ~80k instructions and looking them up in
  // Index): the linear numbering in layout order; the last reader of every
  // tile register in every block (isLastUse); per block number the
  // upward-exposed non-PHI uses and the defs, each a sorted vector (issue
  // 17: they were DenseSets in DenseMaps by block, and iterating, copying
  // and comparing 64-bucket sets of one or two registers was most of the
  // pass on long sequences of loops); and per block the tile reads and
  // definitions in order with their points, which the intervals are built
  // from once the live-out sets are known, without a second walk.
  // Per virtual register: whether it is a tile (the register class test
  // once, not per operand), and stamps (the block's number + 1) telling
  // whether it was defined earlier in the block being scanned, is an
  // upward-exposed use already, or has a reader in the block already.
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const unsigned NumIDs = MF.getNumBlockIDs();
  const unsigned NumVRegs = MRI.getNumVirtRegs();
  std::vector<uint8_t> IsTile(NumVRegs);
  for (unsigned V = 0; V < NumVRegs; ++V)
    IsTile[V] = isTileRegister(Register::index2VirtReg(V), MF);
  auto TileReg = [&](const MachineOperand &MO) {
    return MO.isReg() && MO.getReg().isVirtual() &&
           IsTile[MO.getReg().virtRegIndex()];
  };
  struct VRegStamps {
    unsigned Def = 0, Use = 0, Read = 0, LastRead = 0;
  };
  std::vector<VRegStamps> Stamps(NumVRegs);
  /// A tile read (at its read end) or definition (at its def point).
  struct Event {
    Register Reg;
    unsigned Point;
    bool Def;
  };
  std::vector<Event> Events;
  // [begin, end) of each block's events, by block number.
  std::vector<std::pair<unsigned, unsigned>> BlockEvents(NumIDs);
  std::vector<RegSet> UEUses(NumIDs), Defs(NumIDs), LiveIn(NumIDs),
      LiveOut(NumIDs);
  // Updatable: every instruction is numbered (update() tells new code by
  // the missing number). The analysis numbers the instructions with a tile
  // operand, the only ones its clients ask about (getIndex of another
  // instruction is 0; isLastUse of one scans the block).
  std::vector<std::pair<const MachineInstr *, unsigned>> Numbered;
  SmallVector<Register, 16> Readers;
  BlockRange.reserve(MF.size());
  unsigned N = 0;
  for (const MachineBasicBlock &MBB : MF) {
    const unsigned B = MBB.getNumber(), Stamp = B + 1;
    const unsigned Start = N;
    RegSet &U = UEUses[B], &D = Defs[B];
    BlockEvents[B].first = Events.size();
    Readers.clear();
    for (const MachineInstr &MI : MBB) {
      const unsigned I = N;
      N += Step;
      bool HasTile = false;
      const bool IsPHI = MI.isPHI(), IsDebug = MI.isDebugInstr();
      // Known at the first tile operand (issue 17: most instructions have
      // none, and asking every one was a good part of the walk).
      unsigned NumDefs = 0;
      // readEnd's answer for this instruction, computed at its first read.
      unsigned ReuseIdx = ~0u;
      bool WritesTile = false, KnowReadEnd = false;
      for (unsigned OpNo = 0, E = MI.getNumOperands(); OpNo != E; ++OpNo) {
        const MachineOperand &MO = MI.getOperand(OpNo);
        if (!TileReg(MO))
          continue;
        if (!HasTile)
          NumDefs = MI.getNumExplicitDefs();
        HasTile = true;
        Register R = MO.getReg();
        VRegStamps &S = Stamps[R.virtRegIndex()];
        if (!IsDebug && MO.isUse()) {
          if (S.Read != Stamp) {
            S.Read = Stamp;
            Readers.push_back(R);
          }
          S.LastRead = I;
        }
        if (OpNo < NumDefs)
          continue; // defs(): after the reads, below.
        if (IsPHI)
          continue;
        // uses(): every operand after the explicit defs.
        if (S.Def != Stamp && S.Use != Stamp) {
          S.Use = Stamp;
          U.push_back(R);
        }
        if (!KnowReadEnd) {
          KnowReadEnd = true;
          ReuseIdx = reusedOperand(MI);
          WritesTile = NumDefs && TileReg(MI.getOperand(0));
        }
        Events.push_back({R, readEnd(OpNo, I, ReuseIdx, WritesTile), false});
      }
      for (unsigned OpNo = 0; OpNo != NumDefs; ++OpNo) {
        const MachineOperand &MO = MI.getOperand(OpNo);
        if (!TileReg(MO))
          continue;
        Register R = MO.getReg();
        VRegStamps &S = Stamps[R.virtRegIndex()];
        if (S.Def != Stamp) {
          S.Def = Stamp;
          D.push_back(R);
        }
        Events.push_back({R, IsPHI ? 2 * Start : 2 * I + 1, true});
      }
      if (Updatable || HasTile)
        Numbered.push_back({&MI, I});
    }
    BlockEvents[B].second = Events.size();
    for (Register R : Readers)
      LastReader[{&MBB, R}] = Stamps[R.virtRegIndex()].LastRead;
    // std::less: llvm::sort of a trivially copyable type is a qsort call,
    // most of the cost for the block's one or two registers (issue 17); and
    // no call at all for one.
    if (U.size() > 1)
      llvm::sort(U, std::less<>());
    if (D.size() > 1)
      llvm::sort(D, std::less<>());
    if (Updatable && !MBB.empty())
      N += Step;
    BlockRange[&MBB] = {Start, N};
  }
  NumPoints = 2 * N + 1;
  Index.reserve(Numbered.size());
  for (auto [MI, I] : Numbered)
    Index[MI] = I;

  // Backward dataflow to a fixed point, over the blocks in post order. Per
  // block, what its live-out set is built from, in order: its successors'
  // live-in sets and the PHI operands each successor reads on the edge from
  // it (gathered once, not per round). A block is recomputed only when a
  // successor's live-in set changed since its last visit (Stamp): otherwise
  // it would rebuild the same sets and change nothing, so the result is
  // that of the full rounds.
  struct OutStep {
    const MachineBasicBlock *Succ; ///< Unite Succ's live-ins, or:
    Register Reg;                  ///< insert (erase, if Erase) Reg.
    bool Erase;
  };
  // The post order of po_iterator (the same depth-first walk, successors
  // in order), with the visited blocks marked by number (issue 17: its
  // pointer set was a twentieth of the computation on loop nests).
  std::vector<const MachineBasicBlock *> PostOrder;
  if (!MF.empty()) {
    PostOrder.reserve(MF.size());
    std::vector<uint8_t> Visited(NumIDs, 0);
    SmallVector<std::pair<const MachineBasicBlock *,
                          MachineBasicBlock::const_succ_iterator>,
                16>
        Stack;
    const MachineBasicBlock *Entry = &MF.front();
    Visited[Entry->getNumber()] = 1;
    Stack.push_back({Entry, Entry->succ_begin()});
    while (!Stack.empty()) {
      const MachineBasicBlock *BB = Stack.back().first;
      if (Stack.back().second != BB->succ_end()) {
        const MachineBasicBlock *Succ = *Stack.back().second++;
        if (!Visited[Succ->getNumber()]) {
          Visited[Succ->getNumber()] = 1;
          Stack.push_back({Succ, Succ->succ_begin()});
        }
        continue;
      }
      PostOrder.push_back(BB);
      Stack.pop_back();
    }
  }
  std::vector<SmallVector<OutStep, 4>> OutSteps(NumIDs);
  for (const MachineBasicBlock *MBB : PostOrder) {
    auto &Steps = OutSteps[MBB->getNumber()];
    for (const MachineBasicBlock *Succ : MBB->successors()) {
      Steps.push_back({Succ, Register(), false});
      for (const MachineInstr &Phi : Succ->phis()) {
        if (UnsoundPhiKill)
          Steps.push_back({nullptr, Phi.getOperand(0).getReg(), true});
        for (unsigned I = 1, E = Phi.getNumOperands(); I < E; I += 2)
          if (Phi.getOperand(I + 1).getMBB() == MBB &&
              isTileRegister(Phi.getOperand(I).getReg(), MF))
            Steps.push_back({nullptr, Phi.getOperand(I).getReg(), false});
      }
    }
  }
  // Per block number: when its live-in set last changed, when it was last
  // visited (0: never); one clock.
  std::vector<unsigned> InStamp(NumIDs, 0), VisitStamp(NumIDs, 0);
  unsigned Clock = 0;
  bool Changed = true;
  RegSet Out, In;
  while (Changed) {
    Changed = false;
    for (const MachineBasicBlock *MBB : PostOrder) {
      // The union over the successors of what each needs from MBB: its
      // live-ins (which never hold its own PHI results: those are defined at
      // its entry) and the PHI operands coming from MBB. Per successor: a
      // PHI result of one successor may be live into another (a value
      // defined by a loop header's PHI and used after the loop, on the
      // latch's exit edge), so a PHI must not take away what another
      // successor contributed.
      unsigned B = MBB->getNumber();
      if (VisitStamp[B] &&
          (UnsoundSkipRevisits ||
           none_of(MBB->successors(), [&](const MachineBasicBlock *Succ) {
             return InStamp[Succ->getNumber()] > VisitStamp[B];
           })))
        continue;
      VisitStamp[B] = ++Clock;
      // The steps in order on a list with repeats (an erase takes every
      // copy inserted so far), then sorted without repeats: the set the
      // same inserts and erases on a set give.
      Out.clear();
      for (const OutStep &Step : OutSteps[B]) {
        if (Step.Succ)
          Out.append(LiveIn[Step.Succ->getNumber()]);
        else if (Step.Erase)
          llvm::erase(Out, Step.Reg);
        else
          Out.push_back(Step.Reg);
      }
      if (Out.size() > 1) {
        llvm::sort(Out, std::less<>());
        Out.erase(llvm::unique(Out), Out.end());
      }
      // In = UEUses + (Out - Defs), merged in order.
      const RegSet &U = UEUses[B], &D = Defs[B];
      In.clear();
      auto UI = U.begin(), UE = U.end();
      for (Register R : Out) {
        if (std::binary_search(D.begin(), D.end(), R))
          continue;
        for (; UI != UE && *UI < R; ++UI)
          In.push_back(*UI);
        if (UI != UE && *UI == R)
          ++UI;
        In.push_back(R);
      }
      In.append(UI, UE);
      bool InChanged = In != LiveIn[B];
      if (InChanged || Out != LiveOut[B]) {
        if (InChanged)
          InStamp[B] = ++Clock;
        LiveOut[B] = Out;
        LiveIn[B] = In;
        Changed = true;
      }
    }
  }

  // Intervals, block by block, from the events the walk recorded. Per
  // virtual register: where its segment in the block opens and where its
  // last read ends, valid when stamped with the block's number + 1 (no map
  // per block); the open registers in a list. Their order does not matter:
  // addInterval keeps each set sorted. The sets are kept by register
  // index and moved into Live at the end, with an entry (maybe empty) for
  // every register given a segment.
  std::vector<IntervalSet> LiveByReg(NumVRegs);
  std::vector<uint8_t> HasEntry(NumVRegs);
  struct OpenState {
    unsigned OpenStamp = 0, From = 0, ReadStamp = 0, ReadEnd = 0;
  };
  std::vector<OpenState> Open(NumVRegs);
  SmallVector<Register, 16> OpenRegs;
  for (const MachineBasicBlock &MBB : MF) {
    const unsigned B = MBB.getNumber(), Stamp = B + 1;
    auto [Start, End] = BlockRange[&MBB];
    const RegSet &BlockOut = LiveOut[B];
    OpenRegs.clear();
    auto OpenAt = [&](Register R, unsigned From) {
      OpenState &O = Open[R.virtRegIndex()];
      if (O.OpenStamp != Stamp) {
        O.OpenStamp = Stamp;
        OpenRegs.push_back(R);
      }
      O.From = From;
    };
    for (Register R : LiveIn[B])
      OpenAt(R, 2 * Start);
    for (unsigned E = BlockEvents[B].first; E != BlockEvents[B].second; ++E) {
      const Event &Ev = Events[E];
      OpenState &O = Open[Ev.Reg.virtRegIndex()];
      if (Ev.Def) {
        OpenAt(Ev.Reg, Ev.Point);
        O.ReadStamp = 0;
      } else {
        O.ReadStamp = Stamp;
        O.ReadEnd = Ev.Point;
      }
    }
    for (Register R : OpenRegs) {
      const OpenState &O = Open[R.virtRegIndex()];
      unsigned From = O.From, To;
      if (std::binary_search(BlockOut.begin(), BlockOut.end(), R))
        To = 2 * End;
      else if (O.ReadStamp == Stamp)
        To = O.ReadEnd;
      else
        To = From + 1; // Dead definition: it still writes its storage.
      // Exactly [From, To): a value only passing through an empty block
      // adds nothing there, so it does not overlap the next block's PHIs.
      addInterval(LiveByReg[R.virtRegIndex()], From, To);
      HasEntry[R.virtRegIndex()] = true;
    }
  }

  if (Updatable) {
    RegBlocksIdx.assign(NumVRegs, ~0u);
    Reachable.assign(NumIDs, 0);
    for (const MachineBasicBlock *MBB : PostOrder)
      Reachable[MBB->getNumber()] = 1;
    for (const MachineBasicBlock &MBB : MF) {
      for (Register R : LiveOut[MBB.getNumber()])
        blocksOf(R).Out.push_back(&MBB);
      for (Register R : LiveIn[MBB.getNumber()])
        blocksOf(R).In.push_back(&MBB);
    }
    for (auto &[Key, Num] : LastReader)
      blocksOf(Key.second).Reader.push_back(Key.first);
  }

  // A value live into a loop is live across the whole loop.
  if (MLI)
    for (const MachineLoop *L : MLI->getLoopsInPreorder()) {
      const MachineBasicBlock *Header = L->getHeader();
      for (Register R : LiveIn[Header->getNumber()])
        for (const MachineBasicBlock *BB : L->blocks()) {
          auto [S, E] = BlockRange[BB];
          addInterval(LiveByReg[R.virtRegIndex()], 2 * S, 2 * E);
          HasEntry[R.virtRegIndex()] = true;
        }
    }

  // The per-block vectors are not needed any more: moved, not copied.
  LiveOutSets.reserve(NumIDs - llvm::count_if(LiveOut, [](const RegSet &S) {
                        return S.empty();
                      }));
  LiveInSets.reserve(NumIDs - llvm::count_if(LiveIn, [](const RegSet &S) {
                       return S.empty();
                     }));
  for (const MachineBasicBlock &MBB : MF) {
    unsigned B = MBB.getNumber();
    if (!LiveOut[B].empty())
      LiveOutSets[&MBB] = std::move(LiveOut[B]);
    if (!LiveIn[B].empty())
      LiveInSets[&MBB] = std::move(LiveIn[B]);
  }
  Live.reserve(llvm::count(HasEntry, true));
  for (unsigned V = 0; V < NumVRegs; ++V)
    if (HasEntry[V])
      Live[Register::index2VirtReg(V)] = std::move(LiveByReg[V]);
}

bool TileLiveness::numberFresh(const MachineBasicBlock &MBB,
                               const DenseSet<const MachineInstr *> &Fresh) {
  auto Range = BlockRange.find(&MBB);
  if (Range == BlockRange.end())
    return false;
  unsigned Start = Range->second.first, End = Range->second.second;
  // A run of new instructions takes the numbers after its numbered
  // predecessor (or from the block's start), below its numbered successor
  // (or the block's end).
  SmallVector<const MachineInstr *, 8> Run;
  bool HavePrev = false;
  unsigned Prev = 0;
  auto Place = [&](unsigned Bound) {
    unsigned N = HavePrev ? Prev + 1 : Start;
    if (N + Run.size() > Bound)
      return false;
    for (const MachineInstr *MI : Run)
      Index[MI] = N++;
    Run.clear();
    return true;
  };
  for (const MachineInstr &MI : MBB) {
    auto It = Index.find(&MI);
    if (Fresh.count(&MI) || It == Index.end()) {
      Run.push_back(&MI);
      continue;
    }
    // Place() inserts into Index: take the number before it can move.
    unsigned Num = It->second;
    if ((HavePrev && Num <= Prev) || Num < Start ||
        (!Run.empty() && !Place(Num)))
      return false;
    HavePrev = true;
    Prev = Num;
  }
  return Run.empty() || Place(End);
}

TileLiveness::RegBlocks &TileLiveness::blocksOf(Register R) {
  unsigned V = R.virtRegIndex();
  if (V >= RegBlocksIdx.size())
    RegBlocksIdx.resize(V + 1, ~0u);
  if (RegBlocksIdx[V] == ~0u) {
    RegBlocksIdx[V] = RegBlockLists.size();
    RegBlockLists.emplace_back();
  }
  return RegBlockLists[RegBlocksIdx[V]];
}

TileLiveness::RegBlocks *TileLiveness::findBlocks(Register R) {
  unsigned V = R.virtRegIndex();
  return V < RegBlocksIdx.size() && RegBlocksIdx[V] != ~0u
             ? &RegBlockLists[RegBlocksIdx[V]]
             : nullptr;
}

bool TileLiveness::isReachable(const MachineBasicBlock *MBB) const {
  unsigned N = MBB->getNumber();
  return N < Reachable.size() && Reachable[N];
}

void TileLiveness::setReachable(const MachineBasicBlock *MBB) {
  unsigned N = MBB->getNumber();
  if (N >= Reachable.size())
    Reachable.resize(N + 1, 0);
  Reachable[N] = 1;
}

bool TileLiveness::recomputeRegister(const MachineFunction &MF,
                                     const MachineLoopInfo *MLI, Register R) {
  // Forget what compute() or an earlier update derived for R.
  if (RegBlocks *RB = findBlocks(R)) {
    for (const MachineBasicBlock *B : RB->In)
      if (auto It = LiveInSets.find(B); It != LiveInSets.end())
        eraseFromSet(It->second, R);
    for (const MachineBasicBlock *B : RB->Out)
      if (auto It = LiveOutSets.find(B); It != LiveOutSets.end())
        eraseFromSet(It->second, R);
    for (const MachineBasicBlock *B : RB->Reader)
      LastReader.erase({B, R});
    RB->In.clear();
    RB->Out.clear();
    RB->Reader.clear();
  }
  Live.erase(R);
  if (!isTileRegister(R, MF))
    return true;

  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const MachineInstr *Def = nullptr;
  for (const MachineInstr &MI : MRI.def_instructions(R)) {
    if (Def && Def != &MI)
      return false; // Not SSA.
    Def = &MI;
  }
  const MachineBasicBlock *DefBB = Def ? Def->getParent() : nullptr;
  unsigned DefIdx = 0;
  if (Def) {
    auto It = Index.find(Def);
    if (It == Index.end())
      return false;
    DefIdx = It->second;
  }

  // The uses, as compute() sees them: the last non-debug reader per block;
  // per block, whether a non-PHI use (debug ones included) comes before the
  // definition, and the last such use after it; and the predecessors PHIs
  // read R from.
  // The sets of blocks below are marks of this generation, by block number
  // (UE, In, Out; Work is a set-vector: a block is in it at most once, and
  // may come back once popped), with the blocks of UE and of In or Out
  // listed once each.
  if (Marks.size() < MF.getNumBlockIDs())
    Marks.resize(MF.getNumBlockIDs());
  const unsigned Gen = ++Generation;
  auto MarkOf = [&](const MachineBasicBlock *B) -> BlockMarks & {
    return Marks[B->getNumber()];
  };
  SmallVector<const MachineBasicBlock *, 8> UE, Work, Listed;
  auto PushWork = [&](const MachineBasicBlock *B) {
    if (MarkOf(B).Work != Gen) {
      MarkOf(B).Work = Gen;
      Work.push_back(B);
    }
  };
  auto List = [&](const MachineBasicBlock *B) {
    if (MarkOf(B).Listed != Gen) {
      MarkOf(B).Listed = Gen;
      Listed.push_back(B);
    }
  };
  SmallDenseMap<const MachineBasicBlock *,
                std::pair<const MachineInstr *, const MachineOperand *>, 8>
      LastUse;
  for (const MachineOperand &MO : MRI.use_operands(R)) {
    const MachineInstr *MI = MO.getParent();
    const MachineBasicBlock *B = MI->getParent();
    auto It = Index.find(MI);
    if (It == Index.end())
      return false;
    unsigned N = It->second;
    if (!MI->isDebugInstr()) {
      auto [Last, New] = LastReader.try_emplace({B, R}, N);
      if (New)
        blocksOf(R).Reader.push_back(B);
      else
        Last->second = std::max(Last->second, N);
    }
    if (MI->isPHI()) {
      const MachineBasicBlock *Pred =
          MI->getOperand(MI->getOperandNo(&MO) + 1).getMBB();
      if (isReachable(Pred))
        PushWork(Pred);
      continue;
    }
    if ((B != DefBB || N <= DefIdx) && MarkOf(B).UE != Gen) {
      MarkOf(B).UE = Gen;
      UE.push_back(B);
    }
    if (B != DefBB || N > DefIdx) {
      auto &[U, UO] = LastUse[B];
      // The last operand of the last reader decides (compute() overwrites).
      if (!U || Index.lookup(U) < N ||
          (U == MI && MI->getOperandNo(UO) < MI->getOperandNo(&MO)))
        U = MI, UO = &MO;
    }
  }

  // The backward dataflow of compute() for R alone, by worklist (its
  // transfer only grows with the successors' live-ins: the least fixed
  // point is the one compute() reaches).
  for (const MachineBasicBlock *B : UE)
    if (isReachable(B))
      PushWork(B);
  auto InIn = [&](const MachineBasicBlock *B) { return MarkOf(B).In == Gen; };
  auto InOut = [&](const MachineBasicBlock *B) { return MarkOf(B).Out == Gen; };
  auto LiveOutOf = [&](const MachineBasicBlock *B) {
    // As compute(): live out if some successor has R live in or a PHI
    // reading R from B.
    bool State = false;
    for (const MachineBasicBlock *S : B->successors()) {
      if (InIn(S))
        State = true;
      for (const MachineInstr &Phi : S->phis()) {
        if (UnsoundPhiKill && Phi.getOperand(0).getReg() == R)
          State = false;
        for (unsigned I = 1, E = Phi.getNumOperands(); I < E; I += 2)
          if (Phi.getOperand(I + 1).getMBB() == B &&
              Phi.getOperand(I).getReg() == R)
            State = true;
      }
    }
    return State;
  };
  while (!Work.empty()) {
    const MachineBasicBlock *B = Work.pop_back_val();
    BlockMarks &M = MarkOf(B);
    M.Work = 0;
    bool O = LiveOutOf(B);
    M.Out = O ? Gen : 0;
    if (O)
      List(B);
    if ((M.UE == Gen || (O && B != DefBB)) && M.In != Gen) {
      M.In = Gen;
      List(B);
      for (const MachineBasicBlock *P : B->predecessors())
        if (isReachable(P))
          PushWork(P);
    }
  }
  // The blocks of In, then of Out (the order of the lists does not matter:
  // sets and interval unions are built from them).
  SmallVector<const MachineBasicBlock *, 8> In;
  for (const MachineBasicBlock *B : Listed)
    if (InIn(B))
      In.push_back(B);
  for (const MachineBasicBlock *B : In) {
    insertIntoSet(LiveInSets[B], R);
    blocksOf(R).In.push_back(B);
  }
  for (const MachineBasicBlock *B : Listed)
    if (InOut(B)) {
      insertIntoSet(LiveOutSets[B], R);
      blocksOf(R).Out.push_back(B);
    }

  // The segments, block by block as compute() makes them.
  auto AddBlock = [&](const MachineBasicBlock *B) {
    auto [S, E] = BlockRange.lookup(B);
    unsigned From;
    if (B == DefBB)
      From = Def->isPHI() ? 2 * S : 2 * DefIdx + 1;
    else if (InIn(B))
      From = 2 * S;
    else
      return;
    unsigned To;
    if (InOut(B))
      To = 2 * E;
    else if (auto It = LastUse.find(B); It != LastUse.end())
      To = readEnd(*It->second.first, *It->second.second,
                   Index.lookup(It->second.first), MF);
    else
      To = From + 1;
    addInterval(Live[R], From, To);
  };
  if (DefBB)
    AddBlock(DefBB);
  for (const MachineBasicBlock *B : In)
    if (B != DefBB)
      AddBlock(B);
  if (MLI)
    for (const MachineBasicBlock *B : In)
      if (MLI->isLoopHeader(B))
        for (const MachineBasicBlock *BB : MLI->getLoopFor(B)->blocks()) {
          auto [S, E] = BlockRange.lookup(BB);
          addInterval(Live[R], 2 * S, 2 * E);
        }
  return true;
}

bool TileLiveness::update(const MachineFunction &MF, const MachineLoopInfo *MLI,
                          ArrayRef<const MachineBasicBlock *> NewBlocks,
                          ArrayRef<const MachineInstr *> NewInstrs,
                          ArrayRef<Register> Regs) {
  if (!Updatable)
    return false;
  DenseSet<const MachineInstr *> Fresh;
  Fresh.insert_range(NewInstrs);
  SmallSetVector<const MachineBasicBlock *, 8> Edited;
  SmallSetVector<Register, 16> Dirty;
  Dirty.insert_range(Regs);
  // New blocks, each once its layout predecessor has a range: it takes the
  // end of that range (half of the room left after the predecessor's
  // instructions).
  SmallVector<const MachineBasicBlock *, 4> Blocks(NewBlocks);
  while (!Blocks.empty()) {
    auto Ready = find_if(Blocks, [&](const MachineBasicBlock *NB) {
      return NB->getIterator() != MF.begin() &&
             BlockRange.count(&*std::prev(NB->getIterator()));
    });
    if (Ready == Blocks.end())
      return false;
    const MachineBasicBlock *NB = *Ready;
    Blocks.erase(Ready);
    const MachineBasicBlock *P = &*std::prev(NB->getIterator());
    if (BlockRange.count(NB))
      return false;
    // What is live across P's end, or into NB's successors, may now be
    // live in NB, and P's end moves.
    if (auto It = LiveOutSets.find(P); It != LiveOutSets.end())
      Dirty.insert_range(It->second);
    for (const MachineBasicBlock *S : NB->successors()) {
      Dirty.insert_range(getLiveIns(*S));
      for (const MachineInstr &Phi : S->phis())
        for (unsigned I = 1, E = Phi.getNumOperands(); I < E; I += 2)
          if (Phi.getOperand(I + 1).getMBB() == NB)
            Dirty.insert(Phi.getOperand(I).getReg());
    }
    // The split may have rewritten P's branches.
    for (const MachineInstr &T : P->terminators())
      Fresh.insert(&T);
    for (const MachineInstr &MI : *NB)
      Fresh.insert(&MI);
    auto &[PStart, PEnd] = BlockRange[P];
    unsigned Lo = PStart, FreshInP = 0;
    for (const MachineInstr &MI : *P) {
      auto It = Index.find(&MI);
      if (Fresh.count(&MI) || It == Index.end())
        ++FreshInP;
      else
        Lo = It->second + 1;
    }
    Lo += FreshInP;
    unsigned Size = NB->size(), End = PEnd;
    if (Lo + Size > End)
      return false;
    unsigned Mid = Lo + (End - Lo - Size) / 2;
    PEnd = Mid;
    BlockRange[NB] = {Mid, End};
    if (isReachable(P))
      setReachable(NB);
    Edited.insert(P);
    Edited.insert(NB);
  }
  for (const MachineInstr *MI : NewInstrs)
    Edited.insert(MI->getParent());
  for (const MachineBasicBlock *B : Edited)
    if (!numberFresh(*B, Fresh))
      return false;
  for (Register R : Dirty)
    if (!recomputeRegister(MF, MLI, R))
      return false;
  return true;
}

LLVM_DUMP_METHOD void TileLiveness::dump(const MachineFunction &MF) const {
  print(dbgs(), MF);
}

void TileLiveness::print(raw_ostream &OS, const MachineFunction &MF) const {
  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  OS << "Tile liveness of " << MF.getName() << " (" << NumPoints
     << " points):\n";
  auto PrintSet = [&](const DenseMap<const MachineBasicBlock *, RegSet> &Sets,
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
