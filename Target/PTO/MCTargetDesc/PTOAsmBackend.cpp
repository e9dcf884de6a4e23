//===-- PTOAsmBackend.cpp - PTO assembler backend -------------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Applies resolved fixups to the 64-bit instruction words and hands the
// unresolved ones to the ELF object writer as relocations. Instructions have
// a single fixed size, so nothing is ever relaxed.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOFixupKinds.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAssembler.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCELFObjectWriter.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCValue.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "pto-asm-backend"

namespace {
class PTOAsmBackend : public MCAsmBackend {
  uint8_t OSABI;

public:
  explicit PTOAsmBackend(uint8_t OSABI)
      : MCAsmBackend(llvm::endianness::little), OSABI(OSABI) {}

  std::unique_ptr<MCObjectTargetWriter>
  createObjectTargetWriter() const override {
    return createPTOELFObjectWriter(OSABI);
  }

  std::optional<MCFixupKind> getFixupKind(StringRef Name) const override;
  MCFixupKindInfo getFixupKindInfo(MCFixupKind Kind) const override;

  void applyFixup(const MCFragment &F, const MCFixup &Fixup,
                  const MCValue &Target, uint8_t *Data, uint64_t Value,
                  bool IsResolved) override;

  bool writeNopData(raw_ostream &OS, uint64_t Count,
                    const MCSubtargetInfo *STI) const override;

private:
  /// Checks a fixup value against its field; reports and returns false when
  /// it does not fit.
  bool checkFixupValue(const MCFixup &Fixup, uint64_t Value,
                       bool IsResolved) const;
};
} // namespace

std::optional<MCFixupKind> PTOAsmBackend::getFixupKind(StringRef Name) const {
  // Raw relocation names for the .reloc directive.
  unsigned Type = StringSwitch<unsigned>(Name)
                      .Case("R_PTO_NONE", PTO::R_PTO_NONE)
                      .Case("R_PTO_IMM32", PTO::R_PTO_IMM32)
                      .Case("R_PTO_PCREL32", PTO::R_PTO_PCREL32)
                      .Case("R_PTO_32", PTO::R_PTO_32)
                      .Case("R_PTO_64", PTO::R_PTO_64)
                      .Default(-1u);
  if (Type == -1u)
    return std::nullopt;
  return static_cast<MCFixupKind>(FirstLiteralRelocationKind + Type);
}

MCFixupKindInfo PTOAsmBackend::getFixupKindInfo(MCFixupKind Kind) const {
  // Must stay in the order of PTO::Fixups (PTOFixupKinds.h).
  static const MCFixupKindInfo Infos[PTO::NumTargetFixupKinds] = {
      // Name                 Offset Bits Flags
      {"fixup_pto_imm32", 0, 32, 0},
      {"fixup_pto_pcrel32", 0, 32, 0},
  };
  if (Kind < FirstTargetFixupKind)
    return MCAsmBackend::getFixupKindInfo(Kind);
  assert(unsigned(Kind - FirstTargetFixupKind) < PTO::NumTargetFixupKinds &&
         "invalid PTO fixup kind");
  return Infos[Kind - FirstTargetFixupKind];
}

bool PTOAsmBackend::checkFixupValue(const MCFixup &Fixup, uint64_t Value,
                                    bool IsResolved) const {
  int64_t SValue = static_cast<int64_t>(Value);
  switch (Fixup.getKind()) {
  case PTO::fixup_pto_pcrel32:
    if (!isInt<32>(SValue)) {
      getContext().reportError(Fixup.getLoc(), "branch target out of range");
      return false;
    }
    if (IsResolved && SValue % 8 != 0) {
      getContext().reportError(Fixup.getLoc(),
                               "branch target is not a multiple of 8 bytes");
      return false;
    }
    return true;
  case PTO::fixup_pto_imm32:
    if (!isInt<32>(SValue) && !isUInt<32>(Value)) {
      getContext().reportError(Fixup.getLoc(),
                               "fixup value out of range of a 32-bit field");
      return false;
    }
    return true;
  default:
    return true;
  }
}

void PTOAsmBackend::applyFixup(const MCFragment &F, const MCFixup &Fixup,
                               const MCValue &Target, uint8_t *Data,
                               uint64_t Value, bool IsResolved) {
  maybeAddReloc(F, Fixup, Target, Value, IsResolved);
  MCFixupKind Kind = Fixup.getKind();
  if (mc::isRelocation(Kind))
    return; // .reloc with a raw relocation type: nothing to patch.
  // A data word relocated against a symbol defined in this object (a code
  // address in .debug_addr or .debug_line, a function pointer) also gets
  // its value in place: the symbol's offset plus the addend, which is what
  // S + A comes to in a relocatable object, whose sections all sit at
  // address 0. A loader applies the RELA entry over it (pto-sim writes
  // S + A); tools that cannot resolve R_PTO_* (llvm-dwarfdump, llvm-objdump
  // --dwarf) read the right address instead of 0.
  if (!IsResolved && (Kind == FK_Data_4 || Kind == FK_Data_8) && Asm &&
      Target.getAddSym() && !Target.getSubSym() &&
      Target.getAddSym()->isInSection() && !Target.getAddSym()->isVariable())
    Value = Asm->getSymbolOffset(*Target.getAddSym()) + Target.getConstant();
  if (!checkFixupValue(Fixup, Value, IsResolved))
    return;

  unsigned NumBytes;
  switch (Kind) {
  case FK_Data_1:
    NumBytes = 1;
    break;
  case FK_Data_2:
    NumBytes = 2;
    break;
  case FK_Data_8:
    NumBytes = 8;
    break;
  default: // FK_Data_4 and both instruction fixups (the imm32 field).
    NumBytes = 4;
    break;
  }
  // Little-endian: the imm32 field is bytes 0-3 of the instruction word.
  for (unsigned I = 0; I != NumBytes; ++I)
    Data[I] |= static_cast<uint8_t>(Value >> (8 * I));
}

bool PTOAsmBackend::writeNopData(raw_ostream &OS, uint64_t Count,
                                 const MCSubtargetInfo *STI) const {
  // `nop` encodes as an all-zero word; smaller gaps are zero padding.
  OS.write_zeros(Count);
  return true;
}

MCAsmBackend *llvm::createPTOAsmBackend(const Target &T,
                                        const MCSubtargetInfo &STI,
                                        const MCRegisterInfo &MRI,
                                        const MCTargetOptions &Options) {
  uint8_t OSABI =
      MCELFObjectTargetWriter::getOSABI(STI.getTargetTriple().getOS());
  return new PTOAsmBackend(OSABI);
}
