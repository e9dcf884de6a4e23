//===-- PTOTargetMachine.cpp - Define TargetMachine for PTO ---------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The PTO target machine and its codegen pipeline. Instruction selection is
// GlobalISel only (IRTranslator -> Legalizer -> RegBankSelect ->
// InstructionSelect); a function GlobalISel cannot select gets an error, not
// a SelectionDAG fallback (PTOISelFallbackDiag.cpp).
//
//===----------------------------------------------------------------------===//

#include "PTOTargetMachine.h"
#include "AA/PTOAliasAnalysis.h"
#include "PTO.h"
#include "PTOCoreSections.h"
#include "PTOInsertSetValid.h" // Issue 13 (V)
#include "PTOLoopInvariantCopies.h"
#include "PTOLowerBFloatConversions.h"
#include "PTOLowerFifo.h" // Issue 15 (15F)
#include "PTOMachineFunctionInfo.h"
#include "PTOMarkBuiltinsNoMerge.h"
#include "PTOMergeFallThroughBlocks.h"
#include "PTOMergeTransfers.h" // Issue 23
#include "PTOPipelineLoads.h"
#include "PTORemoveDeadSections.h" // Issue 15
#include "PTOSplitMixKernel.h"     // Issue 15 (15S)
#include "TargetInfo/PTOTargetInfo.h"
#include "llvm/CodeGen/GlobalISel/CSEInfo.h"
#include "llvm/CodeGen/GlobalISel/IRTranslator.h"
#include "llvm/CodeGen/GlobalISel/InstructionSelect.h"
#include "llvm/CodeGen/GlobalISel/Legalizer.h"
#include "llvm/CodeGen/GlobalISel/Localizer.h"
#include "llvm/CodeGen/GlobalISel/RegBankSelect.h"
#include "llvm/CodeGen/MIRParser/MIParser.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/CodeGen/MacroFusion.h"
#include "llvm/CodeGen/TargetLoweringObjectFileImpl.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Transforms/Scalar.h"

using namespace llvm;

#define DEBUG_TYPE "pto-target-machine"

const char *PTOTargetMachine::getDataLayoutString() {
  // e: little endian; m:e: ELF mangling; p0/p1: 64-bit generic and global
  // pointers; p2-p7: 32-bit on-chip tile handles (offsets into a memory).
  return "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:32:32-p5:32:32-"
         "p6:32:32-p7:32:32-i64:64-i128:128-n64-S128";
}

static Reloc::Model getEffectiveRelocModel(std::optional<Reloc::Model> RM) {
  return RM.value_or(Reloc::Static);
}

PTOTargetMachine::PTOTargetMachine(const Target &T, const Triple &TT,
                                   StringRef CPU, StringRef FS,
                                   const TargetOptions &Options,
                                   std::optional<Reloc::Model> RM,
                                   std::optional<CodeModel::Model> CM,
                                   CodeGenOptLevel OL, bool JIT)
    : CodeGenTargetMachineImpl(T, getDataLayoutString(), TT,
                               CPU.empty() ? "a3" : CPU, FS, Options,
                               getEffectiveRelocModel(RM),
                               getEffectiveCodeModel(CM, CodeModel::Small), OL),
      TLOF(std::make_unique<TargetLoweringObjectFileELF>()) {
  initAsmInfo();
  setGlobalISel(true);
  // A function GlobalISel rejects is diagnosed by PTOISelFallbackDiag rather
  // than aborting the process.
  setGlobalISelAbort(GlobalISelAbortMode::Disable);
}

PTOTargetMachine::~PTOTargetMachine() = default;

// Building the scheduling DAG of a region compares every memory access with
// the earlier ones of the region (ScheduleDAGInstrs bounds that list only
// at -dag-maps-huge-region, 1000 nodes, and each tile operation's accesses
// depend on many of them), so one straight block of 30k tile operations
// spent most of llc's time in the scheduler. Windows of a few hundred
// instructions keep the reordering that matters -- independent tile
// operations of neighbouring statements overlapping on different pipes --
// at a cost linear in the block.
static cl::opt<unsigned> MISchedRegionLimit(
    "pto-misched-region-limit", cl::Hidden, cl::init(256),
    cl::desc("Schedule a longer region (pre-RA machine scheduler) in "
             "consecutive windows of at most this many instructions "
             "(0: no limit)"));

