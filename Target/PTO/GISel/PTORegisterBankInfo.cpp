//===-- PTORegisterBankInfo.cpp - Register banks for PTO ------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "GISel/PTORegisterBankInfo.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/RegisterBank.h"
#include "llvm/CodeGen/TargetOpcodes.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"

#define GET_TARGET_REGBANK_IMPL
#include "PTOGenRegisterBank.inc"

using namespace llvm;

#define DEBUG_TYPE "pto-regbankinfo"

namespace {
/// One row of PTOTileBankTable: a tile register bank and its memory.
struct PTOTileBankInfo {
  unsigned RegBankID;
  uint8_t AddrSpace;
};
#define GET_PTOTileBankTable_IMPL
#include "PTOGenSearchableTables.inc"
} // namespace

std::optional<unsigned> llvm::PTO::getRegBankMemory(unsigned BankID) {
  for (const PTOTileBankInfo &B : PTOTileBankTable)
    if (B.RegBankID == BankID)
      return B.AddrSpace;
  return std::nullopt;
}

/// The register bank of on-chip memory \p AS (PTOTileBankTable), or none.
static std::optional<unsigned> getMemoryRegBank(unsigned AS) {
  for (const PTOTileBankInfo &B : PTOTileBankTable)
    if (B.AddrSpace == AS)
      return B.RegBankID;
  return std::nullopt;
}

namespace {
// One partial mapping per scalar width a GPR can hold.
const RegisterBankInfo::PartialMapping GPRPartMappings[] = {
    {0, 1, PTO::GPRBRegBank},  {0, 8, PTO::GPRBRegBank},
    {0, 16, PTO::GPRBRegBank}, {0, 32, PTO::GPRBRegBank},
    {0, 64, PTO::GPRBRegBank},
};
const RegisterBankInfo::ValueMapping GPRValueMappings[] = {
    {&GPRPartMappings[0], 1}, {&GPRPartMappings[1], 1},
    {&GPRPartMappings[2], 1}, {&GPRPartMappings[3], 1},
    {&GPRPartMappings[4], 1},
};

const RegisterBankInfo::ValueMapping *getGPRValueMapping(unsigned Size) {
  switch (Size) {
  case 1:
    return &GPRValueMappings[0];
  case 8:
    return &GPRValueMappings[1];
  case 16:
    return &GPRValueMappings[2];
  case 32:
    return &GPRValueMappings[3];
  case 64:
    return &GPRValueMappings[4];
  default:
    return nullptr;
  }
}
} // namespace

PTORegisterBankInfo::PTORegisterBankInfo(const TargetRegisterInfo &TRI)
    : PTOGenRegisterBankInfo() {}

const RegisterBankInfo::InstructionMapping &
PTORegisterBankInfo::getInstrMapping(const MachineInstr &MI) const {
  const unsigned Opc = MI.getOpcode();
  if (!isPreISelGenericOpcode(Opc) || Opc == TargetOpcode::G_PHI) {
    const InstructionMapping &Mapping = getInstrMappingImpl(MI);
    if (Mapping.isValid())
      return Mapping;
  }

  const MachineFunction &MF = *MI.getParent()->getParent();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  unsigned NumOperands = MI.getNumOperands();
  SmallVector<const ValueMapping *, 8> OpdsMapping(NumOperands, nullptr);
  for (unsigned Idx = 0; Idx < NumOperands; ++Idx) {
    const MachineOperand &MO = MI.getOperand(Idx);
    if (!MO.isReg() || !MO.getReg())
      continue;
    LLT Ty = MRI.getType(MO.getReg());
    if (!Ty.isValid())
      continue;
    // Tile handles: 32 bits in the bank of their memory.
    if (Ty.isPointer() && PTO::isOnChipAddrSpace(Ty.getAddressSpace())) {
      std::optional<unsigned> Bank = getMemoryRegBank(Ty.getAddressSpace());
      if (!Bank)
        return getInvalidInstructionMapping();
      OpdsMapping[Idx] = &getValueMapping(0, 32, getRegBank(*Bank));
      continue;
    }
    const ValueMapping *VM = getGPRValueMapping(Ty.getSizeInBits());
    if (!VM)
      return getInvalidInstructionMapping();
    OpdsMapping[Idx] = VM;
  }
  return getInstructionMapping(DefaultMappingID, /*Cost=*/1,
                               getOperandsMapping(OpdsMapping), NumOperands);
}
