; Issue 13 (F): scalar floating point end to end. pto-ref evaluates the IR
; with LLVM's APFloat (the values below are worked out by hand: IEEE
; binary32/16 and bfloat16, round to nearest even); the compiled kernel run
; in pto-sim (host FPU) matches it at -O0 and -O2. Arguments: a = 2.25,
; b = -0.5, h = half 1.5, bf = bfloat 3.140625 (0x4049), n = -7.
; REQUIRES: pto-sim
; RUN: pto-ref %s --kernel=fp --arg=buf:f32:13 --arg=buf:i32:16 \
; RUN:   --arg=f32:2.25 --arg=f32:-0.5 --arg=f16:1.5 --arg=bf16:3.140625 \
; RUN:   --arg=-7 --dump=0 --dump=1 | FileCheck %s
; CHECK:      arg0: f32[13]
;             fadd fdiv sqrt minimum(NaN, a) maximum(-0, 0) minimum(-0, 0)
; CHECK-NEXT: 1.75 -4.5 1.5 nan 0 -0
;             minnum(NaN, b) fpext(h) + a fpext(bf) sitofp(n) uitofp(3e9)
;             fmuladd(a, b, 1) select(ogt)
; CHECK-SAME: -0.5 3.75 3.14062 -7 3e+09 -0.125 2.25{{$}}
; CHECK:      arg1: i32[16]
;             fptosi(-4.5) fptoui(2.25) a ? NaN: oeq one ord uno ueq une olt uge
; CHECK-NEXT: -4 2 0 0 0 1 1 1 0 1
;             olt(b, a) oge(b, a) half(a) bfloat(0x3f818000) half(65520) fneg(a)
; CHECK-SAME: 1 0 16512 16258 31744 -1072693248{{$}}
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=fp --arg=buf:f32:13 --arg=buf:i32:16 \
; RUN:   --arg=f32:2.25 --arg=f32:-0.5 --arg=f16:1.5 --arg=bf16:3.140625 \
; RUN:   --arg=-7 | FileCheck %s --check-prefix=RK
; RUN: python3 %pto_src/utils/run-kernel %s -O 2 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=fp --arg=buf:f32:13 --arg=buf:i32:16 \
; RUN:   --arg=f32:2.25 --arg=f32:-0.5 --arg=f16:1.5 --arg=bf16:3.140625 \
; RUN:   --arg=-7 | FileCheck %s --check-prefix=RK
; RUN: not pto-ref %s --kernel=poison --arg=f32:1e10 2>&1 \
; RUN:   | FileCheck %s --check-prefix=POISON
; RK-NOT: mismatch
; RK: matches reference
; POISON: 'fptosi' of a value out of the result's range (poison)

target triple = "pto-unknown-unknown"

