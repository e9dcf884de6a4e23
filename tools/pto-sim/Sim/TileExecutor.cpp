//===-- TileExecutor.cpp - The functional effect of tile plans ------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "TileExecutor.h"
#include <cstring>

using namespace llvm;
using namespace ptosim;

static Tile tileAt(std::vector<uint8_t> &Mem, const TileOperand &T) {
  Tile R;
  R.Data = Mem.data() + T.Addr;
  R.Rows = T.Rows;
  R.Cols = T.Cols;
  R.DT = T.DT;
  return R;
}

// Issue 13 (V): a partial valid extent. The plan runs on compact copies of
// its operands' valid parts (TileOperand::VRows x VCols); the destination's
// elements outside its valid part keep their values.
static std::vector<uint8_t> gatherValid(const uint8_t *Base,
                                        const TileOperand &T) {
  unsigned B = dtypeBytes(T.DT);
  std::vector<uint8_t> Out(uint64_t(T.VRows) * T.VCols * B);
  for (unsigned R = 0; R < T.VRows; ++R)
    std::memcpy(Out.data() + uint64_t(R) * T.VCols * B,
                Base + uint64_t(R) * T.Cols * B, uint64_t(T.VCols) * B);
  return Out;
}

static TileOperand compact(TileOperand T) {
  T.Addr = 0;
  T.Rows = T.VRows;
  T.Cols = T.VCols;
  T.VRows = T.VCols = 0;
  T.HasValid = false;
  return T;
}

Error TileExecutor::startPartial(const TilePlan &Pl, uint64_t Time,
                                 WriteBack &Out) {
  TilePlan C = Pl;
  C.Partial = false;
  std::vector<std::vector<uint8_t>> Bufs;
  SmallVector<Tile, 4> Srcs;
  Bufs.reserve(Pl.Srcs.size());
  for (unsigned K = 0; K < Pl.Srcs.size(); ++K) {
    const TileOperand &T = Pl.Srcs[K];
    const uint8_t *Base = OnChip[T.AS].data() + T.Addr;
    if (T.HasValid) {
      Bufs.push_back(gatherValid(Base, T));
      C.Srcs[K] = compact(T);
    } else {
      Bufs.emplace_back(Base, Base + T.bytes());
    }
    Tile X;
    X.Data = Bufs.back().data();
    X.Rows = C.Srcs[K].Rows;
    X.Cols = C.Srcs[K].Cols;
    X.DT = T.DT;
    Srcs.push_back(X);
  }
  if (Pl.Kind == Sem::Store)
    return run(C, Time, Srcs, Out);
  // The destination: computed compact, then merged into its current bytes.
  C.Dst = compact(Pl.Dst);
  C.Dst.AS = Pl.Dst.AS;
  if (Error E = run(C, Time, Srcs, Out))
    return E;
  std::vector<uint8_t> Full(OnChip[Pl.Dst.AS].begin() + Pl.Dst.Addr,
                            OnChip[Pl.Dst.AS].begin() + Pl.Dst.Addr +
                                Pl.Dst.bytes());
  unsigned B = dtypeBytes(Pl.Dst.DT);
  for (unsigned R = 0; R < Pl.Dst.VRows; ++R)
    std::memcpy(Full.data() + uint64_t(R) * Pl.Dst.Cols * B,
                Out.Data.data() + uint64_t(R) * Pl.Dst.VCols * B,
                uint64_t(Pl.Dst.VCols) * B);
  Out.Dst = Pl.Dst;
  Out.Data = std::move(Full);
  return Error::success();
}

Error TileExecutor::start(const TilePlan &Pl, uint64_t Time) {
  WriteBack W;
  if (Error E = Pl.Partial ? startPartial(Pl, Time, W) : run(Pl, Time, {}, W))
    return E;
  Pending.push(std::move(W));
  return Error::success();
}

