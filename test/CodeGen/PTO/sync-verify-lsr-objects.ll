; RUN: %llc -march=pto -O2 -pto-enable-pipeline-loads=false -verify-machineinstrs %s -o - | FileCheck %s
;
; bench/kernels/transpose.c with a constant row length: the inner loop is
; unrolled twice and loop strength reduction leaves the two groups' global
; pointers as induction-variable PHIs of %x and %y. pto-insert-sync needs no
; MTE3 -> MTE2 order between the first group's tstore (into %y) and the
; second group's tload (from %x, noalias): pto-verify-sync must prove that
; too, from the underlying objects collected through the PHIs (it rejected
; the kernel when it looked through GEPs only). Without pto-pipeline-loads:
; the checks name the one-slot plan's offsets.
; CHECK-LABEL: transpose:
; CHECK: tstore
; CHECK-NOT: PIPE_MTE3, PIPE_MTE2
; CHECK: tload vec[zero + 8192]
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-n64-S128"
target triple = "pto-unknown-unknown"

define void @transpose(ptr addrspace(1) noalias noundef %x, ptr addrspace(1) noalias noundef %y, i64 noundef %m) local_unnamed_addr #0 {
entry:
  %cmp22 = icmp sgt i64 %m, 0
  br i1 %cmp22, label %for.cond1.preheader.preheader, label %for.cond.cleanup

for.cond1.preheader.preheader:                    ; preds = %entry
  %gep.1.idx = shl i64 %m, 7
  br label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.cond1.preheader
  %bm.023 = phi i64 [ %add11, %for.cond1.preheader ], [ 0, %for.cond1.preheader.preheader ]
  %add.ptr.idx = shl nsw i64 %bm.023, 8
  %add.ptr = getelementptr inbounds nuw i8, ptr addrspace(1) %x, i64 %add.ptr.idx
  %invariant.gep = getelementptr float, ptr addrspace(1) %y, i64 %bm.023
  %call = tail call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) noundef %add.ptr, i64 noundef 64, i32 noundef 32, i32 noundef 32) #2
  %call6 = tail call ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6) noundef %call, i32 noundef 32, i32 noundef 32) #2
  tail call void @pto.tstore.vec.f32(ptr addrspace(1) noundef %invariant.gep, i64 noundef %m, ptr addrspace(6) noundef %call6) #2
  %add.ptr5.1 = getelementptr inbounds nuw i8, ptr addrspace(1) %add.ptr, i64 128
  %call.1 = tail call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) noundef nonnull %add.ptr5.1, i64 noundef 64, i32 noundef 32, i32 noundef 32) #2
  %call6.1 = tail call ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6) noundef %call.1, i32 noundef 32, i32 noundef 32) #2
  %gep.1 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %gep.1.idx
  tail call void @pto.tstore.vec.f32(ptr addrspace(1) noundef %gep.1, i64 noundef %m, ptr addrspace(6) noundef %call6.1) #2
  %add11 = add nuw nsw i64 %bm.023, 32
  %cmp = icmp slt i64 %add11, %m
  br i1 %cmp, label %for.cond1.preheader, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond1.preheader, %entry
  ret void
}

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

attributes #0 = { nounwind "pto.kernel" "target-cpu"="a3" }
attributes #2 = { nounwind }
