; RUN: not %llc -march=pto -O0 %s -o /dev/null 2>&1 | FileCheck %s
; RUN: not %llc -march=pto -O2 %s -o /dev/null 2>&1 | FileCheck %s
;
; Tile registers are storage, not registers: one that would reach register
; allocation is an error naming it with its memory, shape and dtype -- never
; a spill through GPRs or a crash in the allocator.

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.vec.f16(ptr addrspace(1), i64, ptr addrspace(6))

define void @k(ptr addrspace(1) %x) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  call void @pto.tstore.vec.f16(ptr addrspace(1) %x, i64 16, ptr addrspace(6) %t)
  ret void
}

; CHECK: error: {{.*}}in function k {{.*}}: tile register %{{[0-9]+}} (vec 16x16 f16) has no storage assigned before register allocation
; CHECK-NOT: LLVM ERROR
