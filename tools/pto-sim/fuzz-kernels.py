#!/usr/bin/env python3
# ===-- tools/pto-sim/fuzz-kernels.py - Differential kernel fuzzing -------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Random PTO kernels, compiled and simulated against the IR reference.

    tools/pto-sim/fuzz-kernels.py [--seeds=0:100] [--keep=DIR]

Each seed generates a kernel in LLVM IR (vector tiles of one random shape,
every elementwise/unary/tile-scalar builtin, row/column reductions with
expands, moves, transposes of square tiles, views and extracted windows
inserted back (tview/textract/tinsert), scalar element access
(tgetval/tsetval), a loop with a carried tile that
may run zero times, an if/else joining tiles with a PHI, a GEMM segment
through mat/left/right/acc with an f16 input, optionally with a bias row and
accumulating matmuls), then runs utils/run-kernel at
-O0 and -O2: any llc error, simulator error, race, deadlock or mismatch with
pto-ref fails and prints a reproducer. The status is the number of failing
seeds (capped at 1 for the shell).
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = ["tadd", "tsub", "tmul", "tmax", "tmin"]
UN = ["tabs", "tneg", "trelu"]
SC = {"tadds": 0x3F000000, "tmuls": 0x3F400000, "tmaxs": 0xBF000000,
      "tmins": 0x3F800000}  # 0.5, 0.75, -0.5, 1.0


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.n = 0
        self.lines = []
        self.decls = set()
        self.R = self.r.choice([1, 2, 4, 8])
        self.C = self.r.choice([8, 16, 32])
        self.T = f"ptr addrspace(6)"

    def tmp(self):
        self.n += 1
        return f"%v{self.n}"

    def emit(self, s):
        self.lines.append("  " + s)

    def call(self, name, args, rows, cols, ret="ptr addrspace(6)",
             shape=True, extra=()):
        v = self.tmp()
        full = f"pto.{name}.f32"
        args = list(args) + list(extra)
        if shape:
            args += [f"i32 {rows}", f"i32 {cols}"]
        tys = [a.rsplit(" ", 1)[0] for a in args]
        self.decls.add(f"declare {ret} @{full}({', '.join(tys)})")
        self.emit(f"{v} = call {ret} @{full}({', '.join(args)})")
        return v

    def window(self, a, b):
        """A sub-tile of a -- a zero-copy view of whole rows, or an extracted
        window -- computed on and inserted back into a copy of b."""
        r = self.r
        R, C, T = self.R, self.C, self.T
        h = r.randint(1, R)
        r0 = r.randrange(R - h + 1)
        if r.random() < 0.5:
            w, c0 = C, 0
            sub = self.call("tview", [f"{T} {a}", f"i32 {r0}", "i32 0"], h, C)
        else:
            w = r.choice(sorted({C, 8}))
            c0 = r.choice(sorted({0, C - w}))
            sub = self.call("textract", [f"{T} {a}", f"i32 {r0}", f"i32 {c0}"],
                            h, w)
        sub = self.call(r.choice(UN), [f"{T} {sub}"], h, w)
        r1 = r.randrange(R - h + 1)
        c1 = r.choice(sorted({0, C - w}))
        return self.call("tinsert", [f"{T} {b}", f"{T} {sub}", f"i32 {r1}",
                                     f"i32 {c1}"], R, C)

    def op(self, pool):
        r = self.r
        R, C, T = self.R, self.C, self.T
        k = r.random()
        a = r.choice(pool)
        if k < 0.35:
            b = r.choice(pool)
            return self.call(r.choice(BIN), [f"{T} {a}", f"{T} {b}"], R, C)
        if k < 0.5:
            return self.call(r.choice(UN), [f"{T} {a}"], R, C)
        if k < 0.65:
            name = r.choice(sorted(SC))
            return self.call(name, [f"{T} {a}", f"i32 {SC[name]}"], R, C)
        if k < 0.75:
            red = self.call(r.choice(["trowsum", "trowmax"]), [f"{T} {a}"], R, 1)
            return self.call("trowexpand", [f"{T} {red}"], R, C)
        if k < 0.85:
            red = self.call(r.choice(["tcolsum", "tcolmax"]), [f"{T} {a}"], 1, C)
            return self.call("tcolexpand", [f"{T} {red}"], R, C)
        if k < 0.9 and R == C:
            return self.call("ttrans", [f"{T} {a}"], R, C)
        if k < 0.92:
            return self.call("tmov", [f"{T} {a}"], R, C)
        if k < 0.94:
            return self.window(a, r.choice(pool))
        if k < 0.96:
            # A scalar read of one element written into another tile (S pipe).
            b = r.choice(pool)
            g = self.call("tgetval", [f"{T} {a}", f"i32 {r.randrange(R)}"],
                          0, 0, ret="i32", shape=False,
                          extra=[f"i32 {r.randrange(C)}"])
            return self.call("tsetval", [f"{T} {b}", f"i32 {r.randrange(R)}",
                                         f"i32 {r.randrange(C)}", f"i32 {g}"],
                             R, C)
        # Bounded exp: exp(min(a, 1)).
        m = self.call("tmins", [f"{T} {a}", f"i32 {SC['tmins']}"], R, C)
        return self.call("texp", [f"{T} {m}"], R, C)

    def kernel(self):
        r = self.r
        R, C, T = self.R, self.C, self.T
        out = []
        self.lines.append("entry:")
        x = self.tmp()
        self.decls.add("declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)")
        self.emit(f"{x} = call {T} @pto.tload.vec.f32(ptr addrspace(1) %x, i64 {C}, i32 {R}, i32 {C})")
        y = self.tmp()
        self.emit(f"{y} = call {T} @pto.tload.vec.f32(ptr addrspace(1) %y, i64 {C}, i32 {R}, i32 {C})")
        pool = [x, y]
        for _ in range(r.randint(1, 5)):
            pool.append(self.op(pool))
        block = "entry"
        if r.random() < 0.6:
            # A loop carrying one tile; runs n times (possibly zero).
            init = r.choice(pool)
            self.emit("%go = icmp sgt i64 %n, 0")
            self.emit("br i1 %go, label %loop, label %after")
            self.lines.append("loop:")
            self.emit("%i = phi i64 [0, %entry], [%inext, %loop]")
            carry = self.tmp()
            phi_at = len(self.lines)
            self.lines.append(None)
            body = [carry] + [v for v in pool if r.random() < 0.5]
            nxt = carry
            for _ in range(r.randint(1, 3)):
                nxt = self.op(body)
                body.append(nxt)
            self.lines[phi_at] = f"  {carry} = phi {T} [{init}, %entry], [{nxt}, %loop]"
            self.emit("%inext = add i64 %i, 1")
            self.emit("%more = icmp slt i64 %inext, %n")
            self.emit("br i1 %more, label %loop, label %after")
            self.lines.append("after:")
            res = self.tmp()
            self.emit(f"{res} = phi {T} [{init}, %entry], [{nxt}, %loop]")
            pool.append(res)
            block = "after"
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
            self.emit(f"{j} = phi {T} [{a}, %then], [{b}, %else]")
            pool.append(j)
        if r.random() < 0.4:
            # GEMM segment: x (R x C) as f16 through mat -> left, a CxC f16
            # matrix through mat -> right, acc -> vec.
            self.decls.update([
                "declare ptr addrspace(6) @pto.tcvt.f16.f32(ptr addrspace(6), i32, i32)",
                "declare void @pto.tstore.vec.f16(ptr addrspace(1), i64, ptr addrspace(6))",
                "declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)",
                "declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)",
                "declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)",
                "declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)",
                "declare ptr addrspace(6) @pto.tmov.vec.f32(ptr addrspace(5), i32, i32)"])
            a = r.choice(pool)
            h = self.tmp()
            self.emit(f"{h} = call {T} @pto.tcvt.f16.f32({T} {a}, i32 {R}, i32 {C})")
            self.emit(f"call void @pto.tstore.vec.f16(ptr addrspace(1) %s, i64 {C}, {T} {h})")
            ma, mb, la, rb, acc, v = (self.tmp() for _ in range(6))
            self.emit(f"{ma} = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %s, i64 {C}, i32 {R}, i32 {C})")
            self.emit(f"{mb} = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %w, i64 {C}, i32 {C}, i32 {C})")
            self.emit(f"{la} = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) {ma}, i32 {R}, i32 {C})")
            self.emit(f"{rb} = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) {mb}, i32 {C}, i32 {C})")
            if r.random() < 0.3:
                # With a bias row: w's first row, widened to f32 on the way.
                self.decls.update([
                    "declare ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1), i64, i32, i32)",
                    "declare ptr addrspace(7) @pto.tmov.bias.f32(ptr addrspace(2), i32, i32)",
                    "declare ptr addrspace(5) @pto.tmatmul.bias.f32.f16(ptr addrspace(3), ptr addrspace(4), ptr addrspace(7), i32, i32)"])
                mbias, bias = self.tmp(), self.tmp()
                self.emit(f"{mbias} = call ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1) %y, i64 {C}, i32 1, i32 {C})")
                self.emit(f"{bias} = call ptr addrspace(7) @pto.tmov.bias.f32(ptr addrspace(2) {mbias}, i32 1, i32 {C})")
                self.emit(f"{acc} = call ptr addrspace(5) @pto.tmatmul.bias.f32.f16(ptr addrspace(3) {la}, ptr addrspace(4) {rb}, ptr addrspace(7) {bias}, i32 {R}, i32 {C})")
            else:
                self.emit(f"{acc} = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) {la}, ptr addrspace(4) {rb}, i32 {R}, i32 {C})")
            # Accumulate once or twice more in place (the acc reuse contract).
            self.decls.add("declare ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)")
            for _ in range(r.randint(0, 2)):
                nacc = self.tmp()
                self.emit(f"{nacc} = call ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) {acc}, ptr addrspace(3) {la}, ptr addrspace(4) {rb}, i32 {R}, i32 {C})")
                acc = nacc
            self.emit(f"{v} = call {T} @pto.tmov.vec.f32(ptr addrspace(5) {acc}, i32 {R}, i32 {C})")
            pool.append(v)
        # Store a few results.
        self.decls.add("declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))")
        outs = r.sample(pool[2:] or pool, min(len(pool[2:] or pool), 3))
        for k, v in enumerate(outs):
            p = f"%p{k}"
            self.emit(f"{p} = getelementptr float, ptr addrspace(1) %out, i64 {k * R * C}")
            self.emit(f"call void @pto.tstore.vec.f32(ptr addrspace(1) {p}, i64 {C}, {T} {v})")
        self.emit("ret void")
        head = ['target triple = "pto-unknown-unknown"', ""] + sorted(self.decls) + [
            "",
            "define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, "
            "ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %s, "
            "ptr addrspace(1) noalias %w, i64 %n) \"pto.kernel\" {"]
        return "\n".join(head + self.lines + ["}", ""]), len(outs)


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
    args = p.parse_args()
    lo, hi = (int(x) for x in args.seeds.split(":"))
    work = tempfile.mkdtemp(prefix="pto-fuzz-")
    extra = []
    if args.tools_dir:
        extra.append(f"--tools-dir={args.tools_dir}")
    if args.plugin:
        extra.append(f"--plugin={args.plugin}")
    if args.flag_counters:
        extra.append("--sim-arg=--flag-counters")
    failures = 0
    for seed in range(lo, hi):
        g = Gen(seed)
        text, nout = g.kernel()
        ll = os.path.join(work, f"fuzz{seed}.ll")
        open(ll, "w").write(text)
        n = random.Random(seed * 7 + 1).choice([0, 1, 2, 3])
        R, C = g.R, g.C
        kargs = [f"--arg=buf:f32:{R}x{C}:seed={seed}",
                 f"--arg=buf:f32:{R}x{C}:seed={seed + 1000}",
                 f"--arg=buf:f32:{3 * R}x{C}", f"--arg=buf:f16:{R}x{C}",
                 f"--arg=buf:f16:{C}x{C}:seed={seed + 2000}", f"--arg={n}"]
        for opt in ["0", "2"]:
            cmd = [sys.executable, os.path.join(ROOT, "utils", "run-kernel"), ll,
                   "-O", opt] + extra + kargs
            r = subprocess.run(cmd, capture_output=True, text=True)
            ok = r.returncode == 0 and "matches reference" in r.stdout
            if args.v or not ok:
                print(f"seed {seed} -O{opt}: {'ok' if ok else 'FAIL'}")
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
                print("  reproduce: utils/run-kernel " + ll_shown + f" -O {opt} " +
                      " ".join(kargs))
                break
    total = hi - lo
    print(f"fuzz: {total} seeds, {failures} failing")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
