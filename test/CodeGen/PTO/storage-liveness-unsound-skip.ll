; RUN: %llc -march=pto -O2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OK --allow-empty
; RUN: not %llc -march=pto -O2 -pto-tile-liveness-unsound-skip-revisits %s -o /dev/null 2>&1 | FileCheck %s
; OK-NOT: error
; CHECK: error: {{.*}}tile storage verification: %{{[0-9]+}} (vec 16x16 f32) and %{{[0-9]+}} (vec 16x16 f32) are live at the same time in overlapping bytes
;
; The kernel of sync-loop-entry-body.ll: a tile loaded before a loop is read
; in the join of an if/else inside the loop, so it is live around the back
; edge through blocks that the tile-liveness dataflow visits before the loop
; header. The dataflow must revisit them once the header's live-in set is
; known: the mutation -pto-tile-liveness-unsound-skip-revisits (every block
; computed once) loses that lifetime, the storage passes give the tile's
; bytes to another tile, and pto-verify-tile-storage, with its own lifetimes,
; reports the overlap.

target triple = "pto-unknown-unknown"

define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z, i64 %n) "pto.kernel" {
entry:
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%in, %join]
  %bit = and i64 %i, 1
  %odd = icmp ne i64 %bit, 0
  br i1 %odd, label %then, label %else
then:
  %p1 = getelementptr float, ptr addrspace(1) %y, i64 256
  br label %join
else:
  %p2 = getelementptr float, ptr addrspace(1) %y, i64 512
  br label %join
join:
  %p = phi ptr addrspace(1) [%p1, %then], [%p2, %else]
  %b = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %a, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %p, i64 16, ptr addrspace(6) %b)
  %in = add i64 %i, 1
  %more = icmp slt i64 %in, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))
