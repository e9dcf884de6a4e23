//===-- PTOMaterializeSemanticAliases.cpp - Must-alias tile classes -------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// First tile storage pass (BRIEF §4.1, docs/tile-storage.md). Tile values
// that must share storage form a class:
//   - a PHI with its incoming values (loop carries, if-joins);
//   - an OutputReusesInput result with that input (tmatmul.acc, tinsert,
//     tsetval);
//   - a view with its source, at the view's offset (full-width row windows);
//   - a COPY with its source.
// Tile selects are first expanded into a diamond with a PHI, and every undef
// PHI operand gets an IMPLICIT_DEF of its own. A prefetching loop carry (its
// next value written while the current one is still read) becomes a rotating
// two-slot allocation instead of a move on the back edge when capacity allows
// (tryMultiSlot; -pto-max-buffer-slots).
//
// Classes are built by union-find; two classes merge only if no two of their
// values with different contents are live at once. Every member has a byte
// offset in its class (a view sits at its row offset inside its source);
// merging two classes rebases one of them so that the two values being
// identified get the same offset, and a merge that would need two different
// offsets for one value is refused (and becomes a copy). Where they would
// interfere the pass first tries to retarget the producer of a PHI operand
// into the PHI's window (an InplaceSafe producer whose input in that window
// dies there); else it materializes a tile move: for a reused input, a copy
// right before the producer; for PHI operands, copies at the end of the
// predecessor -- on a block of their own (a split edge) when the predecessor
// has another successor, unless the edge is a back edge -- ordered as a
// parallel copy (a scratch tile breaks cycles).
// A memory without a same-space move (acc, left, right, bias) cannot copy:
// that is an error naming the value (PyPTO #1352); after an error the
// function is left with an empty body so later passes report nothing more.
// Each class becomes one PTOTileAllocation in PTOMachineFunctionInfo. The
// pass rebuilds its classes from the code alone, so running it again on its
// own output changes nothing (views are not offset twice).
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTODebug.h"
#include "PTOIRUtils.h"
#include "PTOInstrInfo.h"
#include "PTOMachineFunctionInfo.h"
#include "PTOSubtarget.h"
#include "TileStorage/PTOTileLiveness.h"
#include "TileStorage/PTOTileStorageUtils.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/DebugCounter.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-materialize-semantic-aliases"

PTO_STATISTIC(NumClasses, "Number of tile allocations (must-alias classes)");
PTO_STATISTIC(NumMoves, "Number of tile moves materialized");
PTO_STATISTIC(NumSelects, "Number of tile selects expanded");
PTO_STATISTIC(NumMultiSlot, "Number of loop carries double-buffered");
PTO_STATISTIC(NumEdgeSplits,
              "Number of edges split to place PHI tile moves on them");
DEBUG_COUNTER(MultiSlotCounter, "pto-materialize-semantic-aliases-multislot",
              "Double-buffer a loop carry instead of moving it");
// Issue 23 (TRIP): trip counts and pass-through carries.
PTO_STATISTIC(NumSCEVCacheDrops,
              "Times ScalarEvolution's loop caches were dropped");
PTO_STATISTIC(NumBackEdgesDropped,
              "Number of tile-carry back-edge values dropped (the loop runs "
              "at most once)");
PTO_STATISTIC(NumPassThrough,
              "Number of pass-through tile PHIs folded into their value");
DEBUG_COUNTER(AtMostOnceCounter,
              "pto-materialize-semantic-aliases-at-most-once",
              "Drop the back-edge value of a tile carry of a loop that runs "
              "at most once");
DEBUG_COUNTER(PassThroughCounter,
              "pto-materialize-semantic-aliases-pass-through",
              "Fold a tile PHI whose only incoming value (besides itself) is "
              "one tile into that tile");
// Issue 23 (logical select): interfering join PHIs as two-slot allocations.
PTO_STATISTIC(NumLogicalSelects,
              "Number of tile joins given two slots and a slot index");
DEBUG_COUNTER(LogicalSelectCounter,
              "pto-materialize-semantic-aliases-logical-select",
              "Give a join of two live tiles two slots of one allocation and "
              "a slot index instead of moves");
DEBUG_COUNTER(InPlaceCounter, "pto-materialize-semantic-aliases-inplace",
              "Compute an in-place-safe result over an input that dies there "
              "(candidates, step 4)");

// pto-insert-sync tells the current and the next slot of one iteration apart
// (their memory operands are flagged by pto-lower-tile-operands), so the
// prefetch into the next slot overlaps the work on the current one
// (bench/kernels/gemm-prefetch.ll in pto-sim: 5438 cycles with 2 slots, 7146
// with -pto-max-buffer-slots=1).
// Issue 14 (14G): a deliberate mutation for the storage self-test. tgatherb
// is not in place (any result element may read any source byte, and its
// offsets have another element size than a narrower result); treating it as
// InplaceSafe lets its result take a dying source's window, which
// pto-verify-tile-storage rejects and pto-sim's result shows
// (test/tools/pto-sim/tgatherb.ll).
static cl::opt<bool> UnsoundInplaceGatherB(
    "pto-materialize-semantic-aliases-unsound-inplace-gatherb", cl::Hidden,
    cl::init(false),
    cl::desc("Testing only, unsound: treat tgatherb as in-place safe"));

// Issue 23 (logical select): the mutation for the storage self-test. Both
// incoming values of a logical select are placed in slot 0: the second
// overwrites the first while both are live, which pto-verify-tile-storage
// rejects and pto-ref shows (test/CodeGen/PTO/storage-logical-select.ll).
static cl::opt<bool> UnsoundSelectOneSlot(
    "pto-materialize-semantic-aliases-unsound-select-one-slot", cl::Hidden,
    cl::init(false),
    cl::desc("Testing only, unsound: put both values of a logical select in "
             "slot 0"));

/// Whether \p Op's result may take the window of an input that dies at it.
static bool isInplaceSafe(const PTOTileOpInfo *Op) {
  return Op && (Op->InplaceSafe ||
                (UnsoundInplaceGatherB && Op->BuiltinID == BI_TGATHERB));
}

static cl::opt<unsigned> MaxBufferSlots(
    "pto-max-buffer-slots", cl::Hidden, cl::init(2),
    cl::desc("Slots a rotating (multi-buffered) loop-carry allocation may "
             "have: 2 (default) double-buffers prefetching loop carries, 1 "
             "uses a move on the back edge instead. Only double buffering "
             "is implemented."));

// Issue 23 (TRIP): a loop whose maximum backedge-taken count (SCEV) is at
// most this never takes its back edge: the values its tile carries would
// carry around it are never read. 0 is the rule; a larger value is unsound
// and exists for the test that shows the wrong result
// (storage-trip-count.ll, run-kernel against pto-ref).
static cl::opt<unsigned> AtMostOnceMaxBTC(
    "pto-at-most-once-max-btc", cl::Hidden, cl::init(0),
    cl::desc("Loops with a constant maximum backedge-taken count of at most "
             "this run at most once per entry: their tile carries' back-edge "
             "values are dropped. 0 (default) is sound; larger values are "
             "not (for tests)"));

namespace {

class PTOMaterializeSemanticAliases : public MachineFunctionPass {
public:
  static char ID;
  PTOMaterializeSemanticAliases() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "PTO materialize semantic aliases";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    // Issue 23 (TRIP): trip counts of the IR loops behind the machine loops.
    AU.addRequired<LoopInfoWrapperPass>();
    AU.addRequired<ScalarEvolutionWrapperPass>();
    // Issue 17: the pass manager's loops and dominators, kept exact (a
    // recomputation where the CFG changed), so the storage passes after
    // this one use them instead of another computation.
    AU.addRequired<MachineDominatorTreeWrapperPass>();
    AU.addPreserved<MachineDominatorTreeWrapperPass>();
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addPreserved<MachineLoopInfoWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
  /// The lifetimes and classes are per function: none
  /// is kept once the allocations are built.
  void releaseMemory() override;

private:
  MachineFunction *MF = nullptr;
  MachineRegisterInfo *MRI = nullptr;
  const PTOInstrInfo *TII = nullptr;
  MachineOptimizationRemarkEmitter *ORE = nullptr;
  bool HadError = false;

  /// Dominators and loops of the CFG after the selects are expanded (the
  /// pass manager's); the loops are kept up to date when an edge is split
  /// (splitEdge), the dominators answer for the blocks that existed then.
  /// Both are recomputed at the end when an edge was split
  /// (keepAnalysesExact), so that what the pass preserves is what a
  /// computation of the result would give.
  MachineDominatorTree *MDT = nullptr;
  MachineLoopInfo *MLI = nullptr;
  bool SplitAny = false;
  void keepAnalysesExact(bool CFGChanged);
  /// isTileRegister by virtual register index, for the registers that
  /// existed when the pass began (issue 17: asked ~20 times per register);
  /// the class test for the ones made since.
  std::vector<uint8_t> IsTileByIndex;
  bool isTile(Register R) const {
    if (R.isVirtual() && R.virtRegIndex() < IsTileByIndex.size())
      return IsTileByIndex[R.virtRegIndex()];
    return isTileRegister(R, *MF);
  }
  /// Updatable lifetimes and the edits since they were last brought up to
  /// date (recomputeLiveness).
  TileLiveness Liveness;
  SmallVector<const MachineBasicBlock *, 4> NewBlocks;
  SmallVector<const MachineInstr *, 8> NewInstrs;
  SmallVector<Register, 8> ChangedRegs;
  std::optional<EquivalenceClasses<Register>> Classes;
  /// Byte offset of a register inside its class's storage.
  DenseMap<Register, uint64_t> OffsetInClass;
  /// Members of rotating (two-slot) classes and their slot roles
  /// (PTOTileAllocation::SlotRole). Such classes are sealed: nothing else
  /// joins them.
  DenseMap<Register, unsigned> SlotRole;
  /// Leaders of the sealed (rotating or selected) classes.
  DenseSet<Register> Sealed;
  /// The tile instructions (with their descriptions) and the COPYs, in
  /// layout order: what steps 1, 2 and 4 look at, gathered by one walk once
  /// the CFG edits before them are done (issue 17: each step walked every
  /// instruction). The steps only add tile moves (neither views, copies,
  /// reusing nor in-place safe) and branches, and erase nothing, so the
  /// list stays what a walk would find.
  std::vector<std::pair<MachineInstr *, const PTOTileOpInfo *>> TileInstrs;

