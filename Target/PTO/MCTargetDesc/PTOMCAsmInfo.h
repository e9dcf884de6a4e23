//===-- PTOMCAsmInfo.h - PTO assembly properties ----------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOMCASMINFO_H
#define LLVM_LIB_TARGET_PTO_MCTARGETDESC_PTOMCASMINFO_H

#include "llvm/MC/MCAsmInfoELF.h"

namespace llvm {
class Triple;

class PTOMCAsmInfo : public MCAsmInfoELF {
public:
  explicit PTOMCAsmInfo(const Triple &TT);
};

} // namespace llvm

#endif
