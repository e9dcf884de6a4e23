; Synchronization of a double-buffered prefetch loop (the K loop of a GEMM
; that loads block k+1 while the cube works on block k; each carried A/B tile
; gets two L1 slots). Checked:
; - in one iteration the prefetch into the next slot and the read of the
;   current slot do not wait for each other (DifferentSlots), nor do the two
;   prefetches (their windows are disjoint: no pipe_barrier between them);
; - nor does this iteration's prefetch wait for the previous one: one slot
;   swap (SLOT_MARK 1 at the header) separates them, so they write different
;   slots (no pipe_barrier MTE2 at the top of the loop); the WAR against the
;   previous iteration's read of the slot now being refilled is a wait for
;   MTE1;
; - the read of the current slot waits for the previous iteration's
;   prefetch: that set_flag goes before this iteration's first MTE2
;   operation, so it does not also wait for the prefetch just issued
;   (-pto-sync-early-inherited-sets=false puts it next to the wait);
; - the moves of the exit PHIs run on the split exit edge, not in the loop;
; - pto-sim runs it (2 loop iterations) without a race, matching pto-ref.
; RUN: %llc -march=pto -pto-mem-pipe-aware=false -O2 %s -o - | FileCheck %s
; RUN: %llc -march=pto -pto-mem-pipe-aware=false -O2 -pto-sync-early-inherited-sets=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=ADJ
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f16:16x64:seed=1 --arg=buf:f16:64x16:seed=2 \
; RUN:   --arg=buf:f32:16x16 --arg=64 | FileCheck %s --check-prefix=SIM %}

; CHECK-LABEL: # %body
; CHECK-NOT:  pipe_barrier
; CHECK:      wait_flag PIPE_MTE1, PIPE_MTE2
; CHECK-NEXT: set_flag PIPE_MTE2, PIPE_MTE1, [[ID:[0-9]]]
; CHECK-NEXT: tload mat[[[NA:t[0-9]+]] + 0]
; CHECK-NEXT: tload mat[[[NB:t[0-9]+]] + 1024]
; CHECK-NEXT: wait_flag PIPE_MTE2, PIPE_MTE1, [[ID]]
; CHECK-NOT:  PIPE_MTE2
; CHECK:      tmov left[zero + 0], mat[[[CA:t[0-9]+]] + 0]
; CHECK-NEXT: tmov right[zero + 0], mat[[[CB:t[0-9]+]] + 1024]
; CHECK:      tmatmul.acc
; CHECK-NOT:  tmov
; CHECK:      blt
; CHECK-NEXT: # %bb.
; CHECK:      tmov mat[zero + {{[0-9]+}}], mat[[[NB]] + 1024]
; CHECK:      tmov mat[zero + {{[0-9]+}}], mat[[[NA]] + 0]
; CHECK-NEXT: j
; CHECK:      # %exit

; ADJ-LABEL: # %body
; ADJ:      tload
; ADJ-NEXT: tload
; ADJ-NEXT: set_flag PIPE_MTE2, PIPE_MTE1, [[ID:[0-9]]]
; ADJ-NEXT: wait_flag PIPE_MTE2, PIPE_MTE1, [[ID]]

; SIM-NOT: race
; SIM: matches reference

target triple = "pto-unknown-unknown"

define void @prefetch(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, i64 %k) "pto.kernel" {
entry:
  %a0 = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %a, i64 %k, i32 16, i32 16)
  %b0 = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %b, i64 16, i32 16, i32 16)
  %l0 = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r0 = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %b0, i32 16, i32 16)
  %acc0 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l0, ptr addrspace(4) %r0, i32 16, i32 16)
  %pa1 = getelementptr half, ptr addrspace(1) %a, i64 16
  %pb1 = getelementptr half, ptr addrspace(1) %b, i64 256
  %a1 = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %pa1, i64 %k, i32 16, i32 16)
  %b1 = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %pb1, i64 16, i32 16, i32 16)
  %go = icmp sgt i64 %k, 32
  br i1 %go, label %body, label %exit

body:
  %an = phi ptr addrspace(2) [ %a1, %entry ], [ %anext, %body ]
  %bn = phi ptr addrspace(2) [ %b1, %entry ], [ %bnext, %body ]
  %acc = phi ptr addrspace(5) [ %acc0, %entry ], [ %accn, %body ]
  %kk = phi i64 [ 32, %entry ], [ %kk1, %body ]
  %pa = getelementptr half, ptr addrspace(1) %a, i64 %kk
  %kb = mul i64 %kk, 16
  %pb = getelementptr half, ptr addrspace(1) %b, i64 %kb
  %anext = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %pa, i64 %k, i32 16, i32 16)
  %bnext = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %pb, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %an, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %bn, i32 16, i32 16)
  %accn = call ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) %acc, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %kk1 = add i64 %kk, 16
  %more = icmp slt i64 %kk1, %k
  br i1 %more, label %body, label %exit

exit:
  %accx = phi ptr addrspace(5) [ %acc0, %entry ], [ %accn, %body ]
  %bx = phi ptr addrspace(2) [ %b1, %entry ], [ %bnext, %body ]
  %ax = phi ptr addrspace(2) [ %a1, %entry ], [ %anext, %body ]
  %lx = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %ax, i32 16, i32 16)
  %rx = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %bx, i32 16, i32 16)
  %accf = call ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) %accx, ptr addrspace(3) %lx, ptr addrspace(4) %rx, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %c, i64 16, ptr addrspace(5) %accf)
  ret void
}

declare ptr addrspace(2) @pto.tload.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))
