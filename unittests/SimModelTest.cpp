//===-- SimModelTest.cpp - pto-sim's timing tables ------------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The timing tables of PTOSchedule.td as pto-sim reads them
// (tools/pto-sim/SimModel.h), against the instruction descriptions and
// against the scheduling models built from the same records.
//
//===----------------------------------------------------------------------===//

#include "SimModel.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTOBuiltins.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/TargetParser/Triple.h"
#include "gtest/gtest.h"
#include <memory>

using namespace llvm;
using namespace ptosim;

extern "C" void LLVMInitializePTOTargetInfo();
extern "C" void LLVMInitializePTOTargetMC();

namespace {

const PTO::PTOGeneration Gens[] = {PTO::PTOGeneration::A3,
                                   PTO::PTOGeneration::A5};

// Every real tile instruction is timed by a class of its own pipe; the
// S-pipe ones (tgetval, tsetval) and scalar instructions by the scalar class.
TEST(SimModelTest, ClassPipeIsTheInstructionsPipe) {
  std::unique_ptr<MCInstrInfo> MII(createPTOMCInstrInfo());
  for (PTO::PTOGeneration Gen : Gens) {
    std::optional<TimingModel> M = TimingModel::get(Gen);
    ASSERT_TRUE(M);
    unsigned NumReal = 0;
    for (unsigned Opc = 0, E = MII->getNumOpcodes(); Opc != E; ++Opc) {
      unsigned Real = PTO::getTileRealOpcode(Opc);
      if (!Real)
        continue;
      ++NumReal;
      SCOPED_TRACE(MII->getName(Real).str());
      const ClassTiming &C = M->classOf(Real);
      EXPECT_EQ(C.Pipe, unsigned(PTOII::getPipe(MII->get(Real).TSFlags)));
      EXPECT_EQ(C.Work == WorkUnit::None, C.Pipe == PTO::PIPE_S);
    }
    EXPECT_GT(NumReal, 40u);
    EXPECT_EQ(&M->classOf(PTO::ADD), &M->scalar());
    EXPECT_EQ(M->scalarCycles(), M->scalar().Startup);
    EXPECT_GT(M->queueDepth(), 0u);
  }
}

// II = ceil(work / rate), at least 1; latency = startup + II; i8 cube inputs
// at their own rate; the scalar class is a fixed cost.
TEST(SimModelTest, Formula) {
  std::optional<TimingModel> M = TimingModel::get(PTO::PTOGeneration::A3);
  ASSERT_TRUE(M);
  const ClassTiming &Load = M->classOf(PTO::TLOAD_VEC_A);
  EXPECT_EQ(Load.Work, WorkUnit::Bytes);
  EXPECT_EQ(Load.initiationInterval(4 * Load.Rate), 4u);
  EXPECT_EQ(Load.initiationInterval(4 * Load.Rate + 1), 5u);
  EXPECT_EQ(Load.initiationInterval(1), 1u);
  EXPECT_EQ(Load.latency(4 * Load.Rate), Load.Startup + 4u);
  const ClassTiming &Cube = M->classOf(PTO::TMATMUL_A);
  EXPECT_EQ(Cube.Work, WorkUnit::Macs);
  ASSERT_GT(Cube.RateI8, 0u);
  EXPECT_EQ(Cube.initiationInterval(8 * Cube.RateI8, /*I8=*/true), 8u);
  EXPECT_EQ(Cube.initiationInterval(8 * Cube.RateI8, /*I8=*/false),
            8 * Cube.RateI8 / Cube.Rate);
  const ClassTiming &S = M->scalar();
  EXPECT_EQ(S.initiationInterval(12345), S.Startup);
  EXPECT_EQ(S.latency(12345), S.Startup);
}

// The scheduling model of each CPU is built from the same records: a
// processor resource per pipe, and a tile instruction's write occupies its
// pipe's resource with the latency of the class's nominal operation.
TEST(SimModelTest, SchedModelUsesTheSameTables) {
  LLVMInitializePTOTargetInfo();
  LLVMInitializePTOTargetMC();
  std::string Err;
  Triple TT("pto-unknown-unknown-elf");
  const Target *T = TargetRegistry::lookupTarget(TT, Err);
  ASSERT_TRUE(T) << Err;
  std::unique_ptr<MCInstrInfo> MII(T->createMCInstrInfo());
  for (const char *CPU : {"a3", "a5"}) {
    SCOPED_TRACE(CPU);
    std::unique_ptr<MCSubtargetInfo> STI(T->createMCSubtargetInfo(TT, CPU, ""));
    ASSERT_TRUE(STI);
    std::optional<TimingModel> M = TimingModel::get(PTO::getGeneration(*STI));
    ASSERT_TRUE(M);
    const MCSchedModel &SM = STI->getSchedModel();
    ASSERT_TRUE(SM.hasInstrSchedModel());
    // Resources 1.. are the seven pipes.
    EXPECT_EQ(SM.getNumProcResourceKinds(), 8u);
    struct Case {
      unsigned Opc;
      uint64_t NominalWork;
    } Cases[] = {{PTO::TLOAD_MAT_A, 4096},     {PTO::TSTORE_VEC_A, 4096},
                 {PTO::TMOV_LEFT_MAT_A, 4096}, {PTO::TMOV_RIGHT_MAT_A, 4096},
                 {PTO::TMOV_VEC_ACC_A, 4096},  {PTO::TADD_A, 4096},
                 {PTO::TEXP_A, 4096},          {PTO::TMATMUL_A, 65536}};
    for (const Case &C : Cases) {
      SCOPED_TRACE(MII->getName(C.Opc).str());
      const ClassTiming &CT = M->classOf(C.Opc);
      const MCSchedClassDesc *SC =
          SM.getSchedClassDesc(MII->get(C.Opc).getSchedClass());
      ASSERT_TRUE(SC && SC->isValid());
      EXPECT_EQ(MCSchedModel::computeInstrLatency(*STI, *SC),
                int(CT.latency(C.NominalWork)));
      ASSERT_EQ(SC->NumWriteProcResEntries, 1u);
      const MCWriteProcResEntry *W = STI->getWriteProcResBegin(SC);
      const PTO::PTOPipeInfo *P = PTO::lookupPipeByEncoding(CT.Pipe);
      ASSERT_TRUE(P);
      StringRef Res = SM.getProcResource(W->ProcResourceIdx)->Name;
      EXPECT_TRUE(Res.ends_with(std::string("_") + P->Name)) << Res.str();
      EXPECT_EQ(W->ReleaseAtCycle, CT.initiationInterval(C.NominalWork));
    }
  }
}

} // namespace
