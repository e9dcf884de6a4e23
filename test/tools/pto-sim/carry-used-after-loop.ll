; A loop carry whose old value is used after the loop: %acc, the header's
; PHI, is read in the exit block while the latch's back edge hands the PHI
; %next. Both are live at the end of the loop block, so they cannot share a
; window (the tadd cannot be in place). The tile-liveness dataflow used to
; build a block's live-out set successor by successor and let a PHI of one
; successor take away what another contributed: with the exit edge first,
; %acc was not live out of the loop, the tadd wrote %next over it, and the
; exit block read %next: 256 mismatches against pto-ref. Trip counts 1 and 3
; (the loop runs at least once), at -O2 and -O0.
; REQUIRES: pto-sim
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=k -O 2 \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16:seed=2 --arg=buf:f32:16x16 --arg=3 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=k -O 2 \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16:seed=2 --arg=buf:f32:16x16 --arg=1 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=k -O 0 \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16:seed=2 --arg=buf:f32:16x16 --arg=3 | FileCheck %s
; CHECK: matches reference
target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %out, i64 %n) #0 {
entry:
  %init = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %d = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y, i64 16, i32 16, i32 16)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi ptr addrspace(6) [ %init, %entry ], [ %next, %loop ]
  %next = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc, ptr addrspace(6) %d, i32 16, i32 16)
  %i.next = add i64 %i, 1
  %done = icmp sge i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y, i64 16, i32 16, i32 16)
  %r = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc, ptr addrspace(6) %t, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %out, i64 16, ptr addrspace(6) %r)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %x, i64 16, ptr addrspace(6) %next)
  ret void
}

attributes #0 = { "pto.kernel" }
