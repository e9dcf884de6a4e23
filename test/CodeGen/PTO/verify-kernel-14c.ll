; The kernel-IR verifier on the issue 14 (C) arg reductions: the index type
; (u32/i32), the two-suffix name, the source type against the name and the
; accepted types, and the reduced shape.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function argred {{.*}}: pto.trowargmax: the result is a u32 or i32 index, not f32 (pto.trowargmax.u32.f32) in '%x1 = call
; CHECK: error: {{.*}}in function argred {{.*}}: pto.trowargmin: needs the index type and the source type (pto.trowargmin.<u32|i32>.<dtype>) in '%x2 = call
; CHECK: error: {{.*}}in function argred {{.*}}: pto.tcolargmax: tile argument 1 (%a) is f32, but the name reduces f16 in '%x3 = call
; CHECK: error: {{.*}}in function argred {{.*}}: pto.tcolargmin: element type i8 is not accepted (accepted: f16, bf16, f32, i32) in '%x4 = call
; CHECK: error: {{.*}}in function argred {{.*}}: pto.trowargmax: the 16x32 input %a gives a 16x1 result, not 16x2 in '%x5 = call
define void @argred(ptr addrspace(1) %g, i64 %ld) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 32)
  %b = call ptr addrspace(6) @pto.tload.i8(ptr addrspace(1) %g, i64 %ld, i32 16, i32 32)
  %x1 = call ptr addrspace(6) @pto.trowargmax.f32.f32(ptr addrspace(6) %a, i32 16, i32 1)
  %x2 = call ptr addrspace(6) @pto.trowargmin.u32(ptr addrspace(6) %a, i32 16, i32 1)
  %x3 = call ptr addrspace(6) @pto.tcolargmax.u32.f16(ptr addrspace(6) %a, i32 1, i32 32)
  %x4 = call ptr addrspace(6) @pto.tcolargmin.i32.i8(ptr addrspace(6) %b, i32 1, i32 32)
  %x5 = call ptr addrspace(6) @pto.trowargmax.u32.f32(ptr addrspace(6) %a, i32 16, i32 2)
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.i8(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.trowargmax.f32.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowargmin.u32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolargmax.u32.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolargmin.i32.i8(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowargmax.u32.f32(ptr addrspace(6), i32, i32)
