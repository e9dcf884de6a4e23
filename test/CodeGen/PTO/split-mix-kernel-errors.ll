; Issue 15 (15S): what pto-split-mix-kernel cannot split is an error naming
; the value, and the function is dropped (no second error): a cube tile used
; by a vector op other than an acc -> vec move (a mat tile stored on MTE3, a
; pipe the AIC lacks), a scalar store to global memory (every core would
; store), get_subblockid (its value differs between the AIVs), a call to a
; function that writes memory.
; RUN: not %llc -march=pto %s -o /dev/null 2>&1 | FileCheck %s
; RUN: %llc -march=pto -pto-split-mix-kernels=false -filetype=null %s

declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare ptr addrspace(6) @pto.tmov.vec.acc.f32(ptr addrspace(5), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.mat.f16(ptr addrspace(1), i64, ptr addrspace(2))
declare i32 @pto.get_subblockid()

; CHECK: error: {{.*}}in function mat_store {{.*}}: cannot split the mix kernel 'mat_store' into cube and vector programs: %a0 (a mat tile of the cube side) is used by 'pto.tstore.mat.f16' on the vector side; only an acc tile moved to vec (tmov.vec.acc) crosses, through a workspace in 'call void @pto.tstore.mat.f16(ptr addrspace(1) %d, i64 16, ptr addrspace(2) %a0)'
define void @mat_store(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %d, ptr addrspace(1) noalias %e) "pto.kernel" {
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %x = call ptr addrspace(6) @pto.tmov.vec.acc.f32(ptr addrspace(5) %acc, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %e, i64 16, ptr addrspace(6) %x)
  call void @pto.tstore.mat.f16(ptr addrspace(1) %d, i64 16, ptr addrspace(2) %a0)
  ret void
}

; CHECK: error: {{.*}}in function scalar_store {{.*}}: cannot split the mix kernel 'scalar_store' into cube and vector programs: a scalar store to global memory (%flag) would be done by every core in 'store i32 1, ptr addrspace(1) %flag, align 4'
define void @scalar_store(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %e, ptr addrspace(1) noalias %flag) "pto.kernel" {
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %x = call ptr addrspace(6) @pto.tmov.vec.acc.f32(ptr addrspace(5) %acc, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %e, i64 16, ptr addrspace(6) %x)
  store i32 1, ptr addrspace(1) %flag
  ret void
}

; CHECK: error: {{.*}}in function subblock {{.*}}: cannot split the mix kernel 'subblock' into cube and vector programs: 'pto.get_subblockid' would differ between the cores or order them on its own; write the sections with get_core_type() in '%sb = call i32 @pto.get_subblockid()'
define void @subblock(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %e) "pto.kernel" {
  %sb = call i32 @pto.get_subblockid()
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %x = call ptr addrspace(6) @pto.tmov.vec.acc.f32(ptr addrspace(5) %acc, i32 16, i32 16)
  %off = zext i32 %sb to i64
  %pe = getelementptr float, ptr addrspace(1) %e, i64 %off
  call void @pto.tstore.vec.f32(ptr addrspace(1) %pe, i64 16, ptr addrspace(6) %x)
  ret void
}

@counter = addrspace(1) global i64 0
define void @bump() {
  %v = load i64, ptr addrspace(1) @counter
  %w = add i64 %v, 1
  store i64 %w, ptr addrspace(1) @counter
  ret void
}

; CHECK: error: {{.*}}in function helper_call {{.*}}: cannot split the mix kernel 'helper_call' into cube and vector programs: a call ('bump') would run on every core in 'call void @bump()'
define void @helper_call(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %e) "pto.kernel" {
  call void @bump()
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  %x = call ptr addrspace(6) @pto.tmov.vec.acc.f32(ptr addrspace(5) %acc, i32 16, i32 16)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %e, i64 16, ptr addrspace(6) %x)
  ret void
}
; CHECK-NOT: error:
