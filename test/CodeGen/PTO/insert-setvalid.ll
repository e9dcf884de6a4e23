; pto-insert-setvalid (issue 13, docs/tile-storage.md "Valid regions"): the
; extents of tile values (tvalid, the operations' rules, extent PHIs beside
; tile PHIs) become pto.setvalid calls before the honouring operations
; where the required extent changes within a block; the state is unknown at
; a block's entry; tvalid calls disappear. A kernel without tvalid is left
; alone.
; RUN: %opt -passes=pto-insert-setvalid -S %s | FileCheck %s
; Without the elision every honouring operation gets its setvalid.
; RUN: %opt -passes=pto-insert-setvalid -pto-enable-setvalid-elision=false -S %s \
; RUN:   | FileCheck %s --check-prefix=NOELIDE
; The debug counter: only elision 0 (tadd's) executes.
; RUN: %opt -passes=pto-insert-setvalid -debug-counter=pto-setvalid-elide=0 -S %s \
; RUN:   | FileCheck %s --check-prefix=COUNT


declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tvalid.vec.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

; CHECK-LABEL: define void @straight(
; CHECK:      call void @pto.setvalid(i32 %vr, i32 %vc, i32 -1)
; CHECK-NEXT: %x = call ptr addrspace(6) @pto.tload.vec.f32(
; CHECK-NOT:  pto.tvalid
; CHECK-NEXT: %a = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %x, ptr addrspace(6) %x,
; The row max: the same extent, no setvalid; its result is vr x 1.
; CHECK-NEXT: %m = call ptr addrspace(6) @pto.trowmax.f32(
; CHECK-NEXT: call void @pto.setvalid(i32 %vr, i32 -1, i32 -1)
; CHECK-NEXT: call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 1, ptr addrspace(6) %m)
; ttrans (issue 13, 13X) runs over its source's vr x vc; its result is
; vc x vr.
; CHECK-NEXT: call void @pto.setvalid(i32 %vr, i32 %vc, i32 -1)
; CHECK-NEXT: %t = call ptr addrspace(6) @pto.ttrans.f32(
; CHECK-NEXT: call void @pto.setvalid(i32 %vc, i32 %vr, i32 -1)
; CHECK-NEXT: %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %t,
; NOELIDE-LABEL: define void @straight(
; NOELIDE:      call void @pto.setvalid(i32 %vr, i32 %vc, i32 -1)
; NOELIDE-NEXT: %x = call
; NOELIDE-NEXT: call void @pto.setvalid(i32 %vr, i32 %vc, i32 -1)
; NOELIDE-NEXT: %a = call
; NOELIDE-NEXT: call void @pto.setvalid(i32 %vr, i32 %vc, i32 -1)
; NOELIDE-NEXT: %m = call
; COUNT-LABEL: define void @straight(
; COUNT:      call void @pto.setvalid(i32 %vr, i32 %vc, i32 -1)
; COUNT-NEXT: %x = call
; COUNT-NEXT: %a = call
; COUNT-NEXT: call void @pto.setvalid(i32 %vr, i32 %vc, i32 -1)
; COUNT-NEXT: %m = call
define void @straight(ptr addrspace(1) %g, ptr addrspace(1) %o, i32 %vr, i32 %vc) {
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 16, i32 8, i32 16)
  %xv = call ptr addrspace(6) @pto.tvalid.vec.f32(ptr addrspace(6) %x, i32 %vr, i32 %vc, i32 8, i32 16)
  %a = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %xv, ptr addrspace(6) %xv, i32 8, i32 16)
  %m = call ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6) %a, i32 8, i32 1)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 1, ptr addrspace(6) %m)
  %t = call ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6) %a, i32 16, i32 8)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %t, i32 16, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 8, ptr addrspace(6) %e)
  ret void
}

; A loop carry whose extent changes: an extent PHI beside the tile PHI (the
; full entry value is the capacity), a setvalid at the loop block's entry
; (the entry block's full tload needs none: a kernel starts with the
; capacity);
; the cols are the capacity on both edges (a constant extent equal to the
; capacity is the capacity): no PHI.
; CHECK-LABEL: define void @carry(
; CHECK-NEXT: entry:
; CHECK-NEXT: %x = call
; CHECK:      loop:
; CHECK-NEXT: %c = phi ptr addrspace(6) [ %x, %entry ], [ %n0, %loop ]
; CHECK-NEXT: %i = phi i32
; CHECK-NEXT: %c.vrows = phi i32 [ 8, %entry ], [ %vr, %loop ]
; CHECK-NOT:  %c.vcols
; CHECK:      call void @pto.setvalid(i32 %c.vrows, i32 -1, i32 -1)
; CHECK-NEXT: %n0 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %c,
; CHECK-NOT:  pto.tvalid
define void @carry(ptr addrspace(1) %g, i32 %vr) {
entry:
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 16, i32 8, i32 16)
  br label %loop
loop:
  %c = phi ptr addrspace(6) [ %x, %entry ], [ %n, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %n0 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %c, i32 8, i32 16)
  %n = call ptr addrspace(6) @pto.tvalid.vec.f32(ptr addrspace(6) %n0, i32 %vr, i32 16, i32 8, i32 16)
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 4
  br i1 %done, label %exit, label %loop
exit:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 16, ptr addrspace(6) %n)
  ret void
}

; No tvalid: nothing changes.
; CHECK-LABEL: define void @none(
; CHECK-NOT: setvalid
; CHECK: ret void
define void @none(ptr addrspace(1) %g) {
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 16, i32 8, i32 16)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %x, i32 8, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 16, ptr addrspace(6) %e)
  ret void
}
