//===-- PTOTileInstrInfo.td - Real tile instructions -------*- tablegen -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The real tile instructions: what the tile pseudos of PTOBuiltins.td become
// once pto-lower-tile-operands has assigned on-chip storage. They are
// generated from the pseudo records (every PTOTileOp except the views), so
// they cannot drift from the builtin table. A real instruction executes from
// its own operands alone (docs/isa.md, "Operands"):
//
//   P_A has P's operands in order (outs, then ins), where every tile register
//   operand, a def included, becomes a tile address `space[base + offset]`:
//   two MachineOperands, a GPR base and an unsigned byte offset. The real
//   instruction defines nothing but TGETVAL_A's GPR result; tile results are
//   address operands at the position of the def. Before the trailing dtype
//   come the shapes P leaves to its operands' producers (PTOTileRealOperands:
//   rows, cols of tstore/tgetval; srcrows, srccols of textract, tinsert,
//   reductions and expands; k of tmatmul*), after it the input type srcdtype
//   (tcvt, tmatmul*). The input an OutputReusesInput result is written over
//   is the destination's address: operand `ip`, with no field.
//
// Encoding (docs/isa.md, "Tile instructions"): 128 bits, two little-endian
// 64-bit words; word 0 is Inst{63-0} and holds the opcode (0x80-0xFF) in the
// same place as a scalar instruction word, so the first word tells the
// decoder the size.
//
//  word 0: 63      56 55  52 51    40 39    28 27    16 15     4 3      0
//         +----------+------+--------+--------+--------+--------+--------+
//         |  opcode  |dtype |  rows  |  cols  | row/k  |col/T3H |srcdtype|
//         +----------+------+--------+--------+--------+--------+--------+
//  word 1: 127    109 108     90 89                  64
//         +---------+---------+----------------------+
//         |   t0    |   t1    |         W1L          |
//         +---------+---------+----------------------+
//  W1L (Inst{89-64}) is one of
//         t2 (89-71), T3L (70-64)          a third [and a fourth] tile
//         r1 (89-85), r2 (84-80), [r3 (79-75),] 0   GPR operands
//         srcrows (89-78), srccols (77-66), 0 (65-64)
//
//  tile address t<k> (19 bits): base register (18-14), offset / 32 (13-0);
//  t3 (tmatmul.bias's bias) is split: t3{18-7} in T3H, t3{6-0} in T3L.
//
// Encoded tile operands (all but ip) fill t0, t1, ... in operand order; GPR
// operands r1, r2 in operand order. No instruction has two alternatives of a
// shared field (asserted below). Fields an instruction does not have are
// zero.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

// A tile address in one memory; its asm operand class is the memory's
// (PTOTileMemories.td).
class TileAddrOperand<PTOMemory m> : Operand<i32> {
  PTOMemory Memory = m;
  let MIOperandInfo = (ops GPR:$base, i32imm:$offset);
  let ParserMatchClass = TileMemOf<m>.R.AsmClass;
  let PrintMethod = "printTileAddr<" # m.AddrSpace # ">";
  let EncoderMethod = "getTileAddrOpValue";
  let DecoderMethod = "decodeTileAddr<" # m.AddrSpace # ">";
  let OperandType = "OPERAND_MEMORY";
}

def tileaddr_mat   : TileAddrOperand<MEM_MAT>;
def tileaddr_left  : TileAddrOperand<MEM_LEFT>;
def tileaddr_right : TileAddrOperand<MEM_RIGHT>;
def tileaddr_acc   : TileAddrOperand<MEM_ACC>;
def tileaddr_vec   : TileAddrOperand<MEM_VEC>;
def tileaddr_bias  : TileAddrOperand<MEM_BIAS>;

// The input an OutputReusesInput result is written over (tinsert's `into`,
// tmatmul.acc's accumulator, tsetval's source): tile storage places the
// result exactly in that input's window, so the operand is the destination's
// address. It is written like any tile address, the assembler requires it to
// equal the destination (operand 0), and it has no field: the decoder copies
// the destination.
class TileInPlaceOperand<PTOMemory m> : TileAddrOperand<m> {
  let DecoderMethod = "decodeInPlaceTileAddr";
}

def tileinplace_mat   : TileInPlaceOperand<MEM_MAT>;
def tileinplace_left  : TileInPlaceOperand<MEM_LEFT>;
def tileinplace_right : TileInPlaceOperand<MEM_RIGHT>;
def tileinplace_acc   : TileInPlaceOperand<MEM_ACC>;
def tileinplace_vec   : TileInPlaceOperand<MEM_VEC>;
def tileinplace_bias  : TileInPlaceOperand<MEM_BIAS>;

