; The arg reductions trowargmax, trowargmin, tcolargmax, tcolargmin (issue
; 14, parts C and D) through pto-ref (values checked here) and pto-sim
; (run-kernel at -O0 and -O2: matches pto-ref, no race). Semantics
; (docs/builtins.md): the index of the first largest / smallest element, a
; NaN passed over, a line of NaNs index 0; +0 and -0 tie; integers signed.
; %a (f32) and %b (i32) are written by the RUN lines below with ties, NaNs,
; infinities, zeros of both signs and the i32 extremes; %h (f16) and %g
; (bf16) are pseudo-random. Row results go to %rows (one 4-index line per
; call), column results to %cols (one 8-index line per call).
; REQUIRES: pto-sim
; RUN: python3 -c "import struct,sys; n=float('nan'); i=float('inf'); \
; RUN:   sys.stdout.buffer.write(struct.pack('<32f', 1,3,3,2,-0.0,0,3,1, \
; RUN:   n,2,n,5,5,-1,n,-1, n,n,n,n,n,n,n,n, -i,4,i,7,i,-i,0,1))" > %t.a
; RUN: python3 -c "import struct,sys; m=-2**31; x=2**31-1; \
; RUN:   sys.stdout.buffer.write(struct.pack('<32i', 5,-3,5,7,7,-3,0,1, \
; RUN:   m,x,m,x,0,0,0,0, 4,4,4,4,4,4,4,4, -1,-2,-3,-4,-5,-6,-7,-7))" > %t.b
; RUN: pto-ref %s --arg=file:%t.a:f32:4x8 --arg=file:%t.b:i32:4x8 \
; RUN:   --arg=buf:f16:4x8:seed=3 --arg=buf:bf16:4x8:seed=4 \
; RUN:   --arg=buf:u32:8x4 --arg=buf:u32:8x8 --dump=4 --dump=5 | FileCheck %s
; CHECK:      arg4: u32[8x4]
; f32: row 0 ties 3 at 1, 2, 6 (max) and -0 / +0 at 4, 5 (min); row 1 NaNs
; at 0, 2, 6; row 2 all NaN; row 3 +inf at 2 and 4, -inf at 0 and 5.
; CHECK-NEXT: 1 3 0 2{{$}}
; CHECK-NEXT: 4 5 0 0{{$}}
; i32: the extremes, an all-equal row, a tie at the end.
; CHECK-NEXT: 3 1 0 0{{$}}
; CHECK-NEXT: 1 0 0 6{{$}}
; CHECK:      arg5: u32[8x8]
; CHECK-NEXT: 0 3 3 3 3 0 0 0{{$}}
; CHECK-NEXT: 3 1 0 0 0 3 3 1{{$}}
; CHECK-NEXT: 0 1 0 1 0 2 2 2{{$}}
; CHECK-NEXT: 1 0 1 3 3 3 3 3{{$}}
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=file:%t.a:f32:4x8 --arg=file:%t.b:i32:4x8 \
; RUN:   --arg=buf:f16:4x8:seed=3 --arg=buf:bf16:4x8:seed=4 \
; RUN:   --arg=buf:u32:8x4 --arg=buf:u32:8x8 | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=file:%t.a:f32:4x8 --arg=file:%t.b:i32:4x8 \
; RUN:   --arg=buf:f16:4x8:seed=3 --arg=buf:bf16:4x8:seed=4 \
; RUN:   --arg=buf:u32:8x4 --arg=buf:u32:8x8 | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference

; pto-ref's own checks: a name without the index type, a source that is not
; the name's.
; RUN: sed 's/@pto.tcolargmin.i32.bf16/@pto.tcolargmin.bf16/' %s > %t.bad1.ll
; RUN: not pto-ref %t.bad1.ll --arg=file:%t.a:f32:4x8 --arg=file:%t.b:i32:4x8 \
; RUN:   --arg=buf:f16:4x8:seed=3 --arg=buf:bf16:4x8:seed=4 \
; RUN:   --arg=buf:u32:8x4 --arg=buf:u32:8x8 2>&1 | FileCheck %s --check-prefix=BAD1
; BAD1: error: {{.*}}pto.tcolargmin.bf16: an arg reduction is named <name>.<u32|i32>.<type>

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.bf16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.trowargmax.u32.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowargmin.u32.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolargmax.u32.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolargmin.u32.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowargmax.i32.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowargmin.i32.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolargmax.i32.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolargmin.i32.i32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowargmax.u32.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowargmin.i32.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolargmax.u32.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolargmin.i32.f16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowargmax.i32.bf16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowargmin.u32.bf16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolargmax.i32.bf16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolargmin.i32.bf16(ptr addrspace(6), i32, i32)
declare void @pto.tstore.u32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.i32(ptr addrspace(1), i64, ptr addrspace(6))

