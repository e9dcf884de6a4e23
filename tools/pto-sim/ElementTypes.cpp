//===-- ElementTypes.cpp - Element types of the PTO tools -----------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "ElementTypes.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace ptosim;

// The element types come from PTODTypeTable (PTOBuiltins.td) through the
// generated tables, compiled in here: pto-ref links no target library.
namespace {
struct PTODTypeInfo {
  const char *Name;
  uint8_t ID;
  uint8_t Bytes;
  bool IsFloat;
  bool IsSigned;
};
using namespace llvm;
#define GET_PTODTypeKind_DECL
#define GET_PTODTypeTable_DECL
#define GET_PTODTypeTable_IMPL
#include "PTOGenSearchableTables.inc"
} // namespace

// DType names the table's IDs for the switches of the semantics: a table
// that numbers them otherwise fails the build.
static_assert(
    unsigned(DType::F16) == DT_F16 && unsigned(DType::BF16) == DT_BF16 &&
        unsigned(DType::F32) == DT_F32 && unsigned(DType::I8) == DT_I8 &&
        unsigned(DType::I32) == DT_I32 && unsigned(DType::U8) == DT_U8 &&
        unsigned(DType::I16) == DT_I16 && unsigned(DType::U16) == DT_U16 &&
        unsigned(DType::U32) == DT_U32,
    "ptosim::DType does not number the element types as "
    "PTODTypeTable does");

unsigned ptosim::dtypeBytes(DType DT) {
  const PTODTypeInfo *I = lookupDTypeByID(uint8_t(DT));
  return I ? I->Bytes : 0;
}

bool ptosim::dtypeIsFloat(DType DT) {
  const PTODTypeInfo *I = lookupDTypeByID(uint8_t(DT));
  return I && I->IsFloat;
}

bool ptosim::dtypeIsSigned(DType DT) {
  const PTODTypeInfo *I = lookupDTypeByID(uint8_t(DT));
  return I && I->IsSigned;
}

const char *ptosim::dtypeName(DType DT) {
  const PTODTypeInfo *I = lookupDTypeByID(uint8_t(DT));
  return I ? I->Name : "?";
}

std::optional<DType> ptosim::parseDType(llvm::StringRef Name) {
  // The table's name index ignores case; the element types are lower case.
  if (const PTODTypeInfo *I = lookupDTypeByName(Name); I && Name == I->Name)
    return DType(I->ID);
  return std::nullopt;
}
