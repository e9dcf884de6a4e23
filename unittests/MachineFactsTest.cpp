//===-- MachineFactsTest.cpp - Tests of the TableGen machine facts --------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMachineFacts.h"
#include "gtest/gtest.h"
#include <set>
#include <string>

using namespace llvm;
using namespace llvm::PTO;

namespace {

TEST(MachineFacts, AddressSpaceNamesMatchTable) {
  // The C++ enum names must agree with PTOMachineFacts.td.
  const std::pair<unsigned, const char *> Expected[] = {
      {AS_GENERIC, "generic"}, {AS_GM, "gm"},       {AS_MAT, "mat"},
      {AS_LEFT, "left"},       {AS_RIGHT, "right"}, {AS_ACC, "acc"},
      {AS_VEC, "vec"},         {AS_BIAS, "bias"}};
  ASSERT_EQ(memories().size(), size_t(NumAddressSpaces));
  for (auto [AS, Name] : Expected) {
    const PTOMemoryInfo *M = getMemory(AS);
    ASSERT_NE(M, nullptr) << AS;
    EXPECT_STREQ(M->Name, Name);
    EXPECT_EQ(M->AddrSpace, AS);
    EXPECT_EQ(lookupMemoryByName(Name), M);
  }
  EXPECT_EQ(getMemory(NumAddressSpaces), nullptr);
}

TEST(MachineFacts, OnChipMemories) {
  EXPECT_FALSE(isOnChipAddrSpace(AS_GENERIC));
  EXPECT_FALSE(isOnChipAddrSpace(AS_GM));
  for (unsigned AS = AS_MAT; AS <= AS_BIAS; ++AS)
    EXPECT_TRUE(isOnChipAddrSpace(AS)) << AS;
  EXPECT_FALSE(isOnChipAddrSpace(42));
}

TEST(MachineFacts, CapacitiesA3) {
  struct Row {
    unsigned AS;
    uint32_t Capacity, Reserved, Align;
  } Rows[] = {{AS_MAT, 512 * 1024, 0, 32},   {AS_LEFT, 64 * 1024, 0, 512},
              {AS_RIGHT, 64 * 1024, 0, 512}, {AS_ACC, 128 * 1024, 0, 64},
              {AS_VEC, 192 * 1024, 8 * 1024, 32}, {AS_BIAS, 1024, 0, 64}};
  for (const Row &R : Rows) {
    auto L = getMemoryLimits(A3, R.AS);
    ASSERT_TRUE(L.has_value()) << R.AS;
    EXPECT_EQ(L->Capacity, R.Capacity) << R.AS;
    EXPECT_EQ(L->Reserved, R.Reserved) << R.AS;
    EXPECT_EQ(L->Alignment, R.Align) << R.AS;
    EXPECT_EQ(L->usable(), R.Capacity - R.Reserved);
  }
  // Global and generic memory are not capacity-planned.
  EXPECT_FALSE(getMemoryLimits(A3, AS_GM).has_value());
  EXPECT_FALSE(getMemoryLimits(A3, AS_GENERIC).has_value());
}

TEST(MachineFacts, CapacitiesA5DifferWhereDocumented) {
  EXPECT_EQ(getMemoryLimits(A5, AS_ACC)->Capacity, 256u * 1024);
  EXPECT_EQ(getMemoryLimits(A5, AS_VEC)->Capacity, 256u * 1024);
  EXPECT_EQ(getMemoryLimits(A5, AS_VEC)->Reserved, 8u * 1024);
  EXPECT_EQ(getMemoryLimits(A5, AS_BIAS)->Capacity, 4u * 1024);
  EXPECT_EQ(getMemoryLimits(A5, AS_MAT)->Capacity,
            getMemoryLimits(A3, AS_MAT)->Capacity);
}

TEST(MachineFacts, Generations) {
  EXPECT_EQ(getGenerationByCPU("a3"), std::optional<PTOGeneration>(A3));
  EXPECT_EQ(getGenerationByCPU("a5"), std::optional<PTOGeneration>(A5));
  EXPECT_EQ(getGenerationByCPU(""), std::optional<PTOGeneration>(A3));
  EXPECT_EQ(getGenerationByCPU("generic"), std::optional<PTOGeneration>(A3));
  EXPECT_FALSE(getGenerationByCPU("a4").has_value());
  EXPECT_EQ(getEventIdsPerPair(A3), 8u);
}

TEST(MachineFacts, Pipes) {
  std::set<unsigned> Encodings;
  std::set<std::string> Names;
  for (const PTOPipeInfo &P : pipes()) {
    EXPECT_TRUE(Encodings.insert(P.Encoding).second) << P.Name;
    EXPECT_TRUE(Names.insert(P.Name).second) << P.Name;
    EXPECT_EQ(lookupPipeByName(P.Name), &P);
    EXPECT_STREQ(getPipeName(P.Encoding), P.Name);
  }
  for (const char *N : {"S", "MTE1", "MTE2", "MTE3", "M", "V", "FIX", "ALL"})
    EXPECT_TRUE(Names.count(N)) << N;
  EXPECT_EQ(lookupPipeByName("MTE2")->Encoding, unsigned(PIPE_MTE2));
  EXPECT_EQ(getPipeName(15), nullptr);
}

TEST(MachineFacts, MatMulElementTypes) {
  // f16/bf16/f32 inputs give f32, i8 inputs give i32; nothing else.
  unsigned Pairs = 0;
  for (int64_t R = 0; R < 8; ++R)
    for (int64_t In = 0; In < 8; ++In)
      Pairs += isMatMulDTypePair(R, In);
  EXPECT_EQ(Pairs, 4u);
  EXPECT_TRUE(isMatMulDTypePair(DT_F32, DT_F16));
  EXPECT_TRUE(isMatMulDTypePair(DT_F32, DT_BF16));
  EXPECT_TRUE(isMatMulDTypePair(DT_I32, DT_I8));
  EXPECT_TRUE(isMatMulDTypePair(DT_F32, DT_F32)); // Issue 14 (14F)
  EXPECT_FALSE(isMatMulDTypePair(DT_F32, DT_I32));
  EXPECT_FALSE(isMatMulDTypePair(DT_I32, DT_F16));
  EXPECT_FALSE(isMatMulDTypePair(-1, DT_F16));
  EXPECT_FALSE(isMatMulDTypePair(DT_F32 + 256, DT_F16));
}

// get_core_type's value is computed in PTOMachineFacts.td from a kind's
// pipes; the ISA (docs/isa.md) defines 1 for an AIC, 2 for an AIV and 3 for
// a core with every pipe.
TEST(MachineFacts, CoreTypeValues) {
  SmallVector<const PTOCoreKindInfo *, 2> A3Kinds = getCoreKinds(A3);
  ASSERT_EQ(A3Kinds.size(), 2u);
  for (const PTOCoreKindInfo *K : A3Kinds)
    EXPECT_EQ(unsigned(K->CoreType), StringRef(K->Name) == "AIC" ? 1u : 2u)
        << K->Name;
  SmallVector<const PTOCoreKindInfo *, 2> A5Kinds = getCoreKinds(A5);
  ASSERT_EQ(A5Kinds.size(), 1u);
  EXPECT_EQ(unsigned(A5Kinds.front()->CoreType), 3u);
}

// Issue 14 (14F): the fixpipe's conversions (PTOFixpipeDTypeTable).
TEST(MachineFacts, FixpipeElementTypes) {
  unsigned Pairs = 0;
  for (int64_t D = 0; D < 16; ++D)
    for (int64_t S = 0; S < 16; ++S)
      Pairs += isFixpipeDTypePair(D, S);
  EXPECT_EQ(Pairs, 5u);
  EXPECT_TRUE(isFixpipeDTypePair(DT_F16, DT_F32));
  EXPECT_TRUE(isFixpipeDTypePair(DT_BF16, DT_F32));
  EXPECT_TRUE(isFixpipeDTypePair(DT_I8, DT_F32));
  EXPECT_TRUE(isFixpipeDTypePair(DT_F16, DT_I32));
  EXPECT_TRUE(isFixpipeDTypePair(DT_I8, DT_I32));
  EXPECT_FALSE(isFixpipeDTypePair(DT_BF16, DT_I32));
  EXPECT_FALSE(isFixpipeDTypePair(DT_F32, DT_F32));
  EXPECT_FALSE(isFixpipeDTypePair(DT_F32, DT_F16));
  EXPECT_FALSE(isFixpipeDTypePair(-1, DT_F32));
}

} // namespace

namespace {
// Issue 14 (14Q): generation-specific data paths (PTODataPathTable): a5 has
// L0C -> UB and UB -> L1, a3 neither; every other pair exists everywhere.
TEST(MachineFacts, DataPaths) {
  EXPECT_TRUE(hasDataPath(A5, AS_VEC, AS_ACC));
  EXPECT_FALSE(hasDataPath(A3, AS_VEC, AS_ACC));
  EXPECT_TRUE(hasDataPath(A5, AS_MAT, AS_VEC));
  EXPECT_FALSE(hasDataPath(A3, AS_MAT, AS_VEC));
  EXPECT_TRUE(hasDataPath(A3, AS_MAT, AS_ACC));
  EXPECT_TRUE(hasDataPath(A5, AS_MAT, AS_ACC));
  EXPECT_TRUE(hasDataPath(A3, AS_LEFT, AS_MAT));
  EXPECT_FALSE(hasDataPath(A5, 16, AS_ACC));
}
} // namespace
