//===-- PTOMemoryPlanner.cpp - Offset assignment for one memory -----------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Offset assignment for the tile allocations of one on-chip memory: the
// planners none / first-fit-decreasing / best-fit / exact, the lower bound and
// the independent plan checker. docs/memory-planning.md is the design note.
//
//===----------------------------------------------------------------------===//

#include "TileStorage/PTOMemoryPlanner.h"
#include "PTODebug.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <deque>
#include <limits>
#include <map>
#include <optional>
#include <queue>
#include <tuple>

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-memory-planner"

namespace {

using Interval = std::pair<unsigned, unsigned>;
constexpr unsigned NoStart = std::numeric_limits<unsigned>::max();

uint64_t alignOf(const PlannerBuffer &B) { return B.Align ? B.Align : 1; }

/// Calls \p F(I, J), I < J, for every pair of buffers of one stage group
/// (\p GroupOf: a buffer's group, negative for none): the pairs within each
/// group (a loop's stage operands), never all pairs. Returns whether there
/// was one.
bool forEachStageGroupPair(unsigned N, function_ref<int(unsigned)> GroupOf,
                           function_ref<void(unsigned, unsigned)> F) {
  DenseMap<int, SmallVector<unsigned, 4>> Members;
  for (unsigned I = 0; I < N; ++I)
    if (int G = GroupOf(I); G >= 0)
      Members[G].push_back(I);
  bool Any = false;
  for (auto &[G, Ms] : Members)
    for (unsigned X = 0; X < Ms.size(); ++X)
      for (unsigned Y = X + 1; Y < Ms.size(); ++Y) {
        Any = true;
        F(Ms[X], Ms[Y]);
      }
  return Any;
}

/// The planner's view of one instance: normalized lifetimes and the
/// interference graph (optionally with stage-group pairs as extra edges).
struct Problem {
  unsigned N = 0;
  /// Stage-group members are made interfering (the separated problem).
  bool StageEdges = false;
  SmallVector<uint64_t, 16> Size, Align;
  SmallVector<unsigned, 16> Start;
  SmallVector<uint8_t, 16> First, Last;
  SmallVector<int, 16> Group, Loop;
  std::vector<SmallVector<Interval, 2>> Live;
  std::vector<SmallVector<unsigned, 2>> After; // Sorted OrderedAfter.
  /// In some OrderedAfter relation (never a twin in the exact search).
  BitVector Ordered;
  std::vector<SmallVector<unsigned, 8>> Conf; // Sorted neighbour lists.
  /// The buffers in `earlier` order and each buffer's place in it (its
  /// lifetime rank), sorted once per problem: the hand-off counts and every
  /// best-fit pass use them (issue 17: each sorted them again).
  SmallVector<unsigned, 16> ByStart, Rank;
  /// The placement orders of the best-fit passes (by start, then by size),
  /// sorted once per problem: every pass of an order placed the buffers in
  /// it after sorting them again.
  SmallVector<unsigned, 16> SeqByStart, SeqBySize;
  /// PTO::lowerBound of the buffers, computed once (best-fit's repair test
  /// and the plan's optimality test both ask).
  mutable std::optional<uint64_t> LB;
  uint64_t lowerBoundOf(ArrayRef<PlannerBuffer> Buffers) const {
    if (!LB)
      LB = lowerBound(Buffers);
    return *LB;
  }

  bool earlier(unsigned A, unsigned B) const {
    return std::tie(Start[A], A) < std::tie(Start[B], B);
  }
  bool orderedAfter(unsigned Later, unsigned Earlier) const {
    return std::binary_search(After[Later].begin(), After[Later].end(),
                              Earlier);
  }
  /// Hand-offs (0..2) of non-interfering A and B sharing bytes: from the
  /// earlier to the later unless a dependence orders them already, and
  /// within one loop from the later back to the earlier (next iteration).
  unsigned handoff(unsigned A, unsigned B) const {
    if (!earlier(A, B))
      std::swap(A, B);
    unsigned H = Last[A] != First[B] && !orderedAfter(B, A);
    if (Loop[A] >= 0 && Loop[A] == Loop[B] && Last[B] != First[A])
      ++H;
    return H;
  }
  bool conflicts(unsigned A, unsigned B) const {
    return std::binary_search(Conf[A].begin(), Conf[A].end(), B);
  }
};

Problem buildProblem(ArrayRef<PlannerBuffer> Buffers, bool StageEdges) {
  Problem P;
  P.N = Buffers.size();
  P.StageEdges = StageEdges;
  P.Live.resize(P.N);
  P.Conf.resize(P.N);
  P.After.resize(P.N);
  P.Ordered.resize(P.N);
  for (unsigned I = 0; I < P.N; ++I)
    for (unsigned A : Buffers[I].OrderedAfter)
      if (A < P.N && A != I) {
        P.After[I].push_back(A);
        P.Ordered.set(I);
        P.Ordered.set(A);
      }
  for (auto &A : P.After) {
    llvm::sort(A, std::less<>());
    A.erase(std::unique(A.begin(), A.end()), A.end());
  }
  struct Ev {
    unsigned Start, End, Buf;
  };
  SmallVector<Ev, 64> Evs;
  for (unsigned I = 0; I < P.N; ++I) {
    const PlannerBuffer &B = Buffers[I];
    P.Size.push_back(B.Size);
    P.Align.push_back(alignOf(B));
    P.First.push_back(B.FirstPipe);
    P.Last.push_back(B.LastPipe);
    P.Group.push_back(B.StageGroup);
    P.Loop.push_back(B.Loop);
    P.Live[I] = normalizeLive(B.Live);
    P.Start.push_back(P.Live[I].empty() ? NoStart : P.Live[I].front().first);
    for (const Interval &Iv : P.Live[I])
      Evs.push_back({Iv.first, Iv.second, I});
  }
  // Sweep: every interval meets the intervals still active at its start.
  llvm::sort(Evs, [](const Ev &A, const Ev &B) {
    return std::tie(A.Start, A.End, A.Buf) < std::tie(B.Start, B.End, B.Buf);
  });
  SmallVector<Ev, 64> Active;
  for (const Ev &E : Evs) {
    llvm::erase_if(Active, [&](const Ev &A) { return A.End <= E.Start; });
    for (const Ev &A : Active)
      if (A.Buf != E.Buf) {
        P.Conf[A.Buf].push_back(E.Buf);
        P.Conf[E.Buf].push_back(A.Buf);
      }
    Active.push_back(E);
  }
  if (StageEdges) {
    forEachStageGroupPair(
        P.N, [&](unsigned I) { return P.Group[I]; },
        [&](unsigned I, unsigned J) {
          P.Conf[I].push_back(J);
          P.Conf[J].push_back(I);
        });
  }
  for (auto &C : P.Conf) {
    llvm::sort(C, std::less<>());
    C.erase(std::unique(C.begin(), C.end()), C.end());
  }
  // The three orders are sorted as keys held by value (issue 17: sorting
  // indices with comparisons that read the problem's arrays was most of
  // building a problem). `earlier` is (start, index): one 64-bit key.
  P.Rank.resize(P.N);
  {
    std::vector<uint64_t> Keys(P.N);
    for (unsigned I = 0; I < P.N; ++I)
      Keys[I] = uint64_t(P.Start[I]) << 32 | I;
    std::sort(Keys.begin(), Keys.end());
    P.ByStart.resize(P.N);
    for (unsigned R = 0; R < P.N; ++R) {
      P.ByStart[R] = unsigned(Keys[R]);
      P.Rank[P.ByStart[R]] = R;
    }
  }
  // The placement orders: (start, decreasing size, index) and (decreasing
  // size, start, index).
  struct SeqKey {
    uint64_t First, Second;
    unsigned Buf;
    bool operator<(const SeqKey &O) const {
      return std::tie(First, Second, Buf) < std::tie(O.First, O.Second, O.Buf);
    }
  };
  std::vector<SeqKey> Seq(P.N);
  auto SortSeq = [&](SmallVectorImpl<unsigned> &Out) {
    std::sort(Seq.begin(), Seq.end());
    Out.resize(P.N);
    for (unsigned I = 0; I < P.N; ++I)
      Out[I] = Seq[I].Buf;
  };
  for (unsigned I = 0; I < P.N; ++I)
    Seq[I] = {P.Start[I], ~P.Size[I], I};
  SortSeq(P.SeqByStart);
  for (unsigned I = 0; I < P.N; ++I)
    Seq[I] = {~P.Size[I], P.Start[I], I};
  SortSeq(P.SeqBySize);
  return P;
}

uint64_t peakOf(const Problem &P, ArrayRef<uint64_t> Off) {
  uint64_t Peak = 0;
  for (unsigned I = 0; I < P.N; ++I)
    Peak = std::max(Peak, Off[I] + P.Size[I]);
  return Peak;
}

/// Counts of the buffers at each lifetime rank (a Fenwick tree).
class RankCounts {
  SmallVector<unsigned, 64> T;

public:
  explicit RankCounts(unsigned N) : T(N + 1, 0) {}
  void add(unsigned Rank, int D) {
    for (unsigned I = Rank + 1; I < T.size(); I += I & -I)
      T[I] += D;
  }
  /// Buffers of rank < \p Rank.
  unsigned below(unsigned Rank) const {
    unsigned S = 0;
    for (unsigned I = Rank; I; I -= I & -I)
      S += T[I];
    return S;
  }
};

/// Hand-offs of a plan (Problem::handoff summed over the pairs of non-empty
/// buffers whose byte ranges overlap and whose lifetimes do not). Counted
/// without visiting the pairs (many buffers reuse one window in a long
/// kernel): a sweep by offset keeps the buffers whose bytes are still open,
/// counted per (pipe, lifetime rank) and per (loop, pipe, rank), which gives
/// the overlapping pairs without a hand-off in either direction; the
/// interfering overlapping pairs come from the interference graph and the
/// dependence-ordered ones from the OrderedAfter lists.
/// O(N log N + edges + ordered pairs).
unsigned handoffsOf(const Problem &P, ArrayRef<uint64_t> Off) {
  // Lifetime ranks: the order of `earlier`.
  ArrayRef<unsigned> ByStart = P.ByStart, Rank = P.Rank;
  // By (offset, index), sorted as keys held by value (issue 17).
  std::vector<std::pair<uint64_t, unsigned>> Keys;
  Keys.reserve(P.N);
  for (unsigned I = 0; I < P.N; ++I)
    if (P.Size[I])
      Keys.push_back({Off[I], I});
  std::sort(Keys.begin(), Keys.end());
  SmallVector<unsigned, 64> Order;
  Order.reserve(Keys.size());
  for (const auto &K : Keys)
    Order.push_back(K.second);
  // Open buffers by last pipe and by first pipe, and by the end of their
  // bytes.
  using PipeCounts = std::vector<std::optional<RankCounts>>;
  PipeCounts ByLast(256), ByFirst(256);
  auto Counts = [&](PipeCounts &M, uint8_t Pipe) -> RankCounts & {
    if (!M[Pipe])
      M[Pipe].emplace(P.N);
    return *M[Pipe];
  };
  // The same within each loop (buffers of no loop have no back edge), with
  // ranks local to the loop so the counts of all loops take O(N) space.
  DenseMap<int, unsigned> LoopSize;
  SmallVector<unsigned, 64> LRank(P.N, 0);
  for (unsigned X : ByStart)
    if (P.Loop[X] >= 0)
      LRank[X] = LoopSize[P.Loop[X]]++;
  using LoopPipe = std::pair<int, uint8_t>;
  // The counts per loop and per (loop, pipe), in one list; per buffer of a
  // loop, the indices of the five it updates or asks (looked up once, not
  // per update and query: issue 17).
  std::vector<RankCounts> LoopCountList;
  DenseMap<int, unsigned> InLoop;
  DenseMap<LoopPipe, unsigned> LoopByLast, LoopByFirst;
  auto LoopCountsIdx = [&](auto &M, auto Key, int Loop) {
    auto [It, New] = M.try_emplace(Key, LoopCountList.size());
    if (New)
      LoopCountList.emplace_back(LoopSize[Loop]);
    return It->second;
  };
  struct LoopIdx {
    unsigned All, UpdLast, UpdFirst, AskFirst, AskLast;
  };
  std::vector<LoopIdx> LIdx(P.N);
  for (unsigned X : ByStart)
    if (int L = P.Loop[X]; L >= 0 && P.Size[X]) {
      LoopIdx &I = LIdx[X];
      I.All = LoopCountsIdx(InLoop, L, L);
      I.UpdLast = LoopCountsIdx(LoopByLast, LoopPipe(L, P.Last[X]), L);
      I.UpdFirst = LoopCountsIdx(LoopByFirst, LoopPipe(L, P.First[X]), L);
      I.AskFirst = LoopCountsIdx(LoopByFirst, LoopPipe(L, P.Last[X]), L);
      I.AskLast = LoopCountsIdx(LoopByLast, LoopPipe(L, P.First[X]), L);
    }
  auto Update = [&](unsigned X, int D) {
    Counts(ByLast, P.Last[X]).add(Rank[X], D);
    Counts(ByFirst, P.First[X]).add(Rank[X], D);
    if (P.Loop[X] < 0)
      return;
    const LoopIdx &I = LIdx[X];
    LoopCountList[I.All].add(LRank[X], D);
    LoopCountList[I.UpdLast].add(LRank[X], D);
    LoopCountList[I.UpdFirst].add(LRank[X], D);
  };
  auto AboveIn = [](const RankCounts &C, unsigned R, unsigned Size) {
    return C.below(Size) - C.below(R + 1);
  };
  auto Above = [&](const RankCounts &C, unsigned R) {
    return AboveIn(C, R, P.N);
  };
  using EndOf = std::pair<uint64_t, unsigned>;
  std::priority_queue<EndOf, std::vector<EndOf>, std::greater<EndOf>> Open;
  uint64_t Overlapping = 0, Same = 0, Back = 0;
  for (unsigned B : Order) {
    while (!Open.empty() && Open.top().first <= Off[B]) {
      Update(Open.top().second, -1);
      Open.pop();
    }
    Overlapping += Open.size();
    // Earlier open buffers ending on B's first pipe, later ones starting on
    // B's last pipe.
    Same += Counts(ByLast, P.First[B]).below(Rank[B]);
    Same += Above(Counts(ByFirst, P.Last[B]), Rank[B]);
    // Back edge: earlier open buffers of B's loop not starting on B's last
    // pipe, later ones not ending on B's first pipe.
    if (int L = P.Loop[B]; L >= 0) {
      unsigned R = LRank[B], Size = LoopSize[L];
      const LoopIdx &I = LIdx[B];
      const RankCounts &All = LoopCountList[I.All];
      Back += All.below(R) - LoopCountList[I.AskFirst].below(R);
      Back +=
          AboveIn(All, R, Size) - AboveIn(LoopCountList[I.AskLast], R, Size);
    }
    Update(B, 1);
    Open.push({Off[B] + P.Size[B], B});
  }
  uint64_t H = Overlapping - Same + Back;
  auto Overlap = [&](unsigned A, unsigned B) {
    return P.Size[A] && P.Size[B] && Off[A] < Off[B] + P.Size[B] &&
           Off[B] < Off[A] + P.Size[A];
  };
  // The sweep's count per overlapping pair, whatever the lifetimes and
  // dependences.
  auto Swept = [&](unsigned A, unsigned B) {
    if (!P.earlier(A, B))
      std::swap(A, B);
    unsigned N = P.Last[A] != P.First[B];
    if (P.Loop[A] >= 0 && P.Loop[A] == P.Loop[B] && P.Last[B] != P.First[A])
      ++N;
    return N;
  };
  // Pairs that interfere share no bytes over time: not hand-offs.
  for (unsigned A = 0; A < P.N; ++A)
    for (unsigned B : P.Conf[A])
      if (B > A && Overlap(A, B))
        H -= Swept(A, B);
  // Dependence-ordered pairs need no synchronization from the earlier to
  // the later.
  for (unsigned B = 0; B < P.N; ++B)
    for (unsigned A : P.After[B])
      if (P.earlier(A, B) && Overlap(A, B) && !P.conflicts(A, B) &&
          P.Last[A] != P.First[B])
        --H;
  return unsigned(H);
}

/// Lowest offset >= MinOff aligned to Align where [Off, Off + Size) misses
/// every range of \p Ranges (sorted by start).
uint64_t lowestFit(ArrayRef<std::pair<uint64_t, uint64_t>> Ranges,
                   uint64_t Size, uint64_t Align, uint64_t MinOff = 0) {
  uint64_t O = alignTo(MinOff, Align);
  if (!Size)
    return O;
  for (const auto &[Lo, Hi] : Ranges) {
    if (Hi <= O)
      continue;
    if (Lo >= O + Size)
      break;
    O = alignTo(Hi, Align);
  }
  return O;
}

/// Byte ranges of the placed, non-empty neighbours of \p B, sorted.
void placedRanges(const Problem &P, unsigned B, ArrayRef<uint64_t> Off,
                  const BitVector &Placed,
                  SmallVectorImpl<std::pair<uint64_t, uint64_t>> &R) {
  R.clear();
  for (unsigned C : P.Conf[B])
    if (Placed.test(C) && P.Size[C])
      R.push_back({Off[C], Off[C] + P.Size[C]});
  // std::sort: llvm::sort of a trivially copyable type is qsort.
  llvm::sort(R, std::less<>());
}

//===----------------------------------------------------------------------===//
// none / first-fit-decreasing
//===----------------------------------------------------------------------===//

SmallVector<uint64_t, 16> planNone(const Problem &P) {
  SmallVector<uint64_t, 16> Off(P.N, 0);
  uint64_t Top = 0;
  for (unsigned I = 0; I < P.N; ++I) {
    Off[I] = alignTo(Top, P.Align[I]);
    Top = Off[I] + P.Size[I];
  }
  return Off;
}

SmallVector<uint64_t, 16> planFFD(const Problem &P) {
  SmallVector<unsigned, 16> Order(P.N);
  for (unsigned I = 0; I < P.N; ++I)
    Order[I] = I;
  llvm::sort(Order, [&](unsigned A, unsigned B) {
    return std::make_tuple(~P.Size[A], P.Start[A], A) <
           std::make_tuple(~P.Size[B], P.Start[B], B);
  });
  SmallVector<uint64_t, 16> Off(P.N, 0);
  BitVector Placed(P.N);
  SmallVector<std::pair<uint64_t, uint64_t>, 16> R;
  for (unsigned B : Order) {
    placedRanges(P, B, Off, Placed, R);
    Off[B] = lowestFit(R, P.Size[B], P.Align[B]);
    Placed.set(B);
  }
  return Off;
}

//===----------------------------------------------------------------------===//
// best-fit
//===----------------------------------------------------------------------===//

enum class BFOrder { ByStart, BySize };

/// The placed, non-empty buffers of a best-fit pass, grouped by byte range
/// (a long kernel reuses a few windows thousands of times), each group
/// keeping the lifetime ranks of its buffers sorted, per first and per last
/// pipe, and the same per loop. Problem::handoff summed over a byte range is
/// then a few binary searches per group on it, plus the exceptions the
/// counts cannot tell (interfering neighbours, dependence-ordered pairs),
/// which come from the buffer's own bounded lists: O(groups on the range x
/// log N + neighbours) per query instead of a visit of every placed buffer
/// there (quadratic in the buffers sharing bytes).
class PlacedIndex {
  /// Inline room for a few: most groups (and their per-loop and per-pipe
  /// lists) hold a few buffers, and a heap block each was most of the
  /// index's building and freeing (issue 17).
  using Ranks = SmallVector<unsigned, 4>;
  /// The ranks per pipe: a kernel's buffers start and end on a few pipes,
  /// so a list searched in order (issue 17: a SmallDenseMap per group was
  /// most of add's time).
  using ByPipe = SmallVector<std::pair<uint8_t, Ranks>, 2>;
  struct PipeRanks {
    Ranks All;
    ByPipe ByFirst, ByLast;
    void add(unsigned R, uint8_t First, uint8_t Last) {
      insertSorted(All, R);
      insertSorted(ranksOf(ByFirst, First), R);
      insertSorted(ranksOf(ByLast, Last), R);
    }
  };
  static Ranks &ranksOf(ByPipe &M, uint8_t Pipe) {
    for (auto &[P, V] : M)
      if (P == Pipe)
        return V;
    return M.emplace_back(Pipe, Ranks()).second;
  }
  static const Ranks *findRanks(const ByPipe &M, uint8_t Pipe) {
    for (const auto &[P, V] : M)
      if (P == Pipe)
        return &V;
    return nullptr;
  }
  struct Group {
    PipeRanks Any;
    /// Per loop, its ranks' index in LoopRanks (issue 17: the ranks kept
    /// in the map moved on every growth of a group of many loops).
    SmallDenseMap<int, unsigned, 2> InLoop;
  };
  const Problem &P;
  ArrayRef<uint64_t> Off;
  ArrayRef<unsigned> Rank;
  /// Per offset: the buffers there (for the inner candidates) and the
  /// groups by size, sorted by size. Sorted vectors, not std::maps (issue
  /// 17: a kernel has a few offsets and sizes, searched per candidate; the
  /// tree walks were most of the queries).
  struct AtOffset {
    unsigned Count = 0;
    SmallVector<std::pair<uint64_t, Group>, 1> BySize;
  };
  std::vector<std::pair<uint64_t, AtOffset>> Groups;
  /// The entry of \p Key in \p V, a vector of (key, value) sorted by key,
  /// made if missing.
  template <typename VecT> static auto &entry(VecT &V, uint64_t Key) {
    auto It =
        llvm::partition_point(V, [&](const auto &E) { return E.first < Key; });
    if (It == V.end() || It->first != Key)
      It = V.insert(It, {Key, typename VecT::value_type::second_type()});
    return It->second;
  }
  /// The first offset >= \p Lo.
  std::vector<std::pair<uint64_t, AtOffset>>::const_iterator
  groupsFrom(uint64_t Lo) const {
    return llvm::partition_point(
        Groups,
        [&](const std::pair<uint64_t, AtOffset> &E) { return E.first < Lo; });
  }
  /// The per-loop ranks of every group (a deque: they do not move).
  std::deque<PipeRanks> LoopRanks;
  /// Per buffer, the buffers ordered after it (the inverse of After).
  std::vector<SmallVector<unsigned, 2>> Before;
  BitVector Placed;
  uint64_t MaxSize = 0;
  unsigned NumPlaced = 0;

