; PTOAA's address-space rules (docs/alias-analysis.md): distinct memories never
; alias, except generic (0) and global (1); an on-chip memory aliases nothing
; outside itself; a kernel argument never points into the kernel's stack.
; The same queries without PTOAA (BasicAA alone) for contrast.
;
; The module has no target triple: stock opt rejects `pto-unknown-unknown`
; ("unrecognized architecture"), so it never creates the PTO TargetMachine and
; `-aa-pipeline=default` cannot include PTOAA; the plugin registers it by name.
; RUN: %opt -passes=aa-eval -aa-pipeline=basic-aa -print-all-alias-modref-info \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=BASIC
; RUN: %opt -passes=aa-eval -aa-pipeline=basic-aa,pto-aa \
; RUN:   -print-all-alias-modref-info -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PTO
; PTOAA alone answers the address-space queries too.
; RUN: %opt -passes=aa-eval -aa-pipeline=pto-aa -print-all-alias-modref-info \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=PTO-ONLY

; One pointer into every memory. (aa-eval only queries loaded/stored
; pointers; the handles here stand for any address in their memory.)
define void @spaces(ptr %p0, ptr addrspace(1) %p1, ptr addrspace(2) %p2,
                    ptr addrspace(3) %p3, ptr addrspace(4) %p4,
                    ptr addrspace(5) %p5, ptr addrspace(6) %p6,
                    ptr addrspace(7) %p7, ptr addrspace(9) %p9) {
  load i8, ptr %p0
  load i8, ptr addrspace(1) %p1
  load i8, ptr addrspace(2) %p2
  load i8, ptr addrspace(3) %p3
  load i8, ptr addrspace(4) %p4
  load i8, ptr addrspace(5) %p5
  load i8, ptr addrspace(6) %p6
  load i8, ptr addrspace(7) %p7
  load i8, ptr addrspace(9) %p9
  ret void
}

; BASIC-LABEL: Function: spaces: 9 pointers
; BASIC-NOT: NoAlias
; BASIC: Function: kernel_stack

