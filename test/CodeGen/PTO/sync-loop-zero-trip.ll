; RUN: %llc -march=pto -O2 -verify-machineinstrs  %s -o - | FileCheck %s --check-prefix=CHECK
;
; PTOAS #533: a loop that may run zero times. The store after the loop must
; be ordered after the load before the loop on the path that skips the body,
; and after the body's V op on the other.

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
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %c0 = icmp sgt i64 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %i = phi i64 [0, %entry], [%in, %loop]
  %t = phi ptr addrspace(6) [%a, %entry], [%b, %loop]
  %b = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %t, i32 16, i32 16)
  %in = add i64 %i, 1
  %c = icmp slt i64 %in, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi ptr addrspace(6) [%a, %entry], [%b, %loop]
  call void @pto.tstore.vec.f32(ptr addrspace(1) %z, i64 16, ptr addrspace(6) %r)
  ret void
}

; CHECK-LABEL: k:
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: .LBB0_1:
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE2, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE2, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: texp{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, vec{{\[}}zero + 0{{\]}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: .LBB0_2:
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 0{{\]}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: ret
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
