//===-- PTOTileRegisters.td - Tile register classes and banks -*- tablegen -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// On-chip tiles are SSA values typed `ptr addrspace(N)` (N = the memory).
// Each memory gets a register class of 32-bit handles and a register bank.
// Tile virtual registers never reach register allocation: the storage
// planning passes replace them by windows of the memory. A class still needs
// one register for TableGen: <Class>_DUMMY is that register. The classes
// are allocatable only because the MIR parser insists on it for virtual
// registers; those registers are reserved, and PTOCheckNoTileVRegs
// diagnoses any tile register that would reach register allocation.
//
//===----------------------------------------------------------------------===//

multiclass PTOTileRegClass<PTOMemory mem> {
  def _DUMMY : Register<"tile." # mem.Name> { let Namespace = "PTO"; }
  def "" : RegisterClass<"PTO",
                         [PtrValueType<i32, !cast<int>(mem.AddrSpace)>], 32,
                         (add !cast<Register>(NAME # "_DUMMY"))>;
}

defm TileMat : PTOTileRegClass<MEM_MAT>;
defm TileLeft : PTOTileRegClass<MEM_LEFT>;
defm TileRight : PTOTileRegClass<MEM_RIGHT>;
defm TileAcc : PTOTileRegClass<MEM_ACC>;
defm TileVec : PTOTileRegClass<MEM_VEC>;
defm TileBias : PTOTileRegClass<MEM_BIAS>;
