//===-- ScalarUnit.cpp - The scalar unit's state and ALU ------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "ScalarUnit.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "llvm/Support/MathExtras.h"
#include <cmath>
#include <cstring>
#include <limits>
#include <map>

using namespace llvm;
using namespace ptosim;
using PTO::OpName;

const ScalarMemOp *ptosim::getScalarMemOp(unsigned Opc) {
  static const std::map<unsigned, ScalarMemOp> M = {
      {PTO::LB, {1, false, true}},  {PTO::LBU, {1, false, false}},
      {PTO::LH, {2, false, true}},  {PTO::LHU, {2, false, false}},
      {PTO::LW, {4, false, true}},  {PTO::LWU, {4, false, false}},
      {PTO::LD, {8, false, false}}, {PTO::SB, {1, true, false}},
      {PTO::SH, {2, true, false}},  {PTO::SW, {4, true, false}},
      {PTO::SD, {8, true, false}}};
  auto It = M.find(Opc);
  return It == M.end() ? nullptr : &It->second;
}

//===----------------------------------------------------------------------===//
// Issue 13 (F): scalar floating point on the low bits of the GPRs, computed
// with the host's IEEE binary32 arithmetic (round to nearest even, the C
// default). Results are zero-extended; a NaN result is the canonical quiet
// NaN (docs/isa.md, "Scalar floating point").
//===----------------------------------------------------------------------===//

namespace {
constexpr uint32_t CanonicalNaN32 = 0x7fc00000;

float asF32(uint64_t R) {
  uint32_t B = uint32_t(R);
  float F;
  std::memcpy(&F, &B, 4);
  return F;
}
uint64_t fromF32(float F) {
  if (std::isnan(F))
    return CanonicalNaN32;
  uint32_t B;
  std::memcpy(&B, &F, 4);
  return B;
}
/// IEEE 754-2019 minimumNumber / maximumNumber: a NaN operand yields the
/// other one, -0 orders below +0.
uint64_t minMaxNumber(float A, float B, bool IsMax) {
  if (std::isnan(A))
    return fromF32(B);
  if (std::isnan(B))
    return fromF32(A);
  if (A == 0 && B == 0)
    return fromF32(IsMax ? (std::signbit(A) ? B : A)
                         : (std::signbit(A) ? A : B));
  return fromF32(IsMax ? (A > B ? A : B) : (A < B ? A : B));
}
/// f32 -> integer, toward zero, saturating at [Lo, Hi]; NaN gives 0.
template <typename T> T toIntSat(float F) {
  if (std::isnan(F))
    return 0;
  double D = std::trunc(double(F));
  if (D <= double(std::numeric_limits<T>::min()))
    return std::numeric_limits<T>::min();
  if (D >= double(std::numeric_limits<T>::max()))
    return std::numeric_limits<T>::max();
  return T(D);
}
uint64_t f16ToF32(uint64_t R) {
  uint16_t H = uint16_t(R);
  _Float16 V;
  std::memcpy(&V, &H, 2);
  return fromF32(float(V));
}
uint64_t f32ToF16(uint64_t R) {
  float F = asF32(R);
  if (std::isnan(F))
    return 0x7e00;
  _Float16 V = _Float16(F); // round to nearest even
  uint16_t H;
  std::memcpy(&H, &V, 2);
  return H;
}
uint64_t bf16ToF32(uint64_t R) { return fromF32(asF32((R & 0xffff) << 16)); }
uint64_t f32ToBF16(uint64_t R) {
  uint32_t B = uint32_t(R);
  if (std::isnan(asF32(B)))
    return 0x7fc0;
  // Round to nearest even on bit 16: add 0x7fff plus the kept LSB.
  return (uint64_t(B) + 0x7fff + ((B >> 16) & 1)) >> 16;
}
} // namespace

std::optional<uint64_t> ScalarUnit::floatArith(const DecodedInst &DI) const {
  auto R = [&](OpName N) { return Regs.get(DI.op(N)); };
  auto A = [&] { return asF32(R(OpName::rs1)); };
  auto B = [&] { return asF32(R(OpName::rs2)); };
  switch (DI.opcode()) {
  case PTO::FADD_S:
    return fromF32(A() + B());
  case PTO::FSUB_S:
    return fromF32(A() - B());
  case PTO::FMUL_S:
    return fromF32(A() * B());
  case PTO::FDIV_S:
    return fromF32(A() / B());
  case PTO::FSQRT_S:
    return fromF32(std::sqrt(A()));
  case PTO::FMIN_S:
    return minMaxNumber(A(), B(), /*IsMax=*/false);
  case PTO::FMAX_S:
    return minMaxNumber(A(), B(), /*IsMax=*/true);
  case PTO::FEQ_S:
    return uint64_t(A() == B());
  case PTO::FLT_S:
    return uint64_t(A() < B());
  case PTO::FLE_S:
    return uint64_t(A() <= B());
  case PTO::FUN_S:
    return uint64_t(std::isnan(A()) || std::isnan(B()));
  case PTO::FCVT_S_W:
    return fromF32(float(int32_t(R(OpName::rs1))));
  case PTO::FCVT_S_WU:
    return fromF32(float(uint32_t(R(OpName::rs1))));
  case PTO::FCVT_S_L:
    return fromF32(float(int64_t(R(OpName::rs1))));
  case PTO::FCVT_S_LU:
    return fromF32(float(R(OpName::rs1)));
  case PTO::FCVT_W_S:
    return uint64_t(int64_t(toIntSat<int32_t>(A())));
  case PTO::FCVT_WU_S:
    return uint64_t(toIntSat<uint32_t>(A()));
  case PTO::FCVT_L_S:
    return uint64_t(toIntSat<int64_t>(A()));
  case PTO::FCVT_LU_S:
    return toIntSat<uint64_t>(A());
  case PTO::FCVT_S_H:
    return f16ToF32(R(OpName::rs1));
  case PTO::FCVT_H_S:
    return f32ToF16(R(OpName::rs1));
  case PTO::FCVT_S_BF:
    return bf16ToF32(R(OpName::rs1));
  case PTO::FCVT_BF_S:
    return f32ToBF16(R(OpName::rs1));
  default:
    return std::nullopt;
  }
}

