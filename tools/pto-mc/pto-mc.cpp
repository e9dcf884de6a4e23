//===-- pto-mc.cpp - Machine code driver for the PTO target ---------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// llvm-mc for PTO: Debian's llvm-mc cannot load an out-of-tree target, so this
// tool links the PTO MC layer directly. It follows llvm-mc's flags and
// diagnostics (docs/isa.md, "pto-mc"):
//
//   pto-mc x.s                            assemble, print assembly
//   pto-mc --show-encoding x.s            ... with the encoding of each inst
//   pto-mc -filetype=obj x.s -o x.o       assemble to an ELF object
//   pto-mc --disassemble bytes.txt        disassemble hex bytes (0x.. list)
//   pto-mc --disassemble x.o              disassemble an object's text
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOObjectCheck.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/Magic.h"
#include "llvm/DebugInfo/DWARF/DWARFContext.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSectionELF.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCSymbol.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/MCValue.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormattedStream.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include <map>

using namespace llvm;

extern "C" void LLVMInitializePTOTargetInfo();
extern "C" void LLVMInitializePTOTargetMC();
extern "C" void LLVMInitializePTOAsmParser();
extern "C" void LLVMInitializePTODisassembler();

static cl::OptionCategory PTOMCCat("pto-mc options");

static cl::opt<std::string> InputFilename(cl::Positional,
                                          cl::desc("<input file>"),
                                          cl::init("-"), cl::cat(PTOMCCat));
static cl::opt<std::string> OutputFilename("o", cl::desc("Output filename"),
                                           cl::value_desc("filename"),
                                           cl::init("-"), cl::cat(PTOMCCat));

enum OutputFileType { OFT_AssemblyFile, OFT_ObjectFile, OFT_Null };
static cl::opt<OutputFileType> FileType(
    "filetype", cl::init(OFT_AssemblyFile),
    cl::desc("Choose an output file type:"),
    cl::values(clEnumValN(OFT_AssemblyFile, "asm", "Emit an assembly ('.s') file"),
               clEnumValN(OFT_ObjectFile, "obj", "Emit a native object ('.o') file"),
               clEnumValN(OFT_Null, "null", "Don't emit anything")),
    cl::cat(PTOMCCat));

static cl::opt<bool> ShowEncoding("show-encoding",
                                  cl::desc("Show instruction encodings"),
                                  cl::cat(PTOMCCat));
static cl::opt<bool> ShowInst("show-inst",
                              cl::desc("Show internal instruction representation"),
                              cl::cat(PTOMCCat));
static cl::opt<bool> Disassemble(
    "disassemble",
    cl::desc("Disassemble strings of hex bytes, or the text of an object file"),
    cl::cat(PTOMCCat));
static cl::alias DisassembleShort("dis", cl::desc("Alias for --disassemble"),
                                  cl::aliasopt(Disassemble));
static cl::opt<std::string> TripleName("triple",
                                       cl::desc("Target triple to assemble for"),
                                       cl::init("pto-unknown-unknown-elf"),
                                       cl::cat(PTOMCCat));
static cl::opt<std::string> MCPU("mcpu", cl::desc("Target a specific cpu type (a3, a5)"),
                                 cl::value_desc("cpu-name"), cl::init(""),
                                 cl::cat(PTOMCCat));
static cl::list<std::string> MAttrs("mattr", cl::CommaSeparated,
                                    cl::desc("Target specific attributes"),
                                    cl::value_desc("a1,+a2,-a3,..."),
                                    cl::cat(PTOMCCat));
static cl::opt<bool> PrintImmHex("print-imm-hex", cl::init(false),
                                 cl::desc("Prefer hex format for immediate values"),
                                 cl::cat(PTOMCCat));

static cl::opt<bool> LineNumbers(
    "line-numbers",
    cl::desc("With --disassemble of an object: the source file:line of each "
             "instruction (from its DWARF line table), as llvm-objdump -l"),
    cl::cat(PTOMCCat));
