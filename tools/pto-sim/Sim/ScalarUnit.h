//===-- ScalarUnit.h - The scalar unit's state and ALU ----------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The scalar unit interprets instructions in program order, one every
// scalarCycles() (SimModel.h). This unit is its state (registers, PC, its
// vector clock, why it is blocked) and the instructions it executes by
// itself: arithmetic, branches and calls, loads and stores to global
// memory. Tile and synchronization instructions it dispatches are the
// simulator's (Simulator.h).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_SCALARUNIT_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_SCALARUNIT_H

#include "Memory.h"
#include "ProgramImage.h"
#include "RegisterFile.h"
#include "SimListener.h"
#include <optional>
#include <string>

namespace ptosim {

/// A scalar load or store: bytes accessed, direction, sign extension.
struct ScalarMemOp {
  unsigned Bytes;
  bool Store, Signed;
};
/// The load or store \p Opc is, or null.
const ScalarMemOp *getScalarMemOp(unsigned Opc);

class ScalarUnit {
public:
  ScalarUnit(const llvm::MCRegisterInfo &MRI, GlobalMemory &GM,
             SimListener &Events, DescribeFn Describe)
      : Regs(MRI), GM(GM), Events(Events), Describe(std::move(Describe)) {}

  /// Executes the scalar instruction \p DI at PC (arithmetic, control flow,
  /// memory) at \p Now, setting \p NextPC. An error for an instruction
  /// it does not model or an access outside the mapped memory.
  llvm::Error execute(const DecodedInst &DI, uint64_t Now, uint64_t &NextPC);

  /// Starts an operation of the scalar unit: its next sequence number.
  uint32_t nextSeq() {
    Clock[PipeS] = ++Seq;
    return Seq;
  }

  RegisterFile Regs;
  uint64_t PC = 0;
  /// Issue 15: SPMD. The core registers (docs/isa.md, "Core registers").
  uint64_t BlockIdx = 0, BlockNum = 1, SubBlockId = 0;
  /// Issue 15 (X): get_core_type (CoreInfo::CoreType).
  uint64_t CoreType = 3;
  /// When the next instruction may execute.
  uint64_t Ready = 0;
  bool Done = false;
  uint32_t Seq = 0;
  VClock Clock{};
  /// Why the current instruction cannot execute; empty if it can.
  std::string Blocked;
  /// Since when the current instruction has been held by synchronization
  /// (a wait_flag on S, pipe_barrier ALL, a full pipe queue): the start of
  /// a stall, reported when the instruction completes.
  std::optional<uint64_t> StalledSince;

private:
  /// The value \p DI writes to rd if it is an arithmetic instruction.
  std::optional<uint64_t> arith(const DecodedInst &DI) const;
  /// Issue 13 (F): the scalar floating-point instructions.
  std::optional<uint64_t> floatArith(const DecodedInst &DI) const;
  /// The next PC if \p DI transfers control (calls also set ra); \p NextPC
  /// is the fall-through.
  std::optional<uint64_t> control(const DecodedInst &DI, uint64_t NextPC);
  llvm::Error memory(const DecodedInst &DI, const ScalarMemOp &M, uint64_t Now);

  GlobalMemory &GM;
  SimListener &Events;
  DescribeFn Describe;
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_SCALARUNIT_H
