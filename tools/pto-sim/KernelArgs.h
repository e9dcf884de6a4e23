//===-- KernelArgs.h - Kernel arguments: buffers and scalars ---*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The `--arg` / `--out` / `--dump` syntax shared by pto-sim and pto-ref
// (docs/simulator.md, "Arguments"), .npy reading and writing, and the
// generated inputs (iota, fill=V, seed=N). This harness is all the two tools
// share besides the element types: it encodes and decodes elements itself
// and computes no tile result, so both tools see the same inputs from the
// same arguments and neither sees the other's answers.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOSIM_KERNELARGS_H
#define LLVM_PTO_TOOLS_PTOSIM_KERNELARGS_H

#include "ElementTypes.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace ptosim {

/// One kernel argument: an integer, a global-memory buffer, or a pointer into
/// an earlier buffer argument (`alias:N:+OFFSET`).
struct KernelArg {
  std::string Spec;
  bool IsBuffer = false;
  int64_t Scalar = 0;
  int AliasOf = -1;         // alias: the buffer argument pointed into
  uint64_t AliasOffset = 0; // alias: bytes from its start
  DType DT = DType::I8;
  std::vector<uint64_t> Shape;
  std::vector<uint8_t> Data;
  uint64_t numElements() const { return Data.size() / dtypeBytes(DT); }
};

/// Parses one `--arg` value:
///   42 | -7 | 0x10                    an integer argument
///   buf:DTYPE:SHAPE[:INIT]            a buffer; SHAPE is N or RxC (or AxBxC);
///                                     INIT is zero (default), seed=N, fill=V
///                                     or iota
///   file:PATH[:DTYPE[:SHAPE]]         a .npy file (dtype and shape from its
///                                     header) or raw bytes (DTYPE required)
///   alias:N[:+OFFSET]                 the address of buffer argument N plus
///                                     OFFSET bytes (a second pointer into
///                                     one buffer)
llvm::Expected<KernelArg> parseKernelArg(llvm::StringRef Spec);

/// The address an alias argument \p A passes, given the arguments before it
/// and their addresses: N must name an earlier buffer argument and OFFSET lie
/// within it (its end included).
llvm::Expected<uint64_t> aliasAddress(const KernelArg &A,
                                      llvm::ArrayRef<KernelArg> Earlier,
                                      llvm::ArrayRef<uint64_t> Addrs);

/// An output request: `--out=N=PATH` (write argument N to PATH, .npy when
/// the name ends so, else raw bytes) or `--dump=N` (print it as text).
struct OutSpec {
  unsigned Index = 0;
  std::string Path;
};
llvm::Expected<OutSpec> parseOutSpec(llvm::StringRef Spec, bool NeedPath);

llvm::Error writeBuffer(const KernelArg &A, llvm::StringRef Path);
/// Prints "argN: DTYPE[SHAPE]" and the elements, one row per line for 2-D.
void dumpBuffer(llvm::raw_ostream &OS, unsigned Index, const KernelArg &A);

/// Deterministic pseudo-random fill (splitmix64) of \p N elements: floats in
/// [-1, 1) on a 1/256 grid, i8 in [-8, 8), i16 and i32 in [-100, 100), u8 in
/// [0, 16), u16 in [0, 200), u32 half in [0, 200), half in [2^32-100, 2^32).
void randomFill(uint8_t *Data, uint64_t N, DType DT, uint64_t Seed);

} // namespace ptosim

#endif
