//===-- PTOLowerFifo.cpp - Lower cross-core FIFOs to GM slots and flags --===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-lower-fifo (issue 15 (15F)). pto-isa's cross-core FIFO (TPUSH / TPOP /
// TFREE over a TPipe<FlagID, DIR_C2V, SlotSize, SlotNum>: docs/isa/TPUSH.md,
// TPOP.md, TFREE.md) in the C2V direction, written by hand in a mix kernel's
// sections (docs/builtins.md, "Cross-core FIFOs"):
//
//   AIC:  pto.tpush.acc.T(fifo, depth, acc)    wait for a free slot, store
//                                              the tile into it, set ready
//   AIV:  v = pto.tpop.vec.T(fifo, row0, r, c) wait for ready, load rows
//                                              row0..row0+r of the slot
//         pto.tfree(fifo)                      the slot's data is no longer
//                                              needed: set free
//
// The FIFO is a ring of `depth` slots (one acc tile each, rounded up to 64
// bytes) per block in an internal zero-initialized GM global
// @<kernel>.fifo<f> (the room of -pto-fifo-workspace-blocks blocks). Its
// flags are machine facts (PTOCrossCoreFacts: FIFO f's ready flag is
// FifoFirstFlag + 2f, its free flag the next one). Lowering:
//
//   entry:  on a consumer core (one with the V pipe): depth x
//           set_cross_flag S, free   (every slot starts free)
//   tpush:  wait_cross_flag free; tstore.acc slot[n % depth]; set_cross_flag
//           FIX, ready; ++n          (n: the core's own push count, an SSA
//                                     value: each core counts its own)
//   tpop:   wait_cross_flag ready; tload.vec slot[m % depth] + row0 rows;
//           ++m
//   tfree:  set_cross_flag MTE2, free (fires once the pipe's earlier loads,
//           the popped slot's among them, ended)
//   return: on a producer core (one with M and FIX): depth x wait_cross_flag
//           free                     (consumes the last frees)
//
// A push waits for free set number n: the credits are sets 0..depth-1 and
// the free of pop k is set depth + k, so push n + depth reuses slot n % depth
// only after every consumer freed pop n (a wait on the AIC needs a set from
// both AIVs: each AIV pops -- its own row window -- and frees every slot).
// Pushes and pops are counted at run time, so the FIFO works in any control
// flow as long as each consumer pops and frees every pushed tile; pto-sim
// reports a deadlock or stale flags otherwise, and pto-ref (its own FIFO
// model of the unlowered builtins) a deadlock or a leftover slot.
//
// Errors (each at the call, in the user's names): a FIFO ID or depth out of
// range or not constant; a push in a section a core without M/FIX may run, a
// pop or free in one a core without V may run; a pop or free of a FIFO no
// push fills, a push of one no pop drains; pushes of one FIFO with another
// depth or tile shape, a pop of another element type or of a window outside
// the slot; a kernel with FIFOs using their flags itself.
//
//===----------------------------------------------------------------------===//

#include "PTOLowerFifo.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTOCoreSections.h"
#include "PTODebug.h"
#include "PTOIRUtils.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"
#include <map>

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-lower-fifo"

PTO_STATISTIC(NumFifos, "Cross-core FIFOs lowered to GM slot rings");
PTO_STATISTIC(NumPushes, "tpush calls lowered");
PTO_STATISTIC(NumPops, "tpop calls lowered");
PTO_STATISTIC(NumFrees, "tfree calls lowered");

static cl::opt<unsigned> FifoWorkspaceBlocks(
    "pto-fifo-workspace-blocks", cl::Hidden, cl::init(64),
    cl::desc("Blocks (--blocks) a FIFO's slot ring has room for"));

static cl::opt<bool> UnsoundDropPopWait(
    "pto-fifo-unsound-drop-pop-wait", cl::Hidden, cl::init(false),
    cl::desc("Testing only, unsound: drop the ready wait of every tpop "
             "(pto-verify-sync's and pto-sim's mutation test)"));

