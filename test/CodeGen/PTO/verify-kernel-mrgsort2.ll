; The kernel-IR verifier on tmrgsort2 / tmrgsort2.cnt (issue 14 (14M)):
; f32 lists (tmrgsort2.f32; tmrgsort2.cnt.u16 with u16 counts and one
; suffix), each one row of cols a multiple of 8, the two of one shape, the
; merge 1 x twice a list's cols, the counts 1 x 4, the exhausted flag a
; constant 0 or 1 (pto-isa's template parameter).
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function merge2 {{.*}}: pto.tmrgsort2: element type f16 is not accepted (accepted: f32) in '%x1 = call
; CHECK: error: {{.*}}in function merge2 {{.*}}: pto.tmrgsort2: tile argument 2 (%u) is u32, but the builtin works on f32 in '%x2 = call
; CHECK: error: {{.*}}in function merge2 {{.*}}: pto.tmrgsort2: the list %a12 is 1x12, but a merged list is one row of cols a multiple of 8 (whole 32-byte units of value/index pairs) in '%x3 = call
; CHECK: error: {{.*}}in function merge2 {{.*}}: pto.tmrgsort2: the list %a2 is 2x16, but a merged list is one row of cols a multiple of 8 (whole 32-byte units of value/index pairs) in '%x4 = call
; CHECK: error: {{.*}}in function merge2 {{.*}}: pto.tmrgsort2: the list %a32 is 1x32, but the list %a is 1x16 (two lists of one length) in '%x5 = call
; CHECK: error: {{.*}}in function merge2 {{.*}}: pto.tmrgsort2: merging two 1x16 lists gives a 1x32 result (every pair), not 1x16 in '%x6 = call
; CHECK: error: {{.*}}in function merge2 {{.*}}: pto.tmrgsort2: argument 3 (a 0/1 mode (constant i32)) is 2 in '%x7 = call
; CHECK: error: {{.*}}in function merge2 {{.*}}: pto.tmrgsort2: argument 3 (a 0/1 mode (constant i32)) must be a constant, not %n in '%x8 = call
; CHECK: error: {{.*}}in function merge2 {{.*}}: pto.tmrgsort2.cnt: element type f32 is not accepted (accepted: u16; the counts' type) in '%c1 = call
; CHECK: error: {{.*}}in function merge2 {{.*}}: pto.tmrgsort2.cnt: takes one element type suffix, not two (the lists are always f32) in '%c2 = call
; CHECK: error: {{.*}}in function merge2 {{.*}}: pto.tmrgsort2.cnt: tile argument 1 (%u) is u32, but the merged lists are f32 in '%c3 = call
; CHECK: error: {{.*}}in function merge2 {{.*}}: pto.tmrgsort2.cnt: merging two 1x16 lists gives a 1x4 count tile (pairs from each list, then two zeros), not 1x8 in '%c4 = call
; CHECK: error: {{.*}}in function merge2 {{.*}}: pto.tmrgsort2.cnt: the list %a32 is 1x32, but the list %a is 1x16 (two lists of one length) in '%c5 = call
; The valid ones.
define void @merge2(ptr addrspace(1) %g, i64 %ld, i32 %n) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 1, i32 16)
  %a12 = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 1, i32 12)
  %a2 = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 2, i32 16)
  %a32 = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 1, i32 32)
  %u = call ptr addrspace(6) @pto.tload.u32(ptr addrspace(1) %g, i64 %ld, i32 1, i32 16)
  %x1 = call ptr addrspace(6) @pto.tmrgsort2.f16(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 0, i32 1, i32 32)
  %x2 = call ptr addrspace(6) @pto.tmrgsort2.f32(ptr addrspace(6) %a, ptr addrspace(6) %u, i32 0, i32 1, i32 32)
  %x3 = call ptr addrspace(6) @pto.tmrgsort2.f32(ptr addrspace(6) %a12, ptr addrspace(6) %a12, i32 0, i32 1, i32 24)
  %x4 = call ptr addrspace(6) @pto.tmrgsort2.f32(ptr addrspace(6) %a2, ptr addrspace(6) %a2, i32 0, i32 1, i32 32)
  %x5 = call ptr addrspace(6) @pto.tmrgsort2.f32(ptr addrspace(6) %a, ptr addrspace(6) %a32, i32 0, i32 1, i32 32)
  %x6 = call ptr addrspace(6) @pto.tmrgsort2.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 0, i32 1, i32 16)
  %x7 = call ptr addrspace(6) @pto.tmrgsort2.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 2, i32 1, i32 32)
  %x8 = call ptr addrspace(6) @pto.tmrgsort2.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 %n, i32 1, i32 32)
  %c1 = call ptr addrspace(6) @pto.tmrgsort2.cnt.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 0, i32 1, i32 4)
  %c2 = call ptr addrspace(6) @pto.tmrgsort2.cnt.u16.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 0, i32 1, i32 4)
  %c3 = call ptr addrspace(6) @pto.tmrgsort2.cnt.u16(ptr addrspace(6) %u, ptr addrspace(6) %a, i32 0, i32 1, i32 4)
  %c4 = call ptr addrspace(6) @pto.tmrgsort2.cnt.u16(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 0, i32 1, i32 8)
  %c5 = call ptr addrspace(6) @pto.tmrgsort2.cnt.u16(ptr addrspace(6) %a, ptr addrspace(6) %a32, i32 1, i32 1, i32 4)
  %ok1 = call ptr addrspace(6) @pto.tmrgsort2.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 1, i32 1, i32 32)
  %ok2 = call ptr addrspace(6) @pto.tmrgsort2.cnt.u16(ptr addrspace(6) %a32, ptr addrspace(6) %a32, i32 1, i32 1, i32 4)
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.u32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmrgsort2.f16(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmrgsort2.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmrgsort2.cnt.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmrgsort2.cnt.u16.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmrgsort2.cnt.u16(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
