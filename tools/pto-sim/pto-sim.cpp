//===-- pto-sim.cpp - Pipe-level simulator for PTO kernels ----------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Runs a kernel from an assembly file or an ELF object on a model of the
// machine of BRIEF §2 (docs/simulator.md):
//
//   pto-sim k.s --kernel=gemm --arg=buf:f16:64x256:seed=1 ... --out=2=c.npy
//
// The driver: options into a SimConfig, the input into a ProgramImage, the
// listeners the options ask for (race detector, statistics, timeline,
// --trace-scalar), the run, the outputs. The simulator itself is the PTOSim
// library (Sim/, docs/simulator.md "Structure").
//
//===----------------------------------------------------------------------===//

#include "KernelArgs.h"
#include "Sim/MultiCore.h"
#include "Sim/ProgramImage.h"
#include "Sim/RaceDetector.h"
#include "Sim/Simulator.h"
#include "Sim/Statistics.h"
#include "Sim/Timeline.h"
#include "SimModel.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <deque>

using namespace llvm;
using namespace ptosim;

static cl::OptionCategory SimCat("pto-sim options");
static cl::opt<std::string> InputFilename(cl::Positional, cl::Required,
                                          cl::desc("<kernel .s or .o>"),
                                          cl::cat(SimCat));
static cl::opt<std::string>
    KernelName("kernel", cl::desc("Kernel symbol to run"), cl::cat(SimCat));
static cl::list<std::string>
    ArgSpecs("arg", cl::desc("Kernel argument, in order (docs/simulator.md)"),
             cl::cat(SimCat));
static cl::list<std::string>
    OutSpecs("out", cl::desc("N=PATH: write buffer argument N after the run"),
             cl::cat(SimCat));
static cl::list<std::string>
    DumpSpecs("dump", cl::desc("N: print buffer argument N after the run"),
              cl::cat(SimCat));
static cl::opt<std::string> MCPU("mcpu", cl::desc("Subtarget: a3 or a5"),
                                 cl::init("a3"), cl::cat(SimCat));
static cl::opt<std::string> TraceFile("trace",
                                      cl::desc("Write a Chrome/Perfetto trace"),
                                      cl::cat(SimCat));
static cl::opt<std::string> TraceSVG("trace-svg",
                                     cl::desc("Write the timeline as SVG"),
                                     cl::cat(SimCat));
static cl::opt<bool>
    FlagsPerSrc("flags-per-src-pipe",
                cl::desc("Key event flags by (src pipe, id) only (PTOAS #823)"),
                cl::cat(SimCat));
static cl::opt<bool> FlagCounters(
    "flag-counters",
    cl::desc("Flags count their sets (a semaphore) instead of being binary: "
             "a second set before the wait is then not an error"),
    cl::cat(SimCat));
static cl::opt<uint64_t> MaxCycles("max-cycles", cl::init(1000000000ULL),
                                   cl::desc("Stop with an error after this "
                                            "many cycles"),
                                   cl::cat(SimCat));
static cl::opt<unsigned> MaxRaces("max-races", cl::init(10),
                                  cl::desc("Races reported in detail"),
                                  cl::cat(SimCat));
static cl::opt<bool> NoRaceCheck("no-race-check",
                                 cl::desc("Do not report races"),
                                 cl::cat(SimCat));
static cl::opt<bool> PrintParams("print-params",
                                 cl::desc("Print the timing parameters"),
                                 cl::cat(SimCat));
static cl::opt<bool> Ideal(
    "ideal",
    cl::desc("Dependence-only bound: ignore set_flag/wait_flag/pipe_barrier "
             "and start every operation once the operations it truly depends "
             "on (overlapping bytes, program order) have completed"),
    cl::cat(SimCat));
// Issue 15: SPMD.
static cl::opt<std::string>
    BlocksOpt("blocks", cl::init("1"),
              cl::desc("Run N instances of the kernel, one per core (block "
                       "index 0..N-1), concurrently over one global memory"),
              cl::value_desc("N"), cl::cat(SimCat));
static cl::opt<bool> TraceScalar("trace-scalar",
                                 cl::desc("Print each scalar instruction"),
                                 cl::cat(SimCat));

static const char *ToolName = "pto-sim";

namespace {
/// --trace-scalar: each scalar instruction as it executes.
class ScalarTracer final : public SimListener {
  const ProgramImage &Image;
  raw_ostream &OS;
  std::string Prefix;

public:
  ScalarTracer(const ProgramImage &Image, raw_ostream &OS,
               std::string Prefix = "")
      : Image(Image), OS(OS), Prefix(std::move(Prefix)) {}
  void onScalarInstruction(uint64_t Now, uint64_t PC, unsigned) override {
    OS << Prefix << "[" << Now << "] " << Image.describe(PC) << "\n";
  }
};
} // namespace

