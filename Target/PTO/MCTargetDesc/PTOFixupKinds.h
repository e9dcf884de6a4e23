//===-- PTOFixupKinds.h - PTO fixups and ELF relocations --------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Fixup kinds of the PTO MC layer and the ELF relocation types they become
// (docs/isa.md, "Relocations"). Every fixup patches the 32-bit immediate
// field Inst{31-0}, i.e. the first four bytes of the little-endian 64-bit
// instruction word.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOFIXUPKINDS_H
#define LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOFIXUPKINDS_H

#include "llvm/MC/MCFixup.h"

namespace llvm {
namespace PTO {

/// e_machine of PTO ELF objects. LLVM assigns no EM_ value to PTO; 0x5054
/// ("PT") is unassigned in the System V gABI registry and in LLVM's ELF.h.
constexpr uint16_t EM_PTO = 0x5054;

/// ELF relocation types (Elf64_Rela, r_addend holds the addend).
enum RelocationType : unsigned {
  R_PTO_NONE = 0,
  R_PTO_IMM32 = 1,   ///< Inst{31-0} = S + A (must fit a signed 32-bit value).
  R_PTO_PCREL32 = 2, ///< Inst{31-0} = S + A - P (branches and calls).
  R_PTO_32 = 3,      ///< 32-bit data word = S + A.
  R_PTO_64 = 4,      ///< 64-bit data word = S + A.
};

enum Fixups {
  /// Absolute symbol value in the imm32 field (li, addi, loads/stores).
  fixup_pto_imm32 = FirstTargetFixupKind,
  /// PC-relative byte offset in the imm32 field (branches, j, call).
  fixup_pto_pcrel32,

  LastTargetFixupKind,
  NumTargetFixupKinds = LastTargetFixupKind - FirstTargetFixupKind
};

} // namespace PTO
} // namespace llvm

#endif
