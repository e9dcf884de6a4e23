; A back-edge flag whose block leaves another hazard of its pipe pair to a
; set before the producer pipe's first operation (docs/sync.md, "Back-edge
; flags"). The tadds writing o1 must wait for the previous iteration's
; store of o1 (WAR, MTE3 -> V), whose pipe then stores o2: the flag crosses
; the back edge, set right after the store of o1. The tmuls writing o2 then
; waits for the previous store of o2 through a set placed before this
; iteration's store of o1 (MTE3's first operation), behind that store's wait
; for the tadds: V is past the tadds when it reaches the tmuls, so the set
; costs nothing and the flag is kept. Sets behind a wait for a third pipe
; the consumer is not ordered after still drop the flag (split-k-bias: the
; move of A waits for the previous matmul, the B load does not).
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pto-sync-backedge-free-early-sets=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=OFF
; Zero, one and four iterations: no race, the reference's result.
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:16x1024:seed=1 --arg=buf:f32:16x1024 --arg=buf:f32:16x1024 --arg=0 \
; RUN:   | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:16x1024:seed=1 --arg=buf:f32:16x1024 --arg=buf:f32:16x1024 --arg=64 \
; RUN:   | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:16x1024:seed=1 --arg=buf:f32:16x1024 --arg=buf:f32:16x1024 --arg=256 \
; RUN:   | FileCheck %s --check-prefix=SIM %}

target triple = "pto-unknown-unknown"

define void @two_outputs(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z, i64 %n) "pto.kernel" {
entry:
  %any = icmp sgt i64 %n, 0
  br i1 %any, label %body, label %exit

body:
  %i = phi i64 [ 0, %entry ], [ %i1, %body ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %i
  %pz = getelementptr inbounds float, ptr addrspace(1) %z, i64 %i
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px, i64 1024, i32 16, i32 64)
  %o1 = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %t, float 1.0, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py, i64 1024, ptr addrspace(6) %o1)
  %o2 = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %t, float 2.0, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %pz, i64 1024, ptr addrspace(6) %o2)
  %i1 = add nsw i64 %i, 64
  %again = icmp slt i64 %i1, %n
  br i1 %again, label %body, label %exit

exit:
  ret void
}

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), float, i32, i32)
declare ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6), float, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

; CHECK-LABEL: two_outputs:
; CHECK:       # %body{{$}}
; CHECK:       tload
; CHECK-NEXT:  wait_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, [[ID:[0-9]+]]
; CHECK:       tadds{{[[:space:]]+}}vec[zero + [[O1:[0-9]+]]]
; CHECK:       set_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, [[E:[0-9]+]]
; CHECK-NEXT:  tstore{{[[:space:]]+}}{{.*}}vec[zero + [[O1]]]
; CHECK-NEXT:  set_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, [[ID]]
; CHECK-NEXT:  wait_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, [[E]]
; CHECK-NEXT:  tmuls

; Off: every such set drops the flag; one set next to the tadds covers both
; stores of the previous iteration.
; OFF:         # %body{{$}}
; OFF:         tload
; OFF-NEXT:    wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V
; OFF-NEXT:    set_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, [[T:[0-9]+]]
; OFF-NEXT:    wait_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, [[T]]
; OFF-NEXT:    tadds
; OFF-NOT:     PIPE_MTE3, PIPE_V
; OFF:         j

; SIM: matches reference