// Tile shape (rows, cols): 1..4095. Sub-tile position (row, col): 0..4095.
def TileDimAsmOperand : ImmAsmOperand<"TileDim"> {
  let DiagnosticString = "tile rows and cols must be integers in [1, 4095]";
}
def TilePosAsmOperand : ImmAsmOperand<"TilePos"> {
  let DiagnosticString =
      "sub-tile row and col must be integers in [0, 4095]";
}

def tiledim : Operand<i32> {
  let ParserMatchClass = TileDimAsmOperand;
  let DecoderMethod = "decodeTileDim";
  let OperandType = "OPERAND_IMMEDIATE";
}
def tilepos : Operand<i32> {
  let ParserMatchClass = TilePosAsmOperand;
  let DecoderMethod = "decodeUImmOperand<12>";
  let OperandType = "OPERAND_IMMEDIATE";
}

// Element type, written by name (PTODTypeTable): f16, bf16, f32, i8, i32,
// u8, i16, u16, u32.
def DTypeAsmOperand : AsmOperandClass {
  let Name = "DType";
  let ParserMethod = "parseDType";
  let RenderMethod = "addImmOperands";
  let DiagnosticString =
      "expected an element type (f16, bf16, f32, i8, i32, u8, i16, u16, u32)";
}

def dtypeop : Operand<i32> {
  let ParserMatchClass = DTypeAsmOperand;
  let PrintMethod = "printDTypeOperand";
  let DecoderMethod = "decodeDTypeOperand";
  let OperandType = "OPERAND_DTYPE";
  let OperandNamespace = "PTOOp";
}

// Issue 14 (B): types, compare/select, integer ops.
// Comparison mode, written by name (PTOCmpModeTable): eq, ne, lt, le, gt, ge.
def CmpModeAsmOperand : AsmOperandClass {
  let Name = "CmpMode";
  let ParserMethod = "parseCmpMode";
  let RenderMethod = "addImmOperands";
  let DiagnosticString = "expected a comparison mode (eq, ne, lt, le, gt, ge)";
}

def cmpmodeop : Operand<i32> {
  let ParserMatchClass = CmpModeAsmOperand;
  let PrintMethod = "printCmpModeOperand";
  let DecoderMethod = "decodeCmpModeOperand";
  let OperandType = "OPERAND_IMMEDIATE";
}

// A 0/1 mode (ttri: 1 upper; tci: 1 descending).
def TileFlagAsmOperand : ImmAsmOperand<"TileFlag"> {
  let DiagnosticString = "expected 0 or 1";
}
def tileflag : Operand<i32> {
  let ParserMatchClass = TileFlagAsmOperand;
  let DecoderMethod = "decodeUImmOperand<1>";
  let OperandType = "OPERAND_IMMEDIATE";
}

//===----------------------------------------------------------------------===//
// Opcodes: one per real instruction, 0x80-0xFF. Explicit so that encodings
// stay stable when the builtin table grows; a pseudo without an entry here
// is a TableGen error below.
//===----------------------------------------------------------------------===//

class PTOTileOpcode<bits<8> op> {
  bits<8> Value = op;
  // Issue 14 (C): the extended tile form (docs/isa.md, "Extended tile
  // instructions"): opcode 0xFF, the secondary opcode in Inst{15-8}.
  bit IsExt = 0;
  bits<8> Ext = 0;
}

// Issue 14 (C): arg reductions, the extended tile form.
// An extended tile instruction: primary opcode 0xFF and a secondary opcode
// (0x00-0xFF) in the high byte of col/T3H, Inst{15-8}. Its other fields are
// those of the basic form, except that col/T3H keeps only a 4-bit mode
// (Inst{7-4}: a compare mode or a 0/1 flag): an extended instruction has no
// sub-tile column and no fourth tile.
def TOPC_EXT : PTOTileOpcode<0xFF>;
class PTOTileExtOpcode<bits<8> ext> : PTOTileOpcode<TOPC_EXT.Value> {
  let IsExt = 1;
  let Ext = ext;
}

