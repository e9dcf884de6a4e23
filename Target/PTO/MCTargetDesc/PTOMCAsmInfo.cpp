//===-- PTOMCAsmInfo.cpp - PTO assembly properties ------------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMCAsmInfo.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

PTOMCAsmInfo::PTOMCAsmInfo(const Triple &TT) {
  CodePointerSize = 8;
  CalleeSaveStackSlotSize = 8;
  IsLittleEndian = true;
  CommentString = "#";
  AlignmentIsInBytes = false;
  SupportsDebugInformation = true;
  // A kernel object is loaded alone (pto-sim links no objects): offsets from
  // one DWARF section into another are final at assembly time and need no
  // relocation, so DWARF consumers without a PTO relocation resolver
  // (llvm-dwarfdump) read them right. Code addresses keep their relocations
  // (PTOAsmBackend::applyFixup writes their value in place as well).
  DwarfUsesRelocationsAcrossSections = false;
  ExceptionsType = ExceptionHandling::None;
  Data16bitsDirective = "\t.half\t";
  Data32bitsDirective = "\t.word\t";
  Data64bitsDirective = "\t.dword\t";
  MinInstAlignment = 8;
}
