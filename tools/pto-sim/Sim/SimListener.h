//===-- SimListener.h - Observers of a simulation ---------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What the simulator reports as it runs, in the manner of llvm-mca's
// HWEventListener: the race detector, the statistics, the timeline behind
// the Chrome trace and the SVG, and --trace-scalar are listeners. Every
// callback has an empty default; a listener overrides what it observes.
// Events arrive in simulation order, at the time they happen.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_SIMLISTENER_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_SIMLISTENER_H

#include "SimTypes.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace ptosim {

/// The synchronization an agent completed.
enum class SyncEvent { Set, Wait, Barrier };

class SimListener {
public:
  virtual ~SimListener();

  /// The scalar unit executed (or dispatched) the instruction at \p PC at
  /// \p Now; it is busy for \p Cycles.
  virtual void onScalarInstruction(uint64_t Now, uint64_t PC, unsigned Cycles) {
  }
  /// An operation of \p Agent (its \p Seq-th, which knows \p Clock) touches
  /// \p Accesses: checked all together, then recorded.
  virtual void onMemoryOperation(uint64_t Now, uint64_t PC, unsigned Agent,
                                 uint32_t Seq, const VClock &Clock,
                                 llvm::ArrayRef<ByteAccess> Accesses) {}
  /// Pipe \p Pipe started the tile operation at \p PC: busy in [Start, End).
  virtual void onTileStart(unsigned Pipe, uint64_t Start, uint64_t End,
                           uint64_t PC) {}
  /// The head of pipe \p Pipe's queue (at \p PC) was blocked in
  /// [From, To) and completed at To.
  virtual void onStall(unsigned Pipe, uint64_t From, uint64_t To, uint64_t PC) {
  }
  /// Set number \p Id of a flag from \p Src to \p Dst fires (the setter's
  /// earlier operations complete) at \p Time.
  virtual void onFlagSet(unsigned Id, unsigned Src, unsigned Dst, uint64_t Time,
                         llvm::StringRef Text) {}
  /// A wait consumed set \p Id at \p Time.
  virtual void onFlagWait(unsigned Id, uint64_t Time) {}
  /// A set_flag was issued, a wait_flag or a pipe_barrier completed.
  virtual void onSync(SyncEvent E) {}
  /// The run ended (normally or not) at \p Now.
  virtual void onFinish(uint64_t Now) {}
};

/// Forwards every event to the listeners added, in the order added.
class ListenerSet final : public SimListener {
public:
  void add(SimListener &L) { Listeners.push_back(&L); }
  bool empty() const { return Listeners.empty(); }

  void onScalarInstruction(uint64_t Now, uint64_t PC,
                           unsigned Cycles) override {
    for (SimListener *L : Listeners)
      L->onScalarInstruction(Now, PC, Cycles);
  }
  void onMemoryOperation(uint64_t Now, uint64_t PC, unsigned Agent,
                         uint32_t Seq, const VClock &Clock,
                         llvm::ArrayRef<ByteAccess> Accesses) override {
    for (SimListener *L : Listeners)
      L->onMemoryOperation(Now, PC, Agent, Seq, Clock, Accesses);
  }
  void onTileStart(unsigned Pipe, uint64_t Start, uint64_t End,
                   uint64_t PC) override {
    for (SimListener *L : Listeners)
      L->onTileStart(Pipe, Start, End, PC);
  }
  void onStall(unsigned Pipe, uint64_t From, uint64_t To,
               uint64_t PC) override {
    for (SimListener *L : Listeners)
      L->onStall(Pipe, From, To, PC);
  }
  void onFlagSet(unsigned Id, unsigned Src, unsigned Dst, uint64_t Time,
                 llvm::StringRef Text) override {
    for (SimListener *L : Listeners)
      L->onFlagSet(Id, Src, Dst, Time, Text);
  }
  void onFlagWait(unsigned Id, uint64_t Time) override {
    for (SimListener *L : Listeners)
      L->onFlagWait(Id, Time);
  }
  void onSync(SyncEvent E) override {
    for (SimListener *L : Listeners)
      L->onSync(E);
  }
  void onFinish(uint64_t Now) override {
    for (SimListener *L : Listeners)
      L->onFinish(Now);
  }

private:
  std::vector<SimListener *> Listeners;
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_SIMLISTENER_H
