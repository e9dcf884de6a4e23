//===-- PTOCallLowering.cpp - Call lowering for GlobalISel ----------------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Lowers formal arguments, returns and calls following CC_PTO / RetCC_PTO
// (PTOCallingConv.td, docs/abi.md): eight argument registers a0-a7, further
// arguments in 8-byte stack slots, results in a0/a1, larger results through
// a hidden sret pointer (sret demotion).
//
//===----------------------------------------------------------------------===//

#include "GISel/PTOCallLowering.h"
#include "PTOBuiltins.h"
#include "PTOISelLowering.h"
#include "PTOSubtarget.h"
#include "llvm/CodeGen/Analysis.h"
#include "llvm/CodeGen/FunctionLoweringInfo.h"
#include "llvm/CodeGen/GlobalISel/MachineIRBuilder.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;

#define DEBUG_TYPE "pto-call-lowering"

#include "PTOGenCallingConv.inc"

namespace {

/// Moves incoming values (formal arguments, call results) into vregs.
struct PTOIncomingValueHandler : public CallLowering::IncomingValueHandler {
  PTOIncomingValueHandler(MachineIRBuilder &B, MachineRegisterInfo &MRI)
      : IncomingValueHandler(B, MRI) {}

  Register getStackAddress(uint64_t MemSize, int64_t Offset,
                           MachinePointerInfo &MPO,
                           ISD::ArgFlagsTy Flags) override {
    MachineFrameInfo &MFI = MIRBuilder.getMF().getFrameInfo();
    int FI = MFI.CreateFixedObject(MemSize, Offset, /*IsImmutable=*/true);
    MPO = MachinePointerInfo::getFixedStack(MIRBuilder.getMF(), FI);
    return MIRBuilder.buildFrameIndex(LLT::pointer(0, 64), FI).getReg(0);
  }

  void assignValueToAddress(Register ValVReg, Register Addr, LLT MemTy,
                            const MachinePointerInfo &MPO,
                            const CCValAssign &VA) override {
    MachineFunction &MF = MIRBuilder.getMF();
    auto *MMO = MF.getMachineMemOperand(MPO, MachineMemOperand::MOLoad, MemTy,
                                        inferAlignFromPtrInfo(MF, MPO));
    MIRBuilder.buildLoad(ValVReg, Addr, *MMO);
  }

  void assignValueToReg(Register ValVReg, Register PhysReg,
                        const CCValAssign &VA) override {
    markPhysRegUsed(PhysReg);
    IncomingValueHandler::assignValueToReg(ValVReg, PhysReg, VA);
  }

  virtual void markPhysRegUsed(MCRegister PhysReg) = 0;
};

struct PTOFormalArgHandler : public PTOIncomingValueHandler {
  PTOFormalArgHandler(MachineIRBuilder &B, MachineRegisterInfo &MRI)
      : PTOIncomingValueHandler(B, MRI) {}
  void markPhysRegUsed(MCRegister PhysReg) override {
    MIRBuilder.getMRI()->addLiveIn(PhysReg);
    MIRBuilder.getMBB().addLiveIn(PhysReg);
  }
};

struct PTOCallReturnHandler : public PTOIncomingValueHandler {
  PTOCallReturnHandler(MachineIRBuilder &B, MachineRegisterInfo &MRI,
                       MachineInstrBuilder &MIB)
      : PTOIncomingValueHandler(B, MRI), MIB(MIB) {}
  void markPhysRegUsed(MCRegister PhysReg) override {
    MIB.addDef(PhysReg, RegState::Implicit);
  }
  MachineInstrBuilder &MIB;
};

/// Moves outgoing values (call arguments, returned values) into place.
struct PTOOutgoingValueHandler : public CallLowering::OutgoingValueHandler {
  PTOOutgoingValueHandler(MachineIRBuilder &B, MachineRegisterInfo &MRI,
                          MachineInstrBuilder MIB)
      : OutgoingValueHandler(B, MRI), MIB(MIB) {}

