//===-- pto-mem-bench.cpp - Compare the tile memory planners --------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Reads memory-map JSON files (as written by `llc -pto-memory-map=<file>`)
// and/or generates synthetic kernels, runs every planner on every memory of
// every kernel side by side, and prints peak bytes next to the lower bound,
// hand-offs and planning time. The last line is the summary bench/memory
// reports. See docs/memory-planning.md.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMachineFacts.h"
#include "TileStorage/PTOMemoryPlanner.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <limits>
#include <random>

using namespace llvm;
using namespace llvm::PTO;

static cl::list<std::string> InputFiles(cl::Positional,
                                        cl::desc("<memory-map.json>..."));
static cl::list<unsigned>
    GenSizes("gen", cl::CommaSeparated,
             cl::desc("Generate synthetic kernels with these tile counts"));
static cl::opt<unsigned> Seed("seed", cl::init(1),
                              cl::desc("Seed of the synthetic kernels"));
static cl::opt<uint64_t>
    NodeLimit("node-limit", cl::init(100000),
              cl::desc("Exact planner node limit (scaled down above "
                       "1000 buffers, see docs/memory-planning.md)"));
static cl::opt<uint64_t> RepairNodes(
    "repair-nodes", cl::init(PlannerOptions().RepairNodes),
    cl::desc("Best-fit repair search nodes (0: off; llc's "
             "-pto-mem-bf-repair-nodes)"));
static cl::opt<bool> Quiet("quiet", cl::desc("Print only the summary line"));
static cl::opt<std::string> CsvDir(
    "csv-dir",
    cl::desc("Also write every (kernel, memory) instance as MiniMalloc input "
             "CSV, <dir>/<kernel>.<memory>.csv, as llc -pto-memory-problem "
             "does, and <dir>/capacities.csv"));
static cl::opt<std::string> MiniMalloc(
    "minimalloc",
    cl::desc("Also run this MiniMalloc binary (google/minimalloc, built by "
             "utils/build-minimalloc) on every instance, at the memory's "
             "capacity, and print its peak and solve time side by side"));
static cl::opt<unsigned> TimeRepeats(
    "time-repeats", cl::init(1),
    cl::desc("Run every planner (and MiniMalloc) this many times per "
             "instance and report the fastest run (the plans are the same)"));
static cl::opt<unsigned> MiniMallocTimeout(
    "minimalloc-timeout", cl::init(60),
    cl::desc("MiniMalloc's time limit per instance, in seconds"));

