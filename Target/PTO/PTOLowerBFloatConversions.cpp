//===-- PTOLowerBFloatConversions.cpp - bf16 <-> f32 as integers ----------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Issue 13 (F): scalar floating point (docs/abi.md, "Floating point").
// GlobalISel represents bf16 and f16 by the same 16-bit scalar, so the
// IRTranslator refuses `fpext bfloat` and `fptrunc ... to bfloat` (it would
// otherwise convert them as f16). pto-check-ir allows bfloat only to be
// moved and converted to and from float; this pass, right after it, turns
// the two conversions into integer code on the bits, which GlobalISel
// compiles like any other:
//
//   fpext x     = bitcast(zext(bitcast x to i16) << 16 to float)   (exact)
//   fptrunc x   = x is NaN ? 0x7fc0                                 (quiet)
//               : (bits(x) + 0x7fff + (bits(x) >> 16 & 1)) >> 16    (nearest
//               even)
//
// Rounding overflows to infinity as IEEE requires (0x7f7fffff -> 0x7f80).
// The instructions fcvt.s.bf / fcvt.bf.s compute the same (docs/isa.md).
//
// The IRTranslator also refuses calls with bfloat arguments or results
// (tile builtins with a bfloat scalar included). A bfloat travels like an
// i16 (docs/abi.md: its bits in the low 16 bits of a GPR), so such a call
// becomes a call of the same callee through the function type with i16 in
// place of bfloat, with bitcasts around it.
//
//===----------------------------------------------------------------------===//

#include "PTOLowerBFloatConversions.h"
#include "PTODebug.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/Debug.h"

using namespace llvm;

#define DEBUG_TYPE "pto-lower-bfloat"

PTO_STATISTIC(NumExt, "Number of bfloat -> float conversions lowered");
PTO_STATISTIC(NumTrunc, "Number of float -> bfloat conversions lowered");

static Value *lowerExt(IRBuilder<> &B, Value *X) {
  Value *Bits = B.CreateBitCast(X, B.getInt16Ty());
  Value *Wide = B.CreateShl(B.CreateZExt(Bits, B.getInt32Ty()), 16);
  return B.CreateBitCast(Wide, B.getFloatTy());
}

static Value *lowerTrunc(IRBuilder<> &B, Value *X) {
  Value *Bits = B.CreateBitCast(X, B.getInt32Ty());
  Value *Lsb = B.CreateAnd(B.CreateLShr(Bits, 16), 1);
  Value *Rounded =
      B.CreateLShr(B.CreateAdd(Bits, B.CreateAdd(Lsb, B.getInt32(0x7fff))), 16);
  Value *IsNaN = B.CreateFCmpUNO(X, X);
  Value *R = B.CreateSelect(IsNaN, B.getInt32(0x7fc0), Rounded);
  return B.CreateBitCast(B.CreateTrunc(R, B.getInt16Ty()), B.getBFloatTy());
}

PTO_STATISTIC(NumCalls, "Number of calls with bfloat values passed as i16");

static Type *asI16(Type *T) {
  return T->isBFloatTy() ? Type::getInt16Ty(T->getContext()) : T;
}

/// A call whose scalar bfloat arguments and result travel as i16.
static void lowerCall(CallInst *CI) {
  FunctionType *FT = CI->getFunctionType();
  SmallVector<Type *, 8> Params;
  for (Type *T : FT->params())
    Params.push_back(asI16(T));
  FunctionType *NewFT =
      FunctionType::get(asI16(FT->getReturnType()), Params, FT->isVarArg());
  IRBuilder<> B(CI);
  SmallVector<Value *, 8> Args;
  for (Value *A : CI->args())
    Args.push_back(
        A->getType()->isBFloatTy() ? B.CreateBitCast(A, B.getInt16Ty()) : A);
  SmallVector<OperandBundleDef, 1> Bundles;
  CI->getOperandBundlesAsDefs(Bundles);
  CallInst *New = B.CreateCall(NewFT, CI->getCalledOperand(), Args, Bundles);
  New->setAttributes(CI->getAttributes());
  New->setCallingConv(CI->getCallingConv());
  New->setTailCallKind(CI->getTailCallKind());
  New->copyMetadata(*CI);
  Value *R = New;
  if (FT->getReturnType()->isBFloatTy())
    R = B.CreateBitCast(New, CI->getType());
  if (!CI->getType()->isVoidTy()) {
    R->takeName(CI);
    CI->replaceAllUsesWith(R);
  }
  CI->eraseFromParent();
}

bool llvm::lowerPTOBFloatConversions(Function &F) {
  SmallVector<CastInst *, 8> Work;
  SmallVector<CallInst *, 4> Calls;
  for (Instruction &I : instructions(F)) {
    if (auto *CI = dyn_cast<CallInst>(&I)) {
      FunctionType *FT = CI->getFunctionType();
      if (!CI->isInlineAsm() && !isa<IntrinsicInst>(CI) &&
          (FT->getReturnType()->isBFloatTy() ||
           any_of(FT->params(), [](Type *T) { return T->isBFloatTy(); })))
        Calls.push_back(CI);
    }
    if (auto *C = dyn_cast<CastInst>(&I))
      if ((C->getOpcode() == Instruction::FPExt &&
           C->getSrcTy()->isBFloatTy() && C->getDestTy()->isFloatTy()) ||
          (C->getOpcode() == Instruction::FPTrunc &&
           C->getSrcTy()->isFloatTy() && C->getDestTy()->isBFloatTy()))
        Work.push_back(C);
  }
  for (CallInst *CI : Calls) {
    LLVM_DEBUG(dbgs() << DEBUG_TYPE ": passing bfloat as i16 in " << *CI
                      << "\n");
    lowerCall(CI);
    ++NumCalls;
  }
  for (CastInst *C : Work) {
    IRBuilder<> B(C);
    bool IsExt = C->getOpcode() == Instruction::FPExt;
    LLVM_DEBUG(dbgs() << DEBUG_TYPE ": lowering " << *C << "\n");
    Value *V =
        IsExt ? lowerExt(B, C->getOperand(0)) : lowerTrunc(B, C->getOperand(0));
    ++(IsExt ? NumExt : NumTrunc);
    V->takeName(C);
    C->replaceAllUsesWith(V);
    C->eraseFromParent();
  }
  return !Work.empty() || !Calls.empty();
}

namespace {
class PTOLowerBFloatConversions : public FunctionPass {
public:
  static char ID;
  PTOLowerBFloatConversions() : FunctionPass(ID) {}
  StringRef getPassName() const override {
    return "PTO lower bfloat conversions";
  }
  bool runOnFunction(Function &F) override {
    return lowerPTOBFloatConversions(F);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
  }
};
} // namespace

char PTOLowerBFloatConversions::ID = 0;

INITIALIZE_PASS(PTOLowerBFloatConversions, DEBUG_TYPE,
                "PTO lower bfloat conversions", false, false)

FunctionPass *llvm::createPTOLowerBFloatConversionsPass() {
  return new PTOLowerBFloatConversions();
}
