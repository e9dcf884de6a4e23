; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
;
; pto-lower-tile-operands gives every real tile instruction the shapes, K
; and input types it executes with (docs/isa.md, "Operands"), from the
; descriptors of the call's tile operands: for a view (whole rows of a
; tile), the view's rows, never its source's. The in-place input of tinsert,
; tmatmul.acc and tsetval is the destination's address.
target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(2) @pto.tload.mat.i8(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tview.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(2) @pto.tview.mat.f16(ptr addrspace(2), i32, i32, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.f16(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.acc.f32(ptr addrspace(1), i64, ptr addrspace(5))
declare void @pto.tstore.acc.i32(ptr addrspace(1), i64, ptr addrspace(5))
declare ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6), i32, i32, i32, i32, i32)
declare i32 @pto.tgetval.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f16.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolsum.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(3) @pto.textract.left.f16(ptr addrspace(2), i32, i32, i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(3) @pto.tmov.left.i8(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.i8(ptr addrspace(2), i32, i32)
declare ptr addrspace(7) @pto.tmov.bias.i32(ptr addrspace(2), i32, i32)
declare ptr addrspace(2) @pto.tload.mat.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.bias.i32(ptr addrspace(3), ptr addrspace(4), ptr addrspace(7), i32, i32)

; Vector: a 3x8 view at row 2 of a 6x8 tile.
; CHECK-LABEL: vector:
; CHECK: tload vec[zero + [[#T:]]], {{.*}}, 6, 8, f32
; tgetval reads the 3x8 view (its pitch: 8).
; CHECK: tgetval {{[a-z0-9]+}}, vec[zero + [[#T+64]]], 2, 7, 3, 8, f32
; CHECK: tcolsum vec[zero + {{[0-9]+}}], vec[zero + [[#T+64]]], 1, 8, 3, 8, f32
; CHECK: trowmax vec[zero + {{[0-9]+}}], vec[zero + [[#T+64]]], 3, 1, 3, 8, f32
; tinsert: the 3x8 view into the 8x8 tile at row 4, in place.
; CHECK: tinsert vec[zero + [[D:[0-9]+]]], vec[zero + [[D]]], vec[zero + [[#T+64]]], 4, 0, 8, 8, 3, 8, f32
; CHECK: tsetval vec[zero + [[D]]], vec[zero + [[D]]], 0, 0, {{[a-z0-9]+}}, 8, 8, f32
; tcvt's source type is the view's (f32).
; CHECK: tcvt vec[zero + {{[0-9]+}}], vec[zero + [[#T+64]]], 3, 8, f16, f32
; CHECK: tstore {{.*}}, vec[zero + [[#T+64]]], 3, 8, f32
define void @vector(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %o, ptr addrspace(1) noalias %p, ptr addrspace(1) noalias %q, ptr addrspace(1) noalias %r, ptr addrspace(1) noalias %s, ptr addrspace(1) noalias %u) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 6, i32 8)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 2, i32 0, i32 3, i32 8)
  %g = call i32 @pto.tgetval.f32(ptr addrspace(6) %v, i32 2, i32 7)
  %cs = call ptr addrspace(6) @pto.tcolsum.f32(ptr addrspace(6) %v, i32 1, i32 8)
  %rm = call ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6) %v, i32 3, i32 1)
  %big = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %o, i64 8, i32 8, i32 8)
  %ins = call ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6) %big, ptr addrspace(6) %v, i32 4, i32 0, i32 8, i32 8)
  %set = call ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6) %ins, i32 0, i32 0, i32 %g, i32 8, i32 8)
  %h = call ptr addrspace(6) @pto.tcvt.f16.f32(ptr addrspace(6) %v, i32 3, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %p, i64 8, ptr addrspace(6) %set)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %q, i64 8, ptr addrspace(6) %cs)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %r, i64 1, ptr addrspace(6) %rm)
  call void @pto.tstore.vec.f16(ptr addrspace(1) %s, i64 8, ptr addrspace(6) %h)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %u, i64 8, ptr addrspace(6) %v)
  ret void
}

; Cube: K comes from the left operand (a window of a 48x32 mat tile's
; 16-row view), the input type from the left operand.
; CHECK-LABEL: cube:
; CHECK: tload mat[zero + [[#A:]]], {{.*}}, 48, 32, f16
; CHECK: textract left[zero + {{[0-9]+}}], mat[zero + [[#A+1024]]], 0, 0, 16, 32, 16, 32, f16
; CHECK: tmatmul acc[zero + [[ACC:[0-9]+]]], left[zero + {{[0-9]+}}], right[zero + {{[0-9]+}}], 16, 16, 32, f32, f16
; CHECK: tmatmul.acc acc[zero + [[ACC]]], acc[zero + [[ACC]]], left[zero + {{[0-9]+}}], right[zero + {{[0-9]+}}], 16, 16, 32, f32, f16
; CHECK: tstore {{.*}}, acc[zero + [[ACC]]], 16, 16, f32
define void @cube(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c) "pto.kernel" {
  %am = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 32, i32 48, i32 32)
  %av = call ptr addrspace(2) @pto.tview.mat.f16(ptr addrspace(2) %am, i32 16, i32 0, i32 16, i32 32)
  %l = call ptr addrspace(3) @pto.textract.left.f16(ptr addrspace(2) %av, i32 0, i32 0, i32 16, i32 32)
  %bm = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %b, i64 16, i32 32, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %bm, i32 32, i32 16)
  %acc0 = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %acc1 = call ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5) %acc0, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %c, i64 16, ptr addrspace(5) %acc1)
  ret void
}

; i8 inputs into i32 with a bias row: K = 64.
; CHECK-LABEL: cube_i8:
; CHECK: tmatmul.bias acc[zero + {{[0-9]+}}], left[zero + {{[0-9]+}}], right[zero + {{[0-9]+}}], bias[zero + {{[0-9]+}}], 16, 32, 64, i32, i8
define void @cube_i8(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %bias, ptr addrspace(1) noalias %c) "pto.kernel" {
  %am = call ptr addrspace(2) @pto.tload.mat.i8(ptr addrspace(1) %a, i64 64, i32 16, i32 64)
  %bm = call ptr addrspace(2) @pto.tload.mat.i8(ptr addrspace(1) %b, i64 32, i32 64, i32 32)
  %zm = call ptr addrspace(2) @pto.tload.mat.i32(ptr addrspace(1) %bias, i64 32, i32 1, i32 32)
  %l = call ptr addrspace(3) @pto.tmov.left.i8(ptr addrspace(2) %am, i32 16, i32 64)
  %r = call ptr addrspace(4) @pto.tmov.right.i8(ptr addrspace(2) %bm, i32 64, i32 32)
  %z = call ptr addrspace(7) @pto.tmov.bias.i32(ptr addrspace(2) %zm, i32 1, i32 32)
  %acc = call ptr addrspace(5) @pto.tmatmul.bias.i32(ptr addrspace(3) %l, ptr addrspace(4) %r, ptr addrspace(7) %z, i32 16, i32 32)
  call void @pto.tstore.acc.i32(ptr addrspace(1) %c, i64 32, ptr addrspace(5) %acc)
  ret void
}
