# Every kernel of examples/ compiled from Python, run in pto-sim on seeded
# numpy inputs (race detection on), compared with the IR reference (pto-ref)
# and with a numpy formulation of what it computes.
import glob
import os

import numpy as np
import pytest

import pto


def grid(rng, shape, dtype=np.float32):
    """Values in [-1, 1) on a 1/256 grid: exact in f16 and bf16."""
    return (rng.integers(-256, 256, shape) / 256).astype(dtype)


def softmax_rows(x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def f32(a):
    return a.astype(np.float64)


def case_vadd(rng):
    x, y = grid(rng, 2048), grid(rng, 2048)
    return (x, y, np.zeros(2048, np.float32), 2048), {2: x + y}


def case_softmax(rng):
    x = grid(rng, (32, 64))
    return (x, np.zeros_like(x), 32), {1: softmax_rows(f32(x))}


def case_rmsnorm(rng):
    x, g = grid(rng, (32, 64)), grid(rng, 64)
    x64 = f32(x)
    inv = 1 / np.sqrt((x64 * x64).mean(axis=1, keepdims=True) + 1e-6)
    return (x, g, np.zeros_like(x), 32), {2: x64 * inv * g}


def case_layernorm(rng):
    x, g, b = grid(rng, (32, 64)), grid(rng, 64), grid(rng, 64)
    x64 = f32(x)
    d = x64 - x64.mean(axis=1, keepdims=True)
    inv = 1 / np.sqrt((d * d).mean(axis=1, keepdims=True) + 1e-5)
    return (x, g, b, np.zeros_like(x), 32), {3: d * inv * g + b}


def case_rope(rng):
    x, cos, sin = grid(rng, (32, 64)), grid(rng, (32, 32)), grid(rng, (32, 32))
    x1, x2 = f32(x[:, :32]), f32(x[:, 32:])
    want = np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=1)
    return (x, cos, sin, np.zeros_like(x), 32), {3: want}


def case_gemm(rng, k=128):
    a, b = grid(rng, (64, k), np.float16), grid(rng, (k, 64), np.float16)
    return (a, b, np.zeros((64, 64), np.float32), k), {2: f32(a) @ f32(b)}


# Issue 23 (ACC): three K steps, the first initializing.
def case_gemm_acc_init(rng):
    return case_gemm(rng, 192)


# Issue 23 (logical select): two live accumulators, the second picked.
def case_acc_select(rng):
    a0, a1 = grid(rng, (16, 32), np.float16), grid(rng, (16, 32), np.float16)
    b = grid(rng, (32, 16), np.float16)
    c0, c1 = f32(a0) @ f32(b), f32(a1) @ f32(b)
    args = (a0, a1, b, np.zeros((16, 16), np.float32),
            np.zeros((32, 16), np.float32), 0)
    return args, {3: c1, 4: np.concatenate([c0, c1])}


# Issue 14 (14F): an f32 GEMM (two K steps), its f16 copy converted by the
# fixpipe; an int8 GEMM requantized to i8 (relu) and dequantized to f16 by
# the fixpipe. numpy computes the f32 products in f32 like the cube.
def case_gemm_f32(rng):
    a, b = grid(rng, (32, 64)), grid(rng, (64, 32))
    c = f32(a) @ f32(b)
    args = (a, b, np.zeros((32, 32), np.float32), np.zeros((32, 32), np.float16), 64)
    return args, {2: c, 3: c.astype(np.float16)}


def case_gemm_quant_i8(rng):
    a = rng.integers(-8, 8, (32, 64)).astype(np.int8)
    b = rng.integers(-8, 8, (64, 32)).astype(np.int8)
    acc = (a.astype(np.int32) @ b.astype(np.int32)).astype(np.float32)
    qs, ds = np.float32(0.0625), np.float32(0.03125)
    q = np.clip(np.rint(np.maximum(acc, 0) * qs), -128, 127).astype(np.int8)
    d = (acc * ds).astype(np.float16)
    args = (a, b, np.zeros((32, 32), np.int8), np.zeros((32, 32), np.float16),
            float(qs), float(ds))
    return args, {2: q, 3: d}


