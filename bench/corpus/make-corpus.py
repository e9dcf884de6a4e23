#!/usr/bin/env python3
#===-- bench/corpus/make-corpus.py - Hand-written memory-map corpora -------===#
#
# Part of the llvm-pto project, under the Apache License v2.0 with LLVM
# Exceptions.
#
#===------------------------------------------------------------------------===#
#
# Writes bench/corpus/*.json: buffer sets of typical kernels in the memory-map
# format that `llc -pto-memory-map=<file.json>` emits (docs/memory-planning.md),
# with the a3 capacities of PTOMachineFacts.td (utils/ptofacts.py). Offsets are omitted: these maps describe the
# problem, not a plan. Instruction numbers are those of a plausible
# straight-line schedule of the loop body; loop-carried values are live over
# the whole loop (no false holes).
#
#===------------------------------------------------------------------------===#
import json, os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "utils"))
import ptofacts  # noqa: E402

KiB = 1024
# name: (capacity, reserved, alignment) of each on-chip memory on a3.
MEM = {m: (c["capacity"], c["reserved"], c["alignment"])
       for m, c in ptofacts.machine_facts()["capacity"]["a3"].items()}


class Kernel:
    def __init__(self, name):
        self.name, self.mems, self.reg = name, {}, 0

    def tile(self, mem, size, live, first, last, group=-1, slots=1):
        allocs = self.mems.setdefault(mem, [])
        self.reg += 1
        allocs.append({"id": len(allocs), "size": size, "align": MEM[mem][2],
                       "slots": slots, "live": [list(i) for i in live],
                       "first_pipe": first, "last_pipe": last,
                       "stage_group": group, "regs": ["%%%d" % self.reg]})

    def write(self, d):
        mems = [{"name": m, "capacity": MEM[m][0], "reserved": MEM[m][1],
                 "alignment": MEM[m][2], "allocations": a}
                for m, a in self.mems.items()]
        with open(os.path.join(d, self.name + ".json"), "w") as f:
            json.dump({"function": self.name, "subtarget": "a3",
                       "memories": mems}, f, indent=1)
            f.write("\n")


