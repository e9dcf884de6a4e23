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

using namespace llvm;

extern "C" void LLVMInitializePTOTargetInfo();
extern "C" void LLVMInitializePTOTarget();
extern "C" void LLVMInitializePTOTargetMC();
extern "C" void LLVMInitializePTOAsmPrinter();

namespace {
struct PTOStaticRegistration {
  PTOStaticRegistration() {
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
