; The storage contract of the fused broadcasts (docs/builtins.md, "Fused
; broadcasts"): InplaceSafe, and tile storage shares a window only between
; tiles of equal bytes, so the result takes the storage of its R x C operand
; a when a dies there, never that of a dying R x 1 / 1 x C operand b, except
; when b has the result's shape (C = 1 or R = 1: the op is element-wise).
; pto-verify-tile-storage (-verify-machineinstrs runs it) rechecks every
; shared window; utils/run-kernel checks the values.
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=pto-materialize-semantic-aliases 2>&1 | FileCheck %s
; REQUIRES: pto-sim
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=k --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:16x32:seed=1 --arg=buf:f32:16x1:seed=2 \
; RUN:   --arg=buf:f32:16x32 --arg=buf:f32:16x1 --arg=buf:f32:1x32:seed=3 \
; RUN:   | FileCheck %s --check-prefix=REF
target triple = "pto-unknown-unknown"

; a dies at the trowexpandsub: its result takes a's window (the R x 1 max
; dies there too, but is smaller).
; CHECK: remark: {{.*}}result computed in place over {{.*}}'a'
; CHECK-NOT: in place over {{.*}}'m'
; x (16x1) is still read after the trowexpandmul, its 16x1 operand m2 dies:
; with C = 1 the result may take m2's window.
; CHECK: remark: {{.*}}result computed in place over {{.*}}'m2'
; s is read later, the 1x32 column c dies at the tcolexpandadd: no sharing.
; CHECK-NOT: in place over {{.*}}'c'
; REF: matches reference
define void @k(ptr addrspace(1) noalias %g, ptr addrspace(1) noalias %gx, ptr addrspace(1) noalias %o, ptr addrspace(1) noalias %ox, ptr addrspace(1) noalias %gc) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %g, i64 32, i32 16, i32 32)
  %m = call ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6) %a, i32 16, i32 1)
  %s = call ptr addrspace(6) @pto.trowexpandsub.f32(ptr addrspace(6) %a, ptr addrspace(6) %m, i32 16, i32 32)
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %gx, i64 1, i32 16, i32 1)
  %m2 = call ptr addrspace(6) @pto.trowmin.f32(ptr addrspace(6) %s, i32 16, i32 1)
  %y = call ptr addrspace(6) @pto.trowexpandmul.f32(ptr addrspace(6) %x, ptr addrspace(6) %m2, i32 16, i32 1)
  %z = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %y, ptr addrspace(6) %x, i32 16, i32 1)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %ox, i64 1, ptr addrspace(6) %z)
  %c = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %gc, i64 32, i32 1, i32 32)
  %t = call ptr addrspace(6) @pto.tcolexpandadd.f32(ptr addrspace(6) %s, ptr addrspace(6) %c, i32 16, i32 32)
  %u = call ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6) %t, ptr addrspace(6) %s, i32 16, i32 32)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %o, i64 32, ptr addrspace(6) %u)
  ret void
}

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare ptr addrspace(6) @pto.trowmax.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowmin.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandsub.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowexpandmul.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcolexpandadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmul.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
