//===-- PTOInstrInfo.h - PTO instruction information ------------*- C++ -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_PTO_PTOINSTRINFO_H
#define LLVM_LIB_TARGET_PTO_PTOINSTRINFO_H

#include "AA/PTOStridedAccess.h"
#include "MCTargetDesc/PTOBaseInfo.h"
#include "PTORegisterInfo.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/TargetInstrInfo.h"

#define GET_INSTRINFO_HEADER
#include "PTOGenInstrInfo.inc"

namespace llvm {
class PTOSubtarget;

class PTOInstrInfo : public PTOGenInstrInfo {
  const PTORegisterInfo RI;

public:
  explicit PTOInstrInfo(const PTOSubtarget &STI);

  const PTORegisterInfo &getRegisterInfo() const { return RI; }

  /// The pipe that executes \p MI (TSFlags, see PTOInstrFormats.td).
  static PTO::PTOPipeKind getPipe(const MachineInstr &MI) {
    return PTOII::getPipe(MI.getDesc().TSFlags);
  }

  ArrayRef<std::pair<MachineMemOperand::Flags, const char *>>
  getSerializableMachineMemOperandTargetFlags() const override;

  /// The alias scope a SLOT_MARK names, or null if \p MI is not a well-formed
  /// SLOT_MARK (kind 0 or 1, then a metadata operand).
  static const MDNode *getSlotMarkScope(const MachineInstr &MI);
  /// The alias scope list of a SET_FLAG_SLOT/WAIT_FLAG_SLOT (its rotating
  /// allocation); null for anything else or a malformed one.
  static const MDNode *getSlotFlagScope(const MachineInstr &MI);
  /// The tile addresses `space[base + offset]` among \p MI's explicit
  /// operands (TileAddrOperand, PTOTileInstrInfo.td): (base register,
  /// offset) pairs in operand order; the base is X0 for a static window.
  static void
  getTileAddresses(const MachineInstr &MI,
                   SmallVectorImpl<std::pair<Register, int64_t>> &Out);

  /// The bytes \p MI touches in global memory, from its own operands, when
  /// they are known exactly: a tile transfer's rows of `cols` elements
  /// (rows, cols, dtype by name) at its row stride (the value of the stride
  /// register's unique reaching definition, an `li`, as \p UniqueReachingDef
  /// answers it: ReachingDefInfo::getUniqueReachingMIDef or a cache of it),
  /// or a scalar access's bytes. Relative to the address of the returned
  /// memory operand, the instruction's one global-memory operand with an IR
  /// value. A fact for the alias rules of pto-insert-sync and
  /// pto-verify-sync, each of which judges it with its own rule.
  static std::optional<
      std::pair<const MachineMemOperand *, PTO::StridedFootprint>>
  getGMFootprint(
      const MachineInstr &MI,
      function_ref<const MachineInstr *(const MachineInstr &, Register)>
          UniqueReachingDef);

  void copyPhysReg(MachineBasicBlock &MBB, MachineBasicBlock::iterator MI,
                   const DebugLoc &DL, Register DestReg, Register SrcReg,
                   bool KillSrc, bool RenamableDest = false,
                   bool RenamableSrc = false) const override;

  void storeRegToStackSlot(
      MachineBasicBlock &MBB, MachineBasicBlock::iterator MI, Register SrcReg,
      bool IsKill, int FrameIndex, const TargetRegisterClass *RC, Register VReg,
      MachineInstr::MIFlag Flags = MachineInstr::NoFlags) const override;
  void loadRegFromStackSlot(
      MachineBasicBlock &MBB, MachineBasicBlock::iterator MI, Register DestReg,
      int FrameIndex, const TargetRegisterClass *RC, Register VReg,
      unsigned SubReg = 0,
      MachineInstr::MIFlag Flags = MachineInstr::NoFlags) const override;

  Register isLoadFromStackSlot(const MachineInstr &MI,
                               int &FrameIndex) const override;
  Register isStoreToStackSlot(const MachineInstr &MI,
                              int &FrameIndex) const override;

  unsigned getInstSizeInBytes(const MachineInstr &MI) const override;

  /// Machine-verifier hook: a tile value never moves through a GPR or a tile
  /// register of another memory (a COPY is not a tile move).
  bool verifyInstruction(const MachineInstr &MI,
                         StringRef &ErrInfo) const override;

  bool analyzeBranch(MachineBasicBlock &MBB, MachineBasicBlock *&TBB,
                     MachineBasicBlock *&FBB,
                     SmallVectorImpl<MachineOperand> &Cond,
                     bool AllowModify) const override;
  unsigned removeBranch(MachineBasicBlock &MBB,
                        int *BytesRemoved = nullptr) const override;
  unsigned insertBranch(MachineBasicBlock &MBB, MachineBasicBlock *TBB,
                        MachineBasicBlock *FBB, ArrayRef<MachineOperand> Cond,
                        const DebugLoc &DL,
                        int *BytesAdded = nullptr) const override;
  bool
  reverseBranchCondition(SmallVectorImpl<MachineOperand> &Cond) const override;
  MachineBasicBlock *getBranchDestBlock(const MachineInstr &MI) const override;

  /// Materialize the 64-bit constant \p Val into \p DstReg before \p MBBI:
  /// `li` for signed 32-bit values, `li` + `lih` otherwise.
  void movImm(MachineBasicBlock &MBB, MachineBasicBlock::iterator MBBI,
              const DebugLoc &DL, Register DstReg, int64_t Val,
              MachineInstr::MIFlag Flag = MachineInstr::NoFlags) const;

  /// After a reported error: replaces the body of \p MF by a single `ret`
  /// so the rest of the pipeline runs to completion on valid MachineIR.
  void replaceWithEmptyBody(MachineFunction &MF) const;

  /// Conditional branch opcodes and their inverses.
  static bool isCondBranch(unsigned Opc);
  static unsigned invertCondBranch(unsigned Opc);
};

} // namespace llvm

#endif
