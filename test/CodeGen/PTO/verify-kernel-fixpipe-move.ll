; Issue 14 (14Q): the kernel-IR verifier on tmov.quant (the fixpipe's
; converting moves): the name's two types (destination, then accumulator),
; a pair the fixpipe converts, the accumulator's type against the name, the
; memories (an acc source; a mat or vec destination), a relu flag that is a
; constant 0 or 1, the result shape against the source's, and the
; generation's data paths (a3 has no L0C -> UB path; a5 has it).
; RUN: not %llc -march=pto -mcpu=a3 -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:
; RUN: not %llc -march=pto -mcpu=a5 -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=A5 --implicit-check-not=error:

; CHECK: error: {{.*}}in function move {{.*}}: pto.tmov.quant: needs the destination and the accumulator type (pto.tmov.quant.<dst dtype>.<acc dtype>) in '%e1 = call
; CHECK: error: {{.*}}in function move {{.*}}: pto.tmov.quant: the fixpipe cannot convert f32 into f32 (f32 into f16/bf16/i8, i32 into f16/i8) in '%e2 = call
; CHECK: error: {{.*}}in function move {{.*}}: pto.tmov.quant: the fixpipe cannot convert i32 into bf16 (f32 into f16/bf16/i8, i32 into f16/i8) in '%e3 = call
; CHECK: error: {{.*}}in function move {{.*}}: pto.tmov.quant: the accumulator %c is f32, but the name says i32 in '%e4 = call
; CHECK: error: {{.*}}in function move {{.*}}: pto.tmov.quant: no variant from vec to mat (variants: acc->mat, acc->vec) in '%e5 = call
; CHECK: error: {{.*}}in function move {{.*}}: pto.tmov.quant: no variant from acc to left (variants: acc->mat, acc->vec) in '%e6 = call
; CHECK: error: {{.*}}in function move {{.*}}: pto.tmov.quant: argument 3 ({{.*}}) is 2 in '%e7 = call
; CHECK: error: {{.*}}in function move {{.*}}: pto.tmov.quant: tile operand %c is 16x16, but the result is 8x16 in '%e8 = call
; CHECK: error: {{.*}}in function move {{.*}}: pto.tmov.quant: a3 has no acc -> vec path (L0C -> UB; only a5 has it) in '%ok2 = call
; A5: error: {{.*}}in function move {{.*}}: pto.tmov.quant: needs the destination
; A5: error: {{.*}}in function move {{.*}}: pto.tmov.quant: the fixpipe cannot convert f32 into f32
; A5: error: {{.*}}in function move {{.*}}: pto.tmov.quant: the fixpipe cannot convert i32 into bf16
; A5: error: {{.*}}in function move {{.*}}: pto.tmov.quant: the accumulator %c is f32
; A5: error: {{.*}}in function move {{.*}}: pto.tmov.quant: no variant from vec to mat
; A5: error: {{.*}}in function move {{.*}}: pto.tmov.quant: no variant from acc to left
; A5: error: {{.*}}in function move {{.*}}: pto.tmov.quant: argument 3 ({{.*}}) is 2
; A5: error: {{.*}}in function move {{.*}}: pto.tmov.quant: {{.*}}16x16{{.*}}8x16{{.*}} in '%e8 = call
define void @move(ptr addrspace(1) %g, i64 %ld, i32 %s) "pto.kernel" {
  %ma = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %a = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %ma, i32 16, i32 16)
  %b = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %ma, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %a, ptr addrspace(4) %b, i32 16, i32 16)
  %v = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %e1 = call ptr addrspace(2) @pto.tmov.quant.mat.i8(ptr addrspace(5) %c, i32 %s, i32 0, i32 16, i32 16)
  %e2 = call ptr addrspace(2) @pto.tmov.quant.mat.f32.f32(ptr addrspace(5) %c, i32 %s, i32 0, i32 16, i32 16)
  %e3 = call ptr addrspace(2) @pto.tmov.quant.mat.bf16.i32(ptr addrspace(5) %c, i32 %s, i32 0, i32 16, i32 16)
  %e4 = call ptr addrspace(2) @pto.tmov.quant.mat.i8.i32(ptr addrspace(5) %c, i32 %s, i32 0, i32 16, i32 16)
  %e5 = call ptr addrspace(2) @pto.tmov.quant.f16.f32(ptr addrspace(6) %v, i32 %s, i32 0, i32 16, i32 16)
  %e6 = call ptr addrspace(3) @pto.tmov.quant.left.f16.f32(ptr addrspace(5) %c, i32 %s, i32 0, i32 16, i32 16)
  %e7 = call ptr addrspace(2) @pto.tmov.quant.mat.f16.f32(ptr addrspace(5) %c, i32 %s, i32 2, i32 16, i32 16)
  %e8 = call ptr addrspace(2) @pto.tmov.quant.mat.f16.f32(ptr addrspace(5) %c, i32 %s, i32 0, i32 8, i32 16)
  ; Accepted: into mat on both generations; into vec on a5 only.
  %ok1 = call ptr addrspace(2) @pto.tmov.quant.mat.i8.f32(ptr addrspace(5) %c, i32 %s, i32 1, i32 16, i32 16)
  %ok2 = call ptr addrspace(6) @pto.tmov.quant.vec.f16.f32(ptr addrspace(5) %c, i32 %s, i32 0, i32 16, i32 16)
  ret void
}

declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(2) @pto.tmov.quant.mat.i8(ptr addrspace(5), i32, i32, i32, i32)
declare ptr addrspace(2) @pto.tmov.quant.mat.f32.f32(ptr addrspace(5), i32, i32, i32, i32)
declare ptr addrspace(2) @pto.tmov.quant.mat.bf16.i32(ptr addrspace(5), i32, i32, i32, i32)
declare ptr addrspace(2) @pto.tmov.quant.mat.i8.i32(ptr addrspace(5), i32, i32, i32, i32)
declare ptr addrspace(2) @pto.tmov.quant.f16.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(3) @pto.tmov.quant.left.f16.f32(ptr addrspace(5), i32, i32, i32, i32)
declare ptr addrspace(2) @pto.tmov.quant.mat.f16.f32(ptr addrspace(5), i32, i32, i32, i32)
declare ptr addrspace(2) @pto.tmov.quant.mat.i8.f32(ptr addrspace(5), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tmov.quant.vec.f16.f32(ptr addrspace(5), i32, i32, i32, i32)
