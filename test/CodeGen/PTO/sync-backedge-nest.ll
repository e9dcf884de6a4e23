; A back-edge flag in a loop nest (bench/kernels/swiglu.c, rows x column
; blocks; pto-pipeline-loads peels the inner loop's last iteration into the
; outer loop's body). The peeled block fills a tile (V) that its own tstore
; (MTE3) of the previous outer iteration read: a loop-carried WAR whose
; producer and consumer are in one block, but with the inner loop between
; them. A set next to the tfill would also cover the inner loop's last
; tstore, just issued, so the fill would wait for it; the flag crosses the
; outer back edge instead, held through the inner loop's blocks (a closure
; from the peeled block alone would set and wait it in the inner loop,
; every inner iteration, and could not prove the binary flag free).
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pass-remarks=pto-insert-sync %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pto-sync-loop-wide-flags=false -pto-sync-slot-flags=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=OFF
; Issue 16 (session 15): the inner loop's own fill (for.body4.pto.pipe)
; waits for the inner loop's last store of its window through a flag held
; through the outer loop (docs/sync.md, "Held through the enclosing loop"):
; MTE3 works after that store only in the peeled block, outside the inner
; loop, so a set at the end of the inner preheader or next to the fill would
; cover the peeled store too. The inner body takes its V -> MTE3 IDs from the
; highest down (the peeled block from 0): without that the fixed point chases
; both blocks through every ID and drops both flags.
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pto-sync-outer-loop-flags=false -pto-sync-slot-flags=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=OUTEROFF
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pto-sync-outer-loop-ids-from-top=false -pto-sync-slot-flags=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=TOPOFF
; RUN: not %llc -march=pto -O2 -pto-sync-unsound-outer-loop-flags %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOOUTERSET
; Mutations (testing-only options): without the set before the loop nest or
; the wait after it the flag does not balance, and pto-verify-sync says so.
; RUN: not %llc -march=pto -O2 -pto-sync-unsound-backedge-entry %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOENTRY
; RUN: not %llc -march=pto -O2 -pto-sync-unsound-backedge-exit %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOEXIT
; Zero, one and three inner iterations: no race, the reference's result.
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:32x384:seed=1 --arg=buf:f32:32x192 --arg=32 --arg=0 \
; RUN:   | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:32x384:seed=1 --arg=buf:f32:32x192 --arg=32 --arg=64 \
; RUN:   | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:32x384:seed=1 --arg=buf:f32:32x192 --arg=32 --arg=192 \
; RUN:   | FileCheck %s --check-prefix=SIM %}
; Two inner iterations, and one, two and three rows (the outer-loop flag's
; first row waits for the set before the nest):
; RUN: %if pto-sim %{ for rows in 16 32 48; do python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:48x384:seed=1 --arg=buf:f32:48x192 --arg=$rows --arg=128 \
; RUN:   || echo FAILED $rows; done 2>&1 | FileCheck %s --check-prefix=SIMROWS %}

; Set before the nest, waited for before the peeled fill (no set next to it),
; set again right after the peeled store, waited for after the nest.
; CHECK-LABEL: swiglu:
; CHECK:       set_flag PIPE_MTE3, PIPE_V, [[ID:[0-9]+]]
; CHECK-NEXT:  set_flag PIPE_MTE3, PIPE_V, [[BID:[0-9]+]]
; CHECK-NEXT:  bge
; CHECK:       # %for.body4.pto.pipe.last
; CHECK-NOT:   tfill
; CHECK-NOT:   set_flag PIPE_MTE3, PIPE_V
; CHECK:       wait_flag PIPE_MTE3, PIPE_V, [[ID]]
; The per-slot flag of the x1 prefetch (sync-slot-flags.ll) is waited for
; before the fill too.
; CHECK-NEXT:  bne
; CHECK-NOT:   PIPE_MTE3
; CHECK:       tfill vec[zero + [[OUT:[0-9]+]]]
; The peeled block's V -> MTE3 pair takes ID 0.
; CHECK:       set_flag PIPE_V, PIPE_MTE3, 0
; CHECK-NEXT:  wait_flag PIPE_V, PIPE_MTE3, 0
; CHECK:       tstore {{.*}}, vec[zero + [[OUT]]]
; CHECK-NEXT:  set_flag PIPE_MTE3, PIPE_V, [[ID]]
; The two double buffers' slot registers, carried into the next row (their
; rotation continues, docs/tile-storage.md).
; CHECK-NEXT:  mv
; CHECK-NEXT:  mv
; CHECK-NEXT:  # %for.cond.cleanup3
; The inner body: no set between the preheader and the fill, the wait
; right before it, the set right after the body's store; its V -> MTE3 pair
; takes the highest ID.
; CHECK:       # %for.body4.lr.ph
; CHECK-NOT:   PIPE_MTE3, PIPE_V
; CHECK:       # %for.body4.pto.pipe{{$}}
; CHECK-NOT:   PIPE_MTE3, PIPE_V
; CHECK:       wait_flag PIPE_MTE3, PIPE_V, [[BID]]
; CHECK-NEXT:  tfill vec[zero + [[BOUT:[0-9]+]]]
; CHECK-NOT:   PIPE_MTE3, PIPE_V
; CHECK:       set_flag PIPE_V, PIPE_MTE3, 7
; CHECK-NEXT:  wait_flag PIPE_V, PIPE_MTE3, 7
; CHECK:       tstore {{.*}}, vec[zero + [[BOUT]]]
; CHECK-NEXT:  set_flag PIPE_MTE3, PIPE_V, [[BID]]
; CHECK:       # %for.cond.cleanup
; CHECK-NOT:   PIPE_MTE3, PIPE_V
; CHECK:       wait_flag PIPE_MTE3, PIPE_V, [[ID]]
; CHECK-NEXT:  wait_flag PIPE_MTE3, PIPE_V, [[BID]]
; CHECK-NEXT:  ret

