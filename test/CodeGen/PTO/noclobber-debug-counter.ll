; pto-annotate-noclobber-mark (docs/debugging.md): a counter that allows no
; mark (=1000000) leaves every read unmarked; =0 marks only the first read
; the pass proves unclobbered. Fewer marks only make pto-insert-sync more
; conservative (sync-debug-counters.test, the invariant elision).
; RUN: %opt -passes=pto-annotate-noclobber -S %s | FileCheck %s
; RUN: %opt -passes=pto-annotate-noclobber -S %s \
; RUN:   -debug-counter=pto-annotate-noclobber-mark=1000000 \
; RUN:   | FileCheck %s --check-prefix=NONE
; RUN: %opt -passes=pto-annotate-noclobber -S %s \
; RUN:   -debug-counter=pto-annotate-noclobber-mark=0 \
; RUN:   | FileCheck %s --check-prefix=FIRST
; RUN: %llc -march=pto -O2 %s -o - -pto-enable-verify-sync \
; RUN:   -debug-counter=pto-annotate-noclobber-mark=1000000 \
; RUN:   | FileCheck %s --check-prefix=ASM

; CHECK: load i32, ptr addrspace(1) %a, align 4, {{.*}}!pto.noclobber
; CHECK: load i32, ptr addrspace(1) %b, align 4, {{.*}}!pto.noclobber
; NONE-NOT: !pto.noclobber
; FIRST: load i32, ptr addrspace(1) %a, align 4, {{.*}}!pto.noclobber
; FIRST-NOT: !pto.noclobber
; ASM: read:


define void @read(ptr addrspace(1) noalias readonly %a,
                  ptr addrspace(1) noalias readonly %b,
                  ptr addrspace(1) noalias %c) "pto.kernel" {
  %x = load i32, ptr addrspace(1) %a, align 4
  %y = load i32, ptr addrspace(1) %b, align 4
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %c, align 4
  ret void
}
