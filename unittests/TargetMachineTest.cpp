//===-- TargetMachineTest.cpp - Target registration and DataLayout --------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTOSubtarget.h"
#include "PTOTargetMachine.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Target/TargetMachine.h"
#include "gtest/gtest.h"

extern "C" void LLVMInitializePTOTargetInfo();
extern "C" void LLVMInitializePTOTarget();
extern "C" void LLVMInitializePTOTargetMC();

using namespace llvm;

namespace {

class PTOTargetMachineTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    LLVMInitializePTOTargetInfo();
    LLVMInitializePTOTargetMC();
    LLVMInitializePTOTarget();
  }

  std::unique_ptr<TargetMachine> createTM(StringRef CPU) {
    std::string Err;
    Triple TT("pto-unknown-unknown");
    const Target *T = TargetRegistry::lookupTarget(TT, Err);
    EXPECT_NE(T, nullptr) << Err;
    if (!T)
      return nullptr;
    return std::unique_ptr<TargetMachine>(T->createTargetMachine(
        TT, CPU, "", TargetOptions(), std::nullopt));
  }
};

TEST_F(PTOTargetMachineTest, TripleSelectsTarget) {
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(Triple("pto-unknown-unknown"), Err);
  ASSERT_NE(T, nullptr) << Err;
  EXPECT_STREQ(T->getName(), "pto");
  Triple TT;
  const Target *ByName = TargetRegistry::lookupTarget("pto", TT, Err);
  EXPECT_EQ(ByName, T);
}

TEST_F(PTOTargetMachineTest, DataLayoutAddressSpaces) {
  auto TM = createTM("a3");
  ASSERT_TRUE(TM);
  const DataLayout DL = TM->createDataLayout();
  EXPECT_TRUE(DL.isLittleEndian());
  EXPECT_EQ(DL.getPointerSizeInBits(PTO::AS_GENERIC), 64u);
  EXPECT_EQ(DL.getPointerSizeInBits(PTO::AS_GM), 64u);
  for (unsigned AS = PTO::AS_MAT; AS <= PTO::AS_BIAS; ++AS)
    EXPECT_EQ(DL.getPointerSizeInBits(AS), 32u) << AS;
  EXPECT_EQ(DL.getStackAlignment(), Align(16));
  EXPECT_TRUE(DL.isLegalInteger(64));
}

TEST_F(PTOTargetMachineTest, SubtargetCapacitiesFollowCPU) {
  LLVMContext Ctx;
  Module M("m", Ctx);
  auto *F = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                             Function::ExternalLinkage, "f", M);
  for (auto [CPU, Acc] : {std::pair<const char *, uint32_t>{"a3", 128 * 1024},
                          {"a5", 256 * 1024}}) {
    auto TM = createTM(CPU);
    ASSERT_TRUE(TM);
    const auto &ST = *static_cast<PTOTargetMachine &>(*TM).getSubtargetImpl(*F);
    EXPECT_EQ(ST.getMemoryLimits(PTO::AS_ACC)->Capacity, Acc) << CPU;
    EXPECT_EQ(ST.getEventIdsPerPair(), 8u);
  }
}

} // namespace
