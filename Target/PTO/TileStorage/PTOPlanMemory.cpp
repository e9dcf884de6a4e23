//===-- PTOPlanMemory.cpp - Offsets of the tile allocations ---------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Second tile storage pass (BRIEF §4.2). Allocations whose lifetimes are
// disjoint may share bytes. Per memory, the planner selected with
// -pto-mem-planner (best-fit by default, exact branch and bound, first-fit
// decreasing, none) places every allocation at an offset; it minimizes the
// peak first and cross-pipe hand-offs second (TileStorage/PTOMemoryPlanner).
// Lifetimes come from SSA liveness (PTOTileLiveness). Cross-pipe buffers
// written in one loop form a stage group that the planners keep apart when
// capacity allows (PyPTO #1475). Pipe-aware reuse (-pto-mem-pipe-aware,
// on by default): where the peak-first plan leaves bytes free, an
// allocation avoids a window whose previous user ends on another pipe (or,
// in a loop, whose next-iteration user starts on another pipe) unless a
// dependence already orders the two; where capacity is tight the
// peak-first plan stays. The offsets are recorded in
// PTOMachineFunctionInfo; pto-allocate-memory-addr validates them against the
// memory's capacity. -pass-remarks=pto-plan-memory reports each reuse; the
// debug counter pto-plan-memory-reuse gives a refused allocation bytes of its
// own (docs/debugging.md); pto-plan-memory-pipe-aware keeps a placement at
// its peak-first offset.
//
// External-planner mode (docs/memory-planning.md): -pto-memory-problem=P
// writes each memory's planning problem as MiniMalloc input CSV
// (P.<function>.<memory>.csv, id = allocation ID, [lower, upper) = the hull
// of its live intervals, size rounded up to the memory's largest alignment)
// with P.<function>.json naming the ids and the capacities;
// -pto-memory-plan=Q reads Q.<function>.<memory>.csv (MiniMalloc's output,
// with an offset column) instead of planning. Every problem in a plan read
// back (malformed line, unknown, repeated or missing id, size mismatch,
// misaligned offset, beyond the capacity, two live allocations overlapping)
// is an error at file:line naming the allocation.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "PTODebug.h"
#include "PTOMachineFunctionInfo.h"
#include "PTOSubtarget.h"
#include "TileStorage/PTOMemoryPlanner.h"
#include "TileStorage/PTOTileStorageUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/DebugCounter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-plan-memory"

PTO_STATISTIC(NumShared, "Number of allocations placed on reused bytes");
PTO_STATISTIC(NumPipeAware, "Number of allocations placed off a cross-pipe "
                            "window by pipe-aware reuse");
PTO_STATISTIC(NumHandoffsAvoided,
              "Number of cross-pipe hand-offs pipe-aware reuse avoided");
PTO_STATISTIC(NumExternalPlans,
              "Number of memories placed by a plan read with -pto-memory-plan");
DEBUG_COUNTER(ReuseCounter, "pto-plan-memory-reuse",
              "Let an allocation share bytes with allocations whose lifetimes "
              "are disjoint from its own");
DEBUG_COUNTER(PipeAwareCounter, "pto-plan-memory-pipe-aware",
              "Let pipe-aware reuse move an allocation off the window the "
              "peak-first plan gives it");

static cl::opt<bool> PipeAware(
    "pto-mem-pipe-aware", cl::Hidden, cl::init(true),
    cl::desc("Spend the bytes the peak-first memory plan leaves free on "
             "fewer cross-pipe hand-offs (default on)"));

/// Dependence chains followed back from an allocation's first access.
constexpr unsigned MaxOrderSteps = 32;

static cl::opt<std::string>
    PlannerName("pto-mem-planner", cl::Hidden, cl::init("best-fit"),
                cl::desc("Tile memory planner: best-fit (default), exact, "
                         "ffd (first-fit decreasing), none (no reuse)"));

static cl::opt<unsigned> ExactNodeLimit(
    "pto-mem-exact-node-limit", cl::Hidden, cl::init(100000),
    cl::desc("Search nodes the exact planner may explore before it keeps "
             "its best plan so far"));

static cl::opt<unsigned> BestFitRepairNodes(
    "pto-mem-bf-repair-nodes", cl::Hidden,
    cl::init(PlannerOptions().RepairNodes),
    cl::desc("Search nodes best-fit may spend, seeded with its plan, for a "
             "lower peak where its plan is above the lower bound (0: off)"));