  // Issue 23 (TRIP): trip counts and pass-through carries.
  LoopInfo *LI = nullptr;
  ScalarEvolution *SE = nullptr;
  PTO::SCEVCacheBound SCEVBound;
  /// Tile PHIs of a loop that runs at most once per entry (SCEV: constant
  /// maximum backedge-taken count 0) get an undefined back-edge value.
  bool dropNeverTakenBackEdges();
  /// A tile PHI whose incoming values are one tile and the PHI itself (a
  /// carry passed around its loop unchanged) is that tile.
  bool foldPassThroughPhis();
  bool expandTileSelects();
  bool splitUndefPhiOperands();
  /// Brings the lifetimes up to date after moves and split edges: an
  /// update of the registers involved (TileLiveness::update), or a
  /// recomputation when that cannot place the new code.
  void recomputeLiveness();
  /// Splits the edge from \p Pred to \p Succ, keeping the loops up to date.
  MachineBasicBlock *splitEdge(MachineBasicBlock &Pred,
                               MachineBasicBlock &Succ);
  /// The register whose contents \p R holds: views and copies hold their
  /// source's contents; everything else is its own root.
  Register rootOf(Register R) const;
  /// Whether merging the classes of A and B, with A placed \p Delta bytes
  /// after B, would put two values with different contents live at once in
  /// the same bytes. An in-place pair (see isInPlacePair) that ends up in
  /// the same window does not count; \p InPlace is set when one was needed.
  bool classesInterfere(Register A, Register B, int64_t Delta,
                        bool *InPlace = nullptr) const;
  /// Merges the classes of A and B with A placed \p Delta bytes after B,
  /// unless they interfere or A and B already sit at other offsets of one
  /// class.
  bool tryUnion(Register A, Register B, int64_t Delta = 0,
                bool *InPlace = nullptr);
  /// Merges unconditionally (views, copies), A \p Delta bytes after B.
  void unionAt(Register A, Register B, int64_t Delta);
  /// Whether \p Out is computed by an InplaceSafe instruction that reads
  /// \p In for the last time (the producer may write over \p In).
  bool isInPlacePair(Register Out, Register In) const;
  /// Issue 13 (T): \p R is a view at a runtime row (it is not at its class
  /// offset: no result shares its window).
  bool isRuntimeView(Register R) const;
  /// Whether tile input \p In of \p MI is not read after \p MI.
  bool diesAt(const MachineInstr &MI, Register In) const;
  std::optional<unsigned> getSameSpaceMove(unsigned AS) const;
  Register buildMove(MachineBasicBlock &MBB, MachineBasicBlock::iterator Pos,
                     Register Src, const DebugLoc &DL);
  void error(const MachineInstr &MI, const Twine &Msg);
  /// Whether the class of \p R is a sealed rotating class.
  bool isRotating(Register R) const;
  /// Tries to double-buffer the loop carry \p Phi (see the file comment).
  bool tryMultiSlot(MachineInstr &Phi);
  /// Issue 23: tries to give the interfering join \p Phi two slots (see
  /// selectJoins). Records why not in SelectRefusal.
  bool tryLogicalSelect(MachineInstr &Phi);
  /// Why a join of live tiles could not be a logical select, per PHI (for
  /// the diagnostic when the fallback move does not exist).
  DenseMap<const MachineInstr *, std::string> SelectRefusal;
  /// Whether the live ranges of \p A and \p B overlap.
  bool lifetimesOverlap(Register A, Register B) const;
  /// The steps of runOnMachineFunction, in order (docs/tile-storage.md).
  void unionViewsAndCopies();
  bool bindReusedInputs();
  void doubleBufferLoopCarries();
  void selectJoins();
  bool mergePhis();
  void shareInPlace();
  /// Returns the number of moves inserted, 0 after an error.
  unsigned resolvePhiCopies(
      MachineBasicBlock &Pred,
      SmallVectorImpl<std::pair<MachineOperand *, Register>> &Copies);
  void buildAllocations();
};

} // namespace

char PTOMaterializeSemanticAliases::ID = 0;

INITIALIZE_PASS_BEGIN(PTOMaterializeSemanticAliases, DEBUG_TYPE,
                      "PTO materialize semantic aliases", false, false)
INITIALIZE_PASS_DEPENDENCY(MachineOptimizationRemarkEmitterPass)
INITIALIZE_PASS_DEPENDENCY(LoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(ScalarEvolutionWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineDominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_END(PTOMaterializeSemanticAliases, DEBUG_TYPE,
                    "PTO materialize semantic aliases", false, false)

/// "bb.3.loop", or "bb.3" for a block without IR name.
static std::string blockName(const MachineBasicBlock &MBB) {
  std::string S = "bb." + std::to_string(MBB.getNumber());
  if (!MBB.getName().empty())
    S += "." + MBB.getName().str();
  return S;
}

void PTOMaterializeSemanticAliases::error(const MachineInstr &MI,
                                          const Twine &Msg) {
  HadError = true;
  MF->getFunction().getContext().diagnose(
      DiagnosticInfoUnsupported(MF->getFunction(), Msg, MI.getDebugLoc()));
}

// Issue 23 (TRIP): trip counts and pass-through carries.
/// The value of \p V on the first iteration of \p L, for the integer
/// arithmetic of a loop's exit test: a constant, a header PHI (its constant
/// value from the preheader), or an add, sub or mul of such values that
/// does not overflow (signed or unsigned).
static std::optional<APInt> firstIterationValue(const Value *V, const Loop &L,
                                                const BasicBlock *Pre,
                                                unsigned Depth = 0) {
  if (const auto *C = dyn_cast<ConstantInt>(V))
    return C->getValue();
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || !L.contains(I) || Depth > 8)
    return std::nullopt;
  if (const auto *Phi = dyn_cast<PHINode>(I)) {
    if (Phi->getParent() != L.getHeader())
      return std::nullopt;
    const auto *C = dyn_cast<ConstantInt>(Phi->getIncomingValueForBlock(Pre));
    return C ? std::optional<APInt>(C->getValue()) : std::nullopt;
  }
  const auto *BO = dyn_cast<BinaryOperator>(I);
  if (!BO)
    return std::nullopt;
  std::optional<APInt> A = firstIterationValue(BO->getOperand(0), L, Pre,
                                               Depth + 1),
                       B = firstIterationValue(BO->getOperand(1), L, Pre,
                                               Depth + 1);
  if (!A || !B || A->getBitWidth() != B->getBitWidth())
    return std::nullopt;
  bool SO = false, UO = false;
  APInt R;
  switch (BO->getOpcode()) {
  case Instruction::Add:
    R = A->sadd_ov(*B, SO);
    (void)A->uadd_ov(*B, UO);
    break;
  case Instruction::Sub:
    R = A->ssub_ov(*B, SO);
    (void)A->usub_ov(*B, UO);
    break;
  case Instruction::Mul:
    R = A->smul_ov(*B, SO);
    (void)A->umul_ov(*B, UO);
    break;
  default:
    return std::nullopt;
  }
  if (SO || UO)
    return std::nullopt;
  return R;
}

/// Issue 17: whether \p L, entered from its preheader, takes its back edge
/// on the first iteration: its latch is its only exiting block and the
/// latch's branch, evaluated on the first iteration (firstIterationValue),
/// goes back to the header. Its backedge-taken count is then at least 1 on
/// that path, so SCEV's maximum (an upper bound) is not 0 either and the
/// query, most of the pass on long sequences of loops, is not needed.
static bool takesBackEdgeOnFirstIteration(const Loop &L) {
  const BasicBlock *Latch = L.getLoopLatch(), *Pre = L.getLoopPredecessor();
  if (!Latch || !Pre || L.getExitingBlock() != Latch)
    return false;
  const auto *Br = dyn_cast<BranchInst>(Latch->getTerminator());
  if (!Br || !Br->isConditional())
    return false;
  const auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition());
  if (!Cmp)
    return false;
  std::optional<APInt> A = firstIterationValue(Cmp->getOperand(0), L, Pre),
                       B = firstIterationValue(Cmp->getOperand(1), L, Pre);
  if (!A || !B || A->getBitWidth() != B->getBitWidth())
    return false;
  bool Taken = ICmpInst::compare(*A, *B, Cmp->getPredicate());
  return Br->getSuccessor(Taken ? 0 : 1) == L.getHeader();
}

