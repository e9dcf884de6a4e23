; A stack frame whose size or offsets do not fit the signed 32-bit immediate
; of addi/ld/sd is an error, not a crash or a silently truncated offset.
; RUN: not %llc -march=pto -O0 -verify-machineinstrs %s -o /dev/null 2>&1 | FileCheck %s
; RUN: not %llc -march=pto -O2 -verify-machineinstrs %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: error: {{.*}}stack frame size (2400000016) exceeds limit (2147483647) in function 'huge'
; CHECK: error: {{.*}}stack frame offset (2400000008) exceeds limit (2147483647) in function 'huge'

target triple = "pto"

declare void @use(ptr)

define void @huge() {
  %a = alloca [300000000 x i64]
  call void @use(ptr %a)
  ret void
}