# Issue 14 (14Q): the quantize kernel: an int8 GEMM dequantized to f16 by
# the fixpipe, then requantized on the vector unit with a tcmp/tsel clamp.
# Per row block the same arithmetic in numpy: i32 -> f32 (exact), times
# dscale in f32, -> f16 (nearest even); then f32(y) * qscale in f32, rint
# (nearest even), clamped to [-127, 127].
def case_quant_linear(rng, rows=48):
    a = rng.integers(-8, 8, (rows, 64)).astype(np.int8)
    b = rng.integers(-8, 8, (64, 32)).astype(np.int8)
    acc = (a.astype(np.int32) @ b.astype(np.int32)).astype(np.float32)
    ds, qs = np.float32(0.0625), np.float32(8.0)
    y = (acc * ds).astype(np.float16)
    q = np.clip(np.rint(y.astype(np.float32) * qs), -127, 127).astype(np.int8)
    # Both bounds clamp some elements and most pass unclamped.
    assert (q == 127).any() and (q == -127).any() and (abs(q) < 127).mean() > 0.5
    args = (a, b, np.zeros((rows, 32), np.float16), np.zeros((rows, 32), np.int8),
            rows, float(ds), float(qs))
    return args, {2: y, 3: q}


def case_gemm_prefetch(rng):
    return case_gemm(rng, 256)


def case_flash_attention(rng, seq=128):
    q, kt = grid(rng, (64, 64), np.float16), grid(rng, (64, seq), np.float16)
    v = grid(rng, (seq, 64), np.float16)
    p = softmax_rows(f32(q) @ f32(kt) * 0.125)
    # The kernel rounds P to f16 (through GM) before P V: tolerance below.
    args = (q, kt, v, np.zeros((64, 64), np.float16),
            np.zeros((64, 64), np.float32), seq)
    return args, {4: p @ f32(v)}


def case_dot(rng):
    x = rng.integers(-1000, 1000, 100).astype(np.int32)
    y = rng.integers(-1000, 1000, 100).astype(np.int32)
    want = np.array([np.dot(x.astype(np.int64), y.astype(np.int64))])
    return (x, y, np.zeros(1, np.int64), 100), {2: want}


def case_gemm_tiles(rng):
    a, b = grid(rng, (64, 256), np.float16), grid(rng, (64, 64), np.float16)
    want = sum(f32(a[:, 64 * i:64 * (i + 1)]) @ f32(b) for i in range(4))
    return (a, b, np.zeros((64, 64), np.float32), 4), {2: want}


def case_softmax_fused(rng):
    x = grid(rng, (32, 64))
    return (x, np.zeros_like(x), 32), {1: softmax_rows(f32(x))}


def case_causal_attention(rng):
    q, kt = grid(rng, (16, 16), np.float16), grid(rng, (16, 16), np.float16)
    s = f32(q) @ f32(kt) * 0.25
    s[np.triu_indices(16, 1)] = -np.inf  # key j > query i is masked
    return (q, kt, np.zeros((16, 16), np.float32)), {2: softmax_rows(s)}


def case_clamp_i8(rng):
    x = grid(rng, (16, 64))
    want = np.clip(np.rint(f32(x) * 200), -127, 127).astype(np.int8)
    return (x, np.zeros((16, 64), np.int8), 16), {1: want}


def case_gemm_spmd(rng):
    a, b = grid(rng, (128, 256), np.float16), grid(rng, (256, 128), np.float16)
    args = (a, b, np.zeros((128, 128), np.float32), 128, 128, 256)
    return args, {2: f32(a) @ f32(b)}


def case_rmsnorm_spmd(rng):
    x, g = grid(rng, (64, 64)), grid(rng, 64)
    x64 = f32(x)
    inv = 1 / np.sqrt((x64 * x64).mean(axis=1, keepdims=True) + 1e-6)
    return (x, g, np.zeros_like(x), 64), {2: x64 * inv * g}


