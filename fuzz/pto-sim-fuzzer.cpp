//===-- pto-sim-fuzzer.cpp - Fuzz pto-sim's object loader and simulator --===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The input is an ELF object. pto-sim.cpp (compiled without main) loads it
// as `pto-sim x.o` does and, if it loads, runs its first global code symbol
// for at most MaxFuzzCycles cycles on two 64x64 f32 buffers and a scalar,
// with race detection. A malformed object or kernel must end in an error,
// never a crash, an abort or a hang (docs/fuzzing.md).
//
//===----------------------------------------------------------------------===//

#define PTO_SIM_NO_MAIN
#include "../tools/pto-sim/pto-sim.cpp"

namespace {
constexpr uint64_t MaxFuzzCycles = 20000;
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  LLVMInitializePTOTargetInfo();
  LLVMInitializePTOTargetMC();
  LLVMInitializePTOAsmParser();
  LLVMInitializePTODisassembler();
  MaxCycles = MaxFuzzCycles;
  ArgSpecs.push_back("buf:f32:64x64:seed=1");
  ArgSpecs.push_back("buf:f32:64x64");
  ArgSpecs.push_back("64");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  file_magic Magic = identify_magic(
      StringRef(reinterpret_cast<const char *>(Data), Size));
  if (Magic != file_magic::elf_relocatable &&
      Magic != file_magic::elf_executable)
    return 0;
  Sim S;
  if (Error E = S.setup())
    report_fatal_error(std::move(E));
  S.Ctx = std::make_unique<MCContext>(S.TheTriple, S.MAI.get(), S.MRI.get(),
                                      S.STI.get(), nullptr, &S.MCOptions);
  S.MOFI.reset(S.TheTarget->createMCObjectFileInfo(*S.Ctx, false));
  S.Ctx->setObjectFileInfo(S.MOFI.get());
  S.DisAsm.reset(S.TheTarget->createMCDisassembler(*S.STI, *S.Ctx));
  MemoryBufferRef Ref(
      StringRef(reinterpret_cast<const char *>(Data), Size), "fuzz.o");
  if (Error E = S.loadObject(Ref)) {
    consumeError(std::move(E));
    return 0;
  }
  if (S.CodeSymbols.empty())
    return 0;
  auto It = S.Symbols.find(*S.CodeSymbols.begin());
  if (It == S.Symbols.end())
    return 0;
  if (Error E = S.setupArgs()) {
    consumeError(std::move(E));
    return 0;
  }
  if (Error E = S.run(It->second))
    consumeError(std::move(E));
  raw_null_ostream Null;
  S.printStats(Null);
  return 0;
}
