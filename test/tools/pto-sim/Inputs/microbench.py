#!/usr/bin/env python3
# ===-- microbench.py - Single-path rate microbenchmarks for pto-sim ------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Measures one data path's rate in pto-sim: a kernel of N independent
operations of one kind saturates one pipe; the rate is the work of N more
operations over the cycles they add, T(2N) - T(N), so start-up latency and
dispatch cancel out. Compares it with the published figure given on the
command line and prints

  PATH on CPU: measured R UNIT/cycle, published P, within X% (ok|FAIL)

The exit status is 1 when a measurement is off by more than --tolerance.

  microbench.py --sim=pto-sim --cpu=a3 --path=gm_read --published=32
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

TILE_ROWS, TILE_COLS = 16, 64  # 4 KiB of f32, 2 KiB of f16


def kernel(path, n):
    """Assembly of n independent operations on one path, and its arguments."""
    body = []
    args = []
    work = 0
    unit = "B"
    if path == "gm_read":
        # GM -> UB (MTE2), disjoint UB windows, one GM tile read n times.
        body.append("li t0, %d" % TILE_COLS)
        for k in range(n):
            body.append("tload vec[zero + %d], a0, t0, %d, %d, f32"
                        % (k * 4096, TILE_ROWS, TILE_COLS))
        args = ["buf:f32:%dx%d:seed=1" % (TILE_ROWS, TILE_COLS)]
        work = 4096
    elif path == "ub_to_gm":
        # UB -> GM (MTE3), one UB tile stored to disjoint GM windows.
        body += ["li t0, %d" % TILE_COLS, "li t2, 4096", "mv t1, a0"]
        for k in range(n):
            body.append("tstore t1, t0, vec[zero + 0], %d, %d, f32"
                        % (TILE_ROWS, TILE_COLS))
            body.append("add t1, t1, t2")
        args = ["buf:f32:%dx%d" % (TILE_ROWS * n, TILE_COLS)]
        work = 4096
    elif path in ("l1_to_l0a", "l1_to_l0b"):
        # L1 -> L0A / L0B (MTE1): 2 KiB f16 tiles, disjoint destinations.
        mem = "left" if path == "l1_to_l0a" else "right"
        for k in range(n):
            body.append("tmov %s[zero + %d], mat[zero + 0], %d, %d, f16"
                        % (mem, k * 2048, TILE_ROWS, TILE_COLS))
        work = 2048
    elif path == "l0c_to_ub":
        # L0C -> UB (FIX): 4 KiB f32 tiles, disjoint destinations.
        for k in range(n):
            body.append("tmov vec[zero + %d], acc[zero + 0], %d, %d, f32"
                        % (k * 4096, TILE_ROWS, TILE_COLS))
        work = 4096
    elif path == "cube":
        # tmatmul 32x32x128 f16 -> f32 (M), disjoint accumulators.
        for k in range(n):
            body.append("tmatmul acc[zero + %d], left[zero + 0], "
                        "right[zero + 0], 32, 32, 128, f32, f16" % (k * 4096))
        work = 32 * 32 * 128
        unit = "MAC"
    elif path == "vec":
        # tadd of 4 KiB f32 tiles (V), disjoint destinations.
        for k in range(n):
            body.append("tadd vec[zero + %d], vec[zero + 0], vec[zero + 0], "
                        "%d, %d, f32" % (8192 + k * 4096, TILE_ROWS,
                                         TILE_COLS))
        work = 4096
    else:
        sys.exit("microbench.py: error: unknown path '%s'" % path)
    text = "  .text\n  .globl bench\nbench:\n"
    text += "".join("  %s\n" % line for line in body) + "  ret\n"
    return text, args, work, unit


def cycles(sim, cpu, path, n, tmp):
    text, args, work, unit = kernel(path, n)
    src = os.path.join(tmp, "%s-%d.s" % (path, n))
    with open(src, "w") as f:
        f.write(text)
    cmd = [sim, src, "-mcpu=" + cpu] + ["--arg=" + a for a in args]
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("microbench.py: error: %s failed:\n%s%s"
                 % (" ".join(cmd), out.stdout, out.stderr))
    m = re.search(r"^total cycles: (\d+)$", out.stdout, re.M)
    if not m:
        sys.exit("microbench.py: error: no cycle count from " + " ".join(cmd))
    return int(m.group(1)), work, unit


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sim", required=True)
    ap.add_argument("--cpu", required=True)
    ap.add_argument("--path", required=True)
    ap.add_argument("--published", type=float, required=True)
    ap.add_argument("--ops", type=int, default=8)
    ap.add_argument("--tolerance", type=float, default=0.15)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        t1, work, unit = cycles(a.sim, a.cpu, a.path, a.ops, tmp)
        t2, _, _ = cycles(a.sim, a.cpu, a.path, 2 * a.ops, tmp)
    rate = a.ops * work / (t2 - t1)
    off = abs(rate - a.published) / a.published
    ok = off <= a.tolerance
    print("%s on %s: measured %.1f %s/cycle, published %g, within %.1f%% (%s)"
          % (a.path, a.cpu, rate, unit, a.published, 100 * off,
             "ok" if ok else "FAIL"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
