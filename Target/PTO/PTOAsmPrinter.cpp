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
#include "llvm/MC/MCInst.h"
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
    PTOMCInstLower Lower(OutContext, *this);
    MCInst Inst;
    Lower.lower(*MI, Inst);
    EmitToStreamer(*OutStreamer, Inst);
  }
};
} // namespace

char PTOAsmPrinter::ID = 0;

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializePTOAsmPrinter() {
  RegisterAsmPrinter<PTOAsmPrinter> X(getThePTOTarget());
}
