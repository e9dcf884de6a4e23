//===-- PTOVerifyTileStorage.cpp - Check the tile storage plan ------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Fourth tile storage pass (BRIEF §4.4): an independent checker of the plan
// in PTOMachineFunctionInfo. It recomputes lifetimes and contents from the
// MachineIR by itself -- with its own algorithm, a backward walk from each
// use to the definition, not the pto-tile-liveness dataflow the planner
// used (a checker never shares the checked code's answers) -- and checks
// that
//   - every tile register belongs to exactly one placed allocation, whose
//     window is aligned (to the memory's tile alignment) and inside the
//     memory's usable range and inside its allocation;
//   - two tile registers whose lifetimes overlap share bytes only if they
//     hold the same contents (a view or copy of one another), or an
//     in-place-safe instruction writes its result exactly over an input
//     that dies there;
//   - every PHI's incoming values sit in the PHI's window;
//   - an OutputReusesInput result sits exactly in its input's window.
// Violations are errors; the pass changes nothing.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTODebug.h"
#include "PTOMachineFunctionInfo.h"
#include "PTOSubtarget.h"
#include "TileStorage/PTOTileStorageUtils.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/InitializePasses.h"

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-verify-tile-storage"

PTO_STATISTIC(NumViolations, "Number of tile storage violations found");

namespace {
class PTOVerifyTileStorage : public MachineFunctionPass {
public:
  static char ID;
  PTOVerifyTileStorage() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "PTO verify tile storage"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

/// A tile's bytes: [Begin, End) in slot 0 of its allocation (in slot 1 for
/// a SlotSecond member of a logical select, issue 23); a member of the
/// current or next slot of a rotating allocation, or the selected slot of a
/// logical select, may be in either slot at run time, and so may a rotating
/// allocation's initial value (slot 0 of its first run: the rotation may
/// continue across outer loops).
struct PlacedBytes {
  const PTOTileAllocation *Alloc = nullptr;
  uint64_t Begin = 0, End = 0;
  unsigned Slot = 0;

