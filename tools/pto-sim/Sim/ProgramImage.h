//===-- ProgramImage.h - The loaded program and its decoder -----*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The PTO MC layer pto-sim runs on (register info, instruction info,
// subtarget, disassembler, printer, assembler), the program image built from
// an ELF object or an assembly file (allocated sections laid out from
// ProgramBase, RELA relocations applied, symbols), and the decoder: an
// instruction at an address, decoded once, with the descriptor of its opcode
// derived once from the target's tables (named operand positions, the pipe
// from TSFlags).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_PROGRAMIMAGE_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_PROGRAMIMAGE_H

#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "SimTypes.h"
#include "Symbolizer.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/TargetParser/Triple.h"
#include <array>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace ptosim {

/// What the simulator needs of one opcode, derived once from the target's
/// tables: where its named operands stand in the MCInst (the ins/outs dags
/// of PTOInstrInfo.td and PTOTileInstrInfo.td) and its pipe (TSFlags).
class InstrDesc {
  static constexpr unsigned NumNames =
      unsigned(llvm::PTO::OpName::NUM_OPERAND_NAMES);
  std::array<int16_t, NumNames> Pos;

public:
  InstrDesc(const llvm::MCInstrInfo &MCII, unsigned Opc);
  unsigned Opcode;
  unsigned Pipe;
  bool has(llvm::PTO::OpName N) const { return Pos[unsigned(N)] >= 0; }
  unsigned operator[](llvm::PTO::OpName N) const {
    assert(has(N) && "the instruction has no operand of that name");
    return unsigned(Pos[unsigned(N)]);
  }
};

/// The sub-operand of a tile address operand (TileAddrOperand in
/// PTOTileInstrInfo.td: base register, then byte offset) that holds the
/// offset; the named operand is the base.
constexpr unsigned TileOffsetSubOp = 1;

/// One decoded instruction.
struct DecodedInst {
  llvm::MCInst Inst;
  uint64_t Size = 0;
  const InstrDesc *Desc = nullptr;
  /// As the printer shows it, tabs as spaces, trimmed.
  std::string Text;

  unsigned opcode() const { return Inst.getOpcode(); }
  unsigned pipe() const { return Desc->Pipe; }
  bool has(llvm::PTO::OpName N) const { return Desc->has(N); }
  const llvm::MCOperand &op(llvm::PTO::OpName N) const {
    return Inst.getOperand((*Desc)[N]);
  }
  int64_t imm(llvm::PTO::OpName N) const { return op(N).getImm(); }
};

/// A global-memory region: the program image, a buffer argument, the stack.
struct Region {
  uint64_t Base, Size;
  std::string Name;
  std::vector<uint8_t> Bytes;
};

/// Registers the parts of the PTO target a program image uses (target info,
/// MC layer, assembler, disassembler); every client calls it once first.
void initializeTargetMC();

class ProgramImage {
public:
  /// The MC layer for subtarget \p CPU (a3 or a5). The PTO target must be
  /// registered (initializeTargetMC()).
  static llvm::Expected<std::unique_ptr<ProgramImage>>
  create(llvm::StringRef CPU);

  /// Loads an ELF object, or assembles an assembly file in-process first.
  llvm::Error loadFile(llvm::StringRef Path);
  /// Assembles \p Buf in-process, then loads the object.
  llvm::Error loadAssembly(std::unique_ptr<llvm::MemoryBuffer> Buf);
  llvm::Error loadObject(llvm::MemoryBufferRef Buf);

  /// The loaded program bytes (one region at ProgramBase), moved out: the
  /// simulator's global memory owns them (takeProgram() once, after load).
  Region takeProgram() { return std::move(Program); }
  /// The bytes the decoder reads: the region in global memory.
  void setCode(const Region *Code) { this->Code = Code; }

  /// The instruction at \p Addr, decoded once.
  llvm::Expected<const DecodedInst *> decodeAt(uint64_t Addr);
  /// The instruction decoded at \p Addr, or null.
  const DecodedInst *decoded(uint64_t Addr) const;
  /// Issue 15 (X): the pipes (a mask) the instructions of the function at
  /// \p Entry (up to the next code symbol) are queued on, and whether it
  /// reads get_core_type; words that do not decode are skipped.
  void scanPipes(uint64_t Entry, unsigned &PipeMask, bool &ReadsCoreType);

  /// "0x10008 <vadd+8> `tload ...`", with " at k.c:12" after the symbol
  /// when the object has a line table entry for the address.
  std::string describe(uint64_t Addr) const;

  const std::map<std::string, uint64_t> &symbols() const { return Symbols; }
  /// Global symbols in text sections: the kernels a run may start at.
  const std::set<std::string> &codeSymbols() const { return CodeSymbols; }

  llvm::PTO::PTOGeneration generation() const { return Gen; }
  llvm::StringRef cpu() const { return CPU; }
  const llvm::MCRegisterInfo &regInfo() const { return *MRI; }
  const llvm::MCInstrInfo &instrInfo() const { return *MCII; }
  const Symbolizer &symbolizer() const { return Lines; }

private:
  ProgramImage() = default;

  std::string CPU;
  llvm::Triple TheTriple;
  const llvm::Target *TheTarget = nullptr;
  llvm::MCTargetOptions MCOptions;
  std::unique_ptr<llvm::MCRegisterInfo> MRI;
  std::unique_ptr<llvm::MCAsmInfo> MAI;
  std::unique_ptr<llvm::MCInstrInfo> MCII;
  std::unique_ptr<llvm::MCSubtargetInfo> STI;
  std::unique_ptr<llvm::MCContext> Ctx;
  std::unique_ptr<llvm::MCObjectFileInfo> MOFI;
  std::unique_ptr<llvm::MCDisassembler> DisAsm;
  std::unique_ptr<llvm::MCInstPrinter> IP;
  llvm::PTO::PTOGeneration Gen{};

  Region Program{ProgramBase, 0, "program", {}};
  const Region *Code = &Program;
  std::map<std::string, uint64_t> Symbols;
  std::set<std::string> CodeSymbols;
  std::map<uint64_t, DecodedInst> Decoded;
  std::map<unsigned, InstrDesc> Descs; ///< By opcode.
  Symbolizer Lines;
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_PROGRAMIMAGE_H
