#!/usr/bin/env python3
# ===-- tools/pto-sim/fuzz-kernels.py - Differential kernel fuzzing -------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Random PTO kernels, compiled and simulated against the IR reference.

    tools/pto-sim/fuzz-kernels.py [--seeds=0:100] [--keep=DIR] [-v]

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
  an outer loop, so the rotation restarts), an
  if/else joining tiles with a PHI, a GEMM segment through mat, left, right,
  acc and bias (f16/bf16 inputs into f32, i8 into i32; bias rows and
  accumulating matmuls), a GEMM K loop that prefetches the next A/B blocks
  into mat while the cube works on the current ones (double-buffered mat
  tiles), and an output converted to another type.
- vec-pressure: straight-line code keeping enough same-shaped vector tiles
  live to fill 75-115 % of the vector memory; sometimes followed, with all
  of them still live, by a double-buffered prefetch loop (the backend
  double-buffers when the slots fit and falls back to a move when not).
- cube-pressure: several GEMMs whose left operands and accumulators are all
  live at once, filling 75-115 % of L0A and L0C.
For the pressure forms the generator computes the live bytes of every
memory (each tile live from its producer to its last use, result and
operands apart). Where that estimate fits the usable capacity, the kernel
must compile and the planned peak (llc -pto-memory-map) of the pressured
memory must not exceed the estimate; where it does not fit, llc may instead
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
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "utils"))
import ptofacts  # noqa: E402

