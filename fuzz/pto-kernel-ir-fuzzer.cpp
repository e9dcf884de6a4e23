//===-- pto-kernel-ir-fuzzer.cpp - Fuzz the kernel-IR verifier ------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Inputs are bitcode modules; libFuzzer mutates them with LLVM's IRMutator
// (LLVMFuzzerCustomMutator, as llvm-isel-fuzzer does), so every input the
// target sees is valid IR: kernels whose builtin calls lost, gained or
// swapped operands, instructions and blocks. The kernel-IR verifier
// (pto-verify-kernel) and pto-check-ir run on every function; they must
// report, never crash (docs/fuzzing.md).
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "PTOCoreSections.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/FuzzMutate/FuzzerCLI.h"
#include "llvm/FuzzMutate/IRMutator.h"
#include "llvm/FuzzMutate/Operations.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include <memory>

using namespace llvm;

namespace {
std::unique_ptr<IRMutator> Mutator;

std::unique_ptr<IRMutator> createMutator() {
  std::vector<TypeGetter> Types{
      Type::getInt1Ty,  Type::getInt8Ty,  Type::getInt16Ty, Type::getInt32Ty,
      Type::getInt64Ty, Type::getFloatTy, Type::getHalfTy};
  std::vector<std::unique_ptr<IRMutationStrategy>> Strategies;
  Strategies.push_back(std::make_unique<InjectorIRStrategy>(
      InjectorIRStrategy::getDefaultOps()));
  Strategies.push_back(std::make_unique<InstDeleterIRStrategy>());
  Strategies.push_back(std::make_unique<InstModificationIRStrategy>());
  Strategies.push_back(std::make_unique<InsertCFGStrategy>());
  Strategies.push_back(std::make_unique<InsertPHIStrategy>());
  Strategies.push_back(std::make_unique<SinkInstructionStrategy>());
  Strategies.push_back(std::make_unique<ShuffleBlockStrategy>());
  return std::make_unique<IRMutator>(std::move(Types), std::move(Strategies));
}

void ignoreDiag(const DiagnosticInfo *, void *) {}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  Mutator = createMutator();
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *Data, size_t Size,
                                          size_t MaxSize, unsigned Seed) {
  LLVMContext Ctx;
  Ctx.setDiagnosticHandlerCallBack(ignoreDiag);
  std::unique_ptr<Module> M = parseModule(Data, Size, Ctx);
  if (!M)
    M = std::make_unique<Module>("fuzz", Ctx);
  Mutator->mutateModule(*M, Seed, MaxSize);
  if (verifyModule(*M, &nulls()))
    return 0;
  return writeModule(*M, Data, MaxSize);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size <= 1)
    return 0;
  LLVMContext Ctx;
  Ctx.setDiagnosticHandlerCallBack(ignoreDiag); // reports are expected
  Expected<std::unique_ptr<Module>> MOrErr = parseBitcodeFile(
      MemoryBufferRef(StringRef(reinterpret_cast<const char *>(Data), Size),
                      "fuzz.bc"),
      Ctx);
  if (!MOrErr) {
    consumeError(MOrErr.takeError());
    return 0;
  }
  Module &M = **MOrErr;
  if (verifyModule(M, &nulls()))
    return 0;

  FunctionAnalysisManager FAM;
  PassBuilder PB;
  PB.registerFunctionAnalyses(FAM);
  // The kernel verifier's own analysis (mix-kernel core sections).
  FAM.registerPass([] { return PTOCoreSectionsAnalysis(); });
  FunctionPassManager FPM;
  FPM.addPass(PTOVerifyKernelPass());
  FPM.addPass(PTOCheckIRPass());
  for (Function &F : M)
    if (!F.isDeclaration())
      FPM.run(F, FAM);
  return 0;
}