; PTO-LABEL: Function: spaces: 9 pointers
; PTO-NEXT: MayAlias: i8* %p0, i8 addrspace(1)* %p1
; PTO-NEXT: NoAlias: i8* %p0, i8 addrspace(2)* %p2
; PTO-NEXT: NoAlias: i8 addrspace(1)* %p1, i8 addrspace(2)* %p2
; PTO-NEXT: NoAlias: i8* %p0, i8 addrspace(3)* %p3
; PTO-NEXT: NoAlias: i8 addrspace(1)* %p1, i8 addrspace(3)* %p3
; PTO-NEXT: NoAlias: i8 addrspace(2)* %p2, i8 addrspace(3)* %p3
; PTO-NEXT: NoAlias: i8* %p0, i8 addrspace(4)* %p4
; PTO-NEXT: NoAlias: i8 addrspace(1)* %p1, i8 addrspace(4)* %p4
; PTO-NEXT: NoAlias: i8 addrspace(2)* %p2, i8 addrspace(4)* %p4
; PTO-NEXT: NoAlias: i8 addrspace(3)* %p3, i8 addrspace(4)* %p4
; PTO-NEXT: NoAlias: i8* %p0, i8 addrspace(5)* %p5
; PTO-NEXT: NoAlias: i8 addrspace(1)* %p1, i8 addrspace(5)* %p5
; PTO-NEXT: NoAlias: i8 addrspace(2)* %p2, i8 addrspace(5)* %p5
; PTO-NEXT: NoAlias: i8 addrspace(3)* %p3, i8 addrspace(5)* %p5
; PTO-NEXT: NoAlias: i8 addrspace(4)* %p4, i8 addrspace(5)* %p5
; PTO-NEXT: NoAlias: i8* %p0, i8 addrspace(6)* %p6
; PTO-NEXT: NoAlias: i8 addrspace(1)* %p1, i8 addrspace(6)* %p6
; PTO-NEXT: NoAlias: i8 addrspace(2)* %p2, i8 addrspace(6)* %p6
; PTO-NEXT: NoAlias: i8 addrspace(3)* %p3, i8 addrspace(6)* %p6
; PTO-NEXT: NoAlias: i8 addrspace(4)* %p4, i8 addrspace(6)* %p6
; PTO-NEXT: NoAlias: i8 addrspace(5)* %p5, i8 addrspace(6)* %p6
; PTO-NEXT: NoAlias: i8* %p0, i8 addrspace(7)* %p7
; PTO-NEXT: NoAlias: i8 addrspace(1)* %p1, i8 addrspace(7)* %p7
; PTO-NEXT: NoAlias: i8 addrspace(2)* %p2, i8 addrspace(7)* %p7
; PTO-NEXT: NoAlias: i8 addrspace(3)* %p3, i8 addrspace(7)* %p7
; PTO-NEXT: NoAlias: i8 addrspace(4)* %p4, i8 addrspace(7)* %p7
; PTO-NEXT: NoAlias: i8 addrspace(5)* %p5, i8 addrspace(7)* %p7
; PTO-NEXT: NoAlias: i8 addrspace(6)* %p6, i8 addrspace(7)* %p7
; An address space the machine facts do not know says nothing.
; PTO-NEXT: MayAlias: i8* %p0, i8 addrspace(9)* %p9
; PTO-NEXT: MayAlias: i8 addrspace(1)* %p1, i8 addrspace(9)* %p9
; PTO-NEXT: MayAlias: i8 addrspace(2)* %p2, i8 addrspace(9)* %p9
; PTO-NEXT: MayAlias: i8 addrspace(3)* %p3, i8 addrspace(9)* %p9
; PTO-NEXT: MayAlias: i8 addrspace(4)* %p4, i8 addrspace(9)* %p9
; PTO-NEXT: MayAlias: i8 addrspace(5)* %p5, i8 addrspace(9)* %p9
; PTO-NEXT: MayAlias: i8 addrspace(6)* %p6, i8 addrspace(9)* %p9
; PTO-NEXT: MayAlias: i8 addrspace(7)* %p7, i8 addrspace(9)* %p9
; PTO-ONLY-LABEL: Function: spaces: 9 pointers
; PTO-ONLY-COUNT-27: NoAlias: {{.*}} addrspace
; PTO-ONLY-NOT: NoAlias

; A kernel argument comes from the host: it never points into the kernel's
; own stack, even once the stack slot has escaped (AMDGPU's rule for kernel
; arguments and private memory). BasicAA says as much for any function
; argument against any alloca; the rule matters when PTOAA is asked alone.
declare void @escape(ptr)

define void @kernel_stack(ptr addrspace(1) %g, i64 %i) "pto.kernel" {
  %slot = alloca i64
  call void @escape(ptr %slot)
  %gi = getelementptr i64, ptr addrspace(1) %g, i64 %i
  %gen = addrspacecast ptr addrspace(1) %g to ptr
  store i64 0, ptr %slot
  store i64 1, ptr addrspace(1) %gi
  store i64 2, ptr %gen
  ret void
}

; PTO-ONLY-LABEL: Function: kernel_stack: 3 pointers
; PTO-ONLY-NEXT: NoAlias: i64 addrspace(1)* %gi, i64* %slot
; PTO-ONLY-NEXT: NoAlias: i64* %gen, i64* %slot
; PTO-ONLY-NEXT: MayAlias: i64* %gen, i64 addrspace(1)* %gi

; A helper's pointer argument may point into its caller's stack, but not
; into its own frame: PTOAA leaves that to BasicAA.
define void @helper_stack(ptr addrspace(1) %g) {
  %slot = alloca i64
  call void @escape(ptr %slot)
  store i64 0, ptr %slot
  store i64 1, ptr addrspace(1) %g
  ret void
}

; PTO-ONLY-LABEL: Function: helper_stack: 2 pointers
; PTO-ONLY-NEXT: MayAlias: i64 addrspace(1)* %g, i64* %slot
; PTO-LABEL: Function: helper_stack: 2 pointers
; PTO-NEXT: NoAlias: i64 addrspace(1)* %g, i64* %slot