namespace {
/// ScheduleDAGMILive with GenericScheduler, scheduling a region longer than
/// -pto-misched-region-limit as consecutive windows, from the bottom (each
/// window is a region of its own: the scheduler only moves instructions
/// within it).
class PTOScheduleDAGMILive final : public ScheduleDAGMILive {
public:
  explicit PTOScheduleDAGMILive(MachineSchedContext *C)
      : ScheduleDAGMILive(C, std::make_unique<GenericScheduler>(C)) {}

  void schedule() override {
    unsigned Limit = MISchedRegionLimit;
    if (!Limit || NumRegionInstrs <= Limit) {
      ScheduleDAGMILive::schedule();
      return;
    }
    // The first instruction of every window, counting instructions as the
    // scheduler does (debug and pseudo instructions do not count).
    SmallVector<std::pair<MachineInstr *, unsigned>, 16> Windows;
    unsigned N = 0;
    MachineInstr *Start = nullptr;
    for (MachineInstr &MI : make_range(RegionBegin, RegionEnd)) {
      if (!Start)
        Start = &MI;
      if (MI.isDebugOrPseudoInstr())
        continue;
      if (++N == Limit) {
        Windows.push_back({Start, N});
        Start = nullptr;
        N = 0;
      }
    }
    if (Start)
      Windows.push_back({Start, N});
    MachineBasicBlock *MBB = BB;
    MachineBasicBlock::iterator End = RegionEnd;
    for (auto [First, Count] : reverse(Windows)) {
      // A window of one instruction (or only debug ones) has nothing to
      // reorder.
      if (Count > 1) {
        ScheduleDAGMILive::enterRegion(MBB, First->getIterator(), End, Count);
        ScheduleDAGMILive::schedule();
        End = RegionBegin;
      } else {
        End = First->getIterator();
      }
    }
  }
};
} // namespace

ScheduleDAGInstrs *
PTOTargetMachine::createMachineScheduler(MachineSchedContext *C) const {
  // As createSchedLive (the generic scheduler and its mutations).
  ScheduleDAGMILive *DAG = new PTOScheduleDAGMILive(C);
  DAG->addMutation(createCopyConstrainDAGMutation(DAG->TII, DAG->TRI));
  const auto &MacroFusions = C->MF->getSubtarget().getMacroFusions();
  if (!MacroFusions.empty())
    DAG->addMutation(createMacroFusionDAGMutation(MacroFusions));
  return DAG;
}

const PTOSubtarget *
PTOTargetMachine::getSubtargetImpl(const Function &F) const {
  Attribute CPUAttr = F.getFnAttribute("target-cpu");
  Attribute FSAttr = F.getFnAttribute("target-features");
  std::string CPU =
      CPUAttr.isValid() ? CPUAttr.getValueAsString().str() : TargetCPU;
  std::string FS =
      FSAttr.isValid() ? FSAttr.getValueAsString().str() : TargetFS;
  if (CPU.empty())
    CPU = "a3";
  if (!PTO::getGenerationByCPU(CPU)) {
    F.getContext().diagnose(DiagnosticInfoGeneric(
        "unknown PTO processor '" + CPU + "' (expected a3 or a5); using a3",
        DS_Warning));
    CPU = "a3";
  }

  auto &I = SubtargetMap[CPU + FS];
  if (!I) {
    // The subtarget's constructor may consult the TargetMachine's options.
    resetTargetOptions(F);
    I = std::make_unique<PTOSubtarget>(TargetTriple, CPU, FS, *this);
  }
  return I.get();
}

