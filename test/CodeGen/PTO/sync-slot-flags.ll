; Per-slot flags (issue 16, session 19; docs/sync.md, "Flags per slot") on
; bench/kernels/swiglu.c: rows x column blocks, the inner loop pipelined by
; pto-pipeline-loads (the next block's x1 and x2 loaded into the next slots
; at the top of the body, the last block peeled into the outer body). The
; body's tsub reads only x1; a set next to it (or before the body's loads)
; covers the x2 load too. A back-edge flag with one event ID cannot serve
; it: this iteration's set after the x1 prefetch comes before the tsub's
; wait for the previous one. With an ID per slot it can: the set after the
; write of the next slot takes that slot's ID, the wait before the read of
; the current slot the current slot's (`bne` on the slot register around two
; set_flag/wait_flag). The outer body sets it after its initial x1 load; the
; peeled block waits first and orders MTE2 after that wait for the next
; row's initial load (binary flags).
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pass-remarks=pto-insert-sync %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; RUN: %llc -march=pto -O2 -verify-machineinstrs -stop-after=pto-insert-sync %s -o - \
; RUN:   | FileCheck %s --check-prefix=MIR
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pto-sync-slot-flags=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=pto -O2 -verify-machineinstrs -debug-counter=pto-insert-sync-slot-flag=1000000 %s -o - \
; RUN:   | FileCheck %s --check-prefix=OFF
; Mutation (testing-only): one ID for both slots. The prefetch's set then
; comes before the wait for the previous one on the same flag, and
; pto-verify-sync says so.
; RUN: not %llc -march=pto -O2 -pto-sync-unsound-slot-flag-ids %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SAMEID
; Mutation (testing-only): the wait learns from the next slot's set (its
; coverage bit not exchanged at the swap), so the tsub's wait is taken to
; cover this iteration's prefetches too and the tmul's wait for the x2
; load is elided; pto-verify-sync reports the tmul.
; RUN: not %llc -march=pto -O2 -pto-sync-unsound-slot-flag-bits %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BITS
; Rows 1-3 by inner trip counts 0-3 (zero columns: the outer body never
; sets the flag): no race, no lost set, the reference's result.
; RUN: %if pto-sim %{ for rows in 16 32 48; do for half in 0 64 128 192; do \
; RUN:   python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --arg=buf:f32:48x384:seed=1 --arg=buf:f32:48x192 --arg=$rows --arg=$half \
; RUN:   || echo FAILED $rows $half; done; done 2>&1 | FileCheck %s --check-prefix=SIM %}

; The outer body: the initial x1 load, the set of its slot's ID, then x2.
; CHECK-LABEL: swiglu:
; CHECK:       # %for.body4.lr.ph
; CHECK:       tload vec[[[INIT:[a-z0-9]+]] + 0]
; CHECK-NEXT:  bne [[INIT]], zero, [[L0:.Ltmp[0-9]+]]
; CHECK-NEXT:  set_flag PIPE_MTE2, PIPE_V, [[ID0:[0-9]+]]
; CHECK-NEXT:  j [[D0:.Ltmp[0-9]+]]
; CHECK-NEXT:  [[L0]]:
; CHECK-NEXT:  set_flag PIPE_MTE2, PIPE_V, [[ID1:[0-9]+]]
; CHECK-NEXT:  [[D0]]:
; CHECK-NEXT:  tload vec[{{[a-z0-9]+}} + 8192]
; The body: the x1 prefetch into the next slot and its set, the x2 prefetch,
; the fill, then the wait of the current slot's ID right before the tsub.
; CHECK:       # %for.body4.pto.pipe
; CHECK:       tload vec[[[NEXT:[a-z0-9]+]] + 0]
; CHECK-NEXT:  bne [[NEXT]], zero, [[L1:.Ltmp[0-9]+]]
; CHECK-NEXT:  set_flag PIPE_MTE2, PIPE_V, [[ID0]]
; CHECK-NEXT:  j [[D1:.Ltmp[0-9]+]]
; CHECK-NEXT:  [[L1]]:
; CHECK-NEXT:  set_flag PIPE_MTE2, PIPE_V, [[ID1]]
; CHECK:       tload vec[{{[a-z0-9]+}} + 8192]
; CHECK:       tfill
; CHECK-NEXT:  bne [[CUR:[a-z0-9]+]], zero, [[L2:.Ltmp[0-9]+]]
; CHECK-NEXT:  wait_flag PIPE_MTE2, PIPE_V, [[ID0]]
; CHECK-NEXT:  j [[D2:.Ltmp[0-9]+]]
; CHECK-NEXT:  [[L2]]:
; CHECK-NEXT:  wait_flag PIPE_MTE2, PIPE_V, [[ID1]]
; CHECK-NEXT:  [[D2]]:
; CHECK-NOT:   wait_flag PIPE_MTE2, PIPE_V
; CHECK:       tsub vec[zero + {{[0-9]+}}], vec[zero + {{[0-9]+}}], vec[[[CUR]] + 0]

; REMARK-DAG: remark: {{.*}}wait for pipe MTE2 before TSUB_A on pipe V: a flag per slot of the double buffer (IDs 7 and 6), set right after TLOAD_VEC_A of the previous iteration into this slot
; REMARK-DAG: remark: {{.*}}wait for pipe MTE2 before TFILL_A on pipe V: a flag per slot of the double buffer (IDs 7 and 6), set right after TLOAD_VEC_A of the previous iteration into this slot

