; Runtime valid extents of a matmul (issue 13): M, N, K from the extents of
; a (M x K) and b (K x N), given by tvalid on the loaded mat tiles and passed
; through tmov into left / right. The loads read only the valid parts (the
; GM buffers are M x K and K x N), the matmul multiplies M x K by K x N, the
; store writes M x N. pto-sim (-O0 and -O2) matches pto-ref, f16 and i8.
; REQUIRES: pto-sim
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f16:13x21:seed=5 --arg=buf:f16:21x11:seed=6 \
; RUN:   --arg=buf:f32:13x11 --arg=13 --arg=11 --arg=21 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f16:13x21:seed=5 --arg=buf:f16:21x11:seed=6 \
; RUN:   --arg=buf:f32:13x11 --arg=13 --arg=11 --arg=21 | FileCheck %s
; The full capacity and a 1 x 1 x 1 product.
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f16:16x32:seed=5 --arg=buf:f16:32x16:seed=6 \
; RUN:   --arg=buf:f32:16x16 --arg=16 --arg=16 --arg=32 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f16:1x1:seed=5 --arg=buf:f16:1x1:seed=6 \
; RUN:   --arg=buf:f32:1x1 --arg=1 --arg=1 --arg=1 | FileCheck %s
; RUN: sed 's/\.f16/.i8/g; s/\.f32/.i32/g' %s > %t.i8.ll
; RUN: python3 %pto_src/utils/run-kernel %t.i8.ll --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:i8:13x21:seed=5 --arg=buf:i8:21x11:seed=6 \
; RUN:   --arg=buf:i32:13x11 --arg=13 --arg=11 --arg=21 | FileCheck %s
; CHECK-NOT: races:
; CHECK: matches reference

; The matmul's setvalid carries M, N and K.
; RUN: %llc -march=pto -O2 %s -o - | FileCheck %s --check-prefix=ASM
; ASM: setvalid [[M:[a-z]+[0-9]+]], [[N:[a-z]+[0-9]+]], [[K:[a-z]+[0-9]+]]
; ASM-NOT: setvalid
; ASM: tmatmul acc

target triple = "pto-unknown-unknown"

declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(2) @pto.tvalid.mat.f16(ptr addrspace(2), i32, i32, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))

define void @mm(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b,
                ptr addrspace(1) noalias %c, i32 %m, i32 %n, i32 %k) "pto.kernel" {
  %k64 = sext i32 %k to i64
  %n64 = sext i32 %n to i64
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 %k64, i32 16, i32 32)
  %av = call ptr addrspace(2) @pto.tvalid.mat.f16(ptr addrspace(2) %a0, i32 %m, i32 %k, i32 16, i32 32)
  %b0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %b, i64 %n64, i32 32, i32 16)
  %bv = call ptr addrspace(2) @pto.tvalid.mat.f16(ptr addrspace(2) %b0, i32 %k, i32 %n, i32 32, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %av, i32 16, i32 32)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %bv, i32 32, i32 16)
  %p = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %c, i64 %n64, ptr addrspace(5) %p)
  ret void
}
