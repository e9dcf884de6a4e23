//===-- PTOSplitMixKernel.cpp - Split a mix kernel into core sections -----===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-split-mix-kernel (issue 15 S). On a generation whose cube and vector
// pipes are on separate cores (a3: AIC and AIV), a kernel that uses both
// sides and has no get_core_type() sections of its own is rewritten into
// the sectioned form the backend supports (PTOCoreSections.h): the body is
// cloned three times behind
//
//   t = get_core_type();  if (t == 1) AIC copy
//                         else if (get_subblockid() == 0) AIV0 copy
//                         else AIV1 copy
//
// Every copy keeps the control flow and the scalar code (so every core walks
// the same sequence of program points); the AIC copy keeps the cube side's
// tile ops, the AIV0 copy the vector side's, the AIV1 copy none (it takes
// part in the flag protocol only: the simplest correct rule for the second
// AIV; the AIC's waits need a set from both AIVs).
//
// The side of a tile op is its pipe's (M, MTE1, FIX: cube; V, MTE3: vector;
// MTE2 and S by the memory it produces or reads). A tile crossing sides is
// supported in one form, an acc tile moved to vec (`tmov.vec.acc`, no
// L0C -> UB path on a3): it goes through a GM workspace the pass plans, an
// internal zero-initialized global per crossing site of rows x cols elements
// per block (block b at b x size), FIX storing it on the AIC, MTE2 loading
// it on the AIV0. Any other crossing is an error naming the value.
//
// Cross-core order (docs/sync.md, "The mix-kernel split"): each global
// memory access X of one side (a tile load or store, the workspace's store
// and load included) that may conflict with an access of the other side
// (one of them a write; the same identified object -- a noalias argument or
// a global --, or an unknown one; the objects of pto-verify-sync's
// cross-core check) is a program point of an event: at X the other side
// sets a cross-core flag on the pipe of each conflicting access kind (a set
// covers all of that pipe's earlier work) and X's side waits for it right
// before X. Accesses of objects the other side never touches get no event:
// a vector core does not wait for a cube store it does not read. Both sides
// meet the events in the same order (same control flow, same scalars) and a
// set never blocks, so the k-th wait consumes the k-th set and nothing
// deadlocks; a side that waits at every crossing runs at most one crossing
// ahead of the other (the back-pressure of the workspace: its next store
// waits for the AIV's load of the previous tile).
//
// Linear in the instructions (three copies, one walk per copy, a map lookup
// per access).
//
//===----------------------------------------------------------------------===//

#include "PTOSplitMixKernel.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTODebug.h"
#include "PTOIRUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-split-mix-kernel"

PTO_STATISTIC(NumSplitKernels, "Mix kernels split into core sections");
PTO_STATISTIC(NumWorkspaces, "Tiles moved between the cores through GM");
PTO_STATISTIC(NumCrossEvents, "Cross-core set/wait pairs inserted");
PTO_STATISTIC(NumNotSplit, "Mix kernels left on one core (user memory "
                            "shared across loops)");
PTO_STATISTIC(NumNoEvent,
              "Global-memory accesses the other side never conflicts with");

static cl::opt<bool>
    EnableSplit("pto-split-mix-kernels", cl::Hidden, cl::init(true),
                cl::desc("Split a3 kernels that use cube and vector pipes "
                         "into core sections (issue 15)"));

static cl::opt<bool> UnsoundDropWait(
    "pto-split-mix-unsound-drop-wait", cl::Hidden, cl::init(false),
    cl::desc("Testing only, unsound: drop the AIV's wait before its first "
             "workspace load (pto-verify-sync's and pto-sim's mutation test)"));

static cl::opt<unsigned> WorkspaceBlocks(
    "pto-split-mix-workspace-blocks", cl::Hidden, cl::init(64),
    cl::desc("Blocks (--blocks) a split kernel's workspace has room for"));