def TOPC_TLOAD_MAT : PTOTileOpcode<0x80>;
def TOPC_TLOAD_VEC : PTOTileOpcode<0x81>;
def TOPC_TSTORE_VEC : PTOTileOpcode<0x84>;
def TOPC_TSTORE_MAT : PTOTileOpcode<0x85>;
def TOPC_TSTORE_ACC : PTOTileOpcode<0x86>;
def TOPC_TMOV_LEFT_MAT : PTOTileOpcode<0x88>;
def TOPC_TMOV_RIGHT_MAT : PTOTileOpcode<0x89>;
def TOPC_TMOV_MAT_MAT : PTOTileOpcode<0x8A>;
def TOPC_TMOV_BIAS_MAT : PTOTileOpcode<0x8B>;
def TOPC_TMOV_VEC_ACC : PTOTileOpcode<0x8C>;
def TOPC_TMOV_MAT_ACC : PTOTileOpcode<0x8D>;
def TOPC_TMOV_VEC_VEC : PTOTileOpcode<0x8E>;
def TOPC_TEXTRACT_VEC_VEC : PTOTileOpcode<0x90>;
def TOPC_TEXTRACT_MAT_MAT : PTOTileOpcode<0x91>;
def TOPC_TEXTRACT_LEFT_MAT : PTOTileOpcode<0x92>;
def TOPC_TEXTRACT_RIGHT_MAT : PTOTileOpcode<0x93>;
def TOPC_TINSERT_VEC : PTOTileOpcode<0x94>;
def TOPC_TINSERT_MAT : PTOTileOpcode<0x95>;
def TOPC_TMATMUL : PTOTileOpcode<0x98>;
def TOPC_TMATMUL_ACC : PTOTileOpcode<0x99>;
def TOPC_TMATMUL_BIAS : PTOTileOpcode<0x9A>;
def TOPC_TADD : PTOTileOpcode<0xA0>;
def TOPC_TSUB : PTOTileOpcode<0xA1>;
def TOPC_TMUL : PTOTileOpcode<0xA2>;
def TOPC_TDIV : PTOTileOpcode<0xA3>;
def TOPC_TMAX : PTOTileOpcode<0xA4>;
def TOPC_TMIN : PTOTileOpcode<0xA5>;
def TOPC_TEXP : PTOTileOpcode<0xA8>;
def TOPC_TLOG : PTOTileOpcode<0xA9>;
def TOPC_TSQRT : PTOTileOpcode<0xAA>;
def TOPC_TRSQRT : PTOTileOpcode<0xAB>;
def TOPC_TRECIP : PTOTileOpcode<0xAC>;
def TOPC_TABS : PTOTileOpcode<0xAD>;
def TOPC_TNEG : PTOTileOpcode<0xAE>;
def TOPC_TRELU : PTOTileOpcode<0xAF>;
def TOPC_TADDS : PTOTileOpcode<0xB0>;
def TOPC_TMULS : PTOTileOpcode<0xB1>;
def TOPC_TMAXS : PTOTileOpcode<0xB2>;
def TOPC_TMINS : PTOTileOpcode<0xB3>;
def TOPC_TROWSUM : PTOTileOpcode<0xB8>;
def TOPC_TROWMAX : PTOTileOpcode<0xB9>;
def TOPC_TCOLSUM : PTOTileOpcode<0xBA>;
def TOPC_TCOLMAX : PTOTileOpcode<0xBB>;
def TOPC_TROWEXPAND : PTOTileOpcode<0xBC>;
def TOPC_TCOLEXPAND : PTOTileOpcode<0xBD>;
def TOPC_TCVT : PTOTileOpcode<0xC0>;
def TOPC_TTRANS : PTOTileOpcode<0xC1>;
def TOPC_TFILL : PTOTileOpcode<0xC2>;
def TOPC_TGETVAL : PTOTileOpcode<0xC8>;
def TOPC_TSETVAL : PTOTileOpcode<0xC9>;
// Issue 14 (A): broadcasts, arithmetic, reductions.
def TOPC_TPRELU : PTOTileOpcode<0xA6>;
def TOPC_TPOW : PTOTileOpcode<0xA7>;
def TOPC_TSUBS : PTOTileOpcode<0xB4>;
def TOPC_TDIVS : PTOTileOpcode<0xB5>;
def TOPC_TDIVS_REV : PTOTileOpcode<0xB6>;
def TOPC_TLRELU : PTOTileOpcode<0xB7>;
def TOPC_TROWMIN : PTOTileOpcode<0xBE>;
def TOPC_TCOLMIN : PTOTileOpcode<0xBF>;
def TOPC_TROWEXPANDADD : PTOTileOpcode<0xD0>;
def TOPC_TROWEXPANDSUB : PTOTileOpcode<0xD1>;
def TOPC_TROWEXPANDMUL : PTOTileOpcode<0xD2>;
def TOPC_TROWEXPANDDIV : PTOTileOpcode<0xD3>;
def TOPC_TROWEXPANDMAX : PTOTileOpcode<0xD4>;
def TOPC_TROWEXPANDMIN : PTOTileOpcode<0xD5>;
def TOPC_TROWEXPANDEXPDIF : PTOTileOpcode<0xD6>;
def TOPC_TCOLEXPANDADD : PTOTileOpcode<0xD8>;
def TOPC_TCOLEXPANDSUB : PTOTileOpcode<0xD9>;
def TOPC_TCOLEXPANDMUL : PTOTileOpcode<0xDA>;
def TOPC_TCOLEXPANDDIV : PTOTileOpcode<0xDB>;
def TOPC_TCOLEXPANDMAX : PTOTileOpcode<0xDC>;
def TOPC_TCOLEXPANDMIN : PTOTileOpcode<0xDD>;
def TOPC_TCOLEXPANDEXPDIF : PTOTileOpcode<0xDE>;
def TOPC_TROWPROD : PTOTileOpcode<0xE0>;
def TOPC_TCOLPROD : PTOTileOpcode<0xE1>;
def TOPC_TPOWS : PTOTileOpcode<0xE2>;
def TOPC_TAXPY : PTOTileOpcode<0xE3>;
// Issue 13 (V): valid regions and padding.
def TOPC_TFILLPAD : PTOTileOpcode<0x82>;
def TOPC_TFILLPAD_MIN : PTOTileOpcode<0x83>;
def TOPC_TFILLPAD_MAX : PTOTileOpcode<0x87>;
// Issue 14 (B): types, compare/select, integer ops.
def TOPC_TCMP : PTOTileOpcode<0xC3>;
def TOPC_TCMPS : PTOTileOpcode<0xC4>;
def TOPC_TSEL : PTOTileOpcode<0xC5>;
def TOPC_TSELS : PTOTileOpcode<0xC6>;
def TOPC_TCI : PTOTileOpcode<0xC7>;
def TOPC_TTRI : PTOTileOpcode<0xCA>;
def TOPC_TAND : PTOTileOpcode<0xE8>;
def TOPC_TOR : PTOTileOpcode<0xE9>;
def TOPC_TXOR : PTOTileOpcode<0xEA>;
def TOPC_TNOT : PTOTileOpcode<0xEB>;
def TOPC_TSHL : PTOTileOpcode<0xEC>;
def TOPC_TSHR : PTOTileOpcode<0xED>;
def TOPC_TANDS : PTOTileOpcode<0xF0>;
def TOPC_TORS : PTOTileOpcode<0xF1>;
def TOPC_TXORS : PTOTileOpcode<0xF2>;
def TOPC_TSHLS : PTOTileOpcode<0xF3>;
def TOPC_TSHRS : PTOTileOpcode<0xF4>;
def TOPC_TREM : PTOTileOpcode<0xF8>;
def TOPC_TFMOD : PTOTileOpcode<0xF9>;
def TOPC_TREMS : PTOTileOpcode<0xFA>;
def TOPC_TFMODS : PTOTileOpcode<0xFB>;
// Issue 14 (C): arg reductions, the extended tile form.
def TOPC_TROWARGMAX : PTOTileExtOpcode<0x00>;
def TOPC_TROWARGMIN : PTOTileExtOpcode<0x01>;
def TOPC_TCOLARGMAX : PTOTileExtOpcode<0x02>;
def TOPC_TCOLARGMIN : PTOTileExtOpcode<0x03>;
// Issue 14 (D): arg reductions, partial reductions.
def TOPC_TPARTADD : PTOTileExtOpcode<0x04>;
def TOPC_TPARTMAX : PTOTileExtOpcode<0x05>;
def TOPC_TPARTMIN : PTOTileExtOpcode<0x06>;
def TOPC_TPARTMUL : PTOTileExtOpcode<0x07>;
def TOPC_TGATHER : PTOTileExtOpcode<0x08>;
// Issue 23 (ACC): accumulate-or-initialize.
def TOPC_TMATMUL_ACC_INIT : PTOTileExtOpcode<0x40>;
// Issue 13 (R): runtime sub-tile positions (the row/k field holds the
// position registers).
def TOPC_TEXTRACT_VEC_VEC_R : PTOTileExtOpcode<0x10>;
def TOPC_TEXTRACT_MAT_MAT_R : PTOTileExtOpcode<0x11>;
def TOPC_TEXTRACT_LEFT_MAT_R : PTOTileExtOpcode<0x12>;
def TOPC_TEXTRACT_RIGHT_MAT_R : PTOTileExtOpcode<0x13>;
def TOPC_TINSERT_VEC_R : PTOTileExtOpcode<0x14>;
def TOPC_TINSERT_MAT_R : PTOTileExtOpcode<0x15>;
// Issue 14 (14F): fixpipe conversions on the way out of L0C.
def TOPC_TSTORE_QUANT_ACC : PTOTileExtOpcode<0x30>;
// Issue 14 (14Q): the fixpipe's converting moves out of L0C.
def TOPC_TMOV_QUANT_MAT_ACC : PTOTileExtOpcode<0x31>;
def TOPC_TMOV_QUANT_VEC_ACC : PTOTileExtOpcode<0x32>;
// Issue 14 (14Q): UB -> L1 on a5.
def TOPC_TMOV_MAT_VEC : PTOTileExtOpcode<0x33>;
// Issue 14 (14S): sort.
def TOPC_TSORT32 : PTOTileExtOpcode<0x20>;
// Issue 14 (14M): merge sort.
def TOPC_TMRGSORT : PTOTileExtOpcode<0x16>;
def TOPC_TMRGSORT2 : PTOTileExtOpcode<0x0A>;
def TOPC_TMRGSORT2_CNT : PTOTileExtOpcode<0x0B>;
// Issue 14 (14M): scatter.
def TOPC_TSCATTER : PTOTileExtOpcode<0x17>;
// Issue 14 (14G): byte-offset gather.
def TOPC_TGATHERB : PTOTileExtOpcode<0x09>;

