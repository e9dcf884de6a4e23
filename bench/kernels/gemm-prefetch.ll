; GEMM C[64x64] (f32) = A[64xK] * B[Kx64] (f16) with a K loop that loads
; block k+1 while the cube works on block k: the loop carries the prefetched
; A and B tiles, which the backend double-buffers in L1 (two slots each);
; pto-insert-sync lets the prefetch overlap the current block's moves and
; matmul (docs/sync.md, "Double buffers"). K a multiple of 64, at least 128.
target triple = "pto-unknown-unknown"

define void @prefetch(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, i64 %k) "pto.kernel" {
entry:
  %a0 = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %a, i64 %k, i32 64, i32 64)
  %b0 = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %b, i64 64, i32 64, i32 64)
  %l0 = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %a0, i32 64, i32 64)
  %r0 = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %b0, i32 64, i32 64)
  %acc0 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l0, ptr addrspace(4) %r0, i32 64, i32 64)
  %pa1 = getelementptr half, ptr addrspace(1) %a, i64 64
  %pb1 = getelementptr half, ptr addrspace(1) %b, i64 4096
  %a1 = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %pa1, i64 %k, i32 64, i32 64)
  %b1 = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %pb1, i64 64, i32 64, i32 64)
  %go = icmp sgt i64 %k, 128
  br i1 %go, label %body, label %exit

body:
  %an = phi ptr addrspace(2) [ %a1, %entry ], [ %anext, %body ]
  %bn = phi ptr addrspace(2) [ %b1, %entry ], [ %bnext, %body ]
  %acc = phi ptr addrspace(5) [ %acc0, %entry ], [ %accn, %body ]
  %kk = phi i64 [ 128, %entry ], [ %kk1, %body ]
  %pa = getelementptr half, ptr addrspace(1) %a, i64 %kk
  %kb = mul i64 %kk, 64
  %pb = getelementptr half, ptr addrspace(1) %b, i64 %kb
  %anext = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %pa, i64 %k, i32 64, i32 64)
  %bnext = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %pb, i64 64, i32 64, i32 64)
  %l = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %an, i32 64, i32 64)
  %r = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %bn, i32 64, i32 64)
  %accn = call ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) %acc, ptr addrspace(3) %l, ptr addrspace(4) %r, i32 64, i32 64)
  %kk1 = add i64 %kk, 64
  %more = icmp slt i64 %kk1, %k
  br i1 %more, label %body, label %exit

exit:
  %accx = phi ptr addrspace(5) [ %acc0, %entry ], [ %accn, %body ]
  %bx = phi ptr addrspace(2) [ %b1, %entry ], [ %bnext, %body ]
  %ax = phi ptr addrspace(2) [ %a1, %entry ], [ %anext, %body ]
  %lx = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %ax, i32 64, i32 64)
  %rx = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %bx, i32 64, i32 64)
  %accf = call ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) %accx, ptr addrspace(3) %lx, ptr addrspace(4) %rx, i32 64, i32 64)
  call void @pto.tstore.f32(ptr addrspace(1) %c, i64 64, ptr addrspace(5) %accf)
  ret void
}

declare ptr addrspace(2) @pto.tload.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))
