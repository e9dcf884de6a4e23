//===-- bench/kernels/decode-combine.c - Decode attention combine ---------===//
//
// Part of the llvm-pto project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Port of PTO-ISA/pto-kernels
// python/pto_kernels/ops/attention/attention_update/kernel.py (the
// attention_update of split-KV decode): two partial attention outputs o0, o1
// (rows x D f16) with their log-sum-exps lse0, lse1 (rows x 1 f32) merge into
//   m = max(lse0, lse1); w_i = exp(lse_i - m) / (exp(lse0 - m) + exp(lse1 - m))
//   out = f16(w0 * f32(o0) + w1 * f32(o1))
// in the kernel's order: convert the partials to f32, max, subtract, row
// expand, exp, add, divide, multiply, add, convert back, store.
//
// Changed: a row block of R = 16 rows per step instead of one row (the
// kernel's tiles are 1 x D), and one core walks all row blocks; rows is a
// multiple of R (no valid regions); D = 64.
//
//===----------------------------------------------------------------------===//
#include <pto.h>

#ifndef R
#define R 16
#endif
#ifndef D
#define D 64
#endif

__pto_kernel void decode_combine(__gm _Float16 *restrict out,
                                 __gm const float *restrict lse0,
                                 __gm const float *restrict lse1,
                                 __gm const _Float16 *restrict o0,
                                 __gm const _Float16 *restrict o1, long rows) {
  for (long r = 0; r < rows; r += R) {
    pto_vec_t l0 = pto_tload_vec_f16(o0 + r * D, D, R, D);
    pto_vec_t l1 = pto_tload_vec_f16(o1 + r * D, D, R, D);
    pto_vec_t s0 = pto_tload_vec_f32(lse0 + r, 1, R, 1);
    pto_vec_t s1 = pto_tload_vec_f32(lse1 + r, 1, R, 1);
    pto_vec_t f0 = pto_tcvt_f32_f16(l0, R, D);
    pto_vec_t f1 = pto_tcvt_f32_f16(l1, R, D);
    pto_vec_t m = pto_tmax_f32(s0, s1, R, 1);
    pto_vec_t w0 = pto_trowexpand_f32(pto_tsub_f32(s0, m, R, 1), R, D);
    pto_vec_t w1 = pto_trowexpand_f32(pto_tsub_f32(s1, m, R, 1), R, D);
    w0 = pto_texp_f32(w0, R, D);
    w1 = pto_texp_f32(w1, R, D);
    pto_vec_t den = pto_tadd_f32(w0, w1, R, D);
    w0 = pto_tdiv_f32(w0, den, R, D);
    w1 = pto_tdiv_f32(w1, den, R, D);
    pto_vec_t o = pto_tadd_f32(pto_tmul_f32(f0, w0, R, D),
                               pto_tmul_f32(f1, w1, R, D), R, D);
    pto_tstore_vec_f16(out + r * D, D, pto_tcvt_f16_f32(o, R, D));
  }
}
