; The verifier runs under the new pass manager too. opt stops at the first
; error (LLVMContext's default handler), so this file holds one: the acc->acc
; move the hardware does not have (PyPTO #1352).
; RUN: not %opt -passes=pto-verify-kernel -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error:
; The valid kernel before it is silent (verify-kernel-valid.ll covers every
; builtin); the new-PM pass only reports, it never rewrites the function.

; CHECK: error: {{.*}}in function acc_move {{.*}}: pto.tmov: no move from acc to acc (the hardware has no acc->acc move; {{.*}}) in '%c2 = call ptr addrspace(5) @pto.tmov.f32(ptr addrspace(5) %c, i32 16, i32 16)'

define void @valid(ptr addrspace(1) %g, i64 %ld) "pto.kernel" {
  %m = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(5) %c)
  ret void
}

define void @acc_move(ptr addrspace(1) %g, i64 %ld) "pto.kernel" {
  %m = call ptr addrspace(2) @pto.tload.f16(ptr addrspace(1) %g, i64 %ld, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %c = call ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %c2 = call ptr addrspace(5) @pto.tmov.f32(ptr addrspace(5) %c, i32 16, i32 16)
  call void @pto.tstore.f32(ptr addrspace(1) %g, i64 %ld, ptr addrspace(5) %c2)
  ret void
}

declare ptr addrspace(2) @pto.tload.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(5) @pto.tmov.f32(ptr addrspace(5), i32, i32)
declare void @pto.tstore.f32(ptr addrspace(1), i64, ptr addrspace(5))
