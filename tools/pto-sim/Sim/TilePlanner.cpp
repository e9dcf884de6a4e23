//===-- TilePlanner.cpp - Tile instructions resolved for execution --------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "TilePlan.h"
#include <map>

using namespace llvm;
using namespace ptosim;

void TilePlan::accesses(SmallVectorImpl<ByteAccess> &Out) const {
  const TilePlan &Pl = *this;
  for (const TileOperand &T : Pl.Srcs)
    Out.push_back({T.AS, T.Addr, T.Addr + T.bytes(), false});
  if (Pl.Kind == Sem::Load || Pl.Kind == Sem::Store)
    for (unsigned R = 0; R < Pl.GM.Rows; ++R)
      Out.push_back({SpaceGM, Pl.GM.Addr + R * Pl.GM.Stride,
                     Pl.GM.Addr + R * Pl.GM.Stride + Pl.GM.RowBytes,
                     Pl.Kind == Sem::Store});
  if (Pl.Kind != Sem::Store && Pl.Kind != Sem::GetVal)
    Out.push_back({Pl.Dst.AS, Pl.Dst.Addr, Pl.Dst.Addr + Pl.Dst.bytes(), true});
}

// Issue 13 (V): runtime valid extents. The instructions that execute over
// the extent setvalid set (docs/isa.md "Valid extents"); every other tile
// instruction ignores it. pto-sim's own list, not the compiler's table.
static bool honoursValidExtent(unsigned Opc) {
  using namespace PTO;
  switch (Opc) {
  case TLOAD_MAT_A:
  case TLOAD_VEC_A:
  case TSTORE_VEC_A:
  case TSTORE_MAT_A:
  case TSTORE_ACC_A:
  case TMATMUL_A:
  case TMATMUL_ACC_A:
  case TMATMUL_BIAS_A:
  case TMATMUL_ACC_INIT_A:
  case TADD_A:
  case TSUB_A:
  case TMUL_A:
  case TDIV_A:
  case TMAX_A:
  case TMIN_A:
  case TEXP_A:
  case TLOG_A:
  case TSQRT_A:
  case TRSQRT_A:
  case TRECIP_A:
  case TABS_A:
  case TNEG_A:
  case TRELU_A:
  case TADDS_A:
  case TMULS_A:
  case TMAXS_A:
  case TMINS_A:
  case TSUBS_A:
  case TDIVS_A:
  case TDIVS_REV_A:
  case TCVT_A:
  case TROWEXPANDADD_A:
  case TROWEXPANDSUB_A:
  case TROWEXPANDMUL_A:
  case TROWEXPANDDIV_A:
  case TROWEXPANDMAX_A:
  case TROWEXPANDMIN_A:
  case TROWEXPANDEXPDIF_A:
  case TCOLEXPANDADD_A:
  case TCOLEXPANDSUB_A:
  case TCOLEXPANDMUL_A:
  case TCOLEXPANDDIV_A:
  case TCOLEXPANDMAX_A:
  case TCOLEXPANDMIN_A:
  case TCOLEXPANDEXPDIF_A:
  case TROWSUM_A:
  case TROWMAX_A:
  case TROWMIN_A:
  case TROWPROD_A:
  case TCOLSUM_A:
  case TCOLMAX_A:
  case TCOLMIN_A:
  case TCOLPROD_A:
  case TROWEXPAND_A:
  case TCOLEXPAND_A:
  // Issue 13 (13X): every other tile-unit instruction (tgetval / tsetval
  // run in the scalar unit over the capacity).
  case TAND_A:
  case TOR_A:
  case TXOR_A:
  case TNOT_A:
  case TSHL_A:
  case TSHR_A:
  case TANDS_A:
  case TORS_A:
  case TXORS_A:
  case TSHLS_A:
  case TSHRS_A:
  case TREM_A:
  case TFMOD_A:
  case TREMS_A:
  case TFMODS_A:
  case TPOW_A:
  case TPOWS_A:
  case TPRELU_A:
  case TLRELU_A:
  case TAXPY_A:
  case TROWARGMAX_A:
  case TROWARGMIN_A:
  case TCOLARGMAX_A:
  case TCOLARGMIN_A:
  case TCMP_A:
  case TCMPS_A:
  case TSEL_A:
  case TSELS_A:
  case TTRANS_A:
  case TPARTADD_A:
  case TPARTMAX_A:
  case TPARTMIN_A:
  case TPARTMUL_A:
  case TCI_A:
  case TTRI_A:
  case TFILL_A:
  case TGATHER_A:
  // Issue 14 (14G): byte-offset gather.
  case TGATHERB_A:
  case TEXTRACT_VEC_VEC_A:
  case TEXTRACT_MAT_MAT_A:
  case TEXTRACT_LEFT_MAT_A:
  case TEXTRACT_RIGHT_MAT_A:
  case TEXTRACT_VEC_VEC_R_A:
  case TEXTRACT_MAT_MAT_R_A:
  case TEXTRACT_LEFT_MAT_R_A:
  case TEXTRACT_RIGHT_MAT_R_A:
  case TINSERT_VEC_A:
  case TINSERT_MAT_A:
  case TINSERT_VEC_R_A:
  case TINSERT_MAT_R_A:
    return true;
  default:
    return false;
  }
}

