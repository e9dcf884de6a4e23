//===-- RaceDetector.h - Vector-clock race detection ------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A listener that checks every memory operation against happens-before:
// each byte range keeps its last write and, per agent, its last read since
// (agent, sequence number, operation); an access races with a recorded one
// that its agent's vector clock does not cover. Clocks flow through
// set_flag/wait_flag (FlagFile.h) and pipe_barrier. Each pair of
// instructions and access kinds is reported once, the first MaxReports in
// detail.
//
// Issue 15: SPMD. With several cores (--blocks), each core's listener is
// forCore(C): on-chip memories are per core (a shadow map each), global
// memory is one, and an access is ordered after a recorded one only if both
// are of one core and its clock covers it, or (Issue 15 (X)) the accessing
// operation's knowledge of the other core (CrossCore.h, flowing through
// cross-core flags) covers it.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_RACEDETECTOR_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_RACEDETECTOR_H

#include "CrossCore.h"
#include "ShadowMap.h"
#include "SimListener.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"
#include <deque>
#include <set>
#include <tuple>

namespace ptosim {

class RaceDetector final : public SimListener {
public:
  /// Reports go to \p OS as `error:` lines of \p ToolName; \p Describe
  /// renders code addresses.
  RaceDetector(llvm::raw_ostream &OS, llvm::StringRef ToolName,
               DescribeFn Describe, unsigned MaxReports)
      : OS(OS), ToolName(ToolName.str()), Describe(std::move(Describe)),
        MaxReports(MaxReports) {}

  /// Core 0's operations.
  void onMemoryOperation(uint64_t Now, uint64_t PC, unsigned Agent,
                         uint32_t Seq, const VClock &Clock,
                         llvm::ArrayRef<ByteAccess> Accesses) override {
    operation(0, Now, PC, Agent, Seq, Clock, Accesses);
  }
  /// The listener of core \p Core's operations (this one for core 0).
  SimListener &forCore(unsigned Core);
  /// Issue 15 (X): where core \p Core's simulator keeps what the operation
  /// being reported knew of the other cores (Simulator::currentRemote).
  void setRemoteSource(unsigned Core, const RemoteClocks *const *Src) {
    if (RemoteSrc.size() <= Core)
      RemoteSrc.resize(Core + 1, nullptr);
    RemoteSrc[Core] = Src;
  }

  /// Distinct races seen (reported or not).
  uint64_t numRaces() const { return NumRaces; }

private:
  /// One recorded access.
  struct Access {
    uint32_t Seq = 0; ///< 0: none.
    uint32_t Op = 0;  ///< Index into Ops.
    uint8_t Agent = 0;
    uint8_t Core = 0;
    bool operator==(const Access &O) const {
      return Seq == O.Seq && Op == O.Op && Agent == O.Agent && Core == O.Core;
    }
  };
  struct State {
    Access W;
    /// The last read per (core, agent) since W.
    llvm::SmallVector<Access, NumAgents> R;
    bool operator==(const State &O) const { return W == O.W && R == O.R; }
  };
  struct OpRecord {
    uint64_t PC;
    unsigned Agent;
    unsigned Core;
  };
  /// forCore(C)'s listener.
  class CoreView final : public SimListener {
  public:
    CoreView(RaceDetector &R, unsigned Core) : R(R), Core(Core) {}
    void onMemoryOperation(uint64_t Now, uint64_t PC, unsigned Agent,
                           uint32_t Seq, const VClock &Clock,
                           llvm::ArrayRef<ByteAccess> Accesses) override {
      R.operation(Core, Now, PC, Agent, Seq, Clock, Accesses);
    }

  private:
    RaceDetector &R;
    unsigned Core;
  };

  void operation(unsigned Core, uint64_t Now, uint64_t PC, unsigned Agent,
                 uint32_t Seq, const VClock &Clock,
                 llvm::ArrayRef<ByteAccess> Accesses);
  void access(uint64_t Now, const ByteAccess &A, unsigned Core, unsigned Agent,
              uint32_t Seq, const VClock &VC, uint32_t Op, bool CheckOnly);
  void report(uint64_t Now, const ByteAccess &A, uint64_t Lo, uint64_t Hi,
              const Access &Prev, bool PrevWrite, uint32_t Op);

  llvm::raw_ostream &OS;
  std::string ToolName;
  DescribeFn Describe;
  unsigned MaxReports;
  /// Per core, a map per memory; global memory is core 0's, shared.
  std::deque<std::array<ShadowMap<State>, NumSpaces>> Shadow;
  std::deque<CoreView> Views;
  std::vector<OpRecord> Ops;
  uint64_t NumRaces = 0;
  std::vector<const RemoteClocks *const *> RemoteSrc;

public:
  /// The cores' names for reports ("block 0 AIV1"); by default "block C".
  std::vector<std::string> Names;
  std::set<std::tuple<uint64_t, uint64_t, unsigned>> Reported;
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_RACEDETECTOR_H
