; RUN: %llc -march=pto -O2 -verify-machineinstrs -stop-after=instruction-select %s -o - | FileCheck %s
;
; Global-memory operands of tload/tstore: the extent is exact for a constant
; row stride ((rows - 1) * stride + cols elements) and unknown for a dynamic
; one; TBAA and alias scopes of the call reach the MachineMemOperand.

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.i8(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.vec.i8(ptr addrspace(1), i64, ptr addrspace(6))

define void @strides(ptr addrspace(1) %x, ptr addrspace(1) %y, i64 %stride) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.vec.i8(ptr addrspace(1) %x, i64 100, i32 4, i32 64), !tbaa !0
  %b = call ptr addrspace(6) @pto.tload.vec.i8(ptr addrspace(1) %x, i64 %stride, i32 4, i32 64)
  call void @pto.tstore.vec.i8(ptr addrspace(1) %y, i64 %stride, ptr addrspace(6) %a)
  call void @pto.tstore.vec.i8(ptr addrspace(1) %y, i64 64, ptr addrspace(6) %b), !tbaa !0
  ret void
}

!0 = !{!1, !1, i64 0}
!1 = !{!"tile data", !2, i64 0}
!2 = !{!"pto tbaa root"}

; (4 - 1) * 100 + 64 = 364 bytes.
; CHECK: TLOAD_VEC {{%[0-9]+}}, {{%[0-9]+}}, 4, 64, 3 :: (load (<364 x s8>) from %ir.x, align 32, !tbaa !{{[0-9]+}}, addrspace 1), (store (<256 x s8>), align 1, addrspace 6)
; CHECK: TLOAD_VEC {{%[0-9]+}}, {{%[0-9]+}}, 4, 64, 3 :: (load unknown-size from %ir.x, align 32, addrspace 1)
; CHECK: TSTORE_VEC {{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}, 3 :: (store unknown-size into %ir.y, align 32, addrspace 1)
; CHECK: TSTORE_VEC {{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}, 3 :: (store (<256 x s8>) into %ir.y, align 32, !tbaa !{{[0-9]+}}, addrspace 1)
