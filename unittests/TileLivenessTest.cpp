//===-- TileLivenessTest.cpp - Tests of the tile lifetime intervals -------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "TileStorage/PTOTileLiveness.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/CodeGen/MIRParser/MIRParser.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Target/TargetMachine.h"
#include "gtest/gtest.h"
#include <map>
#include <optional>
#include <random>
#include <set>

extern "C" void LLVMInitializePTOTargetInfo();
extern "C" void LLVMInitializePTOTarget();
extern "C" void LLVMInitializePTOTargetMC();

using namespace llvm;
using namespace llvm::PTO;

namespace {

/// The definition addInterval had before it searched for its place: append,
/// sort, merge overlapping and touching intervals.
void addIntervalBySort(IntervalSet &Set, unsigned Start, unsigned End) {
  if (Start >= End)
    return;
  Set.push_back({Start, End});
  llvm::sort(Set);
  IntervalSet Merged;
  for (auto [S, E] : Set) {
    if (!Merged.empty() && S <= Merged.back().second)
      Merged.back().second = std::max(Merged.back().second, E);
    else
      Merged.push_back({S, E});
  }
  Set = std::move(Merged);
}

TEST(TileLivenessTest, AddIntervalMergesTouchingAndOverlapping) {
  IntervalSet S;
  addInterval(S, 4, 6);
  addInterval(S, 0, 2);
  addInterval(S, 2, 3); // Touches [0, 2).
  addInterval(S, 9, 9); // Empty: ignored.
  addInterval(S, 10, 12);
  EXPECT_EQ(S, (IntervalSet{{0, 3}, {4, 6}, {10, 12}}));
  addInterval(S, 3, 10); // Bridges all three.
  EXPECT_EQ(S, (IntervalSet{{0, 12}}));
}

TEST(TileLivenessTest, AddIntervalMatchesSortAndMerge) {
  std::mt19937 Rng(17);
  for (unsigned Round = 0; Round < 2000; ++Round) {
    IntervalSet A, B;
    unsigned Span = 4 + Rng() % 60;
    for (unsigned K = 0, N = Rng() % 12; K < N; ++K) {
      unsigned S = Rng() % Span, E = S + Rng() % 8;
      addInterval(A, S, E);
      addIntervalBySort(B, S, E);
      ASSERT_EQ(A, B) << "round " << Round << " after [" << S << ", " << E
                      << ")";
    }
  }
}

/// Two loop carries swapped every iteration (test/CodeGen/PTO/
/// storage-phi-swap.mir): the moves go on the split back edge.
const char *SwapMIR = R"(
--- |
  target triple = "pto-unknown-unknown"
  define void @k() { ret void }
...
---
name:            k
tracksRegLiveness: true
legalized:       true
regBankSelected: true
selected:        true
body:             |
  bb.0:
    liveins: $x8, $x9
    %0:gpr = COPY $x8
    %1:gpr = COPY $x9
    %2:tilevec = TLOAD_VEC %0, %1, 16, 16, 2
    %3:tilevec = TLOAD_VEC %1, %1, 16, 16, 2
  bb.1:
    %4:tilevec = PHI %2, %bb.0, %5, %bb.1
    %5:tilevec = PHI %3, %bb.0, %4, %bb.1
    TSTORE_VEC %0, %1, %4, 2
    BNE %1, $x0, %bb.1
    J %bb.2
  bb.2:
    TSTORE_VEC %0, %1, %5, 2
    RET
...
)";

class TileLivenessUpdateTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    LLVMInitializePTOTargetInfo();
    LLVMInitializePTOTargetMC();
    LLVMInitializePTOTarget();
  }

  void SetUp() override {
    std::string Err;
    Triple TT("pto-unknown-unknown");
    const Target *T = TargetRegistry::lookupTarget(TT, Err);
    ASSERT_NE(T, nullptr) << Err;
    TM.reset(
        T->createTargetMachine(TT, "a3", "", TargetOptions(), std::nullopt));
    ASSERT_TRUE(TM);
    auto MIR = createMIRParser(MemoryBuffer::getMemBuffer(SwapMIR), Ctx);
    ASSERT_TRUE(MIR);
    M = MIR->parseIRModule();
    ASSERT_TRUE(M);
    M->setDataLayout(TM->createDataLayout());
    MMI = std::make_unique<MachineModuleInfo>(TM.get());
    ASSERT_FALSE(MIR->parseMachineFunctions(*M, *MMI));
    MF = MMI->getMachineFunction(*M->getFunction("k"));
    ASSERT_TRUE(MF);
    MDT.emplace(*MF);
    MLI.emplace(*MDT);
  }

  MachineBasicBlock &block(unsigned N) { return *MF->getBlockNumbered(N); }
  Register vreg(unsigned N) { return Register::index2VirtReg(N); }

  /// A tile move of \p Src before \p Pos, as pto-materialize-semantic-aliases
  /// builds it.
  MachineInstr *move(MachineBasicBlock &MBB, MachineBasicBlock::iterator Pos,
                     Register Src) {
    MachineRegisterInfo &MRI = MF->getRegInfo();
    Register Dst = MRI.createVirtualRegister(MRI.getRegClass(Src));
    const TargetInstrInfo *TII = MF->getSubtarget().getInstrInfo();
    return BuildMI(MBB, Pos, DebugLoc(), TII->get(PTO::TMOV_VEC_VEC), Dst)
        .addReg(Src)
        .addImm(16)
        .addImm(16)
        .addImm(2);
  }

  /// The intervals of every tile register, their ends replaced by their
  /// ranks among all ends: equal for two numberings in the same order.
  std::map<unsigned, IntervalSet> ranked(const TileLiveness &L) {
    std::map<unsigned, IntervalSet> Out;
    std::set<unsigned> Points;
    MachineRegisterInfo &MRI = MF->getRegInfo();
    for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I)
      for (auto [S, En] : L.get(vreg(I))) {
        Points.insert(S);
        Points.insert(En);
      }
    auto Rank = [&](unsigned P) {
      return unsigned(std::distance(Points.begin(), Points.find(P)));
    };
    for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I)
      for (auto [S, En] : L.get(vreg(I)))
        Out[I].push_back({Rank(S), Rank(En)});
    return Out;
  }

  /// \p L's live-in list of every block is in increasing order, without
  /// repeats, and holds exactly the tile registers isLiveIn answers yes for.
  void expectLiveInsExact(const TileLiveness &L) {
    MachineRegisterInfo &MRI = MF->getRegInfo();
    for (const MachineBasicBlock &MBB : *MF) {
      ArrayRef<Register> Ins = L.getLiveIns(MBB);
      for (unsigned K = 1; K < Ins.size(); ++K)
        EXPECT_LT(Ins[K - 1], Ins[K]) << "bb." << MBB.getNumber();
      SmallVector<Register, 4> Expected;
      for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I)
        if (isTileRegister(vreg(I), *MF) && L.isLiveIn(vreg(I), MBB))
          Expected.push_back(vreg(I));
      EXPECT_EQ(Ins, ArrayRef<Register>(Expected)) << "bb." << MBB.getNumber();
    }
  }

  /// \p Updated answers every query as a recomputation does.
  void expectAsRecomputed(const TileLiveness &Updated) {
    MachineDominatorTree FreshDT(*MF);
    MachineLoopInfo FreshLI(FreshDT);
    TileLiveness Fresh;
    Fresh.compute(*MF, &FreshLI, /*Updatable=*/true);
    EXPECT_EQ(ranked(Updated), ranked(Fresh));
    expectLiveInsExact(Updated);
    for (const MachineBasicBlock &MBB : *MF)
      EXPECT_EQ(Updated.getLiveIns(MBB), Fresh.getLiveIns(MBB))
          << "bb." << MBB.getNumber();
    MachineRegisterInfo &MRI = MF->getRegInfo();
    for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I) {
      Register A = vreg(I);
      if (!isTileRegister(A, *MF))
        continue;
      for (unsigned J = 0; J != E; ++J)
        if (isTileRegister(vreg(J), *MF))
          EXPECT_EQ(Updated.interfere(A, vreg(J)), Fresh.interfere(A, vreg(J)))
              << I << " " << J;
      for (const MachineBasicBlock &MBB : *MF) {
        EXPECT_EQ(Updated.isLiveIn(A, MBB), Fresh.isLiveIn(A, MBB))
            << I << " into bb." << MBB.getNumber();
        EXPECT_EQ(Updated.isLiveOut(A, MBB), Fresh.isLiveOut(A, MBB))
            << I << " out of bb." << MBB.getNumber();
      }
    }
    for (const MachineBasicBlock &MBB : *MF)
      for (const MachineInstr &MI : MBB)
        for (const MachineOperand &MO : MI.uses())
          if (MO.isReg() && isTileRegister(MO.getReg(), *MF))
            EXPECT_EQ(Updated.isLastUse(MI, MO.getReg()),
                      Fresh.isLastUse(MI, MO.getReg()))
                << "bb." << MBB.getNumber() << " opcode " << MI.getOpcode();
  }

  LLVMContext Ctx;
  std::unique_ptr<TargetMachine> TM;
  std::unique_ptr<Module> M;
  std::unique_ptr<MachineModuleInfo> MMI;
  MachineFunction *MF = nullptr;
  std::optional<MachineDominatorTree> MDT;
  std::optional<MachineLoopInfo> MLI;
};

