//===-- PTOLowerTileOperands.cpp - Tile pseudos to addressed instructions -===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Last tile storage pass (BRIEF §4.5). Every tile pseudo becomes its real
// instruction (`<pseudo>_A`, PTOTileInstrInfo.td), each tile operand a
// `space[base + offset]` pair: the base register (zero for a static
// window; the loop-carried slot offset register for the current or next
// slot of a rotating allocation, built here as a GPR PHI) and the byte
// offset of the tile's window in its memory, from the placed allocations.
// Its MachineMemOperands describe the exact windows (MachinePointerInfo(AS,
// offset), size; for a rotating member one per slot, flagged with the slot
// and whether the current or the next slot register addresses it, see
// PTO::MORotating) and carry AAMDNodes:
// an alias scope per allocation and one per placed byte range (scope list:
// both), noalias with the byte ranges of the same memory that are disjoint
// (never with those that reuse the same bytes).
// Views, PHIs, COPYs and undefs of tiles dissolve into their windows. After
// this pass no tile virtual register remains.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTODebug.h"
#include "PTOInstrInfo.h"
#include "PTOMachineFunctionInfo.h"
#include "PTOMemOperandFlags.h"
#include "PTOSubtarget.h"
#include "TileStorage/PTOTileStorageUtils.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/MachineSSAUpdater.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Metadata.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/DebugCounter.h"

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-lower-tile-operands"

PTO_STATISTIC(NumLowered, "Number of tile instructions given addresses");
PTO_STATISTIC(NumContinuedRotations,
              "Rotating allocations whose slots continue across outer loops");
PTO_STATISTIC(NumRuntimeViews,
              "Number of views at a runtime row given a base register");

// Issue 13 (T): the mutation that must break runtime-view.ll and
// sync-runtime-view.ll (docs/tile-storage.md, "Runtime tview positions").
static cl::opt<bool> UnsoundRuntimeViewAt0(
    "pto-lower-tile-operands-unsound-runtime-view-at-0", cl::Hidden,
    cl::init(false),
    cl::desc("Testing only: address a view at a runtime row as the view at "
             "row 0, its footprint that window (unsound)"));

// Issue 14 (14M): a deliberate mutation for the sync self-test. tscatter
// read-modify-writes its whole destination (any element may be written);
// describing its write as the first row only lets pto-insert-sync leave a
// later reader of another row unordered, which pto-sim reports as a race
// (test/tools/pto-sim/tscatter.ll).
static cl::opt<bool> UnsoundScatterRow(
    "pto-lower-tile-unsound-scatter-row", cl::Hidden, cl::init(false),
    cl::desc("Testing only, unsound: describe tscatter's destination write "
             "as its first row"));

// Issue 16 (session 14): a rotating allocation of a loop inside another loop
// keeps its slot registers across the outer loop (the next entry's initial
// value goes into the slot the previous run's last iteration did not read).
static cl::opt<bool> ContinueSlotRotation(
    "pto-continue-slot-rotation", cl::Hidden, cl::init(true),
    cl::desc("Carry a rotating allocation's slot registers through the "
             "enclosing loops instead of restarting them at slot 0"));

DEBUG_COUNTER(
    ContinueRotationCounter, "pto-lower-tile-operands-continue-rotation",
    "Continue one rotating allocation's slots across its outer loops");

// The mutation: the initial value goes into the slot the previous run's last
// iteration read, while its memory operands still say the continued slot.
static cl::opt<bool> UnsoundContinuedInitSlot(
    "pto-lower-tile-unsound-continued-init-slot", cl::Hidden, cl::init(false),
    cl::desc("Testing only, unsound: put a continued rotation's initial "
             "value in the slot the previous run's last iteration read"));

namespace {
class PTOLowerTileOperands : public MachineFunctionPass {
public:
  static char ID;
  PTOLowerTileOperands() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "PTO lower tile operands"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
  /// The addresses and scopes are per function.
  void releaseMemory() override {
    Addresses = decltype(Addresses)();
    Scopes = decltype(Scopes)();
  }

private:
  struct TileAddress {
    /// Null for a register that is not a tile (no entry).
    const PTOTileAllocation *Alloc = nullptr;
    uint64_t Offset; ///< In slot 0.
    TileDesc Desc;
    Register Base; ///< Slot offset register of a rotating member, or none.
    /// The member's slot role (PTOTileAllocation::Slot*) in a rotating
    /// allocation or a logical select.
    unsigned Slot = PTOTileAllocation::SlotFirst;
    /// Issue 23: the allocation is a logical select (not a rotation).
    bool Select = false;
    /// The register's own descriptor (getTileDesc; a view's own shape, not
    /// its source's), for the shape operands: looked up once per register,
    /// not per operand (issue 17).
    std::optional<TileDesc> Own;
  };
  /// By virtual register index (issue 17: a hash map looked up per
  /// operand); registers created here are past its end.
  std::vector<TileAddress> Addresses;
  /// The address of tile register \p R, or null.
  TileAddress *addressOf(Register R) {
    if (!R.isVirtual() || R.virtRegIndex() >= Addresses.size())
      return nullptr;
    TileAddress &W = Addresses[R.virtRegIndex()];
    return W.Alloc ? &W : nullptr;
  }
  const TileAddress *addressOf(Register R) const {
    return const_cast<PTOLowerTileOperands *>(this)->addressOf(R);
  }
  /// The function entry's zero, the first value of continued rotations.
  Register FnZero;

