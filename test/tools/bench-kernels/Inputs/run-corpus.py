#!/usr/bin/env python3
# ===-- run-corpus.py - Run every bench/kernels/*.c port against pto-ref --===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""run-corpus.py SRC TOOLS PLUGIN WORK OPT

Compiles every C kernel of SRC/bench/kernels with TOOLS/ptocc -OOPT
-emit-llvm (with the -D defines of its bench/cycles entry), then runs it
through utils/run-kernel at -OOPT with the arguments of that entry (pto-sim
against pto-ref, with race detection). Prints one line per kernel,
"NAME -OOPT: matches reference" or "NAME -OOPT: FAILED" followed by the
output; a kernel missing from bench/cycles' table is an error. Exit status 1
when any kernel failed.
"""

import glob
import importlib.machinery
import importlib.util
import os
import subprocess
import sys


def main():
    src, tools, plugin, work, opt = sys.argv[1:6]
    loader = importlib.machinery.SourceFileLoader(
        "bench_cycles", os.path.join(src, "bench", "cycles"))
    spec = importlib.util.spec_from_loader("bench_cycles", loader)
    cycles = importlib.util.module_from_spec(spec)
    loader.exec_module(cycles)
    failed = False
    for path in sorted(glob.glob(os.path.join(src, "bench", "kernels", "*.c"))):
        rel = os.path.relpath(path, src)
        name = os.path.basename(path)[:-2]
        entry = cycles.KERNELS.get(rel)
        if entry is None:
            print(f"error: {rel} is not in bench/cycles' table")
            failed = True
            continue
        args, defines = entry if isinstance(entry, tuple) else (entry, [])
        ll = os.path.join(work, f"{name}.O{opt}.ll")
        r = subprocess.run([os.path.join(tools, "ptocc"), f"-O{opt}", "-S",
                            "-emit-llvm"] + list(defines) + [path, "-o", ll],
                           capture_output=True, text=True)
        if r.returncode == 0:
            r = subprocess.run(
                [sys.executable, os.path.join(src, "utils", "run-kernel"), ll,
                 "-O", opt, f"--tools-dir={tools}", f"--plugin={plugin}"] +
                [f"--arg={a}" for a in args], capture_output=True, text=True)
        if r.returncode == 0 and "matches reference" in r.stdout:
            print(f"{name} -O{opt}: matches reference")
        else:
            failed = True
            print(f"{name} -O{opt}: FAILED")
            print(r.stdout + r.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
