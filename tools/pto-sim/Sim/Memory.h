//===-- Memory.h - Global memory and the on-chip memories -------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Global memory is a set of mapped regions (program, buffer arguments,
// stack); anything else is unmapped and an access there an error. Each
// on-chip memory is a byte array of its capacity on the subtarget
// (PTOMachineFacts.td), starting as 0xff bytes so that reading a tile
// nothing wrote shows in the results.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_MEMORY_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_MEMORY_H

#include "ProgramImage.h"
#include "SimTypes.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include <array>
#include <deque>
#include <vector>

namespace ptosim {

class GlobalMemory {
public:
  /// Maps \p R; regions keep their address (a reference stays valid).
  const Region &map(Region R) {
    Regions.push_back(std::move(R));
    return Regions.back();
  }
  /// The bytes [Addr, Addr + Size) within one region, or an error naming
  /// \p What.
  llvm::Expected<uint8_t *> ptr(uint64_t Addr, uint64_t Size,
                                const llvm::Twine &What);
  /// The region mapped at exactly \p Base, or null.
  const Region *regionAt(uint64_t Base) const;

private:
  std::deque<Region> Regions;
};

class OnChipMemory {
public:
  explicit OnChipMemory(llvm::PTO::PTOGeneration Gen);
  std::vector<uint8_t> &operator[](unsigned AS) { return Mem[AS]; }
  const std::vector<uint8_t> &operator[](unsigned AS) const { return Mem[AS]; }
  /// Checks that [Addr, Addr + Bytes) of memory \p AS is inside it and
  /// aligned as the subtarget requires.
  llvm::Error checkWindow(unsigned AS, uint64_t Addr, uint64_t Bytes) const;
  /// Issue 14 (14Q): the subtarget (its data paths).
  llvm::PTO::PTOGeneration generation() const { return Gen; }

private:
  llvm::PTO::PTOGeneration Gen;
  std::string CPU;
  std::array<std::vector<uint8_t>, NumSpaces> Mem;
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_MEMORY_H
