#!/usr/bin/env python3
# Compares the buffers pto-sim wrote (--out=N=argN.bin, raw little-endian)
# for an example kernel with a plain-Python reference. Prints
# "<kernel>: matches reference (max error E)" or fails.
import math
import struct
import sys

kernel, d = sys.argv[1], sys.argv[2]


def rd(i, fmt):
    data = open("%s/arg%d.bin" % (d, i), "rb").read()
    n = len(data) // struct.calcsize(fmt)
    return list(struct.unpack("<%d%s" % (n, fmt), data))


def f16(v):
    return struct.unpack("<e", struct.pack("<e", v))[0]


def rows(a, c):
    return [a[i:i + c] for i in range(0, len(a), c)]


def matmul(a, b, m, k, n):
    return [[sum(a[i * k + p] * b[p * n + j] for p in range(k)) for j in range(n)]
            for i in range(m)]


C = 64
if kernel == "vadd":
    x, y, z = rd(0, "f"), rd(1, "f"), rd(2, "f")
    ref, got, tol = [a + b for a, b in zip(x, y)], z, 0.0
elif kernel in ("softmax", "softmax-fused"):
    x, got = rd(0, "f"), rd(1, "f")
    ref = []
    for r in rows(x, C):
        m = max(r)
        e = [math.exp(v - m) for v in r]
        ref += [v / sum(e) for v in e]
    tol = 1e-5
elif kernel == "rmsnorm":
    x, g, got = rd(0, "f"), rd(1, "f"), rd(2, "f")
    ref = []
    for r in rows(x, C):
        inv = 1 / math.sqrt(sum(v * v for v in r) / C + 1e-6)
        ref += [v * inv * gg for v, gg in zip(r, g)]
    tol = 1e-4
elif kernel == "layernorm":
    x, g, b, got = rd(0, "f"), rd(1, "f"), rd(2, "f"), rd(3, "f")
    ref = []
    for r in rows(x, C):
        mu = sum(r) / C
        var = sum((v - mu) ** 2 for v in r) / C
        inv = 1 / math.sqrt(var + 1e-5)
        ref += [(v - mu) * inv * gg + bb for v, gg, bb in zip(r, g, b)]
    tol = 1e-4
elif kernel == "rope":
    x, cs, sn, got = rd(0, "f"), rd(1, "f"), rd(2, "f"), rd(3, "f")
    ref = []
    for i, r in enumerate(rows(x, C)):
        c, s = cs[i * 32:(i + 1) * 32], sn[i * 32:(i + 1) * 32]
        x1, x2 = r[:32], r[32:]
        ref += [a * cc - b * ss for a, b, cc, ss in zip(x1, x2, c, s)]
        ref += [b * cc + a * ss for a, b, cc, ss in zip(x1, x2, c, s)]
    tol = 1e-5
elif kernel in ("gemm", "gemm-prefetch"):
    a, b, got = rd(0, "e"), rd(1, "e"), rd(2, "f")
    k = len(a) // 64
    ref = sum(matmul(a, b, 64, k, 64), [])
    tol = 1e-2
elif kernel == "flash-attention":
    q, kt, v, got = rd(0, "e"), rd(1, "e"), rd(2, "e"), rd(4, "f")
    seq = len(kt) // 64
    s = matmul(q, kt, 64, 64, seq)
    ref = []
    for i in range(64):
        row = [t * 0.125 for t in s[i]]
        m = max(row)
        p = [math.exp(t - m) for t in row]
        l = sum(p)
        ph = [f16(t) for t in p]  # P goes through GM as f16
        ref += [sum(ph[j] * v[j * 64 + c] for j in range(seq)) / l
                for c in range(64)]
    tol = 2e-2
else:
    sys.exit("unknown kernel " + kernel)

assert len(ref) == len(got), (len(ref), len(got))
err = max(abs(r - g) for r, g in zip(ref, got))
scale = max(1.0, max(abs(r) for r in ref))
if not err <= tol * scale:
    sys.exit("%s: MISMATCH (max error %g, tolerance %g)" % (kernel, err, tol * scale))
print("%s: matches reference (max error %.3g)" % (kernel, err))
