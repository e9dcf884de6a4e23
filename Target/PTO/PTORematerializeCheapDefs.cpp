//===-- PTORematerializeCheapDefs.cpp - Cheap defs again near far uses ----===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// GlobalISel's CSE and MachineCSE leave one definition of each distinct
// address (`ADDI %arg, imm`) or constant (`LI imm`) per block: a long block
// of tile operations that comes back to the same global-memory offsets (a
// kernel walking a ring of buffers, an unrolled GEMM whose A and B offsets
// repeat) then keeps every such value live from its first use to its last,
// across everything in between. When there are more of them than registers,
// the allocator spills them and reloads each at its use: a load from the
// stack in place of one ALU instruction, and its interference work grows
// with the block (issue 17: 4013 reloads at 10k tile ops of
// bench/compile-time's straight kernel, greedy allocation 26x slower from
// 10k to 100k ops). The allocator's own rematerialization does not help: the
// argument an address is computed from is split as well.
//
// This pass runs on SSA right before register allocation. In each block it
// walks the instructions once and, for a use of a value defined in that
// block by an instruction TableGen marks as cheap as a move (ADDI, LI, the
// core-register reads; isCheapDef) whose previous use (or definition) is
// more than -pto-remat-min-distance instructions back, puts a copy of the
// definition (TargetInstrInfo::reMaterialize) right before the use and makes
// this and the following uses read the copy. So the value is live only
// between nearby uses; the copy's own register operand (an ADDI's base, live
// for the other addresses anyway) is the only live range that grows. Uses in
// other blocks and in PHIs keep the original definition. Linear in the
// instructions of the function.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/PTOMCTargetDesc.h"
#include "PTO.h"
#include "PTODebug.h"
#include "PTOSubtarget.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/DebugCounter.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "pto-rematerialize-cheap-defs"

PTO_STATISTIC(NumRemats, "Number of cheap definitions copied near a far use");
PTO_STATISTIC(NumUsesRewritten,
              "Number of uses that read a nearer copy of their definition");

DEBUG_COUNTER(RematCounter, "pto-rematerialize-cheap-defs-copy",
              "Controls which far uses get a copy of their cheap definition");

static cl::opt<unsigned> MinDistance(
    "pto-remat-min-distance", cl::Hidden, cl::init(128),
    cl::desc("Copy a cheap definition (ADDI, LI, a core-register read) right "
             "before a use of its value when the previous use or definition "
             "in the block is more than this many instructions back (0: "
             "never)"));

namespace {
class PTORematerializeCheapDefs : public MachineFunctionPass {
public:
  static char ID;
  PTORematerializeCheapDefs() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "PTO rematerialize cheap definitions near far uses";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  /// The value of a cheap definition of the block being walked: the register
  /// its uses read now (the definition's or its latest copy's) and the
  /// position of that register's last definition or use.
  struct Avail {
    Register Cur;
    unsigned Pos;
  };

  bool runOnBlock(MachineBasicBlock &MBB);
  /// Rewrites the use \p MO (of the instruction at \p Pos, \p At) to read the
  /// nearest copy of its value, making a new copy before \p At if the last
  /// one is too far back.
  bool rewriteUse(MachineOperand &MO, unsigned Pos, MachineInstr &At);

  MachineRegisterInfo *MRI = nullptr;
  const TargetInstrInfo *TII = nullptr;
  DenseMap<Register, Avail> Values;
  /// Base registers of copied ADDIs: their kill flags are cleared once, at
  /// the end (each clear walks the register's uses).
  DenseSet<Register> ExtendedBases;
};
} // namespace

char PTORematerializeCheapDefs::ID = 0;

INITIALIZE_PASS(PTORematerializeCheapDefs, DEBUG_TYPE,
                "PTO rematerialize cheap definitions near far uses", false,
                false)