  static void insertSorted(Ranks &V, unsigned R) {
    // A pass by start adds in about rank order: mostly at the end.
    if (V.empty() || V.back() <= R)
      V.push_back(R);
    else
      V.insert(llvm::upper_bound(V, R), R);
  }
  /// Ranks below \p R. A pass by start places buffers in about rank order,
  /// so the ends answer most queries without a search.
  static unsigned below(const Ranks &V, unsigned R) {
    if (V.empty() || V.back() < R)
      return V.size();
    if (V.front() >= R)
      return 0;
    return llvm::lower_bound(V, R) - V.begin();
  }
  static unsigned below(const ByPipe &Map, uint8_t Pipe, unsigned R) {
    const Ranks *V = findRanks(Map, Pipe);
    return V ? below(*V, R) : 0;
  }
  static unsigned size(const ByPipe &Map, uint8_t Pipe) {
    const Ranks *V = findRanks(Map, Pipe);
    return V ? V->size() : 0;
  }

public:
  PlacedIndex(const Problem &P, ArrayRef<uint64_t> Off)
      : P(P), Off(Off), Rank(P.Rank), Before(P.N), Placed(P.N) {
    for (unsigned I = 0; I < P.N; ++I)
      for (unsigned A : P.After[I])
        Before[A].push_back(I);
  }
  bool empty() const { return !NumPlaced; }
  void add(unsigned B) {
    AtOffset &At = entry(Groups, Off[B]);
    ++At.Count;
    Group &G = entry(At.BySize, P.Size[B]);
    G.Any.add(Rank[B], P.First[B], P.Last[B]);
    if (P.Loop[B] >= 0) {
      auto [It, New] = G.InLoop.try_emplace(P.Loop[B], LoopRanks.size());
      if (New)
        LoopRanks.emplace_back();
      LoopRanks[It->second].add(Rank[B], P.First[B], P.Last[B]);
    }
    MaxSize = std::max(MaxSize, P.Size[B]);
    Placed.set(B);
    ++NumPlaced;
  }
  /// Calls \p F(offset, buffers there) for the offsets >= \p Lo by offset
  /// until it returns false.
  template <typename Fn> void forEachOffsetFrom(uint64_t Lo, Fn F) const {
    for (auto It = groupsFrom(Lo); It != Groups.end(); ++It)
      if (!F(It->first, It->second.Count))
        return;
  }
  /// Problem::handoff(B, C) summed over the placed C whose bytes meet
  /// [O, O + size of B) and that are not set in \p IsConf (B's neighbours).
  unsigned handoffsAt(unsigned B, uint64_t O, const BitVector &IsConf) const {
    uint64_t S = P.Size[B], Lo = O >= MaxSize ? O - MaxSize : 0;
    unsigned R = Rank[B];
    uint8_t FB = P.First[B], LB = P.Last[B];
    int64_t H = 0;
    for (auto It = groupsFrom(Lo); It != Groups.end() && It->first < O + S;
         ++It)
      // Largest first: once a size ends at or below O, so do the rest.
      for (auto SI = It->second.BySize.rbegin(), SE = It->second.BySize.rend();
           SI != SE && It->first + SI->first > O; ++SI) {
        const Group &G = SI->second;
        // Earlier C: a hand-off unless C ends on B's first pipe; later C:
        // unless C starts on B's last pipe.
        const PipeRanks &A = G.Any;
        unsigned E = below(A.All, R), L = A.All.size() - E;
        H += E - below(A.ByLast, FB, R);
        H += L - (size(A.ByFirst, LB) - below(A.ByFirst, LB, R));
        // The back edge within B's loop: earlier C unless C starts on B's
        // last pipe, later C unless C ends on B's first pipe.
        if (P.Loop[B] < 0)
          continue;
        auto LI = G.InLoop.find(P.Loop[B]);
        if (LI == G.InLoop.end())
          continue;
        const PipeRanks &PL = LoopRanks[LI->second];
        unsigned EL = below(PL.All, R), LL = PL.All.size() - EL;
        H += EL - below(PL.ByFirst, LB, R);
        H += LL - (size(PL.ByLast, FB) - below(PL.ByLast, FB, R));
      }
    auto Counted = [&](unsigned C) {
      return C < P.N && C != B && P.Size[C] && Placed.test(C) &&
             Off[C] < O + S && Off[C] + P.Size[C] > O;
    };
    // The neighbours were counted like the others (by pipes and loops
    // alone): take that out.
    auto Swept = [&](unsigned C) {
      bool CFirst = Rank[C] < R;
      unsigned E = CFirst ? C : B, L = CFirst ? B : C;
      unsigned N = P.Last[E] != P.First[L];
      if (P.Loop[E] >= 0 && P.Loop[E] == P.Loop[L] && P.Last[L] != P.First[E])
        ++N;
      return N;
    };
    for (unsigned C : P.Conf[B])
      if (Counted(C))
        H -= Swept(C);
    // Dependence-ordered pairs need nothing from the earlier to the later.
    for (unsigned C : P.After[B])
      if (Counted(C) && !IsConf.test(C) && Rank[C] < R && P.Last[C] != FB)
        --H;
    for (unsigned C : Before[B])
      if (Counted(C) && !IsConf.test(C) && Rank[C] > R && LB != P.First[C])
        --H;
    return unsigned(H);
  }
};

/// Hand-off-aware best-fit tries at most this many offsets inside one gap.
constexpr unsigned MaxInnerCandidates = 8;

/// One best-fit pass. The free address ranges of buffer B are the gaps
/// between the byte ranges of its placed neighbours (so a region freed by a
/// dead buffer is split exactly around whatever still lives there), plus the
/// range from the topmost neighbour to the current peak, plus the unbounded
/// range above the peak. B goes to the gap minimizing
///   (peak increase, [hand-offs added,] waste = gap size - B's size, offset).
/// Hand-offs first (\p HandoffCap nonzero, pipe-aware reuse): B goes to the
/// candidate minimizing (hand-offs added, peak increase, waste, offset)
/// among those keeping the peak within \p HandoffCap, when that adds fewer
/// hand-offs than the choice above and \p Allow agrees; \p Differs counts
/// those placements. A hand-off-aware pass sums the hand-offs each
/// placement adds into \p Handoffs: the plan's handoffsOf, each pair counted
/// when its later-placed buffer is placed.
SmallVector<uint64_t, 16>
planBestFit(const Problem &P, BFOrder Order, bool HandoffAware,
            uint64_t HandoffCap = 0, function_ref<bool()> Allow = nullptr,
            unsigned *Differs = nullptr, unsigned *Handoffs = nullptr) {
  if (HandoffCap)
    HandoffAware = true;
  ArrayRef<unsigned> Seq =
      Order == BFOrder::ByStart ? P.SeqByStart : P.SeqBySize;

  SmallVector<uint64_t, 16> Off(P.N, 0);
  BitVector Placed(P.N), IsConf(P.N);
  uint64_t Peak = 0;
  SmallVector<std::pair<uint64_t, uint64_t>, 16> R, Merged;
  struct Cand {
    uint64_t Inc, Waste, Off;
    unsigned Handoffs;
  };
  SmallVector<Cand, 16> Cands;
  SmallVector<unsigned, 16> ByWaste;

  // Only a hand-off-aware pass asks the index (issue 17: the others built
  // it, and its per-buffer lists, for nothing).
  std::optional<PlacedIndex> Index;
  if (HandoffAware)
    Index.emplace(P, Off);
  unsigned Total = 0;

  for (unsigned B : Seq) {
    uint64_t S = P.Size[B], A = P.Align[B];
    if (!S) {
      Placed.set(B);
      continue;
    }
    placedRanges(P, B, Off, Placed, R);
    Merged.clear();
    for (const auto &Rg : R) {
      if (!Merged.empty() && Rg.first <= Merged.back().second)
        Merged.back().second = std::max(Merged.back().second, Rg.second);
      else
        Merged.push_back(Rg);
    }
    Cands.clear();
    uint64_t Lo = 0;
    auto AddGap = [&](uint64_t GLo, uint64_t GHi, bool Top) {
      uint64_t O = alignTo(GLo, A);
      if (!Top && O + S > GHi)
        return;
      if (Top && O + S > GHi) {
        Cands.push_back({O + S - std::max(Peak, GLo), 0, O, 0});
        return;
      }
      Cands.push_back({0, GHi - GLo - S, O, 0});
    };
    // Hand-off-aware passes also try, inside each gap, the offsets of the
    // dead buffers there (sharing with a same-pipe predecessor is free) and
    // the gap's aligned top.
    auto AddInner = [&](uint64_t GLo, uint64_t GHi) {
      if (!HandoffAware || GHi - GLo < S)
        return;
      uint64_t Waste = GHi - GLo - S;
      // One try per placed buffer (by offset), as many at one offset as
      // there are buffers there.
      unsigned Tries = 0;
      Index->forEachOffsetFrom(GLo, [&](uint64_t BO, unsigned Count) {
        if (BO >= GHi || Tries >= MaxInnerCandidates)
          return false;
        uint64_t O = alignTo(BO, A);
        for (unsigned K = 0; K < Count && Tries < MaxInnerCandidates;
             ++K, ++Tries)
          if (O > alignTo(GLo, A) && O + S <= GHi)
            Cands.push_back({0, Waste, O, 0});
        return Tries < MaxInnerCandidates;
      });
      uint64_t Top = alignDown(GHi - S, A);
      if (Top >= GLo && Top > alignTo(GLo, A))
        Cands.push_back({0, Waste, Top, 0});
    };
    for (const auto &[MLo, MHi] : Merged) {
      if (MLo > Lo) {
        AddGap(Lo, MLo, false);
        AddInner(Lo, MLo);
      }
      Lo = MHi;
    }
    AddGap(Lo, std::max(Peak, Lo), true);
    AddInner(Lo, std::max(Peak, Lo));
    // Hand-offs first: bytes nobody used yet, above the peak.
    if (HandoffCap && alignTo(std::max(Peak, Lo), A) > alignTo(Lo, A)) {
      uint64_t O = alignTo(std::max(Peak, Lo), A);
      Cands.push_back({O + S - Peak, 0, O, 0});
    }

    uint64_t MinInc = std::numeric_limits<uint64_t>::max();
    for (const Cand &C : Cands)
      MinInc = std::min(MinInc, C.Inc);
    if (HandoffAware && !Index->empty()) {
      for (unsigned C : P.Conf[B])
        IsConf.set(C);
      // The choice is the least (hand-offs, waste, offset) at the lowest
      // peak increase: counted by (waste, offset), the first candidate with
      // none is it, and no later one needs counting (left at "infinite").
      ByWaste.clear();
      for (unsigned I = 0; I < Cands.size(); ++I)
        if (Cands[I].Inc == MinInc) {
          Cands[I].Handoffs = ~0u;
          ByWaste.push_back(I);
        }
      llvm::sort(ByWaste, [&](unsigned X, unsigned Y) {
        return std::tie(Cands[X].Waste, Cands[X].Off, X) <
               std::tie(Cands[Y].Waste, Cands[Y].Off, Y);
      });
      bool Free = false;
      for (unsigned I : ByWaste)
        if (!(Cands[I].Handoffs = Index->handoffsAt(B, Cands[I].Off, IsConf))) {
          Free = true;
          break;
        }
      // Hand-offs first, unless the choice above adds none: the least
      // (hand-offs, peak increase, waste, offset) among the candidates that
      // keep the peak within the cap. The ones at the lowest increase were
      // all counted above (none is free); the others are counted by (peak
      // increase, waste, offset) until one is free: no later one can be
      // chosen before it, and those left at "infinite" are not chosen
      // (issue 17: every candidate was counted).
      if (HandoffCap && !Free) {
        ByWaste.clear();
        for (unsigned I = 0; I < Cands.size(); ++I)
          if (Cands[I].Inc != MinInc &&
              std::max(Peak, Cands[I].Off + S) <= HandoffCap) {
            Cands[I].Handoffs = ~0u;
            ByWaste.push_back(I);
          }
        llvm::sort(ByWaste, [&](unsigned X, unsigned Y) {
          return std::tie(Cands[X].Inc, Cands[X].Waste, Cands[X].Off, X) <
                 std::tie(Cands[Y].Inc, Cands[Y].Waste, Cands[Y].Off, Y);
        });
        for (unsigned I : ByWaste)
          if (!(Cands[I].Handoffs = Index->handoffsAt(B, Cands[I].Off, IsConf)))
            break;
      }
      for (unsigned C : P.Conf[B])
        IsConf.reset(C);
    }
    const Cand *Best = nullptr;
    for (const Cand &C : Cands) {
      if (C.Inc != MinInc)
        continue;
      if (!Best || std::tie(C.Handoffs, C.Waste, C.Off) <
                       std::tie(Best->Handoffs, Best->Waste, Best->Off))
        Best = &C;
    }
    if (HandoffCap && Best->Handoffs) {
      const Cand *Free = nullptr;
      for (const Cand &C : Cands) {
        if (std::max(Peak, C.Off + S) > HandoffCap)
          continue;
        if (!Free ||
            std::tie(C.Handoffs, C.Inc, C.Waste, C.Off) <
                std::tie(Free->Handoffs, Free->Inc, Free->Waste, Free->Off))
          Free = &C;
      }
      if (Free && Free->Handoffs < Best->Handoffs && (!Allow || Allow())) {
        PTO_DEBUG(dbgs() << "pipe-aware: buffer " << B << " at " << Free->Off
                         << " (" << Free->Handoffs << " hand-offs) instead of "
                         << Best->Off << " (" << Best->Handoffs << ")\n");
        Best = Free;
        if (Differs)
          ++*Differs;
      }
    }
    Off[B] = Best->Off;
    Peak = std::max(Peak, Off[B] + S);
    Placed.set(B);
    if (Index)
      Index->add(B);
    Total += Best->Handoffs;
  }
  if (Handoffs)
    *Handoffs = HandoffAware ? Total : 0;
  return Off;
}

struct Scored {
  SmallVector<uint64_t, 16> Off;
  uint64_t Peak = 0;
  unsigned Handoffs = 0;
  bool better(const Scored &O) const {
    return std::tie(Peak, Handoffs) < std::tie(O.Peak, O.Handoffs);
  }
};

Scored score(const Problem &P, SmallVector<uint64_t, 16> Off) {
  Scored S;
  S.Peak = peakOf(P, Off);
  S.Handoffs = handoffsOf(P, Off);
  S.Off = std::move(Off);
  return S;
}

/// The four best-fit passes (two orders, with and without hand-off-aware
/// choice), the lowest (peak, hand-offs) wins; never worse than no reuse.
/// Hand-offs are counted only for the plans at the lowest peak (the first
/// key), so the choice is the one scoring every plan would make.
Scored runBestFitPasses(const Problem &P) {
  SmallVector<Scored, 5> Plans;
  SmallVector<bool, 5> Counted;
  auto Add = [&](SmallVector<uint64_t, 16> Off, std::optional<unsigned> H) {
    Scored S;
    S.Peak = peakOf(P, Off);
    S.Off = std::move(Off);
    S.Handoffs = H.value_or(0);
    Plans.push_back(std::move(S));
    Counted.push_back(H.has_value());
  };
  Add(planNone(P), std::nullopt);
  for (BFOrder O : {BFOrder::ByStart, BFOrder::BySize})
    for (bool H : {true, false}) {
      unsigned Sum = 0;
      Add(planBestFit(P, O, H, 0, nullptr, nullptr, &Sum),
          H ? std::optional<unsigned>(Sum) : std::nullopt);
      assert((!H || Sum == handoffsOf(P, Plans.back().Off)) &&
             "a pass's hand-off sum differs from the plan's count");
    }
  uint64_t MinPeak = std::numeric_limits<uint64_t>::max();
  for (const Scored &S : Plans)
    MinPeak = std::min(MinPeak, S.Peak);
  Scored *Best = nullptr;
  for (unsigned I = 0; I < Plans.size(); ++I) {
    Scored &S = Plans[I];
    if (S.Peak != MinPeak)
      continue;
    // A plan equal to a counted one has its count (issue 17: the two
    // passes of an order often make the same plan, and a count is a sweep
    // of all the buffers).
    if (!Counted[I])
      for (unsigned J = 0; J < Plans.size() && !Counted[I]; ++J)
        if (Counted[J] && Plans[J].Off == S.Off) {
          S.Handoffs = Plans[J].Handoffs;
          Counted[I] = true;
        }
    if (!Counted[I])
      S.Handoffs = handoffsOf(P, S.Off);
    if (!Best || S.better(*Best))
      Best = &S;
  }
  return std::move(*Best);
}

//===----------------------------------------------------------------------===//
// exact
//===----------------------------------------------------------------------===//

/// Branch and bound over the placements of one connected component of the
/// interference graph, in the MiniMalloc style:
///  - canonical solutions only: every optimal plan can be "dropped" so each
///    buffer sits at the lowest aligned offset clear of its neighbours below
///    it; the search builds such plans in (offset, index) order, placing the
///    chosen buffer at its lowest feasible offset L and rejecting a node
///    where an unplaced buffer's L falls below the last placed offset;
///  - symmetry breaking: identical buffers (size, alignment, lifetime,
///    pipes) are placed in index order;
///  - pruning with max(placed peak, max L + size, per time slice the lowest
///    L of the unplaced buffers live there + their total size, component LB)
///    against the incumbent (peak, hand-offs), seeded by best-fit.
class ExactSearch {
  const Problem &P;
  SmallVector<unsigned, 32> G; // Local -> global index.
  unsigned K;
  SmallVector<BitVector, 32> ConfBits;
  SmallVector<SmallVector<unsigned, 8>, 32> Nbr;
  SmallVector<int, 32> TwinPrev;
  SmallVector<SmallVector<std::pair<unsigned, unsigned>, 2>, 32> SliceRanges;
  unsigned NumSlices = 0;
  SmallVector<uint64_t, 32> Off;
  BitVector Placed;
  SmallVector<unsigned, 32> Stack;
  std::vector<SmallVector<uint64_t, 32>> LBuf;
  SmallVector<uint64_t, 64> SliceSum, SliceMin;
  uint64_t CompLB;
  uint64_t &Nodes;
  uint64_t Limit;

public:
  SmallVector<uint64_t, 32> BestOff;
  uint64_t BestPeak;
  unsigned BestHandoffs;
  bool Aborted = false;

