; Issue 15 (15S): the one-core model of a3 (no pto-split-mix-kernel).
; pto-insert-sync sees the same windows for textract / tinsert at a
; register position as at a constant one (issue 13, R; docs/sync.md): the
; source (textract) and the destination (tinsert) are whole-tile windows in
; both forms, so the two kernels below -- identical but for the positions --
; get the same synchronization, pto-verify-sync accepts both, and the
; elisions that disjoint windows allow (the second L1 tile's load waits for
; nothing the first tile's readers do) happen in both.
; RUN: %llc -march=pto -pto-split-mix-kernels=false -O2 -verify-machineinstrs %s -o %t.s
; RUN: sed -n '/^const_pos:/,/^.Lfunc_end0/p' %t.s | grep -E 'set_flag|wait_flag|pipe_barrier' > %t.const
; RUN: sed -n '/^reg_pos:/,/^.Lfunc_end1/p' %t.s | grep -E 'set_flag|wait_flag|pipe_barrier' > %t.reg
; RUN: diff %t.const %t.reg
; RUN: FileCheck %s --input-file=%t.s
; The left textract waits for the load of its own source only (flag 0),
; not for the other tile's (flag 1): disjoint windows, in both forms.
; CHECK-LABEL: const_pos:
; CHECK:      wait_flag PIPE_MTE2, PIPE_MTE1, 0
; CHECK-NEXT: textract left[zero + 0], mat[zero + 0], 0, 32, 16, 32, 16, 64, f16
; CHECK-NEXT: wait_flag PIPE_MTE2, PIPE_MTE1, 1
; CHECK-NEXT: textract right[zero + 0], mat[zero + 2048], 32, 0, 32, 16, 64, 16, f16
; CHECK-LABEL: reg_pos:
; CHECK:      wait_flag PIPE_MTE2, PIPE_MTE1, 0
; CHECK-NEXT: textract left[zero + 0], mat[zero + 0], [[R:[a-z]+[0-9]*]], [[K:[a-z]+[0-9]*]], 16, 32, 16, 64, f16
; CHECK-NEXT: wait_flag PIPE_MTE2, PIPE_MTE1, 1
; CHECK-NEXT: textract right[zero + 0], mat[zero + 2048], [[K]], [[R]], 32, 16, 64, 16, f16
; CHECK:      tinsert mat[zero + 0], mat[zero + 0], mat[zero + 4096], [[R]], [[K]], 16, 64, 16, 16, f16
target triple = "pto-unknown-unknown"

declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.textract.left.f16(ptr addrspace(2), i32, i32, i32, i32)
declare ptr addrspace(4) @pto.textract.right.f16(ptr addrspace(2), i32, i32, i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(2) @pto.textract.mat.f16(ptr addrspace(2), i32, i32, i32, i32)
declare ptr addrspace(2) @pto.tinsert.mat.f16(ptr addrspace(2), ptr addrspace(2), i32, i32, i32, i32)
declare void @pto.tstore.acc.f32(ptr addrspace(1), i64, ptr addrspace(5))
declare void @pto.tstore.mat.f16(ptr addrspace(1), i64, ptr addrspace(2))

define void @const_pos(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b,
                       ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %d,
                       i32 %r, i32 %k) "pto.kernel" {
  %am = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 64, i32 16, i32 64)
  %bm = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %b, i64 16, i32 64, i32 16)
  %l = call ptr addrspace(3) @pto.textract.left.f16(ptr addrspace(2) %am, i32 0, i32 32, i32 16, i32 32)
  %rt = call ptr addrspace(4) @pto.textract.right.f16(ptr addrspace(2) %bm, i32 32, i32 0, i32 32, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %rt, i32 16, i32 16)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %c, i64 16, ptr addrspace(5) %acc)
  %piece = call ptr addrspace(2) @pto.textract.mat.f16(ptr addrspace(2) %bm, i32 16, i32 0, i32 16, i32 16)
  %ins = call ptr addrspace(2) @pto.tinsert.mat.f16(ptr addrspace(2) %am, ptr addrspace(2) %piece, i32 0, i32 16, i32 16, i32 64)
  call void @pto.tstore.mat.f16(ptr addrspace(1) %d, i64 64, ptr addrspace(2) %ins)
  ret void
}

define void @reg_pos(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b,
                     ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %d,
                     i32 %r, i32 %k) "pto.kernel" {
  %am = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 64, i32 16, i32 64)
  %bm = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %b, i64 16, i32 64, i32 16)
  %l = call ptr addrspace(3) @pto.textract.left.f16(ptr addrspace(2) %am, i32 %r, i32 %k, i32 16, i32 32)
  %rt = call ptr addrspace(4) @pto.textract.right.f16(ptr addrspace(2) %bm, i32 %k, i32 %r, i32 32, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %rt, i32 16, i32 16)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %c, i64 16, ptr addrspace(5) %acc)
  %piece = call ptr addrspace(2) @pto.textract.mat.f16(ptr addrspace(2) %bm, i32 %k, i32 %r, i32 16, i32 16)
  %ins = call ptr addrspace(2) @pto.tinsert.mat.f16(ptr addrspace(2) %am, ptr addrspace(2) %piece, i32 %r, i32 %k, i32 16, i32 64)
  call void @pto.tstore.mat.f16(ptr addrspace(1) %d, i64 64, ptr addrspace(2) %ins)
  ret void
}
