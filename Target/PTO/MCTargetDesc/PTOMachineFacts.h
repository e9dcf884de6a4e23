//===-- PTOMachineFacts.h - Memories, capacities and pipes ------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// C++ view of the machine facts described in PTOMachineFacts.td. Every pass,
// the MC layer and the tools read memories, capacities and pipes from here;
// the numbers themselves live only in the TableGen source.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOMACHINEFACTS_H
#define LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOMACHINEFACTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace llvm {
namespace PTO {

struct PTOPipeInfo {
  const char *Name;
  uint8_t Encoding;
  const char *Description;
};

struct PTOMemoryInfo {
  const char *Name;
  uint8_t AddrSpace;
  const char *HWName;
  uint16_t TileAlign;
  bool OnChip;
};

struct PTOGenerationInfo {
  const char *Name;
  uint8_t ID;
  uint8_t EventIdsPerPair;
};

/// An element type (PTODTypeTable in PTOBuiltins.td).
struct PTODTypeInfo {
  const char *Name;
  uint8_t ID;
  uint8_t Bytes;
  bool IsFloat;
  bool IsSigned;
};

// Issue 14 (B): a comparison mode (PTOCmpModeTable in PTOBuiltins.td).
struct PTOCmpModeInfo {
  const char *Name;
  uint8_t ID;
};

struct PTOCapacityInfo {
  uint8_t GenerationID;
  uint8_t AddrSpace;
  uint32_t Capacity;
  uint32_t Reserved;
};

// Issue 15 (X): a core kind and the cross-core flags of a generation
// (PTOMachineFacts.td).
struct PTOCoreKindInfo {
  uint8_t GenerationID;
  const char *Name;
  uint8_t ID;
  uint8_t PipeMask;
  uint8_t PerGroup;
  uint8_t PerChip;
  uint8_t CoreType; ///< What get_core_type() returns on it (1 AIC, 2 AIV).
};
struct PTOCrossCoreInfo {
  uint8_t GenerationID;
  uint8_t FlagIds;
  uint8_t MaxPending;
  uint16_t Latency;
  uint8_t Fifos;         ///< Issue 15 (15F): cross-core FIFOs per kernel.
  uint8_t FifoMaxDepth;  ///< Their deepest ring (slots).
  uint8_t FifoFirstFlag; ///< FIFO f: flags First + 2f (ready), + 2f + 1 (free).
};
#define GET_PTOCoreKindTable_DECL
#define GET_PTOCrossCoreTable_DECL
#define GET_PTOGeneration_DECL
#define GET_PTODTypeKind_DECL
#define GET_PTODTypeTable_DECL
#define GET_PTOCmpModeKind_DECL
#define GET_PTOCmpModeTable_DECL
#define GET_PTOPipeKind_DECL
#define GET_PTOCapacityTable_DECL
#define GET_PTOGenerationTable_DECL
#define GET_PTOMemoryTable_DECL
#define GET_PTOPipeTable_DECL
#include "PTOGenSearchableTables.inc"

/// Address spaces of BRIEF §2, named for readability in C++. The table in
/// PTOMachineFacts.td is authoritative; unittests/MachineFactsTest.cpp checks
/// these names against it.
enum AddressSpace : unsigned {
  AS_GENERIC = 0,
  AS_GM = 1,
  AS_MAT = 2,
  AS_LEFT = 3,
  AS_RIGHT = 4,
  AS_ACC = 5,
  AS_VEC = 6,
  AS_BIAS = 7,
  NumAddressSpaces = 8,
};

/// All memories of the machine, in address-space order.
ArrayRef<PTOMemoryInfo> memories();
/// All pipes, in encoding order.
ArrayRef<PTOPipeInfo> pipes();

/// The memory behind an address space, or null for an unknown one.
inline const PTOMemoryInfo *getMemory(unsigned AS) {
  return AS < NumAddressSpaces ? lookupMemoryByAddrSpace(AS) : nullptr;
}
/// True for the on-chip tile memories (mat, left, right, acc, vec, bias).
inline bool isOnChipAddrSpace(unsigned AS) {
  const PTOMemoryInfo *M = getMemory(AS);
  return M && M->OnChip;
}

/// Generation (subtarget) lookup by CPU name ("a3", "a5", "generic").
std::optional<PTOGeneration> getGenerationByCPU(StringRef CPU);

/// Usable capacity facts for an on-chip memory on a generation.
struct MemoryLimits {
  uint32_t Capacity = 0;  ///< Physical size in bytes.
  uint32_t Reserved = 0;  ///< Bytes at the top never given to tiles.
  uint32_t Alignment = 1; ///< Required tile alignment in bytes.
  uint32_t usable() const { return Capacity - Reserved; }
};
std::optional<MemoryLimits> getMemoryLimits(PTOGeneration Gen, unsigned AS);

/// Number of set_flag/wait_flag event IDs per (src, dst) pipe pair.
unsigned getEventIdsPerPair(PTOGeneration Gen);

/// Issue 15 (X): the core kinds of \p Gen (one with every pipe, or AIC and
/// AIV of a core group), and its cross-core flag facts (null if none).
SmallVector<const PTOCoreKindInfo *, 2> getCoreKinds(PTOGeneration Gen);
const PTOCrossCoreInfo *getCrossCore(PTOGeneration Gen);

/// Pipe name for an encoding ("MTE2"), or null.
const char *getPipeName(unsigned Encoding);

/// True if \p Imm (an instruction's dtype field) names an element type;
/// only then may it be converted to PTODTypeKind.
bool isValidDType(int64_t Imm);
/// True if a matmul multiplies \p Input elements into \p Result elements
/// (PTOMatMulDTypeTable: f16/bf16 into f32, i8 into i32).
bool isMatMulDTypePair(int64_t Result, int64_t Input);
/// Issue 14 (14F): true if the fixpipe converts \p Src accumulator elements
/// into \p Dst elements on the way out of L0C (PTOFixpipeDTypeTable: f32 into
/// f16/bf16/i8, i32 into f16/i8).
bool isFixpipeDTypePair(int64_t Dst, int64_t Src);
/// Issue 14 (14Q): true if generation \p Gen has the data path from memory
/// \p SrcAS to \p DstAS (address spaces): a pair PTODataPathTable lists
/// exists only on the listed generations (a5's L0C -> UB and UB -> L1), any
/// other pair on every generation.
bool hasDataPath(PTOGeneration Gen, unsigned DstAS, unsigned SrcAS);
/// Size in bytes of one element; 0 for an unknown element type.
unsigned getDTypeBytes(PTODTypeKind DT);
/// Name of an element type ("f32"); "?" for an unknown one.
const char *getDTypeName(PTODTypeKind DT);
/// Every element type with its encoding, for diagnostics:
/// "0 f16, 1 bf16, ..." (from PTODTypeTable).
StringRef getDTypeList();
/// The element type names in ID order: "f16, bf16, ..." (diagnostics).
StringRef getDTypeNames();
/// Floats and the two's-complement integers; false for u8, u16, u32.
bool isSignedDType(PTODTypeKind DT);

} // namespace PTO
} // namespace llvm

#endif