//===----------------------------------------------------------------------===//
// Deriving a real instruction from a pseudo.
//===----------------------------------------------------------------------===//

// The memory of a tile register class, or MEM_GENERIC for anything else.
class TileMemoryOf<DAGOperand op> {
  defvar n = !cast<string>(op);
  PTOMemory Mem = !cond(!eq(n, "TileMat")   : MEM_MAT,
                        !eq(n, "TileLeft")  : MEM_LEFT,
                        !eq(n, "TileRight") : MEM_RIGHT,
                        !eq(n, "TileAcc")   : MEM_ACC,
                        !eq(n, "TileVec")   : MEM_VEC,
                        !eq(n, "TileBias")  : MEM_BIAS,
                        true                : MEM_GENERIC);
}

class TileAddrOf<PTOMemory m> {
  Operand Op = !cond(!eq(m.Name, "mat")   : tileaddr_mat,
                     !eq(m.Name, "left")  : tileaddr_left,
                     !eq(m.Name, "right") : tileaddr_right,
                     !eq(m.Name, "acc")   : tileaddr_acc,
                     !eq(m.Name, "vec")   : tileaddr_vec,
                     !eq(m.Name, "bias")  : tileaddr_bias,
                     true                 : i32imm);
}

class TileInPlaceOf<PTOMemory m> {
  Operand Op = !cond(!eq(m.Name, "mat")   : tileinplace_mat,
                     !eq(m.Name, "left")  : tileinplace_left,
                     !eq(m.Name, "right") : tileinplace_right,
                     !eq(m.Name, "acc")   : tileinplace_acc,
                     !eq(m.Name, "vec")   : tileinplace_vec,
                     !eq(m.Name, "bias")  : tileinplace_bias,
                     true                 : i32imm);
}

