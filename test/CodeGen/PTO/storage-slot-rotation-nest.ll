; Issue 16 (session 14): the slot rotation of a double buffer continues
; across the outer loop (bench/kernels/swiglu.c: rows x column blocks, the
; inner loop pipelined by pto-pipeline-loads and its last iteration peeled
; into the outer body). The next row's first loads go into the slot the
; peeled iteration does not read: pto-lower-tile-operands keeps the slot
; register live through the outer loop (0 at the function entry, the next
; slot after each inner header) instead of restarting it at 0, so the
; preheader's loads are addressed through it. pto-insert-sync then orders
; them after the earlier iterations' reads at the inner loop's exit, before
; the peeled V work, and the preheader waits for nothing.
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pto-sync-slot-exit-orders=false -pto-sync-slot-flags=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=NOEXIT
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pto-continue-slot-rotation=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=RESTART
; Outer trip counts 1, 2, 3 (rows 16, 32, 48) by inner trip counts 1, 2, 3
; (half 64, 128, 192), and zero inner and zero outer trips: no race, the
; reference's result (both parities of the inner count meet the next row).
; RUN: %if pto-sim %{ for rows in 16 32 48; do for half in 64 128 192; do \
; RUN:   python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --arg=buf:f32:48x384:seed=1 --arg=buf:f32:48x192 --arg=$rows --arg=$half \
; RUN:   || echo FAILED $rows $half; done; done 2>&1 | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --arg=buf:f32:48x384:seed=1 --arg=buf:f32:48x192 --arg=48 --arg=0 \
; RUN:   | FileCheck %s --check-prefix=ZERO %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --arg=buf:f32:48x384:seed=1 --arg=buf:f32:48x192 --arg=0 --arg=128 \
; RUN:   | FileCheck %s --check-prefix=ZERO %}
; The mutation (testing only): the next row's first loads into the slot the
; peeled iteration reads, their memory operands still saying the other one,
; so nothing orders them after its reads: pto-sim reports the races.
; RUN: %if pto-sim %{ not python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --arg=buf:f32:48x384:seed=1 --arg=buf:f32:48x192 --arg=32 --arg=128 \
; RUN:   --llc-arg=-pto-lower-tile-unsound-continued-init-slot 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MUT %}

; The peeled iteration reads the current slot [[CUR]]; the next slot goes
; into it for the next row (the rotation's carried value); the preheader
; loads there with no wait for V.
; CHECK-LABEL: swiglu:
; With the per-slot flag of the x1 prefetch (docs/sync.md, "Flags per
; slot") the order comes right after its wait, before the peeled fill.
; CHECK:       # %for.body4.pto.pipe.last
; CHECK:       wait_flag PIPE_MTE2, PIPE_V
; CHECK:       set_flag PIPE_V, PIPE_MTE2, [[E:[0-9]+]]
; CHECK-NEXT:  wait_flag PIPE_V, PIPE_MTE2, [[E]]
; CHECK-NEXT:  tfill
; CHECK:       tsub vec[zero + {{[0-9]+}}], vec[zero + {{[0-9]+}}], vec[[[CUR:[a-z0-9]+]] + 0]
; CHECK:       tstore
; CHECK:       mv [[CUR]], [[NEXT:[a-z0-9]+]]
; CHECK:       # %for.body4.lr.ph
; CHECK-NOT:   PIPE_V, PIPE_MTE2
; CHECK:       tload vec[[[CUR]] + 0]
; CHECK-NOT:   PIPE_V, PIPE_MTE2
; CHECK:       # %for.body4
; CHECK:       sub [[NEXT]], [[NEXT]], [[CUR]]

; Without the exit order (and the per-slot flag, whose order after its wait
; does the same) the preheader's loads wait for all V work of the previous
; row, the peeled iteration's too.
; NOEXIT:      # %for.body4.lr.ph
; NOEXIT:      set_flag PIPE_V, PIPE_MTE2, [[N:[0-9]+]]
; NOEXIT-NEXT: wait_flag PIPE_V, PIPE_MTE2, [[N]]
; NOEXIT-NEXT: tload vec[{{[a-z][a-z0-9]*}} + 0]

; Restarted at slot 0 in every row (as before session 14).
; RESTART:      # %for.body4.lr.ph
; RESTART:      set_flag PIPE_V, PIPE_MTE2, [[R:[0-9]+]]
; RESTART-NEXT: wait_flag PIPE_V, PIPE_MTE2, [[R]]
; RESTART-NEXT: tload vec[zero + 0]
; RESTART-NEXT: tload vec[zero + 8192]

; SIM-NOT: race
; SIM-NOT: FAILED
; SIM-COUNT-9: matches reference
; SIM-NOT: race
; SIM-NOT: FAILED
; ZERO-NOT: race
; ZERO: matches reference
; MUT: race

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

