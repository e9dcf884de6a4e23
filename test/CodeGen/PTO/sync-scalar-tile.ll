; RUN: %llc -march=pto -O2 -verify-machineinstrs  %s -o - | FileCheck %s --check-prefix=CHECK
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pass-remarks=pto-insert-sync -pass-remarks-analysis=pto-insert-sync 2>&1 %s -o - | FileCheck %s --check-prefix=REMARK
;
; S <-> V through tgetval/tsetval: V -> S before tgetval (RAW), S -> V before
; the V op reading what tsetval wrote; S never needs a barrier against itself,
; and the V -> S -> V chain makes a V barrier unnecessary.

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
define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 16, i32 16)
  %g = call i32 @pto.tgetval.f32(ptr addrspace(6) %e, i32 0, i32 0)
  %s = call ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6) %e, i32 1, i32 1, i32 %g, i32 16, i32 16)
  %t = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %s, i32 %g, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %z, i64 16, ptr addrspace(6) %t)
  ret void
}

; CHECK-LABEL: k:
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: texp{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, vec{{\[}}zero + 0{{\]}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_V, PIPE_S, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_S, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tgetval{{[[:space:]]+}}{{[a-z]+[0-9]*}}, vec{{\[}}zero + 0{{\]}}, 0, 0, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tsetval{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, vec{{\[}}zero + 0{{\]}}, 1, 1, {{[a-z]+[0-9]*}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_S, PIPE_V, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_S, PIPE_V, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tadds{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, vec{{\[}}zero + 0{{\]}}, {{[a-z]+[0-9]*}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 0{{\]}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: ret
;
; REMARK: wait for pipe MTE2 before TEXP_A on pipe V: RAW on vec with TLOAD_VEC_A
; REMARK: no wait for pipe MTE2 before TGETVAL_A: the wait for pipe V already covers it
; REMARK: wait for pipe V before TGETVAL_A on pipe S: RAW on vec with TEXP_A
; REMARK: wait for pipe S before TADDS_A on pipe V: RAW on vec with TSETVAL_A
; REMARK: no pipe_barrier V before TADDS_A: a wait already orders it after TEXP_A
; REMARK: no wait for pipe S before TSTORE_VEC_A: the wait for pipe V already covers it
; REMARK: no wait for pipe MTE2 before TSTORE_VEC_A: the wait for pipe V already covers it
; REMARK: wait for pipe V before TSTORE_VEC_A on pipe MTE3: RAW on vec with TADDS_A
;
