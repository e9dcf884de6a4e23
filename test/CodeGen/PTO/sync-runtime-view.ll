; Issue 13 (T): pto-insert-sync takes a view at a runtime row as a read of
; anywhere in its memory (docs/sync.md, docs/tile-storage.md "Runtime tview
; positions"): its operand's base register is not zero, so no window of it
; is exact -- the whole source included, conservatively. The two kernels
; below differ only in the view's row: the MTE3 store of the view at the
; constant row 0 is disjoint from the tile tadds writes (no wait of V for
; MTE3), the same store at a runtime row is not (V waits for it).
; pto-verify-sync accepts both. With the mutation
; -pto-lower-tile-operands-unsound-runtime-view-at-0 the runtime view is
; addressed as the view at row 0 and the wait disappears (that kernel then
; reads the wrong rows: test/tools/pto-sim/runtime-view.ll).
; RUN: %llc -march=pto -pto-split-mix-kernels=false -O2 -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s
; RUN: %llc -march=pto -pto-split-mix-kernels=false -O2 -verify-machineinstrs %s -o - \
; RUN:   -pto-lower-tile-operands-unsound-runtime-view-at-0 | FileCheck %s --check-prefix=MUT
; CHECK-LABEL: const_view:
; CHECK:       tstore a2, t0, vec[zero + 0], 4, 8, f32
; CHECK-NOT:   PIPE_MTE3, PIPE_V
; CHECK:       tadds vec[zero + [[Z:[0-9]+]]], vec[zero + [[Z]]]
; CHECK-LABEL: reg_view:
; CHECK:       viewaddr [[B:[a-z]+[0-9]+]], zero, a5, 12, 32
; CHECK:       tstore a2, t0, vec[[[B]] + 0], 4, 8, f32
; CHECK-NEXT:  set_flag PIPE_MTE3, PIPE_V, [[F:[0-9]+]]
; CHECK-NEXT:  wait_flag PIPE_MTE3, PIPE_V, [[F]]
; CHECK-NEXT:  tadds vec[zero + [[Z2:[0-9]+]]], vec[zero + [[Z2]]]
; MUT-LABEL:   reg_view:
; MUT-NOT:     viewaddr
; MUT:         tstore a2, t0, vec[zero + 0], 4, 8, f32
; MUT-NOT:     PIPE_MTE3, PIPE_V
; MUT:         tadds
target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tview.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @const_view(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b,
                        ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %d,
                        ptr addrspace(1) noalias %e, i32 %r) "pto.kernel" {
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %a, i64 8, i32 16, i32 8)
  %y = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %b, i64 8, i32 4, i32 8)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %x, i32 0, i32 0, i32 4, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %c, i64 8, ptr addrspace(6) %v)
  %z = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %y, i32 1065353216, i32 4, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %d, i64 8, ptr addrspace(6) %z)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %e, i64 8, ptr addrspace(6) %x)
  ret void
}

define void @reg_view(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b,
                      ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %d,
                      ptr addrspace(1) noalias %e, i32 %r) "pto.kernel" {
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %a, i64 8, i32 16, i32 8)
  %y = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %b, i64 8, i32 4, i32 8)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %x, i32 %r, i32 0, i32 4, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %c, i64 8, ptr addrspace(6) %v)
  %z = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %y, i32 1065353216, i32 4, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %d, i64 8, ptr addrspace(6) %z)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %e, i64 8, ptr addrspace(6) %x)
  ret void
}
