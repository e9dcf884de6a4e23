//===-- PTOInstrInfo.cpp - PTO instruction information --------------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "PTOInstrInfo.h"
#include "PTOBuiltins.h"
#include "PTOMemOperandFlags.h"
#include "PTOSubtarget.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

#define DEBUG_TYPE "pto-instr-info"

#define GET_INSTRINFO_CTOR_DTOR
#include "PTOGenInstrInfo.inc"

PTOInstrInfo::PTOInstrInfo(const PTOSubtarget &STI)
    : PTOGenInstrInfo(STI, RI, PTO::ADJCALLSTACKDOWN, PTO::ADJCALLSTACKUP),
      RI() {}

ArrayRef<std::pair<MachineMemOperand::Flags, const char *>>
PTOInstrInfo::getSerializableMachineMemOperandTargetFlags() const {
  static const std::pair<MachineMemOperand::Flags, const char *> Flags[] = {
      {PTO::MORotating, "pto-rotating"},
      {PTO::MOSlot1, "pto-slot1"},
      {PTO::MONextSlot, "pto-next-slot"},
      {PTO::MOSlotInit, "pto-slot-init"}};
  return Flags;
}

void PTOInstrInfo::copyPhysReg(MachineBasicBlock &MBB,
                               MachineBasicBlock::iterator MI,
                               const DebugLoc &DL, Register DestReg,
                               Register SrcReg, bool KillSrc,
                               bool RenamableDest, bool RenamableSrc) const {
  if (!PTO::GPRRegClass.contains(DestReg, SrcReg))
    report_fatal_error("PTO: copy between non-GPR physical registers");
  BuildMI(MBB, MI, DL, get(PTO::ADDI), DestReg)
      .addReg(SrcReg, getKillRegState(KillSrc))
      .addImm(0);
}

static MachineMemOperand *getFrameMMO(MachineBasicBlock &MBB, int FI,
                                      MachineMemOperand::Flags Flags) {
  MachineFunction &MF = *MBB.getParent();
  MachineFrameInfo &MFI = MF.getFrameInfo();
  return MF.getMachineMemOperand(MachinePointerInfo::getFixedStack(MF, FI),
                                 Flags, LLT::scalar(64),
                                 MFI.getObjectAlign(FI));
}

void PTOInstrInfo::storeRegToStackSlot(MachineBasicBlock &MBB,
                                       MachineBasicBlock::iterator MI,
                                       Register SrcReg, bool IsKill, int FI,
                                       const TargetRegisterClass *RC,
                                       Register VReg,
                                       MachineInstr::MIFlag Flags) const {
  DebugLoc DL = MI != MBB.end() ? MI->getDebugLoc() : DebugLoc();
  BuildMI(MBB, MI, DL, get(PTO::SD))
      .addReg(SrcReg, getKillRegState(IsKill))
      .addFrameIndex(FI)
      .addImm(0)
      .addMemOperand(getFrameMMO(MBB, FI, MachineMemOperand::MOStore))
      .setMIFlag(Flags);
}

void PTOInstrInfo::loadRegFromStackSlot(MachineBasicBlock &MBB,
                                        MachineBasicBlock::iterator MI,
                                        Register DestReg, int FI,
                                        const TargetRegisterClass *RC,
                                        Register VReg, unsigned SubReg,
                                        MachineInstr::MIFlag Flags) const {
  DebugLoc DL = MI != MBB.end() ? MI->getDebugLoc() : DebugLoc();
  BuildMI(MBB, MI, DL, get(PTO::LD), DestReg)
      .addFrameIndex(FI)
      .addImm(0)
      .addMemOperand(getFrameMMO(MBB, FI, MachineMemOperand::MOLoad))
      .setMIFlag(Flags);
}

Register PTOInstrInfo::isLoadFromStackSlot(const MachineInstr &MI,
                                           int &FrameIndex) const {
  if (MI.getOpcode() == PTO::LD && MI.getOperand(1).isFI() &&
      MI.getOperand(2).isImm() && MI.getOperand(2).getImm() == 0) {
    FrameIndex = MI.getOperand(1).getIndex();
    return MI.getOperand(0).getReg();
  }
  return Register();
}

