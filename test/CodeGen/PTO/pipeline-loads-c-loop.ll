; pto-pipeline-loads through llc and pto-sim on the loop -O2 makes of
; `for (r = 0; r < rows; r += 16)` (issue 16): no preheader, no SCEV trip
; count. The pass splits a preheader, decides the next address with the
; latch's exit test and peels the last iteration; run-kernel checks the
; result (pto-sim against pto-ref, races fatal) for zero, one and three
; blocks, peeled and (-pto-pipeline-loads-no-peel) clamped.
; RUN: %llc -march=pto -O2 '-pass-remarks=pto-.*' %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:48x64:seed=1 --arg=buf:f32:48x64 --arg=48 \
; RUN:   | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:48x64:seed=1 --arg=buf:f32:48x64 --arg=16 \
; RUN:   | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:48x64:seed=1 --arg=buf:f32:48x64 --arg=0 \
; RUN:   | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --llc-arg=-pto-pipeline-loads-no-peel \
; RUN:   --arg=buf:f32:48x64:seed=1 --arg=buf:f32:48x64 --arg=48 \
; RUN:   | FileCheck %s --check-prefix=SIM %}

; REMARK: tload of %px pipelined with 2 slots
; REMARK: is double-buffered: {{.*}} (2 slots of 4096 bytes instead of a move)
; SIM: matches reference

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @rows(ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias %y, i64 %rows) "pto.kernel" {
entry:
  %guard = icmp sgt i64 %rows, 0
  br i1 %guard, label %loop, label %exit
loop:
  %r = phi i64 [ 0, %entry ], [ %r.next, %loop ]
  %off = shl nsw i64 %r, 6
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %off
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px, i64 64, i32 16, i32 64)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 16, i32 64)
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %off
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py, i64 64, ptr addrspace(6) %e)
  %r.next = add nuw nsw i64 %r, 16
  %more = icmp slt i64 %r.next, %rows
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
