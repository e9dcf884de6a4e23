# ===-- pto/sweep.py - Sweeping compile-time constants ------------------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Compiling a kernel once per configuration of compile-time constants and
tabulating the simulated cycles (the autotuning loop, on the simulator)."""

import itertools

from .errors import PTOError
from .kernel import compile as _compile
from .kernel import compile_file as _compile_file


class SweepRow:
    """One configuration: ``config`` (the constants), ``kernel``, ``run``
    (the :class:`~pto.Run`), and when it did not compile, run or match,
    ``exception`` and ``error`` (its message; None otherwise)."""

    def __init__(self, config):
        self.config = dict(config)
        self.kernel = None
        self.run = None
        self.error = None
        self.exception = None

    def summary(self):
        """The error in one line: a compile error's first diagnostic, else
        the message's first line."""
        errors = getattr(self.exception, "errors", None)
        if errors:
            return str(errors[0])
        return self.error.strip().splitlines()[0] if self.error else ""

    @property
    def ok(self):
        return self.error is None

    @property
    def cycles(self):
        return self.run.cycles if self.run is not None else None

    def __repr__(self):
        cfg = ", ".join(f"{k}={v}" for k, v in self.config.items())
        status = f"{self.cycles} cycles" if self.ok else f"error: {self.error}"
        return f"SweepRow({cfg}: {status})"


class SweepResult:
    """The rows of a sweep, in the order of the configurations. ``best()``
    is the fastest correct row, ``table()`` a text table (cycles and the
    busy share of each pipe), ``as_dicts()`` one dict per row."""

    def __init__(self, names, rows):
        self.names = list(names)
        self.rows = rows

    def __iter__(self):
        return iter(self.rows)

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        return self.rows[i]

    def best(self):
        ok = [r for r in self.rows if r.ok]
        if not ok:
            raise PTOError("no configuration of the sweep succeeded")
        return min(ok, key=lambda r: r.cycles)

    def as_dicts(self):
        out = []
        for r in self.rows:
            d = dict(r.config)
            d.update(r.run.stats if r.run is not None else {"cycles": None})
            d["error"] = r.error
            out.append(d)
        return out

    def _pipes(self):
        pipes = []
        for r in self.rows:
            if r.run is None:
                continue
            for name, p in r.run.pipes.items():
                if name != "S" and p.busy and name not in pipes:
                    pipes.append(name)
        return pipes

    def table(self):
        """The table as text: one line per configuration; a failed one shows
        the first line of its error after the constants."""
        pipes = self._pipes()
        head = self.names + ["cycles"] + [f"{p} busy" for p in pipes] + [
            "set/wait"]
        lines = []
        for r in self.rows:
            cells = [str(r.config[n]) for n in self.names]
            if r.ok:
                cells.append(str(r.cycles))
                cells += [f"{r.run.pipes[p].utilization:.1%}"
                          if p in r.run.pipes else "-" for p in pipes]
                cells.append(f"{r.run.sync.get('set_flag', 0)}/"
                             f"{r.run.sync.get('wait_flag', 0)}")
            else:
                cells.append("error: " + r.summary())
            lines.append(cells)
        widths = [len(h) for h in head]
        for cells in lines:
            n = len(cells) if len(cells) == len(head) else len(self.names)
            for j in range(n):
                widths[j] = max(widths[j], len(cells[j]))
        out = []
        for cells in [head] + lines:
            padded = [f"{c:>{w}}" for c, w in zip(cells, widths)]
            if len(cells) != len(head):  # an error: the message unpadded
                padded[-1] = cells[-1]
            out.append("  ".join(padded))
        return "\n".join(out)

    def __str__(self):
        return self.table()


def configurations(space, where=None):
    """The Cartesian product of ``space`` ({name: values}) as dicts, in
    order, filtered by ``where(config)``."""
    names = list(space)
    for values in itertools.product(*(list(space[n]) for n in names)):
        config = dict(zip(names, values))
        if where is None or where(config):
            yield config


def sweep(space, args, *, source=None, file=None, where=None, check=False,
          defines=None, keep_going=True, run_options=None, **compile_options):
    """Compiles and simulates a kernel for every configuration of ``space``.

    ``space`` maps macro names to the values to try (``{"R": [8, 16, 32]}``;
    every combination, filtered by ``where(config) -> bool``); each
    configuration is passed as ``-D`` defines, on top of the fixed
    ``defines``. ``source`` (C/C++ text) or ``file`` (a path) is the kernel;
    ``compile_options`` go to :func:`~pto.compile` / :func:`~pto.compile_file`
    (``opt``, ``mcpu``, ``flags``, ``kernel``, ``cache``, ...). ``args`` is
    the argument tuple, or a function of the configuration returning it.
    With ``check``, each run is compared with the reference. A configuration
    that fails to compile (e.g. its tiles overflow a memory), to run or to
    match is recorded in its row's ``error`` (raised when not
    ``keep_going``). Returns a :class:`SweepResult`.
    """
    if (source is None) == (file is None):
        raise ValueError("sweep: give exactly one of source= and file=")
    rows = []
    for config in configurations(space, where):
        row = SweepRow(config)
        rows.append(row)
        merged = dict(defines or {})
        merged.update(config)
        try:
            if file is not None:
                row.kernel = _compile_file(file, defines=merged,
                                           **compile_options)
            else:
                row.kernel = _compile(source, defines=merged,
                                      **compile_options)
            call_args = args(config) if callable(args) else args
            opts = run_options or {}
            row.run = (row.kernel.check(*call_args, **opts) if check
                       else row.kernel.run(*call_args, **opts))
        except (PTOError, AssertionError) as e:
            if not keep_going:
                raise
            row.error = str(e)
            row.exception = e
            row.run = None
    return SweepResult(space.keys(), rows)
