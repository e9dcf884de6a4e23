; The storage contract of the fused broadcasts (docs/builtins.md, "Fused
; broadcasts"): InplaceSafe, and tile storage shares a window only between
; tiles of equal bytes, so the result takes the storage of its R x C operand
; a when a dies there, never that of a dying R x 1 / 1 x C operand b, except
; when b has the result's shape (C = 1 or R = 1: the op is element-wise).
; pto-verify-tile-storage (-verify-machineinstrs runs it) rechecks every
; shared window; utils/run-kernel checks the values.
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o /dev/null \
; RUN:   -pass-remarks=pto-materialize-semantic-aliases 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: %llc -march=pto -O2 %s -o - -stop-after=pto-materialize-semantic-aliases \
; RUN:   -pass-remarks=pto-materialize-semantic-aliases 2>&1 | FileCheck %s
; REQUIRES: pto-sim
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=k --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:16x32:seed=1 --arg=buf:f32:16x1:seed=2 \
; RUN:   --arg=buf:f32:16x32 --arg=buf:f32:16x1 --arg=buf:f32:1x32:seed=3 \
; RUN:   | FileCheck %s --check-prefix=REF
target triple = "pto-unknown-unknown"

; The remarks name the tiles by virtual register; the MIR that follows them
; says which instruction each belongs to. a (%5 here) dies at the
; trowexpandsub: its result takes a's window (the R x 1 max dies there too,
; but is smaller). x (16x1) is still read after the trowexpandmul, its 16x1
; operand m2 dies: with C = 1 the result may take m2's window. The tadd and
; tmul are in place too. s is read after the tcolexpandadd, its 1x32 column
; c dies there: nothing may share c's window.
; REMARK-COUNT-4: remark: {{.*}}result computed in place over
; REMARK-NOT: remark
; CHECK-NOT: (vec 1x32 f32)
; CHECK: remark: {{.*}}result computed in place over [[A:%[0-9]+]] (vec 16x32 f32)
; CHECK-NOT: (vec 1x32 f32)
; CHECK: remark: {{.*}}result computed in place over [[M2:%[0-9]+]] (vec 16x1 f32)
; CHECK-NOT: (vec 1x32 f32)
; CHECK: remark: {{.*}}result computed in place over [[Y:%[0-9]+]] (vec 16x1 f32)
; CHECK-NOT: (vec 1x32 f32)
; CHECK: remark: {{.*}}result computed in place over [[T:%[0-9]+]] (vec 16x32 f32)
; CHECK-NOT: remark
; CHECK: [[S:%[0-9]+]]:tilevec = TROWEXPANDSUB [[A]], %{{[0-9]+}}, 16, 32, 2
; CHECK: [[Y]]:tilevec = TROWEXPANDMUL %{{[0-9]+}}, [[M2]], 16, 1, 2
; CHECK: TADD [[Y]], %{{[0-9]+}}, 16, 1, 2
; CHECK: [[T]]:tilevec = TCOLEXPANDADD [[S]], %{{[0-9]+}}, 16, 32, 2
; CHECK: TMUL [[T]], [[S]], 16, 32, 2
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