  ExactSearch(const Problem &P, ArrayRef<unsigned> Comp,
              ArrayRef<uint64_t> Seed, uint64_t CompLB, uint64_t &Nodes,
              uint64_t Limit)
      : P(P), G(Comp.begin(), Comp.end()), K(Comp.size()), CompLB(CompLB),
        Nodes(Nodes), Limit(Limit) {
    DenseMap<unsigned, unsigned> Local;
    for (unsigned I = 0; I < K; ++I)
      Local[G[I]] = I;
    ConfBits.assign(K, BitVector(K));
    Nbr.resize(K);
    for (unsigned I = 0; I < K; ++I)
      for (unsigned C : P.Conf[G[I]]) {
        ConfBits[I].set(Local[C]);
        Nbr[I].push_back(Local[C]);
      }
    TwinPrev.assign(K, -1);
    // Twins: identical buffers with identical neighbourhoods.
    for (unsigned I = 0; I < K; ++I)
      for (unsigned J = I; J-- > 0;) {
        unsigned A = G[I], B = G[J];
        if (P.Size[A] != P.Size[B] || P.Align[A] != P.Align[B] ||
            P.Live[A] != P.Live[B] || P.First[A] != P.First[B] ||
            P.Last[A] != P.Last[B] || P.Group[A] != P.Group[B] ||
            P.Loop[A] != P.Loop[B] || P.Ordered.test(A) || P.Ordered.test(B))
          continue;
        BitVector X = ConfBits[I], Y = ConfBits[J];
        X.reset(J);
        Y.reset(I);
        if (X == Y) {
          TwinPrev[I] = J;
          break;
        }
      }
    // Time slices between the component's interval end points.
    SmallVector<unsigned, 64> Pts;
    for (unsigned A : G)
      for (const Interval &Iv : P.Live[A]) {
        Pts.push_back(Iv.first);
        Pts.push_back(Iv.second);
      }
    llvm::sort(Pts, std::less<>());
    Pts.erase(std::unique(Pts.begin(), Pts.end()), Pts.end());
    NumSlices = Pts.empty() ? 0 : Pts.size() - 1;
    SliceRanges.resize(K);
    for (unsigned I = 0; I < K; ++I)
      for (const Interval &Iv : P.Live[G[I]]) {
        unsigned S = llvm::lower_bound(Pts, Iv.first) - Pts.begin();
        unsigned E = llvm::lower_bound(Pts, Iv.second) - Pts.begin();
        SliceRanges[I].push_back({S, E});
      }
    SliceSum.assign(NumSlices, 0);
    SliceMin.assign(NumSlices, 0);
    for (unsigned I = 0; I < K; ++I)
      addSlices(I, +1);
    Off.assign(K, 0);
    Placed.resize(K);
    LBuf.resize(K + 1);
    BestOff.assign(Seed.begin(), Seed.end());
    BestPeak = 0;
    for (unsigned I = 0; I < K; ++I)
      BestPeak = std::max(BestPeak, BestOff[I] + P.Size[G[I]]);
    BestHandoffs = handoffsAmong(BestOff);
  }

