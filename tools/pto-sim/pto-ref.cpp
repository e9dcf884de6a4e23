//===-- pto-ref.cpp - Reference evaluator of PTO kernel IR ----------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Interprets a kernel in LLVM IR directly: scalar instructions on 64-bit
// integers and pointers, and the `pto.*` builtins with their value semantics
// (every builtin returns a fresh tile), computed by its own semantics
// (RefSemantics.h), not the simulator's. It does not link the PTO target, so
// neither the backend's storage planning nor its synchronization takes part:
// its outputs are the expected results for pto-sim (utils/run-kernel,
// docs/simulator.md). Arguments use pto-sim's `--arg`/`--out`/`--dump`
// syntax (the shared harness, KernelArgs.h).
//
//===----------------------------------------------------------------------===//

#include "KernelArgs.h"
#include "RefSemantics.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <cstring>
#include <functional>
#include <map>
#include <optional>
#include <mutex>
#include <thread>

using namespace llvm;
using namespace ptosim;
using namespace ptoref;

static cl::OptionCategory RefCat("pto-ref options");
static cl::opt<std::string> InputFilename(cl::Positional, cl::Required,
                                          cl::desc("<kernel .ll/.bc>"),
                                          cl::cat(RefCat));
static cl::opt<std::string> KernelName("kernel", cl::desc("Kernel to run"),
                                       cl::cat(RefCat));
static cl::list<std::string> ArgSpecs("arg", cl::desc("Kernel argument"),
                                      cl::cat(RefCat));
static cl::list<std::string> OutSpecs("out", cl::desc("N=PATH"),
                                      cl::cat(RefCat));
static cl::list<std::string> DumpSpecs("dump", cl::desc("N"), cl::cat(RefCat));
// Issue 15: SPMD.
static cl::opt<std::string>
    BlocksOpt("blocks", cl::init("1"),
              cl::desc("Run the kernel once per block (index 0..N-1) over one "
                       "global memory, in order and reversed; a result that "
                       "depends on the order is reported as a race"),
              cl::value_desc("N"), cl::cat(RefCat));
static cl::opt<uint64_t> MaxSteps("max-steps", cl::init(1000000000ULL),
                                  cl::desc("Stop after this many instructions"),
                                  cl::cat(RefCat));

static const char *ToolName = "pto-ref";

static Error refError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

namespace {
/// A runtime value: an integer/pointer (zero-extended to 64 bits), or a
/// tile (an index into Interp::Tiles).
struct RtVal {
  uint64_t V = 0;
  int TileIdx = -1;
};

struct Region {
  uint64_t Base;
  std::vector<uint8_t> Bytes;
  std::string Name;
};

class Interp {
public:
  const DataLayout &DL;
  std::vector<RefTile> Tiles;
  std::vector<Region> Regions;
  uint64_t StackNext = 0x60000000;
  uint64_t Steps = 0;
  /// Issue 15: SPMD. What the block builtins return in this run.
  uint64_t BlockIdx = 0, BlockNum = 1;
  /// Issue 15 (X): the core of the group this call runs as (get_core_type,
  /// get_subblockid), its name, and the cross-core sets not yet consumed,
  /// by (destination core, source core, flag) within the group: core 0 the
  /// AIC, 1 and 2 the AIVs; a lone core (type 3) is core 0 and reaches
  /// itself.
  uint64_t CoreType = 3, SubBlock = 0;
  unsigned Core = 0;
  std::string CoreName = "core";
  std::map<std::tuple<unsigned, unsigned, unsigned>, unsigned> CrossSets;
  /// Issue 15 (M): the cores of a group take turns (one runs at a time); a
  /// wait for a flag not set yet hands the turn on. Sets made so far (a
  /// core that gets its turn back with none new is deadlocked), and the
  /// hand-over, which returns false when no other core can run.
  uint64_t CrossProgress = 0;
  std::function<bool()> YieldForFlag;
  /// Issue 15 (15F): the cross-core FIFOs of the group (pto.tpush.acc.T,
  /// pto.tpop.vec.T, pto.tfree: pto-ref's own model of pto-isa's TPipe,
  /// not the compiler's slot ring): per FIFO its depth, every tile pushed
  /// (in order), and per consumer core how many it popped and freed. A
  /// push waits while depth tiles are not freed by every consumer, a pop
  /// while the core popped every pushed tile.
  struct RefFifo {
    unsigned Depth = 0;
    std::vector<RefTile> Pushed;
    std::map<unsigned, unsigned> Popped, Freed;
  };
  std::map<unsigned, RefFifo> Fifos;
  bool MixGroup = false; ///< The group's consumers are cores 1 and 2.
  SmallVector<unsigned, 2> fifoConsumers() const {
    if (MixGroup)
      return {1, 2};
    return {0};
  }
  Error checkFifosDrained();

  explicit Interp(const DataLayout &DL) : DL(DL) {}
  Expected<RtVal> call(Function &F, ArrayRef<RtVal> Args);

private:
  using Frame = std::map<const Value *, RtVal>;
  Expected<RtVal> value(Frame &Fr, Value *V);
  Expected<uint8_t *> mem(uint64_t Addr, uint64_t Size, const Twine &What);
  Expected<RtVal> builtin(CallBase &CB, StringRef Name, Frame &Fr);
  Error fifoCall(CallBase &CB, StringRef Name, Frame &Fr); // Issue 15 (15F)
  Expected<RtVal> intrinsic(CallBase &CB, Frame &Fr);
  std::optional<Error> execFloat(Instruction &I, Frame &Fr);
  /// Issue 13 (V): the arguments of a builtin evaluated over valid extents.
  const SmallVectorImpl<RtVal> *ArgOverride = nullptr;
  Expected<std::optional<RtVal>>
  validExtentBuiltinIfAny(CallBase &CB, StringRef FullName, Frame &Fr,
                          StringRef Op, SmallVectorImpl<RtVal> &A);
  Expected<RtVal> builtinWith(CallBase &CB, StringRef FullName, Frame &Fr,
                              const SmallVectorImpl<RtVal> &A);
  Error exec(Instruction &I, Frame &Fr, BasicBlock *&Next, bool &Returned,
             RtVal &Ret);
};
} // namespace

static uint64_t maskTo(uint64_t V, unsigned Bits) {
  return Bits >= 64 ? V : V & ((uint64_t(1) << Bits) - 1);
}
static int64_t sext(uint64_t V, unsigned Bits) {
  return Bits >= 64 ? int64_t(V) : SignExtend64(V, Bits);
}
static unsigned widthOf(Type *T, const DataLayout &DL) {
  if (T->isPointerTy())
    return DL.getPointerSizeInBits(T->getPointerAddressSpace());
  if (T->isFloatingPointTy()) // Issue 13 (F): floats are their bits
    return T->getPrimitiveSizeInBits();
  return T->getIntegerBitWidth();
}

//===----------------------------------------------------------------------===//
// Issue 13 (F): scalar floating point, evaluated with LLVM's software
// APFloat (IEEE, round to nearest even) on the values' bits -- not with the
// host FPU pto-sim uses. A NaN result is the canonical quiet NaN (the IR
// leaves NaN payloads unspecified; the pto ISA canonicalizes).
//===----------------------------------------------------------------------===//

static const fltSemantics &semanticsOf(Type *T) { return T->getFltSemantics(); }
static APFloat toAPFloat(Type *T, uint64_t Bits) {
  return APFloat(semanticsOf(T),
                 APInt(T->getPrimitiveSizeInBits(),
                       maskTo(Bits, T->getPrimitiveSizeInBits())));
}
static uint64_t fromAPFloat(const APFloat &F) {
  if (F.isNaN())
    return APFloat::getQNaN(F.getSemantics()).bitcastToAPInt().getZExtValue();
  return F.bitcastToAPInt().getZExtValue();
}

Expected<uint8_t *> Interp::mem(uint64_t Addr, uint64_t Size,
                                const Twine &What) {
  for (Region &R : Regions)
    if (Addr >= R.Base && Addr - R.Base < R.Bytes.size()) {
      if (Addr - R.Base + Size > R.Bytes.size())
        return refError(What + ": access at 0x" + utohexstr(Addr, true) +
                        " runs past the end of " + R.Name);
      return R.Bytes.data() + (Addr - R.Base);
    }
  return refError(What + ": address 0x" + utohexstr(Addr, true) +
                  " is not mapped");
}

Expected<RtVal> Interp::value(Frame &Fr, Value *V) {
  auto It = Fr.find(V);
  if (It != Fr.end())
    return It->second;
  RtVal R;
  if (auto *CI = dyn_cast<ConstantInt>(V)) {
    R.V = CI->getZExtValue();
    return R;
  }
  if (auto *CF = dyn_cast<ConstantFP>(V)) { // Issue 13 (F)
    R.V = CF->getValueAPF().bitcastToAPInt().getZExtValue();
    return R;
  }
  if (isa<ConstantPointerNull>(V) || isa<UndefValue>(V) ||
      isa<ConstantAggregateZero>(V))
    return R; // undef and poison evaluate to 0 (or to no tile)
  if (auto *CE = dyn_cast<ConstantExpr>(V)) {
    Instruction *I = CE->getAsInstruction();
    Frame Tmp = Fr;
    BasicBlock *Next = nullptr;
    bool Returned = false;
    RtVal Ret;
    Error E = exec(*I, Tmp, Next, Returned, Ret);
    RtVal Res = Tmp[I];
    I->deleteValue();
    if (E)
      return std::move(E);
    return Res;
  }
  std::string S;
  raw_string_ostream OS(S);
  V->printAsOperand(OS);
  return refError("unsupported value " + S);
}

/// Builtin names: pto.<name>[.<memory>...].<dtype>[.<src dtype>].
static const char *BuiltinNames[] = {
    "tload", "tstore", "tmov", "textract", "tinsert", "tview", "tmatmul",
    "tmatmul.acc", "tmatmul.bias", "tadd", "tsub", "tmul", "tdiv", "tmax",
    "tmin", "texp", "tlog", "tsqrt", "trsqrt", "trecip", "tabs", "tneg",
    "trelu", "tadds", "tmuls", "tmaxs", "tmins", "trowsum", "trowmax",
    "tcolsum", "tcolmax", "trowexpand", "tcolexpand", "tcvt", "tfill", "ttrans",
    "tgetval", "tsetval",
    // Issue 14 (A): broadcasts, arithmetic, reductions.
    "trowexpandadd", "trowexpandsub", "trowexpandmul", "trowexpanddiv",
    "trowexpandmax", "trowexpandmin", "trowexpandexpdif", "tcolexpandadd",
    "tcolexpandsub", "tcolexpandmul", "tcolexpanddiv", "tcolexpandmax",
    "tcolexpandmin", "tcolexpandexpdif", "trowmin", "tcolmin", "trowprod",
    "tcolprod", "tsubs", "tdivs", "tdivs.rev", "taxpy", "tlrelu", "tprelu",
    "tpow", "tpows",
    // Issue 14 (B): types, compare/select, integer ops.
    "tcmp", "tcmps", "tsel", "tsels", "tci", "ttri", "tand", "tor", "txor",
    "tnot", "tshl", "tshr", "tands", "tors", "txors", "tshls", "tshrs", "trem",
    "tfmod", "trems", "tfmods",
    // Issue 13 (V): valid regions and padding.
    "tfillpad", "tfillpad.min", "tfillpad.max", "tvalid",
    // Issue 14 (D): arg reductions, partial reductions.
    "trowargmax", "trowargmin", "tcolargmax", "tcolargmin", "tpartadd",
    "tpartmax", "tpartmin", "tpartmul", "tgather",
    // Issue 23 (ACC): accumulate-or-initialize.
    "tmatmul.acc.init",
    // Issue 13 (R): runtime sub-tile positions, treshape.
    "treshape",
    // Issue 14 (14F): fixpipe conversions on the way out of L0C.
    "tstore.quant",
    // Issue 14 (14Q): the fixpipe's converting moves.
    "tmov.quant",
    // Issue 14 (14S): sort.
    "tsort32",
    // Issue 14 (14M): merge sort, scatter.
    "tmrgsort", "tscatter",
    // Issue 14 (14M): the two-list merge and its executed counts.
    "tmrgsort2", "tmrgsort2.cnt",
    // Issue 14 (14G): byte-offset gather.
    "tgatherb"};

