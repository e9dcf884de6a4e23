; Shape rules of the table (same, window, insert, matmul*, reductions,
; expansions, transpose, getval/setval) and the capacity of each memory on
; the subtarget (a3 by default, a5 by "target-cpu").
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function same {{.*}}: pto.tadd: tile operand %b is 16x8, but the result is 16x16 in '%s = call
; CHECK: error: {{.*}}in function same {{.*}}: pto.tmov: tile operand %a is 16x16, but the result is 8x32 in '%m = call
; CHECK: error: {{.*}}in function same {{.*}}: pto.tcvt: tile operand %a is 16x16, but the result is 16x8 in '%c = call
define void @same(ptr addrspace(1) %g, i64 %ld) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 8)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 16, i32 16)
  %m = call ptr addrspace(6) @pto.tmov.f32(ptr addrspace(6) %a, i32 8, i32 32)
  %c = call ptr addrspace(6) @pto.tcvt.f16.f32(ptr addrspace(6) %a, i32 16, i32 8)
  ret void
}

; CHECK: error: {{.*}}in function window {{.*}}: pto.textract: the window [8, 24) x [0, 8) is outside the 16x16 source %a in '%e = call
; CHECK: error: {{.*}}in function window {{.*}}: pto.tview: the window [0, 8) x [12, 20) is outside the 16x16 source %a in '%v = call
; CHECK: error: {{.*}}in function window {{.*}}: pto.tinsert: the 8x8 tile %s at (12, 0) does not fit inside the 16x16 tile %a in '%i = call
; CHECK: error: {{.*}}in function window {{.*}}: pto.tinsert: the result is 8x8, but the destination tile %a is 16x16 in '%j = call
define void @window(ptr addrspace(1) %g, i64 %ld) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %a, i32 8, i32 0, i32 16, i32 8)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %a, i32 0, i32 12, i32 8, i32 8)
  %s = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %a, i32 0, i32 0, i32 8, i32 8)
  %i = call ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6) %a, ptr addrspace(6) %s, i32 12, i32 0, i32 16, i32 16)
  %j = call ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6) %a, ptr addrspace(6) %s, i32 0, i32 0, i32 8, i32 8)
  ret void
}

; A view is placed inside its source by tile storage planning: whole rows,
; starting on the memory's tile alignment (32 bytes for vec and mat).
; CHECK: error: {{.*}}in function views {{.*}}: pto.tview: column views are not supported: a view of %a must cover whole rows (col 0, 16 cols); textract copies a column window in '%c = call
; CHECK: error: {{.*}}in function views {{.*}}: pto.tview: the view of %h at row 1 starts 16 bytes into its source, not a multiple of the vec tile alignment (32 bytes) in '%u = call
; CHECK: error: {{.*}}in function views {{.*}}: pto.tview: the view of %m at row 3 starts 48 bytes into its source, not a multiple of the mat tile alignment (32 bytes) in '%w = call
define void @views(ptr addrspace(1) %g, i64 %ld) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %c = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %a, i32 0, i32 0, i32 16, i32 8)
  %h = call ptr addrspace(6) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 4, i32 8)
  %u = call ptr addrspace(6) @pto.tview.f16(ptr addrspace(6) %h, i32 1, i32 0, i32 2, i32 8)
  %ok = call ptr addrspace(6) @pto.tview.f16(ptr addrspace(6) %h, i32 2, i32 0, i32 2, i32 8)
  %m = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 4, i32 8)
  %w = call ptr addrspace(2) @pto.tview.f16(ptr addrspace(2) %m, i32 3, i32 0, i32 1, i32 8)
  ret void
}

; CHECK: error: {{.*}}in function matmul {{.*}}: pto.tmatmul: a (%a) is 16x32 and b (%b) is 16x16; a's cols must equal b's rows in '%c1 = call
; CHECK: error: {{.*}}in function matmul {{.*}}: pto.tmatmul: the result is 16x32, but a x b (%a16 x %b) is 16x16 in '%c2 = call
; CHECK: error: {{.*}}in function matmul {{.*}}: pto.tmatmul.acc: the result is 32x16, but a x b (%a32 x %b) is 16x16 in '%c3 = call
; CHECK: error: {{.*}}in function matmul {{.*}}: pto.tmatmul.acc: the accumulator %c0 is 16x16, but the result is 32x16 in '%c3 = call
; CHECK: error: {{.*}}in function matmul {{.*}}: pto.tmatmul.bias: the bias %bias is 1x8, but must be 1x16 in '%c4 = call
define void @matmul(ptr addrspace(1) %g, i64 %ld) {
  %am = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 32)
  %bm = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %a = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %am, i32 16, i32 32)
  %a16 = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %bm, i32 16, i32 16)
  %a32 = call ptr addrspace(3) @pto.textract.f16(ptr addrspace(2) %am, i32 0, i32 0, i32 16, i32 16)
  %b = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %bm, i32 16, i32 16)
  %c1 = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %a, ptr addrspace(4) %b, i32 16, i32 16)
  %c2 = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %a16, ptr addrspace(4) %b, i32 16, i32 32)
  %c0 = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %a16, ptr addrspace(4) %b, i32 16, i32 16)
  %c3 = call ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5) %c0, ptr addrspace(3) %a32, ptr addrspace(4) %b, i32 32, i32 16)
  %biasm = call ptr addrspace(2) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 1, i32 8)
  %bias = call ptr addrspace(7) @pto.tmov.f32(ptr addrspace(2) %biasm, i32 1, i32 8)
  %c4 = call ptr addrspace(5) @pto.tmatmul.bias.f32(ptr addrspace(3) %a16, ptr addrspace(4) %b, ptr addrspace(7) %bias, i32 16, i32 16)
  ret void
}

