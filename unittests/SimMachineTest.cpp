//===-- SimMachineTest.cpp - pto-sim's program image and simulator --------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The program image and decoder (tools/pto-sim/Sim/ProgramImage.h) on a
// small assembled program: instruction descriptors, the pipe from TSFlags,
// symbol+offset and source lines in reports; the memories; the scalar unit;
// the tile planner and executor on decoded instructions; the simulator
// (Simulator.h): a run under each issue policy, a race seen by the
// detector, the deadlock report.
//
//===----------------------------------------------------------------------===//

#include "Sim/DeadlockReport.h"
#include "Sim/MultiCore.h"
#include "Sim/ProgramImage.h"
#include "Sim/RaceDetector.h"
#include "Sim/Simulator.h"
#include "Sim/Statistics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/TargetRegistry.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace ptosim;

namespace {

// Loads a vec tile, adds it to itself on V and stores it. With Sync the V
// pipe waits for the load and MTE3 for the add; without, both race.
std::string program(bool Sync) {
  std::string S = "  .text\n  .globl k\nk:\n"
                  "  .file 1 \"k.c\"\n"
                  "  .loc 1 3 0\n"
                  "  li t0, 8\n"
                  "  .loc 1 4 0\n"
                  "  tload vec[zero + 0], a0, t0, 4, 8, f32\n";
  if (Sync)
    S += "  set_flag PIPE_MTE2, PIPE_V, 0\n"
         "  wait_flag PIPE_MTE2, PIPE_V, 0\n";
  S += "  .loc 1 5 0\n"
       "  tadd vec[zero + 128], vec[zero + 0], vec[zero + 0], 4, 8, f32\n";
  if (Sync)
    S += "  set_flag PIPE_V, PIPE_MTE3, 0\n"
         "  wait_flag PIPE_V, PIPE_MTE3, 0\n";
  S += "  tstore a1, t0, vec[zero + 128], 4, 8, f32\n"
       "  ret\n";
  return S;
}

struct SimFixture : ::testing::Test {
  static void SetUpTestSuite() { initializeTargetMC(); }
  std::unique_ptr<ProgramImage> load(StringRef Asm) {
    Expected<std::unique_ptr<ProgramImage>> I = ProgramImage::create("a3");
    if (!I) {
      ADD_FAILURE() << toString(I.takeError());
      return nullptr;
    }
    if (Error E = (*I)->loadAssembly(MemoryBuffer::getMemBufferCopy(Asm))) {
      ADD_FAILURE() << toString(std::move(E));
      return nullptr;
    }
    return std::move(*I);
  }
};

TEST_F(SimFixture, DecodesWithDescriptorsAndSourceLines) {
  std::unique_ptr<ProgramImage> I = load(program(/*Sync=*/true));
  ASSERT_TRUE(I);
  ASSERT_EQ(I->codeSymbols().count("k"), 1u);
  uint64_t K = I->symbols().at("k");
  EXPECT_EQ(K, ProgramBase);
  Expected<const DecodedInst *> Li = I->decodeAt(K);
  ASSERT_TRUE(bool(Li)) << toString(Li.takeError());
  EXPECT_EQ((*Li)->Text, "li t0, 8");
  EXPECT_EQ((*Li)->pipe(), unsigned(PTO::PIPE_S));
  EXPECT_TRUE((*Li)->has(PTO::OpName::rd));
  EXPECT_FALSE((*Li)->has(PTO::OpName::dtype));
  Expected<const DecodedInst *> Ld = I->decodeAt(K + (*Li)->Size);
  ASSERT_TRUE(bool(Ld)) << toString(Ld.takeError());
  EXPECT_EQ((*Ld)->pipe(), unsigned(PTO::PIPE_MTE2));
  EXPECT_EQ((*Ld)->imm(PTO::OpName::rows), 4);
  EXPECT_EQ((*Ld)->imm(PTO::OpName::cols), 8);
  // Reports: address, symbol+offset, source line, text.
  EXPECT_EQ(I->describe(K + 8),
            "0x10008 <k+8> at k.c:4 `tload vec[zero + 0], a0, t0, 4, 8, f32`");
  // Outside the program, misaligned.
  Expected<const DecodedInst *> Bad = I->decodeAt(K + 4);
  ASSERT_FALSE(bool(Bad));
  EXPECT_EQ(toString(Bad.takeError()),
            "jump to 0x10004, outside the program (or misaligned)");
}

TEST_F(SimFixture, WithoutDebugInfoReportsStaySymbolic) {
  std::unique_ptr<ProgramImage> I =
      load("  .text\n  .globl k\nk:\n  li t0, 1\n  ret\n");
  ASSERT_TRUE(I);
  EXPECT_FALSE(I->symbolizer().hasLines());
  ASSERT_TRUE(bool(I->decodeAt(ProgramBase)));
  EXPECT_EQ(I->describe(ProgramBase), "0x10000 <k+0> `li t0, 1`");
}

TEST(SimMemoryTest, MappedRegionsAndOnChipWindows) {
  GlobalMemory GM;
  GM.map({0x1000, 16, "arg0", std::vector<uint8_t>(16, 7)});
  Expected<uint8_t *> P = GM.ptr(0x1008, 8, "lw");
  ASSERT_TRUE(bool(P)) << toString(P.takeError());
  EXPECT_EQ(**P, 7);
  Expected<uint8_t *> Past = GM.ptr(0x100c, 8, "lw");
  ASSERT_FALSE(bool(Past));
  EXPECT_EQ(toString(Past.takeError()),
            "lw: access [0x100c, 0x1014) runs past the end of arg0");
  Expected<uint8_t *> Unmapped = GM.ptr(0x2000, 1, "tload");
  ASSERT_FALSE(bool(Unmapped));
  EXPECT_EQ(toString(Unmapped.takeError()),
            "tload: address 0x2000 is not mapped (no buffer, program or stack "
            "there)");
  EXPECT_NE(GM.regionAt(0x1000), nullptr);
  EXPECT_EQ(GM.regionAt(0x1008), nullptr);

  OnChipMemory OC(PTO::PTOGeneration::A3);
  std::optional<PTO::MemoryLimits> L =
      PTO::getMemoryLimits(PTO::PTOGeneration::A3, PTO::AS_VEC);
  ASSERT_TRUE(L);
  EXPECT_EQ(OC[PTO::AS_VEC].size(), L->Capacity);
  EXPECT_EQ(OC[PTO::AS_VEC][0], 0xff); // unwritten memory shows
  EXPECT_FALSE(bool(OC.checkWindow(PTO::AS_VEC, 0, 64)));
  Error Misaligned = OC.checkWindow(PTO::AS_VEC, L->Alignment / 2, 64);
  EXPECT_NE(toString(std::move(Misaligned)).find("-byte aligned"),
            std::string::npos);
  EXPECT_EQ(toString(OC.checkWindow(PTO::AS_VEC, 0, L->Capacity + 1)),
            "vec tile [0x0, 0x" + utohexstr(L->Capacity + 1, true) +
                ") is outside the memory (" + std::to_string(L->Capacity) +
                " bytes on a3)");
  // A window whose end wraps around past 0 (a base register near 2^64).
  EXPECT_EQ(toString(OC.checkWindow(PTO::AS_VEC, ~uint64_t(1023), 1024)),
            "vec tile at 0xfffffffffffffc00 (1024 bytes) is outside the memory "
            "(" +
                std::to_string(L->Capacity) + " bytes on a3)");
  EXPECT_FALSE(bool(OC.checkWindow(PTO::AS_VEC, L->Capacity - 1024, 1024)));
}

TEST_F(SimFixture, ScalarUnitExecutesArithmeticBranchesAndMemory) {
  std::unique_ptr<ProgramImage> I = load("  .text\n  .globl k\nk:\n"
                                         "  addi a0, a0, 5\n"
                                         "  blt a0, a1, k\n"
                                         "  sw a0, 4(a2)\n"
                                         "  lb a3, 4(a2)\n"
                                         "  ret\n");
  ASSERT_TRUE(I);
  GlobalMemory GM;
  GM.map({0x1000, 16, "arg0", std::vector<uint8_t>(16, 0)});
  struct Seen : SimListener {
    std::vector<ByteAccess> Accs;
    void onMemoryOperation(uint64_t, uint64_t, unsigned Agent, uint32_t Seq,
                           const VClock &, ArrayRef<ByteAccess> A) override {
      EXPECT_EQ(Agent, PipeS);
      EXPECT_EQ(Seq, Accs.size() + 1);
      Accs.insert(Accs.end(), A.begin(), A.end());
    }
  } Events;
  ScalarUnit S(I->regInfo(), GM, Events,
               [&](uint64_t A) { return I->describe(A); });
  S.Regs[8] = 0xfe;    // a0
  S.Regs[9] = 0x100;   // a1
  S.Regs[10] = 0x1000; // a2
  S.Regs[1] = 0x777;   // ra
  S.PC = ProgramBase;
  auto Step = [&]() {
    Expected<const DecodedInst *> DI = I->decodeAt(S.PC);
    ASSERT_TRUE(bool(DI)) << toString(DI.takeError());
    uint64_t Next = S.PC + (*DI)->Size;
    Error E = S.execute(**DI, 0, Next);
    ASSERT_FALSE(bool(E)) << toString(std::move(E));
    S.PC = Next;
  };
  Step(); // addi: 0x103
  EXPECT_EQ(S.Regs[8], 0x103u);
  Step(); // blt not taken: 0x103 >= 0x100
  EXPECT_EQ(S.PC, ProgramBase + 16);
  Step(); // sw
  Step(); // lb: 0x03
  EXPECT_EQ(S.Regs[11], 0x3u);
  ASSERT_EQ(Events.Accs.size(), 2u);
  EXPECT_EQ(Events.Accs[0].Lo, 0x1004u);
  EXPECT_TRUE(Events.Accs[0].Write);
  EXPECT_EQ(Events.Accs[1].Hi, 0x1005u);
  EXPECT_FALSE(Events.Accs[1].Write);
  Step(); // ret: to ra
  EXPECT_EQ(S.PC, 0x777u);
}

TEST_F(SimFixture, TilePlansAndTheirWriteBacks) {
  std::unique_ptr<ProgramImage> I = load(program(false));
  ASSERT_TRUE(I);
  OnChipMemory OC(PTO::PTOGeneration::A3);
  std::optional<TimingModel> TM = TimingModel::get(PTO::PTOGeneration::A3);
  ASSERT_TRUE(TM);
  TilePlanner Planner(I->regInfo(), OC, *TM);
  RegisterFile Regs(I->regInfo());
  Regs[5] = 8;        // t0: the row stride in elements
  Regs[8] = 0x200000; // a0
  Expected<const DecodedInst *> Ld = I->decodeAt(ProgramBase + 8);
  ASSERT_TRUE(bool(Ld));
  TilePlan P;
  ASSERT_FALSE(bool(Planner.plan(**Ld, Regs, P)));
  EXPECT_EQ(P.Kind, Sem::Load);
  EXPECT_EQ(P.Dst.AS, unsigned(PTO::AS_VEC));
  EXPECT_EQ(P.Dst.Rows, 4u);
  EXPECT_EQ(P.Dst.Cols, 8u);
  EXPECT_EQ(P.GM.Addr, 0x200000u);
  EXPECT_EQ(P.GM.Stride, 32u);
  EXPECT_EQ(P.GM.RowBytes, 32u);
  const ClassTiming &C = TM->classOf((*Ld)->opcode());
  EXPECT_EQ(P.II, C.initiationInterval(128));
  EXPECT_EQ(P.Latency, C.latency(128));
  SmallVector<ByteAccess, 8> Accs;
  P.accesses(Accs);
  ASSERT_EQ(Accs.size(), 5u); // four GM rows read, the tile written
  EXPECT_EQ(Accs[1].Lo, 0x200020u);
  EXPECT_FALSE(Accs[1].Write);
  EXPECT_TRUE(Accs[4].Write);
  EXPECT_EQ(Accs[4].Hi, 128u);

  // The tadd of the loaded tile: read at start, written at the end.
  Expected<const DecodedInst *> Add = I->decodeAt(ProgramBase + 24);
  ASSERT_TRUE(bool(Add));
  TilePlan A;
  ASSERT_FALSE(bool(Planner.plan(**Add, Regs, A)));
  EXPECT_EQ(A.Kind, Sem::Bin);
  EXPECT_EQ(A.Srcs.size(), 2u);
  EXPECT_EQ(A.Dst.Addr, 128u);
  GlobalMemory GM;
  TileExecutor Exec(GM, OC);
  for (unsigned E = 0; E < 32; ++E)
    storeElem(OC[PTO::AS_VEC].data() + 4 * E, DType::F32, E);
  ASSERT_FALSE(bool(Exec.start(A, /*Time=*/50)));
  EXPECT_EQ(Exec.nextTime(), 50u);
  Exec.complete(49);
  EXPECT_EQ(OC[PTO::AS_VEC][128], 0xff); // not yet written
  Exec.complete(50);
  EXPECT_EQ(loadElem(OC[PTO::AS_VEC].data() + 128 + 4 * 5, DType::F32), 10.0);
  EXPECT_EQ(Exec.nextTime(), UINT64_MAX);

  // A load from unmapped memory fails when it starts.
  Error E = Exec.start(P, 60);
  EXPECT_NE(
      toString(std::move(E)).find("tload: address 0x200000 is not mapped"),
      std::string::npos);
}

/// Runs program(Sync) under \p Ideal; returns the error text ("" if none).
std::string runProgram(std::unique_ptr<ProgramImage> I, bool Ideal,
                       uint64_t &Cycles, uint64_t &Races,
                       std::string &Reports) {
  SimConfig C;
  C.Ideal = Ideal;
  Expected<std::unique_ptr<Simulator>> S = Simulator::create(*I, C);
  if (!S)
    return toString(S.takeError());
  ProgramImage &Img = *I;
  raw_string_ostream OS(Reports);
  RaceDetector R(
      OS, "pto-sim", [&Img](uint64_t A) { return Img.describe(A); }, 10);
  Statistics Stats;
  if (!Ideal)
    (*S)->addListener(R);
  (*S)->addListener(Stats);
  if (Error E = (*S)->setArguments({"buf:f32:4x8:iota", "buf:f32:4x8"}))
    return toString(std::move(E));
  Error E = (*S)->run(Img.symbols().at("k"));
  Cycles = (*S)->cycles();
  Races = R.numRaces();
  if (E)
    return toString(std::move(E));
  // The result: 2 * iota.
  const std::vector<uint8_t> &Out = (*S)->arguments()[1].Data;
  float V5;
  std::memcpy(&V5, Out.data() + 5 * 4, 4);
  if (V5 != 10.0f)
    return "wrong result " + std::to_string(V5);
  return "";
}

TEST_F(SimFixture, SynchronizedRunHasNoRace) {
  uint64_t Cycles = 0, Races = 0;
  std::string Reports;
  EXPECT_EQ(runProgram(load(program(true)), false, Cycles, Races, Reports), "");
  EXPECT_EQ(Races, 0u) << Reports;
  EXPECT_GT(Cycles, 200u); // the load and the store take ~200 each on a3
}

TEST_F(SimFixture, UnsynchronizedRunRacesWithSourceLines) {
  uint64_t Cycles = 0, Races = 0;
  std::string Reports;
  runProgram(load(program(false)), false, Cycles, Races, Reports);
  EXPECT_EQ(Races, 2u) << Reports;
  EXPECT_NE(Reports.find("V read by 0x10018 <k+24> at k.c:5 `tadd"),
            std::string::npos)
      << Reports;
  EXPECT_NE(Reports.find("MTE2 write by 0x10008 <k+8> at k.c:4 `tload"),
            std::string::npos)
      << Reports;
}

TEST_F(SimFixture, IdealPolicyOrdersByDependences) {
  // Without flags the ideal schedule still waits for the data: the result
  // is right, and as fast as the synchronized run or faster.
  uint64_t Ideal = 0, Real = 0, Races = 0;
  std::string Reports;
  EXPECT_EQ(runProgram(load(program(false)), true, Ideal, Races, Reports), "");
  EXPECT_EQ(runProgram(load(program(true)), false, Real, Races, Reports), "");
  EXPECT_GT(Ideal, 200u);
  EXPECT_LE(Ideal, Real);
}

TEST_F(SimFixture, DeadlockReportNamesEveryAgent) {
  std::unique_ptr<ProgramImage> I = load("  .text\n  .globl k\nk:\n"
                                         "  .file 1 \"d.c\"\n  .loc 1 7 0\n"
                                         "  wait_flag PIPE_V, PIPE_MTE3, 1\n"
                                         "  ret\n");
  ASSERT_TRUE(I);
  uint64_t Cycles = 0, Races = 0;
  std::string Reports;
  std::string Err = runProgram(std::move(I), false, Cycles, Races, Reports);
  EXPECT_EQ(Err, "deadlock at cycle 2: a wait can never be satisfied\n"
                 "  S: kernel returned\n"
                 "  MTE1: idle\n"
                 "  MTE2: idle\n"
                 "  MTE3: 1 queued, head 0x10000 <k+0> at d.c:7 `wait_flag "
                 "PIPE_V, PIPE_MTE3, 1` (its flag is never set)\n"
                 "  M: idle\n"
                 "  V: idle\n"
                 "  FIX: idle\n");
}

TEST_F(SimFixture, DeadlockReportOfABlockedScalarUnit) {
  std::unique_ptr<ProgramImage> I = load(program(false));
  ASSERT_TRUE(I);
  ASSERT_TRUE(bool(I->decodeAt(ProgramBase)));
  GlobalMemory GM;
  ListenerSet None;
  ScalarUnit S(I->regInfo(), GM, None,
               [&](uint64_t A) { return I->describe(A); });
  S.PC = ProgramBase;
  S.Blocked = "blocked in wait_flag";
  std::array<PipeQueue, NumAgents> Pipes;
  QOp Op;
  Op.PC = ProgramBase;
  Op.Kind = QKind::Tile;
  Pipes[PTO::PIPE_V].push(Op, 0);
  std::string R = reportDeadlock(
      S, Pipes, [&](uint64_t A) { return "pc" + std::to_string(A); });
  EXPECT_EQ(R, "  S: blocked in wait_flag (pc pc65536)\n"
               "  MTE1: idle\n"
               "  MTE2: idle\n"
               "  MTE3: idle\n"
               "  M: idle\n"
               "  V: 1 queued, head pc65536\n"
               "  FIX: idle\n");
}

// Issue 15: SPMD. Block i copies row Row(i) of x (4x8 f32) to y; block 1
// waits for a flag nobody sets when Stuck.
std::string blocksProgram(const char *Row, bool Stuck) {
  std::string S = "  .text\n  .globl k\nk:\n"
                  "  get_block_idx t2\n";
  S += Row;
  if (Stuck)
    S += "  li t3, 1\n"
         "  bne t2, t3, .Lgo\n"
         "  wait_flag PIPE_V, PIPE_S, 0\n"
         ".Lgo:\n";
  S += "  slli t1, t1, 5\n"
       "  add a0, a0, t1\n"
       "  add a1, a1, t1\n"
       "  li t0, 8\n"
       "  tload vec[zero + 0], a0, t0, 1, 8, f32\n"
       "  set_flag PIPE_MTE2, PIPE_MTE3, 0\n"
       "  wait_flag PIPE_MTE2, PIPE_MTE3, 0\n"
       "  tstore a1, t0, vec[zero + 0], 1, 8, f32\n"
       "  ret\n";
  return S;
}

struct BlocksRun {
  std::string Error;
  BlocksResult R;
  uint64_t Races = 0;
  std::string Reports;
  std::vector<float> Y;
};

BlocksRun runBlocksOf(std::unique_ptr<ProgramImage> I, unsigned N) {
  BlocksRun Out;
  SimConfig C;
  Expected<std::unique_ptr<Simulator>> S0 = Simulator::create(*I, C);
  if (!S0) {
    Out.Error = toString(S0.takeError());
    return Out;
  }
  if (Error E = (*S0)->setArguments({"buf:f32:4x8:iota", "buf:f32:4x8"})) {
    Out.Error = toString(std::move(E));
    return Out;
  }
  ProgramImage &Img = *I;
  raw_string_ostream OS(Out.Reports);
  RaceDetector Races(
      OS, "pto-sim", [&Img](uint64_t A) { return Img.describe(A); }, 10);
  std::vector<std::unique_ptr<Simulator>> More;
  std::vector<Simulator *> Cores{S0->get()};
  for (unsigned B = 1; B < N; ++B) {
    Expected<std::unique_ptr<Simulator>> S = Simulator::createCore(**S0, B, N);
    if (!S) {
      Out.Error = toString(S.takeError());
      return Out;
    }
    More.push_back(std::move(*S));
    Cores.push_back(More.back().get());
  }
  for (unsigned B = 0; B < N; ++B)
    Cores[B]->addListener(Races.forCore(B));
  if (Error E = runBlocks(Cores, Img.symbols().at("k"), Out.R))
    Out.Error = toString(std::move(E));
  Out.Races = Races.numRaces();
  const std::vector<uint8_t> &Y = (*S0)->arguments()[1].Data;
  Out.Y.resize(Y.size() / 4);
  std::memcpy(Out.Y.data(), Y.data(), Y.size());
  return Out;
}

TEST_F(SimFixture, BlocksRunConcurrentlyOverOneGlobalMemory) {
  // Row = block index: every row copied once, no race, and the four cores
  // overlap: the makespan is one core's time, not four.
  BlocksRun One = runBlocksOf(load(blocksProgram("  mv t1, t2\n", false)), 1);
  BlocksRun Four = runBlocksOf(load(blocksProgram("  mv t1, t2\n", false)), 4);
  ASSERT_EQ(One.Error, "");
  ASSERT_EQ(Four.Error, "");
  EXPECT_EQ(Four.Races, 0u) << Four.Reports;
  for (unsigned I = 0; I < 32; ++I)
    EXPECT_EQ(Four.Y[I], float(I)) << I;
  ASSERT_EQ(Four.R.CoreCycles.size(), 4u);
  for (uint64_t C : Four.R.CoreCycles)
    EXPECT_EQ(C, One.R.Makespan);
  EXPECT_EQ(Four.R.Makespan, One.R.Makespan);
  EXPECT_GT(One.R.Makespan, 400u); // a load and a store of ~200 each
}

TEST_F(SimFixture, BlocksWritingOneRowRace) {
  // Row 0 for every block: the stores of two cores overlap, unordered.
  BlocksRun R = runBlocksOf(load(blocksProgram("  li t1, 0\n", false)), 2);
  EXPECT_EQ(R.Error, "");
  EXPECT_EQ(R.Races, 1u) << R.Reports;
  EXPECT_NE(R.Reports.find("block 1 MTE3 write"), std::string::npos)
      << R.Reports;
  EXPECT_NE(R.Reports.find("no cross-core flag chain between them"), std::string::npos)
      << R.Reports;
}

TEST_F(SimFixture, ADeadlockedBlockIsNamedAndTheOthersFinish) {
  BlocksRun R = runBlocksOf(load(blocksProgram("  mv t1, t2\n", true)), 3);
  EXPECT_EQ(R.Error.rfind("block 1: deadlock at cycle", 0), 0u) << R.Error;
  EXPECT_EQ(R.Y[1], 1.0f);   // block 0's row
  EXPECT_EQ(R.Y[16], 16.0f); // block 2's row
  EXPECT_EQ(R.Y[8], 0.0f);   // block 1 never stored
}

} // namespace
