//===-- Timeline.h - The timeline behind the trace views --------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A listener that records what each agent did when: tile operations, the
// scalar unit's busy stretches (consecutive instructions merged), stalls of
// a queue's head, and each flag from its set to the wait that consumed it.
// Two views draw it: a Chrome/Perfetto trace (JSON through llvm::json) and
// an SVG timeline (docs/simulator.md, "Traces").
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_TIMELINE_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_TIMELINE_H

#include "SimListener.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <string>
#include <vector>

namespace ptosim {

struct TraceSlice {
  unsigned Pipe;
  uint64_t Start, End, PC; ///< PC 0: the scalar unit's busy stretch.
  /// A stall: the pipe's queue head (wait_flag, pipe_barrier) was blocked.
  bool Stall = false;
};
struct TraceFlow {
  unsigned Id, SrcPipe, DstPipe;
  uint64_t SetTime, WaitTime; ///< WaitTime 0: never consumed.
  std::string Name;
};

class Timeline final : public SimListener {
public:
  void onScalarInstruction(uint64_t Now, uint64_t PC, unsigned Cycles) override;
  void onTileStart(unsigned Pipe, uint64_t Start, uint64_t End,
                   uint64_t PC) override {
    Slices.push_back({Pipe, Start, End, PC});
  }
  void onStall(unsigned Pipe, uint64_t From, uint64_t To,
               uint64_t PC) override {
    Slices.push_back({Pipe, From, To, PC, /*Stall=*/true});
  }
  void onFlagSet(unsigned Id, unsigned Src, unsigned Dst, uint64_t Time,
                 llvm::StringRef Text) override;
  void onFlagWait(unsigned Id, uint64_t Time) override {
    Flows[Id].WaitTime = Time;
  }
  void onFinish(uint64_t Now) override;

  const std::vector<TraceSlice> &slices() const { return Slices; }
  const std::vector<TraceFlow> &flows() const { return Flows; }

  /// The track of every slice: overlapping slices of one agent go to
  /// separate lanes (the Chrome trace's nesting rule), greedily in order of
  /// start. Returns the lane count per agent.
  std::array<unsigned, NumAgents>
  assignLanes(std::vector<unsigned> &Lane) const;

private:
  std::vector<TraceSlice> Slices;
  std::vector<TraceFlow> Flows;
  uint64_t ScalarStart = 0, ScalarEnd = 0;
};

/// What the views print besides the timeline.
struct TimelineInfo {
  std::string CPU, Kernel;
  uint64_t Cycles = 0;
  /// The text of the instruction at a PC ("?" if none).
  std::function<std::string(uint64_t)> InstText;
};

/// The Chrome trace: one process, one thread per pipe lane; 1 cycle = 1 us
/// of trace time; slices as "X" events, flags as "s"/"f" flow events.
void writeChromeTrace(const Timeline &T, const TimelineInfo &Info,
                      llvm::raw_ostream &OS);
/// Issue 15: SPMD. One process per core (\p Cores by block).
void writeChromeTrace(llvm::ArrayRef<const Timeline *> Cores,
                      const TimelineInfo &Info, llvm::raw_ostream &OS);
/// The SVG timeline: a row per agent, a time axis, a legend.
void writeSVGTimeline(const Timeline &T, const TimelineInfo &Info,
                      llvm::raw_ostream &OS);

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_TIMELINE_H
