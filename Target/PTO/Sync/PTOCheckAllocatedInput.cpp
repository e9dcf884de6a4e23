//===-- PTOCheckAllocatedInput.cpp - The sync passes' input is allocated
//---===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// pto-insert-sync and pto-verify-sync run after register allocation: their
// accesses, slot registers and row strides (UniqueReachingDefs, by register
// unit) are physical registers. On a function that still has virtual
// registers (MIR stopped before register allocation and given to -run-pass)
// their answers would be wrong, and the legacy pass manager of a release
// LLVM does not check the NoVRegs property. This pass is required by both
// sync passes: it reports such a function with an `error:` that says where
// to stop instead, and leaves an empty body, so that the analyses and
// passes after it see a valid, allocated function and llc exits with the
// error.
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "PTOSubtarget.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "pto-check-allocated-input"

namespace {
class PTOCheckAllocatedInput : public MachineFunctionPass {
public:
  static char ID;
  PTOCheckAllocatedInput() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "PTO check that the sync passes' input is register-allocated";
  }
  /// All: it changes nothing on valid input, and on invalid input it leaves
  /// an empty body before any machine analysis of the sync passes is built
  /// (their IR-level analyses, alias analysis among them, stay valid).
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};
} // namespace

char PTOCheckAllocatedInput::ID = 0;
char &llvm::PTOCheckAllocatedInputID = PTOCheckAllocatedInput::ID;

INITIALIZE_PASS(PTOCheckAllocatedInput, DEBUG_TYPE,
                "PTO check that the sync passes' input is register-allocated",
                false, false)

bool PTOCheckAllocatedInput::runOnMachineFunction(MachineFunction &MF) {
  MachineRegisterInfo &MRI = MF.getRegInfo();
  // No virtual register exists (the register allocator's rewriter clears
  // them): no operand can name one (issue 17: the walk over every operand
  // was a few ms per run at 10k tile ops).
  if (MRI.getNumVirtRegs() == 0)
    return false;
  // The first virtual register with an operand, in instruction order.
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      for (const MachineOperand &MO : MI.operands()) {
        if (!MO.isReg() || !MO.getReg().isVirtual())
          continue;
        std::string Text;
        raw_string_ostream OS(Text);
        OS << "the pipe synchronization passes run after register "
              "allocation, but this function still has virtual registers ("
           << printReg(MO.getReg(), MRI.getTargetRegisterInfo()) << " in "
           << MF.getSubtarget().getInstrInfo()->getName(MI.getOpcode())
           << "); give them MIR from -stop-before=pto-insert-sync (or "
              "-stop-after=virtregrewriter, or later)";
        const Function &F = MF.getFunction();
        F.getContext().diagnose(
            DiagnosticInfoUnsupported(F, Text, MI.getDebugLoc()));
        MF.getSubtarget<PTOSubtarget>().getInstrInfo()->replaceWithEmptyBody(
            MF);
        return true;
      }
  return false;
}

FunctionPass *llvm::createPTOCheckAllocatedInputPass() {
  return new PTOCheckAllocatedInput();
}
