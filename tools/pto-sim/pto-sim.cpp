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
// The scalar unit interprets scalar instructions in program order and
// dispatches tile and sync instructions to per-pipe in-order queues; pipes
// run concurrently under a latency/throughput model (SimModel.h: the tables
// of PTOSchedule.td). Tile instructions have their functional meaning on real
// data (TileSemantics.h); a vector-clock race detector checks every access
// against happens-before through set_flag/wait_flag/pipe_barrier, and a wait
// that can never be satisfied is reported as a deadlock. Instructions are
// decoded with the target's MCDisassembler; assembly is assembled in-process
// by the target's MC layer.
//
//===----------------------------------------------------------------------===//

#include "KernelArgs.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOFixupKinds.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "SimModel.h"
#include "TileSemantics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/BinaryFormat/Magic.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "MCTargetDesc/PTOObjectCheck.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include <array>
#include <deque>
#include <map>
#include <queue>
#include <set>

using namespace llvm;
using namespace ptosim;

extern "C" void LLVMInitializePTOTargetInfo();
extern "C" void LLVMInitializePTOTargetMC();
extern "C" void LLVMInitializePTOAsmParser();
extern "C" void LLVMInitializePTODisassembler();

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

static Error simError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

//===----------------------------------------------------------------------===//
// Machine constants of the model
//===----------------------------------------------------------------------===//

namespace {
// The pipes by encoding (PTOMachineFacts.td); S..FIX are the agents.
constexpr unsigned PipeS = PTO::PIPE_S, PipeFIX = PTO::PIPE_FIX,
                   PipeALL = PTO::PIPE_ALL;
constexpr unsigned NumAgents = PipeFIX + 1;
constexpr uint64_t ProgramBase = 0x10000;
constexpr uint64_t BufferBase = 0x10000000;
constexpr uint64_t StackTop = 0x70000000;
constexpr uint64_t StackSize = 1 << 20;
constexpr uint64_t ReturnSentinel = 0x0ffffff8; // unmapped: the kernel's ra

const char *pipeName(unsigned P) {
  const char *N = PTO::getPipeName(P);
  return N ? N : "?";
}
const char *spaceName(unsigned AS) {
  const PTO::PTOMemoryInfo *M = PTO::getMemory(AS);
  return M ? M->Name : "?";
}

using VClock = std::array<uint32_t, NumAgents>;
void join(VClock &A, const VClock &B) {
  for (unsigned I = 0; I < NumAgents; ++I)
    A[I] = std::max(A[I], B[I]);
}

//===----------------------------------------------------------------------===//
// Decoded program
//===----------------------------------------------------------------------===//

/// Where the named operands of one opcode stand in its MCInst (the ins/outs
/// dags of PTOInstrInfo.td and PTOTileInstrInfo.td), looked up once per
/// opcode when it is first decoded.
class OperandIndex {
  static constexpr unsigned NumNames = unsigned(PTO::OpName::NUM_OPERAND_NAMES);
  std::array<int16_t, NumNames> Pos;

public:
  explicit OperandIndex(unsigned Opc) {
    for (unsigned N = 0; N < NumNames; ++N)
      Pos[N] = PTO::getNamedOperandIdx(Opc, PTO::OpName(N));
  }
  bool has(PTO::OpName N) const { return Pos[unsigned(N)] >= 0; }
  unsigned operator[](PTO::OpName N) const {
    assert(has(N) && "the instruction has no operand of that name");
    return unsigned(Pos[unsigned(N)]);
  }
};

/// The sub-operand of a tile address operand (TileAddrOperand in
/// PTOTileInstrInfo.td: base register, then byte offset) that holds the
/// offset; the named operand is the base.
constexpr unsigned TileOffsetSubOp = 1;

struct DecodedInst {
  MCInst Inst;
  uint64_t Size = 0;
  unsigned Pipe = 0;
  std::string Text;
  const OperandIndex *Names = nullptr;

  bool has(PTO::OpName N) const { return Names->has(N); }
  const MCOperand &op(PTO::OpName N) const {
    return Inst.getOperand((*Names)[N]);
  }
  int64_t imm(PTO::OpName N) const { return op(N).getImm(); }
};

/// A global-memory region: the program image, a buffer argument, the stack.
struct Region {
  uint64_t Base, Size;
  std::string Name;
  std::vector<uint8_t> Bytes;
};

//===----------------------------------------------------------------------===//
// Tile operation plans
//===----------------------------------------------------------------------===//

enum class Sem {
  Load,
  Store,
  Copy,
  Extract,
  Insert,
  Matmul,
  Bin,
  BinS,
  Un,
  Reduce,
  Expand,
  Cvt,
  Trans,
  Fill,
  GetVal,
  SetVal
};

/// A tile operand resolved at dispatch: memory, byte address, shape, type.
struct TileOperand {
  unsigned AS = 0;
  uint64_t Addr = 0;
  unsigned Rows = 0, Cols = 0;
  DType DT = DType::F32;
  uint64_t bytes() const { return uint64_t(Rows) * Cols * dtypeBytes(DT); }
};

/// A strided global-memory window: Rows rows of RowBytes, Stride bytes apart.
struct GMWindow {
  uint64_t Addr = 0, Stride = 0, RowBytes = 0;
  unsigned Rows = 0;
};

/// Everything a tile instruction does, resolved when it is dispatched.
struct TilePlan {
  Sem Kind = Sem::Copy;
  TileOperand Dst;
  SmallVector<TileOperand, 4> Srcs;
  GMWindow GM;
  BinOp BOp = BinOp::Add;
  UnOp UOp = UnOp::Exp;
  ReduceOp ROp = ReduceOp::RowSum;
  bool ExpandRows = false;
  bool HasAcc = false, HasBias = false;
  unsigned Row = 0, Col = 0;
  uint64_t Bits = 0;
  unsigned GetValReg = 0;
  uint64_t II = 1, Latency = 1;
};

enum class QKind { Tile, Set, Wait, Barrier };

/// An entry of a pipe's queue.
struct QOp {
  QKind Kind = QKind::Tile;
  uint64_t PC = 0;
  const DecodedInst *DI = nullptr;
  VClock DispatchVC{};
  TilePlan Plan;
  unsigned Src = 0, Dst = 0, Event = 0;
  /// --ideal: the dynamic operations this one depends on.
  SmallVector<uint32_t, 4> Deps;
  uint32_t DynId = 0;
};

/// --ideal: the program-order dependence state of a byte range.
struct DepSeg {
  uint64_t End;
  int64_t Writer = -1;
  SmallVector<uint32_t, 2> Readers;
};

/// One byte range an operation reads or writes.
struct ByteAccess {
  unsigned Space;
  uint64_t Lo, Hi;
  bool Write;
};

struct OpRecord {
  uint64_t PC;
  unsigned Pipe;
};

/// One access recorded in the shadow state of a byte range.
struct Access {
  uint32_t Seq = 0; ///< 0: none.
  uint32_t Op = 0;  ///< Index into Sim::Ops.
  uint8_t Agent = 0;
};

struct Segment {
  uint64_t End;
  Access W;
  std::array<Access, NumAgents> R;
};

struct TraceSlice {
  unsigned Pipe;
  uint64_t Start, End, PC;
  /// A stall: the pipe's queue head (wait_flag, pipe_barrier) was blocked.
  bool Stall = false;
};
struct TraceFlow {
  unsigned Id, SrcPipe, DstPipe;
  uint64_t SetTime, WaitTime;
  std::string Name;
};

struct FlagState {
  std::deque<std::pair<uint64_t, VClock>> Fired; ///< (visible time, clock)
  uint64_t Sets = 0;
  std::deque<unsigned> FlowIds;
};

struct PipeState {
  std::deque<QOp> Queue;
  uint64_t NextIssue = 0, MaxEnd = 0, CoveredUntil = 0, Busy = 0;
  uint64_t NumOps = 0;
  /// Since when the queue's head has been at the head (trace stalls).
  uint64_t HeadSince = 0;
  uint32_t Seq = 0;
  VClock Clock{};
};

struct PendingCommit {
  uint64_t Time, Order;
  unsigned AS; // 1: GM
  TileOperand Dst;
  GMWindow GM;
  std::vector<uint8_t> Data;
  bool operator>(const PendingCommit &O) const {
    return Time != O.Time ? Time > O.Time : Order > O.Order;
  }
};

struct FlagFire {
  uint64_t Time, Order;
  unsigned Key;
  VClock Clock;
  unsigned FlowId;
  bool operator>(const FlagFire &O) const {
    return Time != O.Time ? Time > O.Time : Order > O.Order;
  }
};

//===----------------------------------------------------------------------===//
// The simulator
//===----------------------------------------------------------------------===//

class Sim {
public:
  // MC layer.
  Triple TheTriple;
  const Target *TheTarget = nullptr;
  MCTargetOptions MCOptions;
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCAsmInfo> MAI;
  std::unique_ptr<MCInstrInfo> MCII;
  std::unique_ptr<MCSubtargetInfo> STI;
  std::unique_ptr<MCContext> Ctx;
  std::unique_ptr<MCObjectFileInfo> MOFI;
  std::unique_ptr<MCDisassembler> DisAsm;
  std::unique_ptr<MCInstPrinter> IP;
  PTO::PTOGeneration Gen;
  std::optional<TimingModel> TM;

  // Program and memories.
  std::vector<Region> Regions;
  std::map<std::string, uint64_t> Symbols;
  std::set<std::string> CodeSymbols; ///< Global symbols in text sections.
  std::map<uint64_t, DecodedInst> Decoded;
  std::map<unsigned, OperandIndex> OperandIndices; ///< By opcode.
  std::array<std::vector<uint8_t>, 8> OnChip;
  std::vector<KernelArg> Args;
  std::vector<uint64_t> ArgAddr;

  // Scalar unit.
  std::array<uint64_t, 32> X{};
  uint64_t PC = 0;
  uint64_t ScalarReady = 0;
  bool ScalarDone = false;
  uint64_t ScalarInsts = 0, ScalarBusy = 0;
  uint32_t ScalarSeq = 0;
  VClock ScalarClock{};
  std::string ScalarBlocked;

  // Pipes, flags, events.
  std::array<PipeState, NumAgents> Pipes;
  std::map<unsigned, FlagState> Flags;
  std::priority_queue<PendingCommit, std::vector<PendingCommit>,
                      std::greater<PendingCommit>>
      Commits;
  std::priority_queue<FlagFire, std::vector<FlagFire>, std::greater<FlagFire>>
      Fires;
  uint64_t EventOrder = 0;
  uint64_t Now = 0;
  uint64_t NumSet = 0, NumWait = 0, NumBarrier = 0;

  // Race detection.
  std::array<std::map<uint64_t, Segment>, 8> Shadow;
  std::vector<OpRecord> Ops;
  uint64_t NumRaces = 0;
  std::set<std::tuple<uint64_t, uint64_t, unsigned>> ReportedRaces;

  // --ideal: dependences in program order.
  std::array<std::map<uint64_t, DepSeg>, 8> DepShadow;
  std::vector<uint64_t> DynEnd; ///< End time per dynamic op (MAX: not yet).
  uint64_t NumIgnoredSync = 0;

  // Trace.
  std::vector<TraceSlice> Slices;
  std::vector<TraceFlow> Flows;
  uint64_t ScalarSliceStart = 0, ScalarSliceEnd = 0;
  bool Tracing = false;