// Issue 13 (V): runtime valid extents (docs/tile-storage.md "Valid
// regions"), pto-ref's own reading: a tile value carries the extent tvalid
// gave it; the operations below compute over the extents of their operands,
// anything outside is zero here (unspecified on the machine: no store
// writes it and no honouring operation reads it).
enum class VKind {
  None,
  Elem,
  RowReduce,
  ColReduce,
  RowExpand,
  ColExpand,
  Matmul,
  Load,
  Store,
  Pass,
  Whole,
  // Issue 13 (13X): the remaining tile builtins (pto-ref's own reading).
  Cmp,    ///< over a's extent; the mask (r, ceil(c / 8))
  Select, ///< over the first data tile's; the mask (r, ceil(c / 8))
  Trans,  ///< over the source's (r, c); the result (c, r)
  Part,   ///< over a's; b over a's clipped to b's shape
  Gen,    ///< the tvalid of the result (tci, ttri, tfill)
  Window, ///< textract / tview: min(window, source extent - position)
  Insert, ///< the inserted tile's extent at the position; dst's extent
  Gather  ///< over the index tile's; the source over its capacity
};
static VKind validKind(StringRef Op) {
  static const char *Elem[] = {"tadd",
                               "tsub",
                               "tmul",
                               "tdiv",
                               "tmax",
                               "tmin",
                               "texp",
                               "tlog",
                               "tsqrt",
                               "trsqrt",
                               "trecip",
                               "tabs",
                               "tneg",
                               "trelu",
                               "tadds",
                               "tmuls",
                               "tmaxs",
                               "tmins",
                               "tsubs",
                               "tdivs",
                               "tdivs.rev",
                               "tcvt",
                               "trowexpandadd",
                               "trowexpandsub",
                               "trowexpandmul",
                               "trowexpanddiv",
                               "trowexpandmax",
                               "trowexpandmin",
                               "trowexpandexpdif",
                               "tcolexpandadd",
                               "tcolexpandsub",
                               "tcolexpandmul",
                               "tcolexpanddiv",
                               "tcolexpandmax",
                               "tcolexpandmin",
                               "tcolexpandexpdif"};
  for (const char *E : Elem)
    if (Op == E)
      return VKind::Elem;
  // Issue 13 (13X): element by element as well.
  static const char *Elem13X[] = {
      "tand",   "tor",   "txor",  "tnot",   "tshl",   "tshr",  "tands",
      "tors",   "txors", "tshls", "tshrs",  "trem",   "tfmod", "trems",
      "tfmods", "tpow",  "tpows", "tprelu", "tlrelu", "taxpy"};
  for (const char *E : Elem13X)
    if (Op == E)
      return VKind::Elem;
  if (Op == "trowargmax" || Op == "trowargmin")
    return VKind::RowReduce;
  if (Op == "tcolargmax" || Op == "tcolargmin")
    return VKind::ColReduce;
  if (Op == "tcmp" || Op == "tcmps")
    return VKind::Cmp;
  if (Op == "tsel" || Op == "tsels")
    return VKind::Select;
  if (Op == "ttrans")
    return VKind::Trans;
  if (Op.starts_with("tpart"))
    return VKind::Part;
  if (Op == "tci" || Op == "ttri" || Op == "tfill")
    return VKind::Gen;
  if (Op == "textract" || Op == "tview")
    return VKind::Window;
  if (Op == "tinsert")
    return VKind::Insert;
  if (Op == "tgather" || Op == "tgatherb") // Issue 14 (14G): tgatherb
    return VKind::Gather;
  // tsetval keeps its source's extent; tgetval reads one element (its
  // position is checked against the capacity only).
  if (Op == "tsetval")
    return VKind::Pass;
  if (Op == "tgetval")
    return VKind::Whole;
  if (Op == "trowsum" || Op == "trowmax" || Op == "trowmin" || Op == "trowprod")
    return VKind::RowReduce;
  if (Op == "tcolsum" || Op == "tcolmax" || Op == "tcolmin" || Op == "tcolprod")
    return VKind::ColReduce;
  if (Op == "trowexpand")
    return VKind::RowExpand;
  if (Op == "tcolexpand")
    return VKind::ColExpand;
  if (Op.starts_with("tmatmul"))
    return VKind::Matmul;
  if (Op == "tload")
    return VKind::Load;
  if (Op == "tstore")
    return VKind::Store;
  if (Op == "tmov")
    return VKind::Pass;
  // They read every element (the pad replaces what lies outside).
  if (Op.starts_with("tfillpad") || Op == "tvalid")
    return VKind::Whole;
  return VKind::None;
}

static RefTile cropTile(const RefTile &T, unsigned R, unsigned C) {
  RefTile Out(T.DT, R, C);
  for (unsigned I = 0; I < R; ++I)
    for (unsigned J = 0; J < C; ++J)
      Out.at(I, J) = T.at(I, J);
  return Out;
}

Expected<std::optional<RtVal>>
Interp::validExtentBuiltinIfAny(CallBase &CB, StringRef FullName, Frame &Fr,
                                StringRef Op, SmallVectorImpl<RtVal> &A) {
  VKind K = validKind(Op);
  unsigned N = A.size();
  // The tile operands (on-chip pointers), an undefined one included
  // (tmatmul.acc.init's accumulator when it initializes).
  SmallVector<unsigned, 4> TileArgs;
  for (unsigned I = 0; I < N; ++I) {
    auto *PT = dyn_cast<PointerType>(CB.getArgOperand(I)->getType());
    if (A[I].TileIdx >= 0 || (PT && PT->getAddressSpace() != 1))
      TileArgs.push_back(I);
  }
  auto Has = [&](unsigned I) { return A[TileArgs[I]].TileIdx >= 0; };
  auto T = [&](unsigned I) -> const RefTile & {
    return Tiles[A[TileArgs[I]].TileIdx];
  };
  auto Partial = [&](const RefTile &X) { return X.VR >= 0 || X.VC >= 0; };
  if (Op == "tvalid") {
    if (TileArgs.empty())
      return refError(FullName + ": no tile operand");
    RefTile V = T(0);
    int64_t R = int32_t(uint32_t(A[1].V)), C = int32_t(uint32_t(A[2].V));
    if (R < 0 || C < 0 || R > V.Rows || C > V.Cols)
      return refError(FullName + ": valid extent " + Twine(R) + " x " +
                      Twine(C) + " outside the " + Twine(V.Rows) + " x " +
                      Twine(V.Cols) + " tile");
    V.VR = int(R);
    V.VC = int(C);
    Tiles.push_back(std::move(V));
    RtVal Out;
    Out.TileIdx = int(Tiles.size() - 1);
    return std::optional<RtVal>(Out);
  }
  // tload: the extent of the tvalid applied to its result.
  int LoadR = -1, LoadC = -1;
  if (K == VKind::Load || K == VKind::Gen) {
    for (User *U : CB.users()) {
      auto *TV = dyn_cast<CallBase>(U);
      const auto *F =
          TV ? dyn_cast<Function>(TV->getCalledOperand()->stripPointerCasts())
             : nullptr;
      if (!F || !F->getName().starts_with("pto.tvalid.") ||
          TV->getArgOperand(0) != &CB)
        continue;
      Expected<RtVal> R = value(Fr, TV->getArgOperand(1));
      Expected<RtVal> C =
          R ? value(Fr, TV->getArgOperand(2)) : Expected<RtVal>(R.takeError());
      if (!C)
        return refError(FullName +
                        ": the valid extent of its tvalid is not "
                        "known when it loads (" +
                        toString(C.takeError()) + ")");
      LoadR = int(int32_t(uint32_t(R->V)));
      LoadC = int(int32_t(uint32_t(C->V)));
      if (LoadR < 0 || LoadC < 0 || unsigned(LoadR) > unsigned(A[N - 2].V) ||
          unsigned(LoadC) > unsigned(A[N - 1].V))
        return refError(FullName + ": valid extent " + Twine(LoadR) + " x " +
                        Twine(LoadC) + " outside the tile");
      break;
    }
    if (LoadR < 0)
      return std::optional<RtVal>();
  } else {
    bool Any = false;
    for (unsigned I = 0; I < TileArgs.size(); ++I)
      Any |= Has(I) && Partial(T(I));
    if (!Any || K == VKind::Whole)
      return std::optional<RtVal>();
    if (K == VKind::None)
      return refError(FullName + ": a tile operand has a partial valid "
                                 "extent, which this operation does not "
                                 "honour");
    if (K == VKind::Pass) {
      Expected<RtVal> R = builtinWith(CB, FullName, Fr, A);
      if (!R)
        return R.takeError();
      Tiles[R->TileIdx].VR = T(0).VR;
      Tiles[R->TileIdx].VC = T(0).VC;
      return std::optional<RtVal>(*R);
    }
  }
  // The operands over the extent, then the same builtin on them.
  SmallVector<RtVal, 8> B(A.begin(), A.end());
  auto Put = [&](unsigned I, RefTile X) {
    Tiles.push_back(std::move(X));
    B[TileArgs[I]].TileIdx = int(Tiles.size() - 1);
  };
  auto Need = [&](unsigned I, unsigned R, unsigned C) -> Error {
    const RefTile &X = T(I);
    if (X.validRows() < R || X.validCols() < C)
      return refError(FullName + ": operand " + Twine(TileArgs[I]) +
                      " is valid over " + Twine(X.validRows()) + " x " +
                      Twine(X.validCols()) + ", the operation reads " +
                      Twine(R) + " x " + Twine(C));
    return Error::success();
  };
  unsigned ResR = 0, ResC = 0;
  // Issue 13 (13X): the result's extent when it is not its shape (tinsert).
  int KeepR = -1, KeepC = -1;
  auto NeedTiles = [&](unsigned Count) -> Error {
    for (unsigned I = 0; I < Count; ++I)
      if (I >= TileArgs.size() || !Has(I))
        return refError(FullName + ": operand " + Twine(I) +
                        " is not a tile value");
    return Error::success();
  };
  switch (K) {
  case VKind::Load:
  case VKind::Gen:
    ResR = LoadR, ResC = LoadC;
    break;
  // Issue 13 (13X).
  case VKind::Cmp:
  case VKind::Trans: {
    unsigned NT = K == VKind::Cmp && Op == "tcmp" ? 2 : 1;
    if (Error E = NeedTiles(NT))
      return std::move(E);
    unsigned R = T(0).validRows(), C = T(0).validCols();
    for (unsigned I = 0; I < NT; ++I) {
      if (Error E = Need(I, R, C))
        return std::move(E);
      Put(I, cropTile(T(I), R, C));
    }
    ResR = K == VKind::Trans ? C : R;
    ResC = K == VKind::Trans ? R : (C + 7) / 8;
    break;
  }
  case VKind::Select: {
    unsigned NT = Op == "tsel" ? 3 : 2;
    if (Error E = NeedTiles(NT))
      return std::move(E);
    unsigned R = T(1).validRows(), C = T(1).validCols();
    if (Error E = Need(0, R, (C + 7) / 8))
      return std::move(E);
    Put(0, cropTile(T(0), R, (C + 7) / 8));
    for (unsigned I = 1; I < NT; ++I) {
      if (Error E = Need(I, R, C))
        return std::move(E);
      Put(I, cropTile(T(I), R, C));
    }
    ResR = R, ResC = C;
    break;
  }
  case VKind::Part: {
    if (Error E = NeedTiles(2))
      return std::move(E);
    unsigned R = T(0).validRows(), C = T(0).validCols();
    unsigned BR = std::min(R, T(1).Rows), BC = std::min(C, T(1).Cols);
    if (Error E = Need(1, BR, BC))
      return std::move(E);
    Put(0, cropTile(T(0), R, C));
    Put(1, cropTile(T(1), BR, BC));
    ResR = R, ResC = C;
    break;
  }
  case VKind::Window: {
    if (Error E = NeedTiles(1))
      return std::move(E);
    auto Left = [](unsigned V, int64_t Pos, unsigned Win) {
      return unsigned(std::clamp<int64_t>(int64_t(V) - Pos, 0, Win));
    };
    ResR =
        Left(T(0).validRows(), int32_t(uint32_t(A[1].V)), unsigned(A[N - 2].V));
    ResC =
        Left(T(0).validCols(), int32_t(uint32_t(A[2].V)), unsigned(A[N - 1].V));
    break;
  }
  case VKind::Insert: {
    if (Error E = NeedTiles(2))
      return std::move(E);
    Put(1, cropTile(T(1), T(1).validRows(), T(1).validCols()));
    ResR = unsigned(A[N - 2].V), ResC = unsigned(A[N - 1].V);
    KeepR = T(0).VR, KeepC = T(0).VC;
    break;
  }
  case VKind::Gather: {
    if (Error E = NeedTiles(2))
      return std::move(E);
    unsigned R = T(1).validRows(), C = T(1).validCols();
    Put(1, cropTile(T(1), R, C));
    ResR = R, ResC = C;
    break;
  }
  case VKind::Store: {
    const RefTile &S = T(0);
    Put(0, cropTile(S, S.validRows(), S.validCols()));
    break;
  }
  case VKind::Elem:
  case VKind::RowReduce:
  case VKind::ColReduce: {
    unsigned R = T(0).validRows(), C = T(0).validCols();
    for (unsigned I = 0; I < TileArgs.size(); ++I) {
      if (!Has(I))
        return refError(FullName + ": operand " + Twine(TileArgs[I]) +
                        " is not a tile value");
      const RefTile &X = T(I);
      // A broadcast operand (Rx1 / 1xC) over its rows / cols of the extent.
      unsigned XR = X.Rows == 1 && T(0).Rows != 1 ? 1 : R;
      unsigned XC = X.Cols == 1 && T(0).Cols != 1 ? 1 : C;
      if (Error E = Need(I, XR, XC))
        return std::move(E);
      Put(I, cropTile(X, XR, XC));
    }
    ResR = K == VKind::ColReduce ? 1 : R;
    ResC = K == VKind::RowReduce ? 1 : C;
    break;
  }
  case VKind::RowExpand:
    ResR = T(0).validRows(), ResC = unsigned(A[N - 1].V);
    Put(0, cropTile(T(0), ResR, 1));
    break;
  case VKind::ColExpand:
    ResR = unsigned(A[N - 2].V), ResC = T(0).validCols();
    Put(0, cropTile(T(0), 1, ResC));
    break;
  case VKind::Matmul: {
    // (a, b[, bias]) or (c, a, b[, init]).
    unsigned AI = Op == "tmatmul.acc" || Op == "tmatmul.acc.init" ? 1 : 0;
    if (!Has(AI) || !Has(AI + 1))
      return refError(FullName + ": a or b is not a tile value");
    unsigned M = T(AI).validRows(), Kd = T(AI).validCols(),
             Nd = T(AI + 1).validCols();
    if (Error E = Need(AI + 1, Kd, Nd))
      return std::move(E);
    Put(AI, cropTile(T(AI), M, Kd));
    Put(AI + 1, cropTile(T(AI + 1), Kd, Nd));
    // tmatmul.acc.init initializing (its init operand nonzero) reads no
    // accumulator.
    bool ReadsAcc =
        AI == 1 && !(Op == "tmatmul.acc.init" && N > 3 && A[3].V != 0);
    if (ReadsAcc) {
      if (!Has(0))
        return refError(FullName + ": the accumulator is not a tile value");
      if (Error E = Need(0, M, Nd))
        return std::move(E);
      Put(0, cropTile(T(0), M, Nd));
    } else if (AI == 0 && TileArgs.size() > 2) {
      Put(2, cropTile(T(2), 1, Nd));
    }
    ResR = M, ResC = Nd;
    break;
  }
  default:
    return std::optional<RtVal>();
  }
  unsigned DeclR = unsigned(A[N - 2].V), DeclC = unsigned(A[N - 1].V);
  if (K != VKind::Store) {
    B[N - 2].V = ResR;
    B[N - 1].V = ResC;
  }
  // Issue 13 (13X): an empty window (past the source's extent) copies
  // nothing.
  if (K == VKind::Window && (ResR == 0 || ResC == 0)) {
    RefTile Full(T(0).DT, DeclR, DeclC);
    Full.VR = int(ResR);
    Full.VC = int(ResC);
    Tiles.push_back(std::move(Full));
    RtVal Out;
    Out.TileIdx = int(Tiles.size() - 1);
    return std::optional<RtVal>(Out);
  }
  Expected<RtVal> R = builtinWith(CB, FullName, Fr, B);
  if (!R || K == VKind::Store)
    return R ? Expected<std::optional<RtVal>>(std::optional<RtVal>(*R))
             : Expected<std::optional<RtVal>>(R.takeError());
  RefTile Small = Tiles[R->TileIdx];
  RefTile Full(Small.DT, DeclR, DeclC);
  for (unsigned I = 0; I < Small.Rows; ++I)
    for (unsigned J = 0; J < Small.Cols; ++J)
      Full.at(I, J) = Small.at(I, J);
  Full.VR = KeepR >= 0 || K == VKind::Insert ? KeepR : int(Small.Rows);
  Full.VC = KeepC >= 0 || K == VKind::Insert ? KeepC : int(Small.Cols);
  Tiles.push_back(std::move(Full));
  RtVal Out;
  Out.TileIdx = int(Tiles.size() - 1);
  return std::optional<RtVal>(Out);
}