  bool sameWindow(const PlacedBytes &O) const {
    return Alloc == O.Alloc && Begin == O.Begin && End == O.End &&
           Slot == O.Slot;
  }
  bool eitherSlot() const {
    return Slot == PTOTileAllocation::SlotCurrent ||
           Slot == PTOTileAllocation::SlotNext ||
           Slot == PTOTileAllocation::SlotSelected;
  }
  /// Whether the two windows can share a byte at some point of the run.
  bool mayOverlap(const PlacedBytes &O) const {
    auto Meets = [](uint64_t B0, uint64_t E0, uint64_t B1, uint64_t E1) {
      return B0 < E1 && B1 < E0;
    };
    if (Alloc == O.Alloc) {
      // The current and the next slot are never the same slot.
      if (Slot && O.Slot && eitherSlot() && O.eitherSlot() && Slot != O.Slot)
        return false;
      // A selected slot is either of its two windows.
      uint64_t S = Alloc->Size;
      bool X = Slot == PTOTileAllocation::SlotSelected,
           Y = O.Slot == PTOTileAllocation::SlotSelected;
      return Meets(Begin, End, O.Begin, O.End) ||
             (X && Meets(Begin + S, End + S, O.Begin, O.End)) ||
             (Y && Meets(Begin, End, O.Begin + O.Alloc->Size,
                         O.End + O.Alloc->Size));
    }
    // A rotating or selected member may be in either slot; so may a
    // rotating allocation's initial value (the lowering may continue the
    // rotation across an enclosing loop, docs/tile-storage.md).
    auto Rotates = [](const PlacedBytes &W) {
      return W.eitherSlot() ||
             (W.Slot == PTOTileAllocation::SlotFirst && W.Alloc->Slots == 2 &&
              !W.Alloc->isSelect());
    };
    uint64_t E = Rotates(*this) ? End + Alloc->Size : End;
    uint64_t OE = Rotates(O) ? O.End + O.Alloc->Size : O.End;
    return Meets(Begin, E, O.Begin, OE);
  }
};

/// Per-register facts in vectors by virtual register index (issue 17: hash
/// maps by register were a large part of the pass); a register that is not
/// virtual (malformed input) goes to a map.
template <typename T> class RegTable {
  std::vector<T> Vals;
  std::vector<uint8_t> Has;
  DenseMap<Register, T> Other;

public:
  explicit RegTable(unsigned NumVirtRegs)
      : Vals(NumVirtRegs), Has(NumVirtRegs) {}
  /// The entry of \p R, or null.
  const T *get(Register R) const {
    if (!R.isVirtual() || R.virtRegIndex() >= Has.size()) {
      auto It = Other.find(R);
      return It == Other.end() ? nullptr : &It->second;
    }
    return Has[R.virtRegIndex()] ? &Vals[R.virtRegIndex()] : nullptr;
  }
  /// The entry of \p R, made \p V if there was none; and whether it was.
  std::pair<T *, bool> tryEmplace(Register R, T V) {
    if (!R.isVirtual() || R.virtRegIndex() >= Has.size()) {
      auto [It, New] = Other.try_emplace(R, std::move(V));
      return {&It->second, New};
    }
    unsigned I = R.virtRegIndex();
    if (Has[I])
      return {&Vals[I], false};
    Has[I] = true;
    Vals[I] = std::move(V);
    return {&Vals[I], true};
  }
  void set(Register R, T V) { *tryEmplace(R, V).first = std::move(V); }
};

/// Lifetimes of the tile registers, recomputed by the verifier alone (it
/// shares nothing with pto-tile-liveness, whose answers the planner used):
/// per register, a walk backward from each of its uses through the
/// predecessors until the definition, as LLVM's LiveVariables does. A
/// non-PHI use makes the register live into its block unless the block
/// defines it before; a PHI use makes it live out of the incoming block.
/// Live into a block means live out of each (reachable) predecessor; live
/// out of a block that does not define it means live into that block. Each
/// block is marked once per register, so the cost is the blocks the
/// register is live in (times their predecessors).
///
/// Points: instruction n (all instructions of the function, in layout
/// order) reads at 2n and writes at 2n+1. A tile input of an instruction
/// that writes a tile stays live through 2n+1, except the input its result
/// reuses by contract (OutputReusesInput); a PHI defines at its block's
/// entry; a dead definition holds its bytes for one point; a value live
/// into a loop header is live over every block of the loop.
class VerifierLifetimes {
public:
  struct Range {
    unsigned Start, End;
  };

