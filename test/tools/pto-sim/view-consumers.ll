; Views (pto.tview: whole rows of a tile, docs/tile-storage.md) that do not
; end at their tile's last row, consumed by every kind of instruction: each
; consumer carries the view's shape, not the tile's (docs/isa.md,
; "Operands"), and pto-sim executes it from those operands alone.
;
; Before the instructions carried their source shapes, pto-sim took a
; source's shape from the last writer at its address (the whole tile for a
; view at row 0, the tile's remaining rows for one below). Then, with the
; arguments below:
;  - store_top, store_middle: the tstore wrote 8 (6) rows into the 2x8
;    buffer: "tstore: address 0x10002040 is not mapped";
;  - colsum_top, colmax_middle: the reduction ran over all 8 (the last 5)
;    rows: 8 and 4 of the 8 results differed from pto-ref;
;  - matmul_views: the right view (K = 16 of 32 rows) failed the shape
;    check: "tmatmul shapes: 16x16 * 32x16 -> 16x16";
;  - disjoint_views: the store of the top half wrote 8 rows into its 4x8
;    buffer (unmapped, as above); given an 8x8 buffer, the store "read" the
;    bottom half too, which the V pipe rewrites in place concurrently: "race
;    on vec bytes [0x80, 0x100): V write by ... tadds ... is not ordered
;    after MTE3 read by ... tstore", and rows 4-7 of the buffer differed;
;  - store_bottom, rowsum_view, the expands, tadd, textract and tgetval
;    matched: the old inference happened to be right for them (the
;    result shape or the tile's pitch was all they needed).
; REQUIRES: pto-sim
;
; The shapes llc gives each consumer (the view's).
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; ASM-LABEL: store_top:
; ASM: tstore {{[a-z0-9]+}}, {{[a-z0-9]+}}, vec[zero + 0], 2, 8, f32
; ASM-LABEL: store_middle:
; ASM: tstore {{[a-z0-9]+}}, {{[a-z0-9]+}}, vec[zero + 96], 2, 8, f32
; ASM-LABEL: store_bottom:
; ASM: tstore {{[a-z0-9]+}}, {{[a-z0-9]+}}, vec[zero + 192], 2, 8, f32
; ASM-LABEL: rowsum_view:
; ASM: trowsum vec[zero + [[#]]], vec[zero + 96], 2, 1, 2, 8, f32
; ASM-LABEL: colsum_top:
; ASM: tcolsum vec[zero + [[#]]], vec[zero + 0], 1, 8, 2, 8, f32
; ASM-LABEL: colmax_middle:
; ASM: tcolmax vec[zero + [[#]]], vec[zero + 96], 1, 8, 2, 8, f32
; ASM-LABEL: expand_views:
; ASM: trowsum vec[zero + [[#S:]]], vec[zero + {{[0-9]+}}], 16, 1, 16, 8, f32
; ASM: trowexpand vec[zero + {{[0-9]+}}], vec[zero + [[#S+32]]], 4, 8, 4, 1, f32
; ASM: tcolexpand vec[zero + {{[0-9]+}}], vec[zero + {{[0-9]+}}], 4, 8, 1, 8, f32
; ASM-LABEL: add_views:
; ASM: tadd vec[zero + [[#]]], vec[zero + 0], vec[zero + 160], 2, 8, f32
; ASM-LABEL: extract_view:
; ASM: textract vec[zero + [[#]]], vec[zero + 128], 1, 2, 2, 4, 3, 8, f32
; ASM-LABEL: disjoint_views:
; The store of the top half and the rewrite of the bottom half in place are
; not ordered: their bytes are disjoint.
; ASM: tstore {{[a-z0-9]+}}, {{[a-z0-9]+}}, vec[zero + 0], 4, 8, f32
; ASM-NOT: wait_flag PIPE_MTE3, PIPE_V
; ASM: tadds vec[zero + 128], vec[zero + 128], {{[a-z0-9]+}}, 4, 8, f32
; ASM-LABEL: matmul_views:
; ASM: tmatmul acc[zero + 0], left[zero + 512], right[zero + 0], 16, 16, 16, f32, f16
; ASM-LABEL: getval_view:
; ASM: tgetval {{[a-z0-9]+}}, vec[zero + 160], 1, 3, 2, 8, f32
;
; Each kernel simulated and compared with pto-ref (run-kernel fails on a
; race, a simulator error or a mismatch).
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --kernel=store_top \
; RUN:   --arg=buf:f32:8x8:seed=1 --arg=buf:f32:2x8 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --kernel=store_middle \
; RUN:   --arg=buf:f32:8x8:seed=1 --arg=buf:f32:2x8 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --kernel=store_bottom \
; RUN:   --arg=buf:f32:8x8:seed=1 --arg=buf:f32:2x8 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --kernel=rowsum_view \
; RUN:   --arg=buf:f32:8x8:seed=1 --arg=buf:f32:2x1 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --kernel=colsum_top \
; RUN:   --arg=buf:f32:8x8:seed=1 --arg=buf:f32:1x8 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --kernel=colmax_middle \
; RUN:   --arg=buf:f32:8x8:seed=1 --arg=buf:f32:1x8 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --kernel=expand_views \
; RUN:   --arg=buf:f32:4x8:seed=2 --arg=buf:f32:16x8:seed=3 --arg=buf:f32:4x8 --arg=buf:f32:4x8 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --kernel=add_views \
; RUN:   --arg=buf:f32:8x8:seed=1 --arg=buf:f32:2x8 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --kernel=extract_view \
; RUN:   --arg=buf:f32:8x8:seed=1 --arg=buf:f32:2x4 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --kernel=disjoint_views \
; RUN:   --arg=buf:f32:8x8:seed=1 --arg=buf:f32:4x8 --arg=buf:f32:4x8 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --kernel=disjoint_views \
; RUN:   --arg=buf:f32:8x8:seed=1 --arg=buf:f32:8x8 --arg=buf:f32:4x8 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --kernel=matmul_views \
; RUN:   --arg=buf:f16:32x16:seed=1 --arg=buf:f16:32x16:seed=2 --arg=buf:f32:16x16 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin --kernel=getval_view \
; RUN:   --arg=buf:f32:8x8:seed=1 --arg=buf:f32:1 | FileCheck %s
; CHECK-NOT: races:
; CHECK: matches reference
target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tview.f32(ptr addrspace(6), i32, i32, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolsum.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpand.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.textract.f32(ptr addrspace(6), i32, i32, i32, i32)

; A 2x8 view at row %R of an 8x8 tile, stored.
define void @store_top(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 8, i32 8)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 0, i32 0, i32 2, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 8, ptr addrspace(6) %v)
  ret void
}
define void @store_middle(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 8, i32 8)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 3, i32 0, i32 2, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 8, ptr addrspace(6) %v)
  ret void
}
define void @store_bottom(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 8, i32 8)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 6, i32 0, i32 2, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 8, ptr addrspace(6) %v)
  ret void
}

; Reductions of a 2x8 view at row 3 of an 8x8 tile.
define void @rowsum_view(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 8, i32 8)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 3, i32 0, i32 2, i32 8)
  %s = call ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6) %v, i32 2, i32 1)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 1, ptr addrspace(6) %s)
  ret void
}
define void @colsum_top(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 8, i32 8)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 0, i32 0, i32 2, i32 8)
  %s = call ptr addrspace(6) @pto.tcolsum.f32(ptr addrspace(6) %v, i32 1, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 8, ptr addrspace(6) %s)
  ret void
}
define void @colmax_middle(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 8, i32 8)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 3, i32 0, i32 2, i32 8)
  %s = call ptr addrspace(6) @pto.tcolmax.f32(ptr addrspace(6) %v, i32 1, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 8, ptr addrspace(6) %s)
  ret void
}

; Expands of views: rows 8..11 of a 16x1 column, row 1 of a 4x8 tile.
define void @expand_views(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z) "pto.kernel" {
  %col = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %c, i64 8, i32 16, i32 8)
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 4, i32 8)
  %s = call ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6) %col, i32 16, i32 1)
  %sv = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %s, i32 8, i32 0, i32 4, i32 1)
  %e = call ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6) %sv, i32 4, i32 8)
  %r0 = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 1, i32 0, i32 1, i32 8)
  %f = call ptr addrspace(6) @pto.tcolexpand.f32(ptr addrspace(6) %r0, i32 4, i32 8)
  %g = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %e, ptr addrspace(6) %f, i32 4, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 8, ptr addrspace(6) %g)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %z, i64 8, ptr addrspace(6) %e)
  ret void
}

