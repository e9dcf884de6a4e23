# ===-- pto/run.py - Running kernels in pto-sim and pto-ref -------------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Passing numpy arrays and integers to pto-sim / pto-ref and reading back
the buffers and the statistics."""

import json
import os
import re
import tempfile

import numpy as np

from . import _tools
from .errors import (DeadlockError, EvaluationError, Race, RaceError,
                     SimulationError)

_RACE_COUNT = re.compile(r"error: \d+ races? detected$")

PIPES = ("S", "MTE1", "MTE2", "MTE3", "M", "V", "FIX")


class PipeStats:
    """One pipe's statistics: ``busy`` cycles, ``utilization`` (busy /
    total, 0..1) and ``ops`` (operations; instructions for S)."""

    def __init__(self, busy, utilization, ops):
        self.busy = busy
        self.utilization = utilization
        self.ops = ops

    def __repr__(self):
        return (f"PipeStats(busy={self.busy}, "
                f"utilization={self.utilization:.4f}, ops={self.ops})")


class Run:
    """The result of a run.

    ``outputs``: one entry per argument, the buffer's contents after the run
    (a new array of the argument's dtype and shape) or None for a scalar;
    ``run[i]`` is ``outputs[i]``. From pto-sim also: ``cycles``, ``pipes``
    (pipe name -> :class:`PipeStats`), ``sync`` ({'set_flag', 'wait_flag',
    'pipe_barrier'} executed counts), ``races`` (:class:`~pto.Race` list,
    when ``allow_races``), ``trace`` (the Chrome trace as a dict, when
    asked), ``log`` (pto-sim's stdout); after :meth:`Kernel.check`,
    ``comparisons`` (argument index -> :class:`~pto.compare.Comparison`).
    """

    def __init__(self, outputs, log=""):
        self.outputs = tuple(outputs)
        self.log = log
        self.cycles = None
        self.cpu = None
        self.pipes = {}
        self.sync = {}
        self.races = []
        self.race_count = 0
        self.trace = None
        self.comparisons = {}
        self.reference_outputs = None
        if log:
            self._parse(log)

    def __getitem__(self, i):
        return self.outputs[i]

    def __len__(self):
        return len(self.outputs)

    def _parse(self, log):
        m = re.search(r"^kernel \S+ on (\S+)", log, re.M)
        self.cpu = m.group(1) if m else None
        m = re.search(r"^total cycles: (\d+)", log, re.M)
        self.cycles = int(m.group(1)) if m else None
        for m in re.finditer(r"^pipe (\S+)\s+busy\s+(\d+) cycles\s+"
                             r"([\d.]+)%\s+(\d+)", log, re.M):
            busy = int(m.group(2))
            self.pipes[m.group(1)] = PipeStats(
                busy, busy / max(self.cycles or 0, 1), int(m.group(4)))
        m = re.search(r"^set_flag: (\d+), wait_flag: (\d+), "
                      r"pipe_barrier: (\d+)", log, re.M)
        if m:
            self.sync = {"set_flag": int(m.group(1)),
                         "wait_flag": int(m.group(2)),
                         "pipe_barrier": int(m.group(3))}
        m = re.search(r"^races: (\d+)", log, re.M)
        self.race_count = int(m.group(1)) if m else 0

    @property
    def stats(self):
        """A flat dict: cycles, <pipe>_busy, <pipe>_util, set_flag,
        wait_flag, pipe_barrier (for tables)."""
        d = {"cycles": self.cycles}
        for name, p in self.pipes.items():
            d[f"{name}_busy"] = p.busy
            d[f"{name}_util"] = p.utilization
        d.update(self.sync)
        return d

    def __repr__(self):
        if self.cycles is None:
            return f"<pto.Run: {len(self.outputs)} arguments>"
        busy = ", ".join(f"{n} {p.utilization:.1%}" for n, p in
                         self.pipes.items() if p.busy and n != "S")
        return f"<pto.Run: {self.cycles} cycles ({busy})>"


def _marshal(kernel, args, work):
    """--arg specs and the buffer layout [(index, dtype, shape)]."""
    params = kernel.params
    if params and len(args) != len(params):
        raise TypeError(f"{kernel.name} takes {len(params)} arguments "
                        f"({', '.join(p.type for p in params)}), "
                        f"got {len(args)}")
    specs, buffers = [], []
    for i, a in enumerate(args):
        p = params[i] if i < len(params) else None
        what = kernel.arg_name(i)
        if isinstance(a, np.ndarray):
            if p is not None and not p.is_buffer:
                raise TypeError(f"{what} is a {p.type} scalar, got an array")
            if a.size == 0:
                raise ValueError(f"{what}: an empty array cannot be passed")
            if a.dtype.hasobject or a.dtype.kind not in "biuf":
                raise TypeError(f"{what}: unsupported dtype {a.dtype}")
            a = np.ascontiguousarray(a)
            path = os.path.join(work, f"in{i}.bin")
            with open(path, "wb") as f:
                f.write(a.tobytes())
            specs.append(f"file:{path}:i8")
            buffers.append((i, a.dtype, a.shape))
        elif isinstance(a, (bool, int, np.integer)):
            if p is not None and p.is_buffer:
                raise TypeError(f"{what} is a buffer ({p.type}), got {a!r}")
            v = int(a)
            if not -(1 << 63) <= v < (1 << 64):
                raise OverflowError(f"{what}: {v} does not fit in 64 bits")
            specs.append(str(v))
        elif isinstance(a, (float, np.floating)):
            # Issue 13 (F): float scalars, as the parameter's IR type says.
            fty = {"float": "f32", "half": "f16", "bfloat": "bf16"}.get(
                p.type if p is not None else "float")
            if fty is None:
                raise TypeError(
                    f"{what} is a {p.type} scalar, got the float {a!r} "
                    "(pto.float_bits(x) gives a float's bit pattern)")
            specs.append(f"{fty}:{float(a)!r}")
        else:
            raise TypeError(f"{what}: expected a numpy array or an int, got "
                            f"{type(a).__name__}")
    return specs, buffers


def _read_outputs(n, buffers, work, prefix):
    outputs = [None] * n
    for i, dtype, shape in buffers:
        with open(os.path.join(work, f"{prefix}{i}.bin"), "rb") as f:
            data = f.read()
        outputs[i] = np.frombuffer(data, dtype=dtype).reshape(shape).copy()
    return outputs


def run_simulator(kernel, args, extra, trace=False, trace_svg=None,
                  allow_races=False):
    with tempfile.TemporaryDirectory(prefix="pto-run-") as work:
        specs, buffers = _marshal(kernel, args, work)
        cmd = [_tools.tool("pto-sim"), kernel.asm_path,
               f"--kernel={kernel.name}", f"-mcpu={kernel.mcpu}"]
        cmd += [f"--arg={s}" for s in specs]
        cmd += [f"--out={i}={work}/out{i}.bin" for i, _, _ in buffers]
        trace_path = None
        if trace:
            trace_path = (os.fspath(trace) if not isinstance(trace, bool)
                          else os.path.join(work, "trace.json"))
            cmd.append(f"--trace={trace_path}")
        if trace_svg:
            cmd.append(f"--trace-svg={os.fspath(trace_svg)}")
        cmd += extra
        r = _tools.run(cmd)
        have_stats = "total cycles:" in r.stdout
        outputs = (_read_outputs(len(args), buffers, work, "out")
                   if have_stats and all(
                       os.path.exists(f"{work}/out{i}.bin")
                       for i, _, _ in buffers) else [None] * len(args))
        run = Run(outputs, r.stdout)
        run.races = Race.parse_all(r.stderr)
        if trace_path and os.path.exists(trace_path):
            with open(trace_path) as f:
                run.trace = json.load(f)
        run.stderr = r.stderr
    if r.returncode == 0:
        return run
    if "deadlock at cycle" in r.stderr:
        raise DeadlockError(r.stderr, run if have_stats else None)
    others = [ln for ln in r.stderr.splitlines() if "error:" in ln
              and "race on " not in ln and not _RACE_COUNT.search(ln)]
    if run.race_count and not allow_races:
        raise RaceError(run.races, run.race_count, r.stderr, run, others)
    if others or not run.race_count:
        raise SimulationError("pto-sim failed:\n" + "\n".join(others or [
            r.stderr.rstrip()]), r.stderr, run if have_stats else None)
    return run


def run_reference(kernel, args):
    with tempfile.TemporaryDirectory(prefix="pto-ref-") as work:
        specs, buffers = _marshal(kernel, args, work)
        cmd = [_tools.tool("pto-ref"), kernel.ir_path,
               f"--kernel={kernel.name}"]
        cmd += [f"--arg={s}" for s in specs]
        cmd += [f"--out={i}={work}/ref{i}.bin" for i, _, _ in buffers]
        r = _tools.run(cmd)
        if r.returncode:
            raise EvaluationError("pto-ref failed:\n" + r.stderr.rstrip())
        return Run(_read_outputs(len(args), buffers, work, "ref"))
