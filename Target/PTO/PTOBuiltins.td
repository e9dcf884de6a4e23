//===-- PTOBuiltins.td - The tile builtin table ------------*- tablegen -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The one table of tile builtins (docs/builtins.md). From it come:
//  - the IR names and typed signatures (argument roles, result, shape and
//    dtype rules) the kernel-IR verifier checks (PTOBuiltinTable, read
//    through PTOBuiltins.h);
//  - one target generic opcode per builtin (G_PTO_<NAME>), built by
//    CallLowering with MachineMemOperands;
//  - one tile pseudo per memory variant (T<NAME>_<DST>[_<SRC>]), with the
//    pipe that executes it in TSFlags, selected from the generic opcode by
//    the memories of its tile operands (PTOTileOpTable);
//  - the storage contract of every variant: OutputReusesInput(i),
//    InplaceSafe, View (a variant with none of them: its result overlaps
//    no input).
//
// IR form: `pto.<name>.<dtype>[.<src dtype>]`, tiles are
// `ptr addrspace(N)` values, scalars holding element bits are i32, GM
// pointers are `ptr addrspace(1)` and row strides (in elements) i64. Every
// builtin that produces a tile states its shape as two trailing constant
// i32 operands (rows, cols); sub-tile positions (row, col) are constants.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

class PTODType<string name, bits<4> id, int bytes, bit isFloat> {
  string Name = name;
  string EnumName = "DT_" # !toupper(name);
  bits<4> ID = id;
  bits<4> Bytes = bytes;
  bit IsFloat = isFloat;
}

def DT_F16  : PTODType<"f16",  0, 2, 1>;
def DT_BF16 : PTODType<"bf16", 1, 2, 1>;
def DT_F32  : PTODType<"f32",  2, 4, 1>;
def DT_I8   : PTODType<"i8",   3, 1, 0>;
def DT_I32  : PTODType<"i32",  4, 4, 0>;

def PTODTypeKind : GenericEnum {
  let FilterClass = "PTODType";
  let NameField = "EnumName";
  let ValueField = "ID";
}

def PTODTypeTable : GenericTable {
  let FilterClass = "PTODType";
  let CppTypeName = "PTODTypeInfo";
  let Fields = ["Name", "ID", "Bytes", "IsFloat"];
  let PrimaryKey = ["ID"];
  let PrimaryKeyName = "lookupDTypeByID";
}

def lookupDTypeByName : SearchIndex {
  let Table = PTODTypeTable;
  let Key = ["Name"];
}

// The element types a matmul multiplies (Input, of a and b) into each
// result type (of the result, the accumulator and the bias): the one
// statement of the rule, read by the kernel-IR verifier, the assembler,
// disassembler and machine verifier (PTO::isMatMulDTypePair) and the
// scripts (utils/ptofacts.py).
class PTOMatMulDTypes<PTODType result, PTODType input> {
  bits<4> ResultID = result.ID;
  bits<4> InputID = input.ID;
}
def : PTOMatMulDTypes<DT_F32, DT_F16>;
def : PTOMatMulDTypes<DT_F32, DT_BF16>;
def : PTOMatMulDTypes<DT_I32, DT_I8>;

def PTOMatMulDTypeTable : GenericTable {
  let FilterClass = "PTOMatMulDTypes";
  let CppTypeName = "PTOMatMulDTypeInfo";
  let Fields = ["ResultID", "InputID"];
  let PrimaryKey = ["ResultID", "InputID"];
  let PrimaryKeyName = "lookupMatMulDTypes";
}

//===----------------------------------------------------------------------===//
// Builtins
//
// Every part of a builtin's contract is a typed record, so a misspelt role
// or rule is a TableGen error; C++ reads the generated enums
// (PTOArgRoleKind, PTOResultKind, PTOShapeRuleKind, PTODTypeRuleKind) and
// scripts the records (utils/ptofacts.py).
//===----------------------------------------------------------------------===//

