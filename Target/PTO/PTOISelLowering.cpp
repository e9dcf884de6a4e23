//===-- PTOISelLowering.cpp - PTO lowering information --------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "PTOISelLowering.h"
#include "PTOSubtarget.h"

using namespace llvm;

#define DEBUG_TYPE "pto-lower"

PTOTargetLowering::PTOTargetLowering(const TargetMachine &TM,
                                     const PTOSubtarget &STI)
    : TargetLowering(TM, STI) {
  addRegisterClass(MVT::i64, &PTO::GPRRegClass);
  computeRegisterProperties(STI.getRegisterInfo());

  setBooleanContents(ZeroOrOneBooleanContent);
  setStackPointerRegisterToSaveRestore(PTO::X2);
  setMinFunctionAlignment(Align(8));
  setPrefFunctionAlignment(Align(8));
  setMinimumJumpTableEntries(UINT_MAX);

  // Inline memcpy/memset of known size up to this many stores; the scalar
  // unit has no runtime library to call.
  MaxStoresPerMemcpy = MaxStoresPerMemcpyOptSize = 64;
  MaxStoresPerMemmove = MaxStoresPerMemmoveOptSize = 64;
  MaxStoresPerMemset = MaxStoresPerMemsetOptSize = 64;
}
