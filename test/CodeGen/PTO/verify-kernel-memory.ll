; Memory variants: (builtin, result memory, first tile operand memory) must be
; in PTOTileOpTable; cube operands must be left/right/acc/bias; the tile
; operands of other builtins share one memory.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function acc_to_acc {{.*}}: pto.tmov: no move from acc to acc (the hardware has no acc->acc move; moves: mat->mat, mat->left, mat->right, mat->bias, acc->mat, acc->vec, vec->mat, vec->vec) in '%c2 = call ptr addrspace(5) @pto.tmov.f32(ptr addrspace(5) %c
define void @acc_to_acc(ptr addrspace(1) %g, i64 %ld) {
  %m = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %c2 = call ptr addrspace(5) @pto.tmov.f32(ptr addrspace(5) %c, i32 16, i32 16)
  ret void
}

; CHECK: error: {{.*}}in function variants {{.*}}: pto.tload: no variant from gm to left (variants: gm->mat, gm->vec) in '%l = call
; CHECK: error: {{.*}}in function variants {{.*}}: pto.tadd: no variant from mat to mat (variants: vec->vec) in '%a = call
; CHECK: error: {{.*}}in function variants {{.*}}: pto.tstore: no variant from left to gm (variants: mat->gm, acc->gm, vec->gm) in 'call void @pto.tstore.f16(
; CHECK: error: {{.*}}in function variants {{.*}}: pto.tgetval: no variant reads a mat tile (it reads: vec) in '%v = call
; CHECK: error: {{.*}}in function variants {{.*}}: pto.tfill: no variant from acc to acc (variants: vec->vec) in '%f = call
define void @variants(ptr addrspace(1) %g, i64 %ld) {
  %l = call ptr addrspace(3) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %m = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %a = call ptr addrspace(2) @pto.tadd.f16(ptr addrspace(2) %m, ptr addrspace(2) %m, i32 16, i32 16)
  %ll = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %m, i32 16, i32 16)
  call void @pto.tstore.f16(ptr addrspace(1) %g, i64 %ld, ptr addrspace(3) %ll)
  %v = call i32 @pto.tgetval.f16(ptr addrspace(2) %m, i32 0, i32 0)
  %f = call ptr addrspace(5) @pto.tfill.f32(i32 0, i32 16, i32 16)
  ret void
}

; CHECK: error: {{.*}}in function cube_operands {{.*}}: pto.tmatmul: tile argument 2 (%l) must be a right tile, not left in '%c = call
; CHECK: error: {{.*}}in function cube_operands {{.*}}: pto.tmatmul.acc: tile argument 2 (%r) must be a left tile, not right in '%d = call
; CHECK: error: {{.*}}in function cube_operands {{.*}}: pto.tmatmul.acc: tile argument 3 (%l) must be a right tile, not left in '%d = call
; CHECK: error: {{.*}}in function cube_operands {{.*}}: pto.tmatmul.bias: tile argument 3 (%bm) must be a bias tile, not mat in '%e = call
define void @cube_operands(ptr addrspace(1) %g, i64 %ld) {
  %m = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l, ptr addrspace(3) %l, i32 16, i32 16)
  %c0 = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %d = call ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5) %c0, ptr addrspace(4) %r, ptr addrspace(3) %l, i32 16, i32 16)
  %bm = call ptr addrspace(2) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 1, i32 16)
  %e = call ptr addrspace(5) @pto.tmatmul.bias.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, ptr addrspace(2) %bm, i32 16, i32 16)
  ret void
}

; CHECK: error: {{.*}}in function one_memory {{.*}}: pto.tadd: tile operands must share one memory: %v is vec, %m is mat in '%a = call
; CHECK: error: {{.*}}in function one_memory {{.*}}: pto.tinsert: tile operands must share one memory: %v is vec, %m is mat in '%i = call
define void @one_memory(ptr addrspace(1) %g, i64 %ld) {
  %v = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %m = call ptr addrspace(2) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %a = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %v, ptr addrspace(2) %m, i32 16, i32 16)
  %i = call ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6) %v, ptr addrspace(2) %m, i32 0, i32 0, i32 16, i32 16)
  ret void
}

define void @valid(ptr addrspace(1) %g, i64 %ld) "pto.kernel" {
  %m = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %v = call ptr addrspace(6) @pto.tmov.f32(ptr addrspace(5) %c, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %v)
  ret void
}

declare i32 @pto.tgetval.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(2) @pto.tadd.f16(ptr addrspace(2), ptr addrspace(2), i32, i32)
declare ptr addrspace(2) @pto.tload.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(2) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tfill.f32(i32, i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5), ptr addrspace(4), ptr addrspace(3), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.bias.f32(ptr addrspace(3), ptr addrspace(4), ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmov.f32(ptr addrspace(5), i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(2), i32, i32)
declare ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6), ptr addrspace(2), i32, i32, i32, i32)
declare void @pto.tstore.f16(ptr addrspace(1), i64, ptr addrspace(3))
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))
