//===-- PTOMemOperandFlags.h - Rotating-window memory operands --*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The protocol between tile storage and synchronization: the target flags
// pto-lower-tile-operands sets on the memory operands of a window in a
// rotating (double-buffered) allocation, and pto-insert-sync and
// pto-verify-sync read. Header only; PTOInstrInfo names them for MIR.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOMEMOPERANDFLAGS_H
#define LLVM_LIB_TARGET_PTO_PTOMEMOPERANDFLAGS_H

#include "llvm/CodeGen/MachineMemOperand.h"

namespace llvm {
namespace PTO {
/// Target flags of the memory operands of a tile window in a rotating
/// (double-buffered) allocation. Its operand addresses `space[slot + off]`
/// through a slot register, so pto-lower-tile-operands gives it two memory
/// operands, one per slot it may be in; pto-insert-sync uses the flags to
/// tell which of them is real for a given value of the slot registers.
/// MIR names: "pto-rotating", "pto-slot1", "pto-next-slot", "pto-slot-init".
constexpr MachineMemOperand::Flags MORotating =
    MachineMemOperand::MOTargetFlag1;
/// The operand describes the window in slot 1 (else slot 0).
constexpr MachineMemOperand::Flags MOSlot1 = MachineMemOperand::MOTargetFlag2;
/// The base register holds the next slot's offset (else the current slot's):
/// in one iteration of the loop the current and the next slot differ.
constexpr MachineMemOperand::Flags MONextSlot =
    MachineMemOperand::MOTargetFlag3;
/// A slot-0 member (the loop's initial value, written before the loop):
/// one operand, slot 0, flagged as if it were the next slot of the
/// iteration before the first -- after the preheader's SLOT_MARK 0 the
/// header's swap makes slot 0 the current slot.
constexpr MachineMemOperand::Flags MOSlotInit =
    MachineMemOperand::MOTargetFlag4;
/// Issue 23 (logical select): without MORotating, the same flag marks one of
/// the two windows (MOSlot1: the one in slot 1) of the selected slot of a
/// logical select, addressed `space[%sel + off]` through its slot index
/// register. The access touches both windows (for the synchronization
/// passes, two exact windows, whatever the index holds). The flag bits are
/// all taken: this one is reused, so its MIR name stays "pto-slot-init".
constexpr MachineMemOperand::Flags MOSelectedSlot = MOSlotInit;
/// Whether \p MMO is one of the two windows of a selected slot.
inline bool isSelectedSlotMMO(const MachineMemOperand &MMO) {
  return (MMO.getFlags() & MOSelectedSlot) && !(MMO.getFlags() & MORotating);
}
} // namespace PTO
} // namespace llvm

#endif
