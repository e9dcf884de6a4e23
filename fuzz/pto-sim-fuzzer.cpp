//===-- pto-sim-fuzzer.cpp - Fuzz pto-sim's object loader and simulator --===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The input is an ELF object. The PTOSim library loads it as `pto-sim x.o`
// does and, if it loads, runs its first global code symbol for at most
// MaxFuzzCycles cycles on two 64x64 f32 buffers and a scalar, with race
// detection. A malformed object or kernel must end in an error, never a
// crash, an abort or a hang (docs/fuzzing.md).
//
//===----------------------------------------------------------------------===//

#include "Sim/ProgramImage.h"
#include "Sim/RaceDetector.h"
#include "Sim/Simulator.h"
#include "Sim/Statistics.h"
#include "llvm/BinaryFormat/Magic.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;
using namespace ptosim;

namespace {
constexpr uint64_t MaxFuzzCycles = 20000;
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  initializeTargetMC();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Bytes(reinterpret_cast<const char *>(Data), Size);
  file_magic Magic = identify_magic(Bytes);
  if (Magic != file_magic::elf_relocatable &&
      Magic != file_magic::elf_executable)
    return 0;
  SimConfig Config;
  Config.MaxCycles = MaxFuzzCycles;
  Expected<std::unique_ptr<ProgramImage>> Image =
      ProgramImage::create(Config.CPU);
  if (!Image)
    report_fatal_error(Image.takeError());
  if (Error E = (*Image)->loadObject(MemoryBufferRef(Bytes, "fuzz.o"))) {
    consumeError(std::move(E));
    return 0;
  }
  const std::set<std::string> &Kernels = (*Image)->codeSymbols();
  if (Kernels.empty())
    return 0;
  auto It = (*Image)->symbols().find(*Kernels.begin());
  if (It == (*Image)->symbols().end())
    return 0;
  uint64_t Entry = It->second;
  Expected<std::unique_ptr<Simulator>> Sim = Simulator::create(**Image, Config);
  if (!Sim)
    report_fatal_error(Sim.takeError());
  if (Error E = (*Sim)->setArguments(
          {"buf:f32:64x64:seed=1", "buf:f32:64x64", "64"})) {
    consumeError(std::move(E));
    return 0;
  }
  raw_null_ostream Null;
  const ProgramImage &Img = **Image;
  RaceDetector Races(
      Null, "pto-sim", [&Img](uint64_t A) { return Img.describe(A); }, 10);
  Statistics Stats;
  (*Sim)->addListener(Races);
  (*Sim)->addListener(Stats);
  if (Error E = (*Sim)->run(Entry))
    consumeError(std::move(E));
  Stats.print(Null, (*Sim)->cycles());
  return 0;
}
