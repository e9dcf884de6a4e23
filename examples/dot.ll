; A scalar kernel: the dot product of two i32 vectors in global memory,
; accumulated in i64 and written back to global memory.
target triple = "pto-unknown-unknown"

define void @dot(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y,
                 ptr addrspace(1) noalias %out, i64 %n) "pto.kernel" {
entry:
  %empty = icmp sle i64 %n, 0
  br i1 %empty, label %done, label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %px = getelementptr i32, ptr addrspace(1) %x, i64 %i
  %py = getelementptr i32, ptr addrspace(1) %y, i64 %i
  %vx = load i32, ptr addrspace(1) %px
  %vy = load i32, ptr addrspace(1) %py
  %ex = sext i32 %vx to i64
  %ey = sext i32 %vy to i64
  %prod = mul i64 %ex, %ey
  %acc.next = add i64 %acc, %prod
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %done

done:
  %result = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  store i64 %result, ptr addrspace(1) %out
  ret void
}
