; Issue 15 (M): pto-verify-sync's cross-core check. In a mix kernel, global
; memory that the AIC and an AIV both access (one writing) must be ordered
; by a set_cross_flag after the first access on every path of its core (on
; the access's pipe, or a pipe ordered after it by intra-core flags) and a
; wait_cross_flag of that flag before the second on every path of the
; other. @ordered is accepted; the same kernel without the wait (the
; mutation below) or with the flag set from S, which fires before FIX's
; store ended, is reported. @war: the AIC's load of A (MTE2) is released by
; the FIX set through the MTE2 -> MTE1 -> M -> FIX flags before the AIVs
; overwrite A. @oneway: a loop with flags only cube -> vector: the AIC's
; next store may overwrite C before the AIVs read it. @common: a store both
; kinds run (the AIC's and an AIV's store race, and the AIVs' load is not
; ordered after the AIC's store). Kernels without get_core_type are not checked (pto-sim places
; them on one core).
; RUN: not %llc -march=pto -O2 %s -o /dev/null 2>&1 | FileCheck %s
; RUN: sed -e '/wait_cross_flag(i32 1) ; ordered/d' %s | not %llc -march=pto -O2 -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MUT
; MUT: error: {{.*}}in function ordered {{.*}}cross-core: 'TLOAD_VEC_A {{.*}}' on AIV is not ordered after 'TSTORE_ACC_A {{.*}}' on AIC, which writes the same global memory

; CHECK-NOT: in function ordered
; CHECK-NOT: in function war
; CHECK: error: {{.*}}in function fromS {{.*}}sync verification: cross-core: 'TLOAD_VEC_A {{.*}}from %ir.c{{.*}}' on AIV is not ordered after 'TSTORE_ACC_A {{.*}}into %ir.c{{.*}}' on AIC, which writes the same global memory: no set_cross_flag after it on every AIC path (on its pipe, or a pipe flagged after it) with a wait_cross_flag of that flag before the AIV access on every path
; CHECK-NOT: in function war
; CHECK: error: {{.*}}in function oneway {{.*}}cross-core: 'TSTORE_ACC_A {{.*}}' on AIC of the next iteration is not ordered after 'TLOAD_VEC_A {{.*}}' on AIV, which accesses the same global memory: they run in a loop, and no set_cross_flag after the AIV access on every path to its next iteration is waited for by AIC before its access
; CHECK: error: {{.*}}in function common {{.*}}cross-core: 'SW {{.*}}' on AIV is not ordered after 'SW {{.*}}' on AIC, which writes
; CHECK: error: {{.*}}in function common {{.*}}cross-core: 'TLOAD_VEC_A {{.*}}' on AIV is not ordered after 'SW {{.*}}' on AIC, which writes
; CHECK-NOT: error:

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
declare ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.vec.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.f16(ptr addrspace(1), i64, ptr addrspace(6))

define void @ordered(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %d) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cube, label %vec
cube:
  %m = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %c, i64 16, ptr addrspace(5) %acc)
  call void @pto.set_cross_flag(i32 6, i32 1)
  ret void
vec:
  call void @pto.wait_cross_flag(i32 1) ; ordered
  %sb = call i32 @pto.get_subblockid()
  %row = mul i32 %sb, 128
  %cs = getelementptr float, ptr addrspace(1) %c, i32 %row
  %ds = getelementptr float, ptr addrspace(1) %d, i32 %row
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %cs, i64 16, i32 8, i32 16)
  %e = call ptr addrspace(6) @pto.texp.vec.f32(ptr addrspace(6) %x, i32 8, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %ds, i64 16, ptr addrspace(6) %e)
  ret void
}

define void @fromS(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %d) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cube, label %vec
cube:
  %m = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %c, i64 16, ptr addrspace(5) %acc)
  call void @pto.set_cross_flag(i32 0, i32 1)
  ret void
vec:
  call void @pto.wait_cross_flag(i32 1)
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %c, i64 16, i32 8, i32 16)
  %e = call ptr addrspace(6) @pto.texp.vec.f32(ptr addrspace(6) %x, i32 8, i32 16)
  %sb = call i32 @pto.get_subblockid()
  %row = mul i32 %sb, 128
  %ds = getelementptr float, ptr addrspace(1) %d, i32 %row
  call void @pto.tstore.vec.f32(ptr addrspace(1) %ds, i64 16, ptr addrspace(6) %e)
  ret void
}

; The AIVs overwrite A (write after the AIC's read).
define void @war(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %c) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cube, label %vec
cube:
  %m = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %c, i64 16, ptr addrspace(5) %acc)
  call void @pto.set_cross_flag(i32 6, i32 1)
  ret void
vec:
  call void @pto.wait_cross_flag(i32 1)
  %sb = call i32 @pto.get_subblockid()
  %row = mul i32 %sb, 128
  %cs = getelementptr float, ptr addrspace(1) %c, i32 %row
  %as = getelementptr half, ptr addrspace(1) %a, i32 %row
  %x = call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %as, i64 16, i32 8, i32 16)
  call void @pto.tstore.vec.f16(ptr addrspace(1) %as, i64 16, ptr addrspace(6) %x)
  ret void
}

define void @oneway(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %w, ptr addrspace(1) noalias %d, i32 %n) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cubesec, label %vecsec
cubesec:
  %m = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %w, i64 16, ptr addrspace(5) %acc)
  call void @pto.set_cross_flag(i32 6, i32 1)
  br label %latch
vecsec:
  call void @pto.wait_cross_flag(i32 1)
  %sb = call i32 @pto.get_subblockid()
  %row = mul i32 %sb, 128
  %ws = getelementptr float, ptr addrspace(1) %w, i32 %row
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %ws, i64 16, i32 8, i32 16)
  %do = mul i32 %i, 256
  %dd = add i32 %do, %row
  %dp = getelementptr float, ptr addrspace(1) %d, i32 %dd
  call void @pto.tstore.vec.f32(ptr addrspace(1) %dp, i64 16, ptr addrspace(6) %x)
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %head, label %exit
exit:
  ret void
}

; Every core stores the count before the sections; the AIVs read it.
define void @common(ptr addrspace(1) noalias %c, ptr addrspace(1) noalias %d) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  store i32 0, ptr addrspace(1) %c
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %exit, label %vec
vec:
  %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %c, i64 16, i32 8, i32 16)
  %sb = call i32 @pto.get_subblockid()
  %row = mul i32 %sb, 128
  %ds = getelementptr float, ptr addrspace(1) %d, i32 %row
  call void @pto.tstore.vec.f32(ptr addrspace(1) %ds, i64 16, ptr addrspace(6) %x)
  br label %exit
exit:
  ret void
}
