//===-- SimTypes.h - Constants shared by pto-sim's units --------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The agents (the scalar unit and the pipes, numbered by their encoding in
// PTOMachineFacts.td), the vector clocks the race detector and the flag file
// carry, the address map of global memory, and the byte ranges an operation
// reads or writes (docs/simulator.md, "Structure").
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_SIMTYPES_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_SIMTYPES_H

#include "MCTargetDesc/PTOMachineFacts.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <string>

namespace ptosim {

/// The pipes by encoding; S..FIX are the agents, PIPE_ALL is only a barrier
/// operand.
constexpr unsigned PipeS = llvm::PTO::PIPE_S, PipeFIX = llvm::PTO::PIPE_FIX,
                   PipeALL = llvm::PTO::PIPE_ALL;
constexpr unsigned NumAgents = PipeFIX + 1;
constexpr unsigned PipeM = llvm::PTO::PIPE_M, PipeV = llvm::PTO::PIPE_V;
/// The address space number of global memory in the shadow and dependence
/// state (the on-chip memories keep their PTO address space numbers).
constexpr unsigned SpaceGM = 1;
constexpr unsigned NumSpaces = 8;

/// The global-memory address map: the program image, the buffer arguments
/// (each followed by a guard gap), the stack, and the return address the
/// kernel is called with (unmapped).
constexpr uint64_t ProgramBase = 0x10000;
constexpr uint64_t BufferBase = 0x10000000;
constexpr uint64_t StackTop = 0x70000000;
constexpr uint64_t StackSize = 1 << 20;
constexpr uint64_t ReturnSentinel = 0x0ffffff8;
/// Issue 15: SPMD. Cores of one run (--blocks) at most; core C's stack ends
/// C * StackPitch below StackTop, with an unmapped guard gap between stacks.
constexpr unsigned MaxBlocks = 64;
constexpr uint64_t StackPitch = StackSize + (64 << 10);

const char *pipeName(unsigned Pipe);
const char *spaceName(unsigned AS);

/// A vector clock: per agent, the sequence number of its last operation
/// known to have happened before.
using VClock = std::array<uint32_t, NumAgents>;
inline void join(VClock &A, const VClock &B) {
  for (unsigned I = 0; I < NumAgents; ++I)
    A[I] = std::max(A[I], B[I]);
}

/// One byte range [Lo, Hi) of memory Space an operation reads or writes.
struct ByteAccess {
  unsigned Space;
  uint64_t Lo, Hi;
  bool Write;
};

/// An error of the simulated program or of its input.
llvm::Error simError(const llvm::Twine &Msg);

/// Renders a code address for a report: address, symbol+offset, the source
/// line when debug info has one, the instruction text.
using DescribeFn = std::function<std::string(uint64_t)>;

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_SIMTYPES_H
