; Runtime sub-tile positions and treshape (issue 13, R; docs/builtins.md,
; docs/tile-storage.md "Views"). textract / tinsert at a position held in
; registers (kernel arguments) select the register forms (docs/isa.md,
; "Runtime sub-tile positions"); a constant position keeps the immediate
; form. treshape is a view: the same bytes under another shape and element
; type, no instruction, no copy. pto-ref's values are checked here (its own
; evaluation: the window, the insert and the row-major bytes reinterpreted);
; pto-sim (run-kernel, -O0 and -O2) matches them with no race. With the
; positions read as 0 (the register form's mutation) arg1 and arg2 differ.
; REQUIRES: pto-sim
; RUN: pto-ref %s --arg=buf:f32:4x8:iota --arg=buf:f32:2x3 --arg=buf:f32:4x8 \
; RUN:   --arg=buf:f32:8x4 --arg=buf:i32:2x2 --arg=buf:f32:1x1 --arg=2 --arg=5 \
; RUN:   --dump=1 --dump=2 --dump=3 --dump=4 --dump=5 | FileCheck %s
; The 2x3 window at (2, 5).
; CHECK:      arg1: f32[2x3]
; CHECK-NEXT: 21 22 23{{$}}
; CHECK-NEXT: 29 30 31{{$}}
; That window plus 100 inserted back at (row - 1, col - 4) = (1, 1).
; CHECK:      arg2: f32[4x8]
; CHECK-NEXT: 0 1 2 3 4 5 6 7{{$}}
; CHECK-NEXT: 8 121 122 123 12 13 14 15{{$}}
; CHECK-NEXT: 16 129 130 131 20 21 22 23{{$}}
; CHECK-NEXT: 24 25 26 27 28 29 30 31{{$}}
; The 4x8 tile as 8x4: the same row-major elements.
; CHECK:      arg3: f32[8x4]
; CHECK-NEXT: 0 1 2 3{{$}}
; CHECK-NEXT: 4 5 6 7{{$}}
; CHECK:      28 29 30 31{{$}}
; The bits of 1.0, 2.0 / 9.0, 10.0: the 2x2 window at (0, 1) of the tile
; reinterpreted as i32, by a constant-position textract.
; CHECK:      arg4: i32[2x2]
; CHECK-NEXT: 1065353216 1073741824{{$}}
; CHECK-NEXT: 1091567616 1092616192{{$}}
; The sum of all 32 elements through a 1x32 treshape.
; CHECK:      arg5: f32[1x1]
; CHECK-NEXT: 496{{$}}

; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:4x8:iota --arg=buf:f32:2x3 --arg=buf:f32:4x8 \
; RUN:   --arg=buf:f32:8x4 --arg=buf:i32:2x2 --arg=buf:f32:1x1 --arg=2 --arg=5 \
; RUN:   | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:4x8:iota --arg=buf:f32:2x3 --arg=buf:f32:4x8 \
; RUN:   --arg=buf:f32:8x4 --arg=buf:i32:2x2 --arg=buf:f32:1x1 --arg=2 --arg=5 \
; RUN:   | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference

; The mutation: register positions selected as (0, 0)
; (-pto-isel-unsound-regpos-zero): the window and the insert differ.
; RUN: not python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:4x8:iota --arg=buf:f32:2x3 --arg=buf:f32:4x8 \
; RUN:   --arg=buf:f32:8x4 --arg=buf:i32:2x2 --arg=buf:f32:1x1 --arg=2 --arg=5 \
; RUN:   --llc-arg=-pto-isel-unsound-regpos-zero | FileCheck %s --check-prefix=MUT
; MUT: mismatch: arg1[0]: simulated 0.0, reference 21.0 (f32)

; pto-ref's own check of a runtime position: the window at (3, 5) leaves the
; 4x8 source (pto-sim's: runtime-pos-errors.s).
; RUN: not pto-ref %s --arg=buf:f32:4x8:iota --arg=buf:f32:2x3 --arg=buf:f32:4x8 \
; RUN:   --arg=buf:f32:8x4 --arg=buf:i32:2x2 --arg=buf:f32:1x1 --arg=3 --arg=5 \
; RUN:   2>&1 | FileCheck %s --check-prefix=REFERR
; REFERR: error: {{.*}}pto.textract.f32: the window [3, 5) x [5, 8) is outside the 4x8 f32 source
; RUN: not pto-ref %s --arg=buf:f32:4x8:iota --arg=buf:f32:2x3 --arg=buf:f32:4x8 \
; RUN:   --arg=buf:f32:8x4 --arg=buf:i32:2x2 --arg=buf:f32:1x1 --arg=-1 --arg=5 \
; RUN:   2>&1 | FileCheck %s --check-prefix=REFNEG
; REFNEG: error: {{.*}}pto.textract.f32: sub-tile position (-1, 5) is negative

; The code: register forms for the runtime positions, the immediate form
; for the constant one, no instruction for treshape.
; RUN: %llc -march=pto -O2 %s -o - | FileCheck %s --check-prefix=ASM
; ASM:     textract vec[{{.*}}], vec[{{.*}}], {{[a-z]+[0-9]+}}, {{[a-z]+[0-9]+}}, 2, 3, 4, 8, f32
; ASM:     tinsert vec[{{.*}}], vec[{{.*}}], vec[{{.*}}], {{[a-z]+[0-9]+}}, {{[a-z]+[0-9]+}}, 4, 8, 2, 3, f32
; ASM:     textract vec[{{.*}}], vec[{{.*}}], 0, 1, 2, 2, 4, 8, i32
; ASM-NOT: treshape

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.textract.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.textract.i32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.treshape.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.treshape.i32.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.i32(ptr addrspace(1), i64, ptr addrspace(6))

define void @k(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %win,
               ptr addrspace(1) noalias %ins, ptr addrspace(1) noalias %flat,
               ptr addrspace(1) noalias %bits, ptr addrspace(1) noalias %sum,
               i32 %r, i32 %c) "pto.kernel" {
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %in, i64 8, i32 4, i32 8)
  %w = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %x, i32 %r, i32 %c, i32 2, i32 3)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %win, i64 3, ptr addrspace(6) %w)
  ; w + 100.0f (0x42c80000) at (r - 1, c - 4)
  %w1 = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %w, i32 1120403456, i32 2, i32 3)
  %r1 = sub i32 %r, 1
  %c1 = sub i32 %c, 4
  %x2 = call ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6) %x, ptr addrspace(6) %w1, i32 %r1, i32 %c1, i32 4, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %ins, i64 8, ptr addrspace(6) %x2)
  ; treshape views of a fresh load (x is written over by the tinsert)
  %y = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %in, i64 8, i32 4, i32 8)
  %f = call ptr addrspace(6) @pto.treshape.f32(ptr addrspace(6) %y, i32 8, i32 4)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %flat, i64 4, ptr addrspace(6) %f)
  %yi = call ptr addrspace(6) @pto.treshape.i32.f32(ptr addrspace(6) %y, i32 4, i32 8)
  %b = call ptr addrspace(6) @pto.textract.i32(ptr addrspace(6) %yi, i32 0, i32 1, i32 2, i32 2)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %bits, i64 2, ptr addrspace(6) %b)
  %row = call ptr addrspace(6) @pto.treshape.f32(ptr addrspace(6) %y, i32 1, i32 32)
  %s = call ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6) %row, i32 1, i32 1)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %sum, i64 1, ptr addrspace(6) %s)
  ret void
}
