//===-- PTOSchedule.td - Pipes, timing and scheduling models -*- tablegen -*-===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// THE timing of the machine, described once for the compiler's scheduler and
// for pto-sim (docs/simulator.md, "Pipes and timing"):
//
//  * cost classes: the instructions that cost alike on one pipe, and the
//    unit of their work (bytes moved or computed, or multiply-accumulates);
//  * per generation, every class's start-up latency and rate (work per
//    cycle): an operation of work W occupies its pipe for
//    II = ceil(W / Rate) cycles and completes Startup + II cycles after it
//    started. Emitted by -gen-searchable-tables (PTOTimingTable,
//    PTOCostClassTable, PTOInstrCostTable, PTOCoreTimingTable) for pto-sim;
//  * per generation, a SchedMachineModel whose processor resources are the
//    pipes, with one SchedWriteRes per class derived from the same numbers
//    for the class's nominal operation (NominalWork), for the
//    MachineScheduler (MCSchedModel has no notion of a rate per byte, so the
//    scheduler sees one representative size per class).
//
// The values follow CANN's public per-SoC platform configuration
// (Ascend910B2 / Ascend910_9391 for a3, Ascend950PR for a5) where it has one;
// docs/simulator.md names the source of every number, or says that none
// exists.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Cost classes
//===----------------------------------------------------------------------===//

// The unit of a class's work.
defvar WorkNone  = 0; // Fixed cost (scalar unit): II = Startup, Rate unused.
defvar WorkBytes = 1; // The largest tile operand's bytes.
defvar WorkMacs  = 2; // rows x cols x K multiply-accumulates.

// Instrs are the tile pseudos (what the MachineScheduler sees); their real
// instructions P_A (what pto-sim decodes) belong to the same class.
class PTOCostClass<string name, bits<8> id, PTOPipe pipe, int work,
                   int nominal, list<Instruction> instrs, string desc> {
  string Name = name;
  string EnumName = "COST_" # !toupper(name);
  bits<8> ID = id;
  PTOPipe Pipe = pipe;
  bits<4> PipeID = pipe.Encoding;
  bits<2> Work = work;
  // The work of the operation the scheduler's latency is computed for: a
  // 4 KiB tile (16x64 f32, 32x64 f16) or a 32x32 result with K = 64.
  int NominalWork = nominal;
  list<Instruction> Instrs = instrs;
  string Description = desc;
}

defvar NominalBytes = 4096;
defvar NominalMacs = 65536;

def COST_GMLOAD : PTOCostClass<"gm_load", 0, PIPE_MTE2, WorkBytes,
    NominalBytes, [TLOAD_MAT, TLOAD_VEC], "GM -> L1 / UB (tload)">;
def COST_GMSTORE : PTOCostClass<"gm_store", 1, PIPE_MTE3, WorkBytes,
    NominalBytes, [TSTORE_VEC, TSTORE_MAT], "UB / L1 -> GM (tstore)">;
def COST_ACCSTORE : PTOCostClass<"acc_store", 2, PIPE_FIX, WorkBytes,
    NominalBytes, [TSTORE_ACC,
                   // Issue 14 (14F): fixpipe conversions.
                   TSTORE_QUANT_ACC], "L0C -> GM (tstore of acc)">;
def COST_L1TOL0A : PTOCostClass<"l1_to_l0a", 3, PIPE_MTE1, WorkBytes,
    NominalBytes, [TMOV_LEFT_MAT, TEXTRACT_LEFT_MAT,
                   // Issue 13 (R): runtime sub-tile positions.
                   TEXTRACT_LEFT_MAT_R],
    "L1 -> L0A (tmov, textract into left)">;
def COST_L1TOL0B : PTOCostClass<"l1_to_l0b", 4, PIPE_MTE1, WorkBytes,
    NominalBytes, [TMOV_RIGHT_MAT, TEXTRACT_RIGHT_MAT,
                   // Issue 13 (R): runtime sub-tile positions.
                   TEXTRACT_RIGHT_MAT_R],
    "L1 -> L0B (tmov, textract into right)">;
def COST_L1TOL1 : PTOCostClass<"l1_to_l1", 5, PIPE_MTE1, WorkBytes,
    NominalBytes, [TMOV_MAT_MAT, TEXTRACT_MAT_MAT, TINSERT_MAT,
                   // Issue 13 (R): runtime sub-tile positions.
                   TEXTRACT_MAT_MAT_R, TINSERT_MAT_R],
    "L1 -> L1 (tmov, textract, tinsert within mat)">;
def COST_L1TOBT : PTOCostClass<"l1_to_bt", 6, PIPE_MTE1, WorkBytes,
    NominalBytes, [TMOV_BIAS_MAT], "L1 -> BT (tmov into bias)">;