  void compute(const MachineFunction &MF, const MachineLoopInfo &MLI,
               ArrayRef<Register> Tiles);
  /// The live ranges of \p R, sorted and merged.
  ArrayRef<Range> get(Register R) const {
    auto It = Ranges.find(R);
    return It == Ranges.end() ? ArrayRef<Range>() : ArrayRef(It->second);
  }
  bool isLiveIn(Register R, const MachineBasicBlock &MBB) const {
    return LiveIn.count(key(&MBB, R));
  }
  bool isLiveOut(Register R, const MachineBasicBlock &MBB) const {
    return LiveOut.count(key(&MBB, R));
  }
  /// Whether \p MI is the last reader of \p R: R is not live out of the
  /// block and no later instruction of the block reads it.
  bool isLastUse(const MachineInstr &MI, Register R) const {
    const MachineBasicBlock *MBB = MI.getParent();
    if (isLiveOut(R, *MBB))
      return false;
    auto It = LastReader.find(key(MBB, R));
    return It == LastReader.end() || It->second <= Number.lookup(&MI);
  }
  void print(raw_ostream &OS, const MachineFunction &MF,
             ArrayRef<Register> Tiles) const;
  /// The instructions with a tile operand, in layout order (the checks of
  /// tile instructions visit these, not every instruction).
  ArrayRef<const MachineInstr *> getTileInstrs() const { return TileInstrs; }

private:
  std::vector<const MachineInstr *> TileInstrs;
  DenseMap<const MachineInstr *, unsigned> Number;
  /// Per block (its number): its instructions' numbers [first, end).
  std::vector<std::pair<unsigned, unsigned>> Blocks;
  std::pair<unsigned, unsigned> block(const MachineBasicBlock *MBB) const {
    return Blocks[MBB->getNumber()];
  }
  /// A (block, register) pair as one integer (issue 17: hashing the pairs
  /// was a large part of the walks).
  static uint64_t key(const MachineBasicBlock *MBB, Register R) {
    return uint64_t(unsigned(MBB->getNumber())) << 32 | R.id();
  }
  DenseSet<uint64_t> LiveIn, LiveOut;
  /// Per (block, register): the number of the last non-PHI reader.
  DenseMap<uint64_t, unsigned> LastReader;
  DenseMap<Register, SmallVector<Range, 2>> Ranges;
};

/// Where the read of operand \p OpNo of \p MI, numbered \p N, ends.
static unsigned readEnd(const MachineInstr &MI, unsigned OpNo, unsigned N,
                        const MachineFunction &MF) {
  bool WritesTile =
      MI.getNumExplicitDefs() && isTileRegister(MI.getOperand(0).getReg(), MF);
  if (!WritesTile)
    return 2 * N + 1;
  const PTOTileOpInfo *Op = getTileOpInfo(MI.getOpcode());
  if (Op && Op->reusesInput() &&
      OpNo == MI.getNumExplicitDefs() + Op->OutputReusesInput)
    return 2 * N + 1;
  return 2 * N + 2;
}

void VerifierLifetimes::compute(const MachineFunction &MF,
                                const MachineLoopInfo &MLI,
                                ArrayRef<Register> Tiles) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  // Every instruction counts, but only those with an operand of one of
  // \p Tiles are looked up (their definitions and readers): issue 17, a map
  // of every instruction (~80k, grown insert by insert) was most of this
  // pass.
  std::vector<uint8_t> IsTile(MRI.getNumVirtRegs());
  for (Register R : Tiles)
    IsTile[R.virtRegIndex()] = true;
  std::vector<std::pair<const MachineInstr *, unsigned>> Numbered;
  unsigned N = 0;
  Blocks.assign(MF.getNumBlockIDs(), {0, 0});
  for (const MachineBasicBlock &MBB : MF) {
    unsigned Start = N;
    for (const MachineInstr &MI : MBB) {
      if (any_of(MI.operands(), [&](const MachineOperand &MO) {
            return MO.isReg() && MO.getReg().isVirtual() &&
                   IsTile[MO.getReg().virtRegIndex()];
          }))
        Numbered.push_back({&MI, N});
      ++N;
    }
    Blocks[MBB.getNumber()] = {Start, N};
  }
  Number.reserve(Numbered.size());
  TileInstrs.reserve(Numbered.size());
  for (auto [MI, I] : Numbered) {
    Number[MI] = I;
    TileInstrs.push_back(MI);
  }
  // Only blocks reachable from the entry take part: an unreachable block
  // neither needs a value nor receives one.
  BitVector ReachableBits(MF.getNumBlockIDs());
  for (const MachineBasicBlock *MBB : depth_first(&MF))
    ReachableBits.set(MBB->getNumber());
  auto Reachable = [&](const MachineBasicBlock *MBB) {
    return ReachableBits.test(MBB->getNumber());
  };

