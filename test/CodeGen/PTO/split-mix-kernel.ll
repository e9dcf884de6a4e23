; Issue 15 (15S): pto-split-mix-kernel. On a3 a kernel that uses cube and
; vector pipes without get_core_type() sections becomes three copies of its
; body behind get_core_type()/get_subblockid(): the AIC keeps the cube ops,
; AIV0 the vector ops, AIV1 only the flags. An acc tile moved to vec goes
; through a workspace (@<kernel>.mix.ws<n>, one slot per block): the AIC
; waits until the AIVs loaded the previous tile (flag 8, set on MTE2),
; stores with FIX and sets flag 0 on FIX; the AIVs set flag 8 and wait for
; flag 0 before loading. Accesses the other side never conflicts with get no
; event: the cube store to %c (the vector side never reads %c), the vector
; store to %d, the loads of %a and %b. Vector -> cube through user memory
; (@v2c: the vector side stores %s, the cube side loads it): the load waits
; for the AIVs' MTE3 (flag 8) and the next store waits for the AIC's MTE2
; (flag 0). Not split: a kernel with sections of its own, a cube-only
; kernel, any kernel on a5.
; RUN: %opt -passes=pto-split-mix-kernel -S %s | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o /dev/null
; RUN: %llc -march=pto -O0 -verify-machineinstrs %s -o /dev/null
; RUN: %opt -passes=pto-split-mix-kernel -pto-stats -disable-output %s 2>&1 | FileCheck %s --check-prefix=STATS
; STATS-DAG: 2 pto-split-mix-kernel {{.*}}Mix kernels split into core sections
; STATS-DAG: 1 pto-split-mix-kernel {{.*}}Tiles moved between the cores through GM
; STATS-DAG: 4 pto-split-mix-kernel {{.*}}Cross-core set/wait pairs inserted
; STATS-DAG: 7 pto-split-mix-kernel {{.*}}Global-memory accesses the other side never conflicts with

declare i32 @pto.get_core_type()
declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.acc.f32(ptr addrspace(1), i64, ptr addrspace(5))
declare ptr addrspace(6) @pto.tmov.vec.acc.f32(ptr addrspace(5), i32, i32)
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tcvt.f16.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.f16(ptr addrspace(1), i64, ptr addrspace(6))

