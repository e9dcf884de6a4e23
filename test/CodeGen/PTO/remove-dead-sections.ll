; Issue 15: pto-remove-dead-sections deletes the blocks of a mix kernel that
; no core kind of the generation runs (pto-core-sections gives them "no
; core"): on a3 the section of a core with every pipe (get_core_type() == 3,
; a5's) and a switch's default that neither kind takes. A PHI of the join
; loses the dead block's operand; a conditional branch into a dead block
; becomes unconditional. On a5 (one kind) nothing changes.
; RUN: %opt -passes=pto-remove-dead-sections -S %s \
; RUN:   -pass-remarks=pto-remove-dead-sections 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %opt -passes='pto-remove-dead-sections,print<pto-core-sections>' \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=AFTER
; With the pass off nothing changes:
; RUN: %opt -passes=pto-remove-dead-sections -S %s \
; RUN:   -pto-enable-remove-dead-sections=false | FileCheck %s --check-prefix=OFF

declare i32 @pto.get_core_type()
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

; CHECK-LABEL: define void @both(
; CHECK: aiv:
; CHECK-NEXT: %a = call ptr addrspace(6) @pto.tload.vec.f32
; CHECK-NEXT: br label %join
; CHECK: next:
; CHECK-NEXT: br label %other
; CHECK-NOT: mix:
; CHECK: join:
; CHECK-NEXT: %x = phi ptr addrspace(6) [ %a, %aiv ], [ undef, %other ]
; CHECK-NOT: %m
; OFF-LABEL: define void @both(
; OFF: mix:
; OFF: %x = phi ptr addrspace(6) [ %a, %aiv ], [ %m, %mix ], [ undef, %other ]
; REMARK: remark: {{.*}} removed the branch to mix: none of the generation's cores (AIC or AIV) runs it
; AFTER-LABEL: core sections of 'both':
; AFTER-NOT: no core
; AFTER-LABEL: core sections of 'switch':
define void @both(ptr addrspace(1) %p, ptr addrspace(1) %q) "pto.kernel" "target-cpu"="a3" {
entry:
  %t = call i32 @pto.get_core_type()
  %isv = icmp eq i32 %t, 2
  br i1 %isv, label %aiv, label %next
aiv:
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %p, i64 64, i32 8, i32 64)
  br label %join
next:
  %all = icmp eq i32 %t, 3
  br i1 %all, label %mix, label %other
mix:
  %m = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %p, i64 64, i32 8, i32 64)
  br label %join
other:
  br label %join
join:
  %x = phi ptr addrspace(6) [ %a, %aiv ], [ %m, %mix ], [ undef, %other ]
  %v = and i32 %t, 2
  %hasv = icmp ne i32 %v, 0
  br i1 %hasv, label %store, label %exit
store:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %q, i64 64, ptr addrspace(6) %x)
  br label %exit
exit:
  ret void
}

; A switch's dead default takes a live case's destination, the dead case
; goes, and the switch left with two destinations folds into a branch.
; CHECK-LABEL: define i32 @switch(
; CHECK: %[[C:.*]] = icmp eq i32 %t, 2
; CHECK-NEXT: br i1 %[[C]], label %aiv, label %aic
; CHECK-NOT: none:
; CHECK-NOT: all:
; CHECK: exit:
; CHECK-NEXT: %r = phi i32 [ 1, %aic ], [ 2, %aiv ]
define i32 @switch() "pto.kernel" "target-cpu"="a3" {
entry:
  %t = call i32 @pto.get_core_type()
  switch i32 %t, label %none [ i32 1, label %aic
                               i32 2, label %aiv
                               i32 3, label %all ]
aic:
  br label %exit
aiv:
  br label %exit
all:
  br label %exit
none:
  br label %exit
exit:
  %r = phi i32 [ 1, %aic ], [ 2, %aiv ], [ 3, %all ], [ 0, %none ]
  ret i32 %r
}

; On a5 one core runs every section: nothing is dead.
; CHECK-LABEL: define void @a5(
; CHECK: mix:
; CHECK: %x = phi ptr addrspace(6) [ %a, %aiv ], [ %m, %mix ], [ undef, %other ]
define void @a5(ptr addrspace(1) %p, ptr addrspace(1) %q) "pto.kernel" "target-cpu"="a5" {
entry:
  %t = call i32 @pto.get_core_type()
  %isv = icmp eq i32 %t, 2
  br i1 %isv, label %aiv, label %next
aiv:
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %p, i64 64, i32 8, i32 64)
  br label %join
next:
  %all = icmp eq i32 %t, 3
  br i1 %all, label %mix, label %other
mix:
  %m = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %p, i64 64, i32 8, i32 64)
  br label %join
other:
  br label %join
join:
  %x = phi ptr addrspace(6) [ %a, %aiv ], [ %m, %mix ], [ undef, %other ]
  ret void
}