// The role of an IR argument: its IR type and meaning (docs/builtins.md).
// Code is the ASCII code of Letter, the role's character in the Signature
// string; PTOBuiltins.h checks the two agree.
class PTOArgRole<string letter, bits<8> ascii, string irType, string desc> {
  string Letter = letter;
  string EnumName = NAME;
  bits<8> Code = ascii;
  string IRType = irType;
  string Desc = desc;
}
def ARG_GM     : PTOArgRole<"g", 103, "ptr addrspace(1)", "global-memory pointer">;
def ARG_STRIDE : PTOArgRole<"l", 108, "i64", "row stride in elements">;
def ARG_TILE   : PTOArgRole<"t", 116, "ptr addrspace(S)", "tile">;
def ARG_ELEM   : PTOArgRole<"x", 120, "i32", "element bits (a scalar operand)">;
def ARG_POS    : PTOArgRole<"c",  99, "i32", "constant: sub-tile row / column">;
def ARG_ROWS   : PTOArgRole<"r", 114, "i32", "constant: result rows">;
def ARG_COLS   : PTOArgRole<"k", 107, "i32", "constant: result cols">;

def PTOArgRoleKind : GenericEnum {
  let FilterClass = "PTOArgRole";
  let NameField = "EnumName";
  let ValueField = "Code";
}

// What a builtin returns; Code is the ASCII code of Letter.
class PTOResult<string letter, bits<8> ascii, string irType, string desc> {
  string Letter = letter;
  string EnumName = NAME;
  bits<8> Code = ascii;
  string IRType = irType;
  string Desc = desc;
}
def RES_TILE : PTOResult<"T", 84, "ptr addrspace(D)", "a new tile in memory D">;
def RES_VOID : PTOResult<"v", 118, "void", "none">;
def RES_I32  : PTOResult<"i", 105, "i32", "the element's bits, `i32`">;

def PTOResultKind : GenericEnum {
  let FilterClass = "PTOResult";
  let NameField = "EnumName";
  let ValueField = "Code";
}

// The shape consistency check of the kernel-IR verifier
// (PTOVerifyKernel.cpp, docs/builtins.md).
class PTOShapeRule<string name, bits<8> id> {
  string Name = name;
  string EnumName = NAME;
  bits<8> ID = id;
}
def SR_LOAD : PTOShapeRule<"load", 0>;
def SR_STORE : PTOShapeRule<"store", 1>;
def SR_SAME : PTOShapeRule<"same", 2>;
def SR_WINDOW : PTOShapeRule<"window", 3>;
def SR_INSERT : PTOShapeRule<"insert", 4>;
def SR_MATMUL : PTOShapeRule<"matmul", 5>;
def SR_MATMUL_ACC : PTOShapeRule<"matmul_acc", 6>;
def SR_MATMUL_BIAS : PTOShapeRule<"matmul_bias", 7>;
def SR_ROWREDUCE : PTOShapeRule<"rowreduce", 8>;
def SR_COLREDUCE : PTOShapeRule<"colreduce", 9>;
def SR_ROWEXPAND : PTOShapeRule<"rowexpand", 10>;
def SR_COLEXPAND : PTOShapeRule<"colexpand", 11>;
def SR_TRANSPOSE : PTOShapeRule<"transpose", 12>;
def SR_FILL : PTOShapeRule<"fill", 13>;
def SR_GETVAL : PTOShapeRule<"getval", 14>;
def SR_SETVAL : PTOShapeRule<"setval", 15>;

def PTOShapeRuleKind : GenericEnum {
  let FilterClass = "PTOShapeRule";
  let NameField = "EnumName";
  let ValueField = "ID";
}

// The element type rule: same (every tile has the result dtype), cvt (the
// input dtype is the second name suffix), matmul (inputs f16/bf16 with an
// f32 result, i8 with an i32 result), store (the source tile has the named
// dtype).
class PTODTypeRule<string name, bits<8> id> {
  string Name = name;
  string EnumName = NAME;
  bits<8> ID = id;
}
def DR_SAME   : PTODTypeRule<"same", 0>;
def DR_CVT    : PTODTypeRule<"cvt", 1>;
def DR_MATMUL : PTODTypeRule<"matmul", 2>;
def DR_STORE  : PTODTypeRule<"store", 3>;

def PTODTypeRuleKind : GenericEnum {
  let FilterClass = "PTODTypeRule";
  let NameField = "EnumName";
  let ValueField = "ID";
}

