; RUN: %llc -march=pto -O0 -verify-machineinstrs -stop-after=instruction-select %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs -stop-after=instruction-select %s -o - | FileCheck %s
;
; Tiles joined at an if (PHI) and by a select stay tile registers of their
; memory: a PHI of vec tiles and a TSELECT_VEC, never a copy through GPRs.
; A tgetval result is an ordinary scalar.

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tneg.f32(ptr addrspace(6), i32, i32)
declare i32 @pto.tgetval.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @join(ptr addrspace(1) %x, ptr addrspace(1) %y, i64 %n) "pto.kernel" {
entry:
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 64, i32 8, i32 64)
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %then, label %else
then:
  %a = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %t, i32 8, i32 64)
  br label %join
else:
  %b = call ptr addrspace(6) @pto.tneg.f32(ptr addrspace(6) %t, i32 8, i32 64)
  br label %join
join:
  %p = phi ptr addrspace(6) [ %a, %then ], [ %b, %else ]
  %v = call i32 @pto.tgetval.f32(ptr addrspace(6) %p, i32 0, i32 0)
  %z = icmp eq i32 %v, 0
  %s = select i1 %z, ptr addrspace(6) %p, ptr addrspace(6) %t
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 64, ptr addrspace(6) %s)
  ret void
}

; CHECK-LABEL: name: join
; CHECK: [[T:%[0-9]+]]:tilevec = TLOAD_VEC
; CHECK: [[A:%[0-9]+]]:tilevec = TEXP [[T]], 8, 64, 2
; CHECK: [[B:%[0-9]+]]:tilevec = TNEG [[T]], 8, 64, 2
; CHECK: [[P:%[0-9]+]]:tilevec = PHI
; CHECK-SAME: [[A]]
; CHECK: [[V:%[0-9]+]]:gpr = TGETVAL [[P]], 0, 0, 2 :: (load (<512 x s32>), align 1, addrspace 6)
; CHECK: [[S:%[0-9]+]]:tilevec = TSELECT_VEC {{%[0-9]+}}, [[P]], [[T]]
; CHECK: TSTORE_VEC {{%[0-9]+}}, {{%[0-9]+}}, [[S]], 2
; CHECK-NOT: gpr = COPY {{.*}}tile
