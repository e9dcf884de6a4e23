//===-- SimModel.h - pto-sim timing parameters -----------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The simulator's view of the timing tables generated from
// Target/PTO/PTOSchedule.td, the one description of the machine's timing
// that the compiler's scheduling models are built from too: per generation,
// the core's queue depth, scalar and flag latencies, and every cost class's
// start-up latency and rate. docs/simulator.md ("Pipes and timing") gives
// the formulas and the source of every value.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIMMODEL_H
#define LLVM_PTO_TOOLS_PTOSIM_SIMMODEL_H

#include "MCTargetDesc/PTOMachineFacts.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <optional>

namespace ptosim {

/// What the work of an operation of a class is counted in.
enum class WorkUnit : uint8_t { None = 0, Bytes = 1, Macs = 2 };

/// One cost class of one generation: II = ceil(work / rate) (at least 1),
/// latency = startup + II; a class of WorkUnit::None has II = latency =
/// startup.
struct ClassTiming {
  unsigned ID = 0;
  llvm::StringRef Name;
  unsigned Pipe = 0;
  WorkUnit Work = WorkUnit::None;
  unsigned Startup = 0;
  uint64_t Rate = 0;
  uint64_t RateI8 = 0; ///< Cube with i8 inputs; 0 where not applicable.

  /// Initiation interval and latency of an operation of \p Work units (\p I8:
  /// i8 cube inputs).
  uint64_t initiationInterval(uint64_t Work, bool I8 = false) const;
  uint64_t latency(uint64_t Work, bool I8 = false) const {
    return (this->Work == WorkUnit::None ? 0 : Startup) +
           initiationInterval(Work, I8);
  }
};

/// The timing of one generation, read from the generated tables.
class TimingModel {
public:
  /// The model of \p Gen, or std::nullopt when the tables have no complete
  /// entry for it.
  static std::optional<TimingModel> get(llvm::PTO::PTOGeneration Gen);

  unsigned queueDepth() const { return QueueDepth; }
  /// Cycles of every scalar instruction (the scalar class's start-up).
  unsigned scalarCycles() const { return scalar().Startup; }
  unsigned flagLatency() const { return FlagLatency; }

  /// The cost class of real instruction \p Opcode; instructions without an
  /// entry (scalar ones) are of the scalar class.
  const ClassTiming &classOf(unsigned Opcode) const;
  const ClassTiming &scalar() const;

  /// The table as `--print-params` shows it: a header line, then one line per
  /// cost class.
  void print(llvm::raw_ostream &OS) const;

  static constexpr unsigned NumClasses = 14; // Issue 14 (14Q): ub_to_l1

private:
  unsigned QueueDepth = 0, FlagLatency = 0;
  ClassTiming Classes[NumClasses];
};

} // namespace ptosim

#endif
