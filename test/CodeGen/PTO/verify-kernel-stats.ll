; pto-verify-kernel's counters are PTO_STATISTICs: -pto-stats prints them on
; Debian's release LLVM (docs/debugging.md). A tile argument is rejected.
; RUN: not %llc -march=pto -pto-stats %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: error: {{.*}}tiles cannot cross function boundaries
; CHECK-DAG: 1 pto-verify-kernel - Number of kernel-IR errors reported
; CHECK-DAG: 1 pto-verify-kernel - Number of rejected functions whose body was dropped

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)

define void @k(ptr addrspace(6) %t) "pto.kernel" {
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %t, i32 16, i32 16)
  ret void
}