Expected<RtVal> Interp::builtinWith(CallBase &CB, StringRef FullName, Frame &Fr,
                                    const SmallVectorImpl<RtVal> &A) {
  ArgOverride = &A;
  return builtin(CB, FullName, Fr);
}

// Issue 15 (15F): a FIFO builtin on this core (docs/simulator.md,
// "Cross-core FIFOs"). The producer is the AIC (or a lone core), the
// consumers the AIVs (or the lone core).
Error Interp::fifoCall(CallBase &CB, StringRef Name, Frame &Fr) {
  SmallVector<RtVal, 4> A;
  for (Value *Arg : CB.args()) {
    Expected<RtVal> V = value(Fr, Arg);
    if (!V)
      return V.takeError();
    A.push_back(*V);
  }
  auto *Id =
      CB.arg_size() ? dyn_cast<ConstantInt>(CB.getArgOperand(0)) : nullptr;
  if (!Id)
    return refError("'" + Name + "': the FIFO ID must be a constant");
  unsigned FI = unsigned(Id->getZExtValue());
  RefFifo &Q = Fifos[FI];
  std::string What = ("'" + Name + "' of FIFO " + Twine(FI)).str();
  SmallVector<unsigned, 2> Cons = fifoConsumers();
  bool IsConsumer = is_contained(Cons, Core);
  auto Wait = [&](function_ref<bool()> Blocked, const Twine &Why) -> Error {
    while (Blocked())
      if (!YieldForFlag || !YieldForFlag())
        return refError(What + " can never proceed: " + Why +
                        " (the other cores ended or wait too: a deadlock)");
    return Error::success();
  };
  if (Name.starts_with("pto.tpush.")) {
    if (CoreType != 1 && CoreType != 3)
      return refError(What + ": only the cube core pushes");
    auto *D = CB.arg_size() == 3 ? dyn_cast<ConstantInt>(CB.getArgOperand(1))
                                 : nullptr;
    if (!D || D->isZero() || A[2].TileIdx < 0)
      return refError(What + ": 'void (i32 fifo, i32 depth, acc tile)' with "
                             "a constant depth of 1 or more");
    if (Q.Depth && Q.Depth != D->getZExtValue())
      return refError(What + ": depth " + Twine(D->getZExtValue()) +
                      ", but an earlier push had " + Twine(Q.Depth));
    Q.Depth = unsigned(D->getZExtValue());
    auto Full = [&] {
      unsigned MinFreed = ~0u;
      for (unsigned C : Cons)
        MinFreed = std::min(MinFreed, Q.Freed[C]);
      return Q.Pushed.size() >= Q.Depth + MinFreed;
    };
    if (Error E = Wait(Full, "all " + Twine(Q.Depth) +
                                 " slots are full and no vector core frees "
                                 "one any more"))
      return E;
    Q.Pushed.push_back(Tiles[A[2].TileIdx]);
    ++CrossProgress;
    return Error::success();
  }
  if (!IsConsumer)
    return refError(What + ": only the vector cores pop and free");
  if (Name == "pto.tfree") {
    if (Q.Freed[Core] >= Q.Popped[Core])
      return refError(What + ": no popped slot is left to free (" +
                      Twine(Q.Popped[Core]) + " popped, " +
                      Twine(Q.Freed[Core]) + " freed)");
    ++Q.Freed[Core];
    ++CrossProgress;
    return Error::success();
  }
  // tpop: row0, rows, cols.
  if (CB.arg_size() != 4)
    return refError(What + ": 'vec tile (i32 fifo, i64 row0, i32 rows, i32 "
                           "cols)'");
  if (Error E = Wait([&] { return Q.Popped[Core] >= Q.Pushed.size(); },
                     "no core pushes into it any more"))
    return E;
  const RefTile &Src = Q.Pushed[Q.Popped[Core]];
  int64_t Row0 = int64_t(A[1].V);
  unsigned R = unsigned(A[2].V), C = unsigned(A[3].V);
  std::optional<DType> DT = parseDType(Name.rsplit('.').second);
  if (!DT || *DT != Src.DT)
    return refError(What + ": pops " + Name.rsplit('.').second +
                    ", but the pushed tile is of another element type");
  if (Row0 < 0 || R == 0 || uint64_t(Row0) + R > Src.Rows || C != Src.Cols)
    return refError(What + ": rows " + Twine(Row0) + " .. " +
                    Twine(Row0 + int64_t(R) - 1) + " x " + Twine(C) +
                    " columns are not a window of the pushed " +
                    Twine(Src.Rows) + " x " + Twine(Src.Cols) + " tile");
  RefTile Out(Src.DT, R, C);
  for (unsigned I = 0; I < R; ++I)
    for (unsigned J = 0; J < C; ++J)
      Out.at(I, J) = Src.at(unsigned(Row0) + I, J);
  ++Q.Popped[Core];
  Tiles.push_back(std::move(Out));
  RtVal V;
  V.TileIdx = int(Tiles.size() - 1);
  Fr[&CB] = V;
  return Error::success();
}

// Issue 15 (15F): at a group's end every consumer popped and freed every
// pushed tile (otherwise the compiled kernel deadlocks or leaves flags).
Error Interp::checkFifosDrained() {
  for (auto &[FI, Q] : Fifos)
    for (unsigned C : fifoConsumers()) {
      std::string Who = !MixGroup ? "core" : "AIV" + std::to_string(C - 1);
      if (Q.Popped[C] != Q.Pushed.size() || Q.Freed[C] != Q.Popped[C])
        return refError("FIFO " + Twine(FI) + ": " + Who + " popped " +
                        Twine(Q.Popped[C]) + " and freed " + Twine(Q.Freed[C]) +
                        " of the " + Twine(Q.Pushed.size()) +
                        " pushed tiles (every vector core pops and frees "
                        "every tile)");
    }
  return Error::success();
}