/// The timing tables of every generation (PTOSchedule.td).
static void printParams(raw_ostream &OS) {
  for (unsigned ID = 0;
       const PTO::PTOGenerationInfo *G = PTO::lookupGeneration(ID); ++ID) {
    OS << "cpu " << G->Name << ": ";
    if (std::optional<TimingModel> M =
            TimingModel::get(PTO::PTOGeneration(G->ID)))
      M->print(OS);
    else
      OS << "no timing parameters\n";
  }
}

static int fail(Error E) {
  WithColor::error(errs(), ToolName) << toString(std::move(E)) << "\n";
  return 1;
}

/// --out and --dump.
static Error writeOutputs(std::vector<KernelArg> &Args) {
  for (const std::string &S : OutSpecs) {
    Expected<OutSpec> O = parseOutSpec(S, /*NeedPath=*/true);
    if (!O)
      return O.takeError();
    if (O->Index >= Args.size() || !Args[O->Index].IsBuffer)
      return simError("--out=" + S + ": argument " + Twine(O->Index) +
                      " is not a buffer");
    if (Error E = writeBuffer(Args[O->Index], O->Path))
      return E;
  }
  for (const std::string &S : DumpSpecs) {
    Expected<OutSpec> O = parseOutSpec(S, /*NeedPath=*/false);
    if (!O)
      return O.takeError();
    if (O->Index >= Args.size() || !Args[O->Index].IsBuffer)
      return simError("--dump=" + S + ": argument " + Twine(O->Index) +
                      " is not a buffer");
    dumpBuffer(outs(), O->Index, Args[O->Index]);
  }
  return Error::success();
}

