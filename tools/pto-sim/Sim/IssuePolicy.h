//===-- IssuePolicy.h - When an operation may start -------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The simulator asks its issue policy whether the synchronization
// instructions take effect and when an operation may start beyond the
// machine's own constraints (in-order queues, initiation intervals):
//
//   FlagPolicy        the machine as it is: set_flag/wait_flag/pipe_barrier
//                     order the pipes, nothing else does.
//   DependencePolicy  the dependence-only bound (--ideal): synchronization is
//                     ignored, and every operation starts once the earlier
//                     operations (program order) it truly depends on have
//                     completed: the last writer of every byte it reads or
//                     writes, the readers since of every byte it writes.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_ISSUEPOLICY_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_ISSUEPOLICY_H

#include "ShadowMap.h"
#include "SimTypes.h"
#include "TilePlan.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>

namespace ptosim {

/// The policy's handle on a dispatched operation.
struct IssueTicket {
  /// The dynamic operations this one waits for.
  llvm::SmallVector<uint32_t, 4> Deps;
  uint32_t Id = 0;
};

class IssuePolicy {
public:
  virtual ~IssuePolicy();

  /// Whether set_flag, wait_flag and pipe_barrier take effect; if not, the
  /// scalar unit steps over them.
  virtual bool honoursSync() const = 0;
  /// A synchronization instruction stepped over.
  virtual void skippedSync() {}

  /// The scalar unit is about to execute an instruction whose accesses
  /// \p Accesses fills in (called only if the policy needs them). Returns
  /// 0 if it may execute at \p Now, else the earliest time it may
  /// (UINT64_MAX: not known yet).
  virtual llvm::Expected<uint64_t> admitScalar(
      uint64_t Now,
      llvm::function_ref<llvm::Error(llvm::SmallVectorImpl<ByteAccess> &)>
          Accesses) {
    return 0;
  }
  /// The tile operation \p Plan enters a pipe queue.
  virtual void dispatched(const TilePlan &Plan, IssueTicket &T) {}
  /// 0 if the tile operation of \p T may start at \p Now, else the earliest
  /// time it may (UINT64_MAX: not known yet).
  virtual uint64_t readyAt(const IssueTicket &T, uint64_t Now) const {
    return 0;
  }
  /// The operation of \p T started at \p Now and completes at \p End.
  virtual void started(const IssueTicket &T, uint64_t End) {}

  /// A line for the statistics, if the policy has one.
  virtual void printStats(llvm::raw_ostream &OS) const {}
};

class FlagPolicy final : public IssuePolicy {
public:
  bool honoursSync() const override { return true; }
};

class DependencePolicy final : public IssuePolicy {
public:
  bool honoursSync() const override { return false; }
  void skippedSync() override { ++NumIgnoredSync; }
  llvm::Expected<uint64_t> admitScalar(
      uint64_t Now,
      llvm::function_ref<llvm::Error(llvm::SmallVectorImpl<ByteAccess> &)>
          Accesses) override;
  void dispatched(const TilePlan &Plan, IssueTicket &T) override;
  uint64_t readyAt(const IssueTicket &T, uint64_t Now) const override;
  void started(const IssueTicket &T, uint64_t End) override {
    DynEnd[T.Id] = End;
  }
  void printStats(llvm::raw_ostream &OS) const override;

  /// The earlier operations \p Accesses conflict with.
  void dependences(llvm::ArrayRef<ByteAccess> Accesses,
                   llvm::SmallVectorImpl<uint32_t> &Deps);
  /// Records a new operation's accesses; returns its id.
  uint32_t record(llvm::ArrayRef<ByteAccess> Accesses);

private:
  struct State {
    int64_t Writer = -1;
    llvm::SmallVector<uint32_t, 2> Readers;
    bool operator==(const State &O) const {
      return Writer == O.Writer && Readers == O.Readers;
    }
  };
  std::array<ShadowMap<State>, NumSpaces> Shadow;
  std::vector<uint64_t> DynEnd; ///< End time per operation (MAX: not yet).
  uint64_t NumIgnoredSync = 0;
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_ISSUEPOLICY_H
