//===-- PTODisassembler.cpp - Disassembler for PTO ------------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Decodes PTO instructions with the decoder tables TableGen generates from
// PTOInstrFormats.td and PTOTileInstrInfo.td (-gen-disassembler): one table
// per instruction size. The opcode byte of the first little-endian 64-bit
// word tells the size: 0x80-0xFF starts a 128-bit tile instruction (a second
// word follows), anything else is a 64-bit scalar or sync instruction.
// Reserved bits must be zero and operand fields must hold valid values
// (registers, pipes, immediate ranges, tile offsets that are aligned and
// inside the memory on the subtarget); anything else is an invalid encoding.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "TargetInfo/PTOTargetInfo.h"
#include "llvm/ADT/APInt.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDecoder.h"
#include "llvm/MC/MCDecoderOps.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

#define DEBUG_TYPE "pto-disassembler"

using DecodeStatus = MCDisassembler::DecodeStatus;

namespace {
class PTODisassembler : public MCDisassembler {
public:
  PTODisassembler(const MCSubtargetInfo &STI, MCContext &Ctx)
      : MCDisassembler(STI, Ctx) {}

  DecodeStatus getInstruction(MCInst &Instr, uint64_t &Size,
                              ArrayRef<uint8_t> Bytes, uint64_t Address,
                              raw_ostream &CStream) const override;
};
} // namespace

//===----------------------------------------------------------------------===//
// Operand decoders named by DecoderMethod in the .td files.
//===----------------------------------------------------------------------===//

static DecodeStatus DecodeGPRRegisterClass(MCInst &Inst, uint64_t RegNo,
                                           uint64_t Address,
                                           const MCDisassembler *Decoder) {
  if (RegNo >= 32)
    return MCDisassembler::Fail;
  const MCRegisterInfo *MRI = Decoder->getContext().getRegisterInfo();
  for (MCRegister Reg : MRI->getRegClass(PTO::GPRRegClassID)) {
    if (MRI->getEncodingValue(Reg) == RegNo) {
      Inst.addOperand(MCOperand::createReg(Reg));
      return MCDisassembler::Success;
    }
  }
  return MCDisassembler::Fail;
}

/// An immediate field that decodes only to the values \p Valid accepts.
static DecodeStatus addImmIf(MCInst &Inst, uint64_t Imm, bool Valid) {
  if (!Valid)
    return MCDisassembler::Fail;
  Inst.addOperand(MCOperand::createImm(Imm));
  return MCDisassembler::Success;
}

template <unsigned N>
static DecodeStatus decodeSImmOperand(MCInst &Inst, uint64_t Imm,
                                      uint64_t Address,
                                      const MCDisassembler *Decoder) {
  return addImmIf(Inst, SignExtend64<N>(Imm), isUInt<N>(Imm));
}

/// The field is wider than N bits for some operands (a shift amount lives in
/// the 32-bit immediate field): bits above N must be zero.
template <unsigned N>
static DecodeStatus decodeUImmOperand(MCInst &Inst, uint64_t Imm,
                                      uint64_t Address,
                                      const MCDisassembler *Decoder) {
  return addImmIf(Inst, Imm, isUInt<N>(Imm));
}

/// A PC-relative byte offset; instructions are 8-byte aligned.
static DecodeStatus decodeBranchTarget(MCInst &Inst, uint64_t Imm,
                                       uint64_t Address,
                                       const MCDisassembler *Decoder) {
  if (!isUInt<32>(Imm))
    return MCDisassembler::Fail;
  int64_t Offset = SignExtend64<32>(Imm);
  if (Offset % 8 != 0)
    return MCDisassembler::Fail;
  if (!Decoder->tryAddingSymbolicOperand(Inst, Address + Offset, Address,
                                         /*IsBranch=*/true, /*Offset=*/0,
                                         /*OpSize=*/4, /*InstSize=*/8))
    Inst.addOperand(MCOperand::createImm(Offset));
  return MCDisassembler::Success;
}

static DecodeStatus decodePipeOperand(MCInst &Inst, uint64_t Imm,
                                      uint64_t Address,
                                      const MCDisassembler *Decoder) {
  return addImmIf(Inst, Imm, PTO::getPipeName(Imm) != nullptr);
}

/// A tile address field: base register (18-14), offset / 32 (13-0). The
/// offset must be aligned for and inside memory AS on the subtarget.
template <unsigned AS>
static DecodeStatus decodeTileAddr(MCInst &Inst, uint64_t Field,
                                   uint64_t Address,
                                   const MCDisassembler *Decoder) {
  int64_t Offset = (Field & PTO::MaxTileOffsetField) * PTO::TileOffsetUnit;
  if (!PTO::checkTileOffset(PTO::getGeneration(Decoder->getSubtargetInfo()), AS,
                            Offset)
           .empty())
    return MCDisassembler::Fail;
  if (DecodeGPRRegisterClass(Inst, Field >> PTO::TileOffsetBits, Address,
                             Decoder) == MCDisassembler::Fail)
    return MCDisassembler::Fail;
  Inst.addOperand(MCOperand::createImm(Offset));
  return MCDisassembler::Success;
}

