; pto-tile-load-cse end to end: @k loads x twice while the first tile is
; live; the second load is replaced by the first, and the replaced tile is
; then written in place (tsetval) while the first is still read, so the
; semantic-alias pass must copy it. @loop reuses a tile loaded before a loop
; inside it. pto-sim against pto-ref at -O2 (reused) and -O0 (not).
; REQUIRES: pto-sim
; RUN: %llc -march=pto -O2 -pass-remarks=pto-tile-load-cse %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; REMARK-COUNT-2: remark: {{.*}} reuses the equal tile
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=k -O 2 \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=k -O 0 \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f32:16x16:seed=1 \
; RUN:   --arg=buf:f32:16x16 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=loop -O 2 \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f32:16x16:seed=2 \
; RUN:   --arg=buf:f32:16x16 --arg=3 | FileCheck %s
; CHECK-NOT: races:
; CHECK: matches reference

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6), i32, i32, i32, i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  ; 1.0f
  %b2 = call ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6) %b, i32 3, i32 5, i32 1065353216, i32 16, i32 16)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %e, ptr addrspace(6) %a, i32 16, i32 16)
  %t = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %s, ptr addrspace(6) %b2, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 16, ptr addrspace(6) %t)
  ret void
}

define void @loop(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, i32 %n) "pto.kernel" {
entry:
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi ptr addrspace(6) [ %a, %entry ], [ %s2, %loop ]
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc, ptr addrspace(6) %a, i32 16, i32 16)
  %s2 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %s, ptr addrspace(6) %b, i32 16, i32 16)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 16, ptr addrspace(6) %s2)
  ret void
}
