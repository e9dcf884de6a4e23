; The integer element types u8, i16, u16, u32 (issue 14): tcvt between
; signed and unsigned integers extends by the source's signedness and wraps,
; float -> unsigned saturates to [0, 2^n - 1], unsigned -> float converts the
; unsigned value; tmaxs/tmins order u16/u32 as unsigned and i16 as signed.
; pto-ref's values are checked here; pto-sim (run-kernel, -O0 and -O2)
; matches them.
; REQUIRES: pto-sim
; RUN: pto-ref %s --arg=buf:i32:1x8:iota --arg=buf:u8:2x8 --arg=buf:i16:2x8 \
; RUN:   --arg=buf:u16:2x8 --arg=buf:u32:3x8 --arg=buf:f32:1x8 \
; RUN:   --dump=1 --dump=2 --dump=3 --dump=4 --dump=5 | FileCheck %s
; xm = 50 * iota - 100 = -100 -50 0 50 100 150 200 250
; CHECK:      arg1: u8[2x8]
; u8 of xm wraps; u8 of f32(50 * iota) saturates (300, 350 -> 255)
; CHECK-NEXT: 156 206 0 50 100 150 200 250{{$}}
; CHECK-NEXT: 0 50 100 150 200 250 255 255{{$}}
; CHECK:      arg2: i16[2x8]
; i16 of the u8 row zero-extends; tmaxs.i16(i16 of xm, 100) is signed
; CHECK-NEXT: 156 206 0 50 100 150 200 250{{$}}
; CHECK-NEXT: 100 100 100 100 100 150 200 250{{$}}
; CHECK:      arg3: u16[2x8]
; u16 of xm wraps; tmaxs.u16(., 100) is unsigned
; CHECK-NEXT: 65436 65486 0 50 100 150 200 250{{$}}
; CHECK-NEXT: 65436 65486 100 100 100 150 200 250{{$}}
; CHECK:      arg4: u32[3x8]
; u32 of xm wraps; tmins.u32(., 100) is unsigned; u32 of f32(xm) saturates
; negatives to 0
; CHECK-NEXT: 4294967196 4294967246 0 50 100 150 200 250{{$}}
; CHECK-NEXT: 100 100 0 50 100 100 100 100{{$}}
; CHECK-NEXT: 0 0 0 50 100 150 200 250{{$}}
; CHECK:      arg5: f32[1x8]
; f32 of the u32 row: 4294967196 and 4294967246 round to 2^32
; CHECK-NEXT: 4.29497e+09 4.29497e+09 0 50 100 150 200 250{{$}}

; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:i32:1x8:iota --arg=buf:u8:2x8 \
; RUN:   --arg=buf:i16:2x8 --arg=buf:u16:2x8 --arg=buf:u32:3x8 \
; RUN:   --arg=buf:f32:1x8 | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:i32:1x8:iota --arg=buf:u8:2x8 \
; RUN:   --arg=buf:i16:2x8 --arg=buf:u16:2x8 --arg=buf:u32:3x8 \
; RUN:   --arg=buf:f32:1x8 | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmuls.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tadds.i32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tcvt.u8.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.i16.u8(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.i16.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.u16.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.u32.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f32.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f32.u32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.u8.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.u32.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmaxs.i16(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmaxs.u16(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmins.u32(ptr addrspace(6), i32, i32, i32)
declare void @pto.tstore.vec.u8(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.i16(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.u16(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.u32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @ints(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %o8,
                  ptr addrspace(1) noalias %o16, ptr addrspace(1) noalias %ou16,
                  ptr addrspace(1) noalias %ou32, ptr addrspace(1) noalias %of) "pto.kernel" {
  %x = call ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1) %a, i64 8, i32 1, i32 8)
  %xs = call ptr addrspace(6) @pto.tmuls.i32(ptr addrspace(6) %x, i32 50, i32 1, i32 8)
  %xm = call ptr addrspace(6) @pto.tadds.i32(ptr addrspace(6) %xs, i32 -100, i32 1, i32 8)
  %u8w = call ptr addrspace(6) @pto.tcvt.u8.i32(ptr addrspace(6) %xm, i32 1, i32 8)
  %fs = call ptr addrspace(6) @pto.tcvt.f32.i32(ptr addrspace(6) %xs, i32 1, i32 8)
  %u8s = call ptr addrspace(6) @pto.tcvt.u8.f32(ptr addrspace(6) %fs, i32 1, i32 8)
  %i16z = call ptr addrspace(6) @pto.tcvt.i16.u8(ptr addrspace(6) %u8w, i32 1, i32 8)
  %i16 = call ptr addrspace(6) @pto.tcvt.i16.i32(ptr addrspace(6) %xm, i32 1, i32 8)
  %i16m = call ptr addrspace(6) @pto.tmaxs.i16(ptr addrspace(6) %i16, i32 100, i32 1, i32 8)
  %u16 = call ptr addrspace(6) @pto.tcvt.u16.i32(ptr addrspace(6) %xm, i32 1, i32 8)
  %u16m = call ptr addrspace(6) @pto.tmaxs.u16(ptr addrspace(6) %u16, i32 100, i32 1, i32 8)
  %u32 = call ptr addrspace(6) @pto.tcvt.u32.i32(ptr addrspace(6) %xm, i32 1, i32 8)
  %u32m = call ptr addrspace(6) @pto.tmins.u32(ptr addrspace(6) %u32, i32 100, i32 1, i32 8)
  %fm = call ptr addrspace(6) @pto.tcvt.f32.i32(ptr addrspace(6) %xm, i32 1, i32 8)
  %u32s = call ptr addrspace(6) @pto.tcvt.u32.f32(ptr addrspace(6) %fm, i32 1, i32 8)
  %fu = call ptr addrspace(6) @pto.tcvt.f32.u32(ptr addrspace(6) %u32, i32 1, i32 8)
  call void @pto.tstore.vec.u8(ptr addrspace(1) %o8, i64 8, ptr addrspace(6) %u8w)
  %o8b = getelementptr i8, ptr addrspace(1) %o8, i64 8
  call void @pto.tstore.vec.u8(ptr addrspace(1) %o8b, i64 8, ptr addrspace(6) %u8s)
  call void @pto.tstore.vec.i16(ptr addrspace(1) %o16, i64 8, ptr addrspace(6) %i16z)
  %o16b = getelementptr i16, ptr addrspace(1) %o16, i64 8
  call void @pto.tstore.vec.i16(ptr addrspace(1) %o16b, i64 8, ptr addrspace(6) %i16m)
  call void @pto.tstore.vec.u16(ptr addrspace(1) %ou16, i64 8, ptr addrspace(6) %u16)
  %ou16b = getelementptr i16, ptr addrspace(1) %ou16, i64 8
  call void @pto.tstore.vec.u16(ptr addrspace(1) %ou16b, i64 8, ptr addrspace(6) %u16m)
  call void @pto.tstore.vec.u32(ptr addrspace(1) %ou32, i64 8, ptr addrspace(6) %u32)
  %ou32b = getelementptr i32, ptr addrspace(1) %ou32, i64 8
  call void @pto.tstore.vec.u32(ptr addrspace(1) %ou32b, i64 8, ptr addrspace(6) %u32m)
  %ou32c = getelementptr i32, ptr addrspace(1) %ou32, i64 16
  call void @pto.tstore.vec.u32(ptr addrspace(1) %ou32c, i64 8, ptr addrspace(6) %u32s)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %of, i64 8, ptr addrspace(6) %fu)
  ret void
}
