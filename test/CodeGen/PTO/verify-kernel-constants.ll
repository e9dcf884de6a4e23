; Shapes and sub-tile positions are constants (but the positions of
; textract and tinsert, which may be registers: issue 13, R, and a view's
; row: issue 13, T -- its column stays the constant 0); rows and cols
; are positive, positions non-negative.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function dynamic {{.*}}: pto.tload: argument 3 (the result rows (constant i32)) must be a constant, not %n in '%t = call
; CHECK: error: {{.*}}in function dynamic {{.*}}: pto.tview: the column of a view of %u must be the constant 0 (a view covers whole rows), not %n in '%e = call
define void @dynamic(ptr addrspace(1) %g, i64 %ld, i32 %n) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 %n, i32 16)
  %u = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %u, i32 0, i32 %n, i32 8, i32 8)
  %x = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %u, i32 0, i32 %n, i32 8, i32 8)
  ret void
}

; CHECK: error: {{.*}}in function nonpositive {{.*}}: pto.tload: rows must be positive (0) in '%t = call
; CHECK: error: {{.*}}in function nonpositive {{.*}}: pto.tfill: cols must be positive (-16) in '%f = call
; CHECK: error: {{.*}}in function nonpositive {{.*}}: pto.tview: sub-tile position argument 2 must not be negative (-1) in '%v = call
define void @nonpositive(ptr addrspace(1) %g, i64 %ld) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 0, i32 16)
  %f = call ptr addrspace(6) @pto.tfill.f32(i32 0, i32 16, i32 -16)
  %u = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %u, i32 -1, i32 0, i32 8, i32 8)
  ret void
}

define void @valid(ptr addrspace(1) %g, i64 %ld) "pto.kernel" {
  %u = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %u, i32 8, i32 0, i32 8, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(6) %v)
  ret void
}

declare ptr addrspace(6) @pto.textract.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tfill.f32(i32, i32, i32)
declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tview.f32(ptr addrspace(6), i32, i32, i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))