namespace {

struct FifoCall {
  CallInst *CB;
  const PTOFifoBuiltinInfo *Info;
  unsigned Fifo;
};

/// One FIFO of the kernel: what its pushes fixed.
struct Fifo {
  CallInst *FirstPush = nullptr;
  CallInst *FirstPop = nullptr;
  unsigned Depth = 0;
  TileDesc Slot;
  std::string DType;
  uint64_t SlotBytes = 0;
  GlobalVariable *WS = nullptr;
  AllocaInst *PushCount = nullptr, *PopCount = nullptr;
};

class FifoLowering {
  Function &F;
  LLVMContext &Ctx;
  const CoreSections &CS;
  unsigned Errors = 0;
  SmallVector<FifoCall, 8> Calls;
  std::map<unsigned, Fifo> Fifos;
  const PTOCrossCoreInfo *XC = nullptr;

public:
  FifoLowering(Function &F, const CoreSections &CS)
      : F(F), Ctx(F.getContext()), CS(CS) {}
  bool run();

private:
  void error(const Twine &Msg, const Instruction &I) {
    ++Errors;
    Ctx.diagnose(DiagnosticInfoUnsupported(F, Msg + instructionContext(I),
                                           I.getDebugLoc()));
  }
  std::string what(const FifoCall &C) const {
    return ("'pto." + StringRef(C.Info->Name) + "' of FIFO " + Twine(C.Fifo))
        .str();
  }
  /// The kinds (a mask over CS.kinds()) lacking one of \p Pipes.
  unsigned kindsLacking(ArrayRef<PTOPipeKind> Pipes) const {
    unsigned Mask = 0;
    for (unsigned K = 0; K < CS.kinds().size(); ++K)
      for (PTOPipeKind P : Pipes)
        if (!(CS.kinds()[K]->PipeMask & (1u << P)))
          Mask |= 1u << K;
    return Mask;
  }
  bool collect();
  void check();
  void lower();
  Value *coreIs(IRBuilder<> &B, Value *CoreType, unsigned KindMask);
};

bool FifoLowering::collect() {
  for (Instruction &I : instructions(F)) {
    auto *CB = dyn_cast<CallInst>(&I);
    const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
    const PTOFifoBuiltinInfo *Info =
        Callee ? getFifoBuiltin(Callee->getName()) : nullptr;
    if (!Info)
      continue;
    auto *Id = dyn_cast<ConstantInt>(CB->getArgOperand(0));
    unsigned N = XC ? XC->Fifos : 0;
    if (!Id || Id->getZExtValue() >= N) {
      error("'pto." + StringRef(Info->Name) +
                "': the FIFO ID must be a constant 0.." + Twine(N - 1),
            *CB);
      continue;
    }
    Calls.push_back({CB, Info, unsigned(Id->getZExtValue())});
  }
  return !Calls.empty();
}

void FifoLowering::check() {
  // The section of each call: a push needs a core with M and FIX (the
  // cube, which produces and stores the acc tile), a pop or free one with
  // V (a vector core).
  unsigned NoCube = kindsLacking({PIPE_M, PIPE_FIX});
  unsigned NoVec = kindsLacking({PIPE_V});
  for (const FifoCall &C : Calls) {
    bool Push = C.Info->Role == FIFO_PUSH;
    unsigned Bad = CS.mask(C.CB->getParent()) & (Push ? NoCube : NoVec);
    if (Bad)
      error(what(C) + " may run on " + CS.maskText(Bad) + ", which " +
                (Push ? "cannot push (the cube core pushes its acc tiles: "
                        "branch on get_core_type() & PTO_CORE_CUBE)"
                      : "cannot pop or free (the vector cores do: branch on "
                        "get_core_type() & PTO_CORE_VECTOR)"),
            *C.CB);
  }
  // The pushes fix each FIFO's depth and slot.
  for (const FifoCall &C : Calls) {
    if (C.Info->Role != FIFO_PUSH)
      continue;
    Fifo &Q = Fifos[C.Fifo];
    auto *D = dyn_cast<ConstantInt>(C.CB->getArgOperand(1));
    unsigned Max = XC->FifoMaxDepth;
    if (!D || D->isZero() || D->getZExtValue() > Max) {
      error(what(C) + ": the depth must be a constant 1.." + Twine(Max), *C.CB);
      continue;
    }
    std::optional<TileDesc> T = getTileDesc(C.CB->getArgOperand(2));
    if (!T || T->AS != AS_ACC ||
        StringRef(getDTypeName(T->DType)) != C.Info->DType) {
      error(what(C) + ": the tile must be an acc tile of " + C.Info->DType +
                " with a known shape",
            *C.CB);
      continue;
    }
    if (!Q.FirstPush) {
      Q.FirstPush = C.CB;
      Q.Depth = unsigned(D->getZExtValue());
      Q.Slot = *T;
      Q.DType = C.Info->DType;
      Q.SlotBytes = alignTo(T->bytes(), 64);
      continue;
    }
    if (Q.Depth != D->getZExtValue() || Q.Slot != *T)
      error(what(C) + " pushes a " + Twine(T->Rows) + "x" + Twine(T->Cols) +
                " " + getDTypeName(T->DType) + " tile with depth " +
                Twine(D->getZExtValue()) + ", but the FIFO's first push " +
                describeValueAt(*Q.FirstPush) + " has a " + Twine(Q.Slot.Rows) +
                "x" + Twine(Q.Slot.Cols) + " " + Q.DType + " tile with depth " +
                Twine(Q.Depth),
            *C.CB);
  }
  for (const FifoCall &C : Calls) {
    if (C.Info->Role == FIFO_PUSH)
      continue;
    auto It = Fifos.find(C.Fifo);
    if (It == Fifos.end() || !It->second.FirstPush) {
      error(what(C) + ", which no tpush in '" + F.getName() +
                "' fills: a pop would wait forever",
            *C.CB);
      continue;
    }
    Fifo &Q = It->second;
    if (C.Info->Role != FIFO_POP)
      continue;
    if (!Q.FirstPop)
      Q.FirstPop = C.CB;
    auto *R = dyn_cast<ConstantInt>(C.CB->getArgOperand(2));
    auto *Co = dyn_cast<ConstantInt>(C.CB->getArgOperand(3));
    if (C.Info->DType != Q.DType) {
      error(what(C) + " pops " + C.Info->DType + ", but the FIFO holds " +
                Q.DType + " tiles",
            *C.CB);
      continue;
    }
    if (!R || !Co || R->isZero() || R->getZExtValue() > Q.Slot.Rows ||
        Co->getZExtValue() != Q.Slot.Cols) {
      error(what(C) + ": the popped window must be constant rows 1.." +
                Twine(Q.Slot.Rows) + " of the slot's " + Twine(Q.Slot.Cols) +
                " columns (the FIFO holds " + Twine(Q.Slot.Rows) + "x" +
                Twine(Q.Slot.Cols) + " tiles)",
            *C.CB);
      continue;
    }
    if (auto *R0 = dyn_cast<ConstantInt>(C.CB->getArgOperand(1));
        R0 && R0->getZExtValue() + R->getZExtValue() > Q.Slot.Rows)
      error(what(C) + ": rows " + Twine(R0->getZExtValue()) + ".." +
                Twine(R0->getZExtValue() + R->getZExtValue() - 1) +
                " are outside the FIFO's " + Twine(Q.Slot.Rows) + "-row slot",
            *C.CB);
  }
  for (auto &[Id, Q] : Fifos)
    if (Q.FirstPush && !Q.FirstPop)
      error("'pto.tpush' of FIFO " + Twine(Id) + ", which no tpop in '" +
                F.getName() +
                "' drains: the cube core would wait forever "
                "for its free slots",
            *Q.FirstPush);
  // The FIFOs' flags are theirs.
  unsigned Lo = XC->FifoFirstFlag, Hi = Lo + 2 * XC->Fifos;
  for (Instruction &I : instructions(F)) {
    auto *CB = dyn_cast<CallBase>(&I);
    const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
    if (!Callee || !getCrossFlagBuiltin(Callee->getName()))
      continue;
    auto *Fl = dyn_cast<ConstantInt>(CB->getArgOperand(CB->arg_size() - 1));
    if (Fl && Fl->getZExtValue() >= Lo && Fl->getZExtValue() < Hi)
      error("'" + Callee->getName() + "' of flag " + Twine(Fl->getZExtValue()) +
                " in a kernel with cross-core "
                "FIFOs, which use flags " +
                Twine(Lo) + ".." + Twine(Hi - 1),
            *CB);
  }
}

/// i1: the core type is that of one of the kinds of \p KindMask.
Value *FifoLowering::coreIs(IRBuilder<> &B, Value *CoreType,
                            unsigned KindMask) {
  Value *Any = B.getFalse();
  for (unsigned K = 0; K < CS.kinds().size(); ++K)
    if (KindMask & (1u << K))
      Any = B.CreateOr(
          Any, B.CreateICmpEQ(CoreType, B.getInt32(CS.kinds()[K]->CoreType)));
  return Any;
}

void FifoLowering::lower() {
  Module &M = *F.getParent();
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
  Type *Void = Type::getVoidTy(Ctx);
  auto Builtin = [&](StringRef Name, Type *Ret, ArrayRef<Type *> Args) {
    return M.getOrInsertFunction(Name, FunctionType::get(Ret, Args, false));
  };
  FunctionCallee CoreType = Builtin("pto.get_core_type", I32, {});
  FunctionCallee BlockIdx = Builtin("pto.get_block_idx", I32, {});
  FunctionCallee SetX = Builtin("pto.set_cross_flag", Void, {I32, I32});
  FunctionCallee WaitX = Builtin("pto.wait_cross_flag", Void, {I32});
  auto Mark = [](CallInst *C) {
    C->addFnAttr(Attribute::NoUnwind);
    C->addFnAttr(Attribute::NoMerge);
    return C;
  };
  unsigned Cubes = ~kindsLacking({PIPE_M, PIPE_FIX}) & CS.allKinds();
  unsigned Vecs = ~kindsLacking({PIPE_V}) & CS.allKinds();
  auto Ready = [&](unsigned Id) { return XC->FifoFirstFlag + 2 * Id; };
  auto Free = [&](unsigned Id) { return XC->FifoFirstFlag + 2 * Id + 1; };

  // The entry: the core type, the block's rings, the counters; on a
  // consumer core every slot's free credit.
  BasicBlock *OldEntry = &F.getEntryBlock();
  BasicBlock *Entry = BasicBlock::Create(Ctx, "fifo.entry", &F, OldEntry);
  for (Instruction &I : make_early_inc_range(*OldEntry))
    if (auto *AI = dyn_cast<AllocaInst>(&I); AI && AI->isStaticAlloca())
      AI->moveBefore(Entry->end());
  IRBuilder<> B(Entry);
  Value *T = B.CreateCall(CoreType, {}, "fifo.core");
  Value *Blk = B.CreateZExt(B.CreateCall(BlockIdx, {}), I64, "fifo.block");
  for (auto &[Id, Q] : Fifos) {
    ++NumFifos;
    uint64_t Ring = Q.SlotBytes * Q.Depth;
    auto *Ty =
        ArrayType::get(Type::getInt8Ty(Ctx),
                       Ring * std::max(1u, unsigned(FifoWorkspaceBlocks)));
    Q.WS = new GlobalVariable(M, Ty, false, GlobalValue::InternalLinkage,
                              ConstantAggregateZero::get(Ty),
                              F.getName() + ".fifo" + Twine(Id), nullptr,
                              GlobalValue::NotThreadLocal, AS_GM);
    Q.WS->setAlignment(Align(64));
    Q.PushCount = B.CreateAlloca(I64, nullptr, "fifo.pushed");
    Q.PopCount = B.CreateAlloca(I64, nullptr, "fifo.popped");
    B.CreateStore(B.getInt64(0), Q.PushCount);
    B.CreateStore(B.getInt64(0), Q.PopCount);
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": '" << F.getName() << "' FIFO " << Id
                      << ": depth " << Q.Depth << ", slot " << Q.SlotBytes
                      << " bytes, flags " << Ready(Id) << "/" << Free(Id)
                      << "\n");
  }
  BasicBlock *Credits = BasicBlock::Create(Ctx, "fifo.credits", &F, OldEntry);
  B.CreateCondBr(coreIs(B, T, Vecs), Credits, OldEntry);
  B.SetInsertPoint(Credits);
  for (auto &[Id, Q] : Fifos)
    for (unsigned K = 0; K < Q.Depth; ++K)
      Mark(B.CreateCall(SetX, {B.getInt32(PIPE_S), B.getInt32(Free(Id))}));
  B.CreateBr(OldEntry);

