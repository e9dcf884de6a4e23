; Element types: the builtin's dtype mask, and its DTypeRule (same, store,
; cvt, matmul); a second suffix only for tcvt (required) and tmatmul*.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function mask {{.*}}: pto.texp: element type i32 is not accepted (accepted: f16, bf16, f32) in '%e = call
; CHECK: error: {{.*}}in function mask {{.*}}: pto.tadd: element type i8 is not accepted (accepted: f16, bf16, f32, i32, i16, u16, u32) in '%a = call
; CHECK: error: {{.*}}in function mask {{.*}}: pto.tmatmul: element type f16 is not accepted (accepted: f32, i32) in '%m = call
define void @mask(ptr addrspace(1) %g, i64 %ld) {
  %i = call ptr addrspace(6) @pto.tload.i32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.texp.i32(ptr addrspace(6) %i, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tload.i8(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %a = call ptr addrspace(6) @pto.tadd.i8(ptr addrspace(6) %b, ptr addrspace(6) %b, i32 16, i32 16)
  %mm = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %mm, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %mm, i32 16, i32 16)
  %m = call ptr addrspace(5) @pto.tmatmul.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  ret void
}

; CHECK: error: {{.*}}in function same {{.*}}: pto.tadd: tile argument 2 (%h) is f16, but the builtin works on f32 in '%a = call
; CHECK: error: {{.*}}in function same {{.*}}: pto.tstore: tile argument 3 (%h) is f16, but the builtin works on f32 in 'call void @pto.tstore.f32(
; CHECK: error: {{.*}}in function same {{.*}}: pto.tmov: tile argument 1 (%h) is f16, but the builtin works on f32 in '%m = call
define void @same(ptr addrspace(1) %g, i64 %ld) {
  %f = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %h = call ptr addrspace(6) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %a = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %f, ptr addrspace(6) %h, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %h)
  %m = call ptr addrspace(6) @pto.tmov.f32(ptr addrspace(6) %h, i32 16, i32 16)
  ret void
}

; CHECK: error: {{.*}}in function cvt {{.*}}: pto.tcvt: needs the source element type as a second suffix (pto.tcvt.<dst dtype>.<src dtype>) in '%a = call
; CHECK: error: {{.*}}in function cvt {{.*}}: pto.tcvt: the source tile %h is f16, but the name says bf16 in '%b = call
; CHECK: error: {{.*}}in function cvt {{.*}}: pto.texp: takes one element type suffix, not two in '%c = call
; CHECK: error: {{.*}}in function cvt {{.*}}: pto.texp: tile argument 1 (%h) is f16, but the builtin works on f32 in '%c = call
define void @cvt(ptr addrspace(1) %g, i64 %ld) {
  %h = call ptr addrspace(6) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %a = call ptr addrspace(6) @pto.tcvt.f32(ptr addrspace(6) %h, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tcvt.f32.bf16(ptr addrspace(6) %h, i32 16, i32 16)
  %c = call ptr addrspace(6) @pto.texp.f32.f16(ptr addrspace(6) %h, i32 16, i32 16)
  ret void
}

; CHECK: error: {{.*}}in function matmul {{.*}}: pto.tmatmul: i8 inputs cannot give a f32 result (f16/bf16/f32 inputs give f32, i8 inputs give i32) in '%m1 = call
; CHECK: error: {{.*}}in function matmul {{.*}}: pto.tmatmul: a (%hl) is f16 but b (%br) is bf16 in '%m2 = call
; CHECK: error: {{.*}}in function matmul {{.*}}: pto.tmatmul: the name says bf16 inputs, but the inputs are f16 in '%m3 = call
; CHECK: error: {{.*}}in function matmul {{.*}}: pto.tmatmul.acc: the accumulator (%ci) is i32, not f32 in '%m4 = call
; CHECK: error: {{.*}}in function matmul {{.*}}: pto.tmatmul.bias: the bias (%bias) is f16, not f32 in '%m5 = call
define void @matmul(ptr addrspace(1) %g, i64 %ld) {
  %hm = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %bm = call ptr addrspace(2) @pto.tload.bf16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %qm = call ptr addrspace(2) @pto.tload.i8(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %hl = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %hm, i32 16, i32 16)
  %hr = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %hm, i32 16, i32 16)
  %br = call ptr addrspace(4) @pto.tmov.bf16(ptr addrspace(2) %bm, i32 16, i32 16)
  %ql = call ptr addrspace(3) @pto.tmov.i8(ptr addrspace(2) %qm, i32 16, i32 16)
  %qr = call ptr addrspace(4) @pto.tmov.i8(ptr addrspace(2) %qm, i32 16, i32 16)
  %m1 = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %ql, ptr addrspace(4) %qr, i32 16, i32 16)
  %m2 = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %hl, ptr addrspace(4) %br, i32 16, i32 16)
  %m3 = call ptr addrspace(5) @pto.tmatmul.f32.bf16(ptr addrspace(3) %hl, ptr addrspace(4) %hr, i32 16, i32 16)
  %ci = call ptr addrspace(5) @pto.tmatmul.i32(ptr addrspace(3) %ql, ptr addrspace(4) %qr, i32 16, i32 16)
  %m4 = call ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5) %ci, ptr addrspace(3) %hl, ptr addrspace(4) %hr, i32 16, i32 16)
  %biasm = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 1, i32 16)
  %bias = call ptr addrspace(7) @pto.tmov.f16(ptr addrspace(2) %biasm, i32 1, i32 16)
  %m5 = call ptr addrspace(5) @pto.tmatmul.bias.f32(ptr addrspace(3) %hl, ptr addrspace(4) %hr, ptr addrspace(7) %bias, i32 16, i32 16)
  ret void
}

define void @valid(ptr addrspace(1) %g, i64 %ld) "pto.kernel" {
  %h = call ptr addrspace(6) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %f = call ptr addrspace(6) @pto.tcvt.f32.f16(ptr addrspace(6) %h, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %f)
  ret void
}

declare ptr addrspace(2) @pto.tload.bf16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(2) @pto.tload.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(3) @pto.tmov.i8(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.bf16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.bias.f32(ptr addrspace(3), ptr addrspace(4), ptr addrspace(7), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.bf16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.i32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadd.i8(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f32.bf16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f32.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.texp.f32.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.texp.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.i8(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmov.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))
