# ===-- pto/__init__.py - Python interface of llvm-pto ------------------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Compile PTO kernels and run them on numpy arrays (docs/python.md).

    import numpy as np
    import pto

    k = pto.compile_file("examples/softmax.c")
    x = np.random.default_rng(0).uniform(-1, 1, (32, 64)).astype(np.float32)
    run = k.check(x, np.zeros_like(x), 32)   # pto-sim vs pto-ref
    y = run[1]
    print(run.cycles, run.pipes["V"].utilization)
"""

from ._tools import configure, tool
from .cache import cache_dir, clear_cache, set_cache_dir
from .compare import TOLERANCES, Comparison, assert_close
from .dtypes import DTYPES, element_type, float_bits, from_bf16, to_bf16
from .errors import (Access, CompileError, DeadlockError, Diagnostic,
                     EvaluationError, MismatchError, PTOError, Race, RaceError,
                     SimulationError, ToolNotFoundError)
from .kernel import (Kernel, Param, compile, compile_file, compile_ir,
                     from_asm)
from .run import PipeStats, Run
from .sweep import SweepResult, SweepRow, configurations, sweep

__version__ = "0.1.0"

__all__ = [
    "Access", "Comparison", "CompileError", "DTYPES", "DeadlockError",
    "Diagnostic", "EvaluationError", "Kernel", "MismatchError", "PTOError",
    "Param", "PipeStats", "Race", "RaceError", "Run", "SimulationError",
    "SweepResult", "SweepRow", "TOLERANCES", "ToolNotFoundError",
    "assert_close", "cache_dir", "clear_cache", "compile", "compile_file",
    "compile_ir", "configurations", "configure", "element_type",
    "float_bits", "from_asm", "from_bf16", "set_cache_dir", "sweep",
    "to_bf16", "tool",
]