Expected<RtVal> Interp::builtin(CallBase &CB, StringRef FullName, Frame &Fr) {
  StringRef Name = FullName.drop_front(4); // "pto."
  SmallVector<StringRef, 6> Parts;
  Name.split(Parts, '.');
  SmallVector<DType, 2> DTs;
  while (!Parts.empty() && DTs.size() < 2)
    if (std::optional<DType> D = parseDType(Parts.back())) {
      DTs.insert(DTs.begin(), *D);
      Parts.pop_back();
    } else {
      break;
    }
  if (DTs.empty())
    return refError("builtin '" + FullName + "' has no element type");
  std::string Op;
  for (unsigned N = Parts.size(); N > 0 && Op.empty(); --N) {
    std::string Cand = Parts[0].str();
    for (unsigned I = 1; I < N; ++I)
      Cand += "." + Parts[I].str();
    for (const char *B : BuiltinNames)
      if (Cand == B)
        Op = Cand;
  }
  if (Op.empty())
    return refError("unknown builtin '" + FullName + "'");
  DType DT = DTs[0];

  SmallVector<RtVal, 8> A;
  if (ArgOverride) {
    A.append(ArgOverride->begin(), ArgOverride->end());
    ArgOverride = nullptr;
  } else {
    for (Value *Arg : CB.args()) {
      Expected<RtVal> V = value(Fr, Arg);
      if (!V)
        return V.takeError();
      A.push_back(*V);
    }
    // Issue 13 (V): valid extents (pto-ref's own reading of the IR).
    if (Expected<std::optional<RtVal>> R =
            validExtentBuiltinIfAny(CB, FullName, Fr, Op, A)) {
      if (*R)
        return **R;
    } else {
      return R.takeError();
    }
  }
  unsigned N = A.size();
  auto U = [&](unsigned K) { return K < N ? unsigned(A[K].V) : 0u; };
  // The tile operand K. References into Tiles stay valid until Produce
  // appends the result, which is the last thing a builtin does.
  auto TileAt = [&](unsigned K) -> Expected<const RefTile *> {
    if (K >= N || A[K].TileIdx < 0)
      return refError(FullName + ": argument " + Twine(K) +
                      " is not a tile value");
    return &Tiles[A[K].TileIdx];
  };
  // Records a result tile, which must be what the call declares: its last
  // two arguments are the rows and cols, the name gives the element type.
  auto Produce = [&](Expected<RefTile> T) -> Expected<RtVal> {
    if (!T)
      return refError(FullName + ": " + toString(T.takeError()));
    if (N < 2 || T->Rows != U(N - 2) || T->Cols != U(N - 1) || T->DT != DT)
      return refError(FullName + ": the result is " + Twine(T->Rows) + "x" +
                      Twine(T->Cols) + " " + dtypeName(T->DT) +
                      ", but the call declares " + Twine(U(N - 2)) + "x" +
                      Twine(U(N - 1)) + " " + dtypeName(DT));
    Tiles.push_back(std::move(*T));
    RtVal R;
    R.TileIdx = int(Tiles.size() - 1);
    return R;
  };
  // The source element type a name's second suffix gives must be the tile's.
  auto CheckSecond = [&](const RefTile &S) -> Error {
    if (DTs.size() == 2 && S.DT != DTs[1])
      return refError(FullName + ": the source tile is " + dtypeName(S.DT) +
                      ", but the name says " + dtypeName(DTs[1]));
    return Error::success();
  };
#define TILE(Var, K)                                                           \
  Expected<const RefTile *> Var##OrErr = TileAt(K);                            \
  if (!Var##OrErr)                                                             \
    return Var##OrErr.takeError();                                             \
  const RefTile &Var = **Var##OrErr;

  if (Op == "tload" || Op == "tstore") {
    bool Load = Op == "tload";
    const RefTile *S = nullptr;
    if (!Load) {
      TILE(T, 2);
      if (T.DT != DT)
        return refError(FullName + ": the stored tile is " + dtypeName(T.DT));
      S = &T;
    }
    RefTile L = Load ? RefTile(DT, U(2), U(3)) : RefTile();
    const RefTile &Shape = Load ? L : *S;
    uint64_t B = dtypeBytes(DT), RowBytes = uint64_t(Shape.Cols) * B;
    for (unsigned Row = 0; Row < Shape.Rows; ++Row) {
      Expected<uint8_t *> P =
          mem(A[0].V + Row * A[1].V * B, RowBytes, FullName);
      if (!P)
        return P.takeError();
      for (unsigned Col = 0; Col < Shape.Cols; ++Col)
        if (Load)
          L.at(Row, Col) = readElem(*P + Col * B, DT);
        else
          writeElem(*P + Col * B, DT, S->at(Row, Col));
    }
    if (Load)
      return Produce(std::move(L));
    return RtVal();
  }
  // Issue 14 (14F): tstore.quant.<dst>.<acc>(gm, stride, acc, scale, relu).
  if (Op == "tstore.quant") {
    TILE(T, 2);
    if (DTs.size() != 2 || T.DT != DTs[1])
      return refError(FullName + ": the stored tile is " + dtypeName(T.DT) +
                      "; the name must be tstore.quant.<dst>." +
                      dtypeName(T.DT));
    Expected<RefTile> Q = fixpipeConvert(T, DT, uint32_t(A[3].V), A[4].V != 0);
    if (!Q)
      return refError(FullName + ": " + toString(Q.takeError()));
    uint64_t B = dtypeBytes(DT), RowBytes = uint64_t(Q->Cols) * B;
    for (unsigned Row = 0; Row < Q->Rows; ++Row) {
      Expected<uint8_t *> P =
          mem(A[0].V + Row * A[1].V * B, RowBytes, FullName);
      if (!P)
        return P.takeError();
      for (unsigned Col = 0; Col < Q->Cols; ++Col)
        writeElem(*P + Col * B, DT, Q->at(Row, Col));
    }
    return RtVal();
  }
  // Issue 14 (14Q): tmov.quant.<dst>.<acc>(acc, scale, relu, rows, cols):
  // the fixpipe's conversion into an on-chip tile (the memory is the
  // compiler's and pto-sim's concern; the values are the same).
  if (Op == "tmov.quant") {
    TILE(T, 0);
    if (DTs.size() != 2 || T.DT != DTs[1])
      return refError(FullName + ": the moved tile is " + dtypeName(T.DT) +
                      "; the name must be tmov.quant.<dst>." + dtypeName(T.DT));
    return Produce(fixpipeConvert(T, DT, uint32_t(A[1].V), A[2].V != 0));
  }
  if (Op == "tfill")
    return Produce(fill(DT, U(N - 2), U(N - 1), A[0].V));
  // Issue 14 (B): the generators read no tile.
  if (Op == "tci")
    return Produce(indexRow(DT, U(N - 2), U(N - 1), A[0].V, U(1) != 0));
  if (Op == "ttri")
    return Produce(triangle(DT, U(N - 2), U(N - 1),
                            int64_t(int32_t(uint32_t(A[0].V))), U(1) != 0));
  if (Op == "tgetval") {
    TILE(S, 0);
    if (S.DT != DT)
      return refError(FullName + ": the tile is " + dtypeName(S.DT));
    Expected<uint32_t> V = getElem(S, U(1), U(2));
    if (!V)
      return refError(FullName + ": " + toString(V.takeError()));
    RtVal R;
    R.V = *V;
    return R;
  }
  // Issue 14 (A): broadcasts, arithmetic, reductions.
  {
    static const std::map<std::string, std::pair<BinaryKind, Axis>> Expands = {
        {"trowexpandadd", {BinaryKind::Add, Axis::Row}},
        {"trowexpandsub", {BinaryKind::Sub, Axis::Row}},
        {"trowexpandmul", {BinaryKind::Mul, Axis::Row}},
        {"trowexpanddiv", {BinaryKind::Div, Axis::Row}},
        {"trowexpandmax", {BinaryKind::Max, Axis::Row}},
        {"trowexpandmin", {BinaryKind::Min, Axis::Row}},
        {"trowexpandexpdif", {BinaryKind::ExpDif, Axis::Row}},
        {"tcolexpandadd", {BinaryKind::Add, Axis::Col}},
        {"tcolexpandsub", {BinaryKind::Sub, Axis::Col}},
        {"tcolexpandmul", {BinaryKind::Mul, Axis::Col}},
        {"tcolexpanddiv", {BinaryKind::Div, Axis::Col}},
        {"tcolexpandmax", {BinaryKind::Max, Axis::Col}},
        {"tcolexpandmin", {BinaryKind::Min, Axis::Col}},
        {"tcolexpandexpdif", {BinaryKind::ExpDif, Axis::Col}}};
    static const std::map<std::string, BinaryKind> Bins = {
        {"tprelu", BinaryKind::PRelu}, {"tpow", BinaryKind::Pow}};
    static const std::map<std::string, BinaryKind> Scalars = {
        {"tsubs", BinaryKind::Sub},
        {"tdivs", BinaryKind::Div},
        {"tlrelu", BinaryKind::PRelu},
        {"tpows", BinaryKind::Pow}};
    static const std::map<std::string, std::pair<ReduceKind, Axis>> Reds = {
        {"trowmin", {ReduceKind::Min, Axis::Row}},
        {"tcolmin", {ReduceKind::Min, Axis::Col}},
        {"trowprod", {ReduceKind::Prod, Axis::Row}},
        {"tcolprod", {ReduceKind::Prod, Axis::Col}}};
    if (Op == "tdivs.rev") { // (scalar, tile)
      TILE(S, 1);
      return Produce(scalarBinary(BinaryKind::Div, A[0].V, S));
    }
    if (auto It = Expands.find(Op); It != Expands.end()) {
      TILE(S0, 0);
      TILE(S1, 1);
      return Produce(expandBinary(It->second.first, It->second.second, S0, S1));
    }
    if (auto It = Bins.find(Op); It != Bins.end()) {
      TILE(S0, 0);
      TILE(S1, 1);
      return Produce(binary(It->second, S0, S1));
    }
    if (auto It = Scalars.find(Op); It != Scalars.end()) {
      TILE(S0, 0);
      return Produce(binaryScalar(It->second, S0, A[1].V));
    }
    if (auto It = Reds.find(Op); It != Reds.end()) {
      TILE(S0, 0);
      return Produce(reduce(It->second.first, It->second.second, S0));
    }
    if (Op == "taxpy") { // (y, x, scalar)
      TILE(Y, 0);
      TILE(X, 1);
      return Produce(axpy(Y, X, A[2].V));
    }
  }
  // Issue 23 (ACC): tmatmul.acc.init(c, a, b, init): a x b when init is
  // nonzero -- c is not evaluated, it may be undefined -- else c + a x b.
  if (Op == "tmatmul.acc.init") {
    TILE(L, 1);
    TILE(R, 2);
    if (Error E = CheckSecond(L))
      return std::move(E);
    if (uint32_t(A[3].V) != 0)
      return Produce(matmul(L, R, nullptr, nullptr, DT));
    TILE(C, 0);
    return Produce(matmul(L, R, &C, nullptr, DT));
  }
  TILE(S0, 0);
  static const std::map<std::string, BinaryKind> Bins = {
      {"tadd", BinaryKind::Add},
      {"tsub", BinaryKind::Sub},
      {"tmul", BinaryKind::Mul},
      {"tdiv", BinaryKind::Div},
      {"tmax", BinaryKind::Max},
      {"tmin", BinaryKind::Min},
      // Issue 14 (B): types, compare/select, integer ops.
      {"tand", BinaryKind::And},
      {"tor", BinaryKind::Or},
      {"txor", BinaryKind::Xor},
      {"tshl", BinaryKind::Shl},
      {"tshr", BinaryKind::Shr},
      {"trem", BinaryKind::Rem},
      {"tfmod", BinaryKind::FMod}};
  static const std::map<std::string, BinaryKind> Scalars = {
      {"tadds", BinaryKind::Add},
      {"tmuls", BinaryKind::Mul},
      {"tmaxs", BinaryKind::Max},
      {"tmins", BinaryKind::Min},
      // Issue 14 (B): types, compare/select, integer ops.
      {"tands", BinaryKind::And},
      {"tors", BinaryKind::Or},
      {"txors", BinaryKind::Xor},
      {"tshls", BinaryKind::Shl},
      {"tshrs", BinaryKind::Shr},
      {"trems", BinaryKind::Rem},
      {"tfmods", BinaryKind::FMod}};
  static const std::map<std::string, UnaryKind> Uns = {
      {"texp", UnaryKind::Exp},     {"tlog", UnaryKind::Log},
      {"tsqrt", UnaryKind::Sqrt},   {"trsqrt", UnaryKind::Rsqrt},
      {"trecip", UnaryKind::Recip}, {"tabs", UnaryKind::Abs},
      {"tneg", UnaryKind::Neg},     {"trelu", UnaryKind::Relu},
      {"tnot", UnaryKind::Not}}; // Issue 14 (B)
  static const std::map<std::string, std::pair<ReduceKind, Axis>> Reds = {
      {"trowsum", {ReduceKind::Sum, Axis::Row}},
      {"trowmax", {ReduceKind::Max, Axis::Row}},
      {"tcolsum", {ReduceKind::Sum, Axis::Col}},
      {"tcolmax", {ReduceKind::Max, Axis::Col}}};
  // Issue 14 (B): compare into a u8 mask (the name: pto.tcmp.u8.<type>),
  // select by a mask.
  if (Op == "tcmp" || Op == "tcmps") {
    if (DTs.size() != 2 || DT != DType::U8)
      return refError(FullName + ": a compare is named <name>.u8.<type>");
    if (Error E = CheckSecond(S0))
      return std::move(E);
    if (U(2) > unsigned(CmpKind::Ge))
      return refError(FullName + ": comparison mode " + Twine(U(2)));
    CmpKind K = CmpKind(U(2));
    if (Op == "tcmps")
      return Produce(compareScalar(K, S0, A[1].V));
    TILE(S1, 1);
    return Produce(compare(K, S0, S1));
  }
  if (Op == "tsel") {
    TILE(S1, 1);
    TILE(S2, 2);
    return Produce(select(S0, S1, S2));
  }
  if (Op == "tsels") {
    TILE(S1, 1);
    return Produce(selectScalar(S0, S1, A[2].V));
  }
  // Issue 14 (D): pto.<arg reduction>.<u32|i32>.<source type>.
  if (Op == "trowargmax" || Op == "trowargmin" || Op == "tcolargmax" ||
      Op == "tcolargmin") {
    if (DTs.size() != 2)
      return refError(FullName +
                      ": an arg reduction is named <name>.<u32|i32>.<type>");
    if (Error E = CheckSecond(S0))
      return std::move(E);
    return Produce(argReduce(StringRef(Op).ends_with("max"),
                             Op[1] == 'r' ? Axis::Row : Axis::Col, S0, DT));
  }
  {
    static const std::map<std::string, BinaryKind> Parts = {
        {"tpartadd", BinaryKind::Add},
        {"tpartmax", BinaryKind::Max},
        {"tpartmin", BinaryKind::Min},
        {"tpartmul", BinaryKind::Mul}};
    if (auto It = Parts.find(Op); It != Parts.end()) {
      TILE(S1, 1);
      return Produce(partial(It->second, S0, S1));
    }
  }
  if (Op == "tgather") { // pto.tgather.<data>.<index>(src, idx)
    TILE(S1, 1);
    if (DTs.size() != 2 || S0.DT != DT || S1.DT != DTs[1])
      return refError(FullName + ": a gather is named <name>.<data type>."
                                 "<index type> after its tiles' types");
    return Produce(gather(S0, S1));
  }
  // Issue 14 (14G): pto.tgatherb.<data>(src, offsets): offsets u32.
  if (Op == "tgatherb") {
    TILE(S1, 1);
    if (DTs.size() != 1 || S0.DT != DT || S1.DT != DType::U32)
      return refError(FullName + ": a byte-offset gather is named "
                                 "tgatherb.<data type>, its offsets u32");
    return Produce(gatherb(S0, S1));
  }
  // Issue 14 (14S): sort. pto.tsort32.f32(src, idx): idx is u32.
  if (Op == "tsort32") {
    TILE(S1, 1);
    if (DTs.size() != 1 || S0.DT != DT || S1.DT != DType::U32)
      return refError(FullName + ": a sort is named tsort32.<value type>, "
                                 "its index tile u32");
    return Produce(sort32(S0, S1));
  }
  // Issue 14 (14M): pto.tscatter.<data>.<index>(dst, src, idx).
  if (Op == "tscatter") {
    TILE(S1, 1);
    TILE(S2, 2);
    if (DTs.size() != 2 || S0.DT != DT || S1.DT != DT || S2.DT != DTs[1])
      return refError(FullName + ": a scatter is named <name>.<data type>."
                                 "<index type> after its tiles' types");
    return Produce(scatter(S0, S1, S2));
  }
  // Issue 14 (14M): merge sort. pto.tmrgsort.f32(src, blockLen): the block
  // length an i32 value, read as signed.
  if (Op == "tmrgsort") {
    if (DTs.size() != 1 || S0.DT != DT)
      return refError(FullName + ": a merge sort is named tmrgsort.<value "
                                 "type>, its source of that type");
    return Produce(mrgsort(S0, int64_t(int32_t(uint32_t(A[1].V)))));
  }
  // Issue 14 (14M): pto.tmrgsort2.f32(src0, src1, exhausted) and
  // pto.tmrgsort2.cnt.u16(src0, src1, exhausted): the lists f32.
  if (Op == "tmrgsort2" || Op == "tmrgsort2.cnt") {
    TILE(S1, 1);
    bool Cnt = Op == "tmrgsort2.cnt";
    if (DTs.size() != 1 || S0.DT != DType::F32 || S1.DT != DType::F32 ||
        DT != (Cnt ? DType::U16 : DType::F32))
      return refError(FullName + ": a two-list merge is named tmrgsort2.f32 "
                                 "or tmrgsort2.cnt.u16, its lists f32");
    Expected<MergeOf2> M = mergeTwo(S0, S1, A[2].V);
    if (!M)
      return M.takeError();
    return Produce(Cnt ? std::move(M->Counts) : std::move(M->Merged));
  }
  // Issue 13 (V): the extents are i32 values, read as signed.
  if (Op == "tfillpad" || Op == "tfillpad.min" || Op == "tfillpad.max")
    return Produce(fillPad(S0, int64_t(int32_t(uint32_t(A[1].V))),
                           int64_t(int32_t(uint32_t(A[2].V))),
                           Op == "tfillpad"       ? 0
                           : Op == "tfillpad.min" ? 1
                                                  : 2));
  if (Op == "tmov")
    return Produce(S0);
  // Issue 13 (R): positions may be registers: i32 values read as signed.
  auto CheckPos = [&](unsigned K) -> Error {
    for (unsigned I = K; I < K + 2 && I < N; ++I)
      if (int32_t(uint32_t(A[I].V)) < 0)
        return refError(FullName + ": sub-tile position (" +
                        Twine(int32_t(uint32_t(A[K].V))) + ", " +
                        Twine(int32_t(uint32_t(A[K + 1].V))) + ") is negative");
    return Error::success();
  };
  if (Op == "textract" || Op == "tview") {
    if (Error E = CheckPos(1))
      return std::move(E);
    return Produce(window(S0, U(1), U(2), U(N - 2), U(N - 1)));
  }
  if (Op == "tinsert") {
    TILE(S1, 1);
    if (Error E = CheckPos(2))
      return std::move(E);
    return Produce(insert(S0, S1, U(2), U(3)));
  }
  // Issue 13 (R): pto.treshape.<dst>[.<src>](src, rows, cols).
  if (Op == "treshape") {
    if (S0.DT != (DTs.size() == 2 ? DTs[1] : DT))
      return refError(FullName + ": the source tile is " + dtypeName(S0.DT));
    return Produce(reshape(S0, DT, U(1), U(2)));
  }
  if (Op == "tmatmul" || Op == "tmatmul.acc" || Op == "tmatmul.bias") {
    TILE(S1, 1);
    if (Op == "tmatmul") {
      if (Error E = CheckSecond(S0))
        return std::move(E);
      return Produce(matmul(S0, S1, nullptr, nullptr, DT));
    }
    TILE(S2, 2);
    // tmatmul.acc(acc, a, b), tmatmul.bias(a, b, bias).
    const RefTile &In = Op == "tmatmul.acc" ? S1 : S0;
    if (Error E = CheckSecond(In))
      return std::move(E);
    if (Op == "tmatmul.acc")
      return Produce(matmul(S1, S2, &S0, nullptr, DT));
    return Produce(matmul(S0, S1, nullptr, &S2, DT));
  }
  if (auto It = Bins.find(Op); It != Bins.end()) {
    TILE(S1, 1);
    return Produce(binary(It->second, S0, S1));
  }
  if (auto It = Scalars.find(Op); It != Scalars.end())
    return Produce(binaryScalar(It->second, S0, A[1].V));
  if (auto It = Uns.find(Op); It != Uns.end())
    return Produce(unary(It->second, S0));
  if (auto It = Reds.find(Op); It != Reds.end())
    return Produce(reduce(It->second.first, It->second.second, S0));
  if (Op == "trowexpand" || Op == "tcolexpand")
    return Produce(expand(Op == "trowexpand" ? Axis::Row : Axis::Col, S0,
                          U(N - 2), U(N - 1)));
  if (Op == "tcvt") {
    if (Error E = CheckSecond(S0))
      return std::move(E);
    return Produce(convert(S0, DT));
  }
  if (Op == "ttrans")
    return Produce(transpose(S0));
  if (Op == "tsetval")
    return Produce(setElem(S0, U(1), U(2), A[3].V));
#undef TILE
  return refError("pto-ref does not evaluate '" + FullName + "'");
}

Expected<RtVal> Interp::intrinsic(CallBase &CB, Frame &Fr) {
  Intrinsic::ID ID = CB.getCalledFunction()->getIntrinsicID();
  SmallVector<uint64_t, 4> A;
  for (Value *Arg : CB.args()) {
    if (Arg->getType()->isMetadataTy()) {
      A.push_back(0);
      continue;
    }
    Expected<RtVal> V = value(Fr, Arg);
    if (!V)
      return V.takeError();
    A.push_back(V->V);
  }
  RtVal R;
  unsigned W =
      CB.getType()->isIntegerTy() ? CB.getType()->getIntegerBitWidth() : 64;
  int64_t SMin = W >= 64 ? INT64_MIN : -(int64_t(1) << (W - 1));
  int64_t SMax = W >= 64 ? INT64_MAX : (int64_t(1) << (W - 1)) - 1;
  uint64_t UMax = maskTo(~uint64_t(0), W);
  // Issue 13 (F): floating-point intrinsics.
  if (CB.getType()->isFloatingPointTy()) {
    Type *T = CB.getType();
    auto F = [&](unsigned K) { return toAPFloat(T, A[K]); };
    switch (ID) {
    case Intrinsic::sqrt: {
      // APFloat has no square root: the correctly rounded root of a float
      // is that of the exact double root (53 >= 2 * 24 + 2 bits).
      bool LosesInfo;
      APFloat X = F(0);
      if (X.isNaN() || (X.isNegative() && !X.isZero())) {
        R.V = fromAPFloat(APFloat::getQNaN(X.getSemantics()));
        return R;
      }
      if (X.isZero() || X.isInfinity()) {
        R.V = fromAPFloat(X);
        return R;
      }
      APFloat D = X;
      D.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                &LosesInfo);
      APFloat Root(std::sqrt(D.convertToDouble()));
      Root.convert(semanticsOf(T), APFloat::rmNearestTiesToEven, &LosesInfo);
      R.V = fromAPFloat(Root);
      return R;
    }
    case Intrinsic::minnum:
    case Intrinsic::minimumnum:
      R.V = fromAPFloat(minimumnum(F(0), F(1)));
      return R;
    case Intrinsic::maxnum:
    case Intrinsic::maximumnum:
      R.V = fromAPFloat(maximumnum(F(0), F(1)));
      return R;
    case Intrinsic::minimum:
      R.V = fromAPFloat(minimum(F(0), F(1)));
      return R;
    case Intrinsic::maximum:
      R.V = fromAPFloat(maximum(F(0), F(1)));
      return R;
    case Intrinsic::fabs:
      R.V = fromAPFloat(abs(F(0)));
      return R;
    case Intrinsic::copysign: {
      APFloat X = F(0);
      X.copySign(F(1));
      R.V = X.bitcastToAPInt().getZExtValue();
      return R;
    }
    case Intrinsic::fmuladd: {
      // Rounded twice, as the backend computes it (fmul.s, then fadd.s).
      APFloat X = F(0);
      X.multiply(F(1), APFloat::rmNearestTiesToEven);
      X.add(F(2), APFloat::rmNearestTiesToEven);
      R.V = fromAPFloat(X);
      return R;
    }
    default:
      break;
    }
  }
  switch (ID) {
  // Markers that the optimizer leaves (inlined restrict parameters, alias
  // and lifetime facts, debug info): no effect on the values.
  case Intrinsic::lifetime_start:
  case Intrinsic::lifetime_end:
  case Intrinsic::assume:
  case Intrinsic::experimental_noalias_scope_decl:
  case Intrinsic::sideeffect:
  case Intrinsic::invariant_start: // its {}* result is only a token
  case Intrinsic::invariant_end:
  case Intrinsic::dbg_declare:
  case Intrinsic::dbg_value:
  case Intrinsic::dbg_label:
  case Intrinsic::dbg_assign:
  case Intrinsic::donothing:
  case Intrinsic::stackrestore: // allocas are never reused: nothing to undo
    return R;
  case Intrinsic::stacksave:
    R.V = StackNext;
    return R;
  // Identities on their first operand.
  case Intrinsic::expect:
  case Intrinsic::expect_with_probability:
  case Intrinsic::launder_invariant_group:
  case Intrinsic::strip_invariant_group:
  case Intrinsic::ssa_copy:
    R.V = A[0];
    return R;
  case Intrinsic::ptrmask:
    R.V = A[0] & A[1];
    return R;
  // Bit manipulation (InstCombine and loop idiom recognition make these).
  case Intrinsic::ctpop:
    R.V = llvm::popcount(A[0]);
    return R;
  case Intrinsic::ctlz: // a zero input gives W (poison when the flag says so)
    R.V = A[0] ? llvm::countl_zero(A[0]) - (64 - W) : W;
    return R;
  case Intrinsic::cttz:
    R.V = A[0] ? llvm::countr_zero(A[0]) : W;
    return R;
  case Intrinsic::bswap:
    R.V = llvm::byteswap(A[0]) >> (64 - W);
    return R;
  case Intrinsic::bitreverse:
    R.V = llvm::reverseBits(A[0]) >> (64 - W);
    return R;
  case Intrinsic::fshl:
  case Intrinsic::fshr: {
    // The concatenation A[0]:A[1] shifted by A[2] mod W; W <= 64.
    unsigned S = unsigned(A[2] % W);
    if (S == 0) {
      R.V = ID == Intrinsic::fshl ? A[0] : A[1];
      return R;
    }
    R.V = ID == Intrinsic::fshl ? maskTo((A[0] << S) | (A[1] >> (W - S)), W)
                                : maskTo((A[0] << (W - S)) | (A[1] >> S), W);
    return R;
  }
  case Intrinsic::uadd_sat:
    R.V = maskTo(A[0] + A[1], W) < A[0] ? UMax : maskTo(A[0] + A[1], W);
    return R;
  case Intrinsic::usub_sat:
    R.V = A[0] < A[1] ? 0 : A[0] - A[1];
    return R;
  case Intrinsic::sadd_sat:
  case Intrinsic::ssub_sat: {
    int64_t X = sext(A[0], W), Y = sext(A[1], W), Z;
    bool Ovf = ID == Intrinsic::sadd_sat ? __builtin_add_overflow(X, Y, &Z)
                                         : __builtin_sub_overflow(X, Y, &Z);
    if (Ovf)
      Z = ID == Intrinsic::sadd_sat ? (Y < 0 ? INT64_MIN : INT64_MAX)
                                    : (Y < 0 ? INT64_MAX : INT64_MIN);
    R.V = maskTo(uint64_t(std::clamp(Z, SMin, SMax)), W);
    return R;
  }
  case Intrinsic::scmp:
  case Intrinsic::ucmp: {
    unsigned OW = CB.getArgOperand(0)->getType()->getIntegerBitWidth();
    bool Lt =
        ID == Intrinsic::scmp ? sext(A[0], OW) < sext(A[1], OW) : A[0] < A[1];
    R.V = maskTo(Lt ? ~uint64_t(0) : uint64_t(A[0] != A[1]), W);
    return R;
  }
  case Intrinsic::smax:
    R.V = maskTo(uint64_t(std::max(sext(A[0], W), sext(A[1], W))), W);
    return R;
  case Intrinsic::smin:
    R.V = maskTo(uint64_t(std::min(sext(A[0], W), sext(A[1], W))), W);
    return R;
  case Intrinsic::umax:
    R.V = std::max(A[0], A[1]);
    return R;
  case Intrinsic::umin:
    R.V = std::min(A[0], A[1]);
    return R;
  case Intrinsic::abs:
    R.V = maskTo(uint64_t(std::abs(sext(A[0], W))), W);
    return R;
  case Intrinsic::memcpy:
  case Intrinsic::memmove: {
    Expected<uint8_t *> D = mem(A[0], A[2], "memcpy");
    if (!D)
      return D.takeError();
    Expected<uint8_t *> S = mem(A[1], A[2], "memcpy");
    if (!S)
      return S.takeError();
    std::memmove(*D, *S, A[2]);
    return R;
  }
  case Intrinsic::memset: {
    Expected<uint8_t *> D = mem(A[0], A[2], "memset");
    if (!D)
      return D.takeError();
    std::memset(*D, int(A[1] & 0xff), A[2]);
    return R;
  }
  default:
    return refError("intrinsic '" + CB.getCalledFunction()->getName() +
                    "' is not evaluated by pto-ref");
  }
}