/// A loop that runs at most once each time it is entered never takes its
/// back edge, so the value a tile carry has on that edge is never read: it
/// becomes an IMPLICIT_DEF at the end of the back edge's block (step 1 then
/// gives it no storage). The carry then holds its entry value alone -- no
/// entry copy when that value is still read after the loop, and an acc
/// carry whose initializer outlives the loop compiles. Machine blocks map to
/// IR blocks here (the pass runs first, before selects are expanded): a
/// block of an IR loop header with a predecessor inside that IR loop.
bool PTOMaterializeSemanticAliases::dropNeverTakenBackEdges() {
  bool Changed = false;
  for (MachineBasicBlock &H : *MF) {
    const BasicBlock *BB = H.getBasicBlock();
    if (!BB || H.phis().empty())
      continue;
    Loop *IL = LI->getLoopFor(BB);
    if (!IL || IL->getHeader() != BB)
      continue;
    auto IsBackEdge = [&](const MachineBasicBlock *Pred) {
      const BasicBlock *PBB = Pred->getBasicBlock();
      return PBB && IL->contains(PBB);
    };
    // The candidates first: the trip count is asked (SCEV's first, costly
    // query of the loop) only for a loop that has one.
    SmallVector<MachineInstr *, 4> Candidates;
    for (MachineInstr &Phi : H.phis()) {
      Register Dst = Phi.getOperand(0).getReg();
      if (!isTile(Dst))
        continue;
      // Only a carry that then holds one value (or none): the PHI folds away
      // (foldPassThroughPhis), so the undefined back-edge value does not
      // become a tile of its own live at the end of the loop.
      Register Entry;
      bool OneEntry = true;
      for (unsigned I = 1, E = Phi.getNumOperands(); I < E; I += 2) {
        Register R = Phi.getOperand(I).getReg();
        const MachineInstr *D = MRI->getVRegDef(R);
        if (IsBackEdge(Phi.getOperand(I + 1).getMBB()) || !D ||
            D->isImplicitDef() || R == Entry)
          continue;
        OneEntry &= !Entry;
        Entry = R;
      }
      if (OneEntry)
        Candidates.push_back(&Phi);
    }
    if (Candidates.empty())
      continue;
    if (!AtMostOnceMaxBTC && takesBackEdgeOnFirstIteration(*IL))
      continue;
    // Issue 17: a query per loop would be quadratic in the loops
    // (PTO::SCEVCacheBound).
    if (SCEVBound.tick(*SE))
      ++NumSCEVCacheDrops;
    const auto *Max =
        dyn_cast<SCEVConstant>(SE->getConstantMaxBackedgeTakenCount(IL));
    if (!Max || Max->getAPInt().ugt(AtMostOnceMaxBTC))
      continue;
    for (MachineInstr *PhiP : Candidates) {
      MachineInstr &Phi = *PhiP;
      Register Dst = Phi.getOperand(0).getReg();
      for (unsigned I = 1, E = Phi.getNumOperands(); I < E; I += 2) {
        MachineOperand &In = Phi.getOperand(I);
        MachineBasicBlock *Pred = Phi.getOperand(I + 1).getMBB();
        if (!IsBackEdge(Pred))
          continue;
        const MachineInstr *Def = MRI->getVRegDef(In.getReg());
        if (Def && Def->isImplicitDef())
          continue;
        if (!DebugCounter::shouldExecute(AtMostOnceCounter))
          continue;
        Register Old = In.getReg();
        Register R = MRI->cloneVirtualRegister(Old);
        BuildMI(*Pred, Pred->getFirstTerminator(), Phi.getDebugLoc(),
                TII->get(TargetOpcode::IMPLICIT_DEF), R);
        In.setReg(R);
        ++NumBackEdgesDropped;
        Changed = true;
        PTO_DEBUG(dbgs() << "pto-materialize-semantic-aliases: "
                         << describeTileRegister(Dst, *MF)
                         << ": back-edge value "
                         << describeTileRegister(Old, *MF)
                         << " dropped (max backedge-taken count "
                         << Max->getAPInt() << ")\n");
        ORE->emit([&]() {
          return MachineOptimizationRemark(DEBUG_TYPE, "AtMostOnce",
                                           Phi.getDebugLoc(), &H)
                 << "loop carry "
                 << ore::NV("Phi", describeTileRegister(Dst, *MF))
                 << " keeps its entry value: the loop runs at most once "
                    "(maximum backedge-taken count "
                 << ore::NV("MaxBTC", Max->getAPInt().getZExtValue())
                 << "), so its back-edge value is not carried";
        });
      }
    }
  }
  return Changed;
}

/// `p = PHI [x, ...], [p, ...], [undef, ...]` with one tile x besides p
/// itself and undefined values: p is x on every path that defines it (a
/// carry passed around its loop, or through an if, unchanged; or the carry
/// of a loop that runs at most once, whose back-edge value
/// dropNeverTakenBackEdges made undefined). Its uses read x, so it needs no
/// storage of its own and no copy per iteration or on entry. Folded only
/// when x's block properly dominates the PHI's (without undef operands that
/// always holds; a carry first assigned inside its loop, `PHI [undef,
/// entry], [next, latch]`, is not folded). Repeated until nothing folds
/// (nested loops passing a carry through).
bool PTOMaterializeSemanticAliases::foldPassThroughPhis() {
  std::optional<MachineDominatorTree> DT;
  SmallSetVector<MachineInstr *, 4> Undefs;
  bool Changed = false;
  for (bool Again = true; Again;) {
    Again = false;
    for (MachineBasicBlock &MBB : *MF)
      for (MachineInstr &Phi : make_early_inc_range(MBB.phis())) {
        Register Dst = Phi.getOperand(0).getReg();
        if (!isTile(Dst))
          continue;
        Register Same;
        bool Trivial = true;
        for (unsigned I = 1, E = Phi.getNumOperands(); I < E && Trivial;
             I += 2) {
          Register R = Phi.getOperand(I).getReg();
          const MachineInstr *D = MRI->getVRegDef(R);
          if (R == Dst || R == Same || !D || D->isImplicitDef())
            continue;
          Trivial = !Same;
          Same = R;
        }
        if (!Trivial)
          continue;
        // Nothing but undefined values (and itself): the PHI is undefined.
        if (!Same) {
          if (!DebugCounter::shouldExecute(PassThroughCounter))
            continue;
          for (unsigned I = 1, E = Phi.getNumOperands(); I < E; I += 2)
            if (MachineInstr *D = MRI->getVRegDef(Phi.getOperand(I).getReg());
                D && D->isImplicitDef())
              Undefs.insert(D);
          BuildMI(MBB, MBB.getFirstNonPHI(), Phi.getDebugLoc(),
                  TII->get(TargetOpcode::IMPLICIT_DEF), Dst);
          Phi.eraseFromParent();
          ++NumPassThrough;
          Changed = Again = true;
          continue;
        }
        const MachineInstr *Def = MRI->getVRegDef(Same);
        if (!Def || MRI->getType(Same) != MRI->getType(Dst) ||
            MRI->getRegClassOrNull(Same) != MRI->getRegClassOrNull(Dst))
          continue;
        if (!DT)
          DT.emplace(*MF);
        if (!DT->properlyDominates(Def->getParent(), &MBB))
          continue;
        if (!DebugCounter::shouldExecute(PassThroughCounter))
          continue;
        PTO_DEBUG(dbgs() << "pto-materialize-semantic-aliases: "
                         << describeTileRegister(Dst, *MF) << " passes "
                         << describeTileRegister(Same, *MF) << " through\n");
        ORE->emit([&]() {
          return MachineOptimizationRemark(DEBUG_TYPE, "PassThrough",
                                           Phi.getDebugLoc(), &MBB)
                 << "PHI " << ore::NV("Phi", describeTileRegister(Dst, *MF))
                 << " is " << ore::NV("Tile", describeTileRegister(Same, *MF))
                 << " on every path: it uses that tile's storage, with no "
                    "copy";
        });
        for (unsigned I = 1, E = Phi.getNumOperands(); I < E; I += 2)
          if (MachineInstr *D = MRI->getVRegDef(Phi.getOperand(I).getReg());
              D && D->isImplicitDef())
            Undefs.insert(D);
        Phi.eraseFromParent();
        MRI->replaceRegWith(Dst, Same);
        ++NumPassThrough;
        Changed = Again = true;
      }
  }
  // An undefined value only the folded PHIs read would get storage.
  for (MachineInstr *D : Undefs)
    if (MRI->use_nodbg_empty(D->getOperand(0).getReg()))
      D->eraseFromParent();
  return Changed;
}

/// Replaces every `dst = TSELECT_<m> c, t, f` by a diamond whose join has
/// `dst = PHI t, f`, so selects become ordinary if-joins.
bool PTOMaterializeSemanticAliases::expandTileSelects() {
  SmallVector<MachineInstr *, 4> Work;
  for (MachineBasicBlock &MBB : *MF)
    for (MachineInstr &MI : MBB)
      if (isTileSelect(MI.getOpcode()))
        Work.push_back(&MI);
  for (MachineInstr *Sel : Work) {
    MachineBasicBlock *Head = Sel->getParent();
    DebugLoc DL = Sel->getDebugLoc();
    MachineFunction::iterator InsertPt = std::next(Head->getIterator());
    MachineBasicBlock *TrueBB =
        MF->CreateMachineBasicBlock(Head->getBasicBlock());
    MachineBasicBlock *FalseBB =
        MF->CreateMachineBasicBlock(Head->getBasicBlock());
    MachineBasicBlock *Join =
        MF->CreateMachineBasicBlock(Head->getBasicBlock());
    MF->insert(InsertPt, TrueBB);
    MF->insert(InsertPt, FalseBB);
    MF->insert(InsertPt, Join);
    // Everything after the select moves to the join block.
    Join->splice(Join->begin(), Head, std::next(Sel->getIterator()),
                 Head->end());
    Join->transferSuccessorsAndUpdatePHIs(Head);
    Head->addSuccessor(TrueBB);
    Head->addSuccessor(FalseBB);
    TrueBB->addSuccessor(Join);
    FalseBB->addSuccessor(Join);
    BuildMI(Head, DL, TII->get(PTO::BNE))
        .addReg(Sel->getOperand(1).getReg())
        .addReg(PTO::X0)
        .addMBB(TrueBB);
    BuildMI(Head, DL, TII->get(PTO::J)).addMBB(FalseBB);
    BuildMI(TrueBB, DL, TII->get(PTO::J)).addMBB(Join);
    BuildMI(FalseBB, DL, TII->get(PTO::J)).addMBB(Join);
    BuildMI(*Join, Join->begin(), DL, TII->get(TargetOpcode::PHI),
            Sel->getOperand(0).getReg())
        .addReg(Sel->getOperand(2).getReg())
        .addMBB(TrueBB)
        .addReg(Sel->getOperand(3).getReg())
        .addMBB(FalseBB);
    Sel->eraseFromParent();
    ++NumSelects;
  }
  // The joins are PHIs now (the MIR parser marks a function without PHIs).
  if (!Work.empty())
    MF->getProperties().resetNoPHIs();
  return !Work.empty();
}

