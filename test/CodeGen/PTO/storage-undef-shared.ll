; Two K loops whose accumulators start undef (the first step is a tmatmul,
; the later ones tmatmul.acc, as clang -O1 leaves a peeled accumulator). The
; IRTranslator makes one IMPLICIT_DEF for both undefs; shared, it would be
; live from the first loop to the second, interfere with the first loop's
; accumulator and need an acc move, which does not exist ("PHI operand ...
; interferes with the PHI's other values"). pto-materialize-semantic-aliases
; gives each undef PHI operand an IMPLICIT_DEF of its own in its
; predecessor. Found by the fuzzer's peeled-acc pattern (two instances in a
; kernel).
; RUN: %llc -march=pto -O0 -stop-after=pto-materialize-semantic-aliases %s -o - \
; RUN:   | FileCheck %s
; RUN: %llc -march=pto -O0 -filetype=obj %s -o /dev/null
; RUN: %llc -march=pto -O2 -filetype=obj %s -o /dev/null
; CHECK-LABEL: name: two_peeled
; CHECK: bb.{{[0-9]+}}.entry:
; CHECK: [[U1:%[0-9]+]]:tileacc = IMPLICIT_DEF
; CHECK: bb.{{[0-9]+}}.loop1:
; CHECK: :tileacc = PHI [[U1]], %bb.
; CHECK: bb.{{[0-9]+}}.mid:
; CHECK: [[U2:%[0-9]+]]:tileacc = IMPLICIT_DEF
; CHECK: bb.{{[0-9]+}}.loop2:
; CHECK: :tileacc = PHI [[U2]], %bb.
; And it runs: C's two blocks are both sum over k < 2 of A[:, 16k:16k+16] x B.
; REQUIRES: pto-sim
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f16:16x64:seed=1 --arg=buf:f16:16x16:seed=2 \
; RUN:   --arg=buf:f32:2x16x16 --arg=2 | FileCheck %s --check-prefix=RUN-OK
; RUN-OK: matches reference

target triple = "pto-unknown-unknown"

define void @two_peeled(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b,
                        ptr addrspace(1) noalias %c, i64 %kb) "pto.kernel" {
entry:
  %mb = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %b, i64 16, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %mb, i32 16, i32 16)
  br label %loop1
loop1:
  %k1 = phi i64 [ 0, %entry ], [ %k1.next, %latch1 ]
  %c1 = phi ptr addrspace(5) [ undef, %entry ], [ %acc1, %latch1 ]
  %off1 = mul i64 %k1, 16
  %pa1 = getelementptr half, ptr addrspace(1) %a, i64 %off1
  %ma1 = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %pa1, i64 64, i32 16, i32 16)
  %l1 = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %ma1, i32 16, i32 16)
  %first1 = icmp eq i64 %k1, 0
  br i1 %first1, label %peel1, label %rest1
peel1:
  %m1 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l1, ptr addrspace(4) %r, i32 16, i32 16)
  br label %latch1
rest1:
  %mm1 = call ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) %c1, ptr addrspace(3) %l1, ptr addrspace(4) %r, i32 16, i32 16)
  br label %latch1
latch1:
  %acc1 = phi ptr addrspace(5) [ %m1, %peel1 ], [ %mm1, %rest1 ]
  %k1.next = add i64 %k1, 1
  %more1 = icmp slt i64 %k1.next, %kb
  br i1 %more1, label %loop1, label %mid
mid:
  call void @pto.tstore.f32(ptr addrspace(1) %c, i64 16, ptr addrspace(5) %acc1)
  br label %loop2
loop2:
  %k2 = phi i64 [ 0, %mid ], [ %k2.next, %latch2 ]
  %c2 = phi ptr addrspace(5) [ undef, %mid ], [ %acc2, %latch2 ]
  %off2 = mul i64 %k2, 16
  %pa2 = getelementptr half, ptr addrspace(1) %a, i64 %off2
  %ma2 = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %pa2, i64 64, i32 16, i32 16)
  %l2 = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %ma2, i32 16, i32 16)
  %first2 = icmp eq i64 %k2, 0
  br i1 %first2, label %peel2, label %rest2
peel2:
  %m2 = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l2, ptr addrspace(4) %r, i32 16, i32 16)
  br label %latch2
rest2:
  %mm2 = call ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5) %c2, ptr addrspace(3) %l2, ptr addrspace(4) %r, i32 16, i32 16)
  br label %latch2
latch2:
  %acc2 = phi ptr addrspace(5) [ %m2, %peel2 ], [ %mm2, %rest2 ]
  %k2.next = add i64 %k2, 1
  %more2 = icmp slt i64 %k2.next, %kb
  br i1 %more2, label %loop2, label %exit
exit:
  %cb = getelementptr float, ptr addrspace(1) %c, i64 256
  call void @pto.tstore.f32(ptr addrspace(1) %cb, i64 16, ptr addrspace(5) %acc2)
  ret void
}

declare ptr addrspace(2) @pto.tload.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.acc.f32.f16(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))
