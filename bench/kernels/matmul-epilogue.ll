; Cube and vector together: C = relu(A*B + D). MTE2 -> MTE1 -> M -> FIX ->
; V -> MTE3, with the bias-like D loaded on MTE2 into vec.
target triple = "pto-unknown-unknown"
declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(6) @pto.tmov.f32(ptr addrspace(5), i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trelu.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @mm_epilogue(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %d, ptr addrspace(1) noalias %c) "pto.kernel" {
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 32, i32 32, i32 32)
  %b0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %b, i64 32, i32 32, i32 32)
  %dv = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %d, i64 32, i32 32, i32 32)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 32, i32 32)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %b0, i32 32, i32 32)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 32, i32 32)
  %v = call ptr addrspace(6) @pto.tmov.f32(ptr addrspace(5) %acc, i32 32, i32 32)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %v, ptr addrspace(6) %dv, i32 32, i32 32)
  %o = call ptr addrspace(6) @pto.trelu.f32(ptr addrspace(6) %s, i32 32, i32 32)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %c, i64 32, ptr addrspace(6) %o)
  ret void
}
