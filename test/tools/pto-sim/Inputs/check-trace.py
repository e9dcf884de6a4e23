#!/usr/bin/env python3
# ===-- check-trace.py - Validate a pto-sim Chrome trace ------------------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
# ===----------------------------------------------------------------------===#
"""Checks a pto-sim --trace file against the Chrome trace event format's
rules that Perfetto enforces: every event has the fields of its phase; on
each track (pid, tid), complete ("X") events nest -- two of them are
disjoint or one contains the other; every track with events is named. Then
prints one line per track kind (the pipe, its lanes, the stall events):

  track NAME: N slices, S stalls

and exits 1 with `check-trace.py: error: ...` on a violation."""

import json
import sys


def fail(msg):
    sys.exit("check-trace.py: error: " + msg)


def main(path):
    with open(path) as f:
        d = json.load(f)
    names = {}
    slices = {}
    for e in d["traceEvents"]:
        ph = e.get("ph")
        if ph == "M":
            if e["name"] == "thread_name":
                names[e["tid"]] = e["args"]["name"]
            continue
        for k in ("pid", "tid", "ts", "name"):
            if k not in e:
                fail("%s event without '%s': %r" % (ph, k, e))
        if ph == "X":
            if not isinstance(e.get("dur"), int) or e["dur"] < 0:
                fail("X event without a duration: %r" % e)
            slices.setdefault(e["tid"], []).append(e)
        elif ph not in ("s", "f"):
            fail("unexpected phase %r" % ph)
    for tid, evs in sorted(slices.items()):
        if tid not in names:
            fail("track %d has events but no thread_name" % tid)
        evs.sort(key=lambda e: (e["ts"], -e["dur"]))
        stack = []
        for e in evs:
            b, t = e["ts"], e["ts"] + e["dur"]
            while stack and stack[-1] <= b:
                stack.pop()
            if stack and t > stack[-1]:
                fail("track %s: '%s' [%d, %d) overlaps an enclosing slice "
                     "ending at %d without nesting"
                     % (names[tid], e["name"], b, t, stack[-1]))
            stack.append(t)
        stalls = sum(1 for e in evs if e.get("cat") == "stall")
        print("track %s: %d slices, %d stalls"
              % (names[tid], len(evs) - stalls, stalls))


if __name__ == "__main__":
    main(sys.argv[1])
