; The earlier-iterations rule (docs/sync.md, "Across iterations"): at a
; dedicated exit of an outermost loop without inner loops, a store of the
; loop that crossed its back edge is of an earlier iteration than the exit
; block's values of the loop's addrecs, so the two are at least one step
; apart. The loop stores 8 full rows of q at row 8*i + 1; the exit block (the
; header's other successor, as pto-pipeline-loads' peeled last iteration;
; -tail-dup-placement=false keeps block placement from copying the header's
; test into the entry, which would make the exit block a join, and no MTE2 work
; follows the loop's store, so no chain of flags orders the exit's stores
; after it)
; stores the left half of rows 8*n + 1.. (one step past the previous
; iteration's rows: no barrier, "an earlier iteration of the loop this block
; exits") and the right half of rows 8*n.. (row 8*n is the previous
; iteration's last: the barrier stays). The two exit stores are disjoint
; columns of one pointer pair (the row rule, same iteration).
; RUN: %llc -march=pto -O2 -tail-dup-placement=false -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -tail-dup-placement=false -verify-machineinstrs -pass-remarks-analysis=pto-insert-sync %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: %llc -march=pto -O2 -tail-dup-placement=false -verify-machineinstrs -pto-sync-earlier-iterations=false %s -o - | FileCheck %s --check-prefix=OFF
; RUN: %llc -march=pto -O2 -tail-dup-placement=false -verify-machineinstrs -debug-counter=pto-insert-sync-elide-earlier-iterations=1000000 %s -o - | FileCheck %s --check-prefix=OFF
; Mutation (testing-only): the accesses taken two steps apart; the right
; half's barrier is elided and pto-verify-sync reports the overlap.
; RUN: not %llc -march=pto -O2 -tail-dup-placement=false -pto-sync-unsound-earlier-iterations %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNSOUND
; Zero to three iterations: no race, the reference's result.
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --llc-arg=-tail-dup-placement=false --arg=buf:f16:8x64:seed=1 --arg=buf:f16:40x64 --arg=0 | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --llc-arg=-tail-dup-placement=false --arg=buf:f16:8x64:seed=1 --arg=buf:f16:40x64 --arg=1 | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --llc-arg=-tail-dup-placement=false --arg=buf:f16:8x64:seed=1 --arg=buf:f16:40x64 --arg=2 | FileCheck %s --check-prefix=SIM %}
; RUN: %if pto-sim %{ python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --llc-arg=-tail-dup-placement=false --arg=buf:f16:8x64:seed=1 --arg=buf:f16:40x64 --arg=3 | FileCheck %s --check-prefix=SIM %}
; Without the mutation's checker, pto-sim runs the mutated object with a
; race at two iterations.
; RUN: %if pto-sim %{ not python3 %pto_src/utils/run-kernel %s --tools-dir=%pto_tools --plugin=%plugin \
; RUN:   --llc-arg=-tail-dup-placement=false --llc-arg=-pto-sync-unsound-earlier-iterations --llc-arg=-pto-enable-verify-sync=false \
; RUN:   --arg=buf:f16:8x64:seed=1 --arg=buf:f16:40x64 --arg=2 2>&1 | FileCheck %s --check-prefix=RACE %}

target triple = "pto-unknown-unknown"

define void @exit_rows(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %q, i64 %n) "pto.kernel" {
entry:
  %big = call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %x, i64 64, i32 8, i32 64)
  %xr = getelementptr inbounds i8, ptr addrspace(1) %x, i64 64
  %l = call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %x, i64 64, i32 8, i32 32)
  %r = call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %xr, i64 64, i32 8, i32 32)
  br label %header

header:
  %i = phi i64 [ 0, %entry ], [ %inext, %body ]
  %t = call ptr addrspace(6) @pto.textract.vec.f16(ptr addrspace(6) %big, i32 0, i32 0, i32 8, i32 64)
  %done = icmp sge i64 %i, %n
  br i1 %done, label %exit, label %body

body:
  %rb = mul i64 %i, 512
  %ob = add i64 %rb, 64
  %pb = getelementptr inbounds i16, ptr addrspace(1) %q, i64 %ob
  call void @pto.tstore.vec.f16(ptr addrspace(1) %pb, i64 64, ptr addrspace(6) %t)
  %inext = add nsw i64 %i, 1
  br label %header

exit:
  %re = mul i64 %i, 512
  %ol = add i64 %re, 64
  %pl = getelementptr inbounds i16, ptr addrspace(1) %q, i64 %ol
  call void @pto.tstore.vec.f16(ptr addrspace(1) %pl, i64 64, ptr addrspace(6) %l)
  %or = add i64 %re, 32
  %pr = getelementptr inbounds i16, ptr addrspace(1) %q, i64 %or
  call void @pto.tstore.vec.f16(ptr addrspace(1) %pr, i64 64, ptr addrspace(6) %r)
  ret void
}

declare ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.vec.f16(ptr addrspace(1), i64, ptr addrspace(6))
declare ptr addrspace(6) @pto.textract.vec.f16(ptr addrspace(6), i32, i32, i32, i32)

; CHECK-LABEL: exit_rows:
; CHECK:       # %exit
; CHECK-NOT:   pipe_barrier
; CHECK:       tstore
; CHECK-NEXT:  pipe_barrier{{[[:space:]]+}}PIPE_MTE3
; CHECK-NEXT:  tstore
; CHECK-NOT:   pipe_barrier
; CHECK:       ret

; REMARK: no wait for pipe MTE3 before TSTORE_VEC_A on pipe MTE3: an earlier iteration of the loop this block exits

; OFF-LABEL:   exit_rows:
; OFF:         # %exit
; OFF-NOT:     tstore
; OFF:         pipe_barrier{{[[:space:]]+}}PIPE_MTE3
; OFF-NEXT:    tstore

; UNSOUND: error: {{.*}}sync verification: 'TSTORE_VEC_A {{.*}}' on pipe MTE3 is not ordered after 'TSTORE_VEC_A {{.*}}' on pipe MTE3 (from an earlier iteration), which accesses the same memory

; SIM: matches reference
; RACE: race