/// Issue 13 (F): the floating-point instructions, or nothing for any other.
std::optional<Error> Interp::execFloat(Instruction &I, Frame &Fr) {
  auto Op = [&](unsigned K) -> Expected<RtVal> {
    return value(Fr, I.getOperand(K));
  };
  auto Set = [&](uint64_t V) {
    RtVal R;
    R.V = maskTo(V, widthOf(I.getType(), DL));
    Fr[&I] = R;
    return Error::success();
  };
  const APFloat::roundingMode RNE = APFloat::rmNearestTiesToEven;
  if (auto *BO = dyn_cast<BinaryOperator>(&I);
      BO && I.getType()->isFloatingPointTy()) {
    Expected<RtVal> L = Op(0), Rv = Op(1);
    if (!L)
      return L.takeError();
    if (!Rv)
      return Rv.takeError();
    Type *T = I.getType();
    APFloat X = toAPFloat(T, L->V), Y = toAPFloat(T, Rv->V);
    switch (BO->getOpcode()) {
    case Instruction::FAdd:
      X.add(Y, RNE);
      break;
    case Instruction::FSub:
      X.subtract(Y, RNE);
      break;
    case Instruction::FMul:
      X.multiply(Y, RNE);
      break;
    case Instruction::FDiv:
      X.divide(Y, RNE);
      break;
    default:
      return refError(std::string("'") + I.getOpcodeName() +
                      "' is not evaluated by pto-ref");
    }
    return Set(fromAPFloat(X));
  }
  if (I.getOpcode() == Instruction::FNeg) {
    Expected<RtVal> V = Op(0);
    if (!V)
      return V.takeError();
    return Set(V->V ^ (uint64_t(1) << (widthOf(I.getType(), DL) - 1)));
  }
  if (auto *Cmp = dyn_cast<FCmpInst>(&I)) {
    Expected<RtVal> L = Op(0), Rv = Op(1);
    if (!L)
      return L.takeError();
    if (!Rv)
      return Rv.takeError();
    Type *T = I.getOperand(0)->getType();
    APFloat::cmpResult C = toAPFloat(T, L->V).compare(toAPFloat(T, Rv->V));
    bool Lt = C == APFloat::cmpLessThan, Gt = C == APFloat::cmpGreaterThan,
         Eq = C == APFloat::cmpEqual, Un = C == APFloat::cmpUnordered;
    unsigned P = Cmp->getPredicate();
    // FCmpInst predicates are the bits U L G E (FCMP_OEQ = 1 ... FCMP_TRUE).
    bool B = ((P & 8) && Un) || ((P & 4) && Lt) || ((P & 2) && Gt) ||
             ((P & 1) && Eq);
    return Set(B);
  }
  auto *Cast = dyn_cast<CastInst>(&I);
  if (!Cast)
    return std::nullopt;
  Type *ST = I.getOperand(0)->getType(), *DT = I.getType();
  bool LosesInfo;
  switch (Cast->getOpcode()) {
  case Instruction::FPExt:
  case Instruction::FPTrunc: {
    Expected<RtVal> V = Op(0);
    if (!V)
      return V.takeError();
    APFloat X = toAPFloat(ST, V->V);
    X.convert(semanticsOf(DT), RNE, &LosesInfo);
    return Set(fromAPFloat(X));
  }
  case Instruction::SIToFP:
  case Instruction::UIToFP: {
    Expected<RtVal> V = Op(0);
    if (!V)
      return V.takeError();
    unsigned W = ST->getIntegerBitWidth();
    APFloat X(semanticsOf(DT));
    X.convertFromAPInt(APInt(W, maskTo(V->V, W)),
                       Cast->getOpcode() == Instruction::SIToFP, RNE);
    return Set(fromAPFloat(X));
  }
  case Instruction::FPToSI:
  case Instruction::FPToUI: {
    Expected<RtVal> V = Op(0);
    if (!V)
      return V.takeError();
    unsigned W = DT->getIntegerBitWidth();
    APSInt Res(W, Cast->getOpcode() == Instruction::FPToUI);
    bool Exact;
    APFloat::opStatus St = toAPFloat(ST, V->V).convertToInteger(
        Res, APFloat::rmTowardZero, &Exact);
    if (St & APFloat::opInvalidOp)
      return refError(std::string("'") + I.getOpcodeName() +
                      "' of a value out of the result's range (poison)");
    return Set(Res.getZExtValue());
  }
  default:
    return std::nullopt;
  }
}

