; RUN: %llc -march=pto -pto-max-buffer-slots=2 -O0 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=O0
; RUN: %llc -march=pto -pto-max-buffer-slots=2 -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -pto-max-buffer-slots=2 -O2 -stop-after=pto-allocate-memory-addr %s -o - | FileCheck %s --check-prefix=PLAN
; RUN: %llc -march=pto -O2 -pto-max-buffer-slots=1 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=NOROT
;
; The tile storage passes run at -O0 and -O2. A loop carries two tiles that
; swap every iteration (the exit reads both); the next %a (texp of %b) is
; produced while the current %a is still needed (by the exit and by the move
; into %b). %a becomes a rotating two-slot allocation: texp writes the other
; slot (t3 = 1024 - t2), the slot register t2 advances on the back edge, and
; only %b needs a move there. With -pto-max-buffer-slots=1 both carries get
; moves on the back edge instead. Moves never run on the exit path.

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
; CHECK: tload vec[zero + 2048], a1, {{[a-z0-9]+}}, 16, 16, f32
; CHECK: li {{[a-z0-9]+}}, 0
; CHECK: .LBB0_[[LOOP:[0-9]+]]:
; CHECK-NOT: tmov
; CHECK: li [[SIZE:[a-z0-9]+]], 1024
; CHECK: sub [[NEXT:[a-z0-9]+]], [[SIZE]], [[CUR:[a-z0-9]+]]
; CHECK-NOT: tmov
; CHECK: texp vec[[[NEXT]] + 0], vec[zero + 2048], 16, 16, f32
; CHECK-NOT: tmov
; CHECK: bge {{.*}}, .LBB0_[[EXIT:[0-9]+]]
; CHECK: tmov vec[zero + 2048], vec[[[CUR]] + 0], 16, 16, f32
; CHECK-NOT: tmov
; CHECK: mv [[CUR]], [[NEXT]]
; CHECK: j .LBB0_[[LOOP]]
; CHECK: .LBB0_[[EXIT]]:
; CHECK-NOT: tmov
; CHECK: tstore {{[a-z0-9]+}}, {{[a-z0-9]+}}, vec[[[CUR]] + 0], 16, 16, f32
; CHECK: tstore {{[a-z0-9]+}}, {{[a-z0-9]+}}, vec[zero + 2048], 16, 16, f32

; Two allocations: %a's rotation (2 slots: %a0 in slot 0, %a current, texp's
; result next) and %b with the move that feeds it.
; PLAN: tileAllocations:
; PLAN: - id: 0
; PLAN-NEXT: space: vec
; PLAN-NEXT: size: 1024
; PLAN: slots: 2
; PLAN-NEXT: offset: 0
; PLAN: - id: 1
; PLAN: slots: 1
; PLAN-NEXT: offset: 2048
; PLAN-NOT: - id:

; NOROT-LABEL: swap:
; NOROT: texp vec[zero + [[T:[0-9]+]]], vec[zero + 1024], 16, 16, f32
; NOROT: bge
; NOROT: tmov vec[zero + 1024], vec[zero + 0], 16, 16, f32
; NOROT: tmov vec[zero + 0], vec[zero + [[T]]], 16, 16, f32
; NOROT: tstore {{.*}}, vec[zero + 0], 16, 16, f32
; NOROT: tstore {{.*}}, vec[zero + 1024], 16, 16, f32

; At -O0 the slot registers live in stack slots; the addressing is the same.
; O0-LABEL: swap:
; O0: tload vec[zero + 0], a0
; O0: tload vec[zero + 2048], a1
; O0: sub
; O0: texp vec[{{[a-z0-9]+}} + 0], vec[zero + 2048], 16, 16, f32
; O0: bge
; O0: tmov vec[zero + 2048], vec[{{[a-z0-9]+}} + 0], 16, 16, f32
; O0: tstore {{.*}}, vec[{{[a-z0-9]+}} + 0], 16, 16, f32
; O0: tstore {{.*}}, vec[zero + 2048], 16, 16, f32