Error TileExecutor::run(const TilePlan &Pl, uint64_t Time, ArrayRef<Tile> Over,
                        WriteBack &Out) {
  WriteBack C;
  C.Time = Time;
  C.Order = Order++;
  C.AS = Pl.Kind == Sem::Store ? SpaceGM : Pl.Dst.AS;
  C.Dst = Pl.Dst;
  C.GM = Pl.GM;
  if (Pl.Kind == Sem::Store) {
    for (unsigned R = 0; R < Pl.GM.Rows; ++R) {
      Expected<uint8_t *> Ptr =
          GM.ptr(Pl.GM.Addr + R * Pl.GM.Stride, Pl.GM.RowBytes, "tstore");
      if (!Ptr)
        return Ptr.takeError();
    }
    const TileOperand &S = Pl.Srcs[0];
    if (!Over.empty())
      C.Data.assign(Over[0].Data, Over[0].Data + Over[0].bytes());
    else
      C.Data.assign(OnChip[S.AS].begin() + S.Addr,
                    OnChip[S.AS].begin() + S.Addr + S.bytes());
    // Issue 14 (14F): the fixpipe converts the elements it reads.
    if (Pl.Quant) {
      std::vector<uint8_t> Q(uint64_t(S.Rows) * S.Cols *
                             dtypeBytes(Pl.QuantDT));
      Tile From = tileAt(C.Data, S);
      From.Data = C.Data.data();
      Tile To = From;
      To.Data = Q.data();
      To.DT = Pl.QuantDT;
      fixpipeConvert(To, From, uint32_t(Pl.Bits), Pl.Mode != 0);
      C.Data = std::move(Q);
    }
    Out = std::move(C);
    return Error::success();
  }
  C.Data.assign(Pl.Dst.bytes(), 0);
  Tile D = tileAt(C.Data, Pl.Dst);
  D.Data = C.Data.data();
  auto S = [&](unsigned K) {
    if (!Over.empty())
      return Over[K];
    return tileAt(OnChip[Pl.Srcs[K].AS], Pl.Srcs[K]);
  };
  switch (Pl.Kind) {
  case Sem::Load:
    for (unsigned R = 0; R < Pl.GM.Rows; ++R) {
      Expected<uint8_t *> Ptr =
          GM.ptr(Pl.GM.Addr + R * Pl.GM.Stride, Pl.GM.RowBytes, "tload");
      if (!Ptr)
        return Ptr.takeError();
      std::memcpy(D.Data + R * Pl.GM.RowBytes, *Ptr, Pl.GM.RowBytes);
    }
    break;
  case Sem::Copy:
    // Issue 14 (14Q): a converting move (tmov.quant) converts as it copies.
    if (Pl.Quant)
      fixpipeConvert(D, S(0), uint32_t(Pl.Bits), Pl.Mode != 0);
    else
      std::memcpy(D.Data, S(0).Data, Pl.Dst.bytes());
    break;
  case Sem::Extract:
    extract(D, S(0), Pl.Row, Pl.Col);
    break;
  case Sem::Insert:
    std::memcpy(D.Data, S(0).Data, Pl.Dst.bytes());
    insert(D, S(1), Pl.Row, Pl.Col);
    break;
  case Sem::Matmul: {
    // The acc or the bias is source 2: HasAcc and HasBias exclude each
    // other.
    Tile Acc, Bias;
    if (Pl.HasAcc)
      Acc = S(2);
    if (Pl.HasBias)
      Bias = S(2);
    matmul(D, S(0), S(1), Pl.HasAcc ? &Acc : nullptr,
           Pl.HasBias ? &Bias : nullptr);
    break;
  }
  case Sem::Bin:
    binary(Pl.BOp, D, S(0), S(1));
    break;
  case Sem::BinS:
    binaryScalar(Pl.BOp, D, S(0), Pl.Bits);
    break;
  case Sem::Un:
    unary(Pl.UOp, D, S(0));
    break;
  case Sem::Reduce:
    reduce(Pl.ROp, D, S(0));
    break;
  case Sem::Expand:
    expand(Pl.ExpandRows, D, S(0));
    break;
  case Sem::Cvt:
    convert(D, S(0));
    break;
  case Sem::Trans:
    transpose(D, S(0));
    break;
  case Sem::Fill:
    ptosim::fill(D, Pl.Bits);
    break;
  // Issue 14 (A): broadcasts, arithmetic, reductions.
  case Sem::ExpandBin:
    expandBinary(Pl.BOp, Pl.ExpandRows, D, S(0), S(1));
    break;
  case Sem::BinSRev:
    scalarBinary(Pl.BOp, D, Pl.Bits, S(0));
    break;
  case Sem::Axpy:
    axpy(D, S(0), S(1), Pl.Bits);
    break;
  // Issue 14 (B): types, compare/select, integer ops.
  case Sem::Cmp:
  case Sem::CmpS: {
    Tile B = Pl.Kind == Sem::Cmp ? S(1) : Tile();
    compare(CmpOp(Pl.Mode), D, S(0), Pl.Kind == Sem::Cmp ? &B : nullptr,
            Pl.Bits);
    break;
  }
  case Sem::Sel:
  case Sem::SelS: {
    Tile B = Pl.Kind == Sem::Sel ? S(2) : Tile();
    select(D, S(0), S(1), Pl.Kind == Sem::Sel ? &B : nullptr, Pl.Bits);
    break;
  }
  case Sem::Ci:
    iota(D, Pl.Bits, Pl.Mode != 0);
    break;
  case Sem::Tri:
    triangle(D, int64_t(int32_t(uint32_t(Pl.Bits))), Pl.Mode != 0);
    break;
  // Issue 13 (V): valid regions and padding.
  case Sem::FillPad:
    fillPad(D, S(0), Pl.VRows, Pl.VCols, Pl.Pad);
    break;
  // Issue 14 (D): arg reductions, partial reductions.
  case Sem::ArgReduce:
    argReduce(Pl.ExpandRows, Pl.Mode != 0, D, S(0));
    break;
  case Sem::Part:
    partial(Pl.BOp, D, S(0), S(1));
    break;
  case Sem::Gather: {
    uint64_t Bad = 0;
    if (!gather(D, S(0), S(1), Bad))
      return simError("tgather: index " + Twine(Bad) + " is outside the " +
                      Twine(Pl.Srcs[0].Rows) + " x " + Twine(Pl.Srcs[0].Cols) +
                      " source (" +
                      Twine(uint64_t(Pl.Srcs[0].Rows) * Pl.Srcs[0].Cols) +
                      " elements)");
    break;
  }
  // Issue 14 (14G): byte-offset gather: two errors of their own.
  case Sem::GatherB: {
    uint64_t Bad = 0;
    uint64_t Bytes =
        uint64_t(Pl.Srcs[0].Rows) * Pl.Srcs[0].Cols * dtypeBytes(Pl.Srcs[0].DT);
    switch (gatherb(D, S(0), S(1), Bad)) {
    case GatherBResult::Ok:
      break;
    case GatherBResult::OutOfRange:
      return simError("tgatherb: byte offset " + Twine(Bad) +
                      " is outside the " + Twine(Pl.Srcs[0].Rows) + " x " +
                      Twine(Pl.Srcs[0].Cols) + " source (" + Twine(Bytes) +
                      " bytes)");
    case GatherBResult::Misaligned:
      return simError("tgatherb: byte offset " + Twine(Bad) +
                      " is not a multiple of the element size " +
                      Twine(dtypeBytes(Pl.Srcs[0].DT)));
    }
    break;
  }
  // Issue 14 (14S): sort.
  case Sem::Sort32:
    sort32(D, S(0), S(1));
    break;
  // Issue 14 (14M): scatter.
  case Sem::Scatter: {
    uint64_t Bad = 0;
    if (!scatter(D, S(0), S(1), S(2), Bad))
      return simError(
          "tscatter: index " + Twine(Bad) + " is outside the " +
          Twine(Pl.Dst.Rows) + " x " + Twine(Pl.Dst.Cols) + " destination (" +
          Twine(uint64_t(Pl.Dst.Rows) * Pl.Dst.Cols) + " elements)");
    break;
  }
  // Issue 14 (14M): merge sort (the block length checked by the planner).
  // Issue 14 (14M): the two-list merge and its executed counts.
  case Sem::MrgSort2: {
    unsigned Taken[2];
    mrgsort2(&D, S(0), S(1), Pl.Mode != 0, Taken);
    break;
  }
  case Sem::MrgCnt: {
    unsigned Taken[2];
    mrgsort2(nullptr, S(0), S(1), Pl.Mode != 0, Taken);
    for (unsigned K = 0; K < 4; ++K)
      storeBits(D.at(0, K), D.DT, K < 2 ? Taken[K] : 0);
    break;
  }
  case Sem::MrgSort:
    mrgsort(D, S(0), unsigned(Pl.Bits));
    break;
  default:
    return simError("internal: bad tile plan");
  }
  Out = std::move(C);
  return Error::success();
}

