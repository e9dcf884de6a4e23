; A tile kernel in LLVM IR for test_api.py: z = x - y, one 8x32 f32 tile.
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @vsub(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y,
                  ptr addrspace(1) noalias %z) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 32, i32 8, i32 32)
  %b = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y, i64 32, i32 8, i32 32)
  %c = call ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 32)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %z, i64 32, ptr addrspace(6) %c)
  ret void
}
