; Issue 16 (session 14): the exit order of a continued slot rotation
; (docs/sync.md, "Double buffers"), on bench/kernels/transpose.c (row x
; column blocks of 64 x 64, the inner loop pipelined by pto-pipeline-loads
; and its last iteration peeled). The next row's first tload goes into the
; slot the peeled iteration does not read (docs/tile-storage.md), so it
; conflicts only with the reads of the earlier iterations: the peeled block
; sets V -> MTE2 before its first V operation (covering those, not its own
; ttrans) and waits for it at its end; the next row's tload waits for
; nothing. Without the rule the tload waits for a set next to it, which
; covers the peeled ttrans too.
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pass-remarks=pto-insert-sync %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pto-sync-slot-exit-orders=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=OFF
; The mutation (testing only): the order taken as placed, its set and wait
; not inserted: pto-verify-sync, with its own parities and orders, finds the
; next row's tload unordered (here after the last prefetch, which the
; inserter took as ordered through V's knowledge at the missing set).
; RUN: not %llc -march=pto -O2 -pto-sync-unsound-slot-exit-orders %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MUT
; Outer x inner trip counts 1-3 (m, n = 64, 128, 192): no race, the
; reference's result.
; RUN: %if pto-sim %{ for m in 64 128 192; do for n in 64 128 192; do \
; RUN:   python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --arg=buf:f32:192x192:seed=1 --arg=buf:f32:192x192 --arg=$m --arg=$n \
; RUN:   || echo FAILED $m $n; done; done 2>&1 | FileCheck %s --check-prefix=SIM %}

; CHECK-LABEL: transpose:
; CHECK:       # %for.body4.pto.pipe.last
; CHECK:       wait_flag PIPE_MTE2, PIPE_V
; CHECK-NEXT:  set_flag PIPE_V, PIPE_MTE2, [[E:[0-9]+]]
; CHECK-NEXT:  ttrans vec[zero + {{[0-9]+}}], vec[[[CUR:[a-z0-9]+]] + 0]
; CHECK:       tstore
; CHECK:       wait_flag PIPE_V, PIPE_MTE2, [[E]]
; CHECK-NEXT:  # %for.cond.cleanup3
; CHECK:       # %for.cond1.preheader
; CHECK-NOT:   PIPE_V, PIPE_MTE2
; CHECK:       tload vec[[[CUR]] + 0]

; REMARK: remark: {{.*}}wait for pipe V on pipe MTE2 after the loop, set before its first V operation here: the next TLOAD_VEC_A of the double buffer's initial value then does not wait for this block's V work

; OFF:         # %for.body4.pto.pipe.last
; OFF-NOT:     wait_flag PIPE_V, PIPE_MTE2
; OFF:         # %for.cond1.preheader
; OFF:         set_flag PIPE_V, PIPE_MTE2, [[O:[0-9]+]]
; OFF-NEXT:    wait_flag PIPE_V, PIPE_MTE2, [[O]]
; OFF-NEXT:    tload

; MUT: error: {{.*}}sync verification: 'TLOAD_VEC_A {{.*}}' on pipe MTE2 is not ordered after 'TLOAD_VEC_A {{.*}}' on pipe MTE2 (from an earlier iteration), which accesses the same memory

; SIM-NOT: race
; SIM-NOT: FAILED
; SIM-COUNT-9: matches reference
; SIM-NOT: race
; SIM-NOT: FAILED

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-n64-S128"
target triple = "pto-unknown-unknown"

; Function Attrs: nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local void @transpose(ptr addrspace(1) noalias noundef %x, ptr addrspace(1) noalias noundef %y, i64 noundef %m, i64 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp25 = icmp sgt i64 %m, 0
  br i1 %cmp25, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp223 = icmp sgt i64 %n, 0
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.cond.cleanup3
  %bm.026 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %add11, %for.cond.cleanup3 ]
  %invariant.gep = getelementptr float, ptr addrspace(1) %y, i64 %bm.026
  br i1 %cmp223, label %for.body4.lr.ph, label %for.cond.cleanup3

for.body4.lr.ph:                                  ; preds = %for.cond1.preheader
  %mul = mul nuw nsw i64 %bm.026, %n
  %add.ptr = getelementptr inbounds nuw float, ptr addrspace(1) %x, i64 %mul
  br label %for.body4

for.cond.cleanup:                                 ; preds = %for.cond.cleanup3, %entry
  ret void

for.cond.cleanup3:                                ; preds = %for.body4, %for.cond1.preheader
  %add11 = add nuw nsw i64 %bm.026, 64
  %cmp = icmp slt i64 %add11, %m
  br i1 %cmp, label %for.cond1.preheader, label %for.cond.cleanup

for.body4:                                        ; preds = %for.body4.lr.ph, %for.body4
  %bn.024 = phi i64 [ 0, %for.body4.lr.ph ], [ %add, %for.body4 ]
  %add.ptr5 = getelementptr inbounds nuw float, ptr addrspace(1) %add.ptr, i64 %bn.024
  %call = tail call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) noundef %add.ptr5, i64 noundef %n, i32 noundef 64, i32 noundef 64) #2
  %call6 = tail call ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6) noundef %call, i32 noundef 64, i32 noundef 64) #2
  %mul7 = mul nuw nsw i64 %bn.024, %m
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul7
  tail call void @pto.tstore.vec.f32(ptr addrspace(1) noundef %gep, i64 noundef %m, ptr addrspace(6) noundef %call6) #2
  %add = add nuw nsw i64 %bn.024, 64
  %cmp2 = icmp slt i64 %add, %n
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3
}

; Function Attrs: nomerge
declare dso_local ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nomerge
declare dso_local void @pto.tstore.vec.f32(ptr addrspace(1) noundef, i64 noundef, ptr addrspace(6) noundef) local_unnamed_addr #1

attributes #0 = { nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-trapping-math"="true" "pto.kernel" "stack-protector-buffer-size"="8" "target-cpu"="a3" }
attributes #1 = { nomerge "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="a3" }
attributes #2 = { nomerge nounwind }


