#!/usr/bin/env python3
# A stand-in for the MiniMalloc binary (google/minimalloc) with its command
# line and CSV formats, for testing pto-mem-bench --minimalloc without it.
# FAKE_MM_MODE: "ok" (first fit over the exact live ranges: [lower, upper)
# minus the `gaps`, at each buffer's `alignment`), "overlap" (every buffer
# at offset 0: an invalid plan), "fail" (no solution, as MiniMalloc reports
# it), "short" (the last buffer's line missing), "nooffset" (no offset
# column), "ids" (the first two lines swapped). FAKE_MM_COPY: copy the input
# CSV there.
import os, shutil, sys

args = dict(a[2:].split("=", 1) for a in sys.argv[1:] if a.startswith("--"))
mode = os.environ.get("FAKE_MM_MODE", "ok")
if os.environ.get("FAKE_MM_COPY"):
    shutil.copyfile(args["input"], os.environ["FAKE_MM_COPY"])
lines = open(args["input"]).read().splitlines()
head = lines[0].split(",")
rows = [dict(zip(head, l.split(","))) for l in lines[1:] if l]
sys.stderr.write("INFO: Elapsed time 0.004s\n")
if mode == "fail":
    sys.stderr.write("ERROR: NOT_FOUND: no solution within capacity\n")
    sys.exit(1)


def live(r):
    lo, hi = int(r["lower"]), int(r["upper"])
    out, cur = [], lo
    for g in r.get("gaps", "").split():
        a, b = map(int, g.split("-"))
        out.append((cur, a))
        cur = b
    out.append((cur, hi))
    return [(a, b) for a, b in out if a < b]


placed = []
offsets = []
for r in rows:
    size, align, lv = int(r["size"]), int(r.get("alignment", 1)), live(r)
    off = 0
    if mode == "ok":
        busy = sorted((o, o + s) for (o, s, l) in placed
                      if any(a < d and c < b for a, b in lv for c, d in l))
        for lo, hi in busy:
            if off + size <= lo:
                break
            off = max(off, -(-hi // align) * align)
    placed.append((off, size, lv))
    offsets.append(off)
if mode == "ok" and max(o + s for o, s, _ in placed) > int(args["capacity"]):
    sys.stderr.write("ERROR: NOT_FOUND: over capacity\n")
    sys.exit(1)
out = [l + "," + str(o) for l, o in zip(lines[1:], offsets)]
if mode == "short":
    out = out[:-1]
if mode == "ids":
    out[0], out[1] = out[1], out[0]
with open(args["output"], "w") as f:
    f.write(",".join(head + (["offset"] if mode != "nooffset" else ["off"])) + "\n")
    for l in out:
        f.write(l + "\n")
