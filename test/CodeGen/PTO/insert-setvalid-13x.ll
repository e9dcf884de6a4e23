; pto-insert-setvalid for the builtins of issue 13 (13X) (docs/
; tile-storage.md "Valid regions"): a compare's mask is vr x ceil(vc / 8);
; a select's state is its data tile's (not the mask's); a transpose swaps;
; a window's extent is min(window, max(0, extent - position)); a tinsert's
; state is the inserted tile's and its result has the destination's
; extent; a tgather's state is the index tile's; a tci's extent is its
; tvalid's (the tci moves down to it when that is computed later); tview
; and tgetval set nothing.
; RUN: %opt -passes=pto-insert-setvalid -S %s | FileCheck %s
; The mutation: the select's state is the mask's.
; RUN: %opt -passes=pto-insert-setvalid -pto-setvalid-unsound-select-mask -S %s \
; RUN:   | FileCheck %s --check-prefix=MUT

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tvalid.vec.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tvalid.vec.i32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tcmps.u8.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tsels.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.textract.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tview.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tci.i32(i32, i32, i32, i32)
declare i32 @pto.tgetval.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.u8(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.i32(ptr addrspace(1), i64, ptr addrspace(6))

; CHECK-LABEL: define void @kinds(
; CHECK:      call void @pto.setvalid(i32 %vr, i32 %vc, i32 -1)
; CHECK-NEXT: %x = call ptr addrspace(6) @pto.tload.vec.f32(
; CHECK-NEXT: [[A:%.*]] = add i32 %vc, 7
; CHECK-NEXT: [[MC:%.*]] = lshr i32 [[A]], 3
; CHECK-NEXT: %m = call ptr addrspace(6) @pto.tcmps.u8.f32(
; CHECK-NEXT: call void @pto.setvalid(i32 %vr, i32 [[MC]], i32 -1)
; CHECK-NEXT: call void @pto.tstore.vec.u8(
; The select runs over the data tile's vr x vc.
; CHECK-NEXT: call void @pto.setvalid(i32 %vr, i32 %vc, i32 -1)
; CHECK-NEXT: %s = call ptr addrspace(6) @pto.tsels.f32(
; CHECK-NEXT: call void @pto.tstore.vec.f32(
; CHECK-NEXT: %t = call ptr addrspace(6) @pto.ttrans.f32(
; CHECK-NEXT: call void @pto.setvalid(i32 %vc, i32 %vr, i32 -1)
; CHECK-NEXT: call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 8, ptr addrspace(6) %t)
; The window at (%p, 0): rows min(4, max(0, vr - p)), cols vc.
; CHECK-NEXT: [[L:%.*]] = sub i32 %vr, %p
; CHECK-NEXT: [[M0:%.*]] = call i32 @llvm.smax.i32(i32 [[L]], i32 0)
; CHECK-NEXT: [[WR:%.*]] = call i32 @llvm.smin.i32(i32 [[M0]], i32 4)
; CHECK-NEXT: call void @pto.setvalid(i32 %vr, i32 %vc, i32 -1)
; CHECK-NEXT: %w = call ptr addrspace(6) @pto.textract.f32(
; CHECK-NEXT: call void @pto.setvalid(i32 [[WR]], i32 %vc, i32 -1)
; CHECK-NEXT: call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %w)
; The view: its extent is computed the same way, no setvalid for it.
; CHECK-NOT:  setvalid
; CHECK:      %v = call ptr addrspace(6) @pto.tview.f32(
; CHECK-NEXT: call void @pto.setvalid(i32 {{%.*}}, i32 %vc, i32 -1)
; CHECK-NEXT: call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %v)
; tinsert: the window's extent; the result's is %x's.
; CHECK-NEXT: call void @pto.setvalid(i32 [[WR]], i32 %vc, i32 -1)
; CHECK-NEXT: %i = call ptr addrspace(6) @pto.tinsert.f32(
; CHECK-NEXT: call void @pto.setvalid(i32 %vr, i32 %vc, i32 -1)
; CHECK-NEXT: call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %i)
; tgetval: nothing.
; CHECK-NEXT: %g = call i32 @pto.tgetval.f32(
; The tci moves down to its tvalid, whose extent is computed after it.
; CHECK-NEXT: %n = add i32 %vc, 1
; CHECK-NEXT: call void @pto.setvalid(i32 -1, i32 %n, i32 -1)
; CHECK-NEXT: %c = call ptr addrspace(6) @pto.tci.i32(
; CHECK-NEXT: call void @pto.tstore.vec.i32(
; MUT-LABEL: define void @kinds(
; MUT:      %m = call ptr addrspace(6) @pto.tcmps.u8.f32(
; MUT-NEXT: call void @pto.setvalid(i32 %vr, i32 [[MC:%.*]], i32 -1)
; MUT-NEXT: call void @pto.tstore.vec.u8(
; MUT-NEXT: %s = call ptr addrspace(6) @pto.tsels.f32(
define void @kinds(ptr addrspace(1) %g0, ptr addrspace(1) %o, i32 %vr, i32 %vc, i32 %p) {
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g0, i64 16, i32 8, i32 16)
  %xv = call ptr addrspace(6) @pto.tvalid.vec.f32(ptr addrspace(6) %x, i32 %vr, i32 %vc, i32 8, i32 16)
  %m = call ptr addrspace(6) @pto.tcmps.u8.f32(ptr addrspace(6) %xv, i32 0, i32 4, i32 8, i32 2)
  call void @pto.tstore.vec.u8(ptr addrspace(1) %o, i64 2, ptr addrspace(6) %m)
  %s = call ptr addrspace(6) @pto.tsels.f32(ptr addrspace(6) %m, ptr addrspace(6) %xv, i32 0, i32 8, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %s)
  %t = call ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6) %s, i32 16, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 8, ptr addrspace(6) %t)
  %w = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %s, i32 %p, i32 0, i32 4, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %w)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %s, i32 4, i32 0, i32 4, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %v)
  %i = call ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6) %xv, ptr addrspace(6) %w, i32 0, i32 0, i32 8, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %i)
  %g = call i32 @pto.tgetval.f32(ptr addrspace(6) %s, i32 0, i32 0)
  %c = call ptr addrspace(6) @pto.tci.i32(i32 0, i32 0, i32 1, i32 16)
  %n = add i32 %vc, 1
  %cv = call ptr addrspace(6) @pto.tvalid.vec.i32(ptr addrspace(6) %c, i32 1, i32 %n, i32 1, i32 16)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %cv)
  ret void
}