  /// Slot offset registers of a rotating allocation: the current and the
  /// next slot's, and, when the rotation continues across the enclosing
  /// loops, the one that addresses the initial value (else none: slot 0).
  struct SlotRegisters {
    Register Cur, Next, Init;
  };
  SlotRegisters buildSlotRegisters(MachineFunction &MF,
                                   const PTOTileAllocation &A);
  /// Issue 23: the slot index register of the selected member of the
  /// logical select \p A (a GPR PHI at its join of 0 and the slot size).
  Register buildSelectRegister(MachineFunction &MF, const PTOTileAllocation &A);
  /// The alias scopes of each allocation, by its index in the plan.
  SmallVector<AAMDNodes, 0> Scopes;
  const AAMDNodes &scopesOf(const MachineFunction &MF,
                            const PTOTileAllocation &A) const {
    return Scopes
        [&A - MF.getInfo<PTOMachineFunctionInfo>()->getAllocations().data()];
  }

  void buildScopes(MachineFunction &MF);
  /// The memory operand(s) of a tile operand addressing window \p W: one,
  /// or one per slot for a rotating member.
  void addWindowMMOs(MachineFunction &MF,
                     SmallVectorImpl<MachineMemOperand *> &MMOs,
                     const TileAddress &W,
                     MachineMemOperand::Flags Flags) const;
  /// Appends the real instruction's operands after the pseudo's own (all
  /// but its dtype): the added shapes, the dtype, the source dtype. False
  /// if a tile operand's descriptor is unknown.
  bool addShapeOperands(MachineInstrBuilder &MIB, const MachineInstr &MI) const;
};
} // namespace

char PTOLowerTileOperands::ID = 0;

INITIALIZE_PASS_BEGIN(PTOLowerTileOperands, DEBUG_TYPE,
                      "PTO lower tile operands", false, false)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_END(PTOLowerTileOperands, DEBUG_TYPE, "PTO lower tile operands",
                    false, false)

void PTOLowerTileOperands::buildScopes(MachineFunction &MF) {
  LLVMContext &Ctx = MF.getFunction().getContext();
  MDBuilder MDB(Ctx);
  MDNode *Domain =
      MDB.createAnonymousAliasScopeDomain(("pto.tile." + MF.getName()).str());
  // Issue 17: disjointness is stated per byte range, not per allocation.
  // Every placed byte range (memory, offset, size) of an allocation gets a
  // scope of its own domain, and an allocation's scope list is its
  // allocation scope plus its range's scope; the noalias list of a range
  // names the ranges of its memory with disjoint bytes. ScopedNoAliasAA
  // then says "no alias" for two allocations exactly when their bytes are
  // disjoint (the range domain proves it), as the lists of allocation
  // scopes did, but a list is O(ranges) long instead of O(a): the ranges
  // of one memory are bounded by its capacity, so the metadata is O(a +
  // ranges^2) (was O(ranges x a): 100k straight-line tile ops made lists
  // of 75k scopes). An empty allocation is a range of its own (disjoint
  // from itself, never from the allocation's other accesses).
  MDNode *ByteDomain = MDB.createAnonymousAliasScopeDomain(
      ("pto.tile.bytes." + MF.getName()).str());
  const auto &Allocs = MF.getInfo<PTOMachineFunctionInfo>()->getAllocations();
  struct Range {
    unsigned AS;
    uint64_t Begin, End;
    MDNode *Scope;
  };
  SmallVector<Range, 16> Ranges;
  DenseMap<std::tuple<unsigned, uint64_t, uint64_t>, unsigned> RangeOf;
  SmallVector<unsigned, 16> AllocRange;
  AllocRange.reserve(Allocs.size());
  for (const PTOTileAllocation &A : Allocs) {
    uint64_t Begin = A.Offset, Size = A.totalSize();
    auto Key = std::make_tuple(A.AS, Begin, Size);
    auto Known = Size ? RangeOf.find(Key) : RangeOf.end();
    if (Known != RangeOf.end()) {
      AllocRange.push_back(Known->second);
      continue;
    }
    unsigned Idx = Ranges.size();
    Ranges.push_back({A.AS, Begin, Begin + Size,
                      MDB.createAnonymousAliasScope(
                          ByteDomain, ("bytes " + Twine(A.AS) + ":" +
                                       Twine(Begin) + "+" + Twine(Size))
                                          .str())});
    if (Size)
      RangeOf[Key] = Idx;
    AllocRange.push_back(Idx);
  }
  SmallVector<MDNode *, 16> NoAliasOfRange(Ranges.size(), nullptr);
  for (unsigned I = 0, E = Ranges.size(); I != E; ++I) {
    SmallVector<Metadata *, 8> Disjoint;
    const Range &R = Ranges[I];
    for (unsigned J = 0; J != E; ++J) {
      const Range &S = Ranges[J];
      if (I != J && R.AS == S.AS && (R.End <= S.Begin || S.End <= R.Begin))
        Disjoint.push_back(S.Scope);
    }
    NoAliasOfRange[I] = Disjoint.empty() ? nullptr : MDNode::get(Ctx, Disjoint);
  }
  Scopes.resize(Allocs.size());
  // The name formatted into one buffer (issue 17: a string per allocation).
  SmallString<32> Buf;
  for (auto [I, A] : enumerate(Allocs)) {
    const Range &R = Ranges[AllocRange[I]];
    Buf.clear();
    MDNode *Scope = MDB.createAnonymousAliasScope(
        Domain, ("allocation " + Twine(A.ID)).toStringRef(Buf));
    AAMDNodes &AA = Scopes[I];
    AA.Scope = MDNode::get(Ctx, {Scope, R.Scope});
    AA.NoAlias = NoAliasOfRange[AllocRange[I]];
  }
}