/// Gives every tile PHI operand defined by an IMPLICIT_DEF elsewhere an
/// IMPLICIT_DEF of its own at the end of its predecessor. The IRTranslator
/// makes one IMPLICIT_DEF per type for the `undef`s of a function, so the
/// undef initial values of two loops' carries would otherwise be one value
/// live from the first loop's entry to the second's: it would interfere with
/// the first loop's tiles and need a move, which acc cannot make.
bool PTOMaterializeSemanticAliases::splitUndefPhiOperands() {
  SmallVector<MachineInstr *, 4> Shared;
  for (MachineBasicBlock &MBB : *MF)
    for (MachineInstr &Phi : MBB.phis()) {
      if (!isTile(Phi.getOperand(0).getReg()))
        continue;
      for (unsigned I = 1, E = Phi.getNumOperands(); I < E; I += 2) {
        MachineOperand &In = Phi.getOperand(I);
        MachineBasicBlock *Pred = Phi.getOperand(I + 1).getMBB();
        MachineInstr *Def = MRI->getVRegDef(In.getReg());
        if (!Def || !Def->isImplicitDef() ||
            (Def->getParent() == Pred && MRI->hasOneNonDBGUse(In.getReg())))
          continue;
        Register R = MRI->cloneVirtualRegister(In.getReg());
        BuildMI(*Pred, Pred->getFirstTerminator(), Def->getDebugLoc(),
                TII->get(TargetOpcode::IMPLICIT_DEF), R);
        In.setReg(R);
        if (!is_contained(Shared, Def))
          Shared.push_back(Def);
      }
    }
  for (MachineInstr *Def : Shared)
    if (MRI->use_nodbg_empty(Def->getOperand(0).getReg()))
      Def->eraseFromParent();
  return !Shared.empty();
}

void PTOMaterializeSemanticAliases::recomputeLiveness() {
  if (!Liveness.update(*MF, &*MLI, NewBlocks, NewInstrs, ChangedRegs)) {
    PTO_DEBUG(dbgs() << "pto-materialize-semantic-aliases: lifetimes of "
                     << MF->getName() << " recomputed\n");
    Liveness.compute(*MF, &*MLI, /*Updatable=*/true);
  }
  NewBlocks.clear();
  NewInstrs.clear();
  ChangedRegs.clear();
}

MachineBasicBlock *
PTOMaterializeSemanticAliases::splitEdge(MachineBasicBlock &Pred,
                                         MachineBasicBlock &Succ) {
  MachineBasicBlock *NewBB =
      Pred.SplitCriticalEdge(&Succ,
                             MachineBasicBlock::SplitCriticalEdgeAnalyses{
                                 nullptr, nullptr, nullptr, &*MLI},
                             nullptr, nullptr);
  if (NewBB) {
    NewBlocks.push_back(NewBB);
    SplitAny = true;
  }
  return NewBB;
}

Register PTOMaterializeSemanticAliases::rootOf(Register R) const {
  while (R.isVirtual()) {
    const MachineInstr *Def = MRI->getVRegDef(R);
    if (!Def)
      break;
    const PTOTileOpInfo *Op = getTileOpInfo(Def->getOpcode());
    if (!(Def->isCopy() || (Op && Op->View)) || !Def->getOperand(1).isReg())
      break;
    R = Def->getOperand(1).getReg();
  }
  return R;
}

bool PTOMaterializeSemanticAliases::classesInterfere(Register A, Register B,
                                                     int64_t Delta,
                                                     bool *InPlace) const {
  auto LA = Classes->findLeader(A), LB = Classes->findLeader(B);
  if (LA == LB)
    return false;
  // After the merge, a member I of A's class sits Shift bytes further than
  // now, relative to the members of B's class.
  int64_t Shift = int64_t(OffsetInClass.lookup(B)) + Delta -
                  int64_t(OffsetInClass.lookup(A));
  // Only members whose lifetimes overlap can interfere: sweep the live
  // segments of both classes by start, pairing each with the still open
  // segments of the other class (O(k log k + overlapping pairs) for k
  // segments, not |A| x |B| interval comparisons).
  struct Segment {
    unsigned Start, End;
    Register Reg;
    bool InB;
  };
  SmallVector<Segment, 16> Segments;
  for (auto I = LA; I != Classes->member_end(); ++I)
    for (auto [S, E] : Liveness.get(*I))
      Segments.push_back({S, E, *I, false});
  for (auto J = LB; J != Classes->member_end(); ++J)
    for (auto [S, E] : Liveness.get(*J))
      Segments.push_back({S, E, *J, true});
  llvm::sort(Segments, [](const Segment &X, const Segment &Y) {
    return X.Start < Y.Start;
  });
  SmallVector<Segment, 8> Open[2];
  for (const Segment &X : Segments) {
    for (SmallVectorImpl<Segment> &O : Open)
      llvm::erase_if(O, [&](const Segment &Y) { return Y.End <= X.Start; });
    for (const Segment &Y : Open[!X.InB]) {
      Register I = X.InB ? Y.Reg : X.Reg, J = X.InB ? X.Reg : Y.Reg;
      if (rootOf(I) == rootOf(J))
        continue;
      if ((isInPlacePair(I, J) || isInPlacePair(J, I)) &&
          int64_t(OffsetInClass.lookup(I)) + Shift ==
              int64_t(OffsetInClass.lookup(J))) {
        if (InPlace)
          *InPlace = true;
        continue;
      }
      return true;
    }
    Open[X.InB].push_back(X);
  }
  return false;
}

void PTOMaterializeSemanticAliases::unionAt(Register A, Register B,
                                            int64_t Delta) {
  // Shift one whole class so that Off[A] == Off[B] + Delta and no offset
  // becomes negative.
  int64_t Shift = int64_t(OffsetInClass.lookup(B)) + Delta -
                  int64_t(OffsetInClass.lookup(A));
  Register Moved = Shift >= 0 ? A : B;
  uint64_t By = Shift >= 0 ? Shift : -Shift;
  if (By)
    for (auto I = Classes->findLeader(Moved); I != Classes->member_end(); ++I)
      OffsetInClass[*I] += By;
  Classes->unionSets(A, B);
}

bool PTOMaterializeSemanticAliases::tryUnion(Register A, Register B,
                                             int64_t Delta, bool *InPlace) {
  if (Classes->findLeader(A) == Classes->findLeader(B))
    return int64_t(OffsetInClass.lookup(A)) ==
           int64_t(OffsetInClass.lookup(B)) + Delta;
  if (isRotating(A) || isRotating(B) || classesInterfere(A, B, Delta, InPlace))
    return false;
  unionAt(A, B, Delta);
  return true;
}

bool PTOMaterializeSemanticAliases::isRotating(Register R) const {
  // A sealed class merges with nothing after it is sealed, so its leader
  // stays the one recorded (a lookup, not a walk of the class: tryUnion asks
  // for every merge).
  if (Sealed.empty())
    return false;
  auto I = Classes->findLeader(R);
  return I != Classes->member_end() && Sealed.count(*I);
}