  Error setup();
  Error loadInput(StringRef Path);
  Error loadObject(MemoryBufferRef Buf);
  Error setupArgs();
  Error run(uint64_t Entry);
  void printStats(raw_ostream &OS);
  Error writeTrace(StringRef Path);
  /// Records the time the head of pipe P's queue, Op, was blocked.
  void traceStall(unsigned P, const QOp &Op);
  /// The track of every slice: overlapping operations of one pipe go to
  /// separate lanes (Chrome trace nesting rule). Returns the lane count per
  /// agent.
  std::array<unsigned, 8> assignLanes(std::vector<unsigned> &Lane) const;
  Error writeSVG(StringRef Path);
  Error finishOutputs();

private:
  Expected<const DecodedInst *> decodeAt(uint64_t Addr);
  Expected<uint8_t *> gmPtr(uint64_t Addr, uint64_t Size, const Twine &What);
  Error stepScalar(bool &Progress);
  Error dispatch(const DecodedInst &DI, unsigned Pipe, bool &Stalled);
  Error planTile(const DecodedInst &DI, TilePlan &Plan);
  Error startTile(unsigned P, QOp &Op);
  Error execScalarTile(const DecodedInst &DI);
  bool stepPipe(unsigned P, Error &Err);
  unsigned flagKey(unsigned Src, unsigned Dst, unsigned Event) const {
    return FlagsPerSrc ? Src * 256 + Event : (Src * 16 + Dst) * 256 + Event;
  }
  std::string describe(uint64_t Addr);
  void dependences(ArrayRef<ByteAccess> Accs, SmallVectorImpl<uint32_t> &Deps);
  uint32_t recordDependences(ArrayRef<ByteAccess> Accs);
  /// The latest end among \p Deps if all have started, 0 if all ended by
  /// Now, UINT64_MAX if one has not started.
  uint64_t depsReady(ArrayRef<uint32_t> Deps) const {
    uint64_t T = 0;
    for (uint32_t D : Deps)
      T = std::max(T, DynEnd[D]);
    return T <= Now ? 0 : T;
  }
  uint64_t ScalarDepWait = 0;
  std::string deadlockReport();
  uint32_t newOp(uint64_t PC, unsigned Pipe) {
    Ops.push_back({PC, Pipe});
    return uint32_t(Ops.size() - 1);
  }
  void access(unsigned Space, uint64_t Lo, uint64_t Hi, bool Write,
              unsigned Agent, uint32_t Seq, const VClock &VC, uint32_t Op,
              bool CheckOnly);
  void commit(PendingCommit &C);
  Error onChipWindow(const TileOperand &T, const DecodedInst &DI);
  uint64_t reg(const MCOperand &Op) const {
    unsigned N = MRI->getEncodingValue(Op.getReg());
    return X[N];
  }
  void setReg(const MCOperand &Op, uint64_t V) {
    unsigned N = MRI->getEncodingValue(Op.getReg());
    if (N)
      X[N] = V;
  }
  void tileAddr(const DecodedInst &DI, PTO::OpName N, unsigned AS,
                TileOperand &T);
  void noteScalarBusy() {
    ++ScalarBusy;
    if (!Tracing)
      return;
    if (ScalarSliceEnd == Now && Now != 0) {
      ScalarSliceEnd = Now + TM->scalarCycles();
      return;
    }
    if (ScalarSliceEnd > ScalarSliceStart)
      Slices.push_back({PipeS, ScalarSliceStart, ScalarSliceEnd, 0});
    ScalarSliceStart = Now;
    ScalarSliceEnd = Now + TM->scalarCycles();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Setup and loading
//===----------------------------------------------------------------------===//

Error Sim::setup() {
  TheTriple = Triple(Triple::normalize("pto-unknown-unknown-elf"));
  std::string Err;
  TheTarget = TargetRegistry::lookupTarget(TheTriple, Err);
  if (!TheTarget)
    return simError(Err);
  MRI.reset(TheTarget->createMCRegInfo(TheTriple));
  MAI.reset(TheTarget->createMCAsmInfo(*MRI, TheTriple, MCOptions));
  MCII.reset(TheTarget->createMCInstrInfo());
  STI.reset(TheTarget->createMCSubtargetInfo(TheTriple, MCPU, ""));
  if (!MRI || !MAI || !MCII || !STI)
    return simError("unable to create the PTO MC layer");
  if (!STI->isCPUStringValid(MCPU))
    return simError("unknown CPU '" + MCPU + "' (expected a3 or a5)");
  Gen = PTO::getGeneration(*STI);
  TM = TimingModel::get(Gen);
  if (!TM)
    return simError("no timing parameters for CPU '" + MCPU + "'");
  IP.reset(TheTarget->createMCInstPrinter(TheTriple, 0, *MAI, *MCII, *MRI));
  for (unsigned AS = PTO::AS_MAT; AS <= PTO::AS_BIAS; ++AS) {
    std::optional<PTO::MemoryLimits> L = PTO::getMemoryLimits(Gen, AS);
    // On-chip memories start as 0xff bytes (NaN floats, -1 integers), so
    // reading a tile nothing wrote shows in the results.
    OnChip[AS].assign(L ? L->Capacity : 0, 0xff);
  }
  return Error::success();
}

Error Sim::loadInput(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> BufOrErr =
      MemoryBuffer::getFileOrSTDIN(Path, /*IsText=*/false);
  if (!BufOrErr)
    return simError(Path + ": " + BufOrErr.getError().message());
  file_magic Magic = identify_magic((*BufOrErr)->getBuffer());
  if (Magic == file_magic::elf_relocatable ||
      Magic == file_magic::elf_executable)
    return loadObject((*BufOrErr)->getMemBufferRef());

  // Assembly: assemble in-process into an ELF object, then load that.
  SourceMgr SrcMgr;
  SrcMgr.AddNewSourceBuffer(std::move(*BufOrErr), SMLoc());
  MCContext ACtx(TheTriple, MAI.get(), MRI.get(), STI.get(), &SrcMgr,
                 &MCOptions);
  std::unique_ptr<MCObjectFileInfo> AMOFI(
      TheTarget->createMCObjectFileInfo(ACtx, /*PIC=*/false));
  ACtx.setObjectFileInfo(AMOFI.get());
  SmallString<4096> ObjBytes;
  {
    raw_svector_ostream OS(ObjBytes);
    std::unique_ptr<MCCodeEmitter> CE(
        TheTarget->createMCCodeEmitter(*MCII, ACtx));
    std::unique_ptr<MCAsmBackend> MAB(
        TheTarget->createMCAsmBackend(*STI, *MRI, MCOptions));
    std::unique_ptr<MCObjectWriter> OW = MAB->createObjectWriter(OS);
    std::unique_ptr<MCStreamer> Str(TheTarget->createMCObjectStreamer(
        TheTriple, ACtx, std::move(MAB), std::move(OW), std::move(CE), *STI));
    std::unique_ptr<MCAsmParser> Parser(
        createMCAsmParser(SrcMgr, ACtx, *Str, *MAI));
    std::unique_ptr<MCTargetAsmParser> TAP(
        TheTarget->createMCAsmParser(*STI, *Parser, *MCII, MCOptions));
    if (!TAP)
      return simError("the PTO target has no assembly parser");
    Parser->setTargetParser(*TAP);
    if (Parser->Run(/*NoInitialTextSection=*/false) || ACtx.hadError())
      return simError(Path + ": assembly failed");
  }
  return loadObject(MemoryBufferRef(ObjBytes.str(), Path));
}

Error Sim::loadObject(MemoryBufferRef Buf) {
  Expected<std::unique_ptr<object::ObjectFile>> ObjOrErr =
      object::ObjectFile::createObjectFile(Buf);
  if (!ObjOrErr)
    return ObjOrErr.takeError();
  // Sound section headers first: LLVM's iterators below trust them.
  if (Error E = PTO::checkObjectFile(**ObjOrErr))
    return E;
  auto *Obj = cast<object::ELFObjectFileBase>(ObjOrErr->get());

  // Lay out every allocated section in one program region.
  std::map<uint64_t, uint64_t> SecBase; // section index -> address
  Region Prog{ProgramBase, 0, "program", {}};
  for (object::SectionRef Sec : Obj->sections()) {
    object::ELFSectionRef ES(Sec);
    if (!(ES.getFlags() & ELF::SHF_ALLOC))
      continue;
    uint64_t Align = std::max<uint64_t>(Sec.getAlignment().value(), 8);
    uint64_t Off = alignTo(Prog.Bytes.size(), Align);
    SecBase[Sec.getIndex()] = ProgramBase + Off;
    Prog.Bytes.resize(Off + Sec.getSize(), 0);
    if (!Sec.isBSS()) {
      Expected<StringRef> C = Sec.getContents();
      if (!C)
        return C.takeError();
      std::copy(C->begin(), C->end(), Prog.Bytes.begin() + Off);
    }
  }
  Prog.Size = Prog.Bytes.size();

  // Symbols.
  auto SymAddr = [&](const object::SymbolRef &Sym) -> Expected<uint64_t> {
    Expected<object::section_iterator> SI = Sym.getSection();
    if (!SI)
      return SI.takeError();
    Expected<uint64_t> V = Sym.getValue();
    if (!V)
      return V.takeError();
    if (*SI == Obj->section_end())
      return simError("undefined symbol");
    auto It = SecBase.find((*SI)->getIndex());
    if (It == SecBase.end())
      return simError("symbol in a section that is not loaded");
    return It->second + *V;
  };
  for (object::SymbolRef Sym : Obj->symbols()) {
    Expected<StringRef> Name = Sym.getName();
    if (!Name) {
      consumeError(Name.takeError());
      continue;
    }
    if (Name->empty())
      continue;
    Expected<uint64_t> A = SymAddr(Sym);
    if (!A) {
      consumeError(A.takeError());
      continue;
    }
    Symbols[Name->str()] = *A;
    Expected<object::section_iterator> SI = Sym.getSection();
    Expected<uint32_t> Flags = Sym.getFlags();
    if (SI && Flags && *SI != Obj->section_end() && (*SI)->isText() &&
        (*Flags & object::SymbolRef::SF_Global))
      CodeSymbols.insert(Name->str());
    if (!SI)
      consumeError(SI.takeError());
    if (!Flags)
      consumeError(Flags.takeError());
  }

  // RELA relocations (docs/isa.md, "ELF objects").
  for (object::SectionRef RelSec : Obj->sections()) {
    Expected<object::section_iterator> Target = RelSec.getRelocatedSection();
    if (!Target)
      return Target.takeError();
    if (*Target == Obj->section_end())
      continue;
    auto Base = SecBase.find((*Target)->getIndex());
    if (Base == SecBase.end())
      continue;
    for (object::RelocationRef R : RelSec.relocations()) {
      uint64_t P = Base->second + R.getOffset();
      uint64_t S = 0;
      object::symbol_iterator SI = R.getSymbol();
      std::string SymName = "<none>";
      if (SI != Obj->symbol_end()) {
        Expected<StringRef> N = SI->getName();
        if (N)
          SymName = N->str();
        else
          consumeError(N.takeError());
        Expected<uint64_t> A = SymAddr(*SI);
        if (!A) {
          consumeError(A.takeError());
          return simError("relocation against undefined symbol '" + SymName +
                          "' (pto-sim links a single object)");
        }
        S = *A;
      }
      Expected<int64_t> Addend = object::ELFRelocationRef(R).getAddend();
      if (!Addend)
        return Addend.takeError();
      uint64_t Off = P - ProgramBase;
      uint64_t Type = R.getType();
      uint64_t V = S + *Addend;
      unsigned Bytes = 4;
      switch (Type) {
      case PTO::R_PTO_NONE:
        continue;
      case PTO::R_PTO_IMM32:
      case PTO::R_PTO_32:
        break;
      case PTO::R_PTO_PCREL32:
        V -= P;
        break;
      case PTO::R_PTO_64:
        Bytes = 8;
        break;
      default:
        return simError("unknown relocation type " + Twine(Type));
      }
      if (Bytes == 4 && !isInt<32>(int64_t(V)) && !isUInt<32>(V))
        return simError("relocation against '" + SymName +
                        "' does not fit 32 bits");
      if (Off + Bytes > Prog.Bytes.size())
        return simError("relocation outside its section");
      std::memcpy(&Prog.Bytes[Off], &V, Bytes);
    }
  }
  Regions.push_back(std::move(Prog));
  return Error::success();
}

Error Sim::setupArgs() {
  uint64_t Next = BufferBase;
  for (const std::string &Spec : ArgSpecs) {
    Expected<KernelArg> A = parseKernelArg(Spec);
    if (!A)
      return A.takeError();
    uint64_t Addr = 0;
    if (A->IsBuffer) {
      Addr = Next;
      Regions.push_back(
          {Addr, A->Data.size(), "arg" + std::to_string(Args.size()), A->Data});
      // A guard gap after each buffer catches overruns.
      Next = alignTo(Addr + A->Data.size() + 4096, 4096);
    } else if (A->AliasOf >= 0) {
      Expected<uint64_t> P = aliasAddress(*A, Args, ArgAddr);
      if (!P)
        return P.takeError();
      Addr = *P;
    } else {
      Addr = uint64_t(A->Scalar);
    }
    ArgAddr.push_back(Addr);
    Args.push_back(std::move(*A));
  }
  Regions.push_back({StackTop - StackSize, StackSize, "stack",
                     std::vector<uint8_t>(StackSize, 0)});
  // Arguments 0-7 in a0-a7 (x8-x15), the rest in 8-byte slots at sp.
  uint64_t SP = StackTop -
                alignTo(8 * (ArgAddr.size() > 8 ? ArgAddr.size() - 8 : 0), 16) -
                64;
  for (size_t I = 0; I < ArgAddr.size(); ++I) {
    if (I < 8) {
      X[8 + I] = ArgAddr[I];
      continue;
    }
    Expected<uint8_t *> P = gmPtr(SP + 8 * (I - 8), 8, "stack argument");
    if (!P)
      return P.takeError();
    std::memcpy(*P, &ArgAddr[I], 8);
  }
  X[1] = ReturnSentinel;
  X[2] = SP;
  return Error::success();
}

Error Sim::finishOutputs() {
  // Copy the buffers back from memory.
  for (size_t I = 0; I < Args.size(); ++I)
    if (Args[I].IsBuffer)
      for (Region &R : Regions)
        if (R.Base == ArgAddr[I])
          Args[I].Data = R.Bytes;
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

//===----------------------------------------------------------------------===//
// Memories
//===----------------------------------------------------------------------===//

Expected<uint8_t *> Sim::gmPtr(uint64_t Addr, uint64_t Size,
                               const Twine &What) {
  for (Region &R : Regions)
    if (Addr >= R.Base && Addr - R.Base < R.Size) {
      if (Addr - R.Base + Size > R.Size)
        return simError(What + ": access [0x" +
                        utohexstr(Addr, /*LowerCase=*/true) + ", 0x" +
                        utohexstr(Addr + Size, /*LowerCase=*/true) +
                        ") runs past the end of " + R.Name);
      return R.Bytes.data() + (Addr - R.Base);
    }
  return simError(What + ": address 0x" + utohexstr(Addr, /*LowerCase=*/true) +
                  " is not mapped (no buffer, program or stack there)");
}

Expected<const DecodedInst *> Sim::decodeAt(uint64_t Addr) {
  auto It = Decoded.find(Addr);
  if (It != Decoded.end())
    return &It->second;
  const Region &Prog = Regions.front();
  if (Addr < Prog.Base || Addr >= Prog.Base + Prog.Size || Addr % 8)
    return simError("jump to 0x" + utohexstr(Addr, /*LowerCase=*/true) +
                    ", outside the program (or misaligned)");
  DecodedInst D;
  ArrayRef<uint8_t> Bytes(Prog.Bytes);
  Bytes = Bytes.slice(Addr - Prog.Base);
  if (DisAsm->getInstruction(D.Inst, D.Size, Bytes, Addr, nulls()) !=
      MCDisassembler::Success)
    return simError("invalid instruction encoding at 0x" +
                    utohexstr(Addr, /*LowerCase=*/true));
  unsigned Opc = D.Inst.getOpcode();
  D.Pipe = PTOII::getPipe(MCII->get(Opc).TSFlags);
  D.Names = &OperandIndices.try_emplace(Opc, Opc).first->second;
  raw_string_ostream OS(D.Text);
  IP->printInst(&D.Inst, Addr, "", *STI, OS);
  OS.flush();
  std::replace(D.Text.begin(), D.Text.end(), '\t', ' ');
  D.Text = StringRef(D.Text).trim().str();
  return &Decoded.emplace(Addr, std::move(D)).first->second;
}

std::string Sim::describe(uint64_t Addr) {
  std::string S = "0x" + utohexstr(Addr, /*LowerCase=*/true);
  // The nearest symbol at or before the address.
  std::string Best;
  uint64_t BestAddr = 0;
  for (auto &[Name, A] : Symbols)
    if (A <= Addr && A >= BestAddr && !StringRef(Name).starts_with(".L")) {
      Best = Name;
      BestAddr = A;
    }
  if (!Best.empty())
    S += " <" + Best + "+" + std::to_string(Addr - BestAddr) + ">";
  auto It = Decoded.find(Addr);
  if (It != Decoded.end())
    S += " `" + It->second.Text + "`";
  return S;
}

//===----------------------------------------------------------------------===//
// Race detection: vector clocks over a shadow state per byte range
//===----------------------------------------------------------------------===//

/// Makes the segments of the interval map \p M (start -> segment ending at
/// End) cover [Lo, Hi) exactly: splits the segments that straddle Lo or Hi
/// and fills every gap with a copy of \p Empty. The shadow state of the race
/// detector and the --ideal dependence state share it.
template <typename SegT>
static void coverRange(std::map<uint64_t, SegT> &M, uint64_t Lo, uint64_t Hi,
                       const SegT &Empty) {
  auto SplitAt = [&](uint64_t A) {
    auto It = M.upper_bound(A);
    if (It == M.begin())
      return;
    --It;
    if (It->first < A && It->second.End > A) {
      SegT Tail = It->second;
      It->second.End = A;
      M.emplace(A, Tail);
    }
  };
  SplitAt(Lo);
  SplitAt(Hi);
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
  for (auto [GL, GH] : Gaps) {
    SegT S = Empty;
    S.End = GH;
    M.emplace(GL, std::move(S));
  }
}

/// Checks (and, unless CheckOnly, records) an access to bytes [Lo, Hi) of
/// memory Space by agent Agent (its Seq-th operation), which knows VC.
void Sim::access(unsigned Space, uint64_t Lo, uint64_t Hi, bool Write,
                 unsigned Agent, uint32_t Seq, const VClock &VC, uint32_t Op,
                 bool CheckOnly) {
  if (Lo >= Hi)
    return;
  std::map<uint64_t, Segment> &M = Shadow[Space];
  // Every byte in [Lo, Hi) gets a segment of its own.
  if (!CheckOnly)
    coverRange(M, Lo, Hi, Segment{0, {}, {}});
  auto Report = [&](const Access &Prev, bool PrevWrite, uint64_t SL,
                    uint64_t SH) {
    if (NoRaceCheck)
      return;
    const OpRecord &A = Ops[Prev.Op], &B = Ops[Op];
    unsigned Kind = (PrevWrite ? 2 : 0) | (Write ? 1 : 0);
    if (!ReportedRaces.insert({A.PC, B.PC, Kind}).second)
      return;
    ++NumRaces;
    if (NumRaces > MaxRaces)
      return;
    auto KindStr = [](bool W) { return W ? "write" : "read"; };
    std::string Msg;
    raw_string_ostream OS(Msg);
    OS << "race on " << spaceName(Space) << " bytes [0x"
       << utohexstr(SL, /*LowerCase=*/true) << ", 0x"
       << utohexstr(SH, /*LowerCase=*/true) << "): " << pipeName(B.Pipe) << " "
       << KindStr(Write) << " by " << describe(B.PC) << " is not ordered after "
       << pipeName(A.Pipe) << " " << KindStr(PrevWrite) << " by "
       << describe(A.PC)
       << (A.Pipe == B.Pipe ? " (same pipe, no pipe_barrier between them)"
                            : " (no set_flag/wait_flag chain between them)");
    WithColor::error(errs(), ToolName) << Msg << " at cycle " << Now << "\n";
  };
  auto Ordered = [&](const Access &Prev) {
    return Prev.Seq == 0 || Prev.Op == Op || Prev.Seq <= VC[Prev.Agent];
  };
  for (auto It = M.lower_bound(Lo); It != M.end() && It->first < Hi; ++It) {
    Segment &S = It->second;
    uint64_t SL = std::max(It->first, Lo), SH = std::min(S.End, Hi);
    if (!Ordered(S.W))
      Report(S.W, true, SL, SH);
    if (Write)
      for (const Access &R : S.R)
        if (!Ordered(R))
          Report(R, false, SL, SH);
    if (CheckOnly)
      continue;
    Access New{Seq, Op, uint8_t(Agent)};
    if (Write) {
      S.W = New;
      S.R = {};
    } else {
      S.R[Agent] = New;
    }
  }
  if (CheckOnly)
    return;
  // Merge neighbours with identical state to keep the map small.
  auto Same = [](const Segment &A, const Segment &B) {
    auto Eq = [](const Access &X, const Access &Y) {
      return X.Seq == Y.Seq && X.Op == Y.Op && X.Agent == Y.Agent;
    };
    if (!Eq(A.W, B.W))
      return false;
    for (unsigned I = 0; I < NumAgents; ++I)
      if (!Eq(A.R[I], B.R[I]))
        return false;
    return true;
  };
  auto It = M.lower_bound(Lo);
  if (It != M.begin())
    --It;
  while (It != M.end() && It->first <= Hi) {
    auto Next = std::next(It);
    if (Next != M.end() && It->second.End == Next->first &&
        Same(It->second, Next->second)) {
      It->second.End = Next->second.End;
      M.erase(Next);
      continue;
    }
    It = Next;
  }
}

//===----------------------------------------------------------------------===//
// Tile instruction decoding into plans
//===----------------------------------------------------------------------===//

void Sim::tileAddr(const DecodedInst &DI, PTO::OpName N, unsigned AS,
                   TileOperand &T) {
  unsigned Base = (*DI.Names)[N];
  T.AS = AS;
  T.Addr = reg(DI.Inst.getOperand(Base)) +
           uint64_t(DI.Inst.getOperand(Base + TileOffsetSubOp).getImm());
}

Error Sim::onChipWindow(const TileOperand &T, const DecodedInst &DI) {
  std::optional<PTO::MemoryLimits> L = PTO::getMemoryLimits(Gen, T.AS);
  if (!L)
    return simError("no memory " + Twine(spaceName(T.AS)));
  if (T.Addr % L->Alignment)
    return simError(Twine(spaceName(T.AS)) + " tile at 0x" +
                    utohexstr(T.Addr, /*LowerCase=*/true) + " is not " +
                    Twine(L->Alignment) + "-byte aligned");
  if (T.Addr + T.bytes() > L->Capacity)
    return simError(Twine(spaceName(T.AS)) + " tile [0x" +
                    utohexstr(T.Addr, /*LowerCase=*/true) + ", 0x" +
                    utohexstr(T.Addr + T.bytes(), /*LowerCase=*/true) +
                    ") is outside the memory (" + Twine(L->Capacity) +
                    " bytes on " + MCPU + ")");
  return Error::success();
}

/// The byte ranges a tile plan reads and writes.
static void planAccesses(const TilePlan &Pl, SmallVectorImpl<ByteAccess> &Out) {
  for (const TileOperand &T : Pl.Srcs)
    Out.push_back({T.AS, T.Addr, T.Addr + T.bytes(), false});
  if (Pl.Kind == Sem::Load || Pl.Kind == Sem::Store)
    for (unsigned R = 0; R < Pl.GM.Rows; ++R)
      Out.push_back({1, Pl.GM.Addr + R * Pl.GM.Stride,
                     Pl.GM.Addr + R * Pl.GM.Stride + Pl.GM.RowBytes,
                     Pl.Kind == Sem::Store});
  if (Pl.Kind != Sem::Store && Pl.Kind != Sem::GetVal)
    Out.push_back({Pl.Dst.AS, Pl.Dst.Addr, Pl.Dst.Addr + Pl.Dst.bytes(), true});
}

/// --ideal: the earlier operations (program order) that \p Accs conflict
/// with: the last writer of every byte read or written, and the readers
/// since then of every byte written.
void Sim::dependences(ArrayRef<ByteAccess> Accs,
                      SmallVectorImpl<uint32_t> &Deps) {
  for (const ByteAccess &A : Accs) {
    std::map<uint64_t, DepSeg> &M = DepShadow[A.Space];
    auto It = M.upper_bound(A.Lo);
    if (It != M.begin())
      --It;
    for (; It != M.end() && It->first < A.Hi; ++It) {
      if (It->second.End <= A.Lo)
        continue;
      if (It->second.Writer >= 0)
        Deps.push_back(uint32_t(It->second.Writer));
      if (A.Write)
        Deps.append(It->second.Readers.begin(), It->second.Readers.end());
    }
  }
  llvm::sort(Deps);
  Deps.erase(std::unique(Deps.begin(), Deps.end()), Deps.end());
}

/// --ideal: records a new dynamic operation's accesses; returns its id.
uint32_t Sim::recordDependences(ArrayRef<ByteAccess> Accs) {
  uint32_t Id = uint32_t(DynEnd.size());
  DynEnd.push_back(UINT64_MAX);
  for (const ByteAccess &A : Accs) {
    std::map<uint64_t, DepSeg> &M = DepShadow[A.Space];
    coverRange(M, A.Lo, A.Hi, DepSeg{0, -1, {}});
    for (auto It = M.lower_bound(A.Lo); It != M.end() && It->first < A.Hi;
         ++It) {
      if (A.Write) {
        It->second.Writer = Id;
        It->second.Readers.clear();
      } else if (It->second.Readers.empty() ||
                 It->second.Readers.back() != Id) {
        It->second.Readers.push_back(Id);
      }
    }
  }
  return Id;
}

Error Sim::planTile(const DecodedInst &DI, TilePlan &P) {
  const MCInst &I = DI.Inst;
  unsigned Opc = I.getOpcode();
  // Every operand by name (PTOTileInstrInfo.td): the instruction carries
  // every shape it needs.
  auto Has = [&](PTO::OpName N) { return DI.has(N); };
  auto Imm = [&](PTO::OpName N) { return unsigned(DI.imm(N)); };
  DType DT = DType(Imm(PTO::OpName::dtype));
  std::string ShapeErr = PTO::checkTileShapes(
      Opc, [&](unsigned K) { return I.getOperand(K).getImm(); });
  if (!ShapeErr.empty())
    return simError("`" + DI.Text + "`: " + ShapeErr);
  auto Shaped = [&](PTO::OpName N, unsigned AS, unsigned Rows, unsigned Cols,
                    DType D) {
    TileOperand T;
    tileAddr(DI, N, AS, T);
    T.Rows = Rows;
    T.Cols = Cols;
    T.DT = D;
    return T;
  };
  using PTO::OpName;
  bool HasDst = true;
  unsigned Rows = Has(OpName::rows) ? Imm(OpName::rows) : 0;
  unsigned Cols = Has(OpName::cols) ? Imm(OpName::cols) : 0;
  unsigned SrcRows = Has(OpName::srcrows) ? Imm(OpName::srcrows) : 0;
  unsigned SrcCols = Has(OpName::srccols) ? Imm(OpName::srccols) : 0;
  using namespace PTO;
  switch (Opc) {
  case TLOAD_MAT_A:
  case TLOAD_VEC_A: {
    P.Kind = Sem::Load;
    P.Dst = Shaped(OpName::t0, Opc == TLOAD_MAT_A ? AS_MAT : AS_VEC, Rows, Cols,
                   DT);
    unsigned B = dtypeBytes(DT);
    P.GM = {reg(DI.op(OpName::r1)), reg(DI.op(OpName::r2)) * B,
            uint64_t(Cols) * B, Rows};
    break;
  }
  case TSTORE_VEC_A:
  case TSTORE_MAT_A:
  case TSTORE_ACC_A: {
    P.Kind = Sem::Store;
    HasDst = false;
    unsigned AS = Opc == TSTORE_VEC_A   ? AS_VEC
                  : Opc == TSTORE_MAT_A ? AS_MAT
                                        : AS_ACC;
    P.Srcs.push_back(Shaped(OpName::t0, AS, Rows, Cols, DT));
    unsigned B = dtypeBytes(DT);
    P.GM = {reg(DI.op(OpName::r1)), reg(DI.op(OpName::r2)) * B,
            uint64_t(Cols) * B, Rows};
    break;
  }
  case TMOV_LEFT_MAT_A:
  case TMOV_RIGHT_MAT_A:
  case TMOV_MAT_MAT_A:
  case TMOV_BIAS_MAT_A:
  case TMOV_VEC_ACC_A:
  case TMOV_MAT_ACC_A:
  case TMOV_VEC_VEC_A: {
    static const std::map<unsigned, std::pair<unsigned, unsigned>> M = {
        {TMOV_LEFT_MAT_A, {AS_LEFT, AS_MAT}},
        {TMOV_RIGHT_MAT_A, {AS_RIGHT, AS_MAT}},
        {TMOV_MAT_MAT_A, {AS_MAT, AS_MAT}},
        {TMOV_BIAS_MAT_A, {AS_BIAS, AS_MAT}},
        {TMOV_VEC_ACC_A, {AS_VEC, AS_ACC}},
        {TMOV_MAT_ACC_A, {AS_MAT, AS_ACC}},
        {TMOV_VEC_VEC_A, {AS_VEC, AS_VEC}}};
    auto [D, S] = M.at(Opc);
    P.Kind = Sem::Copy;
    P.Dst = Shaped(OpName::t0, D, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::t1, S, Rows, Cols, DT));
    break;
  }
  case TEXTRACT_VEC_VEC_A:
  case TEXTRACT_MAT_MAT_A:
  case TEXTRACT_LEFT_MAT_A:
  case TEXTRACT_RIGHT_MAT_A: {
    unsigned D = Opc == TEXTRACT_VEC_VEC_A    ? AS_VEC
                 : Opc == TEXTRACT_MAT_MAT_A  ? AS_MAT
                 : Opc == TEXTRACT_LEFT_MAT_A ? AS_LEFT
                                              : AS_RIGHT;
    unsigned S = Opc == TEXTRACT_VEC_VEC_A ? AS_VEC : AS_MAT;
    P.Kind = Sem::Extract;
    P.Dst = Shaped(OpName::t0, D, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::t1, S, SrcRows, SrcCols, DT));
    P.Row = Imm(OpName::row);
    P.Col = Imm(OpName::col);
    break;
  }
  case TINSERT_VEC_A:
  case TINSERT_MAT_A: {
    unsigned AS = Opc == TINSERT_VEC_A ? AS_VEC : AS_MAT;
    P.Kind = Sem::Insert;
    P.Dst = Shaped(OpName::t0, AS, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::ip, AS, Rows, Cols, DT));
    P.Srcs.push_back(Shaped(OpName::t1, AS, SrcRows, SrcCols, DT));
    P.Row = Imm(OpName::row);
    P.Col = Imm(OpName::col);
    break;
  }
  case TMATMUL_A:
  case TMATMUL_ACC_A:
  case TMATMUL_BIAS_A: {
    P.Kind = Sem::Matmul;
    P.HasAcc = Opc == TMATMUL_ACC_A;
    P.HasBias = Opc == TMATMUL_BIAS_A;
    unsigned K = Imm(OpName::k);
    DType In = DType(Imm(OpName::srcdtype));
    P.Dst = Shaped(OpName::t0, AS_ACC, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::t1, AS_LEFT, Rows, K, In));
    P.Srcs.push_back(Shaped(OpName::t2, AS_RIGHT, K, Cols, In));
    if (P.HasAcc)
      P.Srcs.push_back(Shaped(OpName::ip, AS_ACC, Rows, Cols, DT));
    if (P.HasBias)
      P.Srcs.push_back(Shaped(OpName::t3, AS_BIAS, 1, Cols, DT));
    break;
  }
  case TGETVAL_A: {
    P.Kind = Sem::GetVal;
    HasDst = false;
    P.GetValReg = MRI->getEncodingValue(DI.op(OpName::r1).getReg());
    P.Srcs.push_back(Shaped(OpName::t0, AS_VEC, Rows, Cols, DT));
    P.Row = Imm(OpName::row);
    P.Col = Imm(OpName::col);
    break;
  }
  case TSETVAL_A: {
    P.Kind = Sem::SetVal;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    P.Srcs.push_back(Shaped(OpName::ip, AS_VEC, Rows, Cols, DT));
    P.Row = Imm(OpName::row);
    P.Col = Imm(OpName::col);
    P.Bits = reg(DI.op(OpName::r1));
    break;
  }
  case TFILL_A:
    P.Kind = Sem::Fill;
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    P.Bits = reg(DI.op(OpName::r1));
    break;
  default: {
    // Vector ops: dst, a [, b | scalar], rows, cols, ..., dtype.
    P.Dst = Shaped(OpName::t0, AS_VEC, Rows, Cols, DT);
    static const std::map<unsigned, BinOp> Bins = {
        {TADD_A, BinOp::Add}, {TSUB_A, BinOp::Sub}, {TMUL_A, BinOp::Mul},
        {TDIV_A, BinOp::Div}, {TMAX_A, BinOp::Max}, {TMIN_A, BinOp::Min}};
    static const std::map<unsigned, BinOp> BinSs = {{TADDS_A, BinOp::Add},
                                                    {TMULS_A, BinOp::Mul},
                                                    {TMAXS_A, BinOp::Max},
                                                    {TMINS_A, BinOp::Min}};
    static const std::map<unsigned, UnOp> Uns = {
        {TEXP_A, UnOp::Exp},     {TLOG_A, UnOp::Log},     {TSQRT_A, UnOp::Sqrt},
        {TRSQRT_A, UnOp::Rsqrt}, {TRECIP_A, UnOp::Recip}, {TABS_A, UnOp::Abs},
        {TNEG_A, UnOp::Neg},     {TRELU_A, UnOp::Relu}};
    static const std::map<unsigned, ReduceOp> Reds = {
        {TROWSUM_A, ReduceOp::RowSum},
        {TROWMAX_A, ReduceOp::RowMax},
        {TCOLSUM_A, ReduceOp::ColSum},
        {TCOLMAX_A, ReduceOp::ColMax}};
    if (Bins.count(Opc)) {
      P.Kind = Sem::Bin;
      P.BOp = Bins.at(Opc);
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, Cols, DT));
      P.Srcs.push_back(Shaped(OpName::t2, AS_VEC, Rows, Cols, DT));
    } else if (BinSs.count(Opc)) {
      P.Kind = Sem::BinS;
      P.BOp = BinSs.at(Opc);
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, Cols, DT));
      P.Bits = reg(DI.op(OpName::r1));
    } else if (Uns.count(Opc)) {
      P.Kind = Sem::Un;
      P.UOp = Uns.at(Opc);
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Rows, Cols, DT));
    } else if (Reds.count(Opc)) {
      P.Kind = Sem::Reduce;
      P.ROp = Reds.at(Opc);
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, SrcRows, SrcCols, DT));
    } else if (Opc == TROWEXPAND_A || Opc == TCOLEXPAND_A) {
      P.Kind = Sem::Expand;
      P.ExpandRows = Opc == TROWEXPAND_A;
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, SrcRows, SrcCols, DT));
    } else if (Opc == TCVT_A) {
      P.Kind = Sem::Cvt;
      P.Srcs.push_back(
          Shaped(OpName::t1, AS_VEC, Rows, Cols, DType(Imm(OpName::srcdtype))));
    } else if (Opc == TTRANS_A) {
      P.Kind = Sem::Trans;
      P.Srcs.push_back(Shaped(OpName::t1, AS_VEC, Cols, Rows, DT));
    } else {
      return simError("pto-sim does not model `" + DI.Text + "`");
    }
  }
  }
  // Capacity and alignment of every on-chip window.
  if (HasDst)
    if (Error E = onChipWindow(P.Dst, DI))
      return E;
  for (const TileOperand &T : P.Srcs)
    if (Error E = onChipWindow(T, DI))
      return E;

  // Cost (docs/simulator.md, "Pipes and timing"): the instruction's cost
  // class (PTOSchedule.td) applied to its work.
  uint64_t Bytes = HasDst ? P.Dst.bytes() : 0;
  for (const TileOperand &T : P.Srcs)
    Bytes = std::max(Bytes, T.bytes());
  const ClassTiming &C = TM->classOf(I.getOpcode());
  uint64_t Work = Bytes;
  bool I8 = false;
  if (C.Work == WorkUnit::Macs) {
    Work = uint64_t(P.Dst.Rows) * P.Dst.Cols * P.Srcs[0].Cols;
    I8 = P.Srcs[0].DT == DType::I8;
  }
  P.II = C.initiationInterval(Work, I8);
  P.Latency = C.latency(Work, I8);
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Executing tile operations
//===----------------------------------------------------------------------===//

