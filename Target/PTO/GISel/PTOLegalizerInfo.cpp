//===-- PTOLegalizerInfo.cpp - Legalization rules for PTO -----------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "GISel/PTOLegalizerInfo.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTOSubtarget.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/CodeGen/GlobalISel/LegalizerHelper.h"
#include "llvm/CodeGen/TargetOpcodes.h"

using namespace llvm;
using namespace LegalizeActions;

#define DEBUG_TYPE "pto-legalinfo"

PTOLegalizerInfo::PTOLegalizerInfo(const PTOSubtarget &ST) {
  const LLT S1 = LLT::scalar(1);
  const LLT S8 = LLT::scalar(8);
  const LLT S16 = LLT::scalar(16);
  const LLT S32 = LLT::scalar(32);
  const LLT S64 = LLT::scalar(64);
  const LLT P0 = LLT::pointer(PTO::AS_GENERIC, 64);
  const LLT P1 = LLT::pointer(PTO::AS_GM, 64);

  // Tile handles: one 32-bit pointer type per on-chip memory. They only flow
  // through PHIs, selects and copies; the builtins are target generic
  // opcodes the legalizer leaves alone.
  SmallVector<LLT, 6> TileTys;
  for (unsigned AS = PTO::AS_MAT; AS <= PTO::AS_BIAS; ++AS)
    TileTys.push_back(LLT::pointer(AS, 32));

  using namespace TargetOpcode;

  getActionDefinitionsBuilder({G_ADD, G_SUB, G_MUL, G_AND, G_OR, G_XOR, G_SDIV,
                               G_UDIV, G_SREM, G_UREM})
      .legalFor({S64})
      .widenScalarToNextPow2(0)
      .clampScalar(0, S64, S64);

  getActionDefinitionsBuilder({G_SHL, G_LSHR, G_ASHR})
      .legalFor({{S64, S64}})
      .widenScalarToNextPow2(0)
      .clampScalar(1, S64, S64)
      .clampScalar(0, S64, S64);

  // Everything the scalar unit computes with a short sequence of the above.
  // The high half of a product: narrow types multiply in 64 bits, 64-bit
  // ones combine 32-bit partial products (the generic lowering would
  // multiply in s128 and narrow back to G_UMULH).
  getActionDefinitionsBuilder({G_SMULH, G_UMULH})
      .customFor({S8, S16, S32, S64})
      .widenScalarToNextPow2(0)
      .clampScalar(0, S64, S64);

  getActionDefinitionsBuilder({G_SDIVREM, G_UDIVREM, G_SMULO, G_UMULO,
                               G_SADDO, G_SSUBO, G_UADDO, G_USUBO, G_UADDE,
                               G_USUBE, G_SADDE, G_SSUBE,
                               G_SMIN, G_SMAX, G_UMIN, G_UMAX, G_ABS,
                               G_CTLZ, G_CTLZ_ZERO_UNDEF, G_CTTZ,
                               G_CTTZ_ZERO_UNDEF, G_CTPOP, G_BSWAP,
                               G_BITREVERSE, G_FSHL, G_FSHR, G_ROTL, G_ROTR,
                               G_SADDSAT, G_UADDSAT, G_SSUBSAT, G_USUBSAT,
                               G_SSHLSAT, G_USHLSAT, G_SCMP, G_UCMP})
      .lower();

  // Selected as lb/lh/lw after a load, slli + srai otherwise.
  getActionDefinitionsBuilder(G_SEXT_INREG).legalFor({S64}).lower();

  getActionDefinitionsBuilder({G_ZEXT, G_SEXT, G_ANYEXT})
      .legalFor({{S64, S32}, {S64, S16}, {S64, S8}, {S64, S1}})
      .maxScalar(0, S64);
  getActionDefinitionsBuilder(G_TRUNC).alwaysLegal();

  getActionDefinitionsBuilder(G_CONSTANT)
      .legalFor({S64, P0, P1})
      .widenScalarToNextPow2(0)
      .clampScalar(0, S64, S64);
  getActionDefinitionsBuilder({G_IMPLICIT_DEF, G_FREEZE, G_PHI})
      .legalFor({S64, P0, P1, TileTys[0], TileTys[1], TileTys[2], TileTys[3],
                 TileTys[4], TileTys[5]})
      .widenScalarToNextPow2(0)
      .clampScalar(0, S64, S64);

  getActionDefinitionsBuilder(G_ICMP)
      .legalFor({{S64, S64}, {S64, P0}, {S64, P1}})
      .widenScalarToNextPow2(1)
      .clampScalar(1, S64, S64)
      .clampScalar(0, S64, S64);
  auto &SelectRule = getActionDefinitionsBuilder(G_SELECT);
  for (LLT T : TileTys)
    SelectRule.legalFor({{T, S64}});
  SelectRule.legalFor({{S64, S64}, {P0, S64}, {P1, S64}})
      .widenScalarToNextPow2(0)
      .clampScalar(0, S64, S64)
      .clampScalar(1, S64, S64);
  getActionDefinitionsBuilder(G_BRCOND).legalFor({S64}).clampScalar(0, S64,
                                                                     S64);
  getActionDefinitionsBuilder(G_BRINDIRECT).legalFor({P0});

  // Scalar memory: global memory (p1) and the stack / generic memory (p0).
  // The scalar unit accepts any byte alignment (docs/abi.md).
  for (unsigned Op : {G_LOAD, G_STORE}) {
    auto &Rule = getActionDefinitionsBuilder(Op);
    for (LLT Ptr : {P0, P1})
      Rule.legalForTypesWithMemDesc({{S64, Ptr, S8, 8},
                                     {S64, Ptr, S16, 8},
                                     {S64, Ptr, S32, 8},
                                     {S64, Ptr, S64, 8},
                                     {P0, Ptr, P0, 8},
                                     {P1, Ptr, P1, 8}});
    Rule.widenScalarToNextPow2(0)
        .clampScalar(0, S64, S64)
        .lowerIfMemSizeNotByteSizePow2();
  }
  for (unsigned Op : {G_SEXTLOAD, G_ZEXTLOAD}) {
    auto &Rule = getActionDefinitionsBuilder(Op);
    for (LLT Ptr : {P0, P1})
      Rule.legalForTypesWithMemDesc({{S64, Ptr, S8, 8},
                                     {S64, Ptr, S16, 8},
                                     {S64, Ptr, S32, 8}});
    Rule.widenScalarToNextPow2(0).clampScalar(0, S64, S64).lower();
  }

  getActionDefinitionsBuilder(G_PTR_ADD).legalFor({{P0, S64}, {P1, S64}});
  // Selected as an and of the address.
  getActionDefinitionsBuilder(G_PTRMASK).legalFor({{P0, S64}, {P1, S64}});
  getActionDefinitionsBuilder(G_PTRTOINT)
      .legalFor({{S64, P0}, {S64, P1}})
      .widenScalarToNextPow2(0)
      .clampScalar(0, S64, S64);
  getActionDefinitionsBuilder(G_INTTOPTR)
      .legalFor({{P0, S64}, {P1, S64}})
      .clampScalar(1, S64, S64);
  // Generic and global pointers are both plain 64-bit addresses.
  getActionDefinitionsBuilder(G_ADDRSPACE_CAST).legalFor({{P0, P1}, {P1, P0}});
  getActionDefinitionsBuilder(G_FRAME_INDEX).legalFor({P0});
  getActionDefinitionsBuilder(G_GLOBAL_VALUE).legalFor({P0, P1});
  getActionDefinitionsBuilder(G_DYN_STACKALLOC).lower();
  getActionDefinitionsBuilder({G_STACKSAVE, G_STACKRESTORE}).lower();

  // memcpy/memmove/memset of a known small size are expanded inline; the
  // scalar unit has no runtime library to call for the rest.
  getActionDefinitionsBuilder({G_MEMCPY, G_MEMMOVE, G_MEMSET, G_MEMCPY_INLINE})
      .lower();

  // Issue 13 (F): scalar floating point (docs/isa.md, "Scalar floating
  // point"). f32 is native (the low 32 bits of a GPR); f16 computes in f32
  // (fcvt.s.h / fcvt.h.s around the operation). f64 is rejected earlier, by
  // pto-check-ir. fneg/fabs/copysign are integer masks, constants are their
  // bits, fminimum/fmaximum a NaN test around fmin.s/fmax.s.
  getActionDefinitionsBuilder({G_FADD, G_FSUB, G_FMUL, G_FDIV, G_FMINNUM,
                               G_FMAXNUM, G_FMINNUM_IEEE, G_FMAXNUM_IEEE,
                               G_FMINIMUMNUM, G_FMAXIMUMNUM, G_FSQRT})
      .legalFor({S32})
      .minScalar(0, S32);
  getActionDefinitionsBuilder({G_FMINIMUM, G_FMAXIMUM})
      .customFor({S32})
      .minScalar(0, S32);
  getActionDefinitionsBuilder({G_FNEG, G_FABS}).lowerFor({S16, S32});
  getActionDefinitionsBuilder(G_FCOPYSIGN).lowerFor({{S16, S16}, {S32, S32}});
  getActionDefinitionsBuilder(G_FCONSTANT).customFor({S16, S32});
  getActionDefinitionsBuilder(G_FCMP)
      .legalFor({{S64, S32}})
      .clampScalar(0, S64, S64)
      .minScalar(1, S32);
  getActionDefinitionsBuilder(G_FPEXT).legalFor({{S32, S16}});
  getActionDefinitionsBuilder(G_FPTRUNC).legalFor({{S16, S32}});
  getActionDefinitionsBuilder({G_FPTOSI, G_FPTOUI})
      .legalFor({{S32, S32}, {S64, S32}})
      .widenScalarToNextPow2(0)
      .clampScalar(0, S32, S64)
      .minScalar(1, S32);
  // Integers narrower than 32 bits extend straight to 64 (one shift pair).
  // A bitcast constant (a float's bits at -O0) keeps its barrier: a copy.
  getActionDefinitionsBuilder(G_CONSTANT_FOLD_BARRIER)
      .legalFor({S64, P0, P1})
      .widenScalarToNextPow2(0)
      .clampScalar(0, S64, S64);
  getActionDefinitionsBuilder({G_SITOFP, G_UITOFP})
      .legalFor({{S32, S32}, {S32, S64}})
      .minScalar(0, S32)
      .widenScalarIf(LegalityPredicates::scalarNarrowerThan(1, 32),
                     LegalizeMutations::changeTo(1, S64))
      .widenScalarToNextPow2(1)
      .clampScalar(1, S32, S64);

  getLegacyLegalizerInfo().computeTables();
  verify(*ST.getInstrInfo());
}