/// Double buffering. A loop carry `p = PHI [init, entry], [next, latch]`
/// whose next value is produced while p is still read (prefetch) would need
/// a move on the back edge. Instead p and next live in two slots of one
/// allocation that swap roles every iteration: p in the "current" slot
/// (base = a loop-carried slot offset, 0 on entry), next in the other one
/// (base = slot size - current), init in slot 0. Conditions, so that two
/// slots are provably enough and nothing else needs a fixed window:
///   - the header has exactly the entry and the latch as predecessors;
///   - p, next and the members of init's class are alone in their classes
///     or (init) not live into the header: init is dead once the loop runs
///     (else the second iteration's next would overwrite it);
///   - next is computed inside the loop by a tile instruction (not a view,
///     copy or PHI);
///   - the tile bytes live in the loop plus one more slot fit the memory.
/// The class is sealed afterwards: later PHIs and in-place updates that
/// would join it get moves instead.
bool PTOMaterializeSemanticAliases::tryMultiSlot(MachineInstr &Phi) {
  const MachineLoopInfo &MLI = *this->MLI;
  if (MaxBufferSlots < 2 || Phi.getNumOperands() != 5)
    return false;
  MachineBasicBlock *H = Phi.getParent();
  MachineLoop *L = MLI.getLoopFor(H);
  if (!L || L->getHeader() != H || H->pred_size() != 2)
    return false;
  unsigned EntryIdx = L->contains(Phi.getOperand(2).getMBB()) ? 3 : 1;
  unsigned LatchIdx = EntryIdx == 1 ? 3 : 1;
  if (L->contains(Phi.getOperand(EntryIdx + 1).getMBB()) ||
      !L->contains(Phi.getOperand(LatchIdx + 1).getMBB()))
    return false;
  Register P = Phi.getOperand(0).getReg();
  Register Init = Phi.getOperand(EntryIdx).getReg();
  Register Next = Phi.getOperand(LatchIdx).getReg();
  auto Singleton = [&](Register R) {
    auto I = Classes->findLeader(R);
    return I != Classes->member_end() && std::next(I) == Classes->member_end();
  };
  if (!Singleton(P) || !Singleton(Next) || Init == Next || Init == P ||
      isRotating(Init))
    return false;
  const MachineInstr *Def = MRI->getVRegDef(Next);
  const PTOTileOpInfo *Op = Def ? getTileOpInfo(Def->getOpcode()) : nullptr;
  if (!Op || Op->View || !L->contains(Def->getParent()))
    return false;
  // Only a prefetch needs two slots: p still read after next is written.
  // (An in-place update of p, or no overlap at all, merges as usual.)
  if (!classesInterfere(P, Next, 0))
    return false;
  for (auto I = Classes->findLeader(Init); I != Classes->member_end(); ++I)
    if (Liveness.isLiveIn(*I, *H))
      return false;
  std::optional<TileDesc> DP = getTileDesc(P, *MRI),
                          DN = getTileDesc(Next, *MRI),
                          DI = getTileDesc(Init, *MRI);
  if (!DP || !DN || !DI || DP->bytes() != DN->bytes() ||
      DI->bytes() > DP->bytes() || OffsetInClass.lookup(Init) != 0)
    return false;
  const PTOMemoryInfo *Mem = getMemory(DP->AS);
  uint64_t Slot = alignTo(DP->bytes(), Mem ? Mem->TileAlign : 1);
  // Capacity: the bytes of the tiles live at any point of the loop (each
  // class counted once, by its largest member) plus one more slot.
  std::optional<MemoryLimits> Limits =
      MF->getSubtarget<PTOSubtarget>().getMemoryLimits(DP->AS);
  if (!Limits)
    return false;
  // A sweep per block over the live segments of the registers that can be
  // live in it: live into it, defined in it, or live into the header of a
  // loop containing it (live across that loop).
  uint64_t Peak = 0;
  uint64_t TileAlign = Mem ? Mem->TileAlign : 1;
  for (const MachineBasicBlock *BB : L->blocks()) {
    if (BB->empty())
      continue;
    SmallSetVector<Register, 16> Candidates;
    auto AddLiveIns = [&](const MachineBasicBlock &B) {
      for (Register R : Liveness.getLiveIns(B))
        Candidates.insert(R);
    };
    AddLiveIns(*BB);
    for (const MachineLoop *Outer = MLI.getLoopFor(BB); Outer;
         Outer = Outer->getParentLoop())
      AddLiveIns(*Outer->getHeader());
    for (const MachineInstr &MI : *BB)
      for (const MachineOperand &MO : MI.defs())
        if (MO.isReg() && isTile(MO.getReg()))
          Candidates.insert(MO.getReg());
    auto [First, End] = Liveness.getBlockRange(*BB);
    unsigned Lo = 2 * First + 1, Hi = 2 * End;
    struct Segment {
      unsigned Start, End;
      Register Leader;
      uint64_t Bytes;
    };
    SmallVector<Segment, 16> Segments;
    for (Register R : Candidates) {
      if (getTileMemory(R, *MF) != DP->AS || MRI->reg_nodbg_empty(R))
        continue;
      std::optional<TileDesc> D = getTileDesc(R, *MRI);
      if (!D)
        continue;
      const IntervalSet &Live = Liveness.get(R);
      auto It = llvm::partition_point(
          Live, [&](const std::pair<unsigned, unsigned> &P) {
            return P.second <= Lo;
          });
      for (; It != Live.end() && It->first < Hi; ++It)
        Segments.push_back({It->first, It->second, Classes->getLeaderValue(R),
                            alignTo(D->bytes(), TileAlign)});
    }
    llvm::sort(Segments, [](const Segment &X, const Segment &Y) {
      return X.Start < Y.Start;
    });
    SmallVector<Segment, 8> Open;
    size_t Next = 0;
    for (const MachineInstr &MI : *BB) {
      unsigned At = 2 * Liveness.getIndex(MI) + 1;
      while (Next < Segments.size() && Segments[Next].Start <= At)
        Open.push_back(Segments[Next++]);
      llvm::erase_if(Open, [&](const Segment &S) { return S.End <= At; });
      // Each class counted once, by its largest live member.
      SmallDenseMap<Register, uint64_t, 8> ClassBytes;
      for (const Segment &S : Open) {
        uint64_t &B = ClassBytes[S.Leader];
        B = std::max(B, S.Bytes);
      }
      uint64_t Sum = 0;
      for (auto [R, B] : ClassBytes)
        Sum += B;
      Peak = std::max(Peak, Sum);
    }
  }
  // P and Next are counted already, but the rotating allocation holds both
  // slots over the whole loop, where a moved next would leave its bytes to
  // others before it is produced: allow for one more slot.
  if (Peak + Slot > Limits->usable())
    return false;
  if (!DebugCounter::shouldExecute(MultiSlotCounter)) {
    PTO_DEBUG(dbgs() << "pto-materialize-semantic-aliases: loop carry "
                     << describeTileRegister(P, *MF)
                     << " not double-buffered (debug counter)\n");
    return false;
  }
  PTO_DEBUG(dbgs() << "pto-materialize-semantic-aliases: loop carry "
                   << describeTileRegister(P, *MF) << " double-buffered with "
                   << describeTileRegister(Next, *MF) << '\n');

  for (auto I = Classes->findLeader(Init); I != Classes->member_end(); ++I)
    SlotRole[*I] = PTOTileAllocation::SlotFirst;
  SlotRole[P] = PTOTileAllocation::SlotCurrent;
  SlotRole[Next] = PTOTileAllocation::SlotNext;
  unionAt(P, Init, 0);
  unionAt(Next, P, 0);
  Sealed.insert(Classes->getLeaderValue(P));
  ++NumMultiSlot;
  ORE->emit([&]() {
    return MachineOptimizationRemark(DEBUG_TYPE, "MultiBuffer",
                                     Phi.getDebugLoc(), H)
           << "loop carry " << ore::NV("Tile", describeTileRegister(P, *MF))
           << " is double-buffered: "
           << ore::NV("Next", describeTileRegister(Next, *MF))
           << " is produced in the other slot while it is read (2 slots of "
           << ore::NV("Bytes", Slot) << " bytes instead of a move)";
  });
  return true;
}

bool PTOMaterializeSemanticAliases::isRuntimeView(Register R) const {
  const MachineInstr *Def = R.isVirtual() ? MRI->getVRegDef(R) : nullptr;
  const PTOTileOpInfo *Op = Def ? getTileOpInfo(Def->getOpcode()) : nullptr;
  return Op && Op->View && Op->RegPos;
}

bool PTOMaterializeSemanticAliases::isInPlacePair(Register Out,
                                                  Register In) const {
  const MachineInstr *Def = MRI->getVRegDef(Out);
  const PTOTileOpInfo *Op = Def ? getTileOpInfo(Def->getOpcode()) : nullptr;
  // The last-use test (a lookup) before the descriptors (walks).
  if (!isInplaceSafe(Op) || !Def->readsRegister(In, /*TRI=*/nullptr) ||
      isRuntimeView(In) || !diesAt(*Def, In))
    return false;
  std::optional<TileDesc> DO = getTileDesc(Out, *MRI),
                          DI = getTileDesc(In, *MRI);
  return DO && DI && DO->bytes() == DI->bytes();
}

bool PTOMaterializeSemanticAliases::diesAt(const MachineInstr &MI,
                                           Register In) const {
  // After an error, moves may have been inserted without recomputing the
  // lifetimes: read the block itself.
  return HadError ? Liveness.isLastUseInBlock(MI, In)
                  : Liveness.isLastUse(MI, In);
}

/// The tile move within one memory, where the hardware has one.
std::optional<unsigned>
PTOMaterializeSemanticAliases::getSameSpaceMove(unsigned AS) const {
  if (const PTOTileOpInfo *Op = getTileOp(BI_TMOV, AS, AS))
    return Op->Opcode;
  return std::nullopt;
}

Register
PTOMaterializeSemanticAliases::buildMove(MachineBasicBlock &MBB,
                                         MachineBasicBlock::iterator Pos,
                                         Register Src, const DebugLoc &DL) {
  std::optional<TileDesc> D = getTileDesc(Src, *MRI);
  std::optional<unsigned> Opc = D ? getSameSpaceMove(D->AS) : std::nullopt;
  if (!Opc)
    return Register();
  Register Dst = MRI->createVirtualRegister(MRI->getRegClass(Src));
  MachineMemOperand *Ld = MF->getMachineMemOperand(
      MachinePointerInfo(D->AS), MachineMemOperand::MOLoad, getTileMemType(*D),
      Align(1));
  MachineMemOperand *St = MF->getMachineMemOperand(
      MachinePointerInfo(D->AS), MachineMemOperand::MOStore, getTileMemType(*D),
      Align(1));
  MachineInstr *Move = BuildMI(MBB, Pos, DL, TII->get(*Opc), Dst)
                           .addReg(Src)
                           .addImm(D->Rows)
                           .addImm(D->Cols)
                           .addImm(D->DType)
                           .addMemOperand(Ld)
                           .addMemOperand(St);
  // The caller rewrites a use of Src to Dst: both lifetimes change.
  NewInstrs.push_back(Move);
  ChangedRegs.push_back(Src);
  ChangedRegs.push_back(Dst);
  ++NumMoves;
  return Dst;
}

