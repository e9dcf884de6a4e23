; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=pto-insert-sync -pass-remarks-analysis=pto-insert-sync 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; Mutation: an inserter that trusts same-iteration alias answers across back
; edges elides these waits; pto-verify-sync (its own rules) must catch it.
; RUN: not %llc -march=pto -O2 %s -o /dev/null \
; RUN:   -pto-sync-unsound-same-iteration 2>&1 | FileCheck %s --check-prefix=MUTANT
;
; Global-memory hazards between iterations. Within one iteration the two
; addresses differ (p and p + 1024 bytes, both from the induction variable)
; and AA proves them disjoint; one iteration apart they are the same bytes.
; An access inherited over the back edge is judged in AA's cross-iteration
; mode, so the wait is kept; the same-iteration pair stays elided.

target triple = "pto-unknown-unknown"
declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

; RAW through gm, FIX -> MTE2: iteration i stores its product where
; iteration i+1 loads its operand. No on-chip hazard orders the two: the
; next tload waits for MTE1's tmov only.
; CHECK-LABEL: recurrence:
; CHECK: .LBB0_1:
; CHECK: wait_flag{{[[:space:]]+}}PIPE_FIX, PIPE_MTE2, 0
; CHECK-NEXT: tload{{[[:space:]]+}}mat
; CHECK: tstore
; CHECK: blt
; REMARK: wait for pipe FIX before TLOAD_MAT_A on pipe MTE2: RAW on gm with TSTORE_ACC_A
; REMARK: no wait for pipe MTE2 before TSTORE_ACC_A on pipe FIX: alias analysis proved no alias
; MUTANT: error: {{.*}}sync verification: 'TLOAD_MAT_A {{.*}}' on pipe MTE2 is not ordered after 'TSTORE_ACC_A {{.*}}' on pipe FIX (from an earlier iteration), which accesses the same memory
define void @recurrence(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %w) "pto.kernel" {
entry:
  %bm = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %w, i64 16, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %bm, i32 16, i32 16)
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%in, %loop]
  %off = mul i64 %i, 1024
  %p = getelementptr i8, ptr addrspace(1) %x, i64 %off
  %a = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %p, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %q = getelementptr i8, ptr addrspace(1) %p, i64 1024
  call void @pto.tstore.f32(ptr addrspace(1) %q, i64 16, ptr addrspace(5) %c)
  %in = add i64 %i, 1
  %cc = icmp slt i64 %in, 4
  br i1 %cc, label %loop, label %exit
exit:
  ret void
}

; Scalar stores mixed with tile loads: iteration i stores into the block
; iteration i+1 loads (RAW, S -> MTE2), which also makes the tload not
; invariant (pto-annotate-noclobber judges every iteration).
; CHECK-LABEL: scalar_mix:
; CHECK: .LBB1_1:
; CHECK: wait_flag{{[[:space:]]+}}PIPE_S, PIPE_MTE2, 0
; CHECK: tload{{[[:space:]]+}}vec
; CHECK: sw
; REMARK: wait for pipe S before TLOAD_VEC_A on pipe MTE2: RAW on gm with SW
; REMARK: no wait for pipe MTE3 before SW on pipe S: alias analysis proved no alias
; MUTANT: error: {{.*}}sync verification: 'TLOAD_VEC_A {{.*}}' on pipe MTE2 is not ordered after 'SW {{.*}}' on pipe S (from an earlier iteration), which accesses the same memory
define void @scalar_mix(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
entry:
  br label %loop
loop:
  %i = phi i64 [1, %entry], [%in, %loop]
  %off = mul i64 %i, 256
  %p = getelementptr float, ptr addrspace(1) %x, i64 %off
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %p, i64 16, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %a, i32 1065353216, i32 16, i32 16)
  %q = getelementptr float, ptr addrspace(1) %y, i64 %off
  call void @pto.tstore.vec.f32(ptr addrspace(1) %q, i64 16, ptr addrspace(6) %b)
  %r = getelementptr float, ptr addrspace(1) %p, i64 256
  store i32 7, ptr addrspace(1) %r
  %in = add i64 %i, 1
  %cc = icmp slt i64 %in, 4
  br i1 %cc, label %loop, label %exit
exit:
  ret void
}
