; ADDI is as cheap as a move (issue 17): MachineCSE does not reuse an address
; computed before a loop after it (it would keep a register live across the
; loop; in a sequence of loop nests addressing the same offsets, registers
; live across hundreds of nests, spilled); the address is computed again.
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

; CHECK-LABEL: reload:
; CHECK:         addi [[A:[a-z0-9]+]], a0, 1024
; CHECK-NEXT:    tload vec[{{.*}}], [[A]],
; CHECK:       .LBB0_1:
; CHECK:         blt
; CHECK:         addi [[B:[a-z0-9]+]], a0, 1024
; CHECK-NEXT:    tload vec[{{.*}}], [[B]],
define void @reload(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i64 %n) "pto.kernel" {
entry:
  %p = getelementptr float, ptr addrspace(1) %x, i64 256
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %p, i64 16, i32 16, i32 16)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %t = phi ptr addrspace(6) [ %a, %entry ], [ %e, %loop ]
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %t, i32 16, i32 16)
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %e)
  %p2 = getelementptr float, ptr addrspace(1) %x, i64 256
  %b = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %p2, i64 16, i32 16, i32 16)
  %q = getelementptr float, ptr addrspace(1) %y, i64 256
  call void @pto.tstore.vec.f32(ptr addrspace(1) %q, i64 16, ptr addrspace(6) %b)
  ret void
}
