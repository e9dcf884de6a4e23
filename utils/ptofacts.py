# ===-- utils/ptofacts.py - The TableGen machine facts, for scripts --------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""The records of Target/PTO/*.td as `llvm-tblgen -dump-json` prints them,
for scripts that need the machine facts (memories, capacities, element
types, builtins) without copying them: utils/gen-builtins-doc.py,
tools/pto-sim/fuzz-kernels.py and bench/corpus/make-corpus.py."""

import json
import os
import shutil
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def bits(v):
    """A TableGen bits<N> value from -dump-json (LSB first) as an int."""
    if isinstance(v, int):
        return v
    return sum(b << i for i, b in enumerate(v))


def find_tblgen(explicit=None):
    if explicit:
        return explicit
    # LLVM 22's: a bare llvm-tblgen on PATH may be another version.
    path = shutil.which("llvm-tblgen-22")
    if path:
        return path
    if os.path.exists("/usr/lib/llvm-22/bin/llvm-tblgen"):
        return "/usr/lib/llvm-22/bin/llvm-tblgen"
    return shutil.which("llvm-tblgen") or "llvm-tblgen"


def load_records(src=ROOT, tblgen=None, include=None):
    tblgen = find_tblgen(tblgen)
    if not include:
        include = os.path.join(
            os.path.dirname(os.path.realpath(tblgen)), "..", "include")
    target = os.path.join(src, "Target", "PTO")
    out = subprocess.run(
        [tblgen, "-dump-json", "-I", target, "-I", include,
         os.path.join(target, "PTO.td")],
        check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def record(recs, value):
    """The record a def-valued field (as -dump-json prints it) names."""
    return recs[value["def"]]


def builtin_contract(recs, b):
    """The typed contract of builtin record \\p b (PTOBuiltins.td) in plain
    values: {"result": PTOResult record, "roles": [PTOArgRole records],
    "shape_rule": name, "dtype_rule": name}."""
    return {"result": record(recs, b["Result"]),
            "roles": [record(recs, a) for a in b["Args"]],
            "shape_rule": record(recs, b["ShapeRule"])["Name"],
            "dtype_rule": record(recs, b["DTypeRule"])["Name"]}


def machine_facts(recs=None):
    """Element types, memories and per-subtarget capacities:
    {"dtypes": {name: {"bytes", "float", "signed"}} in ID order,
     "memories": {name: {"as", "alignment"}},
     "capacity": {subtarget: {memory name: {"capacity", "reserved",
                                            "usable", "alignment"}}},
     "matmul": [(input dtype, result dtype), ...] (PTOMatMulDTypes, by
                result then input ID),
     "fixpipe": [(dst dtype, acc dtype), ...] (PTOFixpipeDTypes, issue 14
                 (14F)),
     "pipes": {name: encoding} (PTOPipe: set_cross_flag's pipe operand,
               issue 15)}."""
    recs = recs or load_records()
    inst = recs["!instanceof"]
    dtypes = {}
    for r in sorted((recs[n] for n in inst["PTODType"]), key=lambda r: bits(r["ID"])):
        dtypes[r["Name"]] = {"bytes": bits(r["Bytes"]), "float": bool(bits(r["IsFloat"])),
                             "signed": bool(bits(r["IsSigned"]))}
    mems = {}
    by_as = {}
    for n in inst["PTOMemory"]:
        r = recs[n]
        mems[r["Name"]] = {"as": bits(r["AddrSpace"]), "alignment": bits(r["TileAlign"])}
        by_as[bits(r["AddrSpace"])] = r["Name"]
    gens = {bits(recs[n]["ID"]): recs[n]["Name"] for n in inst["PTOGenerationFacts"]}
    caps = {g: {} for g in gens.values()}
    for n in inst["PTOCapacity"]:
        r = recs[n]
        mem = by_as[bits(r["AddrSpace"])]
        caps[gens[bits(r["GenerationID"])]][mem] = {
            "capacity": bits(r["Capacity"]),
            "reserved": bits(r["Reserved"]),
            "usable": bits(r["Capacity"]) - bits(r["Reserved"]),
            "alignment": mems[mem]["alignment"]}
    by_id = {bits(recs[n]["ID"]): recs[n]["Name"] for n in inst["PTODType"]}
    matmul = [(by_id[bits(recs[n]["InputID"])], by_id[bits(recs[n]["ResultID"])])
              for n in sorted(inst["PTOMatMulDTypes"],
                              key=lambda n: (bits(recs[n]["ResultID"]),
                                             bits(recs[n]["InputID"])))]
    # Issue 14 (14F): the fixpipe's conversions (PTOFixpipeDTypes).
    fixpipe = [(by_id[bits(recs[n]["DstID"])], by_id[bits(recs[n]["SrcID"])])
               for n in sorted(inst.get("PTOFixpipeDTypes", []),
                               key=lambda n: (bits(recs[n]["SrcID"]),
                                              bits(recs[n]["DstID"])))]
    pipes = {recs[n]["Name"]: bits(recs[n]["Encoding"]) for n in inst["PTOPipe"]}
    return {"dtypes": dtypes, "memories": mems, "capacity": caps,
            "matmul": matmul, "fixpipe": fixpipe, "pipes": pipes}
