//===-- PTOInstrInfo.td - PTO scalar and sync instructions -*- tablegen -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The scalar ISA (pipe S), control flow, and the pipe synchronization
// instructions. Tile instructions are described by the builtin table.
// Selection patterns here are imported by the GlobalISel selector.
//
//===----------------------------------------------------------------------===//

include "PTOInstrFormats.td"

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

class ImmAsmOperand<string name> : AsmOperandClass {
  let Name = name;
  let RenderMethod = "addImmOperands";
  let DiagnosticType = "Invalid" # name;
}

def SImm32AsmOperand : ImmAsmOperand<"SImm32"> {
  let DiagnosticString = "immediate must be an integer in [-2147483648, 2147483647]";
}
def UImm6AsmOperand : ImmAsmOperand<"UImm6"> {
  let DiagnosticString = "shift amount must be an integer in [0, 63]";
}
def UImm32AsmOperand : ImmAsmOperand<"UImm32"> {
  let DiagnosticString = "immediate must be an integer in [0, 4294967295]";
}

// A signed 32-bit immediate; also accepts a symbol (li of an address).
def simm32 : Operand<i64>, ImmLeaf<i64, [{ return isInt<32>(Imm); }]> {
  let ParserMatchClass = SImm32AsmOperand;
  let EncoderMethod = "getImmOpValue";
  let DecoderMethod = "decodeSImmOperand<32>";
  let OperandType = "OPERAND_IMMEDIATE";
}

def uimm32 : Operand<i64>, ImmLeaf<i64, [{ return isUInt<32>(Imm); }]> {
  let ParserMatchClass = UImm32AsmOperand;
  let EncoderMethod = "getImmOpValue";
  let DecoderMethod = "decodeUImmOperand<32>";
  let OperandType = "OPERAND_IMMEDIATE";
}

def uimm6 : Operand<i64>, ImmLeaf<i64, [{ return isUInt<6>(Imm); }]> {
  let ParserMatchClass = UImm6AsmOperand;
  let EncoderMethod = "getImmOpValue";
  let DecoderMethod = "decodeUImmOperand<6>";
  let OperandType = "OPERAND_IMMEDIATE";
}

def BrTargetAsmOperand : AsmOperandClass {
  let Name = "BrTarget";
  let RenderMethod = "addImmOperands";
  let DiagnosticString = "branch target must be a label or a multiple of 8";
}

def brtarget : Operand<OtherVT> {
  let ParserMatchClass = BrTargetAsmOperand;
  let EncoderMethod = "getBranchTargetOpValue";
  let DecoderMethod = "decodeBranchTarget";
  let OperandType = "OPERAND_PCREL";
  let PrintMethod = "printBranchTarget";
}

def calltarget : Operand<i64> {
  let ParserMatchClass = BrTargetAsmOperand;
  let EncoderMethod = "getBranchTargetOpValue";
  let DecoderMethod = "decodeBranchTarget";
  let OperandType = "OPERAND_PCREL";
  let PrintMethod = "printBranchTarget";
}

def PipeAsmOperand : AsmOperandClass {
  let Name = "Pipe";
  let ParserMethod = "parsePipe";
  let RenderMethod = "addImmOperands";
  let DiagnosticString = "expected a pipe name (S, MTE1, MTE2, MTE3, M, V, FIX, ALL)";
}

def pipe : Operand<i32> {
  let ParserMatchClass = PipeAsmOperand;
  let PrintMethod = "printPipeOperand";
  let EncoderMethod = "getImmOpValue";
  let DecoderMethod = "decodePipeOperand";
  let OperandType = "OPERAND_PIPE";
  let OperandNamespace = "PTOOp";
}

def EventAsmOperand : AsmOperandClass {
  let Name = "EventID";
  let RenderMethod = "addImmOperands";
  let DiagnosticString = "event ID must be an integer in [0, 255]";
}

def eventid : Operand<i32> {
  let ParserMatchClass = EventAsmOperand;
  let EncoderMethod = "getImmOpValue";
  let DecoderMethod = "decodeUImmOperand<8>";
  let OperandType = "OPERAND_IMMEDIATE";
}