static Tile tileAt(std::vector<uint8_t> &Mem, const TileOperand &T) {
  Tile R;
  R.Data = Mem.data() + T.Addr;
  R.Rows = T.Rows;
  R.Cols = T.Cols;
  R.DT = T.DT;
  return R;
}

/// Starts a tile op on pipe P at Now: race checks, reads, schedules the
/// write-back at Now + latency.
Error Sim::startTile(unsigned P, QOp &Op) {
  PipeState &PS = Pipes[P];
  TilePlan &Pl = Op.Plan;
  join(PS.Clock, Op.DispatchVC);
  uint32_t Seq = ++PS.Seq;
  uint32_t Id = newOp(Op.PC, P);
  const VClock &VC = PS.Clock;

  // Accesses: all checks first, then the records (an op's own reads and
  // writes never race with each other).
  auto ForAccesses = [&](bool CheckOnly) {
    for (const TileOperand &T : Pl.Srcs)
      access(T.AS, T.Addr, T.Addr + T.bytes(), false, P, Seq, VC, Id,
             CheckOnly);
    if (Pl.Kind == Sem::Load)
      for (unsigned R = 0; R < Pl.GM.Rows; ++R)
        access(1, Pl.GM.Addr + R * Pl.GM.Stride,
               Pl.GM.Addr + R * Pl.GM.Stride + Pl.GM.RowBytes, false, P, Seq,
               VC, Id, CheckOnly);
    if (Pl.Kind == Sem::Store)
      for (unsigned R = 0; R < Pl.GM.Rows; ++R)
        access(1, Pl.GM.Addr + R * Pl.GM.Stride,
               Pl.GM.Addr + R * Pl.GM.Stride + Pl.GM.RowBytes, true, P, Seq, VC,
               Id, CheckOnly);
    else
      access(Pl.Dst.AS, Pl.Dst.Addr, Pl.Dst.Addr + Pl.Dst.bytes(), true, P, Seq,
             VC, Id, CheckOnly);
  };
  ForAccesses(true);
  ForAccesses(false);

  // Functional effect: read the inputs now, write the result at the end.
  PendingCommit C;
  C.Time = Now + Pl.Latency;
  C.Order = EventOrder++;
  C.AS = Pl.Kind == Sem::Store ? 1 : Pl.Dst.AS;
  C.Dst = Pl.Dst;
  C.GM = Pl.GM;
  if (Pl.Kind == Sem::Store) {
    for (unsigned R = 0; R < Pl.GM.Rows; ++R) {
      Expected<uint8_t *> Ptr =
          gmPtr(Pl.GM.Addr + R * Pl.GM.Stride, Pl.GM.RowBytes, "tstore");
      if (!Ptr)
        return Ptr.takeError();
    }
    const TileOperand &S = Pl.Srcs[0];
    C.Data.assign(OnChip[S.AS].begin() + S.Addr,
                  OnChip[S.AS].begin() + S.Addr + S.bytes());
  } else {
    C.Data.assign(Pl.Dst.bytes(), 0);
    Tile D = tileAt(C.Data, Pl.Dst);
    D.Data = C.Data.data();
    auto S = [&](unsigned K) {
      return tileAt(OnChip[Pl.Srcs[K].AS], Pl.Srcs[K]);
    };
    switch (Pl.Kind) {
    case Sem::Load:
      for (unsigned R = 0; R < Pl.GM.Rows; ++R) {
        Expected<uint8_t *> Ptr =
            gmPtr(Pl.GM.Addr + R * Pl.GM.Stride, Pl.GM.RowBytes, "tload");
        if (!Ptr)
          return Ptr.takeError();
        std::memcpy(D.Data + R * Pl.GM.RowBytes, *Ptr, Pl.GM.RowBytes);
      }
      break;
    case Sem::Copy:
      std::memcpy(D.Data, S(0).Data, Pl.Dst.bytes());
      break;
    case Sem::Extract:
      extract(D, S(0), Pl.Row, Pl.Col);
      break;
    case Sem::Insert:
      std::memcpy(D.Data, S(0).Data, Pl.Dst.bytes());
      insert(D, S(1), Pl.Row, Pl.Col);
      break;
    case Sem::Matmul: {
      Tile Acc, Bias;
      if (Pl.HasAcc)
        Acc = S(2);
      if (Pl.HasBias)
        Bias = S(2);
      matmul(D, S(0), S(1), Pl.HasAcc ? &Acc : nullptr,
             Pl.HasBias ? &Bias : nullptr);
      break;
    }
    case Sem::Bin:
      binary(Pl.BOp, D, S(0), S(1));
      break;
    case Sem::BinS:
      binaryScalar(Pl.BOp, D, S(0), Pl.Bits);
      break;
    case Sem::Un:
      unary(Pl.UOp, D, S(0));
      break;
    case Sem::Reduce:
      reduce(Pl.ROp, D, S(0));
      break;
    case Sem::Expand:
      expand(Pl.ExpandRows, D, S(0));
      break;
    case Sem::Cvt:
      convert(D, S(0));
      break;
    case Sem::Trans:
      transpose(D, S(0));
      break;
    case Sem::Fill:
      ptosim::fill(D, Pl.Bits);
      break;
    default:
      return simError("internal: bad tile plan");
    }
  }
  // Bias and matmul inputs in a matmul are not the acc: tile S(2) picks the
  // right one because HasAcc and HasBias exclude each other.
  Commits.push(std::move(C));

  // Timing and statistics.
  uint64_t End = Now + Pl.Latency;
  PS.NextIssue = Now + Pl.II;
  PS.MaxEnd = std::max(PS.MaxEnd, End);
  if (End > std::max(Now, PS.CoveredUntil))
    PS.Busy += End - std::max(Now, PS.CoveredUntil);
  PS.CoveredUntil = std::max(PS.CoveredUntil, End);
  ++PS.NumOps;
  if (Tracing)
    Slices.push_back({P, Now, End, Op.PC});
  return Error::success();
}