# Machine facts, filled by load_facts() from the TableGen records: memory
# name -> address space (the IR interface, docs/builtins.md), element type
# -> bytes, the floating-point element types.
AS, BYTES, FLOATS = {}, {}, []
# LLVM IR types of the element types (for GEPs).
IRTY = {"f16": "half", "bf16": "bfloat", "f32": "float", "i8": "i8", "i32": "i32"}
BIN = ["tadd", "tsub", "tmul", "tmax", "tmin"]
UN = ["tabs", "tneg", "trelu"]
SCALARS = {"tadds": (0.5, 3), "tmuls": (0.75, -2), "tmaxs": (-0.5, -5),
           "tmins": (1.0, 7)}  # (float, integer) operand per builtin


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
    def __init__(self, seed, caps):
        self.r = r = random.Random(seed)
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
        self.D = r.choice(["f32", "f32", "f16", "bf16", "i32", "i8"])
        self.R = r.choice([1, 2, 4, 8])
        self.C = r.choice([8, 16, 32])
        # Straight-line liveness for the pressure estimate.
        self.helper = False
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
        if aligned and r.random() < 0.5:
            w, c0 = C, 0
            sub = self.v("tview", dt, [a], [f"i32 {r0}", "i32 0"], h, C)
        else:
            w = r.choice(sorted({C, 8}))
            c0 = r.choice(sorted({0, C - w}))
            sub = self.v("textract", dt, [a], [f"i32 {r0}", f"i32 {c0}"], h, w)
        if dt == "i8":
            sub = self.v("tmov", dt, [sub], rows=h, cols=w)
        else:
            sub = self.v(r.choice(UN), dt, [sub], rows=h, cols=w)
        r1 = r.randrange(R - h + 1)
        c1 = r.choice(sorted({0, C - w}))
        return self.v("tinsert", dt, [b, sub], [f"i32 {r1}", f"i32 {c1}"])

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

    # -- kernel forms --------------------------------------------------------

    def gemm_types(self):
        if self.D in FLOATS:
            return self.r.choice(["f16", "bf16"]), "f32"
        return "i8", "i32"

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
        # Store a few results, and maybe one converted to another type.
        outs = r.sample(pool[2:] or pool, min(len(pool[2:] or pool), 3))
        out = self.param("out", D, len(outs) * R, C, False)
        for k, v in enumerate(outs):
            self.store(D, self.gep(D, out, k * R * C), C, v)
        if r.random() < 0.5:
            E = r.choice([t for t in BYTES if t != D])
            o2 = self.param("o2", E, R, C, False)
            self.store(E, o2, C, self.cvt(E, D, r.choice(pool)))

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
        iterations, so the rotation restarts at slot 0 while the previous
        run's accesses may still be in flight. Returns the accumulator and the
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

    def kernel(self):
        self.lines.append("entry:")
        pressured = []
        if self.form == "mixed":
            self.mixed()
        elif self.form == "vec-pressure":
            if self.D == "i8" and self.r.random() < 0.5:
                self.D = "f16"
            pressured = self.vec_pressure()
        else:
            pressured = self.cube_pressure()
        self.emit("ret void")
        self.param("n", None, 0, 0, False)
        sig = ", ".join(f"ptr addrspace(1) noalias %{n}" if dt else f"i64 %{n}"
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
        return "\n".join(head + self.lines + tail), pressured

    def kernel_args(self):
        n = random.Random(self.seed * 7 + 1).choice([0, 1, 2, 3])
        out = []
        for i, (name, dt, rows, cols, seeded) in enumerate(self.params):
            if dt is None:
                out.append(f"--arg={n}")
            else:
                s = f":seed={self.seed + 1000 * i}" if seeded else ""
                out.append(f"--arg=buf:{dt}:{rows}x{cols}{s}")
        return out


def load_facts():
    """Fills AS, BYTES and FLOATS; returns the usable capacity and tile
    alignment of every memory per subtarget."""
    f = ptofacts.machine_facts()
    AS.update({m: v["as"] for m, v in f["memories"].items()})
    BYTES.update({d: v["bytes"] for d, v in f["dtypes"].items()})
    FLOATS[:] = [d for d, v in f["dtypes"].items() if v["float"]]
    return f["capacity"]


def map_peaks(path):
    peaks = {}
    for m in json.load(open(path))["memories"]:
        peaks[m["name"]] = max((a["offset"] + a["size"] * a["slots"]
                                for a in m["allocations"]), default=0)
    return peaks


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seeds", default="0:50", help="A:B (half-open)")
    p.add_argument("--keep", help="directory for the kernels of failing seeds")
    p.add_argument("--tools-dir")
    p.add_argument("--plugin")
    p.add_argument("-v", action="store_true")
    p.add_argument("--flag-counters", action="store_true",
                   help="simulate flags as counters (pto-sim --flag-counters)")
    p.add_argument("--llc-arg", action="append", default=[],
                   help="extra llc option for every compile "
                        "(e.g. --llc-arg=-pto-mem-planner=exact)")
    args = p.parse_args()
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
    failures = 0
    stats = {"dtype": {}, "form": {}, "fit": 0, "rejected": 0, "over-compiled": 0}
    for seed in range(lo, hi):
        g = Gen(seed, caps)
        text, pressured = g.kernel()
        est = g.estimate() if pressured else {}
        fits = all(est[m] <= caps[g.mcpu][m]["usable"] for m in est)
        stats["dtype"][g.D] = stats["dtype"].get(g.D, 0) + 1
        stats["form"][g.form] = stats["form"].get(g.form, 0) + 1
        ll = os.path.join(work, f"fuzz{seed}.ll")
        open(ll, "w").write(text)
        kargs = g.kernel_args()
        for opt in ["0", "2"]:
            keep = os.path.join(work, f"s{seed}-O{opt}")
            mp = os.path.join(keep, "map.json")
            cmd = [sys.executable, os.path.join(ROOT, "utils", "run-kernel"), ll,
                   "-O", opt, "--kernel=k", f"--mcpu={g.mcpu}", f"--keep={keep}"] + extra + kargs
            if pressured:
                cmd.append(f"--llc-arg=-pto-memory-map={mp}")
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
                if over:
                    ok = False
                    why = "; ".join(f"{m} peak {peaks[m]} > estimate {est[m]}" for m in over)
                stats["fit" if fits else "over-compiled"] += 1
            if args.v or not ok:
                detail = ", ".join(f"{m} {est[m]}/{caps[g.mcpu][m]['usable']}" for m in est
                                   if m in pressured)
                print(f"seed {seed} -O{opt} ({g.form}, {g.D}, {g.mcpu}"
                      f"{', ' + detail if detail else ''}): "
                      f"{'ok' if ok else 'FAIL'}{' (' + why + ')' if why else ''}")
            if not ok:
                failures += 1
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
                      " ".join([f"--llc-arg={a}" for a in args.llc_arg] + kargs))
                break
    total = hi - lo
    print(f"fuzz: {total} seeds, {failures} failing")
    print("dtypes: " + " ".join(f"{k} {v}" for k, v in sorted(stats["dtype"].items())))
    print("forms: " + " ".join(f"{k} {v}" for k, v in sorted(stats["form"].items())))
    print(f"pressure runs: {stats['fit']} within capacity compiled, "
          f"{stats['over-compiled']} over the estimate compiled, "
          f"{stats['rejected']} rejected over capacity")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
