//===-- PTOMCTargetDesc.cpp - PTO target descriptions ---------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOInstPrinter.h"
#include "MCTargetDesc/PTOMCAsmInfo.h"
#include "TargetInfo/PTOTargetInfo.h"
#include "llvm/MC/MCDwarf.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace llvm;

#define GET_INSTRINFO_MC_DESC
#define ENABLE_INSTR_PREDICATE_VERIFIER
#define GET_INSTRINFO_NAMED_OPS
#include "PTOGenInstrInfo.inc"

#define GET_SUBTARGETINFO_MC_DESC
#include "PTOGenSubtargetInfo.inc"

#define GET_REGINFO_MC_DESC
#include "PTOGenRegisterInfo.inc"

PTO::PTOGeneration PTO::getGeneration(const MCSubtargetInfo &STI) {
  return STI.hasFeature(PTO::FeatureA5) ? PTO::A5 : PTO::A3;
}

std::string PTO::checkTileOffset(PTOGeneration Gen, unsigned AS,
                                 int64_t Offset) {
  const PTOMemoryInfo *Mem = getMemory(AS);
  std::optional<MemoryLimits> Limits = getMemoryLimits(Gen, AS);
  if (!Mem || !Limits)
    return "no tile addresses in this memory";
  const PTOGenerationInfo *G = lookupGeneration(Gen);
  std::string Name = Mem->Name;
  if (Offset < 0)
    return "tile offset must not be negative";
  uint64_t Align = std::max<uint64_t>(Limits->Alignment, TileOffsetUnit);
  if (Offset % Align != 0)
    return "tile offset " + std::to_string(Offset) + " is not a multiple of " +
           std::to_string(Align) + " bytes (the " + Name + " tile alignment)";
  if (static_cast<uint64_t>(Offset) >= Limits->Capacity ||
      static_cast<uint64_t>(Offset) / TileOffsetUnit > MaxTileOffsetField)
    return "tile offset " + std::to_string(Offset) + " is beyond " + Name +
           " (" + std::to_string(Limits->Capacity / 1024) + " KiB on " +
           (G ? G->Name : "this generation") + ")";
  return std::string();
}

