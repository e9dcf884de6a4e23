; RUN: %llc -march=pto -O2 -verify-machineinstrs  %s -o - | FileCheck %s --check-prefix=CHECK
;
; Nested loops: the inner loop computes on a tile the outer loop loads; the
; outer loop stores. Hazards cross both back edges. The inner loop's RAW
; against the outer loop's tload is ordered on every inner back edge (V
; waited for it in the previous iteration), so its wait moves to the end of
; the block entering the inner loop and runs once per outer iteration
; (remark LoopEntry); the inner loop keeps only the barrier of its in-place
; texp chain. With -pto-sync-loop-entry=false the inner loop re-signals the
; flag every iteration and, flags being binary, precedes each re-set with a
; reverse handshake proving the previous wait of that flag ran. The outer
; loop's top needs only the wait for MTE3, which carries MTE3's ordering
; after the previous tload and texp.
; RUN: %llc -march=pto -O2 -pass-remarks=pto-insert-sync %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; REMARK: wait for pipe MTE2 on pipe V before entering the loop: TLOAD_VEC_A is then not waited for in every iteration
; RUN: %llc -march=pto -O2 -pto-sync-loop-entry=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=OFF
; OFF-LABEL: .LBB0_2:
; OFF:       This Inner Loop Header
; OFF-NEXT:  set_flag PIPE_V, PIPE_MTE2
; OFF-NEXT:  wait_flag PIPE_V, PIPE_MTE2
; OFF-NEXT:  set_flag PIPE_MTE2, PIPE_V
; OFF-NEXT:  wait_flag PIPE_MTE2, PIPE_V
; OFF-NEXT:  texp

target triple = "pto-unknown-unknown"
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(6) @pto.tmov.f32(ptr addrspace(5), i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6), i32, i32, i32, i32, i32)
declare i32 @pto.tgetval.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))
define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z, i64 %n) "pto.kernel" {
entry:
  br label %outer
outer:
  %i = phi i64 [0, %entry], [%in, %olatch]
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  br label %inner
inner:
  %j = phi i64 [0, %outer], [%jn, %inner]
  %t = phi ptr addrspace(6) [%a, %outer], [%b, %inner]
  %b = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %t, i32 16, i32 16)
  %jn = add i64 %j, 1
  %cj = icmp slt i64 %jn, %n
  br i1 %cj, label %inner, label %olatch
olatch:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %z, i64 16, ptr addrspace(6) %b)
  %in = add i64 %i, 1
  %ci = icmp slt i64 %in, %n
  br i1 %ci, label %outer, label %exit
exit:
  ret void
}

; CHECK-LABEL: k:
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: .LBB0_1:
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_MTE2, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_MTE2, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: .LBB0_2:
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: pipe_barrier{{[[:space:]]+}}PIPE_V
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: texp{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, vec{{\[}}zero + 0{{\]}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 0{{\]}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: ret