  Register getStackAddress(uint64_t MemSize, int64_t Offset,
                           MachinePointerInfo &MPO,
                           ISD::ArgFlagsTy Flags) override {
    MachineFunction &MF = MIRBuilder.getMF();
    LLT P0 = LLT::pointer(0, 64);
    if (!SPReg)
      SPReg = MIRBuilder.buildCopy(P0, Register(PTO::X2)).getReg(0);
    auto OffsetReg = MIRBuilder.buildConstant(LLT::scalar(64), Offset);
    MPO = MachinePointerInfo::getStack(MF, Offset);
    return MIRBuilder.buildPtrAdd(P0, SPReg, OffsetReg).getReg(0);
  }

  void assignValueToAddress(Register ValVReg, Register Addr, LLT MemTy,
                            const MachinePointerInfo &MPO,
                            const CCValAssign &VA) override {
    MachineFunction &MF = MIRBuilder.getMF();
    Register ExtReg = extendRegister(ValVReg, VA);
    // Outgoing argument slots are 8-byte aligned from a 16-byte aligned sp.
    auto *MMO = MF.getMachineMemOperand(
        MPO, MachineMemOperand::MOStore, MRI.getType(ExtReg),
        commonAlignment(Align(16), MPO.Offset));
    MIRBuilder.buildStore(ExtReg, Addr, *MMO);
  }

  void assignValueToReg(Register ValVReg, Register PhysReg,
                        const CCValAssign &VA) override {
    Register ExtReg = extendRegister(ValVReg, VA);
    MIRBuilder.buildCopy(PhysReg, ExtReg);
    MIB.addUse(PhysReg, RegState::Implicit);
  }

  MachineInstrBuilder MIB;
  Register SPReg;
};

} // namespace

PTOCallLowering::PTOCallLowering(const PTOTargetLowering &TLI)
    : CallLowering(&TLI) {}

bool PTOCallLowering::canLowerReturn(MachineFunction &MF,
                                     CallingConv::ID CallConv,
                                     SmallVectorImpl<BaseArgInfo> &Outs,
                                     bool IsVarArg) const {
  SmallVector<CCValAssign, 16> ArgLocs;
  CCState CCInfo(CallConv, IsVarArg, MF, ArgLocs,
                 MF.getFunction().getContext());
  for (unsigned I = 0, E = Outs.size(); I != E; ++I) {
    MVT VT = MVT::getVT(Outs[I].Ty);
    if (RetCC_PTO(I, VT, VT, CCValAssign::Full, Outs[I].Flags[0], Outs[I].Ty,
                  CCInfo))
      return false;
  }
  return true;
}

bool PTOCallLowering::lowerReturn(MachineIRBuilder &MIRBuilder,
                                  const Value *Val, ArrayRef<Register> VRegs,
                                  FunctionLoweringInfo &FLI) const {
  MachineFunction &MF = MIRBuilder.getMF();
  const Function &F = MF.getFunction();
  auto Ret = MIRBuilder.buildInstrNoInsert(PTO::RET);

  if (Val && !VRegs.empty()) {
    if (!FLI.CanLowerReturn) {
      insertSRetStores(MIRBuilder, Val->getType(), VRegs, FLI.DemoteRegister);
    } else {
      const DataLayout &DL = MF.getDataLayout();
      ArgInfo OrigRetInfo(VRegs, Val->getType(), 0);
      setArgFlags(OrigRetInfo, AttributeList::ReturnIndex, DL, F);
      SmallVector<ArgInfo, 4> SplitRetInfos;
      splitToValueTypes(OrigRetInfo, SplitRetInfos, DL, F.getCallingConv());

      OutgoingValueAssigner Assigner(RetCC_PTO);
      PTOOutgoingValueHandler Handler(MIRBuilder, MF.getRegInfo(), Ret);
      if (!determineAndHandleAssignments(Handler, Assigner, SplitRetInfos,
                                         MIRBuilder, F.getCallingConv(),
                                         F.isVarArg()))
        return false;
    }
  }
  MIRBuilder.insertInstr(Ret);
  return true;
}