def case_gemm_tails(rng):
    a, b = grid(rng, (126, 159), np.float16), grid(rng, (159, 80), np.float16)
    args = (a, b, np.zeros((126, 80), np.float16), 126)
    return args, {2: f32(a) @ f32(b)}


# Issue 13 (V): softmax over the first 37 of 64 columns, zeros after.
def case_softmax_tail(rng):
    x = grid(rng, (32, 64))
    want = np.zeros((32, 64))
    want[:, :37] = softmax_rows(f32(x[:, :37]))
    return (x, np.zeros_like(x), 32, 37), {1: want}


# Issue 13 (V): runtime valid extents, one code path for every tail.
def case_gemm_valid(rng):
    a, b = grid(rng, (126, 159), np.float16), grid(rng, (159, 80), np.float16)
    args = (a, b, np.zeros((126, 80), np.float16), 126, 80, 159)
    return args, {2: f32(a) @ f32(b)}


def case_rmsnorm_tail(rng):
    x, g = grid(rng, (45, 64)), grid(rng, 64)
    x64 = f32(x)
    inv = 1 / np.sqrt((x64 * x64).mean(axis=1, keepdims=True) + 1e-6)
    return (x, g, np.zeros_like(x), 45), {2: x64 * inv * g}


def case_softmax_seqlen(rng):
    x = grid(rng, (45, 64))
    want = np.zeros((45, 64))
    want[:, :37] = softmax_rows(f32(x[:, :37]))
    return (x, np.zeros_like(x), 45, 37), {1: want}


# Issue 13 (13X): leaky ReLU (x > 0 ? x : x / 8, tcmps + tsel) of a 45 x 11
# matrix, transposed (ttrans) block by block over runtime extents.
def case_transpose_tail(rng):
    x = grid(rng, (45, 11))
    want = np.where(x > 0, x, x * np.float32(0.125)).T
    return (x, np.zeros((11, 45), np.float32), 45, 11), {1: f32(want)}


# Issue 14 (D): the first largest logit of each of 32 rows of 256; ties
# (values on a 1/16 grid) make the first-index rule matter.
def case_greedy_argmax(rng):
    x = (rng.integers(-16, 16, (32, 256)) / 16).astype(np.float32)
    return (x, np.zeros(32, np.int32), 32), {1: np.argmax(x, axis=1).astype(np.int32)}


# Issue 13 (F): float scalar arguments; the scales are computed on the
# scalar unit (alpha / sqrt(d), 127 / max(amax, eps)) in f32.
def case_scale_quant(rng):
    x = grid(rng, (32, 64))
    alpha, d, eps = 0.75, 48, 1e-6
    s = np.float32(alpha) / np.sqrt(np.float32(d))
    t = x * s
    amax = np.abs(t).reshape(2, 16, 64).max(axis=(1, 2))
    qs = np.float32(127) / np.maximum(amax, np.float32(eps))
    want = (t.reshape(2, 16, 64) * qs[:, None, None]).reshape(32, 64)
    return (x, np.zeros_like(x), 32, alpha, d, eps), {1: f32(want)}


# Issue 13 (R): runtime sub-tile positions, treshape. Two L1 loads of
# 4 x 32 columns / rows each, eight K slices at (k % 4) * 32.
def case_gemm_ksplit(rng):
    return case_gemm(rng, 256)


def case_sum_all(rng):
    x = grid(rng, (96, 64))
    return (x, np.zeros(3, np.float32), 96), {
        1: f32(x).reshape(3, -1).sum(axis=1)}
# Issue 13 (T): row blocks of one tile through views at a runtime row; six
# steps over four blocks (the walk wraps around).
def case_row_blocks(rng):
    x = grid(rng, (32, 32))
    blocks = [f32(x)[(i % 4) * 8:(i % 4) * 8 + 8] for i in range(6)]
    want = np.concatenate([b - b.max(axis=0) for b in blocks])
    return (x, np.zeros((48, 32), np.float32), 6), {1: want}
