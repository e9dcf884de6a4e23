//===-- PTOMachineFunctionInfo.h - Per-function PTO state -------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The tile storage plan of a function: its allocations (one per must-alias
// class of tile values), their memory, size, alignment, slots and offset.
// The storage passes communicate through it, and it is serialized in MIR
// (`machineFunctionInfo: tileAllocations:`) so each pass can be tested alone
// with -run-pass.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOMACHINEFUNCTIONINFO_H
#define LLVM_LIB_TARGET_PTO_PTOMACHINEFUNCTIONINFO_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MIRYamlMapping.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/Register.h"

namespace llvm {

/// One buffer of on-chip memory holding a must-alias class of tile values.
struct PTOTileAllocation {
  /// Which slot of a multi-slot (rotating) allocation a member lives in.
  enum SlotRole : unsigned {
    SlotFirst = 0,   ///< Slot 0 (every member of a one-slot allocation).
    SlotCurrent = 1, ///< The loop-carried slot: base = slot offset register.
    SlotNext = 2,    ///< The other slot: base = allocation size - current.
    // Issue 23 (logical select): an allocation whose slots hold the two
    // values a join selects between (docs/tile-storage.md, "Logical
    // select"). Its slot-0 members are SlotFirst.
    SlotSecond = 3,   ///< Fixed in slot 1 (base zero, offset + size).
    SlotSelected = 4, ///< The join's PHI: either slot, base = slot index.
  };
  struct Member {
    Register Reg;
    uint64_t Offset = 0; ///< Byte offset inside its slot (views).
    unsigned Slot = SlotFirst;
  };
  unsigned ID = 0;
  unsigned AS = 0;     ///< The memory (address space).
  uint64_t Size = 0;   ///< Bytes of one slot.
  uint64_t Align = 1;  ///< Required alignment of the allocation.
  unsigned Slots = 1;  ///< 2 for rotating multi-buffers and logical selects.
  int64_t Offset = -1; ///< Byte offset in the memory; -1 until placed.
  SmallVector<Member, 4> Members;

  bool isPlaced() const { return Offset >= 0; }
  /// Issue 23: a logical select (a SlotSelected member), not a rotation.
  bool isSelect() const {
    for (const Member &M : Members)
      if (M.Slot == SlotSelected)
        return true;
    return false;
  }
  uint64_t totalSize() const { return Size * Slots; }
};

class PTOMachineFunctionInfo : public MachineFunctionInfo {
  SmallVector<PTOTileAllocation, 8> Allocations;

public:
  PTOMachineFunctionInfo(const Function &F, const TargetSubtargetInfo *STI) {}

  MachineFunctionInfo *
  clone(BumpPtrAllocator &Allocator, MachineFunction &DestMF,
        const DenseMap<MachineBasicBlock *, MachineBasicBlock *> &Src2DstMBB)
      const override;

  SmallVectorImpl<PTOTileAllocation> &getAllocations() { return Allocations; }
  const SmallVectorImpl<PTOTileAllocation> &getAllocations() const {
    return Allocations;
  }
  void clearAllocations() { Allocations.clear(); }
  /// The storage plan, one allocation a line: ID, memory, slot size x
  /// slots, alignment, offset (or "unplaced"), then its members (register,
  /// offset in the slot, slot role).
  void printAllocations(raw_ostream &OS,
                        const TargetRegisterInfo *TRI = nullptr) const;
  /// printAllocations() to dbgs(), from a debugger.
  void dumpAllocations() const;