  unsigned handoffsAmong(ArrayRef<uint64_t> O) const {
    unsigned H = 0;
    for (unsigned I = 0; I < K; ++I)
      for (unsigned J = I + 1; J < K; ++J)
        if (!ConfBits[I].test(J) && overlap(O, I, J))
          H += P.handoff(G[I], G[J]);
    return H;
  }

  bool overlap(ArrayRef<uint64_t> O, unsigned I, unsigned J) const {
    uint64_t SI = P.Size[G[I]], SJ = P.Size[G[J]];
    return SI && SJ && O[I] < O[J] + SJ && O[J] < O[I] + SI;
  }

  uint64_t lowest(unsigned I,
                  SmallVectorImpl<std::pair<uint64_t, uint64_t>> &R) const {
    R.clear();
    for (unsigned C : Nbr[I])
      if (Placed.test(C) && P.Size[G[C]])
        R.push_back({Off[C], Off[C] + P.Size[G[C]]});
    llvm::sort(R, std::less<>());
    return lowestFit(R, P.Size[G[I]], P.Align[G[I]]);
  }

  void run() { dfs(0, 0, -1, 0, 0); }

  /// Adds (+1) or removes (-1) buffer I from the per-slice unplaced sums.
  void addSlices(unsigned I, int Sign) {
    for (auto [S, E] : SliceRanges[I])
      for (unsigned T = S; T < E; ++T)
        SliceSum[T] += Sign > 0 ? P.Size[G[I]] : -P.Size[G[I]];
  }

private:
  void dfs(unsigned Depth, uint64_t LastOff, int LastIdx, uint64_t Peak,
           unsigned Handoffs) {
    if (Aborted)
      return;
    if (Depth == K) {
      if (std::tie(Peak, Handoffs) < std::tie(BestPeak, BestHandoffs)) {
        BestPeak = Peak;
        BestHandoffs = Handoffs;
        BestOff = Off;
      }
      return;
    }
    if (++Nodes > Limit) {
      Aborted = true;
      return;
    }
    // L (lowest feasible offsets) changes only for the neighbours of the
    // buffer placed last.
    SmallVectorImpl<uint64_t> &L = LBuf[Depth];
    SmallVector<std::pair<uint64_t, uint64_t>, 16> R;
    if (Depth == 0) {
      L.assign(K, 0);
      for (unsigned I = 0; I < K; ++I)
        L[I] = lowest(I, R);
    } else {
      L.assign(LBuf[Depth - 1].begin(), LBuf[Depth - 1].end());
      for (unsigned C : Nbr[Stack.back()])
        if (!Placed.test(C))
          L[C] = lowest(C, R);
    }
    uint64_t Bound = std::max(Peak, CompLB);
    for (unsigned I = 0; I < K; ++I) {
      if (Placed.test(I))
        continue;
      if (std::make_pair(L[I], int(I)) < std::make_pair(LastOff, LastIdx))
        return; // Not canonical: I would have been placed earlier.
      Bound = std::max(Bound, L[I] + P.Size[G[I]]);
    }
    // Unplaced buffers live at one instant are disjoint and sit above the
    // lowest L among them (small components), or above the last placed
    // offset (cheaper, from running per-slice sums).
    if (uint64_t(K) * NumSlices <= (1u << 14)) {
      std::fill(SliceMin.begin(), SliceMin.end(),
                std::numeric_limits<uint64_t>::max());
      for (unsigned I = 0; I < K; ++I) {
        if (Placed.test(I))
          continue;
        for (auto [S, E] : SliceRanges[I])
          for (unsigned T = S; T < E; ++T)
            SliceMin[T] = std::min(SliceMin[T], L[I]);
      }
      for (unsigned T = 0; T < NumSlices; ++T)
        if (SliceSum[T])
          Bound = std::max(Bound, SliceMin[T] + SliceSum[T]);
    } else {
      for (unsigned T = 0; T < NumSlices; ++T)
        if (SliceSum[T])
          Bound = std::max(Bound, LastOff + SliceSum[T]);
    }
    if (Bound > BestPeak || (Bound == BestPeak && Handoffs >= BestHandoffs))
      return;

    // Candidates in (L, index) order for the canonical check, tried in
    // (L, size desc) order so good plans come first.
    SmallVector<unsigned, 32> ByL, Try;
    for (unsigned I = 0; I < K; ++I)
      if (!Placed.test(I))
        ByL.push_back(I);
    llvm::sort(ByL, [&](unsigned A, unsigned B) {
      return std::tie(L[A], A) < std::tie(L[B], B);
    });
    for (unsigned B : ByL) {
      if (TwinPrev[B] >= 0 && !Placed.test(TwinPrev[B]))
        continue;
      // Every buffer canonically before B must be pushed up by B.
      bool Ok = true;
      for (unsigned C : ByL) {
        if (C == B)
          break;
        if (!ConfBits[B].test(C)) {
          Ok = false;
          break;
        }
      }
      if (Ok)
        Try.push_back(B);
    }
    llvm::sort(Try, [&](unsigned A, unsigned B) {
      return std::make_tuple(L[A], ~P.Size[G[A]], A) <
             std::make_tuple(L[B], ~P.Size[G[B]], B);
    });
    for (unsigned B : Try) {
      uint64_t O = L[B];
      uint64_t NewPeak = std::max(Peak, O + P.Size[G[B]]);
      if (NewPeak > BestPeak)
        continue;
      Off[B] = O;
      unsigned DH = 0;
      for (unsigned C : Stack)
        if (!ConfBits[B].test(C) && overlap(Off, B, C))
          DH += P.handoff(G[B], G[C]);
      Placed.set(B);
      Stack.push_back(B);
      addSlices(B, -1);
      dfs(Depth + 1, O, int(B), NewPeak, Handoffs + DH);
      addSlices(B, +1);
      Stack.pop_back();
      Placed.reset(B);
      if (Aborted)
        return;
    }
  }
};

/// Exact components above this size keep their best-fit placement: a node
/// costs time linear in the component and the search could not prove much.
constexpr unsigned MaxExactComponent = 512;

/// The exact search of every component, seeded with \p Seed, within
/// \p NodeLimit nodes in total.
Scored runExactFrom(const Problem &P, ArrayRef<PlannerBuffer> Buffers,
                    const Scored &Seed, uint64_t NodeLimit, uint64_t &Nodes,
                    bool &Optimal) {
  Optimal = true;
  // Connected components of the interference graph plan independently.
  SmallVector<int, 16> CompOf(P.N, -1);
  SmallVector<SmallVector<unsigned, 8>, 8> Comps;
  for (unsigned I = 0; I < P.N; ++I) {
    if (CompOf[I] >= 0)
      continue;
    Comps.emplace_back();
    SmallVector<unsigned, 16> Work{I};
    CompOf[I] = Comps.size() - 1;
    while (!Work.empty()) {
      unsigned X = Work.pop_back_val();
      Comps.back().push_back(X);
      for (unsigned C : P.Conf[X])
        if (CompOf[C] < 0) {
          CompOf[C] = CompOf[I];
          Work.push_back(C);
        }
    }
    llvm::sort(Comps.back(), std::less<>());
  }
  SmallVector<uint64_t, 16> Off(P.N, 0);
  for (const auto &Comp : Comps) {
    if (Comp.size() == 1) {
      Off[Comp[0]] = 0;
      continue;
    }
    SmallVector<uint64_t, 32> SeedOff;
    SmallVector<PlannerBuffer, 32> Sub;
    for (unsigned I : Comp) {
      SeedOff.push_back(Seed.Off[I]);
      Sub.push_back(Buffers[I]);
    }
    if (Comp.size() > MaxExactComponent || Nodes >= NodeLimit) {
      Optimal = false;
      for (unsigned I = 0; I < Comp.size(); ++I)
        Off[Comp[I]] = SeedOff[I];
      continue;
    }
    ExactSearch S(P, Comp, SeedOff, lowerBound(Sub), Nodes, NodeLimit);
    S.run();
    if (S.Aborted)
      Optimal = false;
    for (unsigned I = 0; I < Comp.size(); ++I)
      Off[Comp[I]] = S.BestOff[I];
  }
  if (Nodes > NodeLimit)
    Nodes = NodeLimit;
  Scored Result = score(P, std::move(Off));
  // Cross-component hand-offs are not part of the component searches.
  return Seed.better(Result) ? Seed : Result;
}

/// Best-fit: the four passes; where their plan is above the lower bound, a
/// bounded exact search seeded with it (\p RepairNodes in total) whose plan
/// is kept only for a strictly lower peak, so plans that best-fit already
/// makes at the lower bound, or that the repair cannot lower, are unchanged.
Scored runBestFit(const Problem &P, ArrayRef<PlannerBuffer> Buffers,
                  uint64_t RepairNodes) {
  Scored Best = runBestFitPasses(P);
  // The separated problem's plans are a preference kept only where they
  // fit; the repair is for the peak of the problem whose plan is used.
  if (!RepairNodes || P.StageEdges || Best.Peak <= P.lowerBoundOf(Buffers))
    return Best;
  uint64_t Nodes = 0;
  bool Optimal = false;
  Scored R = runExactFrom(P, Buffers, Best, RepairNodes, Nodes, Optimal);
  if (R.Peak < Best.Peak) {
    PTO_DEBUG(dbgs() << "best-fit repair: peak " << Best.Peak << " -> "
                     << R.Peak << " in " << Nodes << " nodes\n");
    return R;
  }
  return Best;
}

/// Exact: seeded with best-fit's plan (repair included), so never worse.
Scored runExact(const Problem &P, ArrayRef<PlannerBuffer> Buffers,
                const PlannerOptions &Opts, uint64_t &Nodes, bool &Optimal) {
  return runExactFrom(P, Buffers, runBestFit(P, Buffers, Opts.RepairNodes),
                      Opts.NodeLimit, Nodes, Optimal);
}

Scored runPlanner(const Problem &P, ArrayRef<PlannerBuffer> Buffers,
                  const PlannerOptions &Opts, uint64_t &Nodes, bool &Optimal) {
  switch (Opts.Kind) {
  case PlannerKind::None:
    return score(P, planNone(P));
  case PlannerKind::FirstFitDecreasing:
    return score(P, planFFD(P));
  case PlannerKind::BestFit:
    return runBestFit(P, Buffers, Opts.RepairNodes);
  case PlannerKind::Exact:
    return runExact(P, Buffers, Opts, Nodes, Optimal);
  }
  llvm_unreachable("unknown planner");
}

} // namespace