namespace {

struct BenchMemory {
  std::string Name;
  uint64_t Capacity = 0; // Usable bytes.
  SmallVector<PlannerBuffer, 16> Buffers;
  std::optional<uint64_t> MapPeak; // Peak of the offsets in the map.
};

struct BenchKernel {
  std::string Name;
  SmallVector<BenchMemory, 4> Memories;
};

bool fail(const Twine &Msg) {
  WithColor::error(errs(), "pto-mem-bench") << Msg << "\n";
  return false;
}

bool parsePipe(const json::Object &A, StringRef Key, uint8_t &Out) {
  std::optional<StringRef> S = A.getString(Key);
  if (!S) {
    Out = 0;
    return true;
  }
  const PTOPipeInfo *P = lookupPipeByName(*S);
  if (!P)
    return false;
  Out = P->Encoding;
  return true;
}

bool readMap(StringRef Path, BenchKernel &K) {
  auto Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return fail(Path + ": " + Buf.getError().message());
  Expected<json::Value> V = json::parse((*Buf)->getBuffer());
  if (!V)
    return fail(Path + ": " + toString(V.takeError()));
  const json::Object *Root = V->getAsObject();
  if (!Root)
    return fail(Path + ": not a JSON object");
  K.Name = Root->getString("function").value_or("?").str();
  const json::Array *Mems = Root->getArray("memories");
  if (!Mems)
    return fail(Path + ": no \"memories\"");
  for (const json::Value &MV : *Mems) {
    const json::Object *MO = MV.getAsObject();
    if (!MO)
      return fail(Path + ": memory is not an object");
    BenchMemory M;
    M.Name = MO->getString("name").value_or("?").str();
    uint64_t Cap = MO->getInteger("capacity").value_or(0);
    uint64_t Res = MO->getInteger("reserved").value_or(0);
    uint64_t MemAlign = MO->getInteger("alignment").value_or(1);
    M.Capacity = Cap > Res ? Cap - Res : 0;
    const json::Array *Allocs = MO->getArray("allocations");
    bool AllOffsets = Allocs && !Allocs->empty();
    uint64_t MapPeak = 0;
    if (Allocs)
      for (const json::Value &AV : *Allocs) {
        const json::Object *A = AV.getAsObject();
        if (!A)
          return fail(Path + ": allocation is not an object");
        PlannerBuffer B;
        B.Id = A->getInteger("id").value_or(M.Buffers.size());
        uint64_t Slots = A->getInteger("slots").value_or(1);
        B.Size =
            A->getInteger("size").value_or(0) * std::max<uint64_t>(1, Slots);
        B.Align = A->getInteger("align").value_or(MemAlign);
        if (!isPowerOf2_64(B.Align))
          return fail(Path + ": allocation " + Twine(B.Id) +
                      ": alignment is not a power of two");
        if (const json::Array *L = A->getArray("live"))
          for (const json::Value &IV : *L) {
            const json::Array *I = IV.getAsArray();
            if (!I || I->size() != 2 || !(*I)[0].getAsInteger() ||
                !(*I)[1].getAsInteger())
              return fail(Path + ": allocation " + Twine(B.Id) +
                          ": live intervals must be [start, end] pairs");
            B.Live.push_back({unsigned(*(*I)[0].getAsInteger()),
                              unsigned(*(*I)[1].getAsInteger())});
          }
        if (!parsePipe(*A, "first_pipe", B.FirstPipe) ||
            !parsePipe(*A, "last_pipe", B.LastPipe))
          return fail(Path + ": allocation " + Twine(B.Id) + ": unknown pipe");
        B.StageGroup = A->getInteger("stage_group").value_or(-1);
        if (std::optional<int64_t> O = A->getInteger("offset"))
          MapPeak = std::max<uint64_t>(MapPeak, *O + B.Size);
        else
          AllOffsets = false;
        M.Buffers.push_back(std::move(B));
      }
    if (AllOffsets)
      M.MapPeak = MapPeak;
    K.Memories.push_back(std::move(M));
  }
  return true;
}

/// A synthetic kernel of about \p NumTiles vec tiles built from the lifetime
/// shapes of real kernels: software-pipelined loops (double/triple-buffered
/// loads in a stage group, a carried accumulator live over the whole loop,
/// short vector temporaries), straight-line elementwise chains, if/else
/// values live on both sides of a branch (two intervals), and reductions
/// whose inputs die together.
BenchKernel generateKernel(unsigned NumTiles, unsigned KernelSeed) {
  std::mt19937 Rng(KernelSeed);
  BenchKernel K;
  K.Name = ("synthetic-" + Twine(NumTiles) + "-s" + Twine(KernelSeed)).str();
  BenchMemory M;
  M.Name = "vec";
  M.Capacity = 196608 - 8192;
  const uint8_t MTE2 = PIPE_MTE2, MTE3 = PIPE_MTE3, Vp = PIPE_V;
  auto Size = [&] { return uint64_t(2048) << (Rng() % 4); }; // 2..16 KiB
  unsigned T = 0, Group = 0;
  auto Add = [&](uint64_t S, SmallVector<std::pair<unsigned, unsigned>, 2> L,
                 uint8_t F, uint8_t La, int G = -1) {
    PlannerBuffer B;
    B.Id = M.Buffers.size();
    B.Size = S;
    B.Align = 32;
    B.Live = std::move(L);
    B.FirstPipe = F;
    B.LastPipe = La;
    B.StageGroup = G;
    M.Buffers.push_back(std::move(B));
  };
  while (M.Buffers.size() < NumTiles) {
    switch (Rng() % 4) {
    case 0: { // Software-pipelined loop body.
      // The loop's tiles are live over the whole loop when carried (the
      // accumulator, the current/next prefetch pair); the stage operands
      // have short, disjoint lifetimes inside the body and form a stage
      // group (PyPTO #1475); compute temporaries come and go.
      unsigned Stages = 2 + Rng() % 3, Start = T, G = Group++;
      unsigned Body = Stages * 3 + 2;
      uint64_t LS = Size();
      Add(LS, {{Start, Start + Body + 1}}, MTE2, Vp);     // Current prefetch.
      Add(LS, {{Start, Start + Body + 1}}, MTE2, Vp);     // Next prefetch.
      Add(Size(), {{Start, Start + Body + 2}}, Vp, MTE3); // Accumulator.
      for (unsigned I = 0; I < Stages; ++I) {
        unsigned B = Start + 1 + I * 3;
        Add(LS, {{B, B + 3}}, MTE2, Vp, int(G));
        Add(Size(), {{B + 1, B + 3}}, Vp, Vp);
      }
      T = Start + Body + 3;
      break;
    }
    case 1: { // Elementwise chain.
      unsigned Len = 2 + Rng() % 8;
      for (unsigned I = 0; I < Len; ++I)
        Add(Size(), {{T + I, T + I + 2}}, I ? Vp : MTE2,
            I + 1 == Len ? MTE3 : Vp);
      T += Len + 1;
      break;
    }
    case 2: { // If/else: a value used in `then` and after the join.
      unsigned A = T, B = T + 3 + Rng() % 4, C = B + 3 + Rng() % 4;
      Add(Size(), {{A, B}, {C, C + 3}}, MTE2, Vp);
      for (unsigned I = B; I < C; ++I)
        Add(Size(), {{I, I + 1}}, Vp, Vp); // `else` temporaries.
      T = C + 4;
      break;
    }
    case 3: { // Reduction: several inputs die at one point.
      unsigned N = 2 + Rng() % 5;
      for (unsigned I = 0; I < N; ++I)
        Add(Size(), {{T + I, T + N + 1}}, MTE2, Vp);
      Add(Size(), {{T + N, T + N + 3}}, Vp, MTE3);
      T += N + 3;
      break;
    }
    }
  }
  K.Memories.push_back(std::move(M));
  return K;
}

struct Stats {
  unsigned Kernels = 0;
  double BFMax = 0, BFSum = 0, EXMax = 0, EXSum = 0, FFDMax = 0, NoneMax = 0;
  unsigned Count = 0;
  // MiniMalloc, when run: instances solved, its worst peak/LB, and the
  // best-fit/MiniMalloc time ratio of the largest instance.
  unsigned MMSolved = 0, MMFailed = 0;
  double MMMax = 0;
  size_t MMLargest = 0;
  double MMLargestBF = 0, MMLargestMM = 0;
};

/// MiniMalloc's answer on one instance.
struct MMResult {
  bool Solved = false;
  uint64_t Peak = 0;
  double Secs = 0; // The solve time MiniMalloc reports ("Elapsed time").
  std::string Why; // When not solved.
};

/// Writes \p M as MiniMalloc input CSV: the exact problem, with the
/// `alignment` and `gaps` columns of MiniMalloc's reader (its converter.cc:
/// `gaps` are space-separated `lower-upper` ranges inside [lower, upper)
/// where the buffer is not live), so MiniMalloc solves what the project's
/// planners solve, less the stage-group policy.
void writeExactCsv(raw_ostream &OS, const BenchMemory &M) {
  OS << "id,lower,upper,size,alignment,gaps\n";
  for (const PlannerBuffer &B : M.Buffers) {
    auto Merged = normalizeLive(B.Live);
    unsigned Lo = Merged.empty() ? 0 : Merged.front().first;
    unsigned Hi = Merged.empty() ? 0 : Merged.back().second;
    OS << B.Id << ',' << Lo << ',' << Hi << ',' << B.Size << ','
       << (B.Align ? B.Align : 1) << ',';
    for (unsigned I = 1; I < Merged.size(); ++I)
      OS << (I > 1 ? " " : "") << Merged[I - 1].second << '-'
         << Merged[I].first;
    OS << '\n';
  }
}

/// Runs MiniMalloc on \p M at its capacity; reads the plan back and checks
/// it with verifyPlan (the project's plain pairwise check) before taking its
/// peak.
MMResult runMiniMalloc(const BenchMemory &M, StringRef Dir, unsigned Index) {
  MMResult R;
  std::string Base = (Dir + "/" + Twine(Index)).str();
  std::string In = Base + ".csv", Out = Base + ".out.csv", Log = Base + ".log";
  {
    std::error_code EC;
    raw_fd_ostream OS(In, EC, sys::fs::OF_Text);
    if (EC) {
      R.Why = In + ": " + EC.message();
      return R;
    }
    writeExactCsv(OS, M);
  }
  std::string Cap = "--capacity=" + utostr(M.Capacity);
  std::string InArg = "--input=" + In, OutArg = "--output=" + Out;
  std::string TimeArg = "--timeout=" + utostr(MiniMallocTimeout) + "s";
  SmallVector<StringRef, 6> Args = {MiniMalloc, Cap, InArg, OutArg, TimeArg};
  std::optional<StringRef> Redirects[] = {StringRef(""), StringRef(""),
                                          StringRef(Log)};
  std::string ErrMsg;
  int RC = sys::ExecuteAndWait(MiniMalloc, Args, std::nullopt, Redirects,
                               /*SecondsToWait=*/MiniMallocTimeout + 30,
                               /*MemoryLimit=*/0, &ErrMsg);
  auto LogBuf = MemoryBuffer::getFile(Log);
  StringRef LogText = LogBuf ? (*LogBuf)->getBuffer() : StringRef();
  size_t At = LogText.find("Elapsed time ");
  if (At != StringRef::npos) {
    StringRef T = LogText.substr(At + 13);
    T = T.take_while([](char C) { return isDigit(C) || C == '.'; });
    T.getAsDouble(R.Secs);
  }
  if (RC != 0) {
    R.Why = ErrMsg.empty() ? LogText.trim().rsplit('\n').second.str() : ErrMsg;
    if (R.Why.empty())
      R.Why = LogText.trim().str();
    return R;
  }
  auto OutBuf = MemoryBuffer::getFile(Out);
  if (!OutBuf) {
    R.Why = Out + ": " + OutBuf.getError().message();
    return R;
  }
  // Output: the input columns plus `offset`, one line per buffer, in input
  // order (MiniMalloc's ToCsv).
  SmallVector<StringRef, 0> Lines;
  (*OutBuf)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
  if (Lines.size() != M.Buffers.size() + 1) {
    R.Why = Out + ": " +
            (Lines.empty() ? std::string("empty")
                           : utostr(Lines.size() - 1) + " plan lines") +
            " for " + utostr(M.Buffers.size()) + " buffers";
    return R;
  }
  SmallVector<StringRef, 8> Head;
  Lines[0].split(Head, ',');
  int OffCol = -1;
  for (unsigned C = 0; C < Head.size(); ++C)
    if (Head[C].trim() == "offset")
      OffCol = C;
  if (OffCol < 0) {
    R.Why = Out + ": no offset column";
    return R;
  }
  MemoryPlan Plan;
  for (unsigned I = 0; I < M.Buffers.size(); ++I) {
    SmallVector<StringRef, 8> F;
    Lines[I + 1].split(F, ',');
    uint64_t Id, Off;
    if (F.size() != Head.size() || F[0].trim().getAsInteger(10, Id) ||
        Id != M.Buffers[I].Id || F[OffCol].trim().getAsInteger(10, Off)) {
      R.Why = Out + ": line " + utostr(I + 2) + " is not buffer " +
              utostr(M.Buffers[I].Id) + "'s";
      return R;
    }
    Plan.Offsets.push_back(Off);
    Plan.Peak = std::max(Plan.Peak, Off + M.Buffers[I].Size);
  }
  if (!verifyPlan(M.Buffers, Plan, M.Capacity, R.Why))
    return R;
  R.Solved = true;
  R.Peak = Plan.Peak;
  return R;
}

void runKernel(const BenchKernel &K, Stats &S, StringRef MMDir) {
  ++S.Kernels;
  for (const BenchMemory &M : K.Memories) {
    if (M.Buffers.empty())
      continue;
    uint64_t LB = lowerBound(M.Buffers);
    const PlannerKind Kinds[] = {PlannerKind::None,
                                 PlannerKind::FirstFitDecreasing,
                                 PlannerKind::BestFit, PlannerKind::Exact};
    MemoryPlan Plans[4];
    double Secs[4];
    MMResult MM;
    bool MMDone = MMDir.empty();
    // Repeats interleave the planners and MiniMalloc, so a busy moment of
    // the machine weighs on all of them alike; each keeps its fastest run
    // (the plans are the same every time).
    std::fill(std::begin(Secs), std::end(Secs),
              std::numeric_limits<double>::max());
    for (unsigned Rep = 0; Rep < std::max(1u, unsigned(TimeRepeats)); ++Rep) {
      for (unsigned I = 0; I < 4; ++I) {
        PlannerOptions O;
        O.Kind = Kinds[I];
        O.RepairNodes = RepairNodes;
        // Keep the exact search's work roughly constant on huge kernels.
        O.NodeLimit =
            M.Buffers.size() <= 1000
                ? NodeLimit
                : std::max<uint64_t>(1, NodeLimit * 1000 / M.Buffers.size());
        auto T0 = std::chrono::steady_clock::now();
        Plans[I] = planMemory(M.Buffers, M.Capacity, O);
        Secs[I] = std::min(Secs[I], std::chrono::duration<double>(
                                        std::chrono::steady_clock::now() - T0)
                                        .count());
      }
      if (!MMDone) {
        MMResult Run = runMiniMalloc(M, MMDir, S.Count + 1);
        if (Rep && Run.Solved == MM.Solved && Run.Peak == MM.Peak)
          Run.Secs = std::min(Run.Secs, MM.Secs);
        MM = std::move(Run);
        MMDone = !MM.Solved;
      }
    }
    for (unsigned I = 0; I < 4; ++I) {
      std::string Why;
      if (!verifyPlan(M.Buffers, Plans[I], ~uint64_t(0), Why))
        fail(K.Name + "/" + M.Name + ": " + getPlannerKindName(Kinds[I]) +
             " plan is invalid: " + Why);
    }
    auto R = [&](unsigned I) { return LB ? double(Plans[I].Peak) / LB : 1.0; };
    S.NoneMax = std::max(S.NoneMax, R(0));
    S.FFDMax = std::max(S.FFDMax, R(1));
    S.BFMax = std::max(S.BFMax, R(2));
    S.EXMax = std::max(S.EXMax, R(3));
    S.BFSum += R(2);
    S.EXSum += R(3);
    ++S.Count;
    if (!MMDir.empty()) {
      if (MM.Solved) {
        ++S.MMSolved;
        S.MMMax = std::max(S.MMMax, LB ? double(MM.Peak) / LB : 1.0);
        if (M.Buffers.size() >= S.MMLargest) {
          S.MMLargest = M.Buffers.size();
          S.MMLargestBF = Secs[2];
          S.MMLargestMM = MM.Secs;
        }
      } else {
        ++S.MMFailed;
        WithColor::warning(errs(), "pto-mem-bench")
            << K.Name << "/" << M.Name << ": MiniMalloc: " << MM.Why << "\n";
      }
    }
    if (Quiet)
      continue;
    outs() << left_justify(K.Name, 28) << " " << left_justify(M.Name, 5)
           << format(" %6zu %9llu", M.Buffers.size(), (unsigned long long)LB);
    for (unsigned I = 0; I < 4; ++I)
      outs() << format(" %9llu %5.2f", (unsigned long long)Plans[I].Peak, R(I));
    outs() << format(" %6u %6u %3s", Plans[2].Handoffs, Plans[3].Handoffs,
                     Plans[3].Optimal ? "yes" : "no");
    for (unsigned I = 1; I < 4; ++I)
      outs() << format(" %8.2f", Secs[I] * 1000);
    outs() << format(" %9llu", (unsigned long long)M.Capacity);
    if (!MMDir.empty()) {
      if (MM.Solved)
        outs() << format(" %9llu %5.2f %8.2f", (unsigned long long)MM.Peak,
                         LB ? double(MM.Peak) / LB : 1.0, MM.Secs * 1000);
      else
        outs() << format(" %9s %5s %8s", "-", "-", "-");
    }
    if (M.MapPeak)
      outs() << format(" %9llu", (unsigned long long)*M.MapPeak);
    outs() << "\n";
  }
}

} // namespace