/// The input an OutputReusesInput result is written over has no field: it is
/// the destination's address, the instruction's first tile operand (MCInst
/// operands 0 and 1).
static DecodeStatus decodeInPlaceTileAddr(MCInst &Inst,
                                          const MCDisassembler *Decoder) {
  if (Inst.getNumOperands() < 2)
    return MCDisassembler::Fail;
  MCOperand Base = Inst.getOperand(0), Offset = Inst.getOperand(1);
  Inst.addOperand(Base);
  Inst.addOperand(Offset);
  return MCDisassembler::Success;
}

/// Tile rows or cols: 1..4095.
static DecodeStatus decodeTileDim(MCInst &Inst, uint64_t Imm, uint64_t Address,
                                  const MCDisassembler *Decoder) {
  return addImmIf(Inst, Imm, Imm != 0 && Imm <= PTO::MaxTileDim);
}

/// An element type ID of PTODTypeTable.
static DecodeStatus decodeDTypeOperand(MCInst &Inst, uint64_t Imm,
                                       uint64_t Address,
                                       const MCDisassembler *Decoder) {
  return addImmIf(Inst, Imm, PTO::lookupDTypeByID(Imm) != nullptr);
}

// Issue 14 (B): a comparison mode ID of PTOCmpModeTable.
static DecodeStatus decodeCmpModeOperand(MCInst &Inst, uint64_t Imm,
                                         uint64_t Address,
                                         const MCDisassembler *Decoder) {
  return addImmIf(Inst, Imm,
                  isUInt<8>(Imm) && PTO::lookupCmpModeByID(Imm) != nullptr);
}

using namespace llvm::MCD;
#include "PTOGenDisassemblerTables.inc"

namespace {
// Scalar and sync instructions are one 64-bit word (PTOInstrFormats.td), tile
// instructions 128 bits (PTOTileInstrInfo.td).
template <> [[maybe_unused]] constexpr uint32_t InsnBitWidth<uint64_t> = 64;
template <> [[maybe_unused]] constexpr uint32_t InsnBitWidth<APInt> = 128;
} // namespace

/// Rules the decoder tables cannot express; mirrors the assembler's
/// validateInstruction so that every decoded word reassembles.
static bool isValidDecodedInst(const MCInst &MI) {
  if (!PTO::checkTileShapes(MI.getOpcode(), [&](unsigned I) {
         return MI.getOperand(I).getImm();
       }).empty())
    return false;
  switch (MI.getOpcode()) {
  case PTO::SET_FLAG:
  case PTO::WAIT_FLAG:
    return MI.getOperand(0).getImm() != PTO::PIPE_ALL &&
           MI.getOperand(1).getImm() != PTO::PIPE_ALL;
  default:
    return true;
  }
}

DecodeStatus PTODisassembler::getInstruction(MCInst &MI, uint64_t &Size,
                                             ArrayRef<uint8_t> Bytes,
                                             uint64_t Address,
                                             raw_ostream &CS) const {
  if (Bytes.size() < 8) {
    Size = Bytes.size();
    return MCDisassembler::Fail;
  }
  uint64_t Word0 = support::endian::read64le(Bytes.data());
  DecodeStatus Result;
  if ((Word0 >> 56) >= PTO::FirstTileOpcode) {
    // A tile instruction: word 0 holds Inst{63-0}, word 1 Inst{127-64}.
    if (Bytes.size() < 16) {
      Size = Bytes.size();
      return MCDisassembler::Fail;
    }
    Size = 16;
    uint64_t Words[2] = {Word0, support::endian::read64le(Bytes.data() + 8)};
    APInt Insn(128, Words);
    Result =
        decodeInstruction(DecoderTablePTO128, MI, Insn, Address, this, STI);
  } else {
    Size = 8;
    Result =
        decodeInstruction(DecoderTablePTO64, MI, Word0, Address, this, STI);
  }
  if (Result != MCDisassembler::Fail && !isValidDecodedInst(MI))
    return MCDisassembler::Fail;
  return Result;
}

static MCDisassembler *createPTODisassembler(const Target &T,
                                             const MCSubtargetInfo &STI,
                                             MCContext &Ctx) {
  return new PTODisassembler(STI, Ctx);
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializePTODisassembler() {
  TargetRegistry::RegisterMCDisassembler(getThePTOTarget(),
                                         createPTODisassembler);
}