Register PTOInstrInfo::isStoreToStackSlot(const MachineInstr &MI,
                                          int &FrameIndex) const {
  if (MI.getOpcode() == PTO::SD && MI.getOperand(1).isFI() &&
      MI.getOperand(2).isImm() && MI.getOperand(2).getImm() == 0) {
    FrameIndex = MI.getOperand(1).getIndex();
    return MI.getOperand(0).getReg();
  }
  return Register();
}

unsigned PTOInstrInfo::getInstSizeInBytes(const MachineInstr &MI) const {
  if (MI.isMetaInstruction())
    return 0;
  return get(MI.getOpcode()).getSize();
}

const MDNode *PTOInstrInfo::getSlotMarkScope(const MachineInstr &MI) {
  if (MI.getOpcode() != PTO::SLOT_MARK || MI.getNumOperands() != 2 ||
      !MI.getOperand(0).isImm() || MI.getOperand(0).getImm() > 1 ||
      MI.getOperand(0).getImm() < 0 || !MI.getOperand(1).isMetadata())
    return nullptr;
  return MI.getOperand(1).getMetadata();
}

const MDNode *PTOInstrInfo::getSlotFlagScope(const MachineInstr &MI) {
  unsigned Opc = MI.getOpcode();
  if ((Opc != PTO::SET_FLAG_SLOT && Opc != PTO::WAIT_FLAG_SLOT) ||
      MI.getNumOperands() != 7)
    return nullptr;
  for (unsigned I : {0, 1, 2, 3, 5})
    if (!MI.getOperand(I).isImm())
      return nullptr;
  if (!MI.getOperand(4).isReg() || MI.getOperand(5).getImm() < 0 ||
      MI.getOperand(5).getImm() > 1 || !MI.getOperand(6).isMetadata())
    return nullptr;
  return MI.getOperand(6).getMetadata();
}

void PTOInstrInfo::getTileAddresses(
    const MachineInstr &MI,
    SmallVectorImpl<std::pair<Register, int64_t>> &Out) {
  Out.clear();
  const MCInstrDesc &Desc = MI.getDesc();
  for (unsigned I = 0, E = std::min<unsigned>(MI.getNumExplicitOperands(),
                                              Desc.getNumOperands());
       I + 1 < E; ++I)
    if (Desc.operands()[I].OperandType == MCOI::OPERAND_MEMORY &&
        MI.getOperand(I).isReg() && MI.getOperand(I + 1).isImm())
      Out.push_back({MI.getOperand(I).getReg(), MI.getOperand(I + 1).getImm()});
}

