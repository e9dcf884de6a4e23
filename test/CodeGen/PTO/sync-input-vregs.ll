; The sync passes run after register allocation: MIR that still has virtual
; registers (stopped before allocation) given to -run-pass is an error that
; says where to stop, not wrong answers or a crash (both passes index
; registers by physical register unit).
; RUN: %llc -march=pto -stop-after=instruction-select %s -o %t.isel.mir
; RUN: not %llc -march=pto -run-pass=pto-insert-sync -verify-machineinstrs %t.isel.mir -o /dev/null 2>&1 | FileCheck %s
; RUN: not %llc -march=pto -run-pass=pto-verify-sync %t.isel.mir -o /dev/null 2>&1 | FileCheck %s
; CHECK: error: {{.*}}in function k {{.*}}: the pipe synchronization passes run after register allocation, but this function still has virtual registers (%{{[0-9]+}} in {{[A-Z_]+}}); give them MIR from -stop-before=pto-insert-sync
; CHECK-NOT: Stack dump
;
; The MIR the message points to works.
; RUN: %llc -march=pto -stop-before=pto-insert-sync %s -o %t.ra.mir
; RUN: %llc -march=pto -run-pass=pto-insert-sync -verify-machineinstrs %t.ra.mir -o - | FileCheck %s --check-prefix=OK
; OK: TLOAD_VEC
; OK: SET_FLAG [[SRC:[0-9]+]], [[DST:[0-9]+]], 0
; OK-NEXT: WAIT_FLAG [[SRC]], [[DST]], 0
; OK: TEXP

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %t, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %e)
  ret void
}
