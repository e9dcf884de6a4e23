; pto-pipeline-loads end to end (issue 16). @chain's store of iteration t
; writes the block iteration t + 1 loads (x[t+1] = 2 * x[t]): the alias proof
; refuses to pipeline it and the kernel matches pto-ref; with the proof
; dropped (-pto-pipeline-loads-ignore-alias) the load of block t + 1 is
; issued before the store of iteration t and the result is wrong.
; RUN: %llc -march=pto -O2 -pto-enable-pipeline-loads -pass-remarks-missed=pto-pipeline-loads %s \
; RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --llc-arg=-pto-enable-pipeline-loads --arg=buf:f32:16x1024:seed=1 --arg=15 \
; RUN:   | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ not python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --llc-arg=-pto-enable-pipeline-loads --arg=buf:f32:16x1024:seed=1 --arg=15 \
; RUN:   --llc-arg=-pto-pipeline-loads-ignore-alias \
; RUN:   | FileCheck %s --check-prefix=FORCED %}

; REMARK: remark: {{.*}} tload of %px not pipelined: a write of the loop may alias the next iteration's bytes
; SIM: matches reference
; FORCED: mismatch: arg0

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6), i32, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @chain(ptr addrspace(1) %x, i64 %n) "pto.kernel" {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %ph, label %exit
ph:
  br label %loop
loop:
  %t = phi i64 [ 0, %ph ], [ %t.next, %loop ]
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