/// The instances in MiniMalloc's input format, by the rule of llc's
/// -pto-memory-problem (docs/memory-planning.md): the hull of a buffer's
/// live intervals, its size rounded up to the memory's largest alignment.
bool writeCsv(ArrayRef<BenchKernel> Kernels, StringRef Dir) {
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return fail(Dir + ": " + EC.message());
  std::error_code EC;
  std::string CapPath = (Dir + "/capacities.csv").str();
  raw_fd_ostream Caps(CapPath, EC, sys::fs::OF_Text);
  if (EC)
    return fail(CapPath + ": " + EC.message());
  Caps << "file,capacity\n";
  for (const BenchKernel &K : Kernels)
    for (const BenchMemory &M : K.Memories) {
      if (M.Buffers.empty())
        continue;
      std::string Name = K.Name + "." + M.Name + ".csv";
      std::replace(Name.begin(), Name.end(), '/', '_');
      std::string Path = (Dir + "/" + Name).str();
      raw_fd_ostream OS(Path, EC, sys::fs::OF_Text);
      if (EC)
        return fail(Path + ": " + EC.message());
      uint64_t G = 1;
      for (const PlannerBuffer &B : M.Buffers)
        G = std::max(G, B.Align);
      OS << "id,lower,upper,size\n";
      for (const PlannerBuffer &B : M.Buffers) {
        unsigned Lo = ~0u, Hi = 0;
        for (auto [S, E] : B.Live)
          if (S < E)
            Lo = std::min(Lo, S), Hi = std::max(Hi, E);
        if (Lo > Hi)
          Lo = Hi = 0;
        OS << B.Id << ',' << Lo << ',' << Hi << ',' << alignTo(B.Size, G)
           << '\n';
      }
      Caps << Name << ',' << M.Capacity << '\n';
    }
  return true;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::ParseCommandLineOptions(argc, argv,
                              "PTO tile memory planner benchmark\n");
  SmallVector<BenchKernel, 16> Kernels;
  bool Ok = true;
  for (const std::string &F : InputFiles) {
    BenchKernel K;
    if (readMap(F, K))
      Kernels.push_back(std::move(K));
    else
      Ok = false;
  }
  for (unsigned I = 0; I < GenSizes.size(); ++I)
    Kernels.push_back(generateKernel(GenSizes[I], Seed + I));
  if (!CsvDir.empty() && !writeCsv(Kernels, CsvDir))
    Ok = false;
  SmallString<128> MMDir;
  if (!MiniMalloc.empty()) {
    if (!sys::fs::can_execute(MiniMalloc)) {
      fail(MiniMalloc + ": not an executable (build it with "
                        "utils/build-minimalloc)");
      return 1;
    }
    if (std::error_code EC =
            sys::fs::createUniqueDirectory("pto-mem-bench-minimalloc", MMDir)) {
      fail("cannot create a temporary directory: " + EC.message());
      return 1;
    }
  }
  if (!Quiet)
    outs() << left_justify("kernel", 28) << " " << left_justify("mem", 5)
           << "  tiles        LB      none   /LB       ffd   /LB  best-fit"
              "   /LB     exact   /LB bf-hnd ex-hnd opt   ffd-ms    bf-ms"
              "    ex-ms  capacity"
           << (MMDir.empty() ? "" : "        mm   /LB    mm-ms")
           << "   map-peak\n";
  Stats S;
  for (const BenchKernel &K : Kernels)
    runKernel(K, S, MMDir);
  if (!MMDir.empty()) {
    sys::fs::remove_directories(MMDir);
    // Before the summary line, which keeps its format.
    outs() << format("minimalloc: %u solved, %u not, minimalloc/LB max %.2f, "
                     "best-fit/minimalloc time at %zu buffers %.2f "
                     "(%.2f ms / %.2f ms)\n",
                     S.MMSolved, S.MMFailed, S.MMMax, S.MMLargest,
                     S.MMLargestMM > 0 ? S.MMLargestBF / S.MMLargestMM : 0.0,
                     S.MMLargestBF * 1000, S.MMLargestMM * 1000);
  }
  double N = S.Count ? S.Count : 1;
  outs() << format("memory: %u kernels, best-fit/LB max %.2f mean %.2f, "
                   "exact/LB max %.2f mean %.2f, ffd/LB max %.2f, "
                   "none/LB max %.2f\n",
                   S.Kernels, S.BFMax, S.BFSum / N, S.EXMax, S.EXSum / N,
                   S.FFDMax, S.NoneMax);
  return Ok ? 0 : 1;
}