static cl::alias LineNumbersShort("l", cl::desc("Alias for --line-numbers"),
                                  cl::aliasopt(LineNumbers), cl::NotHidden);
static cl::opt<bool> PrintSource(
    "source",
    cl::desc("With --disassemble of an object: the source lines interleaved "
             "(implies --line-numbers), as llvm-objdump -S"),
    cl::cat(PTOMCCat));
static cl::opt<bool> NoAddresses(
    "no-addresses",
    cl::desc("With --disassemble of an object: no address comments"),
    cl::cat(PTOMCCat));

static const char *ToolName = "pto-mc";

namespace {
/// Everything the MC layer needs, built once from the command line.
struct MCEnv {
  Triple TheTriple;
  const Target *TheTarget = nullptr;
  MCTargetOptions Options;
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCAsmInfo> MAI;
  std::unique_ptr<MCInstrInfo> MCII;
  std::unique_ptr<MCSubtargetInfo> STI;
};
} // namespace

static bool setupEnv(MCEnv &Env) {
  Env.TheTriple = Triple(Triple::normalize(TripleName));
  std::string Error;
  Env.TheTarget = TargetRegistry::lookupTarget(Env.TheTriple, Error);
  if (!Env.TheTarget) {
    WithColor::error(errs(), ToolName) << Error << '\n';
    return false;
  }
  Env.Options.ShowMCEncoding = ShowEncoding;
  Env.Options.ShowMCInst = ShowInst;
  Env.Options.AsmVerbose = true;
  Env.MRI.reset(Env.TheTarget->createMCRegInfo(Env.TheTriple));
  Env.MAI.reset(
      Env.TheTarget->createMCAsmInfo(*Env.MRI, Env.TheTriple, Env.Options));
  Env.MCII.reset(Env.TheTarget->createMCInstrInfo());
  std::string Features = join(MAttrs.begin(), MAttrs.end(), ",");
  Env.STI.reset(
      Env.TheTarget->createMCSubtargetInfo(Env.TheTriple, MCPU, Features));
  if (!Env.MRI || !Env.MAI || !Env.MCII || !Env.STI) {
    WithColor::error(errs(), ToolName) << "unable to create the MC layer for "
                                       << Env.TheTriple.str() << '\n';
    return false;
  }
  if (!MCPU.empty() && !Env.STI->isCPUStringValid(MCPU)) {
    WithColor::error(errs(), ToolName)
        << "unknown CPU '" << MCPU << "' (expected a3 or a5)\n";
    return false;
  }
  return true;
}

static std::unique_ptr<MCInstPrinter> createPrinter(MCEnv &Env) {
  std::unique_ptr<MCInstPrinter> IP(Env.TheTarget->createMCInstPrinter(
      Env.TheTriple, 0, *Env.MAI, *Env.MCII, *Env.MRI));
  if (IP)
    IP->setPrintImmHex(PrintImmHex);
  return IP;
}