  Ranges.reserve(Tiles.size());
  for (Register R : Tiles) {
    const MachineInstr *Def = MRI.getVRegDef(R);
    const MachineBasicBlock *DefBB = Def ? Def->getParent() : nullptr;
    unsigned DefN = Def ? Number.lookup(Def) : 0;
    // Per block: the end of the last read (after the definition in its own
    // block), and the blocks the walk starts from.
    SmallDenseMap<const MachineBasicBlock *, unsigned, 8> LastRead;
    SmallVector<const MachineBasicBlock *, 8> InWork, OutWork;
    for (const MachineOperand &MO : MRI.use_nodbg_operands(R)) {
      const MachineInstr &MI = *MO.getParent();
      const MachineBasicBlock *B = MI.getParent();
      unsigned OpNo = MI.getOperandNo(&MO);
      if (MI.isPHI()) {
        const MachineBasicBlock *Pred = MI.getOperand(OpNo + 1).getMBB();
        if (Reachable(B) && Reachable(Pred))
          OutWork.push_back(Pred);
        continue;
      }
      unsigned UseN = Number.lookup(&MI);
      auto [Last, New] = LastReader.try_emplace(key(B, R), UseN);
      if (!New)
        Last->second = std::max(Last->second, UseN);
      bool AfterDef = B == DefBB && (Def->isPHI() || UseN > DefN);
      if (AfterDef || B != DefBB) {
        unsigned &End = LastRead[B];
        End = std::max(End, readEnd(MI, OpNo, UseN, MF));
      }
      if (!AfterDef && Reachable(B))
        InWork.push_back(B);
    }
    // The backward walk.
    SmallVector<const MachineBasicBlock *, 8> InBlocks, OutBlocks;
    while (!InWork.empty() || !OutWork.empty()) {
      if (!OutWork.empty()) {
        const MachineBasicBlock *B = OutWork.pop_back_val();
        if (!LiveOut.insert(key(B, R)).second)
          continue;
        OutBlocks.push_back(B);
        if (B != DefBB)
          InWork.push_back(B);
        continue;
      }
      const MachineBasicBlock *B = InWork.pop_back_val();
      if (!LiveIn.insert(key(B, R)).second)
        continue;
      InBlocks.push_back(B);
      for (const MachineBasicBlock *P : B->predecessors())
        if (Reachable(P))
          OutWork.push_back(P);
    }

    // In-block ranges: from the block's entry (live in) or the definition,
    // to the block's end (live out), the last read, or one point (dead).
    SmallVector<Range, 4> Segs;
    auto AddBlock = [&](const MachineBasicBlock *B, unsigned From) {
      auto [S, E] = block(B);
      unsigned To;
      if (isLiveOut(R, *B))
        To = 2 * E;
      else if (auto It = LastRead.find(B); It != LastRead.end())
        To = It->second;
      else
        To = From + 1;
      if (From < To)
        Segs.push_back({From, To});
    };
    for (const MachineBasicBlock *B : InBlocks)
      AddBlock(B, 2 * block(B).first);
    if (Def && !isLiveIn(R, *DefBB))
      AddBlock(DefBB, Def->isPHI() ? 2 * block(DefBB).first : 2 * DefN + 1);
    // Live into a loop header: live over the whole loop.
    for (const MachineBasicBlock *B : InBlocks) {
      const MachineLoop *L = MLI.getLoopFor(B);
      if (!L || L->getHeader() != B)
        continue;
      for (const MachineBasicBlock *LB : L->blocks()) {
        auto [S, E] = block(LB);
        if (S < E)
          Segs.push_back({2 * S, 2 * E});
      }
    }
    llvm::sort(
        Segs, [](const Range &X, const Range &Y) { return X.Start < Y.Start; });
    SmallVector<Range, 2> &Out = Ranges[R];
    for (const Range &X : Segs)
      if (!Out.empty() && X.Start <= Out.back().End)
        Out.back().End = std::max(Out.back().End, X.End);
      else
        Out.push_back(X);
  }
}

void VerifierLifetimes::print(raw_ostream &OS, const MachineFunction &MF,
                              ArrayRef<Register> Tiles) const {
  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  OS << "Verifier tile lifetimes of " << MF.getName() << ":\n";
  for (const MachineBasicBlock &MBB : MF) {
    auto [S, E] = block(&MBB);
    OS << "  " << printMBBReference(MBB) << " [" << 2 * S << ", " << 2 * E
       << ") live-in:";
    for (Register R : Tiles)
      if (isLiveIn(R, MBB))
        OS << ' ' << printReg(R, TRI);
    OS << " live-out:";
    for (Register R : Tiles)
      if (isLiveOut(R, MBB))
        OS << ' ' << printReg(R, TRI);
    OS << '\n';
  }
  for (Register R : Tiles) {
    OS << "  " << printReg(R, TRI) << ':';
    for (const Range &X : get(R))
      OS << " [" << X.Start << ", " << X.End << ')';
    OS << '\n';
  }
}
} // namespace

char PTOVerifyTileStorage::ID = 0;

INITIALIZE_PASS_BEGIN(PTOVerifyTileStorage, DEBUG_TYPE,
                      "PTO verify tile storage", false, false)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_END(PTOVerifyTileStorage, DEBUG_TYPE, "PTO verify tile storage",
                    false, false)

