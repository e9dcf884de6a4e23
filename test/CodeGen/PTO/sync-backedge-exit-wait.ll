; The wait after the loop for a back-edge flag (docs/sync.md, "Back-edge
; flags"): the GEMM K loop of sync-backedge-flags.ll, whose A load waits for
; the A move of the previous iteration through a flag set right after that
; move, followed by a block that first copies a vec tile (MTE2 and MTE3 work
; that does not touch mat) and then loads into the A window again. The wait
; for the flag goes before the first MTE2 operation there that conflicts
; with what the flag covers (the mat load), not at the block's start, so
; the vec load does not wait for the loop's last move.
; RUN: %llc -march=pto -O2 -pto-mem-pipe-aware=false -pto-enable-pipeline-loads=false -pto-split-mix-kernels=false -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -pto-mem-pipe-aware=false -pto-enable-pipeline-loads=false -pto-split-mix-kernels=false -verify-machineinstrs -pto-sync-lazy-exit-waits=false %s -o - | FileCheck %s --check-prefix=OFF
; Mutation (testing-only): the pipe taken as ordered from the block's start
; but the wait placed at its end: pto-verify-sync reports the mat load.
; RUN: not %llc -march=pto -O2 -pto-mem-pipe-aware=false -pto-enable-pipeline-loads=false -pto-split-mix-kernels=false -pto-sync-unsound-lazy-exit-waits %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNSOUND
; Zero, one and three loop iterations: no race, the reference's result.
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --llc-arg=-pto-split-mix-kernels=false --llc-arg=-pto-mem-pipe-aware=false --llc-arg=-pto-enable-pipeline-loads=false --arg=buf:f16:64x256:seed=1 --arg=buf:f16:256x64:seed=2 --arg=buf:f32:64x64 \
; RUN:   --arg=buf:f32:16x64:seed=3 --arg=buf:f32:16x64 --arg=64 | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --llc-arg=-pto-split-mix-kernels=false --llc-arg=-pto-mem-pipe-aware=false --llc-arg=-pto-enable-pipeline-loads=false --arg=buf:f16:64x256:seed=1 --arg=buf:f16:256x64:seed=2 --arg=buf:f32:64x64 \
; RUN:   --arg=buf:f32:16x64:seed=3 --arg=buf:f32:16x64 --arg=128 | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --llc-arg=-pto-split-mix-kernels=false --llc-arg=-pto-mem-pipe-aware=false --llc-arg=-pto-enable-pipeline-loads=false --arg=buf:f16:64x256:seed=1 --arg=buf:f16:256x64:seed=2 --arg=buf:f32:64x64 \
; RUN:   --arg=buf:f32:16x64:seed=3 --arg=buf:f32:16x64 --arg=256 | FileCheck %s --check-prefix=SIM %}

target triple = "pto-unknown-unknown"

define void @gemm_tail(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %d, ptr addrspace(1) noalias %e, i64 %k) "pto.kernel" {
entry:
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 %k, i32 64, i32 64)
  %b0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %b, i64 64, i32 64, i32 64)
  %l0 = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 64, i32 64)
  %r0 = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %b0, i32 64, i32 64)
  %acc0 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l0, ptr addrspace(4) %r0, i32 64, i32 64)
  %more = icmp sgt i64 %k, 64
  br i1 %more, label %body, label %exit

body:
  %acc = phi ptr addrspace(5) [ %acc1, %body ], [ %acc0, %entry ]
  %kk = phi i64 [ %kk1, %body ], [ 64, %entry ]
  %pa = getelementptr inbounds half, ptr addrspace(1) %a, i64 %kk
  %at = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %pa, i64 %k, i32 64, i32 64)
  %ob = shl nsw i64 %kk, 7
  %pb = getelementptr inbounds i8, ptr addrspace(1) %b, i64 %ob
  %bt = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %pb, i64 64, i32 64, i32 64)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %at, i32 64, i32 64)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %bt, i32 64, i32 64)
  %acc1 = call ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) %acc, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 64, i32 64)
  %kk1 = add nsw i64 %kk, 64
  %again = icmp slt i64 %kk1, %k
  br i1 %again, label %body, label %exit

exit:
  %accx = phi ptr addrspace(5) [ %acc0, %entry ], [ %acc1, %body ]
  %v = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %d, i64 64, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %e, i64 64, ptr addrspace(6) %v)
  %a2 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 %k, i32 64, i32 64)
  %l2 = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a2, i32 64, i32 64)
  %r2 = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a2, i32 64, i32 64)
  %acc2 = call ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) %accx, ptr addrspace(3) %l2, ptr addrspace(4) %r2, i32 64, i32 64)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %c, i64 64, ptr addrspace(5) %acc2)
  ret void
}

declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.acc.f32(ptr addrspace(1), i64, ptr addrspace(5))

; CHECK-LABEL: gemm_tail:
; CHECK:       tmatmul{{[[:space:]]}}
; CHECK-NEXT:  set_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[ID:[0-9]+]]
; CHECK:       tmatmul.acc
; CHECK:       blt
; CHECK-NEXT:  .LBB0_3:
; CHECK-NEXT:  tload{{[[:space:]]+}}vec[zero + 0]
; CHECK-NOT:   PIPE_MTE1, PIPE_MTE2
; CHECK:       tstore{{[[:space:]]+}}{{.*}}vec[zero + 0]
; CHECK-NEXT:  wait_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[ID]]
; CHECK-NEXT:  tload{{[[:space:]]+}}mat[zero + 0]
; CHECK-NOT:   PIPE_MTE1, PIPE_MTE2
; CHECK:       ret

; OFF:         .LBB0_3:
; OFF-NEXT:    wait_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, 7
; OFF-NEXT:    tload{{[[:space:]]+}}vec[zero + 0]

; UNSOUND: error: {{.*}}sync verification: 'TLOAD_MAT_A {{.*}}' on pipe MTE2 is not ordered after 'TMOV_LEFT_MAT_A {{.*}}' on pipe MTE1 (from a predecessor), which accesses the same memory

; SIM: matches reference
