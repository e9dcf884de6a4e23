//===-- PTOELFObjectWriter.cpp - PTO ELF relocation writer ----------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// PTO objects are ELFCLASS64, little-endian, e_machine EM_PTO (0x5054), with
// RELA relocations. The relocation types are listed in PTOFixupKinds.h and
// docs/isa.md.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOFixupKinds.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCELFObjectWriter.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCValue.h"

using namespace llvm;

namespace {
class PTOELFObjectWriter : public MCELFObjectTargetWriter {
public:
  explicit PTOELFObjectWriter(uint8_t OSABI)
      : MCELFObjectTargetWriter(/*Is64Bit=*/true, OSABI, PTO::EM_PTO,
                                /*HasRelocationAddend=*/true) {}

protected:
  unsigned getRelocType(const MCFixup &Fixup, const MCValue &Target,
                        bool IsPCRel) const override;
};
} // namespace

unsigned PTOELFObjectWriter::getRelocType(const MCFixup &Fixup,
                                          const MCValue &Target,
                                          bool IsPCRel) const {
  MCFixupKind Kind = Fixup.getKind();
  if (mc::isRelocation(Kind))
    return Kind - FirstLiteralRelocationKind;
  if (Target.getSpecifier()) {
    reportError(Fixup.getLoc(), "PTO has no relocation specifiers");
    return PTO::R_PTO_NONE;
  }

  switch (Kind) {
  case PTO::fixup_pto_pcrel32:
    return PTO::R_PTO_PCREL32;
  case PTO::fixup_pto_imm32:
    if (IsPCRel)
      break;
    return PTO::R_PTO_IMM32;
  case FK_Data_4:
    if (IsPCRel)
      break;
    return PTO::R_PTO_32;
  case FK_Data_8:
    if (IsPCRel)
      break;
    return PTO::R_PTO_64;
  default:
    break;
  }
  reportError(Fixup.getLoc(), "unsupported relocation on PTO");
  return PTO::R_PTO_NONE;
}

std::unique_ptr<MCObjectTargetWriter>
llvm::createPTOELFObjectWriter(uint8_t OSABI) {
  return std::make_unique<PTOELFObjectWriter>(OSABI);
}
