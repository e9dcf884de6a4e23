; RUN: %llc -march=pto -O0 -verify-machineinstrs -stop-after=instruction-select %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -pto-enable-pipeline-loads=false -verify-machineinstrs -stop-after=instruction-select %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -pto-enable-pipeline-loads=false -verify-machineinstrs -stop-after=instruction-select %s -o %t.mir
; RUN: %llc -march=pto -verify-machineinstrs -run-pass=none %t.mir -o - | FileCheck %s
;
; A GEMM with a K loop: the accumulator is carried by a PHI of acc tiles,
; mat -> left/right moves feed the cube, and the acc tile is stored with the
; fix-pipe. The MIR round-trips through -run-pass=none. At -O2 without
; pto-pipeline-loads, which would turn the loop's A load into a prefetch
; carry (the checks below are the instruction selection of the plain loop).

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

; At -O2 pto-annotate-noclobber makes the loads of the noalias inputs invariant.
; CHECK-LABEL: name: gemm
; CHECK: [[A0:%[0-9]+]]:tilemat = TLOAD_MAT {{%[0-9]+}}, {{%[0-9]+}}, 64, 64, 0 :: ({{(invariant )?}}load (<16192 x s16>) from %ir.a, align 32, addrspace 1), (store (<4096 x s16>), align 1, addrspace 2)
; CHECK: [[B0:%[0-9]+]]:tilemat = TLOAD_MAT {{%[0-9]+}}, {{%[0-9]+}}, 64, 64, 0 :: ({{(invariant )?}}load (<4096 x s16>) from %ir.b, align 32, addrspace 1)
; CHECK: [[L0:%[0-9]+]]:tileleft = TMOV_LEFT_MAT [[A0]], 64, 64, 0 :: (load (<4096 x s16>), align 1, addrspace 2), (store (<4096 x s16>), align 1, addrspace 3)
; CHECK: [[R0:%[0-9]+]]:tileright = TMOV_RIGHT_MAT [[B0]], 64, 64, 0
; CHECK: [[ACC0:%[0-9]+]]:tileacc = TMATMUL [[L0]], [[R0]], 64, 64, 2 :: (load (<4096 x s16>), align 1, addrspace 3), (load (<4096 x s16>), align 1, addrspace 4), (store (<4096 x s32>), align 1, addrspace 5)
; CHECK: bb.{{[0-9]+}}.loop:
; CHECK: [[ACC:%[0-9]+]]:tileacc = PHI
; CHECK-DAG: [[A1:%[0-9]+]]:tilemat = TLOAD_MAT
; CHECK-DAG: [[L1:%[0-9]+]]:tileleft = TMOV_LEFT_MAT [[A1]], 64, 64, 0
; CHECK: [[ACC1:%[0-9]+]]:tileacc = TMATMUL_ACC [[ACC]], [[L1]], [[R0]], 64, 64, 2 :: (load (<4096 x s32>), align 1, addrspace 5)
; CHECK: bb.{{[0-9]+}}.exit:
; CHECK: TSTORE_ACC {{%[0-9]+}}, {{%[0-9]+}}, [[ACC1]], 2 :: (store (<4096 x s32>) into %ir.c, align 32, addrspace 1), (load (<4096 x s32>), align 1, addrspace 5)
