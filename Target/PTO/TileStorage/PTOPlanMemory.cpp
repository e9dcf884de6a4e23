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

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-plan-memory"

PTO_STATISTIC(NumShared, "Number of allocations placed on reused bytes");
PTO_STATISTIC(NumPipeAware, "Number of allocations placed off a cross-pipe "
                            "window by pipe-aware reuse");
PTO_STATISTIC(NumHandoffsAvoided,
              "Number of cross-pipe hand-offs pipe-aware reuse avoided");
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
  DenseMap<const MachineInstr *, SmallVector<unsigned, 2>> EndsAt;
  for (unsigned I = 0; I < Buffers.size(); ++I)
    if (LastMI[I])
      EndsAt[LastMI[I]].push_back(I);
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
        for (unsigned A : It->second)
          if (A != B)
            Buffers[B].OrderedAfter.push_back(A);
      PushInputs(*X);
    }
  }
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
  Opts.AvoidHandoffs = PipeAware;
  auto AllowPipeAware = [] {
    return DebugCounter::shouldExecute(PipeAwareCounter);
  };
  Opts.AllowHandoffAvoidance = AllowPipeAware;

  const TileLiveness &Liveness =
      getAnalysis<PTOTileLivenessAnalysis>().getLiveness();
  const MachineLoopInfo &MLI =
      getAnalysis<MachineLoopInfoWrapperPass>().getLI();

  bool Changed = false;
  for (const PTOMemoryInfo &Mem : memories()) {
    if (!Mem.OnChip)
      continue;
    SmallVector<unsigned, 8> Idx;
    SmallVector<PlannerBuffer, 8> Buffers;
    SmallVector<const MachineInstr *, 8> FirstMI, LastMI;
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
    MemoryPlan Plan = planMemory(Buffers, Capacity, Opts);
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
  PTO_DEBUG(dbgs() << "pto-plan-memory: plan of " << MF.getName() << ":\n";
            MF.getInfo<PTOMachineFunctionInfo>()->printAllocations(
                dbgs(), MF.getSubtarget().getRegisterInfo()));
  return Changed;
}

FunctionPass *llvm::createPTOPlanMemoryPass() { return new PTOPlanMemory(); }
