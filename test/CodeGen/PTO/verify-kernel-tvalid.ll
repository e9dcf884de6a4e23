; Kernel-IR verifier rules of tvalid (issue 13, runtime valid extents;
; docs/builtins.md): a constant valid extent outside 0..capacity is an
; error at the call, naming the argument; a register extent is checked by
; pto-sim when an instruction captures it (test/tools/pto-sim/valid-extent.ll).
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function extents {{.*}}: pto.tvalid: valid rows 9 (argument 2) outside 0..8, the tile's rows in '%a = call
; CHECK: error: {{.*}}in function extents {{.*}}: pto.tvalid: valid cols 17 (argument 3) outside 0..16, the tile's cols in '%b = call
define void @extents(ptr addrspace(1) %g, i32 %n) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 8, i32 16)
  %a = call ptr addrspace(6) @pto.tvalid.f32(ptr addrspace(6) %t, i32 9, i32 %n, i32 8, i32 16)
  %b = call ptr addrspace(6) @pto.tvalid.f32(ptr addrspace(6) %t, i32 %n, i32 17, i32 8, i32 16)
  ; The full extent and an empty one are fine.
  %c = call ptr addrspace(6) @pto.tvalid.f32(ptr addrspace(6) %t, i32 8, i32 16, i32 8, i32 16)
  %d = call ptr addrspace(6) @pto.tvalid.f32(ptr addrspace(6) %t, i32 0, i32 0, i32 8, i32 16)
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tvalid.f32(ptr addrspace(6), i32, i32, i32, i32)