/// What TableGen marks as cheap as a move (PTOInstrInfo.td: ADDI, LI, the
/// core-register reads) that reads nothing but SSA registers and x0 and
/// writes one SSA register: a copy of it anywhere its definition dominates
/// computes the same value. Copies are left to the register coalescer.
static bool isCheapDef(const MachineInstr &MI, const MachineRegisterInfo &MRI) {
  if (!MI.isAsCheapAsAMove() || MI.isCopyLike() || MI.mayLoadOrStore() ||
      MI.hasUnmodeledSideEffects() || MI.getNumExplicitDefs() != 1 ||
      MI.getNumImplicitOperands())
    return false;
  const MachineOperand &Dst = MI.getOperand(0);
  if (!Dst.isReg() || !Dst.getReg().isVirtual() || Dst.getSubReg() ||
      !MRI.hasOneDef(Dst.getReg()))
    return false;
  return all_of(MI.uses(), [](const MachineOperand &MO) {
    return !MO.isReg() || (!MO.getSubReg() &&
                           (MO.getReg().isVirtual() || MO.getReg() == PTO::X0));
  });
}

bool PTORematerializeCheapDefs::rewriteUse(MachineOperand &MO, unsigned Pos,
                                           MachineInstr &At) {
  auto It = Values.find(MO.getReg());
  if (It == Values.end())
    return false;
  Register Orig = It->first;
  Avail &A = It->second;
  bool Changed = false;
  if (Pos - A.Pos > MinDistance && DebugCounter::shouldExecute(RematCounter)) {
    MachineInstr &Def = *MRI->getVRegDef(Orig);
    Register New = MRI->cloneVirtualRegister(Orig);
    TII->reMaterialize(*At.getParent(), At, New, 0, Def);
    MachineInstr &Copy = *std::prev(At.getIterator());
    PTO_DEBUG(dbgs() << DEBUG_TYPE << ": " << printReg(Orig) << " last at "
                     << A.Pos << ", used at " << Pos << ": " << Copy);
    ++NumRemats;
    // The copy's registers (an ADDI's base) live longer now: no kill flag
    // may end them before the copy, and each may have a nearer copy itself.
    for (MachineOperand &Use : Copy.uses()) {
      if (!Use.isReg() || !Use.getReg().isVirtual())
        continue;
      Use.setIsKill(false);
      ExtendedBases.insert(Use.getReg());
      rewriteUse(Use, Pos, Copy);
    }
    A.Cur = New;
    Changed = true;
  }
  if (MO.getReg() != A.Cur) {
    MO.setReg(A.Cur);
    MO.setIsKill(false);
    ++NumUsesRewritten;
    Changed = true;
  }
  A.Pos = Pos;
  return Changed;
}

bool PTORematerializeCheapDefs::runOnBlock(MachineBasicBlock &MBB) {
  Values.clear();
  bool Changed = false;
  unsigned Pos = 0;
  for (MachineInstr &MI : MBB) {
    if (MI.isDebugInstr() || MI.isPHI())
      continue;
    ++Pos;
    for (MachineOperand &MO : MI.uses())
      if (MO.isReg() && MO.getReg().isVirtual() && !MO.isUndef() &&
          !MO.getSubReg())
        Changed |= rewriteUse(MO, Pos, MI);
    if (isCheapDef(MI, *MRI))
      Values[MI.getOperand(0).getReg()] = {MI.getOperand(0).getReg(), Pos};
  }
  return Changed;
}

bool PTORematerializeCheapDefs::runOnMachineFunction(MachineFunction &MF) {
  if (skipFunction(MF.getFunction()) || !MinDistance)
    return false;
  MRI = &MF.getRegInfo();
  if (!MRI->isSSA())
    return false;
  TII = MF.getSubtarget().getInstrInfo();
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF)
    Changed |= runOnBlock(MBB);
  for (Register Reg : ExtendedBases)
    MRI->clearKillFlags(Reg);
  Values.clear();
  ExtendedBases.clear();
  return Changed;
}

FunctionPass *llvm::createPTORematerializeCheapDefsPass() {
  return new PTORematerializeCheapDefs();
}