namespace {

enum SideKind : unsigned { CubeSide = 0, VecSide = 1 };

bool isCubeMemory(unsigned AS) {
  return AS == AS_MAT || AS == AS_LEFT || AS == AS_RIGHT || AS == AS_ACC ||
         AS == AS_BIAS;
}
bool isTileMemory(unsigned AS) { return AS == AS_VEC || isCubeMemory(AS); }
std::optional<unsigned> tileMemoryOf(const Type *T) {
  if (const auto *PT = dyn_cast<PointerType>(T))
    if (isTileMemory(PT->getAddressSpace()))
      return PT->getAddressSpace();
  return std::nullopt;
}
SideKind sideOfMemory(unsigned AS) {
  return AS == AS_VEC ? VecSide : CubeSide;
}

unsigned pipeOfOpcode(unsigned Opcode) {
  static const std::unique_ptr<MCInstrInfo> MII(createPTOMCInstrInfo());
  return PTOII::getPipe(MII->get(Opcode).TSFlags);
}

/// One tile builtin call, classified.
struct TileCall {
  CallBase *CB = nullptr;
  SideKind Side = CubeSide;
  unsigned Pipe = PIPE_S;
  int GMArg = -1;     ///< The global-memory operand, if any.
  bool Writes = false; ///< A store to global memory.
  bool Crossing = false; ///< tmov.vec.acc: through the workspace.
};

/// A global-memory access at a program point, and the flags of its events.
struct Access {
  Instruction *At = nullptr;
  SideKind Side = CubeSide;
  unsigned Pipe = PIPE_S;
  const Value *Obj = nullptr; ///< Identified object, or null: unknown.
  bool Write = false;
  bool Workspace = false;
  /// (pipe of the other side to set on, flag).
  SmallVector<std::pair<unsigned, unsigned>, 2> Events;
};

/// A crossing site: the tmov and its workspace.
struct Crossing {
  CallBase *CB = nullptr;
  GlobalVariable *WS = nullptr;
  uint64_t Bytes = 0;
  std::string DType;
  unsigned Store = 0, Load = 0; ///< Indices into Accesses.
};

class MixSplitter {
  Function &F;
  LLVMContext &Ctx;
  PTOGeneration Gen = A3;
  unsigned Errors = 0;
  SmallVector<TileCall, 64> Calls;
  DenseMap<const CallBase *, unsigned> CallIndex;
  SmallVector<Access, 32> Accesses;
  DenseMap<const Instruction *, unsigned> AccessAt; ///< Non-crossing ones.
  SmallVector<Crossing, 4> Crossings;
  unsigned NextFlag[2] = {0, 0}; ///< Per setter side.

public:
  explicit MixSplitter(Function &F) : F(F), Ctx(F.getContext()) {}
  bool run();

private:
  void error(const Twine &Msg, const Instruction &I) {
    ++Errors;
    Ctx.diagnose(DiagnosticInfoUnsupported(
        F, "cannot split the mix kernel '" + F.getName() + "' into cube and " +
               "vector programs: " + Msg + instructionContext(I),
        I.getDebugLoc()));
  }
  bool classify();
  void checkScalarCode();
  bool sharedWithinOneLoop();
  void planEvents();
  void transform();
  const Value *objectOf(const Value *Ptr) const;
};

const Value *MixSplitter::objectOf(const Value *Ptr) const {
  const Value *O = getUnderlyingObject(Ptr);
  if (const auto *A = dyn_cast<Argument>(O))
    return A->hasNoAliasAttr() ? O : nullptr;
  if (isa<GlobalVariable>(O))
    return O;
  return nullptr;
}

/// A defined function that only computes: no calls, and memory accesses on
/// its own stack only (the -O0 form of `static inline int min(...)`).
bool isScalarHelper(const Function &Fn) {
  if (Fn.isDeclaration() || Fn.hasFnAttribute("pto.kernel"))
    return false;
  for (const Instruction &I : instructions(Fn)) {
    if (const auto *CB = dyn_cast<CallBase>(&I)) {
      if (!isa<IntrinsicInst>(CB) || isa<MemIntrinsic>(CB))
        return false;
      continue;
    }
    const Value *Ptr = getLoadStorePointerOperand(&I);
    if (Ptr && !isa<AllocaInst>(getUnderlyingObject(Ptr)))
      return false;
    if (!Ptr && I.mayReadOrWriteMemory())
      return false;
  }
  return true;
}

/// Classifies the tile builtin calls; false when the kernel is not a mix
/// kernel the split applies to (nothing reported then).
bool MixSplitter::classify() {
  unsigned PerSide[2] = {0, 0};
  for (Instruction &I : instructions(F)) {
    auto *CB = dyn_cast<CallBase>(&I);
    if (!CB)
      continue;
    const Function *Callee =
        dyn_cast<Function>(CB->getCalledOperand()->stripPointerCasts());
    if (!Callee || !isBuiltinName(Callee->getName()))
      continue;
    if (const PTOCoreRegBuiltinInfo *R = getCoreRegBuiltin(Callee->getName()))
      if (StringRef(R->Name) == "get_core_type")
        return false; // explicit sections: the user's split
    const BuiltinName *BN = getBuiltinCall(*CB);
    if (!BN || !BN->Info)
      continue;
    const PTOBuiltinInfo &BI = *BN->Info;
    TileCall TC;
    TC.CB = CB;
    // As the kernel verifier: a store's destination is gm.
    unsigned DstAS = BI.producesTile()    ? CB->getType()->getPointerAddressSpace()
                     : BI.Result == RES_VOID ? unsigned(AS_GM)
                                             : unsigned(AS_GENERIC);
    std::optional<unsigned> FirstTile;
    for (unsigned A = 0; A < CB->arg_size() && A < BI.numArgs(); ++A) {
      if (BI.signature()[A] == ARG_GM)
        TC.GMArg = A;
      if (!FirstTile)
        FirstTile = tileMemoryOf(CB->getArgOperand(A)->getType());
    }
    unsigned SrcAS = FirstTile             ? *FirstTile
                     : BI.hasRole(ARG_GM) ? unsigned(AS_GM)
                                          : DstAS;
    const PTOTileOpInfo *Op =
        getTileOp(PTOBuiltinKind(BI.ID), DstAS, SrcAS);
    if (!Op)
      continue; // the kernel verifier reported it
    TC.Pipe = pipeOfOpcode(Op->Opcode);
    TC.Writes = TC.GMArg >= 0 && !BI.producesTile();
    switch (TC.Pipe) {
    case PIPE_M:
    case PIPE_MTE1:
    case PIPE_FIX:
      TC.Side = CubeSide;
      break;
    case PIPE_V:
    case PIPE_MTE3:
      TC.Side = VecSide;
      break;
    default:
      TC.Side = sideOfMemory(isTileMemory(DstAS) ? DstAS : SrcAS);
      break;
    }
    TC.Crossing = PTOBuiltinKind(BI.ID) == BI_TMOV && DstAS == AS_VEC &&
                  SrcAS == AS_ACC;
    ++PerSide[TC.Side];
    if (TC.Crossing)
      ++PerSide[VecSide];
    CallIndex[CB] = Calls.size();
    Calls.push_back(TC);
  }
  return PerSide[CubeSide] && PerSide[VecSide];
}

/// What the copies cannot each run on their own: reported, not split.
void MixSplitter::checkScalarCode() {
  SmallVector<unsigned, 8> Kinds;
  for (const PTOCoreKindInfo *K : getCoreKinds(Gen))
    Kinds.push_back(K->PipeMask);
  // The pipes each side's core has: the kind with M is the cube side's.
  unsigned SidePipes[2] = {0, 0};
  for (unsigned M : Kinds)
    SidePipes[(M >> PIPE_M & 1) ? CubeSide : VecSide] |= M;

  bool AnyTileWrite = false;
  DenseMap<const Value *, bool> TileWritten;
  for (const TileCall &TC : Calls)
    if (TC.Writes) {
      AnyTileWrite = true;
      TileWritten[objectOf(TC.CB->getArgOperand(TC.GMArg))] = true;
    }

  for (Instruction &I : instructions(F)) {
    if (auto *CB = dyn_cast<CallBase>(&I)) {
      auto It = CallIndex.find(CB);
      if (It != CallIndex.end()) {
        const TileCall &TC = Calls[It->second];
        std::string Name = CB->getCalledFunction()
                               ? CB->getCalledFunction()->getName().str()
                               : "a tile builtin";
        if (!(SidePipes[TC.Side] >> TC.Pipe & 1))
          error("'" + Name + "' runs on pipe " +
                    std::string(getPipeName(TC.Pipe)) +
                    ", which the core of its side does not have",
                I);
        if (!CB->getType()->isVoidTy() && !tileMemoryOf(CB->getType()) &&
            !CB->use_empty())
          error("the scalar result of '" + Name + "' (" +
                    describeValue(*CB) +
                    ") would be known on one side only",
                I);
        if (TC.Crossing) {
          if (!isa<ConstantInt>(CB->getArgOperand(1)) ||
              !isa<ConstantInt>(CB->getArgOperand(2)))
            error("the workspace of " + describeValue(*CB) +
                      " needs a constant shape",
                  I);
          continue;
        }
        for (const Use &U : CB->args())
          if (std::optional<unsigned> AS = tileMemoryOf(U->getType());
              AS && sideOfMemory(*AS) != TC.Side)
            error(describeValue(*U) + " (a " +
                      std::string(getMemory(*AS)->Name) +
                      " tile of the " +
                      (sideOfMemory(*AS) == CubeSide ? "cube" : "vector") +
                      " side) is used by '" + Name + "' on the " +
                      (TC.Side == CubeSide ? "cube" : "vector") +
                      " side; only an acc tile moved to vec "
                      "(tmov.vec.acc) crosses, through a workspace",
                  I);
        continue;
      }
      const Function *Callee =
          dyn_cast<Function>(CB->getCalledOperand()->stripPointerCasts());
      if (Callee && Callee->getName() == "pto.setvalid")
        continue; // the extent state: every copy keeps it (file comment)
      if (Callee && isBuiltinName(Callee->getName())) {
        const PTOCoreRegBuiltinInfo *R = getCoreRegBuiltin(Callee->getName());
        if (R && (StringRef(R->Name) == "get_block_idx" ||
                  StringRef(R->Name) == "get_block_num"))
          continue;
        error("'" + Callee->getName() +
                  "' would differ between the cores or order them on its "
                  "own; write the sections with get_core_type()",
              I);
        continue;
      }
      if (isa<IntrinsicInst>(CB) && !isa<MemIntrinsic>(CB))
        continue;
      if (Callee && isScalarHelper(*Callee))
        continue; // every core computes the same value
      error("a call (" + (Callee ? "'" + Callee->getName().str() + "'"
                                 : std::string("indirect")) +
                ") would run on every core",
            I);
      continue;
    }
    if (auto *SI = dyn_cast<StoreInst>(&I)) {
      if (!isa<AllocaInst>(getUnderlyingObject(SI->getPointerOperand())))
        error("a scalar store to global memory (" +
                  describeValue(*SI->getPointerOperand()) +
                  ") would be done by every core",
              I);
      continue;
    }
    if (auto *LI = dyn_cast<LoadInst>(&I)) {
      const Value *Ptr = LI->getPointerOperand();
      if (isa<AllocaInst>(getUnderlyingObject(Ptr)))
        continue;
      const Value *Obj = objectOf(Ptr);
      if (Obj ? (TileWritten.count(Obj) || TileWritten.count(nullptr))
              : AnyTileWrite)
        error("a scalar load of global memory (" + describeValue(*Ptr) +
                  ") that tile stores may write: the cores would read it "
                  "at different times",
              I);
      continue;
    }
    if (I.mayWriteToMemory() && !isa<FenceInst>(I))
      error("an instruction that writes memory would run on every core", I);
  }
}

/// User memory both sides access (one a write) must not be accessed by both
/// sides in loops other than one innermost loop (accesses outside every
/// loop are fine, e.g. a peeled last iteration): the events are then
/// at points both walk equally often, which pto-verify-sync's cross-core
/// check proves in both directions. A cube store in one loop and a vector
/// load in a later loop (bench/kernels/split-k-bias.c) would be ordered too,
/// but the checker requires a flag before the store's next iteration, which
/// nothing after the load can give: such a kernel is left unsplit (one core
/// with every pipe, the placement of before) with a missed remark.
bool MixSplitter::sharedWithinOneLoop() {
  DominatorTree DT(F);
  LoopInfo LI(DT);
  struct Uses {
    bool Side[2] = {false, false};
    bool Write = false;
    /// Per side: the innermost loop of its accesses in loops, and whether
    /// there are several.
    const Loop *L[2] = {nullptr, nullptr};
    bool Several[2] = {false, false};
    const Instruction *Example[2] = {nullptr, nullptr};
  };
  DenseMap<const Value *, Uses> ByObj;
  Uses Unknown;
  for (const TileCall &TC : Calls) {
    if (TC.GMArg < 0)
      continue;
    const Value *Obj = objectOf(TC.CB->getArgOperand(TC.GMArg));
    Uses &U = Obj ? ByObj[Obj] : Unknown;
    if (const Loop *L = LI.getLoopFor(TC.CB->getParent())) {
      U.Several[TC.Side] |= U.L[TC.Side] && U.L[TC.Side] != L;
      U.L[TC.Side] = L;
    }
    U.Side[TC.Side] = true;
    U.Write |= TC.Writes;
    U.Example[TC.Side] = TC.CB;
  }
  // Both sides in loops, and not all in one.
  auto Bad = [](const Uses &U) {
    return U.Side[CubeSide] && U.Side[VecSide] && U.Write &&
           U.L[CubeSide] && U.L[VecSide] &&
           (U.Several[CubeSide] || U.Several[VecSide] ||
            U.L[CubeSide] != U.L[VecSide]);
  };
  const Uses *Found = Bad(Unknown) ? &Unknown : nullptr;
  const Value *FoundObj = nullptr;
  for (const auto &[Obj, U] : ByObj)
    if (!Found && Bad(U)) {
      Found = &U;
      FoundObj = Obj;
    }
  if (!Found)
    return true;
  OptimizationRemarkEmitter ORE(&F);
  ORE.emit([&] {
    return OptimizationRemarkMissed(DEBUG_TYPE, "NotSplit",
                                    Found->Example[VecSide])
           << "not split into cube and vector sections (runs on one core "
              "with every pipe): "
           << (FoundObj ? describeValue(*FoundObj) : "unknown memory")
           << " is accessed by the cube and the vector side in different "
              "loops";
  });
  LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": '" << F.getName()
                    << "' not split: memory shared across loops\n");
  return false;
}