// The flattened operand list of a pseudo (defs first) and what each operand
// becomes in the real instruction, plus the operands the real instruction
// adds so that it executes from its own operands (docs/isa.md, "Operands").
class PTOTileRealOperands<PTOTileOp P> {
  defvar nout = !size(P.OutOperandList);
  defvar nin = !size(P.InOperandList);
  defvar rule = P.Builtin.ShapeRule;
  // Operands added before the trailing dtype: the shape of the tile a store
  // or tgetval reads, the source shape of windows, inserts, reductions and
  // expands, K of a matmul.
  list<string> ShapeExtras =
      !cond(!eq(rule, SR_STORE) : ["rows", "cols"],
            !eq(rule, SR_GETVAL) : ["rows", "cols"],
            !eq(rule, SR_WINDOW) : ["srcrows", "srccols"],
            !eq(rule, SR_INSERT) : ["srcrows", "srccols"],
            !eq(rule, SR_ROWREDUCE) : ["srcrows", "srccols"],
            !eq(rule, SR_COLREDUCE) : ["srcrows", "srccols"],
            !eq(rule, SR_ROWEXPAND) : ["srcrows", "srccols"],
            !eq(rule, SR_COLEXPAND) : ["srcrows", "srccols"],
            !eq(rule, SR_MATMUL) : ["k"],
            !eq(rule, SR_MATMUL_ACC) : ["k"],
            !eq(rule, SR_MATMUL_BIAS) : ["k"],
            // Issue 14 (B): the compared tiles' cols (their rows are rows).
            !eq(rule, SR_CMP) : ["srccols"],
            // Issue 14 (D): b's shape (a's is rows x cols).
            !eq(rule, SR_PART) : ["srcrows", "srccols"],
            !eq(rule, SR_GATHER) : ["srcrows", "srccols"],
            // Issue 14 (14G): the source's cols (its rows are rows; three
            // tiles leave no room for srcrows).
            !eq(rule, SR_GATHERB) : ["srccols"],
            // Issue 14 (14M): the merged lists' cols (their rows are 1).
            !eq(rule, SR_MRGCNT) : ["srccols"],
            true : []);
  // Added after dtype: the element type of the inputs (tcvt, tmatmul*).
  list<string> DTypeExtras =
      !if(!or(!eq(P.Builtin.DTypeRule, DR_CVT),
              !eq(P.Builtin.DTypeRule, DR_MATMUL),
              !eq(P.Builtin.DTypeRule, DR_CMP),
              // Issue 14 (C): arg reductions, the extended tile form.
              !eq(P.Builtin.DTypeRule, DR_ARGREDUCE),
              // Issue 14 (14F): the acc type of a fixpipe conversion.
              !eq(P.Builtin.DTypeRule, DR_FIXPIPE)), ["srcdtype"], []);