/// The output streamer: assembly text (optionally with encodings) or an
/// ELF object.
static std::unique_ptr<MCStreamer>
createStreamer(MCEnv &Env, MCContext &Ctx, raw_pwrite_stream &Out,
               bool Seekable, std::unique_ptr<buffer_ostream> &BOS) {
  const Target &T = *Env.TheTarget;
  if (FileType == OFT_Null)
    return std::unique_ptr<MCStreamer>(T.createNullStreamer(Ctx));
  if (FileType == OFT_AssemblyFile) {
    std::unique_ptr<MCCodeEmitter> CE;
    if (ShowEncoding)
      CE.reset(T.createMCCodeEmitter(*Env.MCII, Ctx));
    std::unique_ptr<MCAsmBackend> MAB(
        T.createMCAsmBackend(*Env.STI, *Env.MRI, Env.Options));
    auto FOut = std::make_unique<formatted_raw_ostream>(Out);
    return std::unique_ptr<MCStreamer>(T.createAsmStreamer(
        Ctx, std::move(FOut), createPrinter(Env), std::move(CE),
        std::move(MAB)));
  }
  raw_pwrite_stream *OS = &Out;
  if (!Seekable) {
    BOS = std::make_unique<buffer_ostream>(Out);
    OS = BOS.get();
  }
  std::unique_ptr<MCCodeEmitter> CE(T.createMCCodeEmitter(*Env.MCII, Ctx));
  std::unique_ptr<MCAsmBackend> MAB(
      T.createMCAsmBackend(*Env.STI, *Env.MRI, Env.Options));
  std::unique_ptr<MCObjectWriter> OW = MAB->createObjectWriter(*OS);
  return std::unique_ptr<MCStreamer>(T.createMCObjectStreamer(
      Env.TheTriple, Ctx, std::move(MAB), std::move(OW), std::move(CE),
      *Env.STI));
}

//===----------------------------------------------------------------------===//
// Assembling
//===----------------------------------------------------------------------===//

static int assemble(MCEnv &Env, SourceMgr &SrcMgr, MCContext &Ctx,
                    MCStreamer &Str) {
  std::unique_ptr<MCAsmParser> Parser(
      createMCAsmParser(SrcMgr, Ctx, Str, *Env.MAI));
  std::unique_ptr<MCTargetAsmParser> TAP(Env.TheTarget->createMCAsmParser(
      *Env.STI, *Parser, *Env.MCII, Env.Options));
  if (!TAP) {
    WithColor::error(errs(), ToolName)
        << "this target does not support assembly parsing\n";
    return 1;
  }
  Parser->setTargetParser(*TAP);
  // The object is written only if the whole input is sound: LLVM's ELF
  // writer ends the process (reportFatalUsageError) on an equated symbol it
  // cannot evaluate, after the layout has reported the expression.
  if (Parser->Run(/*NoInitialTextSection=*/false, /*NoFinalize=*/true) ||
      Ctx.hadError())
    return 1;
  for (const auto &Entry : Ctx.getSymbols()) {
    const MCSymbol *Sym = Entry.second.Symbol;
    if (!Sym || !Sym->isVariable())
      continue;
    const MCExpr *Value = Sym->getVariableValue();
    MCValue Res;
    if (!Value->evaluateAsRelocatable(Res, nullptr))
      Ctx.reportError(Value->getLoc(), "the value of '" + Sym->getName() +
                                           "' is not a constant, a symbol "
                                           "or a symbol plus a constant");
  }
  if (Ctx.hadError())
    return 1;
  Str.finish();
  return Ctx.hadError();
}

//===----------------------------------------------------------------------===//
// Disassembling hex bytes (llvm-mc --disassemble input format)
//===----------------------------------------------------------------------===//

/// Reads "0x01 0x02, 3 # comment" style byte lists. Each byte remembers where
/// it came from for diagnostics. Returns false on a malformed byte.
static bool readHexBytes(StringRef Text, SourceMgr &SM,
                         std::vector<uint8_t> &Bytes,
                         std::vector<const char *> &Locs) {
  while (!Text.empty()) {
    char C = Text.front();
    if (isSpace(C) || C == ',') {
      Text = Text.drop_front();
      continue;
    }
    if (C == '#' || C == ';') {
      Text = Text.drop_until([](char C) { return C == '\n'; });
      continue;
    }
    size_t End = Text.find_first_of(" \t\n\r,#;");
    StringRef Tok = Text.substr(0, End);
    unsigned Value;
    if (Tok.getAsInteger(0, Value) || Value > 0xff) {
      SM.PrintMessage(SMLoc::getFromPointer(Tok.data()), SourceMgr::DK_Error,
                      "invalid input token");
      return false;
    }
    Bytes.push_back(static_cast<uint8_t>(Value));
    Locs.push_back(Tok.data());
    Text = Text.drop_front(Tok.size());
  }
  return true;
}

