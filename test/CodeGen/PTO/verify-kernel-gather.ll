; The kernel-IR verifier on tgather (issue 14 D): the name's two types
; (data, then an index type of the data's size: u32/i32 for 4-byte data,
; u16/i16 for 2-byte data), the tiles' types against them, the accepted
; data types, and the result shape (the index tile's).
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function gather {{.*}}: pto.tgather: needs the data type and the index type (pto.tgather.f32.<u32|i32>) in '%x1 = call
; CHECK: error: {{.*}}in function gather {{.*}}: pto.tgather: the indices of f32 data are u32 or i32, not i16 (the result is written over them: same element size) in '%x2 = call
; CHECK: error: {{.*}}in function gather {{.*}}: pto.tgather: tile argument 2 (%i) is i32, but the name indexes with i16 in '%x2 = call
; CHECK: error: {{.*}}in function gather {{.*}}: pto.tgather: tile argument 1 (%s) is f32, but the name gathers f16 in '%x3 = call
; CHECK: error: {{.*}}in function gather {{.*}}: pto.tgather: element type i8 is not accepted (accepted: f16, bf16, f32, i32, i16, u16, u32) in '%x4 = call
; CHECK: error: {{.*}}in function gather {{.*}}: pto.tgather: the index tile %i is 2x8, but the result is 2x4 (one element per index) in '%x5 = call
define void @gather(ptr addrspace(1) %g, i64 %ld) "pto.kernel" {
  %s = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 4, i32 8)
  %i = call ptr addrspace(6) @pto.tload.i32(ptr addrspace(1) %g, i64 %ld, i32 2, i32 8)
  %j = call ptr addrspace(6) @pto.tload.i16(ptr addrspace(1) %g, i64 %ld, i32 2, i32 8)
  %x1 = call ptr addrspace(6) @pto.tgather.f32(ptr addrspace(6) %s, ptr addrspace(6) %i, i32 2, i32 8)
  %x2 = call ptr addrspace(6) @pto.tgather.f32.i16(ptr addrspace(6) %s, ptr addrspace(6) %i, i32 2, i32 8)
  %x3 = call ptr addrspace(6) @pto.tgather.f16.i16(ptr addrspace(6) %s, ptr addrspace(6) %j, i32 2, i32 8)
  %x4 = call ptr addrspace(6) @pto.tgather.i8.i16(ptr addrspace(6) %s, ptr addrspace(6) %j, i32 2, i32 8)
  %x5 = call ptr addrspace(6) @pto.tgather.f32.i32(ptr addrspace(6) %s, ptr addrspace(6) %i, i32 2, i32 4)
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.i16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tgather.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tgather.f32.i16(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tgather.f16.i16(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tgather.i8.i16(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tgather.f32.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
