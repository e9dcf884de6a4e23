//===-- PTODisassembler.cpp - Disassembler for PTO ------------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Decodes 64-bit little-endian PTO instruction words with the decoder tables
// TableGen generates from PTOInstrFormats.td (-gen-disassembler). Reserved
// bits must be zero and operand fields must hold valid values (registers,
// pipes, immediate ranges); anything else is an invalid encoding.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "TargetInfo/PTOTargetInfo.h"
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

template <unsigned N>
static DecodeStatus decodeSImmOperand(MCInst &Inst, uint64_t Imm,
                                      uint64_t Address,
                                      const MCDisassembler *Decoder) {
  if (!isUInt<N>(Imm))
    return MCDisassembler::Fail;
  Inst.addOperand(MCOperand::createImm(SignExtend64<N>(Imm)));
  return MCDisassembler::Success;
}

/// The field is wider than N bits for some operands (a shift amount lives in
/// the 32-bit immediate field): bits above N must be zero.
template <unsigned N>
static DecodeStatus decodeUImmOperand(MCInst &Inst, uint64_t Imm,
                                      uint64_t Address,
                                      const MCDisassembler *Decoder) {
  if (!isUInt<N>(Imm))
    return MCDisassembler::Fail;
  Inst.addOperand(MCOperand::createImm(Imm));
  return MCDisassembler::Success;
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
  if (!PTO::getPipeName(Imm))
    return MCDisassembler::Fail;
  Inst.addOperand(MCOperand::createImm(Imm));
  return MCDisassembler::Success;
}

/// Memory space of a tile address (space[base + offset]): an on-chip memory
/// or gm. For tile instructions (docs/isa.md, "Adding an instruction").
[[maybe_unused]] static DecodeStatus
decodeMemSpaceOperand(MCInst &Inst, uint64_t Imm, uint64_t Address,
                      const MCDisassembler *Decoder) {
  const PTO::PTOMemoryInfo *Mem = PTO::getMemory(Imm);
  if (!Mem || Mem->AddrSpace == PTO::AS_GENERIC)
    return MCDisassembler::Fail;
  Inst.addOperand(MCOperand::createImm(Imm));
  return MCDisassembler::Success;
}

using namespace llvm::MCD;
#include "PTOGenDisassemblerTables.inc"

namespace {
// Every PTO instruction word is 64 bits (PTOInstrFormats.td).
template <> constexpr uint32_t InsnBitWidth<uint64_t> = 64;
} // namespace

/// Rules the decoder tables cannot express; mirrors the assembler's
/// validateInstruction so that every decoded word reassembles.
static bool isValidDecodedInst(const MCInst &MI) {
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
  Size = 8;
  uint64_t Insn = support::endian::read64le(Bytes.data());
  DecodeStatus Result =
      decodeInstruction(DecoderTablePTO64, MI, Insn, Address, this, STI);
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
