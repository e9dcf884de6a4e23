//===-- PTOBaseInfo.h - Top-level definitions for PTO MC --------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Small definitions shared by the MC layer and code generation: TSFlags
// layout, target operand types and the tile instruction encoding.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOBASEINFO_H
#define LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOBASEINFO_H

#include "MCTargetDesc/PTOMachineFacts.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/MC/MCInstrDesc.h"
#include <cstdint>
#include <string>

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
  OPERAND_DTYPE,
};
} // namespace PTOOp

namespace PTO {
/// Tile instructions (PTOTileInstrInfo.td, docs/isa.md) are 128 bits; the
/// opcode byte of their first word is at least FirstTileOpcode.
constexpr unsigned FirstTileOpcode = 0x80;
/// A tile address field holds the byte offset in units of TileOffsetUnit.
constexpr unsigned TileOffsetUnit = 32;
constexpr unsigned TileOffsetBits = 14;
constexpr uint64_t MaxTileOffsetField = (uint64_t(1) << TileOffsetBits) - 1;
/// Tile rows and cols are 1..MaxTileDim; sub-tile positions 0..MaxTileDim.
constexpr unsigned MaxTileDim = 4095;

/// Why \p Offset cannot be the byte offset of a tile address in memory \p AS
/// on generation \p Gen (alignment, capacity, encodable range); empty when it
/// can. Shared by the assembler (diagnostics) and the disassembler (invalid
/// encodings), so that every decoded instruction reassembles.
std::string checkTileOffset(PTOGeneration Gen, unsigned AS, int64_t Offset);

/// Whether the shape operands of real tile instruction \p Opcode agree
/// with each other (docs/isa.md, "Operands"): a reduction's or expand's
/// source shape with its result, a textract window inside its source, a
/// tinsert source inside its destination, a tgetval/tsetval element inside
/// its tile, a matmul's input type with its result type. \p Imm returns an
/// operand by MI/MC operand index. Empty when they agree (and for any other
/// opcode). Shared by the assembler, the disassembler, the machine verifier
/// and pto-sim.
std::string checkTileShapes(unsigned Opcode,
                            function_ref<int64_t(unsigned OpIdx)> Imm);
} // namespace PTO

} // namespace llvm

#endif
