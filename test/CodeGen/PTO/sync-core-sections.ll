; Issue 15 (M): pto-insert-sync in a mix kernel. The cube section stores C
; on FIX and the vector section loads it on MTE2; the CFG has a path from
; one to the other (the sections follow each other, and the loop runs them
; again), but no core runs both: the AIC has no MTE2 -> V work to order
; after its FIX store and the AIV has no FIX. So no intra-core flag joins
; the sections (the cross-core flags order them, checked by
; pto-verify-sync). With -pto-enable-sync-core-sections=false the inserter
; takes every block to run on one core and puts FIX -> MTE2 flags into the
; vector section, where the AIV has no FIX (pto-sim rejects it:
; test/tools/pto-sim/mix-sections.ll).
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs -pto-enable-sync-core-sections=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=pto -O2 -pto-stats %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

declare i32 @pto.get_core_type()
declare i32 @pto.get_subblockid()
declare void @pto.set_cross_flag(i32, i32)
declare void @pto.wait_cross_flag(i32)
declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.acc.f32(ptr addrspace(1), i64, ptr addrspace(5))
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.vec.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

; CHECK-LABEL: seq:
; CHECK: # %cubesec
; CHECK: tstore a2, {{.*}}acc[
; CHECK-NEXT: set_cross_flag PIPE_FIX, 1
; CHECK: # %vecsec
; CHECK-NEXT: wait_cross_flag 1
; CHECK-NOT: PIPE_FIX
; CHECK: tload vec[
; CHECK: .Lfunc_end0:
; OFF-LABEL: seq:
; OFF: # %vecsec
; OFF-NEXT: wait_cross_flag 1
; OFF: set_flag PIPE_FIX, PIPE_MTE2, 0
; OFF-NEXT: wait_flag PIPE_FIX, PIPE_MTE2, 0
; OFF-NEXT: tload vec[
; STATS: {{[0-9]+}} pto-insert-sync {{.*}}Pending accesses dropped at the entry of a block of another core's section
define void @seq(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %d) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %cube = and i32 %t, 1
  %isc = icmp ne i32 %cube, 0
  br i1 %isc, label %cubesec, label %join
cubesec:
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %b0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %b, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %b0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %c, i64 16, ptr addrspace(5) %acc)
  call void @pto.set_cross_flag(i32 6, i32 1)
  br label %join
join:
  %isv = and i32 %t, 2
  %v = icmp ne i32 %isv, 0
  br i1 %v, label %vecsec, label %exit
vecsec:
  call void @pto.wait_cross_flag(i32 1)
  %sb = call i32 @pto.get_subblockid()
  %row = mul i32 %sb, 128
  %cs = getelementptr float, ptr addrspace(1) %c, i32 %row
  %ds = getelementptr float, ptr addrspace(1) %d, i32 %row
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %cs, i64 16, i32 8, i32 16)
  %e = call ptr addrspace(6) @pto.texp.vec.f32(ptr addrspace(6) %x, i32 8, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %ds, i64 16, ptr addrspace(6) %e)
  br label %exit
exit:
  ret void
}

; The same hand-off n times through one workspace %w: the AIVs wait for
; flag 1 before they read C and set flag 2 once they read it; the AIC waits
; for flag 2 (from both AIVs) before its next iteration overwrites C.
; Sections inside the loop.
; CHECK-LABEL: loop:
; CHECK: # %vecsec
; CHECK-NEXT: # in Loop
; CHECK-NEXT: wait_cross_flag 1
; CHECK-NOT: PIPE_FIX
; CHECK: tload vec[
; CHECK: set_cross_flag PIPE_MTE2, 2
; CHECK-NOT: PIPE_FIX
; CHECK: # %cubesec
; CHECK-NOT: PIPE_V
; CHECK: set_cross_flag PIPE_FIX, 1
; CHECK-NEXT: wait_cross_flag 2
; CHECK-NOT: PIPE_V
; CHECK: .Lfunc_end1:
; OFF-LABEL: loop:
; OFF: PIPE_FIX, PIPE_MTE2
define void @loop(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %w, ptr addrspace(1) noalias %d, i32 %n) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %cube = and i32 %t, 1
  %isc = icmp ne i32 %cube, 0
  br i1 %isc, label %cubesec, label %vecsec
cubesec:
  %ao = mul i32 %i, 256
  %ap = getelementptr half, ptr addrspace(1) %a, i32 %ao
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %ap, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %w, i64 16, ptr addrspace(5) %acc)
  call void @pto.set_cross_flag(i32 6, i32 1)
  call void @pto.wait_cross_flag(i32 2)
  br label %latch
vecsec:
  call void @pto.wait_cross_flag(i32 1)
  %sb = call i32 @pto.get_subblockid()
  %row = mul i32 %sb, 128
  %ws = getelementptr float, ptr addrspace(1) %w, i32 %row
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %ws, i64 16, i32 8, i32 16)
  call void @pto.set_cross_flag(i32 2, i32 2)
  %e = call ptr addrspace(6) @pto.texp.vec.f32(ptr addrspace(6) %x, i32 8, i32 16)
  %do = mul i32 %i, 256
  %dd = add i32 %do, %row
  %dp = getelementptr float, ptr addrspace(1) %d, i32 %dd
  call void @pto.tstore.vec.f32(ptr addrspace(1) %dp, i64 16, ptr addrspace(6) %e)
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %head, label %exit
exit:
  ret void
}
