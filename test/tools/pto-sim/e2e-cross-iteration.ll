; End to end: global-memory hazards between loop iterations (issue 12,
; finding 1). Iteration i stores where iteration i+1 loads; the wait the
; inserter keeps makes pto-sim match pto-ref without a race. (Before the
; fix: 768 mismatching elements and a FIX -> MTE2 race.)
; REQUIRES: pto-sim
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=recurrence \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f32:80x16:seed=1 \
; RUN:   --arg=buf:f16:16x16:seed=2 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=recurrence -O 0 \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f32:80x16:seed=1 \
; RUN:   --arg=buf:f16:16x16:seed=2 | FileCheck %s
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=scalar_mix \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f32:80x16:seed=1 \
; RUN:   --arg=buf:f32:80x16 | FileCheck %s
; Finding 2: iteration i prefetches block i+1 and scalar-stores into block
; i, which iteration i-1 loaded (WAR one iteration apart). Before the fix
; pto-annotate-noclobber marked that tload invariant and pto-insert-sync
; judged the pair within one iteration: 2 races, 1 mismatching element.
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=prefetch_war \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:i32:80x16:seed=1 \
; RUN:   --arg=buf:i32:64x16 | FileCheck %s
; CHECK-NOT: races:
; CHECK: matches reference

declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadds.i32(ptr addrspace(6), i32, i32, i32)
declare void @pto.tstore.vec.i32(ptr addrspace(1), i64, ptr addrspace(6))

define void @recurrence(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %w) "pto.kernel" {
entry:
  %bm = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %w, i64 16, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %bm, i32 16, i32 16)
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%in, %loop]
  %off = mul i64 %i, 1024
  %p = getelementptr i8, ptr addrspace(1) %x, i64 %off
  %a = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %p, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %q = getelementptr i8, ptr addrspace(1) %p, i64 1024
  call void @pto.tstore.f32(ptr addrspace(1) %q, i64 16, ptr addrspace(5) %c)
  %in = add i64 %i, 1
  %cc = icmp slt i64 %in, 4
  br i1 %cc, label %loop, label %exit
exit:
  ret void
}

define void @scalar_mix(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
entry:
  br label %loop
loop:
  %i = phi i64 [1, %entry], [%in, %loop]
  %off = mul i64 %i, 256
  %p = getelementptr float, ptr addrspace(1) %x, i64 %off
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %p, i64 16, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %a, i32 1065353216, i32 16, i32 16)
  %q = getelementptr float, ptr addrspace(1) %y, i64 %off
  call void @pto.tstore.vec.f32(ptr addrspace(1) %q, i64 16, ptr addrspace(6) %b)
  %r = getelementptr float, ptr addrspace(1) %p, i64 256
  store i32 7, ptr addrspace(1) %r
  %in = add i64 %i, 1
  %cc = icmp slt i64 %in, 4
  br i1 %cc, label %loop, label %exit
exit:
  ret void
}

define void @prefetch_war(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) "pto.kernel" {
entry:
  %t0 = call ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%in, %loop]
  %t = phi ptr addrspace(6) [%t0, %entry], [%tn, %loop]
  %in = add i64 %i, 1
  %noff = mul i64 %in, 256
  %np = getelementptr i32, ptr addrspace(1) %x, i64 %noff
  %tn = call ptr addrspace(6) @pto.tload.vec.i32(ptr addrspace(1) %np, i64 16, i32 16, i32 16)
  %off = mul i64 %i, 256
  %p = getelementptr i32, ptr addrspace(1) %x, i64 %off
  %pe = getelementptr i32, ptr addrspace(1) %p, i64 17
  store i32 -1, ptr addrspace(1) %pe
  %u = call ptr addrspace(6) @pto.tadds.i32(ptr addrspace(6) %t, i32 5, i32 16, i32 16)
  %q = getelementptr i32, ptr addrspace(1) %y, i64 %off
  call void @pto.tstore.vec.i32(ptr addrspace(1) %q, i64 16, ptr addrspace(6) %u)
  %c = icmp slt i64 %in, 4
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