; REMARK: remark: {{.*}}wait for pipe MTE3 before TFILL_A on pipe V: the flag crosses the back edge, set right after TSTORE_VEC_A of the previous iteration (held through the loop's other blocks, set before the loop, waited for after it)

; Without the loop-wide region: a set next to the fill (it waits for the
; inner loop's store too). These three variants leave out the per-slot
; flags (sync-slot-flags.ll), whose waits sit before the fills.
; OFF:         # %for.body4.pto.pipe.last
; OFF-NEXT:    # in Loop
; OFF-NEXT:    set_flag PIPE_MTE3, PIPE_V, [[OID:[0-9]+]]
; OFF-NEXT:    wait_flag PIPE_MTE3, PIPE_V, [[OID]]
; OFF-NEXT:    tfill

; REMARK: remark: {{.*}}wait for pipe MTE3 before TFILL_A on pipe V: the flag crosses the back edge, set right after TSTORE_VEC_A of the previous iteration (held through the enclosing loop, set before the loop, waited for after it)
; Without the rule: the inner body's fill waits for a set next to it (it
; covers the peeled block's store of the previous row).
; OUTEROFF:    # %for.body4.pto.pipe{{$}}
; OUTEROFF-NOT: tfill
; OUTEROFF:    set_flag PIPE_MTE3, PIPE_V, [[OBID:[0-9]+]]
; OUTEROFF-NEXT: wait_flag PIPE_MTE3, PIPE_V, [[OBID]]
; OUTEROFF-NEXT: tfill
; Lowest IDs in both blocks: the chase drops both flags, the peeled fill's
; too.
; TOPOFF:      # %for.body4.pto.pipe.last
; TOPOFF-NEXT: # in Loop
; TOPOFF-NEXT: set_flag PIPE_MTE3, PIPE_V, [[TID:[0-9]+]]
; TOPOFF-NEXT: wait_flag PIPE_MTE3, PIPE_V, [[TID]]
; TOPOFF-NEXT: tfill
; TOPOFF:      # %for.body4.pto.pipe{{$}}
; TOPOFF-NOT:  tfill
; TOPOFF:      set_flag PIPE_MTE3, PIPE_V, [[TBID:[0-9]+]]
; TOPOFF-NEXT: wait_flag PIPE_MTE3, PIPE_V, [[TBID]]
; TOPOFF-NEXT: tfill
; NOOUTERSET: error: {{.*}}sync verification: 'WAIT_FLAG 3, 5, 6' waits for a flag that is set on some paths to it but not on others (by 'SET_FLAG 3, 5, 6'; unbalanced set_flag/wait_flag)
; SIMROWS-NOT: FAILED
; SIMROWS-NOT: race
; SIMROWS: matches reference
; SIMROWS: matches reference
; SIMROWS: matches reference
; NOENTRY: error: {{.*}}sync verification: 'WAIT_FLAG 3, 5, 7' waits for a flag that is set on some paths to it but not on others (by 'SET_FLAG 3, 5, 7'; unbalanced set_flag/wait_flag)
; NOEXIT: error: {{.*}}sync verification: 'SET_FLAG 3, 5, 7' may still be set when the function returns (no matching wait_flag on some path)

; SIM-NOT: race
; SIM: matches reference

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

