# ===-- pto/errors.py - Exceptions of the pto package -------------------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""The exceptions the package raises, and clang-style diagnostics."""

import re

# clang / llc diagnostics: "file:line:col: error: message" (line and column
# optional), and llc's "llc: error: ..." / "remark: file:0:0: ..." forms.
_DIAG = re.compile(
    r"^(?:(?P<file>[^:\n]+?):(?P<line>\d+):(?:(?P<col>\d+):)? )?"
    r"(?P<severity>fatal error|error|warning|remark|note): (?P<message>.*)$")
_LLC_REMARK = re.compile(
    r"^remark: (?P<file>[^:\n]+?):(?P<line>\d+):(?P<col>\d+): "
    r"(?P<message>.*)$")
_LLC_LOC = re.compile(
    r"^(?P<file>[^:\s]+?):(?P<line>\d+):(?P<col>\d+): (?P<message>.*)$")
_TOOL_PREFIX = re.compile(
    r"^(?:[\w./-]*/)?(?:ptocc|llc|opt|pto-sim|pto-ref|pto-mc): ")
_RPASS = re.compile(
    r" \[-R(?:pass(?:-missed|-analysis)?)=(?P<pass>[\w.-]+)\]$")


class Diagnostic:
    """One diagnostic: ``file``, ``line``, ``col`` (0 when unknown),
    ``severity`` ('error', 'warning', 'remark', 'note'), ``message``, the
    remark's ``pass_name`` when it has one, and the source excerpt lines that
    followed it (``context``)."""

    def __init__(self, severity, message, file=None, line=0, col=0,
                 pass_name=None):
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.col = col
        self.pass_name = pass_name
        self.context = []

    def location(self):
        if not self.file:
            return ""
        loc = f"{self.file}:{self.line}"
        return loc + (f":{self.col}" if self.col else "")

    def __str__(self):
        loc = self.location()
        tag = f" [-Rpass={self.pass_name}]" if self.pass_name else ""
        where = f"{loc}: " if loc else ""
        return f"{where}{self.severity}: {self.message}{tag}"

    def __repr__(self):
        return f"Diagnostic({str(self)!r})"


def _strip_tool(text):
    while True:
        stripped = _TOOL_PREFIX.sub("", text, count=1)
        if stripped == text:
            return text
        text = stripped


def _parse_line(line):
    m = _LLC_REMARK.match(line)
    if m:
        return Diagnostic("remark", m["message"], m["file"], int(m["line"]),
                          int(m["col"]))
    m = _DIAG.match(line)
    if not m:
        return None
    d = Diagnostic(m["severity"], m["message"], m["file"],
                   int(m["line"] or 0), int(m["col"] or 0))
    if not d.file:
        # llc: "error: llc: file:line:col: error: message" (a parse error)
        # or "error: file:line:col: message" (<unknown>:0:0 without -g).
        inner = _strip_tool(d.message)
        nested = _DIAG.match(inner)
        if nested and nested["file"]:
            return _parse_line(inner)
        loc = _LLC_LOC.match(inner)
        if loc:
            d.message = loc["message"]
            if loc["file"] != "<unknown>":
                d.file, d.line, d.col = (loc["file"], int(loc["line"]),
                                         int(loc["col"]))
    return d


def parse_diagnostics(text):
    """Parses clang/llc diagnostics out of a tool's stderr; lines that are
    not diagnostics (source excerpts, carets) go to the previous one's
    ``context``."""
    diags = []
    for raw in text.splitlines():
        d = _parse_line(_strip_tool(raw))
        if d is None:
            if diags:
                diags[-1].context.append(raw)
            continue
        p = _RPASS.search(d.message)
        if p:
            d.pass_name = p["pass"]
            d.message = d.message[:p.start()]
        diags.append(d)
    return diags


class PTOError(Exception):
    """Base class of the package's errors."""


class ToolNotFoundError(PTOError):
    """A tool (ptocc, llc, the plugin, pto-sim, pto-ref) is missing."""


class CompileError(PTOError):
    """ptocc or llc failed. ``diagnostics`` holds the parsed
    :class:`Diagnostic` objects (``errors`` only the errors), ``stderr`` the
    tool's output as printed (clang style: ``file:line:col: error: ...`` with
    the source line and a caret)."""

    def __init__(self, tool, stderr, command=None):
        self.tool = tool
        self.stderr = stderr
        self.command = command
        self.diagnostics = parse_diagnostics(stderr)
        self.errors = [d for d in self.diagnostics
                       if d.severity in ("error", "fatal error")]
        super().__init__(f"{tool} failed:\n{stderr.rstrip()}")


class SimulationError(PTOError):
    """pto-sim failed (an error other than a race or a deadlock, e.g. a flag
    set twice, stale flags, an out-of-bounds access). ``stderr`` is its
    message, ``run`` the :class:`~pto.Run` when statistics were printed."""

    def __init__(self, message, stderr="", run=None):
        self.stderr = stderr
        self.run = run
        super().__init__(message)


