//===-- pto-mir-fuzzer.cpp - Fuzz MIR machineFunctionInfo parsing ---------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The input is the YAML of a function's machineFunctionInfo (its
// tileAllocations list), spliced into a fixed MIR function with views, a
// join and in-place updates. The MIR parser reads it
// (PTOTargetMachine::parseMachineFunctionInfo); a function that parses is
// verified, then pto-verify-tile-storage and pto-lower-tile-operands run on
// it as `llc -run-pass` would. A malformed allocation must end in a
// diagnostic, never a crash, an abort or a hang (docs/fuzzing.md).
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "llvm/CodeGen/MIRParser/MIRParser.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include <memory>

using namespace llvm;

extern "C" void LLVMInitializePTOTargetInfo();
extern "C" void LLVMInitializePTOTarget();
extern "C" void LLVMInitializePTOTargetMC();
extern "C" void LLVMInitializePTOAsmPrinter();

namespace {
std::unique_ptr<TargetMachine> TM;

// failsVerification keeps the parser from verifying (and aborting on) the
// function: the target verifies it below without aborting.
const char *Head = R"(--- |
  target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-n64-S128"
  target triple = "pto-unknown-unknown"
  define void @k() {
    ret void
  }
...
---
name:            k
tracksRegLiveness: true
isSSA:           true
failsVerification: true
registers:
  - { id: 0, class: gpr }
  - { id: 1, class: gpr }
  - { id: 2, class: tilevec }
  - { id: 3, class: tilevec }
  - { id: 4, class: tilevec }
  - { id: 5, class: tilevec }
  - { id: 6, class: tilevec }
  - { id: 7, class: tilevec }
  - { id: 8, class: tilevec }
  - { id: 9, class: tilevec }
machineFunctionInfo:
)";

const char *Body = R"(
body:             |
  bb.0:
    successors: %bb.2, %bb.1
    liveins: $x8, $x9

    %0:gpr = COPY $x8
    %1:gpr = COPY $x9
    %2:tilevec = TLOAD_VEC %0, %1, 32, 16, 2
    %3:tilevec = TVIEW_VEC %2, 16, 0, 16, 16, 2
    %4:tilevec = TLOAD_VEC %0, %1, 16, 16, 2
    %5:tilevec = TADD %3, %4, 16, 16, 2
    BNE %1, $x0, %bb.2
    J %bb.1

  bb.1:
    successors: %bb.3

    %6:tilevec = TEXP %4, 16, 16, 2
    J %bb.3

  bb.2:
    successors: %bb.3

    %7:tilevec = TNEG %4, 16, 16, 2
    J %bb.3

  bb.3:
    %8:tilevec = PHI %6, %bb.1, %7, %bb.2
    %9:tilevec = TSETVAL %8, 0, 0, %1, 16, 16, 2
    TSTORE_VEC %0, %1, %9, 2
    TSTORE_VEC %0, %1, %5, 2
    RET
...
)";
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  LLVMInitializePTOTargetInfo();
  LLVMInitializePTOTargetMC();
  LLVMInitializePTOTarget();
  LLVMInitializePTOAsmPrinter();
  PassRegistry &R = *PassRegistry::getPassRegistry();
  initializeCore(R);
  initializeCodeGen(R);
  initializeTarget(R);
  Triple TT("pto-unknown-unknown");
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(TT, Err);
  if (!T)
    report_fatal_error("pto-mir-fuzzer: " + Twine(Err));
  TM.reset(T->createTargetMachine(TT, "a3", "", TargetOptions(),
                                  Reloc::Static));
  if (!TM)
    report_fatal_error("pto-mir-fuzzer: no PTO target machine");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  // The input, indented under machineFunctionInfo:.
  std::string Text = Head;
  Text += "  ";
  for (size_t I = 0; I < Size; ++I) {
    char C = char(Data[I]);
    if (C == '\0')
      return 0;
    Text += C;
    if (C == '\n')
      Text += "  ";
  }
  Text += Body;

  LLVMContext Ctx;
  Ctx.setDiagnosticHandlerCallBack(
      [](const DiagnosticInfo *, void *) {}); // errors are expected
  std::unique_ptr<MIRParser> MIR =
      createMIRParser(MemoryBuffer::getMemBuffer(Text, "fuzz.mir"), Ctx);
  if (!MIR)
    return 0;
  std::unique_ptr<Module> M = MIR->parseIRModule();
  if (!M)
    return 0;
  M->setDataLayout(TM->createDataLayout());

  legacy::PassManager PM;
  auto *MMIWP = new MachineModuleInfoWrapperPass(TM.get());
  TargetPassConfig *TPC = TM->createPassConfig(PM);
  TPC->setDisableVerify(true);
  PM.add(TPC);
  PM.add(MMIWP);
  if (MIR->parseMachineFunctions(*M, MMIWP->getMMI()))
    return 0;
  Function *F = M->getFunction("k");
  MachineFunction *MF = F ? MMIWP->getMMI().getMachineFunction(*F) : nullptr;
  if (!MF || !MF->verify(nullptr, nullptr, &nulls(), /*AbortOnError=*/false))
    return 0;
  PM.add(createPTOVerifyTileStoragePass());
  PM.add(createPTOLowerTileOperandsPass());
  TPC->setInitialized();
  PM.run(*M);
  return 0;
}
