# Errors: compiler diagnostics as CompileError (file:line:col), races and
# deadlocks in pto-sim as RaceError / DeadlockError naming the
# instructions, mismatches as MismatchError, bad arguments as TypeError.
import os
import re

import numpy as np
import pytest

import pto

SYNTAX = """#include <pto.h>
__pto_kernel void k(__gm const float *x) {
  pto_vec_t a = pto_tload_vec_f32(x, 64, 16, 64)
}
"""

SHAPES = """#include <pto.h>
__pto_kernel void k(__gm const float *x, __gm float *y) {
  pto_vec_t a = pto_tload_vec_f32(x, 64, 16, 64);
  pto_vec_t b = pto_tload_vec_f32(x, 32, 16, 32);
  pto_tstore_vec_f32(y, 64, pto_tadd_f32(a, b, 16, 64));
}
"""


def test_frontend_error_has_location():
    with pytest.raises(pto.CompileError) as info:
        pto.compile(SYNTAX, filename="syntax.c")
    e = info.value
    assert e.tool == "ptocc"
    (err,) = e.errors
    assert (err.file, err.line, err.col) == ("syntax.c", 3, 49)
    assert err.message == "expected ';' at end of declaration"
    assert str(err) == ("syntax.c:3:49: error: expected ';' at end of "
                        "declaration")
    # The clang-style text with the source line and the caret.
    assert "syntax.c:3:49: error:" in str(e)
    assert any(line.rstrip().endswith("^") for line in err.context)


def test_backend_error_at_source_line():
    with pytest.raises(pto.CompileError) as info:
        pto.compile(SHAPES, filename="shapes.c", opt=0)
    (err,) = info.value.errors
    assert (err.file, err.line) == ("shapes.c", 5)
    assert "tile operand" in err.message and "16x32" in err.message


def test_error_names_the_file(tmp_path, monkeypatch):
    path = tmp_path / "bad.c"
    path.write_text(SYNTAX)
    monkeypatch.chdir(tmp_path)
    with pytest.raises(pto.CompileError) as info:
        pto.compile_file("bad.c")
    assert info.value.errors[0].location() == "bad.c:3:49"


def test_capacity_overflow(examples):
    with pytest.raises(pto.CompileError) as info:
        pto.compile_file(os.path.join(examples, "vadd.c"), defines={"R": 512})
    (err,) = info.value.errors
    assert err.file.endswith("vadd.c") and err.line > 0
    assert "vec (UB) overflows" in err.message


def test_llc_errors():
    with pytest.raises(pto.CompileError) as info:
        pto.compile_ir('define void @f(ptr addrspace(1) %p) "pto.kernel" {\n'
                       "  %v = lod i32, ptr addrspace(1) %p\n"
                       "  ret void\n}\n", filename="typo.ll")
    (err,) = info.value.errors
    assert (info.value.tool, str(err)) == (
        "llc", "typo.ll:2:8: error: expected instruction opcode")
    with pytest.raises(pto.CompileError) as info:
        pto.compile_ir('define void @f(ptr addrspace(1) %p) "pto.kernel" {\n'
                       "  %v = load double, ptr addrspace(1) %p\n"
                       "  ret void\n}\n")
    assert "double (f64) values are not supported" in \
        info.value.errors[0].message


def test_kernel_choice():
    two = SHAPES.replace("pto_tload_vec_f32(x, 32, 16, 32)",
                         "pto_tload_vec_f32(x, 64, 16, 64)")
    two += "__pto_kernel void k2(__gm float *y) {}\n"
    with pytest.raises(ValueError, match="kernel= is required.*k, k2"):
        pto.compile(two)
    assert pto.compile(two, kernel="k2").name == "k2"
    with pytest.raises(ValueError, match="no kernel 'k3'"):
        pto.compile(two, kernel="k3")


def softmax_inputs():
    x = np.random.default_rng(3).uniform(-1, 1, (32, 64)).astype(np.float32)
    return x, np.zeros_like(x), 32


