; RUN: %llc -march=pto -O2 -verify-machineinstrs -stop-after=instruction-select %s -o - | FileCheck %s
;
; A softmax row block: vector reductions, expands, exp and div on vec tiles.
; The global-memory operands keep the IR pointer and the call's alias
; metadata; the on-chip ones carry their address space and exact size.

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tdiv.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @softmax(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 64), !alias.scope !0
  %m = call ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6) %t, i32 16, i32 1)
  %mb = call ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6) %m, i32 16, i32 64)
  %d = call ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6) %t, ptr addrspace(6) %mb, i32 16, i32 64)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %d, i32 16, i32 64)
  %s = call ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6) %e, i32 16, i32 1)
  %sb = call ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6) %s, i32 16, i32 64)
  %r = call ptr addrspace(6) @pto.tdiv.f32(ptr addrspace(6) %e, ptr addrspace(6) %sb, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 64, ptr addrspace(6) %r), !noalias !0
  ret void
}
!0 = !{!1}
!1 = distinct !{!1, !2, !"x"}
!2 = distinct !{!2, !"softmax"}

; CHECK-LABEL: name: softmax
; CHECK: [[T:%[0-9]+]]:tilevec = TLOAD_VEC {{%[0-9]+}}, {{%[0-9]+}}, 16, 64, 2 :: (invariant load (<1024 x s32>) from %ir.x, align 32, !alias.scope ![[SCOPE:[0-9]+]], addrspace 1), (store (<1024 x s32>), align 1, addrspace 6)
; CHECK: [[M:%[0-9]+]]:tilevec = TROWMAX [[T]], 16, 1, 2 :: (load (<1024 x s32>), align 1, addrspace 6), (store (<16 x s32>), align 1, addrspace 6)
; CHECK: [[MB:%[0-9]+]]:tilevec = TROWEXPAND [[M]], 16, 64, 2
; CHECK: [[D:%[0-9]+]]:tilevec = TSUB [[T]], [[MB]], 16, 64, 2
; CHECK: [[E:%[0-9]+]]:tilevec = TEXP [[D]], 16, 64, 2
; CHECK: [[S:%[0-9]+]]:tilevec = TROWSUM [[E]], 16, 1, 2
; CHECK: [[SB:%[0-9]+]]:tilevec = TROWEXPAND [[S]], 16, 64, 2
; CHECK: [[R:%[0-9]+]]:tilevec = TDIV [[E]], [[SB]], 16, 64, 2
; CHECK: TSTORE_VEC {{%[0-9]+}}, {{%[0-9]+}}, [[R]], 2 :: (store (<1024 x s32>) into %ir.y, align 32, !noalias ![[SCOPE]], addrspace 1), (load (<1024 x s32>), align 1, addrspace 6)
