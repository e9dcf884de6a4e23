; Issue 15 (15S): the one-core model of a3 (no pto-split-mix-kernel).
; RUN: %llc -march=pto -pto-split-mix-kernels=false -O2 -verify-machineinstrs  %s -o - | FileCheck %s --check-prefix=PAIR
; RUN: %llc -march=pto -pto-split-mix-kernels=false -O2 -verify-machineinstrs -pto-sync-event-key=src %s -o - | FileCheck %s --check-prefix=SRC
;
; PTOAS #823: one MTE2 load feeds MTE1 (mat) while another feeds V (vec).
; Keyed per pair, MTE2->MTE1 and MTE2->V may both use ID 0 at once; keyed by
; the set pipe (-pto-sync-event-key=src) they must get different IDs.

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
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %v0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %v0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 16, ptr addrspace(5) %c)
  %g = getelementptr float, ptr addrspace(1) %z, i64 4096
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 16, ptr addrspace(6) %e)
  ret void
}

; PAIR-LABEL: k:
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: tload{{[[:space:]]+}}mat{{\[}}zero + 0{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 16, 16, f16
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_MTE1, 0
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: tload{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 16, 16, f32
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_MTE1, 0
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: tmov{{[[:space:]]+}}left{{\[}}zero + 0{{\]}}, mat{{\[}}zero + 0{{\]}}, 16, 16, f16
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: texp{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, vec{{\[}}zero + 0{{\]}}, 16, 16, f32
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: tmov{{[[:space:]]+}}right{{\[}}zero + 0{{\]}}, mat{{\[}}zero + 0{{\]}}, 16, 16, f16
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: set_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_M, 0
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: wait_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_M, 0
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: tmatmul{{[[:space:]]+}}acc{{\[}}zero + 0{{\]}}, left{{\[}}zero + 0{{\]}}, right{{\[}}zero + 0{{\]}}, 16, 16, 16, f32, f16
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: set_flag{{[[:space:]]+}}PIPE_M, PIPE_FIX, 0
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: wait_flag{{[[:space:]]+}}PIPE_M, PIPE_FIX, 0
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, acc{{\[}}zero + 0{{\]}}, 16, 16, f32
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 0{{\]}}, 16, 16, f32
; PAIR-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; PAIR: ret
;
; SRC-LABEL: k:
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: tload{{[[:space:]]+}}mat{{\[}}zero + 0{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 16, 16, f16
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_MTE1, 0
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: tload{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 16, 16, f32
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 1
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_MTE1, 0
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: tmov{{[[:space:]]+}}left{{\[}}zero + 0{{\]}}, mat{{\[}}zero + 0{{\]}}, 16, 16, f16
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 1
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: texp{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, vec{{\[}}zero + 0{{\]}}, 16, 16, f32
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: tmov{{[[:space:]]+}}right{{\[}}zero + 0{{\]}}, mat{{\[}}zero + 0{{\]}}, 16, 16, f16
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: set_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_M, 0
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: wait_flag{{[[:space:]]+}}PIPE_MTE1, PIPE_M, 0
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: tmatmul{{[[:space:]]+}}acc{{\[}}zero + 0{{\]}}, left{{\[}}zero + 0{{\]}}, right{{\[}}zero + 0{{\]}}, 16, 16, 16, f32, f16
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: set_flag{{[[:space:]]+}}PIPE_M, PIPE_FIX, 0
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: wait_flag{{[[:space:]]+}}PIPE_M, PIPE_FIX, 0
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, acc{{\[}}zero + 0{{\]}}, 16, 16, f32
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 0{{\]}}, 16, 16, f32
; SRC-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; SRC: ret
;