std::optional<PlannerKind> PTO::parsePlannerKind(StringRef Name) {
  return StringSwitch<std::optional<PlannerKind>>(Name)
      .Case("none", PlannerKind::None)
      .Case("ffd", PlannerKind::FirstFitDecreasing)
      .Case("first-fit-decreasing", PlannerKind::FirstFitDecreasing)
      .Case("best-fit", PlannerKind::BestFit)
      .Case("bestfit", PlannerKind::BestFit)
      .Case("exact", PlannerKind::Exact)
      .Default(std::nullopt);
}

StringRef PTO::getPlannerKindName(PlannerKind K) {
  switch (K) {
  case PlannerKind::None:
    return "none";
  case PlannerKind::FirstFitDecreasing:
    return "ffd";
  case PlannerKind::BestFit:
    return "best-fit";
  case PlannerKind::Exact:
    return "exact";
  }
  llvm_unreachable("unknown planner");
}

MemoryPlan PTO::planMemory(ArrayRef<PlannerBuffer> Buffers, uint64_t Capacity,
                           const PlannerOptions &Opts) {
  MemoryPlan Plan;
  Problem Real = buildProblem(Buffers, /*StageEdges=*/false);
  // A stage group matters once two buffers are in it.
  bool HasStageGroups = forEachStageGroupPair(
      Real.N, [&](unsigned I) { return Real.Group[I]; },
      [](unsigned, unsigned) {});

  uint64_t Nodes = 0;
  bool Optimal = false;
  Scored Chosen;
  // The problem the chosen plan solved (stage groups apart or not).
  const Problem *Used = &Real;
  std::optional<Problem> Sep;
  // Stage groups: plan with the members of a group as mutually interfering;
  // if that does not fit, plan without the constraint and keep the lower
  // peak. `none` keeps every buffer apart anyway.
  // The members of a group are pairwise interfering in the separated
  // problem, so one group alone needs the sum of its members' bytes: when
  // that is over the capacity, no separated plan fits and none is tried.
  bool SepMayFit = true;
  if (HasStageGroups) {
    DenseMap<int, uint64_t> GroupBytes;
    for (unsigned I = 0; I < Real.N; ++I)
      if (Real.Group[I] >= 0 &&
          (GroupBytes[Real.Group[I]] += Real.Size[I]) > Capacity)
        SepMayFit = false;
  }
  if (HasStageGroups && Opts.Kind != PlannerKind::None && !SepMayFit) {
    PTO_DEBUG(dbgs() << "stage groups share bytes: a group alone exceeds "
                        "capacity "
                     << Capacity << "\n");
    Chosen = runPlanner(Real, Buffers, Opts, Nodes, Optimal);
    // Never worse than best-fit's plan with the groups apart (the search of
    // that problem is what is skipped).
    Problem SepP = buildProblem(Buffers, /*StageEdges=*/true);
    Scored SepBF = Opts.Kind == PlannerKind::FirstFitDecreasing
                       ? score(SepP, planFFD(SepP))
                       : runBestFitPasses(SepP);
    if (SepBF.Peak < Chosen.Peak) {
      Sep = std::move(SepP);
      Used = &*Sep;
      Chosen = std::move(SepBF);
      Optimal = false;
    }
  } else if (HasStageGroups && Opts.Kind != PlannerKind::None) {
    Sep = buildProblem(Buffers, /*StageEdges=*/true);
    Used = &*Sep;
    Chosen = runPlanner(*Sep, Buffers, Opts, Nodes, Optimal);
    if (Chosen.Peak > Capacity) {
      // The fallback has a node budget of its own: the separated search
      // may have spent the whole limit.
      bool RealOptimal = false;
      uint64_t RealNodes = 0;
      Scored Shared = runPlanner(Real, Buffers, Opts, RealNodes, RealOptimal);
      Nodes += RealNodes;
      if (Shared.Peak < Chosen.Peak) {
        PTO_DEBUG(dbgs() << "stage groups share bytes: " << Chosen.Peak
                         << " > capacity " << Capacity << "\n");
        Chosen = std::move(Shared);
        Optimal = RealOptimal;
        Used = &Real;
      }
    }
  } else {
    Chosen = runPlanner(Real, Buffers, Opts, Nodes, Optimal);
  }

  // Pipe-aware reuse: spend the bytes the peak-first plan leaves free on
  // fewer hand-offs. Where that plan is at the capacity it is kept.
  Plan.PeakFirstPeak = Chosen.Peak;
  Plan.PeakFirstHandoffs = Chosen.Handoffs;
  if (Opts.AvoidHandoffs && Opts.Kind != PlannerKind::None && Chosen.Handoffs &&
      Chosen.Peak <= Capacity) {
    for (BFOrder O : {BFOrder::ByStart, BFOrder::BySize}) {
      unsigned Differs = 0;
      Scored S;
      S.Off = planBestFit(*Used, O, true, Capacity, Opts.AllowHandoffAvoidance,
                          &Differs, &S.Handoffs);
      assert(S.Handoffs == handoffsOf(*Used, S.Off) &&
             "a pass's hand-off sum differs from the plan's count");
      S.Peak = peakOf(*Used, S.Off);
      if (!Differs || S.Peak > Capacity)
        continue;
      if (std::tie(S.Handoffs, S.Peak) <
          std::tie(Chosen.Handoffs, Chosen.Peak)) {
        Chosen = std::move(S);
        Plan.HandoffFirstPlacements = Differs;
      }
    }
    PTO_DEBUG(dbgs() << "pipe-aware: hand-offs " << Plan.PeakFirstHandoffs
                     << " -> " << Chosen.Handoffs << ", peak "
                     << Plan.PeakFirstPeak << " -> " << Chosen.Peak << " of "
                     << Capacity << "\n");
  }

  Plan.Offsets = std::move(Chosen.Off);
  Plan.Peak = Chosen.Peak;
  // The count on the problem with the groups sharing is the same: the
  // separated problem only adds neighbour pairs (stage-group members), and
  // its plans never put those on the same bytes, so no pair the two counts
  // treat differently shares bytes.
  Plan.Handoffs = Chosen.Handoffs;
  Plan.StageGroupShares = countStageGroupShares(Buffers, Plan.Offsets);
  Plan.NodesExplored = Nodes;
  // Optimal is about the peak: a finished search, or the lower bound met.
  // (A hand-off-first plan may spend bytes: only the lower bound tells.)
  Plan.Optimal = (Opts.Kind == PlannerKind::Exact && Optimal &&
                  !Plan.HandoffFirstPlacements) ||
                 Plan.Peak <= Real.lowerBoundOf(Buffers);
  PTO_DEBUG(dbgs() << getPlannerKindName(Opts.Kind) << ": " << Buffers.size()
                   << " buffers, peak " << Plan.Peak << ", hand-offs "
                   << Plan.Handoffs << ", nodes " << Nodes << "\n");
  return Plan;
}

