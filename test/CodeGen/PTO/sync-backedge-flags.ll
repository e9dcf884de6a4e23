; The checks name mat offsets: the peak-first plan is pinned (-pto-mem-pipe-aware=false)
; and the loop is the one written, without pto-pipeline-loads (whose prefetch carry
; would replace the loop-carried WAR these flags are about);
; with pipe-aware reuse the same flag crosses the back edge (bench/cycles, gemm).
; RUN: %llc -march=pto -O2 -pto-mem-pipe-aware=false -pto-enable-pipeline-loads=false -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -pto-mem-pipe-aware=false -pto-enable-pipeline-loads=false -verify-machineinstrs -pass-remarks=pto-insert-sync %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: %llc -march=pto -O2 -pto-mem-pipe-aware=false -pto-enable-pipeline-loads=false -verify-machineinstrs -pto-sync-backedge-flags=false %s -o - | FileCheck %s --check-prefix=OFF
; Mutations (testing-only options): without the sets before the loop or the
; waits after it the flags do not balance, and pto-verify-sync says so.
; RUN: not %llc -march=pto -O2 -pto-mem-pipe-aware=false -pto-enable-pipeline-loads=false -pto-sync-unsound-backedge-entry %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOENTRY
; RUN: not %llc -march=pto -O2 -pto-mem-pipe-aware=false -pto-enable-pipeline-loads=false -pto-sync-unsound-backedge-exit %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOEXIT
; Bisecting: the debug counter turns the flag off (it counts one decision, the 0th; only the 1st is kept).
; RUN: %llc -march=pto -O2 -pto-mem-pipe-aware=false -pto-enable-pipeline-loads=false -debug-counter=pto-insert-sync-backedge-flag=1 %s -o - | FileCheck %s --check-prefix=OFF
;
; A GEMM K loop (examples/gemm.c): the next iteration's tload of A into mat
; must wait for this iteration's tmov of A out of it (WAR, MTE1 -> MTE2),
; the tload of B for the tmov of B. A set next to the A load would cover
; both moves, so the A load would wait for the B move, which waits for the
; B load: a chain per iteration. The flag of the A load crosses the back
; edge instead: set right after the A move, waited for before the next A
; load; set before the loop (after the prologue's moves) and waited for
; after it, so every path balances, the zero-trip one included.

target triple = "pto-unknown-unknown"

define void @gemm(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, i64 %k) "pto.kernel" {
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
  call void @pto.tstore.acc.f32(ptr addrspace(1) %c, i64 64, ptr addrspace(5) %accx)
  ret void
}

declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.acc.f32(ptr addrspace(1), i64, ptr addrspace(5))

; CHECK-LABEL: gemm:
; CHECK:      tmatmul{{[[:space:]]}}
; CHECK-NEXT: set_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[ID:[0-9]+]]
; CHECK-NEXT: bge
; CHECK:      .LBB0_2:
; CHECK-NEXT: # =>This Inner Loop Header
; CHECK-NEXT: wait_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[ID]]
; CHECK-NEXT: tload{{[[:space:]]+}}mat{{\[}}zero + 0{{\]}}
; The B load still waits for the B move of the previous iteration.
; CHECK:      set_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[B:[0-6]]]
; CHECK-NEXT: wait_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[B]]
; CHECK-NEXT: tload{{[[:space:]]+}}mat{{\[}}zero + 8192{{\]}}
; CHECK:      tmov{{[[:space:]]+}}left
; CHECK-NEXT: set_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[ID]]
; CHECK-NEXT: wait_flag
; CHECK-NEXT: tmov{{[[:space:]]+}}right
; CHECK:      blt
; CHECK-NEXT: .LBB0_3:
; After the loop nothing on MTE2 touches mat: the flag is waited for before
; the return (sync-backedge-exit-wait.ll: before the first conflicting one).
; CHECK-NOT:  PIPE_MTE1, PIPE_MTE2
; CHECK:      tstore
; CHECK-NEXT: wait_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[ID]]
; CHECK-NEXT: ret

; REMARK: wait for pipe MTE1 before TLOAD_MAT_A on pipe MTE2: the flag crosses the back edge, set right after TMOV_LEFT_MAT_A of the previous iteration (set before the loop, waited for after it)
; REMARK-NOT: crosses the back edge

; Without the rule: one set at the loop top covers both moves.
; OFF-LABEL: gemm:
; OFF:      .LBB0_2:
; OFF-NEXT: # =>This Inner Loop Header
; OFF-NEXT: set_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[T:[0-9]+]]
; OFF-NEXT: wait_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_MTE2, [[T]]
; OFF-NEXT: tload{{[[:space:]]+}}mat{{\[}}zero + 0{{\]}}
; OFF-NOT:  PIPE_MTE1, PIPE_MTE2
; OFF:      ret

; NOENTRY: error: {{.*}}sync verification: 'WAIT_FLAG 1, 2, 7' waits for a flag that is set on some paths to it but not on others (by 'SET_FLAG 1, 2, 7'; unbalanced set_flag/wait_flag)
; NOEXIT: error: {{.*}}sync verification: 'SET_FLAG 1, 2, 7' may still be set when the function returns (no matching wait_flag on some path)
