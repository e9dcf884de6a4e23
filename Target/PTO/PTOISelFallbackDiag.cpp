//===-- PTOISelFallbackDiag.cpp - Diagnose GlobalISel failures ------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// PTO has no SelectionDAG selector. GlobalISel runs with its abort disabled,
// so a function it cannot select is reset and handed to the "fallback"
// selector -- this pass. It reports an error naming the function (the
// GlobalISel remark with the failing instruction is available with
// -pass-remarks-missed=gisel) and leaves a well-formed empty body so the
// rest of the pipeline runs to completion and llc exits with an error
// instead of crashing. Functions PTOCheckIR already rejected never get here.
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "PTODebug.h"
#include "PTOSubtarget.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/InitializePasses.h"

using namespace llvm;

#define DEBUG_TYPE "pto-isel-fallback-diag"

PTO_STATISTIC(NumFailedFunctions,
              "Number of functions GlobalISel could not select");

namespace {
class PTOISelFallbackDiag : public MachineFunctionPass {
public:
  static char ID;
  PTOISelFallbackDiag() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "PTO instruction selection failure diagnostics";
  }

  bool runOnMachineFunction(MachineFunction &MF) override;
};
} // namespace

char PTOISelFallbackDiag::ID = 0;

INITIALIZE_PASS(PTOISelFallbackDiag, DEBUG_TYPE,
                "PTO instruction selection failure diagnostics", false, false)

bool PTOISelFallbackDiag::runOnMachineFunction(MachineFunction &MF) {
  if (MF.getProperties().hasSelected())
    return false;

  ++NumFailedFunctions;
  const Function &F = MF.getFunction();
  DebugLoc DL;
  if (DISubprogram *SP = F.getSubprogram())
    DL = DILocation::get(F.getContext(), SP->getLine(), 0, SP);
  F.getContext().diagnose(DiagnosticInfoUnsupported(
      F,
      "instruction selection failed for this function (rerun with "
      "-pass-remarks-missed=gisel for the instruction)",
      DL));

  // Leave a valid, empty function behind so the pipeline completes.
  MF.getSubtarget<PTOSubtarget>().getInstrInfo()->replaceWithEmptyBody(MF);
  return true;
}

FunctionPass *llvm::createPTOISelFallbackDiagPass() {
  return new PTOISelFallbackDiag();
}
