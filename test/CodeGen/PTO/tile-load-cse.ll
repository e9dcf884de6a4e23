; pto-tile-load-cse: a pto.tload of bytes nothing in the kernel writes is
; replaced by an equal dominating tload while the earlier tile is still live;
; every other case keeps its load (the NOT lines fail if a rule is dropped).
; RUN: %opt -passes=pto-annotate-noclobber,pto-tile-load-cse \
; RUN:   -aa-pipeline=basic-aa,scoped-noalias-aa,tbaa,pto-aa \
; RUN:   -pass-remarks=pto-tile-load-cse \
; RUN:   -pass-remarks-missed=pto-tile-load-cse -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %opt -passes=pto-annotate-noclobber,pto-tile-load-cse \
; RUN:   -aa-pipeline=basic-aa,scoped-noalias-aa,tbaa,pto-aa \
; RUN:   -pto-tile-load-cse-extend -S %s | FileCheck %s --check-prefix=EXTEND
; Through llc: one TLOAD left of @reused's two.
; RUN: %llc -march=pto -O2 %s -o - | FileCheck %s --check-prefix=LLC
; RUN: %llc -march=pto -O2 -pto-enable-tile-load-cse=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=LLC-OFF
; RUN: %llc -march=pto -O0 %s -o - | FileCheck %s --check-prefix=LLC-OFF

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))

; Both tiles live at once: %b is %a.
; CHECK-LABEL: define void @reused(
; CHECK: %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x,
; CHECK-NOT: @pto.tload
; CHECK: call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %e, ptr addrspace(6) %a,
; CHECK: call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) {{.*}}, ptr addrspace(6) %a,
; REMARK: remark: {{.*}} tload of %x reuses the equal tile loaded earlier (nothing in the kernel writes those bytes)
; LLC-LABEL: reused:
; LLC-COUNT-1: tload
; LLC-NOT: tload
; LLC-LABEL: .Lfunc_end0:
; LLC-OFF-LABEL: reused:
; LLC-OFF-COUNT-2: tload
; LLC-OFF-LABEL: .Lfunc_end0:
define void @reused(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %e, ptr addrspace(6) %a, i32 16, i32 16)
  %t = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %s, ptr addrspace(6) %b, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 16, ptr addrspace(6) %t)
  ret void
}

; The kernel writes x (in place): not noclobber, both loads stay.
; CHECK-LABEL: define void @written(
; CHECK: %a = call ptr addrspace(6) @pto.tload.f32(
; CHECK: %b = call ptr addrspace(6) @pto.tload.f32(
define void @written(ptr addrspace(1) noalias %x) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %x, i64 16, ptr addrspace(6) %e)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %t = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %x, i64 16, ptr addrspace(6) %t)
  ret void
}

; Not the same tile: another stride, another pointer.
; CHECK-LABEL: define void @different(
; CHECK: %a = call ptr addrspace(6) @pto.tload.f32(
; CHECK: %b = call ptr addrspace(6) @pto.tload.f32(
; CHECK: %c = call ptr addrspace(6) @pto.tload.f32(
define void @different(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 8, i32 16)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 32, i32 8, i32 16)
  %c = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %y, i64 16, i32 8, i32 16)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 8, i32 16)
  %t = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %s, ptr addrspace(6) %c, i32 8, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 16, ptr addrspace(6) %t)
  ret void
}

; Loads in the two arms of a branch: neither dominates the other.
; CHECK-LABEL: define void @arms(
; CHECK: then:
; CHECK-NEXT: %a = call ptr addrspace(6) @pto.tload.f32(
; CHECK: else:
; CHECK-NEXT: %b = call ptr addrspace(6) @pto.tload.f32(
define void @arms(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, i1 %c) "pto.kernel" {
entry:
  br i1 %c, label %then, label %else
then:
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  br label %join
else:
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %b, i32 16, i32 16)
  br label %join
join:
  %t = phi ptr addrspace(6) [ %a, %then ], [ %e, %else ]
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 16, ptr addrspace(6) %t)
  ret void
}

; The first tile is dead when the second is loaded: reusing it would keep
; it live across the exp in between, so the load stays (unless -extend).
; CHECK-LABEL: define void @gap(
; CHECK: %a = call ptr addrspace(6) @pto.tload.f32(
; CHECK: %b = call ptr addrspace(6) @pto.tload.f32(
; REMARK: remark: {{.*}} tload of %x not reused: the equal tile loaded earlier is dead here, reusing it would keep it live in between
; EXTEND-LABEL: define void @gap(
; EXTEND: %a = call ptr addrspace(6) @pto.tload.f32(
; EXTEND-NOT: @pto.tload
; EXTEND: ret void
define void @gap(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 16, i32 16)
  %f = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %e, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %t = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %f, ptr addrspace(6) %b, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 16, ptr addrspace(6) %t)
  ret void
}

; A load in a loop equal to one before it, whose tile the loop reads on
; every iteration (a use reachable over the back edge): reused.
; CHECK-LABEL: define void @loop(
; CHECK: loop:
; CHECK-NOT: @pto.tload
; CHECK: call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc, ptr addrspace(6) %a,
; CHECK-NEXT: call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %s, ptr addrspace(6) %a,
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
