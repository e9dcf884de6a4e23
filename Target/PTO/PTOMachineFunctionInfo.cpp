//===-- PTOMachineFunctionInfo.cpp - Per-function PTO state ---------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "PTOMachineFunctionInfo.h"
#include "MCTargetDesc/PTOMachineFacts.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

MachineFunctionInfo *PTOMachineFunctionInfo::clone(
    BumpPtrAllocator &Allocator, MachineFunction &DestMF,
    const DenseMap<MachineBasicBlock *, MachineBasicBlock *> &Src2DstMBB)
    const {
  return DestMF.cloneInfo<PTOMachineFunctionInfo>(*this);
}

const PTOTileAllocation *
PTOMachineFunctionInfo::findAllocation(Register Reg,
                                       uint64_t *MemberOffset) const {
  for (const PTOTileAllocation &A : Allocations)
    for (const PTOTileAllocation::Member &M : A.Members)
      if (M.Reg == Reg) {
        if (MemberOffset)
          *MemberOffset = M.Offset;
        return &A;
      }
  return nullptr;
}

void PTOMachineFunctionInfo::printAllocations(
    raw_ostream &OS, const TargetRegisterInfo *TRI) const {
  static const char *const Roles[] = {"first", "current", "next", "second",
                                      "selected"};
  for (const PTOTileAllocation &A : Allocations) {
    const PTO::PTOMemoryInfo *Mem = PTO::getMemory(A.AS);
    OS << "  allocation " << A.ID << ": " << (Mem ? Mem->Name : "?") << ' '
       << A.Size << " bytes";
    if (A.Slots > 1)
      OS << " x " << A.Slots << " slots";
    OS << ", align " << A.Align << ", ";
    if (A.isPlaced())
      OS << "offset " << A.Offset;
    else
      OS << "unplaced";
    OS << ':';
    for (const PTOTileAllocation::Member &M : A.Members) {
      OS << ' ' << printReg(M.Reg, TRI);
      if (M.Offset)
        OS << '+' << M.Offset;
      if (A.Slots > 1 && M.Slot < std::size(Roles))
        OS << '(' << Roles[M.Slot] << ')';
    }
    OS << '\n';
  }
}

LLVM_DUMP_METHOD void PTOMachineFunctionInfo::dumpAllocations() const {
  printAllocations(dbgs());
}

yaml::PTOMachineFunctionInfo::PTOMachineFunctionInfo(
    const llvm::PTOMachineFunctionInfo &MFI, const TargetRegisterInfo &TRI) {
  for (const PTOTileAllocation &A : MFI.getAllocations()) {
    PTOTileAllocationYAML Y;
    Y.ID = A.ID;
    const PTO::PTOMemoryInfo *Mem = PTO::getMemory(A.AS);
    Y.Space.Value = Mem ? Mem->Name : "?";
    Y.Size = A.Size;
    Y.Align = A.Align;
    Y.Slots = A.Slots;
    Y.Offset = A.Offset;
    for (const PTOTileAllocation::Member &M : A.Members) {
      PTOTileAllocationMember YM;
      raw_string_ostream OS(YM.Reg.Value);
      OS << printReg(M.Reg, &TRI);
      YM.Offset = M.Offset;
      YM.Slot.Role = M.Slot;
      Y.Members.push_back(YM);
    }
    TileAllocations.push_back(std::move(Y));
  }
}

void yaml::PTOMachineFunctionInfo::mappingImpl(yaml::IO &YamlIO) {
  MappingTraits<PTOMachineFunctionInfo>::mapping(YamlIO, *this);
}
