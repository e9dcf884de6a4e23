; One builtin declaration serves calls on every memory: the calls' own
; function types differ from the declaration's (docs/builtins.md). pto-ref
; evaluates them like the backend compiles them. A helper called through a
; different function type is an error, not a silent reinterpretation.
; REQUIRES: pto-sim
; RUN: python3 %pto_src/utils/run-kernel %s --kernel=k --tools-dir=%pto_tools \
; RUN:   --plugin=%plugin --arg=buf:f16:16x16:seed=3 --arg=buf:f32:16x16 \
; RUN:   | FileCheck %s
; CHECK: matches reference
; RUN: not pto-ref %s --kernel=bad --arg=1 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: error: in function bad: {{.*}}call to 'helper' through a different function type

target triple = "pto-unknown-unknown"

; Declared with a mat -> mat type; called mat -> left and mat -> right.
declare ptr addrspace(2) @pto.tmov.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(2) @pto.tload.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))

define void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %c) "pto.kernel" {
  %m = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %c, i64 16, ptr addrspace(5) %acc)
  ret void
}

define i32 @helper(i32 %x) {
  ret i32 %x
}

define void @bad(i64 %n) "pto.kernel" {
  %v = call i64 @helper(i64 %n)
  ret void
}
