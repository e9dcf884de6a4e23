# ===-- pto/compare.py - Comparing outputs with tolerances --------------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Comparing arrays with per-element-type tolerances.

An element matches when ``|actual - desired| <= atol + rtol * |desired|``;
NaN matches NaN and an infinity only the same infinity. Integer types (and
dtypes the package does not know as floats) must be equal. The defaults are
utils/run-kernel's: f32 rtol 1e-5 atol 1e-6, f16 2e-3 / 1e-3, bf16
1.6e-2 / 1e-2; bf16 arrays (uint16) are compared as their float values.
"""

import numpy as np

from .dtypes import element_type, from_bf16
from .errors import MismatchError

#: element type -> (rtol, atol)
TOLERANCES = {
    "f32": (1e-5, 1e-6),
    "f16": (2e-3, 1e-3),
    "bf16": (1.6e-2, 1e-2),
    "float64": (1e-7, 0.0),
}

_MAX_LISTED = 5


def _index(flat, shape):
    idx = np.unravel_index(flat, shape) if shape else ()
    text = ", ".join(str(int(i)) for i in idx)
    return f"({text},)" if len(idx) == 1 else f"({text})"


class Comparison:
    """The result of comparing two arrays: ``ok``, ``mismatched`` (count),
    ``total``, ``max_abs`` and ``max_rel`` (over all elements),
    ``first`` (up to five (index, actual, desired) of the mismatches) and
    ``message`` (numpy.testing style)."""

    def __init__(self, actual, desired, rtol=None, atol=None, name="",
                 labels=("actual", "desired")):
        actual = np.asarray(actual)
        desired = np.asarray(desired)
        if actual.shape != desired.shape:
            raise ValueError(f"{name}: shapes differ: {actual.shape} vs "
                             f"{desired.shape}")
        self.dtype = element_type(actual)
        self.name = name
        drtol, datol = TOLERANCES.get(self.dtype, (0.0, 0.0))
        self.rtol = drtol if rtol is None else rtol
        self.atol = datol if atol is None else atol
        if self.dtype == "bf16":
            a, d = from_bf16(actual), from_bf16(desired)
        else:
            a, d = actual, desired
        shape = actual.shape
        a = a.reshape(-1)
        d = d.reshape(-1)
        a64, d64 = a.astype(np.float64), d.astype(np.float64)
        with np.errstate(invalid="ignore", over="ignore"):
            diff = np.abs(a64 - d64)
        if np.issubdtype(a.dtype, np.floating):
            ok = diff <= self.atol + self.rtol * np.abs(d64)
            nan_a, nan_d = np.isnan(a64), np.isnan(d64)
            special = nan_a | nan_d | np.isinf(a64) | np.isinf(d64)
            # NaN equals NaN; an infinity only the same infinity.
            ok = np.where(special, (nan_a & nan_d) | (a64 == d64), ok)
            diff = np.where(np.isfinite(diff), diff, 0.0)
        else:
            ok = a == d
        with np.errstate(divide="ignore", invalid="ignore"):
            rel = np.where(d64 != 0, diff / np.abs(d64),
                           np.where(diff > 0, np.inf, 0.0))
        bad = np.flatnonzero(~ok)
        self.total = a.size
        self.mismatched = int(bad.size)
        self.ok = self.mismatched == 0
        self.max_abs = float(diff.max()) if diff.size else 0.0
        self.max_rel = float(rel.max()) if rel.size else 0.0
        self.first = [(_index(i, shape), a[i].item(), d[i].item())
                      for i in bad[:_MAX_LISTED]]
        self.message = "" if self.ok else self._message(
            diff, rel, a, d, shape, labels)

    def _message(self, diff, rel, a, d, shape, labels):
        head = ("Arrays are not equal" if not (self.rtol or self.atol) else
                f"Not equal to tolerance rtol={self.rtol:g}, "
                f"atol={self.atol:g}")
        where = f"{self.name}: " if self.name else ""
        ia = int(np.argmax(diff))
        ir = int(np.argmax(rel))
        lines = [
            f"{where}{head} ({self.dtype}, {labels[0]} vs {labels[1]})",
            f"Mismatched elements: {self.mismatched} / {self.total} "
            f"({100.0 * self.mismatched / self.total:.4g}%)",
            f"Max absolute difference: {self.max_abs:.6g} at index "
            f"{_index(ia, shape)} ({a[ia].item()!r} vs {d[ia].item()!r})",
            f"Max relative difference: {self.max_rel:.6g} at index "
            f"{_index(ir, shape)} ({a[ir].item()!r} vs {d[ir].item()!r})",
            f"First mismatches (index: {labels[0]}, {labels[1]}):",
        ]
        lines += [f"  {idx}: {x!r}, {y!r}" for idx, x, y in self.first]
        if self.mismatched > len(self.first):
            lines.append(f"  ... ({self.mismatched - len(self.first)} more)")
        return "\n".join(lines)

    def __bool__(self):
        return self.ok

    def __repr__(self):
        return (f"Comparison({self.name or 'array'}: "
                f"{'ok' if self.ok else f'{self.mismatched} mismatched'}, "
                f"max abs {self.max_abs:.3g})")


def assert_close(actual, desired, rtol=None, atol=None, name="",
                 labels=("actual", "desired")):
    """Raises :class:`~pto.MismatchError` unless the arrays match within the
    tolerances (defaults per element type, :data:`TOLERANCES`); returns the
    :class:`Comparison` otherwise."""
    c = Comparison(actual, desired, rtol, atol, name, labels)
    if not c.ok:
        raise MismatchError(c.message, [c])
    return c
