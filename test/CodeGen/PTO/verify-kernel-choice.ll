; Issue 13 (F): a shape operand that is a select of constants is named as
; such ("a run-time choice of 8 or 16"). ptocc no longer makes one (the
; builtins are nomerge, builtins-nomerge.ll), but IR from elsewhere can.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function choice {{.*}}: pto.tload: argument 3 (the result rows (constant i32)) must be a constant, not a run-time choice of 8 or 16 in '%t = call
define void @choice(ptr addrspace(1) %g, ptr addrspace(1) %h, i1 %c) "pto.kernel" {
  %r = select i1 %c, i32 16, i32 8
  %t = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %g, i64 64, i32 %r, i32 64)
  call void @pto.tstore.f32(ptr addrspace(1) %h, i64 64, ptr addrspace(6) %t)
  ret void
}

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))
