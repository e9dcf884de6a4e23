; PTOAA's value-semantics rule: tiles from distinct producing builtin calls
; never alias; a view (pto.tview, the `View` contract) aliases its source,
; and views of one tile alias only if their windows intersect; PHIs and
; selects alias what their incoming tiles alias. BasicAA alone for contrast:
; it knows nothing of the builtins.
; RUN: %opt -passes=aa-eval -aa-pipeline=basic-aa -print-all-alias-modref-info \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=BASIC
; RUN: %opt -passes=aa-eval -aa-pipeline=basic-aa,pto-aa \
; RUN:   -print-all-alias-modref-info -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PTO
;
; aa-eval only queries pointers that are loaded or stored, so these functions
; read through tile handles -- invalid kernel IR (pto-verify-kernel rejects
; it), used here only to ask the alias questions.

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tview.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1), i64, i32, i32)

define void @producers(ptr addrspace(1) %g) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 16, i32 16)
  ; OutputReusesInput(0) is a storage decision taken later: as values, the
  ; result of tinsert is a new tile.
  %i = call ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6) %s, ptr addrspace(6) %a, i32 0, i32 0, i32 16, i32 16)
  %m = call ptr addrspace(2) @pto.tload.mat.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  load float, ptr addrspace(6) %a
  load float, ptr addrspace(6) %b
  load float, ptr addrspace(6) %s
  load float, ptr addrspace(6) %i
  load float, ptr addrspace(2) %m
  ret void
}

; BASIC-LABEL: Function: producers: 5 pointers
; BASIC-NOT: NoAlias
; BASIC-LABEL: Function: views
; PTO-LABEL: Function: producers: 5 pointers
; PTO-NEXT: NoAlias: float addrspace(6)* %a, float addrspace(6)* %b
; PTO-NEXT: NoAlias: float addrspace(6)* %a, float addrspace(6)* %s
; PTO-NEXT: NoAlias: float addrspace(6)* %b, float addrspace(6)* %s
; PTO-NEXT: NoAlias: float addrspace(6)* %a, float addrspace(6)* %i
; PTO-NEXT: NoAlias: float addrspace(6)* %b, float addrspace(6)* %i
; PTO-NEXT: NoAlias: float addrspace(6)* %i, float addrspace(6)* %s
; PTO-NEXT: NoAlias: float addrspace(6)* %a, float addrspace(2)* %m
; PTO-NEXT: NoAlias: float addrspace(6)* %b, float addrspace(2)* %m
; PTO-NEXT: NoAlias: float addrspace(2)* %m, float addrspace(6)* %s
; PTO-NEXT: NoAlias: float addrspace(6)* %i, float addrspace(2)* %m

; Views: rows [0, 8) and [8, 16) of %t are disjoint; rows [4, 12) overlap
; both; a view of a view composes offsets; a view of another tile is
; disjoint from every view of %t.
define void @views(ptr addrspace(1) %g, i32 %r) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  %u = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  %top = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 0, i32 0, i32 8, i32 16)
  %bot = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 8, i32 0, i32 8, i32 16)
  %mid = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %t, i32 4, i32 0, i32 8, i32 16)
  ; Rows [8, 12), cols [8, 16) of %t, through %bot.
  %nest = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %bot, i32 0, i32 8, i32 4, i32 8)
  ; Rows [0, 8), cols [0, 8) of %t: disjoint from %nest (rows) and from
  ; %nest's column range anyway.
  %left = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %top, i32 0, i32 0, i32 8, i32 8)
  %uv = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %u, i32 0, i32 0, i32 8, i32 16)
  load float, ptr addrspace(6) %t
  load float, ptr addrspace(6) %top
  load float, ptr addrspace(6) %bot
  load float, ptr addrspace(6) %mid
  load float, ptr addrspace(6) %nest
  load float, ptr addrspace(6) %left
  load float, ptr addrspace(6) %uv
  ret void
}