bool PTOInstrInfo::verifyInstruction(const MachineInstr &MI,
                                     StringRef &ErrInfo) const {
  if (MI.getOpcode() == PTO::SLOT_MARK && !getSlotMarkScope(MI)) {
    ErrInfo = "SLOT_MARK takes a kind (0: restart, 1: swap) and the alias "
              "scope of a rotating allocation";
    return false;
  }
  if ((MI.getOpcode() == PTO::SET_FLAG_SLOT ||
       MI.getOpcode() == PTO::WAIT_FLAG_SLOT) &&
      !getSlotFlagScope(MI)) {
    ErrInfo = "a per-slot flag takes two pipes, two event IDs, a slot "
              "register, its role (0: current, 1: next) and the alias scope "
              "of a rotating allocation";
    return false;
  }
  // Element types: the trailing dtype of a tile pseudo or G_PTO_* builtin,
  // the dtype and srcdtype fields of a real tile instruction. Every pass
  // converts them to PTODTypeKind, so an unknown value must not get past
  // the verifier.
  unsigned Opc = MI.getOpcode();
  auto BadDType = [&](int Idx) {
    if (Idx < 0 || unsigned(Idx) >= MI.getNumOperands())
      return false;
    const MachineOperand &MO = MI.getOperand(Idx);
    return !MO.isImm() || !PTO::isValidDType(MO.getImm());
  };
  if (((PTO::getTileOpInfo(Opc) || PTO::getBuiltinOfGenericOpcode(Opc)) &&
       BadDType(int(MI.getNumOperands()) - 1)) ||
      BadDType(PTO::getNamedOperandIdx(Opc, PTO::OpName::dtype)) ||
      BadDType(PTO::getNamedOperandIdx(Opc, PTO::OpName::srcdtype))) {
    static const std::string Msg =
        "a dtype operand is not an immediate naming an element type (" +
        PTO::getDTypeList().str() + ")";
    ErrInfo = Msg;
    return false;
  }
  if (MI.getDesc().getSize() == 16 && !MI.isPseudo()) {
    // A real tile instruction: it executes from its operands alone, so they
    // must agree (docs/isa.md, "Operands").
    int IP = PTO::getNamedOperandIdx(Opc, PTO::OpName::ip);
    if (IP >= 0 && unsigned(IP) + 1 < MI.getNumOperands() &&
        (!MI.getOperand(IP).isIdenticalTo(MI.getOperand(0)) ||
         !MI.getOperand(IP + 1).isIdenticalTo(MI.getOperand(1)))) {
      ErrInfo = "the input a tile result is written over must be the "
                "destination's address";
      return false;
    }
    bool AllImm = true;
    std::string Err = PTO::checkTileShapes(Opc, [&](unsigned I) -> int64_t {
      if (I >= MI.getNumOperands() || !MI.getOperand(I).isImm()) {
        AllImm = false;
        return 0;
      }
      return MI.getOperand(I).getImm();
    });
    if (!AllImm) {
      ErrInfo = "a shape operand of a tile instruction is not an immediate";
      return false;
    }
    if (!Err.empty()) {
      // ErrInfo is a StringRef: keep the text alive.
      static thread_local std::string Kept;
      Kept = std::move(Err);
      ErrInfo = Kept;
      return false;
    }
    return true;
  }
  if (!MI.isCopy())
    return true;
  const MachineRegisterInfo &MRI = MI.getMF()->getRegInfo();
  auto ClassOf = [&](Register R) -> const TargetRegisterClass * {
    return R.isVirtual() ? MRI.getRegClassOrNull(R) : nullptr;
  };
  const TargetRegisterClass *Dst = ClassOf(MI.getOperand(0).getReg());
  const TargetRegisterClass *Src = ClassOf(MI.getOperand(1).getReg());
  if ((PTO::isTileRegClass(Dst) || PTO::isTileRegClass(Src)) && Dst != Src) {
    ErrInfo = "tile value copied through a register of another class (tiles "
              "never move through GPRs or between memories by COPY)";
    return false;
  }
  return true;
}

void PTOInstrInfo::movImm(MachineBasicBlock &MBB,
                          MachineBasicBlock::iterator MBBI, const DebugLoc &DL,
                          Register DstReg, int64_t Val,
                          MachineInstr::MIFlag Flag) const {
  if (isInt<32>(Val)) {
    BuildMI(MBB, MBBI, DL, get(PTO::LI), DstReg).addImm(Val).setMIFlag(Flag);
    return;
  }
  MachineRegisterInfo &MRI = MBB.getParent()->getRegInfo();
  Register Lo = DstReg.isVirtual()
                    ? MRI.createVirtualRegister(&PTO::GPRRegClass)
                    : DstReg;
  BuildMI(MBB, MBBI, DL, get(PTO::LI), Lo)
      .addImm(SignExtend64<32>(Val))
      .setMIFlag(Flag);
  BuildMI(MBB, MBBI, DL, get(PTO::LIH), DstReg)
      .addReg(Lo, RegState::Kill)
      .addImm(static_cast<uint64_t>(Val) >> 32)
      .setMIFlag(Flag);
}

void PTOInstrInfo::replaceWithEmptyBody(MachineFunction &MF) const {
  MF.reset();
  MF.initTargetMachineFunctionInfo(MF.getSubtarget());
  MachineBasicBlock *MBB = MF.CreateMachineBasicBlock();
  MF.push_back(MBB);
  BuildMI(MBB, DebugLoc(), get(PTO::RET));
  MF.getProperties().setSelected().setLegalized().setRegBankSelected();
}

//===----------------------------------------------------------------------===//
// Branch analysis. Cond is {opcode, rs1, rs2} of a compare-and-branch.
//===----------------------------------------------------------------------===//

bool PTOInstrInfo::isCondBranch(unsigned Opc) {
  switch (Opc) {
  case PTO::BEQ:
  case PTO::BNE:
  case PTO::BLT:
  case PTO::BGE:
  case PTO::BLTU:
  case PTO::BGEU:
    return true;
  default:
    return false;
  }
}