Error Interp::exec(Instruction &I, Frame &Fr, BasicBlock *&Next, bool &Returned,
                   RtVal &Ret) {
  auto Op = [&](unsigned K) -> Expected<RtVal> {
    return value(Fr, I.getOperand(K));
  };
  auto Set = [&](uint64_t V) {
    RtVal R;
    R.V = I.getType()->isIntOrPtrTy() ? maskTo(V, widthOf(I.getType(), DL)) : V;
    Fr[&I] = R;
  };
  if (std::optional<Error> E = execFloat(I, Fr))
    return std::move(*E);
  if (auto *BO = dyn_cast<BinaryOperator>(&I)) {
    Expected<RtVal> L = Op(0), Rv = Op(1);
    if (!L)
      return L.takeError();
    if (!Rv)
      return Rv.takeError();
    if (!I.getType()->isIntegerTy())
      return refError("floating-point or vector arithmetic is not evaluated");
    unsigned W = I.getType()->getIntegerBitWidth();
    uint64_t X = L->V, Y = Rv->V;
    int64_t SX = sext(X, W), SY = sext(Y, W);
    switch (BO->getOpcode()) {
    case Instruction::Add:
      Set(X + Y);
      return Error::success();
    case Instruction::Sub:
      Set(X - Y);
      return Error::success();
    case Instruction::Mul:
      Set(X * Y);
      return Error::success();
    case Instruction::And:
      Set(X & Y);
      return Error::success();
    case Instruction::Or:
      Set(X | Y);
      return Error::success();
    case Instruction::Xor:
      Set(X ^ Y);
      return Error::success();
    case Instruction::Shl:
      Set(Y >= W ? 0 : X << Y);
      return Error::success();
    case Instruction::LShr:
      Set(Y >= W ? 0 : X >> Y);
      return Error::success();
    case Instruction::AShr:
      Set(uint64_t(SX >> std::min<uint64_t>(Y, 63)));
      return Error::success();
    case Instruction::UDiv:
    case Instruction::URem:
    case Instruction::SDiv:
    case Instruction::SRem:
      if (Y == 0)
        return refError("division by zero (undefined behaviour in the IR)");
      if (BO->getOpcode() == Instruction::UDiv)
        Set(X / Y);
      else if (BO->getOpcode() == Instruction::URem)
        Set(X % Y);
      else if (SY == -1)
        Set(BO->getOpcode() == Instruction::SDiv ? uint64_t(0) - X : 0);
      else if (BO->getOpcode() == Instruction::SDiv)
        Set(uint64_t(SX / SY));
      else
        Set(uint64_t(SX % SY));
      return Error::success();
    default:
      break;
    }
    return refError("unsupported binary operator");
  }
  if (auto *Cmp = dyn_cast<ICmpInst>(&I)) {
    Expected<RtVal> L = Op(0), Rv = Op(1);
    if (!L)
      return L.takeError();
    if (!Rv)
      return Rv.takeError();
    unsigned W = widthOf(I.getOperand(0)->getType(), DL);
    uint64_t X = L->V, Y = Rv->V;
    int64_t SX = sext(X, W), SY = sext(Y, W);
    bool B = false;
    switch (Cmp->getPredicate()) {
    case CmpInst::ICMP_EQ:
      B = X == Y;
      break;
    case CmpInst::ICMP_NE:
      B = X != Y;
      break;
    case CmpInst::ICMP_UGT:
      B = X > Y;
      break;
    case CmpInst::ICMP_UGE:
      B = X >= Y;
      break;
    case CmpInst::ICMP_ULT:
      B = X < Y;
      break;
    case CmpInst::ICMP_ULE:
      B = X <= Y;
      break;
    case CmpInst::ICMP_SGT:
      B = SX > SY;
      break;
    case CmpInst::ICMP_SGE:
      B = SX >= SY;
      break;
    case CmpInst::ICMP_SLT:
      B = SX < SY;
      break;
    case CmpInst::ICMP_SLE:
      B = SX <= SY;
      break;
    default:
      return refError("unsupported predicate");
    }
    Set(B);
    return Error::success();
  }
  if (auto *Sel = dyn_cast<SelectInst>(&I)) {
    Expected<RtVal> C = Op(0);
    if (!C)
      return C.takeError();
    Expected<RtVal> V =
        value(Fr, C->V & 1 ? Sel->getTrueValue() : Sel->getFalseValue());
    if (!V)
      return V.takeError();
    Fr[&I] = *V;
    return Error::success();
  }
  if (auto *Cast = dyn_cast<CastInst>(&I)) {
    Expected<RtVal> V = Op(0);
    if (!V)
      return V.takeError();
    if (V->TileIdx >= 0) {
      Fr[&I] = *V;
      return Error::success();
    }
    unsigned SrcW = I.getOperand(0)->getType()->isIntOrPtrTy()
                        ? widthOf(I.getOperand(0)->getType(), DL)
                        : 64;
    if (Cast->getOpcode() == Instruction::SExt)
      Set(uint64_t(sext(V->V, SrcW)));
    else
      Set(V->V); // trunc/zext/ptrtoint/inttoptr/addrspacecast/bitcast
    return Error::success();
  }
  if (auto *GEP = dyn_cast<GetElementPtrInst>(&I)) {
    Expected<RtVal> Base = Op(0);
    if (!Base)
      return Base.takeError();
    uint64_t Addr = Base->V;
    for (gep_type_iterator GTI = gep_type_begin(GEP), E = gep_type_end(GEP);
         GTI != E; ++GTI) {
      Expected<RtVal> Idx = value(Fr, GTI.getOperand());
      if (!Idx)
        return Idx.takeError();
      int64_t IV = sext(Idx->V, widthOf(GTI.getOperand()->getType(), DL));
      if (StructType *ST = GTI.getStructTypeOrNull())
        Addr += DL.getStructLayout(ST)->getElementOffset(unsigned(IV));
      else
        Addr += uint64_t(IV) * GTI.getSequentialElementStride(DL);
    }
    Set(Addr);
    return Error::success();
  }
  if (auto *AI = dyn_cast<AllocaInst>(&I)) {
    uint64_t N = 1;
    if (AI->isArrayAllocation()) {
      Expected<RtVal> C = Op(0);
      if (!C)
        return C.takeError();
      N = C->V;
    }
    uint64_t Size = DL.getTypeAllocSize(AI->getAllocatedType()) * N;
    uint64_t Addr =
        alignTo(StackNext, std::max<uint64_t>(AI->getAlign().value(), 16));
    StackNext = Addr + Size + 16;
    Regions.push_back({Addr, std::vector<uint8_t>(Size, 0), "alloca"});
    Set(Addr);
    return Error::success();
  }
  if (isa<LoadInst>(&I)) {
    Expected<RtVal> P = Op(0);
    if (!P)
      return P.takeError();
    if (!I.getType()->isIntOrPtrTy() && !I.getType()->isFloatingPointTy())
      return refError("loads of non-scalar values are not evaluated");
    uint64_t Size = DL.getTypeStoreSize(I.getType());
    Expected<uint8_t *> M = mem(P->V, Size, "load");
    if (!M)
      return M.takeError();
    uint64_t V = 0;
    std::memcpy(&V, *M, Size);
    Set(V);
    return Error::success();
  }
  if (auto *SI = dyn_cast<StoreInst>(&I)) {
    Expected<RtVal> V = Op(0), P = Op(1);
    if (!V)
      return V.takeError();
    if (!P)
      return P.takeError();
    uint64_t Size = DL.getTypeStoreSize(SI->getValueOperand()->getType());
    if (Size > 8)
      return refError("stores wider than 64 bits are not evaluated");
    Expected<uint8_t *> M = mem(P->V, Size, "store");
    if (!M)
      return M.takeError();
    std::memcpy(*M, &V->V, Size);
    return Error::success();
  }
  if (auto *CB = dyn_cast<CallBase>(&I)) {
    // One builtin declaration serves calls of every memory, so a call's own
    // function type may differ from its callee's (docs/builtins.md).
    auto *F = dyn_cast<Function>(CB->getCalledOperand()->stripPointerCasts());
    if (!F)
      return refError("indirect calls are not evaluated");
    // Issue 15: SPMD. The block index, count and sub-block index (every
    // block is a whole core here: sub-block 0).
    if (F->getName() == "pto.get_block_idx" ||
        F->getName() == "pto.get_block_num" ||
        F->getName() == "pto.get_subblockid") {
      if (CB->arg_size() != 0 || !CB->getType()->isIntegerTy(32))
        return refError("'" + F->getName() + "' is 'i32 ()'");
      RtVal R;
      R.V = F->getName() == "pto.get_block_idx"   ? BlockIdx
            : F->getName() == "pto.get_block_num" ? BlockNum
                                                  : SubBlock;
      Fr[&I] = R;
      return Error::success();
    }
    // Issue 15 (X): the core type and cross-core flags.
    if (F->getName() == "pto.get_core_type") {
      RtVal R;
      R.V = CoreType;
      Fr[&I] = R;
      return Error::success();
    }
    if (F->getName() == "pto.set_cross_flag" ||
        F->getName() == "pto.wait_cross_flag") {
      auto *Flag = dyn_cast<ConstantInt>(CB->getArgOperand(CB->arg_size() - 1));
      if (!Flag)
        return refError("'" + F->getName() + "': the flag ID must be a constant");
      unsigned Fl = unsigned(Flag->getZExtValue());
      // Who a set reaches and whose sets a wait needs.
      SmallVector<unsigned, 2> Peers;
      if (CoreType == 3)
        Peers = {Core};
      else if (CoreType == 1)
        Peers = {1, 2};
      else
        Peers = {0};
      if (F->getName() == "pto.set_cross_flag") {
        for (unsigned D : Peers)
          ++CrossSets[{D, Core, Fl}];
        ++CrossProgress;
        return Error::success();
      }
      auto Missing = [&] {
        return any_of(Peers, [&](unsigned S) {
          return CrossSets[{Core, S, Fl}] == 0;
        });
      };
      while (Missing()) {
        std::string Me = CoreName;
        if (!YieldForFlag || !YieldForFlag())
          return refError(
              Me + ": wait_cross_flag " + Twine(Fl) +
              " can never be satisfied: no core of the group sets it any more "
              "(the others ended or wait too: a deadlock)");
      }
      for (unsigned S : Peers)
        --CrossSets[{Core, S, Fl}];
      return Error::success();
    }
    // Issue 15 (15F): cross-core FIFOs.
    if (F->getName().starts_with("pto.tpush.") ||
        F->getName().starts_with("pto.tpop.") || F->getName() == "pto.tfree")
      return fifoCall(*CB, F->getName(), Fr);
    if (F->getName().starts_with("pto.")) {
      Expected<RtVal> R = builtin(*CB, F->getName(), Fr);
      if (!R)
        return R.takeError();
      Fr[&I] = *R;
      return Error::success();
    }
    if (CB->getFunctionType() != F->getFunctionType())
      return refError("call to '" + F->getName() +
                      "' through a different function type");
    if (F->isIntrinsic()) {
      Expected<RtVal> R = intrinsic(*CB, Fr);
      if (!R)
        return R.takeError();
      Fr[&I] = *R;
      return Error::success();
    }
    if (F->isDeclaration())
      return refError("call to external function '" + F->getName() + "'");
    SmallVector<RtVal, 8> Args;
    for (Value *A : CB->args()) {
      Expected<RtVal> V = value(Fr, A);
      if (!V)
        return V.takeError();
      Args.push_back(*V);
    }
    Expected<RtVal> R = call(*F, Args);
    if (!R)
      return R.takeError();
    Fr[&I] = *R;
    return Error::success();
  }
  if (auto *BI = dyn_cast<BranchInst>(&I)) {
    if (BI->isUnconditional()) {
      Next = BI->getSuccessor(0);
      return Error::success();
    }
    Expected<RtVal> C = Op(0);
    if (!C)
      return C.takeError();
    Next = BI->getSuccessor(C->V & 1 ? 0 : 1);
    return Error::success();
  }
  if (auto *SW = dyn_cast<SwitchInst>(&I)) {
    Expected<RtVal> C = Op(0);
    if (!C)
      return C.takeError();
    Next = SW->getDefaultDest();
    for (auto &Case : SW->cases())
      if (Case.getCaseValue()->getZExtValue() == C->V)
        Next = Case.getCaseSuccessor();
    return Error::success();
  }
  if (auto *RI = dyn_cast<ReturnInst>(&I)) {
    Returned = true;
    if (RI->getReturnValue()) {
      Expected<RtVal> V = Op(0);
      if (!V)
        return V.takeError();
      Ret = *V;
    }
    return Error::success();
  }
  if (isa<UnreachableInst>(&I))
    return refError("reached 'unreachable'");
  if (isa<FreezeInst>(&I)) {
    Expected<RtVal> V = Op(0);
    if (!V)
      return V.takeError();
    Fr[&I] = *V;
    return Error::success();
  }
  return refError("instruction not evaluated by pto-ref: " +
                  Twine(I.getOpcodeName()));
}

