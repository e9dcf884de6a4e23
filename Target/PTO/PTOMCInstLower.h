//===-- PTOMCInstLower.h - Lower MachineInstr to MCInst ---------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOMCINSTLOWER_H
#define LLVM_LIB_TARGET_PTO_PTOMCINSTLOWER_H

namespace llvm {
class AsmPrinter;
class MCContext;
class MCInst;
class MCOperand;
class MachineInstr;
class MachineOperand;

class PTOMCInstLower {
  MCContext &Ctx;
  AsmPrinter &Printer;

public:
  PTOMCInstLower(MCContext &Ctx, AsmPrinter &Printer)
      : Ctx(Ctx), Printer(Printer) {}
  void lower(const MachineInstr &MI, MCInst &OutMI) const;
  bool lowerOperand(const MachineOperand &MO, MCOperand &MCOp) const;
};

} // namespace llvm

#endif