void MixSplitter::planEvents() {
  Module &M = *F.getParent();
  // The accesses, in program order of the original body.
  for (TileCall &TC : Calls) {
    if (TC.Crossing) {
      Crossing C;
      C.CB = TC.CB;
      std::optional<TileDesc> D = getResultTileDesc(*TC.CB);
      C.Bytes = D ? D->bytes() : 0;
      C.DType = D ? getDTypeName(D->DType) : "f32";
      auto *Ty = ArrayType::get(Type::getInt8Ty(Ctx),
                                C.Bytes * std::max(1u, unsigned(WorkspaceBlocks)));
      C.WS = new GlobalVariable(M, Ty, false, GlobalValue::InternalLinkage,
                                ConstantAggregateZero::get(Ty),
                                F.getName() + ".mix.ws" +
                                    Twine(Crossings.size()),
                                nullptr, GlobalValue::NotThreadLocal, AS_GM);
      C.WS->setAlignment(Align(64));
      Access St, Ld;
      St.At = Ld.At = TC.CB;
      St.Side = CubeSide;
      St.Pipe = PIPE_FIX;
      St.Write = true;
      Ld.Side = VecSide;
      Ld.Pipe = PIPE_MTE2;
      St.Obj = Ld.Obj = C.WS;
      St.Workspace = Ld.Workspace = true;
      C.Store = Accesses.size();
      Accesses.push_back(St);
      C.Load = Accesses.size();
      Accesses.push_back(Ld);
      Crossings.push_back(std::move(C));
      ++NumWorkspaces;
      continue;
    }
    if (TC.GMArg < 0)
      continue;
    Access A;
    A.At = TC.CB;
    A.Side = TC.Side;
    A.Pipe = TC.Pipe;
    A.Write = TC.Writes;
    A.Obj = objectOf(TC.CB->getArgOperand(TC.GMArg));
    AccessAt[TC.CB] = Accesses.size();
    Accesses.push_back(A);
  }

  // Per side: the pipes reading / writing each object; of unknown objects;
  // of every user object (not a workspace).
  struct Pipes {
    unsigned R = 0, W = 0;
  };
  DenseMap<const Value *, Pipes> ByObj[2];
  Pipes Unknown[2], AllUser[2];
  for (const Access &A : Accesses) {
    Pipes &P = A.Obj ? ByObj[A.Side][A.Obj] : Unknown[A.Side];
    (A.Write ? P.W : P.R) |= 1u << A.Pipe;
    if (!A.Workspace)
      (A.Write ? AllUser[A.Side].W : AllUser[A.Side].R) |= 1u << A.Pipe;
  }

  const PTOCrossCoreInfo *XC = getCrossCore(Gen);
  unsigned Half = (XC ? XC->FlagIds : 16) / 2;
  for (Access &A : Accesses) {
    unsigned B = A.Side == CubeSide ? VecSide : CubeSide;
    Pipes P;
    if (!A.Obj) {
      P = AllUser[B];
    } else {
      P = ByObj[B].lookup(A.Obj);
      if (!A.Workspace) {
        P.R |= Unknown[B].R;
        P.W |= Unknown[B].W;
      }
    }
    unsigned Mask = A.Write ? (P.R | P.W) : P.W;
    if (!Mask) {
      ++NumNoEvent;
      LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": no cross-core event before "
                        << valueText(*A.At) << "\n");
      continue;
    }
    for (unsigned Pipe = 0; Pipe < 8; ++Pipe)
      if (Mask >> Pipe & 1) {
        // Setter B's flags: the AIC's in the lower half, the AIVs' above.
        unsigned Flag = (B == CubeSide ? 0 : Half) + NextFlag[B]++ % Half;
        A.Events.push_back({Pipe, Flag});
        ++NumCrossEvents;
        LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": before " << valueText(*A.At)
                          << ": " << (B == CubeSide ? "AIC" : "AIV")
                          << " sets flag " << Flag << " on "
                          << getPipeName(Pipe) << ", the "
                          << (A.Side == CubeSide ? "AIC" : "AIV")
                          << " waits\n");
      }
  }
}

