; Regression (fuzz seed 1778, -O0): at the join, the tstore of %v10 needs
; the tload of %x (MTE2) on the path that skips the loop. The wait for V
; covers it through V's ordering at the block entry, and the wait for S
; covers V's hazard the same way -- but entry orderings are per access, not
; transitive like clocks: S's wait does not cover the tload. A pipe whose
; wait covers another's must keep its own wait. pto-verify-sync (run by
; llc) reported the missing order before the fix; pto-sim runs both paths.
; RUN: %llc -march=pto -O0 %s -o /dev/null
; RUN: %llc -march=pto -O2 %s -o /dev/null
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:1x8:seed=1778 --arg=buf:f32:1x8:seed=2778 \
; RUN:   --arg=buf:f32:3x8 --arg=buf:f16:1x8 --arg=0 | FileCheck %s %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f32:1x8:seed=1778 --arg=buf:f32:1x8:seed=2778 \
; RUN:   --arg=buf:f32:3x8 --arg=buf:f16:1x8 --arg=2 | FileCheck %s %}
; CHECK-NOT: race
; CHECK: matches reference

target triple = "pto-unknown-unknown"

declare i32 @pto.tgetval.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tabs.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tcvt.f16.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmax.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tmins.f32(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trsqrt.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6), i32, i32, i32, i32, i32)
declare void @pto.tstore.f16(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %o2, i64 %n) "pto.kernel" {
entry:
  %v1 = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 8, i32 1, i32 8)
  %v2 = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %y, i64 8, i32 1, i32 8)
  %v3 = call ptr addrspace(6) @pto.trowsum.f32(ptr addrspace(6) %v2, i32 1, i32 1)
  %v4 = call ptr addrspace(6) @pto.trowexpand.f32(ptr addrspace(6) %v3, i32 1, i32 8)
  %v5 = call ptr addrspace(6) @pto.tmins.f32(ptr addrspace(6) %v4, i32 1065353216, i32 1, i32 8)
  %v6 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %v5, i32 1, i32 8)
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop, label %after
loop:
  %i = phi i64 [0, %entry], [%inext, %loop]
  %v7 = phi ptr addrspace(6) [%v1, %entry], [%v9, %loop]
  %v8 = call i32 @pto.tgetval.f32(ptr addrspace(6) %v6, i32 0, i32 1)
  %v9 = call ptr addrspace(6) @pto.tsetval.f32(ptr addrspace(6) %v6, i32 0, i32 4, i32 %v8, i32 1, i32 8)
  %inext = add i64 %i, 1
  %more = icmp slt i64 %inext, %n
  br i1 %more, label %loop, label %after
after:
  %v10 = phi ptr addrspace(6) [%v1, %entry], [%v9, %loop]
  %bit = and i64 %n, 1
  %odd = icmp ne i64 %bit, 0
  br i1 %odd, label %then, label %else
then:
  %v11 = call ptr addrspace(6) @pto.tabs.f32(ptr addrspace(6) %v4, i32 1, i32 8)
  %v12 = call ptr addrspace(6) @pto.tadds.f32(ptr addrspace(6) %v11, i32 1065353216, i32 1, i32 8)
  %v13 = call ptr addrspace(6) @pto.trsqrt.f32(ptr addrspace(6) %v12, i32 1, i32 8)
  br label %join
else:
  %v14 = call ptr addrspace(6) @pto.tmax.f32(ptr addrspace(6) %v10, ptr addrspace(6) %v6, i32 1, i32 8)
  br label %join
join:
  %v15 = phi ptr addrspace(6) [%v13, %then], [%v14, %else]
  %v16 = getelementptr float, ptr addrspace(1) %out, i64 0
  call void @pto.tstore.f32(ptr addrspace(1) %v16, i64 8, ptr addrspace(6) %v10)
  %v17 = getelementptr float, ptr addrspace(1) %out, i64 8
  call void @pto.tstore.f32(ptr addrspace(1) %v17, i64 8, ptr addrspace(6) %v15)
  %v18 = getelementptr float, ptr addrspace(1) %out, i64 16
  call void @pto.tstore.f32(ptr addrspace(1) %v18, i64 8, ptr addrspace(6) %v6)
  %v19 = call ptr addrspace(6) @pto.tcvt.f16.f32(ptr addrspace(6) %v6, i32 1, i32 8)
  call void @pto.tstore.f16(ptr addrspace(1) %o2, i64 8, ptr addrspace(6) %v19)
  ret void
}