void Sim::commit(PendingCommit &C) {
  if (C.AS == 1) {
    for (unsigned R = 0; R < C.GM.Rows; ++R) {
      Expected<uint8_t *> Ptr =
          gmPtr(C.GM.Addr + R * C.GM.Stride, C.GM.RowBytes, "tstore");
      if (!Ptr) {
        consumeError(Ptr.takeError()); // checked when the store started
        continue;
      }
      std::memcpy(*Ptr, C.Data.data() + R * C.GM.RowBytes, C.GM.RowBytes);
    }
    return;
  }
  std::memcpy(OnChip[C.AS].data() + C.Dst.Addr, C.Data.data(), C.Data.size());
}

/// Tile instructions of pipe S (tgetval, tsetval) run in the scalar unit.
Error Sim::execScalarTile(const DecodedInst &DI) {
  TilePlan Pl;
  if (Error E = planTile(DI, Pl))
    return E;
  uint32_t Id = newOp(PC, PipeS);
  ++ScalarSeq;
  ScalarClock[PipeS] = ScalarSeq;
  const TileOperand &S = Pl.Srcs[0];
  if (Pl.Kind == Sem::GetVal) {
    uint64_t A =
        S.Addr + (uint64_t(Pl.Row) * S.Cols + Pl.Col) * dtypeBytes(S.DT);
    access(S.AS, A, A + dtypeBytes(S.DT), false, PipeS, ScalarSeq, ScalarClock,
           Id, false);
    uint64_t Bits = loadBits(OnChip[S.AS].data() + A, S.DT);
    // f16/bf16 bits zero-extend; i8 sign-extends; 32-bit types sign-extend.
    int64_t V = S.DT == DType::I8       ? int64_t(int8_t(Bits))
                : dtypeBytes(S.DT) == 4 ? int64_t(int32_t(Bits))
                                        : int64_t(Bits);
    if (Pl.GetValReg)
      X[Pl.GetValReg] = uint64_t(V);
    return Error::success();
  }
  // tsetval: copy the tile (if it moved) and set one element.
  access(S.AS, S.Addr, S.Addr + S.bytes(), false, PipeS, ScalarSeq, ScalarClock,
         Id, true);
  access(Pl.Dst.AS, Pl.Dst.Addr, Pl.Dst.Addr + Pl.Dst.bytes(), true, PipeS,
         ScalarSeq, ScalarClock, Id, true);
  access(S.AS, S.Addr, S.Addr + S.bytes(), false, PipeS, ScalarSeq, ScalarClock,
         Id, false);
  access(Pl.Dst.AS, Pl.Dst.Addr, Pl.Dst.Addr + Pl.Dst.bytes(), true, PipeS,
         ScalarSeq, ScalarClock, Id, false);
  std::memmove(OnChip[Pl.Dst.AS].data() + Pl.Dst.Addr,
               OnChip[S.AS].data() + S.Addr, S.bytes());
  Tile D = tileAt(OnChip[Pl.Dst.AS], Pl.Dst);
  storeBits(D.at(Pl.Row, Pl.Col), D.DT, Pl.Bits);
  return Error::success();
}

