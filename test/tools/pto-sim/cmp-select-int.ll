; The compare/select, index, triangle, bitwise, shift and remainder builtins
; (issue 14): pto-ref's values are checked here (docs/builtins.md, "Compare,
; select and integer operations"); pto-sim (run-kernel, -O0 and -O2) matches
; them with no race. xm = iota - 3 = -3 -2 -1 0 1 2 3 4 (i32), f = f32(xm).
; REQUIRES: pto-sim
; RUN: pto-ref %s --arg=buf:i32:1x8:iota --arg=buf:u8:1x8 --arg=buf:i32:8x8 \
; RUN:   --arg=buf:f32:3x8 --arg=buf:f32:4x4 --arg=buf:i8:2x8 --arg=buf:u16:3x8 \
; RUN:   --dump=1 --dump=2 --dump=3 --dump=4 --dump=5 --dump=6 | FileCheck %s
; Masks (one byte each, bit j for element j): xm < 0 (i32) = bits 0-2; as
; u32 only 0 and 1 are below 2 (bits 3, 4); f != NaN everywhere, f == NaN
; nowhere, f <= f everywhere; xm >= 2 (bits 5-7); tcmp xm > x nowhere;
; tcmp xm eq xm everywhere.
; CHECK:      arg1: u8[1x8]
; CHECK-NEXT: 7 24 255 0 255 224 0 255{{$}}
; CHECK:      arg2: i32[8x8]
; tsel(xm < 0, xm, x); tci 10 descending; tands 6; tors 8; txors -1;
; tshl xm << x; trems 3 (the divisor's sign); tfmods 3 (the dividend's)
; CHECK-NEXT: -3 -2 -1 3 4 5 6 7{{$}}
; CHECK-NEXT: 10 9 8 7 6 5 4 3{{$}}
; CHECK-NEXT: 4 6 6 0 0 2 2 4{{$}}
; CHECK-NEXT: -3 -2 -1 8 9 10 11 12{{$}}
; CHECK-NEXT: 2 1 0 -1 -2 -3 -4 -5{{$}}
; CHECK-NEXT: -3 -4 -4 0 16 64 192 512{{$}}
; CHECK-NEXT: 0 1 2 0 1 2 0 1{{$}}
; CHECK-NEXT: 0 -2 -1 0 1 2 0 1{{$}}
; CHECK:      arg3: f32[3x8]
; tsels(f >= 2, f, -inf); trems(f - 0.5, -2) has the divisor's sign;
; tfmods(f - 0.5, 2) the dividend's
; CHECK-NEXT: -inf -inf -inf -inf -inf 2 3 4{{$}}
; CHECK-NEXT: -1.5 -0.5 -1.5 -0.5 -1.5 -0.5 -1.5 -0.5{{$}}
; CHECK-NEXT: -1.5 -0.5 -1.5 -0.5 0.5 1.5 0.5 1.5{{$}}
; CHECK:      arg4: f32[4x4]
; ttri lower, diagonal 1
; CHECK-NEXT: 1 1 0 0{{$}}
; CHECK-NEXT: 1 1 1 0{{$}}
; CHECK-NEXT: 1 1 1 1{{$}}
; CHECK-NEXT: 1 1 1 1{{$}}
; CHECK:      arg5: i8[2x8]
; i8(xm * 40) = -120 -80 -40 0 40 80 120 -96: shls 9 (a count from the
; width on gives 0), shrs 9 (the sign fill)
; CHECK-NEXT: 0 0 0 0 0 0 0 0{{$}}
; CHECK-NEXT: -1 -1 -1 0 0 0 0 -1{{$}}
; CHECK:      arg6: u16[3x8]
; tci from 65534 ascending wraps; n = tnot(u16(x)); tshr(n, x) is logical;
; trems(n, 0) is n (x rem 0 = x)
; CHECK-NEXT: 65534 65535 0 1 2 3 4 5{{$}}
; CHECK-NEXT: 65535 32767 16383 8191 4095 2047 1023 511{{$}}
; CHECK-NEXT: 65535 65534 65533 65532 65531 65530 65529 65528{{$}}

; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:i32:1x8:iota --arg=buf:u8:1x8 \
; RUN:   --arg=buf:i32:8x8 --arg=buf:f32:3x8 --arg=buf:f32:4x4 \
; RUN:   --arg=buf:i8:2x8 --arg=buf:u16:3x8 | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:i32:1x8:iota --arg=buf:u8:1x8 \
; RUN:   --arg=buf:i32:8x8 --arg=buf:f32:3x8 --arg=buf:f32:4x4 \
; RUN:   --arg=buf:i8:2x8 --arg=buf:u16:3x8 | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadds.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmuls.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tcvt.u32.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f32.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.i8.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.u16.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tfill.f32(i32, i32, i32)
declare ptr addrspace(6) @pto.tcmps.u8.i32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tcmps.u8.u32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tcmp.u8.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tcmp.u8.i32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tcmps.u8.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tsel.i32(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsels.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tci.i32(i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tci.u16(i32, i32, i32, i32)
declare ptr addrspace(6) @pto.ttri.f32(i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tands.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tors.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.txors.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tshl.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trems.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tfmods.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.trems.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tfmods.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tshls.i8(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tshrs.i8(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tshr.u16(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tnot.u16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trems.u16(ptr addrspace(6), i32, i32, i32)
declare void @pto.tstore.vec.u8(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.i32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.i8(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.u16(ptr addrspace(1), i64, ptr addrspace(6))

define void @k(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %masks,
               ptr addrspace(1) noalias %ints, ptr addrspace(1) noalias %floats,
               ptr addrspace(1) noalias %tri, ptr addrspace(1) noalias %bytes,
               ptr addrspace(1) noalias %shorts) "pto.kernel" {
  %x = call ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1) %in, i64 8, i32 1, i32 8)
  %xm = call ptr addrspace(6) @pto.tadds.i32(ptr addrspace(6) %x, i32 -3, i32 1, i32 8)
  %xu = call ptr addrspace(6) @pto.tcvt.u32.i32(ptr addrspace(6) %xm, i32 1, i32 8)
  %f = call ptr addrspace(6) @pto.tcvt.f32.i32(ptr addrspace(6) %xm, i32 1, i32 8)
  %nan = call ptr addrspace(6) @pto.tfill.f32(i32 2143289344, i32 1, i32 8)
  ; masks
  %m0 = call ptr addrspace(6) @pto.tcmps.u8.i32(ptr addrspace(6) %xm, i32 0, i32 2, i32 1, i32 1)
  %m1 = call ptr addrspace(6) @pto.tcmps.u8.u32(ptr addrspace(6) %xu, i32 2, i32 2, i32 1, i32 1)
  %m2 = call ptr addrspace(6) @pto.tcmp.u8.f32(ptr addrspace(6) %f, ptr addrspace(6) %nan, i32 1, i32 1, i32 1)
  %m3 = call ptr addrspace(6) @pto.tcmp.u8.f32(ptr addrspace(6) %f, ptr addrspace(6) %nan, i32 0, i32 1, i32 1)
  %m4 = call ptr addrspace(6) @pto.tcmp.u8.f32(ptr addrspace(6) %f, ptr addrspace(6) %f, i32 3, i32 1, i32 1)
  %m5 = call ptr addrspace(6) @pto.tcmps.u8.i32(ptr addrspace(6) %xm, i32 2, i32 5, i32 1, i32 1)
  %m6 = call ptr addrspace(6) @pto.tcmp.u8.i32(ptr addrspace(6) %xm, ptr addrspace(6) %x, i32 4, i32 1, i32 1)
  %m7 = call ptr addrspace(6) @pto.tcmp.u8.i32(ptr addrspace(6) %xm, ptr addrspace(6) %xm, i32 0, i32 1, i32 1)
  call void @pto.tstore.vec.u8(ptr addrspace(1) %masks, i64 1, ptr addrspace(6) %m0)
  %p1 = getelementptr i8, ptr addrspace(1) %masks, i64 1
  call void @pto.tstore.vec.u8(ptr addrspace(1) %p1, i64 1, ptr addrspace(6) %m1)
  %p2 = getelementptr i8, ptr addrspace(1) %masks, i64 2
  call void @pto.tstore.vec.u8(ptr addrspace(1) %p2, i64 1, ptr addrspace(6) %m2)
  %p3 = getelementptr i8, ptr addrspace(1) %masks, i64 3
  call void @pto.tstore.vec.u8(ptr addrspace(1) %p3, i64 1, ptr addrspace(6) %m3)
  %p4 = getelementptr i8, ptr addrspace(1) %masks, i64 4
  call void @pto.tstore.vec.u8(ptr addrspace(1) %p4, i64 1, ptr addrspace(6) %m4)
  %p5 = getelementptr i8, ptr addrspace(1) %masks, i64 5
  call void @pto.tstore.vec.u8(ptr addrspace(1) %p5, i64 1, ptr addrspace(6) %m5)
  %p6 = getelementptr i8, ptr addrspace(1) %masks, i64 6
  call void @pto.tstore.vec.u8(ptr addrspace(1) %p6, i64 1, ptr addrspace(6) %m6)
  %p7 = getelementptr i8, ptr addrspace(1) %masks, i64 7
  call void @pto.tstore.vec.u8(ptr addrspace(1) %p7, i64 1, ptr addrspace(6) %m7)
  ; integer rows
  %i0 = call ptr addrspace(6) @pto.tsel.i32(ptr addrspace(6) %m0, ptr addrspace(6) %xm, ptr addrspace(6) %x, i32 1, i32 8)
  %i1 = call ptr addrspace(6) @pto.tci.i32(i32 10, i32 1, i32 1, i32 8)
  %i2 = call ptr addrspace(6) @pto.tands.i32(ptr addrspace(6) %xm, i32 6, i32 1, i32 8)
  %i3 = call ptr addrspace(6) @pto.tors.i32(ptr addrspace(6) %xm, i32 8, i32 1, i32 8)
  %i4 = call ptr addrspace(6) @pto.txors.i32(ptr addrspace(6) %xm, i32 -1, i32 1, i32 8)
  %i5 = call ptr addrspace(6) @pto.tshl.i32(ptr addrspace(6) %xm, ptr addrspace(6) %x, i32 1, i32 8)
  %i6 = call ptr addrspace(6) @pto.trems.i32(ptr addrspace(6) %xm, i32 3, i32 1, i32 8)
  %i7 = call ptr addrspace(6) @pto.tfmods.i32(ptr addrspace(6) %xm, i32 3, i32 1, i32 8)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %ints, i64 8, ptr addrspace(6) %i0)
  %q1 = getelementptr i32, ptr addrspace(1) %ints, i64 8
  call void @pto.tstore.vec.i32(ptr addrspace(1) %q1, i64 8, ptr addrspace(6) %i1)
  %q2 = getelementptr i32, ptr addrspace(1) %ints, i64 16
  call void @pto.tstore.vec.i32(ptr addrspace(1) %q2, i64 8, ptr addrspace(6) %i2)
  %q3 = getelementptr i32, ptr addrspace(1) %ints, i64 24
  call void @pto.tstore.vec.i32(ptr addrspace(1) %q3, i64 8, ptr addrspace(6) %i3)
  %q4 = getelementptr i32, ptr addrspace(1) %ints, i64 32
  call void @pto.tstore.vec.i32(ptr addrspace(1) %q4, i64 8, ptr addrspace(6) %i4)
  %q5 = getelementptr i32, ptr addrspace(1) %ints, i64 40
  call void @pto.tstore.vec.i32(ptr addrspace(1) %q5, i64 8, ptr addrspace(6) %i5)
  %q6 = getelementptr i32, ptr addrspace(1) %ints, i64 48
  call void @pto.tstore.vec.i32(ptr addrspace(1) %q6, i64 8, ptr addrspace(6) %i6)
  %q7 = getelementptr i32, ptr addrspace(1) %ints, i64 56
  call void @pto.tstore.vec.i32(ptr addrspace(1) %q7, i64 8, ptr addrspace(6) %i7)
  ; float rows: -inf = 0xff800000, -0.5 = 0xbf000000, -2 = 0xc0000000, 2 = 0x40000000
  %f0 = call ptr addrspace(6) @pto.tsels.f32(ptr addrspace(6) %m5, ptr addrspace(6) %f, i32 -8388608, i32 1, i32 8)
  %fh = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %f, i32 -1090519040, i32 1, i32 8)
  %f1 = call ptr addrspace(6) @pto.trems.f32(ptr addrspace(6) %fh, i32 -1073741824, i32 1, i32 8)
  %f2 = call ptr addrspace(6) @pto.tfmods.f32(ptr addrspace(6) %fh, i32 1073741824, i32 1, i32 8)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %floats, i64 8, ptr addrspace(6) %f0)
  %r1 = getelementptr float, ptr addrspace(1) %floats, i64 8
  call void @pto.tstore.vec.f32(ptr addrspace(1) %r1, i64 8, ptr addrspace(6) %f1)
  %r2 = getelementptr float, ptr addrspace(1) %floats, i64 16
  call void @pto.tstore.vec.f32(ptr addrspace(1) %r2, i64 8, ptr addrspace(6) %f2)
  ; triangle
  %t = call ptr addrspace(6) @pto.ttri.f32(i32 1, i32 0, i32 4, i32 4)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %tri, i64 4, ptr addrspace(6) %t)
  ; i8 shifts: xm * 40 = -120 -80 -40 0 40 80 120 160 (wraps to -96)
  %x40 = call ptr addrspace(6) @pto.tmuls.i32(ptr addrspace(6) %xm, i32 40, i32 1, i32 8)
  %b = call ptr addrspace(6) @pto.tcvt.i8.i32(ptr addrspace(6) %x40, i32 1, i32 8)
  %b0 = call ptr addrspace(6) @pto.tshls.i8(ptr addrspace(6) %b, i32 9, i32 1, i32 8)
  %b1 = call ptr addrspace(6) @pto.tshrs.i8(ptr addrspace(6) %b, i32 9, i32 1, i32 8)
  call void @pto.tstore.vec.i8(ptr addrspace(1) %bytes, i64 8, ptr addrspace(6) %b0)
  %bb = getelementptr i8, ptr addrspace(1) %bytes, i64 8
  call void @pto.tstore.vec.i8(ptr addrspace(1) %bb, i64 8, ptr addrspace(6) %b1)
  ; u16
  %s0 = call ptr addrspace(6) @pto.tci.u16(i32 65534, i32 0, i32 1, i32 8)
  %xs = call ptr addrspace(6) @pto.tcvt.u16.i32(ptr addrspace(6) %x, i32 1, i32 8)
  %n = call ptr addrspace(6) @pto.tnot.u16(ptr addrspace(6) %xs, i32 1, i32 8)
  %s1 = call ptr addrspace(6) @pto.tshr.u16(ptr addrspace(6) %n, ptr addrspace(6) %xs, i32 1, i32 8)
  %s2 = call ptr addrspace(6) @pto.trems.u16(ptr addrspace(6) %n, i32 0, i32 1, i32 8)
  call void @pto.tstore.vec.u16(ptr addrspace(1) %shorts, i64 8, ptr addrspace(6) %s0)
  %sb = getelementptr i16, ptr addrspace(1) %shorts, i64 8
  call void @pto.tstore.vec.u16(ptr addrspace(1) %sb, i64 8, ptr addrspace(6) %s1)
  %sc = getelementptr i16, ptr addrspace(1) %shorts, i64 16
  call void @pto.tstore.vec.u16(ptr addrspace(1) %sc, i64 8, ptr addrspace(6) %s2)
  ret void
}
