//===-- PTOBuiltins.cpp - The tile builtin table in C++ -------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "PTOBuiltins.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include <array>

using namespace llvm;
using namespace llvm::PTO;

namespace llvm {
namespace PTO {
#define GET_PTOBuiltinTable_IMPL
#define GET_PTOGenericOpTable_IMPL
#define GET_PTOTileOpTable_IMPL
#define GET_PTOTileSelectTable_IMPL
#define GET_PTOCoreRegBuiltinTable_IMPL // Issue 15: SPMD.
#define GET_PTOCrossFlagBuiltinTable_IMPL // Issue 15 (X).
#define GET_PTOFifoBuiltinTable_IMPL      // Issue 15 (15F).
#define GET_PTOValidExtentTable_IMPL      // Issue 13 (V).
#include "PTOGenSearchableTables.inc"

/// One row of PTOTileRealOpTable: a tile pseudo and its real instruction.
struct PTOTileRealOpInfo {
  unsigned PseudoOpcode;
  unsigned RealOpcode;
};
#define GET_PTOTileRealOpTable_DECL
#define GET_PTOTileRealOpTable_IMPL
#include "PTOGenSearchableTables.inc"
} // namespace PTO
} // namespace llvm

static std::optional<BuiltinName> parseBuiltinNameUncached(StringRef Name);

namespace {
/// What the builtin tables say of one `pto.*` name.
struct NameFacts {
  std::optional<BuiltinName> Parsed;
  const PTOCoreRegBuiltinInfo *CoreReg = nullptr;     // Issue 15: SPMD.
  const PTOCrossFlagBuiltinInfo *CrossFlag = nullptr; // Issue 15 (X).
  const PTOFifoBuiltinInfo *Fifo = nullptr;           // Issue 15 (15F).
};
} // namespace

/// The table answers for \p Name, a `pto.*` name. Issue 17: every IR pass
/// asks them of each call it meets (a kernel of 100k tile ops: millions of
/// splits and table searches -- the generated searches by name upper-case
/// the key into a new string); they depend on the name alone, so each name
/// is looked up once. Per thread, as passes of different compilations may
/// run on different threads; the cache holds only `pto.*` names.
///
/// In front of the map, a small direct-mapped table indexed by the address
/// of the name's characters (a callee's name is one buffer, asked for again
/// and again; session 22: hashing the whole name was ~160 instructions per
/// question, a quarter of the IR passes' builtin lookups). A slot answers
/// only if its entry's name is \p Name character for character, so a
/// buffer freed and reused for another name is never mistaken for it.
static const NameFacts &getNameFacts(StringRef Name) {
  struct Recent {
    const char *Data;
    const StringMapEntry<NameFacts> *Entry;
  };
  struct Caches {
    StringMap<NameFacts> Map;
    std::array<Recent, 64> Slots{};
  };
  thread_local Caches C;
  uintptr_t P = reinterpret_cast<uintptr_t>(Name.data());
  Recent &R = C.Slots[((P >> 4) ^ (P >> 10)) % C.Slots.size()];
  if (R.Data == Name.data() && R.Entry->getKey() == Name)
    return R.Entry->second;
  auto [It, Inserted] = C.Map.try_emplace(Name);
  if (Inserted) {
    NameFacts &F = It->second;
    StringRef Rest = Name.drop_front(4); // "pto."
    F.Parsed = parseBuiltinNameUncached(Name);
    F.CoreReg = lookupCoreRegBuiltinByName(Rest);
    F.CrossFlag = lookupCrossFlagBuiltinByName(Rest);
    F.Fifo = lookupFifoBuiltinByName(Rest);
  }
  R = {Name.data(), &*It};
  return It->second;
}

// Issue 15: SPMD.
const PTOCoreRegBuiltinInfo *PTO::getCoreRegBuiltin(StringRef CalleeName) {
  return isBuiltinName(CalleeName) ? getNameFacts(CalleeName).CoreReg : nullptr;
}

// Issue 15 (X).
const PTOCrossFlagBuiltinInfo *
PTO::getCrossFlagBuiltin(StringRef CalleeName) {
  return isBuiltinName(CalleeName) ? getNameFacts(CalleeName).CrossFlag
                                   : nullptr;
}

