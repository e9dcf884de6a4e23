//===-- PTOInstPrinter.cpp - Print PTO MCInsts as assembly ----------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The assembly syntax is documented in docs/isa.md.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOInstPrinter.h"
#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSymbol.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "asm-printer"

#define PRINT_ALIAS_INSTR
#include "PTOGenAsmWriter.inc"

void PTOInstPrinter::printInst(const MCInst *MI, uint64_t Address,
                               StringRef Annot, const MCSubtargetInfo &STI,
                               raw_ostream &O) {
  if (!printAliasInstr(MI, Address, O))
    printInstruction(MI, Address, O);
  printAnnotation(O, Annot);
}

void PTOInstPrinter::printRegName(raw_ostream &O, MCRegister Reg) {
  O << getRegisterName(Reg);
}

void PTOInstPrinter::printOperand(const MCInst *MI, unsigned OpNo,
                                  raw_ostream &O) {
  const MCOperand &Op = MI->getOperand(OpNo);
  if (Op.isReg()) {
    printRegName(O, Op.getReg());
    return;
  }
  if (Op.isImm()) {
    O << Op.getImm();
    return;
  }
  assert(Op.isExpr() && "unknown operand kind");
  MAI.printExpr(O, *Op.getExpr());
}

void PTOInstPrinter::printBranchTarget(const MCInst *MI, uint64_t Address,
                                       unsigned OpNo, raw_ostream &O) {
  const MCOperand &Op = MI->getOperand(OpNo);
  if (!Op.isImm())
    return printOperand(MI, OpNo, O);
  // A resolved PC-relative offset, as the disassembler produces it.
  int64_t Offset = Op.getImm();
  if (PrintBranchImmAsAddress)
    O << formatHex(Address + Offset);
  else
    O << ". " << (Offset < 0 ? "- " : "+ ") << (Offset < 0 ? -Offset : Offset);
}

void PTOInstPrinter::printPipeOperand(const MCInst *MI, unsigned OpNo,
                                      raw_ostream &O) {
  int64_t Enc = MI->getOperand(OpNo).getImm();
  if (const char *Name = PTO::getPipeName(Enc))
    O << "PIPE_" << Name;
  else
    O << "<invalid pipe " << Enc << '>';
}

void PTOInstPrinter::printTileAddr(const MCInst *MI, unsigned OpNo, unsigned AS,
                                   raw_ostream &O) {
  const PTO::PTOMemoryInfo *Mem = PTO::getMemory(AS);
  O << (Mem ? Mem->Name : "?") << '[';
  printOperand(MI, OpNo, O);
  O << " + ";
  printOperand(MI, OpNo + 1, O);
  O << ']';
}

void PTOInstPrinter::printCmpModeOperand(const MCInst *MI, unsigned OpNo,
                                         raw_ostream &O) {
  int64_t ID = MI->getOperand(OpNo).getImm();
  if (const PTO::PTOCmpModeInfo *M =
          isUInt<8>(ID) ? PTO::lookupCmpModeByID(ID) : nullptr)
    O << M->Name;
  else
    O << "<invalid cmp mode " << ID << '>';
}

void PTOInstPrinter::printDTypeOperand(const MCInst *MI, unsigned OpNo,
                                       raw_ostream &O) {
  int64_t ID = MI->getOperand(OpNo).getImm();
  if (const PTO::PTODTypeInfo *DT =
          isUInt<8>(ID) ? PTO::lookupDTypeByID(ID) : nullptr)
    O << DT->Name;
  else
    O << "<invalid dtype " << ID << '>';
}
