; tgather (issue 14 D; pto-isa docs/isa/TGATHER.md, the index form):
; dst(i, j) = src[idx(i, j)], the index linear in the source in row-major
; order; the result has the index tile's shape and is written over it.
; pto-ref's values on an iota source (so each value is its index), repeated
; and extreme indices; pto-sim matches pto-ref at -O0 and -O2 with no race;
; an index outside the source is an error in both (the ISA leaves it
; target-defined), also a negative i32 index.
; REQUIRES: pto-sim
; RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<16i', \
; RUN:   31,0,5,5,7,30,1,2, 8,9,16,24,3,3,3,3))" > %t.i32
; RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<8h', \
; RUN:   7,6,5,4,3,2,1,0))" > %t.i16
; RUN: pto-ref %s --arg=buf:f32:4x8:iota --arg=file:%t.i32:i32:2x8 \
; RUN:   --arg=buf:f16:1x8:iota --arg=file:%t.i16:i16:1x8 \
; RUN:   --arg=buf:f32:2x8 --arg=buf:f16:1x8 --dump=4 --dump=5 | FileCheck %s
; CHECK:      arg4: f32[2x8]
; CHECK-NEXT: 31 0 5 5 7 30 1 2{{$}}
; CHECK-NEXT: 8 9 16 24 3 3 3 3{{$}}
; CHECK:      arg5: f16[1x8]
; CHECK-NEXT: 7 6 5 4 3 2 1 0{{$}}
; The indices stay as they were in GM (the in-place result is on chip).
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:4x8:iota --arg=file:%t.i32:i32:2x8 \
; RUN:   --arg=buf:f16:1x8:iota --arg=file:%t.i16:i16:1x8 \
; RUN:   --arg=buf:f32:2x8 --arg=buf:f16:1x8 | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:4x8:seed=3 --arg=file:%t.i32:i32:2x8 \
; RUN:   --arg=buf:f16:1x8:seed=4 --arg=file:%t.i16:i16:1x8 \
; RUN:   --arg=buf:f32:2x8 --arg=buf:f16:1x8 | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference

; Index 32 of a 32-element source; index -1 (i32).
; RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<16i', \
; RUN:   0,1,2,3,4,5,6,32, 0,0,0,0,0,0,0,0))" > %t.bad
; RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<16i', \
; RUN:   0,1,2,3,4,5,6,7, 0,0,0,0,0,0,0,-1))" > %t.neg
; RUN: not pto-ref %s --arg=buf:f32:4x8:iota --arg=file:%t.bad:i32:2x8 \
; RUN:   --arg=buf:f16:1x8:iota --arg=file:%t.i16:i16:1x8 \
; RUN:   --arg=buf:f32:2x8 --arg=buf:f16:1x8 2>&1 | FileCheck %s --check-prefix=REFBAD
; REFBAD: error: {{.*}}pto.tgather.f32.i32: index 32 at (0, 7) is outside the 4x8 f32 source
; RUN: not pto-ref %s --arg=buf:f32:4x8:iota --arg=file:%t.neg:i32:2x8 \
; RUN:   --arg=buf:f16:1x8:iota --arg=file:%t.i16:i16:1x8 \
; RUN:   --arg=buf:f32:2x8 --arg=buf:f16:1x8 2>&1 | FileCheck %s --check-prefix=REFNEG
; REFNEG: error: {{.*}}pto.tgather.f32.i32: index -1 at (1, 7) is outside the 4x8 f32 source
; RUN: %llc -march=pto -O2 -filetype=obj %s -o %t.o
; RUN: not pto-sim %t.o --kernel=gather --arg=buf:f32:4x8:iota --arg=file:%t.bad:i32:2x8 \
; RUN:   --arg=buf:f16:1x8:iota --arg=file:%t.i16:i16:1x8 \
; RUN:   --arg=buf:f32:2x8 --arg=buf:f16:1x8 2>&1 | FileCheck %s --check-prefix=SIMBAD
; SIMBAD: error: {{.*}}tgather: index 32 is outside the 4 x 8 source (32 elements)
; RUN: not pto-sim %t.o --kernel=gather --arg=buf:f32:4x8:iota --arg=file:%t.neg:i32:2x8 \
; RUN:   --arg=buf:f16:1x8:iota --arg=file:%t.i16:i16:1x8 \
; RUN:   --arg=buf:f32:2x8 --arg=buf:f16:1x8 2>&1 | FileCheck %s --check-prefix=SIMNEG
; SIMNEG: error: {{.*}}tgather: index 4294967295 is outside the 4 x 8 source (32 elements)

; The code: the destination is the index tile's window; the source shape
; in srcrows, srccols.
; RUN: %llc -march=pto -O2 %s -o - | FileCheck %s --check-prefix=ASM
; ASM-DAG: tgather vec[[[D0:[a-z0-9]+ \+ [0-9]+]]], vec[{{.*}}], vec[[[D0]]], 2, 8, 4, 8, f32
; ASM-DAG: tgather vec[[[D1:[a-z0-9]+ \+ [0-9]+]]], vec[{{.*}}], vec[[[D1]]], 1, 8, 1, 8, f16

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.i16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tgather.f32.i32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tgather.f16.i16(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.f16(ptr addrspace(1), i64, ptr addrspace(6))

define void @gather(ptr addrspace(1) noalias %s, ptr addrspace(1) noalias %i,
                    ptr addrspace(1) noalias %h, ptr addrspace(1) noalias %j,
                    ptr addrspace(1) noalias %o, ptr addrspace(1) noalias %o2) "pto.kernel" {
  %ts = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %s, i64 8, i32 4, i32 8)
  %ti = call ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1) %i, i64 8, i32 2, i32 8)
  %th = call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %h, i64 8, i32 1, i32 8)
  %tj = call ptr addrspace(6) @pto.tload.vec.i16(ptr addrspace(1) %j, i64 8, i32 1, i32 8)
  %g = call ptr addrspace(6) @pto.tgather.f32.i32(ptr addrspace(6) %ts, ptr addrspace(6) %ti, i32 2, i32 8)
  %g2 = call ptr addrspace(6) @pto.tgather.f16.i16(ptr addrspace(6) %th, ptr addrspace(6) %tj, i32 1, i32 8)
  call void @pto.tstore.f32(ptr addrspace(1) %o, i64 8, ptr addrspace(6) %g)
  call void @pto.tstore.f16(ptr addrspace(1) %o2, i64 8, ptr addrspace(6) %g2)
  ret void
}