def COST_L0CTOUB : PTOCostClass<"l0c_to_ub", 7, PIPE_FIX, WorkBytes,
    NominalBytes, [TMOV_VEC_ACC,
                   // Issue 14 (14Q): the fixpipe's converting moves.
                   TMOV_QUANT_VEC_ACC], "L0C -> UB (tmov acc -> vec)">;
def COST_L0CTOL1 : PTOCostClass<"l0c_to_l1", 8, PIPE_FIX, WorkBytes,
    NominalBytes, [TMOV_MAT_ACC,
                   // Issue 14 (14Q): the fixpipe's converting moves.
                   TMOV_QUANT_MAT_ACC], "L0C -> L1 (tmov acc -> mat)">;
def COST_CUBE : PTOCostClass<"cube", 9, PIPE_M, WorkMacs, NominalMacs,
    [TMATMUL, TMATMUL_ACC, TMATMUL_BIAS,
     // Issue 23 (ACC): accumulate-or-initialize.
     TMATMUL_ACC_INIT],
    "tmatmul*: f16/bf16 inputs at Rate, i8 inputs at RateI8">;
def COST_VEC : PTOCostClass<"vec", 10, PIPE_V, WorkBytes, NominalBytes,
    [TADD, TSUB, TMUL, TMAX, TMIN, TABS, TNEG, TRELU, TADDS, TMULS, TMAXS,
     TMINS, TROWSUM, TROWMAX, TCOLSUM, TCOLMAX, TROWEXPAND, TCOLEXPAND, TCVT,
     TFILL, TMOV_VEC_VEC, TEXTRACT_VEC_VEC, TINSERT_VEC,
     // Issue 14 (A): broadcasts, arithmetic, reductions.
     TROWEXPANDADD, TROWEXPANDSUB, TROWEXPANDMUL, TROWEXPANDMAX,
     TROWEXPANDMIN, TCOLEXPANDADD, TCOLEXPANDSUB, TCOLEXPANDMUL,
     TCOLEXPANDMAX, TCOLEXPANDMIN, TROWMIN, TCOLMIN, TROWPROD, TCOLPROD,
     TSUBS, TLRELU, TPRELU, TAXPY,
     // Issue 14 (B): types, compare/select, integer ops.
     TCMP, TCMPS, TSEL, TSELS, TCI, TTRI, TAND, TOR, TXOR, TNOT, TSHL, TSHR,
     TANDS, TORS, TXORS, TSHLS, TSHRS,
     // Issue 13 (V): valid regions and padding.
     TFILLPAD, TFILLPAD_MIN, TFILLPAD_MAX,
     // Issue 14 (C): arg reductions, the extended tile form.
     TROWARGMAX, TROWARGMIN, TCOLARGMAX, TCOLARGMIN,
     // Issue 14 (D): arg reductions, partial reductions.
     TPARTADD, TPARTMAX, TPARTMIN, TPARTMUL, TGATHER, TGATHERB,
     // Issue 13 (R): runtime sub-tile positions.
     TEXTRACT_VEC_VEC_R, TINSERT_VEC_R],
    "vector unit, simple operations">;
def COST_VECSLOW : PTOCostClass<"vec_slow", 11, PIPE_V, WorkBytes,
    NominalBytes, [TDIV, TEXP, TLOG, TSQRT, TRSQRT, TRECIP, TTRANS,
                   // Issue 14 (A): broadcasts, arithmetic, reductions.
                   TROWEXPANDDIV, TROWEXPANDEXPDIF, TCOLEXPANDDIV,
                   TCOLEXPANDEXPDIF, TDIVS, TDIVS_REV, TPOW, TPOWS,
                   // Issue 14 (B): remainders divide.
                   TREM, TFMOD, TREMS, TFMODS,
                   // Issue 14 (14S): sort; (14M) merge sort.
                   TSORT32, TMRGSORT, TSCATTER, TMRGSORT2, TMRGSORT2_CNT],
    "vector unit, iterative operations and ttrans">;
def COST_SCALAR : PTOCostClass<"scalar", 12, PIPE_S, WorkNone, 0,
    [TGETVAL, TSETVAL],
    "scalar unit: every scalar instruction, tgetval, tsetval">;
// Issue 14 (14Q): UB -> L1 (a5).
def COST_UBTOL1 : PTOCostClass<"ub_to_l1", 13, PIPE_MTE3, WorkBytes,
    NominalBytes, [TMOV_MAT_VEC], "UB -> L1 (tmov vec -> mat, a5)">;

def PTOCostClassKind : GenericEnum {
  let FilterClass = "PTOCostClass";
  let NameField = "EnumName";
  let ValueField = "ID";
}

