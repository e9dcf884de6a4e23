//===-- AliasAnalysisTest.cpp - PTOAA registration with the new PM --------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Stock opt never creates the PTO TargetMachine (it rejects the pto triple),
// so the lit tests cannot show PTOAA in `-aa-pipeline=default`. This test
// does, with a PassBuilder built around the PTO TargetMachine (what ptocc or
// any in-process new-PM user does): PTOTargetMachine::
// registerDefaultAliasAnalyses puts PTOAA into the default AA pipeline.
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Target/TargetMachine.h"
#include "gtest/gtest.h"

extern "C" void LLVMInitializePTOTargetInfo();
extern "C" void LLVMInitializePTOTarget();
extern "C" void LLVMInitializePTOTargetMC();

using namespace llvm;

namespace {

const char *KernelIR = R"(
declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
define void @k(ptr addrspace(1) %g) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  ret void
}
)";

class PTOAliasAnalysisTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    LLVMInitializePTOTargetInfo();
    LLVMInitializePTOTargetMC();
    LLVMInitializePTOTarget();
  }

  std::unique_ptr<TargetMachine> createTM() {
    std::string Err;
    Triple TT("pto-unknown-unknown");
    const Target *T = TargetRegistry::lookupTarget(TT, Err);
    EXPECT_NE(T, nullptr) << Err;
    if (!T)
      return nullptr;
    return std::unique_ptr<TargetMachine>(
        T->createTargetMachine(TT, "a3", "", TargetOptions(), std::nullopt));
  }

  /// The alias result of the two tiles %a, %b of @k under the AA pipeline
  /// \p AAPipeline, parsed by a PassBuilder around \p TM (or none).
  AliasResult queryTiles(TargetMachine *TM, StringRef AAPipeline,
                         bool RegisterPlugin) {
    LLVMContext Ctx;
    SMDiagnostic Diag;
    std::unique_ptr<Module> M = parseAssemblyString(KernelIR, Diag, Ctx);
    EXPECT_TRUE(M) << Diag.getMessage().str();
    if (!M)
      return AliasResult::MayAlias;
    PassBuilder PB(TM);
    if (RegisterPlugin)
      registerPTOPassBuilderCallbacks(PB);
    LoopAnalysisManager LAM;
    FunctionAnalysisManager FAM;
    CGSCCAnalysisManager CGAM;
    ModuleAnalysisManager MAM;
    AAManager AA;
    EXPECT_FALSE(bool(PB.parseAAPipeline(AA, AAPipeline)));
    FAM.registerPass([&] { return std::move(AA); });
    PB.registerModuleAnalyses(MAM);
    PB.registerCGSCCAnalyses(CGAM);
    PB.registerFunctionAnalyses(FAM);
    PB.registerLoopAnalyses(LAM);
    PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);

    Function &F = *M->getFunction("k");
    AAResults &AAR = FAM.getResult<AAManager>(F);
    auto It = F.getEntryBlock().begin();
    const Instruction &A = *It++;
    const Instruction &B = *It;
    return AAR.alias(MemoryLocation::getBeforeOrAfter(&A),
                     MemoryLocation::getBeforeOrAfter(&B));
  }
};

TEST_F(PTOAliasAnalysisTest, DefaultPipelineOfThePTOTargetMachine) {
  auto TM = createTM();
  ASSERT_TRUE(TM);
  EXPECT_EQ(queryTiles(TM.get(), "default", false), AliasResult::NoAlias);
}

TEST_F(PTOAliasAnalysisTest, DefaultPipelineWithoutTargetMachine) {
  // What stock opt gets with the plugin: no PTOAA in `default`...
  EXPECT_EQ(queryTiles(nullptr, "default", true), AliasResult::MayAlias);
  // ...but `pto-aa` by name.
  EXPECT_EQ(queryTiles(nullptr, "basic-aa,pto-aa", true),
            AliasResult::NoAlias);
}

} // namespace
