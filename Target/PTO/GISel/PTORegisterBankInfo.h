//===-- PTORegisterBankInfo.h - Register banks for PTO ----------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_GISEL_PTOREGISTERBANKINFO_H
#define LLVM_LIB_TARGET_PTO_GISEL_PTOREGISTERBANKINFO_H

#include "llvm/CodeGen/RegisterBankInfo.h"
#include <optional>

#define GET_REGBANK_DECLARATIONS
#include "PTOGenRegisterBank.inc"

namespace llvm {
class TargetRegisterInfo;

class PTOGenRegisterBankInfo : public RegisterBankInfo {
#define GET_TARGET_REGBANK_CLASS
#include "PTOGenRegisterBank.inc"
};

/// Scalars and generic/global pointers map to the GPR bank.
class PTORegisterBankInfo final : public PTOGenRegisterBankInfo {
public:
  explicit PTORegisterBankInfo(const TargetRegisterInfo &TRI);

  const InstructionMapping &
  getInstrMapping(const MachineInstr &MI) const override;
};

namespace PTO {
/// The on-chip memory of register bank \p BankID (PTOTileBankTable, from the
/// PTOTileMemory records of PTOTileMemories.td), or none for the GPR bank.
std::optional<unsigned> getRegBankMemory(unsigned BankID);
} // namespace PTO

} // namespace llvm

#endif
