; Issue 13 (F): a float kernel argument scaled on the scalar unit and given
; to tmuls/tadds as a float (or, for an f16 tile, half) operand directly:
; the call lowering passes its bits, like element bits in an i32.
; RUN: %llc -march=pto -O2 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -march=pto -O0 -verify-machineinstrs %s -o /dev/null

target triple = "pto"

; CHECK-LABEL: scale:
; CHECK:       fcvt.s.w [[F:[a-z0-9]+]], a3
; CHECK:       fsqrt.s [[S:[a-z0-9]+]], [[F]]
; CHECK:       fdiv.s [[Q:[a-z0-9]+]], a2, [[S]]
; CHECK:       tmuls vec[{{.*}}], vec[{{.*}}], [[Q]], 16, 64, f32
; CHECK:       fcvt.h.s [[H:[a-z0-9]+]], [[Q]]
; CHECK:       tadds vec[{{.*}}], vec[{{.*}}], [[H]], 16, 64, f16
define void @scale(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, float %alpha, i32 %d, ptr addrspace(1) noalias %xh, ptr addrspace(1) noalias %yh) "pto.kernel" {
  %df = sitofp i32 %d to float
  %sq = call float @llvm.sqrt.f32(float %df)
  %s = fdiv float %alpha, %sq
  %t = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 64, i32 16, i32 64)
  %m = call ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6) %t, float %s, i32 16, i32 64)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %y, i64 64, ptr addrspace(6) %m)
  %h = fptrunc float %s to half
  %th = call ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1) %xh, i64 64, i32 16, i32 64)
  %a = call ptr addrspace(6) @pto.tadds.f16(ptr addrspace(6) %th, half %h, i32 16, i32 64)
  call void @pto.tstore.vec.f16(ptr addrspace(1) %yh, i64 64, ptr addrspace(6) %a)
  ret void
}

declare float @llvm.sqrt.f32(float)
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tmuls.f32(ptr addrspace(6), float, i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare ptr addrspace(6) @pto.tload.vec.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.tadds.f16(ptr addrspace(6), half, i32, i32)
declare void @pto.tstore.vec.f16(ptr addrspace(1), i64, ptr addrspace(6))
