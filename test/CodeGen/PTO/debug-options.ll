; The plugin's debug output and statistics on Debian's release LLVM, where
; -debug-only and -stats do not exist or print nothing (PTODebug.h).
; RUN: %llc -march=pto -O2 -pto-stats %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=STATS
; RUN: %llc -march=pto -O2 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=QUIET --allow-empty
; RUN: %llc -march=pto -O2 -pto-debug=storage %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefixes=STORAGE,PLAN
; RUN: %llc -march=pto -O2 -pto-debug-only=pto-memory-planner %s \
; RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=STORAGE
; RUN: %llc -march=pto -O2 -pto-debug=sync %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefixes=NOSTORAGE,SYNC
; RUN: not %llc -march=pto -O2 -pto-debug=bogus %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BAD

; STATS: ... PTO plugin statistics (-pto-stats) ...
; STATS-DAG: {{^}}2 pto-insert-sync - Number of set_flag/wait_flag pairs inserted
; STATS-DAG: {{^}}2 pto-materialize-semantic-aliases - Number of tile allocations (must-alias classes)
; QUIET-NOT: statistics
; QUIET-NOT: best-fit
; PLAN: pto-materialize-semantic-aliases: allocations of vadd:
; PLAN-NEXT: allocation 0: vec 4096 bytes, align 32, unplaced: %[[A:[0-9]+]] %[[B:[0-9]+]]
; PLAN: Tile liveness of vadd ({{[0-9]+}} points):
; STORAGE: best-fit: 2 buffers, peak {{[0-9]+}}
; PLAN: pto-plan-memory: plan of vadd:
; PLAN-NEXT: allocation 0: vec 4096 bytes, align 32, offset 0: %[[A]] %[[B]]
; PLAN-NEXT: allocation 1: vec 4096 bytes, align 32, offset 4096:
; NOSTORAGE-NOT: best-fit:
; SYNC: pto-insert-sync: %bb.0 entry:
; SYNC: wait MTE2->V id 0 (set after the producer) before TADD
; SYNC: no wait for MTE2: the wait for V covers it
; SYNC: pto-insert-sync: %bb.0 exit:
; SYNC: MTE3: next 3, after MTE2<3 V<3
; SYNC: flag key {{[0-9]+}} id 0: wait on MTE3 #1
; BAD: for the --pto-debug option: Cannot find option named 'bogus'!

target triple = "pto-unknown-unknown"
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadd.vec.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @vadd(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b,
                  ptr addrspace(1) noalias %c) "pto.kernel" {
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %a, i64 64, i32 16, i32 64)
  %y = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %b, i64 64, i32 16, i32 64)
  %z = call ptr addrspace(6) @pto.tadd.vec.f32(ptr addrspace(6) %x, ptr addrspace(6) %y, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %c, i64 64, ptr addrspace(6) %z)
  ret void
}