void TileExecutor::complete(uint64_t Now) {
  while (!Pending.empty() && Pending.top().Time <= Now) {
    WriteBack C = Pending.top();
    Pending.pop();
    commit(C);
  }
}

void TileExecutor::commit(const WriteBack &C) {
  if (C.AS == SpaceGM) {
    for (unsigned R = 0; R < C.GM.Rows; ++R) {
      Expected<uint8_t *> Ptr =
          GM.ptr(C.GM.Addr + R * C.GM.Stride, C.GM.RowBytes, "tstore");
      if (!Ptr) {
        consumeError(Ptr.takeError()); // checked when the store started
        continue;
      }
      std::memcpy(*Ptr, C.Data.data() + R * C.GM.RowBytes, C.GM.RowBytes);
    }
    return;
  }
  std::memcpy(OnChip[C.AS].data() + C.Dst.Addr, C.Data.data(), C.Data.size());
}

uint64_t TileExecutor::getValue(const TilePlan &Pl) const {
  const TileOperand &S = Pl.Srcs[0];
  uint64_t A = S.Addr + (uint64_t(Pl.Row) * S.Cols + Pl.Col) * dtypeBytes(S.DT);
  uint64_t Bits = loadBits(OnChip[S.AS].data() + A, S.DT);
  // f16/bf16/u8/u16 bits zero-extend; i8 and i16 sign-extend; 32-bit types
  // sign-extend (the register holds an i32).
  int64_t V = S.DT == DType::I8       ? int64_t(int8_t(Bits))
              : S.DT == DType::I16    ? int64_t(int16_t(Bits))
              : dtypeBytes(S.DT) == 4 ? int64_t(int32_t(Bits))
                                      : int64_t(Bits);
  return uint64_t(V);
}

void TileExecutor::setValue(const TilePlan &Pl) {
  const TileOperand &S = Pl.Srcs[0];
  std::memmove(OnChip[Pl.Dst.AS].data() + Pl.Dst.Addr,
               OnChip[S.AS].data() + S.Addr, S.bytes());
  Tile D = tileAt(OnChip[Pl.Dst.AS], Pl.Dst);
  storeBits(D.at(Pl.Row, Pl.Col), D.DT, Pl.Bits);
}
