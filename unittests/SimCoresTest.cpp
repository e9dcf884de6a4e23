//===-- SimCoresTest.cpp - pto-sim's core placement and cross-core flags --===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Issue 15 (X): placeCores (MultiCore.h) from the PTOCoreKind records and
// the cross-core flag hub (CrossCore.h).
//
//===----------------------------------------------------------------------===//

#include "Sim/CrossCore.h"
#include "Sim/MultiCore.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace ptosim;

namespace {

unsigned mask(std::initializer_list<unsigned> Pipes) {
  unsigned M = 0;
  for (unsigned P : Pipes)
    M |= 1u << P;
  return M;
}

TEST(SimCores, A3VectorKernelRunsOnAnAIV) {
  std::string Why;
  auto Cores = placeCores(PTO::A3, mask({PTO::PIPE_MTE2, PTO::PIPE_V,
                                         PTO::PIPE_MTE3}),
                          false, 2, Why);
  ASSERT_TRUE(bool(Cores));
  ASSERT_EQ(Cores->size(), 2u);
  EXPECT_STREQ((*Cores)[1].Kind, "AIV");
  EXPECT_EQ((*Cores)[1].CoreType, 2u);
  EXPECT_FALSE((*Cores)[0].PipeMask >> PTO::PIPE_M & 1);
  EXPECT_TRUE((*Cores)[0].Peers.empty());
}

TEST(SimCores, A3CubeKernelRunsOnAnAIC) {
  std::string Why;
  auto Cores = placeCores(PTO::A3, mask({PTO::PIPE_MTE2, PTO::PIPE_MTE1,
                                         PTO::PIPE_M, PTO::PIPE_FIX}),
                          false, 1, Why);
  ASSERT_TRUE(bool(Cores));
  ASSERT_EQ(Cores->size(), 1u);
  EXPECT_STREQ((*Cores)[0].Kind, "AIC");
  EXPECT_EQ((*Cores)[0].CoreType, 1u);
  EXPECT_FALSE((*Cores)[0].PipeMask >> PTO::PIPE_V & 1);
}

TEST(SimCores, A3MixKernelRunsOnCoreGroups) {
  std::string Why;
  auto Cores = placeCores(PTO::A3, mask({PTO::PIPE_M, PTO::PIPE_V}), true, 2,
                          Why);
  ASSERT_TRUE(bool(Cores));
  ASSERT_EQ(Cores->size(), 6u);
  const CoreInfo &AIC = (*Cores)[3], &V0 = (*Cores)[4], &V1 = (*Cores)[5];
  EXPECT_EQ(AIC.Name, "block 1 AIC");
  EXPECT_EQ(V1.Name, "block 1 AIV1");
  EXPECT_EQ(V0.SubBlock, 0u);
  EXPECT_EQ(V1.SubBlock, 1u);
  EXPECT_EQ(AIC.Peers, (SmallVector<unsigned, 2>{4, 5}));
  EXPECT_EQ(V1.WaitFrom, (SmallVector<unsigned, 2>{3}));
  // 22 groups need 66 cores: more than a run has.
  EXPECT_FALSE(bool(placeCores(PTO::A3, 0, true, 22, Why)));
}

TEST(SimCores, A3MixWithoutSectionsAndA5RunOnOneCore) {
  std::string Why;
  auto Cores = placeCores(PTO::A3, mask({PTO::PIPE_M, PTO::PIPE_V}), false,
                          1, Why);
  ASSERT_TRUE(bool(Cores));
  EXPECT_EQ((*Cores)[0].CoreType, 3u);
  auto A5 = placeCores(PTO::A5, mask({PTO::PIPE_M}), true, 1, Why);
  ASSERT_TRUE(bool(A5));
  ASSERT_EQ(A5->size(), 1u);
  EXPECT_EQ((*A5)[0].CoreType, 3u);
  EXPECT_EQ((*A5)[0].Peers, (SmallVector<unsigned, 2>{0}));
}

TEST(SimCores, HubDeliversAfterTheLatencyAndCountsPerSource) {
  std::string Why;
  auto Cores = placeCores(PTO::A3, 0, true, 1, Why);
  ASSERT_TRUE(bool(Cores));
  CrossCoreHub Hub(200, 2);
  VClock C{};
  // AIV0 sets flag 1 at 10: the AIC has it at 210 but needs AIV1's too.
  ASSERT_FALSE(bool(Hub.set(*Cores, 1, 1, 10, C, nullptr, "s")));
  unsigned Missing = 99;
  EXPECT_FALSE(Hub.ready(0, (*Cores)[0].WaitFrom, 1, 209, &Missing));
  EXPECT_FALSE(Hub.ready(0, (*Cores)[0].WaitFrom, 1, 210, &Missing));
  EXPECT_EQ(Missing, 2u);
  EXPECT_EQ(Hub.nextArrival(0, 0), 210u);
  ASSERT_FALSE(bool(Hub.set(*Cores, 2, 1, 20, C, nullptr, "s")));
  EXPECT_TRUE(Hub.ready(0, (*Cores)[0].WaitFrom, 1, 220));
  EXPECT_EQ(Hub.consume(0, (*Cores)[0].WaitFrom, 1).size(), 2u);
  EXPECT_EQ(Hub.stale(*Cores), "");
  // A third pending set of one flag overflows a counter of 2.
  ASSERT_FALSE(bool(Hub.set(*Cores, 0, 4, 0, C, nullptr, "s")));
  ASSERT_FALSE(bool(Hub.set(*Cores, 0, 4, 0, C, nullptr, "s")));
  Error E = Hub.set(*Cores, 0, 4, 0, C, nullptr, "s");
  EXPECT_TRUE(bool(E));
  consumeError(std::move(E));
  EXPECT_NE(Hub.stale(*Cores).find("flag 4 from AIC to AIV0"),
            std::string::npos);
}

} // namespace
