//===-- RegisterFile.h - The scalar registers x0..x31 -----------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Registers read and written through MCInst operands (by their encoding,
// PTORegisterInfo.td); x0 reads as zero and ignores writes.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_REGISTERFILE_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_REGISTERFILE_H

#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCRegisterInfo.h"
#include <array>
#include <cstdint>
#include <optional>

namespace ptosim {

class RegisterFile {
public:
  explicit RegisterFile(const llvm::MCRegisterInfo &MRI) : MRI(MRI) {}
  unsigned index(const llvm::MCOperand &Op) const {
    return MRI.getEncodingValue(Op.getReg());
  }
  uint64_t get(const llvm::MCOperand &Op) const { return X[index(Op)]; }
  void set(const llvm::MCOperand &Op, uint64_t V) {
    if (unsigned N = index(Op))
      X[N] = V;
  }
  uint64_t &operator[](unsigned N) { return X[N]; }
  uint64_t operator[](unsigned N) const { return X[N]; }

  // Issue 13 (V): the valid extent state setvalid sets (rows, cols, k); none
  // (the `zero` register, and the state a kernel starts in): the capacity.
  std::optional<uint64_t> ValidRows, ValidCols, ValidK;

private:
  const llvm::MCRegisterInfo &MRI;
  std::array<uint64_t, 32> X{};
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_REGISTERFILE_H