# Issue 15 (M): the mix kernel on a3 (AIC: matrix products, 2 AIVs:
# softmax), eight 64-row tiles through one workspace.
def case_gemm_softmax_mix(rng):
    a, b = grid(rng, (512, 64), np.float16), grid(rng, (64, 64), np.float16)
    w, s = np.zeros((64, 64), np.float32), np.zeros((512, 64), np.float32)
    return (a, b, w, s, 8), {3: softmax_rows(f32(a) @ f32(b))}


# Issue 14 (14M): the top 16 of each row of 512 scores (tsort32, two
# tmrgsorts, tgather of the values and of the indices). Scores on a coarse
# grid, so that many are equal: ties by the smaller index, numpy's stable
# argsort of -x.
def case_topk(rng):
    x = (rng.integers(-32, 32, (6, 512)) / 8).astype(np.float32)
    order = np.argsort(-x, axis=1, kind="stable")[:, :16]
    return (x, np.zeros((6, 16), np.float32), np.zeros((6, 16), np.uint32), 6), {
        1: np.take_along_axis(x, order, axis=1), 2: order.astype(np.uint32)}


# Issue 15 (15F): the same pipeline through the cross-core FIFO (tpush /
# tpop / tfree, two slots).
def case_gemm_softmax_fifo(rng):
    a, b = grid(rng, (512, 64), np.float16), grid(rng, (64, 64), np.float16)
    s = np.zeros((512, 64), np.float32)
    return (a, b, s, 8), {2: softmax_rows(f32(a) @ f32(b))}


# example file -> (case, tolerance of the comparison with numpy)
CASES = {
    "vadd.c": (case_vadd, 0),
    "softmax.c": (case_softmax, 1e-6),
    "rmsnorm.c": (case_rmsnorm, 1e-5),
    "layernorm.c": (case_layernorm, 1e-5),
    "rope.c": (case_rope, 1e-6),
    "gemm.c": (case_gemm, 1e-5),
    "gemm-prefetch.c": (case_gemm_prefetch, 1e-5),
    "flash-attention.c": (case_flash_attention, 2e-3),
    "dot.ll": (case_dot, 0),
    "gemm-tiles.ll": (case_gemm_tiles, 1e-5),
    "softmax-fused.c": (case_softmax_fused, 1e-6),
    "causal-attention.c": (case_causal_attention, 1e-5),
    "clamp-i8.c": (case_clamp_i8, 0),
    # One block (the Python package runs one core): every tile on it.
    "gemm-spmd.c": (case_gemm_spmd, 1e-5),
    "rmsnorm-spmd.c": (case_rmsnorm_spmd, 1e-5),
    # Issue 13 (F): the result is rounded to f16.
    "gemm-tails.c": (case_gemm_tails, 2e-3),
    # Issue 13 (F): carries undefined before the loop, set under j == 0.
    "flash-attention-first.c": (case_flash_attention, 2e-3),
    # Issue 13 (V): valid regions and padding.
    "softmax-tail.c": (case_softmax_tail, 1e-6),
    # Issue 13 (V): runtime valid extents.
    "gemm-valid.c": (case_gemm_valid, 2e-3),
    "rmsnorm-tail.c": (case_rmsnorm_tail, 1e-5),
    "softmax-seqlen.c": (case_softmax_seqlen, 1e-6),
    # Issue 23 (ACC): accumulate-or-initialize, a K loop without peeling.
    "gemm-acc-init.c": (case_gemm_acc_init, 1e-5),
    # Issue 14 (D): arg reductions.
    "greedy-argmax.c": (case_greedy_argmax, 0),
    # Issue 13 (F): float scalar arguments and scalar FP.
    "scale-quant.c": (case_scale_quant, 1e-6),
    # Issue 13 (R): runtime sub-tile positions, treshape.
    "gemm-ksplit.c": (case_gemm_ksplit, 1e-5),
    "sum-all.c": (case_sum_all, 1e-5),
    # Issue 15 (M): a mix kernel (cube and vector cores of a group).
    "gemm-softmax-mix.c": (case_gemm_softmax_mix, 1e-5),
    # Issue 15 (15F): the cross-core FIFO.
    "gemm-softmax-fifo.c": (case_gemm_softmax_fifo, 1e-5),
    # Issue 15: flash attention with the cube and vector cores overlapping.
    "flash-attention-mix.c": (case_flash_attention, 2e-3),
    # Issue 14 (14F): f32-input matmuls and fixpipe conversion stores.
    "gemm-f32.c": (case_gemm_f32, 2e-3),
    "gemm-quant-i8.c": (case_gemm_quant_i8, 0),
    # Issue 14 (14Q): the quantize kernel (fixpipe store, tcmp/tsel clamp).
    "quant-linear.c": (case_quant_linear, 0),
    # Issue 13 (13X): every tile builtin honours valid extents.
    "transpose-tail.c": (case_transpose_tail, 1e-6),
    # Issue 14 (14M): merge sort.
    "topk.c": (case_topk, 0),
    # Issue 13 (T): runtime tview positions.
    "row-blocks.c": (case_row_blocks, 0),
    # Issue 23: logical select of two live accumulators.
    "acc-select.c": (case_acc_select, 1e-6),
}


