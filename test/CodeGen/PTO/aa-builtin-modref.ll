; PTOAA's memory effects of the builtins, on valid kernel IR: tload reads its
; global-memory argument, tstore writes its global-memory argument and reads
; its tile, tile operations read their tile operands, a view accesses
; nothing; producing a tile is not a visible effect. Without PTOAA every
; builtin call is an unknown call (Both ModRef).
; RUN: %opt -passes=aa-eval -aa-pipeline=basic-aa -print-all-alias-modref-info \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=BASIC
; RUN: %opt -passes=aa-eval -aa-pipeline=basic-aa,pto-aa \
; RUN:   -print-all-alias-modref-info -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PTO

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tview.f32(ptr addrspace(6), i32, i32, i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias readonly %ro) "pto.kernel" {
  %n = load i32, ptr addrspace(1) %ro
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 16, i32 16)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %s, i32 0, i32 0, i32 8, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %v)
  store i32 %n, ptr addrspace(1) %x
  ret void
}

; BASIC-LABEL: Function: k: 2 pointers, 4 call sites
; BASIC: Both ModRef: Ptr: i32* %x <-> %a = call
; BASIC: Both ModRef: Ptr: i32* %x <-> call void @pto.tstore.f32

; PTO-LABEL: Function: k: 2 pointers, 4 call sites
; PTO-NEXT: NoAlias: i32 addrspace(1)* %ro, i32 addrspace(1)* %x
; PTO-NEXT: NoModRef: Ptr: i32* %ro <-> %a = call ptr addrspace(6) @pto.tload.f32
; PTO-NEXT: Just Ref: Ptr: i32* %x <-> %a = call ptr addrspace(6) @pto.tload.f32
; PTO-NEXT: NoModRef: Ptr: i32* %ro <-> %s = call ptr addrspace(6) @pto.tadd.f32
; PTO-NEXT: NoModRef: Ptr: i32* %x <-> %s = call ptr addrspace(6) @pto.tadd.f32
; PTO-NEXT: NoModRef: Ptr: i32* %ro <-> %v = call ptr addrspace(6) @pto.tview.f32
; PTO-NEXT: NoModRef: Ptr: i32* %x <-> %v = call ptr addrspace(6) @pto.tview.f32
; PTO-NEXT: NoModRef: Ptr: i32* %ro <-> call void @pto.tstore.f32
; PTO-NEXT: NoModRef: Ptr: i32* %x <-> call void @pto.tstore.f32
; Call against call: reads never conflict, and the only write (the store to
; %y) touches nothing another call reads.
; PTO-NEXT: NoModRef: %a = call {{.*}}@pto.tload.f32{{.*}} <-> %s = call
; PTO-NEXT: NoModRef: %a = call {{.*}}@pto.tload.f32{{.*}} <-> %v = call
; PTO-NEXT: NoModRef: %a = call {{.*}}@pto.tload.f32{{.*}} <-> call void @pto.tstore.f32
; PTO-NEXT: NoModRef: %s = call {{.*}} <-> %a = call
; PTO-NEXT: NoModRef: %s = call {{.*}} <-> %v = call
; PTO-NEXT: NoModRef: %s = call {{.*}} <-> call void @pto.tstore.f32
; PTO-NEXT: NoModRef: %v = call {{.*}} <-> %a = call
; PTO-NEXT: NoModRef: %v = call {{.*}} <-> %s = call
; PTO-NEXT: NoModRef: %v = call {{.*}} <-> call void @pto.tstore.f32
; PTO-NEXT: NoModRef: call void @pto.tstore.f32{{.*}} <-> %a = call
; PTO-NEXT: NoModRef: call void @pto.tstore.f32{{.*}} <-> %s = call
; PTO-NEXT: NoModRef: call void @pto.tstore.f32{{.*}} <-> %v = call

; Tile memory is never written by an IR instruction (mask Ref), so even an
; unknown call does not modify what a tile handle points to.
declare void @opaque()

define void @mask(ptr addrspace(1) %g) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  call void @opaque()
  load float, ptr addrspace(6) %t
  ret void
}

; BASIC-LABEL: Function: mask:
; BASIC: Both ModRef: Ptr: float* %t <-> call void @opaque()
; PTO-LABEL: Function: mask:
; PTO: Just Ref: Ptr: float* %t <-> call void @opaque()
