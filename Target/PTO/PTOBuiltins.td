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

// IsSigned: floats and two's-complement integers (i8, i16, i32); the
// unsigned integers (u8, u16, u32) compare, divide, extend and saturate as
// unsigned values (docs/simulator.md, "Element semantics").
class PTODType<string name, bits<4> id, int bytes, bit isFloat,
               bit isSigned = 1> {
  string Name = name;
  string EnumName = "DT_" # !toupper(name);
  bits<4> ID = id;
  bits<4> Bytes = bytes;
  bit IsFloat = isFloat;
  bit IsSigned = isSigned;
}

def DT_F16  : PTODType<"f16",  0, 2, 1>;
def DT_BF16 : PTODType<"bf16", 1, 2, 1>;
def DT_F32  : PTODType<"f32",  2, 4, 1>;
def DT_I8   : PTODType<"i8",   3, 1, 0>;
def DT_I32  : PTODType<"i32",  4, 4, 0>;
// Issue 14 (B): types, compare/select, integer ops.
def DT_U8   : PTODType<"u8",   5, 1, 0, 0>;
def DT_I16  : PTODType<"i16",  6, 2, 0>;
def DT_U16  : PTODType<"u16",  7, 2, 0, 0>;
def DT_U32  : PTODType<"u32",  8, 4, 0, 0>;

def PTODTypeKind : GenericEnum {
  let FilterClass = "PTODType";
  let NameField = "EnumName";
  let ValueField = "ID";
}

