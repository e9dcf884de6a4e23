; Issue 15 (M): in a mix kernel on a3 (it reads get_core_type), an op on a
; pipe that a core kind running its block does not have is an error at the
; op: a cube op (tmatmul on M) in a vector section, a vector op (texp on V)
; in a cube section, a vector op before any branch on the core type (the
; AIC runs it too), a set_cross_flag from a pipe the section's core lacks.
; The same kernels compile on a5 (one core with every pipe) and without
; get_core_type (pto-sim then places them on one core).
; RUN: not %llc -march=pto -O2 %s -o /dev/null 2>&1 | FileCheck %s
; opt stops at the first error.
; RUN: not %opt -passes=pto-verify-kernel -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT
; OPT: error: {{.*}}in function cube_in_vector {{.*}}: pto.tmov runs on pipe MTE1, which the AIV core of a3 does not have, but it is in a section only AIV runs
; RUN: sed -e 's/"pto.kernel"/"pto.kernel" "target-cpu"="a5"/' %s \
; RUN:   | %llc -march=pto -O2 -o /dev/null
; RUN: sed -e 's/call i32 @pto.get_core_type()/add i32 %n, 0/' %s \
; RUN:   | %llc -march=pto -O2 -o /dev/null

declare i32 @pto.get_core_type()
declare void @pto.set_cross_flag(i32, i32)
declare ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2), i32, i32)
declare ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3), ptr addrspace(4), i32, i32)
declare void @pto.tstore.acc.f32(ptr addrspace(1), i64, ptr addrspace(5))
declare ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1), i64, i32, i32)
declare ptr addrspace(6) @pto.texp.vec.f32(ptr addrspace(6), i32, i32)
declare void @pto.tstore.vec.f32(ptr addrspace(1), i64, ptr addrspace(6))

; CHECK: error: {{.*}}in function cube_in_vector {{.*}}: pto.tmov runs on pipe MTE1, which the AIV core of a3 does not have, but it is in a section only AIV runs{{.*}}%l = call
; CHECK: error: {{.*}}in function cube_in_vector {{.*}}: pto.tmov runs on pipe MTE1, {{.*}}%r = call
; CHECK: error: {{.*}}in function cube_in_vector {{.*}}: pto.tmatmul runs on pipe M, which the AIV core of a3 does not have, but it is in a section only AIV runs{{.*}}%acc = call {{.*}}@pto.tmatmul.f32.f16
; CHECK: error: {{.*}}in function cube_in_vector {{.*}}: pto.tstore runs on pipe FIX, {{.*}}@pto.tstore.acc.f32
; The tload into mat runs on MTE2, which the AIV has (memories are not
; checked per core kind).
; CHECK-NOT: in function cube_in_vector
define void @cube_in_vector(ptr addrspace(1) %a, ptr addrspace(1) %c, i32 %n) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isv = icmp eq i32 %t, 2
  br i1 %isv, label %vec, label %exit
vec:
  %m = call ptr addrspace(2) @pto.tload.mat.f16(ptr addrspace(1) %a, i64 16, i32 16, i32 16)
  %l = call ptr addrspace(3) @pto.tmov.left.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %r = call ptr addrspace(4) @pto.tmov.right.f16(ptr addrspace(2) %m, i32 16, i32 16)
  %acc = call ptr addrspace(5) @pto.tmatmul.f32.f16(ptr addrspace(3) %l, ptr addrspace(4) %r, i32 16, i32 16)
  call void @pto.tstore.acc.f32(ptr addrspace(1) %c, i64 16, ptr addrspace(5) %acc)
  br label %exit
exit:
  ret void
}

; CHECK: error: {{.*}}in function vector_in_cube {{.*}}: pto.texp runs on pipe V, which the AIC core of a3 does not have, but it is in a section only AIC runs{{.*}}%e = call {{.*}}@pto.texp.vec.f32
define void @vector_in_cube(ptr addrspace(1) %x, i32 %n) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %cube = and i32 %t, 1
  %isc = icmp ne i32 %cube, 0
  br i1 %isc, label %cubesec, label %exit
cubesec:
  %v = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.texp.vec.f32(ptr addrspace(6) %v, i32 16, i32 16)
  br label %exit
exit:
  ret void
}

; CHECK: error: {{.*}}in function before_branch {{.*}}: pto.texp runs on pipe V, which the AIC core of a3 does not have, but its block may run on AIC or AIV (no branch on get_core_type() before it keeps AIC out){{.*}}%e = call {{.*}}@pto.texp.vec.f32
define void @before_branch(ptr addrspace(1) %x, i32 %n) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %v = call ptr addrspace(6) @pto.tload.vec.f32(ptr addrspace(1) %x, i64 16, i32 16, i32 16)
  %e = call ptr addrspace(6) @pto.texp.vec.f32(ptr addrspace(6) %v, i32 16, i32 16)
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %exit, label %vec
vec:
  call void @pto.tstore.vec.f32(ptr addrspace(1) %x, i64 16, ptr addrspace(6) %e)
  br label %exit
exit:
  ret void
}

; CHECK: error: {{.*}}in function cross_flag_pipe {{.*}}: 'pto.set_cross_flag' runs on pipe V, which the AIC core of a3 does not have, but it is in a section only AIC runs{{.*}}call void @pto.set_cross_flag(i32 5, i32 1)
define void @cross_flag_pipe(i32 %n) "pto.kernel" {
entry:
  %t = call i32 @pto.get_core_type()
  %isc = icmp eq i32 %t, 1
  br i1 %isc, label %cube, label %exit
cube:
  call void @pto.set_cross_flag(i32 5, i32 1)
  br label %exit
exit:
  ret void
}
