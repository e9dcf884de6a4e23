; tmrgsort (issue 14 (14M); pto-isa docs/isa/TMRGSORT.md, the single-list
; form TMRGSORT(dst, src, blockLen)): one row of (value, index) pairs in
; groups of four sorted blocks of blockLen elements, each group merged into
; one run: by value, descending, a NaN above every number, equal values by
; the earlier block. Here tsort32 sorts 16 blocks of 32 values, a merge in
; blocks of 64 (constant) makes four runs of 128 pairs, a merge in blocks of
; %n = 256 (a register) one run of 512. Values k % 4 (index k), a NaN at 5
; and -0.0 at 8: the NaN, then the 3s by index, ..., the zeros by index
; (+0 and -0 are equal).
; REQUIRES: pto-sim
; RUN: python3 -c "import struct,sys; v=[float(k % 4) for k in range(512)]; \
; RUN:   v[5]=float('nan'); v[8]=-0.0; \
; RUN:   sys.stdout.buffer.write(struct.pack('<512f', *v))" > %t.v
; RUN: python3 -c "import struct,sys; \
; RUN:   sys.stdout.buffer.write(struct.pack('<512I', *range(512)))" > %t.i
; RUN: pto-ref %s --arg=file:%t.v:f32:1x512 --arg=file:%t.i:u32:1x512 \
; RUN:   --arg=buf:u32:1x1024 --arg=256 --dump=2 | FileCheck %s
; u32 bits: nan 2143289344, 3.0 1077936128, 2.0 1073741824, 0.0 0, -0.0
; 2147483648.
; CHECK:      arg2: u32[1x1024]
; CHECK-NEXT: 2143289344 5 1077936128 3 1077936128 7 1077936128 11 {{.*}} 1077936128 511 1073741824 2 1073741824 6 {{.*}} 1065353216 509 0 0 0 4 2147483648 8 0 12 {{.*}} 0 508{{$}}
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=file:%t.v:f32:1x512 --arg=file:%t.i:u32:1x512 \
; RUN:   --arg=buf:u32:1x1024 --arg=256 | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=file:%t.v:f32:1x512 --arg=file:%t.i:u32:1x512 \
; RUN:   --arg=buf:u32:1x1024 --arg=256 | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference
; A register block length that does not divide the row into groups of four
; blocks (96: not a multiple of 64; 512: one group needs 2048 cols) is an
; error in pto-sim and in pto-ref.
; RUN: not python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=file:%t.v:f32:1x512 --arg=file:%t.i:u32:1x512 \
; RUN:   --arg=buf:u32:1x1024 --arg=96 2>&1 | FileCheck %s --check-prefix=BAD96
; BAD96: tmrgsort block length 96 is not a positive multiple of 64 dividing the 1024 cols into groups of four blocks
; RUN: not pto-ref %s --arg=file:%t.v:f32:1x512 --arg=file:%t.i:u32:1x512 \
; RUN:   --arg=buf:u32:1x1024 --arg=512 2>&1 | FileCheck %s --check-prefix=REF512
; REF512: tmrgsort of {{.*}} in blocks of 512
; RUN: %llc -march=pto -O2 %s -o - | FileCheck %s --check-prefix=ASM
; ASM: tmrgsort vec[{{.*}}], vec[{{.*}}], {{[a-z0-9]+}}, 1, 1024, f32
; ASM: tmrgsort vec[{{.*}}], vec[{{.*}}], {{[a-z0-9]+}}, 1, 1024, f32

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.u32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tsort32.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmrgsort.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.treshape.u32.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.u32(ptr addrspace(1), i64, ptr addrspace(6))

define void @merge(ptr addrspace(1) noalias %v, ptr addrspace(1) noalias %i,
                   ptr addrspace(1) noalias %o, i32 %n) "pto.kernel" {
  %tv = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %v, i64 512, i32 1, i32 512)
  %ti = call ptr addrspace(6) @pto.tload.vec.u32(ptr addrspace(1) %i, i64 512, i32 1, i32 512)
  %s = call ptr addrspace(6) @pto.tsort32.f32(ptr addrspace(6) %tv, ptr addrspace(6) %ti, i32 1, i32 1024)
  %m1 = call ptr addrspace(6) @pto.tmrgsort.f32(ptr addrspace(6) %s, i32 64, i32 1, i32 1024)
  %m2 = call ptr addrspace(6) @pto.tmrgsort.f32(ptr addrspace(6) %m1, i32 %n, i32 1, i32 1024)
  %u = call ptr addrspace(6) @pto.treshape.u32.f32(ptr addrspace(6) %m2, i32 1, i32 1024)
  call void @pto.tstore.u32(ptr addrspace(1) %o, i64 1024, ptr addrspace(6) %u)
  ret void
}