  // The pseudo's operands without its trailing dtype.
  list<DAGOperand> POps =
      !listconcat(!foreach(i, !range(nout),
                           !getdagarg<DAGOperand>(P.OutOperandList, i)),
                  !foreach(i, !range(!sub(nin, 1)),
                           !getdagarg<DAGOperand>(P.InOperandList, i)));
  list<string> PNames0 =
      !listconcat(!foreach(i, !range(nout), !getdagname(P.OutOperandList, i)),
                  !foreach(i, !range(!sub(nin, 1)),
                           !getdagname(P.InOperandList, i)));
  assert !eq(!getdagname(P.InOperandList, !sub(nin, 1)), "dtype"),
         !cast<string>(P) # ": the last operand of a tile pseudo is its dtype";
  list<DAGOperand> Ops =
      !listconcat(POps, !foreach(n, ShapeExtras, i32imm), [i32imm],
                  !foreach(n, DTypeExtras, i32imm));
  list<string> PNames =
      !listconcat(PNames0, ShapeExtras, ["dtype"], DTypeExtras);
  list<int> Idx = !range(!size(Ops));
  list<bit> IsDef = !foreach(i, Idx, !lt(i, nout));
  list<bit> IsTile =
      !foreach(op, Ops, !ne(TileMemoryOf<op>.Mem.Name, "generic"));
  // The input an OutputReusesInput result is written over is the
  // destination's address: it has no field of its own.
  int InPlaceIdx = !if(!eq(P.OutputReusesInput, NoInput), -1,
                       !add(nout, P.OutputReusesInput));
  list<bit> IsInPlace = !foreach(i, Idx, !eq(i, InPlaceIdx));
  list<bit> IsEncTile = !foreach(i, Idx, !and(IsTile[i], !not(IsInPlace[i])));
  // Issue 13 (R): the position registers of a register form ($prow, $pcol)
  // have fields of their own in row/k, not r1/r2.
  list<bit> IsRegPos = !foreach(n, PNames, !or(!eq(n, "prow"), !eq(n, "pcol")));
  list<bit> IsGPR = !foreach(i, Idx, !and(!eq(!cast<string>(Ops[i]), "GPR"),
                                          !not(IsRegPos[i])));
  // Position of each operand among the encoded tiles / among the GPRs.
  list<int> TileNo = !foreach(i, Idx, !foldl(0, !range(i), acc, j,
                                             !add(acc, IsEncTile[j])));
  list<int> GPRNo = !foreach(i, Idx, !foldl(0, !range(i), acc, j,
                                            !add(acc, IsGPR[j])));
  int NumTiles = !foldl(0, IsEncTile, acc, b, !add(acc, b));
  int NumGPRs = !foldl(0, IsGPR, acc, b, !add(acc, b));

