# Comparisons (tolerances per element type, numpy.testing-style messages)
# and the bf16 helpers; no tools needed.
import numpy as np
import pytest

import pto


def test_tolerances_per_type():
    a = np.array([1.0, 2.0], np.float32)
    pto.assert_close(a + 1e-6, a)
    with pytest.raises(pto.MismatchError):
        pto.assert_close(a + 1e-4, a)
    h = a.astype(np.float16)
    pto.assert_close(h + np.float16(1e-3), h)  # f16: rtol 2e-3
    with pytest.raises(pto.MismatchError):
        pto.assert_close(h + np.float16(0.05), h)
    pto.assert_close(a + 1e-4, a, rtol=1e-3)
    i = np.array([1, 2, 3], np.int32)
    with pytest.raises(pto.MismatchError, match="Arrays are not equal"):
        pto.assert_close(i + np.array([0, 0, 1], np.int32), i)


def test_special_values():
    a = np.array([np.nan, np.inf, -np.inf, 0.0], np.float32)
    pto.assert_close(a, a.copy())
    for other in ([0.0, np.inf, -np.inf, 0.0], [np.nan, -np.inf, -np.inf, 0.0],
                  [np.nan, np.inf, -np.inf, np.nan]):
        c = pto.Comparison(np.array(other, np.float32), a)
        assert not c.ok and c.mismatched == 1


def test_message():
    want = np.zeros((4, 8), np.float32)
    got = want.copy()
    got[1, 2] = 0.5
    got[3, 7] = -2.0
    with pytest.raises(pto.MismatchError) as info:
        pto.assert_close(got, want, name="out", labels=("sim", "ref"))
    msg = str(info.value)
    assert msg.splitlines() == [
        "out: Not equal to tolerance rtol=1e-05, atol=1e-06 (f32, sim vs ref)",
        "Mismatched elements: 2 / 32 (6.25%)",
        "Max absolute difference: 2 at index (3, 7) (-2.0 vs 0.0)",
        "Max relative difference: inf at index (1, 2) (0.5 vs 0.0)",
        "First mismatches (index: sim, ref):",
        "  (1, 2): 0.5, 0.0",
        "  (3, 7): -2.0, 0.0",
    ]
    assert info.value.mismatches[0].max_abs == 2.0
    with pytest.raises(ValueError, match="shapes differ"):
        pto.assert_close(got, want[:2])


def test_bf16():
    x = np.array([1.0, -2.5, 3.140625, 1e-3, np.inf, 65504.0], np.float32)
    b = pto.to_bf16(x)
    assert b.dtype == np.uint16 and pto.element_type(b) == "bf16"
    assert b[0] == 0x3F80 and b[1] == 0xC020
    back = pto.from_bf16(b)
    assert back.dtype == np.float32
    assert np.array_equal(back[:3], x[:3]) and np.isinf(back[4])
    assert abs(back[3] - 1e-3) < 1e-5
    # Round to nearest even: 1 + 2^-8 is halfway between 1 and 1 + 2^-7.
    assert pto.to_bf16(np.float32(1 + 2 ** -8)) == 0x3F80
    assert pto.to_bf16(np.float32(1 + 3 * 2 ** -8)) == 0x3F82
    assert np.isnan(pto.from_bf16(pto.to_bf16(np.float32(np.nan))))
    # bf16 arrays are compared as values, with bf16's tolerance.
    pto.assert_close(pto.to_bf16(x[:3] * 1.005), pto.to_bf16(x[:3]))
    with pytest.raises(pto.MismatchError, match="bf16"):
        pto.assert_close(pto.to_bf16(x[:3] * 1.1), pto.to_bf16(x[:3]))


def test_float_bits_and_names():
    assert pto.float_bits(0.125) == 0x3E000000
    assert pto.float_bits(1.0, "f16") == 0x3C00
    assert pto.float_bits(1.0, "bf16") == 0x3F80
    with pytest.raises(ValueError):
        pto.float_bits(1.0, "i32")
    assert [pto.element_type(np.zeros(1, t)) for t in
            (np.float32, np.float16, np.int32, np.int8, np.int64)] == [
        "f32", "f16", "i32", "i8", "int64"]


def test_diagnostics_parser():
    text = ("k.c:3:5: error: bad thing\n"
            "    3 |   x\n"
            "      |   ^\n"
            "k.c:7:1: remark: placed [-Rpass=pto-plan-memory]\n"
            "llc: error: llc: k.ll:2:8: error: expected type\n"
            "remark: k.ll:0:0: waits elided\n"
            "ptocc: error: unknown argument '-foo'\n")
    d = pto.errors.parse_diagnostics(text)
    assert [str(x) for x in d] == [
        "k.c:3:5: error: bad thing",
        "k.c:7:1: remark: placed [-Rpass=pto-plan-memory]",
        "k.ll:2:8: error: expected type",
        "k.ll:0: remark: waits elided",
        "error: unknown argument '-foo'",
    ]
    assert d[0].context == ["    3 |   x", "      |   ^"]
    assert d[1].pass_name == "pto-plan-memory" and d[1].message == "placed"
