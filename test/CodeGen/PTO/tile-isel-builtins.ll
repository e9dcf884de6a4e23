; Issue 15 (15S): the one-core model of a3 (no pto-split-mix-kernel).
; RUN: %llc -march=pto -pto-split-mix-kernels=false -O0 -verify-machineinstrs -stop-after=instruction-select %s -o - | FileCheck %s
; RUN: %llc -march=pto -pto-split-mix-kernels=false -O2 -verify-machineinstrs -stop-after=instruction-select %s -o - | FileCheck %s
;
; Every builtin of the table selects into the tile pseudo of its memories;
; the tile's shape and dtype stay on the pseudo as trailing immediates
; (rows, cols, dtype: 0 f16, 1 bf16, 2 f32, 3 i8, 4 i32), and every tile
; virtual register gets the register class of its memory.
target triple = "pto-unknown-unknown"

declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.mat.f16(ptr addrspace(1), i64, ptr addrspace(2))
declare void @pto.tstore.acc.f32(ptr addrspace(1), i64, ptr addrspace(5))
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(2) @pto.tmov.mat.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(7) @pto.tmov.bias.f32(ptr addrspace(2), i32, i32)
declare ptr addrspace(6) @pto.tmov.vec.acc.f32(ptr addrspace(5), i32, i32)
declare ptr addrspace(2) @pto.tmov.mat.acc.f32(ptr addrspace(5), i32, i32)
declare ptr addrspace(6) @pto.tmov.vec.vec.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.textract.vec.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(2) @pto.textract.mat.f32(ptr addrspace(2), i32, i32, i32, i32)
declare ptr addrspace(2) @pto.textract.mat.f16(ptr addrspace(2), i32, i32, i32, i32)
declare ptr addrspace(3) @pto.textract.left.f16(ptr addrspace(2), i32, i32, i32, i32)
declare ptr addrspace(4) @pto.textract.right.f16(ptr addrspace(2), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tinsert.vec.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(2) @pto.tinsert.mat.f16(ptr addrspace(2), ptr addrspace(2), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tview.vec.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.bias.f32(ptr addrspace(3), ptr addrspace(4), ptr addrspace(7), i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tdiv.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmax.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmin.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tlog.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsqrt.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trsqrt.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trecip.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tabs.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tneg.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trelu.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmaxs.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmins.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolsum.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpand.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f16.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tfill.f32(i32, i32, i32)
declare ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6), i32, i32)
declare i32 @pto.tgetval.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6), i32, i32, i32, i32, i32)

