; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 %s -o /dev/null -pass-remarks=pto-insert-sync \
; RUN:   -pass-remarks-analysis=pto-insert-sync 2>&1 | FileCheck %s --check-prefix=REMARK
; A deliberately wrong row rule (misses a one-element overlap) is caught by
; pto-verify-sync's own rule:
; RUN: not %llc -march=pto -O2 %s -o /dev/null -pto-sync-unsound-rows 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MUTANT
;
; Row-strided global-memory footprints (issue 24). A tile transfer touches
; `rows` rows of `cols` elements, `stride` elements apart; two transfers on
; one base with one stride are disjoint when their rows never meet, although
; their extents overlap as intervals. The shape comes from the instructions'
; own operands (rows, cols, dtype) and the stride register's reaching `li`.

target triple = "pto-unknown-unknown"
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tneg.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

; The two column halves of a row block, y[r][0:32] and y[r][32:64] (rope's
; stores): no barrier between the two MTE3 stores.
; CHECK-LABEL: halves:
; CHECK: tstore{{[[:space:]]+}}a1, {{[a-z0-9]+}}, vec{{\[}}zero + {{[0-9]+}}{{\]}}, 16, 32, f32
; CHECK-NOT: pipe_barrier
; CHECK: tstore{{[[:space:]]+}}{{[a-z0-9]+}}, {{[a-z0-9]+}}, vec{{\[}}zero + {{[0-9]+}}{{\]}}, 16, 32, f32
; CHECK: ret
; REMARK: no wait for pipe MTE3 before TSTORE_VEC_A on pipe MTE3: row-strided transfers whose rows never meet
define void @halves(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 32, i32 16, i32 32)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 16, i32 32)
  %n = call ptr addrspace(6) @pto.tneg.f32(ptr addrspace(6) %a, i32 16, i32 32)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 64, ptr addrspace(6) %e)
  %r = getelementptr float, ptr addrspace(1) %y, i64 32
  call void @pto.tstore.vec.f32(ptr addrspace(1) %r, i64 64, ptr addrspace(6) %n)
  ret void
}

; The right half one element early: the rows overlap by one f32, a WAW on
; the same pipe -- pipe_barrier MTE3.
; CHECK-LABEL: overlap_by_one:
; CHECK: tstore
; CHECK: pipe_barrier{{[[:space:]]+}}PIPE_MTE3
; CHECK-NEXT: tstore
; REMARK: pipe_barrier MTE3 before TSTORE_VEC_A: WAW on gm with TSTORE_VEC_A on the same pipe
; MUTANT: error: {{.*}}sync verification: 'TSTORE_VEC_A {{.*}}' on pipe MTE3 is not ordered after 'TSTORE_VEC_A {{.*}}' on pipe MTE3, which accesses the same memory
define void @overlap_by_one(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 32, i32 16, i32 32)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 16, i32 32)
  %n = call ptr addrspace(6) @pto.tneg.f32(ptr addrspace(6) %a, i32 16, i32 32)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 64, ptr addrspace(6) %e)
  %r = getelementptr float, ptr addrspace(1) %y, i64 31
  call void @pto.tstore.vec.f32(ptr addrspace(1) %r, i64 64, ptr addrspace(6) %n)
  ret void
}

; A scalar store into the gap between two rows of a tile being loaded (row
; 1, column 36 of a 32-column window with row stride 64) does not wait for
; the load; one in row 1's columns does (WAR, MTE2 -> S).
; CHECK-LABEL: scalar_gap:
; CHECK: tload
; CHECK-NOT: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_S
; CHECK: sw
; CHECK-LABEL: scalar_in_row:
; CHECK: tload
; CHECK: wait_flag{{[[:space:]]+}}PIPE_MTE2, PIPE_S
; CHECK-NEXT: sw
; REMARK: no wait for pipe MTE2 before SW on pipe S: row-strided transfers whose rows never meet
; REMARK: wait for pipe MTE2 before SW on pipe S: WAR on gm with TLOAD_VEC_A
define void @scalar_gap(ptr addrspace(1) noalias %x) "pto.kernel" {
  %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 32)
  %s = getelementptr float, ptr addrspace(1) %x, i64 100
  store i32 7, ptr addrspace(1) %s
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %l, i32 16, i32 32)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %x, i64 64, ptr addrspace(6) %e)
  ret void
}
define void @scalar_in_row(ptr addrspace(1) noalias %x) "pto.kernel" {
  %l = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 32)
  %s = getelementptr float, ptr addrspace(1) %x, i64 95
  store i32 7, ptr addrspace(1) %s
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %l, i32 16, i32 32)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %x, i64 64, ptr addrspace(6) %e)
  ret void
}
