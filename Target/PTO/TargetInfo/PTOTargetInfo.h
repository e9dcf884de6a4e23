//===-- PTOTargetInfo.h - PTO target implementation -------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_TARGETINFO_PTOTARGETINFO_H
#define LLVM_LIB_TARGET_PTO_TARGETINFO_PTOTARGETINFO_H

namespace llvm {
class Target;

Target &getThePTOTarget();

} // namespace llvm

#endif
