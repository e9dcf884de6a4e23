#!/usr/bin/env python3
# ===-- tools/pto-sim/fuzz-kernels.py - Differential kernel fuzzing -------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Random PTO kernels, compiled and simulated against the IR reference.

    tools/pto-sim/fuzz-kernels.py [--seeds=0:100] [--keep=DIR] [-v]
        [--mix=LIST|all|none] [--pattern=NAME]... [--dry-run]

Each seed picks a subtarget (a3 or a5), an element type and one of three
kernel forms, generates the kernel in LLVM IR and runs utils/run-kernel at
-O0 and -O2: any llc error, simulator error, race, deadlock or mismatch with
pto-ref fails and prints a reproducer.

Forms (docs/simulator.md, "Fuzzing"):
- mixed: vector tiles of one random shape and element type (f32, f16, bf16,
  i32 or i8) through every vector builtin the type accepts (elementwise,
  tile-scalar, transcendental on a safe domain, row/column reductions with
  expands, transposes, fills, conversions to every other type and back,
  views and extracted windows inserted back, scalar element access, some
  through a scalar helper function), an i8
  input converted in, a loop carrying a tile that may run zero times or a
  prefetch loop whose carried tile is double-buffered (sometimes nested in
  an outer loop, so the rotation restarts or continues), an
  if/else joining tiles with a PHI, a GEMM segment through mat, left, right,
  acc and bias (f16/bf16 inputs into f32, i8 into i32; bias rows and
  accumulating matmuls), a GEMM K loop that prefetches the next A/B blocks
  into mat while the cube works on the current ones (double-buffered mat
  tiles), an output converted to another type, and (issue 14, drawn from a
  stream of its own, in 60 % of the kernels) a segment of one random
  element type of all nine through the compare (tcmp/tcmps into u8 masks),
  select (tsel/tsels), ttri, tci, bitwise, shift and remainder builtins the
  type accepts, results and masks stored.
- vec-pressure: straight-line code keeping enough same-shaped vector tiles
  live to fill 75-115 % of the vector memory; sometimes followed, with all
  of them still live, by a double-buffered prefetch loop (the backend
  double-buffers when the slots fit and falls back to a move when not).
- cube-pressure: several GEMMs whose left operands and accumulators are all
  live at once, filling 75-115 % of L0A and L0C.
Mixed kernels also get kernel patterns (each of the mix, --mix, with
probability PATTERN_P; --pattern=NAME makes kernels of one pattern alone):
gm-carry (GM RAW/WAR between loop iterations through induction-variable
addresses, from every storing pipe into every loading memory), scalar-mix
(scalar i32 accesses and tile accesses of one buffer in a loop), alias-args
(two kernel arguments into one buffer, --arg=alias:N:+OFFSET), views
(partial views consumed by every consumer kind), peeled-acc (peeled
accumulators in nested loops) and restrict-inline (inlined restrict
helpers: noalias scope declarations and scoped metadata).
For the pressure forms the generator computes the live bytes of every
memory (each tile live from its producer to its last use, result and
operands apart). Where that estimate fits the usable capacity, the kernel
must compile and the planned peak (llc -pto-memory-map) of the pressured
memory must not exceed the estimate -- or, when pipe-aware reuse spent
free bytes on fewer cross-pipe hand-offs (its plan is within the capacity
then), the peak-first plan (-pto-mem-pipe-aware=false) must not exceed
it; where the estimate does not fit, llc may instead
reject the kernel, but only with the capacity diagnostic. The machine facts
(memories and their address spaces, element sizes, capacities and tile
alignments) are read from the TableGen source (utils/ptofacts.py), never
copied here.