def test_every_example_has_a_case(examples):
    files = sorted(os.path.basename(p) for p in
                   glob.glob(os.path.join(examples, "*.c")) +
                   glob.glob(os.path.join(examples, "*.ll")))
    assert files == sorted(CASES)


# Issue 13 (F): kernels written as constant-shape tail variants compile the
# same at every -O level (the builtins are nomerge).
EVERY_O_LEVEL = {"gemm-tails.c"}


# Issue 15 (15F): every example on both generations, unchanged: on a3 a
# kernel using cube and vector pipes runs split into an AIC and AIV
# programs (pto-split-mix-kernel; never on the one core with every pipe,
# which a3 lacks), on a5 on the one core with every pipe.
@pytest.mark.parametrize("name,opt,mcpu", [
    (n, o, m) for n in sorted(CASES) for m in ("a3", "a5")
    for o in ([2, 0, 1, 3] if n in EVERY_O_LEVEL else [2, 0])])
def test_example(examples, name, opt, mcpu):
    case, tol = CASES[name]
    kernel = pto.compile_file(os.path.join(examples, name), opt=opt, mcpu=mcpu)
    args, expected = case(np.random.default_rng(len(name)))
    before = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    run = kernel.check(*args)  # raises on a race or a reference mismatch
    assert run.cycles > 0 and not run.races
    if mcpu == "a3":
        assert "one core with every pipe" not in run.log, run.log
    assert sorted(run.comparisons) == [i for i, a in enumerate(args)
                                       if isinstance(a, np.ndarray)]
    for i, want in expected.items():
        pto.assert_close(run[i].astype(want.dtype), want, rtol=tol, atol=tol,
                         name=f"{name} arg {i}", labels=("pto", "numpy"))
    # The arguments are not modified; the outputs are new arrays.
    for a, b in zip(args, before):
        assert np.array_equal(a, b)


# Issue 15 (M): the mix kernel's cores overlap. On a3 the AIC computes the
# next tile's product while the two AIVs run the softmax of the last; the
# same kernel on a5 runs both sections on one core with every pipe. Both
# match pto-ref; the a3 makespan is below the a5 single core's by 1.5x or
# more (measured: 11916 vs 19408 cycles, 1.63x; docs/performance.md).
def test_gemm_softmax_mix_overlaps(examples):
    path = os.path.join(examples, "gemm-softmax-mix.c")
    cycles = {}
    for mcpu in ("a3", "a5"):
        kernel = pto.compile_file(path, mcpu=mcpu)
        args, _ = case_gemm_softmax_mix(np.random.default_rng(1))
        run = kernel.check(*args)
        assert not run.races
        cycles[mcpu] = run.cycles
    print(f"gemm-softmax-mix: a3 (AIC + 2 AIV) {cycles['a3']} cycles, "
          f"a5 (one core) {cycles['a5']} cycles, "
          f"{cycles['a5'] / cycles['a3']:.2f}x")
    assert cycles["a3"] * 1.5 < cycles["a5"]


