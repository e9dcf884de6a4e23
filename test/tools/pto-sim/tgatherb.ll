; tgatherb (issue 14 (14G); pto-isa docs/isa/TGATHERB.md): dst(i, j) is the
; element at byte offset off(i, j) (u32) of the source's row-major bytes.
; pto-ref's values on iota sources (each value its element index), repeated
; offsets, the last element; pto-sim matches pto-ref at -O0 and -O2 with no
; race; an offset past the source and a misaligned one are errors in both
; (the ISA leaves them target-defined), each with its own message.
; REQUIRES: pto-sim
; RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<8I', \
; RUN:   15,0,3,3, 8,9,1,14))" > %t.o8
; RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<6I', \
; RUN:   28,0,4, 4,16,12))" > %t.o32
; RUN: pto-ref %s --arg=buf:u8:2x8:iota --arg=file:%t.o8:u32:2x4 \
; RUN:   --arg=buf:f32:2x4:iota --arg=file:%t.o32:u32:2x3 \
; RUN:   --arg=buf:u8:2x4 --arg=buf:f32:2x3 --dump=4 --dump=5 | FileCheck %s
; CHECK:      arg4: u8[2x4]
; CHECK-NEXT: 15 0 3 3{{$}}
; CHECK-NEXT: 8 9 1 14{{$}}
; CHECK:      arg5: f32[2x3]
; CHECK-NEXT: 7 0 1{{$}}
; CHECK-NEXT: 1 4 3{{$}}
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:u8:2x8:seed=2 --arg=file:%t.o8:u32:2x4 \
; RUN:   --arg=buf:f32:2x4:seed=3 --arg=file:%t.o32:u32:2x3 \
; RUN:   --arg=buf:u8:2x4 --arg=buf:f32:2x3 | FileCheck %s --check-prefix=SIM
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:u8:2x8:seed=2 --arg=file:%t.o8:u32:2x4 \
; RUN:   --arg=buf:f32:2x4:seed=3 --arg=file:%t.o32:u32:2x3 \
; RUN:   --arg=buf:u8:2x4 --arg=buf:f32:2x3 | FileCheck %s --check-prefix=SIM
; SIM-NOT: races:
; SIM: matches reference

; Byte offset 29 of a 32-byte f32 source (past it: its element would end at
; 33); byte offset 6 (not a multiple of 4).
; RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<6I', \
; RUN:   0,4,8, 12,16,29))" > %t.bad
; RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<6I', \
; RUN:   0,6,8, 12,16,20))" > %t.mis
; RUN: not pto-ref %s --arg=buf:u8:2x8:iota --arg=file:%t.o8:u32:2x4 \
; RUN:   --arg=buf:f32:2x4:iota --arg=file:%t.bad:u32:2x3 \
; RUN:   --arg=buf:u8:2x4 --arg=buf:f32:2x3 2>&1 | FileCheck %s --check-prefix=REFBAD
; REFBAD: error: {{.*}}pto.tgatherb.f32: byte offset 29 at (1, 2) is outside the 2x4 f32 source (32 bytes)
; RUN: not pto-ref %s --arg=buf:u8:2x8:iota --arg=file:%t.o8:u32:2x4 \
; RUN:   --arg=buf:f32:2x4:iota --arg=file:%t.mis:u32:2x3 \
; RUN:   --arg=buf:u8:2x4 --arg=buf:f32:2x3 2>&1 | FileCheck %s --check-prefix=REFMIS
; REFMIS: error: {{.*}}pto.tgatherb.f32: byte offset 6 at (0, 1) is not a multiple of the 4-byte element
; RUN: %llc -march=pto -O2 -filetype=obj %s -o %t.o
; RUN: not pto-sim %t.o --kernel=gatherb --arg=buf:u8:2x8:iota --arg=file:%t.o8:u32:2x4 \
; RUN:   --arg=buf:f32:2x4:iota --arg=file:%t.bad:u32:2x3 \
; RUN:   --arg=buf:u8:2x4 --arg=buf:f32:2x3 2>&1 | FileCheck %s --check-prefix=SIMBAD
; SIMBAD: error: {{.*}}tgatherb: byte offset 29 is outside the 2 x 4 source (32 bytes)
; RUN: not pto-sim %t.o --kernel=gatherb --arg=buf:u8:2x8:iota --arg=file:%t.o8:u32:2x4 \
; RUN:   --arg=buf:f32:2x4:iota --arg=file:%t.mis:u32:2x3 \
; RUN:   --arg=buf:u8:2x4 --arg=buf:f32:2x3 2>&1 | FileCheck %s --check-prefix=SIMMIS
; SIMMIS: error: {{.*}}tgatherb: byte offset 6 is not a multiple of the element size 4

; The code: three tiles, the source's cols in srccols.
; The storage contract (not in place): the mutation that treats tgatherb as
; InplaceSafe (-pto-materialize-semantic-aliases-unsound-inplace-gatherb)
; gives the f32 result the window of its dying offsets (24 bytes each);
; pto-verify-tile-storage, which reads the contract from the table, rejects
; the plan at -O0 and -O2.
; RUN: not %llc -march=pto -O2 -pto-materialize-semantic-aliases-unsound-inplace-gatherb \
; RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MUT
; RUN: not %llc -march=pto -O0 -pto-materialize-semantic-aliases-unsound-inplace-gatherb \
; RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MUT
; MUT: error: {{.*}}tile storage verification: %{{[0-9]+}} (vec 2x3 u32) and %{{[0-9]+}} (vec 2x3 f32) are live at the same time in overlapping bytes
; RUN: %llc -march=pto -O2 %s -o - | FileCheck %s --check-prefix=ASM
; ASM-DAG: tgatherb vec[{{.*}}], vec[{{.*}}], vec[{{.*}}], 2, 4, 8, u8
; ASM-DAG: tgatherb vec[{{.*}}], vec[{{.*}}], vec[{{.*}}], 2, 3, 4, f32

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.u8(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.u32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tgatherb.u8(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tgatherb.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.u8(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @gatherb(ptr addrspace(1) noalias %s, ptr addrspace(1) noalias %i,
                     ptr addrspace(1) noalias %h, ptr addrspace(1) noalias %j,
                     ptr addrspace(1) noalias %o, ptr addrspace(1) noalias %o2) "pto.kernel" {
  %ts = call ptr addrspace(6) @pto.tload.vec.u8(ptr addrspace(1) %s, i64 8, i32 2, i32 8)
  %ti = call ptr addrspace(6) @pto.tload.vec.u32(ptr addrspace(1) %i, i64 4, i32 2, i32 4)
  %th = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %h, i64 4, i32 2, i32 4)
  %tj = call ptr addrspace(6) @pto.tload.vec.u32(ptr addrspace(1) %j, i64 3, i32 2, i32 3)
  %g = call ptr addrspace(6) @pto.tgatherb.u8(ptr addrspace(6) %ts, ptr addrspace(6) %ti, i32 2, i32 4)
  %g2 = call ptr addrspace(6) @pto.tgatherb.f32(ptr addrspace(6) %th, ptr addrspace(6) %tj, i32 2, i32 3)
  call void @pto.tstore.u8(ptr addrspace(1) %o, i64 4, ptr addrspace(6) %g)
  call void @pto.tstore.f32(ptr addrspace(1) %o2, i64 3, ptr addrspace(6) %g2)
  ret void
}
