; The kernel-IR verifier on tsort32 (issue 14 (14S)): one element type
; suffix (f32), the index tile u32, the source's cols a multiple of 32
; (whole blocks), the index tile the source's shape, the result rows x 2C.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function sort {{.*}}: pto.tsort32: element type f16 is not accepted (accepted: f32) in '%x1 = call
; CHECK: error: {{.*}}in function sort {{.*}}: pto.tsort32: tile argument 2 (%j) is i32, but the index tile of a sort is u32 in '%x2 = call
; CHECK: error: {{.*}}in function sort {{.*}}: pto.tsort32: the source %s48 is 2x48, but tsort32 sorts whole 32-element blocks (cols a multiple of 32) in '%x3 = call
; CHECK: error: {{.*}}in function sort {{.*}}: pto.tsort32: the index tile %i32 is 2x32, but the source %s is 2x64 (one index per element) in '%x4 = call
; CHECK: error: {{.*}}in function sort {{.*}}: pto.tsort32: sorting a 2x64 source gives a 2x128 result (a value/index pair per element), not 2x64 in '%x5 = call
; CHECK: error: {{.*}}in function sort {{.*}}: pto.tsort32: takes one element type suffix, not two in '%x6 = call
define void @sort(ptr addrspace(1) %g, i64 %ld) "pto.kernel" {
  %s = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 2, i32 64)
  %s48 = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 2, i32 48)
  %i = call ptr addrspace(6) @pto.tload.u32(ptr addrspace(1) %g, i64 %ld, i32 2, i32 64)
  %i48 = call ptr addrspace(6) @pto.tload.u32(ptr addrspace(1) %g, i64 %ld, i32 2, i32 48)
  %i32 = call ptr addrspace(6) @pto.tload.u32(ptr addrspace(1) %g, i64 %ld, i32 2, i32 32)
  %j = call ptr addrspace(6) @pto.tload.i32(ptr addrspace(1) %g, i64 %ld, i32 2, i32 64)
  %x1 = call ptr addrspace(6) @pto.tsort32.f16(ptr addrspace(6) %s, ptr addrspace(6) %i, i32 2, i32 128)
  %x2 = call ptr addrspace(6) @pto.tsort32.f32(ptr addrspace(6) %s, ptr addrspace(6) %j, i32 2, i32 128)
  %x3 = call ptr addrspace(6) @pto.tsort32.f32(ptr addrspace(6) %s48, ptr addrspace(6) %i48, i32 2, i32 96)
  %x4 = call ptr addrspace(6) @pto.tsort32.f32(ptr addrspace(6) %s, ptr addrspace(6) %i32, i32 2, i32 128)
  %x5 = call ptr addrspace(6) @pto.tsort32.f32(ptr addrspace(6) %s, ptr addrspace(6) %i, i32 2, i32 64)
  %x6 = call ptr addrspace(6) @pto.tsort32.f32.u32(ptr addrspace(6) %s, ptr addrspace(6) %i, i32 2, i32 128)
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.u32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tsort32.f16(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsort32.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsort32.f32.u32(ptr addrspace(6), ptr addrspace(6), i32, i32)