void llvm::registerPTOPassBuilderCallbacks(PassBuilder &PB) {
  // PTOAA: known to every FunctionAnalysisManager the PassBuilder sets up,
  // and selectable by name in `-aa-pipeline=...,pto-aa`.
  PB.registerAnalysisRegistrationCallback([](FunctionAnalysisManager &FAM) {
    FAM.registerPass([] { return PTOAA(); });
    FAM.registerPass([] { return PTOCoreSectionsAnalysis(); });
  });
  PB.registerParseAACallback([](StringRef Name, AAManager &AAM) {
    if (Name != "pto-aa")
      return false;
    AAM.registerFunctionAnalysis<PTOAA>();
    return true;
  });
  // Issue 13 (F): no default pipeline merges calls of tile builtins (their
  // results may have different descriptors; PTOMarkBuiltinsNoMerge.cpp).
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(PTOMarkBuiltinsNoMergePass());
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "pto-mark-nomerge") {
          MPM.addPass(PTOMarkBuiltinsNoMergePass());
          return true;
        }
        return false;
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "pto-check-ir") {
          FPM.addPass(PTOCheckIRPass());
          return true;
        }
        if (Name == "print<pto-core-sections>") {
          FPM.addPass(PTOCoreSectionsPrinterPass(errs()));
          return true;
        }
        if (Name == "pto-verify-kernel") {
          FPM.addPass(PTOVerifyKernelPass());
          return true;
        }
        if (Name == "pto-annotate-noclobber") {
          FPM.addPass(PTOAnnotateNoClobberPass());
          return true;
        }
        if (Name == "pto-tile-load-cse") {
          FPM.addPass(PTOTileLoadCSEPass());
          return true;
        }
        if (Name == "pto-merge-transfers") { // Issue 23
          FPM.addPass(PTOMergeTransfersPass());
          return true;
        }
        if (Name == "pto-pipeline-loads") {
          FPM.addPass(PTOPipelineLoadsPass());
          return true;
        }
        if (Name == "pto-insert-setvalid") { // Issue 13 (V)
          FPM.addPass(PTOInsertSetValidPass());
          return true;
        }
        // Issue 15 (15F): cross-core FIFOs.
        if (Name == "pto-lower-fifo") {
          FPM.addPass(PTOLowerFifoPass());
          return true;
        }
        // Issue 15 (15S): the mix-kernel split.
        if (Name == "pto-split-mix-kernel") {
          FPM.addPass(PTOSplitMixKernelPass());
          return true;
        }
        if (Name == "pto-remove-dead-sections") { // Issue 15
          FPM.addPass(PTORemoveDeadSectionsPass());
          return true;
        }
        // Issue 17: per-loop copies of loop invariants around LSR.
        if (Name == "pto-isolate-loop-invariants") {
          FPM.addPass(PTOIsolateLoopInvariantsPass());
          return true;
        }
        if (Name == "pto-rejoin-loop-invariants") {
          FPM.addPass(PTORejoinLoopInvariantsPass());
          return true;
        }
        return false;
      });
}

void PTOTargetMachine::registerPassBuilderCallbacks(PassBuilder &PB) {
  registerPTOPassBuilderCallbacks(PB);
}

void PTOTargetMachine::registerDefaultAliasAnalyses(AAManager &AAM) {
  AAM.registerFunctionAnalysis<PTOAA>();
}

void llvm::initializePTOPasses(PassRegistry &PR) {
  initializePTOCheckIRLegacyPass(PR);
  initializePTOLowerBFloatConversionsPass(PR); // Issue 13 (F)
  initializePTOVerifyKernelLegacyPass(PR);
  initializePTOCoreSectionsWrapperPassPass(PR);
  initializePTOAAWrapperPassPass(PR);
  initializePTOExternalAAWrapperPass(PR);
  initializePTOAnnotateNoClobberLegacyPass(PR);
  initializePTOTileLoadCSELegacyPass(PR);
  initializePTOMergeTransfersLegacyPass(PR); // Issue 23
  initializePTOPipelineLoadsLegacyPass(PR);
  initializePTOInsertSetValidLegacyPass(PR); // Issue 13 (V)
  // Issue 15 (15S): the mix-kernel split.
  initializePTOSplitMixKernelLegacyPass(PR);
  initializePTOLowerFifoLegacyPass(PR); // Issue 15 (15F)
  initializePTORemoveDeadSectionsLegacyPass(PR); // Issue 15
  initializePTOIsolateLoopInvariantsLegacyPass(PR); // Issue 17
  initializePTORejoinLoopInvariantsLegacyPass(PR);
  initializePTOMergeFallThroughLegacyPass(PR);
  initializePTOISelFallbackDiagPass(PR);
  initializePTOCheckNoTileVRegsPass(PR);
  initializePTORematerializeCheapDefsPass(PR);
  initializePTODropSCEVLoopCachesPass(PR);
  initializePTOMaterializeSemanticAliasesPass(PR);
  initializePTOPlanMemoryPass(PR);
  initializePTOAllocateMemoryAddrPass(PR);
  initializePTOVerifyTileStoragePass(PR);
  initializePTOTileLivenessAnalysisPass(PR);
  initializePTOLowerTileOperandsPass(PR);
  initializePTOCheckAllocatedInputPass(PR);
  initializePTOInsertSyncPass(PR);
  initializePTOVerifySyncPass(PR);
}

