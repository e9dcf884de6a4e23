//===-- TileSemantics.h - Element types and tile operations ----*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The functional meaning of the tile builtins (docs/builtins.md) on dense
// row-major tiles held in byte arrays, as pto-sim executes the tile
// instructions. pto-ref does not use it: it has its own semantics
// (RefSemantics.h), so that a mistake here shows as a mismatch. The rounding
// and edge-case rules are in docs/simulator.md.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_TILESEMANTICS_H
#define LLVM_PTO_TOOLS_PTOSIM_TILESEMANTICS_H

#include "ElementTypes.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <vector>

namespace ptosim {

float halfToFloat(uint16_t H);
uint16_t floatToHalf(float F);
float bf16ToFloat(uint16_t H);
uint16_t floatToBF16(float F);

/// Reads one element as a double (exact for every type).
double loadElem(const uint8_t *P, DType DT);
/// Writes a value, rounding once to nearest even for floats; integers wrap
/// (two's complement) from the value truncated toward zero.
void storeElem(uint8_t *P, DType DT, double V);
/// Integer elements as int64 (sign-extended; u8/u16/u32 zero-extended).
int64_t loadInt(const uint8_t *P, DType DT);
void storeInt(uint8_t *P, DType DT, int64_t V);
/// The element at \p P as a bit pattern (zero-extended).
uint64_t loadBits(const uint8_t *P, DType DT);
void storeBits(uint8_t *P, DType DT, uint64_t Bits);

/// A dense row-major tile: Rows x Cols elements of DT at Data.
struct Tile {
  uint8_t *Data = nullptr;
  unsigned Rows = 0, Cols = 0;
  DType DT = DType::F32;
  uint8_t *at(unsigned R, unsigned C) const {
    return Data + (uint64_t(R) * Cols + C) * dtypeBytes(DT);
  }
  uint64_t bytes() const { return uint64_t(Rows) * Cols * dtypeBytes(DT); }
};

enum class BinOp {
  Add,
  Sub,
  Mul,
  Div,
  Max,
  Min,
  // Issue 14 (A): broadcasts, arithmetic, reductions.
  ExpDif, ///< exp(a - b), the difference rounded to the element type first.
  Pow,    ///< a ** b (C's pow for floats; integers: see docs/builtins.md).
  PRelu,  ///< a > 0 ? a : a * b (tprelu, tlrelu).
  // Issue 14 (B): types, compare/select, integer ops.
  And,
  Or,
  Xor,
  Shl,
  Shr,
  Rem,
  FMod,
};
enum class UnOp {
  Exp,
  Log,
  Sqrt,
  Rsqrt,
  Recip,
  Abs,
  Neg,
  Relu,
  // Issue 14 (B): types, compare/select, integer ops.
  Not
};
enum class ReduceOp {
  RowSum,
  RowMax,
  ColSum,
  ColMax,
  // Issue 14 (A): broadcasts, arithmetic, reductions.
  RowMin,
  ColMin,
  RowProd,
  ColProd,
};

/// Dst = A op B elementwise (all the same shape and type).
void binary(BinOp Op, const Tile &Dst, const Tile &A, const Tile &B);
/// Dst = A op S, S being the element bit pattern \p Bits (tadds, ...).
void binaryScalar(BinOp Op, const Tile &Dst, const Tile &A, uint64_t Bits);
void unary(UnOp Op, const Tile &Dst, const Tile &A);
/// Row reductions: Dst is Rx1; column reductions: Dst is 1xC.
void reduce(ReduceOp Op, const Tile &Dst, const Tile &A);
/// trowexpand (A is Rx1) / tcolexpand (A is 1xC) into Dst (RxC).
void expand(bool Rows, const Tile &Dst, const Tile &A);
/// Conversion between any two element types (same shape).
void convert(const Tile &Dst, const Tile &A);
/// Dst (RxC) = transpose(A (CxR)).
void transpose(const Tile &Dst, const Tile &A);
void fill(const Tile &Dst, uint64_t Bits);
/// Dst (MxN) = A (MxK) * B (KxN) [+ C (MxN)] [+ Bias (1xN)]. Float inputs
/// accumulate in f32, i8 inputs in i32.
void matmul(const Tile &Dst, const Tile &A, const Tile &B, const Tile *C,
            const Tile *Bias);
// Issue 14 (B): types, compare/select, integer ops.
/// Comparison modes, numbered as PTOCmpModeKind (docs/builtins.md).
enum class CmpOp { EQ, NE, LT, LE, GT, GE };
/// tcmp (B set) / tcmps (the element bits \p Bits): Dst is the u8 mask,
/// A.Rows x ceil(A.Cols / 8); bit j % 8 of byte (i, j / 8) is A(i, j) op
/// B(i, j).
void compare(CmpOp Op, const Tile &Dst, const Tile &A, const Tile *B,
             uint64_t Bits);
/// tsel (B set) / tsels (the element bits \p Bits): Dst(i, j) = mask bit
/// (i, j) ? A(i, j) : B(i, j).
void select(const Tile &Dst, const Tile &Mask, const Tile &A, const Tile *B,
            uint64_t Bits);
/// tci: Dst(0, k) = start -/+ k (wrapping), start the element bits \p Bits.
void iota(const Tile &Dst, uint64_t Bits, bool Descending);
/// ttri: Dst(i, j) = 1 where j <= i + Diag (lower), where j >= i + Diag
/// (upper); 0 elsewhere.
void triangle(const Tile &Dst, int64_t Diag, bool Upper);
// Issue 13 (V): valid regions and padding.
/// The pad values of tfillpad (pto-isa PadValue).
enum class PadKind { Zero, Min, Max };
/// The bit pattern of pad value \p K in \p DT: 0; the lowest value (-inf
/// for floats, the most negative integer, 0 unsigned); the highest (+inf,
/// the largest integer).
uint64_t padBits(PadKind K, DType DT);
/// tfillpad: Dst(i, j) = Src(i, j) for i < VRows and j < VCols, the pad
/// value elsewhere.
void fillPad(const Tile &Dst, const Tile &Src, unsigned VRows, unsigned VCols,
             PadKind K);
/// Copies the window [Row, Row+Dst.Rows) x [Col, Col+Dst.Cols) of Src.
void extract(const Tile &Dst, const Tile &Src, unsigned Row, unsigned Col);
/// Writes Src at (Row, Col) of Dst (Dst already holds the `into` tile).
void insert(const Tile &Dst, const Tile &Src, unsigned Row, unsigned Col);

// Issue 14 (A): broadcasts, arithmetic, reductions.
/// Dst (RxC) = A (RxC) op B, B being Rx1 (\p Rows: trowexpand<op>) or 1xC
/// (tcolexpand<op>), its element of the row / column broadcast.
void expandBinary(BinOp Op, bool Rows, const Tile &Dst, const Tile &A,
                  const Tile &B);
/// Dst = S op A, S being the element bit pattern \p Bits (tdivs.rev).
void scalarBinary(BinOp Op, const Tile &Dst, uint64_t Bits, const Tile &A);
/// Dst = Y + S * X (taxpy), S the element bits \p Bits; f32 arithmetic.
void axpy(const Tile &Dst, const Tile &Y, const Tile &X, uint64_t Bits);

// Issue 14 (D): arg reductions, partial reductions.
/// trowargmax / trowargmin (\p Rows: Dst is A.Rows x 1) and tcolargmax /
/// tcolargmin (Dst is 1 x A.Cols): the index of the largest (\p Max) or
/// smallest element of each row / column of A, into a u32 or i32 Dst. A tie
/// gives the lowest index; a NaN is never chosen (a line of NaNs gives 0).
void argReduce(bool Rows, bool Max, const Tile &Dst, const Tile &A);
/// tpartadd / tpartmax / tpartmin / tpartmul: Dst (A's shape) is A op B
/// inside B's B.Rows x B.Cols (at the top left) and A elsewhere.
void partial(BinOp Op, const Tile &Dst, const Tile &A, const Tile &B);
/// tgather: Dst(i, j) = element Idx(i, j) of Src in row-major order. False
/// (with the index in \p Bad) when an index is outside Src.
bool gather(const Tile &Dst, const Tile &Src, const Tile &Idx, uint64_t &Bad);
// Issue 14 (14G): byte-offset gather.
enum class GatherBResult { Ok, OutOfRange, Misaligned };
/// tgatherb: Dst(i, j) = the element at byte offset Off(i, j) (u32) of Src's
/// row-major bytes. OutOfRange (the offset in \p Bad) when the element
/// would reach past Src's bytes, Misaligned when the offset is not a
/// multiple of the element size; Dst is then partly written.
GatherBResult gatherb(const Tile &Dst, const Tile &Src, const Tile &Off,
                      uint64_t &Bad);
// Issue 14 (14S): sort.
/// tsort32: each 32-element block of each row of Src (f32), paired with
/// Idx's u32 element, sorted by value descending (a NaN above every number),
/// equal values (and NaNs) by index ascending, then by position; Dst (Src's
/// rows, twice its cols) holds the pairs: the value's bits at 2k, the
/// index's at 2k + 1.
void sort32(const Tile &Dst, const Tile &Src, const Tile &Idx);
// Issue 14 (14M): merge sort.
/// tmrgsort: Src is one row of (value, index) pairs (f32 values, the
/// index's bits) in groups of four blocks of \p BlockLen elements, each
/// block sorted; Dst gets each group's pairs merged into one run at the
/// group's place: by value descending, a NaN above every number, equal
/// values (+-0, NaNs) by the earlier block, then the earlier pair. Src.Cols
/// is a multiple of 4 * BlockLen.
void mrgsort(const Tile &Dst, const Tile &Src, unsigned BlockLen);
// Issue 14 (14M): the two-list merge.
/// tmrgsort2: A and B are one row of (value, index) pairs each (f32 values,
/// sorted as tmrgsort's runs), of equal cols; their pairs are merged (by
/// value descending, a NaN above every number, a tie taking A's) until both
/// are consumed or, when \p Exhausted, until either is. \p Taken gets the
/// pairs taken from A and from B. When \p Dst (1 x A.Cols + B.Cols) is
/// given it gets the merged pairs, then zeros.
void mrgsort2(const Tile *Dst, const Tile &A, const Tile &B, bool Exhausted,
              unsigned Taken[2]);
/// Issue 14 (14M): tscatter: Dst = In with Src(i, j) written at linear
/// position Idx(i, j) (unsigned, of Idx's width), in row-major order of Src.
/// False (with the index in \p Bad) when an index is outside Dst; Dst is
/// then partly written.
bool scatter(const Tile &Dst, const Tile &In, const Tile &Src, const Tile &Idx,
             uint64_t &Bad);

// Issue 14 (14F): fixpipe conversions on the way out of L0C.
/// tstore.quant: Dst (f16/bf16/i8) = convert(relu?(Acc) * scale), Acc f32 or
/// i32 read as f32, the scale the f32 of bits \p ScaleBits
/// (docs/simulator.md, "Fixpipe conversions").
void fixpipeConvert(const Tile &Dst, const Tile &Acc, uint32_t ScaleBits,
                    bool Relu);

} // namespace ptosim

#endif
