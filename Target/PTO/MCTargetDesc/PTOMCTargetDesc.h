//===-- PTOMCTargetDesc.h - PTO target descriptions -------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOMCTARGETDESC_H
#define LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOMCTARGETDESC_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/DataTypes.h"
#include <memory>
#include <optional>

namespace llvm {
class MCAsmBackend;
class MCCodeEmitter;
class MCContext;
class MCInstrInfo;
class MCObjectTargetWriter;
class MCRegisterInfo;
class MCSubtargetInfo;
class MCTargetOptions;
class Target;

/// A new instruction-info table of PTO (opcode descriptors, operand
/// register classes); what the MC target registers.
MCInstrInfo *createPTOMCInstrInfo();
MCCodeEmitter *createPTOMCCodeEmitter(const MCInstrInfo &MCII, MCContext &Ctx);
MCAsmBackend *createPTOAsmBackend(const Target &T, const MCSubtargetInfo &STI,
                                  const MCRegisterInfo &MRI,
                                  const MCTargetOptions &Options);
std::unique_ptr<MCObjectTargetWriter> createPTOELFObjectWriter(uint8_t OSABI);
} // namespace llvm

// Register and instruction enums.
#define GET_REGINFO_ENUM
#include "PTOGenRegisterInfo.inc"

#define GET_INSTRINFO_ENUM
#define GET_INSTRINFO_MC_HELPER_DECLS
// PTO::getNamedOperandIdx(Opcode, PTO::OpName::...): every instruction's
// operands by their .td names (PTOInst sets UseNamedOperandTable): scalar
// and sync operands (rd, rs1, rs2, rs3, imm, src, dst, event;
// PTOInstrInfo.td) and tile operands (t0.., ip, r1, r2, row, col, rows,
// cols, srcrows, srccols, k, dtype, srcdtype; PTOTileInstrInfo.td).
#define GET_INSTRINFO_OPERAND_ENUM
#include "PTOGenInstrInfo.inc"

#define GET_SUBTARGETINFO_ENUM
#include "PTOGenSubtargetInfo.inc"

#include "MCTargetDesc/PTOMachineFacts.h"

namespace llvm {
namespace PTO {
/// The generation (a3, a5) an MC subtarget describes, from its features.
PTOGeneration getGeneration(const MCSubtargetInfo &STI);

/// An on-chip memory's tile register class (PTOTileMemoryTable, from the
/// PTOTileMemory records of PTOTileMemories.td).
struct PTOTileMemoryInfo {
  uint8_t AddrSpace;
  unsigned RegClassID;
};
#define GET_PTOTileMemoryTable_DECL
#include "PTOGenSearchableTables.inc"

/// The tile register class of on-chip memory \p AS, or none for a memory
/// without tiles.
std::optional<unsigned> getTileMemoryClass(unsigned AS);

/// The memory of tile register class \p RCID (TileMat, TileLeft, ...), or
/// none for any other class. Read from PTOTileMemoryTable, the one mapping
/// between tile classes and memories (the TargetRegisterClass form is in
/// PTOBuiltins.h).
std::optional<unsigned> getTileClassMemory(unsigned RCID);

/// The memories of the tile operands of instruction \p Opcode (a tile
/// pseudo), in operand order, read from the register classes of its
/// instruction description.
SmallVector<unsigned, 3> getTileOperandMemories(unsigned Opcode);
} // namespace PTO
} // namespace llvm

#endif
