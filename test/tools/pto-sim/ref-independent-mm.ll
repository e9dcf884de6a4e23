; pto-ref and pto-sim agree on tmatmul, tmatmul.acc and tmatmul.bias from
; their separate semantics (docs/simulator.md "The reference evaluator"):
; f16 and bf16 inputs accumulating in f32, i8 inputs in i32 (the same kernel
; with the types renamed). %c (16x48) gets a*b over two k-steps (acc), the
; first step plus the bias row, and the second step alone.
; REQUIRES: pto-sim
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f16:16x32:seed=5 --arg=buf:f16:32x16:seed=6 \
; RUN:   --arg=buf:f32:1x16:seed=7 --arg=buf:f32:16x48 | FileCheck %s
; RUN: sed 's/\.f16/.bf16/g; s/getelementptr half/getelementptr bfloat/g' %s > %t.bf16.ll
; RUN: python3 %pto_src/utils/run-kernel %t.bf16.ll --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:bf16:16x32:seed=5 --arg=buf:bf16:32x16:seed=6 \
; RUN:   --arg=buf:f32:1x16:seed=7 --arg=buf:f32:16x48 | FileCheck %s
; RUN: sed 's/\.f16/.i8/g; s/getelementptr half/getelementptr i8/g; s/\.f32/.i32/g; s/getelementptr float/getelementptr i32/g' %s > %t.i8.ll
; RUN: python3 %pto_src/utils/run-kernel %t.i8.ll --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:i8:16x32:seed=5 --arg=buf:i8:32x16:seed=6 \
; RUN:   --arg=buf:i32:1x16:seed=7 --arg=buf:i32:16x48 | FileCheck %s
; CHECK-NOT: races:
; CHECK: matches reference

target triple = "pto-unknown-unknown"

declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(7) @pto.tmov.bias.f32(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.bias.f32(ptr addrspace(3), ptr addrspace(4), ptr addrspace(7), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))

define void @mm(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b,
                ptr addrspace(1) noalias %bias, ptr addrspace(1) noalias %c) "pto.kernel" {
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 32, i32 16, i32 16)
  %pa1 = getelementptr half, ptr addrspace(1) %a, i64 16
  %a1 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %pa1, i64 32, i32 16, i32 16)
  %b0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %b, i64 16, i32 16, i32 16)
  %pb1 = getelementptr half, ptr addrspace(1) %b, i64 256
  %b1 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %pb1, i64 16, i32 16, i32 16)
  %z = call ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1) %bias, i64 16, i32 1, i32 16)
  %l0 = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r0 = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %b0, i32 16, i32 16)
  %l1 = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a1, i32 16, i32 16)
  %r1 = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %b1, i32 16, i32 16)
  %zb = call ptr addrspace(7) @pto.tmov.bias.f32(ptr addrspace(2) %z, i32 1, i32 16)
  %m0 = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l0, ptr addrspace(4) %r0, i32 16, i32 16)
  %m1 = call ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5) %m0, ptr addrspace(3) %l1, ptr addrspace(4) %r1, i32 16, i32 16)
  %mb = call ptr addrspace(5) @pto.tmatmul.bias.f32(ptr addrspace(3) %l0, ptr addrspace(4) %r0, ptr addrspace(7) %zb, i32 16, i32 16)
  %m2 = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l1, ptr addrspace(4) %r1, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %c, i64 48, ptr addrspace(5) %m1)
  %c1 = getelementptr float, ptr addrspace(1) %c, i64 16
  call void @pto.tstore.f32(ptr addrspace(1) %c1, i64 48, ptr addrspace(5) %mb)
  %c2 = getelementptr float, ptr addrspace(1) %c, i64 32
  call void @pto.tstore.f32(ptr addrspace(1) %c2, i64 48, ptr addrspace(5) %m2)
  ret void
}