/// Writes a view of the timeline to \p Path.
static Error
writeView(StringRef Path, const Timeline &T, const TimelineInfo &Info,
          void (*View)(const Timeline &, const TimelineInfo &, raw_ostream &)) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  if (EC)
    return simError("cannot write '" + Path + "': " + EC.message());
  View(T, Info, OS);
  return Error::success();
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  initializeTargetMC();
  cl::HideUnrelatedOptions({&SimCat, &getColorCategory()});
  cl::ParseCommandLineOptions(argc, argv, "PTO pipe-level simulator\n");

  if (PrintParams) {
    printParams(outs());
    return 0;
  }
  unsigned Blocks = 0;
  if (StringRef(BlocksOpt).getAsInteger(10, Blocks) || Blocks == 0 ||
      Blocks > MaxBlocks)
    return fail(simError("--blocks=" + BlocksOpt +
                         ": the number of blocks must be an integer in 1.." +
                         Twine(MaxBlocks)));
  SimConfig Config;
  Config.CPU = MCPU;
  Config.Keying = FlagsPerSrc ? FlagKeying::SrcEvent : FlagKeying::SrcDstEvent;
  Config.Flags = FlagCounters ? FlagMode::Counting : FlagMode::Binary;
  Config.MaxCycles = MaxCycles;
  Config.Ideal = Ideal;

  Expected<std::unique_ptr<ProgramImage>> ImageOrErr =
      ProgramImage::create(Config.CPU);
  if (!ImageOrErr)
    return fail(ImageOrErr.takeError());
  ProgramImage &Image = **ImageOrErr;
  if (Error E = Image.loadFile(InputFilename))
    return fail(std::move(E));

  // The kernel: --kernel, or the only global function.
  std::string Kernel = KernelName;
  if (Kernel.empty()) {
    const std::set<std::string> &Cands = Image.codeSymbols();
    if (Cands.size() != 1)
      return fail(simError(
          "--kernel=NAME is required (symbols: " + join(Cands, ", ") + ")"));
    Kernel = *Cands.begin();
  }
  auto It = Image.symbols().find(Kernel);
  if (It == Image.symbols().end())
    return fail(simError("no symbol '" + Kernel + "' in " + InputFilename));
  uint64_t Entry = It->second;

  Expected<std::unique_ptr<Simulator>> SimOrErr =
      Simulator::create(Image, Config);
  if (!SimOrErr)
    return fail(SimOrErr.takeError());
  Simulator &S = **SimOrErr;
  if (Error E = S.setArguments(ArgSpecs))
    return fail(std::move(E));
  // Issue 15 (X): the cores of the run (docs/simulator.md, "Cores"), then
  // cores 1.. over core 0's global memory.
  unsigned UsedPipes = 0;
  bool ReadsCoreType = false;
  Image.scanPipes(Entry, UsedPipes, ReadsCoreType);
  std::string Placement;
  Expected<std::vector<CoreInfo>> InfosOrErr = placeCores(
      Image.generation(), UsedPipes, ReadsCoreType, Blocks, Placement);
  if (!InfosOrErr)
    return fail(InfosOrErr.takeError());
  std::vector<CoreInfo> Infos = std::move(*InfosOrErr);
  const PTO::PTOCrossCoreInfo *XC = PTO::getCrossCore(Image.generation());
  CrossCoreHub Hub(XC ? XC->Latency : 0, XC ? XC->MaxPending : 1);
  unsigned PerBlock = Infos.size() / Blocks;
  std::vector<std::unique_ptr<Simulator>> More;
  std::vector<Simulator *> Cores{&S};
  for (unsigned C = 1; C < Infos.size(); ++C) {
    Expected<std::unique_ptr<Simulator>> Core =
        Simulator::createCore(S, C, C / PerBlock, Blocks);
    if (!Core)
      return fail(Core.takeError());
    More.push_back(std::move(*Core));
    Cores.push_back(More.back().get());
  }
  for (unsigned C = 0; C < Infos.size(); ++C)
    Cores[C]->setCore(Infos, C, Hub);
  unsigned NumCores = Cores.size();

  // The observers, one per core, but one race detector; the ideal schedule
  // is ordered by construction, so it is not checked for races.
  std::optional<RaceDetector> Races;
  if (!NoRaceCheck && !Ideal) {
    Races.emplace(
        errs(), ToolName, [&Image](uint64_t A) { return Image.describe(A); },
        MaxRaces);
    for (unsigned B = 0; B < NumCores; ++B) {
      Cores[B]->addListener(Races->forCore(B));
      Races->setRemoteSource(B, Cores[B]->currentRemote());
      Races->Names.push_back(Infos[B].Name);
    }
  }
  std::vector<Statistics> Stats(NumCores);
  for (unsigned B = 0; B < NumCores; ++B)
    Cores[B]->addListener(Stats[B]);
  std::deque<ScalarTracer> Tracers;
  if (TraceScalar)
    for (unsigned B = 0; B < NumCores; ++B)
      Cores[B]->addListener(Tracers.emplace_back(
          Image, outs(),
          NumCores > 1 ? Infos[B].Name + ": " : ""));
  std::deque<Timeline> TLs;
  if (!TraceFile.empty() || !TraceSVG.empty())
    for (unsigned B = 0; B < NumCores; ++B)
      Cores[B]->addListener(TLs.emplace_back());

  int Status = 0;
  uint64_t Cycles = 0;
  BlocksResult BR;
  Error RunErr = NumCores == 1 ? S.run(Entry) : runBlocks(Cores, Entry, BR);
  if (RunErr) {
    Status = 1;
    WithColor::error(errs(), ToolName) << toString(std::move(RunErr)) << "\n";
  }
  Cycles = NumCores == 1 ? S.cycles() : BR.Makespan;
  outs() << "kernel " << Kernel << " on " << Config.CPU << "\n";
  if (NumCores == 1) {
    Stats[0].print(outs(), Cycles);
  } else {
    // The makespan and the pipes summed over the cores, then each core.
    if (Blocks > 1)
      outs() << "blocks: " << Blocks << "\n";
    if (NumCores != Blocks)
      outs() << "cores: " << NumCores << "\n";
    Statistics Total;
    for (const Statistics &St : Stats)
      Total.add(St);
    Total.print(outs(), Cycles, "", NumCores);
    for (unsigned B = 0; B < NumCores; ++B)
      Stats[B].print(outs(), BR.CoreCycles[B],
                     Infos[B].Name + ": ");
  }
  S.policy().printStats(outs());
  // Issue 15 (X).
  if (Image.generation() == PTO::A3 || NumCores > 1)
    outs() << "placement: " << Placement << "\n";
  if (Races && Races->numRaces()) {
    uint64_t N = Races->numRaces();
    WithColor::error(errs(), ToolName)
        << N << " race" << (N > 1 ? "s" : "") << " detected\n";
    outs() << "races: " << N << "\n";
    Status = 1;
  }
  if (Error E = writeOutputs(S.arguments()))
    return fail(std::move(E));
  if (!TLs.empty()) {
    TimelineInfo Info{Config.CPU, Kernel, Cycles, [&Image](uint64_t PC) {
                        const DecodedInst *D = Image.decoded(PC);
                        return D ? D->Text : std::string("?");
                      }};
    std::vector<const Timeline *> Views;
    for (const Timeline &T : TLs)
      Views.push_back(&T);
    if (!TraceFile.empty()) {
      std::error_code EC;
      raw_fd_ostream OS(TraceFile, EC);
      if (EC)
        return fail(
            simError("cannot write '" + TraceFile + "': " + EC.message()));
      writeChromeTrace(Views, Info, OS);
    }
    // The SVG timeline draws block 0 (docs/simulator.md).
    if (!TraceSVG.empty())
      if (Error E = writeView(TraceSVG, TLs.front(), Info, writeSVGTimeline))
        return fail(std::move(E));
  }
  return Status;
}