static cl::opt<std::string> ProblemPrefix(
    "pto-memory-problem", cl::Hidden, cl::init(""),
    cl::desc("Write each memory's planning problem as MiniMalloc CSV to "
             "<prefix>.<function>.<memory>.csv and the ids' names and "
             "capacities to <prefix>.<function>.json"));

static cl::opt<std::string> PlanPrefix(
    "pto-memory-plan", cl::Hidden, cl::init(""),
    cl::desc("Read the offsets of each memory's allocations from "
             "<prefix>.<function>.<memory>.csv (MiniMalloc output CSV) "
             "instead of planning them"));

namespace {
class PTOPlanMemory : public MachineFunctionPass {
public:
  static char ID;
  PTOPlanMemory() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "PTO plan memory"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addRequired<PTOTileLivenessAnalysis>();
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};
} // namespace

char PTOPlanMemory::ID = 0;

INITIALIZE_PASS_BEGIN(PTOPlanMemory, DEBUG_TYPE, "PTO plan memory", false,
                      false)
INITIALIZE_PASS_DEPENDENCY(MachineOptimizationRemarkEmitterPass)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(PTOTileLivenessAnalysis)
INITIALIZE_PASS_END(PTOPlanMemory, DEBUG_TYPE, "PTO plan memory", false, false)

/// The reuse debug counter, asked once per buffer that could share bytes
/// with another (their lifetimes are disjoint): a buffer it refuses is live
/// over all the others, so it gets bytes of its own.
static void keepApartByCounter(MutableArrayRef<PlannerBuffer> Buffers) {
  unsigned Lo = ~0u, Hi = 0;
  for (const PlannerBuffer &B : Buffers)
    for (auto [S, E] : B.Live)
      if (S < E)
        Lo = std::min(Lo, S), Hi = std::max(Hi, E);
  for (unsigned K = 0; K < Buffers.size(); ++K) {
    bool CanShare = false;
    for (unsigned J = 0; J < Buffers.size() && !CanShare; ++J)
      CanShare = J != K && !interferes(Buffers[K], Buffers[J]);
    if (!CanShare || DebugCounter::shouldExecute(ReuseCounter))
      continue;
    PTO_DEBUG(dbgs() << "pto-plan-memory: buffer " << Buffers[K].Id
                     << " reuses no bytes (debug counter)\n");
    Buffers[K].Live.assign(1, {Lo, Hi});
  }
}

/// Fills OrderedAfter: allocation B is ordered after A when B's first access
/// reads, through a chain of non-PHI definitions (so within one iteration of
/// any loop), a value that A's last access wrote: B's writer cannot start
/// before that access is done, whatever their pipes. At most MaxOrderSteps
/// instructions are visited per allocation.
static void findOrderedPairs(MutableArrayRef<PlannerBuffer> Buffers,
                             ArrayRef<const MachineInstr *> FirstMI,
                             ArrayRef<const MachineInstr *> LastMI,
                             const MachineRegisterInfo &MRI) {
  // The buffers whose last access is each instruction, in increasing
  // order: a list threaded through NextEnd from the first, in EndsAt (issue
  // 17: a vector per instruction in the map).
  constexpr unsigned NoEnd = ~0u;
  SmallVector<unsigned, 0> NextEnd(Buffers.size(), NoEnd);
  DenseMap<const MachineInstr *, unsigned> EndsAt;
  EndsAt.reserve(Buffers.size());
  for (unsigned I = Buffers.size(); I-- > 0;)
    if (LastMI[I]) {
      auto [It, New] = EndsAt.try_emplace(LastMI[I], I);
      if (!New) {
        NextEnd[I] = It->second;
        It->second = I;
      }
    }
  for (unsigned B = 0; B < Buffers.size(); ++B) {
    if (!FirstMI[B])
      continue;
    SmallPtrSet<const MachineInstr *, 32> Seen;
    SmallVector<const MachineInstr *, 16> Work;
    auto PushInputs = [&](const MachineInstr &MI) {
      for (const MachineOperand &MO : MI.uses()) {
        if (!MO.isReg() || !MO.getReg().isVirtual())
          continue;
        const MachineInstr *Def = MRI.getVRegDef(MO.getReg());
        if (Def && !Def->isPHI() && Seen.size() < MaxOrderSteps &&
            Seen.insert(Def).second)
          Work.push_back(Def);
      }
    };
    PushInputs(*FirstMI[B]);
    while (!Work.empty()) {
      const MachineInstr *X = Work.pop_back_val();
      auto It = EndsAt.find(X);
      if (It != EndsAt.end())
        for (unsigned A = It->second; A != NoEnd; A = NextEnd[A])
          if (A != B)
            Buffers[B].OrderedAfter.push_back(A);
      PushInputs(*X);
    }
  }
}