/// Inserts the PHI operand copies of one predecessor as a parallel copy:
/// a copy into class C waits until every copy reading a value stored in C
/// has run; a cycle is broken by first moving one source to a scratch tile.
unsigned PTOMaterializeSemanticAliases::resolvePhiCopies(
    MachineBasicBlock &Pred,
    SmallVectorImpl<std::pair<MachineOperand *, Register>> &Copies) {
  // The copies overwrite the PHIs' storage. If the predecessor has another
  // successor where a value stored there is still needed (a loop exit
  // reads the PHI of the last iteration), put the copies on a block of
  // their own on this edge.
  MachineBasicBlock *Succ = Copies.front().first->getParent()->getParent();
  bool NeedSplit = false;
  for (MachineBasicBlock *Other : Pred.successors()) {
    if (Other == Succ)
      continue;
    for (auto &[Op, DstLeader] : Copies)
      for (auto M = Classes->findLeader(DstLeader); M != Classes->member_end();
           ++M)
        if (Liveness.isLiveIn(*M, *Other))
          NeedSplit = true;
    for (const MachineInstr &Phi : Other->phis())
      for (unsigned I = 1, E = Phi.getNumOperands(); I < E; I += 2)
        if (Phi.getOperand(I + 1).getMBB() == &Pred)
          for (auto &[Op, DstLeader] : Copies)
            if (Classes->findLeader(Phi.getOperand(I).getReg()) ==
                Classes->findLeader(DstLeader))
              NeedSplit = true;
  }
  if (NeedSplit) {
    MachineBasicBlock *NewBB = splitEdge(Pred, *Succ);
    if (!NewBB) {
      error(*Copies.front().first->getParent(),
            "cannot split the edge from " + blockName(Pred) + " to " +
                blockName(*Succ) + " to place tile moves for PHI operands");
      return 0;
    }
    return resolvePhiCopies(*NewBB, Copies);
  }
  MachineBasicBlock::iterator Pos = Pred.getFirstTerminator();
  DebugLoc DL = Pos != Pred.end() ? Pos->getDebugLoc() : DebugLoc();
  // Pending: (phi operand to rewrite, destination class leader).
  SmallVector<std::pair<MachineOperand *, Register>, 4> Pending(Copies.begin(),
                                                                Copies.end());
  unsigned Moves = 0;
  while (!Pending.empty()) {
    bool Progress = false;
    for (size_t I = 0; I < Pending.size(); ++I) {
      auto [Op, DstLeader] = Pending[I];
      bool Blocked = false;
      for (size_t J = 0; J < Pending.size() && !Blocked; ++J)
        if (J != I && Classes->findLeader(Pending[J].first->getReg()) ==
                          Classes->findLeader(DstLeader))
          Blocked = true;
      if (Blocked)
        continue;
      Register Moved = buildMove(Pred, Pos, Op->getReg(), DL);
      ++Moves;
      Op->setReg(Moved);
      Classes->insert(Moved);
      Pending.erase(Pending.begin() + I);
      Progress = true;
      break;
    }
    if (Progress)
      continue;
    // Every remaining copy overwrites another one's source: a cycle.
    auto &[Op, DstLeader] = Pending.front();
    Register Saved = Op->getReg();
    Register Scratch = buildMove(Pred, Pos, Saved, DL);
    ++Moves;
    ORE->emit([&]() {
      return MachineOptimizationRemark(DEBUG_TYPE, "PhiCopyScratch", DL, &Pred)
             << "PHI copies in " << blockName(Pred) << " form a cycle: saved "
             << ore::NV("Tile", describeTileRegister(Saved, *MF))
             << " in a scratch tile";
    });
    Classes->insert(Scratch);
    Op->setReg(Scratch);
  }
  return Moves;
}

void PTOMaterializeSemanticAliases::buildAllocations() {
  auto &Allocs = MF->getInfo<PTOMachineFunctionInfo>()->getAllocations();
  Allocs.clear();
  DenseMap<Register, unsigned> LeaderToAlloc;
  for (unsigned I = 0, E = MRI->getNumVirtRegs(); I != E; ++I) {
    Register R = Register::index2VirtReg(I);
    if (!isTile(R) || MRI->reg_nodbg_empty(R))
      continue;
    Classes->insert(R);
    Register Leader = Classes->getLeaderValue(R);
    auto [It, New] = LeaderToAlloc.try_emplace(Leader, Allocs.size());
    if (New) {
      PTOTileAllocation A;
      A.ID = Allocs.size();
      // The memory from the register class: an undefined tile has no shape.
      A.AS = getTileMemory(R, *MF).value_or(0);
      if (const PTOMemoryInfo *M = getMemory(A.AS))
        A.Align = M->TileAlign;
      Allocs.push_back(std::move(A));
    }
    PTOTileAllocation &A = Allocs[It->second];
    uint64_t Off = OffsetInClass.lookup(R);
    auto Role = SlotRole.find(R);
    A.Members.push_back({R, Off, Role == SlotRole.end() ? 0u : Role->second});
    if (Role != SlotRole.end())
      A.Slots = 2;
    if (std::optional<TileDesc> D = getTileDesc(R, *MRI))
      A.Size = std::max<uint64_t>(A.Size, Off + D->bytes());
  }
  for (PTOTileAllocation &A : Allocs)
    A.Size = alignTo(A.Size, A.Align);
  NumClasses += Allocs.size();
}

/// Step 1: views and copies have the same contents as their source: one
/// class, at the view's offset (mandatory).
void PTOMaterializeSemanticAliases::unionViewsAndCopies() {
  for (auto [MIP, Op] : TileInstrs) {
    MachineInstr &MI = *MIP;
    bool IsCopy = MI.isCopy() && isTile(MI.getOperand(0).getReg());
    if (!IsCopy && !(Op && Op->View))
      continue;
    Register Dst = MI.getOperand(0).getReg();
    Register Src = MI.getOperand(1).getReg();
    uint64_t Off = 0;
    // Issue 13 (T): a view at a runtime row joins its source at offset 0,
    // and its footprint is the whole source (its consumers address it
    // through the base register pto-lower-tile-operands computes). It is
    // only read: anything that would share its bytes at a fixed offset
    // (a PHI, a COPY, a view of it, a result written over it) is an error,
    // as in the kernel verifier.
    if (!IsCopy && Op->RegPos) {
      if (!MI.getOperand(3).isReg() || MI.getOperand(3).getReg() != PTO::X0)
        error(MI, "tview of " + describeTileRegister(Src, *MF) +
                      " at a register row: its column must be 0 (a view "
                      "covers whole rows)");
      for (const MachineInstr &U : MRI->use_nodbg_instructions(Dst)) {
        const PTOTileOpInfo *UOp = getTileOpInfo(U.getOpcode());
        bool Reused =
            UOp && UOp->reusesInput() &&
            U.getOperand(U.getNumExplicitDefs() + UOp->OutputReusesInput)
                    .getReg() == Dst;
        if (!UOp || UOp->View || Reused) {
          error(MI, "tview of " + describeTileRegister(Src, *MF) +
                        " at a register row may only be read by tile "
                        "instructions (not merged, viewed again or written "
                        "over)");
          break;
        }
      }
      unionAt(Dst, Src, 0);
      continue;
    }
    // Issue 13 (R): a treshape is all of its source's bytes: offset 0.
    if (!IsCopy && Op->BuiltinID != BI_TRESHAPE) {
      // tview dst, src, row, col, rows, cols, dtype
      auto SD = getTileDesc(Src, *MRI);
      int64_t Row = MI.getOperand(2).getImm(), Col = MI.getOperand(3).getImm();
      int64_t Cols = MI.getOperand(5).getImm();
      ViewPlacement Where = SD ? placeView(*SD, Row, Col, Cols, Off)
                               : ViewPlacement::ColumnWindow;
      if (Where == ViewPlacement::ColumnWindow) {
        error(MI, "tview of " + describeTileRegister(Src, *MF) +
                      ": only full-width row windows are supported by tile "
                      "storage planning (a column window would need a row "
                      "stride)");
        continue;
      }
      if (Where == ViewPlacement::Misaligned) {
        const PTOMemoryInfo *M = getMemory(SD->AS);
        error(MI, "tview of " + describeTileRegister(Src, *MF) + " at row " +
                      Twine(Row) + " starts " + Twine(Off) +
                      " bytes into its source, which is not a multiple of "
                      "the " +
                      M->Name + " tile alignment (" + Twine(M->TileAlign) +
                      " bytes)");
        continue;
      }
    }
    unionAt(Dst, Src, Off);
  }
}

/// Step 2: a result that reuses an input's storage by contract joins its
/// class (mandatory); a move preserves an input still read later.
bool PTOMaterializeSemanticAliases::bindReusedInputs() {
  bool Changed = false;
  for (auto [MIP, Op] : TileInstrs) {
    MachineInstr &MI = *MIP;
    MachineBasicBlock &MBB = *MI.getParent();
    if (!Op || !Op->reusesInput())
      continue;
    unsigned InIdx = MI.getNumExplicitDefs() + Op->OutputReusesInput;
    Register Dst = MI.getOperand(0).getReg();
    Register In = MI.getOperand(InIdx).getReg();
    if (tryUnion(Dst, In))
      continue;
    // The input is still needed after the producer overwrites it.
    Register Copy = buildMove(MBB, MI.getIterator(), In, MI.getDebugLoc());
    if (!Copy) {
      error(MI, "tile " + describeTileRegister(In, *MF) +
                    " is still used after this instruction overwrites it in "
                    "place, and its memory has no same-space move to "
                    "preserve it");
      continue;
    }
    MI.getOperand(InIdx).setReg(Copy);
    Classes->insert(Copy);
    ORE->emit([&]() {
      return MachineOptimizationRemark(DEBUG_TYPE, "CopyBeforeReuse",
                                       MI.getDebugLoc(), &MBB)
             << "inserted a tile move to keep "
             << ore::NV("Tile", describeTileRegister(In, *MF))
             << " alive: the instruction overwrites it in place and it is "
                "read later";
    });
    recomputeLiveness();
    Changed = true;
    if (!tryUnion(Dst, Copy))
      error(MI, "cannot give the result of this instruction the storage of "
                "its input");
  }

  return Changed;
}

