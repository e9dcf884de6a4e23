//===-- PTOMCInstLower.cpp - Lower MachineInstr to MCInst -----------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "PTOMCInstLower.h"
#include "llvm/CodeGen/AsmPrinter.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

static MCOperand symbolOperand(MCContext &Ctx, const MCSymbol *Sym,
                               int64_t Offset) {
  const MCExpr *Expr = MCSymbolRefExpr::create(Sym, Ctx);
  if (Offset)
    Expr = MCBinaryExpr::createAdd(Expr, MCConstantExpr::create(Offset, Ctx),
                                   Ctx);
  return MCOperand::createExpr(Expr);
}

bool PTOMCInstLower::lowerOperand(const MachineOperand &MO,
                                  MCOperand &MCOp) const {
  switch (MO.getType()) {
  case MachineOperand::MO_Register:
    if (MO.isImplicit())
      return false;
    MCOp = MCOperand::createReg(MO.getReg());
    return true;
  case MachineOperand::MO_Immediate:
    MCOp = MCOperand::createImm(MO.getImm());
    return true;
  case MachineOperand::MO_MachineBasicBlock:
    MCOp = symbolOperand(Ctx, MO.getMBB()->getSymbol(), 0);
    return true;
  case MachineOperand::MO_GlobalAddress:
    MCOp = symbolOperand(Ctx, Printer.getSymbol(MO.getGlobal()),
                         MO.getOffset());
    return true;
  case MachineOperand::MO_ExternalSymbol:
    MCOp = symbolOperand(
        Ctx, Printer.GetExternalSymbolSymbol(MO.getSymbolName()),
        MO.getOffset());
    return true;
  case MachineOperand::MO_MCSymbol:
    MCOp = symbolOperand(Ctx, MO.getMCSymbol(), MO.getOffset());
    return true;
  case MachineOperand::MO_RegisterMask:
    return false;
  default:
    report_fatal_error("PTO: unsupported machine operand in MC lowering");
  }
}

void PTOMCInstLower::lower(const MachineInstr &MI, MCInst &OutMI) const {
  OutMI.setOpcode(MI.getOpcode());
  for (const MachineOperand &MO : MI.operands()) {
    MCOperand MCOp;
    if (lowerOperand(MO, MCOp))
      OutMI.addOperand(MCOp);
  }
}
