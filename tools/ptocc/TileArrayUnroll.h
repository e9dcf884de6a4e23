//===-- TileArrayUnroll.h - Unroll loops that index arrays of tiles -------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// ptocc's pass that makes the tiles of a local array SSA values when the
// array is indexed by a loop variable (`pto_vec_t t[2]; for (i...) t[i] =`)
// at every -O level: the loops whose index into the array varies are fully
// unrolled (constant trip count), then SROA promotes the array. See
// docs/ptocc.md ("Pipeline").
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_PTO_TOOLS_PTOCC_TILEARRAYUNROLL_H
#define LLVM_PTO_TOOLS_PTOCC_TILEARRAYUNROLL_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class Type;
} // namespace llvm

namespace ptocc {

/// True for a tile handle: a pointer into an on-chip tile memory.
bool isTileType(const llvm::Type *Ty);
/// True for an array, vector or struct holding tile handles.
bool holdsTiles(const llvm::Type *Ty);

/// Fully unrolls the constant-trip loops that index a local array of tiles
/// by their loop variable, then runs SROA and InstSimplify on the function.
/// Leaves functions without such an index unchanged.
class TileArrayUnrollPass : public llvm::PassInfoMixin<TileArrayUnrollPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace ptocc

#endif // LLVM_PTO_TOOLS_PTOCC_TILEARRAYUNROLL_H
