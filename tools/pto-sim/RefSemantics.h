//===-- RefSemantics.h - pto-ref's meaning of the tile builtins -*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The value semantics of the `pto.*` builtins as the reference evaluator
// computes them, written from the specification (docs/builtins.md,
// docs/simulator.md "Element semantics") and not from the simulator: a
// checker never shares the checked code's answers. pto-sim's semantics
// (TileSemantics.h) work on byte arrays with host float arithmetic and
// hand-written rounding; these work on tiles of bit patterns (llvm::APInt)
// read as IEEE values through llvm::APFloat in the element's own format, with
// LLVM's round-to-nearest-even, or as two's-complement integers of the
// element's width. Every operation checks the shapes and element types the
// specification allows and reports a violation as an error.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_REFSEMANTICS_H
#define LLVM_PTO_TOOLS_PTOSIM_REFSEMANTICS_H

#include "ElementTypes.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <vector>

namespace ptoref {

using ptosim::DType;

/// A tile value: Rows x Cols elements in row-major order, each its bit
/// pattern as an APInt exactly as wide as the element type.
struct RefTile {
  DType DT = DType::F32;
  unsigned Rows = 0, Cols = 0;
  std::vector<llvm::APInt> Elems;
  /// Issue 13 (V): the valid extent (tvalid); -1: the capacity.
  int VR = -1, VC = -1;
  unsigned validRows() const { return VR < 0 ? Rows : unsigned(VR); }
  unsigned validCols() const { return VC < 0 ? Cols : unsigned(VC); }