unsigned PTOInstrInfo::invertCondBranch(unsigned Opc) {
  switch (Opc) {
  case PTO::BEQ:
    return PTO::BNE;
  case PTO::BNE:
    return PTO::BEQ;
  case PTO::BLT:
    return PTO::BGE;
  case PTO::BGE:
    return PTO::BLT;
  case PTO::BLTU:
    return PTO::BGEU;
  case PTO::BGEU:
    return PTO::BLTU;
  default:
    llvm_unreachable("not a conditional branch");
  }
}

MachineBasicBlock *
PTOInstrInfo::getBranchDestBlock(const MachineInstr &MI) const {
  return MI.getOperand(MI.getNumExplicitOperands() - 1).getMBB();
}

static void parseCondBranch(MachineInstr &MI, MachineBasicBlock *&Target,
                            SmallVectorImpl<MachineOperand> &Cond) {
  Target = MI.getOperand(2).getMBB();
  Cond.push_back(MachineOperand::CreateImm(MI.getOpcode()));
  Cond.push_back(MI.getOperand(0));
  Cond.push_back(MI.getOperand(1));
}

bool PTOInstrInfo::analyzeBranch(MachineBasicBlock &MBB,
                                 MachineBasicBlock *&TBB,
                                 MachineBasicBlock *&FBB,
                                 SmallVectorImpl<MachineOperand> &Cond,
                                 bool AllowModify) const {
  TBB = FBB = nullptr;
  Cond.clear();

  MachineBasicBlock::iterator I = MBB.getLastNonDebugInstr();
  if (I == MBB.end() || !isUnpredicatedTerminator(*I))
    return false; // Falls through.

  // Count the terminators; anything but up to two branches is opaque.
  MachineBasicBlock::iterator FirstUncond = MBB.end();
  int NumTerminators = 0;
  for (auto J = I.getReverse(); J != MBB.rend() && isUnpredicatedTerminator(*J);
       ++J) {
    ++NumTerminators;
    if (J->getDesc().isUnconditionalBranch() || J->getDesc().isIndirectBranch())
      FirstUncond = J.getReverse();
  }

  // Drop everything after the first unconditional branch.
  if (AllowModify && FirstUncond != MBB.end()) {
    while (std::next(FirstUncond) != MBB.end()) {
      std::next(FirstUncond)->eraseFromParent();
      --NumTerminators;
    }
    I = FirstUncond;
  }

  if (I->getDesc().isIndirectBranch() || I->isReturn() ||
      I->hasUnmodeledSideEffects())
    return true;

  if (NumTerminators == 1) {
    if (I->getOpcode() == PTO::J) {
      TBB = I->getOperand(0).getMBB();
      return false;
    }
    if (isCondBranch(I->getOpcode())) {
      parseCondBranch(*I, TBB, Cond);
      return false;
    }
    return true;
  }

  if (NumTerminators == 2 && std::prev(I) != MBB.end() &&
      isCondBranch(std::prev(I)->getOpcode()) && I->getOpcode() == PTO::J) {
    parseCondBranch(*std::prev(I), TBB, Cond);
    FBB = I->getOperand(0).getMBB();
    return false;
  }
  return true;
}

unsigned PTOInstrInfo::removeBranch(MachineBasicBlock &MBB,
                                    int *BytesRemoved) const {
  if (BytesRemoved)
    *BytesRemoved = 0;
  unsigned Count = 0;
  MachineBasicBlock::iterator I = MBB.getLastNonDebugInstr();
  while (I != MBB.end() &&
         (I->getOpcode() == PTO::J || isCondBranch(I->getOpcode()))) {
    if (BytesRemoved)
      *BytesRemoved += getInstSizeInBytes(*I);
    I->eraseFromParent();
    ++Count;
    I = MBB.getLastNonDebugInstr();
  }
  return Count;
}

