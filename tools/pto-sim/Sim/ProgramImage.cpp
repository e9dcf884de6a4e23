//===-- ProgramImage.cpp - The loaded program and its decoder -------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "ProgramImage.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "MCTargetDesc/PTOFixupKinds.h"
#include "MCTargetDesc/PTOObjectCheck.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/BinaryFormat/Magic.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/SourceMgr.h"

using namespace llvm;
using namespace ptosim;

extern "C" void LLVMInitializePTOTargetInfo();
extern "C" void LLVMInitializePTOTargetMC();
extern "C" void LLVMInitializePTOAsmParser();
extern "C" void LLVMInitializePTODisassembler();

void ptosim::initializeTargetMC() {
  LLVMInitializePTOTargetInfo();
  LLVMInitializePTOTargetMC();
  LLVMInitializePTOAsmParser();
  LLVMInitializePTODisassembler();
}

InstrDesc::InstrDesc(const MCInstrInfo &MCII, unsigned Opc)
    : Opcode(Opc), Pipe(PTOII::getPipe(MCII.get(Opc).TSFlags)) {
  for (unsigned N = 0; N < NumNames; ++N)
    Pos[N] = PTO::getNamedOperandIdx(Opc, PTO::OpName(N));
}

Expected<std::unique_ptr<ProgramImage>> ProgramImage::create(StringRef CPU) {
  std::unique_ptr<ProgramImage> P(new ProgramImage());
  P->CPU = CPU.str();
  P->TheTriple = Triple(Triple::normalize("pto-unknown-unknown-elf"));
  std::string Err;
  P->TheTarget = TargetRegistry::lookupTarget(P->TheTriple, Err);
  if (!P->TheTarget)
    return simError(Err);
  const Target &T = *P->TheTarget;
  P->MRI.reset(T.createMCRegInfo(P->TheTriple));
  P->MAI.reset(T.createMCAsmInfo(*P->MRI, P->TheTriple, P->MCOptions));
  P->MCII.reset(T.createMCInstrInfo());
  P->STI.reset(T.createMCSubtargetInfo(P->TheTriple, CPU, ""));
  if (!P->MRI || !P->MAI || !P->MCII || !P->STI)
    return simError("unable to create the PTO MC layer");
  if (!P->STI->isCPUStringValid(CPU))
    return simError("unknown CPU '" + CPU + "' (expected a3 or a5)");
  P->Gen = PTO::getGeneration(*P->STI);
  P->IP.reset(
      T.createMCInstPrinter(P->TheTriple, 0, *P->MAI, *P->MCII, *P->MRI));
  P->Ctx = std::make_unique<MCContext>(P->TheTriple, P->MAI.get(), P->MRI.get(),
                                       P->STI.get(), nullptr, &P->MCOptions);
  P->MOFI.reset(T.createMCObjectFileInfo(*P->Ctx, /*PIC=*/false));
  P->Ctx->setObjectFileInfo(P->MOFI.get());
  P->DisAsm.reset(T.createMCDisassembler(*P->STI, *P->Ctx));
  if (!P->DisAsm)
    return simError("the PTO target has no disassembler");
  return std::move(P);
}

Error ProgramImage::loadFile(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> BufOrErr =
      MemoryBuffer::getFileOrSTDIN(Path, /*IsText=*/false);
  if (!BufOrErr)
    return simError(Path + ": " + BufOrErr.getError().message());
  file_magic Magic = identify_magic((*BufOrErr)->getBuffer());
  if (Magic == file_magic::elf_relocatable ||
      Magic == file_magic::elf_executable)
    return loadObject((*BufOrErr)->getMemBufferRef());
  return loadAssembly(std::move(*BufOrErr));
}

Error ProgramImage::loadAssembly(std::unique_ptr<MemoryBuffer> Buf) {
  std::string Path = Buf->getBufferIdentifier().str();
  SourceMgr SrcMgr;
  SrcMgr.AddNewSourceBuffer(std::move(Buf), SMLoc());
  MCContext ACtx(TheTriple, MAI.get(), MRI.get(), STI.get(), &SrcMgr,
                 &MCOptions);
  std::unique_ptr<MCObjectFileInfo> AMOFI(
      TheTarget->createMCObjectFileInfo(ACtx, /*PIC=*/false));
  ACtx.setObjectFileInfo(AMOFI.get());
  SmallString<4096> ObjBytes;
  {
    raw_svector_ostream OS(ObjBytes);
    std::unique_ptr<MCCodeEmitter> CE(
        TheTarget->createMCCodeEmitter(*MCII, ACtx));
    std::unique_ptr<MCAsmBackend> MAB(
        TheTarget->createMCAsmBackend(*STI, *MRI, MCOptions));
    std::unique_ptr<MCObjectWriter> OW = MAB->createObjectWriter(OS);
    std::unique_ptr<MCStreamer> Str(TheTarget->createMCObjectStreamer(
        TheTriple, ACtx, std::move(MAB), std::move(OW), std::move(CE), *STI));
    std::unique_ptr<MCAsmParser> Parser(
        createMCAsmParser(SrcMgr, ACtx, *Str, *MAI));
    std::unique_ptr<MCTargetAsmParser> TAP(
        TheTarget->createMCAsmParser(*STI, *Parser, *MCII, MCOptions));
    if (!TAP)
      return simError("the PTO target has no assembly parser");
    Parser->setTargetParser(*TAP);
    if (Parser->Run(/*NoInitialTextSection=*/false) || ACtx.hadError())
      return simError(Path + ": assembly failed");
  }
  return loadObject(MemoryBufferRef(ObjBytes.str(), Path));
}

