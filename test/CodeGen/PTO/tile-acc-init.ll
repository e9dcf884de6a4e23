; pto.tmatmul.acc.init end to end (issue 23): a K loop written once. @gemm
; initializes on the first step (k == 0) and accumulates after; @restart
; initializes again on step 2 (init = k is 0 or 2), so its result is the sum
; of the steps from 2 on -- a simulator or reference that read the
; accumulator regardless of the condition, or never, would disagree with
; the other. The accumulator carry stays in one L0C window (the result is
; written over the accumulator: dst and ip are one address), its entry value
; is undefined and needs no storage, and no move is inserted. @once runs
; its loop once (a constant trip count): the carry's back-edge value is
; dropped and the carry, undefined on every path, is an IMPLICIT_DEF (the
; fuzzer's acc-init pattern found the undefined back-edge value interfering
; with the result, an acc move, before the carry was folded).
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O0 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=gemm --arg=buf:f16:16x64:seed=1 \
; RUN:   --arg=buf:f16:64x16:seed=2 --arg=buf:f32:16x16 --arg=4 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=gemm --arg=buf:f16:16x64:seed=1 \
; RUN:   --arg=buf:f16:64x16:seed=2 --arg=buf:f32:16x16 --arg=1 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=once --arg=buf:f16:16x64:seed=5 \
; RUN:   --arg=buf:f16:64x16:seed=6 --arg=buf:f32:16x16 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=restart --arg=buf:f16:16x64:seed=3 \
; RUN:   --arg=buf:f16:64x16:seed=4 --arg=buf:f32:16x16 --arg=4 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}

; CHECK-LABEL: gemm:
; CHECK-NOT: tmov acc
; CHECK: tmatmul.acc.init acc[[[ACC:[a-z0-9]+ \+ [0-9]+]]], acc[[[ACC]]], left[{{.*}}], right[{{.*}}], {{[a-z0-9]+}}, 16, 16, 16, f32, f16
; CHECK-NOT: tmov acc
; CHECK: tstore {{.*}}acc[[[ACC]]]
; CHECK-LABEL: restart:
; CHECK: tmatmul.acc.init acc[[[ACC2:[a-z0-9]+ \+ [0-9]+]]], acc[[[ACC2]]],
; CHECK-LABEL: once:
; CHECK: tmatmul.acc.init acc[[[ACC3:[a-z0-9]+ \+ [0-9]+]]], acc[[[ACC3]]],
; SIM: matches reference

declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.init.f32.f16(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))

define void @gemm(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, i64 %nk) "pto.kernel" {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi ptr addrspace(5) [ undef, %entry ], [ %acc.next, %loop ]
  %ka = mul i64 %k, 16
  %pa = getelementptr half, ptr addrspace(1) %a, i64 %ka
  %kb = mul i64 %k, 256
  %pb = getelementptr half, ptr addrspace(1) %b, i64 %kb
  %ma = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %pa, i64 64, i32 16, i32 16)
  %mb = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %pb, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %ma, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %mb, i32 16, i32 16)
  %first = icmp eq i64 %k, 0
  %init = zext i1 %first to i32
  %acc.next = call ptr addrspace(5) @pto.tmatmul.acc.init.f32.f16(ptr addrspace(5) %acc, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 %init, i32 16, i32 16)
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp slt i64 %k.next, %nk
  br i1 %more, label %loop, label %exit
exit:
  call void @pto.tstore.f32(ptr addrspace(1) %c, i64 16, ptr addrspace(5) %acc.next)
  ret void
}

define void @restart(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, i64 %nk) "pto.kernel" {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi ptr addrspace(5) [ undef, %entry ], [ %acc.next, %loop ]
  %ka = mul i64 %k, 16
  %pa = getelementptr half, ptr addrspace(1) %a, i64 %ka
  %kb = mul i64 %k, 256
  %pb = getelementptr half, ptr addrspace(1) %b, i64 %kb
  %ma = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %pa, i64 64, i32 16, i32 16)
  %mb = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %pb, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %ma, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %mb, i32 16, i32 16)
  %odd = and i64 %k, 1
  %even = icmp eq i64 %odd, 0
  %low = icmp ult i64 %k, 3
  %first = and i1 %even, %low
  %init = zext i1 %first to i32
  %acc.next = call ptr addrspace(5) @pto.tmatmul.acc.init.f32.f16(ptr addrspace(5) %acc, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 %init, i32 16, i32 16)
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp slt i64 %k.next, %nk
  br i1 %more, label %loop, label %exit
exit:
  call void @pto.tstore.f32(ptr addrspace(1) %c, i64 16, ptr addrspace(5) %acc.next)
  ret void
}

define void @once(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c) "pto.kernel" {
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi ptr addrspace(5) [ undef, %entry ], [ %acc.next, %loop ]
  %ka = mul i64 %k, 16
  %pa = getelementptr half, ptr addrspace(1) %a, i64 %ka
  %kb = mul i64 %k, 256
  %pb = getelementptr half, ptr addrspace(1) %b, i64 %kb
  %ma = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %pa, i64 64, i32 16, i32 16)
  %mb = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %pb, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %ma, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %mb, i32 16, i32 16)
  %first = icmp eq i64 %k, 0
  %init = zext i1 %first to i32
  %acc.next = call ptr addrspace(5) @pto.tmatmul.acc.init.f32.f16(ptr addrspace(5) %acc, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 %init, i32 16, i32 16)
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp slt i64 %k.next, 1
  br i1 %more, label %loop, label %exit
exit:
  call void @pto.tstore.f32(ptr addrspace(1) %c, i64 16, ptr addrspace(5) %acc.next)
  ret void
}