void PTOLowerTileOperands::addWindowMMOs(
    MachineFunction &MF, SmallVectorImpl<MachineMemOperand *> &MMOs,
    const TileAddress &W, MachineMemOperand::Flags Flags) const {
  auto Add = [&](uint64_t Offset, MachineMemOperand::Flags F) {
    MMOs.push_back(MF.getMachineMemOperand(
        MachinePointerInfo(W.Desc.AS, Offset), F, getTileMemType(W.Desc),
        Align(getMemory(W.Desc.AS)->TileAlign), scopesOf(MF, *W.Alloc)));
  };
  if (W.Alloc->Slots == 1 ||
      (W.Select && W.Slot != PTOTileAllocation::SlotSelected)) {
    Add(W.Offset, Flags);
    return;
  }
  if (W.Slot == PTOTileAllocation::SlotSelected) {
    // Issue 23: the selected slot of a logical select is either slot; its
    // access touches both windows (exact ones: the slot index register is 0
    // or the slot size), flagged so that the synchronization passes take
    // them as such.
    Add(W.Offset, Flags | PTO::MOSelectedSlot);
    Add(W.Offset + W.Alloc->Size, Flags | PTO::MOSelectedSlot | PTO::MOSlot1);
    return;
  }
  if (W.Slot == PTOTileAllocation::SlotFirst) {
    // The loop's initial value, in slot 0: the next slot of the iteration
    // before the first.
    Add(W.Offset, Flags | PTO::MORotating | PTO::MONextSlot | PTO::MOSlotInit);
    return;
  }
  // A rotating member is in either slot: one memory operand per slot, under
  // the allocation's one scope (per-slot scopes would be wrong across
  // iterations, where the next slot of one iteration is the current slot of
  // the following one). The flags say which slot each describes and which
  // slot register addresses it.
  Flags |= PTO::MORotating;
  if (W.Slot == PTOTileAllocation::SlotNext)
    Flags |= PTO::MONextSlot;
  Add(W.Offset, Flags);
  Add(W.Offset + W.Alloc->Size, Flags | PTO::MOSlot1);
}

