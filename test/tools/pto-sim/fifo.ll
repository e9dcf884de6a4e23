; Issue 15 (15F): cross-core FIFOs end to end. @fifo of
; test/CodeGen/PTO/lower-fifo.ll (d = exp(A_i x B), the AIC pushing each
; product into a two-slot FIFO, each AIV popping and freeing its 8 rows)
; runs on a core group in pto-sim at -O0 and -O2 with no race and matches
; pto-ref's own FIFO model of the unlowered builtins; four tiles wrap the
; ring twice.
; REQUIRES: pto-sim
; RUN: rm -rf %t && mkdir -p %t
; RUN: python3 %pto_src/utils/run-kernel %pto_src/test/CodeGen/PTO/lower-fifo.ll --kernel=fifo -O 0 \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f16:64x16:seed=1 --arg=buf:f16:16x16:seed=2 \
; RUN:   --arg=buf:f32:64x16 --arg=4 2>&1 | FileCheck %s --check-prefix=E2E
; RUN: python3 %pto_src/utils/run-kernel %pto_src/test/CodeGen/PTO/lower-fifo.ll --kernel=fifo -O 2 \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f16:64x16:seed=1 --arg=buf:f16:16x16:seed=2 \
; RUN:   --arg=buf:f32:64x16 --arg=4 2>&1 | FileCheck %s --check-prefix=E2E
; E2E-NOT: race
; E2E: placement: a mix kernel: one core group (AIC, 2 AIV) per block
; E2E-NOT: race
; E2E: matches reference
;
; The mutation: without the pops' ready waits (and the checker off) pto-sim
; reports the race between the AIC's FIX store into a slot and an AIV's load.
; RUN: %llc -march=pto -O2 -pto-fifo-unsound-drop-pop-wait -pto-enable-verify-sync=false -filetype=obj \
; RUN:   %pto_src/test/CodeGen/PTO/lower-fifo.ll -o %t/m.o
; RUN: not pto-sim %t/m.o --kernel=fifo --arg=buf:f16:64x16:seed=1 --arg=buf:f16:16x16:seed=2 \
; RUN:   --arg=buf:f32:64x16 --arg=4 2>&1 | FileCheck %s --check-prefix=RACE
; RACE: race on gm {{.*}}AIV{{[01]}} MTE2 read by {{.*}}tload vec{{.*}} is not ordered after AIC FIX write by {{.*}}tstore {{.*}}acc{{.*}}(different cores: no cross-core flag chain between them)
;
; @starve: the AIC pushes only while i < %m, the AIVs pop n times: with
; m < n a pop has no push on any core. pto-sim reports the deadlock naming
; both cores (the AIV waiting for the FIFO's ready flag 12, the AIC that
; never sets it); pto-ref reports the pop that can never proceed.
; RUN: %llc -march=pto -O2 -filetype=obj %s -o %t/s.o
; RUN: not pto-sim %t/s.o --kernel=starve --arg=buf:f16:64x16:seed=1 --arg=buf:f16:16x16:seed=2 \
; RUN:   --arg=buf:f32:64x16 --arg=4 --arg=2 2>&1 | FileCheck %s --check-prefix=DEAD
; DEAD: AIV0: deadlock at cycle {{[0-9]+}}: AIV0 waits in {{.*}}`wait_cross_flag 12` for cross-core flag 12 from AIC, which never sets it
; RUN: not pto-ref %s --kernel=starve --arg=buf:f16:64x16:seed=1 --arg=buf:f16:16x16:seed=2 \
; RUN:   --arg=buf:f32:64x16 --arg=4 --arg=2 2>&1 | FileCheck %s --check-prefix=REFDEAD
; REFDEAD: error: AIV0: {{.*}}'pto.tpop.vec.f32' of FIFO 0 can never proceed: no core pushes into it any more (the other cores ended or wait too: a deadlock)
; With m = n both run and agree.
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=starve -O 2 \
; RUN:   --tools-dir=%pto_tools --plugin=%plugin --arg=buf:f16:64x16:seed=1 --arg=buf:f16:16x16:seed=2 \
; RUN:   --arg=buf:f32:64x16 --arg=4 --arg=4 2>&1 | FileCheck %s --check-prefix=E2E

declare i32 @pto.get_core_type()
declare i32 @pto.get_subblockid()
declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tpush.acc.f32(i32, i32, ptr addrspace(5))
declare ptr addrspace(6) @pto.tpop.vec.f32(i32, i64, i32, i32)
declare void @pto.tfree(i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

define void @starve(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %d, i64 %n, i64 %m) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %tc = and i32 %t, 1
  %isc = icmp ne i32 %tc, 0
  %tv = and i32 %t, 2
  %isv = icmp ne i32 %tv, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]
  br i1 %isc, label %cpush, label %cj
cpush:
  %push = icmp slt i64 %i, %m
  br i1 %push, label %cube, label %cj
cube:
  %off = mul i64 %i, 256
  %pa = getelementptr half, ptr addrspace(1) %a, i64 %off
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %pa, i64 16, i32 16, i32 16)
  %b0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %b, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %b0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tpush.acc.f32(i32 0, i32 2, ptr addrspace(5) %acc)
  br label %cj
cj:
  br i1 %isv, label %vec, label %latch
vec:
  %sub = call i32 @pto.get_subblockid()
  %sub8 = mul i32 %sub, 8
  %r0 = sext i32 %sub8 to i64
  %x = call ptr addrspace(6) @pto.tpop.vec.f32(i32 0, i64 %r0, i32 8, i32 16)
  call void @pto.tfree(i32 0)
  %row = mul i64 %i, 16
  %row1 = add i64 %row, %r0
  %doff = mul i64 %row1, 16
  %pd = getelementptr float, ptr addrspace(1) %d, i64 %doff
  call void @pto.tstore.vec.f32(ptr addrspace(1) %pd, i64 16, ptr addrspace(6) %x)
  br label %latch
latch:
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