bool PTOCallLowering::lowerFormalArguments(MachineIRBuilder &MIRBuilder,
                                           const Function &F,
                                           ArrayRef<ArrayRef<Register>> VRegs,
                                           FunctionLoweringInfo &FLI) const {
  // A variadic function's body was replaced by `unreachable` when PTOCheckIR
  // rejected it; its fixed arguments lower like any other function's.
  MachineFunction &MF = MIRBuilder.getMF();
  const DataLayout &DL = MF.getDataLayout();
  SmallVector<ArgInfo, 8> SplitArgInfos;

  if (!FLI.CanLowerReturn)
    insertSRetIncomingArgument(F, SplitArgInfos, FLI.DemoteRegister,
                               MF.getRegInfo(), DL);

  unsigned Index = 0;
  for (const Argument &Arg : F.args()) {
    if (DL.getTypeStoreSize(Arg.getType()).isZero()) {
      ++Index;
      continue;
    }
    ArgInfo OrigArg{VRegs[Index], Arg.getType(), Index};
    setArgFlags(OrigArg, Index + AttributeList::FirstArgIndex, DL, F);
    splitToValueTypes(OrigArg, SplitArgInfos, DL, F.getCallingConv());
    ++Index;
  }

  IncomingValueAssigner Assigner(CC_PTO);
  PTOFormalArgHandler Handler(MIRBuilder, MF.getRegInfo());
  return determineAndHandleAssignments(Handler, Assigner, SplitArgInfos,
                                       MIRBuilder, F.getCallingConv(),
                                       F.isVarArg());
}

