//===-- TileLivenessTest.cpp - Tests of the tile lifetime intervals -------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "TileStorage/PTOTileLiveness.h"
#include "llvm/ADT/STLExtras.h"
#include "gtest/gtest.h"
#include <random>

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

} // namespace
