//===-- StridedAccessTest.cpp - Tests of the row-strided footprint rule ---===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// PTO::stridedFootprintsIntersect against a byte-by-byte reference on
// exhaustive small cases, plus the cases the rule exists for (the column
// halves of a row block, one element of overlap).
//
//===----------------------------------------------------------------------===//

#include "AA/PTOStridedAccess.h"
#include "gtest/gtest.h"
#include <set>

using namespace llvm::PTO;

namespace {

StridedFootprint fp(int64_t Off, uint64_t Stride, uint64_t Rows,
                    uint64_t RowBytes) {
  StridedFootprint F;
  F.Offset = Off;
  F.Stride = Stride;
  F.Rows = Rows;
  F.RowBytes = RowBytes;
  return F;
}

bool bytewise(const StridedFootprint &A, const StridedFootprint &B) {
  std::set<int64_t> Bytes;
  for (uint64_t R = 0; R < A.Rows; ++R)
    for (uint64_t C = 0; C < A.RowBytes; ++C)
      Bytes.insert(A.Offset + int64_t(R * A.Stride + C));
  for (uint64_t R = 0; R < B.Rows; ++R)
    for (uint64_t C = 0; C < B.RowBytes; ++C)
      if (Bytes.count(B.Offset + int64_t(R * B.Stride + C)))
        return true;
  return false;
}

TEST(StridedAccessTest, HalvesOfARowBlock) {
  // y[r][0:32] and y[r][32:64], f32, row stride 64 elements, 16 rows.
  StridedFootprint L = fp(0, 256, 16, 128), R = fp(128, 256, 16, 128);
  EXPECT_FALSE(stridedFootprintsIntersect(L, R));
  EXPECT_FALSE(stridedFootprintsIntersect(R, L));
  // One element of overlap: the right half starts one f32 early.
  StridedFootprint R1 = fp(124, 256, 16, 128);
  EXPECT_TRUE(stridedFootprintsIntersect(L, R1));
  EXPECT_TRUE(stridedFootprintsIntersect(R1, L));
  // The next row block of the left half is disjoint from this one's right
  // half, and overlaps this one's left half only if it is not past its end.
  EXPECT_FALSE(stridedFootprintsIntersect(L, fp(16 * 256, 256, 16, 128)));
  EXPECT_TRUE(stridedFootprintsIntersect(L, fp(15 * 256, 256, 16, 128)));
}

TEST(StridedAccessTest, DifferentStridesAndWideRowsUseExtents) {
  // Different strides: judged by extents (conservative).
  EXPECT_TRUE(
      stridedFootprintsIntersect(fp(0, 256, 4, 64), fp(64, 512, 2, 64)));
  EXPECT_FALSE(
      stridedFootprintsIntersect(fp(0, 256, 4, 64), fp(4096, 512, 2, 64)));
  // Rows wider than the stride overlap themselves: extents.
  EXPECT_TRUE(stridedFootprintsIntersect(fp(0, 64, 4, 128), fp(300, 64, 1, 4)));
  // A scalar in the gap between two rows, whatever its own stride.
  EXPECT_FALSE(
      stridedFootprintsIntersect(fp(0, 256, 16, 128), fp(400, 4, 1, 4)));
  EXPECT_TRUE(
      stridedFootprintsIntersect(fp(0, 256, 16, 128), fp(380, 4, 1, 4)));
}

TEST(StridedAccessTest, MatchesBytewiseReference) {
  unsigned Checked = 0;
  for (uint64_t S : {4u, 8u, 12u})
    for (uint64_t RA = 1; RA <= 4; ++RA)
      for (uint64_t RB = 1; RB <= 3; ++RB)
        for (uint64_t WA = 1; WA <= S; ++WA)
          for (uint64_t WB = 1; WB <= S; WB += 2)
            for (int64_t D = -40; D <= 40; ++D) {
              StridedFootprint A = fp(0, S, RA, WA), B = fp(D, S, RB, WB);
              ASSERT_EQ(stridedFootprintsIntersect(A, B), bytewise(A, B))
                  << "S=" << S << " RA=" << RA << " RB=" << RB << " WA=" << WA
                  << " WB=" << WB << " D=" << D;
              ++Checked;
            }
  EXPECT_GT(Checked, 10000u);
}

TEST(StridedAccessTest, NeverMissesAnOverlap) {
  // Whatever the rule's precision, it must never call overlapping
  // footprints disjoint (different strides, wide rows included).
  for (uint64_t SA : {0u, 4u, 8u})
    for (uint64_t SB : {4u, 6u})
      for (uint64_t RA = 1; RA <= 3; ++RA)
        for (uint64_t WA = 1; WA <= 10; WA += 3)
          for (int64_t D = -30; D <= 30; ++D) {
            for (uint64_t RB : {1u, 2u}) {
              StridedFootprint A = fp(0, SA, RA, WA), B = fp(D, SB, RB, 3);
              if (bytewise(A, B))
                ASSERT_TRUE(stridedFootprintsIntersect(A, B))
                    << "SA=" << SA << " SB=" << SB << " RA=" << RA
                    << " WA=" << WA << " D=" << D << " RB=" << RB;
              if (bytewise(B, A))
                ASSERT_TRUE(stridedFootprintsIntersect(B, A));
            }
          }
}

} // namespace