/// A memory's planning problem up to the instants: each buffer's size,
/// alignment, pipes, stage group, loop and dependences, and its live
/// intervals with every instant replaced by its rank among the instants of
/// the problem. The planners only compare instants (sort, intersect), so two
/// problems with equal keys get equal plans: a cube kernel's left and right
/// operand memories are usually one problem (issue 17: each was planned).
struct ProblemKey {
  uint64_t Capacity = 0;
  SmallVector<uint64_t, 0> Words;
  bool operator==(const ProblemKey &O) const {
    return Capacity == O.Capacity && Words == O.Words;
  }
};

static ProblemKey makeProblemKey(ArrayRef<PlannerBuffer> Buffers,
                                 uint64_t Capacity) {
  SmallVector<unsigned, 0> Instants;
  size_t NumWords = 1;
  for (const PlannerBuffer &B : Buffers) {
    for (auto [S, E] : B.Live) {
      Instants.push_back(S);
      Instants.push_back(E);
    }
    NumWords += 8 + 2 * B.Live.size() + B.OrderedAfter.size();
  }
  // std::sort: llvm::sort of a trivially copyable type is qsort.
  std::sort(Instants.begin(), Instants.end());
  Instants.erase(llvm::unique(Instants), Instants.end());
  auto RankOf = [&](unsigned T) {
    return uint64_t(llvm::lower_bound(Instants, T) - Instants.begin());
  };
  ProblemKey K;
  K.Capacity = Capacity;
  K.Words.reserve(NumWords);
  K.Words.push_back(Buffers.size());
  for (const PlannerBuffer &B : Buffers) {
    K.Words.append({B.Size, B.Align, B.FirstPipe, B.LastPipe,
                    uint64_t(int64_t(B.StageGroup)), uint64_t(int64_t(B.Loop)),
                    B.Live.size(), B.OrderedAfter.size()});
    for (auto [S, E] : B.Live) {
      K.Words.push_back(RankOf(S));
      K.Words.push_back(RankOf(E));
    }
    K.Words.append(B.OrderedAfter.begin(), B.OrderedAfter.end());
  }
  return K;
}

/// The file of one memory's problem or plan: <prefix>.<function>.<memory>.csv.
static std::string csvPath(StringRef Prefix, const MachineFunction &MF,
                           const PTOMemoryInfo &Mem) {
  return (Prefix + "." + MF.getName() + "." + Mem.Name + ".csv").str();
}

/// The granule an exported problem uses: the largest alignment among the
/// buffers. Sizes are rounded up to it, so any plan built from sums of sizes
/// (MiniMalloc's canonical solutions) has aligned offsets; the import checks
/// each offset against the allocation's own alignment anyway.
static uint64_t exportGranule(ArrayRef<PlannerBuffer> Buffers) {
  uint64_t G = 1;
  for (const PlannerBuffer &B : Buffers)
    G = std::max(G, B.Align);
  return G;
}

/// [lower, upper) of a buffer in the exported problem: the hull of its live
/// intervals (MiniMalloc has one interval per buffer). The hull is live
/// wherever the buffer is, so a plan of the hulls is a plan of the buffers.
static std::pair<unsigned, unsigned> liveHull(const PlannerBuffer &B) {
  unsigned Lo = ~0u, Hi = 0;
  for (auto [S, E] : B.Live)
    if (S < E)
      Lo = std::min(Lo, S), Hi = std::max(Hi, E);
  if (Lo > Hi)
    return {0, 0};
  return {Lo, Hi};
}

