//===-- Symbolizer.cpp - Code addresses to source lines -------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Symbolizer.h"
#include "llvm/DebugInfo/DWARF/DWARFContext.h"
#include "llvm/DebugInfo/DWARF/DWARFDebugLine.h"
#include "llvm/Object/ObjectFile.h"

using namespace llvm;
using namespace ptosim;

/// Every line table of .debug_line, parsed once: also those no compile unit
/// names (an assembly file's .loc lines).
struct Symbolizer::LineTables {
  std::unique_ptr<object::ObjectFile> Obj;
  std::unique_ptr<DWARFContext> DCtx;
  std::vector<DWARFDebugLine::LineTable> Tables;
};

Symbolizer::Symbolizer() = default;
Symbolizer::~Symbolizer() = default;
Symbolizer::Symbolizer(Symbolizer &&) = default;
Symbolizer &Symbolizer::operator=(Symbolizer &&) = default;

void Symbolizer::load(std::unique_ptr<MemoryBuffer> B,
                      std::vector<Placement> Secs) {
  Lines.reset();
  Buf = std::move(B);
  Sections = std::move(Secs);
  Expected<std::unique_ptr<object::ObjectFile>> O =
      object::ObjectFile::createObjectFile(Buf->getMemBufferRef());
  if (!O) {
    consumeError(O.takeError());
    return;
  }
  bool HasLines = false;
  for (object::SectionRef Sec : (*O)->sections()) {
    Expected<StringRef> Name = Sec.getName();
    if (!Name) {
      consumeError(Name.takeError());
      continue;
    }
    HasLines |= *Name == ".debug_line";
  }
  if (!HasLines) {
    Buf.reset();
    return;
  }
  auto L = std::make_unique<LineTables>();
  L->Obj = std::move(*O);
  // Malformed DWARF yields no line, never an error of the run.
  auto Ignore = [](Error E) { consumeError(std::move(E)); };
  L->DCtx = DWARFContext::create(*L->Obj,
                                 DWARFContext::ProcessDebugRelocations::Ignore,
                                 nullptr, "", Ignore, Ignore);
  const DWARFObject &DObj = L->DCtx->getDWARFObj();
  DWARFDataExtractor Data(DObj, DObj.getLineSection(),
                          L->DCtx->isLittleEndian(), /*AddressSize=*/8);
  DWARFDebugLine::SectionParser Parser(Data, *L->DCtx, L->DCtx->normal_units());
  while (!Parser.done())
    L->Tables.push_back(Parser.parseNext(Ignore, Ignore));
  if (!L->Tables.empty())
    Lines = std::move(L);
  else
    Buf.reset();
}

std::optional<SourceLine> Symbolizer::lookup(uint64_t Addr) const {
  if (!Lines)
    return std::nullopt;
  for (const Placement &P : Sections) {
    if (Addr < P.Address || Addr - P.Address >= P.Size)
      continue;
    for (const DWARFDebugLine::LineTable &T : Lines->Tables) {
      DILineInfo Info;
      if (!T.getFileLineInfoForAddress(
              {Addr - P.Address, P.SectionIndex}, /*Approximate=*/false,
              nullptr, DILineInfoSpecifier::FileLineInfoKind::RawValue, Info) ||
          Info.Line == 0)
        continue;
      return SourceLine{Info.FileName, Info.Line, Info.Column};
    }
    return std::nullopt;
  }
  return std::nullopt;
}
