; tfillpad, tfillpad.min, tfillpad.max (issue 13, valid regions): the
; source inside the runtime valid region [0, vrows) x [0, vcols) (kernel
; arguments, so registers), the pad value outside: 0; -inf / +inf for
; floats; INT_MIN / INT_MAX for i32; 0 / 255 for u8 (docs/builtins.md,
; docs/tile-storage.md "Valid regions"). pto-ref's values are checked here;
; pto-sim (run-kernel, -O0 and -O2) matches them with no race. A row max of
; the min-padded tile ignores the pad; the chained tfillpad is in place.
; REQUIRES: pto-sim
; RUN: pto-ref %s --arg=buf:f32:4x8:iota --arg=buf:i32:2x4:iota \
; RUN:   --arg=buf:f32:4x8 --arg=buf:f32:4x8 --arg=buf:f32:4x8 \
; RUN:   --arg=buf:f32:4x1 --arg=buf:i32:2x4 --arg=buf:i32:2x4 --arg=buf:u8:2x4 \
; RUN:   --arg=3 --arg=5 \
; RUN:   --dump=2 --dump=3 --dump=4 --dump=5 --dump=6 --dump=7 --dump=8 | FileCheck %s
; CHECK:      arg2: f32[4x8]
; CHECK-NEXT: 0 1 2 3 4 0 0 0{{$}}
; CHECK-NEXT: 8 9 10 11 12 0 0 0{{$}}
; CHECK-NEXT: 16 17 18 19 20 0 0 0{{$}}
; CHECK-NEXT: 0 0 0 0 0 0 0 0{{$}}
; CHECK:      arg3: f32[4x8]
; CHECK-NEXT: 0 1 2 3 4 -inf -inf -inf{{$}}
; CHECK-NEXT: 8 9 10 11 12 -inf -inf -inf{{$}}
; CHECK-NEXT: 16 17 18 19 20 -inf -inf -inf{{$}}
; CHECK-NEXT: -inf -inf -inf -inf -inf -inf -inf -inf{{$}}
; The in-place chain: tfillpad.max of (x + 1), then tfillpad (zero) 2 x 2.
; CHECK:      arg4: f32[4x8]
; CHECK-NEXT: 1 2 0 0 0 0 0 0{{$}}
; CHECK-NEXT: 9 10 0 0 0 0 0 0{{$}}
; CHECK-NEXT: 0 0 0 0 0 0 0 0{{$}}
; CHECK-NEXT: 0 0 0 0 0 0 0 0{{$}}
; CHECK:      arg5: f32[4x1]
; CHECK-NEXT: 4{{$}}
; CHECK-NEXT: 12{{$}}
; CHECK-NEXT: 20{{$}}
; CHECK-NEXT: -inf{{$}}
; i32, valid 1 x 3 (vrows - 2, vcols - 2)
; CHECK:      arg6: i32[2x4]
; CHECK-NEXT: 0 1 2 -2147483648{{$}}
; CHECK-NEXT: -2147483648 -2147483648 -2147483648 -2147483648{{$}}
; CHECK:      arg7: i32[2x4]
; CHECK-NEXT: 0 1 2 2147483647{{$}}
; CHECK-NEXT: 2147483647 2147483647 2147483647 2147483647{{$}}
; CHECK:      arg8: u8[2x4]
; CHECK-NEXT: 0 1 2 255{{$}}
; CHECK-NEXT: 255 255 255 255{{$}}

; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:4x8:iota --arg=buf:i32:2x4:iota \
; RUN:   --arg=buf:f32:4x8 --arg=buf:f32:4x8 --arg=buf:f32:4x8 \
; RUN:   --arg=buf:f32:4x1 --arg=buf:i32:2x4 --arg=buf:i32:2x4 --arg=buf:u8:2x4 \
; RUN:   --arg=3 --arg=5 | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:4x8:iota --arg=buf:i32:2x4:iota \
; RUN:   --arg=buf:f32:4x8 --arg=buf:f32:4x8 --arg=buf:f32:4x8 \
; RUN:   --arg=buf:f32:4x1 --arg=buf:i32:2x4 --arg=buf:i32:2x4 --arg=buf:u8:2x4 \
; RUN:   --arg=3 --arg=5 | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference

; pto-ref's own check of a runtime extent (pto-sim's: fillpad-errors.s).
; RUN: not pto-ref %s --arg=buf:f32:4x8:iota --arg=buf:i32:2x4:iota \
; RUN:   --arg=buf:f32:4x8 --arg=buf:f32:4x8 --arg=buf:f32:4x8 \
; RUN:   --arg=buf:f32:4x1 --arg=buf:i32:2x4 --arg=buf:i32:2x4 --arg=buf:u8:2x4 \
; RUN:   --arg=5 --arg=5 2>&1 | FileCheck %s --check-prefix=REFERR
; REFERR: error: {{.*}}pto.tfillpad.f32: valid region 5 x 5 does not fit the 4 x 8 tile

; The code: one tfillpad* per call with the extents in registers.
; RUN: %llc -march=pto -O2 %s -o - | FileCheck %s --check-prefix=ASM
; ASM-DAG: tfillpad vec[{{.*}}], vec[{{.*}}], {{[a-z]+[0-9]+}}, {{[a-z]+[0-9]+}}, 4, 8, f32
; ASM-DAG: tfillpad.min vec[{{.*}}], vec[{{.*}}], {{[a-z]+[0-9]+}}, {{[a-z]+[0-9]+}}, 4, 8, f32
; ASM-DAG: tfillpad.max vec[{{.*}}], vec[{{.*}}], {{[a-z]+[0-9]+}}, {{[a-z]+[0-9]+}}, 2, 4, u8

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tcvt.u8.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tfillpad.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tfillpad.min.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tfillpad.max.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tfillpad.min.i32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tfillpad.max.i32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tfillpad.max.u8(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.i32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.u8(ptr addrspace(1), i64, ptr addrspace(6))

define void @k(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %ini,
               ptr addrspace(1) noalias %zero, ptr addrspace(1) noalias %min,
               ptr addrspace(1) noalias %chain, ptr addrspace(1) noalias %rmax,
               ptr addrspace(1) noalias %imin, ptr addrspace(1) noalias %imax,
               ptr addrspace(1) noalias %umax, i32 %vr, i32 %vc) "pto.kernel" {
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %in, i64 8, i32 4, i32 8)
  %z = call ptr addrspace(6) @pto.tfillpad.f32(ptr addrspace(6) %x, i32 %vr, i32 %vc, i32 4, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %zero, i64 8, ptr addrspace(6) %z)
  %m = call ptr addrspace(6) @pto.tfillpad.min.f32(ptr addrspace(6) %x, i32 %vr, i32 %vc, i32 4, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %min, i64 8, ptr addrspace(6) %m)
  %r = call ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6) %m, i32 4, i32 1)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %rmax, i64 1, ptr addrspace(6) %r)
  ; x + 1.0f (0x3f800000), max-padded at 3 x 5, then zero-padded at 2 x 2.
  %x1 = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %x, i32 1065353216, i32 4, i32 8)
  %c1 = call ptr addrspace(6) @pto.tfillpad.max.f32(ptr addrspace(6) %x1, i32 %vr, i32 %vc, i32 4, i32 8)
  %vr2 = sub i32 %vr, 1
  %vc2 = sub i32 %vc, 3
  %c2 = call ptr addrspace(6) @pto.tfillpad.f32(ptr addrspace(6) %c1, i32 %vr2, i32 %vc2, i32 4, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %chain, i64 8, ptr addrspace(6) %c2)
  ; integers: valid 1 x 3
  %vr3 = sub i32 %vr, 2
  %vc3 = sub i32 %vc, 2
  %y = call ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1) %ini, i64 4, i32 2, i32 4)
  %yl = call ptr addrspace(6) @pto.tfillpad.min.i32(ptr addrspace(6) %y, i32 %vr3, i32 %vc3, i32 2, i32 4)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %imin, i64 4, ptr addrspace(6) %yl)
  %yh = call ptr addrspace(6) @pto.tfillpad.max.i32(ptr addrspace(6) %y, i32 %vr3, i32 %vc3, i32 2, i32 4)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %imax, i64 4, ptr addrspace(6) %yh)
  %u = call ptr addrspace(6) @pto.tcvt.u8.i32(ptr addrspace(6) %y, i32 2, i32 4)
  %uh = call ptr addrspace(6) @pto.tfillpad.max.u8(ptr addrspace(6) %u, i32 %vr3, i32 %vc3, i32 2, i32 4)
  call void @pto.tstore.vec.u8(ptr addrspace(1) %umax, i64 4, ptr addrspace(6) %uh)
  ret void
}
