//===-- PTOInstructionSelector.cpp - Instruction selection for PTO --------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Selects legalized generic MachineIR into PTO instructions: the TableGen
// patterns of PTOInstrInfo.td first (selectImpl), then the opcodes patterns
// cannot express (compares, selects, extensions, constants, frame indices,
// global addresses, conditional branches) in C++.
//
//===----------------------------------------------------------------------===//

#include "GISel/PTORegisterBankInfo.h"
#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTOInstrInfo.h"
#include "PTOSubtarget.h"
#include "PTOTargetMachine.h"
#include "llvm/CodeGen/GlobalISel/GIMatchTableExecutorImpl.h"
#include "llvm/CodeGen/GlobalISel/GenericMachineInstrs.h"
#include "llvm/CodeGen/GlobalISel/InstructionSelector.h"
#include "llvm/CodeGen/GlobalISel/MIPatternMatch.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/GlobalISel/Utils.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/Support/CommandLine.h"

#define DEBUG_TYPE "pto-isel"

using namespace llvm;

#define GET_GLOBALISEL_PREDICATE_BITSET
#include "PTOGenGlobalISel.inc"
#undef GET_GLOBALISEL_PREDICATE_BITSET

namespace {

class PTOInstructionSelector : public InstructionSelector {
public:
  PTOInstructionSelector(const PTOTargetMachine &TM, const PTOSubtarget &STI,
                         const PTORegisterBankInfo &RBI);

  bool select(MachineInstr &I) override;
  static const char *getName() { return DEBUG_TYPE; }

private:
  bool selectImpl(MachineInstr &I, CodeGenCoverage &CoverageInfo) const;

  void preISelLower(MachineInstr &I, MachineIRBuilder &MIB);
  void replacePtrWithInt(MachineOperand &Op, MachineIRBuilder &MIB);
  bool constrainCopy(MachineInstr &I) const;
  bool constrain(MachineInstr &I) const {
    return constrainSelectedInstRegOperands(I, TII, TRI, RBI);
  }
  Register newGPR() const {
    return MF->getRegInfo().createVirtualRegister(&PTO::GPRRegClass);
  }

  const TargetRegisterClass *getRegClassForBank(Register Reg) const;
  bool selectTileBuiltin(MachineInstr &I, PTO::PTOBuiltinKind BI,
                         MachineIRBuilder &MIB) const;
  bool selectConstant(MachineInstr &I) const;
  bool selectICmp(MachineInstr &I, MachineIRBuilder &MIB) const;
  bool selectBrCond(MachineInstr &I, MachineIRBuilder &MIB) const;
  bool selectSelect(MachineInstr &I, MachineIRBuilder &MIB) const;
  bool selectExtend(MachineInstr &I, MachineIRBuilder &MIB) const;
  bool selectSExtInReg(MachineInstr &I, MachineIRBuilder &MIB) const;
  bool selectAndMask(MachineInstr &I, MachineIRBuilder &MIB) const;
  bool selectMulPow2(MachineInstr &I, MachineIRBuilder &MIB) const;
  bool selectSubImm(MachineInstr &I, MachineIRBuilder &MIB) const;
  // Issue 13 (F): scalar floating point.
  bool selectFloat(MachineInstr &I) const;
  bool selectFCmp(MachineInstr &I, MachineIRBuilder &MIB) const;
  bool foldExtendIntoLoad(MachineInstr &I, Register Src, unsigned Bits,
                          bool IsSigned) const;
  bool selectShiftPair(MachineInstr &I, MachineIRBuilder &MIB, Register Src,
                       unsigned Amount, bool IsSigned) const;

  ComplexRendererFns selectAddrRegImm(MachineOperand &Root) const;

  const PTOInstrInfo &TII;
  const PTORegisterInfo &TRI;
  const PTORegisterBankInfo &RBI;

#define GET_GLOBALISEL_PREDICATES_DECL
#include "PTOGenGlobalISel.inc"
#undef GET_GLOBALISEL_PREDICATES_DECL

#define GET_GLOBALISEL_TEMPORARIES_DECL
#include "PTOGenGlobalISel.inc"
#undef GET_GLOBALISEL_TEMPORARIES_DECL
};

} // namespace

#define GET_GLOBALISEL_IMPL
#include "PTOGenGlobalISel.inc"
#undef GET_GLOBALISEL_IMPL

PTOInstructionSelector::PTOInstructionSelector(const PTOTargetMachine &TM,
                                               const PTOSubtarget &STI,
                                               const PTORegisterBankInfo &RBI)
    : TII(*STI.getInstrInfo()), TRI(*STI.getRegisterInfo()),
      RBI(RBI),