void MixSplitter::transform() {
  Module &M = *F.getParent();
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
  auto Builtin = [&](StringRef Name, Type *Ret, ArrayRef<Type *> Args) {
    return M.getOrInsertFunction(Name, FunctionType::get(Ret, Args, false));
  };
  FunctionCallee CoreType = Builtin("pto.get_core_type", I32, {});
  FunctionCallee SubBlock = Builtin("pto.get_subblockid", I32, {});
  FunctionCallee BlockIdx = Builtin("pto.get_block_idx", I32, {});
  FunctionCallee SetX = Builtin("pto.set_cross_flag", Type::getVoidTy(Ctx),
                                {I32, I32});
  FunctionCallee WaitX =
      Builtin("pto.wait_cross_flag", Type::getVoidTy(Ctx), {I32});
  auto Mark = [](CallInst *C) {
    C->addFnAttr(Attribute::NoUnwind);
    C->addFnAttr(Attribute::NoMerge);
    return C;
  };

  // The entry: static allocas stay shared (each core has its own stack).
  BasicBlock *OldEntry = &F.getEntryBlock();
  BasicBlock *Entry = BasicBlock::Create(Ctx, "mix.entry", &F, OldEntry);
  for (Instruction &I : make_early_inc_range(*OldEntry))
    if (auto *AI = dyn_cast<AllocaInst>(&I); AI && AI->isStaticAlloca())
      AI->moveBefore(Entry->end());

  // The two vector copies.
  SmallVector<BasicBlock *, 32> Orig;
  for (BasicBlock &BB : F)
    if (&BB != Entry)
      Orig.push_back(&BB);
  ValueToValueMapTy VMap[2]; // AIV0, AIV1
  SmallVector<BasicBlock *, 32> Copy[2];
  const char *Suffix[2] = {".aiv0", ".aiv1"};
  for (unsigned C = 0; C < 2; ++C) {
    for (BasicBlock *BB : Orig) {
      BasicBlock *NB = CloneBasicBlock(BB, VMap[C], Suffix[C], &F);
      VMap[C][BB] = NB;
      Copy[C].push_back(NB);
    }
    for (BasicBlock *NB : Copy[C])
      for (Instruction &I : *NB)
        RemapInstruction(&I, VMap[C],
                         RF_NoModuleLevelChanges | RF_IgnoreMissingLocals);
  }
  for (BasicBlock *BB : Orig)
    if (!BB->getName().empty() && !BB->getName().ends_with(".aic"))
      BB->setName(BB->getName() + ".aic");

  IRBuilder<> B(Entry);
  CallInst *Blk = Mark(B.CreateCall(BlockIdx, {}, "mix.block"));
  CallInst *CT = Mark(B.CreateCall(CoreType, {}, "mix.core"));
  BasicBlock *AIV = BasicBlock::Create(Ctx, "mix.aiv", &F, OldEntry);
  B.CreateCondBr(B.CreateICmpEQ(CT, B.getInt32(1), "mix.is.aic"), OldEntry,
                 AIV);
  B.SetInsertPoint(AIV);
  CallInst *SB = Mark(B.CreateCall(SubBlock, {}, "mix.subblock"));
  B.CreateCondBr(B.CreateICmpEQ(SB, B.getInt32(0), "mix.is.aiv0"),
                 cast<BasicBlock>(VMap[0][OldEntry]),
                 cast<BasicBlock>(VMap[1][OldEntry]));

  // The copies: 0 AIC (the original blocks), 1 AIV0, 2 AIV1.
  auto At = [&](unsigned Copy, Instruction *I) -> Instruction * {
    return Copy == 0 ? I : cast<Instruction>(VMap[Copy - 1][I]);
  };
  auto SideOf = [](unsigned Copy) {
    return Copy == 0 ? CubeSide : VecSide;
  };
  auto Emit = [&](unsigned Copy, const Access &A, bool DropWait) {
    for (auto [Pipe, Flag] : A.Events) {
      if (SideOf(Copy) != A.Side)
        Mark(B.CreateCall(SetX, {B.getInt32(Pipe), B.getInt32(Flag)}));
      else if (!DropWait)
        Mark(B.CreateCall(WaitX, {B.getInt32(Flag)}));
    }
  };

  SmallVector<Instruction *, 64> Remove;
  for (unsigned C = 0; C < 3; ++C) {
    bool Dropped = false;
    // Ordinary accesses: the waits or sets right before the access.
    for (const Access &A : Accesses) {
      if (A.Workspace || A.Events.empty())
        continue;
      Instruction *I = At(C, A.At);
      B.SetInsertPoint(I);
      B.SetCurrentDebugLocation(I->getDebugLoc());
      Emit(C, A, false);
    }
    // Crossings: [store: AIV sets, AIC waits] store [load: AIC sets, AIV
    // waits] load.
    for (const Crossing &X : Crossings) {
      auto *I = cast<CallBase>(At(C, X.CB));
      B.SetInsertPoint(I);
      B.SetCurrentDebugLocation(I->getDebugLoc());
      Value *Off = B.CreateMul(B.CreateZExt(Blk, I64),
                               ConstantInt::get(I64, X.Bytes));
      Value *WS = B.CreateGEP(B.getInt8Ty(), X.WS, Off, "mix.ws");
      auto *Cols = cast<ConstantInt>(I->getArgOperand(2));
      Value *Stride = ConstantInt::get(I64, Cols->getZExtValue());
      Emit(C, Accesses[X.Store], false);
      if (C == 0) {
        Value *Acc = I->getArgOperand(0);
        FunctionCallee St = Builtin(
            "pto.tstore.acc." + X.DType, Type::getVoidTy(Ctx),
            {WS->getType(), I64, Acc->getType()});
        Mark(B.CreateCall(St, {WS, Stride, Acc}));
      }
      bool Drop = UnsoundDropWait && C == 1 && !Dropped;
      Dropped |= Drop;
      Emit(C, Accesses[X.Load], Drop);
      if (C == 1) {
        FunctionCallee Ld = Builtin(
            "pto.tload.vec." + X.DType, I->getType(),
            {WS->getType(), I64, I32, I32});
        CallInst *L = Mark(B.CreateCall(
            Ld, {WS, Stride, I->getArgOperand(1), I->getArgOperand(2)},
            I->getName() + ".ws"));
        if (MDNode *N = I->getMetadata(SourceNameMD))
          L->setMetadata(SourceNameMD, N);
        I->replaceAllUsesWith(L);
      }
      Remove.push_back(I);
    }
  }

  // Each copy drops the other side's tile ops (the AIV1 copy all of them)
  // and the tile PHIs and selects of the memories it no longer has.
  for (unsigned C = 0; C < 3; ++C) {
    for (const TileCall &TC : Calls)
      if (!TC.Crossing && (C == 2 || TC.Side != SideOf(C)))
        Remove.push_back(At(C, TC.CB));
    for (BasicBlock *BB : C == 0 ? Orig : Copy[C - 1])
      for (Instruction &I : *BB)
        if (isa<PHINode, SelectInst, FreezeInst>(I))
          if (std::optional<unsigned> AS = tileMemoryOf(I.getType());
              AS && (C == 2 || sideOfMemory(*AS) != SideOf(C)))
            Remove.push_back(&I);
  }
  for (Instruction *I : Remove)
    I->replaceAllUsesWith(PoisonValue::get(I->getType()));
  for (Instruction *I : Remove)
    I->eraseFromParent();

  // Scalar code only the removed ops used.
  SmallVector<WeakTrackingVH, 64> Dead;
  for (Instruction &I : instructions(F))
    if (isInstructionTriviallyDead(&I))
      Dead.push_back(&I);
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
  // A kernel whose memory effects were its arguments' now writes its
  // workspaces.
  if (!Crossings.empty())
    F.removeFnAttr(Attribute::Memory);
}

