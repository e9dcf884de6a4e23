//===-- ChromeTrace.cpp - The timeline as a Chrome/Perfetto trace ---------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Timeline.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"

using namespace llvm;
using namespace ptosim;

/// Lane 0 of agent P is track P; lane L > 0 is track 8L + P, named
/// "P (L+1)" and sorted after lane 0.
static unsigned trackId(unsigned P, unsigned L) { return L * 8 + P; }

void ptosim::writeChromeTrace(const Timeline &T, const TimelineInfo &Info,
                              raw_ostream &OS) {
  writeChromeTrace(ArrayRef<const Timeline *>(&T), Info, OS);
}

// Issue 15: SPMD. Core C is process C + 1 ("pto-sim KERNEL block C" when
// there are several), its pipes its threads.
void ptosim::writeChromeTrace(ArrayRef<const Timeline *> Cores,
                              const TimelineInfo &Info, raw_ostream &OS) {
  json::OStream J(OS);
  unsigned Pid = 1;
  auto Meta = [&](std::optional<unsigned> Tid, StringRef Name,
                  StringRef ArgName, json::Value Arg) {
    J.object([&] {
      J.attribute("ph", "M");
      J.attribute("pid", Pid);
      if (Tid)
        J.attribute("tid", *Tid);
      J.attribute("name", Name);
      J.attributeObject("args", [&] { J.attribute(ArgName, std::move(Arg)); });
    });
  };
  J.object([&] {
    J.attribute("displayTimeUnit", "ns");
    J.attributeObject("otherData", [&] {
      J.attribute("cpu", Info.CPU);
      J.attribute("cycles", Info.Cycles);
    });
    J.attributeArray("traceEvents", [&] {
      for (unsigned C = 0; C < Cores.size(); ++C) {
        const Timeline &T = *Cores[C];
        Pid = C + 1;
        // Flow IDs are per core; apart in the trace.
        uint64_t FlowBase = uint64_t(C) << 32;
        std::vector<unsigned> Lane;
        std::array<unsigned, NumAgents> Lanes = T.assignLanes(Lane);
        Meta(std::nullopt, "process_name", "name",
             "pto-sim " + Info.Kernel +
                 (Cores.size() > 1 ? " block " + std::to_string(C) : ""));
        if (Cores.size() > 1)
          Meta(std::nullopt, "process_sort_index", "sort_index", C);
        for (unsigned P = 0; P < NumAgents; ++P)
          Meta(P, "thread_name", "name", pipeName(P));
        for (unsigned P = 0; P < NumAgents; ++P)
          for (unsigned L = 1; L < Lanes[P]; ++L) {
            Meta(trackId(P, L), "thread_name", "name",
                 std::string(pipeName(P)) + " (" + std::to_string(L + 1) + ")");
            Meta(trackId(P, L), "thread_sort_index", "sort_index",
                 trackId(P, L));
          }
        const std::vector<TraceSlice> &Slices = T.slices();
        for (size_t I = 0; I < Slices.size(); ++I) {
          const TraceSlice &S = Slices[I];
          std::string Name = S.PC ? Info.InstText(S.PC) : "scalar";
          if (S.Stall)
            Name = "stall: " + Name;
          J.object([&] {
            J.attribute("ph", "X");
            J.attribute("pid", Pid);
            J.attribute("tid", trackId(S.Pipe, Lane[I]));
            J.attribute("ts", S.Start);
            J.attribute("dur", S.End - S.Start);
            if (S.Stall)
              J.attribute("cat", "stall");
            J.attribute("name", Name);
            if (S.PC)
              J.attributeObject("args", [&] {
                J.attribute("pc", "0x" + utohexstr(S.PC, /*LowerCase=*/true));
              });
          });
        }
        // A flow's start (on the setting pipe, when the flag fires) and end
        // (on the waiting pipe, when it is consumed; bound to the enclosing
        // slice).
        auto FlowEvent = [&](const TraceFlow &F, bool Start) {
          J.object([&] {
            J.attribute("ph", Start ? "s" : "f");
            if (!Start)
              J.attribute("bp", "e");
            J.attribute("pid", Pid);
            J.attribute("tid", Start ? F.SrcPipe : F.DstPipe);
            J.attribute("ts", Start ? F.SetTime : F.WaitTime);
            J.attribute("id", FlowBase + F.Id);
            J.attribute("cat", "flag");
            J.attribute("name", F.Name);
          });
        };
        for (const TraceFlow &F : T.flows()) {
          if (!F.WaitTime)
            continue;
          FlowEvent(F, /*Start=*/true);
          FlowEvent(F, /*Start=*/false);
        }
      }
    });
  });
  OS << "\n";
}
