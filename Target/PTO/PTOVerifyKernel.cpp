//===-- PTOVerifyKernel.cpp - Verify tile usage in kernel IR --------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The kernel-IR verifier, the first IR pass of the PTO codegen pipeline (also
// `opt -passes=pto-verify-kernel`). Tiles are SSA values with value semantics
// (BRIEF §3): opaque `ptr addrspace(2..7)` handles that only pto.* builtins,
// PHIs and selects may consume. This pass checks, against the builtin table
// (PTOBuiltins.td):
//  - tile handles are never dereferenced, offset, cast, stored, compared,
//    returned, passed to other calls, or allocated with alloca, and never
//    cross a function boundary;
//  - every `pto.*` callee names a known builtin and element type, and the
//    call matches the builtin's signature (argument roles, result);
//  - shapes and sub-tile positions are positive / non-negative constants;
//  - element types satisfy the builtin's dtype mask and DTypeRule;
//  - the memories of the tile operands name a variant the hardware has
//    (PTOTileOpTable), e.g. no acc->acc move;
//  - shapes satisfy the builtin's ShapeRule and every tile fits its memory
//    on the subtarget;
//  - PHIs and selects join tiles of one descriptor;
//  - kernels ("pto.kernel") return void and take GM pointers and integers.
// Every problem is an `error:` naming the function and the values as the
// source wrote them (PTOIRUtils.h), at the instruction's source location when
// debug info has one (else quoting the instruction's IR; -pto-diag-ir always).
// In llc the function's body is then replaced by `unreachable`, so instruction
// selection never sees invalid tile IR. docs/builtins.md lists the diagnostics.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTOCoreSections.h"
#include "PTODebug.h"
#include "PTOIRUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/InitializePasses.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/Pass.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;
using namespace llvm::PTO;

#define DEBUG_TYPE "pto-verify-kernel"

PTO_STATISTIC(NumDiagnostics, "Number of kernel-IR errors reported");
PTO_STATISTIC(NumRejectedFunctions,
          "Number of rejected functions whose body was dropped");

namespace {

/// True for vectors, arrays and structs holding tile handles.
bool isAggregateOfTiles(const Type *Ty) {
  if (const auto *VT = dyn_cast<VectorType>(Ty))
    return isTileType(VT->getElementType()) ||
           isAggregateOfTiles(VT->getElementType());
  if (const auto *AT = dyn_cast<ArrayType>(Ty))
    return isTileType(AT->getElementType()) ||
           isAggregateOfTiles(AT->getElementType());
  if (const auto *ST = dyn_cast<StructType>(Ty))
    for (const Type *E : ST->elements())
      if (isTileType(E) || isAggregateOfTiles(E))
        return true;
  return false;
}

std::string memName(unsigned AS) {
  if (const PTOMemoryInfo *M = getMemory(AS))
    return M->Name;
  return "addrspace(" + utostr(AS) + ")";
}

std::string descText(const TileDesc &D) {
  return memName(D.AS) + " " + utostr(D.Rows) + "x" + utostr(D.Cols) + " " +
         getDTypeName(D.DType);
}

std::string typeText(const Type *Ty) {
  std::string S;
  raw_string_ostream OS(S);
  Ty->print(OS);
  return S;
}

/// Issue 13 (F): the IR type of an element value of type \p DT.
const char *floatTypeOf(PTODTypeKind DT) {
  switch (DT) {
  case DT_F32:
    return "float";
  case DT_F16:
    return "half";
  case DT_BF16:
    return "bfloat";
  default:
    return nullptr;
  }
}

/// What an argument of role \p Role must be, for messages.
const char *roleText(PTOArgRoleKind Role) {
  switch (Role) {
  case ARG_GM:
    return "a global-memory pointer (ptr addrspace(1))";
  case ARG_STRIDE:
    return "a row stride (i64)";
  case ARG_TILE:
    return "a tile (ptr addrspace(2..7))";
  case ARG_ELEM:
    return "element bits (i32) or the element value (float, half, bfloat)";
  case ARG_POS:
    return "a sub-tile position (constant i32)";
  case ARG_ROWS:
    return "the result rows (constant i32)";
  case ARG_COLS:
    return "the result cols (constant i32)";
  // Issue 14 (B): types, compare/select, integer ops.
  case ARG_CMP:
    return "a comparison mode (constant i32: 0 eq, 1 ne, 2 lt, 3 le, 4 gt, "
           "5 ge)";
  case ARG_FLAG:
    return "a 0/1 mode (constant i32)";
  case ARG_INT:
    return "a signed integer (i32)";
  // Issue 13 (V): valid regions and padding.
  case ARG_EXTENT:
    return "a valid extent (i32)";
  // Issue 23 (ACC): accumulate-or-initialize.
  case ARG_INIT:
    return "an init condition (i32: nonzero initializes, 0 accumulates)";
  // Issue 13 (R): runtime sub-tile positions.
  case ARG_RPOS:
    return "a sub-tile position (i32, a constant or a register)";
  }
  llvm_unreachable("unknown argument role");
}

bool roleAccepts(PTOArgRoleKind Role, const Type *Ty) {
  switch (Role) {
  case ARG_GM:
    return Ty->isPointerTy() && Ty->getPointerAddressSpace() == AS_GM;
  case ARG_STRIDE:
    return Ty->isIntegerTy(64);
  case ARG_TILE:
    return isTileType(Ty);
  case ARG_ELEM:
    // Issue 13 (F): or the element value itself (its type is checked
    // against the builtin's element type in checkFloatScalars).
    return Ty->isIntegerTy(32) || Ty->isFloatTy() || Ty->isHalfTy() ||
           Ty->isBFloatTy();
  case ARG_POS:
  case ARG_ROWS:
  case ARG_COLS:
  // Issue 14 (B): types, compare/select, integer ops.
  case ARG_CMP:
  case ARG_FLAG:
  case ARG_INT:
  case ARG_EXTENT: // Issue 13 (V)
  case ARG_INIT:   // Issue 23 (ACC)
  case ARG_RPOS:   // Issue 13 (R)
    return Ty->isIntegerTy(32);
  }
  llvm_unreachable("unknown argument role");
}

bool resultAccepts(PTOResultKind Result, const Type *Ty) {
  switch (Result) {
  case RES_TILE:
    return isTileType(Ty);
  case RES_VOID:
    return Ty->isVoidTy();
  case RES_I32:
    return Ty->isIntegerTy(32);
  }
  llvm_unreachable("unknown builtin result");
}

const char *resultText(PTOResultKind Result) {
  switch (Result) {
  case RES_TILE:
    return "a tile (ptr addrspace(2..7))";
  case RES_VOID:
    return "void";
  case RES_I32:
    return "i32";
  }
  llvm_unreachable("unknown builtin result");
}

std::string acceptedDTypes(uint16_t Mask) {
  std::string S;
  for (unsigned DT = 0; DT < 16; ++DT)
    if (Mask & (1u << DT))
      if (const PTODTypeInfo *I = lookupDTypeByID(DT)) {
        if (!S.empty())
          S += ", ";
        S += I->Name;
      }
  return S;
}

const Function *getBuiltinCallee(const CallBase &CB) {
  const auto *Callee =
      dyn_cast<Function>(CB.getCalledOperand()->stripPointerCasts());
  return Callee && isBuiltinName(Callee->getName()) ? Callee : nullptr;
}

/// The pipe tile pseudo \p Opcode executes on (its TSFlags).
unsigned pipeOfOpcode(unsigned Opcode) {
  static const std::unique_ptr<MCInstrInfo> MII(createPTOMCInstrInfo());
  return PTOII::getPipe(MII->get(Opcode).TSFlags);
}

/// One tile operand of a builtin call.
struct TileOperand {
  unsigned ArgNo;
  const Value *V;
  std::optional<TileDesc> Desc;
  unsigned AS;
};

class KernelVerifier {
  Function &F;
  LLVMContext &Ctx;
  PTOGeneration Gen = A3;
  unsigned Errors = 0;
  /// Issue 15 (M): the core kinds that may run each block (mix kernels).
  const CoreSections *Sections;

public:
  explicit KernelVerifier(Function &F, const CoreSections *Sections = nullptr)
      : F(F), Ctx(F.getContext()), Sections(Sections) {
    Attribute CPU = F.getFnAttribute("target-cpu");
    if (CPU.isValid())
      Gen = getGenerationByCPU(CPU.getValueAsString()).value_or(A3);
  }

  /// Checks the function; returns the number of errors reported.
  unsigned run();

private:
  void error(const Twine &Msg, const Instruction *I = nullptr);

  void checkFunctionInterface();
  void checkOperand(const Instruction &I, const Use &U);
  void checkProducer(const Instruction &I);
  void checkBuiltinCall(const CallBase &CB, const Function &Callee);
  /// \p Candidates: the function's PHIs and selects of tiles, in program
  /// order (collected by run's walk).
  void checkJoins(ArrayRef<const Instruction *> Candidates);
  void checkCorePipe(const CallBase &CB, unsigned Pipe, const std::string &P);

  // Parts of checkBuiltinCall.
  bool checkFloatScalars(const CallBase &CB, const BuiltinName &BN,
                         const std::string &P);
  bool checkSignature(const CallBase &CB, const PTOBuiltinInfo &BI,
                      const std::string &P);
  bool checkConstants(const CallBase &CB, const PTOBuiltinInfo &BI,
                      const std::string &P);
  void checkSourceDType(const CallBase &CB, const BuiltinName &BN,
                        ArrayRef<TileOperand> Tiles, const std::string &P,
                        StringRef Verb);
  void checkCmpDTypes(const CallBase &CB, const BuiltinName &BN,
                      ArrayRef<TileOperand> Tiles, const std::string &P);
  // Issue 14 (D): arg reductions, partial reductions, gather.
  // Issue 14 (14S, 14G): tsort32 and tgatherb, a data tile of the dtype and
  // a u32 index tile.
  void checkU32IndexDTypes(const CallBase &CB, const BuiltinName &BN,
                           ArrayRef<TileOperand> Tiles, const std::string &P,
                           StringRef SuffixNote, StringRef DataVerb,
                           StringRef IndexRole);
  // Issue 14 (14M): tmrgsort2.cnt.
  void checkMrgCntDTypes(const CallBase &CB, const BuiltinName &BN,
                         ArrayRef<TileOperand> Tiles, const std::string &P);
  void checkGatherDTypes(const CallBase &CB, const BuiltinName &BN,
                         ArrayRef<TileOperand> Tiles, const std::string &P);
  // Issue 13 (R): treshape.
  void checkReshapeDTypes(const CallBase &CB, const BuiltinName &BN,
                          ArrayRef<TileOperand> Tiles, const std::string &P);
  void checkArgReduceDTypes(const CallBase &CB, const BuiltinName &BN,
                            ArrayRef<TileOperand> Tiles, const std::string &P);
  // Issue 14 (14F): fixpipe conversions.
  void checkFixpipeDTypes(const CallBase &CB, const BuiltinName &BN,
                          ArrayRef<TileOperand> Tiles, const std::string &P);
  void checkDTypes(const CallBase &CB, const BuiltinName &BN,
                   ArrayRef<TileOperand> Tiles, const std::string &P);
  void checkMemories(const CallBase &CB, const BuiltinName &BN,
                     ArrayRef<TileOperand> Tiles, const std::string &P);
  void checkShapes(const CallBase &CB, const BuiltinName &BN,
                   ArrayRef<TileOperand> Tiles,
                   const std::optional<TileDesc> &Result, const std::string &P);