define void @all(ptr addrspace(1) noalias %g, ptr addrspace(1) noalias %h, i32 %bits) "pto.kernel" {
  ; Cube path.
  %m = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %g, i64 32, i32 32, i32 32)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %m, i32 32, i32 32)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %m, i32 32, i32 32)
  %m2 = call ptr addrspace(2) @pto.tmov.mat.f16(ptr addrspace(2) %m, i32 32, i32 32)
  %bm = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %g, i64 32, i32 1, i32 32)
  %a0 = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 32, i32 32)
  %a1 = call ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5) %a0, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 32, i32 32)
  %xm = call ptr addrspace(2) @pto.textract.mat.f16(ptr addrspace(2) %m2, i32 0, i32 16, i32 32, i32 16)
  %xl = call ptr addrspace(3) @pto.textract.left.f16(ptr addrspace(2) %m2, i32 0, i32 0, i32 32, i32 32)
  %xr = call ptr addrspace(4) @pto.textract.right.f16(ptr addrspace(2) %m2, i32 0, i32 0, i32 32, i32 32)
  %im = call ptr addrspace(2) @pto.tinsert.mat.f16(ptr addrspace(2) %m2, ptr addrspace(2) %xm, i32 0, i32 0, i32 32, i32 32)
  call void @pto.tstore.mat.f16(ptr addrspace(1) %h, i64 32, ptr addrspace(2) %im)
  %a2 = call ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5) %a1, ptr addrspace(3) %xl, ptr addrspace(4) %xr, i32 32, i32 32)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %h, i64 32, ptr addrspace(5) %a2)
  %cv = call ptr addrspace(6) @pto.tmov.vec.acc.f32(ptr addrspace(5) %a2, i32 32, i32 32)
  %cm = call ptr addrspace(2) @pto.tmov.mat.acc.f32(ptr addrspace(5) %a2, i32 32, i32 32)
  %bmf = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %g, i64 32, i32 1, i32 32)
  ; Vector path.
  %v = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 32, i32 32, i32 32)
  %v2 = call ptr addrspace(6) @pto.tmov.vec.vec.f32(ptr addrspace(6) %v, i32 32, i32 32)
  %e1 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %v, ptr addrspace(6) %v2, i32 32, i32 32)
  %e2 = call ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6) %e1, ptr addrspace(6) %cv, i32 32, i32 32)
  %e3 = call ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6) %e2, ptr addrspace(6) %v, i32 32, i32 32)
  %e4 = call ptr addrspace(6) @pto.tdiv.f32(ptr addrspace(6) %e3, ptr addrspace(6) %v, i32 32, i32 32)
  %e5 = call ptr addrspace(6) @pto.tmax.f32(ptr addrspace(6) %e4, ptr addrspace(6) %v, i32 32, i32 32)
  %e6 = call ptr addrspace(6) @pto.tmin.f32(ptr addrspace(6) %e5, ptr addrspace(6) %v, i32 32, i32 32)
  %u1 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %e6, i32 32, i32 32)
  %u2 = call ptr addrspace(6) @pto.tlog.f32(ptr addrspace(6) %u1, i32 32, i32 32)
  %u3 = call ptr addrspace(6) @pto.tsqrt.f32(ptr addrspace(6) %u2, i32 32, i32 32)
  %u4 = call ptr addrspace(6) @pto.trsqrt.f32(ptr addrspace(6) %u3, i32 32, i32 32)
  %u5 = call ptr addrspace(6) @pto.trecip.f32(ptr addrspace(6) %u4, i32 32, i32 32)
  %u6 = call ptr addrspace(6) @pto.tabs.f32(ptr addrspace(6) %u5, i32 32, i32 32)
  %u7 = call ptr addrspace(6) @pto.tneg.f32(ptr addrspace(6) %u6, i32 32, i32 32)
  %u8 = call ptr addrspace(6) @pto.trelu.f32(ptr addrspace(6) %u7, i32 32, i32 32)
  %s1 = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %u8, i32 1065353216, i32 32, i32 32)
  %s2 = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %s1, i32 %bits, i32 32, i32 32)
  %s3 = call ptr addrspace(6) @pto.tmaxs.f32(ptr addrspace(6) %s2, i32 0, i32 32, i32 32)
  %s4 = call ptr addrspace(6) @pto.tmins.f32(ptr addrspace(6) %s3, i32 1073741824, i32 32, i32 32)
  %rs = call ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6) %s4, i32 32, i32 1)
  %rm = call ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6) %s4, i32 32, i32 1)
  %cs = call ptr addrspace(6) @pto.tcolsum.f32(ptr addrspace(6) %s4, i32 1, i32 32)
  %cx = call ptr addrspace(6) @pto.tcolmax.f32(ptr addrspace(6) %s4, i32 1, i32 32)
  %re = call ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6) %rs, i32 32, i32 32)
  %ce = call ptr addrspace(6) @pto.tcolexpand.f32(ptr addrspace(6) %cs, i32 32, i32 32)
  %t1 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %re, ptr addrspace(6) %ce, i32 32, i32 32)
  %tr = call ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6) %t1, i32 32, i32 32)
  %fl = call ptr addrspace(6) @pto.tfill.f32(i32 %bits, i32 32, i32 32)
  %vw = call ptr addrspace(6) @pto.tview.vec.f32(ptr addrspace(6) %fl, i32 0, i32 0, i32 16, i32 32)
  %xv = call ptr addrspace(6) @pto.textract.vec.f32(ptr addrspace(6) %tr, i32 16, i32 0, i32 16, i32 32)
  %iv = call ptr addrspace(6) @pto.tinsert.vec.f32(ptr addrspace(6) %tr, ptr addrspace(6) %xv, i32 0, i32 0, i32 32, i32 32)
  %gv = call i32 @pto.tgetval.f32(ptr addrspace(6) %iv, i32 1, i32 2)
  %sv = call ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6) %iv, i32 3, i32 4, i32 %gv, i32 32, i32 32)
  %ce2 = call ptr addrspace(6) @pto.tcolexpand.f32(ptr addrspace(6) %cx, i32 32, i32 32)
  %sum = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %sv, ptr addrspace(6) %ce2, i32 32, i32 32)
  %cvt = call ptr addrspace(6) @pto.tcvt.f16.f32(ptr addrspace(6) %sum, i32 32, i32 32)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %h, i64 32, ptr addrspace(6) %sum)
  %cm1 = call ptr addrspace(2) @pto.textract.mat.f32(ptr addrspace(2) %cm, i32 0, i32 0, i32 1, i32 32)
  %bias = call ptr addrspace(7) @pto.tmov.bias.f32(ptr addrspace(2) %cm1, i32 1, i32 32)
  %a3 = call ptr addrspace(5) @pto.tmatmul.bias.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, ptr addrspace(7) %bias, i32 32, i32 32)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %h, i64 32, ptr addrspace(5) %a3)
  ret void
}

