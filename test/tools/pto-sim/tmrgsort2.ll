; tmrgsort2 / tmrgsort2.cnt (issue 14 (14M); pto-isa docs/isa/TMRGSORT.md,
; the multi-list form TMRGSORT(dst, executedNumList, tmp, src0, src1) with
; its `exhausted` flag): two sorted lists of 8 (value, index) pairs merged
; by value, descending, a NaN above every number, equal values from the
; first list (+0 = -0); exhausted 0 merges every pair (counts 8, 8),
; exhausted 1 stops when a list runs out: A's last pair (-0.0, index 7) is
; the 13th out, so 8 from A and 5 from B, and the last 3 pairs are zero.
; A: NaN 8 6 6 4 2 0 -0 (indices 0..7), B: 9 6 5 3 1 0 -2 -3 (100..107).
; REQUIRES: pto-sim
; RUN: python3 -c "import struct,sys; n=float('nan'); \
; RUN:   v=[n,8,6,6,4,2,0,-0.0]; sys.stdout.buffer.write(b''.join( \
; RUN:   struct.pack('<fI', x, k) for k, x in enumerate(v)))" > %t.a
; RUN: python3 -c "import struct,sys; v=[9,6,5,3,1,0,-2,-3]; \
; RUN:   sys.stdout.buffer.write(b''.join( \
; RUN:   struct.pack('<fI', x, 100 + k) for k, x in enumerate(v)))" > %t.b
; RUN: pto-ref %s --arg=file:%t.a:f32:1x16 --arg=file:%t.b:f32:1x16 \
; RUN:   --arg=buf:u32:1x32 --arg=buf:u32:1x32 --arg=buf:u16:1x4 \
; RUN:   --arg=buf:u16:1x4 --dump=2 | FileCheck %s --check-prefix=ALL
; RUN: pto-ref %s --arg=file:%t.a:f32:1x16 --arg=file:%t.b:f32:1x16 \
; RUN:   --arg=buf:u32:1x32 --arg=buf:u32:1x32 --arg=buf:u16:1x4 \
; RUN:   --arg=buf:u16:1x4 --dump=3 | FileCheck %s --check-prefix=EXH
; RUN: pto-ref %s --arg=file:%t.a:f32:1x16 --arg=file:%t.b:f32:1x16 \
; RUN:   --arg=buf:u32:1x32 --arg=buf:u32:1x32 --arg=buf:u16:1x4 \
; RUN:   --arg=buf:u16:1x4 --dump=4 | FileCheck %s --check-prefix=CNT0
; RUN: pto-ref %s --arg=file:%t.a:f32:1x16 --arg=file:%t.b:f32:1x16 \
; RUN:   --arg=buf:u32:1x32 --arg=buf:u32:1x32 --arg=buf:u16:1x4 \
; RUN:   --arg=buf:u16:1x4 --dump=5 | FileCheck %s --check-prefix=CNT1
; u32 bits: nan 2143289344, 9 1091567616, 8 1090519040, 6 1086324736, 5
; 1084227584, 4 1082130432, 3 1077936128, 2 1073741824, 1 1065353216, -0.0
; 2147483648, -2 3221225472, -3 3225419776.
; ALL:      arg2: u32[1x32]
; ALL-NEXT: 2143289344 0 1091567616 100 1090519040 1 1086324736 2 1086324736 3 1086324736 101 1084227584 102 1082130432 4 1077936128 103 1073741824 5 1065353216 104 0 6 2147483648 7 0 105 3221225472 106 3225419776 107{{$}}
; EXH:      arg3: u32[1x32]
; EXH-NEXT: 2143289344 0 1091567616 100 {{.*}} 1065353216 104 0 6 2147483648 7 0 0 0 0 0 0{{$}}
; CNT0:      arg4: u16[1x4]
; CNT0-NEXT: 8 8 0 0{{$}}
; CNT1:      arg5: u16[1x4]
; CNT1-NEXT: 8 5 0 0{{$}}
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=file:%t.a:f32:1x16 --arg=file:%t.b:f32:1x16 \
; RUN:   --arg=buf:u32:1x32 --arg=buf:u32:1x32 --arg=buf:u16:1x4 \
; RUN:   --arg=buf:u16:1x4 | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=file:%t.a:f32:1x16 --arg=file:%t.b:f32:1x16 \
; RUN:   --arg=buf:u32:1x32 --arg=buf:u32:1x32 --arg=buf:u16:1x4 \
; RUN:   --arg=buf:u16:1x4 | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference
; RUN: %llc -march=pto -O2 %s -o - | FileCheck %s --check-prefix=ASM
; ASM: tmrgsort2 vec[{{.*}}], vec[{{.*}}], vec[{{.*}}], 0, 1, 32, f32
; ASM: tmrgsort2 vec[{{.*}}], vec[{{.*}}], vec[{{.*}}], 1, 1, 32, f32
; ASM: tmrgsort2.cnt vec[{{.*}}], vec[{{.*}}], vec[{{.*}}], 0, 1, 4, 16, u16
; ASM: tmrgsort2.cnt vec[{{.*}}], vec[{{.*}}], vec[{{.*}}], 1, 1, 4, 16, u16

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmrgsort2.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tmrgsort2.cnt.u16(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.treshape.u32.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.u32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.u16(ptr addrspace(1), i64, ptr addrspace(6))

define void @merge2(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b,
                    ptr addrspace(1) noalias %o0, ptr addrspace(1) noalias %o1,
                    ptr addrspace(1) noalias %c0, ptr addrspace(1) noalias %c1) "pto.kernel" {
  %ta = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %a, i64 16, i32 1, i32 16)
  %tb = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %b, i64 16, i32 1, i32 16)
  %m0 = call ptr addrspace(6) @pto.tmrgsort2.f32(ptr addrspace(6) %ta, ptr addrspace(6) %tb, i32 0, i32 1, i32 32)
  %m1 = call ptr addrspace(6) @pto.tmrgsort2.f32(ptr addrspace(6) %ta, ptr addrspace(6) %tb, i32 1, i32 1, i32 32)
  %n0 = call ptr addrspace(6) @pto.tmrgsort2.cnt.u16(ptr addrspace(6) %ta, ptr addrspace(6) %tb, i32 0, i32 1, i32 4)
  %n1 = call ptr addrspace(6) @pto.tmrgsort2.cnt.u16(ptr addrspace(6) %ta, ptr addrspace(6) %tb, i32 1, i32 1, i32 4)
  %u0 = call ptr addrspace(6) @pto.treshape.u32.f32(ptr addrspace(6) %m0, i32 1, i32 32)
  %u1 = call ptr addrspace(6) @pto.treshape.u32.f32(ptr addrspace(6) %m1, i32 1, i32 32)
  call void @pto.tstore.u32(ptr addrspace(1) %o0, i64 32, ptr addrspace(6) %u0)
  call void @pto.tstore.u32(ptr addrspace(1) %o1, i64 32, ptr addrspace(6) %u1)
  call void @pto.tstore.u16(ptr addrspace(1) %c0, i64 4, ptr addrspace(6) %n0)
  call void @pto.tstore.u16(ptr addrspace(1) %c1, i64 4, ptr addrspace(6) %n1)
  ret void
}