/// Writes one memory's MiniMalloc input CSV. Returns false (diagnosed) when
/// the file cannot be written.
static bool writeProblem(const MachineFunction &MF, const PTOMemoryInfo &Mem,
                         ArrayRef<PlannerBuffer> Buffers) {
  std::string Path = csvPath(ProblemPrefix, MF, Mem);
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_Text);
  if (EC) {
    MF.getFunction().getContext().diagnose(DiagnosticInfoGeneric(
        "cannot write memory problem '" + Path + "': " + EC.message()));
    return false;
  }
  uint64_t G = exportGranule(Buffers);
  OS << "id,lower,upper,size\n";
  for (const PlannerBuffer &B : Buffers) {
    auto [Lo, Hi] = liveHull(B);
    OS << B.Id << ',' << Lo << ',' << Hi << ',' << alignTo(B.Size, G) << '\n';
  }
  return true;
}

/// Reads one memory's plan (\p Path, MiniMalloc output CSV: a header naming
/// at least the columns id and offset, optionally size; one line per
/// buffer) into \p Offsets. Every problem is an error at Path:line naming
/// the allocation; returns false if there was one.
static bool readPlan(const MachineFunction &MF, const PTOMemoryInfo &Mem,
                     StringRef Path, ArrayRef<PlannerBuffer> Buffers,
                     ArrayRef<const PTOTileAllocation *> Allocs,
                     uint64_t Capacity, SmallVectorImpl<uint64_t> &Offsets) {
  LLVMContext &Ctx = MF.getFunction().getContext();
  bool OK = true;
  auto Error = [&](const Twine &Where, const Twine &Msg) {
    Ctx.diagnose(DiagnosticInfoGeneric(Where + ": " + Msg));
    OK = false;
  };
  auto Name = [&](unsigned K) {
    return "allocation " + utostr(Allocs[K]->ID) + " (" +
           describeTileRegister(Allocs[K]->Members.front().Reg, MF) + ")";
  };
  ErrorOr<std::unique_ptr<MemoryBuffer>> File = MemoryBuffer::getFile(Path);
  if (!File) {
    Error(Path, "cannot read memory plan for " + Twine(Mem.Name) + " of " +
                    MF.getName() + ": " + File.getError().message());
    return false;
  }
  DenseMap<unsigned, unsigned> ById;
  for (unsigned K = 0; K < Buffers.size(); ++K)
    ById[Buffers[K].Id] = K;
  uint64_t G = exportGranule(Buffers);
  SmallVector<unsigned, 16> LineOf(Buffers.size(), 0);
  Offsets.assign(Buffers.size(), 0);

  int IdCol = -1, OffCol = -1, SizeCol = -1;
  size_t NumCols = 0;
  unsigned LineNo = 0;
  bool SawHeader = false;
  SmallVector<StringRef, 8> Fields;
  StringRef Rest = (*File)->getBuffer();
  while (!Rest.empty()) {
    StringRef Line;
    std::tie(Line, Rest) = Rest.split('\n');
    ++LineNo;
    Line = Line.trim();
    if (Line.empty() || Line.starts_with("#"))
      continue;
    std::string Where = (Path + ":" + Twine(LineNo)).str();
    Fields.clear();
    Line.split(Fields, ',');
    for (StringRef &F : Fields)
      F = F.trim();
    if (!SawHeader) {
      SawHeader = true;
      NumCols = Fields.size();
      for (unsigned C = 0; C < Fields.size(); ++C) {
        if (Fields[C] == "id")
          IdCol = C;
        else if (Fields[C] == "offset")
          OffCol = C;
        else if (Fields[C] == "size")
          SizeCol = C;
      }
      if (IdCol < 0 || OffCol < 0) {
        Error(Where, "malformed memory plan header '" + Line +
                         "': expected columns 'id' and 'offset' "
                         "(MiniMalloc output: id,lower,upper,size,offset)");
        return false;
      }
      continue;
    }
    if (Fields.size() != NumCols) {
      Error(Where, "malformed memory plan line '" + Line +
                       "': " + Twine(Fields.size()) +
                       " fields, the header has " + Twine(NumCols));
      continue;
    }
    unsigned Id;
    uint64_t Off, Size = 0;
    if (Fields[IdCol].getAsInteger(10, Id) ||
        Fields[OffCol].getAsInteger(10, Off) ||
        (SizeCol >= 0 && Fields[SizeCol].getAsInteger(10, Size))) {
      Error(Where, "malformed memory plan line '" + Line +
                       "': id, offset and size must be unsigned integers");
      continue;
    }
    auto It = ById.find(Id);
    if (It == ById.end()) {
      Error(Where, "unknown allocation id " + Twine(Id) + " in the " +
                       Mem.Name + " plan of " + MF.getName());
      continue;
    }
    unsigned K = It->second;
    if (LineOf[K]) {
      Error(Where, Name(K) + " is placed twice (first at line " +
                       Twine(LineOf[K]) + ")");
      continue;
    }
    LineOf[K] = LineNo;
    Offsets[K] = Off;
    const PlannerBuffer &B = Buffers[K];
    if (SizeCol >= 0 && Size != alignTo(B.Size, G))
      Error(Where, Name(K) + " has size " + Twine(Size) + " in the plan, " +
                       Twine(alignTo(B.Size, G)) + " in the problem");
    if (Off % B.Align)
      Error(Where, Name(K) + " at offset " + Twine(Off) +
                       " is not aligned to " + Twine(B.Align) + " bytes");
    if (Off + B.Size > Capacity)
      Error(Where, Name(K) + " at offset " + Twine(Off) + " (" + Twine(B.Size) +
                       " bytes) ends beyond the " + Twine(Capacity) +
                       " usable bytes of " + Mem.Name);
  }
  if (!SawHeader) {
    Error(Path + ":1", "empty memory plan");
    return false;
  }
  for (unsigned K = 0; K < Buffers.size(); ++K)
    if (!LineOf[K])
      Error(Path, Name(K) + " has no offset in the plan");
  if (!OK)
    return false;

  // Two allocations live at one instant must not overlap. A sweep over
  // time: each buffer's (merged) intervals open and close; the open ones'
  // byte ranges are kept by offset, disjoint, so a new one need only be
  // checked against its neighbours. O(n log n).
  struct Event {
    unsigned At;
    bool Open;
    unsigned K;
  };
  SmallVector<Event, 32> Events;
  for (unsigned K = 0; K < Buffers.size(); ++K) {
    SmallVector<std::pair<unsigned, unsigned>, 4> Iv;
    for (auto [S, E] : Buffers[K].Live)
      if (S < E)
        Iv.push_back({S, E});
    llvm::sort(Iv);
    for (unsigned I = 0; I < Iv.size(); ++I) {
      auto [S, E] = Iv[I];
      while (I + 1 < Iv.size() && Iv[I + 1].first <= E)
        E = std::max(E, Iv[++I].second);
      Events.push_back({S, true, K});
      Events.push_back({E, false, K});
    }
  }
  // Closings before openings at one instant (half-open intervals).
  llvm::sort(Events, [](const Event &A, const Event &B) {
    return std::tie(A.At, A.Open, A.K) < std::tie(B.At, B.Open, B.K);
  });
  std::multimap<uint64_t, unsigned> Open; // offset -> buffer
  DenseMap<unsigned, std::multimap<uint64_t, unsigned>::iterator> Where;
  auto Overlap = [&](unsigned A, unsigned B, unsigned At) {
    Error(Path + ":" + Twine(LineOf[A]),
          Name(A) + " at [" + Twine(Offsets[A]) + ", " +
              Twine(Offsets[A] + Buffers[A].Size) + ") overlaps " + Name(B) +
              " at [" + Twine(Offsets[B]) + ", " +
              Twine(Offsets[B] + Buffers[B].Size) + ") (line " +
              Twine(LineOf[B]) + "), both live at instruction " +
              Twine(At / 2));
  };
  for (const Event &Ev : Events) {
    unsigned K = Ev.K;
    if (!Ev.Open) {
      auto It = Where.find(K);
      if (It != Where.end()) {
        Open.erase(It->second);
        Where.erase(It);
      }
      continue;
    }
    uint64_t S = Offsets[K], E = S + Buffers[K].Size;
    auto Next = Open.lower_bound(S);
    if (Next != Open.end() && Next->first < E) {
      Overlap(K, Next->second, Ev.At);
      continue; // Keep the open set disjoint.
    }
    if (Next != Open.begin()) {
      auto Prev = std::prev(Next);
      if (Prev->first + Buffers[Prev->second].Size > S) {
        Overlap(K, Prev->second, Ev.At);
        continue;
      }
    }
    if (Buffers[K].Size)
      Where[K] = Open.insert({S, K});
  }
  return OK;
}

