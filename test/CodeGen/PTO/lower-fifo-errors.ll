; Issue 15 (15F): misuse of the cross-core FIFO builtins is an error at the
; call (pto-lower-fifo), and the function is dropped: a push in a section a
; vector core runs (and one in a kernel without sections), a pop of a FIFO
; no push fills, a push of one no pop drains, a depth or FIFO ID out of
; range, pushes of one FIFO with different tiles, a popped window outside
; the slot or of another element type, a kernel using the FIFOs' flags.
; RUN: not %llc -march=pto %s -o /dev/null 2>&1 | FileCheck %s

declare i32 @pto.get_core_type()
declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tpush.acc.f32(i32, i32, ptr addrspace(5))
declare ptr addrspace(6) @pto.tpop.vec.f32(i32, i64, i32, i32)
declare ptr addrspace(6) @pto.tpop.vec.i32(i32, i64, i32, i32)
declare void @pto.tfree(i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.tstore.vec.i32(ptr addrspace(1), i64, ptr addrspace(6))
declare void @pto.set_cross_flag(i32, i32)

; CHECK: error: {{.*}}in function push_on_vec {{.*}}: 'pto.tpush.acc.f32' of FIFO 0 may run on AIV, which cannot push (the cube core pushes its acc tiles: branch on get_core_type() & PTO_CORE_CUBE) in 'call void @pto.tpush.acc.f32(i32 0, i32 2, ptr addrspace(5) %acc)'
define void @push_on_vec(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %d) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isv = icmp eq i32 %t, 2
  br i1 %isv, label %vec, label %exit
vec:
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tpush.acc.f32(i32 0, i32 2, ptr addrspace(5) %acc)
  %x = call ptr addrspace(6) @pto.tpop.vec.f32(i32 0, i64 0, i32 16, i32 16)
  call void @pto.tfree(i32 0)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %d, i64 16, ptr addrspace(6) %x)
  br label %exit
exit:
  ret void
}

; No sections: every core would run the push and the pop.
; CHECK: error: {{.*}}in function no_sections {{.*}}: 'pto.tpush.acc.f32' of FIFO 1 may run on AIV, which cannot push
; CHECK: error: {{.*}}in function no_sections {{.*}}: 'pto.tpop.vec.f32' of FIFO 1 may run on AIC, which cannot pop or free (the vector cores do: branch on get_core_type() & PTO_CORE_VECTOR)
define void @no_sections(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %d) "pto.kernel" {
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tpush.acc.f32(i32 1, i32 2, ptr addrspace(5) %acc)
  %x = call ptr addrspace(6) @pto.tpop.vec.f32(i32 1, i64 0, i32 16, i32 16)
  call void @pto.tfree(i32 1)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %d, i64 16, ptr addrspace(6) %x)
  ret void
}

; CHECK: error: {{.*}}in function pop_no_push {{.*}}: 'pto.tpop.vec.f32' of FIFO 0, which no tpush in 'pop_no_push' fills: a pop would wait forever in '%x = call ptr addrspace(6) @pto.tpop.vec.f32(i32 0, i64 0, i32 16, i32 16)'
define void @pop_no_push(ptr addrspace(1) noalias %d) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isv = icmp eq i32 %t, 2
  br i1 %isv, label %vec, label %exit
vec:
  %x = call ptr addrspace(6) @pto.tpop.vec.f32(i32 0, i64 0, i32 16, i32 16)
  call void @pto.tfree(i32 0)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %d, i64 16, ptr addrspace(6) %x)
  br label %exit
exit:
  ret void
}

