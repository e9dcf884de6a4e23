//===-- PTOLegalizerInfo.h - Legalization rules for PTO ---------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_GISEL_PTOLEGALIZERINFO_H
#define LLVM_LIB_TARGET_PTO_GISEL_PTOLEGALIZERINFO_H

#include "llvm/CodeGen/GlobalISel/LegalizerInfo.h"

namespace llvm {
class PTOSubtarget;

/// The scalar unit computes on 64-bit registers: narrower integers are
/// widened, wider ones are rejected (PTOCheckIR says so first).
class PTOLegalizerInfo : public LegalizerInfo {
public:
  explicit PTOLegalizerInfo(const PTOSubtarget &ST);

  bool legalizeCustom(LegalizerHelper &Helper, MachineInstr &MI,
                      LostDebugLocObserver &LocObserver) const override;
};

} // namespace llvm

#endif
