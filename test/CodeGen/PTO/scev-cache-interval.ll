; Issue 17: ScalarEvolution's loop caches are dropped every
; -pto-scev-cache-interval loops (PTO::SCEVCacheBound) in the loop pass
; manager of Loop Strength Reduction (pto-drop-scev-loop-caches, right after
; LSR), in pto-pipeline-loads and in pto-materialize-semantic-aliases' trip
; count queries. The answers are recomputed from the IR, so dropping them
; after every loop gives the same code as never dropping them. Three loop
; nests as bench/compile-time's loops shape makes them (an outer and an inner
; loop, carries, a prefetch), the outer loops' trip count a runtime %n: the
; pass asks SCEV only for a loop whose first iteration does not visibly take
; its back edge (issue 17, session 21: the inner loops' constant bound does).
; RUN: %llc -march=pto -O2 %s -o %t.never.s -pto-scev-cache-interval=0
; RUN: %llc -march=pto -O2 %s -o %t.always.s -pto-scev-cache-interval=1 \
; RUN:   -pto-stats 2>&1 | FileCheck %s --check-prefix=STATS
; RUN: diff %t.never.s %t.always.s
; RUN: %llc -march=pto -O2 %s -o /dev/null -debug-pass=Structure 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PIPE
; RUN: %llc -march=pto -O0 %s -o /dev/null -debug-pass=Structure 2>&1 \
; RUN:   | FileCheck %s --check-prefix=O0

; STATS-DAG: 6 pto-drop-scev-loop-caches {{.*}} Times ScalarEvolution's loop caches were dropped
; STATS-DAG: {{[1-9][0-9]*}} pto-materialize-semantic-aliases {{.*}} Times ScalarEvolution's loop caches were dropped

; PIPE:      Loop Strength Reduction
; PIPE-NEXT: PTO drop ScalarEvolution's loop caches
; O0-NOT:    PTO drop ScalarEvolution's loop caches

target triple = "pto-unknown-unknown"
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i64 %n) "pto.kernel" {
entry:
  br label %pre0
pre0:
  %px0 = getelementptr float, ptr addrspace(1) %x, i64 0
  %py0 = getelementptr float, ptr addrspace(1) %y, i64 0
  %a0.0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px0, i64 16, i32 16, i32 16)
  %s0.0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %py0, i64 16, i32 16, i32 16)
  br label %outer0
outer0:
  %io.0 = phi i64 [ 0, %pre0 ], [ %io1.0, %olatch0 ]
  %acco.0 = phi ptr addrspace(6) [ %s0.0, %pre0 ], [ %acc2.0, %olatch0 ]
  br label %inner0
inner0:
  %j.0 = phi i64 [ 0, %outer0 ], [ %j1.0, %inner0 ]
  %cur.0 = phi ptr addrspace(6) [ %a0.0, %outer0 ], [ %nxt.0, %inner0 ]
  %acc.0 = phi ptr addrspace(6) [ %acco.0, %outer0 ], [ %acc2.0, %inner0 ]
  %j1.0 = add i64 %j.0, 1
  %o1.0 = mul i64 %j1.0, 256
  %o2.0 = add i64 %o1.0, 0
  %pn.0 = getelementptr float, ptr addrspace(1) %x, i64 %o2.0
  %nxt.0 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pn.0, i64 16, i32 16, i32 16)
  %e.0 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %cur.0, i32 16, i32 16)
  %acc2.0 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc.0, ptr addrspace(6) %e.0, i32 16, i32 16)
  %c.0 = icmp slt i64 %j1.0, 4
  br i1 %c.0, label %inner0, label %olatch0
olatch0:
  %io1.0 = add i64 %io.0, 1
  %co.0 = icmp slt i64 %io1.0, %n
  br i1 %co.0, label %outer0, label %exit0
exit0:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py0, i64 16, ptr addrspace(6) %acc2.0)
  br label %pre1
pre1:
  %px1 = getelementptr float, ptr addrspace(1) %x, i64 256
  %py1 = getelementptr float, ptr addrspace(1) %y, i64 256
  %a0.1 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px1, i64 16, i32 16, i32 16)
  %s0.1 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %py1, i64 16, i32 16, i32 16)
  br label %outer1
outer1:
  %io.1 = phi i64 [ 0, %pre1 ], [ %io1.1, %olatch1 ]
  %acco.1 = phi ptr addrspace(6) [ %s0.1, %pre1 ], [ %acc2.1, %olatch1 ]
  br label %inner1
inner1:
  %j.1 = phi i64 [ 0, %outer1 ], [ %j1.1, %inner1 ]
  %cur.1 = phi ptr addrspace(6) [ %a0.1, %outer1 ], [ %nxt.1, %inner1 ]
  %acc.1 = phi ptr addrspace(6) [ %acco.1, %outer1 ], [ %acc2.1, %inner1 ]
  %j1.1 = add i64 %j.1, 1
  %o1.1 = mul i64 %j1.1, 256
  %o2.1 = add i64 %o1.1, 256
  %pn.1 = getelementptr float, ptr addrspace(1) %x, i64 %o2.1
  %nxt.1 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pn.1, i64 16, i32 16, i32 16)
  %e.1 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %cur.1, i32 16, i32 16)
  %acc2.1 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc.1, ptr addrspace(6) %e.1, i32 16, i32 16)
  %c.1 = icmp slt i64 %j1.1, 4
  br i1 %c.1, label %inner1, label %olatch1
olatch1:
  %io1.1 = add i64 %io.1, 1
  %co.1 = icmp slt i64 %io1.1, %n
  br i1 %co.1, label %outer1, label %exit1
exit1:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py1, i64 16, ptr addrspace(6) %acc2.1)
  br label %pre2
pre2:
  %px2 = getelementptr float, ptr addrspace(1) %x, i64 512
  %py2 = getelementptr float, ptr addrspace(1) %y, i64 512
  %a0.2 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %px2, i64 16, i32 16, i32 16)
  %s0.2 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %py2, i64 16, i32 16, i32 16)
  br label %outer2
outer2:
  %io.2 = phi i64 [ 0, %pre2 ], [ %io1.2, %olatch2 ]
  %acco.2 = phi ptr addrspace(6) [ %s0.2, %pre2 ], [ %acc2.2, %olatch2 ]
  br label %inner2
inner2:
  %j.2 = phi i64 [ 0, %outer2 ], [ %j1.2, %inner2 ]
  %cur.2 = phi ptr addrspace(6) [ %a0.2, %outer2 ], [ %nxt.2, %inner2 ]
  %acc.2 = phi ptr addrspace(6) [ %acco.2, %outer2 ], [ %acc2.2, %inner2 ]
  %j1.2 = add i64 %j.2, 1
  %o1.2 = mul i64 %j1.2, 256
  %o2.2 = add i64 %o1.2, 512
  %pn.2 = getelementptr float, ptr addrspace(1) %x, i64 %o2.2
  %nxt.2 = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %pn.2, i64 16, i32 16, i32 16)
  %e.2 = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %cur.2, i32 16, i32 16)
  %acc2.2 = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %acc.2, ptr addrspace(6) %e.2, i32 16, i32 16)
  %c.2 = icmp slt i64 %j1.2, 4
  br i1 %c.2, label %inner2, label %olatch2
olatch2:
  %io1.2 = add i64 %io.2, 1
  %co.2 = icmp slt i64 %io1.2, %n
  br i1 %co.2, label %outer2, label %exit2
exit2:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %py2, i64 16, ptr addrspace(6) %acc2.2)
  br label %done
done:
  ret void
}