; CHECK: @epilogue.mix.ws0 = internal addrspace(1) global [65536 x i8] zeroinitializer, align 64
; CHECK-LABEL: define void @epilogue(
; CHECK: mix.entry:
; CHECK-NEXT: %mix.block = call i32 @pto.get_block_idx()
; CHECK-NEXT: %mix.core = call i32 @pto.get_core_type()
; CHECK-NEXT: %mix.is.aic = icmp eq i32 %mix.core, 1
; CHECK-NEXT: br i1 %mix.is.aic, label %entry.aic, label %mix.aiv
; CHECK: mix.aiv:
; CHECK-NEXT: %mix.subblock = call i32 @pto.get_subblockid()
; CHECK-NEXT: %mix.is.aiv0 = icmp eq i32 %mix.subblock, 0
; CHECK-NEXT: br i1 %mix.is.aiv0, label %entry.aiv0, label %entry.aiv1
; The AIC: its cube ops, no vector op; the store to %c without a flag.
; CHECK: loop.aic:
; CHECK-NOT: @pto.texp
; CHECK-NOT: cross_flag
; CHECK: call void @pto.tstore.acc.f32(ptr addrspace(1) %pc, i64 16, ptr addrspace(5) %acc)
; CHECK-NEXT: {{%.*}} = zext i32 %mix.block to i64
; CHECK-NEXT: [[OFF:%.*]] = mul i64 {{%.*}}, 1024
; CHECK-NEXT: [[WS:%.*]] = getelementptr i8, ptr addrspace(1) @epilogue.mix.ws0, i64 [[OFF]]
; CHECK-NEXT: call void @pto.wait_cross_flag(i32 8)
; CHECK-NEXT: call void @pto.tstore.acc.f32(ptr addrspace(1) [[WS]], i64 16, ptr addrspace(5) %acc)
; CHECK-NEXT: call void @pto.set_cross_flag(i32 6, i32 0)
; CHECK-NOT: @pto.texp
; CHECK-NOT: cross_flag
; CHECK: exit.aic:
; The AIV0: the vector ops, the workspace load after the flags.
; CHECK: loop.aiv0:
; CHECK-NOT: @pto.tmatmul
; CHECK-NOT: @pto.tload.mat
; CHECK-NOT: cross_flag
; CHECK: [[WS0:%.*]] = getelementptr i8, ptr addrspace(1) @epilogue.mix.ws0
; CHECK-NEXT: call void @pto.set_cross_flag(i32 2, i32 8)
; CHECK-NEXT: call void @pto.wait_cross_flag(i32 0)
; CHECK-NEXT: %x.aiv0.ws = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) [[WS0]], i64 16, i32 16, i32 16)
; CHECK-NEXT: %e.aiv0 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %x.aiv0.ws, i32 16, i32 16)
; CHECK-NOT: cross_flag
; CHECK: call void @pto.tstore.vec.f32(ptr addrspace(1) %pd.aiv0, i64 16, ptr addrspace(6) %e.aiv0)
; CHECK-NOT: cross_flag
; CHECK: exit.aiv0:
; The AIV1: the same flags, no tile op.
; CHECK: loop.aiv1:
; CHECK-NOT: call ptr
; CHECK: call void @pto.set_cross_flag(i32 2, i32 8)
; CHECK-NEXT: call void @pto.wait_cross_flag(i32 0)
; CHECK-NOT: call
; CHECK: ret void
define void @epilogue(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %d, i64 %n) "pto.kernel" {
entry:
  %b0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %b, i64 16, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %b0, i32 16, i32 16)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %off = mul i64 %i, 256
  %pa = getelementptr half, ptr addrspace(1) %a, i64 %off
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %pa, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %pc = getelementptr float, ptr addrspace(1) %c, i64 %off
  call void @pto.tstore.acc.f32(ptr addrspace(1) %pc, i64 16, ptr addrspace(5) %acc)
  %x = call ptr addrspace(6) @pto.tmov.vec.acc.f32(ptr addrspace(5) %acc, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %x, i32 16, i32 16)
  %pd = getelementptr float, ptr addrspace(1) %d, i64 %off
  call void @pto.tstore.vec.f32(ptr addrspace(1) %pd, i64 16, ptr addrspace(6) %e)
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @v2c(
; CHECK: loop.aic:
; CHECK: call void @pto.wait_cross_flag(i32 8)
; CHECK-NEXT: %p = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %s, i64 16, i32 16, i32 16)
; CHECK: loop.aiv0:
; CHECK: call void @pto.wait_cross_flag(i32 0)
; CHECK-NEXT: call void @pto.tstore.vec.f16(ptr addrspace(1) %s, i64 16, ptr addrspace(6) %h.aiv0)
; CHECK-NEXT: call void @pto.set_cross_flag(i32 3, i32 8)
; CHECK: loop.aiv1:
; CHECK: call void @pto.wait_cross_flag(i32 0)
; CHECK-NEXT: call void @pto.set_cross_flag(i32 3, i32 8)
define void @v2c(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %s, ptr addrspace(1) noalias %out, i64 %n) "pto.kernel" {
entry:
  %b0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %b, i64 16, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %b0, i32 16, i32 16)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %off = mul i64 %i, 256
  %px = getelementptr float, ptr addrspace(1) %x, i64 %off
  %v = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px, i64 16, i32 16, i32 16)
  %ev = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %v, i32 16, i32 16)
  %h = call ptr addrspace(6) @pto.tcvt.f16.f32(ptr addrspace(6) %ev, i32 16, i32 16)
  call void @pto.tstore.vec.f16(ptr addrspace(1) %s, i64 16, ptr addrspace(6) %h)
  %p = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %s, i64 16, i32 16, i32 16)
  %pl = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %p, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %pl, ptr addrspace(4) %r, i32 16, i32 16)
  %po = getelementptr float, ptr addrspace(1) %out, i64 %off
  call void @pto.tstore.acc.f32(ptr addrspace(1) %po, i64 16, ptr addrspace(5) %acc)
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @sections(
; CHECK-NOT: mix.
; CHECK: ret void
define void @sections(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %d) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cube, label %vec
cube:
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %d, i64 16, ptr addrspace(5) %acc)
  br label %exit
vec:
  br label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @cube_only(
; CHECK-NOT: mix.
; CHECK: ret void
define void @cube_only(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %d) "pto.kernel" {
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %d, i64 16, ptr addrspace(5) %acc)
  ret void
}

; CHECK-LABEL: define void @on_a5(
; CHECK-NOT: mix.
; CHECK: call ptr addrspace(6) @pto.tmov.vec.acc.f32
; CHECK: ret void
define void @on_a5(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %d) "pto.kernel" "target-cpu"="a5" {
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %x = call ptr addrspace(6) @pto.tmov.vec.acc.f32(ptr addrspace(5) %acc, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %x, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %d, i64 16, ptr addrspace(6) %e)
  ret void
}
