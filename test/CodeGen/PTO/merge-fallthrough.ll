; pto-merge-fallthrough (issue 17): right before CodeGenPrepare, a block is
; merged into its single predecessor when that ends in an unconditional
; branch (CodeGenPrepare's own eliminateFallThrough, but without the dominator
; tree whose level updates are quadratic on a sequence of loop nests). The
; code is the same with the pass off (CodeGenPrepare merges them itself).
; RUN: %llc -march=pto -O2 -stop-after=pto-merge-fallthrough %s -o - \
; RUN:   | FileCheck %s
; RUN: %llc -march=pto -O2 -pto-enable-merge-fallthrough=false \
; RUN:   -stop-after=pto-merge-fallthrough %s -o - | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o %t.on.s
; RUN: %llc -march=pto -O2 -pto-enable-merge-fallthrough=false %s -o %t.off.s
; RUN: diff %t.on.s %t.off.s

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

; CHECK-LABEL: define void @two_nests(
; The first loop's exit took the second loop's preheader; the loop headers,
; entered from two blocks, stay; the entry is never merged away.
; CHECK:       entry:
; CHECK:       loop0:
; CHECK:       exit0:
; CHECK-NEXT:    call void @pto.tstore.vec.f32(
; CHECK-NEXT:    %px1 = getelementptr
; CHECK-NEXT:    %a1 = call ptr addrspace(6) @pto.tload.vec.f32(
; CHECK-NEXT:    br label %loop1
; CHECK-NOT:   pre1:
; CHECK:       loop1:
; CHECK:       exit1:
; CHECK-NEXT:    %py1 = getelementptr
; CHECK-NEXT:    call void @pto.tstore.vec.f32(
; CHECK-NEXT:    ret void

; OFF:         exit0:
; OFF-NEXT:      call void @pto.tstore.vec.f32(
; OFF-NEXT:      br label %pre1
; OFF:         pre1:
define void @two_nests(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i64 %n) "pto.kernel" {
entry:
  %a0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  br label %loop0
loop0:
  %i.0 = phi i64 [ 0, %entry ], [ %i1.0, %loop0 ]
  %t.0 = phi ptr addrspace(6) [ %a0, %entry ], [ %e.0, %loop0 ]
  %e.0 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %t.0, i32 16, i32 16)
  %i1.0 = add i64 %i.0, 1
  %c0 = icmp slt i64 %i1.0, %n
  br i1 %c0, label %loop0, label %exit0
exit0:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %e.0)
  br label %pre1
pre1:
  %px1 = getelementptr float, ptr addrspace(1) %x, i64 256
  %a1 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px1, i64 16, i32 16, i32 16)
  br label %loop1
loop1:
  %i.1 = phi i64 [ 0, %pre1 ], [ %i1.1, %loop1 ]
  %t.1 = phi ptr addrspace(6) [ %a1, %pre1 ], [ %e.1, %loop1 ]
  %e.1 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %t.1, i32 16, i32 16)
  %i1.1 = add i64 %i.1, 1
  %c1 = icmp slt i64 %i1.1, %n
  br i1 %c1, label %loop1, label %exit1
exit1:
  %py1 = getelementptr float, ptr addrspace(1) %y, i64 256
  br label %last
last:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py1, i64 16, ptr addrspace(6) %e.1)
  ret void
}