PTO::LivePeak
PTO::peakLive(ArrayRef<PlannerBuffer> Buffers,
              function_ref<uint64_t(const PlannerBuffer &)> Width) {
  SmallVector<std::pair<unsigned, int64_t>, 64> Evs; // (time, +-bytes)
  for (const PlannerBuffer &B : Buffers) {
    int64_t W = int64_t(Width ? Width(B) : B.Size);
    for (const Interval &I : normalizeLive(B.Live))
      if (I.first < I.second) {
        Evs.push_back({I.first, W});
        Evs.push_back({I.second, -W});
      }
  }
  // Ends sort before starts at the same instant (half-open intervals), so
  // the running sum never exceeds what is live at some instant.
  llvm::sort(Evs, std::less<>());
  LivePeak Peak;
  int64_t Cur = 0;
  for (const auto &E : Evs) {
    Cur += E.second;
    if (uint64_t(Cur) > Peak.Bytes)
      Peak = {E.first, uint64_t(Cur)};
  }
  return Peak;
}

uint64_t PTO::lowerBound(ArrayRef<PlannerBuffer> Buffers) {
  if (Buffers.empty())
    return 0;
  uint64_t Granule = std::numeric_limits<uint64_t>::max(), MaxPad = 0,
           MaxSize = 0;
  for (const PlannerBuffer &B : Buffers)
    Granule = std::min(Granule, alignOf(B));
  for (const PlannerBuffer &B : Buffers) {
    MaxPad = std::max(MaxPad, alignTo(B.Size, Granule) - B.Size);
    MaxSize = std::max(MaxSize, B.Size);
  }
  uint64_t Max = peakLive(Buffers, [&](const PlannerBuffer &B) {
                   return alignTo(B.Size, Granule);
                 }).Bytes;
  uint64_t LB = Max > MaxPad ? Max - MaxPad : 0;
  return std::max(LB, MaxSize);
}