bool PTOLowerTileOperands::addShapeOperands(MachineInstrBuilder &MIB,
                                            const MachineInstr &MI) const {
  unsigned Real = MIB->getOpcode();
  const MCInstrDesc &Desc = MIB->getDesc();
  // The tile operands of the pseudo, defs first. The "source" of a shape
  // operand is the last tile (the stored, extracted, inserted, reduced,
  // expanded, converted or read tile); K and the input type of a matmul
  // come from its left operand.
  std::optional<TileDesc> Last, Left;
  // The input the result is written over has the result's shape: the
  // source shape is another tile's (tgather's source, before its indices).
  const PTOTileOpInfo *Op = getTileOpInfo(MI.getOpcode());
  unsigned ReuseIdx = Op && Op->reusesInput()
                          ? MI.getNumExplicitDefs() + Op->OutputReusesInput
                          : ~0u;
  // Issue 14 (14G): tgatherb's srccols is its source's (the first input),
  // not its offset tile's.
  bool FirstInput = Op && Op->BuiltinID == BI_TGATHERB;
  for (const MachineOperand &MO : MI.explicit_operands()) {
    if (!MO.isReg() || MO.isDef())
      continue;
    const TileAddress *W = addressOf(MO.getReg());
    if (!W)
      continue;
    if ((MI.getOperandNo(&MO) == ReuseIdx || FirstInput) && Last)
      continue;
    const std::optional<TileDesc> &D = W->Own;
    Last = D;
    if (D && D->AS == AS_LEFT)
      Left = D;
  }
  int64_t DType = MI.getOperand(MI.getNumExplicitOperands() - 1).getImm();
  for (unsigned I = MIB->getNumOperands(), E = Desc.getNumOperands(); I != E;
       ++I) {
    int64_t V;
    switch (getOperandIdxName(Real, I)) {
    case OpName::rows:
    case OpName::srcrows:
      if (!Last)
        return false;
      V = Last->Rows;
      break;
    case OpName::cols:
    case OpName::srccols:
      if (!Last)
        return false;
      V = Last->Cols;
      break;
    case OpName::k:
      if (!Left)
        return false;
      V = Left->Cols;
      break;
    case OpName::dtype:
      V = DType;
      break;
    case OpName::srcdtype: {
      const std::optional<TileDesc> &S = Left ? Left : Last;
      if (!S)
        return false;
      V = S->DType;
      break;
    }
    default:
      llvm_unreachable("a real tile operand lowering does not fill");
    }
    MIB.addImm(V);
  }
  return true;
}

/// Whether \p A's rotation continues across the loops around its loop (the
/// one of the current-slot PHI \p Phi, entered from \p Entry): that loop
/// is nested, its current slot is read after it, and every def and use of
/// the slot-0 members (the initial value and its class), but the PHI's, is
/// in Entry.
static bool continuesRotation(const MachineFunction &MF,
                              const PTOTileAllocation &A,
                              const MachineBasicBlock &Entry,
                              const MachineInstr &Phi,
                              const MachineLoopInfo &MLI) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  // The rotation pays only when the current slot is read after the loop
  // (its peeled last iteration, pto-pipeline-loads): elsewhere it would
  // only cost the slot register's copies.
  // And only when the loop is the only one in its enclosing loop's body
  // (issue 16, session 19): with another loop between two runs (layernorm-
  // long.c: the statistics loop, then the normalizing loop, per row), the
  // next run's initial write follows that loop's work, long after this
  // run's last reads, and the carried register is a cost only.
  const MachineLoop *L = MLI.getLoopFor(Phi.getParent());
  if (!L || L->getHeader() != Phi.getParent() || !L->getParentLoop() ||
      L->getParentLoop()->getSubLoops().size() != 1 ||
      none_of(MRI.use_nodbg_instructions(Phi.getOperand(0).getReg()),
              [&](const MachineInstr &U) { return !L->contains(&U); }))
    return false;
  bool Any = false;
  for (const PTOTileAllocation::Member &M : A.Members) {
    if (M.Slot != PTOTileAllocation::SlotFirst)
      continue;
    Any = true;
    for (const MachineInstr &MI : MRI.reg_nodbg_instructions(M.Reg))
      if (&MI != &Phi && MI.getParent() != &Entry)
        return false;
  }
  return Any;
}

