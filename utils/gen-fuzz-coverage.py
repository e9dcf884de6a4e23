#!/usr/bin/env python3
#===-- utils/gen-fuzz-coverage.py - the fuzzer's coverage, from the table --===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
#===------------------------------------------------------------------------===#
#
# Prints FileCheck CHECK-DAG lines, one per (builtin, memory variant,
# accepted dtype) of every builtin of an issue (PTOBuiltin's Issue field,
# default 14), for the lines `fuzz-kernels.py --audit` prints:
#
#   audit: <builtin> <dtype suffixes> <source memory> -> <result memory>
#
# The builtins, their variants (PTOTileOp SrcAS/DstAS) and their dtype masks
# come from Target/PTO/PTOBuiltins.td through llvm-tblgen (utils/ptofacts.py),
# never from the fuzzer; the dtype a mask accepts is the name's first suffix,
# or the one PTODTypeRule's MaskSuffix names (tcmp's compared type, an arg
# reduction's source type). A register-position form repeats its immediate
# form's memories and is skipped, as in docs/builtins.md.
#
#   utils/gen-fuzz-coverage.py [--issue=14] [--prefix=CHECK] > checks
#   fuzz-kernels.py --audit --seeds=A:B | FileCheck checks
#
# test/tools/pto-sim/fuzz-coverage.test runs both over a seed range.
#
#===------------------------------------------------------------------------===#

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))
from ptofacts import bits, find_tblgen, load_records, record  # noqa: E402


def expected(recs, issue):
    """[(builtin name, mask suffix index, dtype, src memory, dst memory)]."""
    inst = recs["!instanceof"]
    dtypes = sorted((recs[n] for n in inst["PTODType"]), key=lambda r: bits(r["ID"]))
    mems = {bits(recs[n]["AddrSpace"]): recs[n]["Name"] for n in inst["PTOMemory"]}
    variants = {}
    for n in inst["PTOTileOp"]:
        v = recs[n]
        if bits(v.get("RegPos", 0)):
            continue
        variants.setdefault(v["Builtin"]["def"], set()).add(
            (mems.get(bits(v["SrcAS"]), "scalar"), mems.get(bits(v["DstAS"]), "scalar")))
    out = []
    for b in sorted((recs[n] for n in inst["PTOBuiltin"]), key=lambda r: bits(r["ID"])):
        if b.get("Issue", 0) != issue:
            continue
        k = record(recs, b["DTypeRule"]).get("MaskSuffix", 0)
        for d in dtypes:
            if not bits(b["DTypeMask"]) & (1 << bits(d["ID"])):
                continue
            for src, dst in sorted(variants.get(b["!name"], ())):
                out.append((b["Name"], k, d["Name"], src, dst))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--issue", type=int, default=14)
    ap.add_argument("--prefix", default="CHECK")
    ap.add_argument("--tblgen", help="llvm-tblgen to run (default: from PATH)")
    a = ap.parse_args()
    recs = load_records(tblgen=find_tblgen(a.tblgen))
    rows = expected(recs, a.issue)
    if not rows:
        sys.exit(f"error: no builtin of issue {a.issue} in the table")
    suffix = r"{{[a-z0-9]+}}"
    for name, k, dt, src, dst in rows:
        sufs = ".".join([suffix] * k + [dt])
        print(f"# {a.prefix}-DAG: audit: {name} {sufs}{{{{(\\.[a-z0-9]+)*}}}} {src} -> {dst} {{{{[1-9][0-9]*}}}}{{{{$}}}}")
    print(f"# {len(rows)} (builtin, dtype, memory variant) rows", file=sys.stderr)


if __name__ == "__main__":
    main()