/// The live-in lists (sorted vectors since session 19): the loop's PHI
/// results are not live into their own block; %5 is live into the exit.
TEST_F(TileLivenessUpdateTest, LiveInsSortedAndExact) {
  for (bool Updatable : {false, true}) {
    TileLiveness L;
    L.compute(*MF, &*MLI, Updatable);
    expectLiveInsExact(L);
    EXPECT_TRUE(L.getLiveIns(block(0)).empty());
    EXPECT_TRUE(L.getLiveIns(block(1)).empty());
    ASSERT_EQ(L.getLiveIns(block(2)).size(), 1u);
    EXPECT_EQ(L.getLiveIns(block(2))[0], vreg(5));
    EXPECT_TRUE(L.isLiveOut(vreg(5), block(1)));
    EXPECT_TRUE(L.isLiveOut(vreg(2), block(0)));
  }
}

TEST_F(TileLivenessUpdateTest, ParallelCopyOnSplitBackEdge) {
  TileLiveness L;
  L.compute(*MF, &*MLI, /*Updatable=*/true);
  EXPECT_TRUE(L.interfere(vreg(4), vreg(5)));
  // The back edge split, then the parallel copy with a scratch tile.
  MachineBasicBlock &Loop = block(1);
  MachineBasicBlock *Latch =
      Loop.SplitCriticalEdge(&Loop,
                             MachineBasicBlock::SplitCriticalEdgeAnalyses{
                                 nullptr, nullptr, nullptr, &*MLI},
                             nullptr, nullptr);
  ASSERT_NE(Latch, nullptr);
  auto Pos = Latch->getFirstTerminator();
  MachineInstr *Scratch = move(*Latch, Pos, vreg(5));
  MachineInstr *Second = move(*Latch, Pos, vreg(4));
  MachineInstr *First = move(*Latch, Pos, Scratch->getOperand(0).getReg());
  MachineInstr &Phi4 = *Loop.begin(), &Phi5 = *std::next(Loop.begin());
  Phi4.getOperand(3).setReg(First->getOperand(0).getReg());
  Phi5.getOperand(3).setReg(Second->getOperand(0).getReg());
  SmallVector<Register, 8> Regs{vreg(4), vreg(5)};
  for (MachineInstr *MI : {Scratch, Second, First}) {
    Regs.push_back(MI->getOperand(0).getReg());
    Regs.push_back(MI->getOperand(1).getReg());
  }
  ASSERT_TRUE(L.update(*MF, &*MLI, {Latch}, {Scratch, Second, First}, Regs));
  expectAsRecomputed(L);
  // The PHIs and the moves into them no longer overlap; the loop's values
  // are live through the new latch.
  EXPECT_FALSE(L.interfere(vreg(4), First->getOperand(0).getReg()));
  EXPECT_TRUE(L.isLiveIn(vreg(5), *Latch));
  EXPECT_TRUE(L.isLastUse(*Scratch, vreg(5)));
}

TEST_F(TileLivenessUpdateTest, MovesInExistingBlocks) {
  TileLiveness L;
  L.compute(*MF, &*MLI, /*Updatable=*/true);
  // A move at the end of the entry (no terminator) for the PHI's operand,
  // and one in the middle of the loop for the store.
  MachineBasicBlock &Entry = block(0), &Loop = block(1);
  MachineInstr *AtEnd = move(Entry, Entry.end(), vreg(2));
  Loop.begin()->getOperand(1).setReg(AtEnd->getOperand(0).getReg());
  MachineInstr &Store = *Loop.getFirstNonPHI();
  MachineInstr *Mid = move(Loop, Store.getIterator(), vreg(4));
  Store.getOperand(2).setReg(Mid->getOperand(0).getReg());
  ASSERT_TRUE(L.update(*MF, &*MLI, {}, {AtEnd, Mid},
                       {vreg(2), AtEnd->getOperand(0).getReg(), vreg(4),
                        Mid->getOperand(0).getReg()}));
  expectAsRecomputed(L);
  EXPECT_FALSE(L.isLiveOut(vreg(2), Entry));
  EXPECT_TRUE(L.isLastUse(*AtEnd, vreg(2)));
  // %4 still feeds %5 on the back edge; the store reads the move.
  EXPECT_FALSE(L.isLastUse(*Mid, vreg(4)));
  EXPECT_TRUE(L.isLastUse(Store, Mid->getOperand(0).getReg()));
}

TEST_F(TileLivenessUpdateTest, FullGapAsksForRecomputation) {
  TileLiveness L;
  L.compute(*MF, &*MLI, /*Updatable=*/true);
  // More moves in one place than the gap between two instructions holds.
  MachineBasicBlock &Loop = block(1);
  MachineInstr &Store = *Loop.getFirstNonPHI();
  SmallVector<const MachineInstr *, 32> Moves;
  SmallVector<Register, 32> Regs{vreg(4)};
  for (unsigned I = 0; I < 32; ++I) {
    Moves.push_back(move(Loop, Store.getIterator(), vreg(4)));
    Regs.push_back(Moves.back()->getOperand(0).getReg());
  }
  EXPECT_FALSE(L.update(*MF, &*MLI, {}, Moves, Regs));
  L.compute(*MF, &*MLI, /*Updatable=*/true);
  expectAsRecomputed(L);
}

} // namespace