Error TilePlanner::applyValidExtent(const DecodedInst &DI,
                                    const RegisterFile &Regs,
                                    TilePlan &P) const {
  unsigned Opc = DI.Inst.getOpcode();
  if (!honoursValidExtent(Opc) ||
      (!Regs.ValidRows && !Regs.ValidCols && !Regs.ValidK))
    return Error::success();
  Error Err = Error::success();
  auto Lim = [&](std::optional<uint64_t> V, unsigned Cap,
                 const char *What) -> unsigned {
    if (!V)
      return Cap;
    if (*V > Cap && !Err)
      Err =
          simError(Twine("valid ") + What + " " + Twine(int64_t(*V)) +
                   " (setvalid) exceeds the tile's " + What + " " + Twine(Cap));
    return unsigned(std::min<uint64_t>(*V, Cap));
  };
  // Issue 13 (13X): an operand read or written over more than its capacity
  // (operands of different shapes under one state) is an error.
  auto Set = [&](TileOperand &T, unsigned R, unsigned C) {
    if ((R > T.Rows || C > T.Cols) && !Err)
      Err = simError("the valid extent " + Twine(R) + " x " + Twine(C) +
                     " of an operand exceeds its " + Twine(T.Rows) + " x " +
                     Twine(T.Cols) + " tile");
    T.VRows = std::min(R, T.Rows);
    T.VCols = std::min(C, T.Cols);
    T.HasValid = true;
  };
  // The operand whose extent the state holds.
  const TileOperand *ShapeOp = &P.Dst;
  switch (P.Kind) {
  case Sem::Store:
  case Sem::Reduce:
  // Issue 13 (13X): over the source's extent.
  case Sem::ArgReduce:
  case Sem::Trans:
  case Sem::Cmp:
  case Sem::CmpS:
  case Sem::Extract:
  case Sem::Part:
    ShapeOp = &P.Srcs[0];
    break;
  // Issue 13 (13X): the data tile after the mask, the inserted tile, the
  // index tile.
  case Sem::Sel:
  case Sem::SelS:
  case Sem::Insert:
  case Sem::Gather:
  case Sem::GatherB: // Issue 14 (14G)
    ShapeOp = &P.Srcs[1];
    break;
  default:
    break;
  }
  const TileOperand &Shape = *ShapeOp;
  unsigned VR = Lim(Regs.ValidRows, Shape.Rows, "rows");
  unsigned VC = Lim(Regs.ValidCols, Shape.Cols, "cols");
  switch (P.Kind) {
  case Sem::Load:
  case Sem::Store: {
    Set(P.Kind == Sem::Load ? P.Dst : P.Srcs[0], VR, VC);
    P.GM.Rows = VR;
    P.GM.RowBytes = uint64_t(VC) * dtypeBytes(Shape.DT);
    break;
  }
  case Sem::Matmul: {
    unsigned K = Lim(Regs.ValidK, P.Srcs[0].Cols, "k");
    Set(P.Dst, VR, VC);
    Set(P.Srcs[0], VR, K);
    Set(P.Srcs[1], K, VC);
    for (unsigned I = 2; I < P.Srcs.size(); ++I)
      Set(P.Srcs[I], P.Srcs[I].Rows == 1 ? 1 : VR, VC); // acc, or bias (1xN)
    break;
  }
  case Sem::Reduce: {
    // Over the source's extent: the rows / cols reduce.
    unsigned SR = VR, SC = VC;
    Set(P.Srcs[0], SR, SC);
    bool RowRed = P.ROp == ReduceOp::RowSum || P.ROp == ReduceOp::RowMax ||
                  P.ROp == ReduceOp::RowMin || P.ROp == ReduceOp::RowProd;
    Set(P.Dst, RowRed ? SR : 1, RowRed ? 1 : SC);
    break;
  }
  case Sem::Expand:
    Set(P.Dst, VR, VC);
    Set(P.Srcs[0], P.ExpandRows ? VR : 1, P.ExpandRows ? 1 : VC);
    break;
  // Issue 13 (13X): the remaining tile instructions.
  case Sem::ArgReduce:
    Set(P.Srcs[0], VR, VC);
    Set(P.Dst, P.ExpandRows ? VR : 1, P.ExpandRows ? 1 : VC);
    break;
  case Sem::Trans:
    Set(P.Srcs[0], VR, VC);
    Set(P.Dst, VC, VR);
    break;
  case Sem::Cmp:
  case Sem::CmpS:
    for (TileOperand &T : P.Srcs)
      Set(T, VR, VC);
    Set(P.Dst, VR, (VC + 7) / 8); // bit j % 8 of byte j / 8
    break;
  case Sem::Sel:
  case Sem::SelS:
    Set(P.Srcs[0], VR, (VC + 7) / 8);
    for (unsigned I = 1; I < P.Srcs.size(); ++I)
      Set(P.Srcs[I], VR, VC);
    Set(P.Dst, VR, VC);
    break;
  case Sem::Extract: {
    // The window's part inside the source's extent; the source is read in
    // place (not cropped: the window is at (Row, Col) of it).
    auto Left = [](unsigned V, unsigned Pos, unsigned Win) {
      return std::min(V > Pos ? V - Pos : 0u, Win);
    };
    Set(P.Dst, Left(VR, P.Row, P.Dst.Rows), Left(VC, P.Col, P.Dst.Cols));
    break;
  }
  case Sem::Insert:
    // The inserted tile's extent at (Row, Col); the rest of the
    // destination is its `into` input's.
    Set(P.Dst, P.Dst.Rows, P.Dst.Cols);
    Set(P.Srcs[1], VR, VC);
    break;
  case Sem::Gather:
  case Sem::GatherB: // Issue 14 (14G)
    // The source is indexed over its capacity.
    Set(P.Srcs[1], VR, VC);
    Set(P.Dst, VR, VC);
    break;
  case Sem::Part:
    Set(P.Dst, VR, VC);
    Set(P.Srcs[0], VR, VC);
    Set(P.Srcs[1], std::min(VR, P.Srcs[1].Rows), std::min(VC, P.Srcs[1].Cols));
    break;
  case Sem::ExpandBin:
    Set(P.Dst, VR, VC);
    Set(P.Srcs[0], VR, VC);
    Set(P.Srcs[1], P.ExpandRows ? VR : 1, P.ExpandRows ? 1 : VC);
    break;
  default:
    Set(P.Dst, VR, VC);
    for (TileOperand &T : P.Srcs)
      Set(T, VR, VC);
    break;
  }
  if (Err)
    return Err;
  P.Partial = P.Dst.partial();
  for (const TileOperand &T : P.Srcs)
    P.Partial |= T.partial();
  return Error::success();
}