// Issue 15 (15F).
const PTOFifoBuiltinInfo *PTO::getFifoBuiltin(StringRef CalleeName) {
  return isBuiltinName(CalleeName) ? getNameFacts(CalleeName).Fifo : nullptr;
}

std::string PTO::getBuiltinFunctionName(const PTOBuiltinInfo &BI,
                                        PTODTypeKind DT) {
  return (Twine("pto.") + BI.Name + "." + getDTypeName(DT)).str();
}

bool PTO::isTileType(const Type *Ty) {
  const auto *PT = dyn_cast<PointerType>(Ty);
  return PT && isOnChipAddrSpace(PT->getAddressSpace());
}

std::optional<BuiltinName> PTO::parseBuiltinName(StringRef Name) {
  if (const BuiltinName *BN = lookupBuiltinName(Name))
    return *BN;
  return std::nullopt;
}

const BuiltinName *PTO::lookupBuiltinName(StringRef Name) {
  if (!isBuiltinName(Name))
    return nullptr;
  const std::optional<BuiltinName> &Parsed = getNameFacts(Name).Parsed;
  return Parsed ? &*Parsed : nullptr;
}

static std::optional<BuiltinName> parseBuiltinNameUncached(StringRef Name) {
  if (!Name.consume_front("pto."))
    return std::nullopt;
  SmallVector<StringRef, 6> Parts;
  Name.split(Parts, '.');
  // From the end: one or two element types, then up to two on-chip memory
  // names; what remains is the builtin ("tmatmul.acc", "tmov").
  size_t End = Parts.size();
  SmallVector<PTODTypeKind, 2> DTypes;
  while (DTypes.size() < 2 && End > 1)
    if (const PTODTypeInfo *DT = lookupDTypeByName(Parts[End - 1])) {
      DTypes.insert(DTypes.begin(), static_cast<PTODTypeKind>(DT->ID));
      --End;
    } else {
      break;
    }
  if (DTypes.empty())
    return std::nullopt;
  // The longest prefix naming a builtin wins, so "tmatmul.acc" is the
  // builtin and not "tmatmul" with an acc memory component.
  BuiltinName Result;
  for (size_t NumMem = 0; NumMem <= 2 && NumMem < End; ++NumMem) {
    size_t NameEnd = End - NumMem;
    bool MemoriesOK = true;
    SmallVector<unsigned, 2> Memories;
    for (size_t I = NameEnd; I < End; ++I) {
      const PTOMemoryInfo *M = lookupMemoryByName(Parts[I]);
      if (!M || !M->OnChip) {
        MemoriesOK = false;
        break;
      }
      Memories.push_back(M->AddrSpace);
    }
    if (!MemoriesOK)
      break;
    std::string BuiltinPart = Parts[0].str();
    for (size_t I = 1; I < NameEnd; ++I)
      BuiltinPart += "." + Parts[I].str();
    if ((Result.Info = lookupBuiltinByName(BuiltinPart))) {
      Result.Memories = std::move(Memories);
      break;
    }
  }
  if (!Result.Info)
    return std::nullopt;
  Result.DType = DTypes[0];
  if (DTypes.size() == 2)
    Result.SrcDType = DTypes[1];
  return Result;
}

std::optional<TileDesc> PTO::getResultTileDesc(const CallBase &CB) {
  // The callee, also when the call's type differs from the declaration's
  // (one `pto.*` declaration called with tiles of different memories).
  const auto *Callee =
      dyn_cast<Function>(CB.getCalledOperand()->stripPointerCasts());
  if (!Callee)
    return std::nullopt;
  const BuiltinName *BN = lookupBuiltinName(Callee->getName());
  if (!BN || !BN->Info->producesTile())
    return std::nullopt;
  auto *PT = dyn_cast<PointerType>(CB.getType());
  StringRef Sig = BN->Info->signature();
  if (!PT || !isOnChipAddrSpace(PT->getAddressSpace()) ||
      CB.arg_size() != Sig.size() || Sig.size() < 2)
    return std::nullopt;
  auto *Rows = dyn_cast<ConstantInt>(CB.getArgOperand(Sig.size() - 2));
  auto *Cols = dyn_cast<ConstantInt>(CB.getArgOperand(Sig.size() - 1));
  if (!Rows || !Cols || Rows->getBitWidth() > 32 || Cols->getBitWidth() > 32 ||
      Rows->getSExtValue() <= 0 || Cols->getSExtValue() <= 0)
    return std::nullopt;
  TileDesc D;
  D.AS = PT->getAddressSpace();
  D.Rows = Rows->getZExtValue();
  D.Cols = Cols->getZExtValue();
  D.DType = BN->DType;
  return D;
}

