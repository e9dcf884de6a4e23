//===-- PTOMachineFacts.td - Memories, capacities, pipes ---*- tablegen -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The machine facts every pass reads: the on-chip memories (address space,
// alignment, capacity and reserved range per generation), the asynchronous
// pipes, and the synchronization resources. They are emitted into C++ by
// -gen-searchable-tables and wrapped by PTOMachineFacts.h; nothing else in
// the target spells these numbers.
//
// Sources: pto-isa buffer_limits.hpp and PyPTO soc.cpp (see docs/machine.md).
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Pipes
//===----------------------------------------------------------------------===//

class PTOPipe<string name, bits<4> enc, string desc> {
  string Name = name;       // Assembly spelling, e.g. "MTE2".
  string EnumName = "PIPE_" # name;
  bits<4> Encoding = enc;   // Value in TSFlags and in sync instructions.
  string Description = desc;
}

def PIPE_S    : PTOPipe<"S",    0, "scalar unit; issues every instruction in order">;
def PIPE_MTE1 : PTOPipe<"MTE1", 1, "mat (L1) to left/right (L0A/L0B) moves">;
def PIPE_MTE2 : PTOPipe<"MTE2", 2, "global memory to mat/vec loads">;
def PIPE_MTE3 : PTOPipe<"MTE3", 3, "vec/mat to global memory stores">;
def PIPE_M    : PTOPipe<"M",    4, "cube matrix multiply">;
def PIPE_V    : PTOPipe<"V",    5, "vector unit operating on vec (UB)">;
def PIPE_FIX  : PTOPipe<"FIX",  6, "acc (L0C) to gm/mat/vec fix-pipe">;
def PIPE_ALL  : PTOPipe<"ALL",  7, "every pipe (pipe_barrier only)">;

def PTOPipeKind : GenericEnum {
  let FilterClass = "PTOPipe";
  let NameField = "EnumName";
  let ValueField = "Encoding";
}

def PTOPipeTable : GenericTable {
  let FilterClass = "PTOPipe";
  let CppTypeName = "PTOPipeInfo";
  let Fields = ["Name", "Encoding", "Description"];
  let PrimaryKey = ["Encoding"];
  let PrimaryKeyName = "lookupPipeByEncoding";
}

def lookupPipeByName : SearchIndex {
  let Table = PTOPipeTable;
  let Key = ["Name"];
}

//===----------------------------------------------------------------------===//
// Memories (one per LLVM address space)
//===----------------------------------------------------------------------===//

class PTOMemory<string name, bits<4> as, string hwName, int align, bit onChip> {
  string Name = name;         // IR / assembly spelling ("vec").
  bits<4> AddrSpace = as;     // LLVM address space.
  string HWName = hwName;     // Hardware buffer name ("UB").
  bits<16> TileAlign = align;      // Required alignment of a tile in bytes.
  bit OnChip = onChip;        // Planned by the storage passes.
}

def MEM_GENERIC : PTOMemory<"generic", 0, "stack",   8,   0>;
def MEM_GM      : PTOMemory<"gm",      1, "GM",      32,  0>;
def MEM_MAT     : PTOMemory<"mat",     2, "L1",      32,  1>;
def MEM_LEFT    : PTOMemory<"left",    3, "L0A",     512, 1>;
def MEM_RIGHT   : PTOMemory<"right",   4, "L0B",     512, 1>;
def MEM_ACC     : PTOMemory<"acc",     5, "L0C",     64,  1>;
def MEM_VEC     : PTOMemory<"vec",     6, "UB",      32,  1>;
def MEM_BIAS    : PTOMemory<"bias",    7, "BT",      64,  1>;

def PTOMemoryTable : GenericTable {
  let FilterClass = "PTOMemory";
  let CppTypeName = "PTOMemoryInfo";
  let Fields = ["Name", "AddrSpace", "HWName", "TileAlign", "OnChip"];
  let PrimaryKey = ["AddrSpace"];
  let PrimaryKeyName = "lookupMemoryByAddrSpace";
}

def lookupMemoryByName : SearchIndex {
  let Table = PTOMemoryTable;
  let Key = ["Name"];
}

//===----------------------------------------------------------------------===//
// Per-generation capacities. Capacity and the reserved range are in bytes;
// the reserved range sits at the top of the memory ([Capacity - Reserved,
// Capacity)) and is never handed to tiles.
//===----------------------------------------------------------------------===//

class PTOGenerationFacts<string name, bits<4> id, int eventIds> {
  string Name = name;             // Matches the -mcpu name.
  string EnumName = !toupper(name);
  bits<4> ID = id;
  bits<8> EventIdsPerPair = eventIds; // set_flag/wait_flag IDs per (src, dst).
}

