//===-- Symbolizer.h - Code addresses to source lines -----------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The DWARF line tables of the loaded object (ptocc -g, or .loc directives
// in assembly, which have no compile unit), read without applying
// relocations: in a relocatable PTO object
// every section starts at 0 and relocated addresses are also written in
// place (PTOAsmBackend::applyFixup). Maps a simulated code address back to
// its section and offset, and that to file:line. An object without
// .debug_line has no lines; reports then stay symbol+offset.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_SYMBOLIZER_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_SYMBOLIZER_H

#include "llvm/Support/MemoryBuffer.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ptosim {

struct SourceLine {
  std::string File; ///< As the line table names it (DW_AT_name style).
  uint32_t Line = 0, Column = 0;
  /// "k.c:12".
  std::string str() const { return File + ":" + std::to_string(Line); }
};

class Symbolizer {
public:
  /// Where a loaded section's bytes start in the simulated address space.
  struct Placement {
    uint64_t SectionIndex, Address, Size;
  };

  Symbolizer();
  ~Symbolizer();
  Symbolizer(Symbolizer &&);
  Symbolizer &operator=(Symbolizer &&);

  /// Takes the object \p Obj was read from (kept alive for the line table)
  /// and the placement of its sections. Does nothing when the object has no
  /// .debug_line section.
  void load(std::unique_ptr<llvm::MemoryBuffer> Buf,
            std::vector<Placement> Sections);
  bool hasLines() const { return Lines != nullptr; }

  /// The source line of the code at simulated address \p Addr, if the line
  /// table has one.
  std::optional<SourceLine> lookup(uint64_t Addr) const;

private:
  struct LineTables;
  std::unique_ptr<llvm::MemoryBuffer> Buf;
  std::unique_ptr<LineTables> Lines;
  std::vector<Placement> Sections;
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_SYMBOLIZER_H
