; Issue 15 (M): pto-core-sections, the core kinds that may run each block of
; a mix kernel on a3 (AIC: get_core_type 1, AIV: 2), from branches on
; get_core_type: through and/compare, eq, a switch, a select, the -O0 local
; variable, sections one after the other and inside a loop; a branch on
; anything else is taken by both kinds; on a5 (one kind) and without
; get_core_type there are no sections.
; RUN: %opt -passes='print<pto-core-sections>' -disable-output %s 2>&1 | FileCheck %s

declare i32 @pto.get_core_type()
declare i32 @pto.get_subblockid()

; CHECK-LABEL: core sections of 'andmask':
; CHECK-NEXT: %entry: AIC or AIV
; CHECK-NEXT: %cube: AIC
; CHECK-NEXT: %join: AIC or AIV
; CHECK-NEXT: %vec: AIV
; CHECK-NEXT: %exit: AIC or AIV
define void @andmask(i32 %n) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %c = and i32 %t, 1
  %isc = icmp ne i32 %c, 0
  br i1 %isc, label %cube, label %join
cube:
  br label %join
join:
  %v = and i32 %t, 2
  %isv = icmp eq i32 %v, 0
  br i1 %isv, label %exit, label %vec
vec:
  br label %exit
exit:
  ret void
}

; A branch on the sub-block index does not split kinds; a switch does.
; CHECK-LABEL: core sections of 'switch':
; CHECK-NEXT: %entry: AIC or AIV
; CHECK-NEXT: %aic: AIC
; CHECK-NEXT: %aiv: AIV
; CHECK-NEXT: %sub0: AIV
; CHECK-NEXT: %none: no core
; CHECK-NEXT: %exit: AIC or AIV
define void @switch() "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  switch i32 %t, label %none [ i32 1, label %aic
                               i32 2, label %aiv ]
aic:
  br label %exit
aiv:
  %sb = call i32 @pto.get_subblockid()
  %z = icmp eq i32 %sb, 0
  br i1 %z, label %sub0, label %exit
sub0:
  br label %exit
none:
  br label %exit
exit:
  ret void
}

; The -O0 form of `int t = get_core_type(); if (t == PTO_CORE_CUBE)`, the
; condition through a select and a zext.
; CHECK-LABEL: core sections of 'local':
; CHECK-NEXT: %entry: AIC or AIV
; CHECK-NEXT: %cube: AIC
; CHECK-NEXT: %other: AIV
; CHECK-NEXT: %sel: AIC or AIV
; CHECK-NEXT: %s1: AIV
; CHECK-NEXT: %s0: AIC
; CHECK-NEXT: %exit: AIC or AIV
define void @local() "pto.kernel" {
entry:
  %slot = alloca i32
  %t = call i32 @pto.get_core_type()
  store i32 %t, ptr %slot
  %l = load i32, ptr %slot
  %isc = icmp eq i32 %l, 1
  br i1 %isc, label %cube, label %other
cube:
  br label %sel
other:
  br label %sel
sel:
  %l2 = load i32, ptr %slot
  %hi = lshr i32 %l2, 1
  %b = trunc i32 %hi to i1
  %x = select i1 %b, i32 7, i32 0
  %w = zext i32 %x to i64
  %ne = icmp ne i64 %w, 0
  br i1 %ne, label %s1, label %s0
s1:
  br label %exit
s0:
  br label %exit
exit:
  ret void
}

; A local stored twice is not followed: both kinds take both edges.
; CHECK-LABEL: core sections of 'twostores':
; CHECK: %a: AIC or AIV
; CHECK-NEXT: %b: AIC or AIV
define void @twostores(i32 %n) "pto.kernel" {
entry:
  %slot = alloca i32
  %t = call i32 @pto.get_core_type()
  store i32 %t, ptr %slot
  store i32 %n, ptr %slot
  %l = load i32, ptr %slot
  %isc = icmp eq i32 %l, 1
  br i1 %isc, label %a, label %b
a:
  br label %b
b:
  ret void
}

; Sections inside a loop: each iteration's cube part only on the AIC.
; CHECK-LABEL: core sections of 'loop':
; CHECK-NEXT: %entry: AIC or AIV
; CHECK-NEXT: %head: AIC or AIV
; CHECK-NEXT: %cube: AIC
; CHECK-NEXT: %vec: AIV
; CHECK-NEXT: %latch: AIC or AIV
; CHECK-NEXT: %exit: AIC or AIV
define void @loop(i32 %n) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %c = and i32 %t, 1
  %isc = icmp ne i32 %c, 0
  br i1 %isc, label %cube, label %vec
cube:
  br label %latch
vec:
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %head, label %exit
exit:
  ret void
}

; CHECK-LABEL: core sections of 'a5kernel': not a mix kernel (every block runs on core)
define void @a5kernel() "pto.kernel" "target-cpu"="a5" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %a, label %b
a:
  ret void
b:
  ret void
}

; CHECK-LABEL: core sections of 'nocoretype': not a mix kernel (every block runs on AIC or AIV)
define void @nocoretype(i32 %n) "pto.kernel" {
entry:
  ret void
}