/// P.<function>.json: per memory, the CSV written, the usable capacity, the
/// granule sizes were rounded to, and per id the allocation's name,
/// location, registers, size, alignment, slots and live intervals.
static void writeProblemIndex(
    const MachineFunction &MF,
    ArrayRef<std::tuple<const PTOMemoryInfo *, uint64_t,
                        SmallVector<PlannerBuffer, 8>,
                        SmallVector<const PTOTileAllocation *, 8>>>
        Problems) {
  json::Array Memories;
  for (const auto &[Mem, Capacity, Buffers, Allocs] : Problems) {
    json::Array Items;
    for (unsigned K = 0; K < Buffers.size(); ++K) {
      const PTOTileAllocation &A = *Allocs[K];
      json::Array Live, Regs;
      for (auto [S, E] : Buffers[K].Live)
        Live.push_back(json::Array{S, E});
      AllocationSource Src = describeAllocation(A, MF);
      for (std::string &R : Src.Registers)
        Regs.push_back(std::move(R));
      json::Object Item{{"id", A.ID},
                        {"size", Buffers[K].Size},
                        {"align", A.Align},
                        {"slots", A.Slots},
                        {"live", std::move(Live)},
                        {"stage_group", Buffers[K].StageGroup},
                        {"regs", std::move(Regs)}};
      if (Src.Name)
        Item["name"] = *Src.Name;
      if (!Src.Loc.empty())
        Item["loc"] = Src.Loc;
      Items.push_back(std::move(Item));
    }
    Memories.push_back(json::Object{{"name", Mem->Name},
                                    {"csv", csvPath(ProblemPrefix, MF, *Mem)},
                                    {"capacity", Capacity},
                                    {"granule", exportGranule(Buffers)},
                                    {"allocations", std::move(Items)}});
  }
  std::string Path = (ProblemPrefix + "." + MF.getName() + ".json").str();
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_Text);
  if (EC) {
    MF.getFunction().getContext().diagnose(DiagnosticInfoGeneric(
        "cannot write memory problem '" + Path + "': " + EC.message()));
    return;
  }
  OS << formatv("{0:2}",
                json::Value(json::Object{
                    {"function", MF.getName()},
                    {"subtarget", MF.getSubtarget<PTOSubtarget>().getCPU()},
                    {"memories", std::move(Memories)}}))
     << '\n';
}

