//===-- PTOBaseInfo.h - Top-level definitions for PTO MC --------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Small definitions shared by the MC layer and code generation: TSFlags
// layout and target operand types.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOBASEINFO_H
#define LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOBASEINFO_H

#include "MCTargetDesc/PTOMachineFacts.h"
#include "llvm/MC/MCInstrDesc.h"

namespace llvm {

namespace PTOII {
/// TSFlags{3-0}: the pipe that executes the instruction (PTOInstrFormats.td).
enum { PipeShift = 0, PipeMask = 0xf };

inline PTO::PTOPipeKind getPipe(uint64_t TSFlags) {
  return static_cast<PTO::PTOPipeKind>((TSFlags >> PipeShift) & PipeMask);
}
} // namespace PTOII

namespace PTOOp {
enum OperandType : unsigned {
  OPERAND_PIPE = MCOI::OPERAND_FIRST_TARGET,
};
} // namespace PTOOp

} // namespace llvm

#endif