Error ScalarUnit::execute(const DecodedInst &DI, uint64_t Now,
                          uint64_t &NextPC) {
  if (DI.opcode() == PTO::NOP)
    return Error::success();
  // Issue 13 (V): setvalid rs1, rs2, rs3 (rows, cols, k); `zero`: the
  // capacity.
  if (DI.opcode() == PTO::SETVALID) {
    auto Get = [&](OpName N) -> std::optional<uint64_t> {
      const MCOperand &Op = DI.op(N);
      if (Regs.index(Op) == 0)
        return std::nullopt;
      return Regs.get(Op);
    };
    Regs.ValidRows = Get(OpName::rs1);
    Regs.ValidCols = Get(OpName::rs2);
    Regs.ValidK = Get(OpName::rs3);
    return Error::success();
  }
  // Issue 13 (T): viewaddr rd, rs1, rs2, lim, pitch: the base register of a
  // view at row rs2 (the low 32 bits, signed as a position): rs1 + row *
  // pitch, for a row in [0, lim] (the source's rows minus the view's); any
  // other row makes the view leave its source.
  if (DI.opcode() == PTO::VIEWADDR) {
    int64_t Row = int32_t(uint32_t(Regs.get(DI.op(OpName::rs2))));
    uint64_t Lim = DI.imm(OpName::lim), Pitch = DI.imm(OpName::pitch);
    if (Row < 0 || uint64_t(Row) > Lim)
      return simError(Describe(PC) + ": the view at row " + Twine(Row) +
                      " leaves its source: a view of it starts at a row in "
                      "[0, " +
                      Twine(Lim) + "] (row pitch " + Twine(Pitch) + " bytes)");
    Regs.set(DI.op(OpName::rd),
             Regs.get(DI.op(OpName::rs1)) + uint64_t(Row) * Pitch);
    return Error::success();
  }
  if (std::optional<uint64_t> V = arith(DI)) {
    Regs.set(DI.op(OpName::rd), *V);
    return Error::success();
  }
  if (std::optional<uint64_t> V = floatArith(DI)) { // Issue 13 (F)
    Regs.set(DI.op(OpName::rd), *V);
    return Error::success();
  }
  if (std::optional<uint64_t> T = control(DI, NextPC)) {
    NextPC = *T;
    return Error::success();
  }
  if (const ScalarMemOp *M = getScalarMemOp(DI.opcode()))
    return memory(DI, *M, Now);
  return simError(Describe(PC) + ": pto-sim does not model this instruction");
}

