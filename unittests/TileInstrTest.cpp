//===-- TileInstrTest.cpp - Real tile instructions vs. their pseudos ------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The contract between a tile pseudo and its real instruction P_A
// (docs/isa.md, "Operands"): P_A has P's operands (tiles as two operands)
// but the dtype, then only operands pto-lower-tile-operands knows how to fill
// (shapes, K, dtype, srcdtype), the dtype exactly once; and the in-place
// operand of every OutputReusesInput pseudo.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTOBuiltins.h"
#include "llvm/MC/MCInstrInfo.h"
#include "gtest/gtest.h"
#include <cstring>
#include <memory>

using namespace llvm;

namespace {

TEST(TileInstrTest, RealOperandsExtendThePseudo) {
  std::unique_ptr<MCInstrInfo> MII(createPTOMCInstrInfo());
  unsigned NumReal = 0;
  for (unsigned Opc = 0, E = MII->getNumOpcodes(); Opc != E; ++Opc) {
    const PTO::PTOTileOpInfo *Op = PTO::getTileOpInfo(Opc);
    unsigned Real = PTO::getTileRealOpcode(Opc);
    if (!Op || !Real)
      continue;
    ++NumReal;
    SCOPED_TRACE(MII->getName(Real).str());
    const MCInstrDesc &P = MII->get(Opc), &R = MII->get(Real);
    // The pseudo's operands as MI operands of the real one, but its dtype.
    unsigned Kept = 0;
    for (const MCOperandInfo &OI : P.operands())
      Kept += OI.RegClass >= 0 && PTO::getTileClassMemory(OI.RegClass) ? 2 : 1;
    ASSERT_GE(Kept, 1u);
    --Kept;
    ASSERT_GE(R.getNumOperands(), Kept + 1);
    unsigned DTypes = 0;
    for (unsigned I = Kept, N = R.getNumOperands(); I != N; ++I) {
      PTO::OpName Name = PTO::getOperandIdxName(Real, I);
      EXPECT_TRUE(Name == PTO::OpName::rows || Name == PTO::OpName::cols ||
                  Name == PTO::OpName::srcrows ||
                  Name == PTO::OpName::srccols || Name == PTO::OpName::k ||
                  Name == PTO::OpName::dtype || Name == PTO::OpName::srcdtype)
          << "operand " << I << " is not one the lowering fills";
      DTypes += Name == PTO::OpName::dtype;
    }
    EXPECT_EQ(DTypes, 1u);
    // The in-place input: at the reused input's position, the destination's
    // memory.
    int IP = PTO::getNamedOperandIdx(Real, PTO::OpName::ip);
    EXPECT_EQ(IP >= 0, Op->reusesInput());
    if (Op->reusesInput() && IP >= 0)
      EXPECT_EQ(unsigned(IP), 2 * (1 + Op->OutputReusesInput));
  }
  EXPECT_GT(NumReal, 40u);
}

TEST(TileInstrTest, ShapeRules) {
  auto Check = [](unsigned Opc,
                  std::initializer_list<std::pair<PTO::OpName, int64_t>> Ops) {
    return PTO::checkTileShapes(Opc, [&](unsigned I) -> int64_t {
      for (auto [N, V] : Ops)
        if (PTO::getNamedOperandIdx(Opc, N) == int(I))
          return V;
      ADD_FAILURE() << "unexpected operand " << I;
      return 0;
    });
  };
  using N = PTO::OpName;
  EXPECT_EQ(
      Check(PTO::TROWSUM_A,
            {{N::rows, 4}, {N::cols, 1}, {N::srcrows, 4}, {N::srccols, 9}}),
      "");
  EXPECT_NE(
      Check(PTO::TROWSUM_A,
            {{N::rows, 4}, {N::cols, 1}, {N::srcrows, 5}, {N::srccols, 9}}),
      "");
  EXPECT_EQ(
      Check(PTO::TCOLMAX_A,
            {{N::rows, 1}, {N::cols, 9}, {N::srcrows, 4}, {N::srccols, 9}}),
      "");
  EXPECT_NE(
      Check(PTO::TCOLEXPAND_A,
            {{N::rows, 4}, {N::cols, 9}, {N::srcrows, 4}, {N::srccols, 9}}),
      "");
  EXPECT_EQ(Check(PTO::TEXTRACT_VEC_VEC_A, {{N::row, 2},
                                            {N::col, 3},
                                            {N::rows, 2},
                                            {N::cols, 5},
                                            {N::srcrows, 4},
                                            {N::srccols, 8}}),
            "");
  EXPECT_NE(Check(PTO::TEXTRACT_VEC_VEC_A, {{N::row, 2},
                                            {N::col, 4},
                                            {N::rows, 2},
                                            {N::cols, 5},
                                            {N::srcrows, 4},
                                            {N::srccols, 8}}),
            "");
  // Issue 13 (R): the register forms check only the window's extent (the
  // position is a register).
  EXPECT_EQ(
      Check(PTO::TEXTRACT_LEFT_MAT_R_A,
            {{N::rows, 4}, {N::cols, 8}, {N::srcrows, 4}, {N::srccols, 8}}),
      "");
  EXPECT_NE(
      Check(PTO::TEXTRACT_LEFT_MAT_R_A,
            {{N::rows, 4}, {N::cols, 9}, {N::srcrows, 4}, {N::srccols, 8}}),
      "");
  EXPECT_NE(
      Check(PTO::TINSERT_MAT_R_A,
            {{N::rows, 4}, {N::cols, 8}, {N::srcrows, 5}, {N::srccols, 8}}),
      "");
  EXPECT_NE(Check(PTO::TGETVAL_A,
                  {{N::row, 2}, {N::col, 0}, {N::rows, 2}, {N::cols, 5}}),
            "");
  EXPECT_EQ(Check(PTO::TMATMUL_BIAS_A,
                  {{N::dtype, PTO::DT_I32}, {N::srcdtype, PTO::DT_I8}}),
            "");
  EXPECT_NE(Check(PTO::TMATMUL_ACC_A,
                  {{N::dtype, PTO::DT_F32}, {N::srcdtype, PTO::DT_I8}}),
            "");
  EXPECT_EQ(Check(PTO::TADD_A, {}), "");
}

// Issue 14 (A): broadcasts, arithmetic, reductions.
TEST(TileInstrTest, ShapeRulesOfTheMinAndProductReductions) {
  auto Check = [](unsigned Opc, int64_t R, int64_t C, int64_t SR, int64_t SC) {
    return PTO::checkTileShapes(Opc, [&](unsigned I) -> int64_t {
      using N = PTO::OpName;
      for (auto [Name, V] :
           {std::pair{N::rows, R}, std::pair{N::cols, C},
            std::pair{N::srcrows, SR}, std::pair{N::srccols, SC}})
        if (PTO::getNamedOperandIdx(Opc, Name) == int(I))
          return V;
      ADD_FAILURE() << "unexpected operand " << I;
      return 0;
    });
  };
  for (unsigned Opc : {PTO::TROWMIN_A, PTO::TROWPROD_A}) {
    EXPECT_EQ(Check(Opc, 4, 1, 4, 9), "");
    EXPECT_NE(Check(Opc, 5, 1, 4, 9), "");
    EXPECT_NE(Check(Opc, 4, 2, 4, 9), "");
    EXPECT_NE(Check(Opc, 1, 9, 4, 9), ""); // a column reduction's shape
  }
  for (unsigned Opc : {PTO::TCOLMIN_A, PTO::TCOLPROD_A}) {
    EXPECT_EQ(Check(Opc, 1, 9, 4, 9), "");
    EXPECT_NE(Check(Opc, 1, 8, 4, 9), "");
    EXPECT_NE(Check(Opc, 2, 9, 4, 9), "");
    EXPECT_NE(Check(Opc, 4, 1, 4, 9), "");
  }
  // The fused broadcasts carry no source shape to contradict.
  EXPECT_EQ(PTO::getNamedOperandIdx(PTO::TROWEXPANDSUB_A, PTO::OpName::srcrows),
            -1);
  EXPECT_EQ(PTO::getNamedOperandIdx(PTO::TCOLEXPANDDIV_A, PTO::OpName::t2), 4);
}

} // namespace