static int disassembleHex(MCEnv &Env, SourceMgr &SM, MCContext &Ctx,
                          MCStreamer &Str, const MCDisassembler &DisAsm) {
  const MemoryBuffer *Buf = SM.getMemoryBuffer(SM.getMainFileID());
  std::vector<uint8_t> Bytes;
  std::vector<const char *> Locs;
  if (!readHexBytes(Buf->getBuffer(), SM, Bytes, Locs))
    return 1;
  Str.initSections(/*NoExecStack=*/false, *Env.STI);
  bool Error = false;
  ArrayRef<uint8_t> Data(Bytes);
  for (uint64_t Index = 0; Index < Data.size();) {
    MCInst Inst;
    uint64_t Size = 0;
    MCDisassembler::DecodeStatus S = DisAsm.getInstruction(
        Inst, Size, Data.slice(Index), Index, nulls());
    switch (S) {
    case MCDisassembler::Fail:
      SM.PrintMessage(SMLoc::getFromPointer(Locs[Index]),
                      SourceMgr::DK_Warning, "invalid instruction encoding");
      Error = true;
      if (Size == 0)
        Size = 1;
      break;
    case MCDisassembler::SoftFail:
      SM.PrintMessage(SMLoc::getFromPointer(Locs[Index]),
                      SourceMgr::DK_Warning,
                      "potentially undefined instruction encoding");
      [[fallthrough]];
    case MCDisassembler::Success:
      Str.emitInstruction(Inst, *Env.STI);
      break;
    }
    Index += Size;
  }
  return Error ? 1 : 0;
}

//===----------------------------------------------------------------------===//
// Disassembling an object file
//===----------------------------------------------------------------------===//

/// Replaces the relocated immediate of \p Inst by `sym + addend`, so that the
/// text reassembles to the same relocation.
static void symbolizeOperand(MCInst &Inst, MCContext &Ctx, StringRef SymName,
                             int64_t Addend) {
  for (unsigned I = Inst.getNumOperands(); I-- > 0;) {
    MCOperand &Op = Inst.getOperand(I);
    if (!Op.isImm())
      continue;
    const MCExpr *E = MCSymbolRefExpr::create(Ctx.getOrCreateSymbol(SymName),
                                              Ctx);
    if (Addend)
      E = MCBinaryExpr::createAdd(E, MCConstantExpr::create(Addend, Ctx), Ctx);
    Op = MCOperand::createExpr(E);
    return;
  }
}

namespace {
/// --line-numbers / --source: the line table of an object's DWARF, read
/// without applying relocations (in a relocatable PTO object every section
/// starts at 0 and the assembler writes each relocated address in place as
/// well; PTOAsmBackend::applyFixup), and the source files it names.
class SourceInterleaver {
  std::unique_ptr<DWARFContext> DCtx;
  StringMap<std::unique_ptr<MemoryBuffer>> Files;
  StringMap<bool> Missing;
  std::string LastFile;
  uint32_t LastLine = 0;

  /// Line \p Line (1-based) of \p Path, or std::nullopt.
  std::optional<StringRef> sourceLine(StringRef Path, uint32_t Line) {
    auto It = Files.find(Path);
    if (It == Files.end()) {
      if (Missing.count(Path))
        return std::nullopt;
      ErrorOr<std::unique_ptr<MemoryBuffer>> B =
          MemoryBuffer::getFile(Path, /*IsText=*/true);
      if (!B) {
        WithColor::warning(errs(), ToolName)
            << "source file '" << Path << "' not found\n";
        Missing[Path] = true;
        return std::nullopt;
      }
      It = Files.try_emplace(Path, std::move(*B)).first;
    }
    StringRef Text = It->second->getBuffer();
    for (uint32_t L = 1; L < Line && !Text.empty(); ++L)
      Text = Text.drop_until([](char C) { return C == '\n'; }).drop_front();
    if (Text.empty())
      return std::nullopt;
    return Text.take_until([](char C) { return C == '\n'; });
  }

public:
  explicit SourceInterleaver(const object::ObjectFile &Obj)
      : DCtx(DWARFContext::create(
            Obj, DWARFContext::ProcessDebugRelocations::Ignore, nullptr, "",
            [](Error E) { consumeError(std::move(E)); },
            [](Error E) { consumeError(std::move(E)); })) {}

