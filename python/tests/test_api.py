# The kernel object (assembly, IR, memory map, remarks), the run (outputs,
# statistics, trace, pto-sim's options), element types, C++ and IR input.
import json
import os

import numpy as np
import pytest

import pto

DTYPES_SRC = """#include <pto.h>
__pto_kernel void dtypes(__gm const __bf16 *restrict a,
                         __gm __bf16 *restrict b,
                         __gm const _Float16 *restrict c,
                         __gm _Float16 *restrict d,
                         __gm const signed char *restrict e,
                         __gm signed char *restrict f, __gm int *restrict g,
                         __gm const float *restrict h, __gm float *restrict o,
                         unsigned bits) {
  pto_vec_t ta = pto_tload_vec_bf16(a, 64, 8, 64);
  pto_tstore_vec_bf16(b, 64, pto_tadd_bf16(ta, ta, 8, 64));
  pto_vec_t tc = pto_tload_vec_f16(c, 64, 8, 64);
  pto_tstore_vec_f16(d, 64, pto_tmul_f16(tc, tc, 8, 64));
  pto_vec_t wide = pto_tcvt_i32_i8(pto_tload_vec_i8(e, 64, 8, 64), 8, 64);
  wide = pto_tadds_i32(wide, 100, 8, 64);
  pto_tstore_vec_i32(g, 64, wide);
  pto_tstore_vec_i8(f, 64, pto_tcvt_i8_i32(wide, 8, 64));
  pto_vec_t th = pto_tload_vec_f32(h, 64, 8, 64);
  pto_tstore_vec_f32(o, 64, __pto_tmuls_f32_bits(th, bits, 8, 64));
}
"""


@pytest.fixture(scope="module")
def softmax(examples):
    return pto.compile_file(os.path.join(examples, "softmax.c"))


def softmax_args(rows=32):
    x = np.random.default_rng(2).uniform(-1, 1, (rows, 64)).astype(np.float32)
    return x, np.zeros_like(x), rows


def test_kernel_artifacts(softmax):
    k = softmax
    assert k.name == "softmax" and (k.mcpu, k.opt) == ("a3", "2")
    assert [(p.type, p.name, p.is_buffer) for p in k.params] == [
        ("ptr addrspace(1)", "x", True), ("ptr addrspace(1)", "y", True),
        ("i64", "rows", False)]
    assert "softmax:" in k.asm and "\ttexp\t" in k.asm
    assert "define" in k.ir and "@pto.texp.f32" in k.ir
    m = k.memory_map
    assert m["function"] == "softmax" and m["subtarget"] == "a3"
    (vec,) = m["memories"]
    assert vec["name"] == "vec" and vec["allocations"]
    assert all("offset" in a and "live" in a for a in vec["allocations"])
    assert set(k.memory_maps) == {"softmax"}
    assert k.remarks and all(r.severity == "remark" for r in k.remarks)
    assert {r.pass_name for r in k.remarks} >= {"pto-plan-memory", "pto-insert-sync"}
    assert all(r.file.endswith("softmax.c") and r.line > 0 for r in k.remarks)
    assert not k.warnings


def test_run_statistics(softmax):
    run = softmax(*softmax_args())
    assert run.cpu == "a3" and run.cycles == 1088  # docs/ptocc.md (1777 before issue 18, 1649 before pto-pipeline-loads)
    assert list(run.pipes) == ["S", "MTE1", "MTE2", "MTE3", "M", "V", "FIX"]
    v = run.pipes["V"]
    assert v.ops > 0 and v.utilization == pytest.approx(v.busy / run.cycles)
    assert run.pipes["M"].busy == 0
    assert run.sync["set_flag"] == run.sync["wait_flag"] > 0
    assert run.race_count == 0 and run.trace is None
    assert run.stats["cycles"] == 1088 and "V_busy" in run.stats
    assert "1088 cycles" in repr(run)


def test_trace(softmax, tmp_path):
    run = softmax(*softmax_args(), trace=True)
    assert run.trace["otherData"] == {"cpu": "a3", "cycles": run.cycles}
    names = {e.get("name", "") for e in run.trace["traceEvents"]}
    assert any(n.startswith("texp") for n in names)
    path = tmp_path / "t.json"
    svg = tmp_path / "t.svg"
    run = softmax(*softmax_args(), trace=str(path), trace_svg=str(svg))
    assert json.loads(path.read_text()) == run.trace
    assert svg.read_text().startswith("<svg")