std::optional<TileDesc> PTO::getTileDesc(const Value *V) {
  // Most tiles are a builtin call's result (issue 17: the walk's sets for
  // every operand of every call of the kernel verifier and the IR passes).
  if (const auto *CB = dyn_cast<CallBase>(V))
    return getResultTileDesc(*CB);
  if (!isa<PHINode>(V) && !isa<SelectInst>(V))
    return std::nullopt;
  SmallVector<const Value *, 8> Work{V};
  SmallPtrSet<const Value *, 8> Seen;
  while (!Work.empty()) {
    const Value *Cur = Work.pop_back_val();
    if (!Seen.insert(Cur).second)
      continue;
    if (const auto *CB = dyn_cast<CallBase>(Cur)) {
      if (std::optional<TileDesc> D = getResultTileDesc(*CB))
        return D;
    } else if (const auto *Phi = dyn_cast<PHINode>(Cur)) {
      for (const Value *In : Phi->incoming_values())
        Work.push_back(In);
    } else if (const auto *Sel = dyn_cast<SelectInst>(Cur)) {
      Work.push_back(Sel->getFalseValue());
      Work.push_back(Sel->getTrueValue());
    }
  }
  return std::nullopt;
}

unsigned PTO::getGenericOpcode(PTOBuiltinKind BI) {
  const PTOGenericOpInfo *I = lookupGenericOp(BI);
  return I ? I->Opcode : 0;
}

const PTOTileOpInfo *PTO::getTileOp(PTOBuiltinKind BI, unsigned DstAS,
                                    unsigned SrcAS, bool RegPos) {
  return lookupTileOp(BI, DstAS, SrcAS, RegPos);
}

const PTOTileOpInfo *PTO::getTileOpInfo(unsigned Opcode) {
  // Issue 17: a table by opcode, built once from the generated lookup's
  // answers (a binary search per call, asked for most operands of most
  // instructions by the storage passes).
  static const std::vector<const PTOTileOpInfo *> ByOpcode = [] {
    unsigned Max = 0;
    for (const PTOTileOpInfo &I : PTOTileOpTable)
      Max = std::max(Max, I.Opcode);
    std::vector<const PTOTileOpInfo *> T(Max + 1, nullptr);
    for (const PTOTileOpInfo &I : PTOTileOpTable)
      T[I.Opcode] = lookupTileOpByOpcode(I.Opcode);
    return T;
  }();
  return Opcode < ByOpcode.size() ? ByOpcode[Opcode] : nullptr;
}

unsigned PTO::getTileRealOpcode(unsigned PseudoOpc) {
  const PTOTileRealOpInfo *I = lookupTileRealOp(PseudoOpc);
  return I ? I->RealOpcode : 0;
}

const PTOTileOpInfo *PTO::getTileOpInfoOfReal(unsigned RealOpc) {
  const PTOTileRealOpInfo *I = lookupTileRealOpByReal(RealOpc);
  return I ? getTileOpInfo(I->PseudoOpcode) : nullptr;
}

std::optional<PTOBuiltinKind> PTO::getBuiltinOfGenericOpcode(unsigned Opc) {
  if (const PTOGenericOpInfo *I = lookupGenericOpByOpcode(Opc))
    return static_cast<PTOBuiltinKind>(I->BuiltinID);
  return std::nullopt;
}