; CHECK: %{{[0-9]+}}:tilemat = TLOAD_MAT %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 0
; CHECK: %{{[0-9]+}}:tileleft = TMOV_LEFT_MAT %{{[0-9]+}}, 32, 32, 0
; CHECK: %{{[0-9]+}}:tileright = TMOV_RIGHT_MAT %{{[0-9]+}}, 32, 32, 0
; CHECK: %{{[0-9]+}}:tilemat = TMOV_MAT_MAT %{{[0-9]+}}, 32, 32, 0
; CHECK: %{{[0-9]+}}:tilemat = TLOAD_MAT %{{[0-9]+}}, %{{[0-9]+}}, 1, 32, 0
; CHECK: %{{[0-9]+}}:tileacc = TMATMUL %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tileacc = TMATMUL_ACC %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilemat = TEXTRACT_MAT_MAT %{{[0-9]+}}, 0, 16, 32, 16, 0
; CHECK: %{{[0-9]+}}:tileleft = TEXTRACT_LEFT_MAT %{{[0-9]+}}, 0, 0, 32, 32, 0
; CHECK: %{{[0-9]+}}:tileright = TEXTRACT_RIGHT_MAT %{{[0-9]+}}, 0, 0, 32, 32, 0
; CHECK: %{{[0-9]+}}:tilemat = TINSERT_MAT %{{[0-9]+}}, %{{[0-9]+}}, 0, 0, 32, 32, 0
; CHECK: TSTORE_MAT %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, 0
; CHECK: %{{[0-9]+}}:tileacc = TMATMUL_ACC %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: TSTORE_ACC %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, 2
; CHECK: %{{[0-9]+}}:tilevec = TMOV_VEC_ACC %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilemat = TMOV_MAT_ACC %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilemat = TLOAD_MAT %{{[0-9]+}}, %{{[0-9]+}}, 1, 32, 0
; CHECK: %{{[0-9]+}}:tilevec = TLOAD_VEC %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TMOV_VEC_VEC %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TADD %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TSUB %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TMUL %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TDIV %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TMAX %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TMIN %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TEXP %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TLOG %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TSQRT %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TRSQRT %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TRECIP %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TABS %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TNEG %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TRELU %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TADDS %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TMULS %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TMAXS %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TMINS %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TROWSUM %{{[0-9]+}}, 32, 1, 2
; CHECK: %{{[0-9]+}}:tilevec = TROWMAX %{{[0-9]+}}, 32, 1, 2
; CHECK: %{{[0-9]+}}:tilevec = TCOLSUM %{{[0-9]+}}, 1, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TCOLMAX %{{[0-9]+}}, 1, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TROWEXPAND %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TCOLEXPAND %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TADD %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TTRANS %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TFILL %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TVIEW_VEC %{{[0-9]+}}, 0, 0, 16, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TEXTRACT_VEC_VEC %{{[0-9]+}}, 16, 0, 16, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TINSERT_VEC %{{[0-9]+}}, %{{[0-9]+}}, 0, 0, 32, 32, 2
; CHECK: %{{[0-9]+}}:gpr = TGETVAL %{{[0-9]+}}, 1, 2, 2
; CHECK: %{{[0-9]+}}:tilevec = TSETVAL %{{[0-9]+}}, 3, 4, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TCOLEXPAND %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TADD %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: %{{[0-9]+}}:tilevec = TCVT %{{[0-9]+}}, 32, 32, 0
; CHECK: TSTORE_VEC %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, 2
; CHECK: %{{[0-9]+}}:tilemat = TEXTRACT_MAT_MAT %{{[0-9]+}}, 0, 0, 1, 32, 2
; CHECK: %{{[0-9]+}}:tilebias = TMOV_BIAS_MAT %{{[0-9]+}}, 1, 32, 2
; CHECK: %{{[0-9]+}}:tileacc = TMATMUL_BIAS %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, 32, 32, 2
; CHECK: TSTORE_ACC %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, 2
; CHECK: RET