Expected<RtVal> Interp::call(Function &F, ArrayRef<RtVal> Args) {
  Frame Fr;
  unsigned K = 0;
  for (Argument &A : F.args()) {
    RtVal V = K < Args.size() ? Args[K] : RtVal();
    if (A.getType()->isIntegerTy())
      V.V = maskTo(V.V, A.getType()->getIntegerBitWidth());
    Fr[&A] = V;
    ++K;
  }
  uint64_t SavedStack = StackNext;
  BasicBlock *BB = &F.getEntryBlock(), *Prev = nullptr;
  while (true) {
    // PHIs read their incoming values simultaneously.
    SmallVector<std::pair<PHINode *, RtVal>, 8> Phis;
    for (PHINode &P : BB->phis()) {
      Expected<RtVal> V = value(Fr, P.getIncomingValueForBlock(Prev));
      if (!V)
        return V.takeError();
      Phis.push_back({&P, *V});
    }
    for (auto &[P, V] : Phis)
      Fr[P] = V;
    BasicBlock *Next = nullptr;
    for (Instruction &I : *BB) {
      if (isa<PHINode>(I) || I.isDebugOrPseudoInst())
        continue;
      if (++Steps > MaxSteps)
        return refError("step limit (--max-steps) exceeded");
      bool Returned = false;
      RtVal Ret;
      if (Error E = exec(I, Fr, Next, Returned, Ret)) {
        std::string S;
        raw_string_ostream OS(S);
        I.print(OS);
        return refError("in function " + F.getName() + ": " +
                        StringRef(S).trim() + ": " + toString(std::move(E)));
      }
      if (Returned) {
        StackNext = SavedStack;
        return Ret;
      }
      if (Next)
        break;
    }
    if (!Next)
      return refError("block without terminator in " + F.getName());
    Prev = BB;
    BB = Next;
  }
}

