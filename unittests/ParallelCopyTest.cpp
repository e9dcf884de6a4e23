//===-- ParallelCopyTest.cpp - Tests of the parallel tile copy ------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "TileStorage/PTOParallelCopy.h"
#include "gtest/gtest.h"
#include <cstring>
#include <numeric>
#include <random>
#include <vector>

using namespace llvm;
using namespace llvm::PTO;

namespace {

TileMove mv(uint64_t Dst, uint64_t Src, uint64_t Size) {
  return TileMove{ByteRange{Dst, Size}, ByteRange{Src, Size}};
}

/// Runs the schedule on a byte array and compares every byte outside the
/// scratch window with the simultaneous semantics of \p Moves.
::testing::AssertionResult simulate(ArrayRef<TileMove> Moves,
                                    const ParallelCopySchedule &S,
                                    uint64_t ScratchOffset, uint64_t MemSize,
                                    unsigned Seed) {
  std::mt19937 Rng(Seed);
  std::vector<uint8_t> Init(MemSize);
  for (uint8_t &B : Init)
    B = Rng();
  std::vector<uint8_t> Expect = Init, Mem = Init;
  for (const TileMove &M : Moves)
    std::memcpy(&Expect[M.Dst.Offset], &Init[M.Src.Offset], M.Src.Size);
  for (const TileMove &St : S.Steps) {
    if (St.Dst.Size != St.Src.Size)
      return ::testing::AssertionFailure() << "step size mismatch";
    if (St.Dst.overlaps(St.Src))
      return ::testing::AssertionFailure()
             << "step [" << St.Dst.Offset << "] <- [" << St.Src.Offset
             << "] overlaps itself";
    if (St.Dst.end() > MemSize || St.Src.end() > MemSize)
      return ::testing::AssertionFailure() << "step out of memory";
    std::memcpy(&Mem[St.Dst.Offset], &Mem[St.Src.Offset], St.Src.Size);
  }
  uint64_t ScratchEnd = ScratchOffset + getParallelCopyScratchSize(Moves);
  for (uint64_t I = 0; I < MemSize; ++I) {
    if (I >= ScratchOffset && I < ScratchEnd)
      continue;
    if (Mem[I] != Expect[I])
      return ::testing::AssertionFailure() << "byte " << I << " differs";
  }
  return ::testing::AssertionSuccess();
}

ParallelCopySchedule schedule(ArrayRef<TileMove> Moves, uint64_t Scratch) {
  ParallelCopySchedule S;
  std::string Why;
  EXPECT_TRUE(scheduleParallelCopy(Moves, Scratch, S, Why)) << Why;
  return S;
}

TEST(ParallelCopy, EmptyAndIdentity) {
  ParallelCopySchedule S = schedule({}, 0);
  EXPECT_TRUE(S.Steps.empty());
  TileMove Id[] = {mv(64, 64, 32)};
  S = schedule(Id, 0);
  EXPECT_TRUE(S.Steps.empty());
  EXPECT_EQ(S.ScratchCopies, 0u);
}

TEST(ParallelCopy, ChainNeedsNoScratch) {
  // c <- b, b <- a: b must be read before it is overwritten.
  TileMove M[] = {mv(64, 0, 32), mv(128, 64, 32)};
  ParallelCopySchedule S = schedule(M, 1024);
  EXPECT_EQ(S.ScratchCopies, 0u);
  ASSERT_EQ(S.Steps.size(), 2u);
  EXPECT_EQ(S.Steps[0].Dst.Offset, 128u);
  EXPECT_TRUE(simulate(M, S, 1024, 2048, 1));
}

TEST(ParallelCopy, Swap) {
  TileMove M[] = {mv(0, 512, 512), mv(512, 0, 512)};
  ParallelCopySchedule S = schedule(M, 4096);
  EXPECT_EQ(S.ScratchCopies, 1u);
  EXPECT_EQ(S.Steps.size(), 3u);
  EXPECT_TRUE(simulate(M, S, 4096, 8192, 2));
}

TEST(ParallelCopy, RotationAndTwoCycles) {
  // 0->1->2->3->0 and a swap 4<->5.
  TileMove M[] = {mv(32, 0, 32), mv(64, 32, 32),   mv(96, 64, 32),
                  mv(0, 96, 32), mv(160, 128, 32), mv(128, 160, 32)};
  ParallelCopySchedule S = schedule(M, 1024);
  EXPECT_EQ(S.ScratchCopies, 2u);
  EXPECT_EQ(S.Steps.size(), 8u);
  EXPECT_TRUE(simulate(M, S, 1024, 2048, 3));
}

TEST(ParallelCopy, FanOutFromCycle) {
  // a <-> b, and c <- a (c must get a's old value).
  TileMove M[] = {mv(0, 64, 64), mv(64, 0, 64), mv(128, 0, 64)};
  ParallelCopySchedule S = schedule(M, 512);
  EXPECT_EQ(S.ScratchCopies, 1u);
  EXPECT_EQ(S.Steps.size(), 4u);
  EXPECT_TRUE(simulate(M, S, 512, 1024, 4));
}

TEST(ParallelCopy, SelfOverlapShift) {
  // A window shifted by half its size overlaps itself.
  TileMove M[] = {mv(32, 0, 64)};
  ParallelCopySchedule S = schedule(M, 256);
  EXPECT_EQ(S.ScratchCopies, 1u);
  EXPECT_TRUE(simulate(M, S, 256, 512, 5));
}

TEST(ParallelCopy, PartialOverlapRotation) {
  // Windows that straddle each other's sources.
  TileMove M[] = {mv(0, 48, 64), mv(64, 0, 48), mv(112, 64, 16)};
  ParallelCopySchedule S = schedule(M, 512);
  EXPECT_TRUE(simulate(M, S, 512, 1024, 6));
}

TEST(ParallelCopy, RejectsInvalidInput) {
  ParallelCopySchedule S;
  std::string Why;
  TileMove Mismatch[] = {TileMove{ByteRange{0, 32}, ByteRange{64, 16}}};
  EXPECT_FALSE(scheduleParallelCopy(Mismatch, 512, S, Why));
  EXPECT_NE(Why.find("size"), std::string::npos);
  TileMove DstOverlap[] = {mv(0, 64, 32), mv(16, 128, 32)};
  EXPECT_FALSE(scheduleParallelCopy(DstOverlap, 512, S, Why));
  EXPECT_NE(Why.find("destinations"), std::string::npos);
  TileMove ScratchHit[] = {mv(0, 64, 32)};
  EXPECT_FALSE(scheduleParallelCopy(ScratchHit, 48, S, Why));
  EXPECT_NE(Why.find("scratch"), std::string::npos);
}

/// Random permutations of equal slots: one scratch copy per non-trivial
/// cycle and moves + cycles copies in all.
TEST(ParallelCopy, RandomPermutations) {
  std::mt19937 Rng(1234);
  for (unsigned Iter = 0; Iter < 400; ++Iter) {
    unsigned K = 1 + Rng() % 12;
    uint64_t Slot = 32 * (1 + Rng() % 4);
    std::vector<unsigned> Perm(K);
    std::iota(Perm.begin(), Perm.end(), 0);
    std::shuffle(Perm.begin(), Perm.end(), Rng);
    SmallVector<TileMove, 16> M;
    for (unsigned I = 0; I < K; ++I)
      M.push_back(mv(I * Slot, Perm[I] * Slot, Slot));
    unsigned Cycles = 0, Moved = 0;
    std::vector<bool> Seen(K);
    for (unsigned I = 0; I < K; ++I) {
      if (Seen[I] || Perm[I] == I)
        continue;
      ++Cycles;
      for (unsigned J = I; !Seen[J]; J = Perm[J]) {
        Seen[J] = true;
        ++Moved;
      }
    }
    uint64_t Scratch = K * Slot;
    ParallelCopySchedule S = schedule(M, Scratch);
    EXPECT_EQ(S.ScratchCopies, Cycles) << "iteration " << Iter;
    EXPECT_EQ(S.Steps.size(), Moved + Cycles) << "iteration " << Iter;
    EXPECT_TRUE(simulate(M, S, Scratch, Scratch + Slot, Iter))
        << "iteration " << Iter;
  }
}

/// Random maps with fan-out: every destination slot reads any slot.
TEST(ParallelCopy, RandomFanOut) {
  std::mt19937 Rng(99);
  for (unsigned Iter = 0; Iter < 400; ++Iter) {
    unsigned K = 1 + Rng() % 10;
    uint64_t Slot = 64;
    SmallVector<TileMove, 16> M;
    for (unsigned I = 0; I < K; ++I)
      if (Rng() % 4)
        M.push_back(mv(I * Slot, (Rng() % K) * Slot, Slot));
    uint64_t Scratch = K * Slot;
    ParallelCopySchedule S = schedule(M, Scratch);
    // At most one scratch copy per cycle of the slot map.
    EXPECT_LE(S.ScratchCopies, M.size()) << "iteration " << Iter;
    EXPECT_TRUE(simulate(M, S, Scratch, Scratch + Slot, Iter))
        << "iteration " << Iter;
  }
}

/// Random windows at byte granularity with partial overlaps. Scheduling may
/// decline (two scratch values needed at once), never miscompile.
TEST(ParallelCopy, RandomPartialOverlaps) {
  std::mt19937 Rng(7);
  unsigned Declined = 0, Total = 600;
  for (unsigned Iter = 0; Iter < Total; ++Iter) {
    const uint64_t Mem = 256;
    unsigned K = 1 + Rng() % 6;
    SmallVector<TileMove, 8> M;
    for (unsigned I = 0; I < K; ++I) {
      uint64_t Size = 1 + Rng() % 48;
      uint64_t Dst = Rng() % (Mem - Size), Src = Rng() % (Mem - Size);
      ByteRange D{Dst, Size};
      if (llvm::any_of(M, [&](const TileMove &X) { return X.Dst.overlaps(D); }))
        continue;
      M.push_back(TileMove{D, ByteRange{Src, Size}});
    }
    ParallelCopySchedule S;
    std::string Why;
    if (!scheduleParallelCopy(M, Mem, S, Why)) {
      EXPECT_NE(Why.find("two scratch"), std::string::npos) << Why;
      ++Declined;
      continue;
    }
    EXPECT_TRUE(simulate(M, S, Mem, Mem + 64, Iter)) << "iteration " << Iter;
  }
  // Declining is the rare exception, not the rule.
  EXPECT_LT(Declined, Total / 10);
}

} // namespace
