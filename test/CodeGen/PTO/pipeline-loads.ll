; pto-pipeline-loads (issue 16, on by default): the tload of a streaming
; loop whose address is an add-recurrence of the loop becomes a prefetch
; carry: iteration 0's tile is loaded in the preheader, iteration i+1's at
; the old load (in a split-off block the last iteration skips, or with the
; address clamped to the last iteration's with a select), the tile carried
; by a header PHI. Each refusal has its function below; dropping a rule makes
; its NOT line or remark check fail.
; RUN: %opt -passes=pto-pipeline-loads -pto-enable-pipeline-loads \
; RUN:   -aa-pipeline=basic-aa,scoped-noalias-aa,tbaa,pto-aa \
; RUN:   -pass-remarks=pto-pipeline-loads \
; RUN:   -pass-remarks-missed=pto-pipeline-loads -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; The debug counter skips the first loop decision, the alias proof can be
; dropped (unsound) and the pass disabled.
; RUN: %opt -passes=pto-pipeline-loads -pto-enable-pipeline-loads -aa-pipeline=basic-aa,pto-aa \
; RUN:   -debug-counter=pto-pipeline-loads-loop=1-1000000 -S %s | FileCheck %s --check-prefix=COUNTER
; RUN: %opt -passes=pto-pipeline-loads -pto-enable-pipeline-loads -aa-pipeline=basic-aa,pto-aa \
; RUN:   -pto-pipeline-loads-ignore-alias -S %s | FileCheck %s --check-prefix=FORCED
; RUN: %opt -passes=pto-pipeline-loads -pto-enable-pipeline-loads -aa-pipeline=basic-aa,pto-aa \
; RUN:   -pto-enable-pipeline-loads=false -S %s | FileCheck %s --check-prefix=OFF
; RUN: %opt -passes=pto-pipeline-loads -aa-pipeline=basic-aa,pto-aa \
; RUN:   -pto-pipeline-loads-no-peel -S %s | FileCheck %s --check-prefix=NOPEEL

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

; y[t] = 2 * x[t] over n column blocks (n >= 1 guarded before the loop).
; The load is in the latch block: the block is split before it on the
; latch's exit test, recomputed there, and the last iteration runs a copy of
; the rest without the prefetch (pipeline-loads-peel.ll has more).
; CHECK-LABEL: define void @stream(
; CHECK: ph:
; CHECK: %a.first = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x,
; CHECK: loop:
; CHECK: %a.cur = phi ptr addrspace(6) [ %a.first, %ph ], [ %a.next, %loop.pto.pipe ]
; CHECK: %t.next.pto.pipe = add nuw nsw i64 %t, 1
; CHECK-NEXT: %pto.pipe.stays = icmp ne i64 %t.next.pto.pipe, %n
; CHECK-NEXT: br i1 %pto.pipe.stays, label %loop.pto.pipe, label %loop.pto.pipe.last
; CHECK: loop.pto.pipe:
; CHECK-NEXT: %pto.pipe.inc = getelementptr i8, ptr addrspace(1) %px, i64 256
; CHECK-NEXT: %a.next = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pto.pipe.inc, i64 1024, i32 16, i32 64)
; CHECK-NEXT: call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %a.cur,
; CHECK: loop.pto.pipe.last:
; CHECK-NOT: tload
; CHECK: call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %a.cur,
; CHECK: br label %exit
; Without peeling (the trip count is known here): the address is clamped
; to the last iteration's, which then loads its own block again.
; NOPEEL-LABEL: define void @stream(
; NOPEEL: %a.cur = phi ptr addrspace(6) [ %a.first, %ph ], [ %a.next, %loop ]
; NOPEEL: %pto.pipe.last = icmp eq ptr addrspace(1) %px,
; NOPEEL: %pto.pipe.next = select i1 %pto.pipe.last, ptr addrspace(1) %px, ptr addrspace(1) %pto.pipe.inc
; NOPEEL: %a.next = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pto.pipe.next, i64 1024, i32 16, i32 64)
; NOPEEL: call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %a.cur,
; NOPEEL-NOT: .last
; NOPEEL-LABEL: define void @in_place(
; REMARK: remark: {{.*}} tload of %px pipelined with 2 slots: the load of iteration i+1 is issued while iteration i computes
; COUNTER-LABEL: define void @stream(
; COUNTER-NOT: .first
; COUNTER-LABEL: define void @in_place(
; OFF-NOT: .first
define void @stream(ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias %y, i64 %n) "pto.kernel" {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  br label %loop
loop:
  %t = phi i64 [ 0, %ph ], [ %t.next, %loop ]
  %off = mul i64 %t, 64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %off
  %py = getelementptr float, ptr addrspace(1) %y, i64 %off
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px, i64 1024, i32 16, i32 64)
  %b = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %a, i32 1073741824, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py, i64 1024, ptr addrspace(6) %b)
  %t.next = add nuw nsw i64 %t, 1
  %done = icmp eq i64 %t.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Aliasing: the store of iteration t writes block t + 1, which iteration
; t + 1 loads (a prefix chain). Pipelined, that load would read the old
; bytes (FORCED shows the rewrite the proof forbids; pipeline-loads-alias.ll
; runs it and sees the wrong result).
; CHECK-LABEL: define void @in_place(
; CHECK-NOT: .first
; CHECK-LABEL: define void @not_every_iteration(
; REMARK: remark: {{.*}} tload of %px not pipelined: a write of the loop may alias the next iteration's bytes
; FORCED-LABEL: define void @in_place(
; FORCED: %a.first = call
define void @in_place(ptr addrspace(1) %x, i64 %n) "pto.kernel" {
entry:
  br label %loop
loop:
  %t = phi i64 [ 0, %entry ], [ %t.next, %loop ]
  %off = mul i64 %t, 64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %off
  %py = getelementptr float, ptr addrspace(1) %px, i64 64
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px, i64 1024, i32 16, i32 64)
  %b = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %a, i32 1073741824, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py, i64 1024, ptr addrspace(6) %b)
  %t.next = add nuw nsw i64 %t, 1
  %done = icmp eq i64 %t.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Dependence: a load only some iterations run.
; CHECK-NOT: .first
; CHECK-LABEL: define void @data_address(
; REMARK: remark: {{.*}} tload of %px not pipelined: it does not run in every iteration
define void @not_every_iteration(ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias %y, i64 %n, i1 %c) "pto.kernel" {
entry:
  br label %loop
loop:
  %t = phi i64 [ 0, %entry ], [ %t.next, %latch ]
  %off = mul i64 %t, 64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %off
  %py = getelementptr float, ptr addrspace(1) %y, i64 %off
  br i1 %c, label %then, label %latch
then:
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px, i64 1024, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py, i64 1024, ptr addrspace(6) %a)
  br label %latch
latch:
  %t.next = add nuw nsw i64 %t, 1
  %done = icmp eq i64 %t.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Dependence: the address is not an add-recurrence (block t * t).
; CHECK-NOT: .first
; CHECK-LABEL: define void @too_big(
; REMARK: remark: {{.*}} tload of %px not pipelined: its address is not a stepped add-recurrence of the loop
define void @data_address(ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias %y, i64 %n) "pto.kernel" {
entry:
  br label %loop
loop:
  %t = phi i64 [ 0, %entry ], [ %t.next, %loop ]
  %sq = mul i64 %t, %t
  %off = mul i64 %sq, 64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %off
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px, i64 1024, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 1024, ptr addrspace(6) %a)
  %t.next = add nuw nsw i64 %t, 1
  %done = icmp eq i64 %t.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Capacity: a 64x256 f32 tile (64 KiB) and its product live at once, and a
; carried accumulator: with a second slot the loop needs 192 KiB of vec.
; CHECK-NOT: .first
; CHECK-LABEL: define void @early_exit(
; REMARK: remark: {{.*}} tload of %px not pipelined: a second slot does not fit: the loop's tiles need up to 196608 bytes of 188416
define void @too_big(ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias %y, i64 %n, ptr addrspace(6) %acc0) "pto.kernel" {
entry:
  br label %loop
loop:
  %t = phi i64 [ 0, %entry ], [ %t.next, %loop ]
  %acc = phi ptr addrspace(6) [ %acc0, %entry ], [ %s, %loop ]
  %off = mul i64 %t, 256
  %px = getelementptr float, ptr addrspace(1) %x, i64 %off
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px, i64 65536, i32 64, i32 256)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc, ptr addrspace(6) %a, i32 64, i32 256)
  %t.next = add nuw nsw i64 %t, 1
  %done = icmp eq i64 %t.next, %n
  br i1 %done, label %exit, label %loop
exit:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 256, ptr addrspace(6) %s)
  ret void
}

; Shape: a second exit (not a counted loop with one exit at its latch).
; CHECK-NOT: .first
; REMARK: remark: {{.*}} tload of %px not pipelined: the loop is not a counted loop with one exit at its latch
define void @early_exit(ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias %y, i64 %n, i1 %stop) "pto.kernel" {
entry:
  br label %loop
loop:
  %t = phi i64 [ 0, %entry ], [ %t.next, %latch ]
  %off = mul i64 %t, 64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %off
  %py = getelementptr float, ptr addrspace(1) %y, i64 %off
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px, i64 1024, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py, i64 1024, ptr addrspace(6) %a)
  br i1 %stop, label %exit, label %latch
latch:
  %t.next = add nuw nsw i64 %t, 1
  %done = icmp eq i64 %t.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