std::string PTO::checkTileShapes(unsigned Opcode,
                                 function_ref<int64_t(unsigned OpIdx)> Imm) {
  auto Get = [&](OpName N) -> int64_t {
    int16_t Idx = getNamedOperandIdx(Opcode, N);
    assert(Idx >= 0 && "the instruction has no such operand");
    return Imm(Idx);
  };
  auto Shape = [](int64_t R, int64_t C) {
    return std::to_string(R) + "x" + std::to_string(C);
  };
  switch (Opcode) {
  case TROWSUM_A:
  case TROWMAX_A:
  case TCOLSUM_A:
  case TCOLMAX_A:
  case TROWEXPAND_A:
  case TCOLEXPAND_A: {
    int64_t R = Get(OpName::rows), C = Get(OpName::cols);
    int64_t SR = Get(OpName::srcrows), SC = Get(OpName::srccols);
    bool RowRed = Opcode == TROWSUM_A || Opcode == TROWMAX_A;
    bool ColRed = Opcode == TCOLSUM_A || Opcode == TCOLMAX_A;
    int64_t WantR = RowRed ? SR : ColRed ? 1 : Opcode == TROWEXPAND_A ? SR : R;
    int64_t WantC = RowRed ? 1 : ColRed ? SC : Opcode == TCOLEXPAND_A ? SC : C;
    bool SrcOK = Opcode == TROWEXPAND_A   ? SC == 1
                 : Opcode == TCOLEXPAND_A ? SR == 1
                                          : true;
    if (!SrcOK || R != WantR || C != WantC)
      return "a " + Shape(SR, SC) + " source cannot give a " + Shape(R, C) +
             " result";
    return std::string();
  }
  case TEXTRACT_VEC_VEC_A:
  case TEXTRACT_MAT_MAT_A:
  case TEXTRACT_LEFT_MAT_A:
  case TEXTRACT_RIGHT_MAT_A:
  case TINSERT_VEC_A:
  case TINSERT_MAT_A: {
    // A rows x cols window at (row, col) of the source (textract), or the
    // source placed at (row, col) of the destination (tinsert).
    bool Insert = Opcode == TINSERT_VEC_A || Opcode == TINSERT_MAT_A;
    int64_t Row = Get(OpName::row), Col = Get(OpName::col);
    int64_t R = Get(OpName::rows), C = Get(OpName::cols);
    int64_t SR = Get(OpName::srcrows), SC = Get(OpName::srccols);
    int64_t WR = Insert ? SR : R, WC = Insert ? SC : C;
    int64_t TR = Insert ? R : SR, TC = Insert ? C : SC;
    if (Row + WR > TR || Col + WC > TC)
      return "the " + Shape(WR, WC) + (Insert ? " source" : " window") +
             " at (" + std::to_string(Row) + ", " + std::to_string(Col) +
             ") is outside the " + Shape(TR, TC) +
             (Insert ? " destination" : " source");
    return std::string();
  }
  // Issue 13 (R): the register forms: the position is known when the
  // instruction executes (pto-sim checks it); here the window's extent.
  case TEXTRACT_VEC_VEC_R_A:
  case TEXTRACT_MAT_MAT_R_A:
  case TEXTRACT_LEFT_MAT_R_A:
  case TEXTRACT_RIGHT_MAT_R_A:
  case TINSERT_VEC_R_A:
  case TINSERT_MAT_R_A: {
    bool Insert = Opcode == TINSERT_VEC_R_A || Opcode == TINSERT_MAT_R_A;
    int64_t R = Get(OpName::rows), C = Get(OpName::cols);
    int64_t SR = Get(OpName::srcrows), SC = Get(OpName::srccols);
    int64_t WR = Insert ? SR : R, WC = Insert ? SC : C;
    int64_t TR = Insert ? R : SR, TC = Insert ? C : SC;
    if (WR > TR || WC > TC)
      return "the " + Shape(WR, WC) + (Insert ? " source" : " window") +
             " is larger than the " + Shape(TR, TC) +
             (Insert ? " destination" : " source");
    return std::string();
  }
  case TGETVAL_A:
  case TSETVAL_A: {
    int64_t Row = Get(OpName::row), Col = Get(OpName::col);
    int64_t R = Get(OpName::rows), C = Get(OpName::cols);
    if (Row >= R || Col >= C)
      return "element (" + std::to_string(Row) + ", " + std::to_string(Col) +
             ") is outside the " + Shape(R, C) + " tile";
    return std::string();
  }
  // Issue 14 (B): a compare packs a row of srccols elements into
  // ceil(srccols / 8) mask bytes (u8); tci writes one row.
  case TCMP_A:
  case TCMPS_A: {
    int64_t C = Get(OpName::cols), SC = Get(OpName::srccols);
    if (Get(OpName::dtype) != DT_U8)
      return "a compare writes a u8 mask";
    if (C != (SC + 7) / 8)
      return "comparing " + std::to_string(SC) + " columns gives " +
             std::to_string((SC + 7) / 8) + " mask bytes a row, not " +
             std::to_string(C);
    return std::string();
  }
  case TCI_A:
    if (Get(OpName::rows) != 1)
      return "tci writes one row, not " + std::to_string(Get(OpName::rows));
    return std::string();
  case TMATMUL_A:
  case TMATMUL_ACC_A:
  case TMATMUL_BIAS_A:
  case TMATMUL_ACC_INIT_A: { // Issue 23 (ACC)
    int64_t D = Get(OpName::dtype), S = Get(OpName::srcdtype);
    if (isMatMulDTypePair(D, S))
      return std::string();
    const PTODTypeInfo *DI = isUInt<8>(D) ? lookupDTypeByID(D) : nullptr;
    const PTODTypeInfo *SI = isUInt<8>(S) ? lookupDTypeByID(S) : nullptr;
    return std::string("a matmul of ") + (SI ? SI->Name : "?") +
           " inputs cannot give " + (DI ? DI->Name : "?") +
           " (f16/bf16/f32 give f32, i8 gives i32)";
  }
  // Issue 14 (14F): a fixpipe conversion converts one of its pairs.
  case TSTORE_QUANT_ACC_A:
  // Issue 14 (14Q): the fixpipe's converting moves convert the same pairs.
  case TMOV_QUANT_MAT_ACC_A:
  case TMOV_QUANT_VEC_ACC_A: {
    int64_t D = Get(OpName::dtype), S = Get(OpName::srcdtype);
    if (isFixpipeDTypePair(D, S))
      return std::string();
    const PTODTypeInfo *DI = isUInt<8>(D) ? lookupDTypeByID(D) : nullptr;
    const PTODTypeInfo *SI = isUInt<8>(S) ? lookupDTypeByID(S) : nullptr;
    return std::string("the fixpipe cannot convert ") + (SI ? SI->Name : "?") +
           " into " + (DI ? DI->Name : "?") +
           " (f32 into f16/bf16/i8, i32 into f16/i8)";
  }
  // Issue 14 (A): broadcasts, arithmetic, reductions.
  case TROWMIN_A:
  case TROWPROD_A:
  case TCOLMIN_A:
  case TCOLPROD_A: {
    bool Row = Opcode == TROWMIN_A || Opcode == TROWPROD_A;
    int64_t R = Get(OpName::rows), C = Get(OpName::cols);
    int64_t SR = Get(OpName::srcrows), SC = Get(OpName::srccols);
    if (R != (Row ? SR : 1) || C != (Row ? 1 : SC))
      return "a " + Shape(SR, SC) + " source cannot give a " + Shape(R, C) +
             " result";
    return std::string();
  }
  // Issue 14 (C): arg reductions, the extended tile form.
  case TROWARGMAX_A:
  case TROWARGMIN_A:
  case TCOLARGMAX_A:
  case TCOLARGMIN_A: {
    bool Row = Opcode == TROWARGMAX_A || Opcode == TROWARGMIN_A;
    int64_t R = Get(OpName::rows), C = Get(OpName::cols);
    int64_t SR = Get(OpName::srcrows), SC = Get(OpName::srccols);
    int64_t D = Get(OpName::dtype), S = Get(OpName::srcdtype);
    if (D != DT_U32 && D != DT_I32)
      return "an arg reduction writes a u32 or i32 index";
    if (S != DT_F16 && S != DT_BF16 && S != DT_F32 && S != DT_I32)
      return "an arg reduction reads f16, bf16, f32 or i32";
    if (R != (Row ? SR : 1) || C != (Row ? 1 : SC))
      return "a " + Shape(SR, SC) + " source cannot give a " + Shape(R, C) +
             " index";
    return std::string();
  }
  // Issue 14 (D): arg reductions, partial reductions.
  case TPARTADD_A:
  case TPARTMAX_A:
  case TPARTMIN_A:
  case TPARTMUL_A: {
    int64_t R = Get(OpName::rows), C = Get(OpName::cols);
    int64_t SR = Get(OpName::srcrows), SC = Get(OpName::srccols);
    if (SR > R || SC > C)
      return "a " + Shape(SR, SC) + " second source does not fit inside the " +
             Shape(R, C) + " destination";
    return std::string();
  }
  // Issue 14 (14M): scatter, the element sizes of tgather.
  case TSCATTER_A: {
    int64_t D = Get(OpName::dtype);
    if (D != DT_F16 && D != DT_BF16 && D != DT_F32 && D != DT_I32 &&
        D != DT_I16 && D != DT_U16 && D != DT_U32)
      return "tscatter moves 2- or 4-byte elements (f16, bf16, f32, i32, i16, "
             "u16, u32)";
    return std::string();
  }
  case TGATHER_A: {
    int64_t D = Get(OpName::dtype);
    if (D != DT_F16 && D != DT_BF16 && D != DT_F32 && D != DT_I32 &&
        D != DT_I16 && D != DT_U16 && D != DT_U32)
      return "tgather moves 2- or 4-byte elements (f16, bf16, f32, i32, i16, "
             "u16, u32)";
    return std::string();
  }
  // Issue 14 (14S): sort. The result is rows x cols of value/index pairs:
  // the sources rows x cols/2 in whole 32-element blocks.
  case TSORT32_A: {
    if (Get(OpName::dtype) != DT_F32)
      return "tsort32 sorts f32 values";
    int64_t C = Get(OpName::cols);
    if (C % 64 != 0)
      return "tsort32's result has cols a multiple of 64 (32-element blocks "
             "of value/index pairs), not " +
             std::to_string(C);
    return std::string();
  }
  // Issue 14 (14M): merge sort. One row of value/index pairs in groups of
  // four blocks of at least 64 elements; the block length is a register
  // (pto-sim checks it against cols).
  case TMRGSORT_A: {
    if (Get(OpName::dtype) != DT_F32)
      return "tmrgsort merges f32 values";
    if (Get(OpName::rows) != 1)
      return "tmrgsort merges one row, not " +
             std::to_string(Get(OpName::rows));
    int64_t C = Get(OpName::cols);
    if (C % 256 != 0)
      return "tmrgsort's cols is a multiple of 256 (four blocks of at least "
             "32 value/index pairs), not " +
             std::to_string(C);
    return std::string();
  }
  // Issue 14 (14M): the two-list merge. One row of pairs, each list 1 x
  // cols/2 in whole 32-byte units; the counts are 1 x 4 u16 of lists of 1 x
  // srccols.
  case TMRGSORT2_A: {
    if (Get(OpName::dtype) != DT_F32)
      return "tmrgsort2 merges f32 values";
    if (Get(OpName::rows) != 1)
      return "tmrgsort2 merges one row, not " +
             std::to_string(Get(OpName::rows));
    int64_t C = Get(OpName::cols);
    if (C % 16 != 0)
      return "tmrgsort2's cols is a multiple of 16 (two lists of whole "
             "32-byte units of value/index pairs), not " +
             std::to_string(C);
    return std::string();
  }
  case TMRGSORT2_CNT_A: {
    if (Get(OpName::dtype) != DT_U16)
      return "tmrgsort2.cnt writes u16 counts";
    if (Get(OpName::rows) != 1 || Get(OpName::cols) != 4)
      return "tmrgsort2.cnt writes 1x4 counts, not " +
             Shape(Get(OpName::rows), Get(OpName::cols));
    if (Get(OpName::srccols) % 8 != 0)
      return "tmrgsort2.cnt's lists have cols a multiple of 8, not " +
             std::to_string(Get(OpName::srccols));
    return std::string();
  }
  default:
    return std::string();
  }
}