Error TilePlanner::plan(const DecodedInst &DI, const RegisterFile &Regs,
                        TilePlan &P) const {
  auto reg = [&](const MCOperand &Op) { return Regs.get(Op); };
  const MCInst &I = DI.Inst;
  unsigned Opc = I.getOpcode();
  // Every operand by name (PTOTileInstrInfo.td): the instruction carries
  // every shape it needs.
  auto Has = [&](PTO::OpName N) { return DI.has(N); };
  auto Imm = [&](PTO::OpName N) { return unsigned(DI.imm(N)); };
  DType DT = DType(Imm(PTO::OpName::dtype));
  std::string ShapeErr = PTO::checkTileShapes(
      Opc, [&](unsigned K) { return I.getOperand(K).getImm(); });
  if (!ShapeErr.empty())
    return simError("`" + DI.Text + "`: " + ShapeErr);
  auto Shaped = [&](PTO::OpName N, unsigned AS, unsigned Rows, unsigned Cols,
                    DType D) {
    TileOperand T;
    unsigned Base = DI.Desc->operator[](N);
    T.AS = AS;
    T.Addr = reg(I.getOperand(Base)) +
             uint64_t(I.getOperand(Base + TileOffsetSubOp).getImm());
    T.Rows = Rows;
    T.Cols = Cols;
    T.DT = D;
    return T;
  };
  using PTO::OpName;
  bool HasDst = true;
  unsigned Rows = Has(OpName::rows) ? Imm(OpName::rows) : 0;
  unsigned Cols = Has(OpName::cols) ? Imm(OpName::cols) : 0;
  unsigned SrcRows = Has(OpName::srcrows) ? Imm(OpName::srcrows) : 0;
  unsigned SrcCols = Has(OpName::srccols) ? Imm(OpName::srccols) : 0;
  using namespace PTO;
  switch (Opc) {
  case TLOAD_MAT_A:
  case TLOAD_VEC_A: {
    P.Kind = Sem::Load;
    P.Dst = Shaped(OpName::t0, Opc == TLOAD_MAT_A ? AS_MAT : AS_VEC, Rows, Cols,
                   DT);
    unsigned B = dtypeBytes(DT);
    P.GM = {reg(DI.op(OpName::r1)), reg(DI.op(OpName::r2)) * B,
            uint64_t(Cols) * B, Rows};
    break;
  }
  case TSTORE_VEC_A:
  case TSTORE_MAT_A:
  case TSTORE_ACC_A: {
    P.Kind = Sem::Store;
    HasDst = false;
    unsigned AS = Opc == TSTORE_VEC_A   ? AS_VEC
                  : Opc == TSTORE_MAT_A ? AS_MAT
                                        : AS_ACC;
    P.Srcs.push_back(Shaped(OpName::t0, AS, Rows, Cols, DT));
    unsigned B = dtypeBytes(DT);
    P.GM = {reg(DI.op(OpName::r1)), reg(DI.op(OpName::r2)) * B,
            uint64_t(Cols) * B, Rows};
    break;
  }
  // Issue 14 (14F): the fixpipe converts the acc tile (srcdtype) into dtype
  // elements on the way to GM: r1 the address, r2 the row stride, r3 the f32
  // scale's bits, flag relu.
  case TSTORE_QUANT_ACC_A: {
    P.Kind = Sem::Store;
    HasDst = false;
    P.Quant = true;
    P.QuantDT = DT;
    DType Acc = DType(Imm(OpName::srcdtype));
    P.Srcs.push_back(Shaped(OpName::t0, AS_ACC, Rows, Cols, Acc));
    unsigned B = dtypeBytes(DT);
    P.GM = {reg(DI.op(OpName::r1)), reg(DI.op(OpName::r2)) * B,
            uint64_t(Cols) * B, Rows};
    P.Bits = reg(DI.op(OpName::r3));
    P.Mode = Imm(OpName::flag);
    break;
  }
  // Issue 14 (14Q): the fixpipe's converting moves: the acc tile (srcdtype)
  // converted into a mat or vec tile of dtype elements; r1 the f32 scale's
  // bits, flag relu. The destination memory must be reachable from L0C on
  // this generation (PTODataPathTable: L0C -> UB only on a5).
  case TMOV_QUANT_MAT_ACC_A:
  case TMOV_QUANT_VEC_ACC_A: {
    unsigned D = Opc == TMOV_QUANT_VEC_ACC_A ? AS_VEC : AS_MAT;
    if (!PTO::hasDataPath(OnChip.generation(), D, AS_ACC))
      return simError("`" + DI.Text +
                      "`: " + (OnChip.generation() == PTO::A5 ? "a5" : "a3") +
                      " has no " + (D == AS_VEC ? "L0C -> UB" : "L0C -> L1") +
                      " path");
    P.Kind = Sem::Copy;
    P.Quant = true;
    P.QuantDT = DT;
    DType Acc = DType(Imm(OpName::srcdtype));
    P.Dst = Shaped(OpName::t0, D, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::t1, AS_ACC, Rows, Cols, Acc));
    P.Bits = reg(DI.op(OpName::r1));
    P.Mode = Imm(OpName::flag);
    break;
  }
  case TMOV_LEFT_MAT_A:
  case TMOV_RIGHT_MAT_A:
  case TMOV_MAT_MAT_A:
  case TMOV_BIAS_MAT_A:
  case TMOV_VEC_ACC_A:
  case TMOV_MAT_ACC_A:
  case TMOV_VEC_VEC_A:
  // Issue 14 (14Q): UB -> L1, on a5 only.
  case TMOV_MAT_VEC_A: {
    static const std::map<unsigned, std::pair<unsigned, unsigned>> M = {
        {TMOV_MAT_VEC_A, {AS_MAT, AS_VEC}},
        {TMOV_LEFT_MAT_A, {AS_LEFT, AS_MAT}},
        {TMOV_RIGHT_MAT_A, {AS_RIGHT, AS_MAT}},
        {TMOV_MAT_MAT_A, {AS_MAT, AS_MAT}},
        {TMOV_BIAS_MAT_A, {AS_BIAS, AS_MAT}},
        {TMOV_VEC_ACC_A, {AS_VEC, AS_ACC}},
        {TMOV_MAT_ACC_A, {AS_MAT, AS_ACC}},
        {TMOV_VEC_VEC_A, {AS_VEC, AS_VEC}}};
    auto [D, S] = M.at(Opc);
    // The plain acc -> vec move stays on a3 (the one-core model of unsplit
    // kernels; the mix-kernel split turns it into a store and a load).
    if (Opc == TMOV_MAT_VEC_A && !PTO::hasDataPath(OnChip.generation(), D, S))
      return simError("`" + DI.Text +
                      "`: " + (OnChip.generation() == PTO::A5 ? "a5" : "a3") +
                      " has no UB -> L1 path");
    P.Kind = Sem::Copy;
    P.Dst = Shaped(OpName::t0, D, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::t1, S, Rows, Cols, DT));
    break;
  }
  case TEXTRACT_VEC_VEC_A:
  case TEXTRACT_MAT_MAT_A:
  case TEXTRACT_LEFT_MAT_A:
  case TEXTRACT_RIGHT_MAT_A: {
    unsigned D = Opc == TEXTRACT_VEC_VEC_A    ? AS_VEC
                 : Opc == TEXTRACT_MAT_MAT_A  ? AS_MAT
                 : Opc == TEXTRACT_LEFT_MAT_A ? AS_LEFT
                                              : AS_RIGHT;
    unsigned S = Opc == TEXTRACT_VEC_VEC_A ? AS_VEC : AS_MAT;
    P.Kind = Sem::Extract;
    P.Dst = Shaped(OpName::t0, D, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::t1, S, SrcRows, SrcCols, DT));
    P.Row = Imm(OpName::row);
    P.Col = Imm(OpName::col);
    break;
  }
  case TINSERT_VEC_A:
  case TINSERT_MAT_A: {
    unsigned AS = Opc == TINSERT_VEC_A ? AS_VEC : AS_MAT;
    P.Kind = Sem::Insert;
    P.Dst = Shaped(OpName::t0, AS, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::ip, AS, Rows, Cols, DT));
    P.Srcs.push_back(Shaped(OpName::t1, AS, SrcRows, SrcCols, DT));
    P.Row = Imm(OpName::row);
    P.Col = Imm(OpName::col);
    break;
  }
  // Issue 13 (R): the register forms: the position is the low 32 bits of
  // prow / pcol, signed; a window that leaves its tile is an error.
  case TEXTRACT_VEC_VEC_R_A:
  case TEXTRACT_MAT_MAT_R_A:
  case TEXTRACT_LEFT_MAT_R_A:
  case TEXTRACT_RIGHT_MAT_R_A:
  case TINSERT_VEC_R_A:
  case TINSERT_MAT_R_A: {
    bool Insert = Opc == TINSERT_VEC_R_A || Opc == TINSERT_MAT_R_A;
    unsigned D = Opc == TEXTRACT_LEFT_MAT_R_A    ? AS_LEFT
                 : Opc == TEXTRACT_RIGHT_MAT_R_A ? AS_RIGHT
                 : Opc == TEXTRACT_VEC_VEC_R_A || Opc == TINSERT_VEC_R_A
                     ? AS_VEC
                     : AS_MAT;
    unsigned S = Insert ? D : Opc == TEXTRACT_VEC_VEC_R_A ? AS_VEC : AS_MAT;
    int64_t PR = int32_t(uint32_t(reg(DI.op(OpName::prow))));
    int64_t PC = int32_t(uint32_t(reg(DI.op(OpName::pcol))));
    unsigned WR = Insert ? SrcRows : Rows, WC = Insert ? SrcCols : Cols;
    unsigned TR = Insert ? Rows : SrcRows, TC = Insert ? Cols : SrcCols;
    if (PR < 0 || PC < 0 || PR + WR > TR || PC + WC > TC)
      return simError("the " + Twine(WR) + "x" + Twine(WC) +
                      (Insert ? " source" : " window") + " at (" + Twine(PR) +
                      ", " + Twine(PC) + ") leaves the " + Twine(TR) + "x" +
                      Twine(TC) + (Insert ? " destination" : " source"));
    P.Kind = Insert ? Sem::Insert : Sem::Extract;
    P.Dst = Shaped(OpName::t0, D, Rows, Cols, DT);
    if (Insert)
      P.Srcs.push_back(Shaped(OpName::ip, S, Rows, Cols, DT));
    P.Srcs.push_back(Shaped(OpName::t1, S, SrcRows, SrcCols, DT));
    P.Row = unsigned(PR);
    P.Col = unsigned(PC);
    break;
  }
  case TMATMUL_A:
  case TMATMUL_ACC_A:
  case TMATMUL_BIAS_A:
  case TMATMUL_ACC_INIT_A: { // Issue 23 (ACC)
    P.Kind = Sem::Matmul;
    // tmatmul.acc.init reads the accumulator (and so touches its bytes)
    // only when r1 (the init condition) is 0.
    P.HasAcc = Opc == TMATMUL_ACC_A ||
               (Opc == TMATMUL_ACC_INIT_A && reg(DI.op(OpName::r1)) == 0);
    P.HasBias = Opc == TMATMUL_BIAS_A;
    unsigned K = Imm(OpName::k);
    DType In = DType(Imm(OpName::srcdtype));
    P.Dst = Shaped(OpName::t0, AS_ACC, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::t1, AS_LEFT, Rows, K, In));
    P.Srcs.push_back(Shaped(OpName::t2, AS_RIGHT, K, Cols, In));
    if (P.HasAcc)
      P.Srcs.push_back(Shaped(OpName::ip, AS_ACC, Rows, Cols, DT));
    if (P.HasBias)
      P.Srcs.push_back(Shaped(OpName::t3, AS_BIAS, 1, Cols, DT));
    break;
  }
  case TGETVAL_A: {
    P.Kind = Sem::GetVal;
    HasDst = false;
    P.GetValReg = MRI.getEncodingValue(DI.op(OpName::r1).getReg());
    P.Srcs.push_back(Shaped(OpName::t0, AS_VEC, Rows, Cols, DT));
    P.Row = Imm(OpName::row);
    P.Col = Imm(OpName::col);
    break;
  }
  case TSETVAL_A: {
    P.Kind = Sem::SetVal;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::ip, AS_VEC, Rows, Cols, DT));
    P.Row = Imm(OpName::row);
    P.Col = Imm(OpName::col);
    P.Bits = reg(DI.op(OpName::r1));
    break;
  }
  // Issue 14 (B): types, compare/select, integer ops.
  case TCMP_A:
  case TCMPS_A: {
    DType In = DType(Imm(OpName::srcdtype));
    P.Kind = Opc == TCMP_A ? Sem::Cmp : Sem::CmpS;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, SrcCols, In));
    if (Opc == TCMP_A)
      P.Srcs.push_back(Shaped(OpName::t2, AS_VEC, Rows, SrcCols, In));
    else
      P.Bits = reg(DI.op(OpName::r1));
    P.Mode = Imm(OpName::cmp);
    break;
  }
  case TSEL_A:
  case TSELS_A:
    P.Kind = Opc == TSEL_A ? Sem::Sel : Sem::SelS;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    P.Srcs.push_back(
        Shaped(OpName::t1, AS_VEC, Rows, (Cols + 7) / 8, DType::U8));
    P.Srcs.push_back(Shaped(OpName::t2, AS_VEC, Rows, Cols, DT));
    if (Opc == TSEL_A)
      P.Srcs.push_back(Shaped(OpName::t3, AS_VEC, Rows, Cols, DT));
    else
      P.Bits = reg(DI.op(OpName::r1));
    break;
  case TCI_A:
  case TTRI_A:
    P.Kind = Opc == TCI_A ? Sem::Ci : Sem::Tri;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    P.Bits = reg(DI.op(OpName::r1));
    P.Mode = Imm(OpName::flag);
    break;
  // Issue 13 (V): valid regions and padding. The extents are the low 32
  // bits of r1 / r2 as signed values; one outside 0..capacity is an error.
  case TFILLPAD_A:
  case TFILLPAD_MIN_A:
  case TFILLPAD_MAX_A: {
    P.Kind = Sem::FillPad;
    P.Pad = Opc == TFILLPAD_A       ? PadKind::Zero
            : Opc == TFILLPAD_MIN_A ? PadKind::Min
                                    : PadKind::Max;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, Cols, DT));
    int64_t VR = int32_t(uint32_t(reg(DI.op(OpName::r1))));
    int64_t VC = int32_t(uint32_t(reg(DI.op(OpName::r2))));
    if (VR < 0 || VR > Rows || VC < 0 || VC > Cols)
      return simError("valid extent " + Twine(VR) + " x " + Twine(VC) +
                      " outside the " + Twine(Rows) + " x " + Twine(Cols) +
                      " tile");
    P.VRows = unsigned(VR);
    P.VCols = unsigned(VC);
    break;
  }
  // Issue 14 (D): arg reductions, partial reductions.
  case TROWARGMAX_A:
  case TROWARGMIN_A:
  case TCOLARGMAX_A:
  case TCOLARGMIN_A:
    P.Kind = Sem::ArgReduce;
    P.ExpandRows = Opc == TROWARGMAX_A || Opc == TROWARGMIN_A;
    P.Mode = Opc == TROWARGMAX_A || Opc == TCOLARGMAX_A;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, SrcRows, SrcCols,
                            DType(Imm(OpName::srcdtype))));
    break;
  case TPARTADD_A:
  case TPARTMAX_A:
  case TPARTMIN_A:
  case TPARTMUL_A:
    // a is the in-place input (the destination's address), b rows x cols
    // of srcrows x srccols.
    P.Kind = Sem::Part;
    P.BOp = Opc == TPARTADD_A   ? BinOp::Add
            : Opc == TPARTMAX_A ? BinOp::Max
            : Opc == TPARTMIN_A ? BinOp::Min
                                : BinOp::Mul;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::ip, AS_VEC, Rows, Cols, DT));
    P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, SrcRows, SrcCols, DT));
    break;
  case TGATHER_A:
    // The indices are the in-place input, read as unsigned integers of the
    // data's element size.
    P.Kind = Sem::Gather;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, SrcRows, SrcCols, DT));
    P.Srcs.push_back(Shaped(OpName::ip, AS_VEC, Rows, Cols,
                            dtypeBytes(DT) == 4 ? DType::U32 : DType::U16));
    break;
  // Issue 14 (14G): byte-offset gather. The source is rows x srccols, the
  // offsets (t2) u32 of the result's shape.
  case TGATHERB_A:
    P.Kind = Sem::GatherB;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, SrcCols, DT));
    P.Srcs.push_back(Shaped(OpName::t2, AS_VEC, Rows, Cols, DType::U32));
    break;
  // Issue 14 (14S): sort. The sources are rows x cols/2: the values, and
  // the u32 indices.
  case TSORT32_A:
    P.Kind = Sem::Sort32;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, Cols / 2, DT));
    P.Srcs.push_back(Shaped(OpName::t2, AS_VEC, Rows, Cols / 2, DType::U32));
    break;
  // Issue 14 (14M): scatter. The destination is the in-place input; the
  // indices are read as unsigned integers of the data's element size.
  case TSCATTER_A:
    P.Kind = Sem::Scatter;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::ip, AS_VEC, Rows, Cols, DT));
    P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, Cols, DT));
    P.Srcs.push_back(Shaped(OpName::t2, AS_VEC, Rows, Cols,
                            dtypeBytes(DT) == 4 ? DType::U32 : DType::U16));
    break;
  // Issue 14 (14M): merge sort. The block length (r1, its low 32 bits) is a
  // positive multiple of 64 and cols a multiple of four blocks (pto-isa
  // TMRGSORT's single-list form); anything else is an error.
  // Issue 14 (14M): the two-list merge: two lists of 1 x cols/2 (the
  // merge) or 1 x srccols (its counts, a 1 x 4 u16 tile); the exhausted
  // flag in the mode field.
  case TMRGSORT2_A:
  case TMRGSORT2_CNT_A: {
    bool Cnt = Opc == TMRGSORT2_CNT_A;
    P.Kind = Cnt ? Sem::MrgCnt : Sem::MrgSort2;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    unsigned L = Cnt ? SrcCols : Cols / 2;
    P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, 1, L, DType::F32));
    P.Srcs.push_back(Shaped(OpName::t2, AS_VEC, 1, L, DType::F32));
    P.Mode = Imm(OpName::flag);
    break;
  }
  case TMRGSORT_A: {
    P.Kind = Sem::MrgSort;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, Cols, DT));
    int64_t L = int32_t(uint32_t(reg(DI.op(OpName::r1))));
    if (L <= 0 || L % 64 != 0 || Cols % (4 * L) != 0)
      return simError("tmrgsort block length " + Twine(L) +
                      " is not a positive multiple of 64 dividing the " +
                      Twine(Cols) + " cols into groups of four blocks");
    P.Bits = uint64_t(L);
    break;
  }
  case TFILL_A:
    P.Kind = Sem::Fill;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    P.Bits = reg(DI.op(OpName::r1));
    break;
  default: {
    // Vector ops: dst, a [, b | scalar], rows, cols, ..., dtype.
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    static const std::map<unsigned, BinOp> Bins = {
        {TADD_A, BinOp::Add},
        {TSUB_A, BinOp::Sub},
        {TMUL_A, BinOp::Mul},
        {TDIV_A, BinOp::Div},
        {TMAX_A, BinOp::Max},
        {TMIN_A, BinOp::Min},
        // Issue 14 (B): types, compare/select, integer ops.
        {TAND_A, BinOp::And},
        {TOR_A, BinOp::Or},
        {TXOR_A, BinOp::Xor},
        {TSHL_A, BinOp::Shl},
        {TSHR_A, BinOp::Shr},
        {TREM_A, BinOp::Rem},
        {TFMOD_A, BinOp::FMod}};
    static const std::map<unsigned, BinOp> BinSs = {{TADDS_A, BinOp::Add},
                                                    {TMULS_A, BinOp::Mul},
                                                    {TMAXS_A, BinOp::Max},
                                                    {TMINS_A, BinOp::Min},
                                                    // Issue 14 (B)
                                                    {TANDS_A, BinOp::And},
                                                    {TORS_A, BinOp::Or},
                                                    {TXORS_A, BinOp::Xor},
                                                    {TSHLS_A, BinOp::Shl},
                                                    {TSHRS_A, BinOp::Shr},
                                                    {TREMS_A, BinOp::Rem},
                                                    {TFMODS_A, BinOp::FMod}};
    static const std::map<unsigned, UnOp> Uns = {
        {TEXP_A, UnOp::Exp},
        {TLOG_A, UnOp::Log},
        {TSQRT_A, UnOp::Sqrt},
        {TRSQRT_A, UnOp::Rsqrt},
        {TRECIP_A, UnOp::Recip},
        {TABS_A, UnOp::Abs},
        {TNEG_A, UnOp::Neg},
        {TRELU_A, UnOp::Relu},
        // Issue 14 (B): types, compare/select, integer ops.
        {TNOT_A, UnOp::Not}};
    static const std::map<unsigned, ReduceOp> Reds = {
        {TROWSUM_A, ReduceOp::RowSum},
        {TROWMAX_A, ReduceOp::RowMax},
        {TCOLSUM_A, ReduceOp::ColSum},
        {TCOLMAX_A, ReduceOp::ColMax}};
    // Issue 14 (A): broadcasts, arithmetic, reductions.
    static const std::map<unsigned, BinOp> Bins14A = {{TPRELU_A, BinOp::PRelu},
                                                      {TPOW_A, BinOp::Pow}};
    static const std::map<unsigned, BinOp> BinSs14A = {{TSUBS_A, BinOp::Sub},
                                                       {TDIVS_A, BinOp::Div},
                                                       {TLRELU_A, BinOp::PRelu},
                                                       {TPOWS_A, BinOp::Pow}};
    static const std::map<unsigned, ReduceOp> Reds14A = {
        {TROWMIN_A, ReduceOp::RowMin},
        {TCOLMIN_A, ReduceOp::ColMin},
        {TROWPROD_A, ReduceOp::RowProd},
        {TCOLPROD_A, ReduceOp::ColProd}};
    // (op, along the rows: b is Rx1).
    static const std::map<unsigned, std::pair<BinOp, bool>> ExpandBins14A = {
        {TROWEXPANDADD_A, {BinOp::Add, true}},
        {TROWEXPANDSUB_A, {BinOp::Sub, true}},
        {TROWEXPANDMUL_A, {BinOp::Mul, true}},
        {TROWEXPANDDIV_A, {BinOp::Div, true}},
        {TROWEXPANDMAX_A, {BinOp::Max, true}},
        {TROWEXPANDMIN_A, {BinOp::Min, true}},
        {TROWEXPANDEXPDIF_A, {BinOp::ExpDif, true}},
        {TCOLEXPANDADD_A, {BinOp::Add, false}},
        {TCOLEXPANDSUB_A, {BinOp::Sub, false}},
        {TCOLEXPANDMUL_A, {BinOp::Mul, false}},
        {TCOLEXPANDDIV_A, {BinOp::Div, false}},
        {TCOLEXPANDMAX_A, {BinOp::Max, false}},
        {TCOLEXPANDMIN_A, {BinOp::Min, false}},
        {TCOLEXPANDEXPDIF_A, {BinOp::ExpDif, false}}};
    if (Bins.count(Opc)) {
      P.Kind = Sem::Bin;
      P.BOp = Bins.at(Opc);
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, Cols, DT));
      P.Srcs.push_back(Shaped(OpName::t2, AS_VEC, Rows, Cols, DT));
    } else if (BinSs.count(Opc)) {
      P.Kind = Sem::BinS;
      P.BOp = BinSs.at(Opc);
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, Cols, DT));
      P.Bits = reg(DI.op(OpName::r1));
    } else if (Uns.count(Opc)) {
      P.Kind = Sem::Un;
      P.UOp = Uns.at(Opc);
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, Cols, DT));
    } else if (Reds.count(Opc)) {
      P.Kind = Sem::Reduce;
      P.ROp = Reds.at(Opc);
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, SrcRows, SrcCols, DT));
    } else if (Opc == TROWEXPAND_A || Opc == TCOLEXPAND_A) {
      P.Kind = Sem::Expand;
      P.ExpandRows = Opc == TROWEXPAND_A;
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, SrcRows, SrcCols, DT));
    } else if (Opc == TCVT_A) {
      P.Kind = Sem::Cvt;
      P.Srcs.push_back(
          Shaped(OpName::t1, AS_VEC, Rows, Cols, DType(Imm(OpName::srcdtype))));
    } else if (Opc == TTRANS_A) {
      P.Kind = Sem::Trans;
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Cols, Rows, DT));
      // Issue 14 (A): broadcasts, arithmetic, reductions.
    } else if (Bins14A.count(Opc)) {
      P.Kind = Sem::Bin;
      P.BOp = Bins14A.at(Opc);
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, Cols, DT));
      P.Srcs.push_back(Shaped(OpName::t2, AS_VEC, Rows, Cols, DT));
    } else if (BinSs14A.count(Opc)) {
      P.Kind = Sem::BinS;
      P.BOp = BinSs14A.at(Opc);
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, Cols, DT));
      P.Bits = reg(DI.op(OpName::r1));
    } else if (Reds14A.count(Opc)) {
      P.Kind = Sem::Reduce;
      P.ROp = Reds14A.at(Opc);
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, SrcRows, SrcCols, DT));
    } else if (ExpandBins14A.count(Opc)) {
      // a (RxC) op b (Rx1 / 1xC): b's shape follows from the result's.
      P.Kind = Sem::ExpandBin;
      P.BOp = ExpandBins14A.at(Opc).first;
      P.ExpandRows = ExpandBins14A.at(Opc).second;
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, Cols, DT));
      P.Srcs.push_back(Shaped(OpName::t2, AS_VEC, P.ExpandRows ? Rows : 1,
                              P.ExpandRows ? 1 : Cols, DT));
    } else if (Opc == TDIVS_REV_A) {
      P.Kind = Sem::BinSRev;
      P.BOp = BinOp::Div;
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, Cols, DT));
      P.Bits = reg(DI.op(OpName::r1));
    } else if (Opc == TAXPY_A) {
      // y is the in-place input: the destination's address.
      P.Kind = Sem::Axpy;
      P.Srcs.push_back(Shaped(OpName::ip, AS_VEC, Rows, Cols, DT));
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, Cols, DT));
      P.Bits = reg(DI.op(OpName::r1));
    } else {
      return simError("pto-sim does not model `" + DI.Text + "`");
    }
  }
  }
  // Issue 13 (V): the valid extent captured at issue.
  if (Error E = applyValidExtent(DI, Regs, P))
    return E;
  // Capacity and alignment of every on-chip window.
  if (HasDst)
    if (Error E = OnChip.checkWindow(P.Dst.AS, P.Dst.Addr, P.Dst.bytes()))
      return E;
  for (const TileOperand &T : P.Srcs)
    if (Error E = OnChip.checkWindow(T.AS, T.Addr, T.bytes()))
      return E;

  // Cost (docs/simulator.md, "Pipes and timing"): the instruction's cost
  // class (PTOSchedule.td) applied to its work.
  uint64_t Bytes = HasDst ? P.Dst.bytes() : 0;
  for (const TileOperand &T : P.Srcs)
    Bytes = std::max(Bytes, T.bytes());
  const ClassTiming &C = TM.classOf(I.getOpcode());
  uint64_t Work = Bytes;
  bool I8 = false;
  if (C.Work == WorkUnit::Macs) {
    Work = uint64_t(P.Dst.Rows) * P.Dst.Cols * P.Srcs[0].Cols;
    I8 = P.Srcs[0].DT == DType::I8;
  }
  P.II = C.initiationInterval(Work, I8);
  P.Latency = C.latency(Work, I8);
  return Error::success();
}
