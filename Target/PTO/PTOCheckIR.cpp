//===-- PTOCheckIR.cpp - Reject IR the PTO scalar unit cannot run ---------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The first IR pass of the PTO codegen pipeline (also `opt
// -passes=pto-check-ir`). It reports every construct the target does not
// support -- floating-point or vector values on the scalar unit, integers
// wider than 64 bits, atomics, exceptions, inline assembly, variadic
// functions, unknown intrinsics, byval/inalloca arguments -- and tiles used
// where they cannot be: a tile builtin in a function that is not a kernel
// (tiles live in the on-chip memory of one kernel), and a call that is not
// inlined to a function using tiles (its tiles would be placed over the
// caller's) -- as an `error:` at the instruction's source location when debug
// info has one (else naming the function and quoting the IR instruction). In
// llc the rejected function's body is then replaced by `unreachable`, so
// instruction selection never sees it and no second, vaguer error follows.
// docs/abi.md lists what is supported.
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTODebug.h"
#include "PTOIRUtils.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;

#define DEBUG_TYPE "pto-check-ir"

PTO_STATISTIC(NumRejected, "Number of IR constructs rejected by pto-check-ir");

namespace {

/// Why a type cannot live in a scalar register, or an empty string (a
/// constant: asked for every operand of every instruction).
StringRef unsupportedType(Type *Ty) {
  // Issue 13 (F): half, bfloat and float live in GPRs (docs/abi.md).
  if (Ty->isDoubleTy())
    return "double (f64) values are not supported on the scalar unit: it "
           "computes in float (f32); use float";
  if (Ty->isFloatingPointTy() && !Ty->isHalfTy() && !Ty->isBFloatTy() &&
      !Ty->isFloatTy())
    return "floating-point values wider than float are not supported on the "
           "scalar unit";
  if (Ty->isVectorTy())
    return "vector values are not supported on the scalar unit";
  if (Ty->isIntegerTy() && Ty->getIntegerBitWidth() > 64)
    return "integers wider than 64 bits are not supported";
  if (auto *ST = dyn_cast<StructType>(Ty))
    for (Type *E : ST->elements())
      if (StringRef Why = unsupportedType(E); !Why.empty())
        return Why;
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return unsupportedType(AT->getElementType());
  return "";
}

bool isSupportedIntrinsic(const IntrinsicInst &II, std::string &Why) {
  switch (II.getIntrinsicID()) {
  // No code.
  case Intrinsic::dbg_declare:
  case Intrinsic::dbg_value:
  case Intrinsic::dbg_label:
  case Intrinsic::lifetime_start:
  case Intrinsic::lifetime_end:
  case Intrinsic::assume:
  case Intrinsic::donothing:
  case Intrinsic::sideeffect:
  case Intrinsic::experimental_noalias_scope_decl:
  case Intrinsic::invariant_start:
  case Intrinsic::invariant_end:
  case Intrinsic::expect:
  case Intrinsic::expect_with_probability:
  case Intrinsic::annotation:
  case Intrinsic::ptr_annotation:
  case Intrinsic::var_annotation:
  // Lowered to scalar instruction sequences.
  case Intrinsic::smin:
  case Intrinsic::smax:
  case Intrinsic::umin:
  case Intrinsic::umax:
  case Intrinsic::abs:
  case Intrinsic::ctpop:
  case Intrinsic::ctlz:
  case Intrinsic::cttz:
  case Intrinsic::bswap:
  case Intrinsic::bitreverse:
  case Intrinsic::fshl:
  case Intrinsic::fshr:
  case Intrinsic::sadd_with_overflow:
  case Intrinsic::uadd_with_overflow:
  case Intrinsic::ssub_with_overflow:
  case Intrinsic::usub_with_overflow:
  case Intrinsic::umul_with_overflow:
  case Intrinsic::smul_with_overflow:
  case Intrinsic::sadd_sat:
  case Intrinsic::uadd_sat:
  case Intrinsic::ssub_sat:
  case Intrinsic::usub_sat:
  case Intrinsic::scmp:
  case Intrinsic::ucmp:
  case Intrinsic::ptrmask:
  case Intrinsic::stacksave:
  case Intrinsic::stackrestore:
  // Issue 13 (F): scalar floating point (fmuladd is an fmul and an fadd).
  case Intrinsic::sqrt:
  case Intrinsic::minnum:
  case Intrinsic::maxnum:
  case Intrinsic::minimum:
  case Intrinsic::maximum:
  case Intrinsic::minimumnum:
  case Intrinsic::maximumnum:
  case Intrinsic::fabs:
  case Intrinsic::copysign:
  case Intrinsic::fmuladd:
    return true;
  // Small constant sizes are expanded into loads and stores, the others into
  // byte loops (PreISelIntrinsicLowering): there is no library to call.
  case Intrinsic::memcpy:
  case Intrinsic::memmove:
  case Intrinsic::memset:
  case Intrinsic::memcpy_inline:
  case Intrinsic::memset_inline:
    return true;
  default:
    Why = ("intrinsic '" + II.getCalledFunction()->getName() +
           "' is not supported by the pto target")
              .str();
    return false;
  }
}

/// Issue 13 (F): instruction selection sees bfloat and half as the same
/// 16-bit scalar, so a bfloat value may only be moved (loads, stores, PHIs,
/// selects, calls, bitcasts) and converted to or from float; arithmetic,
/// compares and integer conversions go through float. (C compilers promote
/// __bf16 arithmetic to float anyway.)
std::string unsupportedBFloatUse(const Instruction &I) {
  auto IsBF = [](const Type *T) { return T->getScalarType()->isBFloatTy(); };
  bool Any = IsBF(I.getType());
  for (const Use &Op : I.operands())
    Any |= IsBF(Op->getType());
  if (!Any)
    return "";
  // The sign-bit intrinsics are the same masks on both 16-bit formats.
  if (const auto *II = dyn_cast<IntrinsicInst>(&I)) {
    Intrinsic::ID ID = II->getIntrinsicID();
    if (ID == Intrinsic::fabs || ID == Intrinsic::copysign)
      return "";
    return "bfloat operation '" + Intrinsic::getBaseName(ID).str() +
           "' is not supported on the scalar unit: extend to float "
           "(fpext), compute, truncate (fptrunc)";
  }
  switch (I.getOpcode()) {
  case Instruction::Load:
  case Instruction::Store:
  case Instruction::PHI:
  case Instruction::Select:
  case Instruction::Call:
  case Instruction::Ret:
  case Instruction::BitCast:
  case Instruction::Freeze:
  case Instruction::ExtractValue:
  case Instruction::InsertValue:
  case Instruction::Alloca:
    return "";
  case Instruction::FPExt:
    if (I.getType()->isFloatTy())
      return "";
    break;
  case Instruction::FPTrunc:
    if (I.getOperand(0)->getType()->isFloatTy())
      return "";
    break;
  default:
    break;
  }
  return std::string("bfloat operation '") + I.getOpcodeName() +
         "' is not supported on the scalar unit: extend to float (fpext), "
         "compute, truncate (fptrunc)";
}

/// Why argument \p ArgNo's attributes in \p Attrs cannot be lowered, or an
/// empty string. Aggregates in memory are passed as plain pointers.
StringRef unsupportedArgAttr(AttributeList Attrs, unsigned ArgNo) {
  if (Attrs.hasParamAttr(ArgNo, Attribute::ByVal))
    return "byval arguments are not supported (pass a pointer)";
  if (Attrs.hasParamAttr(ArgNo, Attribute::InAlloca) ||
      Attrs.hasParamAttr(ArgNo, Attribute::Preallocated))
    return "inalloca and preallocated arguments are not supported";
  return "";
}

/// Why \p I cannot be compiled, or an empty string.
std::string checkInstruction(const Instruction &I) {
  switch (I.getOpcode()) {
  case Instruction::Invoke:
  case Instruction::LandingPad:
  case Instruction::Resume:
  case Instruction::CatchSwitch:
  case Instruction::CatchPad:
  case Instruction::CatchRet:
  case Instruction::CleanupPad:
  case Instruction::CleanupRet:
    return "exception handling is not supported";
  case Instruction::CallBr:
  case Instruction::IndirectBr:
    return "indirect branches are not supported";
  case Instruction::AtomicCmpXchg:
  case Instruction::AtomicRMW:
  case Instruction::Fence:
    return "atomic operations are not supported on the scalar unit";
  case Instruction::VAArg:
    return "variadic arguments are not supported";
  // Issue 13 (F): no remainder instruction and no library to call.
  case Instruction::FRem:
    return "frem is not supported on the scalar unit";
  default:
    break;
  }
  if (std::string Why = unsupportedBFloatUse(I); !Why.empty())
    return Why;
  if (const auto *LI = dyn_cast<LoadInst>(&I); LI && LI->isAtomic())
    return "atomic operations are not supported on the scalar unit";
  if (const auto *SI = dyn_cast<StoreInst>(&I); SI && SI->isAtomic())
    return "atomic operations are not supported on the scalar unit";

  if (StringRef Why = unsupportedType(I.getType()); !Why.empty())
    return Why.str();
  for (const Use &Op : I.operands())
    if (StringRef Why = unsupportedType(Op->getType()); !Why.empty())
      return Why.str();
  if (const auto *AI = dyn_cast<AllocaInst>(&I))
    if (StringRef Why = unsupportedType(AI->getAllocatedType()); !Why.empty())
      return Why.str();

  if (const auto *CB = dyn_cast<CallBase>(&I)) {
    if (CB->isInlineAsm())
      return "inline assembly is not supported";
    for (unsigned ArgNo = 0, E = CB->arg_size(); ArgNo != E; ++ArgNo)
      if (StringRef Why = unsupportedArgAttr(CB->getAttributes(), ArgNo);
          !Why.empty())
        return Why.str();
    if (const auto *II = dyn_cast<IntrinsicInst>(CB)) {
      std::string Why;
      if (!isSupportedIntrinsic(*II, Why))
        return Why;
    } else if (CB->getFunctionType()->isVarArg()) {
      return "calls to variadic functions are not supported";
    }
  }
  return "";
}

/// Realigning sp for a fixed-size stack object aligned to more than the 16
/// bytes of the stack would need a base pointer once dynamic allocas move sp
/// as well (docs/abi.md). Returns the offending dynamic alloca, if any.
struct DynamicAllocaScan {
  const AllocaInst *Dynamic = nullptr;
  bool OverAligned = false;
  void add(const Instruction &I) {
    if (const auto *AI = dyn_cast<AllocaInst>(&I)) {
      if (!AI->isStaticAlloca())
        Dynamic = Dynamic ? Dynamic : AI;
      else if (AI->getAlign() > Align(16))
        OverAligned = true;
    }
  }
  const AllocaInst *result() const { return OverAligned ? Dynamic : nullptr; }
};

const Function *getBuiltinCallee(const CallBase &CB) {
  const auto *Callee =
      dyn_cast<Function>(CB.getCalledOperand()->stripPointerCasts());
  // Issue 15: SPMD. Core-register reads use no tile: allowed anywhere.
  if (Callee && PTO::getCoreRegBuiltin(Callee->getName()))
    return nullptr;
  // Issue 15 (X): so are cross-core flags.
  if (Callee && PTO::getCrossFlagBuiltin(Callee->getName()))
    return nullptr;
  return Callee && PTO::isBuiltinName(Callee->getName()) ? Callee : nullptr;
}

/// Whether \p F has a body that calls a tile builtin.
bool callsTileBuiltin(const Function &F) {
  for (const Instruction &I : instructions(F))
    if (const auto *CB = dyn_cast<CallBase>(&I); CB && getBuiltinCallee(*CB))
      return true;
  return false;
}

using UsesTilesFn = function_ref<bool(const Function &)>;

/// What checkFunction reports, gathered by one walk over the instructions
/// (issue 17: three walks before) and reported in the order of the checks.
struct FunctionScan {
  /// Tile context: the first tile builtin call, and the calls to functions
  /// using tiles.
  const CallBase *FirstBuiltin = nullptr;
  SmallVector<const CallBase *, 0> TileUserCalls;
  DynamicAllocaScan Allocas;
  /// The unsupported instructions and why.
  SmallVector<std::pair<const Instruction *, std::string>, 0> Unsupported;