Error ProgramImage::loadObject(MemoryBufferRef Buf) {
  Expected<std::unique_ptr<object::ObjectFile>> ObjOrErr =
      object::ObjectFile::createObjectFile(Buf);
  if (!ObjOrErr)
    return ObjOrErr.takeError();
  // Sound section headers first: LLVM's iterators below trust them.
  if (Error E = PTO::checkObjectFile(**ObjOrErr))
    return E;
  auto *Obj = cast<object::ELFObjectFileBase>(ObjOrErr->get());

  // Lay out every allocated section in one program region.
  std::map<uint64_t, uint64_t> SecBase; // section index -> address
  std::vector<Symbolizer::Placement> Placements;
  Region Prog{ProgramBase, 0, "program", {}};
  for (object::SectionRef Sec : Obj->sections()) {
    object::ELFSectionRef ES(Sec);
    if (!(ES.getFlags() & ELF::SHF_ALLOC))
      continue;
    uint64_t Align = std::max<uint64_t>(Sec.getAlignment().value(), 8);
    uint64_t Off = alignTo(Prog.Bytes.size(), Align);
    SecBase[Sec.getIndex()] = ProgramBase + Off;
    Placements.push_back({Sec.getIndex(), ProgramBase + Off, Sec.getSize()});
    Prog.Bytes.resize(Off + Sec.getSize(), 0);
    if (!Sec.isBSS()) {
      Expected<StringRef> C = Sec.getContents();
      if (!C)
        return C.takeError();
      std::copy(C->begin(), C->end(), Prog.Bytes.begin() + Off);
    }
  }
  Prog.Size = Prog.Bytes.size();

  // Symbols.
  auto SymAddr = [&](const object::SymbolRef &Sym) -> Expected<uint64_t> {
    Expected<object::section_iterator> SI = Sym.getSection();
    if (!SI)
      return SI.takeError();
    Expected<uint64_t> V = Sym.getValue();
    if (!V)
      return V.takeError();
    if (*SI == Obj->section_end())
      return simError("undefined symbol");
    auto It = SecBase.find((*SI)->getIndex());
    if (It == SecBase.end())
      return simError("symbol in a section that is not loaded");
    return It->second + *V;
  };
  for (object::SymbolRef Sym : Obj->symbols()) {
    Expected<StringRef> Name = Sym.getName();
    if (!Name) {
      consumeError(Name.takeError());
      continue;
    }
    if (Name->empty())
      continue;
    Expected<uint64_t> A = SymAddr(Sym);
    if (!A) {
      consumeError(A.takeError());
      continue;
    }
    Symbols[Name->str()] = *A;
    Expected<object::section_iterator> SI = Sym.getSection();
    Expected<uint32_t> Flags = Sym.getFlags();
    if (SI && Flags && *SI != Obj->section_end() && (*SI)->isText() &&
        (*Flags & object::SymbolRef::SF_Global))
      CodeSymbols.insert(Name->str());
    if (!SI)
      consumeError(SI.takeError());
    if (!Flags)
      consumeError(Flags.takeError());
  }

  // RELA relocations (docs/isa.md, "ELF objects").
  for (object::SectionRef RelSec : Obj->sections()) {
    Expected<object::section_iterator> Target = RelSec.getRelocatedSection();
    if (!Target)
      return Target.takeError();
    if (*Target == Obj->section_end())
      continue;
    auto Base = SecBase.find((*Target)->getIndex());
    if (Base == SecBase.end())
      continue;
    for (object::RelocationRef R : RelSec.relocations()) {
      uint64_t P = Base->second + R.getOffset();
      uint64_t S = 0;
      object::symbol_iterator SI = R.getSymbol();
      std::string SymName = "<none>";
      if (SI != Obj->symbol_end()) {
        Expected<StringRef> N = SI->getName();
        if (N)
          SymName = N->str();
        else
          consumeError(N.takeError());
        Expected<uint64_t> A = SymAddr(*SI);
        if (!A) {
          consumeError(A.takeError());
          return simError("relocation against undefined symbol '" + SymName +
                          "' (pto-sim links a single object)");
        }
        S = *A;
      }
      Expected<int64_t> Addend = object::ELFRelocationRef(R).getAddend();
      if (!Addend)
        return Addend.takeError();
      uint64_t Off = P - ProgramBase;
      uint64_t Type = R.getType();
      uint64_t V = S + *Addend;
      unsigned Bytes = 4;
      switch (Type) {
      case PTO::R_PTO_NONE:
        continue;
      case PTO::R_PTO_IMM32:
      case PTO::R_PTO_32:
        break;
      case PTO::R_PTO_PCREL32:
        V -= P;
        break;
      case PTO::R_PTO_64:
        Bytes = 8;
        break;
      default:
        return simError("unknown relocation type " + Twine(Type));
      }
      if (Bytes == 4 && !isInt<32>(int64_t(V)) && !isUInt<32>(V))
        return simError("relocation against '" + SymName +
                        "' does not fit 32 bits");
      if (Off + Bytes > Prog.Bytes.size())
        return simError("relocation outside its section");
      std::memcpy(&Prog.Bytes[Off], &V, Bytes);
    }
  }
  Program = std::move(Prog);
  Code = &Program;
  Lines.load(MemoryBuffer::getMemBufferCopy(Buf.getBuffer(),
                                            Buf.getBufferIdentifier()),
             std::move(Placements));
  return Error::success();
}

