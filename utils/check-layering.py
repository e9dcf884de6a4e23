#!/usr/bin/env python3
# ===-- utils/check-layering.py - The target's component layering ---------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Checks the #include lines of Target/PTO, tools/ and the other clients
against the component libraries of docs/architecture.md:

  LLVMPTOInfo          Target/PTO/TargetInfo/
  LLVMPTODesc          Target/PTO/MCTargetDesc/        -> Info
  LLVMPTOAsmParser     Target/PTO/AsmParser/           -> Desc, Info
  LLVMPTODisassembler  Target/PTO/Disassembler/        -> Desc, Info
  LLVMPTOMemoryPlanner Target/PTO/TileStorage/PTOMemoryPlanner.*  (none)
  LLVMPTOCodeGen       everything else in Target/PTO   -> all of the above

A file may include the project headers of its own library and of the
libraries it depends on, and, in the MC-level libraries (Info, Desc,
AsmParser, Disassembler, MemoryPlanner), no LLVM CodeGen, IR or Analysis
header. The tools (tools/, except what runs without the target) include
only the public headers: MCTargetDesc/*.h, TargetInfo/*.h and
TileStorage/PTOMemoryPlanner.h. The simulator (tools/pto-sim/Sim/, the
PTOSim library, and its driver pto-sim.cpp) is MC level too: it includes
no LLVM CodeGen, IR or Analysis header. Within LLVMPTOCodeGen the modules (a
header with its source file) include each other without a cycle, except
for the subtarget and the objects it owns (SUBTARGET_CORE).

The checker's independence (the project's first rule): the reference
evaluator (tools/pto-sim/pto-ref*, RefSemantics*) includes, of the
simulator's directory, only the harness (HARNESS: element types, argument
syntax, generated inputs) and its own headers; no other file includes a
header of the reference evaluator (unittests/ may: they test it).

Usage: utils/check-layering.py [ROOT]. Prints one `error:` line per
violation and exits 1 if there is any; prints a summary otherwise.
"""

import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)

# Library -> the libraries whose headers it may include.
DEPENDS = {
    "Info": set(),
    "Desc": {"Info"},
    "AsmParser": {"Desc", "Info"},
    "Disassembler": {"Desc", "Info"},
    "Support": set(),
    "MemoryPlanner": {"Support"},
    "CodeGen": {"Desc", "Info", "MemoryPlanner", "Support"},
}
MC_LEVEL = {"Info", "Desc", "AsmParser", "Disassembler", "MemoryPlanner",
            "Support"}
# LLVM headers a MC-level library must not include.
CODEGEN_LEVEL = ("llvm/CodeGen/", "llvm/IR/", "llvm/Analysis/",
                 "llvm/Target/", "llvm/Passes/", "llvm/Transforms/")
PUBLIC_LIBS = {"Desc", "Info", "MemoryPlanner", "Support"}
# The one cycle allowed: the target machine, its subtarget and the objects
# the subtarget owns and hands out (as in every in-tree target: XSubtarget.h includes XInstrInfo.h,
# XInstrInfo.cpp includes XSubtarget.h). Nothing else may join it.
SUBTARGET_CORE = {
    "PTOSubtarget", "PTOTargetMachine", "PTOInstrInfo", "PTORegisterInfo", "PTOFrameLowering",
    "PTOISelLowering", "GISel/PTOCallLowering", "GISel/PTOLegalizerInfo",
    "GISel/PTORegisterBankInfo",
}


# tools/pto-sim headers both pto-sim and pto-ref may include: the harness.
HARNESS = {"ElementTypes.h", "KernelArgs.h"}
SIM_DIR = os.path.join("tools", "pto-sim")


def is_reference(name):
    """Whether a file of tools/pto-sim belongs to the reference evaluator."""
    return name.startswith(("pto-ref", "RefSemantics"))


def library_of(rel):
    """The component library of a path relative to Target/PTO."""
    top = rel.split("/")[0]
    if top == "TargetInfo":
        return "Info"
    if top == "MCTargetDesc":
        return "Desc"
    if top in ("AsmParser", "Disassembler"):
        return top
    if rel.startswith("TileStorage/PTOMemoryPlanner."):
        return "MemoryPlanner"
    if rel.startswith("PTODebug."):
        return "Support"
    return "CodeGen"


def sources(root, sub):
    for dirpath, _, files in os.walk(os.path.join(root, sub)):
        for f in sorted(files):
            if f.endswith((".cpp", ".h")):
                yield os.path.join(dirpath, f)


def includes(path):
    with open(path, encoding="utf-8") as f:
        return INCLUDE.findall(f.read())


def resolve(target, path, inc):
    """The header \\p inc of \\p path as a path relative to Target/PTO, or
    None for a generated .inc or a header outside the target."""
    if inc.endswith(".inc"):
        return None
    for base in (target, os.path.dirname(path)):
        cand = os.path.normpath(os.path.join(base, inc))
        if os.path.isfile(cand) and cand.startswith(target + os.sep):
            return os.path.relpath(cand, target)
    return None


def sccs(graph):
    """The strongly connected components of \\p graph (module -> modules)
    with more than one module (Tarjan), each sorted."""
    index, low, on, stack, out = {}, {}, set(), [], []

    def visit(m):
        index[m] = low[m] = len(index)
        stack.append(m)
        on.add(m)
        for n in sorted(graph.get(m, ())):
            if n not in index:
                visit(n)
                low[m] = min(low[m], low[n])
            elif n in on:
                low[m] = min(low[m], index[n])
        if low[m] == index[m]:
            comp = []
            while True:
                n = stack.pop()
                on.discard(n)
                comp.append(n)
                if n == m:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for m in sorted(graph):
        if m not in index:
            visit(m)
    return out


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), ".."))
    target = os.path.join(root, "Target", "PTO")
    errors = []
    graph = {}
    nfiles = 0
    for path in sources(root, os.path.join("Target", "PTO")):
        nfiles += 1
        rel = os.path.relpath(path, target)
        lib = library_of(rel)
        module = os.path.splitext(rel)[0]
        for inc in includes(path):
            if lib in MC_LEVEL and inc.startswith(CODEGEN_LEVEL):
                errors.append(f"{rel}: {library_of(rel)} is MC level but "
                              f"includes {inc}")
            dep = resolve(target, path, inc)
            if dep is None:
                continue
            dlib = library_of(dep)
            if dlib != lib and dlib not in DEPENDS[lib]:
                errors.append(f"{rel}: LLVMPTO{lib} includes {dep} of "
                              f"LLVMPTO{dlib}, which it does not depend on")
            dmodule = os.path.splitext(dep)[0]
            if lib == "CodeGen" and dlib == "CodeGen" and dmodule != module:
                graph.setdefault(module, set()).add(dmodule)
    for comp in sccs(graph):
        if not set(comp) <= SUBTARGET_CORE:
            errors.append("include cycle in LLVMPTOCodeGen: " +
                          ", ".join(comp))

    ntools = 0
    for path in sources(root, "tools"):
        ntools += 1
        rel = os.path.relpath(path, root)
        simulator = (rel.startswith(os.path.join("tools", "pto-sim", "Sim") +
                                    os.sep) or
                     rel == os.path.join("tools", "pto-sim", "pto-sim.cpp"))
        for inc in includes(path):
            if simulator and inc.startswith(CODEGEN_LEVEL):
                errors.append(f"{rel}: the simulator is MC level but "
                              f"includes {inc}")
            dep = resolve(target, path, inc)
            if dep is not None and library_of(dep) not in PUBLIC_LIBS:
                errors.append(f"{rel}: includes {dep}, a header private to "
                              f"LLVMPTO{library_of(dep)}")

    sim = os.path.join(root, SIM_DIR)
    nref = 0
    for path in sources(root, SIM_DIR):
        rel = os.path.relpath(path, root)
        ref = is_reference(os.path.basename(path))
        nref += ref
        for inc in includes(path):
            cand = os.path.normpath(os.path.join(os.path.dirname(path), inc))
            if not cand.startswith(sim + os.sep) or not os.path.isfile(cand):
                continue
            name = os.path.relpath(cand, sim)
            if ref and not is_reference(os.path.basename(name)) and \
                    name not in HARNESS:
                errors.append(f"{rel}: the reference evaluator includes "
                              f"{name} of the simulator (only the harness, "
                              f"{', '.join(sorted(HARNESS))}, is shared)")
            if not ref and is_reference(os.path.basename(name)):
                errors.append(f"{rel}: includes {name} of the reference "
                              f"evaluator")

    for e in errors:
        print(f"error: {e}")
    if errors:
        return 1
    print(f"layering: {nfiles} target files, {ntools} tool files, "
          f"{len(graph)} CodeGen modules, no violation, no cycle beyond "
          f"the subtarget's {len(SUBTARGET_CORE)} modules, {nref} reference "
          f"files sharing only the harness with the simulator")
    return 0


if __name__ == "__main__":
    sys.exit(main())