; CHECK: error: {{.*}}in function push_no_pop {{.*}}: 'pto.tpush' of FIFO 0, which no tpop in 'push_no_pop' drains: the cube core would wait forever for its free slots
; CHECK: error: {{.*}}in function bad_depth {{.*}}: 'pto.tpush.acc.f32' of FIFO 0: the depth must be a constant 1..4
; CHECK: error: {{.*}}in function bad_id {{.*}}: 'pto.tpush.acc.f32': the FIFO ID must be a constant 0..1
; CHECK: error: {{.*}}in function two_shapes {{.*}}: 'pto.tpush.acc.f32' of FIFO 0 pushes a 16x16 f32 tile with depth 3, but the FIFO's first push {{.*}} has a 16x16 f32 tile with depth 2
; CHECK: error: {{.*}}in function bad_window {{.*}}: 'pto.tpop.vec.f32' of FIFO 0: rows 8..23 are outside the FIFO's 16-row slot
; CHECK: error: {{.*}}in function wide_window {{.*}}: 'pto.tpop.vec.f32' of FIFO 0: the popped window must be constant rows 1..16 of the slot's 16 columns (the FIFO holds 16x16 tiles)
; CHECK: error: {{.*}}in function bad_type {{.*}}: 'pto.tpop.vec.i32' of FIFO 0 pops i32, but the FIFO holds f32 tiles
; CHECK: error: {{.*}}in function own_flag {{.*}}: 'pto.set_cross_flag' of flag 13 in a kernel with cross-core FIFOs, which use flags 12..15
define void @push_no_pop(ptr addrspace(1) noalias %a) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cube, label %exit
cube:
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tpush.acc.f32(i32 0, i32 2, ptr addrspace(5) %acc)
  br label %exit
exit:
  ret void
}

define void @bad_depth(ptr addrspace(1) noalias %a) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cube, label %exit
cube:
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tpush.acc.f32(i32 0, i32 9, ptr addrspace(5) %acc)
  br label %exit
exit:
  ret void
}

define void @bad_id(ptr addrspace(1) noalias %a) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cube, label %exit
cube:
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tpush.acc.f32(i32 2, i32 2, ptr addrspace(5) %acc)
  br label %exit
exit:
  ret void
}

define void @two_shapes(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %d) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cube, label %vec
cube:
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tpush.acc.f32(i32 0, i32 2, ptr addrspace(5) %acc)
  call void @pto.tpush.acc.f32(i32 0, i32 3, ptr addrspace(5) %acc)
  br label %exit
vec:
  %x = call ptr addrspace(6) @pto.tpop.vec.f32(i32 0, i64 0, i32 16, i32 16)
  call void @pto.tfree(i32 0)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %d, i64 16, ptr addrspace(6) %x)
  br label %exit
exit:
  ret void
}

define void @bad_window(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %d) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cube, label %vec
cube:
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tpush.acc.f32(i32 0, i32 2, ptr addrspace(5) %acc)
  br label %exit
vec:
  %x = call ptr addrspace(6) @pto.tpop.vec.f32(i32 0, i64 8, i32 16, i32 16)
  call void @pto.tfree(i32 0)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %d, i64 16, ptr addrspace(6) %x)
  br label %exit
exit:
  ret void
}

define void @wide_window(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %d) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cube, label %vec
cube:
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tpush.acc.f32(i32 0, i32 2, ptr addrspace(5) %acc)
  br label %exit
vec:
  %x = call ptr addrspace(6) @pto.tpop.vec.f32(i32 0, i64 0, i32 8, i32 32)
  call void @pto.tfree(i32 0)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %d, i64 32, ptr addrspace(6) %x)
  br label %exit
exit:
  ret void
}

define void @bad_type(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %d) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cube, label %vec
cube:
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tpush.acc.f32(i32 0, i32 2, ptr addrspace(5) %acc)
  br label %exit
vec:
  %x = call ptr addrspace(6) @pto.tpop.vec.i32(i32 0, i64 0, i32 16, i32 16)
  call void @pto.tfree(i32 0)
  call void @pto.tstore.vec.i32(ptr addrspace(1) %d, i64 16, ptr addrspace(6) %x)
  br label %exit
exit:
  ret void
}

define void @own_flag(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %d) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cube, label %vec
cube:
  %a0 = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %a0, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tpush.acc.f32(i32 0, i32 2, ptr addrspace(5) %acc)
  call void @pto.set_cross_flag(i32 6, i32 13)
  br label %exit
vec:
  %x = call ptr addrspace(6) @pto.tpop.vec.f32(i32 0, i64 0, i32 16, i32 16)
  call void @pto.tfree(i32 0)
  call void @pto.tstore.vec.f32(ptr addrspace(1) %d, i64 16, ptr addrspace(6) %x)
  br label %exit
exit:
  ret void
}
