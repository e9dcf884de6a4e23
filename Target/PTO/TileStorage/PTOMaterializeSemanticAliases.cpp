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
// Tile selects are first expanded into a diamond with a PHI.
//
// Classes are built by union-find; two classes merge only if no two of their
// values with different contents are live at once. Where they would
// interfere the pass materializes a tile move: for a reused input, a copy
// right before the producer; for PHI operands, copies at the end of the
// predecessor, ordered as a parallel copy (a scratch tile breaks cycles).
// A memory without a same-space move (acc, left, right, bias) cannot copy:
// that is an error naming the value (PyPTO #1352). Each class becomes one
// PTOTileAllocation in PTOMachineFunctionInfo.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTOInstrInfo.h"
#include "PTOMachineFunctionInfo.h"
#include "PTOSubtarget.h"
#include "TileStorage/PTOTileLiveness.h"
#include "TileStorage/PTOTileStorageUtils.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-materialize-semantic-aliases"

STATISTIC(NumClasses, "Number of tile allocations (must-alias classes)");
STATISTIC(NumMoves, "Number of tile moves materialized");
STATISTIC(NumSelects, "Number of tile selects expanded");

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
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  MachineFunction *MF = nullptr;
  MachineRegisterInfo *MRI = nullptr;
  const PTOInstrInfo *TII = nullptr;
  MachineOptimizationRemarkEmitter *ORE = nullptr;
  bool HadError = false;

  TileLiveness Liveness;
  EquivalenceClasses<Register> Classes;
  /// The register whose contents a register holds (views and copies hold
  /// their source's contents; everything else is its own root).
  DenseMap<Register, Register> ContentRoot;
  /// Byte offset of a register inside its class's storage.
  DenseMap<Register, uint64_t> OffsetInClass;

  bool expandTileSelects();
  void recomputeLiveness();
  Register rootOf(Register R) const {
    auto It = ContentRoot.find(R);
    return It == ContentRoot.end() ? R : It->second;
  }
  /// Whether merging the classes of A and B would put two values with
  /// different contents live at once in the same bytes. \p Allowed is one
  /// pair of registers whose overlap is fine (an in-place operand).
  bool classesInterfere(Register A, Register B,
                        std::pair<Register, Register> Allowed = {}) const;
  bool tryUnion(Register A, Register B,
                std::pair<Register, Register> Allowed = {});
  std::optional<unsigned> getSameSpaceMove(unsigned AS) const;
  Register buildMove(MachineBasicBlock &MBB, MachineBasicBlock::iterator Pos,
                     Register Src, const DebugLoc &DL);
  void error(const MachineInstr &MI, const Twine &Msg);
  void resolvePhiCopies(MachineBasicBlock &Pred,
                        SmallVectorImpl<std::pair<MachineOperand *, Register>>
                            &Copies);
  void buildAllocations();
};

} // namespace

char PTOMaterializeSemanticAliases::ID = 0;

INITIALIZE_PASS_BEGIN(PTOMaterializeSemanticAliases, DEBUG_TYPE,
                      "PTO materialize semantic aliases", false, false)
INITIALIZE_PASS_DEPENDENCY(MachineOptimizationRemarkEmitterPass)
INITIALIZE_PASS_END(PTOMaterializeSemanticAliases, DEBUG_TYPE,
                    "PTO materialize semantic aliases", false, false)

void PTOMaterializeSemanticAliases::error(const MachineInstr &MI,
                                          const Twine &Msg) {
  HadError = true;
  MF->getFunction().getContext().diagnose(
      DiagnosticInfoUnsupported(MF->getFunction(), Msg, MI.getDebugLoc()));
}