  /// Comments before the instruction at \p Addr of section \p SecIndex,
  /// when its source line differs from the previous instruction's.
  void emit(MCStreamer &Str, uint64_t Addr, uint64_t SecIndex) {
    std::optional<DILineInfo> Info = DCtx->getLineInfoForAddress(
        {Addr, SecIndex},
        DILineInfoSpecifier(
            DILineInfoSpecifier::FileLineInfoKind::AbsoluteFilePath));
    if (!Info || Info->Line == 0 || Info->FileName == DILineInfo::BadString)
      return;
    if (Info->FileName == LastFile && Info->Line == LastLine)
      return;
    LastFile = Info->FileName;
    LastLine = Info->Line;
    Str.emitRawComment(" " + Info->FileName + ":" + Twine(Info->Line),
                       /*TabPrefix=*/false);
    if (!PrintSource)
      return;
    if (std::optional<StringRef> L = sourceLine(Info->FileName, Info->Line))
      Str.emitRawComment(" " + Twine(Info->Line) + ": " + *L,
                         /*TabPrefix=*/false);
  }
};
} // namespace

static int disassembleObject(MCEnv &Env, MCContext &Ctx, MCStreamer &Str,
                             const MCDisassembler &DisAsm,
                             MemoryBufferRef Buffer) {
  Expected<std::unique_ptr<object::ObjectFile>> ObjOrErr =
      object::ObjectFile::createObjectFile(Buffer);
  if (!ObjOrErr) {
    WithColor::error(errs(), ToolName)
        << InputFilename << ": " << toString(ObjOrErr.takeError()) << '\n';
    return 1;
  }
  object::ObjectFile &Obj = **ObjOrErr;
  // Sound section headers first: LLVM's iterators below trust them.
  if (Error E = PTO::checkObjectFile(Obj)) {
    WithColor::error(errs(), ToolName) << toString(std::move(E)) << '\n';
    return 1;
  }

  // Relocations by the section they apply to.
  std::map<object::SectionRef, std::vector<object::RelocationRef>> Relocs;
  for (object::SectionRef Sec : Obj.sections()) {
    Expected<object::section_iterator> Target = Sec.getRelocatedSection();
    if (!Target) {
      consumeError(Target.takeError());
      continue;
    }
    if (*Target == Obj.section_end())
      continue;
    for (object::RelocationRef R : Sec.relocations())
      Relocs[**Target].push_back(R);
  }

  // Labels by section index, then offset: one pass over the symbols (a
  // pass per text section is quadratic in a large corrupt object).
  std::map<uint64_t, std::multimap<uint64_t, std::string>> LabelsBySec;
  for (object::SymbolRef Sym : Obj.symbols()) {
    Expected<object::section_iterator> SI = Sym.getSection();
    Expected<StringRef> Name = Sym.getName();
    Expected<uint64_t> Addr = Sym.getAddress();
    Expected<object::SymbolRef::Type> Ty = Sym.getType();
    if (!SI || !Name || !Addr || !Ty) {
      consumeError(SI.takeError());
      consumeError(Name.takeError());
      consumeError(Addr.takeError());
      consumeError(Ty.takeError());
      continue;
    }
    if (*SI == Obj.section_end() || !(*SI)->isText() || Name->empty() ||
        *Ty == object::SymbolRef::ST_File || *Ty == object::SymbolRef::ST_Debug)
      continue;
    LabelsBySec[(*SI)->getIndex()].emplace(*Addr - (*SI)->getAddress(),
                                           Name->str());
  }

  std::unique_ptr<SourceInterleaver> Lines;
  if (LineNumbers || PrintSource)
    Lines = std::make_unique<SourceInterleaver>(Obj);

  Str.initSections(/*NoExecStack=*/false, *Env.STI);
  bool Error = false;
  for (object::SectionRef Sec : Obj.sections()) {
    if (!Sec.isText() || Sec.getSize() == 0)
      continue;
    Expected<StringRef> NameOrErr = Sec.getName();
    StringRef SecName = NameOrErr ? *NameOrErr : "";
    if (!NameOrErr)
      consumeError(NameOrErr.takeError());
    Expected<StringRef> ContentsOrErr = Sec.getContents();
    if (!ContentsOrErr) {
      WithColor::error(errs(), ToolName)
          << toString(ContentsOrErr.takeError()) << '\n';
      return 1;
    }
    ArrayRef<uint8_t> Bytes = arrayRefFromStringRef(*ContentsOrErr);
    uint64_t SecAddr = Sec.getAddress();

    // Labels: symbols defined in this section, by offset.
    std::multimap<uint64_t, std::string> &Labels = LabelsBySec[Sec.getIndex()];
    // Relocations in this section by offset.
    std::map<uint64_t, std::pair<std::string, int64_t>> RelocAt;
    for (object::RelocationRef R : Relocs[Sec]) {
      std::string SymName;
      object::symbol_iterator SI = R.getSymbol();
      if (SI != Obj.symbol_end()) {
        Expected<StringRef> N = SI->getName();
        if (N)
          SymName = N->str();
        else
          consumeError(N.takeError());
        if (SymName.empty()) {
          // A section symbol: name it after its section.
          Expected<object::section_iterator> S = SI->getSection();
          if (S && *S != Obj.section_end()) {
            Expected<StringRef> SN = (*S)->getName();
            if (SN)
              SymName = SN->str();
            else
              consumeError(SN.takeError());
          } else if (!S) {
            consumeError(S.takeError());
          }
        }
      }
      int64_t Addend = 0;
      if (isa<object::ELFObjectFileBase>(&Obj)) {
        Expected<int64_t> A = object::ELFRelocationRef(R).getAddend();
        if (A)
          Addend = *A;
        else
          consumeError(A.takeError());
      }
      RelocAt[R.getOffset()] = {SymName, Addend};
    }

    Str.switchSection(Ctx.getELFSection(SecName, ELF::SHT_PROGBITS,
                                        ELF::SHF_ALLOC | ELF::SHF_EXECINSTR));
    for (uint64_t Index = 0; Index < Bytes.size();) {
      for (auto [It, End] = Labels.equal_range(Index); It != End; ++It) {
        MCSymbol *Sym = Ctx.getOrCreateSymbol(It->second);
        if (Sym->isUndefined())
          Str.emitLabel(Sym);
      }
      if (Lines)
        Lines->emit(Str, SecAddr + Index, Sec.getIndex());
      if (!NoAddresses)
        Str.AddComment("0x" + utohexstr(SecAddr + Index, /*LowerCase=*/true));
      MCInst Inst;
      uint64_t Size = 0;
      MCDisassembler::DecodeStatus S = DisAsm.getInstruction(
          Inst, Size, Bytes.slice(Index), SecAddr + Index, nulls());
      if (Size == 0)
        Size = std::min<uint64_t>(8, Bytes.size() - Index);
      if (S == MCDisassembler::Fail) {
        WithColor::warning(errs(), ToolName)
            << InputFilename << ": " << SecName << "+0x"
            << utohexstr(Index) << ": invalid instruction encoding\n";
        Error = true;
        Str.emitBytes(toStringRef(Bytes.slice(Index, Size)));
      } else {
        auto R = RelocAt.find(Index);
        if (R != RelocAt.end())
          symbolizeOperand(Inst, Ctx, R->second.first, R->second.second);
        Str.emitInstruction(Inst, *Env.STI);
      }
      Index += Size;
    }
  }
  return Error ? 1 : 0;
}