static int fail(Error E) {
  WithColor::error(errs(), ToolName) << toString(std::move(E)) << "\n";
  return 1;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions({&RefCat, &getColorCategory()});
  cl::ParseCommandLineOptions(argc, argv,
                              "PTO kernel IR reference evaluator\n");
  LLVMContext Ctx;
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseIRFile(InputFilename, Diag, Ctx);
  if (!M) {
    Diag.print(ToolName, errs());
    return 1;
  }
  Function *K = nullptr;
  if (!KernelName.empty()) {
    K = M->getFunction(KernelName);
    if (!K || K->isDeclaration())
      return fail(
          refError("no function '" + KernelName + "' in " + InputFilename));
  } else {
    for (Function &F : *M)
      if (F.hasFnAttribute("pto.kernel") && !F.isDeclaration()) {
        if (K)
          return fail(refError("several kernels; use --kernel=NAME"));
        K = &F;
      }
    if (!K)
      return fail(refError("no function with the \"pto.kernel\" attribute"));
  }
  Interp I(M->getDataLayout());
  std::vector<KernelArg> Args;
  SmallVector<RtVal, 8> Vals;
  std::vector<uint64_t> Addrs; // of the arguments before this one
  uint64_t Next = 0x10000000;
  for (const std::string &Spec : ArgSpecs) {
    Expected<KernelArg> A = parseKernelArg(Spec);
    if (!A)
      return fail(A.takeError());
    RtVal V;
    if (A->IsBuffer) {
      V.V = Next;
      I.Regions.push_back({Next, A->Data, "arg" + std::to_string(Args.size())});
      Next = alignTo(Next + A->Data.size() + 4096, 4096);
    } else if (A->AliasOf >= 0) {
      Expected<uint64_t> P = aliasAddress(*A, Args, Addrs);
      if (!P)
        return fail(P.takeError());
      V.V = *P;
    } else {
      V.V = uint64_t(A->Scalar);
    }
    Vals.push_back(V);
    Addrs.push_back(V.V);
    Args.push_back(std::move(*A));
  }
  if (Vals.size() != K->arg_size())
    return fail(refError("kernel " + K->getName() + " takes " +
                         Twine(K->arg_size()) + " arguments, " +
                         Twine(Vals.size()) + " given"));
  // Issue 15: SPMD. The blocks one after another over one global memory, in
  // block order; with several, again from the same inputs in reverse order.
  // A kernel whose blocks do not race gives the same bytes both ways.
  unsigned Blocks = 0;
  if (StringRef(BlocksOpt).getAsInteger(10, Blocks) || Blocks == 0 ||
      Blocks > 64)
    return fail(refError("--blocks=" + BlocksOpt +
                         ": the number of blocks must be an integer in 1..64"));
  std::vector<Region> Inputs = I.Regions;
  size_t NumTiles = 0;
  // Issue 15 (X): a kernel that reads get_core_type is a mix kernel on a3:
  // each block is a core group whose cores run one after another, the AIC
  // (type 1) then the AIVs (type 2, sub-block 0 and 1). On a5, one core of
  // type 3 per block.
  bool Mix = false;
  if (Function *CT = M->getFunction("pto.get_core_type"))
    Mix = !CT->use_empty() &&
          K->getFnAttribute("target-cpu").getValueAsString() != "a5";
  auto RunBlocks = [&](bool Reversed) -> Error {
    I.BlockNum = Blocks;
    for (unsigned B = 0; B < Blocks; ++B) {
      I.BlockIdx = Reversed ? Blocks - 1 - B : B;
      I.CrossSets.clear();
      I.Fifos.clear(); // Issue 15 (15F)
      I.MixGroup = Mix;
      // Issue 15 (M): the cores of a group run as threads taking turns
      // (AIC first): a core runs until it ends or waits for a flag not set
      // yet, then the next core that has not ended runs.
      unsigned NC = Mix ? 3u : 1u;
      std::mutex Mu;
      std::condition_variable CV;
      unsigned Turn = 0;
      bool Abort = false;
      std::vector<bool> Done(NC, false);
      std::vector<Error> Errs;
      for (unsigned C = 0; C < NC; ++C)
        Errs.push_back(Error::success());
      std::vector<std::function<bool()>> Yields(NC);
      // The core's registers (not its hand-over, which may be running).
      auto Become = [&](unsigned C) {
        I.Core = C;
        I.CoreType = Mix ? (C == 0 ? 1 : 2) : 3;
        I.SubBlock = Mix && C ? C - 1 : 0;
        I.CoreName = !Mix ? "core" : C == 0 ? "AIC" : "AIV" + std::to_string(C - 1);
      };
      // With the lock held: hands the turn to the next core after C that
      // has not ended; false if there is none.
      auto HandOn = [&](unsigned C) {
        for (unsigned D = 1; D < NC; ++D)
          if (!Done[(C + D) % NC]) {
            Turn = (C + D) % NC;
            CV.notify_all();
            return true;
          }
        return false;
      };
      auto RunCore = [&](unsigned C) {
        std::unique_lock<std::mutex> L(Mu);
        CV.wait(L, [&] { return Turn == C || Abort; });
        if (Abort)
          return;
        Yields[C] = [&, C]() {
          uint64_t Seen = I.CrossProgress;
          if (Abort || !HandOn(C))
            return false;
          CV.wait(L, [&] { return Turn == C || Abort; });
          if (Abort)
            return false;
          Become(C);
          // Back with no new set: every other core waits or ended.
          return I.CrossProgress != Seen;
        };
        Become(C);
        std::string Who = (Blocks > 1 ? "block " + std::to_string(I.BlockIdx) + " " : "") + I.CoreName;
        Expected<RtVal> R = I.call(*K, Vals);
        if (!R) {
          Errs[C] = Blocks == 1 && !Mix
                        ? R.takeError()
                        : refError(Who + ": " + toString(R.takeError()));
          Abort = true;
          CV.notify_all();
          return;
        }
        Done[C] = true;
        HandOn(C);
      };
      // One dispatcher for every core (a core's own hand-over must not be
      // replaced while it waits in it).
      I.YieldForFlag = [&] { return Yields[I.Core] && Yields[I.Core](); };
      if (NC == 1) {
        RunCore(0);
      } else {
        std::vector<std::thread> Threads;
        for (unsigned C = 0; C < NC; ++C)
          Threads.emplace_back(RunCore, C);
        for (std::thread &T : Threads)
          T.join();
      }
      I.YieldForFlag = nullptr;
      Error First = Error::success();
      for (Error &E : Errs)
        if (E) {
          if (First)
            consumeError(std::move(E));
          else
            First = std::move(E);
        }
      if (First)
        return First;
      if (Error E = I.checkFifosDrained()) // Issue 15 (15F)
        return refError("block " + Twine(I.BlockIdx) + ": " +
                        toString(std::move(E)));
      NumTiles += I.Tiles.size();
      I.Tiles.clear(); // a group's tiles end with it
      for (auto &[Key, N] : I.CrossSets)
        if (N)
          return refError("block " + Twine(I.BlockIdx) + ": " + Twine(N) +
                          " set(s) of cross-core flag " +
                          Twine(std::get<2>(Key)) +
                          " no wait consumed (stale at the end)");
    }
    return Error::success();
  };
  if (Error E = RunBlocks(/*Reversed=*/false))
    return fail(std::move(E));
  int Status = 0;
  if (Blocks > 1) {
    std::vector<Region> InOrder = std::move(I.Regions);
    I.Regions = Inputs;
    if (Error E = RunBlocks(/*Reversed=*/true))
      return fail(std::move(E));
    for (size_t R = 0; R < Inputs.size(); ++R) { // the arguments
      const std::vector<uint8_t> &A = InOrder[R].Bytes, &B = I.Regions[R].Bytes;
      size_t Diff = 0, First = A.size();
      for (size_t J = 0; J < A.size(); ++J)
        if (A[J] != B[J] && Diff++ == 0)
          First = J;
      if (Diff) {
        WithColor::error(errs(), ToolName)
            << "the result depends on the order of the blocks: " << Diff
            << " bytes of " << InOrder[R].Name << " (the first at offset "
            << First << ") differ between blocks 0.." << Blocks - 1
            << " in order and reversed; the blocks race on global memory\n";
        Status = 3;
      }
    }
    // The outputs are those of the run in block order.
    I.Regions = std::move(InOrder);
  }
  outs() << "reference " << K->getName() << ": " << I.Steps
         << " IR instructions, " << NumTiles << " tiles\n";
  if (Blocks > 1)
    outs() << "blocks: " << Blocks << " (in order and reversed)"
           << (Status ? ", order-dependent" : ", same result") << "\n";
  for (size_t A = 0; A < Args.size(); ++A)
    if (Args[A].IsBuffer)
      for (Region &Rg : I.Regions)
        if (Rg.Base == Vals[A].V)
          Args[A].Data = Rg.Bytes;
  for (const std::string &S : OutSpecs) {
    Expected<OutSpec> O = parseOutSpec(S, true);
    if (!O)
      return fail(O.takeError());
    if (O->Index >= Args.size() || !Args[O->Index].IsBuffer)
      return fail(refError("--out=" + S + ": not a buffer argument"));
    if (Error E = writeBuffer(Args[O->Index], O->Path))
      return fail(std::move(E));
  }
  for (const std::string &S : DumpSpecs) {
    Expected<OutSpec> O = parseOutSpec(S, false);
    if (!O)
      return fail(O.takeError());
    if (O->Index >= Args.size() || !Args[O->Index].IsBuffer)
      return fail(refError("--dump=" + S + ": not a buffer argument"));
    dumpBuffer(outs(), O->Index, Args[O->Index]);
  }
  return Status;
}
