; Synchronization of a logical select (issue 23, docs/sync.md "Logical
; select"): the join %v of %v0 (slot 0) and %v1 (slot 1) is read through its
; slot index register, `vec[%sel + off]`, with one memory operand per slot
; window; the read touches both slots. %v0 is written on V (no flag needed
; for a V read), %v1 is loaded on MTE2 into slot 1 after the first tadds'
; wait: the tadds through %sel must wait for that load -- which it only does
; when its slot-1 window counts.
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; CHECK-LABEL: k:
; CHECK:      tadds vec[zero + [[V0:[0-9]+]]], vec[zero + 0],
; CHECK:      tload vec[zero + [[V1:[0-9]+]]], a1,
; CHECK:      li [[SEL:[a-z0-9]+]], 0
; CHECK:      li [[SEL]], 1024
; CHECK:      set_flag PIPE_MTE2, PIPE_V, [[E:[0-9]]]
; CHECK-NEXT: wait_flag PIPE_MTE2, PIPE_V, [[E]]
; CHECK:      tadds vec[zero + 0], vec[[[SEL]] + [[V0]]],
;
; The inserter's mutation (the read through %sel as slot 0 only) drops that
; wait; pto-verify-sync, which reads the operands itself, rejects it, and
; pto-sim reports the race when the verifier is off.
; RUN: not %llc -march=pto -O2 %s -o /dev/null -pto-sync-unsound-selected-slot0 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MUT
; MUT: error: {{.*}}sync verification: 'TADDS_A {{.*}}"pto-slot-init"{{.*}}' on pipe V is not ordered after 'TLOAD_VEC_A {{.*}}' on pipe MTE2
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s -O 2 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=k --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16:seed=2 --arg=buf:f32:48x16 --arg=0 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=k --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16:seed=2 --arg=buf:f32:48x16 --arg=1 \
; RUN:   | FileCheck %s --check-prefix=SIM --implicit-check-not=races: %}
; SIM: matches reference
; RUN: %if pto-sim %{ not python3 %pto_src/utils/run-kernel %s -O 2 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=k --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16:seed=2 --arg=buf:f32:48x16 --arg=0 \
; RUN:   --llc-arg=-pto-sync-unsound-selected-slot0 --llc-arg=-pto-enable-verify-sync=false \
; RUN:   2>&1 | FileCheck %s --check-prefix=RACE %}
; RACE: pto-sim: error: race on vec bytes {{.*}}: V read by {{.*}} `tadds vec[zero + 0], vec[{{[a-z0-9]+}} + {{[0-9]+}}]{{.*}}` is not ordered after MTE2 write

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %o, i32 %cond) "pto.kernel" {
entry:
  %u = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %v0 = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %u, i32 1065353216, i32 16, i32 16)
  %v1 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y, i64 16, i32 16, i32 16)
  %b = icmp ne i32 %cond, 0
  %v = select i1 %b, ptr addrspace(6) %v0, ptr addrspace(6) %v1
  %s = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %v, i32 1065353216, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %s)
  %o1 = getelementptr float, ptr addrspace(1) %o, i64 256
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o1, i64 16, ptr addrspace(6) %v0)
  %o2 = getelementptr float, ptr addrspace(1) %o, i64 512
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o2, i64 16, ptr addrspace(6) %v1)
  ret void
}
