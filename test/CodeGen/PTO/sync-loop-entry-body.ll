; A loop whose body has an if/else; the join block reads a tile loaded
; before the loop. Every back edge brings V ordered after that load (the
; join waited for it in the previous iteration), so the wait moves to the
; loop entry and runs once (remark LoopEntry), although the consumer is not
; in the loop header. The join keeps the wait for the previous iteration's
; store (WAR), a hazard of the loop itself. -pto-sync-loop-entry=false keeps
; the wait for the load in the join. pto-sim runs it without a race.
; RUN: %llc -march=pto -O2 %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -pto-sync-loop-entry=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=pto -O2 -pass-remarks=pto-insert-sync %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:16x16:seed=5 --arg=buf:f32:48x16 \
; RUN:   --arg=buf:f32:16x16 --arg=3 | FileCheck %s --check-prefix=SIM %}

; CHECK-LABEL: k:
; CHECK:      tload vec[zero + 0]
; CHECK:      set_flag PIPE_MTE2, PIPE_V, [[ID:[0-9]]]
; CHECK-NEXT: wait_flag PIPE_MTE2, PIPE_V, [[ID]]
; CHECK:      # %join
; CHECK-NOT:  PIPE_MTE2
; CHECK:      set_flag PIPE_MTE3, PIPE_V
; CHECK-NEXT: wait_flag PIPE_MTE3, PIPE_V
; CHECK-NEXT: texp
; CHECK:      # %loop

; OFF:      # %join
; OFF:      wait_flag PIPE_MTE2, PIPE_V
; OFF:      texp

; REMARK: wait for pipe MTE2 on pipe V before entering the loop: TLOAD_VEC_A is then not waited for in every iteration

; SIM-NOT: race
; SIM: matches reference

target triple = "pto-unknown-unknown"

define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z, i64 %n) "pto.kernel" {
entry:
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%in, %join]
  %bit = and i64 %i, 1
  %odd = icmp ne i64 %bit, 0
  br i1 %odd, label %then, label %else
then:
  %p1 = getelementptr float, ptr addrspace(1) %y, i64 256
  br label %join
else:
  %p2 = getelementptr float, ptr addrspace(1) %y, i64 512
  br label %join
join:
  %p = phi ptr addrspace(1) [%p1, %then], [%p2, %else]
  %b = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %p, i64 16, ptr addrspace(6) %b)
  %in = add i64 %i, 1
  %more = icmp slt i64 %in, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))