static std::string &lastInputName() {
  static std::string Name;
  return Name;
}

StringRef PTO::getLastInputName() { return lastInputName(); }

MachineFunctionInfo *PTOTargetMachine::createMachineFunctionInfo(
    BumpPtrAllocator &Allocator, const Function &F,
    const TargetSubtargetInfo *STI) const {
  // Every machine function (parsed MIR included) is created here first.
  lastInputName() = F.getParent()->getModuleIdentifier();
  return PTOMachineFunctionInfo::create<PTOMachineFunctionInfo>(Allocator, F,
                                                                STI);
}

yaml::MachineFunctionInfo *PTOTargetMachine::createDefaultFuncInfoYAML() const {
  return new yaml::PTOMachineFunctionInfo();
}

yaml::MachineFunctionInfo *
PTOTargetMachine::convertFuncInfoToYAML(const MachineFunction &MF) const {
  return new yaml::PTOMachineFunctionInfo(*MF.getInfo<PTOMachineFunctionInfo>(),
                                          *MF.getSubtarget().getRegisterInfo());
}

bool PTOTargetMachine::parseMachineFunctionInfo(
    const yaml::MachineFunctionInfo &MFI, PerFunctionMIParsingState &PFS,
    SMDiagnostic &Error, SMRange &SourceRange) const {
  const auto &YamlMFI = static_cast<const yaml::PTOMachineFunctionInfo &>(MFI);
  auto *Info = PFS.MF.getInfo<PTOMachineFunctionInfo>();
  Info->clearAllocations();
  // The MIR parser reports an error at SourceRange, offset by the column of
  // Error; it needs a valid range (a diagnostic without one crashed in
  // SourceMgr::GetMessage). Errors about an allocation point at its space.
  auto Fail = [&](const yaml::StringValue &At, const Twine &Msg) {
    const MemoryBuffer &Buffer =
        *PFS.SM->getMemoryBuffer(PFS.SM->getMainFileID());
    Error = SMDiagnostic(*PFS.SM, SMLoc(), Buffer.getBufferIdentifier(), 1, 0,
                         SourceMgr::DK_Error, Msg.str(), At.Value, {}, {});
    SourceRange = At.SourceRange;
    return true;
  };
  for (const yaml::PTOTileAllocationYAML &Y : YamlMFI.TileAllocations) {
    std::string Alloc = "tile allocation " + std::to_string(Y.ID) + ": ";
    PTOTileAllocation A;
    A.ID = Y.ID;
    const PTO::PTOMemoryInfo *Mem = PTO::lookupMemoryByName(Y.Space.Value);
    if (!Mem || !Mem->OnChip)
      return Fail(Y.Space,
                  Alloc + "unknown on-chip memory '" + Y.Space.Value + "'");
    if (!isPowerOf2_64(Y.Align))
      return Fail(Y.Space,
                  Alloc + "align " + Twine(Y.Align) + " is not a power of two");
    if (Y.Slots == 0)
      return Fail(Y.Space, Alloc + "slots must be at least 1");
    // Every pass computes offset + size * slots in 64 bits.
    if (Y.Offset < -1 || Y.Size > (uint64_t(1) << 40) || Y.Slots > 64 ||
        (Y.Offset > 0 && uint64_t(Y.Offset) > (uint64_t(1) << 40)))
      return Fail(Y.Space, Alloc + "size, slots or offset out of range");
    A.AS = Mem->AddrSpace;
    A.Size = Y.Size;
    A.Align = Y.Align;
    A.Slots = Y.Slots;
    A.Offset = Y.Offset;
    for (const yaml::PTOTileAllocationMember &YM : Y.Members) {
      VRegInfo *VReg = nullptr;
      if (parseVirtualRegisterReference(PFS, VReg, YM.Reg.Value, Error)) {
        SourceRange = YM.Reg.SourceRange;
        return true;
      }
      if (YM.Slot.Role > PTOTileAllocation::SlotSelected)
        return Fail(YM.Reg, Alloc + "member slot " + Twine(YM.Slot.Role) +
                                " is not 0 (first), 1 (current), 2 (next), "
                                "second or sel");
      if (YM.Offset > (uint64_t(1) << 40))
        return Fail(YM.Reg, Alloc + "member offset " + Twine(YM.Offset) +
                                " out of range");
      A.Members.push_back({VReg->VReg, YM.Offset, YM.Slot.Role});
    }
    Info->getAllocations().push_back(std::move(A));
  }
  return false;
}

