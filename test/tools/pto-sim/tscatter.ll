; tscatter (issue 14 (14M); pto-isa docs/isa/TSCATTER.md): dst with src's
; element (i, j) written at the linear (row-major) position idx(i, j), in
; src's row-major order, so a repeated index keeps the last write; the
; elements no index names keep dst's value. The result is written over dst
; (a read-modify-write of the whole tile).
; Here dst is 100 + k, src k (2 x 16); idx row 0 is 15 - j (the first
; row reversed), row 1 is 31, 17, then 0 fourteen times (repeats of an index
; src row 0 wrote as well).
; RUN: python3 -c "import struct,sys; \
; RUN:   sys.stdout.buffer.write(struct.pack('<32f', *[100.0 + k for k in range(32)]))" > %t.d
; RUN: python3 -c "import struct,sys; \
; RUN:   sys.stdout.buffer.write(struct.pack('<32f', *[float(k) for k in range(32)]))" > %t.s
; RUN: python3 -c "import struct,sys; i=[15 - j for j in range(16)] + [31, 17] + [0] * 14; \
; RUN:   sys.stdout.buffer.write(struct.pack('<32I', *i))" > %t.i
; REQUIRES: pto-sim
; RUN: pto-ref %s --arg=file:%t.d:f32:2x16 --arg=file:%t.s:f32:2x16 \
; RUN:   --arg=file:%t.i:u32:2x16 --arg=buf:f32:2x16 --arg=buf:f32:1x16 --dump=3 | FileCheck %s
; Row 0: position 0 was written by src(0, 15) = 15, then by src(1, 2..15)
; (index 0): the last, src(1, 15) = 31; positions 1..15 by src(0, 14..0).
; Row 1: position 16 + 1 = 17 by src(1, 1) = 17, position 31 by src(1, 0)
; = 16; the rest keep dst (116 + ...).
; CHECK:      arg3: f32[2x16]
; CHECK-NEXT: 31 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0{{$}}
; CHECK-NEXT: 116 17 118 119 120 121 122 123 124 125 126 127 128 129 130 16{{$}}
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=file:%t.d:f32:2x16 --arg=file:%t.s:f32:2x16 \
; RUN:   --arg=file:%t.i:u32:2x16 --arg=buf:f32:2x16 --arg=buf:f32:1x16 | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=file:%t.d:f32:2x16 --arg=file:%t.s:f32:2x16 \
; RUN:   --arg=file:%t.i:u32:2x16 --arg=buf:f32:2x16 --arg=buf:f32:1x16 | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference
; An index outside the destination (32) is an error in pto-sim and pto-ref.
; RUN: python3 -c "import struct,sys; \
; RUN:   sys.stdout.buffer.write(struct.pack('<32I', *([0] * 31 + [32])))" > %t.bad
; RUN: not python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=file:%t.d:f32:2x16 --arg=file:%t.s:f32:2x16 \
; RUN:   --arg=file:%t.bad:u32:2x16 --arg=buf:f32:2x16 --arg=buf:f32:1x16 2>&1 | FileCheck %s --check-prefix=BAD
; BAD-DAG: tscatter: index 32 is outside the 2 x 16 destination (32 elements)
; BAD-DAG: index 32 at (1, 15) is outside the 2x16 f32 destination
; Sync sees the whole destination written: the store of row 1 (MTE3) waits
; for the scatter (V). The mutation that describes the write as row 0 only
; (-pto-lower-tile-unsound-scatter-row) leaves that store unordered: pto-sim
; reports the race.
; RUN: %llc -march=pto -O2 %s -o - | FileCheck %s --check-prefix=ASM
; ASM: tscatter vec[{{.*}}], vec[{{.*}}], vec[{{.*}}], vec[{{.*}}], 2, 16, f32
; ASM: wait_flag PIPE_V, PIPE_MTE3
; ASM-NEXT: tstore
; RUN: not python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --llc-arg=-pto-lower-tile-unsound-scatter-row \
; RUN:   --arg=file:%t.d:f32:2x16 --arg=file:%t.s:f32:2x16 \
; RUN:   --arg=file:%t.i:u32:2x16 --arg=buf:f32:2x16 --arg=buf:f32:1x16 2>&1 | FileCheck %s --check-prefix=MUT
; MUT: race

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.u32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tscatter.f32.u32(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tview.f32(ptr addrspace(6), i32, i32, i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @scatter(ptr addrspace(1) noalias %d, ptr addrspace(1) noalias %s,
                     ptr addrspace(1) noalias %i, ptr addrspace(1) noalias %o,
                     ptr addrspace(1) noalias %o1) "pto.kernel" {
  %td = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %d, i64 16, i32 2, i32 16)
  %ts = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %s, i64 16, i32 2, i32 16)
  %ti = call ptr addrspace(6) @pto.tload.vec.u32(ptr addrspace(1) %i, i64 16, i32 2, i32 16)
  %r = call ptr addrspace(6) @pto.tscatter.f32.u32(ptr addrspace(6) %td, ptr addrspace(6) %ts, ptr addrspace(6) %ti, i32 2, i32 16)
  %row1 = call ptr addrspace(6) @pto.tview.f32(ptr addrspace(6) %r, i32 1, i32 0, i32 1, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %o1, i64 16, ptr addrspace(6) %row1)
  call void @pto.tstore.f32(ptr addrspace(1) %o, i64 16, ptr addrspace(6) %r)
  ret void
}