def test_simulator_options(softmax, examples):
    full = softmax(*softmax_args())
    ideal = softmax(*softmax_args(), ideal=True)
    assert ideal.cycles <= full.cycles
    assert np.array_equal(ideal[1], full[1])
    with pytest.raises(pto.SimulationError):
        softmax(*softmax_args(), max_cycles=100)
    a5 = pto.compile_file(os.path.join(examples, "softmax.c"), mcpu="a5")
    run = a5(*softmax_args())
    assert run.cpu == "a5" and run.cycles < full.cycles


def test_element_types():
    k = pto.compile(DTYPES_SRC)
    rng = np.random.default_rng(4)
    af = (rng.integers(-256, 256, (8, 64)) / 64).astype(np.float32)
    a = pto.to_bf16(af)
    c = (rng.integers(-64, 64, (8, 64)) / 16).astype(np.float16)
    e = rng.integers(-128, 128, (8, 64)).astype(np.int8)
    h = rng.uniform(-1, 1, (8, 64)).astype(np.float32)
    args = (a, np.zeros_like(a), c, np.zeros_like(c), e, np.zeros_like(e),
            np.zeros((8, 64), np.int32), h, np.zeros_like(h),
            pto.float_bits(0.5))
    run = k.check(*args)
    assert run[1].dtype == np.uint16
    np.testing.assert_array_equal(pto.from_bf16(run[1]), 2 * af)
    np.testing.assert_array_equal(run[3], c * c)
    np.testing.assert_array_equal(run[6], e.astype(np.int32) + 100)
    np.testing.assert_array_equal(run[5], (e.astype(np.int32) + 100)
                                  .astype(np.int8))  # wraps
    np.testing.assert_array_equal(run[8], h * np.float32(0.5))
    assert {i: c.dtype for i, c in run.comparisons.items()} == {
        0: "bf16", 1: "bf16", 2: "f16", 3: "f16", 4: "i8", 5: "i8",
        6: "i32", 7: "f32", 8: "f32"}


CXX_SRC = """#include <pto.h>
using namespace pto;
__pto_kernel void addmul(__gm const float *__restrict x,
                         __gm float *__restrict y) {
  auto t = load<Vec, float, 16, 64>(x, 64);
  store(y, 64, mul(add(t, t), t));
}
"""


def test_cxx_source():
    k = pto.compile(CXX_SRC, lang="c++")
    x = np.linspace(-2, 2, 16 * 64, dtype=np.float32).reshape(16, 64)
    run = k.check(x, np.zeros_like(x))
    np.testing.assert_allclose(run[1], (x + x) * x, rtol=1e-6)


with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "inputs",
                       "vsub.ll")) as _f:
    IR = _f.read()


def test_ir_source():
    k = pto.compile_ir(IR, opt=1)
    assert k.name == "vsub" and k.ir == IR and k.memory_map is not None
    x = np.arange(256, dtype=np.float32).reshape(8, 32)
    y = np.ones((8, 32), np.float32)
    run = k.check(x, y, np.zeros_like(x))
    np.testing.assert_array_equal(run[2], x - y)
    ref = k.reference(x, y, np.zeros_like(x))
    assert ref.cycles is None and np.array_equal(ref[2], run[2])


def test_reference_needs_ir():
    k = pto.from_asm("  .text\n  .globl r\nr:\n  ret\n")
    assert k().cycles >= 0
    with pytest.raises(ValueError, match="no IR"):
        k.reference()


def test_int64_and_multidimensional_buffers(examples):
    k = pto.compile_file(os.path.join(examples, "dot.ll"))
    x = np.arange(24, dtype=np.int32).reshape(2, 3, 4)
    out = np.zeros(1, np.int64)
    run = k.check(x, x, out, 24)
    assert run[2].dtype == np.int64 and int(run[2][0]) == int((x * x).sum())
    assert run[0].shape == (2, 3, 4)