#define GET_GLOBALISEL_PREDICATES_INIT
#include "PTOGenGlobalISel.inc"
#undef GET_GLOBALISEL_PREDICATES_INIT
#define GET_GLOBALISEL_TEMPORARIES_INIT
#include "PTOGenGlobalISel.inc"
#undef GET_GLOBALISEL_TEMPORARIES_INIT
{
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The register class of a register's bank: GPR, or the tile class of its
/// memory.
const TargetRegisterClass *
PTOInstructionSelector::getRegClassForBank(Register Reg) const {
  const RegisterBank *RB = RBI.getRegBank(Reg, MF->getRegInfo(), TRI);
  if (!RB)
    return nullptr;
  if (RB->getID() == PTO::GPRBRegBankID)
    return &PTO::GPRRegClass;
  std::optional<unsigned> AS = PTO::getRegBankMemory(RB->getID());
  std::optional<unsigned> RCID =
      AS ? PTO::getTileMemoryClass(*AS) : std::nullopt;
  return RCID ? TRI.getRegClass(*RCID) : nullptr;
}

bool PTOInstructionSelector::constrainCopy(MachineInstr &I) const {
  MachineRegisterInfo &MRI = MF->getRegInfo();
  for (MachineOperand &MO : I.operands()) {
    if (!MO.isReg() || !MO.getReg().isVirtual() ||
        MRI.getRegClassOrNull(MO.getReg()))
      continue;
    const TargetRegisterClass *RC = getRegClassForBank(MO.getReg());
    if (!RC || !RBI.constrainGenericRegister(MO.getReg(), *RC, MRI))
      return false;
  }
  return true;
}

void PTOInstructionSelector::replacePtrWithInt(MachineOperand &Op,
                                               MachineIRBuilder &MIB) {
  // Pointers and integers share the GPRs: a plain COPY into an s64 vreg
  // (already constrained, so nothing is left to select) lets the imported
  // integer patterns match.
  MachineRegisterInfo &MRI = MF->getRegInfo();
  Register IntReg = MRI.createGenericVirtualRegister(LLT::scalar(64));
  MRI.setRegClass(IntReg, &PTO::GPRRegClass);
  MIB.buildCopy(IntReg, Op.getReg());
  Op.setReg(IntReg);
}

/// Rewrites pointer arithmetic and pointer-typed memory values as 64-bit
/// integers so the imported integer patterns apply to them.
void PTOInstructionSelector::preISelLower(MachineInstr &I,
                                          MachineIRBuilder &MIB) {
  MachineRegisterInfo &MRI = MF->getRegInfo();
  const LLT S64 = LLT::scalar(64);
  switch (I.getOpcode()) {
  case TargetOpcode::G_PTR_ADD:
  case TargetOpcode::G_PTRMASK: {
    Register Dst = I.getOperand(0).getReg();
    replacePtrWithInt(I.getOperand(1), MIB);
    I.setDesc(TII.get(I.getOpcode() == TargetOpcode::G_PTR_ADD
                          ? TargetOpcode::G_ADD
                          : TargetOpcode::G_AND));
    MRI.setType(Dst, S64);
    break;
  }
  case TargetOpcode::G_LOAD: {
    Register Dst = I.getOperand(0).getReg();
    if (MRI.getType(Dst).isPointer())
      MRI.setType(Dst, S64);
    break;
  }
  case TargetOpcode::G_STORE:
    if (MRI.getType(I.getOperand(0).getReg()).isPointer())
      replacePtrWithInt(I.getOperand(0), MIB);
    break;
  default:
    break;
  }
}

//===----------------------------------------------------------------------===//
// select()
//===----------------------------------------------------------------------===//

bool PTOInstructionSelector::select(MachineInstr &I) {
  MachineRegisterInfo &MRI = MF->getRegInfo();
  const unsigned Opc = I.getOpcode();

  // Target generic opcodes (G_PTO_*) are pre-ISel opcodes too, but not
  // isPreISelGenericOpcode().
  if (!I.isPreISelOpcode() || Opc == TargetOpcode::G_PHI) {
    if (Opc == TargetOpcode::PHI || Opc == TargetOpcode::G_PHI) {
      I.setDesc(TII.get(TargetOpcode::PHI));
      Register Dst = I.getOperand(0).getReg();
      if (Dst.isPhysical() || MRI.getRegClassOrNull(Dst))
        return true;
      const TargetRegisterClass *RC = getRegClassForBank(Dst);
      return RC && RBI.constrainGenericRegister(Dst, *RC, MRI);
    }
    if (I.isCopy())
      return constrainCopy(I);
    return true;
  }

  // Issue 15: SPMD. G_PTO_GET_BLOCK_IDX ... read their core register.
  if (const PTO::PTOCoreRegBuiltinInfo *CR =
          PTO::lookupCoreRegBuiltinByGeneric(Opc)) {
    I.setDesc(TII.get(CR->Real));
    return constrain(I);
  }

  MachineIRBuilder MIB(I);
  if (std::optional<PTO::PTOBuiltinKind> BI =
          PTO::getBuiltinOfGenericOpcode(Opc))
    return selectTileBuiltin(I, *BI, MIB);

  preISelLower(I, MIB);

  // Shapes the imported patterns would select less well.
  switch (I.getOpcode()) {
  case TargetOpcode::G_SEXT_INREG:
    return selectSExtInReg(I, MIB);
  case TargetOpcode::G_AND:
    if (selectAndMask(I, MIB))
      return true;
    break;
  case TargetOpcode::G_MUL:
    if (selectMulPow2(I, MIB))
      return true;
    break;
  case TargetOpcode::G_SUB:
    if (selectSubImm(I, MIB))
      return true;
    break;
  default:
    break;
  }

  // Issue 13 (F): scalar floating point, on the GPRs' low bits.
  if (I.getOpcode() == TargetOpcode::G_FCMP)
    return selectFCmp(I, MIB);
  if (selectFloat(I))
    return true;

  if (selectImpl(I, *CoverageInfo))
    return true;

  switch (I.getOpcode()) {
  case TargetOpcode::G_ANYEXT:
  case TargetOpcode::G_TRUNC:
  case TargetOpcode::G_PTRTOINT:
  case TargetOpcode::G_INTTOPTR:
  case TargetOpcode::G_ADDRSPACE_CAST:
  case TargetOpcode::G_FREEZE:
  case TargetOpcode::G_CONSTANT_FOLD_BARRIER: // Issue 13 (F)
    I.setDesc(TII.get(TargetOpcode::COPY));
    return constrainCopy(I);
  case TargetOpcode::G_IMPLICIT_DEF: {
    I.setDesc(TII.get(TargetOpcode::IMPLICIT_DEF));
    const TargetRegisterClass *RC = getRegClassForBank(I.getOperand(0).getReg());
    return RC &&
           RBI.constrainGenericRegister(I.getOperand(0).getReg(), *RC, MRI);
  }
  case TargetOpcode::G_CONSTANT:
    return selectConstant(I);
  case TargetOpcode::G_FRAME_INDEX: {
    auto MI = MIB.buildInstr(PTO::ADDI, {I.getOperand(0).getReg()}, {})
                  .addFrameIndex(I.getOperand(1).getIndex())
                  .addImm(0);
    I.eraseFromParent();
    return constrain(*MI);
  }
  case TargetOpcode::G_GLOBAL_VALUE: {
    // Absolute 32-bit addresses: the small code model of docs/abi.md.
    const MachineOperand &GV = I.getOperand(1);
    auto MI = MIB.buildInstr(PTO::LI, {I.getOperand(0).getReg()}, {})
                  .addGlobalAddress(GV.getGlobal(), GV.getOffset());
    I.eraseFromParent();
    return constrain(*MI);
  }
  case TargetOpcode::G_ICMP:
    return selectICmp(I, MIB);
  case TargetOpcode::G_BRCOND:
    return selectBrCond(I, MIB);
  case TargetOpcode::G_SELECT:
    return selectSelect(I, MIB);
  case TargetOpcode::G_ZEXT:
  case TargetOpcode::G_SEXT:
    return selectExtend(I, MIB);
  default:
    return false;
  }
}

bool PTOInstructionSelector::selectConstant(MachineInstr &I) const {
  Register Dst = I.getOperand(0).getReg();
  const MachineOperand &Op = I.getOperand(1);
  int64_t Val = Op.isCImm() ? Op.getCImm()->getSExtValue() : 0;
  TII.movImm(*I.getParent(), I, I.getDebugLoc(), Dst, Val);
  I.eraseFromParent();
  return RBI.constrainGenericRegister(Dst, PTO::GPRRegClass,
                                      MF->getRegInfo());
}

/// Materializes `Dst = LHS <Pred> RHS` as 0 or 1 with set-less-than.
bool PTOInstructionSelector::selectICmp(MachineInstr &I,
                                        MachineIRBuilder &MIB) const {
  Register Dst = I.getOperand(0).getReg();
  auto Pred = static_cast<CmpInst::Predicate>(I.getOperand(1).getPredicate());
  Register LHS = I.getOperand(2).getReg();
  Register RHS = I.getOperand(3).getReg();
  MachineRegisterInfo &MRI = MF->getRegInfo();

  SmallVector<MachineInstr *, 3> Built;
  auto Emit = [&](unsigned Opc, Register D, ArrayRef<Register> Srcs,
                  std::optional<int64_t> Imm = std::nullopt) {
    auto B = MIB.buildInstr(Opc, {D}, {});
    for (Register S : Srcs)
      B.addReg(S);
    if (Imm)
      B.addImm(*Imm);
    Built.push_back(B);
  };

  // slt/sltu against a small constant use the immediate forms.
  std::optional<int64_t> RHSImm;
  if (auto C = getIConstantVRegSExtVal(RHS, MRI); C && isInt<32>(*C))
    RHSImm = C;

  switch (Pred) {
  case CmpInst::ICMP_EQ:
  case CmpInst::ICMP_NE: {
    Register Diff = newGPR();
    Emit(PTO::XOR, Diff, {LHS, RHS});
    if (Pred == CmpInst::ICMP_EQ)
      Emit(PTO::SLTIU, Dst, {Diff}, 1);
    else
      Emit(PTO::SLTU, Dst, {Register(PTO::X0), Diff});
    break;
  }
  case CmpInst::ICMP_SLT:
  case CmpInst::ICMP_ULT:
    if (RHSImm)
      Emit(Pred == CmpInst::ICMP_SLT ? PTO::SLTI : PTO::SLTIU, Dst, {LHS},
           *RHSImm);
    else
      Emit(Pred == CmpInst::ICMP_SLT ? PTO::SLT : PTO::SLTU, Dst, {LHS, RHS});
    break;
  case CmpInst::ICMP_SGT:
  case CmpInst::ICMP_UGT:
    Emit(Pred == CmpInst::ICMP_SGT ? PTO::SLT : PTO::SLTU, Dst, {RHS, LHS});
    break;
  case CmpInst::ICMP_SGE:
  case CmpInst::ICMP_UGE:
  case CmpInst::ICMP_SLE:
  case CmpInst::ICMP_ULE: {
    bool Signed = Pred == CmpInst::ICMP_SGE || Pred == CmpInst::ICMP_SLE;
    bool Swap = Pred == CmpInst::ICMP_SLE || Pred == CmpInst::ICMP_ULE;
    Register Lt = newGPR();
    Emit(Signed ? PTO::SLT : PTO::SLTU, Lt, Swap ? ArrayRef<Register>{RHS, LHS}
                                                 : ArrayRef<Register>{LHS, RHS});
    Emit(PTO::XORI, Dst, {Lt}, 1);
    break;
  }
  default:
    return false;
  }
  I.eraseFromParent();
  for (MachineInstr *MI : Built)
    if (!constrain(*MI))
      return false;
  return true;
}

/// Folds a single-use compare into a compare-and-branch; otherwise branches
/// on the condition register being non-zero.
bool PTOInstructionSelector::selectBrCond(MachineInstr &I,
                                          MachineIRBuilder &MIB) const {
  MachineRegisterInfo &MRI = MF->getRegInfo();
  Register Cond = I.getOperand(0).getReg();
  MachineBasicBlock *Target = I.getOperand(1).getMBB();

  unsigned Opc = PTO::BNE;
  Register L = Cond, R = PTO::X0;
  MachineInstr *CmpMI = MRI.getVRegDef(Cond);
  if (CmpMI && CmpMI->getOpcode() == TargetOpcode::G_ICMP &&
      CmpMI->getParent() == I.getParent() && MRI.hasOneNonDBGUse(Cond)) {
    auto Pred =
        static_cast<CmpInst::Predicate>(CmpMI->getOperand(1).getPredicate());
    Register A = CmpMI->getOperand(2).getReg();
    Register B = CmpMI->getOperand(3).getReg();
    bool Swap = false;
    switch (Pred) {
    case CmpInst::ICMP_EQ:
      Opc = PTO::BEQ;
      break;
    case CmpInst::ICMP_NE:
      Opc = PTO::BNE;
      break;
    case CmpInst::ICMP_SLT:
      Opc = PTO::BLT;
      break;
    case CmpInst::ICMP_SGE:
      Opc = PTO::BGE;
      break;
    case CmpInst::ICMP_SGT:
      Opc = PTO::BLT, Swap = true;
      break;
    case CmpInst::ICMP_SLE:
      Opc = PTO::BGE, Swap = true;
      break;
    case CmpInst::ICMP_ULT:
      Opc = PTO::BLTU;
      break;
    case CmpInst::ICMP_UGE:
      Opc = PTO::BGEU;
      break;
    case CmpInst::ICMP_UGT:
      Opc = PTO::BLTU, Swap = true;
      break;
    case CmpInst::ICMP_ULE:
      Opc = PTO::BGEU, Swap = true;
      break;
    default:
      return false;
    }
    L = Swap ? B : A;
    R = Swap ? A : B;
  }
  auto Br = MIB.buildInstr(Opc).addReg(L).addReg(R).addMBB(Target);
  I.eraseFromParent();
  return constrain(*Br);
}

bool PTOInstructionSelector::selectSelect(MachineInstr &I,
                                          MachineIRBuilder &MIB) const {
  LLT Ty = MF->getRegInfo().getType(I.getOperand(0).getReg());
  unsigned Opc = PTO::SEL;
  if (Ty.isPointer() && PTO::isOnChipAddrSpace(Ty.getAddressSpace())) {
    std::optional<unsigned> TileOpc =
        PTO::getTileSelectOpcode(Ty.getAddressSpace());
    if (!TileOpc)
      return false;
    Opc = *TileOpc;
  }
  auto Sel = MIB.buildInstr(Opc, {I.getOperand(0).getReg()}, {})
                 .addReg(I.getOperand(1).getReg())
                 .addReg(I.getOperand(2).getReg())
                 .addReg(I.getOperand(3).getReg());
  I.eraseFromParent();
  return constrain(*Sel);
}

// Issue 13 (R): a deliberately unsound selection for the tests that must
// catch it (test/tools/pto-sim/runtime-pos.ll): runtime sub-tile positions
// taken as (0, 0).
static cl::opt<bool> UnsoundRegPosZero(
    "pto-isel-unsound-regpos-zero", cl::Hidden, cl::init(false),
    cl::desc("Testing only: select textract/tinsert with register positions "
             "as position (0, 0) (unsound)"));

/// A G_PTO_* becomes the tile pseudo of its memories (PTOTileOpTable): the
/// result's memory and the first tile operand's (gm for tload, the
/// destination's for tfill). The kernel-IR verifier diagnoses combinations the
/// hardware lacks before selection.
bool PTOInstructionSelector::selectTileBuiltin(MachineInstr &I,
                                               PTO::PTOBuiltinKind BI,
                                               MachineIRBuilder &MIB) const {
  MachineRegisterInfo &MRI = MF->getRegInfo();
  auto MemoryOf = [&](Register R) -> std::optional<unsigned> {
    LLT Ty = MRI.getType(R);
    if (Ty.isPointer())
      return Ty.getAddressSpace();
    return std::nullopt;
  };

  unsigned DstAS = PTO::AS_GENERIC;
  unsigned NumDefs = 0;
  if (I.getNumOperands() && I.getOperand(0).isReg() && I.getOperand(0).isDef()) {
    NumDefs = 1;
    DstAS = MemoryOf(I.getOperand(0).getReg()).value_or(PTO::AS_GENERIC);
  } else if (BI == PTO::BI_TSTORE ||
             BI == PTO::BI_TSTORE_QUANT) { // Issue 14 (14F)
    DstAS = PTO::AS_GM;
  }
  std::optional<unsigned> SrcAS;
  for (unsigned Idx = NumDefs, E = I.getNumOperands(); Idx != E && !SrcAS;
       ++Idx) {
    const MachineOperand &MO = I.getOperand(Idx);
    if (MO.isReg())
      if (std::optional<unsigned> AS = MemoryOf(MO.getReg());
          AS && PTO::isOnChipAddrSpace(*AS))
        SrcAS = AS;
  }
  // Without a tile operand the source is global memory (tload) or, for
  // builtins that read only scalars (tfill), the destination memory.
  if (!SrcAS)
    SrcAS = BI == PTO::BI_TLOAD ? PTO::AS_GM : DstAS;
  // Issue 13 (R): sub-tile positions (textract: operands 2, 3; tinsert: 3,
  // 4) in registers take the register form, unless both are constants: then
  // the immediate form, with the constants as its immediates.
  // Issue 13 (T): tview's (operands 2, 3) the same way.
  unsigned PosIdx = BI == PTO::BI_TEXTRACT || BI == PTO::BI_TVIEW ? 2
                    : BI == PTO::BI_TINSERT                       ? 3
                                                                  : 0;
  bool RegPos = false;
  std::optional<int64_t> PosImm[2];
  if (PosIdx && I.getOperand(PosIdx).isReg()) {
    for (unsigned K = 0; K != 2; ++K)
      if (auto V =
              getIConstantVRegSExtVal(I.getOperand(PosIdx + K).getReg(), MRI))
        PosImm[K] = *V;
    RegPos = !PosImm[0] || !PosImm[1];
    // The mutation of fuzz-mutants.test / runtime-pos.ll: a register
    // position read as 0.
    if (RegPos && UnsoundRegPosZero) {
      RegPos = false;
      PosImm[0] = PosImm[1] = 0;
    }
  }
  const PTO::PTOTileOpInfo *Op = PTO::getTileOp(BI, DstAS, *SrcAS, RegPos);
  if (!Op)
    return false;

  auto NewMI = MIB.buildInstr(Op->Opcode);
  for (unsigned Idx = 0, E = I.getNumOperands(); Idx != E; ++Idx) {
    const MachineOperand &MO = I.getOperand(Idx);
    bool IsPos = PosIdx && MO.isReg() && (Idx == PosIdx || Idx == PosIdx + 1);
    if (IsPos && !RegPos)
      NewMI.addImm(*PosImm[Idx - PosIdx]);
    else if (IsPos && PosImm[Idx - PosIdx] == 0)
      NewMI.addReg(PTO::X0); // A constant 0 beside a register position.
    else
      NewMI.add(MO);
  }
  NewMI.cloneMemRefs(I);
  I.eraseFromParent();
  return constrain(*NewMI);
}

/// zext/sext from an N-bit value held in a 64-bit register.
bool PTOInstructionSelector::selectExtend(MachineInstr &I,
                                          MachineIRBuilder &MIB) const {
  MachineRegisterInfo &MRI = MF->getRegInfo();
  Register Dst = I.getOperand(0).getReg();
  Register Src = I.getOperand(1).getReg();
  unsigned N = MRI.getType(Src).getSizeInBits();
  bool IsSigned = I.getOpcode() == TargetOpcode::G_SEXT;
  if (N >= 64 || MRI.getType(Dst).getSizeInBits() != 64)
    return false;

  SmallVector<MachineInstr *, 2> Built;
  if (!IsSigned && N <= 16) {
    Built.push_back(MIB.buildInstr(PTO::ANDI, {Dst}, {})
                        .addReg(Src)
                        .addImm((int64_t(1) << N) - 1));
  } else {
    Register Tmp = newGPR();
    Built.push_back(
        MIB.buildInstr(PTO::SLLI, {Tmp}, {}).addReg(Src).addImm(64 - N));
    Built.push_back(MIB.buildInstr(IsSigned ? PTO::SRAI : PTO::SRLI, {Dst}, {})
                        .addReg(Tmp)
                        .addImm(64 - N));
  }
  I.eraseFromParent();
  for (MachineInstr *MI : Built)
    if (!constrain(*MI))
      return false;
  return true;
}

/// Builds `Dst = (Src << Amount) >> Amount` (arithmetic if \p IsSigned) in
/// place of \p I: a sign or zero extension from bit 63 - Amount.
bool PTOInstructionSelector::selectShiftPair(MachineInstr &I,
                                             MachineIRBuilder &MIB,
                                             Register Src, unsigned Amount,
                                             bool IsSigned) const {
  Register Dst = I.getOperand(0).getReg();
  Register Tmp = newGPR();
  auto Shl = MIB.buildInstr(PTO::SLLI, {Tmp}, {}).addReg(Src).addImm(Amount);
  auto Shr = MIB.buildInstr(IsSigned ? PTO::SRAI : PTO::SRLI, {Dst}, {})
                 .addReg(Tmp)
                 .addImm(Amount);
  I.eraseFromParent();
  return constrain(*Shl) && constrain(*Shr);
}

/// If \p Src is loaded from \p Bits bits of memory, makes the load extend
/// the way \p I (a sign or zero extension from \p Bits) needs and turns \p I
/// into a COPY. A plain G_LOAD narrower than its result leaves the high bits
/// undefined, so every other user accepts either extension; the selector
/// visits the load after its users, so it is selected as lb/lh/lw or
/// lbu/lhu/lwu from its new opcode.
bool PTOInstructionSelector::foldExtendIntoLoad(MachineInstr &I, Register Src,
                                                unsigned Bits,
                                                bool IsSigned) const {
  MachineRegisterInfo &MRI = MF->getRegInfo();
  MachineInstr *Load = MRI.getVRegDef(Src);
  if (!Load || !isa<GAnyLoad>(Load) || MRI.getType(Src).getSizeInBits() != 64)
    return false;
  uint64_t MemBits = cast<GAnyLoad>(Load)->getMemSizeInBits().getValue();
  if (MemBits >= 64)
    return false;
  unsigned LoadOpc = Load->getOpcode();
  unsigned ExtOpc =
      IsSigned ? TargetOpcode::G_SEXTLOAD : TargetOpcode::G_ZEXTLOAD;
  if (LoadOpc == TargetOpcode::G_LOAD) {
    // An any-extending load takes the extension we need.
    if (MemBits != Bits && !(MemBits < Bits && !IsSigned))
      return false;
    Load->setDesc(TII.get(ExtOpc));
  } else if (LoadOpc == ExtOpc) {
    // Already extended from MemBits <= Bits: extending again is a no-op.
    if (MemBits > Bits)
      return false;
  } else if (LoadOpc == TargetOpcode::G_ZEXTLOAD) {
    // A zero-extended narrower value is also sign-extended from Bits.
    if (MemBits >= Bits)
      return false;
  } else {
    return false;
  }
  Register Dst = I.getOperand(0).getReg();
  I.setDesc(TII.get(TargetOpcode::COPY));
  while (I.getNumOperands() > 2)
    I.removeOperand(I.getNumOperands() - 1);
  I.getOperand(1).setReg(Src);
  return RBI.constrainGenericRegister(Dst, PTO::GPRRegClass, MRI) &&
         RBI.constrainGenericRegister(Src, PTO::GPRRegClass, MRI);
}

/// Sign extension in register: lb/lh/lw when the value comes from memory,
/// slli + srai otherwise.
bool PTOInstructionSelector::selectSExtInReg(MachineInstr &I,
                                             MachineIRBuilder &MIB) const {
  Register Src = I.getOperand(1).getReg();
  unsigned Bits = I.getOperand(2).getImm();
  if (Bits >= 64) {
    I.setDesc(TII.get(TargetOpcode::COPY));
    I.removeOperand(2);
    return constrainCopy(I);
  }
  if (foldExtendIntoLoad(I, Src, Bits, /*IsSigned=*/true))
    return true;
  return selectShiftPair(I, MIB, Src, 64 - Bits, /*IsSigned=*/true);
}

/// `x & (2^N - 1)`: nothing after a load of at most N bits (selected as a
/// zero-extending load), slli + srli when the mask does not fit andi.
bool PTOInstructionSelector::selectAndMask(MachineInstr &I,
                                           MachineIRBuilder &MIB) const {
  MachineRegisterInfo &MRI = MF->getRegInfo();
  Register Src = I.getOperand(1).getReg();
  auto Mask = getIConstantVRegVal(I.getOperand(2).getReg(), MRI);
  if (!Mask || Mask->getBitWidth() != 64 || !Mask->isMask())
    return false;
  unsigned Bits = Mask->countTrailingOnes();
  if (Bits >= 64)
    return false;
  if (foldExtendIntoLoad(I, Src, Bits, /*IsSigned=*/false))
    return true;
  if (isInt<32>(Mask->getSExtValue()))
    return false; // andi
  return selectShiftPair(I, MIB, Src, 64 - Bits, /*IsSigned=*/false);
}

/// Multiplication by a power of two (GEP scaling) is a shift.
bool PTOInstructionSelector::selectMulPow2(MachineInstr &I,
                                           MachineIRBuilder &MIB) const {
  MachineRegisterInfo &MRI = MF->getRegInfo();
  for (unsigned Idx : {2u, 1u}) {
    auto C = getIConstantVRegVal(I.getOperand(Idx).getReg(), MRI);
    if (!C || !C->isPowerOf2())
      continue;
    Register Src = I.getOperand(Idx == 2 ? 1 : 2).getReg();
    if (C->isOne()) {
      I.setDesc(TII.get(TargetOpcode::COPY));
      I.getOperand(1).setReg(Src);
      I.removeOperand(2);
      return constrainCopy(I);
    }
    auto Shl = MIB.buildInstr(PTO::SLLI, {I.getOperand(0).getReg()}, {})
                   .addReg(Src)
                   .addImm(C->logBase2());
    I.eraseFromParent();
    return constrain(*Shl);
  }
  return false;
}

/// `x - C` is `addi x, -C`.
bool PTOInstructionSelector::selectSubImm(MachineInstr &I,
                                          MachineIRBuilder &MIB) const {
  auto C = getIConstantVRegSExtVal(I.getOperand(2).getReg(), MF->getRegInfo());
  if (!C || *C == INT64_MIN || !isInt<32>(-*C))
    return false;
  auto Add = MIB.buildInstr(PTO::ADDI, {I.getOperand(0).getReg()}, {})
                 .addReg(I.getOperand(1).getReg())
                 .addImm(-*C);
  I.eraseFromParent();
  return constrain(*Add);
}

//===----------------------------------------------------------------------===//
// Complex operands
//===----------------------------------------------------------------------===//

/// Base register (or frame index) plus a signed 32-bit offset.
InstructionSelector::ComplexRendererFns
PTOInstructionSelector::selectAddrRegImm(MachineOperand &Root) const {
  if (!Root.isReg())
    return std::nullopt;
  MachineRegisterInfo &MRI = MF->getRegInfo();
  Register Base = Root.getReg();
  int64_t Offset = 0;

  MachineInstr *Def = MRI.getVRegDef(Base);
  if (Def && Def->getOpcode() == TargetOpcode::G_PTR_ADD) {
    if (auto C = getIConstantVRegSExtVal(Def->getOperand(2).getReg(), MRI);
        C && isInt<32>(*C)) {
      Base = Def->getOperand(1).getReg();
      Offset = *C;
      Def = MRI.getVRegDef(Base);
    }
  }
  if (Def && Def->getOpcode() == TargetOpcode::G_FRAME_INDEX) {
    int FI = Def->getOperand(1).getIndex();
    return {{[=](MachineInstrBuilder &MIB) { MIB.addFrameIndex(FI); },
             [=](MachineInstrBuilder &MIB) { MIB.addImm(Offset); }}};
  }
  return {{[=](MachineInstrBuilder &MIB) { MIB.addReg(Base); },
           [=](MachineInstrBuilder &MIB) { MIB.addImm(Offset); }}};
}

InstructionSelector *
llvm::createPTOInstructionSelector(const PTOTargetMachine &TM,
                                   const PTOSubtarget &STI,
                                   const PTORegisterBankInfo &RBI) {
  return new PTOInstructionSelector(TM, STI, RBI);
}

//===----------------------------------------------------------------------===//
// Issue 13 (F): scalar floating point
//===----------------------------------------------------------------------===//

/// The legal FP operations map one to one onto an instruction: the legalizer
/// left f32 arithmetic, f16 <-> f32 and i32/i64 <-> f32 conversions.
bool PTOInstructionSelector::selectFloat(MachineInstr &I) const {
  MachineRegisterInfo &MRI = MF->getRegInfo();
  auto Bits = [&](unsigned Idx) {
    return MRI.getType(I.getOperand(Idx).getReg()).getSizeInBits();
  };
  unsigned Opc;
  switch (I.getOpcode()) {
  case TargetOpcode::G_FADD:
    Opc = PTO::FADD_S;
    break;
  case TargetOpcode::G_FSUB:
    Opc = PTO::FSUB_S;
    break;
  case TargetOpcode::G_FMUL:
    Opc = PTO::FMUL_S;
    break;
  case TargetOpcode::G_FDIV:
    Opc = PTO::FDIV_S;
    break;
  case TargetOpcode::G_FMINNUM:
  case TargetOpcode::G_FMINNUM_IEEE:
  case TargetOpcode::G_FMINIMUMNUM:
    Opc = PTO::FMIN_S;
    break;
  case TargetOpcode::G_FMAXNUM:
  case TargetOpcode::G_FMAXNUM_IEEE:
  case TargetOpcode::G_FMAXIMUMNUM:
    Opc = PTO::FMAX_S;
    break;
  case TargetOpcode::G_FSQRT:
    Opc = PTO::FSQRT_S;
    break;
  case TargetOpcode::G_FPEXT:
    Opc = PTO::FCVT_S_H;
    break;
  case TargetOpcode::G_FPTRUNC:
    Opc = PTO::FCVT_H_S;
    break;
  case TargetOpcode::G_SITOFP:
    Opc = Bits(1) == 64 ? PTO::FCVT_S_L : PTO::FCVT_S_W;
    break;
  case TargetOpcode::G_UITOFP:
    Opc = Bits(1) == 64 ? PTO::FCVT_S_LU : PTO::FCVT_S_WU;
    break;
  case TargetOpcode::G_FPTOSI:
    Opc = Bits(0) == 64 ? PTO::FCVT_L_S : PTO::FCVT_W_S;
    break;
  case TargetOpcode::G_FPTOUI:
    Opc = Bits(0) == 64 ? PTO::FCVT_LU_S : PTO::FCVT_WU_S;
    break;
  default:
    return false;
  }
  // Fast-math flags and the like have no meaning for the instruction.
  I.setDesc(TII.get(Opc));
  I.clearFlags(~0u);
  return constrain(I);
}

/// An fcmp is one of feq.s/flt.s/fle.s/fun.s, swapped or inverted (xori 1),
/// or two of them or-ed (one: olt | ogt, ueq: oeq | uno).
bool PTOInstructionSelector::selectFCmp(MachineInstr &I,
                                        MachineIRBuilder &MIB) const {
  Register Dst = I.getOperand(0).getReg();
  auto Pred = static_cast<CmpInst::Predicate>(I.getOperand(1).getPredicate());
  Register A = I.getOperand(2).getReg();
  Register B = I.getOperand(3).getReg();

  auto Cmp = [&](unsigned Opc, Register L, Register R, Register D) {
    auto MI = MIB.buildInstr(Opc, {D}, {L, R});
    return constrain(*MI);
  };
  bool Ok = true;
  unsigned Opc = 0;
  bool Swap = false, Invert = false;
  switch (Pred) {
  case CmpInst::FCMP_FALSE:
  case CmpInst::FCMP_TRUE:
    TII.movImm(*I.getParent(), I, I.getDebugLoc(), Dst,
               Pred == CmpInst::FCMP_TRUE);
    I.eraseFromParent();
    return true;
  case CmpInst::FCMP_ONE:
  case CmpInst::FCMP_UEQ: {
    Register X = newGPR(), Y = newGPR();
    if (Pred == CmpInst::FCMP_ONE)
      Ok = Cmp(PTO::FLT_S, A, B, X) && Cmp(PTO::FLT_S, B, A, Y);
    else
      Ok = Cmp(PTO::FEQ_S, A, B, X) && Cmp(PTO::FUN_S, A, B, Y);
    auto Or = MIB.buildInstr(PTO::OR, {Dst}, {X, Y});
    I.eraseFromParent();
    return Ok && constrain(*Or);
  }
  case CmpInst::FCMP_OEQ:
    Opc = PTO::FEQ_S;
    break;
  case CmpInst::FCMP_UNE:
    Opc = PTO::FEQ_S, Invert = true;
    break;
  case CmpInst::FCMP_OLT:
    Opc = PTO::FLT_S;
    break;
  case CmpInst::FCMP_OGT:
    Opc = PTO::FLT_S, Swap = true;
    break;
  case CmpInst::FCMP_OLE:
    Opc = PTO::FLE_S;
    break;
  case CmpInst::FCMP_OGE:
    Opc = PTO::FLE_S, Swap = true;
    break;
  // Unordered-or-X is not(ordered-and-not-X).
  case CmpInst::FCMP_UGE:
    Opc = PTO::FLT_S, Invert = true;
    break;
  case CmpInst::FCMP_ULE:
    Opc = PTO::FLT_S, Swap = true, Invert = true;
    break;
  case CmpInst::FCMP_UGT:
    Opc = PTO::FLE_S, Invert = true;
    break;
  case CmpInst::FCMP_ULT:
    Opc = PTO::FLE_S, Swap = true, Invert = true;
    break;
  case CmpInst::FCMP_UNO:
    Opc = PTO::FUN_S;
    break;
  case CmpInst::FCMP_ORD:
    Opc = PTO::FUN_S, Invert = true;
    break;
  default:
    return false;
  }
  Register R = Invert ? newGPR() : Dst;
  Ok = Cmp(Opc, Swap ? B : A, Swap ? A : B, R);
  if (Invert) {
    auto X = MIB.buildInstr(PTO::XORI, {Dst}, {R}).addImm(1);
    Ok = Ok && constrain(*X);
  }
  I.eraseFromParent();
  return Ok;
}
