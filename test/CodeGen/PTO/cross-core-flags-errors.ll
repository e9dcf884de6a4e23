; Issue 15 (X): bad cross-core flag calls are errors at the call: a
; non-constant flag, a flag out of range, PIPE_ALL, another signature.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function k {{.*}}'pto.wait_cross_flag': the flag ID must be a constant
; CHECK: error: {{.*}}in function k {{.*}}'pto.set_cross_flag': cross-core flag 16 out of range (0..15)
; CHECK: error: {{.*}}in function k {{.*}}'pto.set_cross_flag': pipe 7 is not a pipe that can set a flag (S, MTE1, MTE2, MTE3, M, V, FIX)
; CHECK: error: {{.*}}in function k2 {{.*}}builtin 'pto.wait_cross_flag' is 'void (i32 flag)', but is called as 'void (i32, i32)'
declare void @pto.set_cross_flag(i32, i32)
declare void @pto.wait_cross_flag(i32)

define void @k(ptr addrspace(1) %out, i32 %f) "pto.kernel" {
  call void @pto.wait_cross_flag(i32 %f)
  call void @pto.set_cross_flag(i32 0, i32 16)
  call void @pto.set_cross_flag(i32 7, i32 1)
  ret void
}

define void @k2(ptr addrspace(1) %out) "pto.kernel" {
  call void (i32, i32) @pto.wait_cross_flag(i32 1, i32 2)
  ret void
}
