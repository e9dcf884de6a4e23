//===-- PTOObjectCheck.cpp - Validate a PTO ELF object --------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "PTOObjectCheck.h"
#include "PTOFixupKinds.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
using namespace llvm::object;

/// The largest section alignment accepted: far above anything the assembler
/// emits (the largest on-chip alignment is 512 bytes), small enough that
/// laying sections out cannot overflow.
static constexpr uint64_t MaxSectionAlign = 1 << 16;

Error PTO::checkObjectFile(const ObjectFile &Obj, uint64_t MaxAllocBytes) {
  StringRef File = Obj.getFileName();
  auto Fail = [&](const Twine &Msg) {
    return createStringError(inconvertibleErrorCode(), File + ": " + Msg);
  };
  const auto *ELFObj = dyn_cast<ELF64LEObjectFile>(&Obj);
  if (!ELFObj)
    return Fail("not a PTO object (expected a little-endian ELFCLASS64 "
                "ELF file)");
  using ELFT = ELF64LE;
  const ELFFile<ELFT> &EF = ELFObj->getELFFile();
  if (EF.getHeader().e_machine != PTO::EM_PTO)
    return Fail("not a PTO object (e_machine 0x" +
                utohexstr(EF.getHeader().e_machine) + ", expected 0x" +
                utohexstr(PTO::EM_PTO) + ")");
  Expected<ArrayRef<ELFT::Shdr>> SecsOrErr = EF.sections();
  if (!SecsOrErr)
    return Fail(toString(SecsOrErr.takeError()));
  ArrayRef<ELFT::Shdr> Secs = *SecsOrErr;
  const uint64_t FileSize = EF.getBufSize();

  auto IsSymtab = [&](uint32_t Index) {
    return Index < Secs.size() && (Secs[Index].sh_type == ELF::SHT_SYMTAB ||
                                   Secs[Index].sh_type == ELF::SHT_DYNSYM);
  };
  uint64_t AllocBytes = 0;
  for (size_t I = 0; I < Secs.size(); ++I) {
    const ELFT::Shdr &S = Secs[I];
    std::string Sec = "section " + std::to_string(I);
    if (S.sh_type != ELF::SHT_NOBITS &&
        (S.sh_offset > FileSize || S.sh_size > FileSize - S.sh_offset))
      return Fail(Sec + ": contents (offset 0x" + utohexstr(S.sh_offset) +
                  ", size 0x" + utohexstr(S.sh_size) +
                  ") extend past the end of the file (size 0x" +
                  utohexstr(FileSize) + ")");
    if (S.sh_addralign > MaxSectionAlign ||
        (S.sh_addralign > 1 && !isPowerOf2_64(S.sh_addralign)))
      return Fail(Sec + ": alignment " + Twine(S.sh_addralign) +
                  " is not a power of two up to " + Twine(MaxSectionAlign));
    if (S.sh_flags & ELF::SHF_ALLOC) {
      // Both terms are bounded, so the sum cannot wrap.
      if (S.sh_size > MaxAllocBytes ||
          (AllocBytes += S.sh_size + S.sh_addralign) > MaxAllocBytes)
        return Fail(Sec + ": the allocated sections total more than " +
                    Twine(MaxAllocBytes) + " bytes");
    }
    auto CheckTable = [&](uint64_t EntSize, const char *Kind) -> Error {
      if (S.sh_entsize != EntSize || S.sh_size % EntSize)
        return Fail(Sec + ": " + Kind + " with sh_entsize " +
                    Twine(S.sh_entsize) + " and sh_size " + Twine(S.sh_size) +
                    " (entries are " + Twine(EntSize) + " bytes)");
      return Error::success();
    };
    switch (S.sh_type) {
    case ELF::SHT_SYMTAB:
    case ELF::SHT_DYNSYM:
      if (Error E = CheckTable(sizeof(ELFT::Sym), "symbol table"))
        return E;
      if (S.sh_link >= Secs.size() ||
          Secs[S.sh_link].sh_type != ELF::SHT_STRTAB)
        return Fail(Sec + ": symbol table whose sh_link " +
                    Twine(S.sh_link) + " is not a string table");
      break;
    case ELF::SHT_RELA:
      if (Error E = CheckTable(sizeof(ELFT::Rela), "relocation section"))
        return E;
      break;
    case ELF::SHT_REL:
    case ELF::SHT_CREL:
      return Fail(Sec + ": PTO objects have RELA relocations only (sh_type " +
                  Twine(S.sh_type) + ")");
    default:
      break;
    }
  }

  // Relocations, now that every symbol table is known to be sound.
  for (size_t I = 0; I < Secs.size(); ++I) {
    const ELFT::Shdr &S = Secs[I];
    if (S.sh_type != ELF::SHT_RELA)
      continue;
    std::string Sec = "section " + std::to_string(I);
    if (!IsSymtab(S.sh_link))
      return Fail(Sec + ": relocation section whose sh_link " +
                  Twine(S.sh_link) + " is not a symbol table");
    if (S.sh_info >= Secs.size())
      return Fail(Sec + ": relocation section for section " +
                  Twine(S.sh_info) + ", which does not exist");
    uint64_t NumSyms = Secs[S.sh_link].sh_size / sizeof(ELFT::Sym);
    Expected<ArrayRef<ELFT::Rela>> Relas = EF.relas(S);
    if (!Relas)
      return Fail(Sec + ": " + toString(Relas.takeError()));
    for (const ELFT::Rela &R : *Relas)
      if (R.getSymbol(/*IsMips64EL=*/false) >= NumSyms)
        return Fail(Sec + ": relocation at offset 0x" + utohexstr(R.r_offset) +
                    " against symbol " + Twine(R.getSymbol(false)) + " of " +
                    Twine(NumSyms));
  }
  return Error::success();
}
