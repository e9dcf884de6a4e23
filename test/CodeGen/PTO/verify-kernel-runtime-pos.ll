; Kernel-IR verifier rules of runtime sub-tile positions and treshape
; (issue 13, R; docs/builtins.md): a register position is checked when the
; instruction runs (pto-sim: test/tools/pto-sim/runtime-pos-errors.s), but a
; window that cannot fit at any position, or a negative constant position,
; is an error at the call; treshape keeps the bytes (same size), the
; memory, and names its source's type.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function positions {{.*}}: pto.textract: the window [0, 8) x [0, 4) is outside the 4x8 source %t at every value of its register position in '%a = call
; CHECK: error: {{.*}}in function positions {{.*}}: pto.tinsert: the 4x16 tile %w at (0, 0) does not fit inside the 4x8 tile %t at every value of its register position in '%b = call
; CHECK: error: {{.*}}in function positions {{.*}}: pto.textract: sub-tile position argument 3 must not be negative (-2) in '%c = call
; CHECK: error: {{.*}}in function positions {{.*}}: pto.textract: the window [3, 5) x [0, 4) is outside the 4x8 source %t at every value of its register position in '%d = call
define void @positions(ptr addrspace(1) %g, i32 %n) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 8, i32 4, i32 8)
  %w = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 4, i32 16)
  %a = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %t, i32 %n, i32 0, i32 8, i32 4)
  %b = call ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6) %t, ptr addrspace(6) %w, i32 0, i32 %n, i32 4, i32 8)
  %c = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %t, i32 %n, i32 -2, i32 2, i32 4)
  ; the constant row counts: 3 + 2 > 4 whatever the column
  %d = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %t, i32 3, i32 %n, i32 2, i32 4)
  ; fits at (0, 0): fine
  %e = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %t, i32 %n, i32 %n, i32 2, i32 4)
  %f = call ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6) %t, ptr addrspace(6) %e, i32 %n, i32 1, i32 4, i32 8)
  ret void
}

; CHECK: error: {{.*}}in function reshapes {{.*}}: pto.treshape: cannot reshape the vec 4x8 f32 tile %t (128 bytes) into a vec 4x4 f32 tile (64 bytes): treshape keeps the bytes, so both must be the same size in '%a = call
; CHECK: error: {{.*}}in function reshapes {{.*}}: pto.treshape: the source tile %t is f32, but the name says i32 (name the source type as a second suffix to reinterpret another type) in '%b = call
; CHECK: error: {{.*}}in function reshapes {{.*}}: pto.treshape: the source tile %t is f32, but the name says f16 in '%c = call
; CHECK: error: {{.*}}in function reshapes {{.*}}: pto.treshape{{.*}}mat{{.*}} in '%d = call
define void @reshapes(ptr addrspace(1) %g) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 8, i32 4, i32 8)
  %a = call ptr addrspace(6) @pto.treshape.f32(ptr addrspace(6) %t, i32 4, i32 4)
  %b = call ptr addrspace(6) @pto.treshape.i32(ptr addrspace(6) %t, i32 4, i32 8)
  %c = call ptr addrspace(6) @pto.treshape.i32.f16(ptr addrspace(6) %t, i32 4, i32 8)
  %d = call ptr addrspace(2) @pto.treshape.mat.f32(ptr addrspace(6) %t, i32 8, i32 4)
  ; same bytes, another type and shape: fine
  %e = call ptr addrspace(6) @pto.treshape.f16.f32(ptr addrspace(6) %t, i32 2, i32 32)
  %f = call ptr addrspace(6) @pto.treshape.f32(ptr addrspace(6) %t, i32 1, i32 32)
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.textract.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.treshape.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.treshape.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.treshape.i32.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(2) @pto.treshape.mat.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.treshape.f16.f32(ptr addrspace(6), i32, i32)
