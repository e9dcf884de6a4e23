; The kernel-IR verifier on tgatherb (issue 14 (14G)): one element type
; suffix (the offsets are always u32), the tiles' types against it, the
; offset tile's shape (the result's) and the source's rows (the result's).
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function gatherb {{.*}}: pto.tgatherb: takes one element type suffix, not two (the offsets are always u32) in '%x1 = call
; CHECK: error: {{.*}}in function gatherb {{.*}}: pto.tgatherb: tile argument 1 (%s) is f32, but the name gathers u8 in '%x2 = call
; CHECK: error: {{.*}}in function gatherb {{.*}}: pto.tgatherb: tile argument 2 (%j) is i32, but the byte offsets of a tgatherb are u32 in '%x3 = call
; CHECK: error: {{.*}}in function gatherb {{.*}}: pto.tgatherb: the offset tile %i is 2x8, but the result is 2x4 (one element per offset) in '%x4 = call
; CHECK: error: {{.*}}in function gatherb {{.*}}: pto.tgatherb: the source %s1 is 1x16, but a tgatherb's source has the result's 2 rows (any cols; treshape the source to give it them) in '%x5 = call
define void @gatherb(ptr addrspace(1) %g, i64 %ld) "pto.kernel" {
  %s = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 2, i32 8)
  %s1 = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 1, i32 16)
  %i = call ptr addrspace(6) @pto.tload.u32(ptr addrspace(1) %g, i64 %ld, i32 2, i32 8)
  %j = call ptr addrspace(6) @pto.tload.i32(ptr addrspace(1) %g, i64 %ld, i32 2, i32 8)
  %x1 = call ptr addrspace(6) @pto.tgatherb.f32.u32(ptr addrspace(6) %s, ptr addrspace(6) %i, i32 2, i32 8)
  %x2 = call ptr addrspace(6) @pto.tgatherb.u8(ptr addrspace(6) %s, ptr addrspace(6) %i, i32 2, i32 8)
  %x3 = call ptr addrspace(6) @pto.tgatherb.f32(ptr addrspace(6) %s, ptr addrspace(6) %j, i32 2, i32 8)
  %x4 = call ptr addrspace(6) @pto.tgatherb.f32(ptr addrspace(6) %s, ptr addrspace(6) %i, i32 2, i32 4)
  %x5 = call ptr addrspace(6) @pto.tgatherb.f32(ptr addrspace(6) %s1, ptr addrspace(6) %i, i32 2, i32 8)
  %ok = call ptr addrspace(6) @pto.tgatherb.f32(ptr addrspace(6) %s, ptr addrspace(6) %i, i32 2, i32 8)
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.u32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tgatherb.f32.u32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tgatherb.u8(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tgatherb.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