# Issue 15 (15F): the FIFO form of the pipeline. On a3 the AIC pushes the
# next products into the two-slot FIFO while the AIVs pop, free and run the
# softmax of the last; on a5 one core runs both sections. Both match
# pto-ref with no race at -O0 and -O2 (test_example); printed: the a3
# makespan against the a5 single core's and against the one-slot hand-off
# of gemm-softmax-mix.c (docs/simulator.md, "Cross-core FIFOs").
def test_gemm_softmax_fifo_overlaps(examples):
    cycles = {}
    for name, case in (("gemm-softmax-fifo.c", case_gemm_softmax_fifo),
                       ("gemm-softmax-mix.c", case_gemm_softmax_mix)):
        for mcpu in ("a3", "a5"):
            kernel = pto.compile_file(os.path.join(examples, name), mcpu=mcpu)
            args, _ = case(np.random.default_rng(1))
            run = kernel.check(*args)
            assert not run.races
            cycles[name, mcpu] = run.cycles
    fifo3, fifo5 = cycles["gemm-softmax-fifo.c", "a3"], cycles["gemm-softmax-fifo.c", "a5"]
    print(f"gemm-softmax-fifo: a3 (AIC + 2 AIV) {fifo3} cycles, "
          f"a5 (one core) {fifo5} cycles, {fifo5 / fifo3:.2f}x; "
          f"gemm-softmax-mix (one slot) a3 {cycles['gemm-softmax-mix.c', 'a3']}")
    assert fifo3 * 1.5 < fifo5


# Issue 15: flash attention as a mix kernel. On a3 the AIC computes S_{j+2}
# and PV_j while the two AIVs run block j+1's softmax (FIFOs for S and PV, a
# flagged workspace for P); on a5 one core runs both sections in turn: the
# single-core serialized time. 512 keys (8 blocks), -O2, all matching
# pto-ref with no race. Measured: a3 16475 cycles, a5 31328 (1.90x);
# flash-attention.c through the automatic split on a3 39992, on a5 (one
# core, L0C -> UB directly) 16145 (docs/performance.md).
def test_flash_attention_mix_overlaps(examples):
    cycles = {}
    for name in ("flash-attention-mix.c", "flash-attention.c"):
        for mcpu in ("a3", "a5"):
            kernel = pto.compile_file(os.path.join(examples, name), mcpu=mcpu)
            args, expected = case_flash_attention(np.random.default_rng(1), 512)
            run = kernel.check(*args)
            assert not run.races
            pto.assert_close(run[4], expected[4], rtol=2e-3, atol=2e-3)
            cycles[name, mcpu] = run.cycles
    mix3, mix5 = cycles["flash-attention-mix.c", "a3"], cycles["flash-attention-mix.c", "a5"]
    split3 = cycles["flash-attention.c", "a3"]
    print(f"flash-attention-mix: a3 (AIC + 2 AIV) {mix3} cycles, a5 (one "
          f"core, serialized) {mix5}, {mix5 / mix3:.2f}x; flash-attention.c "
          f"a3 split {split3} ({split3 / mix3:.2f}x), a5 "
          f"{cycles['flash-attention.c', 'a5']}")
    assert mix3 * 1.6 < mix5
    assert mix3 * 2 < split3


# Issue 14 (14Q): the quantize kernel on both generations: on a3 the split
# puts the product and the fixpipe store on the cube core and the quantizer
# on a vector core (y through GM, cross-core flags); on a5 one core runs
# both. Each matches numpy exactly with no race.
@pytest.mark.parametrize("mcpu", ["a3", "a5"])
def test_quant_linear_generations(examples, mcpu):
    kernel = pto.compile_file(os.path.join(examples, "quant-linear.c"), mcpu=mcpu)
    args, expected = case_quant_linear(np.random.default_rng(3), rows=32)
    run = kernel.check(*args)
    assert not run.races
    for i, want in expected.items():
        assert np.array_equal(run[i].astype(want.dtype), want)
    assert ("set_cross_flag" in kernel.asm) == (mcpu == "a3")
