; pto-pipeline-loads (issue 16) on the loops -O2 makes of C: a guard that
; branches straight to the header (the pass splits a preheader from that
; edge), a step that leaves SCEV without a trip count (`r < rows` by 16: the
; next address is decided by the latch's own exit test, recomputed at the
; load), a load in the latch block (the block is split there and the last
; iteration runs a copy of the rest without the prefetch, so no block is
; loaded twice), a load in another block (the address is clamped to the
; current one in the last iteration), and a load the kernel already
; prefetches (refused). Dropping a rule makes a CHECK or a remark fail.
; RUN: %opt -passes=pto-pipeline-loads -aa-pipeline=basic-aa,pto-aa \
; RUN:   -pass-remarks=pto-pipeline-loads -pass-remarks-missed=pto-pipeline-loads \
; RUN:   -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; Without peeling the latch-block load is clamped like the others.
; RUN: %opt -passes=pto-pipeline-loads -aa-pipeline=basic-aa,pto-aa \
; RUN:   -pto-pipeline-loads-no-peel -S %s | FileCheck %s --check-prefix=NOPEEL

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6), i32, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

; y = 2 * x over rows in blocks of 16 (the shape of examples/softmax.c).
; CHECK-LABEL: define void @c_loop(
; CHECK: entry:
; CHECK: br i1 %guard, label %loop.preheader, label %exit
; CHECK: loop.preheader:
; CHECK-NEXT: %a.first = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x,
; CHECK: loop:
; CHECK: %a.cur = phi ptr addrspace(6) [ %a.first, %loop.preheader ], [ %a.next, %loop.pto.pipe ]
; CHECK: %r.next.pto.pipe = add nuw nsw i64 %r, 16
; CHECK-NEXT: %pto.pipe.stays = icmp slt i64 %r.next.pto.pipe, %rows
; CHECK-NEXT: br i1 %pto.pipe.stays, label %loop.pto.pipe, label %loop.pto.pipe.last
; CHECK: loop.pto.pipe:
; CHECK-NEXT: %pto.pipe.inc = getelementptr i8, ptr addrspace(1) %px, i64 4096
; CHECK-NEXT: %a.next = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pto.pipe.inc,
; CHECK-NEXT: call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %a.cur,
; CHECK: br label %loop
; CHECK: loop.pto.pipe.last:
; CHECK-NOT: tload
; CHECK: %b.last = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %a.cur,
; CHECK-NEXT: %py.last = getelementptr
; CHECK-NEXT: call void @pto.tstore.vec.f32(ptr addrspace(1) %py.last, i64 64, ptr addrspace(6) %b.last)
; CHECK-NEXT: br label %exit
; REMARK: remark: {{.*}} tload of %px pipelined with 2 slots
; NOPEEL-LABEL: define void @c_loop(
; NOPEEL-NOT: .last
; NOPEEL: %pto.pipe.stays = icmp slt i64 %r.next.pto.pipe, %rows
; NOPEEL-NEXT: %pto.pipe.next = select i1 %pto.pipe.stays, ptr addrspace(1) %pto.pipe.inc, ptr addrspace(1) %px
; NOPEEL-NEXT: %a.next = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pto.pipe.next,
; NOPEEL-LABEL: define void @two_blocks(
define void @c_loop(ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias %y, i64 %rows) "pto.kernel" {
entry:
  %guard = icmp sgt i64 %rows, 0
  br i1 %guard, label %loop, label %exit
loop:
  %r = phi i64 [ 0, %entry ], [ %r.next, %loop ]
  %off = shl nsw i64 %r, 6
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %off
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px, i64 64, i32 16, i32 64)
  %b = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %a, i32 1073741824, i32 16, i32 64)
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %off
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py, i64 64, ptr addrspace(6) %b)
  %r.next = add nuw nsw i64 %r, 16
  %more = icmp slt i64 %r.next, %rows
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; The load is in the header, the exit test in another block: the next
; address is selected by the recomputed test, no block is split.
; CHECK-LABEL: define void @two_blocks(
; CHECK: loop:
; CHECK: %pto.pipe.inc = getelementptr i8, ptr addrspace(1) %px, i64 4096
; CHECK-NEXT: %r.next.pto.pipe = add nuw nsw i64 %r, 16
; CHECK-NEXT: %pto.pipe.stays = icmp slt i64 %r.next.pto.pipe, %rows
; CHECK-NEXT: %pto.pipe.next = select i1 %pto.pipe.stays, ptr addrspace(1) %pto.pipe.inc, ptr addrspace(1) %px
; CHECK-NEXT: %a.next = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pto.pipe.next,
; CHECK-NOT: .last
; CHECK: latch:
; CHECK-NEXT: call void @pto.tstore.vec.f32(ptr addrspace(1) %py, i64 64, ptr addrspace(6) %a.cur)
; CHECK-LABEL: define void @prefetched(
; REMARK: remark: {{.*}} tload of %px pipelined with 2 slots
define void @two_blocks(ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias %y, i64 %rows, i1 %c) "pto.kernel" {
entry:
  %guard = icmp sgt i64 %rows, 0
  br i1 %guard, label %loop, label %exit
loop:
  %r = phi i64 [ 0, %entry ], [ %r.next, %latch ]
  %off = shl nsw i64 %r, 6
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %off
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px, i64 64, i32 16, i32 64)
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %off
  br i1 %c, label %then, label %latch
then:
  %b = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %a, i32 1073741824, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py, i64 64, ptr addrspace(6) %b)
  br label %latch
latch:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py, i64 64, ptr addrspace(6) %a)
  %r.next = add nuw nsw i64 %r, 16
  %more = icmp slt i64 %r.next, %rows
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; Dependence: the kernel prefetches this tile itself (examples/gemm-prefetch.c);
; a second prefetch would need a third slot.
; CHECK-NOT: .first
; CHECK-NOT: .cur
; REMARK: remark: {{.*}} tload of %px not pipelined: its tile is already carried into the next iteration (the kernel prefetches it)
define void @prefetched(ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias %y, i64 %n) "pto.kernel" {
entry:
  %a0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 64)
  br label %loop
loop:
  %t = phi i64 [ 0, %entry ], [ %t.next, %loop ]
  %cur = phi ptr addrspace(6) [ %a0, %entry ], [ %next, %loop ]
  %t.next = add nuw nsw i64 %t, 1
  %off = shl nsw i64 %t.next, 10
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %off
  %next = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px, i64 64, i32 16, i32 64)
  %b = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %cur, i32 1073741824, i32 16, i32 64)
  %off.y = shl nsw i64 %t, 10
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %off.y
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py, i64 64, ptr addrspace(6) %b)
  %done = icmp eq i64 %t.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
