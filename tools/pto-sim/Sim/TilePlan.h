//===-- TilePlan.h - Tile instructions resolved for execution ---*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A tile instruction becomes a plan when the scalar unit dispatches it: the
// kind of operation, its tile operands (memory, byte address from the base
// register, shape, type), its global-memory window, and its cost from the
// timing model. The plan is what the pipe executes (TileExecutor.h) and the
// byte ranges it touches are what the race detector and the ideal policy
// see.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_TILEPLAN_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_TILEPLAN_H

#include "Memory.h"
#include "ProgramImage.h"
#include "RegisterFile.h"
#include "SimModel.h"
#include "SimTypes.h"
#include "TileSemantics.h"
#include "llvm/ADT/SmallVector.h"

namespace ptosim {

enum class Sem {
  Load,
  Store,
  Copy,
  Extract,
  Insert,
  Matmul,
  Bin,
  BinS,
  Un,
  Reduce,
  Expand,
  Cvt,
  Trans,
  Fill,
  GetVal,
  SetVal,
  // Issue 14 (A): broadcasts, arithmetic, reductions.
  ExpandBin, ///< A (RxC) BOp B (Rx1 if ExpandRows, else 1xC).
  BinSRev,   ///< Bits BOp A (tdivs.rev).
  Axpy,      ///< Srcs[0] (y) + Bits * Srcs[1] (x).
  // Issue 14 (B): types, compare/select, integer ops.
  Cmp,
  CmpS,
  Sel,
  SelS,
  Ci,
  Tri,
  // Issue 13 (V): valid regions and padding.
  FillPad, ///< Srcs[0] inside [0, VRows) x [0, VCols), Pad outside.
  // Issue 14 (D): arg reductions, partial reductions.
  ArgReduce, ///< Index of each row's (ExpandRows) / column's max (Mode 1)
             ///< or min (Mode 0) of Srcs[0].
  Part,      ///< Srcs[0] BOp Srcs[1] inside Srcs[1]'s shape, Srcs[0] outside.
  Gather,    ///< Srcs[0] (the source) at the indices Srcs[1] (in place).
  // Issue 14 (14S): sort.
  Sort32, ///< Each 32-element block of Srcs[0] with Srcs[1]'s indices,
          ///< sorted, as (value, index) pairs.
  // Issue 14 (14M): merge sort.
  MrgSort, ///< Srcs[0]'s groups of four sorted blocks of Bits elements
           ///< merged, each group into one run.
  // Issue 14 (14M): the two-list merge (Mode: exhausted) and its counts.
  MrgSort2, ///< The lists Srcs[0], Srcs[1] merged into Dst.
  MrgCnt,   ///< The same merge's pairs taken from each list, into a 1 x 4
            ///< count tile.
  Scatter,  ///< Srcs[0] (the destination's input) with Srcs[1]'s elements
            ///< written at the indices Srcs[2] (in place).
  // Issue 14 (14G): byte-offset gather.
  GatherB, ///< Srcs[0] (the source) at the byte offsets Srcs[1] (u32).
};

/// A tile operand: memory, byte address, shape, type.
struct TileOperand {
  unsigned AS = 0;
  uint64_t Addr = 0;
  unsigned Rows = 0, Cols = 0;
  DType DT = DType::F32;
  // Issue 13 (V): the valid extent the instruction touches (its top-left
  // VRows x VCols elements, rows Cols elements apart) when HasValid.
  unsigned VRows = 0, VCols = 0;
  bool HasValid = false;
  uint64_t bytes() const { return uint64_t(Rows) * Cols * dtypeBytes(DT); }
  bool partial() const { return HasValid && (VRows != Rows || VCols != Cols); }
};

/// A strided global-memory window: Rows rows of RowBytes, Stride bytes apart.
struct GMWindow {
  uint64_t Addr = 0, Stride = 0, RowBytes = 0;
  unsigned Rows = 0;
};

/// Everything a tile instruction does.
struct TilePlan {
  Sem Kind = Sem::Copy;
  TileOperand Dst;
  llvm::SmallVector<TileOperand, 4> Srcs;
  GMWindow GM;
  BinOp BOp = BinOp::Add;
  UnOp UOp = UnOp::Exp;
  ReduceOp ROp = ReduceOp::RowSum;
  bool ExpandRows = false;
  bool HasAcc = false, HasBias = false;
  unsigned Row = 0, Col = 0;
  uint64_t Bits = 0;
  unsigned GetValReg = 0;
  /// The compare mode (tcmp, tcmps) or the 0/1 flag (tci: descending; ttri:
  /// upper).
  unsigned Mode = 0;
  // Issue 13 (V): the valid extents and pad value of tfillpad.
  unsigned VRows = 0, VCols = 0;
  PadKind Pad = PadKind::Zero;
  /// Issue 13 (V): some operand has a partial valid extent (the captured
  /// setvalid state).
  bool Partial = false;
  /// Issue 14 (14F): a fixpipe conversion store (tstore.quant): Srcs[0] (the
  /// acc tile) converted to QuantDT with the f32 scale in Bits and relu when
  /// Mode is 1; GM holds QuantDT elements.
  bool Quant = false;
  DType QuantDT = DType::F16;
  uint64_t II = 1, Latency = 1;

  /// The byte ranges the plan reads and writes: the sources, the global
  /// window (written by a store), the destination.
  void accesses(llvm::SmallVectorImpl<ByteAccess> &Out) const;
};

/// Builds plans from decoded tile instructions.
class TilePlanner {
public:
  TilePlanner(const llvm::MCRegisterInfo &MRI, const OnChipMemory &OnChip,
              const TimingModel &TM)
      : MRI(MRI), OnChip(OnChip), TM(TM) {}
  /// The plan of \p DI with the register values of \p Regs; an error for an
  /// instruction the simulator does not model, bad shapes, or a window
  /// outside its memory.
  llvm::Error plan(const DecodedInst &DI, const RegisterFile &Regs,
                   TilePlan &P) const;

private:
  llvm::Error applyValidExtent(const DecodedInst &DI, const RegisterFile &Regs,
                               TilePlan &P) const;
  const llvm::MCRegisterInfo &MRI;
  const OnChipMemory &OnChip;
  const TimingModel &TM;
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_TILEPLAN_H