// Register + signed 32-bit offset addressing for scalar loads and stores.
def AddrRegImm : ComplexPattern<iPTR, 2, "SelectAddrRegImm">;
def GIAddrRegImm : GIComplexOperandMatcher<s64, "selectAddrRegImm">,
                   GIComplexPatternEquiv<AddrRegImm>;

//===----------------------------------------------------------------------===//
// Scalar arithmetic (pipe S)
//===----------------------------------------------------------------------===//

let hasSideEffects = 0, mayLoad = 0, mayStore = 0 in {

class ALU_rr<bits<8> op, string mnemonic, SDPatternOperator node>
    : FmtR<op, (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
           mnemonic # "\t$rd, $rs1, $rs2",
           [(set GPR:$rd, (node GPR:$rs1, GPR:$rs2))]> {
  let rs3 = 0;
}

class ALU_ri<bits<8> op, string mnemonic, SDPatternOperator node,
             Operand immop>
    : FmtI<op, (outs GPR:$rd), (ins GPR:$rs1, immop:$imm),
           mnemonic # "\t$rd, $rs1, $imm",
           [(set GPR:$rd, (node GPR:$rs1, immop:$imm))]>;

let isCommutable = 1 in {
def ADD  : ALU_rr<0x01, "add",  add>;
def MUL  : ALU_rr<0x03, "mul",  mul>;
def AND  : ALU_rr<0x09, "and",  and>;
def OR   : ALU_rr<0x0A, "or",   or>;
def XOR  : ALU_rr<0x0B, "xor",  xor>;
}
def SUB  : ALU_rr<0x02, "sub",  sub>;
def DIV  : ALU_rr<0x05, "div",  sdiv>;
def DIVU : ALU_rr<0x06, "divu", udiv>;
def REM  : ALU_rr<0x07, "rem",  srem>;
def REMU : ALU_rr<0x08, "remu", urem>;
def SLL  : ALU_rr<0x0C, "sll",  shl>;
def SRL  : ALU_rr<0x0D, "srl",  srl>;
def SRA  : ALU_rr<0x0E, "sra",  sra>;
// Set-less-than: selected from G_ICMP in C++.
def SLT  : ALU_rr<0x0F, "slt",  null_frag>;
def SLTU : ALU_rr<0x10, "sltu", null_frag>;

// Issue 17: ADDI is a move with an offset (`mv` is `addi rd, rs, 0`): as
// cheap as a move. So MachineCSE does not keep an address computed in one
// loop nest alive to reuse it many nests later (a register live across the
// kernel, spilled; and its partial-redundancy search walked the dominator
// tree from every repeat to the first: quadratic).
let isAsCheapAsAMove = 1 in
def ADDI  : ALU_ri<0x20, "addi",  add, simm32>;
def ANDI  : ALU_ri<0x21, "andi",  and, simm32>;
def ORI   : ALU_ri<0x22, "ori",   or,  simm32>;
def XORI  : ALU_ri<0x23, "xori",  xor, simm32>;
def SLLI  : ALU_ri<0x24, "slli",  shl, uimm6>;
def SRLI  : ALU_ri<0x25, "srli",  srl, uimm6>;
def SRAI  : ALU_ri<0x26, "srai",  sra, uimm6>;
def SLTI  : ALU_ri<0x27, "slti",  null_frag, simm32>;
def SLTIU : ALU_ri<0x28, "sltiu", null_frag, simm32>;

// rd = rc != 0 ? rs1 : rs2.
def SEL : FmtR<0x11, (outs GPR:$rd), (ins GPR:$rs3, GPR:$rs1, GPR:$rs2),
               "sel\t$rd, $rs3, $rs1, $rs2", []>;

// rd = sext(imm32). Also materializes symbol addresses.
let isReMaterializable = 1, isAsCheapAsAMove = 1, isMoveImm = 1 in
def LI : FmtI<0x29, (outs GPR:$rd), (ins simm32:$imm), "li\t$rd, $imm",
              [(set GPR:$rd, simm32:$imm)]> {
  let rs1 = 0;
}

// rd = zext(rs1[31:0]) | (imm32 << 32): the upper half of a 64-bit constant.
def LIH : FmtI<0x2A, (outs GPR:$rd), (ins GPR:$rs1, uimm32:$imm),
               "lih\t$rd, $rs1, $imm", []>;

let isMoveImm = 0 in
def NOP : FmtI<0x00, (outs), (ins), "nop", []> {
  let rd = 0;
  let rs1 = 0;
  let imm = 0;
}

} // hasSideEffects = 0, mayLoad = 0, mayStore = 0

// Issue 13 (V): runtime valid extents.
// setvalid rs1, rs2, rs3: the valid extent (rows, cols, k) that every tile
// instruction of PTOValidExtentTable captures when the scalar unit issues it
// (docs/isa.md "Valid extents"): in-order scalar-unit state, like RISC-V's
// vl. A register operand `zero` (x0) means the instruction's capacity in that
// dimension (so `setvalid zero, zero, zero` restores full tiles, the state a
// kernel starts in); any other register gives its value. It orders against
// every tile instruction (hasSideEffects: no pass moves one across it).
let hasSideEffects = 1, mayLoad = 0, mayStore = 0 in
def SETVALID : FmtR<0x12, (outs), (ins GPR:$rs1, GPR:$rs2, GPR:$rs3),
                    "setvalid\t$rs1, $rs2, $rs3", []> {
  let rd = 0;
}

// Issue 13 (T): the base register of a view at a runtime row.
// viewaddr rd, rs1, rs2, lim, pitch: rd = rs1 + rs2 * pitch, where rs2 (its
// low 32 bits, unsigned) is the view's first row and must be at most lim
// (the source's rows minus the view's): pto-sim reports any other row as
// an error naming the instruction and the values (docs/isa.md, "Runtime
// view addresses"). Bits 31-16 of the immediate are lim, 15-0 the row pitch
// in bytes (tile shapes are 12-bit, so both fit).
def UImm16AsmOperand : ImmAsmOperand<"UImm16"> {
  let DiagnosticString = "immediate must be an integer in [0, 65535]";
}
def uimm16 : Operand<i64>, ImmLeaf<i64, [{ return isUInt<16>(Imm); }]> {
  let ParserMatchClass = UImm16AsmOperand;
  let EncoderMethod = "getImmOpValue";
  let DecoderMethod = "decodeUImmOperand<16>";
  let OperandType = "OPERAND_IMMEDIATE";
}
let hasSideEffects = 1, mayLoad = 0, mayStore = 0 in
def VIEWADDR : PTOInst<(outs GPR:$rd),
                       (ins GPR:$rs1, GPR:$rs2, uimm16:$lim, uimm16:$pitch),
                       "viewaddr\t$rd, $rs1, $rs2, $lim, $pitch", []> {
  bits<5> rd;
  bits<5> rs1;
  bits<5> rs2;
  bits<16> lim;
  bits<16> pitch;
  let Inst{63-56} = 0x13;
  let Inst{55-51} = rd;
  let Inst{50-46} = rs1;
  let Inst{45-41} = rs2;
  let Inst{40-32} = 0;
  let Inst{31-16} = lim;
  let Inst{15-0} = pitch;
}

// Register moves are `addi rd, rs, 0`.
def : InstAlias<"mv $rd, $rs1", (ADDI GPR:$rd, GPR:$rs1, 0)>;

//===----------------------------------------------------------------------===//
// Scalar loads and stores (pipe S): global memory and the stack.
//===----------------------------------------------------------------------===//

let hasSideEffects = 0, mayLoad = 1, mayStore = 0 in
class Load<bits<8> op, string mnemonic>
    : FmtI<op, (outs GPR:$rd), (ins GPR:$rs1, simm32:$imm),
           mnemonic # "\t$rd, ${imm}(${rs1})", []>;

let hasSideEffects = 0, mayLoad = 0, mayStore = 1 in
class Store<bits<8> op, string mnemonic>
    : FmtS<op, (outs), (ins GPR:$rs2, GPR:$rs1, simm32:$imm),
           mnemonic # "\t$rs2, ${imm}(${rs1})", []>;

def LB  : Load<0x30, "lb">;
def LBU : Load<0x31, "lbu">;
def LH  : Load<0x32, "lh">;
def LHU : Load<0x33, "lhu">;
def LW  : Load<0x34, "lw">;
def LWU : Load<0x35, "lwu">;
def LD  : Load<0x36, "ld">;

def SB : Store<0x38, "sb">;
def SH : Store<0x39, "sh">;
def SW : Store<0x3A, "sw">;
def SD : Store<0x3B, "sd">;

multiclass LdPat<PatFrag node, Instruction inst> {
  def : Pat<(i64 (node (AddrRegImm (iPTR GPR:$rs1), simm32:$imm))),
            (inst GPR:$rs1, simm32:$imm)>;
}
defm : LdPat<sextloadi8,  LB>;
defm : LdPat<extloadi8,   LBU>;
defm : LdPat<zextloadi8,  LBU>;
defm : LdPat<sextloadi16, LH>;
defm : LdPat<extloadi16,  LHU>;
defm : LdPat<zextloadi16, LHU>;
defm : LdPat<sextloadi32, LW>;
defm : LdPat<extloadi32,  LWU>;
defm : LdPat<zextloadi32, LWU>;
defm : LdPat<load,        LD>;

multiclass StPat<PatFrag node, Instruction inst> {
  def : Pat<(node (i64 GPR:$rs2), (AddrRegImm (iPTR GPR:$rs1), simm32:$imm)),
            (inst GPR:$rs2, GPR:$rs1, simm32:$imm)>;
}
defm : StPat<truncstorei8,  SB>;
defm : StPat<truncstorei16, SH>;
defm : StPat<truncstorei32, SW>;
defm : StPat<store,         SD>;

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

let isBranch = 1, isTerminator = 1, hasSideEffects = 0, mayLoad = 0,
    mayStore = 0 in {
class BranchCC<bits<8> op, string mnemonic>
    : FmtS<op, (outs), (ins GPR:$rs1, GPR:$rs2, brtarget:$imm),
           mnemonic # "\t$rs1, $rs2, $imm", []>;

def BEQ  : BranchCC<0x40, "beq">;
def BNE  : BranchCC<0x41, "bne">;
def BLT  : BranchCC<0x42, "blt">;
def BGE  : BranchCC<0x43, "bge">;
def BLTU : BranchCC<0x44, "bltu">;
def BGEU : BranchCC<0x45, "bgeu">;

let isBarrier = 1 in
def J : FmtI<0x46, (outs), (ins brtarget:$imm), "j\t$imm", [(br bb:$imm)]> {
  let rd = 0;
  let rs1 = 0;
}
}

let isCall = 1, Defs = [X1], Uses = [X2], hasSideEffects = 0, mayLoad = 0,
    mayStore = 0 in {
def CALL : FmtI<0x47, (outs), (ins calltarget:$imm), "call\t$imm", []> {
  let rd = 1;
  let rs1 = 0;
}
def CALLR : FmtI<0x48, (outs), (ins GPR:$rs1), "callr\t$rs1", []> {
  let rd = 1;
  let imm = 0;
}
}

let isReturn = 1, isTerminator = 1, isBarrier = 1, hasSideEffects = 0,
    mayLoad = 0, mayStore = 0 in
def RET : FmtI<0x49, (outs), (ins), "ret", []> {
  let rd = 0;
  let rs1 = 1;
  let imm = 0;
}

let Defs = [X2], Uses = [X2], hasSideEffects = 1, mayLoad = 0, mayStore = 0 in {
def ADJCALLSTACKDOWN : PTOPseudo<(outs), (ins i64imm:$amt1, i64imm:$amt2), []>;
def ADJCALLSTACKUP   : PTOPseudo<(outs), (ins i64imm:$amt1, i64imm:$amt2), []>;
}

// Where the slot registers of a rotating (double-buffered) tile allocation
// change (pto-lower-tile-operands): `SLOT_MARK 1, !scope` at the top of its
// loop header (the current and the next slot swap) and `SLOT_MARK 0, !scope`
// at the end of the loop's preheader (they restart at slot 0). The metadata
// operand is the allocation's alias scope list, as in its memory operands.
// pto-insert-sync and pto-verify-sync count the swaps between two accesses
// (docs/sync.md, "Double buffers"). Nothing is emitted.
let hasSideEffects = 1, mayLoad = 0, mayStore = 0, Size = 0 in
def SLOT_MARK : PTOPseudo<(outs), (ins i32imm:$kind, variable_ops), []>;

//===----------------------------------------------------------------------===//
// Pipe synchronization (BRIEF §2). Issued by S into the named pipes' queues.
//===----------------------------------------------------------------------===//

let hasSideEffects = 1, mayLoad = 0, mayStore = 0 in {
def SET_FLAG : FmtSync<0x50, (outs), (ins pipe:$src, pipe:$dst, eventid:$event),
                       "set_flag\t$src, $dst, $event">;
def WAIT_FLAG : FmtSync<0x51, (outs), (ins pipe:$src, pipe:$dst, eventid:$event),
                        "wait_flag\t$src, $dst, $event">;
def PIPE_BARRIER : FmtSync<0x52, (outs), (ins pipe:$src), "pipe_barrier\t$src"> {
  let dst = 0;
  let event = 0;
}
}

// Issue 16 (session 19): a flag per slot of a double buffer (docs/sync.md,
// "Flags per slot"). The event ID is $id0 when $slot is zero and $id1
// otherwise: $slot is the base register of a tile address of the rotating
// allocation whose alias scope list is the metadata operand, i.e. the offset
// of one of its slots (0: slot 0). $role says which of the allocation's
// slot registers it is: 0 the current slot's, 1 the next slot's. Per ID the
// sets and waits alternate between iterations: the set after the write of
// the next slot takes that slot's ID, the wait before the read of the
// current slot the current slot's. Emitted as a branch on $slot around the
// two set_flag/wait_flag (three scalar instructions run: `bne`, the flag
// instruction, `j` or none); the ISA takes the ID as an immediate here,
// where Ascend C's SetFlag/WaitFlag take a run-time TEventID.
let hasSideEffects = 1, mayLoad = 0, mayStore = 0, Size = 32 in {
def SET_FLAG_SLOT : PTOPseudo<(outs), (ins pipe:$src, pipe:$dst, eventid:$id0,
                                           eventid:$id1, GPR:$slot,
                                           i32imm:$role, variable_ops), []>;
def WAIT_FLAG_SLOT : PTOPseudo<(outs), (ins pipe:$src, pipe:$dst,
                                            eventid:$id0, eventid:$id1,
                                            GPR:$slot, i32imm:$role,
                                            variable_ops), []>;
}

//===----------------------------------------------------------------------===//
// Issue 15: SPMD. The core registers: what a kernel launched over N cores
// (blocks) reads to find its slice of the problem -- its block index
// 0..N-1, N, and its sub-block index within its core group (docs/isa.md,
// "Core registers"). One record per register gives the builtin
// (`pto.<Name>`, PTOBuiltins.td), the mnemonic and the opcode. Reading one
// is a scalar instruction (pipe S) that touches no memory, so nothing
// synchronizes with it; the value is fixed for the whole run.
//===----------------------------------------------------------------------===//

class PTOCoreReg<string name, bits<8> op, bits<8> builtinID, string desc> {
  string Name = name;
  bits<8> Opcode = op;
  bits<8> BuiltinID = builtinID;
  string Desc = desc;
}
def CR_BLOCK_IDX : PTOCoreReg<"get_block_idx", 0x60, 128,
                              "this core's block index, 0 .. block_num - 1">;
def CR_BLOCK_NUM : PTOCoreReg<"get_block_num", 0x61, 129,
                              "the number of blocks the kernel was launched on">;
def CR_SUBBLOCKID : PTOCoreReg<"get_subblockid", 0x62, 130,
                               "the sub-block index within the core group">;

let hasSideEffects = 0, mayLoad = 0, mayStore = 0, isReMaterializable = 1,
    isAsCheapAsAMove = 1 in
class ReadCoreReg<PTOCoreReg r>
    : FmtI<r.Opcode, (outs GPR:$rd), (ins), r.Name # "\t$rd", []> {
  let rs1 = 0;
  let imm = 0;
  PTOCoreReg Reg = r;
}

