//===-- Memory.cpp - Global memory and the on-chip memories ---------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Memory.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;
using namespace ptosim;

Expected<uint8_t *> GlobalMemory::ptr(uint64_t Addr, uint64_t Size,
                                      const Twine &What) {
  for (Region &R : Regions)
    if (Addr >= R.Base && Addr - R.Base < R.Size) {
      if (Addr - R.Base + Size > R.Size)
        return simError(What + ": access [0x" +
                        utohexstr(Addr, /*LowerCase=*/true) + ", 0x" +
                        utohexstr(Addr + Size, /*LowerCase=*/true) +
                        ") runs past the end of " + R.Name);
      return R.Bytes.data() + (Addr - R.Base);
    }
  return simError(What + ": address 0x" + utohexstr(Addr, /*LowerCase=*/true) +
                  " is not mapped (no buffer, program or stack there)");
}

const Region *GlobalMemory::regionAt(uint64_t Base) const {
  for (const Region &R : Regions)
    if (R.Base == Base)
      return &R;
  return nullptr;
}

OnChipMemory::OnChipMemory(PTO::PTOGeneration Gen) : Gen(Gen) {
  for (unsigned AS = PTO::AS_MAT; AS <= PTO::AS_BIAS; ++AS) {
    std::optional<PTO::MemoryLimits> L = PTO::getMemoryLimits(Gen, AS);
    Mem[AS].assign(L ? L->Capacity : 0, 0xff);
  }
  if (const PTO::PTOGenerationInfo *G = PTO::lookupGeneration(uint8_t(Gen)))
    CPU = G->Name;
}

Error OnChipMemory::checkWindow(unsigned AS, uint64_t Addr,
                                uint64_t Bytes) const {
  std::optional<PTO::MemoryLimits> L = PTO::getMemoryLimits(Gen, AS);
  if (!L)
    return simError("no memory " + Twine(spaceName(AS)));
  if (Addr % L->Alignment)
    return simError(Twine(spaceName(AS)) + " tile at 0x" +
                    utohexstr(Addr, /*LowerCase=*/true) + " is not " +
                    Twine(L->Alignment) + "-byte aligned");
  // Addr comes from a register: compare without wrapping around.
  if (Addr > L->Capacity || Bytes > L->Capacity - Addr) {
    std::string Window =
        Addr + Bytes < Addr
            ? "at 0x" + utohexstr(Addr, /*LowerCase=*/true) + " (" +
                  std::to_string(Bytes) + " bytes)"
            : "[0x" + utohexstr(Addr, /*LowerCase=*/true) + ", 0x" +
                  utohexstr(Addr + Bytes, /*LowerCase=*/true) + ")";
    return simError(Twine(spaceName(AS)) + " tile " + Window +
                    " is outside the memory (" + Twine(L->Capacity) +
                    " bytes on " + CPU + ")");
  }
  return Error::success();
}