/// Replaces every `dst = TSELECT_<m> c, t, f` by a diamond whose join has
/// `dst = PHI t, f`, so selects become ordinary if-joins.
bool PTOMaterializeSemanticAliases::expandTileSelects() {
  static const unsigned Selects[] = {PTO::TSELECT_MAT, PTO::TSELECT_LEFT,
                                     PTO::TSELECT_RIGHT, PTO::TSELECT_ACC,
                                     PTO::TSELECT_VEC, PTO::TSELECT_BIAS};
  SmallVector<MachineInstr *, 4> Work;
  for (MachineBasicBlock &MBB : *MF)
    for (MachineInstr &MI : MBB)
      if (is_contained(Selects, MI.getOpcode()))
        Work.push_back(&MI);
  for (MachineInstr *Sel : Work) {
    MachineBasicBlock *Head = Sel->getParent();
    DebugLoc DL = Sel->getDebugLoc();
    MachineFunction::iterator InsertPt = std::next(Head->getIterator());
    MachineBasicBlock *TrueBB = MF->CreateMachineBasicBlock(Head->getBasicBlock());
    MachineBasicBlock *FalseBB = MF->CreateMachineBasicBlock(Head->getBasicBlock());
    MachineBasicBlock *Join = MF->CreateMachineBasicBlock(Head->getBasicBlock());
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
  return !Work.empty();
}

void PTOMaterializeSemanticAliases::recomputeLiveness() {
  // Selects and edge copies change the CFG and the code: recompute.
  computeTileLiveness(*MF, Liveness);
}

bool PTOMaterializeSemanticAliases::classesInterfere(
    Register A, Register B, std::pair<Register, Register> Allowed) const {
  auto LA = Classes.findLeader(A), LB = Classes.findLeader(B);
  if (LA == LB)
    return false;
  for (auto I = LA; I != Classes.member_end(); ++I)
    for (auto J = LB; J != Classes.member_end(); ++J) {
      if (rootOf(*I) == rootOf(*J))
        continue;
      if ((*I == Allowed.first && *J == Allowed.second) ||
          (*I == Allowed.second && *J == Allowed.first))
        continue;
      if (Liveness.interfere(*I, *J))
        return true;
    }
  return false;
}

bool PTOMaterializeSemanticAliases::tryUnion(
    Register A, Register B, std::pair<Register, Register> Allowed) {
  if (classesInterfere(A, B, Allowed))
    return false;
  Classes.unionSets(A, B);
  return true;
}

/// The tile move within one memory, where the hardware has one.
std::optional<unsigned>
PTOMaterializeSemanticAliases::getSameSpaceMove(unsigned AS) const {
  if (const PTOTileOpInfo *Op = getTileOp(BI_TMOV, AS, AS))
    return Op->Opcode;
  return std::nullopt;
}

Register PTOMaterializeSemanticAliases::buildMove(
    MachineBasicBlock &MBB, MachineBasicBlock::iterator Pos, Register Src,
    const DebugLoc &DL) {
  std::optional<TileDesc> D = getTileDesc(Src, *MRI);
  std::optional<unsigned> Opc = D ? getSameSpaceMove(D->AS) : std::nullopt;
  if (!Opc)
    return Register();
  Register Dst = MRI->createVirtualRegister(MRI->getRegClass(Src));
  MachineMemOperand *Ld = MF->getMachineMemOperand(
      MachinePointerInfo(D->AS), MachineMemOperand::MOLoad, D->bytes(),
      Align(1));
  MachineMemOperand *St = MF->getMachineMemOperand(
      MachinePointerInfo(D->AS), MachineMemOperand::MOStore, D->bytes(),
      Align(1));
  BuildMI(MBB, Pos, DL, TII->get(*Opc), Dst)
      .addReg(Src)
      .addImm(D->Rows)
      .addImm(D->Cols)
      .addImm(D->DType)
      .addMemOperand(Ld)
      .addMemOperand(St);
  ++NumMoves;
  return Dst;
}

/// Inserts the PHI operand copies of one predecessor as a parallel copy:
/// a copy into class C waits until every copy reading a value stored in C
/// has run; a cycle is broken by first moving one source to a scratch tile.
void PTOMaterializeSemanticAliases::resolvePhiCopies(
    MachineBasicBlock &Pred,
    SmallVectorImpl<std::pair<MachineOperand *, Register>> &Copies) {
  MachineBasicBlock::iterator Pos = Pred.getFirstTerminator();
  DebugLoc DL = Pos != Pred.end() ? Pos->getDebugLoc() : DebugLoc();
  // Pending: (phi operand to rewrite, destination class leader).
  SmallVector<std::pair<MachineOperand *, Register>, 4> Pending(
      Copies.begin(), Copies.end());
  while (!Pending.empty()) {
    bool Progress = false;
    for (size_t I = 0; I < Pending.size(); ++I) {
      auto [Op, DstLeader] = Pending[I];
      bool Blocked = false;
      for (size_t J = 0; J < Pending.size() && !Blocked; ++J)
        if (J != I &&
            Classes.findLeader(Pending[J].first->getReg()) ==
                Classes.findLeader(DstLeader))
          Blocked = true;
      if (Blocked)
        continue;
      Register Moved = buildMove(Pred, Pos, Op->getReg(), DL);
      Op->setReg(Moved);
      Classes.insert(Moved);
      Pending.erase(Pending.begin() + I);
      Progress = true;
      break;
    }
    if (Progress)
      continue;
    // Every remaining copy overwrites another one's source: a cycle.
    auto &[Op, DstLeader] = Pending.front();
    Register Scratch = buildMove(Pred, Pos, Op->getReg(), DL);
    Classes.insert(Scratch);
    Op->setReg(Scratch);
  }
}

void PTOMaterializeSemanticAliases::buildAllocations() {
  auto &Allocs = MF->getInfo<PTOMachineFunctionInfo>()->getAllocations();
  Allocs.clear();
  DenseMap<Register, unsigned> LeaderToAlloc;
  for (unsigned I = 0, E = MRI->getNumVirtRegs(); I != E; ++I) {
    Register R = Register::index2VirtReg(I);
    if (!isTileRegister(R, *MF) || MRI->reg_nodbg_empty(R))
      continue;
    Classes.insert(R);
    Register Leader = Classes.getLeaderValue(R);
    auto [It, New] = LeaderToAlloc.try_emplace(Leader, Allocs.size());
    if (New) {
      PTOTileAllocation A;
      A.ID = Allocs.size();
      std::optional<TileDesc> D = getTileDesc(R, *MRI);
      A.AS = D ? D->AS : 0;
      if (const PTOMemoryInfo *M = getMemory(A.AS))
        A.Align = M->TileAlign;
      Allocs.push_back(std::move(A));
    }
    PTOTileAllocation &A = Allocs[It->second];
    uint64_t Off = OffsetInClass.lookup(R);
    A.Members.push_back({R, Off});
    if (std::optional<TileDesc> D = getTileDesc(R, *MRI))
      A.Size = std::max<uint64_t>(A.Size, Off + D->bytes());
  }
  for (PTOTileAllocation &A : Allocs)
    A.Size = alignTo(A.Size, A.Align);
  NumClasses += Allocs.size();
}

bool PTOMaterializeSemanticAliases::runOnMachineFunction(MachineFunction &Fn) {
  MF = &Fn;
  MRI = &MF->getRegInfo();
  TII = MF->getSubtarget<PTOSubtarget>().getInstrInfo();
  ORE = &getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
  HadError = false;
  Classes = EquivalenceClasses<Register>();
  ContentRoot.clear();
  OffsetInClass.clear();

  bool Changed = expandTileSelects();
  recomputeLiveness();

  for (unsigned I = 0, E = MRI->getNumVirtRegs(); I != E; ++I) {
    Register R = Register::index2VirtReg(I);
    if (isTileRegister(R, *MF) && !MRI->reg_nodbg_empty(R))
      Classes.insert(R);
  }
  if (Classes.empty())
    return Changed;

  // 1. Views and copies: the same contents, mandatory.
  for (MachineBasicBlock &MBB : *MF)
    for (MachineInstr &MI : MBB) {
      const PTOTileOpInfo *Op = getTileOpInfo(MI.getOpcode());
      bool IsCopy = MI.isCopy() && isTileRegister(MI.getOperand(0).getReg(), *MF);
      if (!IsCopy && !(Op && Op->View))
        continue;
      Register Dst = MI.getOperand(0).getReg();
      Register Src = MI.getOperand(1).getReg();
      uint64_t Off = 0;
      if (!IsCopy) {
        // tview dst, src, row, col, rows, cols, dtype
        auto SD = getTileDesc(Src, *MRI);
        int64_t Row = MI.getOperand(2).getImm(), Col = MI.getOperand(3).getImm();
        int64_t Cols = MI.getOperand(5).getImm();
        if (!SD || Col != 0 || Cols != SD->Cols) {
          error(MI, "tview of " + describeTileRegister(Src, *MF) +
                        ": only full-width row windows are supported by tile "
                        "storage planning (a column window would need a row "
                        "stride)");
          continue;
        }
        Off = Row * SD->Cols * getDTypeBytes(SD->DType);
      }
      ContentRoot[Dst] = rootOf(Src);
      OffsetInClass[Dst] = OffsetInClass.lookup(Src) + Off;
      Classes.unionSets(Dst, Src);
    }

  // 2. Results that reuse an input's storage.
  for (MachineBasicBlock &MBB : *MF)
    for (MachineInstr &MI : MBB) {
      const PTOTileOpInfo *Op = getTileOpInfo(MI.getOpcode());
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
      Classes.insert(Copy);
      ORE->emit([&]() {
        return MachineOptimizationRemark(DEBUG_TYPE, "CopyBeforeReuse",
                                         MI.getDebugLoc(), &MBB)
               << "inserted a tile move to keep an input alive that the "
                  "instruction overwrites in place";
      });
      recomputeLiveness();
      Changed = true;
      if (!tryUnion(Dst, Copy))
        error(MI, "cannot give the result of this instruction the storage of "
                  "its input");
    }

  // 3. PHIs: merge what does not interfere, copy the rest on the edge.
  for (MachineBasicBlock &MBB : *MF) {
    DenseMap<MachineBasicBlock *,
             SmallVector<std::pair<MachineOperand *, Register>, 4>>
        EdgeCopies;
    for (MachineInstr &Phi : MBB.phis()) {
      Register Dst = Phi.getOperand(0).getReg();
      if (!isTileRegister(Dst, *MF))
        continue;
      for (unsigned I = 1, E = Phi.getNumOperands(); I < E; I += 2) {
        MachineOperand &In = Phi.getOperand(I);
        if (tryUnion(Dst, In.getReg()))
          continue;
        EdgeCopies[Phi.getOperand(I + 1).getMBB()].push_back({&In, Dst});
      }
    }
    for (auto &[Pred, Copies] : EdgeCopies) {
      // A memory without a same-space move cannot carry the value across.
      bool OK = true;
      for (auto &[Op, Dst] : Copies) {
        auto D = getTileDesc(Op->getReg(), *MRI);
        if (!D || !getSameSpaceMove(D->AS)) {
          error(*Op->getParent(),
                "PHI operand " + describeTileRegister(Op->getReg(), *MF) +
                    " interferes with the PHI's other values, and " +
                    (D ? getMemory(D->AS)->Name : "its memory") +
                    " has no same-space move to copy it (for accumulators, "
                    "keep one acc tile live across the loop)");
          OK = false;
        }
      }
      if (!OK)
        continue;
      resolvePhiCopies(*Pred, Copies);
      ORE->emit([&]() {
        return MachineOptimizationRemark(DEBUG_TYPE, "PhiCopy",
                                         MBB.findDebugLoc(MBB.begin()), &MBB)
               << "inserted " << ore::NV("Moves", unsigned(Copies.size()))
               << " tile move(s) for PHI operands on an edge into "
               << MBB.getName();
      });
      Changed = true;
    }
    if (!EdgeCopies.empty()) {
      recomputeLiveness();
      for (MachineInstr &Phi : MBB.phis()) {
        Register Dst = Phi.getOperand(0).getReg();
        if (!isTileRegister(Dst, *MF))
          continue;
        for (unsigned I = 1, E = Phi.getNumOperands(); I < E; I += 2)
          if (!tryUnion(Dst, Phi.getOperand(I).getReg()))
            error(Phi, "PHI operand " +
                           describeTileRegister(Phi.getOperand(I).getReg(), *MF) +
                           " still interferes after copying");
      }
    }
  }

  // 4. Opportunistic: an in-place-safe result takes the storage of an input
  //    that dies at the instruction.
  for (MachineBasicBlock &MBB : *MF)
    for (MachineInstr &MI : MBB) {
      const PTOTileOpInfo *Op = getTileOpInfo(MI.getOpcode());
      if (!Op || !Op->InplaceSafe)
        continue;
      Register Dst = MI.getOperand(0).getReg();
      for (unsigned I = MI.getNumExplicitDefs(), E = MI.getNumExplicitOperands();
           I != E; ++I) {
        const MachineOperand &In = MI.getOperand(I);
        if (!In.isReg() || !isTileRegister(In.getReg(), *MF))
          continue;
        // The input must die here: no later use and not live out.
        unsigned Idx = Liveness.getIndex(MI);
        const IntervalSet &L = Liveness.get(In.getReg());
        if (L.empty() || L.back().second > 2 * Idx + 2)
          continue;
        if (tryUnion(Dst, In.getReg(), {Dst, In.getReg()})) {
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

  buildAllocations();
  if (HadError) {
    // Nothing downstream can place interfering classes: leave no tiles.
    MF->getInfo<PTOMachineFunctionInfo>()->clearAllocations();
  }
  return true;
}

FunctionPass *llvm::createPTOMaterializeSemanticAliasesPass() {
  return new PTOMaterializeSemanticAliases();
}
