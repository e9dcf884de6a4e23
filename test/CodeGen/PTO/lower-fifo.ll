; Issue 15 (15F): pto-lower-fifo. The cross-core FIFO builtins (pto-isa's
; TPUSH / TPOP / TFREE, C2V) of a mix kernel written in sections become a
; ring of GM slots per block (@fifo.fifo0: depth 2 x one 16x16 f32 slot of
; 1024 bytes, room for 64 blocks) and cross-core flags 12 (ready) and 13
; (free): the vector cores set every slot's free credit at the entry, a
; push waits for a free slot, stores slot[n % 2] on FIX and sets ready on
; FIX; a pop waits for ready and loads its row window of slot[m % 2]; a free
; sets free on MTE2; the cube core consumes the last credits at the return.
; RUN: %opt -passes=pto-lower-fifo -S %s | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o /dev/null
; RUN: %llc -march=pto -O0 -verify-machineinstrs %s -o /dev/null
; RUN: %llc -march=pto -mcpu=a5 -O2 -verify-machineinstrs %s -o /dev/null
; RUN: %opt -passes=pto-lower-fifo -pto-stats -disable-output %s 2>&1 | FileCheck %s --check-prefix=STATS
; STATS-DAG: 1 pto-lower-fifo {{.*}}Cross-core FIFOs lowered to GM slot rings
; STATS-DAG: 1 pto-lower-fifo {{.*}}tpush calls lowered
; STATS-DAG: 1 pto-lower-fifo {{.*}}tpop calls lowered
; STATS-DAG: 1 pto-lower-fifo {{.*}}tfree calls lowered
;
; The mutation: without the pop's ready wait, pto-verify-sync's cross-core
; check rejects the kernel (test/tools/pto-sim/fifo.test runs it in pto-sim).
; RUN: not %llc -march=pto -O2 -pto-fifo-unsound-drop-pop-wait %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
; VERIFY: sync verification: cross-core: 'TLOAD_VEC_A {{.*}}fifo.rows{{.*}}' on AIV{{.*}} is not ordered after 'TSTORE_ACC_A {{.*}}fifo.slot{{.*}}' on AIC

; CHECK: @fifo.fifo0 = internal addrspace(1) global [131072 x i8] zeroinitializer, align 64
; CHECK-LABEL: define void @fifo(
; CHECK: fifo.entry:
; CHECK-NOT: alloca
; CHECK: fifo.credits:
; CHECK-NEXT: call void @pto.set_cross_flag(i32 0, i32 13)
; CHECK-NEXT: call void @pto.set_cross_flag(i32 0, i32 13)
; CHECK-NEXT: br label %entry
; CHECK: cube:
; CHECK: call void @pto.wait_cross_flag(i32 13)
; CHECK: urem i64 %{{.*}}, 2
; CHECK: call void @pto.tstore.acc.f32(ptr addrspace(1) %fifo.slot, i64 16, ptr addrspace(5) %acc)
; CHECK-NEXT: call void @pto.set_cross_flag(i32 6, i32 12)
; CHECK-NOT: @pto.tpush
; CHECK: vec:
; CHECK: call void @pto.wait_cross_flag(i32 12)
; CHECK: urem i64 %{{.*}}, 2
; CHECK: %x = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %fifo.rows, i64 16, i32 8, i32 16)
; CHECK-NEXT: call void @pto.set_cross_flag(i32 2, i32 13)
; CHECK-NOT: @pto.tpop
; CHECK-NOT: @pto.tfree
; CHECK: fifo.drain:
; CHECK-NEXT: call void @pto.wait_cross_flag(i32 13)
; CHECK-NEXT: call void @pto.wait_cross_flag(i32 13)
; CHECK-NEXT: br label %fifo.exit

declare i32 @pto.get_core_type()
declare i32 @pto.get_subblockid()
declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tpush.acc.f32(i32, i32, ptr addrspace(5))
declare ptr addrspace(6) @pto.tpop.vec.f32(i32, i64, i32, i32)
declare void @pto.tfree(i32)
declare ptr addrspace(6) @pto.texp.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

; d = exp(A_i x B) for n 16-row tiles A_i; each AIV takes 8 rows (on a5 the
; one core takes the first 8 rows of each tile only).
define void @fifo(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %d, i64 %n) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %tc = and i32 %t, 1
  %isc = icmp ne i32 %tc, 0
  %tv = and i32 %t, 2
  %isv = icmp ne i32 %tv, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]
  br i1 %isc, label %cube, label %cj
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
  %e = call ptr addrspace(6) @pto.texp.f32(ptr addrspace(6) %x, i32 8, i32 16)
  %row = mul i64 %i, 16
  %row1 = add i64 %row, %r0
  %doff = mul i64 %row1, 16
  %pd = getelementptr float, ptr addrspace(1) %d, i64 %doff
  call void @pto.tstore.vec.f32(ptr addrspace(1) %pd, i64 16, ptr addrspace(6) %e)
  br label %latch
latch:
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