def PTOCostClassTable : GenericTable {
  let FilterClass = "PTOCostClass";
  let CppTypeName = "PTOCostClassInfo";
  let Fields = ["Name", "ID", "PipeID", "Work", "Description"];
  let PrimaryKey = ["ID"];
  let PrimaryKeyName = "lookupCostClass";
}

// Real instruction -> cost class. An instruction of pipe S without an entry
// is of class scalar; sync instructions are timed by the flag model.
class PTOInstrCost<Instruction i, PTOCostClass c> {
  Instruction Instr = i;
  bits<8> ClassID = c.ID;
}

foreach c = !instances<PTOCostClass>() in
  foreach p = c.Instrs in
    def : PTOInstrCost<!cast<Instruction>(!cast<string>(p) # "_A"), c>;

def PTOInstrCostTable : GenericTable {
  let FilterClass = "PTOInstrCost";
  let CppTypeName = "PTOInstrCostInfo";
  let Fields = ["Instr", "ClassID"];
  let PrimaryKey = ["Instr"];
  let PrimaryKeyName = "lookupInstrCost";
}

//===----------------------------------------------------------------------===//
// Per-generation parameters
//===----------------------------------------------------------------------===//

// The core: queue depth of each pipe and the time from a set_flag firing
// until its flag is visible. (A scalar instruction costs the scalar class's
// Startup.)
class PTOCoreTiming<PTOGenerationFacts gen, int queue, int flag> {
  bits<4> GenerationID = gen.ID;
  bits<8> QueueDepth = queue;
  bits<8> FlagLatency = flag;
}

def PTOCoreTimingTable : GenericTable {
  let FilterClass = "PTOCoreTiming";
  let CppTypeName = "PTOCoreTimingInfo";
  let Fields = ["GenerationID", "QueueDepth", "FlagLatency"];
  let PrimaryKey = ["GenerationID"];
  let PrimaryKeyName = "lookupCoreTiming";
}

class PTOTiming<PTOGenerationFacts gen, PTOCostClass c, int startup, int rate,
                int rateI8> {
  bits<4> GenerationID = gen.ID;
  bits<8> ClassID = c.ID;
  bits<16> Startup = startup;
  bits<32> Rate = rate;     // Work per cycle (0 for WorkNone).
  bits<32> RateI8 = rateI8; // Cube with i8 inputs; 0 elsewhere.
}

def PTOTimingTable : GenericTable {
  let FilterClass = "PTOTiming";
  let CppTypeName = "PTOTimingInfo";
  let Fields = ["GenerationID", "ClassID", "Startup", "Rate", "RateI8"];
  let PrimaryKey = ["GenerationID", "ClassID"];
  let PrimaryKeyName = "lookupTiming";
}

//===----------------------------------------------------------------------===//
// One generation: the timing records and the SchedMachineModel built from
// them. Timings is a list of [class, startup, rate, rateI8].
//===----------------------------------------------------------------------===//

defvar AllPipes = [PIPE_S, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_M, PIPE_V,
                   PIPE_FIX];

multiclass PTOGenerationTiming<PTOGenerationFacts gen, SchedMachineModel model,
                               int queue, int flag,
                               list<list<int>> timings> {
  def _Core : PTOCoreTiming<gen, queue, flag>;

  foreach t = timings in {
    defvar c = !head(!filter(x, !instances<PTOCostClass>(), !eq(x.ID, t[0])));
    def _ # c.Name : PTOTiming<gen, c, t[1], t[2], t[3]>;
  }

  let SchedModel = model in {
    // The pipes: each takes operations from its own queue of QueueDepth
    // entries, so the scalar unit issues past a busy pipe.
    foreach p = AllPipes in
      def _ # p.Name : ProcResource<1> { let BufferSize = queue; }

    foreach t = timings in {
      defvar c = !head(!filter(x, !instances<PTOCostClass>(),
                               !eq(x.ID, t[0])));
      defvar ii = !if(!eq(c.Work, WorkNone), t[1],
                      !div(!add(c.NominalWork, !sub(t[2], 1)), t[2]));
      def _ # c.Name # _Write
          : SchedWriteRes<[!cast<ProcResource>(NAME # "_" # c.Pipe.Name)]> {
        let Latency = !if(!eq(c.Work, WorkNone), t[1], !add(t[1], ii));
        let ReleaseAtCycles = [ii];
      }
      def : InstRW<[!cast<SchedWriteRes>(NAME # "_" # c.Name # "_Write")],
                   !foldl((instrs), c.Instrs, acc, i,
                          !con(acc, (instrs i, !cast<Instruction>(
                                                   !cast<string>(i) # "_A"))))>;
    }
  }
}

// The core issues one instruction per cycle in order; each pipe is its own
// in-order queue.
class PTOSchedModel : SchedMachineModel {
  let IssueWidth = 1;
  let MicroOpBufferSize = 0;
  let CompleteModel = 0;
}

def PTOA3Model : PTOSchedModel;
def PTOA5Model : PTOSchedModel;

// a3 (Ascend910B2 / Ascend910_9391): [class, startup, rate, rateI8].
defm PTOA3 : PTOGenerationTiming<GEN_A3, PTOA3Model, 16, 2, [
  [COST_GMLOAD.ID,   200, 32,   0],    // ddr_rate 32 B/cycle
  [COST_GMSTORE.ID,  200, 64,   0],    // ub_to_ddr_rate 64
  [COST_ACCSTORE.ID, 200, 64,   0],    // no public figure: ub_to_ddr_rate
  [COST_L1TOL0A.ID,  20,  512,  0],    // l1_to_l0_a_rate 512
  [COST_L1TOL0B.ID,  20,  256,  0],    // l1_to_l0_b_rate 256
  [COST_L1TOL1.ID,   20,  128,  0],    // no public figure
  [COST_L1TOBT.ID,   20,  128,  0],    // no public figure
  [COST_L0CTOUB.ID,  20,  256,  0],    // l0_c_to_ub_rate 256
  [COST_L0CTOL1.ID,  20,  256,  0],    // no public figure: l0_c_to_ub_rate
  [COST_CUBE.ID,     10,  4096, 8192], // cube_m/n/k_size 16x16x16
  [COST_VEC.ID,      8,   256,  0],    // vec_calc_size 128 x 2 B
  [COST_VECSLOW.ID,  8,   64,   0],    // no public figure: vec / 4
  [COST_SCALAR.ID,   1,   0,    0],
  // Issue 14 (14Q): a3 has no UB -> L1 path (the entry is never used).
  [COST_UBTOL1.ID,   20,  128,  0]]>;

// a5 (Ascend950PR): the same cube and vector (16x16x16, 128 elements), GM
// reads 64 / 2.4 B/cycle, UB -> GM 128; the on-chip moves have no public
// 950 figure and keep a3's.
defm PTOA5 : PTOGenerationTiming<GEN_A5, PTOA5Model, 16, 2, [
  [COST_GMLOAD.ID,   200, 27,   0],
  [COST_GMSTORE.ID,  200, 128,  0],
  [COST_ACCSTORE.ID, 200, 128,  0],
  [COST_L1TOL0A.ID,  20,  512,  0],
  [COST_L1TOL0B.ID,  20,  256,  0],
  [COST_L1TOL1.ID,   20,  128,  0],
  [COST_L1TOBT.ID,   20,  128,  0],
  [COST_L0CTOUB.ID,  20,  256,  0],
  [COST_L0CTOL1.ID,  20,  256,  0],
  [COST_CUBE.ID,     10,  4096, 8192],
  [COST_VEC.ID,      8,   256,  0],
  [COST_VECSLOW.ID,  8,   64,   0],
  [COST_SCALAR.ID,   1,   0,    0],
  // Issue 14 (14Q): no public figure: l1_to_l1's.
  [COST_UBTOL1.ID,   20,  128,  0]]>;

//===----------------------------------------------------------------------===//
// Issue 13 (F): scalar floating point. Result latencies for the
// MachineScheduler (no public figure gives the scalar unit's FP latencies:
// these are model parameters, docs/isa.md "Scalar floating point"): 4 cycles
// for add/sub/mul/min/max, compares and conversions, 12 for division and
// square root. The instructions issue from pipe S like every scalar
// instruction; pto-sim times them as the scalar class (Startup cycles).
//===----------------------------------------------------------------------===//

multiclass PTOScalarFPTiming<SchedMachineModel model, int fast, int slow> {
  let SchedModel = model in {
    def _FPFast : SchedWriteRes<[!cast<ProcResource>(NAME # "_S")]> {
      let Latency = fast;
    }
    def _FPSlow : SchedWriteRes<[!cast<ProcResource>(NAME # "_S")]> {
      let Latency = slow;
    }
    def : InstRW<[!cast<SchedWriteRes>(NAME # "_FPFast")],
                 (instrs FADD_S, FSUB_S, FMUL_S, FMIN_S, FMAX_S, FEQ_S, FLT_S,
                  FLE_S, FUN_S, FCVT_S_W, FCVT_S_WU, FCVT_S_L, FCVT_S_LU,
                  FCVT_W_S, FCVT_WU_S, FCVT_L_S, FCVT_LU_S, FCVT_S_H,
                  FCVT_H_S, FCVT_S_BF, FCVT_BF_S)>;
    def : InstRW<[!cast<SchedWriteRes>(NAME # "_FPSlow")],
                 (instrs FDIV_S, FSQRT_S)>;
  }
}
defm PTOA3 : PTOScalarFPTiming<PTOA3Model, 4, 12>;
defm PTOA5 : PTOScalarFPTiming<PTOA5Model, 4, 12>;
