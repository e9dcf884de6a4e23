#!/usr/bin/env python3
# ===-- python/examples/softmax_gemm.py - Softmax and GEMM from Python ----===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Softmax and GEMM end to end from Python.

    PYTHONPATH=python /usr/bin/python3 python/examples/softmax_gemm.py

Compiles examples/softmax.c and examples/gemm.c with ptocc, runs them in
pto-sim on numpy arrays, checks them against the IR reference (pto-ref) and
against numpy, prints the statistics, and sweeps the GEMM's K tile.
"""

import argparse
import os
import sys

import numpy as np

try:
    import pto
except ImportError:  # run from a checkout without PYTHONPATH
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
    import pto

EXAMPLES = os.path.normpath(os.path.join(os.path.dirname(
    os.path.abspath(__file__)), "..", "..", "examples"))


def grid(rng, shape, dtype):
    """Values in [-1, 1) on a 1/256 grid (exact in f16)."""
    return (rng.integers(-256, 256, shape) / 256).astype(dtype)


def describe(run):
    busy = ", ".join(f"{name} {p.utilization:.1%}" for name, p in
                     run.pipes.items() if name != "S" and p.busy)
    sync = run.sync
    return (f"{run.cycles} cycles; busy: {busy}; set_flag {sync['set_flag']}, "
            f"wait_flag {sync['wait_flag']}, pipe_barrier "
            f"{sync['pipe_barrier']}")


def softmax(examples, rng, rows=64):
    k = pto.compile_file(os.path.join(examples, "softmax.c"))
    x = grid(rng, (rows, 64), np.float32)
    run = k.check(x, np.zeros_like(x), rows)  # pto-sim against pto-ref
    e = np.exp(x - x.max(axis=1, keepdims=True))
    pto.assert_close(run[1], e / e.sum(axis=1, keepdims=True), rtol=1e-5,
                     atol=1e-6, name="softmax", labels=("pto", "numpy"))
    print(f"softmax {rows}x64 f32: {describe(run)}")
    print(f"  {len(k.remarks)} remarks, e.g. {k.remarks[0]}")
    return run


def gemm(examples, rng, k_dim=256):
    a = grid(rng, (64, k_dim), np.float16)
    b = grid(rng, (k_dim, 64), np.float16)
    want = a.astype(np.float32) @ b.astype(np.float32)
    path = os.path.join(examples, "gemm.c")
    k = pto.compile_file(path, defines={"KT": 64})
    run = k.check(a, b, np.zeros((64, 64), np.float32), k_dim)
    pto.assert_close(run[2], want, rtol=1e-5, atol=1e-4, name="gemm",
                     labels=("pto", "numpy"))
    print(f"gemm 64x{k_dim} * {k_dim}x64 f16 -> f32: {describe(run)}")

    # The K tile is a compile-time constant: one compile per value.
    table = pto.sweep({"KT": [32, 64, 128]},
                      (a, b, np.zeros((64, 64), np.float32), k_dim),
                      file=path, check=True,
                      where=lambda cfg: k_dim % cfg["KT"] == 0)
    print("gemm, cycles per K tile:")
    print(table.table())
    print(f"fastest: KT={table.best().config['KT']}")
    return table


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--examples", default=EXAMPLES,
                   help="directory of the C kernels (default: examples/)")
    args = p.parse_args()
    rng = np.random.default_rng(0)
    softmax(args.examples, rng)
    gemm(args.examples, rng)
    print("softmax and gemm match the reference and numpy")


if __name__ == "__main__":
    main()
