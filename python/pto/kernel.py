# ===-- pto/kernel.py - Compiling kernels -------------------------------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Compiling C/C++ sources and LLVM IR into :class:`Kernel` objects.

C and C++ go through ``ptocc`` twice: ``-S -emit-llvm`` (the optimized IR,
which pto-ref evaluates) and ``-S`` (the assembly pto-sim runs), the second
with ``-Rpass*=pto-.*`` and ``-mllvm -pto-memory-map=...``. LLVM IR goes
through ``llc -load=PTOPlugin.so -march=pto`` with the same remarks and map;
pto-ref evaluates the IR as given.
"""

import json
import os
import re
import tempfile

from . import _tools
from . import cache as _cache
from .errors import CompileError, parse_diagnostics
from .run import run_reference, run_simulator

__all__ = ["Kernel", "compile", "compile_file", "compile_ir", "from_asm"]

_VERSION = "1"  # bump when what a cache entry holds changes
_REMARKS = "pto-.*"
_C_EXT = {".c": "c", ".cc": "c++", ".cpp": "c++", ".cxx": "c++", ".C": "c++"}


class Param:
    """A kernel parameter from the IR: ``name`` (None when the IR has no
    name), ``type`` (IR type) and ``is_buffer`` (a GM pointer)."""

    def __init__(self, type_, name):
        self.type = type_
        self.name = name
        self.is_buffer = type_.startswith("ptr")

    def __repr__(self):
        return f"Param({self.type} {self.name or '?'})"


def _split_params(text):
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return parts


def _parse_param(text):
    text = text.strip()
    m = re.match(r"(ptr(?: addrspace\(\d+\))?|i\d+|half|bfloat|float|double)",
                 text)
    type_ = m.group(1) if m else text.split()[0]
    name = re.search(r"%([-\w.$]+)\s*$", text)
    name = name.group(1) if name and not name.group(1).isdigit() else None
    return Param(type_, name)


def kernels_in_ir(ir):
    """{name: [Param]} of the functions marked "pto.kernel" in LLVM IR."""
    groups = set(re.findall(r'^attributes (#\d+) = \{[^\n]*"pto\.kernel"', ir,
                            re.M))
    found = {}
    for m in re.finditer(r'^define\b[^@\n]*@("[^"]+"|[-\w.$]+)\(', ir, re.M):
        depth, i = 1, m.end()
        while i < len(ir) and depth:
            depth += {"(": 1, ")": -1}.get(ir[i], 0)
            i += 1
        params = ir[m.end():i - 1]
        end = ir.find("{", i)
        attrs = ir[i:end if end >= 0 else len(ir)]
        if '"pto.kernel"' in attrs or set(re.findall(r"#\d+", attrs)) & groups:
            found[m.group(1).strip('"')] = [_parse_param(p) for p in
                                           _split_params(params)]
    return found


def _normalize_defines(defines):
    if not defines:
        return []
    items = defines.items() if isinstance(defines, dict) else (
        tuple(d.split("=", 1)) if "=" in d else (d, None) for d in defines)
    out = []
    for name, value in items:
        if not re.match(r"^[A-Za-z_]\w*$", str(name)):
            raise ValueError(f"bad macro name {name!r}")
        if value is None:
            out.append(str(name))
        else:
            if isinstance(value, bool):
                value = int(value)
            out.append(f"{name}={value}")
    return sorted(out)


def _opt_flag(opt):
    if str(opt) not in ("0", "1", "2", "3", "s"):
        raise ValueError(f"opt must be 0, 1, 2, 3 or 's', not {opt!r}")
    return f"-O{opt}"


class Kernel:
    """A compiled kernel.

    Attributes: ``name``; ``asm`` (assembly text); ``ir`` (the LLVM IR
    pto-ref evaluates: ptocc's optimized IR, or the IR given);
    ``memory_map`` (the kernel's ``-pto-memory-map`` JSON as a dict, None
    when it has no tiles) and ``memory_maps`` (every function's);
    ``remarks`` and ``diagnostics`` (:class:`~pto.Diagnostic` lists: the
    pto-* remarks, and everything the compiler printed); ``params``
    (:class:`Param` list); ``mcpu``, ``opt``, ``defines``; ``cached`` (True
    when it came from the compile cache); ``asm_path``/``ir_path`` (files).

    Call it on arrays and integers to simulate it (:meth:`run`);
    :meth:`reference` evaluates the IR, :meth:`check` does both and compares.
    """

    def __init__(self, entry, meta, cached, keepalive=None):
        self._dir = entry
        self._keepalive = keepalive  # a TemporaryDirectory when not cached
        self.cached = cached
        self.name = meta["kernel"]
        self.mcpu = meta["mcpu"]
        self.opt = meta["opt"]
        self.defines = meta["defines"]
        self.kind = meta["kind"]
        self.key = meta["key"]
        self.asm_path = os.path.join(entry, "kernel.s")
        self.ir_path = os.path.join(entry, "kernel.ll")
        with open(self.asm_path) as f:
            self.asm = f.read()
        self.ir = None
        if os.path.exists(self.ir_path):
            with open(self.ir_path) as f:
                self.ir = f.read()
        else:
            self.ir_path = None
        self.memory_maps = {}
        for name in sorted(os.listdir(entry)):
            if name.startswith("map-") and name.endswith(".json"):
                with open(os.path.join(entry, name)) as f:
                    m = json.load(f)
                self.memory_maps[m.get("function", name[4:-5])] = m
        self.memory_map = self.memory_maps.get(self.name)
        self.diagnostics = parse_diagnostics(meta["stderr"])
        self.remarks = [d for d in self.diagnostics if d.severity == "remark"]
        self.warnings = [d for d in self.diagnostics
                         if d.severity == "warning"]
        self.params = (kernels_in_ir(self.ir).get(self.name, [])
                       if self.ir else [])

    def __repr__(self):
        sig = ", ".join(f"{p.type} {p.name or ''}".strip()
                        for p in self.params)
        opt = f" -O{self.opt}" if self.opt is not None else ""
        return f"<pto.Kernel {self.name}({sig}) -mcpu={self.mcpu}{opt}>"

    def __call__(self, *args, **options):
        return self.run(*args, **options)

    def run(self, *args, trace=False, trace_svg=None, allow_races=False,
            max_cycles=None, flag_counters=False, ideal=False, sim_flags=()):
        """Simulates the kernel in pto-sim on ``args`` (numpy arrays for
        buffers, ints for scalars; the arrays are not modified) and returns
        a :class:`~pto.Run`: the arrays after the run (``outputs``), the
        statistics, and the trace when ``trace`` is True or a path.

        Raises :class:`~pto.RaceError` on a race (unless ``allow_races``),
        :class:`~pto.DeadlockError` on a deadlock and
        :class:`~pto.SimulationError` on any other pto-sim error.
        ``flag_counters``, ``ideal``, ``max_cycles`` are pto-sim's options;
        ``sim_flags`` passes others.
        """
        extra = list(sim_flags)
        if max_cycles is not None:
            extra.append(f"--max-cycles={int(max_cycles)}")
        if flag_counters:
            extra.append("--flag-counters")
        if ideal:
            extra.append("--ideal")
        return run_simulator(self, args, extra, trace=trace,
                             trace_svg=trace_svg, allow_races=allow_races)

    def reference(self, *args):
        """Evaluates the kernel's IR with pto-ref on the same kind of
        arguments; returns a :class:`~pto.Run` with ``outputs`` only."""
        if self.ir is None:
            raise ValueError(f"{self.name}: no IR to evaluate (made from "
                             "assembly without ir=)")
        return run_reference(self, args)

    def with_asm(self, asm):
        """A copy of this kernel that runs the assembly ``asm`` instead (the
        same IR for the reference): e.g. with a ``wait_flag`` deleted, to see
        what the synchronization protects."""
        return from_asm(asm, kernel=self.name, mcpu=self.mcpu, ir=self.ir)

    def check(self, *args, rtol=None, atol=None, **options):
        """Runs the kernel in pto-sim and in pto-ref and compares every
        buffer argument (tolerances per element type, or ``rtol``/``atol``
        for all). Returns the simulator's :class:`~pto.Run` (with
        ``comparisons``); raises :class:`~pto.MismatchError`, whose message
        gives the index, the values and the maximum error, on a mismatch."""
        from .compare import Comparison
        from .errors import MismatchError
        run = self.run(*args, **options)
        ref = self.reference(*args)
        run.reference_outputs = ref.outputs
        bad = []
        for i, (got, want) in enumerate(zip(run.outputs, ref.outputs)):
            if got is None:
                continue
            c = Comparison(got, want, rtol, atol, name=self.arg_name(i),
                           labels=("simulated", "reference"))
            run.comparisons[i] = c
            if not c.ok:
                bad.append(c)
        if bad:
            raise MismatchError(
                f"{self.name}: the simulated outputs differ from the "
                "reference\n\n" + "\n\n".join(c.message for c in bad), bad)
        return run

    def arg_name(self, i):
        """'arg I' plus the IR name of parameter I when it has one."""
        p = self.params[i] if i < len(self.params) else None
        return f"arg {i}" + (f" ({p.name})" if p and p.name else "")


def _compile_c(work, src_path, cwd, lang, opt, mcpu, defines, include_dirs,
               flags):
    ptocc = _tools.tool("ptocc")
    common = [_opt_flag(opt), f"-mcpu={mcpu}"]
    common += ["-x", lang]
    common += [f"-D{d}" for d in defines]
    common += [f"-I{os.path.abspath(i)}" for i in include_dirs]
    common += list(flags)
    ir = os.path.join(work, "kernel.ll")
    asm = os.path.join(work, "kernel.s")
    cmd = [ptocc] + common + ["-S", "-emit-llvm", src_path, "-o", ir]
    r = _tools.run(cmd, cwd=cwd)
    if r.returncode:
        raise CompileError("ptocc", r.stderr, cmd)
    cmd = [ptocc] + common + [
        "-S", src_path, "-o", asm, f"-Rpass={_REMARKS}",
        f"-Rpass-missed={_REMARKS}", f"-Rpass-analysis={_REMARKS}",
        "-mllvm", f"-pto-memory-map={work}/map-{{function}}.json"]
    r = _tools.run(cmd, cwd=cwd)
    if r.returncode:
        raise CompileError("ptocc", r.stderr, cmd)
    return r.stderr


def _compile_ir(work, src_path, cwd, opt, mcpu, flags):
    if str(opt) == "s":
        raise ValueError("llc has no -Os; use opt=0..3 for IR")
    asm = os.path.join(work, "kernel.s")
    cmd = [_tools.tool("llc"), f"-load={_tools.tool('plugin')}", "-march=pto",
           f"-mcpu={mcpu}", _opt_flag(opt),
           f"-pass-remarks={_REMARKS}", f"-pass-remarks-missed={_REMARKS}",
           f"-pass-remarks-analysis={_REMARKS}",
           f"-pto-memory-map={work}/map-{{function}}.json"] + list(flags) + [
           src_path, "-o", asm]
    r = _tools.run(cmd, cwd=cwd)
    if r.returncode:
        raise CompileError("llc", r.stderr, cmd)
    return r.stderr


def _build(kind, source, *, filename, path, lang, kernel, opt, mcpu, defines,
           include_dirs, flags, cache):
    defines = _normalize_defines(defines)
    if kind == "ir" and defines:
        raise ValueError("defines apply to C/C++ sources, not to LLVM IR")
    fields = {
        "version": _VERSION, "kind": kind, "source": source, "lang": lang,
        "filename": filename, "path": path, "kernel": kernel,
        "opt": str(opt), "mcpu": mcpu, "defines": defines,
        "include_dirs": [os.path.abspath(i) for i in include_dirs],
        "flags": list(flags), "tools": _tools.fingerprint(kind),
    }
    key = _cache.make_key(fields)
    directory = _cache.cache_dir(cache)
    if directory:
        hit = _cache.lookup(directory, key)
        if hit:
            with open(os.path.join(hit, "meta.json")) as f:
                return Kernel(hit, json.load(f), cached=True)

    tmp = tempfile.TemporaryDirectory(prefix="pto-compile-")
    work = tmp.name
    # Diagnostics name the file as the user knows it: the path given, or
    # `filename` for text (compiled in the work directory).
    if path is None:
        with open(os.path.join(work, filename), "w") as f:
            f.write(source)
        src_path, cwd = filename, work
    else:
        src_path, cwd = path, os.getcwd()
    if kind == "ir":
        if src_path != "kernel.ll":
            with open(os.path.join(work, "kernel.ll"), "w") as f:
                f.write(source)
        stderr = _compile_ir(work, src_path, cwd, opt, mcpu, flags)
    else:
        stderr = _compile_c(work, src_path, cwd, lang, opt, mcpu, defines,
                            include_dirs, flags)
        if path is None:
            os.remove(os.path.join(work, filename))
    with open(os.path.join(work, "kernel.ll")) as f:
        found = kernels_in_ir(f.read())
    if kernel is None:
        if len(found) != 1:
            raise ValueError(
                "kernel= is required: the module has "
                + (f"kernels {', '.join(sorted(found))}" if found
                   else 'no function marked "pto.kernel"'))
        kernel = next(iter(found))
    elif kernel not in found:
        raise ValueError(f"no kernel {kernel!r} in the module (kernels: "
                         f"{', '.join(sorted(found)) or 'none'})")
    meta = {"kernel": kernel, "mcpu": mcpu, "opt": str(opt),
            "defines": defines, "kind": kind, "key": key, "stderr": stderr}
    with open(os.path.join(work, "meta.json"), "w") as f:
        json.dump(meta, f)
    if directory:
        entry = _cache.store(directory, key, work)
        tmp.cleanup()
        return Kernel(entry, meta, cached=False)
    return Kernel(work, meta, cached=False, keepalive=tmp)


def compile(source, *, lang="c", filename=None, kernel=None, opt=2,
            mcpu="a3", defines=None, include_dirs=(), flags=(), cache=None):
    """Compiles C (``lang='c'``) or C++ (``'c++'``) source text with ptocc.

    ``defines`` are the compile-time constants (``{"R": 16}`` or
    ``["R=16"]``, ``-D``); ``flags`` more ptocc options (``["-mllvm",
    "-pto-mem-planner=exact"]``); ``filename`` is the name diagnostics use
    (default kernel.c / kernel.cpp); ``kernel`` picks the kernel when the
    source has several; ``cache`` is None (the default directory), False
    (no cache) or a directory. Raises :class:`~pto.CompileError`.
    """
    if lang not in ("c", "c++"):
        raise ValueError(f"lang must be 'c' or 'c++', not {lang!r}")
    filename = filename or ("kernel.c" if lang == "c" else "kernel.cpp")
    return _build("c", source, filename=filename, path=None, lang=lang,
                  kernel=kernel, opt=opt, mcpu=mcpu, defines=defines,
                  include_dirs=include_dirs, flags=flags, cache=cache)


def compile_file(path, *, lang=None, kernel=None, opt=2, mcpu="a3",
                 defines=None, include_dirs=(), flags=(), cache=None):
    """Compiles a file: C/C++ (by extension, or ``lang``) with ptocc, ``.ll``
    with llc (see :func:`compile` and :func:`compile_ir`). Diagnostics name
    the file as given; ``#include "..."`` is relative to it."""
    path = os.fspath(path)
    with open(path) as f:
        source = f.read()
    ext = os.path.splitext(path)[1]
    lang = lang or ("ir" if ext == ".ll" else _C_EXT.get(ext))
    if lang not in ("c", "c++", "ir"):
        raise ValueError(f"{path}: unknown language (lang='c', 'c++' or 'ir')")
    return _build("ir" if lang == "ir" else "c", source,
                  filename=os.path.basename(path), path=path,
                  lang=lang, kernel=kernel, opt=opt, mcpu=mcpu,
                  defines=defines, include_dirs=include_dirs, flags=flags,
                  cache=cache)


def compile_ir(ir, *, filename="kernel.ll", kernel=None, opt=2, mcpu="a3",
               flags=(), cache=None):
    """Compiles LLVM IR text with llc and the PTO plugin; ``flags`` are
    more llc options (e.g. ``["-pto-sync-naive"]``); ``filename`` is the
    name diagnostics use."""
    return _build("ir", ir, filename=filename, path=None, lang="ir",
                  kernel=kernel, opt=opt, mcpu=mcpu, defines=None,
                  include_dirs=(), flags=flags, cache=cache)


def from_asm(asm, *, kernel=None, mcpu="a3", ir=None):
    """A kernel from PTO assembly text (pto-sim assembles it), not cached.
    ``kernel`` names the entry symbol (needed when the text has several
    global symbols); ``ir`` optionally gives the IR for the reference."""
    if kernel is None:
        symbols = re.findall(r"^\s*\.globl\s+([-\w.$]+)", asm, re.M)
        if len(symbols) != 1:
            raise ValueError("kernel= is required: the assembly has global "
                             f"symbols {', '.join(symbols) or '(none)'}")
        kernel = symbols[0]
    tmp = tempfile.TemporaryDirectory(prefix="pto-asm-")
    with open(os.path.join(tmp.name, "kernel.s"), "w") as f:
        f.write(asm)
    if ir is not None:
        with open(os.path.join(tmp.name, "kernel.ll"), "w") as f:
            f.write(ir)
    meta = {"kernel": kernel, "mcpu": mcpu, "opt": None, "defines": [],
            "kind": "asm", "key": None, "stderr": ""}
    return Kernel(tmp.name, meta, cached=False, keepalive=tmp)
