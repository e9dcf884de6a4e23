//===-- PTOCheckNoTileVRegs.cpp - No tile value reaches regalloc ----------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Tile virtual registers stand for on-chip storage, not registers: the tile
// storage passes must replace every one of them by a window of its memory
// before register allocation. This pass runs right before register
// allocation (at every optimization level) and reports each tile register
// still present -- with its memory, shape and element type -- as an error,
// then leaves an empty function so neither the fast nor the greedy
// allocator ever sees a tile.
//
//===----------------------------------------------------------------------===//

#include "PTO.h"
#include "PTOBuiltins.h"
#include "PTODebug.h"
#include "PTOSubtarget.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "pto-check-no-tile-vregs"

PTO_STATISTIC(NumTileVRegs, "Number of tile registers that reached regalloc");

namespace {
class PTOCheckNoTileVRegs : public MachineFunctionPass {
public:
  static char ID;
  PTOCheckNoTileVRegs() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "PTO check that no tile register reaches register allocation";
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};
} // namespace

char PTOCheckNoTileVRegs::ID = 0;

INITIALIZE_PASS(PTOCheckNoTileVRegs, DEBUG_TYPE,
                "PTO check that no tile register reaches register allocation",
                false, false)

bool PTOCheckNoTileVRegs::runOnMachineFunction(MachineFunction &MF) {
  MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  const Function &F = MF.getFunction();
  unsigned Found = 0;
  for (unsigned I = 0, E = MRI.getNumVirtRegs(); I != E; ++I) {
    Register Reg = Register::index2VirtReg(I);
    if (MRI.reg_nodbg_empty(Reg) ||
        !PTO::isTileRegClass(MRI.getRegClassOrNull(Reg)))
      continue;
    ++Found;
    std::string Text;
    raw_string_ostream OS(Text);
    OS << "tile register " << printReg(Reg, &TRI);
    if (std::optional<PTO::TileDesc> D = PTO::getTileDesc(Reg, MRI))
      OS << " (" << PTO::getMemory(D->AS)->Name << ' ' << D->Rows << 'x'
         << D->Cols << ' ' << PTO::getDTypeName(D->DType) << ')';
    OS << " has no storage assigned before register allocation";
    DebugLoc DL;
    if (const MachineInstr *Def = MRI.getVRegDef(Reg))
      DL = Def->getDebugLoc();
    F.getContext().diagnose(DiagnosticInfoUnsupported(F, Text, DL));
  }
  if (!Found)
    return false;
  NumTileVRegs += Found;

  // Leave a valid, empty function behind so the pipeline completes.
  MF.getSubtarget<PTOSubtarget>().getInstrInfo()->replaceWithEmptyBody(MF);
  return true;
}

FunctionPass *llvm::createPTOCheckNoTileVRegsPass() {
  return new PTOCheckNoTileVRegs();
}