; CHECK: error: {{.*}}in function reduce_expand {{.*}}: pto.trowsum: the 16x32 input %a gives a 16x1 result, not 16x16 in '%r = call
; CHECK: error: {{.*}}in function reduce_expand {{.*}}: pto.tcolmax: the 16x32 input %a gives a 1x32 result, not 32x1 in '%c = call
; CHECK: error: {{.*}}in function reduce_expand {{.*}}: pto.trowexpand: the input %a is 16x32, but must be one column (Rx1) in '%re = call
; CHECK: error: {{.*}}in function reduce_expand {{.*}}: pto.tcolexpand: the input %a is 16x32, but must be one row (1xC) in '%ce = call
; CHECK: error: {{.*}}in function reduce_expand {{.*}}: pto.trowexpand: the 8x1 input %col gives a 8x16 result, not 16x16 in '%re2 = call
; CHECK: error: {{.*}}in function reduce_expand {{.*}}: pto.ttrans: the 16x32 input %a gives a 32x16 result, not 16x32 in '%t = call
define void @reduce_expand(ptr addrspace(1) %g, i64 %ld) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 32)
  %r = call ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6) %a, i32 16, i32 16)
  %c = call ptr addrspace(6) @pto.tcolmax.f32(ptr addrspace(6) %a, i32 32, i32 1)
  %re = call ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6) %a, i32 16, i32 32)
  %ce = call ptr addrspace(6) @pto.tcolexpand.f32(ptr addrspace(6) %a, i32 16, i32 32)
  %col = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 8, i32 1)
  %re2 = call ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6) %col, i32 16, i32 16)
  %t = call ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6) %a, i32 16, i32 32)
  ret void
}

; CHECK: error: {{.*}}in function element {{.*}}: pto.tgetval: element (16, 0) is outside the 16x16 tile %a in '%v = call
; CHECK: error: {{.*}}in function element {{.*}}: pto.tsetval: element (0, 16) is outside the 16x16 tile %a in '%s = call
; CHECK: error: {{.*}}in function element {{.*}}: pto.tsetval: the result is 8x8, but the tile %a is 16x16 in '%s2 = call
define void @element(ptr addrspace(1) %g, i64 %ld) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %v = call i32 @pto.tgetval.f32(ptr addrspace(6) %a, i32 16, i32 0)
  %s = call ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6) %a, i32 0, i32 16, i32 0, i32 16, i32 16)
  %s2 = call ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6) %a, i32 0, i32 0, i32 0, i32 8, i32 8)
  ret void
}

; vec on a3: 192 KiB - 8 KiB reserved = 188416 bytes; bias 1 KiB.
; CHECK: error: {{.*}}in function capacity_a3 {{.*}}: pto.tload: a vec 256x256 f32 tile needs 262144 bytes, but vec has 188416 usable bytes on a3 in '%v = call
; CHECK: error: {{.*}}in function capacity_a3 {{.*}}: pto.tmov: a bias 1x512 f32 tile needs 2048 bytes, but bias has 1024 usable bytes on a3 in '%b = call
define void @capacity_a3(ptr addrspace(1) %g, i64 %ld) {
  %v = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 256, i32 256)
  %m = call ptr addrspace(2) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 1, i32 512)
  %b = call ptr addrspace(7) @pto.tmov.f32(ptr addrspace(2) %m, i32 1, i32 512)
  ret void
}

; The same bias tile fits a5's 4 KiB bias table; a 256 KiB vec tile does not
; fit a5's 248 usable KiB.
; CHECK: error: {{.*}}in function capacity_a5 {{.*}}: pto.tload: a vec 256x256 f32 tile needs 262144 bytes, but vec has 253952 usable bytes on a5 in '%v = call
define void @capacity_a5(ptr addrspace(1) %g, i64 %ld) "target-cpu"="a5" {
  %v = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 256, i32 256)
  %m = call ptr addrspace(2) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 1, i32 512)
  %b = call ptr addrspace(7) @pto.tmov.f32(ptr addrspace(2) %m, i32 1, i32 512)
  ret void
}

define void @valid(ptr addrspace(1) %g, i64 %ld) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 32)
  %r = call ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6) %a, i32 16, i32 1)
  %e = call ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6) %r, i32 16, i32 32)
  %s = call ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6) %a, ptr addrspace(6) %e, i32 16, i32 32)
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %s)
  ret void
}

declare i32 @pto.tgetval.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(2) @pto.tload.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.textract.f16(ptr addrspace(2), i32, i32, i32, i32)
declare ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.bias.f32(ptr addrspace(3), ptr addrspace(4), ptr addrspace(7), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpand.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f16.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.textract.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmov.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6), i32, i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tview.f32(ptr addrspace(6), i32, i32, i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare ptr addrspace(6) @pto.tview.f16(ptr addrspace(6), i32, i32, i32, i32)