bool PTOPlanMemory::runOnMachineFunction(MachineFunction &MF) {
  auto &Allocs = MF.getInfo<PTOMachineFunctionInfo>()->getAllocations();
  if (Allocs.empty())
    return false;
  MachineOptimizationRemarkEmitter &ORE =
      getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
  const auto &ST = MF.getSubtarget<PTOSubtarget>();

  std::optional<PlannerKind> Kind = parsePlannerKind(PlannerName);
  if (!Kind) {
    MF.getFunction().getContext().diagnose(DiagnosticInfoGeneric(
        "unknown -pto-mem-planner '" + PlannerName +
            "' (expected best-fit, exact, ffd or none); using best-fit",
        DS_Warning));
    Kind = PlannerKind::BestFit;
  }
  PlannerOptions Opts;
  Opts.Kind = *Kind;
  Opts.NodeLimit = ExactNodeLimit;
  Opts.RepairNodes = BestFitRepairNodes;
  Opts.AvoidHandoffs = PipeAware;
  auto AllowPipeAware = [] {
    return DebugCounter::shouldExecute(PipeAwareCounter);
  };
  Opts.AllowHandoffAvoidance = AllowPipeAware;

  const TileLiveness &Liveness =
      getAnalysis<PTOTileLivenessAnalysis>().getLiveness();
  const MachineLoopInfo &MLI =
      getAnalysis<MachineLoopInfoWrapperPass>().getLI();

  // The plans made so far, by problem (see ProblemKey). A plan is reused
  // only when nothing else could tell: the planner's debug output is off,
  // and the pipe-aware debug counter did not count while it was made (so it
  // is not active: every query said yes, and would again).
  // Only a memory with as many buffers as another can share its plan: the
  // others are not keyed.
  const bool MayReusePlans = !PTO::isDebugTypeEnabled("pto-memory-planner");
  DenseMap<unsigned, unsigned> MemoriesOfSize;
  if (MayReusePlans) {
    DenseMap<unsigned, unsigned> SizeOfMemory;
    for (const PTOTileAllocation &A : Allocs)
      ++SizeOfMemory[A.AS];
    for (auto [AS, N] : SizeOfMemory)
      ++MemoriesOfSize[N];
  }
  SmallVector<std::pair<ProblemKey, MemoryPlan>, 2> Planned;

  bool Changed = false;
  SmallVector<
      std::tuple<const PTOMemoryInfo *, uint64_t, SmallVector<PlannerBuffer, 8>,
                 SmallVector<const PTOTileAllocation *, 8>>,
      4>
      Problems;
  for (const PTOMemoryInfo &Mem : memories()) {
    if (!Mem.OnChip)
      continue;
    SmallVector<unsigned, 8> Idx;
    SmallVector<PlannerBuffer, 8> Buffers;
    SmallVector<const MachineInstr *, 8> FirstMI, LastMI;
    unsigned InMemory = llvm::count_if(Allocs, [&](const PTOTileAllocation &A) {
      return A.AS == Mem.AddrSpace;
    });
    Idx.reserve(InMemory);
    Buffers.reserve(InMemory);
    FirstMI.reserve(InMemory);
    LastMI.reserve(InMemory);
    for (unsigned I = 0; I < Allocs.size(); ++I)
      if (Allocs[I].AS == Mem.AddrSpace) {
        Idx.push_back(I);
        Buffers.push_back(makePlannerBuffer(Allocs[I], MF, Liveness, &MLI,
                                            &FirstMI.emplace_back(),
                                            &LastMI.emplace_back()));
      }
    if (Buffers.empty())
      continue;
    findOrderedPairs(Buffers, FirstMI, LastMI, MF.getRegInfo());
    keepApartByCounter(Buffers);
    std::optional<MemoryLimits> Limits = ST.getMemoryLimits(Mem.AddrSpace);
    uint64_t Capacity = Limits ? Limits->usable() : 0;
    if (!ProblemPrefix.empty()) {
      SmallVector<const PTOTileAllocation *, 8> InMem;
      for (unsigned I : Idx)
        InMem.push_back(&Allocs[I]);
      if (writeProblem(MF, Mem, Buffers))
        Problems.emplace_back(&Mem, Capacity, Buffers, std::move(InMem));
    }
    if (!PlanPrefix.empty()) {
      // The external plan replaces the in-process planner. On an error the
      // in-process plan is used so that later passes see a valid placement
      // (llc fails anyway).
      SmallVector<const PTOTileAllocation *, 8> InMem;
      for (unsigned I : Idx)
        InMem.push_back(&Allocs[I]);
      SmallVector<uint64_t, 16> Offsets;
      std::string Path = csvPath(PlanPrefix, MF, Mem);
      if (readPlan(MF, Mem, Path, Buffers, InMem, Capacity, Offsets)) {
        PTO_DEBUG(dbgs() << "pto-plan-memory: " << Mem.Name << " of "
                         << MF.getName() << " placed by " << Path << '\n');
        for (unsigned K = 0; K < Idx.size(); ++K)
          Allocs[Idx[K]].Offset = Offsets[K];
        ++NumExternalPlans;
        Changed = true;
        continue;
      }
    }
    std::optional<ProblemKey> Key;
    const MemoryPlan *Known = nullptr;
    if (MayReusePlans && MemoriesOfSize.lookup(Buffers.size()) > 1) {
      Key = makeProblemKey(Buffers, Capacity);
      for (const auto &[K, P] : Planned)
        if (K == *Key)
          Known = &P;
    }
    MemoryPlan Plan;
    if (Known) {
      Plan = *Known;
    } else {
      int64_t CountBefore =
          DebugCounter::getCounterState(PipeAwareCounter).Count;
      Plan = planMemory(Buffers, Capacity, Opts);
      if (Key &&
          DebugCounter::getCounterState(PipeAwareCounter).Count == CountBefore)
        Planned.emplace_back(std::move(*Key), Plan);
    }
    for (unsigned K = 0; K < Idx.size(); ++K)
      Allocs[Idx[K]].Offset = Plan.Offsets[K];
    Changed = true;

    if (Opts.Kind == PlannerKind::Exact && !Plan.Optimal)
      ORE.emit([&]() {
        return MachineOptimizationRemarkAnalysis(DEBUG_TYPE, "ExactNodeLimit",
                                                 DebugLoc(), &MF.front())
               << "exact planner reached its node limit in "
               << ore::NV("Memory", Mem.Name) << "; kept its best plan (peak "
               << ore::NV("Peak", Plan.Peak) << " bytes, seeded by best-fit)";
      });

    if (Plan.HandoffFirstPlacements) {
      NumPipeAware += Plan.HandoffFirstPlacements;
      NumHandoffsAvoided += Plan.PeakFirstHandoffs - Plan.Handoffs;
      ORE.emit([&]() {
        return MachineOptimizationRemark(DEBUG_TYPE, "PipeAwareReuse",
                                         DebugLoc(), &MF.front())
               << "pipe-aware reuse in " << ore::NV("Memory", Mem.Name) << ": "
               << ore::NV("Placements", Plan.HandoffFirstPlacements)
               << " allocation(s) moved off windows handed over by another "
                  "pipe; cross-pipe hand-offs "
               << ore::NV("HandoffsBefore", Plan.PeakFirstHandoffs) << " -> "
               << ore::NV("Handoffs", Plan.Handoffs) << ", peak "
               << ore::NV("PeakBefore", Plan.PeakFirstPeak) << " -> "
               << ore::NV("Peak", Plan.Peak) << " of "
               << ore::NV("Capacity", Capacity) << " bytes";
      });
    } else if (Opts.AvoidHandoffs && Plan.Handoffs &&
               Opts.Kind != PlannerKind::None) {
      ORE.emit([&]() {
        return MachineOptimizationRemarkMissed(DEBUG_TYPE, "PipeAwareReuse",
                                               DebugLoc(), &MF.front())
               << ore::NV("Handoffs", Plan.Handoffs)
               << " cross-pipe hand-off(s) kept in "
               << ore::NV("Memory", Mem.Name)
               << ": no plan with fewer fits the capacity (peak "
               << ore::NV("Peak", Plan.Peak) << " of "
               << ore::NV("Capacity", Capacity) << " bytes)";
      });
    }

    if (Plan.StageGroupShares)
      ORE.emit([&]() {
        return MachineOptimizationRemarkAnalysis(DEBUG_TYPE, "StageShare",
                                                 DebugLoc(), &MF.front())
               << "pipeline stages of a loop share "
               << ore::NV("Memory", Mem.Name) << " bytes ("
               << ore::NV("Pairs", Plan.StageGroupShares)
               << " pair(s)): keeping them apart does not fit";
      });

    // Report every allocation placed on bytes an earlier one used. Only for
    // the remarks and the statistic: this compares pairs of allocations.
    // (The condition under which ORE.emit builds a remark.)
    LLVMContext &Ctx = MF.getFunction().getContext();
    if (!Ctx.getLLVMRemarkStreamer() &&
        !Ctx.getDiagHandlerPtr()->isAnyRemarkEnabled() &&
        !PTO::areStatisticsEnabled())
      continue;
    for (unsigned A = 0; A < Idx.size(); ++A)
      for (unsigned B = 0; B < Idx.size(); ++B) {
        if (A == B)
          continue;
        uint64_t AS = Plan.Offsets[A], AE = AS + Buffers[A].Size;
        uint64_t BS = Plan.Offsets[B], BE = BS + Buffers[B].Size;
        if (AE <= BS || BE <= AS)
          continue;
        // Report once, from the later allocation.
        if (Buffers[B].Live.empty() || Buffers[A].Live.empty() ||
            Buffers[A].Live.front().first < Buffers[B].Live.front().first ||
            interferes(Buffers[A], Buffers[B]))
          continue;
        ++NumShared;
        const PTOTileAllocation &Later = Allocs[Idx[A]];
        const PTOTileAllocation &Earlier = Allocs[Idx[B]];
        ORE.emit([&]() {
          return MachineOptimizationRemark(DEBUG_TYPE, "Reuse", DebugLoc(),
                                           &MF.front())
                 << "allocation " << ore::NV("Allocation", Later.ID) << " ("
                 << describeTileRegister(Later.Members.front().Reg, MF)
                 << ") reuses the " << Mem.Name << " bytes of allocation "
                 << ore::NV("Reused", Earlier.ID) << " ("
                 << describeTileRegister(Earlier.Members.front().Reg, MF)
                 << ")";
        });
        break;
      }
  }
  if (!Problems.empty())
    writeProblemIndex(MF, Problems);
  PTO_DEBUG(dbgs() << "pto-plan-memory: plan of " << MF.getName() << ":\n";
            MF.getInfo<PTOMachineFunctionInfo>()->printAllocations(
                dbgs(), MF.getSubtarget().getRegisterInfo()));
  return Changed;
}

FunctionPass *llvm::createPTOPlanMemoryPass() { return new PTOPlanMemory(); }
