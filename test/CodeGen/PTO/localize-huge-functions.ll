; Issue 17: on a function of at least -pto-localize-min-instrs machine
; instructions, GlobalISel's Localizer rematerializes each constant in the
; blocks using it (the IRTranslator put it in the entry block, where its
; register would live across the whole function); a smaller function (the
; default threshold, 20000) keeps the one constant in the entry block.
; RUN: %llc -march=pto -O2 -stop-after=localizer %s -o - \
; RUN:   | FileCheck %s --check-prefix=SMALL
; RUN: %llc -march=pto -O2 -pto-localize-min-instrs=1 \
; RUN:   -stop-after=localizer %s -o - | FileCheck %s --check-prefix=HUGE

target triple = "pto-unknown-unknown"

; SMALL-LABEL: bb.1.entry:
; SMALL:       [[C:%[0-9]+]]:gprb(s64) = G_CONSTANT i64 12345
; SMALL-LABEL: bb.2.a:
; SMALL-NOT:   G_CONSTANT i64 12345
; SMALL:       G_STORE [[C]](s64)
; SMALL-LABEL: bb.3.b:
; SMALL-NOT:   G_CONSTANT i64 12345
; SMALL:       G_STORE [[C]](s64)

; HUGE-LABEL: bb.2.a:
; HUGE:       [[A:%[0-9]+]]:gprb(s64) = G_CONSTANT i64 12345
; HUGE-NEXT:  G_STORE [[A]](s64)
; HUGE-LABEL: bb.3.b:
; HUGE:       [[B:%[0-9]+]]:gprb(s64) = G_CONSTANT i64 12345
; HUGE-NEXT:  G_STORE [[B]](s64)
define void @k(ptr addrspace(1) %p, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  store i32 12345, ptr addrspace(1) %p
  ret void
b:
  %q = getelementptr i32, ptr addrspace(1) %p, i64 1
  store i32 12345, ptr addrspace(1) %q
  ret void
}