  // Names in the real instruction: encoded tiles t0.., the in-place input
  // ip, GPRs r1.., immediates keep their names (row, col, rows, cols,
  // srcrows, srccols, k, dtype, srcdtype).
  list<string> Names =
      !foreach(i, Idx, !cond(IsInPlace[i] : "ip",
                             IsTile[i] : "t" # TileNo[i],
                             IsGPR[i] : "r" # !add(GPRNo[i], 1),
                             true : PNames[i]));
  list<DAGOperand> RealOps =
      !foreach(i, Idx,
               !cond(IsInPlace[i] : TileInPlaceOf<TileMemoryOf<Ops[i]>.Mem>.Op,
                     IsTile[i] : TileAddrOf<TileMemoryOf<Ops[i]>.Mem>.Op,
                     !eq(PNames[i], "rows") : tiledim,
                     !eq(PNames[i], "cols") : tiledim,
                     !eq(PNames[i], "srcrows") : tiledim,
                     !eq(PNames[i], "srccols") : tiledim,
                     !eq(PNames[i], "k") : tiledim,
                     !eq(PNames[i], "row") : tilepos,
                     !eq(PNames[i], "col") : tilepos,
                     !eq(PNames[i], "dtype") : dtypeop,
                     !eq(PNames[i], "srcdtype") : dtypeop,
                     !eq(PNames[i], "cmp") : cmpmodeop,
                     !eq(PNames[i], "flag") : tileflag,
                     true : Ops[i]));
  // Only non-tile defs (tgetval's GPR) stay defs.
  list<int> OutIdx = !filter(i, Idx, !and(IsDef[i], !not(IsTile[i])));
  list<int> InIdx = !filter(i, Idx, !not(!and(IsDef[i], !not(IsTile[i]))));
  dag Outs = !dag(outs, !foreach(i, OutIdx, RealOps[i]),
                  !foreach(i, OutIdx, Names[i]));
  dag Ins = !dag(ins, !foreach(i, InIdx, RealOps[i]),
                 !foreach(i, InIdx, Names[i]));
  string Operands = !interleave(!foreach(n, Names, "$" # n), ", ");
  bit HasPos = !not(!empty(!filter(n, PNames, !eq(n, "row"))));
  bit HasShape = !not(!empty(!filter(n, PNames, !eq(n, "rows"))));
  bit HasSrcShape = !not(!empty(!filter(n, PNames, !eq(n, "srcrows"))));
  bit HasK = !not(!empty(!filter(n, PNames, !eq(n, "k"))));
  bit HasSrcDType = !not(!empty(DTypeExtras));
  // Issue 14 (B): srccols alone (tcmp, tcmps) lives in the row/k field; a
  // compare mode or a 0/1 flag in the col field.
  bit HasSrcColsOnly = !and(!not(HasSrcShape),
                            !not(!empty(!filter(n, PNames, !eq(n, "srccols")))));
  bit HasCmp = !not(!empty(!filter(n, PNames, !eq(n, "cmp"))));
  bit HasFlag = !not(!empty(!filter(n, PNames, !eq(n, "flag"))));
  // Issue 13 (R): runtime sub-tile positions.
  bit HasRegPos = !not(!empty(!filter(n, PNames, !eq(n, "prow"))));
}

class PTOTileReal<PTOTileOp P, PTOTileOpcode opc>
    : Instruction {
  defvar op = opc.Value;
  field bits<128> Inst;
  field bits<128> SoftFail = 0;
  let Size = 16;
  let Namespace = "PTO";
  let DecoderNamespace = "PTO";
  let UseNamedOperandTable = 1;

  defvar ops = PTOTileRealOperands<P>;
  let OutOperandList = ops.Outs;
  let InOperandList = ops.Ins;
  let AsmString = P.Builtin.Name # "\t" # ops.Operands;
  let Pattern = [];
  let hasSideEffects = P.hasSideEffects;
  let mayLoad = P.mayLoad;
  let mayStore = P.mayStore;
  let TSFlags = P.TSFlags;

  PTOTileOp Pseudo = P;
  Instruction PseudoOpcode = P;
  Instruction RealOpcode = !cast<Instruction>(NAME);

  bits<19> t0;
  bits<19> t1;
  bits<19> t2;
  bits<19> t3;
  bits<0> ip;
  bits<5> r1;
  bits<5> r2;
  // Issue 14 (14F): a third GPR (tstore.quant's scale), Inst{79-75}.
  bits<5> r3;
  bits<12> rows;
  bits<12> cols;
  bits<12> row;
  bits<12> col;
  bits<12> k;
  bits<12> srcrows;
  bits<12> srccols;
  bits<4> dtype;
  bits<4> srcdtype;
  bits<12> cmp;
  bits<12> flag;
  // Issue 13 (R): the position registers of a register form.
  bits<5> prow;
  bits<5> pcol;

  assert !le(ops.NumTiles, 4), NAME # ": more than four tile operands";
  // Issue 14 (14F): a third GPR only with at most two tiles (r3 sits where a
  // third tile would).
  assert !le(ops.NumGPRs, 3), NAME # ": more than three GPR operands";
  assert !not(!and(!gt(ops.NumGPRs, 2), !gt(ops.NumTiles, 2))),
         NAME # ": a third GPR shares bits with a third tile";
  assert !not(!and(!gt(ops.NumTiles, 2),
                   !or(!gt(ops.NumGPRs, !if(!eq(ops.NumTiles, 3), 1, 0)),
                       ops.HasSrcShape))),
         NAME # ": a third tile shares bits with r2 and srcrows/srccols, a " #
         "fourth with r1";
  assert !not(!and(!gt(ops.NumGPRs, 0), ops.HasSrcShape)),
         NAME # ": the GPRs and srcrows/srccols share bits";
  assert !not(!and(!gt(ops.NumTiles, 3), !or(ops.HasPos, ops.HasSrcShape))),
         NAME # ": a fourth tile shares bits with col and srccols";
  assert !not(!and(ops.HasPos, ops.HasK)), NAME # ": row and k share bits";
  // Issue 13 (R): prow/pcol live in row/k.
  assert !not(!and(ops.HasRegPos, !or(ops.HasPos, ops.HasK, ops.HasSrcColsOnly))),
         NAME # ": prow/pcol share bits with row, k and srccols";
  assert !not(!and(ops.HasSrcColsOnly, !or(ops.HasPos, ops.HasK))),
         NAME # ": srccols alone shares bits with row and k";
  assert !not(!and(!or(ops.HasCmp, ops.HasFlag),
                   !or(ops.HasPos, !gt(ops.NumTiles, 3)))),
         NAME # ": cmp/flag share bits with col and a fourth tile";

  // Issue 14 (C): the extended form keeps 4 bits of col/T3H.
  assert !not(!and(opc.IsExt, !or(ops.HasPos, !gt(ops.NumTiles, 3)))),
         NAME # ": an extended instruction has no col and no fourth tile";
  assert !not(!and(opc.IsExt, !ne(op, 0xFF))),
         NAME # ": an extended instruction has the primary opcode 0xFF";
  assert !not(!and(!not(opc.IsExt), !eq(op, 0xFF))),
         NAME # ": opcode 0xFF is the extended form's escape";

  // Fields that share bits (see the layout above). Nested !if, not !cond:
  // llvm-tblgen 22 crashes on !cond arms that slice unset operand fields.
  bits<12> RowOrK = !if(ops.HasPos, row, !if(ops.HasK, k,
                       !if(ops.HasSrcColsOnly, srccols,
                           // Issue 13 (R): prow (27-23), pcol (22-18).
                           !if(ops.HasRegPos, {prow, pcol, 0b00}, 0))));
  bits<12> ColOrT3Hi = !if(ops.HasPos, col,
                           !if(!gt(ops.NumTiles, 3), t3{18-7},
                               !if(ops.HasCmp, cmp,
                                   !if(ops.HasFlag, flag, 0))));
  bits<26> Word1Low =
      !if(!gt(ops.NumTiles, 3), {t2, t3{6-0}},
          !if(!and(!gt(ops.NumTiles, 2), !gt(ops.NumGPRs, 0)), {t2, r1, 0b00},
      !if(!gt(ops.NumTiles, 2), {t2, 0b0000000},
              !if(ops.HasSrcShape, {srcrows, srccols, 0b00},
                  // Issue 14 (14F): r1 (89-85), r2 (84-80), r3 (79-75).
                  !if(!gt(ops.NumGPRs, 2), {r1, r2, r3, 0b00000000000},
                  !if(!gt(ops.NumGPRs, 1), {r1, r2, 0b0000000000000000},
                      !if(!gt(ops.NumGPRs, 0), {r1, 0b000000000000000000000},
                          0)))))));

  // Word 0.
  let Inst{63-56} = op;
  let Inst{55-52} = dtype;
  let Inst{51-40} = !if(ops.HasShape, rows, 0);
  let Inst{39-28} = !if(ops.HasShape, cols, 0);
  let Inst{27-16} = RowOrK;
  // Issue 14 (C): extended form: secondary opcode, then a 4-bit mode.
  bits<8> ExtOpc = opc.Ext;
  let Inst{15-8} = !if(opc.IsExt, ExtOpc, ColOrT3Hi{11-4});
  let Inst{7-4} = ColOrT3Hi{3-0};
  let Inst{3-0} = !if(ops.HasSrcDType, srcdtype, 0);
  // Word 1.
  let Inst{127-109} = !if(!gt(ops.NumTiles, 0), t0, 0);
  let Inst{108-90} = !if(!gt(ops.NumTiles, 1), t1, 0);
  let Inst{89-64} = Word1Low;
}

// Every pseudo that executes (not a view; tile selects are not PTOTileOps)
// gets its real instruction P_A.
foreach P = !filter(p, !instances<PTOTileOp>(), !not(p.View)) in
  def !cast<string>(P) # "_A"
      : PTOTileReal<P, !cast<PTOTileOpcode>("TOPC_" # !cast<string>(P))>;

//===----------------------------------------------------------------------===//
// pseudo -> real opcode (PTO::getTileRealOpcode) and back
// (PTO::getTileOpInfoOfReal).
//===----------------------------------------------------------------------===//

def PTOTileRealOpTable : GenericTable {
  let FilterClass = "PTOTileReal";
  let CppTypeName = "PTOTileRealOpInfo";
  let Fields = ["PseudoOpcode", "RealOpcode"];
  let PrimaryKey = ["PseudoOpcode"];
  let PrimaryKeyName = "lookupTileRealOp";
}

def lookupTileRealOpByReal : SearchIndex {
  let Table = PTOTileRealOpTable;
  let Key = ["RealOpcode"];
}