def test_race_names_both_instructions(examples):
    k = pto.compile_file(os.path.join(examples, "softmax.c"))
    # Without the MTE2 -> V set/wait pair, the vector pipe reads the tile
    # MTE2 is loading.
    asm = re.sub(r"^\s*(set|wait)_flag\s+PIPE_MTE2, PIPE_V, 0\n", "", k.asm,
                 flags=re.M)
    assert asm != k.asm
    broken = k.with_asm(asm)
    with pytest.raises(pto.RaceError) as info:
        broken(*softmax_inputs())
    e = info.value
    assert e.count >= 1 and e.races
    pairs = {(r.earlier.instruction.split()[0], r.later.instruction.split()[0])
             for r in e.races}
    assert ("tload", "trowmax") in pairs or ("tload", "tsub") in pairs
    r = e.races[0]
    assert r.later.instruction in str(e) and r.earlier.instruction in str(e)
    assert r.memory == "vec" and r.window[1] > r.window[0]
    assert e.run is not None and e.run.cycles > 0
    # allow_races gives the run (its statistics, the races) instead.
    run = broken(*softmax_inputs(), allow_races=True)
    assert run.race_count == e.count and len(run.races) == len(e.races)


def test_deadlock_names_the_wait():
    k = pto.from_asm("  .text\n  .globl w\nw:\n  li t0, 16\n"
                     "  tload vec[zero + 0], a0, t0, 1, 16, f32\n"
                     "  wait_flag PIPE_V, PIPE_MTE3, 1\n"
                     "  tstore a0, t0, vec[zero + 0], 1, 16, f32\n  ret\n")
    with pytest.raises(pto.DeadlockError) as info:
        k(np.zeros(16, np.float32))
    e = info.value
    assert e.blocked == [("MTE3", "wait_flag PIPE_V, PIPE_MTE3, 1")]
    assert "(its flag is never set)" in e.pipes["MTE3"]
    assert "wait_flag PIPE_V, PIPE_MTE3, 1" in str(e)


def test_other_simulator_errors():
    k = pto.from_asm("  .text\n  .globl s\ns:\n"
                     "  set_flag PIPE_S, PIPE_V, 0\n  ret\n")
    with pytest.raises(pto.SimulationError, match="stale flags") as info:
        k()
    assert not isinstance(info.value, (pto.RaceError, pto.DeadlockError))


def test_mismatch_message(examples):
    k = pto.compile_file(os.path.join(examples, "vadd.c"))
    assert "\ttadd\t" in k.asm
    wrong = k.with_asm(k.asm.replace("\ttadd\t", "\ttsub\t"))
    x = np.full(2048, 0.5, np.float32)
    y = np.arange(2048, dtype=np.float32) / 1024
    with pytest.raises(pto.MismatchError) as info:
        wrong.check(x, y, np.zeros_like(x), 2048)
    e = info.value
    msg = str(e)
    assert isinstance(e, AssertionError)
    assert "arg 2 (z): Not equal to tolerance rtol=1e-05, atol=1e-06" in msg
    assert "Mismatched elements: 2047 / 2048" in msg
    # y[2047] = 1.999: simulated 0.5 - 1.999, reference 0.5 + 1.999.
    assert "Max absolute difference: 3.99805 at index (2047,)" in msg
    assert "(1,): 0.4990234375, 0.5009765625" in msg
    (c,) = e.mismatches
    assert c.mismatched == 2047 and c.max_abs == pytest.approx(3.998046875)


def test_bad_arguments(examples):
    k = pto.compile_file(os.path.join(examples, "softmax.c"))
    x, y, rows = softmax_inputs()
    with pytest.raises(TypeError, match="takes 3 arguments"):
        k(x, y)
    with pytest.raises(TypeError, match="arg 2 \\(rows\\) is a i64 scalar"):
        k(x, y, y)
    with pytest.raises(TypeError, match="arg 1 \\(y\\) is a buffer"):
        k(x, 5, rows)
    with pytest.raises(TypeError, match="arg 2 \\(rows\\) is a i64 scalar, "
                       "got the float 32.0"):
        k(x, y, 32.0)
    with pytest.raises(ValueError, match="empty array"):
        k(x, np.zeros(0, np.float32), rows)
