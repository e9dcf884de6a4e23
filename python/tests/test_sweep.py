# Sweeping compile-time constants: one compile per configuration, a table
# of cycles; failed configurations are rows with their error.
import os

import numpy as np
import pytest

import pto


def test_softmax_rows_per_tile(examples):
    x = np.random.default_rng(5).uniform(-1, 1, (64, 64)).astype(np.float32)
    seen = []

    def args(config):
        seen.append(config["R"])
        return x, np.zeros_like(x), 64

    result = pto.sweep({"R": [8, 16, 32, 64]}, args,
                       file=os.path.join(examples, "softmax.c"), check=True)
    assert seen == [8, 16, 32, 64]
    assert [r.config for r in result] == [{"R": r} for r in seen]
    assert all(r.ok and r.run.comparisons for r in result)
    cycles = [r.cycles for r in result]
    # Fewer, larger tiles: fewer loop iterations, fewer cycles -- up to 32
    # rows; with 64 the loop runs once, and there is no next block to load
    # while it computes (pto-pipeline-loads double-buffers the others).
    assert cycles[:3] == sorted(cycles[:3], reverse=True) and len(set(cycles)) == 4
    assert cycles[3] > cycles[2]
    assert result.best().config == {"R": 32}
    # One compile per configuration: the loop steps by R.
    assert [r.run.sync["set_flag"] for r in result] == [31, 15, 7, 3]
    lines = result.table().splitlines()
    assert lines[0].split()[:2] == ["R", "cycles"] and "V busy" in lines[0]
    assert [ln.split()[:2] for ln in lines[1:]] == [
        [str(r), str(c)] for r, c in zip(seen, cycles)]
    d = result.as_dicts()[0]
    assert d["R"] == 8 and d["cycles"] == cycles[0] and d["error"] is None


def test_gemm_tiles_with_a_filter_and_an_overflow(examples):
    rng = np.random.default_rng(6)
    a = (rng.integers(-256, 256, (64, 256)) / 256).astype(np.float16)
    b = (rng.integers(-256, 256, (256, 64)) / 256).astype(np.float16)
    space = {"KT": [32, 48, 64, 128, 256], "N": [64]}
    result = pto.sweep(space, (a, b, np.zeros((64, 64), np.float32), 256),
                       file=os.path.join(examples, "gemm.c"), check=True,
                       where=lambda c: 256 % c["KT"] == 0)
    assert [r.config["KT"] for r in result] == [32, 64, 128, 256]
    for r in result:
        assert r.ok, r.error
        assert r.run.pipes["M"].ops == 256 // r.config["KT"]
    assert result.best().cycles == min(r.cycles for r in result)


def test_failed_configuration_is_a_row(examples):
    x = np.zeros(4096, np.float32)
    result = pto.sweep({"R": [16, 512]}, (x, x, x, 4096),
                       file=os.path.join(examples, "vadd.c"))
    ok, bad = result.rows
    assert ok.ok and ok.cycles > 0
    assert not bad.ok and bad.run is None and "overflows" in bad.error
    last = result.table().splitlines()[-1]
    assert last.split()[:2] == ["512", "error:"] and "overflows" in last
    with pytest.raises(pto.CompileError):
        pto.sweep({"R": [512]}, (x, x, x, 4096), keep_going=False,
                  file=os.path.join(examples, "vadd.c"))


def test_source_text_and_fixed_defines():
    src = """#include <pto.h>
__pto_kernel void fill(__gm int *restrict y) {
  pto_tstore_vec_i32(y, C, pto_tfill_i32(V, R, C));
}
"""
    y = np.zeros((8, 64), np.int32)
    result = pto.sweep({"V": [1, 7]}, (y,), source=src,
                       defines={"R": 8, "C": 64}, check=True)
    assert [int(r.run[0][0, 0]) for r in result] == [1, 7]
    assert pto.configurations({"a": [1, 2], "b": [3]}) is not None
    assert list(pto.configurations({"a": [1, 2], "b": [3, 4]},
                                   where=lambda c: c["a"] < c["b"] - 1)) == [
        {"a": 1, "b": 3}, {"a": 1, "b": 4}, {"a": 2, "b": 4}]
