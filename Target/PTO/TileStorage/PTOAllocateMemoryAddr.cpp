//===-- PTOAllocateMemoryAddr.cpp - Final on-chip offsets -----------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Third tile storage pass (BRIEF §4.3). Gives every allocation its final
// byte offset in its memory: allocations pto-plan-memory placed keep their
// offsets, the rest are laid out after them without reuse. Capacities,
// reserved ranges and alignments come from the subtarget's TableGen facts.
// An allocation that does not fit is an error at its source location naming
// the memory, the bytes needed and available and the tile, with notes
// listing the tiles live at the peak point (by source name, line and size,
// largest first) and what to change; the function is then left with an
// empty body. With
// -pto-memory-map=<file.json> the placement is written out (docs/
// memory-planning.md describes the format; utils/memory-map-svg draws it).
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "PTODebug.h"
#include "PTOInstrInfo.h"
#include "PTOMachineFunctionInfo.h"
#include "PTOSubtarget.h"
#include "TileStorage/PTOMemoryPlanner.h"
#include "TileStorage/PTOTileStorageUtils.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-allocate-memory-addr"

PTO_STATISTIC(NumOverflows, "Number of on-chip memories that overflowed");

static cl::opt<std::string> MemoryMapFile(
    "pto-memory-map", cl::Hidden, cl::init(""),
    cl::desc("Write the tile placement as JSON to this file ({function} in "
             "the name is replaced by the function name)"));

namespace {
class PTOAllocateMemoryAddr : public MachineFunctionPass {
public:
  static char ID;
  PTOAllocateMemoryAddr() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "PTO allocate on-chip memory addresses";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addRequired<PTOTileLivenessAnalysis>();
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  void reportOverflow(MachineFunction &MF, const PTOMemoryInfo &Mem,
                      ArrayRef<const PTOTileAllocation *> Allocs,
                      ArrayRef<PlannerBuffer> Buffers, uint64_t Needed,
                      uint64_t Available);
  void writeMemoryMap(const MachineFunction &MF, const TileLiveness &Liveness,
                      const MachineLoopInfo &MLI);
};
} // namespace

char PTOAllocateMemoryAddr::ID = 0;

INITIALIZE_PASS_BEGIN(PTOAllocateMemoryAddr, DEBUG_TYPE,
                      "PTO allocate on-chip memory addresses", false, false)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(PTOTileLivenessAnalysis)
INITIALIZE_PASS_END(PTOAllocateMemoryAddr, DEBUG_TYPE,
                    "PTO allocate on-chip memory addresses", false, false)

static bool isLiveAt(const PlannerBuffer &B, unsigned P) {
  return any_of(B.Live,
                [&](auto SE) { return SE.first <= P && P < SE.second; });
}

