//===-- PTOTileMemories.td - Codegen identities of the memories -*- tablegen -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One record per on-chip memory naming what codegen calls it: the tile
// register class (PTOTileRegisters.td), the GlobalISel register bank
// (PTORegisterBanks.td) and the assembly operand class of a tile address.
// The tile select of each memory is a PTOTileSelect keyed by the same record
// (PTOBuiltins.td). -gen-searchable-tables emits one table per layer, each
// with the identities that layer can name:
//   PTOTileMemoryTable   (MC: PTOMachineFacts.h)    memory -> register class
//   PTOTileAsmClassTable (PTOAsmParser.cpp)         asm match class -> memory
//   PTOTileBankTable     (GISel: PTORegisterBankInfo.h) register bank -> memory
// A memory without its record, a record naming a class, bank or operand
// class that does not exist, or identities that disagree (the asserts below)
// fail the build.
//
//===----------------------------------------------------------------------===//

// A tile address in one memory: `vec[a3 + 2048]`. The parser produces one
// operand (memory, base, offset) for `space[base + offset]` and checks the
// offset against the memory's alignment and the subtarget's capacity; the
// class accepts only its own memory. All six classes share one diagnostic
// type so that the parser can name the memories accepted at the position.
class TileAddrAsmOperand<PTOMemory m> : AsmOperandClass {
  let Name = "TileAddr_" # m.Name;
  let PredicateMethod = "isTileAddr<" # m.AddrSpace # ">";
  let RenderMethod = "addTileAddrOperands";
  let DiagnosticType = "InvalidTileSpace";
}

foreach m = [MEM_MAT, MEM_LEFT, MEM_RIGHT, MEM_ACC, MEM_VEC, MEM_BIAS] in
  def TileAddrAsm_ # m.Name : TileAddrAsmOperand<m>;

class PTOTileMemory<PTOMemory mem, RegisterClass rc, RegisterBank bank,
                    AsmOperandClass asm> {
  PTOMemory Memory = mem;
  bits<4> AddrSpace = mem.AddrSpace;
  RegisterClass RegClass = rc;
  RegisterBank RegBank = bank;
  AsmOperandClass AsmClass = asm;
  // The C++ spellings of the identities, emitted as code.
  string RegClassID = "PTO::" # !cast<string>(rc) # "RegClassID";
  string RegBankID = "PTO::" # !cast<string>(bank) # "ID";
  string AsmMatchClass = "MCK_" # asm.Name;

  // The identities must agree: the class holds pointers into the memory, the
  // bank holds exactly that class, the operand class tests that memory.
  assert !eq(!cast<PtrValueType>(rc.RegTypes[0]).AddrSpace, mem.AddrSpace),
    "register class " # !cast<string>(rc) # " is not of memory " # mem.Name;
  assert !and(!eq(!size(bank.RegisterClasses), 1),
              !eq(!cast<string>(bank.RegisterClasses[0]), !cast<string>(rc))),
    "register bank " # !cast<string>(bank) # " must hold exactly "
      # !cast<string>(rc);
  assert !eq(asm.PredicateMethod, "isTileAddr<" # mem.AddrSpace # ">"),
    "asm operand class " # asm.Name # " does not accept memory " # mem.Name;
}

// The record of memory m (TILEMEM_<NAME>); undefined for a memory without
// tiles, which fails the build.
class TileMemOf<PTOMemory m> {
  PTOTileMemory R = !cast<PTOTileMemory>("TILEMEM_" # !toupper(m.Name));
}

def TILEMEM_MAT   : PTOTileMemory<MEM_MAT,   TileMat,   MatRegBank,
                                  TileAddrAsm_mat>;
def TILEMEM_LEFT  : PTOTileMemory<MEM_LEFT,  TileLeft,  LeftRegBank,
                                  TileAddrAsm_left>;
def TILEMEM_RIGHT : PTOTileMemory<MEM_RIGHT, TileRight, RightRegBank,
                                  TileAddrAsm_right>;
def TILEMEM_ACC   : PTOTileMemory<MEM_ACC,   TileAcc,   AccRegBank,
                                  TileAddrAsm_acc>;
def TILEMEM_VEC   : PTOTileMemory<MEM_VEC,   TileVec,   VecRegBank,
                                  TileAddrAsm_vec>;
def TILEMEM_BIAS  : PTOTileMemory<MEM_BIAS,  TileBias,  BiasRegBank,
                                  TileAddrAsm_bias>;

def PTOTileMemoryTable : GenericTable {
  let FilterClass = "PTOTileMemory";
  let CppTypeName = "PTOTileMemoryInfo";
  let Fields = ["AddrSpace", "RegClassID"];
  string TypeOf_RegClassID = "code";
  let PrimaryKey = ["AddrSpace"];
  let PrimaryKeyName = "lookupTileMemoryByAddrSpace";
}

def PTOTileAsmClassTable : GenericTable {
  let FilterClass = "PTOTileMemory";
  let CppTypeName = "PTOTileAsmClassInfo";
  let Fields = ["AsmMatchClass", "AddrSpace"];
  string TypeOf_AsmMatchClass = "code";
}

def PTOTileBankTable : GenericTable {
  let FilterClass = "PTOTileMemory";
  let CppTypeName = "PTOTileBankInfo";
  let Fields = ["RegBankID", "AddrSpace"];
  string TypeOf_RegBankID = "code";
}