//===----------------------------------------------------------------------===//
// The scalar unit
//===----------------------------------------------------------------------===//

Error Sim::dispatch(const DecodedInst &DI, unsigned Pipe, bool &Stalled) {
  Stalled = false;
  if (Pipes[Pipe].Queue.size() >= TM->queueDepth()) {
    Stalled = true;
    ScalarBlocked = std::string("queue of pipe ") + pipeName(Pipe) + " full";
    return Error::success();
  }
  QOp Op;
  Op.PC = PC;
  Op.DI = &DI;
  Op.DispatchVC = ScalarClock;
  switch (DI.Inst.getOpcode()) {
  case PTO::SET_FLAG:
    Op.Kind = QKind::Set;
    break;
  case PTO::WAIT_FLAG:
    Op.Kind = QKind::Wait;
    break;
  case PTO::PIPE_BARRIER:
    Op.Kind = QKind::Barrier;
    break;
  default:
    Op.Kind = QKind::Tile;
    if (Error E = planTile(DI, Op.Plan))
      return E;
    if (Ideal) {
      SmallVector<ByteAccess, 8> Accs;
      planAccesses(Op.Plan, Accs);
      dependences(Accs, Op.Deps);
      Op.DynId = recordDependences(Accs);
    }
  }
  if (Op.Kind != QKind::Tile) {
    Op.Src = unsigned(DI.imm(PTO::OpName::src));
    if (Op.Kind != QKind::Barrier) {
      Op.Dst = unsigned(DI.imm(PTO::OpName::dst));
      Op.Event = unsigned(DI.imm(PTO::OpName::event));
    }
  }
  if (Pipes[Pipe].Queue.empty())
    Pipes[Pipe].HeadSince = Now;
  Pipes[Pipe].Queue.push_back(std::move(Op));
  return Error::success();
}

namespace {
/// A scalar load or store: bytes accessed, direction, sign extension.
struct ScalarMemOp {
  unsigned Bytes;
  bool Store, Signed;
};
} // namespace

