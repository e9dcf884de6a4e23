; The kernel-IR verifier on tmrgsort (issue 14 (14M)): f32 only, the source
; the result's shape, one row of cols a multiple of 256, a constant block
; length a positive multiple of 64 dividing cols into groups of four blocks
; (a register one is checked by pto-sim).
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function merge {{.*}}: pto.tmrgsort: element type f16 is not accepted (accepted: f32) in '%x1 = call
; CHECK: error: {{.*}}in function merge {{.*}}: pto.tmrgsort: the source %s512 is 1x512, but the merged result is 1x256 (the same pairs, reordered) in '%x2 = call
; CHECK: error: {{.*}}in function merge {{.*}}: pto.tmrgsort: tmrgsort merges one row of cols a multiple of 256 (four blocks of at least 32 value/index pairs), not 2x256 in '%x3 = call
; CHECK: error: {{.*}}in function merge {{.*}}: pto.tmrgsort: tmrgsort merges one row of cols a multiple of 256 (four blocks of at least 32 value/index pairs), not 1x320 in '%x4 = call
; CHECK: error: {{.*}}in function merge {{.*}}: pto.tmrgsort: the block length 96 is not a positive multiple of 64 that divides the 512 cols into groups of four blocks in '%x5 = call
; CHECK: error: {{.*}}in function merge {{.*}}: pto.tmrgsort: the block length 256 is not a positive multiple of 64 that divides the 512 cols into groups of four blocks in '%x6 = call
; CHECK: error: {{.*}}in function merge {{.*}}: pto.tmrgsort: the block length 0 is not a positive multiple of 64 that divides the 512 cols into groups of four blocks in '%x7 = call
; CHECK: error: {{.*}}in function merge {{.*}}: pto.tmrgsort: the block length -64 is not a positive multiple of 64 that divides the 512 cols into groups of four blocks in '%x8 = call
; The valid ones: constant and register block lengths.
define void @merge(ptr addrspace(1) %g, i64 %ld, i32 %n) "pto.kernel" {
  %s = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 1, i32 256)
  %s512 = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 1, i32 512)
  %s2 = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 2, i32 256)
  %s320 = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 1, i32 320)
  %x1 = call ptr addrspace(6) @pto.tmrgsort.f16(ptr addrspace(6) %s, i32 64, i32 1, i32 256)
  %x2 = call ptr addrspace(6) @pto.tmrgsort.f32(ptr addrspace(6) %s512, i32 64, i32 1, i32 256)
  %x3 = call ptr addrspace(6) @pto.tmrgsort.f32(ptr addrspace(6) %s2, i32 64, i32 2, i32 256)
  %x4 = call ptr addrspace(6) @pto.tmrgsort.f32(ptr addrspace(6) %s320, i32 64, i32 1, i32 320)
  %x5 = call ptr addrspace(6) @pto.tmrgsort.f32(ptr addrspace(6) %s512, i32 96, i32 1, i32 512)
  %x6 = call ptr addrspace(6) @pto.tmrgsort.f32(ptr addrspace(6) %s512, i32 256, i32 1, i32 512)
  %x7 = call ptr addrspace(6) @pto.tmrgsort.f32(ptr addrspace(6) %s512, i32 0, i32 1, i32 512)
  %x8 = call ptr addrspace(6) @pto.tmrgsort.f32(ptr addrspace(6) %s512, i32 -64, i32 1, i32 512)
  %ok1 = call ptr addrspace(6) @pto.tmrgsort.f32(ptr addrspace(6) %s512, i32 128, i32 1, i32 512)
  %ok2 = call ptr addrspace(6) @pto.tmrgsort.f32(ptr addrspace(6) %s512, i32 %n, i32 1, i32 512)
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmrgsort.f16(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmrgsort.f32(ptr addrspace(6), i32, i32, i32)
