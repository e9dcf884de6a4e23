; pto-ref evaluates kernel IR directly (value semantics, no backend): a
; softmax row block and the GEMM K loop with known results.
; REQUIRES: pto-sim
; RUN: pto-ref %s --kernel=softmax --arg=buf:f32:4x8:iota --arg=buf:f32:4x8 \
; RUN:   --dump=1 | FileCheck %s --check-prefix=SOFTMAX
; Each row of iota is x0 + [0..8): softmax is the same in every row.
; SOFTMAX:      reference softmax: 10 IR instructions, 8 tiles
; SOFTMAX-NEXT: arg1: f32[4x8]
; SOFTMAX-NEXT: 0.000576613 0.0015674 0.00426062 0.0115816 0.031482 0.0855769 0.232622 0.632333{{$}}
; SOFTMAX-NEXT: 0.000576613 0.0015674 0.00426062 0.0115816 0.031482 0.0855769 0.232622 0.632333{{$}}

; C = A (4x16 f16, iota) x B (16x4 f16, ones), K split in 4 blocks of 4:
; C[i][j] = sum(16i .. 16i+15) = 256i + 120.
; RUN: pto-ref %s --kernel=gemm --arg=buf:f16:4x16:iota --arg=buf:f16:16x4:fill=1 \
; RUN:   --arg=buf:f32:4x4 --arg=4 --dump=2 | FileCheck %s --check-prefix=GEMM
; GEMM:      arg2: f32[4x4]
; GEMM-NEXT: 120 120 120 120{{$}}
; GEMM-NEXT: 376 376 376 376{{$}}
; GEMM-NEXT: 632 632 632 632{{$}}
; GEMM-NEXT: 888 888 888 888{{$}}
; A zero-trip K loop (k = 1) keeps the first block only.
; RUN: pto-ref %s --kernel=gemm --arg=buf:f16:4x16:iota --arg=buf:f16:16x4:fill=1 \
; RUN:   --arg=buf:f32:4x4 --arg=1 --dump=2 | FileCheck %s --check-prefix=K1
; K1:      arg2: f32[4x4]
; K1-NEXT: 6 6 6 6{{$}}

; Errors.
; RUN: not pto-ref %s --kernel=gemm --arg=buf:f16:4x16 2>&1 | FileCheck %s --check-prefix=NARGS
; NARGS: error: kernel gemm takes 4 arguments, 1 given
; RUN: not pto-ref %s 2>&1 | FileCheck %s --check-prefix=SEVERAL
; SEVERAL: error: several kernels; use --kernel=NAME
; RUN: not pto-ref %s --kernel=gemm --arg=buf:f16:4x4 --arg=buf:f16:16x4 \
; RUN:   --arg=buf:f32:4x4 --arg=4 2>&1 | FileCheck %s --check-prefix=OOB
; OOB: error: in function gemm: %a0 = call ptr addrspace(2) @pto.tload.mat.f16({{.*}}): pto.tload.mat.f16: address 0x10000020 is not mapped

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tdiv.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @softmax(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 4, i32 8)
  %m = call ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6) %t, i32 4, i32 1)
  %mb = call ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6) %m, i32 4, i32 8)
  %d = call ptr addrspace(6) @pto.tsub.f32(ptr addrspace(6) %t, ptr addrspace(6) %mb, i32 4, i32 8)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %d, i32 4, i32 8)
  %s = call ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6) %e, i32 4, i32 1)
  %sb = call ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6) %s, i32 4, i32 8)
  %r = call ptr addrspace(6) @pto.tdiv.f32(ptr addrspace(6) %e, ptr addrspace(6) %sb, i32 4, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 8, ptr addrspace(6) %r)
  ret void
}

declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))

define void @gemm(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, i64 %k) "pto.kernel" {
entry:
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 4, i32 4)
  %b0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %b, i64 4, i32 4, i32 4)
  %l0 = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 4, i32 4)
  %r0 = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %b0, i32 4, i32 4)
  %acc0 = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l0, ptr addrspace(4) %r0, i32 4, i32 4)
  %more = icmp sgt i64 %k, 1
  br i1 %more, label %loop, label %exit
loop:
  %i = phi i64 [1, %entry], [%inext, %loop]
  %acc = phi ptr addrspace(5) [%acc0, %entry], [%acc1, %loop]
  %off = mul i64 %i, 4
  %pa = getelementptr half, ptr addrspace(1) %a, i64 %off
  %boff = mul i64 %i, 16
  %pb = getelementptr half, ptr addrspace(1) %b, i64 %boff
  %a1 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %pa, i64 16, i32 4, i32 4)
  %b1 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %pb, i64 4, i32 4, i32 4)
  %l1 = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a1, i32 4, i32 4)
  %r1 = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %b1, i32 4, i32 4)
  %acc1 = call ptr addrspace(5) @pto.tmatmul.acc.f32(ptr addrspace(5) %acc, ptr addrspace(3) %l1, ptr addrspace(4) %r1, i32 4, i32 4)
  %inext = add i64 %i, 1
  %cmp = icmp slt i64 %inext, %k
  br i1 %cmp, label %loop, label %exit
exit:
  %res = phi ptr addrspace(5) [%acc0, %entry], [%acc1, %loop]
  call void @pto.tstore.f32(ptr addrspace(1) %c, i64 4, ptr addrspace(5) %res)
  ret void
}