// Issue 15 (X): the core type, a mask: bit 0 the core has the cube pipes
// (MTE1, M, FIX), bit 1 the vector pipes (MTE3, V). 1 on an AIC of a3, 2 on
// an AIV, 3 on a core with every pipe (a5). Mix kernels branch on it.
def CR_CORE_TYPE : PTOCoreReg<"get_core_type", 0x4A, 131,
                              "the core type: 1 cube (AIC), 2 vector (AIV), 3 both">;

foreach r = [CR_BLOCK_IDX, CR_BLOCK_NUM, CR_SUBBLOCKID, CR_CORE_TYPE] in
  def !toupper(r.Name) : ReadCoreReg<r>;

//===----------------------------------------------------------------------===//
// Issue 15 (X): cross-core flags (docs/isa.md, "Cross-core flags"). Between
// the cores of one core group: a set on an AIC reaches both AIVs of its
// group, a set on an AIV reaches the AIC, whose wait needs the flag from
// both AIVs; on a core with every pipe a set reaches the core itself.
// `set_cross_flag P, F` is queued on pipe P and fires once P's earlier
// operations completed (like set_flag); `wait_cross_flag F` holds the
// scalar unit until the flag arrived and consumes it, so everything issued
// after it is ordered after the setter's earlier work on P.
//===----------------------------------------------------------------------===//

