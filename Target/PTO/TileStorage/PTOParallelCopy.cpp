//===-- PTOParallelCopy.cpp - Sequentialize parallel tile copies ----------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The classic parallel-move sequentialization (as for PHI elimination), on
// byte windows instead of registers:
//  1. Drop empty and identity moves.
//  2. Drain: repeatedly emit every pending move whose destination overlaps
//     the source of no pending move (its own included: a copy never reads
//     bytes it writes). Emitting it destroys no value still needed.
//  3. When nothing is ready, every pending move waits for another, i.e. the
//     dependencies contain a cycle (swap, rotation) or a self/partial
//     overlap. Pick a victim source window W, copy W to scratch, and
//     redirect every pending move whose source lies inside W to the matching
//     part of scratch; W's bytes may now be overwritten. Go to 2.
//  The victim is chosen with one step of look-ahead: the first window (larger
//  windows first) after which draining retires every scratch reader, so the
//  single scratch window is free again before the next cycle needs it. For a
//  permutation of equal windows each cycle becomes a chain after one scratch
//  copy and drains completely, so the schedule uses exactly one scratch copy
//  per cycle (the minimum: a cycle cannot be broken without saving one of
//  its values) and L + 1 copies for a cycle of length L. Sources read by
//  moves outside the cycle (fan-out) are copied out during draining, before
//  the cycle is broken.
//
//===----------------------------------------------------------------------===//

#include "TileStorage/PTOParallelCopy.h"
#include "llvm/ADT/Twine.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-parallel-copy"

namespace {

struct PendingMove {
  ByteRange Dst;
  ByteRange Src;
  bool FromScratch = false;
};

struct CopyState {
  SmallVector<PendingMove, 8> Pending;
  SmallVector<TileMove, 8> Steps;
  unsigned ScratchCopies = 0;

  bool scratchBusy() const {
    return llvm::any_of(Pending,
                        [](const PendingMove &M) { return M.FromScratch; });
  }

  bool ready(unsigned I) const {
    for (const PendingMove &Q : Pending)
      if (Pending[I].Dst.overlaps(Q.Src))
        return false;
    return true;
  }

  void drain() {
    bool Progress = true;
    while (Progress) {
      Progress = false;
      for (unsigned I = 0; I < Pending.size();) {
        if (!ready(I)) {
          ++I;
          continue;
        }
        Steps.push_back({Pending[I].Dst, Pending[I].Src});
        Pending.erase(Pending.begin() + I);
        Progress = true;
      }
    }
  }

  /// Saves window W in scratch and redirects its readers there.
  void breakAt(const ByteRange &W, uint64_t ScratchOffset) {
    Steps.push_back({ByteRange{ScratchOffset, W.Size}, W});
    ++ScratchCopies;
    for (PendingMove &Q : Pending)
      if (!Q.FromScratch && W.contains(Q.Src)) {
        Q.Src.Offset = ScratchOffset + (Q.Src.Offset - W.Offset);
        Q.FromScratch = true;
      }
  }
};

} // namespace

uint64_t PTO::getParallelCopyScratchSize(ArrayRef<TileMove> Moves) {
  uint64_t Max = 0;
  for (const TileMove &M : Moves)
    Max = std::max(Max, M.Dst.Size);
  return Max;
}

bool PTO::scheduleParallelCopy(ArrayRef<TileMove> Moves, uint64_t ScratchOffset,
                               ParallelCopySchedule &Out, std::string &Why) {
  Out = ParallelCopySchedule();
  ByteRange Scratch{ScratchOffset, getParallelCopyScratchSize(Moves)};
  for (unsigned I = 0; I < Moves.size(); ++I) {
    const TileMove &M = Moves[I];
    if (M.Dst.Size != M.Src.Size) {
      Why = ("move " + Twine(I) + ": destination size " + Twine(M.Dst.Size) +
             " differs from source size " + Twine(M.Src.Size))
                .str();
      return false;
    }
    if (Scratch.overlaps(M.Dst) || Scratch.overlaps(M.Src)) {
      Why = ("move " + Twine(I) + " overlaps the scratch window [" +
             Twine(Scratch.Offset) + ", " + Twine(Scratch.end()) + ")")
                .str();
      return false;
    }
    for (unsigned J = 0; J < I; ++J)
      if (Moves[J].Dst.overlaps(M.Dst)) {
        Why = ("moves " + Twine(J) + " and " + Twine(I) +
               " have overlapping destinations")
                  .str();
        return false;
      }
  }

  CopyState S;
  for (const TileMove &M : Moves)
    if (M.Dst.Size && M.Dst.Offset != M.Src.Offset)
      S.Pending.push_back({M.Dst, M.Src, false});

  while (true) {
    S.drain();
    if (S.Pending.empty())
      break;
    if (S.scratchBusy()) {
      Why = "the copy needs two scratch values at once (partial overlaps)";
      return false;
    }
    // Victim windows, larger first, each source once.
    SmallVector<ByteRange, 8> Cands;
    for (const PendingMove &M : S.Pending)
      if (!llvm::is_contained(Cands, M.Src))
        Cands.push_back(M.Src);
    llvm::sort(Cands, [](const ByteRange &A, const ByteRange &B) {
      return std::make_pair(~A.Size, A.Offset) <
             std::make_pair(~B.Size, B.Offset);
    });
    const ByteRange *Victim = &Cands.front();
    for (const ByteRange &W : Cands) {
      CopyState T = S;
      T.breakAt(W, ScratchOffset);
      T.drain();
      if (!T.scratchBusy()) {
        Victim = &W;
        break;
      }
    }
    S.breakAt(*Victim, ScratchOffset);
  }
  Out.Steps = std::move(S.Steps);
  Out.ScratchCopies = S.ScratchCopies;
  return true;
}
