; pto-ref's own checks of runtime valid extents (issue 13,
; docs/simulator.md "Functional semantics"): one kernel per diagnostic.
; REQUIRES: pto-sim
; RUN: not pto-ref %s --kernel=range --arg=buf:f32:8x16 --arg=9 2>&1 \
; RUN:   | FileCheck %s --check-prefix=RANGE
; RANGE: error: {{.*}}pto.tvalid.vec.f32: valid extent 9 x 16 outside the 8 x 16 tile
; RUN: not pto-ref %s --kernel=narrow --arg=buf:f32:8x16 --arg=3 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NARROW
; NARROW: error: {{.*}}pto.tadd.f32: operand 1 is valid over 3 x 16, the operation reads 8 x 16
; RUN: not pto-ref %s --kernel=honour --arg=buf:f32:8x16 --arg=3 2>&1 \
; RUN:   | FileCheck %s --check-prefix=HONOUR
; HONOUR: error: {{.*}}pto.treshape.f32: a tile operand has a partial valid extent, which this operation does not honour
; RUN: not pto-ref %s --kernel=late --arg=buf:f32:8x16 --arg=3 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LATE
; LATE: error: {{.*}}pto.tload.vec.f32: the valid extent of its tvalid is not known when it loads

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tvalid.vec.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.treshape.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @range(ptr addrspace(1) %g, i64 %n) "pto.kernel" {
  %r = trunc i64 %n to i32
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 16, i32 8, i32 16)
  %a = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %x, ptr addrspace(6) %x, i32 8, i32 16)
  %av = call ptr addrspace(6) @pto.tvalid.vec.f32(ptr addrspace(6) %a, i32 %r, i32 16, i32 8, i32 16)
  ret void
}

; b (the second operand) is valid over fewer rows than a.
define void @narrow(ptr addrspace(1) %g, i64 %n) "pto.kernel" {
  %r = trunc i64 %n to i32
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 16, i32 8, i32 16)
  %xv = call ptr addrspace(6) @pto.tvalid.vec.f32(ptr addrspace(6) %x, i32 %r, i32 16, i32 8, i32 16)
  %y = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 16, i32 8, i32 16)
  %a = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %y, ptr addrspace(6) %xv, i32 8, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 16, ptr addrspace(6) %a)
  ret void
}

; Issue 13 (13X): every tile operation honours extents but treshape, a
; view of all of its source's bytes under another shape.
define void @honour(ptr addrspace(1) %g, i64 %n) "pto.kernel" {
  %r = trunc i64 %n to i32
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 16, i32 8, i32 16)
  %xv = call ptr addrspace(6) @pto.tvalid.vec.f32(ptr addrspace(6) %x, i32 %r, i32 16, i32 8, i32 16)
  %t = call ptr addrspace(6) @pto.treshape.f32(ptr addrspace(6) %xv, i32 16, i32 8)
  ret void
}

; The extent is computed after the load (the compiler moves such a load down
; to its tvalid; pto-ref evaluates in program order).
define void @late(ptr addrspace(1) %g, i64 %n) "pto.kernel" {
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 16, i32 8, i32 16)
  %r = trunc i64 %n to i32
  %xv = call ptr addrspace(6) @pto.tvalid.vec.f32(ptr addrspace(6) %x, i32 %r, i32 16, i32 8, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %g, i64 16, ptr addrspace(6) %xv)
  ret void
}
