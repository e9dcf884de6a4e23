//===-- SimObserversTest.cpp - pto-sim's listeners and issue policies -----===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The race detector (tools/pto-sim/Sim/RaceDetector.h) on a race and on the
// same accesses ordered by a flag's clock; the dependence policy behind
// --ideal (IssuePolicy.h); the statistics; the timeline and its Chrome
// trace (nesting per track, JSON escaping, merged scalar stretches).
//
//===----------------------------------------------------------------------===//

#include "Sim/IssuePolicy.h"
#include "Sim/RaceDetector.h"
#include "Sim/Statistics.h"
#include "Sim/Timeline.h"
#include "llvm/Support/JSON.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace ptosim;

namespace {

constexpr unsigned MTE2 = PTO::PIPE_MTE2, V = PTO::PIPE_V;
constexpr unsigned Vec = PTO::AS_VEC;

std::string describe(uint64_t PC) { return "pc" + std::to_string(PC); }

struct RaceFixture : ::testing::Test {
  std::string Out;
  raw_string_ostream OS{Out};
  RaceDetector R{OS, "pto-sim", describe, /*MaxReports=*/10};
};

// tload writes vec [0, 64) on MTE2; a tadd on V reads [32, 96) without
// having seen the load: a race on the overlap only.
TEST_F(RaceFixture, UnorderedReadAfterWriteIsARace) {
  ByteAccess W{Vec, 0, 64, true}, Rd{Vec, 32, 96, false};
  R.onMemoryOperation(1, 0x10, MTE2, 1, {}, W);
  R.onMemoryOperation(2, 0x20, V, 1, {}, Rd);
  EXPECT_EQ(R.numRaces(), 1u);
  EXPECT_NE(Out.find("race on vec bytes [0x20, 0x40): V read by pc32 is not "
                     "ordered after MTE2 write by pc16 (no set_flag/wait_flag "
                     "chain between them) at cycle 2"),
            std::string::npos)
      << Out;
}

// The same accesses, the reader's clock covering the write (the clock a
// wait_flag joins from the matching set_flag): no race.
TEST_F(RaceFixture, FlagOrderedAccessesDoNotRace) {
  ByteAccess W{Vec, 0, 64, true}, Rd{Vec, 32, 96, false};
  R.onMemoryOperation(1, 0x10, MTE2, 1, {}, W);
  VClock Seen{};
  Seen[MTE2] = 1;
  R.onMemoryOperation(2, 0x20, V, 1, Seen, Rd);
  // A later write by MTE2 that has not seen the read: write after read.
  R.onMemoryOperation(3, 0x30, MTE2, 2, Seen, ByteAccess{Vec, 40, 48, true});
  EXPECT_EQ(R.numRaces(), 1u);
  EXPECT_NE(Out.find("MTE2 write by pc48 is not ordered after V read by pc32"),
            std::string::npos)
      << Out;
  EXPECT_EQ(Out.find("pc16"), std::string::npos) << Out;
}

TEST_F(RaceFixture, SamePipeAndReportedOnce) {
  ByteAccess W{Vec, 0, 64, true};
  R.onMemoryOperation(1, 0x10, V, 1, {}, W);
  R.onMemoryOperation(2, 0x18, V, 2, {}, W);
  R.onMemoryOperation(3, 0x18, V, 3, {}, W); // the same pair of PCs
  EXPECT_EQ(R.numRaces(), 2u);               // 0x10->0x18 and 0x18->0x18
  EXPECT_NE(Out.find("(same pipe, no pipe_barrier between them)"),
            std::string::npos);
  // An operation's own read and write never race.
  RaceDetector R2(OS, "pto-sim", describe, 10);
  ByteAccess Both[] = {{Vec, 0, 64, false}, {Vec, 0, 64, true}};
  R2.onMemoryOperation(1, 0x10, V, 1, {}, Both);
  EXPECT_EQ(R2.numRaces(), 0u);
}

TEST(SimIssuePolicyTest, DependencePolicyWaitsForTrueDependences) {
  DependencePolicy P;
  EXPECT_FALSE(P.honoursSync());
  ByteAccess LoadA{Vec, 0, 64, true};
  uint32_t A = P.record(LoadA);
  // A read of part of A depends on A.
  SmallVector<uint32_t, 4> Deps;
  P.dependences(ByteAccess{Vec, 32, 48, false}, Deps);
  EXPECT_EQ(std::vector<uint32_t>(Deps.begin(), Deps.end()),
            std::vector<uint32_t>{A});
  IssueTicket T;
  T.Deps = Deps;
  EXPECT_EQ(P.readyAt(T, 0), UINT64_MAX); // A has not started
  IssueTicket TA;
  TA.Id = A;
  P.started(TA, /*End=*/100);
  EXPECT_EQ(P.readyAt(T, 50), 100u);
  EXPECT_EQ(P.readyAt(T, 100), 0u);
  uint32_t B = P.record(ByteAccess{Vec, 32, 48, false});
  // A write over the read bytes depends on the writer and the reader; one
  // elsewhere on nothing.
  Deps.clear();
  P.dependences(ByteAccess{Vec, 40, 44, true}, Deps);
  EXPECT_EQ(std::vector<uint32_t>(Deps.begin(), Deps.end()),
            (std::vector<uint32_t>{A, B}));
  Deps.clear();
  P.dependences(ByteAccess{Vec, 64, 128, true}, Deps);
  EXPECT_TRUE(Deps.empty());
  Deps.clear();
  P.dependences(ByteAccess{SpaceGM, 0, 64, false}, Deps);
  EXPECT_TRUE(Deps.empty()); // another memory
}

TEST(SimIssuePolicyTest, ScalarAccessWaitsThenCompletesAtOnce) {
  DependencePolicy P;
  IssueTicket T;
  TilePlan Store;
  Store.Kind = Sem::Store;
  Store.Srcs.push_back({Vec, 0, 1, 16, DType::F32});
  Store.GM = {0x1000, 64, 64, 1};
  P.dispatched(Store, T); // writes GM [0x1000, 0x1040)
  auto Load = [](SmallVectorImpl<ByteAccess> &A) {
    A.push_back({SpaceGM, 0x1008, 0x1010, false});
    return Error::success();
  };
  Expected<uint64_t> W = P.admitScalar(0, Load);
  ASSERT_TRUE(bool(W));
  EXPECT_EQ(*W, UINT64_MAX);
  P.started(T, 30);
  W = P.admitScalar(10, Load);
  ASSERT_TRUE(bool(W));
  EXPECT_EQ(*W, 30u);
  W = P.admitScalar(30, Load);
  ASSERT_TRUE(bool(W));
  EXPECT_EQ(*W, 0u);
  std::string S;
  raw_string_ostream OS(S);
  P.skippedSync();
  P.printStats(OS);
  EXPECT_EQ(S, "ideal: 1 synchronization instructions ignored "
               "(dependence-only bound)\n");
}

TEST(SimIssuePolicyTest, FlagPolicyImposesNothing) {
  FlagPolicy P;
  EXPECT_TRUE(P.honoursSync());
  IssueTicket T;
  T.Deps = {0, 1};
  EXPECT_EQ(P.readyAt(T, 0), 0u);
  bool Asked = false;
  Expected<uint64_t> W = P.admitScalar(0, [&](SmallVectorImpl<ByteAccess> &) {
    Asked = true;
    return Error::success();
  });
  ASSERT_TRUE(bool(W));
  EXPECT_EQ(*W, 0u);
  EXPECT_FALSE(Asked);
}

TEST(SimStatisticsTest, OverlappingOperationsCountOnce) {
  Statistics S;
  S.onTileStart(MTE2, 0, 100, 0x10);
  S.onTileStart(MTE2, 50, 120, 0x18); // overlaps: 20 more cycles
  S.onTileStart(MTE2, 200, 210, 0x20);
  S.onScalarInstruction(0, 0x8, 1);
  S.onSync(SyncEvent::Set);
  S.onSync(SyncEvent::Wait);
  S.onSync(SyncEvent::Wait);
  EXPECT_EQ(S.busy(MTE2), 130u);
  EXPECT_EQ(S.operations(MTE2), 3u);
  EXPECT_EQ(S.operations(PipeS), 1u);
  std::string Out;
  raw_string_ostream OS(Out);
  S.print(OS, 260);
  EXPECT_NE(Out.find("pipe MTE2 busy        130 cycles  50.00%  3 ops"),
            std::string::npos)
      << Out;
  EXPECT_NE(Out.find("set_flag: 1, wait_flag: 2, pipe_barrier: 0"),
            std::string::npos);
}

/// The events of a trace with the given "ph".
std::vector<const json::Object *> events(const json::Value &Trace,
                                         StringRef Ph) {
  std::vector<const json::Object *> R;
  const json::Array *A = Trace.getAsObject()->getArray("traceEvents");
  for (const json::Value &E : *A)
    if (E.getAsObject()->getString("ph") == Ph)
      R.push_back(E.getAsObject());
  return R;
}

TEST(SimTimelineTest, ChromeTraceKeepsNestingAndEscapes) {
  Timeline T;
  // Two overlapping loads on MTE2 (the second to a lane of its own), a
  // stall on V, back-to-back scalar instructions merged into one stretch.
  T.onScalarInstruction(0, 0x8, 1);
  T.onScalarInstruction(1, 0x10, 1);
  T.onTileStart(MTE2, 2, 100, 0x10);
  T.onTileStart(MTE2, 50, 150, 0x18);
  T.onFlagSet(0, MTE2, V, 150, "set_flag \"q\"");
  T.onStall(V, 3, 152, 0x20);
  T.onFlagWait(0, 152);
  T.onFinish(160);
  TimelineInfo Info{"a3", "k\"\\1", 160, [](uint64_t PC) {
                      return PC == 0x10 ? std::string("tload \"a\"\\b")
                                        : std::string("op");
                    }};
  std::string Text;
  raw_string_ostream OS(Text);
  writeChromeTrace(T, Info, OS);
  Expected<json::Value> Trace = json::parse(Text);
  ASSERT_TRUE(bool(Trace)) << toString(Trace.takeError()) << Text;
  // Escaped strings come back as written.
  std::vector<const json::Object *> M = events(*Trace, "M");
  ASSERT_FALSE(M.empty());
  EXPECT_EQ(M[0]->getObject("args")->getString("name"), "pto-sim k\"\\1");
  std::vector<const json::Object *> X = events(*Trace, "X");
  ASSERT_EQ(X.size(), 4u);
  EXPECT_EQ(X[0]->getString("name"), "tload \"a\"\\b");
  // Per track, the slices never overlap partially (the nesting rule).
  std::map<int64_t, std::vector<std::pair<int64_t, int64_t>>> Tracks;
  for (const json::Object *E : X)
    Tracks[*E->getInteger("tid")].push_back(
        {*E->getInteger("ts"), *E->getInteger("ts") + *E->getInteger("dur")});
  for (auto &[Tid, S] : Tracks)
    for (size_t I = 0; I < S.size(); ++I)
      for (size_t J = I + 1; J < S.size(); ++J)
        EXPECT_FALSE(S[I].first < S[J].second && S[J].first < S[I].second &&
                     !(S[I].first <= S[J].first && S[J].second <= S[I].second))
            << "track " << Tid;
  EXPECT_EQ(*X[0]->getInteger("tid"), int64_t(MTE2));
  EXPECT_EQ(*X[1]->getInteger("tid"), int64_t(8 + MTE2)); // lane 2
  EXPECT_EQ(X[2]->getString("cat"), "stall");
  EXPECT_EQ(X[2]->getString("name"), "stall: op");
  // The scalar stretch [0, 2) is one slice, written when the run ended.
  EXPECT_EQ(X[3]->getString("name"), "scalar");
  EXPECT_EQ(*X[3]->getInteger("dur"), 2);
  std::vector<const json::Object *> S = events(*Trace, "s"),
                                    F = events(*Trace, "f");
  ASSERT_EQ(S.size(), 1u);
  ASSERT_EQ(F.size(), 1u);
  EXPECT_EQ(S[0]->getString("name"), "set_flag \"q\"");
  EXPECT_EQ(*F[0]->getInteger("ts"), 152);
  EXPECT_EQ(*F[0]->getInteger("tid"), int64_t(V));
}

} // namespace