def gemm(name, kstages):
    # C[128x256] += A[128x64] * B[64x256] over K; A/B double-buffered in mat
    # (MTE2 prefetch of step k+1 while MTE1 extracts step k), L0A/L0B
    # ping-pong per k-step, the accumulator carried in acc.
    k = Kernel(name)
    step, n = 6, kstages
    end = 2 + n * step + 4
    for s in range(2):  # mat ping-pong slots: live over the loop (carried)
        k.tile("mat", 16 * KiB, [(0, end - 2)], "MTE2", "MTE1", group=0)
        k.tile("mat", 32 * KiB, [(0, end - 2)], "MTE2", "MTE1", group=1)
    for i in range(n):  # per k-step L0 operands: short, disjoint lifetimes
        t = 2 + i * step
        k.tile("left", 16 * KiB, [(t, t + step - 1)], "MTE1", "M", group=2)
        k.tile("right", 32 * KiB, [(t + 1, t + step)], "MTE1", "M", group=3)
    k.tile("acc", 128 * KiB // 1, [(2, end)], "M", "FIX")
    k.tile("bias", 512, [(1, 2 + step)], "MTE1", "M")
    k.tile("vec", 64 * KiB, [(end, end + 3)], "FIX", "V")
    k.tile("vec", 64 * KiB, [(end + 2, end + 5)], "V", "MTE3")
    return k


def softmax(name, blocks):
    # Row softmax over row blocks of 32x256 f32 (32 KiB), input prefetched.
    k = Kernel(name)
    t = 0
    for b in range(blocks):
        k.tile("vec", 32 * KiB, [(t, t + 4)], "MTE2", "V", group=0)  # x
        k.tile("vec", 256, [(t + 1, t + 3)], "V", "V")                 # max
        k.tile("vec", 32 * KiB, [(t + 2, t + 5)], "V", "V")            # x-max
        k.tile("vec", 32 * KiB, [(t + 3, t + 7)], "V", "V")            # exp
        k.tile("vec", 256, [(t + 4, t + 6)], "V", "V")                 # sum
        k.tile("vec", 32 * KiB, [(t + 6, t + 9)], "V", "MTE3")         # out
        t += 5
    return k


def norm(name, rms, blocks):
    # layernorm / rmsnorm over 32x256 f32 row blocks; gamma/beta kernel-wide.
    k = Kernel(name)
    end = blocks * 8 + 10
    k.tile("vec", 1 * KiB, [(0, end)], "MTE2", "V")  # gamma
    if not rms:
        k.tile("vec", 1 * KiB, [(0, end)], "MTE2", "V")  # beta
    t = 1
    for b in range(blocks):
        k.tile("vec", 32 * KiB, [(t, t + 5)], "MTE2", "V", group=0)  # x
        if not rms:
            k.tile("vec", 128, [(t + 1, t + 3)], "V", "V")            # mean
            k.tile("vec", 32 * KiB, [(t + 2, t + 6)], "V", "V")       # x-mean
        k.tile("vec", 32 * KiB, [(t + 3, t + 5)], "V", "V")           # sq
        k.tile("vec", 128, [(t + 4, t + 7)], "V", "V")                # rstd
        k.tile("vec", 32 * KiB, [(t + 5, t + 8)], "V", "V")           # scaled
        k.tile("vec", 32 * KiB, [(t + 7, t + 10)], "V", "MTE3")       # y
        t += 8
    return k


def flash_attention(name, kv_blocks):
    # One 64-row Q block against kv_blocks K/V blocks of 128x128 f16.
    k = Kernel(name)
    step = 12
    end = 4 + kv_blocks * step + 6
    k.tile("mat", 16 * KiB, [(0, end - 4)], "MTE2", "MTE1")  # Q
    for s in range(2):  # K/V double-buffered in L1, carried
        k.tile("mat", 32 * KiB, [(0, end - 4)], "MTE2", "MTE1", group=0)
        k.tile("mat", 32 * KiB, [(0, end - 4)], "MTE2", "MTE1", group=1)
    k.tile("vec", 256, [(2, end)], "V", "V")       # running max m
    k.tile("vec", 256, [(2, end)], "V", "V")       # running sum l
    k.tile("vec", 32 * KiB, [(2, end + 2)], "V", "MTE3")  # O (f32 64x128)
    for j in range(kv_blocks):
        t = 4 + j * step
        k.tile("left", 16 * KiB, [(t, t + 2)], "MTE1", "M", group=2)  # Q
        k.tile("right", 32 * KiB, [(t, t + 2)], "MTE1", "M", group=3)  # K^T
        k.tile("acc", 32 * KiB, [(t + 1, t + 4)], "M", "FIX", group=4)  # S
        k.tile("vec", 32 * KiB, [(t + 3, t + 6)], "FIX", "V")  # S in UB
        k.tile("vec", 256, [(t + 5, t + 7)], "V", "V")         # block max
        k.tile("vec", 16 * KiB, [(t + 6, t + 9)], "V", "MTE3")  # P f16
        k.tile("mat", 16 * KiB, [(t + 8, t + 10)], "MTE3", "MTE1")  # P in L1
        k.tile("left", 16 * KiB, [(t + 9, t + 11)], "MTE1", "M", group=2)
        k.tile("right", 32 * KiB, [(t + 9, t + 11)], "MTE1", "M", group=3)
        k.tile("acc", 32 * KiB, [(t + 10, t + 13)], "M", "FIX", group=4)
        k.tile("vec", 32 * KiB, [(t + 12, t + 14)], "FIX", "V")  # PV in UB
        k.tile("vec", 256, [(t + 7, t + 12)], "V", "V")          # rescale
    return k


if __name__ == "__main__":
    d = os.path.dirname(os.path.abspath(__file__))
    for k in [gemm("gemm", 4), gemm("gemm-k8", 8), softmax("softmax", 6),
              norm("layernorm", False, 6), norm("rmsnorm", True, 6),
              flash_attention("flash-attention", 4)]:
        k.write(d)
