; The kernel-IR verifier on tscatter (issue 14 (14M)): named
; tscatter.<data>.<index>, the indices of the data's element size, the
; destination and the source of the data type, the index tile last; the
; destination, the source and the indices of the result's shape; no 1-byte
; data.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function scatter {{.*}}: pto.tscatter: element type u8 is not accepted (accepted: f16, bf16, f32, i32, i16, u16, u32) in '%x1 = call
; CHECK: error: {{.*}}in function scatter {{.*}}: pto.tscatter: needs the data type and the index type (pto.tscatter.f32.<u32|i32>) in '%x2 = call
; CHECK: error: {{.*}}in function scatter {{.*}}: pto.tscatter: the indices of f32 data are u32 or i32, not u16 (the result is written over them: same element size) in '%x3 = call
; CHECK: error: {{.*}}in function scatter {{.*}}: pto.tscatter: tile argument 3 (%h) is u16, but the name indexes with u32 in '%x4 = call
; CHECK: error: {{.*}}in function scatter {{.*}}: pto.tscatter: tile argument 2 (%i) is u32, but the name scatters f32 in '%x5 = call
; CHECK: error: {{.*}}in function scatter {{.*}}: pto.tscatter: the source %s1 is 1x16, but the result is 2x16 (a scatter keeps the destination's shape; the source and the indices have it too) in '%x6 = call
; CHECK: error: {{.*}}in function scatter {{.*}}: pto.tscatter: the index tile %i1 is 1x16, but the result is 2x16 (a scatter keeps the destination's shape; the source and the indices have it too) in '%x7 = call
; CHECK: error: {{.*}}in function scatter {{.*}}: pto.tscatter: the destination %d1 is 1x16, but the result is 2x16 (a scatter keeps the destination's shape; the source and the indices have it too) in '%x8 = call
define void @scatter(ptr addrspace(1) %g, i64 %ld) "pto.kernel" {
  %d = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 2, i32 16)
  %s = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 2, i32 16)
  %i = call ptr addrspace(6) @pto.tload.u32(ptr addrspace(1) %g, i64 %ld, i32 2, i32 16)
  %h = call ptr addrspace(6) @pto.tload.u16(ptr addrspace(1) %g, i64 %ld, i32 2, i32 16)
  %b = call ptr addrspace(6) @pto.tload.u8(ptr addrspace(1) %g, i64 %ld, i32 2, i32 16)
  %d1 = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 1, i32 16)
  %s1 = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 1, i32 16)
  %i1 = call ptr addrspace(6) @pto.tload.u32(ptr addrspace(1) %g, i64 %ld, i32 1, i32 16)
  %x1 = call ptr addrspace(6) @pto.tscatter.u8.u16(ptr addrspace(6) %b, ptr addrspace(6) %b, ptr addrspace(6) %h, i32 2, i32 16)
  %x2 = call ptr addrspace(6) @pto.tscatter.f32(ptr addrspace(6) %d, ptr addrspace(6) %s, ptr addrspace(6) %i, i32 2, i32 16)
  %x3 = call ptr addrspace(6) @pto.tscatter.f32.u16(ptr addrspace(6) %d, ptr addrspace(6) %s, ptr addrspace(6) %h, i32 2, i32 16)
  %x4 = call ptr addrspace(6) @pto.tscatter.f32.u32(ptr addrspace(6) %d, ptr addrspace(6) %s, ptr addrspace(6) %h, i32 2, i32 16)
  %x5 = call ptr addrspace(6) @pto.tscatter.f32.u32(ptr addrspace(6) %d, ptr addrspace(6) %i, ptr addrspace(6) %i, i32 2, i32 16)
  %x6 = call ptr addrspace(6) @pto.tscatter.f32.u32(ptr addrspace(6) %d, ptr addrspace(6) %s1, ptr addrspace(6) %i, i32 2, i32 16)
  %x7 = call ptr addrspace(6) @pto.tscatter.f32.u32(ptr addrspace(6) %d, ptr addrspace(6) %s, ptr addrspace(6) %i1, i32 2, i32 16)
  %x8 = call ptr addrspace(6) @pto.tscatter.f32.u32(ptr addrspace(6) %d1, ptr addrspace(6) %s, ptr addrspace(6) %i, i32 2, i32 16)
  %ok = call ptr addrspace(6) @pto.tscatter.f32.u32(ptr addrspace(6) %d, ptr addrspace(6) %s, ptr addrspace(6) %i, i32 2, i32 16)
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.u32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.u16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.u8(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tscatter.u8.u16(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tscatter.f32(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tscatter.f32.u16(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tscatter.f32.u32(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