  // The steps of checkShapes: the result's capacity, then the builtin's
  // ShapeRule, one check per rule family, on a call whose descriptors are
  // all known.
  struct ShapeCall;
  void checkResultFits(const CallBase &CB, const TileDesc &R,
                       const std::string &P);
  void checkSameShape(const ShapeCall &C);
  void checkWindow(const ShapeCall &C);
  void checkInsert(const ShapeCall &C);
  void checkMatMulShapes(const ShapeCall &C);
  void checkReshape(const ShapeCall &C);
  void checkElement(const ShapeCall &C);
  // Issue 14 (A): broadcasts, arithmetic, reductions.
  void checkExpandBinary(const ShapeCall &C);
  // Issue 14 (D): arg reductions, partial reductions.
  void checkPartial(const ShapeCall &C);
  void checkGather(const ShapeCall &C);
  void checkMaskShapes(const ShapeCall &C);
  // Issue 13 (R): treshape.
  void checkReshapeBytes(const ShapeCall &C);
  // Issue 14 (14S): sort.
  void checkSort32(const ShapeCall &C);
  // Issue 14 (14M): merge sort, scatter.
  void checkMrgSort(const ShapeCall &C);
  void checkScatter(const ShapeCall &C);
  // Issue 14 (14M): the two-list merge and its executed counts.
  void checkMrgSort2(const ShapeCall &C);
  // Issue 14 (14G): byte-offset gather.
  void checkGatherB(const ShapeCall &C);
  // Issue 13 (13X): operand extents that are constants agree.
  void checkExtentsAgree(const CallBase &CB, const PTOBuiltinInfo &BI,
                         ArrayRef<TileOperand> Tiles, const std::string &P);
};

void KernelVerifier::error(const Twine &Msg, const Instruction *I) {
  ++Errors;
  ++NumDiagnostics;
  if (I) {
    Ctx.diagnose(DiagnosticInfoUnsupported(F, Msg + instructionContext(*I),
                                           I->getDebugLoc()));
    return;
  }
  // Function-level problems point at the function's own line, if known.
  DebugLoc DL;
  if (DISubprogram *SP = F.getSubprogram())
    DL = DILocation::get(Ctx, SP->getLine(), 0, SP);
  Ctx.diagnose(DiagnosticInfoUnsupported(F, Msg, DL));
}

void KernelVerifier::checkFunctionInterface() {
  if (isBuiltinName(F.getName()))
    error("'" + F.getName() +
          "': pto.* names are reserved for tile builtins, which have no body");

  bool IsKernel = F.hasFnAttribute("pto.kernel");
  for (const Argument &A : F.args()) {
    Type *Ty = A.getType();
    if (isTileType(Ty) || isAggregateOfTiles(Ty)) {
      error("argument " + describeValue(A) + " is a tile (" + typeText(Ty) +
            "); tiles cannot cross function boundaries");
      continue;
    }
    if (IsKernel &&
        !(Ty->isPointerTy() && Ty->getPointerAddressSpace() == AS_GM) &&
        !(Ty->isIntegerTy() && Ty->getIntegerBitWidth() <= 64) &&
        // Issue 13 (F): float scalars (scales, biases).
        !Ty->isFloatTy() && !Ty->isHalfTy() && !Ty->isBFloatTy())
      error("kernel argument " + describeValue(A) + " has type " +
            typeText(Ty) +
            "; a pto.kernel takes only global-memory pointers (ptr "
            "addrspace(1)), integers of at most 64 bits, float, half and "
            "bfloat");
  }
  Type *RetTy = F.getReturnType();
  if (isTileType(RetTy) || isAggregateOfTiles(RetTy))
    error("the function returns a tile (" + typeText(RetTy) +
          "); tiles cannot cross function boundaries");
  else if (IsKernel && !RetTy->isVoidTy())
    error("a pto.kernel must return void, not " + typeText(RetTy));
}

/// What a non-builtin instruction does with a tile operand, for messages.
std::string misuseText(const Instruction &I, unsigned OpNo) {
  if (isa<LoadInst>(I))
    return "dereferenced (loaded from)";
  if (const auto *SI = dyn_cast<StoreInst>(&I))
    return OpNo == SI->getPointerOperandIndex()
               ? "dereferenced (stored through)"
               : "stored to memory";
  if (const auto *RMW = dyn_cast<AtomicRMWInst>(&I))
    return OpNo == RMW->getPointerOperandIndex() ? "dereferenced"
                                                 : "stored to memory";
  if (const auto *CX = dyn_cast<AtomicCmpXchgInst>(&I))
    return OpNo == CX->getPointerOperandIndex() ? "dereferenced"
                                                : "stored to memory";
  if (isa<GetElementPtrInst>(I))
    return "offset (getelementptr)";
  if (isa<CastInst>(I))
    return "cast";
  if (isa<CmpInst>(I))
    return "compared";
  if (isa<ReturnInst>(I))
    return "returned";
  if (isa<SelectInst>(I))
    return "used as a select condition";
  if (isa<InsertValueInst>(I) || isa<InsertElementInst>(I) ||
      isa<ShuffleVectorInst>(I))
    return "placed in an aggregate";
  if (const auto *CB = dyn_cast<CallBase>(&I)) {
    if (CB->isCallee(&I.getOperandUse(OpNo)))
      return "called";
    if (isa<AnyMemIntrinsic>(I))
      return "dereferenced (memory intrinsic)";
    if (const Function *Callee = CB->getCalledFunction()) {
      if (Callee->isIntrinsic())
        return "passed to intrinsic '" + Callee->getName().str() + "'";
      return "passed to non-builtin function '" + Callee->getName().str() + "'";
    }
    return "passed to an indirect call";
  }
  return std::string("used by '") + I.getOpcodeName() + "'";
}

void KernelVerifier::checkOperand(const Instruction &I, const Use &U) {
  const Value *V = U.get();
  // Builtins are called, never used as values.
  if (const auto *Fn = dyn_cast<Function>(V)) {
    const auto *CB = dyn_cast<CallBase>(&I);
    if (isBuiltinName(Fn->getName()) && !(CB && CB->isCallee(&U)))
      error("builtin '" + Fn->getName() +
                "' is used as a value; builtins can only be called",
            &I);
    return;
  }
  if (!isTileType(V->getType()))
    return;

  // The places a tile may go: a builtin's tile operand (its role is checked
  // with the call's signature), a PHI, a select's true/false value.
  bool Allowed = false;
  bool IsJoin = false;
  if (const auto *CB = dyn_cast<CallBase>(&I)) {
    const Function *Callee = getBuiltinCallee(*CB);
    Allowed = Callee && !CB->isCallee(&U);
    // A call to an unknown builtin gets one error, for its name.
    std::optional<BuiltinName> BN;
    if (Allowed && !(BN = parseBuiltinName(Callee->getName())))
      return;
    // Issue 23 (ACC): tmatmul.acc.init reads its accumulator only when it
    // accumulates, so the accumulator may be undefined (checkBuiltinCall
    // rejects an undefined one that is accumulated into).
    if (Allowed && BN->Info->ID == BI_TMATMUL_ACC_INIT &&
        U.getOperandNo() == 0 && isa<UndefValue>(V))
      return;
  } else if (isa<PHINode>(I)) {
    Allowed = IsJoin = true;
  } else if (isa<SelectInst>(I)) {
    Allowed = IsJoin = U.getOperandNo() != 0;
  }

  if (!Allowed) {
    error("tile " + describeValue(*V) + " is " +
              misuseText(I, U.getOperandNo()) +
              "; tile handles are opaque values consumed only by pto "
              "builtins, PHIs and selects",
          &I);
    return;
  }
  // Tiles come from builtins. Undef/poison may flow into a join (a loop
  // carry with no initial value); other constants are not tiles.
  if (const auto *C = dyn_cast<Constant>(V))
    if (!(IsJoin && isa<UndefValue>(C)))
      error("'" + valueText(*C) +
                "' is not a tile; tiles are produced by pto builtins",
            &I);
}

void KernelVerifier::checkProducer(const Instruction &I) {
  Type *Ty = I.getType();
  if (isAggregateOfTiles(Ty)) {
    error("aggregates and vectors of tiles are not supported (" + typeText(Ty) +
              ")",
          &I);
    return;
  }
  if (const auto *AI = dyn_cast<AllocaInst>(&I))
    if (isOnChipAddrSpace(AI->getAddressSpace())) {
      error("alloca in on-chip memory " + memName(AI->getAddressSpace()) +
                "; on-chip storage is planned by the backend for tiles "
                "produced by pto builtins",
            &I);
      return;
    }
  if (!isTileType(Ty) || isa<PHINode>(I) || isa<SelectInst>(I))
    return;
  if (const auto *CB = dyn_cast<CallBase>(&I))
    if (getBuiltinCallee(*CB))
      return; // Checked with the call.
  // A tile operand is reported as misused already (cast, GEP of a tile).
  for (const Use &Op : I.operands())
    if (isTileType(Op->getType()))
      return;
  std::string What;
  if (isa<LoadInst>(I))
    What = "a tile handle is loaded from memory";
  else if (isa<CastInst>(I))
    What = "a tile handle is made by a cast";
  else if (isa<CallBase>(I))
    What = "a non-builtin call returns a tile";
  else
    What = std::string("'") + I.getOpcodeName() + "' produces a tile";
  error(What + "; tiles are produced only by pto builtins, PHIs and selects",
        &I);
}

/// Explains why \p Name (a `pto.*` name) does not parse.
std::string unknownBuiltinText(StringRef Name) {
  StringRef Rest = Name.drop_front(4); // "pto."
  SmallVector<StringRef, 4> Parts;
  Rest.split(Parts, '.');
  // Longest prefix naming a builtin: "pto.tadd.f64" -> "tadd" + bad "f64".
  for (unsigned N = Parts.size(); N > 0; --N) {
    std::string Prefix = join(ArrayRef(Parts).take_front(N), ".");
    if (!lookupBuiltinByName(Prefix))
      continue;
    if (N == Parts.size())
      return "builtin 'pto." + Prefix + "' needs an element type suffix: '" +
             Name.str() + ".<dtype>' (dtypes: " + getDTypeNames().str() + ")";
    for (unsigned I = N; I < Parts.size(); ++I)
      if (!lookupDTypeByName(Parts[I]))
        return "unknown element type '" + Parts[I].str() + "' in '" +
               Name.str() + "' (dtypes: " + getDTypeNames().str() + ")";
    return "too many element type suffixes in '" + Name.str() + "'";
  }
  return "unknown tile builtin '" + Name.str() + "' (docs/builtins.md)";
}

/// Issue 13 (F): a scalar operand given as a floating-point value (not as
/// element bits) must have the builtin's element type: its bits are passed
/// unchanged, so a float for an f16 tile would be misread.
bool KernelVerifier::checkFloatScalars(const CallBase &CB,
                                       const BuiltinName &BN,
                                       const std::string &P) {
  const PTOBuiltinInfo &BI = *BN.Info;
  bool OK = true;
  for (unsigned I = 0, E = BI.numArgs(); I != E; ++I) {
    Type *Ty = CB.getArgOperand(I)->getType();
    if (BI.role(I) != ARG_ELEM || !Ty->isFloatingPointTy())
      continue;
    bool Match = (BN.DType == DT_F32 && Ty->isFloatTy()) ||
                 (BN.DType == DT_F16 && Ty->isHalfTy()) ||
                 (BN.DType == DT_BF16 && Ty->isBFloatTy());
    if (Match)
      continue;
    const char *Want = floatTypeOf(BN.DType);
    error(P + ": argument " + utostr(I + 1) + " is a " + typeText(Ty) +
              " value, but the element type is " + getDTypeName(BN.DType) +
              (Want ? std::string(": pass a ") + Want +
                          " value or the element bits as i32"
                    : std::string(": pass the element bits as i32")),
          &CB);
    OK = false;
  }
  return OK;
}

bool KernelVerifier::checkSignature(const CallBase &CB,
                                    const PTOBuiltinInfo &BI,
                                    const std::string &P) {
  // The call's own type is what counts: one declaration serves calls on
  // every memory, so calls may differ from it (and from each other) in
  // their tile address spaces.
  FunctionType *FT = CB.getFunctionType();
  StringRef Sig = BI.signature();
  bool OK = true;
  if (FT->isVarArg()) {
    error(P + ": builtins are not variadic", &CB);
    OK = false;
  }
  if (CB.arg_size() != Sig.size()) {
    error(P + ": expects " + utostr(Sig.size()) + " arguments (signature '" +
              Sig + "'), got " + utostr(CB.arg_size()),
          &CB);
    return false;
  }
  for (unsigned I = 0, E = BI.numArgs(); I != E; ++I) {
    Type *Ty = CB.getArgOperand(I)->getType();
    if (roleAccepts(BI.role(I), Ty))
      continue;
    error(P + ": argument " + utostr(I + 1) + " must be " +
              roleText(BI.role(I)) + ", not " + typeText(Ty),
          &CB);
    OK = false;
  }
  if (!resultAccepts(BI.Result, CB.getType())) {
    error(P + ": the result must be " + resultText(BI.Result) + ", not " +
              typeText(CB.getType()),
          &CB);
    OK = false;
  }
  return OK;
}

bool KernelVerifier::checkConstants(const CallBase &CB,
                                    const PTOBuiltinInfo &BI,
                                    const std::string &P) {
  bool OK = true;
  for (unsigned I = 0, E = BI.numArgs(); I != E; ++I) {
    PTOArgRoleKind Role = BI.role(I);
    if (Role != ARG_POS && Role != ARG_ROWS && Role != ARG_COLS &&
        Role != ARG_CMP && Role != ARG_FLAG && Role != ARG_RPOS)
      continue;
    const Value *Arg = CB.getArgOperand(I);
    const auto *CI = dyn_cast<ConstantInt>(Arg);
    // Issue 13 (R): a register position is checked by pto-sim when the
    // instruction executes; a constant one here, as role c.
    if (Role == ARG_RPOS && !CI)
      continue;
    if (Role == ARG_RPOS)
      Role = ARG_POS;
    if (!CI) {
      error(P + ": argument " + utostr(I + 1) + " (" + roleText(Role) +
                ") must be a constant, not " + describeValue(*Arg),
            &CB);
      OK = false;
      continue;
    }
    int64_t V = CI->getSExtValue();
    // Issue 14 (B): a comparison mode of PTOCmpModeTable; a 0/1 flag.
    if (Role == ARG_CMP || Role == ARG_FLAG) {
      bool Valid = Role == ARG_CMP
                       ? V >= 0 && V <= 0xff && lookupCmpModeByID(uint8_t(V))
                       : V == 0 || V == 1;
      if (!Valid) {
        error(P + ": argument " + utostr(I + 1) + " (" + roleText(Role) +
                  ") is " + itostr(V),
              &CB);
        OK = false;
      }
      continue;
    }
    if (Role == ARG_POS && V < 0) {
      error(P + ": sub-tile position argument " + utostr(I + 1) +
                " must not be negative (" + itostr(V) + ")",
            &CB);
      OK = false;
    } else if (Role != ARG_POS && V <= 0) {
      error(P + ": " + (Role == ARG_ROWS ? "rows" : "cols") +
                " must be positive (" + itostr(V) + ")",
            &CB);
      OK = false;
    }
  }
  // Issue 13 (V): a constant valid extent (rows, then cols) lies in
  // 0..capacity, the result's rows / cols; a register one is checked by
  // pto-sim when the instruction executes.
  int64_t Capacity[2] = {0, 0};
  for (unsigned I = 0, E = BI.numArgs(); I != E; ++I)
    if (BI.role(I) == ARG_ROWS || BI.role(I) == ARG_COLS)
      if (const auto *CI = dyn_cast<ConstantInt>(CB.getArgOperand(I)))
        Capacity[BI.role(I) == ARG_COLS] = CI->getSExtValue();
  for (unsigned I = 0, E = BI.numArgs(), K = 0; I != E; ++I) {
    if (BI.role(I) != ARG_EXTENT)
      continue;
    unsigned Dim = K++ != 0;
    const auto *CI = dyn_cast<ConstantInt>(CB.getArgOperand(I));
    if (!CI || Capacity[Dim] <= 0)
      continue;
    int64_t V = CI->getSExtValue();
    if (V < 0 || V > Capacity[Dim]) {
      error(P + ": valid " + (Dim ? "cols" : "rows") + " " + itostr(V) +
                " (argument " + utostr(I + 1) + ") outside 0.." +
                itostr(Capacity[Dim]) + ", the tile's " +
                (Dim ? "cols" : "rows"),
            &CB);
      OK = false;
    }
  }
  return OK;
}

void KernelVerifier::checkDTypes(const CallBase &CB, const BuiltinName &BN,
                                 ArrayRef<TileOperand> Tiles,
                                 const std::string &P) {
  const PTOBuiltinInfo &BI = *BN.Info;
  PTODTypeRuleKind Rule = BI.DTypeRule;
  const char *DT = getDTypeName(BN.DType);
  // Issue 14 (B): a compare is named <u8>.<compared type>.
  if (Rule == DR_CMP)
    return checkCmpDTypes(CB, BN, Tiles, P);
  // Issue 14 (C): an arg reduction is named <index type>.<source type>.
  if (Rule == DR_ARGREDUCE)
    return checkArgReduceDTypes(CB, BN, Tiles, P);
  // Issue 14 (D): a gather is named <data type>.<index type>.
  if (Rule == DR_GATHER)
    return checkGatherDTypes(CB, BN, Tiles, P);
  // Issue 13 (R): treshape is named <result type>[.<source type>].
  if (Rule == DR_RESHAPE)
    return checkReshapeDTypes(CB, BN, Tiles, P);
  // Issue 14 (14F): a fixpipe conversion is named <dst type>.<acc type>.
  if (Rule == DR_FIXPIPE)
    return checkFixpipeDTypes(CB, BN, Tiles, P);
  // Issue 14 (14S): tsort32's index tile is u32.
  if (Rule == DR_SORT32)
    return checkU32IndexDTypes(CB, BN, Tiles, P, "", "sorts",
                               "the index tile of a sort is");
  // Issue 14 (14M): tmrgsort2.cnt's count tile is u16, its lists f32.
  if (Rule == DR_MRGCNT)
    return checkMrgCntDTypes(CB, BN, Tiles, P);
  // Issue 14 (14G): tgatherb's offsets are u32.
  if (Rule == DR_GATHERB)
    return checkU32IndexDTypes(CB, BN, Tiles, P,
                               " (the offsets are always u32)", "gathers",
                               "the byte offsets of a tgatherb are");
  if (!BI.acceptsDType(BN.DType)) {
    // The rule checks below would only restate this.
    error(P + ": element type " + DT + " is not accepted (accepted: " +
              acceptedDTypes(BI.DTypeMask) + ")",
          &CB);
    return;
  }

  bool IsCvt = Rule == DR_CVT, IsMatMul = Rule == DR_MATMUL;
  if (IsCvt && !BN.SrcDType)
    error(P + ": needs the source element type as a second suffix (" + P +
              ".<dst dtype>.<src dtype>)",
          &CB);
  if (BN.SrcDType && !IsCvt && !IsMatMul)
    error(P + ": takes one element type suffix, not two", &CB);
  if (IsCvt && BN.SrcDType && !BI.acceptsDType(*BN.SrcDType))
    error(P + ": source element type " + getDTypeName(*BN.SrcDType) +
              " is not accepted",
          &CB);

  // Issue 14 (B): tsel/tsels' mask (tile operand 0) is u8.
  if (Rule == DR_SELECT && !Tiles.empty() && Tiles[0].Desc &&
      Tiles[0].Desc->DType != DT_U8)
    error(P + ": the mask " + describeValue(*Tiles[0].V) + " is " +
              getDTypeName(Tiles[0].Desc->DType) +
              ", but a mask is u8 (tcmp, tcmps)",
          &CB);
  if (Rule == DR_SAME || Rule == DR_STORE || Rule == DR_SELECT) {
    for (const TileOperand &T : Tiles)
      if (Rule == DR_SELECT && &T == &Tiles[0])
        continue;
      else if (T.Desc && T.Desc->DType != BN.DType)
        error(P + ": tile argument " + utostr(T.ArgNo + 1) + " (" +
                  describeValue(*T.V) + ") is " + getDTypeName(T.Desc->DType) +
                  ", but the builtin works on " + DT,
              &CB);
    return;
  }
  if (IsCvt) {
    if (BN.SrcDType && !Tiles.empty() && Tiles[0].Desc &&
        Tiles[0].Desc->DType != *BN.SrcDType)
      error(P + ": the source tile " + describeValue(*Tiles[0].V) + " is " +
                getDTypeName(Tiles[0].Desc->DType) + ", but the name says " +
                getDTypeName(*BN.SrcDType),
            &CB);
    return;
  }
  if (!IsMatMul)
    return;
  // Cube: a and b share one input type; acc and bias have the result type.
  PTOBuiltinKind Kind = static_cast<PTOBuiltinKind>(BI.ID);
  // Issue 23 (ACC): tmatmul.acc.init has tmatmul.acc's tiles.
  bool HasAcc = Kind == BI_TMATMUL_ACC || Kind == BI_TMATMUL_ACC_INIT;
  unsigned A = HasAcc ? 1 : 0, B = A + 1;
  if (Tiles.size() <= B || !Tiles[A].Desc || !Tiles[B].Desc)
    return;
  PTODTypeKind In = Tiles[A].Desc->DType;
  if (Tiles[B].Desc->DType != In) {
    error(P + ": a (" + describeValue(*Tiles[A].V) + ") is " +
              getDTypeName(In) + " but b (" + describeValue(*Tiles[B].V) +
              ") is " + getDTypeName(Tiles[B].Desc->DType),
          &CB);
    return;
  }
  if (!isMatMulDTypePair(BN.DType, In))
    error(P + ": " + getDTypeName(In) + " inputs cannot give a " + DT +
              " result (f16/bf16/f32 inputs give f32, i8 inputs give i32)",
          &CB);
  if (BN.SrcDType && *BN.SrcDType != In)
    error(P + ": the name says " + getDTypeName(*BN.SrcDType) +
              " inputs, but the inputs are " + getDTypeName(In),
          &CB);
  unsigned Extra = HasAcc ? 0 : 2;
  if ((HasAcc || Kind == BI_TMATMUL_BIAS) && Tiles.size() > Extra &&
      Tiles[Extra].Desc && Tiles[Extra].Desc->DType != BN.DType)
    error(P + ": the " + (HasAcc ? "accumulator" : "bias") + " (" +
              describeValue(*Tiles[Extra].V) + ") is " +
              getDTypeName(Tiles[Extra].Desc->DType) + ", not " + DT,
          &CB);
}

/// The second type of a two-type name (`<name>.<result>.<source>`): accepted
/// by the builtin, and the type of every tile argument (\p Verb says what the
/// name does with it: "compares", "reduces").
void KernelVerifier::checkSourceDType(const CallBase &CB, const BuiltinName &BN,
                                      ArrayRef<TileOperand> Tiles,
                                      const std::string &P, StringRef Verb) {
  const PTOBuiltinInfo &BI = *BN.Info;
  if (!BI.acceptsDType(*BN.SrcDType)) {
    error(P + ": element type " + getDTypeName(*BN.SrcDType) +
              " is not accepted (accepted: " + acceptedDTypes(BI.DTypeMask) +
              ")",
          &CB);
    return;
  }
  for (const TileOperand &T : Tiles)
    if (T.Desc && T.Desc->DType != *BN.SrcDType)
      error(P + ": tile argument " + utostr(T.ArgNo + 1) + " (" +
                describeValue(*T.V) + ") is " + getDTypeName(T.Desc->DType) +
                ", but the name " + Verb + " " + getDTypeName(*BN.SrcDType),
            &CB);
}

// Issue 14 (B): types, compare/select, integer ops.
/// DR_CMP: `<name>.u8.<compared type>`; the compared tiles have that type.
void KernelVerifier::checkCmpDTypes(const CallBase &CB, const BuiltinName &BN,
                                    ArrayRef<TileOperand> Tiles,
                                    const std::string &P) {
  if (!BN.SrcDType) {
    error(P + ": needs the mask type and the compared type (" + P +
              ".u8.<dtype>)",
          &CB);
    return;
  }
  if (BN.DType != DT_U8)
    error(P + ": the result is a u8 mask, not " + getDTypeName(BN.DType) +
              " (" + P + ".u8." + getDTypeName(*BN.SrcDType) + ")",
          &CB);
  checkSourceDType(CB, BN, Tiles, P, "compares");
}

// Issue 14 (C): arg reductions, the extended tile form.
/// DR_ARGREDUCE: `<name>.<u32|i32>.<source type>`; the source tile has the
/// second type.
void KernelVerifier::checkArgReduceDTypes(const CallBase &CB,
                                          const BuiltinName &BN,
                                          ArrayRef<TileOperand> Tiles,
                                          const std::string &P) {
  if (!BN.SrcDType) {
    error(P + ": needs the index type and the source type (" + P +
              ".<u32|i32>.<dtype>)",
          &CB);
    return;
  }
  if (BN.DType != DT_U32 && BN.DType != DT_I32)
    error(P + ": the result is a u32 or i32 index, not " +
              getDTypeName(BN.DType) + " (" + P + ".u32." +
              getDTypeName(*BN.SrcDType) + ")",
          &CB);
  checkSourceDType(CB, BN, Tiles, P, "reduces");
}

// Issue 14 (D): arg reductions, partial reductions, gather.
/// DR_GATHER: `<name>.<data type>.<index type>`; the source (tile 0) has
/// the data type, the indices (tile 1) the index type, u32/i32 for 4-byte
/// data and u16/i16 for 2-byte data.
void KernelVerifier::checkGatherDTypes(const CallBase &CB,
                                       const BuiltinName &BN,
                                       ArrayRef<TileOperand> Tiles,
                                       const std::string &P) {
  const PTOBuiltinInfo &BI = *BN.Info;
  const char *DT = getDTypeName(BN.DType);
  if (!BI.acceptsDType(BN.DType)) {
    error(P + ": element type " + DT + " is not accepted (accepted: " +
              acceptedDTypes(BI.DTypeMask) + ")",
          &CB);
    return;
  }
  bool Wide = lookupDTypeByID(BN.DType)->Bytes == 4;
  const char *Want = Wide ? "u32 or i32" : "u16 or i16";
  if (!BN.SrcDType) {
    error(P + ": needs the data type and the index type (" + P + "." + DT +
              (Wide ? ".<u32|i32>)" : ".<u16|i16>)"),
          &CB);
    return;
  }
  PTODTypeKind I = *BN.SrcDType;
  if (Wide ? I != DT_U32 && I != DT_I32 : I != DT_U16 && I != DT_I16)
    error(P + ": the indices of " + DT + " data are " + Want + ", not " +
              getDTypeName(I) +
              " (the result is written over them: same element size)",
          &CB);
  for (const TileOperand &T : Tiles) {
    if (!T.Desc)
      continue;
    // Issue 14 (14M): the index tile is the last one (tgather's second,
    // tscatter's third).
    bool IsIndex = &T == &Tiles.back();
    PTODTypeKind Expect = IsIndex ? I : BN.DType;
    if (T.Desc->DType != Expect)
      error(P + ": tile argument " + utostr(T.ArgNo + 1) + " (" +
                describeValue(*T.V) + ") is " + getDTypeName(T.Desc->DType) +
                ", but the name " +
                (IsIndex                ? "indexes with "
                 : BI.ID == BI_TSCATTER ? "scatters "
                                        : "gathers ") +
                getDTypeName(Expect),
            &CB);
  }
}

// Issue 13 (R): runtime sub-tile positions, treshape.
/// DR_RESHAPE: `treshape.<result type>[.<source type>]`; the source tile has
/// the second type, or the first when the name has one. Any two types: the
/// bytes are reinterpreted (pto-isa docs/isa/TRESHAPE.md).
void KernelVerifier::checkReshapeDTypes(const CallBase &CB,
                                        const BuiltinName &BN,
                                        ArrayRef<TileOperand> Tiles,
                                        const std::string &P) {
  PTODTypeKind Src = BN.SrcDType ? *BN.SrcDType : BN.DType;
  for (const TileOperand &T : Tiles)
    if (T.Desc && T.Desc->DType != Src)
      error(P + ": the source tile " + describeValue(*T.V) + " is " +
                getDTypeName(T.Desc->DType) + ", but the name says " +
                getDTypeName(Src) +
                (BN.SrcDType ? ""
                             : " (name the source type as a second "
                               "suffix to reinterpret another type)"),
            &CB);
}

// Issue 14 (14F): fixpipe conversions on the way out of L0C.
/// DR_FIXPIPE: `<name>.<dst type>.<acc type>`; the pair is one the fixpipe
/// converts (PTOFixpipeDTypeTable) and the accumulator tile has the second
/// type.
void KernelVerifier::checkFixpipeDTypes(const CallBase &CB,
                                        const BuiltinName &BN,
                                        ArrayRef<TileOperand> Tiles,
                                        const std::string &P) {
  if (!BN.SrcDType) {
    error(P + ": needs the destination and the accumulator type (" + P +
              ".<dst dtype>.<acc dtype>)",
          &CB);
    return;
  }
  if (!isFixpipeDTypePair(BN.DType, *BN.SrcDType)) {
    error(P + ": the fixpipe cannot convert " + getDTypeName(*BN.SrcDType) +
              " into " + getDTypeName(BN.DType) +
              " (f32 into f16/bf16/i8, i32 into f16/i8)",
          &CB);
    return;
  }
  for (const TileOperand &T : Tiles)
    if (T.Desc && T.Desc->DType != *BN.SrcDType)
      error(P + ": the accumulator " + describeValue(*T.V) + " is " +
                getDTypeName(T.Desc->DType) + ", but the name says " +
                getDTypeName(*BN.SrcDType),
            &CB);
}

// Issue 14 (14S, 14G): sort, byte-offset gather.
/// DR_SORT32 (`tsort32.<dtype>`, pto-isa docs/isa/TSORT32.md) and DR_GATHERB
/// (`tgatherb.<dtype>`, TGATHERB.md): the data tile (tile 0) has the dtype,
/// the index or offset tile (tile 1) is u32. \p SuffixNote follows the
/// two-suffix error; the mismatch error says what the name does to tile 0
/// (\p DataVerb) and what tile 1 is, with its verb (\p IndexRole).
void KernelVerifier::checkU32IndexDTypes(
    const CallBase &CB, const BuiltinName &BN, ArrayRef<TileOperand> Tiles,
    const std::string &P, StringRef SuffixNote, StringRef DataVerb,
    StringRef IndexRole) {
  const PTOBuiltinInfo &BI = *BN.Info;
  const char *DT = getDTypeName(BN.DType);
  if (!BI.acceptsDType(BN.DType)) {
    error(P + ": element type " + DT + " is not accepted (accepted: " +
              acceptedDTypes(BI.DTypeMask) + ")",
          &CB);
    return;
  }
  if (BN.SrcDType) {
    error(P + ": takes one element type suffix, not two" + SuffixNote.str(),
          &CB);
    return;
  }
  for (const TileOperand &T : Tiles) {
    if (!T.Desc)
      continue;
    PTODTypeKind Expect = T.ArgNo == 0 ? BN.DType : DT_U32;
    if (T.Desc->DType != Expect)
      error(P + ": tile argument " + utostr(T.ArgNo + 1) + " (" +
                describeValue(*T.V) + ") is " + getDTypeName(T.Desc->DType) +
                (T.ArgNo == 0 ? ", but the name " + DataVerb.str() + " "
                              : ", but " + IndexRole.str() + " ") +
                getDTypeName(Expect),
            &CB);
  }
}

// Issue 14 (14M): the executed counts of a two-list merge.
/// DR_MRGCNT (`tmrgsort2.cnt.<dtype>`): the count tile (the result) has the
/// dtype, u16 (pto-isa's MrgSortExecutedNumList); the lists are f32.
void KernelVerifier::checkMrgCntDTypes(const CallBase &CB,
                                       const BuiltinName &BN,
                                       ArrayRef<TileOperand> Tiles,
                                       const std::string &P) {
  const PTOBuiltinInfo &BI = *BN.Info;
  if (!BI.acceptsDType(BN.DType)) {
    error(P + ": element type " + getDTypeName(BN.DType) +
              " is not accepted (accepted: " + acceptedDTypes(BI.DTypeMask) +
              "; the counts' type)",
          &CB);
    return;
  }
  if (BN.SrcDType) {
    error(P + ": takes one element type suffix, not two (the lists are "
              "always f32)",
          &CB);
    return;
  }
  for (const TileOperand &T : Tiles)
    if (T.Desc && T.Desc->DType != DT_F32)
      error(P + ": tile argument " + utostr(T.ArgNo + 1) + " (" +
                describeValue(*T.V) + ") is " + getDTypeName(T.Desc->DType) +
                ", but the merged lists are f32",
            &CB);
}

void KernelVerifier::checkMemories(const CallBase &CB, const BuiltinName &BN,
                                   ArrayRef<TileOperand> Tiles,
                                   const std::string &P) {
  const PTOBuiltinInfo &BI = *BN.Info;
  PTOBuiltinKind Kind = static_cast<PTOBuiltinKind>(BI.ID);
  unsigned DstAS = BI.Result == RES_TILE
                       ? CB.getType()->getPointerAddressSpace()
                   : BI.Result == RES_VOID ? unsigned(AS_GM)
                                           : unsigned(AS_GENERIC);
  // Without a tile operand the source is gm for a builtin reading a global
  // pointer (tload), else the destination memory (tfill): the convention of
  // PTOTileOpTable.
  bool ReadsGM = BI.hasRole(ARG_GM);
  unsigned SrcAS = !Tiles.empty() ? Tiles[0].AS
                   : ReadsGM      ? unsigned(AS_GM)
                                  : DstAS;

  if (!getTileOp(Kind, DstAS, SrcAS)) {
    // List the variants the hardware has.
    std::string Variants;
    for (unsigned S = 0; S < NumAddressSpaces; ++S)
      for (unsigned D = 0; D < NumAddressSpaces; ++D)
        if (getTileOp(Kind, D, S)) {
          if (!Variants.empty())
            Variants += ", ";
          Variants += memName(S);
          if (D != AS_GENERIC)
            Variants += "->" + memName(D);
        }
    std::string Src = memName(SrcAS), Dst = memName(DstAS);
    if (Kind == BI_TMOV)
      error(P + ": no move from " + Src + " to " + Dst +
                " (the hardware has no " + Src + "->" + Dst +
                " move; moves: " + Variants + ")",
            &CB);
    else if (DstAS == AS_GENERIC)
      error(P + ": no variant reads a " + Src + " tile (it reads: " + Variants +
                ")",
            &CB);
    else
      error(P + ": no variant from " + Src + " to " + Dst +
                " (variants: " + Variants + ")",
            &CB);
  }

  // The memory each tile operand must be in: the operand register classes of
  // the variant's pseudo (of the builtin's only variant when the source
  // memory matched none). Ops whose operands share one memory (all but the
  // cube) get the shared-memory diagnostic.
  const PTOTileOpInfo *Op = getTileOp(Kind, DstAS, SrcAS);
  if (Op)
    checkCorePipe(CB, pipeOfOpcode(Op->Opcode), P);
  // Issue 14 (14Q): a variant whose data path the subtarget lacks (a3 has
  // no L0C -> UB and no UB -> L1 path: PTODataPathTable).
  if (Op && !(Op->GenMask >> Gen & 1)) {
    auto HW = [](unsigned AS) {
      const PTOMemoryInfo *M = lookupMemoryByAddrSpace(AS);
      return std::string(M ? M->HWName : "?");
    };
    std::string Has;
    for (unsigned G = 0; G < 4; ++G)
      if (Op->GenMask >> G & 1)
        if (const PTOGenerationInfo *GI = lookupGeneration(G))
          Has += std::string(Has.empty() ? "" : ", ") + GI->Name;
    error(P + ": " + (Gen == A5 ? "a5" : "a3") + " has no " + memName(SrcAS) +
              " -> " + memName(DstAS) + " path (" + HW(SrcAS) + " -> " +
              HW(DstAS) + "; only " + Has + " has it)",
          &CB);
  }
  if (!Op) {
    unsigned Found = 0;
    for (unsigned S = 0; S < NumAddressSpaces; ++S)
      for (unsigned D = 0; D < NumAddressSpaces; ++D)
        if (const PTOTileOpInfo *V = getTileOp(Kind, D, S)) {
          Op = V;
          ++Found;
        }
    if (Found != 1)
      Op = nullptr;
  }
  SmallVector<unsigned, 3> Want;
  if (Op)
    Want = getTileOperandMemories(Op->Opcode);
  bool Mixed = !Want.empty() && !all_equal(Want);
  for (unsigned I = 1; I < Tiles.size(); ++I) {
    unsigned W = Mixed && I < Want.size() ? Want[I] : Tiles[0].AS;
    if (Tiles[I].AS == W)
      continue;
    if (Mixed)
      error(P + ": tile argument " + utostr(Tiles[I].ArgNo + 1) + " (" +
                describeValue(*Tiles[I].V) + ") must be a " + memName(W) +
                " tile, not " + memName(Tiles[I].AS),
            &CB);
    else
      error(P + ": tile operands must share one memory: " +
                describeValue(*Tiles[0].V) + " is " + memName(Tiles[0].AS) +
                ", " + describeValue(*Tiles[I].V) + " is " +
                memName(Tiles[I].AS),
            &CB);
  }
}

/// A builtin call under checkShapes: every tile descriptor it needs known.
struct KernelVerifier::ShapeCall {
  const CallBase &CB;
  const PTOBuiltinInfo &BI;
  ArrayRef<TileOperand> Tiles;
  const TileDesc *R; ///< The result's, or null for tstore and tgetval.
  SmallVector<uint64_t, 2> Pos; ///< The sub-tile (row, col) operands.
  const std::string &P;
  /// Issue 13 (R): some position is a register (counted as 0 in Pos).
  bool DynPos = false;

