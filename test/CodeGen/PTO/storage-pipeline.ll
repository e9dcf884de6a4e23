; RUN: %llc -march=pto -O0 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -stop-after=pto-allocate-memory-addr %s -o - | FileCheck %s --check-prefix=PLAN
;
; The tile storage passes run at -O0 and -O2: a loop carrying two tiles that
; swap every iteration (the exit reads both), updated in place, compiles to
; addressed tile instructions; the swap goes through a scratch window on
; the back edge, never inside the exit path.

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @swap(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i64 %n) "pto.kernel" {
entry:
  %a0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %b0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y, i64 16, i32 16, i32 16)
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%inext, %loop]
  %a = phi ptr addrspace(6) [%a0, %entry], [%b1, %loop]
  %b = phi ptr addrspace(6) [%b0, %entry], [%a, %loop]
  %b1 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %b, i32 16, i32 16)
  %inext = add i64 %i, 1
  %c = icmp slt i64 %inext, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %x, i64 16, ptr addrspace(6) %a)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %b)
  ret void
}

; CHECK-LABEL: swap:
; CHECK: tload vec[zero + 0], a0, {{[a-z0-9]+}}, 16, 16, f32
; CHECK: tload vec[zero + 1024], a1, {{[a-z0-9]+}}, 16, 16, f32
; CHECK: .LBB0_[[LOOP:[0-9]+]]:
; CHECK-NOT: tmov
; CHECK: texp vec[zero + 2048], vec[zero + 1024], 16, 16, f32
; CHECK-NOT: tmov
; CHECK: bge {{.*}}, .LBB0_[[EXIT:[0-9]+]]
; CHECK: tmov vec[zero + 1024], vec[zero + 0], 16, 16, f32
; CHECK: tmov vec[zero + 0], vec[zero + 2048], 16, 16, f32
; CHECK: .LBB0_[[EXIT]]:
; CHECK-NOT: tmov
; CHECK: tstore {{[a-z0-9]+}}, {{[a-z0-9]+}}, vec[zero + 0], f32
; CHECK: tstore {{[a-z0-9]+}}, {{[a-z0-9]+}}, vec[zero + 1024], f32

; Three allocations: the carry %a with the value it takes on the back edge
; (a move of texp's result), the carry %b with its move, and texp's result.
; PLAN: tileAllocations:
; PLAN: - id: 0
; PLAN: offset: 0
; PLAN: - id: 1
; PLAN: offset: 1024
; PLAN: - id: 2
; PLAN: offset: 2048
; PLAN-NOT: - id:
