//===-- PTOPlugin.cpp - Load the PTO target into stock LLVM tools ---------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The one registration unit of PTOPlugin.so:
//  - `llc -load=PTOPlugin.so` only dlopens the library, so the target, its
//    MC layer, asm printer and passes register from a static initializer;
//  - `opt -load-pass-plugin=PTOPlugin.so` calls llvmGetPassPluginInfo, which
//    makes the PTO IR passes known to the new pass manager by name.
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/WithColor.h"
#include <cstdlib>

using namespace llvm;

extern "C" void LLVMInitializePTOTargetInfo();
extern "C" void LLVMInitializePTOTarget();
extern "C" void LLVMInitializePTOTargetMC();
extern "C" void LLVMInitializePTOAsmPrinter();

namespace {
/// The machine verifier ends with report_fatal_error("Found N machine code
/// errors.") after printing each error: an abort with a stack dump, as if the
/// tool had crashed. For MIR given to -run-pass that is an input error, so
/// the verdict becomes an `error:` and exit code 1, as llc gives for invalid
/// IR. Every other fatal error keeps LLVM's behaviour (the message, then
/// report_fatal_error aborts or exits as it would without a handler).
void fatalErrorHandler(void *, const char *Reason, bool GenCrashDiag) {
  StringRef R(Reason);
  if (R.starts_with("Found ") && R.ends_with(" machine code errors.")) {
    StringRef File = PTO::getLastInputName();
    if (!File.empty())
      errs() << (File == "-" ? "<stdin>" : File) << ": ";
    WithColor::error() << R << "\n";
    sys::RunInterruptHandlers(); // removes a partial output file
    std::exit(1);
  }
  errs() << "LLVM ERROR: " << R << "\n";
}

struct PTOStaticRegistration {
  PTOStaticRegistration() {
    // llc and opt install no handler of their own.
    install_fatal_error_handler(fatalErrorHandler);
    LLVMInitializePTOTargetInfo();
    LLVMInitializePTOTargetMC();
    LLVMInitializePTOTarget();
    LLVMInitializePTOAsmPrinter();
  }
};
PTOStaticRegistration Registration;
} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK ::llvm::PassPluginLibraryInfo
llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "PTO", LLVM_VERSION_STRING,
          [](PassBuilder &PB) { registerPTOPassBuilderCallbacks(PB); }};
}