  auto SlotAddr = [&](Fifo &Q, AllocaInst *Count) -> Value * {
    Value *N = B.CreateLoad(I64, Count, "fifo.n");
    B.CreateStore(B.CreateAdd(N, B.getInt64(1)), Count);
    Value *Slot = B.CreateURem(N, B.getInt64(Q.Depth));
    Value *Off =
        B.CreateAdd(B.CreateMul(Blk, B.getInt64(Q.SlotBytes * Q.Depth)),
                    B.CreateMul(Slot, B.getInt64(Q.SlotBytes)));
    return B.CreateGEP(B.getInt8Ty(), Q.WS, Off, "fifo.slot");
  };
  for (const FifoCall &C : Calls) {
    Fifo &Q = Fifos[C.Fifo];
    B.SetInsertPoint(C.CB);
    B.SetCurrentDebugLocation(C.CB->getDebugLoc());
    Value *Stride = B.getInt64(Q.Slot.Cols);
    switch (C.Info->Role) {
    case FIFO_PUSH: {
      ++NumPushes;
      Mark(B.CreateCall(WaitX, {B.getInt32(Free(C.Fifo))}));
      Value *Addr = SlotAddr(Q, Q.PushCount);
      Value *Tile = C.CB->getArgOperand(2);
      FunctionCallee St = Builtin("pto.tstore.acc." + Q.DType, Void,
                                  {Addr->getType(), I64, Tile->getType()});
      Mark(B.CreateCall(St, {Addr, Stride, Tile}));
      Mark(B.CreateCall(SetX,
                        {B.getInt32(PIPE_FIX), B.getInt32(Ready(C.Fifo))}));
      break;
    }
    case FIFO_POP: {
      ++NumPops;
      if (!UnsoundDropPopWait)
        Mark(B.CreateCall(WaitX, {B.getInt32(Ready(C.Fifo))}));
      Value *Addr = SlotAddr(Q, Q.PopCount);
      Value *Row0 = B.CreateSExtOrTrunc(C.CB->getArgOperand(1), I64);
      Value *RowOff =
          B.CreateMul(Row0, B.getInt64(uint64_t(Q.Slot.Cols) *
                                       getDTypeBytes(Q.Slot.DType)));
      Addr = B.CreateGEP(B.getInt8Ty(), Addr, RowOff, "fifo.rows");
      FunctionCallee Ld = Builtin("pto.tload.vec." + Q.DType, C.CB->getType(),
                                  {Addr->getType(), I64, I32, I32});
      CallInst *L = Mark(B.CreateCall(
          Ld, {Addr, Stride, C.CB->getArgOperand(2), C.CB->getArgOperand(3)}));
      L->takeName(C.CB);
      if (MDNode *N = C.CB->getMetadata(SourceNameMD))
        L->setMetadata(SourceNameMD, N);
      C.CB->replaceAllUsesWith(L);
      break;
    }
    default:
      ++NumFrees;
      Mark(B.CreateCall(SetX,
                        {B.getInt32(PIPE_MTE2), B.getInt32(Free(C.Fifo))}));
      break;
    }
    C.CB->eraseFromParent();
  }

