; utils/run-kernel: llc -> pto-sim -> pto-ref -> compare. A scalar kernel
; (no tiles, so no synchronization is involved) matches its reference;
; against a different reference (--reference) the mismatches are listed.
; REQUIRES: pto-sim
; RUN: python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:i32:16:iota --arg=buf:i32:16 --arg=16 \
; RUN:   | FileCheck %s
; CHECK: kernel scale on a3
; CHECK: matches reference
; RUN: sed 's/mul i32 %v, 3/mul i32 %v, 4/' %s > %t.ll
; RUN: not python3 %pto_src/utils/run-kernel %s --reference=%t.ll \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:i32:16:iota \
; RUN:   --arg=buf:i32:16 --arg=12 --max-mismatches=2 | FileCheck %s --check-prefix=BAD
; BAD:      mismatch: arg1[0]: simulated 3, reference 4 (i32)
; BAD-NEXT: mismatch: arg1[1]: simulated 6, reference 8 (i32)
; BAD-NEXT: 12 mismatches

target triple = "pto-unknown-unknown"

define void @scale(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i64 %n) "pto.kernel" {
entry:
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%inext, %loop]
  %px = getelementptr i32, ptr addrspace(1) %x, i64 %i
  %v0 = load i32, ptr addrspace(1) %px
  %v = add i32 %v0, 1
  %m = mul i32 %v, 3
  %py = getelementptr i32, ptr addrspace(1) %y, i64 %i
  store i32 %m, ptr addrspace(1) %py
  %inext = add i64 %i, 1
  %c = icmp slt i64 %inext, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