void PTOAllocateMemoryAddr::reportOverflow(
    MachineFunction &MF, const PTOMemoryInfo &Mem,
    ArrayRef<const PTOTileAllocation *> Allocs, ArrayRef<PlannerBuffer> Buffers,
    uint64_t Needed, uint64_t Available) {
  ++NumOverflows;
  auto [PeakAt, PeakBytes] = peakLive(Buffers);
  SmallVector<unsigned, 16> Live;
  for (unsigned I = 0; I < Buffers.size(); ++I)
    if (isLiveAt(Buffers[I], PeakAt))
      Live.push_back(I);

  // The allocation that did not fit: one that ends past the usable bytes,
  // live at the peak if one is, the lowest such (the first to cross).
  std::optional<unsigned> Failed;
  for (unsigned I = 0; I < Allocs.size(); ++I) {
    const PTOTileAllocation &A = *Allocs[I];
    if (A.Offset + A.totalSize() <= Available)
      continue;
    auto Better = [&](unsigned J) {
      bool LiveI = is_contained(Live, I), LiveJ = is_contained(Live, J);
      if (LiveI != LiveJ)
        return LiveI;
      return A.Offset < Allocs[J]->Offset;
    };
    if (!Failed || Better(*Failed))
      Failed = I;
  }
  const auto &ST = MF.getSubtarget<PTOSubtarget>();
  const Function &F = MF.getFunction();
  LLVMContext &Ctx = F.getContext();
  // "'a' (vec 64x256 f32, k.c:3, 65536 bytes)".
  auto TileText = [&](unsigned I) {
    std::string Size = utostr(Allocs[I]->totalSize()) + " bytes";
    if (Allocs[I]->Slots > 1)
      Size += " in " + utostr(Allocs[I]->Slots) + " slots";
    return describeTileRegister(Allocs[I]->Members.front().Reg, MF, Size);
  };

  std::string Text;
  raw_string_ostream OS(Text);
  OS << Mem.Name << " (" << Mem.HWName << ") overflows: " << Needed
     << " bytes needed, " << Available << " available on " << ST.getCPU();
  DebugLoc At;
  if (Failed) {
    OS << "; tile " << TileText(*Failed) << " does not fit";
    At = getTileSource(Allocs[*Failed]->Members.front().Reg, MF).Loc;
  }
  PTO_DEBUG(dbgs() << DEBUG_TYPE << ": " << Text << "; peak at " << PeakAt
                   << '\n');
  Ctx.diagnose(DiagnosticInfoUnsupported(F, Text, At));

  // The live tiles at the peak, largest first, then in allocation order.
  llvm::stable_sort(Live, [&](unsigned L, unsigned R) {
    return Allocs[L]->totalSize() > Allocs[R]->totalSize();
  });
  std::string List;
  raw_string_ostream LOS(List);
  LOS << "live at the peak (instruction " << PeakAt / 2 << ", " << PeakBytes
      << " bytes), largest first:";
  ListSeparator Sep(",");
  for (unsigned I : Live)
    LOS << Sep << ' ' << TileText(I);
  Ctx.diagnose(DiagnosticInfoUnsupported(F, List, At, DS_Note));
  Ctx.diagnose(DiagnosticInfoUnsupported(
      F,
      Twine("to fit ") + Mem.Name +
          ", make tiles smaller, keep fewer of them live at the same time "
          "(store or consume one before loading the next), or split the "
          "loop into passes over smaller blocks",
      At, DS_Note));
}

static const char *pipeName(uint8_t P) {
  const char *N = getPipeName(P);
  return N ? N : "?";
}

void PTOAllocateMemoryAddr::writeMemoryMap(const MachineFunction &MF,
                                           const TileLiveness &Liveness,
                                           const MachineLoopInfo &MLI) {
  std::string Path = MemoryMapFile;
  size_t Pos = Path.find("{function}");
  if (Pos != std::string::npos)
    Path.replace(Pos, strlen("{function}"), MF.getName().str());
  const auto &Allocs = MF.getInfo<PTOMachineFunctionInfo>()->getAllocations();
  const auto &ST = MF.getSubtarget<PTOSubtarget>();
  json::Array Memories;
  for (const PTOMemoryInfo &Mem : memories()) {
    if (!Mem.OnChip)
      continue;
    json::Array Items;
    for (const PTOTileAllocation &A : Allocs) {
      if (A.AS != Mem.AddrSpace)
        continue;
      PlannerBuffer B = makePlannerBuffer(A, MF, Liveness, &MLI);
      json::Array Live, Regs;
      for (auto [S, E] : B.Live)
        Live.push_back(json::Array{S, E});
      AllocationSource Src = describeAllocation(A, MF);
      for (std::string &R : Src.Registers)
        Regs.push_back(std::move(R));
      json::Object Item{{"id", A.ID},
                        {"size", A.Size},
                        {"align", A.Align},
                        {"offset", A.Offset},
                        {"slots", A.Slots},
                        {"live", std::move(Live)},
                        {"first_pipe", pipeName(B.FirstPipe)},
                        {"last_pipe", pipeName(B.LastPipe)},
                        {"stage_group", B.StageGroup},
                        {"regs", std::move(Regs)}};
      if (Src.Name)
        Item["name"] = *Src.Name;
      if (!Src.Loc.empty())
        Item["loc"] = Src.Loc;
      Items.push_back(std::move(Item));
    }
    if (Items.empty())
      continue;
    std::optional<MemoryLimits> L = ST.getMemoryLimits(Mem.AddrSpace);
    Memories.push_back(json::Object{{"name", Mem.Name},
                                    {"capacity", L ? L->Capacity : 0},
                                    {"reserved", L ? L->Reserved : 0},
                                    {"alignment", Mem.TileAlign},
                                    {"allocations", std::move(Items)}});
  }
  json::Object Root{{"function", MF.getName()},
                    {"subtarget", ST.getCPU()},
                    {"memories", std::move(Memories)}};
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_Text);
  if (EC) {
    MF.getFunction().getContext().diagnose(DiagnosticInfoGeneric(
        "cannot write memory map '" + Path + "': " + EC.message()));
    return;
  }
  OS << formatv("{0:2}", json::Value(std::move(Root))) << '\n';
}