std::optional<uint64_t> ScalarUnit::arith(const DecodedInst &DI) const {
  // The operands by name (PTOInstrInfo.td): rd, rs1..rs3, imm.
  auto R = [&](OpName N) { return Regs.get(DI.op(N)); };
  auto Rs1 = [&] { return R(OpName::rs1); };
  auto Rs2 = [&] { return R(OpName::rs2); };
  auto ImmOp = [&] { return DI.imm(OpName::imm); };
  switch (DI.opcode()) {
  // Issue 15: SPMD.
  case PTO::GET_BLOCK_IDX:
    return BlockIdx;
  case PTO::GET_BLOCK_NUM:
    return BlockNum;
  case PTO::GET_SUBBLOCKID:
    return SubBlockId;
  // Issue 15 (X).
  case PTO::GET_CORE_TYPE:
    return CoreType;
  case PTO::ADD:
    return uint64_t(Rs1() + Rs2());
  case PTO::SUB:
    return uint64_t(Rs1() - Rs2());
  case PTO::MUL:
    return uint64_t(Rs1() * Rs2());
  case PTO::DIV: {
    int64_t A = int64_t(Rs1()), B = int64_t(Rs2());
    return uint64_t(
        B == 0 ? ~uint64_t(0)
               : (B == -1 ? uint64_t(0) - uint64_t(A) : uint64_t(A / B)));
  }
  case PTO::DIVU:
    return uint64_t(Rs2() == 0 ? ~uint64_t(0) : Rs1() / Rs2());
  case PTO::REM: {
    int64_t A = int64_t(Rs1()), B = int64_t(Rs2());
    return uint64_t(B == 0 ? uint64_t(A) : (B == -1 ? 0 : uint64_t(A % B)));
  }
  case PTO::REMU:
    return uint64_t(Rs2() == 0 ? Rs1() : Rs1() % Rs2());
  case PTO::AND:
    return uint64_t(Rs1() & Rs2());
  case PTO::OR:
    return uint64_t(Rs1() | Rs2());
  case PTO::XOR:
    return uint64_t(Rs1() ^ Rs2());
  case PTO::SLL:
    return uint64_t(Rs1() << (Rs2() & 63));
  case PTO::SRL:
    return uint64_t(Rs1() >> (Rs2() & 63));
  case PTO::SRA:
    return uint64_t(uint64_t(int64_t(Rs1()) >> (Rs2() & 63)));
  case PTO::SLT:
    return uint64_t(int64_t(Rs1()) < int64_t(Rs2()));
  case PTO::SLTU:
    return uint64_t(Rs1() < Rs2());
  case PTO::SEL:
    return uint64_t(R(OpName::rs3) ? Rs1() : Rs2());
  case PTO::ADDI:
    return uint64_t(Rs1() + uint64_t(ImmOp()));
  case PTO::ANDI:
    return uint64_t(Rs1() & uint64_t(ImmOp()));
  case PTO::ORI:
    return uint64_t(Rs1() | uint64_t(ImmOp()));
  case PTO::XORI:
    return uint64_t(Rs1() ^ uint64_t(ImmOp()));
  case PTO::SLLI:
    return uint64_t(Rs1() << (ImmOp() & 63));
  case PTO::SRLI:
    return uint64_t(Rs1() >> (ImmOp() & 63));
  case PTO::SRAI:
    return uint64_t(uint64_t(int64_t(Rs1()) >> (ImmOp() & 63)));
  case PTO::SLTI:
    return uint64_t(int64_t(Rs1()) < ImmOp());
  case PTO::SLTIU:
    return uint64_t(Rs1() < uint64_t(ImmOp()));
  case PTO::LI:
    return uint64_t(uint64_t(int64_t(int32_t(ImmOp()))));
  case PTO::LIH:
    return uint64_t((Rs1() & 0xffffffffULL) |
                    (uint64_t(uint32_t(ImmOp())) << 32));
  default:
    return std::nullopt;
  }
}

std::optional<uint64_t> ScalarUnit::control(const DecodedInst &DI,
                                            uint64_t NextPC) {
  auto Rs1 = [&] { return Regs.get(DI.op(OpName::rs1)); };
  auto Rs2 = [&] { return Regs.get(DI.op(OpName::rs2)); };
  auto ImmOp = [&] { return DI.imm(OpName::imm); };
  auto Branch = [&](bool Taken) { return Taken ? PC + ImmOp() : NextPC; };
  switch (DI.opcode()) {
  case PTO::BEQ:
    return Branch(Rs1() == Rs2());
  case PTO::BNE:
    return Branch(Rs1() != Rs2());
  case PTO::BLT:
    return Branch(int64_t(Rs1()) < int64_t(Rs2()));
  case PTO::BGE:
    return Branch(int64_t(Rs1()) >= int64_t(Rs2()));
  case PTO::BLTU:
    return Branch(Rs1() < Rs2());
  case PTO::BGEU:
    return Branch(Rs1() >= Rs2());
  case PTO::J:
    return PC + ImmOp();
  case PTO::CALL:
    Regs[1] = NextPC;
    return PC + ImmOp();
  case PTO::CALLR: {
    uint64_t T = Rs1();
    Regs[1] = NextPC;
    return T;
  }
  case PTO::RET:
    return Regs[1];
  default:
    return std::nullopt;
  }
}

Error ScalarUnit::memory(const DecodedInst &DI, const ScalarMemOp &M,
                         uint64_t Now) {
  uint64_t A = Regs.get(DI.op(OpName::rs1)) + DI.imm(OpName::imm);
  Expected<uint8_t *> P = GM.ptr(A, M.Bytes, Describe(PC));
  if (!P)
    return P.takeError();
  uint32_t S = nextSeq();
  ByteAccess Acc{SpaceGM, A, A + M.Bytes, M.Store};
  Events.onMemoryOperation(Now, PC, PipeS, S, Clock, Acc);
  uint64_t V = 0;
  if (M.Store) {
    V = Regs.get(DI.op(OpName::rs2));
    std::memcpy(*P, &V, M.Bytes);
    return Error::success();
  }
  std::memcpy(&V, *P, M.Bytes);
  if (M.Signed && M.Bytes < 8)
    V = uint64_t(SignExtend64(V, M.Bytes * 8));
  Regs.set(DI.op(OpName::rd), V);
  return Error::success();
}
