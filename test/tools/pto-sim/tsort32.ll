; tsort32 (issue 14 (14S); pto-isa docs/isa/TSORT32.md): each 32-element
; block of a row sorted by value, descending, with its u32 index; equal
; values by the smaller index; a NaN above every number. The result is
; rows x 2*cols of (value, index bits) pairs. pto-ref's pairs on a block
; with ties, +-0 and a NaN (indices 31 - k, so a tie goes to the later
; position); pto-sim matches pto-ref at -O0 and -O2 with no race.
; REQUIRES: pto-sim
; RUN: python3 -c "import struct,sys; v=[float(k) for k in range(32)]; \
; RUN:   v[0]=5.0; v[1]=5.0; v[2]=float('nan'); v[3]=-0.0; v[4]=0.0; v[5]=100.0; \
; RUN:   sys.stdout.buffer.write(struct.pack('<32f', *v))" > %t.v
; RUN: python3 -c "import struct,sys; \
; RUN:   sys.stdout.buffer.write(struct.pack('<32I', *[31-k for k in range(32)]))" > %t.i
; RUN: pto-ref %s --arg=file:%t.v:f32:1x32 --arg=file:%t.i:u32:1x32 \
; RUN:   --arg=buf:u32:1x64 --dump=2 | FileCheck %s
; Pairs as u32 bits: nan (0x7fc00000 = 2143289344) with index 29, 100
; (1120403456) with 26, 31 (1106771968) with 0 ... 5 (1084227584) from
; position 1 (index 30) before position 0 (index 31), ... -0/+0 by index:
; +0 (index 27) before -0 (index 28, 2147483648).
; CHECK:      arg2: u32[1x64]
; CHECK-NEXT: 2143289344 29 1120403456 26 1106771968 0 {{.*}} 1084227584 30 1084227584 31 0 27 2147483648 28{{$}}
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=file:%t.v:f32:1x32 --arg=file:%t.i:u32:1x32 \
; RUN:   --arg=buf:u32:1x64 | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=file:%t.v:f32:1x32 --arg=file:%t.i:u32:1x32 \
; RUN:   --arg=buf:u32:1x64 | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference
; RUN: %llc -march=pto -O2 %s -o - | FileCheck %s --check-prefix=ASM
; ASM: tsort32 vec[{{.*}}], vec[{{.*}}], vec[{{.*}}], 1, 64, f32

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.u32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tsort32.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.treshape.u32.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.u32(ptr addrspace(1), i64, ptr addrspace(6))

define void @sort(ptr addrspace(1) noalias %v, ptr addrspace(1) noalias %i,
                  ptr addrspace(1) noalias %o) "pto.kernel" {
  %tv = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %v, i64 32, i32 1, i32 32)
  %ti = call ptr addrspace(6) @pto.tload.vec.u32(ptr addrspace(1) %i, i64 32, i32 1, i32 32)
  %s = call ptr addrspace(6) @pto.tsort32.f32(ptr addrspace(6) %tv, ptr addrspace(6) %ti, i32 1, i32 64)
  %u = call ptr addrspace(6) @pto.treshape.u32.f32(ptr addrspace(6) %s, i32 1, i32 64)
  call void @pto.tstore.u32(ptr addrspace(1) %o, i64 64, ptr addrspace(6) %u)
  ret void
}