The status is the number of failing seeds (capped at 1 for the shell).
"""

import argparse
import json
import os
import random
import re
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "utils"))
import ptofacts  # noqa: E402

# Machine facts, filled by load_facts() from the TableGen records: memory
# name -> address space (the IR interface, docs/builtins.md), element type
# -> bytes, the floating-point element types, the (input, accumulator)
# element types of a matmul.
AS, BYTES, FLOATS, MATMUL = {}, {}, [], []
# Issue 14 (14F): every matmul pair (f32 inputs included) and the fixpipe's
# conversions, for the fixpipe pattern; MATMUL keeps the pairs the older
# patterns draw from (so their seeds keep their kernels).
MATMUL_ALL, FIXPIPE = [], []
PIPES = {}  # Issue 15 (15F): PTOPipe name -> encoding (set_cross_flag)
# LLVM IR types of the element types (for GEPs).
IRTY = {"f16": "half", "bf16": "bfloat", "f32": "float", "i8": "i8", "i32": "i32",
        # Issue 14 (B): types, compare/select, integer ops.
        "u8": "i8", "i16": "i16", "u16": "i16", "u32": "i32"}
BIN = ["tadd", "tsub", "tmul", "tmax", "tmin"]
UN = ["tabs", "tneg", "trelu"]
SCALARS = {"tadds": (0.5, 3), "tmuls": (0.75, -2), "tmaxs": (-0.5, -5),
           "tmins": (1.0, 7)}  # (float, integer) operand per builtin
# Issue 14 (A): broadcasts, arithmetic, reductions. The fused broadcasts
# (a RxC op b Rx1 / 1xC) of every type, the float-only ones, the new
# reductions and tile-scalar builtins (with their (float, integer) operands).
EXPAND_OPS = ["add", "sub", "mul", "max", "min"]
REDUCE_14A = {"row": ["trowmin", "trowprod"], "col": ["tcolmin", "tcolprod"]}
SCALARS_14A = {"tsubs": (0.25, 5), "tdivs": (-0.75, -3)}

# Kernel patterns (docs/simulator.md, "Fuzzing"): name -> Gen method. A mixed
# kernel gets each pattern of the mix with probability PATTERN_P (--mix);
# --pattern=NAME makes every kernel of that pattern alone.
PATTERNS = {
    "gm-carry": "pat_gm_carry",            # (a) GM RAW/WAR across iterations
    "scalar-mix": "pat_scalar_mix",        # (b) scalar and tile access of a buffer
    "alias-args": "pat_alias_args",        # (c) arguments into one buffer
    "views": "pat_views",                  # (d) partial views, every consumer
    "peeled-acc": "pat_peeled_acc",        # (e) peeled accumulator, nested loops
    "restrict-inline": "pat_restrict_inline",  # (f) inlined restrict helpers
    "rows-interleaved": "pat_rows_interleaved",  # issue 24: column halves
    "carry-exit": "pat_carry_exit",        # a carry's old value after its loop
    # Issue 16
    "stream": "pat_stream",                # streaming loops pto-pipeline-loads rewrites
    "acc-init": "pat_acc_init",            # issue 23: accumulate-or-initialize
    # Issue 13 (F): float scalar arguments
    "float-scalar": "pat_float_scalar",    # scalar FP on a float argument -> tmuls ...
    # Issue 14 (14F): f32-input matmuls, fixpipe conversion stores
    "fixpipe": "pat_fixpipe",
    # Issue 15 (15F): kernels using cube and vector pipes, split on a3
    # (pto-split-mix-kernel), and multi-block SPMD kernels (--blocks).
    "mix": "pat_mix",
    "blocks": "pat_blocks",
    # Issue 14 (14Q): the fixpipe's converting moves, UB -> L1 on a5
    "fixpipe-move": "pat_fixpipe_move",
    # Issue 23: adjacent transfers pto-merge-transfers merges
    "merge": "pat_merge",
    # Issue 23: logical select, a join of two tiles both live after it
    "select-live": "pat_select_live",
    # Issue 16 (session 14): split-K slices, each a first step and a K loop
    "split-k": "pat_split_k",
}
# The default mix: every pattern (issue 12's findings: GM hazards between
# loop iterations, loop-varying reads marked noclobber, views losing their
# extent in machine code, aliasing arguments, peeled accumulators in nested
# loops, inlined restrict helpers, carries used after their loop).
DEFAULT_MIX = ["gm-carry", "scalar-mix", "alias-args", "views", "peeled-acc",
               "restrict-inline", "rows-interleaved", "carry-exit", "stream",
               "acc-init",  # Issue 23 (ACC)
               "float-scalar",  # Issue 13 (F)
               "merge",  # Issue 23 (own stream: other draws unchanged)
               "select-live",  # Issue 23 (own stream)
               "split-k"]  # Issue 16 (session 14, own stream)
PATTERN_P = 0.2
# Issue 13 (F): patterns with a random stream of their own (name -> salt).
OWN_STREAM = {"float-scalar": 13,
              "fixpipe": 14,  # Issue 14 (14F)
              "mix": 15, "blocks": 16,  # Issue 15 (15F)
              "fixpipe-move": 17,  # Issue 14 (14Q)
              "merge": 30,  # Issue 23
              "select-live": 31,  # Issue 23 (logical select)
              "split-k": 32}  # Issue 16 (session 14)
# Issue 15 (15F): patterns whose kernels pto-split-mix-kernel splits on a3
# and that run over several blocks: a kernel of these patterns alone is
# compiled with the split on and run with --blocks=Gen.blocks.
MULTICORE = {"mix", "blocks"}

# Issue 14 (B): types, compare/select, integer ops. The segment Gen.isa_b
# (drawn from its own random stream) takes every element type through the
# compare/select, index, triangle, bitwise, shift and remainder builtins the
# type accepts (docs/builtins.md).
ISA_B_TYPES = ["f16", "bf16", "f32", "i8", "i32", "u8", "i16", "u16", "u32"]
ISA_B_BIT = ["tand", "tor", "txor", "tshl", "tshr"]
ISA_B_BITS = ["tands", "tors", "txors", "tshls", "tshrs"]
ISA_B_REM_T = ["f16", "f32", "i16", "u16", "i32", "u32"]
ISA_B_CI_T = ["i16", "u16", "i32", "u32"]
ISA_B_P = 0.6
# Issue 14 (D): arg reductions, partial reductions. The segment Gen.isa_d
# (its own random stream) takes every source type an arg reduction accepts
# (docs/builtins.md, dtype rule argreduce) through the four of them, with
# either index type, on loaded tiles and on clamped ones (many ties).
ISA_D_ARG = ["trowargmax", "trowargmin", "tcolargmax", "tcolargmin"]
ISA_D_ARG_T = ["f16", "bf16", "f32", "i32"]
ISA_D_PART = ["tpartadd", "tpartmax", "tpartmin", "tpartmul"]
# ... and tgather of each of those types by u32 / u16 indices.
# Issue 14 (coverage audit): the data types tgatherb (every type) and
# tgather / tscatter (2- and 4-byte types) accept that ISA_D_ARG_T lacks.
ISA_D_X_T = ["i8", "u8", "i16", "u16", "u32"]
ISA_D_P = 0.5
# Issue 13 (V): runtime valid extents: the share of mixed kernels with a
# tvalid chain (its own stream: the other draws are unchanged).
VALID_P = 0.5


def scalar_bits(value, dt):
    """The i32 'element bits' operand of a tile-scalar builtin."""
    if dt == "f32":
        return struct.unpack("<i", struct.pack("<f", value))[0]
    if dt == "f16":
        return struct.unpack("<H", struct.pack("<e", value))[0]
    if dt == "bf16":  # the values used here are exact in bf16
        return struct.unpack("<I", struct.pack("<f", value))[0] >> 16
    return int(value)


def ty(mem):
    return f"ptr addrspace({AS[mem]})"


class Gen:
    def __init__(self, seed, caps, mix=(), only=()):
        self.r = r = random.Random(seed)
        self.pr = random.Random(seed * 7919 + 5)  # the patterns' own stream
        self.mix, self.only = list(mix), list(only)
        # Loops with GM hazards between iterations in the patterns that are
        # not about them (alias-args) wait for the same fix as gm-carry.
        self.cross_iter = bool(only) or "gm-carry" in mix
        self.patterns = []  # (name, variant) per pattern instance
        self.may_alias = set()  # parameters without noalias
        self.meta = []  # module metadata lines
        self.md_n = 0
        self.seed = seed
        self.n = 0
        self.lines = []
        self.decls = {}  # one declaration per name (calls carry their own types)
        self.params = []  # (IR name, dtype or None, rows, cols, seeded)
        self.mcpu = r.choice(["a3", "a3", "a3", "a5"])
        self.caps = caps[self.mcpu]
        k = r.random()
        self.form = ("mixed" if k < 0.7 else
                     "vec-pressure" if k < 0.85 else "cube-pressure")
        if self.only:
            self.form = "patterns"
        self.D = r.choice(["f32", "f32", "f16", "bf16", "i32", "i8"])
        self.br = random.Random(seed * 104729 + 14)  # Issue 14 (B): isa_b's stream
        self.dr = random.Random(seed * 15485863 + 14)  # Issue 14 (D): isa_d's
        # Issue 13 (R): window()'s runtime positions and treshape draws (a
        # stream of their own: the other draws keep theirs).
        self.posr = random.Random(seed * 32452843 + 13)
        self.vr = random.Random(seed * 32452843 + 29)  # Issue 13 (V): valid's
        self.tvr = random.Random(seed * 32452843 + 31)  # Issue 13 (T): tview's
        self.drew13t = set()  # Issue 13 (T): valid_extents_13t's draws
        self.R = r.choice([1, 2, 4, 8])
        self.C = r.choice([8, 16, 32])
        # Straight-line liveness for the pressure estimate.
        self.helper = False
        # Issue 15 (15F): kernels of the multi-core patterns alone are split
        # (a3) and run over 2-4 blocks (blocks pattern); blocks_sections:
        # every blocks instance is a hand-off between explicit cube and
        # vector sections with cross-core flags (--pattern=blocks alone).
        self.multicore = bool(only) and set(only) <= MULTICORE
        br = random.Random(seed * 31 + 17)
        self.blocks = (br.choice([2, 3, 4]) if self.multicore and "blocks" in only
                       else 1)
        self.blocks_sections = set(only) == {"blocks"} and br.random() < 0.4
        self.pipes = PIPES
        self.blk = None  # the i64 block index, once read
        self.info = {}  # value -> (memory, bytes)
        self.uses = []  # per instruction: (defined value or None, used values)

    # -- emission ------------------------------------------------------------

    def tmp(self):
        self.n += 1
        return f"%v{self.n}"

    def emit(self, s):
        self.lines.append("  " + s)

    def param(self, name, dt, rows, cols, seeded):
        self.params.append((name, dt, rows, cols, seeded))
        return f"%{name}"

    def tile_bytes(self, mem, dt, rows, cols):
        align = self.caps[mem]["alignment"]
        b = rows * cols * BYTES[dt]
        return (b + align - 1) // align * align

    def mat_product(self, G, A, ma, mb, M, K, N, acc=None):
        """The two mat tiles moved to left and right and multiplied: a new
        accumulator, or `acc` accumulated into (tmatmul.acc)."""
        la = self.call(f"tmov.{G}", [f"{ty('mat')} {ma}"], M, K, mem="left", dt=G)
        rb = self.call(f"tmov.{G}", [f"{ty('mat')} {mb}"], K, N, mem="right", dt=G)
        ops = [f"{ty('left')} {la}", f"{ty('right')} {rb}"]
        if acc is None:
            return self.call(f"tmatmul.{A}.{G}", ops, M, N, mem="acc", dt=A)
        return self.call(f"tmatmul.acc.{A}.{G}", [f"{ty('acc')} {acc}"] + ops,
                         M, N, mem="acc", dt=A)

    def call(self, name, args, rows=0, cols=0, mem="vec", dt=None,
             ret=None, shape=True):
        """Emits `pto.<name>(args..., rows, cols)`; returns the result."""
        ret = ret or ty(mem)
        v = self.tmp() if ret != "void" else None
        args = list(args)
        if shape:
            args += [f"i32 {rows}", f"i32 {cols}"]
        tys = [a.rsplit(" ", 1)[0] for a in args]
        self.decls.setdefault(name, f"declare {ret} @pto.{name}({', '.join(tys)})")
        used = [a.rsplit(" ", 1)[1] for a in args
                if a.startswith("ptr addrspace(") and not a.startswith("ptr addrspace(1)")]
        if v:
            self.emit(f"{v} = call {ret} @pto.{name}({', '.join(args)})")
        else:
            self.emit(f"call void @pto.{name}({', '.join(args)})")
        if ret.startswith("ptr addrspace("):
            self.info[v] = (mem, self.tile_bytes(mem, dt or self.D, rows, cols))
        self.uses.append((v if ret.startswith("ptr addrspace(") else None, used))
        return v

    def load(self, mem, dt, ptr, stride, rows, cols):
        return self.call(f"tload.{dt}", [f"ptr addrspace(1) {ptr}", f"i64 {stride}"],
                         rows, cols, mem=mem, dt=dt)

    def store(self, dt, ptr, stride, v, mem="vec"):
        self.call(f"tstore.{dt}", [f"ptr addrspace(1) {ptr}", f"i64 {stride}",
                                   f"{ty(mem)} {v}"], ret="void", shape=False)

    def gep(self, dt, base, elems):
        p = self.tmp()
        self.emit(f"{p} = getelementptr {IRTY[dt]}, ptr addrspace(1) {base}, i64 {elems}")
        return p

    # -- vector operations ---------------------------------------------------

    def v(self, name, dt, operands, extra=(), rows=None, cols=None):
        """A vector builtin on tiles of type dt (shape R x C by default)."""
        T = ty("vec")
        args = [f"{T} {o}" for o in operands] + list(extra)
        return self.call(f"{name}.{dt}", args, self.R if rows is None else rows,
                         self.C if cols is None else cols, dt=dt)

    def cvt(self, to, frm, a, rows=None, cols=None):
        if to == frm:
            return a
        T = ty("vec")
        return self.call(f"tcvt.{to}.{frm}", [f"{T} {a}"],
                         self.R if rows is None else rows,
                         self.C if cols is None else cols, dt=to)

    def scalar(self, name, dt):
        f, i = SCALARS[name]
        return f"i32 {scalar_bits(f if dt in FLOATS else i, dt)}"

    def window(self, a, b, dt):
        """A sub-tile of a -- a zero-copy view of whole rows, or an extracted
        window -- negated or moved, and inserted back into a copy of b."""
        r = self.r
        R, C = self.R, self.C
        h = r.randint(1, R)
        r0 = r.randrange(R - h + 1)
        # A view starts on the tile alignment (docs/tile-storage.md).
        aligned = r0 * C * BYTES[dt] % self.caps["vec"]["alignment"] == 0
        # Issue 13 (T): half the views (their own stream) are at a runtime
        # row -- the block index plus r0 -- when every row of the source
        # starts on the alignment; such a view is only read (no treshape).
        rt_view = False
        if aligned and r.random() < 0.5:
            w, c0 = C, 0
            row = self.view_row(r0, C, dt)
            rt_view = row.startswith("i32 %v")
            sub = self.v("tview", dt, [a], [row, "i32 0"], h, C)
        else:
            w = r.choice(sorted({C, 8}))
            c0 = r.choice(sorted({0, C - w}))
            sub = self.v("textract", dt, [a], self.pos(r0, c0), h, w)
        un = "tmov" if dt == "i8" else r.choice(UN)
        # Issue 13 (R): half the time the op on the window flattened to one
        # row (treshape there and back: the same bytes).
        if self.posr.random() < 0.5 and not rt_view:
            flat = self.call(f"treshape.{dt}", [f"{ty('vec')} {sub}"], 1, h * w, dt=dt)
            flat = self.v(un, dt, [flat], rows=1, cols=h * w)
            sub = self.call(f"treshape.{dt}", [f"{ty('vec')} {flat}"], h, w, dt=dt)
        else:
            sub = self.v(un, dt, [sub], rows=h, cols=w)
        r1 = r.randrange(R - h + 1)
        c1 = r.choice(sorted({0, C - w}))
        return self.v("tinsert", dt, [b, sub], self.pos(r1, c1))

    def view_row(self, row, cols, dt, mem="vec"):
        """Issue 13 (T): a view's row, half the time (a stream of its own) a
        register -- the block index plus the constant -- when every row of
        a source `cols` wide starts on the memory's tile alignment."""
        if (cols * BYTES[dt] % self.caps[mem]["alignment"] == 0
                and self.tvr.random() < 0.5):
            return self.pos(row, 0, force=True)[0]
        return f"i32 {row}"

    def pos(self, row, col, force=False):
        """Issue 13 (R): a sub-tile position, as constants or (half the
        time, always with force) as registers: the block index (0 on one
        core) plus the constant, which no pass folds (the register forms of
        textract and tinsert, and of tview)."""
        if not force and self.posr.random() < 0.5:
            return [f"i32 {row}", f"i32 {col}"]
        out = []
        for c in (row, col):
            b, p = self.tmp(), self.tmp()
            self.decls.setdefault("get_block_idx", "declare i32 @pto.get_block_idx()")
            self.emit(f"{b} = call i32 @pto.get_block_idx()")
            self.emit(f"{p} = add i32 {b}, {c}")
            out.append(f"i32 {p}")
        return out

    def getset(self, a, b, dt):
        """A scalar read of one element written into another tile (S pipe)."""
        r = self.r
        g = self.call(f"tgetval.{dt}", [f"{ty('vec')} {a}", f"i32 {r.randrange(self.R)}",
                                        f"i32 {r.randrange(self.C)}"],
                      ret="i32", shape=False)
        if r.random() < 0.4:
            # Through a scalar helper function (a call between tile ops).
            h = self.tmp()
            self.emit(f"{h} = call i32 @mix(i32 {g}, i32 {r.randrange(1 << 15)})")
            self.helper = True
            g = h
        return self.v("tsetval", dt, [b], [f"i32 {r.randrange(self.R)}",
                                           f"i32 {r.randrange(self.C)}", f"i32 {g}"])

    def fill(self, dt):
        val = self.r.choice([0.25, -1.5, 2.0]) if dt in FLOATS else self.r.choice([-3, 0, 5])
        return self.call(f"tfill.{dt}", [f"i32 {scalar_bits(val, dt)}"], self.R, self.C,
                         dt=dt)

    def op(self, pool, uniform=False):
        """One random operation of the kernel's type on tiles of the pool.
        uniform: only R x C results with R x C temporaries (pressure form)."""
        r, D, R, C = self.r, self.D, self.R, self.C
        a, b = r.choice(pool), r.choice(pool)
        if D == "i8":
            # i8 tiles move, view, transpose, fill and convert; arithmetic is
            # done on a wider type and saturated back.
            k = r.random()
            if k < 0.3 or uniform:
                wide = r.choice(["i32", "f16", "f32", "bf16"])
                x = self.cvt(wide, D, a)
                if k < 0.15:
                    y = self.v(r.choice(BIN), wide, [x, self.cvt(wide, D, b)])
                else:
                    y = self.v(r.choice(UN), wide, [x])
                return self.cvt(D, wide, y)
            if k < 0.45:
                return self.v("tmov", D, [a])
            if k < 0.6:
                return self.window(a, b, D)
            if k < 0.7 and R == C:
                return self.v("ttrans", D, [a])
            if k < 0.8:
                return self.getset(a, b, D)
            if k < 0.9:
                red = self.cvt("i32", D, a)
                s = self.v(r.choice(["trowmax", "trowsum"]), "i32", [red], cols=1)
                s = self.cvt(D, "i32", s, cols=1)
                return self.v("trowexpand", D, [s])
            return self.fill(D)
        F = D in FLOATS
        k = r.random()
        if uniform:
            k = r.choice([0.1, 0.4, 0.6, 0.9])
        # Issue 14 (A): broadcasts, arithmetic, reductions.
        if not uniform and r.random() < 0.3:
            return self.op_14a(a, b)
        if k < 0.3:
            return self.v(r.choice(BIN), D, [a, b])
        if k < 0.34:
            # a / d; floats divide by |b| + 1 (no infinities), integers by b
            # itself (x / 0 = 0 in the simulator and the reference).
            if F:
                b = self.v("tadds", D, [self.v("tabs", D, [b])],
                           [f"i32 {scalar_bits(1.0, D)}"])
            return self.v("tdiv", D, [a, b])
        if k < 0.45:
            return self.v(r.choice(UN), D, [a])
        if k < 0.56:
            name = r.choice(sorted(SCALARS))
            return self.v(name, D, [a], [self.scalar(name, D)])
        if k < 0.63:
            red = self.v(r.choice(["trowsum", "trowmax"]), D, [a], cols=1)
            return self.v("trowexpand", D, [red])
        if k < 0.7:
            red = self.v(r.choice(["tcolsum", "tcolmax"]), D, [a], rows=1)
            return self.v("tcolexpand", D, [red])
        if k < 0.73 and R == C:
            return self.v("ttrans", D, [a])
        if k < 0.75:
            return self.v("tmov", D, [a])
        if k < 0.79:
            return self.window(a, b, D)
        if k < 0.82:
            return self.getset(a, b, D)
        if k < 0.85:
            return self.fill(D)
        if k < 0.89:
            # To another type and back (saturating into integers).
            other = r.choice([t for t in BYTES if t != D])
            return self.cvt(D, other, self.cvt(other, D, a))
        if not F:
            return self.v(r.choice(BIN), D, [a, b])
        if k < 0.94 or uniform:
            # Bounded exp: exp(min(a, 1)).
            return self.v("texp", D, [self.v("tmins", D, [a], [self.scalar("tmins", D)])])
        # log, sqrt, rsqrt, recip on |a| (+ 1 where 0 is outside the domain).
        name = r.choice(["tlog", "tsqrt", "trsqrt", "trecip"])
        x = self.v("tabs", D, [a])
        if name != "tsqrt":
            x = self.v("tadds", D, [x], [f"i32 {scalar_bits(1.0, D)}"])
        return self.v(name, D, [x])

    # Issue 14 (A): broadcasts, arithmetic, reductions.
    def bounded(self, x, lo, hi, **shape):
        """x clamped to [lo, hi] (tmaxs, tmins)."""
        D = self.D
        x = self.v("tmaxs", D, [x], [f"i32 {scalar_bits(lo, D)}"], **shape)
        return self.v("tmins", D, [x], [f"i32 {scalar_bits(hi, D)}"], **shape)

    def positive(self, x, **shape):
        """|x| + 1 for floats (a divisor or power base without zeros)."""
        D = self.D
        return self.v("tadds", D, [self.v("tabs", D, [x], **shape)],
                      [f"i32 {scalar_bits(1.0, D)}"], **shape)

    def op_14a(self, a, b):
        """One of the issue 14 (A) builtins on tiles of the kernel's type (f16,
        bf16, f32 or i32), with operands that keep floats finite."""
        r, D, R, C = self.r, self.D, self.R, self.C
        F = D in FLOATS
        k = r.random()
        if k < 0.45:
            # a (RxC) op b: b a row (Rx1) or column (1xC) reduction of a pool
            # tile; expdif of a against its own max (softmax, <= 1).
            axis = r.choice(["row", "col"])
            shape = {"cols": 1} if axis == "row" else {"rows": 1}
            ops = EXPAND_OPS + ["div"] + (["expdif"] if F else [])
            op = r.choice(ops)
            if op == "expdif":
                x = self.v(f"t{axis}max", D, [a], **shape)
            else:
                red = r.choice(["max", "min"])
                x = self.v(f"t{axis}{red}", D, [b], **shape)
                if op == "div" and F:
                    x = self.positive(x, **shape)
            return self.v(f"t{axis}expand{op}", D, [a, x])
        if k < 0.6:
            axis = r.choice(["row", "col"])
            name = r.choice(REDUCE_14A[axis])
            x = a
            if name.endswith("prod") and F:
                x = self.bounded(a, -1.0, 1.0)  # |product| <= 1
            shape = {"cols": 1} if axis == "row" else {"rows": 1}
            red = self.v(name, D, [x], **shape)
            return self.v(f"t{axis}expand", D, [red])
        if k < 0.72:
            name = r.choice(sorted(SCALARS_14A))
            f, i = SCALARS_14A[name]
            return self.v(name, D, [a], [f"i32 {scalar_bits(f if F else i, D)}"])
        if k < 0.8:
            # s / x: floats divide by |b| + 1, integers by b (x / 0 = 0).
            x = self.positive(b) if F else b
            s = scalar_bits(1.5 if F else -7, D)
            T = ty("vec")
            return self.call(f"tdivs.rev.{D}", [f"i32 {s}", f"{T} {x}"], R, C, dt=D)
        if k < 0.9:
            # Powers: floats of |a| + 1 with exponents in [-2, 2]; integers
            # with exponents in [-1, 3] (negative ones truncate to 0 / +-1).
            if F:
                base = self.positive(a)
                if r.random() < 0.5:
                    return self.v("tpow", D, [base, self.bounded(b, -2.0, 2.0)])
                e = r.choice([2.0, 0.5, -1.0])
                return self.v("tpows", D, [base], [f"i32 {scalar_bits(e, D)}"])
            if r.random() < 0.5:
                return self.v("tpow", D, [a, self.bounded(b, -1, 3)])
            e = r.choice([2, 3, -1, 0])
            return self.v("tpows", D, [a], [f"i32 {e}"])
        if not F:
            op = r.choice(EXPAND_OPS)
            return self.v(f"trowexpand{op}", D, [a, self.v("trowmin", D, [b], cols=1)])
        k = r.random()
        if k < 0.35:
            return self.v("tlrelu", D, [a], [f"i32 {scalar_bits(0.125, D)}"])
        if k < 0.7:
            return self.v("tprelu", D, [a, b])
        # y + 0.5 * x: the result takes y's storage (OutputReusesInput).
        return self.v("taxpy", D, [a, b], [f"i32 {scalar_bits(0.5, D)}"])

    # -- kernel patterns (--pattern, --mix) ----------------------------------
    #
    # Shapes real kernels use, each a self-contained segment with its own GM
    # buffers and trip counts (kernel arguments), drawn from a random stream
    # of its own (self.pr), so the rest of a kernel does not change with the
    # mix. Cube paths over a GM buffer keep i32 accumulators and read the
    # same bytes back as i8 (an R x N i32 window is an R x 4N i8 one):
    # acc -> GM -> mat round trips need no conversion, and integers wrap
    # where floats would overflow into NaNs.

    def count(self, name, lo, hi):
        """A trip count: an i64 kernel argument of value lo..hi."""
        self.params.append((name, None, self.pr.randint(lo, hi), 0, False))
        return f"%{name}"

    def buf(self, name, dt, rows, cols, seeded=True, noalias=True):
        self.param(name, dt, rows, cols, seeded)
        if not noalias:
            self.may_alias.add(name)
        return f"%{name}"

    def alias(self, name, target, offset):
        """A kernel argument `offset` bytes into buffer `target` (pto-sim
        --arg=alias:N:+OFFSET); neither is noalias."""
        idx = [p[0] for p in self.params].index(target)
        self.params.append((name, "alias", idx, offset, False))
        self.may_alias.update({name, target})
        return f"%{name}"

    def label(self, name):
        self.lines.append(f"{name}:")

    def rows_at(self, dt, base, iv, step, off, cols):
        """&base[iv * step + off rows of `cols` elements]; iv may be None."""
        if iv is None:
            return self.gep(dt, base, off * cols) if off else base
        e = self.tmp()
        self.emit(f"{e} = mul i64 {iv}, {step * cols}")
        if off:
            e2 = self.tmp()
            self.emit(f"{e2} = add i64 {e}, {off * cols}")
            e = e2
        return self.gep(dt, base, e)

    def counted_loop(self, p, cnt, body, carries=(), exit_first=False):
        """for (i = 0; i < cnt; ++i) with cnt >= 1 (a do-while): header
        `<p>loop`, latch `<p>latch`, exit `<p>exit`. carries: (IR type,
        initial value); body(iv, phis) may emit blocks and returns the next
        values. Returns the values after the loop; the header's PHIs are in
        self.last_phis. exit_first: the latch's branch names the exit
        first."""
        pre = self.current_block()
        self.emit(f"br label %{p}loop")
        self.label(f"{p}loop")
        self.emit(f"%{p}i = phi i64 [0, %{pre}], [%{p}inext, %{p}latch]")
        phis = [self.tmp() for _ in carries]
        at = len(self.lines)
        self.lines += [None] * len(carries)
        nexts = body(f"%{p}i", phis) or []
        self.emit(f"br label %{p}latch")
        self.label(f"{p}latch")
        for k, ((t, init), phi, nx) in enumerate(zip(carries, phis, nexts)):
            self.lines[at + k] = f"  {phi} = phi {t} [{init}, %{pre}], [{nx}, %{p}latch]"
        self.emit(f"%{p}inext = add i64 %{p}i, 1")
        self.emit(f"%{p}more = icmp slt i64 %{p}inext, {cnt}")
        if exit_first:
            self.emit(f"%{p}last = xor i1 %{p}more, true")
            self.emit(f"br i1 %{p}last, label %{p}exit, label %{p}loop")
        else:
            self.emit(f"br i1 %{p}more, label %{p}loop, label %{p}exit")
        self.label(f"{p}exit")
        self.last_phis = phis
        return list(nexts)

    def iv_bits(self, iv, dt):
        """i32 element bits of a value that changes with the induction
        variable: i itself for integers, 1.0 + i (i < 4) for floats."""
        t = self.tmp()
        self.emit(f"{t} = trunc i64 {iv} to i32")
        if dt not in FLOATS:
            return f"i32 {t}"
        cur = f"{scalar_bits(4.0, dt)}"
        for k in (2, 1, 0):
            c, s = self.tmp(), self.tmp()
            self.emit(f"{c} = icmp eq i32 {t}, {k}")
            self.emit(f"{s} = select i1 {c}, i32 {scalar_bits(1.0 + k, dt)}, i32 {cur}")
            cur = s
        return f"i32 {cur}"

    def cube_right(self, tag, N):
        """The right operand (4N x N i8) of the integer cube paths."""
        w = self.buf(f"{tag}w", "i8", 4 * N, N)
        m = self.load("mat", "i8", w, N, 4 * N, N)
        return self.call("tmov.i8", [f"{ty('mat')} {m}"], 4 * N, N, mem="right", dt="i8")

    def cube_left(self, mat, R, N):
        return self.call("tmov.i8", [f"{ty('mat')} {mat}"], R, 4 * N, mem="left", dt="i8")

    def cube_mm(self, la, rb, R, N, acc=None):
        """la (R x 4N i8) x rb -> R x N i32, onto acc when given."""
        if acc is None:
            return self.call("tmatmul.i32.i8", [f"{ty('left')} {la}", f"{ty('right')} {rb}"],
                             R, N, mem="acc", dt="i32")
        return self.call("tmatmul.acc.i32.i8",
                         [f"{ty('acc')} {acc}", f"{ty('left')} {la}", f"{ty('right')} {rb}"],
                         R, N, mem="acc", dt="i32")

    def store_from(self, mem, dt, ptr, stride, v, R, C):
        """tstore of v from vec (MTE3) or acc (FIX); "mat": acc -> mat (FIX),
        then mat -> GM (MTE3)."""
        if mem == "mat":
            v = self.call("tmov.i32", [f"{ty('acc')} {v}"], R, C, mem="mat", dt="i32")
        self.store(dt, ptr, stride, v, mem=mem)

    def pat_gm_carry(self, tag):
        """(a) A GM buffer written in iteration i and read back in i+1 or
        i+2 (RAW), or read in iteration i and overwritten in i+1 (WAR),
        through induction-variable addresses: windows of R rows moving h
        rows per iteration, disjoint (h = R) or overlapping (h < R, so the
        load and the store of one iteration overlap too). The stored tile
        leaves vec (MTE3), mat (MTE3) or acc (FIX, after a matmul); the
        loaded one goes to vec or mat (MTE2). Where it can, the RAW form
        computes the stored tile from the loaded one (a chain through the
        buffer); otherwise, and in the WAR forms, the stored tile does not
        depend on the loop's loads (a carried accumulator, or a tile-scalar
        op of i). A loaded vec tile is also folded into a carried vec
        accumulator (stored after the loop), so it stays live past the
        tiles computed from it: nothing is planned in its place, and no
        on-chip hazard on its slot orders the GM hazard."""
        r = self.pr
        src, dst = r.choice([("acc", "mat"), ("acc", "mat"), ("acc", "vec"),
                             ("vec", "mat"), ("vec", "vec"), ("mat", "mat"),
                             ("mat", "vec")])
        rel = r.choice(["raw1", "raw1", "raw2", "war1", "war1", "overlap",
                        "overlap-war"])
        raw = rel in ("raw1", "raw2", "overlap")
        cube = src != "vec" or dst != "vec"
        R = r.choice([2, 4, 8, 16] if not rel.startswith("overlap") else [4, 8, 16])
        if cube:
            dt, C = "i32", r.choice([8, 16])
        else:
            dt, C = r.choice(["f32", "f16", "bf16", "i32"]), r.choice([8, 16, 32])
        h = r.choice([R // 2, R // 4]) if rel.startswith("overlap") else R
        lo, so = {"raw1": (0, h), "raw2": (0, 2 * h), "war1": (h, 0),
                  "overlap": (0, h), "overlap-war": (h, 0)}[rel]
        chain = raw and dst == "mat" or raw and src == dst == "vec"
        cnt = self.count(f"{tag}n", 2, 3)
        g = self.buf(f"{tag}g", dt, 3 * h + 2 * h + R, C)
        out = self.buf(f"{tag}o", dt, 4 * R, C, seeded=False)
        rb = self.cube_right(tag, C) if cube else None
        carries, keys = [], []
        if not chain and src == "vec":
            c0 = self.load("vec", dt, self.buf(f"{tag}c", dt, R, C), C, R, C)
        if not chain and src != "vec":
            am = self.load("mat", "i8", self.buf(f"{tag}a", "i8", R, 4 * C), 4 * C, R, 4 * C)
            la0 = self.cube_left(am, R, C)
            carries.append((ty("acc"), self.cube_mm(la0, rb, R, C)))
            keys.append("acc")
        if dst == "vec":
            z = self.load("vec", dt, self.buf(f"{tag}z", dt, R, C), C, R, C)
            carries.append((ty("vec"), z))
            keys.append("vec")

        def body(iv, phis):
            phi = dict(zip(keys, phis))
            lp = self.rows_at(dt, g, iv, h, lo, C)
            sp = self.rows_at(dt, g, iv, h, so, C)
            op_ = self.rows_at(dt, out, iv, R, R, C)
            nexts = {}

            def load_part():
                if dst == "vec":
                    t = self.load("vec", dt, lp, C, R, C)
                    u = self.v(r.choice(["tadd", "tmax"]), dt, [t, t], rows=R, cols=C) \
                        if chain else None
                    return t, u
                m = self.load("mat", "i8", lp, 4 * C, R, 4 * C)
                acc = self.cube_mm(self.cube_left(m, R, C), rb, R, C)
                if not chain:
                    self.store("i32", op_, C, acc, mem="acc")
                    return None, None
                if src == "vec":
                    v = self.call("tmov.i32", [f"{ty('acc')} {acc}"], R, C, dt="i32")
                    return None, self.v("tadds", "i32", [v], ["i32 3"], rows=R, cols=C)
                return None, acc

            def store_part(v):
                if v is None and src == "vec":
                    v = self.v("tadds", dt, [c0], [self.iv_bits(iv, dt)], rows=R, cols=C)
                elif v is None:
                    v = self.cube_mm(la0, rb, R, C, acc=phi["acc"])
                    nexts["acc"] = v
                self.store_from(src, dt, sp, C, v, R, C)

            if chain:
                t, u = load_part()
                store_part(u)
            elif r.random() < 0.5:
                store_part(None)
                t, _ = load_part()
            else:
                t, _ = load_part()
                store_part(None)
            if dst == "vec":
                # After the store: t outlives the tiles computed from it.
                nexts["vec"] = self.v(r.choice(["tadd", "tmax"]), dt, [phi["vec"], t],
                                      rows=R, cols=C)
            return [nexts[k] for k in keys]

        after = self.counted_loop(tag, cnt, body, carries)
        if dst == "vec":
            self.store(dt, out, C, after[keys.index("vec")])
        return f"{src}->{dst} {rel}"

    def pat_scalar_mix(self, tag):
        """(b) Scalar i32 loads and stores through the induction variable
        mixed with tile loads and stores of the same buffer: iteration i
        tloads block i+1 (MTE2) and scalar-stores into block i, which
        iteration i-1 tloaded (WAR, MTE2 -> S); it scalar-loads an element of
        block i, which iteration i-1 tstored (RAW, MTE3 -> S), and tstores
        block i+1 (or, in the WAR-only form, another buffer, so that no
        access of x orders the WAR)."""
        r = self.pr
        R, C = r.choice([1, 2, 4, 8]), r.choice([8, 16, 32])
        cnt = self.count(f"{tag}n", 2, 3)
        x = self.buf(f"{tag}x", "i32", 5 * R, C)
        so = self.buf(f"{tag}s", "i32", 4, 8, seeded=False)
        blk = R * C
        kinds = r.choice([("war", "raw"), ("war",), ("raw",), ("war", "raw")])
        if kinds == ("war",):
            uo = self.buf(f"{tag}u", "i32", 3 * R, C, seeded=False)

        def body(iv, phis):
            base = self.tmp()
            self.emit(f"{base} = mul i64 {iv}, {blk}")
            # A scalar load of block i (element j): tstored by iteration i-1.
            j = r.randrange(blk)
            e = self.tmp()
            self.emit(f"{e} = add i64 {base}, {j}")
            p = self.gep("i32", x, e)
            s = self.tmp()
            self.emit(f"{s} = load i32, ptr addrspace(1) {p}")
            sp = self.gep("i32", so, iv)
            self.emit(f"store i32 {s}, ptr addrspace(1) {sp}")
            nb = self.tmp()
            self.emit(f"{nb} = add i64 {base}, {blk}")
            t = self.load("vec", "i32", self.gep("i32", x, nb), C, R, C)
            if "war" in kinds:
                # Scalar stores into block i (tloaded by iteration i-1).
                for _ in range(r.randint(1, 2)):
                    e2 = self.tmp()
                    self.emit(f"{e2} = add i64 {base}, {r.randrange(blk)}")
                    p2 = self.gep("i32", x, e2)
                    v2 = self.tmp()
                    self.emit(f"{v2} = xor i32 {s}, {r.randrange(1, 1000)}")
                    self.emit(f"store i32 {v2}, ptr addrspace(1) {p2}")
            u = self.v("tadds", "i32", [t], [f"i32 {s}"], rows=R, cols=C)
            if "raw" in kinds:
                # Block i+1 rewritten: scalar-loaded by the next iteration.
                self.store("i32", self.gep("i32", x, nb), C, u)
            else:
                # Into another buffer: nothing on x orders the WAR.
                self.store("i32", self.gep("i32", uo, base), C, u)
            return []

        self.counted_loop(tag, cnt, body)
        return "+".join(kinds)

    def pat_alias_args(self, tag):
        """(c) Two kernel arguments pointing into one buffer, neither
        noalias (pto-sim --arg=alias:N:+OFFSET): x and xa = x + k rows (k = 0,
        half a block, or one or two blocks). A few tile loads and stores (vec,
        and for i32 a mat load into a matmul stored from acc) and, for i32,
        scalar loads and stores, each through x or xa, at block positions
        1-2 (+ i in a loop) so that the two pointers' windows meet. The loop
        form (GM hazards between iterations) only with gm-carry in the mix
        or under --pattern."""
        r = self.pr
        dt = r.choice(["i32", "i32", "f32", "f16"])
        R, C = r.choice([2, 4, 8]), r.choice([8, 16])
        blk = R * C
        k = r.choice([0, R // 2 or 1, R, 2 * R])
        x = self.buf(f"{tag}x", dt, 7 * R, C, noalias=False)
        xa = self.alias(f"{tag}xa", f"{tag}x", k * C * BYTES[dt])
        out = self.buf(f"{tag}o", dt, 6 * R, C, seeded=False)
        rb = self.cube_right(tag, C) if dt == "i32" and r.random() < 0.5 else None
        loop = r.random() < 0.6 and self.cross_iter
        nops = r.randint(3, 6)
        kinds = ["tload", "tstore", "tload", "tstore"]
        if dt == "i32":
            kinds += ["sload", "sstore"]
        if rb:
            kinds += ["mload", "mload"]

        def where(iv, pos):
            """(pointer, row offset) of block position pos through x or xa."""
            if pos * R >= k and r.random() < 0.6:
                return xa, pos * R - k
            return x, pos * R

        def body(iv, phis):
            cur = None
            for step in range(nops):
                # A tile access first, then any.
                kind = r.choice(kinds) if step else r.choice(
                    ["tload", "mload"] if rb else ["tload"])
                if kind == "tstore" and cur is None:
                    kind = "tload"  # nothing on vec to store yet
                base, row = where(iv, r.choice([1, 2]))
                p = self.rows_at(dt, base, iv, R, row, C)
                if kind == "tload":
                    t = self.load("vec", dt, p, C, R, C)
                    cur = self.v(r.choice(["tadd", "tmax"]), dt, [t, cur or t], rows=R, cols=C)
                elif kind == "mload":
                    m = self.load("mat", "i8", p, 4 * C, R, 4 * C)
                    acc = self.cube_mm(self.cube_left(m, R, C), rb, R, C)
                    base2, row2 = where(iv, r.choice([1, 2]))
                    self.store("i32", self.rows_at(dt, base2, iv, R, row2, C), C, acc,
                               mem="acc")
                elif kind == "tstore":
                    self.store(dt, p, C, cur)
                elif kind == "sload":
                    e = self.tmp()
                    self.emit(f"{e} = getelementptr i32, ptr addrspace(1) {p}, i64 "
                              f"{r.randrange(blk)}")
                    s = self.tmp()
                    self.emit(f"{s} = load i32, ptr addrspace(1) {e}")
                    if cur is not None:
                        cur = self.v("tadds", dt, [cur], [f"i32 {s}"], rows=R, cols=C)
                    else:  # (after an mload) into out's last block
                        o = self.gep(dt, out, 5 * R * C)
                        self.emit(f"store i32 {s}, ptr addrspace(1) {o}")
                else:  # sstore
                    e = self.tmp()
                    self.emit(f"{e} = getelementptr i32, ptr addrspace(1) {p}, i64 "
                              f"{r.randrange(blk)}")
                    self.emit(f"store i32 {r.randrange(-50, 50)}, ptr addrspace(1) {e}")
            if cur is not None:
                self.store(dt, self.rows_at(dt, out, iv, R, 0, C), C, cur)
            return []

        if loop:
            self.counted_loop(tag, self.count(f"{tag}n", 1, 3), body)
        else:
            body(None, [])
        return f"k={k}{' loop' if loop else ''}"

    def pat_views(self, tag):
        """(d) Partial views (pto.tview: top, middle and bottom rows) consumed
        by every consumer kind: tstore, row and column reductions, a row
        expand of a view of a reduction, elementwise ops, textract, a view
        of a mat tile as a matmul operand, a view of an acc tile stored from
        acc; and disjoint views of one tile rewritten in place and stored
        concurrently."""
        r = self.pr
        dt = r.choice(["f32", "f16", "bf16", "i32"])
        R, C = r.choice([4, 8, 16]), r.choice([8, 16, 32])
        unit = max(1, 32 // (C * BYTES[dt]))  # rows per vec alignment
        x = self.buf(f"{tag}x", dt, R, C)
        t = self.load("vec", dt, x, C, R, C)
        outs = [0]

        def out(rows, cols, dtype=dt):
            outs[0] += 1
            return self.buf(f"{tag}o{outs[0]}", dtype, rows, cols, seeded=False)

        def pick(rows, unit):
            """A view (row, height) of `rows` rows: top, middle or bottom."""
            starts = [s for s in range(0, rows, unit)]
            where = r.choice(["top", "middle", "bottom"])
            if where == "top" or len(starts) == 1:
                return 0, r.randint(1, rows - 1 if rows > 1 else 1)
            if where == "middle" and len(starts) > 2:
                s = r.choice(starts[1:-1])
                return s, r.randint(1, rows - s - 1)
            s = r.choice(starts[1:])
            return s, rows - s

        used = []
        for _ in range(r.randint(2, 4)):
            kind = r.choice(["store", "rowred", "colred", "expand", "elem", "extract",
                             "matmul", "accview", "inplace"])
            used.append(kind)
            r0, h = pick(R, unit)
            if kind in ("store", "rowred", "colred", "elem", "extract"):
                v = self.v("tview", dt, [t], [self.view_row(r0, C, dt), "i32 0"],
                           rows=h, cols=C)
            if kind == "store":
                self.store(dt, out(h, C), C, v)
            elif kind == "rowred":
                s = self.v(r.choice(["trowsum", "trowmax"]), dt, [v], rows=h, cols=1)
                self.store(dt, out(h, C), C, self.v("trowexpand", dt, [s], rows=h, cols=C))
            elif kind == "colred":
                s = self.v(r.choice(["tcolsum", "tcolmax"]), dt, [v], rows=1, cols=C)
                self.store(dt, out(h, C), C, self.v("tcolexpand", dt, [s], rows=h, cols=C))
            elif kind == "expand":
                s = self.v("trowmax", dt, [t], rows=R, cols=1)
                r1, h1 = pick(R, max(1, 32 // BYTES[dt]))
                sv = self.v("tview", dt, [s], [f"i32 {r1}", "i32 0"], rows=h1, cols=1)
                self.store(dt, out(h1, C), C, self.v("trowexpand", dt, [sv], rows=h1, cols=C))
            elif kind == "elem":
                y = self.load("vec", dt, self.buf(f"{tag}y{len(used)}", dt, h, C), C, h, C)
                e = self.v(r.choice(BIN), dt, [v, y], rows=h, cols=C)
                self.store(dt, out(h, C), C, e)
            elif kind == "extract":
                w = r.choice(sorted({8, C}))
                rr = r.randrange(h)
                c0 = r.choice(sorted({0, C - w}))
                e = self.v("textract", dt, [v], [f"i32 {rr}", f"i32 {c0}"],
                           rows=r.randint(1, h - rr), cols=w)
                self.store(dt, out(h, w), w, e)
            elif kind in ("matmul", "accview"):
                G, A = self.pattern_gemm_types()
                K = 32
                M = r.choice([8, 16])
                ma = self.load("mat", G, self.buf(f"{tag}a{len(used)}", G, M, K), K, M, K)
                mb = self.load("mat", G, self.buf(f"{tag}b{len(used)}", G, K, 16), 16, K, 16)
                rb = self.call(f"tmov.{G}", [f"{ty('mat')} {mb}"], K, 16, mem="right", dt=G)
                if kind == "matmul":
                    # A view of the mat tile as the left operand's source.
                    m0, mh = pick(M, max(1, 32 // (K * BYTES[G])))
                    mv = self.call(f"tview.{G}", [f"{ty('mat')} {ma}",
                                                  self.view_row(m0, K, G, "mat"), "i32 0"],
                                   mh, K, mem="mat", dt=G)
                    la = self.call(f"tmov.{G}", [f"{ty('mat')} {mv}"], mh, K, mem="left", dt=G)
                    acc = self.call(f"tmatmul.{A}.{G}", [f"{ty('left')} {la}",
                                                        f"{ty('right')} {rb}"],
                                    mh, 16, mem="acc", dt=A)
                    self.store(A, out(mh, 16, A), 16, acc, mem="acc")
                else:
                    la = self.call(f"tmov.{G}", [f"{ty('mat')} {ma}"], M, K, mem="left", dt=G)
                    acc = self.call(f"tmatmul.{A}.{G}", [f"{ty('left')} {la}",
                                                        f"{ty('right')} {rb}"],
                                    M, 16, mem="acc", dt=A)
                    a0, ah = pick(M, max(1, 512 // (16 * BYTES[A])))
                    av = self.call(f"tview.{A}", [f"{ty('acc')} {acc}", f"i32 {a0}", "i32 0"],
                                   ah, 16, mem="acc", dt=A)
                    self.store(A, out(ah, 16, A), 16, av, mem="acc")
            else:  # inplace: disjoint views of a fresh copy, each rewritten
                c = self.v("tmuls", dt, [t], [self.scalar("tmuls", dt)], rows=R, cols=C)
                starts = list(range(unit, R, unit))
                if not starts:
                    continue
                h1 = r.choice(starts)
                o = out(R, C)
                v1 = self.v("tview", dt, [c], ["i32 0", "i32 0"], rows=h1, cols=C)
                v2 = self.v("tview", dt, [c], [f"i32 {h1}", "i32 0"], rows=R - h1, cols=C)
                u1 = self.v(r.choice(UN), dt, [v1], rows=h1, cols=C)
                u2 = self.v(r.choice(UN), dt, [v2], rows=R - h1, cols=C)
                self.store(dt, o, C, u1)
                self.store(dt, self.gep(dt, o, h1 * C), C, u2)
        return "+".join(sorted(set(used)))

    def pat_peeled_acc(self, tag):
        """(e) A peeled accumulator in nested loops: for each of nb output
        blocks (the outer loop) a K loop of kb >= 1 steps whose first step
        is a tmatmul and the later ones tmatmul.acc. Either as clang -O1
        leaves `acc = k == 0 ? matmul : matmul_acc(acc)` (a branch inside
        the K loop, the inner carry starting from the outer carry, which
        starts undef, and an LCSSA join after the guarded K loop), or with
        the first step before the K loop."""
        r = self.pr
        G, A = self.pattern_gemm_types()
        M, K, N = r.choice([8, 16]), r.choice([16, 32]), r.choice([16, 32])
        nb = self.count(f"{tag}nb", 1, 3)
        kb = self.count(f"{tag}kb", 1, 3)
        ga = self.buf(f"{tag}a", G, M, 3 * K)
        gb = self.buf(f"{tag}b", G, 3 * K, 3 * N)
        out = self.buf(f"{tag}o", A, M, 3 * N, seeded=False)
        form = r.choice(["branch", "branch", "preloop"])
        AT = ty("acc")

        def step(j, kk, acc):
            pa = self.gep(G, ga, self.mul(kk, K))
            e = self.tmp()
            self.emit(f"{e} = mul i64 {kk}, {K * 3 * N}")
            e2 = self.tmp()
            self.emit(f"{e2} = add i64 {e}, {self.mul(j, N)}")
            pb = self.gep(G, gb, e2)
            ma = self.load("mat", G, pa, 3 * K, M, K)
            mb = self.load("mat", G, pb, 3 * N, K, N)
            return self.mat_product(G, A, ma, mb, M, K, N, acc)

        def outer(j, phis):
            o = phis[0] if phis else None
            ob = self.current_block()
            first = None
            if form == "preloop":
                first = step(j, "0", None)
                start = "1"
            else:
                start = "0"
            p = f"{tag}k"
            self.emit(f"%{p}go = icmp slt i64 {start}, {kb}")
            self.emit(f"br i1 %{p}go, label %{p}loop, label %{p}after")
            self.label(f"{p}loop")
            self.emit(f"%{p}i = phi i64 [{start}, %{ob}], [%{p}inext, %{p}latch]")
            c = self.tmp()
            init = first or o
            self.emit(f"{c} = phi {AT} [{init}, %{ob}], [%{p}next, %{p}latch]")
            if form == "preloop":
                nxt = step(j, f"%{p}i", c)
                self.emit(f"br label %{p}latch")
                self.label(f"{p}latch")
                self.emit(f"%{p}next = phi {AT} [{nxt}, %{p}loop]")
            else:
                self.emit(f"%{p}first = icmp eq i64 %{p}i, 0")
                self.emit(f"br i1 %{p}first, label %{p}peel, label %{p}rest")
                self.label(f"{p}peel")
                m0 = step(j, f"%{p}i", None)
                self.emit(f"br label %{p}latch")
                self.label(f"{p}rest")
                m1 = step(j, f"%{p}i", c)
                self.emit(f"br label %{p}latch")
                self.label(f"{p}latch")
                self.emit(f"%{p}next = phi {AT} [{m0}, %{p}peel], [{m1}, %{p}rest]")
            self.emit(f"%{p}inext = add i64 %{p}i, 1")
            self.emit(f"%{p}more = icmp slt i64 %{p}inext, {kb}")
            self.emit(f"br i1 %{p}more, label %{p}loop, label %{p}after")
            self.label(f"{p}after")
            lc = self.tmp()
            self.emit(f"{lc} = phi {AT} [{init}, %{ob}], [%{p}next, %{p}latch]")
            po = self.gep(A, out, self.mul(j, N))
            if r.random() < 0.5:
                self.store(A, po, 3 * N, lc, mem="acc")
            else:
                v = self.call(f"tmov.{A}", [f"{AT} {lc}"], M, N, dt=A)
                self.store(A, po, 3 * N, v)
            return [lc] if form == "branch" else []

        carries = [(AT, "undef")] if form == "branch" else []
        self.counted_loop(tag, nb, outer, carries)
        return form

    # Issue 23 (ACC): accumulate-or-initialize.
    # Issue 13 (F): float scalar arguments.
    def pat_float_scalar(self, tag):
        """A float kernel argument (a value on a 1/256 grid) put through 1-4
        scalar FP steps (fadd/fsub/fmul/fdiv by constants, sqrt of its
        magnitude, minnum/maxnum, a compare and select, an i64 -> float
        conversion of a trip count, a round trip through half), then used as
        the scalar of a tile-scalar builtin on an f32 tile -- passed as a
        float operand or as its bits -- or, truncated to half, on an f16
        tile. Its own random stream (OWN_STREAM)."""
        r = random.Random(self.seed * 31 + OWN_STREAM["float-scalar"] + 1 +
                          len(self.patterns))
        R, C = r.choice([4, 8, 16]), r.choice([16, 32])
        val = r.choice([0.5, -1.25, 3.0, 0.0078125, -0.375, 2.5, 100.0, -0.0])
        name = f"{tag}f"
        self.params.append((name, "f32scalar", val, 0, False))
        s = f"%{name}"

        def fop(op, a, b):
            v = self.tmp()
            self.emit(f"{v} = {op} float {a}, {b}")
            return v

        def intr(n, *args):
            v = self.tmp()
            ops = ", ".join(f"float {a}" for a in args)
            self.decls.setdefault(f"llvm.{n}.f32",
                                  f"declare float @llvm.{n}.f32("
                                  + ", ".join(["float"] * len(args)) + ")")
            self.emit(f"{v} = call float @llvm.{n}.f32({ops})")
            return v

        for _ in range(r.randint(1, 4)):
            k = r.choice(["add", "sub", "mul", "div", "sqrt", "min", "max",
                          "cmpsel", "conv", "half"])
            c = r.choice(["0.5", "1.5", "-2.0", "3.0", "0.25"])
            if k in ("add", "sub", "mul", "div"):
                s = fop("f" + k, s, c) if r.random() < 0.7 else fop("f" + k, c, s)
            elif k == "sqrt":
                s = intr("sqrt", intr("fabs", s))
            elif k in ("min", "max"):
                s = intr(k + "num", s, c)
            elif k == "cmpsel":
                cond, neg, sel = self.tmp(), self.tmp(), self.tmp()
                pred = r.choice(["olt", "oge", "ugt", "une", "ole", "one"])
                self.emit(f"{cond} = fcmp {pred} float {s}, {c}")
                self.emit(f"{neg} = fneg float {s}")
                self.emit(f"{sel} = select i1 {cond}, float {neg}, float {s}")
                s = sel
            elif k == "conv":
                n = f"%{tag}n{self.n}"  # an i64 argument 1..9 (own stream)
                self.params.append((n[1:], None, r.randint(1, 9), 0, False))
                f = self.tmp()
                self.emit(f"{f} = {r.choice(['sitofp', 'uitofp'])} i64 {n} to float")
                s = fop("fmul", s, f)
            else:
                h, e = self.tmp(), self.tmp()
                self.emit(f"{h} = fptrunc float {s} to half")
                self.emit(f"{e} = fpext half {h} to float")
                s = e
        op = r.choice(["tmuls", "tadds", "tmaxs", "tmins"])
        D = "f16" if r.random() < 0.3 else "f32"
        src = self.buf(f"{tag}x", D, R, C)
        out = self.buf(f"{tag}o", D, R, C, seeded=False)
        t = self.load("vec", D, src, C, R, C)
        if D == "f16":
            h = self.tmp()
            self.emit(f"{h} = fptrunc float {s} to half")
            arg = f"half {h}"
        else:
            arg = f"float {s}"
        decl = self.decls.get(f"{op}.{D}")
        if (decl and "i32, i32, i32" in decl) or r.random() < 0.3:
            b = self.tmp()  # the element bits, as before issue 13
            if D == "f16":
                hb, b = b, self.tmp()
                self.emit(f"{hb} = bitcast {arg} to i16")
                self.emit(f"{b} = zext i16 {hb} to i32")
            else:
                self.emit(f"{b} = bitcast {arg} to i32")
            arg = f"i32 {b}"
        self.store(D, out, C, self.v(op, D, [t], [arg], rows=R, cols=C))
        return f"{op}.{D}"

    def pat_acc_init(self, tag):
        """An accumulate-or-initialize K loop: acc = tmatmul.acc.init(acc,
        a, b, init) with the accumulator undefined before the loop. The trip
        count is an argument (1..3) or a constant (1, 2 or 3: the constant
        trip counts the semantic-alias rules read, docs/tile-storage.md);
        the init condition is `k == 0` (form "first") or a draw per step
        (form "any": every step may initialize, so the result is the sum
        from the last initializing step on; the first step always
        initializes). The accumulator after the loop is stored, directly or
        through a vec tile."""
        r = self.pr
        G, A = self.pattern_gemm_types()
        M, K, N = r.choice([8, 16]), r.choice([16, 32]), r.choice([16, 32])
        const = r.random() < 0.5
        kb = str(r.randint(1, 3)) if const else self.count(f"{tag}kb", 1, 3)
        ga = self.buf(f"{tag}a", G, M, 3 * K)
        gb = self.buf(f"{tag}b", G, 3 * K, N)
        out = self.buf(f"{tag}o", A, M, N, seeded=False)
        form = r.choice(["first", "any"])
        mask = r.randint(0, 7) | 1  # bit k: step k initializes ("any")
        AT = ty("acc")

        def body(kk, phis):
            pa = self.gep(G, ga, self.mul(kk, K))
            pb = self.gep(G, gb, self.mul(kk, K * N))
            ma = self.load("mat", G, pa, 3 * K, M, K)
            mb = self.load("mat", G, pb, N, K, N)
            la = self.call(f"tmov.{G}", [f"{ty('mat')} {ma}"], M, K, mem="left", dt=G)
            rb = self.call(f"tmov.{G}", [f"{ty('mat')} {mb}"], K, N, mem="right", dt=G)
            c = self.tmp()
            if form == "first":
                self.emit(f"{c} = icmp eq i64 {kk}, 0")
            else:
                sh = self.tmp()
                self.emit(f"{sh} = lshr i64 {mask}, {kk}")
                self.emit(f"{c} = trunc i64 {sh} to i1")
            init = self.tmp()
            self.emit(f"{init} = zext i1 {c} to i32")
            return [self.call(f"tmatmul.acc.init.{A}.{G}",
                              [f"{AT} {phis[0]}", f"{ty('left')} {la}",
                               f"{ty('right')} {rb}", f"i32 {init}"],
                              M, N, mem="acc", dt=A)]

        (acc,) = self.counted_loop(tag, kb, body, [(AT, "undef")])
        if r.random() < 0.5:
            self.store(A, out, N, acc, mem="acc")
        else:
            v = self.call(f"tmov.{A}", [f"{AT} {acc}"], M, N, dt=A)
            self.store(A, out, N, v)
        return form + ("-const" if const else "")

    # Issue 14 (14F): f32-input matmuls, fixpipe conversion stores.
    def pat_fixpipe(self, tag):
        """A matmul of every form (tmatmul, .acc, .bias, .acc.init) on any
        input pair (f32 inputs included, MATMUL_ALL), its accumulator stored
        by tstore.quant into one of the fixpipe's destination types of the
        accumulator type (FIXPIPE) with a drawn scale and relu flag; a second
        tstore.quant of the same accumulator (another pair or scale) half the
        time, and the plain acc store a third of the time. Its own random
        stream (OWN_STREAM)."""
        r = random.Random(self.seed * 31 + OWN_STREAM["fixpipe"] + 1 +
                          len(self.patterns))
        G, A = r.choice(MATMUL_ALL)
        M, K, N = r.choice([8, 16]), r.choice([16, 32]), r.choice([16, 32])
        form = r.choice(["tmatmul", "tmatmul.acc", "tmatmul.bias",
                         "tmatmul.acc.init"])
        ga = self.buf(f"{tag}a", G, M, K)
        gb = self.buf(f"{tag}b", G, K, N)
        ma = self.load("mat", G, ga, K, M, K)
        mb = self.load("mat", G, gb, N, K, N)
        la = self.call(f"tmov.{G}", [f"{ty('mat')} {ma}"], M, K, mem="left", dt=G)
        rb = self.call(f"tmov.{G}", [f"{ty('mat')} {mb}"], K, N, mem="right", dt=G)
        L, Rt, AT = f"{ty('left')} {la}", f"{ty('right')} {rb}", ty("acc")
        if form == "tmatmul.bias":
            gbias = self.buf(f"{tag}bias", A, 1, N)
            mbias = self.load("mat", A, gbias, N, 1, N)
            bias = self.call(f"tmov.{A}", [f"{ty('mat')} {mbias}"], 1, N,
                             mem="bias", dt=A)
            acc = self.call(f"tmatmul.bias.{A}.{G}", [L, Rt, f"{ty('bias')} {bias}"],
                            M, N, mem="acc", dt=A)
        else:
            acc = self.call(f"tmatmul.{A}.{G}", [L, Rt], M, N, mem="acc", dt=A)
            if form == "tmatmul.acc":
                acc = self.call(f"tmatmul.acc.{A}.{G}", [f"{AT} {acc}", L, Rt],
                                M, N, mem="acc", dt=A)
            elif form == "tmatmul.acc.init":
                # init = (count == 1): a runtime condition, either way.
                n = self.count(f"{tag}n", 1, 2)
                c = self.tmp()
                self.emit(f"{c} = icmp eq i64 {n}, 1")
                init = self.tmp()
                self.emit(f"{init} = zext i1 {c} to i32")
                acc = self.call(f"tmatmul.acc.init.{A}.{G}",
                                [f"{AT} {acc}", L, Rt, f"i32 {init}"],
                                M, N, mem="acc", dt=A)
        pairs = [p for p in FIXPIPE if p[1] == A]
        drawn = []
        for k in range(1 + (r.random() < 0.5)):
            D = r.choice(pairs)[0]
            scale = r.choice([1.0, 0.5, 0.0625, -0.25, 3.0, 0.01])
            bits = struct.unpack("<i", struct.pack("<f", scale))[0]
            relu = r.randint(0, 1)
            out = self.buf(f"{tag}q{k}", D, M, N, seeded=False)
            self.call(f"tstore.quant.{D}.{A}",
                      [f"ptr addrspace(1) {out}", f"i64 {N}", f"{AT} {acc}",
                       f"i32 {bits}", f"i32 {relu}"], ret="void", shape=False)
            drawn.append(f"{D}{'r' if relu else ''}")
        if r.random() < 1 / 3:
            self.store(A, self.buf(f"{tag}o", A, M, N, seeded=False), N, acc,
                       mem="acc")
        return f"{form}.{A}.{G}->" + "+".join(drawn)

    # -- Issue 15 (15F): mix kernels and multi-block kernels -----------------

    def block_index(self):
        """The block index (pto.get_block_idx) as an i64."""
        b = self.call("get_block_idx", [], ret="i32", shape=False)
        b64 = self.tmp()
        self.emit(f"{b64} = sext i32 {b} to i64")
        return b64

    def row_block(self, blk, T, j):
        """The row block blk * T + j (blocks of T row tiles each)."""
        t = self.mul(blk, T)
        s_ = self.tmp()
        self.emit(f"{s_} = add i64 {t}, {j}")
        return s_

    def mc_vec_op(self, r, A, x, y, M, N):
        """One elementwise op of the vector side (exact in both types)."""
        op = r.choice(["tadd", "tmax", "tsub", "tmin"])
        return self.v(op, A, [x, y], rows=M, cols=N)

    def mc_segment(self, tag, r, variant):
        """One multi-core segment over self.blocks blocks; block b works on
        row blocks b*T .. b*T+T-1 of its buffers (disjoint GM slices).
        variant: "epilogue" (a GEMM per row tile whose acc tile feeds vector
        ops: on a3 the split moves it through its workspace; sometimes also
        stored by the cube), "v2c" (vector results converted to f16/bf16
        and stored to a scratch slice that the cube loads as its left
        operand), "vec" (vector only), "cube" (cube only)."""
        B = self.blocks
        G, A = r.choice(MATMUL)
        if variant == "v2c":
            G, A = r.choice([p for p in MATMUL if p[0] in ("f16", "bf16")])
        M, K, N = r.choice([8, 16]), r.choice([16, 32]), r.choice([16, 32])
        const = r.random() < 0.5
        hi = 3
        T = str(r.randint(1, hi)) if const else self.count(f"{tag}n", 1, hi)
        blk = self.block_index()
        rows = B * hi * M
        AT = ty("acc")
        if variant in ("epilogue", "cube", "v2c"):
            gb = self.buf(f"{tag}b", G, K, N)
            mb = self.load("mat", G, gb, N, K, N)
            rb = self.call(f"tmov.{G}", [f"{ty('mat')} {mb}"], K, N, mem="right", dt=G)
        extra = None
        if variant == "epilogue":
            ga = self.buf(f"{tag}a", G, rows, K)
            out = self.buf(f"{tag}d", A, rows, N, seeded=False)
            cstore = r.random() < 0.4
            if cstore:
                gc = self.buf(f"{tag}c", A, rows, N, seeded=False)
            if r.random() < 0.5:
                extra = self.buf(f"{tag}e", A, rows, N)
        elif variant == "cube":
            ga = self.buf(f"{tag}a", G, rows, K)
            out = self.buf(f"{tag}d", A, rows, N, seeded=False)
        elif variant == "v2c":
            gx = self.buf(f"{tag}x", "f32", rows, K)
            scratch = self.buf(f"{tag}s", G, B * M, K, seeded=False)
            out = self.buf(f"{tag}d", A, rows, N, seeded=False)
        else:  # vec
            V = r.choice(["f32", "f16", "i32"])
            gx = self.buf(f"{tag}x", V, rows, N)
            gy = self.buf(f"{tag}y", V, rows, N)
            out = self.buf(f"{tag}d", V, rows, N, seeded=False)

        def body(j, phis):
            rb_ = self.row_block(blk, T, j)
            if variant in ("epilogue", "cube"):
                pa = self.gep(G, ga, self.mul(rb_, M * K))
                ma = self.load("mat", G, pa, K, M, K)
                la = self.call(f"tmov.{G}", [f"{ty('mat')} {ma}"], M, K, mem="left", dt=G)
                acc = self.call(f"tmatmul.{A}.{G}", [f"{ty('left')} {la}",
                                                     f"{ty('right')} {rb}"],
                                M, N, mem="acc", dt=A)
                po = self.gep(A, out, self.mul(rb_, M * N))
                if variant == "cube":
                    self.store(A, po, N, acc, mem="acc")
                    return []
                if cstore:
                    self.store(A, self.gep(A, gc, self.mul(rb_, M * N)), N, acc,
                               mem="acc")
                x = self.call(f"tmov.{A}", [f"{AT} {acc}"], M, N, dt=A)
                y = x
                if extra:
                    y = self.load("vec", A, self.gep(A, extra, self.mul(rb_, M * N)),
                                  N, M, N)
                self.store(A, po, N, self.mc_vec_op(r, A, x, y, M, N))
            elif variant == "v2c":
                px = self.gep("f32", gx, self.mul(rb_, M * K))
                x = self.load("vec", "f32", px, K, M, K)
                y = self.mc_vec_op(r, "f32", x, x, M, K)
                h = self.cvt(G, "f32", y, M, K)
                ps = self.gep(G, scratch, self.mul(blk, M * K))
                self.store(G, ps, K, h)
                ma = self.load("mat", G, ps, K, M, K)
                la = self.call(f"tmov.{G}", [f"{ty('mat')} {ma}"], M, K, mem="left", dt=G)
                acc = self.call(f"tmatmul.{A}.{G}", [f"{ty('left')} {la}",
                                                     f"{ty('right')} {rb}"],
                                M, N, mem="acc", dt=A)
                self.store(A, self.gep(A, out, self.mul(rb_, M * N)), N, acc, mem="acc")
            else:
                off = self.mul(rb_, M * N)
                x = self.load("vec", V, self.gep(V, gx, off), N, M, N)
                y = self.load("vec", V, self.gep(V, gy, off), N, M, N)
                self.store(V, self.gep(V, out, off), N, self.mc_vec_op(r, V, x, y, M, N))
            return []

        self.counted_loop(tag, T, body)
        return variant + ("-const" if const else "")

    def mc_sections(self, tag, r):
        """A hand-off between explicit sections (get_core_type) with
        cross-core flags, per block: the cube section computes a product
        per row tile into the block's workspace slice (waiting for flag W:
        the slice is free), sets flag F on FIX; the vector section waits
        for F; AIV0 (or a core with every pipe) loads the slice, sets W on
        MTE2 and stores an op of it, AIV1 only sets W (the AIC waits for
        one from each AIV). The AIVs set W once before the loop, the AIC
        waits once after it (examples/gemm-softmax-mix.c's protocol)."""
        B, k = self.blocks, len(self.patterns)
        F, W = 2 * k + 1, 2 * k + 2
        P = self.pipes
        G, A = r.choice(MATMUL)
        M, K, N = r.choice([8, 16]), r.choice([16, 32]), r.choice([16, 32])
        T = r.randint(1, 3)
        ga = self.buf(f"{tag}a", G, B * T * M, K)
        gb = self.buf(f"{tag}b", G, K, N)
        w = self.buf(f"{tag}w", A, B * M, N, seeded=False)
        out = self.buf(f"{tag}d", A, B * T * M, N, seeded=False)
        blk = self.block_index()
        t = self.call("get_core_type", [], ret="i32", shape=False)
        sub = self.call("get_subblockid", [], ret="i32", shape=False)
        conds = {}
        for name, bit in (("c", 1), ("v", 2)):
            a_ = self.tmp()
            self.emit(f"{a_} = and i32 {t}, {bit}")
            conds[name] = self.tmp()
            self.emit(f"{conds[name]} = icmp ne i32 {a_}, 0")
        s0 = self.tmp()
        self.emit(f"{s0} = icmp eq i32 {sub}, 0")

        def xset(pipe, flag):
            self.call("set_cross_flag", [f"i32 {P[pipe]}", f"i32 {flag}"],
                      ret="void", shape=False)

        def xwait(flag):
            self.call("wait_cross_flag", [f"i32 {flag}"], ret="void", shape=False)

        p = tag
        self.emit(f"br i1 {conds['v']}, label %{p}prev, label %{p}prej")
        self.label(f"{p}prev")
        xset("S", W)
        self.emit(f"br label %{p}prej")
        self.label(f"{p}prej")

        def body(j, phis):
            self.emit(f"br i1 {conds['c']}, label %{p}cube, label %{p}cj")
            self.label(f"{p}cube")
            rb_ = self.row_block(blk, T, j)
            ma = self.load("mat", G, self.gep(G, ga, self.mul(rb_, M * K)), K, M, K)
            mb = self.load("mat", G, gb, N, K, N)
            la = self.call(f"tmov.{G}", [f"{ty('mat')} {ma}"], M, K, mem="left", dt=G)
            rt = self.call(f"tmov.{G}", [f"{ty('mat')} {mb}"], K, N, mem="right", dt=G)
            acc = self.call(f"tmatmul.{A}.{G}", [f"{ty('left')} {la}",
                                                 f"{ty('right')} {rt}"],
                            M, N, mem="acc", dt=A)
            xwait(W)
            pw = self.gep(A, w, self.mul(blk, M * N))
            self.store(A, pw, N, acc, mem="acc")
            xset("FIX", F)
            self.emit(f"br label %{p}cj")
            self.label(f"{p}cj")
            self.emit(f"br i1 {conds['v']}, label %{p}vsec, label %{p}done")
            self.label(f"{p}vsec")
            xwait(F)
            self.emit(f"br i1 {s0}, label %{p}work, label %{p}other")
            self.label(f"{p}work")
            rv = self.row_block(blk, T, j)
            x = self.load("vec", A, self.gep(A, w, self.mul(blk, M * N)), N, M, N)
            xset("MTE2", W)
            self.store(A, self.gep(A, out, self.mul(rv, M * N)), N,
                       self.mc_vec_op(r, A, x, x, M, N))
            self.emit(f"br label %{p}done")
            self.label(f"{p}other")
            xset("S", W)
            self.emit(f"br label %{p}done")
            self.label(f"{p}done")
            return []

        self.counted_loop(p, str(T), body)
        self.emit(f"br i1 {conds['c']}, label %{p}postc, label %{p}postj")
        self.label(f"{p}postc")
        xwait(W)
        self.emit(f"br label %{p}postj")
        self.label(f"{p}postj")
        return f"sections-{T}"

    def mc_fifo(self, tag, r):
        """(issue 15 (15F)) The hand-off of mc_sections through a cross-core
        FIFO (FIFO k, depth 1-4): the cube section pushes each product
        (tpush), each AIV pops its half of the rows (tpop at row
        sub-block x M/2), frees the slot (tfree) and stores an op of them;
        a core with every pipe pops the whole tile."""
        B, k = self.blocks, len(self.patterns)
        G, A = r.choice(MATMUL)
        M, K, N = r.choice([8, 16]), r.choice([16, 32]), r.choice([16, 32])
        T, depth = r.randint(1, 3), r.randint(1, 4)
        ga = self.buf(f"{tag}a", G, B * T * M, K)
        gb = self.buf(f"{tag}b", G, K, N)
        out = self.buf(f"{tag}d", A, B * T * M, N, seeded=False)
        blk = self.block_index()
        t = self.call("get_core_type", [], ret="i32", shape=False)
        sub = self.call("get_subblockid", [], ret="i32", shape=False)
        conds = {}
        for name, bit in (("c", 1), ("v", 2)):
            a_ = self.tmp()
            self.emit(f"{a_} = and i32 {t}, {bit}")
            conds[name] = self.tmp()
            self.emit(f"{conds[name]} = icmp ne i32 {a_}, 0")
        aiv = self.tmp()
        self.emit(f"{aiv} = icmp eq i32 {t}, 2")
        p = tag

        def body(j, phis):
            self.emit(f"br i1 {conds['c']}, label %{p}cube, label %{p}cj")
            self.label(f"{p}cube")
            rb_ = self.row_block(blk, T, j)
            ma = self.load("mat", G, self.gep(G, ga, self.mul(rb_, M * K)), K, M, K)
            mb = self.load("mat", G, gb, N, K, N)
            la = self.call(f"tmov.{G}", [f"{ty('mat')} {ma}"], M, K, mem="left", dt=G)
            rt = self.call(f"tmov.{G}", [f"{ty('mat')} {mb}"], K, N, mem="right", dt=G)
            acc = self.call(f"tmatmul.{A}.{G}", [f"{ty('left')} {la}",
                                                 f"{ty('right')} {rt}"],
                            M, N, mem="acc", dt=A)
            self.call(f"tpush.acc.{A}", [f"i32 {k}", f"i32 {depth}",
                                         f"{ty('acc')} {acc}"],
                      ret="void", shape=False)
            self.emit(f"br label %{p}cj")
            self.label(f"{p}cj")
            self.emit(f"br i1 {conds['v']}, label %{p}vsec, label %{p}done")
            self.label(f"{p}vsec")
            self.emit(f"br i1 {aiv}, label %{p}half, label %{p}whole")
            # One op on both paths: the result is the same wherever it runs.
            op = r.choice(["tadd", "tmax", "tsub", "tmin"])
            for part, rows in (("half", M // 2), ("whole", M)):
                self.label(f"{p}{part}")
                if part == "half":
                    s32 = self.tmp()
                    self.emit(f"{s32} = mul i32 {sub}, {rows}")
                    row0 = self.tmp()
                    self.emit(f"{row0} = sext i32 {s32} to i64")
                else:
                    row0 = "0"
                x = self.call(f"tpop.vec.{A}", [f"i32 {k}", f"i64 {row0}"],
                              rows, N, dt=A)
                self.call("tfree", [f"i32 {k}"], ret="void", shape=False)
                rv = self.row_block(blk, T, j)
                e = self.tmp()
                self.emit(f"{e} = mul i64 {rv}, {M}")
                e2 = self.tmp()
                self.emit(f"{e2} = add i64 {e}, {row0}")
                po = self.gep(A, out, self.mul(e2, N))
                self.store(A, po, N, self.v(op, A, [x, x], rows=rows, cols=N))
                self.emit(f"br label %{p}done")
            self.label(f"{p}done")
            return []

        self.counted_loop(p, str(T), body)
        return f"fifo-{T}x{depth}"

    def pat_mix(self, tag):
        """(issue 15) A kernel using cube and vector pipes without sections
        of its own: on a3 pto-split-mix-kernel splits it into an AIC and
        AIV programs (an acc tile crossing through its workspace, vector
        results feeding the cube through user memory). Its own stream."""
        r = random.Random(self.seed * 31 + OWN_STREAM["mix"] + 1 + len(self.patterns))
        return self.mc_segment(tag, r, r.choice(["epilogue", "epilogue", "v2c"]))

    def pat_blocks(self, tag):
        """(issue 15) A multi-block SPMD segment: block b (get_block_idx)
        works on its own row blocks of every buffer; run with --blocks=2..4
        (--pattern=blocks alone; one block in a mixed kernel). A mix,
        vector-only or cube-only segment, or (blocks_sections) an explicit
        cube/vector hand-off with cross-core flags. Its own stream."""
        r = random.Random(self.seed * 31 + OWN_STREAM["blocks"] + 1 + len(self.patterns))
        if self.blocks_sections:
            if r.random() < 0.5:  # Issue 15 (15F): through a FIFO
                return self.mc_fifo(tag, r)
            return self.mc_sections(tag, r)
        return self.mc_segment(tag, r, r.choice(["epilogue", "v2c", "vec", "cube"]))
    # Issue 14 (14Q): the fixpipe's converting moves, UB -> L1 on a5.
    def pat_fixpipe_move(self, tag):
        """A matmul (any input pair) whose accumulator is converted by
        tmov.quant into a mat tile of one of the fixpipe's destination types
        (drawn scale and relu), which is the left operand of a second matmul
        (f16/bf16 -> f32, i8 -> i32) stored from acc; on a5 also a second
        tmov.quant into vec stored from vec, and half the time a vec tile
        (a converted copy of the accumulator or a load) moved to mat
        (tmov.mat.vec, UB -> L1) and multiplied as the right operand. Its
        own random stream (OWN_STREAM)."""
        r = random.Random(self.seed * 31 + OWN_STREAM["fixpipe-move"] + 1 +
                          len(self.patterns))
        G, A = r.choice(MATMUL_ALL)
        M, K, N = r.choice([8, 16]), r.choice([16, 32]), r.choice([16, 32])
        ga = self.buf(f"{tag}a", G, M, K)
        gb = self.buf(f"{tag}b", G, K, N)
        ma = self.load("mat", G, ga, K, M, K)
        mb = self.load("mat", G, gb, N, K, N)
        la = self.call(f"tmov.{G}", [f"{ty('mat')} {ma}"], M, K, mem="left", dt=G)
        rb = self.call(f"tmov.{G}", [f"{ty('mat')} {mb}"], K, N, mem="right", dt=G)
        AT = ty("acc")
        acc = self.call(f"tmatmul.{A}.{G}", [f"{ty('left')} {la}",
                                             f"{ty('right')} {rb}"],
                        M, N, mem="acc", dt=A)

        def quant(mem, D):
            scale = r.choice([1.0, 0.5, 0.0625, -0.25, 3.0, 0.01])
            bits = struct.unpack("<i", struct.pack("<f", scale))[0]
            relu = r.randint(0, 1)
            v = self.call(f"tmov.quant.{mem}.{D}.{A}",
                          [f"{AT} {acc}", f"i32 {bits}", f"i32 {relu}"],
                          M, N, mem=mem, dt=D)
            return v, f"{mem}.{D}{'r' if relu else ''}"

        pairs = [p[0] for p in FIXPIPE if p[1] == A]
        D = r.choice(pairs)
        cq, drawn = quant("mat", D)
        drawn = [drawn]
        # The converted tile feeds the next matmul: (D x D) -> acc type.
        A2 = dict(MATMUL_ALL)[D]
        N2 = r.choice([16, 32])
        gb2 = self.buf(f"{tag}b2", D, N, N2)
        mb2 = self.load("mat", D, gb2, N2, N, N2)
        l2 = self.call(f"tmov.{D}", [f"{ty('mat')} {cq}"], M, N, mem="left", dt=D)
        r2 = self.call(f"tmov.{D}", [f"{ty('mat')} {mb2}"], N, N2, mem="right", dt=D)
        d = self.call(f"tmatmul.{A2}.{D}", [f"{ty('left')} {l2}",
                                            f"{ty('right')} {r2}"],
                      M, N2, mem="acc", dt=A2)
        self.store(A2, self.buf(f"{tag}d", A2, M, N2, seeded=False), N2, d,
                   mem="acc")
        if self.mcpu == "a5":
            D2 = r.choice(pairs)
            v, t = quant("vec", D2)
            drawn.append(t)
            self.store(D2, self.buf(f"{tag}v", D2, M, N, seeded=False), N, v)
            if r.random() < 0.5:
                # UB -> L1: a vec tile as the right operand of a matmul
                # (K3 x N3 of a type with a matmul pair).
                G3 = r.choice([g for g, _ in MATMUL_ALL])
                K3, N3 = r.choice([16, 32]), r.choice([16, 32])
                gv = self.buf(f"{tag}u", G3, K3, N3)
                u = self.load("vec", G3, gv, N3, K3, N3)
                um = self.call(f"tmov.mat.vec.{G3}", [f"{ty('vec')} {u}"],
                               K3, N3, mem="mat", dt=G3)
                gl = self.buf(f"{tag}l", G3, M, K3)
                ml = self.load("mat", G3, gl, K3, M, K3)
                l3 = self.call(f"tmov.{G3}", [f"{ty('mat')} {ml}"], M, K3,
                               mem="left", dt=G3)
                r3 = self.call(f"tmov.{G3}", [f"{ty('mat')} {um}"], K3, N3,
                               mem="right", dt=G3)
                A3 = dict(MATMUL_ALL)[G3]
                e = self.call(f"tmatmul.{A3}.{G3}", [f"{ty('left')} {l3}",
                                                     f"{ty('right')} {r3}"],
                              M, N3, mem="acc", dt=A3)
                self.store(A3, self.buf(f"{tag}e", A3, M, N3, seeded=False),
                           N3, e, mem="acc")
                drawn.append(f"ub2l1.{G3}")
        return f"{A}.{G}->" + "+".join(drawn)

    # Issue 23: logical select (docs/tile-storage.md, "Logical select").
    def pat_select_live(self, tag):
        """A select (or an if/else join) of two tiles that both stay live
        after it -- vec, acc (two matmul results) or mat -- the selected
        tile read (acc: stored or moved to vec), then both arms read again
        (sometimes one before the selected tile). The condition is an
        argument (0 or 1), or alternates in a loop over row blocks. Its own
        random stream (OWN_STREAM)."""
        r = random.Random(self.seed * 31 + OWN_STREAM["select-live"] + 1 +
                          len(self.patterns))
        mem = r.choice(["vec", "vec", "acc", "acc", "mat"])
        form = r.choice(["select", "join"])
        loop = r.random() < 0.3
        early = r.random() < 0.3  # read an arm before the selected tile
        c = self.count(f"{tag}c", 0, 1)
        cnt = self.count(f"{tag}n", 1, 3) if loop else None
        blocks = 3 if loop else 1
        if mem == "vec":
            dt = r.choice(["f32", "f16"])
            R, C = r.choice([4, 8, 16]), r.choice([16, 32])
            G = A = dt
        else:
            G, A = r.choice(MATMUL)
            R = C = 16
        # Two buffers: loads of adjacent rows of one would be merged
        # (pto-merge-transfers) into views of one tile, one class.
        x = self.buf(f"{tag}x", G, blocks * R, C)
        y = self.buf(f"{tag}y", G, blocks * R, C)
        out = self.buf(f"{tag}o", A, blocks * 3 * R, C, seeded=False)
        T = ty(mem)

        def pick(v0, v1, cond):
            b = self.tmp()
            self.emit(f"{b} = icmp ne i64 {cond}, 0")
            sel = self.tmp()
            if form == "select":
                self.emit(f"{sel} = select i1 {b}, {T} {v0}, {T} {v1}")
            else:
                p = f"{tag}s{len(self.lines)}"
                self.emit(f"br i1 {b}, label %{p}t, label %{p}f")
                self.label(f"{p}t")
                self.emit(f"br label %{p}j")
                self.label(f"{p}f")
                self.emit(f"br label %{p}j")
                self.label(f"{p}j")
                self.emit(f"{sel} = phi {T} [{v0}, %{p}t], [{v1}, %{p}f]")
            self.info[sel] = self.info[v0]
            self.uses.append((sel, [v0, v1]))
            return sel

        def body(iv, phis):
            cond = c
            if iv is not None:
                cond = self.tmp()
                self.emit(f"{cond} = xor i64 {iv}, {c}")
                odd = self.tmp()
                self.emit(f"{odd} = and i64 {cond}, 1")
                cond = odd
            base = self.rows_at(G, x, iv, R, 0, C)
            ybase = self.rows_at(G, y, iv, R, 0, C)
            obase = self.rows_at(A, out, iv, 3 * R, 0, C)
            orow = [obase, self.gep(A, obase, R * C), self.gep(A, obase, 2 * R * C)]
            if mem == "vec":
                v0 = self.load("vec", dt, base, C, R, C)
                if r.random() < 0.5:
                    # Slot 0 written on V before slot 1's load: the read
                    # through the slot index must wait for that load too.
                    v0 = self.v("tadds", dt, [v0], [f"i32 {scalar_bits(0.5, dt)}"],
                                rows=R, cols=C)
                v1 = self.load("vec", dt, ybase, C, R, C)
                sel = pick(v0, v1, cond)
                if early:
                    self.store(dt, orow[1], C, v0)
                s2 = self.v(r.choice(["tadd", "tmax", "tsub"]), dt,
                            [sel, r.choice([v0, v1])], rows=R, cols=C)
                self.store(dt, orow[0], C, s2)
                if not early:
                    self.store(dt, orow[1], C, v0)
                self.store(dt, orow[2], C, v1)
                return []
            m0 = self.load("mat", G, base, C, R, C)
            m1 = self.load("mat", G, ybase, C, R, C)

            def mm(ml, mr):
                la = self.call(f"tmov.{G}", [f"{ty('mat')} {ml}"], R, C, mem="left", dt=G)
                rb = self.call(f"tmov.{G}", [f"{ty('mat')} {mr}"], R, C, mem="right", dt=G)
                return self.call(f"tmatmul.{A}.{G}", [f"{ty('left')} {la}",
                                                     f"{ty('right')} {rb}"],
                                 R, C, mem="acc", dt=A)

            if mem == "mat":
                sel = pick(m0, m1, cond)
                if early:
                    self.store(A, orow[1], C, mm(m0, m0), mem="acc")
                self.store(A, orow[0], C, mm(sel, r.choice([m0, m1])), mem="acc")
                if not early:
                    self.store(A, orow[1], C, mm(m0, m0), mem="acc")
                self.store(A, orow[2], C, mm(m1, m1), mem="acc")
                return []
            c0, c1 = mm(m0, m1), mm(m1, m0)
            sel = pick(c0, c1, cond)
            if early:
                self.store(A, orow[1], C, c0, mem="acc")
            if r.random() < 0.5:
                self.store(A, orow[0], C, sel, mem="acc")
            else:
                v = self.call(f"tmov.{A}", [f"{T} {sel}"], R, C, dt=A)
                self.store(A, orow[0], C, v)
            if not early:
                self.store(A, orow[1], C, c0, mem="acc")
            self.store(A, orow[2], C, c1, mem="acc")
            return []

        if loop:
            self.counted_loop(tag, cnt, body)
        else:
            body(None, [])
        return f"{mem}-{form}" + ("-loop" if loop else "")

    def pattern_gemm_types(self):
        G = self.pr.choice([i for i, _ in MATMUL])
        return G, dict(MATMUL)[G]

    def mul(self, v, k):
        t = self.tmp()
        self.emit(f"{t} = mul i64 {v}, {k}")
        return t

    def md_node(self, body):
        """A module metadata node; `@` in body stands for its own id."""
        self.md_n += 1
        ident = f"!{self.md_n}"
        self.meta.append(f"{ident} = {body.replace('@', ident)}")
        return ident

    def scopes(self, names):
        """The noalias scopes of one inlined call of a helper with restrict
        parameters `names`, as the inliner makes them: one domain, a scope
        per parameter. Returns, per parameter, (its scope list, the list of
        the others' scopes)."""
        helper = f"helper{self.md_n}"
        d = self.md_node(f'distinct !{{@, !"{helper}"}}')
        sc = [self.md_node(f'distinct !{{@, {d}, !"{helper}: %{n}"}}') for n in names]
        return [(self.md_node(f"!{{{s_}}}"),
                 self.md_node("!{" + ", ".join(o for o in sc if o != s_) + "}"))
                for s_ in sc]

    def pat_rows_interleaved(self, tag):
        """(issue 24) Row-interleaved GM windows: the two column halves of a
        row block of one buffer (row stride 2H), `y[r][0:H]` and
        `y[r][H:2H]` -- disjoint although their extents overlap -- or the
        second half one element early (`y[r][H-1:2H-1]`, one element of
        overlap per row). Forms: both halves stored (WAW between two MTE3
        stores), one half stored and the other loaded back (RAW, MTE3 ->
        MTE2) or loaded first (WAR), a scalar store into the other half
        while a half is being loaded (WAR, MTE2 -> S); straight-line or in a
        loop over row blocks (whose base changes every iteration)."""
        r = self.pr
        dt = r.choice(["f32", "f16", "i32"])
        R, H = r.choice([2, 4, 8, 16]), r.choice([8, 16, 32])
        W = 2 * H
        overlap = r.random() < 0.4
        off = H - 1 if overlap else H
        forms = ["ss", "sl", "ls"] + (["scalar"] if dt == "i32" else [])
        form = r.choice(forms)
        loop = r.random() < 0.4
        cnt = self.count(f"{tag}n", 2, 3) if loop else None
        blocks = 3 if loop else 1
        y = self.buf(f"{tag}y", dt, blocks * R, W)
        a = self.buf(f"{tag}a", dt, blocks * R, H)
        out = self.buf(f"{tag}o", dt, blocks * R, H, seeded=False)

        def body(iv, phis):
            yb = self.rows_at(dt, y, iv, R, 0, W)
            yo = self.gep(dt, yb, off)
            ob = self.rows_at(dt, out, iv, R, 0, H)
            t = self.load("vec", dt, self.rows_at(dt, a, iv, R, 0, H), H, R, H)
            u = self.v(r.choice(["tadd", "tmax"]), dt, [t, t], rows=R, cols=H)
            if form == "ss":
                self.store(dt, yb, W, t)
                self.store(dt, yo, W, u)
            elif form == "sl":
                self.store(dt, yb, W, u)
                back = self.load("vec", dt, yo, W, R, H)
                self.store(dt, ob, H, back)
            elif form == "ls":
                back = self.load("vec", dt, yo, W, R, H)
                self.store(dt, yb, W, u)
                self.store(dt, ob, H, back)
            else:
                # Load the second half; scalar-store into row 0 of the first
                # half, at its last column (inside the second half when the
                # halves overlap) or at column 0 (never inside).
                back = self.load("vec", dt, yo, W, R, H)
                col = H - 1 if r.random() < 0.5 else 0
                p = self.gep(dt, yb, col)
                self.emit(f"store i32 {r.randrange(1, 1000)}, ptr addrspace(1) {p}")
                self.store(dt, ob, H, back)
            return []

        if loop:
            self.counted_loop(tag, cnt, body)
        else:
            body(None, [])
        return f"{form}{' overlap' if overlap else ''}{' loop' if loop else ''}"

    def pat_split_k(self, tag):
        """(issue 16, session 14) bench/kernels/split-k-bias.c's shape: a
        loop over ns >= 1 slices, each a first step (tloads of an A and a B
        block into mat, tmovs to left and right, tmatmul) and a guarded K
        loop of kb >= 0 more steps (tmatmul.acc), its accumulator stored to
        the slice's rows of a workspace; after the slices, the first slice
        loaded back into vec and stored (a consumer after the loop of the
        loop's store). pto-pipeline-loads pipelines both loops, so the slice
        loop's first block loads the next slice's blocks before it moves
        this slice's out of mat (pto-insert-sync's second-round back-edge
        flags, docs/sync.md). Its own random stream (OWN_STREAM)."""
        r = random.Random(self.seed * 31 + OWN_STREAM["split-k"] + 1 +
                          len(self.patterns))
        G = r.choice([i for i, _ in MATMUL])
        A = dict(MATMUL)[G]
        M, K, N = r.choice([8, 16]), r.choice([16, 32]), r.choice([16, 32])
        ns = self.count(f"{tag}ns", 1, 3)
        kb = self.count(f"{tag}kb", 0, 3)
        ga = self.buf(f"{tag}a", G, M, 12 * K)
        gb = self.buf(f"{tag}b", G, 12 * K, N)
        ws = self.buf(f"{tag}w", A, 3 * M, N, seeded=False)
        out = self.buf(f"{tag}o", A, M, N, seeded=False)
        AT = ty("acc")

        def step(s, t, acc):
            blk = self.tmp()
            self.emit(f"{blk} = mul i64 {s}, 4")
            blk2 = self.tmp()
            self.emit(f"{blk2} = add i64 {blk}, {t}")
            pa = self.gep(G, ga, self.mul(blk2, K))
            pb = self.gep(G, gb, self.mul(blk2, K * N))
            ma = self.load("mat", G, pa, 12 * K, M, K)
            mb = self.load("mat", G, pb, N, K, N)
            return self.mat_product(G, A, ma, mb, M, K, N, acc)

        def slice_body(s, phis):
            first = step(s, "0", None)
            ob = self.current_block()
            p = f"{tag}k"
            self.emit(f"%{p}go = icmp slt i64 0, {kb}")
            self.emit(f"br i1 %{p}go, label %{p}loop, label %{p}after")
            self.label(f"{p}loop")
            self.emit(f"%{p}i = phi i64 [0, %{ob}], [%{p}inext, %{p}loop]")
            c = self.tmp()
            at = len(self.lines)
            self.lines.append(None)  # the carry's PHI, once its next value is known
            t = self.tmp()
            self.emit(f"{t} = add i64 %{p}i, 1")
            nxt = step(s, t, c)
            self.lines[at] = f"  {c} = phi {AT} [{first}, %{ob}], [{nxt}, %{p}loop]"
            self.emit(f"%{p}inext = add i64 %{p}i, 1")
            self.emit(f"%{p}more = icmp slt i64 %{p}inext, {kb}")
            self.emit(f"br i1 %{p}more, label %{p}loop, label %{p}after")
            self.label(f"{p}after")
            lc = self.tmp()
            self.emit(f"{lc} = phi {AT} [{first}, %{ob}], [{nxt}, %{p}loop]")
            self.store(A, self.gep(A, ws, self.mul(s, M * N)), N, lc, mem="acc")
            return []

        self.counted_loop(tag, ns, slice_body)
        v = self.load("vec", A, ws, N, M, N)
        self.store(A, out, N, v)
        return f"{G}-{A}"

    def pat_merge(self, tag):
        """(issue 23) What pto-merge-transfers merges: adjacent tloads of
        contiguous row blocks of one buffer (in a shuffled order, so the
        later load may hold the upper rows), adjacent tstores of row-block
        views of one tile to contiguous rows, and i32 scalar pairs at 8-byte
        aligned addresses; sometimes with an access between two of them that
        a merge must not cross (a scalar store into a row the first load
        reads, a scalar load of a row the first store writes); straight-line
        or in a loop over row blocks. Its own random stream (OWN_STREAM)."""
        r = random.Random(self.seed * 31 + OWN_STREAM["merge"] + 1 +
                          len(self.patterns))
        dt = r.choice(["f32", "f16", "i32"])
        k, R, C = r.choice([2, 3, 4]), r.choice([2, 4, 8]), r.choice([16, 32, 64])
        form = r.choice(["loads", "stores", "both", "scalars"])
        hazard = dt != "f16" and r.random() < 0.4
        loop = r.random() < 0.3
        cnt = self.count(f"{tag}n", 2, 3) if loop else None
        blocks = 3 if loop else 1
        x = self.buf(f"{tag}x", dt, blocks * k * R, C)
        if form == "scalars":
            q = self.buf(f"{tag}q", "i32", blocks, 8, seeded=False)
            xi = self.buf(f"{tag}s", "i32", blocks, 8)
        else:
            out = self.buf(f"{tag}o", dt, blocks * k * R, C, seeded=False)
            acc_out = self.buf(f"{tag}a", dt, blocks * R, C, seeded=False)
            side = self.buf(f"{tag}h", "i32", blocks, 8, seeded=False)
        order = list(range(k))
        r.shuffle(order)
        elt = IRTY[dt]

        def body(iv, phis):
            if form == "scalars":
                base = self.rows_at("i32", xi, iv, 1, 0, 8)
                qb = self.rows_at("i32", q, iv, 1, 0, 8)
                vals = []
                for m in range(0, 8, 2):
                    lo, hi = self.gep("i32", base, m), self.gep("i32", base, m + 1)
                    a, b = self.tmp(), self.tmp()
                    first, second = (lo, hi) if r.random() < 0.5 else (hi, lo)
                    self.emit(f"{a} = load i32, ptr addrspace(1) {first}, align "
                              f"{8 if first == lo else 4}")
                    if hazard and m == 2:
                        # A store into the second one's slot: not crossed.
                        self.emit(f"store i32 {r.randrange(1, 1000)}, ptr addrspace(1) {second}")
                    self.emit(f"{b} = load i32, ptr addrspace(1) {second}, align "
                              f"{8 if second == lo else 4}")
                    d = self.tmp()
                    self.emit(f"{d} = sub i32 {a}, {b}")
                    vals.append(d)
                for m, d in enumerate(vals):
                    self.emit(f"store i32 {d}, ptr addrspace(1) {self.gep('i32', qb, m)}")
                return []
            base = self.rows_at(dt, x, iv, k * R, 0, C)
            if form in ("loads", "both"):
                parts = [None] * k
                for n, j in enumerate(order):
                    if hazard and n == 1:
                        # A store into a row the first load reads.
                        row = self.gep(dt, base, order[0] * R * C + r.randrange(R * C))
                        val = "3.5" if dt == "f32" else str(r.randrange(1, 1000))
                        self.emit(f"store {elt} {val}, ptr addrspace(1) {row}")
                    parts[j] = self.load("vec", dt, self.gep(dt, base, j * R * C)
                                         if j else base, C, R, C)
                acc = parts[0]
                for j in range(1, k):
                    acc = self.v(r.choice(["tadd", "tmax", "tsub"]), dt,
                                 [acc, parts[j]], rows=R, cols=C)
                self.store(dt, self.rows_at(dt, acc_out, iv, R, 0, C), C, acc)
            if form in ("stores", "both"):
                whole = self.load("vec", dt, base, C, k * R, C)
                u = self.v(r.choice(["tadd", "tmax"]), dt, [whole, whole],
                           rows=k * R, cols=C)
                obase = self.rows_at(dt, out, iv, k * R, 0, C)
                for n, j in enumerate(order):
                    if hazard and n == 1:
                        # A scalar load of a row the first store wrote.
                        src = self.gep(dt, obase, order[0] * R * C + r.randrange(R * C))
                        h = self.tmp()
                        self.emit(f"{h} = load i32, ptr addrspace(1) {src}")
                        hb = self.rows_at("i32", side, iv, 1, 0, 8)
                        self.emit(f"store i32 {h}, ptr addrspace(1) {hb}")
                    part = self.v("tview", dt, [u], [f"i32 {j * R}", "i32 0"], R, C)
                    self.store(dt, self.gep(dt, obase, j * R * C) if j else obase, C, part)
            return []

        if loop:
            self.counted_loop(tag, cnt, body)
        else:
            body(None, [])
        return f"{form}{' hazard' if hazard else ''}{' loop' if loop else ''}"

    def pat_carry_exit(self, tag):
        """A loop-carried vec tile whose old value (the header's PHI) is used
        after the loop next to its final value: both are live at the end of
        the loop, so the carry's update cannot be in place. The latch names
        the exit or the header first (a liveness that let one successor's
        PHI hide another successor's live-in got this wrong when the exit
        came first). A tile loaded after the loop could take a dead window:
        it must not take the old value's."""
        r = self.pr
        dt = r.choice(["f32", "f16", "bf16", "i32"])
        R, C = r.choice([2, 4, 8, 16]), r.choice([8, 16, 32])
        cnt = self.count(f"{tag}n", 1, 3)
        x = self.buf(f"{tag}x", dt, R, C)
        d = self.buf(f"{tag}d", dt, R, C)
        out = self.buf(f"{tag}o", dt, 2 * R, C, seeded=False)
        t0 = self.load("vec", dt, x, C, R, C)
        dd = self.load("vec", dt, d, C, R, C)
        op = r.choice(["tadd", "tsub", "tmax", "tmin"])

        def body(iv, phis):
            return [self.v(op, dt, [phis[0], dd], rows=R, cols=C)]

        exit_first = r.random() < 0.5
        nexts = self.counted_loop(tag, cnt, body, [(ty("vec"), t0)],
                                  exit_first=exit_first)
        old = self.last_phis[0]
        u = self.load("vec", dt, d, C, R, C)
        s = self.v("tadd", dt, [old, u], rows=R, cols=C)
        self.store(dt, out, C, s)
        self.store(dt, self.rows_at(dt, out, None, 0, R, C), C, nexts[0])
        return f"{op} {dt} {R}x{C} " + ("exit-first" if exit_first else "loop-first")

    # Issue 16 (pipeline loads)
    def pat_stream(self, tag):
        """A streaming loop in the shapes pto-pipeline-loads rewrites (issue
        16): y[b] = f(x[b], z[b]) over nb blocks of R rows, in one block (the
        load in the latch: peeled) or with the exit test in a block of its
        own (clamped), the guard branching straight to the header or through
        a preheader, counting blocks by one (`icmp ne`) or rows by R (`icmp
        slt`, no SCEV trip count); nb may be 0. Sometimes a vec accumulator
        is carried and stored after the loop, the loop nested in an outer
        one of 1-3 trips (the slot rotation continues across it: both
        parities of the inner count meet the next entry), or the store goes into the loaded
        buffer: the same block (in place) or the next one (a chain the
        alias proof must refuse; pipelining it reads stale bytes)."""
        r = self.pr
        dt = r.choice(["f32", "f16", "i32"])
        R, C = r.choice([2, 4, 8, 16]), r.choice([8, 16, 32])
        nmax = 4
        nb = self.count(f"{tag}n", 0, nmax)
        where = r.choice(["fresh", "fresh", "fresh", "inplace", "chain"])
        x = self.buf(f"{tag}x", dt, (nmax + 1) * R, C,
                     noalias=where == "fresh")
        z = self.buf(f"{tag}z", dt, nmax * R, C) if r.random() < 0.5 else None
        y = x if where != "fresh" else self.buf(f"{tag}y", dt, nmax * R, C,
                                                seeded=False)
        acc = r.random() < 0.3
        by_rows = r.random() < 0.5
        split = r.random() < 0.4
        direct = r.random() < 0.5
        nested = r.random() < 0.3
        op = r.choice(["tadd", "tsub", "tmax", "tmin", "tmul"])
        # Issue 16 (session 19): drawn last, so the other draws keep theirs.
        first_only = z is not None and r.random() < 0.5
        a0 = self.load("vec", dt, x, C, R, C) if acc else None
        out = self.buf(f"{tag}o", dt, R, C, seeded=False) if acc else None
        p = tag + "s"

        def inner():
            pre = self.current_block()
            g = self.tmp()
            self.emit(f"{g} = icmp sgt i64 {nb}, 0")
            first = f"{p}loop" if direct else f"{p}ph"
            self.emit(f"br i1 {g}, label %{first}, label %{p}exit")
            if not direct:
                self.label(f"{p}ph")
                self.emit(f"br label %{p}loop")
                pre = f"{p}ph"
            latch = f"{p}latch" if split else f"{p}loop"
            self.label(f"{p}loop")
            self.emit(f"%{p}i = phi i64 [0, %{pre}], [%{p}inext, %{latch}]")
            cphi = self.tmp() if acc else None
            at = len(self.lines)
            if acc:
                self.lines.append(None)
            off = self.tmp()
            if by_rows:  # i counts rows, by R
                self.emit(f"{off} = mul i64 %{p}i, {C}")
            else:
                self.emit(f"{off} = mul i64 %{p}i, {R * C}")
            px = self.gep(dt, x, off)
            a = self.load("vec", dt, px, C, R, C)
            b = a
            if z is not None and first_only:
                # The first operation reads x only, z's load comes after it
                # (bench/kernels/swiglu.c): the x prefetch gets a flag per
                # slot of its double buffer (docs/sync.md, "Flags per slot").
                a1 = self.v("tadd", dt, [a, a], rows=R, cols=C)
                pz = self.gep(dt, z, off)
                b = self.v(op, dt, [a1, self.load("vec", dt, pz, C, R, C)],
                           rows=R, cols=C)
            elif z is not None:
                pz = self.gep(dt, z, off)
                b = self.v(op, dt, [a, self.load("vec", dt, pz, C, R, C)],
                           rows=R, cols=C)
            b = self.v("tadd", dt, [b, a], rows=R, cols=C)
            if where == "chain":
                o2 = self.tmp()
                self.emit(f"{o2} = add i64 {off}, {R * C}")
                py = self.gep(dt, y, o2)
            else:
                py = self.gep(dt, y, off)
            self.store(dt, py, C, b)
            nx = self.v("tmax", dt, [cphi, a], rows=R, cols=C) if acc else None
            if split:
                self.emit(f"br label %{p}latch")
                self.label(f"{p}latch")
            step = R if by_rows else 1
            self.emit(f"%{p}inext = add nuw nsw i64 %{p}i, {step}")
            if by_rows:
                lim = self.tmp()
                self.emit(f"{lim} = mul i64 {nb}, {R}")
                self.emit(f"%{p}more = icmp slt i64 %{p}inext, {lim}")
            else:
                self.emit(f"%{p}more = icmp ne i64 %{p}inext, {nb}")
            self.emit(f"br i1 %{p}more, label %{p}loop, label %{p}exit")
            self.label(f"{p}exit")
            if acc:
                self.lines[at] = (f"  {cphi} = phi {ty('vec')} [{a0}, %{pre}], "
                                  f"[{nx}, %{latch}]")
                res = self.tmp()
                self.emit(f"{res} = phi {ty('vec')} [{a0}, %{self.guard_block}], "
                          f"[{nx}, %{latch}]")
                self.store(dt, out, C, res)

        if nested:
            def body(iv, phis):
                self.guard_block = self.current_block()
                inner()
                return []
            self.counted_loop(tag + "o", self.count(f"{tag}m", 1, 3), body)
        else:
            self.guard_block = self.current_block()
            inner()
        return (f"{dt} {R}x{C} {where}{' acc' if acc else ''}"
                f"{' rows' if by_rows else ''}{' split' if split else ''}"
                f"{' direct' if direct else ''}{' nested' if nested else ''}")

    def pat_restrict_inline(self, tag):
        """(f) What ptocc -O2 leaves after inlining static helpers with
        restrict pointer parameters: an llvm.experimental.noalias.scope.decl
        per parameter at the call site and !alias.scope / !noalias on the
        helper's accesses, into kernel arguments without noalias. A helper
        is a scalar loop (dst[e] = src[e] * 3 + 1), a vec tile op, or a
        matmul of its input (read as i8 into mat) by a right operand of a
        third parameter, stored from acc. Either two helpers between two
        buffers (helper(y, x) then helper(x, y)), or one per iteration of a
        loop over one buffer, helper(x + (i+1) blocks, x + i blocks): the
        scopes hold within an iteration only, not across iterations (the
        loop form only with gm-carry in the mix, or under --pattern)."""
        r = self.pr
        R, C = r.choice([1, 2, 4]), r.choice([8, 16])
        blk = R * C
        chain = r.random() < 0.5 and self.cross_iter
        x = self.buf(f"{tag}x", "i32", 4 * R, C, noalias=False)
        y = None if chain else self.buf(f"{tag}y", "i32", 4 * R, C, noalias=False)
        w = self.buf(f"{tag}w", "i8", 4 * C, C, noalias=False)
        self.decls["llvm.ns"] = "declare void @llvm.experimental.noalias.scope.decl(metadata)"

        def helper(k, dst, src, kind):
            sc = self.scopes(["out", "in"] + (["w"] if kind == "cube" else []))
            for own, _ in sc:
                self.emit(f"call void @llvm.experimental.noalias.scope.decl(metadata {own})")

            def md(k_):  # the metadata of an access through parameter k_
                return f", !alias.scope {sc[k_][0]}, !noalias {sc[k_][1]}"

            if kind == "scalar":
                p = f"{tag}h{k}"
                pre = self.current_block()
                self.emit(f"br label %{p}")
                self.label(p)
                self.emit(f"%{p}e = phi i64 [0, %{pre}], [%{p}en, %{p}]")
                a = self.gep("i32", src, f"%{p}e")
                v = self.tmp()
                self.emit(f"{v} = load i32, ptr addrspace(1) {a}{md(1)}")
                t1, t2 = self.tmp(), self.tmp()
                self.emit(f"{t1} = mul i32 {v}, 3")
                self.emit(f"{t2} = add i32 {t1}, 1")
                b = self.gep("i32", dst, f"%{p}e")
                self.emit(f"store i32 {t2}, ptr addrspace(1) {b}{md(0)}")
                self.emit(f"%{p}en = add i64 %{p}e, 1")
                self.emit(f"%{p}c = icmp slt i64 %{p}en, {blk}")
                self.emit(f"br i1 %{p}c, label %{p}, label %{p}x")
                self.label(f"{p}x")
            elif kind == "tile":
                t = self.load("vec", "i32", src, C, R, C)
                self.lines[-1] += md(1)
                u = self.v(r.choice(["tadd", "tmax", "tsub"]), "i32", [t, t], rows=R, cols=C)
                # t stays live past u: nothing is planned in its place.
                u = self.v("tmax", "i32", [u, t], rows=R, cols=C)
                self.store("i32", dst, C, u)
                self.lines[-1] += md(0)
            else:  # cube: dst = (src as R x 4C i8) x w
                mb = self.load("mat", "i8", w, C, 4 * C, C)
                self.lines[-1] += md(2)
                rb = self.call("tmov.i8", [f"{ty('mat')} {mb}"], 4 * C, C, mem="right",
                               dt="i8")
                ma = self.load("mat", "i8", src, 4 * C, R, 4 * C)
                self.lines[-1] += md(1)
                acc = self.cube_mm(self.cube_left(ma, R, C), rb, R, C)
                self.store("i32", dst, C, acc, mem="acc")
                self.lines[-1] += md(0)

        kinds = []
        if chain:
            def body(iv, phis):
                kind = r.choice(["scalar", "tile", "cube"])
                kinds.append(kind)
                helper(0, self.rows_at("i32", x, iv, R, R, C),
                       self.rows_at("i32", x, iv, R, 0, C), kind)
                return []
            self.counted_loop(tag, self.count(f"{tag}n", 2, 3), body)
        else:
            for k, (d, s_) in enumerate([(y, x), (x, y)]):
                kind = r.choice(["scalar", "tile", "cube"])
                kinds.append(kind)
                helper(k, d, s_, kind)
        return ("loop " if chain else "") + "+".join(kinds)

    # -- kernel forms --------------------------------------------------------

    def gemm_types(self):
        """(input, accumulator) element types of a matmul (PTOMatMulDTypes):
        a float pair for a float kernel, an integer pair otherwise."""
        pairs = [p for p in MATMUL if (p[0] in FLOATS) == (self.D in FLOATS)]
        return pairs[0] if len(pairs) == 1 else self.r.choice(pairs)

    def gemm_segment(self, a):
        """x (R x C, the kernel's type) converted to the GEMM input type goes
        through GM to mat -> left; a C x C matrix through mat -> right;
        acc -> vec, converted back."""
        r, D, R, C = self.r, self.D, self.R, self.C
        G, A = self.gemm_types()
        h = self.cvt(G, D, a)
        s = self.param("s", G, R, C, False)
        w = self.param("w", G, C, C, True)
        self.store(G, s, C, h)
        ma = self.load("mat", G, s, C, R, C)
        mb = self.load("mat", G, w, C, C, C)
        la = self.call(f"tmov.{G}", [f"{ty('mat')} {ma}"], R, C, mem="left", dt=G)
        rb = self.call(f"tmov.{G}", [f"{ty('mat')} {mb}"], C, C, mem="right", dt=G)
        if r.random() < 0.3:
            # With a bias row of the accumulator type.
            bp = self.param("bias", A, 1, C, True)
            mbias = self.load("mat", A, bp, C, 1, C)
            bias = self.call(f"tmov.{A}", [f"{ty('mat')} {mbias}"], 1, C, mem="bias", dt=A)
            acc = self.call(f"tmatmul.bias.{A}.{G}",
                            [f"{ty('left')} {la}", f"{ty('right')} {rb}",
                             f"{ty('bias')} {bias}"], R, C, mem="acc", dt=A)
        else:
            acc = self.call(f"tmatmul.{A}.{G}", [f"{ty('left')} {la}", f"{ty('right')} {rb}"],
                            R, C, mem="acc", dt=A)
        # Accumulate once or twice more in place (the acc reuse contract).
        for _ in range(r.randint(0, 2)):
            acc = self.call(f"tmatmul.acc.{A}.{G}",
                            [f"{ty('acc')} {acc}", f"{ty('left')} {la}",
                             f"{ty('right')} {rb}"], R, C, mem="acc", dt=A)
        v = self.call(f"tmov.{A}", [f"{ty('acc')} {acc}"], R, C, dt=A)
        return self.cvt(D, A, v)

    def mixed(self):
        r, D, R, C = self.r, self.D, self.R, self.C
        x = self.load("vec", D, self.param("x", D, R, C, True), C, R, C)
        y = self.load("vec", D, self.param("y", D, R, C, True), C, R, C)
        pool = [x, y]
        if D != "i8" and r.random() < 0.3:
            z = self.load("vec", "i8", self.param("z", "i8", R, C, True), C, R, C)
            pool.append(self.cvt(D, "i8", z))
        for _ in range(r.randint(1, 5)):
            pool.append(self.op(pool))
        if r.random() < 0.25:
            pool += self.prefetch_loop(r.choice(pool))
        elif r.random() < 0.6:
            # A loop carrying one tile; runs n times (possibly zero).
            def iteration(phis):
                body = [phis[0]] + [v for v in pool if r.random() < 0.5]
                nxt = phis[0]
                for _ in range(r.randint(1, 3)):
                    nxt = self.op(body)
                    body.append(nxt)
                return [nxt]
            pool += self.guarded_loop("", [(ty("vec"), r.choice(pool))], iteration)
        if r.random() < 0.5:
            # if (n & 1) then A else B; join.
            self.emit("%bit = and i64 %n, 1")
            self.emit("%odd = icmp ne i64 %bit, 0")
            self.emit("br i1 %odd, label %then, label %else")
            self.lines.append("then:")
            a = self.op(pool)
            self.emit("br label %join")
            self.lines.append("else:")
            b = self.op(pool)
            self.emit("br label %join")
            self.lines.append("join:")
            j = self.tmp()
            self.emit(f"{j} = phi {ty('vec')} [{a}, %then], [{b}, %else]")
            pool.append(j)
        if r.random() < 0.4:
            pool.append(self.gemm_segment(r.choice(pool)))
        if r.random() < 0.2:
            pool.append(self.cube_prefetch())
        self.add_patterns()
        if self.br.random() < ISA_B_P:
            self.isa_b("ib")
        if self.dr.random() < ISA_D_P:
            self.isa_d("id")
        if self.vr.random() < VALID_P:
            self.valid_extents("ve")
        # Store a few results, and maybe one converted to another type.
        outs = r.sample(pool[2:] or pool, min(len(pool[2:] or pool), 3))
        out = self.param("out", D, len(outs) * R, C, False)
        for k, v in enumerate(outs):
            self.store(D, self.gep(D, out, k * R * C), C, v)
        if r.random() < 0.5:
            E = r.choice([t for t in BYTES if t != D])
            o2 = self.param("o2", E, R, C, False)
            self.store(E, o2, C, self.cvt(E, D, r.choice(pool)))

    # Issue 14 (B): types, compare/select, integer ops.
    def isa_b_scalar(self, T):
        """An element-bits operand of type T (a value of T's range)."""
        r = self.br
        if T in FLOATS:
            return f"i32 {scalar_bits(r.choice([0.5, -1.25, 2.0, 0.0, -3.0]), T)}"
        bits = 8 * BYTES[T]
        if T.startswith("u"):
            v = r.choice([0, 1, 3, 7, 100, (1 << bits) - 2])
        else:
            v = r.choice([-5, -1, 0, 1, 3, 7, bits, bits + 1])
        v &= 0xffffffff
        return f"i32 {v - (1 << 32) if v >= 1 << 31 else v}"

    def isa_b(self, tag):
        """Compare/select, ci, tri, bitwise, shift and remainder builtins on
        tiles of one random element type, results and masks stored."""
        r, R, C = self.br, self.R, self.C
        T = r.choice(ISA_B_TYPES)
        V = ty("vec")
        MC = (C + 7) // 8
        a = self.load("vec", T, self.param(f"{tag}a", T, R, C, True), C, R, C)
        b = self.load("vec", T, self.param(f"{tag}b", T, R, C, True), C, R, C)
        pool, masks = [a, b], []
        fams = ["cmp", "sel", "tri"]
        if T not in FLOATS:
            fams += ["bit", "bit"]
        if T in ISA_B_REM_T:
            fams.append("rem")
        if T in ISA_B_CI_T:
            fams.append("ci")

        def mask():
            x, y = r.choice(pool), r.choice(pool)
            mode = r.randrange(6)
            if r.random() < 0.5:
                m = self.call(f"tcmp.u8.{T}", [f"{V} {x}", f"{V} {y}", f"i32 {mode}"],
                              R, MC, dt="u8")
            else:
                m = self.call(f"tcmps.u8.{T}", [f"{V} {x}", self.isa_b_scalar(T),
                                                f"i32 {mode}"], R, MC, dt="u8")
            masks.append(m)
            return m

        for _ in range(r.randint(3, 8)):
            fam = r.choice(fams)
            x, y = r.choice(pool), r.choice(pool)
            if fam == "cmp":
                mask()
                continue
            if fam == "sel":
                m = r.choice(masks) if masks and r.random() < 0.5 else mask()
                if r.random() < 0.5:
                    v = self.call(f"tsel.{T}", [f"{V} {m}", f"{V} {x}", f"{V} {y}"], R, C, dt=T)
                else:
                    v = self.call(f"tsels.{T}", [f"{V} {m}", f"{V} {x}",
                                                 self.isa_b_scalar(T)], R, C, dt=T)
            elif fam == "tri":
                d = r.randint(-C, C)
                v = self.call(f"ttri.{T}", [f"i32 {d}", f"i32 {r.randrange(2)}"], R, C, dt=T)
            elif fam == "bit":
                k = r.random() * 11  # the eleven bitwise/shift builtins alike
                if k < 5:
                    v = self.v(r.choice(ISA_B_BIT), T, [x, y])
                elif k < 10:
                    v = self.v(r.choice(ISA_B_BITS), T, [x], [self.isa_b_scalar(T)])
                else:
                    v = self.v("tnot", T, [x])
            elif fam == "rem":
                name = r.choice(["trem", "tfmod", "trems", "tfmods"])
                if name.endswith("s"):
                    v = self.v(name, T, [x], [self.isa_b_scalar(T)])
                else:
                    v = self.v(name, T, [x, y])
            else:  # ci: one row, expanded down the columns
                row = self.call(f"tci.{T}", [self.isa_b_scalar(T), f"i32 {r.randrange(2)}"],
                                1, C, dt=T)
                v = self.v("tcolexpand", T, [row])
            pool.append(v)
        # Issue 13 (V): tfillpad of a random kind with random valid extents
        # (0..capacity), from an RNG of its own seeded after the draws above
        # (which keep their streams: nothing after this uses self.br).
        pr = random.Random(r.getrandbits(64))
        for _ in range(pr.randint(1, 2)):
            kind = pr.choice(["tfillpad", "tfillpad.min", "tfillpad.max"])
            pool.append(self.v(kind, T, [pr.choice(pool)],
                               [f"i32 {pr.randint(0, R)}", f"i32 {pr.randint(0, C)}"]))
        outs = pool[2:]
        if outs:
            o = self.param(f"{tag}o", T, len(outs) * R, C, False)
            for k, v in enumerate(outs):
                self.store(T, self.gep(T, o, k * R * C), C, v)
        if masks:
            om = self.param(f"{tag}m", "u8", len(masks) * R, MC, False)
            for k, m in enumerate(masks):
                self.store("u8", self.gep("u8", om, k * R * MC), MC, m)

    # Issue 13 (V): runtime valid extents.
    def valid_extents(self, tag):
        """A loaded tile given a random valid extent (1..capacity, kernel
        arguments: registers) by tvalid, a chain of operations that honour
        it (elementwise, tile-scalar, unary, tcvt there and back), its row
        and column sums (one of them broadcast back by an expand) and stores
        of every result: only the extent is loaded, computed and stored."""
        r, R, C = self.vr, self.R, self.C
        T = r.choice(["f32", "f16"])
        V = ty("vec")
        vr = R if r.random() < 0.15 else r.randint(1, R)
        vc = C if r.random() < 0.15 else r.randint(1, C)
        ext = []
        for name, val in ((f"{tag}vr", vr), (f"{tag}vc", vc)):
            self.param(name, None, val, 0, False)
            t = self.tmp()
            self.emit(f"{t} = trunc i64 %{name} to i32")
            ext.append(f"i32 {t}")
        a = self.load("vec", T, self.param(f"{tag}a", T, vr, vc, True), vc, R, C)
        av = self.call(f"tvalid.vec.{T}", [f"{V} {a}"] + ext, R, C, dt=T)
        cur, outs = av, []
        for _ in range(r.randint(1, 4)):
            k = r.choice(["adds", "muls", "add", "mul", "max", "abs", "neg",
                          "cvt", "rowexp", "colexp"])
            if k in ("adds", "muls"):
                cur = self.v(f"t{k}", T, [cur],
                             [f"i32 {scalar_bits(r.choice([0.5, -0.25, 2.0]), T)}"])
            elif k in ("add", "mul", "max"):
                cur = self.v(f"t{k}", T, [cur, av])
            elif k in ("abs", "neg"):
                cur = self.v(f"t{k}", T, [cur])
            elif k == "cvt":
                E = "f16" if T == "f32" else "f32"
                cur = self.cvt(T, E, self.cvt(E, T, cur))
            elif k == "rowexp":  # a op rowsum(a), broadcast along the rows
                s = self.v("trowsum", T, [cur], rows=R, cols=1)
                cur = self.v("trowexpandadd", T, [cur, s])
            else:
                s = self.v("tcolmax", T, [cur], rows=1, cols=C)
                cur = self.v("tcolexpandsub", T, [cur, s])
            outs.append(cur)
        o = self.param(f"{tag}o", T, len(outs) * R, C, False)
        for n, v in enumerate(outs):
            self.store(T, self.gep(T, o, n * R * C), C, v)
        rs = self.param(f"{tag}rs", T, R, 1, False)
        self.store(T, rs, 1, self.v("trowsum", T, [cur], rows=R, cols=1))
        cs = self.param(f"{tag}cs", T, 1, C, False)
        self.store(T, cs, C, self.v("tcolsum", T, [cur], rows=1, cols=C))
        if r.random() < 0.5:  # an expand of the row sums: (vr, capacity)
            e = self.v("trowexpand", T, [self.v("trowsum", T, [cur], rows=R, cols=1)])
            eo = self.param(f"{tag}e", T, R, C, False)
            self.store(T, eo, C, e)
        self.valid_extents_13x(tag, T, av, cur, vr, vc)

    # Issue 13 (13X): every tile builtin honours valid extents.
    def valid_extents_13x(self, tag, T, av, cur, vr, vc):
        """The builtins issue 13 (13X) covers on the vr x vc tile `cur` (a
        stream of its own): compare + select, tlrelu / tprelu / taxpy, a row
        or column arg max, a transpose (square tiles), a window at a
        register row (its extent min(window, extent - position)) and a
        partial add of the window at (0, 0), a tinsert of the window, a tci
        given 1 x vc by tvalid and integer bitwise / shift / remainder ops
        over it; every result stored (only its extent is written)."""
        x = random.Random(self.vr.getrandbits(64))
        R, C, V = self.R, self.C, ty("vec")
        outs = []  # (dtype, value, rows, cols)
        for _ in range(x.randint(1, 3)):
            k = x.choice(["sel", "sels", "lrelu", "prelu", "axpy", "argmax",
                          "argmin", "trans"])
            if k in ("sel", "sels"):
                m = self.call(f"tcmps.u8.{T}",
                              [f"{V} {cur}", f"i32 {scalar_bits(0.0, T)}",
                               f"i32 {x.choice([2, 3, 4, 5])}"], R, (C + 7) // 8, dt="u8")
                if k == "sel":
                    s = self.v("tmuls", T, [cur], [f"i32 {scalar_bits(0.5, T)}"])
                    y = self.call(f"tsel.{T}", [f"{V} {m}", f"{V} {cur}", f"{V} {s}"],
                                  R, C, dt=T)
                else:
                    y = self.call(f"tsels.{T}", [f"{V} {m}", f"{V} {cur}",
                                                 f"i32 {scalar_bits(-1.0, T)}"], R, C, dt=T)
                outs.append((T, y, R, C))
            elif k == "lrelu":
                outs.append((T, self.v("tlrelu", T, [cur], [f"i32 {scalar_bits(0.25, T)}"]), R, C))
            elif k == "prelu":
                outs.append((T, self.v("tprelu", T, [cur, av]), R, C))
            elif k == "axpy":
                outs.append((T, self.v("taxpy", T, [cur, av], [f"i32 {scalar_bits(0.5, T)}"]), R, C))
            elif k in ("argmax", "argmin"):
                row = x.random() < 0.5
                I = x.choice(["u32", "i32"])
                name = f"t{'row' if row else 'col'}arg{k[3:]}"
                a = self.call(f"{name}.{I}.{T}", [f"{V} {cur}"], R if row else 1,
                              1 if row else C, dt=I)
                outs.append((I, a, R if row else 1, 1 if row else C))
            elif R == C:
                outs.append((T, self.v("ttrans", T, [cur]), C, R))
        # A window of h whole rows at a register row p (0..R-h), and the
        # one at row 0 added into cur over cur's extent.
        h = x.randint(1, R)
        p = x.randrange(R - h + 1)
        self.param(f"{tag}wp", None, p, 0, False)
        pr = self.tmp()
        self.emit(f"{pr} = trunc i64 %{tag}wp to i32")
        w = self.v("textract", T, [cur], [f"i32 {pr}", "i32 0"], h, C)
        outs.append((T, w, h, C))
        w0 = self.v("textract", T, [cur], ["i32 0", "i32 0"], h, C)
        part = self.call(f"tpartadd.{T}", [f"{V} {cur}", f"{V} {w0}"], R, C, dt=T)
        outs.append((T, part, R, C))
        if x.random() < 0.5:
            # w's extent written at (p, 0) of part (inside part's extent
            # when it is inside cur's).
            ins = self.v("tinsert", T, [part, w], [f"i32 {pr}", "i32 0"], R, C)
            outs.append((T, ins, R, C))
        # tci over 1 x vc, then integer ops over its extent.
        I = x.choice(["i32", "u32", "i16", "u16"])
        ext = self.tmp()  # computed before the tci (pto-ref needs it there)
        self.emit(f"{ext} = trunc i64 %{tag}vc to i32")
        ci = self.call(f"tci.{I}", [f"i32 {x.randint(0, 50)}", f"i32 {x.randrange(2)}"],
                       1, C, dt=I)
        civ = self.call(f"tvalid.vec.{I}", [f"{V} {ci}", "i32 1", f"i32 {ext}"], 1, C, dt=I)
        y = civ
        for _ in range(x.randint(1, 3)):
            k = x.choice(["tands", "tors", "txors", "tshls", "tshrs", "trems",
                          "tand", "txor", "tor", "tnot"])
            if k in ("tand", "txor", "tor"):
                y = self.v(k, I, [y, civ], rows=1, cols=C)
            elif k == "tnot":
                y = self.v(k, I, [y], rows=1, cols=C)
            else:
                sc = x.randint(1, 7) if k in ("tshls", "tshrs", "trems") else x.randint(0, 255)
                y = self.v(k, I, [y], [f"i32 {sc}"], rows=1, cols=C)
        outs.append((I, civ, 1, C))
        outs.append((I, y, 1, C))
        for n, (D, v, hh, ww) in enumerate(outs):
            o = self.param(f"{tag}x{n}", D, hh, ww, False)
            self.store(D, o, ww, v)
        self.valid_extents_13t(tag, T, av, cur)

    # Issue 13 (T): the last builtins drawn over a runtime valid extent.
    def valid_extents_13t(self, tag, T, av, cur):
        """On the vr x vc tile `cur` (a stream of its own, so the draws above
        keep theirs): tpow of |cur| + 1 by av clamped to [-2, 2], float trem
        / tfmod by |av| + 1, tgather of cur's first row by indices given the
        extent by tvalid (made < vc by trems with the extent register), and
        ttri given the extent by tvalid; every result stored."""
        x = random.Random(self.tvr.getrandbits(64))
        R, C, V = self.R, self.C, ty("vec")
        one = f"i32 {scalar_bits(1.0, T)}"
        ext = []
        for name in (f"{tag}vr", f"{tag}vc"):
            t = self.tmp()
            self.emit(f"{t} = trunc i64 %{name} to i32")
            ext.append(f"i32 {t}")
        pos_a = self.v("tadds", T, [self.v("tabs", T, [av])], [one])
        outs = []
        for k in x.sample(["pow", "rem", "gather", "tri"], x.randint(1, 4)):
            self.drew13t.add(k)
            if k == "pow":
                base = self.v("tadds", T, [self.v("tabs", T, [cur])], [one])
                e = self.v("tmaxs", T, [av], [f"i32 {scalar_bits(-2.0, T)}"])
                e = self.v("tmins", T, [e], [f"i32 {scalar_bits(2.0, T)}"])
                outs.append((T, self.v("tpow", T, [base, e])))
            elif k == "rem":
                name = x.choice(["trem", "tfmod"])
                outs.append((T, self.v(name, T, [cur, pos_a])))
            elif k == "gather":
                I = "u32" if BYTES[T] == 4 else "u16"
                raw = self.load("vec", I, self.param(f"{tag}ti", I, R, C, True), C, R, C)
                rv = self.call(f"tvalid.vec.{I}", [f"{V} {raw}"] + ext, R, C, dt=I)
                idx = self.v("trems", I, [rv], [ext[1]])
                outs.append((T, self.call(f"tgather.{T}.{I}", [f"{V} {cur}", f"{V} {idx}"],
                                          R, C, dt=T)))
            else:
                tri = self.call(f"ttri.{T}", [f"i32 {x.randint(-2, 2)}", f"i32 {x.randrange(2)}"],
                                R, C, dt=T)
                outs.append((T, self.call(f"tvalid.vec.{T}", [f"{V} {tri}"] + ext, R, C, dt=T)))
        for n, (D, v) in enumerate(outs):
            o = self.param(f"{tag}t{n}", D, R, C, False)
            self.store(D, o, C, v)

    # Issue 14 (D): arg reductions, partial reductions.
    def isa_d(self, tag):
        """Arg reductions of one random source type into u32 / i32 index
        tiles, of loaded tiles and of tiles clamped to a narrow range (ties:
        the lowest index wins), each index tile stored."""
        r, R, C = self.dr, self.R, self.C
        T = r.choice(ISA_D_ARG_T)
        V = ty("vec")
        a = self.load("vec", T, self.param(f"{tag}a", T, R, C, True), C, R, C)
        srcs = [a]
        lo, hi = (-0.25, 0.25) if T in FLOATS else (-2, 2)
        for x in (self.v("tmaxs", T, [a], [f"i32 {scalar_bits(lo, T)}"]),):
            srcs.append(self.v("tmins", T, [x], [f"i32 {scalar_bits(hi, T)}"]))
        rows, cols = [], []
        for _ in range(r.randint(2, 5)):
            name = r.choice(ISA_D_ARG)
            I = r.choice(["u32", "i32"])
            row = name.startswith("trow")
            v = self.call(f"{name}.{I}.{T}", [f"{V} {r.choice(srcs)}"],
                          R if row else 1, 1 if row else C, dt=I)
            (rows if row else cols).append((I, v))
        for what, outs, h, w in (("r", rows, R, 1), ("c", cols, 1, C)):
            for k, (I, v) in enumerate(outs):
                o = self.param(f"{tag}{what}{k}", I, h, w, False)
                self.store(I, o, w, v)
        # The partial builtins (a stream of their own): a R x C tile and a
        # second source of at most its shape (sometimes exactly it), chained
        # (each result the next call's a, so every call but the first is in
        # place) and also applied to a, stored after them (a copy first).
        pr = random.Random(r.getrandbits(64))
        h = R if pr.random() < 0.2 else pr.randint(1, R)
        w = C if pr.random() < 0.2 else pr.randint(1, C)
        b = self.load("vec", T, self.param(f"{tag}pb", T, h, w, True), w, h, w)
        if T in FLOATS and pr.random() < 0.5:
            # |b| <= 1 (in T, not the kernel's type): products stay small.
            b = self.v("tmaxs", T, [b], [f"i32 {scalar_bits(-1.0, T)}"], rows=h, cols=w)
            b = self.v("tmins", T, [b], [f"i32 {scalar_bits(1.0, T)}"], rows=h, cols=w)
        x, parts = a, []
        for _ in range(pr.randint(1, 4)):
            name = pr.choice(ISA_D_PART)
            x = self.call(f"{name}.{T}", [f"{V} {pr.choice([x, a])}", f"{V} {b}"],
                          R, C, dt=T)
            parts.append(x)
        o = self.param(f"{tag}po", T, (len(parts) + 1) * R, C, False)
        for k, v in enumerate(parts + [a]):
            self.store(T, self.gep(T, o, k * R * C), C, v)
        # tgather (a stream of its own): a source of a random shape, unsigned
        # indices of the data's size made valid by a remainder (trems) by
        # the source's element count; the result is written over them.
        gr = random.Random(r.getrandbits(64))
        sh, sw = gr.randint(1, 2 * R), gr.choice([C, max(1, C // 2), 2 * C])
        src = self.load("vec", T, self.param(f"{tag}gs", T, sh, sw, True), sw, sh, sw)
        I = "u32" if BYTES[T] == 4 else "u16"
        raw = self.load("vec", I, self.param(f"{tag}gi", I, R, C, True), C, R, C)
        idx = self.v("trems", I, [raw], [f"i32 {sh * sw}"])
        g = self.call(f"tgather.{T}.{I}", [f"{V} {src}", f"{V} {idx}"], R, C, dt=T)
        og = self.param(f"{tag}go", T, R, C, False)
        self.store(T, og, C, g)
        # Issue 14 (14S): tsort32 of f32 kernels (a stream of its own, drawn
        # from the gather stream's generator): rows x 32m values (the
        # source's NaNs and repeats included) with raw u32 indices (ties
        # between equal indices too); the pairs stored as u32 bits.
        if T == "f32":
            sr = random.Random(gr.getrandbits(64))
            sh, sm = sr.randint(1, 4), sr.randint(1, 2)
            sv = self.load("vec", T, self.param(f"{tag}sv", T, sh, 32 * sm, True),
                           32 * sm, sh, 32 * sm)
            si = self.load("vec", "u32", self.param(f"{tag}si", "u32", sh, 32 * sm, True),
                           32 * sm, sh, 32 * sm)
            if sr.random() < 0.5:
                # Few distinct indices: ties on the index as well.
                si = self.v("trems", "u32", [si], ["i32 3"], rows=sh, cols=32 * sm)
            st = self.call("tsort32.f32", [f"{V} {sv}", f"{V} {si}"], sh, 64 * sm, dt=T)
            su = self.call("treshape.u32.f32", [f"{V} {st}"], sh, 64 * sm, dt="u32")
            so = self.param(f"{tag}so", "u32", sh, 64 * sm, False)
            self.store("u32", so, 64 * sm, su)
            # Issue 14 (14M): tmrgsort (a stream of its own, drawn from the
            # sort stream's generator): one row of 128 or 512 values sorted
            # by tsort32 (or, sometimes, loaded raw pairs: the merge is
            # defined on unsorted blocks too), merged in blocks of 64, then
            # (512 values) possibly 256; the runs stored as u32 bits.
            mr = random.Random(sr.getrandbits(64))
            if mr.random() < 0.5:
                mn = mr.choice([128, 512])
                if mr.random() < 0.25:
                    mt = self.load("vec", T, self.param(f"{tag}mp", T, 1, 2 * mn, True),
                                   2 * mn, 1, 2 * mn)
                else:
                    mv = self.load("vec", T, self.param(f"{tag}mv", T, 1, mn, True),
                                   mn, 1, mn)
                    mi = self.load("vec", "u32", self.param(f"{tag}mi", "u32", 1, mn, True),
                                   mn, 1, mn)
                    if mr.random() < 0.5:
                        mi = self.v("trems", "u32", [mi], ["i32 5"], rows=1, cols=mn)
                    mt = self.call("tsort32.f32", [f"{V} {mv}", f"{V} {mi}"], 1, 2 * mn, dt=T)
                lens = [64] if mn == 128 else [64, 256][:mr.randint(1, 2)]
                for L in lens:
                    mt = self.call("tmrgsort.f32", [f"{V} {mt}", f"i32 {L}"], 1, 2 * mn, dt=T)
                mu = self.call("treshape.u32.f32", [f"{V} {mt}"], 1, 2 * mn, dt="u32")
                mo = self.param(f"{tag}mo", "u32", 1, 2 * mn, False)
                self.store("u32", mo, 2 * mn, mu)
        # Issue 14 (14M): tscatter (a stream of its own, drawn from the
        # gather stream's generator): a loaded destination, a source and
        # unsigned indices made valid by a remainder by R * C (repeats: the
        # last write stays; sometimes few distinct ones), the result written
        # over the destination and stored.
        cr = random.Random(gr.getrandbits(64))
        if cr.random() < 0.5:
            cd = self.load("vec", T, self.param(f"{tag}cd", T, R, C, True), C, R, C)
            cs = self.load("vec", T, self.param(f"{tag}cs", T, R, C, True), C, R, C)
            craw = self.load("vec", I, self.param(f"{tag}ci", I, R, C, True), C, R, C)
            n = R * C if cr.random() < 0.7 else cr.randint(1, 4)
            cidx = self.v("trems", I, [craw], [f"i32 {n}"])
            c = self.call(f"tscatter.{T}.{I}", [f"{V} {cd}", f"{V} {cs}", f"{V} {cidx}"],
                          R, C, dt=T)
            oc = self.param(f"{tag}co", T, R, C, False)
            self.store(T, oc, C, c)
        # Issue 14 (14G): tgatherb (a stream of its own, drawn from the
        # scatter stream's generator after its draws): a source of R rows
        # and random cols, u32 byte offsets made valid and aligned by a
        # remainder by the source's element count times the element size.
        br = random.Random(cr.getrandbits(64))
        if br.random() < 0.5:
            bw = br.choice([C, max(1, C // 2), 2 * C])
            bs = self.load("vec", T, self.param(f"{tag}bs", T, R, bw, True), bw, R, bw)
            braw = self.load("vec", "u32", self.param(f"{tag}bi", "u32", R, C, True), C, R, C)
            bel = self.v("trems", "u32", [braw], [f"i32 {R * bw}"])
            boff = self.v("tmuls", "u32", [bel], [f"i32 {BYTES[T]}"])
            b = self.call(f"tgatherb.{T}", [f"{V} {bs}", f"{V} {boff}"], R, C, dt=T)
            ob = self.param(f"{tag}bo", T, R, C, False)
            self.store(T, ob, C, b)
        # Issue 14 (coverage audit): the data types a kernel's type never is
        # (ISA_D_X_T) through tgatherb, and those of 2 or 4 bytes through
        # tgather and tscatter (a stream of its own, drawn from the tgatherb
        # stream's generator after its draws), as above.
        xr = random.Random(br.getrandbits(64))
        if xr.random() < 0.5:
            X = xr.choice(ISA_D_X_T)
            xw = xr.choice([C, max(1, C // 2), 2 * C])
            xs = self.load("vec", X, self.param(f"{tag}xs", X, R, xw, True), xw, R, xw)
            xraw = self.load("vec", "u32", self.param(f"{tag}xi", "u32", R, C, True), C, R, C)
            xel = self.v("trems", "u32", [xraw], [f"i32 {R * xw}"])
            xoff = self.v("tmuls", "u32", [xel], [f"i32 {BYTES[X]}"])
            xb = self.call(f"tgatherb.{X}", [f"{V} {xs}", f"{V} {xoff}"], R, C, dt=X)
            self.store(X, self.param(f"{tag}xo", X, R, C, False), C, xb)
            if BYTES[X] >= 2:
                XI = "u32" if BYTES[X] == 4 else "u16"
                graw = self.load("vec", XI, self.param(f"{tag}xg", XI, R, C, True), C, R, C)
                gidx = self.v("trems", XI, [graw], [f"i32 {R * xw}"])
                xg = self.call(f"tgather.{X}.{XI}", [f"{V} {xs}", f"{V} {gidx}"], R, C, dt=X)
                self.store(X, self.param(f"{tag}xgo", X, R, C, False), C, xg)
                xd = self.load("vec", X, self.param(f"{tag}xd", X, R, C, True), C, R, C)
                n = R * C if xr.random() < 0.7 else xr.randint(1, 4)
                cidx = self.v("trems", XI, [graw], [f"i32 {n}"])
                xc = self.call(f"tscatter.{X}.{XI}", [f"{V} {xd}", f"{V} {xg}", f"{V} {cidx}"],
                               R, C, dt=X)
                self.store(X, self.param(f"{tag}xco", X, R, C, False), C, xc)
        # Issue 14 (14M): tmrgsort2 and tmrgsort2.cnt (a stream of its own,
        # drawn from the previous one's generator after its draws): two f32
        # lists of (value, index) pairs, sorted by tsort32 (32 pairs each)
        # or loaded raw (8 to 64 pairs: the merge is defined on unsorted
        # lists too), sometimes one tile as both lists (every value tied
        # across them); exhausted 0 or 1; the merge stored as u32 bits and
        # the counts as u16.
        mr2 = random.Random(xr.getrandbits(64))
        if mr2.random() < 0.5:
            F = "f32"
            if mr2.random() < 0.5:
                lw, lists = 64, []
                for k in range(2):
                    lv = self.load("vec", F, self.param(f"{tag}l{k}v", F, 1, 32, True), 32, 1, 32)
                    li = self.load("vec", "u32", self.param(f"{tag}l{k}i", "u32", 1, 32, True),
                                   32, 1, 32)
                    lists.append(self.call("tsort32.f32", [f"{V} {lv}", f"{V} {li}"], 1, 64, dt=F))
            else:
                lw = mr2.choice([16, 32, 128])
                lists = [self.load("vec", F, self.param(f"{tag}l{k}p", F, 1, lw, True), lw, 1, lw)
                         for k in range(2)]
            if mr2.random() < 0.25:
                lists[1] = lists[0]
            ex = mr2.randint(0, 1)
            args = [f"{V} {lists[0]}", f"{V} {lists[1]}", f"i32 {ex}"]
            mm = self.call("tmrgsort2.f32", args, 1, 2 * lw, dt=F)
            mu = self.call("treshape.u32.f32", [f"{V} {mm}"], 1, 2 * lw, dt="u32")
            self.store("u32", self.param(f"{tag}m2o", "u32", 1, 2 * lw, False), 2 * lw, mu)
            mc = self.call("tmrgsort2.cnt.u16", args, 1, 4, dt="u16")
            self.store("u16", self.param(f"{tag}m2c", "u16", 1, 4, False), 4, mc)

    def guarded_loop(self, p, carries, body):
        """A loop `<p>loop` of n iterations (possibly none) entered from the
        current block, exiting to `<p>after`. carries: (IR type, initial
        value) per carried value; body(phis) emits one iteration and returns
        the next values. Returns the values after the loop (the initial ones
        when it ran zero times)."""
        pre = self.current_block()
        self.emit(f"%{p}go = icmp sgt i64 %n, 0")
        self.emit(f"br i1 %{p}go, label %{p}loop, label %{p}after")
        self.lines.append(f"{p}loop:")
        self.emit(f"%{p}i = phi i64 [0, %{pre}], [%{p}inext, %{p}loop]")
        phis = [self.tmp() for _ in carries]
        at = len(self.lines)
        self.lines += [None] * len(carries)
        self.emit(f"%{p}inext = add i64 %{p}i, 1")
        nexts = body(phis)
        for k, ((t, init), phi, nx) in enumerate(zip(carries, phis, nexts)):
            self.lines[at + k] = f"  {phi} = phi {t} [{init}, %{pre}], [{nx}, %{p}loop]"
        self.emit(f"%{p}more = icmp slt i64 %{p}inext, %n")
        self.emit(f"br i1 %{p}more, label %{p}loop, label %{p}after")
        self.lines.append(f"{p}after:")
        outs = [self.tmp() for _ in carries]
        for (t, init), out, nx in zip(carries, outs, nexts):
            self.emit(f"{out} = phi {t} [{init}, %{pre}], [{nx}, %{p}loop]")
        return outs

    def current_block(self):
        for l in reversed(self.lines):
            if l and not l.startswith(" ") and l.endswith(":"):
                return l[:-1]
        return "entry"

    def cube_prefetch(self):
        """A K loop of a GEMM that loads the A and B blocks of step k+1 into
        mat while the cube works on step k (the carried mat tiles are
        double-buffered), accumulating in acc; n steps (possibly zero) after
        the first, and the last prefetched blocks after the loop. Returns the
        result converted to the kernel's type."""
        r, D, R, C = self.r, self.D, self.R, self.C
        G, A = self.gemm_types()
        ga = self.param("ga", G, R, 4 * C, True)   # 4 K-blocks of R x C
        gb = self.param("gb", G, 4 * C, C, True)   # 4 K-blocks of C x C
        L, Rt, M = ty("left"), ty("right"), ty("mat")
        a0 = self.load("mat", G, ga, 4 * C, R, C)
        b0 = self.load("mat", G, gb, C, C, C)
        def mm(acc, a, b):
            la = self.call(f"tmov.{G}", [f"{M} {a}"], R, C, mem="left", dt=G)
            rb = self.call(f"tmov.{G}", [f"{M} {b}"], C, C, mem="right", dt=G)
            if acc is None:
                return self.call(f"tmatmul.{A}.{G}", [f"{L} {la}", f"{Rt} {rb}"],
                                 R, C, mem="acc", dt=A)
            return self.call(f"tmatmul.acc.{A}.{G}",
                             [f"{ty('acc')} {acc}", f"{L} {la}", f"{Rt} {rb}"],
                             R, C, mem="acc", dt=A)
        acc0 = mm(None, a0, b0)
        def iteration(phis):
            ca, cb, cacc = phis
            self.emit(f"%caoff = mul i64 %cinext, {C}")
            self.emit(f"%cboff = mul i64 %cinext, {C * C}")
            na = self.load("mat", G, self.gep(G, ga, "%caoff"), 4 * C, R, C)
            nb = self.load("mat", G, self.gep(G, gb, "%cboff"), C, C, C)
            return [na, nb, mm(cacc, ca, cb)]
        xa, xb, xacc = self.guarded_loop(
            "c", [(M, a0), (M, b0), (ty("acc"), acc0)], iteration)
        fin = mm(xacc, xa, xb)
        v = self.call(f"tmov.{A}", [f"{ty('acc')} {fin}"], R, C, dt=A)
        return self.cvt(D, A, v)

    def prefetch_loop(self, init):
        """A loop that loads block i+1 of a buffer while it consumes block i
        (the loaded tile is the loop carry, read after the next load: the
        backend double-buffers it), folding the blocks into an accumulator;
        runs n times (possibly zero). Sometimes inside an outer loop of two
        iterations, so the rotation restarts at slot 0 (or, when the
        current slot is read after the loop, continues across the outer loop)
        while the previous run's accesses may still be in flight. Returns the accumulator and the
        last block after the loop(s)."""
        r, D, R, C = self.r, self.D, self.R, self.C
        T = ty("vec")
        pf = self.param("pf", D, 4 * R, C, True)  # n <= 3: blocks 0..3
        nested = r.random() < 0.4
        if nested:
            self.emit("br label %pouter")
            self.lines.append("pouter:")
            self.emit("%po = phi i64 [0, %entry], [%ponext, %pafter]")
            oacc = self.tmp()
            ophi_at = len(self.lines)
            self.lines.append(None)
            init_in = oacc
        else:
            init_in = init
        first = self.load("vec", D, pf, C, R, C)

        def iteration(phis):
            cur, acc = phis
            self.emit(f"%poff = mul i64 %pinext, {R * C}")
            nxt = self.load("vec", D, self.gep(D, pf, "%poff"), C, R, C)
            if D == "i8":
                return [nxt, self.window(cur, acc, D)]
            return [nxt, self.v(r.choice(BIN), D, [acc, cur])]
        last, res = self.guarded_loop("p", [(T, first), (T, init_in)], iteration)
        if nested:
            self.lines[ophi_at] = f"  {oacc} = phi {T} [{init}, %entry], [{res}, %pafter]"
            self.emit("%ponext = add i64 %po, 1")
            self.emit("%pomore = icmp slt i64 %ponext, 2")
            self.emit("br i1 %pomore, label %pouter, label %pexit")
            self.lines.append("pexit:")
        return [res, last]

    def vec_pressure(self):
        """Straight-line R x C tiles, every one stored at the end, so they
        are all live together: 75-115 % of the usable vector memory."""
        r, D = self.r, self.D
        usable = self.caps["vec"]["usable"]
        while True:
            self.R, self.C = r.choice([16, 32, 64, 128]), r.choice([32, 64, 128, 256])
            size = self.tile_bytes("vec", D, self.R, self.C)
            if 4 <= usable // size <= 14:
                break
        R, C = self.R, self.C
        count = max(3, int(usable / size * r.uniform(0.75, 1.15)))
        with_loop = D != "i8" and r.random() < 0.4
        if with_loop:
            count = max(3, count - 4)  # the loop holds about 4 more
        x = self.load("vec", D, self.param("x", D, R, C, True), C, R, C)
        y = self.load("vec", D, self.param("y", D, R, C, True), C, R, C)
        pool = [x, y]
        made = []
        # Temporaries of an operation count too: stop while the estimate fits
        # the target.
        while len(made) + 2 < count:
            v = self.op(pool, uniform=True)
            pool.append(v)
            made.append(v)
        if with_loop:
            # Then a double-buffered prefetch loop with all of that still
            # live: the loop holds the tiles live across it, two slots, the
            # accumulator and, at the exit, the last block moved out of the
            # slots -- estimated as 5 tiles more (one of slack for the
            # placement of the two-slot buffer).
            self.straight_uses = len(self.uses)
            self.loop_estimate = (len(made) + 5) * size
            made += self.prefetch_loop(made[-1] if made else x)
        out = self.param("out", D, len(made) * R, C, False)
        for k, v in enumerate(made):
            self.store(D, self.gep(D, out, k * R * C), C, v)
        return ["vec"]

    def cube_pressure(self):
        """p GEMMs sharing the right operand: every left operand loaded
        before the first matmul, every accumulator kept until all are done,
        so L0A and L0C each hold p tiles at once."""
        r = self.r
        G, A = self.gemm_types()
        ul, ua = self.caps["left"]["usable"], self.caps["acc"]["usable"]
        while True:
            M, K, N = r.choice([16, 32, 64]), r.choice([32, 64, 128]), r.choice([32, 64, 128])
            sl = self.tile_bytes("left", G, M, K)
            sa = self.tile_bytes("acc", A, M, N)
            pmax = min(ul / sl, ua / sa)
            if 2 <= pmax <= 8:
                break
        p = max(1, int(pmax * r.uniform(0.75, 1.15)))
        self.R, self.C = M, N
        wp = self.param("w", G, K, N, True)
        ap = self.param("a", G, p * M, K, True)
        op = self.param("out", A, p * M, N, False)
        mb = self.load("mat", G, wp, N, K, N)
        rb = self.call(f"tmov.{G}", [f"{ty('mat')} {mb}"], K, N, mem="right", dt=G)
        lefts = []
        for j in range(p):
            ma = self.load("mat", G, self.gep(G, ap, j * M * K), K, M, K)
            lefts.append(self.call(f"tmov.{G}", [f"{ty('mat')} {ma}"], M, K,
                                   mem="left", dt=G))
        accs = [self.call(f"tmatmul.{A}.{G}", [f"{ty('left')} {la}", f"{ty('right')} {rb}"],
                          M, N, mem="acc", dt=A) for la in lefts]
        for j, acc in enumerate(accs):
            v = self.call(f"tmov.{A}", [f"{ty('acc')} {acc}"], M, N, dt=A)
            self.store(A, self.gep(A, op, j * M * N), N, v)
        return ["left", "acc"]

    def estimate(self):
        """Peak live bytes per memory of straight-line code: a tile is live
        from its producer to its last use; at an instruction its result and
        operands are all counted. A vec-pressure kernel with a loop adds the
        loop's estimate (see vec_pressure)."""
        uses = self.uses[:getattr(self, "straight_uses", len(self.uses))]
        last = {}
        for i, (_, used) in enumerate(self.uses):
            for u in used:
                last[u] = i
        peak = {}
        live = set()
        if hasattr(self, "loop_estimate"):
            peak["vec"] = self.loop_estimate
        for i, (d, used) in enumerate(uses):
            if d:
                live.add(d)
                last.setdefault(d, i)
            per = {}
            for v in live:
                mem, b = self.info[v]
                per[mem] = per.get(mem, 0) + b
            for mem, b in per.items():
                peak[mem] = max(peak.get(mem, 0), b)
            live = {v for v in live if last[v] > i}
        return peak

    def add_patterns(self):
        """The patterns of the mix, each with probability PATTERN_P; or, for
        --pattern, the named ones (one instance each, sometimes two)."""
        if self.only:
            todo = [n for n in self.only
                    for _ in range(2 if self.pr.random() < 0.3 else 1)]
        else:
            todo = [n for n in self.mix if n not in OWN_STREAM
                    and self.pr.random() < PATTERN_P]
            # Issue 13 (F): patterns drawn from their own random stream
            # leave the other patterns' kernels of every seed unchanged.
            todo += [n for n in self.mix if n in OWN_STREAM and random.Random(
                self.seed * 31 + OWN_STREAM[n]).random() < PATTERN_P]
        for k, name in enumerate(todo):
            tag = "".join(w[0] for w in name.split("-")) + str(k)
            variant = getattr(self, PATTERNS[name])(tag)
            self.patterns.append((name, variant))

    def kernel(self):
        self.lines.append("entry:")
        pressured = []
        if self.form == "patterns":
            self.add_patterns()
        elif self.form == "mixed":
            self.mixed()
        elif self.form == "vec-pressure":
            if self.D == "i8" and self.r.random() < 0.5:
                self.D = "f16"
            pressured = self.vec_pressure()
        else:
            pressured = self.cube_pressure()
        self.emit("ret void")
        self.param("n", None, 0, 0, False)
        sig = ", ".join(f"i64 %{n}" if not dt else
                        f"float %{n}" if dt == "f32scalar" else  # Issue 13 (F)
                        f"ptr addrspace(1) %{n}" if n in self.may_alias else
                        f"ptr addrspace(1) noalias %{n}"
                        for n, dt, *_ in self.params)
        head = ['target triple = "pto-unknown-unknown"', ""] + sorted(self.decls.values()) + [
            "", f"define void @k({sig}) \"pto.kernel\" {{"]
        tail = ["}", ""]
        if self.helper:
            tail += ["define i32 @mix(i32 %a, i32 %b) {",
                     "  %c = icmp ult i32 %a, %b",
                     "  %m = select i1 %c, i32 %a, i32 %b",
                     "  %x = xor i32 %m, %b",
                     "  ret i32 %x", "}", ""]
        if self.meta:
            tail += self.meta + [""]
        return "\n".join(head + self.lines + tail), pressured

    def kernel_args(self):
        n = random.Random(self.seed * 7 + 1).choice([0, 1, 2, 3])
        out = []
        for i, (name, dt, rows, cols, seeded) in enumerate(self.params):
            if dt is None:
                # n, or a pattern's trip count (its value in rows).
                out.append(f"--arg={n if name == 'n' else rows}")
            elif dt == "alias":  # rows: the buffer's index, cols: the offset
                out.append(f"--arg=alias:{rows}:+{cols}")
            elif dt == "f32scalar":  # Issue 13 (F): rows is the value
                out.append(f"--arg=f32:{rows!r}")
            else:
                s = f":seed={self.seed + 1000 * i}" if seeded else ""
                out.append(f"--arg=buf:{dt}:{rows}x{cols}{s}")
        return out


def load_facts():
    """Fills AS, BYTES, FLOATS and MATMUL; returns the usable capacity and tile
    alignment of every memory per subtarget."""
    f = ptofacts.machine_facts()
    AS.update({m: v["as"] for m, v in f["memories"].items()})
    BYTES.update({d: v["bytes"] for d, v in f["dtypes"].items()})
    FLOATS[:] = [d for d, v in f["dtypes"].items() if v["float"]]
    MATMUL_ALL[:] = f["matmul"]
    MATMUL[:] = [p for p in f["matmul"] if p != ("f32", "f32")]
    FIXPIPE[:] = f["fixpipe"]
    PIPES.update(f["pipes"])  # Issue 15 (15F)
    return f["capacity"]


def failure_kind(out, why):
    """What a failing run-kernel run (stdout + stderr) reported."""
    if why:
        return "estimate"
    if "error: llc failed" in out:
        return "llc error"
    if "error: pto-ref failed" in out:
        return "pto-ref error"
    if "deadlock" in out:
        return "deadlock"
    race = "error: pto-sim reported" in out and " races" in out
    mism = " mismatches" in out
    if race:
        return "race+mismatch" if mism else "race"
    if mism:
        return "mismatch" + ("+sim error" if "pto-sim: error" in out else "")
    return "pto-sim error" if "pto-sim: error" in out else "other"


def map_peaks(path):
    peaks = {}
    for m in json.load(open(path))["memories"]:
        peaks[m["name"]] = max((a["offset"] + a["size"] * a["slots"]
                                for a in m["allocations"]), default=0)
    return peaks


# Issue 14: the coverage audit. A builtin call of the kernel text, as
# "<builtin> <dtype suffixes> <source memory> -> <result memory>": the
# result's memory is its address space (gm for a void call, a store;
# scalar for another type); the source's the first tile operand's, else gm
# (a load), else the result's (tci, ttri, tfill). Read from the generated
# IR, not from the generator's own lists (utils/gen-fuzz-coverage.py
# derives what must appear from the builtin table).
CALL_RE = re.compile(r"call (void|ptr addrspace\((\d+)\)|\w+) @pto\.([\w.]+)\((.*)\)\s*$")


def audit_calls(text):
    names = {v: m for m, v in AS.items()}
    out = set()
    for line in text.splitlines():
        m = CALL_RE.search(line)
        if not m:
            continue
        parts = m.group(3).split(".")
        dts = []
        while parts and parts[-1] in BYTES:
            dts.insert(0, parts.pop())
        while len(parts) > 1 and parts[-1] in AS:
            parts.pop()
        if not dts:
            continue  # get_block_idx and the like: no element type
        ret = m.group(1)
        dst = (names.get(int(m.group(2)), "?") if m.group(2) else
               "gm" if ret == "void" else "scalar")
        spaces = [int(a) for a in re.findall(r"ptr addrspace\((\d+)\)", m.group(4))]
        tiles = [a for a in spaces if a != AS["gm"]]
        src = (names.get(tiles[0], "?") if tiles else
               "gm" if AS["gm"] in spaces else dst)
        out.add(f"{'.'.join(parts)} {'.'.join(dts)} {src} -> {dst}")
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seeds", default="0:50", help="A:B (half-open)")
    p.add_argument("--keep", help="directory for the kernels of failing seeds")
    p.add_argument("--tools-dir")
    p.add_argument("--plugin")
    p.add_argument("-v", action="store_true")
    p.add_argument("--pattern", action="append", default=[], choices=sorted(PATTERNS),
                   help="make every kernel of this pattern alone (repeatable)")
    p.add_argument("--mix", default=",".join(DEFAULT_MIX),
                   help="patterns added to mixed kernels, comma-separated, 'all' or "
                        "'none' (default: %(default)s)")
    # Issue 15 (15S): the generated mixed kernels use forms the mix-kernel
    # split rejects (scalar stores to GM, mat stores, tgetval), so they are
    # compiled for the one-core model unless --split-mix is given.
    p.add_argument("--split-mix", action="store_true",
                   help="let pto-split-mix-kernel split mixed a3 kernels")
    p.add_argument("--levels", default="0,2",
                   help="optimization levels to compile at, in order (default: 0,2)")
    p.add_argument("--dry-run", action="store_true",
                   help="only generate the kernels and count what they contain")
    # Issue 14: the coverage audit (test/tools/pto-sim/fuzz-coverage.test).
    p.add_argument("--audit", action="store_true",
                   help="with --dry-run's generation only: list every builtin "
                        "drawn as 'audit: <builtin> <dtypes> <src> -> <dst> "
                        "<seeds>' (the kernels drawing it), after the counts")
    p.add_argument("--flag-counters", action="store_true",
                   help="simulate flags as counters (pto-sim --flag-counters)")
    p.add_argument("--llc-arg", action="append", default=[],
                   help="extra llc option for every compile "
                        "(e.g. --llc-arg=-pto-mem-planner=exact)")
    # Issue 14 (14F): pto-sim options for every run (a mutation:
    # --sim-arg=--sim-mutate-fixpipe-relu-after-scale must make runs fail).
    p.add_argument("--sim-arg", action="append", default=[],
                   help="extra pto-sim option for every run")
    args = p.parse_args()
    mix = (sorted(PATTERNS) if args.mix == "all" else [] if args.mix == "none"
           else [m for m in args.mix.split(",") if m])
    for m in mix:
        if m not in PATTERNS:
            p.error(f"unknown pattern '{m}' (known: {', '.join(sorted(PATTERNS))})")
    mix = [m for m in PATTERNS if m in mix]  # one order, the table's
    lo, hi = (int(x) for x in args.seeds.split(":"))
    work = tempfile.mkdtemp(prefix="pto-fuzz-")
    plugin = args.plugin or os.path.join(
        os.environ.get("PTO_BUILD_DIR", os.path.join(ROOT, "build")), "lib", "PTOPlugin.so")
    caps = load_facts()
    extra = [f"--plugin={plugin}"]
    if args.tools_dir:
        extra.append(f"--tools-dir={args.tools_dir}")
    if args.flag_counters:
        extra.append("--sim-arg=--flag-counters")
    extra += [f"--llc-arg={a}" for a in args.llc_arg]
    extra += [f"--sim-arg={a}" for a in args.sim_arg]  # Issue 14 (14F)
    failures = 0
    if args.audit:  # Issue 14: the audit only generates.
        args.dry_run = True
    audit = {}
    stats = {"dtype": {}, "form": {}, "fit": 0, "rejected": 0, "over-compiled": 0,
             "pipe-aware": 0,
             "pattern": {m: 0 for m in (args.pattern or mix)}, "kinds": {},
             "isa-d": {},
             # Issue 14 (14F): f32-input matmuls, tstore.quant pairs.
             "14f": {},
             "14q": {},  # Issue 14 (14Q)
             # Issue 13 (R): kernels with register positions / treshape.
             "13r": {"textract-reg": 0, "tinsert-reg": 0, "treshape": 0,
                     "tview-reg": 0},
             # Issue 13 (T): kernels drawing each of valid_extents_13t's.
             "13t": {"pow": 0, "rem": 0, "gather": 0, "tri": 0},
             # Issue 15 (15F): the multi-core patterns' segment kinds.
             "15f": {k: 0 for k in ("epilogue", "v2c", "vec", "cube", "sections",
                                    "fifo")}}
    for seed in range(lo, hi):
        g = Gen(seed, caps, mix, args.pattern)
        text, pressured = g.kernel()
        est = g.estimate() if pressured else {}
        fits = all(est[m] <= caps[g.mcpu][m]["usable"] for m in est)
        stats["dtype"][g.D] = stats["dtype"].get(g.D, 0) + 1
        stats["form"][g.form] = stats["form"].get(g.form, 0) + 1
        for name, variant in g.patterns:
            stats["pattern"][name] += 1
            if name in MULTICORE:  # Issue 15 (15F)
                stats["15f"][variant.split("-")[0]] += 1
        shown = "; ".join(f"{n} {v}" for n, v in g.patterns)
        # Issue 14 (D): the arg reductions drawn, by name and types.
        for m in set(re.findall(r"@pto\.(t(?:row|col)arg(?:max|min)\.[\w.]+|tpart\w+\.\w+|tgather\.[\w.]+|tsort32\.\w+|tmrgsort2?\.[\w.]+|tscatter\.[\w.]+|tgatherb\.\w+)\(", text)):
            stats["isa-d"][m] = stats["isa-d"].get(m, 0) + 1
        # Issue 14 (14F): kernels drawing each f32-input matmul form and
        # each tstore.quant pair.
        for m in set(re.findall(r"@pto\.(tmatmul[\w.]*\.f32\.f32|tstore\.quant\.\w+\.\w+)\(", text)):
            stats["14f"][m] = stats["14f"].get(m, 0) + 1
        # Issue 14 (14Q): kernels drawing each tmov.quant form and the UB ->
        # L1 move.
        for m in set(re.findall(r"@pto\.(tmov\.quant\.\w+\.\w+\.\w+|tmov\.mat\.vec\.\w+)\(", text)):
            stats["14q"][m] = stats["14q"].get(m, 0) + 1
        # Issue 13 (R): a position register is the block index plus a
        # constant (Gen.pos): `i32 %vN, i32 %vM` positions.
        if re.search(r"@pto\.textract\.\w+\(ptr addrspace\(6\) %v\d+, i32 %v\d+, i32 %v\d+", text):
            stats["13r"]["textract-reg"] += 1
        if re.search(r"@pto\.tinsert\.\w+\(.*, i32 %v\d+, i32 %v\d+, i32 \d+, i32 \d+\)", text):
            stats["13r"]["tinsert-reg"] += 1
        if "@pto.treshape." in text:
            stats["13r"]["treshape"] += 1
        # Issue 13 (T): a view at a runtime row (Gen.window).
        if re.search(r"@pto\.tview\.\w+\(ptr addrspace\(\d\) %v\d+, i32 %v\d+, i32 0", text):
            stats["13r"]["tview-reg"] += 1
        for k in g.drew13t:
            stats["13t"][k] += 1
        for c in audit_calls(text) if args.audit else ():
            audit[c] = audit.get(c, 0) + 1
        ll = os.path.join(work, f"fuzz{seed}.ll")
        open(ll, "w").write(text)
        kargs = g.kernel_args()
        for opt in [] if args.dry_run else args.levels.split(","):
            keep = os.path.join(work, f"s{seed}-O{opt}")
            mp = os.path.join(keep, "map.json")
            cmd = [sys.executable, os.path.join(ROOT, "utils", "run-kernel"), ll,
                   "-O", opt, "--kernel=k", f"--mcpu={g.mcpu}", f"--keep={keep}"] + extra + kargs
            if pressured:
                cmd.append(f"--llc-arg=-pto-memory-map={mp}")
            if not args.split_mix and not g.multicore:  # Issue 15 (15S, 15F)
                cmd.append("--llc-arg=-pto-split-mix-kernels=false")
            if g.blocks > 1:  # Issue 15 (15F)
                cmd.append(f"--blocks={g.blocks}")
            r = subprocess.run(cmd, capture_output=True, text=True)
            ok = r.returncode == 0 and "matches reference" in r.stdout
            why = ""
            rejected = ("error: llc failed" in r.stdout and "overflows:" in r.stderr
                        and "Stack dump" not in r.stderr)
            if pressured and not ok and rejected and not fits:
                ok, why = True, "rejected over capacity"
                stats["rejected"] += 1
            elif pressured and ok:
                peaks = map_peaks(mp)
                over = [m for m in pressured if peaks.get(m, 0) > est.get(m, 0)]
                if over and all(peaks[m] <= caps[g.mcpu][m]["usable"] for m in over):
                    # Pipe-aware reuse may spend free bytes; the peak-first
                    # plan must still reach the estimate.
                    mp0 = os.path.join(keep, "map-peak-first.json")
                    llc = os.environ.get("LLC", "/usr/lib/llvm-22/bin/llc")
                    subprocess.run([llc, f"-load={plugin}", "-march=pto",
                                    f"-mcpu={g.mcpu}", f"-O{opt}", ll, "-o", os.devnull,
                                    "-pto-mem-pipe-aware=false",
                                    f"-pto-memory-map={mp0}"] + args.llc_arg,
                                   capture_output=True, text=True)
                    peaks0 = map_peaks(mp0) if os.path.exists(mp0) else {}
                    if all(peaks0.get(m, est[m] + 1) <= est[m] for m in over):
                        stats["pipe-aware"] += 1
                        over = []
                if over:
                    ok = False
                    why = "; ".join(f"{m} peak {peaks[m]} > estimate {est[m]}" for m in over)
                stats["fit" if fits else "over-compiled"] += 1
            if args.v or not ok:
                detail = ", ".join(f"{m} {est[m]}/{caps[g.mcpu][m]['usable']}" for m in est
                                   if m in pressured)
                print(f"seed {seed} -O{opt} ({g.form}, {g.D}, {g.mcpu}"
                      f"{', ' + detail if detail else ''}"
                      f"{', ' + shown if shown else ''}): "
                      f"{'ok' if ok else 'FAIL'}{' (' + why + ')' if why else ''}")
            if not ok:
                failures += 1
                kind = failure_kind(r.stdout + r.stderr, why)
                stats["kinds"].setdefault(kind, []).append(f"{seed}/O{opt}")
                if args.keep:
                    os.makedirs(args.keep, exist_ok=True)
                    dst = os.path.join(args.keep, f"fuzz{seed}.ll")
                    open(dst, "w").write(text)
                    ll_shown = dst
                else:
                    ll_shown = ll
                tail = (r.stdout + r.stderr).strip().splitlines()[-4:]
                print("  " + "\n  ".join(tail))
                print("  reproduce: utils/run-kernel " + ll_shown +
                      f" -O {opt} --kernel=k --mcpu={g.mcpu} " +
                      (f"--blocks={g.blocks} " if g.blocks > 1 else "") +
                      " ".join([f"--llc-arg={a}" for a in args.llc_arg] + kargs))
                break
    total = hi - lo
    print(f"fuzz: {total} seeds, {failures} failing")
    print("dtypes: " + " ".join(f"{k} {v}" for k, v in sorted(stats["dtype"].items())))
    print("forms: " + " ".join(f"{k} {v}" for k, v in sorted(stats["form"].items())))
    print(f"pressure runs: {stats['fit']} within capacity compiled, "
          f"{stats['over-compiled']} over the estimate compiled, "
          f"{stats['rejected']} rejected over capacity, "
          f"{stats['pipe-aware']} above the estimate by pipe-aware reuse")
    print("patterns: " + " ".join(f"{k} {v}" for k, v in stats["pattern"].items()))
    # Issue 14 (D): kernels drawing each arg reduction (name.index.source).
    print("isa-d: " + " ".join(f"{k} {v}" for k, v in sorted(stats["isa-d"].items())))
    print("issue-13r: " + " ".join(f"{k} {v}" for k, v in stats["13r"].items()))
    print("issue-13t: " + " ".join(f"{k} {v}" for k, v in stats["13t"].items()))
    print("issue-14f: " + " ".join(f"{k} {v}" for k, v in sorted(stats["14f"].items())))
    print("issue-15f: " + " ".join(f"{k} {v}" for k, v in stats["15f"].items()))
    print("issue-14q: " + " ".join(f"{k} {v}" for k, v in sorted(stats["14q"].items())))
    for c, n in sorted(audit.items()):
        print(f"audit: {c} {n}")
    for kind, seeds in sorted(stats["kinds"].items()):
        print(f"failed ({kind}): {len(seeds)}: {' '.join(seeds)}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
