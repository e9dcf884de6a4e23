; RUN: %llc -march=pto -O0 -verify-machineinstrs -stop-after=instruction-select %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs -stop-after=instruction-select %s -o - | FileCheck %s
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=ASM
;
; The issue-14 builtins select into their vec pseudos: the compare mode and
; the 0/1 flags stay immediates before the shape, scalars and ttri's
; diagonal are GPRs, and the trailing dtype of a compare is its u8 mask (5);
; after storage the real instructions carry srccols and srcdtype.
target triple = "pto-unknown-unknown"

declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tload.vec.u16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tcmp.u8.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.tcmps.u8.f32(ptr addrspace(6), i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tsel.f32(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tsels.f32(ptr addrspace(6), ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.ttri.f32(i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tci.u16(i32, i32, i32, i32)
declare ptr addrspace(6) @pto.tshrs.u16(ptr addrspace(6), i32, i32, i32)
declare ptr addrspace(6) @pto.txor.u16(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.tnot.u16(ptr addrspace(6), i32, i32)
declare ptr addrspace(6) @pto.trem.f32(ptr addrspace(6), ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.u16(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.u8(ptr addrspace(1), i64, ptr addrspace(6))

; CHECK-LABEL: name: k
; CHECK: %{{[0-9]+}}:tilevec = TCMP %{{[0-9]+}}, %{{[0-9]+}}, 4, 4, 2, 5
; CHECK: %{{[0-9]+}}:tilevec = TCMPS %{{[0-9]+}}, %{{[0-9]+}}, 3, 4, 2, 5
; CHECK: %{{[0-9]+}}:tilevec = TSEL %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, 4, 16, 2
; CHECK: %{{[0-9]+}}:tilevec = TSELS %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, 4, 16, 2
; CHECK: %{{[0-9]+}}:tilevec = TTRI %{{[0-9]+}}, 1, 4, 16, 2
; CHECK: %{{[0-9]+}}:tilevec = TREM %{{[0-9]+}}, %{{[0-9]+}}, 4, 16, 2
; CHECK: %{{[0-9]+}}:tilevec = TCI %{{[0-9]+}}, 1, 1, 16, 7
; CHECK: %{{[0-9]+}}:tilevec = TSHRS %{{[0-9]+}}, %{{[0-9]+}}, 1, 16, 7
; CHECK: %{{[0-9]+}}:tilevec = TXOR %{{[0-9]+}}, %{{[0-9]+}}, 1, 16, 7
; CHECK: %{{[0-9]+}}:tilevec = TNOT %{{[0-9]+}}, 1, 16, 7

; ASM-LABEL: k:
; ASM: tcmp vec[{{.*}}], vec[{{.*}}], vec[{{.*}}], gt, 4, 2, 16, u8, f32
; ASM: tcmps vec[{{.*}}], vec[{{.*}}], {{[a-z0-9]+}}, le, 4, 2, 16, u8, f32
; ASM: tsel vec[{{.*}}], vec[{{.*}}], vec[{{.*}}], vec[{{.*}}], 4, 16, f32
; ASM: tsels vec[{{.*}}], vec[{{.*}}], vec[{{.*}}], {{[a-z0-9]+}}, 4, 16, f32
; ASM: ttri vec[{{.*}}], {{[a-z0-9]+}}, 1, 4, 16, f32
; ASM: tci vec[{{.*}}], {{[a-z0-9]+}}, 1, 1, 16, u16
; ASM: tnot vec[{{.*}}], vec[{{.*}}], 1, 16, u16
define void @k(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y,
               ptr addrspace(1) noalias %m, i32 %d) "pto.kernel" {
  %a = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 4, i32 16)
  %b = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %y, i64 16, i32 4, i32 16)
  %m0 = call ptr addrspace(6) @pto.tcmp.u8.f32(ptr addrspace(6) %a, ptr addrspace(6) %b, i32 4, i32 4, i32 2)
  %m1 = call ptr addrspace(6) @pto.tcmps.u8.f32(ptr addrspace(6) %a, i32 0, i32 3, i32 4, i32 2)
  %s0 = call ptr addrspace(6) @pto.tsel.f32(ptr addrspace(6) %m0, ptr addrspace(6) %a, ptr addrspace(6) %b, i32 4, i32 16)
  %s1 = call ptr addrspace(6) @pto.tsels.f32(ptr addrspace(6) %m1, ptr addrspace(6) %s0, i32 0, i32 4, i32 16)
  %t = call ptr addrspace(6) @pto.ttri.f32(i32 %d, i32 1, i32 4, i32 16)
  %r = call ptr addrspace(6) @pto.trem.f32(ptr addrspace(6) %s1, ptr addrspace(6) %t, i32 4, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %x, i64 16, ptr addrspace(6) %r)
  call void @pto.tstore.vec.u8(ptr addrspace(1) %m, i64 2, ptr addrspace(6) %m1)
  %c = call ptr addrspace(6) @pto.tci.u16(i32 7, i32 1, i32 1, i32 16)
  %c1 = call ptr addrspace(6) @pto.tshrs.u16(ptr addrspace(6) %c, i32 1, i32 1, i32 16)
  %c2 = call ptr addrspace(6) @pto.txor.u16(ptr addrspace(6) %c, ptr addrspace(6) %c1, i32 1, i32 16)
  %c3 = call ptr addrspace(6) @pto.tnot.u16(ptr addrspace(6) %c2, i32 1, i32 16)
  call void @pto.tstore.vec.u16(ptr addrspace(1) %y, i64 16, ptr addrspace(6) %c3)
  ret void
}