bool MixSplitter::run() {
  if (!EnableSplit || F.isDeclaration() || !F.hasFnAttribute("pto.kernel"))
    return false;
  Attribute CPU = F.getFnAttribute("target-cpu");
  Gen = CPU.isValid() ? getGenerationByCPU(CPU.getValueAsString()).value_or(A3)
                      : A3;
  if (getCoreKinds(Gen).size() < 2)
    return false;
  if (!classify())
    return false;
  checkScalarCode();
  if (Errors) {
    dropRejectedBody(F);
    return true;
  }
  if (!sharedWithinOneLoop()) {
    ++NumNotSplit;
    return false;
  }
  planEvents();
  transform();
  ++NumSplitKernels;
  LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": split '" << F.getName() << "': "
                    << Crossings.size() << " workspaces, " << Accesses.size()
                    << " global-memory accesses\n");
  return true;
}

} // namespace

PreservedAnalyses PTOSplitMixKernelPass::run(Function &F,
                                             FunctionAnalysisManager &) {
  return MixSplitter(F).run() ? PreservedAnalyses::none()
                              : PreservedAnalyses::all();
}

namespace {
class PTOSplitMixKernelLegacy : public FunctionPass {
public:
  static char ID;
  PTOSplitMixKernelLegacy() : FunctionPass(ID) {}
  StringRef getPassName() const override {
    return "PTO split mix kernels into core sections";
  }
  bool runOnFunction(Function &F) override { return MixSplitter(F).run(); }
};
} // namespace

char PTOSplitMixKernelLegacy::ID = 0;

INITIALIZE_PASS(PTOSplitMixKernelLegacy, DEBUG_TYPE,
                "PTO split mix kernels into core sections", false, false)

FunctionPass *llvm::createPTOSplitMixKernelLegacyPass() {
  return new PTOSplitMixKernelLegacy();
}
