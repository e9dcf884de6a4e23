; pto-ref evaluates the intrinsics that the optimizer commonly leaves in
; kernels: markers (noalias scope declarations of inlined restrict
; parameters, assume, lifetime, invariant, sideeffect, stack save/restore),
; identities (expect, ptrmask) and bit manipulation (ctpop, ctlz, cttz,
; bswap, bitreverse, funnel shifts, saturating add/sub, three-way compares).
; Exact values (checked by hand), and the backend's lowering agrees at -O0
; and -O2. p = 0x13000034, q = -5.
; REQUIRES: pto-sim
; RUN: pto-ref %s --kernel=intrinsics --arg=buf:i32:20 --arg=318767156 \
; RUN:   --arg=-5 --dump=0 | FileCheck %s
; CHECK:      arg0: i32[20]
;             ctpop ctlz cttz ctlz(0) bswap bitreverse fshl fshr fshl(0)
; CHECK-NEXT: 6 3 2 32 872415251 738197704 13567 889192447 318767156
;             uadd.sat usub.sat sadd.sat ssub.sat scmp ucmp expect ptrmask
; CHECK-SAME: 255 0 104 -57 1 -1 318767156 16
;             alloca/invariant ctpop.i64 fshr.i64
; CHECK-SAME: -5 63 -1{{$}}
; RUN: python3 %pto_src/utils/run-kernel %s -O 0 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=intrinsics --arg=buf:i32:20 \
; RUN:   --arg=318767156 --arg=-5 \
; RUN:   | FileCheck %s --check-prefix=E2E
; RUN: python3 %pto_src/utils/run-kernel %s -O 2 --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --kernel=intrinsics --arg=buf:i32:20 \
; RUN:   --arg=318767156 --arg=-5 \
; RUN:   | FileCheck %s --check-prefix=E2E
; E2E: matches reference
; Others are an error naming the intrinsic.
; RUN: not pto-ref %s --kernel=overflow --arg=buf:i32:1 --arg=1 --arg=2 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR
; ERR: pto-ref: error: in function overflow: %r = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %p, i32 %q): intrinsic 'llvm.umul.with.overflow.i32' is not evaluated by pto-ref

target triple = "pto-unknown-unknown"