class Access:
    """One side of a race: ``pipe``, ``kind`` ('read'/'write'), ``where``
    (``0xADDR <symbol+offset>``) and ``instruction`` (disassembly)."""

    def __init__(self, pipe, kind, where, instruction):
        self.pipe = pipe
        self.kind = kind
        self.where = where
        self.instruction = instruction

    def __str__(self):
        return f"{self.pipe} {self.kind} by {self.where} `{self.instruction}`"

    def __repr__(self):
        return f"Access({str(self)!r})"


class Race:
    """A race pto-sim reported: the ``memory`` and byte ``window`` (a
    (start, end) pair), the ``later`` and ``earlier`` :class:`Access`, the
    ``reason`` and the ``cycle``."""

    _RE = re.compile(
        r"race on (?P<mem>\w+) bytes "
        r"\[(?P<lo>0x[0-9a-f]+), (?P<hi>0x[0-9a-f]+)\): "
        r"(?P<p1>\w+) (?P<k1>read|write) by (?P<w1>.*?) `(?P<i1>[^`]*)` "
        r"is not ordered after "
        r"(?P<p2>\w+) (?P<k2>read|write) by (?P<w2>.*?) `(?P<i2>[^`]*)`"
        r"(?: \((?P<why>[^)]*)\))?(?: at cycle (?P<cycle>\d+))?")

    def __init__(self, text):
        self.text = text
        m = self._RE.search(text)
        if not m:
            raise ValueError(f"not a race report: {text}")
        self.memory = m["mem"]
        self.window = (int(m["lo"], 16), int(m["hi"], 16))
        self.later = Access(m["p1"], m["k1"], m["w1"], m["i1"])
        self.earlier = Access(m["p2"], m["k2"], m["w2"], m["i2"])
        self.reason = m["why"] or ""
        self.cycle = int(m["cycle"]) if m["cycle"] else None

    @classmethod
    def parse_all(cls, stderr):
        races = []
        for line in stderr.splitlines():
            if "race on " in line:
                try:
                    races.append(cls(line))
                except ValueError:
                    pass
        return races

    def __str__(self):
        lo, hi = self.window
        return (f"race on {self.memory} [{lo:#x}, {hi:#x}): {self.later} is "
                f"not ordered after {self.earlier}"
                + (f" ({self.reason})" if self.reason else ""))

    def __repr__(self):
        return f"Race({str(self)!r})"


class RaceError(SimulationError):
    """pto-sim detected races. ``races`` lists the :class:`Race` reports in
    detail (pto-sim details the first ``--max-races``), ``count`` is the total;
    the message names both instructions of each, then any other error
    pto-sim reported (``other_errors``)."""

    def __init__(self, races, count, stderr, run=None, other_errors=()):
        self.races = races
        self.count = count
        self.other_errors = list(other_errors)
        lines = [f"pto-sim detected {count} race{'s' if count != 1 else ''}:"]
        lines += [f"  {r}" for r in races]
        lines += [f"  and: {e}" for e in self.other_errors]
        super().__init__("\n".join(lines), stderr, run)


class DeadlockError(SimulationError):
    """pto-sim found that a wait can never be satisfied. ``cycle`` is when,
    ``pipes`` maps each pipe to its state line, ``blocked`` lists (pipe,
    instruction) for every blocked wait."""

    _INSN = re.compile(r"`([^`]*)`")

    def __init__(self, stderr, run=None):
        m = re.search(r"deadlock at cycle (\d+)", stderr)
        self.cycle = int(m.group(1)) if m else None
        self.pipes = {}
        self.blocked = []
        after = stderr[m.end():] if m else ""
        for line in after.splitlines()[1:]:
            p = re.match(r"^\s+(\w+): (.*)$", line)
            if not p:
                break
            pipe, state = p.groups()
            self.pipes[pipe] = state
            insn = self._INSN.search(state)
            if insn and ("never set" in state or "blocked" in state):
                self.blocked.append((pipe, insn.group(1)))
        lines = [f"pto-sim: deadlock at cycle {self.cycle}: a wait can never "
                 "be satisfied"]
        lines += [f"  {pipe}: {state}" for pipe, state in self.pipes.items()]
        super().__init__("\n".join(lines), stderr, run)


class EvaluationError(PTOError):
    """pto-ref failed to evaluate the kernel's IR."""


class MismatchError(PTOError, AssertionError):
    """The simulated outputs differ from the reference beyond the tolerance.
    ``mismatches`` lists one :class:`pto.compare.Comparison` per differing
    argument."""

    def __init__(self, message, mismatches):
        self.mismatches = mismatches
        super().__init__(message)
