; pto-isolate-loop-invariants / pto-rejoin-loop-invariants (issue 17): before
; LSR each outermost loop reads its own copy of the values other loops use
; too, so that LSR's problem for a loop holds that loop's uses only (it takes
; every use its header dominates: every later loop nest's, quadratic in the
; nests); the copies go again before CodeGenPrepare.
; Values are copied from 16 loops on (-pto-isolate-loop-invariants-min-loops):
; the tests here lower that.
; RUN: %opt -passes=pto-isolate-loop-invariants \
; RUN:   -pto-isolate-loop-invariants-min-loops=2 -S %s | FileCheck %s
; RUN: %opt -passes=pto-isolate-loop-invariants \
; RUN:   -pto-isolate-loop-invariants-min-loops=4 -S %s \
; RUN:   | FileCheck %s --check-prefix=MIN4
; RUN: %opt -passes=pto-isolate-loop-invariants -S %s \
; RUN:   | FileCheck %s --check-prefix=NONE
; RUN: %opt -passes=pto-isolate-loop-invariants,pto-rejoin-loop-invariants \
; RUN:   -pto-isolate-loop-invariants-min-loops=2 -S %s > %t.rejoined.ll
; RUN: %opt -S %s > %t.orig.ll
; RUN: diff %t.orig.ll %t.rejoined.ll
; In llc: no copy reaches instruction selection.
; RUN: %llc -march=pto -O2 -pto-isolate-loop-invariants-min-loops=2 \
; RUN:   -stop-after=codegenprepare %s -o - | FileCheck %s --check-prefix=CGP
; RUN: %llc -march=pto -O2 -pto-isolate-loop-invariants-min-loops=2 \
; RUN:   -verify-machineinstrs %s -o /dev/null



declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

; CHECK-LABEL: define void @nests(
; The first nest: %x, %y and %n (used by other nests too) are copied in its
; preheader; %own is used by this loop only and is not; the tile %t0 is
; never copied.
; CHECK:       pre0:
; CHECK-NEXT:    %x.loop0.int = ptrtoint ptr addrspace(1) %x to i64, !pto.loop.copy ![[TAG:[0-9]+]]
; CHECK-NEXT:    %x.loop0 = inttoptr i64 %x.loop0.int to ptr addrspace(1), !pto.loop.copy ![[TAG]]
; CHECK-NEXT:    %y.loop0.int = ptrtoint ptr addrspace(1) %y to i64, !pto.loop.copy ![[TAG]]
; CHECK-NEXT:    %y.loop0 = inttoptr i64 %y.loop0.int to ptr addrspace(1), !pto.loop.copy ![[TAG]]
; CHECK-NEXT:    %n.loop0.ptr = inttoptr i64 %n to ptr, !pto.loop.copy ![[TAG]]
; CHECK-NEXT:    %n.loop0 = ptrtoint ptr %n.loop0.ptr to i64, !pto.loop.copy ![[TAG]]
; CHECK-NEXT:    br label %loop0
; CHECK:       loop0:
; CHECK:         %p0 = getelementptr float, ptr addrspace(1) %x.loop0, i64 %o0
; CHECK:         %e0 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a0, ptr addrspace(6) %t0, i32 16, i32 16)
; CHECK:         %q0 = getelementptr float, ptr addrspace(1) %y.loop0, i64 %own
; CHECK:         %c0 = icmp slt i64 %i1.0, %n.loop0
; The second nest has copies of its own.
; CHECK:       pre1:
; CHECK-NEXT:    %x.loop1.int = ptrtoint ptr addrspace(1) %x to i64
; CHECK-NEXT:    %x.loop1 = inttoptr i64 %x.loop1.int to ptr addrspace(1)
; CHECK:         %n.loop1 = ptrtoint ptr %n.loop1.ptr to i64
; CHECK-NEXT:    br label %loop1
; CHECK:         %p1 = getelementptr float, ptr addrspace(1) %x.loop1, i64 %o1
; CHECK:         call void @pto.tstore.vec.f32(ptr addrspace(1) %y.loop1, i64 16,
; CHECK:         %c1 = icmp slt i64 %i1.1, %n.loop1
; Straight code between the nests keeps the values themselves.
; CHECK:       mid:
; CHECK-NEXT:    %pm = getelementptr float, ptr addrspace(1) %x, i64 4096
; The third loop is entered from two blocks (no preheader): left alone.
; CHECK:       loop2:
; CHECK:         %p2 = getelementptr float, ptr addrspace(1) %x, i64 %o2
; CHECK:         %c2 = icmp slt i64 %i1.2, %n
; CHECK-NOT:   !pto.loop.copy
; CHECK:       ret void

; With -min-loops=4 only %x is copied: it is used by 3 loops and straight
; code (4 places); %y by 3 loops and straight code too, but %n by 3 loops.
; MIN4-LABEL: define void @nests(
; MIN4:       pre0:
; MIN4-NEXT:    %x.loop0.int = ptrtoint
; MIN4-NEXT:    %x.loop0 = inttoptr
; MIN4-NEXT:    %y.loop0.int = ptrtoint
; MIN4-NEXT:    %y.loop0 = inttoptr
; MIN4-NEXT:    br label %loop0
; MIN4:         %c0 = icmp slt i64 %i1.0, %n{{$}}

; NONE-NOT: pto.loop.copy

; CGP-NOT: pto.loop.copy
; CGP-NOT: inttoptr
define void @nests(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i64 %n, i64 %own, i1 %b) "pto.kernel" {
entry:
  %t0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y, i64 16, i32 16, i32 16)
  br label %pre0
pre0:
  br label %loop0
loop0:
  %i.0 = phi i64 [ 0, %pre0 ], [ %i1.0, %loop0 ]
  %o0 = mul i64 %i.0, 256
  %p0 = getelementptr float, ptr addrspace(1) %x, i64 %o0
  %a0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %p0, i64 16, i32 16, i32 16)
  %e0 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a0, ptr addrspace(6) %t0, i32 16, i32 16)
  %q0 = getelementptr float, ptr addrspace(1) %y, i64 %own
  call void @pto.tstore.vec.f32(ptr addrspace(1) %q0, i64 16, ptr addrspace(6) %e0)
  %i1.0 = add i64 %i.0, 1
  %c0 = icmp slt i64 %i1.0, %n
  br i1 %c0, label %loop0, label %pre1
pre1:
  br label %loop1
loop1:
  %i.1 = phi i64 [ 0, %pre1 ], [ %i1.1, %loop1 ]
  %o1 = mul i64 %i.1, 256
  %p1 = getelementptr float, ptr addrspace(1) %x, i64 %o1
  %a1 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %p1, i64 16, i32 16, i32 16)
  %e1 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a1, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %e1)
  %i1.1 = add i64 %i.1, 1
  %c1 = icmp slt i64 %i1.1, %n
  br i1 %c1, label %loop1, label %mid
mid:
  %pm = getelementptr float, ptr addrspace(1) %x, i64 4096
  %am = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pm, i64 16, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %am)
  br i1 %b, label %side, label %loop2
side:
  br label %loop2
loop2:
  %i.2 = phi i64 [ 0, %mid ], [ 0, %side ], [ %i1.2, %loop2 ]
  %o2 = mul i64 %i.2, 256
  %p2 = getelementptr float, ptr addrspace(1) %x, i64 %o2
  %a2 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %p2, i64 16, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %a2)
  %i1.2 = add i64 %i.2, 1
  %c2 = icmp slt i64 %i1.2, %n
  br i1 %c2, label %loop2, label %done
done:
  ret void
}