  const TileDesc &tile(unsigned I) const { return *Tiles[I].Desc; }
  std::string name(unsigned I) const { return describeValue(*Tiles[I].V); }
};

static std::string shapeText(const TileDesc &D) {
  return utostr(D.Rows) + "x" + utostr(D.Cols);
}

void KernelVerifier::checkShapes(const CallBase &CB, const BuiltinName &BN,
                                 ArrayRef<TileOperand> Tiles,
                                 const std::optional<TileDesc> &R,
                                 const std::string &P) {
  const PTOBuiltinInfo &BI = *BN.Info;
  if (R)
    checkResultFits(CB, *R, P);

  // All descriptors a rule needs must be known (unknown ones are reported
  // where the tile is made).
  for (const TileOperand &T : Tiles)
    if (!T.Desc)
      return;
  if (BI.producesTile() && !R)
    return;
  ShapeCall C{CB, BI, Tiles, R ? &*R : nullptr, {}, P};
  for (unsigned I = 0, E = BI.numArgs(); I != E; ++I)
    if (BI.role(I) == ARG_POS || BI.role(I) == ARG_RPOS) {
      // Issue 13 (R): a register position: the window must fit at 0.
      const auto *CI = dyn_cast<ConstantInt>(CB.getArgOperand(I));
      C.Pos.push_back(CI ? CI->getZExtValue() : 0);
      C.DynPos |= !CI;
    }

  switch (BI.ShapeRule) {
  case SR_SAME:
    return checkSameShape(C);
  case SR_WINDOW:
    return checkWindow(C);
  case SR_INSERT:
    return checkInsert(C);
  case SR_MATMUL:
  case SR_MATMUL_ACC:
  case SR_MATMUL_BIAS:
    return checkMatMulShapes(C);
  case SR_ROWREDUCE:
  case SR_COLREDUCE:
  case SR_ROWEXPAND:
  case SR_COLEXPAND:
  case SR_TRANSPOSE:
    return checkReshape(C);
  case SR_GETVAL:
  case SR_SETVAL:
    return checkElement(C);
  case SR_LOAD:
  case SR_STORE:
  case SR_FILL:
    return; // Nothing more.
  // Issue 14 (A): broadcasts, arithmetic, reductions.
  case SR_ROWEXPAND_BIN:
  case SR_COLEXPAND_BIN:
    return checkExpandBinary(C);
  // Issue 14 (B): types, compare/select, integer ops.
  case SR_CMP:
  case SR_SELECT:
  case SR_CI:
    return checkMaskShapes(C);
  // Issue 14 (D): arg reductions, partial reductions.
  case SR_PART:
    return checkPartial(C);
  case SR_GATHER:
    return checkGather(C);
  // Issue 13 (R): treshape.
  case SR_RESHAPE_BYTES:
    return checkReshapeBytes(C);
  // Issue 14 (14S): sort.
  case SR_SORT32:
    return checkSort32(C);
  // Issue 14 (14M): merge sort.
  case SR_MRGSORT:
    return checkMrgSort(C);
  case SR_SCATTER:
    return checkScatter(C);
  // Issue 14 (14M): the two-list merge and its executed counts.
  case SR_MRGSORT2:
  case SR_MRGCNT:
    return checkMrgSort2(C);
  // Issue 14 (14G): byte-offset gather.
  case SR_GATHERB:
    return checkGatherB(C);
  }
}

/// Issue 15 (M): in a mix kernel, a call that runs on \p Pipe must be in a
/// block that only core kinds with that pipe run (PTOCoreSections.h): a
/// cube op in a vector section, or a vector op where the cube core may run,
/// is an error at the call.
void KernelVerifier::checkCorePipe(const CallBase &CB, unsigned Pipe,
                                   const std::string &P) {
  if (!Sections || !Sections->isMixKernel())
    return;
  unsigned Mask = Sections->mask(CB.getParent());
  ArrayRef<const PTOCoreKindInfo *> Kinds = Sections->kinds();
  unsigned Lacking = 0;
  for (unsigned K = 0; K < Kinds.size(); ++K)
    if (Mask >> K & 1 && !(Kinds[K]->PipeMask >> Pipe & 1))
      Lacking |= 1u << K;
  if (!Lacking)
    return;
  const char *PipeName = getPipeName(Pipe);
  std::string Where =
      Lacking == Mask
          ? "it is in a section only " + Sections->maskText(Mask) + " runs"
          : "its block may run on " + Sections->maskText(Mask) +
                " (no branch on get_core_type() before it keeps " +
                Sections->maskText(Lacking) + " out)";
  error(P + " runs on pipe " + (PipeName ? PipeName : "?") + ", which the " +
            Sections->maskText(Lacking) + " core of " +
            (Gen == A5 ? "a5" : "a3") + " does not have, but " + Where,
        &CB);
}

/// The result tile fits the usable capacity of its memory.
void KernelVerifier::checkResultFits(const CallBase &CB, const TileDesc &R,
                                     const std::string &P) {
  if (std::optional<MemoryLimits> L = getMemoryLimits(Gen, R.AS))
    if (R.bytes() > L->usable())
      error(P + ": a " + descText(R) + " tile needs " + utostr(R.bytes()) +
                " bytes, but " + memName(R.AS) + " has " + utostr(L->usable()) +
                " usable bytes on " + (Gen == A5 ? "a5" : "a3"),
            &CB);
}

/// SR_SAME: every tile operand has the result's shape.
void KernelVerifier::checkSameShape(const ShapeCall &C) {
  for (unsigned I = 0; I < C.Tiles.size(); ++I)
    if (C.tile(I).Rows != C.R->Rows || C.tile(I).Cols != C.R->Cols)
      error(C.P + ": tile operand " + C.name(I) + " is " +
                shapeText(C.tile(I)) + ", but the result is " + shapeText(*C.R),
            &C.CB);
}

/// SR_WINDOW (textract, tview): the window lies inside its source, and a
/// view is placeable inside it (PTO::placeView, docs/tile-storage.md).
void KernelVerifier::checkWindow(const ShapeCall &C) {
  const TileDesc &S = C.tile(0), &R = *C.R;
  const SmallVector<uint64_t, 2> &Pos = C.Pos;
  if (Pos[0] + R.Rows > S.Rows || Pos[1] + R.Cols > S.Cols) {
    error(C.P + ": the window [" + utostr(Pos[0]) + ", " +
              utostr(Pos[0] + R.Rows) + ") x [" + utostr(Pos[1]) + ", " +
              utostr(Pos[1] + R.Cols) + ") is outside the " + shapeText(S) +
              " source " + C.name(0) +
              (C.DynPos ? " at every value of its register position" : ""),
          &C.CB);
    return;
  }
  // A view is a zero-copy window that tile storage planning places inside
  // its source.
  const PTOTileOpInfo *Op =
      getTileOp(static_cast<PTOBuiltinKind>(C.BI.ID), R.AS, S.AS);
  if (!Op || !Op->View)
    return;
  // Issue 13 (T): a view at a runtime row. Its column stays the constant 0
  // (a view is whole rows); any row must start on the memory's tile
  // alignment, so the row pitch must be a multiple of it; and its result is
  // only read, by tile instructions that are not views (its consumers
  // address it through the base register viewaddr computes: a PHI, a view
  // of it or a result written over it would need that register too).
  if (C.DynPos) {
    if (!isa<ConstantInt>(C.CB.getArgOperand(2))) {
      error(C.P + ": the column of a view of " + C.name(0) +
                " must be the constant 0 (a view covers whole rows), not " +
                describeValue(*C.CB.getArgOperand(2)),
            &C.CB);
      return;
    }
    uint64_t Pitch = S.Cols * getDTypeBytes(S.DType);
    unsigned Align = getMemory(S.AS)->TileAlign;
    if (Pos[1] == 0 && R.Cols == S.Cols && Pitch % Align) {
      error(C.P + ": a view of " + C.name(0) +
                " at a register row needs a row pitch that is a multiple of "
                "the " +
                memName(S.AS) + " tile alignment (" + utostr(Align) +
                " bytes), but its rows are " + utostr(Pitch) + " bytes",
            &C.CB);
      return;
    }
    for (const Use &U : C.CB.uses()) {
      const auto *UC = dyn_cast<CallBase>(U.getUser());
      // Through a call type that may differ from the declaration's.
      const BuiltinName *UN = UC ? getBuiltinCall(*UC) : nullptr;
      const PTOTileOpInfo *UOp = nullptr;
      if (UN && UN->Info) {
        // Its variant's memories, as checkMemories takes them.
        const PTOBuiltinInfo &UI = *UN->Info;
        unsigned DstAS = UI.Result == RES_TILE
                             ? UC->getType()->getPointerAddressSpace()
                         : UI.Result == RES_VOID ? unsigned(AS_GM)
                                                 : unsigned(AS_GENERIC);
        unsigned SrcAS = R.AS;
        for (const Value *A : UC->args())
          if (isTileType(A->getType())) {
            SrcAS = A->getType()->getPointerAddressSpace();
            break;
          }
        UOp = getTileOp(static_cast<PTOBuiltinKind>(UI.ID), DstAS, SrcAS);
      }
      bool Read = UN && UN->Info && UC->isArgOperand(&U) &&
                  UN->Info->role(UC->getArgOperandNo(&U)) == ARG_TILE;
      bool Bad = !Read || !UOp || UOp->View ||
                 (UOp->reusesInput() &&
                  UC->getArgOperandNo(&U) == UOp->OutputReusesInput);
      if (Bad) {
        error(C.P + ": the view of " + C.name(0) +
                  " at a register row may only be read by tile instructions "
                  "(not merged, viewed again or written over): " +
                  (U.getUser()->hasName() || !UC
                       ? describeValue(*U.getUser()) + " "
                       : std::string()) +
                  (UC ? "(" +
                            UC->getCalledOperand()
                                ->stripPointerCasts()
                                ->getName()
                                .str() +
                            ")"
                      : std::string()),
              &C.CB);
        return;
      }
    }
  }
  uint64_t Off;
  switch (placeView(S, Pos[0], Pos[1], R.Cols, Off)) {
  case ViewPlacement::Ok:
    break;
  case ViewPlacement::ColumnWindow:
    error(C.P + ": column views are not supported: a view of " + C.name(0) +
              " must cover whole rows (col 0, " + utostr(S.Cols) +
              " cols); textract copies a column window",
          &C.CB);
    break;
  case ViewPlacement::Misaligned:
    error(C.P + ": the view of " + C.name(0) + " at row " + utostr(Pos[0]) +
              " starts " + utostr(Off) +
              " bytes into its source, not a multiple of the " + memName(S.AS) +
              " tile alignment (" + utostr(getMemory(S.AS)->TileAlign) +
              " bytes)",
          &C.CB);
    break;
  }
}

// Issue 13 (R): runtime sub-tile positions, treshape.
/// SR_RESHAPE_BYTES: the result has exactly the source's bytes (pto-isa
/// TRESHAPE: sizeof(in) x numel(in) == sizeof(out) x numel(out)).
void KernelVerifier::checkReshapeBytes(const ShapeCall &C) {
  const TileDesc &S = C.tile(0), &R = *C.R;
  if (S.bytes() != R.bytes())
    error(
        C.P + ": cannot reshape the " + descText(S) + " tile " + C.name(0) +
            " (" + utostr(S.bytes()) + " bytes) into a " + descText(R) +
            " tile (" + utostr(R.bytes()) +
            " bytes): treshape keeps the bytes, so both must be the same size",
        &C.CB);
}

/// SR_INSERT: the source fits inside the destination at the position, and
/// the result is the destination.
void KernelVerifier::checkInsert(const ShapeCall &C) {
  const TileDesc &Into = C.tile(0), &Src = C.tile(1), &R = *C.R;
  if (C.Pos[0] + Src.Rows > Into.Rows || C.Pos[1] + Src.Cols > Into.Cols)
    error(C.P + ": the " + shapeText(Src) + " tile " + C.name(1) + " at (" +
              utostr(C.Pos[0]) + ", " + utostr(C.Pos[1]) +
              ") does not fit inside the " + shapeText(Into) + " tile " +
              C.name(0) +
              (C.DynPos ? " at every value of its register position" : ""),
          &C.CB);
  if (Into.Rows != R.Rows || Into.Cols != R.Cols)
    error(C.P + ": the result is " + shapeText(R) +
              ", but the destination tile " + C.name(0) + " is " +
              shapeText(Into),
          &C.CB);
}

/// SR_MATMUL, SR_MATMUL_ACC, SR_MATMUL_BIAS: a x b is the result; the
/// accumulator has the result's shape, the bias one row of its cols.
void KernelVerifier::checkMatMulShapes(const ShapeCall &C) {
  PTOShapeRuleKind Rule = C.BI.ShapeRule;
  unsigned A = Rule == SR_MATMUL_ACC ? 1 : 0, B = A + 1;
  const TileDesc &DA = C.tile(A), &DB = C.tile(B), &R = *C.R;
  if (DA.Cols != DB.Rows)
    error(C.P + ": a (" + C.name(A) + ") is " + shapeText(DA) + " and b (" +
              C.name(B) + ") is " + shapeText(DB) +
              "; a's cols must equal b's rows",
          &C.CB);
  if (R.Rows != DA.Rows || R.Cols != DB.Cols)
    error(C.P + ": the result is " + shapeText(R) + ", but a x b (" +
              C.name(A) + " x " + C.name(B) + ") is " + utostr(DA.Rows) + "x" +
              utostr(DB.Cols),
          &C.CB);
  if (Rule == SR_MATMUL_ACC) {
    const TileDesc &Acc = C.tile(0);
    if (Acc.Rows != R.Rows || Acc.Cols != R.Cols)
      error(C.P + ": the accumulator " + C.name(0) + " is " + shapeText(Acc) +
                ", but the result is " + shapeText(R),
            &C.CB);
  } else if (Rule == SR_MATMUL_BIAS) {
    const TileDesc &Bias = C.tile(2);
    if (Bias.Rows != 1 || Bias.Cols != R.Cols)
      error(C.P + ": the bias " + C.name(2) + " is " + shapeText(Bias) +
                ", but must be 1x" + utostr(R.Cols),
            &C.CB);
  }
}

/// SR_ROWREDUCE, SR_COLREDUCE, SR_ROWEXPAND, SR_COLEXPAND, SR_TRANSPOSE:
/// the result's shape follows from the input's.
void KernelVerifier::checkReshape(const ShapeCall &C) {
  PTOShapeRuleKind Rule = C.BI.ShapeRule;
  const TileDesc &S = C.tile(0), &R = *C.R;
  uint64_t WantRows = S.Rows, WantCols = S.Cols;
  bool InOK = true;
  if (Rule == SR_ROWREDUCE)
    WantCols = 1;
  else if (Rule == SR_COLREDUCE)
    WantRows = 1;
  else if (Rule == SR_ROWEXPAND)
    InOK = S.Cols == 1, WantCols = R.Cols;
  else if (Rule == SR_COLEXPAND)
    InOK = S.Rows == 1, WantRows = R.Rows;
  else
    WantRows = S.Cols, WantCols = S.Rows;
  if (!InOK)
    error(C.P + ": the input " + C.name(0) + " is " + shapeText(S) +
              ", but must be " +
              (Rule == SR_ROWEXPAND ? "one column (Rx1)" : "one row (1xC)"),
          &C.CB);
  else if (R.Rows != WantRows || R.Cols != WantCols)
    error(C.P + ": the " + shapeText(S) + " input " + C.name(0) + " gives a " +
              utostr(WantRows) + "x" + utostr(WantCols) + " result, not " +
              shapeText(R),
          &C.CB);
}

/// SR_GETVAL, SR_SETVAL: the element lies inside the tile; tsetval's result
/// is the tile.
void KernelVerifier::checkElement(const ShapeCall &C) {
  const TileDesc &S = C.tile(0);
  if (C.Pos[0] >= S.Rows || C.Pos[1] >= S.Cols)
    error(C.P + ": element (" + utostr(C.Pos[0]) + ", " + utostr(C.Pos[1]) +
              ") is outside the " + shapeText(S) + " tile " + C.name(0),
          &C.CB);
  if (C.BI.ShapeRule == SR_SETVAL &&
      (C.R->Rows != S.Rows || C.R->Cols != S.Cols))
    error(C.P + ": the result is " + shapeText(*C.R) + ", but the tile " +
              C.name(0) + " is " + shapeText(S),
          &C.CB);
}

// Issue 14 (A): broadcasts, arithmetic, reductions.
/// SR_ROWEXPAND_BIN, SR_COLEXPAND_BIN: a has the result's shape; b is one
/// column of its rows (Rx1) or one row of its cols (1xC).
void KernelVerifier::checkExpandBinary(const ShapeCall &C) {
  const TileDesc &A = C.tile(0), &B = C.tile(1), &R = *C.R;
  bool Row = C.BI.ShapeRule == SR_ROWEXPAND_BIN;
  if (A.Rows != R.Rows || A.Cols != R.Cols)
    error(C.P + ": tile operand " + C.name(0) + " is " + shapeText(A) +
              ", but the result is " + shapeText(R),
          &C.CB);
  uint64_t WantRows = Row ? R.Rows : 1, WantCols = Row ? 1 : R.Cols;
  if (B.Rows != WantRows || B.Cols != WantCols)
    error(C.P + ": the broadcast operand " + C.name(1) + " is " + shapeText(B) +
              ", but must be " + utostr(WantRows) + "x" + utostr(WantCols) +
              (Row ? " (one element per row of the result)"
                   : " (one element per column of the result)"),
          &C.CB);
}

// Issue 14 (D): arg reductions, partial reductions.
/// SR_PART: a has the result's shape and b fits inside it. pto-isa lets
/// either source be the full-size one; here it is a (the four operations
/// commute, so a kernel writes the full-size source first).
void KernelVerifier::checkPartial(const ShapeCall &C) {
  const TileDesc &A = C.tile(0), &B = C.tile(1), &R = *C.R;
  if (A.Rows != R.Rows || A.Cols != R.Cols)
    error(C.P + ": tile operand " + C.name(0) + " is " + shapeText(A) +
              ", but the result is " + shapeText(R) +
              " (the first source has the result's shape; the operation "
              "commutes, so the smaller source goes second)",
          &C.CB);
  if (B.Rows > R.Rows || B.Cols > R.Cols)
    error(C.P + ": tile operand " + C.name(1) + " is " + shapeText(B) +
              ", which does not fit inside the " + shapeText(R) + " result",
          &C.CB);
}

/// SR_GATHER: the result has the index tile's shape (the source any).
void KernelVerifier::checkGather(const ShapeCall &C) {
  const TileDesc &I = C.tile(1), &R = *C.R;
  if (I.Rows != R.Rows || I.Cols != R.Cols)
    error(C.P + ": the index tile " + C.name(1) + " is " + shapeText(I) +
              ", but the result is " + shapeText(R) +
              " (one element per index)",
          &C.CB);
}

// Issue 14 (14S): sort.
/// SR_SORT32: src and idx are R x C with C a multiple of 32 (whole blocks:
/// the 4-operand tail form of pto-isa's TSORT32 is not modelled), the result
/// R x 2C (one value/index pair per element).
void KernelVerifier::checkSort32(const ShapeCall &C) {
  const TileDesc &S = C.tile(0), &I = C.tile(1), &R = *C.R;
  if (S.Cols % 32 != 0) {
    error(C.P + ": the source " + C.name(0) + " is " + shapeText(S) +
              ", but tsort32 sorts whole 32-element blocks (cols a multiple "
              "of 32)",
          &C.CB);
    return;
  }
  if (I.Rows != S.Rows || I.Cols != S.Cols)
    error(C.P + ": the index tile " + C.name(1) + " is " + shapeText(I) +
              ", but the source " + C.name(0) + " is " + shapeText(S) +
              " (one index per element)",
          &C.CB);
  if (R.Rows != S.Rows || R.Cols != 2 * S.Cols)
    error(C.P + ": sorting a " + shapeText(S) + " source gives a " +
              utostr(S.Rows) + "x" + utostr(2 * S.Cols) +
              " result (a value/index pair per element), not " + shapeText(R),
          &C.CB);
}

// Issue 14 (14M): merge sort.
/// SR_MRGSORT: the source and the result are one row of C value/index pairs
/// (pto-isa TMRGSORT: Rows == 1), C a multiple of 256 (four blocks of at
/// least 64 elements); a constant block length L (argument 2) is a positive
/// multiple of 64 that divides C into groups of four blocks (C % 4L == 0).
/// A register block length is checked by pto-sim when the merge executes.
void KernelVerifier::checkMrgSort(const ShapeCall &C) {
  const TileDesc &S = C.tile(0), &R = *C.R;
  if (S.Rows != R.Rows || S.Cols != R.Cols) {
    error(C.P + ": the source " + C.name(0) + " is " + shapeText(S) +
              ", but the merged result is " + shapeText(R) +
              " (the same pairs, reordered)",
          &C.CB);
    return;
  }
  if (R.Rows != 1 || R.Cols % 256 != 0) {
    error(C.P +
              ": tmrgsort merges one row of cols a multiple of 256 (four "
              "blocks of at least 32 value/index pairs), not " +
              shapeText(R),
          &C.CB);
    return;
  }
  const auto *CI = dyn_cast<ConstantInt>(C.CB.getArgOperand(1));
  if (!CI)
    return;
  int64_t L = CI->getSExtValue();
  if (L <= 0 || L % 64 != 0 || R.Cols % (4 * L) != 0)
    error(C.P + ": the block length " + itostr(L) +
              " is not a positive multiple of 64 that divides the " +
              utostr(R.Cols) + " cols into groups of four blocks",
          &C.CB);
}

// Issue 14 (14M): the two-list merge and its executed counts.
/// SR_MRGSORT2 / SR_MRGCNT: the two lists (operands 0, 1) are one row of the
/// same cols S, a multiple of 8 (whole 32-byte units of value/index pairs;
/// pto-isa TMRGSORT: Rows == 1); tmrgsort2's result is 1 x 2S (every pair
/// of both lists), tmrgsort2.cnt's 1 x 4 (pto-isa's MrgSortExecutedNumList).
void KernelVerifier::checkMrgSort2(const ShapeCall &C) {
  const TileDesc &A = C.tile(0), &B = C.tile(1), &R = *C.R;
  bool Cnt = C.BI.ShapeRule == SR_MRGCNT;
  if (A.Rows != 1 || A.Cols % 8 != 0) {
    error(C.P + ": the list " + C.name(0) + " is " + shapeText(A) +
              ", but a merged list is one row of cols a multiple of 8 (whole "
              "32-byte units of value/index pairs)",
          &C.CB);
    return;
  }
  if (B.Rows != A.Rows || B.Cols != A.Cols) {
    error(C.P + ": the list " + C.name(1) + " is " + shapeText(B) +
              ", but the list " + C.name(0) + " is " + shapeText(A) +
              " (two lists of one length)",
          &C.CB);
    return;
  }
  if (Cnt ? (R.Rows != 1 || R.Cols != 4)
          : (R.Rows != 1 || R.Cols != 2 * A.Cols))
    error(C.P + ": merging two " + shapeText(A) + " lists gives a " +
              (Cnt ? std::string("1x4 count tile (pairs from each list, "
                                 "then two zeros)")
                   : "1x" + utostr(2 * A.Cols) + " result (every pair)") +
              ", not " + shapeText(R),
          &C.CB);
}

/// SR_SCATTER: the destination, the source and the index tile have the
/// result's shape (pto-isa TSCATTER allows a source and indices of other
/// shapes; here one index per destination element's worth of source).
void KernelVerifier::checkScatter(const ShapeCall &C) {
  const TileDesc &R = *C.R;
  static const char *const What[] = {"the destination", "the source",
                                     "the index tile"};
  for (unsigned K = 0; K < 3; ++K) {
    const TileDesc &T = C.tile(K);
    if (T.Rows != R.Rows || T.Cols != R.Cols)
      error(C.P + ": " + What[K] + " " + C.name(K) + " is " + shapeText(T) +
                ", but the result is " + shapeText(R) +
                " (a scatter keeps the destination's shape; the source and "
                "the indices have it too)",
            &C.CB);
  }
}

// Issue 14 (14G): byte-offset gather.
/// SR_GATHERB: the offset tile has the result's shape; the source has the
/// result's rows (the encoding holds only the source's cols: docs/isa.md),
/// any cols.
void KernelVerifier::checkGatherB(const ShapeCall &C) {
  const TileDesc &S = C.tile(0), &O = C.tile(1), &R = *C.R;
  if (O.Rows != R.Rows || O.Cols != R.Cols)
    error(C.P + ": the offset tile " + C.name(1) + " is " + shapeText(O) +
              ", but the result is " + shapeText(R) +
              " (one element per offset)",
          &C.CB);
  if (S.Rows != R.Rows)
    error(C.P + ": the source " + C.name(0) + " is " + shapeText(S) +
              ", but a tgatherb's source has the result's " + utostr(R.Rows) +
              " rows (any cols; treshape the source to give it them)",
          &C.CB);
}

// Issue 14 (B): types, compare/select, integer ops.
/// SR_CMP: the compared tiles are the result's rows x C, the mask
/// rows x ceil(C/8); SR_SELECT: the mask (operand 0) is the result's
/// rows x ceil(cols/8), the data tiles the result's shape; SR_CI: one row.
void KernelVerifier::checkMaskShapes(const ShapeCall &C) {
  const TileDesc &R = *C.R;
  auto MaskText = [](uint64_t Rows, uint64_t Cols) {
    return utostr(Rows) + "x" + utostr((Cols + 7) / 8);
  };
  switch (C.BI.ShapeRule) {
  case SR_CMP:
    for (unsigned I = 0; I < C.Tiles.size(); ++I)
      if (C.tile(I).Rows != C.tile(0).Rows || C.tile(I).Cols != C.tile(0).Cols)
        error(C.P + ": tile operand " + C.name(I) + " is " +
                  shapeText(C.tile(I)) + ", but " + C.name(0) + " is " +
                  shapeText(C.tile(0)),
              &C.CB);
    if (!C.Tiles.empty() &&
        (R.Rows != C.tile(0).Rows || R.Cols != (C.tile(0).Cols + 7) / 8))
      error(C.P + ": comparing " + shapeText(C.tile(0)) + " tiles gives a " +
                MaskText(C.tile(0).Rows, C.tile(0).Cols) +
                " mask (one bit per element), not " + shapeText(R),
            &C.CB);
    return;
  case SR_SELECT:
    if (C.Tiles.empty())
      return;
    if (C.tile(0).Rows != R.Rows || C.tile(0).Cols != (R.Cols + 7) / 8)
      error(C.P + ": the mask " + C.name(0) + " is " + shapeText(C.tile(0)) +
                ", but a " + shapeText(R) + " select needs a " +
                MaskText(R.Rows, R.Cols) + " mask",
            &C.CB);
    for (unsigned I = 1; I < C.Tiles.size(); ++I)
      if (C.tile(I).Rows != R.Rows || C.tile(I).Cols != R.Cols)
        error(C.P + ": tile operand " + C.name(I) + " is " +
                  shapeText(C.tile(I)) + ", but the result is " + shapeText(R),
              &C.CB);
    return;
  case SR_CI:
    if (R.Rows != 1)
      error(C.P + ": the sequence is one row (1xC), not " + shapeText(R),
            &C.CB);
    return;
  default:
    return;
  }
}

void KernelVerifier::checkBuiltinCall(const CallBase &CB,
                                      const Function &Callee) {
  // Issue 15: SPMD. A core-register read takes nothing and returns i32.
  if (getCoreRegBuiltin(Callee.getName())) {
    if (CB.arg_size() != 0 || !CB.getType()->isIntegerTy(32))
      error("builtin '" + Callee.getName() +
                "' is 'i32 ()', but is called as '" +
                typeText(CB.getFunctionType()) + "'",
            &CB);
    return;
  }
  // Issue 15 (X): a cross-core flag: constant pipe (not S or ALL: the
  // setting pipe) and flag ID within the generation's flags.
  if (const PTOCrossFlagBuiltinInfo *XF = getCrossFlagBuiltin(Callee.getName())) {
    unsigned NArgs = XF->HasPipe ? 2 : 1;
    const char *Sig = XF->HasPipe ? "'void (i32 pipe, i32 flag)'"
                                  : "'void (i32 flag)'";
    if (CB.arg_size() != NArgs || !CB.getType()->isVoidTy() ||
        !all_of(CB.args(), [](const Use &A) {
          return A->getType()->isIntegerTy(32);
        })) {
      error("builtin '" + Callee.getName() + "' is " + Sig +
                ", but is called as '" + typeText(CB.getFunctionType()) + "'",
            &CB);
      return;
    }
    for (unsigned I = 0; I < NArgs; ++I)
      if (!isa<ConstantInt>(CB.getArgOperand(I))) {
        error("'" + Callee.getName() + "': the " +
                  (XF->HasPipe && I == 0 ? "pipe" : "flag ID") +
                  " must be a constant",
              &CB);
        return;
      }
    uint64_t Flag = cast<ConstantInt>(CB.getArgOperand(NArgs - 1))
                        ->getZExtValue();
    const PTOCrossCoreInfo *XC = getCrossCore(Gen);
    unsigned NumFlags = XC ? XC->FlagIds : 16;
    if (Flag >= NumFlags)
      error("'" + Callee.getName() + "': cross-core flag " + Twine(Flag) +
                " out of range (0.." + Twine(NumFlags - 1) + ")",
            &CB);
    if (XF->HasPipe) {
      uint64_t P = cast<ConstantInt>(CB.getArgOperand(0))->getZExtValue();
      if (P == PIPE_ALL || !getPipeName(P))
        error("'" + Callee.getName() + "': pipe " + Twine(P) +
                  " is not a pipe that can set a flag (S, MTE1, MTE2, MTE3, "
                  "M, V, FIX)",
              &CB);
      else
        checkCorePipe(CB, P, "'" + Callee.getName().str() + "'");
    }
    return;
  }
  std::optional<BuiltinName> BN = parseBuiltinName(Callee.getName());
  if (!BN) {
    error(unknownBuiltinText(Callee.getName()), &CB);
    return;
  }
  const PTOBuiltinInfo &BI = *BN->Info;
  std::string P = std::string("pto.") + BI.Name;
  if (!checkSignature(CB, BI, P) || !checkFloatScalars(CB, *BN, P) ||
      !checkConstants(CB, BI, P))
    return;

  SmallVector<TileOperand, 4> Tiles;
  for (unsigned I = 0, E = BI.numArgs(); I != E; ++I) {
    if (BI.role(I) != ARG_TILE)
      continue;
    const Value *V = CB.getArgOperand(I);
    Tiles.push_back({I, V, isa<Constant>(V) ? std::nullopt : getTileDesc(V),
                     V->getType()->getPointerAddressSpace()});
  }
  std::optional<TileDesc> Result = getResultTileDesc(CB);

  checkDTypes(CB, *BN, Tiles, P);
  checkMemories(CB, *BN, Tiles, P);
  checkShapes(CB, *BN, Tiles, Result, P);
  checkExtentsAgree(CB, BI, Tiles, P);
  // Issue 23 (ACC): an undefined accumulator is fine when the call
  // initializes; a constant 0 init condition accumulates into it.
  if (BI.ID == BI_TMATMUL_ACC_INIT && isa<UndefValue>(CB.getArgOperand(0)))
    if (const auto *Init = dyn_cast<ConstantInt>(CB.getArgOperand(3));
        Init && Init->isZero())
      error(P + ": the init condition is 0 (accumulate), but the "
                "accumulator is undefined",
            &CB);
}

/// Issue 13 (13X): the valid extent of \p V when it is a tvalid with constant
/// extents.
static std::optional<std::pair<int64_t, int64_t>>
constantExtent(const Value *V) {
  const auto *TV = dyn_cast<CallBase>(V);
  const BuiltinName *BN = TV ? getBuiltinCall(*TV) : nullptr;
  if (!BN || BN->Info->ID != BI_TVALID)
    return std::nullopt;
  const auto *R = dyn_cast<ConstantInt>(TV->getArgOperand(1));
  const auto *C = dyn_cast<ConstantInt>(TV->getArgOperand(2));
  if (!R || !C)
    return std::nullopt;
  return std::make_pair(R->getSExtValue(), C->getSExtValue());
}

/// Issue 13 (13X): an operation that reads its other tile operands over
/// the extent of one of them (PTOValidExtentTable: elem, cmp, select,
/// matmul, part) needs them valid there. When both extents are constants
/// (tvalid calls) and the other is smaller, it is an error here; pto-ref
/// reports the same at run time for register extents.
void KernelVerifier::checkExtentsAgree(const CallBase &CB,
                                       const PTOBuiltinInfo &BI,
                                       ArrayRef<TileOperand> Tiles,
                                       const std::string &P) {
  const PTOValidExtentInfo *VE = lookupValidExtent(BI.ID);
  if (!VE || Tiles.size() < 2)
    return;
  auto Check = [&](const TileOperand &Lead, const TileOperand &Other,
                   int64_t NeedR, int64_t NeedC) {
    std::optional<std::pair<int64_t, int64_t>> O = constantExtent(Other.V);
    if (!O || (O->first >= NeedR && O->second >= NeedC))
      return;
    error(P + ": operand " + utostr(Other.ArgNo + 1) + " (" +
              describeValue(*Other.V) + ") is valid over " + itostr(O->first) +
              " x " + itostr(O->second) + ", but the operation reads " +
              itostr(NeedR) + " x " + itostr(NeedC) +
              " of it (the valid extent of " + describeValue(*Lead.V) + ")",
          &CB);
  };
  switch (VE->Kind) {
  case EK_ELEM:
  case EK_CMP: {
    std::optional<std::pair<int64_t, int64_t>> L = constantExtent(Tiles[0].V);
    if (!L || !Tiles[0].Desc)
      return;
    for (const TileOperand &T : Tiles.drop_front()) {
      if (!T.Desc)
        continue;
      // A broadcast operand (Rx1 / 1xC) over its row / column.
      int64_t R = T.Desc->Rows == 1 && Tiles[0].Desc->Rows != 1 ? 1 : L->first;
      int64_t C = T.Desc->Cols == 1 && Tiles[0].Desc->Cols != 1 ? 1 : L->second;
      Check(Tiles[0], T, R, C);
    }
    return;
  }
  case EK_SELECT: {
    if (Tiles.size() <= VE->ATile)
      return;
    const TileOperand &A = Tiles[VE->ATile];
    std::optional<std::pair<int64_t, int64_t>> L = constantExtent(A.V);
    if (!L)
      return;
    Check(A, Tiles[0], L->first, (L->second + 7) / 8); // the mask
    for (unsigned I = VE->ATile + 1; I < Tiles.size(); ++I)
      Check(A, Tiles[I], L->first, L->second);
    return;
  }
  case EK_MATMUL: {
    if (Tiles.size() <= unsigned(VE->ATile) + 1)
      return;
    const TileOperand &A = Tiles[VE->ATile], &B = Tiles[VE->ATile + 1];
    std::optional<std::pair<int64_t, int64_t>> L = constantExtent(A.V);
    std::optional<std::pair<int64_t, int64_t>> O = constantExtent(B.V);
    if (L && O)
      Check(A, B, L->second, O->second); // K rows of b
    return;
  }
  case EK_PART: {
    std::optional<std::pair<int64_t, int64_t>> L = constantExtent(Tiles[0].V);
    if (!L || !Tiles[1].Desc)
      return;
    Check(Tiles[0], Tiles[1], std::min<int64_t>(L->first, Tiles[1].Desc->Rows),
          std::min<int64_t>(L->second, Tiles[1].Desc->Cols));
    return;
  }
  default:
    return;
  }
}

/// PHIs and selects of tiles: every tile reaching a join (through chains of
/// joins) must have one descriptor, and something reaching it must be a tile.
/// The joins form a graph (an edge from each join to the joins among its
/// incoming values); its strongly connected components are visited in
/// topological order (Tarjan's algorithm emits a component after every
/// component it reaches), and each component's summary -- the first tile
/// reaching it, or that two disagree, or that none does -- is computed from
/// its own incoming tiles and its predecessors' summaries. So every join is
/// judged on everything reaching it, in linear time, and a problem is
/// reported once, at the component where it first appears (its first join in
/// program order). The descriptors are compared in discovery order, which
/// starts at the first join of the function.
void KernelVerifier::checkJoins(ArrayRef<const Instruction *> Candidates) {
  auto IsJoin = [](const Value *V) {
    return isTileType(V->getType()) && (isa<PHINode>(V) || isa<SelectInst>(V));
  };
  auto Incoming = [](const Instruction *J) {
    SmallVector<const Value *, 4> Ins;
    if (const auto *Phi = dyn_cast<PHINode>(J))
      Ins.append(Phi->incoming_values().begin(), Phi->incoming_values().end());
    else
      Ins = {cast<SelectInst>(J)->getTrueValue(),
             cast<SelectInst>(J)->getFalseValue()};
    return Ins;
  };

  // What reaches a component.
  struct Summary {
    bool AnySource = false; // a non-constant, non-join value
    bool Conflict = false;  // two descriptors (reported where it appeared)
    std::optional<TileDesc> First;
    const Value *FirstV = nullptr;
  };
  struct Node {
    unsigned Order;     // program order
    unsigned Index = 0; // Tarjan DFS number, 0 = unvisited
    unsigned LowLink = 0;
    bool OnStack = false;
    unsigned Comp = ~0u; // component, once emitted
  };
  DenseMap<const Instruction *, Node> Nodes;
  SmallVector<const Instruction *, 16> Joins;
  for (const Instruction *I : Candidates)
    if (IsJoin(I)) {
      Nodes.try_emplace(I, Node{static_cast<unsigned>(Joins.size())});
      Joins.push_back(I);
    }
  if (Joins.empty())
    return;

  SmallVector<Summary, 16> Comps;
  SmallVector<const Instruction *, 16> Stack;
  unsigned NextIndex = 1;

  // Judges a component once all its predecessors are summarized.
  auto Finish = [&](SmallVectorImpl<const Instruction *> &Members) {
    unsigned C = Comps.size();
    for (const Instruction *M : Members)
      Nodes[M].Comp = C;
    // Members in discovery order; reported at the first in program order.
    std::reverse(Members.begin(), Members.end());
    const Instruction *RepI = Members.front();
    for (const Instruction *M : Members)
      if (Nodes[M].Order < Nodes[RepI].Order)
        RepI = M;
    const Instruction &Rep = *RepI;
    Summary S;
    bool Inherited = false; // a predecessor already had the problem
    bool AnyPred = false;
    const Value *BadV = nullptr;
    std::optional<TileDesc> BadD;
    auto Add = [&](const Value *V, const TileDesc &D) {
      if (!S.First) {
        S.First = D;
        S.FirstV = V;
      } else if (D != *S.First && !S.Conflict) {
        S.Conflict = true;
        BadV = V;
        BadD = D;
      }
    };
    for (const Instruction *M : Members)
      for (const Value *In : Incoming(M)) {
        if (IsJoin(In)) {
          unsigned P = Nodes[cast<Instruction>(In)].Comp;
          if (P == C)
            continue;
          AnyPred = true;
          const Summary &PS = Comps[P];
          S.AnySource |= PS.AnySource;
          if (PS.Conflict) {
            Inherited = true;
            S.Conflict = true;
          } else if (PS.First) {
            Add(PS.FirstV, *PS.First);
          }
          continue;
        }
        if (isa<Constant>(In)) // Undef is fine; others are reported.
          continue;
        S.AnySource = true;
        const auto *CB = dyn_cast<CallBase>(In);
        if (std::optional<TileDesc> D =
                CB ? getResultTileDesc(*CB) : std::nullopt)
          Add(In, *D);
        // else: reported where it is made.
      }
    // (Built for a message only: issue 17.)
    auto What = [&] {
      return std::string(isa<PHINode>(Rep) ? "phi " : "select ") +
             describeValue(Rep);
    };
    if (S.Conflict && !Inherited && BadV)
      error(What() + " joins tiles of different descriptors: " +
                describeValueAt(*S.FirstV) + " is " + descText(*S.First) +
                ", " + describeValueAt(*BadV) + " is " + descText(*BadD) +
                "; every tile reaching a join must have one memory, "
                "shape and element type",
            &Rep);
    // A component reached only by source-less ones is reported there.
    if (!S.AnySource && !AnyPred)
      error(What() + " joins no tile produced by a pto builtin", &Rep);
    Comps.push_back(S);
  };

  // Iterative Tarjan: each frame is a join and the position in its incoming
  // values.
  struct Frame {
    const Instruction *J;
    SmallVector<const Value *, 4> Ins;
    unsigned Next = 0;
  };
  for (const Instruction *Root : Joins) {
    if (Nodes[Root].Index)
      continue;
    SmallVector<Frame, 8> DFS;
    auto Enter = [&](const Instruction *J) {
      Node &N = Nodes[J];
      N.Index = N.LowLink = NextIndex++;
      N.OnStack = true;
      Stack.push_back(J);
      DFS.push_back({J, Incoming(J)});
    };
    Enter(Root);
    while (!DFS.empty()) {
      Frame &Fr = DFS.back();
      if (Fr.Next < Fr.Ins.size()) {
        const Value *In = Fr.Ins[Fr.Next++];
        if (!IsJoin(In))
          continue;
        const auto *W = cast<Instruction>(In);
        Node &WN = Nodes[W];
        if (!WN.Index)
          Enter(W);
        else if (WN.OnStack)
          Nodes[Fr.J].LowLink = std::min(Nodes[Fr.J].LowLink, WN.Index);
        continue;
      }
      const Instruction *J = Fr.J;
      DFS.pop_back();
      Node &N = Nodes[J];
      if (!DFS.empty()) {
        Node &Parent = Nodes[DFS.back().J];
        Parent.LowLink = std::min(Parent.LowLink, N.LowLink);
      }
      if (N.LowLink != N.Index)
        continue;
      SmallVector<const Instruction *, 4> Members;
      const Instruction *M;
      do {
        M = Stack.pop_back_val();
        Nodes[M].OnStack = false;
        Members.push_back(M);
      } while (M != J);
      Finish(Members);
    }
  }
}

unsigned KernelVerifier::run() {
  if (F.isDeclaration())
    return 0;
  checkFunctionInterface();
  // The tile joins for checkJoins (issue 17: it walked every instruction
  // again).
  SmallVector<const Instruction *, 16> Joins;
  for (Instruction &I : instructions(F)) {
    if (isa<PHINode>(I) || isa<SelectInst>(I))
      Joins.push_back(&I);
    checkProducer(I);
    for (const Use &U : I.operands())
      checkOperand(I, U);
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (const Function *Callee = getBuiltinCallee(*CB))
        checkBuiltinCall(*CB, *Callee);
  }
  checkJoins(Joins);
  return Errors;
}

class PTOVerifyKernelLegacy : public FunctionPass {
public:
  static char ID;
  PTOVerifyKernelLegacy() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "PTO kernel-IR verifier"; }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<PTOCoreSectionsWrapperPass>();
  }

  bool runOnFunction(Function &F) override {
    const CoreSections &S =
        getAnalysis<PTOCoreSectionsWrapperPass>().getSections();
    if (!KernelVerifier(F, &S).run())
      return false;
    ++NumRejectedFunctions;
    dropRejectedBody(F);
    return true;
  }
};

} // namespace

char PTOVerifyKernelLegacy::ID = 0;

INITIALIZE_PASS_BEGIN(PTOVerifyKernelLegacy, DEBUG_TYPE,
                      "PTO kernel-IR verifier", false, false)
INITIALIZE_PASS_DEPENDENCY(PTOCoreSectionsWrapperPass)
INITIALIZE_PASS_END(PTOVerifyKernelLegacy, DEBUG_TYPE, "PTO kernel-IR verifier",
                    false, false)

FunctionPass *llvm::createPTOVerifyKernelLegacyPass() {
  return new PTOVerifyKernelLegacy();
}

PreservedAnalyses PTOVerifyKernelPass::run(Function &F,
                                           FunctionAnalysisManager &FAM) {
  KernelVerifier(F, &FAM.getResult<PTOCoreSectionsAnalysis>(F)).run();
  return PreservedAnalyses::all();
}
