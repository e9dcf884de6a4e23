; Runtime tview positions (issue 13, T; docs/tile-storage.md "Runtime tview
; positions", docs/isa.md "Runtime view addresses"). A loop walks the row
; blocks of one 16x8 tile through a view at the runtime row 4 * i (its row
; sums stored per block), and a view at the row given as an argument is
; read by tadds; a view at a constant row keeps its compile-time address.
; pto-ref's values are checked here (its own reading: each view is a copy
; of the window); pto-sim (run-kernel, -O0 and -O2) matches them with no
; race. With the runtime views addressed as the view at row 0 (the
; mutation) the second block's sums differ.
; REQUIRES: pto-sim
; RUN: pto-ref %s --arg=buf:f32:16x8:iota --arg=buf:f32:16x1 --arg=buf:f32:4x8 \
; RUN:   --arg=buf:f32:4x8 --arg=4 --arg=6 --dump=1 --dump=2 --dump=3 | FileCheck %s
; Row k sums to 64k + 28.
; CHECK:      arg1: f32[16x1]
; CHECK-NEXT: 28{{$}}
; CHECK-NEXT: 92{{$}}
; CHECK:      988{{$}}
; Rows 6..9, plus 1.
; CHECK:      arg2: f32[4x8]
; CHECK-NEXT: 49 50 51 52 53 54 55 56{{$}}
; CHECK:      73 74 75 76 77 78 79 80{{$}}
; Rows 12..15 (the constant view).
; CHECK:      arg3: f32[4x8]
; CHECK-NEXT: 96 97 98 99 100 101 102 103{{$}}

; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:16x8:iota --arg=buf:f32:16x1 --arg=buf:f32:4x8 \
; RUN:   --arg=buf:f32:4x8 --arg=4 --arg=6 | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:16x8:iota --arg=buf:f32:16x1 --arg=buf:f32:4x8 \
; RUN:   --arg=buf:f32:4x8 --arg=4 --arg=6 | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference

; The mutation: a runtime view addressed (and its footprint taken) as the
; view at row 0 (-pto-lower-tile-operands-unsound-runtime-view-at-0).
; RUN: not python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:16x8:iota --arg=buf:f32:16x1 --arg=buf:f32:4x8 \
; RUN:   --arg=buf:f32:4x8 --arg=4 --arg=6 \
; RUN:   --llc-arg=-pto-lower-tile-operands-unsound-runtime-view-at-0 \
; RUN:   | FileCheck %s --check-prefix=MUT
; MUT: mismatch: arg1[4]: simulated 28.0, reference 284.0 (f32)

; A view that leaves its source: pto-ref's own check (the window [13, 17)),
; and pto-sim's, at the viewaddr, with the values (run-kernel runs it when
; told to skip the reference).
; RUN: not pto-ref %s --arg=buf:f32:16x8:iota --arg=buf:f32:16x1 --arg=buf:f32:4x8 \
; RUN:   --arg=buf:f32:4x8 --arg=4 --arg=13 2>&1 | FileCheck %s --check-prefix=REFERR
; REFERR: error: {{.*}}pto.tview.f32: the window [13, 17) x [0, 8) is outside the 16x8 f32 source

; The code: in the loop, viewaddr computes the view's base register (the
; source's base plus 4i rows of 32 bytes; the last row a 4-row view can
; start at is 12) and trowsum addresses vec[base + the source's offset];
; the constant view is vec[zero + offset] as before.
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
; ASM-LABEL: k:
; ASM:       viewaddr [[B:[a-z]+[0-9]+]], zero, {{[a-z]+[0-9]+}}, 12, 32
; ASM:       trowsum vec[zero + {{[0-9]+}}], vec[[[B]] + [[OFF:[0-9]+]]], 4, 1, 4, 8, f32

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tview.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @k(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %sums,
               ptr addrspace(1) noalias %blk, ptr addrspace(1) noalias %last,
               i32 %n, i32 %r) "pto.kernel" {
entry:
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %in, i64 8, i32 16, i32 8)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %row = mul i32 %i, 4
  %v = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %x, i32 %row, i32 0, i32 4, i32 8)
  %s = call ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6) %v, i32 4, i32 1)
  %off = sext i32 %row to i64
  %p = getelementptr float, ptr addrspace(1) %sums, i64 %off
  call void @pto.tstore.vec.f32(ptr addrspace(1) %p, i64 1, ptr addrspace(6) %s)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit

exit:
  ; rows r .. r + 3, plus 1.0f (0x3f800000)
  %w = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %x, i32 %r, i32 0, i32 4, i32 8)
  %w1 = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %w, i32 1065353216, i32 4, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %blk, i64 8, ptr addrspace(6) %w1)
  %c = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %x, i32 12, i32 0, i32 4, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %last, i64 8, ptr addrspace(6) %c)
  ret void
}