def PTODTypeTable : GenericTable {
  let FilterClass = "PTODType";
  let CppTypeName = "PTODTypeInfo";
  let Fields = ["Name", "ID", "Bytes", "IsFloat", "IsSigned"];
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
// Issue 14 (14F): f32-input matmuls. pto-isa docs/isa/TMATMUL_zh.md lists
// (float, float, float) among the A2A3 triples and float inputs on A5; the
// products are rounded to f32 and accumulated in f32 (HF32 mode, pto-isa
// TSETHF32MODE, is not modelled: docs/builtins.md "f32 matmuls").
def : PTOMatMulDTypes<DT_F32, DT_F32>;

def PTOMatMulDTypeTable : GenericTable {
  let FilterClass = "PTOMatMulDTypes";
  let CppTypeName = "PTOMatMulDTypeInfo";
  let Fields = ["ResultID", "InputID"];
  let PrimaryKey = ["ResultID", "InputID"];
  let PrimaryKeyName = "lookupMatMulDTypes";
}

// Issue 14 (14F): the conversions the fixpipe applies on the way out of L0C
// (tstore.quant): the quantization modes of Ascend C's Fixpipe
// (QuantMode_t F322F16, F322BF16, QF322B8_PRE, DEQF16, REQ8 with a scalar
// scale) and pto-isa TSTORE's acc rule (docs/isa/TSTORE.md: an acc source is
// f32 or i32; f16/bf16 destinations without quantization, int8 with it).
class PTOFixpipeDTypes<PTODType dst, PTODType src> {
  bits<4> DstID = dst.ID;
  bits<4> SrcID = src.ID;
}
def : PTOFixpipeDTypes<DT_F16, DT_F32>;
def : PTOFixpipeDTypes<DT_BF16, DT_F32>;
def : PTOFixpipeDTypes<DT_I8, DT_F32>;
def : PTOFixpipeDTypes<DT_F16, DT_I32>;
def : PTOFixpipeDTypes<DT_I8, DT_I32>;

def PTOFixpipeDTypeTable : GenericTable {
  let FilterClass = "PTOFixpipeDTypes";
  let CppTypeName = "PTOFixpipeDTypeInfo";
  let Fields = ["DstID", "SrcID"];
  let PrimaryKey = ["DstID", "SrcID"];
  let PrimaryKeyName = "lookupFixpipeDTypes";
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
// Issue 14 (B): types, compare/select, integer ops.
def ARG_CMP    : PTOArgRole<"m", 109, "i32",
                            "constant: comparison mode (PTOCmpMode)">;
def ARG_FLAG   : PTOArgRole<"f", 102, "i32",
                            "constant: 0 or 1 (ttri: 1 upper; tci: 1 descending; tmrgsort2: 1 exhausted)">;
def ARG_INT    : PTOArgRole<"n", 110, "i32",
                            "a signed integer, a register (ttri's diagonal, tmrgsort's block length)">;
// Issue 13 (V): valid regions and padding.
def ARG_EXTENT : PTOArgRole<"e", 101, "i32",
                            "a valid extent (rows, then cols; a register, 0..capacity)">;
// Issue 23 (ACC): accumulate-or-initialize.
def ARG_INIT   : PTOArgRole<"a", 97, "i32",
                            "init condition (a register: nonzero initializes, 0 accumulates)">;
// Issue 13 (R): runtime sub-tile positions.
def ARG_RPOS   : PTOArgRole<"p", 112, "i32",
                            "sub-tile row / column: a constant or a register (0..)">;

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
// Issue 14 (A): broadcasts, arithmetic, reductions.
// a (RxC, the result's shape) op b, b being Rx1 (rowexpand_bin: its row's
// element is broadcast across the row) or 1xC (colexpand_bin: down the
// column); pto-isa TROWEXPAND<OP> / TCOLEXPAND<OP>, mode 1.
def SR_ROWEXPAND_BIN : PTOShapeRule<"rowexpand_bin", 40>;
def SR_COLEXPAND_BIN : PTOShapeRule<"colexpand_bin", 41>;
// Issue 14 (B): types, compare/select, integer ops.
// cmp: the compared tiles are R x C, the mask R x ceil(C/8) (u8, one bit
// per element); select: the mask (operand 0) is R x ceil(C/8), the other
// tiles R x C; ci: one row (the result is 1 x C).
def SR_CMP : PTOShapeRule<"cmp", 16>;
def SR_SELECT : PTOShapeRule<"select", 17>;
def SR_CI : PTOShapeRule<"ci", 18>;
// Issue 14 (D): arg reductions, partial reductions.
// part: a has the result's shape, b fits inside it (rows and cols at most
// the result's); pto-isa TPARTADD/TPARTMAX/TPARTMIN/TPARTMUL with src1's
// valid region within src0's (docs/builtins.md).
def SR_PART : PTOShapeRule<"part", 60>;
// gather: the result has the index tile's (operand 1) shape; the source
// (operand 0) any shape.
def SR_GATHER : PTOShapeRule<"gather", 61>;
// Issue 13 (R): treshape: the result has the source's bytes (rows x cols x
// element size equal), in the same memory.
def SR_RESHAPE_BYTES : PTOShapeRule<"reshape", 70>;
// Issue 14 (14S): sort. sort32: the source and the index tile are R x C, C
// a multiple of 32 (whole 32-element blocks), the result R x 2C (a
// value/index pair per element; pto-isa docs/isa/TSORT32.md).
def SR_SORT32 : PTOShapeRule<"sort32", 66>;
// Issue 14 (14M): merge sort. mrgsort: the source and the result are 1 x C
// of (value, index) pairs, C a multiple of 256 (four blocks of at least 64
// elements); a constant block length L is a multiple of 64 and C of 4L
// (pto-isa docs/isa/TMRGSORT.md, the single-list form).
def SR_MRGSORT : PTOShapeRule<"mrgsort", 71>;
// Issue 14 (14M): scatter. The destination (operand 0), the source and the
// index tile (operands 1, 2) all have the result's shape.
def SR_SCATTER : PTOShapeRule<"scatter", 72>;
// Issue 14 (14M): the two-list merge. mrgsort2: the two sorted lists
// (operands 0, 1) are 1 x C/2 of (value, index) pairs each, the result 1 x
// C, C a multiple of 16 (each list whole 32-byte pairs of pairs); mrgcnt:
// the executed counts, 1 x 4, of two lists of 1 x S each (S a multiple of 8;
// pto-isa docs/isa/TMRGSORT.md, the multi-list form, MrgSortExecutedNumList).
def SR_MRGSORT2 : PTOShapeRule<"mrgsort2", 74>;
def SR_MRGCNT : PTOShapeRule<"mrgcnt", 75>;
// Issue 14 (14G): byte-offset gather. The offset tile (operand 1) has the
// result's shape; the source (operand 0) has the result's rows and any cols
// (the encoding has room for its cols only: docs/builtins.md).
def SR_GATHERB : PTOShapeRule<"gatherb", 73>;

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
  // Which dtype suffix of a builtin's name (0: the first) the builtin's
  // dtype mask accepts: the second for cmp (`.u8.<dtype>`) and argreduce
  // (`.<index dtype>.<dtype>`). Read by utils/gen-fuzz-coverage.py.
  int MaskSuffix = 0;
}
def DR_SAME   : PTODTypeRule<"same", 0>;
def DR_CVT    : PTODTypeRule<"cvt", 1>;
def DR_MATMUL : PTODTypeRule<"matmul", 2>;
def DR_STORE  : PTODTypeRule<"store", 3>;
// Issue 14 (B): types, compare/select, integer ops.
// cmp: the name is <mask dtype>.<compared dtype>, the mask is u8 and the
// compared tiles have the second type (which the dtype mask accepts);
// select: the mask (tile operand 0) is u8, every other tile has the dtype.
let MaskSuffix = 1 in
def DR_CMP    : PTODTypeRule<"cmp", 4>;
def DR_SELECT : PTODTypeRule<"select", 5>;
// Issue 14 (C): arg reductions, the extended tile form.
// argreduce: the name is <index dtype>.<source dtype>; the index is u32 or
// i32 (pto-isa docs/isa/TROWARGMAX.md ...), the source has the second type
// (which the dtype mask accepts).
let MaskSuffix = 1 in
def DR_ARGREDUCE : PTODTypeRule<"argreduce", 20>;
// Issue 14 (D): gather: the name is <data dtype>.<index dtype>; the source
// has the data type, the index tile the index type: u32/i32 for 4-byte
// data, u16/i16 for 2-byte data (the result is written over the indices).
def DR_GATHER : PTODTypeRule<"gather", 21>;
// Issue 13 (R): treshape: `<dst dtype>[.<src dtype>]`; the source tile has
// the second type (the first when there is one suffix). Any pair: the bytes
// are reinterpreted (pto-isa docs/isa/TRESHAPE.md).
def DR_RESHAPE : PTODTypeRule<"reshape", 31>;
// Issue 14 (14F): fixpipe conversions. `<dst dtype>.<acc dtype>`: the
// accumulator (the one tile) has the second type, the destination the
// first; the pair is one of PTOFixpipeDTypeTable's.
def DR_FIXPIPE : PTODTypeRule<"fixpipe", 32>;
// Issue 14 (14S): sort. sort32: the source and the result have the dtype
// (f32), the index tile (operand 1) is u32 (pto-isa docs/isa/TSORT32.md:
// IdxTileData::DType is uint32_t).
def DR_SORT32 : PTODTypeRule<"sort32", 26>;
// Issue 14 (14G): byte-offset gather. gatherb: `tgatherb.<dtype>`; the
// source (tile 0) has the dtype, the offset tile (tile 1) is u32 (pto-isa
// docs/isa/TGATHERB.md: offsets are read as uint32_t byte offsets).
def DR_GATHERB : PTODTypeRule<"gatherb", 33>;
// Issue 14 (14M): the executed counts of a two-list merge. mrgcnt:
// `tmrgsort2.cnt.<count dtype>`; the result has the dtype (u16, pto-isa's
// MrgSortExecutedNumList of four uint16_t), the two lists are f32.
def DR_MRGCNT : PTODTypeRule<"mrgcnt", 34>;

def PTODTypeRuleKind : GenericEnum {
  let FilterClass = "PTODTypeRule";
  let NameField = "EnumName";
  let ValueField = "ID";
}

// Issue 14 (B): types, compare/select, integer ops.
// The comparison modes of tcmp/tcmps, numbered as pto-isa's CmpMode
// (include/pto/common/type.hpp: EQ 0, NE 1, LT 2, LE 3, GT 4, GE 5). The IR
// operand (role m) and the instruction's cmp field hold the ID; assembly
// writes the name. Floats compare as IEEE values (every ordered comparison
// with a NaN is false, ne true), u8/u16/u32 as unsigned integers.
class PTOCmpMode<string name, bits<4> id> {
  string Name = name;
  string EnumName = "CMP_" # !toupper(name);
  bits<4> ID = id;
}
def CMP_EQ : PTOCmpMode<"eq", 0>;
def CMP_NE : PTOCmpMode<"ne", 1>;
def CMP_LT : PTOCmpMode<"lt", 2>;
def CMP_LE : PTOCmpMode<"le", 3>;
def CMP_GT : PTOCmpMode<"gt", 4>;
def CMP_GE : PTOCmpMode<"ge", 5>;

def PTOCmpModeKind : GenericEnum {
  let FilterClass = "PTOCmpMode";
  let NameField = "EnumName";
  let ValueField = "ID";
}

def PTOCmpModeTable : GenericTable {
  let FilterClass = "PTOCmpMode";
  let CppTypeName = "PTOCmpModeInfo";
  let Fields = ["Name", "ID"];
  let PrimaryKey = ["ID"];
  let PrimaryKeyName = "lookupCmpModeByID";
}

def lookupCmpModeByName : SearchIndex {
  let Table = PTOCmpModeTable;
  let Key = ["Name"];
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
  bits<16> DTypeMask = !foldl(0, dtypes, acc, d,
                             !or(acc, !shl(1, !cast<int>(d.ID))));
  // The issue that added the builtin, where one says so (14: the PTO
  // instructions real kernels use): the fuzzer's coverage audit
  // (utils/gen-fuzz-coverage.py) checks every (memory variant, dtype) of
  // the issue-14 builtins.
  int Issue = 0;
}

defvar AllDT = [DT_F16, DT_BF16, DT_F32, DT_I8, DT_I32,
                // Issue 14 (B): types, compare/select, integer ops.
                DT_U8, DT_I16, DT_U16, DT_U32];
defvar FloatDT = [DT_F16, DT_BF16, DT_F32];
defvar ArithDT = [DT_F16, DT_BF16, DT_F32, DT_I32];
defvar AccDT = [DT_F32, DT_I32];
// Issue 14 (B): types, compare/select, integer ops.
// Elementwise add/sub/mul/max/min (and their scalar forms) on 16- and
// 32-bit integers, signed and unsigned: pto-isa docs/isa/TADD.md, TMAX.md,
// TMIN.md, TMUL.md, TSUB.md, TADDS.md (A2A3 and A5 both list int16/int32,
// A5 also the unsigned types).
defvar IntArithDT = [DT_F16, DT_BF16, DT_F32, DT_I32, DT_I16, DT_U16, DT_U32];

def BI_TLOAD : PTOBuiltin<"tload", 0, RES_TILE, [ARG_GM, ARG_STRIDE, ARG_ROWS, ARG_COLS],
                         SR_LOAD, DR_SAME, AllDT>;
def BI_TSTORE : PTOBuiltin<"tstore", 1, RES_VOID, [ARG_GM, ARG_STRIDE, ARG_TILE],
                          SR_STORE, DR_STORE, AllDT>;
def BI_TMOV : PTOBuiltin<"tmov", 2, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, AllDT>;
// Issue 13 (R): textract and tinsert take runtime positions (role p).
def BI_TEXTRACT : PTOBuiltin<"textract", 3, RES_TILE, [ARG_TILE, ARG_RPOS, ARG_RPOS, ARG_ROWS, ARG_COLS],
                            SR_WINDOW, DR_SAME, AllDT>;
def BI_TINSERT : PTOBuiltin<"tinsert", 4, RES_TILE, [ARG_TILE, ARG_TILE, ARG_RPOS, ARG_RPOS, ARG_ROWS, ARG_COLS],
                           SR_INSERT, DR_SAME, AllDT>;
// Issue 13 (T): tview takes a runtime row too (role p; its col stays the
// constant 0, a view being whole rows).
def BI_TVIEW : PTOBuiltin<"tview", 5, RES_TILE, [ARG_TILE, ARG_RPOS, ARG_RPOS, ARG_ROWS, ARG_COLS],
                         SR_WINDOW, DR_SAME, AllDT>;
def BI_TMATMUL : PTOBuiltin<"tmatmul", 6, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                           SR_MATMUL, DR_MATMUL, AccDT>;
def BI_TMATMUL_ACC : PTOBuiltin<"tmatmul.acc", 7, RES_TILE, [ARG_TILE, ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                               SR_MATMUL_ACC, DR_MATMUL, AccDT>;
def BI_TMATMUL_BIAS : PTOBuiltin<"tmatmul.bias", 8, RES_TILE, [ARG_TILE, ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                SR_MATMUL_BIAS, DR_MATMUL, AccDT>;
def BI_TADD : PTOBuiltin<"tadd", 9, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, IntArithDT>;
def BI_TSUB : PTOBuiltin<"tsub", 10, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, IntArithDT>;
def BI_TMUL : PTOBuiltin<"tmul", 11, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, IntArithDT>;
def BI_TDIV : PTOBuiltin<"tdiv", 12, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, ArithDT>;
def BI_TMAX : PTOBuiltin<"tmax", 13, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, IntArithDT>;
def BI_TMIN : PTOBuiltin<"tmin", 14, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, IntArithDT>;
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
                         SR_SAME, DR_SAME, IntArithDT>;
def BI_TMULS : PTOBuiltin<"tmuls", 24, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, IntArithDT>;
def BI_TMAXS : PTOBuiltin<"tmaxs", 25, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, IntArithDT>;
def BI_TMINS : PTOBuiltin<"tmins", 26, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, IntArithDT>;
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
// Issue 14 (A): broadcasts, arithmetic, reductions.
// Fused broadcasts (pto-isa TROWEXPAND<OP>, TCOLEXPAND<OP>): a (RxC) op b (Rx1
// or 1xC); expdif is exp(a - b). Reductions TROWMIN ... TCOLPROD. Tile-scalar
// TSUBS, TDIVS (tile / scalar) and its scalar / tile form tdivs.rev, TLRELU
// (x > 0 ? x : x * slope), TPOWS; TAXPY (y + scalar * x, written over y), TPRELU
// (a per-element slope), TPOW. docs/builtins.md.
let Issue = 14 in
def BI_TROWEXPANDADD : PTOBuiltin<"trowexpandadd", 38, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                  SR_ROWEXPAND_BIN, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TROWEXPANDSUB : PTOBuiltin<"trowexpandsub", 39, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                  SR_ROWEXPAND_BIN, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TROWEXPANDMUL : PTOBuiltin<"trowexpandmul", 40, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                  SR_ROWEXPAND_BIN, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TROWEXPANDDIV : PTOBuiltin<"trowexpanddiv", 41, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                  SR_ROWEXPAND_BIN, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TROWEXPANDMAX : PTOBuiltin<"trowexpandmax", 42, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                  SR_ROWEXPAND_BIN, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TROWEXPANDMIN : PTOBuiltin<"trowexpandmin", 43, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                  SR_ROWEXPAND_BIN, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TROWEXPANDEXPDIF : PTOBuiltin<"trowexpandexpdif", 44, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                     SR_ROWEXPAND_BIN, DR_SAME, FloatDT>;
let Issue = 14 in
def BI_TCOLEXPANDADD : PTOBuiltin<"tcolexpandadd", 45, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                  SR_COLEXPAND_BIN, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TCOLEXPANDSUB : PTOBuiltin<"tcolexpandsub", 46, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                  SR_COLEXPAND_BIN, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TCOLEXPANDMUL : PTOBuiltin<"tcolexpandmul", 47, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                  SR_COLEXPAND_BIN, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TCOLEXPANDDIV : PTOBuiltin<"tcolexpanddiv", 48, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                  SR_COLEXPAND_BIN, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TCOLEXPANDMAX : PTOBuiltin<"tcolexpandmax", 49, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                  SR_COLEXPAND_BIN, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TCOLEXPANDMIN : PTOBuiltin<"tcolexpandmin", 50, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                  SR_COLEXPAND_BIN, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TCOLEXPANDEXPDIF : PTOBuiltin<"tcolexpandexpdif", 51, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                                     SR_COLEXPAND_BIN, DR_SAME, FloatDT>;
let Issue = 14 in
def BI_TROWMIN : PTOBuiltin<"trowmin", 52, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                            SR_ROWREDUCE, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TCOLMIN : PTOBuiltin<"tcolmin", 53, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                            SR_COLREDUCE, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TROWPROD : PTOBuiltin<"trowprod", 54, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                             SR_ROWREDUCE, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TCOLPROD : PTOBuiltin<"tcolprod", 55, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                             SR_COLREDUCE, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TSUBS : PTOBuiltin<"tsubs", 56, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                          SR_SAME, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TDIVS : PTOBuiltin<"tdivs", 57, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                          SR_SAME, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TDIVS_REV : PTOBuiltin<"tdivs.rev", 58, RES_TILE, [ARG_ELEM, ARG_TILE, ARG_ROWS, ARG_COLS],
                              SR_SAME, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TAXPY : PTOBuiltin<"taxpy", 59, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                          SR_SAME, DR_SAME, FloatDT>;
let Issue = 14 in
def BI_TLRELU : PTOBuiltin<"tlrelu", 60, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                           SR_SAME, DR_SAME, FloatDT>;
// Issue 14 (C): arg reductions, the extended tile form.
// The index (u32/i32) of the largest / smallest element of each row (Rx1
// result) or column (1xC result) of a; a tie gives the lowest index.
let Issue = 14 in
def BI_TROWARGMAX : PTOBuiltin<"trowargmax", 101, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                               SR_ROWREDUCE, DR_ARGREDUCE, ArithDT>;
let Issue = 14 in
def BI_TROWARGMIN : PTOBuiltin<"trowargmin", 102, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                               SR_ROWREDUCE, DR_ARGREDUCE, ArithDT>;
let Issue = 14 in
def BI_TCOLARGMAX : PTOBuiltin<"tcolargmax", 103, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                               SR_COLREDUCE, DR_ARGREDUCE, ArithDT>;
let Issue = 14 in
def BI_TCOLARGMIN : PTOBuiltin<"tcolargmin", 104, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                               SR_COLREDUCE, DR_ARGREDUCE, ArithDT>;
// Issue 14 (D): arg reductions, partial reductions.
// a op b where b is defined (its rows x cols, at the top left), a elsewhere
// (pto-isa docs/isa/TPARTADD.md, TPARTMAX.md, TPARTMIN.md, TPARTMUL.md).
let Issue = 14 in
def BI_TPARTADD : PTOBuiltin<"tpartadd", 105, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                             SR_PART, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TPARTMAX : PTOBuiltin<"tpartmax", 106, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                             SR_PART, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TPARTMIN : PTOBuiltin<"tpartmin", 107, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                             SR_PART, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TPARTMUL : PTOBuiltin<"tpartmul", 108, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                             SR_PART, DR_SAME, ArithDT>;
// dst(i, j) = src[idx(i, j)], the index linear (row-major) in src (pto-isa
// docs/isa/TGATHER.md, the index form); an index outside src is an error.
let Issue = 14 in
def BI_TGATHER : PTOBuiltin<"tgather", 109, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                            SR_GATHER, DR_GATHER,
                            [DT_F16, DT_BF16, DT_F32, DT_I32, DT_I16, DT_U16, DT_U32]>;
let Issue = 14 in
def BI_TPRELU : PTOBuiltin<"tprelu", 61, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                           SR_SAME, DR_SAME, FloatDT>;
let Issue = 14 in
def BI_TPOW : PTOBuiltin<"tpow", 62, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, ArithDT>;
let Issue = 14 in
def BI_TPOWS : PTOBuiltin<"tpows", 63, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                          SR_SAME, DR_SAME, ArithDT>;
// Issue 23 (ACC): accumulate-or-initialize (docs/builtins.md, "Accumulate
// or initialize"). tmatmul.acc.init(c, a, b, init): a x b when init is
// nonzero (c is not read, it may be undefined), c + a x b when it is 0; one
// call writes a K loop without peeling its first iteration. The result is
// c's window (OutputReusesInput(0)), as tmatmul.acc's.
def BI_TMATMUL_ACC_INIT : PTOBuiltin<"tmatmul.acc.init", 120, RES_TILE,
                                     [ARG_TILE, ARG_TILE, ARG_TILE, ARG_INIT, ARG_ROWS, ARG_COLS],
                                     SR_MATMUL_ACC, DR_MATMUL, AccDT>;
// Issue 14 (14S): sort. tsort32(src, idx): each 32-element block of each
// row of src, paired with idx's element, sorted by value, descending, ties
// (and NaNs among themselves) in index-tile order; a NaN sorts above every
// number. The result holds (value, index) pairs: element 2k the value, 2k+1
// the index's u32 bits (pto-isa docs/isa/TSORT32.md; docs/simulator.md).
let Issue = 14 in
def BI_TSORT32 : PTOBuiltin<"tsort32", 70, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                            SR_SORT32, DR_SORT32, [DT_F32]>;
// Issue 14 (14M): merge sort. tmrgsort(src, blockLen): src is one row of
// (value, index) pairs as tsort32 writes them, in groups of four sorted
// blocks of blockLen elements (values and indices: 32 pairs are 64); each
// group's four blocks merged into one sorted run at the group's place, by
// value, descending, a NaN above every number, equal values (and NaNs) by
// the earlier block (pto-isa docs/isa/TMRGSORT.md, TMRGSORT(dst, src,
// blockLen); docs/builtins.md "Sorting"). blockLen is a register: the
// verifier checks a constant one, pto-sim and pto-ref every one.
let Issue = 14 in
def BI_TMRGSORT : PTOBuiltin<"tmrgsort", 150, RES_TILE, [ARG_TILE, ARG_INT, ARG_ROWS, ARG_COLS],
                             SR_MRGSORT, DR_SAME, [DT_F32]>;
// Issue 14 (14M): the multi-list form, two lists (pto-isa TMRGSORT(dst,
// executedNumList, tmp, src0, src1) with its `exhausted` template flag).
// tmrgsort2(src0, src1, exhausted): src0 and src1 are sorted lists of
// (value, index) pairs, 1 x C/2 each; the result 1 x C gets their pairs
// merged (rank as tmrgsort's, equal values from src0 first) until both are
// consumed or, when exhausted is 1, until either is; the pairs after the
// last one written are zero. tmrgsort2.cnt(src0, src1, exhausted): the same
// merge's executed counts, a 1 x 4 u16 tile (pairs taken from src0, from
// src1, then 0, 0). A tile instruction has one result, so the counts are a
// second instruction over the same sources (docs/builtins.md "Merging two
// lists").
let Issue = 14 in
def BI_TMRGSORT2 : PTOBuiltin<"tmrgsort2", 65, RES_TILE,
                              [ARG_TILE, ARG_TILE, ARG_FLAG, ARG_ROWS, ARG_COLS],
                              SR_MRGSORT2, DR_SAME, [DT_F32]>;
let Issue = 14 in
def BI_TMRGSORT2_CNT : PTOBuiltin<"tmrgsort2.cnt", 66, RES_TILE,
                                  [ARG_TILE, ARG_TILE, ARG_FLAG, ARG_ROWS, ARG_COLS],
                                  SR_MRGCNT, DR_MRGCNT, [DT_U16]>;
// Issue 14 (14M): scatter. tscatter(dst, src, idx): dst with element (i, j)
// of src written at the linear (row-major) position idx(i, j), in src's
// row-major order (a repeated index: the last write stays); the other
// elements of dst kept (pto-isa docs/isa/TSCATTER.md). The indices have the
// data's element size (read as unsigned values); one outside dst is an
// error. Named tscatter.<data>.<index> as tgather (DR_GATHER: the last tile
// operand is the index tile).
let Issue = 14 in
def BI_TSCATTER : PTOBuiltin<"tscatter", 151, RES_TILE,
                             [ARG_TILE, ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                             SR_SCATTER, DR_GATHER,
                             [DT_F16, DT_BF16, DT_F32, DT_I32, DT_I16, DT_U16, DT_U32]>;
// Issue 14 (14G): byte-offset gather. tgatherb(src, offsets): dst(i, j) is
// the element at byte offset offsets(i, j) (u32) of src, in row-major
// bytes (pto-isa docs/isa/TGATHERB.md); every element type of 1, 2 or 4
// bytes. An offset that is not a multiple of the element size, or that
// reaches past src's bytes, is an error (the ISA leaves both to the
// target).
let Issue = 14 in
def BI_TGATHERB : PTOBuiltin<"tgatherb", 64, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                             SR_GATHERB, DR_GATHERB, AllDT>;

// Issue 14 (B): types, compare/select, integer ops.
// Compare and select (pto-isa docs/isa/TCMP.md, TCMPS.md, TSEL.md,
// TSELS.md; element types of A5, the superset): the mask is a u8 tile of
// R x ceil(C/8) bytes, bit j % 8 of byte (i, j / 8) for element (i, j),
// least significant bit first (TCMP.md, "Mask encoding").
let Issue = 14 in
def BI_TCMP : PTOBuiltin<"tcmp", 80, RES_TILE, [ARG_TILE, ARG_TILE, ARG_CMP, ARG_ROWS, ARG_COLS],
                        SR_CMP, DR_CMP, AllDT>;
let Issue = 14 in
def BI_TCMPS : PTOBuiltin<"tcmps", 81, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_CMP, ARG_ROWS, ARG_COLS],
                         SR_CMP, DR_CMP, AllDT>;
let Issue = 14 in
def BI_TSEL : PTOBuiltin<"tsel", 82, RES_TILE, [ARG_TILE, ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SELECT, DR_SELECT, AllDT>;
let Issue = 14 in
def BI_TSELS : PTOBuiltin<"tsels", 83, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                         SR_SELECT, DR_SELECT, AllDT>;
// Index generation (TCI.md: 16- and 32-bit integers, one row) and
// triangular 0/1 tiles (TTRI.md).
let Issue = 14 in
def BI_TCI : PTOBuiltin<"tci", 84, RES_TILE, [ARG_ELEM, ARG_FLAG, ARG_ROWS, ARG_COLS],
                       SR_CI, DR_SAME, [DT_I16, DT_U16, DT_I32, DT_U32]>;
let Issue = 14 in
def BI_TTRI : PTOBuiltin<"ttri", 85, RES_TILE, [ARG_INT, ARG_FLAG, ARG_ROWS, ARG_COLS],
                        SR_FILL, DR_SAME, AllDT>;
// Bitwise and shifts on 8-, 16- and 32-bit integers (TAND.md, TOR.md,
// TXOR.md, TNOT.md, TSHL.md, TSHR.md and the scalar forms TANDS.md, TORS.md,
// TXORS.md, TSHLS.md, TSHRS.md).
defvar IntDT = [DT_I8, DT_U8, DT_I16, DT_U16, DT_I32, DT_U32];
let Issue = 14 in
def BI_TAND : PTOBuiltin<"tand", 86, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, IntDT>;
let Issue = 14 in
def BI_TOR : PTOBuiltin<"tor", 87, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                       SR_SAME, DR_SAME, IntDT>;
let Issue = 14 in
def BI_TXOR : PTOBuiltin<"txor", 88, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, IntDT>;
let Issue = 14 in
def BI_TNOT : PTOBuiltin<"tnot", 89, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, IntDT>;
let Issue = 14 in
def BI_TSHL : PTOBuiltin<"tshl", 90, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, IntDT>;
let Issue = 14 in
def BI_TSHR : PTOBuiltin<"tshr", 91, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, IntDT>;
let Issue = 14 in
def BI_TANDS : PTOBuiltin<"tands", 92, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, IntDT>;
let Issue = 14 in
def BI_TORS : PTOBuiltin<"tors", 93, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, IntDT>;
let Issue = 14 in
def BI_TXORS : PTOBuiltin<"txors", 94, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, IntDT>;
let Issue = 14 in
def BI_TSHLS : PTOBuiltin<"tshls", 95, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, IntDT>;
let Issue = 14 in
def BI_TSHRS : PTOBuiltin<"tshrs", 96, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, IntDT>;
// Remainders (TREM.md: the sign of the divisor; TFMOD.md: C fmod, the sign
// of the dividend; TREMS.md, TFMODS.md): A5's types.
defvar RemDT = [DT_F16, DT_F32, DT_I16, DT_U16, DT_I32, DT_U32];
let Issue = 14 in
def BI_TREM : PTOBuiltin<"trem", 97, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                        SR_SAME, DR_SAME, RemDT>;
let Issue = 14 in
def BI_TFMOD : PTOBuiltin<"tfmod", 98, RES_TILE, [ARG_TILE, ARG_TILE, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, RemDT>;
let Issue = 14 in
def BI_TREMS : PTOBuiltin<"trems", 99, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                         SR_SAME, DR_SAME, RemDT>;
let Issue = 14 in
def BI_TFMODS : PTOBuiltin<"tfmods", 100, RES_TILE, [ARG_TILE, ARG_ELEM, ARG_ROWS, ARG_COLS],
                          SR_SAME, DR_SAME, RemDT>;

def PTOBuiltinKind : GenericEnum {
  let FilterClass = "PTOBuiltin";
  let NameField = "EnumName";
  let ValueField = "ID";
}

// Issue 13 (V): valid regions and padding.
// tfillpad[.min|.max]: the result is the source inside its valid region
// [0, vrows) x [0, vcols) (runtime extents, registers) and the pad value
// outside it: zero, the type's minimum (-inf for floats) or its maximum
// (+inf for floats). pto-isa docs/isa/TFILLPAD.md (PadValue Zero/Min/Max),
// pypto-lib's fillpad. In place on its source (tfillpad_inplace).
def BI_TFILLPAD : PTOBuiltin<"tfillpad", 140, RES_TILE, [ARG_TILE, ARG_EXTENT, ARG_EXTENT, ARG_ROWS, ARG_COLS],
                             SR_SAME, DR_SAME, AllDT>;
def BI_TFILLPAD_MIN : PTOBuiltin<"tfillpad.min", 141, RES_TILE, [ARG_TILE, ARG_EXTENT, ARG_EXTENT, ARG_ROWS, ARG_COLS],
                                 SR_SAME, DR_SAME, AllDT>;
def BI_TFILLPAD_MAX : PTOBuiltin<"tfillpad.max", 142, RES_TILE, [ARG_TILE, ARG_EXTENT, ARG_EXTENT, ARG_ROWS, ARG_COLS],
                                 SR_SAME, DR_SAME, AllDT>;
// Issue 13 (R): runtime sub-tile positions, treshape.
// treshape(src, rows, cols): the same bytes under another shape and element
// type (pto-isa docs/isa/TRESHAPE.md: same memory, same byte size); a view,
// no instruction executes.
def BI_TRESHAPE : PTOBuiltin<"treshape", 160, RES_TILE, [ARG_TILE, ARG_ROWS, ARG_COLS],
                             SR_RESHAPE_BYTES, DR_RESHAPE, AllDT>;
// tvalid(t, vrows, vcols): t with the runtime valid extent vrows x vcols
// (C: set_validshape; pto-isa's ValidRow/ValidCol, pypto-lib's
// set_validshape): a zero-copy view of the whole tile. Loads, stores and
// the operations of PTOValidExtentTable honour the extent of their
// operands (docs/tile-storage.md "Valid regions"); pto-insert-setvalid
// turns the extents into setvalid instructions and removes the call.
def BI_TVALID : PTOBuiltin<"tvalid", 143, RES_TILE, [ARG_TILE, ARG_EXTENT, ARG_EXTENT, ARG_ROWS, ARG_COLS],
                           SR_SAME, DR_SAME, AllDT>;
// Issue 14 (14F): fixpipe conversions on the way out of L0C.
// tstore.quant.<dst>.<acc>(gm, stride, acc, scale, relu): each element of
// the acc tile, relu'd when relu is 1 (ReluPreMode::NormalRelu, before the
// scale), times the f32 scale (its bits in the i32), converted to the
// destination type (f16/bf16: round to nearest even, saturating; i8: round
// to nearest even, saturating to -128..127) and stored to GM on FIX
// (pto-isa docs/isa/TSTORE.md, TSTORE(dst, src, preQuantScalar); Ascend C
// Fixpipe). The dtype mask lists the destination types.
let Issue = 14 in
def BI_TSTORE_QUANT : PTOBuiltin<"tstore.quant", 121, RES_VOID,
                                 [ARG_GM, ARG_STRIDE, ARG_TILE, ARG_ELEM, ARG_FLAG],
                                 SR_STORE, DR_FIXPIPE, [DT_F16, DT_BF16, DT_I8]>;
// Issue 14 (14Q): the fixpipe's converting moves (pto-isa TMOV's
// scalar-quant form, TMOV<..., reluMode>(dst, src, preQuantScalar), of the
// TMOV_FP family; docs/isa/TMOV.md). tmov.quant.<dst>.<acc>(acc, scale,
// relu, rows, cols): each element of the acc tile converted as by
// tstore.quant (relu before the f32 scale, then the destination type), into
// a mat tile (L0C -> L1, both generations) or a vec tile (L0C -> UB, a5
// only: PTODataPathTable). The dtype mask lists the destination types.
let Issue = 14 in
def BI_TMOV_QUANT : PTOBuiltin<"tmov.quant", 161, RES_TILE,
                               [ARG_TILE, ARG_ELEM, ARG_FLAG, ARG_ROWS, ARG_COLS],
                               SR_SAME, DR_FIXPIPE, [DT_F16, DT_BF16, DT_I8]>;

// How an operation honours valid extents: the extent it executes over (what
// setvalid sets before it) and the extent of its result, from the extents of
// its tile operands (docs/tile-storage.md "Valid regions").
//   elem: every tile operand and the result over the first tile operand's
//         extent (a rowexpand/colexpand binary's second operand over its
//         rows / cols of it);
//   rowreduce / colreduce: over the source's extent; the result's is
//         (source rows, 1) / (1, source cols);
//   rowexpand / colexpand: (source rows, result cols) / (result rows,
//         source cols);
//   matmul: M = a's rows, N = b's cols, K = a's cols; the result M x N;
//   load: the extent of the tvalid applied to the loaded tile;
//   store: the stored tile's;
//   pass: executes over the whole capacity, the result has the source's
//         extent (tmov: a copy).
// Every other tile operation ignores the extent state (it executes over its
// capacity) and its result's extent is its capacity. pto-sim honours the
// state for exactly these operations (its own list, TilePlanner.cpp).
class PTOExtentKind<string name, bits<8> id> {
  string Name = name;
  string EnumName = NAME;
  bits<8> ID = id;
}
def EK_ELEM      : PTOExtentKind<"elem", 0>;
def EK_ROWREDUCE : PTOExtentKind<"rowreduce", 1>;
def EK_COLREDUCE : PTOExtentKind<"colreduce", 2>;
def EK_ROWEXPAND : PTOExtentKind<"rowexpand", 3>;
def EK_COLEXPAND : PTOExtentKind<"colexpand", 4>;
def EK_MATMUL    : PTOExtentKind<"matmul", 5>;
def EK_LOAD      : PTOExtentKind<"load", 6>;
def EK_STORE     : PTOExtentKind<"store", 7>;
def EK_PASS      : PTOExtentKind<"pass", 8>;
// Issue 13 (13X): every tile builtin honours valid extents.
//   cmp: over the compared tile's extent (r, c); the u8 mask's is
//        (r, ceil(c / 8)) (bit j % 8 of byte j / 8 is element j);
//   select: over the first data tile's (tile operand 1) extent; the mask
//        over (r, ceil(c / 8)); the result's is (r, c);
//   trans: over the source's (r, c); the result's is (c, r);
//   part: over a's extent (the state); b over a's extent clipped to b's
//        shape; the result's is a's (pto-isa TPART*: the destination's
//        valid region);
//   gen: like load, the extent of the tvalid applied to the result (tci,
//        ttri, tfill read no tile);
//   extract: the state is the source's extent; the window's is
//        min(window, max(0, source extent - position));
//   insert: the state is the inserted tile's (tile operand 1) extent, which
//        is written at the position; the result's is the destination's;
//   gather: over the index tile's (tile operand 1) extent, the source read
//        anywhere in its capacity; the result's is the index tile's;
//   view: no instruction; the view's extent as extract's;
//   scalar: tgetval / tsetval run in the scalar unit over the capacity
//        (the position is checked against the capacity); tsetval's result
//        has its source's extent.
def EK_CMP       : PTOExtentKind<"cmp", 9>;
def EK_SELECT    : PTOExtentKind<"select", 10>;
def EK_TRANS     : PTOExtentKind<"trans", 11>;
def EK_PART      : PTOExtentKind<"part", 12>;
def EK_GEN       : PTOExtentKind<"gen", 13>;
def EK_EXTRACT   : PTOExtentKind<"extract", 14>;
def EK_INSERT    : PTOExtentKind<"insert", 15>;
def EK_GATHER    : PTOExtentKind<"gather", 16>;
def EK_VIEW      : PTOExtentKind<"view", 17>;
def EK_SCALAR    : PTOExtentKind<"scalar", 18>;

def PTOExtentKindKind : GenericEnum {
  let FilterClass = "PTOExtentKind";
  let NameField = "EnumName";
  let ValueField = "ID";
}

// ATile: the tile operand (counting tile operands only) that is a matmul's
// a (b is the next one); for select, insert and gather the one whose extent
// the state holds.
class PTOValidExtent<PTOBuiltin b, PTOExtentKind k, int aTile = 0> {
  bits<8> BuiltinID = b.ID;
  PTOExtentKind Kind = k;
  bits<4> ATile = aTile;
}
foreach b = [BI_TADD, BI_TSUB, BI_TMUL, BI_TDIV, BI_TMAX, BI_TMIN,
             BI_TEXP, BI_TLOG, BI_TSQRT, BI_TRSQRT, BI_TRECIP, BI_TABS,
             BI_TNEG, BI_TRELU, BI_TADDS, BI_TMULS, BI_TMAXS, BI_TMINS,
             BI_TSUBS, BI_TDIVS, BI_TDIVS_REV, BI_TCVT,
             BI_TROWEXPANDADD, BI_TROWEXPANDSUB, BI_TROWEXPANDMUL,
             BI_TROWEXPANDDIV, BI_TROWEXPANDMAX, BI_TROWEXPANDMIN,
             BI_TROWEXPANDEXPDIF, BI_TCOLEXPANDADD, BI_TCOLEXPANDSUB,
             BI_TCOLEXPANDMUL, BI_TCOLEXPANDDIV, BI_TCOLEXPANDMAX,
             BI_TCOLEXPANDMIN, BI_TCOLEXPANDEXPDIF] in
  def : PTOValidExtent<b, EK_ELEM>;
foreach b = [BI_TROWSUM, BI_TROWMAX, BI_TROWMIN, BI_TROWPROD] in
  def : PTOValidExtent<b, EK_ROWREDUCE>;
foreach b = [BI_TCOLSUM, BI_TCOLMAX, BI_TCOLMIN, BI_TCOLPROD] in
  def : PTOValidExtent<b, EK_COLREDUCE>;
def : PTOValidExtent<BI_TROWEXPAND, EK_ROWEXPAND>;
def : PTOValidExtent<BI_TCOLEXPAND, EK_COLEXPAND>;
def : PTOValidExtent<BI_TMATMUL, EK_MATMUL>;
def : PTOValidExtent<BI_TMATMUL_BIAS, EK_MATMUL>;
def : PTOValidExtent<BI_TMATMUL_ACC, EK_MATMUL, 1>;
def : PTOValidExtent<BI_TMATMUL_ACC_INIT, EK_MATMUL, 1>;
def : PTOValidExtent<BI_TLOAD, EK_LOAD>;
def : PTOValidExtent<BI_TSTORE, EK_STORE>;
def : PTOValidExtent<BI_TMOV, EK_PASS>;
// Issue 13 (13X): the remaining tile builtins.
foreach b = [BI_TAND, BI_TOR, BI_TXOR, BI_TNOT, BI_TSHL, BI_TSHR, BI_TANDS,
             BI_TORS, BI_TXORS, BI_TSHLS, BI_TSHRS, BI_TREM, BI_TFMOD,
             BI_TREMS, BI_TFMODS, BI_TPOW, BI_TPOWS, BI_TPRELU, BI_TLRELU,
             BI_TAXPY] in
  def : PTOValidExtent<b, EK_ELEM>;
foreach b = [BI_TROWARGMAX, BI_TROWARGMIN] in
  def : PTOValidExtent<b, EK_ROWREDUCE>;
foreach b = [BI_TCOLARGMAX, BI_TCOLARGMIN] in
  def : PTOValidExtent<b, EK_COLREDUCE>;
foreach b = [BI_TCMP, BI_TCMPS] in
  def : PTOValidExtent<b, EK_CMP>;
foreach b = [BI_TSEL, BI_TSELS] in
  def : PTOValidExtent<b, EK_SELECT, 1>;
def : PTOValidExtent<BI_TTRANS, EK_TRANS>;
foreach b = [BI_TPARTADD, BI_TPARTMAX, BI_TPARTMIN, BI_TPARTMUL] in
  def : PTOValidExtent<b, EK_PART>;
foreach b = [BI_TCI, BI_TTRI, BI_TFILL] in
  def : PTOValidExtent<b, EK_GEN>;
def : PTOValidExtent<BI_TEXTRACT, EK_EXTRACT>;
def : PTOValidExtent<BI_TINSERT, EK_INSERT, 1>;
def : PTOValidExtent<BI_TGATHER, EK_GATHER, 1>;
// Issue 14 (14G): over the offset tile's extent, the source read anywhere
// in its capacity.
def : PTOValidExtent<BI_TGATHERB, EK_GATHER, 1>;
def : PTOValidExtent<BI_TVIEW, EK_VIEW>;
foreach b = [BI_TGETVAL, BI_TSETVAL] in
  def : PTOValidExtent<b, EK_SCALAR>;

def PTOValidExtentTable : GenericTable {
  let FilterClass = "PTOValidExtent";
  let CppTypeName = "PTOValidExtentInfo";
  let Fields = ["BuiltinID", "Kind", "ATile"];
  string TypeOf_Kind = "PTOExtentKindKind";
  let PrimaryKey = ["BuiltinID"];
  let PrimaryKeyName = "lookupValidExtent";
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

// Issue 15 (X): the cross-core flag builtins (PTOCrossFlagBuiltin,
// PTOInstrInfo.td).
def PTOCrossFlagBuiltinTable : GenericTable {
  let FilterClass = "PTOCrossFlagBuiltin";
  let CppTypeName = "PTOCrossFlagBuiltinInfo";
  let Fields = ["Name", "BuiltinID", "Real", "HasPipe"];
  let PrimaryKey = ["BuiltinID"];
  let PrimaryKeyName = "lookupCrossFlagBuiltinByID";
}

def lookupCrossFlagBuiltinByName : SearchIndex {
  let Table = PTOCrossFlagBuiltinTable;
  let Key = ["Name"];
}

// Issue 15 (15F): the cross-core FIFO builtins (PTOFifoBuiltin,
// PTOInstrInfo.td).
def PTOFifoBuiltinTable : GenericTable {
  let FilterClass = "PTOFifoBuiltin";
  let CppTypeName = "PTOFifoBuiltinInfo";
  let Fields = ["Name", "BuiltinID", "Role", "DType"];
  let PrimaryKey = ["BuiltinID"];
  let PrimaryKeyName = "lookupFifoBuiltinByID";
}

def lookupFifoBuiltinByName : SearchIndex {
  let Table = PTOFifoBuiltinTable;
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
  // Issue 13 (R): the register form of a builtin with sub-tile positions
  // (GPR operands $prow, $pcol); selected for a position that is not a
  // constant.
  bit RegPos = 0;
  // Issue 14 (14Q): the generations whose hardware has this data path (bit
  // i: the PTOGenerationFacts of ID i); the kernel verifier and pto-sim
  // reject the variant elsewhere (PTODataPathTable in PTOMachineFacts.td
  // has the sources).
  bits<4> GenMask = 0b0011;
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
// Issue 14 (14Q): UB -> L1 (vec -> mat), a5 only (PTODataPathTable): the
// vector side's MTE3 writes L1 (pto-isa's TINSERT/TPUSH UB -> L1 path,
// copy_ubuf_to_cbuf on PIPE_MTE3: include/pto/cpu/TPush.hpp; TMOV.md's A5
// pairs list Vec -> Mat).
def TMOV_MAT_VEC : PTOTileOp<BI_TMOV, PIPE_MTE3, MEM_MAT, MEM_VEC,
                             (outs TileMat:$dst), !con((ins TileVec:$src), ShapeOps),
                             "tmov\t$dst, $src"> {
  let GenMask = DataPathMask<MEM_MAT, MEM_VEC>.Mask;
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

// Issue 13 (R): runtime sub-tile positions, treshape.
// The register forms of textract and tinsert: the position is two GPRs
// (read as unsigned; pto-sim checks the window stays in its tile).
foreach p = [[MEM_VEC, MEM_VEC, PIPE_V], [MEM_MAT, MEM_MAT, PIPE_MTE1],
             [MEM_LEFT, MEM_MAT, PIPE_MTE1], [MEM_RIGHT, MEM_MAT, PIPE_MTE1]] in {
  defvar d = !cast<PTOMemory>(p[0]);
  defvar s = !cast<PTOMemory>(p[1]);
  def TEXTRACT_ # !toupper(d.Name) # _ # !toupper(s.Name) # _R
      : PTOTileOp<BI_TEXTRACT, !cast<PTOPipe>(p[2]), d, s,
                  (outs TileRC<d>.RC:$dst),
                  !con((ins TileRC<s>.RC:$src, GPR:$prow, GPR:$pcol), ShapeOps),
                  "textract\t$dst, $src, $prow, $pcol"> {
    let RegPos = 1;
  }
}
foreach p = [[MEM_VEC, PIPE_V], [MEM_MAT, PIPE_MTE1]] in {
  defvar m = !cast<PTOMemory>(p[0]);
  def TINSERT_ # !toupper(m.Name) # _R
      : PTOTileOp<BI_TINSERT, !cast<PTOPipe>(p[1]), m, m, (outs TileRC<m>.RC:$dst),
                  !con((ins TileRC<m>.RC:$into, TileRC<m>.RC:$src, GPR:$prow,
                            GPR:$pcol), ShapeOps),
                  "tinsert\t$dst, $into, $src, $prow, $pcol"> {
    let OutputReusesInput = 0;
    let RegPos = 1;
  }
}
// Issue 13 (T): the register form of tview: a window of its source at a
// runtime row. No tile instruction executes; pto-lower-tile-operands turns
// it into a `viewaddr` (scalar unit) that computes its consumers' base
// register, and the storage and sync passes take the whole source as its
// footprint (docs/tile-storage.md, "Runtime tview positions").
foreach m = [MEM_MAT, MEM_LEFT, MEM_RIGHT, MEM_ACC, MEM_VEC, MEM_BIAS] in
  def TVIEW_ # !toupper(m.Name) # _R
      : PTOTileOp<BI_TVIEW, PIPE_S, m, m, (outs TileRC<m>.RC:$dst),
                  !con((ins TileRC<m>.RC:$src, GPR:$prow, GPR:$pcol), ShapeOps),
                  "tview\t$dst, $src, $prow, $pcol"> {
    let View = 1;
    let RegPos = 1;
    let mayLoad = 0;
    let mayStore = 0;
  }
// treshape: a view of the whole source, at offset 0, in its memory.
foreach m = [MEM_MAT, MEM_LEFT, MEM_RIGHT, MEM_ACC, MEM_VEC, MEM_BIAS] in
  def TRESHAPE_ # !toupper(m.Name)
      : PTOTileOp<BI_TRESHAPE, PIPE_S, m, m, (outs TileRC<m>.RC:$dst),
                  !con((ins TileRC<m>.RC:$src), ShapeOps),
                  "treshape\t$dst, $src"> {
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
// Issue 23 (ACC): accumulate-or-initialize. The accumulator is an input
// (read only when $init is 0) and the result's window.
def TMATMUL_ACC_INIT : PTOTileOp<BI_TMATMUL_ACC_INIT, PIPE_M, MEM_ACC, MEM_ACC,
                                 (outs TileAcc:$dst),
                                 !con((ins TileAcc:$c, TileLeft:$a, TileRight:$b, GPR:$init),
                                      ShapeOps),
                                 "tmatmul.acc.init\t$dst, $c, $a, $b, $init"> {
  let OutputReusesInput = 0;
}
def TMATMUL_BIAS : PTOTileOp<BI_TMATMUL_BIAS, PIPE_M, MEM_ACC, MEM_LEFT,
                             (outs TileAcc:$dst),
                             !con((ins TileLeft:$a, TileRight:$b, TileBias:$bias), ShapeOps),
                             "tmatmul.bias\t$dst, $a, $b, $bias">;

// Issue 14 (14F): fixpipe conversions on the way out of L0C. The acc tile
// is read on FIX (as tstore's acc variant); the scale is a register, the
// relu flag an immediate.
def TSTORE_QUANT_ACC : PTOTileOp<BI_TSTORE_QUANT, PIPE_FIX, MEM_GM, MEM_ACC,
                                 (outs), (ins GPR:$dstptr, GPR:$stride, TileAcc:$src,
                                              GPR:$scale, i32imm:$flag, i32imm:$dtype),
                                 "tstore.quant\t$dstptr, $stride, $src, $scale, $flag">;

// Issue 14 (14Q): the fixpipe's converting moves out of L0C (FIX): into
// mat on both generations, into vec on a5 only (its L0C -> UB path). The
// scale is a register, the relu flag an immediate.
foreach d = [MEM_MAT, MEM_VEC] in
  def TMOV_QUANT_ # !toupper(d.Name) # _ACC
      : PTOTileOp<BI_TMOV_QUANT, PIPE_FIX, d, MEM_ACC, (outs TileRC<d>.RC:$dst),
                  !con((ins TileAcc:$src, GPR:$scale, i32imm:$flag), ShapeOps),
                  "tmov.quant\t$dst, $src, $scale, $flag"> {
    let GenMask = DataPathMask<d, MEM_ACC>.Mask;
  }

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
// Issue 14 (A): broadcasts, arithmetic, reductions.
// In place on every same-sized input: an element of the result depends only
// on the same element of a full-size input (and on b's element of its row or
// column, b being Rx1 / 1xC). Tile storage shares a window only between
// tiles of equal bytes (docs/tile-storage.md), so b qualifies only when it
// has the result's shape (C = 1, or R = 1), where the op is element-wise.
foreach b = [BI_TROWEXPANDADD, BI_TROWEXPANDSUB, BI_TROWEXPANDMUL,
             BI_TROWEXPANDDIV, BI_TROWEXPANDMAX, BI_TROWEXPANDMIN,
             BI_TROWEXPANDEXPDIF, BI_TCOLEXPANDADD, BI_TCOLEXPANDSUB,
             BI_TCOLEXPANDMUL, BI_TCOLEXPANDDIV, BI_TCOLEXPANDMAX,
             BI_TCOLEXPANDMIN, BI_TCOLEXPANDEXPDIF, BI_TPRELU, BI_TPOW] in
  defm !toupper(b.Name) : VecOp<b, (ins TileVec:$a, TileVec:$b), 1>;
foreach b = [BI_TSUBS, BI_TDIVS, BI_TLRELU, BI_TPOWS] in
  defm !toupper(b.Name) : VecOp<b, (ins TileVec:$a, GPR:$scalar), 1>;
defm TDIVS_REV : VecOp<BI_TDIVS_REV, (ins GPR:$scalar, TileVec:$a), 1>;
foreach b = [BI_TROWMIN, BI_TCOLMIN, BI_TROWPROD, BI_TCOLPROD] in
  defm !toupper(b.Name) : VecOp<b, (ins TileVec:$a), 0>;
// taxpy's result is written over its accumulator y (IR operand 0).
let OutputReusesInput = 0 in
defm TAXPY : VecOp<BI_TAXPY, (ins TileVec:$y, TileVec:$x, GPR:$scalar), 0>;
// Issue 14 (B): types, compare/select, integer ops.
// A compare packs eight elements into a byte: not in place. tsel/tsels are
// elementwise on their data operands (the mask is smaller, so it never has
// the result's size unless both are one byte, which is elementwise too).
defm TCMP : VecOp<BI_TCMP, (ins TileVec:$a, TileVec:$b, i32imm:$cmp), 0>;
defm TCMPS : VecOp<BI_TCMPS, (ins TileVec:$a, GPR:$scalar, i32imm:$cmp), 0>;
defm TSEL : VecOp<BI_TSEL, (ins TileVec:$mask, TileVec:$a, TileVec:$b), 1>;
defm TSELS : VecOp<BI_TSELS, (ins TileVec:$mask, TileVec:$a, GPR:$scalar), 1>;
defm TCI : VecOp<BI_TCI, (ins GPR:$scalar, i32imm:$flag), 0>;
defm TTRI : VecOp<BI_TTRI, (ins GPR:$diag, i32imm:$flag), 0>;
foreach b = [BI_TAND, BI_TOR, BI_TXOR, BI_TSHL, BI_TSHR, BI_TREM, BI_TFMOD] in
  defm !toupper(b.Name) : VecOp<b, (ins TileVec:$a, TileVec:$b), 1>;
defm TNOT : VecOp<BI_TNOT, (ins TileVec:$a), 1>;
foreach b = [BI_TANDS, BI_TORS, BI_TXORS, BI_TSHLS, BI_TSHRS, BI_TREMS,
             BI_TFMODS] in
  defm !toupper(b.Name) : VecOp<b, (ins TileVec:$a, GPR:$scalar), 1>;
// Issue 14 (C): arg reductions, the extended tile form.
// An index tile has another element size than its source: not in place.
foreach b = [BI_TROWARGMAX, BI_TROWARGMIN, BI_TCOLARGMAX, BI_TCOLARGMIN] in
  defm !toupper(b.Name) : VecOp<b, (ins TileVec:$a), 0>;
// Issue 14 (D): arg reductions, partial reductions.
// The result is written over a (IR operand 0, the full-size source): outside
// b's rows x cols it is a's element, so the instruction touches only b's
// window of it, and the encoding has room for b's shape (docs/isa.md).
let OutputReusesInput = 0 in
foreach b = [BI_TPARTADD, BI_TPARTMAX, BI_TPARTMIN, BI_TPARTMUL] in
  defm !toupper(b.Name) : VecOp<b, (ins TileVec:$a, TileVec:$b), 0>;
// tgather's result is written over its index tile (IR operand 1, of the
// result's shape and element size): the encoding then has room for the
// source's shape (docs/isa.md).
let OutputReusesInput = 1 in
defm TGATHER : VecOp<BI_TGATHER, (ins TileVec:$src, TileVec:$idx), 0>;
// Issue 14 (14S): sort. The sources are rows x cols/2 (the result's rows,
// half its columns): the encoding needs no shape of its own for them.
defm TSORT32 : VecOp<BI_TSORT32, (ins TileVec:$src, TileVec:$idx), 0>;
// Issue 14 (14M): merge sort. Not in place: a group's output overwrites
// the pairs of its later blocks before they are read.
defm TMRGSORT : VecOp<BI_TMRGSORT, (ins TileVec:$src, GPR:$blocklen), 0>;
// Issue 14 (14M): the two-list merge and its counts. Not in place: the
// result is larger than either list (and a count tile smaller).
defm TMRGSORT2 : VecOp<BI_TMRGSORT2, (ins TileVec:$src0, TileVec:$src1, i32imm:$flag), 0>;
defm TMRGSORT2_CNT : VecOp<BI_TMRGSORT2_CNT, (ins TileVec:$src0, TileVec:$src1, i32imm:$flag), 0>;
// Issue 14 (14M): scatter. The result is written over the destination (IR
// operand 0): read-modify-write of the whole tile.
let OutputReusesInput = 0 in
defm TSCATTER : VecOp<BI_TSCATTER, (ins TileVec:$dst_in, TileVec:$src, TileVec:$idx), 0>;
// Issue 14 (14G): byte-offset gather. Not in place: over the source, an
// element is read anywhere; over the offsets (u32), a narrower result has
// another size (tile storage shares windows of equal bytes only).
defm TGATHERB : VecOp<BI_TGATHERB, (ins TileVec:$src, TileVec:$offsets), 0>;

// Issue 13 (V): valid regions and padding.
defm TFILLPAD : VecOp<BI_TFILLPAD, (ins TileVec:$a, GPR:$vrows, GPR:$vcols), 1>;
defm TFILLPAD_MIN : VecOp<BI_TFILLPAD_MIN, (ins TileVec:$a, GPR:$vrows, GPR:$vcols), 1>;
defm TFILLPAD_MAX : VecOp<BI_TFILLPAD_MAX, (ins TileVec:$a, GPR:$vrows, GPR:$vcols), 1>;
// tvalid: the whole source under a runtime valid extent; no instruction
// executes (pto-insert-setvalid removes the call before instruction
// selection).
foreach m = [MEM_MAT, MEM_LEFT, MEM_RIGHT, MEM_ACC, MEM_VEC, MEM_BIAS] in
  def TVALID_ # !toupper(m.Name)
      : PTOTileOp<BI_TVALID, PIPE_S, m, m, (outs TileRC<m>.RC:$dst),
                  !con((ins TileRC<m>.RC:$src, GPR:$vrows, GPR:$vcols), ShapeOps),
                  "tvalid\t$dst, $src, $vrows, $vcols"> {
    let View = 1;
    let mayLoad = 0;
    let mayStore = 0;
  }

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
                "InplaceSafe", "View", "RegPos", "GenMask"];
  let PrimaryKey = ["BuiltinID", "DstAS", "SrcAS", "RegPos"];
  let PrimaryKeyName = "lookupTileOp";
}

def lookupTileOpByOpcode : SearchIndex {
  let Table = PTOTileOpTable;
  let Key = ["Opcode"];
}
