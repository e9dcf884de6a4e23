; RUN: %llc -march=pto -O2 -verify-machineinstrs -pto-enable-merge-transfers=false %s -o - | FileCheck %s --check-prefix=CHECK
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pto-enable-merge-transfers=false -pto-sync-event-ids=1 %s -o - | FileCheck %s --check-prefix=ONE
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pto-enable-merge-transfers=false -pto-sync-event-ids=2 %s -o - | FileCheck %s --check-prefix=TWO
;
; (Ten separate loads: pto-merge-transfers would make one of the contiguous ones.)
; Ten loads whose results V consumes in order: each V op waits for its own
; load, so up to ten MTE2 -> V flags are live at once. With 8 IDs the
; lifetime allocator reuses them (sets stay right after their loads while
; an ID is free, later ones fall back). Flags are binary, so an ID is set
; again only once the earlier wait of that flag is known to have run; with
; -pto-sync-event-ids=1 that proof comes from a reverse handshake (V signals
; MTE2 right before the reused set).

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
  %g0 = getelementptr float, ptr addrspace(1) %x, i64 0
  %a0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g0, i64 8, i32 8, i32 8)
  %g1 = getelementptr float, ptr addrspace(1) %x, i64 64
  %a1 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g1, i64 8, i32 8, i32 8)
  %g2 = getelementptr float, ptr addrspace(1) %x, i64 128
  %a2 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g2, i64 8, i32 8, i32 8)
  %g3 = getelementptr float, ptr addrspace(1) %x, i64 192
  %a3 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g3, i64 8, i32 8, i32 8)
  %g4 = getelementptr float, ptr addrspace(1) %x, i64 256
  %a4 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g4, i64 8, i32 8, i32 8)
  %g5 = getelementptr float, ptr addrspace(1) %x, i64 320
  %a5 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g5, i64 8, i32 8, i32 8)
  %g6 = getelementptr float, ptr addrspace(1) %x, i64 384
  %a6 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g6, i64 8, i32 8, i32 8)
  %g7 = getelementptr float, ptr addrspace(1) %x, i64 448
  %a7 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g7, i64 8, i32 8, i32 8)
  %g8 = getelementptr float, ptr addrspace(1) %x, i64 512
  %a8 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g8, i64 8, i32 8, i32 8)
  %g9 = getelementptr float, ptr addrspace(1) %x, i64 576
  %a9 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g9, i64 8, i32 8, i32 8)
  %e0 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a0, i32 8, i32 8)
  %e1 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1, i32 8, i32 8)
  %e2 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a2, i32 8, i32 8)
  %e3 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a3, i32 8, i32 8)
  %e4 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a4, i32 8, i32 8)
  %e5 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a5, i32 8, i32 8)
  %e6 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a6, i32 8, i32 8)
  %e7 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a7, i32 8, i32 8)
  %e8 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a8, i32 8, i32 8)
  %e9 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a9, i32 8, i32 8)
  %h0 = getelementptr float, ptr addrspace(1) %z, i64 0
  call void @pto.tstore.vec.f32(ptr addrspace(1) %h0, i64 8, ptr addrspace(6) %e0)
  %h1 = getelementptr float, ptr addrspace(1) %z, i64 64
  call void @pto.tstore.vec.f32(ptr addrspace(1) %h1, i64 8, ptr addrspace(6) %e1)
  %h2 = getelementptr float, ptr addrspace(1) %z, i64 128
  call void @pto.tstore.vec.f32(ptr addrspace(1) %h2, i64 8, ptr addrspace(6) %e2)
  %h3 = getelementptr float, ptr addrspace(1) %z, i64 192
  call void @pto.tstore.vec.f32(ptr addrspace(1) %h3, i64 8, ptr addrspace(6) %e3)
  %h4 = getelementptr float, ptr addrspace(1) %z, i64 256
  call void @pto.tstore.vec.f32(ptr addrspace(1) %h4, i64 8, ptr addrspace(6) %e4)
  %h5 = getelementptr float, ptr addrspace(1) %z, i64 320
  call void @pto.tstore.vec.f32(ptr addrspace(1) %h5, i64 8, ptr addrspace(6) %e5)
  %h6 = getelementptr float, ptr addrspace(1) %z, i64 384
  call void @pto.tstore.vec.f32(ptr addrspace(1) %h6, i64 8, ptr addrspace(6) %e6)
  %h7 = getelementptr float, ptr addrspace(1) %z, i64 448
  call void @pto.tstore.vec.f32(ptr addrspace(1) %h7, i64 8, ptr addrspace(6) %e7)
  %h8 = getelementptr float, ptr addrspace(1) %z, i64 512
  call void @pto.tstore.vec.f32(ptr addrspace(1) %h8, i64 8, ptr addrspace(6) %e8)
  %h9 = getelementptr float, ptr addrspace(1) %z, i64 576
  call void @pto.tstore.vec.f32(ptr addrspace(1) %h9, i64 8, ptr addrspace(6) %e9)
  ret void
}

