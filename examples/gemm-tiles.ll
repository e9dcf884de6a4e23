; A GEMM over tiles: K loop, accumulator carried in L0C by a PHI, mat->left/right
; moves, cube matmul, fix-pipe store. C (64x64 f32) = sum over k steps of
; A[:, 64i : 64i+64] x B, with A 64 x (64 k) f16 (row stride 256 elements, so
; k <= 4) and one 64x64 f16 B tile for every step. Compiled with llc and run
; in pto-sim by utils/demo and the README.
target triple = "pto-unknown-unknown"

declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))

define void @gemm(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, i64 %k) "pto.kernel" {
entry:
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 256, i32 64, i32 64)
  %b0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %b, i64 64, i32 64, i32 64)
  %l0 = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 64, i32 64)
  %r0 = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %b0, i32 64, i32 64)
  %acc0 = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l0, ptr addrspace(4) %r0, i32 64, i32 64)
  br label %loop
loop:
  %i = phi i64 [1, %entry], [%inext, %loop]
  %acc = phi ptr addrspace(5) [%acc0, %entry], [%acc1, %loop]
  %off = mul i64 %i, 64
  %pa = getelementptr half, ptr addrspace(1) %a, i64 %off
  %a1 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %pa, i64 256, i32 64, i32 64)
  %l1 = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a1, i32 64, i32 64)
  %acc1 = call ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5) %acc, ptr addrspace(3) %l1, ptr addrspace(4) %r0, i32 64, i32 64)
  %inext = add i64 %i, 1
  %cmp = icmp slt i64 %inext, %k
  br i1 %cmp, label %loop, label %exit
exit:
  call void @pto.tstore.f32(ptr addrspace(1) %c, i64 64, ptr addrspace(5) %acc1)
  ret void
}