bool PTOCallLowering::lowerCall(MachineIRBuilder &MIRBuilder,
                                CallLoweringInfo &Info) const {
  // Issue 15: SPMD. A core-register read: G_PTO_<NAME> into s64, truncated
  // to the call's i32.
  if (Info.Callee.isGlobal())
    if (const PTO::PTOCoreRegBuiltinInfo *CR =
            PTO::getCoreRegBuiltin(Info.Callee.getGlobal()->getName())) {
      if (!Info.OrigArgs.empty() || Info.OrigRet.Regs.size() != 1)
        return false;
      Register Wide =
          MIRBuilder.getMRI()->createGenericVirtualRegister(LLT::scalar(64));
      MIRBuilder.buildInstr(CR->Opcode).addDef(Wide);
      MIRBuilder.buildTrunc(Info.OrigRet.Regs[0], Wide);
      return true;
    }
  // Issue 15 (X): a cross-core flag: the instruction itself, its pipe and
  // flag ID the call's constant arguments (the kernel verifier checked
  // them).
  if (Info.Callee.isGlobal())
    if (const PTO::PTOCrossFlagBuiltinInfo *XF =
            PTO::getCrossFlagBuiltin(Info.Callee.getGlobal()->getName())) {
      const auto *CB = dyn_cast_or_null<CallBase>(Info.CB);
      if (!CB || CB->arg_size() != (XF->HasPipe ? 2u : 1u))
        return false;
      auto MIB = MIRBuilder.buildInstr(XF->Real);
      for (const Use &A : CB->args()) {
        const auto *C = dyn_cast<ConstantInt>(A.get());
        if (!C)
          return false;
        MIB.addImm(C->getZExtValue());
      }
      return true;
    }
  // Issue 13 (V): pto.setvalid(rows, cols, k), inserted by
  // pto-insert-setvalid: SETVALID, -1 (the capacity) as the `zero` register.
  if (Info.Callee.isGlobal() &&
      Info.Callee.getGlobal()->getName() == "pto.setvalid") {
    const auto *CB = dyn_cast_or_null<CallBase>(Info.CB);
    if (!CB || CB->arg_size() != 3 || Info.OrigArgs.size() != 3)
      return false;
    MachineFunction &MF = MIRBuilder.getMF();
    MachineRegisterInfo &MRI = MF.getRegInfo();
    const auto &STI = MF.getSubtarget<PTOSubtarget>();
    SmallVector<Register, 3> Ops;
    for (unsigned I = 0; I != 3; ++I) {
      const auto *C = dyn_cast<ConstantInt>(CB->getArgOperand(I));
      if (C && C->isMinusOne()) {
        Ops.push_back(PTO::X0);
        continue;
      }
      Register Wide = MRI.createGenericVirtualRegister(LLT::scalar(64));
      MIRBuilder.buildZExt(Wide, Info.OrigArgs[I].Regs[0]);
      Ops.push_back(Wide);
    }
    auto MIB = MIRBuilder.buildInstr(PTO::SETVALID);
    for (Register R : Ops)
      MIB.addReg(R);
    for (unsigned I = 0; I != 3; ++I)
      if (Ops[I].isVirtual())
        MIB->getOperand(I).setReg(constrainOperandRegClass(
            MF, *STI.getRegisterInfo(), MRI, *STI.getInstrInfo(),
            *STI.getRegBankInfo(), *MIB, MIB->getDesc(), MIB->getOperand(I),
            I));
    return true;
  }
  if (Info.Callee.isGlobal() &&
      PTO::isBuiltinName(Info.Callee.getGlobal()->getName()))
    return lowerBuiltinCall(MIRBuilder, Info);
  if (Info.IsVarArg || Info.IsMustTailCall)
    return false;

  MachineFunction &MF = MIRBuilder.getMF();
  const DataLayout &DL = MF.getDataLayout();
  MachineRegisterInfo &MRI = MF.getRegInfo();
  const auto &STI = MF.getSubtarget<PTOSubtarget>();
  const TargetRegisterInfo *TRI = STI.getRegisterInfo();

  SmallVector<ArgInfo, 8> SplitArgInfos;
  for (auto &Arg : Info.OrigArgs)
    splitToValueTypes(Arg, SplitArgInfos, DL, Info.CallConv);

  auto CallSeqStart = MIRBuilder.buildInstr(PTO::ADJCALLSTACKDOWN);

  bool Direct = Info.Callee.isGlobal() || Info.Callee.isSymbol();
  auto Call = MIRBuilder.buildInstrNoInsert(Direct ? PTO::CALL : PTO::CALLR);
  Call.add(Info.Callee);
  Call.addRegMask(TRI->getCallPreservedMask(MF, Info.CallConv));

  OutgoingValueAssigner ArgAssigner(CC_PTO);
  PTOOutgoingValueHandler ArgHandler(MIRBuilder, MRI, Call);
  if (!determineAndHandleAssignments(ArgHandler, ArgAssigner, SplitArgInfos,
                                     MIRBuilder, Info.CallConv, Info.IsVarArg))
    return false;

  MIRBuilder.insertInstr(Call);
  if (!Direct)
    Call->getOperand(0).setReg(constrainOperandRegClass(
        MF, *TRI, MRI, *STI.getInstrInfo(), *STI.getRegBankInfo(), *Call,
        Call->getDesc(), Call->getOperand(0), 0));

  CallSeqStart.addImm(ArgAssigner.StackSize).addImm(0);
  MF.getFrameInfo().setHasCalls(true);

  if (!Info.OrigRet.Ty->isVoidTy()) {
    if (Info.CanLowerReturn) {
      SmallVector<ArgInfo, 4> SplitRetInfos;
      splitToValueTypes(Info.OrigRet, SplitRetInfos, DL, Info.CallConv);
      IncomingValueAssigner RetAssigner(RetCC_PTO);
      PTOCallReturnHandler RetHandler(MIRBuilder, MRI, Call);
      if (!determineAndHandleAssignments(RetHandler, RetAssigner,
                                         SplitRetInfos, MIRBuilder,
                                         Info.CallConv, Info.IsVarArg))
        return false;
    }
  }

  MIRBuilder.buildInstr(PTO::ADJCALLSTACKUP)
      .addImm(ArgAssigner.StackSize)
      .addImm(0);

  if (!Info.CanLowerReturn)
    insertSRetLoads(MIRBuilder, Info.OrigRet.Ty, Info.OrigRet.Regs,
                    Info.DemoteRegister, Info.DemoteStackIndex);
  return true;
}

//===----------------------------------------------------------------------===//
// Tile builtins
//===----------------------------------------------------------------------===//