def GEN_A3 : PTOGenerationFacts<"a3", 0, 8>;
def GEN_A5 : PTOGenerationFacts<"a5", 1, 8>;

def PTOGeneration : GenericEnum {
  let FilterClass = "PTOGenerationFacts";
  let NameField = "EnumName";
  let ValueField = "ID";
}

def PTOGenerationTable : GenericTable {
  let FilterClass = "PTOGenerationFacts";
  let CppTypeName = "PTOGenerationInfo";
  let Fields = ["Name", "ID", "EventIdsPerPair"];
  let PrimaryKey = ["ID"];
  let PrimaryKeyName = "lookupGeneration";
}

class PTOCapacity<PTOGenerationFacts gen, PTOMemory mem, int kib,
                  int reservedKiB> {
  bits<4> GenerationID = gen.ID;
  bits<4> AddrSpace = mem.AddrSpace;
  bits<32> Capacity = !mul(kib, 1024);
  bits<32> Reserved = !mul(reservedKiB, 1024);
}

foreach gen = [GEN_A3, GEN_A5] in {
  def : PTOCapacity<gen, MEM_MAT,   512, 0>;
  def : PTOCapacity<gen, MEM_LEFT,  64,  0>;
  def : PTOCapacity<gen, MEM_RIGHT, 64,  0>;
}
def : PTOCapacity<GEN_A3, MEM_ACC,  128, 0>;
def : PTOCapacity<GEN_A5, MEM_ACC,  256, 0>;
def : PTOCapacity<GEN_A3, MEM_VEC,  192, 8>;
def : PTOCapacity<GEN_A5, MEM_VEC,  256, 8>;
def : PTOCapacity<GEN_A3, MEM_BIAS, 1,   0>;
def : PTOCapacity<GEN_A5, MEM_BIAS, 4,   0>;

def PTOCapacityTable : GenericTable {
  let FilterClass = "PTOCapacity";
  let CppTypeName = "PTOCapacityInfo";
  let Fields = ["GenerationID", "AddrSpace", "Capacity", "Reserved"];
  let PrimaryKey = ["GenerationID", "AddrSpace"];
  let PrimaryKeyName = "lookupCapacity";
}

//===----------------------------------------------------------------------===//
// Issue 15 (X): the cores of a generation (docs/simulator.md, "Cores").
//
// A core group is what one block of a mix kernel runs on. On the A2/A3
// generation (`a3`) cube and vector are separate cores: per CANN's platform
// tables (Ascend910B2.ini, Ascend910_9391.ini: cube_core_cnt=24,
// vector_core_cnt=48) a chip has 24 cube cores (AIC) and 48 vector cores
// (AIV), one AIC paired with two AIVs; the AIC has the scalar unit, MTE1,
// MTE2, M and FIX, an AIV the scalar unit, MTE2, MTE3 and V (Ascend C
// "Basic Architecture"). `a5` is modelled as one core with every pipe (its
// L0C -> UB path needs both sides on one core).
//===----------------------------------------------------------------------===//

class PTOCoreKind<PTOGenerationFacts gen, string name, bits<4> id,
                  list<PTOPipe> pipes, int perGroup, int perChip> {
  bits<4> GenerationID = gen.ID;
  string Name = name;
  bits<4> ID = id;
  // Bit p set: the core has the pipe of encoding p.
  bits<8> PipeMask = !foldl(0, pipes, m, p, !or(m, !shl(1, p.Encoding)));
  bits<8> PerGroup = perGroup;
  bits<8> PerChip = perChip;
  // The value get_core_type() returns on the core (PTOInstrInfo.td,
  // CR_CORE_TYPE): bit 0 set when it has the cube pipe (M), bit 1 when it has
  // the vector pipe (V): AIC 1, AIV 2, a core with both 3.
  bits<4> CoreType = !or(!if(!ne(!and(PipeMask, !shl(1, PIPE_M.Encoding)), 0), 1, 0),
                         !if(!ne(!and(PipeMask, !shl(1, PIPE_V.Encoding)), 0), 2, 0));
}

def CORE_A3_AIC : PTOCoreKind<GEN_A3, "AIC", 0,
    [PIPE_S, PIPE_MTE1, PIPE_MTE2, PIPE_M, PIPE_FIX], 1, 24>;
def CORE_A3_AIV : PTOCoreKind<GEN_A3, "AIV", 1,
    [PIPE_S, PIPE_MTE2, PIPE_MTE3, PIPE_V], 2, 48>;
def CORE_A5_MIX : PTOCoreKind<GEN_A5, "core", 2,
    [PIPE_S, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_M, PIPE_V, PIPE_FIX], 1, 32>;

