//===-- PTOObjectCheck.h - Validate a PTO ELF object ------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The structural checks pto-mc --disassemble and pto-sim make before they
// walk an object with LLVM's ELFObjectFile iterators. Those iterators trust
// the section headers: a relocation section outside the file ends in
// report_fatal_error, an sh_entsize of 0 divides by zero, and a symbol table
// whose size is wrong makes symbols() yield billions of entries. After
// checkObjectFile() succeeds, every section's contents, symbol table and
// relocation section lie inside the file and have the entry size of their
// type (docs/isa.md, "ELF objects").
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOOBJECTCHECK_H
#define LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOOBJECTCHECK_H

#include "llvm/Support/Error.h"
#include <cstdint>

namespace llvm {
namespace object {
class ObjectFile;
} // namespace object
namespace PTO {

/// Checks that \p Obj is a little-endian ELFCLASS64 object for EM_PTO whose
/// section headers are sound (see the file comment). The sizes of the
/// allocated (SHF_ALLOC) sections, with their alignment, may total at most
/// \p MaxAllocBytes. The error message starts with the file's name.
Error checkObjectFile(const object::ObjectFile &Obj,
                      uint64_t MaxAllocBytes = uint64_t(16) << 20);

} // namespace PTO
} // namespace llvm

#endif