let hasSideEffects = 1, mayLoad = 0, mayStore = 0 in {
def SET_CROSS_FLAG : FmtSync<0x4B, (outs), (ins pipe:$src, eventid:$event),
                             "set_cross_flag\t$src, $event"> {
  let dst = 0;
}
def WAIT_CROSS_FLAG : FmtSync<0x4C, (outs), (ins eventid:$event),
                              "wait_cross_flag\t$event"> {
  let src = 0;
  let dst = 0;
}
}

// The builtins `void @pto.set_cross_flag(i32 immarg pipe, i32 immarg flag)`
// and `void @pto.wait_cross_flag(i32 immarg flag)` (IDs 132, 133): the call
// lowering emits the instruction with the constant operands.
class PTOCrossFlagBuiltin<string name, bits<8> builtinID, Instruction real,
                          bit hasPipe> {
  string Name = name;
  bits<8> BuiltinID = builtinID;
  Instruction Real = real;
  bit HasPipe = hasPipe;
}
def XF_SET : PTOCrossFlagBuiltin<"set_cross_flag", 132, SET_CROSS_FLAG, 1>;
def XF_WAIT : PTOCrossFlagBuiltin<"wait_cross_flag", 133, WAIT_CROSS_FLAG, 0>;

// Issue 15 (15F): the cross-core FIFO builtins, pto-isa's TPUSH / TPOP /
// TFREE (docs/isa/TPUSH.md, TPOP.md, TFREE.md) in the C2V direction: the
// cube core pushes an acc tile into FIFO `fifo` (a ring of `depth` GM
// slots), each vector core pops a row window of the oldest slot it has not
// popped into a vec tile and frees it when done.
//   void @pto.tpush.acc.T(i32 immarg fifo, i32 immarg depth, ptr addrspace(5) t)
//   ptr addrspace(6) @pto.tpop.vec.T(i32 immarg fifo, i64 row0, i32 rows, i32 cols)
//   void @pto.tfree(i32 immarg fifo)
// No instruction: pto-lower-fifo rewrites them into GM slot stores and
// loads ordered by cross-core flags (docs/sync.md, "Cross-core FIFOs").
// Role: 0 push, 1 pop, 2 free; DType: the tile's element type ("" for
// tfree).
class PTOFifoBuiltin<string name, bits<8> builtinID, bits<2> role,
                     string dtype> {
  string Name = name;
  bits<8> BuiltinID = builtinID;
  bits<2> Role = role;
  string DType = dtype;
}
def FIFO_PUSH_F32 : PTOFifoBuiltin<"tpush.acc.f32", 176, 0, "f32">;
def FIFO_PUSH_I32 : PTOFifoBuiltin<"tpush.acc.i32", 177, 0, "i32">;
def FIFO_POP_F32 : PTOFifoBuiltin<"tpop.vec.f32", 178, 1, "f32">;
def FIFO_POP_I32 : PTOFifoBuiltin<"tpop.vec.i32", 179, 1, "i32">;
def FIFO_FREE : PTOFifoBuiltin<"tfree", 180, 2, "">;

