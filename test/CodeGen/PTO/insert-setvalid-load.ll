; pto-insert-setvalid and a tload whose valid extent (its tvalid's operands)
; is computed after the load (issue 13, docs/tile-storage.md "Valid
; regions"): the load moves down to its tvalid when nothing between them may
; write memory; otherwise it is an error at the call.
; RUN: sed '/^; STUCK-BEGIN/,/^; STUCK-END/d' %s \
; RUN:   | %opt -passes=pto-insert-setvalid -S -o - | FileCheck %s
; RUN: not %opt -passes=pto-insert-setvalid -S %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
; RUN: not %llc -march=pto %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR --implicit-check-not=error:

; CHECK-LABEL: define void @moves(
; CHECK:      %r = add i32 %vr, 1
; CHECK-NEXT: call void @pto.setvalid(i32 %r, i32 -1, i32 -1)
; CHECK-NEXT: %x = call ptr addrspace(6) @pto.tload.vec.f32(
; CHECK-NEXT: call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %x)
define void @moves(ptr addrspace(1) %g, ptr addrspace(1) %o, i32 %vr) "pto.kernel" {
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 16, i32 8, i32 16)
  %r = add i32 %vr, 1
  %xv = call ptr addrspace(6) @pto.tvalid.vec.f32(ptr addrspace(6) %x, i32 %r, i32 16, i32 8, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %xv)
  ret void
}

; STUCK-BEGIN
; A store between the load and the tvalid: the load cannot move.
; ERR: error: {{.*}}in function stuck {{.*}}tload: its valid extent (the tvalid of %x) is computed after the load and the load cannot move down to it
define void @stuck(ptr addrspace(1) %g, ptr addrspace(1) %o, i32 %vr) "pto.kernel" {
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 16, i32 8, i32 16)
  store i32 0, ptr addrspace(1) %o
  %r = add i32 %vr, 1
  %xv = call ptr addrspace(6) @pto.tvalid.vec.f32(ptr addrspace(6) %x, i32 %r, i32 16, i32 8, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %xv)
  ret void
}
; STUCK-END

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tvalid.vec.f32(ptr addrspace(6), i32, i32, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
