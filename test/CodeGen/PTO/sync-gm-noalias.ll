; RUN: %llc -march=pto -pto-mem-pipe-aware=false -O2 -verify-machineinstrs  %s -o - | FileCheck %s --check-prefix=CHECK
;
; GM RAW through memory: tstore to %y then tload from %x. With noalias
; arguments nothing orders them (NOALIAS); without, MTE3 -> MTE2 (MAYALIAS).

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
define void @noalias(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %a)
  %b = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %g = getelementptr float, ptr addrspace(1) %y, i64 256
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 16, ptr addrspace(6) %b)
  ret void
}
define void @mayalias(ptr addrspace(1) %x, ptr addrspace(1) %y) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %a)
  %b = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %g = getelementptr float, ptr addrspace(1) %y, i64 256
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 16, ptr addrspace(6) %b)
  ret void
}

; CHECK-LABEL: noalias:
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 0{{\]}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_MTE2, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_MTE2, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 0{{\]}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: ret
; CHECK-LABEL: mayalias:
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 0{{\]}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_MTE2, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_MTE2, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 0{{\]}}, 16, 16, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: ret
;
