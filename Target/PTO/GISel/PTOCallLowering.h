//===-- PTOCallLowering.h - Call lowering for GlobalISel --------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_GISEL_PTOCALLLOWERING_H
#define LLVM_LIB_TARGET_PTO_GISEL_PTOCALLLOWERING_H

#include "llvm/CodeGen/GlobalISel/CallLowering.h"

namespace llvm {
class PTOTargetLowering;

class PTOCallLowering : public CallLowering {
public:
  explicit PTOCallLowering(const PTOTargetLowering &TLI);

  bool canLowerReturn(MachineFunction &MF, CallingConv::ID CallConv,
                      SmallVectorImpl<BaseArgInfo> &Outs,
                      bool IsVarArg) const override;
  bool lowerReturn(MachineIRBuilder &MIRBuilder, const Value *Val,
                   ArrayRef<Register> VRegs,
                   FunctionLoweringInfo &FLI) const override;
  bool lowerFormalArguments(MachineIRBuilder &MIRBuilder, const Function &F,
                            ArrayRef<ArrayRef<Register>> VRegs,
                            FunctionLoweringInfo &FLI) const override;
  bool lowerCall(MachineIRBuilder &MIRBuilder,
                 CallLoweringInfo &Info) const override;

private:
  /// Turns a call of a `pto.*` tile builtin into its G_PTO_* generic opcode
  /// with MachineMemOperands for everything it reads and writes.
  bool lowerBuiltinCall(MachineIRBuilder &MIRBuilder,
                        CallLoweringInfo &Info) const;
};

} // namespace llvm

#endif
