//===-- pto-mc-fuzzer.cpp - Fuzz the PTO assembler and disassembler -------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Two libFuzzer targets over pto-mc's own code paths (pto-mc.cpp compiled
// without main):
//  - PTO_FUZZ_ASSEMBLER: the input is assembly text, assembled into an ELF
//    object in memory; an object that assembles is disassembled again.
//  - PTO_FUZZ_DISASSEMBLER: the input is bytes: an ELF object goes through
//    pto-mc --disassemble, anything else is decoded as instruction words.
// Every malformed input must end in a diagnostic, never a crash, an abort
// or a hang (docs/fuzzing.md).
//
//===----------------------------------------------------------------------===//

#define PTO_MC_NO_MAIN
#include "../tools/pto-mc/pto-mc.cpp"

namespace {
MCEnv *Env = nullptr;

void ignoreDiag(const SMDiagnostic &, void *) {}

/// pto-mc --disassemble of \p Ref into a null stream.
void disassembleBytes(MemoryBufferRef Ref) {
  SourceMgr SrcMgr;
  SrcMgr.setDiagHandler(ignoreDiag);
  MCContext Ctx(Env->TheTriple, Env->MAI.get(), Env->MRI.get(), Env->STI.get(),
                &SrcMgr, &Env->Options);
  std::unique_ptr<MCObjectFileInfo> MOFI(
      Env->TheTarget->createMCObjectFileInfo(Ctx, /*PIC=*/false));
  Ctx.setObjectFileInfo(MOFI.get());
  std::unique_ptr<MCDisassembler> DisAsm(
      Env->TheTarget->createMCDisassembler(*Env->STI, Ctx));
  raw_null_ostream Null;
  std::unique_ptr<buffer_ostream> BOS;
  FileType = OFT_AssemblyFile;
  std::unique_ptr<MCStreamer> Str =
      createStreamer(*Env, Ctx, Null, /*Seekable=*/true, BOS);
  file_magic Magic = identify_magic(Ref.getBuffer());
  if (Magic == file_magic::elf_relocatable ||
      Magic == file_magic::elf_executable ||
      Magic == file_magic::elf_shared_object) {
    disassembleObject(*Env, Ctx, *Str, *DisAsm, Ref);
  } else {
    Str->initSections(/*NoExecStack=*/false, *Env->STI);
    ArrayRef<uint8_t> Bytes = arrayRefFromStringRef(Ref.getBuffer());
    for (uint64_t Index = 0; Index < Bytes.size();) {
      MCInst Inst;
      uint64_t Size = 0;
      if (DisAsm->getInstruction(Inst, Size, Bytes.slice(Index), Index,
                                 nulls()) == MCDisassembler::Success)
        Str->emitInstruction(Inst, *Env->STI);
      Index += Size ? Size : 8;
    }
  }
  Str->finish();
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  LLVMInitializePTOTargetInfo();
  LLVMInitializePTOTargetMC();
  LLVMInitializePTOAsmParser();
  LLVMInitializePTODisassembler();
  Env = new MCEnv;
  if (!setupEnv(*Env))
    report_fatal_error("pto-mc-fuzzer: cannot set up the PTO target");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Input(reinterpret_cast<const char *>(Data), Size);
#ifdef PTO_FUZZ_ASSEMBLER
  SmallString<1024> Obj;
  {
    SourceMgr SrcMgr;
    SrcMgr.setDiagHandler(ignoreDiag);
    SrcMgr.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(Input, "fuzz.s"),
                              SMLoc());
    MCContext Ctx(Env->TheTriple, Env->MAI.get(), Env->MRI.get(),
                  Env->STI.get(), &SrcMgr, &Env->Options);
    std::unique_ptr<MCObjectFileInfo> MOFI(
        Env->TheTarget->createMCObjectFileInfo(Ctx, /*PIC=*/false));
    Ctx.setObjectFileInfo(MOFI.get());
    raw_svector_ostream OS(Obj);
    std::unique_ptr<buffer_ostream> BOS;
    FileType = OFT_ObjectFile;
    std::unique_ptr<MCStreamer> Str =
        createStreamer(*Env, Ctx, OS, /*Seekable=*/true, BOS);
    int Res = assemble(*Env, SrcMgr, Ctx, *Str);
    Str.reset();
    if (Res || Ctx.hadError())
      return 0;
  }
  disassembleBytes(MemoryBufferRef(Obj.str(), "fuzz.o"));
#else
  disassembleBytes(MemoryBufferRef(Input, "fuzz.o"));
#endif
  return 0;
}
