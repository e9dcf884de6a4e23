# Issue 15 (15S): the single-core examples that use both cube and vector
# pipes, compiled for a3 without sections, are split by pto-split-mix-kernel
# into an AIC program and AIV programs (pto-sim places them on a core group)
# and still match pto-ref with no race, at -O2 and -O0 (test_examples.py
# runs them too, at the default a3). Printed: the a3 makespan (split: AIC +
# 2 AIV, tiles crossing through the GM workspace with cross-core flags) and
# the a5 one (one core with every pipe, its direct L0C -> UB path);
# docs/performance.md quotes them.
import os

import numpy as np
import pytest

import pto
from test_examples import CASES

MIXED = ["flash-attention.c", "flash-attention-first.c",
         "causal-attention.c", "gemm-tails.c", "gemm-valid.c"]


@pytest.mark.parametrize("name", MIXED)
def test_split_matches_reference(examples, name):
    case, tol = CASES[name]
    cycles = {}
    for mcpu in ("a3", "a5"):
        kernel = pto.compile_file(os.path.join(examples, name), mcpu=mcpu)
        args, expected = case(np.random.default_rng(len(name)))
        run = kernel.check(*args)  # raises on a race or a mismatch
        assert not run.races
        for i, want in expected.items():
            pto.assert_close(run[i].astype(want.dtype), want, rtol=tol,
                             atol=tol, name=f"{name} arg {i}",
                             labels=("pto", "numpy"))
        placement = "a mix kernel: one core group (AIC, 2 AIV)"
        assert (placement in run.log) == (mcpu == "a3"), run.log
        cycles[mcpu] = run.cycles
    print(f"{name}: a3 (split, AIC + 2 AIV) {cycles['a3']} cycles, "
          f"a5 (one core) {cycles['a5']} cycles")


def test_split_off_runs_on_one_core(examples):
    # -pto-split-mix-kernels=false: the one-core placement of before.
    name = "flash-attention.c"
    case, _ = CASES[name]
    kernel = pto.compile_file(os.path.join(examples, name),
                              flags=["-mllvm", "-pto-split-mix-kernels=false"])
    run = kernel.check(*case(np.random.default_rng(1))[0])
    assert "one core group" not in run.log
    assert "one core with every pipe per block" in run.log, run.log