  // Every return: a producer core consumes the last depth frees.
  SmallVector<ReturnInst *, 4> Rets;
  for (BasicBlock &BB : F)
    if (auto *R = dyn_cast<ReturnInst>(BB.getTerminator()))
      Rets.push_back(R);
  for (ReturnInst *R : Rets) {
    BasicBlock *BB = R->getParent();
    BasicBlock *Exit = BB->splitBasicBlock(R, "fifo.exit");
    BasicBlock *Drain = BasicBlock::Create(Ctx, "fifo.drain", &F, Exit);
    BB->getTerminator()->eraseFromParent();
    B.SetInsertPoint(BB);
    B.SetCurrentDebugLocation(R->getDebugLoc());
    Value *T2 = B.CreateCall(CoreType, {});
    B.CreateCondBr(coreIs(B, T2, Cubes), Drain, Exit);
    B.SetInsertPoint(Drain);
    for (auto &[Id, Q] : Fifos)
      for (unsigned K = 0; K < Q.Depth; ++K)
        Mark(B.CreateCall(WaitX, {B.getInt32(Free(Id))}));
    B.CreateBr(Exit);
  }

  // The counters become SSA values (PHIs at the joins): nothing of the
  // FIFO's bookkeeping reaches memory, where pto-verify-sync would pair the
  // cores' accesses of one stack slot.
  SmallVector<AllocaInst *, 4> Counters;
  for (auto &[Id, Q] : Fifos)
    Counters.append({Q.PushCount, Q.PopCount});
  DominatorTree DT(F);
  PromoteMemToReg(Counters, DT);
}