; CHECK-LABEL: k:
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 256{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 1
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 512{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 2
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 768{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 3
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 1024{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 4
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 1280{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 5
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 1536{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 6
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 1792{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 7
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 2048{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tload{{[[:space:]]+}}vec{{\[}}zero + 2304{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: texp{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, vec{{\[}}zero + 0{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 1
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: texp{{[[:space:]]+}}vec{{\[}}zero + 256{{\]}}, vec{{\[}}zero + 256{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 1
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 2
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: texp{{[[:space:]]+}}vec{{\[}}zero + 512{{\]}}, vec{{\[}}zero + 512{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 2
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 3
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: texp{{[[:space:]]+}}vec{{\[}}zero + 768{{\]}}, vec{{\[}}zero + 768{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 3
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 4
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: texp{{[[:space:]]+}}vec{{\[}}zero + 1024{{\]}}, vec{{\[}}zero + 1024{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 4
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 5
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: texp{{[[:space:]]+}}vec{{\[}}zero + 1280{{\]}}, vec{{\[}}zero + 1280{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 5
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 6
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: texp{{[[:space:]]+}}vec{{\[}}zero + 1536{{\]}}, vec{{\[}}zero + 1536{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 6
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 7
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: texp{{[[:space:]]+}}vec{{\[}}zero + 1792{{\]}}, vec{{\[}}zero + 1792{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 7
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE2, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE2, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: texp{{[[:space:]]+}}vec{{\[}}zero + 2048{{\]}}, vec{{\[}}zero + 2048{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: texp{{[[:space:]]+}}vec{{\[}}zero + 2304{{\]}}, vec{{\[}}zero + 2304{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 0{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 1
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 256{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 2
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 512{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 3
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 768{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 4
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 1024{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 5
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 1280{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 6
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 1536{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 7
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 1792{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 2048{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 2304{{\]}}, 8, 8, f32
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; CHECK: ret
; CHECK-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}

; ONE-LABEL: k:
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tload{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tload{{[[:space:]]+}}vec{{\[}}zero + 256{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tload{{[[:space:]]+}}vec{{\[}}zero + 512{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tload{{[[:space:]]+}}vec{{\[}}zero + 768{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tload{{[[:space:]]+}}vec{{\[}}zero + 1024{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tload{{[[:space:]]+}}vec{{\[}}zero + 1280{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tload{{[[:space:]]+}}vec{{\[}}zero + 1536{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tload{{[[:space:]]+}}vec{{\[}}zero + 1792{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tload{{[[:space:]]+}}vec{{\[}}zero + 2048{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tload{{[[:space:]]+}}vec{{\[}}zero + 2304{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: texp{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, vec{{\[}}zero + 0{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE2, 0
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE2, 0
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: texp{{[[:space:]]+}}vec{{\[}}zero + 256{{\]}}, vec{{\[}}zero + 256{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: texp{{[[:space:]]+}}vec{{\[}}zero + 512{{\]}}, vec{{\[}}zero + 512{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: texp{{[[:space:]]+}}vec{{\[}}zero + 768{{\]}}, vec{{\[}}zero + 768{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: texp{{[[:space:]]+}}vec{{\[}}zero + 1024{{\]}}, vec{{\[}}zero + 1024{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: texp{{[[:space:]]+}}vec{{\[}}zero + 1280{{\]}}, vec{{\[}}zero + 1280{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: texp{{[[:space:]]+}}vec{{\[}}zero + 1536{{\]}}, vec{{\[}}zero + 1536{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: texp{{[[:space:]]+}}vec{{\[}}zero + 1792{{\]}}, vec{{\[}}zero + 1792{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: texp{{[[:space:]]+}}vec{{\[}}zero + 2048{{\]}}, vec{{\[}}zero + 2048{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: texp{{[[:space:]]+}}vec{{\[}}zero + 2304{{\]}}, vec{{\[}}zero + 2304{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 0{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: set_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, 0
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: wait_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, 0
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 256{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 512{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 768{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 1024{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 1280{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 1536{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 1792{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 2048{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 2304{{\]}}, 8, 8, f32
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; ONE: ret
; ONE-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}

; TWO-LABEL: k:
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tload{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tload{{[[:space:]]+}}vec{{\[}}zero + 256{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 1
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tload{{[[:space:]]+}}vec{{\[}}zero + 512{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tload{{[[:space:]]+}}vec{{\[}}zero + 768{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tload{{[[:space:]]+}}vec{{\[}}zero + 1024{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tload{{[[:space:]]+}}vec{{\[}}zero + 1280{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tload{{[[:space:]]+}}vec{{\[}}zero + 1536{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tload{{[[:space:]]+}}vec{{\[}}zero + 1792{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tload{{[[:space:]]+}}vec{{\[}}zero + 2048{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tload{{[[:space:]]+}}vec{{\[}}zero + 2304{{\]}}, {{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: texp{{[[:space:]]+}}vec{{\[}}zero + 0{{\]}}, vec{{\[}}zero + 0{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 1
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: texp{{[[:space:]]+}}vec{{\[}}zero + 256{{\]}}, vec{{\[}}zero + 256{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 1
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE2, 0
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE2, 0
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: set_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_V, 0
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: texp{{[[:space:]]+}}vec{{\[}}zero + 512{{\]}}, vec{{\[}}zero + 512{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: texp{{[[:space:]]+}}vec{{\[}}zero + 768{{\]}}, vec{{\[}}zero + 768{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: texp{{[[:space:]]+}}vec{{\[}}zero + 1024{{\]}}, vec{{\[}}zero + 1024{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: texp{{[[:space:]]+}}vec{{\[}}zero + 1280{{\]}}, vec{{\[}}zero + 1280{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: texp{{[[:space:]]+}}vec{{\[}}zero + 1536{{\]}}, vec{{\[}}zero + 1536{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: texp{{[[:space:]]+}}vec{{\[}}zero + 1792{{\]}}, vec{{\[}}zero + 1792{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: texp{{[[:space:]]+}}vec{{\[}}zero + 2048{{\]}}, vec{{\[}}zero + 2048{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: texp{{[[:space:]]+}}vec{{\[}}zero + 2304{{\]}}, vec{{\[}}zero + 2304{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 0{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 1
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 256{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: set_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, 0
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: wait_flag{{[[:space:]]+}}PIPE_MTE3, PIPE_V, 0
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: set_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: wait_flag{{[[:space:]]+}}PIPE_V, PIPE_MTE3, 0
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 512{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 768{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 1024{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 1280{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 1536{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 1792{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 2048{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: tstore{{[[:space:]]+}}{{[a-z]+[0-9]*}}, {{[a-z]+[0-9]*}}, vec{{\[}}zero + 2304{{\]}}, 8, 8, f32
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
; TWO: ret
; TWO-NOT: {{^[[:space:]]+(set_flag|wait_flag|pipe_barrier)}}
