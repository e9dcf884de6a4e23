; The kernel-IR verifier on the issue 14 (D) partial builtins: the first
; source has the result's shape (pto-isa lets either source be the
; full-size one; the operations commute, so here it comes first), the
; second fits inside it, both have the name's type.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function part {{.*}}: pto.tpartadd: tile operand %s is 8x16, but the result is 16x32 (the first source has the result's shape; the operation commutes, so the smaller source goes second) in '%x1 = call
; CHECK: error: {{.*}}in function part {{.*}}: pto.tpartmax: tile operand %w is 8x64, which does not fit inside the 16x32 result in '%x2 = call
; CHECK: error: {{.*}}in function part {{.*}}: pto.tpartmul: tile argument 2 (%h) is f16, but the builtin works on f32 in '%x3 = call
define void @part(ptr addrspace(1) %g, i64 %ld) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 32)
  %s = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 8, i32 16)
  %w = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 8, i32 64)
  %h = call ptr addrspace(6) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 8, i32 16)
  %x1 = call ptr addrspace(6) @pto.tpartadd.f32(ptr addrspace(6) %s, ptr addrspace(6) %a, i32 16, i32 32)
  %x2 = call ptr addrspace(6) @pto.tpartmax.f32(ptr addrspace(6) %a, ptr addrspace(6) %w, i32 16, i32 32)
  %x3 = call ptr addrspace(6) @pto.tpartmul.f32(ptr addrspace(6) %a, ptr addrspace(6) %h, i32 16, i32 32)
  %x4 = call ptr addrspace(6) @pto.tpartmin.f32(ptr addrspace(6) %a, ptr addrspace(6) %s, i32 16, i32 32)
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tpartadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tpartmax.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tpartmul.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tpartmin.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
