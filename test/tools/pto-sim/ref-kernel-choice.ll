; pto-ref picks the kernel by --kernel=NAME or by the "pto.kernel" attribute;
; every way the choice can fail is an error naming the problem.
; REQUIRES: pto-sim
; RUN: not pto-ref %s 2>&1 | FileCheck %s --check-prefix=NONE
; RUN: not pto-ref %s --kernel=missing 2>&1 | FileCheck %s --check-prefix=MISSING
; NONE: error: no function with the "pto.kernel" attribute
; MISSING: error: no function 'missing' in {{.*}}ref-kernel-choice.ll

define void @a() {
  ret void
}