; The pseudo after pto-insert-sync -- role 1 (the next-slot register) after the writes, role
; 0 (the current slot's) before the reads, the allocation's scope.
; MIR:       WAIT_FLAG_SLOT 2, 5, 7, 6, $x{{[0-9]+}}, 0, ![[S:[0-9]+]]
; MIR:       TLOAD_VEC_A $[[R:x[0-9]+]], 0,
; MIR-NEXT:  SET_FLAG_SLOT 2, 5, 7, 6, $[[R]], 1, ![[S]]
; MIR:       TLOAD_VEC_A $[[N:x[0-9]+]], 0,
; MIR-NEXT:  SET_FLAG_SLOT 2, 5, 7, 6, $[[N]], 1, ![[S]]
; MIR:       WAIT_FLAG_SLOT 2, 5, 7, 6, $x{{[0-9]+}}, 0, ![[S]]

; OFF-LABEL: swiglu:
; OFF-NOT:   zero, .Ltmp
; OFF:       ret

; SAMEID: error: {{.*}}sync verification: 'SET_FLAG_SLOT 2, 5, 7, 7, ${{x[0-9]+}}, 1, {{.*}}' sets a flag that is already set on some path to it

; BITS: error: {{.*}}sync verification: 'TMUL_A {{.*}}' on pipe V is not ordered after 'TLOAD_VEC_A {{.*}}' on pipe MTE2

; SIM-NOT: FAILED
; SIM-NOT: race
; SIM-COUNT-12: matches reference
; SIM-NOT: FAILED
target triple = "pto-unknown-unknown"

define void @swiglu(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i64 %rows, i64 %half) "pto.kernel" {
entry:
  %factor.op.mul48 = shl i64 %half, 1
  %cmp49 = icmp sgt i64 %rows, 0
  br i1 %cmp49, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp246 = icmp sgt i64 %half, 0
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup3
  %r.050 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %add26, %for.cond.cleanup3 ]
  br i1 %cmp246, label %for.body4.lr.ph, label %for.cond.cleanup3

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %factor.op.mul.reass = mul i64 %r.050, %factor.op.mul48
  %add.ptr = getelementptr inbounds float, ptr addrspace(1) %x, i64 %factor.op.mul.reass
  %add.ptr11 = getelementptr inbounds nuw float, ptr addrspace(1) %add.ptr, i64 %half
  %mul21 = mul nuw nsw i64 %r.050, %half
  %add.ptr22 = getelementptr inbounds nuw float, ptr addrspace(1) %y, i64 %mul21
  br label %for.body4

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void

for.cond.cleanup3:                                ; preds = %for.body4, %for.cond1.preheader
  %add26 = add nuw nsw i64 %r.050, 16
  %cmp = icmp slt i64 %add26, %rows
  br i1 %cmp, label %for.cond1.preheader, label %for.cond.cleanup

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %c.047 = phi i64 [ 0, %for.body4.lr.ph ], [ %add, %for.body4 ]
  %add.ptr6 = getelementptr inbounds nuw float, ptr addrspace(1) %add.ptr, i64 %c.047
  %call = tail call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %add.ptr6, i64 %factor.op.mul48, i32 16, i32 64)
  %add.ptr12 = getelementptr inbounds nuw float, ptr addrspace(1) %add.ptr11, i64 %c.047
  %call14 = tail call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) nonnull %add.ptr12, i64 %factor.op.mul48, i32 16, i32 64)
  %call15 = tail call ptr addrspace(6) @pto.tfill.f32(i32 0, i32 16, i32 64)
  %call16 = tail call ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6) %call15, ptr addrspace(6) %call, i32 16, i32 64)
  %call17 = tail call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %call16, i32 16, i32 64)
  %call19 = tail call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %call17, i32 1065353216, i32 16, i32 64)
  %call20 = tail call ptr addrspace(6) @pto.tdiv.f32(ptr addrspace(6) %call, ptr addrspace(6) %call19, i32 16, i32 64)
  %add.ptr23 = getelementptr inbounds nuw float, ptr addrspace(1) %add.ptr22, i64 %c.047
  %call24 = tail call ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6) %call20, ptr addrspace(6) %call14, i32 16, i32 64)
  tail call void @pto.tstore.vec.f32(ptr addrspace(1) %add.ptr23, i64 %half, ptr addrspace(6) %call24)
  %add = add nuw nsw i64 %c.047, 64
  %cmp2 = icmp slt i64 %add, %half
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3
}

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) noundef, i64 noundef, i32 noundef, i32 noundef)

declare ptr addrspace(6) @pto.tfill.f32(i32 noundef, i32 noundef, i32 noundef)

declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) noundef, i32 noundef, i32 noundef)

declare ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i32 noundef, i32 noundef)

declare ptr addrspace(6) @pto.tdiv.f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i32 noundef, i32 noundef)

declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) noundef, i32 noundef, i32 noundef, i32 noundef)

declare void @pto.tstore.vec.f32(ptr addrspace(1) noundef, i64 noundef, ptr addrspace(6) noundef)

declare ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i32 noundef, i32 noundef)

