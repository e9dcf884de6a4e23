; RUN: %llc -march=pto -O2 -verify-machineinstrs -stop-after=pto-insert-sync %s -o %t.mir
; RUN: %llc -march=pto -run-pass=none -verify-machineinstrs %t.mir -o - | FileCheck %s
;
; After pto-lower-tile-operands no tile register remains; the storage plan
; keeps its allocations without members, so a tile kernel printed after
; register allocation and synchronization parses back.

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %t, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %e)
  ret void
}

; CHECK: noVRegs: true
; CHECK: tileAllocations:
; CHECK-NEXT: - id: 0
; CHECK-NEXT: space: vec
; CHECK-NEXT: size: 1024
; CHECK: offset: 0
; CHECK-NEXT: members: []
; CHECK: TLOAD_VEC_A $x0, 0,
; CHECK: SET_FLAG 2, 5, 0
; CHECK: TEXP_A $x0, 0, $x0, 0, 16, 16, 2
; CHECK: TSTORE_VEC_A