/// Step 3a: prefetching loop carries that qualify get two slots
/// (tryMultiSlot).
void PTOMaterializeSemanticAliases::doubleBufferLoopCarries() {
  if (MaxBufferSlots < 2)
    return;
  for (MachineBasicBlock &MBB : *MF)
    for (MachineInstr &Phi : MBB.phis())
      if (isTile(Phi.getOperand(0).getReg()))
        tryMultiSlot(Phi);
}

/// Step 3b (issue 23): joins of two live tiles become logical selects
/// (tryLogicalSelect).
void PTOMaterializeSemanticAliases::selectJoins() {
  for (MachineBasicBlock &MBB : *MF)
    for (MachineInstr &Phi : MBB.phis())
      if (isTile(Phi.getOperand(0).getReg()))
        tryLogicalSelect(Phi);
}

bool PTOMaterializeSemanticAliases::lifetimesOverlap(Register A,
                                                     Register B) const {
  const IntervalSet &LA = Liveness.get(A), &LB = Liveness.get(B);
  auto I = LA.begin(), J = LB.begin();
  while (I != LA.end() && J != LB.end()) {
    if (I->first < J->second && J->first < I->second)
      return true;
    if (I->second <= J->second)
      ++I;
    else
      ++J;
  }
  return false;
}

/// Logical select. A join `p = PHI [a, A], [b, B]` (not a loop header)
/// whose values interfere -- a and b both still read after the join, as
/// `c = cond ? c0 : c1` leaves them -- would need a move per arm into a
/// third window, which acc, left, right and bias do not have. Instead a's
/// class takes slot 0 and b's class slot 1 of one two-slot allocation, and
/// p is the "selected slot": its users address `space[%sel + offset]`,
/// where pto-lower-tile-operands makes %sel a GPR PHI of 0 (from A) and the
/// slot size (from B). Nothing moves. Conditions:
///   - two incoming values, defined (not undef), in two different classes
///     that are not sealed (double-buffered or selected already);
///   - p alone in its class (no view, copy or in-place result of it: those
///     would need p at one fixed window);
///   - no other value of a's or b's class is live while p is (an arm
///     written over, e.g. accumulated into in place, while the selected
///     tile is still read would change what p holds);
///   - equal tile sizes;
///   - no other PHI reads a value of the three classes (the sealed class
///     would give that PHI a move where it may merge today).
/// In vec and mat (which have a move) only when both values are read after
/// the join; one such value keeps its single move.
/// The class is sealed afterwards (as a rotating one).
bool PTOMaterializeSemanticAliases::tryLogicalSelect(MachineInstr &Phi) {
  MachineBasicBlock *J = Phi.getParent();
  if (MLI->isLoopHeader(J))
    return false; // Loop carries: the double-buffer rule and moves.
  Register P = Phi.getOperand(0).getReg();
  // Only a PHI whose values interfere: else it merges into one window. An
  // incoming value interfering with the PHI is still read after the join.
  SmallVector<bool, 2> ReadAfter;
  for (unsigned I = 1, E = Phi.getNumOperands(); I < E; I += 2)
    ReadAfter.push_back(classesInterfere(P, Phi.getOperand(I).getReg(), 0));
  bool Interfere = is_contained(ReadAfter, true);
  for (unsigned I = 1, E = Phi.getNumOperands(); I < E && !Interfere; I += 2)
    for (unsigned K = I + 2; K < E && !Interfere; K += 2)
      Interfere = classesInterfere(Phi.getOperand(I).getReg(),
                                   Phi.getOperand(K).getReg(), 0);
  if (!Interfere)
    return false;
  // In a memory with a same-space move, only when every incoming value is
  // still read after the join: one move per arm into a third window today.
  // With one such value a move of it keeps two windows, and the PHI's class
  // stays open to in-place results, which a sealed class would lose.
  std::optional<TileDesc> DP = getTileDesc(P, *MRI);
  bool HasMove = DP && getSameSpaceMove(DP->AS);
  if (HasMove && is_contained(ReadAfter, false))
    return false;
  auto Refuse = [&](const Twine &Why) {
    SelectRefusal[&Phi] = Why.str();
    PTO_DEBUG(dbgs() << "pto-materialize-semantic-aliases: join "
                     << describeTileRegister(P, *MF)
                     << " is no logical select: " << Why << '\n');
    ORE->emit([&]() {
      return MachineOptimizationRemarkMissed(DEBUG_TYPE, "LogicalSelect",
                                             Phi.getDebugLoc(), J)
             << "join " << ore::NV("Phi", describeTileRegister(P, *MF))
             << " of live tiles is not a logical select (moves instead): "
             << ore::NV("Reason", Why.str());
    });
    return false;
  };
  if (Phi.getNumOperands() != 5)
    return Refuse("it joins more than two values (there are two slots)");
  Register A = Phi.getOperand(1).getReg(), B = Phi.getOperand(3).getReg();
  for (Register R : {A, B}) {
    const MachineInstr *Def = MRI->getVRegDef(R);
    if (!Def || Def->isImplicitDef())
      return Refuse("an incoming value is undefined");
  }
  auto Leader = [&](Register R) { return Classes->getLeaderValue(R); };
  if (Leader(A) == Leader(B))
    return Refuse("its incoming values share storage already");
  if (isRotating(A) || isRotating(B))
    return Refuse("an incoming value is double-buffered or selected "
                  "already (a nested select or a loop carry)");
  auto CI = Classes->findLeader(P);
  if (std::next(CI) != Classes->member_end() || isRotating(P))
    return Refuse("the selected tile " + describeTileRegister(P, *MF) +
                  " is viewed, copied or written over in place, which needs "
                  "one fixed window");
  std::optional<TileDesc> DA = getTileDesc(A, *MRI), DB = getTileDesc(B, *MRI);
  if (!DA || !DB || DA->bytes() != DB->bytes() || DA->AS != DB->AS)
    return Refuse("its incoming values differ in size");
  // Nothing else of either class may change the slot while p is read.
  for (Register In : {A, B})
    for (auto M = Classes->findLeader(In); M != Classes->member_end(); ++M)
      if (rootOf(*M) != rootOf(In) && lifetimesOverlap(*M, P))
        return Refuse("the storage of " + describeTileRegister(In, *MF) +
                      " holds " + describeTileRegister(*M, *MF) +
                      " while the selected tile is still read (an arm "
                      "written over after the join)");
  // Sealing the classes would give another PHI that carries one of these
  // values (a loop carry initialized by an arm, the selected tile carried
  // on) a move where it may merge today. (Without a move this join has no
  // other way.)
  for (Register R : {A, B, P})
    for (auto M = Classes->findLeader(R); HasMove && M != Classes->member_end();
         ++M)
      for (const MachineInstr &U : MRI->use_nodbg_instructions(*M))
        if (U.isPHI() && &U != &Phi)
          return Refuse(describeTileRegister(*M, *MF) +
                        " is also an operand of another PHI (a loop carry "
                        "or a later join), which would need a move instead");
  if (!DebugCounter::shouldExecute(LogicalSelectCounter))
    return Refuse("debug counter");
  for (auto M = Classes->findLeader(A); M != Classes->member_end(); ++M)
    SlotRole[*M] = PTOTileAllocation::SlotFirst;
  for (auto M = Classes->findLeader(B); M != Classes->member_end(); ++M)
    SlotRole[*M] = UnsoundSelectOneSlot ? PTOTileAllocation::SlotFirst
                                        : PTOTileAllocation::SlotSecond;
  SlotRole[P] = PTOTileAllocation::SlotSelected;
  unionAt(P, A, 0);
  unionAt(B, P, 0);
  Sealed.insert(Classes->getLeaderValue(P));
  ++NumLogicalSelects;
  const PTOMemoryInfo *Mem = getMemory(DA->AS);
  uint64_t Slot = alignTo(DA->bytes(), Mem ? Mem->TileAlign : 1);
  PTO_DEBUG(dbgs() << "pto-materialize-semantic-aliases: join "
                   << describeTileRegister(P, *MF) << " selects slot 0 ("
                   << describeTileRegister(A, *MF) << ") or slot 1 ("
                   << describeTileRegister(B, *MF) << ")\n");
  ORE->emit([&]() {
    return MachineOptimizationRemark(DEBUG_TYPE, "LogicalSelect",
                                     Phi.getDebugLoc(), J)
           << "join " << ore::NV("Phi", describeTileRegister(P, *MF)) << " of "
           << ore::NV("First", describeTileRegister(A, *MF)) << " and "
           << ore::NV("Second", describeTileRegister(B, *MF))
           << ", both live: two slots of one allocation and a slot index "
              "(no move, no third window of "
           << ore::NV("Bytes", Slot) << " bytes)";
  });
  return true;
}

/// Step 3c: PHI operands that do not interfere join the PHI's class; the
/// others are moved on their edge (mandatory: a PHI has one window).
bool PTOMaterializeSemanticAliases::mergePhis() {
  bool Changed = false;
  // Copies for a PHI belong on their edge: in a predecessor with other
  // successors they would also run on the paths that do not need them (for
  // a loop exit, every iteration), so such an edge is split -- except a
  // back edge, whose copies run every iteration anyway (the split would add
  // a jump per iteration to save the copies once, on the exit path).
  for (MachineBasicBlock &MBB : *MF) {
    // In the order of the PHI operands (not of the blocks' addresses: the
    // edges are split in this order, which numbers the new blocks).
    MapVector<MachineBasicBlock *,
              SmallVector<std::pair<MachineOperand *, Register>, 4>>
        EdgeCopies;
    for (MachineInstr &Phi : MBB.phis()) {
      Register Dst = Phi.getOperand(0).getReg();
      if (!isTile(Dst))
        continue;
      for (unsigned I = 1, E = Phi.getNumOperands(); I < E; I += 2) {
        MachineOperand &In = Phi.getOperand(I);
        bool InPlace = false;
        if (tryUnion(Dst, In.getReg(), 0, &InPlace)) {
          // The producer of a value was retargeted into the PHI's window,
          // computing it over an input that dies there.
          if (InPlace)
            ORE->emit([&]() {
              return MachineOptimizationRemark(DEBUG_TYPE, "RetargetProducer",
                                               Phi.getDebugLoc(), &MBB)
                     << "PHI " << ore::NV("Phi", describeTileRegister(Dst, *MF))
                     << " and its operand "
                     << ore::NV("Tile", describeTileRegister(In.getReg(), *MF))
                     << " share storage: an in-place update writes the new "
                        "value over the old one";
            });
          continue;
        }
        EdgeCopies[Phi.getOperand(I + 1).getMBB()].push_back({&In, Dst});
      }
    }
    for (auto &[Pred, Copies] : EdgeCopies) {
      // A memory without a same-space move cannot carry the value across.
      bool OK = true;
      for (auto &[Op, Dst] : Copies) {
        auto D = getTileDesc(Op->getReg(), *MRI);
        if (!D || !getSameSpaceMove(D->AS)) {
          // Issue 23: at a join (not a loop header), why the two values
          // could not take two slots instead.
          auto Why = SelectRefusal.find(Op->getParent());
          error(*Op->getParent(),
                "PHI operand " + describeTileRegister(Op->getReg(), *MF) +
                    " interferes with the PHI's other values, and " +
                    (D ? getMemory(D->AS)->Name : "its memory") +
                    " has no same-space move to copy it" +
                    (Why != SelectRefusal.end()
                         ? "; no logical select either: " + Why->second
                         : std::string(" (for accumulators, keep one acc "
                                       "tile live across the loop)")));
          OK = false;
        }
      }
      MachineBasicBlock *At = Pred;
      if (OK && Pred->succ_size() > 1 && !MDT->dominates(&MBB, Pred)) {
        if (MachineBasicBlock *NewBB = splitEdge(*Pred, MBB)) {
          At = NewBB;
          ++NumEdgeSplits;
        }
      }
      unsigned Moves = OK ? resolvePhiCopies(*At, Copies) : 0;
      if (!Moves)
        continue;
      MachineBasicBlock *From = Pred;
      ORE->emit([&]() {
        return MachineOptimizationRemark(DEBUG_TYPE, "PhiCopy",
                                         MBB.findDebugLoc(MBB.begin()), &MBB)
               << "inserted " << ore::NV("Moves", Moves)
               << " tile move(s) for PHI operands on the edge from "
               << blockName(*From) << " into " << blockName(MBB);
      });
      Changed = true;
    }
    if (!EdgeCopies.empty() && !HadError) {
      recomputeLiveness();
      for (MachineInstr &Phi : MBB.phis()) {
        Register Dst = Phi.getOperand(0).getReg();
        if (!isTile(Dst))
          continue;
        for (unsigned I = 1, E = Phi.getNumOperands(); I < E; I += 2)
          if (!tryUnion(Dst, Phi.getOperand(I).getReg()))
            error(Phi,
                  "PHI operand " +
                      describeTileRegister(Phi.getOperand(I).getReg(), *MF) +
                      " still interferes after copying");
      }
    }
  }

  return Changed;
}

/// Step 4 (opportunistic): an in-place-safe result takes the storage (and
/// the offset) of an input that dies at the instruction.
void PTOMaterializeSemanticAliases::shareInPlace() {
  for (auto [MIP, Op] : TileInstrs) {
    MachineInstr &MI = *MIP;
    MachineBasicBlock &MBB = *MI.getParent();
    if (!isInplaceSafe(Op))
      continue;
    Register Dst = MI.getOperand(0).getReg();
    for (unsigned I = MI.getNumExplicitDefs(), E = MI.getNumExplicitOperands();
         I != E; ++I) {
      const MachineOperand &In = MI.getOperand(I);
      if (!In.isReg() || !isTile(In.getReg()))
        continue;
      // The input must die here: no later use and not live out. A view at
      // a runtime row is not at its class offset (issue 13 (T)).
      if (!diesAt(MI, In.getReg()) || isRuntimeView(In.getReg()) ||
          Classes->findLeader(Dst) == Classes->findLeader(In.getReg()))
        continue;
      if (!DebugCounter::shouldExecute(InPlaceCounter)) {
        PTO_DEBUG(dbgs() << "pto-materialize-semantic-aliases: "
                         << describeTileRegister(Dst, *MF)
                         << " not in place over "
                         << describeTileRegister(In.getReg(), *MF)
                         << " (debug counter)\n");
        continue;
      }
      if (tryUnion(Dst, In.getReg())) {
        PTO_DEBUG(dbgs() << "pto-materialize-semantic-aliases: "
                         << describeTileRegister(Dst, *MF) << " in place over "
                         << describeTileRegister(In.getReg(), *MF) << '\n');
        ORE->emit([&]() {
          return MachineOptimizationRemark(DEBUG_TYPE, "InPlace",
                                           MI.getDebugLoc(), &MBB)
                 << "result computed in place over "
                 << describeTileRegister(In.getReg(), *MF);
        });
        break;
      }
    }
  }
}

bool PTOMaterializeSemanticAliases::runOnMachineFunction(MachineFunction &Fn) {
  MF = &Fn;
  MRI = &MF->getRegInfo();
  TII = MF->getSubtarget<PTOSubtarget>().getInstrInfo();
  ORE = &getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
  HadError = false;
  Classes.emplace();
  OffsetInClass.clear();
  SlotRole.clear();
  Sealed.clear();
  SelectRefusal.clear();
  LI = &getAnalysis<LoopInfoWrapperPass>().getLoopInfo();
  SE = &getAnalysis<ScalarEvolutionWrapperPass>().getSE();
  IsTileByIndex.resize(MRI->getNumVirtRegs());
  for (unsigned I = 0, E = IsTileByIndex.size(); I != E; ++I)
    IsTileByIndex[I] = isTileRegister(Register::index2VirtReg(I), *MF);

  // Issue 23 (TRIP): first, while machine blocks are still the IR's.
  bool Changed = dropNeverTakenBackEdges();
  Changed |= foldPassThroughPhis();
  bool Expanded = expandTileSelects();
  Changed |= Expanded;
  Changed |= splitUndefPhiOperands();
  // The dominator tree is of the CFG before any edge is split here: it only
  // answers for the blocks that existed then. The loops follow the splits.
  // The pass manager computes the dominators for this pass (none before it
  // preserves them); the loops it may have kept from passes that updated
  // them edge by edge, whose block order differs from a computation's: they
  // are computed again, as the pass did on its own.
  MDT = &getAnalysis<MachineDominatorTreeWrapperPass>().getDomTree();
  MLI = &getAnalysis<MachineLoopInfoWrapperPass>().getLI();
  if (Expanded)
    MDT->recalculate(*MF);
  MLI->calculate(*MDT);
  SplitAny = false;
  NewBlocks.clear();
  NewInstrs.clear();
  ChangedRegs.clear();
  Liveness.compute(*MF, &*MLI, /*Updatable=*/true);

  for (unsigned I = 0, E = MRI->getNumVirtRegs(); I != E; ++I) {
    Register R = Register::index2VirtReg(I);
    if (isTile(R) && !MRI->reg_nodbg_empty(R))
      Classes->insert(R);
  }
  if (Classes->empty())
    return Changed; // Nothing split.

  TileInstrs.clear();
  for (MachineBasicBlock &MBB : *MF)
    for (MachineInstr &MI : MBB) {
      const PTOTileOpInfo *Op = getTileOpInfo(MI.getOpcode());
      if (Op || MI.isCopy())
        TileInstrs.push_back({&MI, Op});
    }
  unionViewsAndCopies();
  Changed |= bindReusedInputs();
  // PHIs: double-buffer prefetching loop carries, merge what does not
  //    interfere, copy the rest on the edge.
  doubleBufferLoopCarries();
  selectJoins();
  Changed |= mergePhis();
  shareInPlace();

  if (HadError) {
    // Nothing downstream can place interfering classes. Leave a valid empty
    // function, as the other PTO passes do after an error, so the pipeline
    // completes without reporting consequences of this error.
    TII->replaceWithEmptyBody(*MF);
    keepAnalysesExact(true);
    return true;
  }
  keepAnalysesExact(SplitAny);
  buildAllocations();
  PTO_DEBUG(dbgs() << "pto-materialize-semantic-aliases: allocations of "
                   << MF->getName() << ":\n";
            MF->getInfo<PTOMachineFunctionInfo>()->printAllocations(
                dbgs(), MF->getSubtarget().getRegisterInfo()));
  return true;
}

void PTOMaterializeSemanticAliases::keepAnalysesExact(bool CFGChanged) {
  if (!CFGChanged)
    return;
  MDT->recalculate(*MF);
  MLI->calculate(*MDT);
}

void PTOMaterializeSemanticAliases::releaseMemory() {
  Liveness = TileLiveness();
  MLI = nullptr;
  MDT = nullptr;
  NewBlocks.clear();
  NewInstrs.clear();
  ChangedRegs.clear();
  Classes.reset();
  OffsetInClass = DenseMap<Register, uint64_t>();
  SlotRole = DenseMap<Register, unsigned>();
  Sealed = DenseSet<Register>();
  SelectRefusal = DenseMap<const MachineInstr *, std::string>();
  TileInstrs = {};
  IsTileByIndex = {};
}

FunctionPass *llvm::createPTOMaterializeSemanticAliasesPass() {
  return new PTOMaterializeSemanticAliases();
}