define void @intrinsics(ptr addrspace(1) noalias %out, i64 %p64, i64 %q64) "pto.kernel" {
entry:
  %p = trunc i64 %p64 to i32
  %q = trunc i64 %q64 to i32
  %p8 = trunc i64 %p64 to i8
  %q8 = trunc i64 %q64 to i8
  %zero = sub i32 %p, %p
  %r0 = call i32 @llvm.ctpop.i32(i32 %p)
  %r1 = call i32 @llvm.ctlz.i32(i32 %p, i1 false)
  %r2 = call i32 @llvm.cttz.i32(i32 %p, i1 false)
  %r3 = call i32 @llvm.ctlz.i32(i32 %zero, i1 false)
  %r4 = call i32 @llvm.bswap.i32(i32 %p)
  %r5 = call i32 @llvm.bitreverse.i32(i32 %p)
  %r6 = call i32 @llvm.fshl.i32(i32 %p, i32 %q, i32 8)
  %r7 = call i32 @llvm.fshr.i32(i32 %p, i32 %q, i32 8)
  %r8 = call i32 @llvm.fshl.i32(i32 %p, i32 %q, i32 %zero)
  %s9 = call i8 @llvm.uadd.sat.i8(i8 %p8, i8 %q8)
  %r9 = zext i8 %s9 to i32
  %s10 = call i8 @llvm.usub.sat.i8(i8 %p8, i8 %q8)
  %r10 = zext i8 %s10 to i32
  %s11 = call i8 @llvm.sadd.sat.i8(i8 %p8, i8 %p8)
  %r11 = sext i8 %s11 to i32
  %s12 = call i8 @llvm.ssub.sat.i8(i8 %q8, i8 %p8)
  %r12 = sext i8 %s12 to i32
  %r13 = call i32 @llvm.scmp.i32.i32(i32 %p, i32 %q)
  %r14 = call i32 @llvm.ucmp.i32.i32(i32 %p, i32 %q)
  %r15 = call i32 @llvm.expect.i32(i32 %p, i32 5)
  %g = getelementptr i8, ptr addrspace(1) %out, i64 20
  %m = call ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1) %g, i64 -16)
  %mi = ptrtoint ptr addrspace(1) %m to i64
  %oi = ptrtoint ptr addrspace(1) %out to i64
  %d = sub i64 %mi, %oi
  %r16 = trunc i64 %d to i32
  %ss = call ptr @llvm.stacksave.p0()
  %cnt0 = and i64 %p64, 7
  %cnt = add i64 %cnt0, 1
  %a = alloca i32, i64 %cnt
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 %q, ptr %a
  %inv = call ptr @llvm.invariant.start.p0(i64 4, ptr %a)
  %r17 = load i32, ptr %a
  call void @llvm.invariant.end.p0(ptr %inv, i64 4, ptr %a)
  call void @llvm.lifetime.end.p0(ptr %a)
  call void @llvm.stackrestore.p0(ptr %ss)
  %c = icmp ne i32 %p, 0
  call void @llvm.assume(i1 %c)
  call void @llvm.sideeffect()
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  %r18w = call i64 @llvm.ctpop.i64(i64 %q64)
  %r18 = trunc i64 %r18w to i32
  %r19w = call i64 @llvm.fshr.i64(i64 %p64, i64 %q64, i64 68)
  %r19 = trunc i64 %r19w to i32
  %o0 = getelementptr i32, ptr addrspace(1) %out, i64 0
  store i32 %r0, ptr addrspace(1) %o0, !alias.scope !0
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %r1, ptr addrspace(1) %o1, !noalias !0
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 2
  store i32 %r2, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %out, i64 3
  store i32 %r3, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %out, i64 4
  store i32 %r4, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %out, i64 5
  store i32 %r5, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %out, i64 6
  store i32 %r6, ptr addrspace(1) %o6
  %o7 = getelementptr i32, ptr addrspace(1) %out, i64 7
  store i32 %r7, ptr addrspace(1) %o7
  %o8 = getelementptr i32, ptr addrspace(1) %out, i64 8
  store i32 %r8, ptr addrspace(1) %o8
  %o9 = getelementptr i32, ptr addrspace(1) %out, i64 9
  store i32 %r9, ptr addrspace(1) %o9
  %o10 = getelementptr i32, ptr addrspace(1) %out, i64 10
  store i32 %r10, ptr addrspace(1) %o10
  %o11 = getelementptr i32, ptr addrspace(1) %out, i64 11
  store i32 %r11, ptr addrspace(1) %o11
  %o12 = getelementptr i32, ptr addrspace(1) %out, i64 12
  store i32 %r12, ptr addrspace(1) %o12
  %o13 = getelementptr i32, ptr addrspace(1) %out, i64 13
  store i32 %r13, ptr addrspace(1) %o13
  %o14 = getelementptr i32, ptr addrspace(1) %out, i64 14
  store i32 %r14, ptr addrspace(1) %o14
  %o15 = getelementptr i32, ptr addrspace(1) %out, i64 15
  store i32 %r15, ptr addrspace(1) %o15
  %o16 = getelementptr i32, ptr addrspace(1) %out, i64 16
  store i32 %r16, ptr addrspace(1) %o16
  %o17 = getelementptr i32, ptr addrspace(1) %out, i64 17
  store i32 %r17, ptr addrspace(1) %o17
  %o18 = getelementptr i32, ptr addrspace(1) %out, i64 18
  store i32 %r18, ptr addrspace(1) %o18
  %o19 = getelementptr i32, ptr addrspace(1) %out, i64 19
  store i32 %r19, ptr addrspace(1) %o19
  ret void
}
define void @overflow(ptr addrspace(1) noalias %out, i64 %p64, i64 %q64) "pto.kernel" {
  %p = trunc i64 %p64 to i32
  %q = trunc i64 %q64 to i32
  %r = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %p, i32 %q)
  %v = extractvalue { i32, i1 } %r, 0
  store i32 %v, ptr addrspace(1) %out
  ret void
}

!0 = !{!1}
!1 = distinct !{!1, !2, !"helper: %dst"}
!2 = distinct !{!2, !"helper"}
