# Issue 13 (F): pto-sim's scalar floating point (docs/isa.md, "Scalar
# floating point") on float kernel arguments (--arg=f32:V, passed as bits).
# The expected values are worked out by hand from IEEE 754 binary32/16 and
# bfloat16 with round to nearest even: rounding of fcvt.s.l (-123456789 ->
# -123456792), ties of fcvt.bf.s (0x3f818000 -> 0x3f82), f16 overflow of
# fcvt.h.s (65520 -> inf), saturation and NaN of the integer conversions,
# minimumNumber's NaN and signed-zero rules, canonical NaNs.
# REQUIRES: pto-sim
# RUN: pto-sim %s --kernel=fp --arg=f32:2.25 --arg=f32:-0.5 \
# RUN:   --arg=buf:f32:2x8 --arg=buf:i32:2x8 --dump=2 --dump=3 | FileCheck %s
# RUN: not pto-sim %s --kernel=fp --arg=f32:abc 2>&1 | FileCheck %s --check-prefix=BAD
# RUN: not pto-sim %s --kernel=fp --arg=f32:1:2 2>&1 | FileCheck %s --check-prefix=BAD

# BAD: f32:{{.*}}: expected f32:VALUE (a float scalar, e.g. f32:0.125)

# CHECK:      arg2: f32[2x8]
# fadd fsub fmul fdiv fmin fmax fsqrt fcvt.s.w
# CHECK-NEXT: 1.75 2.75 -1.125 -4.5 -0.5 2.25 1.5 -7{{$}}
# fcvt.s.wu(3e9) fcvt.s.l(-123456789) fcvt.s.h(0xc500) fcvt.s.bf(0x4049)
# fmin(NaN, b) fmin(-0, +0) fmax(+0, -0) fcvt.s.lu(2^40)
# CHECK-NEXT: 3e+09 -1.23457e+08 -5 3.14062 -0.5 -0 0 1.09951e+12{{$}}
# CHECK:      arg3: i32[2x8]
# feq(a,a) flt(b,a) fle(a,b) fun(NaN,a) flt(NaN,a) fcvt.w.s(-4.5)
# fcvt.wu.s(-4.5) fcvt.w.s(1e10)
# CHECK-NEXT: 1 1 0 1 0 -4 0 2147483647{{$}}
# fcvt.w.s(NaN) fcvt.h.s(2.25) fcvt.bf.s(0x3f818000) fcvt.h.s(65520)
# fcvt.l.s(fcvt.s.l(-123456789)) fcvt.h.s(NaN) fdiv(0,0) bits fsqrt(-1) bits
# CHECK-NEXT: 0 16512 16258 31744 -123456792 32256 2143289344 2143289344{{$}}

  .text
  .globl fp
fp:                           # a0 = 2.25, a1 = -0.5, a2: f32[16], a3: i32[16]
  fadd.s t0, a0, a1
  sw t0, 0(a2)
  fsub.s t0, a0, a1
  sw t0, 4(a2)
  fmul.s t0, a0, a1
  sw t0, 8(a2)
  fdiv.s t0, a0, a1
  sw t0, 12(a2)
  fcvt.w.s t1, t0             # -4.5 -> -4
  sw t1, 20(a3)
  fcvt.wu.s t1, t0            # -4.5 -> 0 (saturated)
  sw t1, 24(a3)
  fmin.s t0, a0, a1
  sw t0, 16(a2)
  fmax.s t0, a0, a1
  sw t0, 20(a2)
  fsqrt.s t0, a0
  sw t0, 24(a2)
  li t1, -7
  fcvt.s.w t0, t1
  sw t0, 28(a2)
  li t1, -1294967296          # low 32 bits: 3000000000
  fcvt.s.wu t0, t1
  sw t0, 32(a2)
  li t1, -123456789
  fcvt.s.l t0, t1
  sw t0, 36(a2)
  fcvt.l.s t1, t0
  sw t1, 48(a3)
  li t1, 50432                # f16 0xc500 = -5
  fcvt.s.h t0, t1
  sw t0, 40(a2)
  li t1, 16457                # bf16 0x4049 = 3.140625
  fcvt.s.bf t0, t1
  sw t0, 44(a2)
  li t2, 0
  fdiv.s t2, t2, t2           # 0/0: the canonical NaN
  sw t2, 56(a3)
  fmin.s t0, t2, a1           # NaN, b -> b
  sw t0, 48(a2)
  li t1, -2147483648          # -0.0 (low 32 bits 0x80000000)
  fmin.s t0, t1, zero
  sw t0, 52(a2)
  fmax.s t0, zero, t1
  sw t0, 56(a2)
  li t1, 1
  slli t1, t1, 40
  fcvt.s.lu t0, t1
  sw t0, 60(a2)
  feq.s t0, a0, a0
  sw t0, 0(a3)
  flt.s t0, a1, a0
  sw t0, 4(a3)
  fle.s t0, a0, a1
  sw t0, 8(a3)
  fun.s t0, t2, a0
  sw t0, 12(a3)
  flt.s t0, t2, a0
  sw t0, 16(a3)
  li t1, 1343554297           # f32 0x501502f9 = 1e10
  fcvt.w.s t0, t1
  sw t0, 28(a3)
  fcvt.w.s t0, t2
  sw t0, 32(a3)
  fcvt.h.s t0, a0
  sw t0, 36(a3)
  li t1, 1065451520           # f32 0x3f818000: a tie, kept LSB 1
  fcvt.bf.s t0, t1
  sw t0, 40(a3)
  li t1, 1199566848           # f32 0x477ff000 = 65520
  fcvt.h.s t0, t1
  sw t0, 44(a3)
  fcvt.h.s t0, t2
  sw t0, 52(a3)
  li t1, -1082130432          # f32 0xbf800000 = -1
  fsqrt.s t0, t1
  sw t0, 60(a3)
  ret
