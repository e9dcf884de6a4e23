//===-- ElementTypes.h - Element types of the PTO tools ---------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The element types (sizes, names, float-ness) from the generated
// PTODTypeTable: the one machine fact that pto-sim, pto-ref and their shared
// argument harness (KernelArgs.h) all use. Nothing here computes a tile
// result: the simulator's semantics are TileSemantics.h, the reference
// evaluator's RefSemantics.h (docs/simulator.md, "The reference evaluator").
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_ELEMENTTYPES_H
#define LLVM_PTO_TOOLS_PTOSIM_ELEMENTTYPES_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace ptosim {

/// Element types, numbered like PTODTypeKind (docs/isa.md; checked against
/// PTODTypeTable when ElementTypes.cpp is compiled). Sizes, names and
/// float-ness come from the table.
enum class DType : uint8_t {
  F16 = 0,
  BF16 = 1,
  F32 = 2,
  I8 = 3,
  I32 = 4,
  // Issue 14 (B): types, compare/select, integer ops.
  U8 = 5,
  I16 = 6,
  U16 = 7,
  U32 = 8
};

unsigned dtypeBytes(DType DT);
bool dtypeIsFloat(DType DT);
/// Floats and i8/i16/i32; false for the unsigned integers u8/u16/u32.
bool dtypeIsSigned(DType DT);
const char *dtypeName(DType DT);
std::optional<DType> parseDType(llvm::StringRef Name);

} // namespace ptosim

#endif