/// The memory type of a tile access of \p Bytes: a vector of elements, so
/// that the MachineMemOperand survives the MIR round trip (MIR allows at
/// most 65535 bits per scalar and 65535 elements per vector). Element width
/// starts at the dtype's and doubles until the count fits; an extent no
/// power-of-two element divides is rounded up, which only makes alias
/// queries more conservative.
static LLT getTileMemType(uint64_t Bytes, unsigned EltBits) {
  uint64_t Bits = Bytes * 8;
  for (unsigned E = EltBits; E <= 32768; E *= 2)
    if (Bits % E == 0 && Bits / E <= 65535)
      return Bits / E == 1 ? LLT::scalar(E) : LLT::fixed_vector(Bits / E, E);
  unsigned E = 32768;
  uint64_t N = std::min<uint64_t>((Bits + E - 1) / E, 65535);
  return LLT::fixed_vector(N, E);
}

bool PTOCallLowering::lowerBuiltinCall(MachineIRBuilder &MIRBuilder,
                                       CallLoweringInfo &Info) const {
  // The kernel-IR verifier has already diagnosed malformed calls; anything
  // that still does not fit is an instruction selection failure.
  const CallBase *CB = Info.CB;
  std::optional<PTO::BuiltinName> BN =
      PTO::parseBuiltinName(Info.Callee.getGlobal()->getName());
  if (!CB || !BN)
    return false;
  const PTO::PTOBuiltinInfo &BI = *BN->Info;
  if (Info.OrigArgs.size() != BI.numArgs())
    return false;

  MachineFunction &MF = MIRBuilder.getMF();
  MachineRegisterInfo &MRI = MF.getRegInfo();
  const LLT S64 = LLT::scalar(64);
  unsigned Opc =
      PTO::getGenericOpcode(static_cast<PTO::PTOBuiltinKind>(BI.ID));
  auto MIB = MIRBuilder.buildInstrNoInsert(Opc);

  // Result.
  Register ScalarResult;
  if (BI.Result == PTO::RES_TILE) {
    if (Info.OrigRet.Regs.size() != 1)
      return false;
    MIB.addDef(Info.OrigRet.Regs[0]);
  } else if (BI.Result == PTO::RES_I32) {
    if (Info.OrigRet.Regs.size() != 1)
      return false;
    ScalarResult = MRI.createGenericVirtualRegister(S64);
    MIB.addDef(ScalarResult);
  }

  // Operands in IR order: registers for pointers, strides, tiles and
  // element bits, immediates for the constant positions and shapes.
  for (unsigned I = 0, E = BI.numArgs(); I != E; ++I) {
    const CallLowering::ArgInfo &Arg = Info.OrigArgs[I];
    switch (BI.role(I)) {
    case PTO::ARG_GM:
    case PTO::ARG_STRIDE:
    case PTO::ARG_TILE:
      if (Arg.Regs.size() != 1)
        return false;
      MIB.addUse(Arg.Regs[0]);
      break;
    case PTO::ARG_ELEM:
    case PTO::ARG_INT:      // Issue 14 (B): ttri's diagonal, a register too
    case PTO::ARG_INIT:     // Issue 23 (ACC): the init condition, a register
    case PTO::ARG_EXTENT: { // Issue 13 (V): a runtime valid extent
      if (Arg.Regs.size() != 1)
        return false;
      MIB.addUse(MIRBuilder.buildAnyExt(S64, Arg.Regs[0]).getReg(0));
      break;
    }
    // Issue 13 (R): a sub-tile position is an immediate when it is a
    // constant; if either position of the call is not, both are registers
    // (the selector picks the register form, PTOInstructionSelector).
    case PTO::ARG_RPOS: {
      bool AllConst = true;
      for (unsigned J = 0; J != E; ++J)
        if (BI.role(J) == PTO::ARG_RPOS &&
            !isa<ConstantInt>(CB->getArgOperand(J)))
          AllConst = false;
      if (auto *C = dyn_cast<ConstantInt>(CB->getArgOperand(I))) {
        if (AllConst)
          MIB.addImm(C->getZExtValue());
        else
          MIB.addUse(
              MIRBuilder.buildConstant(S64, C->getZExtValue()).getReg(0));
        break;
      }
      if (Arg.Regs.size() != 1)
        return false;
      // The instruction reads the low 32 bits (as a signed value).
      MIB.addUse(MIRBuilder.buildAnyExt(S64, Arg.Regs[0]).getReg(0));
      break;
    }
    case PTO::ARG_POS:
    case PTO::ARG_ROWS:
    case PTO::ARG_COLS:
    // Issue 14 (B): the comparison mode and the 0/1 flags are immediates.
    case PTO::ARG_CMP:
    case PTO::ARG_FLAG: {
      auto *C = dyn_cast<ConstantInt>(CB->getArgOperand(I));
      if (!C)
        return false;
      MIB.addImm(C->getSExtValue());
      break;
    }
    }
  }
  MIB.addImm(BN->DType);

  // Memory operands: the exact global-memory extent (with the call's alias
  // metadata) and the on-chip tiles read and written.
  AAMDNodes AA = CB->getAAMetadata();
  std::optional<PTO::TileDesc> Result = PTO::getResultTileDesc(*CB);
  for (unsigned I = 0, E = BI.numArgs(); I != E; ++I) {
    const Value *V = CB->getArgOperand(I);
    if (BI.role(I) == PTO::ARG_TILE) {
      if (BI.ID == PTO::BI_TVIEW || BI.ID == PTO::BI_TRESHAPE)
        continue; // A view accesses nothing.
      std::optional<PTO::TileDesc> D = PTO::getTileDesc(V);
      if (!D)
        return false;
      MIB.addMemOperand(MF.getMachineMemOperand(
          MachinePointerInfo(D->AS), MachineMemOperand::MOLoad,
          getTileMemType(D->bytes(), 8 * PTO::getDTypeBytes(D->DType)),
          Align(1)));
      continue;
    }
    if (BI.role(I) != PTO::ARG_GM)
      continue;
    // The tile moved to or from global memory: the loaded result, or the
    // stored source tile (issue 14 (14F): tstore.quant's acc tile, its GM
    // elements of the name's first type).
    bool Store = BI.ID == PTO::BI_TSTORE || BI.ID == PTO::BI_TSTORE_QUANT;
    std::optional<PTO::TileDesc> T =
        Store ? PTO::getTileDesc(CB->getArgOperand(2)) : Result;
    if (!T)
      return false;
    uint64_t EltBytes = PTO::getDTypeBytes(BN->DType);
    auto Flags = Store ? MachineMemOperand::MOStore : MachineMemOperand::MOLoad;
    // pto-annotate-noclobber: nothing in the kernel writes what this reads.
    if (BI.ID == PTO::BI_TLOAD && CB->getMetadata("pto.noclobber"))
      Flags |= MachineMemOperand::MOInvariant;
    MachinePointerInfo PtrInfo(V);
    // Rows x cols elements spread over rows at the given stride: the extent
    // is exact for a constant stride, unknown otherwise.
    if (auto *Stride = dyn_cast<ConstantInt>(CB->getArgOperand(I + 1)))
      MIB.addMemOperand(MF.getMachineMemOperand(
          PtrInfo, Flags,
          getTileMemType(((uint64_t(T->Rows) - 1) * Stride->getZExtValue() +
                          T->Cols) *
                             EltBytes,
                         8 * EltBytes),
          Align(32), AA));
    else
      MIB.addMemOperand(MF.getMachineMemOperand(
          PtrInfo, Flags, LocationSize::beforeOrAfterPointer(), Align(32),
          AA));
  }
  if (Result && BI.ID != PTO::BI_TVIEW && BI.ID != PTO::BI_TRESHAPE)
    MIB.addMemOperand(MF.getMachineMemOperand(
        MachinePointerInfo(Result->AS), MachineMemOperand::MOStore,
        getTileMemType(Result->bytes(), 8 * PTO::getDTypeBytes(Result->DType)),
        Align(1)));

  MIRBuilder.insertInstr(MIB);
  if (ScalarResult)
    MIRBuilder.buildTrunc(Info.OrigRet.Regs[0], ScalarResult);
  return true;
}