; Elementwise on two views of one tile (rows 0-1 and rows 5-6).
define void @add_views(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 8, i32 8)
  %a = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 0, i32 0, i32 2, i32 8)
  %b = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 5, i32 0, i32 2, i32 8)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 2, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 8, ptr addrspace(6) %s)
  ret void
}

; textract from a 3x8 view at row 4.
define void @extract_view(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 8, i32 8)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 4, i32 0, i32 3, i32 8)
  %e = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %v, i32 1, i32 2, i32 2, i32 4)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 4, ptr addrspace(6) %e)
  ret void
}

; Two disjoint views of one tile: the top half is stored while the bottom
; half is rewritten in place, then stored.
define void @disjoint_views(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 8, i32 8)
  %top = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 0, i32 0, i32 4, i32 8)
  %bot = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 4, i32 0, i32 4, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 8, ptr addrspace(6) %top)
  %b2 = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %bot, i32 1065353216, i32 4, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %z, i64 8, ptr addrspace(6) %b2)
  ret void
}

declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(3) @pto.tview.left.f16(ptr addrspace(3), i32, i32, i32, i32)
declare ptr addrspace(4) @pto.tview.right.f16(ptr addrspace(4), i32, i32, i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.acc.f32(ptr addrspace(1), i64, ptr addrspace(5))

; Matmul operands that are views: the bottom 16 rows of a 32x16 left tile
; times the top 16 rows (K = 16) of a 32x16 right tile.
define void @matmul_views(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c) "pto.kernel" {
  %am = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 32, i32 16)
  %bm = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %b, i64 16, i32 32, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %am, i32 32, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %bm, i32 32, i32 16)
  %lv = call ptr addrspace(3) @pto.tview.left.f16(ptr addrspace(3) %l, i32 16, i32 0, i32 16, i32 16)
  %rv = call ptr addrspace(4) @pto.tview.right.f16(ptr addrspace(4) %r, i32 0, i32 0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %lv, ptr addrspace(4) %rv, i32 16, i32 16)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %c, i64 16, ptr addrspace(5) %acc)
  ret void
}

declare i32 @pto.tgetval.f32(ptr addrspace(6), i32, i32)

; tgetval of an element of a 2x8 view at row 5 (its pitch is the tile's).
define void @getval_view(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 8, i32 8, i32 8)
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 5, i32 0, i32 2, i32 8)
  %g = call i32 @pto.tgetval.f32(ptr addrspace(6) %v, i32 1, i32 3)
  store i32 %g, ptr addrspace(1) %y
  ret void
}
