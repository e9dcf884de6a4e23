; Issue 15: SPMD. A deliberately racy multi-block kernel: every block
; stores its rows y[0:4, :] = x + block index, so two blocks write the same
; GM rows. pto-sim reports the race between the cores; pto-ref runs the
; blocks in order and reversed, and as the last writer differs, reports the
; result as order-dependent (exit status 3), not as a mismatch; run-kernel
; says so. The same kernel on rows of its own per block (@rows) matches.
; REQUIRES: pto-sim
; RUN: %llc -march=pto -O2 -filetype=obj %s -o %t.o
; RUN: not pto-sim %t.o --kernel=racy --arg=buf:i32:4x16:iota --arg=buf:i32:4x16 \
; RUN:   --blocks=2 2>&1 | FileCheck %s --check-prefix=SIM
; SIM: error: race on gm bytes [0x10002000, 0x{{[0-9a-f]+}}): block 1 MTE3 write by {{.*}}`tstore {{.*}}` is not ordered after block 0 MTE3 write by {{.*}}`tstore {{.*}}` (different cores: no cross-core flag chain between them)
; SIM: races: 1
;
; RUN: pto-ref %s --kernel=racy --arg=buf:i32:4x16:iota --arg=buf:i32:4x16 \
; RUN:   --blocks=2 --dump=1 > %t.ref 2> %t.err; test $? -eq 3
; RUN: FileCheck %s --check-prefix=REF < %t.ref
; RUN: FileCheck %s --check-prefix=REFERR < %t.err
; REF: blocks: 2 (in order and reversed), order-dependent
; The outputs are those of the blocks in order: block 1 wrote last.
; REF: arg1: i32[4x16]
; REF-NEXT: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16{{$}}
; REFERR: pto-ref: error: the result depends on the order of the blocks: 64 bytes of arg1 (the first at offset 0) differ between blocks 0..1 in order and reversed; the blocks race on global memory
;
; RUN: not python3 %pto_src/utils/run-kernel %s --kernel=racy --blocks=2 \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:i32:4x16:iota \
; RUN:   --arg=buf:i32:4x16 2>&1 | FileCheck %s --check-prefix=RK
; RK: race on gm bytes
; RK-NOT: mismatch
; RK: error: the result depends on the order of the blocks (pto-ref): the kernel is racy
;
; One block, the default: index 0 of 1, no race.
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=racy --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:i32:4x16:iota --arg=buf:i32:4x16 | FileCheck %s --check-prefix=ONE
; ONE: matches reference
;
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=rows --blocks=4 \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:i32:16x16:iota \
; RUN:   --arg=buf:i32:16x16 | FileCheck %s --check-prefix=ROWS
; ROWS: blocks: 4
; ROWS-NOT: race
; ROWS: matches reference
; RUN: pto-ref %s --kernel=rows --arg=buf:i32:16x16:iota --arg=buf:i32:16x16 \
; RUN:   --blocks=4 | FileCheck %s --check-prefix=REFROWS
; REFROWS: blocks: 4 (in order and reversed), same result
;
; RUN: not pto-ref %s --kernel=rows --arg=buf:i32:16x16 --arg=buf:i32:16x16 \
; RUN:   --blocks=0 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: pto-ref: error: --blocks=0: the number of blocks must be an integer in 1..64

target triple = "pto-unknown-unknown"

declare i32 @pto.get_block_idx()
declare ptr addrspace(6) @pto.tload.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadds.i32(ptr addrspace(6), i32, i32, i32)
declare void @pto.tstore.i32(ptr addrspace(1), i64, ptr addrspace(6))

define void @racy(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %b = call i32 @pto.get_block_idx()
  %t = call ptr addrspace(6) @pto.tload.i32(ptr addrspace(1) %x, i64 16, i32 4, i32 16)
  %u = call ptr addrspace(6) @pto.tadds.i32(ptr addrspace(6) %t, i32 %b, i32 4, i32 16)
  call void @pto.tstore.i32(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %u)
  ret void
}

; Block b: y[4b : 4b+4, :] = x[4b : 4b+4, :] + b.
define void @rows(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %b = call i32 @pto.get_block_idx()
  %off = mul i32 %b, 64
  %px = getelementptr i32, ptr addrspace(1) %x, i32 %off
  %py = getelementptr i32, ptr addrspace(1) %y, i32 %off
  %t = call ptr addrspace(6) @pto.tload.i32(ptr addrspace(1) %px, i64 16, i32 4, i32 16)
  %u = call ptr addrspace(6) @pto.tadds.i32(ptr addrspace(6) %t, i32 %b, i32 4, i32 16)
  call void @pto.tstore.i32(ptr addrspace(1) %py, i64 16, ptr addrspace(6) %u)
  ret void
}