define void @fp(ptr addrspace(1) noalias %f, ptr addrspace(1) noalias %o, float %a, float %b, half %h, bfloat %bf, i64 %n) "pto.kernel" {
  %zero = fsub float %a, %a
  %nan = fdiv float %zero, %zero
  %negzero = fneg float %zero
  %r0 = fadd float %a, %b
  %r1 = fdiv float %a, %b
  %r2 = call float @llvm.sqrt.f32(float %a)
  %r3 = call float @llvm.minimum.f32(float %nan, float %a)
  %r4 = call float @llvm.maximum.f32(float %negzero, float %zero)
  %r5 = call float @llvm.minimum.f32(float %negzero, float %zero)
  %r6 = call float @llvm.minnum.f32(float %nan, float %b)
  %he = fpext half %h to float
  %r7 = fadd float %he, %a
  %r8 = fpext bfloat %bf to float
  %r9 = sitofp i64 %n to float
  %r10 = uitofp i32 3000000000 to float
  %r11 = call float @llvm.fmuladd.f32(float %a, float %b, float 1.0)
  %gt = fcmp ogt float %a, %b
  %r12 = select i1 %gt, float %a, float %b
  call void @store_f(ptr addrspace(1) %f, i64 0, float %r0)
  call void @store_f(ptr addrspace(1) %f, i64 1, float %r1)
  call void @store_f(ptr addrspace(1) %f, i64 2, float %r2)
  call void @store_f(ptr addrspace(1) %f, i64 3, float %r3)
  call void @store_f(ptr addrspace(1) %f, i64 4, float %r4)
  call void @store_f(ptr addrspace(1) %f, i64 5, float %r5)
  call void @store_f(ptr addrspace(1) %f, i64 6, float %r6)
  call void @store_f(ptr addrspace(1) %f, i64 7, float %r7)
  call void @store_f(ptr addrspace(1) %f, i64 8, float %r8)
  call void @store_f(ptr addrspace(1) %f, i64 9, float %r9)
  call void @store_f(ptr addrspace(1) %f, i64 10, float %r10)
  call void @store_f(ptr addrspace(1) %f, i64 11, float %r11)
  call void @store_f(ptr addrspace(1) %f, i64 12, float %r12)

  %i0 = fptosi float %r1 to i32
  %i1 = fptoui float %a to i32
  %c2 = fcmp oeq float %a, %nan
  %c3 = fcmp one float %a, %nan
  %c4 = fcmp ord float %a, %nan
  %c5 = fcmp uno float %a, %nan
  %c6 = fcmp ueq float %a, %nan
  %c7 = fcmp une float %a, %nan
  %c8 = fcmp olt float %a, %nan
  %c9 = fcmp uge float %a, %nan
  %c10 = fcmp olt float %b, %a
  %c11 = fcmp oge float %b, %a
  %t12 = fptrunc float %a to half
  %b12 = bitcast half %t12 to i16
  %i12 = zext i16 %b12 to i32
  %x13 = bitcast i32 1065451520 to float
  %y13 = fadd float %x13, %zero
  %t13 = fptrunc float %y13 to bfloat
  %b13 = bitcast bfloat %t13 to i16
  %i13 = zext i16 %b13 to i32
  %y14 = fadd float 65520.0, %zero
  %t14 = fptrunc float %y14 to half
  %b14 = bitcast half %t14 to i16
  %i14 = zext i16 %b14 to i32
  %ng = fneg float %a
  %i15 = bitcast float %ng to i32
  store i32 %i0, ptr addrspace(1) %o
  %p1 = getelementptr i32, ptr addrspace(1) %o, i64 1
  store i32 %i1, ptr addrspace(1) %p1
  call void @store_flag(ptr addrspace(1) %o, i64 2, i1 %c2)
  call void @store_flag(ptr addrspace(1) %o, i64 3, i1 %c3)
  call void @store_flag(ptr addrspace(1) %o, i64 4, i1 %c4)
  call void @store_flag(ptr addrspace(1) %o, i64 5, i1 %c5)
  call void @store_flag(ptr addrspace(1) %o, i64 6, i1 %c6)
  call void @store_flag(ptr addrspace(1) %o, i64 7, i1 %c7)
  call void @store_flag(ptr addrspace(1) %o, i64 8, i1 %c8)
  call void @store_flag(ptr addrspace(1) %o, i64 9, i1 %c9)
  call void @store_flag(ptr addrspace(1) %o, i64 10, i1 %c10)
  call void @store_flag(ptr addrspace(1) %o, i64 11, i1 %c11)
  %p12 = getelementptr i32, ptr addrspace(1) %o, i64 12
  store i32 %i12, ptr addrspace(1) %p12
  %p13 = getelementptr i32, ptr addrspace(1) %o, i64 13
  store i32 %i13, ptr addrspace(1) %p13
  %p14 = getelementptr i32, ptr addrspace(1) %o, i64 14
  store i32 %i14, ptr addrspace(1) %p14
  %p15 = getelementptr i32, ptr addrspace(1) %o, i64 15
  store i32 %i15, ptr addrspace(1) %p15
  ret void
}

define internal void @store_flag(ptr addrspace(1) %o, i64 %i, i1 %c) {
  %z = zext i1 %c to i32
  %p = getelementptr i32, ptr addrspace(1) %o, i64 %i
  store i32 %z, ptr addrspace(1) %p
  ret void
}

define internal void @store_f(ptr addrspace(1) %f, i64 %i, float %v) {
  %p = getelementptr float, ptr addrspace(1) %f, i64 %i
  store float %v, ptr addrspace(1) %p
  ret void
}

define void @poison(float %x) "pto.kernel" {
  %i = fptosi float %x to i32
  ret void
}

declare float @llvm.sqrt.f32(float)
declare float @llvm.minimum.f32(float, float)
declare float @llvm.maximum.f32(float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.fmuladd.f32(float, float, float)
