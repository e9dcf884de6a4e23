//===-- SimConfig.h - What a pto-sim run is configured with -----*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The options of one simulation as a plain struct: the driver (pto-sim.cpp)
// fills it from its command line, the fuzz target and the unit tests by
// hand. No unit of the simulator reads a command-line option.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_SIMCONFIG_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_SIMCONFIG_H

#include <cstdint>
#include <string>

namespace ptosim {

/// What identifies an event flag.
enum class FlagKeying {
  SrcDstEvent, ///< (source pipe, destination pipe, event ID): the ISA's.
  SrcEvent,    ///< (source pipe, event ID) only (PTOAS #823).
};

/// What a second set_flag before the wait does.
enum class FlagMode {
  Binary,   ///< An error: the hardware loses it.
  Counting, ///< Counted (a semaphore); each wait consumes one set.
};

struct SimConfig {
  std::string CPU = "a3";
  FlagKeying Keying = FlagKeying::SrcDstEvent;
  FlagMode Flags = FlagMode::Binary;
  /// The run stops with an error once the time passes this.
  uint64_t MaxCycles = 1000000000ULL;
  /// The dependence-only bound (IssuePolicy.h) instead of the flags.
  bool Ideal = false;
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_SIMCONFIG_H
