//===-- PTOLowerBFloatConversions.h - bf16 <-> f32 as integers -*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOLOWERBFLOATCONVERSIONS_H
#define LLVM_LIB_TARGET_PTO_PTOLOWERBFLOATCONVERSIONS_H

namespace llvm {
class Function;
class FunctionPass;
class PassRegistry;

/// Issue 13 (F): rewrites `fpext bfloat -> float` and `fptrunc float ->
/// bfloat` into integer code (GlobalISel cannot tell bf16 from f16 and
/// refuses the conversions). True if \p F changed.
bool lowerPTOBFloatConversions(Function &F);

FunctionPass *createPTOLowerBFloatConversionsPass();
void initializePTOLowerBFloatConversionsPass(PassRegistry &);

} // namespace llvm

#endif
