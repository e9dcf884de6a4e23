//===-- SimFlagFileTest.cpp - pto-sim's flag file and pipe queues ---------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The flag file (tools/pto-sim/Sim/FlagFile.h): binary and counting flags,
// the two keyings, fire order and stale flags; the per-pipe queue
// (PipeQueue.h): order and head timing; the shadow map both detectors keep
// their per-byte state in (ShadowMap.h).
//
//===----------------------------------------------------------------------===//

#include "Sim/FlagFile.h"
#include "Sim/PipeQueue.h"
#include "Sim/ShadowMap.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace ptosim;

namespace {

constexpr unsigned MTE2 = PTO::PIPE_MTE2, V = PTO::PIPE_V,
                   MTE3 = PTO::PIPE_MTE3;

/// Consumes \p E; a failure is a test failure.
bool succeeded(Error E) {
  if (!E)
    return true;
  ADD_FAILURE() << toString(std::move(E));
  return false;
}

VClock clockWith(unsigned Agent, uint32_t Seq) {
  VClock C{};
  C[Agent] = Seq;
  return C;
}

TEST(SimFlagFileTest, SetBecomesVisibleWhenItFires) {
  FlagFile F(FlagKeying::SrcDstEvent, FlagMode::Binary);
  std::string Text = "set_flag PIPE_MTE2, PIPE_V, 0";
  unsigned K = F.key(MTE2, V, 0);
  F.schedule(/*Time=*/10, K, clockWith(MTE2, 3), /*SetId=*/7, Text);
  EXPECT_EQ(F.nextFireTime(), 10u);
  ASSERT_TRUE(succeeded(F.fire(9)));
  EXPECT_FALSE(F.ready(K, 9));
  ASSERT_TRUE(succeeded(F.fire(10)));
  EXPECT_EQ(F.nextFireTime(), UINT64_MAX);
  EXPECT_TRUE(F.ready(K, 10));
  VClock C = clockWith(V, 1);
  EXPECT_EQ(F.consume(K, C), 7u);
  EXPECT_EQ(C[MTE2], 3u); // the setter's clock joined
  EXPECT_EQ(C[V], 1u);
  EXPECT_FALSE(F.ready(K, 11));
  EXPECT_EQ(F.staleFlags(), "");
}

TEST(SimFlagFileTest, BinaryFlagSetTwiceIsAnError) {
  FlagFile F(FlagKeying::SrcDstEvent, FlagMode::Binary);
  std::string A = "set_flag PIPE_MTE2, PIPE_V, 1", B = "second set";
  unsigned K = F.key(MTE2, V, 1);
  F.schedule(5, K, {}, 0, A);
  F.schedule(6, K, {}, 1, B);
  ASSERT_TRUE(succeeded(F.fire(5)));
  Error E = F.fire(6);
  EXPECT_TRUE(bool(E));
  EXPECT_EQ(toString(std::move(E)),
            "flag set twice without a wait in between: `second set` at "
            "cycle 6 (the earlier set is still pending)");
}

TEST(SimFlagFileTest, CountingFlagQueuesSets) {
  FlagFile F(FlagKeying::SrcDstEvent, FlagMode::Counting);
  std::string T = "set";
  unsigned K = F.key(V, MTE3, 0);
  F.schedule(5, K, clockWith(V, 1), 0, T);
  F.schedule(6, K, clockWith(V, 2), 1, T);
  ASSERT_TRUE(succeeded(F.fire(6)));
  VClock C{};
  EXPECT_EQ(F.consume(K, C), 0u);
  EXPECT_EQ(C[V], 1u);
  EXPECT_EQ(F.staleFlags(), "V->MTE3 event 0 (x1)");
  EXPECT_EQ(F.consume(K, C), 1u);
  EXPECT_EQ(C[V], 2u);
  EXPECT_EQ(F.staleFlags(), "");
}

TEST(SimFlagFileTest, Keying) {
  FlagFile Pair(FlagKeying::SrcDstEvent, FlagMode::Binary);
  FlagFile Src(FlagKeying::SrcEvent, FlagMode::Binary);
  EXPECT_NE(Pair.key(MTE2, V, 0), Pair.key(MTE2, MTE3, 0));
  EXPECT_NE(Pair.key(MTE2, V, 0), Pair.key(MTE2, V, 1));
  EXPECT_EQ(Src.key(MTE2, V, 0), Src.key(MTE2, MTE3, 0));
  EXPECT_EQ(Pair.keyName(Pair.key(MTE2, V, 3)), "MTE2->V event 3");
  EXPECT_EQ(Src.keyName(Src.key(MTE2, V, 3)), "MTE2 event 3");
  // Keyed by source only, sets for two destinations meet on one flag.
  std::string T = "set";
  Src.schedule(1, Src.key(MTE2, V, 0), {}, 0, T);
  Src.schedule(1, Src.key(MTE2, MTE3, 0), {}, 1, T);
  Error E = Src.fire(1);
  EXPECT_TRUE(bool(E));
  consumeError(std::move(E));
}

TEST(SimFlagFileTest, SameTimeSetsFireInIssueOrder) {
  FlagFile F(FlagKeying::SrcDstEvent, FlagMode::Counting);
  std::string T = "set";
  unsigned K = F.key(MTE2, V, 0);
  F.schedule(8, K, {}, 4, T);
  F.schedule(3, K, {}, 5, T);
  F.schedule(8, K, {}, 6, T);
  ASSERT_TRUE(succeeded(F.fire(8)));
  VClock C{};
  EXPECT_EQ(F.consume(K, C), 5u);
  EXPECT_EQ(F.consume(K, C), 4u);
  EXPECT_EQ(F.consume(K, C), 6u);
}

TEST(SimPipeQueueTest, InOrderWithHeadTimes) {
  PipeQueue Q;
  EXPECT_TRUE(Q.empty());
  QOp A, B;
  A.PC = 0x10;
  B.PC = 0x18;
  Q.push(A, /*Now=*/4);
  EXPECT_EQ(Q.HeadSince, 4u); // A reached the head at 4
  Q.push(B, 6);
  EXPECT_EQ(Q.HeadSince, 4u); // B queued behind it
  EXPECT_EQ(Q.size(), 2u);
  EXPECT_EQ(Q.front().PC, 0x10u);
  Q.pop(9);
  EXPECT_EQ(Q.front().PC, 0x18u);
  EXPECT_EQ(Q.HeadSince, 9u); // B at the head since A left
  Q.pop(10);
  EXPECT_TRUE(Q.empty());
}

TEST(SimPipeQueueTest, IssueAndDrain) {
  PipeQueue Q;
  EXPECT_TRUE(Q.drained(0));
  Q.issued(/*Now=*/0, /*II=*/4, /*End=*/20);
  Q.issued(4, 4, 12); // ends before the first: MaxEnd stays
  EXPECT_EQ(Q.NextIssue, 8u);
  EXPECT_EQ(Q.MaxEnd, 20u);
  EXPECT_FALSE(Q.drained(19));
  EXPECT_TRUE(Q.drained(20));
}

TEST(SimFlagFileTest, PrintShowsVisibleAndInFlightSets) {
  FlagFile F(FlagKeying::SrcDstEvent, FlagMode::Counting);
  std::string A = "set_flag PIPE_MTE2, PIPE_V, 0",
              B = "set_flag PIPE_V, PIPE_MTE3, 1";
  F.schedule(10, F.key(MTE2, V, 0), clockWith(MTE2, 1), 0, A);
  F.schedule(12, F.key(MTE2, V, 0), clockWith(MTE2, 2), 1, A);
  F.schedule(30, F.key(V, MTE3, 1), clockWith(V, 1), 2, B);
  ASSERT_TRUE(succeeded(F.fire(20)));
  std::string S;
  raw_string_ostream OS(S);
  F.print(OS);
  EXPECT_EQ(S, "flags (counting, keyed by source, destination and event):\n"
               "  MTE2->V event 0: set, fired at 10 12\n"
               "  V->MTE3 event 1: in flight, fires at 30 "
               "(`set_flag PIPE_V, PIPE_MTE3, 1`)\n");
}

TEST(SimPipeQueueTest, PrintShowsTimingAndEntries) {
  PipeQueue Q;
  DecodedInst DI;
  DI.Text = "wait_flag PIPE_MTE2, PIPE_V, 0";
  QOp Op;
  Op.Kind = QKind::Wait;
  Op.DI = &DI;
  Q.push(Op, 5);
  Q.issued(3, 16, 40);
  std::string S;
  raw_string_ostream OS(S);
  Q.print(OS);
  EXPECT_EQ(S, "1 queued (head since 5), next issue 19, started ops end by "
               "40, 0 started\n  wait_flag PIPE_MTE2, PIPE_V, 0\n");
}

TEST(SimShadowMapTest, CoverSplitsAndFills) {
  ShadowMap<int> M;
  M.cover(10, 20, 1);
  EXPECT_EQ(M.numSegments(), 1u);
  M.forEach(10, 20, [](uint64_t, uint64_t, int &S) { S = 2; });
  // [5, 15): a gap [5, 10) filled, [10, 20) split at 15.
  M.cover(5, 15, 0);
  std::vector<std::tuple<uint64_t, uint64_t, int>> Seen;
  M.forEach(0, 100, [&](uint64_t Lo, uint64_t Hi, int &S) {
    Seen.push_back({Lo, Hi, S});
  });
  std::vector<std::tuple<uint64_t, uint64_t, int>> Want = {
      {5, 10, 0}, {10, 15, 2}, {15, 20, 2}};
  EXPECT_EQ(Seen, Want);
  // forEach clips to the range asked and sees a segment starting before.
  Seen.clear();
  M.forEach(12, 17, [&](uint64_t Lo, uint64_t Hi, int &S) {
    Seen.push_back({Lo, Hi, S});
  });
  Want = {{12, 15, 2}, {15, 17, 2}};
  EXPECT_EQ(Seen, Want);
  M.merge(5, 20);
  EXPECT_EQ(M.numSegments(), 2u); // [5, 10) and [10, 20)
}

} // namespace
