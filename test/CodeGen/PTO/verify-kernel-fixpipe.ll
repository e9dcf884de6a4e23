; Issue 14 (14F): the kernel-IR verifier on tstore.quant (the fixpipe
; conversion store): the name's two types (destination, then accumulator),
; a pair the fixpipe converts, the accumulator's type against the name, the
; memory (an acc tile: no variant stores a vec tile through the fixpipe), a
; relu flag that is a constant 0 or 1; and f32-input matmuls: accepted with
; an f32 result, an error with an i32 one.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function quant {{.*}}: pto.tmatmul: f32 inputs cannot give a i32 result (f16/bf16/f32 inputs give f32, i8 inputs give i32) in '%m2 = call
; CHECK: error: {{.*}}in function quant {{.*}}: pto.tstore.quant: needs the destination and the accumulator type (pto.tstore.quant.<dst dtype>.<acc dtype>) in 'call void @pto.tstore.quant.i8(
; CHECK: error: {{.*}}in function quant {{.*}}: pto.tstore.quant: the fixpipe cannot convert f32 into f32 (f32 into f16/bf16/i8, i32 into f16/i8) in 'call void @pto.tstore.quant.f32.f32(
; CHECK: error: {{.*}}in function quant {{.*}}: pto.tstore.quant: the fixpipe cannot convert i32 into bf16 (f32 into f16/bf16/i8, i32 into f16/i8) in 'call void @pto.tstore.quant.bf16.i32(
; CHECK: error: {{.*}}in function quant {{.*}}: pto.tstore.quant: the accumulator %c is f32, but the name says i32 in 'call void @pto.tstore.quant.i8.i32(
; CHECK: error: {{.*}}in function quant {{.*}}: pto.tstore.quant: no variant from vec to gm (variants: acc->gm) in 'call void @pto.tstore.quant.f16.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %v
; CHECK: error: {{.*}}in function quant {{.*}}: pto.tstore.quant: argument 5 ({{.*}}) is 2 in 'call void @pto.tstore.quant.f16.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(5) %c, i32 %s, i32 2)
define void @quant(ptr addrspace(1) %g, i64 %ld, i32 %s) "pto.kernel" {
  %ma = call ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %a = call ptr addrspace(3) @pto.tmov.left.f32(ptr addrspace(2) %ma, i32 16, i32 16)
  %b = call ptr addrspace(4) @pto.tmov.right.f32(ptr addrspace(2) %ma, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32.f32(ptr addrspace(3) %a, ptr addrspace(4) %b, i32 16, i32 16)
  %m2 = call ptr addrspace(5) @pto.tmatmul.i32.f32(ptr addrspace(3) %a, ptr addrspace(4) %b, i32 16, i32 16)
  %v = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  call void @pto.tstore.quant.i8(ptr addrspace(1) %g, i64 %ld, ptr addrspace(5) %c, i32 %s, i32 0)
  call void @pto.tstore.quant.f32.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(5) %c, i32 %s, i32 0)
  call void @pto.tstore.quant.bf16.i32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(5) %c, i32 %s, i32 0)
  call void @pto.tstore.quant.i8.i32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(5) %c, i32 %s, i32 0)
  call void @pto.tstore.quant.f16.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %v, i32 %s, i32 0)
  call void @pto.tstore.quant.f16.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(5) %c, i32 %s, i32 2)
  ; Accepted: f32 inputs, every form of the pair table.
  call void @pto.tstore.quant.i8.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(5) %c, i32 %s, i32 1)
  ret void
}

declare ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f32(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f32(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.i32.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.quant.i8(ptr addrspace(1), i64, ptr addrspace(5), i32, i32)
declare void @pto.tstore.quant.f32.f32(ptr addrspace(1), i64, ptr addrspace(5), i32, i32)
declare void @pto.tstore.quant.bf16.i32(ptr addrspace(1), i64, ptr addrspace(5), i32, i32)
declare void @pto.tstore.quant.i8.i32(ptr addrspace(1), i64, ptr addrspace(5), i32, i32)
declare void @pto.tstore.quant.f16.f32(ptr addrspace(1), i64, ptr addrspace(6), i32, i32)
declare void @pto.tstore.quant.i8.f32(ptr addrspace(1), i64, ptr addrspace(5), i32, i32)
