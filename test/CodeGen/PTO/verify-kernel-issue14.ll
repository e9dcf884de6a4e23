; Kernel-IR verifier rules of the compare/select, index, triangle, bitwise
; and remainder builtins (issue 14, docs/builtins.md): one diagnostic each.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; A comparison mode outside PTOCmpModeTable, a non-constant one.
; CHECK: error: {{.*}}in function cmpmode {{.*}}: pto.tcmp: argument 3 (a comparison mode (constant i32: 0 eq, 1 ne, 2 lt, 3 le, 4 gt, 5 ge)) is 6 in '%m = call
; CHECK: error: {{.*}}in function cmpmode {{.*}}: pto.tcmps: argument 3 (a comparison mode (constant i32: 0 eq, 1 ne, 2 lt, 3 le, 4 gt, 5 ge)) must be a constant, not %k in '%n = call
define void @cmpmode(ptr addrspace(1) %g, i32 %k) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 4, i32 16)
  %m = call ptr addrspace(6) @pto.tcmp.u8.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 6, i32 4, i32 2)
  %n = call ptr addrspace(6) @pto.tcmps.u8.f32(ptr addrspace(6) %a, i32 0, i32 %k, i32 4, i32 2)
  ret void
}

; The mask is u8, named as the first type; the compared tiles have the
; second; the mask is R x ceil(C/8).
; CHECK: error: {{.*}}in function cmptypes {{.*}}: pto.tcmp: needs the mask type and the compared type (pto.tcmp.u8.<dtype>) in '%m1 = call
; CHECK: error: {{.*}}in function cmptypes {{.*}}: pto.tcmp: the result is a u8 mask, not i32 (pto.tcmp.u8.f32) in '%m2 = call
; CHECK: error: {{.*}}in function cmptypes {{.*}}: pto.tcmp: tile argument 2 (%b) is i32, but the name compares f32 in '%m3 = call
; CHECK: error: {{.*}}in function cmptypes {{.*}}: pto.tcmp: comparing 4x16 tiles gives a 4x2 mask (one bit per element), not 4x16 in '%m4 = call
define void @cmptypes(ptr addrspace(1) %g) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 4, i32 16)
  %b = call ptr addrspace(6) @pto.tload.i32(ptr addrspace(1) %g, i64 16, i32 4, i32 16)
  %m1 = call ptr addrspace(6) @pto.tcmp.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 0, i32 4, i32 2)
  %m2 = call ptr addrspace(6) @pto.tcmp.i32.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 0, i32 4, i32 2)
  %m3 = call ptr addrspace(6) @pto.tcmp.u8.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 0, i32 4, i32 2)
  %m4 = call ptr addrspace(6) @pto.tcmp.u8.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 0, i32 4, i32 16)
  ret void
}

; tsel's mask must be a u8 tile of R x ceil(C/8).
; CHECK: error: {{.*}}in function selmask {{.*}}: pto.tsel: the mask %a is f32, but a mask is u8 (tcmp, tcmps) in '%s1 = call
; CHECK: error: {{.*}}in function selmask {{.*}}: pto.tsel: the mask %a is 4x16, but a 4x16 select needs a 4x2 mask in '%s1 = call
; CHECK: error: {{.*}}in function selmask {{.*}}: pto.tsels: the mask %w is 2x2, but a 4x16 select needs a 4x2 mask in '%s2 = call
; CHECK: error: {{.*}}in function selmask {{.*}}: pto.tsel: tile argument 3 (%h) is f16, but the builtin works on f32 in '%s3 = call
define void @selmask(ptr addrspace(1) %g) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 4, i32 16)
  %h = call ptr addrspace(6) @pto.tload.f16(ptr addrspace(1) %g, i64 16, i32 4, i32 16)
  %w = call ptr addrspace(6) @pto.tload.u8(ptr addrspace(1) %g, i64 16, i32 2, i32 2)
  %m = call ptr addrspace(6) @pto.tcmp.u8.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 2, i32 4, i32 2)
  %s1 = call ptr addrspace(6) @pto.tsel.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, ptr addrspace(6) %a, i32 4, i32 16)
  %s2 = call ptr addrspace(6) @pto.tsels.f32(ptr addrspace(6) %w, ptr addrspace(6) %a, i32 0, i32 4, i32 16)
  %s3 = call ptr addrspace(6) @pto.tsel.f32(ptr addrspace(6) %m, ptr addrspace(6) %a, ptr addrspace(6) %h, i32 4, i32 16)
  ret void
}

; Bitwise ops and shifts take integers only; trem no bf16; tci 16/32-bit
; integers in one row; the flags are 0 or 1.
; CHECK: error: {{.*}}in function types {{.*}}: pto.tshl: element type f32 is not accepted (accepted: i8, i32, u8, i16, u16, u32) in '%x1 = call
; CHECK: error: {{.*}}in function types {{.*}}: pto.tand: element type f16 is not accepted (accepted: i8, i32, u8, i16, u16, u32) in '%x2 = call
; CHECK: error: {{.*}}in function types {{.*}}: pto.trem: element type bf16 is not accepted (accepted: f16, f32, i32, i16, u16, u32) in '%x3 = call
; CHECK: error: {{.*}}in function types {{.*}}: pto.tci: element type f32 is not accepted (accepted: i32, i16, u16, u32) in '%x4 = call
; CHECK: error: {{.*}}in function types {{.*}}: pto.tci: the sequence is one row (1xC), not 2x8 in '%x5 = call
; CHECK: error: {{.*}}in function types {{.*}}: pto.ttri: argument 2 (a 0/1 mode (constant i32)) is 2 in '%x6 = call
define void @types(ptr addrspace(1) %g) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 4, i32 16)
  %h = call ptr addrspace(6) @pto.tload.f16(ptr addrspace(1) %g, i64 16, i32 4, i32 16)
  %b = call ptr addrspace(6) @pto.tload.bf16(ptr addrspace(1) %g, i64 16, i32 4, i32 16)
  %x1 = call ptr addrspace(6) @pto.tshl.f32(ptr addrspace(6) %a, ptr addrspace(6) %a, i32 4, i32 16)
  %x2 = call ptr addrspace(6) @pto.tand.f16(ptr addrspace(6) %h, ptr addrspace(6) %h, i32 4, i32 16)
  %x3 = call ptr addrspace(6) @pto.trem.bf16(ptr addrspace(6) %b, ptr addrspace(6) %b, i32 4, i32 16)
  %x4 = call ptr addrspace(6) @pto.tci.f32(i32 0, i32 0, i32 1, i32 8)
  %x5 = call ptr addrspace(6) @pto.tci.i32(i32 0, i32 0, i32 2, i32 8)
  %x6 = call ptr addrspace(6) @pto.ttri.f32(i32 0, i32 2, i32 8, i32 8)
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.bf16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.u8(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tcmp.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tcmp.i32.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tcmp.u8.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tcmps.u8.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tsel.f32(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsels.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tshl.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tand.f16(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trem.bf16(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tci.f32(i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tci.i32(i32, i32, i32, i32)
declare ptr addrspace(6) @pto.ttri.f32(i32, i32, i32, i32)