namespace {
class PTOPassConfig : public TargetPassConfig {
public:
  PTOPassConfig(PTOTargetMachine &TM, PassManagerBase &PM)
      : TargetPassConfig(TM, PM) {}

  PTOTargetMachine &getPTOTargetMachine() const {
    return getTM<PTOTargetMachine>();
  }

  /// When optimizing, GlobalISel's builders reuse identical instructions of
  /// a block (the full configuration AArch64 and RISC-V use): otherwise
  /// MachineCSE removes the duplicates one by one, walking the block from
  /// each kept instruction to the duplicate (quadratic on one long block of
  /// tile operations). -O0 keeps every instruction as translated.
  std::unique_ptr<CSEConfigBase> getCSEConfig() const override {
    if (TM->getOptLevel() == CodeGenOptLevel::None)
      return std::make_unique<CSEConfigBase>();
    return std::make_unique<CSEConfigFull>();
  }

  void addIRPasses() override;
  void addCodeGenPrepare() override;
  bool addIRTranslator() override;
  bool addLegalizeMachineIR() override;
  bool addRegBankSelect() override;
  bool addGlobalInstructionSelect() override;
  bool addInstSelector() override;
  void addPreRegAlloc() override;
  void addPreEmitPass() override;
};
} // namespace

TargetPassConfig *PTOTargetMachine::createPassConfig(PassManagerBase &PM) {
  return new PTOPassConfig(*this, PM);
}

void PTOPassConfig::addIRPasses() {
  // PTOAA joins every AAResults of the codegen pipeline (so
  // MachineInstr::mayAlias in the machine passes consults it).
  addPass(createPTOAAWrapperPass());
  addPass(createPTOExternalAAWrapperPass());
  // Issue 15 (15F): cross-core FIFOs become GM slot rings and cross-core
  // flags, before the kernel verifier checks the tile ops they become.
  addPass(createPTOLowerFifoLegacyPass());
  addPass(createPTOVerifyKernelLegacyPass());
  // Reject what the scalar unit cannot run before any lowering sees it.
  addPass(createPTOCheckIRLegacyPass());
  // Issue 15: a mix kernel's sections for core kinds the generation lacks
  // go (after the verifier: a dead block has no kind to check it against).
  addPass(createPTORemoveDeadSectionsLegacyPass());
  // Issue 13 (F): bf16 <-> f32 as integer code (GlobalISel cannot).
  addPass(createPTOLowerBFloatConversionsPass());
  // Global-memory reads nothing in the kernel writes become invariant.
  if (getOptLevel() != CodeGenOptLevel::None) {
    addPass(createPTOAnnotateNoClobberLegacyPass());
    // Issue 23: adjacent GM transfers become one (tiles: views of it);
    // before the CSE, which may then find a merged load equal to another.
    addPass(createPTOMergeTransfersLegacyPass());
    // Equal loads of never-written bytes share one tile.
    addPass(createPTOTileLoadCSELegacyPass());
    // Streaming loops' tloads become prefetch carries (double buffers).
    addPass(createPTOPipelineLoadsLegacyPass());
  }
  // Issue 13 (V): valid extents become setvalid calls, after every pass that
  // moves tile builtins (at every -O level: tvalid has no instruction).
  addPass(createPTOInsertSetValidLegacyPass());
  // Issue 15 (15S): on a3, a kernel using cube and vector pipes without
  // sections becomes cube and vector sections. After pto-insert-setvalid:
  // every copy keeps the setvalid calls, so a tile crossing through the
  // workspace is stored and loaded with the extent its move had.
  addPass(createPTOSplitMixKernelLegacyPass());
  // Issue 17: each outermost loop gets its own copy of the values other
  // loops use too, so that LSR's problem for a loop is that loop's uses
  // (not those of every later loop nest); the copies go again before
  // CodeGenPrepare (addCodeGenPrepare).
  if (getOptLevel() != CodeGenOptLevel::None) {
    addPass(createPTOIsolateLoopInvariantsLegacyPass());
    // Issue 17: in the loop pass manager of Loop Strength Reduction (right
    // after it), ScalarEvolution's per-expression lists of loops are
    // dropped every few loops (quadratic in the loops otherwise).
    // (LSR's pass ID is not exported: an instance tells it.)
    std::unique_ptr<Pass> LSR(createLoopStrengthReducePass());
    insertPass(LSR->getPassID(), &PTODropSCEVLoopCachesID);
  }
  TargetPassConfig::addIRPasses();
}

