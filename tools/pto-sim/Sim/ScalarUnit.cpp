//===-- ScalarUnit.cpp - The scalar unit's state and ALU ------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "ScalarUnit.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "llvm/Support/MathExtras.h"
#include <cstring>
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
  if (std::optional<uint64_t> V = arith(DI)) {
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
