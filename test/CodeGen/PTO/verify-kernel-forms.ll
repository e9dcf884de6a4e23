; Forms of IR the kernel verifier rejects that are not about one builtin
; operand: variadic builtin declarations and aggregates or vectors of tiles.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function variadic {{.*}}: pto.texp: builtins are not variadic in '%e = call
define void @variadic(ptr addrspace(1) %g, i64 %ld) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %e = call ptr addrspace(6) (...) @pto.texp.f32(ptr addrspace(6) %t, i32 16, i32 16)
  ret void
}

; CHECK: error: {{.*}}in function aggregate {{.*}}: aggregates and vectors of tiles are not supported ({ ptr addrspace(6), i32 }) in '%s = insertvalue
; CHECK: error: {{.*}}in function aggregate {{.*}}: tile %t is placed in an aggregate; tile handles are opaque values consumed only by pto builtins, PHIs and selects in '%s = insertvalue
; CHECK: error: {{.*}}in function aggregate {{.*}}: aggregates and vectors of tiles are not supported (<2 x ptr addrspace(6)>) in '%v = insertelement
; CHECK: error: {{.*}}in function aggregate {{.*}}: tile %t is placed in an aggregate; {{.*}} in '%v = insertelement
define void @aggregate(ptr addrspace(1) %g, i64 %ld) {
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %s = insertvalue { ptr addrspace(6), i32 } poison, ptr addrspace(6) %t, 0
  %v = insertelement <2 x ptr addrspace(6)> poison, ptr addrspace(6) %t, i32 0
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(...)
