//===-- PTOMachineFacts.cpp - Memories, capacities and pipes ----*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMachineFacts.h"
#include <string>
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;

namespace llvm {
namespace PTO {
/// One row of PTOMatMulDTypeTable (PTOBuiltins.td).
struct PTOMatMulDTypeInfo {
  uint8_t ResultID;
  uint8_t InputID;
};
#define GET_PTOMatMulDTypeTable_DECL
#include "PTOGenSearchableTables.inc"
// Issue 14 (14F): one row of PTOFixpipeDTypeTable (PTOBuiltins.td).
struct PTOFixpipeDTypeInfo {
  uint8_t DstID;
  uint8_t SrcID;
};
#define GET_PTOFixpipeDTypeTable_DECL
#include "PTOGenSearchableTables.inc"
// Issue 14 (14Q): one row of PTODataPathTable (PTOMachineFacts.td).
struct PTODataPathInfo {
  uint8_t GenerationID;
  uint8_t DstAS;
  uint8_t SrcAS;
};
#define GET_PTODataPathTable_DECL
#include "PTOGenSearchableTables.inc"

#define GET_PTOCapacityTable_IMPL
#define GET_PTODTypeTable_IMPL
#define GET_PTOCmpModeTable_IMPL
#define GET_PTOMatMulDTypeTable_IMPL
#define GET_PTOGenerationTable_IMPL
#define GET_PTOMemoryTable_IMPL
#define GET_PTOPipeTable_IMPL
#define GET_PTOCoreKindTable_IMPL
#define GET_PTOCrossCoreTable_IMPL
// Issue 14 (14F): fixpipe conversions.
#define GET_PTOFixpipeDTypeTable_IMPL
// Issue 14 (14Q): generation-specific data paths.
#define GET_PTODataPathTable_IMPL
#include "PTOGenSearchableTables.inc"

ArrayRef<PTOMemoryInfo> memories() { return PTOMemoryTable; }
ArrayRef<PTOPipeInfo> pipes() { return PTOPipeTable; }

std::optional<PTOGeneration> getGenerationByCPU(StringRef CPU) {
  if (CPU.empty() || CPU == "generic")
    return A3;
  for (const PTOGenerationInfo &G : PTOGenerationTable)
    if (CPU == G.Name)
      return static_cast<PTOGeneration>(G.ID);
  return std::nullopt;
}

std::optional<MemoryLimits> getMemoryLimits(PTOGeneration Gen, unsigned AS) {
  const PTOMemoryInfo *Mem = getMemory(AS);
  const PTOCapacityInfo *Cap = lookupCapacity(Gen, AS);
  if (!Mem || !Cap)
    return std::nullopt;
  MemoryLimits L;
  L.Capacity = Cap->Capacity;
  L.Reserved = Cap->Reserved;
  L.Alignment = Mem->TileAlign;
  return L;
}

// Issue 15 (X).
SmallVector<const PTOCoreKindInfo *, 2> getCoreKinds(PTOGeneration Gen) {
  SmallVector<const PTOCoreKindInfo *, 2> Kinds;
  for (const PTOCoreKindInfo &K : PTOCoreKindTable)
    if (K.GenerationID == unsigned(Gen))
      Kinds.push_back(&K);
  return Kinds;
}

const PTOCrossCoreInfo *getCrossCore(PTOGeneration Gen) {
  return lookupCrossCore(Gen);
}

unsigned getEventIdsPerPair(PTOGeneration Gen) {
  const PTOGenerationInfo *G = lookupGeneration(Gen);
  return G ? G->EventIdsPerPair : 0;
}

const char *getPipeName(unsigned Encoding) {
  const PTOPipeInfo *P = lookupPipeByEncoding(Encoding);
  return P ? P->Name : nullptr;
}

bool isMatMulDTypePair(int64_t Result, int64_t Input) {
  return isValidDType(Result) && isValidDType(Input) &&
         lookupMatMulDTypes(Result, Input);
}

// Issue 14 (14F): fixpipe conversions.
bool isFixpipeDTypePair(int64_t Dst, int64_t Src) {
  return isValidDType(Dst) && isValidDType(Src) &&
         lookupFixpipeDTypes(Dst, Src);
}

// Issue 14 (14Q): a pair with no PTODataPath record exists everywhere.
bool hasDataPath(PTOGeneration Gen, unsigned DstAS, unsigned SrcAS) {
  if (DstAS > 15 || SrcAS > 15)
    return false;
  bool Listed = false;
  for (const PTODataPathInfo &P : PTODataPathTable)
    if (P.DstAS == DstAS && P.SrcAS == SrcAS) {
      Listed = true;
      if (P.GenerationID == Gen)
        return true;
    }
  return !Listed;
}

bool isValidDType(int64_t Imm) {
  return Imm >= 0 && Imm <= 0xff && lookupDTypeByID(uint8_t(Imm));
}

unsigned getDTypeBytes(PTODTypeKind DT) {
  const PTODTypeInfo *I = lookupDTypeByID(DT);
  return I ? I->Bytes : 0;
}

const char *getDTypeName(PTODTypeKind DT) {
  const PTODTypeInfo *I = lookupDTypeByID(DT);
  return I ? I->Name : "?";
}

StringRef getDTypeList() {
  static const std::string List = [] {
    std::string L;
    for (unsigned ID = 0; ID <= 0xff; ++ID)
      if (const PTODTypeInfo *I = lookupDTypeByID(ID))
        L += (L.empty() ? "" : ", ") + std::to_string(ID) + " " + I->Name;
    return L;
  }();
  return List;
}

StringRef getDTypeNames() {
  static const std::string List = [] {
    std::string L;
    for (unsigned ID = 0; ID <= 0xff; ++ID)
      if (const PTODTypeInfo *I = lookupDTypeByID(ID))
        L += (L.empty() ? "" : ", ") + std::string(I->Name);
    return L;
  }();
  return List;
}

bool isSignedDType(PTODTypeKind DT) {
  const PTODTypeInfo *I = lookupDTypeByID(DT);
  return I && I->IsSigned;
}

} // namespace PTO
} // namespace llvm