bool PTOAllocateMemoryAddr::runOnMachineFunction(MachineFunction &MF) {
  auto &Allocs = MF.getInfo<PTOMachineFunctionInfo>()->getAllocations();
  if (Allocs.empty())
    return false;
  const auto &ST = MF.getSubtarget<PTOSubtarget>();
  const TileLiveness &Liveness =
      getAnalysis<PTOTileLivenessAnalysis>().getLiveness();
  const MachineLoopInfo &MLI =
      getAnalysis<MachineLoopInfoWrapperPass>().getLI();

  bool Overflow = false;
  for (const PTOMemoryInfo &Mem : memories()) {
    if (!Mem.OnChip)
      continue;
    SmallVector<const PTOTileAllocation *, 8> InMem;
    uint64_t End = 0;
    for (const PTOTileAllocation &A : Allocs)
      if (A.AS == Mem.AddrSpace && A.isPlaced())
        End = std::max<uint64_t>(End, A.Offset + A.totalSize());
    for (PTOTileAllocation &A : Allocs) {
      if (A.AS != Mem.AddrSpace)
        continue;
      if (!A.isPlaced()) {
        // Not planned (no pto-plan-memory): its own bytes after the rest.
        A.Offset = alignTo(End, A.Align);
        End = A.Offset + A.totalSize();
      }
      InMem.push_back(&A);
    }
    if (InMem.empty())
      continue;
    std::optional<MemoryLimits> L = ST.getMemoryLimits(Mem.AddrSpace);
    uint64_t Available = L ? L->usable() : 0;
    uint64_t Needed = 0;
    for (const PTOTileAllocation *A : InMem)
      Needed = std::max<uint64_t>(Needed, A->Offset + A->totalSize());
    if (Needed > Available) {
      // The lifetimes only for the report (issue 17: they were built for
      // every allocation of every memory).
      SmallVector<PlannerBuffer, 8> Buffers;
      for (const PTOTileAllocation *A : InMem)
        Buffers.push_back(makePlannerBuffer(*A, MF, Liveness));
      reportOverflow(MF, Mem, InMem, Buffers, Needed, Available);
      Overflow = true;
    }
  }

  PTO_DEBUG(dbgs() << "pto-allocate-memory-addr: plan of " << MF.getName()
                   << ":\n";
            MF.getInfo<PTOMachineFunctionInfo>()->printAllocations(
                dbgs(), MF.getSubtarget().getRegisterInfo()));
  // The map is written even when a memory overflows: it shows why.
  if (!MemoryMapFile.empty())
    writeMemoryMap(MF, Liveness, MLI);
  if (Overflow) {
    // Nothing placed out of bounds may reach the lowering; leave a valid
    // empty function so the later passes report nothing more.
    MF.getSubtarget<PTOSubtarget>().getInstrInfo()->replaceWithEmptyBody(MF);
  }
  return true;
}

FunctionPass *llvm::createPTOAllocateMemoryAddrPass() {
  return new PTOAllocateMemoryAddr();
}
