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
static cl::opt<bool> TraceScalar("trace-scalar",
                                 cl::desc("Print each scalar instruction"),
                                 cl::cat(SimCat));

static const char *ToolName = "pto-sim";

namespace {
/// --trace-scalar: each scalar instruction as it executes.
class ScalarTracer final : public SimListener {
  const ProgramImage &Image;
  raw_ostream &OS;

public:
  ScalarTracer(const ProgramImage &Image, raw_ostream &OS)
      : Image(Image), OS(OS) {}
  void onScalarInstruction(uint64_t Now, uint64_t PC, unsigned) override {
    OS << "[" << Now << "] " << Image.describe(PC) << "\n";
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

  // The observers; the ideal schedule is ordered by construction, so it is
  // not checked for races.
  std::optional<RaceDetector> Races;
  if (!NoRaceCheck && !Ideal) {
    Races.emplace(
        errs(), ToolName, [&Image](uint64_t A) { return Image.describe(A); },
        MaxRaces);
    S.addListener(*Races);
  }
  Statistics Stats;
  S.addListener(Stats);
  std::optional<ScalarTracer> Tracer;
  if (TraceScalar) {
    Tracer.emplace(Image, outs());
    S.addListener(*Tracer);
  }
  std::optional<Timeline> TL;
  if (!TraceFile.empty() || !TraceSVG.empty()) {
    TL.emplace();
    S.addListener(*TL);
  }

  int Status = 0;
  if (Error E = S.run(Entry)) {
    Status = 1;
    WithColor::error(errs(), ToolName) << toString(std::move(E)) << "\n";
  }
  outs() << "kernel " << Kernel << " on " << Config.CPU << "\n";
  Stats.print(outs(), S.cycles());
  S.policy().printStats(outs());
  if (Races && Races->numRaces()) {
    uint64_t N = Races->numRaces();
    WithColor::error(errs(), ToolName)
        << N << " race" << (N > 1 ? "s" : "") << " detected\n";
    outs() << "races: " << N << "\n";
    Status = 1;
  }
  if (Error E = writeOutputs(S.arguments()))
    return fail(std::move(E));
  if (TL) {
    TimelineInfo Info{Config.CPU, Kernel, S.cycles(), [&Image](uint64_t PC) {
                        const DecodedInst *D = Image.decoded(PC);
                        return D ? D->Text : std::string("?");
                      }};
    if (!TraceFile.empty())
      if (Error E = writeView(TraceFile, *TL, Info, writeChromeTrace))
        return fail(std::move(E));
    if (!TraceSVG.empty())
      if (Error E = writeView(TraceSVG, *TL, Info, writeSVGTimeline))
        return fail(std::move(E));
  }
  return Status;
}
