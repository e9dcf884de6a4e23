; A layernorm row block: mean and variance by row reductions, expands,
; elementwise ops on vec tiles, scale and shift loaded from GM.
target triple = "pto-unknown-unknown"
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.trsqrt.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @layernorm(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %g, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %y) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 64)
  %gm = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 64, i32 16, i32 64)
  %bm = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %b, i64 64, i32 16, i32 64)
  %s = call ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6) %t, i32 16, i32 1)
  %m = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %s, i32 1015021568, i32 16, i32 1)
  %mb = call ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6) %m, i32 16, i32 64)
  %d = call ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6) %t, ptr addrspace(6) %mb, i32 16, i32 64)
  %d2 = call ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6) %d, ptr addrspace(6) %d, i32 16, i32 64)
  %v = call ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6) %d2, i32 16, i32 1)
  %v2 = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %v, i32 1015021568, i32 16, i32 1)
  %v3 = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %v2, i32 925353388, i32 16, i32 1)
  %r = call ptr addrspace(6) @pto.trsqrt.f32(ptr addrspace(6) %v3, i32 16, i32 1)
  %rb = call ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6) %r, i32 16, i32 64)
  %n = call ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6) %d, ptr addrspace(6) %rb, i32 16, i32 64)
  %n2 = call ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6) %n, ptr addrspace(6) %gm, i32 16, i32 64)
  %o = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %n2, ptr addrspace(6) %bm, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 64, ptr addrspace(6) %o)
  ret void
}