/// For the rotating allocation \p A whose current-slot member is the PHI
/// `p = PHI [init, entry], [next, latch]` in loop header H:
///   entry:  %zero = LI 0
///   H:      %cur  = PHI %zero, entry, %next, latch
///           %size = LI <slot size>
///           %next = SUB %size, %cur
/// so %cur alternates 0, size, 0, ... and %next is the other slot.
///
/// Issue 16 (session 14): when the loop runs again later (it is inside
/// another loop), restarting at slot 0 puts the next run's initial value
/// into the slot the previous run's last iteration read for one parity of
/// its trip count, which no static order can tell apart. The rotation then
/// continues instead: the slot the initial value is written to is one
/// variable over the whole function, 0 at the function entry and %next
/// after each header (SSA built by MachineSSAUpdater, PHIs in the outer
/// headers and joins), so the initial value always goes into the slot the
/// last iteration before did not read. Its accesses are next-slot
/// accesses of the iteration before the first, with no restart between:
/// the slot parity of the synchronization passes carries through the outer
/// loop (docs/sync.md, "Double buffers"). Only when every access to the
/// slot-0 members is in the entering block (the prefetch-carry form).
PTOLowerTileOperands::SlotRegisters
PTOLowerTileOperands::buildSlotRegisters(MachineFunction &MF,
                                         const PTOTileAllocation &A) {
  MachineRegisterInfo &MRI = MF.getRegInfo();
  const auto &TII = *MF.getSubtarget<PTOSubtarget>().getInstrInfo();
  MachineInstr *Phi = nullptr;
  for (const PTOTileAllocation::Member &M : A.Members)
    if (M.Slot == PTOTileAllocation::SlotCurrent)
      Phi = MRI.getVRegDef(M.Reg);
  if (!Phi || !Phi->isPHI() || Phi->getNumOperands() != 5) {
    MF.getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
        MF.getFunction(), "allocation " + Twine(A.ID) +
                              " has 2 slots but no PHI of the current slot"));
    return {};
  }
  MachineBasicBlock *Entry = nullptr, *Latch = nullptr;
  for (unsigned I = 1; I < 5; I += 2) {
    Register In = Phi->getOperand(I).getReg();
    bool IsNext = false;
    for (const PTOTileAllocation::Member &M : A.Members)
      IsNext |= M.Reg == In && M.Slot == PTOTileAllocation::SlotNext;
    (IsNext ? Latch : Entry) = Phi->getOperand(I + 1).getMBB();
  }
  if (!Entry || !Latch) {
    MF.getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
        MF.getFunction(), "allocation " + Twine(A.ID) +
                              ": the PHI of the current slot does not take "
                              "slot 0 on entry and the next slot on the back "
                              "edge"));
    return {};
  }
  MachineBasicBlock *H = Phi->getParent();
  DebugLoc DL = Phi->getDebugLoc();
  const MDNode *Scope = scopesOf(MF, A).Scope;
  Register Cur = MRI.createVirtualRegister(&PTO::GPRRegClass);
  Register Size = MRI.createVirtualRegister(&PTO::GPRRegClass);
  Register Next = MRI.createVirtualRegister(&PTO::GPRRegClass);
  MachineBasicBlock::iterator Pos = H->getFirstNonPHI();
  BuildMI(*H, Pos, DL, TII.get(PTO::LI), Size).addImm(A.Size);
  BuildMI(*H, Pos, DL, TII.get(PTO::SUB), Next).addReg(Size).addReg(Cur);

  // The continued rotation: the value of the next-slot register reaching
  // the end of Entry. Only a value from H itself (through an enclosing
  // loop) makes it differ from the restart.
  Register Init;
  if (ContinueSlotRotation &&
      continuesRotation(MF, A, *Entry, *Phi,
                        getAnalysis<MachineLoopInfoWrapperPass>().getLI()) &&
      DebugCounter::shouldExecute(ContinueRotationCounter)) {
    MachineBasicBlock &FnEntry = MF.front();
    // One zero for every continued rotation of the function (removed at
    // the end if none continues).
    if (!FnZero) {
      FnZero = MRI.createVirtualRegister(&PTO::GPRRegClass);
      BuildMI(FnEntry, FnEntry.getFirstNonPHI(), DL, TII.get(PTO::LI), FnZero)
          .addImm(0);
    }
    Register Zero = FnZero;
    SmallVector<MachineInstr *, 4> NewPhis;
    MachineSSAUpdater SSA(MF, &NewPhis);
    SSA.Initialize(Zero);
    SSA.AddAvailableValue(&FnEntry, Zero);
    SSA.AddAvailableValue(H, Next);
    Init = SSA.GetValueAtEndOfBlock(Entry);
    if (Init == Zero) {
      // Not inside another loop: the restart below is the same.
      assert(NewPhis.empty() && "PHIs for a single value");
      Init = Register();
    } else {
      ++NumContinuedRotations;
      PTO_DEBUG(dbgs() << "pto-lower-tile-operands: allocation " << A.ID
                       << ": the slot rotation continues across the loops "
                          "around "
                       << printMBBReference(*H) << " (initial value at "
                       << printReg(Init) << ", " << NewPhis.size()
                       << " PHIs)\n");
      if (UnsoundContinuedInitSlot) {
        // The slot the previous run's last iteration read; the current
        // slot starts there too, so the values stay right and only the
        // order is missing.
        Register Size0 = MRI.createVirtualRegister(&PTO::GPRRegClass);
        Register Flipped = MRI.createVirtualRegister(&PTO::GPRRegClass);
        MachineBasicBlock::iterator EPos = Entry->getFirstNonPHI();
        BuildMI(*Entry, EPos, DL, TII.get(PTO::LI), Size0).addImm(A.Size);
        BuildMI(*Entry, EPos, DL, TII.get(PTO::SUB), Flipped)
            .addReg(Size0)
            .addReg(Init);
        Init = Flipped;
      }
    }
  }

  // Where the slot registers change, for the synchronization passes: the
  // restart (only when the rotation does not continue), the swap.
  Register EntryValue = Init;
  if (!Init) {
    BuildMI(*Entry, Entry->getFirstTerminator(), DL, TII.get(PTO::SLOT_MARK))
        .addImm(0)
        .addMetadata(Scope);
    EntryValue = MRI.createVirtualRegister(&PTO::GPRRegClass);
    BuildMI(*Entry, Entry->getFirstTerminator(), DL, TII.get(PTO::LI),
            EntryValue)
        .addImm(0);
  }
  BuildMI(*H, Pos, DL, TII.get(PTO::SLOT_MARK)).addImm(1).addMetadata(Scope);
  BuildMI(*H, H->begin(), DL, TII.get(TargetOpcode::PHI), Cur)
      .addReg(EntryValue)
      .addMBB(Entry)
      .addReg(Next)
      .addMBB(Latch);
  return {Cur, Next, Init};
}