/// The register whose contents \p R holds: through views and copies.
static Register contentsOf(Register R, const MachineRegisterInfo &MRI) {
  while (R.isVirtual()) {
    const MachineInstr *Def = MRI.getVRegDef(R);
    if (!Def)
      break;
    const PTOTileOpInfo *Op = getTileOpInfo(Def->getOpcode());
    if (Def->isCopy() || (Op && Op->View))
      R = Def->getOperand(1).getReg();
    else
      break;
  }
  return R;
}

bool PTOVerifyTileStorage::runOnMachineFunction(MachineFunction &MF) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const auto *MFI = MF.getInfo<PTOMachineFunctionInfo>();
  const auto &ST = MF.getSubtarget<PTOSubtarget>();
  LLVMContext &Ctx = MF.getFunction().getContext();
  auto Fail = [&](const Twine &Msg) {
    ++NumViolations;
    Ctx.diagnose(DiagnosticInfoUnsupported(
        MF.getFunction(), "tile storage verification: " + Msg));
  };

  SmallVector<Register, 16> Tiles;
  for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I) {
    Register R = Register::index2VirtReg(I);
    if (isTileRegister(R, MF) && !MRI.reg_nodbg_empty(R))
      Tiles.push_back(R);
  }
  if (Tiles.empty())
    return false;

  // Allocations: placed, aligned, inside the usable range.
  for (const PTOTileAllocation &A : MFI->getAllocations()) {
    std::optional<MemoryLimits> L = ST.getMemoryLimits(A.AS);
    if (!L) {
      Fail("allocation " + Twine(A.ID) + " is not in an on-chip memory");
      continue;
    }
    if (!A.isPlaced()) {
      Fail("allocation " + Twine(A.ID) + " has no offset");
      continue;
    }
    if (A.Offset % L->Alignment)
      Fail("allocation " + Twine(A.ID) + " at offset " + Twine(A.Offset) +
           " is not aligned to " + Twine(L->Alignment) + " bytes");
    if (A.Offset + A.totalSize() > L->usable())
      Fail("allocation " + Twine(A.ID) + " [" + Twine(A.Offset) + ", " +
           Twine(A.Offset + A.totalSize()) + ") exceeds the " +
           Twine(L->usable()) + " usable bytes of " + getMemory(A.AS)->Name);
  }

  // Every tile register is a member of one allocation only.
  unsigned NumVirtRegs = MRI.getNumVirtRegs();
  RegTable<unsigned> Owner(NumVirtRegs);
  for (const PTOTileAllocation &A : MFI->getAllocations())
    for (const PTOTileAllocation::Member &M : A.Members) {
      auto [First, New] = Owner.tryEmplace(M.Reg, A.ID);
      if (!New)
        Fail(describeTileRegister(M.Reg, MF) + " is a member of allocations " +
             Twine(*First) + " and " + Twine(A.ID));
    }

  // Every tile's allocation, offset and slot: the first allocation that has
  // it as a member (as PTOMachineFunctionInfo::findAllocation), the slot of
  // its last entry there.
  using PlacementOf = std::tuple<const PTOTileAllocation *, uint64_t, unsigned>;
  RegTable<PlacementOf> Placement(NumVirtRegs);
  for (const PTOTileAllocation &A : MFI->getAllocations())
    for (const PTOTileAllocation::Member &M : A.Members) {
      auto [P, New] =
          Placement.tryEmplace(M.Reg, PlacementOf(&A, M.Offset, M.Slot));
      if (!New && std::get<0>(*P) == &A)
        std::get<2>(*P) = M.Slot;
    }

  // Every tile's window.
  RegTable<PlacedBytes> Windows(NumVirtRegs);
  for (Register R : Tiles) {
    const PlacementOf *P = Placement.get(R);
    auto [A, MemberOff, Slot] = P ? *P : PlacementOf();
    // Issue 23: roles second and sel only in a logical select (an allocation
    // with a sel member), current and next only in a rotation.
    bool SelectRole = Slot == PTOTileAllocation::SlotSecond ||
                      Slot == PTOTileAllocation::SlotSelected;
    if (A && (A->Slots > 2 || (Slot && A->Slots != 2) ||
              Slot > PTOTileAllocation::SlotSelected ||
              (Slot && SelectRole != A->isSelect()))) {
      Fail(describeTileRegister(R, MF) + " is in slot " + Twine(Slot) +
           " of allocation " + Twine(A->ID) + " with " + Twine(A->Slots) +
           " slots (only double buffering and logical selects are "
           "supported)");
      continue;
    }
    if (!A || !A->isPlaced()) {
      Fail(describeTileRegister(R, MF) + " has no placed allocation");
      continue;
    }
    unsigned AS = *getTileMemory(R, MF);
    if (AS != A->AS)
      Fail(describeTileRegister(R, MF) + " is in allocation " + Twine(A->ID) +
           " of another memory");
    // An undefined tile (IMPLICIT_DEF, no shape) holds nothing: an empty
    // window, so it overlaps nothing.
    std::optional<TileDesc> D = getTileDesc(R, MRI);
    uint64_t Bytes = D ? D->bytes() : 0;
    uint64_t Shift = Slot == PTOTileAllocation::SlotSecond ? A->Size : 0;
    PlacedBytes W{A, A->Offset + MemberOff + Shift,
                  A->Offset + MemberOff + Shift + Bytes, Slot};
    if (const PTOMemoryInfo *M = getMemory(AS); M && W.Begin % M->TileAlign)
      Fail(describeTileRegister(R, MF) + " at offset " + Twine(W.Begin) +
           " is not aligned to the " + M->Name + " tile alignment (" +
           Twine(M->TileAlign) + " bytes)");
    if (W.End > uint64_t(A->Offset) + A->Size + Shift ||
        MemberOff + Bytes > A->Size)
      Fail(describeTileRegister(R, MF) + " does not fit its allocation " +
           Twine(A->ID));
    Windows.set(R, W);
  }

  // Overlapping lifetimes share bytes only when they hold the same contents,
  // or when an in-place-safe instruction writes its result exactly over an
  // input that dies there.
  VerifierLifetimes Liveness;
  Liveness.compute(MF, getAnalysis<MachineLoopInfoWrapperPass>().getLI(),
                   Tiles);
  PTO_DEBUG(Liveness.print(dbgs(), MF, Tiles));
  DenseSet<std::pair<Register, Register>> InPlace;
  for (const MachineInstr *TileMI : Liveness.getTileInstrs()) {
    const MachineInstr &MI = *TileMI;
    const PTOTileOpInfo *Op = getTileOpInfo(MI.getOpcode());
    if (!Op || !Op->InplaceSafe)
      continue;
    Register Dst = MI.getOperand(0).getReg();
    const PlacedBytes *WD = Windows.get(Dst);
    for (const MachineOperand &In : MI.uses()) {
      if (!In.isReg() || !isTileRegister(In.getReg(), MF))
        continue;
      const PlacedBytes *WI = Windows.get(In.getReg());
      if (WD && WI && WD->sameWindow(*WI) &&
          Liveness.isLastUse(MI, In.getReg()))
        InPlace.insert({In.getReg(), Dst});
    }
  }
  // Issue 23: logical selects. The selected slot is the one member with
  // role sel; it is a PHI of exactly two values, one in slot 0 and one in
  // slot 1 of its allocation, both at its offset; it is only read, by tile
  // instructions that do not write over it (a PHI, a COPY, a view or a
  // result written over it would need it at one fixed window).
  DenseMap<Register, SmallVector<Register, 2>> SelectedFrom;
  for (const PTOTileAllocation &A : MFI->getAllocations()) {
    if (!A.isSelect())
      continue;
    std::string Alloc = "logical select " + Twine(A.ID).str() + ": ";
    const PTOTileAllocation::Member *Sel = nullptr;
    unsigned NumSel = 0;
    for (const PTOTileAllocation::Member &M : A.Members)
      if (M.Slot == PTOTileAllocation::SlotSelected) {
        Sel = &M;
        ++NumSel;
      }
    const MachineInstr *Phi = Sel ? MRI.getVRegDef(Sel->Reg) : nullptr;
    if (NumSel != 1 || !Phi || !Phi->isPHI() || Phi->getNumOperands() != 5) {
      Fail(Alloc + "the selected slot must be one PHI of two values");
      continue;
    }
    unsigned Roles = 0;
    bool OK = true;
    for (unsigned K = 1; K < 5; K += 2) {
      Register In = Phi->getOperand(K).getReg();
      const PlacementOf *P = Placement.get(In);
      auto [IA, IOff, ISlot] = P ? *P : PlacementOf();
      bool InSlot = IA == &A && IOff == Sel->Offset &&
                    (ISlot == PTOTileAllocation::SlotFirst ||
                     ISlot == PTOTileAllocation::SlotSecond);
      if (!InSlot) {
        Fail(Alloc + "incoming value " + describeTileRegister(In, MF) +
             " of the selected slot " + describeTileRegister(Sel->Reg, MF) +
             " is not in slot 0 or 1 at its offset");
        OK = false;
        continue;
      }
      Roles |= 1u << (ISlot == PTOTileAllocation::SlotSecond);
    }
    if (OK && Roles != 3) {
      Fail(Alloc + "both incoming values of the selected slot " +
           describeTileRegister(Sel->Reg, MF) + " are in slot " +
           Twine(Roles == 1 ? 0 : 1) + " (they need one slot each)");
      OK = false;
    }
    for (const MachineOperand &U : MRI.use_nodbg_operands(Sel->Reg)) {
      const MachineInstr &UI = *U.getParent();
      const PTOTileOpInfo *Op = getTileOpInfo(UI.getOpcode());
      bool Reused = Op && Op->reusesInput() &&
                    UI.getOperandNo(&U) ==
                        UI.getNumExplicitDefs() + Op->OutputReusesInput;
      if (!Op || Op->View || Reused) {
        Fail(Alloc + "the selected slot " + describeTileRegister(Sel->Reg, MF) +
             " may only be read by tile instructions");
        OK = false;
        break;
      }
    }
    if (OK)
      SelectedFrom[Sel->Reg] = {contentsOf(Phi->getOperand(1).getReg(), MRI),
                                contentsOf(Phi->getOperand(3).getReg(), MRI)};
  }

  // Pairs with overlapping lifetimes: a sweep over every tile's live
  // segments by start (O(s log s + overlapping pairs) for s segments, not
  // all pairs of tiles). Violations are reported in the order of the tiles.
  struct Segment {
    unsigned Start, End, Tile;
  };
  std::vector<Segment> Segments;
  // Per tile (its index): its window, if it has one.
  std::vector<const PlacedBytes *> WindowOf(Tiles.size(), nullptr);
  for (unsigned I = 0; I < Tiles.size(); ++I)
    if (const PlacedBytes *W = Windows.get(Tiles[I])) {
      WindowOf[I] = W;
      for (const VerifierLifetimes::Range &X : Liveness.get(Tiles[I]))
        Segments.push_back({X.Start, X.End, I});
    }
  // Whether two tiles' windows may share a byte: only such pairs are
  // kept (issue 17: sorting every overlapping pair was a sixth of the pass
  // at 10k loop-nest ops).
  auto MayShare = [&](unsigned I, unsigned J) {
    const PlacedBytes &WI = *WindowOf[I], &WJ = *WindowOf[J];
    return WI.Alloc->AS == WJ.Alloc->AS && WI.mayOverlap(WJ);
  };
  llvm::sort(Segments, [](const Segment &X, const Segment &Y) {
    return X.Start < Y.Start;
  });
  std::vector<std::pair<unsigned, unsigned>> Overlapping;
  SmallVector<Segment, 16> Open;
  for (const Segment &X : Segments) {
    llvm::erase_if(Open, [&](const Segment &Y) { return Y.End <= X.Start; });
    for (const Segment &Y : Open)
      if (X.Tile != Y.Tile) {
        unsigned I = std::min(X.Tile, Y.Tile), J = std::max(X.Tile, Y.Tile);
        if (MayShare(I, J))
          Overlapping.push_back({I, J});
      }
    Open.push_back(X);
  }
  llvm::sort(Overlapping);
  Overlapping.erase(llvm::unique(Overlapping), Overlapping.end());
  for (auto [I, J] : Overlapping) {
    if (contentsOf(Tiles[I], MRI) == contentsOf(Tiles[J], MRI) ||
        InPlace.count({Tiles[I], Tiles[J]}) ||
        InPlace.count({Tiles[J], Tiles[I]}))
      continue;
    // Issue 23: a selected slot holds one of its PHI's two values, each in
    // a slot of its own (checked below): it shares bytes with either value
    // -- or a view of it -- without harm.
    auto SelectsFrom = [&](Register Sel, Register Other) {
      auto It = SelectedFrom.find(Sel);
      return It != SelectedFrom.end() &&
             is_contained(It->second, contentsOf(Other, MRI));
    };
    if (SelectsFrom(Tiles[I], Tiles[J]) || SelectsFrom(Tiles[J], Tiles[I]))
      continue;
    Fail(describeTileRegister(Tiles[I], MF) + " and " +
         describeTileRegister(Tiles[J], MF) +
         " are live at the same time in overlapping bytes");
  }

  // Reuse contracts: the result is written over its input.
  for (const MachineInstr *TileMI : Liveness.getTileInstrs()) {
    const MachineInstr &MI = *TileMI;
    const PTOTileOpInfo *Op = getTileOpInfo(MI.getOpcode());
    if (!Op || !Op->reusesInput())
      continue;
    Register Dst = MI.getOperand(0).getReg();
    Register In =
        MI.getOperand(MI.getNumExplicitDefs() + Op->OutputReusesInput).getReg();
    const PlacedBytes *WD = Windows.get(Dst), *WI = Windows.get(In);
    if (!WD || !WI)
      continue;
    if (WD->Alloc != WI->Alloc || WD->Begin != WI->Begin ||
        WD->Slot != WI->Slot)
      Fail(describeTileRegister(Dst, MF) + " must be written over its input " +
           describeTileRegister(In, MF) +
           " (OutputReusesInput), but is "
           "stored at offset " +
           Twine(WD->Begin) + " instead of " + Twine(WI->Begin));
  }

  // PHIs: every incoming value in the PHI's window.
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &Phi : MBB.phis()) {
      Register Dst = Phi.getOperand(0).getReg();
      const PlacedBytes *WD = Windows.get(Dst);
      // A selected slot's incoming values are checked above.
      if (!WD || WD->Slot == PTOTileAllocation::SlotSelected)
        continue;
      for (unsigned K = 1, E = Phi.getNumOperands(); K < E; K += 2) {
        const PlacedBytes *WIn = Windows.get(Phi.getOperand(K).getReg());
        // A PHI of the current slot takes slot 0 on entry and the next slot
        // around the back edge; any other PHI, its own slot.
        bool SlotOK = WIn && (WD->Slot == PTOTileAllocation::SlotCurrent
                                  ? WIn->Slot != PTOTileAllocation::SlotCurrent
                                  : WIn->Slot == WD->Slot);
        if (!SlotOK || WIn->Begin != WD->Begin || WIn->Alloc != WD->Alloc)
          Fail("PHI operand " +
               describeTileRegister(Phi.getOperand(K).getReg(), MF) +
               " is not stored in the window of " +
               describeTileRegister(Dst, MF));
      }
    }
  // Rotating allocations: the current slot is one loop-header PHI taking
  // slot 0 from outside the loop and the next slot around the back edge;
  // nothing in slot 0 may still be live when the loop runs (the second
  // iteration writes the next value there).
  for (const PTOTileAllocation &A : MFI->getAllocations()) {
    if (A.Slots != 2 || A.isSelect())
      continue;
    const MachineInstr *Phi = nullptr;
    unsigned NumCurrent = 0;
    for (const PTOTileAllocation::Member &M : A.Members)
      if (M.Slot == PTOTileAllocation::SlotCurrent) {
        ++NumCurrent;
        Phi = MRI.getVRegDef(M.Reg);
      }
    if (NumCurrent != 1 || !Phi || !Phi->isPHI() ||
        Phi->getNumOperands() != 5) {
      Fail("allocation " + Twine(A.ID) +
           " has 2 slots but no single PHI "
           "of the current slot");
      continue;
    }
    for (const PTOTileAllocation::Member &M : A.Members)
      if (M.Slot == PTOTileAllocation::SlotFirst &&
          Liveness.isLiveIn(M.Reg, *Phi->getParent()))
        Fail(describeTileRegister(M.Reg, MF) + " in slot 0 of allocation " +
             Twine(A.ID) + " is live into the loop that rotates its slots");
  }
  return false;
}

FunctionPass *llvm::createPTOVerifyTileStoragePass() {
  return new PTOVerifyTileStorage();
}