bool FifoLowering::run() {
  XC = getCrossCore(CS.generation());
  if (!collect() && !Errors)
    return false;
  if (XC && !Errors)
    check();
  if (Errors) {
    dropRejectedBody(F);
    return true;
  }
  lower();
  return true;
}

} // namespace

PreservedAnalyses PTOLowerFifoPass::run(Function &F,
                                        FunctionAnalysisManager &FAM) {
  if (F.isDeclaration())
    return PreservedAnalyses::all();
  return FifoLowering(F, FAM.getResult<PTOCoreSectionsAnalysis>(F)).run()
             ? PreservedAnalyses::none()
             : PreservedAnalyses::all();
}

namespace {
class PTOLowerFifoLegacy : public FunctionPass {
public:
  static char ID;
  PTOLowerFifoLegacy() : FunctionPass(ID) {}
  StringRef getPassName() const override {
    return "PTO lower cross-core FIFOs";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<PTOCoreSectionsWrapperPass>();
  }
  bool runOnFunction(Function &F) override {
    if (F.isDeclaration())
      return false;
    return FifoLowering(F,
                        getAnalysis<PTOCoreSectionsWrapperPass>().getSections())
        .run();
  }
};
} // namespace

char PTOLowerFifoLegacy::ID = 0;

INITIALIZE_PASS_BEGIN(PTOLowerFifoLegacy, DEBUG_TYPE,
                      "PTO lower cross-core FIFOs", false, false)
INITIALIZE_PASS_DEPENDENCY(PTOCoreSectionsWrapperPass)
INITIALIZE_PASS_END(PTOLowerFifoLegacy, DEBUG_TYPE,
                    "PTO lower cross-core FIFOs", false, false)

FunctionPass *llvm::createPTOLowerFifoLegacyPass() {
  return new PTOLowerFifoLegacy();
}