/// For the logical select \p A whose selected member is the join
/// `p = PHI [a, A], [b, B]` (a in slot 0, b in slot 1):
///   A:    %s0  = LI 0          (before A's terminators)
///   B:    %s1  = LI <slot size>
///   join: %sel = PHI %s0, A, %s1, B
Register PTOLowerTileOperands::buildSelectRegister(MachineFunction &MF,
                                                   const PTOTileAllocation &A) {
  MachineRegisterInfo &MRI = MF.getRegInfo();
  const auto &TII = *MF.getSubtarget<PTOSubtarget>().getInstrInfo();
  auto Fail = [&](const Twine &Msg) {
    MF.getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
        MF.getFunction(), "allocation " + Twine(A.ID) + ": " + Msg));
    return Register();
  };
  MachineInstr *Phi = nullptr;
  for (const PTOTileAllocation::Member &M : A.Members)
    if (M.Slot == PTOTileAllocation::SlotSelected)
      Phi = MRI.getVRegDef(M.Reg);
  if (!Phi || !Phi->isPHI() || Phi->getNumOperands() != 5)
    return Fail("the selected slot is not a PHI of two values");
  SmallVector<std::pair<MachineBasicBlock *, uint64_t>, 2> Incoming;
  for (unsigned I = 1; I < 5; I += 2) {
    Register In = Phi->getOperand(I).getReg();
    const PTOTileAllocation::Member *Found = nullptr;
    for (const PTOTileAllocation::Member &M : A.Members)
      if (M.Reg == In)
        Found = &M;
    if (!Found || (Found->Slot != PTOTileAllocation::SlotFirst &&
                   Found->Slot != PTOTileAllocation::SlotSecond))
      return Fail("an incoming value of the selected slot is in no slot");
    Incoming.push_back(
        {Phi->getOperand(I + 1).getMBB(),
         Found->Slot == PTOTileAllocation::SlotSecond ? A.Size : 0});
  }
  MachineBasicBlock *J = Phi->getParent();
  DebugLoc DL = Phi->getDebugLoc();
  Register Sel = MRI.createVirtualRegister(&PTO::GPRRegClass);
  auto PhiMIB = BuildMI(*J, J->begin(), DL, TII.get(TargetOpcode::PHI), Sel);
  for (auto [Pred, Value] : Incoming) {
    Register R = MRI.createVirtualRegister(&PTO::GPRRegClass);
    BuildMI(*Pred, Pred->getFirstTerminator(), DL, TII.get(PTO::LI), R)
        .addImm(Value);
    PhiMIB.addReg(R).addMBB(Pred);
  }
  PTO_DEBUG(dbgs() << "pto-lower-tile-operands: allocation " << A.ID
                   << ": slot index " << printReg(Sel) << " at "
                   << printMBBReference(*J) << '\n');
  return Sel;
}

