; The noclobber mark reaches the MachineMemOperands: at -O1 and above llc
; runs pto-annotate-noclobber (with PTOAA in its AAResults through the
; external AA wrapper), and instruction selection makes the global-memory
; operand of a marked tload, and a marked scalar load, `invariant`. At -O0
; the pass does not run.
; RUN: %llc -march=pto -O2 -verify-machineinstrs -stop-after=instruction-select %s -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O2
; RUN: %llc -march=pto -O0 -verify-machineinstrs -stop-after=instruction-select %s -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O0
; The IR after the pass, in llc's own pipeline:
; RUN: %llc -march=pto -O2 -stop-after=pto-annotate-noclobber %s -o - \
; RUN:   | FileCheck %s --check-prefix=IR

target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z, ptr addrspace(1) noalias %n) "pto.kernel" {
  %ld = load i64, ptr addrspace(1) %n
  %a = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %x, i64 %ld, i32 16, i32 16)
  %b = call ptr addrspace(6) @pto.tload.f32(ptr addrspace(1) %y, i64 16, i32 16, i32 16)
  %s = call ptr addrspace(6) @pto.tadd.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %s)
  call void @pto.tstore.f32(ptr addrspace(1) %z, i64 16, ptr addrspace(6) %s)
  ret void
}

; IR: %ld = load i64, ptr addrspace(1) %n, align 8, !invariant.load !0, !pto.noclobber !0
; IR: %a = call {{.*}} @pto.tload.f32({{.*}}), !pto.noclobber !0
; IR: %b = call {{.*}} @pto.tload.f32({{.*}}){{$}}

; CHECK-LABEL: name: k
; O2: LD {{.*}} :: (invariant load (s64) from %ir.n, addrspace 1)
; O0: LD {{.*}} :: (load (s64) from %ir.n, addrspace 1)
; O2: TLOAD_VEC {{.*}} :: (invariant load unknown-size from %ir.x, align 32, addrspace 1), (store (<256 x s32>), align 1, addrspace 6)
; O0: TLOAD_VEC {{.*}} :: (load unknown-size from %ir.x, align 32, addrspace 1), (store (<256 x s32>), align 1, addrspace 6)
; CHECK: TLOAD_VEC {{.*}} :: (load (<256 x s32>) from %ir.y, align 32, addrspace 1), (store (<256 x s32>), align 1, addrspace 6)
; CHECK: TSTORE_VEC {{.*}} :: (store (<256 x s32>) into %ir.y, align 32, addrspace 1)
; CHECK: TSTORE_VEC {{.*}} :: (store (<256 x s32>) into %ir.z, align 32, addrspace 1)
