//===-- Simulator.h - The simulation of one kernel run ----------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The machine of docs/simulator.md put together: the program image and its
// decoder, global and on-chip memory, the scalar unit, one in-order queue
// per pipe, the flag file, the tile planner and executor, an issue policy,
// and the listeners that observe the run. run() advances time from event to
// event: write-backs and flag fires due, then the scalar unit and every
// pipe until none can progress, then the next time anything can happen; no
// such time with work left is a deadlock.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_SIMULATOR_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_SIMULATOR_H

#include "CrossCore.h"
#include "FlagFile.h"
#include "IssuePolicy.h"
#include "KernelArgs.h"
#include "Memory.h"
#include "PipeQueue.h"
#include "ProgramImage.h"
#include "ScalarUnit.h"
#include "SimConfig.h"
#include "SimListener.h"
#include "SimModel.h"
#include "TileExecutor.h"
#include "TilePlan.h"
#include <array>
#include <memory>

namespace ptosim {

class Simulator {
public:
  /// A simulator of \p Image's program (loaded; its bytes move into global
  /// memory) configured by \p Config.
  static llvm::Expected<std::unique_ptr<Simulator>>
  create(ProgramImage &Image, const SimConfig &Config);
  /// Issue 15: SPMD. Core \p Block (1 .. NumBlocks-1) of \p NumBlocks: a
  /// simulator of its own (on-chip memories, scalar unit, pipes, flags, a
  /// stack) over the global memory of \p First (block 0, created by
  /// create(), whose setArguments() already ran), with the same arguments.
  static llvm::Expected<std::unique_ptr<Simulator>>
  createCore(Simulator &First, unsigned Block, unsigned NumBlocks);
  /// Issue 15 (X): core \p CoreID (1 .. MaxBlocks-1) of a run, running
  /// block \p Block of \p NumBlocks; its stack is the core's.
  static llvm::Expected<std::unique_ptr<Simulator>>
  createCore(Simulator &First, unsigned CoreID, unsigned Block,
             unsigned NumBlocks);
  /// Issue 15 (X): this simulator is core \p ID of \p Cores (kind, name,
  /// peers; the vector outlives the run), its cross-core flags go through
  /// \p Hub. Without a call: a lone core with every pipe whose cross-core
  /// flags reach itself.
  void setCore(const std::vector<CoreInfo> &Cores, unsigned ID,
               CrossCoreHub &Hub);
  const CoreInfo &core() const { return (*AllCores)[CoreID]; }
  /// What the operation being reported to the listeners knew of the other
  /// cores (null: nothing); read by the race detector.
  const RemoteClocks *const *currentRemote() const { return &CurRemote; }
  /// The flag and the missing setter if the scalar unit is held in a
  /// wait_cross_flag.
  std::optional<std::pair<unsigned, unsigned>> crossWait() const;
  /// The cross-core sets of the run no wait consumed ("" if none).
  std::string crossStale() const { return Hub->stale(*AllCores); }

  /// Listeners see every event from then on; they must outlive the run.
  void addListener(SimListener &L) { Events.add(L); }

  /// Maps the kernel arguments (KernelArgs.h syntax) and sets up the call:
  /// arguments 0-7 in a0-a7, the rest in 8-byte stack slots at sp, ra the
  /// unmapped return address.
  llvm::Error setArguments(llvm::ArrayRef<std::string> Specs);
  /// Runs the kernel at \p Entry until it returns and every pipe drained.
  llvm::Error run(uint64_t Entry);

  /// Issue 15: SPMD. run() in steps, for several cores advanced together
  /// (MultiCore.h): start at \p Entry; advance() to time \p T (everything
  /// that can happen at T); the next time anything can happen (UINT64_MAX:
  /// nothing will); whether the kernel returned and everything drained; the
  /// error of a core that cannot go on; finish() at \p End (the end of the
  /// last operation is the total, and stale flags are checked).
  void start(uint64_t Entry);
  llvm::Error advance(uint64_t T);
  uint64_t nextEventTime() const;
  bool idle() const;
  llvm::Error deadlock() const;
  llvm::Error finish(uint64_t End);
  /// The core's block index and the number of blocks (its core registers,
  /// docs/isa.md); 0 and 1 unless created by createCore.
  unsigned block() const { return Scalar.BlockIdx; }