bool PTO::interferes(const PlannerBuffer &A, const PlannerBuffer &B) {
  for (const Interval &I : A.Live)
    for (const Interval &J : B.Live)
      if (I.first < I.second && J.first < J.second && I.first < J.second &&
          J.first < I.second)
        return true;
  return false;
}

SmallVector<std::pair<unsigned, unsigned>, 2>
PTO::normalizeLive(ArrayRef<std::pair<unsigned, unsigned>> Live) {
  SmallVector<Interval, 2> R;
  for (const Interval &I : Live)
    if (I.first < I.second)
      R.push_back(I);
  llvm::sort(R, std::less<>());
  SmallVector<Interval, 2> M;
  for (const Interval &I : R) {
    if (!M.empty() && I.first <= M.back().second)
      M.back().second = std::max(M.back().second, I.second);
    else
      M.push_back(I);
  }
  return M;
}

unsigned PTO::countHandoffs(ArrayRef<PlannerBuffer> Buffers,
                            ArrayRef<uint64_t> Offsets) {
  return handoffsOf(buildProblem(Buffers, false), Offsets);
}

unsigned PTO::countStageGroupShares(ArrayRef<PlannerBuffer> Buffers,
                                    ArrayRef<uint64_t> Offsets) {
  unsigned N = 0;
  forEachStageGroupPair(
      Buffers.size(),
      [&](unsigned I) { return Buffers[I].Size ? Buffers[I].StageGroup : -1; },
      [&](unsigned I, unsigned J) {
        if (Offsets[I] < Offsets[J] + Buffers[J].Size &&
            Offsets[J] < Offsets[I] + Buffers[I].Size)
          ++N;
      });
  return N;
}

bool PTO::verifyPlan(ArrayRef<PlannerBuffer> Buffers, const MemoryPlan &Plan,
                     uint64_t Capacity, std::string &Why) {
  auto Fail = [&](const Twine &T) {
    Why = T.str();
    return false;
  };
  if (Plan.Offsets.size() != Buffers.size())
    return Fail("plan has " + Twine(Plan.Offsets.size()) + " offsets for " +
                Twine(Buffers.size()) + " buffers");
  uint64_t Peak = 0;
  for (unsigned I = 0; I < Buffers.size(); ++I) {
    const PlannerBuffer &B = Buffers[I];
    uint64_t O = Plan.Offsets[I];
    if (!isPowerOf2_64(alignOf(B)))
      return Fail("buffer " + Twine(B.Id) + " alignment " + Twine(B.Align) +
                  " is not a power of two");
    if (O % alignOf(B))
      return Fail("buffer " + Twine(B.Id) + " offset " + Twine(O) +
                  " is not aligned to " + Twine(B.Align));
    if (O + B.Size > Capacity)
      return Fail("buffer " + Twine(B.Id) + " [" + Twine(O) + ", " +
                  Twine(O + B.Size) + ") exceeds capacity " + Twine(Capacity));
    Peak = std::max(Peak, O + B.Size);
  }
  // Plain pairwise check, independent of the planners' sweeps.
  for (unsigned I = 0; I < Buffers.size(); ++I)
    for (unsigned J = I + 1; J < Buffers.size(); ++J) {
      const PlannerBuffer &A = Buffers[I], &B = Buffers[J];
      uint64_t OA = Plan.Offsets[I], OB = Plan.Offsets[J];
      if (!A.Size || !B.Size || OA >= OB + B.Size || OB >= OA + A.Size)
        continue;
      if (interferes(A, B))
        return Fail("interfering buffers " + Twine(A.Id) + " [" + Twine(OA) +
                    ", " + Twine(OA + A.Size) + ") and " + Twine(B.Id) + " [" +
                    Twine(OB) + ", " + Twine(OB + B.Size) + ") overlap");
    }
  if (Peak != Plan.Peak)
    return Fail("plan peak " + Twine(Plan.Peak) + " but buffers reach " +
                Twine(Peak));
  return true;
}