unsigned PTOInstrInfo::insertBranch(MachineBasicBlock &MBB,
                                    MachineBasicBlock *TBB,
                                    MachineBasicBlock *FBB,
                                    ArrayRef<MachineOperand> Cond,
                                    const DebugLoc &DL, int *BytesAdded) const {
  assert(TBB && "insertBranch needs a target");
  if (BytesAdded)
    *BytesAdded = 0;
  if (Cond.empty()) {
    BuildMI(&MBB, DL, get(PTO::J)).addMBB(TBB);
    if (BytesAdded)
      *BytesAdded += 8;
    return 1;
  }
  BuildMI(&MBB, DL, get(Cond[0].getImm()))
      .add(Cond[1])
      .add(Cond[2])
      .addMBB(TBB);
  if (BytesAdded)
    *BytesAdded += 8;
  if (!FBB)
    return 1;
  BuildMI(&MBB, DL, get(PTO::J)).addMBB(FBB);
  if (BytesAdded)
    *BytesAdded += 8;
  return 2;
}

bool PTOInstrInfo::reverseBranchCondition(
    SmallVectorImpl<MachineOperand> &Cond) const {
  assert(Cond.size() == 3 && "invalid branch condition");
  Cond[0].setImm(invertCondBranch(Cond[0].getImm()));
  return false;
}

std::optional<std::pair<const MachineMemOperand *, PTO::StridedFootprint>>
PTOInstrInfo::getGMFootprint(
    const MachineInstr &MI,
    function_ref<const MachineInstr *(const MachineInstr &, Register)>
        UniqueReachingDef) {
  const MachineMemOperand *GM = nullptr;
  for (const MachineMemOperand *MMO : MI.memoperands())
    if (!PTO::isOnChipAddrSpace(MMO->getAddrSpace()) && MMO->getValue()) {
      if (GM)
        return std::nullopt; // More than one.
      GM = MMO;
    }
  if (!GM || MI.isCall())
    return std::nullopt;
  const PTO::PTOTileOpInfo *Op = PTO::getTileOpInfoOfReal(MI.getOpcode());
  PTO::StridedFootprint F;
  if (!Op) {
    // A scalar access: one row of its size.
    LocationSize S = GM->getSize();
    if (MI.getNumMemOperands() != 1 || !S.hasValue() || S.isScalable())
      return std::nullopt;
    F.RowBytes = F.Stride = S.getValue().getFixedValue();
    return std::make_pair(GM, F);
  }
  // Issue 14 (14F): tstore.quant's GM window has dtype (the GM type)
  // elements, like a tstore's.
  if (Op->BuiltinID != PTO::BI_TLOAD && Op->BuiltinID != PTO::BI_TSTORE &&
      Op->BuiltinID != PTO::BI_TSTORE_QUANT)
    return std::nullopt;
  unsigned Opc = MI.getOpcode();
  int SI = PTO::getNamedOperandIdx(Opc, PTO::OpName::r2);
  int RI = PTO::getNamedOperandIdx(Opc, PTO::OpName::rows);
  int CI = PTO::getNamedOperandIdx(Opc, PTO::OpName::cols);
  int DI = PTO::getNamedOperandIdx(Opc, PTO::OpName::dtype);
  if (SI < 0 || RI < 0 || CI < 0 || DI < 0)
    return std::nullopt;
  const MachineOperand &SR = MI.getOperand(SI), &RO = MI.getOperand(RI),
                       &CO = MI.getOperand(CI), &DO = MI.getOperand(DI);
  if (!SR.isReg() || !RO.isImm() || !CO.isImm() || !DO.isImm() ||
      RO.getImm() <= 0 || CO.getImm() <= 0 || !PTO::isValidDType(DO.getImm()))
    return std::nullopt;
  unsigned Elt = PTO::getDTypeBytes(PTO::PTODTypeKind(DO.getImm()));
  int64_t StrideElts = 0;
  if (SR.getReg() != PTO::X0) {
    const MachineInstr *Def = UniqueReachingDef(MI, SR.getReg());
    if (!Def || Def->getOpcode() != PTO::LI || !Def->getOperand(1).isImm())
      return std::nullopt;
    StrideElts = Def->getOperand(1).getImm();
  }
  if (StrideElts < 0)
    return std::nullopt;
  F.Stride = uint64_t(StrideElts) * Elt;
  F.Rows = uint64_t(RO.getImm());
  F.RowBytes = uint64_t(CO.getImm()) * Elt;
  return std::make_pair(GM, F);
}