// Issue 17 (session 22): the builtin-name answers are cached by the address
// of the name's characters, but must follow the characters: a buffer reused
// for another name (a function renamed, or freed and reallocated) must not
// get the first name's answers.
TEST(TileInstrTest, BuiltinNameAnswersFollowTheCharacters) {
  char Buf[32];
  auto Ask = [&](const char *Name) {
    std::strcpy(Buf, Name);
    return StringRef(Buf);
  };
  const PTO::BuiltinName *Add = PTO::lookupBuiltinName(Ask("pto.tadd.f32"));
  ASSERT_NE(Add, nullptr);
  EXPECT_STREQ(Add->Info->Name, "tadd");
  EXPECT_EQ(Add->DType, PTO::DT_F32);
  // Same length, same buffer, another builtin.
  const PTO::BuiltinName *Exp = PTO::lookupBuiltinName(Ask("pto.texp.f16"));
  ASSERT_NE(Exp, nullptr);
  EXPECT_STREQ(Exp->Info->Name, "texp");
  EXPECT_EQ(Exp->DType, PTO::DT_F16);
  // A prefix of the cached name in the same buffer, and an unknown name.
  EXPECT_EQ(PTO::lookupBuiltinName(Ask("pto.texp")), nullptr);
  EXPECT_EQ(PTO::lookupBuiltinName(Ask("pto.tnothing.f32")), nullptr);
  EXPECT_EQ(PTO::getCoreRegBuiltin(Ask("pto.tadd.f32")), nullptr);
  const PTO::PTOCoreRegBuiltinInfo *R =
      PTO::getCoreRegBuiltin(Ask("pto.get_block_idx"));
  ASSERT_NE(R, nullptr);
  EXPECT_STREQ(R->Name, "get_block_idx");
  // And back: the first answer again, from the same buffer.
  EXPECT_EQ(PTO::lookupBuiltinName(Ask("pto.tadd.f32")), Add);
}
