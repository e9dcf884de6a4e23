; Kernel-IR verifier rules of views at a runtime row (issue 13, T;
; docs/builtins.md, docs/tile-storage.md "Runtime tview positions"): the
; row is checked when the kernel runs (pto-sim at the viewaddr:
; test/tools/pto-sim/runtime-view-errors.s), but a view that cannot fit at
; any row, a constant row out of range, a column that is not the constant
; 0, a row pitch off the memory's tile alignment, and a use other than a
; read by a tile instruction are errors at the call.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function views {{.*}}: pto.tview: the window [0, 16) x [0, 8) is outside the 8x8 source %t at every value of its register position in '%a = call
; CHECK: error: {{.*}}in function views {{.*}}: pto.tview: the window [6, 10) x [0, 8) is outside the 8x8 source %t in '%b = call
; CHECK: error: {{.*}}in function views {{.*}}: pto.tview: the column of a view of %t must be the constant 0 (a view covers whole rows), not %n in '%c = call
; CHECK: error: {{.*}}in function views {{.*}}: pto.tview: a view of %u at a register row needs a row pitch that is a multiple of the vec tile alignment (32 bytes), but its rows are 16 bytes in '%d = call
; CHECK: error: {{.*}}in function views {{.*}}: pto.tview: the view of %t at a register row may only be read by tile instructions (not merged, viewed again or written over): %f (pto.tview.f32) in '%e = call
; CHECK: error: {{.*}}in function views {{.*}}: pto.tview: the view of %t at a register row may only be read by tile instructions (not merged, viewed again or written over): %h (pto.tsetval.f32) in '%gv = call
define void @views(ptr addrspace(1) %g, i32 %n) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 8, i32 8, i32 8)
  %u = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 4, i32 8, i32 4)
  %a = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 %n, i32 0, i32 16, i32 8)
  %b = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 6, i32 0, i32 4, i32 8)
  %c = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 %n, i32 %n, i32 4, i32 8)
  %d = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %u, i32 %n, i32 0, i32 4, i32 4)
  %e = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 %n, i32 0, i32 4, i32 8)
  %f = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %e, i32 0, i32 0, i32 2, i32 8)
  %gv = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 %n, i32 0, i32 4, i32 8)
  %h = call ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6) %gv, i32 0, i32 0, i32 0, i32 4, i32 8)
  ; read by tile instructions: fine
  %i = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 %n, i32 0, i32 4, i32 8)
  %j = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %i, ptr addrspace(6) %i, i32 4, i32 8)
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 8, ptr addrspace(6) %i)
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tview.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6), i32, i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))

; A builtin called through another call type than its declaration's (one
; `pto.*` declaration, tiles of several memories: the fuzzer's kernels) is
; still a read.
define void @call_type(ptr addrspace(1) %g, i32 %n) {
  %t = call ptr addrspace(6) @pto.tload.i32(ptr addrspace(1) %g, i64 8, i32 8, i32 8)
  %v = call ptr addrspace(6) @pto.tview.i32(ptr addrspace(6) %t, i32 %n, i32 0, i32 4, i32 8)
  call void @pto.tstore.i32(ptr addrspace(1) %g, i64 8, ptr addrspace(6) %v)
  ret void
}
declare ptr addrspace(6) @pto.tload.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tview.i32(ptr addrspace(6), i32, i32, i32, i32)
declare void @pto.tstore.i32(ptr addrspace(1), i64, ptr addrspace(2))