std::optional<unsigned> PTO::getTileSelectOpcode(unsigned AS) {
  if (!isUInt<8>(AS))
    return std::nullopt;
  if (const PTOTileSelectInfo *S = lookupTileSelectByAddrSpace(AS))
    return S->Opcode;
  return std::nullopt;
}

std::optional<unsigned> PTO::getTileClassMemory(const TargetRegisterClass *RC) {
  return RC ? getTileClassMemory(RC->getID()) : std::nullopt;
}

/// The memory of a tile register: its LLT before selection, its register
/// class after.
static std::optional<unsigned> getTileRegAS(Register Reg,
                                            const MachineRegisterInfo &MRI) {
  LLT Ty = MRI.getType(Reg);
  if (Ty.isValid())
    return Ty.isPointer() && isOnChipAddrSpace(Ty.getAddressSpace())
               ? std::optional<unsigned>(Ty.getAddressSpace())
               : std::nullopt;
  return getTileClassMemory(MRI.getRegClassOrNull(Reg));
}

std::optional<TileDesc> PTO::getTileDesc(Register Reg,
                                         const MachineRegisterInfo &MRI) {
  std::optional<unsigned> AS = getTileRegAS(Reg, MRI);
  if (!AS)
    return std::nullopt;
  // The descriptor from a defining tile pseudo or G_PTO_* instruction.
  auto FromDef = [&](const MachineInstr &Def) -> std::optional<TileDesc> {
    unsigned N = Def.getNumOperands();
    // The machine verifier rejects a bad dtype; passes may run without it.
    if (N < 4 || !Def.getOperand(N - 3).isImm() ||
        !Def.getOperand(N - 2).isImm() || !Def.getOperand(N - 1).isImm() ||
        !isValidDType(Def.getOperand(N - 1).getImm()))
      return std::nullopt;
    TileDesc D;
    D.AS = *AS;
    D.Rows = Def.getOperand(N - 3).getImm();
    D.Cols = Def.getOperand(N - 2).getImm();
    D.DType = static_cast<PTODTypeKind>(Def.getOperand(N - 1).getImm());
    return D;
  };
  auto IsTileOp = [](unsigned Opc) {
    return getTileOpInfo(Opc) || getBuiltinOfGenericOpcode(Opc);
  };
  // Most tile registers are defined by a tile operation (issue 17: the
  // walk's sets for every tile operand the storage passes ask about).
  if (!Reg.isVirtual())
    return std::nullopt;
  const MachineInstr *First = MRI.getVRegDef(Reg);
  if (!First)
    return std::nullopt;
  if (IsTileOp(First->getOpcode()))
    return FromDef(*First);
  SmallVector<Register, 8> Work{Reg};
  SmallPtrSet<const MachineInstr *, 8> Seen;
  while (!Work.empty()) {
    Register R = Work.pop_back_val();
    if (!R.isVirtual())
      continue;
    const MachineInstr *Def = MRI.getVRegDef(R);
    if (!Def || !Seen.insert(Def).second)
      continue;
    unsigned Opc = Def->getOpcode();
    if (IsTileOp(Opc))
      return FromDef(*Def);
    if (Def->isCopy()) {
      Work.push_back(Def->getOperand(1).getReg());
    } else if (Def->isPHI() || Opc == TargetOpcode::G_PHI) {
      for (unsigned I = 1, E = Def->getNumOperands(); I < E; I += 2)
        Work.push_back(Def->getOperand(I).getReg());
    } else if (Opc == TargetOpcode::G_SELECT || isTileSelect(Opc)) {
      Work.push_back(Def->getOperand(2).getReg());
      Work.push_back(Def->getOperand(3).getReg());
    }
  }
  return std::nullopt;
}

ViewPlacement PTO::placeView(const TileDesc &Src, uint64_t Row, uint64_t Col,
                             uint64_t Cols, uint64_t &Offset) {
  Offset = Row * Src.Cols * getDTypeBytes(Src.DType);
  if (Col != 0 || Cols != Src.Cols)
    return ViewPlacement::ColumnWindow;
  const PTOMemoryInfo *M = getMemory(Src.AS);
  if (M && Offset % M->TileAlign)
    return ViewPlacement::Misaligned;
  return ViewPlacement::Ok;
}