void PTOPassConfig::addCodeGenPrepare() {
  if (getOptLevel() != CodeGenOptLevel::None) {
    addPass(createPTORejoinLoopInvariantsLegacyPass());
    // Issue 17: CodeGenPrepare's fall-through merges, without the dominator
    // tree it keeps (whose level updates are quadratic on a sequence of
    // loop nests).
    addPass(createPTOMergeFallThroughLegacyPass());
  }
  TargetPassConfig::addCodeGenPrepare();
}

bool PTOPassConfig::addIRTranslator() {
  addPass(new IRTranslator(getOptLevel()));
  return false;
}

bool PTOPassConfig::addLegalizeMachineIR() {
  addPass(new Legalizer());
  return false;
}

static cl::opt<unsigned> LocalizeMinInstrs(
    "pto-localize-min-instrs", cl::Hidden, cl::init(20000),
    cl::desc("Run GlobalISel's Localizer on functions of at least this many "
             "machine instructions (0: never)"));

bool PTOPassConfig::addRegBankSelect() {
  addPass(new RegBankSelect());
  // Issue 17: the IRTranslator materializes every constant once, in the
  // entry block, so on a huge function each constant's virtual register
  // lives across the whole function, and the register coalescer pays for
  // that interval at every copy of it (a phi's constant incoming value in
  // each loop nest: quadratic in the nests). On such functions the
  // Localizer rematerializes constants in the blocks using them; smaller
  // functions (every test) keep the code as it was.
  if (getOptLevel() != CodeGenOptLevel::None && LocalizeMinInstrs)
    addPass(new Localizer([](const MachineFunction &MF) {
      // MF.getInstructionCount() < LocalizeMinInstrs, counting no further
      // than the bound (issue 17: a walk over every instruction).
      unsigned N = 0;
      for (const MachineBasicBlock &MBB : MF)
        for (const MachineInstr &MI : MBB.instrs()) {
          (void)MI;
          if (++N >= LocalizeMinInstrs)
            return false;
        }
      return true;
    }));
  return false;
}

bool PTOPassConfig::addGlobalInstructionSelect() {
  addPass(new InstructionSelect(getOptLevel()));
  return false;
}

bool PTOPassConfig::addInstSelector() {
  // Runs only for functions GlobalISel gave up on (there is no SelectionDAG
  // selector): turns the failure into an error diagnostic.
  addPass(createPTOISelFallbackDiagPass());
  return false;
}

static cl::opt<bool> EnableVerifyTileStorage(
    "pto-enable-verify-tile-storage", cl::Hidden, cl::init(true),
    cl::desc("Run pto-verify-tile-storage after pto-allocate-memory-addr in "
             "the pipeline"));

void PTOPassConfig::addPreRegAlloc() {
  // Tile storage planning, on SSA, at every optimization level.
  addPass(createPTOMaterializeSemanticAliasesPass());
  addPass(createPTOPlanMemoryPass());
  addPass(createPTOAllocateMemoryAddrPass());
  if (EnableVerifyTileStorage)
    addPass(createPTOVerifyTileStoragePass());
  addPass(createPTOLowerTileOperandsPass());
  // Every tile register must have become storage by now.
  addPass(createPTOCheckNoTileVRegsPass());
  // Issue 17: addresses and constants CSE'd across a long block are copied
  // again near far uses instead of being spilled and reloaded.
  if (getOptLevel() != CodeGenOptLevel::None)
    addPass(createPTORematerializeCheapDefsPass());
}

static cl::opt<bool> VerifySync(
    "pto-enable-verify-sync", cl::Hidden, cl::init(true),
    cl::desc("Run pto-verify-sync after pto-insert-sync in the pipeline"));

void PTOPassConfig::addPreEmitPass() {
  // Post-RA, before emission: the final instruction order.
  addPass(createPTOInsertSyncPass());
  if (VerifySync)
    addPass(createPTOVerifySyncPass());
}

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void LLVMInitializePTOTarget() {
  RegisterTargetMachine<PTOTargetMachine> X(getThePTOTarget());
  initializePTOPasses(*PassRegistry::getPassRegistry());
}