; PTO-LABEL: Function: views: 7 pointers
; PTO-NEXT: MayAlias: float addrspace(6)* %t, float addrspace(6)* %top
; PTO-NEXT: MayAlias: float addrspace(6)* %bot, float addrspace(6)* %t
; PTO-NEXT: NoAlias: float addrspace(6)* %bot, float addrspace(6)* %top
; PTO-NEXT: MayAlias: float addrspace(6)* %mid, float addrspace(6)* %t
; PTO-NEXT: MayAlias: float addrspace(6)* %mid, float addrspace(6)* %top
; PTO-NEXT: MayAlias: float addrspace(6)* %bot, float addrspace(6)* %mid
; PTO-NEXT: MayAlias: float addrspace(6)* %nest, float addrspace(6)* %t
; PTO-NEXT: NoAlias: float addrspace(6)* %nest, float addrspace(6)* %top
; PTO-NEXT: MayAlias: float addrspace(6)* %bot, float addrspace(6)* %nest
; PTO-NEXT: MayAlias: float addrspace(6)* %mid, float addrspace(6)* %nest
; PTO-NEXT: MayAlias: float addrspace(6)* %left, float addrspace(6)* %t
; PTO-NEXT: MayAlias: float addrspace(6)* %left, float addrspace(6)* %top
; PTO-NEXT: NoAlias: float addrspace(6)* %bot, float addrspace(6)* %left
; PTO-NEXT: MayAlias: float addrspace(6)* %left, float addrspace(6)* %mid
; PTO-NEXT: NoAlias: float addrspace(6)* %left, float addrspace(6)* %nest
; PTO-NEXT: NoAlias: float addrspace(6)* %t, float addrspace(6)* %uv
; PTO-NEXT: NoAlias: float addrspace(6)* %top, float addrspace(6)* %uv
; PTO-NEXT: NoAlias: float addrspace(6)* %bot, float addrspace(6)* %uv
; PTO-NEXT: NoAlias: float addrspace(6)* %mid, float addrspace(6)* %uv
; PTO-NEXT: NoAlias: float addrspace(6)* %nest, float addrspace(6)* %uv
; PTO-NEXT: NoAlias: float addrspace(6)* %left, float addrspace(6)* %uv

; Joins: a select or PHI may be any incoming tile. A loop carry is every
; value the loop produces for it, but never a tile made before the loop
; that does not flow into it.
define void @joins(ptr addrspace(1) %g, i1 %c, i64 %n) {
entry:
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  %other = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  %sel = select i1 %c, ptr addrspace(6) %a, ptr addrspace(6) %b
  load float, ptr addrspace(6) %a
  load float, ptr addrspace(6) %b
  load float, ptr addrspace(6) %other
  load float, ptr addrspace(6) %sel
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi ptr addrspace(6) [ %a, %entry ], [ %next, %loop ]
  load float, ptr addrspace(6) %acc
  %next = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %acc, i32 16, i32 16)
  load float, ptr addrspace(6) %next
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; PTO-LABEL: Function: joins: 6 pointers
; PTO-NEXT: NoAlias: float addrspace(6)* %a, float addrspace(6)* %b
; PTO-NEXT: NoAlias: float addrspace(6)* %a, float addrspace(6)* %other
; PTO-NEXT: NoAlias: float addrspace(6)* %b, float addrspace(6)* %other
; PTO-NEXT: MayAlias: float addrspace(6)* %a, float addrspace(6)* %sel
; PTO-NEXT: MayAlias: float addrspace(6)* %b, float addrspace(6)* %sel
; PTO-NEXT: NoAlias: float addrspace(6)* %other, float addrspace(6)* %sel
; PTO-NEXT: MayAlias: float addrspace(6)* %a, float addrspace(6)* %acc
; PTO-NEXT: NoAlias: float addrspace(6)* %acc, float addrspace(6)* %b
; PTO-NEXT: NoAlias: float addrspace(6)* %acc, float addrspace(6)* %other
; PTO-NEXT: MayAlias: float addrspace(6)* %acc, float addrspace(6)* %sel
; PTO-NEXT: NoAlias: float addrspace(6)* %a, float addrspace(6)* %next
; PTO-NEXT: NoAlias: float addrspace(6)* %b, float addrspace(6)* %next
; PTO-NEXT: NoAlias: float addrspace(6)* %next, float addrspace(6)* %other
; PTO-NEXT: NoAlias: float addrspace(6)* %next, float addrspace(6)* %sel
; PTO-NEXT: MayAlias: float addrspace(6)* %acc, float addrspace(6)* %next

; A handle that is not a builtin's result (here an argument; kernels cannot
; have one) says nothing.
define void @unknown(ptr addrspace(6) %arg, ptr addrspace(1) %g) {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 16, i32 16, i32 16)
  load float, ptr addrspace(6) %arg
  load float, ptr addrspace(6) %a
  ret void
}

; PTO-LABEL: Function: unknown: 2 pointers
; PTO-NEXT: MayAlias: float addrspace(6)* %a, float addrspace(6)* %arg