def PTOCoreKindTable : GenericTable {
  let FilterClass = "PTOCoreKind";
  let CppTypeName = "PTOCoreKindInfo";
  let Fields = ["GenerationID", "Name", "ID", "PipeMask", "PerGroup",
                "PerChip", "CoreType"];
  let PrimaryKey = ["ID"];
  let PrimaryKeyName = "lookupCoreKind";
}

// Cross-core flags (set_cross_flag / wait_cross_flag, docs/isa.md): the
// flag IDs, how many sets of one flag may be pending before a wait
// consumes them (a 4-bit counter), and the cycles from a set firing to the
// other core seeing it. The latency is a model parameter: no public source
// gives it; it is set to a GM round trip's order (docs/simulator.md).
//
// Issue 15 (15F): the cross-core FIFOs (pto-isa TPUSH/TPOP/TFREE and their
// TPipe<FlagID, Dir, SlotSize, SlotNum>): how many a kernel may use, the
// deepest ring (SlotNum: the consumers' initial free credits are pending
// sets, so depth x FIFOs stays below MaxPending), and the first of the
// cross-core flags they take (FIFO f: ready flag FifoFirstFlag + 2f, free
// flag FifoFirstFlag + 2f + 1; a kernel with FIFOs may not use those with
// set_cross_flag / wait_cross_flag itself). pto-lower-fifo lowers them.
class PTOCrossCoreFacts<PTOGenerationFacts gen, int flagIds, int maxPending,
                        int latency, int fifos, int fifoMaxDepth,
                        int fifoFirstFlag> {
  bits<4> GenerationID = gen.ID;
  bits<8> FlagIds = flagIds;
  bits<8> MaxPending = maxPending;
  bits<16> Latency = latency;
  bits<8> Fifos = fifos;
  bits<8> FifoMaxDepth = fifoMaxDepth;
  bits<8> FifoFirstFlag = fifoFirstFlag;
}
def : PTOCrossCoreFacts<GEN_A3, 16, 15, 200, 2, 4, 12>;
def : PTOCrossCoreFacts<GEN_A5, 16, 15, 200, 2, 4, 12>;

def PTOCrossCoreTable : GenericTable {
  let FilterClass = "PTOCrossCoreFacts";
  let CppTypeName = "PTOCrossCoreInfo";
  let Fields = ["GenerationID", "FlagIds", "MaxPending", "Latency", "Fifos",
                "FifoMaxDepth", "FifoFirstFlag"];
  let PrimaryKey = ["GenerationID"];
  let PrimaryKeyName = "lookupCrossCore";
}

//===----------------------------------------------------------------------===//
// Issue 14 (14Q): data paths between on-chip memories that only some
// generations have. A tile op moving dst <- src whose pair is listed here
// exists only on the listed generations (PTOTileOp.GenMask); pairs not
// listed exist on every generation.
//
// pto-isa docs/isa/TMOV.md, "A2A3 implementation checks": the tile-type
// pairs are Mat -> Left/Right/Bias/Scaling, Vec -> Vec, Acc -> Mat; "A5
// implementation checks": also Vec -> Mat and Acc -> Vec (the A5 intrinsic
// tables' l0c2ub and ub2l1; the 910B/910_93 tables list l0c2out and l0c2l1
// only, docs/simulator.md "Core kinds of a3"). (pto-isa's TMOV_FP_zh.md
// target table marks Acc -> Vec (fp) on A2/A3 too; its implementation
// checks, which the TMOV page spells out, do not: we follow the checks.)
//===----------------------------------------------------------------------===//

class PTODataPath<PTOGenerationFacts gen, PTOMemory dst, PTOMemory src> {
  bits<4> GenerationID = gen.ID;
  bits<4> DstAS = dst.AddrSpace;
  bits<4> SrcAS = src.AddrSpace;
}
def : PTODataPath<GEN_A5, MEM_VEC, MEM_ACC>;
def : PTODataPath<GEN_A5, MEM_MAT, MEM_VEC>;

def PTODataPathTable : GenericTable {
  let FilterClass = "PTODataPath";
  let CppTypeName = "PTODataPathInfo";
  let Fields = ["GenerationID", "DstAS", "SrcAS"];
  let PrimaryKey = ["GenerationID", "DstAS", "SrcAS"];
  let PrimaryKeyName = "lookupDataPath";
}

// The GenMask of a dst <- src move: the generations of its PTODataPath
// records, or every generation when it has none.
class DataPathMask<PTOMemory dst, PTOMemory src> {
  list<PTODataPath> Paths =
      !filter(p, !instances<PTODataPath>(),
              !and(!eq(p.DstAS, dst.AddrSpace), !eq(p.SrcAS, src.AddrSpace)));
  bits<4> Mask = !if(!empty(Paths), 0b0011,
                     !foldl(0, Paths, m, p, !or(m, !shl(1, p.GenerationID))));
}