//===----------------------------------------------------------------------===//
// Issue 13 (F): scalar floating point on the scalar unit (docs/isa.md,
// "Scalar floating point"). There is no FP register file: an f32 is the low
// 32 bits of a GPR, an f16 the low 16. Every instruction reads only those
// bits of its sources and writes its result zero-extended to 64 bits (an
// integer result of fcvt.w.s/fcvt.wu.s sign-/zero-extended from 32 bits).
// Arithmetic rounds to nearest even (IEEE 754 binary32); a NaN result is the
// canonical quiet NaN 0x7fc00000. fmin.s/fmax.s are IEEE 754-2019
// minimumNumber/maximumNumber (a NaN operand yields the other one, -0 < +0).
// The compares write 0/1. Conversions to integers truncate toward zero and
// saturate (NaN gives 0); conversions to f32/f16 round to nearest even.
// Selected in C++ (PTOInstructionSelector::selectFloat).
//===----------------------------------------------------------------------===//

let hasSideEffects = 0, mayLoad = 0, mayStore = 0 in {
class FPU_rr<bits<8> op, string mnemonic>
    : FmtR<op, (outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2),
           mnemonic # "\t$rd, $rs1, $rs2", []> {
  let rs3 = 0;
}
class FPU_r<bits<8> op, string mnemonic>
    : FmtR<op, (outs GPR:$rd), (ins GPR:$rs1), mnemonic # "\t$rd, $rs1", []> {
  let rs2 = 0;
  let rs3 = 0;
}
}