namespace llvm {
namespace PTO {
#define GET_PTOTileMemoryTable_IMPL
#include "PTOGenSearchableTables.inc"
} // namespace PTO
} // namespace llvm

std::optional<unsigned> PTO::getTileMemoryClass(unsigned AS) {
  if (!isUInt<8>(AS))
    return std::nullopt;
  if (const PTOTileMemoryInfo *M = lookupTileMemoryByAddrSpace(AS))
    return M->RegClassID;
  return std::nullopt;
}

std::optional<unsigned> PTO::getTileClassMemory(unsigned RCID) {
  for (const PTOTileMemoryInfo &M : PTOTileMemoryTable)
    if (M.RegClassID == RCID)
      return M.AddrSpace;
  return std::nullopt;
}

SmallVector<unsigned, 3> PTO::getTileOperandMemories(unsigned Opcode) {
  // A view of the generated tables: InitPTOMCInstrInfo only sets pointers.
  MCInstrInfo MII;
  InitPTOMCInstrInfo(&MII);
  const MCInstrDesc &D = MII.get(Opcode);
  SmallVector<unsigned, 3> Mems;
  for (const MCOperandInfo &Op : D.operands().drop_front(D.getNumDefs()))
    if (Op.RegClass >= 0)
      if (std::optional<unsigned> AS = getTileClassMemory(Op.RegClass))
        Mems.push_back(*AS);
  return Mems;
}

