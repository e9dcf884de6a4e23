; pto-pipeline-loads through llc (issue 16): the streaming loop's tload
; becomes a prefetch carry that tile storage planning double-buffers (the
; MultiBuffer remark, two slots); without the pass the loop has one tile and
; no multi-buffer. run-kernel checks the result with a zero-trip-safe n.
; RUN: %llc -march=pto -O2 -pto-enable-pipeline-loads '-pass-remarks=pto-.*' \
; RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: %llc -march=pto -O2 -pto-enable-pipeline-loads -pto-enable-pipeline-loads=false \
; RUN:   '-pass-remarks=pto-.*' %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OFF
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --llc-arg=-pto-enable-pipeline-loads --arg=buf:f32:16x1024:seed=1 --arg=buf:f32:16x1024 \
; RUN:   --arg=16 | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --llc-arg=-pto-enable-pipeline-loads --arg=buf:f32:16x1024:seed=1 --arg=buf:f32:16x1024 \
; RUN:   --arg=1 | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --llc-arg=-pto-enable-pipeline-loads --arg=buf:f32:16x1024:seed=1 --arg=buf:f32:16x1024 \
; RUN:   --arg=0 | FileCheck %s --check-prefix=SIM %}

; REMARK: tload of %px pipelined with 2 slots
; REMARK: is double-buffered: {{.*}} (2 slots of 4096 bytes instead of a move)
; OFF: result computed in place
; OFF-NOT: double-buffered
; SIM: matches reference

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

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
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 16, i32 64)
  %b = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %e, i32 1073741824, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py, i64 1024, ptr addrspace(6) %b)
  %t.next = add nuw nsw i64 %t, 1
  %done = icmp eq i64 %t.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