  uint64_t cycles() const { return Now; }
  const IssuePolicy &policy() const { return *Policy; }
  /// The arguments, buffers with their contents in global memory now.
  std::vector<KernelArg> &arguments();

private:
  Simulator(ProgramImage &Image, const SimConfig &Config, const TimingModel &TM,
            GlobalMemory *SharedGM);
  /// The call's registers and stack arguments, the stack of this core
  /// ending at \p StackHi.
  llvm::Error setUpCall(uint64_t StackHi);

  std::string describe(uint64_t Addr) const { return Image.describe(Addr); }

  /// One step of the scalar unit at Now; \p Progress if it executed or
  /// dispatched an instruction (or returned).
  llvm::Error stepScalar(bool &Progress);
  /// The byte ranges the scalar instruction \p DI accesses.
  llvm::Error scalarAccesses(const DecodedInst &DI,
                             llvm::SmallVectorImpl<ByteAccess> &Accs);
  /// The scalar side of pipe_barrier, set_flag and wait_flag; \p Done
  /// false if the instruction has to wait.
  llvm::Error barrier(const DecodedInst &DI, bool &Done);
  llvm::Error flag(const DecodedInst &DI, bool &Done);
  /// Issue 15 (X): set_cross_flag and wait_cross_flag.
  llvm::Error crossFlag(const DecodedInst &DI, bool &Done);
  /// A set of cross-core flag \p Flag by pipe clock \p C at \p Time.
  llvm::Error crossSet(unsigned Flag, uint64_t Time, const VClock &C,
                       RemoteRef Known, const std::string &Text);
  /// tgetval and tsetval, which run in the scalar unit.
  llvm::Error scalarTile(const DecodedInst &DI);
  /// Queues \p DI on \p Pipe; \p Done false if the queue is full.
  llvm::Error dispatch(const DecodedInst &DI, unsigned Pipe, bool &Done);

  /// Starts what the head of pipe \p P's queue allows at Now; true on
  /// progress.
  bool stepPipe(unsigned P, llvm::Error &Err);
  llvm::Error startTile(unsigned P, QOp &Op);
  /// The head of \p P's queue completes after being blocked.
  void stalled(unsigned P, const QOp &Op);

  ProgramImage &Image;
  SimConfig Config;
  TimingModel TM;
  ListenerSet Events;
  /// The global memory: this simulator's own, or (createCore) the first
  /// core's.
  std::unique_ptr<GlobalMemory> OwnGM;
  GlobalMemory &GM;
  OnChipMemory OnChip;
  TilePlanner Planner;
  TileExecutor Exec;
  FlagFile Flags;
  ScalarUnit Scalar;
  std::array<PipeQueue, NumAgents> Pipes;
  std::unique_ptr<IssuePolicy> Policy;

  /// Issue 15 (X): the cores of the run and this one (CrossCore.h).
  std::vector<CoreInfo> OwnCores;
  std::unique_ptr<CrossCoreHub> OwnHub;
  const std::vector<CoreInfo> *AllCores = nullptr;
  unsigned CoreID = 0;
  CrossCoreHub *Hub = nullptr;
  RemoteRef Remote;
  const RemoteClocks *CurRemote = nullptr;
  std::optional<std::pair<unsigned, unsigned>> CrossWaiting;

  uint64_t Now = 0;
  /// When the policy lets the blocked scalar unit go on.
  uint64_t ScalarWakeAt = 0;
  unsigned NumSets = 0;
  std::vector<KernelArg> Args;
  std::vector<uint64_t> ArgAddr;
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_SIMULATOR_H
