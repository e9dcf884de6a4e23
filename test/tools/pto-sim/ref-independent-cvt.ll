; pto-ref and pto-sim agree on tcvt between every pair of element kinds,
; from their separate semantics (docs/simulator.md "The reference
; evaluator"): f32 inputs scaled by 150 (ties at .5 to round to even, values
; beyond i8 to saturate), i32 inputs scaled by 40000000 (wrapping, then
; rounded to f16 (overflowing to infinity) and bf16, and wrapped to i8).
; REQUIRES: pto-sim
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:8x16:seed=3 --arg=buf:i32:8x16:seed=4 \
; RUN:   --arg=buf:f32:8x64 --arg=buf:f16:8x32 --arg=buf:bf16:8x48 \
; RUN:   --arg=buf:i32:8x32 --arg=buf:i8:8x48 --arg=0x43160000 \
; RUN:   --arg=40000000 | FileCheck %s
; CHECK-NOT: races:
; CHECK: matches reference

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmuls.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tcvt.f16.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.bf16.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.i32.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.i8.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f32.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f32.bf16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.bf16.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.i8.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f32.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f16.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.bf16.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.i8.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.i32.i8(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f32.i8(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.f16(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.bf16(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.i32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.i8(ptr addrspace(1), i64, ptr addrspace(6))

define void @cvt(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %n,
                 ptr addrspace(1) noalias %f32s, ptr addrspace(1) noalias %f16s,
                 ptr addrspace(1) noalias %bf16s, ptr addrspace(1) noalias %i32s,
                 ptr addrspace(1) noalias %i8s, i32 %scale, i32 %iscale) "pto.kernel" {
  %x0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 8, i32 16)
  %xs = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %x0, i32 %scale, i32 8, i32 16)
  %n0 = call ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1) %n, i64 16, i32 8, i32 16)
  %ns = call ptr addrspace(6) @pto.tmuls.i32(ptr addrspace(6) %n0, i32 %iscale, i32 8, i32 16)
  %h = call ptr addrspace(6) @pto.tcvt.f16.f32(ptr addrspace(6) %xs, i32 8, i32 16)
  %b = call ptr addrspace(6) @pto.tcvt.bf16.f32(ptr addrspace(6) %xs, i32 8, i32 16)
  %i = call ptr addrspace(6) @pto.tcvt.i32.f32(ptr addrspace(6) %xs, i32 8, i32 16)
  %c = call ptr addrspace(6) @pto.tcvt.i8.f32(ptr addrspace(6) %xs, i32 8, i32 16)
  %hf = call ptr addrspace(6) @pto.tcvt.f32.f16(ptr addrspace(6) %h, i32 8, i32 16)
  %bf = call ptr addrspace(6) @pto.tcvt.f32.bf16(ptr addrspace(6) %b, i32 8, i32 16)
  %hb = call ptr addrspace(6) @pto.tcvt.bf16.f16(ptr addrspace(6) %h, i32 8, i32 16)
  %hc = call ptr addrspace(6) @pto.tcvt.i8.f16(ptr addrspace(6) %h, i32 8, i32 16)
  %nf = call ptr addrspace(6) @pto.tcvt.f32.i32(ptr addrspace(6) %ns, i32 8, i32 16)
  %nh = call ptr addrspace(6) @pto.tcvt.f16.i32(ptr addrspace(6) %ns, i32 8, i32 16)
  %nb = call ptr addrspace(6) @pto.tcvt.bf16.i32(ptr addrspace(6) %ns, i32 8, i32 16)
  %nc = call ptr addrspace(6) @pto.tcvt.i8.i32(ptr addrspace(6) %ns, i32 8, i32 16)
  %ci = call ptr addrspace(6) @pto.tcvt.i32.i8(ptr addrspace(6) %nc, i32 8, i32 16)
  %cf = call ptr addrspace(6) @pto.tcvt.f32.i8(ptr addrspace(6) %c, i32 8, i32 16)
  ; f32s: 8 x 64 (hf, bf, nf, cf); f16s: 8 x 32 (h, nh); bf16s: 8 x 48 (b,
  ; hb, nb); i32s: 8 x 32 (i, ci); i8s: 8 x 48 (c, hc, nc).
  call void @pto.tstore.vec.f32(ptr addrspace(1) %f32s, i64 64, ptr addrspace(6) %hf)
  %f1 = getelementptr float, ptr addrspace(1) %f32s, i64 16
  call void @pto.tstore.vec.f32(ptr addrspace(1) %f1, i64 64, ptr addrspace(6) %bf)
  %f2 = getelementptr float, ptr addrspace(1) %f32s, i64 32
  call void @pto.tstore.vec.f32(ptr addrspace(1) %f2, i64 64, ptr addrspace(6) %nf)
  %f3 = getelementptr float, ptr addrspace(1) %f32s, i64 48
  call void @pto.tstore.vec.f32(ptr addrspace(1) %f3, i64 64, ptr addrspace(6) %cf)
  call void @pto.tstore.vec.f16(ptr addrspace(1) %f16s, i64 32, ptr addrspace(6) %h)
  %h1 = getelementptr half, ptr addrspace(1) %f16s, i64 16
  call void @pto.tstore.vec.f16(ptr addrspace(1) %h1, i64 32, ptr addrspace(6) %nh)
  call void @pto.tstore.vec.bf16(ptr addrspace(1) %bf16s, i64 48, ptr addrspace(6) %b)
  %b1 = getelementptr bfloat, ptr addrspace(1) %bf16s, i64 16
  call void @pto.tstore.vec.bf16(ptr addrspace(1) %b1, i64 48, ptr addrspace(6) %hb)
  %b2 = getelementptr bfloat, ptr addrspace(1) %bf16s, i64 32
  call void @pto.tstore.vec.bf16(ptr addrspace(1) %b2, i64 48, ptr addrspace(6) %nb)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %i32s, i64 32, ptr addrspace(6) %i)
  %i1 = getelementptr i32, ptr addrspace(1) %i32s, i64 16
  call void @pto.tstore.vec.i32(ptr addrspace(1) %i1, i64 32, ptr addrspace(6) %ci)
  call void @pto.tstore.vec.i8(ptr addrspace(1) %i8s, i64 48, ptr addrspace(6) %c)
  %c1 = getelementptr i8, ptr addrspace(1) %i8s, i64 16
  call void @pto.tstore.vec.i8(ptr addrspace(1) %c1, i64 48, ptr addrspace(6) %hc)
  %c2 = getelementptr i8, ptr addrspace(1) %i8s, i64 32
  call void @pto.tstore.vec.i8(ptr addrspace(1) %c2, i64 48, ptr addrspace(6) %nc)
  ret void
}
