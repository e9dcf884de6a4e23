//===-- PTOISelLowering.h - PTO lowering information ------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The PTO target selects instructions with GlobalISel only; TargetLowering
// carries the type and register-class facts GlobalISel and the generic
// passes consult.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOISELLOWERING_H
#define LLVM_LIB_TARGET_PTO_PTOISELLOWERING_H

#include "llvm/CodeGen/TargetLowering.h"

namespace llvm {
class PTOSubtarget;

class PTOTargetLowering : public TargetLowering {
public:
  PTOTargetLowering(const TargetMachine &TM, const PTOSubtarget &STI);

  /// Switches lower to compare-and-branch trees: the scalar unit has no
  /// indirect jump through a table.
  bool areJTsAllowed(const Function *Fn) const override { return false; }
};

} // namespace llvm

#endif
