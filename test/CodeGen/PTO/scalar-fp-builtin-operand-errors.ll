; Issue 13 (F): a tile-scalar builtin's scalar given as a floating-point
; value must have the tile's element type (its bits are passed unchanged):
; an error of the kernel verifier at the call.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

target triple = "pto"

; CHECK: error: {{.*}}in function k {{.*}}: pto.tmuls: argument 2 is a float value, but the element type is f16: pass a half value or the element bits as i32
; CHECK: error: {{.*}}in function k {{.*}}: pto.tadds: argument 2 is a bfloat value, but the element type is f32: pass a float value or the element bits as i32
; CHECK: error: {{.*}}in function k {{.*}}: pto.tmaxs: argument 2 is a float value, but the element type is i32: pass the element bits as i32
define void @k(ptr addrspace(1) noalias %x, float %f, bfloat %b) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %x, i64 64, i32 16, i32 64)
  %m = call ptr addrspace(6) @pto.tmuls.f16(ptr addrspace(6) %t, float %f, i32 16, i32 64)
  call void @pto.tstore.vec.f16(ptr addrspace(1) %x, i64 64, ptr addrspace(6) %m)
  %u = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 64)
  %a = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %u, bfloat %b, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %x, i64 64, ptr addrspace(6) %a)
  %v = call ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1) %x, i64 64, i32 16, i32 64)
  %c = call ptr addrspace(6) @pto.tmaxs.i32(ptr addrspace(6) %v, float %f, i32 16, i32 64)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %x, i64 64, ptr addrspace(6) %c)
  ret void
}

declare ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmuls.f16(ptr addrspace(6), float, i32, i32)
declare void @pto.tstore.vec.f16(ptr addrspace(1), i64, ptr addrspace(6))
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), bfloat, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmaxs.i32(ptr addrspace(6), float, i32, i32)
declare void @pto.tstore.vec.i32(ptr addrspace(1), i64, ptr addrspace(6))
