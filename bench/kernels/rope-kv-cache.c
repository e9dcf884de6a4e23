//===-- bench/kernels/rope-kv-cache.c - RoPE with a KV-cache write --------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Port of PTO-ISA/pto-kernels
// python/pto_kernels/ops/posembedding/rope_quant_kvcache/kernel.py: rows of
// a packed qkv tensor (q | k | v, D = 64 each, f16) get the rotary embedding
// on q and k (half-split form with full-width cos/sin tables:
//   out[:, :D/2] = x1 * cos[:, :D/2] - x2 * sin[:, :D/2]
//   out[:, D/2:] = x2 * cos[:, D/2:] + x1 * sin[:, D/2:]),
// v is copied; q, k and v are written out, and k and v are written again
// into the KV cache at the rows starting at pos (the kernel's cache stage).
//
// Changed: both stages in one kernel, R = 16 rows per step instead of one
// (the kernel's tiles are 1 x D), one core; the cache keeps f16 (the
// kernel's cache stage casts to i8 and ignores its scales); cache rows are
// pos + row instead of the kernel's row * 8 + row index; rows a multiple of
// R (no valid regions). The kernel's -x2 as 0 - x2 is folded into a
// subtraction.
//
//===----------------------------------------------------------------------===//
#include <pto.h>

#ifndef R
#define R 16
#endif
#ifndef D
#define D 64
#endif
#define H (D / 2)
#define QKV (3 * D)

__pto_kernel void
rope_kv_cache(__gm _Float16 *restrict q, __gm _Float16 *restrict k,
              __gm _Float16 *restrict v, __gm const _Float16 *restrict x,
              __gm const _Float16 *restrict cosv,
              __gm const _Float16 *restrict sinv,
              __gm _Float16 *restrict kcache, __gm _Float16 *restrict vcache,
              long rows, long pos) {
  for (long r = 0; r < rows; r += R) {
    pto_vec_t t = pto_tload_vec_f16(x + r * QKV, QKV, R, QKV);
    pto_vec_t cs = pto_tload_vec_f16(cosv + r * D, D, R, D);
    pto_vec_t sn = pto_tload_vec_f16(sinv + r * D, D, R, D);
    pto_vec_t cos1 = pto_textract_vec_f16(cs, 0, 0, R, H);
    pto_vec_t cos2 = pto_textract_vec_f16(cs, 0, H, R, H);
    pto_vec_t sin1 = pto_textract_vec_f16(sn, 0, 0, R, H);
    pto_vec_t sin2 = pto_textract_vec_f16(sn, 0, H, R, H);
    // q and k: the same rotation on columns [0, D) and [D, 2D).
    for (int part = 0; part < 2; ++part) {
      __gm _Float16 *dst = part ? k : q;
      pto_vec_t x1 = part ? pto_textract_vec_f16(t, 0, D, R, H)
                          : pto_textract_vec_f16(t, 0, 0, R, H);
      pto_vec_t x2 = part ? pto_textract_vec_f16(t, 0, D + H, R, H)
                          : pto_textract_vec_f16(t, 0, H, R, H);
      pto_vec_t o1 = pto_tsub_f16(pto_tmul_f16(x1, cos1, R, H),
                                  pto_tmul_f16(x2, sin1, R, H), R, H);
      pto_vec_t o2 = pto_tadd_f16(pto_tmul_f16(x2, cos2, R, H),
                                  pto_tmul_f16(x1, sin2, R, H), R, H);
      pto_tstore_vec_f16(dst + r * D, D, o1);
      pto_tstore_vec_f16(dst + r * D + H, D, o2);
      if (part) {
        pto_tstore_vec_f16(kcache + (pos + r) * D, D, o1);
        pto_tstore_vec_f16(kcache + (pos + r) * D + H, D, o2);
      }
    }
    pto_vec_t vt = pto_textract_vec_f16(t, 0, 2 * D, R, D);
    pto_tstore_vec_f16(v + r * D, D, vt);
    pto_tstore_vec_f16(vcache + (pos + r) * D, D, vt);
  }
}
