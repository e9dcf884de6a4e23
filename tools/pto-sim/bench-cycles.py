#!/usr/bin/env python3
# ===-- tools/pto-sim/bench-cycles.py - Cycles of the sync variants -------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Simulated cycles per kernel, in one run (docs/simulator.md):

  full         llc -O2 as is (pto-insert-sync with alias analysis)
  alias-blind  llc -O2 -pto-sync-alias-blind
  naive        llc -O2 -pto-sync-naive
  bound        pto-sim --ideal on the full build: synchronization ignored,
               every operation ordered by its true dependences only

and the ratio of each variant to the bound. Every variant must run without
races and match pto-ref (utils/run-kernel's checks are not repeated here:
the outputs are compared with the bound's, which is correct by
construction). The last line:

  cycles: N kernels, full/bound geomean R max R, alias-blind/bound geomean R,
  naive/bound geomean R
"""

import math
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.environ.get("PTO_BUILD_DIR", os.path.join(ROOT, "build"))
LLC = os.environ.get("LLC", "/usr/lib/llvm-22/bin/llc")
PLUGIN = os.path.join(BUILD, "lib", "PTOPlugin.so")
SIM = os.path.join(BUILD, "bin", "pto-sim")

# Kernel file -> pto-sim arguments.
KERNELS = {
    "examples/gemm-tiles.ll": ["buf:f16:64x256:seed=1", "buf:f16:64x64:seed=2",
                               "buf:f32:64x64", "4"],
    "test/CodeGen/PTO/tile-gemm.ll": ["buf:f16:64x256:seed=1",
                                      "buf:f16:256x64:seed=2",
                                      "buf:f32:64x64", "4"],
    "test/CodeGen/PTO/tile-softmax.ll": ["buf:f32:16x64:seed=3",
                                         "buf:f32:16x64"],
    "bench/kernels/vadd-loop.ll": ["buf:f32:8x1024:seed=1",
                                   "buf:f32:8x1024:seed=2",
                                   "buf:f32:8x1024", "8"],
    "bench/kernels/layernorm.ll": ["buf:f32:16x64:seed=1",
                                   "buf:f32:16x64:seed=2",
                                   "buf:f32:16x64:seed=3", "buf:f32:16x64"],
    "bench/kernels/matmul-epilogue.ll": ["buf:f16:32x32:seed=1",
                                         "buf:f16:32x32:seed=2",
                                         "buf:f32:32x32:seed=3",
                                         "buf:f32:32x32"],
}
VARIANTS = [("full", []), ("alias-blind", ["-pto-sync-alias-blind"]),
            ("naive", ["-pto-sync-naive"])]


def simulate(obj, args, extra, out):
    r = subprocess.run([SIM, obj] + extra + [f"--arg={a}" for a in args] +
                       [f"--out={i}={out}.{i}" for i, a in enumerate(args)
                        if a.startswith("buf:")],
                       capture_output=True, text=True)
    m = re.search(r"^total cycles: (\d+)", r.stdout, re.M)
    if r.returncode or not m:
        return None, r.stderr.strip().splitlines()[:1]
    return int(m.group(1)), None


def main():
    work = tempfile.mkdtemp(prefix="bench-cycles-")
    rows = []
    print(f"{'kernel':<22} {'full':>8} {'alias-blind':>12} {'naive':>8} {'bound':>8}"
          f" {'full/b':>7} {'blind/b':>8} {'naive/b':>8}")
    for rel, args in KERNELS.items():
        path = os.path.join(ROOT, rel)
        name = os.path.basename(rel)[:-3]
        if not os.path.exists(path):
            continue
        cycles = {}
        failed = None
        for variant, flags in VARIANTS:
            obj = os.path.join(work, f"{name}.{variant}.o")
            r = subprocess.run([LLC, f"-load={PLUGIN}", "-march=pto", "-O2",
                                "-filetype=obj", path, "-o", obj] + flags,
                               capture_output=True, text=True)
            if r.returncode:
                failed = f"{variant}: llc failed"
                break
            c, err = simulate(obj, args, [], os.path.join(work, f"{name}.{variant}"))
            if c is None:
                failed = f"{variant}: {err}"
                break
            cycles[variant] = c
        if not failed:
            c, err = simulate(os.path.join(work, f"{name}.full.o"), args,
                              ["--ideal"], os.path.join(work, f"{name}.bound"))
            if c is None:
                failed = f"bound: {err}"
            cycles["bound"] = c
        if failed:
            print(f"{name:<22} skipped ({failed})")
            continue
        # Outputs of every variant equal the bound's.
        for variant, _ in VARIANTS:
            for i, a in enumerate(args):
                if a.startswith("buf:"):
                    x = open(os.path.join(work, f"{name}.{variant}.{i}"), "rb").read()
                    y = open(os.path.join(work, f"{name}.bound.{i}"), "rb").read()
                    if x != y:
                        print(f"{name}: {variant} output {i} differs from the bound's")
                        return 1
        b = cycles["bound"]
        rows.append((cycles["full"] / b, cycles["alias-blind"] / b, cycles["naive"] / b))
        print(f"{name:<22} {cycles['full']:>8} {cycles['alias-blind']:>12} "
              f"{cycles['naive']:>8} {b:>8} {rows[-1][0]:>7.3f} {rows[-1][1]:>8.3f}"
              f" {rows[-1][2]:>8.3f}")
    if not rows:
        print("cycles: 0 kernels")
        return 1

    def geo(k):
        return math.exp(sum(math.log(r[k]) for r in rows) / len(rows))
    print(f"cycles: {len(rows)} kernels, full/bound geomean {geo(0):.3f} max "
          f"{max(r[0] for r in rows):.3f}, alias-blind/bound geomean {geo(1):.3f}, "
          f"naive/bound geomean {geo(2):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