  /// The allocation holding \p Reg and the member's offset in it.
  const PTOTileAllocation *
  findAllocation(Register Reg, uint64_t *MemberOffset = nullptr) const;
};

namespace yaml {

/// A member's slot role in MIR: 0, 1, 2 (first, current, next), `second`
/// and `sel` (issue 23, logical select); other numbers parse, for the
/// target's diagnostic.
struct PTOSlotYAML {
  unsigned Role = 0; ///< PTOTileAllocation::SlotRole.
  bool operator==(const PTOSlotYAML &O) const { return Role == O.Role; }
};

template <> struct ScalarTraits<PTOSlotYAML> {
  static void output(const PTOSlotYAML &V, void *, raw_ostream &OS) {
    if (V.Role == PTOTileAllocation::SlotSecond)
      OS << "second";
    else if (V.Role == PTOTileAllocation::SlotSelected)
      OS << "sel";
    else
      OS << V.Role;
  }
  static StringRef input(StringRef S, void *, PTOSlotYAML &V) {
    if (S == "second")
      V.Role = PTOTileAllocation::SlotSecond;
    else if (S == "sel")
      V.Role = PTOTileAllocation::SlotSelected;
    else if (S.getAsInteger(10, V.Role))
      return "expected a slot number, 'second' or 'sel'";
    return StringRef();
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

struct PTOTileAllocationMember {
  StringValue Reg;
  uint64_t Offset = 0;
  PTOSlotYAML Slot;
  bool operator==(const PTOTileAllocationMember &O) const {
    return Reg == O.Reg && Offset == O.Offset && Slot == O.Slot;
  }
};

struct PTOTileAllocationYAML {
  unsigned ID = 0;
  StringValue Space; ///< With its source range, for diagnostics.
  uint64_t Size = 0;
  uint64_t Align = 1;
  unsigned Slots = 1;
  int64_t Offset = -1;
  std::vector<PTOTileAllocationMember> Members;
  bool operator==(const PTOTileAllocationYAML &O) const {
    return ID == O.ID && Space == O.Space && Size == O.Size &&
           Align == O.Align && Slots == O.Slots && Offset == O.Offset &&
           Members == O.Members;
  }
};

template <> struct MappingTraits<PTOTileAllocationMember> {
  static void mapping(IO &YamlIO, PTOTileAllocationMember &M) {
    YamlIO.mapRequired("reg", M.Reg);
    YamlIO.mapOptional("offset", M.Offset, uint64_t(0));
    // Only members of rotating allocations print a slot.
    if (!YamlIO.outputting() || M.Slot.Role)
      YamlIO.mapOptional("slot", M.Slot, PTOSlotYAML());
  }
};

template <> struct MappingTraits<PTOTileAllocationYAML> {
  static void mapping(IO &YamlIO, PTOTileAllocationYAML &A) {
    YamlIO.mapRequired("id", A.ID);
    YamlIO.mapRequired("space", A.Space);
    YamlIO.mapRequired("size", A.Size);
    YamlIO.mapOptional("align", A.Align, uint64_t(1));
    YamlIO.mapOptional("slots", A.Slots, 1u);
    YamlIO.mapOptional("offset", A.Offset, int64_t(-1));
    YamlIO.mapRequired("members", A.Members);
  }
};

struct PTOMachineFunctionInfo final : public yaml::MachineFunctionInfo {
  std::vector<PTOTileAllocationYAML> TileAllocations;

  PTOMachineFunctionInfo() = default;
  PTOMachineFunctionInfo(const llvm::PTOMachineFunctionInfo &MFI,
                         const TargetRegisterInfo &TRI);
  void mappingImpl(yaml::IO &YamlIO) override;
  ~PTOMachineFunctionInfo() override = default;
};

template <> struct MappingTraits<PTOMachineFunctionInfo> {
  static void mapping(IO &YamlIO, PTOMachineFunctionInfo &MFI) {
    YamlIO.mapOptional("tileAllocations", MFI.TileAllocations,
                       std::vector<PTOTileAllocationYAML>());
  }
};

} // namespace yaml
} // namespace llvm

LLVM_YAML_IS_SEQUENCE_VECTOR(llvm::yaml::PTOTileAllocationMember)
LLVM_YAML_IS_SEQUENCE_VECTOR(llvm::yaml::PTOTileAllocationYAML)

#endif