// fuzz/ compiles this file into its fuzz targets without main().
#ifndef PTO_MC_NO_MAIN
int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  LLVMInitializePTOTargetInfo();
  LLVMInitializePTOTargetMC();
  LLVMInitializePTOAsmParser();
  LLVMInitializePTODisassembler();

  cl::HideUnrelatedOptions({&PTOMCCat, &getColorCategory()});
  cl::ParseCommandLineOptions(argc, argv, "PTO machine code driver\n");

  MCEnv Env;
  if (!setupEnv(Env))
    return 1;

  ErrorOr<std::unique_ptr<MemoryBuffer>> BufferOrErr =
      MemoryBuffer::getFileOrSTDIN(InputFilename, /*IsText=*/false);
  if (std::error_code EC = BufferOrErr.getError()) {
    WithColor::error(errs(), ToolName) << InputFilename << ": " << EC.message()
                                       << '\n';
    return 1;
  }
  MemoryBufferRef InputRef = (*BufferOrErr)->getMemBufferRef();
  file_magic Magic = identify_magic(InputRef.getBuffer());
  bool InputIsObject = Magic == file_magic::elf_relocatable ||
                       Magic == file_magic::elf_executable ||
                       Magic == file_magic::elf_shared_object;
  if (InputIsObject && !Disassemble) {
    WithColor::error(errs(), ToolName)
        << InputFilename << ": is an object file; use --disassemble\n";
    return 1;
  }

  SourceMgr SrcMgr;
  SrcMgr.AddNewSourceBuffer(std::move(*BufferOrErr), SMLoc());

  MCContext Ctx(Env.TheTriple, Env.MAI.get(), Env.MRI.get(), Env.STI.get(),
                &SrcMgr, &Env.Options);
  std::unique_ptr<MCObjectFileInfo> MOFI(
      Env.TheTarget->createMCObjectFileInfo(Ctx, /*PIC=*/false));
  Ctx.setObjectFileInfo(MOFI.get());

  sys::fs::OpenFlags Flags =
      FileType == OFT_ObjectFile ? sys::fs::OF_None : sys::fs::OF_TextWithCRLF;
  std::error_code EC;
  auto Out = std::make_unique<ToolOutputFile>(OutputFilename, EC, Flags);
  if (EC) {
    WithColor::error(errs(), ToolName) << OutputFilename << ": "
                                       << EC.message() << '\n';
    return 1;
  }

  std::unique_ptr<buffer_ostream> BOS;
  std::unique_ptr<MCStreamer> Str = createStreamer(Env, Ctx, Out->os(), Out->os().supportsSeeking(), BOS);

  int Res;
  if (Disassemble) {
    std::unique_ptr<MCDisassembler> DisAsm(
        Env.TheTarget->createMCDisassembler(*Env.STI, Ctx));
    if (!DisAsm) {
      WithColor::error(errs(), ToolName)
          << "no disassembler for target " << Env.TheTriple.str() << '\n';
      return 1;
    }
    if (InputIsObject)
      Res = disassembleObject(Env, Ctx, *Str, *DisAsm, InputRef);
    else
      Res = disassembleHex(Env, SrcMgr, Ctx, *Str, *DisAsm);
  } else {
    Res = assemble(Env, SrcMgr, Ctx, *Str); // The parser finishes Str.
  }
  if (Disassemble)
    Str->finish();
  Str.reset();
  BOS.reset();

  // Keep an object only if everything went well; a disassembly listing is
  // kept even when some words did not decode.
  if (Disassemble || (Res == 0 && !Ctx.hadError()))
    Out->keep();
  return Res || Ctx.hadError() ? 1 : 0;
}
#endif // PTO_MC_NO_MAIN
