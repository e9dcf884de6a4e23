//===-- PipeQueue.h - One pipe's in-order queue -----------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The scalar unit dispatches tile and synchronization instructions to the
// queue of their pipe; the pipe starts its queue's head when the head
// allows (a tile operation after the previous one's initiation interval, a
// barrier once every earlier operation completed, a wait once its flag is
// visible, a set at once), strictly in order. The queue also keeps the
// pipe's timing state and its vector clock.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_PIPEQUEUE_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_PIPEQUEUE_H

#include "CrossCore.h"
#include "IssuePolicy.h"
#include "ProgramImage.h"
#include "TilePlan.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"
#include <deque>

namespace ptosim {

enum class QKind { Tile, Set, Wait, Barrier, CrossSet };

/// An entry of a pipe's queue.
struct QOp {
  QKind Kind = QKind::Tile;
  uint64_t PC = 0;
  const DecodedInst *DI = nullptr;
  /// The scalar unit's clock at dispatch: everything it knew happens before.
  VClock DispatchVC{};
  TilePlan Plan;
  unsigned Src = 0, Dst = 0, Event = 0;
  IssueTicket Ticket;
  /// Issue 15 (X): what the scalar unit knew of the other cores at
  /// dispatch (CrossCore.h).
  RemoteRef Remote;
};

class PipeQueue {
public:
  bool empty() const { return Queue.empty(); }
  size_t size() const { return Queue.size(); }
  QOp &front() { return Queue.front(); }
  const QOp &front() const { return Queue.front(); }
  /// Appends \p Op at \p Now; an op reaching the head starts waiting there.
  void push(QOp Op, uint64_t Now) {
    if (Queue.empty())
      HeadSince = Now;
    Queue.push_back(std::move(Op));
  }
  /// Removes the head, which completed at \p Now.
  void pop(uint64_t Now) {
    Queue.pop_front();
    HeadSince = Now;
  }

  /// A tile operation started at \p Now: the next may start after \p II,
  /// this one ends at \p End.
  void issued(uint64_t Now, uint64_t II, uint64_t End) {
    NextIssue = Now + II;
    MaxEnd = std::max(MaxEnd, End);
  }
  /// Whether every operation started so far has completed by \p Now.
  bool drained(uint64_t Now) const { return MaxEnd <= Now; }

  /// The state: timing, clock component and the queued instructions.
  void print(llvm::raw_ostream &OS) const {
    OS << Queue.size() << " queued (head since " << HeadSince
       << "), next issue " << NextIssue << ", started ops end by " << MaxEnd
       << ", " << Seq << " started\n";
    for (const QOp &Op : Queue)
      OS << "  " << (Op.DI ? Op.DI->Text : std::string("?")) << '\n';
  }
  LLVM_DUMP_METHOD void dump() const { print(llvm::dbgs()); }

  /// When the next tile operation may start.
  uint64_t NextIssue = 0;
  /// The end of the latest-ending operation started.
  uint64_t MaxEnd = 0;
  /// Since when the head has been at the head.
  uint64_t HeadSince = 0;
  /// Operations started (the pipe's own component of the clocks).
  uint32_t Seq = 0;
  VClock Clock{};

private:
  std::deque<QOp> Queue;
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_PIPEQUEUE_H
