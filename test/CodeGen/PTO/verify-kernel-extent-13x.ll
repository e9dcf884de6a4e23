; Kernel-IR verifier: operand extents that are constants agree (issue 13,
; 13X; docs/tile-storage.md "Valid regions"). An operation that reads its
; other tile operands over one operand's extent (elem, cmp, select, matmul,
; part) is an error at the call when another operand is a tvalid with a
; constant extent smaller than what is read; register extents are pto-ref's
; to check at run time.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function agree {{.*}}: pto.tadd: operand 2 (%b) is valid over 2 x 16, but the operation reads 4 x 16 of it (the valid extent of %a) in '%x = call
; CHECK: error: {{.*}}in function agree {{.*}}: pto.tcmp: operand 2 (%c) is valid over 4 x 8, but the operation reads 4 x 16 of it (the valid extent of %a) in '%m = call
; CHECK: error: {{.*}}in function agree {{.*}}: pto.tsel: operand 1 (%mv) is valid over 4 x 1, but the operation reads 4 x 2 of it (the valid extent of %a) in '%s = call
; CHECK: error: {{.*}}in function agree {{.*}}: pto.tpartadd: operand 2 (%pb) is valid over 1 x 4, but the operation reads 2 x 4 of it (the valid extent of %a2) in '%p = call
define void @agree(ptr addrspace(1) %g, i32 %n) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 8, i32 16)
  %u = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 8, i32 16)
  %a = call ptr addrspace(6) @pto.tvalid.f32(ptr addrspace(6) %t, i32 4, i32 16, i32 8, i32 16)
  %b = call ptr addrspace(6) @pto.tvalid.f32(ptr addrspace(6) %u, i32 2, i32 16, i32 8, i32 16)
  %c = call ptr addrspace(6) @pto.tvalid.f32(ptr addrspace(6) %u, i32 4, i32 8, i32 8, i32 16)
  %x = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 16)
  %m = call ptr addrspace(6) @pto.tcmp.u8.f32(ptr addrspace(6) %a, ptr addrspace(6) %c, i32 4, i32 8, i32 2)
  %mv = call ptr addrspace(6) @pto.tvalid.u8(ptr addrspace(6) %m, i32 4, i32 1, i32 8, i32 2)
  %s = call ptr addrspace(6) @pto.tsel.f32(ptr addrspace(6) %mv, ptr addrspace(6) %a, ptr addrspace(6) %u, i32 8, i32 16)
  %pt = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 8, i32 2, i32 8)
  %pb = call ptr addrspace(6) @pto.tvalid.f32(ptr addrspace(6) %pt, i32 1, i32 4, i32 2, i32 8)
  %a2 = call ptr addrspace(6) @pto.tvalid.f32(ptr addrspace(6) %t, i32 4, i32 4, i32 8, i32 16)
  %p = call ptr addrspace(6) @pto.tpartadd.f32(ptr addrspace(6) %a2, ptr addrspace(6) %pb, i32 8, i32 16)
  ; Fine: a larger operand extent, a register one, the capacity.
  %y = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %b, ptr addrspace(6) %a, i32 8, i32 16)
  %r = call ptr addrspace(6) @pto.tvalid.f32(ptr addrspace(6) %u, i32 %n, i32 1, i32 8, i32 16)
  %z = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %r, i32 8, i32 16)
  %w = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %u, i32 8, i32 16)
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tvalid.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tvalid.u8(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcmp.u8.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tsel.f32(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tpartadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
