//===-- ShadowMap.h - Per-byte-range state as an interval map ---*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A map from disjoint byte ranges of one memory to a state: the race
// detector's last accesses (RaceDetector.h) and the ideal policy's last
// writer and readers (IssuePolicy.h). Ranges never touched have no entry.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_SIM_SHADOWMAP_H
#define LLVM_PTO_TOOLS_PTOSIM_SIM_SHADOWMAP_H

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>
#include <utility>
#include <vector>

namespace ptosim {

/// \p State is the per-range value; it must be copyable and comparable with
/// ==. Each entry maps the start of a range to its end and state.
template <typename State> class ShadowMap {
public:
  struct Segment {
    uint64_t End;
    State S;
  };

  /// Makes the segments cover [Lo, Hi) exactly: splits the segments that
  /// straddle Lo or Hi and fills every gap with \p Empty.
  void cover(uint64_t Lo, uint64_t Hi, const State &Empty) {
    splitAt(Lo);
    splitAt(Hi);
    uint64_t Cur = Lo;
    auto It = M.lower_bound(Lo);
    std::vector<std::pair<uint64_t, uint64_t>> Gaps;
    while (Cur < Hi) {
      if (It == M.end() || It->first >= Hi) {
        Gaps.push_back({Cur, Hi});
        break;
      }
      if (It->first > Cur)
        Gaps.push_back({Cur, It->first});
      Cur = It->second.End;
      ++It;
    }
    for (auto [GL, GH] : Gaps)
      M.emplace(GL, Segment{GH, Empty});
  }

  /// Calls \p F(Lo, Hi, State &) on every segment overlapping [Lo, Hi), with
  /// the overlap's bounds, in address order.
  template <typename Fn> void forEach(uint64_t Lo, uint64_t Hi, Fn F) {
    auto It = M.upper_bound(Lo);
    if (It != M.begin())
      --It;
    for (; It != M.end() && It->first < Hi; ++It) {
      if (It->second.End <= Lo)
        continue;
      F(std::max(It->first, Lo), std::min(It->second.End, Hi), It->second.S);
    }
  }

  /// Merges adjacent segments with equal states around [Lo, Hi].
  void merge(uint64_t Lo, uint64_t Hi) {
    auto It = M.lower_bound(Lo);
    if (It != M.begin())
      --It;
    while (It != M.end() && It->first <= Hi) {
      auto Next = std::next(It);
      if (Next != M.end() && It->second.End == Next->first &&
          It->second.S == Next->second.S) {
        It->second.End = Next->second.End;
        M.erase(Next);
        continue;
      }
      It = Next;
    }
  }

  size_t numSegments() const { return M.size(); }

private:
  void splitAt(uint64_t A) {
    auto It = M.upper_bound(A);
    if (It == M.begin())
      return;
    --It;
    if (It->first < A && It->second.End > A) {
      Segment Tail = It->second;
      It->second.End = A;
      M.emplace(A, Tail);
    }
  }

  std::map<uint64_t, Segment> M;
};

} // namespace ptosim

#endif // LLVM_PTO_TOOLS_PTOSIM_SIM_SHADOWMAP_H