define void @argred(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b,
                    ptr addrspace(1) noalias %h, ptr addrspace(1) noalias %g,
                    ptr addrspace(1) noalias %rows, ptr addrspace(1) noalias %cols) "pto.kernel" {
  %ta = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %a, i64 8, i32 4, i32 8)
  %tb = call ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1) %b, i64 8, i32 4, i32 8)
  %th = call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %h, i64 8, i32 4, i32 8)
  %tg = call ptr addrspace(6) @pto.tload.vec.bf16(ptr addrspace(1) %g, i64 8, i32 4, i32 8)
  %r0 = call ptr addrspace(6) @pto.trowargmax.u32.f32(ptr addrspace(6) %ta, i32 4, i32 1)
  %r1 = call ptr addrspace(6) @pto.trowargmin.u32.f32(ptr addrspace(6) %ta, i32 4, i32 1)
  %r2 = call ptr addrspace(6) @pto.trowargmax.i32.i32(ptr addrspace(6) %tb, i32 4, i32 1)
  %r3 = call ptr addrspace(6) @pto.trowargmin.i32.i32(ptr addrspace(6) %tb, i32 4, i32 1)
  %r4 = call ptr addrspace(6) @pto.trowargmax.u32.f16(ptr addrspace(6) %th, i32 4, i32 1)
  %r5 = call ptr addrspace(6) @pto.trowargmin.i32.f16(ptr addrspace(6) %th, i32 4, i32 1)
  %r6 = call ptr addrspace(6) @pto.trowargmax.i32.bf16(ptr addrspace(6) %tg, i32 4, i32 1)
  %r7 = call ptr addrspace(6) @pto.trowargmin.u32.bf16(ptr addrspace(6) %tg, i32 4, i32 1)
  %c0 = call ptr addrspace(6) @pto.tcolargmax.u32.f32(ptr addrspace(6) %ta, i32 1, i32 8)
  %c1 = call ptr addrspace(6) @pto.tcolargmin.u32.f32(ptr addrspace(6) %ta, i32 1, i32 8)
  %c2 = call ptr addrspace(6) @pto.tcolargmax.i32.i32(ptr addrspace(6) %tb, i32 1, i32 8)
  %c3 = call ptr addrspace(6) @pto.tcolargmin.i32.i32(ptr addrspace(6) %tb, i32 1, i32 8)
  %c4 = call ptr addrspace(6) @pto.tcolargmax.u32.f16(ptr addrspace(6) %th, i32 1, i32 8)
  %c5 = call ptr addrspace(6) @pto.tcolargmin.i32.f16(ptr addrspace(6) %th, i32 1, i32 8)
  %c6 = call ptr addrspace(6) @pto.tcolargmax.i32.bf16(ptr addrspace(6) %tg, i32 1, i32 8)
  %c7 = call ptr addrspace(6) @pto.tcolargmin.i32.bf16(ptr addrspace(6) %tg, i32 1, i32 8)
  %pr0 = getelementptr i32, ptr addrspace(1) %rows, i64 0
  call void @pto.tstore.u32(ptr addrspace(1) %pr0, i64 1, ptr addrspace(6) %r0)
  %pr1 = getelementptr i32, ptr addrspace(1) %rows, i64 4
  call void @pto.tstore.u32(ptr addrspace(1) %pr1, i64 1, ptr addrspace(6) %r1)
  %pr2 = getelementptr i32, ptr addrspace(1) %rows, i64 8
  call void @pto.tstore.i32(ptr addrspace(1) %pr2, i64 1, ptr addrspace(6) %r2)
  %pr3 = getelementptr i32, ptr addrspace(1) %rows, i64 12
  call void @pto.tstore.i32(ptr addrspace(1) %pr3, i64 1, ptr addrspace(6) %r3)
  %pr4 = getelementptr i32, ptr addrspace(1) %rows, i64 16
  call void @pto.tstore.u32(ptr addrspace(1) %pr4, i64 1, ptr addrspace(6) %r4)
  %pr5 = getelementptr i32, ptr addrspace(1) %rows, i64 20
  call void @pto.tstore.i32(ptr addrspace(1) %pr5, i64 1, ptr addrspace(6) %r5)
  %pr6 = getelementptr i32, ptr addrspace(1) %rows, i64 24
  call void @pto.tstore.i32(ptr addrspace(1) %pr6, i64 1, ptr addrspace(6) %r6)
  %pr7 = getelementptr i32, ptr addrspace(1) %rows, i64 28
  call void @pto.tstore.u32(ptr addrspace(1) %pr7, i64 1, ptr addrspace(6) %r7)
  %pc0 = getelementptr i32, ptr addrspace(1) %cols, i64 0
  call void @pto.tstore.u32(ptr addrspace(1) %pc0, i64 8, ptr addrspace(6) %c0)
  %pc1 = getelementptr i32, ptr addrspace(1) %cols, i64 8
  call void @pto.tstore.u32(ptr addrspace(1) %pc1, i64 8, ptr addrspace(6) %c1)
  %pc2 = getelementptr i32, ptr addrspace(1) %cols, i64 16
  call void @pto.tstore.i32(ptr addrspace(1) %pc2, i64 8, ptr addrspace(6) %c2)
  %pc3 = getelementptr i32, ptr addrspace(1) %cols, i64 24
  call void @pto.tstore.i32(ptr addrspace(1) %pc3, i64 8, ptr addrspace(6) %c3)
  %pc4 = getelementptr i32, ptr addrspace(1) %cols, i64 32
  call void @pto.tstore.u32(ptr addrspace(1) %pc4, i64 8, ptr addrspace(6) %c4)
  %pc5 = getelementptr i32, ptr addrspace(1) %cols, i64 40
  call void @pto.tstore.i32(ptr addrspace(1) %pc5, i64 8, ptr addrspace(6) %c5)
  %pc6 = getelementptr i32, ptr addrspace(1) %cols, i64 48
  call void @pto.tstore.i32(ptr addrspace(1) %pc6, i64 8, ptr addrspace(6) %c6)
  %pc7 = getelementptr i32, ptr addrspace(1) %cols, i64 56
  call void @pto.tstore.i32(ptr addrspace(1) %pc7, i64 8, ptr addrspace(6) %c7)
  ret void
}