Expected<const DecodedInst *> ProgramImage::decodeAt(uint64_t Addr) {
  auto It = Decoded.find(Addr);
  if (It != Decoded.end())
    return &It->second;
  const Region &Prog = *Code;
  if (Addr < Prog.Base || Addr >= Prog.Base + Prog.Size || Addr % 8)
    return simError("jump to 0x" + utohexstr(Addr, /*LowerCase=*/true) +
                    ", outside the program (or misaligned)");
  DecodedInst D;
  ArrayRef<uint8_t> Bytes(Prog.Bytes);
  Bytes = Bytes.slice(Addr - Prog.Base);
  if (DisAsm->getInstruction(D.Inst, D.Size, Bytes, Addr, nulls()) !=
      MCDisassembler::Success)
    return simError("invalid instruction encoding at 0x" +
                    utohexstr(Addr, /*LowerCase=*/true));
  unsigned Opc = D.Inst.getOpcode();
  D.Desc = &Descs.try_emplace(Opc, *MCII, Opc).first->second;
  raw_string_ostream OS(D.Text);
  IP->printInst(&D.Inst, Addr, "", *STI, OS);
  OS.flush();
  std::replace(D.Text.begin(), D.Text.end(), '\t', ' ');
  D.Text = StringRef(D.Text).trim().str();
  return &Decoded.emplace(Addr, std::move(D)).first->second;
}

// Issue 15 (X).
void ProgramImage::scanPipes(uint64_t Entry, unsigned &PipeMask,
                             bool &ReadsCoreType) {
  PipeMask = 0;
  ReadsCoreType = false;
  uint64_t End = Code->Base + Code->Size;
  for (const std::string &Name : CodeSymbols) {
    auto It = Symbols.find(Name);
    if (It != Symbols.end() && It->second > Entry)
      End = std::min(End, It->second);
  }
  for (uint64_t A = Entry; A + 8 <= End; A += 8) {
    Expected<const DecodedInst *> D = decodeAt(A);
    if (!D) {
      consumeError(D.takeError());
      continue;
    }
    unsigned Opc = (*D)->opcode();
    ReadsCoreType |= Opc == PTO::GET_CORE_TYPE;
    if ((*D)->pipe() != PTO::PIPE_S)
      PipeMask |= 1u << (*D)->pipe();
    if (Opc == PTO::SET_CROSS_FLAG && (*D)->imm(PTO::OpName::src) < PTO::PIPE_ALL)
      PipeMask |= 1u << (*D)->imm(PTO::OpName::src);
  }
  // Decoding is cached; what the scan decoded leaves no trace in a run.
  Decoded.clear();
}

const DecodedInst *ProgramImage::decoded(uint64_t Addr) const {
  auto It = Decoded.find(Addr);
  return It == Decoded.end() ? nullptr : &It->second;
}

std::string ProgramImage::describe(uint64_t Addr) const {
  std::string S = "0x" + utohexstr(Addr, /*LowerCase=*/true);
  // The nearest symbol at or before the address.
  std::string Best;
  uint64_t BestAddr = 0;
  for (auto &[Name, A] : Symbols)
    if (A <= Addr && A >= BestAddr && !StringRef(Name).starts_with(".L")) {
      Best = Name;
      BestAddr = A;
    }
  if (!Best.empty())
    S += " <" + Best + "+" + std::to_string(Addr - BestAddr) + ">";
  if (std::optional<SourceLine> L = Lines.lookup(Addr))
    S += " at " + L->str();
  if (const DecodedInst *D = decoded(Addr))
    S += " `" + D->Text + "`";
  return S;
}