class PTOBuiltin<string name, bits<8> id, PTOResult result,
                 list<PTOArgRole> args, PTOShapeRule shape,
                 PTODTypeRule dtypeRule, list<PTODType> dtypes> {
  string Name = name;
  string EnumName = "BI_" # !toupper(!subst(".", "_", name));
  bits<8> ID = id;
  PTOResult Result = result;
  list<PTOArgRole> Args = args;
  // One role letter per IR argument: the generated form of Args (C++
  // PTOBuiltinInfo::role(), docs/builtins.md).
  string Signature = !foldl("", args, acc, a, acc # a.Letter);
  PTOShapeRule ShapeRule = shape;
  PTODTypeRule DTypeRule = dtypeRule;
  // Bit i set: dtype with ID i is accepted.
  bits<8> DTypeMask = !foldl(0, dtypes, acc, d,
                             !or(acc, !shl(1, !cast<int>(d.ID))));
}

defvar AllDT = [DT_F16, DT_BF16, DT_F32, DT_I8, DT_I32];
defvar FloatDT = [DT_F16, DT_BF16, DT_F32];
defvar ArithDT = [DT_F16, DT_BF16, DT_F32, DT_I32];
defvar AccDT = [DT_F32, DT_I32];

def BI_TLOAD : PTOBuiltin<"tload", 0, RES_TILE, [ARG_GM, ARG_STRIDE, ARG_ROWS, ARG_COLS],
                         SR_LOAD, DR_SAME, AllDT>;
def BI_TSTORE : PTOBuiltin<"tstore", 1, RES_VOID, [ARG_GM, ARG_STRIDE, ARG_TILE],
                          SR_STORE, DR_STORE, AllDT>;
def BI_TMOV : PTOBuiltin<"tmov", 2, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, AllDT>;
def BI_TEXTRACT : PTOBuiltin<"textract", 3, RES_TILE, [ARG_TILE, ARG_POS, ARG_POS, ARG_ROWS, ARG_COLS],
                            SR_WINDOW, DR_SAME, AllDT>;
def BI_TINSERT : PTOBuiltin<"tinsert", 4, RES_TILE, [ARG_TILE, ARG_TILE, ARG_POS, ARG_POS, ARG_ROWS, ARG_COLS],
                           SR_INSERT, DR_SAME, AllDT>;
def BI_TVIEW : PTOBuiltin<"tview", 5, RES_TILE, [ARG_TILE, ARG_POS, ARG_POS, ARG_ROWS, ARG_COLS],
                         SR_WINDOW, DR_SAME, AllDT>;
def BI_TMATMUL : PTOBuiltin<"tmatmul", 6, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                           SR_MATMUL, DR_MATMUL, AccDT>;
def BI_TMATMUL_ACC : PTOBuiltin<"tmatmul.acc", 7, RES_TILE, [ARG_TILE, ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                               SR_MATMUL_ACC, DR_MATMUL, AccDT>;
def BI_TMATMUL_BIAS : PTOBuiltin<"tmatmul.bias", 8, RES_TILE, [ARG_TILE, ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                SR_MATMUL_BIAS, DR_MATMUL, AccDT>;
def BI_TADD : PTOBuiltin<"tadd", 9, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, ArithDT>;
def BI_TSUB : PTOBuiltin<"tsub", 10, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, ArithDT>;
def BI_TMUL : PTOBuiltin<"tmul", 11, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, ArithDT>;
def BI_TDIV : PTOBuiltin<"tdiv", 12, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, ArithDT>;
def BI_TMAX : PTOBuiltin<"tmax", 13, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, ArithDT>;
def BI_TMIN : PTOBuiltin<"tmin", 14, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, ArithDT>;
def BI_TEXP : PTOBuiltin<"texp", 15, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, FloatDT>;
def BI_TLOG : PTOBuiltin<"tlog", 16, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, FloatDT>;
def BI_TSQRT : PTOBuiltin<"tsqrt", 17, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, FloatDT>;
def BI_TRSQRT : PTOBuiltin<"trsqrt", 18, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                          SR_SAME, DR_SAME, FloatDT>;
def BI_TRECIP : PTOBuiltin<"trecip", 19, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                          SR_SAME, DR_SAME, FloatDT>;
def BI_TABS : PTOBuiltin<"tabs", 20, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, ArithDT>;
def BI_TNEG : PTOBuiltin<"tneg", 21, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, ArithDT>;
def BI_TRELU : PTOBuiltin<"trelu", 22, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, ArithDT>;
def BI_TADDS : PTOBuiltin<"tadds", 23, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, ArithDT>;
def BI_TMULS : PTOBuiltin<"tmuls", 24, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, ArithDT>;
def BI_TMAXS : PTOBuiltin<"tmaxs", 25, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, ArithDT>;
def BI_TMINS : PTOBuiltin<"tmins", 26, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, ArithDT>;
def BI_TROWSUM : PTOBuiltin<"trowsum", 27, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                           SR_ROWREDUCE, DR_SAME, ArithDT>;
def BI_TROWMAX : PTOBuiltin<"trowmax", 28, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                           SR_ROWREDUCE, DR_SAME, ArithDT>;
def BI_TCOLSUM : PTOBuiltin<"tcolsum", 29, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                           SR_COLREDUCE, DR_SAME, ArithDT>;
def BI_TCOLMAX : PTOBuiltin<"tcolmax", 30, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                           SR_COLREDUCE, DR_SAME, ArithDT>;
def BI_TROWEXPAND : PTOBuiltin<"trowexpand", 31, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                              SR_ROWEXPAND, DR_SAME, AllDT>;
def BI_TCOLEXPAND : PTOBuiltin<"tcolexpand", 32, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                              SR_COLEXPAND, DR_SAME, AllDT>;
def BI_TCVT : PTOBuiltin<"tcvt", 33, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_CVT, AllDT>;
def BI_TFILL : PTOBuiltin<"tfill", 34, RES_TILE, [ARG_ELEM, ARG_ROWS, ARG_COLS],
                         SR_FILL, DR_SAME, AllDT>;
def BI_TTRANS : PTOBuiltin<"ttrans", 35, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                          SR_TRANSPOSE, DR_SAME, AllDT>;
def BI_TGETVAL : PTOBuiltin<"tgetval", 36, RES_I32, [ARG_TILE, ARG_POS, ARG_POS],
                           SR_GETVAL, DR_SAME, AllDT>;
def BI_TSETVAL : PTOBuiltin<"tsetval", 37, RES_TILE, [ARG_TILE, ARG_POS, ARG_POS, ARG_ELEM, ARG_ROWS, ARG_COLS],
                           SR_SETVAL, DR_SAME, AllDT>;

def PTOBuiltinKind : GenericEnum {
  let FilterClass = "PTOBuiltin";
  let NameField = "EnumName";
  let ValueField = "ID";
}

def PTOBuiltinTable : GenericTable {
  let FilterClass = "PTOBuiltin";
  let CppTypeName = "PTOBuiltinInfo";
  let Fields = ["Name", "ID", "Result", "Signature", "ShapeRule",
                "DTypeRule", "DTypeMask"];
  string TypeOf_Result = "PTOResultKind";
  string TypeOf_ShapeRule = "PTOShapeRuleKind";
  string TypeOf_DTypeRule = "PTODTypeRuleKind";
  let PrimaryKey = ["ID"];
  let PrimaryKeyName = "lookupBuiltinByID";
}

def lookupBuiltinByName : SearchIndex {
  let Table = PTOBuiltinTable;
  let Key = ["Name"];
}

//===----------------------------------------------------------------------===//
// Target generic opcodes: G_PTO_<NAME>, one per builtin. Operands follow the
// IR call: the result (if any), then every IR argument in order (registers
// for g/l/t/x, immediates for c/r/k), then the dtype as an immediate.
//===----------------------------------------------------------------------===//

class PTOGenericTileOp<PTOBuiltin b> : GenericInstruction {
  let Namespace = "PTO";
  let OutOperandList = !if(!eq(b.Result, RES_VOID), (outs), (outs type0:$dst));
  let InOperandList = (ins variable_ops);
  let hasSideEffects = 0;
  let mayLoad = 1;
  let mayStore = 1;
  PTOBuiltin Builtin = b;
  bits<8> BuiltinID = b.ID;
  Instruction Opcode = !cast<Instruction>(NAME);
}

foreach b = !filter(r, !instances<PTOBuiltin>(), 1) in
  def "G_PTO_" # !toupper(!subst(".", "_", b.Name)) : PTOGenericTileOp<b>;

def PTOGenericOpTable : GenericTable {
  let FilterClass = "PTOGenericTileOp";
  let CppTypeName = "PTOGenericOpInfo";
  let Fields = ["BuiltinID", "Opcode"];
  let PrimaryKey = ["BuiltinID"];
  let PrimaryKeyName = "lookupGenericOp";
}

def lookupGenericOpByOpcode : SearchIndex {
  let Table = PTOGenericOpTable;
  let Key = ["Opcode"];
}

//===----------------------------------------------------------------------===//
// Issue 15: SPMD. The core-register builtins `pto.<name>` (`i32 ()`), one
// per PTOCoreReg (PTOInstrInfo.td): not tile builtins (no dtype, no tile,
// no memory), so not in PTOBuiltinTable. Each has a generic opcode
// G_PTO_<NAME> (an s64 result, no side effects, no memory access) that the
// instruction selector turns into the register's read instruction.
//===----------------------------------------------------------------------===//

class PTOGenericCoreRegOp<PTOCoreReg r> : GenericInstruction {
  let Namespace = "PTO";
  let OutOperandList = (outs type0:$dst);
  let InOperandList = (ins);
  let hasSideEffects = 0;
  let mayLoad = 0;
  let mayStore = 0;
  string Name = r.Name;
  bits<8> BuiltinID = r.BuiltinID;
  Instruction Opcode = !cast<Instruction>(NAME);
  Instruction Real = !cast<Instruction>(!toupper(r.Name));
}

foreach r = !instances<PTOCoreReg>() in
  def "G_PTO_" # !toupper(r.Name) : PTOGenericCoreRegOp<r>;

def PTOCoreRegBuiltinTable : GenericTable {
  let FilterClass = "PTOGenericCoreRegOp";
  let CppTypeName = "PTOCoreRegBuiltinInfo";
  let Fields = ["Name", "BuiltinID", "Opcode", "Real"];
  let PrimaryKey = ["Opcode"];
  let PrimaryKeyName = "lookupCoreRegBuiltinByGeneric";
}

def lookupCoreRegBuiltinByName : SearchIndex {
  let Table = PTOCoreRegBuiltinTable;
  let Key = ["Name"];
}

//===----------------------------------------------------------------------===//
// Tile pseudos: one per (builtin, memories) variant.
//===----------------------------------------------------------------------===//

defvar NoInput = 15;

class PTOTileOp<PTOBuiltin b, PTOPipe pipe, PTOMemory dst, PTOMemory src,
                dag outs, dag ins, string asm>
    : PTOInst<outs, ins, asm, [], pipe> {
  let isPseudo = 1;
  let isCodeGenOnly = 1;
  let Inst = 0;
  let hasSideEffects = 0;
  let mayLoad = 1;
  let mayStore = 1;

  PTOBuiltin Builtin = b;
  bits<8> BuiltinID = b.ID;
  bits<4> DstAS = dst.AddrSpace;
  bits<4> SrcAS = src.AddrSpace;
  // Storage contract (BRIEF §3).
  bits<4> OutputReusesInput = NoInput;
  bit InplaceSafe = 0;
  bit View = 0;
  Instruction Opcode = !cast<Instruction>(NAME);
}

// The tile register class of a memory (its PTOTileMemory record).
class TileRC<PTOMemory m> {
  RegisterClass RC = TileMemOf<m>.R.RegClass;
}

defvar ShapeOps = (ins i32imm:$rows, i32imm:$cols, i32imm:$dtype);

// tload: gm -> mat/vec (MTE2).
foreach m = [MEM_MAT, MEM_VEC] in
  def TLOAD_ # !toupper(m.Name)
      : PTOTileOp<BI_TLOAD, PIPE_MTE2, m, MEM_GM, (outs TileRC<m>.RC:$dst),
                  !con((ins GPR:$src, GPR:$stride), ShapeOps),
                  "tload." # m.Name # "\t$dst, $src, $stride">;

// tstore: vec/mat -> gm (MTE3), acc -> gm (FIX).
foreach p = [[MEM_VEC, PIPE_MTE3], [MEM_MAT, PIPE_MTE3], [MEM_ACC, PIPE_FIX]] in
  def TSTORE_ # !toupper(!cast<PTOMemory>(p[0]).Name)
      : PTOTileOp<BI_TSTORE, !cast<PTOPipe>(p[1]), MEM_GM, !cast<PTOMemory>(p[0]),
                  (outs), (ins GPR:$dstptr, GPR:$stride,
                               TileRC<!cast<PTOMemory>(p[0])>.RC:$src,
                               i32imm:$dtype),
                  "tstore\t$dstptr, $stride, $src">;

// tmov: the moves the hardware has (BRIEF §3); none within acc.
foreach p = [[MEM_LEFT, MEM_MAT, PIPE_MTE1], [MEM_RIGHT, MEM_MAT, PIPE_MTE1],
             [MEM_MAT, MEM_MAT, PIPE_MTE1], [MEM_BIAS, MEM_MAT, PIPE_MTE1],
             [MEM_VEC, MEM_ACC, PIPE_FIX], [MEM_MAT, MEM_ACC, PIPE_FIX],
             [MEM_VEC, MEM_VEC, PIPE_V]] in {
  defvar d = !cast<PTOMemory>(p[0]);
  defvar s = !cast<PTOMemory>(p[1]);
  def TMOV_ # !toupper(d.Name) # _ # !toupper(s.Name)
      : PTOTileOp<BI_TMOV, !cast<PTOPipe>(p[2]), d, s,
                  (outs TileRC<d>.RC:$dst), !con((ins TileRC<s>.RC:$src), ShapeOps),
                  "tmov\t$dst, $src">;
}

// textract: copy a sub-tile out (within vec / mat, or mat into L0A/L0B).
foreach p = [[MEM_VEC, MEM_VEC, PIPE_V], [MEM_MAT, MEM_MAT, PIPE_MTE1],
             [MEM_LEFT, MEM_MAT, PIPE_MTE1], [MEM_RIGHT, MEM_MAT, PIPE_MTE1]] in {
  defvar d = !cast<PTOMemory>(p[0]);
  defvar s = !cast<PTOMemory>(p[1]);
  def TEXTRACT_ # !toupper(d.Name) # _ # !toupper(s.Name)
      : PTOTileOp<BI_TEXTRACT, !cast<PTOPipe>(p[2]), d, s,
                  (outs TileRC<d>.RC:$dst),
                  !con((ins TileRC<s>.RC:$src, i32imm:$row, i32imm:$col), ShapeOps),
                  "textract\t$dst, $src, $row, $col">;
}

// tinsert: write a sub-tile into a tile; the result reuses operand 0.
foreach p = [[MEM_VEC, PIPE_V], [MEM_MAT, PIPE_MTE1]] in {
  defvar m = !cast<PTOMemory>(p[0]);
  def TINSERT_ # !toupper(m.Name)
      : PTOTileOp<BI_TINSERT, !cast<PTOPipe>(p[1]), m, m, (outs TileRC<m>.RC:$dst),
                  !con((ins TileRC<m>.RC:$into, TileRC<m>.RC:$src, i32imm:$row,
                            i32imm:$col), ShapeOps),
                  "tinsert\t$dst, $into, $src, $row, $col"> {
    let OutputReusesInput = 0;
  }
}

// tview: a zero-copy window of its source; no instruction executes.
foreach m = [MEM_MAT, MEM_LEFT, MEM_RIGHT, MEM_ACC, MEM_VEC, MEM_BIAS] in
  def TVIEW_ # !toupper(m.Name)
      : PTOTileOp<BI_TVIEW, PIPE_S, m, m, (outs TileRC<m>.RC:$dst),
                  !con((ins TileRC<m>.RC:$src, i32imm:$row, i32imm:$col), ShapeOps),
                  "tview\t$dst, $src, $row, $col"> {
    let View = 1;
    let mayLoad = 0;
    let mayStore = 0;
  }

// Cube.
def TMATMUL : PTOTileOp<BI_TMATMUL, PIPE_M, MEM_ACC, MEM_LEFT,
                        (outs TileAcc:$dst),
                        !con((ins TileLeft:$a, TileRight:$b), ShapeOps),
                        "tmatmul\t$dst, $a, $b">;
def TMATMUL_ACC : PTOTileOp<BI_TMATMUL_ACC, PIPE_M, MEM_ACC, MEM_ACC,
                            (outs TileAcc:$dst),
                            !con((ins TileAcc:$c, TileLeft:$a, TileRight:$b), ShapeOps),
                            "tmatmul.acc\t$dst, $c, $a, $b"> {
  let OutputReusesInput = 0;
}
def TMATMUL_BIAS : PTOTileOp<BI_TMATMUL_BIAS, PIPE_M, MEM_ACC, MEM_LEFT,
                             (outs TileAcc:$dst),
                             !con((ins TileLeft:$a, TileRight:$b, TileBias:$bias), ShapeOps),
                             "tmatmul.bias\t$dst, $a, $b, $bias">;

// Vector unit (pipe V) on vec tiles.
multiclass VecOp<PTOBuiltin b, dag ins, bit inplace> {
  def "" : PTOTileOp<b, PIPE_V, MEM_VEC, MEM_VEC, (outs TileVec:$dst),
                     !con(ins, ShapeOps), b.Name # "\t$dst">{
    let InplaceSafe = inplace;
  }
}

foreach b = [BI_TADD, BI_TSUB, BI_TMUL, BI_TDIV, BI_TMAX, BI_TMIN] in
  defm !toupper(b.Name) : VecOp<b, (ins TileVec:$a, TileVec:$b), 1>;
foreach b = [BI_TEXP, BI_TLOG, BI_TSQRT, BI_TRSQRT, BI_TRECIP, BI_TABS,
             BI_TNEG, BI_TRELU] in
  defm !toupper(b.Name) : VecOp<b, (ins TileVec:$a), 1>;
foreach b = [BI_TADDS, BI_TMULS, BI_TMAXS, BI_TMINS] in
  defm !toupper(b.Name) : VecOp<b, (ins TileVec:$a, GPR:$scalar), 1>;
foreach b = [BI_TROWSUM, BI_TROWMAX, BI_TCOLSUM, BI_TCOLMAX, BI_TTRANS,
             BI_TCVT] in
  defm !toupper(b.Name) : VecOp<b, (ins TileVec:$a), 0>;
foreach b = [BI_TROWEXPAND, BI_TCOLEXPAND] in
  defm !toupper(b.Name) : VecOp<b, (ins TileVec:$a), 0>;
defm TFILL : VecOp<BI_TFILL, (ins GPR:$scalar), 0>;

// Scalar access to a vec tile element (pipe S).
def TGETVAL : PTOTileOp<BI_TGETVAL, PIPE_S, MEM_GENERIC, MEM_VEC,
                        (outs GPR:$dst),
                        (ins TileVec:$src, i32imm:$row, i32imm:$col, i32imm:$dtype),
                        "tgetval\t$dst, $src, $row, $col"> {
  let mayStore = 0;
}
def TSETVAL : PTOTileOp<BI_TSETVAL, PIPE_S, MEM_VEC, MEM_VEC, (outs TileVec:$dst),
                        !con((ins TileVec:$src, i32imm:$row, i32imm:$col,
                                  GPR:$val), ShapeOps),
                        "tsetval\t$dst, $src, $row, $col, $val"> {
  let OutputReusesInput = 0;
}

// Tile select: picks one of two tiles of one memory (a join, like a PHI).
// PTOTileSelectTable keys them by the memory's PTOTileMemory record.
class PTOTileSelect<PTOTileMemory tm>
    : PTOPseudo<(outs tm.RegClass:$dst),
                (ins GPR:$cond, tm.RegClass:$t, tm.RegClass:$f), []> {
  bits<4> AddrSpace = tm.AddrSpace;
  Instruction Opcode = !cast<Instruction>(NAME);
  let hasSideEffects = 0;
  let mayLoad = 0;
  let mayStore = 0;
}

foreach m = [MEM_MAT, MEM_LEFT, MEM_RIGHT, MEM_ACC, MEM_VEC, MEM_BIAS] in
  def TSELECT_ # !toupper(m.Name) : PTOTileSelect<TileMemOf<m>.R>;

def PTOTileSelectTable : GenericTable {
  let FilterClass = "PTOTileSelect";
  let CppTypeName = "PTOTileSelectInfo";
  let Fields = ["AddrSpace", "Opcode"];
  let PrimaryKey = ["AddrSpace"];
  let PrimaryKeyName = "lookupTileSelectByAddrSpace";
}

def lookupTileSelectByOpcode : SearchIndex {
  let Table = PTOTileSelectTable;
  let Key = ["Opcode"];
}

//===----------------------------------------------------------------------===//
// The variant table: (builtin, dst memory, src memory) -> pseudo + contract.
// SrcAS is the memory of the first tile operand; gm for tload; the
// destination memory for tfill, which reads no tile.
//===----------------------------------------------------------------------===//

def PTOTileOpTable : GenericTable {
  let FilterClass = "PTOTileOp";
  let CppTypeName = "PTOTileOpInfo";
  let Fields = ["Opcode", "BuiltinID", "DstAS", "SrcAS", "OutputReusesInput",
                "InplaceSafe", "View"];
  let PrimaryKey = ["BuiltinID", "DstAS", "SrcAS"];
  let PrimaryKeyName = "lookupTileOp";
}

def lookupTileOpByOpcode : SearchIndex {
  let Table = PTOTileOpTable;
  let Key = ["Opcode"];
}