  FunctionScan(Function &F, UsesTilesFn UsesTiles) {
    for (Instruction &I : instructions(F)) {
      addTileContext(I, UsesTiles);
      Allocas.add(I);
      if (std::string Why = checkInstruction(I); !Why.empty())
        Unsupported.push_back({&I, std::move(Why)});
    }
  }
  void addTileContext(const Instruction &I, UsesTilesFn UsesTiles) {
    const auto *CB = dyn_cast<CallBase>(&I);
    if (!CB)
      return;
    if (getBuiltinCallee(*CB)) {
      FirstBuiltin = FirstBuiltin ? FirstBuiltin : CB;
      return;
    }
    const auto *Callee =
        dyn_cast<Function>(CB->getCalledOperand()->stripPointerCasts());
    if (!Callee || Callee->isDeclaration() || !UsesTiles(*Callee))
      return;
    TileUserCalls.push_back(CB);
  }
};

/// Tiles where they cannot be: builtins outside a kernel, calls to functions
/// using tiles. Returns the number of errors reported.
unsigned checkTileContext(Function &F, const FunctionScan &Scan) {
  LLVMContext &Ctx = F.getContext();
  unsigned Errors = 0;
  bool IsKernel = F.hasFnAttribute("pto.kernel");
  const CallBase *FirstBuiltin = Scan.FirstBuiltin;
  for (const CallBase *CB : Scan.TileUserCalls) {
    const auto *Callee =
        cast<Function>(CB->getCalledOperand()->stripPointerCasts());
    std::string Msg =
        Callee->hasFnAttribute("pto.kernel")
            ? "call to kernel '" + Callee->getName().str() +
                  "', whose tiles would be placed over those of '" +
                  F.getName().str() +
                  "': move the code both share into a static helper"
            : "call to '" + Callee->getName().str() +
                  "', which uses tiles, is not inlined: its tiles would be "
                  "placed over those of '" +
                  F.getName().str() + "'; make it static or always_inline";
    Ctx.diagnose(DiagnosticInfoUnsupported(
        F, Msg + PTO::instructionContext(*CB), CB->getDebugLoc()));
    ++Errors;
  }
  if (!IsKernel && FirstBuiltin) {
    std::string Msg =
        "tile builtin '" + getBuiltinCallee(*FirstBuiltin)->getName().str() +
        "' in '" + F.getName().str() +
        "', which is not a kernel (tiles live in one kernel's on-chip "
        "memory): mark it __pto_kernel (\"pto.kernel\" in IR), or make it "
        "static so that ptocc inlines it into the kernels calling it";
    Ctx.diagnose(DiagnosticInfoUnsupported(
        F, Msg + PTO::instructionContext(*FirstBuiltin),
        FirstBuiltin->getDebugLoc()));
    ++Errors;
  }
  return Errors;
}

/// Checks \p F, reporting each problem. Returns the number found.
unsigned checkFunction(Function &F, UsesTilesFn UsesTiles) {
  if (F.isDeclaration())
    return 0;
  LLVMContext &Ctx = F.getContext();
  FunctionScan Scan(F, UsesTiles);
  unsigned Errors = checkTileContext(F, Scan);

  if (F.isVarArg()) {
    Ctx.diagnose(DiagnosticInfoUnsupported(
        F, "variadic functions are not supported by the pto target"));
    ++Errors;
  }
  for (const Argument &A : F.args()) {
    StringRef Why = unsupportedType(A.getType());
    if (Why.empty())
      Why = unsupportedArgAttr(F.getAttributes(), A.getArgNo());
    if (!Why.empty()) {
      Ctx.diagnose(DiagnosticInfoUnsupported(F, "argument '" + A.getName() +
                                                    "': " + Why));
      ++Errors;
    }
  }
  if (StringRef Why = unsupportedType(F.getReturnType()); !Why.empty()) {
    Ctx.diagnose(DiagnosticInfoUnsupported(F, "return value: " + Why));
    ++Errors;
  }

  if (const AllocaInst *AI = Scan.Allocas.result()) {
    Ctx.diagnose(DiagnosticInfoUnsupported(
        F,
        "dynamic allocas cannot be combined with stack objects aligned to "
        "more than 16 bytes",
        AI->getDebugLoc()));
    ++Errors;
  }

  for (const auto &[I, Why] : Scan.Unsupported) {
    Ctx.diagnose(DiagnosticInfoUnsupported(F, Why + PTO::instructionContext(*I),
                                           I->getDebugLoc()));
    ++Errors;
  }
  NumRejected += Errors;
  return Errors;
}

class PTOCheckIRLegacy : public FunctionPass {
public:
  static char ID;
  PTOCheckIRLegacy() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "PTO check for unsupported IR";
  }

  /// The functions using tiles, found before any body is checked (and a
  /// rejected one dropped), so that every call to them is reported whatever
  /// the order of the functions.
  bool doInitialization(Module &M) override {
    TileUsers.clear();
    for (const Function &F : M)
      if (!F.isDeclaration() && callsTileBuiltin(F))
        TileUsers.insert(&F);
    return false;
  }

  bool runOnFunction(Function &F) override {
    if (!checkFunction(
            F, [&](const Function &G) { return TileUsers.contains(&G); }))
      return false;
    PTO::dropRejectedBody(F);
    return true;
  }

private:
  DenseSet<const Function *> TileUsers;
};

} // namespace

char PTOCheckIRLegacy::ID = 0;

INITIALIZE_PASS(PTOCheckIRLegacy, DEBUG_TYPE, "PTO check for unsupported IR",
                false, false)

FunctionPass *llvm::createPTOCheckIRLegacyPass() {
  return new PTOCheckIRLegacy();
}

PreservedAnalyses PTOCheckIRPass::run(Function &F,
                                      FunctionAnalysisManager &FAM) {
  checkFunction(F, callsTileBuiltin);
  return PreservedAnalyses::all();
}