  RefTile() = default;
  /// A tile of zero bits (+0.0 or 0).
  RefTile(DType DT, unsigned Rows, unsigned Cols);
  llvm::APInt &at(unsigned R, unsigned C) { return Elems[R * Cols + C]; }
  const llvm::APInt &at(unsigned R, unsigned C) const {
    return Elems[R * Cols + C];
  }
};

/// The element-wise binary builtins (tadd ... tmin, and with a scalar
/// operand tadds, tmuls, tmaxs, tmins).
enum class BinaryKind : uint8_t {
  Add,
  Sub,
  Mul,
  Div,
  Max,
  Min,
  // Issue 14 (A): broadcasts, arithmetic, reductions.
  ExpDif, ///< exp(a - b) (the fused broadcasts' expdif): floats only.
  Pow,    ///< a to the power b (tpow, tpows).
  PRelu,  ///< a > 0 ? a : a * b (tprelu, tlrelu): floats only.
  // Issue 14 (B): types, compare/select, integer ops (tand ... tfmod and
  // their scalar forms).
  And,
  Or,
  Xor,
  Shl,
  Shr,
  Rem,
  FMod,
};
/// The element-wise unary builtins (texp ... trelu, tnot).
enum class UnaryKind : uint8_t {
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
/// trowsum/tcolsum, trowmax/tcolmax.
enum class ReduceKind : uint8_t {
  Sum,
  Max,
  // Issue 14 (A): broadcasts, arithmetic, reductions.
  Min,  ///< trowmin, tcolmin.
  Prod, ///< trowprod, tcolprod.
};
/// Along which axis a reduction or expansion goes: Row reduces each row to
/// one element (RxC -> Rx1) and expands a column across the rows' width
/// (Rx1 -> RxC); Col does the same for columns.
enum class Axis : uint8_t { Row, Col };

/// Bits of an element type.
unsigned elemBits(DType DT);
/// The IEEE format of a float element type (half, bfloat, single).
const llvm::fltSemantics &floatFormat(DType DT);
/// The element \p DT made of the low bits of a scalar register (tadds'
/// scalar, tfill, tsetval).
llvm::APInt elemFromRegister(DType DT, uint64_t Bits);
/// The value of a float element.
llvm::APFloat floatValue(DType DT, const llvm::APInt &Bits);

/// One element of a binary builtin (the type must be accepted by it).
llvm::APInt binaryElem(BinaryKind K, DType DT, const llvm::APInt &A,
                       const llvm::APInt &B);
/// One element of a unary builtin.
llvm::APInt unaryElem(UnaryKind K, DType DT, const llvm::APInt &A);
/// One element of tcvt from \p From to \p To.
llvm::APInt convertElem(const llvm::APInt &A, DType From, DType To);

/// The element types a builtin family accepts (docs/builtins.md).
bool acceptsBinary(DType DT);
/// Issue 14 (B): the element types of one binary builtin family: add ... min
/// as acceptsBinary, tdiv floats and i32, bitwise and shifts the integers,
/// trem/tfmod f16, f32 and the 16/32-bit integers.
bool acceptsBinary(BinaryKind K, DType DT);
bool acceptsUnary(UnaryKind K, DType DT);
bool acceptsReduce(DType DT);

llvm::Expected<RefTile> binary(BinaryKind K, const RefTile &A,
                               const RefTile &B);
llvm::Expected<RefTile> binaryScalar(BinaryKind K, const RefTile &A,
                                     uint64_t ScalarBits);
llvm::Expected<RefTile> unary(UnaryKind K, const RefTile &A);
llvm::Expected<RefTile> reduce(ReduceKind K, Axis Along, const RefTile &A);
/// trowexpand (Along = Row, A is Rows x 1) and tcolexpand (Along = Col, A is
/// 1 x Cols) into a Rows x Cols tile.
llvm::Expected<RefTile> expand(Axis Along, const RefTile &A, unsigned Rows,
                               unsigned Cols);
llvm::Expected<RefTile> convert(const RefTile &A, DType To);
RefTile transpose(const RefTile &A);
RefTile fill(DType DT, unsigned Rows, unsigned Cols, uint64_t ScalarBits);
/// tmatmul (\p Acc and \p Bias null), tmatmul.acc (Acc: the MxN accumulator)
/// and tmatmul.bias (Bias: the 1xN row). A (MxK) and B (KxN) are f16, bf16
/// or f32 with an f32 result, or i8 with an i32 result.
llvm::Expected<RefTile> matmul(const RefTile &A, const RefTile &B,
                               const RefTile *Acc, const RefTile *Bias,
                               DType Result);
/// textract/tview: the window [Row, Row+Rows) x [Col, Col+Cols) of A.
llvm::Expected<RefTile> window(const RefTile &A, unsigned Row, unsigned Col,
                               unsigned Rows, unsigned Cols);
/// tinsert: \p Into with \p Src written at (Row, Col).
llvm::Expected<RefTile> insert(const RefTile &Into, const RefTile &Src,
                               unsigned Row, unsigned Col);
/// tsetval: \p A with the element at (Row, Col) set from a register.
llvm::Expected<RefTile> setElem(const RefTile &A, unsigned Row, unsigned Col,
                                uint64_t ScalarBits);
/// tgetval: the element's bits as an i32 register value (i8, i16
/// sign-extended, f16/bf16/u8/u16 zero-extended).
llvm::Expected<uint32_t> getElem(const RefTile &A, unsigned Row, unsigned Col);

// Issue 14 (A): broadcasts, arithmetic, reductions.
/// trowexpand<op> (Along = Row: B is A.Rows x 1) and tcolexpand<op> (Along =
/// Col: B is 1 x A.Cols): A op B with B's element of the row or column.
llvm::Expected<RefTile> expandBinary(BinaryKind K, Axis Along, const RefTile &A,
                                     const RefTile &B);
/// tdivs.rev: the scalar op each element of A.
llvm::Expected<RefTile> scalarBinary(BinaryKind K, uint64_t ScalarBits,
                                     const RefTile &A);
/// taxpy: Y + S * X, S from a register, in f32 (product and sum each rounded
/// to f32), rounded once to the element type.
llvm::Expected<RefTile> axpy(const RefTile &Y, const RefTile &X,
                             uint64_t ScalarBits);
// Issue 14 (B): types, compare/select, integer ops.
/// tcmp/tcmps modes, by their PTOCmpMode IDs (eq 0, ne 1, lt 2, le 3, gt 4,
/// ge 5).
enum class CmpKind : uint8_t { Eq, Ne, Lt, Le, Gt, Ge };
/// One comparison of two elements of \p DT.
bool compareElem(CmpKind K, DType DT, const llvm::APInt &A,
                 const llvm::APInt &B);
/// tcmp: the u8 mask (A.Rows x ceil(A.Cols / 8), bit j % 8 of byte j / 8).
llvm::Expected<RefTile> compare(CmpKind K, const RefTile &A, const RefTile &B);
/// tcmps: A against the element made of the scalar register's bits.
llvm::Expected<RefTile> compareScalar(CmpKind K, const RefTile &A,
                                      uint64_t ScalarBits);
/// tsel: A where the mask bit is set, else B; tsels: else the scalar.
llvm::Expected<RefTile> select(const RefTile &Mask, const RefTile &A,
                               const RefTile &B);
llvm::Expected<RefTile> selectScalar(const RefTile &Mask, const RefTile &A,
                                     uint64_t ScalarBits);
/// tci: the row start, start + 1, ... (start - 1, ... descending), wrapping.
llvm::Expected<RefTile> indexRow(DType DT, unsigned Rows, unsigned Cols,
                                 uint64_t StartBits, bool Descending);
/// ttri: ones on and below (lower) or on and above (upper) the diagonal
/// shifted right by \p Diag, zeros elsewhere.
RefTile triangle(DType DT, unsigned Rows, unsigned Cols, int64_t Diag,
                 bool Upper);

// Issue 13 (V): valid regions and padding.
/// tfillpad (\p Pad 0), tfillpad.min (1), tfillpad.max (2): \p S inside
/// its valid region [0, VRows) x [0, VCols), and outside it zero, the
/// lowest value of the type (-inf for floats) or the highest (+inf). An
/// extent (a signed 32-bit value) outside 0..rows / 0..cols is an error.
llvm::Expected<RefTile> fillPad(const RefTile &S, int64_t VRows, int64_t VCols,
                                unsigned Pad);

// Issue 14 (D): arg reductions, partial reductions.
/// trowargmax / trowargmin (Along = Row: a Rows x 1 result) and tcolargmax /
/// tcolargmin (1 x Cols): the position of the first largest (\p Max) or
/// smallest element of each row / column, as an \p Index (u32 or i32)
/// tile. A NaN element is passed over; all NaN gives 0.
llvm::Expected<RefTile> argReduce(bool Max, Axis Along, const RefTile &A,
                                  DType Index);
/// tpartadd / tpartmax / tpartmin / tpartmul (\p K Add, Max, Min, Mul): A's
/// shape; A op B where B is defined (its rows x cols, B fitting inside A),
/// A's element elsewhere.
llvm::Expected<RefTile> partial(BinaryKind K, const RefTile &A,
                                const RefTile &B);
/// tgather: the Idx-shaped tile of Src's elements at the (row-major) indices
/// of Idx (u32/i32 for 32-bit data, u16/i16 for 16-bit, signed read as
/// signed); an index outside Src is an error.
llvm::Expected<RefTile> gather(const RefTile &Src, const RefTile &Idx);
/// Issue 14 (14G): tgatherb: the Off-shaped tile of Src's elements at the
/// byte offsets of Off (u32) into Src's row-major bytes; an offset that is
/// not a multiple of the element size, or whose element reaches past Src,
/// is an error (each its own message).
llvm::Expected<RefTile> gatherb(const RefTile &Src, const RefTile &Off);
// Issue 14 (14S): sort.
/// tsort32: per row, per 32-element block of Src (f32; Idx u32 of Src's
/// shape), the (value, index) pairs in rank order, written as value, index
/// (its bits) into a Src.Rows x 2 * Src.Cols f32 tile. Rank: a NaN before a
/// number, a greater number before a smaller; equal values (-0 = +0, NaN =
/// NaN) by the smaller index, then by position.
llvm::Expected<RefTile> sort32(const RefTile &Src, const RefTile &Idx);
// Issue 14 (14M): merge sort.
/// tmrgsort: Src (f32, one row of value/index pairs) in groups of four
/// blocks of BlockLen elements; each group's blocks merged into one run
/// (rank as sort32's, equal values by the earlier block). An error unless
/// BlockLen is a positive multiple of 64 and Src.Cols of 4 * BlockLen.
llvm::Expected<RefTile> mrgsort(const RefTile &Src, int64_t BlockLen);
// Issue 14 (14M): the two-list merge.
/// tmrgsort2 and tmrgsort2.cnt: Merged (1 x 2C, f32) holds A's and B's
/// pairs (each one f32 row of C elements, sorted as tmrgsort's runs) in
/// merged order (rank as sort32's, equal values from A first), as far as
/// the merge runs: to the end, or with \p Exhausted 1 until either
/// list's last pair is out; zeros after. Counts (1 x 4, u16): the pairs
/// taken from A and from B, 0, 0. An error unless the lists are f32 rows of
/// one length, a multiple of 8, and Exhausted is 0 or 1.
struct MergeOf2 {
  RefTile Merged, Counts;
};
llvm::Expected<MergeOf2> mergeTwo(const RefTile &A, const RefTile &B,
                                  uint64_t Exhausted);
/// Issue 14 (14M): tscatter: Dst with Src's elements (in row-major order)
/// at the linear positions of Idx (u32/i32 for 32-bit data, u16/i16 for
/// 16-bit, signed read as signed); an index outside Dst is an error.
llvm::Expected<RefTile> scatter(const RefTile &Dst, const RefTile &Src,
                                const RefTile &Idx);

/// An element as stored in memory: little-endian bytes.
llvm::APInt readElem(const uint8_t *P, DType DT);
/// Issue 13 (R): treshape: A's elements written row-major as bytes, read
/// back as a \p Rows x \p Cols tile of \p DT (the byte sizes must agree).
llvm::Expected<RefTile> reshape(const RefTile &A, DType DT, unsigned Rows,
                                unsigned Cols);
void writeElem(uint8_t *P, DType DT, const llvm::APInt &Bits);

// Issue 14 (14F): fixpipe conversions on the way out of L0C.
/// tstore.quant's elements: each of \p Acc (f32 or i32) as an f32 value
/// (i32 rounded to nearest even), negatives (not -0, not NaN) made +0 when
/// \p Relu, times the f32 whose bits are \p ScaleBits (rounded to nearest
/// even), then rounded to nearest even into \p Dst: f16/bf16 overflowing to
/// infinity, i8 saturating to [-128, 127] with NaN giving 0. Only the pairs
/// f32 -> f16/bf16/i8 and i32 -> f16/i8.
llvm::Expected<RefTile> fixpipeConvert(const RefTile &Acc, DType Dst,
                                       uint32_t ScaleBits, bool Relu);

} // namespace ptoref

#endif