let isCommutable = 1 in {
def FADD_S : FPU_rr<0x53, "fadd.s">;
def FMUL_S : FPU_rr<0x55, "fmul.s">;
def FMIN_S : FPU_rr<0x57, "fmin.s">;
def FMAX_S : FPU_rr<0x58, "fmax.s">;
def FEQ_S  : FPU_rr<0x5A, "feq.s">;
def FUN_S  : FPU_rr<0x5D, "fun.s">;
}
def FSUB_S : FPU_rr<0x54, "fsub.s">;
def FDIV_S : FPU_rr<0x56, "fdiv.s">;
def FSQRT_S : FPU_r<0x59, "fsqrt.s">;
// flt.s: rs1 < rs2, fle.s: rs1 <= rs2 (0 when unordered); fun.s: 1 when
// either operand is a NaN.
def FLT_S  : FPU_rr<0x5B, "flt.s">;
def FLE_S  : FPU_rr<0x5C, "fle.s">;
// Integer -> f32: w/wu read the low 32 bits (signed/unsigned), l/lu all 64.
def FCVT_S_W  : FPU_r<0x5E, "fcvt.s.w">;
def FCVT_S_WU : FPU_r<0x5F, "fcvt.s.wu">;
def FCVT_S_L  : FPU_r<0x63, "fcvt.s.l">;
def FCVT_S_LU : FPU_r<0x64, "fcvt.s.lu">;
// f32 -> integer, toward zero, saturating.
def FCVT_W_S  : FPU_r<0x65, "fcvt.w.s">;
def FCVT_WU_S : FPU_r<0x66, "fcvt.wu.s">;
def FCVT_L_S  : FPU_r<0x67, "fcvt.l.s">;
def FCVT_LU_S : FPU_r<0x68, "fcvt.lu.s">;
// f16 <-> f32 (exact widening; narrowing rounds to nearest even).
def FCVT_S_H : FPU_r<0x69, "fcvt.s.h">;
def FCVT_H_S : FPU_r<0x6A, "fcvt.h.s">;
// bf16 <-> f32 (narrowing rounds to nearest even; a NaN stays a quiet NaN).
def FCVT_S_BF : FPU_r<0x6B, "fcvt.s.bf">;
def FCVT_BF_S : FPU_r<0x6C, "fcvt.bf.s">;

defm : RemapAllTargetPseudoPointerOperands<GPR>;