/// The load or store \p Opc is, or null.
static const ScalarMemOp *getScalarMemOp(unsigned Opc) {
  static const std::map<unsigned, ScalarMemOp> M = {
      {PTO::LB, {1, false, true}},  {PTO::LBU, {1, false, false}},
      {PTO::LH, {2, false, true}},  {PTO::LHU, {2, false, false}},
      {PTO::LW, {4, false, true}},  {PTO::LWU, {4, false, false}},
      {PTO::LD, {8, false, false}}, {PTO::SB, {1, true, false}},
      {PTO::SH, {2, true, false}},  {PTO::SW, {4, true, false}},
      {PTO::SD, {8, true, false}}};
  auto It = M.find(Opc);
  return It == M.end() ? nullptr : &It->second;
}

Error Sim::stepScalar(bool &Progress) {
  Progress = false;
  if (ScalarDone || ScalarReady > Now)
    return Error::success();
  if (PC == ReturnSentinel) {
    ScalarDone = true;
    Progress = true;
    return Error::success();
  }
  Expected<const DecodedInst *> DIOrErr = decodeAt(PC);
  if (!DIOrErr)
    return DIOrErr.takeError();
  const DecodedInst &DI = **DIOrErr;
  unsigned Opc = DI.Inst.getOpcode();
  uint64_t NextPC = PC + DI.Size;
  // The operands by name (PTOInstrInfo.td): rd, rs1..rs3, imm; src, dst,
  // event of the sync instructions.
  using PTO::OpName;
  auto R = [&](OpName N) { return reg(DI.op(N)); };
  auto Imm = [&](OpName N) { return DI.imm(N); };
  auto Set = [&](uint64_t V) { setReg(DI.op(OpName::rd), V); };
  auto Rs1 = [&] { return R(OpName::rs1); };
  auto Rs2 = [&] { return R(OpName::rs2); };
  auto ImmOp = [&] { return Imm(OpName::imm); };
  ScalarBlocked.clear();

  if (Ideal) {
    // Synchronization is free and ignored; scalar accesses wait for the
    // operations they depend on.
    if (Opc == PTO::SET_FLAG || Opc == PTO::WAIT_FLAG ||
        Opc == PTO::PIPE_BARRIER) {
      ++NumIgnoredSync;
      PC = NextPC;
      Progress = true;
      return Error::success();
    }
    SmallVector<ByteAccess, 2> Accs;
    if (const ScalarMemOp *M = getScalarMemOp(Opc)) {
      uint64_t A = Rs1() + ImmOp();
      Accs.push_back({1, A, A + M->Bytes, M->Store});
    } else if (Opc == PTO::TGETVAL_A || Opc == PTO::TSETVAL_A) {
      TilePlan Pl;
      if (Error E = planTile(DI, Pl))
        return simError(describe(PC) + ": " + toString(std::move(E)));
      planAccesses(Pl, Accs);
    }
    if (!Accs.empty()) {
      SmallVector<uint32_t, 4> Deps;
      dependences(Accs, Deps);
      if (uint64_t T = depsReady(Deps)) {
        ScalarBlocked = "waiting for the operations it depends on";
        ScalarDepWait = T;
        return Error::success();
      }
      DynEnd[recordDependences(Accs)] = Now;
    }
  }

  // Tile and sync instructions.
  if (Opc == PTO::SET_FLAG || Opc == PTO::WAIT_FLAG ||
      Opc == PTO::PIPE_BARRIER || DI.Pipe != PipeS || Opc == PTO::TGETVAL_A ||
      Opc == PTO::TSETVAL_A) {
    if (Opc == PTO::TGETVAL_A || Opc == PTO::TSETVAL_A) {
      if (Error E = execScalarTile(DI))
        return simError(describe(PC) + ": " + toString(std::move(E)));
    } else if (Opc == PTO::PIPE_BARRIER) {
      unsigned Src = unsigned(Imm(OpName::src));
      if (Src == PipeALL) {
        // Wait for every pipe to drain; then everything is ordered before.
        for (unsigned P = 1; P < NumAgents; ++P)
          if (!Pipes[P].Queue.empty() || Pipes[P].MaxEnd > Now) {
            ScalarBlocked =
                "pipe_barrier ALL waits for pipe " + std::string(pipeName(P));
            return Error::success();
          }
        for (unsigned P = 1; P < NumAgents; ++P) {
          join(ScalarClock, Pipes[P].Clock);
          ScalarClock[P] = std::max(ScalarClock[P], Pipes[P].Seq);
        }
        ++NumBarrier;
      } else if (Src == PipeS) {
        ++NumBarrier; // the scalar unit is sequential
      } else {
        bool Stalled;
        if (Error E = dispatch(DI, Src, Stalled))
          return E;
        if (Stalled)
          return Error::success();
      }
    } else if (Opc == PTO::SET_FLAG || Opc == PTO::WAIT_FLAG) {
      unsigned Src = unsigned(Imm(OpName::src)),
               Dst = unsigned(Imm(OpName::dst)),
               Ev = unsigned(Imm(OpName::event));
      if (Ev >= PTO::getEventIdsPerPair(Gen))
        return simError(describe(PC) + ": event ID " + Twine(Ev) +
                        " out of range (" +
                        Twine(PTO::getEventIdsPerPair(Gen)) +
                        " per pipe pair on " + MCPU + ")");
      if (Src >= PipeALL || Dst >= PipeALL)
        return simError(describe(PC) + ": PIPE_ALL in a flag instruction");
      if (Opc == PTO::SET_FLAG && Src == PipeS) {
        FlagFire F{Now + TM->flagLatency(), EventOrder++, flagKey(Src, Dst, Ev),
                   ScalarClock, unsigned(Flows.size())};
        Flows.push_back({F.FlowId, Src, Dst, Now, 0, DI.Text});
        Fires.push(F);
        ++NumSet;
      } else if (Opc == PTO::WAIT_FLAG && Dst == PipeS) {
        FlagState &FS = Flags[flagKey(Src, Dst, Ev)];
        if (FS.Fired.empty() || FS.Fired.front().first > Now) {
          ScalarBlocked = "blocked in wait_flag";
          return Error::success();
        }
        join(ScalarClock, FS.Fired.front().second);
        FS.Fired.pop_front();
        if (!FS.FlowIds.empty()) {
          Flows[FS.FlowIds.front()].WaitTime = Now;
          FS.FlowIds.pop_front();
        }
        ++NumWait;
      } else {
        bool Stalled;
        if (Error E = dispatch(DI, Opc == PTO::SET_FLAG ? Src : Dst, Stalled))
          return E;
        if (Stalled)
          return Error::success();
      }
    } else {
      bool Stalled;
      if (Error E = dispatch(DI, DI.Pipe, Stalled))
        return simError(describe(PC) + ": " + toString(std::move(E)));
      if (Stalled)
        return Error::success();
    }
  } else {
    // Scalar instructions.
    auto LoadStore = [&](const ScalarMemOp &M) -> Error {
      uint64_t A = Rs1() + ImmOp();
      Expected<uint8_t *> P = gmPtr(A, M.Bytes, describe(PC));
      if (!P)
        return P.takeError();
      uint32_t Id = newOp(PC, PipeS);
      ++ScalarSeq;
      ScalarClock[PipeS] = ScalarSeq;
      access(1, A, A + M.Bytes, M.Store, PipeS, ScalarSeq, ScalarClock, Id,
             false);
      uint64_t V = 0;
      if (M.Store) {
        V = Rs2();
        std::memcpy(*P, &V, M.Bytes);
        return Error::success();
      }
      std::memcpy(&V, *P, M.Bytes);
      if (M.Signed && M.Bytes < 8)
        V = uint64_t(SignExtend64(V, M.Bytes * 8));
      Set(V);
      return Error::success();
    };
    auto Branch = [&](bool Taken) {
      if (Taken)
        NextPC = PC + ImmOp();
    };
    Error E = Error::success();
    switch (Opc) {
    case PTO::NOP:
      break;
    case PTO::ADD:
      Set(Rs1() + Rs2());
      break;
    case PTO::SUB:
      Set(Rs1() - Rs2());
      break;
    case PTO::MUL:
      Set(Rs1() * Rs2());
      break;
    case PTO::DIV: {
      int64_t A = int64_t(Rs1()), B = int64_t(Rs2());
      Set(B == 0 ? ~uint64_t(0)
                 : (B == -1 ? uint64_t(0) - uint64_t(A) : uint64_t(A / B)));
      break;
    }
    case PTO::DIVU:
      Set(Rs2() == 0 ? ~uint64_t(0) : Rs1() / Rs2());
      break;
    case PTO::REM: {
      int64_t A = int64_t(Rs1()), B = int64_t(Rs2());
      Set(B == 0 ? uint64_t(A) : (B == -1 ? 0 : uint64_t(A % B)));
      break;
    }
    case PTO::REMU:
      Set(Rs2() == 0 ? Rs1() : Rs1() % Rs2());
      break;
    case PTO::AND:
      Set(Rs1() & Rs2());
      break;
    case PTO::OR:
      Set(Rs1() | Rs2());
      break;
    case PTO::XOR:
      Set(Rs1() ^ Rs2());
      break;
    case PTO::SLL:
      Set(Rs1() << (Rs2() & 63));
      break;
    case PTO::SRL:
      Set(Rs1() >> (Rs2() & 63));
      break;
    case PTO::SRA:
      Set(uint64_t(int64_t(Rs1()) >> (Rs2() & 63)));
      break;
    case PTO::SLT:
      Set(int64_t(Rs1()) < int64_t(Rs2()));
      break;
    case PTO::SLTU:
      Set(Rs1() < Rs2());
      break;
    case PTO::SEL:
      Set(R(OpName::rs3) ? Rs1() : Rs2());
      break;
    case PTO::ADDI:
      Set(Rs1() + uint64_t(ImmOp()));
      break;
    case PTO::ANDI:
      Set(Rs1() & uint64_t(ImmOp()));
      break;
    case PTO::ORI:
      Set(Rs1() | uint64_t(ImmOp()));
      break;
    case PTO::XORI:
      Set(Rs1() ^ uint64_t(ImmOp()));
      break;
    case PTO::SLLI:
      Set(Rs1() << (ImmOp() & 63));
      break;
    case PTO::SRLI:
      Set(Rs1() >> (ImmOp() & 63));
      break;
    case PTO::SRAI:
      Set(uint64_t(int64_t(Rs1()) >> (ImmOp() & 63)));
      break;
    case PTO::SLTI:
      Set(int64_t(Rs1()) < ImmOp());
      break;
    case PTO::SLTIU:
      Set(Rs1() < uint64_t(ImmOp()));
      break;
    case PTO::LI:
      Set(uint64_t(int64_t(int32_t(ImmOp()))));
      break;
    case PTO::LIH:
      Set((Rs1() & 0xffffffffULL) | (uint64_t(uint32_t(ImmOp())) << 32));
      break;
    case PTO::BEQ:
      Branch(Rs1() == Rs2());
      break;
    case PTO::BNE:
      Branch(Rs1() != Rs2());
      break;
    case PTO::BLT:
      Branch(int64_t(Rs1()) < int64_t(Rs2()));
      break;
    case PTO::BGE:
      Branch(int64_t(Rs1()) >= int64_t(Rs2()));
      break;
    case PTO::BLTU:
      Branch(Rs1() < Rs2());
      break;
    case PTO::BGEU:
      Branch(Rs1() >= Rs2());
      break;
    case PTO::J:
      NextPC = PC + ImmOp();
      break;
    case PTO::CALL:
      X[1] = NextPC;
      NextPC = PC + ImmOp();
      break;
    case PTO::CALLR: {
      uint64_t T = Rs1();
      X[1] = NextPC;
      NextPC = T;
      break;
    }
    case PTO::RET:
      NextPC = X[1];
      break;
    default: {
      const ScalarMemOp *M = getScalarMemOp(Opc);
      if (!M)
        return simError(describe(PC) + ": pto-sim does not model this "
                                       "instruction");
      E = LoadStore(*M);
    }
    }
    if (E)
      return E;
  }
  if (TraceScalar)
    outs() << "[" << Now << "] " << describe(PC) << "\n";
  X[0] = 0;
  noteScalarBusy();
  ++ScalarInsts;
  PC = NextPC;
  ScalarReady = Now + TM->scalarCycles();
  Progress = true;
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Pipes
//===----------------------------------------------------------------------===//

/// Starts what the head of pipe P's queue allows at Now. True on progress.
bool Sim::stepPipe(unsigned P, Error &Err) {
  PipeState &PS = Pipes[P];
  if (PS.Queue.empty())
    return false;
  QOp &Op = PS.Queue.front();
  switch (Op.Kind) {
  case QKind::Tile:
    if (PS.NextIssue > Now)
      return false;
    if (Ideal && depsReady(Op.Deps))
      return false;
    if (Ideal)
      DynEnd[Op.DynId] = Now + Op.Plan.Latency;
    if (Error E = startTile(P, Op)) {
      Err = simError(describe(Op.PC) + ": " + toString(std::move(E)));
      return false;
    }
    break;
  case QKind::Barrier:
    if (PS.MaxEnd > Now)
      return false;
    traceStall(P, Op);
    join(PS.Clock, Op.DispatchVC);
    PS.Clock[P] = PS.Seq; // every earlier op of P completed
    ++NumBarrier;
    break;
  case QKind::Set: {
    // Fires once every earlier op of the pipe has completed.
    join(PS.Clock, Op.DispatchVC);
    VClock C = PS.Clock;
    C[P] = PS.Seq;
    FlagFire F{std::max(Now, PS.MaxEnd) + TM->flagLatency(), EventOrder++,
               flagKey(Op.Src, Op.Dst, Op.Event), C, unsigned(Flows.size())};
    Flows.push_back(
        {F.FlowId, Op.Src, Op.Dst, std::max(Now, PS.MaxEnd), 0, Op.DI->Text});
    Fires.push(F);
    ++NumSet;
    break;
  }
  case QKind::Wait: {
    FlagState &FS = Flags[flagKey(Op.Src, Op.Dst, Op.Event)];
    if (FS.Fired.empty() || FS.Fired.front().first > Now)
      return false;
    traceStall(P, Op);
    join(PS.Clock, Op.DispatchVC);
    join(PS.Clock, FS.Fired.front().second);
    FS.Fired.pop_front();
    if (!FS.FlowIds.empty()) {
      Flows[FS.FlowIds.front()].WaitTime = Now;
      FS.FlowIds.pop_front();
    }
    ++NumWait;
    break;
  }
  }
  PS.Queue.pop_front();
  PS.HeadSince = Now;
  return true;
}

void Sim::traceStall(unsigned P, const QOp &Op) {
  if (Tracing && Now > Pipes[P].HeadSince)
    Slices.push_back({P, Pipes[P].HeadSince, Now, Op.PC, /*Stall=*/true});
}

std::string Sim::deadlockReport() {
  std::string S;
  raw_string_ostream OS(S);
  OS << "  S: ";
  if (ScalarDone)
    OS << "kernel returned";
  else
    OS << (ScalarBlocked.empty() ? "blocked" : ScalarBlocked) << " (pc "
       << describe(PC) << ")";
  OS << "\n";
  for (unsigned P = 1; P < NumAgents; ++P) {
    const PipeState &PS = Pipes[P];
    OS << "  " << pipeName(P) << ": ";
    if (PS.Queue.empty()) {
      OS << "idle\n";
      continue;
    }
    OS << PS.Queue.size() << " queued, head " << describe(PS.Queue.front().PC);
    if (PS.Queue.front().Kind == QKind::Wait)
      OS << " (its flag is never set)";
    OS << "\n";
  }
  return S;
}

Error Sim::run(uint64_t Entry) {
  PC = Entry;
  Tracing = !TraceFile.empty() || !TraceSVG.empty();
  while (true) {
    if (Now > MaxCycles)
      return simError("cycle limit (--max-cycles=" + Twine(MaxCycles) +
                      ") exceeded at pc " + describe(PC));
    // Events that complete at or before Now: write-backs, then flags.
    while (!Commits.empty() && Commits.top().Time <= Now) {
      PendingCommit C = Commits.top();
      Commits.pop();
      commit(C);
    }
    while (!Fires.empty() && Fires.top().Time <= Now) {
      FlagFire F = Fires.top();
      Fires.pop();
      FlagState &FS = Flags[F.Key];
      if (!FS.Fired.empty() && !FlagCounters)
        // Flags are binary on hardware: a second set before the wait is lost
        // (the PTOAS #823 deadlock when IDs are shared across destinations).
        return simError("flag set twice without a wait in between: `" +
                        Flows[F.FlowId].Name + "` at cycle " + Twine(F.Time) +
                        " (the earlier set is still pending)");
      FS.Fired.push_back({F.Time, F.Clock});
      FS.FlowIds.push_back(F.FlowId);
      ++FS.Sets;
    }
    // Scalar and pipes until nothing more can happen at Now.
    bool Any = true;
    while (Any) {
      Any = false;
      bool Progress;
      if (Error E = stepScalar(Progress))
        return E;
      Any |= Progress;
      for (unsigned P = 1; P < NumAgents; ++P) {
        Error Err = Error::success();
        while (stepPipe(P, Err))
          Any = true;
        if (Err)
          return Err;
      }
    }
    // The next time something can happen.
    uint64_t Next = UINT64_MAX;
    if (!Commits.empty())
      Next = std::min(Next, Commits.top().Time);
    if (!Fires.empty())
      Next = std::min(Next, Fires.top().Time);
    if (!ScalarDone && ScalarReady > Now)
      Next = std::min(Next, ScalarReady);
    for (unsigned P = 1; P < NumAgents; ++P) {
      const PipeState &PS = Pipes[P];
      if (PS.Queue.empty())
        continue;
      const QOp &H = PS.Queue.front();
      if (H.Kind == QKind::Tile && PS.NextIssue > Now)
        Next = std::min(Next, PS.NextIssue);
      if (H.Kind == QKind::Barrier && PS.MaxEnd > Now)
        Next = std::min(Next, PS.MaxEnd);
    }
    if (Ideal && !ScalarDone && !ScalarBlocked.empty() &&
        ScalarDepWait != UINT64_MAX && ScalarDepWait > Now)
      Next = std::min(Next, ScalarDepWait);
    if (Ideal)
      for (unsigned P = 1; P < NumAgents; ++P) {
        const PipeState &PS = Pipes[P];
        if (PS.Queue.empty() || PS.Queue.front().Kind != QKind::Tile)
          continue;
        uint64_t T = depsReady(PS.Queue.front().Deps);
        if (T && T != UINT64_MAX)
          Next = std::min(Next, T);
      }
    if (!ScalarDone && !ScalarBlocked.empty()) {
      // A blocked barrier ALL waits for pipes to end.
      for (unsigned P = 1; P < NumAgents; ++P)
        if (Pipes[P].MaxEnd > Now)
          Next = std::min(Next, Pipes[P].MaxEnd);
    }
    if (Next == UINT64_MAX) {
      bool Idle = ScalarDone;
      for (unsigned P = 1; P < NumAgents; ++P)
        Idle &= Pipes[P].Queue.empty();
      if (Idle)
        break;
      return simError("deadlock at cycle " + Twine(Now) +
                      ": a wait can never be satisfied\n" + deadlockReport());
    }
    Now = Next;
  }
  // Everything drained; the end of the last operation is the total.
  for (unsigned P = 1; P < NumAgents; ++P)
    Now = std::max(Now, Pipes[P].MaxEnd);
  if (Tracing && ScalarSliceEnd > ScalarSliceStart)
    Slices.push_back({PipeS, ScalarSliceStart, ScalarSliceEnd, 0});
  // Flags set but never waited for.
  std::string Stale;
  for (auto &[Key, FS] : Flags)
    if (!FS.Fired.empty()) {
      unsigned Ev = Key % 256, Pair = Key / 256;
      Stale +=
          (Stale.empty() ? "" : ", ") +
          (FlagsPerSrc
               ? std::string(pipeName(Pair)) + " event " + std::to_string(Ev)
               : std::string(pipeName(Pair / 16)) + "->" + pipeName(Pair % 16) +
                     " event " + std::to_string(Ev)) +
          " (x" + std::to_string(FS.Fired.size()) + ")";
    }
  if (!Stale.empty())
    return simError("stale flags at the end of the kernel (set_flag without "
                    "a matching wait_flag): " +
                    Stale);
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Statistics and traces
//===----------------------------------------------------------------------===//

void Sim::printStats(raw_ostream &OS) {
  uint64_t Total = std::max<uint64_t>(Now, 1);
  OS << "total cycles: " << Now << "\n";
  for (unsigned P = 0; P < NumAgents; ++P) {
    uint64_t Busy =
        P == PipeS ? ScalarBusy * TM->scalarCycles() : Pipes[P].Busy;
    uint64_t Count = P == PipeS ? ScalarInsts : Pipes[P].NumOps;
    OS << format("pipe %-4s busy %10llu cycles %6.2f%%  %llu %s\n", pipeName(P),
                 (unsigned long long)Busy, 100.0 * double(Busy) / double(Total),
                 (unsigned long long)Count,
                 P == PipeS ? "instructions" : "ops");
  }
  OS << "set_flag: " << NumSet << ", wait_flag: " << NumWait
     << ", pipe_barrier: " << NumBarrier << "\n";
  if (Ideal)
    OS << "ideal: " << NumIgnoredSync
       << " synchronization instructions ignored (dependence-only bound)\n";
}

static std::string jsonEscape(StringRef S) {
  std::string R;
  for (char C : S) {
    if (C == '"' || C == '\\')
      R += '\\';
    R += C;
  }
  return R;
}

std::array<unsigned, 8> Sim::assignLanes(std::vector<unsigned> &Lane) const {
  // Greedy interval partitioning per agent, in order of start: a slice goes
  // to the first lane whose last slice has ended.
  std::array<unsigned, 8> Lanes{};
  Lane.assign(Slices.size(), 0);
  std::vector<size_t> Order(Slices.size());
  for (size_t I = 0; I < Order.size(); ++I)
    Order[I] = I;
  llvm::stable_sort(Order, [&](size_t A, size_t B) {
    return Slices[A].Start < Slices[B].Start;
  });
  std::array<std::vector<uint64_t>, 8> LaneEnd;
  for (size_t I : Order) {
    const TraceSlice &S = Slices[I];
    std::vector<uint64_t> &Ends = LaneEnd[S.Pipe];
    unsigned L = 0;
    while (L < Ends.size() && Ends[L] > S.Start)
      ++L;
    if (L == Ends.size())
      Ends.push_back(0);
    Ends[L] = S.End;
    Lane[I] = L;
  }
  for (unsigned P = 0; P < 8; ++P)
    Lanes[P] = std::max<size_t>(1, LaneEnd[P].size());
  return Lanes;
}

Error Sim::writeTrace(StringRef Path) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  if (EC)
    return simError("cannot write '" + Path + "': " + EC.message());
  // One process, one thread (track) per pipe; 1 cycle = 1 us of trace time.
  OS << "{\"displayTimeUnit\": \"ns\", \"otherData\": {\"cpu\": \"" << MCPU
     << "\", \"cycles\": " << Now << "},\n\"traceEvents\": [\n";
  OS << "{\"ph\": \"M\", \"pid\": 1, \"name\": \"process_name\", \"args\": "
        "{\"name\": \"pto-sim "
     << jsonEscape(KernelName) << "\"}}";
  // Lane 0 of pipe P is track P; lane k > 0 is track 8k + P, named
  // "P (k+1)" and sorted after lane 0.
  std::vector<unsigned> Lane;
  std::array<unsigned, 8> Lanes = assignLanes(Lane);
  auto Tid = [](unsigned P, unsigned L) { return L * 8 + P; };
  for (unsigned P = 0; P < NumAgents; ++P)
    OS << ",\n{\"ph\": \"M\", \"pid\": 1, \"tid\": " << P
       << ", \"name\": \"thread_name\", \"args\": {\"name\": \"" << pipeName(P)
       << "\"}}";
  for (unsigned P = 0; P < NumAgents; ++P)
    for (unsigned L = 1; L < Lanes[P]; ++L)
      OS << ",\n{\"ph\": \"M\", \"pid\": 1, \"tid\": " << Tid(P, L)
         << ", \"name\": \"thread_name\", \"args\": {\"name\": \""
         << pipeName(P) << " (" << (L + 1) << ")\"}},\n{\"ph\": \"M\", "
         << "\"pid\": 1, \"tid\": " << Tid(P, L)
         << ", \"name\": \"thread_sort_index\", \"args\": {\"sort_index\": "
         << Tid(P, L) << "}}";
  for (size_t I = 0; I < Slices.size(); ++I) {
    const TraceSlice &S = Slices[I];
    std::string Name = "scalar", Args;
    if (S.PC) {
      auto It = Decoded.find(S.PC);
      Name = It != Decoded.end() ? It->second.Text : "?";
      Args = ", \"args\": {\"pc\": \"0x" + utohexstr(S.PC, /*LowerCase=*/true) +
             "\"}";
      Name = StringRef(Name).split(' ').first.str() + " " +
             StringRef(Name).split(' ').second.str();
    }
    if (S.Stall)
      Name = "stall: " + Name;
    OS << ",\n{\"ph\": \"X\", \"pid\": 1, \"tid\": " << Tid(S.Pipe, Lane[I])
       << ", \"ts\": " << S.Start << ", \"dur\": " << (S.End - S.Start)
       << (S.Stall ? ", \"cat\": \"stall\"" : "") << ", \"name\": \""
       << jsonEscape(Name) << "\"" << Args << "}";
  }
  for (const TraceFlow &F : Flows) {
    if (!F.WaitTime)
      continue;
    OS << ",\n{\"ph\": \"s\", \"pid\": 1, \"tid\": " << F.SrcPipe
       << ", \"ts\": " << F.SetTime << ", \"id\": " << F.Id
       << ", \"cat\": \"flag\", \"name\": \"" << jsonEscape(F.Name) << "\"}";
    OS << ",\n{\"ph\": \"f\", \"bp\": \"e\", \"pid\": 1, \"tid\": " << F.DstPipe
       << ", \"ts\": " << F.WaitTime << ", \"id\": " << F.Id
       << ", \"cat\": \"flag\", \"name\": \"" << jsonEscape(F.Name) << "\"}";
  }
  OS << "\n]}\n";
  return Error::success();
}

Error Sim::writeSVG(StringRef Path) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  if (EC)
    return simError("cannot write '" + Path + "': " + EC.message());
  // A row per agent, a time axis with ticks under the rows, a legend under
  // the axis; operations wide enough for it carry their mnemonic.
  const double Width = 1200, Left = 60, RowH = 28, Top = 10;
  double Scale = (Width - Left - 10) / double(std::max<uint64_t>(Now, 1));
  double AxisY = Top + RowH * NumAgents + 4;
  double Height = AxisY + 56;
  static const char *Colors[] = {"#999999", "#4e79a7", "#f28e2b", "#e15759",
                                 "#76b7b2", "#59a14f", "#edc948"};
  auto Num = [](double V) { return formatv("{0:F1}", V).str(); };
  OS << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << Num(Width)
     << "\" height=\"" << Num(Height) << "\" font-family=\"monospace\" "
     << "font-size=\"11\">\n";
  OS << "<title>pto-sim " << KernelName << ": " << Now << " cycles</title>\n";
  for (unsigned P = 0; P < NumAgents; ++P) {
    double Y = Top + P * RowH;
    OS << "<text x=\"4\" y=\"" << Num(Y + RowH * 0.6) << "\">" << pipeName(P)
       << "</text>\n";
    OS << "<line x1=\"" << Num(Left) << "\" y1=\"" << Num(Y + RowH - 2)
       << "\" x2=\"" << Num(Width - 10) << "\" y2=\"" << Num(Y + RowH - 2)
       << "\" stroke=\"#dddddd\"/>\n";
  }
  for (const TraceSlice &S : Slices) {
    double Y = Top + S.Pipe * RowH + 3;
    std::string Name = "scalar";
    if (S.PC) {
      auto It = Decoded.find(S.PC);
      Name = It != Decoded.end() ? It->second.Text : "?";
    }
    double X = Left + S.Start * Scale;
    double W = std::max(0.5, (S.End - S.Start) * Scale);
    if (S.Stall) {
      // A blocked queue head: a thin red bar along the row's bottom.
      OS << format("<rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" "
                   "height=\"4.0\" fill=\"#d62728\" fill-opacity=\"0.5\">"
                   "<title>stall: ",
                   X, Y + RowH - 10, W);
      OS << Name << " [" << S.Start << ", " << S.End << ")</title></rect>\n";
      continue;
    }
    OS << format("<rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%.1f\" "
                 "fill=\"%s\" fill-opacity=\"0.6\" stroke=\"#333333\" "
                 "stroke-width=\"0.3\"><title>",
                 X, Y, W, RowH - 8, Colors[S.Pipe]);
    OS << Name << " [" << S.Start << ", " << S.End << ")</title></rect>\n";
    // The mnemonic, where it fits (about 7 px per character).
    StringRef Mnemonic = StringRef(Name).split(' ').first;
    if (S.PC && W >= 7.0 * Mnemonic.size() + 4)
      OS << "<text x=\"" << Num(X + 2) << "\" y=\"" << Num(Y + RowH * 0.45)
         << "\" font-size=\"10\">" << Mnemonic << "</text>\n";
  }
  for (const TraceFlow &F : Flows) {
    if (!F.WaitTime)
      continue;
    OS << format("<line x1=\"%.2f\" y1=\"%.1f\" x2=\"%.2f\" y2=\"%.1f\" "
                 "stroke=\"#d62728\" stroke-width=\"1\"><title>",
                 Left + F.SetTime * Scale, Top + F.SrcPipe * RowH + RowH / 2,
                 Left + F.WaitTime * Scale, Top + F.DstPipe * RowH + RowH / 2);
    OS << F.Name << "</title></line>\n";
  }
  // Time axis: ten ticks at round cycle counts.
  OS << "<line x1=\"" << Num(Left) << "\" y1=\"" << Num(AxisY) << "\" x2=\""
     << Num(Width - 10) << "\" y2=\"" << Num(AxisY)
     << "\" stroke=\"#333333\"/>\n";
  // A step of 1, 2 or 5 times a power of ten giving at most ten intervals.
  uint64_t Pow = 1;
  while (Pow * 10 <= std::max<uint64_t>(Now / 10, 1))
    Pow *= 10;
  uint64_t Step = Pow * 10;
  for (uint64_t M : {1, 2, 5})
    if (Pow * M * 10 >= Now) {
      Step = Pow * M;
      break;
    }
  for (uint64_t T = 0; T <= Now; T += Step) {
    double X = Left + T * Scale;
    OS << "<line x1=\"" << Num(X) << "\" y1=\"" << Num(AxisY) << "\" x2=\""
       << Num(X) << "\" y2=\"" << Num(AxisY + 4) << "\" stroke=\"#333333\"/>"
       << "<text x=\"" << Num(X - 4) << "\" y=\"" << Num(AxisY + 15) << "\">"
       << T << "</text>\n";
  }
  OS << "<text x=\"" << Num(Width - 100) << "\" y=\"" << Num(AxisY + 28)
     << "\">" << Now << " cycles</text>\n";
  // Legend: what the marks mean.
  double LY = AxisY + 38;
  OS << "<rect x=\"" << Num(Left) << "\" y=\"" << Num(LY - 9)
     << "\" width=\"14\" height=\"10\" fill=\"#4e79a7\" fill-opacity=\"0.6\" "
        "stroke=\"#333333\" stroke-width=\"0.3\"/><text x=\""
     << Num(Left + 18) << "\" y=\"" << Num(LY)
     << "\">operation [start, start + latency)</text>\n";
  OS << "<rect x=\"" << Num(Left + 300) << "\" y=\"" << Num(LY - 5)
     << "\" width=\"14\" height=\"4\" fill=\"#d62728\" fill-opacity=\"0.5\"/>"
        "<text x=\""
     << Num(Left + 318) << "\" y=\"" << Num(LY)
     << "\">stall (wait_flag, pipe_barrier)</text>\n";
  OS << "<line x1=\"" << Num(Left + 580) << "\" y1=\"" << Num(LY - 4)
     << "\" x2=\"" << Num(Left + 594) << "\" y2=\"" << Num(LY - 4)
     << "\" stroke=\"#d62728\"/><text x=\"" << Num(Left + 598) << "\" y=\""
     << Num(LY) << "\">flag: set_flag fires -> wait_flag consumes</text>\n";
  OS << "</svg>\n";
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

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

// fuzz/ compiles this file into its fuzz target without main().
#ifndef PTO_SIM_NO_MAIN
int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  LLVMInitializePTOTargetInfo();
  LLVMInitializePTOTargetMC();
  LLVMInitializePTOAsmParser();
  LLVMInitializePTODisassembler();
  cl::HideUnrelatedOptions({&SimCat, &getColorCategory()});
  cl::ParseCommandLineOptions(argc, argv, "PTO pipe-level simulator\n");

  if (Ideal)
    NoRaceCheck = true; // the ideal schedule is ordered by construction
  if (PrintParams) {
    printParams(outs());
    return 0;
  }
  Sim S;
  if (Error E = S.setup())
    return fail(std::move(E));
  S.Ctx = std::make_unique<MCContext>(S.TheTriple, S.MAI.get(), S.MRI.get(),
                                      S.STI.get(), nullptr, &S.MCOptions);
  S.MOFI.reset(S.TheTarget->createMCObjectFileInfo(*S.Ctx, false));
  S.Ctx->setObjectFileInfo(S.MOFI.get());
  S.DisAsm.reset(S.TheTarget->createMCDisassembler(*S.STI, *S.Ctx));
  if (!S.DisAsm)
    return fail(simError("the PTO target has no disassembler"));
  if (Error E = S.loadInput(InputFilename))
    return fail(std::move(E));

  // The kernel: --kernel, or the only global function.
  if (KernelName.empty()) {
    std::vector<std::string> Cands;
    for (const std::string &Name : S.CodeSymbols)
      Cands.push_back(Name);
    if (Cands.size() != 1)
      return fail(simError(
          "--kernel=NAME is required (symbols: " + join(Cands, ", ") + ")"));
    KernelName = Cands.front();
  }
  auto It = S.Symbols.find(KernelName);
  if (It == S.Symbols.end())
    return fail(simError("no symbol '" + KernelName + "' in " + InputFilename));
  if (Error E = S.setupArgs())
    return fail(std::move(E));

  int Status = 0;
  Error RunErr = S.run(It->second);
  if (RunErr) {
    Status = 1;
    WithColor::error(errs(), ToolName) << toString(std::move(RunErr)) << "\n";
  }
  outs() << "kernel " << KernelName << " on " << MCPU << "\n";
  S.printStats(outs());
  if (S.NumRaces) {
    WithColor::error(errs(), ToolName)
        << S.NumRaces << " race" << (S.NumRaces > 1 ? "s" : "")
        << " detected\n";
    outs() << "races: " << S.NumRaces << "\n";
    Status = 1;
  }
  if (Error E = S.finishOutputs())
    return fail(std::move(E));
  if (!TraceFile.empty())
    if (Error E = S.writeTrace(TraceFile))
      return fail(std::move(E));
  if (!TraceSVG.empty())
    if (Error E = S.writeSVG(TraceSVG))
      return fail(std::move(E));
  return Status;
}
#endif // PTO_SIM_NO_MAIN
