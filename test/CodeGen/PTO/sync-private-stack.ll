; A spill slot no IR pointer reaches is private: the scalar unit's spills
; and reloads need no wait for the MTE3 store to global memory still pending
; (it stays pending for the scalar load after the loop). With
; pto-insert-sync-elide-private-stack refusing every such elision, a spill
; waits for MTE3 and pto-verify-sync accepts the result (docs/debugging.md).
; RUN: %llc -march=pto -O0 %s -o /dev/null -pass-remarks-analysis=pto-insert-sync \
; RUN:   2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: %llc -march=pto -O0 %s -o - | FileCheck %s
; RUN: %llc -march=pto -O0 %s -o - -pto-enable-verify-sync \
; RUN:   -debug-counter=pto-insert-sync-elide-private-stack=1000000 \
; RUN:   | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=pto -O0 %s -o /dev/null -pass-remarks-analysis=pto-insert-sync \
; RUN:   -debug-counter=pto-insert-sync-elide-private-stack=1000000 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOREMARK --allow-empty

; REMARK: no wait for pipe MTE3 before SD on pipe S: private stack slot
; CHECK: tstore
; CHECK-NOT: wait_flag
; CHECK: ret
; OFF: tstore
; OFF-NEXT: set_flag PIPE_MTE3, PIPE_S, 0
; OFF-NEXT: wait_flag PIPE_MTE3, PIPE_S, 0
; OFF-NEXT: sd
; NOREMARK-NOT: private stack slot

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @spill(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %o, i64 %n) "pto.kernel" {
entry:
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %a, i64 64, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %c, i64 64, ptr addrspace(6) %x)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %d = icmp ult i64 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  %v = load i64, ptr addrspace(1) %a, align 8
  store i64 %v, ptr addrspace(1) %o, align 8
  ret void
}
