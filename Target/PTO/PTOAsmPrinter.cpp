//===-- PTOAsmPrinter.cpp - PTO LLVM assembly writer ----------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Emits PTO machine code as assembly text or, through the MC layer, as an
// object file.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOInstPrinter.h"
#include "PTOMCInstLower.h"
#include "PTOTargetMachine.h"
#include "TargetInfo/PTOTargetInfo.h"
#include "llvm/CodeGen/AsmPrinter.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstBuilder.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"

using namespace llvm;

#define DEBUG_TYPE "asm-printer"

namespace {
class PTOAsmPrinter : public AsmPrinter {
public:
  static char ID;

  PTOAsmPrinter(TargetMachine &TM, std::unique_ptr<MCStreamer> Streamer)
      : AsmPrinter(TM, std::move(Streamer), ID) {}

  StringRef getPassName() const override { return "PTO Assembly Printer"; }

  void emitInstruction(const MachineInstr *MI) override {
    // Slot marks only inform the synchronization passes.
    if (MI->getOpcode() == PTO::SLOT_MARK)
      return;
    if (MI->getOpcode() == PTO::SET_FLAG_SLOT ||
        MI->getOpcode() == PTO::WAIT_FLAG_SLOT) {
      emitSlotFlag(*MI);
      return;
    }
    PTOMCInstLower Lower(OutContext, *this);
    // One MCInst for the function's instructions: a tile instruction has
    // more operands than an MCInst holds inline, and clear() keeps the
    // grown storage (issue 17: an allocation per instruction).
    Inst.clear();
    Lower.lower(*MI, Inst);
    EmitToStreamer(*OutStreamer, Inst);
  }

private:
  MCInst Inst;

public:

  /// A flag per slot (PTOInstrInfo.td, SET_FLAG_SLOT): the slot register
  /// selects the ID.
  ///     bne   slot, zero, 1f
  ///     set_flag src, dst, id0
  ///     j     2f
  /// 1:  set_flag src, dst, id1
  /// 2:
  void emitSlotFlag(const MachineInstr &MI) {
    unsigned Opc =
        MI.getOpcode() == PTO::SET_FLAG_SLOT ? PTO::SET_FLAG : PTO::WAIT_FLAG;
    MCSymbol *Odd = OutContext.createTempSymbol();
    MCSymbol *Done = OutContext.createTempSymbol();
    auto Flag = [&](int64_t Id) {
      EmitToStreamer(*OutStreamer, MCInstBuilder(Opc)
                                       .addImm(MI.getOperand(0).getImm())
                                       .addImm(MI.getOperand(1).getImm())
                                       .addImm(Id));
    };
    EmitToStreamer(*OutStreamer,
                   MCInstBuilder(PTO::BNE)
                       .addReg(MI.getOperand(4).getReg())
                       .addReg(PTO::X0)
                       .addExpr(MCSymbolRefExpr::create(Odd, OutContext)));
    Flag(MI.getOperand(2).getImm());
    EmitToStreamer(*OutStreamer,
                   MCInstBuilder(PTO::J).addExpr(
                       MCSymbolRefExpr::create(Done, OutContext)));
    OutStreamer->emitLabel(Odd);
    Flag(MI.getOperand(3).getImm());
    OutStreamer->emitLabel(Done);
  }
};
} // namespace

char PTOAsmPrinter::ID = 0;

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializePTOAsmPrinter() {
  RegisterAsmPrinter<PTOAsmPrinter> X(getThePTOTarget());
}
