; Issue 15: SPMD. A core-register builtin called with another signature is
; an error at the call.
; RUN: not %llc -march=pto -stop-after=pto-verify-kernel -o /dev/null %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:

; CHECK: error: {{.*}}in function k {{.*}}builtin 'pto.get_block_idx' is 'i32 ()', but is called as 'i32 (i32)'
; CHECK: error: {{.*}}in function k {{.*}}builtin 'pto.get_block_num' is 'i32 ()', but is called as 'i64 ()'
declare i32 @pto.get_block_idx(i32)
declare i64 @pto.get_block_num()

define void @k(ptr addrspace(1) %out) "pto.kernel" {
  %i = call i32 @pto.get_block_idx(i32 1)
  %n = call i64 @pto.get_block_num()
  store i32 %i, ptr addrspace(1) %out
  ret void
}