MCInstrInfo *llvm::createPTOMCInstrInfo() {
  auto *X = new MCInstrInfo();
  InitPTOMCInstrInfo(X);
  return X;
}

static MCRegisterInfo *createPTOMCRegisterInfo(const Triple &TT) {
  auto *X = new MCRegisterInfo();
  InitPTOMCRegisterInfo(X, PTO::X1);
  return X;
}

static MCSubtargetInfo *createPTOMCSubtargetInfo(const Triple &TT,
                                                 StringRef CPU, StringRef FS) {
  if (CPU.empty())
    CPU = "a3";
  return createPTOMCSubtargetInfoImpl(TT, CPU, /*TuneCPU=*/CPU, FS);
}

static MCAsmInfo *createPTOMCAsmInfo(const MCRegisterInfo &MRI,
                                     const Triple &TT,
                                     const MCTargetOptions &Options) {
  MCAsmInfo *MAI = new PTOMCAsmInfo(TT);
  // The CFA is the stack pointer at function entry.
  MCCFIInstruction Inst = MCCFIInstruction::cfiDefCfa(
      nullptr, MRI.getDwarfRegNum(PTO::X2, true), 0);
  MAI->addInitialFrameState(Inst);
  return MAI;
}

static MCInstPrinter *createPTOMCInstPrinter(const Triple &T,
                                             unsigned SyntaxVariant,
                                             const MCAsmInfo &MAI,
                                             const MCInstrInfo &MII,
                                             const MCRegisterInfo &MRI) {
  return new PTOInstPrinter(MAI, MII, MRI);
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializePTOTargetMC() {
  Target &T = getThePTOTarget();
  TargetRegistry::RegisterMCAsmInfo(T, createPTOMCAsmInfo);
  TargetRegistry::RegisterMCInstrInfo(T, createPTOMCInstrInfo);
  TargetRegistry::RegisterMCRegInfo(T, createPTOMCRegisterInfo);
  TargetRegistry::RegisterMCSubtargetInfo(T, createPTOMCSubtargetInfo);
  TargetRegistry::RegisterMCInstPrinter(T, createPTOMCInstPrinter);
  TargetRegistry::RegisterMCCodeEmitter(T, createPTOMCCodeEmitter);
  TargetRegistry::RegisterMCAsmBackend(T, createPTOAsmBackend);
}