bool PTOLowerTileOperands::runOnMachineFunction(MachineFunction &MF) {
  MachineRegisterInfo &MRI = MF.getRegInfo();
  const auto *MFI = MF.getInfo<PTOMachineFunctionInfo>();
  const auto &TII = *MF.getSubtarget<PTOSubtarget>().getInstrInfo();
  Addresses.clear();
  Scopes.clear();
  FnZero = Register();

  // Each register's allocation (the first that has it as a member, as
  // PTOMachineFunctionInfo::findAllocation), looked up once, by virtual
  // register index.
  const unsigned NumVRegs = MRI.getNumVirtRegs();
  std::vector<std::pair<const PTOTileAllocation *, uint64_t>> Owner(NumVRegs);
  for (const PTOTileAllocation &A : MFI->getAllocations())
    for (const PTOTileAllocation::Member &M : A.Members)
      if (M.Reg.isVirtual() && M.Reg.virtRegIndex() < NumVRegs &&
          !Owner[M.Reg.virtRegIndex()].first)
        Owner[M.Reg.virtRegIndex()] = {&A, M.Offset};
  Addresses.assign(NumVRegs, TileAddress());
  bool AnyTile = false;
  // Whether some tile is a view at a runtime row (defined by one): only
  // then are the instructions walked for them below (issue 17: a walk of
  // every instruction that finds none in most kernels).
  bool HasRuntimeView = false;
  for (unsigned I = 0; I != NumVRegs; ++I) {
    Register R = Register::index2VirtReg(I);
    if (!isTileRegister(R, MF) || MRI.reg_nodbg_empty(R))
      continue;
    for (const MachineInstr &Def : MRI.def_instructions(R))
      if (const PTOTileOpInfo *Op = getTileOpInfo(Def.getOpcode());
          Op && Op->View && Op->RegPos)
        HasRuntimeView = true;
    auto [A, MemberOff] = Owner[I];
    if (!A || !A->isPlaced())
      return false; // Unplanned: pto-check-no-tile-vregs reports it.
    // An undefined tile (IMPLICIT_DEF, no shape) is described as the bytes
    // of its allocation.
    std::optional<TileDesc> Own = getTileDesc(R, MRI);
    TileDesc D =
        Own ? *Own
            : TileDesc{A->AS, 1, unsigned(std::max<uint64_t>(A->Size, 1)),
                       DT_I8};
    TileAddress &W = Addresses[I];
    W = {A, A->Offset + MemberOff, D, Register()};
    W.Own = Own;
    AnyTile = true;
  }
  if (!AnyTile)
    return false;
  buildScopes(MF);

  // Rotating allocations: members of the current and the next slot address
  // their window through a slot offset register.
  for (const PTOTileAllocation &A : MFI->getAllocations()) {
    if (A.Slots != 2)
      continue;
    // Issue 23: a logical select. Slot 1's members are fixed windows one
    // slot further; the selected member addresses its window through the
    // slot index.
    if (A.isSelect()) {
      Register Sel = buildSelectRegister(MF, A);
      if (!Sel)
        return false;
      for (const PTOTileAllocation::Member &M : A.Members) {
        TileAddress *W = addressOf(M.Reg);
        if (!W)
          continue;
        W->Select = true;
        W->Slot = M.Slot;
        if (M.Slot == PTOTileAllocation::SlotSecond)
          W->Offset += A.Size;
        else if (M.Slot == PTOTileAllocation::SlotSelected)
          W->Base = Sel;
      }
      continue;
    }
    auto [Cur, Next, Init] = buildSlotRegisters(MF, A);
    if (!Cur)
      return false;
    for (const PTOTileAllocation::Member &M : A.Members) {
      TileAddress *WP = addressOf(M.Reg);
      if (!WP)
        continue;
      TileAddress &W = *WP;
      if (M.Slot) {
        W.Slot = M.Slot;
        W.Base = M.Slot == PTOTileAllocation::SlotCurrent ? Cur : Next;
      } else if (Init) {
        // A continued rotation's initial value: the next slot of the
        // iteration before the first, in either slot.
        W.Slot = PTOTileAllocation::SlotNext;
        W.Base = Init;
      }
    }
  }

  if (FnZero && MRI.use_nodbg_empty(FnZero))
    MRI.getVRegDef(FnZero)->eraseFromParent();

  // Issue 13 (T): a view at a runtime row: `viewaddr` computes its
  // consumers' base register, the source's base plus row * row pitch (and
  // checks, in pto-sim, that the row leaves the view inside its source).
  // Its memory operands are the whole source window: the footprint the
  // storage plan gave it (offset 0 in its source's class).
  for (MachineBasicBlock &MBB : MF) {
    if (!HasRuntimeView)
      break;
    for (MachineInstr &MI : MBB) {
      const PTOTileOpInfo *Op = getTileOpInfo(MI.getOpcode());
      if (!Op || !Op->View || !Op->RegPos)
        continue;
      Register Dst = MI.getOperand(0).getReg(), Src = MI.getOperand(1).getReg();
      TileAddress *SW = addressOf(Src), *DW = addressOf(Dst);
      std::optional<TileDesc> VD = getTileDesc(Dst, MRI);
      if (!SW || !DW || !VD || VD->Rows > SW->Desc.Rows) {
        MF.getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
            MF.getFunction(), "a runtime-position view without a placed source",
            MI.getDebugLoc()));
        return false;
      }
      TileAddress &W = *DW;
      const TileAddress &S = *SW;
      W.Slot = S.Slot;
      W.Base = S.Base;
      if (UnsoundRuntimeViewAt0) {
        // The mutation: the view at its source's first row, its footprint
        // its own window there.
        W.Offset = S.Offset;
        W.Desc = *VD;
        continue;
      }
      Register Base = MRI.createVirtualRegister(&PTO::GPRRegClass);
      BuildMI(MBB, MI, MI.getDebugLoc(), TII.get(PTO::VIEWADDR), Base)
          .addReg(S.Base ? S.Base : Register(PTO::X0))
          .add(MI.getOperand(2))
          .addImm(S.Desc.Rows - VD->Rows)
          .addImm(uint64_t(S.Desc.Cols) * getDTypeBytes(S.Desc.DType));
      W.Offset = S.Offset;
      W.Desc = S.Desc;
      W.Base = Base;
      ++NumRuntimeViews;
      PTO_DEBUG(dbgs() << "pto-lower-tile-operands: runtime view "
                       << printReg(Dst) << " of " << printReg(Src)
                       << ": base " << printReg(Base) << ", footprint the "
                       << S.Desc.bytes() << " bytes at " << S.Offset << '\n');
    }
  }

  SmallVector<MachineInstr *, 32> Dead;
  SmallVector<MachineMemOperand *, 8> MMOs;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      if (MI.isPHI() || MI.isCopy() || MI.isImplicitDef()) {
        if (MI.getOperand(0).isReg() && addressOf(MI.getOperand(0).getReg()))
          Dead.push_back(&MI);
        continue;
      }
      const PTOTileOpInfo *Op = getTileOpInfo(MI.getOpcode());
      if (!Op)
        continue;
      Dead.push_back(&MI);
      if (Op->View)
        continue; // The view's window is its users' operand.

      unsigned Real = getTileRealOpcode(MI.getOpcode());
      if (!Real) {
        MF.getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
            MF.getFunction(),
            "no addressed form of " + TII.getName(MI.getOpcode()),
            MI.getDebugLoc()));
        continue;
      }
      auto NewMI = BuildMI(MBB, MI, MI.getDebugLoc(), TII.get(Real));
      // The memory operands, set at once (issue 17: each addMemOperand
      // copied the list so far).
      MMOs.clear();
      // The pseudo's operands but its trailing dtype, tiles as addresses.
      unsigned NumOps = MI.getNumExplicitOperands();
      for (const MachineOperand &MO : MI.explicit_operands()) {
        if (&MO == &MI.getOperand(NumOps - 1))
          break;
        const TileAddress *W = MO.isReg() ? addressOf(MO.getReg()) : nullptr;
        if (!W) {
          NewMI.add(MO);
          continue;
        }
        NewMI.addReg(W->Base ? W->Base : Register(PTO::X0)).addImm(W->Offset);
        TileAddress A = *W;
        if (UnsoundScatterRow && MO.isDef() && Op->BuiltinID == BI_TSCATTER)
          A.Desc.Rows = 1;
        addWindowMMOs(MF, MMOs, A,
                      MO.isDef() ? MachineMemOperand::MOStore
                                 : MachineMemOperand::MOLoad);
      }
      // The operands the real instruction adds (its source shapes, K and
      // source dtype), from the descriptors of the pseudo's tile operands --
      // a view's own shape, not its source's -- and the dtype.
      if (!addShapeOperands(NewMI, MI)) {
        MF.getFunction().getContext().diagnose(DiagnosticInfoUnsupported(
            MF.getFunction(),
            "the shape of a tile operand of " + TII.getName(MI.getOpcode()) +
                " is unknown",
            MI.getDebugLoc()));
        NewMI->eraseFromParent();
        continue;
      }
      // Global-memory operands keep their IR values and alias metadata.
      for (MachineMemOperand *MMO : MI.memoperands())
        if (MMO->getAddrSpace() == AS_GM)
          MMOs.push_back(MMO);
      NewMI->setMemRefs(MF, MMOs);
      ++NumLowered;
      PTO_DEBUG(dbgs() << "pto-lower-tile-operands: " << *NewMI.getInstr());
    }
  for (MachineInstr *MI : Dead)
    MI->eraseFromParent();
  // The tile registers are gone: the plan keeps its allocations (memory,
  // size, offset) but no members, so MIR printed after this pass (and after
  // register allocation, with no virtual registers) parses back.
  for (PTOTileAllocation &A :
       MF.getInfo<PTOMachineFunctionInfo>()->getAllocations())
    A.Members.clear();
  return true;
}

FunctionPass *llvm::createPTOLowerTileOperandsPass() {
  return new PTOLowerTileOperands();
}
