; Valid extents through the builtins issue 13 (13X) covers (docs/
; tile-storage.md "Valid regions"): a vr x vc tail tile goes through a
; compare (its u8 mask is vr x ceil(vc / 8)), a select, a transpose (vc x
; vr), a row arg max, a window at a register position (its extent
; min(window, extent - position)), a partial add of the window, a tci whose
; tvalid gives it 1 x vc, and a tinsert of the window (its extent) into
; the partial sum. pto-ref's values are
; checked here; pto-sim (run-kernel, -O0 and -O2) matches them, no race.
; REQUIRES: pto-sim
; RUN: pto-ref %s --arg=buf:f32:3x5:iota --arg=buf:f32:8x16 --arg=buf:f32:16x8 \
; RUN:   --arg=buf:u32:8x1 --arg=buf:f32:4x8 --arg=buf:f32:8x16 --arg=buf:i32:1x16 \
; RUN:   --arg=buf:f32:8x16 --arg=3 --arg=5 --arg=1 --arg=2 \
; RUN:   --dump=1 --dump=2 --dump=3 --dump=4 --dump=5 --dump=6 --dump=7 | FileCheck %s
; y = x > 4 ? x : x / 8 over 3 x 5 (x = 0 .. 14), zeros outside.
; CHECK:      arg1: f32[8x16]
; CHECK-NEXT: 0 0.125 0.25 0.375 0.5 0 0 0 0 0 0 0 0 0 0 0{{$}}
; CHECK-NEXT: 5 6 7 8 9 0 0 0 0 0 0 0 0 0 0 0{{$}}
; CHECK-NEXT: 10 11 12 13 14 0 0 0 0 0 0 0 0 0 0 0{{$}}
; CHECK-NEXT: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0{{$}}
; The transpose: 5 x 3.
; CHECK:      arg2: f32[16x8]
; CHECK-NEXT: 0 5 10 0 0 0 0 0{{$}}
; CHECK-NEXT: 0.125 6 11 0 0 0 0 0{{$}}
; CHECK:      0.5 9 14 0 0 0 0 0{{$}}
; CHECK-NEXT: 0 0 0 0 0 0 0 0{{$}}
; Each valid row's arg max among its 5 valid columns.
; CHECK:      arg3: u32[8x1]
; CHECK-NEXT: 4{{$}}
; CHECK-NEXT: 4{{$}}
; CHECK-NEXT: 4{{$}}
; CHECK-NEXT: 0{{$}}
; The 4 x 8 window at (1, 2): its 2 x 3 part inside the extent.
; CHECK:      arg4: f32[4x8]
; CHECK-NEXT: 7 8 9 0 0 0 0 0{{$}}
; CHECK-NEXT: 12 13 14 0 0 0 0 0{{$}}
; CHECK-NEXT: 0 0 0 0 0 0 0 0{{$}}
; y + its 4 x 8 window at (0, 0) (extent 3 x 5) over y's extent: 2y.
; CHECK:      arg5: f32[8x16]
; CHECK-NEXT: 0 0.25 0.5 0.75 1 0 0 0 0 0 0 0 0 0 0 0{{$}}
; CHECK-NEXT: 10 12 14 16 18 0 0 0 0 0 0 0 0 0 0 0{{$}}
; CHECK-NEXT: 20 22 24 26 28 0 0 0 0 0 0 0 0 0 0 0{{$}}
; tci 100 + k over its 1 x 5 extent.
; CHECK:      arg6: i32[1x16]
; CHECK-NEXT: 100 101 102 103 104 0 0 0 0 0 0 0 0 0 0 0{{$}}
; The window's 2 x 3 extent inserted at (1, 1) of 2y (its 3 x 5 extent).
; CHECK:      arg7: f32[8x16]
; CHECK-NEXT: 0 0.25 0.5 0.75 1 0 0 0 0 0 0 0 0 0 0 0{{$}}
; CHECK-NEXT: 10 7 8 9 18 0 0 0 0 0 0 0 0 0 0 0{{$}}
; CHECK-NEXT: 20 12 13 14 28 0 0 0 0 0 0 0 0 0 0 0{{$}}
; CHECK-NEXT: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0{{$}}

; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:3x5:seed=3 --arg=buf:f32:8x16 --arg=buf:f32:16x8 \
; RUN:   --arg=buf:u32:8x1 --arg=buf:f32:4x8 --arg=buf:f32:8x16 --arg=buf:i32:1x16 \
; RUN:   --arg=buf:f32:8x16 --arg=3 --arg=5 --arg=1 --arg=2 \
; RUN:   | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:3x5:seed=3 --arg=buf:f32:8x16 --arg=buf:f32:16x8 \
; RUN:   --arg=buf:u32:8x1 --arg=buf:f32:4x8 --arg=buf:f32:8x16 --arg=buf:i32:1x16 \
; RUN:   --arg=buf:f32:8x16 --arg=3 --arg=5 --arg=1 --arg=2 \
; RUN:   | FileCheck %s --check-prefix=SIM
; The full extent, and a window wholly inside it.
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:8x16:seed=4 --arg=buf:f32:8x16 --arg=buf:f32:16x8 \
; RUN:   --arg=buf:u32:8x1 --arg=buf:f32:4x8 --arg=buf:f32:8x16 --arg=buf:i32:1x16 \
; RUN:   --arg=buf:f32:8x16 --arg=8 --arg=16 --arg=4 --arg=8 \
; RUN:   | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:7x13:seed=5 --arg=buf:f32:8x16 --arg=buf:f32:16x8 \
; RUN:   --arg=buf:u32:8x1 --arg=buf:f32:4x8 --arg=buf:f32:8x16 --arg=buf:i32:1x16 \
; RUN:   --arg=buf:f32:8x16 --arg=7 --arg=13 --arg=2 --arg=3 \
; RUN:   | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference

; The code: the compare, select, transpose and arg max share the load's
; state; the window, the tci and the partial add set their own.
; RUN: %llc -march=pto -O2 %s -o - | FileCheck %s --check-prefix=ASM
; ASM:      setvalid [[R:[a-z]+[0-9]+]], [[C:[a-z]+[0-9]+]], zero
; ASM-NEXT: tload vec
; ASM-NOT:  setvalid
; ASM:      tcmps
; ASM-NOT:  setvalid
; ASM:      tsel
; ASM-NOT:  setvalid
; ASM:      ttrans

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tvalid.vec.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tvalid.vec.i32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tcmps.u8.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tsel.f32(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowargmax.u32.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.textract.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tpartadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tci.i32(i32, i32, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.u32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.i32(ptr addrspace(1), i64, ptr addrspace(6))

define void @k(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %sel,
               ptr addrspace(1) noalias %tr, ptr addrspace(1) noalias %am,
               ptr addrspace(1) noalias %win, ptr addrspace(1) noalias %part,
               ptr addrspace(1) noalias %ci, ptr addrspace(1) noalias %ins,
               i32 %vr, i32 %vc, i32 %pr, i32 %pc) "pto.kernel" {
  %stride = sext i32 %vc to i64
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %in, i64 %stride, i32 8, i32 16)
  %xv = call ptr addrspace(6) @pto.tvalid.vec.f32(ptr addrspace(6) %x, i32 %vr, i32 %vc, i32 8, i32 16)
  ; 4.0f, mode gt (4)
  %m = call ptr addrspace(6) @pto.tcmps.u8.f32(ptr addrspace(6) %xv, i32 1082130432, i32 4, i32 8, i32 2)
  ; 0.125f
  %xs = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %xv, i32 1040187392, i32 8, i32 16)
  %y = call ptr addrspace(6) @pto.tsel.f32(ptr addrspace(6) %m, ptr addrspace(6) %xv, ptr addrspace(6) %xs, i32 8, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %sel, i64 16, ptr addrspace(6) %y)
  %t = call ptr addrspace(6) @pto.ttrans.f32(ptr addrspace(6) %y, i32 16, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %tr, i64 8, ptr addrspace(6) %t)
  %a = call ptr addrspace(6) @pto.trowargmax.u32.f32(ptr addrspace(6) %y, i32 8, i32 1)
  call void @pto.tstore.vec.u32(ptr addrspace(1) %am, i64 1, ptr addrspace(6) %a)
  %w = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %y, i32 %pr, i32 %pc, i32 4, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %win, i64 8, ptr addrspace(6) %w)
  %w0 = call ptr addrspace(6) @pto.textract.f32(ptr addrspace(6) %y, i32 0, i32 0, i32 4, i32 8)
  %p = call ptr addrspace(6) @pto.tpartadd.f32(ptr addrspace(6) %y, ptr addrspace(6) %w0, i32 8, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %part, i64 16, ptr addrspace(6) %p)
  %i = call ptr addrspace(6) @pto.tinsert.f32(ptr addrspace(6) %p, ptr addrspace(6) %w, i32 1, i32 1, i32 8, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %ins, i64 16, ptr addrspace(6) %i)
  %c0 = call ptr addrspace(6) @pto.tci.i32(i32 100, i32 0, i32 1, i32 16)
  %cv = call ptr addrspace(6) @pto.tvalid.vec.i32(ptr addrspace(6) %c0, i32 1, i32 %vc, i32 1, i32 16)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %ci, i64 16, ptr addrspace(6) %cv)
  ret void
}

; The mutation -pto-setvalid-unsound-select-mask (the select's setvalid
; takes the mask's 3 x 1 extent) makes the selected columns 1..4 missing:
; run-kernel reports the mismatch.
; RUN: not python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --llc-arg=-pto-setvalid-unsound-select-mask \
; RUN:   --arg=buf:f32:3x5:seed=3 --arg=buf:f32:8x16 --arg=buf:f32:16x8 \
; RUN:   --arg=buf:u32:8x1 --arg=buf:f32:4x8 --arg=buf:f32:8x16 --arg=buf:i32:1x16 \
; RUN:   --arg=buf:f32:8x16 --arg=3 --arg=5 --arg=1 --arg=2 \
; RUN:   | FileCheck %s --check-prefix=MUT
; MUT: mismatch