bool PTOLegalizerInfo::legalizeCustom(LegalizerHelper &Helper,
                                      MachineInstr &MI,
                                      LostDebugLocObserver &LocObserver) const {
  unsigned Opc = MI.getOpcode();
  // Issue 13 (F): a float constant is its bits (li / li + lih), not a
  // constant-pool load.
  if (Opc == TargetOpcode::G_FCONSTANT) {
    MachineIRBuilder &B = Helper.MIRBuilder;
    B.buildConstant(
        MI.getOperand(0).getReg(),
        MI.getOperand(1).getFPImm()->getValueAPF().bitcastToAPInt());
    MI.eraseFromParent();
    return true;
  }
  // Issue 13 (F): fminimum/fmaximum propagate a NaN, fmin.s/fmax.s return
  // the other operand (and already order -0 below +0).
  if (Opc == TargetOpcode::G_FMINIMUM || Opc == TargetOpcode::G_FMAXIMUM) {
    MachineIRBuilder &B = Helper.MIRBuilder;
    Register Dst = MI.getOperand(0).getReg();
    Register A = MI.getOperand(1).getReg(), Bv = MI.getOperand(2).getReg();
    LLT Ty = B.getMRI()->getType(Dst);
    auto MinMax =
        B.buildInstr(Opc == TargetOpcode::G_FMINIMUM ? TargetOpcode::G_FMINNUM
                                                     : TargetOpcode::G_FMAXNUM,
                     {Ty}, {A, Bv});
    auto Unordered = B.buildFCmp(CmpInst::FCMP_UNO, LLT::scalar(1), A, Bv);
    auto NaN = B.buildFConstant(
        Ty, APFloat::getQNaN(APFloat::IEEEsingle()).convertToFloat());
    B.buildSelect(Dst, Unordered, NaN, MinMax);
    MI.eraseFromParent();
    return true;
  }
  if (Opc != TargetOpcode::G_UMULH && Opc != TargetOpcode::G_SMULH)
    return false;

  // umulh(a, b) with a = aH:aL, b = bH:bL (32-bit halves), no partial sum
  // overflowing 64 bits:
  //   t = aL*bL;  u = aH*bL + (t >> 32);  v = aL*bH + (u & 0xffffffff)
  //   umulh = aH*bH + (u >> 32) + (v >> 32)
  // smulh(a, b) = umulh(a, b) - (a < 0 ? b : 0) - (b < 0 ? a : 0).
  MachineIRBuilder &B = Helper.MIRBuilder;
  const LLT S64 = LLT::scalar(64);
  Register Dst = MI.getOperand(0).getReg();
  Register A = MI.getOperand(1).getReg();
  Register Bv = MI.getOperand(2).getReg();
  bool IsSigned = Opc == TargetOpcode::G_SMULH;

  unsigned Bits = B.getMRI()->getType(Dst).getSizeInBits();
  if (Bits < 64) {
    // The full product fits 64 bits.
    auto Ext = [&](Register R) {
      return IsSigned ? B.buildSExt(S64, R) : B.buildZExt(S64, R);
    };
    auto Prod = B.buildMul(S64, Ext(A), Ext(Bv));
    auto Amt = B.buildConstant(S64, Bits);
    B.buildTrunc(Dst, IsSigned ? B.buildAShr(S64, Prod, Amt)
                               : B.buildLShr(S64, Prod, Amt));
    MI.eraseFromParent();
    return true;
  }

  auto C32 = B.buildConstant(S64, 32);
  auto Lo = B.buildConstant(S64, 0xffffffffULL);
  auto AL = B.buildAnd(S64, A, Lo);
  auto AH = B.buildLShr(S64, A, C32);
  auto BL = B.buildAnd(S64, Bv, Lo);
  auto BH = B.buildLShr(S64, Bv, C32);
  auto T = B.buildMul(S64, AL, BL);
  auto U = B.buildAdd(S64, B.buildMul(S64, AH, BL), B.buildLShr(S64, T, C32));
  auto V = B.buildAdd(S64, B.buildMul(S64, AL, BH), B.buildAnd(S64, U, Lo));
  auto Carries =
      B.buildAdd(S64, B.buildLShr(S64, U, C32), B.buildLShr(S64, V, C32));
  auto HiHi = B.buildMul(S64, AH, BH);
  if (!IsSigned) {
    B.buildAdd(Dst, HiHi, Carries);
  } else {
    auto C63 = B.buildConstant(S64, 63);
    auto Hi = B.buildAdd(S64, HiHi, Carries);
    auto FixA = B.buildAnd(S64, B.buildAShr(S64, A, C63), Bv);
    auto FixB = B.buildAnd(S64, B.buildAShr(S64, Bv, C63), A);
    B.buildSub(Dst, B.buildSub(S64, Hi, FixA), FixB);
  }
  MI.eraseFromParent();
  return true;
}
