//===-- PTOLegalizerInfo.cpp - Legalization rules for PTO -----------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "GISel/PTOLegalizerInfo.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTOSubtarget.h"
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
  getActionDefinitionsBuilder({G_SDIVREM, G_UDIVREM, G_SMULH, G_UMULH,
                               G_SMULO, G_UMULO, G_SADDO, G_SSUBO, G_UADDO,
                               G_USUBO, G_UADDE, G_USUBE, G_SADDE, G_SSUBE,
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
  getActionDefinitionsBuilder(G_PTRMASK).lower();
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

  getLegacyLegalizerInfo().computeTables();
  verify(*ST.getInstrInfo());
}
