; Issue 13 (F): no optimization merges calls of tile builtins. Two tail
; variants end in identical-looking pto.tstore calls of tiles of different
; descriptors (vec 32x16 and vec 30x16); SimplifyCFG would sink them into
; the join as one call on a PHI of both tiles (and the loads as one call on
; a PHI of the constant rows), which pto-verify-kernel rejects. The PTO
; PassBuilder callbacks mark every pto.* declaration nomerge at the start of
; the default pipelines (PTOMarkBuiltinsNoMerge.cpp); so does
; -passes=pto-mark-nomerge.
; RUN: %opt -passes=pto-mark-nomerge -S %s | FileCheck %s --check-prefix=MARK
; RUN: %opt -passes='default<O2>' -S %s | FileCheck %s --check-prefix=O2
; RUN: %opt -passes='default<O2>' %s | %opt -passes=pto-verify-kernel -disable-output
; RUN: %opt -passes='default<O3>' -S %s | FileCheck %s --check-prefix=O2
; RUN: %opt -passes='default<O1>' -S %s | FileCheck %s --check-prefix=O2
; Without the marking the sink happens (the test shows what it prevents):
; RUN: %opt -passes='simplifycfg<sink-common-insts>' -S %s | FileCheck %s --check-prefix=SINK
; RUN: %opt -passes='pto-mark-nomerge,simplifycfg<sink-common-insts>' -S %s | FileCheck %s --check-prefix=O2

; MARK: declare {{.*}} @pto.tload.vec.f16({{.*}}) #[[A:[0-9]+]]
; MARK: declare void @pto.tstore.vec.f16({{.*}}) #[[A]]
; MARK: declare i64 @other(i64){{$}}
; MARK: attributes #[[A]] = { nomerge }

; O2-LABEL: define {{.*}}@tails(
; O2-NOT:   phi ptr addrspace(6)
; O2-NOT:   phi i32
; O2-NOT:   select
; O2:       call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %x, i64 16, i32 {{3[02]}}, i32 16)
; O2:       call void @pto.tstore.vec.f16(
; O2:       call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %x, i64 16, i32 {{3[02]}}, i32 16)
; O2:       call void @pto.tstore.vec.f16(
; O2-NOT:   phi ptr addrspace(6)

; SINK-LABEL: define {{.*}}@tails(
; SINK: call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %x, i64 16, i32 %
; SINK: call void @pto.tstore.vec.f16(
; SINK-NOT: call void @pto.tstore.vec.f16(

define void @tails(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i64 %m) "pto.kernel" {
entry:
  %full = icmp sge i64 %m, 32
  br i1 %full, label %big, label %small

big:
  %a = call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %x, i64 16, i32 32, i32 16)
  call void @pto.tstore.vec.f16(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %a)
  br label %done

small:
  %b = call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %x, i64 16, i32 30, i32 16)
  call void @pto.tstore.vec.f16(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %b)
  br label %done

done:
  %r = call i64 @other(i64 %m)
  ret void
}

declare ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1), i64, i32, i32)
declare void @pto.tstore.vec.f16(ptr addrspace(1), i64, ptr addrspace(6))
declare i64 @other(i64)
