; Trip counts feed the semantic-alias rules (issue 23, docs/tile-storage.md
; "Trip counts"). Each kernel carries a vec tile %p through a loop
; (p' = p + 1) whose initializer %t is still stored after the loop, so a
; loop that takes its back edge needs an entry copy of %t (a tmov vec) to
; keep %t while the carry is updated. @once runs its loop once (constant
; trip count 1: SCEV's maximum backedge-taken count is 0): the back edge is
; never taken, the carry is %t (remark AtMostOnce, then PassThrough) and no
; copy is made. @twice (trip count 2), @unknown (an argument) and @guarded
; (an argument that may be 0: the loop may run zero times, the copy sits on
; the guarded entry edge and runs only when the loop is entered) keep the
; copy. Every kernel matches pto-ref in pto-sim, @guarded with 0, 1 and 2
; trips; treating a trip count of 2 as "at most once"
; (-pto-at-most-once-max-btc=1, unsound) makes @twice mismatch, and the
; storage verifier does not see it (the program it is given is a valid one:
; only its meaning changed), which is why the run-kernel test is the check.
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - \
; RUN:   -pass-remarks=pto-materialize-semantic-aliases 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %llc -march=pto -O0 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=once --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16 --arg=buf:f32:16x16 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=once --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16 --arg=buf:f32:16x16 -O 0 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=twice --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16 --arg=buf:f32:16x16 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=unknown --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16 --arg=buf:f32:16x16 --arg=2 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=guarded --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16 --arg=buf:f32:16x16 --arg=0 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=guarded --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16 --arg=buf:f32:16x16 --arg=1 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=guarded --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16 --arg=buf:f32:16x16 --arg=2 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ not python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=twice --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16 --arg=buf:f32:16x16 --llc-arg=-pto-at-most-once-max-btc=1 \
; RUN:   | FileCheck %s --check-prefix=MUTANT --implicit-check-not=races: %}
; CHECK-LABEL: once:
; CHECK-NOT: tmov vec
; CHECK: ret
; CHECK-LABEL: twice:
; CHECK: tmov vec
; CHECK-LABEL: unknown:
; CHECK: tmov vec
; CHECK-LABEL: guarded:
; CHECK: tmov vec
; REMARK: remark: {{.*}}loop carry %{{[0-9]+}}{{.*}} keeps its entry value: the loop runs at most once (maximum backedge-taken count 0), so its back-edge value is not carried
; REMARK: remark: {{.*}}PHI %{{[0-9]+}}{{.*}} is %{{[0-9]+}}{{.*}} on every path: it uses that tile's storage, with no copy
; REMARK-NOT: keeps its entry value
; SIM: matches reference
; MUTANT: mismatch: arg2

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @once(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %o0, ptr addrspace(1) noalias %o1) "pto.kernel" {
entry:
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = phi ptr addrspace(6) [ %t, %entry ], [ %n, %loop ]
  %n = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %p, i32 1065353216, i32 16, i32 16)
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 1
  br i1 %more, label %loop, label %exit
exit:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o0, i64 16, ptr addrspace(6) %t)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o1, i64 16, ptr addrspace(6) %n)
  ret void
}

define void @twice(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %o0, ptr addrspace(1) noalias %o1) "pto.kernel" {
entry:
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = phi ptr addrspace(6) [ %t, %entry ], [ %n, %loop ]
  %n = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %p, i32 1065353216, i32 16, i32 16)
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, 2
  br i1 %more, label %loop, label %exit
exit:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o0, i64 16, ptr addrspace(6) %t)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o1, i64 16, ptr addrspace(6) %n)
  ret void
}

define void @unknown(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %o0, ptr addrspace(1) noalias %o1, i64 %nk) "pto.kernel" {
entry:
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = phi ptr addrspace(6) [ %t, %entry ], [ %n, %loop ]
  %n = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %p, i32 1065353216, i32 16, i32 16)
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, %nk
  br i1 %more, label %loop, label %exit
exit:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o0, i64 16, ptr addrspace(6) %t)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o1, i64 16, ptr addrspace(6) %n)
  ret void
}

define void @guarded(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %o0, ptr addrspace(1) noalias %o1, i64 %nk) "pto.kernel" {
entry:
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %go = icmp sgt i64 %nk, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = phi ptr addrspace(6) [ %t, %entry ], [ %n, %loop ]
  %n = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %p, i32 1065353216, i32 16, i32 16)
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, %nk
  br i1 %more, label %loop, label %exit
exit:
  %last = phi ptr addrspace(6) [ %t, %entry ], [ %n, %loop ]
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o0, i64 16, ptr addrspace(6) %t)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o1, i64 16, ptr addrspace(6) %last)
  ret void
}
